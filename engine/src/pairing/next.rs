//! The next Swiss round of a tournament history (RULES.md §2, §4, §5): the
//! road from a validated [`History`] to the pairing core.

use std::fmt;

use crate::model::{History, Pairing, PlayerIdx, Round, RoundKind};
use crate::standings::{self, StandingsError, StandingsOptions};

use super::{PairingError, PairingPlayer, pair_round};

/// A warning on a table of a freshly paired round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundWarning {
    /// Stable machine-readable code: `rematch`.
    pub code: &'static str,
    /// The table it concerns.
    pub table: u32,
    /// A sentence for the organizer.
    pub message: String,
}

/// The next Swiss round (not yet part of the history) and its warnings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NextRound {
    /// Number = last round + 1, kind Swiss, no results; the bye last.
    pub round: Round,
    /// One `rematch` warning per table whose players met before.
    pub warnings: Vec<RoundWarning>,
}

/// Why the next Swiss round cannot be paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NextRoundError {
    /// A round still has results missing (RULES.md §6).
    RoundNotCompleted {
        /// Its number.
        round: u32,
    },
    /// The top cut has started: no more Swiss rounds.
    PlayoffStarted {
        /// The first playoff round.
        round: u32,
    },
    /// The standings could not be computed.
    Standings(StandingsError),
    /// The pairing core refused.
    Pairing(PairingError),
}

impl NextRoundError {
    /// Stable machine-readable code (the book: [Integration guide](/book/en/integration.html)).
    pub const fn code(&self) -> &'static str {
        match self {
            NextRoundError::RoundNotCompleted { .. } => "round_not_completed",
            NextRoundError::PlayoffStarted { .. } => "top_cut_started",
            NextRoundError::Standings(e) => e.code(),
            NextRoundError::Pairing(_) => "pairing_failed",
        }
    }
}

impl fmt::Display for NextRoundError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NextRoundError::RoundNotCompleted { round } => {
                write!(
                    f,
                    "round {round} has results missing: complete it before pairing the next round"
                )
            }
            NextRoundError::PlayoffStarted { round } => {
                write!(
                    f,
                    "the top cut started in round {round}: no more Swiss rounds can be paired"
                )
            }
            NextRoundError::Standings(e) => write!(f, "{e}"),
            NextRoundError::Pairing(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for NextRoundError {}

/// The field of the round after `standings` (RULES.md §5 "Input"): the
/// active players in standings order, and what the pairing core sees of
/// each (match points, byes, opponents as positions in the field).
pub(crate) fn field_of(
    history: &History,
    standings: &standings::Standings,
) -> (Vec<PlayerIdx>, Vec<PairingPlayer>) {
    let field: Vec<PlayerIdx> = standings.active().map(|row| row.player).collect();
    let mut position = vec![usize::MAX; history.players().len()];
    for (k, p) in field.iter().enumerate() {
        position[p.get()] = k;
    }
    let players: Vec<PairingPlayer> = standings
        .active()
        .map(|row| PairingPlayer {
            match_points: row.match_points,
            byes: row.byes,
            opponents: row
                .opponents
                .iter()
                .map(|o| position[o.get()])
                .filter(|&k| k != usize::MAX)
                .collect(),
        })
        .collect();
    (field, players)
}

/// Pairs the next Swiss round of `history` (RULES.md §2, §5).
///
/// Every round must be complete and Swiss. The field is the players not
/// dropped, in the order of the standings after the last round (RULES.md §4,
/// the one ordering function, before round 1 the fixed order alone); their
/// opponents are those of every earlier round.
pub fn pair_next_round(history: &History) -> Result<NextRound, NextRoundError> {
    for round in history.rounds() {
        if round.kind != RoundKind::Swiss {
            return Err(NextRoundError::PlayoffStarted {
                round: round.number,
            });
        }
        if !round.is_complete() {
            return Err(NextRoundError::RoundNotCompleted {
                round: round.number,
            });
        }
    }
    let last = history.rounds().last().map_or(0, |r| r.number);
    let options = StandingsOptions {
        after_round: Some(last),
        ..StandingsOptions::default()
    };
    let standings = standings::compute(history, &options).map_err(NextRoundError::Standings)?;
    let (field, players) = field_of(history, &standings);
    let paired = pair_round(&players).map_err(NextRoundError::Pairing)?;
    let mut warnings = Vec::new();
    let pairings = paired
        .tables
        .iter()
        .map(|t| {
            let a = field[t.player_a];
            let b = t.player_b.map(|b| field[b]);
            if let (true, Some(b)) = (t.rematch, b) {
                warnings.push(RoundWarning {
                    code: "rematch",
                    table: t.table,
                    message: format!(
                        "{} and {} have played each other before: no complete pairing of this round without a rematch exists",
                        history.player(a).name,
                        history.player(b).name
                    ),
                });
            }
            Pairing {
                table: t.table,
                player_a: a,
                player_b: b,
                result: None,
            }
        })
        .collect();
    Ok(NextRound {
        round: Round {
            number: last + 1,
            kind: RoundKind::Swiss,
            pairings,
        },
        warnings,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{MatchResult, Player};

    fn players(n: usize) -> Vec<Player> {
        (0..n)
            .map(|i| Player {
                id: format!("p{i:02}"),
                name: format!("Player {i:02}"),
                dropped_after_round: None,
                missed_rounds: Vec::new(),
            })
            .collect()
    }

    /// Plays `round` with a deterministic result per table (from `seed`).
    fn play(mut round: Round, seed: u64) -> Round {
        for p in &mut round.pairings {
            if p.player_b.is_some() {
                let r = (seed + u64::from(p.table) * 7) % 11;
                p.result = Some(
                    match r {
                        0 => MatchResult::new(1, 1, 1),
                        1..=5 => MatchResult::new(2, 1, 0),
                        _ => MatchResult::new(0, 2, 0),
                    }
                    .expect("valid result"),
                );
            }
        }
        round
    }

    #[test]
    fn round_one_is_the_slide_in_fixed_order() {
        let history = History::new(players(8), Vec::new()).expect("history");
        let next = pair_next_round(&history).expect("pairs");
        assert_eq!(next.round.number, 1);
        assert_eq!(next.round.kind, RoundKind::Swiss);
        assert!(next.warnings.is_empty());
        // Fixed order is by name: p00 … p07; the slide 1–5, 2–6, 3–7, 4–8.
        let pairs: Vec<(usize, Option<usize>)> = next
            .round
            .pairings
            .iter()
            .map(|p| (p.player_a.get(), p.player_b.map(PlayerIdx::get)))
            .collect();
        assert_eq!(
            pairs,
            vec![(0, Some(4)), (1, Some(5)), (2, Some(6)), (3, Some(7))]
        );
    }

    #[test]
    fn incomplete_round_and_playoff_are_refused() {
        let history = History::new(players(4), Vec::new()).expect("history");
        let round = pair_next_round(&history).expect("pairs").round;
        let history = History::new(players(4), vec![round.clone()]).expect("history");
        let err = pair_next_round(&history).expect_err("incomplete");
        assert_eq!(err, NextRoundError::RoundNotCompleted { round: 1 });
        assert_eq!(err.code(), "round_not_completed");
        let mut playoff = play(round, 1);
        playoff.kind = RoundKind::Playoff;
        let history = History::new(players(4), vec![playoff]).expect("history");
        assert_eq!(
            pair_next_round(&history).expect_err("playoff").code(),
            "top_cut_started"
        );
    }

    /// RULES.md §1: the two players of a double loss met, so the next
    /// round does not pair them again (nor the other table's pair).
    #[test]
    fn double_loss_pair_is_not_paired_again() {
        let history = History::new(players(4), Vec::new()).expect("history");
        let mut round = pair_next_round(&history).expect("pairs").round;
        round.pairings[0].result = Some(MatchResult::DOUBLE_LOSS);
        round.pairings[1].result = Some(MatchResult::new(2, 0, 0).expect("valid"));
        let met: Vec<[PlayerIdx; 2]> = round
            .pairings
            .iter()
            .map(|p| {
                let mut pair = [p.player_a, p.player_b.expect("no bye")];
                pair.sort();
                pair
            })
            .collect();
        let history = History::new(players(4), vec![round]).expect("history");
        let next = pair_next_round(&history).expect("pairs");
        assert!(next.warnings.is_empty(), "{:?}", next.warnings);
        for p in &next.round.pairings {
            let mut pair = [p.player_a, p.player_b.expect("no bye")];
            pair.sort();
            assert!(!met.contains(&pair), "rematch {pair:?}");
        }
    }

    /// A whole event through the history: dropped players are never paired,
    /// the bye goes to the lowest-ranked active player with the fewest
    /// byes, tables follow the standings, and every rematch is warned.
    #[test]
    fn whole_event_through_the_history() {
        for n in [5, 7, 10] {
            let mut people = players(n);
            let mut rounds: Vec<Round> = Vec::new();
            for r in 1..=n as u32 + 1 {
                if r == 3 {
                    people[1].dropped_after_round = Some(2);
                }
                let history = History::new(people.clone(), rounds.clone()).expect("history");
                let next = pair_next_round(&history).expect("pairs");
                assert_eq!(next.round.number, r);
                let options = StandingsOptions {
                    after_round: Some(r - 1),
                    ..StandingsOptions::default()
                };
                let standings = standings::compute(&history, &options).expect("standings");
                let active: Vec<PlayerIdx> = standings.active().map(|row| row.player).collect();
                let mut seen: Vec<PlayerIdx> = Vec::new();
                for p in &next.round.pairings {
                    seen.push(p.player_a);
                    seen.extend(p.player_b);
                    if let Some(b) = p.player_b {
                        let (ra, rb) = (standings.rank(p.player_a), standings.rank(b));
                        assert!(ra < rb, "player_a is the higher-ranked");
                        let met = history.opponents(p.player_a, r - 1).contains(&b);
                        let warned = next
                            .warnings
                            .iter()
                            .any(|w| w.table == p.table && w.code == "rematch");
                        assert_eq!(met, warned);
                    }
                }
                seen.sort();
                let mut expected = active.clone();
                expected.sort();
                assert_eq!(seen, expected, "every active player exactly once");
                if active.len() % 2 == 1 {
                    let bye = next.round.pairings.last().expect("a table");
                    assert!(bye.player_b.is_none());
                    let fewest = standings.active().map(|row| row.byes).min();
                    let lowest = standings
                        .active()
                        .filter(|row| Some(row.byes) == fewest)
                        .last();
                    assert_eq!(Some(bye.player_a), lowest.map(|row| row.player));
                }
                rounds.push(play(next.round, u64::from(r)));
            }
        }
    }
}

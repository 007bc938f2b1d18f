//! Why a table was paired as it was, and why a player ranks where they do
//! (RULES.md §2, §4, §5): structured reasons with their numbers. Text is
//! rendered from these by the API, never parsed back.
//!
//! A round is explained from the same data its pairing used: the standings
//! after the previous round (RULES.md §5 "Input"), the field built by
//! [`crate::pairing::field_of`] and the ideal seating of the pairing core
//! (`pairing/mod.rs`, measured in `pairing/weights.rs`). The engine pairs
//! that field again; a stored table the engine would not have produced
//! is reported as a manual change when the record of the round says the
//! organizer made one there ([`PairedFrom::manual_tables`]).
//!
//! The standings a round was paired from are those of its pairing: a
//! result corrected after the round was paired (RULES.md §6: later rounds
//! are not paired again) is explained with the result it had then
//! ([`PairedFrom::earlier_results`]), or the engine would blame the
//! organizer for a table nobody touched.

use crate::bye::choose_bye;
use crate::model::{History, HistoryError, MatchResult, Pairing, PlayerIdx, RoundKind};
use crate::pairing::{Field, PairingError, PairingPlayer, field_of, pair_round};
use crate::ratio::Ratio;
use crate::standings::{self, Standings, StandingsError, StandingsOptions};
use std::collections::BTreeSet;

/// Why a player floated down (RULES.md §5.3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FloatCause {
    /// The player's seating group (score group plus the floater it received)
    /// has an odd size, and the player is its lowest-ranked member.
    OddGroup {
        /// Match points of the group.
        group_points: u32,
        /// Players in the seating group, incoming floater included.
        group_size: u32,
    },
    /// The ideal seating would not have floated this player: the float was
    /// forced by avoiding a rematch (RULES.md §5.1 before §5.3).
    RematchAvoidance,
}

/// Two players who met before, and the last round they met in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MetBefore {
    pub player: PlayerIdx,
    pub opponent: PlayerIdx,
    pub round: u32,
}

/// One reason of a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableReason {
    /// The score groups (match points) of both players (RULES.md §5.2).
    ScoreGroups { a_points: u32, b_points: u32 },
    /// `player` floated down from `from_points` to play someone on
    /// `to_points`.
    Floated {
        player: PlayerIdx,
        from_points: u32,
        to_points: u32,
        cause: FloatCause,
    },
    /// The pair is the ideal seating (the slide, RULES.md §5.3).
    SlideKept,
    /// The ideal partner of `met.player` was `met.opponent`, already met in
    /// `met.round`: the seating was changed (RULES.md §5.1).
    RematchAvoided { met: MetBefore },
    /// Neither player's ideal partner was a rematch; the seating moved
    /// because of these avoided rematches elsewhere in the round.
    SeatingShifted { avoided: Vec<MetBefore> },
    /// The two met before (in `round`): no complete pairing of the round
    /// without a rematch existed (RULES.md §5.1).
    ForcedRematch { round: u32 },
    /// The bye (RULES.md §2): the lowest-ranked of the `candidates` active
    /// players with the fewest byes (`byes`).
    Bye {
        player: PlayerIdx,
        /// The player's rank in the standings the round was paired from.
        rank: u32,
        /// Byes before this round (the fewest in the field).
        byes: u32,
        /// Active players with that many byes.
        candidates: u32,
        /// Active players in the round.
        field_size: u32,
    },
    /// The engine would not have paired this table so: it was set by the
    /// organizer (RULES.md §6).
    ManualChange,
    /// `player` missed `missed` Swiss rounds before this one (late entry or
    /// re-admission, RULES.md §11): 0 match points each, counted in their
    /// MW%, not byes (so they do not change who gets the bye).
    MissedRounds { player: PlayerIdx, missed: u32 },
}

/// The reasons of one table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableExplanation {
    pub table: u32,
    pub player_a: PlayerIdx,
    pub player_b: Option<PlayerIdx>,
    pub reasons: Vec<TableReason>,
}

/// The reasons of a whole round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundExplanation {
    pub round: u32,
    /// The standings the round was paired from (0: the fixed order).
    pub after_round: u32,
    pub tables: Vec<TableExplanation>,
}

/// What a round was paired from, beyond the history as it stands now
/// (the service reads it from the audit log).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PairedFrom {
    /// Results of earlier rounds as they stood when the round was (last)
    /// paired, for the tables corrected since: `(round, table, result)`,
    /// the result from `player_a`'s side.
    pub earlier_results: Vec<(u32, u32, Option<MatchResult>)>,
    /// The tables of the round the organizer changed by hand since it was
    /// paired. `None`: no record is available, so every table the engine
    /// would not have produced counts as a manual change.
    pub manual_tables: Option<BTreeSet<u32>>,
}

impl History {
    /// The same history with the results of `results` (`(round, table,
    /// result)`) in place of the stored ones, validated as
    /// [`History::new`] does; tables that do not exist are left alone.
    pub fn with_results(
        &self,
        results: &[(u32, u32, Option<MatchResult>)],
    ) -> Result<History, HistoryError> {
        let mut rounds = self.rounds().to_vec();
        for &(round, table, result) in results {
            if let Some(p) = rounds
                .iter_mut()
                .filter(|r| r.number == round)
                .flat_map(|r| r.pairings.iter_mut())
                .find(|p| p.table == table)
            {
                p.result = result;
            }
        }
        History::new(self.players().to_vec(), rounds)
    }
}

/// Why a round cannot be explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExplainError {
    /// No round with this number.
    RoundNotFound { round: u32 },
    /// A playoff round: no Swiss pairing to explain (RULES.md §8).
    NotSwiss { round: u32 },
    /// The standings before the round could not be computed.
    Standings(StandingsError),
    /// The pairing core refused the field.
    Pairing(PairingError),
}

impl ExplainError {
    /// Stable machine-readable code.
    pub const fn code(&self) -> &'static str {
        match self {
            ExplainError::RoundNotFound { .. } => "round_not_found",
            ExplainError::NotSwiss { .. } => "not_swiss_round",
            ExplainError::Standings(e) => e.code(),
            ExplainError::Pairing(_) => "pairing_failed",
        }
    }
}

impl std::fmt::Display for ExplainError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExplainError::RoundNotFound { round } => write!(f, "round {round} does not exist"),
            ExplainError::NotSwiss { round } => {
                write!(
                    f,
                    "round {round} is a playoff round: it has no Swiss pairing"
                )
            }
            ExplainError::Standings(e) => write!(f, "{e}"),
            ExplainError::Pairing(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ExplainError {}

/// The last round before `before` in which `a` and `b` played each other.
fn met_in(history: &History, a: PlayerIdx, b: PlayerIdx, before: u32) -> u32 {
    history
        .rounds()
        .iter()
        .filter(|r| r.number < before)
        .filter(|r| {
            r.pairings.iter().any(|p| {
                (p.player_a == a && p.player_b == Some(b))
                    || (p.player_a == b && p.player_b == Some(a))
            })
        })
        .map(|r| r.number)
        .max()
        .unwrap_or(0)
}

/// Explains Swiss round `round` of `history` table by table (RULES.md §2,
/// §5): score groups, floats and their cause, slide kept or the rematch
/// that changed it, forced rematches, the bye. Without a record of the
/// round: `history` is taken as what it was paired from, and every table
/// the engine would not have produced is a manual change.
pub fn explain_round(history: &History, round: u32) -> Result<RoundExplanation, ExplainError> {
    explain_round_as_paired(history, round, &PairedFrom::default())
}

/// [`explain_round`] against what the round was paired from: `history`
/// with `from.earlier_results` in place (a reconstruction that is not a
/// valid history falls back to `history` as it is), and a manual change
/// reported only on the tables of `from.manual_tables`.
pub fn explain_round_as_paired(
    history: &History,
    round: u32,
    from: &PairedFrom,
) -> Result<RoundExplanation, ExplainError> {
    let rebuilt;
    let history = if from.earlier_results.is_empty() {
        history
    } else {
        match history.with_results(&from.earlier_results) {
            Ok(h) => {
                rebuilt = h;
                &rebuilt
            }
            Err(_) => history,
        }
    };
    let stored = history
        .round(round)
        .ok_or(ExplainError::RoundNotFound { round })?;
    if stored.kind != RoundKind::Swiss {
        return Err(ExplainError::NotSwiss { round });
    }
    let after_round = round - 1;
    let options = StandingsOptions {
        after_round: Some(after_round),
        ..StandingsOptions::default()
    };
    let standings = standings::compute(history, &options).map_err(ExplainError::Standings)?;
    let mut context = RoundContext::new(history, round, &standings)?;
    context.manual_tables = from.manual_tables.as_ref();
    let mut tables: Vec<TableExplanation> = stored
        .pairings
        .iter()
        .map(|p| TableExplanation {
            table: p.table,
            player_a: p.player_a,
            player_b: p.player_b,
            reasons: context.table_reasons(p),
        })
        .collect();
    add_missed_rounds(&standings, &mut tables);
    Ok(RoundExplanation {
        round,
        after_round,
        tables,
    })
}

/// Missed rounds (RULES.md §11) behind a player's points: the last reasons
/// of each table.
fn add_missed_rounds(standings: &Standings, tables: &mut [TableExplanation]) {
    for t in tables {
        for player in [Some(t.player_a), t.player_b].into_iter().flatten() {
            if let Some(row) = standings.row(player).filter(|r| r.missed > 0) {
                t.reasons.push(TableReason::MissedRounds {
                    player,
                    missed: row.missed,
                });
            }
        }
    }
}

/// What a round's pairing was computed from (RULES.md §5 "Input"), and the
/// engine's own pairing of it, to explain the stored tables against.
struct RoundContext<'a> {
    history: &'a History,
    round: u32,
    standings: &'a Standings,
    /// The active players in standings order.
    field: Vec<PlayerIdx>,
    /// What the pairing core sees of each (indices into `field`).
    players: Vec<PairingPlayer>,
    byes: Vec<u32>,
    /// The position in `field` of the bye (RULES.md §2).
    bye: Option<usize>,
    /// The field without the bye, with its ideal seating (RULES.md §5.3).
    seating: Field,
    /// Position in `field` of each player (`usize::MAX`: not active).
    position: Vec<usize>,
    /// The engine's pairs, as positions in `field`, lower first.
    engine_pairs: BTreeSet<(usize, usize)>,
    /// The rematches of the ideal seating, each pair once.
    avoided: Vec<MetBefore>,
    /// The tables changed by hand, when recorded ([`PairedFrom`]).
    manual_tables: Option<&'a BTreeSet<u32>>,
}

impl<'a> RoundContext<'a> {
    /// The field, bye, seating and engine pairing of `round`, from the
    /// standings after the round before.
    fn new(
        history: &'a History,
        round: u32,
        standings: &'a Standings,
    ) -> Result<RoundContext<'a>, ExplainError> {
        let (field, players) = field_of(history, standings);
        let byes: Vec<u32> = players.iter().map(|p| p.byes).collect();
        let bye = choose_bye(&byes);
        let engine = pair_round(&players).map_err(ExplainError::Pairing)?;
        let seating = Field::new(&players, bye);
        let mut position = vec![usize::MAX; history.players().len()];
        for (k, p) in field.iter().enumerate() {
            position[p.get()] = k;
        }
        let engine_pairs = engine.pairs().map(|(a, b)| (a.min(b), a.max(b))).collect();
        let mut context = RoundContext {
            history,
            round,
            standings,
            field,
            players,
            byes,
            bye,
            seating,
            position,
            engine_pairs,
            avoided: Vec::new(),
            manual_tables: None,
        };
        let n = context.field.len() - usize::from(bye.is_some());
        context.avoided = (0..n)
            .filter(|&v| v < context.seating.ideal_partner(v))
            .filter_map(|v| context.avoided_for(v))
            .collect();
        Ok(context)
    }

    /// The position in the field of an active player.
    fn pos(&self, p: PlayerIdx) -> Option<usize> {
        Some(self.position[p.get()]).filter(|&k| k != usize::MAX)
    }

    /// The rematch the ideal seating would give vertex `v`, if any: its
    /// ideal partner, already met (RULES.md §5.1).
    fn avoided_for(&self, v: usize) -> Option<MetBefore> {
        let w = self.seating.ideal_partner(v);
        self.seating.have_met(v, w).then(|| {
            let (a, b) = (
                self.field[self.seating.input_of(v)],
                self.field[self.seating.input_of(w)],
            );
            MetBefore {
                player: a,
                opponent: b,
                round: met_in(self.history, a, b, self.round),
            }
        })
    }

    /// Whether the organizer changed `table` by hand: recorded, or (no
    /// record) assumed of every table the engine would not have produced.
    fn manual(&self, table: u32) -> bool {
        self.manual_tables.is_none_or(|t| t.contains(&table))
    }

    /// The reasons of one stored table (without missed rounds). A table
    /// the engine would not have produced and that no manual change
    /// explains keeps only its score groups.
    fn table_reasons(&self, p: &Pairing) -> Vec<TableReason> {
        let manual = self.manual(p.table);
        let Some(b) = p.player_b else {
            return self.bye_reason(p.player_a, manual).into_iter().collect();
        };
        let (Some(ka), Some(kb)) = (self.pos(p.player_a), self.pos(b)) else {
            return manual
                .then_some(TableReason::ManualChange)
                .into_iter()
                .collect();
        };
        let (hi, lo) = (ka.min(kb), ka.max(kb));
        let mut reasons = vec![TableReason::ScoreGroups {
            a_points: self.players[ka].match_points,
            b_points: self.players[kb].match_points,
        }];
        let vertices = (self.seating.vertex_of(hi), self.seating.vertex_of(lo));
        match vertices {
            (Some(u), Some(v)) if self.engine_pairs.contains(&(hi, lo)) => {
                reasons.extend(self.float_reason(u, v));
                reasons.extend(self.seating_reasons(u, v, p.player_a, b));
            }
            _ if manual => reasons.push(TableReason::ManualChange),
            _ => {}
        }
        reasons
    }

    /// The bye table of `player`: the bye of RULES.md §2, or a manual
    /// change when the engine would have given it to someone else (and
    /// the organizer changed the table, `manual`).
    fn bye_reason(&self, player: PlayerIdx, manual: bool) -> Option<TableReason> {
        match (self.pos(player), self.bye) {
            (Some(k), Some(e)) if k == e => {
                let fewest = self.byes[k];
                Some(TableReason::Bye {
                    player,
                    rank: self.standings.rank(player).unwrap_or(0),
                    byes: fewest,
                    candidates: self.byes.iter().filter(|&&c| c == fewest).count() as u32,
                    field_size: self.field.len() as u32,
                })
            }
            _ => manual.then_some(TableReason::ManualChange),
        }
    }

    /// The float of the pair `u`–`v`, if their points differ, and its
    /// cause: an odd seating group or a rematch avoided (RULES.md §5.3).
    fn float_reason(&self, u: usize, v: usize) -> Option<TableReason> {
        let seating = &self.seating;
        let (mu, mv) = (seating.points(u), seating.points(v));
        if mu == mv {
            return None;
        }
        let up = if mu > mv { u } else { v };
        let ideal_floats = seating.points(seating.ideal_partner(up)) < seating.points(up);
        let cause = if ideal_floats {
            FloatCause::OddGroup {
                group_points: seating.points(up),
                group_size: seating.seating_group_size(up) as u32,
            }
        } else {
            FloatCause::RematchAvoidance
        };
        Some(TableReason::Floated {
            player: self.field[seating.input_of(up)],
            from_points: seating.points(up),
            to_points: mu.min(mv),
            cause,
        })
    }

    /// How the pair `u`–`v` (players `a` and `b`) relates to the ideal
    /// seating: a forced rematch, the slide kept, a rematch avoided, or a
    /// seating shifted by rematches elsewhere (RULES.md §5.1, §5.3).
    fn seating_reasons(&self, u: usize, v: usize, a: PlayerIdx, b: PlayerIdx) -> Vec<TableReason> {
        if self.seating.have_met(u, v) {
            return vec![TableReason::ForcedRematch {
                round: met_in(self.history, a, b, self.round),
            }];
        }
        if self.seating.ideal_partner(u) == v {
            return vec![TableReason::SlideKept];
        }
        let own: Vec<MetBefore> = [u, v]
            .into_iter()
            .filter_map(|x| self.avoided_for(x))
            .collect();
        if own.is_empty() {
            vec![TableReason::SeatingShifted {
                avoided: self.avoided.clone(),
            }]
        } else {
            own.into_iter()
                .map(|met| TableReason::RematchAvoided { met })
                .collect()
        }
    }
}

/// The key of RULES.md §4 that separated two adjacent players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Separator {
    Omw,
    Gw,
    Ogw,
    /// Equal on every figure: the fixed order (name, case-insensitively,
    /// then id).
    FixedOrder,
}

impl Separator {
    /// `"omw"`, `"gw"`, `"ogw"` or `"fixed_order"`, as in the API.
    pub const fn as_str(self) -> &'static str {
        match self {
            Separator::Omw => "omw",
            Separator::Gw => "gw",
            Separator::Ogw => "ogw",
            Separator::FixedOrder => "fixed_order",
        }
    }
}

/// Two adjacent players with equal match points and what separated them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RankExplanation {
    /// Rank of `upper`; `lower` is `upper_rank + 1`.
    pub upper_rank: u32,
    pub upper: PlayerIdx,
    pub lower: PlayerIdx,
    pub match_points: u32,
    pub separator: Separator,
    /// Both values of the deciding figure (`None` for the fixed order).
    pub values: Option<(Ratio, Ratio)>,
    /// Fixed order only: the names were equal case-insensitively, so the
    /// id decided.
    pub by_id: bool,
    /// Missed rounds of `upper` and `lower` (RULES.md §11): in their MW%,
    /// and so in their opponents' OMW%.
    pub missed: (u32, u32),
}

/// For each pair of adjacent rows with equal match points, the first
/// tiebreaker of RULES.md §4 that differs, or the fixed order.
pub fn explain_standings(history: &History, standings: &Standings) -> Vec<RankExplanation> {
    standings
        .rows
        .windows(2)
        .filter(|w| w[0].match_points == w[1].match_points)
        .map(|w| {
            let (a, b) = (&w[0], &w[1]);
            let (separator, values) = if a.omw != b.omw {
                (Separator::Omw, Some((a.omw, b.omw)))
            } else if a.gw != b.gw {
                (Separator::Gw, Some((a.gw, b.gw)))
            } else if a.ogw != b.ogw {
                (Separator::Ogw, Some((a.ogw, b.ogw)))
            } else {
                (Separator::FixedOrder, None)
            };
            RankExplanation {
                upper_rank: a.rank,
                upper: a.player,
                lower: b.player,
                match_points: a.match_points,
                separator,
                values,
                by_id: separator == Separator::FixedOrder
                    && history.folded_name(a.player) == history.folded_name(b.player),
                missed: (a.missed, b.missed),
            }
        })
        .collect()
}

#[cfg(test)]
#[path = "explain_tests.rs"]
mod tests;

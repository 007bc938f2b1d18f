//! Why a table was paired as it was, and why a player ranks where they do
//! (RULES.md §2, §4, §5): structured reasons with their numbers. Text is
//! rendered from these by the API, never parsed back.
//!
//! A round is explained from the same data its pairing used: the standings
//! after the previous round (RULES.md §5 "Input"), the field built by
//! [`crate::pairing::field_of`] and the ideal seating of the pairing core
//! (`pairing/mod.rs`, measured in `pairing/weights.rs`). The engine pairs
//! that field again; a stored table the engine would not have produced
//! (an organizer's manual change) is reported as such.

use crate::bye::choose_bye;
use crate::model::{History, PlayerIdx, RoundKind};
use crate::pairing::{Field, PairingError, field_of, pair_round};
use crate::ratio::Ratio;
use crate::standings::{self, Standings, StandingsError, StandingsOptions};

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
/// that changed it, forced rematches, the bye.
pub fn explain_round(history: &History, round: u32) -> Result<RoundExplanation, ExplainError> {
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
    let (field, players) = field_of(history, &standings);
    let byes: Vec<u32> = players.iter().map(|p| p.byes).collect();
    let bye = choose_bye(&byes);
    let engine = pair_round(&players).map_err(ExplainError::Pairing)?;
    let seating = Field::new(&players, bye);
    let mut position = vec![usize::MAX; history.players().len()];
    for (k, p) in field.iter().enumerate() {
        position[p.get()] = k;
    }
    let pos = |p: PlayerIdx| Some(position[p.get()]).filter(|&k| k != usize::MAX);
    let engine_pairs: std::collections::BTreeSet<(usize, usize)> =
        engine.pairs().map(|(a, b)| (a.min(b), a.max(b))).collect();
    // The avoided rematches of the ideal seating (each pair once).
    let n = field.len() - usize::from(bye.is_some());
    let avoided: Vec<MetBefore> = (0..n)
        .filter_map(|v| {
            let w = seating.ideal_partner(v);
            (v < w && seating.have_met(v, w)).then(|| {
                let (a, b) = (field[seating.input_of(v)], field[seating.input_of(w)]);
                MetBefore {
                    player: a,
                    opponent: b,
                    round: met_in(history, a, b, round),
                }
            })
        })
        .collect();
    let avoided_for = |v: usize| {
        let w = seating.ideal_partner(v);
        seating.have_met(v, w).then(|| {
            let (a, b) = (field[seating.input_of(v)], field[seating.input_of(w)]);
            MetBefore {
                player: a,
                opponent: b,
                round: met_in(history, a, b, round),
            }
        })
    };
    let mut tables = Vec::with_capacity(stored.pairings.len());
    for p in &stored.pairings {
        let mut reasons = Vec::new();
        let Some(b) = p.player_b else {
            match (pos(p.player_a), bye) {
                (Some(k), Some(e)) if k == e => {
                    let fewest = byes[k];
                    reasons.push(TableReason::Bye {
                        player: p.player_a,
                        rank: standings.rank(p.player_a).unwrap_or(0),
                        byes: fewest,
                        candidates: byes.iter().filter(|&&c| c == fewest).count() as u32,
                        field_size: field.len() as u32,
                    });
                }
                _ => reasons.push(TableReason::ManualChange),
            }
            tables.push(TableExplanation {
                table: p.table,
                player_a: p.player_a,
                player_b: None,
                reasons,
            });
            continue;
        };
        let (ka, kb) = match (pos(p.player_a), pos(b)) {
            (Some(x), Some(y)) => (x, y),
            _ => {
                reasons.push(TableReason::ManualChange);
                tables.push(TableExplanation {
                    table: p.table,
                    player_a: p.player_a,
                    player_b: Some(b),
                    reasons,
                });
                continue;
            }
        };
        let (hi, lo) = (ka.min(kb), ka.max(kb));
        let (pa, pb) = (players[ka].match_points, players[kb].match_points);
        reasons.push(TableReason::ScoreGroups {
            a_points: pa,
            b_points: pb,
        });
        if !engine_pairs.contains(&(hi, lo)) {
            reasons.push(TableReason::ManualChange);
        } else if let (Some(u), Some(v)) = (seating.vertex_of(hi), seating.vertex_of(lo)) {
            let (mu, mv) = (seating.points(u), seating.points(v));
            if mu != mv {
                let up = if mu > mv { u } else { v };
                let down_to = mu.min(mv);
                let ideal_floats = seating.points(seating.ideal_partner(up)) < seating.points(up);
                let cause = if ideal_floats {
                    FloatCause::OddGroup {
                        group_points: seating.points(up),
                        group_size: seating.seating_group_size(up) as u32,
                    }
                } else {
                    FloatCause::RematchAvoidance
                };
                reasons.push(TableReason::Floated {
                    player: field[seating.input_of(up)],
                    from_points: seating.points(up),
                    to_points: down_to,
                    cause,
                });
            }
            if seating.have_met(u, v) {
                reasons.push(TableReason::ForcedRematch {
                    round: met_in(history, p.player_a, b, round),
                });
            } else if seating.ideal_partner(u) == v {
                reasons.push(TableReason::SlideKept);
            } else {
                let own: Vec<MetBefore> = [u, v].into_iter().filter_map(avoided_for).collect();
                if own.is_empty() {
                    reasons.push(TableReason::SeatingShifted {
                        avoided: avoided.clone(),
                    });
                } else {
                    reasons.extend(
                        own.into_iter()
                            .map(|met| TableReason::RematchAvoided { met }),
                    );
                }
            }
        } else {
            reasons.push(TableReason::ManualChange);
        }
        tables.push(TableExplanation {
            table: p.table,
            player_a: p.player_a,
            player_b: Some(b),
            reasons,
        });
    }
    // Missed rounds (RULES.md §11) behind a player's points, last.
    for t in &mut tables {
        for player in [Some(t.player_a), t.player_b].into_iter().flatten() {
            if let Some(row) = standings.row(player).filter(|r| r.missed > 0) {
                t.reasons.push(TableReason::MissedRounds {
                    player,
                    missed: row.missed,
                });
            }
        }
    }
    Ok(RoundExplanation {
        round,
        after_round,
        tables,
    })
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

//! The only road into the engine: stored state → engine [`History`] →
//! engine call → plain data for the service to store. The engine is the
//! only place that computes pairings, standings and recommendations.

use std::collections::BTreeMap;

use planesforge_engine::pairing::pair_next_round;
use planesforge_engine::{
    History, MatchResult as EngineResult, Pairing, Player, PlayerIdx, Round, RoundKind,
};

use crate::service::error::Error;
use crate::service::views::players::Recommendation;
use crate::service::views::rounds::{MatchResult, Warning};

use super::state::{RoundState, TournamentState};

/// One table of a freshly paired round (ids, not indices).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairedTable {
    pub table: u32,
    pub player_a: String,
    pub player_b: Option<String>,
}

/// The recommendation for `players` players (RULES.md §7).
pub fn recommendation(players: u32) -> Recommendation {
    let r = planesforge_engine::recommend(players);
    Recommendation {
        swiss_rounds: r.swiss_rounds,
        swiss_rounds_with_draft_playoff: r.swiss_rounds_with_draft_playoff,
        top_cut: r.top_cut,
        min_rounds: r.min_rounds,
        comfortable_rounds: r.comfortable_rounds,
    }
}

fn inconsistent(e: impl std::fmt::Display) -> Error {
    Error::Internal(format!("stored tournament is inconsistent: {e}"))
}

/// The engine history of the stored rounds `1..before` (all rounds when
/// `before` is `None`), players in registration order. A drop after a
/// round that is not in it (a player seated in round `before` who dropped
/// after it) had not happened yet: that player is active in it.
pub fn history(state: &TournamentState, before: Option<u32>) -> Result<History, Error> {
    let included: Vec<&RoundState> = state
        .rounds
        .iter()
        .filter(|r| before.is_none_or(|b| r.number() < b))
        .collect();
    let players = players(state, &included, before);
    let rounds = rounds(state, &included)?;
    History::new(players, rounds).map_err(inconsistent)
}

/// The engine's players, in registration order, with their drops before
/// round `before` and their missed rounds among `included`.
///
/// Missed rounds (RULES.md §11) are derived from what is stored: every
/// active player is paired in every Swiss round (RULES.md §6 "The field
/// changes while pairing"), so a Swiss round a player is not seated in,
/// not after their drop, is one they missed (late entry, or paired while
/// they were dropped before a re-admission).
fn players(state: &TournamentState, included: &[&RoundState], before: Option<u32>) -> Vec<Player> {
    state
        .players
        .iter()
        .map(|p| {
            let dropped_after_round = p
                .dropped_after_round
                .map(|d| d.max(0) as u32)
                .filter(|&d| before.is_none_or(|b| d < b));
            let missed_rounds = planesforge_engine::missed_rounds_of(
                included.iter().map(|r| {
                    let seated = r.pairings.iter().any(|x| {
                        x.player_a == p.id || x.player_b.as_deref() == Some(p.id.as_str())
                    });
                    (r.number(), r.row.kind, seated)
                }),
                dropped_after_round,
            );
            Player {
                id: p.id.clone(),
                name: p.name.clone(),
                dropped_after_round,
                missed_rounds,
            }
        })
        .collect()
}

/// The engine's rounds of the stored rounds `included`, players by their
/// registration index.
fn rounds(state: &TournamentState, included: &[&RoundState]) -> Result<Vec<Round>, Error> {
    let index: BTreeMap<&str, PlayerIdx> = state
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.id.as_str(), PlayerIdx(i as u32)))
        .collect();
    let lookup = |id: &str| {
        index
            .get(id)
            .copied()
            .ok_or_else(|| inconsistent(format!("unknown player {id}")))
    };
    let mut rounds = Vec::with_capacity(included.len());
    for r in included {
        let kind = r.row.kind;
        let mut pairings = Vec::with_capacity(r.pairings.len());
        for p in &r.pairings {
            let result = match (p.wins, p.losses, p.draws) {
                (Some(_), Some(_), Some(_)) if p.double_loss => {
                    Some(EngineResult::double_loss_for_kind(kind).map_err(inconsistent)?)
                }
                (Some(w), Some(l), Some(d)) => Some(
                    EngineResult::for_kind(kind, w.max(0) as u32, l.max(0) as u32, d.max(0) as u32)
                        .map_err(inconsistent)?,
                ),
                _ => None,
            };
            pairings.push(Pairing {
                table: p.table_number.max(0) as u32,
                player_a: lookup(&p.player_a)?,
                player_b: p.player_b.as_deref().map(lookup).transpose()?,
                result,
            });
        }
        rounds.push(Round {
            number: r.number(),
            kind,
            pairings,
        });
    }
    Ok(rounds)
}

/// Checks a result against RULES.md §1 (no draws and no double loss in
/// playoffs): 422 `invalid_result`, `playoff_draw` or
/// `playoff_double_loss` with the engine's explanation.
pub fn validate_result(kind: RoundKind, r: MatchResult) -> Result<(), Error> {
    r.to_engine(kind)
        .map(drop)
        .map_err(|e| crate::service::engine_errors::result_error(&e))
}

/// Pairs round `n` from the rounds before it (RULES.md §2, §5): the
/// engine's `pair_next_round` on the stored history.
pub fn pair(state: &TournamentState, n: u32) -> Result<(Vec<PairedTable>, Vec<Warning>), Error> {
    let history = history(state, Some(n))?;
    let next = pair_next_round(&history)
        .map_err(|e| crate::service::engine_errors::next_round_error(&e, n))?;
    if next.round.number != n {
        return Err(Error::Internal(format!(
            "the engine paired round {} instead of {n}",
            next.round.number
        )));
    }
    let id = |idx: PlayerIdx| history.player(idx).id.clone();
    let tables = next
        .round
        .pairings
        .iter()
        .map(|p| PairedTable {
            table: p.table,
            player_a: id(p.player_a),
            player_b: p.player_b.map(id),
        })
        .collect();
    let warnings = next
        .warnings
        .iter()
        .map(|w| Warning {
            code: w.code.to_owned(),
            table: Some(w.table),
            message: w.message.clone(),
        })
        .collect();
    Ok((tables, warnings))
}

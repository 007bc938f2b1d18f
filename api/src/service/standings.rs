//! Standings and the exported tournament document: loaded from the
//! database, computed by the engine (rules.md §3–4, §9).

use planesforge_engine::document::DocRoundState;
use planesforge_engine::standings;
use planesforge_engine::{TournamentDocument, TournamentRecord};

use crate::auth::Caller;
use crate::db::DbPool;
use crate::db::models::TournamentRow;
use crate::error::ApiError;
use crate::wire::{StandingsQuery, StandingsResponse};

use super::state::{COMPLETED, PAIRING, TournamentState};
use super::{engine_bridge, find_tournament, is_owner, transaction};

/// `GET …/standings`
pub fn standings(
    pool: &DbPool,
    tid: &str,
    query: &StandingsQuery,
) -> Result<StandingsResponse, ApiError> {
    standings_at(pool, tid, query).map(|(_, s)| s)
}

/// The standings and the tournament row they were computed under: its
/// `version` is read by the transaction's first statement, so the rows read
/// after it are at least that new (the key of [`crate::standings_cache`]).
/// One query per table: the tournament, its players, rounds and pairings.
pub fn standings_at(
    pool: &DbPool,
    tid: &str,
    query: &StandingsQuery,
) -> Result<(TournamentRow, StandingsResponse), ApiError> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let row = t.clone();
        let state = TournamentState::load(conn, t)?;
        let history = engine_bridge::history(&state, None)?;
        let computed = standings::compute(&history, &query.options()).map_err(|e| match e {
            standings::StandingsError::RoundNotCompleted { .. } => {
                ApiError::conflict(e.code(), crate::engine_errors::standings(&e))
            }
            _ => ApiError::unprocessable(e.code(), crate::engine_errors::standings(&e)),
        })?;
        Ok((row, StandingsResponse::new(&history, &computed)))
    })
}

/// `GET …/export`: the tournament document (api.md), format /2. Rounds
/// still being paired are included for the owner only. Beyond the
/// history it carries `planned_rounds`, each round's state, each player's
/// missed rounds (rules.md §11: the Swiss rounds they were registered in
/// but not seated in, as the stored pairings show) and `top_cut` (until
/// the tournament stores its intended cut: the size of the bracket when
/// one exists, else `null`). What the import reads back unchanged.
pub fn export(
    pool: &DbPool,
    caller: Option<&Caller>,
    tid: &str,
) -> Result<TournamentDocument, ApiError> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let owner = is_owner(&t, caller);
        let state = TournamentState::load(conn, t)?;
        let before = match state.latest() {
            Some(r) if r.row.state == PAIRING && !owner => Some(r.number()),
            _ => None,
        };
        let history = engine_bridge::history(&state, before)?;
        let mut record = TournamentRecord::derived(&state.tournament.name, history);
        record.planned_rounds = state
            .tournament
            .planned_rounds
            .and_then(|p| u32::try_from(p).ok());
        let exported = state
            .rounds
            .iter()
            .filter(|r| before.is_none_or(|b| r.number() < b));
        record.round_states = exported
            .clone()
            .map(|r| match r.row.state.as_str() {
                PAIRING => DocRoundState::Pairing,
                COMPLETED => DocRoundState::Completed,
                _ => DocRoundState::Published,
            })
            .collect();
        record.top_cut = exported
            .clone()
            .find(|r| r.row.kind == "playoff")
            .map(|r| 2 * r.pairings.len() as u32);
        Ok(TournamentDocument::from_record(&record))
    })
}

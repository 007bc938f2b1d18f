//! Standings and the exported tournament document: loaded from the
//! database, computed by the engine (rules.md §3–4, §9).

use planesforge_engine::TournamentDocument;
use planesforge_engine::standings;

use crate::auth::Caller;
use crate::db::DbPool;
use crate::db::models::TournamentRow;
use crate::error::ApiError;
use crate::wire::{StandingsQuery, StandingsResponse};

use super::state::{PAIRING, TournamentState};
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
        let computed = standings::compute(&history, &query.options())
            .map_err(|e| crate::engine_errors::standings_error(&e))?;
        Ok((row, StandingsResponse::new(&history, &computed)))
    })
}

/// `GET …/export`: the tournament document (api.md). Rounds still being
/// paired are included for the owner only.
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
        Ok(TournamentDocument::from_history(
            &state.tournament.name,
            &history,
        ))
    })
}

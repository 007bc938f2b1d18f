//! Standings: loaded from the database, computed by the engine (RULES.md
//! §3–4, §9), and the final standings once a top cut exists (RULES.md §8).

use planesforge_engine::History;
use planesforge_engine::final_standings::{self, FinalStandings};
use planesforge_engine::standings::{self, Standings};

use crate::service::error::Error;
use crate::service::views::standings::{StandingsQuery, StandingsResponse};
use crate::store::DbPool;
use crate::store::models::TournamentRow;

use super::state::TournamentState;
use super::{engine_bridge, find_tournament, transaction};
use planesforge_engine::lifecycle::RoundState as Stage;

/// `GET …/standings`
pub fn standings(
    pool: &DbPool,
    tid: &str,
    query: &StandingsQuery,
) -> Result<StandingsResponse, Error> {
    standings_at(pool, tid, query).map(|(_, s)| s)
}

/// The standings and the tournament row they were computed under: its
/// `version` is read by the transaction's first statement, so the rows read
/// after it are at least that new (the key of [`crate::http::standings_cache`]).
/// One query per table: the tournament, its players, rounds and pairings.
pub fn standings_at(
    pool: &DbPool,
    tid: &str,
    query: &StandingsQuery,
) -> Result<(TournamentRow, StandingsResponse), Error> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let row = t.clone();
        let state = TournamentState::load(conn, t)?;
        let history = engine_bridge::history(&state, None)?;
        let computed = standings::compute(&history, &query.options())
            .map_err(|e| crate::service::engine_errors::standings_error(&e))?;
        let fin = final_standings(&state, &history, &computed, query.after_round)?;
        Ok((
            row,
            StandingsResponse::with_final(&history, &computed, fin.as_ref()),
        ))
    })
}

/// The final standings (RULES.md §8) from the playoff rounds up to
/// `after_round` (all when `None`) that everyone can see: a round still in
/// `pairing` (only the owner sees it; it may already hold a forfeit) is left
/// out, so the standings are the same for every caller (they are cached
/// per tournament version). `None` before the cut.
pub fn final_standings(
    state: &TournamentState,
    history: &History,
    swiss: &Standings,
    after_round: Option<u32>,
) -> Result<Option<FinalStandings>, Error> {
    let visible = match state.latest() {
        Some(r) if r.stage() == Stage::Pairing => Some(r.number().saturating_sub(1)),
        _ => None,
    };
    let through = match (after_round, visible) {
        (Some(a), Some(v)) => Some(a.min(v)),
        (a, v) => a.or(v),
    };
    final_standings::compute(history, swiss, through).map_err(super::topcut::not_a_bracket)
}

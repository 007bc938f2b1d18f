//! Standings and the exported tournament document: loaded from the
//! database, computed by the engine (RULES.md §3–4, §9), and the final
//! standings once a top cut exists (RULES.md §8).

use planesforge_engine::final_standings::{self, FinalStandings};
use planesforge_engine::standings::{self, Standings, StandingsOptions};
use planesforge_engine::{History, TournamentDocument, TournamentRecord};

use crate::service::caller::Caller;
use crate::service::error::Error;
use crate::service::views::standings::{StandingsQuery, StandingsResponse};
use crate::store::DbPool;
use crate::store::models::TournamentRow;

use super::state::TournamentState;
use super::{engine_bridge, find_tournament, is_owner, transaction};
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

/// `GET …/export`: the tournament document (the book: [The tournament document](/book/en/integration.html#tournament-document)), format /3. Rounds
/// still being paired are included for the owner only. Beyond the
/// history it carries `planned_rounds`, each round's state, each player's
/// missed rounds (RULES.md §11: the Swiss rounds they were registered in
/// but not seated in, as the stored pairings show) and `top_cut` (until
/// the tournament stores its intended cut: the size of the bracket when
/// one exists, else `null`), the tournament's settings and each round's
/// own clock (RULES.md §12, §13; [`super::document_v3`]). What the import
/// reads back unchanged.
pub fn export(
    pool: &DbPool,
    caller: Option<&Caller>,
    tid: &str,
) -> Result<TournamentDocument, Error> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let owner = is_owner(&t, caller);
        let state = TournamentState::load(conn, t)?;
        let before = match state.latest() {
            Some(r) if r.stage() == Stage::Pairing && !owner => Some(r.number()),
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
        record.round_states = exported.clone().map(|r| r.stage()).collect();
        record.top_cut = state.tournament.top_cut.and_then(|c| u32::try_from(c).ok());
        record.settings = super::document_v3::settings(conn, &state.tournament)?;
        let exported: Vec<&super::state::RoundState> = exported.collect();
        record.round_clocks = super::document_v3::round_clocks(conn, tid, &exported)?;
        let mut doc = TournamentDocument::from_record(&record);
        // What the store keeps about the event and its players (format /4).
        super::details::into_document(&mut doc, &state.tournament.details, &state.players);
        // The final places (RULES.md §8) as `GET …/standings` shows them.
        let history = &record.history;
        let swiss = standings::compute(history, &StandingsOptions::default())
            .map_err(|e| Error::Internal(format!("standings of the export: {e}")))?;
        if let Some(fin) = final_standings(&state, history, &swiss, None)? {
            for row in &fin.rows {
                // The document lists the players in the history's order.
                let id = &history.player(row.player).id;
                if let Some(p) = doc
                    .players
                    .get_mut(row.player.get())
                    .filter(|p| &p.id == id)
                {
                    p.final_rank = row.place;
                }
            }
        }
        Ok(doc)
    })
}

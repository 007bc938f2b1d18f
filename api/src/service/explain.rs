//! Explanations of a round's pairings and of the standings' order
//! (RULES.md §2, §4, §5): loaded like the round and standings reads, with
//! the same visibility, explained by the engine, rendered in `lang`.

use planesforge_engine::explain;
use planesforge_engine::standings::{self, StandingsOptions};

use crate::i18n::Lang;
use crate::service::caller::Caller;
use crate::service::engine_errors;
use crate::service::error::Error;
use crate::service::views::standings::{RoundExplanationResponse, StandingsExplanationResponse};
use crate::store::DbPool;

use super::state::{TournamentState, round_not_found};
use super::{engine_bridge, find_tournament, is_owner, transaction};
use planesforge_engine::lifecycle::RoundState as Stage;

/// `GET …/rounds/{n}/explain`: 404 for a round in `pairing` unless the
/// caller owns the tournament (as `GET …/rounds/{n}`).
pub fn round(
    pool: &DbPool,
    caller: Option<&Caller>,
    tid: &str,
    n: u32,
    lang: Lang,
) -> Result<RoundExplanationResponse, Error> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let owner = is_owner(&t, caller);
        let state = TournamentState::load(conn, t)?;
        let round = state.round(n)?;
        if !owner && round.stage == Stage::Pairing {
            return Err(round_not_found(n));
        }
        let history = engine_bridge::history(&state, None)?;
        let e =
            explain::explain_round(&history, n).map_err(|e| engine_errors::explain_error(&e))?;
        Ok(RoundExplanationResponse::new(&history, &e, lang))
    })
}

/// `GET …/standings/explain`: public, as `GET …/standings`.
pub fn standings(
    pool: &DbPool,
    tid: &str,
    after_round: Option<u32>,
    lang: Lang,
) -> Result<StandingsExplanationResponse, Error> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let state = TournamentState::load(conn, t)?;
        let history = engine_bridge::history(&state, None)?;
        let options = StandingsOptions {
            after_round,
            ..StandingsOptions::default()
        };
        let computed = standings::compute(&history, &options)
            .map_err(|e| engine_errors::standings_error(&e))?;
        let ties = explain::explain_standings(&history, &computed);
        Ok(StandingsExplanationResponse::new(
            &history,
            computed.after_round,
            &ties,
            lang,
        ))
    })
}

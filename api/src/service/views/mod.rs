//! What the people-facing views need (a round's CSV, the printable
//! pages): the API shapes plus player names and the tournament's name.

pub mod players;
pub mod rounds;

use std::collections::BTreeMap;

use diesel::prelude::*;

use crate::http::dto::wire::{StandingsQuery, StandingsResponse};
use crate::service::caller::Caller;
use crate::service::error::Error;
use crate::store::DbPool;
use crate::store::schema::players as players_table;

use super::state::{PAIRING, TournamentState, round_not_found};
use super::{find_tournament, is_owner, transaction};

/// A round with the names of its players.
#[derive(Debug, Clone)]
pub struct RoundSheet {
    pub tournament_name: String,
    pub round: crate::http::dto::types::Round,
    /// Player id → name.
    pub names: BTreeMap<String, String>,
    /// Player id → name as printed: shared names numbered
    /// ([`crate::http::print::display_names`]).
    pub display: BTreeMap<String, String>,
}

impl RoundSheet {
    /// The name of player `id` (the id itself if unknown).
    pub fn name<'a>(&'a self, id: &'a str) -> &'a str {
        self.names.get(id).map_or(id, String::as_str)
    }

    /// The printed name of player `id` (the id itself if unknown).
    pub fn shown<'a>(&'a self, id: &'a str) -> &'a str {
        self.display.get(id).map_or(id, String::as_str)
    }
}

/// Round `n` with names; a round in `pairing` is 404 unless `caller` owns
/// the tournament (as `GET …/rounds/{n}`).
pub fn round_sheet(
    pool: &DbPool,
    caller: Option<&Caller>,
    tid: &str,
    n: u32,
) -> Result<RoundSheet, Error> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let owner = is_owner(&t, caller);
        let state = TournamentState::load(conn, t)?;
        let round = state.round(n)?;
        if round.row.state == PAIRING && !owner {
            return Err(round_not_found(n));
        }
        let round = round.to_api()?.into();
        let names = state
            .players
            .iter()
            .map(|p| (p.id.clone(), p.name.clone()))
            .collect();
        let display = crate::http::print::display_names(
            state
                .players
                .iter()
                .map(|p| (p.id.as_str(), p.name.as_str())),
        );
        Ok(RoundSheet {
            tournament_name: state.tournament.name.clone(),
            round,
            names,
            display,
        })
    })
}

/// What the printed standings show.
#[derive(Debug, Clone)]
pub struct StandingsSheet {
    pub tournament_name: String,
    /// The tournament's version the standings were computed under.
    pub version: i64,
    pub standings: StandingsResponse,
    /// Player id → name as printed ([`crate::http::print::display_names`]).
    pub display: BTreeMap<String, String>,
}

/// The standings, the tournament's name and the version they were
/// computed under (one transaction), and the printed names (read after
/// them: a rename in between only bumps the version, so a page built from
/// both is never served for the newer version).
pub fn standings_sheet(
    pool: &DbPool,
    tid: &str,
    query: &StandingsQuery,
) -> Result<StandingsSheet, Error> {
    let (t, standings) = super::standings::standings_at(pool, tid, query)?;
    let players: Vec<(String, String)> = transaction(pool, |conn| {
        Ok(players_table::table
            .filter(players_table::tournament_id.eq(tid))
            .order(players_table::position.asc())
            .select((players_table::id, players_table::name))
            .load(conn)?)
    })?;
    let display = crate::http::print::display_names(
        players
            .iter()
            .map(|(id, name)| (id.as_str(), name.as_str())),
    );
    Ok(StandingsSheet {
        tournament_name: t.name,
        version: t.version,
        standings,
        display,
    })
}

//! Tournaments: create, list, get.

use diesel::prelude::*;

use crate::api_types::{self, NewTournament, PageQuery, TournamentPage};
use crate::auth::Caller;
use crate::db::models::{NewTournament as NewRow, TournamentRow};
use crate::db::schema::{players, rounds, tournaments};
use crate::db::{DbConnection, DbPool};
use crate::error::ApiError;

use super::state::{COMPLETED, PAIRING};
use super::{
    engine_bridge, find_tournament, new_id, now, page_params, timestamp, transaction, valid_name,
};

/// Most Swiss rounds a tournament may plan.
pub const MAX_PLANNED_ROUNDS: u32 = 30;

/// `POST /api/v1/tournaments`
pub fn create(
    pool: &DbPool,
    caller: &Caller,
    input: NewTournament,
) -> Result<api_types::Tournament, ApiError> {
    let name = valid_name("tournament", &input.name)?;
    let planned_rounds = match input.planned_rounds {
        None => None,
        Some(n) if (1..=MAX_PLANNED_ROUNDS).contains(&n) => Some(n as i32),
        Some(n) => {
            return Err(ApiError::unprocessable(
                "invalid_planned_rounds",
                format!("planned_rounds must be between 1 and {MAX_PLANNED_ROUNDS}, not {n}"),
            ));
        }
    };
    let id = new_id();
    transaction(pool, |conn| {
        diesel::insert_into(tournaments::table)
            .values(&NewRow {
                id: id.clone(),
                organizer_id: caller.id.clone(),
                name,
                planned_rounds,
                version: 0,
                created_at: now(),
            })
            .execute(conn)?;
        let row = find_tournament(conn, &id)?;
        to_api(conn, &row)
    })
}

/// `GET /api/v1/tournaments/{tid}`
pub fn get(pool: &DbPool, tid: &str) -> Result<api_types::Tournament, ApiError> {
    transaction(pool, |conn| {
        let row = find_tournament(conn, tid)?;
        to_api(conn, &row)
    })
}

/// `GET /api/v1/tournaments`: oldest first, `limit` default 20, max 100.
pub fn list(pool: &DbPool, page: &PageQuery) -> Result<TournamentPage, ApiError> {
    let (limit, after) = page_params(page.limit, page.cursor.as_deref(), 20, 100)?;
    transaction(pool, |conn| {
        let rows: Vec<TournamentRow> = tournaments::table
            .filter(tournaments::seq.gt(after))
            .order(tournaments::seq.asc())
            .limit(limit + 1)
            .select(TournamentRow::as_select())
            .load(conn)?;
        let more = rows.len() as i64 > limit;
        let rows = &rows[..rows.len().min(limit as usize)];
        let items = rows
            .iter()
            .map(|r| to_api(conn, r))
            .collect::<Result<Vec<_>, _>>()?;
        let next_cursor = if more {
            rows.last().map(|r| r.seq.to_string())
        } else {
            None
        };
        Ok(TournamentPage { items, next_cursor })
    })
}

/// The API shape, with counts, status and the engine's recommendation.
pub fn to_api(
    conn: &mut DbConnection,
    t: &TournamentRow,
) -> Result<api_types::Tournament, ApiError> {
    let drops: Vec<Option<i32>> = players::table
        .filter(players::tournament_id.eq(&t.id))
        .select(players::dropped_after_round)
        .load(conn)?;
    let round_rows: Vec<(i32, String, String)> = rounds::table
        .filter(rounds::tournament_id.eq(&t.id))
        .order(rounds::number.asc())
        .select((rounds::number, rounds::kind, rounds::state))
        .load(conn)?;
    let player_count = drops.len() as u32;
    let active_player_count = drops.iter().filter(|d| d.is_none()).count() as u32;
    // Players see published rounds only; a round being paired is not yet
    // "current" (rules.md §6).
    let visible: Vec<&(i32, String, String)> =
        round_rows.iter().filter(|(_, _, s)| s != PAIRING).collect();
    let current_round = visible.last().map_or(0, |(n, _, _)| *n as u32);
    let planned = t.planned_rounds.map(|p| p as u32);
    let status = match visible.last() {
        None => "registration",
        Some((_, kind, _)) if kind == "playoff" => "top_cut",
        Some((n, _, state)) if state == COMPLETED && planned.is_some_and(|p| *n as u32 >= p) => {
            "finished"
        }
        Some(_) => "swiss",
    };
    Ok(api_types::Tournament {
        id: t.id.clone(),
        name: t.name.clone(),
        organizer_id: t.organizer_id.clone(),
        status: status.to_owned(),
        planned_rounds: planned,
        current_round,
        player_count,
        active_player_count,
        recommendation: engine_bridge::recommendation(player_count),
        created_at: timestamp(t.created_at),
    })
}

//! Tournaments: create, list, get.

use diesel::prelude::*;

use crate::api_types::{self, NewTournament, PageQuery, TournamentPage};
use crate::auth::Caller;
use crate::db::models::{NewTournament as NewRow, PairingRow, PlayerRow, RoundRow, TournamentRow};
use crate::db::schema::{pairings, players, rounds, tournaments};
use crate::db::{DbConnection, DbPool};
use crate::detail;
use crate::error::ApiError;

use super::state::{COMPLETED, PAIRING, PUBLISHED};
use super::{
    audit, engine_bridge, find_tournament, new_id, now, page_params, timestamp, transaction,
    valid_name,
};

/// Most Swiss rounds a tournament may plan, and may pair.
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
                detail!("error-planned-rounds", max = MAX_PLANNED_ROUNDS, value = n),
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
    // The top cut starts with its first playoff round (even while it is
    // being paired); the final is the playoff round with one table, and its
    // result finishes the tournament (rules.md §8).
    let final_played = match round_rows.last() {
        Some((n, kind, state)) if kind == "playoff" && state == COMPLETED => {
            let tables: i64 = pairings::table
                .filter(pairings::tournament_id.eq(&t.id))
                .filter(pairings::round_number.eq(*n))
                .count()
                .get_result(conn)?;
            tables == 1
        }
        _ => false,
    };
    let status = match visible.last() {
        _ if final_played => "finished",
        _ if round_rows.iter().any(|(_, kind, _)| kind == "playoff") => "top_cut",
        None => "registration",
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

/// `POST /api/v1/tournaments/import`: a tournament document (api.md)
/// becomes a new tournament owned by the caller. The document is validated
/// by the engine first, so nothing is written unless all of it is
/// consistent. Player ids are replaced by new ones; rounds keep their
/// tables and results and are stored as published (completed when every
/// result is in).
pub fn import(
    pool: &DbPool,
    caller: &Caller,
    text: &str,
    lang: crate::i18n::Lang,
) -> Result<api_types::TournamentImported, ApiError> {
    use planesforge_engine::TournamentDocument;
    use planesforge_engine::document::DocumentError;

    let located = |e: DocumentError| crate::engine_errors::document_error(&e);
    let doc = TournamentDocument::parse(text).map_err(located)?;
    let history = doc.to_history().map_err(located)?;
    let name = valid_name("tournament", &doc.name)?;
    if let Some((r, p)) = history.rounds().iter().find_map(|r| {
        r.pairings
            .iter()
            .find(|p| i32::try_from(p.table).is_err())
            .map(|p| (r.number, p.table))
    }) {
        return Err(ApiError::unprocessable(
            "invalid_table",
            detail!("error-table-number-too-large", round = r, table = p),
        ));
    }
    super::players::check_player_cap(0, history.players().len())?;
    let swiss = history
        .rounds()
        .iter()
        .filter(|r| r.kind.as_str() == "swiss")
        .count();
    if swiss > MAX_PLANNED_ROUNDS as usize {
        return Err(ApiError::unprocessable(
            "too_many_rounds",
            crate::detail!(
                "error-document-too-many-rounds",
                swiss = swiss,
                max = MAX_PLANNED_ROUNDS
            ),
        ));
    }
    let names = history
        .players()
        .iter()
        .enumerate()
        .map(|(i, p)| {
            valid_name("player", &p.name).map_err(|e| {
                ApiError::unprocessable(
                    "invalid_name",
                    detail!("error-in-players-entry", index = i, error = e.detail()),
                )
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let id = new_id();
    let created_at = now();
    let player_rows: Vec<PlayerRow> = history
        .players()
        .iter()
        .zip(names)
        .enumerate()
        .map(|(i, (p, name))| PlayerRow {
            id: new_id(),
            tournament_id: id.clone(),
            position: i as i32,
            name,
            dropped_after_round: p.dropped_after_round.map(|d| d as i32),
            created_at,
        })
        .collect();
    let added: Vec<(&str, &str)> = player_rows
        .iter()
        .map(|r| (r.id.as_str(), r.name.as_str()))
        .collect();
    let warnings = super::duplicate_name_warnings([], &added, lang);
    let mut round_rows = Vec::new();
    let mut pairing_rows = Vec::new();
    for r in history.rounds() {
        round_rows.push(RoundRow {
            tournament_id: id.clone(),
            number: r.number as i32,
            kind: r.kind.as_str().to_owned(),
            state: if r.is_complete() {
                COMPLETED
            } else {
                PUBLISHED
            }
            .to_owned(),
            warnings: "[]".to_owned(),
            created_at,
            published_at: Some(created_at),
            completed_at: r.is_complete().then_some(created_at),
        });
        for p in &r.pairings {
            pairing_rows.push(PairingRow {
                tournament_id: id.clone(),
                round_number: r.number as i32,
                table_number: p.table as i32,
                player_a: player_rows[p.player_a.get()].id.clone(),
                player_b: p.player_b.map(|b| player_rows[b.get()].id.clone()),
                wins: p.result.map(|x| x.wins() as i32),
                losses: p.result.map(|x| x.losses() as i32),
                draws: p.result.map(|x| x.draws() as i32),
            });
        }
    }
    transaction(pool, |conn| {
        diesel::insert_into(tournaments::table)
            .values(&NewRow {
                id: id.clone(),
                organizer_id: caller.id.clone(),
                name,
                planned_rounds: None,
                version: 0,
                created_at,
            })
            .execute(conn)?;
        crate::db::insert_batch!(&mut *conn, players::table, &player_rows)?;
        crate::db::insert_batch!(&mut *conn, rounds::table, &round_rows)?;
        crate::db::insert_batch!(&mut *conn, pairings::table, &pairing_rows)?;
        audit::record(
            conn,
            &id,
            caller,
            "tournament_imported",
            None,
            serde_json::json!({
                "players": player_rows.len(),
                "rounds": round_rows.len(),
            }),
        )?;
        let row = find_tournament(conn, &id)?;
        Ok(api_types::TournamentImported {
            tournament: to_api(conn, &row)?,
            warnings,
        })
    })
}

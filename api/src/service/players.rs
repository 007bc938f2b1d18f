//! Players: registration (single and bulk, all or nothing), list, drop.

use diesel::dsl::max;
use diesel::prelude::*;
use serde_json::json;

use crate::api_types::{
    self, BulkPlayers, NewPlayer, PageQuery, PlayerCreated, PlayerList, PlayerPage, PlayerWarning,
};
use crate::auth::Caller;
use crate::db::models::PlayerRow;
use crate::db::schema::players;
use crate::db::{DbConnection, DbPool};
use crate::detail;
use crate::error::ApiError;
use crate::i18n::Lang;

use super::state::{PAIRING, TournamentState, player_to_api};
use super::{
    audit, find_tournament, lock_owned, new_id, now, page_params, rounds, transaction, valid_name,
};

/// Most players a bulk registration may carry.
pub const MAX_BULK: usize = 4096;
/// Most players a tournament may hold (dropped players count). Pairing
/// this many takes a few hundredths of a second; the largest paper events
/// ever run were smaller.
pub const MAX_PLAYERS: usize = 8192;

/// `422 too_many_players` unless `existing + adding` fits [`MAX_PLAYERS`].
pub fn check_player_cap(existing: usize, adding: usize) -> Result<(), ApiError> {
    if existing + adding > MAX_PLAYERS {
        return Err(ApiError::unprocessable(
            "too_many_players",
            crate::detail!(
                "error-too-many-players",
                max = MAX_PLAYERS,
                existing = existing,
                adding = adding
            ),
        ));
    }
    Ok(())
}

fn insert_players(
    conn: &mut DbConnection,
    tid: &str,
    names: Vec<String>,
) -> Result<Vec<PlayerRow>, ApiError> {
    let last: Option<i32> = players::table
        .filter(players::tournament_id.eq(tid))
        .select(max(players::position))
        .first(conn)?;
    let existing: i64 = players::table
        .filter(players::tournament_id.eq(tid))
        .count()
        .get_result(conn)?;
    check_player_cap(usize::try_from(existing).unwrap_or(usize::MAX), names.len())?;
    let first = last.map_or(0, |p| p + 1);
    let created_at = now();
    let rows: Vec<PlayerRow> = names
        .into_iter()
        .zip(first..)
        .map(|(name, position)| PlayerRow {
            id: new_id(),
            tournament_id: tid.to_owned(),
            position,
            name,
            dropped_after_round: None,
            created_at,
        })
        .collect();
    crate::db::insert_batch!(&mut *conn, players::table, &rows)?;
    Ok(rows)
}

/// The names of the players of `tid` registered so far.
fn existing_names(conn: &mut DbConnection, tid: &str) -> Result<Vec<String>, ApiError> {
    Ok(players::table
        .filter(players::tournament_id.eq(tid))
        .order(players::position.asc())
        .select(players::name)
        .load(conn)?)
}

/// `duplicate_name` warnings for `rows` (just inserted) against `before`.
fn name_warnings(before: &[String], rows: &[PlayerRow], lang: Lang) -> Vec<PlayerWarning> {
    let added: Vec<(&str, &str)> = rows
        .iter()
        .map(|r| (r.id.as_str(), r.name.as_str()))
        .collect();
    super::duplicate_name_warnings(before.iter().map(String::as_str), &added, lang)
}

/// `POST …/players`: a name already in the tournament (ignoring case) is
/// registered with a `duplicate_name` warning.
pub fn create(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    input: NewPlayer,
    lang: Lang,
) -> Result<PlayerCreated, ApiError> {
    let name = valid_name("player", &input.name)?;
    transaction(pool, |conn| {
        lock_owned(conn, tid, caller)?;
        let before = existing_names(conn, tid)?;
        let rows = insert_players(conn, tid, vec![name])?;
        let warnings = name_warnings(&before, &rows, lang);
        rows.first()
            .map(|row| PlayerCreated {
                player: player_to_api(row),
                warnings,
            })
            .ok_or_else(|| ApiError::Internal("no player inserted".into()))
    })
}

/// `POST …/players/bulk`: every name is checked before anything is written;
/// one bad entry refuses the whole request. Names already taken (in the
/// tournament or earlier in the list) get `duplicate_name` warnings.
pub fn create_bulk(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    input: BulkPlayers,
    lang: Lang,
) -> Result<PlayerList, ApiError> {
    if input.players.is_empty() || input.players.len() > MAX_BULK {
        return Err(ApiError::unprocessable(
            "invalid_body",
            detail!(
                "error-bulk-size",
                max = MAX_BULK,
                count = input.players.len()
            ),
        ));
    }
    let names = input
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            valid_name("player", &p.name).map_err(|e| match e {
                ApiError::Unprocessable { code, detail } => ApiError::Unprocessable {
                    code,
                    detail: detail!("error-in-players-entry", index = i, error = detail),
                },
                other => other,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    transaction(pool, |conn| {
        lock_owned(conn, tid, caller)?;
        let before = existing_names(conn, tid)?;
        let rows = insert_players(conn, tid, names)?;
        Ok(PlayerList {
            players: rows.iter().map(player_to_api).collect(),
            warnings: name_warnings(&before, &rows, lang),
        })
    })
}

/// `GET …/players`: registration order, `limit` default 100, max 1000.
pub fn list(pool: &DbPool, tid: &str, page: &PageQuery) -> Result<PlayerPage, ApiError> {
    let (limit, after) = page_params(page.limit, page.cursor.as_deref(), 100, 1000)?;
    let after = i32::try_from(after.max(i64::from(i32::MIN))).unwrap_or(i32::MAX);
    transaction(pool, |conn| {
        find_tournament(conn, tid)?;
        let rows: Vec<PlayerRow> = players::table
            .filter(players::tournament_id.eq(tid))
            .filter(players::position.gt(after))
            .order(players::position.asc())
            .limit(limit + 1)
            .select(PlayerRow::as_select())
            .load(conn)?;
        let more = rows.len() as i64 > limit;
        let rows = &rows[..rows.len().min(limit as usize)];
        Ok(PlayerPage {
            items: rows.iter().map(player_to_api).collect(),
            next_cursor: if more {
                rows.last().map(|r| r.position.to_string())
            } else {
                None
            },
        })
    })
}

/// `POST …/players/{pid}/drop` (rules.md §6): not paired from the next
/// round on. A player seated in a published round stays there for that
/// round (`dropped_after_round` = that round). A round still being paired
/// is not yet fixed: the player is dropped after the round before it, and
/// that round is re-paired without them.
pub fn drop_player(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    pid: &str,
) -> Result<api_types::Player, ApiError> {
    transaction(pool, |conn| {
        let t = lock_owned(conn, tid, caller)?;
        let state = TournamentState::load(conn, t)?;
        let player = state.player(pid)?.clone();
        if let Some(d) = player.dropped_after_round {
            return Err(ApiError::conflict(
                "player_already_dropped",
                detail!(
                    "error-player-already-dropped",
                    player = &player.name,
                    round = d
                ),
            ));
        }
        // In the playoff nothing is re-paired: a player seated in the latest
        // playoff round stays there and forfeits a missing result (rules.md
        // §8); see `topcut`.
        let seated = |r: &super::state::RoundState| {
            r.pairings
                .iter()
                .any(|p| p.player_a == pid || p.player_b.as_deref() == Some(pid))
        };
        let (after, repair) = match state.latest() {
            None => (0, None),
            Some(r) if r.row.kind == super::topcut::PLAYOFF => {
                if r.row.state == PAIRING && !seated(r) {
                    (r.number() - 1, None)
                } else {
                    (r.number(), None)
                }
            }
            Some(r) if r.row.state == PAIRING => (r.number() - 1, Some(r.number())),
            Some(r) => (r.number(), None),
        };
        diesel::update(players::table.filter(players::id.eq(pid)))
            .set(players::dropped_after_round.eq(Some(after as i32)))
            .execute(conn)?;
        audit::record(
            conn,
            tid,
            caller,
            "player_dropped",
            Some(after),
            json!({
                "player": pid,
                "name": player.name,
                "dropped_after_round": after,
                "repaired_round": repair,
            }),
        )?;
        if let Some(n) = repair {
            let t = super::find_tournament(conn, tid)?;
            let state = TournamentState::load(conn, t)?;
            rounds::repair_in_tx(conn, caller, &state, n, "player_dropped")?;
        }
        if let Some(latest) = state
            .latest()
            .filter(|r| r.row.kind == super::topcut::PLAYOFF)
        {
            super::topcut::apply_forfeits(conn, caller, tid, latest.number())?;
        }
        let mut player = player;
        player.dropped_after_round = Some(after as i32);
        Ok(player_to_api(&player))
    })
}

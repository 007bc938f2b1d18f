//! Rounds and results (rules.md §6): pair the next round, re-pair, delete,
//! swap players, swap tables, publish, enter and correct results. The
//! pairing itself is the engine's ([`engine_bridge::pair`]); this module
//! only checks the lifecycle, stores the outcome and writes the audit log.

use std::collections::BTreeSet;

use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde_json::{Value, json};

use crate::api_types::{self, MatchResult, PageQuery, RoundList, SwapPlayers, SwapTables, Warning};
use crate::auth::Caller;
use crate::db::models::{PairingRow, RoundRow};
use crate::db::schema::{pairings, rounds};
use crate::db::{DbConnection, DbPool};
use crate::detail;
use crate::error::ApiError;
use crate::webhooks::{self, Event};

use super::engine_bridge::{self, PairedTable};
use super::state::{
    COMPLETED, PAIRING, PUBLISHED, RoundState, TournamentState, pairing_to_api, round_not_found,
};
use super::{audit, find_tournament, is_owner, lock_owned, now, page_params, transaction};

/// Reloads round `n` after a change (that round only).
fn reload(conn: &mut DbConnection, tid: &str, n: u32) -> Result<RoundState, ApiError> {
    RoundState::load(conn, tid, n)
}

fn locked_state(
    conn: &mut DbConnection,
    tid: &str,
    caller: &Caller,
) -> Result<TournamentState, ApiError> {
    let t = lock_owned(conn, tid, caller)?;
    TournamentState::load(conn, t)
}

/// Like [`require_pairing`], and the round must be a Swiss round: playoff
/// pairings follow the bracket and are never changed by hand.
fn require_swiss_pairing(state: &TournamentState, n: u32) -> Result<&RoundState, ApiError> {
    let round = require_pairing(state, n)?;
    if round.row.kind == super::topcut::PLAYOFF {
        return Err(ApiError::conflict(
            "playoff_pairings_fixed",
            detail!("error-playoff-pairings-fixed", round = n),
        ));
    }
    Ok(round)
}

/// The round must be the latest one and still in state `pairing`.
fn require_pairing(state: &TournamentState, n: u32) -> Result<&RoundState, ApiError> {
    let round = state.round(n)?;
    require_pairing_round(round)?;
    Ok(round)
}

/// 409 `round_published` unless `round` is still in state `pairing`.
fn require_pairing_round(round: &RoundState) -> Result<(), ApiError> {
    if round.row.state != PAIRING {
        return Err(ApiError::conflict(
            "round_published",
            detail!(
                "error-round-published",
                round = round.number(),
                state = &round.row.state
            ),
        ));
    }
    Ok(())
}

fn rows_for(tid: &str, n: u32, tables: &[PairedTable]) -> Vec<PairingRow> {
    tables
        .iter()
        .map(|t| PairingRow {
            tournament_id: tid.to_owned(),
            round_number: n as i32,
            table_number: t.table as i32,
            player_a: t.player_a.clone(),
            player_b: t.player_b.clone(),
            wins: None,
            losses: None,
            draws: None,
        })
        .collect()
}

fn replace_pairings(
    conn: &mut DbConnection,
    tid: &str,
    n: u32,
    rows: &[PairingRow],
    warnings: &[Warning],
) -> Result<(), ApiError> {
    diesel::delete(
        pairings::table
            .filter(pairings::tournament_id.eq(tid))
            .filter(pairings::round_number.eq(n as i32)),
    )
    .execute(conn)?;
    crate::db::insert_batch!(&mut *conn, pairings::table, rows)?;
    diesel::update(
        rounds::table
            .filter(rounds::tournament_id.eq(tid))
            .filter(rounds::number.eq(n as i32)),
    )
    .set(rounds::warnings.eq(serde_json::to_string(warnings)?))
    .execute(conn)?;
    Ok(())
}

fn tables_json(rows: &[PairingRow]) -> Value {
    json!(rows.iter().map(pairing_to_api).collect::<Vec<_>>())
}

/// `POST …/rounds`: pairs the next Swiss round (state `pairing`). 409
/// `round_not_completed` while the latest round has results missing.
pub fn create(pool: &DbPool, caller: &Caller, tid: &str) -> Result<api_types::Round, ApiError> {
    transaction(pool, |conn| {
        let state = locked_state(conn, tid, caller)?;
        if let Some(latest) = state.latest() {
            if latest.row.state != COMPLETED {
                let detail = if latest.row.state == PAIRING {
                    detail!("error-round-still-pairing", round = latest.number())
                } else {
                    detail!(
                        "error-round-results-missing",
                        round = latest.number(),
                        missing = latest.missing_results(),
                        next = latest.number() + 1
                    )
                };
                return Err(ApiError::conflict("round_not_completed", detail));
            }
            if latest.row.kind == super::topcut::PLAYOFF {
                // The top cut has started: the next round is the playoff's.
                return super::topcut::next_round(conn, caller, &state);
            }
        }
        let active = state
            .players
            .iter()
            .filter(|p| p.dropped_after_round.is_none())
            .count();
        if active < 2 {
            return Err(ApiError::unprocessable(
                "not_enough_players",
                detail!("error-not-enough-players", active = active),
            ));
        }
        let n = state.latest().map_or(1, |r| r.number() + 1);
        if n > super::tournaments::MAX_PLANNED_ROUNDS {
            return Err(ApiError::unprocessable(
                "too_many_rounds",
                crate::detail!(
                    "error-too-many-rounds",
                    max = super::tournaments::MAX_PLANNED_ROUNDS
                ),
            ));
        }
        let (tables, warnings) = engine_bridge::pair(&state, n)?;
        diesel::insert_into(rounds::table)
            .values(&RoundRow {
                tournament_id: tid.to_owned(),
                number: n as i32,
                kind: "swiss".to_owned(),
                state: PAIRING.to_owned(),
                warnings: serde_json::to_string(&warnings)?,
                created_at: now(),
                published_at: None,
                completed_at: None,
            })
            .execute(conn)?;
        let rows = rows_for(tid, n, &tables);
        crate::db::insert_batch!(&mut *conn, pairings::table, &rows)?;
        audit::record(
            conn,
            tid,
            caller,
            "round_created",
            Some(n),
            json!({ "after": tables_json(&rows), "warnings": warnings }),
        )?;
        reload(conn, tid, n)?.to_api()
    })
}

/// Re-pairs round `n` (state `pairing`) inside the caller's transaction,
/// and records it. `state` must be freshly loaded.
pub fn repair_in_tx(
    conn: &mut DbConnection,
    caller: &Caller,
    state: &TournamentState,
    n: u32,
    reason: &str,
) -> Result<(), ApiError> {
    let tid = state.tournament.id.clone();
    let round = require_swiss_pairing(state, n)?;
    let (tables, warnings) = engine_bridge::pair(state, n)?;
    let rows = rows_for(&tid, n, &tables);
    replace_pairings(conn, &tid, n, &rows, &warnings)?;
    audit::record(
        conn,
        &tid,
        caller,
        "round_repaired",
        Some(n),
        json!({
            "reason": reason,
            "before": tables_json(&round.pairings),
            "after": tables_json(&rows),
            "warnings": warnings,
        }),
    )
}

/// `POST …/rounds/{n}/repair`: recomputed from the same history, so with
/// unchanged results and players it gives the same round (rules.md §5).
pub fn repair(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    n: u32,
) -> Result<api_types::Round, ApiError> {
    transaction(pool, |conn| {
        let state = locked_state(conn, tid, caller)?;
        repair_in_tx(conn, caller, &state, n, "requested")?;
        reload(conn, tid, n)?.to_api()
    })
}

/// `DELETE …/rounds/{n}`: only the latest round, only in state `pairing`.
pub fn delete(pool: &DbPool, caller: &Caller, tid: &str, n: u32) -> Result<(), ApiError> {
    transaction(pool, |conn| {
        let state = locked_state(conn, tid, caller)?;
        let round = require_pairing(&state, n)?;
        if state.latest().map(RoundState::number) != Some(n) {
            return Err(ApiError::conflict(
                "round_not_latest",
                detail!("error-round-not-latest", round = n),
            ));
        }
        if round.row.kind == super::topcut::PLAYOFF
            && round.pairings.iter().any(|p| p.wins.is_some())
        {
            return Err(ApiError::conflict(
                "playoff_round_has_results",
                detail!("error-playoff-round-has-results", round = n),
            ));
        }
        let before = tables_json(&round.pairings);
        diesel::delete(
            pairings::table
                .filter(pairings::tournament_id.eq(tid))
                .filter(pairings::round_number.eq(n as i32)),
        )
        .execute(conn)?;
        diesel::delete(
            rounds::table
                .filter(rounds::tournament_id.eq(tid))
                .filter(rounds::number.eq(n as i32)),
        )
        .execute(conn)?;
        audit::record(
            conn,
            tid,
            caller,
            "round_deleted",
            Some(n),
            json!({ "before": before }),
        )
    })
}

/// Pairs of players who met in rounds before `n`.
fn met_before(state: &TournamentState, n: u32) -> BTreeSet<(String, String)> {
    let mut met = BTreeSet::new();
    for r in state.rounds.iter().filter(|r| r.number() < n) {
        for p in &r.pairings {
            if let Some(b) = &p.player_b {
                let (x, y) = if p.player_a < *b {
                    (p.player_a.clone(), b.clone())
                } else {
                    (b.clone(), p.player_a.clone())
                };
                met.insert((x, y));
            }
        }
    }
    met
}

/// Rematch warnings for manually changed pairings (rules.md §5.1).
fn manual_warnings(state: &TournamentState, n: u32, rows: &[PairingRow]) -> Vec<Warning> {
    let met = met_before(state, n);
    let mut warnings: Vec<Warning> = rows
        .iter()
        .filter_map(|p| {
            let b = p.player_b.as_ref()?;
            let key = if p.player_a < *b {
                (p.player_a.clone(), b.clone())
            } else {
                (b.clone(), p.player_a.clone())
            };
            met.contains(&key).then(|| Warning {
                code: "rematch".to_owned(),
                table: Some(p.table_number as u32),
                message: format!(
                    "table {}: these players have met before (manual change)",
                    p.table_number
                ),
            })
        })
        .collect();
    warnings.sort_by_key(|w| w.table);
    warnings
}

/// `POST …/rounds/{n}/swap-players`: the two players exchange seats, and so
/// opponents (a player with the bye gives it to the other).
pub fn swap_players(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    n: u32,
    input: SwapPlayers,
) -> Result<api_types::Round, ApiError> {
    transaction(pool, |conn| {
        let state = locked_state(conn, tid, caller)?;
        let round = require_swiss_pairing(&state, n)?;
        if input.player_a == input.player_b {
            return Err(ApiError::unprocessable(
                "same_player",
                detail!("error-same-player"),
            ));
        }
        let seat = |pid: &str| -> Result<usize, ApiError> {
            state.player(pid)?;
            round
                .pairings
                .iter()
                .position(|p| p.player_a == pid || p.player_b.as_deref() == Some(pid))
                .ok_or_else(|| {
                    ApiError::unprocessable(
                        "player_not_in_round",
                        detail!("error-player-not-in-round", player = pid, round = n),
                    )
                })
        };
        let (ia, ib) = (seat(&input.player_a)?, seat(&input.player_b)?);
        if ia == ib {
            return Err(ApiError::unprocessable(
                "same_table",
                detail!("error-same-players-table"),
            ));
        }
        let mut rows = round.pairings.clone();
        let replace = |row: &mut PairingRow, from: &str, to: &str| {
            if row.player_a == from {
                row.player_a = to.to_owned();
            } else if row.player_b.as_deref() == Some(from) {
                row.player_b = Some(to.to_owned());
            }
        };
        replace(&mut rows[ia], &input.player_a, &input.player_b);
        replace(&mut rows[ib], &input.player_b, &input.player_a);
        let before = tables_json(&[round.pairings[ia].clone(), round.pairings[ib].clone()]);
        let after = tables_json(&[rows[ia].clone(), rows[ib].clone()]);
        let warnings = manual_warnings(&state, n, &rows);
        replace_pairings(conn, tid, n, &rows, &warnings)?;
        audit::record(
            conn,
            tid,
            caller,
            "players_swapped",
            Some(n),
            json!({
                "players": [input.player_a, input.player_b],
                "before": before,
                "after": after,
            }),
        )?;
        reload(conn, tid, n)?.to_api()
    })
}

/// `POST …/rounds/{n}/swap-tables`: two real tables exchange numbers (the
/// bye stays after the last table).
pub fn swap_tables(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    n: u32,
    input: SwapTables,
) -> Result<api_types::Round, ApiError> {
    transaction(pool, |conn| {
        let state = locked_state(conn, tid, caller)?;
        let round = require_swiss_pairing(&state, n)?;
        if input.table_a == input.table_b {
            return Err(ApiError::unprocessable(
                "same_table",
                detail!("error-same-table"),
            ));
        }
        let find = |t: u32| -> Result<usize, ApiError> {
            let i = round
                .pairings
                .iter()
                .position(|p| p.table_number == t as i32)
                .ok_or_else(|| {
                    ApiError::unprocessable(
                        "unknown_table",
                        detail!("error-table-not-found", round = n, table = t),
                    )
                })?;
            if round.pairings[i].player_b.is_none() {
                return Err(ApiError::unprocessable(
                    "bye_table",
                    detail!("error-bye-table-swap", table = t),
                ));
            }
            Ok(i)
        };
        let (ia, ib) = (find(input.table_a)?, find(input.table_b)?);
        let mut rows = round.pairings.clone();
        rows[ia].table_number = input.table_b as i32;
        rows[ib].table_number = input.table_a as i32;
        let before = tables_json(&[round.pairings[ia].clone(), round.pairings[ib].clone()]);
        let after = tables_json(&[rows[ia].clone(), rows[ib].clone()]);
        rows.sort_by_key(|r| r.table_number);
        let warnings: Vec<Warning> = round
            .warnings()?
            .into_iter()
            .map(|mut w| {
                w.table = w.table.map(|t| {
                    if t == input.table_a {
                        input.table_b
                    } else if t == input.table_b {
                        input.table_a
                    } else {
                        t
                    }
                });
                w
            })
            .collect();
        replace_pairings(conn, tid, n, &rows, &warnings)?;
        audit::record(
            conn,
            tid,
            caller,
            "tables_swapped",
            Some(n),
            json!({
                "tables": [input.table_a, input.table_b],
                "before": before,
                "after": after,
            }),
        )?;
        reload(conn, tid, n)?.to_api()
    })
}

/// Sets round `n`'s state and its `published_at` or `completed_at`;
/// returns that time as stored.
pub(super) fn set_state(
    conn: &mut DbConnection,
    tid: &str,
    n: u32,
    state: &str,
) -> Result<NaiveDateTime, ApiError> {
    let target = rounds::table
        .filter(rounds::tournament_id.eq(tid))
        .filter(rounds::number.eq(n as i32));
    let at = now();
    if state == PUBLISHED {
        diesel::update(target)
            .set((rounds::state.eq(state), rounds::published_at.eq(Some(at))))
            .execute(conn)?;
    } else {
        diesel::update(target)
            .set((rounds::state.eq(state), rounds::completed_at.eq(Some(at))))
            .execute(conn)?;
    }
    Ok(at)
}

/// `POST …/rounds/{n}/publish`: fixes the pairings (state `published`).
pub fn publish(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    n: u32,
) -> Result<api_types::Round, ApiError> {
    transaction(pool, |conn| {
        // Only this round is needed (no N+1, no whole-tournament load).
        let t = lock_owned(conn, tid, caller)?;
        let round = RoundState::load(conn, tid, n)?;
        require_pairing_round(&round)?;
        set_state(conn, tid, n, PUBLISHED)?;
        audit::record(conn, tid, caller, "round_published", Some(n), json!({}))?;
        let completed = round.missing_results() == 0;
        if completed {
            // Only a bye: nothing to play.
            set_state(conn, tid, n, COMPLETED)?;
            audit::record(conn, tid, caller, "round_completed", Some(n), json!({}))?;
        }
        let out = reload(conn, tid, n)?.to_api()?;
        let t = &t;
        webhooks::enqueue(conn, t, Event::RoundPublished, json!({ "round": out }))?;
        if completed {
            webhooks::enqueue(conn, t, Event::RoundCompleted, json!({ "round": out }))?;
            webhooks::enqueue(conn, t, Event::StandingsUpdated, json!({ "round": n }))?;
            webhooks::enqueue_if_finished(conn, t)?;
        }
        Ok(out)
    })
}

/// The round last written by a result write, per tournament, with the
/// number of the tournament's latest round then.
pub type WrittenRounds = crate::round_cache::RoundCache<(RoundState, u32)>;

/// `PUT …/rounds/{n}/tables/{table}/result`: from `player_a`'s side. The
/// last result of the round completes it (exactly once: writers are
/// serialized by the tournament lock). A result may be corrected while its
/// round is the latest (rules.md §6); corrections are audit-logged.
pub fn put_result(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    n: u32,
    table: u32,
    result: MatchResult,
    written: &WrittenRounds,
) -> Result<api_types::Round, ApiError> {
    let (out, version, round, latest) = transaction(pool, |conn| {
        // The hot write path: the tournament row (locked), this round and
        // its tables, and the latest round's number; nothing else. The
        // round comes from `written` when this process stored it at the
        // version just before the one this lock set, i.e. as committed
        // last (see [`crate::round_cache`]).
        let (t, hooks) = super::lock_owned_with_hooks(conn, tid, caller)?;
        let version = t.version;
        let (mut round, latest) = match written.take(tid, n, version - 1) {
            Some(hit) => hit,
            None => RoundState::load_with_latest(conn, tid, n)?,
        };
        if round.row.state == PAIRING {
            return Err(ApiError::conflict(
                "round_not_published",
                detail!("error-round-not-published", round = n),
            ));
        }
        if latest != n {
            return Err(ApiError::conflict(
                "round_frozen",
                detail!("error-round-frozen", round = n),
            ));
        }
        let index = round
            .pairings
            .iter()
            .position(|p| p.table_number == table as i32)
            .ok_or_else(|| {
                ApiError::not_found(
                    "table_not_found",
                    detail!("error-table-not-found", round = n, table = table),
                )
            })?;
        let row = round.pairings[index].clone();
        if row.player_b.is_none() {
            return Err(ApiError::unprocessable(
                "bye_has_no_result",
                detail!("error-bye-has-no-result", table = table),
            ));
        }
        engine_bridge::validate_result(&round.row.kind, result)?;
        let before = pairing_to_api(&row).result;
        if before == Some(result) {
            return Ok((round.to_api()?, version, round, latest));
        }
        diesel::update(
            pairings::table
                .filter(pairings::tournament_id.eq(tid))
                .filter(pairings::round_number.eq(n as i32))
                .filter(pairings::table_number.eq(table as i32)),
        )
        .set((
            pairings::wins.eq(Some(result.wins as i32)),
            pairings::losses.eq(Some(result.losses as i32)),
            pairings::draws.eq(Some(result.draws as i32)),
        ))
        .execute(conn)?;
        let action = if before.is_some() {
            "result_corrected"
        } else {
            "result_entered"
        };
        audit::record(
            conn,
            tid,
            caller,
            action,
            Some(n),
            json!({
                "table": table,
                "player_a": row.player_a,
                "player_b": row.player_b,
                "before": before,
                "after": result,
            }),
        )?;
        let completed =
            round.row.state == PUBLISHED && before.is_none() && round.missing_results() == 1;
        // The round as now stored, without reading it again.
        let stored = &mut round.pairings[index];
        stored.wins = Some(result.wins as i32);
        stored.losses = Some(result.losses as i32);
        stored.draws = Some(result.draws as i32);
        if completed {
            let at = set_state(conn, tid, n, COMPLETED)?;
            round.row.state = COMPLETED.to_owned();
            round.row.completed_at = Some(at);
            audit::record(conn, tid, caller, "round_completed", Some(n), json!({}))?;
        }
        let out = round.to_api()?;
        if !hooks {
            return Ok((out, version, round, latest));
        }
        let t = &t;
        if completed {
            webhooks::enqueue(conn, t, Event::RoundCompleted, json!({ "round": out }))?;
            webhooks::enqueue_if_finished(conn, t)?;
        }
        // Every entered or corrected result changes the standings.
        webhooks::enqueue(
            conn,
            t,
            Event::StandingsUpdated,
            json!({ "round": n, "table": table, "result": result, "corrected": before.is_some() }),
        )?;
        Ok((out, version, round, latest))
    })?;
    // Committed: the round as stored at `version`.
    written.put(tid, n, version, (round, latest));
    Ok(out)
}

/// Whether the caller may see round `r` (rounds in `pairing` are the
/// owner's only).
fn visible(r: &RoundState, owner: bool) -> bool {
    owner || r.row.state != PAIRING
}

/// `GET …/rounds`: in order, `limit` default 20, max 100; the cursor is
/// the last round number of the previous page.
pub fn list(
    pool: &DbPool,
    caller: Option<&Caller>,
    tid: &str,
    page: &PageQuery,
) -> Result<RoundList, ApiError> {
    let (limit, after) = page_params(page.limit, page.cursor.as_deref(), 20, 100)?;
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let owner = is_owner(&t, caller);
        let state = TournamentState::load(conn, t)?;
        let visible: Vec<&RoundState> = state
            .rounds
            .iter()
            .filter(|r| visible(r, owner) && i64::from(r.number()) > after)
            .collect();
        let limit = usize::try_from(limit).unwrap_or(usize::MAX);
        let page = &visible[..visible.len().min(limit)];
        let next_cursor = if visible.len() > limit {
            page.last().map(|r| r.number().to_string())
        } else {
            None
        };
        let rounds = page
            .iter()
            .map(|r| r.to_api())
            .collect::<Result<Vec<_>, _>>()?;
        Ok(RoundList {
            rounds,
            next_cursor,
        })
    })
}

/// `GET …/rounds/{n}`; a round in `pairing` is 404 for anyone but the owner.
pub fn get(
    pool: &DbPool,
    caller: Option<&Caller>,
    tid: &str,
    n: u32,
) -> Result<api_types::Round, ApiError> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let owner = is_owner(&t, caller);
        let round = RoundState::load(conn, tid, n)?;
        if !visible(&round, owner) {
            return Err(round_not_found(n));
        }
        round.to_api()
    })
}

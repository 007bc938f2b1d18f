//! Rounds and results (RULES.md §6): pair the next round, re-pair, delete,
//! swap players, swap tables, publish, enter and correct results. The
//! pairing itself is the engine's ([`engine_bridge::pair`]); this module
//! only checks the lifecycle, stores the outcome and writes the audit log.

use std::collections::BTreeSet;

use serde_json::{Value, json};

use crate::detail;
use crate::service::Code;
use crate::service::caller::{Caller, Scope};
use crate::service::error::Error;
use crate::service::tx::Tx;
use crate::service::views::audit::AuditAction;
use crate::service::views::payloads;
use crate::service::views::rounds::{
    ManualChange, MatchResult, Round, RoundList, SwapPlayers, SwapTables, Warning,
};
use crate::store::models::{PairingRow, RoundRow};
use crate::store::rounds as store;
use crate::store::{DbConnection, DbPool};
use crate::worker::Event;

use planesforge_engine::RoundKind;
use planesforge_engine::lifecycle::{Command, Decision};

use super::engine_bridge::{self, PairedTable};
use super::lifecycle;
use super::state::{
    RoundState, RoundsSummary, TournamentState, result_of, round_not_found, table_record,
};
use super::{audit, find_tournament, is_owner, page_params, timestamp, transaction};
use planesforge_engine::lifecycle::RoundState as Stage;

/// Reloads round `n` after a change (that round only).
fn reload(conn: &mut DbConnection, tid: &str, n: u32) -> Result<RoundState, Error> {
    RoundState::load(conn, tid, n)
}

/// Round `n` as the API shows it after a change, with its clock.
fn reload_api(conn: &mut Tx<'_>, tid: &str, n: u32) -> Result<Round, Error> {
    let round = reload(conn, tid, n)?.to_api()?;
    super::clock::attach(conn, tid, round)
}

fn locked_state(
    conn: &mut DbConnection,
    tid: &str,
    caller: &Caller,
) -> Result<TournamentState, Error> {
    locked_state_for(conn, tid, caller, Scope::Full)
}

/// [`locked_state`] for a write that needs scope `need` (a result's
/// removal needs `results`).
fn locked_state_for(
    conn: &mut DbConnection,
    tid: &str,
    caller: &Caller,
    need: Scope,
) -> Result<TournamentState, Error> {
    let t = super::lock_owned_for(conn, tid, caller, need)?;
    TournamentState::load(conn, t)
}

/// Round `n` for a manual change (a swap): the state machine accepts it
/// only for the latest Swiss round still in `pairing` (RULES.md §6).
fn require_swiss_pairing(state: &TournamentState, n: u32) -> Result<&RoundState, Error> {
    let round = state.round(n)?;
    lifecycle::decide_on(
        state,
        &Command::Swap {
            round: lifecycle::round_info(round)?,
        },
    )?;
    Ok(round)
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
            double_loss: false,
        })
        .collect()
}

fn replace_pairings(
    conn: &mut DbConnection,
    tid: &str,
    n: u32,
    rows: &[PairingRow],
    warnings: &[Warning],
) -> Result<(), Error> {
    store::delete_tables(conn, tid, n as i32)?;
    store::insert_tables(conn, rows)?;
    store::set_warnings(conn, tid, n as i32, &serde_json::to_string(warnings)?)?;
    Ok(())
}

/// The histogram of the engine's time to pair a Swiss round (RULES.md
/// §5), in seconds, by field size (`GET /metrics`).
pub const PAIRING_SECONDS: &str = "planesforge_pairing_duration_seconds";

/// The `players` label of [`PAIRING_SECONDS`]: the field size rounded up
/// to a power of two from 8, so the label has few values (`8`, `16`, …,
/// `1024`, then `more`).
pub fn field_size(players: usize) -> &'static str {
    const SIZES: [(usize, &str); 8] = [
        (8, "8"),
        (16, "16"),
        (32, "32"),
        (64, "64"),
        (128, "128"),
        (256, "256"),
        (512, "512"),
        (1024, "1024"),
    ];
    SIZES
        .iter()
        .find(|(n, _)| players <= *n)
        .map_or("more", |(_, label)| label)
}

/// The engine's pairing of round `n` ([`engine_bridge::pair`]) with its
/// warnings as views.
fn pair(state: &TournamentState, n: u32) -> Result<(Vec<PairedTable>, Vec<Warning>), Error> {
    let started = std::time::Instant::now();
    let (tables, warnings) = engine_bridge::pair(state, n)?;
    metrics::histogram!(PAIRING_SECONDS, "players" => field_size(state.players.len()))
        .record(started.elapsed().as_secs_f64());
    let warnings = warnings
        .into_iter()
        .map(|w| Warning {
            code: w.code,
            table: w.table,
            message: w.message,
        })
        .collect();
    Ok((tables, warnings))
}

fn tables_json(rows: &[PairingRow]) -> Result<Value, Error> {
    Ok(json!(
        rows.iter()
            .map(table_record)
            .collect::<Result<Vec<_>, _>>()?
    ))
}

/// `POST …/rounds`: pairs the next Swiss round (state `pairing`). 409
/// `round_not_completed` while the latest round has results missing.
pub fn create(pool: &DbPool, caller: &Caller, tid: &str) -> Result<Round, Error> {
    transaction(pool, |conn| {
        let state = locked_state(conn, tid, caller)?;
        let decision = lifecycle::decide_on(&state, &Command::PairRound)?;
        if decision.pairs == Some(RoundKind::Playoff) {
            // The top cut has started: the next round is the playoff's.
            let round = super::topcut::next_round(conn, caller, &state)?;
            return created(conn, &state, &decision, round);
        }
        lifecycle::store_status(conn, &state.tournament, &decision)?;
        let n = state.latest().map_or(1, |r| r.number() + 1);
        let (tables, warnings) = pair(&state, n)?;
        let created_at = conn.now();
        store::insert_round(
            conn,
            &RoundRow {
                tournament_id: tid.to_owned(),
                number: n as i32,
                kind: RoundKind::Swiss,
                state: Stage::Pairing,
                warnings: serde_json::to_string(&warnings)?,
                created_at,
                published_at: None,
                completed_at: None,
            },
        )?;
        let rows = rows_for(tid, n, &tables);
        store::insert_tables(conn, &rows)?;
        audit::record(
            conn,
            tid,
            caller,
            AuditAction::RoundCreated,
            Some(n),
            json!({ "after": tables_json(&rows)?, "warnings": warnings }),
        )?;
        let round = reload_api(conn, tid, n)?;
        created(conn, &state, &decision, round)
    })
}

/// Round `round` was paired (`decision`): its `round.created`, for the
/// organizer's other devices, carries the round as answered.
fn created(
    conn: &mut Tx<'_>,
    state: &TournamentState,
    decision: &planesforge_engine::lifecycle::Decision,
    round: Round,
) -> Result<Round, Error> {
    lifecycle::emit(
        conn,
        &state.tournament,
        Some(round.number),
        decision,
        true,
        |_, _| {
            Ok(Some(
                payloads::RoundData {
                    round: round.clone(),
                }
                .into(),
            ))
        },
    )?;
    Ok(round)
}

/// The manual changes (swaps) made to round `n` since it was last paired
/// or re-paired, oldest first, read from the audit log (RULES.md §6: every
/// manual change is there).
pub fn manual_changes_since_paired(
    conn: &mut DbConnection,
    tid: &str,
    n: u32,
) -> Result<Vec<ManualChange>, Error> {
    let rows = store::pairing_log(conn, tid, n as i32)?;
    let mut changes = Vec::new();
    for row in rows {
        if row.action == AuditAction::RoundCreated.as_str()
            || row.action == AuditAction::RoundRepaired.as_str()
        {
            changes.clear();
            continue;
        }
        let detail: Value = serde_json::from_str(&row.detail)?;
        let strings = |key: &str| -> Option<Vec<String>> {
            serde_json::from_value(detail.get(key)?.clone()).ok()
        };
        let numbers = |key: &str| -> Option<Vec<u32>> {
            serde_json::from_value(detail.get(key)?.clone()).ok()
        };
        changes.push(ManualChange {
            players: strings("players"),
            tables: numbers("tables"),
            action: row.action,
            at: timestamp(row.at),
        });
    }
    Ok(changes)
}

/// Re-pairs round `n` (state `pairing`) inside the caller's transaction,
/// records it (audit log and the `round.repaired` event) and returns the
/// manual changes it discarded (RULES.md §6). `state` must be freshly
/// loaded.
pub fn repair_in_tx(
    conn: &mut Tx<'_>,
    caller: &Caller,
    state: &TournamentState,
    n: u32,
    reason: &str,
) -> Result<Vec<ManualChange>, Error> {
    let tid = state.tournament.id.clone();
    let round = state.round(n)?;
    lifecycle::decide_on(
        state,
        &Command::RepairRound {
            round: lifecycle::round_info(round)?,
        },
    )?;
    let discarded = manual_changes_since_paired(conn, &tid, n)?;
    let (tables, warnings) = pair(state, n)?;
    let rows = rows_for(&tid, n, &tables);
    replace_pairings(conn, &tid, n, &rows, &warnings)?;
    audit::record(
        conn,
        &tid,
        caller,
        AuditAction::RoundRepaired,
        Some(n),
        json!({
            "reason": reason,
            "before": tables_json(&round.pairings)?,
            "after": tables_json(&rows)?,
            "warnings": warnings,
            "manual_changes_discarded": discarded,
        }),
    )?;
    let out = reload(conn, &tid, n)?.to_api()?;
    super::webhooks::enqueue(
        conn,
        &state.tournament,
        Event::RoundRepaired,
        payloads::RoundRepaired {
            round: out,
            reason: reason.to_owned(),
            manual_changes_discarded: discarded.clone(),
        },
    )?;
    Ok(discarded)
}

/// `POST …/rounds/{n}/repair`: recomputed from the same history, so with
/// unchanged results and players it gives the same round (RULES.md §5).
pub fn repair(pool: &DbPool, caller: &Caller, tid: &str, n: u32) -> Result<Round, Error> {
    transaction(pool, |conn| {
        let state = locked_state(conn, tid, caller)?;
        repair_in_tx(conn, caller, &state, n, "requested")?;
        reload_api(conn, tid, n)
    })
}

/// `DELETE …/rounds/{n}`: only the latest round, only in state `pairing`.
pub fn delete(pool: &DbPool, caller: &Caller, tid: &str, n: u32) -> Result<(), Error> {
    transaction(pool, |conn| {
        let state = locked_state(conn, tid, caller)?;
        let round = state.round(n)?;
        let decision = lifecycle::decide_on(
            &state,
            &Command::DeleteRound {
                round: lifecycle::round_info(round)?,
            },
        )?;
        lifecycle::store_status(conn, &state.tournament, &decision)?;
        let before = tables_json(&round.pairings)?;
        store::delete_tables(conn, tid, n as i32)?;
        store::delete_round(conn, tid, n as i32)?;
        audit::record(
            conn,
            tid,
            caller,
            AuditAction::RoundDeleted,
            Some(n),
            json!({ "before": before }),
        )?;
        super::webhooks::enqueue(
            conn,
            &state.tournament,
            Event::RoundDeleted,
            payloads::RoundNamed {
                round: n,
                kind: round.row.kind,
            },
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

/// Warnings for manually changed pairings (RULES.md §6): `rematch` for a
/// pair that met before (§5.1), `second_bye` for a bye given to a player
/// who already had one in an earlier Swiss round (§2).
fn manual_warnings(state: &TournamentState, n: u32, rows: &[PairingRow]) -> Vec<Warning> {
    let met = met_before(state, n);
    let mut warnings: Vec<Warning> = rows
        .iter()
        .filter_map(|p| {
            let Some(b) = p.player_b.as_ref() else {
                let earlier = state
                    .rounds
                    .iter()
                    .filter(|r| r.number() < n && r.kind() != RoundKind::Playoff)
                    .find(|r| {
                        r.pairings
                            .iter()
                            .any(|x| x.player_b.is_none() && x.player_a == p.player_a)
                    })?;
                return Some(Warning {
                    code: "second_bye".to_owned(),
                    table: Some(p.table_number as u32),
                    message: format!(
                        "table {}: this player already had a bye in round {} (manual change)",
                        p.table_number,
                        earlier.number()
                    ),
                });
            };
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
) -> Result<Round, Error> {
    transaction(pool, |conn| {
        let state = locked_state(conn, tid, caller)?;
        let round = require_swiss_pairing(&state, n)?;
        if input.player_a == input.player_b {
            return Err(Error::new(Code::SamePlayer, detail!("error-same-player")));
        }
        let seat = |pid: &str| -> Result<usize, Error> {
            state.player(pid)?;
            round
                .pairings
                .iter()
                .position(|p| p.player_a == pid || p.player_b.as_deref() == Some(pid))
                .ok_or_else(|| {
                    Error::new(
                        Code::PlayerNotInRound,
                        detail!("error-player-not-in-round", player = pid, round = n),
                    )
                })
        };
        let (ia, ib) = (seat(&input.player_a)?, seat(&input.player_b)?);
        if ia == ib {
            return Err(Error::new(
                Code::SameTable,
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
        let before = tables_json(&[round.pairings[ia].clone(), round.pairings[ib].clone()])?;
        let after = tables_json(&[rows[ia].clone(), rows[ib].clone()])?;
        let warnings = manual_warnings(&state, n, &rows);
        replace_pairings(conn, tid, n, &rows, &warnings)?;
        audit::record(
            conn,
            tid,
            caller,
            AuditAction::PlayersSwapped,
            Some(n),
            json!({
                "players": [input.player_a, input.player_b],
                "before": before,
                "after": after,
            }),
        )?;
        let out = reload_api(conn, tid, n)?;
        changed(conn, &state, round, out)
    })
}

/// A hand change of `round` (in `pairing`) was stored: the lifecycle's
/// decision on it and its event (`round.changed`, for the organizer's
/// other devices), which carries `out`, the round as answered.
fn changed(
    conn: &mut Tx<'_>,
    state: &TournamentState,
    round: &RoundState,
    out: Round,
) -> Result<Round, Error> {
    let decision = lifecycle::decide_on(
        state,
        &Command::Swap {
            round: lifecycle::round_info(round)?,
        },
    )?;
    lifecycle::emit(
        conn,
        &state.tournament,
        Some(out.number),
        &decision,
        true,
        |_, _| Ok(Some(payloads::RoundData { round: out.clone() }.into())),
    )?;
    Ok(out)
}

/// `POST …/rounds/{n}/swap-tables`: two real tables exchange numbers (the
/// bye stays after the last table).
pub fn swap_tables(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    n: u32,
    input: SwapTables,
) -> Result<Round, Error> {
    transaction(pool, |conn| {
        let state = locked_state(conn, tid, caller)?;
        let round = require_swiss_pairing(&state, n)?;
        if input.table_a == input.table_b {
            return Err(Error::new(Code::SameTable, detail!("error-same-table")));
        }
        let find = |t: u32| -> Result<usize, Error> {
            let i = round
                .pairings
                .iter()
                .position(|p| p.table_number == t as i32)
                .ok_or_else(|| {
                    Error::new(
                        Code::UnknownTable,
                        detail!("error-table-not-found", round = n, table = t),
                    )
                })?;
            if round.pairings[i].player_b.is_none() {
                return Err(Error::new(
                    Code::ByeTable,
                    detail!("error-bye-table-swap", table = t),
                ));
            }
            Ok(i)
        };
        let (ia, ib) = (find(input.table_a)?, find(input.table_b)?);
        let mut rows = round.pairings.clone();
        rows[ia].table_number = input.table_b as i32;
        rows[ib].table_number = input.table_a as i32;
        let before = tables_json(&[round.pairings[ia].clone(), round.pairings[ib].clone()])?;
        let after = tables_json(&[rows[ia].clone(), rows[ib].clone()])?;
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
            AuditAction::TablesSwapped,
            Some(n),
            json!({
                "tables": [input.table_a, input.table_b],
                "before": before,
                "after": after,
            }),
        )?;
        let out = reload_api(conn, tid, n)?;
        changed(conn, &state, round, out)
    })
}

/// `POST …/rounds/{n}/publish`: fixes the pairings (state `published`).
pub fn publish(pool: &DbPool, caller: &Caller, tid: &str, n: u32) -> Result<Round, Error> {
    transaction(pool, |conn| {
        let state = locked_state(conn, tid, caller)?;
        let round = state.round(n)?;
        let decision = lifecycle::decide_on(
            &state,
            &Command::Publish {
                round: lifecycle::round_info(round)?,
            },
        )?;
        if decision.round_state == Some(lifecycle::Stage::Completed) {
            // Only a bye: published and completed at once.
            lifecycle::store_round_state(conn, tid, n, lifecycle::Stage::Published)?;
            audit::record(
                conn,
                tid,
                caller,
                AuditAction::RoundPublished,
                Some(n),
                json!({}),
            )?;
        }
        // The clock starts (when it does at publish) before the events are
        // made, so `round.published` shows it running; `clock.started`
        // follows `round.published`.
        let t = &state.tournament;
        lifecycle::record(conn, caller, t, Some(n), &decision)?;
        let started = super::clock::on_publish(conn, caller, t, n)?;
        lifecycle::emit(conn, t, Some(n), &decision, true, |_, _| Ok(None))?;
        if let Some(event) = started {
            event.enqueue(conn, t)?;
        }
        let mut out = reload_api(conn, tid, n)?;
        super::reports::attach(conn, tid, &mut out)?;
        Ok(out)
    })
}

/// `POST …/rounds/{n}/unpublish` (RULES.md §6 "Unpublish"): a published
/// round with no result, no player's report and no confirmation goes back
/// to `pairing` (re-pair, swaps and delete work again). Its clock goes back
/// to not started. Audit-logged `round_unpublished`; `round.unpublished`
/// goes to every reader (their pages wait for pairings again). 409
/// `round_has_results` otherwise.
pub fn unpublish(pool: &DbPool, caller: &Caller, tid: &str, n: u32) -> Result<Round, Error> {
    transaction(pool, |conn| {
        let state = locked_state(conn, tid, caller)?;
        let round = state.round(n)?;
        let reports = crate::store::reports::of_round(conn, tid, n as i32)?;
        let decision = lifecycle::decide_on(
            &state,
            &Command::Unpublish {
                round: lifecycle::round_info(round)?,
                reports: super::state::count(reports.len())?,
            },
        )?;
        lifecycle::store_round_state(conn, tid, n, Stage::Pairing)?;
        crate::store::clocks::reset(conn, tid, n as i32)?;
        audit::record(
            conn,
            tid,
            caller,
            AuditAction::RoundUnpublished,
            Some(n),
            json!({ "tables": tables_json(&round.pairings)? }),
        )?;
        // The round is the owner's draft again: the event names it only.
        let t = &state.tournament;
        lifecycle::emit(conn, t, Some(n), &decision, true, |_, _| {
            Ok(Some(
                payloads::RoundNamed {
                    round: n,
                    kind: round.row.kind,
                }
                .into(),
            ))
        })?;
        reload_api(conn, tid, n)
    })
}

/// `DELETE …/rounds/{n}/tables/{table}/result` (RULES.md §6): removes the
/// table's result and its players' reports while the round is
/// `published` (409 `round_completed` after, `round_not_published`
/// before). Audit-logged `result_removed` with the result before;
/// `standings.updated` when a result was removed. Nothing to remove
/// changes nothing.
pub fn remove_result(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    n: u32,
    table: u32,
) -> Result<Round, Error> {
    transaction(pool, |conn| {
        let state = locked_state_for(conn, tid, caller, Scope::Results)?;
        let round = state.round(n)?;
        let decision = lifecycle::decide_on(
            &state,
            &Command::RemoveResult {
                round: lifecycle::round_info(round)?,
            },
        )?;
        let index = result_table(round, n, table)?;
        let row = &round.pairings[index];
        let before = result_of(row)?;
        let report = crate::store::reports::find(conn, tid, n as i32, table as i32)?;
        if before.is_some() || report.is_some() {
            crate::store::rounds::clear_result(conn, tid, n as i32, table as i32)?;
            if report.is_some() {
                crate::store::reports::delete(conn, tid, n as i32, table as i32)?;
            }
            audit::record(
                conn,
                tid,
                caller,
                AuditAction::ResultRemoved,
                Some(n),
                json!({
                    "table": table,
                    "player_a": row.player_a,
                    "player_b": row.player_b,
                    "before": before,
                    "reports_removed": report.is_some(),
                }),
            )?;
        }
        if before.is_some() {
            let data = payloads::ResultRemoved {
                round: n,
                table,
                result: None,
                removed: true,
            };
            lifecycle::emit(conn, &state.tournament, Some(n), &decision, true, |_, _| {
                Ok(Some(data.clone().into()))
            })?;
        }
        let mut out = reload_api(conn, tid, n)?;
        super::reports::attach(conn, tid, &mut out)?;
        Ok(out)
    })
}

/// The round last written by a result write, per tournament (see
/// [`HotRound`]).
pub type WrittenRounds = crate::service::round_cache::RoundCache<HotRound>;

/// What a result write reads of its round, kept by the round cache for the
/// next result write to the same round: the round with its tables, the
/// other rounds' summary, the round's clock and its players' reports. Each
/// changes only under the tournament's lock, which bumps its version (see
/// [`crate::service::round_cache`]).
pub struct HotRound {
    round: RoundState,
    latest: RoundsSummary,
    clock: super::clock::StoredClock,
    reports: Vec<crate::store::models::MatchReportRow>,
}

impl HotRound {
    /// Reads round `n` of `tid` as a result write needs it.
    fn load(conn: &mut DbConnection, tid: &str, n: u32) -> Result<HotRound, Error> {
        let (round, latest) = RoundState::load_with_latest(conn, tid, n)?;
        let clock = super::clock::StoredClock::load(conn, tid, n)?;
        let reports = crate::store::reports::of_round(conn, tid, round.row.number)?;
        Ok(HotRound {
            round,
            latest,
            clock,
            reports,
        })
    }
}

/// Where a result goes: table `table` of round `n` of tournament `tid`;
/// and what its writer wants back.
#[derive(Debug, Clone, Copy)]
struct ResultAt<'a> {
    tid: &'a str,
    n: u32,
    table: u32,
    result: MatchResult,
    answer: Answer,
}

/// What the writer of a result wants back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// The round as the write leaves it (`GET …/rounds/{n}`'s view: its
    /// tables, reports, clock and warnings).
    Round,
    /// Nothing (`Prefer: return=minimal`, the console, an agreed report):
    /// the round's view is not built. That saves, per write, turning the
    /// round's every table into the view (names, results, points), reading
    /// its reports into it and computing its clock; the handler then skips
    /// the wire conversion and the JSON. The view is still built for the
    /// write that completes the round, whose `round.completed` event
    /// carries it.
    Nothing,
}

/// What a result write returns and leaves in [`WrittenRounds`].
struct Written {
    /// The answer: `None` for [`Answer::Nothing`].
    out: Option<Round>,
    /// The tournament's version this write set.
    version: i64,
    round: RoundState,
    latest: RoundsSummary,
    /// Whether the stored result changed.
    changed: bool,
}

/// `PUT …/rounds/{n}/tables/{table}/result`: from `player_a`'s side. The
/// last result of the round completes it (exactly once: writers are
/// serialized by the tournament lock). A result may be corrected while its
/// round is the latest (RULES.md §6); corrections are audit-logged.
/// `answer`: whether the round's view is built and returned.
// The place (three), the result, the cache and the answer: one more than
// clippy's limit, each used once.
#[allow(clippy::too_many_arguments)]
pub fn put_result(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    n: u32,
    table: u32,
    result: MatchResult,
    written: &WrittenRounds,
    answer: Answer,
) -> Result<Option<Round>, Error> {
    let at = ResultAt {
        tid,
        n,
        table,
        result,
        answer,
    };
    let (out, offer) = transaction(pool, |conn| write_result(conn, caller, at, written))?;
    // Committed: the round as stored at the version this write set.
    offer.committed();
    Ok(out)
}

/// The index of the result's table in `round`: 404 when there is no such
/// table, 422 for the bye.
fn result_table(round: &RoundState, n: u32, table: u32) -> Result<usize, Error> {
    let index = round
        .pairings
        .iter()
        .position(|p| p.table_number == table as i32)
        .ok_or_else(|| {
            Error::new(
                Code::TableNotFound,
                detail!("error-table-not-found", round = n, table = table),
            )
        })?;
    if round.pairings[index].player_b.is_none() {
        return Err(Error::new(
            Code::ByeHasNoResult,
            detail!("error-bye-has-no-result", table = table),
        ));
    }
    Ok(index)
}

/// The result write in its transaction. The hot write path: the tournament
/// row (locked), the result, its audit entry and its events; nothing else
/// when `written` holds the round as committed last (the version just
/// before the one this lock set: see [`crate::service::round_cache`]),
/// else the round, its tables, the latest round's number, its clock and
/// its reports are read too. Returns the answer and the round as this
/// write leaves it, offered to the next result write (committed by the
/// caller after the commit); the answer is `None` for [`Answer::Nothing`].
fn write_result(
    conn: &mut Tx<'_>,
    caller: &Caller,
    at: ResultAt,
    written: &WrittenRounds,
) -> Result<(Option<Round>, crate::service::round_cache::Offer<HotRound>), Error> {
    let (t, hooks) = super::lock_owned_with_hooks(conn, at.tid, caller, Scope::Results)?;
    let mut hot = match written.take(at.tid, at.n, t.version - 1) {
        Some(hit) => hit,
        None => HotRound::load(conn, at.tid, at.n)?,
    };
    let w = enter_locked(conn, caller, &t, hooks, at, hot.round, hot.latest)?;
    let mut out = w.out;
    // The organizer's entry always wins: it closes any report or dispute
    // of the table (RULES.md §12).
    super::reports::organizer_entered(conn, at.tid, at.n, at.table, w.changed, &mut hot.reports)?;
    // The owner's answer shows the reports and the clock, as
    // `GET …/rounds/{n}` does.
    if let Some(out) = &mut out {
        super::reports::attach_rows(out, &hot.reports)?;
        out.clock = hot
            .clock
            .view(conn.now(), t.round_time_limit_s, w.round.row.completed_at)?;
    }
    let next = HotRound {
        round: w.round,
        latest: w.latest,
        clock: hot.clock,
        reports: hot.reports,
    };
    Ok((out, written.offer(at.tid, at.n, w.version, next)))
}

/// The result the two players of table `table` of round `n` agreed to
/// (RULES.md §12), entered exactly as the organizer's entry is (same
/// decision, audit entries, events and round completion), with the
/// player who made it agree as `caller`. `t` is locked by the caller's
/// transaction.
pub fn enter_agreed(
    conn: &mut Tx<'_>,
    caller: &Caller,
    t: &crate::store::models::TournamentRow,
    hooks: bool,
    n: u32,
    table: u32,
    result: MatchResult,
) -> Result<(), Error> {
    let at = ResultAt {
        tid: &t.id,
        n,
        table,
        result,
        answer: Answer::Nothing,
    };
    let (round, latest) = RoundState::load_with_latest(conn, at.tid, at.n)?;
    enter_locked(conn, caller, t, hooks, at, round, latest)?;
    Ok(())
}

/// Enters `at.result` on tournament `t` (locked), `round` and `latest` as
/// stored now; the round's view is built when `at.answer` wants it (or
/// the round completes: its event carries it).
fn enter_locked(
    conn: &mut Tx<'_>,
    caller: &Caller,
    t: &crate::store::models::TournamentRow,
    hooks: bool,
    at: ResultAt,
    mut round: RoundState,
    latest: RoundsSummary,
) -> Result<Written, Error> {
    let view = |round: &RoundState| match at.answer {
        Answer::Round => round.to_api().map(Some),
        Answer::Nothing => Ok(None),
    };
    let version = t.version;
    let index = result_table(&round, at.n, at.table)?;
    let row = round.pairings[index].clone();
    let before = result_of(&row)?;
    let decision = lifecycle::decide(
        &latest.snapshot(t)?,
        &Command::EnterResult {
            round: lifecycle::round_info(&round)?,
            correction: before.is_some(),
        },
    )?;
    // The engine bridge still takes the wire type (same fields).
    engine_bridge::validate_result(round.row.kind, at.result)?;
    if before == Some(at.result) {
        let out = view(&round)?;
        return Ok(Written {
            out,
            version,
            round,
            latest,
            changed: false,
        });
    }
    store_result(conn, caller, at, &row, before)?;
    note_result(&mut round, index, at.result, &decision, conn.now());
    let mut out = view(&round)?;
    let standings = payloads::ResultEntered {
        round: at.n,
        table: at.table,
        result: at.result,
        corrected: before.is_some(),
    };
    lifecycle::apply(conn, caller, t, Some(at.n), &decision, hooks, |_, e| {
        Ok(match e {
            planesforge_engine::lifecycle::Event::StandingsUpdated => {
                Some(standings.clone().into())
            }
            // Built only for the write that completes the round: the whole
            // round as a JSON tree was the costliest part of every result
            // write (BENCHMARKS.md "The write path after the live stream").
            planesforge_engine::lifecycle::Event::RoundCompleted => {
                let round = match &out {
                    Some(out) => out.clone(),
                    None => round.to_api()?,
                };
                Some(payloads::RoundData { round }.into())
            }
            _ => None,
        })
    })?;
    if let Some(out) = &mut out {
        out.warnings.extend(lifecycle::warnings(&decision));
    }
    Ok(Written {
        out,
        version,
        round,
        latest: latest.after(&decision),
        changed: true,
    })
}

/// Stores the result on table `row` and audit-logs it (`result_entered`,
/// or `result_corrected` when it replaces `before`).
fn store_result(
    conn: &mut Tx<'_>,
    caller: &Caller,
    at: ResultAt,
    row: &PairingRow,
    before: Option<MatchResult>,
) -> Result<(), Error> {
    let result = at.result;
    let action = if before.is_some() {
        AuditAction::ResultCorrected
    } else {
        AuditAction::ResultEntered
    };
    let entry = audit::entry(
        conn.now(),
        at.tid,
        caller,
        action,
        Some(at.n),
        json!({
            "table": at.table,
            "player_a": row.player_a,
            "player_b": row.player_b,
            "before": before,
            "after": result,
        }),
    )?;
    Ok(store::set_result_logged(
        conn,
        at.tid,
        at.n as i32,
        at.table as i32,
        store::StoredResult {
            wins: result.wins as i32,
            losses: result.losses as i32,
            draws: result.draws as i32,
            double_loss: result.double_loss,
        },
        &entry,
    )?)
}

/// Brings the loaded `round` to what is now stored: the result on table
/// `index` and, when the decision completes the round, its new state and
/// the instant `now` it completed (the transaction's).
fn note_result(
    round: &mut RoundState,
    index: usize,
    result: MatchResult,
    decision: &Decision,
    now: chrono::NaiveDateTime,
) {
    let stored = &mut round.pairings[index];
    stored.wins = Some(result.wins as i32);
    stored.losses = Some(result.losses as i32);
    stored.draws = Some(result.draws as i32);
    stored.double_loss = result.double_loss;
    if let Some(stage) = decision.round_state {
        round.row.state = stage;
        round.row.completed_at = Some(now);
    }
}

/// Whether the caller may see round `r` (rounds in `pairing` are the
/// owner's only).
fn visible(r: &RoundState, owner: bool) -> bool {
    owner || r.stage() != Stage::Pairing
}

/// `GET …/rounds`: in order, `limit` default 20, max 100; the cursor is
/// the last round number of the previous page.
pub fn list(
    pool: &DbPool,
    caller: Option<&Caller>,
    tid: &str,
    limit: Option<u32>,
    cursor: Option<&str>,
) -> Result<RoundList, Error> {
    let (limit, after) = page_params(limit, cursor, 20, 100)?;
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let owner = is_owner(&t, caller);
        let state = TournamentState::load(conn, t)?;
        let visible: Vec<&RoundState> = state
            .rounds
            .iter()
            .filter(|r| visible(r, owner) && i64::from(r.number()) > after)
            .collect();
        let limit = usize::try_from(limit)
            .map_err(|_| Error::Internal(format!("page limit {limit} does not fit")))?;
        let page = &visible[..visible.len().min(limit)];
        let next_cursor = if visible.len() > limit {
            page.last().map(|r| r.number().to_string())
        } else {
            None
        };
        let mut rounds = page
            .iter()
            .map(|r| r.to_api())
            .collect::<Result<Vec<_>, _>>()?;
        super::clock::attach_all(conn, tid, &mut rounds)?;
        if owner {
            // The owner sees the players' reports (RULES.md §12).
            for r in &mut rounds {
                super::reports::attach(conn, tid, r)?;
            }
        }
        Ok(RoundList {
            rounds,
            next_cursor,
        })
    })
}

/// `GET …/rounds/{n}`; a round in `pairing` is 404 for anyone but the owner.
/// The owner also sees each table's reports (RULES.md §12) and may keep
/// only the tables in one report state (`report_state`, e.g. `disputed`);
/// anyone else asking for that filter gets 403.
pub fn get(
    pool: &DbPool,
    caller: Option<&Caller>,
    tid: &str,
    n: u32,
    report_state: Option<planesforge_engine::reports::ReportStatus>,
) -> Result<Round, Error> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let owner = is_owner(&t, caller);
        let round = RoundState::load(conn, tid, n)?;
        if !visible(&round, owner) {
            return Err(round_not_found(n));
        }
        let mut out = super::clock::attach(conn, tid, round.to_api()?)?;
        if !owner {
            if report_state.is_some() {
                super::require_owner(
                    &t,
                    caller.ok_or_else(|| {
                        Error::new(
                            Code::Forbidden,
                            detail!("error-forbidden-tournament", id = tid),
                        )
                    })?,
                )?;
            }
            return Ok(out);
        }
        super::reports::attach(conn, tid, &mut out)?;
        if let Some(state) = report_state {
            out.pairings
                .retain(|p| p.report.as_ref().is_some_and(|r| r.state == state));
        }
        Ok(out)
    })
}

#[cfg(test)]
mod tests {
    use super::field_size;

    #[test]
    fn field_sizes_round_up_to_a_power_of_two() {
        let cases = [
            (0, "8"),
            (8, "8"),
            (9, "16"),
            (100, "128"),
            (1024, "1024"),
            (1025, "more"),
        ];
        for (players, label) in cases {
            assert_eq!(field_size(players), label, "{players} players");
        }
    }
}

//! The queries of the round use cases (`service::rounds`, `service::state`,
//! `service::lifecycle`): a tournament's players, rounds and tables, the
//! round and tournament states, results, and the round's manual changes in
//! the audit log. Each runs inside the caller's transaction.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use planesforge_engine::lifecycle::RoundState as Stage;

use super::models::{AuditRow, NewAudit, PairingRow, PlayerRow, RoundRow};
use super::schema::{audit_log, pairings, players, rounds, tournaments};
use super::{DbConnection, StoreError};

/// Round `number` of tournament `tid`, if it exists.
pub fn round(
    conn: &mut DbConnection,
    tid: &str,
    number: i32,
) -> Result<Option<RoundRow>, StoreError> {
    Ok(rounds::table
        .filter(rounds::tournament_id.eq(tid))
        .filter(rounds::number.eq(number))
        .select(RoundRow::as_select())
        .first(conn)
        .optional()?)
}

/// The rounds of tournament `tid`, in round order.
pub fn rounds_of(conn: &mut DbConnection, tid: &str) -> Result<Vec<RoundRow>, StoreError> {
    Ok(rounds::table
        .filter(rounds::tournament_id.eq(tid))
        .order(rounds::number.asc())
        .select(RoundRow::as_select())
        .load(conn)?)
}

/// The tables of round `number`, in table order.
pub fn tables(
    conn: &mut DbConnection,
    tid: &str,
    number: i32,
) -> Result<Vec<PairingRow>, StoreError> {
    Ok(pairings::table
        .filter(pairings::tournament_id.eq(tid))
        .filter(pairings::round_number.eq(number))
        .order(pairings::table_number.asc())
        .select(PairingRow::as_select())
        .load(conn)?)
}

/// The tables of every round of tournament `tid`, in round then table
/// order.
pub fn all_tables(conn: &mut DbConnection, tid: &str) -> Result<Vec<PairingRow>, StoreError> {
    Ok(pairings::table
        .filter(pairings::tournament_id.eq(tid))
        .order((pairings::round_number.asc(), pairings::table_number.asc()))
        .select(PairingRow::as_select())
        .load(conn)?)
}

/// The players of tournament `tid`, in registration order.
pub fn players_of(conn: &mut DbConnection, tid: &str) -> Result<Vec<PlayerRow>, StoreError> {
    Ok(players::table
        .filter(players::tournament_id.eq(tid))
        .order(players::position.asc())
        .select(PlayerRow::as_select())
        .load(conn)?)
}

/// Inserts a round (without its tables).
pub fn insert_round(conn: &mut DbConnection, row: &RoundRow) -> Result<(), StoreError> {
    diesel::insert_into(rounds::table)
        .values(row)
        .execute(conn)?;
    Ok(())
}

/// Inserts tables.
pub fn insert_tables(conn: &mut DbConnection, rows: &[PairingRow]) -> Result<(), StoreError> {
    super::insert_batch!(&mut *conn, pairings::table, rows)?;
    Ok(())
}

/// Deletes the tables of round `number`.
pub fn delete_tables(conn: &mut DbConnection, tid: &str, number: i32) -> Result<(), StoreError> {
    diesel::delete(
        pairings::table
            .filter(pairings::tournament_id.eq(tid))
            .filter(pairings::round_number.eq(number)),
    )
    .execute(conn)?;
    Ok(())
}

/// Deletes round `number` (its tables first: [`delete_tables`]).
pub fn delete_round(conn: &mut DbConnection, tid: &str, number: i32) -> Result<(), StoreError> {
    diesel::delete(
        rounds::table
            .filter(rounds::tournament_id.eq(tid))
            .filter(rounds::number.eq(number)),
    )
    .execute(conn)?;
    Ok(())
}

/// Stores the warnings (a JSON array) of round `number`.
pub fn set_warnings(
    conn: &mut DbConnection,
    tid: &str,
    number: i32,
    warnings: &str,
) -> Result<(), StoreError> {
    diesel::update(
        rounds::table
            .filter(rounds::tournament_id.eq(tid))
            .filter(rounds::number.eq(number)),
    )
    .set(rounds::warnings.eq(warnings))
    .execute(conn)?;
    Ok(())
}

/// A result in games, from `player_a`'s side, as stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StoredResult {
    pub wins: i32,
    pub losses: i32,
    pub draws: i32,
    /// The double loss (RULES.md §1), stored with games `0-2-0`.
    pub double_loss: bool,
}

/// Stores the result of table `table` of round `number`.
pub fn set_result(
    conn: &mut DbConnection,
    tid: &str,
    number: i32,
    table: i32,
    result: StoredResult,
) -> Result<(), StoreError> {
    diesel::update(
        pairings::table
            .filter(pairings::tournament_id.eq(tid))
            .filter(pairings::round_number.eq(number))
            .filter(pairings::table_number.eq(table)),
    )
    .set((
        pairings::wins.eq(Some(result.wins)),
        pairings::losses.eq(Some(result.losses)),
        pairings::draws.eq(Some(result.draws)),
        pairings::double_loss.eq(result.double_loss),
    ))
    .execute(conn)?;
    Ok(())
}

/// Removes the result of table `table` of round `number` (RULES.md §6: a
/// result may be removed while its round is `published`).
pub fn clear_result(
    conn: &mut DbConnection,
    tid: &str,
    number: i32,
    table: i32,
) -> Result<(), StoreError> {
    diesel::update(
        pairings::table
            .filter(pairings::tournament_id.eq(tid))
            .filter(pairings::round_number.eq(number))
            .filter(pairings::table_number.eq(table)),
    )
    .set((
        pairings::wins.eq(None::<i32>),
        pairings::losses.eq(None::<i32>),
        pairings::draws.eq(None::<i32>),
        pairings::double_loss.eq(false),
    ))
    .execute(conn)?;
    Ok(())
}

/// [`set_result`] and the audit entry `audit` that records it: one
/// statement on PostgreSQL (the hot write path's round trips are spent
/// while the tournament's lock is held, so each one counts: BENCHMARKS.md
/// "The write path after the live stream"), two on SQLite, which runs in
/// the process.
pub fn set_result_logged(
    conn: &mut DbConnection,
    tid: &str,
    number: i32,
    table: i32,
    result: StoredResult,
    audit: &NewAudit,
) -> Result<(), StoreError> {
    match conn {
        DbConnection::Postgresql(c) => {
            use diesel::sql_types::{Bool, Integer, Nullable, Text, Timestamp};
            // A data-modifying WITH runs to completion whether or not the
            // main statement reads it.
            diesel::sql_query(
                "WITH r AS (UPDATE pairings SET wins = $4, losses = $5, draws = $6, double_loss = $14 \
                            WHERE tournament_id = $1 AND round_number = $2 AND table_number = $3) \
                 INSERT INTO audit_log (tournament_id, at, actor, action, round, detail, actor_kind, via) \
                 VALUES ($7, $8, $9, $10, $11, $12, $13, $15)",
            )
            .bind::<Text, _>(tid)
            .bind::<Integer, _>(number)
            .bind::<Integer, _>(table)
            .bind::<Integer, _>(result.wins)
            .bind::<Integer, _>(result.losses)
            .bind::<Integer, _>(result.draws)
            .bind::<Text, _>(&audit.tournament_id)
            .bind::<Timestamp, _>(audit.at)
            .bind::<Text, _>(&audit.actor)
            .bind::<Text, _>(&audit.action)
            .bind::<Nullable<Integer>, _>(audit.round)
            .bind::<Text, _>(&audit.detail)
            .bind::<Text, _>(&audit.actor_kind)
            .bind::<Bool, _>(result.double_loss)
            .bind::<Text, _>(&audit.via)
            .execute(c)?;
            Ok(())
        }
        DbConnection::Sqlite(_) => {
            set_result(conn, tid, number, table, result)?;
            super::audit::insert(conn, audit)
        }
    }
}

/// Stores the state of round `number`, with `at` as the time it was
/// published or completed (a round back in `pairing`, unpublished, has
/// no publication time any more).
pub fn set_round_state(
    conn: &mut DbConnection,
    tid: &str,
    number: i32,
    stage: Stage,
    at: NaiveDateTime,
) -> Result<(), StoreError> {
    let target = rounds::table
        .filter(rounds::tournament_id.eq(tid))
        .filter(rounds::number.eq(number));
    match stage {
        Stage::Pairing => diesel::update(target)
            .set((
                rounds::state.eq(stage),
                rounds::published_at.eq(None::<NaiveDateTime>),
            ))
            .execute(conn)?,
        Stage::Published => diesel::update(target)
            .set((rounds::state.eq(stage), rounds::published_at.eq(Some(at))))
            .execute(conn)?,
        Stage::Completed => diesel::update(target)
            .set((rounds::state.eq(stage), rounds::completed_at.eq(Some(at))))
            .execute(conn)?,
    };
    Ok(())
}

/// Stores the status of tournament `tid`.
pub fn set_tournament_status(
    conn: &mut DbConnection,
    tid: &str,
    status: planesforge_engine::lifecycle::TournamentStatus,
) -> Result<(), StoreError> {
    diesel::update(tournaments::table.filter(tournaments::id.eq(tid)))
        .set(tournaments::status.eq(status))
        .execute(conn)?;
    Ok(())
}

/// The result corrections of rounds before `before` recorded after
/// audit position `after` (RULES.md §6: a round paired before them was not
/// paired again), oldest first.
pub fn corrections_after(
    conn: &mut DbConnection,
    tid: &str,
    before: i32,
    after: i64,
) -> Result<Vec<AuditRow>, StoreError> {
    Ok(audit_log::table
        .filter(audit_log::tournament_id.eq(tid))
        .filter(audit_log::round.lt(before))
        .filter(audit_log::seq.gt(after))
        .filter(audit_log::action.eq("result_corrected"))
        .order(audit_log::seq.asc())
        .select(AuditRow::as_select())
        .load(conn)?)
}

/// The audit entries of round `number` that pair it or change it by hand
/// (`round_created`, `round_repaired`, `players_swapped`,
/// `tables_swapped`), oldest first.
pub fn pairing_log(
    conn: &mut DbConnection,
    tid: &str,
    number: i32,
) -> Result<Vec<AuditRow>, StoreError> {
    Ok(audit_log::table
        .filter(audit_log::tournament_id.eq(tid))
        .filter(audit_log::round.eq(Some(number)))
        .filter(audit_log::action.eq_any([
            "round_created",
            "round_repaired",
            "players_swapped",
            "tables_swapped",
        ]))
        .order(audit_log::seq.asc())
        .select(AuditRow::as_select())
        .load(conn)?)
}

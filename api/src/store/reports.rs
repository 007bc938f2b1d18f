//! The `match_reports` table: the players' reports of a table (RULES.md
//! §12). Each statement runs inside the caller's transaction, after the
//! tournament's lock.

use diesel::prelude::*;

use super::models::MatchReportRow;
use super::schema::{match_reports, tournaments};
use super::{DbConnection, StoreError};

/// The reports of table `table` of round `n`, if any.
pub fn find(
    conn: &mut DbConnection,
    tid: &str,
    n: i32,
    table: i32,
) -> Result<Option<MatchReportRow>, StoreError> {
    Ok(match_reports::table
        .filter(match_reports::tournament_id.eq(tid))
        .filter(match_reports::round_number.eq(n))
        .filter(match_reports::table_number.eq(table))
        .select(MatchReportRow::as_select())
        .first(conn)
        .optional()?)
}

/// The reports of every table of round `n`, in table order.
pub fn of_round(
    conn: &mut DbConnection,
    tid: &str,
    n: i32,
) -> Result<Vec<MatchReportRow>, StoreError> {
    Ok(match_reports::table
        .filter(match_reports::tournament_id.eq(tid))
        .filter(match_reports::round_number.eq(n))
        .order(match_reports::table_number.asc())
        .select(MatchReportRow::as_select())
        .load(conn)?)
}

/// Stores `row`, replacing the table's earlier row (`exists` says whether
/// there is one: the caller read it under the tournament's lock).
pub fn save(conn: &mut DbConnection, row: &MatchReportRow, exists: bool) -> Result<(), StoreError> {
    if exists {
        diesel::update(
            match_reports::table
                .filter(match_reports::tournament_id.eq(&row.tournament_id))
                .filter(match_reports::round_number.eq(row.round_number))
                .filter(match_reports::table_number.eq(row.table_number)),
        )
        .set(row)
        .execute(conn)?;
    } else {
        diesel::insert_into(match_reports::table)
            .values(row)
            .execute(conn)?;
    }
    Ok(())
}

/// Settles the reports of table `table` (RULES.md §12: the organizer's
/// entry wins); the service decides when (`service::reports::organizer_entered`).
pub fn settle(
    conn: &mut DbConnection,
    tid: &str,
    n: i32,
    table: i32,
    at: chrono::NaiveDateTime,
) -> Result<(), StoreError> {
    diesel::update(
        match_reports::table
            .filter(match_reports::tournament_id.eq(tid))
            .filter(match_reports::round_number.eq(n))
            .filter(match_reports::table_number.eq(table)),
    )
    .set((
        match_reports::state.eq(planesforge_engine::reports::ReportStatus::Settled),
        match_reports::updated_at.eq(at),
    ))
    .execute(conn)?;
    Ok(())
}

/// Turns self-reporting of tournament `tid` on or off.
pub fn set_self_reporting(conn: &mut DbConnection, tid: &str, on: bool) -> Result<(), StoreError> {
    diesel::update(tournaments::table.filter(tournaments::id.eq(tid)))
        .set(tournaments::self_reporting.eq(on))
        .execute(conn)?;
    Ok(())
}

/// Deletes the reports of table `table` of round `n` (the organizer
/// removed the table's result, RULES.md §6).
pub fn delete(conn: &mut DbConnection, tid: &str, n: i32, table: i32) -> Result<(), StoreError> {
    diesel::delete(
        match_reports::table
            .filter(match_reports::tournament_id.eq(tid))
            .filter(match_reports::round_number.eq(n))
            .filter(match_reports::table_number.eq(table)),
    )
    .execute(conn)?;
    Ok(())
}

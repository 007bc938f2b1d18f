//! The `audit_log` table.

use diesel::prelude::*;

use super::models::{AuditRow, NewAudit};
use super::schema::{audit_log, organizers};
use super::{DbConnection, StoreError};

/// Appends an entry.
pub fn insert(conn: &mut DbConnection, row: &NewAudit) -> Result<(), StoreError> {
    diesel::insert_into(audit_log::table)
        .values(row)
        .execute(conn)?;
    Ok(())
}

/// At most `limit` entries of tournament `tid` after position `after`,
/// oldest first, each with its actor's name.
pub fn page(
    conn: &mut DbConnection,
    tid: &str,
    after: i64,
    limit: i64,
) -> Result<Vec<(AuditRow, String)>, StoreError> {
    Ok(audit_log::table
        .inner_join(organizers::table.on(organizers::id.eq(audit_log::actor)))
        .filter(audit_log::tournament_id.eq(tid))
        .filter(audit_log::seq.gt(after))
        .order(audit_log::seq.asc())
        .limit(limit)
        .select((AuditRow::as_select(), organizers::name))
        .load(conn)?)
}

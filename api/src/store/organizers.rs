//! The `organizers` table.

use diesel::prelude::*;

use super::models::OrganizerRow;
use super::schema::organizers;
use super::{DbConnection, StoreError};

/// Stores a new organizer.
pub fn insert(conn: &mut DbConnection, row: &OrganizerRow) -> Result<(), StoreError> {
    diesel::insert_into(organizers::table)
        .values(row)
        .execute(conn)?;
    Ok(())
}

/// Organizer `id` (an error when there is none).
pub fn get(conn: &mut DbConnection, id: &str) -> Result<OrganizerRow, StoreError> {
    Ok(organizers::table
        .filter(organizers::id.eq(id))
        .select(OrganizerRow::as_select())
        .first(conn)?)
}

/// Replaces organizer `id`'s key hash `old` by `new`; `false` when `old`
/// is no longer its key (another rotation went first).
pub fn replace_key(
    conn: &mut DbConnection,
    id: &str,
    old: &str,
    new: &str,
) -> Result<bool, StoreError> {
    let n = diesel::update(
        organizers::table
            .filter(organizers::id.eq(id))
            .filter(organizers::key_hash.eq(old)),
    )
    .set(organizers::key_hash.eq(new))
    .execute(conn)?;
    Ok(n == 1)
}

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

/// Locks organizer `id`'s row for the rest of the transaction (a write
/// that changes nothing), so that two changes of its keys take turns;
/// whether it exists.
pub fn lock(conn: &mut DbConnection, id: &str) -> Result<bool, StoreError> {
    let n = diesel::update(organizers::table.filter(organizers::id.eq(id)))
        .set(organizers::name.eq(organizers::name))
        .execute(conn)?;
    Ok(n == 1)
}

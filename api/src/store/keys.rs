//! API keys: the organizer a key hash names.

use diesel::prelude::*;

use super::models::OrganizerRow;
use super::schema::organizers;
use super::{DbPool, StoreError, with_conn};

/// The organizer whose stored key hash is `hash`, if any (a read, tried
/// again on another connection when the first was dead).
pub fn organizer_by_key_hash(
    pool: &DbPool,
    hash: &str,
) -> Result<Option<OrganizerRow>, StoreError> {
    with_conn(pool, |conn| {
        Ok(organizers::table
            .filter(organizers::key_hash.eq(hash))
            .select(OrganizerRow::as_select())
            .first(conn)
            .optional()?)
    })
}

//! Statements on `console_sessions`: the signed-in browsers of the
//! organizer's console, by the SHA-256 of their cookie's token.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::models::{ApiKeyRow, OrganizerRow};
use super::schema::{api_keys, console_sessions, organizers};
use super::{DbConnection, StoreError};

/// Stores a new session of `organizer_id`, signed in with key `key_id`.
pub fn insert(
    conn: &mut DbConnection,
    token_hash: &str,
    organizer_id: &str,
    key_id: &str,
    now: NaiveDateTime,
) -> Result<(), StoreError> {
    diesel::insert_into(console_sessions::table)
        .values((
            console_sessions::token_hash.eq(token_hash),
            console_sessions::organizer_id.eq(organizer_id),
            console_sessions::key_id.eq(key_id),
            console_sessions::created_at.eq(now),
            console_sessions::last_seen_at.eq(now),
        ))
        .execute(conn)?;
    Ok(())
}

/// The session's organizer, the key it was signed in with and when the
/// session was last used (none once the key is revoked).
pub fn find(
    conn: &mut DbConnection,
    token_hash: &str,
) -> Result<Option<(OrganizerRow, ApiKeyRow, NaiveDateTime)>, StoreError> {
    Ok(console_sessions::table
        .inner_join(organizers::table)
        .inner_join(api_keys::table)
        .filter(console_sessions::token_hash.eq(token_hash))
        .select((
            OrganizerRow::as_select(),
            ApiKeyRow::as_select(),
            console_sessions::last_seen_at,
        ))
        .first(conn)
        .optional()?)
}

/// Notes that the session was used at `now`.
pub fn touch(
    conn: &mut DbConnection,
    token_hash: &str,
    now: NaiveDateTime,
) -> Result<(), StoreError> {
    diesel::update(console_sessions::table.filter(console_sessions::token_hash.eq(token_hash)))
        .set(console_sessions::last_seen_at.eq(now))
        .execute(conn)?;
    Ok(())
}

/// Ends one session; whether there was one.
pub fn delete(conn: &mut DbConnection, token_hash: &str) -> Result<bool, StoreError> {
    let n =
        diesel::delete(console_sessions::table.filter(console_sessions::token_hash.eq(token_hash)))
            .execute(conn)?;
    Ok(n > 0)
}

/// Ends every session of `organizer_id`; how many there were.
pub fn delete_all_of(conn: &mut DbConnection, organizer_id: &str) -> Result<usize, StoreError> {
    Ok(diesel::delete(
        console_sessions::table.filter(console_sessions::organizer_id.eq(organizer_id)),
    )
    .execute(conn)?)
}

/// Ends every session last used before `before`; how many there were.
pub fn delete_idle(conn: &mut DbConnection, before: NaiveDateTime) -> Result<usize, StoreError> {
    Ok(
        diesel::delete(console_sessions::table.filter(console_sessions::last_seen_at.lt(before)))
            .execute(conn)?,
    )
}

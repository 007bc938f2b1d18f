//! Statements on `api_keys`: an organizer's API keys, by the SHA-256 of
//! the key (the key itself is never stored).

use chrono::NaiveDateTime;
use diesel::prelude::*;
use planesforge_engine::access::Scope;

use super::models::ApiKeyRow;
use super::schema::{api_keys, organizers};
use super::{DbConnection, DbPool, StoreError, with_conn};

/// The key whose stored hash is `hash`, with its organizer's name, if any
/// (a read, tried again on another connection when the first was dead).
pub fn by_hash(pool: &DbPool, hash: &str) -> Result<Option<(ApiKeyRow, String)>, StoreError> {
    with_conn(pool, |conn| {
        Ok(api_keys::table
            .inner_join(organizers::table)
            .filter(api_keys::key_hash.eq(hash))
            .select((ApiKeyRow::as_select(), organizers::name))
            .first(conn)
            .optional()?)
    })
}

/// Notes that key `id` was used at `at` (a single statement).
pub fn touch(pool: &DbPool, id: &str, at: NaiveDateTime) -> Result<(), StoreError> {
    with_conn(pool, |conn| {
        diesel::update(api_keys::table.filter(api_keys::id.eq(id)))
            .set(api_keys::last_used_at.eq(at))
            .execute(conn)?;
        Ok(())
    })
}

/// Stores a new key.
pub fn insert(conn: &mut DbConnection, row: &ApiKeyRow) -> Result<(), StoreError> {
    diesel::insert_into(api_keys::table)
        .values(row)
        .execute(conn)?;
    Ok(())
}

/// Organizer `organizer_id`'s keys, oldest first.
pub fn of_organizer(
    conn: &mut DbConnection,
    organizer_id: &str,
) -> Result<Vec<ApiKeyRow>, StoreError> {
    Ok(api_keys::table
        .filter(api_keys::organizer_id.eq(organizer_id))
        .order((api_keys::created_at.asc(), api_keys::id.asc()))
        .select(ApiKeyRow::as_select())
        .load(conn)?)
}

/// Organizer `organizer_id`'s key `id`, if it has one by that id.
pub fn get(
    conn: &mut DbConnection,
    organizer_id: &str,
    id: &str,
) -> Result<Option<ApiKeyRow>, StoreError> {
    Ok(api_keys::table
        .filter(api_keys::organizer_id.eq(organizer_id))
        .filter(api_keys::id.eq(id))
        .select(ApiKeyRow::as_select())
        .first(conn)
        .optional()?)
}

/// How many keys of scope `scope` organizer `organizer_id` has.
pub fn count_of_scope(
    conn: &mut DbConnection,
    organizer_id: &str,
    scope: Scope,
) -> Result<i64, StoreError> {
    Ok(api_keys::table
        .filter(api_keys::organizer_id.eq(organizer_id))
        .filter(api_keys::scope.eq(scope))
        .count()
        .get_result(conn)?)
}

/// Deletes key `id` of `organizer_id` (its console sessions go with it);
/// whether there was one.
pub fn delete(conn: &mut DbConnection, organizer_id: &str, id: &str) -> Result<bool, StoreError> {
    let n = diesel::delete(
        api_keys::table
            .filter(api_keys::organizer_id.eq(organizer_id))
            .filter(api_keys::id.eq(id)),
    )
    .execute(conn)?;
    Ok(n == 1)
}

/// Replaces the hash `old` of one of `organizer_id`'s keys by `new`; the
/// key, or `None` when `old` is no longer a key (another replacement or a
/// revocation went first).
pub fn replace_hash(
    conn: &mut DbConnection,
    organizer_id: &str,
    old: &str,
    new: &str,
) -> Result<Option<ApiKeyRow>, StoreError> {
    let n = diesel::update(
        api_keys::table
            .filter(api_keys::organizer_id.eq(organizer_id))
            .filter(api_keys::key_hash.eq(old)),
    )
    .set(api_keys::key_hash.eq(new))
    .execute(conn)?;
    if n != 1 {
        return Ok(None);
    }
    Ok(api_keys::table
        .filter(api_keys::key_hash.eq(new))
        .select(ApiKeyRow::as_select())
        .first(conn)
        .optional()?)
}

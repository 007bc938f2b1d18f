//! The `idempotency_keys` rows: one per (scope, key), reserved before a
//! request runs, completed with its response or released when it failed.
//! The rules (who may reserve, what is replayed) are the middleware's
//! (`http/idempotency.rs`); these are its statements.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::models::IdempotencyRow;
use super::schema::idempotency_keys as keys;
use super::{DbConnection, DbPool, StoreError, transaction};

/// Inserts the reservation `row`, in one transaction with the removal of
/// the same key's row when it is older than `expired_before`, or is a
/// reservation without response older than `abandoned_before`.
/// [`StoreError::UniqueViolation`] when the key is taken.
pub fn reserve(
    pool: &DbPool,
    row: &IdempotencyRow,
    expired_before: NaiveDateTime,
    abandoned_before: NaiveDateTime,
) -> Result<(), StoreError> {
    let same_key = || {
        keys::table
            .filter(keys::scope.eq(&row.scope))
            .filter(keys::idem_key.eq(&row.idem_key))
    };
    let mut pooled = pool.get()?;
    let conn: &mut DbConnection = &mut pooled;
    conn.transaction::<_, diesel::result::Error, _>(|conn| {
        diesel::delete(same_key().filter(keys::created_at.lt(expired_before))).execute(conn)?;
        diesel::delete(
            same_key()
                .filter(keys::status.is_null())
                .filter(keys::created_at.lt(abandoned_before)),
        )
        .execute(conn)?;
        diesel::insert_into(keys::table).values(row).execute(conn)
    })?;
    Ok(())
}

/// Deletes every key older than `expired_before`.
pub fn purge(pool: &DbPool, expired_before: NaiveDateTime) -> Result<usize, StoreError> {
    transaction(pool, |conn| {
        Ok(
            diesel::delete(keys::table.filter(keys::created_at.lt(expired_before)))
                .execute(conn)?,
        )
    })
}

/// The row of `key` in `scope`.
pub fn find(pool: &DbPool, scope: &str, key: &str) -> Result<Option<IdempotencyRow>, StoreError> {
    transaction(pool, |conn| {
        Ok(keys::table
            .filter(keys::scope.eq(scope))
            .filter(keys::idem_key.eq(key))
            .select(IdempotencyRow::as_select())
            .first(conn)
            .optional()?)
    })
}

/// Stores the response of the request that reserved `key` in `scope`.
pub fn complete(
    pool: &DbPool,
    scope: &str,
    key: &str,
    status: i32,
    content_type: Option<String>,
    body: String,
) -> Result<(), StoreError> {
    transaction(pool, |conn| {
        diesel::update(
            keys::table
                .filter(keys::scope.eq(scope))
                .filter(keys::idem_key.eq(key)),
        )
        .set((
            keys::status.eq(Some(status)),
            keys::content_type.eq(content_type),
            keys::body.eq(Some(body)),
        ))
        .execute(conn)?;
        Ok(())
    })
}

/// Gives up the reservation of `key` in `scope` (a stored response stays).
pub fn release(pool: &DbPool, scope: &str, key: &str) -> Result<(), StoreError> {
    transaction(pool, |conn| {
        diesel::delete(
            keys::table
                .filter(keys::scope.eq(scope))
                .filter(keys::idem_key.eq(key))
                .filter(keys::status.is_null()),
        )
        .execute(conn)?;
        Ok(())
    })
}

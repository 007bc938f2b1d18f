//! The `players` table.

use diesel::dsl::max;
use diesel::prelude::*;

use super::models::{PlayerRow, RoundRow};
use super::schema::{players, rounds};
use super::{DbConnection, StoreError};

/// The highest registration position in tournament `tid` and how many
/// players it has.
pub fn last_position_and_count(
    conn: &mut DbConnection,
    tid: &str,
) -> Result<(Option<i32>, i64), StoreError> {
    let last: Option<i32> = players::table
        .filter(players::tournament_id.eq(tid))
        .select(max(players::position))
        .first(conn)?;
    let count: i64 = players::table
        .filter(players::tournament_id.eq(tid))
        .count()
        .get_result(conn)?;
    Ok((last, count))
}

/// Stores new players.
pub fn insert(conn: &mut DbConnection, rows: &[PlayerRow]) -> Result<(), StoreError> {
    super::insert_batch!(&mut *conn, players::table, rows)?;
    Ok(())
}

/// The names of the players of `tid`, in registration order.
pub fn names(conn: &mut DbConnection, tid: &str) -> Result<Vec<String>, StoreError> {
    Ok(players::table
        .filter(players::tournament_id.eq(tid))
        .order(players::position.asc())
        .select(players::name)
        .load(conn)?)
}

/// The latest round of tournament `tid` (its row only).
pub fn latest_round(conn: &mut DbConnection, tid: &str) -> Result<Option<RoundRow>, StoreError> {
    Ok(rounds::table
        .filter(rounds::tournament_id.eq(tid))
        .order(rounds::number.desc())
        .select(RoundRow::as_select())
        .first(conn)
        .optional()?)
}

/// Player `pid` of tournament `tid`.
pub fn find(
    conn: &mut DbConnection,
    tid: &str,
    pid: &str,
) -> Result<Option<PlayerRow>, StoreError> {
    Ok(players::table
        .filter(players::tournament_id.eq(tid))
        .filter(players::id.eq(pid))
        .select(PlayerRow::as_select())
        .first(conn)
        .optional()?)
}

/// Renames player `pid` of tournament `tid`.
pub fn rename(conn: &mut DbConnection, tid: &str, pid: &str, name: &str) -> Result<(), StoreError> {
    diesel::update(
        players::table
            .filter(players::tournament_id.eq(tid))
            .filter(players::id.eq(pid)),
    )
    .set(players::name.eq(name))
    .execute(conn)?;
    Ok(())
}

/// Sets `dropped_after_round` of player `pid` of tournament `tid`
/// (`None`: active again).
pub fn set_dropped_after(
    conn: &mut DbConnection,
    tid: &str,
    pid: &str,
    round: Option<i32>,
) -> Result<(), StoreError> {
    diesel::update(
        players::table
            .filter(players::tournament_id.eq(tid))
            .filter(players::id.eq(pid)),
    )
    .set(players::dropped_after_round.eq(round))
    .execute(conn)?;
    Ok(())
}

/// At most `limit` players of tournament `tid` registered after position
/// `after`, in registration order; with `external_id`, only the players
/// that have exactly it.
pub fn page(
    conn: &mut DbConnection,
    tid: &str,
    after: i32,
    limit: i64,
    external_id: Option<&str>,
) -> Result<Vec<PlayerRow>, StoreError> {
    let mut q = players::table
        .filter(players::tournament_id.eq(tid))
        .filter(players::position.gt(after))
        .into_boxed();
    if let Some(x) = external_id {
        q = q.filter(players::external_id.eq(x));
    }
    Ok(q.order(players::position.asc())
        .limit(limit)
        .select(PlayerRow::as_select())
        .load(conn)?)
}

/// Sets the store's own id and metadata of player `pid` of tournament
/// `tid` (issue #23).
pub fn set_details(
    conn: &mut DbConnection,
    tid: &str,
    pid: &str,
    external_id: Option<&str>,
    metadata: Option<&str>,
) -> Result<(), StoreError> {
    diesel::update(
        players::table
            .filter(players::tournament_id.eq(tid))
            .filter(players::id.eq(pid)),
    )
    .set((
        players::external_id.eq(external_id),
        players::metadata.eq(metadata),
    ))
    .execute(conn)?;
    Ok(())
}

/// The player whose code has the SHA-256 `hash` (the unique index), with
/// their tournament's id in the row.
pub fn by_code_hash(conn: &mut DbConnection, hash: &str) -> Result<Option<PlayerRow>, StoreError> {
    Ok(players::table
        .filter(players::code_hash.eq(hash))
        .select(PlayerRow::as_select())
        .first(conn)
        .optional()?)
}

/// Replaces the code of player `pid` of tournament `tid` (its hash and
/// nonce): the old code stops matching with this statement.
pub fn set_code(
    conn: &mut DbConnection,
    tid: &str,
    pid: &str,
    hash: &str,
    nonce: &str,
) -> Result<(), StoreError> {
    diesel::update(
        players::table
            .filter(players::tournament_id.eq(tid))
            .filter(players::id.eq(pid)),
    )
    .set((players::code_hash.eq(hash), players::code_nonce.eq(nonce)))
    .execute(conn)?;
    Ok(())
}

/// Every player of tournament `tid`, in registration order.
pub fn all(conn: &mut DbConnection, tid: &str) -> Result<Vec<PlayerRow>, StoreError> {
    Ok(players::table
        .filter(players::tournament_id.eq(tid))
        .order(players::position.asc())
        .select(PlayerRow::as_select())
        .load(conn)?)
}

/// Deletes player `pid` of tournament `tid` (a registration removed,
/// RULES.md §6): the caller made sure no table seats them.
pub fn delete(conn: &mut DbConnection, tid: &str, pid: &str) -> Result<(), StoreError> {
    diesel::delete(
        players::table
            .filter(players::tournament_id.eq(tid))
            .filter(players::id.eq(pid)),
    )
    .execute(conn)?;
    Ok(())
}

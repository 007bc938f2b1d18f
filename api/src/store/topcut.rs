//! The queries of the top cut (`service::topcut`) beyond those of rounds
//! ([`super::rounds`]): the tournament's cut size and the drop round of a
//! player who forfeits in the playoff. Each runs inside the caller's
//! transaction.

use diesel::prelude::*;

use super::schema::{players, tournaments};
use super::{DbConnection, StoreError};

/// Stores the top cut `size` of tournament `tid`.
pub fn set_top_cut(conn: &mut DbConnection, tid: &str, size: i32) -> Result<(), StoreError> {
    diesel::update(tournaments::table.filter(tournaments::id.eq(tid)))
        .set(tournaments::top_cut.eq(Some(size)))
        .execute(conn)?;
    Ok(())
}

/// Stores `round` as the round after which player `pid` dropped.
pub fn set_dropped_after_round(
    conn: &mut DbConnection,
    pid: &str,
    round: i32,
) -> Result<(), StoreError> {
    diesel::update(players::table.filter(players::id.eq(pid)))
        .set(players::dropped_after_round.eq(Some(round)))
        .execute(conn)?;
    Ok(())
}

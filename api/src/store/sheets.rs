//! What the people-facing sheets read besides the tournament state: the
//! players' names.

use diesel::prelude::*;

use super::schema::players;
use super::{DbConnection, StoreError};

/// The players of tournament `tid` as `(id, name)`, in registration order.
pub fn player_names(
    conn: &mut DbConnection,
    tid: &str,
) -> Result<Vec<(String, String)>, StoreError> {
    Ok(players::table
        .filter(players::tournament_id.eq(tid))
        .order(players::position.asc())
        .select((players::id, players::name))
        .load(conn)?)
}

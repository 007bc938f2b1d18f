//! The version of a tournament: bumped by every write to it, read by the
//! conditional requests (`ETag`) without loading the tournament.

use diesel::prelude::*;

use super::schema::tournaments;
use super::{DbPool, StoreError, with_conn};

/// A tournament's version and its organizer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Version {
    pub version: i64,
    pub organizer_id: String,
}

/// The version of tournament `tid`, `None` when there is no such
/// tournament.
pub fn of_tournament(pool: &DbPool, tid: &str) -> Result<Option<Version>, StoreError> {
    with_conn(pool, |conn| {
        let found: Option<(i64, String)> = tournaments::table
            .filter(tournaments::id.eq(tid))
            .select((tournaments::version, tournaments::organizer_id))
            .first(conn)
            .optional()?;
        Ok(found.map(|(version, organizer_id)| Version {
            version,
            organizer_id,
        }))
    })
}

//! What a store function reports when the database fails, without naming
//! any floor above: `http` turns it into problem+json (503 or 500), the
//! worker logs it.

use diesel::r2d2::PoolError;
use diesel::result::{DatabaseErrorKind, Error as DieselError};

/// A failed database operation, classified for its callers. Each variant
/// carries the text for the log.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StoreError {
    /// The database cannot be reached now (no connection, the connection
    /// broke, a lock time-out, a serialization failure): worth retrying.
    #[error("{0}")]
    Unavailable(String),
    /// The database cannot store what it was given: its disk is full, its
    /// file is read-only, an I/O error. Reads may still work; writes are
    /// worth retrying once space is freed.
    #[error("{0}")]
    Storage(String),
    /// An insert met a row with the same unique key.
    #[error("{0}")]
    UniqueViolation(String),
    /// Anything else: a bug or a broken database.
    #[error("{0}")]
    Internal(String),
}

impl From<DieselError> for StoreError {
    /// Classifies a diesel error, and notes a lost connection so it is not
    /// returned to the pool ([`super::note_error`]).
    fn from(e: DieselError) -> StoreError {
        super::note_error(&e);
        match &e {
            DieselError::DatabaseError(
                DatabaseErrorKind::ClosedConnection
                | DatabaseErrorKind::UnableToSendCommand
                | DatabaseErrorKind::SerializationFailure,
                _,
            ) => StoreError::Unavailable(e.to_string()),
            // SQLite reports lock time-outs, PostgreSQL a server going away,
            // as plain errors.
            DieselError::DatabaseError(_, info)
                if [
                    "database is locked",
                    "terminating connection",
                    "server closed the connection",
                    "no connection to the server",
                ]
                .iter()
                .any(|m| info.message().contains(m)) =>
            {
                StoreError::Unavailable(e.to_string())
            }
            // SQLite (SQLITE_FULL, SQLITE_READONLY, SQLITE_IOERR) and
            // PostgreSQL (class 53 `disk_full`: "could not extend file …:
            // No space left on device"; a failed write of a data file).
            DieselError::DatabaseError(_, info)
                if [
                    "database or disk is full",
                    "attempt to write a readonly database",
                    "disk I/O error",
                    "No space left on device",
                    "could not extend file",
                    "could not write to file",
                    "could not write block",
                ]
                .iter()
                .any(|m| info.message().contains(m)) =>
            {
                StoreError::Storage(e.to_string())
            }
            DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => {
                StoreError::UniqueViolation(format!("database error: {e}"))
            }
            _ => StoreError::Internal(format!("database error: {e}")),
        }
    }
}

impl From<PoolError> for StoreError {
    fn from(e: PoolError) -> StoreError {
        StoreError::Unavailable(format!("no database connection: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn db(kind: DatabaseErrorKind, message: &'static str) -> StoreError {
        StoreError::from(DieselError::DatabaseError(
            kind,
            Box::new(message.to_owned()),
        ))
    }

    #[test]
    fn diesel_errors_are_classified() {
        assert!(matches!(
            db(DatabaseErrorKind::UniqueViolation, "UNIQUE constraint failed"),
            StoreError::UniqueViolation(m) if m.starts_with("database error: ")
        ));
        assert!(matches!(
            db(
                DatabaseErrorKind::SerializationFailure,
                "could not serialize"
            ),
            StoreError::Unavailable(_)
        ));
        assert!(matches!(
            db(DatabaseErrorKind::Unknown, "database is locked"),
            StoreError::Unavailable(_)
        ));
        for full in [
            "database or disk is full",
            "attempt to write a readonly database",
            "could not extend file \"base/16384/16399\": No space left on device",
        ] {
            assert!(
                matches!(db(DatabaseErrorKind::Unknown, full), StoreError::Storage(_)),
                "{full}"
            );
        }
        assert!(matches!(
            db(DatabaseErrorKind::Unknown, "syntax error"),
            StoreError::Internal(m) if m == "database error: syntax error"
        ));
        assert!(matches!(
            StoreError::from(DieselError::NotFound),
            StoreError::Internal(_)
        ));
        // A broken connection is not given back to the pool.
        super::super::CONNECTION_LOST.with(|c| c.set(false));
        assert!(matches!(
            db(DatabaseErrorKind::ClosedConnection, "gone"),
            StoreError::Unavailable(_)
        ));
        assert!(super::super::connection_lost());
        super::super::CONNECTION_LOST.with(|c| c.set(false));
    }
}

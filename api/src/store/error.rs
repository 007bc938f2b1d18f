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

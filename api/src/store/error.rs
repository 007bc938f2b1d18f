//! Storage failures, classified: the caller cannot tell a lost connection
//! from a busy database, and should not; it can tell "try again later"
//! from "a bug".

use diesel::result::{DatabaseErrorKind, Error as DieselError};

/// A failed storage operation.
#[derive(Debug, Clone, thiserror::Error)]
pub enum StoreError {
    /// The database cannot be reached, is overloaded, or gave up on a
    /// transaction that may succeed when retried.
    #[error("{0}")]
    Unavailable(String),
    /// Anything else: a bug or an unexpected state of the database.
    #[error("{0}")]
    Internal(String),
}

impl From<DieselError> for StoreError {
    fn from(e: DieselError) -> StoreError {
        super::note_error(&e);
        match &e {
            DieselError::DatabaseError(DatabaseErrorKind::ClosedConnection, _)
            | DieselError::DatabaseError(DatabaseErrorKind::UnableToSendCommand, _)
            | DieselError::DatabaseError(DatabaseErrorKind::SerializationFailure, _) => {
                StoreError::Unavailable(e.to_string())
            }
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
            _ => StoreError::Internal(format!("database error: {e}")),
        }
    }
}

impl From<diesel::r2d2::PoolError> for StoreError {
    fn from(e: diesel::r2d2::PoolError) -> StoreError {
        StoreError::Unavailable(format!("no database connection: {e}"))
    }
}

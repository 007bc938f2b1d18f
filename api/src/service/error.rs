//! The domain error: what kind of failure, a stable machine-readable code,
//! and a localized detail. It knows nothing of HTTP; the `http` floor maps
//! each [`Kind`] to a status in one place (`http::error`, `From<Error> for
//! ApiError`).

use crate::i18n::Detail;

/// Where in a submitted document a problem is (a refused tournament
/// document: the JSON path, and the round, table and player concerned).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    /// JSON path of the offending field, e.g. `rounds[1].pairings[0]`.
    pub field: String,
    /// The round concerned (its `number`).
    pub round: Option<u32>,
    /// The table concerned (its `table` number).
    pub table: Option<u32>,
    /// The player concerned (their `id` in the document).
    pub player: Option<String>,
}

/// The kinds of failure a use case can end in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The input cannot be read at all (a malformed cursor, text that is
    /// not JSON).
    Malformed,
    /// No caller identity, or one that is not known.
    Unauthenticated,
    /// A known caller without the right to do this.
    Forbidden,
    /// The thing does not exist (or the caller may not see it).
    NotFound,
    /// The request conflicts with the tournament's state.
    Conflict,
    /// Readable input that breaks a rule.
    Invalid,
    /// What was asked for existed but is gone for good (events pruned
    /// from the log).
    Gone,
    /// The database cannot be reached or is overloaded.
    Unavailable,
    /// A bug or an unexpected storage failure.
    Internal,
}

/// A failed use case.
#[derive(Debug, Clone, thiserror::Error)]
pub enum Error {
    /// [`Kind::Malformed`].
    #[error("{detail}")]
    Malformed { code: &'static str, detail: Detail },
    /// [`Kind::Unauthenticated`].
    #[error("{0}")]
    Unauthenticated(Detail),
    /// [`Kind::Forbidden`].
    #[error("{0}")]
    Forbidden(Detail),
    /// [`Kind::NotFound`].
    #[error("{detail}")]
    NotFound { code: &'static str, detail: Detail },
    /// [`Kind::Conflict`].
    #[error("{detail}")]
    Conflict { code: &'static str, detail: Detail },
    /// [`Kind::Invalid`].
    #[error("{detail}")]
    Invalid { code: &'static str, detail: Detail },
    /// [`Kind::Invalid`], located in a submitted document.
    #[error("{detail}")]
    InvalidAt {
        code: &'static str,
        detail: Detail,
        location: Box<Location>,
    },
    /// [`Kind::Gone`].
    #[error("{detail}")]
    Gone { code: &'static str, detail: Detail },
    /// [`Kind::Unavailable`]; the text is for the log only.
    #[error("{0}")]
    Unavailable(String),
    /// [`Kind::Unavailable`]: the database cannot store (disk full,
    /// read-only); the text is for the log only.
    #[error("{0}")]
    StorageUnavailable(String),
    /// [`Kind::Internal`]; the text is for the log only.
    #[error("{0}")]
    Internal(String),
}

impl Error {
    pub fn malformed(code: &'static str, detail: Detail) -> Error {
        Error::Malformed { code, detail }
    }

    pub fn not_found(code: &'static str, detail: Detail) -> Error {
        Error::NotFound { code, detail }
    }

    pub fn conflict(code: &'static str, detail: Detail) -> Error {
        Error::Conflict { code, detail }
    }

    pub fn invalid(code: &'static str, detail: Detail) -> Error {
        Error::Invalid { code, detail }
    }

    pub fn gone(code: &'static str, detail: Detail) -> Error {
        Error::Gone { code, detail }
    }

    /// The stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            Error::Malformed { code, .. }
            | Error::NotFound { code, .. }
            | Error::Conflict { code, .. }
            | Error::Invalid { code, .. }
            | Error::InvalidAt { code, .. }
            | Error::Gone { code, .. } => code,
            Error::Unauthenticated(_) => "unauthorized",
            Error::Forbidden(_) => "forbidden",
            Error::Unavailable(_) => "database_unavailable",
            Error::StorageUnavailable(_) => "storage_unavailable",
            Error::Internal(_) => "internal_error",
        }
    }

    /// The detail a client may see (internals are never shown).
    pub fn detail(&self) -> Detail {
        match self {
            Error::Malformed { detail, .. }
            | Error::NotFound { detail, .. }
            | Error::Conflict { detail, .. }
            | Error::Invalid { detail, .. }
            | Error::InvalidAt { detail, .. }
            | Error::Gone { detail, .. }
            | Error::Unauthenticated(detail)
            | Error::Forbidden(detail) => detail.clone(),
            Error::Unavailable(_) => crate::detail!("error-database-unavailable"),
            Error::StorageUnavailable(_) => crate::detail!("error-storage-unavailable"),
            Error::Internal(_) => crate::detail!("error-internal"),
        }
    }

    /// The kind of failure.
    pub fn kind(&self) -> Kind {
        match self {
            Error::Malformed { .. } => Kind::Malformed,
            Error::Unauthenticated(_) => Kind::Unauthenticated,
            Error::Forbidden(_) => Kind::Forbidden,
            Error::NotFound { .. } => Kind::NotFound,
            Error::Conflict { .. } => Kind::Conflict,
            Error::Invalid { .. } | Error::InvalidAt { .. } => Kind::Invalid,
            Error::Gone { .. } => Kind::Gone,
            Error::Unavailable(_) | Error::StorageUnavailable(_) => Kind::Unavailable,
            Error::Internal(_) => Kind::Internal,
        }
    }
}

/// Storage failures reach the use case as [`Kind::Unavailable`] or
/// [`Kind::Internal`] (classified by the store).
impl From<crate::store::StoreError> for Error {
    fn from(e: crate::store::StoreError) -> Error {
        match e {
            crate::store::StoreError::Unavailable(s) => Error::Unavailable(s),
            crate::store::StoreError::Storage(s) => Error::StorageUnavailable(s),
            crate::store::StoreError::UniqueViolation(s)
            | crate::store::StoreError::Internal(s) => Error::Internal(s),
        }
    }
}

impl From<serde_json::Error> for Error {
    fn from(e: serde_json::Error) -> Error {
        Error::Internal(format!("JSON encoding: {e}"))
    }
}

//! The domain error: a stable machine-readable code ([`Code`], which
//! fixes the kind of failure) and a localized detail. It knows nothing of
//! HTTP; the `http` floor maps each [`Kind`] to a status in one place
//! (`http::error::status`).

use super::error_code::Code;
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
    /// A refusal: its [`Code`], which fixes its [`Kind`], the detail, and
    /// where in a submitted document the problem is, when known.
    #[error("{detail}")]
    Refused {
        code: Code,
        detail: Detail,
        location: Option<Box<Location>>,
    },
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
    /// A refusal with `code` (whose kind it has) and `detail`.
    pub fn new(code: Code, detail: Detail) -> Error {
        Error::Refused {
            code,
            detail,
            location: None,
        }
    }

    /// A refusal located in a submitted document.
    pub fn at(code: Code, detail: Detail, location: Location) -> Error {
        Error::Refused {
            code,
            detail,
            location: Some(Box::new(location)),
        }
    }

    /// The stable machine-readable code.
    pub fn code(&self) -> Code {
        match self {
            Error::Refused { code, .. } => *code,
            Error::Unavailable(_) => Code::DatabaseUnavailable,
            Error::StorageUnavailable(_) => Code::StorageUnavailable,
            Error::Internal(_) => Code::InternalError,
        }
    }

    /// The detail a client may see (internals are never shown).
    pub fn detail(&self) -> Detail {
        match self {
            Error::Refused { detail, .. } => detail.clone(),
            Error::Unavailable(_) => crate::detail!("error-database-unavailable"),
            Error::StorageUnavailable(_) => crate::detail!("error-storage-unavailable"),
            Error::Internal(_) => crate::detail!("error-internal"),
        }
    }

    /// The kind of failure: its code's. A code of the web server's own
    /// (no kind; never raised by a use case) would be internal.
    pub fn kind(&self) -> Kind {
        self.code().kind().unwrap_or(Kind::Internal)
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

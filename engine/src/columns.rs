//! The state enums as TEXT columns (feature `diesel`): diesel's `ToSql`
//! and `FromSql` on any backend that stores text (SQLite and PostgreSQL
//! for the service). A column holds the enum's `as_str` name; a name the
//! enum does not know is a deserialization error, never a default.
//!
//! Here rather than as wrappers in the service's store: the orphan rule
//! allows the impls only in this crate or on a local newtype, and the rows
//! then hold the engine's own types (no unwrapping at every use). The
//! engine stays I/O-free: this is trait impls, no connection.

use diesel::backend::Backend;
use diesel::deserialize::{self, FromSql};
use diesel::serialize::{self, Output, ToSql};
use diesel::sql_types::Text;

use crate::access::Scope;
use crate::lifecycle::{RoundState, TournamentStatus};
use crate::model::RoundKind;
use crate::reports::{ActorKind, ReportStatus, Via};

/// `ToSql`/`FromSql<Text>` through the type's `as_str` and `parse`.
macro_rules! text_column {
    ($($t:ident),* $(,)?) => {$(
        impl<DB> ToSql<Text, DB> for $t
        where
            DB: Backend,
            str: ToSql<Text, DB>,
        {
            fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, DB>) -> serialize::Result {
                self.as_str().to_sql(out)
            }
        }

        impl<DB> FromSql<Text, DB> for $t
        where
            DB: Backend,
            String: FromSql<Text, DB>,
        {
            fn from_sql(bytes: DB::RawValue<'_>) -> deserialize::Result<Self> {
                let s = String::from_sql(bytes)?;
                $t::parse(&s)
                    .ok_or_else(|| format!("not a {}: {s:?}", stringify!($t)).into())
            }
        }
    )*};
}

text_column!(
    TournamentStatus,
    RoundState,
    RoundKind,
    ReportStatus,
    ActorKind,
    Via,
    Scope
);

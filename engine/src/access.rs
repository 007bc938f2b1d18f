//! What an organizer's API key may do: its scope. One type for the API
//! (`scope` of a key), the column (`api_keys.scope`) and the service's
//! caller, like [`crate::reports::ActorKind`] and [`crate::reports::Via`].
//!
//! The scopes are nested: `read` ⊂ `results` ⊂ `full`. What each use case
//! needs is said where the use case is (the service asks
//! [`Scope::allows`]); the table of operations is in the book (the
//! integration guide, "Keys and scopes").

use serde::{Deserialize, Serialize};

/// A key's scope: `read` (every read, the organizer-only ones included),
/// `results` (reads, entering and correcting results, the round clock: the
/// judge's tablet) or `full` (everything, the keys themselves included).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        as = KeyScope,
        description = "What a key may do: `read` (every read, the owner-only ones included),\n`results` (reads, entering and correcting results, the round clock) or\n`full` (everything, managing keys included). Nested: read ⊂ results ⊂ full."
    )
)]
#[cfg_attr(feature = "diesel", derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow), diesel(sql_type = diesel::sql_types::Text))]
pub enum Scope {
    Read,
    Results,
    #[default]
    Full,
}

impl Scope {
    /// Every scope, narrowest first.
    pub const ALL: [Scope; 3] = [Scope::Read, Scope::Results, Scope::Full];

    /// `read`, `results` or `full`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Scope::Read => "read",
            Scope::Results => "results",
            Scope::Full => "full",
        }
    }

    /// The scope named `s`, if any.
    pub fn parse(s: &str) -> Option<Scope> {
        Self::ALL.into_iter().find(|x| x.as_str() == s)
    }

    /// Whether a key of this scope may do what needs `need`.
    pub fn allows(self, need: Scope) -> bool {
        self >= need
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scopes_are_nested_and_named() {
        assert!(Scope::Full.allows(Scope::Results));
        assert!(Scope::Full.allows(Scope::Read));
        assert!(Scope::Results.allows(Scope::Read));
        assert!(Scope::Results.allows(Scope::Results));
        assert!(!Scope::Results.allows(Scope::Full));
        assert!(!Scope::Read.allows(Scope::Results));
        for s in Scope::ALL {
            assert_eq!(Scope::parse(s.as_str()), Some(s));
        }
        assert_eq!(Scope::parse("admin"), None);
    }
}

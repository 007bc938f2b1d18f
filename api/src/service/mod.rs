//! The service layer: every request's database work, in one transaction.
//!
//! Writes lock the tournament first ([`lock_tournament`]): the first
//! statement of the transaction bumps the tournament's `version`. On
//! PostgreSQL that takes the row lock, so concurrent writers to one
//! tournament queue behind each other; on SQLite the first write takes the
//! database write lock at once (no read happened before it in the
//! transaction, so the busy handler waits instead of failing). Either way
//! the rest of the transaction sees the latest committed state and no two
//! writers interleave: two requests can never both create round 3, nor lose
//! a result.
//!
//! A use case runs in [`transaction`], which hands it the transaction's
//! context ([`Tx`]): the connection, the transaction's one instant
//! ([`Tx::now`]) and the wake-ups due once it committed.
//!
//! Functions here are blocking; handlers call them through `web::block`.

pub mod audit;
pub mod caller;
pub mod clock;
pub mod codes;
pub mod console;
pub mod details;
pub mod document;
pub mod engine_bridge;
pub mod engine_errors;
pub mod error;
pub mod error_code;
pub mod events;
pub mod explain;
pub mod frontend;
pub mod lifecycle;
pub mod me;
pub mod organizers;
pub mod players;
pub mod reports;
pub mod round_cache;
pub mod rounds;
pub mod standings;
pub mod state;
pub mod topcut;
pub mod tournaments;
pub mod tx;
pub mod views;
pub mod webhooks;

use crate::detail;
use crate::service::caller::{Caller, Scope};
use crate::service::views::players::PlayerWarning;
use crate::store::models::TournamentRow;
use crate::store::{self, DbConnection, DbPool};

pub use crate::store::{lock_for_writing, timestamp};
pub use error::{Error, Kind, Location};
pub use error_code::Code;
pub use rounds::PAIRING_SECONDS;
pub use tx::{EVENTS_APPENDED, Tx, transaction};

/// Now, to the millisecond, by the clock: for work outside a transaction.
/// Inside one, the transaction's one instant is [`Tx::now`].
pub fn now() -> chrono::NaiveDateTime {
    store::now()
}

/// Runs `f` on a pooled connection, again on another one when the first
/// was dead ([`crate::store::with_conn`]): for reads.
pub fn with_conn<T>(
    pool: &DbPool,
    f: impl FnMut(&mut DbConnection) -> Result<T, Error>,
) -> Result<T, Error> {
    crate::store::with_conn(pool, f)
}

/// Locks tournament `tid` for the rest of the transaction (see the module
/// documentation) and returns it; 404 when it does not exist.
/// Must be the first statement of the transaction.
pub fn lock_tournament(conn: &mut DbConnection, tid: &str) -> Result<TournamentRow, Error> {
    store::tournaments::lock(conn, tid)?.ok_or_else(|| tournament_not_found(tid))
}

/// [`lock_owned`], and whether any webhook endpoint may receive events of
/// the tournament, in the same statement: a write that finds none skips the
/// look-up of endpoints for each event it would enqueue (the endpoints as
/// of the lock are the ones the events go to).
pub fn lock_owned_with_hooks(
    conn: &mut DbConnection,
    tid: &str,
    caller: &Caller,
    need: Scope,
) -> Result<(TournamentRow, bool), Error> {
    let (t, hooks) =
        store::tournaments::lock_with_hooks(conn, tid)?.ok_or_else(|| tournament_not_found(tid))?;
    require_owner(&t, caller)?;
    caller.require(need)?;
    lifecycle::require_open(&t)?;
    Ok((t, hooks))
}

/// Locks tournament `tid` for a write: checks that `caller` owns it (403
/// otherwise), that the caller's key may write it (`full`; 403
/// `insufficient_scope`) and that it is not finished (409
/// `tournament_finished`, RULES.md §6 "Finished is final": every write
/// takes this road). The writes a `results` key may make say so with
/// [`lock_owned_for`].
pub fn lock_owned(
    conn: &mut DbConnection,
    tid: &str,
    caller: &Caller,
) -> Result<TournamentRow, Error> {
    lock_owned_for(conn, tid, caller, Scope::Full)
}

/// [`lock_owned`] for a write that needs scope `need`: `results` for
/// entering and correcting results and for the round clock (the judge's
/// tablet), `full` for the rest.
pub fn lock_owned_for(
    conn: &mut DbConnection,
    tid: &str,
    caller: &Caller,
    need: Scope,
) -> Result<TournamentRow, Error> {
    let t = lock_tournament(conn, tid)?;
    require_owner(&t, caller)?;
    caller.require(need)?;
    lifecycle::require_open(&t)?;
    Ok(t)
}

/// 403 unless `caller` owns `t`.
pub fn require_owner(t: &TournamentRow, caller: &Caller) -> Result<(), Error> {
    if t.organizer_id == caller.id {
        Ok(())
    } else {
        Err(Error::new(
            Code::Forbidden,
            detail!("error-forbidden-tournament", id = &t.id),
        ))
    }
}

/// Whether `caller` owns `t`.
pub fn is_owner(t: &TournamentRow, caller: Option<&Caller>) -> bool {
    caller.is_some_and(|c| c.id == t.organizer_id)
}

/// Reads tournament `tid` without locking; 404 when it does not exist.
pub fn find_tournament(conn: &mut DbConnection, tid: &str) -> Result<TournamentRow, Error> {
    store::tournaments::find(conn, tid)?.ok_or_else(|| tournament_not_found(tid))
}

pub(crate) fn tournament_not_found(tid: &str) -> Error {
    Error::new(
        Code::TournamentNotFound,
        detail!("error-tournament-not-found", id = tid),
    )
}

/// Whether `c` shows nothing by itself: white space, a control character,
/// a format character (general category Cf, e.g. U+200B, U+FEFF, U+2060),
/// a combining mark (category M: visible only on a base character) or a
/// default-ignorable code point (e.g. U+3164 HANGUL FILLER).
fn invisible(c: char) -> bool {
    use icu_properties::props::{DefaultIgnorableCodePoint, GeneralCategory, GeneralCategoryGroup};
    use icu_properties::{CodePointMapData, CodePointSetData};
    let category = CodePointMapData::<GeneralCategory>::new().get(c);
    c.is_whitespace()
        || c.is_control()
        || category == GeneralCategory::Format
        || GeneralCategoryGroup::Mark.contains(category)
        || CodePointSetData::new::<DefaultIgnorableCodePoint>().contains(c)
}

/// Whether `c` is a format character (general category Cf: zero-width
/// space, byte-order mark, word joiner, bidirectional marks, …).
fn format_character(c: char) -> bool {
    use icu_properties::CodePointMapData;
    use icu_properties::props::GeneralCategory;
    CodePointMapData::<GeneralCategory>::new().get(c) == GeneralCategory::Format
}

/// Whether `c` is a bidirectional embedding, override or isolate (U+202A–
/// U+202E, U+2066–U+2069): in a name it would reorder the text around the
/// name wherever it is shown.
pub fn bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// A display name (organizer, tournament, player): white space and format
/// characters (category Cf, e.g. a byte-order mark) trimmed from both
/// ends, then 1–200
/// characters, no control characters, and at least one visible character:
/// a name of only white space, format characters, control characters or
/// combining marks without a base character is `422 invalid_name`. A
/// bidirectional embedding, override or isolate anywhere in it is
/// `422 invalid_name` too, telling which character (U+…) at which position
/// (from 1, in the name as given).
pub fn valid_name(what: &str, name: &str) -> Result<String, Error> {
    if name.trim().is_empty() {
        return Err(Error::new(
            Code::InvalidName,
            detail!("error-name-empty", what = what),
        ));
    }
    if let Some((i, c)) = name.chars().enumerate().find(|(_, c)| bidi_control(*c)) {
        return Err(Error::new(
            Code::InvalidName,
            detail!(
                "error-name-bidi",
                what = what,
                position = i + 1,
                character = format!("U+{:04X}", u32::from(c))
            ),
        ));
    }
    let name = name.trim_matches(|c: char| c.is_whitespace() || format_character(c));
    if name.chars().count() > 200 {
        return Err(Error::new(
            Code::InvalidName,
            detail!("error-name-too-long", what = what),
        ));
    }
    if name.chars().any(char::is_control) {
        return Err(Error::new(
            Code::InvalidName,
            detail!("error-name-control", what = what),
        ));
    }
    if name.is_empty() || name.chars().all(invisible) {
        return Err(Error::new(
            Code::InvalidName,
            detail!("error-name-invisible", what = what),
        ));
    }
    Ok(name.to_owned())
}

/// The key under which two player names are the same: Unicode lowercase,
/// format characters left out, so `Same`, `same` and `Sa\u{200B}me` share
/// a key (while `José` and `Jose` do not).
pub fn name_key(name: &str) -> String {
    name.chars()
        .filter(|&c| !format_character(c))
        .flat_map(char::to_lowercase)
        .collect()
}

/// `duplicate_name` warnings for players being registered (`added`, in
/// registration order, as `(id, name)`) whose name is, case-insensitively,
/// the name of a player registered before them: one of `existing` (the
/// tournament's players before this request) or an earlier one of `added`.
/// Such players are registered all the same; the printed sheets tell them
/// apart ([`crate::http::print::display_names`]).
pub fn duplicate_name_warnings<'a>(
    existing: impl IntoIterator<Item = &'a str>,
    added: &[(&str, &str)],
    lang: crate::i18n::Lang,
) -> Vec<PlayerWarning> {
    let mut seen: std::collections::BTreeMap<String, String> = existing
        .into_iter()
        .map(|n| (name_key(n), n.to_owned()))
        .collect();
    let mut warnings = Vec::new();
    for &(id, name) in added {
        let key = name_key(name);
        if let Some(other) = seen.get(&key) {
            warnings.push(PlayerWarning {
                code: "duplicate_name".to_owned(),
                player: id.to_owned(),
                message: detail!(
                    "warning-duplicate-name",
                    name = name,
                    other = other.as_str()
                )
                .render(lang),
            });
        } else {
            seen.insert(key, name.to_owned());
        }
    }
    warnings
}

/// `?limit=&cursor=`: the limit clamped to `1..=max` (default `default`)
/// and the cursor decoded (it is the last item's position, as text).
pub fn page_params(
    limit: Option<u32>,
    cursor: Option<&str>,
    default: u32,
    max: u32,
) -> Result<(i64, i64), Error> {
    let limit = match limit {
        None => default,
        Some(0) => {
            return Err(Error::new(
                Code::InvalidQuery,
                detail!("error-limit-too-small"),
            ));
        }
        Some(l) => l.min(max),
    };
    // Exactly what the OpenAPI pattern of `cursor` allows: 1–18 digits.
    let well_formed =
        |c: &str| (1..=18).contains(&c.len()) && c.bytes().all(|b| b.is_ascii_digit());
    let after = match cursor {
        None => i64::MIN,
        Some(c) => c
            .parse::<i64>()
            .ok()
            .filter(|_| well_formed(c))
            .ok_or_else(|| {
                Error::new(
                    Code::InvalidCursor,
                    detail!("error-unknown-cursor", cursor = format!("{c:?}")),
                )
            })?,
    };
    Ok((i64::from(limit), after))
}

/// A new opaque id.
pub fn new_id() -> String {
    uuid::Uuid::new_v4().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn names_need_something_visible() {
        for bad in [
            "",
            "   ",
            "\u{200b}",
            "\u{feff}",
            "\u{2060}",
            "\u{00ad}",
            "\u{200b} \u{feff}",
            "\u{0301}\u{0301}",
            "\u{3164}",
            "a\u{0007}b",
        ] {
            let e = valid_name("player", bad).expect_err(bad);
            assert_eq!(e.code(), Code::InvalidName, "{bad:?}");
        }
        for (good, kept) in [
            (" Ann ", "Ann"),
            ("\u{feff}Ann\u{200b}", "Ann"),
            ("e\u{0301}", "e\u{0301}"),
            ("\u{0301}x", "\u{0301}x"),
            ("Zoë", "Zoë"),
            ("李小龍", "李小龍"),
            ("👍", "👍"),
        ] {
            assert_eq!(valid_name("player", good).unwrap(), kept, "{good:?}");
        }
        let long = "x".repeat(201);
        assert_eq!(
            valid_name("player", &long).unwrap_err().code(),
            Code::InvalidName
        );
    }

    #[test]
    fn bidirectional_controls_are_refused_where_they_stand() {
        for c in ('\u{202A}'..='\u{202E}').chain('\u{2066}'..='\u{2069}') {
            for (name, position) in [
                (format!("{c}Ann"), 1),
                (format!("Zoë{c}x"), 4),
                (format!("Ann{c}"), 4),
            ] {
                let e = valid_name("player", &name).expect_err(&name);
                assert_eq!(e.code(), Code::InvalidName);
                let Error::Refused { detail, .. } = e else {
                    panic!("{name:?}: not invalid");
                };
                let text = detail.render(crate::i18n::Lang::EN);
                assert!(text.contains(&format!("position {position}")), "{text}");
                assert!(text.contains(&format!("U+{:04X}", u32::from(c))), "{text}");
            }
        }
        // Right-to-left names themselves, and the marks U+200E/U+200F, stay.
        assert_eq!(valid_name("player", "דוד").unwrap(), "דוד");
        assert_eq!(valid_name("player", "a\u{200f}b").unwrap(), "a\u{200f}b");
    }

    #[test]
    fn duplicates_are_found_ignoring_case_and_format_characters() {
        assert_eq!(name_key("Sa\u{200b}ME"), name_key("same"));
        assert_ne!(name_key("José"), name_key("Jose"));
        let w = duplicate_name_warnings(
            ["Ann", "Ben"],
            &[("1", "ann"), ("2", "Cat"), ("3", "CAT"), ("4", "Dan")],
            Lang::EN,
        );
        let got: Vec<(&str, &str)> = w
            .iter()
            .map(|w| (w.code.as_str(), w.player.as_str()))
            .collect();
        assert_eq!(got, [("duplicate_name", "1"), ("duplicate_name", "3")]);
        assert!(
            w[0].message.contains("ann") && w[0].message.contains("Ann"),
            "{}",
            w[0].message
        );
        assert!(duplicate_name_warnings([], &[("1", "Ann")], Lang::EN).is_empty());
    }
}

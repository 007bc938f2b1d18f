//! The organizer's console: its sessions (the book: the organizer guide,
//! "The console"). A browser signs in with the organizer's API key once (or
//! by creating a store); from then on it holds a session token in a cookie,
//! never the key. Only the token's SHA-256 is stored, like the keys'. A
//! session ends when its browser signs out, when it has not been used for
//! [`IDLE`], or when its organizer signs out everywhere.

use chrono::{Duration, NaiveDateTime};

use crate::detail;
use crate::service::caller::{Caller, Credential, Via, hash_key};
use crate::service::error::Error;
use crate::service::error_code::Code;
use crate::service::views::players::{NewOrganizer, Tournament, TournamentStatus};
use crate::service::views::rounds::MatchResult;
use crate::store::{self, DbPool};

use super::{now, transaction, with_conn};

/// How long a session lasts without being used.
pub const IDLE: Duration = Duration::hours(8);

/// A session is noted as used at most this often (a write per page view
/// would be a write per click).
const TOUCH_EVERY: Duration = Duration::minutes(1);

/// Prefix of a session token, so a leaked one is recognisable (and never
/// taken for an API key, whose prefix is `pf_`).
const TOKEN_PREFIX: &str = "pfs_";

/// A signed-in browser: the token for its cookie (shown to nobody else)
/// and who it is.
#[derive(Debug, Clone)]
pub struct Session {
    pub token: String,
    pub caller: Caller,
}

fn new_token() -> Result<String, Error> {
    let key = crate::service::caller::generate_key()?;
    let random = key
        .strip_prefix(crate::service::caller::KEY_PREFIX)
        .unwrap_or(&key);
    Ok(format!("{TOKEN_PREFIX}{random}"))
}

fn start(pool: &DbPool, mut caller: Caller) -> Result<Session, Error> {
    let token = new_token()?;
    let hash = hash_key(&token);
    caller.credential = Some(Credential::Session(hash.clone()));
    let key_id = caller
        .key_id
        .clone()
        .ok_or_else(|| Error::Internal("a console session without its key".into()))?;
    transaction(pool, |conn| {
        let at = conn.now();
        // Sessions left idle by anyone are cleared on the way.
        store::console_sessions::delete_idle(conn, at - IDLE)?;
        store::console_sessions::insert(conn, &hash, &caller.id, &key_id, at)?;
        Ok(())
    })?;
    Ok(Session { token, caller })
}

/// Signs in with an API key: a new session of the key's organizer, with
/// the key's scope (the session ends when the key is revoked). An unknown
/// key is `Unauthenticated` and stores nothing.
pub fn sign_in(pool: &DbPool, key: &str) -> Result<Session, Error> {
    let caller = crate::service::caller::authenticate(pool, key, Via::Console)?
        .ok_or_else(|| Error::new(Code::Unauthorized, detail!("console-key-unknown")))?;
    start(pool, caller)
}

/// Creates a store (an organizer, as `POST /organizers` does) and signs
/// its browser in. The store's API key is not shown: the console does not
/// need it, and a new one can be issued later for store software.
pub fn sign_up(pool: &DbPool, name: &str) -> Result<Session, Error> {
    let created = crate::service::organizers::create(
        pool,
        NewOrganizer {
            name: name.to_owned(),
        },
    )?;
    let key = Credential::Key(hash_key(&created.organizer.api_key));
    start(
        pool,
        Caller::organizer(
            created.organizer.id,
            created.organizer.name,
            crate::service::caller::Scope::Full,
            created.key_id,
            Via::Console,
            key,
        ),
    )
}

/// The organizer of a session token; `None` for an unknown, ended or idle
/// one (an idle one is ended here).
pub fn resolve(pool: &DbPool, token: &str) -> Result<Option<Caller>, Error> {
    if !token.starts_with(TOKEN_PREFIX) {
        return Ok(None);
    }
    let hash = hash_key(token);
    let found = with_conn(pool, |conn| Ok(store::console_sessions::find(conn, &hash)?))?;
    let Some((row, key, last_seen)) = found else {
        return Ok(None);
    };
    let at = now();
    if is_idle(last_seen, at) {
        transaction(pool, |conn| {
            Ok(store::console_sessions::delete(conn, &hash)?)
        })?;
        return Ok(None);
    }
    if at - last_seen >= TOUCH_EVERY {
        transaction(pool, |conn| {
            Ok(store::console_sessions::touch(conn, &hash, at)?)
        })?;
    }
    Ok(Some(Caller::organizer(
        row.id,
        row.name,
        key.scope,
        key.id,
        Via::Console,
        Credential::Session(hash),
    )))
}

/// Whether the session whose token hashes to `hash` is still on: not
/// signed out (here or everywhere), its key not revoked, not idle. Unlike
/// [`resolve`], asking does not count as using the session.
pub fn session_holds(pool: &DbPool, hash: &str) -> Result<bool, Error> {
    let found = with_conn(pool, |conn| Ok(store::console_sessions::find(conn, hash)?))?;
    Ok(found.is_some_and(|(_, _, last_seen)| !is_idle(last_seen, now())))
}

/// Whether a session last used at `last_seen` has ended by `at`.
fn is_idle(last_seen: NaiveDateTime, at: NaiveDateTime) -> bool {
    at - last_seen > IDLE
}

/// Ends the session of `token` (nothing when there is none).
pub fn sign_out(pool: &DbPool, token: &str) -> Result<(), Error> {
    let hash = hash_key(token);
    transaction(pool, |conn| {
        store::console_sessions::delete(conn, &hash)?;
        Ok(())
    })
}

/// Ends every session of the caller's organizer, on every browser; how
/// many there were.
pub fn sign_out_everywhere(pool: &DbPool, caller: &Caller) -> Result<usize, Error> {
    transaction(pool, |conn| {
        Ok(store::console_sessions::delete_all_of(conn, &caller.id)?)
    })
}

/// Tournament `tid` when it is `caller`'s; `None` when it does not exist
/// or is another organizer's (the console answers both as not found).
pub fn own_tournament(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
) -> Result<Option<Tournament>, Error> {
    match crate::service::tournaments::get(pool, tid) {
        Ok(t) if t.organizer_id == caller.id => Ok(Some(t)),
        Ok(_) => Ok(None),
        Err(e) if e.kind() == crate::service::Kind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// The caller's tournaments, newest first, optionally of one status: a
/// page of at most `limit` and the cursor of the next (the `seq` to read
/// below).
pub fn my_tournaments(
    pool: &DbPool,
    caller: &Caller,
    status: Option<TournamentStatus>,
    before: Option<i64>,
    limit: i64,
) -> Result<(Vec<Tournament>, Option<i64>), Error> {
    transaction(pool, |conn| {
        let mut items = Vec::new();
        let mut cursor = before.unwrap_or(i64::MAX);
        // Filtering by status happens on the API shape (the status is
        // derived from the rounds), so pages are read until one is full.
        loop {
            let rows = store::tournaments::page_of_organizer(conn, &caller.id, cursor, limit)?;
            let last = rows.len() < limit as usize;
            for row in &rows {
                cursor = row.seq;
                let t = crate::service::tournaments::to_api(conn, row)?;
                if status.is_none_or(|s| t.status == s) {
                    items.push(t);
                    if items.len() as i64 == limit {
                        // Full: the next page starts below this one (it
                        // may turn out empty).
                        return Ok((items, Some(cursor)));
                    }
                }
            }
            if last {
                return Ok((items, None));
            }
        }
    })
}

/// A result as typed at the console's keyboard, from `player_a`'s side:
/// wins, losses and optionally draws separated by `-` (or `–`, `:`, `/`, a
/// space): `2-1`, `1-2`, `2-0-1`, `0-0-3`; `dl` is the double loss
/// (RULES.md §1). `None` when it is none of these; whether the numbers
/// make a legal result is the use case's to say (`invalid_result`).
pub fn typed_result(text: &str) -> Option<MatchResult> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("dl") {
        return Some(MatchResult::DOUBLE_LOSS);
    }
    let numbers = text
        .split(['-', '\u{2013}', ':', '/', ' '])
        .filter(|p| !p.is_empty())
        .map(|p| p.parse::<u32>().ok())
        .collect::<Option<Vec<u32>>>()?;
    let (wins, losses, draws) = match numbers[..] {
        [wins, losses] => (wins, losses, 0),
        [wins, losses, draws] => (wins, losses, draws),
        _ => return None,
    };
    // A sign is no separator: `-1-2` is not `1-2`.
    if text.starts_with(['-', '\u{2013}']) {
        return None;
    }
    Some(MatchResult {
        wins,
        losses,
        draws,
        double_loss: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(wins: u32, losses: u32, draws: u32) -> MatchResult {
        MatchResult {
            wins,
            losses,
            draws,
            double_loss: false,
        }
    }

    #[test]
    fn results_as_typed() {
        assert_eq!(typed_result("2-1"), Some(r(2, 1, 0)));
        assert_eq!(typed_result(" 1-2 "), Some(r(1, 2, 0)));
        assert_eq!(typed_result("2-0-1"), Some(r(2, 0, 1)));
        assert_eq!(typed_result("0-0-3"), Some(r(0, 0, 3)));
        assert_eq!(typed_result("2:1"), Some(r(2, 1, 0)));
        assert_eq!(typed_result("2\u{2013}1"), Some(r(2, 1, 0)));
        assert_eq!(typed_result("2 1"), Some(r(2, 1, 0)));
        assert_eq!(typed_result("DL"), Some(MatchResult::DOUBLE_LOSS));
        assert_eq!(typed_result("dl"), Some(MatchResult::DOUBLE_LOSS));
        for bad in ["", "2", "2-1-0-0", "a-b", "-1-2", "2-x", "win", "d l"] {
            assert_eq!(typed_result(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_session_is_idle_after_its_time() {
        let t0 = chrono::DateTime::from_timestamp(1_700_000_000, 0)
            .expect("instant")
            .naive_utc();
        assert!(!is_idle(t0, t0 + IDLE));
        assert!(is_idle(t0, t0 + IDLE + Duration::milliseconds(1)));
    }

    #[test]
    fn tokens_are_not_keys() {
        let t = new_token().expect("token");
        assert!(t.starts_with(TOKEN_PREFIX));
        assert!(!t.starts_with(crate::service::caller::KEY_PREFIX));
        assert_eq!(t.len(), TOKEN_PREFIX.len() + 64);
        assert_ne!(t, new_token().expect("token"));
    }
}

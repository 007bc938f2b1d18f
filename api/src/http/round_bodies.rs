//! A process-local cache of serialized rounds (`GET …/rounds/{n}` and
//! `GET …/rounds/current` as JSON), keyed by tournament id, tournament
//! `version`, audience (owner or not), the round asked for and the second
//! of the request.
//!
//! The second: a round's clock (RULES.md §13) is told as of the answer
//! (`remaining_s` at `server_time`), so a body is reused only within the
//! second it was made in: still one render per second however many
//! clients ask, and a countdown never starts from a stale pair.
//!
//! Why: when a round is published, every phone in the room asks for it
//! at once (issue #14: 2,000 clients within a second). Each request still
//! reads the tournament's version (one indexed row, for its `ETag`), but
//! the round's tables and names are read and serialized once per version:
//! concurrent misses of one key wait for the first one's body (moka's
//! `optionally_get_with` runs one initializer per key), so a burst after a
//! publish costs one render, not 2,000.
//!
//! Correctness is the standings cache's argument (`standings_cache.rs`):
//! every write bumps the version in its own transaction, the body is built
//! in a transaction that starts after the version was read, so a body under
//! version `v` is never older than `v`; any replica may write, no
//! invalidation is needed. Keys of older versions are never asked for again
//! and leave by least-recently-used eviction within the byte budget.

use std::fmt;

use actix_web::web::Bytes;
use moka::policy::EvictionPolicy;
use moka::sync::Cache;

use crate::http::error::ApiError;

/// Which round: a number, or the current one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Which {
    Number(u32),
    Current,
}

type Key = (String, i64, bool, Which, i64);

/// Serialized rounds by (tournament, version, owner, which, second): the
/// round's number and its JSON.
pub struct RoundBodies {
    entries: Cache<Key, (u32, Bytes)>,
}

impl fmt::Debug for RoundBodies {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RoundBodies")
            .field("entries", &self.entries.entry_count())
            .finish()
    }
}

/// The byte budget of the cache: a 2,000-player round is about 200 KB.
pub const ROUND_BODIES_BYTES: u64 = 64 * 1024 * 1024;

impl RoundBodies {
    /// A cache holding at most `budget` bytes of bodies.
    pub fn new(budget: u64) -> RoundBodies {
        RoundBodies {
            entries: Cache::builder()
                .max_capacity(budget)
                .weigher(|_, (_, body): &(u32, Bytes)| {
                    u32::try_from(body.len()).unwrap_or(u32::MAX)
                })
                .eviction_policy(EvictionPolicy::lru())
                .build(),
        }
    }

    /// The body stored for the key, or `render`'s (stored when it
    /// succeeds; one `render` per key at a time, the other callers of that
    /// key wait for it). Blocks: call on a blocking thread.
    pub fn get_or_render(
        &self,
        tid: &str,
        version: i64,
        owner: bool,
        which: Which,
        second: i64,
        render: impl Fn() -> Result<(u32, Bytes), ApiError>,
    ) -> Result<(u32, Bytes), ApiError> {
        let key = (tid.to_owned(), version, owner, which, second);
        let mut failed = None;
        let found = self.entries.optionally_get_with(key, || match render() {
            Ok(body) => Some(body),
            Err(e) => {
                failed = Some(e);
                None
            }
        });
        match (found, failed) {
            (Some(body), _) => Ok(body),
            (None, Some(e)) => Err(e),
            // Another caller's render failed while this one waited: an
            // error is cheap to make again (404s), and not cached.
            (None, None) => render(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::Code;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn renders_once_per_key_and_never_caches_errors() {
        let c = RoundBodies::new(1 << 20);
        let calls = AtomicUsize::new(0);
        let render = || {
            calls.fetch_add(1, Ordering::SeqCst);
            Ok((3, Bytes::from_static(b"{}")))
        };
        for _ in 0..3 {
            let (n, body) = c
                .get_or_render("t", 7, false, Which::Current, 0, render)
                .unwrap();
            assert_eq!((n, &body[..]), (3, &b"{}"[..]));
        }
        assert_eq!(calls.load(Ordering::SeqCst), 1);
        // Another version, audience or round is another key.
        c.get_or_render("t", 8, false, Which::Current, 0, render)
            .unwrap();
        c.get_or_render("t", 8, true, Which::Current, 0, render)
            .unwrap();
        c.get_or_render("t", 8, true, Which::Number(3), 0, render)
            .unwrap();
        assert_eq!(calls.load(Ordering::SeqCst), 4);
        // The next second is another key too (the clock's pair is as of
        // the answer).
        c.get_or_render("t", 8, true, Which::Number(3), 1, render)
            .unwrap();
        assert_eq!(calls.load(Ordering::SeqCst), 5);
        let failing = || {
            Err(ApiError::new(
                Code::NoRound,
                crate::detail!("error-no-round"),
            ))
        };
        assert!(
            c.get_or_render("u", 1, false, Which::Current, 0, failing)
                .is_err()
        );
        assert!(
            c.get_or_render("u", 1, false, Which::Current, 0, render)
                .is_ok()
        );
    }
}

//! A process-local cache of rendered standings (JSON, CSV and the printable
//! page), keyed by tournament id, tournament `version` and the variant
//! asked for (query and format).
//!
//! Every write to a tournament bumps its `version` in the write's own
//! transaction (`service::lock_tournament`), and the standings are a
//! deterministic function of the tournament's rows. A body is stored under
//! the version read at the start of the transaction that built it; the
//! rows it read afterwards are at least that new (a transaction's later
//! statements never see an older commit). So a body found under the
//! version a request has just read from the database is never older than
//! that version: the cache is correct with any number of API replicas in
//! front of one database, and needs no invalidation message. Older
//! versions of a tournament are dropped when a newer one is stored; the
//! least recently used bodies go when the byte budget
//! (`PLANESFORGE_STANDINGS_CACHE_MB`) is exceeded.

use std::collections::HashMap;
use std::sync::Mutex;

use actix_web::web::Bytes;

/// One cached representation.
#[derive(Debug)]
struct Entry {
    version: i64,
    body: Bytes,
    last_used: u64,
}

#[derive(Debug, Default)]
struct Inner {
    /// (tournament id, variant) → the newest stored body.
    entries: HashMap<(String, String), Entry>,
    bytes: usize,
    clock: u64,
}

/// Rendered standings by (tournament, version, variant).
#[derive(Debug)]
pub struct StandingsCache {
    budget: usize,
    inner: Mutex<Inner>,
}

impl StandingsCache {
    /// A cache holding at most `budget` bytes of bodies (0: disabled).
    pub fn new(budget: usize) -> StandingsCache {
        StandingsCache {
            budget,
            inner: Mutex::new(Inner::default()),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        // A panic while holding the lock cannot leave the map inconsistent
        // in a way that matters (worst case: a wrong byte count).
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The body of `variant` for tournament `tid` at `version`, if stored.
    pub fn get(&self, tid: &str, version: i64, variant: &str) -> Option<Bytes> {
        if self.budget == 0 {
            return None;
        }
        let mut inner = self.lock();
        inner.clock += 1;
        let now = inner.clock;
        let entry = inner
            .entries
            .get_mut(&(tid.to_owned(), variant.to_owned()))?;
        if entry.version != version {
            return None;
        }
        entry.last_used = now;
        Some(entry.body.clone())
    }

    /// Stores `body` as `variant` of `tid` at `version` (built in a
    /// transaction that read that version first), unless a newer version
    /// is already stored.
    pub fn put(&self, tid: &str, version: i64, variant: &str, body: Bytes) {
        if body.len() > self.budget {
            return;
        }
        let mut inner = self.lock();
        inner.clock += 1;
        let now = inner.clock;
        let key = (tid.to_owned(), variant.to_owned());
        if let Some(old) = inner.entries.get(&key) {
            if old.version > version {
                return;
            }
            let len = old.body.len();
            inner.bytes -= len;
        }
        inner.bytes += body.len();
        inner.entries.insert(
            key,
            Entry {
                version,
                body,
                last_used: now,
            },
        );
        while inner.bytes > self.budget {
            let Some(oldest) = inner
                .entries
                .iter()
                .min_by_key(|(_, e)| e.last_used)
                .map(|(k, _)| k.clone())
            else {
                break;
            };
            if let Some(e) = inner.entries.remove(&oldest) {
                inner.bytes -= e.body.len();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(s: &str) -> Bytes {
        Bytes::from(s.to_owned())
    }

    #[test]
    fn hits_only_the_same_version_and_variant() {
        let c = StandingsCache::new(1000);
        c.put("t", 3, "json", body("v3"));
        assert_eq!(c.get("t", 3, "json"), Some(body("v3")));
        assert_eq!(c.get("t", 4, "json"), None);
        assert_eq!(c.get("t", 3, "csv"), None);
        assert_eq!(c.get("u", 3, "json"), None);
        // A newer version replaces the older one; an older one never
        // replaces a newer one.
        c.put("t", 4, "json", body("v4"));
        assert_eq!(c.get("t", 3, "json"), None);
        c.put("t", 3, "json", body("v3"));
        assert_eq!(c.get("t", 4, "json"), Some(body("v4")));
        assert_eq!(c.get("t", 3, "json"), None);
    }

    #[test]
    fn evicts_least_recently_used_within_the_budget() {
        let c = StandingsCache::new(10);
        c.put("a", 1, "json", body("aaaa"));
        c.put("b", 1, "json", body("bbbb"));
        assert!(c.get("a", 1, "json").is_some()); // b is now the oldest
        c.put("c", 1, "json", body("cccc"));
        assert!(c.get("b", 1, "json").is_none());
        assert!(c.get("a", 1, "json").is_some());
        assert!(c.get("c", 1, "json").is_some());
        // Larger than the whole budget: not stored.
        c.put("d", 1, "json", body("dddddddddddd"));
        assert!(c.get("d", 1, "json").is_none());
        assert_eq!(c.lock().bytes, 8);
    }

    #[test]
    fn disabled_with_a_zero_budget() {
        let c = StandingsCache::new(0);
        c.put("t", 1, "json", body(""));
        assert_eq!(c.get("t", 1, "json"), None);
    }
}

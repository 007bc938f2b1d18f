//! A process-local cache of rendered standings (JSON and CSV; the printable
//! page carries the time it is printed, so it is built for each request),
//! keyed by tournament id, tournament `version` and the variant asked for
//! (query and format).
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
//!
//! The store is a `moka` cache bounded by weight (each entry weighs its
//! body's length in bytes) with least-recently-used eviction, so that the
//! bytes budget means what it says and the most recently read standings
//! stay; the version check on `put` runs under moka's per-key lock.

use std::fmt;

use actix_web::web::Bytes;
use moka::ops::compute::Op;
use moka::policy::EvictionPolicy;
use moka::sync::Cache;

/// Rendered standings by (tournament, version, variant).
pub struct StandingsCache {
    budget: usize,
    /// (tournament id, variant) → (version, the newest stored body).
    entries: Cache<(String, String), (i64, Bytes)>,
}

impl fmt::Debug for StandingsCache {
    // moka's own `Debug` lists every entry; a count is enough here.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("StandingsCache")
            .field("budget", &self.budget)
            .field("entries", &self.entries.entry_count())
            .finish()
    }
}

impl StandingsCache {
    /// A cache holding at most `budget` bytes of bodies (0: disabled).
    pub fn new(budget: usize) -> StandingsCache {
        StandingsCache {
            budget,
            entries: Cache::builder()
                .max_capacity(budget as u64)
                .weigher(|_, (_, body): &(i64, Bytes)| {
                    u32::try_from(body.len()).unwrap_or(u32::MAX)
                })
                .eviction_policy(EvictionPolicy::lru())
                .build(),
        }
    }

    /// The body of `variant` for tournament `tid` at `version`, if stored.
    pub fn get(&self, tid: &str, version: i64, variant: &str) -> Option<Bytes> {
        if self.budget == 0 {
            return None;
        }
        let (stored, body) = self.entries.get(&(tid.to_owned(), variant.to_owned()))?;
        (stored == version).then_some(body)
    }

    /// Stores `body` as `variant` of `tid` at `version` (built in a
    /// transaction that read that version first), unless a newer version
    /// is already stored.
    pub fn put(&self, tid: &str, version: i64, variant: &str, body: Bytes) {
        // A body larger than the whole budget would only push everything
        // else out before being evicted itself.
        if body.len() > self.budget {
            return;
        }
        self.entries
            .entry((tid.to_owned(), variant.to_owned()))
            .and_compute_with(|old| match old {
                Some(old) if old.value().0 > version => Op::Nop,
                _ => Op::Put((version, body)),
            });
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
        // moka applies reads, writes and evictions in batches; running
        // them after each step makes the order observable.
        let sync = || c.entries.run_pending_tasks();
        c.put("a", 1, "json", body("aaaa"));
        sync();
        c.put("b", 1, "json", body("bbbb"));
        sync();
        assert!(c.get("a", 1, "json").is_some()); // b is now the oldest
        sync();
        c.put("c", 1, "json", body("cccc"));
        sync();
        assert!(c.get("b", 1, "json").is_none());
        assert!(c.get("a", 1, "json").is_some());
        assert!(c.get("c", 1, "json").is_some());
        // Larger than the whole budget: not stored.
        c.put("d", 1, "json", body("dddddddddddd"));
        sync();
        assert!(c.get("d", 1, "json").is_none());
        assert_eq!(c.entries.weighted_size(), 8);
    }

    #[test]
    fn disabled_with_a_zero_budget() {
        let c = StandingsCache::new(0);
        c.put("t", 1, "json", body(""));
        assert_eq!(c.get("t", 1, "json"), None);
    }
}

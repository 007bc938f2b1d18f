//! A process-local cache of the round last written by a result write, so
//! that the next result write to the same round need not read the round
//! and its tables from the database again (issue #7).
//!
//! Every write to a tournament bumps its `version` in the write's own
//! transaction, under the tournament's row lock. An entry is stored under
//! the version `v` a result write set, and only after that write
//! committed: it is then exactly the round as stored at version `v`. A
//! later write that locks the tournament and gets version `v + 1` knows
//! that the last committed version is `v`, so an entry at `v` is the
//! database state before its own transaction, whichever process made the
//! writes in between (any other write, by any replica, bumps the version
//! and so makes the entry useless). An entry is taken out when it is used
//! (a failed transaction therefore leaves nothing behind), and at most
//! `capacity` tournaments are kept (least recently used go first).
//!
//! The store is a `moka` cache; `take` and `put` decide under moka's
//! per-key lock (`and_compute_with`), so two writers of one tournament
//! never both take the same entry.

use std::fmt;
use std::sync::{Arc, Mutex};

use moka::ops::compute::{CompResult, Op};
use moka::policy::EvictionPolicy;
use moka::sync::Cache;

/// One stored round. moka hands out clones of its values, so the value
/// sits in a slot that the one successful `take` empties: it is moved
/// out, never cloned.
struct Entry<T> {
    round: u32,
    version: i64,
    value: Mutex<Option<T>>,
}

/// The last written round of at most `capacity` tournaments, by
/// (tournament id, round number, version).
pub struct RoundCache<T> {
    capacity: usize,
    /// Tournament id → the round last stored for it.
    entries: Cache<String, Arc<Entry<T>>>,
}

impl<T> fmt::Debug for RoundCache<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RoundCache")
            .field("capacity", &self.capacity)
            .field("entries", &self.entries.entry_count())
            .finish()
    }
}

/// How many tournaments the server keeps a round of.
pub const ROUND_CACHE_CAPACITY: usize = 256;

impl<T: Send + 'static> RoundCache<T> {
    /// A cache of at most `capacity` tournaments (0: disabled).
    pub fn new(capacity: usize) -> RoundCache<T> {
        RoundCache {
            capacity,
            entries: Cache::builder()
                .max_capacity(capacity as u64)
                .eviction_policy(EvictionPolicy::lru())
                .build(),
        }
    }

    /// Takes out round `round` of `tid` if it is stored at exactly
    /// `version`; anything else stored for `tid` stays.
    pub fn take(&self, tid: &str, round: u32, version: i64) -> Option<T> {
        let result = self
            .entries
            .entry_by_ref(tid)
            .and_compute_with(|entry| match entry {
                Some(e) if e.value().round == round && e.value().version == version => Op::Remove,
                _ => Op::Nop,
            });
        let CompResult::Removed(entry) = result else {
            return None;
        };
        let mut slot = entry
            .value()
            .value
            .lock()
            // A panic while the slot was held cannot leave it half-taken.
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        slot.take()
    }

    /// Stores `value` as round `round` of `tid` at `version` (call only
    /// after the transaction that made that version committed), unless a
    /// newer version of `tid` is already stored.
    pub fn put(&self, tid: &str, round: u32, version: i64, value: T) {
        if self.capacity == 0 {
            return;
        }
        self.entries
            .entry_by_ref(tid)
            .and_compute_with(|old| match old {
                Some(old) if old.value().version > version => Op::Nop,
                _ => Op::Put(Arc::new(Entry {
                    round,
                    version,
                    value: Mutex::new(Some(value)),
                })),
            });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hits_only_the_same_round_and_version_once() {
        let c = RoundCache::new(4);
        c.put("t", 2, 7, "v7");
        assert_eq!(c.take("t", 2, 6), None);
        assert_eq!(c.take("t", 3, 7), None);
        assert_eq!(c.take("u", 2, 7), None);
        assert_eq!(c.take("t", 2, 7), Some("v7"));
        // Taken out: a second writer (or a rolled-back one) finds nothing.
        assert_eq!(c.take("t", 2, 7), None);
    }

    #[test]
    fn never_replaces_a_newer_version() {
        let c = RoundCache::new(4);
        c.put("t", 2, 8, "v8");
        c.put("t", 2, 7, "v7");
        assert_eq!(c.take("t", 2, 7), None);
        assert_eq!(c.take("t", 2, 8), Some("v8"));
        c.put("t", 2, 8, "v8");
        c.put("t", 3, 9, "v9");
        assert_eq!(c.take("t", 2, 8), None);
        assert_eq!(c.take("t", 3, 9), Some("v9"));
    }

    #[test]
    fn keeps_at_most_capacity_tournaments() {
        let c = RoundCache::new(2);
        c.put("a", 1, 1, 'a');
        c.entries.run_pending_tasks();
        c.put("b", 1, 1, 'b');
        c.entries.run_pending_tasks();
        c.put("c", 1, 1, 'c');
        // moka evicts in batches; run the pending one now.
        c.entries.run_pending_tasks();
        assert_eq!(c.take("a", 1, 1), None);
        assert_eq!(c.take("b", 1, 1), Some('b'));
        assert_eq!(c.take("c", 1, 1), Some('c'));
        let off = RoundCache::new(0);
        off.put("a", 1, 1, 'a');
        assert_eq!(off.take("a", 1, 1), None);
    }
}

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
//! `capacity` tournaments are kept (least recently stored go first).

use std::collections::HashMap;
use std::sync::Mutex;

#[derive(Debug)]
struct Entry<T> {
    round: u32,
    version: i64,
    value: T,
    stored: u64,
}

#[derive(Debug)]
struct Inner<T> {
    /// Tournament id → the round last stored for it.
    entries: HashMap<String, Entry<T>>,
    clock: u64,
}

/// The last written round of at most `capacity` tournaments, by
/// (tournament id, round number, version).
#[derive(Debug)]
pub struct RoundCache<T> {
    capacity: usize,
    inner: Mutex<Inner<T>>,
}

/// How many tournaments the server keeps a round of.
pub const ROUND_CACHE_CAPACITY: usize = 256;

impl<T> RoundCache<T> {
    /// A cache of at most `capacity` tournaments (0: disabled).
    pub fn new(capacity: usize) -> RoundCache<T> {
        RoundCache {
            capacity,
            inner: Mutex::new(Inner {
                entries: HashMap::new(),
                clock: 0,
            }),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner<T>> {
        // The map stays consistent whatever panicked while it was held.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Takes out round `round` of `tid` if it is stored at exactly
    /// `version`; anything else stored for `tid` stays.
    pub fn take(&self, tid: &str, round: u32, version: i64) -> Option<T> {
        let mut inner = self.lock();
        let hit = inner
            .entries
            .get(tid)
            .is_some_and(|e| e.round == round && e.version == version);
        if !hit {
            return None;
        }
        inner.entries.remove(tid).map(|e| e.value)
    }

    /// Stores `value` as round `round` of `tid` at `version` (call only
    /// after the transaction that made that version committed), unless a
    /// newer version of `tid` is already stored.
    pub fn put(&self, tid: &str, round: u32, version: i64, value: T) {
        if self.capacity == 0 {
            return;
        }
        let mut inner = self.lock();
        if inner.entries.get(tid).is_some_and(|e| e.version > version) {
            return;
        }
        inner.clock += 1;
        let stored = inner.clock;
        inner.entries.insert(
            tid.to_owned(),
            Entry {
                round,
                version,
                value,
                stored,
            },
        );
        while inner.entries.len() > self.capacity {
            let Some(oldest) = inner
                .entries
                .iter()
                .min_by_key(|(_, e)| e.stored)
                .map(|(k, _)| k.clone())
            else {
                break;
            };
            inner.entries.remove(&oldest);
        }
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
        c.put("b", 1, 1, 'b');
        c.put("c", 1, 1, 'c');
        assert_eq!(c.take("a", 1, 1), None);
        assert_eq!(c.take("b", 1, 1), Some('b'));
        assert_eq!(c.take("c", 1, 1), Some('c'));
        let off = RoundCache::new(0);
        off.put("a", 1, 1, 'a');
        assert_eq!(off.take("a", 1, 1), None);
    }
}

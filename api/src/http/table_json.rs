//! The answer of a result write (`PUT …/tables/{table}/result`) without
//! serializing every table again: each table of the round last answered
//! is kept with its JSON, per (tournament, round), and a table equal to
//! the one kept is copied instead of serialized.
//!
//! Why (issue 25): a result write answers the whole round, and a write
//! changes one table. Serializing a 234-table round was about half of the
//! server's CPU per write (measured with `scripts/bench/load.sh`'s CPU per
//! write: 760–860 µs with the round against 424 µs with
//! `Prefer: return=minimal`).
//!
//! Correctness needs no version or invalidation: a table is reused only
//! when it *equals* the table kept (every field of the wire's
//! [`Pairing`], which serializes deterministically), so the body is byte
//! for byte `serde_json::to_vec(&round)`; the unit tests compare the two.
//! An entry is taken out of the cache while a body is made from it and put
//! back after, so two answers for one round never share one; the second
//! simply serializes everything (writes to one tournament are serialized
//! by its lock anyway). Entries are weighed by their JSON's bytes and leave
//! least recently used first.

use std::fmt;
use std::sync::{Arc, Mutex, PoisonError};

use actix_web::web::Bytes;
use moka::policy::EvictionPolicy;
use moka::sync::Cache;

use crate::http::dto::types::{Pairing, Round};
use crate::http::error::ApiError;

/// Each table of a round with its JSON.
type Tables = Vec<(Pairing, Box<[u8]>)>;

/// An entry: moka hands out clones of its values, so the tables sit
/// behind an `Arc` and are moved out of the entry, never cloned.
type Slot = Arc<Mutex<Tables>>;

/// The tables last answered by (tournament, round number).
pub struct TableJson {
    entries: Cache<(String, u32), Slot>,
}

impl fmt::Debug for TableJson {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TableJson")
            .field("entries", &self.entries.entry_count())
            .finish()
    }
}

/// The byte budget: a 512-player round's tables are about 70 KB of JSON
/// (and about as much again for the tables kept to compare with).
pub const TABLE_JSON_BYTES: u64 = 32 * 1024 * 1024;

/// Where the tables go in the round's JSON when it is serialized without
/// them. `pairings` comes after `number`, `kind` and `state` (a number and
/// two enum names), so this is its first occurrence.
const EMPTY_PAIRINGS: &[u8] = b"\"pairings\":[]";

impl TableJson {
    /// A cache holding at most `budget` bytes of tables' JSON.
    pub fn new(budget: u64) -> TableJson {
        TableJson {
            entries: Cache::builder()
                .max_capacity(budget)
                .weigher(|_, slot: &Slot| {
                    // Twice the JSON: the kept tables weigh about as much.
                    let bytes: usize = take_lock(slot).iter().map(|(_, json)| 2 * json.len()).sum();
                    u32::try_from(bytes).unwrap_or(u32::MAX)
                })
                .eviction_policy(EvictionPolicy::lru())
                .build(),
        }
    }

    /// `round` of tournament `tid` as JSON: exactly `serde_json::to_vec`
    /// of it, with the tables that equal the ones kept for this round
    /// copied rather than serialized. Keeps the round's tables for the next
    /// call.
    pub fn render(&self, tid: &str, mut round: Round) -> Result<Bytes, ApiError> {
        let tables = std::mem::take(&mut round.pairings);
        let head = serde_json::to_vec(&round)?;
        let Some(at) = head
            .windows(EMPTY_PAIRINGS.len())
            .position(|w| w == EMPTY_PAIRINGS)
        else {
            // Not reachable while `Round` names its tables `pairings`;
            // the whole round is then serialized as it is.
            round.pairings = tables;
            return Ok(Bytes::from(serde_json::to_vec(&round)?));
        };
        // Up to the list's `[`, the tables, then its `]` and the rest.
        let split = at + EMPTY_PAIRINGS.len() - 1;
        let key = (tid.to_owned(), round.number);
        let kept = self
            .entries
            .remove(&key)
            .map(|slot| std::mem::take(&mut *take_lock(&slot)))
            .unwrap_or_default();
        let mut fresh: Tables = Vec::with_capacity(tables.len());
        let mut kept = kept.into_iter();
        for table in tables {
            let json = match kept.next() {
                Some((old, json)) if old == table => json,
                _ => serde_json::to_vec(&table)?.into_boxed_slice(),
            };
            fresh.push((table, json));
        }
        let size: usize = fresh.iter().map(|(_, json)| json.len() + 1).sum();
        let mut body = Vec::with_capacity(head.len() + size);
        body.extend_from_slice(&head[..split]);
        for (i, (_, json)) in fresh.iter().enumerate() {
            if i > 0 {
                body.push(b',');
            }
            body.extend_from_slice(json);
        }
        body.extend_from_slice(&head[split..]);
        self.entries.insert(key, Arc::new(Mutex::new(fresh)));
        Ok(Bytes::from(body))
    }
}

/// The tables of `slot` (a panic while they were held leaves them whole or
/// empty, both of which are right: they are only compared).
fn take_lock(slot: &Slot) -> std::sync::MutexGuard<'_, Tables> {
    slot.lock().unwrap_or_else(PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::views::rounds::{MatchResult, PlayerRef};
    use planesforge_engine::RoundKind;
    use planesforge_engine::lifecycle::RoundState;

    fn player(i: u32) -> PlayerRef {
        PlayerRef {
            id: format!("p{i}").into(),
            // Names that need escaping.
            name: format!("Ana \"{i}\" \\ é\u{1}").into(),
        }
    }

    fn round(tables: u32, results: &[(u32, MatchResult)]) -> Round {
        Round {
            number: 3,
            kind: RoundKind::Swiss,
            state: RoundState::Published,
            pairings: (1..=tables)
                .map(|t| Pairing {
                    table: t,
                    player_a: player(2 * t),
                    player_b: Some(player(2 * t + 1)),
                    bye: false,
                    result: results.iter().find(|(at, _)| *at == t).map(|(_, r)| *r),
                    report_state: None,
                    reports: None,
                    extension_s: (t == 2).then_some(300),
                    ends_at: (t == 2).then_some(None),
                })
                .collect(),
            warnings: Vec::new(),
            created_at: "2026-12-03T09:00:00.000Z".to_owned(),
            published_at: Some("2026-12-03T09:01:00.000Z".to_owned()),
            completed_at: None,
            clock: None,
        }
    }

    #[test]
    fn the_body_is_the_rounds_json_whatever_was_kept() {
        let cache = TableJson::new(1 << 20);
        let win = MatchResult::games(2, 1, 0);
        let cases = [
            round(5, &[]),
            round(5, &[(1, win)]),
            // The same again: every table copied.
            round(5, &[(1, win)]),
            round(5, &[(1, win), (4, MatchResult::DOUBLE_LOSS)]),
            // A correction of a kept table.
            round(5, &[(1, win.mirrored()), (4, MatchResult::DOUBLE_LOSS)]),
            // Fewer and more tables than kept (a re-pair), and none.
            round(3, &[]),
            round(7, &[(6, win)]),
            round(0, &[]),
        ];
        for r in cases {
            let expected = serde_json::to_vec(&r).unwrap();
            let body = cache.render("t", r).unwrap();
            assert_eq!(std::str::from_utf8(&body), std::str::from_utf8(&expected));
        }
    }

    #[test]
    fn rounds_and_tournaments_keep_their_own_tables() {
        let cache = TableJson::new(1 << 20);
        let win = MatchResult::games(2, 0, 0);
        let mut other = round(4, &[(2, win)]);
        other.number = 4;
        cache.render("t", round(4, &[])).unwrap();
        cache.render("t", other.clone()).unwrap();
        cache.render("u", round(4, &[(3, win)])).unwrap();
        // Round 3 of "t" still has no result anywhere.
        let r = round(4, &[]);
        let expected = serde_json::to_vec(&r).unwrap();
        assert_eq!(&cache.render("t", r).unwrap()[..], &expected[..]);
        let expected = serde_json::to_vec(&other).unwrap();
        assert_eq!(&cache.render("t", other).unwrap()[..], &expected[..]);
    }
}

//! A transaction's context ([`Tx`]): its connection, its one instant and
//! what must happen once it committed. [`transaction`] builds one per
//! transaction and hands it to the use case; a function that needs the
//! transaction's instant, queues a webhook delivery or logs an event takes
//! `&mut Tx`, every other one the connection (`&mut Tx` derefs to
//! [`DbConnection`], so store calls take it as it is).

use std::ops::{Deref, DerefMut};

use chrono::NaiveDateTime;

use crate::service::error::Error;
use crate::store::{self, DbConnection, DbPool};

/// The context of one transaction ([`transaction`]).
pub struct Tx<'c> {
    conn: &'c mut DbConnection,
    /// The transaction's instant, taken by its first [`Tx::now`].
    now: Option<NaiveDateTime>,
    after_commit: AfterCommit,
}

/// What a transaction leaves to do once it committed; dropped unsent
/// when it rolls back.
#[derive(Debug, Default, PartialEq, Eq)]
struct AfterCommit {
    /// Whether it queued a webhook delivery: the worker is woken.
    queued_delivery: bool,
    /// The tournaments it appended events to, each once: this process's
    /// streams are woken (and on PostgreSQL the other processes notified).
    emitted: Vec<String>,
    /// The kinds of the events it appended, one entry per event (counted
    /// in `GET /metrics` once committed).
    events: Vec<&'static str>,
}

/// The counter of events appended to tournament logs, by `event` (`GET
/// /metrics`).
pub const EVENTS_APPENDED: &str = "planesforge_events_appended_total";

impl AfterCommit {
    /// Wakes the webhook worker ([`crate::worker::wake`]) when a delivery
    /// was queued, and the live streams of the tournaments whose events
    /// were logged ([`crate::worker::stream::committed`]).
    fn announce(self) {
        if self.queued_delivery {
            crate::worker::wake();
        }
        crate::worker::stream::committed(&self.emitted);
        for event in self.events {
            metrics::counter!(EVENTS_APPENDED, "event" => event).increment(1);
        }
    }
}

impl<'c> Tx<'c> {
    fn new(conn: &'c mut DbConnection) -> Tx<'c> {
        Tx {
            conn,
            now: None,
            after_commit: AfterCommit::default(),
        }
    }

    /// The transaction's instant, to the millisecond: taken by the first
    /// call (after the tournament lock, the transaction's first statement,
    /// so writes serialized by the lock get increasing instants), then the
    /// same for the whole transaction. Every time one change stores is
    /// thus the same: a round's `completed_at` in the answer and in the
    /// database, a clock command and its audit entry, an event and its
    /// deliveries.
    pub fn now(&mut self) -> NaiveDateTime {
        *self.now.get_or_insert_with(store::now)
    }

    /// Notes that the transaction queued a webhook delivery: the worker is
    /// woken once it committed.
    pub(super) fn queued_delivery(&mut self) {
        self.after_commit.queued_delivery = true;
    }

    /// Notes that the transaction appended events to tournament `tid`'s
    /// log: its streams are woken once it committed.
    pub(super) fn emitted(&mut self, tid: &str, event: &'static str) {
        self.after_commit.events.push(event);
        let emitted = &mut self.after_commit.emitted;
        if !emitted.iter().any(|t| t == tid) {
            emitted.push(tid.to_owned());
        }
    }
}

impl Deref for Tx<'_> {
    type Target = DbConnection;

    fn deref(&self) -> &DbConnection {
        self.conn
    }
}

impl DerefMut for Tx<'_> {
    fn deref_mut(&mut self) -> &mut DbConnection {
        self.conn
    }
}

/// Runs `f` in one transaction ([`crate::store::transaction`]) with a new
/// context; once it committed having queued a delivery, wakes the webhook
/// worker ([`crate::worker::wake`]), and having logged events, this
/// process's live streams ([`crate::worker::stream::committed`]), so
/// nothing is sent that was rolled back.
pub fn transaction<T>(
    pool: &DbPool,
    f: impl FnOnce(&mut Tx<'_>) -> Result<T, Error>,
) -> Result<T, Error> {
    let (value, after_commit) = run(pool, f)?;
    after_commit.announce();
    Ok(value)
}

/// [`transaction`] without the wake-ups: the value and what is left to
/// do, only when the transaction committed. The context is built inside
/// the store's transaction, so an attempt the store makes again (on
/// another connection) starts from a fresh one.
fn run<T>(
    pool: &DbPool,
    f: impl FnOnce(&mut Tx<'_>) -> Result<T, Error>,
) -> Result<(T, AfterCommit), Error> {
    store::transaction(pool, |conn| {
        let mut tx = Tx::new(conn);
        let value = f(&mut tx)?;
        Ok((value, tx.after_commit))
    })
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::store::PoolOptions;

    /// A pool on a fresh SQLite file (removed by [`cleanup`]).
    fn pool() -> (DbPool, std::path::PathBuf) {
        let path = std::env::temp_dir().join(format!("pf-tx-{}.db", uuid::Uuid::new_v4()));
        let options = PoolOptions {
            max_size: 2,
            min_idle: Some(0),
            connection_timeout: Duration::from_secs(5),
        };
        let pool = store::connect(&path.to_string_lossy(), &options).unwrap();
        (pool, path)
    }

    fn cleanup(path: &std::path::Path) {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    }

    /// One instant per transaction, taken by its first `now()` (not when it
    /// began); the next transaction takes its own.
    #[test]
    fn one_instant_per_transaction() {
        let (pool, path) = pool();
        let began = store::now();
        let (first, second) = transaction(&pool, |tx| {
            std::thread::sleep(Duration::from_millis(5));
            let first = tx.now();
            std::thread::sleep(Duration::from_millis(5));
            Ok((first, tx.now()))
        })
        .unwrap();
        assert_eq!(first, second);
        assert!(first > began, "taken by the first now(), not at BEGIN");
        std::thread::sleep(Duration::from_millis(5));
        let next = transaction(&pool, |tx| Ok(tx.now())).unwrap();
        assert!(next > first);
        cleanup(&path);
    }

    /// A committed transaction leaves its wake-ups (each tournament once);
    /// a rolled-back one leaves none.
    #[test]
    fn only_a_commit_announces() {
        let (pool, path) = pool();
        let (_, after) = run(&pool, |tx| {
            tx.emitted("t1", "round.paired");
            tx.emitted("t2", "player.registered");
            tx.emitted("t1", "round.started");
            tx.queued_delivery();
            Ok(())
        })
        .unwrap();
        assert_eq!(
            after,
            AfterCommit {
                queued_delivery: true,
                emitted: vec!["t1".to_owned(), "t2".to_owned()],
                events: vec!["round.paired", "player.registered", "round.started"],
            }
        );
        let (_, quiet) = run(&pool, |tx| Ok(tx.now())).unwrap();
        assert_eq!(quiet, AfterCommit::default());
        let failed = run(&pool, |tx| {
            tx.emitted("t1", "round.paired");
            tx.queued_delivery();
            Err::<(), _>(Error::Internal("refused".into()))
        });
        assert!(failed.is_err(), "rolled back: nothing to announce");
        cleanup(&path);
    }
}

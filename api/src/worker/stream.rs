//! The live event stream's fan-out: one [`Hub`] per server, keyed by
//! tournament, feeding every open `GET /tournaments/{tid}/events`.
//!
//! - **Source of truth.** The event log (`store::events`); a stream is a
//!   view of it. A subscriber replays from the log, then takes live events
//!   from its tournament's [`tokio::sync::broadcast`] channel.
//! - **One read per notification.** When a tournament has new events the
//!   hub reads the rows after the last one it fanned out, once, and sends
//!   them to the channel: 5,000 subscribers cost one query, not 5,000.
//!   Reads are serialized per tournament (the topic's cursor lock), so
//!   every event is sent once and in order.
//! - **Wake-ups.** The committing process wakes its own hub after the
//!   commit ([`committed`], called by `service::transaction`). PostgreSQL:
//!   a dedicated connection per process ([`Listener`] thread, reconnecting
//!   with back-off) `LISTEN`s, and also sends `NOTIFY` for this process's
//!   commits, coalesced every 20 ms, so a commit on one replica reaches the
//!   streams of all. (Not from the write transaction itself: a notifying
//!   commit takes a database-wide lock, which serialized every write's
//!   commit and cut the write throughput by half and more.) Besides, every
//!   `poll_interval` the hub reads each
//!   tournament that has subscribers: that catches what a lost
//!   notification missed and, on SQLite, events written by another process
//!   on the same file (which cannot notify this one).
//! - **Slow clients.** Each channel holds `buffer` events; a subscriber that
//!   falls further behind gets `Lagged` and is disconnected (it resumes by
//!   id, from the log).
//! - **Retention.** A periodic task deletes events older than `retention`,
//!   beside the appends rather than inside them: the write path stays one
//!   statement and pruning never holds a tournament's lock.
//!
//! [`Listener`]: crate::store::events::Listener

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Arc, LazyLock, Mutex, Weak};
use std::time::Duration;

use tokio::sync::{broadcast, mpsc};

use crate::store::events::{self, EventRow};
use crate::store::{DbPool, StoreError, with_conn};

/// Stream settings (environment variables in brackets).
#[derive(Debug, Clone)]
pub struct StreamConfig {
    /// How long events are kept for replay (`PLANESFORGE_EVENT_RETENTION`,
    /// default 7 days).
    pub retention: Duration,
    /// Time between two heartbeat comments on an idle stream
    /// (`PLANESFORGE_STREAM_HEARTBEAT_MS`, default 15000).
    pub heartbeat: Duration,
    /// Events a subscriber may fall behind before it is disconnected
    /// (`PLANESFORGE_STREAM_BUFFER`, default 256).
    pub buffer: usize,
    /// How often tournaments with subscribers are read without a
    /// notification (`PLANESFORGE_STREAM_POLL_MS`, default 5000).
    pub poll_interval: Duration,
    /// Streams one client address may hold open at once; `0`: no limit
    /// (`PLANESFORGE_STREAMS_PER_ADDRESS`, default 50).
    pub per_address: usize,
    /// The database URL, for PostgreSQL's listener connection.
    pub database_url: String,
}

impl Default for StreamConfig {
    fn default() -> Self {
        StreamConfig {
            retention: Duration::from_secs(7 * 24 * 3600),
            heartbeat: Duration::from_secs(15),
            buffer: 256,
            poll_interval: Duration::from_secs(5),
            per_address: 50,
            database_url: String::new(),
        }
    }
}

/// An event as the streams send it.
#[derive(Debug)]
pub struct LiveEvent {
    /// Its number in the tournament's log (the stream's `id:`).
    pub seq: i64,
    /// The wire name (the stream's `event:`).
    pub event: String,
    /// The JSON envelope (the stream's `data:`).
    pub body: String,
    /// Whether only the owner's streams carry it.
    pub owner_only: bool,
    /// The envelope for readers other than the owner, when it differs.
    pub public_body: Option<String>,
}

impl LiveEvent {
    /// The envelope a reader gets: `None` when the event is not for them.
    pub fn body_for(&self, owner: bool) -> Option<&str> {
        match (owner, self.owner_only) {
            (true, _) => Some(&self.body),
            (false, true) => None,
            (false, false) => Some(self.public_body.as_deref().unwrap_or(&self.body)),
        }
    }
}

impl From<EventRow> for LiveEvent {
    fn from(r: EventRow) -> LiveEvent {
        LiveEvent {
            seq: r.seq,
            event: r.event,
            body: r.body,
            owner_only: r.owner_only,
            public_body: r.public_body,
        }
    }
}

/// One tournament's channel.
struct Topic {
    tx: broadcast::Sender<Arc<LiveEvent>>,
    /// The number of the last event sent to `tx`; `None` until the first
    /// subscriber set it to the latest committed one. Held while reading,
    /// so reads of one tournament never overlap.
    cursor: Mutex<Option<i64>>,
}

/// The fan-out of one server (see the module documentation).
pub struct Hub {
    pool: DbPool,
    config: StreamConfig,
    topics: Mutex<HashMap<String, Arc<Topic>>>,
    wake: mpsc::UnboundedSender<String>,
    /// Reads of the log for fan-out so far (for the tests: one per
    /// notification, whatever the number of subscribers).
    reads: std::sync::atomic::AtomicU64,
    /// Open streams per client address (only addresses with one or more).
    slots: Mutex<HashMap<String, usize>>,
    /// Replay pages read lately ([`Hub::replay_page`]).
    pages: Mutex<VecDeque<CachedPage>>,
}

/// How many replay pages the hub keeps for streams that replay the same
/// stretch of a log.
const CACHED_PAGES: usize = 16;

/// A page of tournament `tid`'s log: the events after `after` up to
/// `until`, as one stream read it.
struct CachedPage {
    tid: String,
    after: i64,
    until: i64,
    events: Arc<[Arc<LiveEvent>]>,
}

/// One open stream of a client address ([`Hub::admit`]); dropping it
/// frees the place.
pub struct StreamSlot {
    hub: Arc<Hub>,
    who: String,
}

impl Drop for StreamSlot {
    fn drop(&mut self) {
        if let Ok(mut slots) = self.hub.slots.lock()
            && let Some(n) = slots.get_mut(&self.who)
        {
            *n = n.saturating_sub(1);
            if *n == 0 {
                slots.remove(&self.who);
            }
        }
    }
}

/// A hub's ends for wake-ups of this process's commits.
struct HubLink {
    wake: mpsc::UnboundedSender<String>,
    /// To the PostgreSQL listener thread, which `NOTIFY`s other processes.
    notify: Option<std::sync::mpsc::Sender<String>>,
}

/// The hubs of this process (several apps in one test process each have
/// one; tournament ids are unique, so a hub ignores the others'
/// tournaments).
static HUBS: LazyLock<Mutex<Vec<HubLink>>> = LazyLock::new(|| Mutex::new(Vec::new()));

/// Tells the hubs of this process, and through PostgreSQL the other
/// processes, that tournaments `tids` have new committed events.
pub fn committed(tids: &[String]) {
    if tids.is_empty() {
        return;
    }
    let Ok(mut hubs) = HUBS.lock() else { return };
    hubs.retain(|h| {
        if let Some(n) = &h.notify {
            for t in tids {
                let _ = n.send(t.clone());
            }
        }
        tids.iter().all(|t| h.wake.send(t.clone()).is_ok())
    });
}

/// A subscriber's end of a tournament's channel; leaving drops the topic
/// when it was the last.
pub struct Subscription {
    rx: Option<broadcast::Receiver<Arc<LiveEvent>>>,
    hub: Arc<Hub>,
    tid: String,
}

impl Subscription {
    /// The next live event; `Err(Lagged)` when this subscriber fell more
    /// than the buffer behind, `Err(Closed)` when the hub is gone.
    pub async fn recv(&mut self) -> Result<Arc<LiveEvent>, broadcast::error::RecvError> {
        match &mut self.rx {
            Some(rx) => rx.recv().await,
            None => Err(broadcast::error::RecvError::Closed),
        }
    }
}

/// The gauge of open event-stream subscriptions of this process (`GET
/// /metrics`).
pub const SUBSCRIBERS: &str = "planesforge_stream_subscribers";

impl Drop for Subscription {
    fn drop(&mut self) {
        metrics::gauge!(SUBSCRIBERS).decrement(1.0);
        drop(self.rx.take());
        self.hub.release(&self.tid);
    }
}

impl Hub {
    /// A hub on `pool`, with its tasks: the reader of notifications, the
    /// poller, the pruner and, on PostgreSQL, the listener thread. Call
    /// inside the Tokio runtime.
    pub fn start(pool: DbPool, config: StreamConfig) -> Arc<Hub> {
        let (wake, rx) = mpsc::unbounded_channel();
        let hub = Arc::new(Hub {
            pool,
            config,
            topics: Mutex::new(HashMap::new()),
            wake: wake.clone(),
            reads: std::sync::atomic::AtomicU64::new(0),
            slots: Mutex::new(HashMap::new()),
            pages: Mutex::new(VecDeque::new()),
        });
        let mut notify = None;
        if crate::store::Backend::of_url(&hub.config.database_url)
            == crate::store::Backend::Postgres
        {
            let (tx, to_notify) = std::sync::mpsc::channel();
            let weak = Arc::downgrade(&hub);
            let url = hub.config.database_url.clone();
            let spawned = std::thread::Builder::new()
                .name("planesforge-listen".into())
                .spawn(move || listen(weak, &url, &to_notify));
            match spawned {
                Ok(_) => notify = Some(tx),
                Err(e) => log::error!("stream: cannot start the listener thread: {e}"),
            }
        }
        if let Ok(mut hubs) = HUBS.lock() {
            hubs.push(HubLink { wake, notify });
        }
        tokio::spawn(read_on_wake(Arc::downgrade(&hub), rx));
        tokio::spawn(poll(Arc::downgrade(&hub)));
        tokio::spawn(prune(Arc::downgrade(&hub)));
        hub
    }

    /// The settings.
    pub fn config(&self) -> &StreamConfig {
        &self.config
    }

    /// A page of `tid`'s replay (the events after `after` up to `until`):
    /// the one another stream read lately, else `read`'s, kept for the
    /// next. Streams that resume from the same event (a room of phones
    /// after a restart, a bench of 600) share one copy of each event
    /// instead of holding one each. A first-in-first-out list of
    /// [`CACHED_PAGES`] rather than an LRU crate: pages are read in order
    /// and sixteen are compared in nanoseconds.
    pub fn replay_page<E>(
        &self,
        tid: &str,
        after: i64,
        until: i64,
        read: impl FnOnce() -> Result<Vec<Arc<LiveEvent>>, E>,
    ) -> Result<Vec<Arc<LiveEvent>>, E> {
        let hit = |pages: &VecDeque<CachedPage>| {
            pages
                .iter()
                .find(|p| p.tid == tid && p.after == after && p.until == until)
                .map(|p| p.events.to_vec())
        };
        if let Some(events) = self.pages.lock().ok().and_then(|p| hit(&p)) {
            return Ok(events);
        }
        let events = read()?;
        if !events.is_empty()
            && let Ok(mut pages) = self.pages.lock()
            && hit(&pages).is_none()
        {
            if pages.len() >= CACHED_PAGES {
                pages.pop_front();
            }
            pages.push_back(CachedPage {
                tid: tid.to_owned(),
                after,
                until,
                events: events.clone().into(),
            });
        }
        Ok(events)
    }

    /// A place for one more stream of client `who` (its address), or
    /// `None` when it already holds [`StreamConfig::per_address`].
    pub fn admit(self: &Arc<Self>, who: &str) -> Option<StreamSlot> {
        let mut slots = self.slots.lock().ok()?;
        let n = slots.entry(who.to_owned()).or_insert(0);
        if self.config.per_address > 0 && *n >= self.config.per_address {
            return None;
        }
        *n += 1;
        Some(StreamSlot {
            hub: self.clone(),
            who: who.to_owned(),
        })
    }

    /// Subscribes to tournament `tid`'s live events. Blocking (the first
    /// subscriber of a tournament reads its latest event number): call on
    /// a blocking thread. Subscribe first, then read the replay from the
    /// log: every event committed after the replay's read reaches the
    /// channel, and the caller skips what the replay already had.
    pub fn subscribe(self: &Arc<Self>, tid: &str) -> Result<Subscription, StoreError> {
        let (topic, rx) = {
            let mut topics = self
                .topics
                .lock()
                .map_err(|_| StoreError::Internal("stream hub lock poisoned".into()))?;
            let topic = topics
                .entry(tid.to_owned())
                .or_insert_with(|| {
                    Arc::new(Topic {
                        tx: broadcast::channel(self.config.buffer.max(1)).0,
                        cursor: Mutex::new(None),
                    })
                })
                .clone();
            let rx = topic.tx.subscribe();
            (topic, rx)
        };
        let subscription = Subscription {
            rx: Some(rx),
            hub: self.clone(),
            tid: tid.to_owned(),
        };
        metrics::gauge!(SUBSCRIBERS).increment(1.0);
        let mut cursor = topic
            .cursor
            .lock()
            .map_err(|_| StoreError::Internal("stream cursor lock poisoned".into()))?;
        if cursor.is_none() {
            let latest = with_conn(&self.pool, |c| events::latest(c, tid))?;
            *cursor = Some(latest.unwrap_or(0));
        }
        Ok(subscription)
    }

    /// Drops tournament `tid`'s topic once nobody listens.
    fn release(&self, tid: &str) {
        if let Ok(mut topics) = self.topics.lock()
            && topics.get(tid).is_some_and(|t| t.tx.receiver_count() == 0)
        {
            topics.remove(tid);
        }
    }

    /// How many subscribers tournament `tid` has in this process.
    pub fn subscribers(&self, tid: &str) -> usize {
        self.topics
            .lock()
            .ok()
            .and_then(|t| t.get(tid).map(|t| t.tx.receiver_count()))
            .unwrap_or(0)
    }

    /// Reads tournament `tid`'s events after the topic's cursor and sends
    /// them (blocking). Nothing when nobody subscribed.
    fn read(&self, tid: &str) -> Result<(), StoreError> {
        const PAGE: i64 = 500;
        let topic = match self.topics.lock() {
            Ok(t) => t.get(tid).cloned(),
            Err(_) => return Err(StoreError::Internal("stream hub lock poisoned".into())),
        };
        let Some(topic) = topic else { return Ok(()) };
        let mut cursor = topic
            .cursor
            .lock()
            .map_err(|_| StoreError::Internal("stream cursor lock poisoned".into()))?;
        let Some(mut after) = *cursor else {
            return Ok(());
        };
        loop {
            self.reads
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let rows = with_conn(&self.pool, |c| events::after(c, tid, after, PAGE))?;
            let full = rows.len() as i64 == PAGE;
            // Made first, then sent back to back: a batch reaches the
            // channel as one burst.
            let batch: Vec<Arc<LiveEvent>> = rows
                .into_iter()
                .map(|r| Arc::new(LiveEvent::from(r)))
                .collect();
            for e in batch {
                after = e.seq;
                // No receiver left: nothing to do, the topic goes soon.
                let _ = topic.tx.send(e);
            }
            *cursor = Some(after);
            if !full {
                return Ok(());
            }
        }
    }

    fn topic_ids(&self) -> Vec<String> {
        self.topics
            .lock()
            .map(|t| t.keys().cloned().collect())
            .unwrap_or_default()
    }
}

/// Reads the tournaments named by wake-ups, coalescing those that arrive
/// while a read runs.
async fn read_on_wake(hub: Weak<Hub>, mut rx: mpsc::UnboundedReceiver<String>) {
    while let Some(first) = rx.recv().await {
        let mut tids = HashSet::from([first]);
        while let Ok(t) = rx.try_recv() {
            tids.insert(t);
        }
        let Some(hub) = hub.upgrade() else { return };
        // Most commits are of tournaments nobody watches here: no thread.
        tids.retain(|t| hub.subscribers(t) > 0);
        if tids.is_empty() {
            continue;
        }
        let read = tokio::task::spawn_blocking(move || {
            for tid in tids {
                if let Err(e) = hub.read(&tid) {
                    log::warn!("stream: cannot read the events of {tid}: {e}");
                }
            }
        })
        .await;
        if let Err(e) = read {
            log::error!("stream: reader failed: {e}");
        }
    }
}

/// Wakes every topic each `poll_interval` (see the module documentation).
async fn poll(hub: Weak<Hub>) {
    let every = match hub.upgrade() {
        Some(h) => h.config.poll_interval.max(Duration::from_millis(10)),
        None => return,
    };
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        let Some(hub) = hub.upgrade() else { return };
        for tid in hub.topic_ids() {
            let _ = hub.wake.send(tid);
        }
    }
}

/// How long a deleted tournament's events stay (for the streams still
/// reading its `tournament.deleted`), at most the retention.
const DELETED_GRACE: Duration = Duration::from_secs(60);

/// Deletes expired events: every quarter of the retention, at least once a
/// second and at most every ten minutes.
async fn prune(hub: Weak<Hub>) {
    let (retention, every) = match hub.upgrade() {
        Some(h) => (
            h.config.retention,
            (h.config.retention / 4).clamp(Duration::from_secs(1), Duration::from_secs(600)),
        ),
        None => return,
    };
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        let Some(h) = hub.upgrade() else { return };
        let pool = h.pool.clone();
        drop(h);
        let done = tokio::task::spawn_blocking(move || {
            let now = crate::store::now();
            let before = now - crate::store::outbox::interval(retention);
            let gone_before = now - crate::store::outbox::interval(retention.min(DELETED_GRACE));
            with_conn(&pool, |c| events::prune(c, before, gone_before))
        })
        .await;
        match done {
            Ok(Ok(0)) => {}
            Ok(Ok(n)) => {
                // A kept page may hold pruned events: a stream resuming
                // before them must learn they are gone (410), not get them.
                if let Some(h) = hub.upgrade()
                    && let Ok(mut pages) = h.pages.lock()
                {
                    pages.clear();
                }
                log::debug!("stream: pruned {n} events");
            }
            Ok(Err(e)) => log::warn!("stream: cannot prune events: {e}"),
            Err(e) => log::error!("stream: pruner failed: {e}"),
        }
    }
}

/// The PostgreSQL listener: wakes the hub for every tournament another
/// process notified, and notifies the tournaments this process committed
/// (`to_notify`, coalesced per tick); reconnects with back-off (and then
/// reads every topic, for what it missed meanwhile); ends when the hub is
/// gone.
fn listen(hub: Weak<Hub>, url: &str, to_notify: &std::sync::mpsc::Receiver<String>) {
    const TICK: Duration = Duration::from_millis(20);
    const PING_EVERY: u32 = 1500; // 30 s of ticks
    let mut backoff = Duration::from_millis(100);
    loop {
        let Some(h) = hub.upgrade() else { return };
        let wake = h.wake.clone();
        drop(h);
        let mut listener = match events::Listener::connect(url) {
            Ok(l) => l,
            Err(e) => {
                log::warn!("stream: cannot listen for events ({e}); again in {backoff:?}");
                std::thread::sleep(backoff);
                backoff = (backoff * 2).min(Duration::from_secs(10));
                continue;
            }
        };
        backoff = Duration::from_millis(100);
        if let Some(h) = hub.upgrade() {
            for tid in h.topic_ids() {
                let _ = wake.send(tid);
            }
        }
        let mut ticks = 0u32;
        loop {
            if hub.strong_count() == 0 {
                return;
            }
            let got = match listener.received() {
                Ok(got) => got,
                Err(e) => {
                    log::warn!("stream: listener connection lost: {e}");
                    break;
                }
            };
            for tid in got {
                if wake.send(tid).is_err() {
                    return;
                }
            }
            let mut mine: Vec<String> = to_notify.try_iter().collect();
            if !mine.is_empty() {
                mine.sort_unstable();
                mine.dedup();
                if let Err(e) = listener.notify(&mine) {
                    // The other processes find these events by polling.
                    log::warn!("stream: cannot notify other processes: {e}");
                    break;
                }
            }
            ticks += 1;
            if ticks >= PING_EVERY {
                ticks = 0;
                if let Err(e) = listener.ping() {
                    log::warn!("stream: listener connection lost: {e}");
                    break;
                }
            }
            // libpq offers no wait through diesel: poll the socket's
            // buffer every 20 ms (nothing is sent; cheap).
            std::thread::sleep(TICK);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::models::{NewTournament, OrganizerRow};
    use crate::store::{self, PoolOptions};

    /// A hub on a fresh SQLite file with tournament `t1` (events are
    /// appended by [`append`]).
    fn setup(buffer: usize) -> (Arc<Hub>, DbPool, std::path::PathBuf) {
        let path = std::env::temp_dir().join(format!("pf-hub-{}.db", uuid::Uuid::new_v4()));
        let options = PoolOptions {
            max_size: 4,
            min_idle: Some(0),
            connection_timeout: Duration::from_secs(5),
        };
        let pool = store::connect(&path.to_string_lossy(), &options).unwrap();
        let mut conn = pool.get().unwrap();
        let at = store::now();
        store::organizers::insert(
            &mut conn,
            &OrganizerRow {
                id: "o1".into(),
                name: "Org".into(),
                first_key_hash: "h".into(),
                created_at: at,
            },
        )
        .unwrap();
        store::tournaments::insert(
            &mut conn,
            &NewTournament {
                id: "t1".into(),
                organizer_id: "o1".into(),
                name: "T".into(),
                planned_rounds: None,
                version: 0,
                created_at: at,
                status: planesforge_engine::lifecycle::TournamentStatus::Registration,
                top_cut: None,
                language: None,
                details: Default::default(),
            },
        )
        .unwrap();
        let config = StreamConfig {
            buffer,
            // No polling: only wake-ups read.
            poll_interval: Duration::from_secs(3600),
            ..StreamConfig::default()
        };
        (Hub::start(pool.clone(), config), pool, path)
    }

    /// Streams replaying the same stretch share one read of it (one copy
    /// of its events); another stretch is read; the hub keeps at most
    /// [`CACHED_PAGES`]; a failed read is not kept.
    #[tokio::test]
    async fn streams_share_replay_pages() {
        let (hub, _pool, path) = setup(16);
        let event = |seq| {
            Arc::new(LiveEvent {
                seq,
                event: "player.added".into(),
                body: "{}".into(),
                owner_only: false,
                public_body: None,
            })
        };
        let reads = std::cell::Cell::new(0);
        let read = |events: Vec<Arc<LiveEvent>>| {
            reads.set(reads.get() + 1);
            Ok::<_, ()>(events)
        };
        let first = hub.replay_page("t1", 0, 2, || read(vec![event(1), event(2)]));
        let again = hub.replay_page("t1", 0, 2, || read(vec![event(9)]));
        let (first, again) = (first.unwrap(), again.unwrap());
        assert_eq!(reads.get(), 1);
        assert!(Arc::ptr_eq(&first[0], &again[0]), "one copy of each event");
        assert_eq!(again.len(), 2);
        hub.replay_page("t1", 0, 3, || read(vec![event(1)]))
            .unwrap();
        hub.replay_page("t2", 0, 2, || read(vec![event(1)]))
            .unwrap();
        assert_eq!(reads.get(), 3, "another stretch, another tournament");
        let failed = hub.replay_page("t1", 5, 9, || Err::<Vec<_>, _>("down"));
        assert_eq!(failed.err(), Some("down"));
        hub.replay_page("t1", 5, 9, || read(vec![event(6)]))
            .unwrap();
        assert_eq!(reads.get(), 4, "a failure is not kept");
        for after in 10..10 + CACHED_PAGES as i64 {
            hub.replay_page("t1", after, 100, || read(vec![event(after + 1)]))
                .unwrap();
        }
        hub.replay_page("t1", 0, 2, || read(vec![event(1)]))
            .unwrap();
        assert_eq!(reads.get(), 5 + CACHED_PAGES, "the oldest page was let go");
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    }

    /// Appends `n` events to `t1` in one transaction and wakes the hubs.
    fn append(pool: &DbPool, n: usize) {
        store::transaction(pool, |c| {
            for _ in 0..n {
                let e = events::NewEvent {
                    event: "player.added",
                    body: "{}",
                    owner_only: false,
                    public_body: None,
                    created_at: store::now(),
                };
                events::append(c, "t1", e)?;
            }
            Ok::<_, StoreError>(())
        })
        .unwrap();
        committed(&["t1".to_owned()]);
    }

    async fn subscribe(hub: &Arc<Hub>) -> Subscription {
        let hub = hub.clone();
        tokio::task::spawn_blocking(move || hub.subscribe("t1"))
            .await
            .unwrap()
            .unwrap()
    }

    fn cleanup(path: &std::path::Path) {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    }

    #[tokio::test]
    async fn one_read_per_notification_for_any_number_of_subscribers() {
        let (hub, pool, path) = setup(16);
        let mut subs = Vec::new();
        for _ in 0..200 {
            subs.push(subscribe(&hub).await);
        }
        assert_eq!(hub.subscribers("t1"), 200);
        let before = hub.reads.load(std::sync::atomic::Ordering::Relaxed);
        append(&pool, 3);
        for s in &mut subs {
            for seq in 1..=3 {
                let e = tokio::time::timeout(Duration::from_secs(5), s.recv())
                    .await
                    .unwrap()
                    .unwrap();
                assert_eq!(e.seq, seq);
            }
        }
        let reads = hub.reads.load(std::sync::atomic::Ordering::Relaxed) - before;
        assert_eq!(reads, 1, "one read for 200 subscribers");
        drop(subs);
        assert_eq!(hub.subscribers("t1"), 0);
        assert!(
            hub.topic_ids().is_empty(),
            "the topic goes with its last subscriber"
        );
        cleanup(&path);
    }

    #[tokio::test]
    async fn a_subscriber_that_falls_behind_lags() {
        let (hub, pool, path) = setup(2);
        let mut slow = subscribe(&hub).await;
        append(&pool, 5);
        // The subscriber reads nothing until the hub has sent all five: a
        // reader that kept pace between the hub's sends would never lag
        // (on a loaded machine it sometimes did, and the test hung).
        tokio::time::timeout(Duration::from_secs(5), async {
            while slow.rx.as_ref().map_or(0, |rx| rx.len()) < 5 {
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
        })
        .await
        .unwrap();
        let got = tokio::time::timeout(Duration::from_secs(5), async {
            loop {
                match slow.recv().await {
                    Err(e) => return e,
                    Ok(_) => tokio::task::yield_now().await,
                }
            }
        })
        .await
        .unwrap();
        assert!(
            matches!(got, broadcast::error::RecvError::Lagged(_)),
            "{got:?}"
        );
        cleanup(&path);
    }

    #[tokio::test]
    async fn a_late_subscriber_starts_after_the_committed_events() {
        let (hub, pool, path) = setup(16);
        append(&pool, 2);
        let mut s = subscribe(&hub).await;
        append(&pool, 1);
        let e = tokio::time::timeout(Duration::from_secs(5), s.recv())
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            e.seq, 3,
            "events 1 and 2 are the replay's, not the channel's"
        );
        cleanup(&path);
    }
}

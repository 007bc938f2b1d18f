//! Storage: one diesel schema over PostgreSQL and SQLite
//! ([`DbConnection`], a `MultiConnection`), an r2d2 pool, embedded
//! migrations per backend run at start-up, and the row models.
//!
//! Only this floor names diesel (ARCHITECTURE.md).

pub mod audit;
pub mod backup;
pub mod clocks;
pub mod console_sessions;
pub mod endpoints;
pub mod error;
pub mod events;
pub mod idempotency;
pub mod keys;
pub mod models;
pub mod organizers;
pub mod outbox;
pub mod players;
pub mod reports;
pub mod rounds;
pub mod schema;
pub mod sheets;
pub mod topcut;
pub mod tournaments;
pub mod versions;

pub use error::StoreError;

use std::cell::Cell;

use chrono::{DateTime, NaiveDateTime, SecondsFormat, Timelike, Utc};
use diesel::RunQueryDsl;
use diesel::connection::TransactionManager as _;

use std::time::Duration;

use diesel::connection::SimpleConnection;
use diesel::r2d2::{
    ConnectionManager, CustomizeConnection, ManageConnection, Pool, PooledConnection,
};
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

/// The PostgreSQL migrations, embedded at build time.
pub const POSTGRES_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../migrations/postgres");
/// The SQLite migrations, embedded at build time.
pub const SQLITE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("../migrations/sqlite");

/// A connection to either backend. SQLite is listed last: it accepts any
/// URL, so it must be tried after PostgreSQL.
#[derive(diesel::MultiConnection)]
pub enum DbConnection {
    Postgresql(diesel::PgConnection),
    Sqlite(diesel::SqliteConnection),
}

/// The connection pool.
pub type DbPool = Pool<Manager>;
/// A connection checked out of the pool.
pub type PooledConn = PooledConnection<Manager>;

thread_local! {
    /// Set when a statement on this thread failed because its connection
    /// is gone (see [`note_error`]); read by [`Manager::has_broken`] when
    /// the connection goes back to the pool. A blocking task uses its
    /// connection and returns it on the same thread.
    static CONNECTION_LOST: Cell<bool> = const { Cell::new(false) };
}

/// Whether `e` says the connection itself is unusable (the server went
/// away, or the socket broke), as opposed to a failed statement.
pub fn is_connection_error(e: &DieselError) -> bool {
    match e {
        DieselError::DatabaseError(
            DatabaseErrorKind::ClosedConnection | DatabaseErrorKind::UnableToSendCommand,
            _,
        ) => true,
        DieselError::DatabaseError(_, info) => [
            "terminating connection",
            "server closed the connection",
            "no connection to the server",
        ]
        .iter()
        .any(|m| info.message().contains(m)),
        _ => false,
    }
}

/// Records a database error: when it says the connection is gone, the
/// connection this thread holds is discarded instead of going back to the
/// pool. Called by the conversion of every diesel error into a
/// [`StoreError`].
pub fn note_error(e: &DieselError) {
    if is_connection_error(e) {
        mark_connection_lost();
    }
}

/// The connection this thread holds must not go back to the pool.
pub fn mark_connection_lost() {
    CONNECTION_LOST.with(|f| f.set(true));
}

/// Whether a connection error was noted on this thread since the last
/// connection went back to the pool.
pub fn connection_lost() -> bool {
    CONNECTION_LOST.with(Cell::get)
}

/// The pool's connection manager: diesel's, except that a connection is
/// not tested with `SELECT 1` on every checkout (one round trip per
/// request). Instead a connection that failed with a connection error is
/// discarded when it is returned ([`note_error`]), and the callers that can
/// safely try again ([`with_conn`], [`crate::service::transaction`]) do so
/// on another connection when the one they got turns out to be dead before
/// anything was done on it (e.g. after PostgreSQL restarted).
#[derive(Debug)]
pub struct Manager(ConnectionManager<DbConnection>);

impl ManageConnection for Manager {
    type Connection = DbConnection;
    type Error = diesel::r2d2::Error;

    fn connect(&self) -> Result<DbConnection, Self::Error> {
        self.0.connect()
    }

    fn is_valid(&self, conn: &mut DbConnection) -> Result<(), Self::Error> {
        self.0.is_valid(conn)
    }

    fn has_broken(&self, conn: &mut DbConnection) -> bool {
        let lost = CONNECTION_LOST.with(|f| f.replace(false));
        lost || self.0.has_broken(conn)
    }
}

/// How many times a caller tries another connection when the one it got is
/// dead: every idle connection of the pool may be dead after a restart of
/// the database, so once more than the pool holds.
pub fn attempts(pool: &DbPool) -> u32 {
    pool.max_size().saturating_add(1)
}

/// Runs `f` (which must be safe to repeat: a read, or a single statement
/// that failed without effect) on a pooled connection; when it fails
/// because the connection was dead, again on another one.
pub fn with_conn<T, E: From<StoreError>>(
    pool: &DbPool,
    mut f: impl FnMut(&mut DbConnection) -> Result<T, E>,
) -> Result<T, E> {
    let mut attempt = 1;
    loop {
        CONNECTION_LOST.with(|c| c.set(false));
        let mut conn = pool.get().map_err(StoreError::from)?;
        match f(&mut conn) {
            Err(_) if connection_lost() && attempt < attempts(pool) => attempt += 1,
            done => return done,
        }
    }
}

/// Which backend a database URL selects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Postgres,
    Sqlite,
}

impl Backend {
    /// `postgres://` and `postgresql://` select PostgreSQL; anything else is
    /// an SQLite path (or `sqlite://` URL).
    pub fn of_url(url: &str) -> Backend {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            Backend::Sqlite
        }
    }
}

/// Per-connection set-up: on SQLite, wait for the write lock instead of
/// failing (`busy_timeout`), enforce foreign keys, and use WAL so readers
/// never block the writer.
#[derive(Debug, Clone, Copy)]
struct ConnectionSetup {
    busy_timeout_ms: u64,
}

impl CustomizeConnection<DbConnection, diesel::r2d2::Error> for ConnectionSetup {
    fn on_acquire(&self, conn: &mut DbConnection) -> Result<(), diesel::r2d2::Error> {
        if let DbConnection::Sqlite(c) = conn {
            c.batch_execute(&format!(
                "PRAGMA busy_timeout = {}; PRAGMA journal_mode = WAL; \
                 PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;",
                self.busy_timeout_ms
            ))
            .map_err(diesel::r2d2::Error::QueryError)?;
        }
        Ok(())
    }
}

/// The histogram of waits for a pooled connection, in seconds (`GET
/// /metrics`; a no-op unless the metrics are on).
pub const POOL_WAIT_SECONDS: &str = "planesforge_db_pool_wait_seconds";
/// The counter of requests for a connection that waited the whole
/// `PLANESFORGE_DB_TIMEOUT_MS` in vain.
pub const POOL_TIMEOUTS: &str = "planesforge_db_pool_timeouts_total";

/// Records each checkout's wait and each timed-out wait.
#[derive(Debug, Clone, Copy)]
struct PoolEvents;

impl diesel::r2d2::HandleEvent for PoolEvents {
    fn handle_checkout(&self, event: diesel::r2d2::event::CheckoutEvent) {
        metrics::histogram!(POOL_WAIT_SECONDS).record(event.duration().as_secs_f64());
    }

    fn handle_timeout(&self, event: diesel::r2d2::event::TimeoutEvent) {
        metrics::histogram!(POOL_WAIT_SECONDS).record(event.timeout().as_secs_f64());
        metrics::counter!(POOL_TIMEOUTS).increment(1);
    }
}

/// Pool sizing.
#[derive(Debug, Clone)]
pub struct PoolOptions {
    pub max_size: u32,
    pub min_idle: Option<u32>,
    pub connection_timeout: Duration,
}

/// Why the database could not be opened or migrated.
#[derive(Debug, thiserror::Error)]
pub enum DbSetupError {
    #[error("cannot open the database: {0}")]
    Pool(#[from] diesel::r2d2::PoolError),
    #[error("cannot migrate the database: {0}")]
    Migration(String),
}

/// Opens a pool on `url` (PostgreSQL or SQLite) and runs the pending
/// migrations of that backend.
pub fn connect(url: &str, options: &PoolOptions) -> Result<DbPool, DbSetupError> {
    let url = match Backend::of_url(url) {
        Backend::Postgres => url.to_owned(),
        Backend::Sqlite => url.strip_prefix("sqlite://").unwrap_or(url).to_owned(),
    };
    let manager = Manager(ConnectionManager::<DbConnection>::new(url));
    let pool = Pool::builder()
        .test_on_check_out(false)
        .max_size(options.max_size)
        .min_idle(options.min_idle)
        .connection_timeout(options.connection_timeout)
        .connection_customizer(Box::new(ConnectionSetup {
            busy_timeout_ms: 30_000,
        }))
        .event_handler(Box::new(PoolEvents))
        .build(manager)?;
    let mut conn = pool.get()?;
    run_migrations(&mut conn)?;
    Ok(pool)
}

/// Runs the embedded migrations of the connection's backend.
pub fn run_migrations(conn: &mut DbConnection) -> Result<(), DbSetupError> {
    let done = match conn {
        DbConnection::Postgresql(c) => c.run_pending_migrations(POSTGRES_MIGRATIONS).map(drop),
        DbConnection::Sqlite(c) => c.run_pending_migrations(SQLITE_MIGRATIONS).map(drop),
    };
    done.map_err(|e| DbSetupError::Migration(e.to_string()))
}

/// Batch insert of `$rows` into `$table` on either backend (diesel's
/// `MultiBackend` has no batch insert; each backend has its own). Chunks
/// keep each statement under SQLite's bound-parameter limit.
macro_rules! insert_batch {
    ($conn:expr, $table:expr, $rows:expr) => {{
        use diesel::RunQueryDsl as _;
        let mut inserted = 0usize;
        for chunk in $rows.chunks(500) {
            inserted += match $conn {
                $crate::store::DbConnection::Postgresql(c) => {
                    diesel::insert_into($table).values(chunk).execute(c)
                }
                $crate::store::DbConnection::Sqlite(c) => {
                    diesel::insert_into($table).values(chunk).execute(c)
                }
            }?;
        }
        Ok::<usize, diesel::result::Error>(inserted)
    }};
}
pub(crate) use insert_batch;

/// The current time, to the millisecond (both backends store that exactly).
pub fn now() -> NaiveDateTime {
    let t = Utc::now().naive_utc();
    let millis = t.nanosecond() / 1_000_000 * 1_000_000;
    t.with_nanosecond(millis).unwrap_or(t)
}

/// RFC 3339 UTC with milliseconds, e.g. `2026-11-29T13:00:00.000Z`.
pub fn timestamp(t: NaiveDateTime) -> String {
    DateTime::<Utc>::from_naive_utc_and_offset(t, Utc).to_rfc3339_opts(SecondsFormat::Millis, true)
}

/// Runs `f` in one transaction on a pooled connection (the service's
/// [`crate::service::transaction`] adds the worker's wake-up to it). Connections are not
/// tested on checkout (see [`Manager`]): when `BEGIN` fails
/// because the connection is dead, nothing has happened yet, so the
/// transaction starts again on another connection. The error type is the
/// caller's (a [`StoreError`], or the service's own error).
pub fn transaction<T, E>(
    pool: &DbPool,
    f: impl FnOnce(&mut DbConnection) -> Result<T, E>,
) -> Result<T, E>
where
    E: From<StoreError>,
{
    type TxManager = <DbConnection as diesel::Connection>::TransactionManager;
    let mut attempt = 1;
    let mut pooled = loop {
        let mut pooled = pool.get().map_err(StoreError::from)?;
        match TxManager::begin_transaction(&mut pooled) {
            Ok(()) => break pooled,
            Err(e) if is_connection_error(&e) && attempt < attempts(pool) => {
                mark_connection_lost();
                drop(pooled);
                attempt += 1;
            }
            Err(e) => return Err(StoreError::from(e).into()),
        }
    };
    let conn: &mut DbConnection = &mut pooled;
    // What `Connection::transaction` does once `BEGIN` succeeded.
    match f(conn) {
        Ok(value) => TxManager::commit_transaction(conn)
            .map(|()| value)
            .map_err(|e| E::from(StoreError::from(e))),
        Err(error) => match TxManager::rollback_transaction(conn) {
            Ok(()) | Err(diesel::result::Error::BrokenTransactionManager) => Err(error),
            Err(rollback) => Err(StoreError::from(rollback).into()),
        },
    }
}

/// Takes the database write lock at once on SQLite, for a transaction that
/// reads before it writes and does not lock a tournament: a deferred
/// transaction whose first read is older than another writer's commit
/// cannot upgrade to writing (SQLite answers "database is locked" without
/// waiting), while waiting for the lock up front is what `busy_timeout`
/// does. A no-op on PostgreSQL. Must be the first statement.
pub fn lock_for_writing(conn: &mut DbConnection) -> Result<(), StoreError> {
    if matches!(conn, DbConnection::Sqlite(_)) {
        // A write statement takes the lock even when it changes no row.
        diesel::sql_query("UPDATE tournaments SET version = version WHERE 0 = 1").execute(conn)?;
    }
    Ok(())
}

/// Whether the database answers (`SELECT 1`), for the readiness probe.
/// Whatever failed, the connection is not given back to the pool.
pub fn ping(pool: &DbPool) -> Result<(), StoreError> {
    let mut conn = pool.get()?;
    conn.batch_execute("SELECT 1").map_err(|e| {
        mark_connection_lost();
        StoreError::Unavailable(e.to_string())
    })
}

//! Storage: one diesel schema over PostgreSQL and SQLite
//! ([`DbConnection`], a `MultiConnection`), an r2d2 pool, embedded
//! migrations per backend run at start-up, and the row models.
//!
//! Nothing outside `service` and `db` sees diesel.

pub mod models;
pub mod schema;

use std::time::Duration;

use diesel::connection::SimpleConnection;
use diesel::r2d2::{ConnectionManager, CustomizeConnection, Pool, PooledConnection};
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
pub type DbPool = Pool<ConnectionManager<DbConnection>>;
/// A connection checked out of the pool.
pub type PooledConn = PooledConnection<ConnectionManager<DbConnection>>;

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
    let manager = ConnectionManager::<DbConnection>::new(url);
    let pool = Pool::builder()
        .max_size(options.max_size)
        .min_idle(options.min_idle)
        .connection_timeout(options.connection_timeout)
        .connection_customizer(Box::new(ConnectionSetup {
            busy_timeout_ms: 30_000,
        }))
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
                $crate::db::DbConnection::Postgresql(c) => {
                    diesel::insert_into($table).values(chunk).execute(c)
                }
                $crate::db::DbConnection::Sqlite(c) => {
                    diesel::insert_into($table).values(chunk).execute(c)
                }
            }?;
        }
        Ok::<usize, diesel::result::Error>(inserted)
    }};
}
pub(crate) use insert_batch;

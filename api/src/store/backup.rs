//! `planesforge backup FILE` (the book: self-hosting, "Backups"): a copy of
//! an SQLite database taken while the server runs. `VACUUM INTO` reads the
//! database in one read transaction, so the copy is the state of one
//! instant (every committed change before it, none after), whatever the
//! server writes meanwhile; in WAL mode it blocks no writer. The copy is a
//! database file like any other: restoring is starting the server on it.
//! PostgreSQL has its own tools (`pg_dump`, `pg_restore`).

use std::path::Path;

use diesel::sql_types::Text;
use diesel::{Connection, RunQueryDsl, SqliteConnection};

use super::Backend;

/// Why no backup was written.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error(
        "DATABASE_URL is a PostgreSQL database: back it up with pg_dump \
         (the book: self-hosting, Backups)"
    )]
    Postgres,
    #[error("{0}: no such database file")]
    NoDatabase(String),
    #[error("{0} already exists: give a new file (a backup never overwrites)")]
    Exists(String),
    #[error("{0}")]
    Sqlite(String),
}

/// The SQLite file of a `DATABASE_URL` (the `sqlite://` prefix removed).
pub fn sqlite_path(database_url: &str) -> &str {
    database_url
        .strip_prefix("sqlite://")
        .unwrap_or(database_url)
}

/// Writes a consistent copy of the SQLite database `database_url` to
/// `dest`, which must not exist.
pub fn sqlite_into(database_url: &str, dest: &Path) -> Result<(), BackupError> {
    if Backend::of_url(database_url) == Backend::Postgres {
        return Err(BackupError::Postgres);
    }
    let source = sqlite_path(database_url);
    // Opening a missing file would create an empty database.
    if !Path::new(source).is_file() {
        return Err(BackupError::NoDatabase(source.to_owned()));
    }
    if dest.exists() {
        return Err(BackupError::Exists(dest.display().to_string()));
    }
    let dest = dest
        .to_str()
        .ok_or_else(|| BackupError::Sqlite(format!("{}: not UTF-8", dest.display())))?;
    let sqlite = |e: diesel::result::Error| BackupError::Sqlite(e.to_string());
    let mut conn =
        SqliteConnection::establish(source).map_err(|e| BackupError::Sqlite(e.to_string()))?;
    // A writer's commit may hold the lock for a moment: wait, as the
    // server's connections do.
    diesel::sql_query("PRAGMA busy_timeout = 30000")
        .execute(&mut conn)
        .map_err(sqlite)?;
    diesel::sql_query("VACUUM INTO ?")
        .bind::<Text, _>(dest)
        .execute(&mut conn)
        .map_err(sqlite)?;
    Ok(())
}

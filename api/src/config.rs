//! Configuration from the environment, with defaults that work out of the
//! box: an SQLite file `planesforge.db` in the working directory, listening
//! on 127.0.0.1:8080.

use std::path::PathBuf;
use std::time::Duration;

use crate::db::PoolOptions;
use crate::webhooks::WebhookConfig;

/// Service settings.
#[derive(Debug, Clone)]
pub struct Config {
    /// `DATABASE_URL`: `postgres://…` for PostgreSQL, otherwise an SQLite
    /// file path (default `planesforge.db`).
    pub database_url: String,
    /// `PLANESFORGE_BIND` (default `127.0.0.1:8080`; port 0 picks a free one).
    pub bind: String,
    /// `PLANESFORGE_BOOK_DIR`: the built documentation served under `/book/`
    /// when the folder exists (default `book/build`).
    pub book_dir: PathBuf,
    /// `PLANESFORGE_WORKERS`: HTTP worker threads (default: actix's choice).
    pub workers: Option<usize>,
    /// Database pool sizing.
    pub pool: PoolOptions,
    /// `PLANESFORGE_ADMIN_TOKEN`: when set, open sign-up is closed and
    /// `POST /api/v1/organizers` needs `Authorization: Bearer <token>`.
    pub admin_token: Option<String>,
    /// Webhook delivery (`PLANESFORGE_WEBHOOK_*`).
    pub webhooks: WebhookConfig,
}

impl Config {
    /// Reads the environment.
    pub fn from_env() -> Config {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        Config {
            database_url: var("DATABASE_URL").unwrap_or_else(|| "planesforge.db".to_owned()),
            bind: var("PLANESFORGE_BIND").unwrap_or_else(|| "127.0.0.1:8080".to_owned()),
            book_dir: var("PLANESFORGE_BOOK_DIR")
                .map(PathBuf::from)
                .unwrap_or_else(|| PathBuf::from("book/build")),
            workers: var("PLANESFORGE_WORKERS").and_then(|w| w.parse().ok()),
            admin_token: var("PLANESFORGE_ADMIN_TOKEN"),
            webhooks: WebhookConfig::from_env(),
            pool: PoolOptions {
                max_size: var("PLANESFORGE_DB_POOL")
                    .and_then(|w| w.parse().ok())
                    .unwrap_or(16),
                min_idle: Some(1),
                connection_timeout: Duration::from_secs(30),
            },
        }
    }
}

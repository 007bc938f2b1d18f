//! Configuration from the environment, with defaults that work out of the
//! box: an SQLite file `planesforge.db` in the working directory, listening
//! on 127.0.0.1:8080.

use std::path::PathBuf;
use std::time::Duration;

use crate::db::PoolOptions;
use crate::ratelimit::RateLimit;
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
    /// Database pool: `PLANESFORGE_DB_POOL` connections (default 16);
    /// `PLANESFORGE_DB_TIMEOUT_MS` (default 5000) is the longest a request
    /// waits for a connection before `503 database_unavailable`, so an
    /// unreachable database fails requests fast instead of piling them up.
    pub pool: PoolOptions,
    /// `PLANESFORGE_ADMIN_TOKEN`: when set, open sign-up is closed and
    /// `POST /api/v1/organizers` needs `Authorization: Bearer <token>`.
    pub admin_token: Option<String>,
    /// Webhook delivery (`PLANESFORGE_WEBHOOK_*`).
    pub webhooks: WebhookConfig,
    /// `PLANESFORGE_CORS_ORIGINS`: origins whose browser pages may call the
    /// API, comma-separated (`*`: any). Default: none (no CORS headers).
    pub cors_origins: Vec<String>,
    /// `PLANESFORGE_RATE_LIMIT` (requests per minute per API key, or per
    /// client address without a key; `0` turns it off; default 1200) and
    /// `PLANESFORGE_RATE_BURST` (default 200).
    pub rate_limit: Option<RateLimit>,
    /// `PLANESFORGE_IDEMPOTENCY_HOURS`: how long an `Idempotency-Key` is
    /// remembered (default 24).
    pub idempotency_retention: Duration,
    /// `PLANESFORGE_STANDINGS_CACHE_MB`: memory for rendered standings,
    /// per process (default 64; `0` turns the cache off). See
    /// [`crate::standings_cache`].
    pub standings_cache_bytes: usize,
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
            cors_origins: var("PLANESFORGE_CORS_ORIGINS")
                .map(|v| parse_origins(&v))
                .unwrap_or_default(),
            rate_limit: {
                let per_minute = var("PLANESFORGE_RATE_LIMIT")
                    .and_then(|v| v.trim().parse().ok())
                    .unwrap_or(1200);
                let burst = var("PLANESFORGE_RATE_BURST")
                    .and_then(|v| v.trim().parse().ok())
                    .unwrap_or(200);
                (per_minute > 0).then(|| RateLimit::new(per_minute, burst))
            },
            idempotency_retention: Duration::from_secs(
                3600 * var("PLANESFORGE_IDEMPOTENCY_HOURS")
                    .and_then(|v| v.trim().parse::<u64>().ok())
                    .unwrap_or(24),
            ),
            standings_cache_bytes: var("PLANESFORGE_STANDINGS_CACHE_MB")
                .and_then(|v| v.trim().parse::<usize>().ok())
                .unwrap_or(64)
                .saturating_mul(1 << 20),
            pool: PoolOptions {
                max_size: var("PLANESFORGE_DB_POOL")
                    .and_then(|w| w.parse().ok())
                    .unwrap_or(16),
                min_idle: Some(1),
                connection_timeout: Duration::from_millis(
                    var("PLANESFORGE_DB_TIMEOUT_MS")
                        .and_then(|v| v.trim().parse().ok())
                        .unwrap_or(5000),
                ),
            },
        }
    }
}

/// `a, b,c` → `["a", "b", "c"]` (empty entries dropped).
pub fn parse_origins(v: &str) -> Vec<String> {
    v.split(',')
        .map(str::trim)
        .filter(|o| !o.is_empty())
        .map(str::to_owned)
        .collect()
}

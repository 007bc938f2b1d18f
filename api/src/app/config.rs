//! Configuration: the options of `planesforge serve`, each read from its
//! command-line flag or, when the flag is absent, from its environment
//! variable (clap's `env` support), with defaults that work out of the box:
//! an SQLite file `planesforge.db` in the working directory, listening on
//! 127.0.0.1:8080.
//!
//! A variable that is unset, empty or only blanks means the default
//! (except `PLANESFORGE_ADMIN_TOKEN`: blank, or shorter than 16
//! characters, refuses to start rather than open sign-up). A
//! value that does not parse or is out of range (`PLANESFORGE_WORKERS=abc`,
//! `PLANESFORGE_RATE_LIMIT=-1`) refuses to start: clap prints a message
//! naming the variable and exits with status 2, instead of running with a
//! setting nobody asked for.

use std::ffi::OsStr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use clap::builder::TypedValueParser;
use clap::error::ErrorKind;

use crate::app::logging::LogFormat;
use crate::http::client::TrustedProxies;
use crate::http::player_auth::{GUESSES_PER_ADDRESS, GUESSES_PER_PREFIX, GuessLimits, MAX_GUESSES};
use crate::http::ratelimit::RateLimit;
use crate::store::PoolOptions;
use crate::worker::WebhookConfig;
use crate::worker::stream::StreamConfig;

/// Service settings.
#[derive(Debug, Clone)]
pub struct Config {
    /// `DATABASE_URL`: `postgres://…` for PostgreSQL, otherwise an SQLite
    /// file path (default `planesforge.db`).
    pub database_url: String,
    /// `PLANESFORGE_BIND` (default `127.0.0.1:8080`; port 0 picks a free one).
    pub bind: String,
    /// `PLANESFORGE_BOOK_DIR`: the built documentation served under `/book/`
    /// when the folder exists (default `book/build`); otherwise the book
    /// built into the binary is served ([`crate::http::book`]).
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
    /// `PLANESFORGE_RATE_LIMIT` (requests per minute per organizer with a
    /// verified API key, else per client address; `0` turns it off; default 1200) and
    /// `PLANESFORGE_RATE_BURST` (default 200).
    pub rate_limit: Option<RateLimit>,
    /// `PLANESFORGE_IDEMPOTENCY_HOURS`: how long an `Idempotency-Key` is
    /// remembered (default 24).
    pub idempotency_retention: Duration,
    /// `PLANESFORGE_STANDINGS_CACHE_MB`: memory for rendered standings,
    /// per process (default 64; `0` turns the cache off). See
    /// [`crate::http::standings_cache`].
    pub standings_cache_bytes: usize,
    /// `PLANESFORGE_PLAYER_CODE_KEY`: the key player codes are derived
    /// with (hex or base64, at least 32 bytes; RULES.md §12). Unset: a key
    /// file beside an SQLite database, else a random key per process
    /// ([`crate::app::code_key`]). Checked at start-up.
    pub player_code_key: Option<String>,
    /// `PLANESFORGE_PUBLIC_URL`: where players reach this server
    /// (`https://events.example`), for the links of player codes. Unset:
    /// the request's own scheme and host.
    pub public_url: Option<String>,
    /// `PLANESFORGE_PLAYER_CODE_GUESSES_PER_ADDRESS` (default 30) and
    /// `PLANESFORGE_PLAYER_CODE_GUESSES_PER_PREFIX` (default 10): failed
    /// player-code look-ups a minute per client address and per code
    /// prefix ([`crate::http::player_auth::CodeGuard`]).
    pub code_guesses: GuessLimits,
    /// `PLANESFORGE_TRUSTED_PROXIES`: reverse proxies (addresses and CIDR
    /// blocks) whose `Forwarded`/`X-Forwarded-For` name the client
    /// ([`crate::http::client`]). Default: none.
    pub trusted_proxies: TrustedProxies,
    /// The live event stream: `PLANESFORGE_EVENT_RETENTION` (default 7
    /// days), `PLANESFORGE_STREAM_HEARTBEAT_MS`, `PLANESFORGE_STREAM_BUFFER`,
    /// `PLANESFORGE_STREAM_POLL_MS`, `PLANESFORGE_STREAMS_PER_ADDRESS` (see
    /// [`StreamConfig`]; its
    /// `database_url` is filled in at start-up).
    pub stream: StreamConfig,
    /// `PLANESFORGE_METRICS_BIND`: the address `GET /metrics` is served on
    /// (never the public port; [`crate::app::metrics`]). Unset: no metrics.
    pub metrics_bind: Option<String>,
    /// `PLANESFORGE_LOG_FORMAT`: `text` (default) or `json`, one object per
    /// line ([`crate::app::logging`]).
    pub log_format: LogFormat,
    /// Shown every answer the server sends ([`crate::http::observe::Observer`]):
    /// for a program that embeds the server (the black-box tests check
    /// each answer against the OpenAPI document). No setting: `None` when
    /// served from the command line.
    pub observer: Option<crate::http::observe::Observer>,
}

/// The longest `PLANESFORGE_IDEMPOTENCY_HOURS` (a hundred years): the
/// retention is subtracted from the current time, which must stay a date.
const MAX_IDEMPOTENCY_HOURS: u64 = 876_000;

/// `planesforge serve [OPTIONS]`: every option also from its environment
/// variable (the flag wins). The defaults are applied in
/// [`ServeArgs::config`], so "empty" and "unset" mean the same.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct ServeArgs {
    /// Database: `postgres://user:password@host:port/db` selects PostgreSQL;
    /// anything else is an SQLite file path (`sqlite://` prefix allowed)
    /// [default: planesforge.db]
    #[arg(long, env = "DATABASE_URL", value_name = "URL", value_parser = text(), hide_env_values = true)]
    pub database_url: Option<Setting<String>>,
    /// Address and port to listen on (port 0 picks a free one)
    /// [default: 127.0.0.1:8080]
    #[arg(long, env = "PLANESFORGE_BIND", value_name = "ADDRESS", value_parser = text())]
    pub bind: Option<Setting<String>>,
    /// A built book, served under /book/ instead of the one inside the
    /// binary when the folder exists [default: book/build]
    #[arg(long, env = "PLANESFORGE_BOOK_DIR", value_name = "DIR", value_parser = text())]
    pub book_dir: Option<Setting<String>>,
    /// HTTP worker threads, from 1 [default: one per CPU]
    #[arg(long, env = "PLANESFORGE_WORKERS", value_name = "N", value_parser = whole::<usize>(1, usize::MAX as u64))]
    pub workers: Option<Setting<usize>>,
    /// Most database connections this process keeps open, from 1
    /// [default: 16]
    #[arg(long, env = "PLANESFORGE_DB_POOL", value_name = "N", value_parser = whole::<u32>(1, u32::MAX.into()))]
    pub db_pool: Option<Setting<u32>>,
    /// Longest wait for a database connection before a request fails with
    /// 503 database_unavailable, in milliseconds, from 1 [default: 5000]
    #[arg(long, env = "PLANESFORGE_DB_TIMEOUT_MS", value_name = "MS", value_parser = whole::<u64>(1, u64::MAX))]
    pub db_timeout_ms: Option<Setting<u64>>,
    /// When set, POST /api/v1/organizers needs `Authorization: Bearer
    /// <token>`; at least 16 characters (blank refuses to start)
    /// [default: open sign-up]
    #[arg(long, env = "PLANESFORGE_ADMIN_TOKEN", value_name = "TOKEN", value_parser = admin_token(), hide_env_values = true)]
    pub admin_token: Option<Setting<String>>,
    /// Comma-separated origins (`https://shop.example`) whose browser pages
    /// may call the API, or `*` [default: none, no CORS headers]
    #[arg(long, env = "PLANESFORGE_CORS_ORIGINS", value_name = "ORIGINS", value_parser = origins())]
    pub cors_origins: Option<Setting<Vec<String>>>,
    /// Requests a minute per organizer with a verified API key (per client
    /// address otherwise); 0 turns the limit off [default: 1200]
    #[arg(long, env = "PLANESFORGE_RATE_LIMIT", value_name = "N", value_parser = whole::<u32>(0, u32::MAX.into()))]
    pub rate_limit: Option<Setting<u32>>,
    /// Largest burst above the rate limit [default: 200]
    #[arg(long, env = "PLANESFORGE_RATE_BURST", value_name = "N", value_parser = whole::<u32>(0, u32::MAX.into()))]
    pub rate_burst: Option<Setting<u32>>,
    /// How long an Idempotency-Key and its response are kept, in hours
    /// [default: 24]
    #[arg(long, env = "PLANESFORGE_IDEMPOTENCY_HOURS", value_name = "HOURS", value_parser = whole::<u64>(0, MAX_IDEMPOTENCY_HOURS))]
    pub idempotency_hours: Option<Setting<u64>>,
    /// Memory per process for rendered standings, in MiB; 0 turns the
    /// cache off [default: 64]
    #[arg(long, env = "PLANESFORGE_STANDINGS_CACHE_MB", value_name = "MB", value_parser = whole::<usize>(0, usize::MAX as u64))]
    pub standings_cache_mb: Option<Setting<usize>>,
    /// Time a webhook receiver has to answer (and to connect), in
    /// milliseconds [default: 5000]
    #[arg(long, env = "PLANESFORGE_WEBHOOK_TIMEOUT_MS", value_name = "MS", value_parser = whole::<u64>(0, u64::MAX))]
    pub webhook_timeout_ms: Option<Setting<u64>>,
    /// Attempts per webhook delivery before it is marked failed, 1 to 100
    /// [default: 8]
    #[arg(long, env = "PLANESFORGE_WEBHOOK_MAX_ATTEMPTS", value_name = "N", value_parser = whole::<u32>(1, 100))]
    pub webhook_max_attempts: Option<Setting<u32>>,
    /// Wait before the first webhook retry, doubled for each further one, in
    /// milliseconds [default: 1000]
    #[arg(long, env = "PLANESFORGE_WEBHOOK_BACKOFF_MS", value_name = "MS", value_parser = whole::<u64>(0, u64::MAX))]
    pub webhook_backoff_ms: Option<Setting<u64>>,
    /// Longest wait between two webhook attempts, in milliseconds
    /// [default: 3600000]
    #[arg(long, env = "PLANESFORGE_WEBHOOK_BACKOFF_MAX_MS", value_name = "MS", value_parser = whole::<u64>(0, u64::MAX))]
    pub webhook_backoff_max_ms: Option<Setting<u64>>,
    /// How often the outbox is read when nothing wakes the delivery task, in
    /// milliseconds [default: 10000]
    #[arg(long, env = "PLANESFORGE_WEBHOOK_POLL_MS", value_name = "MS", value_parser = whole::<u64>(0, u64::MAX))]
    pub webhook_poll_ms: Option<Setting<u64>>,
    /// `true` (or `1`) lets webhooks call localhost and loopback, private or
    /// link-local addresses; `false` (or `0`) does not [default: false]
    #[arg(long, env = "PLANESFORGE_WEBHOOK_ALLOW_PRIVATE", value_name = "BOOL", value_parser = switch(("true", "1"), ("false", "0")))]
    pub webhook_allow_private: Option<Setting<bool>>,
    /// `off` (or `0`) sends no webhooks: events wait in the outbox; `on` (or
    /// `1`) delivers them [default: on]
    #[arg(long, env = "PLANESFORGE_WEBHOOK_DELIVERY", value_name = "on|off", value_parser = switch(("on", "1"), ("off", "0")))]
    pub webhook_delivery: Option<Setting<bool>>,
    /// The key player codes are derived with: at least 32 bytes as hex or
    /// base64, the same on every replica [default: a key file beside an
    /// SQLite database, else a random key per process]
    #[arg(long, env = "PLANESFORGE_PLAYER_CODE_KEY", value_name = "KEY", value_parser = text(), hide_env_values = true)]
    pub player_code_key: Option<Setting<String>>,
    /// The address players reach this server at, for the links to their
    /// pages (https://events.example) [default: the request's host]
    #[arg(long, env = "PLANESFORGE_PUBLIC_URL", value_name = "URL", value_parser = origins())]
    pub public_url: Option<Setting<Vec<String>>>,
    /// Failed player-code look-ups a minute from one client address
    /// (players behind one shared address count together), 1 to 1000000
    /// [default: 30]
    #[arg(long, env = "PLANESFORGE_PLAYER_CODE_GUESSES_PER_ADDRESS", value_name = "N", value_parser = whole::<u32>(1, MAX_GUESSES.into()))]
    pub player_code_guesses_per_address: Option<Setting<u32>>,
    /// Failed player-code look-ups a minute with one code prefix (its
    /// first 4 characters), from any address, 1 to 1000000 [default: 10]
    #[arg(long, env = "PLANESFORGE_PLAYER_CODE_GUESSES_PER_PREFIX", value_name = "N", value_parser = whole::<u32>(1, MAX_GUESSES.into()))]
    pub player_code_guesses_per_prefix: Option<Setting<u32>>,
    /// Reverse proxies whose Forwarded and X-Forwarded-For headers name
    /// the client, comma-separated addresses and CIDR blocks
    /// (127.0.0.1, 10.0.0.0/8) [default: none; the headers are ignored]
    #[arg(long, env = "PLANESFORGE_TRUSTED_PROXIES", value_name = "ADDRESSES", value_parser = proxies())]
    pub trusted_proxies: Option<Setting<TrustedProxies>>,
    /// How long events are kept for the live stream's replay: a number
    /// with a unit, `s`, `m`, `h` or `d` (`90m`, `7d`; no unit: seconds),
    /// above 0 [default: 7d]
    #[arg(long, env = "PLANESFORGE_EVENT_RETENTION", value_name = "SPAN", value_parser = span())]
    pub event_retention: Option<Setting<Duration>>,
    /// Time between heartbeat comments on an idle event stream, in
    /// milliseconds, from 1 [default: 15000]
    #[arg(long, env = "PLANESFORGE_STREAM_HEARTBEAT_MS", value_name = "MS", value_parser = whole::<u64>(1, u64::MAX))]
    pub stream_heartbeat_ms: Option<Setting<u64>>,
    /// Events an event-stream client may fall behind before it is
    /// disconnected (it resumes with Last-Event-ID), 1 to 100000
    /// [default: 256]
    #[arg(long, env = "PLANESFORGE_STREAM_BUFFER", value_name = "N", value_parser = whole::<usize>(1, 100_000))]
    pub stream_buffer: Option<Setting<usize>>,
    /// How often tournaments with open event streams are read without a
    /// notification (another SQLite process, a lost PostgreSQL
    /// notification), in milliseconds, from 10 [default: 5000]
    #[arg(long, env = "PLANESFORGE_STREAM_POLL_MS", value_name = "MS", value_parser = whole::<u64>(10, u64::MAX))]
    pub stream_poll_ms: Option<Setting<u64>>,
    /// Event streams one client address may hold open at once (beyond:
    /// 429); 0 turns the limit off [default: 50]
    #[arg(long, env = "PLANESFORGE_STREAMS_PER_ADDRESS", value_name = "N", value_parser = whole::<usize>(0, 1_000_000))]
    pub streams_per_address: Option<Setting<usize>>,
    /// Address and port of a second listener serving only GET /metrics
    /// (Prometheus text); keep it off the public network
    /// [default: none, no metrics]
    #[arg(long, env = "PLANESFORGE_METRICS_BIND", value_name = "ADDRESS", value_parser = text())]
    pub metrics_bind: Option<Setting<String>>,
    /// How log lines are written: `text`, or `json` (one JSON object per
    /// line, a request's id, route, status, latency and tournament as
    /// fields) [default: text]
    #[arg(long, env = "PLANESFORGE_LOG_FORMAT", value_name = "text|json", value_parser = log_format())]
    pub log_format: Option<Setting<LogFormat>>,
}

impl ServeArgs {
    /// The settings, defaults in place of what is unset or blank.
    pub fn config(self) -> Config {
        let d = WebhookConfig::default();
        // Webhook waits of 0 ms are taken as 1 ms, as always.
        let ms = |v: Option<Setting<u64>>, default: Duration| {
            value(v).map_or(default, |v| Duration::from_millis(v.max(1)))
        };
        let sd = StreamConfig::default();
        let stream = StreamConfig {
            retention: value(self.event_retention).unwrap_or(sd.retention),
            heartbeat: value(self.stream_heartbeat_ms).map_or(sd.heartbeat, Duration::from_millis),
            buffer: value(self.stream_buffer).unwrap_or(sd.buffer),
            poll_interval: value(self.stream_poll_ms)
                .map_or(sd.poll_interval, Duration::from_millis),
            per_address: value(self.streams_per_address).unwrap_or(sd.per_address),
            database_url: String::new(),
        };
        let per_minute = value(self.rate_limit).unwrap_or(1200);
        let burst = value(self.rate_burst).unwrap_or(200);
        Config {
            database_url: value(self.database_url).unwrap_or_else(|| "planesforge.db".to_owned()),
            bind: value(self.bind).unwrap_or_else(|| "127.0.0.1:8080".to_owned()),
            book_dir: PathBuf::from(
                value(self.book_dir).unwrap_or_else(|| "book/build".to_owned()),
            ),
            workers: value(self.workers),
            admin_token: value(self.admin_token),
            webhooks: WebhookConfig {
                max_attempts: value(self.webhook_max_attempts).unwrap_or(d.max_attempts),
                backoff_base: ms(self.webhook_backoff_ms, d.backoff_base),
                backoff_max: ms(self.webhook_backoff_max_ms, d.backoff_max),
                timeout: ms(self.webhook_timeout_ms, d.timeout),
                poll_interval: ms(self.webhook_poll_ms, d.poll_interval),
                allow_private: value(self.webhook_allow_private).unwrap_or(d.allow_private),
                deliver: value(self.webhook_delivery).unwrap_or(d.deliver),
            },
            cors_origins: value(self.cors_origins).unwrap_or_default(),
            rate_limit: (per_minute > 0).then(|| RateLimit::new(per_minute, burst)),
            idempotency_retention: Duration::from_secs(
                3600 * value(self.idempotency_hours).unwrap_or(24),
            ),
            standings_cache_bytes: value(self.standings_cache_mb)
                .unwrap_or(64)
                .saturating_mul(1 << 20),
            player_code_key: value(self.player_code_key),
            public_url: value(self.public_url).and_then(|u| u.into_iter().find(|u| u != "*")),
            code_guesses: GuessLimits {
                per_address: value(self.player_code_guesses_per_address)
                    .unwrap_or(GUESSES_PER_ADDRESS),
                per_prefix: value(self.player_code_guesses_per_prefix)
                    .unwrap_or(GUESSES_PER_PREFIX),
            },
            trusted_proxies: value(self.trusted_proxies).unwrap_or_default(),
            stream,
            metrics_bind: value(self.metrics_bind),
            log_format: value(self.log_format).unwrap_or_default(),
            observer: None,
            pool: PoolOptions {
                max_size: value(self.db_pool).unwrap_or(16),
                min_idle: Some(1),
                connection_timeout: Duration::from_millis(
                    value(self.db_timeout_ms).unwrap_or(5000),
                ),
            },
        }
    }
}

/// One setting as given: `None` when blank (empty or only white space),
/// which means the default just as when unset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setting<T>(pub Option<T>);

/// The value of a setting, `None` for the default.
fn value<T>(s: Option<Setting<T>>) -> Option<T> {
    s.and_then(|s| s.0)
}

/// clap's parser of one setting: blank is `Setting(None)`; otherwise
/// `parse` decides, and its complaint becomes an error naming the
/// environment variable and the flag (clap prints it and exits with 2).
#[derive(Clone)]
pub struct SettingParser<T> {
    parse: ParseFn<T>,
    /// Why a blank value is refused; `None`: blank is the default.
    blank: Option<&'static str>,
}

/// Text → value, or why not (for the error message).
type ParseFn<T> = Arc<dyn Fn(&str) -> Result<T, String> + Send + Sync>;

impl<T: Clone + Send + Sync + 'static> TypedValueParser for SettingParser<T> {
    type Value = Setting<T>;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        raw: &OsStr,
    ) -> Result<Setting<T>, clap::Error> {
        let name = arg.map_or_else(String::new, |a| match (a.get_env(), a.get_long()) {
            (Some(env), Some(long)) => format!("{} (--{long})", env.to_string_lossy()),
            (Some(env), None) => env.to_string_lossy().into_owned(),
            (None, Some(long)) => format!("--{long}"),
            (None, None) => a.get_id().to_string(),
        });
        // A secret (`hide_env_values`) is not printed back.
        let shown = if arg.is_some_and(clap::Arg::is_hide_env_values_set) {
            "(hidden)".to_owned()
        } else {
            format!("{raw:?}")
        };
        let refuse = |why: String| {
            clap::Error::raw(
                ErrorKind::ValueValidation,
                format!("{name}: invalid value {shown}: {why}\n"),
            )
            .with_cmd(cmd)
        };
        let text = raw
            .to_str()
            .ok_or_else(|| refuse("not valid UTF-8".to_owned()))?;
        if text.trim().is_empty() {
            return match self.blank {
                Some(why) => Err(refuse(why.to_owned())),
                None => Ok(Setting(None)),
            };
        }
        (self.parse)(text).map(|v| Setting(Some(v))).map_err(refuse)
    }
}

/// Text as given (a blank value is the default).
fn text() -> SettingParser<String> {
    SettingParser {
        blank: None,
        parse: Arc::new(|s: &str| Ok(s.to_owned())),
    }
}

/// The shortest `PLANESFORGE_ADMIN_TOKEN`.
pub const MIN_ADMIN_TOKEN: usize = 16;

/// The admin token: unset means open sign-up, but a blank or short value
/// refuses to start (a `${VAR:-}` in a compose file gives an empty one,
/// which must not silently open sign-up).
fn admin_token() -> SettingParser<String> {
    SettingParser {
        blank: Some(
            "blank: give a token of at least 16 characters, or leave the variable unset for open sign-up",
        ),
        parse: Arc::new(|s: &str| {
            if s.chars().count() < MIN_ADMIN_TOKEN {
                Err(format!(
                    "too short: at least {MIN_ADMIN_TOKEN} characters (it guards sign-up)"
                ))
            } else {
                Ok(s.to_owned())
            }
        }),
    }
}

/// A whole number from `min` to `max` (blanks around it allowed).
fn whole<T: TryFrom<u64> + Clone + Send + Sync + 'static>(min: u64, max: u64) -> SettingParser<T> {
    SettingParser {
        blank: None,
        parse: Arc::new(move |s: &str| {
            // "from 1" when only the type bounds it above.
            let expected = if max == u64::MAX || T::try_from(max + 1).is_err() {
                format!("expected a whole number from {min}")
            } else {
                format!("expected a whole number from {min} to {max}")
            };
            s.trim()
                .parse::<u64>()
                .ok()
                .filter(|n| (min..=max).contains(n))
                .and_then(|n| T::try_from(n).ok())
                .ok_or(expected)
        }),
    }
}

/// The longest `PLANESFORGE_EVENT_RETENTION` (a hundred years), like the
/// idempotency retention: it is subtracted from the current time.
const MAX_RETENTION_SECS: u64 = 876_000 * 3600;

/// A time span: a whole number with a unit `s`, `m`, `h` or `d` (none:
/// seconds), above 0 and at most a hundred years.
fn span() -> SettingParser<Duration> {
    SettingParser {
        blank: None,
        parse: Arc::new(|s: &str| {
            let s = s.trim();
            let (digits, unit) = match s.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
                Some((i, _)) => s.split_at(i),
                None => (s, "s"),
            };
            let scale = match unit.trim().to_ascii_lowercase().as_str() {
                "s" => 1,
                "m" => 60,
                "h" => 3600,
                "d" => 86_400,
                _ => 0,
            };
            digits
                .parse::<u64>()
                .ok()
                .filter(|_| scale > 0)
                .and_then(|n| n.checked_mul(scale))
                .filter(|n| (1..=MAX_RETENTION_SECS).contains(n))
                .map(Duration::from_secs)
                .ok_or_else(|| {
                    "expected a whole number above 0 with a unit s, m, h or d (such as 7d)"
                        .to_owned()
                })
        }),
    }
}

/// A switch: the words of `yes` (true) or `no` (false), ignoring case and
/// blanks around them.
fn switch(
    yes: (&'static str, &'static str),
    no: (&'static str, &'static str),
) -> SettingParser<bool> {
    SettingParser {
        blank: None,
        parse: Arc::new(move |s: &str| {
            let s = s.trim();
            let is = |w: &str| s.eq_ignore_ascii_case(w);
            if is(yes.0) || is(yes.1) {
                Ok(true)
            } else if is(no.0) || is(no.1) {
                Ok(false)
            } else {
                Err(format!(
                    "expected {} or {} ({} or {})",
                    yes.0, no.0, yes.1, no.1
                ))
            }
        }),
    }
}

/// `text` or `json` (any case).
fn log_format() -> SettingParser<LogFormat> {
    SettingParser {
        blank: None,
        parse: Arc::new(|s: &str| match s.trim().to_ascii_lowercase().as_str() {
            "text" => Ok(LogFormat::Text),
            "json" => Ok(LogFormat::Json),
            _ => Err("expected text or json".to_owned()),
        }),
    }
}

/// Comma-separated addresses and CIDR blocks of trusted proxies.
fn proxies() -> SettingParser<TrustedProxies> {
    SettingParser {
        blank: None,
        parse: Arc::new(TrustedProxies::parse),
    }
}

/// Comma-separated origins (`scheme://host[:port]`) or `*`; empty entries
/// are dropped.
fn origins() -> SettingParser<Vec<String>> {
    SettingParser {
        blank: None,
        parse: Arc::new(|s: &str| {
            let list = parse_origins(s);
            match list.iter().find(|o| !is_origin(o)) {
                Some(bad) => Err(format!(
                    "{bad:?} is not an origin such as https://shop.example (or *)"
                )),
                None => Ok(list),
            }
        }),
    }
}

/// `*`, or a URL with a scheme and a host (what a browser sends as
/// `Origin`).
fn is_origin(o: &str) -> bool {
    o == "*"
        || o.parse::<actix_web::http::Uri>()
            .is_ok_and(|u| u.scheme().is_some() && u.host().is_some())
}

/// `a, b,c` → `["a", "b", "c"]` (empty entries dropped).
pub fn parse_origins(v: &str) -> Vec<String> {
    v.split(',')
        .map(str::trim)
        .filter(|o| !o.is_empty())
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        serve: ServeArgs,
    }

    fn parse(args: &[&str]) -> Result<Config, String> {
        Cli::try_parse_from(std::iter::once("planesforge").chain(args.iter().copied()))
            .map(|c| c.serve.config())
            .map_err(|e| e.to_string())
    }

    #[test]
    fn defaults() {
        let c = ServeArgs::default().config();
        assert_eq!(c.database_url, "planesforge.db");
        assert_eq!(c.bind, "127.0.0.1:8080");
        assert_eq!(c.book_dir, PathBuf::from("book/build"));
        assert_eq!(c.workers, None);
        assert_eq!(c.pool.max_size, 16);
        assert_eq!(c.pool.connection_timeout, Duration::from_millis(5000));
        assert_eq!(c.admin_token, None);
        assert!(c.cors_origins.is_empty());
        let limit = c.rate_limit.expect("on by default");
        assert_eq!(
            format!("{limit:?}"),
            format!("{:?}", RateLimit::new(1200, 200))
        );
        assert_eq!(c.idempotency_retention, Duration::from_secs(24 * 3600));
        assert_eq!(c.standings_cache_bytes, 64 << 20);
        let d = WebhookConfig::default();
        let w = c.webhooks;
        assert_eq!(
            (
                w.max_attempts,
                w.backoff_base,
                w.backoff_max,
                w.timeout,
                w.poll_interval
            ),
            (
                d.max_attempts,
                d.backoff_base,
                d.backoff_max,
                d.timeout,
                d.poll_interval
            )
        );
        assert_eq!((w.allow_private, w.deliver), (false, true));
        let s = c.stream;
        assert_eq!(s.retention, Duration::from_secs(7 * 86_400));
        assert_eq!(s.heartbeat, Duration::from_secs(15));
        assert_eq!((s.buffer, s.poll_interval), (256, Duration::from_secs(5)));
        assert_eq!(
            c.code_guesses,
            GuessLimits {
                per_address: 30,
                per_prefix: 10
            }
        );
    }

    #[test]
    fn code_guess_limits() {
        let c = parse(&[
            "--player-code-guesses-per-address",
            "500",
            "--player-code-guesses-per-prefix",
            " 3 ",
        ])
        .expect("valid");
        assert_eq!(
            c.code_guesses,
            GuessLimits {
                per_address: 500,
                per_prefix: 3
            }
        );
        // No "off", and nothing past a million.
        for bad in ["0", "-1", "1000001", "ten"] {
            let arg = format!("--player-code-guesses-per-address={bad}");
            let err = parse(&[arg.as_str()])
                .err()
                .unwrap_or_else(|| panic!("{bad} accepted"));
            assert!(
                err.contains("PLANESFORGE_PLAYER_CODE_GUESSES_PER_ADDRESS")
                    && err.contains("from 1 to 1000000"),
                "{err}"
            );
        }
        assert!(parse(&["--player-code-guesses-per-prefix", "0"]).is_err());
    }

    #[test]
    fn trusted_proxies() {
        assert!(ServeArgs::default().config().trusted_proxies.0.is_empty());
        let c = parse(&["--trusted-proxies", "127.0.0.1, 10.0.0.0/8"]).expect("valid");
        assert_eq!(c.trusted_proxies.0.len(), 2);
        let Err(err) = parse(&["--trusted-proxies", "10.0.0.0/8,nginx"]) else {
            panic!("a name is refused");
        };
        assert!(
            err.contains("PLANESFORGE_TRUSTED_PROXIES") && err.contains("nginx"),
            "{err}"
        );
    }

    #[test]
    fn event_retention_takes_a_unit() {
        for (given, secs) in [
            ("90", 90),
            ("90s", 90),
            ("15m", 900),
            ("2h", 7200),
            (" 7d ", 604_800),
        ] {
            let c = parse(&["--event-retention", given]).expect(given);
            assert_eq!(c.stream.retention, Duration::from_secs(secs), "{given}");
        }
        for bad in ["0", "0d", "7w", "d", "-1h", "1.5h"] {
            assert!(parse(&["--event-retention", bad]).is_err(), "{bad}");
        }
    }

    #[test]
    fn flags_and_blank_values() {
        let c = parse(&[
            "--workers",
            " 3 ",
            "--db-pool",
            "8",
            "--rate-limit",
            "0",
            "--webhook-delivery",
            "OFF",
            "--webhook-allow-private",
            "1",
            "--webhook-backoff-ms",
            "0",
            "--cors-origins",
            "https://a.example, ,*",
            "--bind",
            "  ",
        ])
        .unwrap();
        assert_eq!(c.workers, Some(3));
        assert_eq!(c.pool.max_size, 8);
        assert!(c.rate_limit.is_none(), "0 turns the limit off");
        assert!(!c.webhooks.deliver);
        assert!(c.webhooks.allow_private);
        assert_eq!(c.webhooks.backoff_base, Duration::from_millis(1));
        assert_eq!(c.cors_origins, ["https://a.example", "*"]);
        assert_eq!(c.bind, "127.0.0.1:8080", "blank is the default");
    }

    #[test]
    fn bad_values_name_the_variable() {
        for (args, wants) in [
            (
                &["--workers", "abc"][..],
                "PLANESFORGE_WORKERS (--workers): invalid value \"abc\"",
            ),
            (&["--workers", "0"], "expected a whole number from 1"),
            (
                &["--rate-limit=-1"],
                "PLANESFORGE_RATE_LIMIT (--rate-limit)",
            ),
            (&["--db-pool", "0"], "PLANESFORGE_DB_POOL"),
            (&["--db-timeout-ms", "0"], "PLANESFORGE_DB_TIMEOUT_MS"),
            (&["--webhook-max-attempts", "101"], "from 1 to 100"),
            (&["--idempotency-hours", "876001"], "from 0 to 876000"),
            (
                &["--webhook-delivery", "false"],
                "expected on or off (1 or 0)",
            ),
            (
                &["--webhook-allow-private", "yes"],
                "expected true or false",
            ),
            (
                &["--cors-origins", "https://a.example,shop"],
                "\"shop\" is not an origin",
            ),
            (
                &["--standings-cache-mb", "1.5"],
                "PLANESFORGE_STANDINGS_CACHE_MB",
            ),
        ] {
            let err = parse(args)
                .err()
                .unwrap_or_else(|| panic!("{args:?} accepted"));
            assert!(err.contains(wants), "{args:?}: {err}");
        }
    }
}

//! Webhooks: organizers register endpoints; changes to their tournaments
//! are written to an outbox in the same transaction as the change
//! ([`enqueue`]), and a background task ([`start`]) delivers them after
//! the commit.
//!
//! - **Outbox.** [`enqueue`] inserts one `webhook_deliveries` row per
//!   matching endpoint inside the caller's transaction: a rolled-back
//!   change sends nothing, a committed one is never lost (restarts resume
//!   from the table).
//! - **Wake-up.** After a transaction that enqueued something commits,
//!   [`crate::service::transaction`] signals a channel that wakes the
//!   delivery task; the task also polls the table periodically.
//! - **Delivery.** `POST` of the stored JSON body `{id, event, created_at,
//!   tournament_id, data}` with `X-PlanesForge-Timestamp: <RFC 3339 time
//!   of the attempt>`, `X-PlanesForge-Signature: sha256=<hex HMAC-SHA256,
//!   keyed with the endpoint's secret, of the timestamp value, "." and the
//!   raw body>` ([`signature`]) and `X-PlanesForge-Delivery: <delivery
//!   id>`. A 2xx within the timeout is success;
//!   anything else (other status, timeout, connection error, redirect) is
//!   retried after `base · 2^(attempt-1)`, capped, until the maximum number
//!   of attempts. Every attempt is recorded. Requests never wait for it.
//! - **Claiming.** A due delivery is claimed by moving its
//!   `next_attempt_at` forward with a conditional `UPDATE`, so two server
//!   processes on one database do not send the same attempt twice.
//!   Delivery is at least once: receivers deduplicate by delivery id.
//!   Deliveries run concurrently, so their order is not guaranteed.

use std::cell::Cell;
use std::net::IpAddr;
use std::sync::{Arc, LazyLock};
use std::time::Duration;

use chrono::NaiveDateTime;
use diesel::prelude::*;
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use tokio::sync::{Notify, watch};
use utoipa::ToSchema;

use crate::http::error::ApiError;
use crate::store::models::{AttemptRow, DELIVERED, FAILED, PENDING};
use crate::store::schema::{webhook_attempts, webhook_deliveries, webhook_endpoints};
use crate::store::{DbConnection, DbPool};
use crate::store::{now, timestamp, transaction};

/// The events an endpoint can subscribe to.
// `WebhookEvent` in the OpenAPI document; the serde names are the wire
// names of `as_str` (requests are parsed with `parse`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, ToSchema)]
#[schema(as = WebhookEvent)]
pub enum Event {
    /// A round's pairings were published.
    #[serde(rename = "round.published")]
    RoundPublished,
    /// A round's last result was entered (or a round with only a bye was
    /// published).
    #[serde(rename = "round.completed")]
    RoundCompleted,
    /// A result was entered or corrected (every change), or a bye-only
    /// round completed.
    #[serde(rename = "standings.updated")]
    StandingsUpdated,
    /// The tournament became `finished` (sent once; with the champion, if
    /// any, and the final standings).
    #[serde(rename = "tournament.finished")]
    TournamentFinished,
    /// The organizer changed the name, planned rounds or intended top cut.
    #[serde(rename = "tournament.updated")]
    TournamentUpdated,
    /// The tournament was deleted (sent before its data goes).
    #[serde(rename = "tournament.deleted")]
    TournamentDeleted,
    /// The top cut was created (the bracket and its first round).
    #[serde(rename = "top_cut.created")]
    TopCutCreated,
    /// Players were registered (one, or a bulk registration).
    #[serde(rename = "player.added")]
    PlayerAdded,
    /// A player was dropped.
    #[serde(rename = "player.dropped")]
    PlayerDropped,
    /// A dropped player was re-admitted.
    #[serde(rename = "player.readmitted")]
    PlayerReadmitted,
    /// A player was renamed.
    #[serde(rename = "player.renamed")]
    PlayerRenamed,
    /// A round in `pairing` was re-paired (on request, or because the
    /// field changed); lists the manual changes it discarded.
    #[serde(rename = "round.repaired")]
    RoundRepaired,
    /// A round in `pairing` was deleted.
    #[serde(rename = "round.deleted")]
    RoundDeleted,
}

impl Event {
    /// Every event, in canonical order.
    pub const ALL: [Event; 13] = [
        Event::RoundPublished,
        Event::RoundCompleted,
        Event::StandingsUpdated,
        Event::TournamentFinished,
        Event::TournamentUpdated,
        Event::TournamentDeleted,
        Event::TopCutCreated,
        Event::PlayerAdded,
        Event::PlayerDropped,
        Event::PlayerReadmitted,
        Event::PlayerRenamed,
        Event::RoundRepaired,
        Event::RoundDeleted,
    ];

    /// The wire name, e.g. `round.published`.
    pub fn as_str(self) -> &'static str {
        match self {
            Event::RoundPublished => "round.published",
            Event::RoundCompleted => "round.completed",
            Event::StandingsUpdated => "standings.updated",
            Event::TournamentFinished => "tournament.finished",
            Event::TournamentUpdated => "tournament.updated",
            Event::TournamentDeleted => "tournament.deleted",
            Event::TopCutCreated => "top_cut.created",
            Event::PlayerAdded => "player.added",
            Event::PlayerDropped => "player.dropped",
            Event::PlayerReadmitted => "player.readmitted",
            Event::PlayerRenamed => "player.renamed",
            Event::RoundRepaired => "round.repaired",
            Event::RoundDeleted => "round.deleted",
        }
    }

    /// The event of a wire name.
    pub fn parse(name: &str) -> Option<Event> {
        Event::ALL.into_iter().find(|e| e.as_str() == name)
    }
}

/// Delivery settings (environment variables in brackets).
#[derive(Debug, Clone)]
pub struct WebhookConfig {
    /// Attempts per delivery before it is given up (`PLANESFORGE_WEBHOOK_MAX_ATTEMPTS`, default 8).
    pub max_attempts: u32,
    /// Delay before the first retry; doubled per attempt (`PLANESFORGE_WEBHOOK_BACKOFF_MS`, default 1000).
    pub backoff_base: Duration,
    /// Longest delay between attempts (`PLANESFORGE_WEBHOOK_BACKOFF_MAX_MS`, default 1 hour).
    pub backoff_max: Duration,
    /// Time allowed for the receiver's answer (`PLANESFORGE_WEBHOOK_TIMEOUT_MS`, default 5000).
    pub timeout: Duration,
    /// How often the outbox is polled without a wake-up (`PLANESFORGE_WEBHOOK_POLL_MS`, default 10000).
    pub poll_interval: Duration,
    /// Whether URLs naming `localhost` or a loopback, private or
    /// link-local IP address are accepted (`PLANESFORGE_WEBHOOK_ALLOW_PRIVATE=true`;
    /// default false, so organizers cannot make the server call its own network).
    pub allow_private: bool,
    /// Whether deliveries are sent at all (`PLANESFORGE_WEBHOOK_DELIVERY=off`
    /// turns the sender off: events still go to the outbox and wait there;
    /// meant for test runs, such as the API fuzzer, that must not call out).
    pub deliver: bool,
}

impl Default for WebhookConfig {
    fn default() -> Self {
        WebhookConfig {
            max_attempts: 8,
            backoff_base: Duration::from_secs(1),
            backoff_max: Duration::from_secs(3600),
            timeout: Duration::from_secs(5),
            poll_interval: Duration::from_secs(10),
            allow_private: false,
            deliver: true,
        }
    }
}

impl WebhookConfig {
    /// The delay after failed attempt number `attempt` (from 1):
    /// `backoff_base · 2^(attempt-1)`, at most `backoff_max`.
    pub fn backoff(&self, attempt: u32) -> Duration {
        let factor = 1u32 << attempt.saturating_sub(1).min(20);
        self.backoff_base
            .checked_mul(factor)
            .unwrap_or(self.backoff_max)
            .min(self.backoff_max)
    }
}

// ---------------------------------------------------------------- wire types

/// `POST /webhooks`
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"url": "https://example.com/hooks/planesforge",
    "events": ["round.published", "standings.updated"], "tournament_id": null}))]
pub struct NewWebhook {
    /// `http` or `https` URL receiving the POSTs.
    pub url: String,
    /// One or more of `round.published`, `round.completed`,
    /// `standings.updated`, `tournament.finished`, `player.added`,
    /// `player.dropped`, `player.readmitted`, `player.renamed`,
    /// `round.repaired`, `round.deleted` (repeats count once).
    #[schema(value_type = Vec<Event>, min_items = 1)]
    pub events: Vec<String>,
    /// One tournament of the caller, or `null` for all their tournaments
    /// (present and future).
    #[serde(default)]
    pub tournament_id: Option<String>,
}

/// A registered endpoint.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"id": "3c0d7d5e-0a51-4d8e-9a55-5c8b1f0e7a11",
    "url": "https://example.com/hooks/planesforge", "events": ["round.published"],
    "tournament_id": null, "created_at": "2026-11-29T13:00:00.000Z",
    "secret": "whsec_5f1d…"}))]
pub struct Webhook {
    pub id: String,
    pub url: String,
    #[schema(value_type = Vec<Event>)]
    pub events: Vec<String>,
    /// `null`: every tournament of the organizer.
    pub tournament_id: Option<String>,
    pub created_at: String,
    /// The signing secret: only in the response to `POST /webhooks`
    /// (shown once, like an API key; delete and re-register to rotate).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
}

/// One page of endpoints, oldest first.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"items": [{"id": "3c0d7d5e-0a51-4d8e-9a55-5c8b1f0e7a11",
    "url": "https://example.com/hooks/planesforge", "events": ["round.published"],
    "tournament_id": null, "created_at": "2026-11-29T13:00:00.000Z"}], "next_cursor": null}))]
pub struct WebhookPage {
    pub items: Vec<Webhook>,
    /// Pass as `cursor` for the next page; `null` on the last page.
    pub next_cursor: Option<String>,
}

/// One delivery attempt.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"delivery_id": "7b8f5a0e-4c33-4f7c-8d21-3a9e6b1c2d40",
    "event": "round.published", "tournament_id": "5d1c6a3e-8f0b-4a51-9a7e-2b9a1e6c4d20",
    "attempt": 1, "success": false, "status_code": 503, "error": "HTTP 503",
    "started_at": "2026-11-29T13:00:00.000Z", "finished_at": "2026-11-29T13:00:00.120Z"}))]
pub struct DeliveryAttempt {
    /// The `X-PlanesForge-Delivery` id (the same for every attempt of one delivery).
    pub delivery_id: String,
    #[schema(value_type = Event)]
    pub event: String,
    pub tournament_id: String,
    /// From 1.
    pub attempt: u32,
    /// A 2xx answer arrived within the timeout.
    pub success: bool,
    /// The receiver's HTTP status, when it answered.
    pub status_code: Option<u16>,
    /// Why the attempt failed (`null` on success).
    pub error: Option<String>,
    pub started_at: String,
    pub finished_at: String,
}

/// One page of attempts, oldest first.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"items": [{"delivery_id": "7b8f5a0e-4c33-4f7c-8d21-3a9e6b1c2d40",
    "event": "round.published", "tournament_id": "5d1c6a3e-8f0b-4a51-9a7e-2b9a1e6c4d20",
    "attempt": 1, "success": true, "status_code": 204, "error": null,
    "started_at": "2026-11-29T13:00:00.000Z", "finished_at": "2026-11-29T13:00:00.120Z"}],
    "next_cursor": null}))]
pub struct DeliveryPage {
    pub items: Vec<DeliveryAttempt>,
    /// Pass as `cursor` for the next page; `null` on the last page.
    pub next_cursor: Option<String>,
}

/// Most webhook endpoints one organizer may register.
pub const MAX_WEBHOOKS: i64 = 50;

// ---------------------------------------------------------------- wake-up

/// Bumped after every commit that enqueued a delivery; delivery tasks
/// watch it. One channel per process (several apps in one test process
/// merely wake each other, and each looks at its own database).
static WAKE: LazyLock<watch::Sender<u64>> = LazyLock::new(|| watch::channel(0).0);

thread_local! {
    /// Whether the transaction running on this thread enqueued a delivery.
    static ENQUEUED: Cell<bool> = const { Cell::new(false) };
}

/// Called by [`crate::service::transaction`] before the transaction starts.
pub fn transaction_started() {
    ENQUEUED.with(|e| e.set(false));
}

/// Called by [`crate::service::transaction`] once it ended: wakes the
/// delivery task when it committed and enqueued something.
pub fn transaction_ended(committed: bool) {
    if ENQUEUED.with(|e| e.replace(false)) && committed {
        wake();
    }
}

/// Wakes every delivery task of this process.
pub fn wake() {
    WAKE.send_modify(|n| *n = n.wrapping_add(1));
}

/// Called by the outbox ([`crate::service::webhooks::enqueue`]) for each
/// delivery it queued: the worker is woken once the transaction commits.
pub fn mark_enqueued() {
    ENQUEUED.with(|f| f.set(true));
}

/// Whether `ip` is loopback, private, link-local, shared (100.64/10),
/// unspecified or otherwise not a public address: the receivers a webhook
/// may not name, nor resolve to (SSRF).
pub fn private_ip(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                || v4.octets()[0] == 100 && (v4.octets()[1] & 0xc0) == 64
        }
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return private_ip(IpAddr::V4(v4));
            }
            let first = v6.segments()[0];
            v6.is_loopback()
                || v6.is_unspecified()
                || (first & 0xfe00) == 0xfc00
                || (first & 0xffc0) == 0xfe80
        }
    }
}

// ---------------------------------------------------------------- delivery

/// `sha256=<hex HMAC-SHA256 keyed with secret>` of `timestamp`, a `.` and
/// the raw `body`: the signature covers the `X-PlanesForge-Timestamp`
/// header (exactly its value) as well as the body, so a receiver that
/// checks the timestamp's age can refuse a replayed delivery.
pub fn signature(secret: &str, timestamp: &str, body: &[u8]) -> String {
    // HMAC accepts keys of any length, so this cannot fail.
    let mut mac = match Hmac::<Sha256>::new_from_slice(secret.as_bytes()) {
        Ok(m) => m,
        Err(_) => return String::new(),
    };
    mac.update(timestamp.as_bytes());
    mac.update(b".");
    mac.update(body);
    format!("sha256={}", hex::encode(mac.finalize().into_bytes()))
}

/// A claimed delivery, ready to send.
#[derive(Debug, Clone)]
struct Claimed {
    id: String,
    endpoint_id: String,
    url: String,
    secret: String,
    body: String,
    attempts: i32,
}

fn to_naive(d: Duration) -> chrono::Duration {
    chrono::Duration::from_std(d).unwrap_or(chrono::Duration::MAX)
}

/// Claims up to `limit` due deliveries (each claim is one conditional
/// UPDATE, so concurrent claimers never take the same delivery).
fn claim_due(pool: &DbPool, lease: Duration, limit: i64) -> Result<Vec<Claimed>, ApiError> {
    let mut conn = pool.get()?;
    let conn: &mut DbConnection = &mut conn;
    let at = now();
    let due: Vec<(i64, NaiveDateTime)> = webhook_deliveries::table
        .filter(webhook_deliveries::state.eq(PENDING))
        .filter(webhook_deliveries::next_attempt_at.le(at))
        .order((
            webhook_deliveries::next_attempt_at.asc(),
            webhook_deliveries::seq.asc(),
        ))
        .limit(limit)
        .select((webhook_deliveries::seq, webhook_deliveries::next_attempt_at))
        .load(conn)?;
    let until = at + to_naive(lease);
    let mut claimed = Vec::new();
    for (seq, old) in due {
        let took = diesel::update(
            webhook_deliveries::table
                .filter(webhook_deliveries::seq.eq(seq))
                .filter(webhook_deliveries::state.eq(PENDING))
                .filter(webhook_deliveries::next_attempt_at.eq(old)),
        )
        .set(webhook_deliveries::next_attempt_at.eq(until))
        .execute(conn)?;
        if took == 0 {
            continue;
        }
        let row: Option<(String, String, String, i32, String, String)> = webhook_deliveries::table
            .inner_join(
                webhook_endpoints::table
                    .on(webhook_endpoints::id.eq(webhook_deliveries::endpoint_id)),
            )
            .filter(webhook_deliveries::seq.eq(seq))
            .select((
                webhook_deliveries::id,
                webhook_deliveries::endpoint_id,
                webhook_deliveries::body,
                webhook_deliveries::attempts,
                webhook_endpoints::url,
                webhook_endpoints::secret,
            ))
            .first(conn)
            .optional()?;
        if let Some((id, endpoint_id, body, attempts, url, secret)) = row {
            claimed.push(Claimed {
                id,
                endpoint_id,
                url,
                secret,
                body,
                attempts,
            });
        }
    }
    Ok(claimed)
}

/// The earliest `next_attempt_at` of a pending delivery.
fn next_due(pool: &DbPool) -> Result<Option<NaiveDateTime>, ApiError> {
    let mut conn = pool.get()?;
    let conn: &mut DbConnection = &mut conn;
    Ok(webhook_deliveries::table
        .filter(webhook_deliveries::state.eq(PENDING))
        .select(diesel::dsl::min(webhook_deliveries::next_attempt_at))
        .first::<Option<NaiveDateTime>>(conn)?)
}

/// Records an attempt and schedules the next one (or closes the delivery).
fn record_attempt(
    pool: &DbPool,
    config: &WebhookConfig,
    d: &Claimed,
    attempt: AttemptRow,
) -> Result<(), ApiError> {
    let n = u32::try_from(attempt.attempt).unwrap_or(u32::MAX);
    let state = if attempt.success {
        DELIVERED
    } else if n >= config.max_attempts {
        FAILED
    } else {
        PENDING
    };
    let next = attempt.finished_at + to_naive(config.backoff(n));
    transaction(pool, |conn| {
        diesel::insert_into(webhook_attempts::table)
            .values(&attempt)
            .execute(conn)?;
        diesel::update(webhook_deliveries::table.filter(webhook_deliveries::id.eq(&d.id)))
            .set((
                webhook_deliveries::state.eq(state),
                webhook_deliveries::attempts.eq(attempt.attempt),
                webhook_deliveries::next_attempt_at.eq(next),
            ))
            .execute(conn)?;
        Ok(())
    })
}

/// An error and its causes, on one line.
fn describe(e: &reqwest::Error) -> String {
    if e.is_timeout() {
        return "timeout: no answer in time".to_owned();
    }
    let mut text = e.to_string();
    let mut source = std::error::Error::source(e);
    while let Some(s) = source {
        text.push_str(": ");
        text.push_str(&s.to_string());
        source = s.source();
    }
    text
}

/// Sends one attempt of `d` and records it.
async fn deliver(pool: DbPool, config: WebhookConfig, client: reqwest::Client, d: Claimed) {
    let started = now();
    let attempt = d.attempts.saturating_add(1);
    let sent_at = timestamp(started);
    let request = client
        .post(&d.url)
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        .header(
            "X-PlanesForge-Signature",
            signature(&d.secret, &sent_at, d.body.as_bytes()),
        )
        .header("X-PlanesForge-Delivery", d.id.as_str())
        .header("X-PlanesForge-Timestamp", sent_at.as_str())
        .timeout(config.timeout)
        .body(d.body.clone());
    let (status_code, error, success) = match request.send().await {
        Ok(resp) => {
            let code = resp.status();
            let ok = code.is_success();
            let error = (!ok).then(|| format!("HTTP {}", code.as_u16()));
            (Some(i32::from(code.as_u16())), error, ok)
        }
        Err(e) => (None, Some(describe(&e)), false),
    };
    let row = AttemptRow {
        delivery_id: d.id.clone(),
        endpoint_id: d.endpoint_id.clone(),
        attempt,
        status_code,
        error,
        success,
        started_at: started,
        finished_at: now(),
    };
    let done = tokio::task::spawn_blocking(move || record_attempt(&pool, &config, &d, row)).await;
    match done {
        Ok(Ok(())) => {}
        Ok(Err(e)) => log::warn!("webhooks: cannot record a delivery attempt: {e}"),
        Err(e) => log::warn!("webhooks: recording task failed: {e}"),
    }
}

/// A resolver that drops loopback, private and link-local addresses, so a
/// public name pointing into the server's own network is not called
/// (URLs with literal IP addresses are checked at registration).
struct PublicOnly;

impl reqwest::dns::Resolve for PublicOnly {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let host = name.as_str().to_owned();
        Box::pin(async move {
            let addrs: Vec<std::net::SocketAddr> = tokio::net::lookup_host((host.as_str(), 0))
                .await?
                .filter(|a| !private_ip(a.ip()))
                .collect();
            if addrs.is_empty() {
                return Err(format!("{host} has no public address").into());
            }
            let addrs: reqwest::dns::Addrs = Box::new(addrs.into_iter());
            Ok(addrs)
        })
    }
}

/// Starts the delivery task on the current tokio runtime (call from
/// within it). It runs until the runtime shuts down.
pub fn start(pool: DbPool, config: WebhookConfig) -> Result<(), String> {
    if !config.deliver {
        log::warn!(
            "webhooks: delivery is off (PLANESFORGE_WEBHOOK_DELIVERY); events stay in the outbox"
        );
        return Ok(());
    }
    let mut builder = reqwest::Client::builder();
    if !config.allow_private {
        builder = builder.dns_resolver(Arc::new(PublicOnly));
    }
    let client = builder
        .redirect(reqwest::redirect::Policy::none())
        .connect_timeout(config.timeout)
        .user_agent(concat!("PlanesForge-Webhooks/", env!("CARGO_PKG_VERSION")))
        .build()
        .map_err(|e| format!("cannot build the webhook HTTP client: {e}"))?;
    tokio::spawn(run_worker(pool, config, client));
    Ok(())
}

async fn run_worker(pool: DbPool, config: WebhookConfig, client: reqwest::Client) {
    const BATCH: i64 = 32;
    let mut wake = WAKE.subscribe();
    let done = Arc::new(Notify::new());
    // Longer than one attempt can take, so a claimed delivery whose
    // process died is retried by another after the lease.
    let lease = config.timeout * 2 + Duration::from_secs(30);
    loop {
        let p = pool.clone();
        let claimed = tokio::task::spawn_blocking(move || claim_due(&p, lease, BATCH)).await;
        let mut full = false;
        match claimed {
            Ok(Ok(list)) => {
                full = list.len() as i64 == BATCH;
                for d in list {
                    let (pool, config, client, done) =
                        (pool.clone(), config.clone(), client.clone(), done.clone());
                    tokio::spawn(async move {
                        deliver(pool, config, client, d).await;
                        done.notify_one();
                    });
                }
            }
            Ok(Err(e)) => log::warn!("webhooks: cannot read the outbox: {e}"),
            Err(e) => log::warn!("webhooks: outbox task failed: {e}"),
        }
        if full {
            continue;
        }
        let p = pool.clone();
        let next = tokio::task::spawn_blocking(move || next_due(&p)).await;
        let mut pause = config.poll_interval;
        if let Ok(Ok(Some(at))) = next {
            let until = (at - now()).to_std().unwrap_or(Duration::ZERO);
            pause = pause.min(until);
        }
        tokio::select! {
            _ = wake.changed() => {}
            _ = done.notified() => {}
            _ = tokio::time::sleep(pause) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_and_is_capped() {
        let c = WebhookConfig {
            backoff_base: Duration::from_secs(1),
            backoff_max: Duration::from_secs(10),
            ..WebhookConfig::default()
        };
        let got: Vec<u64> = (1..=6).map(|n| c.backoff(n).as_secs()).collect();
        assert_eq!(got, vec![1, 2, 4, 8, 10, 10]);
        assert_eq!(c.backoff(1000), Duration::from_secs(10));
    }

    #[test]
    fn signature_is_hmac_sha256_of_timestamp_dot_body() {
        let whole = |key: &str, msg: &[u8]| {
            let mut mac = Hmac::<Sha256>::new_from_slice(key.as_bytes()).unwrap();
            mac.update(msg);
            format!("sha256={}", hex::encode(mac.finalize().into_bytes()))
        };
        // The primitive: RFC 4231 test case 2.
        assert_eq!(
            whole("Jefe", b"what do ya want for nothing?"),
            "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
        let ts = "2026-11-29T13:00:00.000Z";
        let body = br#"{"id":"x","event":"round.published"}"#;
        let signed = signature("whsec_k", ts, body);
        // The message is `timestamp.body` (the README's openssl example
        // gives this digest).
        assert_eq!(
            signed,
            "sha256=624f1bb7384f6db94b7f11bceba3edea4eab7f2978465645325be254b1aa18e5"
        );
        assert_eq!(
            signed,
            whole("whsec_k", &[ts.as_bytes(), b".", body].concat())
        );
        // The timestamp is covered: another one, another signature; the
        // body alone is not what is signed.
        assert_ne!(
            signed,
            signature("whsec_k", "2026-11-29T13:00:01.000Z", body)
        );
        assert_ne!(signed, whole("whsec_k", body));
    }

    #[tokio::test]
    async fn the_resolver_refuses_local_names() {
        use reqwest::dns::Resolve;
        let name: reqwest::dns::Name = "localhost".parse().unwrap();
        let got = PublicOnly.resolve(name).await;
        let err = got.err().expect("localhost is refused").to_string();
        assert!(err.contains("no public address"), "{err}");
    }
}

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
use serde_json::{Value, json};
use sha2::Sha256;
use tokio::sync::{Notify, watch};
use utoipa::ToSchema;

use crate::api_types::PageQuery;
use crate::auth::Caller;
use crate::db::models::TournamentRow;
use crate::db::schema::{webhook_attempts, webhook_deliveries, webhook_endpoints};
use crate::db::{DbConnection, DbPool};
use crate::detail;
use crate::error::{ApiError, Detail};
use crate::service::{
    find_tournament, lock_for_writing, new_id, now, page_params, timestamp, transaction,
};

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

// ---------------------------------------------------------------- rows

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = webhook_endpoints)]
struct EndpointRow {
    seq: i64,
    id: String,
    tournament_id: Option<String>,
    url: String,
    events: String,
    secret: String,
    created_at: NaiveDateTime,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = webhook_endpoints)]
struct NewEndpointRow {
    id: String,
    organizer_id: String,
    tournament_id: Option<String>,
    url: String,
    events: String,
    secret: String,
    created_at: NaiveDateTime,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = webhook_deliveries)]
struct NewDeliveryRow {
    id: String,
    endpoint_id: String,
    event: String,
    tournament_id: String,
    body: String,
    state: String,
    attempts: i32,
    next_attempt_at: NaiveDateTime,
    created_at: NaiveDateTime,
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = webhook_attempts)]
struct AttemptRow {
    delivery_id: String,
    endpoint_id: String,
    attempt: i32,
    status_code: Option<i32>,
    error: Option<String>,
    success: bool,
    started_at: NaiveDateTime,
    finished_at: NaiveDateTime,
}

/// Most webhook endpoints one organizer may register.
pub const MAX_WEBHOOKS: i64 = 50;

const PENDING: &str = "pending";
const DELIVERED: &str = "delivered";
const FAILED: &str = "failed";

fn endpoint_to_api(row: &EndpointRow, secret: bool) -> Result<Webhook, ApiError> {
    Ok(Webhook {
        id: row.id.clone(),
        url: row.url.clone(),
        events: serde_json::from_str(&row.events)?,
        tournament_id: row.tournament_id.clone(),
        created_at: timestamp(row.created_at),
        secret: secret.then(|| row.secret.clone()),
    })
}

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

// ---------------------------------------------------------------- outbox

/// Queues `event` for every endpoint of `t`'s organizer that subscribed to
/// it (for `t` or for all their tournaments). Call inside the transaction
/// of the change; the delivery starts after the commit.
pub fn enqueue(
    conn: &mut DbConnection,
    t: &TournamentRow,
    event: Event,
    data: Value,
) -> Result<(), ApiError> {
    let endpoints: Vec<EndpointRow> = webhook_endpoints::table
        .filter(webhook_endpoints::organizer_id.eq(&t.organizer_id))
        .filter(
            webhook_endpoints::tournament_id
                .is_null()
                .or(webhook_endpoints::tournament_id.eq(&t.id)),
        )
        .order(webhook_endpoints::seq.asc())
        .select(EndpointRow::as_select())
        .load(conn)?;
    let at = now();
    for e in endpoints {
        let events: Vec<String> = serde_json::from_str(&e.events)?;
        if !events.iter().any(|n| n == event.as_str()) {
            continue;
        }
        let id = new_id();
        let body = json!({
            "id": id,
            "event": event.as_str(),
            "created_at": timestamp(at),
            "tournament_id": t.id,
            "data": data,
        });
        diesel::insert_into(webhook_deliveries::table)
            .values(&NewDeliveryRow {
                id,
                endpoint_id: e.id.clone(),
                event: event.as_str().to_owned(),
                tournament_id: t.id.clone(),
                body: serde_json::to_string(&body)?,
                state: PENDING.to_owned(),
                attempts: 0,
                next_attempt_at: at,
                created_at: at,
            })
            .execute(conn)?;
        ENQUEUED.with(|f| f.set(true));
    }
    Ok(())
}

/// Drops the deliveries of tournament `tid` not yet sent (its deletion).
pub fn discard_pending(conn: &mut DbConnection, tid: &str) -> Result<(), ApiError> {
    diesel::delete(
        webhook_deliveries::table
            .filter(webhook_deliveries::tournament_id.eq(tid))
            .filter(webhook_deliveries::state.eq(PENDING)),
    )
    .execute(conn)?;
    Ok(())
}

// ---------------------------------------------------------------- service

fn invalid_url(detail: Detail) -> ApiError {
    ApiError::unprocessable("invalid_webhook_url", detail)
}

/// Checks a receiver URL: absolute `http`/`https`, a host, at most 2000
/// characters; without `allow_private`, not `localhost` nor a loopback,
/// private, link-local or unspecified IP address.
pub fn validate_url(raw: &str, allow_private: bool) -> Result<String, ApiError> {
    let raw = raw.trim();
    if raw.len() > 2000 {
        return Err(invalid_url(detail!("error-url-too-long")));
    }
    let url = url::Url::parse(raw).map_err(|e| {
        invalid_url(detail!(
            "error-url-invalid",
            url = format!("{raw:?}"),
            error = e.to_string()
        ))
    })?;
    if url.scheme() != "http" && url.scheme() != "https" {
        return Err(invalid_url(detail!(
            "error-url-scheme",
            scheme = format!("{:?}", url.scheme())
        )));
    }
    let host = match url.host() {
        None => return Err(invalid_url(detail!("error-url-no-host"))),
        Some(h) => h,
    };
    if !allow_private {
        let private = match host {
            url::Host::Domain(d) => {
                let d = d.trim_end_matches('.').to_ascii_lowercase();
                d == "localhost" || d.ends_with(".localhost")
            }
            url::Host::Ipv4(ip) => private_ip(IpAddr::V4(ip)),
            url::Host::Ipv6(ip) => private_ip(IpAddr::V6(ip)),
        };
        if private {
            return Err(invalid_url(detail!("error-url-private")));
        }
    }
    Ok(url.to_string())
}

fn private_ip(ip: IpAddr) -> bool {
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

/// The canonical event list: known names, no duplicates, at least one.
fn validate_events(events: &[String]) -> Result<Vec<String>, ApiError> {
    if events.is_empty() {
        return Err(ApiError::unprocessable(
            "invalid_event",
            detail!("error-events-empty"),
        ));
    }
    let mut parsed = Vec::new();
    for name in events {
        let e = Event::parse(name).ok_or_else(|| {
            ApiError::unprocessable(
                "invalid_event",
                detail!(
                    "error-event-unknown",
                    event = format!("{name:?}"),
                    expected = Event::ALL.map(Event::as_str).join(", ")
                ),
            )
        })?;
        parsed.push(e);
    }
    parsed.sort();
    parsed.dedup();
    Ok(parsed.into_iter().map(|e| e.as_str().to_owned()).collect())
}

/// A new signing secret: 32 random bytes, `whsec_<64 hex digits>`.
fn generate_secret() -> Result<String, ApiError> {
    let key = crate::auth::generate_key()?;
    let hex = key
        .strip_prefix(crate::auth::KEY_PREFIX)
        .unwrap_or(key.as_str());
    Ok(format!("whsec_{hex}"))
}

/// `POST /webhooks`
pub fn create(
    pool: &DbPool,
    caller: &Caller,
    input: NewWebhook,
    allow_private: bool,
) -> Result<Webhook, ApiError> {
    let url = validate_url(&input.url, allow_private)?;
    let events = validate_events(&input.events)?;
    let secret = generate_secret()?;
    transaction(pool, |conn| {
        lock_for_writing(conn)?;
        let registered: i64 = webhook_endpoints::table
            .filter(webhook_endpoints::organizer_id.eq(&caller.id))
            .count()
            .get_result(conn)?;
        if registered >= MAX_WEBHOOKS {
            return Err(ApiError::unprocessable(
                "too_many_webhooks",
                crate::detail!("error-too-many-webhooks", max = MAX_WEBHOOKS),
            ));
        }
        if let Some(tid) = &input.tournament_id {
            let t = find_tournament(conn, tid).map_err(|_| {
                ApiError::unprocessable(
                    "unknown_tournament",
                    detail!("error-tournament-not-found", id = tid),
                )
            })?;
            crate::service::require_owner(&t, caller)?;
        }
        let row = NewEndpointRow {
            id: new_id(),
            organizer_id: caller.id.clone(),
            tournament_id: input.tournament_id.clone(),
            url,
            events: serde_json::to_string(&events)?,
            secret,
            created_at: now(),
        };
        diesel::insert_into(webhook_endpoints::table)
            .values(&row)
            .execute(conn)?;
        let stored = find_endpoint(conn, caller, &row.id)?;
        endpoint_to_api(&stored, true)
    })
}

fn find_endpoint(
    conn: &mut DbConnection,
    caller: &Caller,
    id: &str,
) -> Result<EndpointRow, ApiError> {
    webhook_endpoints::table
        .filter(webhook_endpoints::id.eq(id))
        .filter(webhook_endpoints::organizer_id.eq(&caller.id))
        .select(EndpointRow::as_select())
        .first(conn)
        .optional()?
        .ok_or_else(|| {
            ApiError::not_found(
                "webhook_not_found",
                detail!("error-webhook-not-found", id = id),
            )
        })
}

/// `GET /webhooks`: the caller's endpoints, oldest first (secrets omitted).
pub fn list(pool: &DbPool, caller: &Caller, page: &PageQuery) -> Result<WebhookPage, ApiError> {
    let (limit, after) = page_params(page.limit, page.cursor.as_deref(), 20, 100)?;
    transaction(pool, |conn| {
        let rows: Vec<EndpointRow> = webhook_endpoints::table
            .filter(webhook_endpoints::organizer_id.eq(&caller.id))
            .filter(webhook_endpoints::seq.gt(after))
            .order(webhook_endpoints::seq.asc())
            .limit(limit + 1)
            .select(EndpointRow::as_select())
            .load(conn)?;
        let more = rows.len() as i64 > limit;
        let rows = &rows[..rows.len().min(limit as usize)];
        let items = rows
            .iter()
            .map(|r| endpoint_to_api(r, false))
            .collect::<Result<Vec<_>, _>>()?;
        let next_cursor = more
            .then(|| rows.last().map(|r| r.seq.to_string()))
            .flatten();
        Ok(WebhookPage { items, next_cursor })
    })
}

/// `GET /webhooks/{id}`: one of the caller's endpoints (secret omitted).
pub fn get(pool: &DbPool, caller: &Caller, id: &str) -> Result<Webhook, ApiError> {
    transaction(pool, |conn| {
        endpoint_to_api(&find_endpoint(conn, caller, id)?, false)
    })
}

/// `DELETE /webhooks/{id}`: the endpoint, its pending deliveries and its
/// attempt history.
pub fn delete(pool: &DbPool, caller: &Caller, id: &str) -> Result<(), ApiError> {
    transaction(pool, |conn| {
        lock_for_writing(conn)?;
        let row = find_endpoint(conn, caller, id)?;
        diesel::delete(webhook_attempts::table.filter(webhook_attempts::endpoint_id.eq(&row.id)))
            .execute(conn)?;
        diesel::delete(
            webhook_deliveries::table.filter(webhook_deliveries::endpoint_id.eq(&row.id)),
        )
        .execute(conn)?;
        diesel::delete(webhook_endpoints::table.filter(webhook_endpoints::seq.eq(row.seq)))
            .execute(conn)?;
        Ok(())
    })
}

/// `GET /webhooks/{id}/deliveries`: every attempt, oldest first.
pub fn deliveries(
    pool: &DbPool,
    caller: &Caller,
    id: &str,
    page: &PageQuery,
) -> Result<DeliveryPage, ApiError> {
    let (limit, after) = page_params(page.limit, page.cursor.as_deref(), 50, 500)?;
    transaction(pool, |conn| {
        let row = find_endpoint(conn, caller, id)?;
        let rows: Vec<(i64, AttemptRow, String, String)> = webhook_attempts::table
            .inner_join(
                webhook_deliveries::table
                    .on(webhook_deliveries::id.eq(webhook_attempts::delivery_id)),
            )
            .filter(webhook_attempts::endpoint_id.eq(&row.id))
            .filter(webhook_attempts::seq.gt(after))
            .order(webhook_attempts::seq.asc())
            .limit(limit + 1)
            .select((
                webhook_attempts::seq,
                AttemptRow::as_select(),
                webhook_deliveries::event,
                webhook_deliveries::tournament_id,
            ))
            .load(conn)?;
        let more = rows.len() as i64 > limit;
        let rows = &rows[..rows.len().min(limit as usize)];
        let items = rows
            .iter()
            .map(|(_, a, event, tid)| DeliveryAttempt {
                delivery_id: a.delivery_id.clone(),
                event: event.clone(),
                tournament_id: tid.clone(),
                attempt: u32::try_from(a.attempt).unwrap_or(0),
                success: a.success,
                status_code: a.status_code.and_then(|s| u16::try_from(s).ok()),
                error: a.error.clone(),
                started_at: timestamp(a.started_at),
                finished_at: timestamp(a.finished_at),
            })
            .collect();
        let next_cursor = more.then(|| rows.last().map(|r| r.0.to_string())).flatten();
        Ok(DeliveryPage { items, next_cursor })
    })
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

    #[test]
    fn urls_are_checked() {
        assert!(validate_url("https://example.com/h", false).is_ok());
        assert!(validate_url("http://example.com:8080/h?x=1", false).is_ok());
        for bad in [
            "ftp://example.com/",
            "not a url",
            "https://",
            "http://localhost/x",
            "http://127.0.0.1:9/x",
            "http://10.1.2.3/",
            "http://192.168.0.1/",
            "http://169.254.169.254/latest",
            "http://[::1]/",
            "http://[::ffff:127.0.0.1]/",
        ] {
            let e = validate_url(bad, false).expect_err(bad);
            assert_eq!(e.code(), "invalid_webhook_url", "{bad}");
        }
        assert!(validate_url("http://127.0.0.1:9/x", true).is_ok());
    }

    #[tokio::test]
    async fn the_resolver_refuses_local_names() {
        use reqwest::dns::Resolve;
        let name: reqwest::dns::Name = "localhost".parse().unwrap();
        let got = PublicOnly.resolve(name).await;
        let err = got.err().expect("localhost is refused").to_string();
        assert!(err.contains("no public address"), "{err}");
    }

    #[test]
    fn events_are_canonical() {
        let got = validate_events(&[
            "standings.updated".to_owned(),
            "round.published".to_owned(),
            "round.published".to_owned(),
        ])
        .unwrap();
        assert_eq!(got, vec!["round.published", "standings.updated"]);
        assert!(validate_events(&[]).is_err());
        assert!(validate_events(&["round.started".to_owned()]).is_err());
    }
}

//! Webhooks: organizers register endpoints; changes to their tournaments
//! are written to an outbox in the same transaction as the change
//! (`service::webhooks::enqueue`), and a background task ([`start`])
//! delivers them after the commit.
//!
//! Files: `delivery.rs` (the task: claim, send, record), `signing.rs`
//! (the signature), `resolver.rs` (the SSRF guard), `events.rs` (the event
//! names); the outbox's statements are `store::outbox`, the wire types
//! `http::dto::webhooks`.
//!
//! - **Outbox.** `enqueue` inserts one `webhook_deliveries` row per
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

mod delivery;
mod events;
mod resolver;
mod signing;
pub mod stream;

use std::sync::LazyLock;
use std::time::Duration;

use tokio::sync::watch;

pub use delivery::start;
pub use events::Event;
pub use resolver::private_ip;
pub use signing::signature;

/// The counter of webhook attempts by `outcome`: `delivered`, `retry`
/// (failed, another attempt is scheduled) or `failed` (the last attempt
/// failed) (`GET /metrics`).
pub const DELIVERY_ATTEMPTS: &str = "planesforge_webhook_attempts_total";

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

/// Most webhook endpoints one organizer may register.
pub const MAX_WEBHOOKS: i64 = 50;

// ---------------------------------------------------------------- wake-up

/// Bumped after every commit that queued a delivery (the service calls
/// [`wake`]); delivery tasks watch it. One channel per process (several apps in one test process
/// merely wake each other, and each looks at its own database).
static WAKE: LazyLock<watch::Sender<u64>> = LazyLock::new(|| watch::channel(0).0);

/// Wakes every delivery task of this process.
pub fn wake() {
    WAKE.send_modify(|n| *n = n.wrapping_add(1));
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
}

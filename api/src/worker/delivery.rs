//! The delivery task: claim the due deliveries, send each, record the
//! attempt and schedule the next one; sleep until the next is due, a
//! commit wakes it, or an attempt ends.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Notify;

use super::resolver::PublicOnly;
use super::signing::signature;
use super::{WAKE, WebhookConfig};
use crate::store::models::{AttemptRow, DeliveryState};
use crate::store::outbox::{self, Claimed};
use crate::store::{DbPool, StoreError, now, timestamp};

/// Records `attempt` and schedules the next one of its delivery (or closes the
/// delivery: delivered, or failed after the last attempt).
fn record_attempt(
    pool: &DbPool,
    config: &WebhookConfig,
    attempt: &AttemptRow,
) -> Result<(), StoreError> {
    let n = u32::try_from(attempt.attempt).map_err(|_| {
        StoreError::Internal(format!("attempt number {} is negative", attempt.attempt))
    })?;
    let state = if attempt.success {
        DeliveryState::Delivered
    } else if n >= config.max_attempts {
        DeliveryState::Failed
    } else {
        DeliveryState::Pending
    };
    let next = attempt.finished_at + outbox::interval(config.backoff(n));
    outbox::record_attempt(pool, attempt, state, next)?;
    let outcome = match state {
        DeliveryState::Delivered => "delivered",
        DeliveryState::Failed => "failed",
        DeliveryState::Pending => "retry",
    };
    metrics::counter!(super::DELIVERY_ATTEMPTS, "outcome" => outcome).increment(1);
    Ok(())
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
    let done = tokio::task::spawn_blocking(move || record_attempt(&pool, &config, &row)).await;
    match done {
        Ok(Ok(())) => {}
        Ok(Err(e)) => log::warn!("webhooks: cannot record a delivery attempt: {e}"),
        Err(e) => log::warn!("webhooks: recording task failed: {e}"),
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
        let claimed =
            tokio::task::spawn_blocking(move || outbox::claim_due(&p, lease, BATCH)).await;
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
        let next = tokio::task::spawn_blocking(move || outbox::next_due(&p)).await;
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

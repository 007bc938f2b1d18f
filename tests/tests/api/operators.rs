//! What operators see (issue 28; the book: self-hosting, "Monitoring"):
//! `GET /metrics` on its own address, never on the public port.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{Backend, TestApp, names};
use crate::stream::Sse;
use crate::webhooks::{receiver, register, wait_for};

/// The sum of the samples of series `name` whose labels include every one
/// of `labels` (0 when there is none).
fn sample(text: &str, name: &str, labels: &[(&str, &str)]) -> f64 {
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let (series, value) = l.rsplit_once(' ')?;
            let (metric, rest) = match series.split_once('{') {
                Some((m, rest)) => (m, rest.trim_end_matches('}')),
                None => (series, ""),
            };
            if metric != name {
                return None;
            }
            let has_all = labels
                .iter()
                .all(|(k, v)| rest.split(',').any(|kv| kv == format!("{k}=\"{v}\"")));
            has_all.then(|| value.parse::<f64>().expect("a number"))
        })
        .sum()
}

/// Whether series `name` appears at all.
fn has_series(text: &str, name: &str) -> bool {
    text.lines()
        .any(|l| l.starts_with(&format!("{name}{{")) || l.starts_with(&format!("{name} ")))
}

/// Scrapes `GET /metrics` of `app`: the text (200 and the Prometheus text
/// type expected).
async fn scrape(app: &TestApp) -> String {
    let base = app.metrics_address.as_deref().expect("metrics are on");
    let resp = app
        .client
        .get(format!("{base}/metrics"))
        .send()
        .await
        .expect("scrape");
    assert_eq!(resp.status(), StatusCode::OK);
    let ctype = resp
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    assert!(ctype.starts_with("text/plain; version=0.0.4"), "{ctype}");
    resp.text().await.expect("body")
}

/// Off by default: no metrics address, and the public port has no
/// `/metrics`.
async fn metrics_are_off_by_default(app: TestApp) {
    assert!(app.metrics_address.is_none());
    let (status, _) = app.get("/metrics", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
backend_test!(metrics_are_off_by_default);

/// With `PLANESFORGE_METRICS_BIND`, driving an event moves every family
/// of series; routes are patterns, never paths; the public port still has
/// no `/metrics`, and the metrics port nothing else.
async fn metrics_move_with_the_traffic(backend: Backend) {
    let Some(app) = TestApp::spawn_with(backend, |c| {
        c.metrics_bind = Some("127.0.0.1:0".to_owned());
        // A failed attempt waits long enough to be seen in the outbox.
        c.webhooks.backoff_base = Duration::from_secs(60);
        c.webhooks.backoff_max = Duration::from_secs(60);
    })
    .await
    else {
        return;
    };
    // The recorder is the process's: other tests may add to the same
    // series, so every check is "moved by at least what this test did".
    let before = scrape(&app).await;
    let (base, rx) = receiver(0);
    let (_, key) = app.organizer("Metrics Org").await;
    register(
        &app,
        &key,
        json!({"url": format!("{base}/hook"), "events": ["round.published"]}),
    )
    .await;
    let tid = app.tournament(&key, "Metrics Open").await;
    let mut sse = Sse::open(&app, &tid, Some(&key), None).await;
    sse.opening().await;
    // One bulk registration: one `player.added` event.
    app.players(&key, &tid, &names(6)).await;
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    // An unknown path: counted as `unmatched`, its text never a label.
    let (status, _) = app.get("/api/v1/no-such-thing-0xfeed", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    wait_for(&rx, |got| !got.is_empty()).await;

    // Delivery is recorded after the receiver answered: poll a little.
    let mut after = scrape(&app).await;
    for _ in 0..100 {
        let delivered = sample(
            &after,
            "planesforge_webhook_attempts_total",
            &[("outcome", "delivered")],
        ) - sample(
            &before,
            "planesforge_webhook_attempts_total",
            &[("outcome", "delivered")],
        );
        if delivered >= 1.0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        after = scrape(&app).await;
    }
    let moved = |name: &str, labels: &[(&str, &str)]| {
        sample(&after, name, labels) - sample(&before, name, labels)
    };

    let bulk = [
        ("method", "POST"),
        ("route", "/api/v1/tournaments/{tid}/players/bulk"),
        ("status", "201"),
    ];
    assert!(
        moved("planesforge_http_requests_total", &bulk) >= 1.0,
        "{after}"
    );
    assert!(moved("planesforge_http_request_duration_seconds_count", &bulk) >= 1.0);
    assert!(
        moved(
            "planesforge_http_requests_total",
            &[("route", "unmatched"), ("status", "404")]
        ) >= 1.0
    );
    assert!(!after.contains(&tid), "a tournament id in a label");
    assert!(!after.contains("0xfeed"), "a raw path in a label");
    assert!(moved("planesforge_db_pool_wait_seconds_count", &[]) >= 1.0);
    assert!(has_series(&after, "planesforge_db_pool_connections"));
    assert_eq!(
        sample(&after, "planesforge_db_pool_max_connections", &[]),
        10.0
    );
    assert!(sample(&after, "planesforge_stream_subscribers", &[]) >= 1.0);
    assert!(
        moved(
            "planesforge_events_appended_total",
            &[("event", "player.added")]
        ) >= 1.0
    );
    assert!(
        moved(
            "planesforge_events_appended_total",
            &[("event", "round.published")]
        ) >= 1.0
    );
    assert!(
        moved(
            "planesforge_pairing_duration_seconds_count",
            &[("players", "8")]
        ) >= 1.0
    );
    assert!(
        moved(
            "planesforge_webhook_attempts_total",
            &[("outcome", "delivered")]
        ) >= 1.0,
        "{after}"
    );
    assert!(has_series(&after, "planesforge_webhook_outbox_depth"));

    // A delivery that cannot be sent waits in the outbox.
    let (_, key2) = app.organizer("Unreachable").await;
    register(
        &app,
        &key2,
        json!({"url": "http://127.0.0.1:9/nobody", "events": ["round.published"]}),
    )
    .await;
    let t2 = app.tournament(&key2, "Queued").await;
    app.players(&key2, &t2, &names(2)).await;
    app.pair(&key2, &t2).await;
    app.publish(&key2, &t2, 1).await;
    let retried = |text: &str| {
        sample(
            text,
            "planesforge_webhook_attempts_total",
            &[("outcome", "retry")],
        ) - sample(
            &before,
            "planesforge_webhook_attempts_total",
            &[("outcome", "retry")],
        )
    };
    let mut now = scrape(&app).await;
    for _ in 0..100 {
        if retried(&now) >= 1.0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        now = scrape(&app).await;
    }
    assert!(retried(&now) >= 1.0, "{now}");
    let depth = sample(&now, "planesforge_webhook_outbox_depth", &[]);
    assert!(depth >= 1.0, "outbox depth {depth}");

    // Only /metrics there, and never on the public port.
    let base = app.metrics_address.as_deref().expect("on");
    let other = app
        .client
        .get(format!("{base}/api/v1/tournaments/{tid}"))
        .send()
        .await
        .expect("sent");
    assert_eq!(other.status(), StatusCode::NOT_FOUND);
    let (status, _) = app.get("/metrics", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    drop(sse);
}
backend_test!(metrics_move_with_the_traffic, Backend);

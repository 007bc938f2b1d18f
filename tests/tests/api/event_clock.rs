//! Events that embed a round (`round.published`, `round.completed`,
//! `round.repaired`) carry the round's clock as `GET …/rounds/{n}` shows
//! it as of the event's transaction (RULES.md §13): `not_started` with
//! the limit, `running` from the instant of a publish that starts it,
//! `null` only without a time limit; read from the live stream and from a
//! webhook delivery.

use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, names, steady};
use crate::stream::{Msg, Sse, assert_envelope};
use crate::webhooks::{receiver, register, verified, wait_for};

/// Longest wait for an event (heartbeats keep the stream itself busy).
const WAIT: Duration = Duration::from_secs(10);

/// The next event of `s` (within [`WAIT`]).
async fn event(s: &mut Sse) -> Msg {
    tokio::time::timeout(WAIT, s.event())
        .await
        .expect("an event in time")
}

/// The next event of `s`, which must be `event`: its envelope's `data`.
async fn next(s: &mut Sse, tid: &str, event_name: &str) -> (Value, Value) {
    let m: Msg = event(s).await;
    let event = event_name;
    assert_envelope(&m, tid, event);
    let envelope = m.data.expect("data");
    (envelope["data"].clone(), envelope)
}

/// Skips events up to the next `event`: its envelope's `data` and the
/// envelope.
async fn until_with_envelope(s: &mut Sse, event: &str) -> (Value, Value) {
    loop {
        let m = self::event(s).await;
        if m.event.as_deref() == Some(event) {
            let envelope = m.data.expect("data");
            return (envelope["data"].clone(), envelope);
        }
    }
}

/// [`until_with_envelope`]'s `data`.
async fn until(s: &mut Sse, event: &str) -> Value {
    until_with_envelope(s, event).await.0
}

/// Round `n` as the owner reads it now.
async fn round(app: &TestApp, key: &str, tid: &str, n: u32) -> Value {
    let (status, body) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/{n}"), Some(key))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

async fn clock_settings(app: &TestApp, key: &str, tid: &str, limit: Value, at_publish: bool) {
    let (status, body) = app
        .call(
            Method::PUT,
            &format!("/api/v1/tournaments/{tid}/clock-settings"),
            Some(key),
            Some(json!({ "round_time_limit_s": limit, "clock_starts_at_publish": at_publish })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

/// `POST …/rounds/{what}` by the owner (200 expected): the round after it.
async fn command(app: &TestApp, key: &str, tid: &str, what: &str) -> Value {
    let path = format!("/api/v1/tournaments/{tid}/rounds/{what}");
    let (status, body) = app.post(&path, Some(key), json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

/// Enters 2-0 at every real table of `round`.
async fn finish(app: &TestApp, key: &str, tid: &str, round: &Value) {
    let n = round["number"].as_u64().expect("number");
    for p in round["pairings"].as_array().expect("pairings") {
        if p["bye"] == false {
            let table = p["table"].as_u64().expect("table");
            let (status, body) = app.result(key, tid, n, table, (2, 0, 0)).await;
            assert_eq!(status, StatusCode::OK, "{body}");
        }
    }
}

async fn round_events_carry_the_clock(app: TestApp) {
    let (base, rx) = receiver(0);
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Clocked events").await;
    let hook = register(
        &app,
        &key,
        json!({"url": format!("{base}/hook"), "events": ["round.published"], "tournament_id": tid}),
    )
    .await;
    let secret = hook["secret"].as_str().expect("secret").to_owned();
    app.players(&key, &tid, &names(6)).await;
    // The owner's stream: it also shows `round.created` and
    // `round.repaired`.
    let mut s = Sse::open(&app, &tid, Some(&key), None).await;
    s.opening().await;

    // A round being paired has the default limit, not started.
    app.pair(&key, &tid).await;
    let (data, _) = next(&mut s, &tid, "round.created").await;
    assert_eq!(data["round"]["clock"]["state"], "not_started", "{data}");
    command(&app, &key, &tid, "1/repair").await;
    let (data, _) = next(&mut s, &tid, "round.repaired").await;
    let clock = &data["round"]["clock"];
    assert_eq!(clock["state"], "not_started", "{data}");
    assert_eq!(clock["time_limit_s"], 3000, "{data}");
    assert_eq!(clock["remaining_s"], 3000, "{data}");
    assert_eq!(clock["started_at"], Value::Null, "{data}");
    assert!(clock["server_time"].is_string(), "{data}");
    assert_eq!(
        steady(clock),
        steady(&round(&app, &key, &tid, 1).await["clock"])
    );

    // Published without starting (the default setting).
    let published = app.publish(&key, &tid, 1).await;
    let (data, _) = next(&mut s, &tid, "round.published").await;
    let clock = &data["round"]["clock"];
    assert_eq!(clock["state"], "not_started", "{data}");
    assert_eq!(clock["time_limit_s"], 3000, "{data}");
    assert_eq!(steady(clock), steady(&published["clock"]));

    // Started, then completed: `round.completed` shows the clock stopped
    // at the completion (RULES.md §13).
    let started = command(&app, &key, &tid, "1/clock/start").await;
    next(&mut s, &tid, "clock.started").await;
    finish(&app, &key, &tid, &published).await;
    let completed = until(&mut s, "round.completed").await;
    let clock = &completed["round"]["clock"];
    assert_eq!(clock["state"], "finished", "{completed}");
    assert_eq!(clock["started_at"], started["clock"]["started_at"]);
    assert_eq!(clock["ends_at"], Value::Null, "{completed}");
    assert!(
        clock["remaining_s"]
            .as_i64()
            .is_some_and(|r| r > 0 && r <= 3000)
    );
    assert_eq!(
        steady(clock),
        steady(&round(&app, &key, &tid, 1).await["clock"])
    );

    // 40 minutes, started at publish: `round.published` already shows the
    // clock running since the publish's own instant, and `clock.started`
    // comes after it.
    clock_settings(&app, &key, &tid, json!(2400), true).await;
    app.pair(&key, &tid).await;
    let published = app.publish(&key, &tid, 2).await;
    let (data, envelope) = until_with_envelope(&mut s, "round.published").await;
    let clock = &data["round"]["clock"];
    assert_eq!(clock["state"], "running", "{data}");
    assert_eq!(clock["time_limit_s"], 2400, "{data}");
    assert_eq!(clock["remaining_s"], 2400, "{data}");
    assert_eq!(clock["started_at"], published["clock"]["started_at"]);
    assert_eq!(clock["started_at"], data["round"]["published_at"]);
    assert_eq!(clock["server_time"], envelope["created_at"], "{envelope}");
    assert_eq!(clock["ends_at"], published["clock"]["ends_at"]);
    let (data, _) = next(&mut s, &tid, "clock.started").await;
    assert_eq!(data["round"], 2);
    assert_eq!(data["clock"]["started_at"], clock["started_at"]);
    finish(&app, &key, &tid, &published).await;

    // No time limit: `null`.
    clock_settings(&app, &key, &tid, Value::Null, false).await;
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 3).await;
    let data = until(&mut s, "round.published").await;
    assert_eq!(data["round"]["number"], 3);
    assert!(data["round"].get("clock").is_some(), "{data}");
    assert_eq!(data["round"]["clock"], Value::Null, "{data}");

    // The webhook body is the same envelope: round 2's shows the clock
    // running since the publish.
    let got = wait_for(&rx, |g| g.len() >= 3).await;
    let signed = got
        .iter()
        .find(|r| {
            serde_json::from_slice::<Value>(&r.body)
                .is_ok_and(|b| b["data"]["round"]["number"] == 2)
        })
        .expect("round 2's delivery");
    let body = verified(signed, &secret);
    let clock = &body["data"]["round"]["clock"];
    assert_eq!(clock["state"], "running", "{body}");
    assert_eq!(clock["started_at"], published["clock"]["started_at"]);
    assert_eq!(clock["remaining_s"], 2400, "{body}");
}
backend_test!(round_events_carry_the_clock);

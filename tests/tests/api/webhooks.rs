//! Webhooks: a real local receiver checks signatures and records what it
//! got; retries with backoff; every attempt listed; validation.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};
use hmac::{Hmac, Mac};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use sha2::Sha256;

use crate::helpers::{TestApp, assert_problem, names, pid};

/// One request the receiver got.
#[derive(Debug, Clone)]
pub(crate) struct Received {
    path: String,
    signature: String,
    delivery: String,
    timestamp: String,
    pub(crate) body: Vec<u8>,
}

#[derive(Default)]
pub(crate) struct ReceiverState {
    got: Mutex<Vec<Received>>,
    /// Requests answered 503 before the receiver starts accepting.
    fail_first: Mutex<usize>,
}

async fn receive(
    req: HttpRequest,
    body: web::Bytes,
    state: web::Data<ReceiverState>,
) -> HttpResponse {
    let header = |name: &str| {
        req.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    state.got.lock().expect("lock").push(Received {
        path: req.path().to_owned(),
        signature: header("X-PlanesForge-Signature"),
        delivery: header("X-PlanesForge-Delivery"),
        timestamp: header("X-PlanesForge-Timestamp"),
        body: body.to_vec(),
    });
    let mut fail = state.fail_first.lock().expect("lock");
    if *fail > 0 {
        *fail -= 1;
        return HttpResponse::ServiceUnavailable().finish();
    }
    HttpResponse::NoContent().finish()
}

/// A receiver on 127.0.0.1 (random port): its base URL and state.
pub(crate) fn receiver(fail_first: usize) -> (String, Arc<ReceiverState>) {
    let state = web::Data::new(ReceiverState {
        got: Mutex::new(Vec::new()),
        fail_first: Mutex::new(fail_first),
    });
    let shared = state.clone().into_inner();
    let server = HttpServer::new(move || {
        App::new()
            .app_data(state.clone())
            .default_service(web::to(receive))
    })
    .workers(1)
    .bind(("127.0.0.1", 0))
    .expect("receiver binds");
    let port = server.addrs()[0].port();
    tokio::spawn(server.run());
    (format!("http://127.0.0.1:{port}"), shared)
}

fn hmac_hex(secret: &str, body: &[u8]) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("any key length");
    mac.update(body);
    hex::encode(mac.finalize().into_bytes())
}

/// Waits (up to 15 s) until `ready` holds for what the receiver got.
pub(crate) async fn wait_for(
    state: &ReceiverState,
    ready: impl Fn(&[Received]) -> bool,
) -> Vec<Received> {
    for _ in 0..300 {
        let got = state.got.lock().expect("lock").clone();
        if ready(&got) {
            return got;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "the receiver did not get what was expected: {:?}",
        state.got.lock().expect("lock")
    );
}

/// The signed message: the `X-PlanesForge-Timestamp` value, `.`, the raw
/// body.
fn signed_message(r: &Received) -> Vec<u8> {
    [r.timestamp.as_bytes(), b".", &r.body].concat()
}

/// Checks the signature and headers of `r` against `secret`; its body.
pub(crate) fn verified(r: &Received, secret: &str) -> Value {
    assert_eq!(
        r.signature,
        format!("sha256={}", hmac_hex(secret, &signed_message(r))),
        "signature of {} at {}",
        String::from_utf8_lossy(&r.body),
        r.timestamp
    );
    assert_ne!(
        r.signature,
        format!("sha256={}", hmac_hex("wrong secret", &signed_message(r)))
    );
    // The body alone is not what is signed: the timestamp is covered.
    assert_ne!(r.signature, format!("sha256={}", hmac_hex(secret, &r.body)));
    let body: Value = serde_json::from_slice(&r.body).expect("JSON body");
    assert_eq!(body["id"], r.delivery.as_str());
    assert!(
        r.timestamp.len() >= 20 && r.timestamp.contains('T') && r.timestamp.ends_with('Z'),
        "timestamp {}",
        r.timestamp
    );
    assert!(body["created_at"].is_string(), "{body}");
    body
}

pub(crate) async fn register(app: &TestApp, key: &str, body: Value) -> Value {
    let (status, hook) = app.post("/api/v1/webhooks", Some(key), body).await;
    assert_eq!(status, StatusCode::CREATED, "{hook}");
    hook
}

async fn attempts(app: &TestApp, key: &str, id: &str) -> Vec<Value> {
    let (status, page) = app
        .get(
            &format!("/api/v1/webhooks/{id}/deliveries?limit=500"),
            Some(key),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{page}");
    page["items"].as_array().expect("items").clone()
}

async fn round_events_are_delivered_signed(app: TestApp) {
    let (base, rx) = receiver(0);
    let (_, key) = app.organizer("Org").await;
    let (_, other) = app.organizer("Other").await;
    let tid = app.tournament(&key, "Four").await;
    app.players(&key, &tid, &names(4)).await;
    let hook = register(
        &app,
        &key,
        json!({"url": format!("{base}/mine"), "events": [
            "round.published", "round.completed", "standings.updated", "tournament.finished"],
            "tournament_id": null}),
    )
    .await;
    let secret = hook["secret"].as_str().expect("secret").to_owned();
    assert!(secret.starts_with("whsec_") && secret.len() > 40, "{hook}");
    assert_eq!(hook["tournament_id"], Value::Null);
    // Another organizer's endpoint hears nothing of this tournament.
    register(
        &app,
        &other,
        json!({"url": format!("{base}/other"), "events": ["round.published"]}),
    )
    .await;
    // Only round events of the tournament it names.
    let elsewhere = app.tournament(&key, "Elsewhere").await;
    register(
        &app,
        &key,
        json!({"url": format!("{base}/elsewhere"), "events": ["round.published"],
            "tournament_id": elsewhere}),
    )
    .await;

    app.pair(&key, &tid).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        rx.got.lock().expect("lock").is_empty(),
        "pairing a round is not an event"
    );
    app.publish(&key, &tid, 1).await;
    assert_eq!(
        app.result(&key, &tid, 1, 1, (2, 1, 0)).await.0,
        StatusCode::OK
    );
    assert_eq!(
        app.result(&key, &tid, 1, 2, (0, 2, 0)).await.0,
        StatusCode::OK
    );

    let got = wait_for(&rx, |g| g.len() >= 4).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let got_late = rx.got.lock().expect("lock").clone();
    assert_eq!(
        got_late.len(),
        got.len(),
        "no extra deliveries: {got_late:?}"
    );
    assert!(got.iter().all(|r| r.path == "/mine"), "{got:?}");
    let mut events: Vec<(String, Value)> = got
        .iter()
        .map(|r| {
            let body = verified(r, &secret);
            assert_eq!(body["tournament_id"], tid.as_str(), "{body}");
            (body["event"].as_str().expect("event").to_owned(), body)
        })
        .collect();
    events.sort_by(|a, b| a.0.cmp(&b.0));
    let names: Vec<&str> = events.iter().map(|(e, _)| e.as_str()).collect();
    assert_eq!(
        names,
        vec![
            "round.completed",
            "round.published",
            "standings.updated",
            "standings.updated"
        ]
    );
    let completed = &events[0].1;
    assert_eq!(completed["data"]["round"]["number"], 1, "{completed}");
    assert_eq!(
        completed["data"]["round"]["state"], "completed",
        "{completed}"
    );
    let published = &events[1].1;
    assert_eq!(
        published["data"]["round"]["state"], "published",
        "{published}"
    );
    let ids: std::collections::BTreeSet<&str> = got.iter().map(|r| r.delivery.as_str()).collect();
    assert_eq!(ids.len(), 4, "distinct delivery ids");

    // Every delivery is listed as one successful attempt.
    let hid = hook["id"].as_str().expect("id");
    let mut listed = Vec::new();
    for _ in 0..100 {
        listed = attempts(&app, &key, hid).await;
        if listed.len() == 4 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(listed.len(), 4, "{listed:?}");
    for a in &listed {
        assert_eq!(a["attempt"], 1, "{a}");
        assert_eq!(a["success"], true, "{a}");
        assert_eq!(a["status_code"], 204, "{a}");
        assert_eq!(a["error"], Value::Null, "{a}");
        assert!(ids.contains(a["delivery_id"].as_str().expect("id")), "{a}");
        assert!(a["started_at"].is_string() && a["finished_at"].is_string());
    }
    // A correction is a standings change too.
    assert_eq!(
        app.result(&key, &tid, 1, 2, (1, 2, 0)).await.0,
        StatusCode::OK
    );
    let got = wait_for(&rx, |g| g.len() >= 5).await;
    let body = verified(&got[4], &secret);
    assert_eq!(body["event"], "standings.updated");
    assert_eq!(body["data"]["corrected"], true, "{body}");
}
backend_test!(round_events_are_delivered_signed);

async fn failed_deliveries_are_retried(app: TestApp) {
    let (base, rx) = receiver(2);
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Retry").await;
    app.players(&key, &tid, &names(4)).await;
    let hook = register(
        &app,
        &key,
        json!({"url": format!("{base}/flaky"), "events": ["round.published"], "tournament_id": tid}),
    )
    .await;
    let secret = hook["secret"].as_str().expect("secret").to_owned();
    assert_eq!(hook["tournament_id"], tid.as_str());
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;

    let got = wait_for(&rx, |g| g.len() >= 3).await;
    // Same delivery and body each time; each attempt is signed with its
    // own timestamp.
    for r in &got {
        verified(r, &secret);
        assert_eq!(r.delivery, got[0].delivery);
        assert_eq!(r.body, got[0].body);
        if r.timestamp != got[0].timestamp {
            assert_ne!(r.signature, got[0].signature);
        }
    }
    let hid = hook["id"].as_str().expect("id");
    let mut listed = Vec::new();
    for _ in 0..100 {
        listed = attempts(&app, &key, hid).await;
        if listed.len() == 3 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let summary: Vec<(u64, bool, Value)> = listed
        .iter()
        .map(|a| {
            assert_eq!(a["delivery_id"], got[0].delivery.as_str());
            assert_eq!(a["event"], "round.published");
            (
                a["attempt"].as_u64().expect("attempt"),
                a["success"].as_bool().expect("success"),
                a["status_code"].clone(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        vec![
            (1, false, json!(503)),
            (2, false, json!(503)),
            (3, true, json!(204))
        ]
    );
    assert_eq!(listed[0]["error"], "HTTP 503");
    // Delivered: no fourth attempt.
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(rx.got.lock().expect("lock").len(), 3);

    // Pagination of the attempts.
    let (_, page) = app
        .get(
            &format!("/api/v1/webhooks/{hid}/deliveries?limit=2"),
            Some(&key),
        )
        .await;
    assert_eq!(page["items"].as_array().map(Vec::len), Some(2));
    let cursor = page["next_cursor"].as_str().expect("cursor").to_owned();
    let (_, page) = app
        .get(
            &format!("/api/v1/webhooks/{hid}/deliveries?limit=2&cursor={cursor}"),
            Some(&key),
        )
        .await;
    assert_eq!(page["items"][0]["attempt"], 3);
    assert_eq!(page["next_cursor"], Value::Null);
}
backend_test!(failed_deliveries_are_retried);

async fn an_unreachable_receiver_gives_up(app: TestApp) {
    // A port nothing listens on: connection refused, up to max_attempts (4).
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .expect("bind")
        .local_addr()
        .expect("addr")
        .port();
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Gone").await;
    app.players(&key, &tid, &names(2)).await;
    let hook = register(
        &app,
        &key,
        json!({"url": format!("http://127.0.0.1:{port}/x"), "events": ["round.published"]}),
    )
    .await;
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let hid = hook["id"].as_str().expect("id");
    let mut listed = Vec::new();
    for _ in 0..200 {
        listed = attempts(&app, &key, hid).await;
        if listed.len() >= 4 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(800)).await;
    let listed_late = attempts(&app, &key, hid).await;
    assert_eq!(
        listed_late.len(),
        4,
        "gives up after 4 attempts: {listed_late:?}"
    );
    for (i, a) in listed.iter().enumerate() {
        assert_eq!(a["attempt"], i as u64 + 1);
        assert_eq!(a["success"], false);
        assert_eq!(a["status_code"], Value::Null);
        assert!(a["error"].as_str().is_some_and(|e| !e.is_empty()), "{a}");
    }
}
backend_test!(an_unreachable_receiver_gives_up);

async fn endpoints_are_validated_and_private(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let (_, other) = app.organizer("Other").await;
    let tid = app.tournament(&key, "Mine").await;
    let theirs = app.tournament(&other, "Theirs").await;
    let ok_url = "https://example.com/hook";
    let post = |k: &'static str, body: Value| {
        let key = if k == "key" {
            key.clone()
        } else {
            other.clone()
        };
        let app = &app;
        async move { app.post("/api/v1/webhooks", Some(&key), body).await }
    };
    for url in [
        "ftp://example.com/x",
        "not a url",
        "https://",
        "mailto:a@example.com",
    ] {
        let got = post("key", json!({"url": url, "events": ["round.published"]})).await;
        assert_problem(
            &got,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_webhook_url",
        );
    }
    let got = post("key", json!({"url": ok_url, "events": []})).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_event");
    let got = post("key", json!({"url": ok_url, "events": ["round.started"]})).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_event");
    let got = post(
        "key",
        json!({"url": ok_url, "events": ["round.published"], "tournament_id": theirs}),
    )
    .await;
    assert_problem(&got, StatusCode::FORBIDDEN, "forbidden");
    let got = post(
        "key",
        json!({"url": ok_url, "events": ["round.published"], "tournament_id": "nope"}),
    )
    .await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "unknown_tournament");
    let got = app
        .post(
            "/api/v1/webhooks",
            None,
            json!({"url": ok_url, "events": ["round.published"]}),
        )
        .await;
    assert_problem(&got, StatusCode::UNAUTHORIZED, "unauthorized");

    let mut ids = Vec::new();
    for i in 0..3 {
        let hook = register(
            &app,
            &key,
            json!({"url": format!("{ok_url}/{i}"),
                "events": ["standings.updated", "round.published", "standings.updated"],
                "tournament_id": tid}),
        )
        .await;
        assert_eq!(
            hook["events"],
            json!(["round.published", "standings.updated"])
        );
        ids.push(hook["id"].as_str().expect("id").to_owned());
    }
    let (status, page) = app.get("/api/v1/webhooks?limit=2", Some(&key)).await;
    assert_eq!(status, StatusCode::OK, "{page}");
    assert_eq!(page["items"].as_array().map(Vec::len), Some(2));
    assert!(
        page["items"][0].get("secret").is_none(),
        "secret shown once"
    );
    let cursor = page["next_cursor"].as_str().expect("cursor").to_owned();
    let (_, page2) = app
        .get(
            &format!("/api/v1/webhooks?limit=2&cursor={cursor}"),
            Some(&key),
        )
        .await;
    assert_eq!(page2["items"][0]["id"], ids[2].as_str());
    assert_eq!(page2["next_cursor"], Value::Null);
    let (_, theirs_list) = app.get("/api/v1/webhooks", Some(&other)).await;
    assert_eq!(theirs_list["items"], json!([]));

    // Another organizer sees none of it.
    let got = app
        .get(
            &format!("/api/v1/webhooks/{}/deliveries", ids[0]),
            Some(&other),
        )
        .await;
    assert_problem(&got, StatusCode::NOT_FOUND, "webhook_not_found");
    let got = app
        .call(
            Method::DELETE,
            &format!("/api/v1/webhooks/{}", ids[0]),
            Some(&other),
            None,
        )
        .await;
    assert_problem(&got, StatusCode::NOT_FOUND, "webhook_not_found");
    let got = app
        .call(
            Method::DELETE,
            &format!("/api/v1/webhooks/{}", ids[0]),
            Some(&key),
            None,
        )
        .await;
    assert_eq!(got.0, StatusCode::NO_CONTENT);
    let (_, page) = app.get("/api/v1/webhooks", Some(&key)).await;
    assert_eq!(page["items"].as_array().map(Vec::len), Some(2));
    let got = app.get("/api/v1/webhooks?limit=0", Some(&key)).await;
    assert_problem(&got, StatusCode::BAD_REQUEST, "invalid_query");
}
backend_test!(endpoints_are_validated_and_private);

async fn the_last_round_finishes_the_tournament(app: TestApp) {
    let (base, rx) = receiver(0);
    let (_, key) = app.organizer("Org").await;
    let (status, t) = app
        .post(
            "/api/v1/tournaments",
            Some(&key),
            json!({"name": "One round", "planned_rounds": 1, "top_cut": 0}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    let tid = t["id"].as_str().expect("id").to_owned();
    app.players(&key, &tid, &names(2)).await;
    let hook = register(
        &app,
        &key,
        json!({"url": format!("{base}/done"), "events": ["tournament.finished"]}),
    )
    .await;
    let secret = hook["secret"].as_str().expect("secret").to_owned();
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(rx.got.lock().expect("lock").is_empty(), "not finished yet");
    assert_eq!(
        app.result(&key, &tid, 1, 1, (2, 0, 0)).await.0,
        StatusCode::OK
    );
    let got = wait_for(&rx, |g| !g.is_empty()).await;
    let body = verified(&got[0], &secret);
    assert_eq!(body["event"], "tournament.finished");
    assert_eq!(body["data"]["tournament"]["status"], "finished", "{body}");
    // No cut: no champion; the final standings rank both players.
    assert!(body["data"]["champion"].is_null(), "{body}");
    assert_eq!(
        body["data"]["standings"]["standings"]
            .as_array()
            .map(Vec::len),
        Some(2),
        "{body}"
    );
    // Finished is final: a correction is refused and nothing is sent again.
    crate::helpers::assert_problem(
        &app.result(&key, &tid, 1, 1, (2, 1, 0)).await,
        StatusCode::CONFLICT,
        "tournament_finished",
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(rx.got.lock().expect("lock").len(), 1);
}
backend_test!(the_last_round_finishes_the_tournament);

/// The lifecycle's events (RULES.md §6): completing the planned Swiss
/// rounds announces nothing final while a cut may come; the cut sends
/// `top_cut.created`, an edit `tournament.updated`, and the final's result
/// `tournament.finished` exactly once, with the champion and the final
/// standings; deleting the tournament sends `tournament.deleted`.
async fn lifecycle_events(app: TestApp) {
    let (base, rx) = receiver(0);
    let (_, key) = app.organizer("Org").await;
    let (status, t) = app
        .post(
            "/api/v1/tournaments",
            Some(&key),
            json!({"name": "Cut night", "planned_rounds": 2}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    let tid = t["id"].as_str().expect("id").to_owned();
    let hook = register(
        &app,
        &key,
        json!({"url": format!("{base}/all"), "tournament_id": null,
            "events": ["tournament.finished", "tournament.updated", "tournament.deleted", "top_cut.created"]}),
    )
    .await;
    let secret = hook["secret"].as_str().expect("secret").to_owned();
    app.players(&key, &tid, &names(4)).await;
    app.play_next_round(&key, &tid).await;
    app.play_next_round(&key, &tid).await;
    let (status, _) = app
        .call(
            Method::PATCH,
            &format!("/api/v1/tournaments/{tid}"),
            Some(&key),
            Some(json!({"name": "Cut night (Top 2)"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let got = wait_for(&rx, |g| !g.is_empty()).await;
    let body = verified(&got[0], &secret);
    assert_eq!(body["event"], "tournament.updated", "{body}");
    assert_eq!(body["data"]["tournament"]["name"], "Cut night (Top 2)");

    let (status, cut) = app
        .post(
            &format!("/api/v1/tournaments/{tid}/top-cut"),
            Some(&key),
            json!({"size": 2}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{cut}");
    let got = wait_for(&rx, |g| g.len() >= 2).await;
    let body = verified(&got[1], &secret);
    assert_eq!(body["event"], "top_cut.created", "{body}");
    assert_eq!(body["data"]["bracket"]["size"], 2, "{body}");

    let round = app.publish(&key, &tid, 3).await;
    assert_eq!(round["pairings"].as_array().map(Vec::len), Some(1));
    let (status, body) = app.result(&key, &tid, 3, 1, (2, 1, 0)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let got = wait_for(&rx, |g| g.len() >= 3).await;
    let body = verified(&got[2], &secret);
    assert_eq!(body["event"], "tournament.finished", "{body}");
    let champion = body["data"]["champion"]["player_id"].clone();
    assert_eq!(champion, pid(&round["pairings"][0]["player_a"]), "{body}");
    let rows = body["data"]["standings"]["standings"]
        .as_array()
        .expect("standings");
    assert_eq!(rows.len(), 4, "{body}");
    // The final standings: the champion first, the finalist second.
    assert_eq!(rows[0]["player_id"], champion, "{body}");
    assert_eq!(rows[0]["final_rank"], 1, "{body}");
    assert_eq!(rows[1]["final_rank"], 2, "{body}");
    // Finished is final: nothing more is sent, and the tournament stays.
    let (status, _) = app
        .call(
            Method::DELETE,
            &format!("/api/v1/tournaments/{tid}"),
            Some(&key),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(rx.got.lock().expect("lock").len(), 3);

    // Deleting another tournament announces it first.
    let other = app.tournament(&key, "Cancelled").await;
    let (status, _) = app
        .call(
            Method::DELETE,
            &format!("/api/v1/tournaments/{other}"),
            Some(&key),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let got = wait_for(&rx, |g| g.len() >= 4).await;
    let body = verified(&got[3], &secret);
    assert_eq!(body["event"], "tournament.deleted", "{body}");
    assert_eq!(body["tournament_id"], other.as_str());
    assert_eq!(body["data"]["tournament"]["name"], "Cancelled");
}
backend_test!(lifecycle_events);
/// The player and round events of RULES.md §6: `player.added`,
/// `player.renamed`, `player.dropped`, `player.readmitted`,
/// `round.repaired` (with the swaps it discarded) and `round.deleted`.
async fn player_and_round_events(app: TestApp) {
    let (base, rx) = receiver(0);
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Events").await;
    register(
        &app,
        &key,
        json!({"url": format!("{base}/players"), "events": [
            "player.added", "player.dropped", "player.readmitted", "player.renamed",
            "round.repaired", "round.deleted"]}),
    )
    .await;
    let ids = app.players(&key, &tid, &names(4)).await;
    let t = format!("/api/v1/tournaments/{tid}");
    let r1 = app.pair(&key, &tid).await;
    let p = &r1["pairings"];
    let (status, _) = app
        .post(
            &format!("{t}/rounds/1/swap-players"),
            Some(&key),
            json!({ "player_a": pid(&p[0]["player_a"]), "player_b": pid(&p[1]["player_a"]) }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, fifth) = app
        .post(
            &format!("{t}/players"),
            Some(&key),
            json!({ "name": "Fifth" }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{fifth}");
    let (status, _) = app
        .call(
            Method::PATCH,
            &format!("{t}/players/{}", ids[0]),
            Some(&key),
            Some(json!({ "name": "Renamed" })),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = app
        .post(
            &format!("{t}/players/{}/drop", ids[1]),
            Some(&key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = app
        .post(
            &format!("{t}/players/{}/readmit", ids[1]),
            Some(&key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = app
        .call(Method::DELETE, &format!("{t}/rounds/1"), Some(&key), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);

    // bulk add, add (+ re-pair), rename, drop (+ re-pair), readmit
    // (+ re-pair), delete.
    let got = wait_for(&rx, |g| g.len() >= 9).await;
    let bodies: Vec<Value> = got
        .iter()
        .map(|r| serde_json::from_slice(&r.body).expect("JSON"))
        .collect();
    let mut events: Vec<&str> = bodies
        .iter()
        .map(|b| b["event"].as_str().expect("event"))
        .collect();
    events.sort_unstable();
    assert_eq!(
        events,
        [
            "player.added",
            "player.added",
            "player.dropped",
            "player.readmitted",
            "player.renamed",
            "round.deleted",
            "round.repaired",
            "round.repaired",
            "round.repaired",
        ]
    );
    let find =
        |event: &str| -> Vec<&Value> { bodies.iter().filter(|b| b["event"] == event).collect() };
    let added = find("player.added");
    assert!(
        added
            .iter()
            .any(|b| b["data"]["players"][0]["id"] == fifth["id"]),
        "{added:?}"
    );
    let renamed = find("player.renamed")[0];
    assert_eq!(renamed["data"]["before"], "Player 01");
    assert_eq!(renamed["data"]["after"], "Renamed");
    let repaired = find("round.repaired");
    let first = repaired
        .iter()
        .find(|b| b["data"]["reason"] == "player_added")
        .expect("re-paired for the new player");
    assert_eq!(first["data"]["round"]["number"], 1);
    assert_eq!(
        first["data"]["manual_changes_discarded"][0]["action"],
        "players_swapped"
    );
    assert_eq!(find("round.deleted")[0]["data"]["round"], 1);
    assert_eq!(
        find("player.readmitted")[0]["data"]["player"],
        ids[1].as_str()
    );
}
backend_test!(player_and_round_events);

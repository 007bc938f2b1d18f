//! Request limits (the book: [Limits](/book/en/integration.html#limits)): each refusal is a 4xx problem+json
//! with a stable code, and nothing is written.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_problem, names};

/// Sends `body` as raw JSON text, with an optional Idempotency-Key.
/// `POST /tournaments/import` of a raw document body.
async fn import(app: &TestApp, key: &str, body: String) -> (StatusCode, Value) {
    post_raw(app, "/api/v1/tournaments/import", key, body, None).await
}

async fn post_raw(
    app: &TestApp,
    path: &str,
    key: &str,
    body: String,
    idempotency_key: Option<&str>,
) -> (StatusCode, Value) {
    let mut req = app
        .client
        .post(format!("{}{path}", app.address))
        .bearer_auth(key)
        .header("Content-Type", "application/json")
        .body(body);
    if let Some(k) = idempotency_key {
        req = req.header("Idempotency-Key", k);
    }
    let resp = req.send().await.expect("sent");
    let status = resp.status();
    if !status.is_success() {
        assert_eq!(
            resp.headers()["content-type"],
            "application/problem+json",
            "{path}"
        );
    }
    (status, resp.json().await.unwrap_or(Value::Null))
}

async fn player_count(app: &TestApp, tid: &str) -> u64 {
    let (_, t) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    t["player_count"].as_u64().expect("player_count")
}

async fn tournament_count(app: &TestApp) -> usize {
    let (_, list) = app.get("/api/v1/tournaments?limit=100", None).await;
    list["items"].as_array().expect("items").len()
}

/// A tournament document with `players` players and no rounds.
fn document(name: &str, players: usize) -> Value {
    json!({
        "format": "planesforge-tournament/1",
        "name": name,
        "players": (1..=players)
            .map(|i| json!({ "id": format!("p{i}"), "name": format!("Player {i}") }))
            .collect::<Vec<_>>(),
    })
}

/// JSON bodies above 1 MiB and documents above 16 MiB: 413.
async fn body_size_limits(app: TestApp) {
    let (_, key) = app.organizer("Big Mouth Games").await;
    let tid = app.tournament(&key, "Heavy").await;
    let bulk = json!({ "players": vec![json!({ "name": "x".repeat(190) }); 6000] }).to_string();
    assert!(bulk.len() > 1 << 20);
    let path = format!("/api/v1/tournaments/{tid}/players/bulk");
    for idem in [None, Some("big-bulk-1-5e0c1a7d")] {
        let got = post_raw(&app, &path, &key, bulk.clone(), idem).await;
        assert_problem(&got, StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large");
    }
    assert_eq!(player_count(&app, &tid).await, 0);

    let tournaments = tournament_count(&app).await;
    let mut doc = document("Huge", 2);
    doc["name"] = Value::String("y".repeat(17 << 20));
    let text = doc.to_string();
    for idem in [None, Some("big-import-1-5e0c1a7d")] {
        let got = post_raw(&app, "/api/v1/tournaments/import", &key, text.clone(), idem).await;
        assert_problem(&got, StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large");
    }
    assert_eq!(tournament_count(&app).await, tournaments);
    // Just under the limits is fine.
    let ok = json!({ "players": vec![json!({ "name": "x".repeat(190) }); 4000] }).to_string();
    assert!(ok.len() < 1 << 20);
    assert_eq!(
        post_raw(&app, &path, &key, ok, None).await.0,
        StatusCode::CREATED
    );
}
backend_test!(body_size_limits);

/// Every free-text field: names 1–200 characters (not bytes), webhook
/// URLs up to 2000.
async fn text_length_limits(app: TestApp) {
    let long = "é".repeat(201);
    let longest = "é".repeat(200);
    let got = app
        .post("/api/v1/organizers", None, json!({ "name": long }))
        .await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_name");
    let (status, org) = app
        .post("/api/v1/organizers", None, json!({ "name": longest }))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{org}");
    let key = org["api_key"].as_str().expect("key").to_owned();

    let got = app
        .post("/api/v1/tournaments", Some(&key), json!({ "name": long }))
        .await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_name");
    assert_eq!(tournament_count(&app).await, 0);
    let tid = app.tournament(&key, &longest).await;

    let players = format!("/api/v1/tournaments/{tid}/players");
    let got = app
        .post(&players, Some(&key), json!({ "name": long }))
        .await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_name");
    let got = app
        .post(
            &format!("{players}/bulk"),
            Some(&key),
            json!({ "players": [{ "name": "Ann" }, { "name": long }] }),
        )
        .await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_name");
    assert!(
        got.1["detail"]
            .as_str()
            .is_some_and(|d| d.contains("players[1]"))
    );
    assert_eq!(player_count(&app, &tid).await, 0);
    let (status, _) = app
        .post(&players, Some(&key), json!({ "name": longest }))
        .await;
    assert_eq!(status, StatusCode::CREATED);

    let mut doc = document("Imported", 4);
    doc["players"][3]["name"] = Value::String(long.clone());
    let got = import(&app, &key, doc.to_string()).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_name");
    let mut doc = document(&long, 4);
    let got = import(&app, &key, doc.to_string()).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_name");
    assert_eq!(tournament_count(&app).await, 1);
    doc["name"] = Value::String(longest.clone());
    let got = import(&app, &key, doc.to_string()).await;
    assert_eq!(got.0, StatusCode::CREATED, "{}", got.1);

    let url = format!("https://example.com/{}", "h".repeat(2000));
    let got = app
        .post(
            "/api/v1/webhooks",
            Some(&key),
            json!({ "url": url, "events": ["round.published"] }),
        )
        .await;
    assert_problem(
        &got,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_webhook_url",
    );
    let (_, hooks) = app.get("/api/v1/webhooks", Some(&key)).await;
    assert_eq!(hooks["items"], json!([]));

    // Ids are looked up, whatever their length: 4xx, never 500.
    let huge = "i".repeat(20_000);
    let got = app
        .post(
            "/api/v1/webhooks",
            Some(&key),
            json!({ "url": "https://example.com/h", "events": ["round.published"], "tournament_id": huge }),
        )
        .await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "unknown_tournament");
    let got = app
        .post(
            "/api/v1/webhooks",
            Some(&key),
            json!({ "url": "https://example.com/h", "events": [huge.clone()] }),
        )
        .await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_event");
    let got = app.get(&format!("/api/v1/tournaments/{huge}"), None).await;
    assert_problem(&got, StatusCode::NOT_FOUND, "tournament_not_found");
    app.players(&key, &tid, &names(3)).await;
    app.pair(&key, &tid).await;
    let got = app
        .post(
            &format!("/api/v1/tournaments/{tid}/rounds/1/swap-players"),
            Some(&key),
            json!({ "player_a": huge, "player_b": "x" }),
        )
        .await;
    assert!(got.0.is_client_error(), "{got:?}");
    let (_, hooks) = app.get("/api/v1/webhooks", Some(&key)).await;
    assert_eq!(hooks["items"], json!([]));
}
backend_test!(text_length_limits);

/// At most 8192 players per tournament (registration and import), and
/// pages of at most the documented maximum.
async fn player_cap_and_pages(app: TestApp) {
    let (_, key) = app.organizer("Crowd Control").await;
    let tid = app.tournament(&key, "Grand Prix").await;
    let all = names(8192);
    app.players(&key, &tid, &all[..4096]).await;
    app.players(&key, &tid, &all[4096..]).await;
    assert_eq!(player_count(&app, &tid).await, 8192);
    let players = format!("/api/v1/tournaments/{tid}/players");
    let got = app
        .post(&players, Some(&key), json!({ "name": "One Too Many" }))
        .await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "too_many_players");
    let got = app
        .post(
            &format!("{players}/bulk"),
            Some(&key),
            json!({ "players": [{ "name": "A" }, { "name": "B" }] }),
        )
        .await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "too_many_players");
    assert_eq!(player_count(&app, &tid).await, 8192);

    let tournaments = tournament_count(&app).await;
    let doc = document("Too Big", 8193).to_string();
    let got = post_raw(&app, "/api/v1/tournaments/import", &key, doc, None).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "too_many_players");
    assert_eq!(tournament_count(&app).await, tournaments);

    // Pages: above the maximum is clamped to it, 0 and nonsense refused.
    let (status, page) = app.get(&format!("{players}?limit=5000"), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(page["items"].as_array().expect("items").len(), 1000);
    assert!(page["next_cursor"].is_string());
    let (_, page) = app.get(&players, None).await;
    assert_eq!(page["items"].as_array().expect("items").len(), 100);
    for bad in ["0", "-1", "99999999999", "ten"] {
        let got = app.get(&format!("{players}?limit={bad}"), None).await;
        assert_problem(&got, StatusCode::BAD_REQUEST, "invalid_query");
    }
    let got = app
        .get(&format!("{players}?cursor={}", "9".repeat(40)), None)
        .await;
    assert_problem(&got, StatusCode::BAD_REQUEST, "invalid_cursor");
}
backend_test!(player_cap_and_pages);

/// At most 30 Swiss rounds: planned, paired and imported.
async fn round_caps(app: TestApp) {
    let (_, key) = app.organizer("Marathon Games").await;
    let got = app
        .post(
            "/api/v1/tournaments",
            Some(&key),
            json!({ "name": "Endless", "planned_rounds": 31 }),
        )
        .await;
    assert_problem(
        &got,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_planned_rounds",
    );
    let (status, t) = app
        .post(
            "/api/v1/tournaments",
            Some(&key),
            json!({ "name": "Marathon", "planned_rounds": 30 }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    let tid = t["id"].as_str().expect("id").to_owned();
    app.players(&key, &tid, &names(4)).await;
    for n in 1..=30u64 {
        let round = app.pair(&key, &tid).await;
        app.publish(&key, &tid, n).await;
        for p in round["pairings"].as_array().expect("pairings") {
            let table = p["table"].as_u64().expect("table");
            let (s, b) = app.result(&key, &tid, n, table, (2, 0, 0)).await;
            assert_eq!(s, StatusCode::OK, "{b}");
        }
    }
    let got = app
        .post(
            &format!("/api/v1/tournaments/{tid}/rounds"),
            Some(&key),
            json!({}),
        )
        .await;
    assert_problem(&got, StatusCode::CONFLICT, "planned_rounds_reached");
    // Nor can the plan grow past 30 (the state machine caps pairing at 30
    // Swiss rounds too: engine lifecycle tests).
    let got = app
        .call(
            Method::PATCH,
            &format!("/api/v1/tournaments/{tid}"),
            Some(&key),
            Some(json!({ "planned_rounds": 31 })),
        )
        .await;
    assert_problem(
        &got,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_planned_rounds",
    );
    let (_, t) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    assert_eq!(t["current_round"], 30);

    // The export of 30 rounds imports; with a 31st round it does not.
    let mut doc: Value = serde_json::from_str(&app.export_text(&tid).await).expect("export");
    let got = import(&app, &key, doc.to_string()).await;
    assert_eq!(got.0, StatusCode::CREATED, "{}", got.1);
    let rounds = doc["rounds"].as_array_mut().expect("rounds");
    let mut extra = rounds[29].clone();
    extra["number"] = json!(31);
    rounds.push(extra);
    let tournaments = tournament_count(&app).await;
    let got = import(&app, &key, doc.to_string()).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "too_many_rounds");
    assert_eq!(tournament_count(&app).await, tournaments);
}
backend_test!(round_caps);

/// `Idempotency-Key`: 16 to 255 visible ASCII characters.
async fn idempotency_key_length(app: TestApp) {
    let (_, key) = app.organizer("Retry Games").await;
    let body = json!({ "name": "Once" }).to_string();
    // Shorter than 16: refused (a short key is easy to hit by chance),
    // nothing written.
    let fifteen = "k".repeat(15);
    for short in ["k", "signup-1", fifteen.as_str()] {
        let got = post_raw(&app, "/api/v1/tournaments", &key, body.clone(), Some(short)).await;
        assert_problem(&got, StatusCode::BAD_REQUEST, "invalid_idempotency_key");
    }
    let got = post_raw(
        &app,
        "/api/v1/tournaments",
        &key,
        body.clone(),
        Some("short"),
    )
    .await;
    assert!(
        got.1["detail"].as_str().is_some_and(|d| d.contains("16")),
        "{}",
        got.1
    );
    let got = post_raw(
        &app,
        "/api/v1/tournaments",
        &key,
        body.clone(),
        Some(&"k".repeat(256)),
    )
    .await;
    assert_problem(&got, StatusCode::BAD_REQUEST, "invalid_idempotency_key");
    assert_eq!(tournament_count(&app).await, 0);
    let longest = "k".repeat(255);
    let first = post_raw(
        &app,
        "/api/v1/tournaments",
        &key,
        body.clone(),
        Some(&longest),
    )
    .await;
    assert_eq!(first.0, StatusCode::CREATED, "{}", first.1);
    let again = post_raw(&app, "/api/v1/tournaments", &key, body, Some(&longest)).await;
    assert_eq!(again, first);
    assert_eq!(tournament_count(&app).await, 1);
}
backend_test!(idempotency_key_length);

/// At most 50 webhooks per organizer; deleting one makes room.
async fn webhook_cap(app: TestApp) {
    let (_, key) = app.organizer("Hook Hoarder").await;
    let hook = |i: usize| json!({ "url": format!("https://example.com/h/{i}"), "events": ["round.published"] });
    let mut first = None;
    for i in 0..50 {
        let (status, body) = app.post("/api/v1/webhooks", Some(&key), hook(i)).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        first.get_or_insert(body["id"].as_str().expect("id").to_owned());
    }
    let got = app.post("/api/v1/webhooks", Some(&key), hook(50)).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "too_many_webhooks");
    let (_, page) = app.get("/api/v1/webhooks?limit=100", Some(&key)).await;
    assert_eq!(page["items"].as_array().expect("items").len(), 50);
    // Another organizer is not affected.
    let (_, other) = app.organizer("Neighbour").await;
    let (status, _) = app.post("/api/v1/webhooks", Some(&other), hook(0)).await;
    assert_eq!(status, StatusCode::CREATED);
    let first = first.expect("a webhook");
    let (status, _) = app
        .call(
            Method::DELETE,
            &format!("/api/v1/webhooks/{first}"),
            Some(&key),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, body) = app.post("/api/v1/webhooks", Some(&key), hook(51)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}
backend_test!(webhook_cap);

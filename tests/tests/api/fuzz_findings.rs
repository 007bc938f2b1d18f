//! Regressions for what `scripts/checks/fuzz-api.sh` (schemathesis) found: each
//! test pins one fixed behaviour.

use futures::future::join_all;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_problem, names};

/// Sends `method path` with optional key, Idempotency-Key and JSON body:
/// status, `Allow` header, body.
async fn raw(
    app: &TestApp,
    method: Method,
    path: &str,
    key: Option<&str>,
    idempotency_key: Option<&str>,
    body: Option<Value>,
) -> (StatusCode, Option<String>, Value) {
    let mut req = app
        .client
        .request(method, format!("{}{}", app.address, path));
    if let Some(k) = key {
        req = req.bearer_auth(k);
    }
    if let Some(k) = idempotency_key {
        req = req.header("Idempotency-Key", k);
    }
    if let Some(b) = &body {
        req = req.json(b);
    }
    let resp = req.send().await.expect("sent");
    let status = resp.status();
    let allow = resp
        .headers()
        .get("allow")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let text = resp.text().await.expect("body");
    let value = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
    };
    (status, allow, value)
}

/// A method a documented path does not have is 405 problem+json with the
/// path's methods in `Allow` (it was 404, or 422 when an Idempotency-Key
/// used before came along); unknown paths stay 404.
async fn wrong_method_is_405_with_allow(app: TestApp) {
    let (_, key) = app.organizer("Methods").await;
    let tid = app.tournament(&key, "Methods Open").await;
    let cases: [(Method, String, &str); 6] = [
        (
            Method::TRACE,
            format!("/api/v1/tournaments/{tid}"),
            "GET, PATCH, DELETE",
        ),
        (
            Method::DELETE,
            "/api/v1/tournaments".to_owned(),
            "GET, POST",
        ),
        (
            Method::PATCH,
            format!("/api/v1/tournaments/{tid}/rounds/1"),
            "GET, DELETE",
        ),
        (
            Method::GET,
            format!("/api/v1/tournaments/{tid}/rounds/1/tables/1/result"),
            "PUT, DELETE",
        ),
        // A literal segment wins over `{tid}`.
        (Method::PUT, "/api/v1/tournaments/import".to_owned(), "POST"),
        (Method::POST, "/healthz".to_owned(), "GET"),
    ];
    for (method, path, allow) in cases {
        let (status, got_allow, body) =
            raw(&app, method.clone(), &path, Some(&key), None, None).await;
        assert_problem(
            &(status, body),
            StatusCode::METHOD_NOT_ALLOWED,
            "method_not_allowed",
        );
        assert_eq!(got_allow.as_deref(), Some(allow), "{method} {path}");
    }

    // An Idempotency-Key already used with POST: the PUT is still 405.
    let body = json!({ "name": "Ann" });
    let players = format!("/api/v1/tournaments/{tid}/players");
    let (status, _, _) = raw(
        &app,
        Method::POST,
        &players,
        Some(&key),
        Some("k-1-5e0c1a7d2b9f8e"),
        Some(body.clone()),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, allow, _) = raw(
        &app,
        Method::PUT,
        &players,
        Some(&key),
        Some("k-1-5e0c1a7d2b9f8e"),
        Some(body),
    )
    .await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(allow.as_deref(), Some("GET, POST"));

    // Not a documented path: 404, no Allow.
    for path in [
        "/api/v1/nowhere",
        "/api/v1/tournaments/",
        "/api/v1/tournaments/x/rounds/1/unknown",
    ] {
        let (status, allow, body) = raw(&app, Method::TRACE, path, None, None, None).await;
        assert_problem(&(status, body), StatusCode::NOT_FOUND, "not_found");
        assert_eq!(allow, None, "{path}");
    }
}
backend_test!(wrong_method_is_405_with_allow);

/// A write without an API key is 401 even with an Idempotency-Key that
/// another such request holds at the same moment (it was 409
/// `idempotency_in_progress`: keys were reserved per address first).
async fn no_key_is_401_before_idempotency(app: TestApp) {
    let (_, key) = app.organizer("Owner").await;
    let tid = app.tournament(&key, "Keyless").await;
    let ids = app.players(&key, &tid, &names(2)).await;
    let path = format!("/api/v1/tournaments/{tid}/players/{}/drop", ids[0]);
    let calls = (0..16).map(|_| raw(&app, Method::POST, &path, None, Some("same-key"), None));
    for (status, _, body) in join_all(calls).await {
        assert_problem(&(status, body), StatusCode::UNAUTHORIZED, "unauthorized");
    }
    // Sign-up has no API key: its Idempotency-Key still works per address
    // (nothing is created twice), but its response, which holds the new
    // key, is never replayed.
    let signup = |name: &'static str| {
        raw(
            &app,
            Method::POST,
            "/api/v1/organizers",
            None,
            Some("signup-1-7d5e0c1a"),
            Some(json!({ "name": name })),
        )
    };
    let (first, _, a) = signup("Shop").await;
    assert_eq!(first, StatusCode::CREATED, "{a}");
    let (again, _, b) = signup("Shop").await;
    assert_problem(
        &(again, b),
        StatusCode::CONFLICT,
        "idempotency_replay_withheld",
    );
    let (other, _, c) = signup("Other").await;
    assert_problem(
        &(other, c),
        StatusCode::UNPROCESSABLE_ENTITY,
        "idempotency_key_reused",
    );
}
backend_test!(no_key_is_401_before_idempotency);

/// `cursor` accepts exactly what its OpenAPI pattern says (1–18 digits;
/// `""`, `+1`, `-1`, ` 1` and 19 digits were accepted or refused
/// inconsistently), `limit` 1 … 2³²−1 (larger values give the maximum).
async fn cursor_and_limit_follow_the_schema(app: TestApp) {
    let (_, key) = app.organizer("Pages").await;
    for i in 0..3 {
        app.tournament(&key, &format!("T{i}")).await;
    }
    let app = &app;
    let list = |q: &str| {
        let path = format!("/api/v1/tournaments?{q}");
        async move { app.get(&path, None).await }
    };
    for bad in ["", "%2B1", "-1", "%201", "1%20", "x", "1000000000000000000"] {
        let got = list(&format!("cursor={bad}")).await;
        assert_problem(&got, StatusCode::BAD_REQUEST, "invalid_cursor");
    }
    for good in ["0", "000000000000000001", "999999999999999999"] {
        let (status, body) = list(&format!("cursor={good}")).await;
        assert_eq!(status, StatusCode::OK, "cursor={good}: {body}");
    }
    let (status, first) = list("limit=2").await;
    assert_eq!(status, StatusCode::OK);
    let next = first["next_cursor"].as_str().expect("a next page");
    let (_, second) = list(&format!("limit=2&cursor={next}")).await;
    assert_eq!(second["items"].as_array().expect("items").len(), 1);

    let got = list("limit=0").await;
    assert_eq!(got.0, StatusCode::BAD_REQUEST, "{}", got.1);
    let (status, body) = list("limit=4294967295").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["items"].as_array().expect("items").len(), 3);
    let got = list("limit=4294967296").await;
    assert_eq!(got.0, StatusCode::BAD_REQUEST, "{}", got.1);
}
backend_test!(cursor_and_limit_follow_the_schema);

/// Webhook registrations and deletions racing with other writes all
/// succeed (on SQLite they read before writing and failed with 503
/// "database is locked" when another write committed in between).
async fn concurrent_webhook_writes_succeed(app: TestApp) {
    let (_, key) = app.organizer("Hooks").await;
    let tid = app.tournament(&key, "Busy").await;
    let register = |i: usize| {
        let body = json!({
            "url": format!("https://hooks.example.com/{i}"),
            "events": ["round.published"],
            "tournament_id": tid,
        });
        let key = key.clone();
        let app = &app;
        async move { app.post("/api/v1/webhooks", Some(&key), body).await }
    };
    let add_player = |i: usize| {
        let path = format!("/api/v1/tournaments/{tid}/players");
        let key = key.clone();
        let app = &app;
        async move {
            app.post(&path, Some(&key), json!({ "name": format!("P{i}") }))
                .await
        }
    };
    let mut created = Vec::new();
    for batch in 0..3 {
        let hooks = join_all((0..12).map(|i| register(batch * 12 + i)));
        let players = join_all((0..12).map(|i| add_player(batch * 12 + i)));
        let (hooks, players) = futures::join!(hooks, players);
        for (status, body) in hooks {
            assert_eq!(status, StatusCode::CREATED, "{body}");
            created.push(body["id"].as_str().expect("id").to_owned());
        }
        for (status, body) in players {
            assert_eq!(status, StatusCode::CREATED, "{body}");
        }
    }
    let deletes = join_all(created.iter().map(|id| {
        let path = format!("/api/v1/webhooks/{id}");
        let key = key.clone();
        let app = &app;
        async move { app.call(Method::DELETE, &path, Some(&key), None).await.0 }
    }));
    let players = join_all((100..112).map(add_player));
    let (deletes, players) = futures::join!(deletes, players);
    assert!(
        deletes.iter().all(|s| *s == StatusCode::NO_CONTENT),
        "{deletes:?}"
    );
    assert!(players.iter().all(|(s, _)| *s == StatusCode::CREATED));
    let (_, list) = app.get("/api/v1/webhooks", Some(&key)).await;
    assert_eq!(list["items"], json!([]));
}
backend_test!(concurrent_webhook_writes_succeed);

/// The cut-line of a published round in which a seated player has dropped
/// (so `dropped_after_round` is that round) answers; it was a 500: the
/// history before the round held a drop after its last round.
async fn cut_line_with_a_drop_in_the_current_round(app: TestApp) {
    let (_, key) = app.organizer("Cut").await;
    let tid = app.tournament(&key, "Cut Open").await;
    let ids = app.players(&key, &tid, &names(6)).await;
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let (status, dropped) = app
        .post(
            &format!("/api/v1/tournaments/{tid}/players/{}/drop", ids[0]),
            Some(&key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{dropped}");
    assert_eq!(dropped["dropped_after_round"], 1);
    let (status, body) = app
        .get(&format!("/api/v1/tournaments/{tid}/cut-line?size=2"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["round"], 1);
    let players = body["players"].as_array().expect("players");
    assert_eq!(players.len(), 6, "{body}");
    assert!(players.iter().any(|p| p["player_id"] == ids[0].as_str()));
    // Before round 1 everybody has 0 match points: nobody is locked or out.
    assert!(players.iter().all(|p| p["match_points"] == 0), "{body}");
}
backend_test!(cut_line_with_a_drop_in_the_current_round);

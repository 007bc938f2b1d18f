//! Organizers, auth, tournaments, players, health, and bad input.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_problem, names};

async fn health_and_docs(app: TestApp) {
    assert_eq!(app.get("/healthz", None).await.0, StatusCode::OK);
    let (status, body) = app.get("/readyz", None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // Swagger UI's start page is ours (a heading, a main landmark, the
    // vendored files around it); its initializer carries the base layout
    // (no top bar with an address box) and our document.
    for path in ["/swagger-ui/", "/swagger-ui/index.html"] {
        let resp = app.send(Method::GET, path, None, None).await;
        assert_eq!(resp.status(), StatusCode::OK);
        let page = resp.text().await.expect("body");
        assert!(
            page.contains("<h1>PlanesForge API</h1>")
                && page.contains("<main id=\"swagger-ui\">")
                && page.contains("./swagger-ui-bundle.js"),
            "{page}"
        );
    }
    let resp = app
        .send(
            Method::GET,
            "/swagger-ui/swagger-initializer.js",
            None,
            None,
        )
        .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let init = resp.text().await.expect("body");
    assert!(
        init.contains("BaseLayout") && init.contains("/api-docs/openapi.json"),
        "{init}"
    );
    let resp = app
        .send(Method::GET, "/swagger-ui/swagger-ui-bundle.js", None, None)
        .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let resp = app.send(Method::GET, "/", None, None).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let page = resp.text().await.expect("body");
    assert!(page.contains("/swagger-ui/") && page.contains("/book/"));
    // The served document is the generated one, which is the committed one.
    let (status, served) = app.get("/api-docs/openapi.json", None).await;
    assert_eq!(status, StatusCode::OK);
    let generated: Value =
        serde_json::to_value(planesforge_api::http::openapi::document()).expect("document");
    assert_eq!(served, generated);
    // Every answer, an error too, names the server's version, the
    // document's `info.version`.
    for path in [
        "/healthz",
        "/api/v1/tournaments",
        "/api/v1/tournaments/nope",
    ] {
        let resp = app.send(Method::GET, path, None, None).await;
        let version = resp
            .headers()
            .get("planesforge-version")
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        assert_eq!(
            version.as_deref(),
            generated["info"]["version"].as_str(),
            "{path}: {}",
            resp.status()
        );
    }
}
backend_test!(health_and_docs);

async fn auth_401_403(app: TestApp) {
    let (alice, alice_key) = app.organizer("Alice's Games").await;
    let (_bob, bob_key) = app.organizer("Bob's Cards").await;
    assert_ne!(alice_key, bob_key);

    // No key, a malformed header, an unknown key: 401.
    let no_key = app
        .post("/api/v1/tournaments", None, json!({ "name": "X" }))
        .await;
    assert_problem(&no_key, StatusCode::UNAUTHORIZED, "unauthorized");
    let resp = app
        .client
        .post(format!("{}/api/v1/tournaments", app.address))
        .header("Authorization", "Basic abc")
        .json(&json!({ "name": "X" }))
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::UNAUTHORIZED);
    let bad = app
        .post(
            "/api/v1/tournaments",
            Some("pf_nope"),
            json!({ "name": "X" }),
        )
        .await;
    assert_problem(&bad, StatusCode::UNAUTHORIZED, "unauthorized");

    let tid = app.tournament(&alice_key, "Alice's Friday").await;
    let (_, t) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    assert_eq!(t["organizer_id"], alice.as_str());

    // Bob may read but not write Alice's tournament: 403.
    let path = format!("/api/v1/tournaments/{tid}/players");
    let forbidden = app
        .post(&path, Some(&bob_key), json!({ "name": "Eve" }))
        .await;
    assert_problem(&forbidden, StatusCode::FORBIDDEN, "forbidden");
    let forbidden = app
        .post(
            &format!("/api/v1/tournaments/{tid}/rounds"),
            Some(&bob_key),
            json!({}),
        )
        .await;
    assert_problem(&forbidden, StatusCode::FORBIDDEN, "forbidden");
    let audit = app
        .get(
            &format!("/api/v1/tournaments/{tid}/audit-log"),
            Some(&bob_key),
        )
        .await;
    assert_problem(&audit, StatusCode::FORBIDDEN, "forbidden");
    let audit = app
        .get(&format!("/api/v1/tournaments/{tid}/audit-log"), None)
        .await;
    assert_problem(&audit, StatusCode::UNAUTHORIZED, "unauthorized");
    let (status, _) = app.get(&path, Some(&bob_key)).await;
    assert_eq!(status, StatusCode::OK);
    // Nothing was written by the refused requests.
    let (_, list) = app.get(&path, None).await;
    assert_eq!(list["items"], json!([]));
}
backend_test!(auth_401_403);

async fn bad_input_is_4xx(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let url = format!("{}/api/v1/tournaments", app.address);
    // Syntax error: 400.
    let resp = app
        .client
        .post(&url)
        .bearer_auth(&key)
        .header("Content-Type", "application/json")
        .body("{\"name\": ")
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::BAD_REQUEST);
    assert_eq!(resp.headers()["content-type"], "application/problem+json");
    let body: Value = resp.json().await.expect("json");
    assert_eq!(body["code"], "malformed_json");
    // Well-formed, wrong shape: 422.
    let wrong = app
        .post("/api/v1/tournaments", Some(&key), json!({ "name": 5 }))
        .await;
    assert_problem(&wrong, StatusCode::UNPROCESSABLE_ENTITY, "invalid_body");
    let unknown = app
        .post(
            "/api/v1/tournaments",
            Some(&key),
            json!({ "name": "A", "colour": 1 }),
        )
        .await;
    assert_problem(&unknown, StatusCode::UNPROCESSABLE_ENTITY, "invalid_body");
    let empty = app
        .post("/api/v1/tournaments", Some(&key), json!({ "name": "   " }))
        .await;
    assert_problem(&empty, StatusCode::UNPROCESSABLE_ENTITY, "invalid_name");
    let rounds = app
        .post(
            "/api/v1/tournaments",
            Some(&key),
            json!({ "name": "A", "planned_rounds": 0 }),
        )
        .await;
    assert_problem(
        &rounds,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_planned_rounds",
    );
    // Not JSON: 415.
    let resp = app
        .client
        .post(&url)
        .bearer_auth(&key)
        .header("Content-Type", "text/plain")
        .body("name=A")
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    // Bad path and query: 400; unknown things: 404.
    let tid = app.tournament(&key, "T").await;
    let bad_path = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/abc"), None)
        .await;
    assert_problem(&bad_path, StatusCode::BAD_REQUEST, "invalid_path");
    let bad_query = app.get("/api/v1/tournaments?limit=abc", None).await;
    assert_problem(&bad_query, StatusCode::BAD_REQUEST, "invalid_query");
    let zero = app.get("/api/v1/tournaments?limit=0", None).await;
    assert_problem(&zero, StatusCode::BAD_REQUEST, "invalid_query");
    let cursor = app.get("/api/v1/tournaments?cursor=zzz", None).await;
    assert_problem(&cursor, StatusCode::BAD_REQUEST, "invalid_cursor");
    let missing = app.get("/api/v1/tournaments/nope", None).await;
    assert_problem(&missing, StatusCode::NOT_FOUND, "tournament_not_found");
    let no_round = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/7"), None)
        .await;
    assert_problem(&no_round, StatusCode::NOT_FOUND, "round_not_found");
    let nowhere = app.get("/api/v1/nowhere", None).await;
    assert_problem(&nowhere, StatusCode::NOT_FOUND, "not_found");
    let big_table = app
        .call(
            Method::PUT,
            &format!("/api/v1/tournaments/{tid}/rounds/1/tables/99999999999/result"),
            Some(&key),
            Some(json!({ "wins": 2, "losses": 0, "draws": 0 })),
        )
        .await;
    assert_problem(&big_table, StatusCode::BAD_REQUEST, "invalid_path");
    let negative = app
        .call(
            Method::PUT,
            &format!("/api/v1/tournaments/{tid}/rounds/1/tables/1/result"),
            Some(&key),
            Some(json!({ "wins": -1, "losses": 0, "draws": 0 })),
        )
        .await;
    assert_problem(&negative, StatusCode::UNPROCESSABLE_ENTITY, "invalid_body");
}
backend_test!(bad_input_is_4xx);

async fn tournaments_paginate(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let mut ids = Vec::new();
    for i in 0..5 {
        ids.push(app.tournament(&key, &format!("Event {i}")).await);
    }
    let mut seen = Vec::new();
    let mut cursor: Option<String> = None;
    let mut pages = 0;
    loop {
        let path = match &cursor {
            None => "/api/v1/tournaments?limit=2".to_owned(),
            Some(c) => format!("/api/v1/tournaments?limit=2&cursor={c}"),
        };
        let (status, page) = app.get(&path, None).await;
        assert_eq!(status, StatusCode::OK, "{page}");
        let items = page["items"].as_array().expect("items");
        assert!(items.len() <= 2);
        seen.extend(
            items
                .iter()
                .map(|t| t["id"].as_str().expect("id").to_owned()),
        );
        pages += 1;
        match page["next_cursor"].as_str() {
            Some(c) => cursor = Some(c.to_owned()),
            None => break,
        }
    }
    assert_eq!(seen, ids);
    assert_eq!(pages, 3);
    let (_, t) = app
        .get(&format!("/api/v1/tournaments/{}", ids[0]), None)
        .await;
    assert_eq!(t["status"], "registration");
    assert_eq!(t["current_round"], 0);
    assert_eq!(t["player_count"], 0);
    assert!(t["created_at"].as_str().is_some_and(|s| s.ends_with('Z')));
}
backend_test!(tournaments_paginate);

async fn players_bulk_all_or_nothing(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "T").await;
    let path = format!("/api/v1/tournaments/{tid}/players/bulk");
    let bad = app
        .post(
            &path,
            Some(&key),
            json!({ "players": [{ "name": "Ann" }, { "name": "" }, { "name": "Cid" }] }),
        )
        .await;
    assert_problem(&bad, StatusCode::UNPROCESSABLE_ENTITY, "invalid_name");
    assert!(
        bad.1["detail"]
            .as_str()
            .expect("detail")
            .contains("players[1]")
    );
    let (_, list) = app
        .get(&format!("/api/v1/tournaments/{tid}/players"), None)
        .await;
    assert_eq!(list["items"], json!([]), "nothing registered");

    let ids = app.players(&key, &tid, &names(33)).await;
    assert_eq!(ids.len(), 33);
    let (status, one) = app
        .post(
            &format!("/api/v1/tournaments/{tid}/players"),
            Some(&key),
            json!({ "name": "Late Larry" }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(one["dropped"], false);
    assert_eq!(one["dropped_after_round"], Value::Null);

    // Pages of 10 in registration order.
    let mut all = Vec::new();
    let mut cursor = String::new();
    loop {
        let (_, page) = app
            .get(
                &format!("/api/v1/tournaments/{tid}/players?limit=10{cursor}"),
                None,
            )
            .await;
        all.extend(page["items"].as_array().expect("items").iter().cloned());
        match page["next_cursor"].as_str() {
            Some(c) => cursor = format!("&cursor={c}"),
            None => break,
        }
    }
    assert_eq!(all.len(), 34);
    assert_eq!(all[0]["name"], "Player 01");
    assert_eq!(all[33]["name"], "Late Larry");

    // Drop before round 1, then again: 409.
    let drop = format!("/api/v1/tournaments/{tid}/players/{}/drop", ids[4]);
    let (status, p) = app.post(&drop, Some(&key), json!({})).await;
    assert_eq!(status, StatusCode::OK, "{p}");
    assert_eq!(p["dropped"], true);
    assert_eq!(p["dropped_after_round"], 0);
    let again = app.post(&drop, Some(&key), json!({})).await;
    assert_problem(&again, StatusCode::CONFLICT, "player_already_dropped");
    let unknown = app
        .post(
            &format!("/api/v1/tournaments/{tid}/players/nobody/drop"),
            Some(&key),
            json!({}),
        )
        .await;
    assert_problem(&unknown, StatusCode::NOT_FOUND, "player_not_found");

    // The tournament counts and recommends for its players (RULES.md §7).
    let (_, t) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    assert_eq!(t["player_count"], 34);
    assert_eq!(t["active_player_count"], 33);
    let rec = planesforge_engine::recommend(34);
    assert_eq!(t["recommendation"]["swiss_rounds"], rec.swiss_rounds);
    assert_eq!(t["recommendation"]["swiss_rounds"], 6);
    assert_eq!(t["recommendation"]["top_cut"], 8);
    assert_eq!(t["recommendation"]["min_rounds"], rec.min_rounds);
    assert_eq!(
        t["recommendation"]["comfortable_rounds"],
        rec.comfortable_rounds
    );
}
backend_test!(players_bulk_all_or_nothing);

async fn standings_before_round_one(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "T").await;
    let ids = app
        .players(
            &key,
            &tid,
            &[
                "bob".into(),
                "Alice".into(),
                "carol".into(),
                "Zed, \"the\" Jr".into(),
            ],
        )
        .await;
    let (status, s) = app
        .get(&format!("/api/v1/tournaments/{tid}/standings"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{s}");
    assert_eq!(s["after_round"], 0);
    assert_eq!(s["floor"], "mtr");
    // The fixed order alone: names compared case-insensitively (RULES.md §4).
    let order: Vec<&str> = s["standings"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| r["name"].as_str().expect("name"))
        .collect();
    assert_eq!(order, ["Alice", "bob", "carol", "Zed, \"the\" Jr"]);
    assert_eq!(s["standings"][0]["player_id"], ids[1].as_str());
    assert_eq!(s["standings"][0]["omw"], 0.33);
    // The same through the engine on the exported document.
    let (status, doc) = app
        .get(&format!("/api/v1/tournaments/{tid}/export"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{doc}");
    let history = planesforge_engine::TournamentDocument::parse_history(&doc.to_string())
        .expect("the export is a valid document");
    let engine =
        planesforge_engine::standings::compute(&history, &Default::default()).expect("standings");
    let expected = serde_json::to_value(planesforge_api::http::dto::wire::StandingsResponse::new(
        &history, &engine,
    ))
    .expect("json");
    assert_eq!(s, expected);
    // CSV on request.
    let resp = app
        .client
        .get(format!(
            "{}/api/v1/tournaments/{tid}/standings",
            app.address
        ))
        .header("Accept", "text/csv")
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(
        resp.headers()["content-type"]
            .to_str()
            .expect("ct")
            .starts_with("text/csv")
    );
    let csv = resp.text().await.expect("body");
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 5);
    assert!(lines[4].contains(",\"Zed, \"\"the\"\" Jr\","), "{csv}");
    assert!(lines[0].starts_with("rank,player_id,name,match_points"));
    // Numbers bare, text quoted.
    assert!(lines[1].starts_with(&format!("1,\"{}\",\"Alice\",0,", ids[1])));
    // Bad queries: 400 / 422, never 500.
    let bad = app
        .get(
            &format!("/api/v1/tournaments/{tid}/standings?floor=half"),
            None,
        )
        .await;
    assert_problem(&bad, StatusCode::BAD_REQUEST, "invalid_query");
    let late = app
        .get(
            &format!("/api/v1/tournaments/{tid}/standings?after_round=2"),
            None,
        )
        .await;
    assert_problem(&late, StatusCode::UNPROCESSABLE_ENTITY, "unknown_round");
}
backend_test!(standings_before_round_one);

const DOC: &str = r#"{
  "format": "planesforge-tournament/1",
  "name": "Imported Pauper",
  "players": [
    { "id": "a", "name": "Ann", "dropped_after_round": null },
    { "id": "b", "name": "Ben", "dropped_after_round": 1 },
    { "id": "c", "name": "Cat", "dropped_after_round": null },
    { "id": "d", "name": "Dan" },
    { "id": "e", "name": "Eve" }
  ],
  "rounds": [
    { "number": 1, "kind": "swiss", "pairings": [
      { "table": 1, "player_a": "a", "player_b": "b", "result": { "wins": 2, "losses": 1, "draws": 0 } },
      { "table": 2, "player_a": "c", "player_b": "d", "result": { "wins": 1, "losses": 1, "draws": 1 } },
      { "table": 3, "player_a": "e", "player_b": null, "bye": true }
    ] },
    { "number": 2, "kind": "swiss", "pairings": [
      { "table": 1, "player_a": "a", "player_b": "e", "result": { "wins": 0, "losses": 0, "draws": 3 } },
      { "table": 2, "player_a": "c", "player_b": "d", "result": null }
    ] }
  ]
}"#;

async fn import_export_roundtrip(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let url = format!("{}/api/v1/tournaments/import", app.address);
    let send = |body: String| {
        app.client
            .post(&url)
            .bearer_auth(&key)
            .header("Content-Type", "application/json")
            .body(body)
            .send()
    };
    // Inconsistent documents are refused, located, and nothing is created.
    let bad = DOC.replace(
        r#""player_b": "d", "result": null"#,
        r#""player_b": "zz", "result": null"#,
    );
    let resp = send(bad).await.expect("sent");
    assert_eq!(resp.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body: Value = resp.json().await.expect("json");
    assert_eq!(body["code"], "unknown_player");
    assert!(
        body["detail"].as_str().expect("detail").contains("round 2"),
        "{body}"
    );
    let illegal = DOC.replace(
        r#""wins": 0, "losses": 0, "draws": 3"#,
        r#""wins": 3, "losses": 0, "draws": 0"#,
    );
    let body: Value = send(illegal)
        .await
        .expect("sent")
        .json()
        .await
        .expect("json");
    assert_eq!(body["code"], "invalid_result");
    let huge = DOC.replace(r#""table": 3,"#, r#""table": 3000000000,"#);
    let body: Value = send(huge).await.expect("sent").json().await.expect("json");
    assert_eq!(body["code"], "invalid_table", "{body}");
    let resp = send("{".into()).await.expect("sent");
    assert_eq!(resp.status(), StatusCode::BAD_REQUEST);
    let (_, list) = app.get("/api/v1/tournaments", None).await;
    assert_eq!(list["items"], json!([]));

    let resp = send(DOC.into()).await.expect("sent");
    assert_eq!(resp.status(), StatusCode::CREATED);
    let t: Value = resp.json().await.expect("json");
    assert_eq!(t["name"], "Imported Pauper");
    assert_eq!(t["player_count"], 5);
    assert_eq!(t["active_player_count"], 4);
    assert_eq!(t["current_round"], 2);
    let tid = t["id"].as_str().expect("id");
    let (_, r2) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/2"), None)
        .await;
    assert_eq!(r2["state"], "published");
    let (_, r1) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), None)
        .await;
    assert_eq!(r1["state"], "completed");
    assert_eq!(r1["pairings"][2]["bye"], true);

    // Standings through the API equal the engine's on the original file.
    let history =
        planesforge_engine::TournamentDocument::parse_history(DOC).expect("valid document");
    let (_, served) = app
        .get(
            &format!("/api/v1/tournaments/{tid}/standings?extended=true"),
            None,
        )
        .await;
    let options = planesforge_engine::StandingsOptions {
        extended: true,
        ..Default::default()
    };
    let engine = planesforge_engine::standings::compute(&history, &options).expect("standings");
    let mut expected = serde_json::to_value(
        planesforge_api::http::dto::wire::StandingsResponse::new(&history, &engine),
    )
    .expect("json");
    // Same players under new ids: compare everything but the ids.
    let strip_ids = |v: &mut Value| {
        for r in v["standings"].as_array_mut().expect("rows") {
            r["player_id"] = Value::Null;
        }
    };
    strip_ids(&mut expected);
    let mut served_no_ids = served.clone();
    strip_ids(&mut served_no_ids);
    assert_eq!(served_no_ids, expected);
    assert_eq!(served["after_round"], 1);

    // The export is the same tournament.
    let (_, exported) = app
        .get(&format!("/api/v1/tournaments/{tid}/export"), None)
        .await;
    let back = planesforge_engine::TournamentDocument::parse_history(&exported.to_string())
        .expect("export parses");
    let names = |h: &planesforge_engine::History| {
        h.players()
            .iter()
            .map(|p| (p.name.clone(), p.dropped_after_round))
            .collect::<Vec<_>>()
    };
    assert_eq!(names(&back), names(&history));
    assert_eq!(back.rounds().len(), 2);
    for (x, y) in back.rounds().iter().zip(history.rounds()) {
        assert_eq!(x.pairings.len(), y.pairings.len());
        for (p, q) in x.pairings.iter().zip(&y.pairings) {
            assert_eq!(
                (p.table, p.player_a, p.player_b, p.result),
                (q.table, q.player_a, q.player_b, q.result)
            );
        }
    }
    let (_, log) = app
        .get(&format!("/api/v1/tournaments/{tid}/audit-log"), Some(&key))
        .await;
    assert_eq!(log["items"][0]["action"], "tournament_imported");
}
backend_test!(import_export_roundtrip);

/// The database going away is a 503 with `Retry-After`, never a 500
/// (PostgreSQL only: its database can vanish under a running server).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn database_gone_is_503() {
    let Some(app) = TestApp::spawn_with(crate::helpers::Backend::Postgres, |c| {
        c.pool.connection_timeout = std::time::Duration::from_secs(1);
    })
    .await
    else {
        return;
    };
    let (_, key) = app.organizer("Org").await;
    let (status, _) = app.get("/readyz", None).await;
    assert_eq!(status, StatusCode::OK);
    app.pg.as_ref().expect("postgres").drop_now();
    let resp = app.send(Method::GET, "/readyz", None, None).await;
    assert_eq!(resp.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(resp.headers().contains_key("retry-after"));
    assert_eq!(app.get("/healthz", None).await.0, StatusCode::OK);
    let list = app.get("/api/v1/tournaments", None).await;
    assert_problem(
        &list,
        StatusCode::SERVICE_UNAVAILABLE,
        "database_unavailable",
    );
    let write = app
        .post("/api/v1/tournaments", Some(&key), json!({ "name": "T" }))
        .await;
    assert_problem(
        &write,
        StatusCode::SERVICE_UNAVAILABLE,
        "database_unavailable",
    );
}

/// With `PLANESFORGE_ADMIN_TOKEN`, only the admin token creates organizers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_up_closed_by_admin_token() {
    let app = TestApp::spawn_with(crate::helpers::Backend::Sqlite, |c| {
        c.admin_token = Some("s3cret-admin".into());
    })
    .await
    .expect("sqlite");
    let body = json!({ "name": "Org" });
    let open = app.post("/api/v1/organizers", None, body.clone()).await;
    assert_problem(&open, StatusCode::UNAUTHORIZED, "unauthorized");
    let wrong = app
        .post("/api/v1/organizers", Some("s3cret-admiN"), body.clone())
        .await;
    assert_problem(&wrong, StatusCode::UNAUTHORIZED, "unauthorized");
    let (status, created) = app
        .post("/api/v1/organizers", Some("s3cret-admin"), body)
        .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    assert!(
        created["api_key"]
            .as_str()
            .is_some_and(|k| k.starts_with("pf_"))
    );
}

/// The built book is served under `/book/` from its folder when that
/// exists (instead of the copy built into the binary).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serves_the_book() {
    let dir = std::env::temp_dir().join(format!("planesforge-book-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(dir.join("en")).expect("mkdir");
    std::fs::write(dir.join("index.html"), "<h1>PlanesForge book</h1>").expect("write");
    std::fs::write(dir.join("en/index.html"), "<h1>English</h1>").expect("write");
    let book = dir.clone();
    let app = TestApp::spawn_with(crate::helpers::Backend::Sqlite, move |c| c.book_dir = book)
        .await
        .expect("sqlite");
    // `/book/` sends to a language's book (tests/api/book.rs), here English.
    let resp = app.send(Method::GET, "/book/", None, None).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(resp.url().path(), "/book/en/");
    assert!(resp.text().await.expect("body").contains("English"));
    let resp = app.send(Method::GET, "/book/en/", None, None).await;
    assert!(resp.text().await.expect("body").contains("English"));
    let missing = app.get("/book/nope.html", None).await.0;
    assert_eq!(missing, StatusCode::NOT_FOUND);
    // A missing page is a problem document too, in the language asked for.
    let resp = app
        .send(Method::GET, "/book/nope.html?lang=de", None, None)
        .await;
    assert_eq!(resp.status(), StatusCode::NOT_FOUND);
    assert_eq!(
        resp.headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok()),
        Some("application/problem+json")
    );
    let body: serde_json::Value = resp.json().await.expect("problem");
    assert_eq!(body["code"], "not_found");
    assert_eq!(
        body["title"],
        planesforge_api::i18n::message(
            planesforge_api::i18n::Lang::from_code("de").expect("a language"),
            "title-404",
            &[]
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

//! The round clock (RULES.md §13) and the screen on the wall: the clock's
//! lifecycle and refusals, the tournament's settings, a table's own
//! extension, restart safety (a second server on the same database reads
//! the same clock), the `clock.*` events, and the screen page.

use std::time::Duration;

use chrono::{DateTime, Utc};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_problem, names, pid};

fn at(v: &Value) -> DateTime<Utc> {
    v.as_str()
        .and_then(|s| DateTime::parse_from_rfc3339(s).ok())
        .map(|d| d.with_timezone(&Utc))
        .unwrap_or_else(|| panic!("not an instant: {v}"))
}

/// A tournament of `n` players with round 1 paired: `(key, tid)`.
async fn paired(app: &TestApp, n: usize) -> (String, String) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Clocked").await;
    app.players(&key, &tid, &names(n)).await;
    app.pair(&key, &tid).await;
    (key, tid)
}

async fn clock_cmd(
    app: &TestApp,
    key: Option<&str>,
    tid: &str,
    n: u32,
    what: &str,
) -> (StatusCode, Value) {
    app.post(
        &format!("/api/v1/tournaments/{tid}/rounds/{n}/clock/{what}"),
        key,
        json!({}),
    )
    .await
}

async fn extend(app: &TestApp, key: &str, tid: &str, body: Value) -> (StatusCode, Value) {
    app.post(
        &format!("/api/v1/tournaments/{tid}/rounds/1/clock/extend"),
        Some(key),
        body,
    )
    .await
}

async fn round(app: &TestApp, tid: &str, n: u32) -> Value {
    let (status, body) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/{n}"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

async fn set_limit(
    app: &TestApp,
    key: &str,
    tid: &str,
    n: u32,
    limit: Value,
) -> (StatusCode, Value) {
    app.call(
        Method::PUT,
        &format!("/api/v1/tournaments/{tid}/rounds/{n}/clock"),
        Some(key),
        Some(json!({ "time_limit_s": limit })),
    )
    .await
}

async fn clock_lifecycle(app: TestApp) {
    let (key, tid) = paired(&app, 8).await;
    let (status, r) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), Some(&key))
        .await;
    assert_eq!(status, StatusCode::OK);
    // A new tournament's rounds have 50 minutes, not started.
    let c = &r["clock"];
    assert_eq!(c["time_limit_s"], 3000, "{r}");
    assert_eq!(c["state"], "not_started");
    assert_eq!(c["remaining_s"], 3000);
    assert_eq!(c["ends_at"], Value::Null);
    assert_eq!(c["started_at"], Value::Null);
    assert_eq!(c["extensions"], json!([]));
    assert!(c["server_time"].is_string());
    // Not while the round is being paired; its limit may be set then.
    assert_problem(
        &clock_cmd(&app, Some(&key), &tid, 1, "start").await,
        StatusCode::CONFLICT,
        "round_not_published",
    );
    let (status, r) = set_limit(&app, &key, &tid, 1, json!(600)).await;
    assert_eq!(status, StatusCode::OK, "{r}");
    assert_eq!(r["clock"]["time_limit_s"], 600);
    assert_eq!(r["clock"]["remaining_s"], 600);
    assert_problem(
        &set_limit(&app, &key, &tid, 1, json!(0)).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_time_limit",
    );
    assert_problem(
        &set_limit(&app, &key, &tid, 1, json!(86_401)).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_time_limit",
    );
    // Publishing does not start it (the default setting).
    let r = app.publish(&key, &tid, 1).await;
    assert_eq!(r["clock"]["state"], "not_started", "{r}");
    // Owner only.
    let (_, other) = app.organizer("Other").await;
    assert_eq!(
        clock_cmd(&app, Some(&other), &tid, 1, "start").await.0,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        clock_cmd(&app, None, &tid, 1, "start").await.0,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        clock_cmd(&app, Some(&key), &tid, 9, "start").await.0,
        StatusCode::NOT_FOUND
    );

    let (status, r) = clock_cmd(&app, Some(&key), &tid, 1, "start").await;
    assert_eq!(status, StatusCode::OK, "{r}");
    let c = r["clock"].clone();
    assert_eq!(c["state"], "running");
    let started = at(&c["started_at"]);
    let ends = at(&c["ends_at"]);
    assert_eq!(ends - started, chrono::Duration::seconds(600), "{c}");
    let left = c["remaining_s"].as_i64().expect("remaining_s");
    assert!((598..=600).contains(&left), "{c}");
    // remaining_s agrees with ends_at at server_time (rounded up).
    let by_end = (ends - at(&c["server_time"])).num_milliseconds();
    assert_eq!(left, (by_end + 999).div_euclid(1000), "{c}");

    assert_problem(
        &clock_cmd(&app, Some(&key), &tid, 1, "start").await,
        StatusCode::CONFLICT,
        "clock_already_started",
    );
    assert_problem(
        &clock_cmd(&app, Some(&key), &tid, 1, "resume").await,
        StatusCode::CONFLICT,
        "clock_not_paused",
    );
    assert_problem(
        &set_limit(&app, &key, &tid, 1, json!(900)).await,
        StatusCode::CONFLICT,
        "clock_started",
    );

    // A pause freezes the time left.
    let (status, r) = clock_cmd(&app, Some(&key), &tid, 1, "pause").await;
    assert_eq!(status, StatusCode::OK, "{r}");
    assert_eq!(r["clock"]["state"], "paused");
    assert_eq!(r["clock"]["ends_at"], Value::Null);
    assert!(r["clock"]["paused_at"].is_string());
    let frozen = r["clock"]["remaining_s"].clone();
    tokio::time::sleep(Duration::from_millis(1300)).await;
    assert_eq!(round(&app, &tid, 1).await["clock"]["remaining_s"], frozen);
    assert_problem(
        &clock_cmd(&app, Some(&key), &tid, 1, "pause").await,
        StatusCode::CONFLICT,
        "clock_not_running",
    );
    // Resuming moves the end by the pause.
    let (status, r) = clock_cmd(&app, Some(&key), &tid, 1, "resume").await;
    assert_eq!(status, StatusCode::OK, "{r}");
    assert_eq!(r["clock"]["state"], "running");
    assert_eq!(r["clock"]["paused_at"], Value::Null);
    let moved = at(&r["clock"]["ends_at"]) - ends;
    assert!(moved >= chrono::Duration::milliseconds(1300), "{moved}");
    assert!(moved < chrono::Duration::seconds(30), "{moved}");

    // An extension adds exactly its seconds to the end.
    let before_end = at(&r["clock"]["ends_at"]);
    let (status, r) = extend(&app, &key, &tid, json!({ "seconds": 300 })).await;
    assert_eq!(status, StatusCode::OK, "{r}");
    assert_eq!(
        at(&r["clock"]["ends_at"]) - before_end,
        chrono::Duration::seconds(300)
    );
    assert_eq!(r["clock"]["extensions"].as_array().map(Vec::len), Some(1));
    assert_eq!(r["clock"]["extensions"][0]["seconds"], 300);
    assert_eq!(r["clock"]["time_limit_s"], 600, "the limit itself stays");
    for bad in [
        json!({ "seconds": 0 }),
        json!({ "seconds": -60 }),
        json!({ "seconds": 7201 }),
    ] {
        assert_problem(
            &extend(&app, &key, &tid, bad).await,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_extension",
        );
    }
    assert_problem(
        &extend(&app, &key, &tid, json!({ "seconds": "5" })).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_body",
    );
    assert_problem(
        &extend(&app, &key, &tid, json!({})).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_body",
    );

    // The list of rounds carries the clock too.
    let (_, list) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds"), None)
        .await;
    let rounds = crate::helpers::list_items(&list, "rounds");
    assert_eq!(rounds[0]["clock"]["state"], "running", "{list}");

    // Every command is in the audit log.
    let actions = app.audit_actions(&key, &tid).await;
    for a in [
        "clock_limit_set",
        "clock_started",
        "clock_paused",
        "clock_resumed",
        "clock_extended",
    ] {
        assert!(actions.iter().any(|x| x == a), "{a} missing: {actions:?}");
    }

    // Once the round is completed, its clock takes no more commands.
    let r = round(&app, &tid, 1).await;
    for p in r["pairings"].as_array().expect("pairings") {
        let table = p["table"].as_u64().expect("table");
        let (status, body) = app.result(&key, &tid, 1, table, (2, 1, 0)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    assert_problem(
        &clock_cmd(&app, Some(&key), &tid, 1, "pause").await,
        StatusCode::CONFLICT,
        "round_completed",
    );
}
backend_test!(clock_lifecycle);

async fn time_running_out_blocks_nothing(app: TestApp) {
    let (key, tid) = paired(&app, 4).await;
    let (status, r) = set_limit(&app, &key, &tid, 1, json!(1)).await;
    assert_eq!(status, StatusCode::OK, "{r}");
    app.publish(&key, &tid, 1).await;
    assert_eq!(
        clock_cmd(&app, Some(&key), &tid, 1, "start").await.0,
        StatusCode::OK
    );
    tokio::time::sleep(Duration::from_millis(2200)).await;
    let r = round(&app, &tid, 1).await;
    let left = r["clock"]["remaining_s"].as_i64().expect("remaining_s");
    assert!(left <= -1, "negative once time is up: {r}");
    assert_eq!(r["clock"]["state"], "running");
    // Late results are accepted.
    let (status, body) = app.result(&key, &tid, 1, 1, (2, 0, 0)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // The clock may be taken off a round before it starts, not after.
    assert_problem(
        &set_limit(&app, &key, &tid, 1, Value::Null).await,
        StatusCode::CONFLICT,
        "clock_started",
    );
}
backend_test!(time_running_out_blocks_nothing);

async fn table_extension(app: TestApp) {
    // Seven players: three tables and the bye.
    let (key, tid) = paired(&app, 7).await;
    app.publish(&key, &tid, 1).await;
    let ext = |table: u32, seconds: Value| {
        let app = &app;
        let key = key.clone();
        let tid = tid.clone();
        async move {
            app.post(
                &format!("/api/v1/tournaments/{tid}/rounds/1/tables/{table}/extension"),
                Some(&key),
                json!({ "seconds": seconds }),
            )
            .await
        }
    };
    // Before the clock starts: the table has its extension, no end yet.
    let (status, r) = ext(2, json!(120)).await;
    assert_eq!(status, StatusCode::OK, "{r}");
    let t2 = |r: &Value| {
        r["pairings"]
            .as_array()
            .expect("pairings")
            .iter()
            .find(|p| p["table"] == 2)
            .cloned()
            .expect("table 2")
    };
    assert_eq!(t2(&r)["extension_s"], 120, "{r}");
    assert_eq!(t2(&r)["ends_at"], Value::Null, "{r}");
    let (_, r) = clock_cmd(&app, Some(&key), &tid, 1, "start").await;
    let round_end = at(&r["clock"]["ends_at"]);
    assert_eq!(
        at(&t2(&r)["ends_at"]) - round_end,
        chrono::Duration::seconds(120),
        "{r}"
    );
    // Only that table moves: the round's end and the other tables do not.
    let (_, r) = ext(2, json!(60)).await;
    assert_eq!(t2(&r)["extension_s"], 180);
    assert_eq!(at(&r["clock"]["ends_at"]), round_end);
    assert_eq!(r["clock"]["extensions"], json!([]));
    for p in r["pairings"].as_array().expect("pairings") {
        if p["table"] != 2 {
            assert!(
                p.get("extension_s").is_none() && p.get("ends_at").is_none(),
                "{p}"
            );
        }
    }
    // Restart-proof like the rest: re-read, the same.
    let again = round(&app, &tid, 1).await;
    assert_eq!(t2(&again)["extension_s"], 180);
    assert_eq!(
        at(&t2(&again)["ends_at"]) - round_end,
        chrono::Duration::seconds(180)
    );
    // Refusals.
    assert_problem(
        &ext(9, json!(60)).await,
        StatusCode::NOT_FOUND,
        "table_not_found",
    );
    let bye = r["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .find(|p| p["bye"] == true)
        .and_then(|p| p["table"].as_u64())
        .expect("a bye");
    assert_problem(
        &ext(bye as u32, json!(60)).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "bye_table",
    );
    assert_problem(
        &ext(1, json!(0)).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_extension",
    );
    assert!(
        app.audit_actions(&key, &tid)
            .await
            .iter()
            .any(|a| a == "table_extended")
    );
}
backend_test!(table_extension);

async fn settings(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Settings").await;
    let path = format!("/api/v1/tournaments/{tid}/clock-settings");
    let (status, s) = app.get(&path, None).await;
    assert_eq!(status, StatusCode::OK, "{s}");
    assert_eq!(
        s,
        json!({ "round_time_limit_s": 3000, "clock_starts_at_publish": false })
    );
    let put = |body: Value, key: Option<String>| {
        let app = &app;
        let path = path.clone();
        async move {
            app.call(Method::PUT, &path, key.as_deref(), Some(body))
                .await
        }
    };
    let k = || Some(key.clone());
    assert_problem(
        &put(
            json!({ "round_time_limit_s": 0, "clock_starts_at_publish": false }),
            k(),
        )
        .await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_time_limit",
    );
    assert_problem(
        &put(json!({ "round_time_limit_s": 60 }), k()).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_body",
    );
    let (_, other) = app.organizer("Other").await;
    assert_eq!(
        put(
            json!({ "round_time_limit_s": 60, "clock_starts_at_publish": false }),
            Some(other)
        )
        .await
        .0,
        StatusCode::FORBIDDEN
    );

    // No clock: rounds carry `clock: null` and refuse to start one.
    let (status, s) = put(
        json!({ "round_time_limit_s": null, "clock_starts_at_publish": false }),
        k(),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{s}");
    assert_eq!(s["round_time_limit_s"], Value::Null);
    app.players(&key, &tid, &names(6)).await;
    let r = app.pair(&key, &tid).await;
    assert_eq!(r["clock"], Value::Null, "{r}");
    app.publish(&key, &tid, 1).await;
    assert_problem(
        &clock_cmd(&app, Some(&key), &tid, 1, "start").await,
        StatusCode::CONFLICT,
        "no_time_limit",
    );
    // A round may still get a limit of its own.
    let (status, r) = set_limit(&app, &key, &tid, 1, json!(1500)).await;
    assert_eq!(status, StatusCode::OK, "{r}");
    assert_eq!(r["clock"]["time_limit_s"], 1500);
    for p in r["pairings"].as_array().expect("pairings") {
        if p["bye"] == false {
            let table = p["table"].as_u64().expect("table");
            assert_eq!(
                app.result(&key, &tid, 1, table, (2, 0, 0)).await.0,
                StatusCode::OK
            );
        }
    }

    // 40 minutes, started at publish.
    let (status, s) = put(
        json!({ "round_time_limit_s": 2400, "clock_starts_at_publish": true }),
        k(),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{s}");
    assert_eq!(app.get(&path, None).await.1, s);
    let r = app.pair(&key, &tid).await;
    assert_eq!(r["clock"]["state"], "not_started");
    assert_eq!(r["clock"]["time_limit_s"], 2400);
    let r = app.publish(&key, &tid, 2).await;
    assert_eq!(r["clock"]["state"], "running", "{r}");
    assert_eq!(
        at(&r["clock"]["ends_at"]) - at(&r["clock"]["started_at"]),
        chrono::Duration::seconds(2400)
    );
    // Round 1 kept its own limit.
    assert_eq!(round(&app, &tid, 1).await["clock"]["time_limit_s"], 1500);
    let actions = app.audit_actions(&key, &tid).await;
    assert!(
        actions.iter().any(|a| a == "clock_settings_changed"),
        "{actions:?}"
    );
}
backend_test!(settings);

async fn restart_safe(app: TestApp) {
    let (key, tid) = paired(&app, 8).await;
    app.publish(&key, &tid, 1).await;
    let (_, r) = clock_cmd(&app, Some(&key), &tid, 1, "start").await;
    let ends = r["clock"]["ends_at"].clone();
    // Another server on the same database (a restart, a second replica)
    // derives the same clock from the stored instants.
    let other = app.second_instance().await;
    let seen = round(&other, &tid, 1).await;
    assert_eq!(seen["clock"]["ends_at"], ends, "{seen}");
    assert_eq!(seen["clock"]["started_at"], r["clock"]["started_at"]);
    let (_, paused) = clock_cmd(&other, Some(&key), &tid, 1, "pause").await;
    assert_eq!(paused["clock"]["state"], "paused", "{paused}");
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let third = app.second_instance().await;
    let seen = round(&third, &tid, 1).await;
    assert_eq!(seen["clock"]["state"], "paused");
    assert_eq!(seen["clock"]["paused_at"], paused["clock"]["paused_at"]);
    assert_eq!(seen["clock"]["remaining_s"], paused["clock"]["remaining_s"]);
    // A tournament with a clock and its extensions can still be deleted
    // (the clock goes with its round).
    extend(&app, &key, &tid, json!({ "seconds": 60 })).await;
    let (status, body) = app
        .call(
            Method::DELETE,
            &format!("/api/v1/tournaments/{tid}"),
            Some(&key),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{body}");
    assert_eq!(
        app.get(&format!("/api/v1/tournaments/{tid}/rounds/1"), None)
            .await
            .0,
        StatusCode::NOT_FOUND
    );
}
backend_test!(restart_safe);

async fn events_are_queued(app: TestApp) {
    let (key, tid) = paired(&app, 4).await;
    // A receiver that is not there: every attempt fails, and is listed.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .expect("a free port")
        .local_addr()
        .expect("address")
        .port();
    let (status, hook) = app
        .post(
            "/api/v1/webhooks",
            Some(&key),
            json!({ "url": format!("http://127.0.0.1:{port}/hook"), "tournament_id": tid,
                "events": ["clock.started", "clock.paused", "clock.resumed", "clock.extended"] }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{hook}");
    let hid = hook["id"].as_str().expect("id").to_owned();
    app.publish(&key, &tid, 1).await;
    for what in ["start", "pause", "resume"] {
        assert_eq!(
            clock_cmd(&app, Some(&key), &tid, 1, what).await.0,
            StatusCode::OK
        );
    }
    assert_eq!(
        extend(&app, &key, &tid, json!({ "seconds": 60 })).await.0,
        StatusCode::OK
    );
    let mut seen = Vec::new();
    for _ in 0..100 {
        let (_, page) = app
            .get(
                &format!("/api/v1/webhooks/{hid}/deliveries?limit=500"),
                Some(&key),
            )
            .await;
        seen = page["items"]
            .as_array()
            .expect("items")
            .iter()
            .map(|a| a["event"].as_str().unwrap_or_default().to_owned())
            .collect();
        if [
            "clock.started",
            "clock.paused",
            "clock.resumed",
            "clock.extended",
        ]
        .iter()
        .all(|e| seen.iter().any(|s| s == e))
        {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("clock events not all attempted: {seen:?}");
}
backend_test!(events_are_queued);

async fn screen_page(app: TestApp) {
    let (key, tid) = paired(&app, 9).await;
    let path = format!("/api/v1/tournaments/{tid}/rounds/1/screen");
    // While the round is being paired, only its owner sees the pairings;
    // anyone else gets the page that waits for them (in their language),
    // not a 404 on the wall.
    let resp = app.send(Method::GET, &path, None, None).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let waiting = resp.text().await.expect("body");
    assert!(waiting.contains("Waiting for pairings"), "{waiting}");
    assert!(!waiting.contains("class=\"row\""), "{waiting}");
    let resp = app
        .send(Method::GET, &format!("{path}?lang=fr"), None, None)
        .await;
    let waiting_fr = resp.text().await.expect("body");
    assert!(waiting_fr.contains("<html lang=\"fr\""), "{waiting_fr}");
    assert!(!waiting_fr.contains("Waiting for pairings"), "{waiting_fr}");
    let resp = app.send(Method::GET, &path, Some(&key), None).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let draft = resp.text().await.expect("body");
    assert_eq!(
        draft.matches("class=\"row\"").count(),
        9,
        "the owner's draft"
    );
    let resp = app
        .send(
            Method::GET,
            &format!("/api/v1/tournaments/{tid}/rounds/2/screen"),
            None,
            None,
        )
        .await;
    assert_eq!(resp.status(), StatusCode::NOT_FOUND, "no round 2");
    let r = app.publish(&key, &tid, 1).await;
    clock_cmd(&app, Some(&key), &tid, 1, "start").await;
    let p = &r["pairings"][0];
    let (a, b) = (pid(&p["player_a"]), pid(&p["player_b"]));
    assert!(a.is_string() && b.is_string());
    let table = p["table"].as_u64().expect("table");
    let (status, _) = app.result(&key, &tid, 1, table, (2, 0, 1)).await;
    assert_eq!(status, StatusCode::OK);

    for (lang, round_word, bye_word) in [("de", "Runde 1", "FREILOS"), ("el", "Γύρος 1", "ΡΕΠΟ")]
    {
        let resp = app
            .send(Method::GET, &format!("{path}?lang={lang}"), None, None)
            .await;
        assert_eq!(resp.status(), StatusCode::OK);
        let h = |n: &str| {
            resp.headers()
                .get(n)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_owned()
        };
        assert!(
            h("content-type").starts_with("text/html"),
            "{}",
            h("content-type")
        );
        assert_eq!(h("content-language"), lang);
        assert_eq!(h("cache-control"), "no-store");
        let page = resp.text().await.expect("page");
        assert!(page.starts_with("<!doctype html>"), "{page}");
        assert!(page.contains(&format!("<html lang=\"{lang}\">")));
        assert!(page.contains(round_word), "{lang}: {page}");
        assert!(page.contains(bye_word), "{lang}: the bye");
        for name in names(9) {
            assert!(page.contains(&name), "{lang}: {name} missing");
        }
        // Each player once: nine lines.
        assert_eq!(page.matches("<div class=\"row\"").count(), 9);
        // The result from each side, the clock large, live, and without
        // JavaScript a refresh.
        assert!(
            page.contains(">2-0-1<") && page.contains(">0-2-1<"),
            "{page}"
        );
        assert!(page.contains("id=\"clock\" class=\"running\""), "{page}");
        assert!(page.contains("new EventSource("));
        assert!(page.contains("<noscript><meta http-equiv=\"refresh\" content=\"30\"></noscript>"));
        assert!(
            page.contains("clock.started"),
            "the script listens for the clock events"
        );
    }
    // The tournament's language is the default, a name is escaped.
    let (status, _) = app
        .call(
            Method::PATCH,
            &format!("/api/v1/tournaments/{tid}"),
            Some(&key),
            Some(json!({ "language": "fr", "name": "<Friday & Co>" })),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let page = app
        .send(Method::GET, &path, None, None)
        .await
        .text()
        .await
        .expect("page");
    assert!(
        page.contains("<html lang=\"fr\">") && page.contains("Ronde 1"),
        "{page}"
    );
    assert!(
        page.contains("&lt;Friday &amp; Co&gt;") && !page.contains("<Friday"),
        "{page}"
    );
}
backend_test!(screen_page);

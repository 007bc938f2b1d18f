//! Format `planesforge-tournament/3` of the tournament document: the
//! settings (language, self-reporting, clock settings; RULES.md §12, §13)
//! and each round's own clock survive export → import → export; every new
//! field is checked (422 with its `location`, nothing written); a /2
//! document still imports, with the defaults.

use std::time::Duration;

use chrono::{SecondsFormat, Utc};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_problem, names, steady, without_ids};

/// `POST /tournaments/import` of `doc`.
async fn import(app: &TestApp, key: &str, doc: &Value) -> (StatusCode, Value) {
    let resp = app
        .client
        .post(format!("{}/api/v1/tournaments/import", app.address))
        .bearer_auth(key)
        .header("Content-Type", "application/json")
        .body(doc.to_string())
        .send()
        .await
        .expect("sent");
    let status = resp.status();
    (status, resp.json().await.unwrap_or(Value::Null))
}

async fn export(app: &TestApp, key: &str, tid: &str) -> Value {
    let (status, doc) = app
        .get(&format!("/api/v1/tournaments/{tid}/export"), Some(key))
        .await;
    assert_eq!(status, StatusCode::OK, "{doc}");
    doc
}

async fn command(app: &TestApp, key: &str, path: &str, body: Value) -> Value {
    let (status, r) = app.post(path, Some(key), body).await;
    assert_eq!(status, StatusCode::OK, "{path}: {r}");
    r
}

/// The clock of round `n` and each table's own end, as the round resource
/// shows them.
async fn round_clock(app: &TestApp, tid: &str, n: u32) -> (Value, Vec<Value>) {
    let (status, r) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/{n}"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{r}");
    let tables = r["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .map(|p| json!([p["table"], p.get("extension_s"), p.get("ends_at")]))
        .collect();
    (r["clock"].clone(), tables)
}

/// A tournament with a language, self-reporting off, its own clock
/// settings; round 1 completed with a clock that ran; round 2 with its own
/// limit set while it was paired, then started, paused, resumed and
/// extended, and a table extension: exported, imported, exported again.
async fn settings_and_clocks_round_trip(app: TestApp) {
    let (_, key) = app.organizer("Clockwork Games").await;
    let (status, t) = app
        .post(
            "/api/v1/tournaments",
            Some(&key),
            json!({ "name": "Timed Friday", "language": "de", "planned_rounds": 3 }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    let tid = t["id"].as_str().expect("id").to_owned();
    let base = format!("/api/v1/tournaments/{tid}");
    let (status, off) = app
        .call(
            Method::PATCH,
            &base,
            Some(&key),
            Some(json!({ "self_reporting": false })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{off}");
    let clock_settings = json!({ "round_time_limit_s": 2400, "clock_starts_at_publish": true });
    let (status, s) = app
        .call(
            Method::PUT,
            &format!("{base}/clock-settings"),
            Some(&key),
            Some(clock_settings.clone()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{s}");
    // Seven players: three tables and the bye.
    app.players(&key, &tid, &names(7)).await;
    app.pair(&key, &tid).await;
    // Published: its clock starts at once (clock_starts_at_publish), and
    // the round completes: a completed round's clock is not exported.
    app.complete_round(&key, &tid, 1).await;

    let r2 = app.pair(&key, &tid).await;
    let (status, limited) = app
        .call(
            Method::PUT,
            &format!("{base}/rounds/2/clock"),
            Some(&key),
            Some(json!({ "time_limit_s": 1800 })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{limited}");
    app.publish(&key, &tid, 2).await;
    let clock = format!("{base}/rounds/2/clock");
    tokio::time::sleep(Duration::from_millis(30)).await;
    command(&app, &key, &format!("{clock}/pause"), json!({})).await;
    tokio::time::sleep(Duration::from_millis(40)).await;
    command(&app, &key, &format!("{clock}/resume"), json!({})).await;
    command(
        &app,
        &key,
        &format!("{clock}/extend"),
        json!({ "seconds": 300 }),
    )
    .await;
    let real: Vec<u64> = r2["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .filter(|p| !p["player_b"].is_null())
        .map(|p| p["table"].as_u64().expect("table"))
        .collect();
    command(
        &app,
        &key,
        &format!("{base}/rounds/2/tables/{}/extension", real[1]),
        json!({ "seconds": 120 }),
    )
    .await;
    let (status, body) = app.result(&key, &tid, 2, real[0], (2, 1, 0)).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let original = export(&app, &key, &tid).await;
    assert_eq!(original["format"], "planesforge-tournament/4");
    assert_eq!(
        original["settings"],
        json!({ "language": "de", "self_reporting": false,
                "round_time_limit_s": 2400, "clock_starts_at_publish": true })
    );
    assert!(original["rounds"][0].get("clock").is_none(), "{original}");
    let c = &original["rounds"][1]["clock"];
    assert_eq!(c["time_limit_s"], 1800, "{c}");
    assert!(c["started_at"].is_string(), "{c}");
    assert_eq!(c["paused_at"], Value::Null, "resumed: {c}");
    assert!(c["paused_ms"].as_i64().expect("paused_ms") >= 40, "{c}");
    assert_eq!(c["extensions"].as_array().map(Vec::len), Some(1), "{c}");
    assert_eq!(c["extensions"][0]["seconds"], 300);
    assert_eq!(c["table_extensions"][0]["table"], real[1]);
    assert_eq!(c["table_extensions"][0]["seconds"], 120);
    // Codes and reports stay out of the document.
    let text = original.to_string();
    assert!(
        !text.contains("\"code\"") && !text.contains("report_state"),
        "{text}"
    );

    let (status, imported) = import(&app, &key, &original).await;
    assert_eq!(status, StatusCode::CREATED, "{imported}");
    let copy = imported["id"].as_str().expect("id").to_owned();
    assert_eq!(imported["language"], "de");
    assert_eq!(imported["self_reporting"], false);
    // Every imported player gets a new code, shown in the answer only.
    assert_eq!(
        imported["player_codes"].as_array().map(Vec::len),
        Some(7),
        "{imported}"
    );
    let (_, s) = app
        .get(&format!("/api/v1/tournaments/{copy}/clock-settings"), None)
        .await;
    assert_eq!(s, clock_settings);

    let again = export(&app, &key, &copy).await;
    assert_ne!(again["players"][0]["id"], original["players"][0]["id"]);
    assert_eq!(without_ids(&again), without_ids(&original));

    // The imported round's clock is the original's: same limit, start,
    // pauses, extensions and end, for the round and for each table.
    let (a, a_tables) = round_clock(&app, &tid, 2).await;
    let (b, b_tables) = round_clock(&app, &copy, 2).await;
    assert_eq!(a["state"], "running", "{a}");
    assert_eq!(steady(&b), steady(&a));
    assert!(b["ends_at"].is_string(), "{b}");
    assert_eq!(b_tables, a_tables);
    let left = |c: &Value| c["remaining_s"].as_i64().expect("remaining_s");
    assert!((left(&a) - left(&b)).abs() <= 2, "{a} {b}");
    // And it is a clock: the copy pauses like the original.
    let paused = command(
        &app,
        &key,
        &format!("/api/v1/tournaments/{copy}/rounds/2/clock/pause"),
        json!({}),
    )
    .await;
    assert_eq!(paused["clock"]["state"], "paused");
}
backend_test!(settings_and_clocks_round_trip);

fn instant(ago: chrono::Duration) -> String {
    (Utc::now() - ago).to_rfc3339_opts(SecondsFormat::Millis, true)
}

/// A valid /3 document: five players, round 1 published (two tables and
/// the bye on table 3) with a clock that ran.
fn valid() -> Value {
    let min = chrono::Duration::minutes;
    json!({
        "format": "planesforge-tournament/3", "name": "Checked",
        "settings": { "language": "fr", "self_reporting": true,
                      "round_time_limit_s": 3000, "clock_starts_at_publish": false },
        "players": (1..=5).map(|i| json!({ "id": format!("p{i}"), "name": format!("Player {i}") }))
            .collect::<Vec<_>>(),
        "rounds": [
            { "number": 1, "kind": "swiss", "state": "published", "pairings": [
                { "table": 1, "player_a": "p1", "player_b": "p2" },
                { "table": 2, "player_a": "p3", "player_b": "p4" },
                { "table": 3, "player_a": "p5", "player_b": null, "bye": true }
            ], "clock": {
                "time_limit_s": 3000, "started_at": instant(min(30)),
                "paused_at": instant(min(5)), "paused_ms": 60000,
                "extensions": [ { "at": instant(min(20)), "seconds": 300 } ],
                "table_extensions": [ { "table": 2, "at": instant(min(10)), "seconds": 120 } ]
            } }
        ]
    })
}

async fn tournament_count(app: &TestApp) -> usize {
    let (_, list) = app.get("/api/v1/tournaments?limit=100", None).await;
    list["items"].as_array().map_or(0, Vec::len)
}

/// Each new field broken in turn: `422` with the code and the `location`,
/// and nothing is written.
async fn v3_fields_are_checked(app: TestApp) {
    let (_, key) = app.organizer("Strict Games").await;
    // The base document is valid: each refusal below is its one change.
    let (status, ok) = import(&app, &key, &valid()).await;
    assert_eq!(status, StatusCode::CREATED, "{ok}");
    let before = tournament_count(&app).await;
    let min = chrono::Duration::minutes;
    let clock = "rounds[0].clock";
    let cases: Vec<(&str, Value, &str, String)> = vec![
        (
            "/settings/language",
            json!("xx"),
            "invalid_language",
            "settings.language".into(),
        ),
        (
            "/settings/round_time_limit_s",
            json!(0),
            "invalid_time_limit",
            "settings.round_time_limit_s".into(),
        ),
        (
            "/rounds/0/clock/time_limit_s",
            json!(86_401),
            "invalid_time_limit",
            format!("{clock}.time_limit_s"),
        ),
        (
            "/rounds/0/clock/started_at",
            json!("half past seven"),
            "invalid_instant",
            format!("{clock}.started_at"),
        ),
        (
            "/rounds/0/clock/started_at",
            json!(instant(-min(60))),
            "inconsistent_clock",
            format!("{clock}.started_at"),
        ),
        (
            "/rounds/0/clock/paused_at",
            json!(instant(min(40))),
            "inconsistent_clock",
            format!("{clock}.paused_at"),
        ),
        (
            "/rounds/0/clock/paused_ms",
            json!(3_600_000),
            "inconsistent_clock",
            format!("{clock}.paused_ms"),
        ),
        (
            "/rounds/0/clock/time_limit_s",
            Value::Null,
            "inconsistent_clock",
            format!("{clock}.time_limit_s"),
        ),
        (
            "/rounds/0/clock/extensions/0/seconds",
            json!(7201),
            "invalid_extension",
            format!("{clock}.extensions[0].seconds"),
        ),
        (
            "/rounds/0/clock/table_extensions/0/table",
            json!(9),
            "unknown_table",
            format!("{clock}.table_extensions[0].table"),
        ),
        (
            "/rounds/0/clock/table_extensions/0/table",
            json!(3),
            "bye_table",
            format!("{clock}.table_extensions[0].table"),
        ),
        (
            "/rounds/0/state",
            json!("pairing"),
            "invalid_round_clock",
            clock.to_owned(),
        ),
    ];
    for (pointer, value, code, field) in cases {
        let mut doc = valid();
        *doc.pointer_mut(pointer).expect(pointer) = value.clone();
        let got = import(&app, &key, &doc).await;
        assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, code);
        assert_eq!(
            got.1["location"]["field"], field,
            "{pointer} = {value}: {}",
            got.1
        );
        let round = if pointer.starts_with("/settings") {
            Value::Null
        } else {
            json!(1)
        };
        assert_eq!(got.1["location"]["round"], round, "{pointer}: {}", got.1);
    }
    // A clock on a completed round.
    let mut doc = valid();
    for t in 0..2 {
        doc["rounds"][0]["pairings"][t]["result"] = json!({ "wins": 2, "losses": 0, "draws": 0 });
    }
    doc["rounds"][0]["state"] = json!("completed");
    let got = import(&app, &key, &doc).await;
    assert_problem(
        &got,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_round_clock",
    );
    // /3 refuses unknown fields; a /3 field in a /2 document is unknown.
    let mut doc = valid();
    doc["rounds"][0]["clock"]["colour"] = json!("red");
    let got = import(&app, &key, &doc).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "malformed_document");
    let mut doc = valid();
    doc["format"] = json!("planesforge-tournament/2");
    doc["rounds"][0]
        .as_object_mut()
        .expect("round")
        .remove("clock");
    let got = import(&app, &key, &doc).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "malformed_document");
    assert!(
        got.1["detail"]
            .as_str()
            .is_some_and(|d| d.contains("settings")),
        "{}",
        got.1
    );
    // The detail is in the request's language.
    let mut doc = valid();
    doc["settings"]["round_time_limit_s"] = json!(-5);
    let resp = app
        .client
        .post(format!("{}/api/v1/tournaments/import", app.address))
        .bearer_auth(&key)
        .header("Content-Type", "application/json")
        .header("Accept-Language", "de")
        .body(doc.to_string())
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let problem: Value = resp.json().await.expect("problem");
    let detail = problem["detail"].as_str().expect("detail");
    assert!(
        detail.contains("Zeitlimit") && detail.contains("settings.round_time_limit_s"),
        "{detail}"
    );

    assert_eq!(tournament_count(&app).await, before, "nothing was written");

    // An instant a minute ahead of this server's clock (the exporting
    // server's clock ran a little fast) is no reason to refuse.
    let mut doc = valid();
    doc["rounds"][0]["clock"]["table_extensions"][0]["at"] = json!(instant(-min(1)));
    let (status, body) = import(&app, &key, &doc).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}
backend_test!(v3_fields_are_checked);

/// A /2 document still imports, with a new tournament's settings, and
/// exports as /3.
async fn v2_still_imports(app: TestApp) {
    let (_, key) = app.organizer("Old Files").await;
    let mut doc = valid();
    doc["format"] = json!("planesforge-tournament/2");
    doc.as_object_mut().expect("doc").remove("settings");
    doc["rounds"][0]
        .as_object_mut()
        .expect("round")
        .remove("clock");
    let (status, t) = import(&app, &key, &doc).await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    let tid = t["id"].as_str().expect("id").to_owned();
    assert_eq!(t["language"], Value::Null);
    assert_eq!(t["self_reporting"], true);
    let (_, s) = app
        .get(&format!("/api/v1/tournaments/{tid}/clock-settings"), None)
        .await;
    assert_eq!(
        s,
        json!({ "round_time_limit_s": 3000, "clock_starts_at_publish": false })
    );
    let out = export(&app, &key, &tid).await;
    assert_eq!(out["format"], "planesforge-tournament/4");
    assert_eq!(
        out["settings"],
        json!({ "language": null, "self_reporting": true,
                "round_time_limit_s": 3000, "clock_starts_at_publish": false })
    );
    assert!(out["rounds"][0].get("clock").is_none(), "{out}");
    // The round follows the default limit, not started.
    let (_, r) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), None)
        .await;
    assert_eq!(r["clock"]["time_limit_s"], 3000, "{r}");
    assert_eq!(r["clock"]["state"], "not_started", "{r}");
}
backend_test!(v2_still_imports);

/// A round being paired may carry its own limit (set before it is
/// published), or none at all; the import keeps either, and the round's
/// clock shows it once published.
async fn a_round_being_paired_keeps_its_own_limit(app: TestApp) {
    let (_, key) = app.organizer("Planned Games").await;
    let mut doc = valid();
    doc["rounds"][0]["state"] = json!("pairing");
    doc["rounds"][0]["clock"] = json!({ "time_limit_s": 1200 });
    let (status, t) = import(&app, &key, &doc).await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    let tid = t["id"].as_str().expect("id").to_owned();
    let (_, r) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), Some(&key))
        .await;
    assert_eq!(r["clock"]["time_limit_s"], 1200, "{r}");
    assert_eq!(r["clock"]["state"], "not_started", "{r}");
    let out = export(&app, &key, &tid).await;
    assert_eq!(out["rounds"][0]["clock"]["time_limit_s"], 1200, "{out}");
    assert_eq!(out["rounds"][0]["clock"]["started_at"], Value::Null);

    // `null`: this round has no clock, whatever the tournament's default.
    doc["rounds"][0]["clock"] = json!({ "time_limit_s": null });
    let (status, t) = import(&app, &key, &doc).await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    let tid = t["id"].as_str().expect("id").to_owned();
    app.publish(&key, &tid, 1).await;
    let (_, r) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), None)
        .await;
    assert_eq!(r["clock"], Value::Null, "{r}");
    let out = export(&app, &key, &tid).await;
    assert_eq!(
        out["rounds"][0]["clock"],
        json!({
            "time_limit_s": null, "started_at": null, "paused_at": null, "paused_ms": 0,
            "extensions": [], "table_extensions": []
        })
    );
}
backend_test!(a_round_being_paired_keeps_its_own_limit);

/// A language is data: every language of `api/locales/` is a tournament's
/// language, on creation and by an edit, on both databases (the column
/// once allowed only the first seven, and a Korean event was a 500); a
/// code that is none is `422`.
async fn every_catalogue_language_is_a_tournament_language(app: TestApp) {
    let (_, key) = app.organizer("Every Language Games").await;
    let locales = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../api/locales");
    let mut langs: Vec<String> = std::fs::read_dir(&locales)
        .expect("api/locales")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    langs.sort();
    assert!(langs.len() >= 13, "{langs:?}");
    let mut last = None;
    for lang in &langs {
        let (status, t) = app
            .post(
                "/api/v1/tournaments",
                Some(&key),
                json!({ "name": format!("Friday ({lang})"), "language": lang }),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{lang}: {t}");
        assert_eq!(t["language"], json!(lang), "{t}");
        let tid = t["id"].as_str().expect("id").to_owned();
        if let Some(previous) = last.replace(tid.clone()) {
            let (status, edited) = app
                .call(
                    Method::PATCH,
                    &format!("/api/v1/tournaments/{previous}"),
                    Some(&key),
                    Some(json!({ "language": lang })),
                )
                .await;
            assert_eq!(status, StatusCode::OK, "{lang}: {edited}");
            assert_eq!(edited["language"], json!(lang), "{edited}");
        }
    }
    let (status, problem) = app
        .post(
            "/api/v1/tournaments",
            Some(&key),
            json!({ "name": "Friday (tlh)", "language": "tlh" }),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{problem}");
}
backend_test!(every_catalogue_language_is_a_tournament_language);

//! What a store keeps about an event (issue #23): `starts_at`,
//! `time_zone`, `format`, `location`, and the store's own `external_id`
//! and `metadata` on tournaments and players: set, read back, edited,
//! refused (422 naming the field, nothing changed), filtered by
//! `?external_id=`, kept by export and import, and shown on the printed
//! sheets in the tournament's time zone.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, as_player, assert_problem, names, without_ids};

fn details() -> Value {
    json!({
        "name": "Friday Pauper",
        "starts_at": "2026-12-04T19:00:00+01:00",
        "time_zone": "Europe/Berlin",
        "format": "Pauper",
        "location": "The Dragon's Den, Hauptstraße 1",
        "external_id": "evt-2026-1204",
        "metadata": {"shop_event_id": "4711", "season": "winter"}
    })
}

/// A refusal of `field` with `code`, the field named in the problem.
fn refused(got: &(StatusCode, Value), code: &str, field: &str) {
    assert_problem(got, StatusCode::UNPROCESSABLE_ENTITY, code);
    assert_eq!(got.1["location"]["field"], field, "{}", got.1);
    assert!(
        got.1["detail"].as_str().is_some_and(|d| d.contains(field)),
        "{}",
        got.1
    );
}

async fn patch(app: &TestApp, key: &str, path: &str, body: Value) -> (StatusCode, Value) {
    app.call(Method::PATCH, path, Some(key), Some(body)).await
}

/// Created with every field, read back (the time in UTC); a tournament
/// without them has nulls and `{}`.
async fn tournament_details_are_stored(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let (status, created) = app.post("/api/v1/tournaments", Some(&key), details()).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let tid = created["id"].as_str().expect("id");
    let (status, got) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    assert_eq!(status, StatusCode::OK, "{got}");
    for body in [&created, &got] {
        assert_eq!(body["starts_at"], "2026-12-04T18:00:00.000Z", "{body}");
        assert_eq!(body["time_zone"], "Europe/Berlin");
        assert_eq!(body["format"], "Pauper");
        assert_eq!(body["location"], "The Dragon's Den, Hauptstraße 1");
        assert_eq!(body["external_id"], "evt-2026-1204");
        assert_eq!(
            body["metadata"],
            json!({"shop_event_id": "4711", "season": "winter"})
        );
    }
    let plain = app.tournament(&key, "Plain").await;
    let (_, p) = app.get(&format!("/api/v1/tournaments/{plain}"), None).await;
    for field in [
        "starts_at",
        "time_zone",
        "format",
        "location",
        "external_id",
    ] {
        assert_eq!(p[field], Value::Null, "{field}: {p}");
    }
    assert_eq!(p["metadata"], json!({}));
}
backend_test!(tournament_details_are_stored);

/// PATCH changes only the fields present; `null` clears; metadata is
/// replaced whole; the audit log says before and after.
async fn tournament_details_are_edited(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let (_, created) = app.post("/api/v1/tournaments", Some(&key), details()).await;
    let tid = created["id"].as_str().expect("id").to_owned();
    let path = format!("/api/v1/tournaments/{tid}");
    let got = patch(
        &app,
        &key,
        &path,
        json!({"starts_at": "2026-12-04T20:30:00+01:00", "location": null,
               "format": "Draft", "metadata": {"season": "spring"}}),
    )
    .await;
    assert_eq!(got.0, StatusCode::OK, "{}", got.1);
    let (_, t) = app.get(&path, None).await;
    assert_eq!(t["starts_at"], "2026-12-04T19:30:00.000Z");
    assert_eq!(t["location"], Value::Null);
    assert_eq!(t["format"], "Draft");
    assert_eq!(t["time_zone"], "Europe/Berlin");
    assert_eq!(t["external_id"], "evt-2026-1204");
    assert_eq!(t["metadata"], json!({"season": "spring"}));
    assert_eq!(t["name"], "Friday Pauper");
    let got = patch(
        &app,
        &key,
        &path,
        json!({"metadata": null, "time_zone": null}),
    )
    .await;
    assert_eq!(got.0, StatusCode::OK, "{}", got.1);
    assert_eq!(got.1["metadata"], json!({}));
    assert_eq!(got.1["time_zone"], Value::Null);
    let actions = app.audit_actions(&key, &tid).await;
    assert_eq!(
        actions
            .iter()
            .filter(|a| a.as_str() == "tournament_updated")
            .count(),
        2,
        "{actions:?}"
    );
}
backend_test!(tournament_details_are_edited);

/// Each bad value is 422 naming its field, on create and on PATCH, and
/// changes nothing.
async fn bad_details_are_refused(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let (_, created) = app.post("/api/v1/tournaments", Some(&key), details()).await;
    let tid = created["id"].as_str().expect("id").to_owned();
    let path = format!("/api/v1/tournaments/{tid}");
    let (_, before) = app.get(&path, None).await;
    let many: serde_json::Map<String, Value> =
        (0..51).map(|i| (format!("k{i}"), json!("v"))).collect();
    let cases = [
        (
            json!({"time_zone": "Mars/Olympus"}),
            "invalid_time_zone",
            "time_zone",
        ),
        (
            json!({"time_zone": "europe/berlin"}),
            "invalid_time_zone",
            "time_zone",
        ),
        (
            json!({"starts_at": "2026-12-04 18:00"}),
            "invalid_starts_at",
            "starts_at",
        ),
        (
            json!({"starts_at": "2026-12-04T18:00:00"}),
            "invalid_starts_at",
            "starts_at",
        ),
        (
            json!({"metadata": Value::Object(many)}),
            "invalid_metadata",
            "metadata",
        ),
        (
            json!({"metadata": {"n": 5}}),
            "invalid_metadata",
            "metadata.n",
        ),
        (json!({"metadata": ["a"]}), "invalid_metadata", "metadata"),
        (
            json!({"metadata": {"k": "v".repeat(501)}}),
            "invalid_metadata",
            "metadata.k",
        ),
        (
            json!({"metadata": {"k".repeat(41): "v"}}),
            "invalid_metadata",
            "metadata",
        ),
        (json!({"format": "x".repeat(101)}), "invalid_text", "format"),
        (
            json!({"location": "Hall\u{202E}1"}),
            "invalid_text",
            "location",
        ),
        (json!({"location": "Hall\n1"}), "invalid_text", "location"),
        (
            json!({"external_id": "e".repeat(101)}),
            "invalid_external_id",
            "external_id",
        ),
    ];
    for (body, code, field) in cases {
        // Together with a good change, which must not be stored either.
        let mut edit = body.clone();
        edit["name"] = json!("Renamed");
        edit["planned_rounds"] = json!(4);
        let got = patch(&app, &key, &path, edit).await;
        refused(&got, code, field);
        let mut new = body.clone();
        new["name"] = json!("New");
        let got = app.post("/api/v1/tournaments", Some(&key), new).await;
        refused(&got, code, field);
    }
    let (_, after) = app.get(&path, None).await;
    assert_eq!(before, after);
    let (_, list) = app.get("/api/v1/tournaments", None).await;
    assert_eq!(list["items"].as_array().map(Vec::len), Some(1), "{list}");
    // At the limits: accepted.
    let fifty: serde_json::Map<String, Value> = (0..50)
        .map(|i| (format!("{i:0>40}"), json!("v".repeat(500))))
        .collect();
    let got = patch(
        &app,
        &key,
        &path,
        json!({"metadata": Value::Object(fifty), "format": "f".repeat(100),
               "external_id": "e".repeat(100), "time_zone": "America/Argentina/Buenos_Aires"}),
    )
    .await;
    assert_eq!(got.0, StatusCode::OK, "{}", got.1);
    assert_eq!(got.1["metadata"].as_object().map(|m| m.len()), Some(50));
}
backend_test!(bad_details_are_refused);

/// Players carry the store's id and metadata (single, bulk, PATCH), and
/// `?external_id=` finds them: exactly, only in that tournament.
async fn players_are_found_by_external_id(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Friday").await;
    let other = app.tournament(&key, "Saturday").await;
    let (status, alice) = app
        .post(
            &format!("/api/v1/tournaments/{tid}/players"),
            Some(&key),
            json!({"name": "Alice", "external_id": "m-1", "metadata": {"dci": "123"}}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{alice}");
    assert_eq!(alice["external_id"], "m-1");
    assert_eq!(alice["metadata"], json!({"dci": "123"}));
    let (status, bulk) = app
        .post(
            &format!("/api/v1/tournaments/{tid}/players/bulk"),
            Some(&key),
            json!({"players": [{"name": "Bob", "external_id": "m-2"}, {"name": "Cid"}]}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{bulk}");
    assert_eq!(bulk["items"][1]["external_id"], Value::Null);
    assert_eq!(bulk["items"][1]["metadata"], json!({}));
    let (status, _) = app
        .post(
            &format!("/api/v1/tournaments/{other}/players"),
            Some(&key),
            json!({"name": "Alice elsewhere", "external_id": "m-1"}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);

    let find = |x: &str| format!("/api/v1/tournaments/{tid}/players?external_id={x}");
    let (status, found) = app.get(&find("m-1"), None).await;
    assert_eq!(status, StatusCode::OK, "{found}");
    let items = found["items"].as_array().expect("items");
    assert_eq!(items.len(), 1, "{found}");
    assert_eq!(items[0]["id"], alice["id"]);
    assert_eq!(items[0]["metadata"], json!({"dci": "123"}));
    let (_, none) = app.get(&find("m-3"), None).await;
    assert_eq!(none["items"], json!([]));
    let (_, none) = app.get(&find("M-1"), None).await;
    assert_eq!(none["items"], json!([]), "exact match only");
    let (_, all) = app
        .get(&format!("/api/v1/tournaments/{tid}/players"), None)
        .await;
    assert_eq!(all["items"].as_array().map(Vec::len), Some(3));

    // PATCH: the id moves to Cid; the name stays.
    let cid = bulk["items"][1]["id"].as_str().expect("id");
    let ppath = format!("/api/v1/tournaments/{tid}/players/{cid}");
    let got = patch(
        &app,
        &key,
        &ppath,
        json!({"external_id": "m-3", "metadata": {"a": "b"}}),
    )
    .await;
    assert_eq!(got.0, StatusCode::OK, "{}", got.1);
    assert_eq!(got.1["name"], "Cid");
    let (_, found) = app.get(&find("m-3"), None).await;
    assert_eq!(found["items"][0]["id"], cid);
    assert_eq!(found["items"][0]["metadata"], json!({"a": "b"}));
    // Refusals name the field and change nothing.
    let got = patch(
        &app,
        &key,
        &ppath,
        json!({"name": "Cyd", "metadata": {"a": 1}}),
    )
    .await;
    refused(&got, "invalid_metadata", "metadata.a");
    let got = app
        .post(
            &format!("/api/v1/tournaments/{tid}/players/bulk"),
            Some(&key),
            json!({"players": [{"name": "Dan"}, {"name": "Eve", "external_id": "x".repeat(101)}]}),
        )
        .await;
    refused(&got, "invalid_external_id", "players[1].external_id");
    let (_, p) = app.get(&ppath, None).await;
    assert_eq!(
        (p["name"].as_str(), p["metadata"].clone()),
        (Some("Cid"), json!({"a": "b"}))
    );
    let (_, all) = app
        .get(&format!("/api/v1/tournaments/{tid}/players"), None)
        .await;
    assert_eq!(all["items"].as_array().map(Vec::len), Some(3));
    // Clearing.
    let got = patch(
        &app,
        &key,
        &ppath,
        json!({"external_id": null, "metadata": {}}),
    )
    .await;
    assert_eq!(got.0, StatusCode::OK, "{}", got.1);
    assert_eq!(
        (got.1["external_id"].clone(), got.1["metadata"].clone()),
        (Value::Null, json!({}))
    );
}
backend_test!(players_are_found_by_external_id);

/// Export → import → export: the details of the tournament and of each
/// player come back; a document without them imports with nulls.
async fn details_survive_export_and_import(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let (_, created) = app.post("/api/v1/tournaments", Some(&key), details()).await;
    let tid = created["id"].as_str().expect("id").to_owned();
    let ids = app.players(&key, &tid, &names(4)).await;
    let got = patch(
        &app,
        &key,
        &format!("/api/v1/tournaments/{tid}/players/{}", ids[1]),
        json!({"external_id": "m-2", "metadata": {"dci": "222"}}),
    )
    .await;
    assert_eq!(got.0, StatusCode::OK, "{}", got.1);
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let first: Value = serde_json::from_str(&app.export_text(&tid).await).expect("json");
    assert_eq!(first["details"]["time_zone"], "Europe/Berlin", "{first}");
    assert_eq!(first["players"][1]["external_id"], "m-2");
    let (status, imported) = app
        .post("/api/v1/tournaments/import", Some(&key), first.clone())
        .await;
    assert_eq!(status, StatusCode::CREATED, "{imported}");
    assert_eq!(imported["starts_at"], "2026-12-04T18:00:00.000Z");
    assert_eq!(imported["metadata"], created["metadata"]);
    let new = imported["id"].as_str().expect("id");
    let second: Value = serde_json::from_str(&app.export_text(new).await).expect("json");
    assert_eq!(without_ids(&first), without_ids(&second));
    let (_, found) = app
        .get(
            &format!("/api/v1/tournaments/{new}/players?external_id=m-2"),
            None,
        )
        .await;
    assert_eq!(found["items"][0]["metadata"], json!({"dci": "222"}));

    // Without details: nulls. A /3 document may not carry them.
    let mut plain = first.clone();
    plain.as_object_mut().expect("doc").remove("details");
    for p in plain["players"].as_array_mut().expect("players") {
        p.as_object_mut().expect("player").remove("external_id");
        p.as_object_mut().expect("player").remove("metadata");
    }
    let (status, imported) = app
        .post("/api/v1/tournaments/import", Some(&key), plain.clone())
        .await;
    assert_eq!(status, StatusCode::CREATED, "{imported}");
    assert_eq!(imported["time_zone"], Value::Null);
    assert_eq!(imported["metadata"], json!({}));
    let mut old = first.clone();
    old["format"] = json!("planesforge-tournament/3");
    let (status, body) = app
        .post("/api/v1/tournaments/import", Some(&key), old)
        .await;
    assert!(status.is_client_error(), "{status} {body}");
    // A bad zone in the document is refused, located.
    let mut bad = first.clone();
    bad["details"]["time_zone"] = json!("Nowhere/Land");
    let got = app
        .post("/api/v1/tournaments/import", Some(&key), bad)
        .await;
    refused(&got, "invalid_time_zone", "details.time_zone");
    let (_, list) = app.get("/api/v1/tournaments", None).await;
    assert_eq!(
        list["items"].as_array().map(Vec::len),
        Some(3),
        "the refused import stored nothing: {list}"
    );
}
backend_test!(details_survive_export_and_import);

/// The printed sheets show the start in the tournament's time zone:
/// 18:00 UTC is 19:00 in Berlin in December.
async fn sheets_show_times_in_the_time_zone(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let mut body = details();
    body["starts_at"] = json!("2026-12-04T18:00:00Z");
    let (_, created) = app.post("/api/v1/tournaments", Some(&key), body).await;
    let tid = created["id"].as_str().expect("id").to_owned();
    app.players(&key, &tid, &names(4)).await;
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let sheet = |path: String| {
        let app = &app;
        async move {
            let resp = app.send(Method::GET, &path, None, None).await;
            assert_eq!(resp.status(), StatusCode::OK);
            resp.text().await.expect("text")
        }
    };
    let html = sheet(format!("/api/v1/tournaments/{tid}/rounds/1/print?lang=en")).await;
    assert!(html.contains("19:00"), "{html}");
    assert!(
        html.contains("Europe/Berlin") || html.contains("CET"),
        "{html}"
    );
    assert!(html.contains("Pauper"), "{html}");
    assert!(
        html.contains("The Dragon&#39;s Den") || html.contains("The Dragon&#x27;s Den"),
        "{html}"
    );
    assert!(!html.contains("18:00"), "{html}");
    // Without a zone: UTC, said so.
    patch(
        &app,
        &key,
        &format!("/api/v1/tournaments/{tid}"),
        json!({"time_zone": null}),
    )
    .await;
    let html = sheet(format!("/api/v1/tournaments/{tid}/rounds/1/print?lang=en")).await;
    assert!(html.contains("18:00") && html.contains("UTC"), "{html}");
}
backend_test!(sheets_show_times_in_the_time_zone);

/// The player's page shows format, location and start under the
/// tournament's name, the start in the tournament's time zone.
async fn the_players_page_shows_the_event(app: TestApp) {
    let (key, tid, players) = app.coded_tournament("Friday", &names(2)).await;
    let got = patch(
        &app,
        &key,
        &format!("/api/v1/tournaments/{tid}"),
        json!({"starts_at": "2026-07-04T18:00:00Z", "time_zone": "America/New_York",
               "format": "Draft", "location": "Back <room>"}),
    )
    .await;
    assert_eq!(got.0, StatusCode::OK, "{}", got.1);
    let resp = app
        .send(
            Method::GET,
            &format!("/p/{}?lang=en", players[0].1),
            None,
            None,
        )
        .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let html = resp.text().await.expect("text");
    let line = html
        .lines()
        .find(|l| l.contains("id=\"event\""))
        .unwrap_or_else(|| panic!("no event line: {html}"));
    // 18:00 UTC is 14:00 in New York in July (EDT).
    assert!(
        line.contains("Draft · Back &lt;room&gt; · Starts"),
        "{line}"
    );
    assert!(line.contains("14:00 EDT"), "{line}");
    // `/api/v1/me` says the same for a client that shows it itself.
    let (status, me) = as_player(&app, Method::GET, "/api/v1/me", &players[0].1, None).await;
    assert_eq!(status, StatusCode::OK, "{me}");
    assert_eq!(me["tournament"]["time_zone"], "America/New_York", "{me}");
    assert_eq!(me["tournament"]["starts_at"], "2026-07-04T18:00:00.000Z");
    assert_eq!(me["tournament"]["format"], "Draft");
    assert_eq!(me["tournament"]["location"], "Back <room>");
    assert!(
        me["tournament"].get("metadata").is_none(),
        "the store's data is not the player's"
    );
    // Without any of them: no line.
    let got = patch(
        &app,
        &key,
        &format!("/api/v1/tournaments/{tid}"),
        json!({"starts_at": null, "format": null, "location": null}),
    )
    .await;
    assert_eq!(got.0, StatusCode::OK, "{}", got.1);
    let resp = app
        .send(
            Method::GET,
            &format!("/p/{}?lang=en", players[0].1),
            None,
            None,
        )
        .await;
    let html = resp.text().await.expect("text");
    assert!(!html.contains("id=\"event\""), "{html}");
}
backend_test!(the_players_page_shows_the_event);

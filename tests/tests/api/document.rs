//! The tournament document through the API (issue 12, item 10): impossible
//! documents are refused `422` with the place (`location`: field, round,
//! table, player) and nothing is written; export → import → export gives
//! the same document but for the ids (format /2: planned rounds, top cut,
//! round states, missed rounds, drops, results).

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_problem, names, without_ids};

/// `POST /tournaments/import` of raw text.
async fn import(app: &TestApp, key: &str, body: String) -> (StatusCode, Value) {
    let resp = app
        .client
        .post(format!("{}/api/v1/tournaments/import", app.address))
        .bearer_auth(key)
        .header("Content-Type", "application/json")
        .body(body)
        .send()
        .await
        .expect("sent");
    let status = resp.status();
    if !status.is_success() {
        assert_eq!(resp.headers()["content-type"], "application/problem+json");
    }
    (status, resp.json().await.unwrap_or(Value::Null))
}

async fn tournament_ids(app: &TestApp) -> Vec<Value> {
    let (_, list) = app.get("/api/v1/tournaments?limit=100", None).await;
    list["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|t| t["id"].clone())
        .collect()
}

/// Players `p1..=pn` (format /1, as the documents were).
fn players(n: usize) -> Vec<Value> {
    (1..=n)
        .map(|i| json!({ "id": format!("p{i}"), "name": format!("Player {i}") }))
        .collect()
}

fn won(a: &str, b: &str, table: u32) -> Value {
    json!({ "table": table, "player_a": a, "player_b": b,
        "result": { "wins": 2, "losses": 0, "draws": 0 } })
}

fn v1(rounds: Value, n: usize) -> String {
    json!({
        "format": "planesforge-tournament/1",
        "name": "Impossible",
        "players": players(n),
        "rounds": rounds
    })
    .to_string()
}

/// The impossible documents of issue 12: each is `422` with its code and
/// location, and no tournament is created.
async fn impossible_documents_are_refused(app: TestApp) {
    let (_, key) = app.organizer("Careful Games").await;
    // One tournament exists already: it must stay the only one.
    let existing = app.tournament(&key, "Existing").await;
    let before = tournament_ids(&app).await;
    assert_eq!(before, vec![json!(existing)]);

    // Four byes in one round (8 players, round 2).
    let four_byes = v1(
        json!([
            { "number": 1, "kind": "swiss", "pairings": [
                won("p1", "p2", 1), won("p3", "p4", 2), won("p5", "p6", 3), won("p7", "p8", 4)
            ] },
            { "number": 2, "kind": "swiss", "pairings": [
                { "table": 1, "player_a": "p1", "player_b": null, "bye": true },
                { "table": 2, "player_a": "p3", "player_b": null, "bye": true },
                { "table": 3, "player_a": "p5", "player_b": null, "bye": true },
                { "table": 4, "player_a": "p7", "player_b": null, "bye": true },
                won("p2", "p4", 5), won("p6", "p8", 6)
            ] }
        ]),
        8,
    );
    let got = import(&app, &key, four_byes).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "too_many_byes");
    assert_eq!(
        got.1["location"],
        json!({ "field": "rounds[1].pairings[1].player_b", "round": 2, "table": 2 }),
        "{}",
        got.1
    );
    assert!(
        got.1["detail"]
            .as_str()
            .is_some_and(|d| d.contains("round 2 table 2")),
        "{}",
        got.1
    );

    // A round with "pairings": [].
    let empty = v1(
        json!([
            { "number": 1, "kind": "swiss", "pairings": [won("p1", "p2", 1), won("p3", "p4", 2)] },
            { "number": 2, "kind": "swiss", "pairings": [] }
        ]),
        4,
    );
    let got = import(&app, &key, empty).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "empty_round");
    assert_eq!(
        got.1["location"],
        json!({ "field": "rounds[1].pairings", "round": 2 })
    );

    // Active players missing from a round: p3 and p4 neither dropped nor
    // declared as having missed it.
    let missing = v1(
        json!([
            { "number": 1, "kind": "swiss", "pairings": [won("p1", "p2", 1), won("p3", "p4", 2)] },
            { "number": 2, "kind": "swiss", "pairings": [won("p1", "p2", 1)] }
        ]),
        4,
    );
    let got = import(&app, &key, missing).await;
    assert_problem(
        &got,
        StatusCode::UNPROCESSABLE_ENTITY,
        "player_missing_from_round",
    );
    assert_eq!(
        got.1["location"],
        json!({ "field": "rounds[1].pairings", "round": 2, "player": "p3" })
    );
    // The same in German: the code and location stay, the text follows.
    let resp = app
        .client
        .post(format!("{}/api/v1/tournaments/import?lang=de", app.address))
        .bearer_auth(&key)
        .header("Content-Type", "application/json")
        .body(v1(
            json!([
                { "number": 1, "kind": "swiss", "pairings": [won("p1", "p2", 1), won("p3", "p4", 2)] },
                { "number": 2, "kind": "swiss", "pairings": [won("p1", "p2", 1)] }
            ]),
            4,
        ))
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let de: Value = resp.json().await.expect("json");
    assert_eq!(de["code"], "player_missing_from_round");
    assert_eq!(de["location"]["player"], "p3");
    assert!(
        de["detail"].as_str().is_some_and(|d| d.contains("Runde 2")),
        "{de}"
    );

    // A playoff round of 3 tables (the document that used to leave a
    // tournament stuck forever).
    let three = v1(
        json!([
            { "number": 1, "kind": "swiss", "pairings": [
                won("p1", "p2", 1), won("p3", "p4", 2), won("p5", "p6", 3)
            ] },
            { "number": 2, "kind": "playoff", "pairings": [
                won("p1", "p6", 1), won("p3", "p4", 2), won("p5", "p2", 3)
            ] }
        ]),
        6,
    );
    let got = import(&app, &key, three).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_cut_size");
    assert_eq!(
        got.1["location"],
        json!({ "field": "rounds[1].pairings", "round": 2 })
    );

    // A playoff that is not the bracket: seed 1 must meet seed 4.
    let unseeded = v1(
        json!([
            { "number": 1, "kind": "swiss", "pairings": [won("p1", "p2", 1), won("p3", "p4", 2)] },
            { "number": 2, "kind": "playoff", "pairings": [won("p1", "p3", 1), won("p2", "p4", 2)] }
        ]),
        4,
    );
    let got = import(&app, &key, unseeded).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "bracket_mismatch");
    assert_eq!(got.1["location"]["round"], 2);
    assert_eq!(got.1["location"]["table"], 1);

    // Format /2 fields are checked too.
    let v2 = json!({
        "format": "planesforge-tournament/2", "name": "Planned", "planned_rounds": 1,
        "top_cut": 6, "players": players(2), "rounds": []
    });
    let got = import(&app, &key, v2.to_string()).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_top_cut");
    assert_eq!(got.1["location"], json!({ "field": "top_cut" }));
    // And a /2 field in a /1 document is an unknown field.
    let mixed = json!({
        "format": "planesforge-tournament/1", "name": "Mixed", "planned_rounds": 3,
        "players": players(2)
    });
    let got = import(&app, &key, mixed.to_string()).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "malformed_document");

    assert_eq!(tournament_ids(&app).await, before, "nothing was created");
}
backend_test!(impossible_documents_are_refused);

async fn owner_export(app: &TestApp, key: &str, tid: &str) -> Value {
    let (status, doc) = app
        .get(&format!("/api/v1/tournaments/{tid}/export"), Some(key))
        .await;
    assert_eq!(status, StatusCode::OK, "{doc}");
    doc
}

/// Plays every real table of round `n` with a win for `player_a`.
async fn play_round(app: &TestApp, key: &str, tid: &str, round: &Value, n: u64) {
    for p in round["pairings"].as_array().expect("pairings") {
        if !p["player_b"].is_null() {
            let table = p["table"].as_u64().expect("table");
            let (status, body) = app.result(key, tid, n, table, (2, 1, 0)).await;
            assert_eq!(status, StatusCode::OK, "{body}");
        }
    }
}

/// A real evening through the API (a late entrant, a drop, three Swiss
/// rounds, a top 4 being paired), exported, imported and exported again:
/// the two documents are equal but for the ids, and the imported
/// tournament shows the same planned rounds, round states and bracket.
async fn export_import_export_round_trips(app: TestApp) {
    let (_, key) = app.organizer("Round Trip Games").await;
    let (status, t) = app
        .post(
            "/api/v1/tournaments",
            Some(&key),
            json!({ "name": "Friday", "planned_rounds": 3 }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    let tid = t["id"].as_str().expect("id").to_owned();
    let ids = app.players(&key, &tid, &names(7)).await;
    let base = format!("/api/v1/tournaments/{tid}");

    let r1 = app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    // A late entrant: round 1 is already published, they miss it (§11).
    let (status, late) = app
        .post(
            &format!("{base}/players"),
            Some(&key),
            json!({ "name": "Late Larry" }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{late}");
    play_round(&app, &key, &tid, &r1, 1).await;
    let r2 = app.pair(&key, &tid).await;
    app.publish(&key, &tid, 2).await;
    play_round(&app, &key, &tid, &r2, 2).await;
    let (status, dropped) = app
        .post(
            &format!("{base}/players/{}/drop", ids[6]),
            Some(&key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{dropped}");
    // Round 3 published with one result missing: the export of a round in
    // progress.
    let r3 = app.pair(&key, &tid).await;
    app.publish(&key, &tid, 3).await;
    let tables = r3["pairings"].as_array().expect("pairings");
    let first = tables[0]["table"].as_u64().expect("table");
    let (status, body) = app.result(&key, &tid, 3, first, (0, 0, 3)).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let in_progress = owner_export(&app, &key, &tid).await;
    assert_eq!(in_progress["format"], "planesforge-tournament/4");
    assert_eq!(in_progress["planned_rounds"], 3);
    assert_eq!(in_progress["top_cut"], Value::Null);
    let late_id = late["id"].as_str().expect("id");
    let late_doc = in_progress["players"]
        .as_array()
        .expect("players")
        .iter()
        .find(|p| p["id"] == late_id)
        .expect("late entrant");
    assert_eq!(late_doc["missed_rounds"], json!([1]));
    let states: Vec<&Value> = in_progress["rounds"]
        .as_array()
        .expect("rounds")
        .iter()
        .map(|r| &r["state"])
        .collect();
    assert_eq!(states, ["completed", "completed", "published"]);
    let (status, copy) = import(&app, &key, in_progress.to_string()).await;
    assert_eq!(status, StatusCode::CREATED, "{copy}");
    let copy_id = copy["id"].as_str().expect("id").to_owned();
    assert_eq!(copy["planned_rounds"], 3);
    assert_eq!(copy["current_round"], 3);
    assert_eq!(
        without_ids(&owner_export(&app, &key, &copy_id).await),
        without_ids(&in_progress)
    );

    // Finish round 3 and cut to a top 4: round 4 is being paired.
    for p in tables.iter().skip(1) {
        if !p["player_b"].is_null() {
            let table = p["table"].as_u64().expect("table");
            let (status, body) = app.result(&key, &tid, 3, table, (2, 0, 0)).await;
            assert_eq!(status, StatusCode::OK, "{body}");
        }
    }
    let (status, cut) = app
        .post(&format!("{base}/top-cut"), Some(&key), json!({ "size": 4 }))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{cut}");
    let original = owner_export(&app, &key, &tid).await;
    assert_eq!(original["top_cut"], 4);
    assert_eq!(original["rounds"][3]["kind"], "playoff");
    assert_eq!(original["rounds"][3]["state"], "pairing");
    // The public export leaves out the round being paired.
    let (_, public) = app.get(&format!("{base}/export"), None).await;
    assert_eq!(public["rounds"].as_array().expect("rounds").len(), 3);

    let (status, imported) = import(&app, &key, original.to_string()).await;
    assert_eq!(status, StatusCode::CREATED, "{imported}");
    let new_id = imported["id"].as_str().expect("id").to_owned();
    assert_eq!(imported["planned_rounds"], 3);
    assert_eq!(imported["status"], "top_cut");
    let again = owner_export(&app, &key, &new_id).await;
    assert_ne!(again["players"][0]["id"], original["players"][0]["id"]);
    assert_eq!(without_ids(&again), without_ids(&original));
    // The imported bracket is the bracket: it can be published and read.
    let (_, round4) = app
        .get(
            &format!("/api/v1/tournaments/{new_id}/rounds/4"),
            Some(&key),
        )
        .await;
    assert_eq!(round4["state"], "pairing", "{round4}");
    app.publish(&key, &new_id, 4).await;
    let (status, bracket) = app
        .get(&format!("/api/v1/tournaments/{new_id}/top-cut"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{bracket}");
    assert_eq!(bracket["size"], 4);
    // Published on both, the standings (with the final places of the cut)
    // are the same, but for the ids.
    app.publish(&key, &tid, 4).await;
    let strip = |mut s: Value| {
        for row in s["standings"].as_array_mut().expect("rows") {
            row["player_id"] = Value::Null;
        }
        s
    };
    let (_, a) = app.get(&format!("{base}/standings"), None).await;
    let (_, b) = app
        .get(&format!("/api/v1/tournaments/{new_id}/standings"), None)
        .await;
    assert_eq!(strip(a), strip(b));
}
backend_test!(export_import_export_round_trips);

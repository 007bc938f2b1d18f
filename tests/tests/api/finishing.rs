//! Finishing a tournament and what a finished one refuses (RULES.md §6):
//! the intended top cut, planned rounds, `POST …/finish`, edits, delete.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_problem, names};
use crate::security::Victim;

async fn create(app: &TestApp, key: &str, body: Value) -> (StatusCode, Value) {
    app.post("/api/v1/tournaments", Some(key), body).await
}

async fn status_of(app: &TestApp, tid: &str) -> Value {
    let (_, t) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    t["status"].clone()
}

async fn patch(app: &TestApp, key: &str, tid: &str, body: Value) -> (StatusCode, Value) {
    app.call(
        Method::PATCH,
        &format!("/api/v1/tournaments/{tid}"),
        Some(key),
        Some(body),
    )
    .await
}

/// The planned rounds stop pairing; completing them finishes nothing
/// while a cut may come; the organizer raises the plan, sets `top_cut: 0`
/// and finishes; a finished tournament refuses everything, reads still work.
async fn planned_rounds_and_finish(app: TestApp) {
    let (_, key) = app.organizer("Club").await;
    let got = create(&app, &key, json!({ "name": "Odd cut", "top_cut": 6 })).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_top_cut");
    let (status, t) = create(
        &app,
        &key,
        json!({ "name": "Tuesday Modern", "planned_rounds": 2, "top_cut": 8 }),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    assert_eq!(t["top_cut"], 8);
    assert_eq!(t["status"], "registration");
    let tid = t["id"].as_str().expect("id").to_owned();
    let base = format!("/api/v1/tournaments/{tid}");
    app.players(&key, &tid, &names(6)).await;
    app.play_next_round(&key, &tid).await;
    assert_eq!(status_of(&app, &tid).await, "swiss");
    app.play_next_round(&key, &tid).await;
    // Planned rounds done, a cut may still come: not finished.
    assert_eq!(status_of(&app, &tid).await, "swiss");
    let got = app
        .post(&format!("{base}/rounds"), Some(&key), json!({}))
        .await;
    assert_problem(&got, StatusCode::CONFLICT, "planned_rounds_reached");

    let got = patch(&app, &key, &tid, json!({ "planned_rounds": 1 })).await;
    assert_problem(&got, StatusCode::CONFLICT, "planned_rounds_below_paired");
    let got = patch(&app, &key, &tid, json!({ "top_cut": 3 })).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_top_cut");
    let got = patch(&app, &key, &tid, json!({ "planned_rounds": "three" })).await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_body");
    let (status, t) = patch(
        &app,
        &key,
        &tid,
        json!({ "planned_rounds": 3, "name": "Tuesday Modern (long)" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{t}");
    assert_eq!(t["planned_rounds"], 3);
    assert_eq!(t["name"], "Tuesday Modern (long)");
    assert_eq!(t["top_cut"], 8, "absent fields are unchanged");
    app.play_next_round(&key, &tid).await;

    let got = app
        .post(&format!("{base}/finish"), Some(&key), json!({}))
        .await;
    assert_problem(&got, StatusCode::CONFLICT, "top_cut_planned");
    let (status, t) = patch(&app, &key, &tid, json!({ "top_cut": null })).await;
    assert_eq!(status, StatusCode::OK, "{t}");
    assert!(t["top_cut"].is_null(), "{t}");
    let (status, t) = app
        .post(&format!("{base}/finish"), Some(&key), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{t}");
    assert_eq!(t["status"], "finished");
    let got = app
        .post(&format!("{base}/finish"), Some(&key), json!({}))
        .await;
    assert_problem(&got, StatusCode::CONFLICT, "tournament_finished");
    let got = patch(&app, &key, &tid, json!({ "name": "Renamed" })).await;
    assert_problem(&got, StatusCode::CONFLICT, "tournament_finished");
    let got = app.call(Method::DELETE, &base, Some(&key), None).await;
    assert_problem(&got, StatusCode::CONFLICT, "tournament_finished");
    // Reads still work.
    for path in [
        base.clone(),
        format!("{base}/standings"),
        format!("{base}/rounds/3"),
        format!("{base}/export"),
    ] {
        assert_eq!(app.get(&path, None).await.0, StatusCode::OK, "{path}");
    }
    let log = app.audit_actions(&key, &tid).await;
    assert_eq!(
        log.iter().filter(|a| *a == "tournament_updated").count(),
        2,
        "{log:?}"
    );
    assert_eq!(log.last().map(String::as_str), Some("tournament_finished"));
}
backend_test!(planned_rounds_and_finish);

/// `top_cut: 0` finishes the tournament when its last planned Swiss round
/// completes; without planned rounds the organizer finishes it.
async fn no_cut_finishes_by_itself(app: TestApp) {
    let (_, key) = app.organizer("Club").await;
    let (_, t) = create(
        &app,
        &key,
        json!({ "name": "Two and done", "planned_rounds": 2, "top_cut": 0 }),
    )
    .await;
    let tid = t["id"].as_str().expect("id").to_owned();
    app.players(&key, &tid, &names(5)).await;
    app.play_next_round(&key, &tid).await;
    assert_eq!(status_of(&app, &tid).await, "swiss");
    app.play_next_round(&key, &tid).await;
    assert_eq!(status_of(&app, &tid).await, "finished");
    let got = app
        .post(
            &format!("/api/v1/tournaments/{tid}/top-cut"),
            Some(&key),
            json!({ "size": 4 }),
        )
        .await;
    assert_problem(&got, StatusCode::CONFLICT, "tournament_finished");

    // No cut wanted: the cut is refused until the setting changes.
    let (_, t) = create(&app, &key, json!({ "name": "Open ended", "top_cut": 0 })).await;
    let tid = t["id"].as_str().expect("id").to_owned();
    app.players(&key, &tid, &names(4)).await;
    let got = app
        .post(
            &format!("/api/v1/tournaments/{tid}/finish"),
            Some(&key),
            json!({}),
        )
        .await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "swiss_unfinished");
    app.play_next_round(&key, &tid).await;
    assert_eq!(status_of(&app, &tid).await, "swiss");
    let got = app
        .post(
            &format!("/api/v1/tournaments/{tid}/top-cut"),
            Some(&key),
            json!({ "size": 2 }),
        )
        .await;
    assert_problem(&got, StatusCode::CONFLICT, "top_cut_not_wanted");
    let (status, t) = app
        .post(
            &format!("/api/v1/tournaments/{tid}/finish"),
            Some(&key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{t}");
    assert_eq!(t["status"], "finished");
}
backend_test!(no_cut_finishes_by_itself);

/// Once the cut exists the Swiss settings are fixed (the name is not), the
/// first playoff round cannot be deleted, and the final's result finishes
/// the tournament; the champion can no longer be changed.
async fn the_cut_is_fixed_and_the_final_is_final(app: TestApp) {
    let (_, key) = app.organizer("Club").await;
    let (_, t) = create(&app, &key, json!({ "name": "Cut", "planned_rounds": 2 })).await;
    let tid = t["id"].as_str().expect("id").to_owned();
    let base = format!("/api/v1/tournaments/{tid}");
    let ids = app.players(&key, &tid, &names(8)).await;
    app.play_next_round(&key, &tid).await;
    app.play_next_round(&key, &tid).await;
    let (status, cut) = app
        .post(&format!("{base}/top-cut"), Some(&key), json!({ "size": 4 }))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{cut}");
    let (_, t) = app.get(&base, None).await;
    assert_eq!(t["status"], "top_cut");
    assert_eq!(t["top_cut"], 4);
    for body in [json!({ "planned_rounds": 5 }), json!({ "top_cut": 8 })] {
        let got = patch(&app, &key, &tid, body).await;
        assert_problem(&got, StatusCode::CONFLICT, "top_cut_started");
    }
    assert_eq!(
        patch(&app, &key, &tid, json!({ "name": "Cut!" })).await.0,
        StatusCode::OK
    );
    let got = app
        .call(
            Method::DELETE,
            &format!("{base}/rounds/3"),
            Some(&key),
            None,
        )
        .await;
    assert_problem(&got, StatusCode::CONFLICT, "top_cut_started");

    // Semifinals, then the final.
    app.complete_round(&key, &tid, 3).await;
    app.play_next_round(&key, &tid).await;
    assert_eq!(status_of(&app, &tid).await, "finished");
    let (_, bracket) = app.get(&format!("{base}/top-cut"), None).await;
    let champion = bracket["champion"]["player_id"].clone();
    assert!(champion.is_string(), "{bracket}");

    // Nothing changes the outcome any more.
    let got = app.result(&key, &tid, 4, 1, (0, 2, 0)).await;
    assert_problem(&got, StatusCode::CONFLICT, "tournament_finished");
    let got = app
        .post(
            &format!("{base}/players"),
            Some(&key),
            json!({ "name": "Latecomer" }),
        )
        .await;
    assert_problem(&got, StatusCode::CONFLICT, "tournament_finished");
    let got = app
        .post(
            &format!("{base}/players/{}/drop", ids[0]),
            Some(&key),
            json!({}),
        )
        .await;
    assert_problem(&got, StatusCode::CONFLICT, "tournament_finished");
    let (_, bracket) = app.get(&format!("{base}/top-cut"), None).await;
    assert_eq!(bracket["champion"]["player_id"], champion);
}
backend_test!(the_cut_is_fixed_and_the_final_is_final);

/// Deleting the only round (still being paired) returns to
/// `registration`; deleting the tournament removes it and its data.
async fn delete_round_one_and_the_tournament(app: TestApp) {
    let (_, key) = app.organizer("Club").await;
    let (_, other) = app.organizer("Other").await;
    let tid = app.tournament(&key, "Short lived").await;
    let base = format!("/api/v1/tournaments/{tid}");
    app.players(&key, &tid, &names(4)).await;
    app.pair(&key, &tid).await;
    assert_eq!(status_of(&app, &tid).await, "swiss");
    let (status, _) = app
        .call(
            Method::DELETE,
            &format!("{base}/rounds/1"),
            Some(&key),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(status_of(&app, &tid).await, "registration");
    app.play_next_round(&key, &tid).await;

    let got = app.call(Method::DELETE, &base, Some(&other), None).await;
    assert_problem(&got, StatusCode::FORBIDDEN, "forbidden");
    let (status, body) = app.call(Method::DELETE, &base, Some(&key), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{body}");
    for path in [
        base.clone(),
        format!("{base}/standings"),
        format!("{base}/players"),
    ] {
        let got = app.get(&path, None).await;
        assert_problem(&got, StatusCode::NOT_FOUND, "tournament_not_found");
    }
    let (_, list) = app.get("/api/v1/tournaments?limit=100", None).await;
    assert!(
        list["items"]
            .as_array()
            .expect("items")
            .iter()
            .all(|t| t["id"] != tid.as_str()),
        "{list}"
    );
}
backend_test!(delete_round_one_and_the_tournament);

/// Every write operation of the OpenAPI document on a finished
/// tournament's resources but `reopen` is `409 tournament_finished`, and the
/// tournament is byte-identical afterwards (a new endpoint is covered
/// without editing this test).
async fn every_write_refused_when_finished(app: TestApp) {
    let (_, key) = app.organizer("Done Games").await;
    let (_, t) = create(
        &app,
        &key,
        json!({ "name": "Done", "planned_rounds": 1, "top_cut": 0 }),
    )
    .await;
    let tid = t["id"].as_str().expect("id").to_owned();
    let players = app.players(&key, &tid, &names(4)).await;
    let (status, hook) = app
        .post(
            "/api/v1/webhooks",
            Some(&key),
            json!({ "url": "https://example.com/hook", "events": ["round.published"], "tournament_id": tid }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{hook}");
    app.play_next_round(&key, &tid).await;
    assert_eq!(status_of(&app, &tid).await, "finished");
    let owner = Victim {
        key: key.clone(),
        tid,
        pid: players[2].clone(),
        players,
        webhook: hook["id"].as_str().expect("id").to_owned(),
        key_id: crate::security::first_key_id(&app, &key).await,
    };
    let before = owner.snapshot(&app).await;
    let (_, doc) = app.get("/api-docs/openapi.json", None).await;
    let mut tried = 0;
    for (template, item) in doc["paths"].as_object().expect("paths") {
        if !template.contains("{tid}") {
            continue; // not a tournament's resource
        }
        for (method, op) in item.as_object().expect("path item") {
            if !["post", "put", "delete", "patch"].contains(&method.as_str()) {
                continue;
            }
            let id = op["operationId"].as_str().unwrap_or("?");
            if id == "reopen_tournament" {
                // The one write a finished tournament accepts (RULES.md
                // §6; tested in `corrections`).
                continue;
            }
            let method = Method::from_bytes(method.to_uppercase().as_bytes()).expect("method");
            let path = owner.path(template);
            let body = owner.body(&doc, op);
            let got = app.call(method, &path, Some(&key), body).await;
            assert_problem(&got, StatusCode::CONFLICT, "tournament_finished");
            assert_eq!(got.1["code"], "tournament_finished", "{id}");
            tried += 1;
        }
    }
    assert!(tried >= 12, "too few write operations: {tried}");
    assert_eq!(
        before,
        owner.snapshot(&app).await,
        "a finished tournament changed"
    );
}
backend_test!(every_write_refused_when_finished);

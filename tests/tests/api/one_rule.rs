//! One rule for every operation (issue 28, "Consistency"): a key that is
//! sent is checked on every operation, public reads included (a wrong or
//! revoked key is `401`, so a client learns its key is bad); the bracket is
//! public as soon as the tournament says `top_cut` (the topcut tests); an
//! `Idempotency-Key` on a `PATCH` is honoured as on `POST` and `PUT`.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::contract::document;
use crate::helpers::{TestApp, assert_problem, names};

/// Every public `GET` under `/api/` of the document (no key needed, not
/// the player's own `/api/v1/me`), its parameters filled in.
fn public_reads(tid: &str, pid: &str) -> Vec<String> {
    let mut paths = Vec::new();
    for (path, item) in document()["paths"].as_object().expect("paths") {
        let Some(op) = item.get("get") else {
            continue;
        };
        let public = op["security"].as_array().is_some_and(Vec::is_empty);
        if !path.starts_with("/api/") || path.starts_with("/api/v1/me") || !public {
            continue;
        }
        let filled = path
            .replace("{tid}", tid)
            .replace("{pid}", pid)
            .replace("{n}", "1")
            .replace("{table}", "1");
        assert!(!filled.contains('{'), "a parameter left in {filled}");
        // The cut-line needs its size.
        let query = if path.ends_with("/cut-line") {
            "?size=8"
        } else {
            ""
        };
        paths.push(format!("{filled}{query}"));
    }
    paths
}

/// The status of `GET path` with `key` (an event stream's body is not
/// read).
async fn status(app: &TestApp, path: &str, key: Option<&str>) -> StatusCode {
    app.send(Method::GET, path, key, None).await.status()
}

/// A wrong key and a revoked key are `401 unauthorized` on every public
/// read; without a key the same reads are answered.
async fn a_bad_key_is_401_on_every_public_read(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Friday").await;
    let pids = app.players(&key, &tid, &names(9)).await;
    app.play_next_round(&key, &tid).await;
    let (s, made) = app
        .post(
            "/api/v1/organizers/me/keys",
            Some(&key),
            json!({ "name": "old tablet", "scope": "read" }),
        )
        .await;
    assert_eq!(s, StatusCode::CREATED, "{made}");
    let revoked = made["api_key"].as_str().expect("api_key").to_owned();
    let id = made["id"].as_str().expect("id");
    let (s, body) = app
        .call(
            Method::DELETE,
            &format!("/api/v1/organizers/me/keys/{id}"),
            Some(&key),
            None,
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{body}");
    let reads = public_reads(&tid, &pids[0]);
    assert!(reads.len() >= 15, "{reads:?}");
    for path in &reads {
        for bad in ["pf_not_a_key_of_anyone_here", revoked.as_str()] {
            let (s, body) = app.get(path, Some(bad)).await;
            assert_problem(&(s, body), StatusCode::UNAUTHORIZED, "unauthorized");
        }
        let s = status(&app, path, None).await;
        assert_ne!(s, StatusCode::UNAUTHORIZED, "{path}");
        assert_ne!(
            status(&app, path, Some(&key)).await,
            StatusCode::UNAUTHORIZED,
            "{path}"
        );
    }
}
backend_test!(a_bad_key_is_401_on_every_public_read);

/// `PATCH` with an `Idempotency-Key`: the retry is the first answer
/// replayed (`Idempotent-Replayed: true`) and changes nothing again; the
/// same key with another body is `422 idempotency_key_reused`.
async fn a_patch_honours_its_idempotency_key(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Friday").await;
    let pids = app.players(&key, &tid, &names(2)).await;
    let patch = |path: String, body: Value, idem: &'static str| {
        let app = &app;
        let key = key.clone();
        async move {
            let resp = app
                .client
                .patch(format!("{}{path}", app.address))
                .bearer_auth(key)
                .header("Idempotency-Key", idem)
                .json(&body)
                .send()
                .await
                .expect("sent");
            let replayed = resp
                .headers()
                .get("idempotent-replayed")
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned);
            let status = resp.status();
            let body: Value = resp.json().await.expect("JSON");
            (status, replayed, body)
        }
    };
    let t = format!("/api/v1/tournaments/{tid}");
    let p = format!("{t}/players/{}", pids[0]);
    const K1: &str = "0f6a1c9e-5b7d-4e3a-9c2b-8d1e0f7a6b5c";
    const K2: &str = "7c2d9e4f-1a3b-4c5d-8e6f-0a1b2c3d4e5f";
    let (s, replayed, first) = patch(t.clone(), json!({ "name": "Renamed" }), K1).await;
    assert_eq!((s, replayed), (StatusCode::OK, None), "{first}");
    // Someone renames it again; the retry of the first PATCH must not
    // undo that.
    let (s, _, _) = patch(t.clone(), json!({ "name": "Later" }), K2).await;
    assert_eq!(s, StatusCode::OK);
    let (s, replayed, again) = patch(t.clone(), json!({ "name": "Renamed" }), K1).await;
    assert_eq!(s, StatusCode::OK, "{again}");
    assert_eq!(replayed.as_deref(), Some("true"));
    assert_eq!(again, first);
    let (_, now) = app.get(&t, None).await;
    assert_eq!(now["name"], "Later");
    let (s, _, refused) = patch(t.clone(), json!({ "name": "Other" }), K1).await;
    assert_problem(
        &(s, refused),
        StatusCode::UNPROCESSABLE_ENTITY,
        "idempotency_key_reused",
    );
    // A player's PATCH likewise.
    const K3: &str = "3b4c5d6e-7f80-4912-a3b4-c5d6e7f80912";
    let (s, _, renamed) = patch(p.clone(), json!({ "name": "Ana" }), K3).await;
    assert_eq!(s, StatusCode::OK, "{renamed}");
    let (s, replayed, again) = patch(p.clone(), json!({ "name": "Ana" }), K3).await;
    assert_eq!((s, replayed.as_deref()), (StatusCode::OK, Some("true")));
    assert_eq!(again, renamed);
    let renames = app
        .audit_actions(&key, &tid)
        .await
        .iter()
        .filter(|a| *a == "player_renamed")
        .count();
    assert_eq!(renames, 1);
}
backend_test!(a_patch_honours_its_idempotency_key);

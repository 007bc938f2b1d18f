//! One rule for every operation (issue 28, "Consistency"): a key that is
//! sent is checked on every operation, public reads included (a wrong or
//! revoked key is `401`, so a client learns its key is bad); the bracket is
//! public as soon as the tournament says `top_cut` (the topcut tests); an
//! `Idempotency-Key` on a `PATCH` and on a `DELETE` is honoured as on
//! `POST` and `PUT`.

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
    let (id, revoked) = app.new_key(&key, "old tablet", "read").await;
    let id = id.as_str();
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

/// `DELETE` with an `Idempotency-Key`: the retry is the first answer
/// replayed (`204`, `Idempotent-Replayed: true`, no `Preference-Applied`)
/// instead of a `404` for what the first request deleted; the same key on
/// another request is `422 idempotency_key_reused`; without a key a retry
/// is the `404` it always was.
async fn a_delete_honours_its_idempotency_key(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Friday").await;
    let other = app.tournament(&key, "Saturday").await;
    let delete = |path: String, idem: Option<&'static str>| {
        let app = &app;
        let key = key.clone();
        async move {
            let mut req = app
                .client
                .delete(format!("{}{path}", app.address))
                .bearer_auth(key);
            if let Some(idem) = idem {
                req = req.header("Idempotency-Key", idem);
            }
            let resp = req.send().await.expect("sent");
            let header = |name: &str| {
                resp.headers()
                    .get(name)
                    .and_then(|v| v.to_str().ok())
                    .map(str::to_owned)
            };
            let (replayed, applied) = (header("idempotent-replayed"), header("preference-applied"));
            let status = resp.status();
            let text = resp.text().await.expect("body");
            (status, replayed, applied, text)
        }
    };
    const K1: &str = "5e0d1c2b-3a49-4857-9f6e-7d8c9b0a1f2e";
    let t = format!("/api/v1/tournaments/{tid}");
    let first = delete(t.clone(), Some(K1)).await;
    assert_eq!(first, (StatusCode::NO_CONTENT, None, None, String::new()));
    assert_eq!(app.get(&t, None).await.0, StatusCode::NOT_FOUND);
    let again = delete(t.clone(), Some(K1)).await;
    assert_eq!(
        again,
        (
            StatusCode::NO_CONTENT,
            Some("true".to_owned()),
            None,
            String::new()
        )
    );
    // The same key on another DELETE: refused, and that tournament stays.
    let o = format!("/api/v1/tournaments/{other}");
    let (s, _, _, body) = delete(o.clone(), Some(K1)).await;
    let body: Value = serde_json::from_str(&body).expect("a problem");
    assert_problem(
        &(s, body),
        StatusCode::UNPROCESSABLE_ENTITY,
        "idempotency_key_reused",
    );
    assert_eq!(app.get(&o, None).await.0, StatusCode::OK);
    // A webhook's DELETE likewise; without a key the retry is a 404.
    let (s, hook) = app
        .post(
            "/api/v1/webhooks",
            Some(&key),
            json!({"url": "https://hooks.example.com/pf", "events": ["round.published"]}),
        )
        .await;
    assert_eq!(s, StatusCode::CREATED, "{hook}");
    let h = format!("/api/v1/webhooks/{}", hook["id"].as_str().expect("an id"));
    const K2: &str = "9a8b7c6d-5e4f-4321-8fed-cba987654321";
    assert_eq!(delete(h.clone(), Some(K2)).await.0, StatusCode::NO_CONTENT);
    let again = delete(h.clone(), Some(K2)).await;
    assert_eq!(
        (again.0, again.1.as_deref()),
        (StatusCode::NO_CONTENT, Some("true"))
    );
    assert_eq!(delete(h, None).await.0, StatusCode::NOT_FOUND);
    // A DELETE that failed keeps nothing: its key is free for the retry.
    const K3: &str = "1d2c3b4a-5f6e-4798-a0b1-c2d3e4f5a6b7";
    let (s, ..) = delete(format!("{t}/rounds/1"), Some(K3)).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    let (s, replayed, ..) = delete(format!("{o}/rounds/1"), Some(K3)).await;
    assert_eq!((s, replayed), (StatusCode::NOT_FOUND, None));
}
backend_test!(a_delete_honours_its_idempotency_key);

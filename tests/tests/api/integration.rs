//! What any integration needs: ETag/If-None-Match, Idempotency-Key,
//! pagination, CORS, rate limiting; and the views for people: a round's
//! pairings as CSV, printable pages.

use futures::future::join_all;
use planesforge_api::http::ratelimit::RateLimit;
use reqwest::header::HeaderMap;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, assert_problem, list_items, names, pid};

/// A request with extra headers: status, headers, body text.
async fn raw(
    app: &TestApp,
    method: Method,
    path: &str,
    key: Option<&str>,
    headers: &[(&str, &str)],
    body: Option<&Value>,
) -> (StatusCode, HeaderMap, String) {
    let mut req = app
        .client
        .request(method, format!("{}{}", app.address, path));
    if let Some(k) = key {
        req = req.bearer_auth(k);
    }
    for (name, value) in headers {
        req = req.header(*name, *value);
    }
    if let Some(b) = body {
        req = req.json(b);
    }
    let resp = req.send().await.expect("request sent");
    let status = resp.status();
    let headers = resp.headers().clone();
    (status, headers, resp.text().await.expect("body"))
}

fn header<'a>(h: &'a HeaderMap, name: &str) -> Option<&'a str> {
    h.get(name).and_then(|v| v.to_str().ok())
}

fn json_of(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

/// GET with optional key and `If-None-Match`: status, ETag, body.
async fn get_tagged(
    app: &TestApp,
    path: &str,
    key: Option<&str>,
    extra: &[(&str, &str)],
) -> (StatusCode, String, String) {
    let (s, h, body) = raw(app, Method::GET, path, key, extra, None).await;
    let tag = header(&h, "etag").unwrap_or_default().to_owned();
    (s, tag, body)
}

async fn etag_and_not_modified(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "ETag Open").await;
    let t = format!("/api/v1/tournaments/{tid}");

    let (s, tag, body) = get_tagged(&app, &t, None, &[]).await;
    assert_eq!(s, StatusCode::OK, "{body}");
    assert!(tag.starts_with('"') && tag.len() > 2, "{tag}");
    // Unchanged: the same tag, and 304 with no body for it.
    let (_, again, _) = get_tagged(&app, &t, None, &[]).await;
    assert_eq!(again, tag);
    let (s, tag304, body) = get_tagged(&app, &t, None, &[("If-None-Match", &tag)]).await;
    assert_eq!(s, StatusCode::NOT_MODIFIED);
    assert!(body.is_empty(), "{body}");
    assert_eq!(tag304, tag);
    // A list of tags and the weak form match too; another tag does not.
    let list = format!("\"nope\", W/{tag}");
    let (s, _, _) = get_tagged(&app, &t, None, &[("If-None-Match", &list)]).await;
    assert_eq!(s, StatusCode::NOT_MODIFIED);
    let (s, _, _) = get_tagged(&app, &t, None, &[("If-None-Match", "\"nope\"")]).await;
    assert_eq!(s, StatusCode::OK);

    // A write changes the tag; the old tag gets the new body.
    app.players(&key, &tid, &names(4)).await;
    let (s, tag2, body) = get_tagged(&app, &t, None, &[("If-None-Match", &tag)]).await;
    assert_eq!(s, StatusCode::OK);
    assert_ne!(tag2, tag);
    assert_eq!(json_of(&body)["player_count"], 4);

    // Standings: the query and Accept are part of the variant.
    let st = format!("{t}/standings");
    let (_, st_json, _) = get_tagged(&app, &st, None, &[]).await;
    let (_, st_third, _) = get_tagged(&app, &format!("{st}?floor=third"), None, &[]).await;
    let (_, st_csv, csv) = get_tagged(&app, &st, None, &[("Accept", "text/csv")]).await;
    assert!(csv.starts_with("rank,"), "{csv}");
    assert_ne!(st_json, st_third);
    assert_ne!(st_json, st_csv);
    let (s, _, _) = get_tagged(&app, &st, None, &[("If-None-Match", &st_json)]).await;
    assert_eq!(s, StatusCode::NOT_MODIFIED);
    let (s, _, _) = get_tagged(
        &app,
        &st,
        None,
        &[("If-None-Match", &st_json), ("Accept", "text/csv")],
    )
    .await;
    assert_eq!(s, StatusCode::OK, "a JSON tag does not validate the CSV");

    // Rounds: the owner sees the round in `pairing`; the public does not,
    // and the owner's tag is not the public's.
    app.pair(&key, &tid).await;
    let rounds = format!("{t}/rounds");
    let (s, owner_tag, body) = get_tagged(&app, &rounds, Some(&key), &[]).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(Some(list_items(&json_of(&body), "rounds").len()), Some(1));
    let (s, public_tag, body) = get_tagged(&app, &rounds, None, &[]).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(Some(list_items(&json_of(&body), "rounds").len()), Some(0));
    assert_ne!(owner_tag, public_tag);
    let (s, _, body) = get_tagged(&app, &rounds, None, &[("If-None-Match", &owner_tag)]).await;
    assert_eq!(
        s,
        StatusCode::OK,
        "the owner's tag must not validate the public list"
    );
    assert_eq!(Some(list_items(&json_of(&body), "rounds").len()), Some(0));
    let (s, _, _) = get_tagged(&app, &rounds, Some(&key), &[("If-None-Match", &owner_tag)]).await;
    assert_eq!(s, StatusCode::NOT_MODIFIED);

    let r1 = format!("{t}/rounds/1");
    let (s, round_tag, _) = get_tagged(&app, &r1, Some(&key), &[]).await;
    assert_eq!(s, StatusCode::OK);
    let (s, _, _) = get_tagged(&app, &r1, None, &[]).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    // A refused write (409) changes nothing: the tag still validates.
    let refused = app.post(&rounds, Some(&key), json!({})).await;
    assert_problem(&refused, StatusCode::CONFLICT, "round_not_completed");
    let (s, _, _) = get_tagged(&app, &r1, Some(&key), &[("If-None-Match", &round_tag)]).await;
    assert_eq!(s, StatusCode::NOT_MODIFIED);
    // Publishing does.
    app.publish(&key, &tid, 1).await;
    let (s, _, body) = get_tagged(&app, &r1, Some(&key), &[("If-None-Match", &round_tag)]).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(json_of(&body)["state"], "published");
    let (s, _, _) = get_tagged(&app, &r1, None, &[]).await;
    assert_eq!(s, StatusCode::OK);

    // The export too, owner and public apart.
    let export = format!("{t}/export");
    let (s, ex_tag, _) = get_tagged(&app, &export, None, &[]).await;
    assert_eq!(s, StatusCode::OK);
    let (s, _, _) = get_tagged(&app, &export, None, &[("If-None-Match", &ex_tag)]).await;
    assert_eq!(s, StatusCode::NOT_MODIFIED);
    let (s, _, _) = get_tagged(&app, &export, Some(&key), &[("If-None-Match", &ex_tag)]).await;
    assert_eq!(s, StatusCode::OK);

    // Unknown tournament: 404 whatever the tag.
    let (s, _, _) = get_tagged(
        &app,
        "/api/v1/tournaments/nope",
        None,
        &[("If-None-Match", "*")],
    )
    .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
}
backend_test!(etag_and_not_modified);

async fn count_named(app: &TestApp, name: &str) -> usize {
    let (s, page) = app.get("/api/v1/tournaments?limit=100", None).await;
    assert_eq!(s, StatusCode::OK, "{page}");
    page["items"]
        .as_array()
        .expect("items")
        .iter()
        .filter(|t| t["name"] == name)
        .count()
}

async fn idempotent_retries(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let (_, other) = app.organizer("Other").await;
    let post = |k: &'static str, key: String, body: Value| {
        let app = &app;
        async move {
            raw(
                app,
                Method::POST,
                "/api/v1/tournaments",
                Some(&key),
                &[("Idempotency-Key", k)],
                Some(&body),
            )
            .await
        }
    };

    let (s1, h1, b1) = post("create-1-0f3c9a7e", key.clone(), json!({ "name": "Once" })).await;
    assert_eq!(s1, StatusCode::CREATED, "{b1}");
    assert!(header(&h1, "idempotent-replayed").is_none());
    let (s2, h2, b2) = post("create-1-0f3c9a7e", key.clone(), json!({ "name": "Once" })).await;
    assert_eq!(s2, StatusCode::CREATED, "{b2}");
    assert_eq!(b2, b1, "the retry returns the first response");
    assert_eq!(header(&h2, "idempotent-replayed"), Some("true"));
    assert!(header(&h2, "content-type").is_some_and(|c| c.starts_with("application/json")));
    assert_eq!(count_named(&app, "Once").await, 1);

    // The same key with another body: refused, nothing written.
    let (s, _, b) = post("create-1-0f3c9a7e", key.clone(), json!({ "name": "Twice" })).await;
    assert_problem(
        &(s, json_of(&b)),
        StatusCode::UNPROCESSABLE_ENTITY,
        "idempotency_key_reused",
    );
    assert_eq!(count_named(&app, "Twice").await, 0);
    // Keys are per API key: another organizer's identical request is new.
    let (s, _, b) = post(
        "create-1-0f3c9a7e",
        other.clone(),
        json!({ "name": "Once" }),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    assert_ne!(json_of(&b)["id"], json_of(&b1)["id"]);
    assert_eq!(count_named(&app, "Once").await, 2);
    // A failed request releases its key: fixed, it goes through.
    let (s, _, b) = post("create-2-0f3c9a7e", key.clone(), json!({ "name": " " })).await;
    assert_problem(
        &(s, json_of(&b)),
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_name",
    );
    let (s, _, b) = post("create-2-0f3c9a7e", key.clone(), json!({ "name": "Fixed" })).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    // Keys must be short visible ASCII.
    let long = "k".repeat(300);
    let (s, _, b) = raw(
        &app,
        Method::POST,
        "/api/v1/tournaments",
        Some(&key),
        &[("Idempotency-Key", &long)],
        Some(&json!({ "name": "Long" })),
    )
    .await;
    assert_problem(
        &(s, json_of(&b)),
        StatusCode::BAD_REQUEST,
        "invalid_idempotency_key",
    );

    // A result PUT retried: same answer, one audit entry.
    let tid = json_of(&b1)["id"].as_str().expect("id").to_owned();
    app.players(&key, &tid, &names(4)).await;
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let put = |body: Value| {
        let (app, key, tid) = (&app, key.clone(), tid.clone());
        async move {
            raw(
                app,
                Method::PUT,
                &format!("/api/v1/tournaments/{tid}/rounds/1/tables/1/result"),
                Some(&key),
                &[("Idempotency-Key", "result-1-0f3c9a7e")],
                Some(&body),
            )
            .await
        }
    };
    let (s1, _, r1) = put(json!({ "wins": 2, "losses": 1, "draws": 0 })).await;
    assert_eq!(s1, StatusCode::OK, "{r1}");
    let (s2, h2, r2) = put(json!({ "wins": 2, "losses": 1, "draws": 0 })).await;
    assert_eq!(s2, StatusCode::OK, "{r2}");
    assert_eq!(r2, r1);
    assert_eq!(header(&h2, "idempotent-replayed"), Some("true"));
    let (s, _, b) = put(json!({ "wins": 0, "losses": 2, "draws": 0 })).await;
    assert_problem(
        &(s, json_of(&b)),
        StatusCode::UNPROCESSABLE_ENTITY,
        "idempotency_key_reused",
    );
    let (_, log) = app
        .get(
            &format!("/api/v1/tournaments/{tid}/audit-log?limit=500"),
            Some(&key),
        )
        .await;
    let entered = log["items"]
        .as_array()
        .expect("items")
        .iter()
        .filter(|e| e["action"] == "result_entered" || e["action"] == "result_corrected")
        .count();
    assert_eq!(entered, 1, "{log}");

    // Sign-up's response holds a new API key: shown once, never replayed
    // (another client behind the same address could send the same key).
    // The retry writes nothing again and is refused.
    let shop = json!({ "name": "Shop" });
    let signup = || {
        raw(
            &app,
            Method::POST,
            "/api/v1/organizers",
            None,
            &[("Idempotency-Key", "signup-1-0f3c9a7e")],
            Some(&shop),
        )
    };
    let (s1, _, o1) = signup().await;
    assert_eq!(s1, StatusCode::CREATED, "{o1}");
    let (s2, _, o2) = signup().await;
    assert_problem(
        &(s2, json_of(&o2)),
        StatusCode::CONFLICT,
        "idempotency_replay_withheld",
    );
    assert!(!o2.contains("pf_"), "{o2}");
    let o = json_of(&o1);
    let api_key = o["api_key"].as_str().expect("api_key");
    let (s, _) = app.get("/api/v1/tournaments?limit=1", Some(api_key)).await;
    assert_eq!(s, StatusCode::OK);
}
backend_test!(idempotent_retries);

async fn idempotent_concurrent_double(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let body = json!({ "name": "Race" });
    let sends = (0..6).map(|_| {
        raw(
            &app,
            Method::POST,
            "/api/v1/tournaments",
            Some(&key),
            &[("Idempotency-Key", "race-1-0f3c9a7e00")],
            Some(&body),
        )
    });
    let answers = join_all(sends).await;
    let mut ids = Vec::new();
    for (s, _, b) in &answers {
        match *s {
            StatusCode::CREATED => ids.push(json_of(b)["id"].clone()),
            StatusCode::CONFLICT => {
                assert_eq!(json_of(b)["code"], "idempotency_in_progress", "{b}")
            }
            other => panic!("unexpected {other}: {b}"),
        }
    }
    assert!(!ids.is_empty(), "{answers:?}");
    assert!(ids.iter().all(|i| *i == ids[0]), "{ids:?}");
    assert_eq!(count_named(&app, "Race").await, 1, "written once");
    // Once done, a retry replays.
    let (s, h, b) = raw(
        &app,
        Method::POST,
        "/api/v1/tournaments",
        Some(&key),
        &[("Idempotency-Key", "race-1-0f3c9a7e00")],
        Some(&body),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED);
    assert_eq!(header(&h, "idempotent-replayed"), Some("true"));
    assert_eq!(json_of(&b)["id"], ids[0]);
}
backend_test!(idempotent_concurrent_double);

/// Plays `rounds` complete rounds of `tid` (table 1.. all 2-0 for player_a).
async fn play_rounds(app: &TestApp, key: &str, tid: &str, rounds: u64) {
    for n in 1..=rounds {
        let round = app.pair(key, tid).await;
        app.publish(key, tid, n).await;
        for p in round["pairings"].as_array().expect("pairings") {
            if p["bye"] == true {
                continue;
            }
            let table = p["table"].as_u64().expect("table");
            let (s, b) = app.result(key, tid, n, table, (2, 0, 0)).await;
            assert_eq!(s, StatusCode::OK, "{b}");
        }
    }
}

async fn rounds_and_audit_log_paginate(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Pages").await;
    app.players(&key, &tid, &names(8)).await;
    play_rounds(&app, &key, &tid, 3).await;
    let base = format!("/api/v1/tournaments/{tid}/rounds");
    let (s, p1) = app.get(&format!("{base}?limit=2"), None).await;
    assert_eq!(s, StatusCode::OK, "{p1}");
    let numbers = |p: &Value| -> Vec<u64> {
        list_items(p, "rounds")
            .iter()
            .map(|r| r["number"].as_u64().expect("number"))
            .collect()
    };
    assert_eq!(numbers(&p1), vec![1, 2]);
    let cursor = p1["next_cursor"].as_str().expect("a next page").to_owned();
    let (_, p2) = app
        .get(&format!("{base}?limit=2&cursor={cursor}"), None)
        .await;
    assert_eq!(numbers(&p2), vec![3]);
    assert!(p2["next_cursor"].is_null());
    let (_, all) = app.get(&base, None).await;
    assert_eq!(numbers(&all), vec![1, 2, 3]);
    assert!(all["next_cursor"].is_null());
    let bad = app.get(&format!("{base}?limit=0"), None).await;
    assert_problem(&bad, StatusCode::BAD_REQUEST, "invalid_query");
    let bad = app.get(&format!("{base}?cursor=x"), None).await;
    assert_problem(&bad, StatusCode::BAD_REQUEST, "invalid_cursor");

    // The audit log pages through every entry exactly once.
    let log = format!("/api/v1/tournaments/{tid}/audit-log");
    let (_, whole) = app.get(&format!("{log}?limit=500"), Some(&key)).await;
    let total = whole["items"].as_array().map_or(0, Vec::len);
    assert!(total > 6, "{whole}");
    let mut seen = 0;
    let mut cursor: Option<String> = None;
    loop {
        let path = match &cursor {
            None => format!("{log}?limit=5"),
            Some(c) => format!("{log}?limit=5&cursor={c}"),
        };
        let (s, page) = app.get(&path, Some(&key)).await;
        assert_eq!(s, StatusCode::OK, "{page}");
        let items = page["items"].as_array().expect("items");
        assert!(items.len() <= 5);
        for (i, e) in items.iter().enumerate() {
            assert_eq!(*e, whole["items"][seen + i]);
        }
        seen += items.len();
        match page["next_cursor"].as_str() {
            Some(c) => cursor = Some(c.to_owned()),
            None => break,
        }
    }
    assert_eq!(seen, total);
}
backend_test!(rounds_and_audit_log_paginate);

async fn cors_by_configuration(backend: Backend) {
    let Some(app) = TestApp::spawn_with(backend, |c| {
        c.cors_origins = vec!["https://shop.example".into()];
    })
    .await
    else {
        return;
    };
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Cors").await;
    let path = format!("/api/v1/tournaments/{tid}");

    // Preflight from the allowed origin.
    let (s, h, _) = raw(
        &app,
        Method::OPTIONS,
        "/api/v1/tournaments",
        None,
        &[
            ("Origin", "https://shop.example"),
            ("Access-Control-Request-Method", "POST"),
            (
                "Access-Control-Request-Headers",
                "authorization, content-type, idempotency-key, accept-language, content-encoding, prefer",
            ),
        ],
        None,
    )
    .await;
    assert!(s.is_success(), "{s}");
    assert_eq!(
        header(&h, "access-control-allow-origin"),
        Some("https://shop.example")
    );
    let methods = header(&h, "access-control-allow-methods").unwrap_or_default();
    assert!(
        methods.contains("POST") && methods.contains("PUT"),
        "{methods}"
    );
    let allowed = header(&h, "access-control-allow-headers")
        .unwrap_or_default()
        .to_ascii_lowercase();
    assert!(allowed.contains("idempotency-key"), "{allowed}");
    // Preflight from another origin: no permission.
    let (_, h, _) = raw(
        &app,
        Method::OPTIONS,
        "/api/v1/tournaments",
        None,
        &[
            ("Origin", "https://evil.example"),
            ("Access-Control-Request-Method", "POST"),
        ],
        None,
    )
    .await;
    assert!(header(&h, "access-control-allow-origin").is_none());

    // Simple GET: allowed origin can read (and see the ETag)…
    let (s, h, _) = raw(
        &app,
        Method::GET,
        &path,
        None,
        &[("Origin", "https://shop.example")],
        None,
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(
        header(&h, "access-control-allow-origin"),
        Some("https://shop.example")
    );
    let exposed = header(&h, "access-control-expose-headers")
        .unwrap_or_default()
        .to_ascii_lowercase();
    assert!(exposed.contains("etag"), "{exposed}");
    assert!(exposed.contains("ratelimit-policy"), "{exposed}");
    for name in [
        "location",
        "content-location",
        "content-language",
        "deprecation",
        "sunset",
        "planesforge-version",
    ] {
        assert!(exposed.contains(name), "{name}: {exposed}");
    }
    // …another origin gets the response without CORS headers (the browser
    // keeps it from the page).
    let (s, h, _) = raw(
        &app,
        Method::GET,
        &path,
        None,
        &[("Origin", "https://evil.example")],
        None,
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    assert!(header(&h, "access-control-allow-origin").is_none());
}

async fn cors_default_and_wildcard(backend: Backend) {
    // Default: no CORS at all.
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let (s, h, _) = raw(
        &app,
        Method::GET,
        "/api/v1/tournaments",
        None,
        &[("Origin", "https://shop.example")],
        None,
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    assert!(header(&h, "access-control-allow-origin").is_none());
    drop(app);
    let Some(app) = TestApp::spawn_with(backend, |c| c.cors_origins = vec!["*".into()]).await
    else {
        return;
    };
    let (_, h, _) = raw(
        &app,
        Method::GET,
        "/api/v1/tournaments",
        None,
        &[("Origin", "https://anyone.example")],
        None,
    )
    .await;
    assert_eq!(header(&h, "access-control-allow-origin"), Some("*"));
}

backend_test!(cors_by_configuration, Backend);
backend_test!(cors_default_and_wildcard, Backend);

async fn rate_limited(backend: Backend) {
    // 6 a minute (one token every 10 s), bursts of 3.
    let Some(app) = TestApp::spawn_with(backend, |c| {
        c.rate_limit = Some(RateLimit::new(6, 3));
    })
    .await
    else {
        return;
    };
    // The address's bucket: sign-up takes one token.
    let (_, key) = app.organizer("Org").await;
    // The API key has its own bucket of 3; every answer says what is left
    // (draft-ietf-httpapi-ratelimit-headers): r requests, full again in t
    // seconds, under a policy of q requests per w seconds.
    for left in (0..3).rev() {
        let (s, h, b) = raw(
            &app,
            Method::GET,
            "/api/v1/tournaments",
            Some(&key),
            &[],
            None,
        )
        .await;
        assert_eq!(s, StatusCode::OK, "{b}");
        assert_eq!(header(&h, "ratelimit-policy"), Some("\"burst\";q=3;w=30"));
        let full_in = 10 * (3 - left);
        assert_eq!(
            header(&h, "ratelimit"),
            Some(format!("\"burst\";r={left};t={full_in}").as_str())
        );
    }
    let (s, h, b) = raw(
        &app,
        Method::GET,
        "/api/v1/tournaments",
        Some(&key),
        &[],
        None,
    )
    .await;
    assert_problem(
        &(s, json_of(&b)),
        StatusCode::TOO_MANY_REQUESTS,
        "rate_limited",
    );
    assert!(header(&h, "content-type").is_some_and(|c| c.starts_with("application/problem+json")));
    let retry: u64 = header(&h, "retry-after")
        .and_then(|v| v.parse().ok())
        .expect("Retry-After in seconds");
    assert!((1..=10).contains(&retry), "{retry}");
    assert_eq!(header(&h, "ratelimit-policy"), Some("\"burst\";q=3;w=30"));
    // Nothing left; full again after the wait and two more intervals.
    assert_eq!(
        header(&h, "ratelimit"),
        Some(format!("\"burst\";r=0;t={}", retry + 20).as_str())
    );
    // Anonymous requests from this address: two tokens left, then 429.
    for _ in 0..2 {
        let (s, b) = app.get("/api/v1/tournaments", None).await;
        assert_eq!(s, StatusCode::OK, "{b}");
    }
    let limited = app.get("/api/v1/tournaments", None).await;
    assert_problem(&limited, StatusCode::TOO_MANY_REQUESTS, "rate_limited");
    // Health checks are not limited.
    let (s, h, _) = raw(&app, Method::GET, "/healthz", None, &[], None).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(header(&h, "ratelimit"), None);
}

async fn idempotency_keys_expire(backend: Backend) {
    // Retention 0: a key is forgotten at once, so a "retry" is new.
    let Some(app) = TestApp::spawn_with(backend, |c| {
        c.idempotency_retention = std::time::Duration::ZERO;
    })
    .await
    else {
        return;
    };
    let (_, key) = app.organizer("Org").await;
    for _ in 0..2 {
        let (s, h, b) = raw(
            &app,
            Method::POST,
            "/api/v1/tournaments",
            Some(&key),
            &[("Idempotency-Key", "old-key-0f3c9a7e00")],
            Some(&json!({ "name": "Expired" })),
        )
        .await;
        assert_eq!(s, StatusCode::CREATED, "{b}");
        assert!(header(&h, "idempotent-replayed").is_none());
        // The stored times have millisecond precision: step past them.
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    assert_eq!(count_named(&app, "Expired").await, 2);
}

backend_test!(idempotency_keys_expire, Backend);

backend_test!(rate_limited, Backend);

const TRICKY: [&str; 4] = [
    "Smith, John",
    "Ann \"The Hammer\" O'Neil",
    "<script>alert(1)</script>",
    "Émile & Zoë",
];

fn tricky_names() -> Vec<String> {
    let mut v: Vec<String> = TRICKY.iter().map(|s| (*s).to_owned()).collect();
    v.push("bob plain".into());
    v
}

async fn round_csv(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "CSV").await;
    let ids = app.players(&key, &tid, &tricky_names()).await;
    let name_of = |id: &str| -> String {
        let i = ids.iter().position(|x| x == id).expect("known id");
        tricky_names()[i].clone()
    };
    let round = app.pair(&key, &tid).await;
    let path = format!("/api/v1/tournaments/{tid}/rounds/1");
    // Not published: not for the public, in any format.
    let (s, _, _) = raw(
        &app,
        Method::GET,
        &path,
        None,
        &[("Accept", "text/csv")],
        None,
    )
    .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    app.publish(&key, &tid, 1).await;
    let (s, _) = app.result(&key, &tid, 1, 1, (2, 1, 0)).await;
    assert_eq!(s, StatusCode::OK);

    let (s, h, text) = raw(
        &app,
        Method::GET,
        &path,
        None,
        &[("Accept", "text/csv")],
        None,
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{text}");
    assert!(header(&h, "content-type").is_some_and(|c| c.starts_with("text/csv")));
    assert!(text.contains("\r\n"));
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let head: Vec<String> = reader
        .headers()
        .expect("header row")
        .iter()
        .map(str::to_owned)
        .collect();
    assert_eq!(
        head,
        [
            "table",
            "player_a_id",
            "player_a",
            "player_b_id",
            "player_b",
            "bye",
            "wins",
            "losses",
            "draws"
        ]
    );
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("record")).collect();
    let pairings = round["pairings"].as_array().expect("pairings");
    assert_eq!(rows.len(), pairings.len());
    let mut seen_names = Vec::new();
    for (row, p) in rows.iter().zip(pairings) {
        assert_eq!(row[0], p["table"].as_u64().expect("table").to_string());
        assert_eq!(row[1], *pid(&p["player_a"]).as_str().expect("a"));
        assert_eq!(row[2], name_of(&row[1]));
        seen_names.push(row[2].to_owned());
        if p["bye"] == true {
            assert_eq!((&row[3], &row[4], &row[5]), ("", "", "true"));
        } else {
            assert_eq!(row[3], *pid(&p["player_b"]).as_str().expect("b"));
            assert_eq!(row[4], name_of(&row[3]));
            seen_names.push(row[4].to_owned());
        }
    }
    seen_names.sort();
    let mut all = tricky_names();
    all.sort();
    assert_eq!(seen_names, all, "every name survives the round trip");
    assert_eq!((&rows[0][6], &rows[0][7], &rows[0][8]), ("2", "1", "0"));
    assert_eq!(&rows[1][6], "", "unplayed: empty result");
}
backend_test!(round_csv);

async fn printable_pages(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Print & <Play>").await;
    let ids = app.players(&key, &tid, &tricky_names()).await;
    let round = app.pair(&key, &tid).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let print = format!("{base}/rounds/1/print");
    // Being paired: the owner's only.
    let (s, _, _) = raw(&app, Method::GET, &print, None, &[], None).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    let (s, _, _) = raw(&app, Method::GET, &print, Some(&key), &[], None).await;
    assert_eq!(s, StatusCode::OK);
    app.publish(&key, &tid, 1).await;

    let (s, h, by_table) = raw(&app, Method::GET, &print, None, &[], None).await;
    assert_eq!(s, StatusCode::OK, "{by_table}");
    assert!(header(&h, "content-type").is_some_and(|c| c.starts_with("text/html")));
    assert!(header(&h, "etag").is_some());
    assert!(by_table.contains("@media print"));
    assert!(
        !by_table.to_lowercase().contains("<script"),
        "names are escaped"
    );
    assert!(by_table.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(by_table.contains("Ann &quot;The Hammer&quot; O&#39;Neil"));
    assert!(by_table.contains("Print &amp; &lt;Play&gt;"));
    // By table: rows in table order, player_a first.
    let escaped = |s: &str| {
        s.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;")
            .replace('\'', "&#39;")
    };
    let name_of = |id: &Value| -> String {
        let i = ids
            .iter()
            .position(|x| Some(x.as_str()) == id.as_str())
            .expect("known id");
        escaped(&tricky_names()[i])
    };
    let mut last = 0;
    for p in round["pairings"].as_array().expect("pairings") {
        let cell = format!("<td class=\"name\">{}</td>", name_of(&pid(&p["player_a"])));
        let at = by_table.find(&cell).expect("player listed");
        assert!(at > last, "table order");
        last = at;
    }

    // By name: every player once, alphabetical (case-insensitive).
    let (s, _, by_name) = raw(
        &app,
        Method::GET,
        &format!("{print}?sort=name"),
        None,
        &[],
        None,
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    // By name, lower case and accents folded: "Émile" among the E's,
    // after "bob" (by code point it would come after "Smith").
    let expected: Vec<String> = [
        "<script>alert(1)</script>",
        "Ann \"The Hammer\" O'Neil",
        "bob plain",
        "Émile & Zoë",
        "Smith, John",
    ]
    .map(str::to_owned)
    .to_vec();
    assert_eq!(
        {
            let mut all = tricky_names();
            all.sort();
            all
        },
        {
            let mut all = expected.clone();
            all.sort();
            all
        }
    );
    let positions: Vec<usize> = expected
        .iter()
        .map(|n| {
            by_name
                .find(&format!("<tr><td class=\"name\">{}</td>", escaped(n)))
                .unwrap_or_else(|| panic!("{n} missing: {by_name}"))
        })
        .collect();
    assert!(positions.windows(2).all(|w| w[0] < w[1]), "{expected:?}");
    assert!(by_name.contains("BYE"), "five players: one has the bye");
    assert_ne!(by_name, by_table);
    let bad = app.get(&format!("{print}?sort=seat"), None).await;
    assert_problem(&bad, StatusCode::BAD_REQUEST, "invalid_query");

    // Standings page, in rank order.
    for p in round["pairings"].as_array().expect("pairings") {
        if p["bye"] != true {
            let table = p["table"].as_u64().expect("table");
            app.result(&key, &tid, 1, table, (2, 0, 0)).await;
        }
    }
    let (_, standings) = app.get(&format!("{base}/standings"), None).await;
    let (s, _, page) = raw(
        &app,
        Method::GET,
        &format!("{base}/standings/print"),
        None,
        &[],
        None,
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{page}");
    assert!(page.contains("Standings after round 1"));
    assert!(!page.to_lowercase().contains("<script"));
    let mut last = 0;
    for e in standings["standings"].as_array().expect("rows") {
        let cell = format!(
            "<td class=\"name\">{}</td>",
            escaped(e["name"].as_str().expect("name"))
        );
        let at = page.find(&cell).unwrap_or_else(|| panic!("{cell} missing"));
        assert!(at > last, "rank order");
        last = at;
    }
}
backend_test!(printable_pages);

#[test]
fn openapi_documents_the_integration_features() {
    let doc = serde_json::to_value(planesforge_api::http::openapi::document()).expect("json");
    let paths = &doc["paths"];
    let create = &paths["/api/v1/tournaments"]["post"];
    let params = create["parameters"].as_array().expect("parameters");
    assert!(
        params
            .iter()
            .any(|p| p["name"] == "Idempotency-Key" && p["in"] == "header"),
        "{create}"
    );
    assert!(create["responses"]["422"].is_object());
    let put = &paths["/api/v1/tournaments/{tid}/rounds/{n}/tables/{table}/result"]["put"];
    assert!(
        put["parameters"]
            .as_array()
            .expect("parameters")
            .iter()
            .any(|p| p["name"] == "Idempotency-Key")
    );
    for (path, method) in [
        ("/api/v1/tournaments", "get"),
        ("/api/v1/tournaments/{tid}/rounds", "get"),
        ("/api/v1/tournaments", "post"),
    ] {
        assert!(
            paths[path][method]["responses"]["429"].is_object(),
            "{method} {path}"
        );
    }
    let get = &paths["/api/v1/tournaments/{tid}"]["get"];
    assert!(get["responses"]["304"].is_object());
    assert!(
        get["parameters"]
            .as_array()
            .is_none_or(|p| p.iter().all(|p| p["name"] != "Idempotency-Key")),
        "reads take no Idempotency-Key"
    );
    // Every growing list is paginated: limit and cursor documented.
    for path in [
        "/api/v1/tournaments",
        "/api/v1/tournaments/{tid}/players",
        "/api/v1/tournaments/{tid}/rounds",
        "/api/v1/tournaments/{tid}/audit-log",
    ] {
        let params = paths[path]["get"]["parameters"]
            .as_array()
            .unwrap_or_else(|| panic!("{path}"));
        for name in ["limit", "cursor"] {
            assert!(params.iter().any(|p| p["name"] == name), "{path} {name}");
        }
    }
    assert!(paths["/healthz"]["get"]["responses"]["429"].is_null());
}

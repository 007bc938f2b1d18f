//! Issue 24: nobody locks the store out. Trusted proxies name the client
//! (and nobody else does), an unverified `Authorization` header buys no
//! rate-limit bucket of its own, a response holding a new API key is
//! never replayed, and an organizer can replace a compromised key.

use futures::future::join_all;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, assert_problem, names};

/// A well-formed code that is nobody's, starting with `prefix`.
fn guess(prefix: &str, n: usize) -> String {
    let tail = format!("{n:0>28}");
    format!("{prefix}{}", &tail[..32 - prefix.len()])
}

/// `GET /api/v1/me` with `code`, as if forwarded for `client` (an
/// `X-Forwarded-For` header): the status.
async fn me_for(app: &TestApp, code: &str, client: &str) -> StatusCode {
    app.client
        .get(format!("{}/api/v1/me", app.address))
        .header("Authorization", format!("Player {code}"))
        .header("X-Forwarded-For", client)
        .send()
        .await
        .expect("sent")
        .status()
}

/// Spends the guessing budget of the client `client` (3 failures, each
/// with a prefix of its own): the number of 401s before the first 429.
async fn spend(app: &TestApp, client: &str, from: usize) -> usize {
    for i in 0..10 {
        let wrong = guess(&format!("{:04}", from + i), i);
        if me_for(app, &wrong, client).await == StatusCode::TOO_MANY_REQUESTS {
            return i;
        }
    }
    panic!("never throttled");
}

/// With `PLANESFORGE_TRUSTED_PROXIES` naming the peer (here loopback),
/// the forwarded client is who fails: one client's failures do not reach
/// another behind the same proxy. Without it (the default), the headers
/// are not believed: a guesser cannot dodge its limit by writing one.
async fn trusted_proxies_name_the_client(backend: Backend) {
    let Some(app) = TestApp::spawn_with(backend, |c| {
        c.code_guesses.per_address = 3;
        c.trusted_proxies =
            planesforge_api::http::client::TrustedProxies::parse("127.0.0.1, ::1").expect("valid");
    })
    .await
    else {
        return;
    };
    assert_eq!(spend(&app, "203.0.113.1", 1000).await, 3);
    // Another client behind the same proxy: its own budget.
    let wrong = guess("Zzz9", 1);
    assert_eq!(
        me_for(&app, &wrong, "203.0.113.2").await,
        StatusCode::UNAUTHORIZED
    );
    // `Forwarded` names the client too (and wins over X-Forwarded-For).
    let resp = app
        .client
        .get(format!("{}/api/v1/me", app.address))
        .header("Authorization", format!("Player {}", guess("Yyy8", 2)))
        .header("Forwarded", "for=203.0.113.1")
        .header("X-Forwarded-For", "203.0.113.3")
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::TOO_MANY_REQUESTS);

    // Nobody trusted: every header names the same peer.
    let Some(plain) = TestApp::spawn_with(backend, |c| c.code_guesses.per_address = 3).await else {
        return;
    };
    assert_eq!(spend(&plain, "203.0.113.1", 2000).await, 3);
    assert_eq!(
        me_for(&plain, &wrong, "203.0.113.2").await,
        StatusCode::TOO_MANY_REQUESTS
    );
    // And the right code still gets in from the throttled address.
    let (_, _, players) = plain.coded_tournament("Shop", &names(2)).await;
    assert_eq!(
        me_for(&plain, &players[0].1, "203.0.113.1").await,
        StatusCode::OK
    );
}

backend_test!(trusted_proxies_name_the_client, Backend);

/// A page left open on a rotated code: its script stops polling on 401,
/// 403, 404 (or 429) and says why; the page carries that message hidden.
async fn the_page_knows_when_its_code_is_gone(app: TestApp) {
    let (_, _, players) = app.coded_tournament("Rotated", &names(2)).await;
    let html = app
        .client
        .get(format!("{}/p/{}?lang=en", app.address, players[0].1))
        .send()
        .await
        .expect("sent")
        .text()
        .await
        .expect("body");
    assert!(
        html.contains(r#"<p id="gone" role="alert" hidden>"#),
        "{html}"
    );
    assert!(html.contains("[401, 403, 404, 429]"), "{html}");
    assert!(html.contains("source.close()"), "{html}");
}
backend_test!(the_page_knows_when_its_code_is_gone);

/// Junk credentials count against the client address: 3 requests with a
/// different made-up `Player` or `Bearer` value each, then 429, as without
/// any header. A verified key keeps its own bucket.
async fn junk_credentials_share_the_address_bucket(backend: Backend) {
    let Some(app) = TestApp::spawn_with(backend, |c| {
        c.rate_limit = Some(planesforge_api::http::ratelimit::RateLimit::new(6, 4));
    })
    .await
    else {
        return;
    };
    // Sign-up takes the address's first token.
    let (_, key) = app.organizer("Org").await;
    let mut statuses = Vec::new();
    for i in 0..4 {
        let scheme = if i % 2 == 0 { "Player" } else { "Bearer" };
        let resp = app
            .client
            .get(format!("{}/api/v1/tournaments", app.address))
            .header("Authorization", format!("{scheme} junk{i}"))
            .send()
            .await
            .expect("sent");
        statuses.push(resp.status());
    }
    // The listing is public: a made-up player code is an anonymous read; a
    // made-up API key is refused (401: a key sent is checked on every
    // operation), and counted all the same.
    assert_eq!(
        statuses,
        [
            StatusCode::OK,
            StatusCode::UNAUTHORIZED,
            StatusCode::OK,
            StatusCode::TOO_MANY_REQUESTS
        ]
    );
    let (s, _) = app.get("/api/v1/tournaments", None).await;
    assert_eq!(s, StatusCode::TOO_MANY_REQUESTS);
    // The organizer's verified key: a bucket of its own.
    let (s, b) = app.get("/api/v1/tournaments", Some(&key)).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    // Event streams are requests like any other: the address is spent.
    let resp = app
        .client
        .get(format!("{}/api/v1/tournaments/x/events", app.address))
        .header("Authorization", "Player junk-stream")
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::TOO_MANY_REQUESTS);
}

backend_test!(junk_credentials_share_the_address_bucket, Backend);

/// `POST path` with an `Idempotency-Key` and an optional Bearer key:
/// status and body.
async fn post_idem(
    app: &TestApp,
    path: &str,
    key: Option<&str>,
    idem: &str,
    body: &Value,
) -> (StatusCode, Value) {
    let mut req = app
        .client
        .post(format!("{}{path}", app.address))
        .header("Idempotency-Key", idem)
        .json(body);
    if let Some(k) = key {
        req = req.bearer_auth(k);
    }
    let resp = req.send().await.expect("sent");
    let status = resp.status();
    (status, resp.json().await.unwrap_or(Value::Null))
}

/// Two anonymous sign-ups from one address with one Idempotency-Key: the
/// second caller does not get the first one's API key (409
/// `idempotency_replay_withheld`), and no second organizer is made. Keys
/// shorter than 16 characters are refused.
async fn sign_up_is_never_replayed(app: TestApp) {
    let body = json!({ "name": "Shop" });
    let idem = "3c1d2e0f-signup-key";
    let (s1, first) = post_idem(&app, "/api/v1/organizers", None, idem, &body).await;
    assert_eq!(s1, StatusCode::CREATED, "{first}");
    let key = first["api_key"].as_str().expect("api_key");
    let second = post_idem(&app, "/api/v1/organizers", None, idem, &body).await;
    assert_problem(&second, StatusCode::CONFLICT, "idempotency_replay_withheld");
    assert!(!second.1.to_string().contains(key), "{}", second.1);
    assert!(second.1.get("api_key").is_none());
    // Nothing was made twice: the first key still works, alone.
    assert_eq!(
        app.get(
            &format!("/api/v1/organizers/{}", first["id"].as_str().expect("id")),
            Some(key)
        )
        .await
        .0,
        StatusCode::OK
    );
    let short = post_idem(&app, "/api/v1/organizers", None, "signup-1", &body).await;
    assert_problem(&short, StatusCode::BAD_REQUEST, "invalid_idempotency_key");
}
backend_test!(sign_up_is_never_replayed);

/// `POST /api/v1/organizers/me/key`: the new key is returned once, the
/// old one is refused from then on, everything else stays; the retry of a
/// rotation is never replayed; of two rotations with one key only one
/// wins.
async fn keys_can_be_replaced(app: TestApp) {
    let (id, old) = app.organizer("Compromised Games").await;
    let tid = app.tournament(&old, "Friday").await;
    let (s, body) = app
        .post("/api/v1/organizers/me/key", Some(&old), json!({}))
        .await;
    assert_eq!(s, StatusCode::OK, "{body}");
    let new = body["api_key"].as_str().expect("api_key").to_owned();
    assert_ne!(new, old);
    assert!(new.starts_with("pf_"));
    assert_eq!(body["id"], id.as_str());
    assert_eq!(body["name"], "Compromised Games");
    // The old key is dead at once.
    let got = app
        .get(&format!("/api/v1/organizers/{id}"), Some(&old))
        .await;
    assert_problem(&got, StatusCode::UNAUTHORIZED, "unauthorized");
    let got = app
        .post(
            "/api/v1/tournaments",
            Some(&old),
            json!({ "name": "Stolen" }),
        )
        .await;
    assert_problem(&got, StatusCode::UNAUTHORIZED, "unauthorized");
    let got = app
        .post("/api/v1/organizers/me/key", Some(&old), json!({}))
        .await;
    assert_problem(&got, StatusCode::UNAUTHORIZED, "unauthorized");
    // The new key sees everything the organizer had.
    let (s, t) = app
        .get(&format!("/api/v1/tournaments/{tid}"), Some(&new))
        .await;
    assert_eq!(s, StatusCode::OK, "{t}");
    // Without a key: 401.
    let got = app.post("/api/v1/organizers/me/key", None, json!({})).await;
    assert_problem(&got, StatusCode::UNAUTHORIZED, "unauthorized");
    // `DELETE` revokes the same way, and issues the next key.
    let (s, body) = app
        .call(
            Method::DELETE,
            "/api/v1/organizers/me/key",
            Some(&new),
            None,
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{body}");
    let newer = body["api_key"].as_str().expect("api_key").to_owned();
    assert_ne!(newer, new);
    let got = app
        .get(&format!("/api/v1/organizers/{id}"), Some(&new))
        .await;
    assert_problem(&got, StatusCode::UNAUTHORIZED, "unauthorized");
    let (s, _) = app
        .get(&format!("/api/v1/tournaments/{tid}"), Some(&newer))
        .await;
    assert_eq!(s, StatusCode::OK);
    let new = newer;

    // A retried rotation is not replayed (it would hand the new key to
    // whoever holds the old one): the old key is simply refused.
    let idem = "9a8b7c6d-rotate-key";
    let (s, r1) = post_idem(
        &app,
        "/api/v1/organizers/me/key",
        Some(&new),
        idem,
        &json!({}),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{r1}");
    let newer = r1["api_key"].as_str().expect("api_key").to_owned();
    let again = post_idem(
        &app,
        "/api/v1/organizers/me/key",
        Some(&new),
        idem,
        &json!({}),
    )
    .await;
    assert_problem(&again, StatusCode::UNAUTHORIZED, "unauthorized");
    assert!(!again.1.to_string().contains(&newer));

    // Two rotations at once with one key: one new key, one 401.
    let answers =
        join_all((0..4).map(|_| app.post("/api/v1/organizers/me/key", Some(&newer), json!({}))))
            .await;
    let won: Vec<&Value> = answers
        .iter()
        .filter(|(s, _)| *s == StatusCode::OK)
        .map(|(_, b)| b)
        .collect();
    assert_eq!(won.len(), 1, "{answers:?}");
    assert!(
        answers
            .iter()
            .filter(|(s, _)| *s != StatusCode::OK)
            .all(|(s, _)| *s == StatusCode::UNAUTHORIZED),
        "{answers:?}"
    );
    let last = won[0]["api_key"].as_str().expect("api_key");
    assert_eq!(
        app.get(&format!("/api/v1/tournaments/{tid}"), Some(last))
            .await
            .0,
        StatusCode::OK
    );
}
backend_test!(keys_can_be_replaced);

//! The player-code guessing limits are settings
//! (`PLANESFORGE_PLAYER_CODE_GUESSES_PER_ADDRESS`, `…_PER_PREFIX`): the real
//! binary started with a small per-address limit refuses the look-up after
//! that many failures, before the default of 30 would.

use reqwest::StatusCode;
use serde_json::Value;

use crate::helpers::{Backend, TestApp, TestDb, assert_problem, names};
use crate::process::Server;

/// `GET /api/v1/me` with `code`.
async fn me(app: &TestApp, code: &str) -> (StatusCode, Value) {
    let resp = app
        .client
        .get(format!("{}/api/v1/me", app.address))
        .header("Authorization", format!("Player {code}"))
        .send()
        .await
        .expect("sent");
    let status = resp.status();
    (status, resp.json().await.unwrap_or(Value::Null))
}

async fn per_address_limit_is_configured(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let server = Server::start(
        &db.url,
        &[
            ("PLANESFORGE_PLAYER_CODE_GUESSES_PER_ADDRESS", "3"),
            ("PLANESFORGE_PLAYER_CODE_KEY", &"ef".repeat(32)),
        ],
    )
    .await;
    let app = TestApp::remote(&server.address);
    let (key, tid, players) = app.coded_tournament("Guarded", &names(2)).await;
    let right = players[0].1.clone();
    assert_eq!(me(&app, &right).await.0, StatusCode::OK);
    // Three failures, each with its own prefix (the prefix limit, 10,
    // stays far away): each is the plain refusal.
    for p in ["Aaa1", "Bbb2", "Ccc3"] {
        let got = me(&app, &format!("{p}{}", "x".repeat(28))).await;
        assert_problem(&got, StatusCode::UNAUTHORIZED, "player_code_unknown");
    }
    // The address has spent its 3: even the right code is refused now,
    // with the time to wait (one failure comes back in 60 / 3 s).
    let resp = app
        .client
        .get(format!("{}/api/v1/me", app.address))
        .header("Authorization", format!("Player {right}"))
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::TOO_MANY_REQUESTS);
    let retry: u64 = resp.headers()["retry-after"]
        .to_str()
        .expect("text")
        .parse()
        .expect("seconds");
    assert!((1..=20).contains(&retry), "{retry}");
    let got = me(&app, &format!("Ddd4{}", "x".repeat(28))).await;
    assert_problem(&got, StatusCode::TOO_MANY_REQUESTS, "rate_limited");
    // The organizer's API is not affected.
    let path = format!("/api/v1/tournaments/{tid}");
    assert_eq!(app.get(&path, Some(&key)).await.0, StatusCode::OK);
    drop(server);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn per_address_limit_is_configured_sqlite() {
    per_address_limit_is_configured(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn per_address_limit_is_configured_postgres() {
    per_address_limit_is_configured(Backend::Postgres).await;
}

//! `Prefer: return=minimal` (RFC 7240) on result writes: `204` without a
//! body, the same write, and an idempotent retry replayed as a `204`.

use reqwest::StatusCode;
use reqwest::header::HeaderMap;
use serde_json::{Value, json};

use crate::helpers::{TestApp, names, steady};
use crate::stream::Sse;

/// `PUT …/rounds/1/tables/{table}/result` of `(wins, losses, draws)` with
/// extra headers: status, headers, body text.
async fn put(
    app: &TestApp,
    key: &str,
    tid: &str,
    table: u64,
    r: (u32, u32, u32),
    headers: &[(&str, &str)],
) -> (StatusCode, HeaderMap, String) {
    let mut req = app
        .client
        .put(format!(
            "{}/api/v1/tournaments/{tid}/rounds/1/tables/{table}/result",
            app.address
        ))
        .bearer_auth(key)
        .json(&json!({ "wins": r.0, "losses": r.1, "draws": r.2 }));
    for (name, value) in headers {
        req = req.header(*name, *value);
    }
    let resp = req.send().await.expect("request sent");
    let (status, headers) = (resp.status(), resp.headers().clone());
    (status, headers, resp.text().await.expect("body"))
}

fn header<'a>(h: &'a HeaderMap, name: &str) -> Option<&'a str> {
    h.get(name).and_then(|v| v.to_str().ok())
}

/// Asserts the minimal answer: 204, no body, no content type,
/// `Preference-Applied: return=minimal`.
fn assert_minimal(got: &(StatusCode, HeaderMap, String)) {
    let (s, h, body) = got;
    assert_eq!(*s, StatusCode::NO_CONTENT, "{body}");
    assert_eq!(body, "");
    assert_eq!(header(h, "preference-applied"), Some("return=minimal"));
    assert!(header(h, "content-type").is_none(), "{h:?}");
}

/// The table `table` of `round`.
fn table(round: &Value, table: u64) -> &Value {
    round["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .find(|p| p["table"] == table)
        .expect("the table")
}

/// A tournament of 8 players with round 1 published (4 tables).
async fn published(app: &TestApp, key: &str, name: &str) -> String {
    let tid = app.tournament(key, name).await;
    app.players(key, &tid, &names(8)).await;
    app.pair(key, &tid).await;
    app.publish(key, &tid, 1).await;
    tid
}

/// The events of `tid` from the first: names, and the data of
/// `round.completed` (read up to it).
async fn events_to_completion(app: &TestApp, key: &str, tid: &str) -> (Vec<String>, Value) {
    let mut s = Sse::open(app, tid, Some(key), Some("0")).await;
    let mut seen = Vec::new();
    loop {
        let m = s.event().await;
        let name = m.event.clone().expect("an event");
        seen.push(name.clone());
        if name == "round.completed" {
            return (seen, m.data.expect("data")["data"].clone());
        }
    }
}

async fn return_minimal_on_results(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = published(&app, &key, "Minimal").await;

    // Without the header, and with `return=representation`: the round.
    let (s, h, body) = put(&app, &key, &tid, 1, (2, 1, 0), &[]).await;
    assert_eq!(s, StatusCode::OK, "{body}");
    assert!(header(&h, "preference-applied").is_none());
    let first: Value = serde_json::from_str(&body).expect("the round");
    assert_eq!(table(&first, 1)["result"]["wins"], 2, "{first}");

    // Minimal: nothing back, the result stored.
    let minimal = [("Prefer", "return=minimal")];
    assert_minimal(&put(&app, &key, &tid, 2, (0, 2, 1), &minimal).await);
    // Any case, among other preferences.
    let shouted = [("PREFER", "Return=MINIMAL")];
    assert_minimal(&put(&app, &key, &tid, 3, (2, 0, 0), &shouted).await);

    // The same result again, now asking for the round: it is the round as
    // stored (the minimal write stored exactly that), and nothing changed
    // (no audit entry for it).
    let represent = [("Prefer", "return=representation")];
    let (s, h, body) = put(&app, &key, &tid, 2, (0, 2, 1), &represent).await;
    assert_eq!(s, StatusCode::OK, "{body}");
    assert!(header(&h, "preference-applied").is_none());
    let again: Value = serde_json::from_str(&body).expect("the round");
    assert_eq!(
        table(&again, 2)["result"],
        json!({ "wins": 0, "losses": 2, "draws": 1 }),
        "{again}"
    );
    assert_eq!(table(&again, 3)["result"]["wins"], 2, "{again}");
    let (s, read) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), Some(&key))
        .await;
    assert_eq!(s, StatusCode::OK, "{read}");
    assert_eq!(steady(&read), steady(&again));

    // The last table, minimal with other preferences and an
    // Idempotency-Key: it completes the round; the retry is replayed as a
    // 204 and writes nothing again.
    let idem = [
        ("Prefer", "respond-async, return=minimal"),
        ("Idempotency-Key", "minimal-4-0f3c9a7e"),
    ];
    assert_minimal(&put(&app, &key, &tid, 4, (1, 0, 2), &idem).await);
    let actions = app.audit_actions(&key, &tid).await;
    let retry = put(&app, &key, &tid, 4, (1, 0, 2), &idem).await;
    assert_minimal(&retry);
    assert_eq!(header(&retry.1, "idempotent-replayed"), Some("true"));
    assert_eq!(app.audit_actions(&key, &tid).await, actions);
    let (_, read) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), Some(&key))
        .await;
    assert_eq!(read["state"], "completed", "{read}");
    assert_eq!(
        table(&read, 4)["result"],
        json!({ "wins": 1, "losses": 0, "draws": 2 })
    );

    // The same tournament written with the round answered every time:
    // the same audit entries and events, and `round.completed` carries the
    // round all the same.
    let tid2 = published(&app, &key, "Represented").await;
    for (t, r) in [
        (1, (2, 1, 0)),
        (2, (0, 2, 1)),
        (3, (2, 0, 0)),
        (4, (1, 0, 2)),
    ] {
        let (s, _, body) = put(&app, &key, &tid2, t, r, &[]).await;
        assert_eq!(s, StatusCode::OK, "{body}");
    }
    assert_eq!(app.audit_actions(&key, &tid2).await, actions);
    let (events, completed) = events_to_completion(&app, &key, &tid).await;
    let (events2, completed2) = events_to_completion(&app, &key, &tid2).await;
    assert_eq!(events, events2);
    assert_eq!(completed["round"]["state"], "completed", "{completed}");
    assert_eq!(
        table(&completed["round"], 2)["result"],
        json!({ "wins": 0, "losses": 2, "draws": 1 }),
        "{completed}"
    );
    assert_eq!(
        completed["round"]["pairings"].as_array().map(Vec::len),
        completed2["round"]["pairings"].as_array().map(Vec::len)
    );
}
backend_test!(return_minimal_on_results);

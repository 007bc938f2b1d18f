//! Concurrent writers to one tournament: the tournament lock serializes
//! them, so nothing is lost and nothing happens twice.

use futures::future::join_all;
use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{TestApp, names};

async fn parallel_results_and_pairing(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Sixty-four").await;
    app.players(&key, &tid, &names(64)).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let r1 = app.pair(&key, &tid).await;
    assert_eq!(r1["pairings"].as_array().map(Vec::len), Some(32));
    app.publish(&key, &tid, 1).await;

    // 32 results at once: one per table, a different result per table.
    let result_of = |table: u32| match table % 4 {
        0 => (2, 0, 0),
        1 => (0, 2, 1),
        2 => (1, 1, 1),
        _ => (2, 1, 0),
    };
    let puts =
        (1..=32u32).map(|table| app.result(&key, &tid, 1, u64::from(table), result_of(table)));
    let answers = join_all(puts).await;
    for (status, body) in &answers {
        assert_eq!(*status, StatusCode::OK, "{body}");
    }
    let completed_answers = answers
        .iter()
        .filter(|(_, b)| b["state"] == "completed")
        .count();
    assert!(completed_answers >= 1);
    let (_, round) = app.get(&format!("{base}/rounds/1"), None).await;
    assert_eq!(round["state"], "completed");
    for p in round["pairings"].as_array().expect("pairings") {
        let table = p["table"].as_u64().expect("table") as u32;
        let (w, l, d) = result_of(table);
        assert_eq!(
            p["result"],
            json!({ "wins": w, "losses": l, "draws": d }),
            "table {table}"
        );
    }
    let (_, log) = app
        .get(&format!("{base}/audit-log?limit=500"), Some(&key))
        .await;
    let count = |action: &str| {
        log["items"]
            .as_array()
            .expect("items")
            .iter()
            .filter(|e| e["action"] == action)
            .count()
    };
    assert_eq!(count("result_entered"), 32);
    assert_eq!(
        count("round_completed"),
        1,
        "the round completes exactly once"
    );

    // 8 requests to pair round 2 at once: exactly one wins.
    let rounds_path = format!("{base}/rounds");
    let posts = (0..8).map(|_| app.post(&rounds_path, Some(&key), json!({})));
    let answers = join_all(posts).await;
    let created = answers
        .iter()
        .filter(|(s, _)| *s == StatusCode::CREATED)
        .count();
    assert_eq!(created, 1, "{answers:?}");
    for (status, body) in answers.iter().filter(|(s, _)| *s != StatusCode::CREATED) {
        assert_eq!(*status, StatusCode::CONFLICT, "{body}");
        assert_eq!(body["code"], "round_not_completed");
    }
    let (_, list) = app.get(&format!("{base}/rounds"), Some(&key)).await;
    assert_eq!(list["rounds"].as_array().map(Vec::len), Some(2));
}
dual_test!(parallel_results_and_pairing);

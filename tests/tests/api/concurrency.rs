//! Concurrent writers to one tournament: the tournament lock serializes
//! them, so nothing is lost and nothing happens twice.

use futures::future::join_all;
use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{TestApp, list_items, names};

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
    assert_eq!(Some(list_items(&list, "rounds").len()), Some(2));
}
backend_test!(parallel_results_and_pairing);

/// Result writes from two app instances on one database (two replicas,
/// each with its own process-local caches), in turn and at the same
/// time: every answer is the round as a fresh read finds it right after,
/// through either instance, whichever instance wrote before.
async fn two_instances_interleaved_results(a: TestApp) {
    let b = a.second_instance().await;
    let (_, key) = a.organizer("Org").await;
    let tid = a.tournament(&key, "Two replicas").await;
    a.players(&key, &tid, &names(17)).await; // 8 tables and a bye
    a.pair(&key, &tid).await;
    a.publish(&key, &tid, 1).await;
    let round = format!("/api/v1/tournaments/{tid}/rounds/1");
    let apps = [&a, &b];
    // In turn: runs on one instance (its cache is current) and switches
    // (the other instance's cache is behind), entries and corrections.
    let writers = [0, 0, 1, 1, 1, 0, 1, 0, 0, 1, 0, 1, 1, 0];
    for (i, &w) in writers.iter().enumerate() {
        let table = (i % 7) as u64 + 1; // table 8 stays open
        let r = if i % 2 == 0 { (2, 0, 0) } else { (1, 2, 0) };
        let (status, body) = apps[w].result(&key, &tid, 1, table, r).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["state"], "published");
        assert_eq!(
            crate::helpers::steady(&body),
            fresh(&a, &round, &key).await,
            "write {i} on instance {w}"
        );
        assert_eq!(
            crate::helpers::steady(&body),
            fresh(&b, &round, &key).await,
            "write {i} on instance {w}"
        );
    }
    // A write that fails (a bye has no result) leaves nothing behind.
    let bye = body_bye_table(&fresh(&a, &round, &key).await);
    let (status, _) = a.result(&key, &tid, 1, bye, (2, 0, 0)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);

    // At the same time: both instances correct every table, then each
    // writes once more and must answer what is stored.
    let (k, t) = (&key, &tid);
    let on_a = join_all((1..=7u64).map(|table| a.result(k, t, 1, table, (2, 1, 0))));
    let on_b = join_all((1..=7u64).map(|table| b.result(k, t, 1, table, (0, 2, 0))));
    let (xs, ys) = tokio::join!(on_a, on_b);
    for (status, body) in xs.iter().chain(&ys) {
        assert_eq!(*status, StatusCode::OK, "{body}");
    }
    for (i, &w) in [1, 0, 0, 1].iter().enumerate() {
        let (status, body) = apps[w].result(&key, &tid, 1, 1 + i as u64, (2, 0, 1)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(
            crate::helpers::steady(&body),
            fresh(&a, &round, &key).await,
            "after the burst, write {i}"
        );
        assert_eq!(
            crate::helpers::steady(&body),
            fresh(&b, &round, &key).await,
            "after the burst, write {i}"
        );
    }

    // The last open table completes the round; corrections of the
    // completed round, on both instances, answer it as stored.
    let (status, body) = b.result(&key, &tid, 1, 8, (2, 0, 0)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["state"], "completed");
    assert_eq!(crate::helpers::steady(&body), fresh(&a, &round, &key).await);
    for (i, &w) in [1, 0, 1, 0].iter().enumerate() {
        let (status, body) = apps[w].result(&key, &tid, 1, 8, (i as u32 % 2, 2, 0)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["state"], "completed");
        assert_eq!(
            crate::helpers::steady(&body),
            fresh(&a, &round, &key).await,
            "correction {i}"
        );
        assert_eq!(
            crate::helpers::steady(&body),
            fresh(&b, &round, &key).await,
            "correction {i}"
        );
    }

    // Once round 2 exists, a correction of round 1 still lands on both
    // instances (RULES.md §6 "Corrections"), with the warning that round 2
    // is not re-paired; each instance sees the other's correction.
    b.pair(&key, &tid).await;
    for (i, app) in apps.iter().enumerate() {
        let result = (i as u32 % 2 * 2, 2 - i as u32 % 2 * 2, 0);
        let (status, body) = app.result(&key, &tid, 1, 1, result).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert!(
            body["warnings"]
                .as_array()
                .expect("warnings")
                .iter()
                .any(|w| w["code"] == "later_rounds_not_repaired"),
            "{body}"
        );
        let other = fresh(apps[1 - i], &round, &key).await;
        assert_eq!(other["pairings"][0]["result"]["wins"], result.0, "{other}");
    }
}

/// A fresh read of the round at `path` through `app`.
async fn fresh(app: &TestApp, path: &str, key: &str) -> serde_json::Value {
    let (status, body) = app.get(path, Some(key)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    crate::helpers::steady(&body)
}

/// The number of the bye's table in a round's answer.
fn body_bye_table(round: &serde_json::Value) -> u64 {
    round["pairings"]
        .as_array()
        .and_then(|ps| ps.iter().find(|p| p["bye"] == true))
        .and_then(|p| p["table"].as_u64())
        .expect("a bye")
}

backend_test!(two_instances_interleaved_results);

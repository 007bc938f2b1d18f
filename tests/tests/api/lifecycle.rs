//! The round lifecycle of RULES.md §6 and its refusals.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_problem, list_items, names, pid};

fn tables(round: &Value) -> Vec<(u64, Value, Value)> {
    round["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .map(|p| {
            (
                p["table"].as_u64().expect("table"),
                pid(&p["player_a"]),
                pid(&p["player_b"]),
            )
        })
        .collect()
}

async fn lifecycle_and_refusals(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let (_, other) = app.organizer("Other").await;
    let tid = app.tournament(&key, "Nine").await;
    let ids = app.players(&key, &tid, &names(9)).await;
    let base = format!("/api/v1/tournaments/{tid}");

    // Round 1 in `pairing`: 4 tables and the bye last (table 5).
    let r1 = app.pair(&key, &tid).await;
    assert_eq!(r1["number"], 1);
    assert_eq!(r1["state"], "pairing");
    assert_eq!(r1["kind"], "swiss");
    let original = tables(&r1);
    assert_eq!(original.len(), 5);
    let bye = &r1["pairings"][4];
    assert_eq!(bye["bye"], true);
    assert_eq!(bye["table"], 5);
    assert_eq!(pid(&bye["player_b"]), Value::Null);
    let seated: std::collections::BTreeSet<String> = r1["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .flat_map(|p| [pid(&p["player_a"]), pid(&p["player_b"])])
        .filter_map(|v| v.as_str().map(str::to_owned))
        .collect();
    assert_eq!(seated, ids.iter().cloned().collect());

    // Visible to the owner only.
    let hidden = app.get(&format!("{base}/rounds/1"), None).await;
    assert_problem(&hidden, StatusCode::NOT_FOUND, "round_not_found");
    let hidden = app.get(&format!("{base}/rounds/1"), Some(&other)).await;
    assert_problem(&hidden, StatusCode::NOT_FOUND, "round_not_found");
    let (_, list) = app.get(&format!("{base}/rounds"), None).await;
    assert_eq!(list_items(&list, "rounds"), &Vec::<Value>::new());
    let (_, list) = app.get(&format!("{base}/rounds"), Some(&key)).await;
    assert_eq!(Some(list_items(&list, "rounds").len()), Some(1));
    let (_, t) = app.get(&base, None).await;
    assert_eq!(t["current_round"], 0, "an unpublished round is not current");

    // Not published: no results, no next round.
    let early = app.result(&key, &tid, 1, 1, (2, 0, 0)).await;
    assert_problem(&early, StatusCode::CONFLICT, "round_not_published");
    let again = app
        .post(&format!("{base}/rounds"), Some(&key), json!({}))
        .await;
    assert_problem(&again, StatusCode::CONFLICT, "round_not_completed");

    // Re-pairing with nothing changed gives the same round.
    let (status, same) = app
        .post(&format!("{base}/rounds/1/repair"), Some(&key), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{same}");
    assert_eq!(tables(&same), original);

    // Swaps while pairing.
    let swap = app
        .post(
            &format!("{base}/rounds/1/swap-tables"),
            Some(&key),
            json!({ "table_a": 1, "table_b": 3 }),
        )
        .await;
    assert_eq!(swap.0, StatusCode::OK, "{}", swap.1);
    let swapped = tables(&swap.1);
    assert_eq!(swapped[0].1, original[2].1);
    assert_eq!(swapped[2].1, original[0].1);
    let bye_swap = app
        .post(
            &format!("{base}/rounds/1/swap-tables"),
            Some(&key),
            json!({ "table_a": 1, "table_b": 5 }),
        )
        .await;
    assert_problem(&bye_swap, StatusCode::UNPROCESSABLE_ENTITY, "bye_table");
    let no_table = app
        .post(
            &format!("{base}/rounds/1/swap-tables"),
            Some(&key),
            json!({ "table_a": 1, "table_b": 9 }),
        )
        .await;
    assert_problem(&no_table, StatusCode::UNPROCESSABLE_ENTITY, "unknown_table");
    let (a, b) = (swapped[0].1.clone(), swapped[1].2.clone());
    let swap = app
        .post(
            &format!("{base}/rounds/1/swap-players"),
            Some(&key),
            json!({ "player_a": a, "player_b": b }),
        )
        .await;
    assert_eq!(swap.0, StatusCode::OK, "{}", swap.1);
    let after = tables(&swap.1);
    assert_eq!(after[0].1, b);
    assert_eq!(after[1].2, a);
    assert_eq!(after[0].2, swapped[0].2, "opponents exchanged");
    let same_table = app
        .post(
            &format!("{base}/rounds/1/swap-players"),
            Some(&key),
            json!({ "player_a": after[0].1, "player_b": after[0].2 }),
        )
        .await;
    assert_problem(&same_table, StatusCode::UNPROCESSABLE_ENTITY, "same_table");
    let foreign = app
        .post(
            &format!("{base}/rounds/1/swap-tables"),
            Some(&other),
            json!({ "table_a": 1, "table_b": 2 }),
        )
        .await;
    assert_problem(&foreign, StatusCode::FORBIDDEN, "forbidden");

    // Re-pair restores the engine's round; delete and pair again: same round.
    let (_, repaired) = app
        .post(&format!("{base}/rounds/1/repair"), Some(&key), json!({}))
        .await;
    assert_eq!(tables(&repaired), original);
    let (status, _) = app
        .call(
            Method::DELETE,
            &format!("{base}/rounds/1"),
            Some(&key),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let gone = app.get(&format!("{base}/rounds/1"), Some(&key)).await;
    assert_problem(&gone, StatusCode::NOT_FOUND, "round_not_found");
    let r1 = app.pair(&key, &tid).await;
    assert_eq!(tables(&r1), original);

    // Publish: fixed and public.
    let published = app.publish(&key, &tid, 1).await;
    assert_eq!(published["state"], "published");
    let (status, public) = app.get(&format!("{base}/rounds/1"), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(tables(&public), original);
    for (path, body) in [
        ("swap-tables", json!({ "table_a": 1, "table_b": 2 })),
        (
            "swap-players",
            json!({ "player_a": original[0].1, "player_b": original[1].1 }),
        ),
        ("repair", json!({})),
        ("publish", json!({})),
    ] {
        let refused = app
            .post(&format!("{base}/rounds/1/{path}"), Some(&key), body)
            .await;
        assert_problem(&refused, StatusCode::CONFLICT, "round_published");
    }
    let refused = app
        .call(
            Method::DELETE,
            &format!("{base}/rounds/1"),
            Some(&key),
            None,
        )
        .await;
    assert_problem(&refused, StatusCode::CONFLICT, "round_published");

    // Illegal results (RULES.md §1), the bye, unknown tables.
    for bad in [(3, 0, 0), (2, 2, 0), (0, 0, 0), (0, 0, 4), (0, 3, 0)] {
        let r = app.result(&key, &tid, 1, 1, bad).await;
        assert_problem(&r, StatusCode::UNPROCESSABLE_ENTITY, "invalid_result");
    }
    let r = app.result(&key, &tid, 1, 5, (2, 0, 0)).await;
    assert_problem(&r, StatusCode::UNPROCESSABLE_ENTITY, "bye_has_no_result");
    let r = app.result(&key, &tid, 1, 6, (2, 0, 0)).await;
    assert_problem(&r, StatusCode::NOT_FOUND, "table_not_found");
    let r = app.result(&other, &tid, 1, 1, (2, 0, 0)).await;
    assert_problem(&r, StatusCode::FORBIDDEN, "forbidden");

    // Results; the next round waits for the last one.
    for (table, r) in [(1, (2, 0, 0)), (2, (1, 1, 1)), (3, (0, 0, 3))] {
        let (status, round) = app.result(&key, &tid, 1, table, r).await;
        assert_eq!(status, StatusCode::OK, "{round}");
        assert_eq!(round["state"], "published");
    }
    let waiting = app
        .post(&format!("{base}/rounds"), Some(&key), json!({}))
        .await;
    assert_problem(&waiting, StatusCode::CONFLICT, "round_not_completed");
    let (status, done) = app.result(&key, &tid, 1, 4, (0, 2, 0)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(done["state"], "completed");
    assert_eq!(
        done["pairings"][1]["result"],
        json!({ "wins": 1, "losses": 1, "draws": 1 })
    );

    // Correction while latest; frozen once round 2 exists.
    let (status, fixed) = app.result(&key, &tid, 1, 1, (2, 1, 0)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(fixed["state"], "completed");
    assert_eq!(
        fixed["pairings"][0]["result"],
        json!({ "wins": 2, "losses": 1, "draws": 0 })
    );
    app.pair(&key, &tid).await;
    let (status, late) = app.result(&key, &tid, 1, 1, (2, 0, 0)).await;
    assert_eq!(status, StatusCode::OK, "{late}");
    assert_eq!(late["warnings"][0]["code"], "later_rounds_not_repaired");
    // Deleting an earlier round is refused too.
    let refused = app
        .call(
            Method::DELETE,
            &format!("{base}/rounds/1"),
            Some(&key),
            None,
        )
        .await;
    assert_problem(&refused, StatusCode::CONFLICT, "round_published");

    let log = app.audit_actions(&key, &tid).await;
    assert_eq!(
        log,
        [
            "round_created",
            "round_repaired",
            "tables_swapped",
            "players_swapped",
            "round_repaired",
            "round_deleted",
            "round_created",
            "round_published",
            "result_entered",
            "result_entered",
            "result_entered",
            "result_entered",
            "round_completed",
            "result_corrected",
            "round_created",
            "result_corrected",
        ]
    );
    let (_, page) = app
        .get(&format!("{base}/audit-log?limit=500"), Some(&key))
        .await;
    let correction = &page["items"][13];
    assert_eq!(correction["round"], 1);
    assert_eq!(
        correction["detail"]["before"],
        json!({ "wins": 2, "losses": 0, "draws": 0 })
    );
    assert_eq!(
        correction["detail"]["after"],
        json!({ "wins": 2, "losses": 1, "draws": 0 })
    );
    assert!(correction["at"].as_str().is_some_and(|s| s.ends_with('Z')));
    assert_eq!(correction["actor_name"], "Org");
    // Paginated.
    let (_, first) = app
        .get(&format!("{base}/audit-log?limit=4"), Some(&key))
        .await;
    assert_eq!(first["items"].as_array().map(Vec::len), Some(4));
    let cursor = first["next_cursor"].as_str().expect("cursor");
    let (_, second) = app
        .get(
            &format!("{base}/audit-log?limit=4&cursor={cursor}"),
            Some(&key),
        )
        .await;
    assert_eq!(second["items"][0]["action"], "round_repaired");
}
backend_test!(lifecycle_and_refusals);

async fn drop_during_pairing_repairs(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Eight").await;
    let ids = app.players(&key, &tid, &names(8)).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let r1 = app.pair(&key, &tid).await;
    assert_eq!(tables(&r1).len(), 4);
    // Dropping while round 1 is being paired: dropped after round 0, and
    // round 1 is re-paired without them (7 players: a bye).
    let (status, p) = app
        .post(
            &format!("{base}/players/{}/drop", ids[0]),
            Some(&key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{p}");
    assert_eq!(p["dropped_after_round"], 0);
    let (_, r1) = app.get(&format!("{base}/rounds/1"), Some(&key)).await;
    let t = tables(&r1);
    assert_eq!(t.len(), 4);
    assert_eq!(t[3].2, Value::Null, "the bye");
    assert!(t.iter().all(|(_, a, b)| *a != ids[0] && *b != ids[0]));
    app.publish(&key, &tid, 1).await;
    for table in 1..=3 {
        let (status, _) = app.result(&key, &tid, 1, table, (2, 1, 0)).await;
        assert_eq!(status, StatusCode::OK);
    }
    // Dropping during a published round: stays at the table for that round.
    let seated = t[0].1.as_str().expect("id").to_owned();
    let (_, p) = app
        .post(
            &format!("{base}/players/{seated}/drop"),
            Some(&key),
            json!({}),
        )
        .await;
    assert_eq!(p["dropped_after_round"], 1);
    let r2 = app.pair(&key, &tid).await;
    let t2 = tables(&r2);
    assert_eq!(t2.len(), 3, "6 active players");
    assert!(t2.iter().all(|(_, a, b)| *a != seated && *b != seated));
}
backend_test!(drop_during_pairing_repairs);

async fn rematch_warnings(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Four").await;
    app.players(&key, &tid, &names(4)).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let mut met = std::collections::BTreeSet::new();
    // Four players meet each other in 3 rounds; round 4 must repeat a match.
    for n in 1..=4u64 {
        let round = app.pair(&key, &tid).await;
        let pairs: Vec<(String, String)> = round["pairings"]
            .as_array()
            .expect("pairings")
            .iter()
            .map(|p| {
                let a = pid(&p["player_a"]).as_str().expect("a").to_owned();
                let b = pid(&p["player_b"]).as_str().expect("b").to_owned();
                if a < b { (a, b) } else { (b, a) }
            })
            .collect();
        let warnings = round["warnings"].as_array().expect("warnings");
        if n < 4 {
            assert!(warnings.is_empty(), "round {n}: {round}");
            if n == 2 {
                // A manual swap that recreates round 1's matches is flagged
                // (with 4 players, this swap gives back round 1's tables).
                let p = &round["pairings"];
                let a = &pid(&p[0]["player_a"]);
                let (status, swapped) = app
                    .post(
                        &format!("{base}/rounds/2/swap-players"),
                        Some(&key),
                        json!({ "player_a": a, "player_b": pid(&p[1]["player_b"]) }),
                    )
                    .await;
                assert_eq!(status, StatusCode::OK, "{swapped}");
                assert_eq!(
                    swapped["warnings"].as_array().map(Vec::len),
                    Some(2),
                    "{swapped}"
                );
                assert_eq!(swapped["warnings"][0]["code"], "rematch");
                let (_, back) = app
                    .post(&format!("{base}/rounds/2/repair"), Some(&key), json!({}))
                    .await;
                assert_eq!(back["pairings"], round["pairings"]);
                assert_eq!(back["warnings"], json!([]));
            }
            for pair in &pairs {
                assert!(met.insert(pair.clone()), "no rematch before round 4");
            }
        } else {
            assert_eq!(warnings.len(), 2, "{round}");
            for w in warnings {
                assert_eq!(w["code"], "rematch");
                assert!(w["table"].as_u64().is_some());
                assert!(w["message"].as_str().is_some_and(|m| !m.is_empty()));
            }
            assert!(pairs.iter().all(|p| met.contains(p)));
        }
        app.publish(&key, &tid, n).await;
        for table in 1..=2 {
            let (status, _) = app.result(&key, &tid, n, table, (2, 0, 0)).await;
            assert_eq!(status, StatusCode::OK);
        }
    }
}
backend_test!(rematch_warnings);

//! The corrections a real evening needs (issue 23, RULES.md §6):
//! unpublishing a round, removing a result, removing a registration and
//! reopening a finished tournament, with their refusals, events and audit
//! entries.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_problem, list_items, names, pid};
use crate::stream::Sse;

/// The text of `GET path` (a printed sheet), with the owner's key.
async fn text(app: &TestApp, path: &str, key: &str) -> String {
    let resp = app
        .client
        .get(format!("{}{path}", app.address))
        .bearer_auth(key)
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::OK, "{path}");
    resp.text().await.expect("text")
}

/// The number of events in the tournament's log (the opening id of a
/// fresh owner's stream).
async fn last_event(app: &TestApp, tid: &str, key: &str) -> i64 {
    let mut sse = Sse::open(app, tid, Some(key), None).await;
    sse.opening().await
}

/// The whole event log as the owner replays it: `(name, data)` in order.
async fn log_events(app: &TestApp, tid: &str, key: &str) -> Vec<(String, Value)> {
    let last = last_event(app, tid, key).await;
    let mut sse = Sse::open(app, tid, Some(key), Some("0")).await;
    sse.opening().await;
    let mut out = Vec::new();
    loop {
        let m = sse.event().await;
        let data = m.data.expect("data");
        out.push((m.event.expect("event"), data["data"].clone()));
        if m.id == Some(last) {
            return out;
        }
    }
}

/// A player's request with their code (a POST reports 2-0-0): status and
/// JSON body.
async fn as_player(app: &TestApp, method: Method, path: &str, code: &str) -> (StatusCode, Value) {
    let body = (method == Method::POST).then(|| json!({ "wins": 2, "losses": 0, "draws": 0 }));
    crate::helpers::as_player(app, method, path, code, body).await
}

async fn delete(app: &TestApp, path: &str, key: &str) -> (StatusCode, Value) {
    app.call(Method::DELETE, path, Some(key), None).await
}

/// Unpublish: a published round without results goes back to `pairing`
/// (re-pair, swap and delete work again; the public and the players no
/// longer see it), announced as `round.unpublished` on the public stream
/// and audit-logged. With a result or a player's report: 409
/// `round_has_results` until they are removed (a result can be removed
/// while the round is published); a completed round: 409
/// `round_completed`.
async fn unpublish_a_round(app: TestApp) {
    let s = app.seated("Unpublish", 8).await;
    let (key, tid) = (s.key.clone(), s.tid.clone());
    let base = format!("/api/v1/tournaments/{tid}");
    let seen = last_event(&app, &tid, &key).await;
    let mut anonymous = Sse::open(&app, &tid, None, None).await;
    assert_eq!(anonymous.opening().await, seen);

    let (status, round) = app
        .post(&format!("{base}/rounds/1/unpublish"), Some(&key), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{round}");
    assert_eq!(round["state"], "pairing");
    assert_eq!(round["published_at"], Value::Null, "{round}");
    let m = anonymous.event().await;
    assert_eq!(m.event.as_deref(), Some("round.unpublished"));
    assert_eq!(m.data.expect("data")["data"]["round"], 1);

    // Everyone else waits for pairings again.
    let got = app.get(&format!("{base}/rounds/current"), None).await;
    assert_problem(&got, StatusCode::NOT_FOUND, "no_round");
    let got = app.get(&format!("{base}/rounds/1"), None).await;
    assert_problem(&got, StatusCode::NOT_FOUND, "round_not_found");
    let (_, t) = app.get(&base, None).await;
    assert_eq!(t["current_round"], 0, "{t}");
    // The wall screen left on the round (it refreshes itself without
    // JavaScript) waits for the pairings instead of turning into a 404.
    let screen = app
        .send(Method::GET, &format!("{base}/rounds/1/screen"), None, None)
        .await;
    assert_eq!(screen.status(), StatusCode::OK);
    let screen = screen.text().await.expect("body");
    assert!(screen.contains("Waiting for pairings"), "{screen}");
    assert!(!screen.contains("class=\"row\""), "{screen}");
    let (status, me) = as_player(&app, Method::GET, "/api/v1/me", &s.tables[0].1).await;
    assert_eq!(status, StatusCode::OK, "{me}");
    assert_eq!(me["round"], Value::Null, "{me}");

    // A draft again: re-pair and swaps work.
    let (status, _) = app
        .post(&format!("{base}/rounds/1/repair"), Some(&key), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = app
        .post(
            &format!("{base}/rounds/1/swap-tables"),
            Some(&key),
            json!({ "table_a": 1, "table_b": 2 }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    // A result in: refused until it is removed.
    app.publish(&key, &tid, 1).await;
    let got = app.result(&key, &tid, 1, 1, (2, 1, 0)).await;
    assert_eq!(got.0, StatusCode::OK, "{}", got.1);
    let got = app
        .post(&format!("{base}/rounds/1/unpublish"), Some(&key), json!({}))
        .await;
    assert_problem(&got, StatusCode::CONFLICT, "round_has_results");
    let detail = got.1["detail"].as_str().expect("detail");
    assert!(detail.contains("Remove those results first"), "{detail}");
    let (status, after) = delete(&app, &format!("{base}/rounds/1/tables/1/result"), &key).await;
    assert_eq!(status, StatusCode::OK, "{after}");
    assert_eq!(after["pairings"][0]["result"], Value::Null, "{after}");
    assert_eq!(after["state"], "published");

    // A player's report counts as well; removing the table's result
    // clears it.
    // The tables were swapped: find who sits at table 2 now.
    let mut code = None;
    for (_, ca, cb) in &s.tables {
        for c in [ca, cb] {
            let (_, me) = as_player(&app, Method::GET, "/api/v1/me", c).await;
            if me["round"]["table"] == 2 {
                code = Some(c.clone());
            }
        }
    }
    let code = code.expect("a player at table 2");
    let (status, body) = as_player(&app, Method::POST, "/api/v1/me/report", &code).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let got = app
        .post(&format!("{base}/rounds/1/unpublish"), Some(&key), json!({}))
        .await;
    assert_problem(&got, StatusCode::CONFLICT, "round_has_results");
    let (status, _) = delete(&app, &format!("{base}/rounds/1/tables/2/result"), &key).await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = app
        .post(&format!("{base}/rounds/1/unpublish"), Some(&key), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // Deleting the draft works again.
    let (status, _) = delete(&app, &format!("{base}/rounds/1"), &key).await;
    assert_eq!(status, StatusCode::NO_CONTENT);

    // Completed: corrected, never removed nor unpublished.
    app.pair(&key, &tid).await;
    app.complete_round(&key, &tid, 1).await;
    let got = app
        .post(&format!("{base}/rounds/1/unpublish"), Some(&key), json!({}))
        .await;
    assert_problem(&got, StatusCode::CONFLICT, "round_completed");
    let got = delete(&app, &format!("{base}/rounds/1/tables/1/result"), &key).await;
    assert_problem(&got, StatusCode::CONFLICT, "round_completed");
    // Still pairing: nothing to unpublish, no result to remove.
    app.pair(&key, &tid).await;
    let got = app
        .post(&format!("{base}/rounds/2/unpublish"), Some(&key), json!({}))
        .await;
    assert_problem(&got, StatusCode::CONFLICT, "round_not_published");
    let got = delete(&app, &format!("{base}/rounds/2/tables/1/result"), &key).await;
    assert_problem(&got, StatusCode::CONFLICT, "round_not_published");

    let actions = app.audit_actions(&key, &tid).await;
    assert_eq!(
        actions.iter().filter(|a| *a == "round_unpublished").count(),
        2,
        "{actions:?}"
    );
    assert_eq!(
        actions.iter().filter(|a| *a == "result_removed").count(),
        2,
        "{actions:?}"
    );
    // In the log: both unpublishes, and the removed result as a
    // standings change.
    let events = log_events(&app, &tid, &key).await;
    let unpublished: Vec<&Value> = events
        .iter()
        .filter(|(e, _)| e == "round.unpublished")
        .map(|(_, d)| d)
        .collect();
    assert_eq!(unpublished.len(), 2, "{events:?}");
    assert!(
        events
            .iter()
            .any(|(e, d)| e == "standings.updated" && d["removed"] == true),
        "{events:?}"
    );
}
backend_test!(unpublish_a_round);

/// Removing a registration: a player never seated in a published round
/// is gone from every list, count, standings and sheet; one in a round
/// still `pairing` is paired out of it (as for a drop). Once seated in a
/// published round: 409 `player_has_played`.
async fn remove_a_registration(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let (_, other) = app.organizer("Other").await;
    let tid = app.tournament(&key, "Typos").await;
    let base = format!("/api/v1/tournaments/{tid}");
    let mut list = names(8);
    list.push("Typo Tim".to_owned());
    list.push("Twice Tina".to_owned());
    let ids = app.players(&key, &tid, &list).await;
    let (typo, twice) = (ids[8].clone(), ids[9].clone());

    // Before round 1.
    let got = delete(&app, &format!("{base}/players/{typo}"), &other).await;
    assert_eq!(got.0, StatusCode::FORBIDDEN, "{}", got.1);
    let (status, removed) = delete(&app, &format!("{base}/players/{typo}"), &key).await;
    assert_eq!(status, StatusCode::OK, "{removed}");
    assert_eq!(removed["name"], "Typo Tim");
    let got = app.get(&format!("{base}/players/{typo}"), None).await;
    assert_problem(&got, StatusCode::NOT_FOUND, "player_not_found");
    let got = delete(&app, &format!("{base}/players/{typo}"), &key).await;
    assert_problem(&got, StatusCode::NOT_FOUND, "player_not_found");

    // In round 1 while it is `pairing`: re-paired without them, the swap
    // made before discarded.
    let r1 = app.pair(&key, &tid).await;
    assert_eq!(r1["pairings"].as_array().expect("pairings").len(), 5);
    let (status, _) = app
        .post(
            &format!("{base}/rounds/1/swap-tables"),
            Some(&key),
            json!({ "table_a": 1, "table_b": 2 }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, removed) = delete(&app, &format!("{base}/players/{twice}"), &key).await;
    assert_eq!(status, StatusCode::OK, "{removed}");
    assert_eq!(removed["repaired_round"], 1, "{removed}");
    assert_eq!(
        removed["manual_changes_discarded"].as_array().map(Vec::len),
        Some(1),
        "{removed}"
    );
    let (_, r1) = app.get(&format!("{base}/rounds/1"), Some(&key)).await;
    let seated: Vec<Value> = r1["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .flat_map(|p| [pid(&p["player_a"]), pid(&p["player_b"])])
        .filter(|v| !v.is_null())
        .collect();
    assert_eq!(seated.len(), 8, "{r1}");
    assert!(!seated.contains(&Value::from(twice.clone())));

    // Seated in a published round: drop instead.
    app.complete_round(&key, &tid, 1).await;
    let got = delete(&app, &format!("{base}/players/{}", ids[0]), &key).await;
    assert_problem(&got, StatusCode::CONFLICT, "player_has_played");
    let detail = got.1["detail"].as_str().expect("detail");
    assert!(detail.contains("drop"), "{detail}");
    // A late entry with a missed round, never seated: removable.
    let late = app.players(&key, &tid, &["Late Lou".to_owned()]).await;
    let (status, body) = delete(&app, &format!("{base}/players/{}", late[0]), &key).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    // No ghost anywhere.
    let (_, t) = app.get(&base, None).await;
    assert_eq!(t["player_count"], 8, "{t}");
    assert_eq!(t["active_player_count"], 8, "{t}");
    let (_, players) = app.get(&format!("{base}/players"), None).await;
    assert_eq!(list_items(&players, "items").len(), 8, "{players}");
    let (_, standings) = app.get(&format!("{base}/standings"), None).await;
    let rows = standings["standings"].as_array().expect("standings");
    assert_eq!(rows.len(), 8, "{standings}");
    let sheets = [
        text(&app, &format!("{base}/standings/print"), &key).await,
        text(&app, &format!("{base}/rounds/1/print"), &key).await,
        text(&app, &format!("{base}/players/codes/print"), &key).await,
    ];
    for sheet in &sheets {
        for gone in ["Typo Tim", "Twice Tina", "Late Lou"] {
            assert!(!sheet.contains(gone), "{gone} on a sheet");
        }
    }
    let actions = app.audit_actions(&key, &tid).await;
    assert_eq!(
        actions.iter().filter(|a| *a == "player_removed").count(),
        3,
        "{actions:?}"
    );
    // The public log says who was removed, not which draft was re-paired.
    let mut sse = Sse::open(&app, &tid, None, Some("0")).await;
    sse.opening().await;
    let mut removed_events = Vec::new();
    while removed_events.len() < 3 {
        let m = sse.event().await;
        if m.event.as_deref() == Some("player.removed") {
            removed_events.push(m.data.expect("data")["data"].clone());
        }
    }
    assert_eq!(removed_events[1]["name"], "Twice Tina");
    assert_eq!(removed_events[1]["repaired_round"], Value::Null);
}
backend_test!(remove_a_registration);

async fn status_of(app: &TestApp, tid: &str) -> Value {
    let (_, t) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    t["status"].clone()
}

/// Reopen: a tournament that finished by itself on its last Swiss result
/// (`top_cut: 0`) returns to `swiss`, fixes the typo and finishes again
/// with the standings derived again; one finished by its final returns to
/// `top_cut`, and the final's corrected result finishes it again with the
/// other champion. Not finished: 409 `tournament_not_finished`.
async fn reopen_a_finished_tournament(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let (status, t) = app
        .post(
            "/api/v1/tournaments",
            Some(&key),
            json!({ "name": "Typo night", "planned_rounds": 1, "top_cut": 0 }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    let tid = t["id"].as_str().expect("id").to_owned();
    let base = format!("/api/v1/tournaments/{tid}");
    app.players(&key, &tid, &names(4)).await;
    let got = app
        .post(&format!("{base}/reopen"), Some(&key), json!({}))
        .await;
    assert_problem(&got, StatusCode::CONFLICT, "tournament_not_finished");
    let done = app.play_next_round(&key, &tid).await;
    assert_eq!(status_of(&app, &tid).await, "finished");
    let winner = pid(&done["pairings"][0]["player_a"]);
    let (_, s) = app.get(&format!("{base}/standings"), None).await;
    let top = |s: &Value| -> Vec<Value> {
        s["standings"]
            .as_array()
            .expect("standings")
            .iter()
            .filter(|r| r["match_points"] == 3)
            .map(|r| r["player_id"].clone())
            .collect()
    };
    assert!(top(&s).contains(&winner), "{s}");

    // Finished is final …
    let got = app.result(&key, &tid, 1, 1, (0, 2, 0)).await;
    assert_problem(&got, StatusCode::CONFLICT, "tournament_finished");
    // … until reopened (the owner only).
    let (_, other) = app.organizer("Other").await;
    let got = app
        .post(&format!("{base}/reopen"), Some(&other), json!({}))
        .await;
    assert_eq!(got.0, StatusCode::FORBIDDEN, "{}", got.1);
    let (status, t) = app
        .post(&format!("{base}/reopen"), Some(&key), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{t}");
    assert_eq!(t["status"], "swiss");
    let got = app.result(&key, &tid, 1, 1, (0, 2, 0)).await;
    assert_eq!(got.0, StatusCode::OK, "{}", got.1);
    assert_eq!(status_of(&app, &tid).await, "swiss", "a correction alone");
    let (status, t) = app
        .post(&format!("{base}/finish"), Some(&key), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{t}");
    assert_eq!(t["status"], "finished");
    let (_, s) = app.get(&format!("{base}/standings"), None).await;
    assert!(
        !top(&s).contains(&winner),
        "the corrected result counts: {s}"
    );
    let got = app
        .post(&format!("{base}/reopen"), Some(&key), json!({}))
        .await;
    assert_eq!(got.0, StatusCode::OK);
    let got = app
        .post(&format!("{base}/reopen"), Some(&key), json!({}))
        .await;
    assert_problem(&got, StatusCode::CONFLICT, "tournament_not_finished");

    let actions = app.audit_actions(&key, &tid).await;
    let lifecycle: Vec<&String> = actions
        .iter()
        .filter(|a| a.starts_with("tournament_"))
        .collect();
    assert_eq!(
        lifecycle,
        [
            "tournament_finished",
            "tournament_reopened",
            "tournament_finished",
            "tournament_reopened"
        ],
        "{actions:?}"
    );
    let names_seen: Vec<String> = log_events(&app, &tid, &key)
        .await
        .into_iter()
        .map(|(e, _)| e)
        .filter(|e| e.starts_with("tournament."))
        .collect();
    assert_eq!(
        names_seen,
        [
            "tournament.finished",
            "tournament.reopened",
            "tournament.finished",
            "tournament.reopened"
        ]
    );

    // Finished by the final: back to `top_cut`; the final's correction
    // finishes it again with the other champion.
    let (_, t) = app
        .post(
            "/api/v1/tournaments",
            Some(&key),
            json!({ "name": "Final fix", "planned_rounds": 1, "top_cut": 2 }),
        )
        .await;
    let tid = t["id"].as_str().expect("id").to_owned();
    let base = format!("/api/v1/tournaments/{tid}");
    app.players(&key, &tid, &names(4)).await;
    app.play_next_round(&key, &tid).await;
    let (status, cut) = app
        .post(&format!("{base}/top-cut"), Some(&key), json!({ "size": 2 }))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{cut}");
    app.complete_round(&key, &tid, 2).await;
    assert_eq!(status_of(&app, &tid).await, "finished");
    let (_, bracket) = app.get(&format!("{base}/top-cut"), None).await;
    let champion = bracket["champion"]["player_id"].clone();
    assert!(champion.is_string(), "{bracket}");
    let (status, t) = app
        .post(&format!("{base}/reopen"), Some(&key), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{t}");
    assert_eq!(t["status"], "top_cut");
    let got = app.result(&key, &tid, 2, 1, (0, 2, 0)).await;
    assert_eq!(got.0, StatusCode::OK, "{}", got.1);
    assert_eq!(status_of(&app, &tid).await, "finished");
    let (_, bracket) = app.get(&format!("{base}/top-cut"), None).await;
    assert!(bracket["champion"]["player_id"].is_string(), "{bracket}");
    assert_ne!(bracket["champion"]["player_id"], champion, "{bracket}");
}
backend_test!(reopen_a_finished_tournament);

//! What players see after the evening moved on (issue 23): a round's
//! explanation after a result of an earlier round was corrected (RULES.md
//! §6), the clock of a completed round (§13), the player's page after the
//! finish and out of the top cut (§8), and two players of the same name
//! told apart everywhere people read names.

use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, names, pid};

/// `GET /api/v1/me` with `code`: status, body.
async fn me(app: &TestApp, code: &str) -> (StatusCode, Value) {
    crate::helpers::as_player(app, Method::GET, "/api/v1/me", code, None).await
}

/// The HTML of `path` (200 expected).
async fn html(app: &TestApp, path: &str) -> String {
    let resp = app.send(Method::GET, path, None, None).await;
    assert_eq!(resp.status(), StatusCode::OK, "{path}");
    resp.text().await.expect("page")
}

/// The reason kinds of every table of an explanation.
fn kinds(e: &Value) -> Vec<(u64, Vec<String>)> {
    e["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .map(|t| {
            let k = t["reasons"]
                .as_array()
                .expect("reasons")
                .iter()
                .map(|r| r["reason"]["kind"].as_str().expect("kind").to_owned())
                .collect();
            (t["table"].as_u64().expect("table"), k)
        })
        .collect()
}

/// The code of the player whose id is `id`.
fn code_of(players: &[(String, String, String)], id: &Value) -> String {
    players
        .iter()
        .find(|(i, _, _)| id == i.as_str())
        .map(|(_, c, _)| c.clone())
        .expect("a code")
}

/// 11 players, rounds 1 and 2 played, round 3 published; then a result of
/// round 2 is corrected. Round 3's explanation, `/api/v1/me` and the
/// player's page judge round 3 against the results it was paired from: no
/// manual change anywhere (nobody touched round 3, and the audit log has
/// no swap), the same reasons as before, and one note of the correction.
async fn explanation_after_an_earlier_correction(app: TestApp) {
    let (key, tid, players) = app.coded_tournament("Friday", &names(11)).await;
    let base = format!("/api/v1/tournaments/{tid}");
    app.play_next_round(&key, &tid).await;
    // Round 2 with mixed results, so a correction moves the standings.
    let r2 = app.pair(&key, &tid).await;
    app.publish(&key, &tid, 2).await;
    let mut real = Vec::new();
    for (i, p) in r2["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .enumerate()
    {
        if p["bye"] == true {
            continue;
        }
        let table = p["table"].as_u64().expect("table");
        // The first real table a double loss (both lost: RULES.md §1),
        // which the rebuilt standings must read as one, not as 0-2.
        let (r, body) = match i {
            0 => ((2, 0, 0), json!({ "double_loss": true })),
            _ if i % 2 == 0 => ((2, 0, 0), json!({ "wins": 2, "losses": 0, "draws": 0 })),
            _ => ((0, 2, 0), json!({ "wins": 0, "losses": 2, "draws": 0 })),
        };
        let path = format!("{base}/rounds/2/tables/{table}/result");
        let (status, body) = app.call(Method::PUT, &path, Some(&key), Some(body)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        real.push((table, r));
    }
    app.pair(&key, &tid).await;
    let r3 = app.publish(&key, &tid, 3).await;
    let explain = format!("{base}/rounds/3/explain");
    let (status, before) = app.get(&explain, None).await;
    assert_eq!(status, StatusCode::OK, "{before}");
    assert!(before.get("corrected_after_pairing").is_none(), "{before}");
    let untouched = kinds(&before);
    assert!(
        untouched
            .iter()
            .all(|(_, k)| !k.iter().any(|k| k == "manual_change")),
        "{before}"
    );

    // Round 2's first two real tables corrected the other way round (the
    // double loss to a 0-2 for `player_a`).
    for &(table, (w, l, d)) in &real[..2] {
        let (status, body) = app.result(&key, &tid, 2, table, (l, w, d)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let (status, after) = app.get(&explain, None).await;
    assert_eq!(status, StatusCode::OK, "{after}");
    assert_eq!(kinds(&after), untouched, "{after}");
    assert_eq!(after["tables"], before["tables"]);
    let note = &after["corrected_after_pairing"];
    let corrections = note["corrections"].as_array().expect("corrections");
    assert_eq!(corrections.len(), 2, "{note}");
    for (c, &(table, _)) in corrections.iter().zip(&real[..2]) {
        assert_eq!(c["round"], 2);
        assert_eq!(c["table"], table);
        assert!(c["at"].as_str().is_some_and(|a| a.ends_with('Z')), "{c}");
    }
    let text = note["text"].as_str().expect("text");
    assert!(
        text.contains("round 2, table") && text.contains("not paired again"),
        "{text}"
    );
    // In another language too.
    let (_, de) = app.get(&format!("{explain}?lang=de"), None).await;
    let de_text = de["corrected_after_pairing"]["text"].as_str().expect("de");
    assert!(de_text.contains("Runde 2, Tisch"), "{de_text}");

    // Every seated player: no manual change on the phone, the note once.
    let manual = "The organizer changed this table";
    for p in r3["pairings"].as_array().expect("pairings") {
        let code = code_of(&players, &pid(&p["player_a"]));
        let (status, view) = me(&app, &code).await;
        assert_eq!(status, StatusCode::OK, "{view}");
        let why: Vec<&str> = view["why"]["pairing"]
            .as_array()
            .expect("why")
            .iter()
            .filter_map(Value::as_str)
            .collect();
        assert!(!why.iter().any(|l| l.contains(manual)), "{why:?}");
        assert_eq!(why.iter().filter(|l| **l == text).count(), 1, "{why:?}");
        let page = html(&app, &format!("/p/{code}")).await;
        assert!(!page.contains(manual), "{page}");
    }
}
backend_test!(explanation_after_an_earlier_correction);

/// A one-second round clock: it runs out while the round is open, then
/// the round completes and its clock stops for good (RULES.md §13).
async fn a_completed_round_clock_stops(app: TestApp) {
    let (key, tid, players) = app.coded_tournament("Clocked", &names(5)).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let (status, body) = app
        .call(
            Method::PUT,
            &format!("{base}/clock-settings"),
            Some(&key),
            Some(json!({"round_time_limit_s": 1, "clock_starts_at_publish": true})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    app.pair(&key, &tid).await;
    let r1 = app.publish(&key, &tid, 1).await;
    assert_eq!(r1["clock"]["state"], "running", "{r1}");
    tokio::time::sleep(Duration::from_millis(1300)).await;

    // Time is up at the tables, never at the bye.
    let pairings = r1["pairings"].as_array().expect("pairings").clone();
    let bye = pairings.iter().find(|p| p["bye"] == true).expect("a bye");
    let bye_code = code_of(&players, &pid(&bye["player_a"]));
    let seated_code = code_of(&players, &pid(&pairings[0]["player_a"]));
    let page = html(&app, &format!("/p/{bye_code}")).await;
    assert!(!page.contains("Time is up"), "{page}");
    let page = html(&app, &format!("/p/{seated_code}")).await;
    assert!(page.contains("Time is up"), "{page}");

    let mut last = Value::Null;
    for p in pairings.iter().filter(|p| p["bye"] == false) {
        let table = p["table"].as_u64().expect("table");
        let (status, body) = app.result(&key, &tid, 1, table, (2, 0, 0)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        last = body;
    }
    assert_eq!(last["state"], "completed", "{last}");
    let stopped = &last["clock"];
    assert_eq!(stopped["state"], "finished", "{last}");
    assert_eq!(stopped["ends_at"], Value::Null, "{last}");
    let frozen = stopped["remaining_s"].as_i64().expect("remaining_s");
    assert!(frozen <= 0, "{stopped}");

    // Later, every read shows the same stopped clock.
    tokio::time::sleep(Duration::from_millis(1100)).await;
    for path in [format!("{base}/rounds/1"), format!("{base}/rounds/current")] {
        let (status, r) = app.get(&path, None).await;
        assert_eq!(status, StatusCode::OK, "{r}");
        let c = &r["clock"];
        assert_eq!(c["state"], "finished", "{path}: {r}");
        assert_eq!(c["ends_at"], Value::Null, "{path}: {r}");
        assert_eq!(c["remaining_s"], frozen, "{path}: {r}");
    }
    let (_, list) = app.get(&format!("{base}/rounds"), None).await;
    let listed = &crate::helpers::list_items(&list, "rounds")[0]["clock"];
    assert_eq!(listed["state"], "finished", "{list}");
    assert_eq!(listed["remaining_s"], frozen, "{list}");
    let (_, view) = me(&app, &seated_code).await;
    assert_eq!(view["round"]["clock"]["state"], "finished", "{view}");
    assert_eq!(view["round"]["clock"]["remaining_s"], frozen, "{view}");

    // The wall screen and the player's page: round over, no countdown.
    let screen = html(&app, &format!("{base}/rounds/1/screen")).await;
    assert!(
        screen.contains("id=\"clock\" class=\"finished\""),
        "{screen}"
    );
    assert!(screen.contains("All results are in"), "{screen}");
    assert!(!screen.contains(">Time is up<"), "{screen}");
    for code in [&seated_code, &bye_code] {
        let page = html(&app, &format!("/p/{code}")).await;
        assert!(!page.contains("Time is up"), "{page}");
        assert!(!page.contains("data-ends="), "{page}");
    }
    let page = html(&app, &format!("/p/{seated_code}")).await;
    assert!(page.contains("All results are in"), "{page}");

    // A clock command on the completed round stays refused.
    let (status, _) = app
        .post(
            &format!("{base}/rounds/1/clock/pause"),
            Some(&key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
}
backend_test!(a_completed_round_clock_stops);

/// 8 players, 3 Swiss rounds, a top 4: during the top cut a player out of
/// it sees their place and no drop; after the final every player sees the
/// final standing and the champion, and no action (RULES.md §8).
async fn the_players_page_after_the_finish(app: TestApp) {
    let (key, tid, players) = app.coded_tournament("Cut", &names(8)).await;
    let base = format!("/api/v1/tournaments/{tid}");
    // Self-reporting is on by default: the page has a drop button.
    for _ in 0..3 {
        app.play_next_round(&key, &tid).await;
    }
    let (status, cut) = app
        .post(&format!("{base}/top-cut"), Some(&key), json!({"size": 4}))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{cut}");
    let semis = &cut["round"];
    let n = semis["number"].as_u64().expect("number");
    app.publish(&key, &tid, n).await;
    let in_cut: Vec<Value> = semis["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .flat_map(|p| [pid(&p["player_a"]), pid(&p["player_b"])])
        .collect();
    let out = players
        .iter()
        .find(|(id, _, _)| !in_cut.iter().any(|c| c == id.as_str()))
        .expect("a player out of the cut");
    let alive = code_of(&players, &in_cut[0]);

    let (status, view) = me(&app, &out.1).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!(view["can_drop"], false, "{view}");
    assert!(view["standing"]["final_rank"].is_u64(), "{view}");
    let (_, early) = me(&app, &alive).await;
    assert_eq!(early["can_drop"], true, "{early}");
    let page = html(&app, &format!("/p/{alive}")).await;
    assert!(page.contains("id=\"drop-form\""), "{page}");
    let page = html(&app, &format!("/p/{}", out.1)).await;
    assert!(!page.contains("id=\"drop-form\""), "{page}");
    assert!(!page.contains("You are not paired"), "{page}");
    assert!(page.contains("not (or no longer) in the top cut"), "{page}");
    assert!(page.contains("Final place: "), "{page}");
    let (_, view) = me(&app, &alive).await;
    assert_eq!(view["can_drop"], true, "{view}");
    assert_eq!(view["champion"], Value::Null, "{view}");

    // Both semifinals to player_a, then the final to player_a.
    for table in [1, 2] {
        let (status, body) = app.result(&key, &tid, n, table, (2, 0, 0)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let fin = app.pair(&key, &tid).await;
    let champion = pid(&fin["pairings"][0]["player_a"]);
    app.publish(&key, &tid, n + 1).await;
    let (status, body) = app.result(&key, &tid, n + 1, 1, (2, 1, 0)).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    for (id, code, _) in &players {
        let (status, view) = me(&app, code).await;
        assert_eq!(status, StatusCode::OK, "{view}");
        assert_eq!(view["tournament"]["status"], "finished");
        assert_eq!(view["can_drop"], false, "{view}");
        assert_eq!(view["champion"]["id"], champion, "{view}");
        let place = view["standing"]["final_rank"].as_u64().expect("place");
        assert_eq!(place == 1, champion == id.as_str(), "{view}");
        let page = html(&app, &format!("/p/{code}")).await;
        assert!(page.contains("The tournament is over."), "{page}");
        assert!(page.contains("Champion: "), "{page}");
        assert!(page.contains(&format!("Final place: {place}")), "{page}");
        assert!(!page.contains("You are not paired"), "{page}");
        assert!(!page.contains("<form"), "{page}");
    }
}
backend_test!(the_players_page_after_the_finish);

/// Two players named "Max Schmidt" (and a third "max schmidt"): the round
/// explanation, the standings explanation, the player's page, the sheets
/// and the wall screen name them with the same suffix in registration
/// order.
async fn duplicate_names_are_told_apart(app: TestApp) {
    let mut list = names(3);
    list.extend(["Max Schmidt", "max schmidt", "Max Schmidt"].map(String::from));
    let (key, tid, players) = app.coded_tournament("Twins", &list).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let shown = ["Max Schmidt (#1)", "max schmidt (#2)", "Max Schmidt (#3)"];
    let id_of = |k: usize| players[3 + k].0.clone();
    let shown_of = |id: &str| {
        (0..3)
            .find(|&k| id_of(k) == id)
            .map(|k| shown[k].to_owned())
    };
    app.play_next_round(&key, &tid).await;
    let r2 = app.pair(&key, &tid).await;
    app.publish(&key, &tid, 2).await;

    let (_, e) = app.get(&format!("{base}/rounds/2/explain"), None).await;
    let mut seen = 0;
    for t in e["tables"].as_array().expect("tables") {
        let text: String = t["reasons"]
            .as_array()
            .expect("reasons")
            .iter()
            .filter_map(|r| r["text"].as_str())
            .collect();
        for side in ["player_a", "player_b"] {
            let Some(id) = t[side]["id"].as_str() else {
                continue;
            };
            if let Some(name) = shown_of(id) {
                assert!(text.contains(&name), "{name}: {text}");
                seen += 1;
            }
        }
    }
    assert_eq!(seen, 3, "{e}");
    let (_, s) = app.get(&format!("{base}/standings/explain"), None).await;
    let ties: String = s["ties"]
        .as_array()
        .expect("ties")
        .iter()
        .filter_map(|t| t["text"].as_str())
        .collect();
    assert!(
        !ties.contains("Max Schmidt ") || ties.contains("Max Schmidt (#"),
        "{ties}"
    );

    // The player's page: own name and opponent with the suffix.
    for k in 0..3 {
        let code = &players[3 + k].1;
        let page = html(&app, &format!("/p/{code}")).await;
        assert!(
            page.contains(&format!("<span class=\"me\"><bdi>{}</bdi>", shown[k])),
            "{page}"
        );
        let seat = r2["pairings"]
            .as_array()
            .expect("pairings")
            .iter()
            .find(|p| {
                pid(&p["player_a"]) == id_of(k).as_str() || pid(&p["player_b"]) == id_of(k).as_str()
            });
        if let Some(p) = seat.filter(|p| p["bye"] == false) {
            let other = if pid(&p["player_a"]) == id_of(k).as_str() {
                pid(&p["player_b"])
            } else {
                pid(&p["player_a"])
            };
            if let Some(name) = shown_of(other.as_str().expect("id")) {
                assert!(
                    page.contains(&format!("against <bdi>{name}</bdi>")),
                    "{page}"
                );
            }
        }
    }

    // The wall screen, the printed pairings and the code slips.
    let screen = html(&app, &format!("{base}/rounds/2/screen")).await;
    let sheet = html(&app, &format!("{base}/rounds/2/print")).await;
    for name in shown {
        assert!(screen.contains(name), "screen: {name}");
        assert!(sheet.contains(name), "sheet: {name}");
    }
    let resp = app
        .send(
            Method::GET,
            &format!("{base}/players/codes/print"),
            Some(&key),
            None,
        )
        .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let slips = resp.text().await.expect("slips");
    for name in shown {
        assert!(slips.contains(name), "slips: {name}");
    }
}
backend_test!(duplicate_names_are_told_apart);

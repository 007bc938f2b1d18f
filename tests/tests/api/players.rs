//! Players (RULES.md §6, §11): one player, rename, re-admission, the field
//! changing while a round is `pairing`, the `second_bye` swap warning, and
//! missed rounds in the standings, CSV, print page and explanations.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_problem, names, pid};

/// The audit log entries (`action`, `detail`), oldest first.
async fn audit(app: &TestApp, key: &str, tid: &str) -> Vec<(String, Value)> {
    let (status, page) = app
        .get(
            &format!("/api/v1/tournaments/{tid}/audit-log?limit=500"),
            Some(key),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{page}");
    page["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|e| {
            (
                e["action"].as_str().expect("action").to_owned(),
                e["detail"].clone(),
            )
        })
        .collect()
}

/// Every player id seated in `round`.
fn seated(round: &Value) -> Vec<String> {
    let mut ids: Vec<String> = round["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .flat_map(|p| [pid(&p["player_a"]), pid(&p["player_b"])])
        .filter_map(|v| v.as_str().map(str::to_owned))
        .collect();
    ids.sort();
    ids
}

/// Enters every result of round `n`: `favoured` wins 2-0 where seated,
/// elsewhere `player_a` wins 2-1.
async fn play_round(app: &TestApp, key: &str, tid: &str, n: u64, favoured: Option<&str>) {
    let (_, round) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/{n}"), Some(key))
        .await;
    for p in round["pairings"].as_array().expect("pairings") {
        if p["bye"] == true {
            continue;
        }
        let table = p["table"].as_u64().expect("table");
        let r = if Some(pid(&p["player_b"]).as_str().expect("b")) == favoured {
            (0, 2, 0)
        } else if Some(pid(&p["player_a"]).as_str().expect("a")) == favoured {
            (2, 0, 0)
        } else {
            (2, 1, 0)
        };
        let (status, body) = app.result(key, tid, n, table, r).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
}

/// The standings row of `pid` (extended figures included).
async fn standing(app: &TestApp, tid: &str, pid: &str, query: &str) -> Value {
    let (status, s) = app
        .get(
            &format!("/api/v1/tournaments/{tid}/standings?extended=true{query}"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{s}");
    s["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .find(|r| r["player_id"] == pid)
        .cloned()
        .expect("the player is in the standings")
}

async fn get_rename_readmit(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let (_, other) = app.organizer("Other").await;
    let tid = app.tournament(&key, "Edits").await;
    let ids = app.players(&key, &tid, &names(4)).await;
    let base = format!("/api/v1/tournaments/{tid}/players");

    // GET one player: public.
    let (status, p) = app.get(&format!("{base}/{}", ids[1]), None).await;
    assert_eq!(status, StatusCode::OK, "{p}");
    assert_eq!(p["id"], ids[1].as_str());
    assert_eq!(p["name"], "Player 02");
    assert_eq!(p["dropped"], false);
    assert!(p.get("repaired_round").is_none(), "{p}");
    let missing = app.get(&format!("{base}/nobody"), None).await;
    assert_problem(&missing, StatusCode::NOT_FOUND, "player_not_found");
    let elsewhere = app.tournament(&key, "Elsewhere").await;
    let foreign = app
        .get(
            &format!("/api/v1/tournaments/{elsewhere}/players/{}", ids[1]),
            None,
        )
        .await;
    assert_problem(&foreign, StatusCode::NOT_FOUND, "player_not_found");

    // PATCH the name: owner only, checked, trimmed, audit-logged.
    let path = format!("{base}/{}", ids[1]);
    let body = json!({ "name": "  Beatrice  " });
    let denied = app
        .call(Method::PATCH, &path, Some(&other), Some(body.clone()))
        .await;
    assert_eq!(denied.0, StatusCode::FORBIDDEN, "{}", denied.1);
    let anonymous = app
        .call(Method::PATCH, &path, None, Some(body.clone()))
        .await;
    assert_eq!(anonymous.0, StatusCode::UNAUTHORIZED, "{}", anonymous.1);
    let empty = app
        .call(
            Method::PATCH,
            &path,
            Some(&key),
            Some(json!({ "name": " " })),
        )
        .await;
    assert_problem(&empty, StatusCode::UNPROCESSABLE_ENTITY, "invalid_name");
    let unknown = app
        .call(
            Method::PATCH,
            &path,
            Some(&key),
            Some(json!({ "name": "X", "dropped": true })),
        )
        .await;
    assert_problem(&unknown, StatusCode::UNPROCESSABLE_ENTITY, "invalid_body");
    let (status, renamed) = app.call(Method::PATCH, &path, Some(&key), Some(body)).await;
    assert_eq!(status, StatusCode::OK, "{renamed}");
    assert_eq!(renamed["name"], "Beatrice");
    let (_, again) = app.get(&path, None).await;
    assert_eq!(again["name"], "Beatrice");
    // The same name again changes nothing and records nothing.
    let (status, _) = app
        .call(
            Method::PATCH,
            &path,
            Some(&key),
            Some(json!({ "name": "Beatrice" })),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let log = audit(&app, &key, &tid).await;
    let renames: Vec<&Value> = log
        .iter()
        .filter(|(a, _)| a == "player_renamed")
        .map(|(_, d)| d)
        .collect();
    assert_eq!(renames.len(), 1, "{log:?}");
    assert_eq!(renames[0]["before"], "Player 02");
    assert_eq!(renames[0]["after"], "Beatrice");
    assert_eq!(renames[0]["player"], ids[1].as_str());

    // Re-admission: only a dropped player.
    let readmit = format!("{base}/{}/readmit", ids[2]);
    let active = app.post(&readmit, Some(&key), json!({})).await;
    assert_problem(&active, StatusCode::CONFLICT, "player_not_dropped");
    let denied = app.post(&readmit, Some(&other), json!({})).await;
    assert_eq!(denied.0, StatusCode::FORBIDDEN, "{}", denied.1);
    let nobody = app
        .post(&format!("{base}/nobody/readmit"), Some(&key), json!({}))
        .await;
    assert_problem(&nobody, StatusCode::NOT_FOUND, "player_not_found");
    let (status, dropped) = app
        .post(&format!("{base}/{}/drop", ids[2]), Some(&key), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{dropped}");
    assert_eq!(dropped["dropped"], true);
    let (status, back) = app.post(&readmit, Some(&key), json!({})).await;
    assert_eq!(status, StatusCode::OK, "{back}");
    assert_eq!(back["dropped"], false);
    assert_eq!(back["dropped_after_round"], Value::Null);
    let (_, fetched) = app.get(&format!("{base}/{}", ids[2]), None).await;
    assert_eq!(fetched["dropped"], false);
    let log = audit(&app, &key, &tid).await;
    let (_, readmitted) = log
        .iter()
        .find(|(a, _)| a == "player_readmitted")
        .expect("audit-logged");
    assert_eq!(readmitted["player"], ids[2].as_str());
    assert_eq!(readmitted["dropped_after_round"], 0);
    // Round 1 pairs all four again.
    let r1 = app.pair(&key, &tid).await;
    let mut all = ids.clone();
    all.sort();
    assert_eq!(seated(&r1), all);
}
backend_test!(get_rename_readmit);

/// RULES.md §11: a player added after round 1 was paired has a missed
/// round for it: 0-0-0 and `missed: 1`, MW% over two rounds, GW% without
/// it, nobody's OMW% touched; in JSON, CSV, the print page and the round's
/// explanation.
async fn late_entrant_has_missed_rounds(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Late").await;
    let ids = app.players(&key, &tid, &names(4)).await;
    let base = format!("/api/v1/tournaments/{tid}");
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    play_round(&app, &key, &tid, 1, None).await;

    // Eve arrives after round 1.
    let (status, eve) = app
        .post(
            &format!("{base}/players"),
            Some(&key),
            json!({ "name": "Eve Late" }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{eve}");
    assert!(eve.get("repaired_round").is_none(), "nothing to re-pair");
    let eve = eve["id"].as_str().expect("id").to_owned();
    let row = standing(&app, &tid, &eve, "").await;
    assert_eq!(
        (
            &row["match_points"],
            &row["wins"],
            &row["losses"],
            &row["draws"],
            &row["byes"],
            &row["missed"]
        ),
        (
            &json!(0),
            &json!(0),
            &json!(0),
            &json!(0),
            &json!(0),
            &json!(1)
        ),
        "{row}"
    );
    // MW% 0 of 3: the floor; no games: GW% the floor.
    assert_eq!(row["extended"]["mw"], 0.33);
    assert_eq!(row["extended"]["games_played"], 0);
    for id in &ids {
        assert_eq!(standing(&app, &tid, id, "").await["missed"], 0);
    }

    // Round 2 pairs all five; Eve wins (or has the bye).
    let r2 = app.pair(&key, &tid).await;
    let mut all = ids.clone();
    all.push(eve.clone());
    all.sort();
    assert_eq!(seated(&r2), all);
    app.publish(&key, &tid, 2).await;
    play_round(&app, &key, &tid, 2, Some(&eve)).await;
    let row = standing(&app, &tid, &eve, "").await;
    assert_eq!(row["match_points"], 3, "{row}");
    assert_eq!(row["missed"], 1);
    assert_eq!(row["losses"], 0, "a missed round is not a loss in W-L-D");
    // 3 points of 3 × 2 rounds.
    assert_eq!(row["extended"]["mw"], 0.5, "{row}");
    if row["byes"] == 0 {
        // A 2-0 win: GW% 1, the missed round has no games.
        assert_eq!(row["gw"], 1.0, "{row}");
        assert_eq!(row["extended"]["games_played"], 2);
    }
    // Before round 2 was counted, after round 1: missed already.
    let early = standing(&app, &tid, &eve, "&after_round=1").await;
    assert_eq!(
        (&early["missed"], &early["match_points"]),
        (&json!(1), &json!(0))
    );

    // CSV: a `missed` column after `byes`.
    let csv = app
        .client
        .get(format!("{}{base}/standings", app.address))
        .header("Accept", "text/csv")
        .send()
        .await
        .expect("sent")
        .text()
        .await
        .expect("csv");
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().expect("header").split(',').collect();
    let col = header
        .iter()
        .position(|h| *h == "missed")
        .expect("missed column");
    assert_eq!(header[col - 1], "byes");
    let eve_line: Vec<&str> = lines
        .find(|l| l.contains(&eve))
        .expect("Eve's line")
        .split(',')
        .collect();
    assert_eq!(eve_line[col], "1");

    // Print page: a Missed column.
    let resp = app
        .send(Method::GET, &format!("{base}/standings/print"), None, None)
        .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let html = resp.text().await.expect("html");
    assert!(html.contains("<th>Missed</th>"), "{html}");

    // The explanation of round 2 names Eve's missed round.
    let (status, explained) = app.get(&format!("{base}/rounds/2/explain"), None).await;
    assert_eq!(status, StatusCode::OK, "{explained}");
    let reason = explained["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .flat_map(|t| t["reasons"].as_array().expect("reasons").clone())
        .find(|r| r["reason"]["kind"] == "missed_rounds")
        .expect("a missed_rounds reason");
    assert_eq!(reason["reason"]["player_id"], eve.as_str());
    assert_eq!(reason["reason"]["missed"], 1);
    assert!(
        reason["text"]
            .as_str()
            .is_some_and(|t| t.contains("Eve Late")),
        "{reason}"
    );
}
backend_test!(late_entrant_has_missed_rounds);

/// RULES.md §6, §11: a player dropped by mistake and re-admitted gets a
/// missed round for each Swiss round paired while dropped, and is paired
/// again from then on.
async fn readmitted_player_has_missed_rounds(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Readmit").await;
    let ids = app.players(&key, &tid, &names(4)).await;
    let base = format!("/api/v1/tournaments/{tid}");
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    play_round(&app, &key, &tid, 1, Some(&ids[3])).await;
    let (status, _) = app
        .post(
            &format!("{base}/players/{}/drop", ids[3]),
            Some(&key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let r2 = app.pair(&key, &tid).await;
    assert!(!seated(&r2).contains(&ids[3]));
    app.publish(&key, &tid, 2).await;
    play_round(&app, &key, &tid, 2, None).await;
    let (status, back) = app
        .post(
            &format!("{base}/players/{}/readmit", ids[3]),
            Some(&key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{back}");
    assert!(back.get("repaired_round").is_none(), "round 2 is completed");
    let row = standing(&app, &tid, &ids[3], "").await;
    // Won round 1 (2-0), missed round 2: 3 points of 6.
    assert_eq!(row["match_points"], 3, "{row}");
    assert_eq!(row["wins"], 1);
    assert_eq!(row["missed"], 1);
    assert_eq!(row["dropped"], false);
    assert_eq!(row["extended"]["mw"], 0.5, "{row}");
    assert_eq!(row["gw"], 1.0, "the missed round has no games");
    // Round 3 pairs the re-admitted player again.
    let r3 = app.pair(&key, &tid).await;
    let mut all = ids.clone();
    all.sort();
    assert_eq!(seated(&r3), all);
    // Re-admission while a round is `pairing` re-pairs it at once.
    let (status, _) = app
        .post(
            &format!("{base}/players/{}/drop", ids[0]),
            Some(&key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, r3) = app.get(&format!("{base}/rounds/3"), Some(&key)).await;
    assert!(!seated(&r3).contains(&ids[0]));
    let (status, back) = app
        .post(
            &format!("{base}/players/{}/readmit", ids[0]),
            Some(&key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{back}");
    assert_eq!(back["repaired_round"], 3);
    assert_eq!(back["manual_changes_discarded"], json!([]));
    let (_, r3) = app.get(&format!("{base}/rounds/3"), Some(&key)).await;
    assert_eq!(seated(&r3), all);
    // Dropped during round 3's pairing and re-admitted in it: no missed round.
    app.publish(&key, &tid, 3).await;
    play_round(&app, &key, &tid, 3, None).await;
    assert_eq!(standing(&app, &tid, &ids[0], "").await["missed"], 0);
}
backend_test!(readmitted_player_has_missed_rounds);

/// RULES.md §6: adding (single and bulk), dropping or re-admitting while
/// the latest round is `pairing` re-pairs it, and the swaps made to it are
/// listed as discarded, in the response and the audit log.
async fn field_changes_while_pairing_repair(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Pairing").await;
    let ids = app.players(&key, &tid, &names(8)).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let r1 = app.pair(&key, &tid).await;
    let p = &r1["pairings"];
    let (status, _) = app
        .post(
            &format!("{base}/rounds/1/swap-players"),
            Some(&key),
            json!({ "player_a": pid(&p[0]["player_a"]), "player_b": pid(&p[1]["player_b"]) }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = app
        .post(
            &format!("{base}/rounds/1/swap-tables"),
            Some(&key),
            json!({ "table_a": 1, "table_b": 3 }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);

    // A ninth player: round 1 is re-paired with them (and a bye).
    let (status, ninth) = app
        .post(
            &format!("{base}/players"),
            Some(&key),
            json!({ "name": "Ninth" }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{ninth}");
    assert_eq!(ninth["repaired_round"], 1, "{ninth}");
    let discarded = ninth["manual_changes_discarded"]
        .as_array()
        .expect("discarded");
    assert_eq!(discarded.len(), 2, "{ninth}");
    assert_eq!(discarded[0]["action"], "players_swapped");
    assert_eq!(
        discarded[0]["players"],
        json!([pid(&p[0]["player_a"]), pid(&p[1]["player_b"])])
    );
    assert_eq!(discarded[1]["action"], "tables_swapped");
    assert_eq!(discarded[1]["tables"], json!([1, 3]));
    assert!(
        discarded[1]["at"]
            .as_str()
            .is_some_and(|s| s.ends_with('Z'))
    );
    let ninth = ninth["id"].as_str().expect("id").to_owned();
    let (_, r1) = app.get(&format!("{base}/rounds/1"), Some(&key)).await;
    let mut all = ids.clone();
    all.push(ninth.clone());
    all.sort();
    assert_eq!(
        seated(&r1),
        all,
        "the round covers exactly the active players"
    );
    assert_eq!(r1["pairings"].as_array().map(Vec::len), Some(5));
    assert_eq!(r1["state"], "pairing");

    // The audit log: the re-pair with its reason and the discarded swaps.
    let log = audit(&app, &key, &tid).await;
    let (_, repaired) = log
        .iter()
        .rev()
        .find(|(a, _)| a == "round_repaired")
        .expect("round_repaired");
    assert_eq!(repaired["reason"], "player_added");
    assert_eq!(
        repaired["manual_changes_discarded"]
            .as_array()
            .map(Vec::len),
        Some(2)
    );
    let (_, added) = log
        .iter()
        .find(|(a, _)| a == "player_added")
        .expect("player_added");
    assert_eq!(added["players"][0]["id"], ninth.as_str());
    assert_eq!(
        added["manual_changes_discarded"][0]["action"],
        "players_swapped"
    );

    // Nothing swapped since: a bulk add discards nothing.
    let (status, bulk) = app
        .post(
            &format!("{base}/players/bulk"),
            Some(&key),
            json!({ "players": [{ "name": "Tenth" }, { "name": "Eleventh" }] }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{bulk}");
    assert_eq!(bulk["repaired_round"], 1);
    assert_eq!(bulk["manual_changes_discarded"], json!([]));
    let (_, r1) = app.get(&format!("{base}/rounds/1"), Some(&key)).await;
    assert_eq!(seated(&r1).len(), 11);

    // A swap, then a drop: that swap is listed.
    let p = r1["pairings"].clone();
    let (status, _) = app
        .post(
            &format!("{base}/rounds/1/swap-players"),
            Some(&key),
            json!({ "player_a": pid(&p[0]["player_a"]), "player_b": pid(&p[1]["player_a"]) }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, dropped) = app
        .post(
            &format!("{base}/players/{ninth}/drop"),
            Some(&key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{dropped}");
    assert_eq!(dropped["dropped_after_round"], 0);
    assert_eq!(dropped["repaired_round"], 1);
    assert_eq!(
        dropped["manual_changes_discarded"].as_array().map(Vec::len),
        Some(1),
        "{dropped}"
    );
    let (_, r1) = app.get(&format!("{base}/rounds/1"), Some(&key)).await;
    assert_eq!(seated(&r1).len(), 10);
    assert!(!seated(&r1).contains(&ninth));
    let log = audit(&app, &key, &tid).await;
    let (_, drop) = log
        .iter()
        .find(|(a, _)| a == "player_dropped")
        .expect("player_dropped");
    assert_eq!(drop["repaired_round"], 1);
    assert_eq!(
        drop["manual_changes_discarded"][0]["action"],
        "players_swapped"
    );

    // Published: the field no longer changes the round; a newcomer misses it.
    app.publish(&key, &tid, 1).await;
    let (status, late) = app
        .post(
            &format!("{base}/players"),
            Some(&key),
            json!({ "name": "Twelfth" }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    assert!(late.get("repaired_round").is_none(), "{late}");
    let (_, r1) = app.get(&format!("{base}/rounds/1"), Some(&key)).await;
    assert_eq!(seated(&r1).len(), 10);
}
backend_test!(field_changes_while_pairing_repair);

/// RULES.md §6: a swap that hands a player a second bye carries
/// `second_bye`, like a rematch carries `rematch`.
async fn swap_to_a_second_bye_warns(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Three").await;
    app.players(&key, &tid, &names(3)).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let r1 = app.pair(&key, &tid).await;
    let first_bye = pid(&r1["pairings"][1]["player_a"]);
    assert_eq!(r1["pairings"][1]["bye"], true);
    app.publish(&key, &tid, 1).await;
    play_round(&app, &key, &tid, 1, None).await;
    let r2 = app.pair(&key, &tid).await;
    assert_eq!(r2["warnings"], json!([]), "{r2}");
    let second_bye = pid(&r2["pairings"][1]["player_a"]);
    assert_ne!(
        first_bye, second_bye,
        "nobody gets a second bye by the engine"
    );
    let (status, swapped) = app
        .post(
            &format!("{base}/rounds/2/swap-players"),
            Some(&key),
            json!({ "player_a": first_bye, "player_b": second_bye }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{swapped}");
    assert_eq!(pid(&swapped["pairings"][1]["player_a"]), first_bye);
    let warnings = swapped["warnings"].as_array().expect("warnings");
    let w = warnings
        .iter()
        .find(|w| w["code"] == "second_bye")
        .expect("second_bye warning");
    assert_eq!(w["table"], 2);
    assert!(
        w["message"].as_str().is_some_and(|m| m.contains("round 1")),
        "{w}"
    );
    // Swapping back removes it.
    let (_, back) = app
        .post(
            &format!("{base}/rounds/2/swap-players"),
            Some(&key),
            json!({ "player_a": first_bye, "player_b": second_bye }),
        )
        .await;
    assert!(
        back["warnings"]
            .as_array()
            .expect("warnings")
            .iter()
            .all(|w| w["code"] != "second_bye"),
        "{back}"
    );
}
backend_test!(swap_to_a_second_bye_warns);

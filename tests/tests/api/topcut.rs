//! Top cut, playoff rounds, the bracket and the cut-line advice
//! (RULES.md §8, §10; the book: [Top cut](/book/en/integration.html#top-cut)).

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_problem, list_items, names, pid};

/// Pairs, publishes and plays round `n`: every real table 2–0 for
/// `player_a`. Returns the completed round.
async fn play_round(app: &TestApp, key: &str, tid: &str, n: u64) -> Value {
    let round = app.pair(key, tid).await;
    assert_eq!(round["number"], n, "{round}");
    app.publish(key, tid, n).await;
    let mut last = round.clone();
    for p in round["pairings"].as_array().expect("pairings") {
        if p["bye"] == true {
            continue;
        }
        let table = p["table"].as_u64().expect("table");
        let (status, body) = app.result(key, tid, n, table, (2, 0, 0)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        last = body;
    }
    assert_eq!(last["state"], "completed", "{last}");
    last
}

/// An event of `players` players with `rounds` Swiss rounds played.
async fn event(app: &TestApp, players: usize, rounds: u64) -> (String, String, Vec<String>) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Cut").await;
    let ids = app.players(&key, &tid, &names(players)).await;
    for n in 1..=rounds {
        play_round(app, &key, &tid, n).await;
    }
    (key, tid, ids)
}

/// Player ids in Swiss standings order.
async fn standings_order(app: &TestApp, tid: &str) -> Vec<String> {
    let (status, s) = app
        .get(&format!("/api/v1/tournaments/{tid}/standings"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{s}");
    s["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .map(|r| r["player_id"].as_str().expect("id").to_owned())
        .collect()
}

fn pairs(round: &Value) -> Vec<(String, String)> {
    round["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .map(|p| {
            (
                pid(&p["player_a"]).as_str().expect("a").to_owned(),
                pid(&p["player_b"]).as_str().expect("b").to_owned(),
            )
        })
        .collect()
}

async fn status_of(app: &TestApp, tid: &str) -> Value {
    let (_, t) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    t["status"].clone()
}

async fn top8_of_eight_to_the_end(app: TestApp) {
    let (key, tid, _) = event(&app, 8, 3).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let cut = format!("{base}/top-cut");
    // Auth: 401 without a key, 403 with another organizer's.
    let (status, _) = app.post(&cut, None, json!({ "size": 8 })).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (_, other) = app.organizer("Other").await;
    let (status, _) = app.post(&cut, Some(&other), json!({ "size": 8 })).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_problem(
        &app.get(&cut, None).await,
        StatusCode::NOT_FOUND,
        "top_cut_not_found",
    );

    let seeds = standings_order(&app, &tid).await;
    let (status, created) = app.post(&cut, Some(&key), json!({ "size": 8 })).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    // 8 players: no cut is recommended (RULES.md §8), so a warning.
    let warnings = created["warnings"].as_array().expect("warnings");
    assert_eq!(warnings.len(), 1, "{created}");
    assert_eq!(warnings[0]["code"], "cut_not_recommended");
    let round = &created["round"];
    assert_eq!(round["number"], 4);
    assert_eq!(round["kind"], "playoff");
    assert_eq!(round["state"], "pairing");
    let s = |k: usize| seeds[k - 1].clone();
    assert_eq!(
        pairs(round),
        vec![(s(1), s(8)), (s(4), s(5)), (s(2), s(7)), (s(3), s(6))]
    );
    let bracket_seeds: Vec<&str> = created["bracket"]["seeds"]
        .as_array()
        .expect("seeds")
        .iter()
        .map(|x| x["player_id"].as_str().expect("id"))
        .collect();
    assert_eq!(
        bracket_seeds,
        seeds.iter().map(String::as_str).collect::<Vec<_>>()
    );
    assert_eq!(status_of(&app, &tid).await, "top_cut");
    // As the tournament says `top_cut`, everyone sees the bracket: its
    // seeds; its first round, being paired, as any round: only the owner.
    let (status, public) = app.get(&cut, None).await;
    assert_eq!(status, StatusCode::OK, "{public}");
    assert_eq!(public["seeds"], created["bracket"]["seeds"]);
    assert_eq!(public["rounds"], json!([]));
    let (status, owners) = app.get(&cut, Some(&key)).await;
    assert_eq!(status, StatusCode::OK, "{owners}");
    assert_eq!(owners["rounds"][0]["state"], "pairing");
    let (status, rounds) = app.get(&format!("{base}/rounds"), None).await;
    assert_eq!(status, StatusCode::OK, "{rounds}");
    assert!(
        rounds["items"]
            .as_array()
            .expect("items")
            .iter()
            .all(|r| r["number"] != 4),
        "{rounds}"
    );
    assert_problem(
        &app.post(&cut, Some(&key), json!({ "size": 8 })).await,
        StatusCode::CONFLICT,
        "top_cut_exists",
    );
    assert_problem(
        &app.post(&format!("{base}/rounds"), Some(&key), json!({}))
            .await,
        StatusCode::CONFLICT,
        "round_not_completed",
    );
    assert_problem(
        &app.post(&format!("{base}/rounds/4/repair"), Some(&key), json!({}))
            .await,
        StatusCode::CONFLICT,
        "playoff_pairings_fixed",
    );
    assert_problem(
        &app.get(&format!("{base}/cut-line?size=8"), Some(&key))
            .await,
        StatusCode::CONFLICT,
        "top_cut_started",
    );

    app.publish(&key, &tid, 4).await;
    // No draws in playoff matches, nor ties in game wins.
    for r in [(1, 1, 1), (1, 1, 0), (0, 0, 3)] {
        assert_problem(
            &app.result(&key, &tid, 4, 1, r).await,
            StatusCode::UNPROCESSABLE_ENTITY,
            "playoff_draw",
        );
    }
    // Quarterfinals: 1, 5, 2, 6 win.
    for (table, r) in [
        (1, (2, 0, 0)),
        (2, (0, 2, 0)),
        (3, (2, 1, 0)),
        (4, (1, 2, 0)),
    ] {
        let (status, body) = app.result(&key, &tid, 4, table, r).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let semis = app.pair(&key, &tid).await;
    assert_eq!(semis["kind"], "playoff");
    assert_eq!(pairs(&semis), vec![(s(1), s(5)), (s(2), s(6))]);
    app.publish(&key, &tid, 5).await;
    assert_eq!(
        app.result(&key, &tid, 5, 1, (0, 2, 0)).await.0,
        StatusCode::OK
    );
    assert_eq!(
        app.result(&key, &tid, 5, 2, (2, 0, 0)).await.0,
        StatusCode::OK
    );
    assert_eq!(status_of(&app, &tid).await, "top_cut");
    let fin = app.pair(&key, &tid).await;
    // The higher seed (2) is player_a.
    assert_eq!(pairs(&fin), vec![(s(2), s(5))]);
    app.publish(&key, &tid, 6).await;
    let (status, done) = app.result(&key, &tid, 6, 1, (2, 1, 0)).await;
    assert_eq!(status, StatusCode::OK, "{done}");
    assert_eq!(done["state"], "completed");
    assert_eq!(status_of(&app, &tid).await, "finished");
    assert_problem(
        &app.post(&format!("{base}/rounds"), Some(&key), json!({}))
            .await,
        StatusCode::CONFLICT,
        "tournament_finished",
    );

    // The bracket, as anyone sees it.
    let (status, b) = app.get(&cut, None).await;
    assert_eq!(status, StatusCode::OK, "{b}");
    assert_eq!(b["size"], 8);
    assert_eq!(b["total_rounds"], 3);
    assert_eq!(b["finished"], true);
    assert_eq!(b["champion"]["player_id"], s(2));
    assert_eq!(b["champion"]["seed"], 2);
    let (_, players) = app.get(&format!("{base}/players"), None).await;
    for seed in b["seeds"].as_array().expect("seeds") {
        let p = players["items"]
            .as_array()
            .expect("items")
            .iter()
            .find(|p| p["id"] == seed["player_id"])
            .expect("seed is a player");
        assert_eq!(seed["name"], p["name"]);
    }
    let rounds = b["rounds"].as_array().expect("rounds");
    assert_eq!(rounds.len(), 3);
    let winners = |i: usize| -> Vec<String> {
        rounds[i]["matches"]
            .as_array()
            .expect("matches")
            .iter()
            .map(|m| m["winner"].as_str().expect("winner").to_owned())
            .collect()
    };
    assert_eq!(winners(0), vec![s(1), s(5), s(2), s(6)]);
    assert_eq!(winners(1), vec![s(5), s(2)]);
    assert_eq!(winners(2), vec![s(2)]);
    let qf = &rounds[0];
    assert_eq!(qf["round"], 4);
    assert_eq!(qf["stage"], 1);
    assert_eq!(qf["state"], "completed");
    let seeds_of: Vec<(u64, u64)> = qf["matches"]
        .as_array()
        .expect("matches")
        .iter()
        .map(|m| {
            (
                m["seed_a"].as_u64().expect("a"),
                m["seed_b"].as_u64().expect("b"),
            )
        })
        .collect();
    assert_eq!(seeds_of, vec![(1, 8), (4, 5), (2, 7), (3, 6)]);
    assert_eq!(
        qf["matches"][1]["result"],
        json!({"wins": 0, "losses": 2, "draws": 0})
    );
    assert_eq!(qf["matches"][1]["forfeit"], false);
    assert_eq!(rounds[2]["matches"][0]["seed_a"], 2);
    assert_eq!(rounds[2]["matches"][0]["seed_b"], 5);
}
backend_test!(top8_of_eight_to_the_end);

async fn refusals_and_warnings(app: TestApp) {
    let (key, tid, _) = event(&app, 9, 2).await;
    let cut = format!("/api/v1/tournaments/{tid}/top-cut");
    // Round 3 paired but not played: the Swiss part is running.
    app.pair(&key, &tid).await;
    assert_problem(
        &app.post(&cut, Some(&key), json!({ "size": 4 })).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "swiss_unfinished",
    );
    app.publish(&key, &tid, 3).await;
    let (_, round3) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/3"), None)
        .await;
    for p in round3["pairings"].as_array().expect("pairings") {
        if p["bye"] == false {
            let t = p["table"].as_u64().expect("table");
            assert_eq!(
                app.result(&key, &tid, 3, t, (2, 0, 0)).await.0,
                StatusCode::OK
            );
        }
    }
    for size in [0, 1, 3, 6, 12] {
        assert_problem(
            &app.post(&cut, Some(&key), json!({ "size": size })).await,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_cut_size",
        );
    }
    assert_problem(
        &app.post(&cut, Some(&key), json!({ "size": 16 })).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "not_enough_players_for_cut",
    );
    // Nothing was written by the refusals.
    let (_, rounds) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds"), Some(&key))
        .await;
    assert_eq!(list_items(&rounds, "rounds").len(), 3);
    // 9 players: Top 4 is recommended, so a Top 8 is warned, not refused.
    let (status, created) = app.post(&cut, Some(&key), json!({ "size": 8 })).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    assert_eq!(created["warnings"][0]["code"], "cut_not_recommended");
    let message = created["warnings"][0]["message"].as_str().expect("message");
    assert!(message.contains("top 4"), "{message}");
    assert_eq!(created["bracket"]["warnings"], created["warnings"]);
    assert_eq!(created["round"]["pairings"].as_array().expect("p").len(), 4);

    // A planned event refuses the cut before its planned rounds are played.
    let (status, t) = app
        .post(
            "/api/v1/tournaments",
            Some(&key),
            json!({ "name": "Planned", "planned_rounds": 3 }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let tid2 = t["id"].as_str().expect("id").to_owned();
    app.players(&key, &tid2, &names(9)).await;
    for n in 1..=2 {
        play_round(&app, &key, &tid2, n).await;
    }
    assert_problem(
        &app.post(
            &format!("/api/v1/tournaments/{tid2}/top-cut"),
            Some(&key),
            json!({ "size": 4 }),
        )
        .await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "swiss_unfinished",
    );
}
backend_test!(refusals_and_warnings);

async fn playoff_drops(app: TestApp) {
    let (key, tid, _) = event(&app, 9, 3).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let seeds = standings_order(&app, &tid).await;
    let s = |k: usize| seeds[k - 1].clone();
    let (status, created) = app
        .post(&format!("{base}/top-cut"), Some(&key), json!({ "size": 4 }))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    assert_eq!(created["warnings"], json!([]), "Top 4 is recommended for 9");
    assert_eq!(pairs(&created["round"]), vec![(s(1), s(4)), (s(2), s(3))]);
    app.publish(&key, &tid, 4).await;
    // Seed 4 drops with the match unplayed: seed 1 advances (2–0 forfeit).
    let (status, p) = app
        .post(
            &format!("{base}/players/{}/drop", s(4)),
            Some(&key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{p}");
    assert_eq!(p["dropped_after_round"], 4);
    let (_, r4) = app.get(&format!("{base}/rounds/4"), None).await;
    assert_eq!(
        r4["pairings"][0]["result"],
        json!({"wins": 2, "losses": 0, "draws": 0})
    );
    assert_eq!(r4["state"], "published");
    let (status, r4) = app.result(&key, &tid, 4, 2, (0, 2, 0)).await;
    assert_eq!(status, StatusCode::OK, "{r4}");
    assert_eq!(r4["state"], "completed");
    // Seed 1 (a winner) drops before the final is paired: seed 3 advances.
    let (status, p) = app
        .post(
            &format!("{base}/players/{}/drop", s(1)),
            Some(&key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{p}");
    let fin = app.pair(&key, &tid).await;
    assert_eq!(pairs(&fin), vec![(s(1), s(3))]);
    assert_eq!(
        fin["pairings"][0]["result"],
        json!({"wins": 0, "losses": 2, "draws": 0})
    );
    let fin = app.publish(&key, &tid, 5).await;
    assert_eq!(fin["state"], "completed");
    assert_eq!(status_of(&app, &tid).await, "finished");
    let (_, players) = app.get(&format!("{base}/players"), None).await;
    let p1 = players["items"]
        .as_array()
        .expect("items")
        .iter()
        .find(|p| p["id"] == s(1))
        .expect("seed 1")
        .clone();
    assert_eq!(
        p1["dropped_after_round"], 5,
        "seated in the final it forfeits"
    );
    let (status, b) = app.get(&format!("{base}/top-cut"), None).await;
    assert_eq!(status, StatusCode::OK, "{b}");
    assert_eq!(b["champion"]["player_id"], s(3));
    assert_eq!(b["rounds"][0]["matches"][0]["forfeit"], true);
    assert_eq!(b["rounds"][0]["matches"][0]["winner"], s(1));
    assert_eq!(b["rounds"][0]["matches"][1]["forfeit"], false);
    assert_eq!(b["rounds"][1]["matches"][0]["forfeit"], true);
    assert_eq!(b["seeds"][0]["dropped"], true);
    assert_eq!(b["seeds"][1]["dropped"], false);
    // Standings and export still load (the history stays consistent).
    assert_eq!(
        app.get(&format!("{base}/standings"), None).await.0,
        StatusCode::OK
    );
    assert_eq!(
        app.get(&format!("{base}/export"), None).await.0,
        StatusCode::OK
    );
}
backend_test!(playoff_drops);

async fn cut_line_statuses(app: TestApp) {
    let (key, tid, _) = event(&app, 8, 0).await;
    let line = |size: &str| format!("/api/v1/tournaments/{tid}/cut-line?size={size}");
    assert_problem(
        &app.get(&line("4"), Some(&key)).await,
        StatusCode::CONFLICT,
        "no_round_to_advise",
    );
    // Round 1: every player_a wins: four players on 3 points, four on 0.
    let r1 = play_round(&app, &key, &tid, 1).await;
    let winners: Vec<String> = pairs(&r1).into_iter().map(|(a, _)| a).collect();
    let mp = |id: &str| {
        if winners.iter().any(|w| w == id) {
            3
        } else {
            0
        }
    };
    assert_problem(
        &app.get(&line("4"), None).await,
        StatusCode::CONFLICT,
        "no_round_to_advise",
    );
    let r2 = app.pair(&key, &tid).await;
    // The premise of the hand reasoning: Swiss pairs equal scores.
    for (a, b) in pairs(&r2) {
        assert_eq!(mp(&a), mp(&b), "round 2 pairs within score groups");
    }
    // Round 2 being paired: the public does not see it yet.
    assert_problem(
        &app.get(&line("4"), None).await,
        StatusCode::CONFLICT,
        "no_round_to_advise",
    );
    let (status, owner_view) = app.get(&line("4"), Some(&key)).await;
    assert_eq!(status, StatusCode::OK, "{owner_view}");
    app.publish(&key, &tid, 2).await;
    assert_problem(
        &app.get(&line("3"), None).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_cut_size",
    );
    assert_eq!(
        app.get(&format!("/api/v1/tournaments/{tid}/cut-line"), None)
            .await
            .0,
        StatusCode::BAD_REQUEST
    );

    // Hand reasoning (match points only, ties against the player, other
    // tables at their worst). Two tables of 3-v-3, two of 0-v-0.
    // A 3-pointer: win → 6, only the other 3-v-3 winner can tie: worst 2nd.
    //   Draw → 4: the other 3-v-3 can draw (4, 4), own opponent 4: worst 4th.
    //   Loss → 3: 3 others at ≥ 3 in the 3-v-3s plus one 0-v-0 winner per
    //   table: worst 6th. Best case: nobody above 6: 1st.
    // A 0-pointer: win → 3: the four 3-pointers stay ≥ 3 and the other 0-v-0
    //   winner ties: worst 6th; draw → 1: worst 8th; loss → 0: worst 8th.
    //   Best case: each 3-v-3 has at least one player above 3 (4-4 draw or a
    //   winner on 6), nobody else above: best 3rd.
    let expected = |size: u32, three: bool| -> (&'static str, u32, u32, u32, u32) {
        let (w, d, l, b) = if three { (2, 4, 6, 1) } else { (6, 8, 8, 3) };
        let status = match (size, three) {
            (8, _) => "locked",
            (4, true) => "draw_is_safe",
            (4, false) => "tiebreakers_decide",
            (2, true) => "win_and_in",
            _ => "out",
        };
        (status, w, d, l, b)
    };
    for size in [2u32, 4, 8] {
        let (status, view) = app.get(&line(&size.to_string()), None).await;
        assert_eq!(status, StatusCode::OK, "{view}");
        assert_eq!(view["round"], 2);
        assert_eq!(view["size"], size);
        let players = view["players"].as_array().expect("players");
        assert_eq!(players.len(), 8);
        for p in players {
            let id = p["player_id"].as_str().expect("id");
            let three = mp(id) == 3;
            let (st, w, d, l, b) = expected(size, three);
            assert_eq!(p["match_points"], mp(id), "{p}");
            assert_eq!(p["status"], st, "size {size}: {p}");
            assert_eq!(p["worst_rank_win"], w, "{p}");
            assert_eq!(p["worst_rank_draw"], d, "{p}");
            assert_eq!(p["worst_rank_loss"], l, "{p}");
            assert_eq!(p["best_rank"], b, "{p}");
            let reason = p["reason"].as_str().expect("reason");
            let name = p["name"].as_str().expect("name");
            assert!(reason.contains(name), "{reason}");
            assert!(reason.contains(&format!("top {size}")), "{reason}");
            assert!(reason.ends_with('.'), "{reason}");
            assert!(p["opponent"].is_string(), "{p}");
        }
        if size == 4 {
            assert_eq!(view, owner_view, "same advice before and after publish");
        }
    }
    // Once the round is completed there is nothing to advise on.
    for t in 1..=4 {
        assert_eq!(
            app.result(&key, &tid, 2, t, (2, 0, 0)).await.0,
            StatusCode::OK
        );
    }
    assert_problem(
        &app.get(&line("4"), None).await,
        StatusCode::CONFLICT,
        "no_round_to_advise",
    );
}
backend_test!(cut_line_statuses);

async fn cut_line_with_a_bye(app: TestApp) {
    let (key, tid, _) = event(&app, 3, 0).await;
    let round = app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let bye = pid(&round["pairings"][1]["player_a"]);
    assert_eq!(round["pairings"][1]["bye"], true);
    let (status, view) = app
        .get(&format!("/api/v1/tournaments/{tid}/cut-line?size=2"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{view}");
    // Everyone on 0. The bye ends on 3; of the table only the winner can
    // reach 3: at worst 2nd, inside a top 2 whatever happens.
    // At the table: a win (3) ties the bye at worst: 2nd; a draw (1) or a
    // loss leaves the bye and the opponent at or above: 3rd.
    let players = view["players"].as_array().expect("players");
    assert_eq!(players.len(), 3);
    let last = &players[2];
    assert_eq!(last["player_id"], bye);
    assert_eq!(last["opponent"], Value::Null);
    assert_eq!(last["status"], "locked");
    assert_eq!(last["worst_rank_win"], 2);
    assert_eq!(last["worst_rank_draw"], Value::Null);
    assert_eq!(last["worst_rank_loss"], Value::Null);
    assert!(
        last["reason"]
            .as_str()
            .expect("reason")
            .starts_with("With the bye"),
        "{last}"
    );
    for p in &players[..2] {
        assert_eq!(p["status"], "win_and_in", "{p}");
        assert_eq!(p["worst_rank_win"], 2);
        assert_eq!(p["worst_rank_draw"], 3);
        assert_eq!(p["worst_rank_loss"], 3);
        assert_eq!(p["best_rank"], 1);
        assert_eq!(p["table"], 1);
    }
}
backend_test!(cut_line_with_a_bye);

async fn drop_while_playoff_round_is_paired(app: TestApp) {
    let (key, tid, _) = event(&app, 5, 2).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let seeds = standings_order(&app, &tid).await;
    let (status, created) = app
        .post(&format!("{base}/top-cut"), Some(&key), json!({ "size": 4 }))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    // The fifth player, not in the cut, drops: nothing changes in round 3.
    let (status, p) = app
        .post(
            &format!("{base}/players/{}/drop", seeds[4]),
            Some(&key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{p}");
    assert_eq!(p["dropped_after_round"], 2);
    // Seed 3 drops while round 3 is still being paired: seed 2 advances.
    let (status, p) = app
        .post(
            &format!("{base}/players/{}/drop", seeds[2]),
            Some(&key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{p}");
    assert_eq!(p["dropped_after_round"], 3);
    let (_, r3) = app.get(&format!("{base}/rounds/3"), Some(&key)).await;
    assert_eq!(r3["state"], "pairing");
    assert_eq!(pairs(&r3)[1], (seeds[1].clone(), seeds[2].clone()));
    assert_eq!(
        r3["pairings"][1]["result"],
        json!({"wins": 2, "losses": 0, "draws": 0})
    );
    assert_eq!(r3["pairings"][0]["result"], Value::Null);
    assert_problem(
        &app.call(
            reqwest::Method::DELETE,
            &format!("{base}/rounds/3"),
            Some(&key),
            None,
        )
        .await,
        StatusCode::CONFLICT,
        "playoff_round_has_results",
    );
    let r3 = app.publish(&key, &tid, 3).await;
    assert_eq!(r3["state"], "published");
    let (status, r3) = app.result(&key, &tid, 3, 1, (2, 0, 0)).await;
    assert_eq!(status, StatusCode::OK, "{r3}");
    assert_eq!(r3["state"], "completed");
    let fin = app.pair(&key, &tid).await;
    assert_eq!(pairs(&fin), vec![(seeds[0].clone(), seeds[1].clone())]);
}
backend_test!(drop_while_playoff_round_is_paired);

/// A page: status, `Content-Language` and body.
async fn html(
    app: &TestApp,
    path: &str,
    key: Option<&str>,
    lang: Option<&str>,
) -> (StatusCode, String, String) {
    let mut req = app.client.get(format!("{}{path}", app.address));
    if let Some(key) = key {
        req = req.bearer_auth(key);
    }
    if let Some(lang) = lang {
        req = req.header("accept-language", lang);
    }
    let resp = req.send().await.expect("sent");
    let status = resp.status();
    let language = resp
        .headers()
        .get("content-language")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    (status, language, resp.text().await.expect("body"))
}

/// The sentences the bracket has for screen readers, in page order.
fn read_out(page: &str) -> Vec<String> {
    page.split("<p class=\"sr\">")
        .skip(1)
        .map(|s| s.split("</p>").next().expect("sentence").to_owned())
        .collect()
}

/// Seed → name, from the bracket's JSON.
fn seed_names(bracket: &Value) -> Vec<String> {
    bracket["seeds"]
        .as_array()
        .expect("seeds")
        .iter()
        .map(|s| s["name"].as_str().expect("name").to_owned())
        .collect()
}

/// The wall screen of a playoff round draws the bracket (issue 23): the
/// eight seeds in bracket order, the round's results as they come in.
async fn bracket_on_the_wall_screen(app: TestApp) {
    let (key, tid, _) = event(&app, 8, 3).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let (status, made) = app
        .post(&format!("{base}/top-cut"), Some(&key), json!({ "size": 8 }))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let seeds = seed_names(&made["bracket"]);
    let screen = format!("{base}/rounds/4/screen?lang=en");
    // Being paired: the owner's only; the others' screen waits.
    let (status, _, waiting) = html(&app, &screen, None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(waiting.contains("Waiting for pairings"), "{waiting}");
    assert!(!waiting.contains("<div class=\"bracket\""), "{waiting}");
    let (status, _, owner) = html(&app, &screen, Some(&key), None).await;
    assert_eq!(status, StatusCode::OK, "{owner}");
    assert!(owner.contains("<div class=\"bracket\""), "{owner}");
    app.publish(&key, &tid, 4).await;

    let (status, language, page) = html(&app, &screen, None, None).await;
    assert_eq!(
        (status, language.as_str()),
        (StatusCode::OK, "en"),
        "{page}"
    );
    for heading in ["Quarterfinals", "Semifinals", "Final", "Champion"] {
        assert!(
            page.contains(&format!("\">{heading}</h3>")),
            "{heading}: {page}"
        );
    }
    let order = [(1, 8), (4, 5), (2, 7), (3, 6)];
    let sentence = |a: usize, b: usize, end: &str| {
        format!(
            "Seed {a} {} vs Seed {b} {}, {end}",
            seeds[a - 1],
            seeds[b - 1]
        )
    };
    let expected: Vec<String> = order
        .iter()
        .map(|&(a, b)| sentence(a, b, "being played"))
        .collect();
    let said = read_out(&page);
    assert_eq!(said[..4], expected[..], "{page}");
    // The engine's order, as the bracket's JSON has it.
    let (_, bracket) = app.get(&format!("{base}/top-cut"), None).await;
    let json_order: Vec<(u64, u64)> = bracket["rounds"][0]["matches"]
        .as_array()
        .expect("matches")
        .iter()
        .map(|m| {
            (
                m["seed_a"].as_u64().expect("a"),
                m["seed_b"].as_u64().expect("b"),
            )
        })
        .collect();
    assert_eq!(json_order, [(1, 8), (4, 5), (2, 7), (3, 6)]);
    // The semifinals and the final are still to come: 2 + 1 matches, and
    // the champion.
    assert_eq!(said[4..], ["to be decided"; 4], "{page}");
    for seed in 1..=8 {
        assert_eq!(
            page.matches(&format!("<span class=\"seed\">{seed}</span>"))
                .count(),
            1,
            "seed {seed}: {page}"
        );
    }
    assert!(page.contains("data-results=\"_,_,_,_\""), "{page}");

    // A result: on the screen, read out with the winner.
    let (status, body) = app.result(&key, &tid, 4, 2, (1, 2, 0)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, _, page) = html(&app, &screen, None, None).await;
    let said = read_out(&page);
    assert_eq!(
        said[1],
        sentence(4, 5, &format!("{} won 2–1", seeds[4])),
        "{page}"
    );
    assert_eq!(said[0], expected[0]);
    assert!(page.contains("data-results=\"_,1-2-0,_,_\""), "{page}");
    assert!(page.contains("<span class=\"games\">2</span>"), "{page}");
    // In German.
    let (_, language, de) = html(&app, &format!("{base}/rounds/4/screen"), None, Some("de")).await;
    assert_eq!(language, "de");
    assert!(de.contains("\">Viertelfinale</h3>"), "{de}");
    assert!(read_out(&de)[1].starts_with("Setzplatz 4 "), "{de}");
    // A Swiss round keeps the list.
    let (_, _, swiss) = html(&app, &format!("{base}/rounds/3/screen"), None, None).await;
    assert!(!swiss.contains("class=\"bracket\""), "{swiss}");
    assert!(!swiss.contains("data-results"), "{swiss}");
}
backend_test!(bracket_on_the_wall_screen);

/// The bracket poster (issue 23): public as the printed standings, a
/// 404 problem before the cut, the seeds, and the champion after the
/// final; A4 or A3 landscape.
async fn bracket_poster(app: TestApp) {
    let (key, tid, _) = event(&app, 8, 3).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let poster = format!("{base}/top-cut/print");
    // No top cut yet.
    for k in [None, Some(key.as_str())] {
        let refused = app.get(&poster, k).await;
        assert_problem(&refused, StatusCode::NOT_FOUND, "top_cut_not_found");
    }
    let refused = app
        .get("/api/v1/tournaments/nope/top-cut/print", None)
        .await;
    assert_problem(&refused, StatusCode::NOT_FOUND, "tournament_not_found");
    let (status, made) = app
        .post(&format!("{base}/top-cut"), Some(&key), json!({ "size": 4 }))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let seeds = seed_names(&made["bracket"]);
    // Its first round being paired: what everyone sees, as the printed
    // standings (the owner too): the bracket, its matches still to come.
    for k in [None, Some(key.as_str())] {
        let (status, _, page) = html(&app, &poster, k, None).await;
        assert_eq!(status, StatusCode::OK, "{page}");
        assert!(page.contains("class=\"bracket\""), "{page}");
        assert!(!seeds.iter().any(|s| page.contains(s.as_str())), "{page}");
    }
    app.publish(&key, &tid, 4).await;
    let bad = app.get(&format!("{poster}?paper=letter"), Some(&key)).await;
    assert_problem(&bad, StatusCode::BAD_REQUEST, "invalid_query");

    let (status, language, page) = html(&app, &poster, Some(&key), None).await;
    assert_eq!(
        (status, language.as_str()),
        (StatusCode::OK, "en"),
        "{page}"
    );
    assert!(page.contains("<h2>Top 4 bracket</h2>"), "{page}");
    assert!(page.contains("@page{size:A4 landscape"), "{page}");
    assert!(page.contains("\">Semifinals</h3>"), "{page}");
    assert!(!page.contains("Quarterfinals"), "{page}");
    let said = read_out(&page);
    let vs = |a: usize, b: usize| format!("Seed {a} {} vs Seed {b} {}", seeds[a - 1], seeds[b - 1]);
    assert_eq!(
        said,
        [
            format!("{}, being played", vs(1, 4)),
            format!("{}, being played", vs(2, 3)),
            "to be decided".to_owned(),
            "to be decided".to_owned(),
        ],
        "{page}"
    );
    let (status, _, a3) = html(&app, &format!("{poster}?paper=a3"), None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(a3.contains("@page{size:A3 landscape"), "{a3}");

    // The semifinals (the higher seeds win), then the final: 1 beats 2.
    for table in [1, 2] {
        let (status, body) = app.result(&key, &tid, 4, table, (2, 0, 0)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 5).await;
    let (status, body) = app.result(&key, &tid, 5, 1, (2, 1, 0)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, _, page) = html(&app, &poster, None, None).await;
    let said = read_out(&page);
    assert_eq!(
        said,
        [
            format!("{}, {} won 2–0", vs(1, 4), seeds[0]),
            format!("{}, {} won 2–0", vs(2, 3), seeds[1]),
            format!("{}, {} won 2–1", vs(1, 2), seeds[0]),
            format!("Seed 1 {}", seeds[0]),
        ],
        "{page}"
    );
    assert!(
        page.contains("<h3 id=\"stage-champion\">Champion</h3>"),
        "{page}"
    );
    // In the language asked for.
    let (_, language, es) = html(&app, &poster, None, Some("es")).await;
    assert_eq!(language, "es");
    assert!(es.contains("<h2>Cuadro del top 4</h2>"), "{es}");
    assert!(es.contains(">Campeón</h3>"), "{es}");
}
backend_test!(bracket_poster);

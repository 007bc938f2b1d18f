//! Final standings after a top cut (RULES.md §8 "Final standings"):
//! `final_rank` in `GET …/standings` (JSON and CSV), the printable page and
//! the exported document, mid-playoff and after the final.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, names, pid};

/// Pairs, publishes and plays Swiss round `n`: every real table 2–0 for
/// `player_a`.
async fn play_round(app: &TestApp, key: &str, tid: &str, n: u64) {
    let round = app.pair(key, tid).await;
    assert_eq!(round["number"], n, "{round}");
    app.publish(key, tid, n).await;
    for p in round["pairings"].as_array().expect("pairings") {
        if p["bye"] == true {
            continue;
        }
        let table = p["table"].as_u64().expect("table");
        let (status, body) = app.result(key, tid, n, table, (2, 0, 0)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
}

/// Asserts a `200 OK`.
fn ok(r: (StatusCode, Value)) {
    assert_eq!(r.0, StatusCode::OK, "{}", r.1);
}

/// `players` players, `rounds` Swiss rounds played.
async fn event(app: &TestApp, players: usize, rounds: u64) -> (String, String) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Final").await;
    app.players(&key, &tid, &names(players)).await;
    for n in 1..=rounds {
        play_round(app, &key, &tid, n).await;
    }
    (key, tid)
}

/// `GET …/standings` (public) with an optional query.
async fn standings(app: &TestApp, tid: &str, query: &str) -> Value {
    let (status, s) = app
        .get(&format!("/api/v1/tournaments/{tid}/standings{query}"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{s}");
    s
}

fn rows(s: &Value) -> &Vec<Value> {
    s["standings"].as_array().expect("standings")
}

fn ids(s: &Value) -> Vec<String> {
    rows(s)
        .iter()
        .map(|r| r["player_id"].as_str().expect("id").to_owned())
        .collect()
}

/// `(player id, final_rank)` per row, in the order served.
fn finals(s: &Value) -> Vec<(String, Option<u64>)> {
    rows(s)
        .iter()
        .map(|r| {
            assert!(r.get("final_rank").is_some(), "final_rank missing: {r}");
            (
                r["player_id"].as_str().expect("id").to_owned(),
                r["final_rank"].as_u64(),
            )
        })
        .collect()
}

/// The final rank of `id` in standings `s`.
fn place(s: &Value, id: &str) -> Option<u64> {
    rows(s)
        .iter()
        .find(|r| r["player_id"] == id)
        .unwrap_or_else(|| panic!("{id} not in {s}"))["final_rank"]
        .as_u64()
}

async fn text(app: &TestApp, path: &str, accept: &str) -> String {
    let resp = app
        .client
        .get(format!("{}{path}", app.address))
        .header("Accept", accept)
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::OK);
    resp.text().await.expect("body")
}

async fn csv(app: &TestApp, tid: &str) -> Vec<Vec<String>> {
    text(
        app,
        &format!("/api/v1/tournaments/{tid}/standings"),
        "text/csv",
    )
    .await
    .lines()
    // No field here holds a comma; text fields are quoted.
    .map(|l| {
        l.split(',')
            .map(|c| c.trim_matches('"').to_owned())
            .collect()
    })
    .collect()
}

/// The player names in the order of the printed standings rows.
async fn printed_order(app: &TestApp, tid: &str, names_by_id: &[(String, String)]) -> Vec<String> {
    let html = text(
        app,
        &format!("/api/v1/tournaments/{tid}/standings/print"),
        "text/html",
    )
    .await;
    assert!(html.contains("Final standings"), "{html}");
    assert!(html.contains("<th>Place</th>"), "{html}");
    let body = html.split("<tbody>").nth(1).expect("tbody");
    let mut found: Vec<(usize, String)> = names_by_id
        .iter()
        .map(|(id, name)| {
            let at = body
                .find(&format!("<td class=\"name\">{name}</td>"))
                .unwrap_or_else(|| panic!("{name} not printed"));
            (at, id.clone())
        })
        .collect();
    found.sort();
    found.into_iter().map(|(_, id)| id).collect()
}

/// `(id, name)` of every player, from the standings.
fn names_by_id(s: &Value) -> Vec<(String, String)> {
    rows(s)
        .iter()
        .map(|r| {
            (
                r["player_id"].as_str().expect("id").to_owned(),
                r["name"].as_str().expect("name").to_owned(),
            )
        })
        .collect()
}

/// The exported document's `final_rank` of every player.
async fn exported(app: &TestApp, tid: &str) -> Vec<(String, Option<u64>)> {
    let (status, doc) = app
        .call(
            Method::GET,
            &format!("/api/v1/tournaments/{tid}/export"),
            None,
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{doc}");
    doc["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| {
            (
                p["id"].as_str().expect("id").to_owned(),
                p["final_rank"].as_u64(),
            )
        })
        .collect()
}

async fn top4_to_the_final(app: TestApp) {
    let (key, tid) = event(&app, 9, 3).await;
    let swiss = standings(&app, &tid, "").await;
    let seeds = ids(&swiss);
    let s = |k: usize| seeds[k - 1].clone();
    let (status, created) = app
        .post(
            &format!("/api/v1/tournaments/{tid}/top-cut"),
            Some(&key),
            json!({ "size": 4 }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");

    // While the cut is being paired (hidden from the public) the standings
    // stay the Swiss ones: no cut_size, no final_rank.
    let before = standings(&app, &tid, "").await;
    assert!(before.get("cut_size").is_none(), "{before}");
    assert!(rows(&before).iter().all(|r| r.get("final_rank").is_none()));
    assert_eq!(ids(&before), seeds);
    assert!(exported(&app, &tid).await.iter().all(|p| p.1.is_none()));

    // Published: the places outside the cut are decided (5–9 in Swiss
    // order), the four seeds pending.
    app.publish(&key, &tid, 4).await;
    let st = standings(&app, &tid, "").await;
    assert_eq!(st["cut_size"], 4);
    let want: Vec<(String, Option<u64>)> = (1..=9)
        .map(|k| (s(k), (k > 4).then_some(k as u64)))
        .collect();
    assert_eq!(finals(&st), want);
    let first_csv = csv(&app, &tid).await;
    assert_eq!(first_csv[0][0], "final_rank");
    assert_eq!(first_csv[0][1], "rank");
    assert_eq!(first_csv[1][0], "", "pending: empty cell");
    assert_eq!(first_csv[5][0], "5");

    // Semifinal 1: seed 4 beats seed 1. Seed 1 lost in the semifinals and
    // ranks above both possible losers of the other semifinal: 3rd now.
    let (status, body) = app.result(&key, &tid, 4, 1, (0, 2, 0)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let st = standings(&app, &tid, "").await;
    assert_eq!(place(&st, &s(1)), Some(3));
    for k in 2..=4 {
        assert_eq!(place(&st, &s(k)), None, "seed {k}");
    }
    // Players still in first (seed 4 has a win), then 2, 3, then seed 1.
    assert_eq!(ids(&st)[..4], [s(4), s(2), s(3), s(1)]);

    // Semifinal 2: seed 3 beats seed 2: 4th. Final pending.
    ok(app.result(&key, &tid, 4, 2, (0, 2, 0)).await);
    let fin = app.pair(&key, &tid).await;
    assert_eq!(fin["kind"], "playoff");
    app.publish(&key, &tid, 5).await;
    let st = standings(&app, &tid, "").await;
    assert_eq!(
        finals(&st)[..4],
        [(s(3), None), (s(4), None), (s(1), Some(3)), (s(2), Some(4))]
    );
    // The final: seed 4 (player_b) beats seed 3.
    let (status, body) = app.result(&key, &tid, 5, 1, (1, 2, 0)).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let st = standings(&app, &tid, "").await;
    let order = [4, 3, 1, 2, 5, 6, 7, 8, 9];
    let want: Vec<(String, Option<u64>)> = order
        .iter()
        .zip(1..)
        .map(|(&k, p)| (s(k), Some(p)))
        .collect();
    assert_eq!(finals(&st), want);
    // `rank` stays the Swiss rank.
    assert_eq!(rows(&st)[0]["rank"], 4);
    assert_eq!(rows(&st)[0]["player_id"], s(4));

    // CSV: final_rank first, the champion on the first line.
    let lines = csv(&app, &tid).await;
    assert_eq!(lines[0][..3], ["final_rank", "rank", "player_id"]);
    assert_eq!(lines[1][..3], ["1".to_owned(), "4".to_owned(), s(4)]);
    assert_eq!(lines[2][..3], ["2".to_owned(), "3".to_owned(), s(3)]);
    assert_eq!(lines.len(), 10);

    // The printed page: the champion first, the same order.
    let printed = printed_order(&app, &tid, &names_by_id(&st)).await;
    assert_eq!(printed, ids(&st));

    // The export carries the same places.
    let mut doc = exported(&app, &tid).await;
    doc.sort_by_key(|p| p.1);
    assert_eq!(doc, want);

    // The export, with its final_rank fields, imports again, and the copy
    // shows the same final standings.
    let resp = app
        .client
        .post(format!("{}/api/v1/tournaments/import", app.address))
        .bearer_auth(&key)
        .header("Content-Type", "application/json")
        .body(app.export_text(&tid).await)
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::CREATED);
    let copy: Value = resp.json().await.expect("json");
    let copy_id = copy["id"].as_str().expect("id");
    // (Import gives the players new ids: compare by name.)
    let by_name = |s: &Value| -> Vec<(String, Option<u64>)> {
        rows(s)
            .iter()
            .map(|r| {
                (
                    r["name"].as_str().expect("name").to_owned(),
                    r["final_rank"].as_u64(),
                )
            })
            .collect()
    };
    let copied = standings(&app, copy_id, "").await;
    assert_eq!(copied["cut_size"], 4);
    assert_eq!(by_name(&copied), by_name(&st));

    // Standings after the last Swiss round: no cut yet.
    let at3 = standings(&app, &tid, "?after_round=3").await;
    assert!(at3.get("cut_size").is_none(), "{at3}");
    assert_eq!(ids(&at3), seeds);
    // After the semifinals: the final still pending there.
    let at4 = standings(&app, &tid, "?after_round=4").await;
    assert_eq!(
        finals(&at4)[..4],
        [(s(3), None), (s(4), None), (s(1), Some(3)), (s(2), Some(4))]
    );
}
backend_test!(top4_to_the_final);

async fn top8_to_the_final(app: TestApp) {
    let (key, tid) = event(&app, 10, 3).await;
    let seeds = ids(&standings(&app, &tid, "").await);
    let s = |k: usize| seeds[k - 1].clone();
    let (status, created) = app
        .post(
            &format!("/api/v1/tournaments/{tid}/top-cut"),
            Some(&key),
            json!({ "size": 8 }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    app.publish(&key, &tid, 4).await;
    let st = standings(&app, &tid, "").await;
    assert_eq!(st["cut_size"], 8);
    assert_eq!(finals(&st)[8..], [(s(9), Some(9)), (s(10), Some(10))]);

    // Quarterfinals (tables: 1–8, 4–5, 2–7, 3–6). Table 1: 8 beats 1.
    // Seed 1 ranks above every other possible quarterfinal loser: 5th.
    ok(app.result(&key, &tid, 4, 1, (0, 2, 0)).await);
    let st = standings(&app, &tid, "").await;
    assert_eq!(place(&st, &s(1)), Some(5));
    for k in 2..=8 {
        assert_eq!(place(&st, &s(k)), None, "seed {k}");
    }
    // 4 beats 5, 7 beats 2. While 3–6 is open: seed 2 is 6th (3 and 6
    // both rank below 2), seed 5 pending (3 above, 6 below).
    ok(app.result(&key, &tid, 4, 2, (2, 0, 0)).await);
    ok(app.result(&key, &tid, 4, 3, (1, 2, 0)).await);
    let st = standings(&app, &tid, "").await;
    assert_eq!(place(&st, &s(1)), Some(5));
    assert_eq!(place(&st, &s(2)), Some(6));
    assert_eq!(place(&st, &s(5)), None);
    // 3 beats 6: every quarterfinal in, 5–8 decided by Swiss rank.
    ok(app.result(&key, &tid, 4, 4, (2, 1, 0)).await);
    let st = standings(&app, &tid, "").await;
    assert_eq!(
        [1, 2, 5, 6].map(|k| place(&st, &s(k))),
        [Some(5), Some(6), Some(7), Some(8)]
    );
    for k in [3, 4, 7, 8] {
        assert_eq!(place(&st, &s(k)), None, "seed {k}");
    }

    // Semifinals: 4–8 and 3–7; 8 beats 4, 3 beats 7.
    let semis = app.pair(&key, &tid).await;
    assert_eq!(pid(&semis["pairings"][0]["player_a"]), s(4));
    assert_eq!(pid(&semis["pairings"][1]["player_a"]), s(3));
    app.publish(&key, &tid, 5).await;
    ok(app.result(&key, &tid, 5, 1, (0, 2, 0)).await);
    ok(app.result(&key, &tid, 5, 2, (2, 0, 0)).await);
    // Final 3–8: 8 wins.
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 6).await;
    let st = standings(&app, &tid, "").await;
    assert_eq!(
        finals(&st)[..4],
        [(s(3), None), (s(8), None), (s(4), Some(3)), (s(7), Some(4))]
    );
    let (status, body) = app.result(&key, &tid, 6, 1, (0, 2, 0)).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let st = standings(&app, &tid, "").await;
    let order = [8, 3, 4, 7, 1, 2, 5, 6, 9, 10];
    let want: Vec<(String, Option<u64>)> = order
        .iter()
        .zip(1..)
        .map(|(&k, p)| (s(k), Some(p)))
        .collect();
    assert_eq!(finals(&st), want);
    let (_, cut) = app
        .get(&format!("/api/v1/tournaments/{tid}/top-cut"), None)
        .await;
    assert_eq!(cut["champion"]["player_id"], s(8));

    let lines = csv(&app, &tid).await;
    assert_eq!(lines[1][..3], ["1".to_owned(), "8".to_owned(), s(8)]);
    let csv_order: Vec<String> = lines[1..].iter().map(|l| l[2].clone()).collect();
    assert_eq!(csv_order, ids(&st));
    let printed = printed_order(&app, &tid, &names_by_id(&st)).await;
    assert_eq!(printed, ids(&st));
    let mut doc = exported(&app, &tid).await;
    doc.sort_by_key(|p| p.1);
    assert_eq!(doc, want);
}
backend_test!(top8_to_the_final);

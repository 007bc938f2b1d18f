//! `GET …/rounds/{n}/explain` and `GET …/standings/explain`: structured
//! reasons and sentences, language negotiation, visibility.

use reqwest::StatusCode;
use serde_json::Value;

use crate::helpers::{TestApp, assert_problem, names, pid};

/// GET with an `Accept-Language` header.
async fn get_lang(app: &TestApp, path: &str, accept: &str) -> (StatusCode, Value) {
    let resp = app
        .client
        .get(format!("{}{}", app.address, path))
        .header("Accept-Language", accept)
        .send()
        .await
        .expect("request sent");
    let status = resp.status();
    (status, resp.json().await.expect("JSON"))
}

fn kinds(table: &Value) -> Vec<String> {
    table["reasons"]
        .as_array()
        .expect("reasons")
        .iter()
        .map(|r| r["reason"]["kind"].as_str().expect("kind").to_owned())
        .collect()
}

async fn explain_round_and_standings(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Five").await;
    let ids = app.players(&key, &tid, &names(5)).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let r1 = app.pair(&key, &tid).await;

    // Unpublished: the owner only, as GET …/rounds/1.
    let hidden = app.get(&format!("{base}/rounds/1/explain"), None).await;
    assert_problem(&hidden, StatusCode::NOT_FOUND, "round_not_found");
    let (status, e) = app
        .get(&format!("{base}/rounds/1/explain"), Some(&key))
        .await;
    assert_eq!(status, StatusCode::OK, "{e}");
    assert_eq!(e["round"], 1);
    assert_eq!(e["after_round"], 0);
    assert_eq!(e["lang"], "en");
    let tables = e["tables"].as_array().expect("tables");
    assert_eq!(tables.len(), 3);
    // Round 1: one group in the fixed order, the slide everywhere.
    for (t, p) in tables
        .iter()
        .zip(r1["pairings"].as_array().expect("pairings"))
    {
        assert_eq!(t["table"], p["table"]);
        assert_eq!(t["player_a"]["id"], pid(&p["player_a"]));
        if pid(&p["player_b"]).is_null() {
            assert_eq!(kinds(t), ["bye"]);
            let bye = &t["reasons"][0]["reason"];
            assert_eq!(bye["player_id"], ids[4]);
            assert_eq!(bye["candidates"], 5);
            assert_eq!(bye["byes"], 0);
            assert_eq!(bye["rank"], 5);
            let text = t["reasons"][0]["text"].as_str().expect("text");
            assert!(text.contains("Player 05") && text.contains("bye"), "{text}");
        } else {
            assert_eq!(t["player_b"]["id"], pid(&p["player_b"]));
            assert_eq!(kinds(t), ["score_groups", "slide_kept"]);
            assert_eq!(t["reasons"][0]["reason"]["a_points"], 0);
        }
        for r in t["reasons"].as_array().expect("reasons") {
            assert!(r["text"].as_str().is_some_and(|s| !s.is_empty()), "{r}");
        }
    }

    app.publish(&key, &tid, 1).await;
    for table in 1..=2 {
        let (status, _) = app.result(&key, &tid, 1, table, (2, 1, 0)).await;
        assert_eq!(status, StatusCode::OK);
    }

    // Languages: ?lang= wins, then Accept-Language with q-values, then
    // English; the structure is the same in every language.
    let path = format!("{base}/rounds/1/explain");
    let (_, en) = app.get(&path, None).await;
    let (_, de) = app.get(&format!("{path}?lang=de"), None).await;
    assert_eq!(de["lang"], "de");
    let bye_text = de["tables"][2]["reasons"][0]["text"]
        .as_str()
        .expect("text");
    assert!(bye_text.contains("Freilos"), "{bye_text}");
    let (_, fr) = get_lang(&app, &path, "es;q=0.2, fr-CH;q=0.9, *;q=0.1").await;
    assert_eq!(fr["lang"], "fr");
    let (_, el) = get_lang(&app, &format!("{path}?lang=el"), "fr").await;
    assert_eq!(el["lang"], "el");
    let (_, xx) = get_lang(&app, &format!("{path}?lang=xx"), "sw").await;
    assert_eq!(xx["lang"], "en");
    assert_eq!(xx, en);
    for other in [&de, &fr, &el] {
        for (a, b) in en["tables"]
            .as_array()
            .expect("t")
            .iter()
            .zip(other["tables"].as_array().expect("t"))
        {
            for (ra, rb) in a["reasons"]
                .as_array()
                .expect("r")
                .iter()
                .zip(b["reasons"].as_array().expect("r"))
            {
                assert_eq!(ra["reason"], rb["reason"]);
                assert_ne!(ra["text"], rb["text"]);
            }
        }
    }

    // Standings: every adjacent pair with equal match points, the deciding
    // figure agreeing with GET …/standings.
    let (status, st) = app.get(&format!("{base}/standings"), None).await;
    assert_eq!(status, StatusCode::OK, "{st}");
    let rows = st["standings"].as_array().expect("rows");
    let (status, ex) = app
        .get(&format!("{base}/standings/explain?lang=it"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{ex}");
    assert_eq!(ex["lang"], "it");
    assert_eq!(ex["after_round"], 1);
    let ties = ex["ties"].as_array().expect("ties");
    let expected = rows
        .windows(2)
        .filter(|w| w[0]["match_points"] == w[1]["match_points"])
        .count();
    assert_eq!(ties.len(), expected);
    assert!(!ties.is_empty());
    for t in ties {
        let rank = t["upper_rank"].as_u64().expect("rank") as usize;
        let (upper, lower) = (&rows[rank - 1], &rows[rank]);
        assert_eq!(t["upper"]["id"], upper["player_id"]);
        assert_eq!(t["lower"]["id"], lower["player_id"]);
        assert_eq!(t["match_points"], upper["match_points"]);
        let by = t["decided_by"].as_str().expect("decided_by");
        if by == "fixed_order" {
            assert!(t.get("upper_value").is_none());
            for f in ["omw", "gw", "ogw"] {
                assert_eq!(upper[f], lower[f]);
            }
        } else {
            assert_eq!(t["upper_value"]["decimal"], upper[by]);
            assert_eq!(t["lower_value"]["decimal"], lower[by]);
            assert!(
                t["upper_value"]["fraction"]
                    .as_str()
                    .is_some_and(|f| f.contains('/') || f == "1")
            );
        }
        assert!(
            t["text"]
                .as_str()
                .is_some_and(|s| s.contains(&*format!("{rank}")))
        );
    }
    // Players 1 and 3 (or whoever won) tie on 3 points: a GW% decision
    // needs equal OMW%; either way the text names both players.
    let first = &ties[0];
    let text = first["text"].as_str().expect("text");
    assert!(text.contains(first["upper"]["name"].as_str().expect("name")));
    assert!(text.contains(first["lower"]["name"].as_str().expect("name")));

    // Round 2, paired from these standings.
    let r2 = app.pair(&key, &tid).await;
    app.publish(&key, &tid, 2).await;
    let (status, e2) = app
        .get(&format!("{base}/rounds/2/explain?lang=nb"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{e2}");
    assert_eq!(e2["after_round"], 1);
    assert_eq!(
        e2["tables"].as_array().map(Vec::len),
        r2["pairings"].as_array().map(Vec::len)
    );
    let bye = e2["tables"].as_array().and_then(|t| t.last()).expect("bye");
    assert_eq!(kinds(bye), ["bye"]);
    assert_eq!(bye["reasons"][0]["reason"]["candidates"], 4);
    assert_ne!(bye["player_a"]["id"], ids[4]);

    // Refusals.
    let missing = app.get(&format!("{base}/rounds/3/explain"), None).await;
    assert_problem(&missing, StatusCode::NOT_FOUND, "round_not_found");
    let none = app
        .get("/api/v1/tournaments/nope/standings/explain", None)
        .await;
    assert_eq!(none.0, StatusCode::NOT_FOUND);
    let later = app
        .get(&format!("{base}/standings/explain?after_round=9"), None)
        .await;
    assert_problem(&later, StatusCode::UNPROCESSABLE_ENTITY, "unknown_round");
}
backend_test!(explain_round_and_standings);

//! A whole 33-player event through HTTP: registration, 6 Swiss rounds with
//! publish, results including draws and an intentional draw (0-0-3), a
//! drop, a correction; the standings the API serves equal the engine's on
//! the same history (built here from what the API returned) and on the
//! exported document.

use planesforge_api::app::cli::{self, FloorArg, StandingsArgs};
use planesforge_api::http::dto::wire::StandingsResponse;
use planesforge_engine::standings::{self, StandingsOptions};
use planesforge_engine::{Floor, TournamentDocument};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, list_items, names, pid};

/// Results cycled over the tables: wins, close wins, losses, draws.
const RESULTS: [(u32, u32, u32); 8] = [
    (2, 0, 0),
    (2, 1, 0),
    (1, 2, 0),
    (0, 2, 0),
    (1, 1, 1),
    (2, 0, 1),
    (0, 1, 0),
    (1, 0, 2),
];

fn engine_standings(
    history: &planesforge_engine::History,
    after: Option<u32>,
    floor: Floor,
    extended: bool,
) -> Value {
    let options = StandingsOptions {
        after_round: after,
        floor,
        extended,
    };
    let s = standings::compute(history, &options).expect("standings");
    serde_json::to_value(StandingsResponse::new(history, &s)).expect("json")
}

async fn full_event_33_players(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let (status, t) = app
        .post(
            "/api/v1/tournaments",
            Some(&key),
            json!({ "name": "Thirty-three", "planned_rounds": 6 }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let tid = t["id"].as_str().expect("id").to_owned();
    let base = format!("/api/v1/tournaments/{tid}");
    let player_names = names(33);
    let ids = app.players(&key, &tid, &player_names).await;
    let (_, t) = app.get(&base, None).await;
    assert_eq!(t["recommendation"]["swiss_rounds"], 6);

    let mut dropped: Option<(String, u32)> = None;
    let mut rounds_doc = Vec::new();
    let mut k = 0usize;
    for n in 1..=6u64 {
        let round = app.pair(&key, &tid).await;
        assert_eq!(round["number"], n);
        let active = 33 - usize::from(dropped.is_some());
        let pairings = round["pairings"].as_array().expect("pairings").clone();
        // Re-pairing with unchanged results gives the identical round.
        let (status, again) = app
            .post(&format!("{base}/rounds/{n}/repair"), Some(&key), json!({}))
            .await;
        assert_eq!(status, StatusCode::OK, "{again}");
        assert_eq!(again["pairings"], round["pairings"], "round {n} re-paired");
        assert_eq!(again["warnings"], round["warnings"]);
        assert_eq!(pairings.len(), active.div_ceil(2));
        assert_eq!(
            pairings.iter().filter(|p| p["bye"] == true).count(),
            active % 2
        );
        app.publish(&key, &tid, n).await;

        // Round 3: a player drops mid-round and keeps their seat.
        if n == 3 {
            let leaver = pid(&pairings[5]["player_b"])
                .as_str()
                .expect("id")
                .to_owned();
            let (status, p) = app
                .post(
                    &format!("{base}/players/{leaver}/drop"),
                    Some(&key),
                    json!({}),
                )
                .await;
            assert_eq!(status, StatusCode::OK, "{p}");
            assert_eq!(p["dropped_after_round"], 3);
            dropped = Some((leaver, 3));
        }
        let mut last = Value::Null;
        for p in pairings.iter().filter(|p| p["bye"] == false) {
            let table = p["table"].as_u64().expect("table");
            // One intentional draw per round, on table 2.
            let r = if table == 2 {
                (0, 0, 3)
            } else {
                RESULTS[k % RESULTS.len()]
            };
            k += 1;
            let (status, body) = app.result(&key, &tid, n, table, r).await;
            assert_eq!(status, StatusCode::OK, "{body}");
            last = body;
        }
        assert_eq!(last["state"], "completed");
        // Round 5: a correction after completion.
        if n == 5 {
            let (status, body) = app.result(&key, &tid, 5, 1, (0, 2, 1)).await;
            assert_eq!(status, StatusCode::OK, "{body}");
            last = body;
        }
        // The owner's read: the answer to the owner's write carries the
        // owner-only reports (RULES.md §12) as the owner's GET does.
        let (_, seen) = app.get(&format!("{base}/rounds/{n}"), Some(&key)).await;
        assert_eq!(seen["pairings"], last["pairings"]);
        rounds_doc.push(json!({
            "number": n,
            "kind": "swiss",
            "pairings": seen["pairings"].as_array().expect("pairings").iter().map(|p| {
                if p["bye"] == true {
                    json!({ "table": p["table"], "player_a": pid(&p["player_a"]), "player_b": null, "bye": true })
                } else {
                    json!({ "table": p["table"], "player_a": pid(&p["player_a"]), "player_b": pid(&p["player_b"]), "result": p["result"] })
                }
            }).collect::<Vec<_>>(),
        }));
    }
    // The planned rounds are played but the cut is still to decide
    // (RULES.md §6): the organizer finishes without one.
    let (_, t) = app.get(&base, None).await;
    assert_eq!(t["status"], "swiss");
    assert_eq!(t["current_round"], 6);
    let (status, t) = app
        .post(&format!("{base}/finish"), Some(&key), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{t}");
    assert_eq!(t["status"], "finished");

    // The same history, built from what the API returned.
    let (dropped_id, dropped_after) = dropped.expect("a drop");
    let doc = json!({
        "format": "planesforge-tournament/1",
        "name": "Thirty-three",
        "players": ids.iter().zip(&player_names).map(|(id, name)| json!({
            "id": id,
            "name": name,
            "dropped_after_round": if *id == dropped_id { json!(dropped_after) } else { Value::Null },
        })).collect::<Vec<_>>(),
        "rounds": rounds_doc,
    });
    let history = TournamentDocument::parse_history(&doc.to_string()).expect("valid history");
    // The dropped player was never paired after round 3.
    let (_, rounds) = app.get(&format!("{base}/rounds"), None).await;
    for r in list_items(&rounds, "rounds").iter().skip(3) {
        for p in r["pairings"].as_array().expect("pairings") {
            assert_ne!(pid(&p["player_a"]), dropped_id.as_str());
            assert_ne!(pid(&p["player_b"]), dropped_id.as_str());
        }
    }

    for (query, after, floor, extended) in [
        ("", None, Floor::Mtr, false),
        ("?floor=third", None, Floor::Third, false),
        ("?extended=true", None, Floor::Mtr, true),
        (
            "?after_round=3&floor=third&extended=true",
            Some(3),
            Floor::Third,
            true,
        ),
        ("?after_round=0", Some(0), Floor::Mtr, false),
    ] {
        let (status, served) = app.get(&format!("{base}/standings{query}"), None).await;
        assert_eq!(status, StatusCode::OK, "{served}");
        assert_eq!(
            served,
            engine_standings(&history, after, floor, extended),
            "standings{query}"
        );
    }
    let (_, served) = app.get(&format!("{base}/standings"), None).await;
    assert_eq!(served["after_round"], 6);
    assert_eq!(served["standings"].as_array().map(Vec::len), Some(33));
    assert_eq!(
        served["standings"]
            .as_array()
            .expect("rows")
            .iter()
            .filter(|r| r["dropped"] == true)
            .count(),
        1
    );

    // The exported document is that history too.
    let (status, exported) = app.get(&format!("{base}/export"), None).await;
    assert_eq!(status, StatusCode::OK, "{exported}");
    let exported_history =
        TournamentDocument::parse_history(&exported.to_string()).expect("export parses");
    assert_eq!(
        engine_standings(&exported_history, None, Floor::Third, true),
        engine_standings(&history, None, Floor::Third, true)
    );
    assert_eq!(exported["rounds"].as_array().map(Vec::len), Some(6));

    // `planesforge standings FILE` on the exported document prints what the
    // API serves.
    let file =
        std::env::temp_dir().join(format!("planesforge-export-{}.json", uuid::Uuid::new_v4()));
    std::fs::write(&file, exported.to_string()).expect("write export");
    for (query, after_round, floor, extended) in [
        ("", None, FloorArg::Mtr, false),
        (
            "?after_round=4&floor=third&extended=true",
            Some(4),
            FloorArg::Third,
            true,
        ),
    ] {
        let args = StandingsArgs {
            file: file.to_string_lossy().into_owned(),
            after_round,
            floor,
            extended,
        };
        let printed: Value =
            serde_json::from_str(&cli::standings_json(&args).expect("cli standings"))
                .expect("json");
        let (_, served) = app.get(&format!("{base}/standings{query}"), None).await;
        assert_eq!(
            printed, served,
            "planesforge standings vs GET standings{query}"
        );
    }
    let _ = std::fs::remove_file(&file);

    // Bad standings queries are problems, not 500s.
    let (status, body) = app
        .get(&format!("{base}/standings?after_round=9"), None)
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let (status, body) = app.get(&format!("{base}/standings?floor=half"), None).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
}
backend_test!(full_event_33_players);

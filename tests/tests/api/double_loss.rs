//! The double loss (RULES.md §1, issue #23): `{"double_loss": true}` on a
//! Swiss table: 0 match points for both, a round in both players' MW%,
//! 0-2 in games for each, each the other's opponent (OMW%, OGW%, no
//! rematch), shown in words on the pages, kept by export and import, and
//! refused in a playoff match.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_problem, names, pid, without_ids};

/// `PUT …/result` with any body: status and body.
async fn put(
    app: &TestApp,
    key: &str,
    tid: &str,
    n: u64,
    table: u64,
    body: Value,
) -> (StatusCode, Value) {
    app.call(
        Method::PUT,
        &format!("/api/v1/tournaments/{tid}/rounds/{n}/tables/{table}/result"),
        Some(key),
        Some(body),
    )
    .await
}

/// The players of table `table` of `round`: `(player_a, player_b)`.
fn seats(round: &Value, table: u64) -> (String, String) {
    let p = round["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .find(|p| p["table"] == table)
        .expect("table");
    (
        pid(&p["player_a"]).as_str().expect("a").to_owned(),
        pid(&p["player_b"]).as_str().expect("b").to_owned(),
    )
}

/// Each player's standings row (extended figures), by id.
async fn rows(app: &TestApp, tid: &str) -> Vec<Value> {
    let (status, s) = app
        .get(
            &format!("/api/v1/tournaments/{tid}/standings?extended=true"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{s}");
    s["standings"].as_array().expect("standings").clone()
}

fn row<'a>(rows: &'a [Value], id: &str) -> &'a Value {
    rows.iter()
        .find(|r| r["player_id"] == id)
        .unwrap_or_else(|| panic!("no row for {id}"))
}

fn close(v: &Value, want: f64) -> bool {
    v.as_f64().is_some_and(|x| (x - want).abs() < 1e-9)
}

/// Four players; round 1: a double loss on table 1, `2-1-0` on table 2.
/// Round 2 cannot pair the double loss's players again; both of them win
/// it 2-0. Every figure of the four is then known exactly.
async fn double_loss_counts_for_both(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Double").await;
    app.players(&key, &tid, &names(4)).await;
    app.pair(&key, &tid).await;
    let r1 = app.publish(&key, &tid, 1).await;
    let (x, y) = seats(&r1, 1);
    let (w, l) = seats(&r1, 2);

    let (status, body) = put(&app, &key, &tid, 1, 1, json!({ "double_loss": true })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body["pairings"][0]["result"],
        json!({ "wins": 0, "losses": 2, "draws": 0, "double_loss": true })
    );
    assert_eq!(body["state"], "published");
    // An ordinary result has no `double_loss` member.
    let (status, body) = app.result(&key, &tid, 1, 2, (2, 1, 0)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["state"], "completed", "the round completes with it");
    assert_eq!(
        body["pairings"][1]["result"],
        json!({ "wins": 2, "losses": 1, "draws": 0 })
    );
    // Entering it again changes nothing; the result read back may be sent
    // as it is.
    let same = json!({ "wins": 0, "losses": 2, "draws": 0, "double_loss": true });
    let (status, body) = put(&app, &key, &tid, 1, 1, same).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let actions = app.audit_actions(&key, &tid).await;
    assert_eq!(
        actions.iter().filter(|a| *a == "result_entered").count(),
        2,
        "{actions:?}"
    );
    assert!(
        !actions.iter().any(|a| a == "result_corrected"),
        "{actions:?}"
    );

    // After round 1: 0 points, one round, two games and no game points each.
    let s = rows(&app, &tid).await;
    for id in [&x, &y] {
        let r = row(&s, id);
        assert_eq!(
            (&r["match_points"], &r["wins"], &r["losses"], &r["draws"]),
            (&json!(0), &json!(0), &json!(1), &json!(0)),
            "{r}"
        );
        assert_eq!(r["extended"]["games_played"], 2, "{r}");
        assert_eq!(r["extended"]["game_points"], 0, "{r}");
        assert!(close(&r["extended"]["mw"], 0.33), "{r}");
        assert!(close(&r["gw"], 0.33), "{r}");
    }

    // Round 2 avoids both rematches: each double-loss player meets W or L.
    let r2 = app.pair(&key, &tid).await;
    assert!(
        r2["warnings"].as_array().expect("warnings").is_empty(),
        "{r2}"
    );
    app.publish(&key, &tid, 2).await;
    let mut met = std::collections::BTreeMap::new();
    for table in [1, 2] {
        let (a, b) = seats(&r2, table);
        let pair = [a.as_str(), b.as_str()];
        assert!(
            !(pair.contains(&x.as_str()) && pair.contains(&y.as_str())),
            "{r2}"
        );
        assert!(
            !(pair.contains(&w.as_str()) && pair.contains(&l.as_str())),
            "{r2}"
        );
        // The double-loss player wins 2-0.
        let (dl, other, r) = if a == x || a == y {
            (a, b, (2, 0, 0))
        } else {
            (b, a, (0, 2, 0))
        };
        let (status, body) = app.result(&key, &tid, 2, table, r).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        met.insert(dl, other);
    }

    let s = rows(&app, &tid).await;
    for id in [&x, &y] {
        let r = row(&s, id);
        // 3 of 6 match points; 6 game points of 4 games (2 + 2).
        assert_eq!(
            (&r["match_points"], &r["wins"], &r["losses"]),
            (&json!(3), &json!(1), &json!(1)),
            "{r}"
        );
        assert!(close(&r["extended"]["mw"], 0.5), "{r}");
        assert_eq!(
            (
                &r["extended"]["game_points"],
                &r["extended"]["games_played"]
            ),
            (&json!(6), &json!(4)),
            "{r}"
        );
        assert!(close(&r["gw"], 0.5), "{r}");
        // OMW%: the other double-loss player (MW% 1/2) and W (1/2) or L
        // (the floor); OGW%: 1/2 and W's 6/15 or L's floor.
        let (omw, ogw) = if met[id.as_str()] == w {
            (0.5, 0.45)
        } else {
            (0.415, 0.415)
        };
        assert!(close(&r["omw"], omw), "{r}");
        assert!(close(&r["ogw"], ogw), "{r}");
    }
    // W and L count the double-loss player they met like any opponent:
    // W's OMW% = mean(L's floor, 1/2), L's = mean(W's 1/2, 1/2).
    assert!(close(&row(&s, &w)["omw"], 0.415), "{s:?}");
    assert!(close(&row(&s, &l)["omw"], 0.5), "{s:?}");

    // The player's matches: a loss for both, 0-2-0 from each side.
    for id in [&x, &y] {
        let (status, detail) = app
            .get(&format!("/api/v1/tournaments/{tid}/players/{id}"), None)
            .await;
        assert_eq!(status, StatusCode::OK, "{detail}");
        let m = &detail["matches"][0];
        assert_eq!(
            m["result"],
            json!({ "wins": 0, "losses": 2, "draws": 0, "double_loss": true }),
            "{detail}"
        );
        assert_eq!(
            m["record"],
            json!({ "wins": 0, "losses": 1, "draws": 0 }),
            "{detail}"
        );
    }
}
backend_test!(double_loss_counts_for_both);

/// The sheets, the wall screen and the player's page say "double loss"
/// in the page's language, never a score that names a winner.
async fn double_loss_is_shown_in_words(app: TestApp) {
    let (key, tid, players) = app.coded_tournament("Words", &names(4)).await;
    app.pair(&key, &tid).await;
    let r1 = app.publish(&key, &tid, 1).await;
    let (x, y) = seats(&r1, 1);
    let (status, body) = put(&app, &key, &tid, 1, 1, json!({ "double_loss": true })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let text = |path: String| {
        let app = &app;
        async move {
            let resp = app
                .client
                .get(format!("{}{path}", app.address))
                .send()
                .await
                .expect("sent");
            assert_eq!(resp.status(), StatusCode::OK, "{path}");
            resp.text().await.expect("body")
        }
    };
    let base = format!("/api/v1/tournaments/{tid}");
    for (lang, words) in [
        ("en", "double loss"),
        ("de", "doppelte Niederlage"),
        ("fr", "double défaite"),
    ] {
        for path in [
            format!("{base}/rounds/1/print?lang={lang}"),
            format!("{base}/rounds/1/print?sort=name&lang={lang}"),
            format!("{base}/rounds/1/screen?lang={lang}"),
        ] {
            let page = text(path.clone()).await;
            assert!(page.contains(words), "{path}: {page}");
        }
    }
    // By name, both players' lines say it: no line reads 2-0-0.
    let by_name = text(format!("{base}/rounds/1/print?sort=name&lang=en")).await;
    assert_eq!(by_name.matches("double loss").count(), 2, "{by_name}");
    assert!(!by_name.contains("2-0-0"), "{by_name}");
    for (id, code, _) in &players {
        if id != &x && id != &y {
            continue;
        }
        let page = text(format!("/p/{code}?lang=en")).await;
        assert!(page.contains("double loss"), "{page}");
        let page = text(format!("/p/{code}?lang=es")).await;
        assert!(page.contains("doble derrota"), "{page}");
    }
}
backend_test!(double_loss_is_shown_in_words);

/// Refused in a playoff match (nothing written); a double loss with games
/// of its own or a malformed flag is a malformed body; a player cannot
/// report one.
async fn double_loss_refusals(app: TestApp) {
    let (key, tid, players) = app.coded_tournament("Cut", &names(4)).await;
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    for body in [
        json!({ "double_loss": true, "wins": 2, "losses": 0, "draws": 0 }),
        json!({ "double_loss": true, "wins": 0 }),
        json!({ "double_loss": "yes" }),
        json!({ "double_loss": false }),
        json!([true]),
    ] {
        assert_problem(
            &put(&app, &key, &tid, 1, 1, body).await,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_body",
        );
    }
    // `double_loss: false` with games is an ordinary result.
    let (status, body) = put(
        &app,
        &key,
        &tid,
        1,
        1,
        json!({ "wins": 2, "losses": 0, "draws": 0, "double_loss": false }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // A player cannot report a double loss (the organizer enters it).
    let (_, code, _) = &players[2];
    let resp = app
        .client
        .post(format!("{}/api/v1/me/report", app.address))
        .header("Authorization", format!("Player {code}"))
        .json(&json!({ "double_loss": true }))
        .send()
        .await
        .expect("sent");
    let status = resp.status();
    let body: Value = resp.json().await.expect("problem");
    assert_problem(
        &(status, body),
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_body",
    );
    let (status, body) = put(&app, &key, &tid, 1, 2, json!({ "double_loss": true })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["state"], "completed");
    app.play_next_round(&key, &tid).await;

    let base = format!("/api/v1/tournaments/{tid}");
    let (status, cut) = app
        .post(&format!("{base}/top-cut"), Some(&key), json!({ "size": 2 }))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{cut}");
    app.publish(&key, &tid, 3).await;
    assert_problem(
        &put(&app, &key, &tid, 3, 1, json!({ "double_loss": true })).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "playoff_double_loss",
    );
    let (_, round) = app.get(&format!("{base}/rounds/3"), None).await;
    assert_eq!(round["pairings"][0]["result"], Value::Null, "{round}");
    assert_eq!(round["state"], "published");
}
backend_test!(double_loss_refusals);

/// Export writes format /4 with the double loss; the import reads it back
/// into the same tournament, standings and all; a /3 document with it is
/// refused.
async fn double_loss_survives_export_and_import(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Trip").await;
    app.players(&key, &tid, &names(5)).await;
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let (status, body) = put(&app, &key, &tid, 1, 1, json!({ "double_loss": true })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = app.result(&key, &tid, 1, 2, (2, 1, 0)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let base = format!("/api/v1/tournaments/{tid}");
    let (_, original) = app.get(&format!("{base}/export"), Some(&key)).await;
    assert_eq!(original["format"], "planesforge-tournament/4");
    assert_eq!(
        original["rounds"][0]["pairings"][0]["result"],
        json!({ "wins": 0, "losses": 2, "draws": 0, "double_loss": true })
    );
    assert!(
        original["rounds"][0]["pairings"][1]["result"]
            .get("double_loss")
            .is_none()
    );

    let import = |doc: Value| {
        let app = &app;
        let key = key.clone();
        async move {
            app.post("/api/v1/tournaments/import", Some(&key), doc)
                .await
        }
    };
    let (status, imported) = import(original.clone()).await;
    assert_eq!(status, StatusCode::CREATED, "{imported}");
    let new_id = imported["id"].as_str().expect("id").to_owned();
    let (_, again) = app
        .get(&format!("/api/v1/tournaments/{new_id}/export"), Some(&key))
        .await;
    assert_eq!(without_ids(&again), without_ids(&original));
    let strip = |mut s: Value| {
        for row in s["standings"].as_array_mut().expect("rows") {
            row["player_id"] = Value::Null;
        }
        s
    };
    let (_, a) = app.get(&format!("{base}/standings"), None).await;
    let (_, b) = app
        .get(&format!("/api/v1/tournaments/{new_id}/standings"), None)
        .await;
    assert_eq!(strip(a), strip(b));

    // The same document as /3 does not know the field.
    let mut v3 = original.clone();
    v3["format"] = json!("planesforge-tournament/3");
    assert_problem(
        &import(v3).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "malformed_document",
    );
    // Other games with `double_loss` are refused, with the place.
    let mut wrong = original.clone();
    wrong["rounds"][0]["pairings"][0]["result"]["losses"] = json!(1);
    let refused = import(wrong).await;
    assert_problem(&refused, StatusCode::UNPROCESSABLE_ENTITY, "invalid_result");
    assert_eq!(refused.1["location"]["round"], 1, "{}", refused.1);
}
backend_test!(double_loss_survives_export_and_import);

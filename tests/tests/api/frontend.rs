//! What frontends expect (issue #14 item 4): pairings carry `{id, name}`,
//! `GET …/rounds/current`, a player with their matches, one list envelope,
//! `Location` on every `201`, `ETag`/`304` on players and the top cut, and
//! the rate-limit headers on every API response.

use planesforge_api::http::ratelimit::RateLimit;
use reqwest::header::HeaderMap;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, assert_problem, names, steady};

/// GET with an optional key and extra headers: status, headers, body text.
async fn raw_get(
    app: &TestApp,
    path: &str,
    key: Option<&str>,
    extra: &[(&str, &str)],
) -> (StatusCode, HeaderMap, String) {
    let mut req = app.client.get(format!("{}{}", app.address, path));
    if let Some(k) = key {
        req = req.bearer_auth(k);
    }
    for (k, v) in extra {
        req = req.header(*k, *v);
    }
    let resp = req.send().await.expect("sent");
    let (status, headers) = (resp.status(), resp.headers().clone());
    (status, headers, resp.text().await.expect("body"))
}

fn header<'a>(h: &'a HeaderMap, name: &str) -> Option<&'a str> {
    h.get(name).and_then(|v| v.to_str().ok())
}

fn json_of(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

/// Player id → name, from `GET …/players`.
async fn roster(app: &TestApp, tid: &str) -> std::collections::BTreeMap<String, String> {
    let (s, page) = app
        .get(&format!("/api/v1/tournaments/{tid}/players"), None)
        .await;
    assert_eq!(s, StatusCode::OK, "{page}");
    page["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|p| {
            (
                p["id"].as_str().expect("id").to_owned(),
                p["name"].as_str().expect("name").to_owned(),
            )
        })
        .collect()
}

/// Every seat of `round` is `{id, name}` with the player's current name;
/// the bye's `player_b` is `null`.
fn assert_named(round: &Value, roster: &std::collections::BTreeMap<String, String>) {
    for p in round["pairings"].as_array().expect("pairings") {
        for seat in ["player_a", "player_b"] {
            let who = &p[seat];
            if seat == "player_b" && p["bye"] == true {
                assert_eq!(*who, Value::Null, "{p}");
                continue;
            }
            let id = who["id"].as_str().unwrap_or_else(|| panic!("{seat}: {p}"));
            assert_eq!(
                who["name"].as_str(),
                roster.get(id).map(String::as_str),
                "{p}"
            );
            assert_eq!(who.as_object().map(|o| o.len()), Some(2), "{p}");
        }
    }
}

/// Plays every real table of round `n` 2-0 for `player_a`.
async fn play(app: &TestApp, key: &str, tid: &str, n: u64, round: &Value) {
    for p in round["pairings"].as_array().expect("pairings") {
        if p["bye"] == false {
            let table = p["table"].as_u64().expect("table");
            let (s, b) = app.result(key, tid, n, table, (2, 0, 0)).await;
            assert_eq!(s, StatusCode::OK, "{b}");
        }
    }
}

async fn pairings_carry_names(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Names").await;
    let ids = app.players(&key, &tid, &names(5)).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let paired = app.pair(&key, &tid).await;
    assert_named(&paired, &roster(&app, &tid).await);
    assert_eq!(paired["pairings"][2]["bye"], true);
    // A rename shows in the round at once.
    let (s, b) = app
        .call(
            Method::PATCH,
            &format!("{base}/players/{}", ids[0]),
            Some(&key),
            Some(json!({ "name": "Zed Renamed" })),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{b}");
    // swap-players still takes ids, and answers with named seats.
    let (a, b) = (
        paired["pairings"][0]["player_a"]["id"].clone(),
        paired["pairings"][1]["player_b"]["id"].clone(),
    );
    let (s, swapped) = app
        .post(
            &format!("{base}/rounds/1/swap-players"),
            Some(&key),
            json!({ "player_a": a, "player_b": b }),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{swapped}");
    assert_eq!(swapped["pairings"][0]["player_a"]["id"], b);
    assert_named(&swapped, &roster(&app, &tid).await);
    let (s, refused) = app
        .post(
            &format!("{base}/rounds/1/swap-players"),
            Some(&key),
            json!({ "player_a": { "id": a }, "player_b": b }),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
    let published = app.publish(&key, &tid, 1).await;
    let names_now = roster(&app, &tid).await;
    assert_eq!(names_now[&ids[0]], "Zed Renamed");
    assert_named(&published, &names_now);
    let (_, listed) = app.get(&format!("{base}/rounds"), None).await;
    assert_named(&listed["items"][0], &names_now);
    let (_, r) = app.get(&format!("{base}/rounds/1"), None).await;
    assert_named(&r, &names_now);

    // The top cut's matches too (4 players, 2 rounds, top 2).
    let tid = app.tournament(&key, "Cut").await;
    app.players(&key, &tid, &names(4)).await;
    for n in 1..=2 {
        let round = app.pair(&key, &tid).await;
        app.publish(&key, &tid, n).await;
        play(&app, &key, &tid, n, &round).await;
    }
    let cut = format!("/api/v1/tournaments/{tid}/top-cut");
    let (s, created) = app.post(&cut, Some(&key), json!({ "size": 2 })).await;
    assert_eq!(s, StatusCode::CREATED, "{created}");
    let names_cut = roster(&app, &tid).await;
    assert_named(&created["round"], &names_cut);
    let m = &created["bracket"]["rounds"][0]["matches"][0];
    for seat in ["player_a", "player_b"] {
        let id = m[seat]["id"].as_str().expect("id");
        assert_eq!(
            m[seat]["name"].as_str(),
            Some(names_cut[id].as_str()),
            "{m}"
        );
    }
    let seed1 = &created["bracket"]["seeds"][0];
    assert_eq!(m["player_a"]["id"], seed1["player_id"], "{created}");
}

backend_test!(pairings_carry_names);

async fn current_round(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let (_, other) = app.organizer("Other").await;
    let tid = app.tournament(&key, "Current").await;
    app.players(&key, &tid, &names(4)).await;
    let current = format!("/api/v1/tournaments/{tid}/rounds/current");

    // Nothing yet, for anyone.
    for k in [None, Some(key.as_str())] {
        assert_problem(
            &app.get(&current, k).await,
            StatusCode::NOT_FOUND,
            "no_round",
        );
    }
    assert_problem(
        &app.get("/api/v1/tournaments/nope/rounds/current", None)
            .await,
        StatusCode::NOT_FOUND,
        "tournament_not_found",
    );
    // Round 1 in `pairing`: the owner's only.
    let r1 = app.pair(&key, &tid).await;
    let (s, mine) = app.get(&current, Some(&key)).await;
    assert_eq!(s, StatusCode::OK, "{mine}");
    assert_eq!(steady(&mine), steady(&r1));
    for k in [None, Some(other.as_str())] {
        assert_problem(
            &app.get(&current, k).await,
            StatusCode::NOT_FOUND,
            "no_round",
        );
    }
    // `current` is not a round number: another method is that path's 405,
    // whoever asks (no key, an unknown key: not a 401 first).
    for k in [
        Some(key.as_str()),
        None,
        Some("pf_not_a_key_of_anyone_here"),
    ] {
        let deleted = app.call(Method::DELETE, &current, k, None).await;
        assert_problem(
            &deleted,
            StatusCode::METHOD_NOT_ALLOWED,
            "method_not_allowed",
        );
    }
    // A round number that does not parse is 400 before the key is asked
    // for (the operation documents 400, not this 405).
    let minus = current.replace("current", "-1");
    let deleted = app
        .call(
            Method::DELETE,
            &minus,
            Some("pf_not_a_key_of_anyone_here"),
            None,
        )
        .await;
    assert_problem(&deleted, StatusCode::BAD_REQUEST, "invalid_path");
    // Published: everyone's, the same body as `…/rounds/1`, with the
    // round's own path.
    let published = app.publish(&key, &tid, 1).await;
    let (s, h, body) = raw_get(&app, &current, None, &[]).await;
    assert_eq!(s, StatusCode::OK, "{body}");
    let (_, public) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), None)
        .await;
    assert_eq!(steady(&json_of(&body)), steady(&public));
    // The owner's current round is the owner's answer (with the players'
    // reports, RULES.md §12), as the publish answered it.
    assert_eq!(
        steady(&app.get(&current, Some(&key)).await.1),
        steady(&published)
    );
    assert_eq!(
        header(&h, "content-location"),
        Some(format!("/api/v1/tournaments/{tid}/rounds/1").as_str())
    );
    assert!(header(&h, "content-type").is_some_and(|c| c.starts_with("application/json")));
    let (_, _, by_number) = raw_get(
        &app,
        &format!("/api/v1/tournaments/{tid}/rounds/1"),
        None,
        &[],
    )
    .await;
    // The same round (the clock's `server_time` is as of each answer).
    assert_eq!(
        steady(&json_of(&body)),
        steady(&json_of(&by_number)),
        "same round"
    );
    // ETag / If-None-Match.
    let tag = header(&h, "etag").expect("ETag").to_owned();
    assert_eq!(header(&h, "cache-control"), Some("no-cache"));
    let (s, _, b) = raw_get(&app, &current, None, &[("If-None-Match", &tag)]).await;
    assert_eq!(s, StatusCode::NOT_MODIFIED, "{b}");
    assert!(b.is_empty());
    // A result changes the round: a new tag, the new body.
    let table = published["pairings"][0]["table"].as_u64().expect("table");
    app.result(&key, &tid, 1, table, (2, 1, 0)).await;
    let (s, h, b) = raw_get(&app, &current, None, &[("If-None-Match", &tag)]).await;
    assert_eq!(s, StatusCode::OK);
    assert_ne!(header(&h, "etag"), Some(tag.as_str()));
    assert_eq!(
        json_of(&b)["pairings"][0]["result"],
        json!({ "wins": 2, "losses": 1, "draws": 0 })
    );
    // Round 2 in `pairing`: the public still sees round 1 (completed).
    let (_, r1_now) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), None)
        .await;
    play(&app, &key, &tid, 1, &r1_now).await;
    let r2 = app.pair(&key, &tid).await;
    let (_, seen) = app.get(&current, None).await;
    assert_eq!(
        (seen["number"].clone(), seen["state"].clone()),
        (json!(1), json!("completed"))
    );
    let (_, seen) = app.get(&current, Some(&key)).await;
    assert_eq!(steady(&seen), steady(&r2));
    // Deleting round 2 gives round 1 back to the owner too.
    let (s, _) = app
        .call(
            Method::DELETE,
            &format!("/api/v1/tournaments/{tid}/rounds/2"),
            Some(&key),
            None,
        )
        .await;
    assert_eq!(s, StatusCode::NO_CONTENT);
    let (_, seen) = app.get(&current, Some(&key)).await;
    assert_eq!(seen["number"], 1);
    // `rounds/{n}` still refuses a non-number.
    let (s, _) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/latest"), None)
        .await;
    assert!(s.is_client_error(), "{s}");
}

backend_test!(current_round);

async fn player_matches(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Matches").await;
    let ids = app.players(&key, &tid, &names(5)).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let names_of = roster(&app, &tid).await;

    // Before any round: no matches, a clean record.
    let (s, p) = app.get(&format!("{base}/players/{}", ids[0]), None).await;
    assert_eq!(s, StatusCode::OK, "{p}");
    assert_eq!(p["id"], ids[0].as_str());
    assert_eq!(p["name"], names_of[&ids[0]].as_str());
    assert_eq!(p["matches"], json!([]));
    assert_eq!(p["record"], json!({ "wins": 0, "losses": 0, "draws": 0 }));

    // Round 1: table 1 won 2-1 by player_a, table 2 drawn 1-1-1, a bye.
    let r1 = app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    app.result(&key, &tid, 1, 1, (2, 1, 0)).await;
    app.result(&key, &tid, 1, 2, (1, 1, 1)).await;
    let seat = |t: usize, s: &str| r1["pairings"][t][s]["id"].as_str().expect("id").to_owned();
    let (a1, b1, a2, bye) = (
        seat(0, "player_a"),
        seat(0, "player_b"),
        seat(1, "player_a"),
        seat(2, "player_a"),
    );
    // Round 2 being paired: only the owner sees it.
    let r2 = app.pair(&key, &tid).await;

    let (_, winner) = app.get(&format!("{base}/players/{a1}"), None).await;
    assert_eq!(
        winner["matches"],
        json!([{ "round": 1, "kind": "swiss", "state": "completed", "table": 1,
            "opponent": { "id": b1, "name": names_of[&b1] }, "bye": false,
            "result": { "wins": 2, "losses": 1, "draws": 0 },
            "record": { "wins": 1, "losses": 0, "draws": 0 } }]),
        "{winner}"
    );
    // The loser's side of the same match.
    let (_, loser) = app.get(&format!("{base}/players/{b1}"), None).await;
    assert_eq!(loser["matches"][0]["opponent"]["id"], a1.as_str());
    assert_eq!(
        loser["matches"][0]["result"],
        json!({ "wins": 1, "losses": 2, "draws": 0 })
    );
    assert_eq!(
        loser["record"],
        json!({ "wins": 0, "losses": 1, "draws": 0 })
    );
    let (_, drew) = app.get(&format!("{base}/players/{a2}"), None).await;
    assert_eq!(
        drew["record"],
        json!({ "wins": 0, "losses": 0, "draws": 1 })
    );
    let (_, byed) = app.get(&format!("{base}/players/{bye}"), None).await;
    assert_eq!(byed["matches"][0]["bye"], true);
    assert_eq!(byed["matches"][0]["opponent"], Value::Null);
    assert_eq!(byed["matches"][0]["result"], Value::Null);
    assert_eq!(byed["matches"][0]["table"], 3);
    assert_eq!(
        byed["record"],
        json!({ "wins": 1, "losses": 0, "draws": 0 })
    );

    // The owner also sees round 2 (unplayed: the record is unchanged).
    let (_, owned) = app.get(&format!("{base}/players/{a1}"), Some(&key)).await;
    let m2 = &owned["matches"][1];
    assert_eq!(
        (m2["round"].clone(), m2["state"].clone()),
        (json!(2), json!("pairing")),
        "{owned}"
    );
    assert_eq!(m2["result"], Value::Null);
    assert_eq!(m2["record"], json!({ "wins": 1, "losses": 0, "draws": 0 }));
    let in_r2 = r2["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .find(|p| p["player_a"]["id"] == a1.as_str() || p["player_b"]["id"] == a1.as_str())
        .expect("a1 in round 2");
    assert_eq!(m2["table"], in_r2["table"]);
    assert_eq!(owned["matches"].as_array().map(Vec::len), Some(2));

    // A dropped player keeps their matches and is absent after.
    let (s, _) = app
        .post(&format!("{base}/players/{b1}/drop"), Some(&key), json!({}))
        .await;
    assert_eq!(s, StatusCode::OK);
    let (_, dropped) = app.get(&format!("{base}/players/{b1}"), Some(&key)).await;
    assert_eq!(dropped["dropped"], true);
    assert_eq!(
        dropped["matches"].as_array().map(Vec::len),
        Some(1),
        "{dropped}"
    );

    assert_problem(
        &app.get(&format!("{base}/players/nope"), None).await,
        StatusCode::NOT_FOUND,
        "player_not_found",
    );
}

backend_test!(player_matches);

async fn one_list_envelope(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Lists").await;
    let base = format!("/api/v1/tournaments/{tid}");
    let (s, bulk) = app
        .post(
            &format!("{base}/players/bulk"),
            Some(&key),
            json!({ "players": [{ "name": "Ann" }, { "name": "ann" }, { "name": "Bo" }] }),
        )
        .await;
    assert_eq!(s, StatusCode::CREATED, "{bulk}");
    assert_eq!(bulk["items"].as_array().map(Vec::len), Some(3), "{bulk}");
    assert_eq!(bulk["next_cursor"], Value::Null);
    assert!(bulk.get("players").is_none(), "{bulk}");
    assert_eq!(bulk["warnings"][0]["code"], "duplicate_name", "{bulk}");
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let hook = app
        .post(
            "/api/v1/webhooks",
            Some(&key),
            json!({ "url": "https://example.com/hook", "events": ["round.published"], "tournament_id": tid }),
        )
        .await;
    assert_eq!(hook.0, StatusCode::CREATED, "{}", hook.1);
    let hid = hook.1["id"].as_str().expect("id").to_owned();
    for path in [
        "/api/v1/tournaments".to_owned(),
        format!("{base}/players"),
        format!("{base}/rounds"),
        format!("{base}/audit-log"),
        "/api/v1/webhooks".to_owned(),
        format!("/api/v1/webhooks/{hid}/deliveries"),
    ] {
        let (s, page) = app.get(&path, Some(&key)).await;
        assert_eq!(s, StatusCode::OK, "{path}: {page}");
        assert!(page["items"].is_array(), "{path}: {page}");
        assert!(
            page.get("next_cursor")
                .is_some_and(|c| c.is_null() || c.is_string()),
            "{path}: {page}"
        );
        // The same paging parameters everywhere.
        let (s, one) = app.get(&format!("{path}?limit=1"), Some(&key)).await;
        assert_eq!(s, StatusCode::OK, "{path}: {one}");
        assert!(
            one["items"].as_array().is_some_and(|i| i.len() <= 1),
            "{path}: {one}"
        );
    }
    let (_, rounds) = app.get(&format!("{base}/rounds"), None).await;
    assert_eq!(rounds["items"][0]["number"], 1);
    assert!(rounds.get("rounds").is_none(), "{rounds}");
}

backend_test!(one_list_envelope);

async fn location_on_every_201(app: TestApp) {
    // Every 201 names what it created (or the list it was added to), and
    // that path answers.
    let check = |what: &'static str, h: HeaderMap, key: String| {
        let app = &app;
        async move {
            let at = header(&h, "location")
                .unwrap_or_else(|| panic!("{what}: no Location"))
                .to_owned();
            assert!(at.starts_with("/api/v1/"), "{what}: {at}");
            let (s, b) = app.get(&at, Some(&key)).await;
            assert_eq!(s, StatusCode::OK, "{what}: GET {at}: {b}");
            b
        }
    };
    let post = |path: String, key: Option<String>, body: Value| {
        let app = &app;
        async move {
            let resp = app
                .send(Method::POST, &path, key.as_deref(), Some(&body))
                .await;
            let (s, h) = (resp.status(), resp.headers().clone());
            let b: Value = resp.json().await.expect("JSON");
            assert_eq!(s, StatusCode::CREATED, "{path}: {b}");
            (h, b)
        }
    };
    let (h, org) = post("/api/v1/organizers".into(), None, json!({ "name": "Org" })).await;
    let key = org["api_key"].as_str().expect("key").to_owned();
    assert_eq!(check("organizer", h, key.clone()).await["id"], org["id"]);
    let (h, t) = post(
        "/api/v1/tournaments".into(),
        Some(key.clone()),
        json!({ "name": "Loc" }),
    )
    .await;
    let tid = t["id"].as_str().expect("id").to_owned();
    assert_eq!(
        check("tournament", h, key.clone()).await["id"],
        tid.as_str()
    );
    let base = format!("/api/v1/tournaments/{tid}");
    let (h, p) = post(
        format!("{base}/players"),
        Some(key.clone()),
        json!({ "name": "Ann" }),
    )
    .await;
    assert_eq!(check("player", h, key.clone()).await["id"], p["id"]);
    let (h, _) = post(
        format!("{base}/players/bulk"),
        Some(key.clone()),
        json!({ "players": [{ "name": "Bo" }, { "name": "Cy" }, { "name": "Di" }] }),
    )
    .await;
    assert_eq!(
        check("bulk", h, key.clone()).await["items"]
            .as_array()
            .map(Vec::len),
        Some(4)
    );
    let (h, r) = post(format!("{base}/rounds"), Some(key.clone()), json!({})).await;
    assert_eq!(steady(&check("round", h, key.clone()).await), steady(&r));
    app.publish(&key, &tid, 1).await;
    play(&app, &key, &tid, 1, &r).await;
    let (h, _) = post(
        format!("{base}/top-cut"),
        Some(key.clone()),
        json!({ "size": 2 }),
    )
    .await;
    assert_eq!(check("top cut", h, key.clone()).await["size"], 2);
    let (h, hook) = post(
        "/api/v1/webhooks".into(),
        Some(key.clone()),
        json!({ "url": "https://example.com/hook", "events": ["round.published"] }),
    )
    .await;
    assert_eq!(check("webhook", h, key.clone()).await["id"], hook["id"]);
    let doc = app.export_text(&tid).await;
    let resp = app
        .client
        .post(format!("{}/api/v1/tournaments/import", app.address))
        .bearer_auth(&key)
        .header("Content-Type", "application/json")
        .body(doc)
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::CREATED);
    let h = resp.headers().clone();
    let imported: Value = resp.json().await.expect("JSON");
    let got = check("import", h, key.clone()).await;
    assert_eq!(got["id"], imported["id"], "{imported}");
}

backend_test!(location_on_every_201);

/// `If-None-Match` with the tag of `path`'s last answer: `304`, no body.
async fn tag_of(app: &TestApp, path: &str, key: Option<&str>) -> String {
    let (s, h, b) = raw_get(app, path, key, &[]).await;
    assert_eq!(s, StatusCode::OK, "{path}: {b}");
    assert_eq!(header(&h, "cache-control"), Some("no-cache"), "{path}");
    let tag = header(&h, "etag")
        .unwrap_or_else(|| panic!("{path}: no ETag"))
        .to_owned();
    let (s, h, b) = raw_get(app, path, key, &[("If-None-Match", &tag)]).await;
    assert_eq!(s, StatusCode::NOT_MODIFIED, "{path}");
    assert!(b.is_empty());
    assert_eq!(header(&h, "etag"), Some(tag.as_str()), "{path}");
    tag
}

async fn etags_on_players_and_top_cut(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Tags").await;
    let ids = app.players(&key, &tid, &names(4)).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let list = format!("{base}/players");
    let one = format!("{base}/players/{}", ids[1]);
    let list_tag = tag_of(&app, &list, None).await;
    let one_tag = tag_of(&app, &one, None).await;
    // Another page is another representation.
    assert_ne!(
        tag_of(&app, &format!("{list}?limit=2"), None).await,
        list_tag
    );
    // A write to the tournament changes both.
    let (s, _) = app
        .call(
            Method::PATCH,
            &one,
            Some(&key),
            Some(json!({ "name": "Renamed" })),
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    for (path, old) in [(&list, &list_tag), (&one, &one_tag)] {
        let (s, h, b) = raw_get(&app, path, None, &[("If-None-Match", old)]).await;
        assert_eq!(s, StatusCode::OK, "{path}");
        assert_ne!(header(&h, "etag"), Some(old.as_str()));
        assert!(b.contains("Renamed"), "{path}: {b}");
    }
    // The owner's view of a player (rounds in `pairing`) has its own tag.
    let round = app.pair(&key, &tid).await;
    let public = tag_of(&app, &one, None).await;
    let owners = tag_of(&app, &one, Some(&key)).await;
    assert_ne!(public, owners);
    app.publish(&key, &tid, 1).await;
    play(&app, &key, &tid, 1, &round).await;

    // The top cut: 404 before, then tagged.
    let cut = format!("{base}/top-cut");
    assert_problem(
        &app.get(&cut, None).await,
        StatusCode::NOT_FOUND,
        "top_cut_not_found",
    );
    let (s, created) = app.post(&cut, Some(&key), json!({ "size": 2 })).await;
    assert_eq!(s, StatusCode::CREATED, "{created}");
    let owners = tag_of(&app, &cut, Some(&key)).await;
    app.publish(&key, &tid, 2).await;
    let public = tag_of(&app, &cut, None).await;
    app.result(&key, &tid, 2, 1, (2, 0, 0)).await;
    let (s, h, b) = raw_get(&app, &cut, None, &[("If-None-Match", &public)]).await;
    assert_eq!(s, StatusCode::OK);
    assert_ne!(header(&h, "etag"), Some(public.as_str()));
    assert_ne!(header(&h, "etag"), Some(owners.as_str()));
    assert_eq!(json_of(&b)["finished"], true, "{b}");
}

backend_test!(etags_on_players_and_top_cut);

/// Every `/api` answer carries where the client stands: a `201`, a `200`,
/// a `304`, a `404`, a `422`; not only the `429`.
async fn rate_limit_headers_everywhere(backend: Backend) {
    let Some(app) = TestApp::spawn_with(backend, |c| {
        c.rate_limit = Some(RateLimit::new(600, 50));
    })
    .await
    else {
        return;
    };
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Limits").await;
    let path = format!("/api/v1/tournaments/{tid}");
    let mut seen = Vec::new();
    let resp = app
        .send(
            Method::POST,
            &format!("{path}/players"),
            Some(&key),
            Some(&json!({ "name": "Ann" })),
        )
        .await;
    seen.push((resp.status(), resp.headers().clone()));
    let (s, h, _) = raw_get(&app, &path, None, &[]).await;
    let tag = header(&h, "etag").expect("etag").to_owned();
    seen.push((s, h));
    let (s, h, _) = raw_get(&app, &path, None, &[("If-None-Match", &tag)]).await;
    seen.push((s, h));
    let (s, h, _) = raw_get(&app, "/api/v1/tournaments/nope", None, &[]).await;
    seen.push((s, h));
    let resp = app
        .send(
            Method::POST,
            &format!("{path}/players"),
            Some(&key),
            Some(&json!({ "name": "" })),
        )
        .await;
    seen.push((resp.status(), resp.headers().clone()));
    let statuses: Vec<u16> = seen.iter().map(|(s, _)| s.as_u16()).collect();
    assert_eq!(statuses, [201, 200, 304, 404, 422]);
    for (s, h) in &seen {
        assert_eq!(
            header(h, "ratelimit-policy"),
            Some("\"burst\";q=50;w=5"),
            "{s}"
        );
        let value = header(h, "ratelimit").unwrap_or_else(|| panic!("{s}: no RateLimit"));
        assert!(
            value.starts_with("\"burst\";r=") && value.contains(";t="),
            "{s}: {value}"
        );
    }
}

backend_test!(rate_limit_headers_everywhere, Backend);

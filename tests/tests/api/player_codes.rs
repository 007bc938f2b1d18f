//! Player codes (RULES.md §12): made at registration, bulk registration,
//! import and rotation and shown only there; `GET /api/v1/me`; a rotated
//! code is dead at once on every replica; a code never writes and never
//! crosses tournaments; every refusal of a code looks the same; guessing
//! is limited per prefix and per address; the code slips; the player's
//! page; no code in the logs or the database.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, TestDb, assert_problem, list_items, names, pid};
use crate::process::Server;

/// `GET path` with `Authorization: Player <code>`: status, JSON body.
async fn as_player(app: &TestApp, path: &str, code: &str) -> (StatusCode, Value) {
    let resp = app
        .client
        .get(format!("{}{path}", app.address))
        .header("Authorization", format!("Player {code}"))
        .send()
        .await
        .expect("sent");
    let status = resp.status();
    let text = resp.text().await.expect("body");
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// `GET /api/v1/me` with `code`.
async fn me(app: &TestApp, code: &str) -> (StatusCode, Value) {
    as_player(app, "/api/v1/me", code).await
}

/// `method path` with `Authorization: Player <code>` and a JSON body.
async fn write_as_player(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    code: &str,
) -> (StatusCode, Value) {
    let resp = app
        .client
        .request(method, format!("{}{path}", app.address))
        .header("Authorization", format!("Player {code}"))
        .json(&json!({"name": "Mallory", "wins": 2, "losses": 0, "draws": 0}))
        .send()
        .await
        .expect("sent");
    let status = resp.status();
    (status, resp.json().await.unwrap_or(Value::Null))
}

/// A new code's shape: five groups of four characters of Crockford's
/// base32 (`0-9`, `A-Z` without `I`, `L`, `O`, `U`) joined by hyphens:
/// 20 characters, 100 bits.
pub fn assert_code_shape(code: &str) {
    const ALPHABET: &str = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    let groups: Vec<&str> = code.split('-').collect();
    assert_eq!(groups.len(), 5, "{code}");
    for g in groups {
        assert_eq!(g.len(), 4, "{code}");
        assert!(g.chars().all(|c| ALPHABET.contains(c)), "{code}");
    }
}

/// A well-formed code that is nobody's, starting with `prefix` (20
/// characters).
pub fn guess(prefix: &str, n: usize) -> String {
    let tail = format!("{n:0>16}");
    format!("{prefix}{}", &tail[..20 - prefix.len()])
}

/// `GET /api/v1/me` with `code` is refused with 429: its `Retry-After`
/// in seconds.
async fn throttled(app: &TestApp, code: &str) -> u64 {
    let resp = app
        .client
        .get(format!("{}/api/v1/me", app.address))
        .header("Authorization", format!("Player {code}"))
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::TOO_MANY_REQUESTS);
    resp.headers()["retry-after"]
        .to_str()
        .expect("text")
        .parse()
        .expect("seconds")
}

async fn rotate(app: &TestApp, key: &str, tid: &str, pid: &str) -> Value {
    let (status, body) = app
        .post(
            &format!("/api/v1/tournaments/{tid}/players/{pid}/code"),
            Some(key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

/// Everything stored, as text: the SQLite files' bytes, or every row of
/// the PostgreSQL tables that hold players, audit entries, webhook
/// payloads and stored responses.
async fn stored_text(app: &TestApp) -> String {
    if let Some(pg) = &app.pg {
        use diesel::{Connection, PgConnection, RunQueryDsl};
        #[derive(diesel::QueryableByName)]
        struct Row {
            #[diesel(sql_type = diesel::sql_types::Text)]
            row: String,
        }
        let mut conn = PgConnection::establish(&pg.url()).expect("connect");
        let mut all = String::new();
        for table in [
            "players",
            "audit_log",
            "webhook_deliveries",
            "idempotency_keys",
            "tournaments",
        ] {
            let rows: Vec<Row> = diesel::sql_query(format!("SELECT t::text AS row FROM {table} t"))
                .load(&mut conn)
                .expect("read a table");
            for r in rows {
                all.push_str(&r.row);
                all.push('\n');
            }
        }
        assert!(all.contains("Player 01"), "the dump holds the players");
        all
    } else {
        let path = std::path::Path::new(&app.database_url);
        let mut bytes = Vec::new();
        for suffix in ["", "-wal"] {
            let mut p = path.as_os_str().to_owned();
            p.push(suffix);
            if let Ok(b) = std::fs::read(&p) {
                bytes.extend(b);
            }
        }
        assert!(!bytes.is_empty());
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

/// Codes appear in the answers that make them (registration, bulk,
/// import, rotation) and nowhere else: not in any read, the export, the
/// audit log, webhook payloads, nor the database.
async fn codes_are_shown_only_when_made(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Codes").await;
    // A webhook, so `player.added` payloads are stored in the outbox.
    let (s, hook) = app
        .post(
            "/api/v1/webhooks",
            Some(&key),
            json!({"url": "http://127.0.0.1:9/hook", "events": ["player.added"], "tournament_id": tid}),
        )
        .await;
    assert_eq!(s, StatusCode::CREATED, "{hook}");
    let (s, one) = app
        .post(
            &format!("/api/v1/tournaments/{tid}/players"),
            Some(&key),
            json!({"name": "Player 01"}),
        )
        .await;
    assert_eq!(s, StatusCode::CREATED, "{one}");
    let first = one["code"].as_str().expect("code").to_owned();
    assert_eq!(
        one["link"],
        format!("{}/p/{first}", app.address).as_str(),
        "{one}"
    );
    let bulk = app.register_with_codes(&key, &tid, &names(4)[1..]).await;
    let mut codes: Vec<String> = vec![first.clone()];
    for (_, code, link) in &bulk {
        assert!(link.ends_with(&format!("/p/{code}")), "{link}");
        codes.push(code.clone());
    }
    let rotated = rotate(&app, &key, &tid, &bulk[0].0).await;
    let new_code = rotated["code"].as_str().expect("code").to_owned();
    assert_eq!(rotated["player_id"], bulk[0].0.as_str());
    assert!(rotated["link"].as_str().expect("link").ends_with(&new_code));
    codes.push(new_code);
    // Import: the document of this tournament as a new one.
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
    let imported: Value = resp.json().await.expect("json");
    let imported_codes = imported["player_codes"].as_array().expect("player_codes");
    assert_eq!(imported_codes.len(), 4, "{imported}");
    for c in imported_codes {
        let code = c["code"].as_str().expect("code");
        assert!(c["link"].as_str().expect("link").ends_with(code));
        codes.push(code.to_owned());
    }
    for code in &codes {
        assert_code_shape(code);
    }
    let mut distinct = codes.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), codes.len(), "codes are distinct");
    // Every imported code works, for its own tournament.
    let itid = imported["id"].as_str().expect("id");
    let (s, v) = me(&app, &codes[codes.len() - 1]).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["tournament"]["id"], itid);

    // Reads: none shows a code.
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let mut seen = String::new();
    for path in [
        format!("/api/v1/tournaments/{tid}/players"),
        format!("/api/v1/tournaments/{tid}/players/{}", bulk[1].0),
        format!("/api/v1/tournaments/{tid}/audit-log"),
        format!("/api/v1/tournaments/{tid}/rounds/1"),
        format!("/api/v1/tournaments/{tid}/standings"),
        format!("/api/v1/tournaments/{tid}"),
        format!("/api/v1/tournaments/{itid}/players"),
        format!("/api/v1/tournaments/{itid}/audit-log"),
    ] {
        let (s, body) = app.get(&path, Some(&key)).await;
        assert_eq!(s, StatusCode::OK, "{path}: {body}");
        seen.push_str(&body.to_string());
    }
    seen.push_str(&app.export_text(&tid).await);
    let stored = stored_text(&app).await;
    for code in &codes {
        let bare = code.replace('-', "");
        for form in [code.as_str(), bare.as_str()] {
            assert!(!seen.contains(form), "a read shows a code");
            assert!(!stored.contains(form), "a code is stored");
        }
    }
    // The audit log names the rotation, without the code.
    let actions = app.audit_actions(&key, &tid).await;
    assert!(
        actions.iter().any(|a| a == "player_code_rotated"),
        "{actions:?}"
    );
}
backend_test!(codes_are_shown_only_when_made);

/// `GET /api/v1/me`: the tournament, the player, the round's table and
/// opponent, the result from the player's side, the standing and the
/// links; before a round, no round.
async fn me_shows_the_players_seat(app: TestApp) {
    let (key, tid, players) = app.coded_tournament("Friday", &names(4)).await;
    let code_of = |id: &str| {
        players
            .iter()
            .find(|(p, _, _)| p == id)
            .map(|(_, c, _)| c.clone())
            .expect("a player")
    };
    let (s, before) = me(&app, &players[0].1).await;
    assert_eq!(s, StatusCode::OK, "{before}");
    assert_eq!(before["tournament"]["id"], tid.as_str());
    assert_eq!(before["tournament"]["name"], "Friday");
    assert_eq!(before["player"]["id"], players[0].0.as_str());
    assert_eq!(before["player"]["name"], "Player 01");
    assert_eq!(before["player"]["dropped"], false);
    assert_eq!(before["round"], Value::Null, "{before}");

    let round = app.pair(&key, &tid).await;
    // A round in `pairing` is the organizer's draft: not shown.
    assert_eq!(me(&app, &players[0].1).await.1["round"], Value::Null);
    app.publish(&key, &tid, 1).await;
    let table = &round["pairings"][0];
    let a = pid(&table["player_a"]);
    let b = pid(&table["player_b"]);
    let (a, b) = (a.as_str().expect("a"), b.as_str().expect("b"));
    let n = table["table"].as_u64().expect("table");
    let (s, va) = me(&app, &code_of(a)).await;
    assert_eq!(s, StatusCode::OK, "{va}");
    assert_eq!(va["round"]["number"], 1);
    assert_eq!(va["round"]["state"], "published");
    assert_eq!(va["round"]["table"], n);
    assert_eq!(va["round"]["bye"], false);
    assert_eq!(va["round"]["opponent"]["id"], b);
    assert!(va["round"]["opponent"]["name"].is_string());
    assert_eq!(va["round"]["result"], Value::Null);
    // The tournament's default limit (RULES.md §13), not started yet.
    assert_eq!(va["round"]["clock"]["state"], "not_started", "{va}");
    assert_eq!(va["round"]["clock"]["time_limit_s"], 3000, "{va}");
    assert_eq!(va["round"]["table_ends_at"], Value::Null, "{va}");
    // Slice R: nobody reported yet; the player may report.
    assert_eq!(va["round"]["report"]["state"], "none");
    assert_eq!(va["round"]["report"]["can_report"], true);
    assert_eq!(
        va["links"]["round_explanation"],
        format!("/api/v1/tournaments/{tid}/rounds/1/explain?lang=en").as_str()
    );
    assert_eq!(va["why"]["lang"], "en");
    assert!(
        !va["why"]["pairing"].as_array().expect("pairing").is_empty(),
        "{va}"
    );

    let (s, r) = app.result(&key, &tid, 1, n, (2, 1, 0)).await;
    assert_eq!(s, StatusCode::OK, "{r}");
    let va = me(&app, &code_of(a)).await.1;
    assert_eq!(
        va["round"]["result"],
        json!({"wins": 2, "losses": 1, "draws": 0})
    );
    let vb = me(&app, &code_of(b)).await.1;
    assert_eq!(
        vb["round"]["result"],
        json!({"wins": 1, "losses": 2, "draws": 0})
    );
    assert_eq!(vb["round"]["opponent"]["id"], a);
    for t in round["pairings"].as_array().expect("pairings") {
        let other = t["table"].as_u64().expect("table");
        if other != n && t["bye"] != true {
            let (s, r) = app.result(&key, &tid, 1, other, (2, 0, 0)).await;
            assert_eq!(s, StatusCode::OK, "{r}");
        }
    }
    let va = me(&app, &code_of(a)).await.1;
    assert_eq!(va["standing"]["after_round"], 1, "{va}");
    assert_eq!(va["standing"]["match_points"], 3);
    assert_eq!(va["standing"]["wins"], 1);
    assert_eq!(va["standing"]["of"], 4);
    let rank = va["standing"]["rank"].as_u64().expect("rank");
    let (_, standings) = app
        .get(&format!("/api/v1/tournaments/{tid}/standings"), None)
        .await;
    let line = list_items(&standings, "standings")
        .iter()
        .find(|e| e["player_id"] == a)
        .cloned()
        .expect("a's line");
    assert_eq!(line["rank"], rank, "the rank the public sees");
    // The sentences in another language.
    let (_, de) = as_player(&app, "/api/v1/me?lang=de", &code_of(a)).await;
    assert_eq!(de["why"]["lang"], "de");
    assert_ne!(de["why"]["pairing"], va["why"]["pairing"]);
}
backend_test!(me_shows_the_players_seat);

/// A rotated code is dead at once, on this server and on another replica;
/// the new one works on both, and the other replica prints it.
async fn rotated_code_is_dead_everywhere(app: TestApp) {
    let (key, tid, players) = app.coded_tournament("Rotation", &names(2)).await;
    let (p, old, _) = &players[0];
    let other = app.second_instance().await;
    assert_eq!(me(&app, old).await.0, StatusCode::OK);
    assert_eq!(me(&other, old).await.0, StatusCode::OK);
    let fresh = rotate(&other, &key, &tid, p).await["code"]
        .as_str()
        .expect("code")
        .to_owned();
    for server in [&app, &other] {
        assert_problem(
            &me(server, old).await,
            StatusCode::UNAUTHORIZED,
            "player_code_unknown",
        );
        assert_eq!(me(server, &fresh).await.0, StatusCode::OK);
        let page = server
            .client
            .get(format!("{}/p/{old}", server.address))
            .send()
            .await
            .expect("sent");
        assert_eq!(page.status(), StatusCode::UNAUTHORIZED);
    }
    let slips = app
        .client
        .get(format!(
            "{}/api/v1/tournaments/{tid}/players/codes/print",
            app.address
        ))
        .bearer_auth(&key)
        .send()
        .await
        .expect("sent")
        .text()
        .await
        .expect("text");
    assert!(slips.contains(&fresh) && !slips.contains(old.as_str()));
}
backend_test!(rotated_code_is_dead_everywhere);

/// A code reads only its own tournament, writes nothing anywhere (403
/// `player_code_forbidden`), and reads elsewhere as anonymous.
async fn codes_neither_write_nor_cross_tournaments(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let a = app.tournament(&key, "A").await;
    let b = app.tournament(&key, "B").await;
    let pa = app.register_with_codes(&key, &a, &names(4)).await;
    let pb = app.register_with_codes(&key, &b, &names(4)).await;
    app.pair(&key, &a).await;
    app.publish(&key, &a, 1).await;
    let code = &pa[0].1;
    let (_, v) = me(&app, code).await;
    assert_eq!(v["tournament"]["id"], a.as_str());
    use reqwest::Method;
    for (method, path) in [
        (Method::POST, format!("/api/v1/tournaments/{b}/rounds")),
        (Method::POST, format!("/api/v1/tournaments/{b}/players")),
        (
            Method::POST,
            format!("/api/v1/tournaments/{b}/players/{}/drop", pb[0].0),
        ),
        (
            Method::POST,
            format!("/api/v1/tournaments/{b}/players/{}/code", pb[0].0),
        ),
        (Method::POST, format!("/api/v1/tournaments/{a}/rounds")),
        (
            Method::PUT,
            format!("/api/v1/tournaments/{a}/rounds/1/tables/1/result"),
        ),
        (
            Method::POST,
            format!("/api/v1/tournaments/{a}/players/{}/drop", pa[0].0),
        ),
        (
            Method::POST,
            format!("/api/v1/tournaments/{a}/players/{}/code", pa[0].0),
        ),
        (
            Method::PATCH,
            format!("/api/v1/tournaments/{a}/players/{}", pa[0].0),
        ),
        (Method::PATCH, format!("/api/v1/tournaments/{a}")),
        (Method::DELETE, format!("/api/v1/tournaments/{a}")),
        (Method::POST, "/api/v1/tournaments".to_owned()),
        (Method::POST, "/api/v1/organizers".to_owned()),
        (Method::POST, "/api/v1/webhooks".to_owned()),
    ] {
        let got = write_as_player(&app, method.clone(), &path, code).await;
        assert_problem(&got, StatusCode::FORBIDDEN, "player_code_forbidden");
    }
    // Nothing changed: B has no round, A's player is not dropped.
    let (_, rounds) = app
        .get(&format!("/api/v1/tournaments/{b}/rounds"), None)
        .await;
    assert!(list_items(&rounds, "rounds").is_empty(), "{rounds}");
    assert_eq!(me(&app, code).await.1["player"]["dropped"], false);
    // Reads with a code are anonymous reads.
    for path in [
        format!("/api/v1/tournaments/{b}"),
        format!("/api/v1/tournaments/{b}/players"),
    ] {
        assert_eq!(
            as_player(&app, &path, code).await,
            app.get(&path, None).await
        );
    }
    let (s, _) = as_player(&app, &format!("/api/v1/tournaments/{a}/audit-log"), code).await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
}
backend_test!(codes_neither_write_nor_cross_tournaments);

/// Unknown, malformed and rotated codes get the very same answer, on the
/// API and on the page.
async fn every_refused_code_looks_the_same(app: TestApp) {
    let (key, tid, players) = app.coded_tournament("Same", &names(2)).await;
    let old = players[0].1.clone();
    rotate(&app, &key, &tid, &players[0].0).await;
    let unknown = guess("Zz9_", 1);
    let answers: Vec<(StatusCode, Value)> = futures::future::join_all(
        [old.as_str(), unknown.as_str(), "abc", "not a code at all!"]
            .into_iter()
            .map(|c| me(&app, c)),
    )
    .await;
    for a in &answers {
        assert_problem(a, StatusCode::UNAUTHORIZED, "player_code_unknown");
        assert_eq!(a, &answers[0]);
    }
    let mut pages = Vec::new();
    for c in [old.as_str(), unknown.as_str(), "abc"] {
        let resp = app
            .client
            .get(format!("{}/p/{c}", app.address))
            .send()
            .await
            .expect("sent");
        pages.push((resp.status(), resp.text().await.expect("text")));
    }
    for p in &pages {
        assert_eq!(p, &pages[0]);
        assert_eq!(p.0, StatusCode::UNAUTHORIZED);
    }
    // No code at all is another matter (nothing to guess).
    let (s, body) = app.get("/api/v1/me", None).await;
    assert_problem(&(s, body), StatusCode::UNAUTHORIZED, "unauthorized");
}
backend_test!(every_refused_code_looks_the_same);

/// Failed look-ups are limited per code prefix (10) and per address (30):
/// once spent, a wrong code gets 429 with Retry-After instead of 401, but
/// a right code is never refused for anyone's failures (issue 24: one
/// client behind a shop's Wi-Fi or a proxy locked every player out).
async fn guessing_is_limited(app: TestApp) {
    let (_, _, players) = app.coded_tournament("Guess", &names(4)).await;
    let target = &players[0].1;
    let prefix = &target[..4];
    for i in 0..10 {
        let got = me(&app, &guess(prefix, i)).await;
        assert_problem(&got, StatusCode::UNAUTHORIZED, "player_code_unknown");
    }
    // The prefix is spent: a wrong code with it is refused with 429 ...
    assert!(throttled(&app, &guess(prefix, 11)).await >= 1);
    // ... while the right code with it still opens.
    assert_eq!(me(&app, target).await.0, StatusCode::OK);
    let other = players
        .iter()
        .map(|(_, c, _)| c)
        .find(|c| c[..4] != *prefix)
        .expect("another prefix");
    assert_eq!(me(&app, other).await.0, StatusCode::OK);
    // Now spend the address: 30 failures in all (each with its own
    // prefix); the next wrong one is refused with 429 ...
    let mut failures = 0;
    for i in 0..40 {
        let p = format!("{:04}", 1000 + i);
        let got = me(&app, &guess(&p, i)).await;
        if got.0 == StatusCode::TOO_MANY_REQUESTS {
            assert_problem(&got, StatusCode::TOO_MANY_REQUESTS, "rate_limited");
            break;
        }
        failures += 1;
    }
    assert!((18..=31).contains(&failures), "{failures}");
    // ... and every right code from the same address still gets in, on
    // the API and on the page.
    for (_, code, _) in &players {
        assert_eq!(me(&app, code).await.0, StatusCode::OK);
        let page = app
            .client
            .get(format!("{}/p/{code}", app.address))
            .send()
            .await
            .expect("sent");
        assert_eq!(page.status(), StatusCode::OK);
    }
    // A wrong code on the page: the page's own 429, HTML in the reader's
    // language with Retry-After, never a problem document (a failure or two
    // may have come back meanwhile: those are the plain 401 page).
    let mut page = None;
    for i in 0..5 {
        let got = app
            .client
            .get(format!("{}/p/{}", app.address, guess("Wxyz", 90 + i)))
            .header("Accept-Language", "de")
            .send()
            .await
            .expect("sent");
        if got.status() == StatusCode::TOO_MANY_REQUESTS {
            page = Some(got);
            break;
        }
        assert_eq!(got.status(), StatusCode::UNAUTHORIZED);
    }
    let page = page.expect("a 429 page");
    assert!(page.headers().contains_key("retry-after"));
    assert!(
        page.headers()["content-type"]
            .to_str()
            .is_ok_and(|c| c.starts_with("text/html")),
        "{:?}",
        page.headers()
    );
    let html = page.text().await.expect("body");
    assert!(html.contains("Zu viele Versuche"), "{html}");
    assert!(!html.contains("rate_limited"), "{html}");
}
backend_test!(guessing_is_limited);

/// The limits are settings (`PLANESFORGE_PLAYER_CODE_GUESSES_PER_ADDRESS`,
/// `…_PER_PREFIX`): the real binary started with 3 per address answers
/// 429 to wrong codes after three failures, long before the default of 30
/// would; the right code still gets in.
async fn guess_limit_is_a_setting(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let code_key = "ef".repeat(32);
    let server = Server::start(
        &db.url,
        &[
            ("PLANESFORGE_PLAYER_CODE_GUESSES_PER_ADDRESS", "3"),
            ("PLANESFORGE_PLAYER_CODE_KEY", code_key.as_str()),
        ],
    )
    .await;
    let app = TestApp::remote(&server.address);
    let (key, tid, players) = app.coded_tournament("Guarded", &names(2)).await;
    let right = &players[0].1;
    assert_eq!(me(&app, right).await.0, StatusCode::OK);
    // Three failures, each with a prefix of its own (the prefix limit, 10,
    // stays far away): each is the plain refusal.
    for (i, p) in ["Aaa1", "Bbb2", "Ccc3"].into_iter().enumerate() {
        let got = me(&app, &guess(p, i)).await;
        assert_problem(&got, StatusCode::UNAUTHORIZED, "player_code_unknown");
    }
    // The address has spent its 3: a wrong code is refused with 429 until
    // a failure comes back (60 / 3 s); the right code is not.
    assert!((1..=20).contains(&throttled(&app, &guess("Eee5", 5)).await));
    let got = me(&app, &guess("Ddd4", 4)).await;
    assert_problem(&got, StatusCode::TOO_MANY_REQUESTS, "rate_limited");
    assert_eq!(me(&app, right).await.0, StatusCode::OK);
    // The organizer's API is not affected.
    let path = format!("/api/v1/tournaments/{tid}");
    assert_eq!(app.get(&path, Some(&key)).await.0, StatusCode::OK);
    drop(server);
}

backend_test!(guess_limit_is_a_setting, Backend);

/// The slips sheet: one slip per player with the name, the link, the code
/// and a QR code (an SVG) of the link; localized; owner only.
async fn code_slips_sheet(app: TestApp) {
    let (key, tid, players) = app.coded_tournament("Slips <&>", &names(3)).await;
    let (_, rival) = app.organizer("Rival").await;
    let url = format!(
        "{}/api/v1/tournaments/{tid}/players/codes/print",
        app.address
    );
    let get = |k: Option<String>, q: &str| {
        let mut req = app.client.get(format!("{url}{q}"));
        if let Some(k) = k {
            req = req.bearer_auth(k);
        }
        req.send()
    };
    let resp = get(Some(key.clone()), "").await.expect("sent");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(resp.headers()["cache-control"], "no-store");
    assert!(
        resp.headers()["content-type"]
            .to_str()
            .expect("text")
            .starts_with("text/html")
    );
    let html = resp.text().await.expect("text");
    assert_eq!(html.matches("class=\"slip\"").count(), 3);
    assert_eq!(html.matches("<svg").count(), 3);
    assert_eq!(html.matches("</svg>").count(), 3);
    assert!(html.contains("xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(html.contains("dashed"), "cut-out border");
    assert!(html.contains("Slips &lt;&amp;&gt;"), "escaped name");
    for (i, (_, code, link)) in players.iter().enumerate() {
        assert!(html.contains(code.as_str()));
        assert!(html.contains(link.as_str()));
        assert!(html.contains(&format!("Player {:02}", i + 1)));
    }
    let de = get(Some(key.clone()), "?lang=de")
        .await
        .expect("sent")
        .text()
        .await
        .expect("text");
    assert!(
        de.contains("lang=\"de\"") && de.contains("Spielercodes"),
        "{de}"
    );
    // A player registered before codes existed (the migration leaves them
    // without one; made here by hand on PostgreSQL, where the test has its
    // own connection): the slip says so, and a rotation gives them one.
    if let Some(pg) = &app.pg {
        use diesel::{Connection, PgConnection, RunQueryDsl};
        let mut conn = PgConnection::establish(&pg.url()).expect("connect");
        diesel::sql_query(format!(
            "UPDATE players SET code_hash = NULL, code_nonce = NULL WHERE id = '{}'",
            players[0].0
        ))
        .execute(&mut conn)
        .expect("update");
        let html = get(Some(key.clone()), "")
            .await
            .expect("sent")
            .text()
            .await
            .expect("text");
        assert_eq!(html.matches("class=\"slip\"").count(), 3);
        assert_eq!(html.matches("<svg").count(), 2);
        assert!(html.contains("No code yet"), "{html}");
        assert_problem(
            &me(&app, &players[0].1).await,
            StatusCode::UNAUTHORIZED,
            "player_code_unknown",
        );
        let fresh = rotate(&app, &key, &tid, &players[0].0).await;
        let html = get(Some(key.clone()), "")
            .await
            .expect("sent")
            .text()
            .await
            .expect("text");
        assert_eq!(html.matches("<svg").count(), 3);
        assert!(html.contains(fresh["code"].as_str().expect("code")));
    }
    assert_eq!(
        get(None, "").await.expect("sent").status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        get(Some(rival), "").await.expect("sent").status(),
        StatusCode::FORBIDDEN
    );
}
backend_test!(code_slips_sheet);

/// Codes made under another key are never printed wrong: the slip says to
/// rotate (the sheet derives each code again and checks its hash).
async fn slips_under_another_key(backend: Backend) {
    let other_key = "ab".repeat(32);
    let Some(app) = TestApp::spawn_with(backend, |c| c.player_code_key = Some(other_key)).await
    else {
        return;
    };
    let (key, tid, players) = app.coded_tournament("Moved", &names(2)).await;
    // A replica with the test key (another key than the one that made them).
    let replica = app.second_instance().await;
    let html = replica
        .client
        .get(format!(
            "{}/api/v1/tournaments/{tid}/players/codes/print",
            replica.address
        ))
        .bearer_auth(&key)
        .send()
        .await
        .expect("sent")
        .text()
        .await
        .expect("text");
    assert_eq!(html.matches("class=\"slip\"").count(), 2);
    assert_eq!(html.matches("<svg").count(), 0, "no code printed");
    assert!(html.contains("another server key"), "{html}");
    for (_, code, _) in &players {
        assert!(!html.contains(code.as_str()));
        // The code still works: look-ups need no key.
        assert_eq!(me(&replica, code).await.0, StatusCode::OK);
    }
}

backend_test!(slips_under_another_key, Backend);

/// The player's page: where to sit and against whom, localized by
/// `?lang=` and `Accept-Language`, private headers, and not the code.
async fn player_page(app: TestApp) {
    let (key, tid, players) = app.coded_tournament("Phone", &names(2)).await;
    let page = |code: String, q: &'static str, accept: &'static str| {
        app.client
            .get(format!("{}/p/{code}{q}", app.address))
            .header("Accept-Language", accept)
            .send()
    };
    let before = page(players[0].1.clone(), "", "en")
        .await
        .expect("sent")
        .text()
        .await
        .expect("text");
    assert!(
        before.contains("No round has been published yet"),
        "{before}"
    );
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let resp = page(players[0].1.clone(), "", "en").await.expect("sent");
    assert_eq!(resp.status(), StatusCode::OK);
    let h = resp.headers().clone();
    assert_eq!(h["cache-control"], "no-store");
    assert_eq!(h["referrer-policy"], "no-referrer");
    assert_eq!(h["x-robots-tag"], "noindex");
    assert_eq!(h["content-language"], "en");
    let en = resp.text().await.expect("text");
    assert!(
        en.contains(">Table 1</h1>"),
        "the table is the heading: {en}"
    );
    assert!(en.contains("against <bdi>Player 02</bdi>"), "{en}");
    assert!(en.contains("Player 01") && en.contains("Phone"));
    assert!(
        en.contains("id=\"player-actions\""),
        "the block for slice R"
    );
    assert!(en.contains("/book/en/player-guide.html"));
    assert!(
        en.contains("id=\"refresh\"") && !en.contains("http-equiv=\"refresh\""),
        "without JavaScript: a Refresh link, never a timed reload"
    );
    assert!(
        !en.contains(players[0].1.as_str()),
        "the page does not repeat the code"
    );
    let de = page(players[1].1.clone(), "?lang=de", "fr")
        .await
        .expect("sent")
        .text()
        .await
        .expect("text");
    assert!(
        de.contains(">Tisch 1</h1>") && de.contains("gegen <bdi>Player 01</bdi>"),
        "{de}"
    );
    assert!(de.contains("lang=\"de\""));
    let fr = page(players[1].1.clone(), "", "fr-CH, en;q=0.5")
        .await
        .expect("sent")
        .text()
        .await
        .expect("text");
    assert!(
        fr.contains(">Table 1</h1>") && fr.contains("contre <bdi>Player 01</bdi>"),
        "{fr}"
    );
    // The tournament's language comes before Accept-Language.
    let (s, _) = app
        .call(
            reqwest::Method::PATCH,
            &format!("/api/v1/tournaments/{tid}"),
            Some(&key),
            Some(json!({"language": "it"})),
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    let it = page(players[1].1.clone(), "", "fr")
        .await
        .expect("sent")
        .text()
        .await
        .expect("text");
    assert!(
        it.contains(">Tavolo 1</h1>") && it.contains("contro <bdi>Player 01</bdi>"),
        "{it}"
    );
}
backend_test!(player_page);

/// The server's own log (the real binary) never holds a code: the page's
/// path is logged as `/p/…`, `Authorization` not at all.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn codes_never_logged() {
    let db = TestDb::new(Backend::Sqlite).expect("sqlite");
    let code_key = "cd".repeat(32);
    let mut server = Server::start(
        &db.url,
        &[
            ("RUST_LOG", "trace"),
            ("PLANESFORGE_PLAYER_CODE_KEY", code_key.as_str()),
        ],
    )
    .await;
    let app = TestApp::remote(&server.address);
    let (key, tid, players) = app.coded_tournament("Quiet", &names(2)).await;
    let code = players[0].1.clone();
    let rotated = rotate(&app, &key, &tid, &players[1].0).await;
    let new = rotated["code"].as_str().expect("code").to_owned();
    assert_eq!(me(&app, &code).await.0, StatusCode::OK);
    assert_eq!(me(&app, &new).await.0, StatusCode::OK);
    let wrong = guess("Wr0n", 7);
    assert_eq!(me(&app, &wrong).await.0, StatusCode::UNAUTHORIZED);
    for c in [&code, &new, &wrong] {
        // As printed, in lower case and without hyphens: all one code.
        for form in [c.clone(), c.to_lowercase(), c.replace('-', "")] {
            let resp = app
                .client
                .get(format!("{}/p/{form}?lang=de", app.address))
                .send()
                .await
                .expect("sent");
            assert!(resp.status().is_success() || resp.status() == StatusCode::UNAUTHORIZED);
            let got = me(&app, &form).await.0;
            assert!(got.is_success() || got == StatusCode::UNAUTHORIZED);
        }
    }
    server.kill9();
    let logs = server.logs();
    assert!(
        logs.contains("GET /p/…"),
        "{}",
        &logs[..logs.len().min(3000)]
    );
    for c in [&code, &new, &wrong, &players[1].1] {
        assert!(!logs.contains(c.as_str()), "a code is in the log");
        let bare = c.replace('-', "");
        assert!(!logs.contains(&bare), "a code is in the log");
        assert!(!logs.contains(&c.to_lowercase()), "a code is in the log");
    }
    assert!(!logs.contains(&code_key), "the code key is in the log");
}

//! The printed sheets in seven languages (issue #16): the tournament's
//! `language` setting, the choice of a sheet's language (`?lang=`, then
//! the setting, then `Accept-Language`, then English), the header of every
//! sheet and the record beside each name on the by-name pairings.

use reqwest::header::HeaderMap;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_problem, names, pid};

/// GET `path` with extra headers: status, headers, body.
async fn page(
    app: &TestApp,
    path: &str,
    headers: &[(&str, &str)],
) -> (StatusCode, HeaderMap, String) {
    let mut req = app.client.get(format!("{}{}", app.address, path));
    for (name, value) in headers {
        req = req.header(*name, *value);
    }
    let resp = req.send().await.expect("request sent");
    let status = resp.status();
    let headers = resp.headers().clone();
    (status, headers, resp.text().await.expect("body"))
}

fn header<'a>(h: &'a HeaderMap, name: &str) -> &'a str {
    h.get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_else(|| panic!("no {name} header"))
}

/// The language a sheet was printed in, checked three ways: the `lang`
/// attribute, `Content-Language`, and a word of that language in the
/// column headings (every sheet has a Player column).
fn language_of(h: &HeaderMap, body: &str) -> String {
    let attr = body
        .split("<html lang=\"")
        .nth(1)
        .and_then(|r| r.split('"').next())
        .expect("lang attribute")
        .to_owned();
    assert_eq!(header(h, "content-language"), attr, "{body}");
    let player = match attr.as_str() {
        "en" => "Player",
        "de" => "Spieler",
        "it" => "Giocatore",
        "nb" => "Spiller",
        "el" => "Παίκτης",
        "fr" => "Joueur",
        "es" => "Jugador",
        other => panic!("unexpected language {other}"),
    };
    assert!(
        body.contains(&format!("<th>{player}</th>")),
        "{attr}: {body}"
    );
    attr
}

async fn patch(app: &TestApp, key: &str, tid: &str, body: Value) -> (StatusCode, Value) {
    app.call(
        Method::PATCH,
        &format!("/api/v1/tournaments/{tid}"),
        Some(key),
        Some(body),
    )
    .await
}

async fn language_setting(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let (status, t) = app
        .post(
            "/api/v1/tournaments",
            Some(&key),
            json!({ "name": "Freitag", "language": "de" }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    assert_eq!(t["language"], "de");
    let tid = t["id"].as_str().expect("id").to_owned();
    let (_, got) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    assert_eq!(got["language"], "de");
    // Without one: null.
    let other = app.tournament(&key, "Plain").await;
    let (_, got) = app.get(&format!("/api/v1/tournaments/{other}"), None).await;
    assert_eq!(got["language"], Value::Null);

    // Only the seven codes, exactly.
    for bad in ["xx", "DE", "de-AT", "", "no"] {
        let refused = app
            .post(
                "/api/v1/tournaments",
                Some(&key),
                json!({ "name": "Bad", "language": bad }),
            )
            .await;
        assert_problem(
            &refused,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_language",
        );
        let refused = patch(&app, &key, &tid, json!({ "language": bad })).await;
        assert_problem(
            &refused,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_language",
        );
    }
    let (_, got) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    assert_eq!(got["language"], "de", "a refused edit changes nothing");

    // PATCH: changed, kept when absent, cleared with null; each change in
    // the audit log with before and after.
    let (status, t) = patch(&app, &key, &tid, json!({ "language": "el" })).await;
    assert_eq!(
        (status, &t["language"]),
        (StatusCode::OK, &json!("el")),
        "{t}"
    );
    let (status, t) = patch(&app, &key, &tid, json!({ "name": "Παρασκευή" })).await;
    assert_eq!(
        (status, &t["language"]),
        (StatusCode::OK, &json!("el")),
        "{t}"
    );
    let (status, t) = patch(&app, &key, &tid, json!({ "language": null })).await;
    assert_eq!(
        (status, &t["language"]),
        (StatusCode::OK, &Value::Null),
        "{t}"
    );
    let (_, log) = app
        .get(
            &format!("/api/v1/tournaments/{tid}/audit-log?limit=500"),
            Some(&key),
        )
        .await;
    let changes: Vec<(Value, Value)> = log["items"]
        .as_array()
        .expect("items")
        .iter()
        .filter(|e| e["action"] == "tournament_updated")
        .map(|e| {
            (
                e["detail"]["before"]["language"].clone(),
                e["detail"]["after"]["language"].clone(),
            )
        })
        .collect();
    assert_eq!(
        changes,
        [
            (json!("de"), json!("el")),
            (json!("el"), json!("el")),
            (json!("el"), Value::Null)
        ]
    );
    // Setting the same language again is no change, and not logged.
    let before = app.audit_actions(&key, &tid).await.len();
    let (status, _) = patch(&app, &key, &tid, json!({ "language": null })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(app.audit_actions(&key, &tid).await.len(), before);
}
backend_test!(language_setting);

async fn language_choice_order(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Languages").await;
    app.players(&key, &tid, &names(4)).await;
    app.play_next_round(&key, &tid).await;
    let base = format!("/api/v1/tournaments/{tid}");
    let sheets = [
        format!("{base}/rounds/1/print"),
        format!("{base}/rounds/1/print?sort=name"),
        format!("{base}/standings/print"),
        format!("{base}/rounds/1/print?sheet=slips"),
    ];
    let join = |path: &str, query: &str| {
        if query.is_empty() {
            path.to_owned()
        } else if path.contains('?') {
            format!("{path}&{query}")
        } else {
            format!("{path}?{query}")
        }
    };
    // (setting, query, Accept-Language) → language.
    let cases: [(Option<&str>, &str, Option<&str>, &str); 8] = [
        (None, "", None, "en"),
        (None, "", Some("fr-CH, de;q=0.5"), "fr"),
        (None, "", Some("sw, es;q=0.3"), "es"),
        (Some("de"), "", Some("fr"), "de"),
        (Some("de"), "", None, "de"),
        (Some("de"), "lang=el", Some("fr"), "el"),
        (Some("de"), "lang=nb-NO", None, "nb"),
        // An unsupported `?lang=` is passed over, as for the error
        // messages: the setting decides.
        (Some("it"), "lang=xx", Some("fr"), "it"),
    ];
    for (setting, query, accept, expected) in cases {
        let (status, _) = patch(&app, &key, &tid, json!({ "language": setting })).await;
        assert_eq!(status, StatusCode::OK);
        for sheet in &sheets {
            let path = join(sheet, query);
            let headers: Vec<(&str, &str)> =
                accept.map(|a| ("accept-language", a)).into_iter().collect();
            let (status, h, body) = page(&app, &path, &headers).await;
            assert_eq!(status, StatusCode::OK, "{path}: {body}");
            assert_eq!(
                language_of(&h, &body),
                expected,
                "{setting:?} {path} {accept:?}"
            );
            assert!(header(&h, "vary").contains("Accept-Language"));
        }
    }

    // Without a setting, each Accept-Language has a tag of its own, and a
    // tag answers 304 only for its own language.
    let (status, _) = patch(&app, &key, &tid, json!({ "language": null })).await;
    assert_eq!(status, StatusCode::OK);
    let sheet = &sheets[2];
    let (_, de, _) = page(&app, sheet, &[("accept-language", "de")]).await;
    let (_, el, body) = page(&app, sheet, &[("accept-language", "el")]).await;
    assert!(body.contains("Κατάταξη μετά τον γύρο 1"), "{body}");
    let (de, el) = (header(&de, "etag"), header(&el, "etag"));
    assert_ne!(de, el);
    assert!(
        de.starts_with("W/"),
        "the printing time changes: a weak tag"
    );
    let (status, _, _) = page(
        &app,
        sheet,
        &[("accept-language", "de"), ("if-none-match", de)],
    )
    .await;
    assert_eq!(status, StatusCode::NOT_MODIFIED);
    let (status, _, _) = page(
        &app,
        sheet,
        &[("accept-language", "el"), ("if-none-match", de)],
    )
    .await;
    assert_eq!(status, StatusCode::OK);
}
backend_test!(language_choice_order);

/// The `<time datetime>` of a sheet, and its text.
fn printed_at(body: &str) -> (chrono::DateTime<chrono::FixedOffset>, String) {
    let rest = body
        .split("<p class=\"printed\"><time datetime=\"")
        .nth(1)
        .expect("a printing time");
    let (iso, rest) = rest.split_once("\">").expect("attribute");
    let text = rest.split("</time>").next().expect("text");
    (
        chrono::DateTime::parse_from_rfc3339(iso).expect("RFC 3339"),
        text.to_owned(),
    )
}

async fn header_and_records(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let (status, t) = app
        .post(
            "/api/v1/tournaments",
            Some(&key),
            json!({ "name": "Fredag <Pauper>", "language": "nb" }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    let tid = t["id"].as_str().expect("id").to_owned();
    // Five players: one bye a round.
    let ids = app.players(&key, &tid, &names(5)).await;
    let name_of = |id: &str| {
        let i = ids.iter().position(|x| x == id).expect("known id");
        names(5)[i].clone()
    };
    let base = format!("/api/v1/tournaments/{tid}");

    // Round 1: table 1 won by player_a, table 2 drawn, one bye.
    let r1 = app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let mut expected: Vec<(String, &str)> = Vec::new();
    for p in r1["pairings"].as_array().expect("pairings") {
        let a = name_of(pid(&p["player_a"]).as_str().expect("a"));
        if p["bye"] == true {
            expected.push((a, "1-0-0"));
            continue;
        }
        let b = name_of(pid(&p["player_b"]).as_str().expect("b"));
        let table = p["table"].as_u64().expect("table");
        let (result, ra, rb) = if table == 1 {
            ((2, 1, 0), "1-0-0", "0-1-0")
        } else {
            ((1, 1, 1), "0-0-1", "0-0-1")
        };
        let (status, body) = app.result(&key, &tid, 1, table, result).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        expected.push((a, ra));
        expected.push((b, rb));
    }
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 2).await;

    let before = chrono::Utc::now();
    let (status, _, by_name) = page(&app, &format!("{base}/rounds/2/print?sort=name"), &[]).await;
    let after = chrono::Utc::now();
    assert_eq!(status, StatusCode::OK, "{by_name}");
    // The header: the tournament, the round and its kind, the time.
    assert!(
        by_name.contains("<h1>Fredag &lt;Pauper&gt;</h1>"),
        "{by_name}"
    );
    assert!(
        by_name.contains("<h2>Runde 2 (sveitsisk, publisert) — Paringer etter navn</h2>"),
        "{by_name}"
    );
    let (at, text) = printed_at(&by_name);
    assert!(
        before.timestamp() - 1 <= at.timestamp() && at.timestamp() <= after.timestamp() + 1,
        "{at} not between {before} and {after}"
    );
    assert_eq!(
        text,
        format!("Skrevet ut {}", at.format("%-d.%-m.%Y kl. %H:%M UTC")),
        "Norwegian date and time"
    );
    // The record before round 2 beside every name.
    assert!(
        by_name.contains("<th>Spiller</th><th>Bilans</th><th>Bord</th>"),
        "{by_name}"
    );
    for (name, record) in &expected {
        let cell = format!("<tr><td class=\"name\">{name}</td><td class=\"rec\">{record}</td>");
        assert!(by_name.contains(&cell), "{cell} missing: {by_name}");
    }
    assert_eq!(expected.len(), 5);

    // Round 1 printed now: nobody had played before it.
    let (_, _, first) = page(&app, &format!("{base}/rounds/1/print?sort=name"), &[]).await;
    assert_eq!(
        first.matches("<td class=\"rec\">0-0-0</td>").count(),
        5,
        "{first}"
    );
    assert!(first.contains("(sveitsisk, ferdig)"), "{first}");

    // The other sheets carry the same header.
    let (_, _, by_table) = page(&app, &format!("{base}/rounds/2/print?lang=en"), &[]).await;
    assert!(
        by_table.contains("<h2>Round 2 (Swiss, published) — Pairings by table</h2>"),
        "{by_table}"
    );
    assert!(
        printed_at(&by_table).1.starts_with("Printed "),
        "{by_table}"
    );
    assert!(!by_table.contains("class=\"rec\""), "no record by table");
    let (_, _, standings) = page(&app, &format!("{base}/standings/print?lang=es"), &[]).await;
    assert!(
        standings.contains("<h1>Fredag &lt;Pauper&gt;</h1>"),
        "{standings}"
    );
    assert!(
        standings.contains("<h2>Clasificación tras la ronda 1</h2>"),
        "{standings}"
    );
    assert!(
        printed_at(&standings).1.starts_with("Impreso el "),
        "{standings}"
    );
    assert!(
        standings.contains("<th>Puntos de partida</th>"),
        "{standings}"
    );
}
backend_test!(header_and_records);

/// The match result slips of a round (issue 23): one per table in table
/// order, the bye none; both names as printed (shared names numbered, in
/// `<bdi>`), the boxes and signature lines labelled in the sheet's
/// language, the player's page address; refused as the other sheets are.
async fn match_result_slips(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let (_, other) = app.organizer("Other").await;
    let tid = app.tournament(&key, "Slips").await;
    // Seven players (one bye), two of them sharing a name.
    let mut players = names(5);
    players.extend(["Same".to_owned(), "same".to_owned()]);
    let ids = app.players(&key, &tid, &players).await;
    let shown = |id: &str| {
        let i = ids.iter().position(|x| x == id).expect("known id");
        match i {
            5 => "Same (#1)".to_owned(),
            6 => "same (#2)".to_owned(),
            _ => players[i].clone(),
        }
    };
    let base = format!("/api/v1/tournaments/{tid}");
    let slips = format!("{base}/rounds/1/print?sheet=slips");
    let round = app.pair(&key, &tid).await;

    // Being paired: the owner's only, as the pairings sheet.
    for path in [slips.clone(), format!("{base}/rounds/1/print")] {
        let refused = app.get(&path, None).await;
        assert_problem(&refused, StatusCode::NOT_FOUND, "round_not_found");
        let refused = app.get(&path, Some(&other)).await;
        assert_problem(&refused, StatusCode::NOT_FOUND, "round_not_found");
        let refused = app.get(&path, Some("pf_not_a_key")).await;
        assert_eq!(refused.0, StatusCode::UNAUTHORIZED, "{}", refused.1);
    }
    let owner = app
        .client
        .get(format!("{}{slips}", app.address))
        .bearer_auth(&key)
        .send()
        .await
        .expect("sent");
    assert_eq!(owner.status(), StatusCode::OK);
    for path in [
        "/api/v1/tournaments/nope/rounds/1/print?sheet=slips".to_owned(),
        format!("{base}/rounds/9/print?sheet=slips"),
    ] {
        let refused = app.get(&path, Some(&key)).await;
        assert_eq!(refused.0, StatusCode::NOT_FOUND, "{path}: {}", refused.1);
    }
    // An unknown sheet is a bad query.
    let bad = app
        .get(&format!("{base}/rounds/1/print?sheet=tickets"), Some(&key))
        .await;
    assert_problem(&bad, StatusCode::BAD_REQUEST, "invalid_query");

    app.publish(&key, &tid, 1).await;
    let (status, h, body) = page(&app, &slips, &[]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(language_of(&h, &body), "en");
    assert!(
        body.contains("Round 1 (Swiss, published) — Match result slips"),
        "{body}"
    );
    let pairings = round["pairings"].as_array().expect("pairings");
    let tables: Vec<&Value> = pairings.iter().filter(|p| p["bye"] != true).collect();
    assert_eq!(tables.len(), 3);
    assert_eq!(body.matches("<section class=\"slip\"").count(), 3, "{body}");
    let mut last = 0;
    for p in &tables {
        let t = p["table"].as_u64().expect("table");
        let a = shown(pid(&p["player_a"]).as_str().expect("a"));
        let b = shown(pid(&p["player_b"]).as_str().expect("b"));
        let head = format!("Table <b>{t}</b>");
        assert_eq!(body.matches(&head).count(), 1, "{head}: {body}");
        let at = body.find(&head).expect("table");
        assert!(at > last, "table order");
        last = at;
        let names = format!(
            "<tr><td class=\"name\"><bdi>{a}</bdi></td><td class=\"box\"></td><td class=\"box\"></td><td class=\"box\"></td></tr>\n<tr><td class=\"name\"><bdi>{b}</bdi></td>"
        );
        assert!(body[at..].contains(&names), "{names}: {body}");
        for who in [&a, &b] {
            let sign = format!("Signature: <bdi>{who}</bdi>");
            assert_eq!(body.matches(&sign).count(), 1, "{sign}: {body}");
        }
    }
    // The bye: no slip.
    let bye = pairings.iter().find(|p| p["bye"] == true).expect("a bye");
    let bye_name = shown(pid(&bye["player_a"]).as_str().expect("bye"));
    assert!(!body.contains(&format!("<bdi>{bye_name}</bdi>")), "{body}");
    assert!(!body.contains("BYE"), "{body}");
    assert_eq!(
        body.matches("<th>Games won</th><th>Games lost</th><th>Games drawn</th>")
            .count(),
        3
    );
    let address = format!("{}/p/…", app.address);
    assert_eq!(body.matches(&address).count(), 3, "{address}: {body}");

    // In the requested language: ?lang= first, then Accept-Language.
    let (_, h, de) = page(
        &app,
        &format!("{slips}&lang=de"),
        &[("accept-language", "fr")],
    )
    .await;
    assert_eq!(language_of(&h, &de), "de");
    assert!(
        de.contains(
            "<th>Gewonnene Spiele</th><th>Verlorene Spiele</th><th>Unentschiedene Spiele</th>"
        ),
        "{de}"
    );
    assert!(
        de.contains("Runde 1 (Schweizer System, veröffentlicht) — Ergebniszettel"),
        "{de}"
    );
    assert!(de.contains("Unterschrift: <bdi>"), "{de}");
    assert!(!de.contains("Games won"), "{de}");
    let (_, h, fr) = page(&app, &slips, &[("accept-language", "fr")]).await;
    assert_eq!(language_of(&h, &fr), "fr");
    assert!(fr.contains("<th>Parties gagnées</th>"), "{fr}");
    let (_, h, el) = page(&app, &format!("{slips}&lang=el"), &[]).await;
    assert_eq!(language_of(&h, &el), "el");
    assert!(el.contains("Υπογραφή: <bdi>"), "{el}");
}
backend_test!(match_result_slips);

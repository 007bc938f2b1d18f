//! Names (issue 12, item 11) and CSV defusing (item 12): invisible names
//! are refused, shared names are accepted with a warning and told apart on
//! the printed sheets, and CSV cells cannot start a spreadsheet formula.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_problem, list_items};

/// Names with nothing visible in them.
fn invisible_names() -> Vec<String> {
    vec![
        "\u{200b}".to_owned(),                 // zero-width space (Cf)
        "\u{feff}".to_owned(),                 // byte-order mark (Cf)
        "\u{2060}".to_owned(),                 // word joiner (Cf)
        " \u{200b}\u{feff} ".to_owned(),       // spaces and format characters
        "\u{0301}".repeat(199),                // combining marks without a base
        "\u{200d}\u{0308}\u{20dd}".to_owned(), // format + combining marks
        "\u{3164}".to_owned(),                 // Hangul filler (default ignorable)
        " \t ".to_owned(),                     // white space only
    ]
}

/// Organizer, tournament, player (single, bulk, import) names with nothing
/// visible are `422 invalid_name` and write nothing; visible names are
/// trimmed of white space and format characters at both ends.
async fn invisible_names_are_refused(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Cup").await;
    let (_, before) = app.get("/api/v1/tournaments?limit=100", None).await;
    let players = format!("/api/v1/tournaments/{tid}/players");
    for name in invisible_names() {
        let got = app
            .post("/api/v1/organizers", None, json!({ "name": name }))
            .await;
        assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_name");
        let got = app
            .post("/api/v1/tournaments", Some(&key), json!({ "name": name }))
            .await;
        assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_name");
        let got = app
            .post(&players, Some(&key), json!({ "name": name }))
            .await;
        assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_name");
        let got = app
            .post(
                &format!("{players}/bulk"),
                Some(&key),
                json!({ "players": [{ "name": "Ann" }, { "name": name }] }),
            )
            .await;
        assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_name");
        assert!(
            got.1["detail"]
                .as_str()
                .is_some_and(|d| d.contains("players[1]")),
            "{}",
            got.1
        );
        let doc = json!({
            "format": "planesforge-tournament/1", "name": "Imported",
            "players": [{ "id": "a", "name": "Ann" }, { "id": "b", "name": name }],
            "rounds": []
        });
        let got = app
            .post("/api/v1/tournaments/import", Some(&key), doc)
            .await;
        assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_name");
    }
    // The English detail says why; other languages too.
    let got = app
        .post(&players, Some(&key), json!({ "name": " \u{200b} " }))
        .await;
    assert_eq!(
        got.1["detail"],
        "the player name has nothing visible: only spaces, invisible formatting characters or combining marks"
    );
    // Nothing was written.
    let (_, listed) = app.get(&players, None).await;
    assert_eq!(listed["items"], json!([]), "{listed}");
    let (_, after) = app.get("/api/v1/tournaments?limit=100", None).await;
    assert_eq!(before, after);

    // Visible names are kept, trimmed of spaces and format characters at
    // the ends; inner marks on a base character stay.
    for (sent, kept) in [
        (" \u{feff}Ann\u{200b} ", "Ann"),
        ("Zoe\u{0308}", "Zoe\u{0308}"),
        ("\u{0301}x", "\u{0301}x"),
        ("Jean\u{2060}Luc", "Jean\u{2060}Luc"),
    ] {
        let (status, p) = app
            .post(&players, Some(&key), json!({ "name": sent }))
            .await;
        assert_eq!(status, StatusCode::CREATED, "{p}");
        assert_eq!(p["name"], kept);
    }
}
backend_test!(invisible_names_are_refused);

/// A bidirectional embedding, override or isolate (U+202A–U+202E,
/// U+2066–U+2069) anywhere in a name would reorder the sentences around it
/// wherever the name is shown: `422 invalid_name`, naming the character
/// and its position, on every road in; nothing is written.
async fn bidirectional_controls_are_refused(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Cup").await;
    let players = format!("/api/v1/tournaments/{tid}/players");
    for (name, position, code) in [
        ("\u{202e}Ann", 1, "U+202E"),
        ("Zoë\u{2066}x", 4, "U+2066"),
        ("Bob \u{202a}", 5, "U+202A"),
        ("x\u{2069}", 2, "U+2069"),
    ] {
        let says = |got: &(StatusCode, Value)| {
            assert_problem(got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_name");
            let detail = got.1["detail"].as_str().unwrap_or_default();
            assert!(
                detail.contains(&format!("position {position}")) && detail.contains(code),
                "{name:?}: {detail}"
            );
        };
        says(
            &app.post("/api/v1/organizers", None, json!({ "name": name }))
                .await,
        );
        says(
            &app.post("/api/v1/tournaments", Some(&key), json!({ "name": name }))
                .await,
        );
        says(
            &app.post(&players, Some(&key), json!({ "name": name }))
                .await,
        );
        says(
            &app.post(
                &format!("{players}/bulk"),
                Some(&key),
                json!({ "players": [{ "name": "Ann" }, { "name": name }] }),
            )
            .await,
        );
        let (status, body) = app
            .call(
                Method::PATCH,
                &format!("/api/v1/tournaments/{tid}"),
                Some(&key),
                Some(json!({ "name": name })),
            )
            .await;
        says(&(status, body));
    }
    // In German too.
    let resp = app
        .client
        .post(format!("{}{players}", app.address))
        .bearer_auth(&key)
        .header("Accept-Language", "de")
        .json(&json!({ "name": "A\u{202e}B" }))
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body: Value = resp.json().await.expect("JSON");
    assert!(
        body["detail"]
            .as_str()
            .is_some_and(|d| d.contains("Position 2") && d.contains("U+202E")),
        "{body}"
    );
    // Nothing was written; right-to-left names and marks are welcome.
    let (_, listed) = app.get(&players, None).await;
    assert_eq!(listed["items"], json!([]), "{listed}");
    let (_, t) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    assert_eq!(t["name"], "Cup");
    for name in ["דוד", "محمد\u{200f}علي", "Zoë"] {
        let (status, p) = app
            .post(&players, Some(&key), json!({ "name": name }))
            .await;
        assert_eq!(status, StatusCode::CREATED, "{p}");
        assert_eq!(p["name"], name);
    }
}
backend_test!(bidirectional_controls_are_refused);

/// The `warnings` of a player-creation response: `(code, player)` pairs.
fn warnings(body: &Value) -> Vec<(String, String)> {
    body["warnings"]
        .as_array()
        .unwrap_or_else(|| panic!("no warnings array: {body}"))
        .iter()
        .map(|w| {
            assert!(w["message"].as_str().is_some_and(|m| !m.is_empty()), "{w}");
            (
                w["code"].as_str().expect("code").to_owned(),
                w["player"].as_str().expect("player").to_owned(),
            )
        })
        .collect()
}

/// A name already in the tournament (ignoring case, after trimming) is
/// accepted with a `duplicate_name` warning: single, bulk (within the body
/// too) and import. The printed sheets number shared names; JSON keeps
/// them as registered.
async fn duplicate_names_are_accepted_with_a_warning(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Same Night").await;
    let players = format!("/api/v1/tournaments/{tid}/players");
    let add = |name: &str| app.post(&players, Some(&key), json!({ "name": name }));

    let (status, first) = add("Same").await;
    assert_eq!(status, StatusCode::CREATED, "{first}");
    assert_eq!(first["warnings"], json!([]));
    let (status, second) = add("Same").await;
    assert_eq!(status, StatusCode::CREATED, "{second}");
    let second_id = second["id"].as_str().expect("id").to_owned();
    assert_eq!(
        warnings(&second),
        vec![("duplicate_name".to_owned(), second_id.clone())]
    );
    let (_, third) = add("  same ").await;
    assert_eq!(third["name"], "same");
    let third_id = third["id"].as_str().expect("id").to_owned();
    assert_eq!(
        warnings(&third),
        vec![("duplicate_name".to_owned(), third_id)]
    );
    // The warning's message follows the request's language.
    let resp = app
        .client
        .post(format!("{}{players}", app.address))
        .bearer_auth(&key)
        .header("Accept-Language", "de")
        .json(&json!({ "name": "SAME" }))
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::CREATED);
    let german: Value = resp.json().await.expect("json");
    let message = german["warnings"][0]["message"].as_str().expect("message");
    assert!(message.contains("heißt wie"), "{message}");

    // Bulk: against the tournament and within the body.
    let (status, bulk) = app
        .post(
            &format!("{players}/bulk"),
            Some(&key),
            json!({ "players": [
                { "name": "Other" }, { "name": "OTHER" }, { "name": "Fresh" }, { "name": "sAmE" }
            ] }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{bulk}");
    let ids: Vec<String> = list_items(&bulk, "players")
        .iter()
        .map(|p| p["id"].as_str().expect("id").to_owned())
        .collect();
    assert_eq!(
        warnings(&bulk),
        vec![
            ("duplicate_name".to_owned(), ids[1].clone()),
            ("duplicate_name".to_owned(), ids[3].clone()),
        ]
    );
    let (_, fresh) = add("Unique").await;
    assert_eq!(fresh["warnings"], json!([]));

    // Import: a later player named like an earlier one.
    let doc = json!({
        "format": "planesforge-tournament/1", "name": "Imported",
        "players": [{ "id": "a", "name": "Ann" }, { "id": "b", "name": "Ben" },
                    { "id": "c", "name": "ANN" }],
        "rounds": []
    });
    let (status, imported) = app
        .post("/api/v1/tournaments/import", Some(&key), doc)
        .await;
    assert_eq!(status, StatusCode::CREATED, "{imported}");
    let new_tid = imported["id"].as_str().expect("id");
    let (_, listed) = app
        .get(&format!("/api/v1/tournaments/{new_tid}/players"), None)
        .await;
    let third_imported = listed["items"][2]["id"].as_str().expect("id").to_owned();
    assert_eq!(listed["items"][2]["name"], "ANN");
    assert_eq!(
        warnings(&imported),
        vec![("duplicate_name".to_owned(), third_imported)]
    );

    // 9 players: Same ×5 (Same, Same, same, SAME, sAmE), Other ×2, Fresh,
    // Unique. The printed pairings by name and the standings number the
    // shared names in registration order; JSON shows them as registered.
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let page = |path: String| {
        let app = &app;
        async move {
            let resp = app.send(Method::GET, &path, None, None).await;
            assert_eq!(resp.status(), StatusCode::OK, "{path}");
            resp.text().await.expect("page")
        }
    };
    let by_name = page(format!(
        "/api/v1/tournaments/{tid}/rounds/1/print?sort=name"
    ))
    .await;
    let by_table = page(format!("/api/v1/tournaments/{tid}/rounds/1/print")).await;
    let standings = page(format!("/api/v1/tournaments/{tid}/standings/print")).await;
    for sheet in [&by_name, &by_table, &standings] {
        for shown in [
            "<td class=\"name\">Same (#1)</td>",
            "<td class=\"name\">Same (#2)</td>",
            "<td class=\"name\">same (#3)</td>",
            "<td class=\"name\">SAME (#4)</td>",
            "<td class=\"name\">sAmE (#5)</td>",
            "<td class=\"name\">Other (#1)</td>",
            "<td class=\"name\">OTHER (#2)</td>",
            "<td class=\"name\">Fresh</td>",
            "<td class=\"name\">Unique</td>",
        ] {
            assert!(sheet.contains(shown), "{shown} missing:\n{sheet}");
        }
        assert!(!sheet.contains("Fresh (#"), "{sheet}");
    }
    // By name: the shared names in registration order, one after another.
    let positions: Vec<usize> = [
        "Same (#1)",
        "Same (#2)",
        "same (#3)",
        "SAME (#4)",
        "sAmE (#5)",
    ]
    .iter()
    .map(|n| {
        by_name
            .find(&format!("<tr><td class=\"name\">{n}</td>"))
            .expect("a line")
    })
    .collect();
    assert!(positions.windows(2).all(|w| w[0] < w[1]), "{by_name}");
    let (_, json_standings) = app
        .get(&format!("/api/v1/tournaments/{tid}/standings"), None)
        .await;
    let mut names: Vec<&str> = json_standings["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .map(|e| e["name"].as_str().expect("name"))
        .collect();
    names.sort_unstable();
    assert_eq!(
        names,
        [
            "Fresh", "OTHER", "Other", "SAME", "Same", "Same", "Unique", "sAmE", "same"
        ]
    );
}
backend_test!(duplicate_names_are_accepted_with_a_warning);

/// The cells of `csv` (RFC 4180, header row) by column name.
fn csv_column(csv: &str, column: &str) -> Vec<String> {
    let mut reader = csv::ReaderBuilder::new().from_reader(csv.as_bytes());
    let headers = reader.headers().expect("header row").clone();
    let i = headers
        .iter()
        .position(|h| h == column)
        .unwrap_or_else(|| panic!("no column {column} in {headers:?}"));
    reader
        .records()
        .map(|r| r.expect("record")[i].to_owned())
        .collect()
}

/// `GET path` with `Accept: text/csv`: the body.
async fn csv_of(app: &TestApp, path: &str) -> String {
    let resp = app
        .client
        .get(format!("{}{path}", app.address))
        .header("Accept", "text/csv")
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::OK, "{path}");
    assert!(
        resp.headers()["content-type"]
            .to_str()
            .is_ok_and(|t| t.starts_with("text/csv")),
        "{path}"
    );
    resp.text().await.expect("csv")
}

/// Names that a spreadsheet would run as formulas come out of every CSV
/// with a leading `'` (OWASP), also after a `;` where a spreadsheet that
/// splits on `;` starts a cell; every text field is quoted; JSON and the
/// players list keep the real names; numeric columns are never touched.
async fn csv_cells_are_defused(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Formula Friday").await;
    let dangerous = [
        r#"=HYPERLINK("http://x","y")"#,
        "=1+1",
        "+1",
        "@x",
        "-x",
        "-2",
        "a;=1+1",
        "b; @SUM(1)",
    ];
    let mut registered: Vec<String> = dangerous.iter().map(|s| (*s).to_owned()).collect();
    registered.push("Plain".to_owned());
    registered.push("Also Plain".to_owned());
    app.players(&key, &tid, &registered).await;
    let defused = |name: &str| -> String {
        if name == "-2" {
            // A plain number is read as that number, never as a formula.
            name.to_owned()
        } else if name.starts_with(['=', '+', '-', '@']) {
            format!("'{name}")
        } else if let Some((before, after)) = name.split_once(';') {
            // Where a `;`-splitting spreadsheet starts a cell.
            format!("{before};'{after}")
        } else {
            name.to_owned()
        }
    };
    let mut expected: Vec<String> = registered.iter().map(|n| defused(n)).collect();
    expected.sort();

    let standings = csv_of(&app, &format!("/api/v1/tournaments/{tid}/standings")).await;
    let mut names = csv_column(&standings, "name");
    names.sort();
    assert_eq!(names, expected, "{standings}");
    assert!(
        standings.contains(r#""'=HYPERLINK(""http://x"",""y"")""#),
        "{standings}"
    );
    // Every text field quoted, and no cell a `;`-splitting spreadsheet
    // makes starts a formula.
    assert!(standings.contains(r#","a;'=1+1","#), "{standings}");
    for line in standings.lines().skip(1) {
        for cell in line.split([';', ',']) {
            let cell = cell.trim_start_matches([' ', '"']);
            assert!(
                !cell.starts_with(['=', '+', '@']) && (!cell.starts_with('-') || cell == "-2"),
                "{cell:?} in {line}"
            );
        }
    }

    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let round = csv_of(&app, &format!("/api/v1/tournaments/{tid}/rounds/1")).await;
    let mut names = csv_column(&round, "player_a");
    names.extend(csv_column(&round, "player_b"));
    names.sort();
    assert_eq!(names, expected, "{round}");
    for r in 1..=5 {
        app.result(&key, &tid, 1, r, (2, 0, 0)).await;
    }
    let standings = csv_of(
        &app,
        &format!("/api/v1/tournaments/{tid}/standings?extended=true"),
    )
    .await;
    let mut names = csv_column(&standings, "name");
    names.sort();
    assert_eq!(names, expected, "{standings}");
    // Every other column is a plain number, id or flag, never defused.
    let mut reader = csv::ReaderBuilder::new().from_reader(standings.as_bytes());
    let headers = reader.headers().expect("headers").clone();
    for record in reader.records() {
        let record = record.expect("record");
        for (h, cell) in headers.iter().zip(record.iter()) {
            if h != "name" {
                assert!(!cell.starts_with('\''), "{h}: {cell}");
            }
        }
    }

    // JSON shows the real names.
    let (_, json_standings) = app
        .get(&format!("/api/v1/tournaments/{tid}/standings"), None)
        .await;
    let mut real: Vec<String> = json_standings["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .map(|e| e["name"].as_str().expect("name").to_owned())
        .collect();
    real.sort();
    let mut want = registered.clone();
    want.sort();
    assert_eq!(real, want);
}
backend_test!(csv_cells_are_defused);

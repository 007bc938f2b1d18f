//! Player self-reporting (RULES.md §12): reports, confirmations,
//! disputes, the organizer's entry, self-drop, the off switch, the
//! owner's view and its filter, races, and the page's forms without
//! JavaScript.

use futures::future::join_all;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{
    TestApp, as_player, assert_problem, form_token, list_items, names, no_redirects, pid, steady,
};

/// A player's code, for a player registered without reading it (the
/// organizer rotates one for them).
async fn code(app: &TestApp, key: &str, tid: &str, player: &str) -> String {
    let (status, body) = app
        .post(
            &format!("/api/v1/tournaments/{tid}/players/{player}/code"),
            Some(key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["code"].as_str().expect("code").to_owned()
}

async fn report(app: &TestApp, code: &str, r: (u32, u32, u32)) -> (StatusCode, Value) {
    as_player(
        app,
        Method::POST,
        "/api/v1/me/report",
        code,
        Some(json!({ "wins": r.0, "losses": r.1, "draws": r.2 })),
    )
    .await
}

async fn confirm(app: &TestApp, code: &str) -> (StatusCode, Value) {
    as_player(app, Method::POST, "/api/v1/me/confirm", code, None).await
}

fn result(r: (u32, u32, u32)) -> Value {
    json!({ "wins": r.0, "losses": r.1, "draws": r.2 })
}

async fn round(app: &TestApp, key: Option<&str>, tid: &str, query: &str) -> Value {
    let (status, body) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1{query}"), key)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

fn table(round: &Value, t: u64) -> Value {
    round["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .find(|p| p["table"] == t)
        .cloned()
        .unwrap_or(Value::Null)
}

/// The audit entries of the tournament, oldest first.
async fn audit(app: &TestApp, key: &str, tid: &str) -> Vec<Value> {
    let (status, page) = app
        .get(
            &format!("/api/v1/tournaments/{tid}/audit-log?limit=500"),
            Some(key),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{page}");
    page["items"].as_array().expect("items").clone()
}

async fn mirrored_reports_enter_the_result(app: TestApp) {
    let e = app.seated("Friday", 3).await;
    let (t, a, b) = e.tables[0].clone();
    let mine = report(&app, &a, (2, 1, 0)).await;
    assert_eq!(mine.0, StatusCode::OK, "{}", mine.1);
    assert_eq!(mine.1["state"], "reported");
    assert_eq!(mine.1["mine"], result((2, 1, 0)));
    assert_eq!(mine.1["can_report"], true, "a report can be changed");

    // The opponent sees it from their own side, and may confirm it.
    let (status, me) = as_player(&app, Method::GET, "/api/v1/me", &b, None).await;
    assert_eq!(status, StatusCode::OK, "{me}");
    assert_eq!(me["round"]["report"]["state"], "reported", "{me}");
    assert_eq!(me["round"]["report"]["theirs"], result((1, 2, 0)), "{me}");
    assert_eq!(me["round"]["report"]["can_confirm"], true, "{me}");
    assert_eq!(
        me["round"]["report"]["can_report"], true,
        "may answer with another result"
    );

    // The owner sees who reported what; nobody else does.
    let owner = round(&app, Some(&e.key), &e.tid, "").await;
    let p = table(&owner, t);
    assert_eq!(p["report_state"], "reported", "{p}");
    assert_eq!(p["reports"]["player_a"], result((2, 1, 0)), "{p}");
    assert_eq!(p["reports"]["player_b"], Value::Null, "{p}");
    let public = round(&app, None, &e.tid, "").await;
    let p = table(&public, t);
    assert!(
        p.get("report_state").is_none() && p.get("reports").is_none(),
        "{p}"
    );

    // Mirrored: entered as player_a's 2-1-0; the round completes.
    let theirs = report(&app, &b, (1, 2, 0)).await;
    assert_eq!(theirs.0, StatusCode::OK, "{}", theirs.1);
    assert_eq!(theirs.1["state"], "confirmed");
    assert_eq!(theirs.1["result"], result((1, 2, 0)), "from B's side");
    let owner = round(&app, Some(&e.key), &e.tid, "").await;
    assert_eq!(owner["state"], "completed");
    let p = table(&owner, t);
    assert_eq!(p["result"], result((2, 1, 0)));
    assert_eq!(p["report_state"], "confirmed");

    // Nothing more to report; the bye reports nothing.
    assert_problem(
        &report(&app, &a, (2, 0, 0)).await,
        StatusCode::CONFLICT,
        "result_already_entered",
    );
    let bye = e.bye.as_deref().expect("a bye");
    assert_problem(
        &report(&app, bye, (2, 0, 0)).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "bye_has_no_result",
    );
    assert_problem(
        &report(&app, &a, (3, 0, 0)).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_result",
    );

    // The audit log names the players as the actors.
    let log = audit(&app, &e.key, &e.tid).await;
    let reported: Vec<&Value> = log
        .iter()
        .filter(|x| x["action"] == "result_reported")
        .collect();
    assert_eq!(reported.len(), 2, "{log:?}");
    for x in &reported {
        assert_eq!(x["actor_kind"], "player", "{x}");
        assert!(
            x["actor_name"]
                .as_str()
                .is_some_and(|n| n.starts_with("Player ")),
            "{x}"
        );
    }
    let entered = log
        .iter()
        .find(|x| x["action"] == "result_entered")
        .expect("result_entered");
    assert_eq!(entered["actor_kind"], "player", "{entered}");
    assert_eq!(entered["detail"]["after"], result((2, 1, 0)), "{entered}");
    assert!(log.iter().any(|x| x["action"] == "round_completed"));
    let organizer_entries = log
        .iter()
        .filter(|x| x["actor_kind"] == "organizer")
        .count();
    assert!(organizer_entries >= 2, "round_created and round_published");
}

async fn report_and_confirmation(app: TestApp) {
    let e = app.seated("Friday", 2).await;
    let (t, a, b) = e.tables[0].clone();
    assert_problem(
        &confirm(&app, &b).await,
        StatusCode::CONFLICT,
        "nothing_to_confirm",
    );
    let (status, _) = report(&app, &b, (2, 0, 0)).await;
    assert_eq!(status, StatusCode::OK);
    // B changes their mind before anyone answered: allowed.
    let (status, changed) = report(&app, &b, (2, 1, 0)).await;
    assert_eq!(status, StatusCode::OK, "{changed}");
    assert_eq!(changed["state"], "reported");
    assert_problem(&confirm(&app, &b).await, StatusCode::CONFLICT, "own_report");
    let (status, done) = confirm(&app, &a).await;
    assert_eq!(status, StatusCode::OK, "{done}");
    assert_eq!(done["state"], "confirmed");
    assert_eq!(done["result"], result((1, 2, 0)), "A's side of B's 2-1-0");
    let owner = round(&app, Some(&e.key), &e.tid, "").await;
    assert_eq!(table(&owner, t)["result"], result((1, 2, 0)));
    assert_eq!(owner["state"], "completed");
    let log = audit(&app, &e.key, &e.tid).await;
    assert!(
        log.iter()
            .any(|x| x["action"] == "result_confirmed" && x["actor_kind"] == "player")
    );
    // A tournament with reports can still be deleted (its reports go with
    // its tables).
    let (status, body) = app
        .call(
            Method::DELETE,
            &format!("/api/v1/tournaments/{}", e.tid),
            Some(&e.key),
            None,
        )
        .await;
    assert!(status.is_success(), "{status}: {body}");
    let (status, _) = app
        .get(&format!("/api/v1/tournaments/{}", e.tid), None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

async fn disputes_go_to_the_organizer(app: TestApp) {
    let e = app.seated("Friday", 4).await;
    // A webhook endpoint that wants the report events (its deliveries are
    // listed whether or not they arrive).
    let (status, hook) = app
        .post(
            "/api/v1/webhooks",
            Some(&e.key),
            json!({ "url": "http://127.0.0.1:9/hook", "events": ["result.reported", "result.disputed"] }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{hook}");
    let (t, a, b) = e.tables[0].clone();
    let (t2, _, _) = e.tables[1].clone();
    report(&app, &a, (2, 1, 0)).await;
    let (status, disputed) = report(&app, &b, (2, 1, 0)).await;
    assert_eq!(status, StatusCode::OK, "{disputed}");
    assert_eq!(disputed["state"], "disputed");

    // The owner sees both reports, and can list only the disputed tables.
    let only = round(&app, Some(&e.key), &e.tid, "?report_state=disputed").await;
    let tables = only["pairings"].as_array().expect("pairings");
    assert_eq!(tables.len(), 1, "{only}");
    assert_eq!(tables[0]["table"], t);
    assert_eq!(tables[0]["reports"]["player_a"], result((2, 1, 0)));
    assert_eq!(tables[0]["reports"]["player_b"], result((1, 2, 0)));
    let none = round(&app, Some(&e.key), &e.tid, "?report_state=none").await;
    assert_eq!(none["pairings"].as_array().map(Vec::len), Some(1));
    assert_eq!(none["pairings"][0]["table"], t2);
    let (status, _) = app
        .get(
            &format!(
                "/api/v1/tournaments/{}/rounds/1?report_state=disputed",
                e.tid
            ),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "reports are the owner's");
    let (status, _) = app
        .get(
            &format!(
                "/api/v1/tournaments/{}/rounds/1?report_state=nonsense",
                e.tid
            ),
            Some(&e.key),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);

    // Locked for the players until the organizer enters the result.
    assert_problem(
        &report(&app, &a, (1, 2, 0)).await,
        StatusCode::CONFLICT,
        "report_disputed",
    );
    assert_problem(
        &confirm(&app, &b).await,
        StatusCode::CONFLICT,
        "report_disputed",
    );
    let (status, body) = app.result(&e.key, &e.tid, 1, t, (2, 0, 1)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let p = table(&round(&app, Some(&e.key), &e.tid, "").await, t);
    assert_eq!(p["report_state"], "settled");
    assert_eq!(p["result"], result((2, 0, 1)));
    assert_problem(
        &report(&app, &b, (0, 2, 1)).await,
        StatusCode::CONFLICT,
        "result_already_entered",
    );
    let (_, me) = as_player(&app, Method::GET, "/api/v1/me", &b, None).await;
    assert_eq!(me["round"]["report"]["state"], "settled", "{me}");
    assert_eq!(me["round"]["report"]["result"], result((0, 2, 1)), "{me}");

    let log = audit(&app, &e.key, &e.tid).await;
    let dispute = log
        .iter()
        .find(|x| x["action"] == "result_disputed")
        .expect("result_disputed");
    assert_eq!(dispute["actor_kind"], "player");
    assert_eq!(dispute["detail"]["reports"]["player_b"], result((1, 2, 0)));

    // The deliveries' attempts are listed (one event per delivery); the
    // worker makes the first attempt soon after the commit.
    let hook_id = hook["id"].as_str().expect("id");
    let mut counts = (0, 0);
    for _ in 0..100 {
        let (status, page) = app
            .get(
                &format!("/api/v1/webhooks/{hook_id}/deliveries?limit=100"),
                Some(&e.key),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{page}");
        let deliveries: std::collections::BTreeMap<String, String> = page["items"]
            .as_array()
            .expect("items")
            .iter()
            .filter_map(|d| {
                Some((
                    d["delivery_id"].as_str()?.to_owned(),
                    d["event"].as_str()?.to_owned(),
                ))
            })
            .collect();
        let count = |name: &str| deliveries.values().filter(|e| *e == name).count();
        counts = (count("result.reported"), count("result.disputed"));
        if counts == (2, 1) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(
        counts,
        (2, 1),
        "result.reported twice, result.disputed once"
    );
}

async fn the_off_switch_and_a_finished_tournament(app: TestApp) {
    let e = app.seated("Friday", 2).await;
    let (t, a, b) = e.tables[0].clone();
    let path = format!("/api/v1/tournaments/{}", e.tid);
    let (_, before) = app.get(&path, None).await;
    assert_eq!(before["self_reporting"], true, "on by default");
    let (status, off) = app
        .call(
            Method::PATCH,
            &path,
            Some(&e.key),
            Some(json!({ "self_reporting": false })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{off}");
    assert_eq!(off["self_reporting"], false);
    assert_problem(
        &report(&app, &a, (2, 0, 0)).await,
        StatusCode::CONFLICT,
        "self_reporting_off",
    );
    assert_problem(
        &as_player(&app, Method::POST, "/api/v1/me/drop", &a, None).await,
        StatusCode::CONFLICT,
        "self_reporting_off",
    );
    let log = audit(&app, &e.key, &e.tid).await;
    let update = log
        .iter()
        .rev()
        .find(|x| x["action"] == "tournament_updated")
        .expect("audit-logged");
    assert_eq!(update["detail"]["after"]["self_reporting"], false);
    let (status, _) = app
        .call(
            Method::PATCH,
            &path,
            Some(&e.key),
            Some(json!({ "self_reporting": true })),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    report(&app, &a, (2, 0, 0)).await;
    let (status, _) = confirm(&app, &b).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        table(&round(&app, Some(&e.key), &e.tid, "").await, t)["result"],
        result((2, 0, 0))
    );
    let (status, body) = app
        .post(&format!("{path}/finish"), Some(&e.key), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_problem(
        &report(&app, &a, (2, 0, 0)).await,
        StatusCode::CONFLICT,
        "tournament_finished",
    );
    assert_problem(
        &confirm(&app, &b).await,
        StatusCode::CONFLICT,
        "tournament_finished",
    );
}

async fn playoff_reports_cannot_be_draws(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Cut").await;
    let path = format!("/api/v1/tournaments/{tid}");
    app.call(
        Method::PATCH,
        &path,
        Some(&key),
        Some(json!({ "planned_rounds": 2 })),
    )
    .await;
    app.players(&key, &tid, &names(4)).await;
    app.play_next_round(&key, &tid).await;
    app.play_next_round(&key, &tid).await;
    let (status, cut) = app
        .post(&format!("{path}/top-cut"), Some(&key), json!({ "size": 2 }))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{cut}");
    let n = cut["round"]["number"].as_u64().expect("number");
    let round = app.publish(&key, &tid, n).await;
    let p = &round["pairings"][0];
    let a = code(&app, &key, &tid, pid(&p["player_a"]).as_str().expect("a")).await;
    assert_problem(
        &report(&app, &a, (1, 1, 1)).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "playoff_draw",
    );
    let (status, ok) = report(&app, &a, (2, 1, 0)).await;
    assert_eq!(status, StatusCode::OK, "{ok}");
}

/// Both players of every table report at the same instant, many times:
/// agreeing tables end `confirmed` with their result entered once,
/// disagreeing ones `disputed` with both reports; the round completes
/// exactly once when every table agreed.
async fn both_players_report_at_the_same_instant(app: TestApp) {
    for attempt in 0..4 {
        let e = app.seated("Friday", 16).await;
        let agree = |t: u64| t % 2 == 1 || attempt == 3;
        let calls = e.tables.iter().flat_map(|(t, a, b)| {
            let theirs = if agree(*t) { (1, 2, 0) } else { (2, 1, 0) };
            [(a.clone(), (2, 1, 0)), (b.clone(), theirs)]
        });
        let answers = join_all(calls.map(|(c, r)| {
            let app = &app;
            async move { report(app, &c, r).await }
        }))
        .await;
        for (status, body) in &answers {
            assert_eq!(*status, StatusCode::OK, "{body}");
        }
        let owner = round(&app, Some(&e.key), &e.tid, "").await;
        for (t, _, _) in &e.tables {
            let p = table(&owner, *t);
            if agree(*t) {
                assert_eq!(p["report_state"], "confirmed", "{p}");
                assert_eq!(p["result"], result((2, 1, 0)), "{p}");
            } else {
                assert_eq!(p["report_state"], "disputed", "{p}");
                assert_eq!(p["result"], Value::Null, "{p}");
                assert_eq!(p["reports"]["player_b"], result((1, 2, 0)), "{p}");
            }
        }
        let log = audit(&app, &e.key, &e.tid).await;
        let count = |a: &str| log.iter().filter(|x| x["action"] == a).count();
        let agreed = e.tables.iter().filter(|(t, _, _)| agree(*t)).count();
        assert_eq!(count("result_entered"), agreed);
        assert_eq!(count("result_reported"), 16);
        assert_eq!(count("result_disputed"), e.tables.len() - agreed);
        assert_eq!(count("round_completed"), usize::from(attempt == 3));
    }
}

/// A confirmation racing the organizer's entry: whichever comes first,
/// the organizer's result is the one that stays.
async fn the_organizer_wins_a_race_with_a_confirmation(app: TestApp) {
    for _ in 0..5 {
        let e = app.seated("Friday", 2).await;
        let (t, a, b) = e.tables[0].clone();
        report(&app, &a, (2, 0, 0)).await;
        let (c, o) = tokio::join!(
            confirm(&app, &b),
            app.result(&e.key, &e.tid, 1, t, (1, 2, 0))
        );
        assert_eq!(o.0, StatusCode::OK, "{}", o.1);
        match c.0 {
            StatusCode::OK => {}
            StatusCode::CONFLICT => assert_eq!(c.1["code"], "result_already_entered"),
            other => panic!("{other}: {}", c.1),
        }
        let p = table(&round(&app, Some(&e.key), &e.tid, "").await, t);
        assert_eq!(p["result"], result((1, 2, 0)), "{p}");
        assert_eq!(p["report_state"], "settled", "{p}");
    }
}

async fn a_code_acts_in_its_own_tournament_only(app: TestApp) {
    let one = app.seated("Friday", 2).await;
    let two = app.seated("Friday", 2).await;
    let (_, a, _) = one.tables[0].clone();
    let (status, _) = report(&app, &a, (2, 0, 0)).await;
    assert_eq!(status, StatusCode::OK);
    let p = table(&round(&app, Some(&two.key), &two.tid, "").await, 1);
    assert_eq!(p["report_state"], "none", "{p}");
    // An organizer's route with a player code writes nothing.
    let (status, _) = as_player(
        &app,
        Method::PUT,
        &format!("/api/v1/tournaments/{}/rounds/1/tables/1/result", two.tid),
        &a,
        Some(result((2, 0, 0))),
    )
    .await;
    assert!(status == StatusCode::UNAUTHORIZED || status == StatusCode::FORBIDDEN);
    // An unknown code does nothing.
    let (status, _) = report(&app, "PF-0000-0000-0000", (2, 0, 0)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let p = table(&round(&app, Some(&two.key), &two.tid, "").await, 1);
    assert_eq!(p["result"], Value::Null);
}

async fn a_player_drops_themselves(app: TestApp) {
    let e = app.seated("Friday", 4).await;
    let (_, a, _) = e.tables[0].clone();
    let (status, me) = as_player(&app, Method::GET, "/api/v1/me", &a, None).await;
    assert_eq!(status, StatusCode::OK, "{me}");
    let (status, dropped) = as_player(&app, Method::POST, "/api/v1/me/drop", &a, None).await;
    assert_eq!(status, StatusCode::OK, "{dropped}");
    assert_eq!(dropped["dropped"], true);
    assert_eq!(dropped["dropped_after_round"], 1, "from the next round on");
    assert_problem(
        &as_player(&app, Method::POST, "/api/v1/me/drop", &a, None).await,
        StatusCode::CONFLICT,
        "player_already_dropped",
    );
    // Still at their table this round: their report counts.
    let (status, _) = report(&app, &a, (0, 2, 0)).await;
    assert_eq!(status, StatusCode::OK);
    let log = audit(&app, &e.key, &e.tid).await;
    let drop = log
        .iter()
        .find(|x| x["action"] == "player_dropped")
        .expect("player_dropped");
    assert_eq!(drop["actor_kind"], "player", "{drop}");
    let (_, players) = app
        .get(&format!("/api/v1/tournaments/{}/players", e.tid), None)
        .await;
    let active = list_items(&players, "players")
        .iter()
        .filter(|p| p["dropped"] == false)
        .count();
    assert_eq!(active, 3);
}

async fn post_form(
    app: &TestApp,
    path: &str,
    fields: &[(&str, &str)],
    origin: Option<&str>,
) -> reqwest::Response {
    let client = no_redirects();
    let mut req = client.post(format!("{}{path}", app.address)).form(fields);
    if let Some(o) = origin {
        req = req.header("Origin", o);
    }
    req.send().await.expect("sent")
}

async fn the_page_forms_work_without_javascript(app: TestApp) {
    let e = app.seated("Friday", 2).await;
    let (t, a, b) = e.tables[0].clone();
    let page = app
        .client
        .get(format!("{}/p/{a}", app.address))
        .send()
        .await
        .expect("page");
    assert_eq!(page.status(), StatusCode::OK);
    let html = page.text().await.expect("html");
    assert!(html.contains("name=\"do\" value=\"report\""), "{html}");
    assert!(
        !html.contains(a.as_str()),
        "the page does not write its code"
    );
    let token = form_token(&html);
    let report_path = format!("/p/{a}");
    let fields = |tok: Option<&str>| {
        let mut f = vec![
            ("do", "report".to_owned()),
            ("wins", "2".to_owned()),
            ("losses", "0".to_owned()),
            ("draws", "1".to_owned()),
        ];
        if let Some(t) = tok {
            f.push(("csrf", t.to_owned()));
        }
        f
    };
    let send = |f: Vec<(&'static str, String)>, origin: Option<String>| {
        let path = report_path.clone();
        let app = &app;
        async move {
            let pairs: Vec<(&str, &str)> = f.iter().map(|(k, v)| (*k, v.as_str())).collect();
            post_form(app, &path, &pairs, origin.as_deref()).await
        }
    };
    // Without the token, with a wrong one, from a foreign site: refused.
    assert_eq!(
        send(fields(None), None).await.status(),
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        send(fields(Some("00ff")), None).await.status(),
        StatusCode::FORBIDDEN
    );
    let foreign = send(
        fields(Some(&token)),
        Some("https://evil.example".to_owned()),
    )
    .await;
    assert_eq!(foreign.status(), StatusCode::FORBIDDEN);
    // Another player's token does not fit this code.
    let other_html = app
        .client
        .get(format!("{}/p/{b}", app.address))
        .send()
        .await
        .expect("page")
        .text()
        .await
        .expect("html");
    let other_token = form_token(&other_html);
    assert_ne!(other_token, token);
    assert_eq!(
        send(fields(Some(&other_token)), None).await.status(),
        StatusCode::FORBIDDEN
    );
    // `Origin: null` (the page's no-referrer policy) only with
    // `Sec-Fetch-Site: same-origin`.
    let null_origin = send(fields(Some(&token)), Some("null".to_owned())).await;
    assert_eq!(null_origin.status(), StatusCode::FORBIDDEN);
    let p = table(&round(&app, Some(&e.key), &e.tid, "").await, t);
    assert_eq!(p["report_state"], "none", "nothing was written: {p}");

    // The page's own form: 303 back to the page, with the message.
    let ok = send(fields(Some(&token)), Some(app.address.clone())).await;
    assert_eq!(ok.status(), StatusCode::SEE_OTHER);
    let location = ok
        .headers()
        .get("location")
        .and_then(|v| v.to_str().ok())
        .expect("Location")
        .to_owned();
    assert!(location.starts_with(&format!("/p/{a}")), "{location}");
    let p = table(&round(&app, Some(&e.key), &e.tid, "").await, t);
    assert_eq!(p["report_state"], "reported", "{p}");
    let back = app
        .client
        .get(format!("{}{location}", app.address))
        .header("Accept-Language", "de")
        .send()
        .await
        .expect("page")
        .text()
        .await
        .expect("html");
    assert!(back.contains("role=\"status\""), "{back}");
    assert!(
        back.contains("Deine Meldung ist gespeichert."),
        "in German: {back}"
    );

    // A refusal comes back to the page too, as a localized message: A
    // cannot confirm their own report.
    let own = post_form(
        &app,
        &format!("/p/{a}"),
        &[("do", "confirm"), ("csrf", token.as_str())],
        None,
    )
    .await;
    assert_eq!(own.status(), StatusCode::SEE_OTHER);
    let location = own
        .headers()
        .get("location")
        .and_then(|v| v.to_str().ok())
        .expect("Location")
        .to_owned();
    assert!(location.ends_with("refused=own_report"), "{location}");
    let page = app
        .client
        .get(format!("{}{location}", app.address))
        .header("Accept-Language", "fr")
        .send()
        .await
        .expect("page")
        .text()
        .await
        .expect("html");
    assert!(
        page.contains("vous ne pouvez pas confirmer votre propre déclaration"),
        "in French: {page}"
    );

    // B confirms through their page (same-origin fetch metadata).
    let confirm_path = format!("/p/{b}");
    let client = no_redirects();
    let resp = client
        .post(format!("{}{confirm_path}", app.address))
        .header("Sec-Fetch-Site", "cross-site")
        .form(&[("csrf", other_token.as_str()), ("do", "confirm")])
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::FORBIDDEN);
    let resp = client
        .post(format!("{}{confirm_path}", app.address))
        .header("Sec-Fetch-Site", "same-origin")
        .header("Origin", "null")
        .form(&[("csrf", other_token.as_str()), ("do", "confirm")])
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::SEE_OTHER);
    let p = table(&round(&app, Some(&e.key), &e.tid, "").await, t);
    assert_eq!(p["result"], result((2, 0, 1)), "{p}");

    // The drop form asks first, then drops.
    let drop_path = format!("/p/{b}");
    let resp = client
        .post(format!("{}{drop_path}", app.address))
        .form(&[("csrf", other_token.as_str()), ("do", "drop")])
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::OK, "a confirmation step");
    let text = resp.text().await.expect("html");
    assert!(text.contains("name=\"confirmed\""), "{text}");
    let resp = client
        .post(format!("{}{drop_path}", app.address))
        .form(&[
            ("csrf", other_token.as_str()),
            ("do", "drop"),
            ("confirmed", "yes"),
        ])
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::SEE_OTHER);
    let (_, me) = as_player(&app, Method::GET, "/api/v1/me", &b, None).await;
    assert!(me.to_string().contains("\"dropped\":true"), "{me}");
}

/// A result write answers with the round as it is now: reports made and a
/// clock started between two of the organizer's result writes show in the
/// second answer (the server keeps the round between result writes, issue
/// #7; a report or a clock command must not leave it stale), and the
/// entry settles an open report (RULES.md §12) in the answer and in what
/// is stored.
async fn result_answers_follow_reports_and_the_clock(app: TestApp) {
    let e = app.seated("Friday", 8).await;
    let (t1, _, _) = e.tables[0].clone();
    let (t2, a2, _) = e.tables[1].clone();
    let (t3, _, _) = e.tables[2].clone();
    let (t4, a4, b4) = e.tables[3].clone();

    let (status, first) = app.result(&e.key, &e.tid, 1, t1, (2, 0, 0)).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    assert_eq!(table(&first, t2)["report_state"], "none", "{first}");
    assert_eq!(first["clock"]["state"], "not_started", "{first}");

    // Between two result writes: a player reports, both players of
    // another table agree, and the clock starts.
    assert_eq!(report(&app, &a2, (2, 1, 0)).await.0, StatusCode::OK);
    assert_eq!(report(&app, &a4, (0, 2, 0)).await.0, StatusCode::OK);
    assert_eq!(confirm(&app, &b4).await.0, StatusCode::OK);
    let (status, started) = app
        .post(
            &format!("/api/v1/tournaments/{}/rounds/1/clock/start", e.tid),
            Some(&e.key),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{started}");

    let (status, second) = app.result(&e.key, &e.tid, 1, t3, (2, 1, 0)).await;
    assert_eq!(status, StatusCode::OK, "{second}");
    assert_eq!(table(&second, t2)["report_state"], "reported", "{second}");
    assert_eq!(
        table(&second, t2)["reports"]["player_a"],
        result((2, 1, 0)),
        "{second}"
    );
    assert_eq!(table(&second, t4)["report_state"], "confirmed", "{second}");
    assert_eq!(table(&second, t4)["result"], result((0, 2, 0)), "{second}");
    assert_eq!(second["clock"]["state"], "running", "{second}");
    assert_eq!(
        second["clock"]["started_at"],
        started["clock"]["started_at"]
    );

    // The organizer enters another result than the report: settled, in
    // the answer and in what a read shows; the next write still sees it.
    let (status, third) = app.result(&e.key, &e.tid, 1, t2, (1, 2, 0)).await;
    assert_eq!(status, StatusCode::OK, "{third}");
    assert_eq!(table(&third, t2)["report_state"], "settled", "{third}");
    assert_eq!(table(&third, t2)["result"], result((1, 2, 0)), "{third}");
    let owner = round(&app, Some(&e.key), &e.tid, "").await;
    assert_eq!(table(&owner, t2)["report_state"], "settled", "{owner}");
    // The same result as the players agreed: the table stays confirmed.
    let (status, fourth) = app.result(&e.key, &e.tid, 1, t4, (0, 2, 0)).await;
    assert_eq!(status, StatusCode::OK, "{fourth}");
    assert_eq!(table(&fourth, t4)["report_state"], "confirmed", "{fourth}");
    assert_eq!(table(&fourth, t2)["report_state"], "settled", "{fourth}");
    let owner = round(&app, Some(&e.key), &e.tid, "").await;
    assert_eq!(table(&owner, t4)["report_state"], "confirmed", "{owner}");
    assert_eq!(owner["state"], "completed", "{owner}");
    assert_eq!(
        steady(&fourth),
        steady(&owner),
        "the last answer is the stored round"
    );
}

backend_test!(mirrored_reports_enter_the_result);
backend_test!(report_and_confirmation);
backend_test!(disputes_go_to_the_organizer);
backend_test!(the_off_switch_and_a_finished_tournament);
backend_test!(playoff_reports_cannot_be_draws);
backend_test!(both_players_report_at_the_same_instant);
backend_test!(the_organizer_wins_a_race_with_a_confirmation);
backend_test!(a_code_acts_in_its_own_tournament_only);
backend_test!(a_player_drops_themselves);
backend_test!(the_page_forms_work_without_javascript);

/// A form body that does not parse (a count that is not a number, a body
/// that is not a form, a number out of range) goes back to the player's
/// page, which says the form was refused, never a `text/plain` error;
/// nothing is written.
async fn unreadable_forms_go_back_to_the_page(app: TestApp) {
    let e = app.seated("Garbled", 2).await;
    let (t, a, _) = e.tables[0].clone();
    let html = app
        .client
        .get(format!("{}/p/{a}", app.address))
        .send()
        .await
        .expect("page")
        .text()
        .await
        .expect("html");
    let token = form_token(&html);
    let client = no_redirects();
    let url = format!("{}/p/{a}", app.address);
    let bodies: [(&str, String); 4] = [
        (
            "application/x-www-form-urlencoded",
            format!("do=report&wins=two&losses=0&draws=0&csrf={token}"),
        ),
        (
            "application/x-www-form-urlencoded",
            format!("do=report&wins=-1&losses=0&draws=0&csrf={token}"),
        ),
        (
            "application/x-www-form-urlencoded",
            format!("do=report&wins=99999999999&losses=0&draws=0&csrf={token}"),
        ),
        ("text/plain", format!("do=report&wins=2&csrf={token}")),
    ];
    for (content_type, body) in bodies {
        let resp = client
            .post(&url)
            .header("Content-Type", content_type)
            .header("Origin", app.address.as_str())
            .body(body.clone())
            .send()
            .await
            .expect("sent");
        assert_eq!(resp.status(), StatusCode::SEE_OTHER, "{body}");
        let ct = resp
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned();
        assert!(!ct.starts_with("text/plain"), "{body}: {ct}");
        let location = resp.headers()["location"]
            .to_str()
            .expect("location")
            .to_owned();
        assert_eq!(location, format!("/p/{a}?refused=invalid_body"), "{body}");
        // The page it goes back to says so, in the player's language.
        let page = app
            .client
            .get(format!("{}{location}", app.address))
            .header("Accept-Language", "de")
            .send()
            .await
            .expect("page");
        assert_eq!(page.status(), StatusCode::OK);
        let page = page.text().await.expect("html");
        assert!(page.contains("id=\"action-message\""), "{page}");
    }
    let p = table(&round(&app, Some(&e.key), &e.tid, "").await, t);
    assert_eq!(p["report_state"], "none", "nothing was written: {p}");
}
backend_test!(unreadable_forms_go_back_to_the_page);
backend_test!(result_answers_follow_reports_and_the_clock);

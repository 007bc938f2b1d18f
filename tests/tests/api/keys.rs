//! Several named API keys per organizer, each with a scope (issue 28, the
//! book: the integration guide, "Keys and scopes"): created (shown once),
//! listed (never a key nor its hash), revoked at once on every replica,
//! rotated without downtime; each scope's allowed and refused operations
//! as one table; the last `full` key kept.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, TestDb, assert_problem};

const KEYS: &str = "/api/v1/organizers/me/keys";

/// Creates a key: the answer's body (with `api_key`).
async fn new_key(app: &TestApp, key: &str, name: &str, scope: &str) -> Value {
    let (s, body) = app
        .post(KEYS, Some(key), json!({ "name": name, "scope": scope }))
        .await;
    assert_eq!(s, StatusCode::CREATED, "{body}");
    body
}

async fn listed(app: &TestApp, key: &str) -> Vec<Value> {
    let (s, body) = app.get(KEYS, Some(key)).await;
    assert_eq!(s, StatusCode::OK, "{body}");
    body["items"].as_array().expect("items").clone()
}

fn sha256(key: &str) -> String {
    use sha2::{Digest, Sha256};
    hex::encode(Sha256::digest(key.as_bytes()))
}

async fn keys_are_created_listed_and_revoked_at_once(app: TestApp) {
    let (_, first) = app.organizer("Dragon's Den").await;
    // The organizer's key is its first key: `full`, named "first key",
    // already used (by the list itself).
    let items = listed(&app, &first).await;
    assert_eq!(items.len(), 1, "{items:?}");
    assert_eq!(items[0]["name"], "first key");
    assert_eq!(items[0]["scope"], "full");
    assert!(items[0]["last_used_at"].is_string(), "{items:?}");

    let tablet = new_key(&app, &first, "judge tablet", "results").await;
    let secret = tablet["api_key"].as_str().expect("api_key").to_owned();
    assert!(secret.starts_with("pf_"));
    assert_eq!(tablet["scope"], "results");
    assert_eq!(tablet["name"], "judge tablet");
    assert!(tablet["last_used_at"].is_null());
    let reader = new_key(&app, &first, "website", "read").await;
    let read_secret = reader["api_key"].as_str().expect("api_key").to_owned();

    // The list: names, scopes, times; no key material of any key.
    let (s, list) = app.get(KEYS, Some(&first)).await;
    assert_eq!(s, StatusCode::OK);
    let text = list.to_string();
    for k in [&first, &secret, &read_secret] {
        assert!(!text.contains(k.as_str()), "a key in the list: {text}");
        assert!(
            !text.contains(&sha256(k)),
            "a key's hash in the list: {text}"
        );
        assert!(!text.contains(k.trim_start_matches("pf_")), "{text}");
    }
    let items = list["items"].as_array().expect("items");
    // Oldest first (two keys made in the same millisecond in either order).
    let mut names: Vec<&str> = items.iter().filter_map(|i| i["name"].as_str()).collect();
    assert_eq!(names[0], "first key");
    names.sort_unstable();
    assert_eq!(names, ["first key", "judge tablet", "website"]);
    for item in items {
        let mut fields: Vec<&str> = item
            .as_object()
            .expect("object")
            .keys()
            .map(String::as_str)
            .collect();
        fields.sort_unstable();
        assert_eq!(
            fields,
            ["created_at", "id", "last_used_at", "name", "scope"]
        );
    }

    // Bad input: a clear problem, nothing made.
    let (s, body) = app
        .post(KEYS, Some(&first), json!({ "name": "x", "scope": "admin" }))
        .await;
    assert!(s.is_client_error(), "{s} {body}");
    assert!(body["code"].is_string(), "{body}");
    assert_problem(
        &app.post(KEYS, Some(&first), json!({ "name": "  ", "scope": "read" }))
            .await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_name",
    );
    assert_eq!(listed(&app, &first).await.len(), 3);

    // Revoked: refused at once, here and on a second replica that used the
    // key a moment before (no process keeps a key it once found).
    let replica = app.second_instance().await;
    let tid = app.tournament(&first, "Friday").await;
    let audit = format!("/api/v1/tournaments/{tid}/audit-log");
    let (s, _) = replica.get(&audit, Some(&secret)).await;
    assert_eq!(s, StatusCode::OK);
    let id = tablet["id"].as_str().expect("id");
    let (s, revoked) = app
        .call(Method::DELETE, &format!("{KEYS}/{id}"), Some(&first), None)
        .await;
    assert_eq!(s, StatusCode::OK, "{revoked}");
    assert_eq!(revoked["id"], id);
    assert!(revoked.get("api_key").is_none());
    for server in [&app, &replica] {
        assert_problem(
            &server.get(&audit, Some(&secret)).await,
            StatusCode::UNAUTHORIZED,
            "unauthorized",
        );
    }
    // Again: no such key. Another organizer's key: not found either.
    assert_problem(
        &app.call(Method::DELETE, &format!("{KEYS}/{id}"), Some(&first), None)
            .await,
        StatusCode::NOT_FOUND,
        "key_not_found",
    );
    let (_, rival) = app.organizer("Rival").await;
    let reader_id = reader["id"].as_str().expect("id");
    assert_problem(
        &app.call(
            Method::DELETE,
            &format!("{KEYS}/{reader_id}"),
            Some(&rival),
            None,
        )
        .await,
        StatusCode::NOT_FOUND,
        "key_not_found",
    );
    let (s, _) = app.get(&audit, Some(&read_secret)).await;
    assert_eq!(s, StatusCode::OK, "the rival's attempt changed nothing");

    // The last full key stays: without one nobody could manage keys.
    let first_id = listed(&app, &first).await[0]["id"]
        .as_str()
        .expect("id")
        .to_owned();
    assert_problem(
        &app.call(
            Method::DELETE,
            &format!("{KEYS}/{first_id}"),
            Some(&first),
            None,
        )
        .await,
        StatusCode::CONFLICT,
        "last_full_key",
    );
    let (s, _) = app.get(KEYS, Some(&first)).await;
    assert_eq!(s, StatusCode::OK, "still alive");
}
backend_test!(keys_are_created_listed_and_revoked_at_once);

/// Rotation without downtime: a new full key, both work, the old one is
/// revoked with the new one, and only the new one works.
async fn keys_rotate_without_downtime(app: TestApp) {
    let (_, old) = app.organizer("Store").await;
    let tid = app.tournament(&old, "Friday").await;
    let new = new_key(&app, &old, "till 2", "full").await;
    let new_secret = new["api_key"].as_str().expect("api_key").to_owned();
    let patch = |key: String, name: &'static str| {
        let app = &app;
        let tid = tid.clone();
        async move {
            app.call(
                Method::PATCH,
                &format!("/api/v1/tournaments/{tid}"),
                Some(&key),
                Some(json!({ "name": name })),
            )
            .await
        }
    };
    assert_eq!(patch(old.clone(), "Friday A").await.0, StatusCode::OK);
    assert_eq!(
        patch(new_secret.clone(), "Friday B").await.0,
        StatusCode::OK
    );
    let old_id = listed(&app, &new_secret)
        .await
        .iter()
        .find(|k| k["name"] == "first key")
        .and_then(|k| k["id"].as_str())
        .expect("first key")
        .to_owned();
    let (s, _) = app
        .call(
            Method::DELETE,
            &format!("{KEYS}/{old_id}"),
            Some(&new_secret),
            None,
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    assert_problem(
        &patch(old.clone(), "Friday C").await,
        StatusCode::UNAUTHORIZED,
        "unauthorized",
    );
    assert_eq!(
        patch(new_secret.clone(), "Friday D").await.0,
        StatusCode::OK
    );
    let items = listed(&app, &new_secret).await;
    assert_eq!(items.len(), 1);
    assert_eq!(items[0]["name"], "till 2");
    // A key may revoke itself when another full key remains.
    let spare = new_key(&app, &new_secret, "spare", "full").await;
    let own = new["id"].as_str().expect("id");
    let (s, _) = app
        .call(
            Method::DELETE,
            &format!("{KEYS}/{own}"),
            Some(&new_secret),
            None,
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(
        app.get(KEYS, Some(&new_secret)).await.0,
        StatusCode::UNAUTHORIZED
    );
    let spare = spare["api_key"].as_str().expect("api_key");
    assert_eq!(listed(&app, spare).await.len(), 1);
}
backend_test!(keys_rotate_without_downtime);

/// Every scope against a table of operations: what each may do and what
/// it is refused (`403 insufficient_scope`, nothing changed).
/// (what, method, path, body, the status for a read, results, full key).
type Operation = (&'static str, Method, String, Option<Value>, [StatusCode; 3]);

async fn scopes_allow_and_refuse_by_table(app: TestApp) {
    let seated = app.seated("Scopes", 8).await;
    let (full, tid) = (seated.key.clone(), seated.tid.clone());
    let read = new_key(&app, &full, "website", "read").await["api_key"]
        .as_str()
        .expect("key")
        .to_owned();
    let results = new_key(&app, &full, "judge tablet", "results").await["api_key"]
        .as_str()
        .expect("key")
        .to_owned();
    let t = format!("/api/v1/tournaments/{tid}");
    let r1 = format!("{t}/rounds/1");
    let (_, players) = app.get(&format!("{t}/players"), None).await;
    let pid = players["items"][0]["id"].as_str().expect("pid").to_owned();

    // (what, method, path, body, status for read, for results, for full)
    // Run in order: each scope's allowed writes leave the state the next
    // line expects.
    let ok = StatusCode::OK;
    let no = StatusCode::FORBIDDEN;
    let created = StatusCode::CREATED;
    let table: Vec<Operation> = vec![
        ("tournament", Method::GET, t.clone(), None, [ok, ok, ok]),
        (
            "audit (owner only)",
            Method::GET,
            format!("{t}/audit-log"),
            None,
            [ok, ok, ok],
        ),
        (
            "export",
            Method::GET,
            format!("{t}/export"),
            None,
            [ok, ok, ok],
        ),
        ("round", Method::GET, r1.clone(), None, [ok, ok, ok]),
        (
            "webhooks",
            Method::GET,
            "/api/v1/webhooks".into(),
            None,
            [ok, ok, ok],
        ),
        (
            "enter a result",
            Method::PUT,
            format!("{r1}/tables/1/result"),
            Some(json!({"wins": 2, "losses": 0, "draws": 0})),
            [no, ok, ok],
        ),
        (
            "correct a result",
            Method::PUT,
            format!("{r1}/tables/1/result"),
            Some(json!({"wins": 2, "losses": 1, "draws": 0})),
            [no, ok, ok],
        ),
        (
            "remove a result",
            Method::DELETE,
            format!("{r1}/tables/1/result"),
            None,
            [no, ok, ok],
        ),
        (
            "start the clock",
            Method::POST,
            format!("{r1}/clock/start"),
            Some(json!({})),
            [no, ok, StatusCode::CONFLICT],
        ),
        (
            "pause the clock",
            Method::POST,
            format!("{r1}/clock/pause"),
            Some(json!({})),
            [no, ok, ok],
        ),
        (
            "resume the clock",
            Method::POST,
            format!("{r1}/clock/resume"),
            Some(json!({})),
            [no, ok, ok],
        ),
        (
            "extend the round",
            Method::POST,
            format!("{r1}/clock/extend"),
            Some(json!({"seconds": 60})),
            [no, ok, ok],
        ),
        (
            "extend a table",
            Method::POST,
            format!("{r1}/tables/2/extension"),
            Some(json!({"seconds": 60})),
            [no, ok, ok],
        ),
        (
            "code slips",
            Method::GET,
            format!("{t}/players/codes/print"),
            None,
            [no, ok, ok],
        ),
        (
            "edit the tournament",
            Method::PATCH,
            t.clone(),
            Some(json!({"name": "Renamed"})),
            [no, no, ok],
        ),
        (
            "register a player",
            Method::POST,
            format!("{t}/players"),
            Some(json!({"name": "Late"})),
            [no, no, created],
        ),
        (
            "rename a player",
            Method::PATCH,
            format!("{t}/players/{pid}"),
            Some(json!({"name": "Renamed"})),
            [no, no, ok],
        ),
        (
            "a round's clock limit",
            Method::PUT,
            format!("{r1}/clock"),
            Some(json!({"time_limit_s": 1800})),
            [no, no, StatusCode::CONFLICT],
        ),
        (
            "clock settings",
            Method::PUT,
            format!("{t}/clock-settings"),
            Some(json!({"round_time_limit_s": 1800, "clock_starts_at_publish": false})),
            [no, no, ok],
        ),
        (
            "a new tournament",
            Method::POST,
            "/api/v1/tournaments".into(),
            Some(json!({"name": "Another"})),
            [no, no, created],
        ),
        (
            "a webhook",
            Method::POST,
            "/api/v1/webhooks".into(),
            Some(json!({"url": "http://127.0.0.1:9/hook", "events": ["round.published"]})),
            [no, no, created],
        ),
        ("list keys", Method::GET, KEYS.into(), None, [no, no, ok]),
        (
            "create a key",
            Method::POST,
            KEYS.into(),
            Some(json!({"name": "another", "scope": "read"})),
            [no, no, created],
        ),
        (
            "replace own key",
            Method::POST,
            "/api/v1/organizers/me/key".into(),
            Some(json!({})),
            [no, no, ok],
        ),
    ];
    let mut full_key = full.clone();
    for (i, key) in [read.clone(), results.clone()]
        .iter()
        .chain([&full])
        .enumerate()
    {
        let scope = ["read", "results", "full"][i];
        for (what, method, path, body, expected) in &table {
            let key = if i == 2 {
                full_key.clone()
            } else {
                key.clone()
            };
            let before = app.export_text(&tid).await;
            // The code slips are a page, the rest JSON.
            let resp = app
                .send(method.clone(), path, Some(&key), body.as_ref())
                .await;
            let status = resp.status();
            let text = resp.text().await.expect("body");
            let got = (
                status,
                serde_json::from_str(&text).unwrap_or(Value::String(text)),
            );
            let want = expected[i];
            assert_eq!(got.0, want, "{scope} key, {what}: {}", got.1);
            if want == no {
                assert_problem(&got, no, "insufficient_scope");
                assert_eq!(
                    app.export_text(&tid).await,
                    before,
                    "{scope} key, {what}: refused but changed"
                );
            }
            if *what == "replace own key" && want == ok {
                full_key = got.1["api_key"].as_str().expect("api_key").to_owned();
            }
        }
    }
}
backend_test!(scopes_allow_and_refuse_by_table);

/// `GET /tournaments?organizer_id=&status=&order=desc&since=`: a store
/// lists its own events newest first, page by page; a bad filter is a
/// `400 invalid_query` naming the value.
async fn tournaments_list_by_organizer_newest_first(app: TestApp) {
    let (store, key) = app.organizer("Store").await;
    let (_, rival) = app.organizer("Rival").await;
    let mut ours = Vec::new();
    for i in 0..5 {
        ours.push(app.tournament(&key, &format!("Event {i}")).await);
        app.tournament(&rival, &format!("Rival {i}")).await;
    }
    // One of ours under way (players and a round: `swiss`).
    let names = crate::helpers::names(4);
    app.players(&key, &ours[1], &names).await;
    app.pair(&key, &ours[1]).await;
    let ids = |page: &Value| -> Vec<String> {
        page["items"]
            .as_array()
            .expect("items")
            .iter()
            .map(|t| t["id"].as_str().expect("id").to_owned())
            .collect()
    };
    // Newest first, two a page, only ours.
    let mut seen = Vec::new();
    let mut path = format!("/api/v1/tournaments?organizer_id={store}&order=desc&limit=2");
    loop {
        let (s, page) = app.get(&path, None).await;
        assert_eq!(s, StatusCode::OK, "{page}");
        seen.extend(ids(&page));
        match page["next_cursor"].as_str() {
            Some(c) => {
                path = format!(
                    "/api/v1/tournaments?organizer_id={store}&order=desc&limit=2&cursor={c}"
                )
            }
            None => break,
        }
    }
    let mut newest_first = ours.clone();
    newest_first.reverse();
    assert_eq!(seen, newest_first);
    // Oldest first stays the default.
    let (_, page) = app
        .get(&format!("/api/v1/tournaments?organizer_id={store}"), None)
        .await;
    assert_eq!(ids(&page), ours);
    // By status.
    let (_, page) = app
        .get(
            &format!("/api/v1/tournaments?organizer_id={store}&status=registration"),
            None,
        )
        .await;
    let registering = ids(&page);
    let expected: Vec<String> = ours.iter().filter(|t| **t != ours[1]).cloned().collect();
    assert_eq!(registering, expected);
    let (_, swiss) = app
        .get(
            &format!("/api/v1/tournaments?organizer_id={store}&status=swiss&order=desc"),
            None,
        )
        .await;
    assert_eq!(ids(&swiss), [ours[1].clone()]);
    // Since: an instant after everything lists nothing; one long ago all.
    let (_, page) = app
        .get(
            &format!("/api/v1/tournaments?organizer_id={store}&since=2999-01-01T00:00:00Z"),
            None,
        )
        .await;
    assert!(ids(&page).is_empty(), "{page}");
    let (_, page) = app
        .get(
            &format!("/api/v1/tournaments?organizer_id={store}&since=2000-01-01T00:00:00%2B02:00"),
            None,
        )
        .await;
    assert_eq!(ids(&page).len(), 5, "{page}");
    // Bad values: 400 naming the value.
    for (query, value) in [
        ("status=open", "open"),
        ("order=newest", "newest"),
        ("since=yesterday", "yesterday"),
        ("since=2026-12-03", "2026-12-03"),
    ] {
        let got = app.get(&format!("/api/v1/tournaments?{query}"), None).await;
        assert_problem(&got, StatusCode::BAD_REQUEST, "invalid_query");
        assert!(
            got.1["detail"].as_str().is_some_and(|d| d.contains(value)),
            "{}",
            got.1
        );
    }
}
backend_test!(tournaments_list_by_organizer_newest_first);

/// Runs the migrations of `$source` on `$conn` up to (not including) the
/// keys' one: the schema a server had before.
macro_rules! migrate_to_before_keys {
    ($conn:expr, $source:expr) => {{
        use diesel::migration::MigrationSource;
        use diesel_migrations::MigrationHarness;
        diesel::migration::MigrationConnection::setup(&mut $conn).expect("migrations table");
        for m in MigrationSource::<_>::migrations(&$source).expect("migrations") {
            if m.name().to_string().contains("api_keys") {
                break;
            }
            $conn.run_migration(&m).expect("migration");
        }
    }};
}

/// Existing rows migrate (both backends): an organizer made before keys
/// had scopes keeps its key, now its first key (`full`, "first key"), and
/// a console session signed in before stays signed in with it.
async fn keys_migrate_existing_organizers(backend: Backend) {
    use diesel::{Connection, RunQueryDsl};
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let key = format!("pf_{}", "ab".repeat(32));
    let token = format!("pfs_{}", "cd".repeat(32));
    let rows = [
        format!(
            "INSERT INTO organizers (id, name, key_hash, created_at) \
             VALUES ('o1', 'Old Store', '{}', '2026-11-29 13:00:00')",
            sha256(&key)
        ),
        format!(
            "INSERT INTO console_sessions (token_hash, organizer_id, created_at, last_seen_at) \
             VALUES ('{}', 'o1', '2099-01-01 00:00:00', '2099-01-01 00:00:00')",
            sha256(&token)
        ),
    ];
    match backend {
        Backend::Sqlite => {
            let mut conn = diesel::SqliteConnection::establish(&db.url).expect("connect");
            migrate_to_before_keys!(conn, planesforge_api::store::SQLITE_MIGRATIONS);
            for row in &rows {
                diesel::sql_query(row).execute(&mut conn).expect("insert");
            }
        }
        Backend::Postgres => {
            let mut conn = diesel::PgConnection::establish(&db.url).expect("connect");
            migrate_to_before_keys!(conn, planesforge_api::store::POSTGRES_MIGRATIONS);
            for row in &rows {
                diesel::sql_query(row).execute(&mut conn).expect("insert");
            }
        }
    }
    let app = TestApp::on(db);
    let items = listed(&app, &key).await;
    assert_eq!(items.len(), 1, "{items:?}");
    assert_eq!(items[0]["name"], "first key");
    assert_eq!(items[0]["scope"], "full");
    let tid = app.tournament(&key, "After the upgrade").await;
    assert!(!tid.is_empty());
    // The session from before is still signed in (and so, full).
    let resp = crate::helpers::no_redirects()
        .get(format!("{}/console/keys", app.address))
        .header("Cookie", format!("pf_console={token}"))
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::OK);
    let page = resp.text().await.expect("text");
    assert!(page.contains("first key"), "{page}");
}
backend_test!(keys_migrate_existing_organizers, Backend);

//! Security: API keys and the admin token never reach the logs nor the
//! database in clear; every write endpoint of the OpenAPI document refuses
//! requests without a key and with another organizer's key.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::helpers::{Backend, TestApp, TestDb, names};
use crate::process::Server;

/// Whether `haystack` contains `needle`.
fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|w| w == needle.as_bytes())
}

/// A full event against the real binary with `RUST_LOG=trace`: its whole
/// output must not contain an API key, the admin token, a webhook secret,
/// nor even a rejected key; the SQLite files hold only the keys' SHA-256.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn keys_never_logged_nor_stored_in_clear() {
    let db = TestDb::new(Backend::Sqlite).expect("sqlite");
    let admin = format!("admin-{}", uuid::Uuid::new_v4().simple());
    let mut server = Server::start(
        &db.url,
        &[
            ("RUST_LOG", "trace"),
            ("PLANESFORGE_ADMIN_TOKEN", admin.as_str()),
            ("PLANESFORGE_WEBHOOK_ALLOW_PRIVATE", "true"),
            ("PLANESFORGE_WEBHOOK_BACKOFF_MS", "50"),
        ],
    )
    .await;
    let app = TestApp::remote(&server.address);

    // Sign-up with the admin token, idempotently; its retry is refused,
    // never replayed (the response holds the key).
    let signup = |idem: &'static str| {
        app.client
            .post(format!("{}/api/v1/organizers", app.address))
            .bearer_auth(&admin)
            .header("Idempotency-Key", idem)
            .json(&json!({ "name": "Secretive Games" }))
            .send()
    };
    let first: Value = signup("signup-0001-4c2e9b")
        .await
        .expect("sent")
        .json()
        .await
        .expect("json");
    let key = first["api_key"].as_str().expect("api_key").to_owned();
    let again = signup("signup-0001-4c2e9b").await.expect("sent");
    assert_eq!(again.status(), StatusCode::CONFLICT);
    let again: Value = again.json().await.expect("json");
    assert_eq!(again["code"], "idempotency_replay_withheld", "{again}");
    let (status, other) = app
        .post(
            "/api/v1/organizers",
            Some(&admin),
            json!({ "name": "Rival" }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let rival = other["api_key"].as_str().expect("api_key").to_owned();
    let wrong_admin = format!("admin-{}", uuid::Uuid::new_v4().simple());
    let refused = app
        .post(
            "/api/v1/organizers",
            Some(&wrong_admin),
            json!({ "name": "X" }),
        )
        .await;
    assert_eq!(refused.0, StatusCode::UNAUTHORIZED);
    let bogus = format!("pf_{}", hex::encode(Sha256::digest(b"not a key")));
    assert_eq!(
        app.post("/api/v1/tournaments", Some(&bogus), json!({ "name": "X" }))
            .await
            .0,
        StatusCode::UNAUTHORIZED
    );

    // A whole small event, with a webhook, a refused write and reads.
    let tid = app.tournament(&key, "Quiet Thursday").await;
    let (status, hook) = app
        .post(
            "/api/v1/webhooks",
            Some(&key),
            json!({ "url": "http://127.0.0.1:9/hook", "events": ["round.published", "standings.updated"], "tournament_id": tid }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{hook}");
    let secret = hook["secret"].as_str().expect("secret").to_owned();
    app.players(&key, &tid, &names(7)).await;
    for n in 1..=2u64 {
        let round = app.pair(&key, &tid).await;
        app.publish(&key, &tid, n).await;
        for p in round["pairings"].as_array().expect("pairings") {
            if p["bye"] != true {
                let table = p["table"].as_u64().expect("table");
                let (s, b) = app.result(&key, &tid, n, table, (2, 1, 0)).await;
                assert_eq!(s, StatusCode::OK, "{b}");
            }
        }
    }
    let foreign = app
        .post(
            &format!("/api/v1/tournaments/{tid}/rounds"),
            Some(&rival),
            json!({}),
        )
        .await;
    assert_eq!(foreign.0, StatusCode::FORBIDDEN);
    for path in ["standings", "export", "audit-log", "rounds"] {
        let (s, _) = app
            .get(&format!("/api/v1/tournaments/{tid}/{path}"), Some(&key))
            .await;
        assert_eq!(s, StatusCode::OK, "{path}");
    }
    let (s, _) = app.get("/api/v1/webhooks", Some(&key)).await;
    assert_eq!(s, StatusCode::OK);
    // The rival replaces its key: neither the old nor the new one is
    // logged, only that it happened.
    let (s, rotated) = app
        .post("/api/v1/organizers/me/key", Some(&rival), json!({}))
        .await;
    assert_eq!(s, StatusCode::OK, "{rotated}");
    let rotated = rotated["api_key"].as_str().expect("api_key").to_owned();
    // Let the webhook sender try (and fail) a few deliveries.
    tokio::time::sleep(std::time::Duration::from_millis(700)).await;
    server.kill9();

    let logs = server.logs();
    assert!(
        logs.contains("TRACE") && logs.contains(&format!("/api/v1/tournaments/{tid}/rounds")),
        "the trace log was not captured:\n{}",
        &logs[..logs.len().min(2000)]
    );
    assert!(logs.contains("API key replaced"), "the rotation is logged");
    let hex_of = |k: &str| k.trim_start_matches("pf_").to_owned();
    for (what, secret) in [
        ("API key", key.as_str()),
        ("API key (hex part)", &hex_of(&key)),
        ("rival's API key", rival.as_str()),
        ("rival's new API key", rotated.as_str()),
        ("admin token", admin.as_str()),
        ("wrong admin token", wrong_admin.as_str()),
        ("rejected key", bogus.as_str()),
        ("webhook secret", secret.as_str()),
    ] {
        assert!(
            !contains(logs.as_bytes(), secret),
            "the {what} appears in the log ({} bytes)",
            logs.len()
        );
    }

    // At rest: the SHA-256 of each key, never the key (the idempotent
    // sign-up response is stored sealed).
    let files = db.sqlite_files();
    assert!(!files.is_empty());
    let stored: Vec<u8> = files
        .iter()
        .flat_map(|f| std::fs::read(f).expect("read the database"))
        .collect();
    for k in [&key, &rival, &rotated] {
        assert!(!contains(&stored, k), "an API key is stored in clear");
        assert!(
            !contains(&stored, &hex_of(k)),
            "an API key is stored in clear"
        );
        assert!(
            contains(&stored, &hex::encode(Sha256::digest(k.as_bytes()))),
            "the key's SHA-256 is not what is stored"
        );
    }
    assert!(!contains(&stored, &admin), "the admin token is stored");
}

/// Path parameters of the victim's resources, by name.
pub(crate) struct Victim {
    pub(crate) key: String,
    pub(crate) tid: String,
    pub(crate) pid: String,
    pub(crate) players: Vec<String>,
    pub(crate) webhook: String,
    /// The id of the victim's first API key.
    pub(crate) key_id: String,
}

impl Victim {
    pub(crate) fn path(&self, template: &str) -> String {
        let mut path = template.to_owned();
        for (param, value) in [
            ("{tid}", self.tid.as_str()),
            ("{pid}", self.pid.as_str()),
            ("{n}", "1"),
            ("{table}", "1"),
            ("{id}", self.webhook.as_str()),
            ("{key_id}", self.key_id.as_str()),
        ] {
            path = path.replace(param, value);
        }
        assert!(
            !path.contains('{'),
            "{template}: a path parameter this test does not know; teach Victim::path \
             which of the victim's resources fills it"
        );
        path
    }

    /// The example body of the operation, pointed at the victim's
    /// resources wherever it names one.
    pub(crate) fn body(&self, doc: &Value, op: &Value) -> Option<Value> {
        let content = op.pointer("/requestBody/content")?.as_object()?;
        let media = content
            .get("application/json")
            .or_else(|| content.values().next())?;
        let example = media.get("example").cloned().or_else(|| {
            let r = media.pointer("/schema/$ref")?.as_str()?;
            let name = r.rsplit('/').next()?;
            doc.pointer(&format!("/components/schemas/{name}/example"))
                .cloned()
        });
        let mut body = example.unwrap_or_else(|| {
            panic!(
                "{}: no example body in the OpenAPI document to send",
                op["operationId"]
            )
        });
        if let Some(obj) = body.as_object_mut() {
            for (field, value) in [
                ("tournament_id", self.tid.clone()),
                ("player_a", self.players[0].clone()),
                ("player_b", self.players[1].clone()),
            ] {
                if obj.contains_key(field) {
                    obj.insert(field.to_owned(), Value::String(value));
                }
            }
        }
        Some(body)
    }

    /// Everything the victim can see of its data.
    pub(crate) async fn snapshot(&self, app: &TestApp) -> Vec<String> {
        let mut out = Vec::new();
        for path in [
            format!("/api/v1/tournaments/{}/export", self.tid),
            format!("/api/v1/tournaments/{}", self.tid),
            format!("/api/v1/tournaments/{}/rounds/1", self.tid),
            format!("/api/v1/tournaments/{}/players?limit=1000", self.tid),
            format!("/api/v1/tournaments/{}/audit-log?limit=500", self.tid),
            "/api/v1/webhooks".to_owned(),
        ] {
            let resp = app.send(Method::GET, &path, Some(&self.key), None).await;
            assert_eq!(resp.status(), StatusCode::OK, "{path}");
            // Unchanged data, apart from a round clock's time of reading.
            out.push(crate::helpers::steady_text(
                &resp.text().await.expect("body"),
            ));
        }
        out
    }
}

/// Every write operation of `/api-docs/openapi.json` (so a new endpoint
/// is covered without editing this test) is refused without a key (401)
/// and with another organizer's key (403 on the victim's tournament, 404
/// for the victim's webhook, which others cannot see); the victim's data
/// is byte-identical afterwards.
async fn every_write_refused_for_strangers(app: TestApp) {
    let (_, key) = app.organizer("Victim Games").await;
    let (_, attacker) = app.organizer("Attacker Games").await;
    let tid = app.tournament(&key, "Target Open").await;
    let players = app.players(&key, &tid, &names(8)).await;
    app.pair(&key, &tid).await; // round 1 in state "pairing": every change allowed
    let (status, hook) = app
        .post(
            "/api/v1/webhooks",
            Some(&key),
            json!({ "url": "https://example.com/hook", "events": ["round.published"], "tournament_id": tid }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{hook}");
    let key_id = first_key_id(&app, &key).await;
    let victim = Victim {
        key,
        tid,
        pid: players[2].clone(),
        players,
        webhook: hook["id"].as_str().expect("id").to_owned(),
        key_id,
    };
    let before = victim.snapshot(&app).await;

    let (_, doc) = app.get("/api-docs/openapi.json", None).await;
    let mut writes = Vec::new();
    for (template, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("path item") {
            if ["post", "put", "delete", "patch"].contains(&method.as_str()) {
                writes.push((method.to_uppercase(), template.clone(), op.clone()));
            }
        }
    }
    assert!(
        writes.len() >= 15,
        "too few write operations: {}",
        writes.len()
    );
    let open: Vec<&str> = writes
        .iter()
        .filter(|(_, _, op)| op["security"].as_array().is_none_or(Vec::is_empty))
        .map(|(_, _, op)| op["operationId"].as_str().unwrap_or("?"))
        .collect();
    assert_eq!(open, ["create_organizer"], "writes without security");

    for (method, template, op) in &writes {
        let id = op["operationId"].as_str().unwrap_or("?");
        if id == "create_organizer" {
            continue; // open sign-up (see sign_up_closed_by_admin_token)
        }
        if id == "rotate_organizer_key" || id == "revoke_organizer_key" {
            // The caller's own key, never another's (lockout.rs
            // keys_can_be_replaced); it would revoke the attacker's key.
            continue;
        }
        let method = Method::from_bytes(method.as_bytes()).expect("method");
        let path = victim.path(template);
        let body = victim.body(&doc, op);
        let targets_victim = template.contains('{')
            || body
                .as_ref()
                .is_some_and(|b| b.get("tournament_id").is_some());

        let resp = app.send(method.clone(), &path, None, body.as_ref()).await;
        assert_eq!(
            resp.status(),
            StatusCode::UNAUTHORIZED,
            "{id} without a key"
        );
        assert_eq!(resp.headers()["content-type"], "application/problem+json");
        let problem: Value = resp.json().await.expect("json");
        assert_eq!(problem["code"], "unauthorized", "{id}");

        let resp = app
            .send(method.clone(), &path, Some(&attacker), body.as_ref())
            .await;
        let status = resp.status();
        if targets_victim {
            // The victim's tournament: 403; the victim's webhook or
            // key by id: 404, as if it did not exist.
            let expected = if template.contains("{id}") || template.contains("{key_id}") {
                StatusCode::NOT_FOUND
            } else {
                StatusCode::FORBIDDEN
            };
            assert_eq!(status, expected, "{id} with another organizer's key");
            let problem: Value = resp.json().await.expect("json");
            assert!(
                problem["code"] == "forbidden"
                    || problem["code"] == "webhook_not_found"
                    || problem["code"] == "key_not_found",
                "{id}: {problem}"
            );
        }
        // Writes that name none of the victim's resources (a new tournament,
        // an import) act on the attacker's own account; the snapshot below
        // proves they did not touch the victim.
    }
    let after = victim.snapshot(&app).await;
    for (b, a) in before.iter().zip(&after) {
        assert_eq!(b, a, "the victim's data changed");
    }
    assert_eq!(
        first_key_id(&app, &victim.key).await,
        victim.key_id,
        "the victim's key changed"
    );
}
backend_test!(every_write_refused_for_strangers);

/// The id of the first of `key`'s organizer's keys.
pub(crate) async fn first_key_id(app: &TestApp, key: &str) -> String {
    let (s, list) = app.get("/api/v1/organizers/me/keys", Some(key)).await;
    assert_eq!(s, StatusCode::OK, "{list}");
    list["items"][0]["id"].as_str().expect("id").to_owned()
}

#[derive(diesel::QueryableByName)]
struct StoredBody {
    #[diesel(sql_type = diesel::sql_types::Nullable<diesel::sql_types::Text>)]
    body: Option<String>,
}

#[derive(diesel::QueryableByName)]
struct Count {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    n: i64,
}

/// A stored idempotent response is sealed with an AEAD: the table never
/// shows it in clear, a replay gives it back, and an altered row is
/// refused (409), never replayed nor re-run. A sign-up's response (it
/// holds the new key) is not even stored: only its status.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idempotent_responses_sealed_at_rest() {
    use diesel::{Connection, PgConnection, RunQueryDsl};
    let Some(app) = TestApp::spawn(Backend::Postgres).await else {
        return;
    };
    let mut conn = PgConnection::establish(&app.pg.as_ref().expect("postgres").url())
        .expect("connect to the test database");
    let signed_up: Value = app
        .client
        .post(format!("{}/api/v1/organizers", app.address))
        .header("Idempotency-Key", "3f0b6a0e-sealed-signup")
        .json(&json!({ "name": "Sealed Games" }))
        .send()
        .await
        .expect("sent")
        .json()
        .await
        .expect("json");
    let key = signed_up["api_key"].as_str().expect("api_key").to_owned();
    let rows: Vec<StoredBody> = diesel::sql_query("SELECT body FROM idempotency_keys")
        .load(&mut conn)
        .expect("read the idempotency table");
    assert_eq!(rows.len(), 1);
    let stored = rows[0].body.clone().expect("a stored status");
    assert!(!stored.contains(&key) && !stored.contains(key.trim_start_matches("pf_")));
    assert!(!stored.contains(&hex::encode(key.as_bytes())));
    diesel::sql_query("DELETE FROM idempotency_keys")
        .execute(&mut conn)
        .expect("clear");

    let name = "Sealed Secret Open";
    let create = || {
        app.client
            .post(format!("{}/api/v1/tournaments", app.address))
            .bearer_auth(&key)
            .header("Idempotency-Key", "3f0b6a0e-sealed-create")
            .json(&json!({ "name": name }))
            .send()
    };
    let first: Value = create().await.expect("sent").json().await.expect("json");
    let rows: Vec<StoredBody> = diesel::sql_query("SELECT body FROM idempotency_keys")
        .load(&mut conn)
        .expect("read the idempotency table");
    assert_eq!(rows.len(), 1);
    let stored = rows[0].body.clone().expect("a stored response");
    assert!(stored.starts_with("v3:"), "{stored}");
    assert!(!stored.contains(name) && !stored.contains(&hex::encode(name.as_bytes())));

    let again = create().await.expect("sent");
    assert_eq!(again.headers()["idempotent-replayed"], "true");
    // The replay carries the first answer's Location (sealed with it).
    assert_eq!(
        again.headers()["location"],
        format!("/api/v1/tournaments/{}", first["id"].as_str().expect("id")).as_str()
    );
    let again: Value = again.json().await.expect("json");
    assert_eq!(again, first);

    // Flip one bit of the ciphertext.
    let mut bytes = hex::decode(&stored[3..]).expect("hex");
    bytes[20] ^= 1;
    diesel::sql_query(format!(
        "UPDATE idempotency_keys SET body = 'v3:{}'",
        hex::encode(&bytes)
    ))
    .execute(&mut conn)
    .expect("alter the stored response");
    let resp = create().await.expect("sent");
    assert_eq!(resp.status(), StatusCode::CONFLICT);
    let problem: Value = resp.json().await.expect("json");
    assert_eq!(
        problem["code"], "idempotency_replay_unavailable",
        "{problem}"
    );
    let count: Vec<Count> = diesel::sql_query("SELECT COUNT(*) AS n FROM tournaments")
        .load(&mut conn)
        .expect("count tournaments");
    assert_eq!(count[0].n, 1, "the creation ran a second time");
}

/// The request log never prints a secret from a URL: the value of a query
/// parameter named like a key, code or token (`?api_key=`, `?code=`,
/// `?token=`, in any case), a player's page path in any case (`/P/…` too)
/// and any path segment shaped like a player code.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn urls_are_redacted_in_the_log() {
    let db = TestDb::new(Backend::Sqlite).expect("sqlite");
    let mut server = Server::start(&db.url, &[("RUST_LOG", "info")]).await;
    let app = TestApp::remote(&server.address);
    let secret = |tag: &str| format!("{tag}{}", uuid::Uuid::new_v4().simple());
    let (api_key, code, token, player) = (secret("K"), secret("C"), secret("T"), secret("P"));
    // A code-shaped segment: 32 URL-safe base64 characters (not all hex:
    // 32 hex digits are one of our ids, which the log keeps).
    let code_like = format!("Zq_{}", &uuid::Uuid::new_v4().simple().to_string()[..29]);
    for path in [
        format!("/api/v1/tournaments?api_key={api_key}&limit=5"),
        format!("/api/v1/me?Code={code}"),
        format!("/api/v1/tournaments?lang=de&access_TOKEN={token}"),
        format!("/P/{player}"),
        format!("/p/{player}/x?lang=de"),
        format!("/api/v1/tournaments/{code_like}"),
    ] {
        let resp = app
            .client
            .get(format!("{}{path}", app.address))
            .send()
            .await
            .expect("sent");
        assert!(resp.status().as_u16() < 500, "{path}: {}", resp.status());
    }
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    server.kill9();
    let logs = server.logs();
    assert!(
        logs.contains("/api/v1/tournaments?api_key=…&limit=5"),
        "the request log was not captured:\n{}",
        &logs[..logs.len().min(2000)]
    );
    assert!(logs.contains("/P/…"), "{logs}");
    for (what, s) in [
        ("api_key", api_key.as_str()),
        ("code", code.as_str()),
        ("token", token.as_str()),
        ("player page", player.as_str()),
        ("code-shaped segment", code_like.as_str()),
    ] {
        assert!(!logs.contains(s), "the {what} reached the log:\n{logs}");
    }
}

//! Spawning the app, per-backend databases, and small HTTP helpers.

use std::future::Future;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use diesel::{Connection, PgConnection, RunQueryDsl};
use planesforge_api::app::config::Config;
use planesforge_api::app::startup::Application;
use planesforge_api::http::observe::{Exchange, Observer};
use planesforge_api::store::PoolOptions;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

/// The database a test runs against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// Runs a test on both databases: generates `NAME::sqlite` and
/// `NAME::postgres` (PostgreSQL is skipped when `PLANESFORGE_TEST_PG_URL` is
/// unset). Every test meant for both databases is declared with it, in one
/// of two forms:
///
/// - `backend_test!(NAME);` for `async fn NAME(app: TestApp)`: each run
///   gets a fresh app with the default configuration (most tests);
/// - `backend_test!(NAME, Backend);` for `async fn NAME(backend: Backend)`:
///   tests that configure or start their own server
///   (`TestApp::spawn_with`, a real process, two replicas, …).
macro_rules! backend_test {
    ($name:ident) => {
        mod $name {
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                $crate::helpers::run($crate::helpers::Backend::Sqlite, super::$name).await;
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                $crate::helpers::run($crate::helpers::Backend::Postgres, super::$name).await;
            }
        }
    };
    ($name:ident, Backend) => {
        mod $name {
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                super::$name($crate::helpers::Backend::Sqlite).await;
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                super::$name($crate::helpers::Backend::Postgres).await;
            }
        }
    };
}

/// Runs `test` against a fresh app on `backend`.
pub async fn run<F, Fut>(backend: Backend, test: F)
where
    F: FnOnce(TestApp) -> Fut,
    Fut: Future<Output = ()>,
{
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    test(app).await;
}

/// A throwaway PostgreSQL database, dropped with the test.
pub struct PgDatabase {
    admin_url: String,
    name: String,
}

impl PgDatabase {
    /// The database's URL, for a test's own connection.
    pub fn url(&self) -> String {
        let base = self
            .admin_url
            .rsplit_once('/')
            .map_or(self.admin_url.as_str(), |(b, _)| b);
        format!("{base}/{}", self.name)
    }

    /// Drops the database now, closing the app's connections.
    pub fn drop_now(&self) {
        if let Ok(mut conn) = PgConnection::establish(&self.admin_url) {
            let _ = diesel::sql_query(format!(
                "DROP DATABASE IF EXISTS \"{}\" WITH (FORCE)",
                self.name
            ))
            .execute(&mut conn);
        }
    }
}

impl Drop for PgDatabase {
    fn drop(&mut self) {
        self.drop_now();
    }
}

/// A throwaway SQLite file (and its WAL companions).
struct SqliteFile(PathBuf);

impl Drop for SqliteFile {
    fn drop(&mut self) {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let mut p = self.0.clone().into_os_string();
            p.push(suffix);
            let _ = std::fs::remove_file(p);
        }
    }
}

/// A fresh, empty database on one backend, removed when dropped.
pub struct TestDb {
    /// The `DATABASE_URL` of the database.
    pub url: String,
    pub pg: Option<PgDatabase>,
    sqlite: Option<SqliteFile>,
}

impl TestDb {
    /// A new database; `None` when PostgreSQL is not available outside CI
    /// (the test is skipped with a note).
    pub fn new(backend: Backend) -> Option<TestDb> {
        match backend {
            Backend::Sqlite => {
                let path = std::env::temp_dir()
                    .join(format!("planesforge-test-{}.db", uuid::Uuid::new_v4()));
                let url = path.to_string_lossy().into_owned();
                Some(TestDb {
                    url,
                    pg: None,
                    sqlite: Some(SqliteFile(path)),
                })
            }
            Backend::Postgres => {
                let Some(admin_url) = std::env::var("PLANESFORGE_TEST_PG_URL")
                    .ok()
                    .filter(|u| !u.is_empty())
                else {
                    if std::env::var("CI").is_ok_and(|v| v == "true") {
                        panic!("CI=true but PLANESFORGE_TEST_PG_URL is not set");
                    }
                    eprintln!("skipped: PLANESFORGE_TEST_PG_URL is not set");
                    return None;
                };
                let name = format!("pf_test_{}", uuid::Uuid::new_v4().simple());
                let mut conn = PgConnection::establish(&admin_url)
                    .expect("cannot connect to the test PostgreSQL server");
                diesel::sql_query(format!("CREATE DATABASE \"{name}\""))
                    .execute(&mut conn)
                    .expect("cannot create the test database");
                let base = admin_url
                    .rsplit_once('/')
                    .map_or(admin_url.as_str(), |(b, _)| b);
                let url = format!("{base}/{name}");
                Some(TestDb {
                    url,
                    pg: Some(PgDatabase { admin_url, name }),
                    sqlite: None,
                })
            }
        }
    }

    /// The files of an SQLite database (main file, WAL, shared memory) that
    /// exist now; empty on PostgreSQL.
    pub fn sqlite_files(&self) -> Vec<PathBuf> {
        let Some(SqliteFile(path)) = &self.sqlite else {
            return Vec::new();
        };
        ["", "-wal", "-shm", "-journal"]
            .iter()
            .map(|suffix| {
                let mut p = path.clone().into_os_string();
                p.push(suffix);
                PathBuf::from(p)
            })
            .filter(|p| p.exists())
            .collect()
    }
}

/// The player code key of every test server (64 hex digits).
pub const TEST_PLAYER_CODE_KEY: &str =
    "7465737420706c6179657220636f6465206b65792c206e6f742061207365637265";

/// The running app and a client for it.
pub struct TestApp {
    pub address: String,
    /// `http://127.0.0.1:PORT` of `GET /metrics`, when the configuration
    /// set `metrics_bind`.
    pub metrics_address: Option<String>,
    /// The `DATABASE_URL` the app runs on (empty for a remote server).
    pub database_url: String,
    pub client: reqwest::Client,
    pub pg: Option<PgDatabase>,
    _sqlite: Option<SqliteFile>,
    /// Every answer this app's server sent, as it sent it (empty for a
    /// remote server).
    seen: Answers,
}

/// The answers a server sent ([`planesforge_api::http::observe::Observer`]).
type Answers = Arc<Mutex<Vec<Exchange>>>;

/// When a test ends, every answer its server sent is checked against the
/// OpenAPI document (each status documented for its operation), and the
/// events it produced against their schemas (by the app that owns the
/// database, before the database is removed); not when the test already
/// failed.
impl Drop for TestApp {
    fn drop(&mut self) {
        if std::thread::panicking() {
            return;
        }
        let seen = std::mem::take(&mut *self.seen.lock().unwrap_or_else(|e| e.into_inner()));
        crate::contract::check_answers(&seen);
        let owns = self.pg.is_some() || self._sqlite.is_some();
        if owns {
            crate::contract::check_events(&self.database_url);
        }
    }
}

impl TestApp {
    /// Spawns the app on a fresh database; `None` when PostgreSQL is not
    /// available outside CI (the test is skipped with a note).
    pub async fn spawn(backend: Backend) -> Option<TestApp> {
        Self::spawn_with(backend, |_| {}).await
    }

    /// [`TestApp::spawn`] with changes to the configuration.
    pub async fn spawn_with(backend: Backend, adjust: impl FnOnce(&mut Config)) -> Option<TestApp> {
        let TestDb {
            url: database_url,
            pg,
            sqlite,
        } = TestDb::new(backend)?;
        let mut app = Self::start(database_url, adjust);
        app.pg = pg;
        app._sqlite = sqlite;
        Some(app)
    }

    /// An app on database `db` as it is (its pending migrations run at
    /// start), e.g. one left at an older schema by a test.
    pub fn on(db: TestDb) -> TestApp {
        let mut app = Self::start(db.url, |_| {});
        app.pg = db.pg;
        app._sqlite = db.sqlite;
        app
    }

    /// Another app (its own process-local caches) on this app's database,
    /// like a second replica behind a load balancer; the database stays
    /// this app's.
    pub async fn second_instance(&self) -> TestApp {
        Self::start(self.database_url.clone(), |_| {})
    }

    fn start(database_url: String, adjust: impl FnOnce(&mut Config)) -> TestApp {
        let mut config = Config {
            database_url: database_url.clone(),
            bind: "127.0.0.1:0".into(),
            book_dir: PathBuf::from("/nonexistent/planesforge-book"),
            workers: Some(2),
            pool: PoolOptions {
                max_size: 10,
                min_idle: Some(0),
                connection_timeout: Duration::from_secs(30),
            },
            admin_token: None,
            webhooks: planesforge_api::worker::WebhookConfig {
                max_attempts: 4,
                backoff_base: Duration::from_millis(50),
                backoff_max: Duration::from_millis(400),
                timeout: Duration::from_secs(2),
                poll_interval: Duration::from_millis(500),
                allow_private: true,
                ..planesforge_api::worker::WebhookConfig::default()
            },
            cors_origins: Vec::new(),
            rate_limit: None,
            idempotency_retention: Duration::from_secs(24 * 3600),
            standings_cache_bytes: 64 << 20,
            // One key for `TestApp` and its `second_instance` (as
            // docker-compose.yml gives its replicas one), so a code made by
            // one is printable by the other (RULES.md §12).
            player_code_key: Some(TEST_PLAYER_CODE_KEY.to_owned()),
            public_url: None,
            code_guesses: Default::default(),
            trusted_proxies: Default::default(),
            stream: planesforge_api::worker::stream::StreamConfig {
                heartbeat: Duration::from_millis(500),
                poll_interval: Duration::from_millis(500),
                ..planesforge_api::worker::stream::StreamConfig::default()
            },
            metrics_bind: None,
            log_format: Default::default(),
            observer: None,
        };
        let seen = Answers::default();
        let record = seen.clone();
        config.observer = Some(Observer(Arc::new(move |x| {
            record.lock().unwrap_or_else(|e| e.into_inner()).push(x);
        })));
        adjust(&mut config);
        let app = Application::build(&config).expect("the app starts");
        let address = format!("http://127.0.0.1:{}", app.port());
        let metrics_address = app.metrics_port().map(|p| format!("http://127.0.0.1:{p}"));
        tokio::spawn(app.into_server());
        TestApp {
            address,
            metrics_address,
            database_url,
            client: reqwest::Client::new(),
            pg: None,
            _sqlite: None,
            seen,
        }
    }

    /// A client of a server that runs elsewhere (e.g. a child process).
    pub fn remote(address: &str) -> TestApp {
        TestApp {
            address: address.to_owned(),
            metrics_address: None,
            database_url: String::new(),
            client: reqwest::Client::new(),
            pg: None,
            _sqlite: None,
            seen: Answers::default(),
        }
    }

    /// Sends a request; `body` as JSON when given, `key` as Bearer token.
    pub async fn send(
        &self,
        method: Method,
        path: &str,
        key: Option<&str>,
        body: Option<&Value>,
    ) -> reqwest::Response {
        let mut req = self
            .client
            .request(method, format!("{}{}", self.address, path));
        if let Some(k) = key {
            req = req.bearer_auth(k);
        }
        if let Some(b) = body {
            req = req.json(b);
        }
        req.send().await.expect("request sent")
    }

    /// Sends and returns the status and JSON body (Null when empty).
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        key: Option<&str>,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let resp = self.send(method, path, key, body.as_ref()).await;
        let status = resp.status();
        let text = resp.text().await.expect("body");
        let value = if text.is_empty() {
            Value::Null
        } else {
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
        };
        (status, value)
    }

    pub async fn get(&self, path: &str, key: Option<&str>) -> (StatusCode, Value) {
        self.call(Method::GET, path, key, None).await
    }

    pub async fn post(&self, path: &str, key: Option<&str>, body: Value) -> (StatusCode, Value) {
        self.call(Method::POST, path, key, Some(body)).await
    }

    /// A new organizer: `(id, api_key)`.
    pub async fn organizer(&self, name: &str) -> (String, String) {
        let (status, body) = self
            .post("/api/v1/organizers", None, json!({ "name": name }))
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        (
            body["id"].as_str().expect("id").to_owned(),
            body["api_key"].as_str().expect("api_key").to_owned(),
        )
    }

    /// A new API key of `key`'s organizer, named `name`, of `scope`: its
    /// id and the key itself (shown this once).
    pub async fn new_key(&self, key: &str, name: &str, scope: &str) -> (String, String) {
        let (status, made) = self
            .post(
                "/api/v1/organizers/me/keys",
                Some(key),
                json!({ "name": name, "scope": scope }),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{made}");
        (
            made["id"].as_str().expect("id").to_owned(),
            made["api_key"].as_str().expect("api_key").to_owned(),
        )
    }

    /// A new tournament of the key's organizer: its id.
    pub async fn tournament(&self, key: &str, name: &str) -> String {
        let (status, body) = self
            .post("/api/v1/tournaments", Some(key), json!({ "name": name }))
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        body["id"].as_str().expect("id").to_owned()
    }

    /// Registers `names` in bulk: the answer's players, in order.
    async fn bulk(&self, key: &str, tid: &str, names: &[String]) -> Vec<Value> {
        let players: Vec<Value> = names.iter().map(|n| json!({ "name": n })).collect();
        let (status, body) = self
            .post(
                &format!("/api/v1/tournaments/{tid}/players/bulk"),
                Some(key),
                json!({ "players": players }),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        list_items(&body, "players").clone()
    }

    /// Registers `names` in bulk: their ids, in order.
    pub async fn players(&self, key: &str, tid: &str, names: &[String]) -> Vec<String> {
        self.bulk(key, tid, names)
            .await
            .iter()
            .map(|p| p["id"].as_str().expect("id").to_owned())
            .collect()
    }

    /// Registers `names` in bulk, reading each player's code from the
    /// answer (RULES.md §12): `(id, code, link)` of each, in order.
    pub async fn register_with_codes(
        &self,
        key: &str,
        tid: &str,
        names: &[String],
    ) -> Vec<(String, String, String)> {
        self.bulk(key, tid, names)
            .await
            .iter()
            .map(|p| {
                let text = |k: &str| p[k].as_str().expect(k).to_owned();
                (text("id"), text("code"), text("link"))
            })
            .collect()
    }

    /// A new organizer's tournament `name` with `names` registered in
    /// bulk: `(key, tid, [(id, code, link)])`.
    pub async fn coded_tournament(
        &self,
        name: &str,
        names: &[String],
    ) -> (String, String, Vec<(String, String, String)>) {
        let (_, key) = self.organizer("Org").await;
        let tid = self.tournament(&key, name).await;
        let players = self.register_with_codes(&key, &tid, names).await;
        (key, tid, players)
    }

    /// [`TestApp::coded_tournament`] of `n` players with round 1 paired
    /// and published: who sits where, by code.
    pub async fn seated(&self, name: &str, n: usize) -> Seated {
        let (key, tid, players) = self.coded_tournament(name, &names(n)).await;
        self.pair(&key, &tid).await;
        let round = self.publish(&key, &tid, 1).await;
        let code_of = |p: &Value| {
            let id = pid(p);
            players
                .iter()
                .find(|(i, _, _)| id == i.as_str())
                .map(|(_, c, _)| c.clone())
                .unwrap_or_else(|| panic!("no code for {p}"))
        };
        let mut tables = Vec::new();
        let mut bye = None;
        for p in round["pairings"].as_array().expect("pairings") {
            let a = code_of(&p["player_a"]);
            if p["bye"] == true {
                bye = Some(a);
            } else {
                tables.push((
                    p["table"].as_u64().expect("table"),
                    a,
                    code_of(&p["player_b"]),
                ));
            }
        }
        Seated {
            key,
            tid,
            tables,
            bye,
        }
    }

    /// The tournament document of `GET …/export`, exactly as sent.
    pub async fn export_text(&self, tid: &str) -> String {
        let resp = self
            .send(
                Method::GET,
                &format!("/api/v1/tournaments/{tid}/export"),
                None,
                None,
            )
            .await;
        assert_eq!(resp.status(), StatusCode::OK);
        resp.text().await.expect("export")
    }

    /// Pairs the next round: the Round.
    /// Swaps table 1's `player_a` with table 2's `player_b` in round `n`
    /// (being paired; `round` as it is now) through
    /// `POST …/rounds/{n}/swap-players`, 200 expected: the round after.
    pub async fn swap_across(&self, key: &str, tid: &str, n: u32, round: &Value) -> Value {
        let (status, body) = self
            .post(
                &format!("/api/v1/tournaments/{tid}/rounds/{n}/swap-players"),
                Some(key),
                json!({
                    "player_a": round["pairings"][0]["player_a"]["id"],
                    "player_b": round["pairings"][1]["player_b"]["id"],
                }),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body
    }

    pub async fn pair(&self, key: &str, tid: &str) -> Value {
        let (status, body) = self
            .post(
                &format!("/api/v1/tournaments/{tid}/rounds"),
                Some(key),
                json!({}),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        body
    }

    /// Publishes round `n`.
    pub async fn publish(&self, key: &str, tid: &str, n: u64) -> Value {
        let (status, body) = self
            .post(
                &format!("/api/v1/tournaments/{tid}/rounds/{n}/publish"),
                Some(key),
                json!({}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body
    }

    /// Enters a result: status and body.
    pub async fn result(
        &self,
        key: &str,
        tid: &str,
        n: u64,
        table: u64,
        r: (u32, u32, u32),
    ) -> (StatusCode, Value) {
        self.call(
            Method::PUT,
            &format!("/api/v1/tournaments/{tid}/rounds/{n}/tables/{table}/result"),
            Some(key),
            Some(json!({ "wins": r.0, "losses": r.1, "draws": r.2 })),
        )
        .await
    }

    /// Publishes round `n` (already paired) and enters `2-0-0` for
    /// `player_a` at every real table: the answer to the last result.
    pub async fn complete_round(&self, key: &str, tid: &str, n: u64) -> Value {
        let round = self.publish(key, tid, n).await;
        let mut last = round.clone();
        for p in round["pairings"].as_array().expect("pairings") {
            if p["bye"] == true {
                continue;
            }
            let table = p["table"].as_u64().expect("table");
            let (status, body) = self.result(key, tid, n, table, (2, 0, 0)).await;
            assert_eq!(status, StatusCode::OK, "{body}");
            last = body;
        }
        last
    }

    /// Pairs the next round and completes it ([`TestApp::complete_round`]).
    pub async fn play_next_round(&self, key: &str, tid: &str) -> Value {
        let round = self.pair(key, tid).await;
        let n = round["number"].as_u64().expect("number");
        self.complete_round(key, tid, n).await
    }

    /// The actions of the tournament's audit log, oldest first.
    pub async fn audit_actions(&self, key: &str, tid: &str) -> Vec<String> {
        let (status, page) = self
            .get(
                &format!("/api/v1/tournaments/{tid}/audit-log?limit=500"),
                Some(key),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{page}");
        page["items"]
            .as_array()
            .expect("items")
            .iter()
            .map(|e| e["action"].as_str().expect("action").to_owned())
            .collect()
    }
}

/// A tournament whose round 1 is published, with the players' codes
/// ([`TestApp::seated`]).
pub struct Seated {
    pub key: String,
    pub tid: String,
    /// Each real table of round 1: `(table, code of player_a, code of
    /// player_b)`.
    pub tables: Vec<(u64, String, String)>,
    /// The code of the player with the bye (an odd number of players).
    pub bye: Option<String>,
}

/// Asserts a problem+json response with `status` and `code`.
pub fn assert_problem(got: &(StatusCode, Value), status: StatusCode, code: &str) {
    let (s, body) = got;
    assert_eq!(*s, status, "{body}");
    assert_eq!(body["code"], code, "{body}");
    assert_eq!(body["status"], status.as_u16(), "{body}");
    assert!(
        body["type"].as_str().is_some_and(|t| t.ends_with(code)),
        "{body}"
    );
    assert!(body["title"].is_string(), "{body}");
    assert!(
        body["detail"].as_str().is_some_and(|d| !d.is_empty()),
        "{body}"
    );
}

/// `n` distinct player names.
pub fn names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("Player {i:02}")).collect()
}

/// A player's id as a pairing carries it: the `id` of a `{id, name}`
/// object, or the bare id string (the older shape); `null` for no player.
pub fn pid(v: &Value) -> Value {
    match v {
        Value::Object(o) => o.get("id").cloned().unwrap_or(Value::Null),
        other => other.clone(),
    }
}

/// The items of a list answer: `items`, or the list's older key `old`.
pub fn list_items<'a>(body: &'a Value, old: &str) -> &'a Vec<Value> {
    body.get("items")
        .or_else(|| body.get(old))
        .and_then(Value::as_array)
        .unwrap_or_else(|| panic!("no `items` (or `{old}`) list in {body}"))
}

/// `v` without what a round clock computes at each read (`server_time`,
/// and the `remaining_s` of a running clock), wherever it is: two reads of
/// an unchanged resource compare equal.
pub fn steady(v: &Value) -> Value {
    match v {
        Value::Object(o) => {
            let running = o.get("state").and_then(Value::as_str) == Some("running")
                && o.contains_key("ends_at");
            Value::Object(
                o.iter()
                    .filter(|(k, _)| *k != "server_time" && !(running && *k == "remaining_s"))
                    .map(|(k, v)| (k.clone(), steady(v)))
                    .collect(),
            )
        }
        Value::Array(a) => Value::Array(a.iter().map(steady).collect()),
        other => other.clone(),
    }
}

/// [`steady`] of a body's text when it is JSON; other text as it is.
pub fn steady_text(text: &str) -> String {
    match serde_json::from_str::<Value>(text) {
        Ok(v) => steady(&v).to_string(),
        Err(_) => text.to_owned(),
    }
}

/// Every player id of a document replaced by the player's position: what
/// an import replaces, so two documents of the same tournament under
/// different ids compare equal. Nothing else is touched, so any other difference
/// (a setting, an instant, a state) still fails the comparison.
pub fn without_ids(doc: &Value) -> Value {
    let ids: std::collections::BTreeMap<String, usize> = doc["players"]
        .as_array()
        .expect("players")
        .iter()
        .enumerate()
        .map(|(i, p)| (p["id"].as_str().expect("id").to_owned(), i))
        .collect();
    fn rewrite(v: &mut Value, ids: &std::collections::BTreeMap<String, usize>) {
        match v {
            Value::Object(map) => {
                for (k, x) in map.iter_mut() {
                    if matches!(k.as_str(), "id" | "player_a" | "player_b")
                        && let Some(pos) = x.as_str().and_then(|s| ids.get(s))
                    {
                        *x = json!(pos);
                    } else {
                        rewrite(x, ids);
                    }
                }
            }
            Value::Array(items) => items.iter_mut().for_each(|x| rewrite(x, ids)),
            _ => {}
        }
    }
    let mut out = doc.clone();
    rewrite(&mut out, &ids);
    out
}

/// A request with `Authorization: Player <code>`: status and JSON body.
pub async fn as_player(
    app: &TestApp,
    method: Method,
    path: &str,
    code: &str,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let mut req = app
        .client
        .request(method, format!("{}{path}", app.address))
        .header("Authorization", format!("Player {code}"));
    if let Some(b) = body {
        req = req.json(&b);
    }
    let resp = req.send().await.expect("request sent");
    let status = resp.status();
    let text = resp.text().await.expect("body");
    let value = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
    };
    (status, value)
}

/// A client that shows redirects instead of following them (a page's
/// `303`, the book's redirects).
pub fn no_redirects() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
}

/// The hidden CSRF token of the first form of `html` (the player's page,
/// the code box).
pub fn form_token(html: &str) -> String {
    let at = html
        .find("name=\"csrf\" value=\"")
        .expect("a token in the page");
    let rest = &html[at + "name=\"csrf\" value=\"".len()..];
    rest[..rest.find('"').expect("end")].to_owned()
}

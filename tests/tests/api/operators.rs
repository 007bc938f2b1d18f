//! What operators see (issue 28; the book: self-hosting, "Monitoring",
//! "Logs"): `GET /metrics` on its own address, never on the public port;
//! a request id in `X-Request-Id`; JSON log lines without secrets.

use std::collections::HashSet;
use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, TestDb, names};
use crate::process::Server;
use crate::stream::Sse;
use crate::webhooks::{receiver, register, wait_for};

/// The sum of the samples of series `name` whose labels include every one
/// of `labels` (0 when there is none).
fn sample(text: &str, name: &str, labels: &[(&str, &str)]) -> f64 {
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let (series, value) = l.rsplit_once(' ')?;
            let (metric, rest) = match series.split_once('{') {
                Some((m, rest)) => (m, rest.trim_end_matches('}')),
                None => (series, ""),
            };
            if metric != name {
                return None;
            }
            let has_all = labels
                .iter()
                .all(|(k, v)| rest.split(',').any(|kv| kv == format!("{k}=\"{v}\"")));
            has_all.then(|| value.parse::<f64>().expect("a number"))
        })
        .sum()
}

/// Whether series `name` appears at all.
fn has_series(text: &str, name: &str) -> bool {
    text.lines()
        .any(|l| l.starts_with(&format!("{name}{{")) || l.starts_with(&format!("{name} ")))
}

/// Scrapes `GET /metrics` of `app`: the text (200 and the Prometheus text
/// type expected).
async fn scrape(app: &TestApp) -> String {
    let base = app.metrics_address.as_deref().expect("metrics are on");
    let resp = app
        .client
        .get(format!("{base}/metrics"))
        .send()
        .await
        .expect("scrape");
    assert_eq!(resp.status(), StatusCode::OK);
    let ctype = resp
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    assert!(ctype.starts_with("text/plain; version=0.0.4"), "{ctype}");
    resp.text().await.expect("body")
}

/// A file of the repository (`deploy/…`, `docker-compose.yml`).
fn repo_file(path: &str) -> String {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The metric names in a PromQL expression (`planesforge_…`).
fn metric_names(expr: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = expr;
    while let Some(i) = rest.find("planesforge_") {
        let name: String = rest[i..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        rest = &rest[i + name.len()..];
        names.push(name);
    }
    names
}

/// deploy/grafana/planesforge-dashboard.json is a valid dashboard whose
/// every query names a family of the scrape `text` (a histogram's
/// `_bucket`, `_count` and `_sum` belong to it); the Prometheus sample
/// scrapes the port docker-compose.yml gives the metrics.
fn dashboard_uses_only_served_series(text: &str) {
    let families: HashSet<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("# TYPE "))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    let dashboard: Value =
        serde_json::from_str(&repo_file("deploy/grafana/planesforge-dashboard.json"))
            .expect("the dashboard is JSON");
    assert_eq!(dashboard["uid"], "planesforge");
    let panels = dashboard["panels"].as_array().expect("panels");
    assert!(panels.len() >= 8, "{} panels", panels.len());
    let mut used = HashSet::new();
    for panel in panels {
        let targets = panel["targets"].as_array().expect("targets");
        assert!(!targets.is_empty(), "{panel}");
        for target in targets {
            let expr = target["expr"].as_str().expect("expr");
            let names = metric_names(expr);
            assert!(!names.is_empty(), "{expr}");
            for name in names {
                let family = ["_bucket", "_count", "_sum"]
                    .iter()
                    .find_map(|s| name.strip_suffix(s).filter(|f| families.contains(f)))
                    .unwrap_or(&name)
                    .to_owned();
                assert!(families.contains(family.as_str()), "{name} in {expr}");
                used.insert(family);
            }
        }
    }
    for family in &families {
        if family.starts_with("planesforge_") {
            assert!(used.contains(*family), "the dashboard never shows {family}");
        }
    }
    let prometheus = repo_file("deploy/prometheus/prometheus.yml");
    assert!(
        prometheus.contains("metrics_path: /metrics"),
        "{prometheus}"
    );
    assert!(prometheus.contains("\"api:9100\""), "{prometheus}");
    let compose = repo_file("docker-compose.yml");
    assert!(
        compose.contains("PLANESFORGE_METRICS_BIND: ${PLANESFORGE_METRICS_BIND:-0.0.0.0:9100}"),
        "docker-compose.yml and deploy/prometheus/prometheus.yml disagree on the port"
    );
    assert!(compose.contains("./deploy/prometheus/prometheus.yml:/etc/prometheus/prometheus.yml"));
}

/// Off by default: no metrics address, and the public port has no
/// `/metrics`.
async fn metrics_are_off_by_default(app: TestApp) {
    assert!(app.metrics_address.is_none());
    let (status, _) = app.get("/metrics", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
backend_test!(metrics_are_off_by_default);

/// With `PLANESFORGE_METRICS_BIND`, driving an event moves every family
/// of series; routes are patterns, never paths; the public port still has
/// no `/metrics`, and the metrics port nothing else.
async fn metrics_move_with_the_traffic(backend: Backend) {
    let Some(app) = TestApp::spawn_with(backend, |c| {
        c.metrics_bind = Some("127.0.0.1:0".to_owned());
        // A failed attempt waits long enough to be seen in the outbox.
        c.webhooks.backoff_base = Duration::from_secs(60);
        c.webhooks.backoff_max = Duration::from_secs(60);
    })
    .await
    else {
        return;
    };
    // The recorder is the process's: other tests may add to the same
    // series, so every check is "moved by at least what this test did".
    let before = scrape(&app).await;
    let (base, rx) = receiver(0);
    let (_, key) = app.organizer("Metrics Org").await;
    register(
        &app,
        &key,
        json!({"url": format!("{base}/hook"), "events": ["round.published"]}),
    )
    .await;
    let tid = app.tournament(&key, "Metrics Open").await;
    let mut sse = Sse::open(&app, &tid, Some(&key), None).await;
    sse.opening().await;
    // One bulk registration: one `player.added` event.
    app.players(&key, &tid, &names(6)).await;
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    // An unknown path: counted as `unmatched`, its text never a label.
    let (status, _) = app.get("/api/v1/no-such-thing-0xfeed", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    wait_for(&rx, |got| !got.is_empty()).await;

    // Delivery is recorded after the receiver answered: poll a little.
    let mut after = scrape(&app).await;
    for _ in 0..100 {
        let delivered = sample(
            &after,
            "planesforge_webhook_attempts_total",
            &[("outcome", "delivered")],
        ) - sample(
            &before,
            "planesforge_webhook_attempts_total",
            &[("outcome", "delivered")],
        );
        if delivered >= 1.0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        after = scrape(&app).await;
    }
    let moved = |name: &str, labels: &[(&str, &str)]| {
        sample(&after, name, labels) - sample(&before, name, labels)
    };

    let bulk = [
        ("method", "POST"),
        ("route", "/api/v1/tournaments/{tid}/players/bulk"),
        ("status", "201"),
    ];
    assert!(
        moved("planesforge_http_requests_total", &bulk) >= 1.0,
        "{after}"
    );
    assert!(moved("planesforge_http_request_duration_seconds_count", &bulk) >= 1.0);
    assert!(
        moved(
            "planesforge_http_requests_total",
            &[("route", "unmatched"), ("status", "404")]
        ) >= 1.0
    );
    assert!(!after.contains(&tid), "a tournament id in a label");
    assert!(!after.contains("0xfeed"), "a raw path in a label");
    assert!(moved("planesforge_db_pool_wait_seconds_count", &[]) >= 1.0);
    assert!(has_series(&after, "planesforge_db_pool_connections"));
    assert_eq!(
        sample(&after, "planesforge_db_pool_max_connections", &[]),
        10.0
    );
    assert!(sample(&after, "planesforge_stream_subscribers", &[]) >= 1.0);
    assert!(
        moved(
            "planesforge_events_appended_total",
            &[("event", "player.added")]
        ) >= 1.0
    );
    assert!(
        moved(
            "planesforge_events_appended_total",
            &[("event", "round.published")]
        ) >= 1.0
    );
    assert!(
        moved(
            "planesforge_pairing_duration_seconds_count",
            &[("players", "8")]
        ) >= 1.0
    );
    assert!(
        moved(
            "planesforge_webhook_attempts_total",
            &[("outcome", "delivered")]
        ) >= 1.0,
        "{after}"
    );
    assert!(has_series(&after, "planesforge_webhook_outbox_depth"));

    // A delivery that cannot be sent waits in the outbox.
    let (_, key2) = app.organizer("Unreachable").await;
    register(
        &app,
        &key2,
        json!({"url": "http://127.0.0.1:9/nobody", "events": ["round.published"]}),
    )
    .await;
    let t2 = app.tournament(&key2, "Queued").await;
    app.players(&key2, &t2, &names(2)).await;
    app.pair(&key2, &t2).await;
    app.publish(&key2, &t2, 1).await;
    let retried = |text: &str| {
        sample(
            text,
            "planesforge_webhook_attempts_total",
            &[("outcome", "retry")],
        ) - sample(
            &before,
            "planesforge_webhook_attempts_total",
            &[("outcome", "retry")],
        )
    };
    let mut now = scrape(&app).await;
    for _ in 0..100 {
        if retried(&now) >= 1.0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        now = scrape(&app).await;
    }
    assert!(retried(&now) >= 1.0, "{now}");
    let depth = sample(&now, "planesforge_webhook_outbox_depth", &[]);
    assert!(depth >= 1.0, "outbox depth {depth}");

    // Every series the shipped dashboard asks for is one the server has.
    dashboard_uses_only_served_series(&scrape(&app).await);

    // Only /metrics there, and never on the public port.
    let base = app.metrics_address.as_deref().expect("on");
    let other = app
        .client
        .get(format!("{base}/api/v1/tournaments/{tid}"))
        .send()
        .await
        .expect("sent");
    assert_eq!(other.status(), StatusCode::NOT_FOUND);
    let (status, _) = app.get("/metrics", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    drop(sse);
}
backend_test!(metrics_move_with_the_traffic, Backend);

/// The `X-Request-Id` of an answer.
fn request_id(resp: &reqwest::Response) -> String {
    resp.headers()
        .get("x-request-id")
        .and_then(|v| v.to_str().ok())
        .expect("an X-Request-Id")
        .to_owned()
}

/// Sends `GET path` with `X-Request-Id: sent` when given: the answer's id.
async fn id_for(app: &TestApp, path: &str, sent: Option<&str>) -> (StatusCode, String) {
    let mut req = app.client.get(format!("{}{path}", app.address));
    if let Some(id) = sent {
        req = req.header("X-Request-Id", id);
    }
    let resp = req.send().await.expect("sent");
    (resp.status(), request_id(&resp))
}

/// Whether `id` is a generated one (a UUID).
fn generated(id: &str) -> bool {
    uuid::Uuid::parse_str(id).is_ok() && id.len() == 36
}

/// Every answer, errors included, carries a request id: the client's own
/// when well formed, else a new one.
async fn request_ids_are_echoed_or_made(app: TestApp) {
    let mut seen = HashSet::new();
    for path in [
        "/healthz",
        "/api/v1/no-such-route",
        "/api/v1/tournaments/x/rounds",
    ] {
        let (_, id) = id_for(&app, path, None).await;
        assert!(generated(&id), "{path}: {id}");
        assert!(seen.insert(id), "a new id per request");
    }
    let own = "trace-42:abc.DEF_9";
    for path in ["/healthz", "/api/v1/no-such-route"] {
        assert_eq!(id_for(&app, path, Some(own)).await.1, own, "{path}");
    }
    let (status, id) = id_for(&app, "/api/v1/no-such-route", Some(own)).await;
    assert_eq!((status, id.as_str()), (StatusCode::NOT_FOUND, own));
    let longest = "a".repeat(128);
    assert_eq!(id_for(&app, "/healthz", Some(&longest)).await.1, longest);
    for bad in ["has space", "quote\"d", "<script>", "x/y", &"a".repeat(129)] {
        let (_, id) = id_for(&app, "/healthz", Some(bad)).await;
        assert!(generated(&id), "{bad:?} was replaced: {id}");
    }
    // On a write, and on a refused one.
    let resp = app
        .client
        .post(format!("{}/api/v1/organizers", app.address))
        .header("X-Request-Id", "signup-1")
        .json(&json!({"name": "Ids"}))
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::CREATED);
    assert_eq!(request_id(&resp), "signup-1");
    let resp = app
        .client
        .post(format!("{}/api/v1/tournaments", app.address))
        .header("X-Request-Id", "refused-1")
        .json(&json!({"name": "No key"}))
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(request_id(&resp), "refused-1");
}
backend_test!(request_ids_are_echoed_or_made);

/// `PLANESFORGE_LOG_FORMAT=json` on the real binary: every line is one
/// JSON object; a request's line has its id, route pattern, status,
/// latency and tournament; no key, code, `Authorization` or cookie is ever
/// written.
async fn json_logs_one_object_per_line_without_secrets(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let server = Server::start(&db.url, &[("PLANESFORGE_LOG_FORMAT", "json")]).await;
    let app = TestApp::remote(&server.address);
    let (key, tid, players) = app.coded_tournament("Logged", &names(4)).await;
    let code = players[0].1.clone();
    // A player's page (the code in the path) and a read with every kind of
    // secret in its headers.
    let page = app
        .client
        .get(format!("{}/p/{code}", app.address))
        .send()
        .await
        .expect("sent");
    assert_eq!(page.status(), StatusCode::OK);
    let resp = app
        .client
        .get(format!("{}/api/v1/tournaments/{tid}", app.address))
        .bearer_auth(&key)
        .header("Cookie", "session=cookie-secret-value")
        .header("X-Request-Id", "json-log-1")
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(request_id(&resp), "json-log-1");
    let (status, _) = app.get("/api/v1/no-such-route", Some(&key)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // The record is written after the answer: wait for it.
    let mut logs = server.logs();
    for _ in 0..100 {
        if logs.contains("json-log-1") && logs.contains("unmatched") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        logs = server.logs();
    }
    let lines: Vec<Value> = logs
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect();
    assert!(lines.len() >= 5, "{logs}");
    for line in &lines {
        assert!(line.is_object(), "{line}");
        for field in ["time", "level", "target", "message"] {
            assert!(line[field].is_string(), "{field} in {line}");
        }
    }
    let ours: Vec<&Value> = lines
        .iter()
        .filter(|l| l["request_id"] == "json-log-1")
        .collect();
    assert_eq!(ours.len(), 1, "{logs}");
    let line = ours[0];
    assert_eq!(line["route"], "/api/v1/tournaments/{tid}");
    assert_eq!(line["method"], "GET");
    assert_eq!(line["status"], 200);
    assert_eq!(line["tournament_id"], tid.as_str());
    assert!(
        line["latency_ms"].as_f64().is_some_and(|ms| ms >= 0.0),
        "{line}"
    );
    assert_eq!(line["level"], "info");
    // The player's page: its pattern, never its path.
    assert!(
        lines
            .iter()
            .any(|l| l["route"] == "/p/{code}" && l["status"] == 200),
        "{logs}"
    );
    let unmatched = lines
        .iter()
        .find(|l| l["route"] == "unmatched")
        .unwrap_or_else(|| panic!("no unmatched line: {logs}"));
    assert_eq!(unmatched["status"], 404);
    assert!(unmatched.get("tournament_id").is_none(), "{unmatched}");
    for secret in [key.as_str(), code.as_str(), "cookie-secret-value", "Bearer"] {
        assert!(!logs.contains(secret), "{secret:?} in the log:\n{logs}");
    }
}
backend_test!(json_logs_one_object_per_line_without_secrets, Backend);

/// Runs `planesforge backup FILE` on `database_url`: exit status and
/// standard error.
fn backup(database_url: &str, file: &std::path::Path) -> (Option<i32>, String) {
    let out = std::process::Command::new(crate::process::server_binary())
        .arg("backup")
        .arg(file)
        .env("DATABASE_URL", database_url)
        .stdin(std::process::Stdio::null())
        .output()
        .expect("planesforge backup runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `planesforge backup` while the server writes: the copy is a database
/// the server starts on, with the event as it was (players, the round and
/// its results, the players' codes). PostgreSQL: refused, pointing to
/// `pg_dump`.
async fn backup_while_serving_then_restore(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("planesforge-backup-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let copy = dir.join("copy.db");
    if backend == Backend::Postgres {
        let (status, err) = backup(&db.url, &copy);
        assert_ne!(status, Some(0), "{err}");
        assert!(err.contains("pg_dump"), "{err}");
        assert!(!copy.exists());
        let _ = std::fs::remove_dir_all(&dir);
        return;
    }
    let server = Server::start(&db.url, &[]).await;
    let app = TestApp::remote(&server.address);
    let (key, tid, players) = app.coded_tournament("Backed up", &names(8)).await;
    app.pair(&key, &tid).await;
    let round = app.complete_round(&key, &tid, 1).await;
    assert_eq!(round["state"], "completed", "{round}");
    let (_, standings) = app
        .get(&format!("/api/v1/tournaments/{tid}/standings"), Some(&key))
        .await;

    // Writes go on during the backup: another tournament fills up.
    let writer = {
        let (address, key) = (app.address.clone(), key.clone());
        tokio::spawn(async move {
            let other = TestApp::remote(&address);
            let t2 = other.tournament(&key, "Meanwhile").await;
            for i in 0..40 {
                other.players(&key, &t2, &[format!("Late {i}")]).await;
            }
        })
    };
    let (status, err) = tokio::task::spawn_blocking({
        let (url, copy) = (db.url.clone(), copy.clone());
        move || backup(&url, &copy)
    })
    .await
    .expect("the backup ran");
    assert_eq!(status, Some(0), "{err}");
    assert!(err.contains("player code key"), "{err}");
    writer.await.expect("the writer finished");
    // Never over an existing file.
    let (status, err) = backup(&db.url, &copy);
    assert_ne!(status, Some(0));
    assert!(err.contains("already exists"), "{err}");
    drop(server);

    // Restore: the server on the copy.
    let copy_url = copy.to_string_lossy().into_owned();
    let restored = Server::start(&copy_url, &[]).await;
    let back = TestApp::remote(&restored.address);
    let (status, t) = back
        .get(&format!("/api/v1/tournaments/{tid}"), Some(&key))
        .await;
    assert_eq!(status, StatusCode::OK, "{t}");
    assert_eq!(t["name"], "Backed up");
    let (status, r1) = back
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), Some(&key))
        .await;
    assert_eq!(status, StatusCode::OK, "{r1}");
    assert_eq!(r1["pairings"], round["pairings"]);
    let (_, standings_back) = back
        .get(&format!("/api/v1/tournaments/{tid}/standings"), Some(&key))
        .await;
    assert_eq!(standings_back["standings"], standings["standings"]);
    // The copied code key: a player's code opens their page on the copy.
    let page = back
        .client
        .get(format!("{}/p/{}", back.address, players[0].1))
        .send()
        .await
        .expect("sent");
    assert_eq!(page.status(), StatusCode::OK);
    drop(restored);
    let _ = std::fs::remove_dir_all(&dir);
}
backend_test!(backup_while_serving_then_restore, Backend);

//! Faults, against the real `planesforge serve` binary: a server killed
//! with SIGKILL in the middle of a burst of writes loses no acknowledged
//! write and leaves a consistent tournament; PostgreSQL stopped under load
//! makes requests fail fast with 503 and the service recovers by itself.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures::StreamExt;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, TestDb, assert_problem, names};
use crate::process::{OwnPostgres, Server};

/// The result sent for `table` (from player_a's side), varied by table.
fn result_for(table: u64) -> (u32, u32, u32) {
    [(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 1, 1), (1, 2, 0)][(table % 5) as usize]
}

/// The tables of round `n` and their results: `table → result or None`,
/// byes left out.
async fn results_of(app: &TestApp, key: &str, tid: &str, n: u64) -> BTreeMap<u64, Option<Value>> {
    let (status, round) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/{n}"), Some(key))
        .await;
    assert_eq!(status, StatusCode::OK, "{round}");
    round["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .filter(|p| p["bye"] != true)
        .map(|p| {
            let table = p["table"].as_u64().expect("table");
            (table, (!p["result"].is_null()).then(|| p["result"].clone()))
        })
        .collect()
}

async fn kill9_during_result_burst(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let mut server = Server::start(&db.url, &[]).await;
    let app = TestApp::remote(&server.address);
    let (_, key) = app.organizer("Crash Test Games").await;
    let tid = app.tournament(&key, "Friday under fire").await;
    app.players(&key, &tid, &names(256)).await;
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let tables: Vec<u64> = results_of(&app, &key, &tid, 1).await.into_keys().collect();
    assert_eq!(tables.len(), 128);

    // The burst: every table's result, 16 at a time.
    let acked = Arc::new(Mutex::new(Vec::<u64>::new()));
    let refused = Arc::new(Mutex::new(Vec::<(u64, StatusCode)>::new()));
    let count = Arc::new(AtomicUsize::new(0));
    let burst = {
        let (acked, refused, count) = (acked.clone(), refused.clone(), count.clone());
        let client = app.client.clone();
        let base = format!("{}/api/v1/tournaments/{tid}/rounds/1/tables", app.address);
        let key = key.clone();
        let tables = tables.clone();
        tokio::spawn(async move {
            futures::stream::iter(tables)
                .map(|table| {
                    let (client, base, key) = (client.clone(), base.clone(), key.clone());
                    let (acked, refused, count) = (acked.clone(), refused.clone(), count.clone());
                    async move {
                        let (w, l, d) = result_for(table);
                        let sent = client
                            .put(format!("{base}/{table}/result"))
                            .bearer_auth(&key)
                            .json(&json!({ "wins": w, "losses": l, "draws": d }))
                            .timeout(Duration::from_secs(30))
                            .send()
                            .await;
                        match sent {
                            Ok(r) if r.status().is_success() => {
                                // Acknowledged only once the whole response is in.
                                if r.bytes().await.is_ok() {
                                    acked.lock().expect("lock").push(table);
                                    count.fetch_add(1, Ordering::SeqCst);
                                }
                            }
                            Ok(r) => refused.lock().expect("lock").push((table, r.status())),
                            Err(_) => {} // the server died: not acknowledged
                        }
                    }
                })
                .buffer_unordered(16)
                .collect::<Vec<()>>()
                .await;
        })
    };
    let deadline = Instant::now() + Duration::from_secs(120);
    while count.load(Ordering::SeqCst) < 24 {
        assert!(Instant::now() < deadline, "the burst did not get going");
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    server.kill9();
    burst.await.expect("the burst task");
    let acked = acked.lock().expect("lock").clone();
    let refused = refused.lock().expect("lock").clone();
    assert!(
        refused.is_empty(),
        "writes refused before the kill: {refused:?}"
    );
    assert!(
        acked.len() >= 24 && acked.len() < tables.len(),
        "the kill was not mid-burst: {} of {} acknowledged",
        acked.len(),
        tables.len()
    );

    // Restart on the same database.
    let server = Server::start(&db.url, &[]).await;
    let app = TestApp::remote(&server.address);
    let stored = results_of(&app, &key, &tid, 1).await;
    for table in &acked {
        let (w, l, d) = result_for(*table);
        assert_eq!(
            stored[table],
            Some(json!({ "wins": w, "losses": l, "draws": d })),
            "acknowledged result of table {table} lost after kill -9"
        );
    }
    // Results committed but not acknowledged (the kill cut the response)
    // are whole and the ones sent, never garbage.
    for (table, r) in &stored {
        if let Some(r) = r {
            let (w, l, d) = result_for(*table);
            assert_eq!(*r, json!({ "wins": w, "losses": l, "draws": d }));
        }
    }
    let missing: Vec<u64> = stored
        .iter()
        .filter(|(_, r)| r.is_none())
        .map(|(t, _)| *t)
        .collect();
    eprintln!(
        "kill -9 ({backend:?}): {} of {} results acknowledged, {} stored, {} missing",
        acked.len(),
        tables.len(),
        tables.len() - missing.len(),
        missing.len()
    );

    // The tournament is consistent: readable, round state agrees with the
    // results, standings and export work, the export re-imports.
    let (status, t) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    assert_eq!(status, StatusCode::OK, "{t}");
    assert_eq!(t["current_round"], 1, "{t}");
    assert_eq!(t["player_count"], 256, "{t}");
    let (_, round) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), None)
        .await;
    let expected_state = if missing.is_empty() {
        "completed"
    } else {
        "published"
    };
    assert_eq!(round["state"], expected_state, "{missing:?}");
    let (status, standings) = app
        .get(&format!("/api/v1/tournaments/{tid}/standings"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{standings}");
    let document = app.export_text(&tid).await;
    let parsed = planesforge_engine::TournamentDocument::parse(&document).expect("a document");
    parsed.to_history().expect("the engine accepts the export");
    let imported = app
        .client
        .post(format!("{}/api/v1/tournaments/import", app.address))
        .bearer_auth(&key)
        .header("Content-Type", "application/json")
        .body(document)
        .send()
        .await
        .expect("sent");
    assert_eq!(imported.status(), StatusCode::CREATED);

    // And the event goes on: the missing results complete round 1, round 2
    // pairs.
    for table in &missing {
        let (status, body) = app.result(&key, &tid, 1, *table, result_for(*table)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let (_, round) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), None)
        .await;
    assert_eq!(round["state"], "completed");
    let round2 = app.pair(&key, &tid).await;
    assert_eq!(round2["number"], 2);
    let (status, standings) = app
        .get(&format!("/api/v1/tournaments/{tid}/standings"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{standings}");
    assert_eq!(standings["after_round"], 1, "{standings}");
}

backend_test!(kill9_during_result_burst, Backend);

/// One request of the load: when it started, how long it took, its status
/// and problem code.
#[derive(Debug, Clone)]
struct Sample {
    at: Instant,
    took: Duration,
    status: u16,
    code: Option<String>,
    problem_json: bool,
}

/// Reads and writes on `tid` from 6 clients until `stop`.
fn load(
    app: &TestApp,
    key: &str,
    tid: &str,
    stop: Arc<AtomicBool>,
) -> tokio::task::JoinHandle<Vec<Sample>> {
    let client = app.client.clone();
    let base = format!("{}/api/v1/tournaments/{tid}", app.address);
    let key = key.to_owned();
    tokio::spawn(async move {
        let workers = (0..6).map(|w| {
            let (client, base, key, stop) =
                (client.clone(), base.clone(), key.clone(), stop.clone());
            async move {
                let mut samples = Vec::new();
                let mut i = 0u32;
                while !stop.load(Ordering::SeqCst) {
                    i += 1;
                    let req = match (w + i) % 3 {
                        0 => client.get(format!("{base}/standings")),
                        1 => client.get(base.clone()),
                        _ => client
                            .post(format!("{base}/players"))
                            .bearer_auth(&key)
                            .json(&json!({ "name": format!("Late {w}-{i}") })),
                    };
                    let at = Instant::now();
                    let resp = req.timeout(Duration::from_secs(30)).send().await;
                    let took = at.elapsed();
                    let resp = resp.expect("the server answers while the database is down");
                    let status = resp.status().as_u16();
                    let problem_json = resp
                        .headers()
                        .get("content-type")
                        .is_some_and(|v| v == "application/problem+json");
                    let body: Value = resp.json().await.unwrap_or(Value::Null);
                    samples.push(Sample {
                        at,
                        took,
                        status,
                        code: body["code"].as_str().map(str::to_owned),
                        problem_json,
                    });
                    tokio::time::sleep(Duration::from_millis(5)).await;
                }
                samples
            }
        });
        futures::future::join_all(workers)
            .await
            .into_iter()
            .flatten()
            .collect()
    })
}

/// PostgreSQL stopped under load: every request fails within the pool's
/// connection timeout (1 s here) with 503 problem+json, `/readyz` is 503
/// and `/healthz` 200; once PostgreSQL is back the same process serves
/// again. Twice: a clean shutdown (`pg_ctl -m fast`) and a crash-like one
/// (`-m immediate`). Uses a cluster of its own, never the shared one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_stopped_under_load() {
    let Some(pg) = OwnPostgres::start() else {
        return;
    };
    let server = Server::start(
        &pg.url(),
        &[
            ("PLANESFORGE_DB_TIMEOUT_MS", "1000"),
            ("PLANESFORGE_DB_POOL", "8"),
        ],
    )
    .await;
    let app = TestApp::remote(&server.address);
    let (_, key) = app.organizer("Outage Games").await;
    let tid = app.tournament(&key, "Blackout Open").await;
    app.players(&key, &tid, &names(16)).await;

    let stop = Arc::new(AtomicBool::new(false));
    let loader = load(&app, &key, &tid, stop.clone());
    tokio::time::sleep(Duration::from_millis(800)).await;
    // The pool waits 1 s for a connection; the rest is slack for a busy machine.
    let bound = Duration::from_secs(4);
    // (stopped, down from, down until, ready) per outage.
    let mut outages = Vec::new();
    for (n, mode) in ["fast", "immediate"].into_iter().enumerate() {
        let stopped_at = Instant::now();
        pg.stop(mode);
        let down_from = Instant::now();
        tokio::time::sleep(Duration::from_millis(500)).await;

        // While down: fast 503s, readiness says so, liveness does not.
        for path in ["/api/v1/tournaments", "/readyz"] {
            let at = Instant::now();
            let got = app.get(path, None).await;
            assert!(
                at.elapsed() < bound,
                "{mode}: {path} took {:?}",
                at.elapsed()
            );
            assert_problem(
                &got,
                StatusCode::SERVICE_UNAVAILABLE,
                "database_unavailable",
            );
        }
        let at = Instant::now();
        let write = app
            .post(
                &format!("/api/v1/tournaments/{tid}/players"),
                Some(&key),
                json!({ "name": "Nobody" }),
            )
            .await;
        assert!(
            at.elapsed() < bound,
            "{mode}: a write took {:?}",
            at.elapsed()
        );
        assert_problem(
            &write,
            StatusCode::SERVICE_UNAVAILABLE,
            "database_unavailable",
        );
        let resp = app.send(Method::GET, "/readyz", None, None).await;
        assert_eq!(resp.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(resp.headers()["content-type"], "application/problem+json");
        assert!(resp.headers().contains_key("retry-after"));
        assert_eq!(app.get("/healthz", None).await.0, StatusCode::OK);
        tokio::time::sleep(Duration::from_millis(1500)).await;
        let down_until = Instant::now();

        // Back up: the same process recovers, no restart.
        pg.start_again();
        let started_at = Instant::now();
        let deadline = started_at + Duration::from_secs(30);
        while app.get("/readyz", None).await.0 != StatusCode::OK {
            assert!(
                Instant::now() < deadline,
                "{mode}: not ready 30 s after PostgreSQL came back"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let ready_at = Instant::now();
        let recovered = app
            .post(
                &format!("/api/v1/tournaments/{tid}/players"),
                Some(&key),
                json!({ "name": format!("Back Again {n}") }),
            )
            .await;
        assert_eq!(recovered.0, StatusCode::CREATED, "{mode}: {}", recovered.1);
        eprintln!(
            "outage ({mode}): ready {:?} after PostgreSQL started",
            ready_at - started_at
        );
        outages.push((mode, stopped_at, down_from, down_until, ready_at));
        tokio::time::sleep(Duration::from_millis(1000)).await;
    }
    stop.store(true, Ordering::SeqCst);
    let samples = loader.await.expect("the load task");

    // Every load request: a success or a fast 503 problem, never a 500.
    for s in &samples {
        let ok = (200..300).contains(&s.status);
        let unavailable =
            s.status == 503 && s.problem_json && s.code.as_deref() == Some("database_unavailable");
        assert!(
            ok || unavailable,
            "unexpected answer under the outage: {s:?}"
        );
        assert!(s.took < bound, "a request took {:?}: {s:?}", s.took);
    }
    let mut previous_ready: Option<Instant> = None;
    for (mode, stopped_at, down_from, down_until, ready_at) in outages {
        let settled =
            |t: Instant| previous_ready.is_none_or(|r| t > r + Duration::from_millis(200));
        let before: Vec<&Sample> = samples
            .iter()
            .filter(|s| settled(s.at) && s.at + s.took < stopped_at)
            .collect();
        let down: Vec<&Sample> = samples
            .iter()
            .filter(|s| s.at > down_from && s.at + s.took < down_until)
            .collect();
        assert!(
            !before.is_empty() && before.iter().all(|s| s.status < 300),
            "{mode}: {before:?}"
        );
        assert!(
            !down.is_empty() && down.iter().all(|s| s.status == 503),
            "{mode}: {down:?}"
        );
        eprintln!(
            "outage ({mode}): {} load requests before, {} while down (slowest {:?})",
            before.len(),
            down.len(),
            down.iter().map(|s| s.took).max().unwrap_or_default(),
        );
        previous_ready = Some(ready_at);
    }
    let last_ready = previous_ready.expect("two outages");
    let after: Vec<&Sample> = samples
        .iter()
        .filter(|s| s.at > last_ready + Duration::from_millis(200))
        .collect();
    assert!(
        !after.is_empty() && after.iter().all(|s| s.status < 300),
        "{after:?}"
    );
}

/// Runs `sql` on the app's database through a connection of its own.
fn execute(app: &TestApp, sql: &str) {
    use diesel::connection::SimpleConnection;
    let pool = planesforge_api::store::connect(
        &app.database_url,
        &planesforge_api::store::PoolOptions {
            max_size: 1,
            min_idle: Some(0),
            connection_timeout: std::time::Duration::from_secs(10),
        },
    )
    .expect("the database opens");
    let mut conn = pool.get().expect("a connection");
    conn.batch_execute(sql).expect("the statement runs");
}

/// A full disk, simulated by a trigger that fails every append to the
/// event log with the database's own words (SQLite's `SQLITE_FULL`
/// message; PostgreSQL's `disk_full`): a write answers `503
/// storage_unavailable` with `Retry-After` and changes nothing, reads go
/// on, and `/readyz` says 503 until a write succeeds again.
async fn a_full_disk_is_503_until_a_write_succeeds(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Full disk").await;
    app.players(&key, &tid, &["Ann".to_owned()]).await;
    let ready = |app: &TestApp| {
        let url = format!("{}/readyz", app.address);
        let client = app.client.clone();
        async move {
            let resp = client.get(url).send().await.expect("sent");
            let status = resp.status();
            (status, resp.json::<Value>().await.expect("JSON"))
        }
    };
    assert_eq!(ready(&app).await.0, StatusCode::OK);
    let full = match app.pg {
        None => {
            "CREATE TRIGGER disk_full BEFORE INSERT ON tournament_events \
                 BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;"
        }
        Some(_) => {
            "CREATE FUNCTION disk_full() RETURNS trigger AS $$ BEGIN \
                    RAISE EXCEPTION 'could not extend file \"base/1/2\": No space left on device' \
                    USING ERRCODE = 'disk_full'; END $$ LANGUAGE plpgsql; \
                    CREATE TRIGGER disk_full BEFORE INSERT ON tournament_events \
                    FOR EACH ROW EXECUTE FUNCTION disk_full();"
        }
    };
    execute(&app, full);
    let resp = app
        .client
        .post(format!("{}/api/v1/tournaments/{tid}/players", app.address))
        .bearer_auth(&key)
        .header("Accept-Language", "de")
        .json(&json!({"name": "Ben"}))
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(resp.headers()["retry-after"], "30");
    assert_eq!(resp.headers()["content-type"], "application/problem+json");
    let body: Value = resp.json().await.expect("a problem");
    assert_problem(
        &(StatusCode::SERVICE_UNAVAILABLE, body.clone()),
        StatusCode::SERVICE_UNAVAILABLE,
        "storage_unavailable",
    );
    assert!(
        body["detail"]
            .as_str()
            .is_some_and(|d| d.contains("Datenbank")),
        "{body}"
    );
    // Nothing was written; reads go on.
    let (status, players) = app
        .get(&format!("/api/v1/tournaments/{tid}/players"), Some(&key))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        crate::helpers::list_items(&players, "players").len(),
        1,
        "{players}"
    );
    let (status, body) = ready(&app).await;
    assert_problem(
        &(status, body),
        StatusCode::SERVICE_UNAVAILABLE,
        "storage_unavailable",
    );
    // Space again: the next write succeeds, and the server is ready.
    let free = match app.pg {
        None => "DROP TRIGGER disk_full;",
        Some(_) => "DROP TRIGGER disk_full ON tournament_events; DROP FUNCTION disk_full();",
    };
    execute(&app, free);
    assert_eq!(ready(&app).await.0, StatusCode::SERVICE_UNAVAILABLE);
    app.players(&key, &tid, &["Ben".to_owned()]).await;
    assert_eq!(ready(&app).await.0, StatusCode::OK);
}
backend_test!(a_full_disk_is_503_until_a_write_succeeds);

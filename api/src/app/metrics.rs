//! `GET /metrics` in the Prometheus text format (the book: self-hosting,
//! "Monitoring"), served on its own address (`PLANESFORGE_METRICS_BIND`),
//! never on the public port: off unless that is set.
//!
//! The floors record with the `metrics` facade (a no-op until a recorder
//! is installed): the requests ([`crate::http::observe`]), the pool's waits
//! ([`crate::store`]), the stream subscribers and webhook attempts
//! ([`crate::worker`]), the events appended and the pairing times
//! ([`crate::service`]). What is a state rather than a count (connections
//! in use, the outbox's depth) is read from this server at each scrape.

use std::net::TcpListener;
use std::sync::OnceLock;
use std::time::Duration;

use actix_web::dev::Server;
use actix_web::{App, HttpResponse, HttpServer, web};
use metrics::Unit;
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};

use crate::store::DbPool;

/// Gauges read at each scrape (this server's pool and database).
pub const POOL_CONNECTIONS: &str = "planesforge_db_pool_connections";
pub const POOL_MAX: &str = "planesforge_db_pool_max_connections";
pub const OUTBOX_DEPTH: &str = "planesforge_webhook_outbox_depth";

/// The histograms' buckets, in seconds: from half a millisecond (a cached
/// read) to ten seconds (a pool wait at its timeout, a large pairing).
const BUCKETS: [f64; 14] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

/// How often the recorder's histograms are drained when nobody scrapes.
const UPKEEP: Duration = Duration::from_secs(5);

/// The process's recorder (one per process: several apps in one test
/// process share it).
static HANDLE: OnceLock<Result<PrometheusHandle, String>> = OnceLock::new();

/// Installs the process's Prometheus recorder (once) and returns its handle.
pub fn install() -> Result<PrometheusHandle, String> {
    HANDLE
        .get_or_init(|| {
            let handle = PrometheusBuilder::new()
                .set_buckets(&BUCKETS)
                .map_err(|e| e.to_string())?
                .install_recorder()
                .map_err(|e| format!("cannot install the metrics recorder: {e}"))?;
            describe();
            zeros();
            Ok(handle)
        })
        .clone()
}

/// The `# HELP` lines.
fn describe() {
    use crate::http::observe::{REQUEST_SECONDS, REQUESTS};
    metrics::describe_counter!(
        REQUESTS,
        "Requests answered, by method, route pattern and status."
    );
    metrics::describe_histogram!(
        REQUEST_SECONDS,
        Unit::Seconds,
        "Time to each response's head, by method, route pattern and status."
    );
    metrics::describe_histogram!(
        crate::store::POOL_WAIT_SECONDS,
        Unit::Seconds,
        "Time a request waited for a database connection."
    );
    metrics::describe_counter!(
        crate::store::POOL_TIMEOUTS,
        "Waits for a database connection that ran out of time (503 database_unavailable)."
    );
    metrics::describe_gauge!(
        crate::worker::stream::SUBSCRIBERS,
        "Open event-stream subscriptions of this process."
    );
    metrics::describe_counter!(
        crate::service::EVENTS_APPENDED,
        "Events appended to tournament logs (committed), by event."
    );
    metrics::describe_counter!(
        crate::worker::DELIVERY_ATTEMPTS,
        "Webhook delivery attempts, by outcome (delivered, retry, failed)."
    );
    metrics::describe_histogram!(
        crate::service::PAIRING_SECONDS,
        Unit::Seconds,
        "Time the engine took to pair a Swiss round, by registered players (rounded up to a power of two)."
    );
}

/// The series that may stay at zero for long (no time-out, no failed
/// delivery), present from the start so a query or an alert on them has
/// data.
fn zeros() {
    metrics::counter!(crate::store::POOL_TIMEOUTS).increment(0);
    for outcome in ["delivered", "retry", "failed"] {
        metrics::counter!(crate::worker::DELIVERY_ATTEMPTS, "outcome" => outcome).increment(0);
    }
    metrics::gauge!(crate::worker::stream::SUBSCRIBERS).increment(0.0);
}

/// What a scrape needs.
struct Scrape {
    handle: PrometheusHandle,
    pool: DbPool,
}

/// `GET /metrics`: what the recorder holds, then the gauges of this
/// server's own state read now (written here rather than through the
/// process-wide recorder, so two servers in one process never mix them).
async fn scrape(s: web::Data<Scrape>) -> HttpResponse {
    let state = s.pool.state();
    let idle = state.idle_connections;
    let in_use = state.connections.saturating_sub(idle);
    let pool = s.pool.clone();
    let depth = match web::block(move || crate::store::outbox::pending_count(&pool)).await {
        Ok(Ok(n)) => Some(n),
        // Left out; the failure shows in the pool's series and the log.
        Ok(Err(e)) => {
            log::warn!("metrics: cannot count the webhook outbox: {e}");
            None
        }
        Err(e) => {
            log::warn!("metrics: cannot count the webhook outbox: {e}");
            None
        }
    };
    let mut text = s.handle.render();
    gauge(
        &mut text,
        POOL_CONNECTIONS,
        "Database connections of this process, by state (in_use, idle).",
        &[
            ("state=\"in_use\"", i64::from(in_use)),
            ("state=\"idle\"", i64::from(idle)),
        ],
    );
    gauge(
        &mut text,
        POOL_MAX,
        "Most database connections this process opens (PLANESFORGE_DB_POOL).",
        &[("", i64::from(s.pool.max_size()))],
    );
    if let Some(depth) = depth {
        gauge(
            &mut text,
            OUTBOX_DEPTH,
            "Webhook deliveries waiting to be sent (every process on this database).",
            &[("", depth)],
        );
    }
    HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4; charset=utf-8")
        .body(text)
}

/// Appends gauge `name` with its `# HELP` and `# TYPE` lines and one
/// sample per `(labels, value)` (labels already written `k="v"`, or empty).
fn gauge(text: &mut String, name: &str, help: &str, samples: &[(&str, i64)]) {
    use std::fmt::Write as _;
    if !text.is_empty() && !text.ends_with('\n') {
        text.push('\n');
    }
    let _ = writeln!(text, "# HELP {name} {help}");
    let _ = writeln!(text, "# TYPE {name} gauge");
    for (labels, value) in samples {
        if labels.is_empty() {
            let _ = writeln!(text, "{name} {value}");
        } else {
            let _ = writeln!(text, "{name}{{{labels}}} {value}");
        }
    }
}

/// The metrics server on `listener`: `GET /metrics` and nothing else (404),
/// one worker, and a task draining the histograms between scrapes. Call
/// inside the runtime; the returned server must be spawned.
pub fn server(listener: TcpListener, pool: DbPool) -> std::io::Result<Server> {
    let handle = install().map_err(std::io::Error::other)?;
    let upkeep = handle.clone();
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(UPKEEP);
        loop {
            tick.tick().await;
            upkeep.run_upkeep();
        }
    });
    let data = web::Data::new(Scrape { handle, pool });
    Ok(HttpServer::new(move || {
        App::new()
            .app_data(data.clone())
            .route("/metrics", web::get().to(scrape))
    })
    .workers(1)
    .listen(listener)?
    .disable_signals()
    .run())
}

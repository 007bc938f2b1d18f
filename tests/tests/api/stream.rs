//! The live event stream, `GET /api/v1/tournaments/{tid}/events`
//! (server-sent events): live delivery with increasing ids and the webhook
//! envelope, replay after `Last-Event-ID` / `?last_event_id=`, `410` for
//! pruned events, owner-only events, heartbeats, slow clients, two server
//! processes on one database, deletion, CORS.

use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, assert_problem, names};

/// Longest wait for one message.
const WAIT: Duration = Duration::from_secs(10);

/// One server-sent message.
#[derive(Debug, Default, Clone)]
pub(crate) struct Msg {
    pub(crate) id: Option<i64>,
    pub(crate) event: Option<String>,
    pub(crate) data: Option<Value>,
    comments: Vec<String>,
    retry: Option<u64>,
}

/// Parses one message (the text before its blank line).
fn parse(text: &str) -> Msg {
    let mut m = Msg::default();
    for line in text.lines() {
        if let Some(c) = line.strip_prefix(':') {
            m.comments.push(c.trim().to_owned());
        } else if let Some((field, value)) = line.split_once(':') {
            let value = value.strip_prefix(' ').unwrap_or(value);
            match field {
                "id" => m.id = Some(value.parse().expect("numeric id")),
                "event" => m.event = Some(value.to_owned()),
                "data" => m.data = Some(serde_json::from_str(value).expect("JSON data")),
                "retry" => m.retry = Some(value.parse().expect("retry")),
                other => panic!("unexpected field {other:?} in {text:?}"),
            }
        }
    }
    m
}

/// An open stream read message by message (also used by
/// `event_clock`).
pub(crate) struct Sse {
    resp: reqwest::Response,
    /// Bytes read but not yet parsed: the transport may cut a message,
    /// even a character, anywhere, so only whole messages are decoded.
    buf: Vec<u8>,
}

impl Sse {
    /// Opens the stream of `tid` (200 expected).
    pub(crate) async fn open(
        app: &TestApp,
        tid: &str,
        key: Option<&str>,
        last: Option<&str>,
    ) -> Sse {
        Sse::reading(request(app, tid, key, last, "").await)
    }

    /// Reads an already opened stream (200 and `text/event-stream`
    /// expected): the API's, or the console's.
    pub(crate) fn reading(resp: reqwest::Response) -> Sse {
        assert_eq!(resp.status(), StatusCode::OK);
        assert_eq!(
            resp.headers()
                .get("content-type")
                .and_then(|v| v.to_str().ok()),
            Some("text/event-stream")
        );
        Sse {
            resp,
            buf: Vec::new(),
        }
    }

    /// The next message; `None` when the server ended the stream.
    async fn next(&mut self) -> Option<Msg> {
        loop {
            if let Some(end) = self.buf.windows(2).position(|w| w == b"\n\n") {
                let bytes: Vec<u8> = self.buf.drain(..end + 2).collect();
                let text = String::from_utf8(bytes).expect("a whole message is UTF-8");
                return Some(parse(&text));
            }
            let chunk = tokio::time::timeout(WAIT, self.resp.chunk())
                .await
                .expect("a message in time")
                .expect("the stream reads");
            match chunk {
                Some(c) => self.buf.extend_from_slice(&c),
                None => return None,
            }
        }
    }

    /// The next message that is an event (skipping comments and `id:`-only
    /// messages).
    pub(crate) async fn event(&mut self) -> Msg {
        loop {
            let m = self.next().await.expect("the stream goes on");
            if m.event.is_some() {
                return m;
            }
        }
    }

    /// Reads until the server ends the stream: the comments on the way
    /// (an event on the way fails the test).
    pub(crate) async fn until_end(&mut self) -> Vec<String> {
        let mut comments = Vec::new();
        while let Some(m) = self.next().await {
            assert!(m.event.is_none(), "an event before the end: {m:?}");
            comments.extend(m.comments);
        }
        comments
    }

    /// The opening message: `retry:` and the id the stream starts after.
    pub(crate) async fn opening(&mut self) -> i64 {
        let m = self.next().await.expect("an opening message");
        assert!(m.retry.is_some(), "{m:?}");
        assert!(m.event.is_none(), "{m:?}");
        m.id.expect("the opening id")
    }

    /// Asserts that no event arrives within `d`.
    async fn quiet(&mut self, d: Duration) {
        let until = tokio::time::Instant::now() + d;
        loop {
            match tokio::time::timeout_at(until, self.next()).await {
                Err(_) => return,
                Ok(Some(m)) if m.event.is_none() => continue,
                Ok(m) => panic!("expected nothing, got {m:?}"),
            }
        }
    }
}

/// `GET …/events` with the key, `Last-Event-ID` and query given.
async fn request(
    app: &TestApp,
    tid: &str,
    key: Option<&str>,
    last: Option<&str>,
    query: &str,
) -> reqwest::Response {
    let mut req = app.client.get(format!(
        "{}/api/v1/tournaments/{tid}/events{query}",
        app.address
    ));
    if let Some(k) = key {
        req = req.bearer_auth(k);
    }
    if let Some(l) = last {
        req = req.header("Last-Event-ID", l);
    }
    req.send().await.expect("sent")
}

/// Status and problem body of a refused stream request.
async fn refused(
    app: &TestApp,
    tid: &str,
    key: Option<&str>,
    last: Option<&str>,
    query: &str,
) -> (StatusCode, Value) {
    let resp = request(app, tid, key, last, query).await;
    let status = resp.status();
    if status == StatusCode::OK {
        // A stream: its body never ends.
        return (status, Value::Null);
    }
    let body = resp.json::<Value>().await.expect("a problem document");
    (status, body)
}

/// Checks the webhook envelope of an event message.
pub(crate) fn assert_envelope(m: &Msg, tid: &str, event: &str) {
    assert_eq!(m.event.as_deref(), Some(event), "{m:?}");
    let data = m.data.as_ref().expect("data");
    assert_eq!(data["event"], event, "{data}");
    assert_eq!(data["tournament_id"], tid, "{data}");
    assert!(data["id"].as_str().is_some_and(|s| !s.is_empty()), "{data}");
    assert!(data["created_at"].as_str().is_some(), "{data}");
    assert!(data["data"].is_object(), "{data}");
}

/// Changes make events with ids 1, 2, 3, … and the webhook envelope, in
/// commit order; a rolled-back change makes none.
async fn events_arrive_live(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Live").await;
    let mut s = Sse::open(&app, &tid, None, None).await;
    assert_eq!(s.opening().await, 0);
    let ids = app.players(&key, &tid, &names(4)).await;
    let m = s.event().await;
    assert_envelope(&m, &tid, "player.added");
    assert_eq!(m.id, Some(1));
    let added = &m.data.as_ref().expect("data")["data"]["players"];
    assert_eq!(added.as_array().map(Vec::len), Some(4), "{added}");
    // A refused write (round 2 before round 1) logs nothing.
    let (status, _) = app
        .post(
            &format!("/api/v1/tournaments/{tid}/rounds/2/publish"),
            Some(&key),
            json!({}),
        )
        .await;
    assert!(status.is_client_error());
    app.pair(&key, &tid).await;
    let round = app.publish(&key, &tid, 1).await;
    let m = s.event().await;
    assert_envelope(&m, &tid, "round.published");
    assert_eq!(m.id, Some(3));
    assert_eq!(m.data.as_ref().expect("data")["data"]["round"]["number"], 1);
    let (status, _) = app.result(&key, &tid, 1, 1, (2, 1, 0)).await;
    assert_eq!(status, StatusCode::OK);
    let m = s.event().await;
    assert_envelope(&m, &tid, "standings.updated");
    assert_eq!(m.id, Some(4));
    let (status, _) = app
        .call(
            Method::PATCH,
            &format!("/api/v1/tournaments/{tid}/players/{}", ids[0]),
            Some(&key),
            Some(json!({ "name": "Renamed" })),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let m = s.event().await;
    assert_envelope(&m, &tid, "player.renamed");
    assert_eq!(m.id, Some(5));
    assert!(round["pairings"].is_array());
    // HEAD: the headers of the stream, and an empty body that ends.
    let head = tokio::time::timeout(
        WAIT,
        app.client
            .head(format!("{}/api/v1/tournaments/{tid}/events", app.address))
            .send(),
    )
    .await
    .expect("in time")
    .expect("sent");
    assert_eq!(head.status(), StatusCode::OK);
    assert_eq!(
        head.headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok()),
        Some("text/event-stream")
    );
    let body = tokio::time::timeout(WAIT, head.bytes())
        .await
        .expect("ends");
    assert!(body.expect("body").is_empty());
}
backend_test!(events_arrive_live);

/// `Last-Event-ID` and `?last_event_id=` replay what came after, then the
/// stream goes on live without a gap or a repeat; the header wins over the
/// query; an id above the latest is 422, one that is not a number 400.
async fn replay_then_live(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Replay").await;
    for i in 0..3 {
        app.players(&key, &tid, &[format!("P{i}")]).await;
    }
    let mut by_header = Sse::open(&app, &tid, None, Some("1")).await;
    assert_eq!(by_header.opening().await, 1);
    let resp = request(&app, &tid, None, None, "?last_event_id=2").await;
    assert_eq!(resp.status(), StatusCode::OK);
    let mut by_query = Sse::reading(resp);
    assert_eq!(by_query.opening().await, 2);
    let resp = request(&app, &tid, None, Some("0"), "?last_event_id=2").await;
    let mut both = Sse::reading(resp);
    assert_eq!(both.opening().await, 0, "the header wins");
    app.players(&key, &tid, &["P3".to_owned()]).await;
    let ids = |v: Vec<Msg>| -> Vec<i64> { v.into_iter().filter_map(|m| m.id).collect() };
    let mut got = Vec::new();
    for _ in 0..3 {
        got.push(by_header.event().await);
    }
    assert_eq!(ids(got.clone()), [2, 3, 4]);
    for m in &got {
        assert_envelope(m, &tid, "player.added");
    }
    let mut got = Vec::new();
    for _ in 0..2 {
        got.push(by_query.event().await);
    }
    assert_eq!(ids(got), [3, 4]);
    let mut got = Vec::new();
    for _ in 0..4 {
        got.push(both.event().await);
    }
    assert_eq!(ids(got), [1, 2, 3, 4]);
    // Nothing repeated after the replay met the live events.
    by_header.quiet(Duration::from_millis(700)).await;
    app.players(&key, &tid, &["P4".to_owned()]).await;
    assert_eq!(by_header.event().await.id, Some(5));
    assert_eq!(by_query.event().await.id, Some(5));
    // The latest id: nothing to replay.
    let mut latest = Sse::open(&app, &tid, None, Some("5")).await;
    assert_eq!(latest.opening().await, 5);
    latest.quiet(Duration::from_millis(700)).await;

    let got = refused(&app, &tid, None, Some("6"), "").await;
    assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "unknown_event_id");
    for bad in ["abc", "-1", "1.5", "1234567890123456789"] {
        let got = refused(&app, &tid, None, Some(bad), "").await;
        assert_problem(&got, StatusCode::BAD_REQUEST, "invalid_last_event_id");
    }
    let got = refused(&app, &tid, None, None, "?last_event_id=x").await;
    assert_problem(&got, StatusCode::BAD_REQUEST, "invalid_last_event_id");
    let got = refused(&app, "no-such-tournament", None, None, "").await;
    assert_problem(&got, StatusCode::NOT_FOUND, "tournament_not_found");
    let got = refused(&app, &tid, Some("pf_wrong"), None, "").await;
    assert_eq!(got.0, StatusCode::UNAUTHORIZED, "{}", got.1);
    // In another language, as every problem.
    let resp = app
        .client
        .get(format!("{}/api/v1/tournaments/{tid}/events", app.address))
        .header("Last-Event-ID", "99")
        .header("Accept-Language", "de")
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body: Value = resp.json().await.expect("JSON");
    assert!(
        body["detail"]
            .as_str()
            .is_some_and(|d| d.contains("Ereignis")),
        "{body}"
    );
}
backend_test!(replay_then_live);

/// Events older than the retention are pruned: resuming before them is
/// `410 events_expired`; opening without an id, or from the latest, works.
async fn pruned_events_are_gone(backend: Backend) {
    let Some(app) = TestApp::spawn_with(backend, |c| {
        c.stream.retention = Duration::from_secs(1);
    })
    .await
    else {
        return;
    };
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Short memory").await;
    app.players(&key, &tid, &names(2)).await;
    app.players(&key, &tid, &["Late".to_owned()]).await;
    // Pruned within retention + one pruning period (1 s each).
    let mut gone = None;
    for _ in 0..100 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let got = refused(&app, &tid, None, Some("0"), "").await;
        if got.0 == StatusCode::GONE {
            gone = Some(got);
            break;
        }
    }
    let gone = gone.expect("the events were pruned");
    assert_problem(&gone, StatusCode::GONE, "events_expired");
    let got = refused(&app, &tid, None, Some("1"), "").await;
    assert_problem(&got, StatusCode::GONE, "events_expired");
    let mut s = Sse::open(&app, &tid, None, Some("2")).await;
    assert_eq!(s.opening().await, 2);
    let mut fresh = Sse::open(&app, &tid, None, None).await;
    assert_eq!(fresh.opening().await, 2, "numbers are not reused");
    app.players(&key, &tid, &["Later".to_owned()]).await;
    assert_eq!(s.event().await.id, Some(3));
    assert_eq!(fresh.event().await.id, Some(3));
}
backend_test!(pruned_events_are_gone, Backend);

/// Events about a round in `pairing` (`round.created`, `round.changed`,
/// `round.repaired`, `round.deleted`) reach only the owner's stream;
/// anonymous readers and other organizers get the public events (player
/// events without the re-paired round).
async fn owner_only_events(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let (_, other) = app.organizer("Other").await;
    let tid = app.tournament(&key, "Drafts").await;
    app.players(&key, &tid, &names(4)).await;
    let mut owner = Sse::open(&app, &tid, Some(&key), None).await;
    let mut anonymous = Sse::open(&app, &tid, None, None).await;
    let mut stranger = Sse::open(&app, &tid, Some(&other), None).await;
    for s in [&mut owner, &mut anonymous, &mut stranger] {
        assert_eq!(s.opening().await, 1);
    }
    let t = format!("/api/v1/tournaments/{tid}");
    let paired = app.pair(&key, &tid).await;
    let swapped = app.swap_across(&key, &tid, 1, &paired).await;
    let (status, _) = app
        .post(&format!("{t}/rounds/1/repair"), Some(&key), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    // Registering while round 1 is in `pairing` re-pairs it.
    app.players(&key, &tid, &["Fifth".to_owned()]).await;
    let (status, _) = app
        .call(Method::DELETE, &format!("{t}/rounds/1"), Some(&key), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    app.players(&key, &tid, &["Sixth".to_owned()]).await;

    let mut seen = Vec::new();
    for _ in 0..7 {
        let m = owner.event().await;
        seen.push((m.id.expect("id"), m.event.clone().expect("event"), m));
    }
    let names_of = |v: &[(i64, String, Msg)]| -> Vec<(i64, String)> {
        v.iter().map(|(i, e, _)| (*i, e.clone())).collect()
    };
    assert_eq!(
        names_of(&seen),
        [
            (2, "round.created".to_owned()),
            (3, "round.changed".to_owned()),
            (4, "round.repaired".to_owned()),
            (5, "round.repaired".to_owned()),
            (6, "player.added".to_owned()),
            (7, "round.deleted".to_owned()),
            (8, "player.added".to_owned()),
        ]
    );
    // The round as paired, then as swapped: what a second device shows.
    let created = seen[0].2.data.clone().expect("data");
    assert_eq!(created["data"]["round"]["state"], "pairing", "{created}");
    assert_eq!(created["data"]["round"]["pairings"], paired["pairings"]);
    let changed = seen[1].2.data.clone().expect("data");
    assert_eq!(changed["data"]["round"]["pairings"], swapped["pairings"]);
    let owner_added = seen[4].2.data.clone().expect("data");
    assert_eq!(owner_added["data"]["repaired_round"], 1, "{owner_added}");
    for s in [&mut anonymous, &mut stranger] {
        let a = s.event().await;
        assert_eq!((a.id, a.event.as_deref()), (Some(6), Some("player.added")));
        let data = a.data.expect("data");
        assert_eq!(data["data"]["repaired_round"], Value::Null, "{data}");
        assert_eq!(data["data"]["players"], owner_added["data"]["players"]);
        let b = s.event().await;
        assert_eq!((b.id, b.event.as_deref()), (Some(8), Some("player.added")));
    }
    // A replay filters the same way.
    let mut replay = Sse::open(&app, &tid, None, Some("1")).await;
    replay.opening().await;
    assert_eq!(replay.event().await.id, Some(6));
    assert_eq!(replay.event().await.id, Some(8));
    let mut replay = Sse::open(&app, &tid, Some(&key), Some("6")).await;
    replay.opening().await;
    assert_eq!(replay.event().await.event.as_deref(), Some("round.deleted"));
}
backend_test!(owner_only_events);

/// An idle stream sends a heartbeat comment (every 500 ms in the tests'
/// configuration; 15 s by default).
async fn heartbeats(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Quiet").await;
    let mut s = Sse::open(&app, &tid, None, None).await;
    s.opening().await;
    let started = std::time::Instant::now();
    for _ in 0..2 {
        let m = s.next().await.expect("a heartbeat");
        assert_eq!(m.comments, ["heartbeat"], "{m:?}");
        assert!(m.event.is_none() && m.id.is_none());
    }
    assert!(started.elapsed() >= Duration::from_millis(900));
}
backend_test!(heartbeats);

/// A client that falls more than the buffer behind is disconnected, after
/// a comment that says so, and resumes with its last id without losing an
/// event. With a buffer of one event, a change that makes two events at
/// once (the last result of a round: `standings.updated` and
/// `round.completed`, fanned out back to back) leaves a subscriber behind
/// unless its thread takes the first in the instant before the second
/// comes, which happens now and then: the scenario is repeated (on a fresh
/// tournament) until a cut is seen, and every run must lose nothing.
/// (A client that merely stops reading is not cut at once: the socket
/// buffers of both ends, megabytes on loopback, hold the stream first.)
async fn slow_clients_are_cut_and_resume(backend: Backend) {
    let Some(app) = TestApp::spawn_with(backend, |c| {
        c.stream.buffer = 1;
    })
    .await
    else {
        return;
    };
    let (_, key) = app.organizer("Org").await;
    let mut cuts = 0;
    for _ in 0..12 {
        if one_slow_client(&app, &key).await {
            cuts += 1;
            if cuts == 2 {
                break;
            }
        }
    }
    assert!(cuts >= 1, "no client was cut");
}
backend_test!(slow_clients_are_cut_and_resume, Backend);

/// One run of [`slow_clients_are_cut_and_resume`]: whether the client was
/// cut.
async fn one_slow_client(app: &TestApp, key: &str) -> bool {
    let tid = app.tournament(key, "Slow").await;
    app.players(key, &tid, &names(4)).await;
    let round = app.pair(key, &tid).await;
    let mut s = Sse::open(app, &tid, None, None).await;
    assert_eq!(s.opening().await, 2);
    app.publish(key, &tid, 1).await;
    assert_eq!(s.event().await.id, Some(3));
    let tables: Vec<u64> = round["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .filter(|p| p["bye"] != true)
        .map(|p| p["table"].as_u64().expect("table"))
        .collect();
    assert_eq!(tables.len(), 2);
    let (status, _) = app.result(key, &tid, 1, tables[0], (2, 0, 0)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(s.event().await.id, Some(4));
    let (status, _) = app.result(key, &tid, 1, tables[1], (2, 0, 0)).await;
    assert_eq!(status, StatusCode::OK);
    let expected = [
        (Some(5), Some("standings.updated".to_owned())),
        (Some(6), Some("round.completed".to_owned())),
    ];
    // Cut: the comment, then the end, without the two events.
    let mut cut = false;
    let mut got = Vec::new();
    while got.len() < 2 {
        let Some(m) = s.next().await else { break };
        cut |= m.comments.iter().any(|c| c.starts_with("too far behind"));
        if m.event.is_some() {
            got.push((m.id, m.event));
        }
    }
    if !cut {
        // Kept up: both events, in order.
        assert_eq!(got, expected);
        return false;
    }
    assert!(s.next().await.is_none(), "the stream ends after the cut");
    let last = got.last().and_then(|(id, _)| *id).unwrap_or(4);
    let mut again = Sse::open(app, &tid, None, Some(&last.to_string())).await;
    assert_eq!(again.opening().await, last);
    while got.len() < 2 {
        let m = again.event().await;
        got.push((m.id, m.event));
    }
    assert_eq!(got, expected, "nothing lost");
    true
}

/// Two server processes on one database: a write on one reaches the
/// streams of the other. The other is the real binary in a child process
/// (apps in this test process would wake each other in memory).
/// PostgreSQL: through `NOTIFY`, at once (the child polls only every
/// minute here). SQLite: a process cannot notify another, so the child
/// finds the event when it polls the log (`PLANESFORGE_STREAM_POLL_MS`,
/// 300 ms here); the other way round, this process polls every 500 ms.
async fn replicas_share_events(backend: Backend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let poll = match backend {
        Backend::Postgres => "60000",
        Backend::Sqlite => "300",
    };
    let child =
        crate::process::Server::start(&app.database_url, &[("PLANESFORGE_STREAM_POLL_MS", poll)])
            .await;
    let other = TestApp::remote(&child.address);
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Replicated").await;
    let mut s = Sse::open(&other, &tid, None, None).await;
    assert_eq!(s.opening().await, 0);
    for i in 1..=3 {
        let started = std::time::Instant::now();
        app.players(&key, &tid, &[format!("P{i}")]).await;
        let m = s.event().await;
        assert_eq!(m.id, Some(i));
        assert_envelope(&m, &tid, "player.added");
        let took = started.elapsed();
        if backend == Backend::Postgres {
            assert!(took < Duration::from_secs(5), "{took:?}");
        }
    }
    // And the other way round.
    let mut here = Sse::open(&app, &tid, None, None).await;
    assert_eq!(here.opening().await, 3);
    other
        .players(&key, &tid, &["From the other".to_owned()])
        .await;
    assert_eq!(here.event().await.id, Some(4));
    assert_eq!(s.event().await.id, Some(4));
    drop(child);
}
backend_test!(replicas_share_events, Backend);

/// Deleting a tournament sends `tournament.deleted` to the open streams,
/// which then end; the tournament's stream is then 404.
async fn deletion_ends_streams(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Doomed").await;
    let mut s = Sse::open(&app, &tid, None, None).await;
    s.opening().await;
    let (status, _) = app
        .call(
            Method::DELETE,
            &format!("/api/v1/tournaments/{tid}"),
            Some(&key),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let m = s.event().await;
    assert_envelope(&m, &tid, "tournament.deleted");
    assert_eq!(m.id, Some(1));
    loop {
        match s.next().await {
            None => break,
            Some(m) => assert!(m.event.is_none(), "nothing after the deletion: {m:?}"),
        }
    }
    let got = refused(&app, &tid, None, None, "").await;
    assert_problem(&got, StatusCode::NOT_FOUND, "tournament_not_found");
}
backend_test!(deletion_ends_streams);

/// A browser page on an allowed origin may open the stream
/// (`new EventSource(url)`), and resume it with `Last-Event-ID` (allowed in
/// preflights) or `?last_event_id=`.
async fn browsers_may_subscribe(backend: Backend) {
    let Some(app) = TestApp::spawn_with(backend, |c| {
        c.cors_origins = vec!["https://wall.example".into()];
    })
    .await
    else {
        return;
    };
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Wall").await;
    app.players(&key, &tid, &names(2)).await;
    let url = format!("{}/api/v1/tournaments/{tid}/events", app.address);
    let mut resp = app
        .client
        .get(format!("{url}?last_event_id=0"))
        .header("Origin", "https://wall.example")
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(
        resp.headers()
            .get("access-control-allow-origin")
            .and_then(|v| v.to_str().ok()),
        Some("https://wall.example")
    );
    let chunk = tokio::time::timeout(WAIT, resp.chunk())
        .await
        .expect("in time")
        .expect("reads")
        .expect("a chunk");
    assert!(std::str::from_utf8(&chunk).is_ok_and(|t| t.contains("retry:")));
    let preflight = app
        .client
        .request(Method::OPTIONS, &url)
        .header("Origin", "https://wall.example")
        .header("Access-Control-Request-Method", "GET")
        .header("Access-Control-Request-Headers", "last-event-id")
        .send()
        .await
        .expect("sent");
    assert_eq!(preflight.status(), StatusCode::OK);
    let allowed = preflight
        .headers()
        .get("access-control-allow-headers")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_ascii_lowercase();
    assert!(allowed.contains("last-event-id"), "{allowed}");
}
backend_test!(browsers_may_subscribe, Backend);

/// A replay longer than one page (100 events, or about 48 KB of bodies:
/// three registrations of 300 long names here are a page each) arrives
/// whole and in order from an old id, then goes on live without a gap or
/// a repeat; the pages are read as the client takes them.
async fn long_replays_arrive_whole(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Long log").await;
    for i in 0..130 {
        app.players(&key, &tid, &[format!("P{i}")]).await;
    }
    for b in 0..3 {
        let bulk: Vec<String> = (0..300)
            .map(|i| format!("{b}-{i:03} {}", "Ω long name ".repeat(8)))
            .collect();
        app.players(&key, &tid, &bulk).await;
    }
    for i in 130..200 {
        app.players(&key, &tid, &[format!("P{i}")]).await;
    }
    let latest = 203;
    let mut s = Sse::open(&app, &tid, None, Some("1")).await;
    assert_eq!(s.opening().await, 1);
    // Written while the replay is under way: after it, once.
    app.players(&key, &tid, &["Live".to_owned()]).await;
    let mut ids = Vec::new();
    let mut bulk_sizes = Vec::new();
    while ids.len() < latest {
        let m = s.event().await;
        assert_envelope(&m, &tid, "player.added");
        let n = m.data.as_ref().expect("data")["data"]["players"]
            .as_array()
            .map_or(0, Vec::len);
        if n > 1 {
            bulk_sizes.push(n);
        }
        ids.push(m.id.expect("id"));
    }
    let expected: Vec<i64> = (2..=i64::try_from(latest).expect("small") + 1).collect();
    assert_eq!(ids, expected, "every event once, in order");
    assert_eq!(bulk_sizes, [300, 300, 300]);
    s.quiet(Duration::from_millis(700)).await;
    app.players(&key, &tid, &["Later".to_owned()]).await;
    assert_eq!(s.event().await.id, Some(205));
    // The same from the start, by the query parameter.
    let resp = request(&app, &tid, Some(&key), None, "?last_event_id=0").await;
    let mut again = Sse::reading(resp);
    assert_eq!(again.opening().await, 0);
    for want in 1..=205 {
        assert_eq!(again.event().await.id, Some(want));
    }
}
backend_test!(long_replays_arrive_whole);

/// One client address holds at most `PLANESFORGE_STREAMS_PER_ADDRESS`
/// streams at once: beyond, `429 rate_limited` (problem+json, in the
/// request's language) with `Retry-After`; closing one frees its place.
async fn streams_per_address_are_capped(backend: Backend) {
    let Some(app) = TestApp::spawn_with(backend, |c| {
        c.stream.per_address = 3;
    })
    .await
    else {
        return;
    };
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Capped").await;
    let other = app.tournament(&key, "Other").await;
    let mut open = Vec::new();
    for t in [&tid, &tid, &other] {
        let mut s = Sse::open(&app, t, None, None).await;
        s.opening().await;
        open.push(s);
    }
    for t in [&tid, &other] {
        let resp = request(&app, t, Some(&key), None, "").await;
        assert_eq!(resp.status(), StatusCode::TOO_MANY_REQUESTS);
        let retry = resp
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<u64>().ok());
        assert!(retry.is_some_and(|r| r >= 1), "{retry:?}");
        assert_eq!(
            resp.headers()
                .get("content-type")
                .and_then(|v| v.to_str().ok()),
            Some("application/problem+json")
        );
        let body: Value = resp.json().await.expect("a problem document");
        assert_problem(
            &(StatusCode::TOO_MANY_REQUESTS, body.clone()),
            StatusCode::TOO_MANY_REQUESTS,
            "rate_limited",
        );
        assert!(
            body["detail"].as_str().is_some_and(|d| d.contains('3')),
            "{body}"
        );
    }
    // The streams already open go on.
    app.players(&key, &tid, &["P".to_owned()]).await;
    assert_eq!(open[0].event().await.id, Some(1));
    // A closed stream frees its place (once the server notices, at the
    // next write to it: a heartbeat every 500 ms here).
    open.pop();
    let mut admitted = false;
    for _ in 0..50 {
        let resp = request(&app, &tid, None, None, "").await;
        if resp.status() == StatusCode::OK {
            admitted = true;
            break;
        }
        assert_eq!(resp.status(), StatusCode::TOO_MANY_REQUESTS);
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert!(admitted, "a place came free");
}
backend_test!(streams_per_address_are_capped, Backend);

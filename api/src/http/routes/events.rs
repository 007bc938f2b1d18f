//! The live event stream of a tournament (server-sent events).

use std::collections::VecDeque;
use std::convert::Infallible;
use std::sync::Arc;

use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{HttpMessage, HttpRequest, HttpResponse, get, web};
use tokio::sync::broadcast::error::RecvError;
use tokio::time::{Instant, Interval};

use crate::http::auth::MaybeCaller;
use crate::http::dto::stream::StreamQuery;
use crate::http::error::{ApiError, Problem};
use crate::service;
use crate::service::Code;
use crate::service::caller::Credential;
use crate::store::DbPool;
use crate::worker::stream::{Hub, LiveEvent, StreamSlot, Subscription};

use super::blocking;

/// How long a browser waits before it reconnects (the stream's `retry:`).
const RETRY_MS: u32 = 2000;

/// The `Retry-After` of a refused stream (the address holds its most):
/// seconds, time for one of its streams to close.
const STREAMS_RETRY_AFTER: u64 = 10;

/// Marks a `HEAD` request answered as `GET` (`app::startup`'s
/// middleware): the stream then ends after its headers, since its body
/// never would.
#[derive(Debug, Clone, Copy)]
pub struct HeadRequest;

/// Watch a tournament live
///
/// A `text/event-stream` (server-sent events) of the tournament's events:
/// `id:` the event's number in the tournament's log (1, 2, 3, …),
/// `event:` its name (the webhook event names: `round.published`,
/// `round.completed`, `standings.updated`, `tournament.finished`,
/// `tournament.updated`, `tournament.deleted`, `top_cut.created`,
/// `player.added`, `player.dropped`, `player.readmitted`,
/// `player.renamed`, `player.removed`, `round.repaired`, `round.deleted`,
/// `round.unpublished`, `tournament.reopened`, `clock.started`,
/// `clock.paused`, `clock.resumed`, `clock.extended`, `result.reported`,
/// `result.disputed`), `data:` its JSON
/// envelope (the webhook body: `id`, `event`, `created_at`,
/// `tournament_id`, `data`). An event that carries a round
/// (`round.published`, `round.completed`, `round.repaired`) carries it
/// with its `clock` as `GET …/rounds/{n}` showed it at that change. Without
/// a key or with
/// another organizer's the stream leaves out the events about a round in
/// `pairing` (`round.repaired`, `round.deleted`); the owner's key shows
/// them. The stream starts with `retry:` and `id:` (the latest event's
/// number, so a client that resumes misses nothing) and sends a `:
/// heartbeat` comment every 15 seconds while idle. With `Last-Event-ID`
/// (or `?last_event_id=`) it first replays every event after that id, then
/// continues live, without gap or repetition; the replay is read from the
/// log a page at a time as the client takes it. A client that falls too far
/// behind is disconnected and resumes by id. The stream ends after
/// `tournament.deleted`, and a stream opened with a key ends when that key
/// is revoked (at the next heartbeat, and before any event for the
/// organizer only; its reconnection then meets `401`). One client address may hold a limited number of
/// streams at once (`PLANESFORGE_STREAMS_PER_ADDRESS`, default 50): beyond,
/// `429 rate_limited` with `Retry-After`.
#[utoipa::path(operation_id = "stream_events", tag = "tournaments",
    params(("tid" = String, Path, description = "Tournament id"),
        ("Last-Event-ID" = Option<String>, Header, nullable = false, pattern = r"^[0-9]{1,18}$", description = "Resume after this event id (sent by a reconnecting EventSource); wins over `last_event_id`"),
        StreamQuery),
    responses(
    (status = 200, description = "The event stream: messages `id: <n>`, `event: <name>`, `data: <the webhook body as JSON>` (schema `EventEnvelope`: one schema per event, told apart by `event`, and `OtherEvent` for one added later; the `webhooks` section lists them), and comment lines (`: heartbeat`)",
        content_type = "text/event-stream", body = String,
        example = json!("retry: 2000\nid: 41\n\nid: 42\nevent: standings.updated\ndata: {\"created_at\":\"2026-12-01T20:15:00.000Z\",\"data\":{\"corrected\":false,\"result\":{\"draws\":0,\"losses\":1,\"wins\":2},\"round\":2,\"table\":3},\"event\":\"standings.updated\",\"id\":\"0d9c3a55-2f5e-4a4b-9d0c-2b1f3e4d5c6a\",\"tournament_id\":\"5b0f6c1e-8a3d-4f2e-9b7a-1c2d3e4f5a6b\"}\n\n: heartbeat\n\n")),
    (status = 400, description = "`invalid_last_event_id`: not a whole number", body = Problem, content_type = "application/problem+json"),
    (status = 401, description = "An unknown API key", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
    (status = 410, description = "`events_expired`: events after that id were already deleted (older than the retention); read the tournament again and open the stream without an id", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`unknown_event_id`: the id is above the latest event", body = Problem, content_type = "application/problem+json"),
    (status = 429, description = "`rate_limited`: this client address already holds its most open streams (`PLANESFORGE_STREAMS_PER_ADDRESS`, default 50), or too many requests for this API key or address; see `Retry-After`",
        body = Problem, content_type = "application/problem+json",
        headers(("Retry-After" = u64, description = "Seconds to wait before opening the stream again"))),
))]
#[get("/tournaments/{tid}/events")]
pub async fn stream(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    hub: web::Data<Hub>,
    caller: MaybeCaller,
    path: web::Path<String>,
    query: web::Query<StreamQuery>,
) -> Result<HttpResponse, ApiError> {
    serve(
        &req,
        pool,
        hub,
        caller.0,
        path.into_inner(),
        query.into_inner().last_event_id,
    )
    .await
}

/// The event stream of tournament `tid` as `caller` may see it (the
/// organizer's also carries the events for the organizer only): the API's
/// `GET …/events`, and the console's (`/console/t/{tid}/events`, whose
/// caller is the session's). `query_id` is the `last_event_id` parameter;
/// a `Last-Event-ID` header wins over it.
pub async fn serve(
    req: &HttpRequest,
    pool: web::Data<DbPool>,
    hub: web::Data<Hub>,
    caller: Option<crate::service::caller::Caller>,
    tid: String,
    query_id: Option<String>,
) -> Result<HttpResponse, ApiError> {
    let header_id = req
        .headers()
        .get("last-event-id")
        .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned())
        .filter(|v| !v.trim().is_empty());
    let last = header_id.or(query_id).map(|v| parse_id(&v)).transpose()?;
    let hub = hub.into_inner();
    let heartbeat = hub.config().heartbeat;
    let address = crate::http::client::address(req);
    let slot = hub
        .admit(&address)
        .ok_or_else(|| ApiError::TooManyRequests {
            retry_after: STREAMS_RETRY_AFTER,
            detail: crate::detail!(
                "error-too-many-streams",
                limit = hub.config().per_address,
                retry_after = STREAMS_RETRY_AFTER
            ),
        })?;
    let (page_pool, page_hub, page_tid) = (pool.clone(), hub.clone(), tid.clone());
    let credential = caller.as_ref().and_then(|c| c.credential.clone());
    let opened =
        blocking(move || service::events::open(&pool, &hub, &tid, caller.as_ref(), last)).await?;
    let mut response = HttpResponse::Ok();
    response
        .content_type("text/event-stream")
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        // Proxies such as nginx would otherwise hold the messages back.
        .insert_header(("X-Accel-Buffering", "no"));
    if req.extensions().get::<HeadRequest>().is_some() {
        return Ok(response.streaming(futures_util::stream::empty::<Result<Bytes, Infallible>>()));
    }
    let first = format!(
        "retry: {RETRY_MS}\n: planesforge event stream, from event {start}\nid: {start}\n\n",
        start = opened.start
    );
    let state = State {
        first: Some(Bytes::from(first)),
        pieces: VecDeque::new(),
        replay: opened.replay.into(),
        until: opened.until,
        hub: page_hub,
        pool: page_pool,
        tid: page_tid,
        _slot: slot,
        subscription: opened.subscription,
        owner: opened.owner,
        last: opened.start,
        heartbeat: tokio::time::interval_at(Instant::now() + heartbeat, heartbeat),
        done: false,
        credential,
    };
    Ok(response.streaming(futures_util::stream::unfold(state, next)))
}

/// A `Last-Event-ID`: 1–18 digits (`400 invalid_last_event_id` otherwise).
fn parse_id(v: &str) -> Result<i64, ApiError> {
    let v = v.trim();
    v.parse::<i64>()
        .ok()
        .filter(|_| (1..=18).contains(&v.len()) && v.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| {
            ApiError::new(
                Code::InvalidLastEventId,
                crate::detail!(
                    "error-last-event-id",
                    id = format!("{:?}", v.chars().take(40).collect::<String>())
                ),
            )
        })
}

/// One open stream.
struct State {
    /// The opening lines, not yet sent.
    first: Option<Bytes>,
    /// The rest of the message being sent ([`message`]).
    pieces: VecDeque<Bytes>,
    /// The page of the replay being sent.
    replay: VecDeque<Arc<LiveEvent>>,
    /// The replay reads the log up to this event (the latest when the
    /// stream opened), a page at a time; later ones come live.
    until: i64,
    hub: Arc<Hub>,
    pool: web::Data<DbPool>,
    tid: String,
    /// This stream's place among its address's.
    _slot: StreamSlot,
    subscription: Subscription,
    owner: bool,
    /// The last event number handled (sent, or left out as owner-only).
    last: i64,
    heartbeat: Interval,
    /// Set once the stream must end after what it just sent.
    done: bool,
    /// What the stream was opened with (a key, a console session), asked
    /// again at every heartbeat and before every event for the owner only:
    /// a revoked key or a signed-out session stops listening within a
    /// heartbeat, and never hears an owner's event after it ended.
    credential: Option<Credential>,
}

/// The most bytes of an event's body in one chunk of the stream.
const PIECE: usize = 16 * 1024;

/// The body `reader` of an event gets, as bytes that borrow the event
/// (shared by every stream that sends it) instead of copying it.
struct BodyOf {
    event: Arc<LiveEvent>,
    owner: bool,
}

impl AsRef<[u8]> for BodyOf {
    fn as_ref(&self) -> &[u8] {
        self.event
            .body_for(self.owner)
            .unwrap_or_default()
            .as_bytes()
    }
}

/// The message of `e` in pieces, or `None` when this reader may not see
/// it: `id:` and `event:`, the `data:` body in slices of at most
/// [`PIECE`] bytes of the shared event, the blank line. A stream whose
/// client stopped reading holds the web server's buffer and the event it
/// shares with the others, not a copy of a large event (a round of 4,096
/// players is over 300 KB).
fn message(e: &Arc<LiveEvent>, owner: bool) -> Option<VecDeque<Bytes>> {
    // The body is compact JSON: one line, as `data:` needs.
    e.body_for(owner)?;
    let body = Bytes::from_owner(BodyOf {
        event: Arc::clone(e),
        owner,
    });
    let mut pieces = VecDeque::with_capacity(body.len() / PIECE + 3);
    pieces.push_back(Bytes::from(format!(
        "id: {}\nevent: {}\ndata: ",
        e.seq, e.event
    )));
    let mut at = 0;
    while at < body.len() {
        let end = (at + PIECE).min(body.len());
        pieces.push_back(body.slice(at..end));
        at = end;
    }
    pieces.push_back(Bytes::from_static(b"\n\n"));
    Some(pieces)
}

/// The next chunk of the stream: the opening lines, the replay, then live
/// events and heartbeats.
async fn next(mut st: State) -> Option<(Result<Bytes, Infallible>, State)> {
    if let Some(first) = st.first.take() {
        return Some((Ok(first), st));
    }
    if let Some(piece) = st.pieces.pop_front() {
        return Some((Ok(piece), st));
    }
    if st.done {
        return None;
    }
    loop {
        while let Some(e) = st.replay.pop_front() {
            if let Some(out) = handle(&mut st, &e) {
                return Some((Ok(out), st));
            }
        }
        if st.last >= st.until {
            break;
        }
        // The next page, read only now that the client took the last one.
        let (pool, hub, tid) = (st.pool.clone(), st.hub.clone(), st.tid.clone());
        let (after, until) = (st.last, st.until);
        match blocking(move || service::events::replay_page(&pool, &hub, &tid, after, until)).await
        {
            Ok(page) if !page.is_empty() => st.replay = page.into(),
            Ok(_) => st.until = st.last,
            Err(e) => {
                // Pruned meanwhile, or the database failed: the client
                // resumes by id (and learns which).
                log::info!("stream of {}: replay after {after} stopped: {e}", st.tid);
                st.done = true;
                return Some((
                    Ok(Bytes::from_static(
                        b": replay interrupted, reconnect with Last-Event-ID\n\n",
                    )),
                    st,
                ));
            }
        }
    }
    loop {
        tokio::select! {
            got = st.subscription.recv() => match got {
                Ok(e) => {
                    if st.owner
                        && e.owner_only
                        && e.seq > st.last
                        && let Some(end) = lapsed(&mut st).await
                    {
                        return Some((Ok(end), st));
                    }
                    if let Some(out) = handle(&mut st, &e) {
                        return Some((Ok(out), st));
                    }
                }
                Err(RecvError::Lagged(_)) => {
                    // Too far behind: the client resumes from the log.
                    st.done = true;
                    return Some((
                        Ok(Bytes::from_static(b": too far behind, reconnect with Last-Event-ID\n\n")),
                        st,
                    ));
                }
                Err(RecvError::Closed) => return None,
            },
            _ = st.heartbeat.tick() => {
                if let Some(end) = lapsed(&mut st).await {
                    return Some((Ok(end), st));
                }
                return Some((Ok(Bytes::from_static(b": heartbeat\n\n")), st));
            }
        }
    }
}

/// Whether the stream's credential has lapsed (a revoked or rotated key,
/// a session signed out or idle): then the stream ends with a comment
/// saying why, and the client's reconnection meets the usual `401` (the
/// API) or the sign-in page (the console). When the database cannot say,
/// the stream ends too (the reconnection asks again); a stream opened
/// without a credential never lapses.
async fn lapsed(st: &mut State) -> Option<Bytes> {
    let credential = st.credential.clone()?;
    let pool = st.pool.clone();
    let why: &'static [u8] =
        match blocking(move || service::caller::still_holds(&pool, &credential)).await {
            Ok(true) => return None,
            Ok(false) => b": the key was revoked or the session ended\n\n",
            Err(e) => {
                log::info!("stream of {}: credential not checked: {e}", st.tid);
                b": could not check the credential, reconnect\n\n"
            }
        };
    st.done = true;
    Some(Bytes::from_static(why))
}

/// Takes event `e` into the stream: skipped when already handled (the
/// replay had it) or not for this reader; the stream ends after
/// `tournament.deleted`.
fn handle(st: &mut State, e: &Arc<LiveEvent>) -> Option<Bytes> {
    if e.seq <= st.last {
        return None;
    }
    st.last = e.seq;
    if e.event == crate::worker::Event::TournamentDeleted.as_str() {
        st.done = true;
    }
    match message(e, st.owner) {
        Some(mut pieces) => {
            let first = pieces.pop_front();
            st.pieces = pieces;
            first
        }
        None if st.done => Some(Bytes::new()),
        None => None,
    }
}

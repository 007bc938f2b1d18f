//! What operators see of the requests (the book: self-hosting,
//! "Monitoring" and "Logs"): [`metrics`] counts each request and times it
//! by method, route pattern and status for `GET /metrics`; [`request_id`]
//! gives each request an id, echoed in `X-Request-Id`; [`access_log`]
//! writes one record per request with its fields (for
//! `PLANESFORGE_LOG_FORMAT=json`).

use std::time::Instant;

use actix_web::HttpMessage;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;

/// The header that carries a request's id, both ways.
pub const REQUEST_ID_HEADER: HeaderName = HeaderName::from_static("x-request-id");

/// The longest request id a client may choose.
pub const MAX_REQUEST_ID: usize = 128;

/// The id of a request (in its extensions): the client's own
/// `X-Request-Id` when well formed ([`well_formed`]), else a new UUID.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestId(pub String);

/// A client's request id is kept when it has 1 to 128 characters, each an
/// ASCII letter, digit, `-`, `_`, `.` or `:` (a UUID, a trace id, a
/// `host:counter`); anything else (spaces, quotes, control characters,
/// longer) is replaced, so a log line never carries what a client wrote
/// freely.
pub fn well_formed(id: &str) -> bool {
    (1..=MAX_REQUEST_ID).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b':'))
}

/// Middleware: the request's [`RequestId`], in its extensions for the
/// layers inside and in the `X-Request-Id` of the answer. (The layers
/// inside answer errors with a problem document, so every answer passes
/// here as a response.)
pub async fn request_id(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let id = req
        .headers()
        .get(&REQUEST_ID_HEADER)
        .and_then(|v| v.to_str().ok())
        .filter(|v| well_formed(v))
        .map_or_else(|| uuid::Uuid::new_v4().to_string(), str::to_owned);
    req.extensions_mut().insert(RequestId(id.clone()));
    let mut res = next.call(req).await?;
    // Well formed, so a valid header value.
    if let Ok(value) = HeaderValue::from_str(&id) {
        res.headers_mut().insert(REQUEST_ID_HEADER, value);
    }
    Ok(res)
}

/// Middleware (with `PLANESFORGE_LOG_FORMAT=json`, in place of the text
/// line): one `info` record per request, target `planesforge::request`,
/// with the fields `request_id`, `method`, `route` (the pattern, never the
/// path: a player's page path holds the code), `status`, `latency_ms`,
/// `client` (the address the rate limit counts) and, on a tournament's
/// routes, `tournament_id`. No header is written, so no key, code,
/// `Authorization` or cookie.
pub async fn access_log(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let started = Instant::now();
    let method = method_label(req.method());
    let client = crate::http::client::address_of(&req);
    let id = req
        .extensions()
        .get::<RequestId>()
        .map(|r| r.0.clone())
        .unwrap_or_default();
    let route = route_of(req.request());
    let result = next.call(req).await;
    let (route, status, tid) = match &result {
        Ok(res) => (
            route_of(res.request()),
            res.status(),
            res.request().match_info().get("tid").map(str::to_owned),
        ),
        Err(e) => (route, e.as_response_error().status_code(), None),
    };
    let latency_ms = started.elapsed().as_secs_f64() * 1000.0;
    let status = status.as_u16();
    let message = format_args!("{method} {route} {status}");
    match tid {
        Some(tid) => log::info!(
            target: "planesforge::request",
            request_id = id.as_str(),
            method = method,
            route = route.as_str(),
            status = status,
            latency_ms = latency_ms,
            client = client.as_str(),
            tournament_id = tid.as_str();
            "{message}"
        ),
        None => log::info!(
            target: "planesforge::request",
            request_id = id.as_str(),
            method = method,
            route = route.as_str(),
            status = status,
            latency_ms = latency_ms,
            client = client.as_str();
            "{message}"
        ),
    }
    result
}

/// The counter of answered requests by `method`, `route` and `status`.
pub const REQUESTS: &str = "planesforge_http_requests_total";
/// The histogram of the time to each response's head, in seconds, by
/// `method`, `route` and `status` (an event stream's body goes on after).
pub const REQUEST_SECONDS: &str = "planesforge_http_request_duration_seconds";

/// The `route` label of requests that match no route: the path itself is
/// never a label (unbounded, and it may hold a player's code).
pub const UNMATCHED: &str = "unmatched";

/// The `method` label: the standard methods, anything else `other` (a
/// client may send any token).
fn method_label(m: &Method) -> &'static str {
    match *m {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::OPTIONS => "OPTIONS",
        _ => "other",
    }
}

/// The route pattern of a request (`/api/v1/tournaments/{id}`), or
/// [`UNMATCHED`].
pub fn route_of(req: &actix_web::HttpRequest) -> String {
    req.match_pattern().unwrap_or_else(|| UNMATCHED.to_owned())
}

/// Middleware: one count and one latency sample per request, labelled by
/// method, route pattern (never the raw path) and status. Wrapped only
/// when `PLANESFORGE_METRICS_BIND` is set.
pub async fn metrics(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let started = Instant::now();
    let method = method_label(req.method());
    // Before the call: an inner error carries no request.
    let route = route_of(req.request());
    let result = next.call(req).await;
    let (route, status) = match &result {
        Ok(res) => (route_of(res.request()), res.status()),
        Err(e) => (route, e.as_response_error().status_code()),
    };
    let labels = [
        ("method", method.to_owned()),
        ("route", route),
        ("status", status.as_u16().to_string()),
    ];
    metrics::counter!(REQUESTS, &labels).increment(1);
    metrics::histogram!(REQUEST_SECONDS, &labels).record(started.elapsed().as_secs_f64());
    result
}

/// One answer as the server sent it, for an [`Observer`]: the method the
/// client sent (`HEAD` as such), the request's path, the route pattern (or
/// [`UNMATCHED`]), the status, the response's headers (lower-case names) and, for a JSON or
/// problem+json answer, its body.
#[derive(Debug, Clone)]
pub struct Exchange {
    pub method: String,
    pub path: String,
    pub route: String,
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Option<actix_web::web::Bytes>,
}

/// A function shown every answer (`Config::observer`): how an embedding
/// program, such as the black-box tests, sees what the server answers
/// (the tests check every answer against the OpenAPI document). Off
/// unless set; never set from the command line or the environment.
#[derive(Clone)]
pub struct Observer(pub std::sync::Arc<dyn Fn(Exchange) + Send + Sync>);

impl std::fmt::Debug for Observer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Observer")
    }
}

/// Whether a response's `Content-Type` is JSON (a body the observer is
/// shown; never an event stream, whose body does not end).
fn is_json(res: &actix_web::dev::ServiceResponse<impl MessageBody>) -> bool {
    res.headers()
        .get(actix_web::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| {
            let t = t.split(';').next().unwrap_or("").trim();
            t == "application/json" || t == "application/problem+json"
        })
}

/// Middleware (with `Config::observer` set): shows the [`Observer`] each
/// answer, JSON bodies read whole first (and sent on unchanged).
pub async fn observe(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<actix_web::body::BoxBody>, actix_web::Error> {
    let observer = req.app_data::<actix_web::web::Data<Observer>>().cloned();
    let method = req.method().as_str().to_owned();
    let path = req.path().to_owned();
    let route = route_of(req.request());
    let result = next.call(req).await;
    let Some(observer) = observer else {
        return result.map(ServiceResponse::map_into_boxed_body);
    };
    let res = match result {
        Ok(res) => res,
        Err(e) => {
            (observer.0)(Exchange {
                method,
                path,
                route,
                status: e.as_response_error().status_code().as_u16(),
                headers: Vec::new(),
                body: None,
            });
            return Err(e);
        }
    };
    let route = route_of(res.request());
    let status = res.status().as_u16();
    let headers = res
        .headers()
        .iter()
        .map(|(k, v)| {
            (
                k.as_str().to_owned(),
                v.to_str().unwrap_or_default().to_owned(),
            )
        })
        .collect();
    if !is_json(&res) {
        (observer.0)(Exchange {
            method,
            path,
            route,
            status,
            headers,
            body: None,
        });
        return Ok(res.map_into_boxed_body());
    }
    let (http_req, res) = res.into_parts();
    let (head, body) = res.into_parts();
    let bytes = actix_web::body::to_bytes(body).await.map_err(|e| {
        let e: Box<dyn std::error::Error> = e.into();
        actix_web::error::ErrorInternalServerError(e.to_string())
    })?;
    (observer.0)(Exchange {
        method,
        path,
        route,
        status,
        headers,
        body: Some(bytes.clone()),
    });
    Ok(ServiceResponse::new(
        http_req,
        head.set_body(actix_web::body::BoxBody::new(bytes)),
    ))
}

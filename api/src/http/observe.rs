//! What operators see of the requests (the book: self-hosting,
//! "Monitoring"): [`metrics`] counts each request and times it by method,
//! route pattern and status for `GET /metrics`.

use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::middleware::Next;

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

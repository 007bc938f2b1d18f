//! The one error type of the service and its problem+json form (RFC 9457).
//!
//! Every failure a handler can return is an [`ApiError`]; this file is the
//! only place that decides its status, `type`, `title` and stable `code`.
//! Extractor failures (malformed JSON, bad path or query) are mapped here
//! too ([`json_config`], [`path_config`], [`query_config`]), so bad input is
//! always a 4xx problem and never a 500.
//!
//! # Languages
//!
//! `title` and `detail` follow the request's language (`?lang=`, else
//! `Accept-Language` with q-values, among en de it nb el fr es; English
//! otherwise); `type`, `status` and `code` are the same in every language.
//! A detail is therefore never free text but a [`Detail`]: a message id of
//! the Fluent catalogues `api/locales/<lang>/main.ftl` and its named
//! arguments, built with the [`detail!`](crate::detail) macro:
//!
//! ```ignore
//! return Err(ApiError::unprocessable(
//!     "invalid_cut_size",
//!     detail!("error-cut-size", size = size),
//! ));
//! ```
//!
//! To add an error: (1) pick an id `error-…`; (2) add the message with its
//! `{ $placeholders }` to all seven catalogues (English first; the tests
//! `every_message_in_every_language_uses_every_placeholder` and
//! `every_detail_in_the_source_is_in_the_catalogue` fail otherwise, and the
//! latter also checks that the macro's argument names are exactly the
//! message's placeholders); (3) call the constructor with `detail!(…)`.
//! The constructors take a [`Detail`], never a `String`, so an English
//! sentence cannot slip in. Argument values: numbers, strings, or another
//! [`Detail`] (rendered in the same language, e.g. a location prefix).
//! Titles are `title-<status>` messages, one per status used.
//!
//! Rendering happens in one place: [`ResponseError::error_response`] has no
//! request and answers in English; the middleware [`localize`] (wrapped
//! around the whole application in `startup.rs`) finds the [`ApiError`] of
//! every error response — handlers, extractors, the default 404 service,
//! authentication, the rate limit — and re-renders the body in the
//! request's language, keeping status and headers. Internal errors (500)
//! only ever show a fixed message; their text is logged.

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{HttpRequest, HttpResponse, ResponseError, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::i18n::{self, Lang};

/// Maximum accepted JSON body (bulk registration of a large event fits).
pub const JSON_LIMIT: usize = 1 << 20;
/// Maximum raw body (an imported tournament document).
pub const DOCUMENT_LIMIT: usize = 16 << 20;

/// A problem document (RFC 9457) with our stable `code`. `title` and
/// `detail` are in the language of the request (`?lang=`, else
/// `Accept-Language`; English by default); `type`, `status` and `code` do
/// not depend on the language.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({
    "type": "urn:planesforge:problem:round_not_completed",
    "title": "Conflict",
    "status": 409,
    "detail": "round 2 has 3 result(s) missing: enter them before pairing round 3",
    "code": "round_not_completed"
}))]
pub struct Problem {
    /// `urn:planesforge:problem:<code>`.
    #[serde(rename = "type")]
    pub type_: String,
    /// The HTTP reason phrase of `status`, in the request's language.
    pub title: String,
    pub status: u16,
    /// What went wrong, for a person, in the request's language.
    pub detail: String,
    /// Stable machine-readable code (the same in every language).
    pub code: String,
    /// Where in the request body the problem is (a refused tournament
    /// document: the JSON path, and the round, table and player concerned).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<ProblemLocation>,
}

/// Where in a request body a problem is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[schema(example = json!({"field": "rounds[1].pairings[2].player_b", "round": 2, "table": 3}))]
pub struct ProblemLocation {
    /// JSON path of the offending field, e.g. `rounds[1].pairings[0]`.
    pub field: String,
    /// The round concerned (its `number`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    /// The table concerned (its `table` number).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<u32>,
    /// The player concerned (their `id` in the document).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<String>,
}

pub use crate::i18n::Detail;

/// Every `code` a problem can carry, sorted: the `enum` of `Problem.code` in
/// the OpenAPI document, so a generated client can match on it. The test
/// `one_status_per_code` fails when the source and this list differ.
pub const CODES: [&str; 94] = [
    "arithmetic_overflow",
    "bracket_mismatch",
    "bye_has_no_result",
    "bye_in_playoff",
    "bye_mismatch",
    "bye_table",
    "cors_refused",
    "database_unavailable",
    "drop_after_last_round",
    "duplicate_player_id",
    "duplicate_table",
    "empty_player_id",
    "empty_round",
    "forbidden",
    "idempotency_in_progress",
    "idempotency_key_reused",
    "idempotency_replay_unavailable",
    "incomplete_round",
    "internal_error",
    "invalid_body",
    "invalid_cursor",
    "invalid_cut_size",
    "invalid_event",
    "invalid_idempotency_key",
    "invalid_language",
    "invalid_missed_round",
    "invalid_name",
    "invalid_path",
    "invalid_planned_rounds",
    "invalid_query",
    "invalid_result",
    "invalid_round_state",
    "invalid_table",
    "invalid_top_cut",
    "invalid_webhook_url",
    "malformed_body",
    "malformed_document",
    "malformed_json",
    "method_not_allowed",
    "no_round_to_advise",
    "not_enough_players",
    "not_enough_players_for_cut",
    "not_found",
    "not_swiss_round",
    "paired_after_drop",
    "paired_in_missed_round",
    "payload_too_large",
    "planned_rounds_below_paired",
    "planned_rounds_reached",
    "player_already_dropped",
    "player_missing_from_round",
    "player_not_dropped",
    "player_not_found",
    "player_not_in_round",
    "player_twice_in_round",
    "playoff_after_final",
    "playoff_draw",
    "playoff_not_a_bracket",
    "playoff_pairings_fixed",
    "playoff_round_has_results",
    "rate_limited",
    "round_frozen",
    "round_not_completed",
    "round_not_found",
    "round_not_latest",
    "round_not_published",
    "round_out_of_order",
    "round_published",
    "same_player",
    "same_table",
    "swiss_after_playoff",
    "swiss_unfinished",
    "table_not_found",
    "too_many_byes",
    "too_many_players",
    "too_many_rounds",
    "too_many_webhooks",
    "top_cut_exists",
    "top_cut_mismatch",
    "top_cut_not_found",
    "top_cut_not_wanted",
    "top_cut_planned",
    "top_cut_started",
    "tournament_finished",
    "tournament_not_found",
    "unauthorized",
    "unknown_player",
    "unknown_round",
    "unknown_table",
    "unknown_tournament",
    "unsupported_content_encoding",
    "unsupported_format",
    "unsupported_media_type",
    "webhook_not_found",
];

/// Every failure of the API.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ApiError {
    /// 400: malformed request (syntax, path, query).
    #[error("{detail}")]
    BadRequest { code: &'static str, detail: Detail },
    /// 401: no or unknown API key.
    #[error("{0}")]
    Unauthorized(Detail),
    /// 403: a valid key of another organizer.
    #[error("{0}")]
    Forbidden(Detail),
    /// 404: no such resource (or not visible to the caller).
    #[error("{detail}")]
    NotFound { code: &'static str, detail: Detail },
    /// 405: the path exists, the method does not; `allow` lists the
    /// methods it has (the `Allow` header).
    #[error("{detail}")]
    MethodNotAllowed { allow: String, detail: Detail },
    /// 409: the request conflicts with the tournament's state.
    #[error("{detail}")]
    Conflict { code: &'static str, detail: Detail },
    /// 413: body too large.
    #[error("{0}")]
    PayloadTooLarge(Detail),
    /// 415: not JSON.
    #[error("{0}")]
    UnsupportedMediaType(Detail),
    /// 415: a request body in a `Content-Encoding` the server does not
    /// decode.
    #[error("{0}")]
    UnsupportedContentEncoding(Detail),
    /// 422: well-formed but invalid input.
    #[error("{detail}")]
    Unprocessable { code: &'static str, detail: Detail },
    /// 422 with the place in the body (a refused tournament document).
    #[error("{detail}")]
    UnprocessableAt {
        code: &'static str,
        detail: Detail,
        location: Box<ProblemLocation>,
    },
    /// 429: too many requests for this API key or address; retry after
    /// `retry_after` seconds.
    #[error("{detail}")]
    TooManyRequests { retry_after: u64, detail: Detail },
    /// 503: the database cannot be reached or is overloaded (the text is
    /// logged; clients get a fixed message).
    #[error("{0}")]
    Unavailable(String),
    /// 500: a bug or an unexpected storage failure (details only logged).
    #[error("{0}")]
    Internal(String),
}

impl ApiError {
    pub fn not_found(code: &'static str, detail: Detail) -> ApiError {
        ApiError::NotFound { code, detail }
    }

    pub fn conflict(code: &'static str, detail: Detail) -> ApiError {
        ApiError::Conflict { code, detail }
    }

    pub fn unprocessable(code: &'static str, detail: Detail) -> ApiError {
        ApiError::Unprocessable { code, detail }
    }

    pub fn bad_request(code: &'static str, detail: Detail) -> ApiError {
        ApiError::BadRequest { code, detail }
    }

    /// The stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            ApiError::BadRequest { code, .. }
            | ApiError::NotFound { code, .. }
            | ApiError::Conflict { code, .. }
            | ApiError::Unprocessable { code, .. }
            | ApiError::UnprocessableAt { code, .. } => code,
            ApiError::Unauthorized(_) => "unauthorized",
            ApiError::Forbidden(_) => "forbidden",
            ApiError::MethodNotAllowed { .. } => "method_not_allowed",
            ApiError::PayloadTooLarge(_) => "payload_too_large",
            ApiError::UnsupportedMediaType(_) => "unsupported_media_type",
            ApiError::UnsupportedContentEncoding(_) => "unsupported_content_encoding",
            ApiError::TooManyRequests { .. } => "rate_limited",
            ApiError::Unavailable(_) => "database_unavailable",
            ApiError::Internal(_) => "internal_error",
        }
    }

    /// The detail shown to clients.
    pub fn detail(&self) -> Detail {
        match self {
            ApiError::BadRequest { detail, .. }
            | ApiError::NotFound { detail, .. }
            | ApiError::MethodNotAllowed { detail, .. }
            | ApiError::Conflict { detail, .. }
            | ApiError::Unprocessable { detail, .. }
            | ApiError::UnprocessableAt { detail, .. }
            | ApiError::TooManyRequests { detail, .. }
            | ApiError::Unauthorized(detail)
            | ApiError::Forbidden(detail)
            | ApiError::PayloadTooLarge(detail)
            | ApiError::UnsupportedMediaType(detail)
            | ApiError::UnsupportedContentEncoding(detail) => detail.clone(),
            // Never leak internals; they are logged instead.
            ApiError::Unavailable(_) => crate::detail!("error-database-unavailable"),
            ApiError::Internal(_) => crate::detail!("error-internal"),
        }
    }

    /// The problem document of this error, in English.
    pub fn problem(&self) -> Problem {
        self.problem_in(Lang::En)
    }

    /// The problem document of this error in `lang`.
    pub fn problem_in(&self, lang: Lang) -> Problem {
        let status = self.status_code();
        Problem {
            type_: format!("urn:planesforge:problem:{}", self.code()),
            title: title(status, lang),
            status: status.as_u16(),
            detail: self.detail().render(lang),
            code: self.code().to_owned(),
            location: match self {
                ApiError::UnprocessableAt { location, .. } => Some((**location).clone()),
                _ => None,
            },
        }
    }
}

/// The title of `status` in `lang` (message `title-<status>`; the English
/// reason phrase if the catalogue has none).
pub fn title(status: StatusCode, lang: Lang) -> String {
    let id = format!("title-{}", status.as_u16());
    let text = i18n::message(lang, &id, &[]);
    if text == id {
        status.canonical_reason().unwrap_or("Error").to_owned()
    } else {
        text
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            ApiError::BadRequest { .. } => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden(_) => StatusCode::FORBIDDEN,
            ApiError::NotFound { .. } => StatusCode::NOT_FOUND,
            ApiError::MethodNotAllowed { .. } => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::Conflict { .. } => StatusCode::CONFLICT,
            ApiError::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::UnsupportedMediaType(_) | ApiError::UnsupportedContentEncoding(_) => {
                StatusCode::UNSUPPORTED_MEDIA_TYPE
            }
            ApiError::Unprocessable { .. } | ApiError::UnprocessableAt { .. } => {
                StatusCode::UNPROCESSABLE_ENTITY
            }
            ApiError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The English problem document; [`localize`] translates it.
    fn error_response(&self) -> HttpResponse {
        self.response_in(Lang::En)
    }
}

impl ApiError {
    /// The problem response in `lang`, with the headers of its status.
    pub fn response_in(&self, lang: Lang) -> HttpResponse {
        match self {
            ApiError::Internal(msg) => log::error!("internal error: {msg}"),
            ApiError::Unavailable(msg) => log::warn!("database unavailable: {msg}"),
            _ => {}
        }
        let mut response = HttpResponse::build(self.status_code());
        response.insert_header((
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/problem+json"),
        ));
        // The text depends on the language asked for.
        response.append_header((header::VARY, HeaderValue::from_static("Accept-Language")));
        if matches!(self, ApiError::Unauthorized(_)) {
            response.insert_header((header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer")));
        }
        if matches!(self, ApiError::Unavailable(_)) {
            response.insert_header((header::RETRY_AFTER, HeaderValue::from_static("1")));
        }
        if matches!(self, ApiError::UnsupportedContentEncoding(_)) {
            response.insert_header((header::ACCEPT_ENCODING, CONTENT_ENCODINGS.join(", ")));
        }
        if let ApiError::MethodNotAllowed { allow, .. } = self {
            response.insert_header((header::ALLOW, allow.clone()));
        }
        if let ApiError::TooManyRequests { retry_after, .. } = self {
            response.insert_header((header::RETRY_AFTER, retry_after.to_string()));
        }
        response.json(self.problem_in(lang))
    }
}

/// An [`ApiError`] answered in a given language (what [`localize`] makes of
/// an error that an inner middleware returns instead of a response).
#[derive(Debug, thiserror::Error)]
#[error("{error}")]
struct Localized {
    error: ApiError,
    lang: Lang,
}

impl ResponseError for Localized {
    fn status_code(&self) -> StatusCode {
        self.error.status_code()
    }

    fn error_response(&self) -> HttpResponse {
        self.error.response_in(self.lang)
    }
}

/// Middleware: every response made from an [`ApiError`] (returned by a
/// handler, an extractor, the default service or an inner middleware) gets
/// its problem document in the request's language; status and headers
/// stay. Other responses pass unchanged.
pub async fn localize(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let lang = crate::http::lang::of_request(req.request());
    let res = match next.call(req).await {
        Ok(res) => res.map_into_boxed_body(),
        // Errors of inner middleware (rate limit, idempotency) are
        // answered by the server from the error itself.
        Err(e) if lang != Lang::En => {
            return match e.as_error::<ApiError>() {
                Some(error) => Err(Localized {
                    error: error.clone(),
                    lang,
                }
                .into()),
                None => Err(e),
            };
        }
        Err(e) => return Err(e),
    };
    if lang == Lang::En {
        return Ok(res);
    }
    let problem = res
        .response()
        .error()
        .and_then(|e| e.as_error::<ApiError>())
        .map(|e| e.problem_in(lang));
    let Some(problem) = problem else {
        return Ok(res);
    };
    let body = serde_json::to_vec(&problem)?;
    Ok(res.map_body(|_, _| BoxBody::new(body)))
}

/// The store's failures: 503 when the database is unavailable, 500
/// otherwise.
impl From<crate::store::StoreError> for ApiError {
    fn from(e: crate::store::StoreError) -> ApiError {
        use crate::store::StoreError;
        match e {
            StoreError::Unavailable(m) => ApiError::Unavailable(m),
            StoreError::UniqueViolation(m) | StoreError::Internal(m) => ApiError::Internal(m),
        }
    }
}

/// The one place where a domain failure's kind becomes an HTTP status.
impl From<crate::service::Error> for ApiError {
    fn from(e: crate::service::Error) -> ApiError {
        use crate::service::Error as E;
        match e {
            E::Malformed { code, detail } => ApiError::BadRequest { code, detail },
            E::Unauthenticated(d) => ApiError::Unauthorized(d),
            E::Forbidden(d) => ApiError::Forbidden(d),
            E::NotFound { code, detail } => ApiError::NotFound { code, detail },
            E::Conflict { code, detail } => ApiError::Conflict { code, detail },
            E::Invalid { code, detail } => ApiError::Unprocessable { code, detail },
            E::InvalidAt {
                code,
                detail,
                location,
            } => ApiError::UnprocessableAt {
                code,
                detail,
                location: Box::new(ProblemLocation {
                    field: location.field,
                    round: location.round,
                    table: location.table,
                    player: location.player,
                }),
            },
            E::Unavailable(s) => ApiError::Unavailable(s),
            E::Internal(s) => ApiError::Internal(s),
        }
    }
}

impl From<actix_web::error::BlockingError> for ApiError {
    fn from(e: actix_web::error::BlockingError) -> ApiError {
        ApiError::Internal(format!("blocking task failed: {e}"))
    }
}

impl From<serde_json::Error> for ApiError {
    fn from(e: serde_json::Error) -> ApiError {
        ApiError::Internal(format!("JSON encoding: {e}"))
    }
}

/// JSON bodies: syntax errors are 400 `malformed_json`, well-formed bodies
/// of the wrong shape 422 `invalid_body`, wrong content type 415.
pub fn json_config() -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(JSON_LIMIT)
        .error_handler(|err, req: &HttpRequest| match content_encoding(req) {
            // The decoder's error text is internal: say what is wrong.
            Some(encoding) if matches!(err, JsonPayloadError::Payload(_)) => {
                undecodable_body(&encoding).into()
            }
            _ => json_error(err).into(),
        })
}

/// The request's `Content-Encoding`, unless absent or `identity`.
pub fn content_encoding(req: &HttpRequest) -> Option<String> {
    let value = req.headers().get(header::CONTENT_ENCODING)?;
    let value = String::from_utf8_lossy(value.as_bytes()).trim().to_owned();
    (!value.is_empty() && !value.eq_ignore_ascii_case("identity")).then_some(value)
}

/// `400 malformed_body`: the body is not what its `Content-Encoding` says.
pub fn undecodable_body(encoding: &str) -> ApiError {
    ApiError::bad_request(
        "malformed_body",
        crate::detail!("error-body-not-decodable", encoding = encoding),
    )
}

/// serde's messages (with line and column) stay in English inside the
/// localized sentence: they quote the body.
fn json_error(err: JsonPayloadError) -> ApiError {
    match err {
        JsonPayloadError::ContentType => {
            ApiError::UnsupportedMediaType(crate::detail!("error-not-json"))
        }
        JsonPayloadError::Overflow { limit }
        | JsonPayloadError::OverflowKnownLength { limit, .. } => {
            ApiError::PayloadTooLarge(crate::detail!("error-body-too-large", limit = limit))
        }
        JsonPayloadError::Deserialize(e) if e.is_data() => ApiError::unprocessable(
            "invalid_body",
            crate::detail!("error-invalid-body", error = e.to_string()),
        ),
        JsonPayloadError::Deserialize(e) => ApiError::bad_request(
            "malformed_json",
            crate::detail!("error-malformed-json", error = e.to_string()),
        ),
        other => ApiError::bad_request(
            "malformed_json",
            crate::detail!("error-unreadable-body", error = other.to_string()),
        ),
    }
}

/// Path segments that do not parse (e.g. a round number `abc`): 400.
pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|err, _req: &HttpRequest| {
        let detail = match err {
            PathError::Deserialize(e) => {
                crate::detail!("error-invalid-path-parameter", error = e.to_string())
            }
            other => crate::detail!("error-invalid-path", error = other.to_string()),
        };
        ApiError::bad_request("invalid_path", detail).into()
    })
}

/// Query strings that do not parse: 400.
pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|err, _req: &HttpRequest| {
        let detail = match err {
            QueryPayloadError::Deserialize(e) => {
                crate::detail!("error-invalid-query-parameter", error = e.to_string())
            }
            other => crate::detail!("error-invalid-query", error = other.to_string()),
        };
        ApiError::bad_request("invalid_query", detail).into()
    })
}

/// The request body encodings the server decodes (actix-web's decoders).
pub const CONTENT_ENCODINGS: [&str; 5] = ["identity", "gzip", "deflate", "br", "zstd"];

/// Middleware: a request body in a `Content-Encoding` the server cannot
/// decode (anything but one of [`CONTENT_ENCODINGS`], or several stacked
/// codings) is refused with `415 unsupported_content_encoding` before any
/// handler reads it; the answer names the encodings accepted
/// (`Accept-Encoding`, RFC 9110 §12.5.3).
pub async fn check_content_encoding(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let mut codings = Vec::new();
    let mut readable = true;
    for value in req.headers().get_all(header::CONTENT_ENCODING) {
        match value.to_str() {
            Ok(v) => codings.extend(
                v.split(',')
                    .map(str::trim)
                    .filter(|c| !c.is_empty() && !c.eq_ignore_ascii_case("identity"))
                    .map(str::to_ascii_lowercase),
            ),
            Err(_) => readable = false,
        }
    }
    let supported = |c: &String| CONTENT_ENCODINGS.contains(&c.as_str());
    if readable && codings.len() <= 1 && codings.iter().all(supported) {
        return Ok(next.call(req).await?.map_into_boxed_body());
    }
    let shown: String = req
        .headers()
        .get_all(header::CONTENT_ENCODING)
        .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned())
        .collect::<Vec<_>>()
        .join(", ")
        .chars()
        .take(100)
        .collect();
    Err(ApiError::UnsupportedContentEncoding(crate::detail!(
        "error-unsupported-content-encoding",
        encoding = shown,
        supported = CONTENT_ENCODINGS.join(", ")
    ))
    .into())
}

/// Middleware for the static book under `/book/`: its file server answers
/// refusals in plain text (a `POST` is 405, a path with a hidden or
/// malformed segment 400); they become problem documents like every other
/// error of the server (404s already are: the file server's default
/// handler is [`not_found`]). Successful and conditional answers (`304`,
/// `412`, `416`) pass unchanged.
pub async fn book_problems(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let res = next.call(req).await?.map_into_boxed_body();
    let under_book = res.request().path() == "/book" || res.request().path().starts_with("/book/");
    let problem = res
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/problem+json"));
    if !under_book || problem {
        return Ok(res);
    }
    let path = res.request().path().to_owned();
    let error = match res.status() {
        StatusCode::METHOD_NOT_ALLOWED => {
            let allow = "GET, HEAD";
            ApiError::MethodNotAllowed {
                detail: crate::detail!(
                    "error-method-not-allowed",
                    method = res.request().method().as_str(),
                    allow = allow
                ),
                allow: allow.to_owned(),
            }
        }
        StatusCode::NOT_FOUND => ApiError::not_found(
            "not_found",
            crate::detail!("error-no-resource", path = path),
        ),
        s if s.is_client_error() && !matches!(s.as_u16(), 412 | 416) => ApiError::bad_request(
            "invalid_path",
            crate::detail!("error-book-path", path = path),
        ),
        s if s.is_server_error() => ApiError::Internal(format!("book: {s} for {path}")),
        _ => return Ok(res),
    };
    let (req, _) = res.into_parts();
    Ok(ServiceResponse::from_err(error, req))
}

/// Middleware around the CORS layer: a preflight it refuses (origin,
/// method or header not allowed, or a malformed preflight) is a problem
/// document (`400 cors_refused`) in the request's language instead of
/// actix-cors' plain text.
pub async fn cors_problems(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let lang = crate::http::lang::of_request(req.request());
    let res = next.call(req).await?.map_into_boxed_body();
    let Some(refusal) = res
        .response()
        .error()
        .and_then(|e| e.as_error::<actix_cors::CorsError>())
    else {
        return Ok(res);
    };
    use actix_cors::CorsError;
    let origin = |r: &HttpRequest| {
        r.headers()
            .get(header::ORIGIN)
            .map(|v| {
                String::from_utf8_lossy(v.as_bytes())
                    .chars()
                    .take(200)
                    .collect::<String>()
            })
            .unwrap_or_default()
    };
    let detail = match refusal {
        CorsError::OriginNotAllowed => {
            crate::detail!("error-cors-origin", origin = origin(res.request()))
        }
        CorsError::MethodNotAllowed => crate::detail!("error-cors-method"),
        CorsError::HeadersNotAllowed => crate::detail!("error-cors-headers"),
        _ => crate::detail!("error-cors-preflight"),
    };
    let error = ApiError::bad_request("cors_refused", detail);
    let response = error.response_in(lang);
    let (req, _) = res.into_parts();
    Ok(ServiceResponse::new(req, response))
}

/// Unknown routes: a problem document rather than an empty 404; a known
/// path with another method is 405 with `Allow`.
pub async fn not_found(req: HttpRequest) -> Result<HttpResponse, ApiError> {
    if let Some(allow) = crate::http::openapi::allowed_methods(req.path()) {
        return Err(ApiError::MethodNotAllowed {
            detail: crate::detail!(
                "error-method-not-allowed",
                method = req.method().as_str(),
                allow = allow.as_str()
            ),
            allow,
        });
    }
    Err(ApiError::not_found(
        "not_found",
        crate::detail!("error-no-resource", path = req.path()),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::tests::catalogue;
    use std::collections::BTreeMap;
    use std::path::Path;

    /// Every `.rs` file under `dir`.
    fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .expect("read_dir")
            .map(|e| e.expect("entry").path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("read");
                out.push((path.display().to_string(), text));
            }
        }
    }

    /// `text` without its `#[cfg(test)]` items (brace-matched; strings and
    /// character literals skipped).
    fn without_tests(text: &str) -> String {
        let mut out = String::new();
        let mut rest = text;
        while let Some(i) = rest.find("#[cfg(test)]") {
            out.push_str(&rest[..i]);
            let item = &rest[i..];
            let Some(open) = item.find('{') else {
                return out;
            };
            let chars: Vec<char> = item[open..].chars().collect();
            let (mut depth, mut k, mut end) = (0usize, 0usize, chars.len());
            while k < chars.len() {
                match chars[k] {
                    '"' => {
                        k += 1;
                        while k < chars.len() && chars[k] != '"' {
                            k += if chars[k] == '\\' { 2 } else { 1 };
                        }
                    }
                    '\'' if chars.get(k + 2) == Some(&'\'') => k += 2,
                    '\'' if chars.get(k + 1) == Some(&'\\') => k += 3,
                    '{' => depth += 1,
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            end = k + 1;
                            break;
                        }
                    }
                    _ => {}
                }
                k += 1;
            }
            let consumed: usize = chars[..end].iter().map(|c| c.len_utf8()).sum();
            rest = &item[open + consumed..];
        }
        out.push_str(rest);
        out
    }

    /// The `detail!(…)` calls of `text` (outside comments), nested ones
    /// included: id and argument names.
    fn detail_calls(text: &str) -> Vec<(String, Vec<String>)> {
        let mut calls = Vec::new();
        let mut rest = text;
        while let Some(i) = rest.find("detail!(") {
            let line_start = rest[..i].rfind('\n').map_or(0, |n| n + 1);
            let in_comment = rest[line_start..i].trim_start().starts_with("//");
            rest = &rest[i + "detail!(".len()..];
            if in_comment || !rest.trim_start().starts_with('"') {
                continue;
            }
            // The call's text up to its closing parenthesis, split at
            // top-level commas (strings skipped).
            let mut depth = 0usize;
            let mut in_str = false;
            let mut escaped = false;
            let mut pieces = vec![String::new()];
            for c in rest.chars() {
                if in_str {
                    if escaped {
                        escaped = false;
                    } else if c == '\\' {
                        escaped = true;
                    } else if c == '"' {
                        in_str = false;
                    }
                    pieces.last_mut().expect("piece").push(c);
                    continue;
                }
                match c {
                    '"' => in_str = true,
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' if depth == 0 => break,
                    ')' | ']' | '}' => depth -= 1,
                    ',' if depth == 0 => {
                        pieces.push(String::new());
                        continue;
                    }
                    _ => {}
                }
                pieces.last_mut().expect("piece").push(c);
            }
            let id = pieces[0].trim().trim_matches('"').to_owned();
            let mut names: Vec<String> = pieces[1..]
                .iter()
                .map(|p| p.trim())
                .filter(|p| !p.is_empty())
                .map(|p| {
                    let (name, _) = p.split_once('=').expect("name = value");
                    name.trim().to_owned()
                })
                .collect();
            names.sort();
            calls.push((id, names));
        }
        calls
    }

    /// The catalogue test of errors: every `detail!` in the source names a
    /// message of the English catalogue with exactly its placeholders (the
    /// i18n tests check that every language has the same), and every
    /// `error-…` message is used.
    #[test]
    fn every_detail_in_the_source_is_in_the_catalogue() {
        let en: BTreeMap<String, Vec<String>> = catalogue(Lang::En).into_iter().collect();
        let mut files = Vec::new();
        sources(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut files,
        );
        let mut used = std::collections::BTreeSet::new();
        let mut count = 0;
        for (path, text) in &files {
            // Test code builds no client errors (and quotes the macro).
            for (id, names) in detail_calls(&without_tests(text)) {
                count += 1;
                let Some(vars) = en.get(&id) else {
                    panic!("{path}: detail!({id:?}) is not in api/locales/en/main.ftl");
                };
                assert_eq!(
                    &names, vars,
                    "{path}: detail!({id:?}) arguments differ from the message's placeholders"
                );
                used.insert(id);
            }
        }
        assert!(count >= 80, "only {count} detail! calls found");
        // Details are built only with the macro (which this test reads).
        for (path, text) in &files {
            let calls = without_tests(text).matches("Detail::new(").count();
            // Only the macro's definition (in i18n/mod.rs, beside `Detail`).
            let allowed = usize::from(path.ends_with("i18n/mod.rs"));
            assert_eq!(calls, allowed, "{path}: use detail!(…), not Detail::new");
        }
        for id in en.keys().filter(|id| id.starts_with("error-")) {
            assert!(used.contains(id), "message {id} is never used");
        }
    }

    /// The codes and statuses of `ApiError::<ctor>("code", …)` and
    /// `ApiError::<Variant> { code: "code", … }` in `text` (test code
    /// excluded), with the line; and the lines of constructor calls whose
    /// code is not a literal.
    fn code_calls(text: &str) -> (Vec<(String, u16, usize)>, Vec<usize>) {
        let text = without_tests(text);
        let line = |i: usize| text[..i].matches('\n').count() + 1;
        // Calls quoted in comments (`//! ApiError::…`) are not calls.
        let in_comment = |i: usize| {
            let start = text[..i].rfind('\n').map_or(0, |n| n + 1);
            text[start..i].trim_start().starts_with("//")
        };
        // `Error::x` inside `ApiError::x` is the other pattern's match.
        let after_ident = |i: usize| {
            text[..i]
                .chars()
                .last()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
        };
        let mut found = Vec::new();
        let mut dynamic = Vec::new();
        for (ctor, status) in [
            ("ApiError::bad_request(", 400),
            ("ApiError::not_found(", 404),
            ("ApiError::conflict(", 409),
            ("ApiError::unprocessable(", 422),
            // The domain error, mapped to statuses in `From<Error> for ApiError`.
            ("Error::malformed(", 400),
            ("Error::not_found(", 404),
            ("Error::conflict(", 409),
            ("Error::invalid(", 422),
        ] {
            let pattern = ctor.to_owned();
            for (i, _) in text
                .match_indices(&pattern)
                .filter(|(i, _)| !in_comment(*i) && !after_ident(*i))
            {
                let rest = text[i + pattern.len()..].trim_start();
                match rest.strip_prefix('"').and_then(|r| r.split_once('"')) {
                    Some((code, _)) => found.push((code.to_owned(), status, line(i))),
                    None => dynamic.push(line(i)),
                }
            }
        }
        for (variant, status) in [
            ("ApiError::BadRequest", 400),
            ("ApiError::NotFound", 404),
            ("ApiError::Conflict", 409),
            ("ApiError::Unprocessable", 422),
            ("Error::Malformed", 400),
            ("Error::NotFound", 404),
            ("Error::Conflict", 409),
            ("Error::Invalid", 422),
        ] {
            let pattern = format!("{variant} {{");
            for (i, _) in text
                .match_indices(&pattern)
                .filter(|(i, _)| !in_comment(*i) && !after_ident(*i))
            {
                let rest = text[i + pattern.len()..].trim_start();
                if let Some((code, _)) = rest
                    .strip_prefix("code:")
                    .map(str::trim_start)
                    .and_then(|r| r.strip_prefix('"'))
                    .and_then(|r| r.split_once('"'))
                {
                    found.push((code.to_owned(), status, line(i)));
                }
            }
        }
        (found, dynamic)
    }

    /// The string literals after `=>` in the body of `impl <ty> {` of
    /// `text` (the arms of its `code()`).
    fn engine_codes(text: &str, ty: &str) -> Vec<String> {
        let start = text
            .find(&format!("impl {ty} {{"))
            .unwrap_or_else(|| panic!("impl {ty}"));
        let body = &text[start..];
        let body = &body[..body.find("\n}\n").expect("end of impl")];
        body.split("=> \"")
            .skip(1)
            .filter_map(|r| r.split_once('"').map(|(c, _)| c.to_owned()))
            .collect()
    }

    /// One HTTP status per error code, everywhere: every literal code of
    /// the source, every fixed one, and every code the engine's refusals
    /// get through `engine_errors` (the only file allowed to pass a code
    /// that is not a literal).
    #[test]
    fn one_status_per_code() {
        use crate::service::engine_errors as ee;
        use planesforge_engine::document::DocumentError;
        use planesforge_engine::explain::ExplainError;
        use planesforge_engine::pairing::NextRoundError;
        use planesforge_engine::standings::StandingsError;
        use planesforge_engine::topcut::CutError;
        use planesforge_engine::{HistoryError, ResultError};

        let mut statuses: BTreeMap<String, BTreeMap<u16, Vec<String>>> = BTreeMap::new();
        let mut note = |code: &str, status: u16, at: String| {
            statuses
                .entry(code.to_owned())
                .or_default()
                .entry(status)
                .or_default()
                .push(at);
        };
        let mut files = Vec::new();
        sources(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut files,
        );
        let mut literal = 0;
        for (path, text) in &files {
            let (found, dynamic) = code_calls(text);
            for (code, status, line) in found {
                literal += 1;
                note(&code, status, format!("{path}:{line}"));
            }
            if !path.ends_with("engine_errors.rs") {
                assert!(
                    dynamic.is_empty(),
                    "{path}:{dynamic:?}: an ApiError code that is not a literal; \
                     map engine refusals in engine_errors.rs"
                );
            }
        }
        assert!(literal >= 50, "only {literal} codes found");
        for e in every_kind().into_iter().filter(|e| e.code() != "x") {
            note(
                e.code(),
                e.status_code().as_u16(),
                "error.rs (fixed)".into(),
            );
        }
        // The engine's refusals, every variant, through the mapping.
        let d = |n: u32| (n, n, n);
        let (w, l, dr) = d(3);
        let mut mapped = vec![
            ee::result_error(&ResultError::TooManyWins {
                wins: w,
                losses: l,
                draws: dr,
            }),
            ee::result_error(&ResultError::TooManyLosses {
                wins: w,
                losses: l,
                draws: dr,
            }),
            ee::result_error(&ResultError::BothWonTwo { draws: 0 }),
            ee::result_error(&ResultError::TooManyDraws {
                wins: w,
                losses: l,
                draws: dr,
            }),
            ee::result_error(&ResultError::NoGames),
            ee::result_error(&ResultError::PlayoffDraw {
                wins: 1,
                losses: 1,
                draws: 1,
            }),
            ee::cut_error(&CutError::NotPowerOfTwo { size: 3 }),
            ee::cut_error(&CutError::NotEnoughPlayers {
                size: 8,
                active_players: 4,
            }),
            ee::cut_error(&CutError::SwissUnfinished),
            ee::next_round_error(&NextRoundError::RoundNotCompleted { round: 1 }, 2),
            ee::next_round_error(&NextRoundError::PlayoffStarted { round: 1 }, 2),
            ee::explain_error(&ExplainError::RoundNotFound { round: 9 }),
            ee::explain_error(&ExplainError::NotSwiss { round: 5 }),
        ];
        for s in [
            StandingsError::RoundNotFound {
                requested: 9,
                last_round: 2,
            },
            StandingsError::RoundNotCompleted { round: 2 },
            StandingsError::Overflow,
        ] {
            mapped.push(ee::standings_error(&s));
            mapped.push(ee::explain_error(&ExplainError::Standings(s.clone())));
            mapped.push(ee::next_round_error(&NextRoundError::Standings(s), 3));
        }
        {
            use planesforge_engine::lifecycle::{RefusalCode as R, RoundState};
            for r in [
                R::TournamentFinished,
                R::RoundStillPairing { round: 1 },
                R::RoundResultsMissing {
                    round: 1,
                    missing: 1,
                },
                R::PlannedRoundsReached { planned: 3 },
                R::TooManyRounds,
                R::NotEnoughPlayers { active: 1 },
                R::RoundPublished {
                    round: 1,
                    state: RoundState::Published,
                },
                R::RoundNotLatest { round: 1 },
                R::PlayoffPairingsFixed { round: 1 },
                R::PlayoffRoundHasResults { round: 1 },
                R::RoundNotPublished { round: 1 },
                R::RoundFrozen { round: 1 },
                R::InvalidPlannedRounds { value: 31 },
                R::PlannedRoundsBelowPaired {
                    value: 1,
                    paired: 2,
                },
                R::InvalidTopCut { value: 3 },
                R::TopCutStarted,
                R::TopCutExists,
                R::TopCutNotWanted,
                R::TopCutPlanned { size: 8 },
                R::SwissUnfinished,
            ] {
                mapped.push(ee::lifecycle_error(r));
            }
        }
        let syntax = serde_json::from_str::<u32>("{").expect_err("syntax");
        let data = serde_json::from_str::<u32>("\"x\"").expect_err("data");
        mapped.push(ee::document_error(&DocumentError::Json(syntax)));
        mapped.push(ee::document_error(&DocumentError::Json(data)));
        mapped.push(ee::document_error(&DocumentError::Format {
            found: "x".into(),
        }));
        let history = ee::document_error(&DocumentError::History(HistoryError::TooManyPlayers {
            count: 9000,
        }));
        assert_eq!(
            ApiError::from(history).status_code(),
            StatusCode::UNPROCESSABLE_ENTITY
        );
        let mapped: Vec<ApiError> = mapped.into_iter().map(ApiError::from).collect();
        for e in &mapped {
            if !matches!(e, ApiError::Internal(_)) {
                note(
                    e.code(),
                    e.status_code().as_u16(),
                    "engine_errors.rs".into(),
                );
            }
        }
        // Every code of an inconsistent document is a 422 (as above).
        let model = std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../engine/src/model.rs"),
        )
        .expect("engine model");
        let history_codes = engine_codes(&model, "HistoryError");
        assert!(history_codes.len() >= 10, "{history_codes:?}");
        for code in history_codes {
            note(&code, 422, "engine HistoryError via document_error".into());
        }
        // And every code of a document the engine's validation refuses.
        let validate = std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../engine/src/validate.rs"),
        )
        .expect("engine validate");
        let invalid_codes = engine_codes(&validate, "Invalid");
        assert!(invalid_codes.len() >= 10, "{invalid_codes:?}");
        for code in invalid_codes {
            note(&code, 422, "engine Invalid via document_error".into());
        }
        let listed: Vec<&str> = CODES.to_vec();
        let found: Vec<&str> = statuses.keys().map(String::as_str).collect();
        assert_eq!(
            found, listed,
            "error::CODES differs from the codes in the source"
        );
        let clashes: Vec<String> = statuses
            .iter()
            .filter(|(_, by_status)| by_status.len() > 1)
            .map(|(code, by_status)| format!("{code}: {by_status:?}"))
            .collect();
        assert!(
            clashes.is_empty(),
            "codes with more than one status:\n{}",
            clashes.join("\n")
        );
    }

    #[test]
    fn the_code_scanner_reads_literals_and_flags_the_rest() {
        let (found, dynamic) = code_calls(
            "ApiError::not_found(\n \"round_not_found\", d)\nApiError::unprocessable(code, d)\n\
             ApiError::Conflict { code: \"c\", detail }",
        );
        assert_eq!(
            found,
            vec![
                ("round_not_found".to_owned(), 404, 1),
                ("c".to_owned(), 409, 4)
            ]
        );
        assert_eq!(dynamic, vec![3]);
    }

    #[test]
    fn the_scanner_reads_names_and_nesting() {
        let calls = detail_calls(
            r#"x(detail!("error-a", round = f(1, 2), name = "a,)b", inner = detail!("error-b")));
            // detail!("error-comment", nope = 1)"#,
        );
        assert_eq!(
            calls,
            vec![
                (
                    "error-a".to_owned(),
                    vec!["inner".to_owned(), "name".to_owned(), "round".to_owned()]
                ),
                ("error-b".to_owned(), vec![]),
            ]
        );
    }

    fn every_kind() -> Vec<ApiError> {
        let d = || crate::detail!("error-round-not-found", round = 7u32);
        vec![
            ApiError::bad_request("x", d()),
            ApiError::Unauthorized(d()),
            ApiError::Forbidden(d()),
            ApiError::not_found("x", d()),
            ApiError::MethodNotAllowed {
                allow: "GET".into(),
                detail: d(),
            },
            ApiError::conflict("x", d()),
            ApiError::PayloadTooLarge(d()),
            ApiError::UnsupportedMediaType(d()),
            ApiError::UnsupportedContentEncoding(d()),
            ApiError::unprocessable("x", d()),
            ApiError::TooManyRequests {
                retry_after: 1,
                detail: d(),
            },
            ApiError::Unavailable("secret".into()),
            ApiError::Internal("secret".into()),
        ]
    }

    #[test]
    fn every_status_has_a_title_in_every_language() {
        for e in every_kind() {
            let status = e.status_code();
            let en = e.problem_in(Lang::En);
            assert_eq!(Some(en.title.as_str()), status.canonical_reason());
            for lang in Lang::ALL {
                let id = format!("title-{}", status.as_u16());
                assert_ne!(i18n::message(lang, &id, &[]), id, "{}", lang.code());
                let p = e.problem_in(lang);
                assert_eq!(
                    (p.status, &p.code, &p.type_),
                    (en.status, &en.code, &en.type_)
                );
                assert!(!p.detail.contains("secret"));
                if lang != Lang::En {
                    assert_ne!(p.title, en.title, "{}: {}", lang.code(), en.title);
                    assert_ne!(p.detail, en.detail, "{}", lang.code());
                }
            }
        }
    }

    #[test]
    fn nested_details_render_in_the_same_language() {
        let inner = crate::detail!("error-name-empty", what = "player");
        let outer = crate::detail!(
            "error-in-players-entry",
            index = 3usize,
            error = inner.clone()
        );
        for lang in Lang::ALL {
            let text = outer.render(lang);
            assert!(text.contains("players[3]"), "{text}");
            assert!(text.contains(&inner.render(lang)), "{text}");
        }
        assert_eq!(outer.to_string(), "players[3]: the player name is empty");
        assert!(outer.render(Lang::De).contains("Spielers"));
    }
}

#[cfg(test)]
mod book_tests {
    use super::*;

    /// The integration guide's errors section shows, in each language, the
    /// answer the API gives in that language.
    #[test]
    fn the_books_example_problem_is_what_the_api_says() {
        let error = ApiError::conflict(
            "round_not_completed",
            crate::detail!(
                "error-round-results-missing",
                round = 2u32,
                missing = 3u32,
                next = 3u32
            ),
        );
        let mut stale = Vec::new();
        for lang in Lang::ALL {
            let path = format!(
                "{}/../book/{}/src/integration.md",
                env!("CARGO_MANIFEST_DIR"),
                lang.code()
            );
            let page = std::fs::read_to_string(&path).expect("book page");
            let shown = serde_json::to_string_pretty(&error.problem_in(lang)).expect("json");
            if !page.contains(&shown) {
                stale.push(format!("=== {}\n{shown}", lang.code()));
            }
        }
        assert!(
            stale.is_empty(),
            "the book's example problems differ from the API's:\n{}",
            stale.join("\n")
        );
    }
}

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
use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError, UrlencodedError};
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
pub const CODES: [&str; 129] = [
    "arithmetic_overflow",
    "bracket_mismatch",
    "bye_has_no_result",
    "bye_in_playoff",
    "bye_mismatch",
    "bye_table",
    "clock_already_started",
    "clock_not_paused",
    "clock_not_running",
    "clock_started",
    "clock_time_went_back",
    "cors_refused",
    "database_unavailable",
    "drop_after_last_round",
    "duplicate_player_id",
    "duplicate_table",
    "empty_player_id",
    "empty_round",
    "events_expired",
    "forbidden",
    "idempotency_in_progress",
    "idempotency_key_reused",
    "idempotency_replay_unavailable",
    "idempotency_replay_withheld",
    "incomplete_round",
    "inconsistent_clock",
    "internal_error",
    "invalid_body",
    "invalid_cursor",
    "invalid_cut_size",
    "invalid_event",
    "invalid_extension",
    "invalid_external_id",
    "invalid_idempotency_key",
    "invalid_instant",
    "invalid_language",
    "invalid_last_event_id",
    "invalid_metadata",
    "invalid_missed_round",
    "invalid_name",
    "invalid_path",
    "invalid_planned_rounds",
    "invalid_query",
    "invalid_result",
    "invalid_round_clock",
    "invalid_round_state",
    "invalid_starts_at",
    "invalid_table",
    "invalid_text",
    "invalid_time_limit",
    "invalid_time_zone",
    "invalid_top_cut",
    "invalid_webhook_url",
    "malformed_body",
    "malformed_document",
    "malformed_json",
    "method_not_allowed",
    "no_open_match",
    "no_round",
    "no_round_to_advise",
    "no_time_limit",
    "not_enough_players",
    "not_enough_players_for_cut",
    "not_found",
    "not_swiss_round",
    "nothing_to_confirm",
    "own_report",
    "paired_after_drop",
    "paired_in_missed_round",
    "payload_too_large",
    "planned_rounds_below_paired",
    "planned_rounds_reached",
    "player_already_dropped",
    "player_code_forbidden",
    "player_code_unknown",
    "player_has_played",
    "player_missing_from_round",
    "player_not_dropped",
    "player_not_found",
    "player_not_in_round",
    "player_twice_in_round",
    "playoff_after_final",
    "playoff_double_loss",
    "playoff_draw",
    "playoff_not_a_bracket",
    "playoff_pairings_fixed",
    "playoff_round_has_results",
    "rate_limited",
    "report_disputed",
    "result_already_entered",
    "round_completed",
    "round_frozen",
    "round_has_results",
    "round_not_completed",
    "round_not_found",
    "round_not_latest",
    "round_not_published",
    "round_out_of_order",
    "round_published",
    "same_player",
    "same_table",
    "self_reporting_off",
    "storage_unavailable",
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
    "tournament_not_finished",
    "tournament_not_found",
    "unauthorized",
    "unknown_event_id",
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
    /// 410: gone for good (events pruned from the log).
    #[error("{detail}")]
    Gone { code: &'static str, detail: Detail },
    /// 429: too many requests for this API key or address; retry after
    /// `retry_after` seconds.
    #[error("{detail}")]
    TooManyRequests { retry_after: u64, detail: Detail },
    /// 503: the database cannot be reached or is overloaded (the text is
    /// logged; clients get a fixed message).
    #[error("{0}")]
    Unavailable(String),
    /// 503: the database cannot store (disk full, read-only file, I/O
    /// error); `Retry-After`, and `/readyz` answers 503 until a write
    /// succeeds again ([`storage_health`]).
    #[error("{0}")]
    StorageUnavailable(String),
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
            | ApiError::UnprocessableAt { code, .. }
            | ApiError::Gone { code, .. } => code,
            // The two refusals of a player's code have codes of their own
            // (RULES.md §12), told by their message.
            ApiError::Unauthorized(d)
                if d.id() == crate::http::player_auth::UNKNOWN_CODE_MESSAGE =>
            {
                "player_code_unknown"
            }
            ApiError::Forbidden(d) if d.id() == crate::http::player_auth::FORBIDDEN_MESSAGE => {
                "player_code_forbidden"
            }
            ApiError::Unauthorized(_) => "unauthorized",
            ApiError::Forbidden(_) => "forbidden",
            ApiError::MethodNotAllowed { .. } => "method_not_allowed",
            ApiError::PayloadTooLarge(_) => "payload_too_large",
            ApiError::UnsupportedMediaType(_) => "unsupported_media_type",
            ApiError::UnsupportedContentEncoding(_) => "unsupported_content_encoding",
            ApiError::TooManyRequests { .. } => "rate_limited",
            ApiError::Unavailable(_) => "database_unavailable",
            ApiError::StorageUnavailable(_) => "storage_unavailable",
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
            | ApiError::Gone { detail, .. }
            | ApiError::TooManyRequests { detail, .. }
            | ApiError::Unauthorized(detail)
            | ApiError::Forbidden(detail)
            | ApiError::PayloadTooLarge(detail)
            | ApiError::UnsupportedMediaType(detail)
            | ApiError::UnsupportedContentEncoding(detail) => detail.clone(),
            // Never leak internals; they are logged instead.
            ApiError::Unavailable(_) => crate::detail!("error-database-unavailable"),
            ApiError::StorageUnavailable(_) => crate::detail!("error-storage-unavailable"),
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
            ApiError::Gone { .. } => StatusCode::GONE,
            ApiError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Unavailable(_) | ApiError::StorageUnavailable(_) => {
                StatusCode::SERVICE_UNAVAILABLE
            }
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
            ApiError::StorageUnavailable(msg) => log::error!("storage unavailable: {msg}"),
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
        if matches!(self, ApiError::StorageUnavailable(_)) {
            response.insert_header((
                header::RETRY_AFTER,
                HeaderValue::from_static(STORAGE_RETRY_AFTER),
            ));
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

/// The `Retry-After` of `503 storage_unavailable`, in seconds: freeing
/// disk space takes a person.
pub const STORAGE_RETRY_AFTER: &str = "30";

/// Whether the database of this server failed to store a write
/// (`503 storage_unavailable`) and no write has succeeded since; while
/// set, `/readyz` answers 503 ([`storage_health`] keeps it).
#[derive(Debug, Default)]
pub struct StorageHealth(std::sync::atomic::AtomicBool);

impl StorageHealth {
    /// Whether writes are failing for want of storage.
    pub fn failing(&self) -> bool {
        self.0.load(std::sync::atomic::Ordering::Relaxed)
    }

    fn set(&self, failing: bool) {
        self.0.store(failing, std::sync::atomic::Ordering::Relaxed);
    }
}

/// Middleware: notes a `503 storage_unavailable` in [`StorageHealth`],
/// and forgets it once a write (a request other than `GET`, `HEAD` or
/// `OPTIONS`) succeeds again.
pub async fn storage_health(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let health = req.app_data::<web::Data<StorageHealth>>().cloned();
    let write = !matches!(
        *req.method(),
        actix_web::http::Method::GET
            | actix_web::http::Method::HEAD
            | actix_web::http::Method::OPTIONS
    );
    let full = |e: &actix_web::Error| {
        matches!(
            e.as_error::<ApiError>(),
            Some(ApiError::StorageUnavailable(_))
        )
    };
    let res = next.call(req).await;
    if let Some(health) = health {
        match &res {
            Err(e) if full(e) => health.set(true),
            Ok(r) if r.response().error().is_some_and(full) => health.set(true),
            Ok(r) if write && (r.status().is_success() || r.status().is_redirection()) => {
                health.set(false);
            }
            _ => {}
        }
    }
    res
}

/// The store's failures: 503 when the database is unavailable, 500
/// otherwise.
impl From<crate::store::StoreError> for ApiError {
    fn from(e: crate::store::StoreError) -> ApiError {
        use crate::store::StoreError;
        match e {
            StoreError::Unavailable(m) => ApiError::Unavailable(m),
            StoreError::Storage(m) => ApiError::StorageUnavailable(m),
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
            E::Gone { code, detail } => ApiError::Gone { code, detail },
            E::Unavailable(s) => ApiError::Unavailable(s),
            E::StorageUnavailable(s) => ApiError::StorageUnavailable(s),
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

/// Path segments that do not parse (e.g. a round number `abc`): 400;
/// but a path that names another documented resource (`DELETE
/// …/rounds/current` reaching the route of `…/rounds/{n}`) is that
/// resource's 405 with `Allow`.
pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|err, req: &HttpRequest| {
        if let Some(allow) = crate::http::openapi::allowed_methods(req.path())
            && !allow
                .split(", ")
                .any(|m| m.eq_ignore_ascii_case(req.method().as_str()))
        {
            return ApiError::MethodNotAllowed {
                detail: crate::detail!(
                    "error-method-not-allowed",
                    method = req.method().as_str(),
                    allow = allow.as_str()
                ),
                allow,
            }
            .into();
        }
        let detail = match err {
            PathError::Deserialize(e) => {
                crate::detail!("error-invalid-path-parameter", error = e.to_string())
            }
            other => crate::detail!("error-invalid-path", error = other.to_string()),
        };
        ApiError::bad_request("invalid_path", detail).into()
    })
}

/// Form bodies (`application/x-www-form-urlencoded`) that do not parse:
/// the player's page forms (`POST /p/{code}`) go back to the page, which
/// says the form was refused ([`crate::http::player_forms::unreadable`]);
/// any other form is problem+json: `415 unsupported_media_type` for
/// another content type, `413 payload_too_large`, `400 malformed_body`.
/// Never actix's `text/plain`.
pub fn form_config() -> web::FormConfig {
    web::FormConfig::default().error_handler(|err, req: &HttpRequest| {
        if let Some(code) = req.match_info().get("code")
            && req.path().starts_with("/p/")
        {
            let response = crate::http::player_forms::unreadable(code);
            return actix_web::error::InternalError::from_response(err, response).into();
        }
        form_error(err).into()
    })
}

fn form_error(err: UrlencodedError) -> ApiError {
    match err {
        UrlencodedError::ContentType => {
            ApiError::UnsupportedMediaType(crate::detail!("error-not-form"))
        }
        UrlencodedError::Overflow { limit, .. } => {
            ApiError::PayloadTooLarge(crate::detail!("error-body-too-large", limit = limit))
        }
        other => ApiError::bad_request(
            "malformed_body",
            crate::detail!("error-unreadable-body", error = other.to_string()),
        ),
    }
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
        // Redacted as in the request log: a mistyped player-page address
        // carries a code, and this error is logged at debug level too.
        crate::detail!(
            "error-no-resource",
            path = crate::http::player_page::redacted_target(req.path(), "")
        ),
    ))
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod book_tests;

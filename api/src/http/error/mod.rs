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
//! `Accept-Language` with q-values, among the languages of
//! `api/locales/`; English otherwise); `type`, `status` and `code` are the same in every language.
//! A detail is therefore never free text but a [`Detail`]: a message id of
//! the Fluent catalogues `api/locales/<lang>/main.ftl` and its named
//! arguments, built with the [`detail!`](crate::detail) macro:
//!
//! ```ignore
//! return Err(ApiError::new(
//!     Code::InvalidCutSize,
//!     detail!("error-cut-size", size = size),
//! ));
//! ```
//!
//! To add an error: (1) pick an id `error-…`; (2) add the message with its
//! `{ $placeholders }` to every catalogue, `api/locales/*/main.ftl` (English first; the tests
//! `every_message_in_every_language_uses_every_placeholder` and
//! `every_detail_in_the_source_is_in_the_catalogue` fail otherwise, and the
//! latter also checks that the macro's argument names are exactly the
//! message's placeholders); (3) call the constructor with a [`Code`]
//! (a new line in `service/error_code.rs` for a new code: its wire string,
//! kind and message) and `detail!(…)`.
//! The constructors take a [`Detail`], never a `String`, so an English
//! sentence cannot slip in. Argument values: numbers, strings, or another
//! [`Detail`] (rendered in the same language, e.g. a location prefix).
//! Titles are `title-<status>` messages, one per status used.
//!
//! Rendering happens in one place: [`ResponseError::error_response`] has no
//! request and answers in English; the middleware
//! [`localize`](crate::http::middleware::localize) (wrapped
//! around the whole application in `startup.rs`) finds the [`ApiError`] of
//! every error response — handlers, extractors, the default 404 service,
//! authentication, the rate limit — and re-renders the body in the
//! request's language, keeping status and headers. Internal errors (500)
//! only ever show a fixed message; their text is logged.

use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError, UrlencodedError};
use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, ResponseError, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::i18n::{self, Lang};
use crate::service::{Code, Kind};

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

/// Every failure of the API.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ApiError {
    /// A refusal with its [`Code`], whose kind gives the status
    /// ([`status`]: 400 malformed, 401 no or unknown key or code, 403
    /// another's, 404, 409, 410, 422); `location`: where in the body (a
    /// refused tournament document).
    #[error("{detail}")]
    Refused {
        code: Code,
        detail: Detail,
        location: Option<Box<ProblemLocation>>,
    },
    /// 405: the path exists, the method does not; `allow` lists the
    /// methods it has (the `Allow` header).
    #[error("{detail}")]
    MethodNotAllowed { allow: String, detail: Detail },
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
    /// succeeds again
    /// ([`storage_health`](crate::http::middleware::storage_health)).
    #[error("{0}")]
    StorageUnavailable(String),
    /// 500: a bug or an unexpected storage failure (details only logged).
    #[error("{0}")]
    Internal(String),
}

impl ApiError {
    /// A refusal with `code` (whose kind gives the status) and `detail`.
    pub fn new(code: Code, detail: Detail) -> ApiError {
        ApiError::Refused {
            code,
            detail,
            location: None,
        }
    }

    /// The stable machine-readable code.
    pub fn code(&self) -> Code {
        match self {
            ApiError::Refused { code, .. } => *code,
            ApiError::MethodNotAllowed { .. } => Code::MethodNotAllowed,
            ApiError::PayloadTooLarge(_) => Code::PayloadTooLarge,
            ApiError::UnsupportedMediaType(_) => Code::UnsupportedMediaType,
            ApiError::UnsupportedContentEncoding(_) => Code::UnsupportedContentEncoding,
            ApiError::TooManyRequests { .. } => Code::RateLimited,
            ApiError::Unavailable(_) => Code::DatabaseUnavailable,
            ApiError::StorageUnavailable(_) => Code::StorageUnavailable,
            ApiError::Internal(_) => Code::InternalError,
        }
    }

    /// The detail shown to clients.
    pub fn detail(&self) -> Detail {
        match self {
            ApiError::Refused { detail, .. }
            | ApiError::MethodNotAllowed { detail, .. }
            | ApiError::TooManyRequests { detail, .. }
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
        self.problem_in(Lang::EN)
    }

    /// The problem document of this error in `lang`.
    pub fn problem_in(&self, lang: Lang) -> Problem {
        let status = self.status_code();
        Problem {
            type_: format!("urn:planesforge:problem:{}", self.code()),
            title: title(status, lang),
            status: status.as_u16(),
            detail: self.detail().render(lang),
            code: self.code().as_str().to_owned(),
            location: match self {
                ApiError::Refused {
                    location: Some(location),
                    ..
                } => Some((**location).clone()),
                _ => None,
            },
        }
    }
}

/// The one place where a domain failure's kind becomes an HTTP status.
pub fn status(kind: Kind) -> StatusCode {
    match kind {
        Kind::Malformed => StatusCode::BAD_REQUEST,
        Kind::Unauthenticated => StatusCode::UNAUTHORIZED,
        Kind::Forbidden => StatusCode::FORBIDDEN,
        Kind::NotFound => StatusCode::NOT_FOUND,
        Kind::Conflict => StatusCode::CONFLICT,
        Kind::Invalid => StatusCode::UNPROCESSABLE_ENTITY,
        Kind::Gone => StatusCode::GONE,
        Kind::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        Kind::Internal => StatusCode::INTERNAL_SERVER_ERROR,
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
            // A code of the web server's own never comes as a refusal.
            ApiError::Refused { code, .. } => code
                .kind()
                .map_or(StatusCode::INTERNAL_SERVER_ERROR, status),
            ApiError::MethodNotAllowed { .. } => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::UnsupportedMediaType(_) | ApiError::UnsupportedContentEncoding(_) => {
                StatusCode::UNSUPPORTED_MEDIA_TYPE
            }
            ApiError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Unavailable(_) | ApiError::StorageUnavailable(_) => {
                StatusCode::SERVICE_UNAVAILABLE
            }
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The English problem document;
    /// [`localize`](crate::http::middleware::localize) translates it.
    fn error_response(&self) -> HttpResponse {
        self.response_in(Lang::EN)
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
        if self.status_code() == StatusCode::UNAUTHORIZED {
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

/// The `Retry-After` of `503 storage_unavailable`, in seconds: freeing
/// disk space takes a person.
pub const STORAGE_RETRY_AFTER: &str = "30";

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

/// A domain failure keeps its code (whose kind gives the status).
impl From<crate::service::Error> for ApiError {
    fn from(e: crate::service::Error) -> ApiError {
        use crate::service::Error as E;
        match e {
            E::Refused {
                code,
                detail,
                location,
            } => ApiError::Refused {
                code,
                detail,
                location: location.map(|l| {
                    Box::new(ProblemLocation {
                        field: l.field,
                        round: l.round,
                        table: l.table,
                        player: l.player,
                    })
                }),
            },
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
    ApiError::new(
        Code::MalformedBody,
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
        JsonPayloadError::Deserialize(e) if e.is_data() => ApiError::new(
            Code::InvalidBody,
            crate::detail!("error-invalid-body", error = e.to_string()),
        ),
        JsonPayloadError::Deserialize(e) => ApiError::new(
            Code::MalformedJson,
            crate::detail!("error-malformed-json", error = e.to_string()),
        ),
        other => ApiError::new(
            Code::MalformedJson,
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
        ApiError::new(Code::InvalidPath, detail).into()
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
        other => ApiError::new(
            Code::MalformedBody,
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
        ApiError::new(Code::InvalidQuery, detail).into()
    })
}

/// The request body encodings the server decodes (actix-web's decoders).
pub const CONTENT_ENCODINGS: [&str; 5] = ["identity", "gzip", "deflate", "br", "zstd"];

#[cfg(test)]
mod tests;

#[cfg(test)]
mod book_tests;

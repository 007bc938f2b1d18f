//! The one error type of the service and its problem+json form (RFC 9457).
//!
//! Every failure a handler can return is an [`ApiError`]; this file is the
//! only place that decides its status, `type`, `title` and stable `code`.
//! Extractor failures (malformed JSON, bad path or query) are mapped here
//! too ([`json_config`], [`path_config`], [`query_config`]), so bad input is
//! always a 4xx problem and never a 500.

use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, ResponseError, web};
use serde::Serialize;
use utoipa::ToSchema;

/// Maximum accepted JSON body (bulk registration of a large event fits).
pub const JSON_LIMIT: usize = 1 << 20;
/// Maximum raw body (an imported tournament document).
pub const DOCUMENT_LIMIT: usize = 16 << 20;

/// A problem document (RFC 9457) with our stable `code`.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({
    "type": "urn:planesforge:problem:round_not_completed",
    "title": "Conflict",
    "status": 409,
    "detail": "round 2 has 3 results missing; enter them before pairing round 3",
    "code": "round_not_completed"
}))]
pub struct Problem {
    /// `urn:planesforge:problem:<code>`.
    #[serde(rename = "type")]
    pub type_: String,
    /// The HTTP reason phrase of `status`.
    pub title: String,
    pub status: u16,
    /// What went wrong, for a person.
    pub detail: String,
    /// Stable machine-readable code.
    pub code: String,
}

/// Every failure of the API.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ApiError {
    /// 400: malformed request (syntax, path, query).
    #[error("{detail}")]
    BadRequest { code: &'static str, detail: String },
    /// 401: no or unknown API key.
    #[error("{0}")]
    Unauthorized(String),
    /// 403: a valid key of another organizer.
    #[error("{0}")]
    Forbidden(String),
    /// 404: no such resource (or not visible to the caller).
    #[error("{detail}")]
    NotFound { code: &'static str, detail: String },
    /// 405: the path exists, the method does not; `allow` lists the
    /// methods it has (the `Allow` header).
    #[error("{detail}")]
    MethodNotAllowed { allow: String, detail: String },
    /// 409: the request conflicts with the tournament's state.
    #[error("{detail}")]
    Conflict { code: &'static str, detail: String },
    /// 413: body too large.
    #[error("{0}")]
    PayloadTooLarge(String),
    /// 415: not JSON.
    #[error("{0}")]
    UnsupportedMediaType(String),
    /// 422: well-formed but invalid input.
    #[error("{detail}")]
    Unprocessable { code: &'static str, detail: String },
    /// 429: too many requests for this API key or address; retry after
    /// `retry_after` seconds.
    #[error("{detail}")]
    TooManyRequests { retry_after: u64, detail: String },
    /// 503: the database cannot be reached or is overloaded.
    #[error("{0}")]
    Unavailable(String),
    /// 500: a bug or an unexpected storage failure (details only logged).
    #[error("{0}")]
    Internal(String),
}

impl ApiError {
    pub fn not_found(code: &'static str, detail: impl Into<String>) -> ApiError {
        ApiError::NotFound {
            code,
            detail: detail.into(),
        }
    }

    pub fn conflict(code: &'static str, detail: impl Into<String>) -> ApiError {
        ApiError::Conflict {
            code,
            detail: detail.into(),
        }
    }

    pub fn unprocessable(code: &'static str, detail: impl Into<String>) -> ApiError {
        ApiError::Unprocessable {
            code,
            detail: detail.into(),
        }
    }

    pub fn bad_request(code: &'static str, detail: impl Into<String>) -> ApiError {
        ApiError::BadRequest {
            code,
            detail: detail.into(),
        }
    }

    /// The stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            ApiError::BadRequest { code, .. }
            | ApiError::NotFound { code, .. }
            | ApiError::Conflict { code, .. }
            | ApiError::Unprocessable { code, .. } => code,
            ApiError::Unauthorized(_) => "unauthorized",
            ApiError::Forbidden(_) => "forbidden",
            ApiError::MethodNotAllowed { .. } => "method_not_allowed",
            ApiError::PayloadTooLarge(_) => "payload_too_large",
            ApiError::UnsupportedMediaType(_) => "unsupported_media_type",
            ApiError::TooManyRequests { .. } => "rate_limited",
            ApiError::Unavailable(_) => "database_unavailable",
            ApiError::Internal(_) => "internal_error",
        }
    }

    /// The problem document of this error.
    pub fn problem(&self) -> Problem {
        let status = self.status_code();
        let detail = match self {
            // Never leak internals; they are logged instead.
            ApiError::Internal(_) => "an internal error occurred".to_owned(),
            other => other.to_string(),
        };
        Problem {
            type_: format!("urn:planesforge:problem:{}", self.code()),
            title: status.canonical_reason().unwrap_or("Error").to_owned(),
            status: status.as_u16(),
            detail,
            code: self.code().to_owned(),
        }
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
            ApiError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::Unprocessable { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
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
        if matches!(self, ApiError::Unauthorized(_)) {
            response.insert_header((header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer")));
        }
        if matches!(self, ApiError::Unavailable(_)) {
            response.insert_header((header::RETRY_AFTER, HeaderValue::from_static("1")));
        }
        if let ApiError::MethodNotAllowed { allow, .. } = self {
            response.insert_header((header::ALLOW, allow.clone()));
        }
        if let ApiError::TooManyRequests { retry_after, .. } = self {
            response.insert_header((header::RETRY_AFTER, retry_after.to_string()));
        }
        response.json(self.problem())
    }
}

impl From<diesel::result::Error> for ApiError {
    fn from(e: diesel::result::Error) -> ApiError {
        use diesel::result::{DatabaseErrorKind, Error};
        match &e {
            Error::DatabaseError(DatabaseErrorKind::ClosedConnection, _)
            | Error::DatabaseError(DatabaseErrorKind::UnableToSendCommand, _)
            | Error::DatabaseError(DatabaseErrorKind::SerializationFailure, _) => {
                ApiError::Unavailable(e.to_string())
            }
            // SQLite reports lock time-outs, PostgreSQL a server going away,
            // as plain errors.
            Error::DatabaseError(_, info)
                if [
                    "database is locked",
                    "terminating connection",
                    "server closed the connection",
                ]
                .iter()
                .any(|m| info.message().contains(m)) =>
            {
                ApiError::Unavailable(e.to_string())
            }
            _ => ApiError::Internal(format!("database error: {e}")),
        }
    }
}

impl From<diesel::r2d2::PoolError> for ApiError {
    fn from(e: diesel::r2d2::PoolError) -> ApiError {
        ApiError::Unavailable(format!("no database connection: {e}"))
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
        .error_handler(|err, _req: &HttpRequest| json_error(err).into())
}

fn json_error(err: JsonPayloadError) -> ApiError {
    match err {
        JsonPayloadError::ContentType => ApiError::UnsupportedMediaType(
            "the request body must be JSON (Content-Type: application/json)".to_owned(),
        ),
        JsonPayloadError::Overflow { limit }
        | JsonPayloadError::OverflowKnownLength { limit, .. } => {
            ApiError::PayloadTooLarge(format!("the request body is larger than {limit} bytes"))
        }
        JsonPayloadError::Deserialize(e) if e.is_data() => {
            ApiError::unprocessable("invalid_body", format!("invalid request body: {e}"))
        }
        JsonPayloadError::Deserialize(e) => {
            ApiError::bad_request("malformed_json", format!("malformed JSON: {e}"))
        }
        other => ApiError::bad_request("malformed_json", format!("cannot read the body: {other}")),
    }
}

/// Path segments that do not parse (e.g. a round number `abc`): 400.
pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|err, _req: &HttpRequest| {
        let detail = match err {
            PathError::Deserialize(e) => format!("invalid path parameter: {e}"),
            other => format!("invalid path: {other}"),
        };
        ApiError::bad_request("invalid_path", detail).into()
    })
}

/// Query strings that do not parse: 400.
pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|err, _req: &HttpRequest| {
        let detail = match err {
            QueryPayloadError::Deserialize(e) => format!("invalid query parameter: {e}"),
            other => format!("invalid query: {other}"),
        };
        ApiError::bad_request("invalid_query", detail).into()
    })
}

/// Unknown routes: a problem document rather than an empty 404; a known
/// path with another method is 405 with `Allow`.
pub async fn not_found(req: HttpRequest) -> Result<HttpResponse, ApiError> {
    if let Some(allow) = crate::openapi::allowed_methods(req.path()) {
        return Err(ApiError::MethodNotAllowed {
            detail: format!("{} is not allowed here; allowed: {allow}", req.method()),
            allow,
        });
    }
    Err(ApiError::not_found(
        "not_found",
        format!("no resource at {}", req.path()),
    ))
}

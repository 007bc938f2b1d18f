//! The middlewares around the application (wrapped in `app/startup.rs`)
//! and its fallback: [`localize`] renders every
//! [`ApiError`] response in the request's language; [`cors_problems`] and
//! [`book_problems`] turn actix-cors' and the book's file server's plain
//! text refusals into problem documents; [`check_content_encoding`] refuses
//! a body it cannot decode; [`storage_health`] notes a full disk for
//! `/readyz`; [`not_found`] answers unknown routes (404, or 405 with
//! `Allow` for a known path). What an error is and how it renders is
//! `http::error`'s.

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::middleware::Next;
use actix_web::{HttpRequest, HttpResponse, ResponseError, web};

use crate::http::error::{ApiError, CONTENT_ENCODINGS};
use crate::i18n::Lang;
use crate::service::Code;

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
        Err(e) if lang != Lang::EN => {
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
    if lang == Lang::EN {
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
        StatusCode::NOT_FOUND => ApiError::new(
            Code::NotFound,
            crate::detail!("error-no-resource", path = path),
        ),
        s if s.is_client_error() && !matches!(s.as_u16(), 412 | 416) => ApiError::new(
            Code::InvalidPath,
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
    let error = ApiError::new(Code::CorsRefused, detail);
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
    Err(ApiError::new(
        Code::NotFound,
        // Redacted as in the request log: a mistyped player-page address
        // carries a code, and this error is logged at debug level too.
        crate::detail!(
            "error-no-resource",
            path = crate::http::player_page::redacted_target(req.path(), "")
        ),
    ))
}

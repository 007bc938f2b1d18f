//! `POST /api/v1/organizers`, `POST /api/v1/organizers/me/key`,
//! `GET /api/v1/organizers/{id}`

use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};

use crate::http::auth::{Caller, KeyCache, SignUp, presented_key_hash};
use crate::http::dto::types::{NewOrganizer, Organizer, OrganizerCreated};
use crate::http::error::{ApiError, Problem};
use crate::service;
use crate::store::DbPool;

use super::{Body, blocking, created};

/// Sign up an organizer
///
/// Create an organizer and its API key (shown once, stored only as a hash).
#[utoipa::path(operation_id = "create_organizer", tag = "organizers", request_body = NewOrganizer, responses(
    (status = 201, description = "Created; keep the api_key, it is not shown again (`Location`: the organizer, readable with that key)", body = OrganizerCreated,
        headers(("Location" = String, description = "The new organizer"))),
    (status = 400, description = "Malformed JSON", body = Problem, content_type = "application/problem+json"),
    (status = 401, description = "Sign-up is closed (PLANESFORGE_ADMIN_TOKEN) and the admin token is missing or wrong", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "Invalid name", body = Problem, content_type = "application/problem+json"),
))]
#[post("/organizers")]
pub async fn create(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    sign_up: web::Data<SignUp>,
    body: Body<NewOrganizer>,
) -> Result<HttpResponse, ApiError> {
    sign_up.check(&req)?;
    let organizer = blocking(move || service::organizers::create(&pool, body.into_inner())).await?;
    Ok(created(format!("/api/v1/organizers/{}", organizer.id)).json(organizer))
}

/// Replace the caller's API key
///
/// Revoke the key this request is made with and issue a new one, shown
/// once in `api_key` (only its hash is stored). From this response on, the
/// old key is refused with `401` (another server process on the same
/// database may honour it for up to a minute, its key cache's lifetime).
/// Tournaments, webhooks and everything else of the organizer stay as they
/// are. The response is never replayed for an `Idempotency-Key`.
#[utoipa::path(operation_id = "rotate_organizer_key", tag = "organizers", security(("api_key" = [])), responses(
    (status = 200, description = "The new key; keep the api_key, it is not shown again", body = OrganizerCreated),
))]
#[post("/organizers/me/key")]
pub async fn rotate_key(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    keys: web::Data<KeyCache>,
    caller: Caller,
) -> Result<HttpResponse, ApiError> {
    replace_key(req, pool, keys, caller).await
}

/// Revoke the caller's API key
///
/// The same as `POST /api/v1/organizers/me/key`, for clients that revoke
/// with `DELETE`: the key this request is made with is revoked at once
/// (`401` from then on; another server process on the same database may
/// honour it for up to a minute) and a new one is issued, shown once in
/// `api_key`, so the organizer is never left without a key. Never
/// replayed for an `Idempotency-Key`.
#[utoipa::path(operation_id = "revoke_organizer_key", tag = "organizers", security(("api_key" = [])), responses(
    (status = 200, description = "The key was revoked; the new key, shown once", body = OrganizerCreated),
))]
#[delete("/organizers/me/key")]
pub async fn revoke_key(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    keys: web::Data<KeyCache>,
    caller: Caller,
) -> Result<HttpResponse, ApiError> {
    replace_key(req, pool, keys, caller).await
}

/// Revokes the request's key and issues a new one.
async fn replace_key(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    keys: web::Data<KeyCache>,
    caller: Caller,
) -> Result<HttpResponse, ApiError> {
    let old = presented_key_hash(&req)
        .ok_or_else(|| ApiError::Internal("an authenticated request without its key".into()))?;
    let forget = old.clone();
    let organizer = blocking(move || service::organizers::rotate_key(&pool, &caller, &old)).await?;
    keys.forget(&forget);
    log::info!(
        "organizer {}: API key replaced, the old one is revoked",
        organizer.id
    );
    Ok(HttpResponse::Ok().json(organizer))
}

/// The caller's organizer
///
/// The caller's own organizer: id, name, creation time (the API key is
/// never shown again).
#[utoipa::path(operation_id = "get_organizer", tag = "organizers", security(("api_key" = [])),
    params(("id" = String, Path, description = "Organizer id")), responses(
    (status = 200, description = "The organizer of the key", body = Organizer),
    (status = 403, description = "Another organizer", body = Problem, content_type = "application/problem+json"),
))]
#[get("/organizers/{id}")]
pub async fn get(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = path.into_inner();
    let organizer = blocking(move || service::organizers::get(&pool, &caller, &id)).await?;
    Ok(HttpResponse::Ok().json(organizer))
}

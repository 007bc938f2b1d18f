//! `POST /api/v1/organizers`, `POST /api/v1/organizers/me/key`,
//! `GET /api/v1/organizers/{id}`, the keys under
//! `/api/v1/organizers/me/keys`

use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};

use crate::http::auth::{Caller, SignUp, presented_key_hash};
use crate::http::dto::types::{
    ApiKey, ApiKeyCreated, ApiKeyList, NewApiKey, NewOrganizer, Organizer, OrganizerCreated,
};
use crate::http::error::{ApiError, Problem};
use crate::service;
use crate::store::DbPool;

use super::{Body, blocking, created};

/// Sign up an organizer
///
/// Create an organizer and its API key (shown once, stored only as a hash):
/// its first key, named `first key`, with scope `full`.
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
    let organizer = blocking(move || service::organizers::create(&pool, body.into_inner()))
        .await?
        .organizer;
    Ok(created(format!("/api/v1/organizers/{}", organizer.id)).json(organizer))
}

/// Replace the caller's API key
///
/// Revoke the key this request is made with and issue a new one of the
/// same name and scope, shown once in `api_key` (only its hash is stored).
/// From this response on, the old key is refused with `401` by every
/// server process. Needs a `full` key. To rotate without downtime, create
/// a new key (`POST /api/v1/organizers/me/keys`), move the client to it,
/// then revoke the old one.
/// Tournaments, webhooks and everything else of the organizer stay as they
/// are. The response is never replayed for an `Idempotency-Key`.
#[utoipa::path(operation_id = "rotate_organizer_key", tag = "organizers", security(("api_key" = [])), responses(
    (status = 200, description = "The new key; keep the api_key, it is not shown again", body = OrganizerCreated),
    (status = 401, description = "No valid API key", body = Problem, content_type = "application/problem+json"),
    (status = 403, description = "`insufficient_scope`: not a `full` key", body = Problem, content_type = "application/problem+json"),
))]
#[post("/organizers/me/key")]
pub async fn rotate_key(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    caller: Caller,
) -> Result<HttpResponse, ApiError> {
    replace_key(req, pool, caller).await
}

/// Revoke the caller's API key
///
/// The same as `POST /api/v1/organizers/me/key`, for clients that revoke
/// with `DELETE`: the key this request is made with is revoked at once
/// (`401` from then on, by every server process) and a new one of the same
/// name and scope is issued, shown once in `api_key`, so the organizer is
/// never left without a key. Needs a `full` key. Never replayed for an
/// `Idempotency-Key`. To revoke one key of several, use
/// `DELETE /api/v1/organizers/me/keys/{key_id}`.
#[utoipa::path(operation_id = "revoke_organizer_key", tag = "organizers", security(("api_key" = [])), responses(
    (status = 200, description = "The key was revoked; the new key, shown once", body = OrganizerCreated),
    (status = 401, description = "No valid API key", body = Problem, content_type = "application/problem+json"),
    (status = 403, description = "`insufficient_scope`: not a `full` key", body = Problem, content_type = "application/problem+json"),
))]
#[delete("/organizers/me/key")]
pub async fn revoke_key(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    caller: Caller,
) -> Result<HttpResponse, ApiError> {
    replace_key(req, pool, caller).await
}

/// Revokes the request's key and issues a new one.
async fn replace_key(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    caller: Caller,
) -> Result<HttpResponse, ApiError> {
    let old = presented_key_hash(&req)
        .ok_or_else(|| ApiError::Internal("an authenticated request without its key".into()))?;
    let organizer = blocking(move || service::organizers::rotate_key(&pool, &caller, &old)).await?;
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

/// List the organizer's API keys
///
/// The caller's organizer's keys, oldest first: id, name, scope, when
/// created and last used (to the minute). Never a key nor its hash. Needs
/// a `full` key.
#[utoipa::path(operation_id = "list_organizer_keys", tag = "organizers", security(("api_key" = [])), responses(
    (status = 200, description = "The keys", body = ApiKeyList),
    (status = 401, description = "No valid API key", body = Problem, content_type = "application/problem+json"),
    (status = 403, description = "`insufficient_scope`: not a `full` key", body = Problem, content_type = "application/problem+json"),
))]
#[get("/organizers/me/keys")]
pub async fn list_keys(pool: web::Data<DbPool>, caller: Caller) -> Result<HttpResponse, ApiError> {
    let keys = blocking(move || service::organizers::keys(&pool, &caller)).await?;
    Ok(HttpResponse::Ok().json(keys))
}

/// Create an API key
///
/// A new key of the caller's organizer with a name and a scope (`read`,
/// `results` or `full`), shown once in `api_key` (only its hash is
/// stored). Needs a `full` key. Rotation without downtime: create the new
/// key, move the client to it, then revoke the old one. Never replayed for
/// an `Idempotency-Key`.
#[utoipa::path(operation_id = "create_organizer_key", tag = "organizers", request_body = NewApiKey, security(("api_key" = [])), responses(
    (status = 201, description = "Created; keep the api_key, it is not shown again (`Location`: the list of keys)", body = ApiKeyCreated,
        headers(("Location" = String, description = "The organizer's keys"))),
    (status = 400, description = "Malformed JSON", body = Problem, content_type = "application/problem+json"),
    (status = 401, description = "No valid API key", body = Problem, content_type = "application/problem+json"),
    (status = 403, description = "`insufficient_scope`: not a `full` key", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`invalid_name`, or a scope that is not `read`, `results` or `full` (`invalid_body`)", body = Problem, content_type = "application/problem+json"),
))]
#[post("/organizers/me/keys")]
pub async fn create_key(
    pool: web::Data<DbPool>,
    caller: Caller,
    body: Body<NewApiKey>,
) -> Result<HttpResponse, ApiError> {
    let key = blocking(move || service::organizers::create_key(&pool, &caller, body.into_inner()))
        .await?;
    Ok(created("/api/v1/organizers/me/keys".to_owned()).json(key))
}

/// Revoke an API key
///
/// Revokes one of the caller's organizer's keys: from this answer on every
/// server process refuses it with `401` (no process keeps keys it found),
/// and the console sessions signed in with it end. The organizer's last
/// `full` key is not revoked (`409 last_full_key`): create another `full`
/// key first. Needs a `full` key; a key may revoke itself.
#[utoipa::path(operation_id = "revoke_organizer_key_by_id", tag = "organizers", security(("api_key" = [])),
    params(("key_id" = String, Path, description = "The key's id (from the list)")), responses(
    (status = 200, description = "The revoked key, as it was listed", body = ApiKey),
    (status = 401, description = "No valid API key", body = Problem, content_type = "application/problem+json"),
    (status = 403, description = "`insufficient_scope`: not a `full` key", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "`key_not_found`: no key of this organizer by that id", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`last_full_key`: the organizer's last `full` key", body = Problem, content_type = "application/problem+json"),
))]
#[delete("/organizers/me/keys/{key_id}")]
pub async fn delete_key(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = path.into_inner();
    let key = blocking(move || service::organizers::revoke_key(&pool, &caller, &id)).await?;
    Ok(HttpResponse::Ok().json(key))
}

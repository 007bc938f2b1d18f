//! Tournaments and their audit log.

use actix_web::{HttpRequest, HttpResponse, get, post, web};

use crate::api_types::{
    AuditPage, DocumentSchema, NewTournament, PageQuery, Tournament, TournamentImported,
    TournamentPage,
};
use crate::auth::Caller;
use crate::db::DbPool;
use crate::detail;
use crate::error::{ApiError, Problem};
use crate::service;
use crate::{etag, i18n};

use super::{Body, blocking, created};

/// Create a tournament owned by the caller.
#[utoipa::path(operation_id = "create_tournament", tag = "tournaments", request_body = NewTournament, security(("api_key" = [])), responses(
    (status = 201, description = "Created (`Location`: the tournament)", body = Tournament,
        headers(("Location" = String, description = "The new tournament"))),
    (status = 422, description = "Invalid name or planned_rounds", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments")]
pub async fn create(
    pool: web::Data<DbPool>,
    caller: Caller,
    body: Body<NewTournament>,
) -> Result<HttpResponse, ApiError> {
    let t =
        blocking(move || service::tournaments::create(&pool, &caller, body.into_inner())).await?;
    Ok(created(format!("/api/v1/tournaments/{}", t.id)).json(t))
}

/// List tournaments, oldest first (`limit` default 20, max 100).
#[utoipa::path(operation_id = "list_tournaments", tag = "tournaments", params(PageQuery), responses(
    (status = 200, description = "One page", body = TournamentPage),
    (status = 400, description = "Invalid limit or cursor", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments")]
pub async fn list(
    pool: web::Data<DbPool>,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, ApiError> {
    let page = blocking(move || service::tournaments::list(&pool, &query)).await?;
    Ok(HttpResponse::Ok().json(page))
}

/// One tournament, with the recommended number of rounds.
#[utoipa::path(operation_id = "get_tournament", tag = "tournaments", params(("tid" = String, Path, description = "Tournament id")), responses(
    (status = 200, description = "The tournament (with an `ETag`)", body = Tournament),
    (status = 304, description = "Not modified since the `If-None-Match` tag"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}")]
pub async fn get(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let tag = etag::current(&pool, &tid, None, false, &req).await?;
    if tag.matches(&req) {
        return Ok(tag.not_modified());
    }
    let t = blocking(move || service::tournaments::get(&pool, &tid)).await?;
    Ok(tag.headers(&mut HttpResponse::Ok()).json(t))
}

/// The audit log (owner only), oldest first (`limit` default 50, max 500).
#[utoipa::path(operation_id = "get_audit_log", tag = "tournaments", security(("api_key" = [])),
    params(("tid" = String, Path, description = "Tournament id"), PageQuery), responses(
    (status = 200, description = "One page of entries", body = AuditPage),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/audit-log")]
pub async fn audit_log(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<String>,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let page = blocking(move || service::audit::list(&pool, &caller, &tid, &query)).await?;
    Ok(HttpResponse::Ok().json(page))
}

/// Import a tournament document (api.md) as a new tournament of the
/// caller. Validated whole first: an inconsistent document is refused with
/// the place named, and nothing is written.
#[utoipa::path(operation_id = "import_tournament", tag = "tournaments", request_body = DocumentSchema, security(("api_key" = [])), responses(
    (status = 201, description = "Imported (`Location`: the new tournament); `warnings`: `duplicate_name`", body = TournamentImported,
        headers(("Location" = String, description = "The new tournament"))),
    (status = 400, description = "Malformed JSON", body = Problem, content_type = "application/problem+json"),
    (status = 413, description = "The document is larger than 16 MiB (`payload_too_large`)", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "An inconsistent document (`unknown_player`, `invalid_result`, …), located; `too_many_players` (over 8192) or `too_many_rounds` (over 30 Swiss rounds)", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/import")]
pub async fn import(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    caller: Caller,
    payload: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let body = super::read_body(&req, payload, crate::error::DOCUMENT_LIMIT).await?;
    let text = String::from_utf8(body.to_vec())
        .map_err(|_| ApiError::bad_request("malformed_json", detail!("error-body-not-utf8")))?;
    let lang = i18n::of_request(&req);
    let t = blocking(move || service::tournaments::import(&pool, &caller, &text, lang)).await?;
    Ok(created(format!("/api/v1/tournaments/{}", t.tournament.id)).json(t))
}

//! Standings and export.

use actix_web::http::header::{self, ContentType};
use actix_web::{HttpRequest, HttpResponse, get, web};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::api_types::DocumentSchema;
use crate::auth::MaybeCaller;
use crate::db::DbPool;
use crate::error::{ApiError, Problem};
use crate::service;
use crate::wire::{StandingsQuery, StandingsResponse};

use super::blocking;

/// Registers the standings routes.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(standings).service(export);
}

fn wants_csv(req: &HttpRequest) -> bool {
    req.headers()
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|m| m.trim().starts_with("text/csv")))
}

/// Standings with the MTR tiebreakers (JSON, or CSV with `Accept: text/csv`).
#[utoipa::path(operation_id = "get_standings", tag = "standings",
    params(("tid" = String, Path, description = "Tournament id"), StandingsQuery), responses(
    (status = 200, description = "The standings, in rank order (CSV with `Accept: text/csv`)",
        content((StandingsResponse = "application/json"), (String = "text/csv"))),
    (status = 400, description = "Invalid query", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`round_not_completed`: after_round has results missing", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`round_not_found`: after_round is after the last round", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/standings")]
pub async fn standings(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    path: web::Path<String>,
    query: web::Query<StandingsQuery>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let q = query.into_inner();
    let s = blocking(move || service::standings::standings(&pool, &tid, &q)).await?;
    if wants_csv(&req) {
        return Ok(HttpResponse::Ok()
            .content_type("text/csv; charset=utf-8")
            .body(s.to_csv()));
    }
    Ok(HttpResponse::Ok().content_type(ContentType::json()).json(s))
}

/// The whole tournament as a document (api.md "The tournament document"):
/// what `planesforge standings FILE` reads. Rounds still being paired only
/// for the owner.
#[utoipa::path(operation_id = "export_tournament", tag = "standings", params(("tid" = String, Path, description = "Tournament id")), responses(
    (status = 200, description = "The tournament document", body = DocumentSchema),
    (status = 401, description = "An unknown API key was sent", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/export")]
pub async fn export(
    pool: web::Data<DbPool>,
    caller: MaybeCaller,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let doc = blocking(move || service::standings::export(&pool, caller.0.as_ref(), &tid)).await?;
    Ok(HttpResponse::Ok().json(doc))
}

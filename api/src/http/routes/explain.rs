//! Why a table was paired so, why a player ranks where they do
//! (RULES.md §2, §4, §5), in the caller's language.

use actix_web::{HttpRequest, HttpResponse, get, web};

use crate::http::auth::MaybeCaller;
use crate::http::dto::explain::{
    ExplainQuery, RoundExplanationResponse, StandingsExplanationResponse,
};
use crate::http::error::{ApiError, Problem};
use crate::http::lang;
use crate::service;
use crate::store::DbPool;

use super::blocking;

/// Explain a round's pairings
///
/// The reasons of every table of a Swiss round (score groups, floats,
/// slide kept or the rematch that changed it, forced rematches, the bye),
/// structured and as sentences. Language: `?lang=`, else
/// `Accept-Language`, else English. 404 for a round in `pairing` unless
/// the caller owns the tournament.
#[utoipa::path(operation_id = "explain_round", tag = "rounds", params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number, from 1"),
    ("Accept-Language" = Option<String>, Header, description = "Preferred languages, with q-values"),
    ExplainQuery), responses(
    (status = 200, description = "The round's explanation", body = RoundExplanationResponse),
    (status = 401, description = "An unknown API key was sent", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or round", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`not_swiss_round`: a playoff round", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/rounds/{n}/explain")]
pub async fn round(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    caller: MaybeCaller,
    path: web::Path<(String, u32)>,
    query: web::Query<ExplainQuery>,
) -> Result<HttpResponse, ApiError> {
    let (tid, n) = path.into_inner();
    let lang = lang::negotiate(query.lang.as_deref(), &req);
    let e =
        blocking(move || service::explain::round(&pool, caller.0.as_ref(), &tid, n, lang)).await?;
    Ok(HttpResponse::Ok().json(e))
}

/// Explain the standings' order
///
/// For each pair of adjacent players with equal match points, the
/// tiebreaker that separated them (exact fractions and 4 decimals) or the
/// fixed order, structured and as sentences.
#[utoipa::path(operation_id = "explain_standings", tag = "standings", params(
    ("tid" = String, Path, description = "Tournament id"),
    ("Accept-Language" = Option<String>, Header, description = "Preferred languages, with q-values"),
    ExplainQuery), responses(
    (status = 200, description = "The standings' explanation", body = StandingsExplanationResponse),
    (status = 400, description = "Invalid query", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`round_not_completed`: after_round has results missing", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`unknown_round`: after_round is after the last round", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/standings/explain")]
pub async fn standings(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    _caller: MaybeCaller,
    path: web::Path<String>,
    query: web::Query<ExplainQuery>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let lang = lang::negotiate(query.lang.as_deref(), &req);
    let after = query.after_round;
    let e = blocking(move || service::explain::standings(&pool, &tid, after, lang)).await?;
    Ok(HttpResponse::Ok().json(e))
}

//! The player's writes (RULES.md §12), with their code
//! (`Authorization: Player <code>`): report, confirm, drop.

use actix_web::http::header;
use actix_web::{HttpResponse, post, web};

use crate::http::dto::reports::{MyReport, Report};
use crate::http::dto::types::Player;
use crate::http::error::{ApiError, Problem};
use crate::http::player_auth::PlayerAuth;
use crate::service;
use crate::store::DbPool;

use super::{Body, blocking};

/// Report my result
///
/// The result of the player's match in the current round (the latest
/// published round), `wins-losses-draws` from the player's own side. Once
/// the opponent reported the same result (from their side) or confirms
/// it, it is entered exactly as the organizer's entry; two different
/// reports make the match `disputed` for the organizer. A player may
/// change their report until the opponent answered it.
#[utoipa::path(operation_id = "report_my_result", tag = "players", security(("player_code" = [])),
    request_body = Report, responses(
    (status = 200, description = "The match's reports, from the player's side", body = MyReport),
    (status = 401, description = "No code, or not a player's code", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`tournament_finished`, `self_reporting_off`, `no_open_match`, `result_already_entered` or `report_disputed`", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`invalid_result`, `playoff_draw` or `bye_has_no_result`", body = Problem, content_type = "application/problem+json"),
))]
#[post("/me/report")]
pub async fn report(
    pool: web::Data<DbPool>,
    who: PlayerAuth,
    body: Body<Report>,
) -> Result<HttpResponse, ApiError> {
    let result = body.into_inner().into();
    let who = who.0;
    let out = blocking(move || {
        service::reports::report(&pool, &who.tournament_id, &who.player_id, result)
    })
    .await?;
    Ok(HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(out))
}

/// Confirm my opponent's report
///
/// The player agrees with the result their opponent reported: it is
/// entered exactly as the organizer's entry.
#[utoipa::path(operation_id = "confirm_my_result", tag = "players", security(("player_code" = [])),
    responses(
    (status = 200, description = "The match's reports, from the player's side", body = MyReport),
    (status = 401, description = "No code, or not a player's code", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`tournament_finished`, `self_reporting_off`, `no_open_match`, `nothing_to_confirm`, `own_report`, `result_already_entered` or `report_disputed`", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`bye_has_no_result`", body = Problem, content_type = "application/problem+json"),
))]
#[post("/me/confirm")]
pub async fn confirm(pool: web::Data<DbPool>, who: PlayerAuth) -> Result<HttpResponse, ApiError> {
    let who = who.0;
    let out =
        blocking(move || service::reports::confirm(&pool, &who.tournament_id, &who.player_id))
            .await?;
    Ok(HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(out))
}

/// Drop myself
///
/// The player leaves the tournament from the next round on (a player with
/// a table in the current round keeps it, the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control)); audit-logged with
/// the player as the actor.
#[utoipa::path(operation_id = "drop_myself", tag = "players", security(("player_code" = [])),
    responses(
    (status = 200, description = "The player, dropped", body = Player),
    (status = 401, description = "No code, or not a player's code", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`tournament_finished`, `self_reporting_off` or `player_already_dropped`", body = Problem, content_type = "application/problem+json"),
))]
#[post("/me/drop")]
pub async fn drop_myself(
    pool: web::Data<DbPool>,
    who: PlayerAuth,
) -> Result<HttpResponse, ApiError> {
    let who = who.0;
    let out =
        blocking(move || service::reports::self_drop(&pool, &who.tournament_id, &who.player_id))
            .await?;
    Ok(HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(Player::from(out)))
}

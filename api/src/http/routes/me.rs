//! The player's own API (RULES.md §12), authenticated by their code
//! (`Authorization: Player <code>`).

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, web};

use crate::http::dto::codes::Me;
use crate::http::error::{ApiError, Problem};
use crate::http::player_auth::PlayerAuth;
use crate::store::DbPool;
use crate::{http::lang, service};

use super::blocking;

/// The player's own view
///
/// What the player with this code sees: the tournament, themselves, their
/// line of the public standings, their table and opponent in the current
/// round (the latest published one), and why, in words (`?lang=`, else
/// the tournament's language, else `Accept-Language`). Nothing the public
/// cannot read. Not cached (`Cache-Control: no-store`).
#[utoipa::path(operation_id = "get_me", tag = "players", security(("player_code" = [])),
    params(("lang" = Option<String>, Query, description = "The language of the sentences in `why`")),
    responses(
    (status = 200, description = "The player's view", body = Me),
    (status = 401, description = "No code, or `player_code_unknown`: the code is not a player's (malformed, unknown and rotated codes get this same answer)", body = Problem, content_type = "application/problem+json"),
    (status = 429, description = "Too many failed code look-ups from this address or with this code prefix (`rate_limited`, `Retry-After`)", body = Problem, content_type = "application/problem+json"),
))]
#[get("/me")]
pub async fn get_me(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    who: PlayerAuth,
) -> Result<HttpResponse, ApiError> {
    let requested = lang::requested(&req);
    let fallback = lang::negotiate(None, &req);
    let view = blocking(move || service::me::view(&pool, &who.0, requested, fallback)).await?;
    Ok(HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(Me::from(view)))
}

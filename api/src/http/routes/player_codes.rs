//! The organizer's side of player codes (RULES.md §12): rotation and the
//! printable code slips.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, post, web};

use crate::http::auth::Caller;
use crate::http::dto::codes::{PlayerCode, page_link};
use crate::http::error::{ApiError, Problem};
use crate::http::player_page::base_url;
use crate::service::codes::CodeKey;
use crate::store::DbPool;
use crate::{http::lang, http::print, service};

use super::blocking;

/// Rotate a player's code
///
/// A new secret code for the player (owner only): the old code stops
/// working at once, on every server. The answer is the only place the new
/// code is shown (the code slips print it again). Audit-logged
/// `player_code_rotated` without the code. Refused once the tournament is
/// finished (the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control)).
#[utoipa::path(operation_id = "rotate_player_code", tag = "players", security(("api_key" = [])),
    params(("tid" = String, Path, description = "Tournament id"), ("pid" = String, Path, description = "Player id")),
    responses(
    (status = 200, description = "The new code and the link to the player's page", body = PlayerCode),
    (status = 401, description = "No or unknown API key", body = Problem, content_type = "application/problem+json"),
    (status = 403, description = "Another organizer's tournament, or `player_code_forbidden` (a player's code)", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or player", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`tournament_finished`", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/{tid}/players/{pid}/code")]
pub async fn rotate(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    key: web::Data<CodeKey>,
    caller: Caller,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (tid, pid) = path.into_inner();
    let issued =
        blocking(move || service::players::rotate_code(&pool, &caller, &key, &tid, &pid)).await?;
    let mut out = PlayerCode::from(issued);
    out.link = page_link(&base_url(&req), &out.code);
    Ok(HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(out))
}

/// Print the code slips
///
/// One cut-out slip per player (owner only): name, tournament, the link to
/// the player's page, the short address to type the code at (the public
/// address + `/p`), the code in groups of four and a QR code of the link;
/// several slips per A4 page. Codes are derived again from what is stored; a player without
/// a code (registered before codes existed) or whose code was made under
/// another `PLANESFORGE_PLAYER_CODE_KEY` gets a slip saying to rotate it,
/// never a wrong code. In the language of `?lang=`, else the tournament's
/// `language`, else `Accept-Language`. Not cached (`Cache-Control: no-store`).
#[utoipa::path(operation_id = "print_code_slips", tag = "players", security(("api_key" = [])),
    params(("tid" = String, Path, description = "Tournament id"), print::LangQuery),
    responses(
    (status = 200, description = "The page", body = String, content_type = "text/html",
        example = json!("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">…<title>Friday Pauper — player codes</title>…</head><body>…<div class=\"slip\"><svg …>…</svg>…</div>…</body></html>\n")),
    (status = 401, description = "No or unknown API key", body = Problem, content_type = "application/problem+json"),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/players/codes/print")]
pub async fn print_slips(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    key: web::Data<CodeKey>,
    caller: Caller,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    slips_page(req, pool, key, caller, path.into_inner(), None).await
}

/// Print one player's code slip
///
/// The slip of one player alone (owner only), for a late entry or a lost
/// slip: the same slip as on the sheet of all (name, tournament, link,
/// the short address to type the code at, the code in groups of four, a
/// QR code of the link). Not cached (`Cache-Control: no-store`). The book:
/// [Player codes](/book/en/player-codes.html).
#[utoipa::path(operation_id = "print_code_slip", tag = "players", security(("api_key" = [])),
    params(("tid" = String, Path, description = "Tournament id"), ("pid" = String, Path, description = "Player id"), print::LangQuery),
    responses(
    (status = 200, description = "The page", body = String, content_type = "text/html",
        example = json!("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">…<title>Friday Pauper — player codes</title>…</head><body>…<div class=\"slip\"><svg …>…</svg>…</div>…</body></html>\n")),
    (status = 401, description = "No or unknown API key", body = Problem, content_type = "application/problem+json"),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or player (`player_not_found`)", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/players/{pid}/code/print")]
pub async fn print_slip(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    key: web::Data<CodeKey>,
    caller: Caller,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (tid, pid) = path.into_inner();
    slips_page(req, pool, key, caller, tid, Some(pid)).await
}

/// The slips of tournament `tid` (of player `only` alone, if given), for
/// `caller` (the API's key, or the console's session).
pub(crate) async fn slips_page(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    key: web::Data<CodeKey>,
    caller: Caller,
    tid: String,
    only: Option<String>,
) -> Result<HttpResponse, ApiError> {
    let pid = only.clone();
    let (t, slips) =
        blocking(move || service::players::code_slips(&pool, &caller, &key, &tid, pid.as_deref()))
            .await?;
    let setting = t.language.as_deref().and_then(crate::i18n::Lang::from_code);
    let lang = lang::of_request_or(&req, setting);
    let page = crate::http::player_page::slips_html(
        &t.name,
        &slips,
        &base_url(&req),
        lang,
        only.as_deref(),
    )?;
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_LANGUAGE, lang.code()))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((header::REFERRER_POLICY, "no-referrer"))
        .content_type("text/html; charset=utf-8")
        .body(page))
}

//! Top cut, playoff bracket and cut-line advice (RULES.md §8, §10).

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::http::auth::{Caller, MaybeCaller};
use crate::http::dto::playoff::{CutLineQuery, CutLineView, NewTopCut, TopCutCreated, TopCutView};
use crate::http::error::{ApiError, Problem};
use crate::http::{bracket, etag, lang, print};
use crate::service;
use crate::store::DbPool;

use super::{Body, blocking, created};

/// Registers the top-cut routes.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(create)
        .service(get_bracket)
        .service(print_bracket)
        .service(cut_line);
}

/// Make the top cut
///
/// Make the top cut: the top `size` active players of the final Swiss
/// standings, seeded 1–8, 4–5, 2–7, 3–6 (the same fold for any size); the
/// first playoff round is created in state `pairing`. Later playoff rounds
/// come from `POST …/rounds`; the final's result finishes the tournament.
#[utoipa::path(operation_id = "create_top_cut", tag = "top cut", security(("api_key" = [])),
    params(("tid" = String, Path, description = "Tournament id")), request_body = NewTopCut, responses(
    (status = 201, description = "The bracket, the first playoff round and `warnings` (`cut_not_recommended`); `Location`: the bracket", body = TopCutCreated,
        headers(("Location" = String, description = "The bracket (`GET …/top-cut`)"))),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`top_cut_exists`", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`invalid_cut_size` (not a power of two ≥ 2), `swiss_unfinished` (latest round not completed or fewer rounds than planned), `not_enough_players_for_cut`", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/{tid}/top-cut")]
pub async fn create(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<String>,
    body: Body<NewTopCut>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let size = body.into_inner().size;
    let location = format!("/api/v1/tournaments/{tid}/top-cut");
    let cut = blocking(move || service::topcut::create(&pool, &caller, &tid, size)).await?;
    Ok(created(location).json(TopCutCreated::from(cut)))
}

/// Get the playoff bracket
///
/// The bracket: seeds, matches per playoff round with results and winners,
/// the champion once the final is played.
#[utoipa::path(operation_id = "get_top_cut", tag = "top cut",
    params(("tid" = String, Path, description = "Tournament id")), responses(
    (status = 200, description = "The bracket (with an `ETag`)", body = TopCutView),
    (status = 304, description = "Not modified since the `If-None-Match` tag"),
    (status = 401, description = "An unknown API key was sent", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament; `top_cut_not_found` before the cut (once it exists, everyone sees the seeds; a playoff round in `pairing` only its owner, as any round)", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/top-cut")]
pub async fn get_bracket(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    caller: MaybeCaller,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    // The owner also sees a playoff round in `pairing`: a tag per audience.
    let tag = etag::current(&pool, &tid, caller.0.as_ref(), true, &req).await?;
    if tag.matches(&req) {
        return Ok(tag.not_modified());
    }
    let view = blocking(move || service::topcut::get(&pool, caller.0.as_ref(), &tid)).await?;
    Ok(tag.headers(&mut HttpResponse::Ok()).json(view))
}

/// Print the bracket
///
/// The playoff bracket as a poster (HTML, no script) for a landscape A4
/// or A3 page (`paper`): a column per playoff round (quarterfinals,
/// semifinals, final …) with the seeds, results and winners, and the
/// champion once the final is played (the book: [The bracket poster](/book/en/integration.html#bracket-poster)).
/// Public, as the printed standings: what everyone sees of the bracket
/// (`GET …/top-cut` without a key).
#[utoipa::path(operation_id = "print_top_cut", tag = "top cut",
    params(("tid" = String, Path, description = "Tournament id"), bracket::PosterQuery), responses(
    (status = 200, description = "The page (with a weak `ETag`: the printing time changes, the content does not), in the language of `?lang=`, else the tournament's `language`, else `Accept-Language`, else English (`Content-Language`)", body = String, content_type = "text/html",
        example = json!("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Friday Pauper — Top 8 bracket</title>…</head><body>…<div class=\"bracket\">…</div>…</body></html>\n")),
    (status = 304, description = "Not modified since the `If-None-Match` tag"),
    (status = 400, description = "`invalid_query`: an unknown `paper`", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament; `top_cut_not_found` before the cut", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`playoff_not_a_bracket`: an imported playoff that no bracket explains", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/top-cut/print")]
pub async fn print_bracket(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    _caller: MaybeCaller,
    path: web::Path<String>,
    query: web::Query<bracket::PosterQuery>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let tag = etag::current(&pool, &tid, None, false, &req)
        .await?
        .localized(&req);
    if tag.matches(&req) {
        return Ok(tag.not_modified());
    }
    // Everyone's view, as the printed standings: no key needed, none used.
    let sheet = blocking(move || service::topcut::bracket_sheet(&pool, None, &tid)).await?;
    let lang = lang::of_request_or(&req, sheet.language);
    let head = print::PrintHeader::new(lang, chrono::Utc::now(), &sheet.event);
    let page = bracket::poster_html(&sheet, query.paper.unwrap_or_default(), &head)?;
    Ok(tag
        .headers(&mut HttpResponse::Ok())
        .insert_header((header::CONTENT_LANGUAGE, lang.code()))
        .content_type("text/html; charset=utf-8")
        .body(page))
}

/// Cut-line advice
///
/// Cut-line and intentional-draw advice for the round about to be played:
/// the latest round while it is not completed (in `pairing` only for the
/// owner). Match points only, worst case over the other tables, ties
/// against the player (the book: [Cut-line advice](/book/en/integration.html#top-cut)).
#[utoipa::path(operation_id = "get_cut_line", tag = "top cut",
    params(("tid" = String, Path, description = "Tournament id"), CutLineQuery), responses(
    (status = 200, description = "Every seated player's status, numbers and reason", body = CutLineView),
    (status = 400, description = "`invalid_query`: size missing or not a number", body = Problem, content_type = "application/problem+json"),
    (status = 401, description = "An unknown API key was sent", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`no_round_to_advise` (no round, or the latest is completed: pair the next one), `top_cut_started`", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`invalid_cut_size`", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/cut-line")]
pub async fn cut_line(
    pool: web::Data<DbPool>,
    caller: MaybeCaller,
    path: web::Path<String>,
    query: web::Query<CutLineQuery>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let size = query.into_inner().size;
    let view =
        blocking(move || service::topcut::cut_line(&pool, caller.0.as_ref(), &tid, size)).await?;
    Ok(HttpResponse::Ok().json(view))
}

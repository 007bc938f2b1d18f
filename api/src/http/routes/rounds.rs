//! Rounds and results (RULES.md §6).

use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, delete, get, post, put, web};

use crate::http::auth::{Caller, MaybeCaller};
use crate::http::dto::reports::RoundQuery;
use crate::http::dto::types::{
    PageQuery, ResultRequest, Round, RoundList, SwapPlayers, SwapTables,
};
use crate::http::error::{ApiError, Problem};
use crate::http::round_bodies::{RoundBodies, Which};
use crate::http::{etag, lang, prefer, print};
use crate::service;
use crate::store::DbPool;

use super::{Body, blocking, created};

/// Pair the next round
///
/// Pair the next Swiss round (state `pairing`, visible to the owner only).
#[utoipa::path(operation_id = "pair_next_round", tag = "rounds", security(("api_key" = [])),
    params(("tid" = String, Path, description = "Tournament id")), responses(
    (status = 201, description = "The new round (`Location`: the round)", body = Round,
        headers(("Location" = String, description = "The new round"))),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`round_not_completed`: the latest round has results missing", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`not_enough_players`, or `too_many_rounds` (30 Swiss rounds already paired)", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/{tid}/rounds")]
pub async fn create(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let location = format!("/api/v1/tournaments/{tid}/rounds");
    let round = blocking(move || service::rounds::create(&pool, &caller, &tid)).await?;
    Ok(created(format!("{location}/{}", round.number)).json(Round::from(round)))
}

/// List rounds
///
/// The rounds (those in state `pairing` only for the owner), in order
/// (`limit` default 20, max 100; `cursor`: the `next_cursor` of the
/// previous page).
#[utoipa::path(operation_id = "list_rounds", tag = "rounds",
    params(("tid" = String, Path, description = "Tournament id"), PageQuery), responses(
    (status = 200, description = "One page of rounds, in order (with an `ETag`)", body = RoundList),
    (status = 304, description = "Not modified since the `If-None-Match` tag"),
    (status = 400, description = "Invalid limit or cursor", body = Problem, content_type = "application/problem+json"),
    (status = 401, description = "An unknown API key was sent", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/rounds")]
pub async fn list(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    caller: MaybeCaller,
    path: web::Path<String>,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let tag = etag::current(&pool, &tid, caller.0.as_ref(), true, &req).await?;
    if tag.matches(&req) {
        return Ok(tag.not_modified());
    }
    let list = blocking(move || {
        let query = query.into_inner();
        service::rounds::list(
            &pool,
            caller.0.as_ref(),
            &tid,
            query.limit,
            query.cursor.as_deref(),
        )
    })
    .await?;
    Ok(tag
        .headers(&mut HttpResponse::Ok())
        .json(RoundList::from(list)))
}

/// Get a round
///
/// One round (404 for a round in `pairing` unless the caller owns it);
/// its pairings as CSV with `Accept: text/csv` (one record per table,
/// player ids and names, the result from `player_a`'s side).
#[utoipa::path(operation_id = "get_round", tag = "rounds", params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number, from 1"), RoundQuery), responses(
    (status = 200, description = "The round (with an `ETag`); CSV with `Accept: text/csv`; the owner sees each table's `report_state` and `reports`",
        content((Round = "application/json"), (String = "text/csv", example = json!("table,player_a_id,player_a,player_b_id,player_b,bye,wins,losses,draws\r\n1,9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c,Ana,1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b,Bo,false,2,1,0\r\n2,7c6b5a49-3827-4165-9f8e-7d6c5b4a3928,Cy,,,true,,,\r\n")))),
    (status = 304, description = "Not modified since the `If-None-Match` tag"),
    (status = 401, description = "An unknown API key was sent", body = Problem, content_type = "application/problem+json"),
    (status = 403, description = "`report_state` asked by someone else than the owner", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or round", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/rounds/{n}")]
pub async fn get(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    bodies: web::Data<RoundBodies>,
    caller: MaybeCaller,
    path: web::Path<(String, u32)>,
    query: web::Query<RoundQuery>,
) -> Result<HttpResponse, ApiError> {
    let report_state = query.into_inner().report_state;
    let (tid, n) = path.into_inner();
    let (tag, version, owner) =
        etag::current_audience(&pool, &tid, caller.0.as_ref(), true, &req).await?;
    if tag.matches(&req) {
        return Ok(tag.not_modified());
    }
    if super::accepts(&req, "text/csv") {
        let sheet =
            blocking(move || service::views::round_sheet(&pool, caller.0.as_ref(), &tid, n))
                .await?;
        return Ok(tag
            .headers(&mut HttpResponse::Ok())
            .content_type("text/csv; charset=utf-8")
            .body(print::round_csv(&sheet)?));
    }
    let body = match report_state {
        // A filtered view (the owner's, RULES.md §12) is rendered for the
        // request: the cache (http/round_bodies.rs) keeps whole rounds.
        Some(state) => {
            let round = blocking(move || {
                service::rounds::get(&pool, caller.0.as_ref(), &tid, n, Some(state))
            })
            .await?;
            Bytes::from(serde_json::to_vec(&Round::from(round))?)
        }
        // Serialized once per version and audience.
        None => {
            let (_, body) = blocking(move || {
                bodies.get_or_render(
                    &tid,
                    version,
                    owner,
                    Which::Number(n),
                    chrono::Utc::now().timestamp(),
                    || {
                        let round = service::rounds::get(&pool, caller.0.as_ref(), &tid, n, None)?;
                        Ok((n, Bytes::from(serde_json::to_vec(&Round::from(round))?)))
                    },
                )
            })
            .await?;
            body
        }
    };
    Ok(tag
        .headers(&mut HttpResponse::Ok())
        .content_type("application/json")
        .body(body))
}

/// Print a round's pairings
///
/// A printable page of a round's pairings (HTML, no script), by table or
/// by player name; or, with `sheet=slips`, the round's match result slips:
/// one per table in table order (table number, both names, boxes for the
/// games each player won, lost and drew, a signature line for each, the
/// player's page address), six to an A4 page with cut lines; the bye gets
/// no slip, its result is given (the book: [Match result slips](/book/en/integration.html#result-slips)). A round in `pairing`
/// only for its owner.
#[utoipa::path(operation_id = "print_round", tag = "rounds", params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number, from 1"), print::PrintQuery), responses(
    (status = 200, description = "The page (with a weak `ETag`: the printing time changes, the content does not), in the language of `?lang=`, else the tournament's `language`, else `Accept-Language`, else English (`Content-Language`)", body = String, content_type = "text/html",
        example = json!("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Friday Pauper – round 1</title>…</head><body>…<table>…</table></body></html>\n")),
    (status = 304, description = "Not modified since the `If-None-Match` tag"),
    (status = 400, description = "`invalid_query`: an unknown `sheet` or `sort`", body = Problem, content_type = "application/problem+json"),
    (status = 401, description = "An unknown API key was sent", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or round", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/rounds/{n}/print")]
pub async fn print_round(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    caller: MaybeCaller,
    path: web::Path<(String, u32)>,
    query: web::Query<print::PrintQuery>,
) -> Result<HttpResponse, ApiError> {
    let (tid, n) = path.into_inner();
    let tag = etag::current(&pool, &tid, caller.0.as_ref(), true, &req)
        .await?
        .localized(&req);
    if tag.matches(&req) {
        return Ok(tag.not_modified());
    }
    let sheet =
        blocking(move || service::views::round_sheet(&pool, caller.0.as_ref(), &tid, n)).await?;
    let lang = lang::of_request_or(&req, sheet.language);
    let head = print::PrintHeader::new(lang, chrono::Utc::now(), &sheet.event);
    let page = match query.sheet.unwrap_or_default() {
        print::PrintSheet::Pairings => {
            print::round_html(&sheet, query.sort.unwrap_or_default(), &head)?
        }
        print::PrintSheet::Slips => {
            print::slips_html(&sheet, &head, &crate::http::player_page::base_url(&req))?
        }
    };
    Ok(tag
        .headers(&mut HttpResponse::Ok())
        .insert_header((header::CONTENT_LANGUAGE, lang.code()))
        .content_type("text/html; charset=utf-8")
        .body(page))
}

/// Delete a round being paired
///
/// Delete the latest round while it is in `pairing`.
#[utoipa::path(operation_id = "delete_round", tag = "rounds", security(("api_key" = [])), params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number")), responses(
    (status = 204, description = "Deleted"),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or round", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`round_published` or `round_not_latest`", body = Problem, content_type = "application/problem+json"),
))]
#[delete("/tournaments/{tid}/rounds/{n}")]
pub async fn delete(
    pool: web::Data<DbPool>,
    // Before the key: `DELETE …/rounds/current` is that path's 405 and a
    // round number that does not parse is 400, whoever asks.
    path: web::Path<(String, u32)>,
    caller: Caller,
) -> Result<HttpResponse, ApiError> {
    let (tid, n) = path.into_inner();
    blocking(move || service::rounds::delete(&pool, &caller, &tid, n)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Re-pair a round
///
/// Re-pair a round in `pairing` (same history, same round).
#[utoipa::path(operation_id = "repair_round", tag = "rounds", security(("api_key" = [])), params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number")), responses(
    (status = 200, description = "The recomputed round", body = Round),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or round", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`round_published`: pairings are fixed", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/{tid}/rounds/{n}/repair")]
pub async fn repair(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<(String, u32)>,
) -> Result<HttpResponse, ApiError> {
    let (tid, n) = path.into_inner();
    let round = blocking(move || service::rounds::repair(&pool, &caller, &tid, n)).await?;
    Ok(HttpResponse::Ok().json(Round::from(round)))
}

/// Swap two players
///
/// Swap two players between tables (they exchange opponents).
#[utoipa::path(operation_id = "swap_players", tag = "rounds", security(("api_key" = [])), request_body = SwapPlayers, params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number")), responses(
    (status = 200, description = "The changed round", body = Round),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament, round or player", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`round_published`: pairings are fixed", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`same_player`, `same_table`, `player_not_in_round`", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/{tid}/rounds/{n}/swap-players")]
pub async fn swap_players(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<(String, u32)>,
    body: Body<SwapPlayers>,
) -> Result<HttpResponse, ApiError> {
    let (tid, n) = path.into_inner();
    let input = body.into_inner();
    let round =
        blocking(move || service::rounds::swap_players(&pool, &caller, &tid, n, input)).await?;
    Ok(HttpResponse::Ok().json(Round::from(round)))
}

/// Swap two tables
///
/// Swap two table numbers (not the bye's).
#[utoipa::path(operation_id = "swap_tables", tag = "rounds", security(("api_key" = [])), request_body = SwapTables, params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number")), responses(
    (status = 200, description = "The changed round", body = Round),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or round", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`round_published`: pairings are fixed", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`same_table`, `unknown_table` (no such table in the round), `bye_table`", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/{tid}/rounds/{n}/swap-tables")]
pub async fn swap_tables(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<(String, u32)>,
    body: Body<SwapTables>,
) -> Result<HttpResponse, ApiError> {
    let (tid, n) = path.into_inner();
    let input = body.into_inner();
    let round =
        blocking(move || service::rounds::swap_tables(&pool, &caller, &tid, n, input)).await?;
    Ok(HttpResponse::Ok().json(Round::from(round)))
}

/// Publish a round
///
/// Publish a round: its pairings become fixed and visible to everyone.
#[utoipa::path(operation_id = "publish_round", tag = "rounds", security(("api_key" = [])), params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number")), responses(
    (status = 200, description = "The published round", body = Round),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or round", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`round_published`: already published", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/{tid}/rounds/{n}/publish")]
pub async fn publish(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<(String, u32)>,
) -> Result<HttpResponse, ApiError> {
    let (tid, n) = path.into_inner();
    let round = blocking(move || service::rounds::publish(&pool, &caller, &tid, n)).await?;
    Ok(HttpResponse::Ok().json(Round::from(round)))
}

/// Unpublish a round
///
/// Take a published round back to `pairing` (the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control) "publish"),
/// for instance when a wrong result of the previous round or a missing
/// player is noticed after publishing. Allowed while no table of the round
/// has a result, a player's report or a confirmation; re-pair, swaps and
/// delete then work again, the round's clock goes back to not started, and
/// everyone else stops seeing the round (`rounds/current`, the player's
/// page and the screen wait for pairings again). Audit-logged
/// `round_unpublished`; sends `round.unpublished` (`{"round": n, "kind":
/// "swiss"}`) to webhooks and every event stream, public ones included.
/// With results in, remove them first (`DELETE …/tables/{table}/result`)
/// or correct them instead.
#[utoipa::path(operation_id = "unpublish_round", tag = "rounds", security(("api_key" = [])), params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number")), responses(
    (status = 200, description = "The round, back in `pairing`", body = Round),
    (status = 401, description = "No valid API key", body = Problem, content_type = "application/problem+json"),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or round", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`round_has_results` (tables have results, reports or confirmations: remove those results first, or correct them), `round_not_published` (still `pairing`), `round_completed`, `tournament_finished`", body = Problem, content_type = "application/problem+json",
        example = json!({"type": "urn:planesforge:problem:round_has_results", "title": "Conflict", "status": 409, "code": "round_has_results", "detail": "round 2 cannot go back to pairing: results entered: 1, tables with a player's report or confirmation: 0. Remove those results first (removing a result also clears that table's reports), or correct them instead"})),
))]
#[post("/tournaments/{tid}/rounds/{n}/unpublish")]
pub async fn unpublish(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<(String, u32)>,
) -> Result<HttpResponse, ApiError> {
    let (tid, n) = path.into_inner();
    let round = blocking(move || service::rounds::unpublish(&pool, &caller, &tid, n)).await?;
    Ok(HttpResponse::Ok().json(Round::from(round)))
}

/// Remove a result
///
/// Remove a table's result, and its players' reports and confirmations,
/// while the round is `published` (the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control)): a result entered at the
/// wrong table, or before unpublishing the round. A completed round's
/// results are corrected (`PUT`), not removed. Audit-logged
/// `result_removed` with the result before; sends `standings.updated`
/// (`{"round": n, "table": t, "result": null, "removed": true}`) when a
/// result was removed. A table without a result or report is left as it
/// is.
#[utoipa::path(operation_id = "remove_result", tag = "rounds", security(("api_key" = [])), params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number"),
    ("table" = u32, Path, description = "Table number")), responses(
    (status = 200, description = "The round without that result", body = Round),
    (status = 401, description = "No valid API key", body = Problem, content_type = "application/problem+json"),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament, round or table", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`round_completed` (correct the result instead), `round_not_published`, `tournament_finished`", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`bye_has_no_result`", body = Problem, content_type = "application/problem+json"),
))]
#[delete("/tournaments/{tid}/rounds/{n}/tables/{table}/result")]
pub async fn remove_result(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<(String, u32, u32)>,
) -> Result<HttpResponse, ApiError> {
    let (tid, n, table) = path.into_inner();
    let round =
        blocking(move || service::rounds::remove_result(&pool, &caller, &tid, n, table)).await?;
    Ok(HttpResponse::Ok().json(Round::from(round)))
}

/// Enter a result
///
/// Enter or correct a table's result, from `player_a`'s side, or enter a
/// double loss (`{"double_loss": true}`: both players lose, a Swiss round
/// only). The last result completes the round.
#[utoipa::path(operation_id = "put_result", tag = "rounds", security(("api_key" = [])), request_body = ResultRequest, params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number"),
    ("table" = u32, Path, description = "Table number"),
    ("Prefer" = Option<String>, Header, nullable = false, description = "`return=minimal` (RFC 7240; among other preferences, any case): answer `204` without a body instead of the round. The write is the same. `return=representation`, or none, is the `200`")), responses(
    (status = 200, description = "The updated round", body = Round),
    (status = 204, description = "Stored (`Prefer: return=minimal`): no body", headers(
        ("Preference-Applied" = String, description = "`return=minimal`"))),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament, round or table", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`round_not_published` or `round_frozen` (a later round exists)", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`invalid_result` (the book: [Match points and game points](/book/en/pairings-and-standings.html#points)), `playoff_draw`, `playoff_double_loss` (a playoff match needs a winner) or `bye_has_no_result`", body = Problem, content_type = "application/problem+json"),
))]
#[put("/tournaments/{tid}/rounds/{n}/tables/{table}/result")]
pub async fn put_result(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<(String, u32, u32)>,
    body: Body<ResultRequest>,
    written: web::Data<service::rounds::WrittenRounds>,
    tables: web::Data<crate::http::table_json::TableJson>,
) -> Result<HttpResponse, ApiError> {
    let (tid, n, table) = path.into_inner();
    let result = body.into_inner().into();
    // Minimal: neither the round's view nor its wire form nor its JSON is
    // built (see `service::rounds::Answer::Nothing`).
    let answer = if prefer::return_minimal(&req) {
        service::rounds::Answer::Nothing
    } else {
        service::rounds::Answer::Round
    };
    let body = blocking(move || {
        let round =
            service::rounds::put_result(&pool, &caller, &tid, n, table, result, &written, answer)
                .map_err(ApiError::from)?;
        // The tables the write did not change are copied from the last
        // answer (`http::table_json`).
        round
            .map(|round| tables.render(&tid, Round::from(round)))
            .transpose()
    })
    .await?;
    Ok(match body {
        Some(body) => HttpResponse::Ok()
            .content_type(actix_web::http::header::ContentType::json())
            .body(body),
        None => prefer::minimal(),
    })
}

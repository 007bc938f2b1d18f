//! Tournaments and their audit log.

use actix_web::{HttpRequest, HttpResponse, delete, get, patch, post, web};

use crate::detail;
use crate::http::auth::{Caller, MaybeCaller};
use crate::http::dto::types::{
    AuditPage, AuditQuery, DocumentSchema, NewTournament, Tournament, TournamentImported,
    TournamentPage, TournamentPatch, TournamentQuery,
};
use crate::http::error::{ApiError, Problem};
use crate::http::{etag, lang};
use crate::service;
use crate::service::Code;
use crate::store::DbPool;

use super::{Body, blocking, created};

/// Create a tournament
///
/// Create a tournament owned by the caller.
#[utoipa::path(operation_id = "create_tournament", tag = "tournaments", request_body = NewTournament, security(("api_key" = [])), responses(
    (status = 201, description = "Created (`Location`: the tournament)", body = Tournament,
        headers(("Location" = String, description = "The new tournament"))),
    (status = 422, description = "`invalid_name`, `invalid_planned_rounds` (1–30), `invalid_top_cut` (0, or a power of two ≥ 2) or `invalid_language` (not a code of `LanguageName`)", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments")]
pub async fn create(
    pool: web::Data<DbPool>,
    caller: Caller,
    body: Body<NewTournament>,
) -> Result<HttpResponse, ApiError> {
    let t =
        blocking(move || service::tournaments::create(&pool, &caller, body.into_inner().into()))
            .await?;
    Ok(created(format!("/api/v1/tournaments/{}", t.id)).json(Tournament::from(t)))
}

/// List tournaments
///
/// List tournaments, oldest first (`limit` default 20, max 100), or newest
/// first with `order=desc`; filtered by organizer (`organizer_id`: a store
/// lists its own events), `status` and creation time (`since`). A page's
/// `next_cursor` continues the same filters and order.
#[utoipa::path(operation_id = "list_tournaments", tag = "tournaments", params(TournamentQuery), responses(
    (status = 200, description = "One page", body = TournamentPage),
    (status = 400, description = "`invalid_query` (a limit of 0, or a `status`, `order` or `since` the list does not know: the detail names it) or `invalid_cursor`", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments")]
pub async fn list(
    pool: web::Data<DbPool>,
    _caller: MaybeCaller,
    query: web::Query<TournamentQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let page = blocking(move || service::tournaments::list(&pool, &query)).await?;
    Ok(HttpResponse::Ok().json(TournamentPage::from(page)))
}

/// Get a tournament
///
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
    _caller: MaybeCaller,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let tag = etag::current(&pool, &tid, None, false, &req).await?;
    if tag.matches(&req) {
        return Ok(tag.not_modified());
    }
    let t = blocking(move || service::tournaments::get(&pool, &tid)).await?;
    Ok(tag
        .headers(&mut HttpResponse::Ok())
        .json(Tournament::from(t)))
}

/// Edit a tournament
///
/// Edit a tournament: name, planned Swiss rounds, intended top cut,
/// language of the printed sheets (the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control)). Only the fields present change; each change is
/// audit-logged and sent as `tournament.updated`.
#[utoipa::path(operation_id = "update_tournament", tag = "tournaments", request_body = TournamentPatch, security(("api_key" = [])),
    params(("tid" = String, Path, description = "Tournament id")), responses(
    (status = 200, description = "The tournament as changed", body = Tournament),
    (status = 401, description = "No valid API key", body = Problem, content_type = "application/problem+json"),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`tournament_finished`; `top_cut_started` (planned rounds and cut are fixed once the cut exists); `planned_rounds_below_paired`", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`invalid_name`, `invalid_planned_rounds`, `invalid_top_cut` or `invalid_language`", body = Problem, content_type = "application/problem+json"),
))]
#[patch("/tournaments/{tid}")]
pub async fn update(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<String>,
    body: Body<TournamentPatch>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let t = blocking(move || {
        service::tournaments::update(&pool, &caller, &tid, body.into_inner().into())
    })
    .await?;
    Ok(HttpResponse::Ok().json(Tournament::from(t)))
}

/// Delete a tournament
///
/// Delete a tournament with its rounds, players, audit log and pending
/// webhook deliveries; `tournament.deleted` is sent first (the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control)).
#[utoipa::path(operation_id = "delete_tournament", tag = "tournaments", security(("api_key" = [])),
    params(("tid" = String, Path, description = "Tournament id")), responses(
    (status = 204, description = "Deleted"),
    (status = 401, description = "No valid API key", body = Problem, content_type = "application/problem+json"),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`tournament_finished`: a finished tournament is kept as it is", body = Problem, content_type = "application/problem+json"),
))]
#[delete("/tournaments/{tid}")]
pub async fn delete_tournament(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    blocking(move || service::tournaments::delete(&pool, &caller, &tid)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Finish a tournament
///
/// Finish the tournament after its Swiss rounds, without a top cut
/// (the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control)): the latest round completed, the planned
/// rounds played, no cut planned. Sends `tournament.finished` once.
#[utoipa::path(operation_id = "finish_tournament", tag = "tournaments", security(("api_key" = [])),
    params(("tid" = String, Path, description = "Tournament id")), responses(
    (status = 200, description = "The finished tournament", body = Tournament),
    (status = 401, description = "No valid API key", body = Problem, content_type = "application/problem+json"),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`tournament_finished`; `top_cut_started` (the final finishes it); `top_cut_planned` (set `top_cut` to 0 first)", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`swiss_unfinished`: the latest round is not completed, or fewer rounds than planned were paired", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/{tid}/finish")]
pub async fn finish(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let t = blocking(move || service::tournaments::finish(&pool, &caller, &tid)).await?;
    Ok(HttpResponse::Ok().json(Tournament::from(t)))
}

/// Reopen a finished tournament
///
/// Reopen a finished tournament for corrections (the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control) "Finished is
/// final"): it returns to the state it finished from (`top_cut` when it
/// finished by its final, `swiss` when it finished after its Swiss
/// rounds), and corrections work as before. Finishing again (`finish`,
/// or correcting the final's result) sends a new `tournament.finished`
/// with the final standings derived again. Audit-logged
/// `tournament_reopened`; sends `tournament.reopened`. A tournament that
/// finished by itself on its last Swiss result (`top_cut: 0`) can so fix
/// a typo in that result.
#[utoipa::path(operation_id = "reopen_tournament", tag = "tournaments", security(("api_key" = [])),
    params(("tid" = String, Path, description = "Tournament id")), responses(
    (status = 200, description = "The reopened tournament (`status` `swiss` or `top_cut`)", body = Tournament),
    (status = 401, description = "No valid API key", body = Problem, content_type = "application/problem+json"),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`tournament_not_finished`: only a finished tournament can be reopened", body = Problem, content_type = "application/problem+json",
        example = json!({"type": "urn:planesforge:problem:tournament_not_finished", "title": "Conflict", "status": 409, "code": "tournament_not_finished", "detail": "the tournament is not finished (its state is swiss): only a finished tournament can be reopened"})),
))]
#[post("/tournaments/{tid}/reopen")]
pub async fn reopen(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let t = blocking(move || service::tournaments::reopen(&pool, &caller, &tid)).await?;
    Ok(HttpResponse::Ok().json(Tournament::from(t)))
}

/// Read the audit log
///
/// The audit log (owner only), oldest first (`limit` default 50, max 500),
/// optionally only the entries of one `action` and of one channel (`via`).
#[utoipa::path(operation_id = "get_audit_log", tag = "tournaments", security(("api_key" = [])),
    params(("tid" = String, Path, description = "Tournament id"), AuditQuery), responses(
    (status = 200, description = "One page of entries", body = AuditPage),
    (status = 400, description = "`invalid_query`: an `action` or `via` that is none of the values, or a malformed `cursor`", body = Problem, content_type = "application/problem+json"),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/audit-log")]
pub async fn audit_log(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<String>,
    query: web::Query<AuditQuery>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let query = query.into_inner();
    let page = blocking(move || service::audit::list(&pool, &caller, &tid, &query)).await?;
    Ok(HttpResponse::Ok().json(page))
}

/// Import a tournament document
///
/// Import a tournament document (the book: [The tournament document](/book/en/integration.html#tournament-document); format `planesforge-tournament/4`,
/// `/3`, `/2` or `/1`) as a new tournament of the caller. Validated whole by the
/// engine first (the book: [The bye](/book/en/pairings-and-standings.html#the-bye), [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control), [Top cut](/book/en/pairings-and-standings.html#top-cut), [Missed rounds](/book/en/pairings-and-standings.html#missed-rounds), [Round clock](/book/en/clock-and-screen.html)): an inconsistent document is
/// refused with the place named (`location`), and nothing is written.
/// Format /3 also restores the settings (language, self-reporting, clock
/// settings) and each round's clock, format /4 also double losses; every
/// player gets a new code.
#[utoipa::path(operation_id = "import_tournament", tag = "tournaments", request_body = DocumentSchema, security(("api_key" = [])), responses(
    (status = 201, description = "Imported (`Location`: the new tournament); `warnings`: `duplicate_name`", body = TournamentImported,
        headers(("Location" = String, description = "The new tournament"))),
    (status = 400, description = "Malformed JSON", body = Problem, content_type = "application/problem+json"),
    (status = 413, description = "The document is larger than 16 MiB (`payload_too_large`)", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "An inconsistent document, with its `location` (`field`, `round`, `table`, `player`): `unknown_player`, `player_twice_in_round`, `invalid_result`, `too_many_byes`, `empty_round`, `player_missing_from_round`, `paired_in_missed_round`, `invalid_missed_round`, `not_enough_players`, `invalid_round_state`, `invalid_cut_size`, `bracket_mismatch`, `playoff_after_final`, `not_enough_players_for_cut`, `swiss_unfinished`, `top_cut_mismatch`, `invalid_top_cut`, `invalid_planned_rounds`, …; format /3's settings and round clocks: `invalid_language`, `invalid_time_limit`, `invalid_extension`, `invalid_instant`, `inconsistent_clock`, `invalid_round_clock`, `unknown_table`, `bye_table`; `unsupported_format`, `malformed_document`; `too_many_players` (over 8192) or `too_many_rounds` (over 30 Swiss rounds)", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/import")]
pub async fn import(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    key: web::Data<crate::service::codes::CodeKey>,
    caller: Caller,
    payload: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let body = super::read_body(&req, payload, crate::http::error::DOCUMENT_LIMIT).await?;
    let text = String::from_utf8(body.to_vec())
        .map_err(|_| ApiError::new(Code::MalformedJson, detail!("error-body-not-utf8")))?;
    let lang = lang::of_request(&req);
    let t = blocking(move || service::document::import(&pool, &caller, &key, &text, lang)).await?;
    let mut out = TournamentImported::from(t);
    let base = crate::http::player_page::base_url(&req);
    for c in &mut out.player_codes {
        c.link = crate::http::dto::codes::page_link(&base, &c.code);
    }
    Ok(
        created(format!("/api/v1/tournaments/{}", out.tournament.id))
            .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
            .json(out),
    )
}

//! Players of a tournament.

use actix_web::{HttpRequest, HttpResponse, delete, get, patch, post, web};

use crate::http::auth::{Caller, MaybeCaller};
use crate::http::dto::codes::page_link;
use crate::http::dto::frontend::PlayerDetail;
use crate::http::dto::types::{
    BulkPlayers, NewPlayer, PageQuery, Player, PlayerCreated, PlayerFilter, PlayerList, PlayerPage,
    PlayerPatch,
};
use crate::http::error::{ApiError, Problem};
use crate::http::etag;
use crate::http::player_page::base_url;
use crate::service::codes::CodeKey;
use crate::store::DbPool;
use crate::{http::lang, service};

use super::{Body, blocking, created};

/// Register a player
///
/// Register one player. After round 1 was paired this is a late entry:
/// each Swiss round already paired is a missed round (the book: [Missed rounds](/book/en/pairings-and-standings.html#missed-rounds)). While
/// the latest round is `pairing` it is re-paired with the newcomer at once
/// (`repaired_round`, `manual_changes_discarded`; the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control)).
/// A name another player of the tournament already has (ignoring case)
/// is accepted with a `duplicate_name` warning.
#[utoipa::path(operation_id = "create_player", tag = "players", request_body = NewPlayer, security(("api_key" = [])),
    params(("tid" = String, Path, description = "Tournament id")), responses(
    (status = 201, description = "Registered (`Location`: the player); `warnings`: `duplicate_name`", body = PlayerCreated,
        headers(("Location" = String, description = "The new player"))),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`invalid_name` (1–200 characters, something visible, no control characters), or `too_many_players` (8192 per tournament)", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/{tid}/players")]
pub async fn create(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    key: web::Data<CodeKey>,
    caller: Caller,
    path: web::Path<String>,
    body: Body<NewPlayer>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let lang = lang::of_request(&req);
    let location = format!("/api/v1/tournaments/{tid}/players");
    let p = blocking(move || {
        service::players::create(&pool, &caller, &key, &tid, body.into_inner(), lang)
    })
    .await?;
    let mut out = PlayerCreated::from(p);
    with_links(std::slice::from_mut(&mut out.player), &base_url(&req));
    Ok(created(format!("{location}/{}", out.player.id))
        .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
        .json(out))
}

/// Sets the page link of each player shown with a code (the book: [Self-reporting](/book/en/self-reporting.html)).
fn with_links(players: &mut [Player], base: &str) {
    for p in players {
        p.link = p.code.as_deref().map(|c| page_link(base, c));
    }
}

/// Register many players
///
/// Register many players at once: all or nothing. As for one player, a
/// round in `pairing` is re-paired (once) with the newcomers.
/// Names already taken (ignoring case, in the tournament or earlier in the
/// list) are accepted with `duplicate_name` warnings.
#[utoipa::path(operation_id = "create_players_bulk", tag = "players", request_body = BulkPlayers, security(("api_key" = [])),
    params(("tid" = String, Path, description = "Tournament id")), responses(
    (status = 201, description = "All registered, in the order sent (`Location`: the tournament's players); `warnings`: `duplicate_name`", body = PlayerList,
        headers(("Location" = String, description = "The list of the tournament's players"))),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "An invalid entry (named by its index), 1–4096 entries, or `too_many_players` (8192 per tournament); nothing was registered", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/{tid}/players/bulk")]
pub async fn create_bulk(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    key: web::Data<CodeKey>,
    caller: Caller,
    path: web::Path<String>,
    body: Body<BulkPlayers>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let lang = lang::of_request(&req);
    let location = format!("/api/v1/tournaments/{tid}/players");
    let registered = blocking(move || {
        service::players::create_bulk(&pool, &caller, &key, &tid, body.into_inner(), lang)
    })
    .await?;
    let mut out = PlayerList::from(registered);
    with_links(&mut out.items, &base_url(&req));
    Ok(created(location)
        .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
        .json(out))
}

/// List players
///
/// Players in registration order (`limit` default 100, max 1000);
/// `?external_id=` keeps only the players with exactly that id (the
/// book: [Keeping your own ids](/book/en/integration.html#keeping-your-own-ids)).
#[utoipa::path(operation_id = "list_players", tag = "players",
    params(("tid" = String, Path, description = "Tournament id"), PageQuery, PlayerFilter), responses(
    (status = 200, description = "One page (with an `ETag`)", body = PlayerPage),
    (status = 304, description = "Not modified since the `If-None-Match` tag"),
    (status = 400, description = "Invalid limit or cursor", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/players")]
pub async fn list(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    _caller: MaybeCaller,
    path: web::Path<String>,
    query: web::Query<PageQuery>,
    filter: web::Query<PlayerFilter>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    // The same list for every caller; the tag hashes the query (the page).
    let tag = etag::current(&pool, &tid, None, false, &req).await?;
    if tag.matches(&req) {
        return Ok(tag.not_modified());
    }
    let query = query.into_inner();
    let external_id = filter.into_inner().external_id;
    let page =
        blocking(move || service::players::list(&pool, &tid, &query, external_id.as_deref()))
            .await?;
    Ok(tag
        .headers(&mut HttpResponse::Ok())
        .json(PlayerPage::from(page)))
}

/// Drop a player
///
/// Drop a player: not paired from the next round on (the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control)). A
/// latest round still `pairing` is re-paired without them at once
/// (`repaired_round`, `manual_changes_discarded`).
#[utoipa::path(operation_id = "drop_player", tag = "players", security(("api_key" = [])),
    params(("tid" = String, Path, description = "Tournament id"), ("pid" = String, Path, description = "Player id")),
    responses(
    (status = 200, description = "Dropped", body = Player),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or player", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "Already dropped", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/{tid}/players/{pid}/drop")]
pub async fn drop_player(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (tid, pid) = path.into_inner();
    let p = blocking(move || service::players::drop_player(&pool, &caller, &tid, &pid)).await?;
    Ok(HttpResponse::Ok().json(Player::from(p)))
}

/// Remove a registration
///
/// Remove a player entirely (the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control)): a
/// typo, a duplicate or a no-show before round 1. Allowed while the player
/// was never seated in a published round; they are then gone from every
/// list, count, standings and sheet. A latest round still `pairing` that
/// seats them is re-paired without them first, as for a drop
/// (`repaired_round`, `manual_changes_discarded`). Audit-logged
/// `player_removed`; sends `player.removed`. Once seated in a published
/// round a player can only be dropped.
#[utoipa::path(operation_id = "remove_player", tag = "players", security(("api_key" = [])),
    params(("tid" = String, Path, description = "Tournament id"), ("pid" = String, Path, description = "Player id")),
    responses(
    (status = 200, description = "Removed: the player as they were, with the re-pair it caused", body = Player),
    (status = 401, description = "No valid API key", body = Problem, content_type = "application/problem+json"),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or player", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`player_has_played`: seated in a published round, drop them instead; `tournament_finished`", body = Problem, content_type = "application/problem+json",
        example = json!({"type": "urn:planesforge:problem:player_has_played", "title": "Conflict", "status": 409, "code": "player_has_played", "detail": "this player has already been seated in a published round: drop them instead of removing the registration"})),
))]
#[delete("/tournaments/{tid}/players/{pid}")]
pub async fn remove_player(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (tid, pid) = path.into_inner();
    let p = blocking(move || service::players::remove(&pool, &caller, &tid, &pid)).await?;
    Ok(HttpResponse::Ok().json(Player::from(p)))
}

/// Get a player
///
/// One player (public), with their matches: each round they were paired
/// in (a round in `pairing` only for the owner), the table, the opponent
/// (`{id, name}`, `null` for the bye), the result from the player's side
/// and the record after it; `record`: the record over those matches.
#[utoipa::path(operation_id = "get_player", tag = "players",
    params(("tid" = String, Path, description = "Tournament id"), ("pid" = String, Path, description = "Player id")),
    responses(
    (status = 200, description = "The player and their matches (with an `ETag`)", body = PlayerDetail),
    (status = 304, description = "Not modified since the `If-None-Match` tag"),
    (status = 401, description = "An unknown API key was sent", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "`tournament_not_found` or `player_not_found`", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/players/{pid}")]
pub async fn get_player(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    caller: MaybeCaller,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (tid, pid) = path.into_inner();
    let tag = etag::current(&pool, &tid, caller.0.as_ref(), true, &req).await?;
    if tag.matches(&req) {
        return Ok(tag.not_modified());
    }
    let p =
        blocking(move || service::frontend::player_detail(&pool, caller.0.as_ref(), &tid, &pid))
            .await?;
    Ok(tag
        .headers(&mut HttpResponse::Ok())
        .json(PlayerDetail::from(p)))
}

/// Rename a player
///
/// Rename a player (the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control)): audit-logged `player_renamed`
/// with before and after; event `player.renamed`.
#[utoipa::path(operation_id = "update_player", tag = "players", request_body = PlayerPatch, security(("api_key" = [])),
    params(("tid" = String, Path, description = "Tournament id"), ("pid" = String, Path, description = "Player id")),
    responses(
    (status = 200, description = "Renamed (or unchanged: the same name)", body = Player),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or player", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`tournament_finished`: a finished tournament changes no more (reopen it first)", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`invalid_name` (1–200 characters)", body = Problem, content_type = "application/problem+json"),
))]
#[patch("/tournaments/{tid}/players/{pid}")]
pub async fn update_player(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<(String, String)>,
    body: Body<PlayerPatch>,
) -> Result<HttpResponse, ApiError> {
    let (tid, pid) = path.into_inner();
    let p =
        blocking(move || service::players::rename(&pool, &caller, &tid, &pid, body.into_inner()))
            .await?;
    Ok(HttpResponse::Ok().json(Player::from(p)))
}

/// Re-admit a dropped player
///
/// Re-admit a dropped player (a mistaken drop, the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control)): paired again
/// from the next round on; each Swiss round paired while they were dropped
/// is a missed round (the book: [Missed rounds](/book/en/pairings-and-standings.html#missed-rounds)). A latest round still `pairing` is
/// re-paired with them at once (`repaired_round`,
/// `manual_changes_discarded`).
#[utoipa::path(operation_id = "readmit_player", tag = "players", security(("api_key" = [])),
    params(("tid" = String, Path, description = "Tournament id"), ("pid" = String, Path, description = "Player id")),
    responses(
    (status = 200, description = "Re-admitted", body = Player),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or player", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`player_not_dropped`", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/{tid}/players/{pid}/readmit")]
pub async fn readmit_player(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (tid, pid) = path.into_inner();
    let p = blocking(move || service::players::readmit(&pool, &caller, &tid, &pid)).await?;
    Ok(HttpResponse::Ok().json(Player::from(p)))
}

//! The round clock (RULES.md §13) and the screen on the wall: the
//! tournament's clock settings, a round's own limit, start, pause, resume,
//! extensions of the round and of one table (owner only; the round with
//! its clock in return), and the round's page for a projector.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, post, put, web};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::http::auth::{Caller, MaybeCaller};
use crate::http::dto::clock::{ClockExtend, ClockSettings, RoundClockLimit};
use crate::http::dto::types::Round;
use crate::http::error::{ApiError, Problem};
use crate::http::{lang, print, screen};
use crate::service;
use crate::service::clock::Command;
use crate::service::views::ScreenView;
use crate::store::DbPool;

use super::{Body, blocking};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(get_settings)
        .service(put_settings)
        .service(set_limit)
        .service(start)
        .service(pause)
        .service(resume)
        .service(extend)
        .service(extend_table)
        .service(screen_page);
}

async fn run(
    pool: web::Data<DbPool>,
    caller: Caller,
    tid: String,
    n: u32,
    cmd: Command,
) -> Result<HttpResponse, ApiError> {
    let round = blocking(move || service::clock::command(&pool, &caller, &tid, n, cmd)).await?;
    Ok(HttpResponse::Ok().json(Round::from(round)))
}

/// Get the clock settings
///
/// The tournament's default round time limit and whether a round's clock
/// starts at publish (the book: [Round clock](/book/en/clock-and-screen.html)).
#[utoipa::path(operation_id = "get_clock_settings", tag = "rounds",
    params(("tid" = String, Path, description = "Tournament id")), responses(
    (status = 200, description = "The settings", body = ClockSettings),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/clock-settings")]
pub async fn get_settings(
    pool: web::Data<DbPool>,
    _caller: MaybeCaller,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let s = blocking(move || service::clock::settings(&pool, &tid)).await?;
    Ok(HttpResponse::Ok().json(s))
}

/// Change the clock settings
///
/// The default time limit of the rounds whose own clock has not been set
/// or started yet (`null`: no clock), and whether a round's clock starts
/// when it is published.
#[utoipa::path(operation_id = "put_clock_settings", tag = "rounds", security(("api_key" = [])),
    request_body = ClockSettings,
    params(("tid" = String, Path, description = "Tournament id")), responses(
    (status = 200, description = "The new settings", body = ClockSettings),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`tournament_finished`", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`invalid_time_limit` (1 to 86400 seconds) or `invalid_body`", body = Problem, content_type = "application/problem+json"),
))]
#[put("/tournaments/{tid}/clock-settings")]
pub async fn put_settings(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<String>,
    body: Body<ClockSettings>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let input = body.into_inner();
    let s = blocking(move || service::clock::set_settings(&pool, &caller, &tid, input)).await?;
    Ok(HttpResponse::Ok().json(s))
}

/// Set a round's time limit
///
/// The round's own limit, before its clock starts (`null`: no clock for
/// this round); until set, a round has the tournament's default.
#[utoipa::path(operation_id = "set_round_time_limit", tag = "rounds", security(("api_key" = [])),
    request_body = RoundClockLimit, params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number")), responses(
    (status = 200, description = "The round with its clock", body = Round),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or round", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`clock_started` (extend the round instead) or `round_completed`", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`invalid_time_limit` (1 to 86400 seconds)", body = Problem, content_type = "application/problem+json"),
))]
#[put("/tournaments/{tid}/rounds/{n}/clock")]
pub async fn set_limit(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<(String, u32)>,
    body: Body<RoundClockLimit>,
) -> Result<HttpResponse, ApiError> {
    let (tid, n) = path.into_inner();
    let cmd = Command::SetLimit(body.into_inner());
    run(pool, caller, tid, n, cmd).await
}

/// Start a round's clock
///
/// Starts the clock of a published round (the book: [Round clock](/book/en/clock-and-screen.html)).
#[utoipa::path(operation_id = "start_clock", tag = "rounds", security(("api_key" = [])), params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number")), responses(
    (status = 200, description = "The round with its running clock", body = Round),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or round", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`clock_already_started`, `no_time_limit`, `round_not_published` or `round_completed`", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/{tid}/rounds/{n}/clock/start")]
pub async fn start(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<(String, u32)>,
) -> Result<HttpResponse, ApiError> {
    let (tid, n) = path.into_inner();
    run(pool, caller, tid, n, Command::Start).await
}

/// Pause a round's clock
///
/// Pauses a running clock: the time left stays what it is.
#[utoipa::path(operation_id = "pause_clock", tag = "rounds", security(("api_key" = [])), params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number")), responses(
    (status = 200, description = "The round with its paused clock", body = Round),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or round", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`clock_not_running`, `no_time_limit`, `round_not_published` or `round_completed`", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/{tid}/rounds/{n}/clock/pause")]
pub async fn pause(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<(String, u32)>,
) -> Result<HttpResponse, ApiError> {
    let (tid, n) = path.into_inner();
    run(pool, caller, tid, n, Command::Pause).await
}

/// Resume a round's clock
///
/// Resumes a paused clock; the pause moves the round's end.
#[utoipa::path(operation_id = "resume_clock", tag = "rounds", security(("api_key" = [])), params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number")), responses(
    (status = 200, description = "The round with its running clock", body = Round),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or round", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`clock_not_paused`, `no_time_limit`, `round_not_published` or `round_completed`", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/{tid}/rounds/{n}/clock/resume")]
pub async fn resume(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<(String, u32)>,
) -> Result<HttpResponse, ApiError> {
    let (tid, n) = path.into_inner();
    run(pool, caller, tid, n, Command::Resume).await
}

/// Extend a round
///
/// Gives the whole round more time (in any state of its clock).
#[utoipa::path(operation_id = "extend_round", tag = "rounds", security(("api_key" = [])),
    request_body = ClockExtend, params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number")), responses(
    (status = 200, description = "The round with its extended clock", body = Round),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or round", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`no_time_limit`, `round_not_published` or `round_completed`", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`invalid_extension` (1 to 7200 seconds)", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/{tid}/rounds/{n}/clock/extend")]
pub async fn extend(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<(String, u32)>,
    body: Body<ClockExtend>,
) -> Result<HttpResponse, ApiError> {
    let (tid, n) = path.into_inner();
    let cmd = Command::Extend(body.into_inner().seconds);
    run(pool, caller, tid, n, cmd).await
}

/// Extend one table
///
/// A time extension for one table (a judge's ruling): only that table's
/// end moves; its pairing carries `extension_s` and `ends_at`.
#[utoipa::path(operation_id = "extend_table", tag = "rounds", security(("api_key" = [])),
    request_body = ClockExtend, params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number"),
    ("table" = u32, Path, description = "Table number")), responses(
    (status = 200, description = "The round; the table's pairing with its own end", body = Round),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "`table_not_found`, or no such tournament or round", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`no_time_limit`, `round_not_published` or `round_completed`", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`invalid_extension` (1 to 7200 seconds) or `bye_table`", body = Problem, content_type = "application/problem+json"),
))]
#[post("/tournaments/{tid}/rounds/{n}/tables/{table}/extension")]
pub async fn extend_table(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<(String, u32, u32)>,
    body: Body<ClockExtend>,
) -> Result<HttpResponse, ApiError> {
    let (tid, n, table) = path.into_inner();
    let seconds = body.into_inner().seconds;
    run(
        pool,
        caller,
        tid,
        n,
        Command::ExtendTable { table, seconds },
    )
    .await
}

/// The screen on the wall
///
/// A round's page for a projector (1920×1080): every player by name with
/// table and opponent in as many columns as fit (a playoff round: the
/// bracket, every playoff round a column with seeds, results and winners,
/// this round marked, the champion once the final is played), the clock
/// large, results filling in as they are entered (a small script of ours follows the
/// tournament's event stream and counts the clock down; without
/// JavaScript the page refreshes every 30 seconds). A round in `pairing`
/// (being paired, or taken back by an unpublish) shows its pairings only
/// to its owner; anyone else sees "Waiting for pairings", and the page
/// shows the round once it is published.
#[utoipa::path(operation_id = "round_screen", tag = "rounds", params(
    ("tid" = String, Path, description = "Tournament id"),
    ("n" = u32, Path, description = "Round number, from 1"), print::LangQuery), responses(
    (status = 200, description = "The page, in the language of `?lang=`, else the tournament's `language`, else `Accept-Language`, else English (`Content-Language`)", body = String, content_type = "text/html",
        example = json!("<!doctype html>\n<html lang=\"en\"><head>…<title>Friday Pauper — Round 1</title>…</head><body data-tournament=\"…\" data-round=\"1\" …><header>…<div id=\"clock\" class=\"running\">49:58</div>…</header><main id=\"pairings\">…</main><script>…</script></body></html>\n")),
    (status = 401, description = "An unknown API key was sent", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament or round", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/rounds/{n}/screen")]
pub async fn screen_page(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    caller: MaybeCaller,
    path: web::Path<(String, u32)>,
) -> Result<HttpResponse, ApiError> {
    let (tid, n) = path.into_inner();
    let id = tid.clone();
    let (view, bracket) = blocking(move || {
        let view = service::views::screen_view(&pool, caller.0.as_ref(), &tid, n)?;
        // A playoff round shows the bracket. One the service cannot explain
        // as a bracket (an imported playoff) keeps the list.
        let playoff = matches!(&view, ScreenView::Round(sheet)
            if sheet.round.kind == planesforge_engine::RoundKind::Playoff);
        let bracket = playoff
            .then(|| service::topcut::bracket_sheet(&pool, caller.0.as_ref(), &tid).ok())
            .flatten();
        Ok::<_, service::Error>((view, bracket))
    })
    .await?;
    let (lang, page) = match view {
        ScreenView::Round(sheet) => {
            let lang = lang::of_request_or(&req, sheet.language);
            (
                lang,
                screen::round_screen(&sheet, bracket.as_ref(), &id, lang)?,
            )
        }
        ScreenView::Waiting(sheet) => {
            let lang = lang::of_request_or(&req, sheet.language);
            (lang, screen::waiting_screen(&sheet, &id, lang)?)
        }
    };
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_LANGUAGE, lang.code()))
        // The clock changes every second: never from a cache.
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .content_type("text/html; charset=utf-8")
        .body(page))
}

//! Standings and export.

use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, get, web};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::http::auth::MaybeCaller;
use crate::http::dto::types::DocumentSchema;
use crate::http::dto::wire::{StandingsQuery, StandingsResponse};
use crate::http::error::{ApiError, Problem};
use crate::http::standings_cache::StandingsCache;
use crate::http::{etag, lang, print};
use crate::service;
use crate::store::DbPool;

use super::blocking;

/// Registers the standings routes.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(standings)
        .service(print_standings)
        .service(export);
}

/// Get the standings
///
/// Standings with the MTR tiebreakers (JSON, or CSV with `Accept: text/csv`).
#[utoipa::path(operation_id = "get_standings", tag = "standings",
    params(("tid" = String, Path, description = "Tournament id"), StandingsQuery), responses(
    (status = 200, description = "The standings, in rank order (CSV with `Accept: text/csv`), with an `ETag`. Once a top cut is published they are the final standings (the book: [Top cut](/book/en/pairings-and-standings.html#top-cut)): `cut_size` is set, every row carries `final_rank` (`null` while pending) and the rows are in final order; the CSV then starts with a `final_rank` column",
        content((StandingsResponse = "application/json"), (String = "text/csv", example = json!("rank,player_id,name,match_points,wins,losses,draws,byes,missed,omw,gw,ogw,dropped\r\n1,9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c,Ana,9,3,0,0,0,0,0.4444,0.7778,0.4815,false\r\n2,1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b,Bo,6,2,1,0,0,0,0.5556,0.6250,0.5000,false\r\n")))),
    (status = 304, description = "Not modified since the `If-None-Match` tag"),
    (status = 400, description = "Invalid query", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`round_not_completed`: after_round has results missing", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`unknown_round`: after_round is after the last round", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/standings")]
pub async fn standings(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    _caller: MaybeCaller,
    cache: web::Data<StandingsCache>,
    path: web::Path<String>,
    query: web::Query<StandingsQuery>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let (tag, version) = etag::current_versioned(&pool, &tid, None, false, &req).await?;
    if tag.matches(&req) {
        return Ok(tag.not_modified());
    }
    let q = query.into_inner();
    let csv = super::accepts(&req, "text/csv");
    let content_type = if csv {
        "text/csv; charset=utf-8"
    } else {
        "application/json"
    };
    let key = variant(if csv { "csv" } else { "json" }, &q);
    let body = cached(&cache, &tid, version, &key, move |tid| {
        let (t, s) = service::standings::standings_at(&pool, tid, &q)?;
        let body = if csv {
            Bytes::from(s.to_csv()?)
        } else {
            Bytes::from(serde_json::to_vec(&s)?)
        };
        Ok((t.version, body))
    })
    .await?;
    Ok(tag
        .headers(&mut HttpResponse::Ok())
        .content_type(content_type)
        .body(body))
}

/// The body of `variant` from the cache when it holds it at `version`;
/// otherwise `render` (on a blocking thread) returns the body with the
/// version it was computed at, which is what the cache stores it under.
async fn cached(
    cache: &StandingsCache,
    tid: &str,
    version: i64,
    variant: &str,
    render: impl FnOnce(&str) -> Result<(i64, Bytes), ApiError> + Send + 'static,
) -> Result<Bytes, ApiError> {
    if let Some(body) = cache.get(tid, version, variant) {
        return Ok(body);
    }
    let id = tid.to_owned();
    let (at, body) = blocking(move || render(&id)).await?;
    cache.put(tid, at, variant, body.clone());
    Ok(body)
}

/// The cache key of a standings representation: the format and the
/// normalized query (so `?floor=mtr` and no floor share one entry).
fn variant(format: &str, q: &StandingsQuery) -> String {
    format!(
        "{format}|{:?}|{:?}|{}",
        q.after_round,
        q.floor.unwrap_or_default(),
        q.extended.unwrap_or(false)
    )
}

/// Print the standings
///
/// A printable page of the standings (HTML, no script); the same query as
/// `GET …/standings`. Once a top cut is published it is the final standings
/// (the book: [Top cut](/book/en/pairings-and-standings.html#top-cut)): a "Place" column first, in final order.
#[utoipa::path(operation_id = "print_standings", tag = "standings",
    params(("tid" = String, Path, description = "Tournament id"), StandingsQuery, print::LangQuery), responses(
    (status = 200, description = "The page (with a weak `ETag`: the printing time changes, the content does not), in the language of `?lang=`, else the tournament's `language`, else `Accept-Language`, else English (`Content-Language`)", body = String, content_type = "text/html",
        example = json!("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Friday Pauper – standings after round 3</title>…</head><body>…<table>…</table></body></html>\n")),
    (status = 304, description = "Not modified since the `If-None-Match` tag"),
    (status = 400, description = "Invalid query", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
    (status = 409, description = "`round_not_completed`: after_round has results missing", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`unknown_round`: after_round is after the last round", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/standings/print")]
pub async fn print_standings(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    _caller: MaybeCaller,
    path: web::Path<String>,
    query: web::Query<StandingsQuery>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let tag = etag::current(&pool, &tid, None, false, &req)
        .await?
        .localized(&req);
    if tag.matches(&req) {
        return Ok(tag.not_modified());
    }
    let q = query.into_inner();
    // Not from the standings cache: the page carries the time it is
    // printed, so every response is new.
    let sheet = blocking(move || service::views::standings_sheet(&pool, &tid, &q)).await?;
    let lang = lang::of_request_or(&req, sheet.language);
    let head = print::PrintHeader::new(lang, chrono::Utc::now(), &sheet.event);
    let page = print::standings_html(
        &sheet.tournament_name,
        &sheet.standings,
        &sheet.display,
        &head,
    )?;
    Ok(tag
        .headers(&mut HttpResponse::Ok())
        .insert_header((header::CONTENT_LANGUAGE, lang.code()))
        .content_type("text/html; charset=utf-8")
        .body(page))
}

/// Export the tournament document
///
/// The whole tournament as a document (the book: [The tournament document](/book/en/integration.html#tournament-document);
/// format `planesforge-tournament/4`): what `planesforge standings FILE`
/// reads, with the settings and each round's own clock. Rounds still being
/// paired only for the owner. No player codes and no match reports.
#[utoipa::path(operation_id = "export_tournament", tag = "standings", params(("tid" = String, Path, description = "Tournament id")), responses(
    (status = 200, description = "The tournament document (with an `ETag`)", body = DocumentSchema),
    (status = 304, description = "Not modified since the `If-None-Match` tag"),
    (status = 401, description = "An unknown API key was sent", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "No such tournament", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/export")]
pub async fn export(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    caller: MaybeCaller,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let tag = etag::current(&pool, &tid, caller.0.as_ref(), true, &req).await?;
    if tag.matches(&req) {
        return Ok(tag.not_modified());
    }
    let doc = blocking(move || service::document::export(&pool, caller.0.as_ref(), &tid)).await?;
    Ok(tag.headers(&mut HttpResponse::Ok()).json(doc))
}

//! What frontends fetch most (issue #14): the current round.

use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, get, web};

use crate::http::auth::MaybeCaller;
use crate::http::dto::types::Round;
use crate::http::error::{ApiError, Problem};
use crate::http::etag;
use crate::http::round_bodies::{RoundBodies, Which};
use crate::service;
use crate::store::DbPool;

use super::blocking;

/// Get the current round
///
/// The latest round the caller may see: for anyone the latest published
/// or completed round, for the owner also a round in `pairing`. The same
/// body and caching headers as `GET …/rounds/{n}` (`ETag`, `304` on
/// `If-None-Match`), and `Content-Location`: the round's own path. Built
/// once per tournament version and audience, so a round published to a
/// full room costs one render.
#[utoipa::path(operation_id = "get_current_round", tag = "rounds",
    params(("tid" = String, Path, description = "Tournament id")), responses(
    (status = 200, description = "The round (with an `ETag`)", body = Round,
        headers(("Content-Location" = String, description = "The round's own path, `…/rounds/{n}`"))),
    (status = 304, description = "Not modified since the `If-None-Match` tag"),
    (status = 401, description = "An unknown API key was sent", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "`tournament_not_found`, or `no_round`: no round the caller may see yet", body = Problem, content_type = "application/problem+json"),
))]
#[get("/tournaments/{tid}/rounds/current")]
pub async fn current_round(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    bodies: web::Data<RoundBodies>,
    caller: MaybeCaller,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let (tag, version, owner) =
        etag::current_audience(&pool, &tid, caller.0.as_ref(), true, &req).await?;
    if tag.matches(&req) {
        return Ok(tag.not_modified());
    }
    let id = tid.clone();
    let (n, body) = blocking(move || {
        bodies.get_or_render(
            &id,
            version,
            owner,
            Which::Current,
            chrono::Utc::now().timestamp(),
            || {
                let round = service::frontend::current_round(&pool, caller.0.as_ref(), &id)?;
                let n = round.number;
                Ok((n, Bytes::from(serde_json::to_vec(&Round::from(round))?)))
            },
        )
    })
    .await?;
    Ok(tag
        .headers(&mut HttpResponse::Ok())
        .insert_header((
            header::CONTENT_LOCATION,
            format!("/api/v1/tournaments/{tid}/rounds/{n}"),
        ))
        .content_type("application/json")
        .body(body))
}

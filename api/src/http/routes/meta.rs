//! Operations: liveness, readiness, the root page.

use actix_web::{HttpResponse, get, web};

use crate::http::dto::types::Health;
use crate::http::error::{ApiError, Problem};
use crate::http::middleware::StorageHealth;
use crate::store::DbPool;

use super::blocking;

/// Liveness check
///
/// The process is up. For a liveness probe: it does not touch the database.
#[utoipa::path(operation_id = "healthz", tag = "operations", responses((status = 200, description = "The process is up", body = Health)))]
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(Health {
        status: "ok".into(),
    })
}

/// Readiness check
///
/// The database answers (`SELECT 1`) and can store. For a readiness probe: 503 while the database is unreachable, and after a write failed for want of storage (a full disk, a read-only database file) until a write succeeds again.
#[utoipa::path(operation_id = "readyz", tag = "operations", responses(
    (status = 200, description = "The database answers", body = Health),
    (status = 503, description = "`database_unavailable`: the database is unreachable; `storage_unavailable`: the last write failed for want of storage (disk full, read-only) and none has succeeded since", body = Problem, content_type = "application/problem+json"),
))]
#[get("/readyz")]
pub async fn readyz(
    pool: web::Data<DbPool>,
    storage: Option<web::Data<StorageHealth>>,
) -> Result<HttpResponse, ApiError> {
    if storage.is_some_and(|s| s.failing()) {
        return Err(ApiError::StorageUnavailable(
            "readiness: the last write failed for want of storage".into(),
        ));
    }
    blocking(move || Ok::<_, ApiError>(crate::store::ping(&pool)?)).await?;
    Ok(HttpResponse::Ok().json(Health {
        status: "ready".into(),
    }))
}

/// Swagger UI's start page, ours (`templates/swagger/index.html`): the
/// vendored Swagger UI's own files around it, with a heading, a `<main>`,
/// colours that pass WCAG AA contrast and a name for its servers select.
/// Static, so it is a string in the binary rather than a template.
pub async fn swagger_index() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(include_str!("../../../templates/swagger/index.html"))
}

/// A small landing page (`templates/index.html`).
pub async fn index() -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(crate::http::print::index_html()?))
}

//! Webhook endpoints of the caller and their delivery attempts.

use actix_web::{HttpResponse, delete, get, post, web};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::http::auth::Caller;
use crate::http::dto::types::PageQuery;
use crate::http::dto::webhooks::{DeliveryPage, NewWebhook, Webhook, WebhookPage};
use crate::http::error::{ApiError, Problem};
use crate::service;
use crate::store::DbPool;
use crate::worker::WebhookConfig;

use super::{Body, blocking, created};

/// Registers the webhook routes.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(create)
        .service(list)
        .service(get_webhook)
        .service(delete_webhook)
        .service(deliveries);
}

/// Register a webhook
///
/// Register an endpoint for one tournament of the caller or (with
/// `tournament_id: null`) all of them. The response carries the signing
/// `secret`, shown only here.
#[utoipa::path(operation_id = "create_webhook", tag = "webhooks", request_body = NewWebhook, security(("api_key" = [])), responses(
    (status = 201, description = "Registered (with its secret; `Location`: the endpoint)", body = Webhook,
        headers(("Location" = String, description = "The new endpoint"))),
    (status = 403, description = "Another organizer's tournament", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "`invalid_webhook_url`, `invalid_event`, `unknown_tournament`, `too_many_webhooks` (50 per organizer)", body = Problem, content_type = "application/problem+json"),
))]
#[post("/webhooks")]
pub async fn create(
    pool: web::Data<DbPool>,
    config: web::Data<WebhookConfig>,
    caller: Caller,
    body: Body<NewWebhook>,
) -> Result<HttpResponse, ApiError> {
    let allow_private = config.allow_private;
    let hook = blocking(move || {
        service::webhooks::create(&pool, &caller, body.into_inner(), allow_private)
    })
    .await?;
    Ok(created(format!("/api/v1/webhooks/{}", hook.id)).json(hook))
}

/// Get a webhook
///
/// One of the caller's endpoints (the secret is not shown).
#[utoipa::path(operation_id = "get_webhook", tag = "webhooks", security(("api_key" = [])),
    params(("id" = String, Path, description = "Webhook id")), responses(
    (status = 200, description = "The endpoint", body = Webhook),
    (status = 404, description = "`webhook_not_found` (or another organizer's)", body = Problem, content_type = "application/problem+json"),
))]
#[get("/webhooks/{id}")]
pub async fn get_webhook(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = path.into_inner();
    let hook = blocking(move || service::webhooks::get(&pool, &caller, &id)).await?;
    Ok(HttpResponse::Ok().json(hook))
}

/// List webhooks
///
/// The caller's endpoints, oldest first (`limit` default 20, max 100;
/// secrets are not shown).
#[utoipa::path(operation_id = "list_webhooks", tag = "webhooks", security(("api_key" = [])), params(PageQuery), responses(
    (status = 200, description = "One page", body = WebhookPage),
    (status = 400, description = "Invalid limit or cursor", body = Problem, content_type = "application/problem+json"),
))]
#[get("/webhooks")]
pub async fn list(
    pool: web::Data<DbPool>,
    caller: Caller,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let page = blocking(move || service::webhooks::list(&pool, &caller, &query)).await?;
    Ok(HttpResponse::Ok().json(page))
}

/// Delete a webhook
///
/// Delete an endpoint with its pending deliveries and history.
#[utoipa::path(operation_id = "delete_webhook", tag = "webhooks", security(("api_key" = [])),
    params(("id" = String, Path, description = "Webhook id")), responses(
    (status = 204, description = "Deleted"),
    (status = 404, description = "`webhook_not_found` (or another organizer's)", body = Problem, content_type = "application/problem+json"),
))]
#[delete("/webhooks/{id}")]
pub async fn delete_webhook(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = path.into_inner();
    blocking(move || service::webhooks::delete(&pool, &caller, &id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// List delivery attempts
///
/// Every delivery attempt of an endpoint, oldest first (`limit` default
/// 50, max 500).
#[utoipa::path(operation_id = "list_webhook_deliveries", tag = "webhooks", security(("api_key" = [])),
    params(("id" = String, Path, description = "Webhook id"), PageQuery), responses(
    (status = 200, description = "One page of attempts", body = DeliveryPage),
    (status = 400, description = "Invalid limit or cursor", body = Problem, content_type = "application/problem+json"),
    (status = 404, description = "`webhook_not_found` (or another organizer's)", body = Problem, content_type = "application/problem+json"),
))]
#[get("/webhooks/{id}/deliveries")]
pub async fn deliveries(
    pool: web::Data<DbPool>,
    caller: Caller,
    path: web::Path<String>,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, ApiError> {
    let id = path.into_inner();
    let query = query.into_inner();
    let page = blocking(move || service::webhooks::deliveries(&pool, &caller, &id, &query)).await?;
    Ok(HttpResponse::Ok().json(page))
}

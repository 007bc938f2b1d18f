//! `POST /api/v1/organizers`

use actix_web::{HttpRequest, HttpResponse, post, web};

use crate::api_types::{NewOrganizer, OrganizerCreated};
use crate::auth::SignUp;
use crate::db::DbPool;
use crate::error::{ApiError, Problem};
use crate::service;

use super::blocking;

/// Create an organizer and its API key (shown once, stored only as a hash).
#[utoipa::path(operation_id = "create_organizer", tag = "organizers", request_body = NewOrganizer, responses(
    (status = 201, description = "Created; keep the api_key, it is not shown again", body = OrganizerCreated),
    (status = 400, description = "Malformed JSON", body = Problem, content_type = "application/problem+json"),
    (status = 401, description = "Sign-up is closed (PLANESFORGE_ADMIN_TOKEN) and the admin token is missing or wrong", body = Problem, content_type = "application/problem+json"),
    (status = 422, description = "Invalid name", body = Problem, content_type = "application/problem+json"),
))]
#[post("/organizers")]
pub async fn create(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    sign_up: web::Data<SignUp>,
    body: web::Json<NewOrganizer>,
) -> Result<HttpResponse, ApiError> {
    sign_up.check(&req)?;
    let created = blocking(move || service::organizers::create(&pool, body.into_inner())).await?;
    Ok(HttpResponse::Created().json(created))
}

//! The OpenAPI document: the paths are collected from the handlers by
//! `utoipa-actix-web` (every route is registered with `.service`); this file
//! holds what is not tied to a handler (title, security scheme, tags).

use actix_web::App;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};
use utoipa_actix_web::{AppExt, scope};

use crate::error::Problem;
use crate::routes;

/// The parts of the document that do not come from a handler.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "PlanesForge API",
        description = "Swiss-system Magic: The Gathering tournaments: pairings, results, \
            standings with the MTR tiebreakers. Errors are `application/problem+json` \
            (RFC 9457) with a stable `code`; their `title` and `detail` are in the \
            language asked for by `?lang=` (any endpoint) or else `Accept-Language` \
            (q-values honoured) among en, de, it, nb, el, fr, es, English otherwise, \
            while `type`, `status` and `code` are the same in every language. Writes need `Authorization: Bearer <api_key>` \
            (from `POST /api/v1/organizers`).",
        license(name = "MIT")
    ),
    modifiers(&BearerAuth),
    components(schemas(Problem)),
    tags(
        (name = "organizers", description = "Organizers and their API keys"),
        (name = "tournaments", description = "Tournaments and their audit log"),
        (name = "players", description = "Registration and drops"),
        (name = "rounds", description = "Pairing, publishing, results (rules.md §6)"),
        (name = "standings", description = "Standings and tiebreakers (rules.md §3–4, §9)"),
        (name = "top cut", description = "Top cut, playoff bracket, cut-line advice (rules.md §8, §10)"),
        (name = "operations", description = "Health checks"),
        (name = "webhooks", description = "Webhook endpoints and their delivery attempts"),
    )
)]
pub struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "api_key",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some("The api_key returned by POST /api/v1/organizers"))
                    .build(),
            ),
        );
    }
}

/// The complete document, as served at `/api-docs/openapi.json` (the
/// routes are composed exactly as in `startup`).
pub fn document() -> utoipa::openapi::OpenApi {
    let (_, mut api) = App::new()
        .into_utoipa_app()
        .openapi(ApiDoc::openapi())
        .service(scope("/api/v1").configure(routes::api_v1))
        .configure(routes::operations)
        .split_for_parts();
    crate::apidoc_extras::annotate(&mut api);
    api
}

/// The document as committed in `openapi/openapi.json`: pretty JSON and a
/// final newline.
pub fn document_json() -> Result<String, serde_json::Error> {
    let mut text = serde_json::to_string_pretty(&document())?;
    text.push('\n');
    Ok(text)
}

//! The OpenAPI document: the paths are collected from the handlers by
//! `utoipa-actix-web` (every route is registered with `.service`); this file
//! holds what is not tied to a handler (title, security scheme, tags).

use std::sync::OnceLock;

use actix_web::App;
use serde_json::{Value, json};
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};
use utoipa_actix_web::{AppExt, scope};

use crate::http::error::Problem;
use crate::http::routes;

/// The parts of the document that do not come from a handler.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "PlanesForge API",
        description = "Swiss-system Magic: The Gathering tournaments: pairings, results, \
            standings with the MTR tiebreakers. Errors are `application/problem+json` \
            (RFC 9457) with a stable `code`; their `title` and `detail` are in the \
            language asked for by `?lang=` (any endpoint) or else `Accept-Language` \
            (q-values honoured) among the languages of `LanguageName` (the book: \
            [Languages](/book/en/languages.html)), English otherwise, \
            while `type`, `status` and `code` are the same in every language. Writes need `Authorization: Bearer <api_key>` \
            (from `POST /api/v1/organizers`); a player's own view \
            (`/api/v1/me`) takes `Authorization: Player <code>`.",
        license(name = "MIT", identifier = "MIT")
    ),
    // Relative: the paths already start with `/api/v1` (or are the health
    // checks at the root), so the base is wherever this document is served.
    servers((url = "/", description = "The server that serves this document")),
    modifiers(&BearerAuth),
    components(schemas(Problem)),
    tags(
        (name = "organizers", description = "Organizers and their API keys"),
        (name = "tournaments", description = "Tournaments and their audit log"),
        (name = "players", description = "Registration and drops"),
        (name = "rounds", description = "Pairing, publishing, results (the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control))"),
        (name = "standings", description = "Standings and tiebreakers (the book: [Tiebreakers](/book/en/pairings-and-standings.html#tiebreakers), [Why other platforms can show different numbers](/book/en/pairings-and-standings.html#other-platforms))"),
        (name = "top cut", description = "Top cut, playoff bracket, cut-line advice (the book: [Top cut](/book/en/pairings-and-standings.html#top-cut), [Cut-line advice](/book/en/integration.html#top-cut))"),
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
                    .description(Some(
                        "An organizer's API key: the api_key returned by POST /api/v1/organizers \
                         (its first key, scope `full`) or by POST /api/v1/organizers/me/keys. \
                         Its scope decides what it may do: `read` every read, `results` also \
                         entering and correcting results and running the round clock, `full` \
                         everything; beyond its scope a request is 403 insufficient_scope \
                         (the book: /book/en/integration.html#keys-and-scopes).",
                    ))
                    .build(),
            ),
        );
        // A player's own code (RULES.md §12): `Authorization: Player
        // <code>`, good for /api/v1/me only.
        components.add_security_scheme(
            "player_code",
            SecurityScheme::ApiKey(utoipa::openapi::security::ApiKey::Header(
                utoipa::openapi::security::ApiKeyValue::with_description(
                    "Authorization",
                    "`Player <code>`: a player's secret code, as the organizer was shown it at \
                     registration, import or rotation: 20 characters of Crockford's base32 in \
                     groups of four (`7K3M-Q9XZ-…`), read in any case with spaces and hyphens \
                     ignored (an older code, 32 case-sensitive URL-safe characters, works as \
                     written; the book: /book/en/player-codes.html). Good for \
                     /api/v1/me only: anywhere else a write with it is 403 \
                     player_code_forbidden, a read an anonymous read.",
                ),
            )),
        );
    }
}

/// The paths and schemas collected from the handlers, annotated (the
/// routes are composed exactly as in `startup`): what [`finish`] completes.
fn collected() -> utoipa::openapi::OpenApi {
    let (_, mut api) = App::new()
        .into_utoipa_app()
        .openapi(ApiDoc::openapi())
        .service(scope("/api/v1").configure(routes::api_v1))
        .configure(routes::operations)
        .split_for_parts();
    crate::http::apidoc_extras::annotate(&mut api);
    api
}

/// The complete document, as served at `/api-docs/openapi.json`.
pub fn document() -> Value {
    finish(collected())
}

/// Completes the collected document with what utoipa cannot hold: the
/// events (their payload schemas, the stream's `EventEnvelope` and the
/// `webhooks` section), the audit log's entries (one per action), and
/// what every operation and schema states (`apidoc_extras::complete`).
pub fn finish(api: utoipa::openapi::OpenApi) -> Value {
    let mut doc = match serde_json::to_value(&api) {
        Ok(v) => v,
        // The document is made of maps and strings: it always serializes.
        Err(e) => json!({"openapi": "3.1.0", "info": {"title": e.to_string(), "version": ""}}),
    };
    crate::http::apidoc_events::add(&mut doc);
    crate::http::apidoc_audit::add(&mut doc);
    crate::http::apidoc_extras::complete(&mut doc);
    doc
}

/// The document as committed in `openapi/openapi.json`: pretty JSON and a
/// final newline.
pub fn document_json() -> Result<String, serde_json::Error> {
    let mut text = serde_json::to_string_pretty(&document())?;
    text.push('\n');
    Ok(text)
}

/// One documented path: its segments (`None` for a `{parameter}`) and the
/// methods it has, as in an `Allow` header.
struct Route {
    segments: Vec<Option<String>>,
    allow: String,
}

fn routes() -> &'static [Route] {
    static ROUTES: OnceLock<Vec<Route>> = OnceLock::new();
    ROUTES.get_or_init(|| {
        collected()
            .paths
            .paths
            .iter()
            .map(|(path, item)| {
                let segments = path
                    .split('/')
                    .map(|s| (!(s.starts_with('{') && s.ends_with('}'))).then(|| s.to_owned()))
                    .collect();
                let methods = [
                    ("GET", item.get.is_some()),
                    ("POST", item.post.is_some()),
                    ("PUT", item.put.is_some()),
                    ("PATCH", item.patch.is_some()),
                    ("DELETE", item.delete.is_some()),
                ];
                let allow = methods
                    .iter()
                    .filter(|(_, has)| *has)
                    .map(|(m, _)| *m)
                    .collect::<Vec<_>>()
                    .join(", ");
                Route { segments, allow }
            })
            .collect()
    })
}

/// The `Allow` header of a documented path (`/api/v1/webhooks/abc` matches
/// `/api/v1/webhooks/{id}`; a literal segment wins over a parameter), or
/// `None` when no documented path matches.
pub fn allowed_methods(path: &str) -> Option<String> {
    let segments: Vec<&str> = path.split('/').collect();
    routes()
        .iter()
        .filter(|r| {
            r.segments.len() == segments.len()
                && r.segments.iter().zip(&segments).all(|(t, s)| match t {
                    Some(lit) => lit == s,
                    None => !s.is_empty(),
                })
        })
        .min_by_key(|r| r.segments.iter().filter(|t| t.is_none()).count())
        .map(|r| r.allow.clone())
}

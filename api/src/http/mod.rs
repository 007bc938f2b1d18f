//! The HTTP floor: actix-web and utoipa. Routes parse and authenticate a
//! request, call one service function and serialize what it returns; the
//! middleware (API keys, ETags, idempotency, rate limit), problem+json
//! rendering, the OpenAPI document, the wire types ([`dto`]) and the
//! renderers (CSV, HTML) live here. Nothing here touches diesel.

pub mod apidoc_audit;
pub mod apidoc_events;
pub mod apidoc_extras;
pub mod auth;
pub mod book;
pub mod bracket;
pub mod client;
pub mod console;
pub mod dto;
pub mod error;
pub mod etag;
pub mod idempotency;
pub mod lang;
pub mod middleware;
pub mod observe;
pub mod openapi;
pub mod player_auth;
pub mod player_forms;
pub mod player_page;
pub mod prefer;
pub mod print;
pub mod ratelimit;
pub mod round_bodies;
pub mod routes;
pub mod screen;
pub mod standings_cache;
pub mod table_json;

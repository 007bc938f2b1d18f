//! HTTP handlers, one file per resource. Handlers are thin: extract, call
//! the service on the blocking pool, serialize.

pub mod explain;
pub mod meta;
pub mod organizers;
pub mod players;
pub mod rounds;
pub mod standings;
pub mod topcut;
pub mod tournaments;
pub mod webhooks;

use actix_web::http::header;
use actix_web::{HttpRequest, web};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::ApiError;

/// Runs a blocking service call off the async workers.
pub async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    web::block(f).await?
}

/// Whether the request's `Accept` names `mime` (e.g. `text/csv`).
pub fn accepts(req: &HttpRequest, mime: &str) -> bool {
    req.headers()
        .get_all(header::ACCEPT)
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|m| {
            m.split(';')
                .next()
                .is_some_and(|t| t.trim().eq_ignore_ascii_case(mime))
        })
}

/// Every `/api/v1` route (registered with `service` so utoipa documents it).
pub fn api_v1(cfg: &mut ServiceConfig) {
    cfg.service(organizers::create)
        .service(tournaments::create)
        .service(tournaments::import)
        .service(tournaments::list)
        .service(tournaments::get)
        .service(players::create)
        .service(players::create_bulk)
        .service(players::list)
        .service(players::drop_player)
        .service(rounds::create)
        .service(rounds::list)
        .service(rounds::get)
        .service(rounds::print_round)
        .service(rounds::delete)
        .service(rounds::repair)
        .service(rounds::swap_players)
        .service(rounds::swap_tables)
        .service(rounds::publish)
        .service(rounds::put_result)
        .service(tournaments::audit_log)
        .service(explain::round)
        .service(explain::standings);
    standings::configure(cfg);
    topcut::configure(cfg);
    webhooks::configure(cfg);
}

/// `/healthz`, `/readyz`.
pub fn operations(cfg: &mut ServiceConfig) {
    cfg.service(meta::healthz).service(meta::readyz);
}

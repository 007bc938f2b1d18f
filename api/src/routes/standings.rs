//! Standings (wired once the engine lands).

use utoipa_actix_web::service_config::ServiceConfig;

/// Registers the standings routes.
pub fn configure(_cfg: &mut ServiceConfig) {}

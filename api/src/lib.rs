//! PlanesForge service and command line, in floors (ARCHITECTURE.md):
//!
//! - [`app`]: the composition root (configuration, start-up, command line);
//! - [`http`]: actix-web and utoipa: routes, middleware, problem+json, the
//!   OpenAPI document, wire types ([`http::dto`]) and renderers;
//! - [`service`]: one transaction per use case; asks the engine, stores
//!   what it decides, queues events;
//! - [`worker`]: webhook delivery;
//! - [`store`]: diesel: schema, rows, pool, migrations;
//! - [`i18n`]: languages and message catalogues.
//!
//! A floor imports only the floors below it; `api/tests/architecture.rs`
//! checks it.

pub mod app;
pub mod http;
pub mod i18n;
pub mod service;
pub mod store;
pub mod worker;

//! PlanesForge service and command line.
//!
//! Data flows one way: HTTP request → `routes` (parse, auth) → `service`
//! (one transaction, lock the tournament, load its history) → the engine
//! (pure computation) → `service` (store the outcome) → `routes`
//! (serialize). The engine never sees a database row or an HTTP type; the
//! routes never see diesel.

pub mod api_types;
pub mod apidoc_extras;
pub mod auth;
pub mod book;
pub mod cli;
pub mod config;
pub mod db;
pub mod engine_errors;
pub mod error;
pub mod etag;
pub mod explain;
pub mod i18n;
pub mod idempotency;
pub mod openapi;
pub mod playoff_types;
pub mod print;
pub mod ratelimit;
pub mod round_cache;
pub mod routes;
pub mod service;
pub mod standings_cache;
pub mod startup;
pub mod webhooks;
pub mod wire;

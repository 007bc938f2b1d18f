//! Black-box tests of the HTTP API: each test spawns the real server on a
//! random port with a fresh database and talks to it with reqwest. Every
//! test runs twice: against SQLite (always) and PostgreSQL (when
//! `PLANESFORGE_TEST_PG_URL` is set; with `CI=true` its absence fails).

#[macro_use]
#[path = "api/helpers.rs"]
mod helpers;

#[path = "api/basics.rs"]
mod basics;
#[path = "api/caching.rs"]
mod caching;
#[path = "api/concurrency.rs"]
mod concurrency;
#[path = "api/configuration.rs"]
mod configuration;
#[path = "api/consistency.rs"]
mod consistency;
#[path = "api/document.rs"]
mod document;
#[path = "api/errors.rs"]
mod errors;
#[path = "api/event.rs"]
mod event;
#[path = "api/explain.rs"]
mod explain;
#[path = "api/faults.rs"]
mod faults;
#[path = "api/final_standings.rs"]
mod final_standings;
#[path = "api/finishing.rs"]
mod finishing;
#[path = "api/fuzz_findings.rs"]
mod fuzz_findings;
#[path = "api/integration.rs"]
mod integration;
#[path = "api/lifecycle.rs"]
mod lifecycle;
#[path = "api/limits.rs"]
mod limits;
#[path = "api/names.rs"]
mod names;
#[path = "api/openapi.rs"]
mod openapi;
#[path = "api/players.rs"]
mod players;
#[path = "api/process.rs"]
mod process;
#[path = "api/security.rs"]
mod security;
#[path = "api/topcut.rs"]
mod topcut;
#[path = "api/webhooks.rs"]
mod webhooks;

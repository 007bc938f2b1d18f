//! Black-box tests of the HTTP API: each test spawns the real server on a
//! random port with a fresh database and talks to it with reqwest. Every
//! test runs twice: against SQLite (always) and PostgreSQL (when
//! `PLANESFORGE_TEST_PG_URL` is set; with `CI=true` its absence fails).

#[macro_use]
mod helpers;

mod basics;
mod book;
mod caching;
mod clock;
mod concurrency;
mod configuration;
mod consistency;
mod console;
mod contract;
mod corrections;
mod document;
mod document_v3;
mod double_loss;
mod errors;
mod event;
mod event_clock;
mod event_details;
mod explain;
mod faults;
mod final_standings;
mod finishing;
mod frontend;
mod fuzz_findings;
mod integration;
mod keys;
mod lifecycle;
mod limits;
mod lockout;
mod names;
mod one_rule;
mod openapi;
mod operators;
mod player_codes;
mod players;
mod prefer;
mod printing;
mod process;
mod reports;
mod security;
mod stream;
mod topcut;
mod typable_codes;
mod webhooks;
mod what_players_see;

//! PlanesForge service and command line.
//!
//! `cli`: the `planesforge` command line; `wire`: the JSON shapes of the API
//! responses, shared by the command line and the HTTP service.

pub mod cli;
pub mod wire;

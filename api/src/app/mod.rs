//! The composition root: configuration from the environment and flags,
//! the server with its middleware and shared state, the command line. It
//! may import every floor.

pub mod cli;
pub mod code_key;
pub mod config;
pub mod logging;
pub mod metrics;
pub mod startup;

//! The command line (api.md "Command line"): `planesforge <command>`.

use clap::{Parser, Subcommand};

/// PlanesForge: Swiss tournaments for Magic: The Gathering.
#[derive(Debug, Parser)]
#[command(name = "planesforge", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the HTTP service (DATABASE_URL, PLANESFORGE_BIND, RUST_LOG).
    Serve,
    /// Print the OpenAPI document of the HTTP API.
    Openapi,
}

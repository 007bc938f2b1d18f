use std::process::ExitCode;

use clap::Parser;
use planesforge_api::app::cli::{self, Cli};

fn main() -> ExitCode {
    match cli::run(Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("planesforge: {e}");
            ExitCode::FAILURE
        }
    }
}

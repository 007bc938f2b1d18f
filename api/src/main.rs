use std::process::ExitCode;

use clap::Parser;
use planesforge_api::cli::{Cli, Command};
use planesforge_api::config::Config;
use planesforge_api::openapi;
use planesforge_api::startup::Application;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        Command::Serve => serve(),
        Command::Openapi => openapi::document_json()
            .map(|text| print!("{text}"))
            .map_err(|e| e.to_string()),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("planesforge: {e}");
            ExitCode::FAILURE
        }
    }
}

fn serve() -> Result<(), String> {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("info")).init();
    let config = Config::from_env();
    actix_web::rt::System::new().block_on(async {
        let app = Application::build(&config).map_err(|e| e.to_string())?;
        log::info!(
            "PlanesForge listening on port {} (database: {})",
            app.port(),
            db_kind(&config.database_url)
        );
        app.run_until_stopped().await.map_err(|e| e.to_string())
    })
}

fn db_kind(url: &str) -> &'static str {
    match planesforge_api::db::Backend::of_url(url) {
        planesforge_api::db::Backend::Postgres => "PostgreSQL",
        planesforge_api::db::Backend::Sqlite => "SQLite",
    }
}

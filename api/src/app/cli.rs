//! The command line (the book: [The command line](/book/en/integration.html#command-line)): `planesforge <command>`.
//!
//! Offline commands read a tournament document from a file or `-` (standard
//! input) and print JSON on standard output. Errors are returned to `main`,
//! which prints them on standard error and exits non-zero.

use std::fmt;
use std::io::{self, Read, Write};

use clap::{Args, Parser, Subcommand, ValueEnum};
use planesforge_engine::final_standings::FinalStandingsError;
use planesforge_engine::standings::{self, StandingsError};
use planesforge_engine::{
    DocumentError, History, NextRoundError, TournamentDocument, pair_next_round,
};

use crate::app::config::ServeArgs;
use crate::http::dto::wire::{
    RoundResponse, RoundState, StandingsQuery, StandingsResponse, WireFloor,
};

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
    /// Print the standings of a tournament document (the API's `standings`
    /// response).
    Standings(StandingsArgs),
    /// Pair the next Swiss round of a tournament document (the API's
    /// `Round`, state `pairing`); every round in it must be complete.
    Pair(PairArgs),
    /// Run the HTTP service: listens on PLANESFORGE_BIND (default
    /// 127.0.0.1:8080), stores in DATABASE_URL (default: the SQLite file
    /// planesforge.db; `postgres://…` selects PostgreSQL), logs per RUST_LOG.
    /// Every option also from its environment variable; a bad value stops
    /// it with exit status 2.
    Serve(Box<ServeArgs>),
    /// Print the OpenAPI document of the HTTP API (as committed in
    /// openapi/openapi.json).
    Openapi,
    /// Copy the SQLite database (DATABASE_URL) into a new FILE while the
    /// server runs: a consistent copy of one instant. Restore by starting
    /// the server on the copy. PostgreSQL: use pg_dump.
    Backup(BackupArgs),
    /// Write the documentation site built into this binary (the book in
    /// every language, as `/book/` serves it) into a folder, for any static
    /// web server.
    Book(BookArgs),
}

/// `planesforge backup FILE`
#[derive(Debug, Args)]
pub struct BackupArgs {
    /// The new file to write (refused when it exists).
    pub file: std::path::PathBuf,
    /// The database to copy: an SQLite file path [default: planesforge.db]
    #[arg(long, env = "DATABASE_URL", value_name = "URL", hide_env_values = true)]
    pub database_url: Option<String>,
}

/// `planesforge book DIR`
#[derive(Debug, Args)]
pub struct BookArgs {
    /// The folder to write into (created when missing; files already there
    /// with the same names are replaced).
    pub out: std::path::PathBuf,
}

/// `planesforge pair FILE|-`
#[derive(Debug, Args)]
pub struct PairArgs {
    /// The tournament document (JSON), or `-` for standard input.
    pub file: String,
}

/// `planesforge standings FILE|- [--after-round N] [--floor third] [--extended]`
#[derive(Debug, Args)]
pub struct StandingsArgs {
    /// The tournament document (JSON), or `-` for standard input.
    pub file: String,
    /// Standings after this round (default: the latest completed round).
    #[arg(long, value_name = "N")]
    pub after_round: Option<u32>,
    /// Percentage floor: `mtr` (0.33, default) or `third` (exactly 1/3).
    #[arg(long, value_enum, default_value_t = FloorArg::Mtr)]
    pub floor: FloorArg,
    /// Also print the figures of RULES.md §9 (Buchholz, …).
    #[arg(long)]
    pub extended: bool,
}

/// `--floor` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum FloorArg {
    Mtr,
    Third,
}

impl From<FloorArg> for WireFloor {
    fn from(f: FloorArg) -> WireFloor {
        match f {
            FloorArg::Mtr => WireFloor::Mtr,
            FloorArg::Third => WireFloor::Third,
        }
    }
}

/// A command-line failure; the message names the file and the place.
#[derive(Debug)]
pub enum CliError {
    /// The file (or standard input) could not be read.
    Read { file: String, source: io::Error },
    /// The document is malformed or inconsistent.
    Document { file: String, source: DocumentError },
    /// The standings cannot be computed (e.g. `--after-round` too large).
    Standings {
        file: String,
        source: StandingsError,
    },
    /// The playoff rounds of the document do not form the bracket of its
    /// top cut, so it has no final standings (RULES.md §8).
    FinalStandings {
        file: String,
        source: FinalStandingsError,
    },
    /// The next round cannot be paired (e.g. a round is incomplete).
    Pair {
        file: String,
        source: NextRoundError,
    },
    /// Writing standard output failed.
    Write(io::Error),
    /// The HTTP service could not start or stopped with an error.
    Serve(String),
    /// The book could not be written (or this binary has none).
    Book(String),
    /// No backup was written.
    Backup(String),
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Read { file, source } => write!(f, "{file}: cannot read: {source}"),
            CliError::Document { file, source } => write!(f, "{file}: {source}"),
            CliError::Standings { file, source } => write!(f, "{file}: {source}"),
            CliError::FinalStandings { file, source } => write!(f, "{file}: {source}"),
            CliError::Pair { file, source } => write!(f, "{file}: {source}"),
            CliError::Write(e) => write!(f, "cannot write output: {e}"),
            CliError::Serve(e) => write!(f, "serve: {e}"),
            CliError::Book(e) => write!(f, "book: {e}"),
            CliError::Backup(e) => write!(f, "backup: {e}"),
        }
    }
}

impl std::error::Error for CliError {}

/// Runs a parsed command line, writing results on standard output.
pub fn run(cli: Cli) -> Result<(), CliError> {
    match cli.command {
        Command::Serve(args) => crate::app::startup::serve(args.config()).map_err(CliError::Serve),
        Command::Openapi => {
            let json = crate::http::openapi::document_json()
                .map_err(|e| CliError::Write(io::Error::other(e)))?;
            print_out(json.trim_end())
        }
        Command::Book(args) => write_book(&args.out),
        Command::Backup(args) => backup(&args),
        Command::Standings(args) => print_out(&standings_json(&args)?),
        Command::Pair(args) => print_out(&pair_json(&args)?),
    }
}

/// `planesforge backup FILE`: the database copied into `FILE`
/// ([`crate::store::backup`]), and beside it the player code key file of
/// the database when it has one (`FILE.player-code-key`), so the copy's
/// players keep their codes (RULES.md §12).
fn backup(args: &BackupArgs) -> Result<(), CliError> {
    let url = args
        .database_url
        .as_deref()
        .map(str::trim)
        .filter(|u| !u.is_empty())
        .unwrap_or("planesforge.db");
    let dest_url = args.file.to_string_lossy();
    let key_dest = crate::app::code_key::key_file(&dest_url);
    if let Some(k) = key_dest.as_ref().filter(|k| k.exists()) {
        return Err(CliError::Backup(format!(
            "{} already exists: give a new file (a backup never overwrites)",
            k.display()
        )));
    }
    crate::store::backup::sqlite_into(url, &args.file)
        .map_err(|e| CliError::Backup(e.to_string()))?;
    let key_source = crate::app::code_key::key_file(url).filter(|k| k.is_file());
    if let (Some(from), Some(to)) = (key_source, key_dest) {
        copy_private(&from, &to).map_err(|e| {
            CliError::Backup(format!(
                "{} written, but its player code key {} could not be copied: {e}",
                args.file.display(),
                to.display()
            ))
        })?;
        eprintln!(
            "{} written, with its player code key {}",
            args.file.display(),
            to.display()
        );
    } else {
        eprintln!("{} written", args.file.display());
    }
    Ok(())
}

/// Copies `from` into the new file `to`, readable by the owner only.
fn copy_private(from: &std::path::Path, to: &std::path::Path) -> io::Result<()> {
    let bytes = std::fs::read(from)?;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600);
    }
    options.open(to)?.write_all(&bytes)
}

/// Writes every file of the built-in book under `out`, and says how many.
fn write_book(out: &std::path::Path) -> Result<(), CliError> {
    let files = crate::http::book::embedded_files();
    if files.is_empty() {
        return Err(CliError::Book(
            "this binary was built without book/ and has no book to write".to_owned(),
        ));
    }
    let count = files.len();
    for (path, bytes) in files {
        // The paths come from api/build.rs (relative, `/`-separated, no
        // `..`); checked anyway so nothing lands outside `out`.
        if path
            .split('/')
            .any(|c| c.is_empty() || c == "." || c == "..")
        {
            return Err(CliError::Book(format!("refusing the path {path:?}")));
        }
        let dest = out.join(path);
        if let Some(dir) = dest.parent() {
            std::fs::create_dir_all(dir)
                .map_err(|e| CliError::Book(format!("{}: {e}", dir.display())))?;
        }
        std::fs::write(&dest, bytes)
            .map_err(|e| CliError::Book(format!("{}: {e}", dest.display())))?;
    }
    eprintln!("{count} files written to {}", out.display());
    Ok(())
}

/// Prints `json` and a newline on standard output.
fn print_out(json: &str) -> Result<(), CliError> {
    let mut out = io::stdout().lock();
    match out
        .write_all(json.as_bytes())
        .and_then(|()| out.write_all(b"\n"))
        .and_then(|()| out.flush())
    {
        // A reader that stops early (`| head`) is not an error.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => other.map_err(CliError::Write),
    }
}

/// The next Swiss round of the command's document (RULES.md §5) as the
/// API's `Round` in state `pairing`, pretty JSON.
pub fn pair_json(args: &PairArgs) -> Result<String, CliError> {
    let history = read_history(&args.file)?;
    let next = pair_next_round(&history).map_err(|source| CliError::Pair {
        file: display_name(&args.file),
        source,
    })?;
    let response = RoundResponse::new(&history, &next.round, RoundState::Pairing, &next.warnings);
    serde_json::to_string_pretty(&response).map_err(|e| CliError::Write(io::Error::other(e)))
}

/// Reads `file` (`-`: standard input) into a validated history.
pub fn read_history(file: &str) -> Result<History, CliError> {
    let mut text = String::new();
    let read = if file == "-" {
        io::stdin().read_to_string(&mut text)
    } else {
        std::fs::File::open(file).and_then(|mut f| f.read_to_string(&mut text))
    };
    read.map_err(|source| CliError::Read {
        file: display_name(file),
        source,
    })?;
    TournamentDocument::parse_history(&text).map_err(|source| CliError::Document {
        file: display_name(file),
        source,
    })
}

fn display_name(file: &str) -> String {
    if file == "-" {
        "<stdin>".to_owned()
    } else {
        file.to_owned()
    }
}

/// The `standings` response for the command's document, as pretty JSON.
pub fn standings_json(args: &StandingsArgs) -> Result<String, CliError> {
    let history = read_history(&args.file)?;
    let options = StandingsQuery {
        after_round: args.after_round,
        floor: Some(args.floor.into()),
        extended: Some(args.extended),
    }
    .options();
    let standings =
        standings::compute(&history, &options).map_err(|source| CliError::Standings {
            file: display_name(&args.file),
            source,
        })?;
    // The final standings once the document has a top cut (RULES.md §8).
    let fin = planesforge_engine::final_standings::compute(&history, &standings, args.after_round)
        .map_err(|source| CliError::FinalStandings {
            file: display_name(&args.file),
            source,
        })?;
    let response = StandingsResponse::with_final(&history, &standings, fin.as_ref());
    serde_json::to_string_pretty(&response).map_err(|e| CliError::Write(io::Error::other(e)))
}

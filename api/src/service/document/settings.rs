//! The tournament's settings in the document (the sheets' language,
//! self-reporting, the clock settings; RULES.md §12, §13) and each round's
//! own clock (the book: [The tournament
//! document](/book/en/integration.html#tournament-document); the engine's
//! [`planesforge_engine::document::settings`]; format /3 added them): read
//! for an export and written by an import, inside the caller's
//! transaction. Player codes and match reports are not in the document:
//! codes are secrets (only their hashes are stored), and an imported
//! player gets a new one.

use planesforge_engine::TournamentRecord;
use planesforge_engine::clock::Clock;
use planesforge_engine::document::settings::{DocSettings, RoundClock};
use planesforge_engine::lifecycle::RoundState as Stage;

use crate::detail;
use crate::service::Code;
use crate::service::error::{Error, Location};
use crate::store::DbConnection;
use crate::store::clocks::{self as store, ClockRow, ClockSettings, ExtensionRow};
use crate::store::models::TournamentRow;

use crate::service::clock::{build, instant};
use crate::service::state::{RoundState, column};

/// The settings of tournament `t` as the document writes them.
pub fn settings(conn: &mut DbConnection, t: &TournamentRow) -> Result<DocSettings, Error> {
    let clock = store::settings(conn, &t.id)?.unwrap_or(ClockSettings {
        round_time_limit_s: None,
        starts_at_publish: false,
    });
    Ok(DocSettings {
        language: t.language.clone(),
        self_reporting: t.self_reporting,
        round_time_limit_s: clock.round_time_limit_s.map(i64::from),
        clock_starts_at_publish: clock.starts_at_publish,
    })
}

/// The own clock of each of `rounds` (in order) as the document writes
/// it: only for a round being paired or published (a completed round's
/// clock no longer counts, and the document refuses it), and only when
/// the round has one (else it follows the tournament's default limit).
pub fn round_clocks(
    conn: &mut DbConnection,
    tid: &str,
    rounds: &[&RoundState],
) -> Result<Vec<Option<RoundClock>>, Error> {
    let rows = store::clocks_of(conn, tid)?;
    let exts = if rows.is_empty() {
        Vec::new()
    } else {
        store::extensions_of(conn, tid)?
    };
    Ok(rounds
        .iter()
        .map(|r| {
            if r.stage() == Stage::Completed {
                return None;
            }
            let row = rows.iter().find(|c| c.round_number == r.row.number)?;
            let mine: Vec<ExtensionRow> = exts
                .iter()
                .filter(|e| e.round_number == r.row.number)
                .cloned()
                .collect();
            Some(match build(Some(row), None, &mine, None) {
                Some(clock) => RoundClock::Limited(clock),
                None => RoundClock::NoLimit,
            })
        })
        .collect())
}

/// The document's `settings.language` as stored: a catalogue language by
/// its exact code, else `422 invalid_language` at `settings.language`.
pub fn language(record: &TournamentRecord) -> Result<Option<String>, Error> {
    let Some(code) = record.settings.language.as_deref() else {
        return Ok(None);
    };
    match crate::i18n::Lang::from_code(code) {
        Some(lang) if lang.code() == code => Ok(Some(code.to_owned())),
        _ => {
            let codes: Vec<&str> = crate::i18n::Lang::ALL.iter().map(|l| l.code()).collect();
            Err(Error::at(
                Code::InvalidLanguage,
                detail!(
                    "error-in-field",
                    field = "settings.language",
                    error = detail!(
                        "error-invalid-language",
                        value = code,
                        codes = codes.join(", ")
                    )
                ),
                Location {
                    field: "settings.language".to_owned(),
                    round: None,
                    table: None,
                    player: None,
                },
            ))
        }
    }
}

/// Stores what the record adds to the imported tournament `tid` (its rows
/// just written): self-reporting, the clock settings and every round's own
/// clock with its extensions. The language goes with the tournament's row.
pub fn import(conn: &mut DbConnection, tid: &str, record: &TournamentRecord) -> Result<(), Error> {
    let settings = &record.settings;
    if !settings.self_reporting {
        crate::service::reports::set_self_reporting(conn, tid, false)?;
    }
    // In the clock's bounds (checked by the engine), so they fit.
    let limit = column::<i64>;
    store::set_settings(
        conn,
        tid,
        ClockSettings {
            round_time_limit_s: settings.round_time_limit_s.map(limit).transpose()?,
            starts_at_publish: settings.clock_starts_at_publish,
        },
    )?;
    for (round, clock) in record.history.rounds().iter().zip(&record.round_clocks) {
        let Some(clock) = clock else { continue };
        let number = column(round.number)?;
        let none = Clock {
            time_limit_s: 0,
            started_at: None,
            paused_at: None,
            paused_ms: 0,
            extensions: Vec::new(),
            table_extensions: Vec::new(),
            finished_at: None,
        };
        let (own_limit, c) = match clock {
            RoundClock::NoLimit => (None, &none),
            RoundClock::Limited(c) => (Some(limit(c.time_limit_s)?), c),
        };
        store::save(
            conn,
            &ClockRow {
                tournament_id: tid.to_owned(),
                round_number: number,
                time_limit_s: own_limit,
                started_at: c.started_at.map(instant).transpose()?,
                paused_at: c.paused_at.map(instant).transpose()?,
                paused_ms: c.paused_ms,
            },
            false,
        )?;
        // Oldest first, the round's and the tables' together, as the
        // commands stored them.
        let mut exts: Vec<(i64, Option<u32>, i64)> = c
            .extensions
            .iter()
            .map(|e| (e.at, None, e.seconds))
            .chain(
                c.table_extensions
                    .iter()
                    .map(|e| (e.at, Some(e.table), e.seconds)),
            )
            .collect();
        exts.sort_by_key(|e| e.0);
        for (at, table, seconds) in exts {
            store::insert_extension(
                conn,
                &ExtensionRow {
                    tournament_id: tid.to_owned(),
                    round_number: number,
                    // Tables fit (checked before the import writes).
                    table_number: table.map(column).transpose()?,
                    at: instant(at)?,
                    // 1..=MAX_EXTENSION_S (checked by the engine).
                    seconds: column(seconds)?,
                },
            )?;
        }
    }
    Ok(())
}

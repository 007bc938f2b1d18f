//! The round clock (RULES.md §13): the tournament's default limit and
//! whether a clock starts at publish, a round's own limit, start, pause,
//! resume, extensions of the round and of one table. Each command is one
//! transaction: the tournament lock first, the engine's clock
//! ([`planesforge_engine::clock`]) decides, the new instants are stored, the
//! audit log written and a `clock.*` event queued. Nothing counts down in
//! this process: the time left is derived from the stored instants and the
//! time of each request. Running out of time blocks nothing (results are
//! accepted late).

use chrono::{DateTime, NaiveDateTime};
use planesforge_engine::clock::{
    Clock, ClockError, Extension, MAX_EXTENSION_S, MAX_TIME_LIMIT_S, Millis, TableExtension,
};
use planesforge_engine::lifecycle::RoundState as Stage;
use serde_json::{Value, json};

use crate::detail;
use crate::service::caller::{Caller, Scope};
use crate::service::error::Error;
use crate::service::tx::Tx;
use crate::service::views::audit::AuditAction;
use crate::service::views::clock::{
    ClockSettingsView, ClockView, ExtensionView, RoundLimit, TableEnd,
};
use crate::service::views::payloads;
use crate::service::views::rounds::Round;
use crate::service::{Code, Kind};
use crate::store::clocks::{self as store, ClockRow, ClockSettings, ExtensionRow};
use crate::store::models::TournamentRow;
use crate::store::{DbConnection, DbPool};
use crate::worker::Event;

use super::state::{RoundState, column};
use super::{audit, find_tournament, lock_owned, timestamp, transaction};

/// An instant as the engine counts it.
pub(super) fn millis(t: NaiveDateTime) -> Millis {
    t.and_utc().timestamp_millis()
}

pub(super) fn instant(ms: Millis) -> Result<NaiveDateTime, Error> {
    DateTime::from_timestamp_millis(ms)
        .map(|d| d.naive_utc())
        .ok_or_else(|| Error::Internal(format!("instant out of range: {ms}")))
}

fn stamp(ms: Millis) -> Result<String, Error> {
    Ok(timestamp(instant(ms)?))
}

/// The engine's clock of a round from its stored row (`None`: the round
/// follows the tournament's `default`), extensions and the instant the
/// round completed (its clock stopped there, RULES.md §13); `None` when
/// the round has no time limit.
pub(super) fn build(
    row: Option<&ClockRow>,
    default: Option<i32>,
    exts: &[ExtensionRow],
    completed_at: Option<NaiveDateTime>,
) -> Option<Clock> {
    let limit = match row {
        Some(r) => r.time_limit_s,
        None => default,
    }?;
    let mut clock = Clock {
        time_limit_s: i64::from(limit),
        started_at: row.and_then(|r| r.started_at).map(millis),
        paused_at: row.and_then(|r| r.paused_at).map(millis),
        paused_ms: row.map_or(0, |r| r.paused_ms),
        extensions: Vec::new(),
        table_extensions: Vec::new(),
        finished_at: completed_at.map(millis),
    };
    for e in exts {
        let (at, seconds) = (millis(e.at), i64::from(e.seconds));
        match e.table_number.and_then(|t| u32::try_from(t).ok()) {
            Some(table) => clock
                .table_extensions
                .push(TableExtension { table, at, seconds }),
            None => clock.extensions.push(Extension { at, seconds }),
        }
    }
    Some(clock)
}

/// What `clock` shows at `now`.
pub fn view(clock: &Clock, now: Millis) -> Result<ClockView, Error> {
    let opt = |t: Option<Millis>| t.map(stamp).transpose();
    let mut tables = std::collections::BTreeMap::new();
    for (table, extension_s) in clock.extended_tables() {
        tables.insert(
            table,
            TableEnd {
                extension_s,
                ends_at: opt(clock.table_ends_at(table))?,
            },
        );
    }
    Ok(ClockView {
        time_limit_s: clock.time_limit_s,
        state: clock.state(),
        started_at: opt(clock.started_at)?,
        paused_at: opt(clock.paused_at)?,
        extensions: clock
            .extensions
            .iter()
            .map(|e| {
                Ok(ExtensionView {
                    at: stamp(e.at)?,
                    seconds: e.seconds,
                })
            })
            .collect::<Result<_, Error>>()?,
        ends_at: opt(clock.ends_at())?,
        remaining_s: clock.remaining_s(now),
        server_time: stamp(now)?,
        tables,
    })
}

fn settings_of(conn: &mut DbConnection, tid: &str) -> Result<ClockSettings, Error> {
    store::settings(conn, tid)?.ok_or_else(|| {
        Error::new(
            Code::TournamentNotFound,
            detail!("error-tournament-not-found", id = tid),
        )
    })
}

/// A round's clock as stored: its own row (`None`: the round follows the
/// tournament's default) and its extensions. A result write keeps it
/// between writes (the round cache), since only a clock command, which
/// bumps the tournament's version, changes it.
#[derive(Debug, Clone, Default)]
pub struct StoredClock {
    row: Option<ClockRow>,
    extensions: Vec<ExtensionRow>,
}

impl StoredClock {
    /// Round `n`'s clock as stored (one query; two when it has its own row).
    pub fn load(conn: &mut DbConnection, tid: &str, n: u32) -> Result<StoredClock, Error> {
        let number = i32::try_from(n).map_err(|_| super::state::round_not_found(n))?;
        let row = store::clock(conn, tid, number)?;
        let extensions = if row.is_some() {
            store::extensions(conn, tid, number)?
        } else {
            Vec::new()
        };
        Ok(StoredClock { row, extensions })
    }

    /// The clock at `now` (the transaction's instant), under the
    /// tournament's default limit `default` (`None`: no time limit),
    /// stopped at `completed_at` when the round has completed.
    pub fn view(
        &self,
        now: NaiveDateTime,
        default: Option<i32>,
        completed_at: Option<NaiveDateTime>,
    ) -> Result<Option<ClockView>, Error> {
        build(self.row.as_ref(), default, &self.extensions, completed_at)
            .map(|c| view(&c, millis(now)))
            .transpose()
    }
}

/// Round `n`'s clock at the transaction's instant (`None`: no time
/// limit), for the round resource and for a player's own view.
pub fn of_round(conn: &mut Tx<'_>, tid: &str, n: u32) -> Result<Option<ClockView>, Error> {
    let settings = settings_of(conn, tid)?;
    let number = i32::try_from(n).map_err(|_| super::state::round_not_found(n))?;
    let completed_at = store::completed_at(conn, tid, number)?;
    let now = conn.now();
    StoredClock::load(conn, tid, n)?.view(now, settings.round_time_limit_s, completed_at)
}

/// Fills in `round.clock`.
pub fn attach(conn: &mut Tx<'_>, tid: &str, mut round: Round) -> Result<Round, Error> {
    round.clock = of_round(conn, tid, round.number)?;
    Ok(round)
}

/// Fills in the clocks of `rounds` (all of one tournament), in four
/// queries whatever their number.
pub fn attach_all(conn: &mut Tx<'_>, tid: &str, rounds: &mut [Round]) -> Result<(), Error> {
    if rounds.is_empty() {
        return Ok(());
    }
    let settings = settings_of(conn, tid)?;
    let rows = store::clocks_of(conn, tid)?;
    let exts = if rows.is_empty() {
        Vec::new()
    } else {
        store::extensions_of(conn, tid)?
    };
    let completed = store::completed_ats(conn, tid)?;
    let at = millis(conn.now());
    for r in rounds {
        let number = i64::from(r.number);
        let row = rows.iter().find(|c| i64::from(c.round_number) == number);
        let mine: Vec<ExtensionRow> = exts
            .iter()
            .filter(|e| i64::from(e.round_number) == number)
            .cloned()
            .collect();
        // Stopped at the round's completion (RULES.md §13).
        let completed_at = completed
            .iter()
            .find(|(n, _)| i64::from(*n) == number)
            .map(|(_, at)| *at);
        r.clock = build(row, settings.round_time_limit_s, &mine, completed_at)
            .map(|c| view(&c, at))
            .transpose()?;
    }
    Ok(())
}

/// The engine's refusal as a domain error.
fn refused(e: ClockError, n: u32, value: i64) -> Error {
    match e {
        ClockError::AlreadyStarted => Error::new(
            Code::ClockAlreadyStarted,
            detail!("error-clock-already-started", round = n),
        ),
        ClockError::NotRunning => Error::new(
            Code::ClockNotRunning,
            detail!("error-clock-not-running", round = n),
        ),
        ClockError::NotPaused => Error::new(
            Code::ClockNotPaused,
            detail!("error-clock-not-paused", round = n),
        ),
        ClockError::LimitAfterStart => Error::new(
            Code::ClockStarted,
            detail!("error-clock-started", round = n),
        ),
        ClockError::ExtensionOutOfRange => Error::new(
            Code::InvalidExtension,
            detail!(
                "error-invalid-extension",
                max = MAX_EXTENSION_S,
                value = value
            ),
        ),
        ClockError::LimitOutOfRange => invalid_limit(value),
        ClockError::TimeWentBack => Error::new(
            Code::ClockTimeWentBack,
            detail!("error-clock-time-went-back", round = n),
        ),
    }
}

fn invalid_limit(value: i64) -> Error {
    Error::new(
        Code::InvalidTimeLimit,
        detail!(
            "error-invalid-time-limit",
            max = MAX_TIME_LIMIT_S,
            value = value
        ),
    )
}

/// What the organizer does to a round's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    Start,
    Pause,
    Resume,
    /// The whole round, by seconds.
    Extend(i64),
    /// One table, by seconds.
    ExtendTable {
        table: u32,
        seconds: i64,
    },
    /// The round's own limit (before the clock starts).
    SetLimit(RoundLimit),
}

impl Command {
    /// What the caller's key must allow: running the clock is the judge's
    /// (`results`); setting a round's own limit is the organizer's
    /// (`full`).
    fn needs(self) -> Scope {
        match self {
            Command::SetLimit(_) => Scope::Full,
            _ => Scope::Results,
        }
    }

    fn action(self) -> AuditAction {
        match self {
            Command::Start => AuditAction::ClockStarted,
            Command::Pause => AuditAction::ClockPaused,
            Command::Resume => AuditAction::ClockResumed,
            Command::Extend(_) => AuditAction::ClockExtended,
            Command::ExtendTable { .. } => AuditAction::TableExtended,
            Command::SetLimit(_) => AuditAction::ClockLimitSet,
        }
    }

    fn event(self) -> Option<Event> {
        match self {
            Command::Start => Some(Event::ClockStarted),
            Command::Pause => Some(Event::ClockPaused),
            Command::Resume => Some(Event::ClockResumed),
            Command::Extend(_) | Command::ExtendTable { .. } => Some(Event::ClockExtended),
            Command::SetLimit(_) => None,
        }
    }
}

/// The round's state allows the command: a clock runs only while the round
/// is published; its limit may also be set while it is being paired.
fn require_stage(round: &RoundState, cmd: Command) -> Result<(), Error> {
    let n = round.number();
    match round.stage() {
        Stage::Published => Ok(()),
        Stage::Pairing if matches!(cmd, Command::SetLimit(_)) => Ok(()),
        Stage::Pairing => Err(Error::new(
            Code::RoundNotPublished,
            detail!("error-clock-round-pairing", round = n),
        )),
        Stage::Completed => Err(Error::new(
            Code::RoundCompleted,
            detail!("error-clock-round-completed", round = n),
        )),
    }
}

/// A real table of `round` (404 when there is none, 422 for the bye).
fn require_table(round: &RoundState, table: u32) -> Result<(), Error> {
    let n = round.number();
    let row = round
        .pairings
        .iter()
        .find(|p| i64::from(p.table_number) == i64::from(table))
        .ok_or_else(|| {
            Error::new(
                Code::TableNotFound,
                detail!("error-table-not-found", round = n, table = table),
            )
        })?;
    if row.player_b.is_none() {
        return Err(Error::new(
            Code::ByeTable,
            detail!("error-bye-table-extension", table = table),
        ));
    }
    Ok(())
}

/// `POST …/rounds/{n}/clock/{start|pause|resume|extend}`,
/// `POST …/rounds/{n}/tables/{table}/extension`, `PUT …/rounds/{n}/clock`:
/// the round, with its clock, afterwards.
pub fn command(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    n: u32,
    cmd: Command,
) -> Result<Round, Error> {
    transaction(pool, |conn| {
        let t = super::lock_owned_for(conn, tid, caller, cmd.needs())?;
        let round = RoundState::load(conn, tid, n)?;
        require_stage(&round, cmd)?;
        if let Command::ExtendTable { table, .. } = cmd {
            require_table(&round, table)?;
        }
        if let Some(event) = apply(conn, caller, &t, &round, cmd)? {
            event.enqueue(conn, &t)?;
        }
        attach(conn, tid, round.to_api()?)
    })
}

/// A `clock.*` event decided but not queued yet: [`on_publish`] starts the
/// clock before `round.published` is queued (so that event shows the
/// running clock) and queues this one after it.
#[derive(Debug)]
#[must_use = "the event is lost unless queued"]
pub struct PendingEvent {
    event: Event,
    data: payloads::ClockChanged,
}

impl PendingEvent {
    /// Queues the event (log, webhooks) in the caller's transaction.
    pub fn enqueue(self, conn: &mut Tx<'_>, t: &TournamentRow) -> Result<(), Error> {
        super::webhooks::enqueue(conn, t, self.event, self.data)
    }
}

/// Runs `cmd` on round `round`'s clock inside the caller's transaction
/// (the tournament locked): stores the instants and writes the audit
/// entry; returns the event for the caller to queue.
fn apply(
    conn: &mut Tx<'_>,
    caller: &Caller,
    t: &TournamentRow,
    round: &RoundState,
    cmd: Command,
) -> Result<Option<PendingEvent>, Error> {
    let (tid, n) = (t.id.as_str(), round.number());
    let number = round.row.number;
    let settings = settings_of(conn, tid)?;
    let row = store::clock(conn, tid, number)?;
    let exts = match row {
        Some(_) => store::extensions(conn, tid, number)?,
        None => Vec::new(),
    };
    let at = conn.now();
    let at_ms = millis(at);
    // The round is published (checked before): its clock has not stopped.
    let mut clock = build(row.as_ref(), settings.round_time_limit_s, &exts, None);
    let mut extension: Option<(Option<u32>, i64)> = None;
    match (cmd, clock.as_mut()) {
        (Command::SetLimit(RoundLimit { time_limit_s: None }), c) => {
            if c.is_some_and(|c| c.started_at.is_some()) {
                return Err(refused(ClockError::LimitAfterStart, n, 0));
            }
            clock = None;
        }
        (
            Command::SetLimit(RoundLimit {
                time_limit_s: Some(s),
            }),
            Some(c),
        ) => {
            c.set_limit(s).map_err(|e| refused(e, n, s))?;
        }
        (
            Command::SetLimit(RoundLimit {
                time_limit_s: Some(s),
            }),
            None,
        ) => {
            clock = Some(Clock::new(s).map_err(|e| refused(e, n, s))?);
        }
        (_, None) => {
            return Err(Error::new(
                Code::NoTimeLimit,
                detail!("error-no-time-limit", round = n),
            ));
        }
        (Command::Start, Some(c)) => c.start(at_ms).map_err(|e| refused(e, n, 0))?,
        (Command::Pause, Some(c)) => c.pause(at_ms).map_err(|e| refused(e, n, 0))?,
        (Command::Resume, Some(c)) => c.resume(at_ms).map_err(|e| refused(e, n, 0))?,
        (Command::Extend(s), Some(c)) => {
            c.extend(at_ms, s).map_err(|e| refused(e, n, s))?;
            extension = Some((None, s));
        }
        (Command::ExtendTable { table, seconds }, Some(c)) => {
            c.extend_table(at_ms, table, seconds)
                .map_err(|e| refused(e, n, seconds))?;
            extension = Some((Some(table), seconds));
        }
    }
    let new_row = ClockRow {
        tournament_id: tid.to_owned(),
        round_number: number,
        time_limit_s: clock.as_ref().map(|c| column(c.time_limit_s)).transpose()?,
        started_at: clock
            .as_ref()
            .and_then(|c| c.started_at)
            .map(instant)
            .transpose()?,
        paused_at: clock
            .as_ref()
            .and_then(|c| c.paused_at)
            .map(instant)
            .transpose()?,
        paused_ms: clock.as_ref().map_or(0, |c| c.paused_ms),
    };
    store::save(conn, &new_row, row.is_some())?;
    if let Some((table, seconds)) = extension {
        store::insert_extension(
            conn,
            &ExtensionRow {
                tournament_id: tid.to_owned(),
                round_number: number,
                table_number: table.map(column).transpose()?,
                at,
                seconds: column(seconds)?,
            },
        )?;
    }
    let shown = clock.as_ref().map(|c| view(c, at_ms)).transpose()?;
    let mut detail = json!({ "clock": shown });
    match cmd {
        Command::Extend(s) => detail["seconds"] = json!(s),
        Command::ExtendTable { table, seconds } => {
            detail["table"] = json!(table);
            detail["seconds"] = json!(seconds);
        }
        Command::SetLimit(l) => detail["time_limit_s"] = json!(l.time_limit_s),
        _ => {}
    }
    audit::record(conn, tid, caller, cmd.action(), Some(n), detail.clone())?;
    Ok(cmd.event().map(|event| {
        let (table, seconds) = match cmd {
            Command::ExtendTable { table, seconds } => (Some(table), Some(seconds)),
            Command::Extend(s) => (None, Some(s)),
            _ => (None, None),
        };
        let data = payloads::ClockChanged {
            round: n,
            clock: shown,
            table,
            seconds,
        };
        PendingEvent { event, data }
    }))
}

/// After round `n`'s new state `published` was stored (in the caller's
/// transaction): starts its clock when the tournament says so and the
/// round has a limit and is still running (a round of only a bye
/// completes at once). Returns the `clock.started` event for the caller
/// to queue after `round.published`.
pub fn on_publish(
    conn: &mut Tx<'_>,
    caller: &Caller,
    t: &TournamentRow,
    n: u32,
) -> Result<Option<PendingEvent>, Error> {
    if !settings_of(conn, &t.id)?.starts_at_publish {
        return Ok(None);
    }
    let round = RoundState::load(conn, &t.id, n)?;
    if round.stage() != Stage::Published {
        return Ok(None);
    }
    match apply(conn, caller, t, &round, Command::Start) {
        // No limit, or already started: nothing to start.
        Err(e) if e.kind() == Kind::Conflict => Ok(None),
        other => other,
    }
}

/// `data` of an event with the clock of the round it embeds filled in:
/// a `round` object (with its `number`) gets the `clock` that `GET
/// …/rounds/{n}` shows as of this transaction (`null` only without a time
/// limit). The views that events embed are built without their clock
/// (`RoundState::to_api`), so every event goes through here
/// ([`super::webhooks::enqueue_with`]); events that name a round only by
/// its number are left as they are.
pub fn embed(conn: &mut Tx<'_>, tid: &str, mut data: Value) -> Result<Value, Error> {
    let number = data
        .get("round")
        .and_then(Value::as_object)
        .filter(|r| r.get("clock").is_none_or(Value::is_null))
        .and_then(|r| r.get("number"))
        .and_then(Value::as_u64)
        .and_then(|n| u32::try_from(n).ok());
    if let Some(n) = number {
        let clock = serde_json::to_value(of_round(conn, tid, n)?)?;
        if let Some(round) = data.get_mut("round").and_then(Value::as_object_mut) {
            round.insert("clock".to_owned(), clock);
        }
    }
    Ok(data)
}

/// `GET …/clock-settings`: anyone who can read the tournament.
pub fn settings(pool: &DbPool, tid: &str) -> Result<ClockSettingsView, Error> {
    transaction(pool, |conn| {
        find_tournament(conn, tid)?;
        Ok(settings_view(settings_of(conn, tid)?))
    })
}

fn settings_view(s: ClockSettings) -> ClockSettingsView {
    ClockSettingsView {
        round_time_limit_s: s.round_time_limit_s.map(i64::from),
        clock_starts_at_publish: s.starts_at_publish,
    }
}

/// `PUT …/clock-settings` (owner): the default limit of the rounds whose
/// clock has not been set or started yet, and whether clocks start at
/// publish.
pub fn set_settings(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    input: ClockSettingsView,
) -> Result<ClockSettingsView, Error> {
    let limit = match input.round_time_limit_s {
        Some(s) if !(1..=MAX_TIME_LIMIT_S).contains(&s) => return Err(invalid_limit(s)),
        Some(s) => Some(i32::try_from(s).map_err(|_| invalid_limit(s))?),
        None => None,
    };
    transaction(pool, |conn| {
        lock_owned(conn, tid, caller)?;
        let before = settings_view(settings_of(conn, tid)?);
        let new = ClockSettings {
            round_time_limit_s: limit,
            starts_at_publish: input.clock_starts_at_publish,
        };
        store::set_settings(conn, tid, new)?;
        let after = settings_view(new);
        audit::record(
            conn,
            tid,
            caller,
            AuditAction::ClockSettingsChanged,
            None,
            json!({ "before": before, "after": after }),
        )?;
        Ok(after)
    })
}

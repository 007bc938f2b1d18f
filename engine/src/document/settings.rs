//! The tournament's `settings` in the document (the book: [The tournament
//! document](/book/en/integration.html#tournament-document); the sheets'
//! language, self-reporting, RULES.md §12, and the clock settings, §13)
//! and each round's own `clock` (§13: its limit and the instants of what
//! happened to it), which format `planesforge-tournament/3` added, and the
//! checks an import runs on them.
//!
//! The clock is written as the API shows instants: RFC 3339 UTC with
//! milliseconds. A clock is checked with the rules of [`crate::clock`]:
//! the same bounds ([`MAX_TIME_LIMIT_S`], [`MAX_EXTENSION_S`]) and the
//! same order of instants its commands keep (a pause after the start,
//! extensions oldest first, nothing later than "now", which the caller
//! passes in: the engine reads no clock).

use chrono::{DateTime, SecondsFormat, Utc};
use serde::{Deserialize, Serialize};

use crate::clock::{Clock, Extension, MAX_EXTENSION_S, MAX_TIME_LIMIT_S, Millis, TableExtension};
use crate::lifecycle::RoundState;
use crate::model::Round;

/// A new tournament's default round time limit: 50 minutes (the service's
/// default, its `tournaments.round_time_limit_s` column default), which a
/// document without `settings` (every /1 or /2 document) gets.
pub const DEFAULT_ROUND_TIME_LIMIT_S: i64 = 3000;

fn yes() -> bool {
    true
}

fn default_limit() -> Option<i64> {
    Some(DEFAULT_ROUND_TIME_LIMIT_S)
}

/// The tournament's settings (format /3). Absent in a /3 document, and in
/// every /1 or /2 document: the defaults of a new tournament (no language,
/// self-reporting on, rounds of [`DEFAULT_ROUND_TIME_LIMIT_S`], clocks
/// started by hand).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DocSettings {
    /// The language of the printed sheets (a catalogue code such as `de`;
    /// the service checks it); `null`: the request's language.
    #[serde(default)]
    pub language: Option<String>,
    /// Whether players may report their results (RULES.md §12).
    #[serde(default = "yes")]
    pub self_reporting: bool,
    /// The default time limit of a round in seconds (RULES.md §13);
    /// `null`: no clock; absent: [`DEFAULT_ROUND_TIME_LIMIT_S`].
    #[serde(default = "default_limit")]
    pub round_time_limit_s: Option<i64>,
    /// Whether a round's clock starts when the round is published.
    #[serde(default)]
    pub clock_starts_at_publish: bool,
}

impl Default for DocSettings {
    fn default() -> DocSettings {
        DocSettings {
            language: None,
            self_reporting: true,
            round_time_limit_s: default_limit(),
            clock_starts_at_publish: false,
        }
    }
}

/// A round's own clock (format /3; RULES.md §13). A round without one
/// follows the tournament's `round_time_limit_s` and has not started.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DocClock {
    /// The round's limit in seconds before extensions; `null`: this round
    /// has no time limit (whatever the tournament's default).
    pub time_limit_s: Option<i64>,
    /// When the clock was first started (RFC 3339).
    #[serde(default)]
    pub started_at: Option<String>,
    /// When the running pause began; `null` unless paused.
    #[serde(default)]
    pub paused_at: Option<String>,
    /// The length of the pauses already over, in milliseconds.
    #[serde(default)]
    pub paused_ms: i64,
    /// Extensions of the whole round, oldest first.
    #[serde(default)]
    pub extensions: Vec<DocExtension>,
    /// Extensions of single tables, oldest first.
    #[serde(default)]
    pub table_extensions: Vec<DocTableExtension>,
}

/// An extension of the whole round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DocExtension {
    pub at: String,
    pub seconds: i64,
}

/// An extension of one table (a judge's ruling).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DocTableExtension {
    pub table: u32,
    pub at: String,
    pub seconds: i64,
}

/// A round's own clock as the record holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoundClock {
    /// The round has no time limit of its own choosing: no clock at all.
    NoLimit,
    /// The round's clock.
    Limited(Clock),
}

/// What is wrong with an instant or an order of instants of a clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockProblem {
    /// A round without a time limit that started, paused or was extended.
    NoLimit,
    /// Paused, or with pauses behind it, but never started; or paused
    /// before it started; or pauses longer than the time since the start.
    Order,
    /// An instant later than "now".
    Future,
}

/// A refused `settings` member or round `clock` of a /3 document, with the
/// JSON path of the field (`settings.round_time_limit_s`,
/// `rounds[2].clock.table_extensions[0].table`, …) and the round it
/// concerns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClockInvalid {
    /// A time limit outside 1..=[`MAX_TIME_LIMIT_S`] seconds.
    TimeLimit {
        field: String,
        round: Option<u32>,
        value: i64,
    },
    /// An extension outside 1..=[`MAX_EXTENSION_S`] seconds.
    Extension {
        field: String,
        round: u32,
        value: i64,
    },
    /// Not an RFC 3339 instant.
    Instant {
        field: String,
        round: u32,
        value: String,
    },
    /// A clock on a completed round, or a started or extended clock on a
    /// round still being paired (RULES.md §13: a clock runs only while its
    /// round is published).
    RoundState {
        field: String,
        round: u32,
        state: RoundState,
    },
    /// Instants out of the order the clock's commands keep.
    Inconsistent {
        field: String,
        round: u32,
        problem: ClockProblem,
    },
    /// A table extension for a table the round does not have.
    UnknownTable {
        field: String,
        round: u32,
        table: u32,
    },
    /// A table extension for the bye.
    ByeTable {
        field: String,
        round: u32,
        table: u32,
    },
}

impl ClockInvalid {
    /// A stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            ClockInvalid::TimeLimit { .. } => "invalid_time_limit",
            ClockInvalid::Extension { .. } => "invalid_extension",
            ClockInvalid::Instant { .. } => "invalid_instant",
            ClockInvalid::RoundState { .. } => "invalid_round_clock",
            ClockInvalid::Inconsistent { .. } => "inconsistent_clock",
            ClockInvalid::UnknownTable { .. } => "unknown_table",
            ClockInvalid::ByeTable { .. } => "bye_table",
        }
    }
}

impl ClockInvalid {
    /// The JSON path of the refused field.
    pub fn field(&self) -> &str {
        match self {
            ClockInvalid::TimeLimit { field, .. }
            | ClockInvalid::Extension { field, .. }
            | ClockInvalid::Instant { field, .. }
            | ClockInvalid::RoundState { field, .. }
            | ClockInvalid::Inconsistent { field, .. }
            | ClockInvalid::UnknownTable { field, .. }
            | ClockInvalid::ByeTable { field, .. } => field,
        }
    }

    /// The round concerned (none for the settings).
    pub fn round(&self) -> Option<u32> {
        match self {
            ClockInvalid::TimeLimit { round, .. } => *round,
            ClockInvalid::Extension { round, .. }
            | ClockInvalid::Instant { round, .. }
            | ClockInvalid::RoundState { round, .. }
            | ClockInvalid::Inconsistent { round, .. }
            | ClockInvalid::UnknownTable { round, .. }
            | ClockInvalid::ByeTable { round, .. } => Some(*round),
        }
    }

    /// The table concerned, for a table extension's table.
    pub fn table(&self) -> Option<u32> {
        match self {
            ClockInvalid::UnknownTable { table, .. } | ClockInvalid::ByeTable { table, .. } => {
                Some(*table)
            }
            _ => None,
        }
    }
}

impl std::fmt::Display for ClockInvalid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ClockInvalid::TimeLimit { field, value, .. } => write!(
                f,
                "{field}: a time limit must be 1 to {MAX_TIME_LIMIT_S} seconds, not {value}"
            ),
            ClockInvalid::Extension { field, value, .. } => write!(
                f,
                "{field}: an extension must be 1 to {MAX_EXTENSION_S} seconds, not {value}"
            ),
            ClockInvalid::Instant { field, value, .. } => {
                write!(f, "{field}: {value:?} is not an RFC 3339 instant")
            }
            ClockInvalid::RoundState {
                field,
                round,
                state,
            } => write!(
                f,
                "{field}: round {round} is {}: only a published round has a running clock",
                state.as_str()
            ),
            ClockInvalid::Inconsistent {
                field,
                round,
                problem,
            } => write!(
                f,
                "{field}: the clock of round {round} is inconsistent ({problem:?})"
            ),
            ClockInvalid::UnknownTable {
                field,
                round,
                table,
            } => write!(f, "{field}: round {round} has no table {table}"),
            ClockInvalid::ByeTable { field, table, .. } => {
                write!(f, "{field}: table {table} is the bye")
            }
        }
    }
}

impl std::error::Error for ClockInvalid {}

/// An instant as the API writes it: RFC 3339 UTC with milliseconds.
pub fn rfc3339(ms: Millis) -> String {
    DateTime::<Utc>::from_timestamp_millis(ms)
        .map(|d| d.to_rfc3339_opts(SecondsFormat::Millis, true))
        .unwrap_or_default()
}

/// An RFC 3339 instant (any offset) in milliseconds since the epoch.
pub fn parse_instant(text: &str) -> Option<Millis> {
    DateTime::parse_from_rfc3339(text)
        .ok()
        .map(|d| d.timestamp_millis())
}

/// Checks the settings' clock limit.
pub fn check_settings(settings: &DocSettings) -> Result<(), ClockInvalid> {
    match settings.round_time_limit_s {
        Some(s) if !(1..=MAX_TIME_LIMIT_S).contains(&s) => Err(ClockInvalid::TimeLimit {
            field: "settings.round_time_limit_s".to_owned(),
            round: None,
            value: s,
        }),
        _ => Ok(()),
    }
}

/// The document clock of round `round_pos` (`round`, in `state`) as the
/// record's clock, checked: limits and extensions in the clock's bounds,
/// instants well-formed and in the order the clock's commands keep, none
/// later than `now` (when given), table extensions only on the round's
/// real tables, and a clock only on a published round (a round being
/// paired may carry its own limit, nothing more; RULES.md §13).
pub fn check_clock(
    round_pos: usize,
    round: &Round,
    state: RoundState,
    doc: &DocClock,
    now: Option<Millis>,
) -> Result<RoundClock, ClockInvalid> {
    let n = round.number;
    let path = |rest: &str| format!("rounds[{round_pos}].clock{rest}");
    let instant = |rest: &str, text: &str| {
        parse_instant(text).ok_or_else(|| ClockInvalid::Instant {
            field: path(rest),
            round: n,
            value: text.to_owned(),
        })
    };
    let inconsistent = |rest: &str, problem| ClockInvalid::Inconsistent {
        field: path(rest),
        round: n,
        problem,
    };
    let ran = doc.started_at.is_some()
        || doc.paused_at.is_some()
        || doc.paused_ms != 0
        || !doc.extensions.is_empty()
        || !doc.table_extensions.is_empty();
    let wrong_state = match state {
        RoundState::Completed => true,
        RoundState::Pairing => ran,
        RoundState::Published => false,
    };
    if wrong_state {
        return Err(ClockInvalid::RoundState {
            field: path(""),
            round: n,
            state,
        });
    }
    let Some(limit) = doc.time_limit_s else {
        if ran {
            return Err(inconsistent(".time_limit_s", ClockProblem::NoLimit));
        }
        return Ok(RoundClock::NoLimit);
    };
    let mut clock = Clock::new(limit).map_err(|_| ClockInvalid::TimeLimit {
        field: path(".time_limit_s"),
        round: Some(n),
        value: limit,
    })?;
    let not_future = |rest: &str, t: Millis| match now {
        Some(now) if t > now => Err(inconsistent(rest, ClockProblem::Future)),
        _ => Ok(()),
    };
    let started = doc
        .started_at
        .as_deref()
        .map(|t| instant(".started_at", t))
        .transpose()?;
    let paused = doc
        .paused_at
        .as_deref()
        .map(|t| instant(".paused_at", t))
        .transpose()?;
    if let Some(s) = started {
        not_future(".started_at", s)?;
    }
    if let Some(p) = paused {
        not_future(".paused_at", p)?;
    }
    // The time the clock has run so far must not be negative: the pauses
    // over fit between the start and the running pause (or "now").
    match (started, paused) {
        (None, Some(_)) => return Err(inconsistent(".paused_at", ClockProblem::Order)),
        (None, None) if doc.paused_ms != 0 => {
            return Err(inconsistent(".paused_ms", ClockProblem::Order));
        }
        (Some(s), Some(p)) if p < s => {
            return Err(inconsistent(".paused_at", ClockProblem::Order));
        }
        (Some(s), until) => {
            let until = until.or(now);
            let fits = doc.paused_ms >= 0
                && s.checked_add(doc.paused_ms)
                    .is_some_and(|end| until.is_none_or(|u| end <= u));
            if !fits {
                return Err(inconsistent(".paused_ms", ClockProblem::Order));
            }
        }
        (None, None) => {}
    }
    clock.started_at = started;
    clock.paused_at = paused;
    clock.paused_ms = doc.paused_ms;
    // One extension (of the round or of a table) at `rest`: its seconds in
    // the clock's bounds, its instant well-formed, not in the future and
    // not before the previous one of its list (`last`).
    let extension = |rest: &str, seconds: i64, at: &str, last: &mut Option<Millis>| {
        if !(1..=MAX_EXTENSION_S).contains(&seconds) {
            return Err(ClockInvalid::Extension {
                field: path(&format!("{rest}.seconds")),
                round: n,
                value: seconds,
            });
        }
        let at = instant(&format!("{rest}.at"), at)?;
        not_future(&format!("{rest}.at"), at)?;
        if last.is_some_and(|l| at < l) {
            return Err(inconsistent(&format!("{rest}.at"), ClockProblem::Order));
        }
        *last = Some(at);
        Ok(at)
    };
    let mut last: Option<Millis> = None;
    for (i, e) in doc.extensions.iter().enumerate() {
        let rest = format!(".extensions[{i}]");
        let at = extension(&rest, e.seconds, &e.at, &mut last)?;
        clock.extensions.push(Extension {
            at,
            seconds: e.seconds,
        });
    }
    let mut last: Option<Millis> = None;
    for (i, e) in doc.table_extensions.iter().enumerate() {
        let rest = format!(".table_extensions[{i}]");
        let table = round.pairings.iter().find(|p| p.table == e.table);
        match table {
            None => {
                return Err(ClockInvalid::UnknownTable {
                    field: path(&format!("{rest}.table")),
                    round: n,
                    table: e.table,
                });
            }
            Some(p) if p.player_b.is_none() => {
                return Err(ClockInvalid::ByeTable {
                    field: path(&format!("{rest}.table")),
                    round: n,
                    table: e.table,
                });
            }
            Some(_) => {}
        }
        let at = extension(&rest, e.seconds, &e.at, &mut last)?;
        clock.table_extensions.push(TableExtension {
            table: e.table,
            at,
            seconds: e.seconds,
        });
    }
    Ok(RoundClock::Limited(clock))
}

/// The document form of a record's round clock.
pub fn doc_clock(clock: &RoundClock) -> DocClock {
    match clock {
        RoundClock::NoLimit => DocClock {
            time_limit_s: None,
            started_at: None,
            paused_at: None,
            paused_ms: 0,
            extensions: Vec::new(),
            table_extensions: Vec::new(),
        },
        RoundClock::Limited(c) => DocClock {
            time_limit_s: Some(c.time_limit_s),
            started_at: c.started_at.map(rfc3339),
            paused_at: c.paused_at.map(rfc3339),
            paused_ms: c.paused_ms,
            extensions: c
                .extensions
                .iter()
                .map(|e| DocExtension {
                    at: rfc3339(e.at),
                    seconds: e.seconds,
                })
                .collect(),
            table_extensions: c
                .table_extensions
                .iter()
                .map(|e| DocTableExtension {
                    table: e.table,
                    at: rfc3339(e.at),
                    seconds: e.seconds,
                })
                .collect(),
        },
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use crate::clock::ClockState;
    use crate::document::{DocumentError, TournamentDocument};

    use super::*;

    // 2027-01-16T11:46:40Z: after every instant of [`doc`].
    const NOW: Millis = 1_800_100_000_000;

    /// A /3 document: round 1 completed, round 2 published with a clock
    /// that ran, was paused for a minute, resumed and was extended, and a
    /// table extension.
    fn doc() -> Value {
        json!({
            "format": "planesforge-tournament/3", "name": "Clocked",
            "settings": { "language": "de", "self_reporting": false,
                          "round_time_limit_s": 3000, "clock_starts_at_publish": true },
            "players": [
                { "id": "a", "name": "A" }, { "id": "b", "name": "B" },
                { "id": "c", "name": "C" }, { "id": "d", "name": "D" }
            ],
            "rounds": [
                { "number": 1, "kind": "swiss", "state": "completed", "pairings": [
                    { "table": 1, "player_a": "a", "player_b": "b", "result": { "wins": 2, "losses": 0, "draws": 0 } },
                    { "table": 2, "player_a": "c", "player_b": "d", "result": { "wins": 2, "losses": 1, "draws": 0 } }
                ] },
                { "number": 2, "kind": "swiss", "state": "published", "pairings": [
                    { "table": 1, "player_a": "a", "player_b": "c" },
                    { "table": 2, "player_a": "b", "player_b": "d" }
                ], "clock": {
                    "time_limit_s": 2400,
                    "started_at": "2027-01-15T08:00:00.000Z",
                    "paused_at": null,
                    "paused_ms": 60000,
                    "extensions": [ { "at": "2027-01-15T08:10:00.000Z", "seconds": 300 } ],
                    "table_extensions": [ { "table": 2, "at": "2027-01-15T08:11:00.500Z", "seconds": 120 } ]
                } }
            ]
        })
    }

    fn record(doc: &Value) -> Result<crate::TournamentRecord, DocumentError> {
        TournamentDocument::parse(&doc.to_string())?.to_record_at(Some(NOW))
    }

    fn refusal(doc: &Value) -> DocumentError {
        record(doc).expect_err("refused")
    }

    #[test]
    fn settings_and_clock_round_trip() {
        let d = doc();
        let r = record(&d).expect("valid");
        assert_eq!(r.settings.language.as_deref(), Some("de"));
        assert!(!r.settings.self_reporting);
        assert_eq!(r.round_clocks[0], None);
        let Some(Some(RoundClock::Limited(c))) = r.round_clocks.get(1) else {
            panic!("round 2's clock: {:?}", r.round_clocks);
        };
        assert_eq!(c.state(), ClockState::Running);
        assert_eq!(c.table_extension_s(2), 120);
        let started = parse_instant("2027-01-15T08:00:00Z").expect("instant");
        assert_eq!(c.ends_at(), Some(started + 60_000 + (2400 + 300) * 1000));
        let back = serde_json::to_value(TournamentDocument::from_record(&r)).expect("json");
        assert_eq!(back["settings"], d["settings"]);
        assert_eq!(back["rounds"][1]["clock"], d["rounds"][1]["clock"]);
        assert!(back["rounds"][0].get("clock").is_none());
    }

    #[test]
    fn older_formats_get_the_defaults_and_refuse_the_new_fields() {
        let mut d = doc();
        d["format"] = json!("planesforge-tournament/2");
        let e = refusal(&d);
        assert_eq!(e.code(), "malformed_document");
        assert!(e.to_string().contains("unknown field `clock`"), "{e}");
        d["rounds"][1]
            .as_object_mut()
            .expect("object")
            .remove("clock");
        let e = refusal(&d);
        assert!(e.to_string().contains("unknown field `settings`"), "{e}");
        d.as_object_mut().expect("object").remove("settings");
        let r = record(&d).expect("a /2 document");
        assert_eq!(r.settings, DocSettings::default());
        assert_eq!(r.round_clocks, vec![None, None]);
        // A /3 document without the new fields gets the defaults too.
        d["format"] = json!("planesforge-tournament/3");
        assert_eq!(record(&d).expect("valid").settings, DocSettings::default());
    }

    /// Each broken field, the code and the located field.
    #[test]
    fn refusals_are_located() {
        let clock = "rounds[1].clock";
        let cases: Vec<(&str, Value, &str, String)> = vec![
            (
                "/settings/round_time_limit_s",
                json!(0),
                "invalid_time_limit",
                "settings.round_time_limit_s".into(),
            ),
            (
                "/rounds/1/clock/time_limit_s",
                json!(MAX_TIME_LIMIT_S + 1),
                "invalid_time_limit",
                format!("{clock}.time_limit_s"),
            ),
            (
                "/rounds/1/clock/started_at",
                json!("yesterday"),
                "invalid_instant",
                format!("{clock}.started_at"),
            ),
            (
                "/rounds/1/clock/started_at",
                json!("2027-13-01T00:00:00Z"),
                "invalid_instant",
                format!("{clock}.started_at"),
            ),
            (
                "/rounds/1/clock/paused_at",
                json!("2027-01-15T07:00:00.000Z"),
                "inconsistent_clock",
                format!("{clock}.paused_at"),
            ),
            (
                "/rounds/1/clock/paused_at",
                json!("2027-01-15T08:00:30.000Z"),
                "inconsistent_clock",
                format!("{clock}.paused_ms"),
            ),
            (
                "/rounds/1/clock/paused_ms",
                json!(-1),
                "inconsistent_clock",
                format!("{clock}.paused_ms"),
            ),
            (
                "/rounds/1/clock/paused_ms",
                json!(i64::MAX),
                "inconsistent_clock",
                format!("{clock}.paused_ms"),
            ),
            (
                "/rounds/1/clock/started_at",
                json!("2030-01-01T00:00:00.000Z"),
                "inconsistent_clock",
                format!("{clock}.started_at"),
            ),
            (
                "/rounds/1/clock/started_at",
                Value::Null,
                "inconsistent_clock",
                format!("{clock}.paused_ms"),
            ),
            (
                "/rounds/1/clock/time_limit_s",
                Value::Null,
                "inconsistent_clock",
                format!("{clock}.time_limit_s"),
            ),
            (
                "/rounds/1/clock/extensions/0/seconds",
                json!(MAX_EXTENSION_S + 1),
                "invalid_extension",
                format!("{clock}.extensions[0].seconds"),
            ),
            (
                "/rounds/1/clock/table_extensions/0/seconds",
                json!(0),
                "invalid_extension",
                format!("{clock}.table_extensions[0].seconds"),
            ),
            (
                "/rounds/1/clock/table_extensions/0/table",
                json!(7),
                "unknown_table",
                format!("{clock}.table_extensions[0].table"),
            ),
            (
                "/rounds/1/state",
                json!("completed"),
                "invalid_round_clock",
                clock.to_owned(),
            ),
            (
                "/rounds/1/state",
                json!("pairing"),
                "invalid_round_clock",
                clock.to_owned(),
            ),
        ];
        for (pointer, value, code, field) in cases {
            let mut d = doc();
            if pointer == "/rounds/1/state" && value == json!("completed") {
                d["rounds"][1]["pairings"][0]["result"] =
                    json!({"wins": 2, "losses": 0, "draws": 0});
                d["rounds"][1]["pairings"][1]["result"] =
                    json!({"wins": 2, "losses": 0, "draws": 0});
            }
            *d.pointer_mut(pointer).expect(pointer) = value.clone();
            let e = refusal(&d);
            assert_eq!(e.code(), code, "{pointer} = {value}: {e}");
            let at = e.location().expect("located");
            assert_eq!(at.field, field, "{pointer} = {value}");
        }
        // Extensions out of order, and the bye's table.
        let mut d = doc();
        d["rounds"][1]["clock"]["extensions"] = json!([
            { "at": "2027-01-15T08:10:00.000Z", "seconds": 60 },
            { "at": "2027-01-15T08:09:00.000Z", "seconds": 60 }
        ]);
        let e = refusal(&d);
        assert_eq!(e.code(), "inconsistent_clock");
        assert_eq!(
            e.location().expect("located").field,
            "rounds[1].clock.extensions[1].at"
        );
        let mut d = doc();
        d["players"]
            .as_array_mut()
            .expect("players")
            .push(json!({ "id": "e", "name": "E", "missed_rounds": [1] }));
        d["rounds"][1]["pairings"]
            .as_array_mut()
            .expect("pairings")
            .push(json!({ "table": 3, "player_a": "e", "player_b": null, "bye": true }));
        d["rounds"][1]["clock"]["table_extensions"][0]["table"] = json!(3);
        let e = refusal(&d);
        assert_eq!(e.code(), "bye_table");
        let at = e.location().expect("located");
        assert_eq!((at.round, at.table), (Some(2), Some(3)));
    }

    #[test]
    fn a_round_being_paired_may_carry_its_own_limit_only() {
        let mut d = doc();
        d["rounds"][1]["state"] = json!("pairing");
        d["rounds"][1]["clock"] = json!({ "time_limit_s": 1800 });
        let r = record(&d).expect("valid");
        let Some(Some(RoundClock::Limited(c))) = r.round_clocks.get(1) else {
            panic!("{:?}", r.round_clocks);
        };
        assert_eq!((c.time_limit_s, c.state()), (1800, ClockState::NotStarted));
        d["rounds"][1]["clock"] = json!({ "time_limit_s": null });
        assert_eq!(
            record(&d).expect("valid").round_clocks[1],
            Some(RoundClock::NoLimit)
        );
    }
}

//! The round clock as the service shows it (RULES.md §13): the stored
//! instants and what they give at the moment of the request
//! (`remaining_s`, `ends_at`, `server_time`). Serializes as the wire type
//! `http::dto::clock::Clock` (it goes into the `clock.*` event payloads).

use std::collections::BTreeMap;

use serde::Serialize;

/// An extension of the whole round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ExtensionView {
    pub at: String,
    pub seconds: i64,
}

/// A table's own extension and end.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableEnd {
    /// The seconds of the table's own extensions.
    pub extension_s: i64,
    /// When the table ends; `None` unless the clock runs.
    pub ends_at: Option<String>,
}

/// A round's clock at the time of the request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClockView {
    pub time_limit_s: i64,
    pub state: planesforge_engine::clock::ClockState,
    pub started_at: Option<String>,
    pub paused_at: Option<String>,
    pub extensions: Vec<ExtensionView>,
    /// `None` unless running (never once the round completed).
    pub ends_at: Option<String>,
    /// Whole seconds, rounded up; negative once time is up.
    pub remaining_s: i64,
    /// The server's time the rest was computed at.
    pub server_time: String,
    /// Tables with an extension of their own (on the wire: on each
    /// pairing, not in the clock).
    #[serde(skip)]
    pub tables: BTreeMap<u32, TableEnd>,
}

/// The tournament's clock settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ClockSettingsView {
    /// The default limit of a round, in seconds; `None`: no clock.
    pub round_time_limit_s: Option<i64>,
    /// Whether a round's clock starts when the round is published.
    pub clock_starts_at_publish: bool,
}

/// A new round limit: `None` takes the clock off the round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundLimit {
    pub time_limit_s: Option<i64>,
}

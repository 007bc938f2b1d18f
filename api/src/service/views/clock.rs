//! The round clock as the service shows it (RULES.md §13): the stored
//! instants and what they give at the moment of the request
//! (`remaining_s`, `ends_at`, `server_time`). Serializes as the wire type
//! `http::dto::clock::Clock` (it goes into the `clock.*` event payloads).
//! The settings, a round's limit and an extension are wire types
//! themselves (`ToSchema`, under their wire names).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// An extension of the whole round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[schema(as = ClockExtension, example = json!({"at": "2026-11-29T13:40:00.000Z", "seconds": 300}))]
pub struct ExtensionView {
    /// When it was given.
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = ClockSettings, example = json!({"round_time_limit_s": 3000, "clock_starts_at_publish": false}))]
pub struct ClockSettingsView {
    /// The default limit of a round in seconds (1 to 86400; 3000, i.e. 50
    /// minutes, for a new tournament); `null`: rounds have no clock.
    #[schema(minimum = 1, maximum = 86400, required = true)]
    pub round_time_limit_s: Option<i64>,
    /// Whether a round's clock starts when the round is published
    /// (default `false`: the organizer starts it).
    pub clock_starts_at_publish: bool,
}

/// `{time_limit_s}`: a round's own limit, set before its clock starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = RoundClockLimit, example = json!({"time_limit_s": 3600}))]
pub struct RoundLimit {
    /// 1 to 86400 seconds; `null` takes the clock off the round.
    #[schema(minimum = 1, maximum = 86400)]
    pub time_limit_s: Option<i64>,
}

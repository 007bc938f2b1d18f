//! The wire types of the round clock (RULES.md §13) and their conversions
//! from and to the service's views (`service::views::clock`).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::service::views::clock as view;

/// The state of a round's clock: the engine's (schema `ClockStateName`).
pub use planesforge_engine::clock::ClockState;

/// An extension of the whole round.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"at": "2026-11-29T13:40:00.000Z", "seconds": 300}))]
pub struct ClockExtension {
    /// When it was given.
    pub at: String,
    pub seconds: i64,
}

/// A round's clock (the book: [Round clock](/book/en/clock-and-screen.html)): the stored instants, and what they give
/// at `server_time`. A client counts down from `remaining_s` locally,
/// correcting its own clock by `server_time`. The pair is as of the
/// answer: a `304 Not Modified` (the round's `ETag` changes with the
/// clock's commands, not with the passing time) leaves the client with an
/// earlier pair, so count down to `ends_at`.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"time_limit_s": 3000, "state": "running",
    "started_at": "2026-11-29T13:10:00.000Z", "paused_at": null,
    "extensions": [{"at": "2026-11-29T13:40:00.000Z", "seconds": 300}],
    "ends_at": "2026-11-29T14:05:00.000Z", "remaining_s": 1500,
    "server_time": "2026-11-29T13:40:00.000Z"}))]
pub struct Clock {
    /// The round's limit in seconds, before extensions.
    pub time_limit_s: i64,
    pub state: ClockState,
    pub started_at: Option<String>,
    /// When the current pause began; `null` unless paused.
    pub paused_at: Option<String>,
    /// Extensions of the whole round, oldest first.
    pub extensions: Vec<ClockExtension>,
    /// When the round ends; `null` unless running (so `null` once the
    /// round completed).
    pub ends_at: Option<String>,
    /// Whole seconds left (rounded up), negative once time is up; once the
    /// round completed (`finished`), frozen at what was left then.
    pub remaining_s: i64,
    /// The server's time when this was computed.
    pub server_time: String,
}

impl From<view::ClockView> for Clock {
    fn from(c: view::ClockView) -> Self {
        Clock {
            time_limit_s: c.time_limit_s,
            state: c.state,
            started_at: c.started_at,
            paused_at: c.paused_at,
            extensions: c
                .extensions
                .into_iter()
                .map(|e| ClockExtension {
                    at: e.at,
                    seconds: e.seconds,
                })
                .collect(),
            ends_at: c.ends_at,
            remaining_s: c.remaining_s,
            server_time: c.server_time,
        }
    }
}

/// `{seconds}`: more time for the round or for one table.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"seconds": 300}))]
pub struct ClockExtend {
    /// 1 to 7200.
    #[schema(minimum = 1, maximum = 7200)]
    pub seconds: i64,
}

/// `{time_limit_s}`: a round's own limit, set before its clock starts.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"time_limit_s": 3600}))]
pub struct RoundClockLimit {
    /// 1 to 86400 seconds; `null` takes the clock off the round.
    #[schema(minimum = 1, maximum = 86400)]
    pub time_limit_s: Option<i64>,
}

impl From<RoundClockLimit> for view::RoundLimit {
    fn from(l: RoundClockLimit) -> Self {
        view::RoundLimit {
            time_limit_s: l.time_limit_s,
        }
    }
}

/// The tournament's clock settings.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"round_time_limit_s": 3000, "clock_starts_at_publish": false}))]
pub struct ClockSettings {
    /// The default limit of a round in seconds (1 to 86400; 3000, i.e. 50
    /// minutes, for a new tournament); `null`: rounds have no clock.
    #[schema(minimum = 1, maximum = 86400)]
    pub round_time_limit_s: Option<i64>,
    /// Whether a round's clock starts when the round is published
    /// (default `false`: the organizer starts it).
    pub clock_starts_at_publish: bool,
}

impl From<view::ClockSettingsView> for ClockSettings {
    fn from(s: view::ClockSettingsView) -> Self {
        ClockSettings {
            round_time_limit_s: s.round_time_limit_s,
            clock_starts_at_publish: s.clock_starts_at_publish,
        }
    }
}

impl From<ClockSettings> for view::ClockSettingsView {
    fn from(s: ClockSettings) -> Self {
        view::ClockSettingsView {
            round_time_limit_s: s.round_time_limit_s,
            clock_starts_at_publish: s.clock_starts_at_publish,
        }
    }
}

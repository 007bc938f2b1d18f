//! The wire types of the round clock (RULES.md §13) and their conversions
//! from and to the service's views (`service::views::clock`).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::service::views::clock as view;

/// The state of a round's clock: the engine's (schema `ClockStateName`).
pub use planesforge_engine::clock::ClockState;

pub use crate::service::views::clock::{
    ClockSettingsView as ClockSettings, ExtensionView as ClockExtension,
    RoundLimit as RoundClockLimit,
};

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
// Not the view: `state` is typed as `ClockStateName` in the schema, and
// the view's per-table ends go on each pairing, not in the clock.
pub struct Clock {
    /// The round's limit in seconds, before extensions.
    pub time_limit_s: i64,
    pub state: ClockState,
    #[schema(required = true)]
    pub started_at: Option<String>,
    /// When the current pause began; `null` unless paused.
    #[schema(required = true)]
    pub paused_at: Option<String>,
    /// Extensions of the whole round, oldest first.
    pub extensions: Vec<ClockExtension>,
    /// When the round ends; `null` unless running (so `null` once the
    /// round completed).
    #[schema(required = true)]
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
            extensions: c.extensions,
            ends_at: c.ends_at,
            remaining_s: c.remaining_s,
            server_time: c.server_time,
        }
    }
}

// Separate from the view because it is a request body (checked 1 to 7200).
/// `{seconds}`: more time for the round or for one table.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"seconds": 300}))]
pub struct ClockExtend {
    /// 1 to 7200.
    #[schema(minimum = 1, maximum = 7200)]
    pub seconds: i64,
}

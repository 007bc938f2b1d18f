//! The wire types of the live event stream
//! (`GET /api/v1/tournaments/{tid}/events`).

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::webhooks::WebhookEvent;

// Separate from the view because it is a query string, not a view.
/// `?last_event_id=`: resume after this event (what a browser's
/// `EventSource` cannot send as a header on its first connection).
#[derive(Debug, Clone, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StreamQuery {
    /// Replay every event after this id (a whole number, as in the
    /// stream's `id:` lines), then continue live. The `Last-Event-ID`
    /// header, when sent, wins.
    #[param(pattern = r"^[0-9]{1,18}$", example = "42")]
    pub last_event_id: Option<String>,
}

// Separate from the view because it is the stream's frame, which no service view has.
/// The `data:` of every stream message: the webhook body of the event.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"id": "0d9c3a55-2f5e-4a4b-9d0c-2b1f3e4d5c6a", "event": "standings.updated",
    "created_at": "2026-12-01T20:15:00Z", "tournament_id": "5b0f6c1e-8a3d-4f2e-9b7a-1c2d3e4f5a6b",
    "data": {"round": 2, "table": 3, "result": {"wins_a": 2, "wins_b": 1, "draws": 0}, "corrected": false}}))]
pub struct EventEnvelope {
    /// A unique id of the event (the stream's own `id:` is its number in
    /// the tournament's log).
    pub id: String,
    /// The event's name, as in the stream's `event:` line.
    #[schema(value_type = WebhookEvent)]
    pub event: String,
    /// When the change was made (RFC 3339, UTC).
    pub created_at: String,
    /// The tournament.
    pub tournament_id: String,
    /// What the event carries, as in the webhook of the same name.
    #[schema(value_type = Object)]
    pub data: serde_json::Value,
}

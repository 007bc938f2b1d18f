//! The wire types of the live event stream
//! (`GET /api/v1/tournaments/{tid}/events`). The messages' `data:` schema,
//! `EventEnvelope`, is written with the events' (`http::apidoc_events`).

use serde::Deserialize;
use utoipa::IntoParams;

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

//! The wire types of the webhook endpoints (`/api/v1/webhooks`), and the
//! `WebhookEvent` schema: the wire names of [`Event`].

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::{PartialSchema, ToSchema};

use crate::worker::Event;

/// The `WebhookEvent` schema: a string, one of the wire names of
/// [`Event::ALL`].
pub struct WebhookEvent;

impl PartialSchema for WebhookEvent {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .description(Some("The events an endpoint can subscribe to."))
            .enum_values(Some(Event::ALL.map(Event::as_str)))
            .into()
    }
}

impl ToSchema for WebhookEvent {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("WebhookEvent")
    }
}

/// `POST /webhooks`
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"url": "https://example.com/hooks/planesforge",
    "events": ["round.published", "standings.updated"], "tournament_id": null}))]
pub struct NewWebhook {
    /// `http` or `https` URL receiving the POSTs.
    pub url: String,
    /// One or more of `round.published`, `round.completed`,
    /// `standings.updated`, `tournament.finished`, `player.added`,
    /// `player.dropped`, `player.readmitted`, `player.renamed`,
    /// `player.removed`, `round.repaired`, `round.deleted`,
    /// `round.unpublished`, `tournament.reopened`, … (every `WebhookEvent`;
    /// repeats count once).
    #[schema(value_type = Vec<WebhookEvent>, min_items = 1)]
    pub events: Vec<String>,
    /// One tournament of the caller, or `null` for all their tournaments
    /// (present and future).
    #[serde(default)]
    pub tournament_id: Option<String>,
}

/// A registered endpoint.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"id": "3c0d7d5e-0a51-4d8e-9a55-5c8b1f0e7a11",
    "url": "https://example.com/hooks/planesforge", "events": ["round.published"],
    "tournament_id": null, "created_at": "2026-11-29T13:00:00.000Z",
    "secret": "whsec_5f1d…"}))]
pub struct Webhook {
    pub id: String,
    pub url: String,
    #[schema(value_type = Vec<WebhookEvent>)]
    pub events: Vec<String>,
    /// `null`: every tournament of the organizer.
    pub tournament_id: Option<String>,
    pub created_at: String,
    /// The signing secret: only in the response to `POST /webhooks`
    /// (shown once, like an API key; delete and re-register to rotate).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
}

/// One page of endpoints, oldest first.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"items": [{"id": "3c0d7d5e-0a51-4d8e-9a55-5c8b1f0e7a11",
    "url": "https://example.com/hooks/planesforge", "events": ["round.published"],
    "tournament_id": null, "created_at": "2026-11-29T13:00:00.000Z"}], "next_cursor": null}))]
pub struct WebhookPage {
    pub items: Vec<Webhook>,
    /// Pass as `cursor` for the next page; `null` on the last page.
    pub next_cursor: Option<String>,
}

/// One delivery attempt.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"delivery_id": "7b8f5a0e-4c33-4f7c-8d21-3a9e6b1c2d40",
    "event": "round.published", "tournament_id": "5d1c6a3e-8f0b-4a51-9a7e-2b9a1e6c4d20",
    "attempt": 1, "success": false, "status_code": 503, "error": "HTTP 503",
    "started_at": "2026-11-29T13:00:00.000Z", "finished_at": "2026-11-29T13:00:00.120Z"}))]
pub struct DeliveryAttempt {
    /// The `X-PlanesForge-Delivery` id (the same for every attempt of one delivery).
    pub delivery_id: String,
    #[schema(value_type = WebhookEvent)]
    pub event: String,
    pub tournament_id: String,
    /// From 1.
    pub attempt: u32,
    /// A 2xx answer arrived within the timeout.
    pub success: bool,
    /// The receiver's HTTP status, when it answered.
    pub status_code: Option<u16>,
    /// Why the attempt failed (`null` on success).
    pub error: Option<String>,
    pub started_at: String,
    pub finished_at: String,
}

/// One page of attempts, oldest first.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"items": [{"delivery_id": "7b8f5a0e-4c33-4f7c-8d21-3a9e6b1c2d40",
    "event": "round.published", "tournament_id": "5d1c6a3e-8f0b-4a51-9a7e-2b9a1e6c4d20",
    "attempt": 1, "success": true, "status_code": 204, "error": null,
    "started_at": "2026-11-29T13:00:00.000Z", "finished_at": "2026-11-29T13:00:00.120Z"}],
    "next_cursor": null}))]
pub struct DeliveryPage {
    pub items: Vec<DeliveryAttempt>,
    /// Pass as `cursor` for the next page; `null` on the last page.
    pub next_cursor: Option<String>,
}

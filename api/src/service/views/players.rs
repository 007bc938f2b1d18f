//! What the service answers and takes about organizers, tournaments,
//! players, the audit log and webhook endpoints: plain data (serde, and
//! utoipa's schema where a view is the wire type).
//! Where the wire has the same shape the view is the wire type
//! (`ToSchema`): organizers, webhook endpoints, the audit log, a player's
//! request bodies and warnings, the page query. The tournament and the
//! player differ on the wire (the details flat, the player's code and
//! link): `http/dto/from_players.rs` makes those.
//! Where the service writes one into JSON (an event's data, an audit
//! entry's detail) it serializes exactly as its wire type does.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::{IntoParams, PartialSchema, ToSchema};

use crate::store::models::PlayerRow;
use crate::worker::Event;

pub use crate::service::details::{Details, DetailsInput};

/// `?limit=&cursor=` for paginated lists.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// Items per page: default 20 (players: 100, audit log: 50), maximum 100
    /// (players: 1000, audit log: 500); a larger value gives the maximum.
    #[param(minimum = 1)]
    pub limit: Option<u32>,
    /// The `next_cursor` of the previous page.
    #[param(pattern = "^[0-9]{1,18}$")]
    pub cursor: Option<String>,
}

/// `GET …/audit-log`: a page of the log and its filters. The filters are
/// text here and read by the use case, so that a bad value is a problem
/// that names it.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AuditQuery {
    /// Entries per page: default 50, maximum 500 (a larger value gives the
    /// maximum).
    #[param(minimum = 1)]
    pub limit: Option<u32>,
    /// The `next_cursor` of the previous page (with the same filters).
    #[param(pattern = "^[0-9]{1,18}$")]
    pub cursor: Option<String>,
    /// Only entries of this action (`AuditEntry.action`, e.g.
    /// `result_corrected`).
    #[param(value_type = Option<String>)]
    pub action: Option<String>,
    /// Only changes made through this channel: `api` or `console`.
    #[param(value_type = Option<String>, pattern = "^(api|console)$")]
    pub via: Option<String>,
}

/// `GET /api/v1/tournaments`: a page of the list and its filters. The
/// filters are text here and read by the use case, so that a bad value is
/// a problem that names it.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TournamentQuery {
    /// Items per page: default 20, maximum 100 (a larger value gives the
    /// maximum).
    #[param(minimum = 1)]
    pub limit: Option<u32>,
    /// The `next_cursor` of the previous page (with the same filters and
    /// order).
    #[param(pattern = "^[0-9]{1,18}$")]
    pub cursor: Option<String>,
    /// Only this organizer's tournaments (a store lists its own events).
    pub organizer_id: Option<String>,
    /// Only tournaments in this status: `registration`, `swiss`,
    /// `top_cut` or `finished`.
    #[param(value_type = Option<TournamentStatus>)]
    pub status: Option<String>,
    /// `asc` (the default: oldest first) or `desc` (newest first), by
    /// creation.
    #[param(value_type = Option<String>, pattern = "^(asc|desc)$")]
    pub order: Option<String>,
    /// Only tournaments created at or after this instant (RFC 3339 with
    /// its offset, e.g. `2026-12-03T10:00:00Z`).
    #[param(value_type = Option<String>, format = DateTime)]
    pub since: Option<String>,
}

/// A field that is present (possibly `null`), as opposed to absent: the
/// `Some(None)` of a request body's edit.
pub fn present<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(d).map(Some)
}

// ---------------------------------------------------------------- organizers

/// `POST /api/v1/organizers`
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"name": "Friday Night Magic at The Dragon's Den"}))]
pub struct NewOrganizer {
    /// Display name, 1–200 characters.
    pub name: String,
}

/// A new organizer and its API key, shown this once.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({
    "id": "0b9c3f5e-3c1f-4c36-9d8e-6a4fdc1f2a10",
    "name": "Friday Night Magic at The Dragon's Den",
    "api_key": "pf_4f1d0c8b5a7e9f2d3c6b1a0e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c",
    "created_at": "2026-11-29T13:00:00.000Z"
}))]
pub struct OrganizerCreated {
    pub id: String,
    pub name: String,
    /// Send as `Authorization: Bearer <api_key>`. Stored only as a hash:
    /// it cannot be shown again.
    pub api_key: String,
    pub created_at: String,
}

/// An organizer (`GET /api/v1/organizers/{id}`, its own key only).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({
    "id": "0b9c3f5e-3c1f-4c36-9d8e-6a4fdc1f2a10",
    "name": "Friday Night Magic at The Dragon's Den",
    "created_at": "2026-11-29T13:00:00.000Z"
}))]
pub struct Organizer {
    pub id: String,
    pub name: String,
    pub created_at: String,
}

/// `POST /api/v1/organizers/me/keys`: a new key's name and scope.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"name": "judge tablet", "scope": "results"}))]
pub struct NewApiKey {
    /// What the key is for, 1–200 characters (shown in the list).
    pub name: String,
    /// What the key may do.
    pub scope: planesforge_engine::access::Scope,
}

/// One of the organizer's API keys as listed: never the key nor its hash.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({
    "id": "6f7a1c2e-9d3b-4e5f-8a7b-1c2d3e4f5a6b",
    "name": "judge tablet",
    "scope": "results",
    "created_at": "2026-12-03T10:00:00.000Z",
    "last_used_at": "2026-12-03T11:42:00.000Z"
}))]
pub struct ApiKey {
    /// The key's id (for `DELETE /api/v1/organizers/me/keys/{key_id}`).
    pub id: String,
    pub name: String,
    pub scope: planesforge_engine::access::Scope,
    pub created_at: String,
    /// When the key last authenticated a request, to the minute; `null`
    /// when never.
    #[schema(required = true)]
    pub last_used_at: Option<String>,
}

/// The organizer's keys, oldest first.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"items": [
    {"id": "0b9c3f5e-3c1f-4c36-9d8e-6a4fdc1f2a10", "name": "first key", "scope": "full",
     "created_at": "2026-11-29T13:00:00.000Z", "last_used_at": "2026-12-03T11:42:00.000Z"},
    {"id": "6f7a1c2e-9d3b-4e5f-8a7b-1c2d3e4f5a6b", "name": "judge tablet", "scope": "results",
     "created_at": "2026-12-03T10:00:00.000Z", "last_used_at": null}
]}))]
pub struct ApiKeyList {
    pub items: Vec<ApiKey>,
}

/// A new API key, shown this once.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({
    "id": "6f7a1c2e-9d3b-4e5f-8a7b-1c2d3e4f5a6b",
    "name": "judge tablet",
    "scope": "results",
    "created_at": "2026-12-03T10:00:00.000Z",
    "last_used_at": null,
    "api_key": "pf_4f1d0c8b5a7e9f2d3c6b1a0e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c"
}))]
pub struct ApiKeyCreated {
    #[serde(flatten)]
    pub key: ApiKey,
    /// Send as `Authorization: Bearer <api_key>`. Stored only as a hash:
    /// it cannot be shown again.
    pub api_key: String,
}

// ---------------------------------------------------------------- tournaments

/// A new tournament.
#[derive(Debug, Clone)]
pub struct NewTournament {
    pub name: String,
    pub planned_rounds: Option<u32>,
    pub top_cut: Option<u32>,
    /// The language of the printed sheets (a tag, validated by the use case).
    pub language: Option<String>,
    /// When, where, what, and the store's own id and metadata (issue #23).
    pub details: DetailsInput,
}

/// A tournament's edit: each field absent is unchanged; `top_cut:
/// Some(None)` removes the intended cut.
#[derive(Debug, Clone)]
pub struct TournamentPatch {
    pub name: Option<String>,
    pub planned_rounds: Option<u32>,
    pub top_cut: Option<Option<u32>>,
    /// `Some(None)`: clear the setting.
    pub language: Option<Option<String>>,
    /// Turn player self-reporting on or off (RULES.md §12).
    pub self_reporting: Option<bool>,
    /// When, where, what, and the store's own id and metadata.
    pub details: DetailsInput,
}

/// A tournament's state (RULES.md §6): the engine's.
pub use planesforge_engine::lifecycle::TournamentStatus;

/// The MTR Appendix E recommendation for the current player count
/// (the book: [How many rounds, and which cut](/book/en/pairings-and-standings.html#recommendations)).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"swiss_rounds": 6, "swiss_rounds_with_draft_playoff": null,
    "top_cut": 8, "min_rounds": 6, "comfortable_rounds": 8}))]
pub struct Recommendation {
    pub swiss_rounds: u32,
    /// 4 for 9–16 players when the playoff is a booster draft.
    #[schema(required = true)]
    pub swiss_rounds_with_draft_playoff: Option<u32>,
    /// Recommended top cut size; `null`: no cut.
    #[schema(required = true)]
    pub top_cut: Option<u32>,
    /// `ceil(log2 N)`.
    pub min_rounds: u32,
    /// `min_rounds + 2`.
    pub comfortable_rounds: u32,
}

/// A tournament with its counts, status and recommendation (also the
/// `tournament` of event data).
#[derive(Debug, Clone, Serialize)]
pub struct Tournament {
    pub id: String,
    pub name: String,
    pub organizer_id: String,
    pub status: TournamentStatus,
    pub planned_rounds: Option<u32>,
    pub top_cut: Option<u32>,
    pub language: Option<String>,
    pub current_round: u32,
    pub player_count: u32,
    pub active_player_count: u32,
    pub recommendation: Recommendation,
    pub created_at: String,
    /// Whether players may report results and drop themselves with their
    /// codes (RULES.md §12).
    pub self_reporting: bool,
    /// When, where, what, and the store's own id and metadata.
    #[serde(flatten)]
    pub details: Details,
}

/// An imported tournament and the warnings about its player names.
#[derive(Debug, Clone)]
pub struct TournamentImported {
    pub tournament: Tournament,
    pub warnings: Vec<PlayerWarning>,
    /// Each imported player's new code (shown this once; RULES.md §12).
    pub codes: Vec<IssuedCode>,
}

/// A player's code as the organizer is shown it: at registration, import
/// and rotation only (RULES.md §12).
#[derive(Debug, Clone)]
pub struct IssuedCode {
    pub player_id: String,
    pub name: String,
    pub code: String,
}

/// A page of tournaments.
#[derive(Debug, Clone)]
pub struct TournamentPage {
    pub items: Vec<Tournament>,
    pub next_cursor: Option<String>,
}

// ---------------------------------------------------------------- players

// The metadata is checked by the use case.
/// `POST …/players`
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"name": "Alice Example", "external_id": "member-1042", "metadata": {"dci": "1234567890"}}))]
pub struct NewPlayer {
    /// 1–200 characters.
    pub name: String,
    /// The store software's own id of the player (a member number), at
    /// most 100 characters; `GET …/players?external_id=` finds them.
    #[serde(default)]
    #[schema(example = "member-1042")]
    pub external_id: Option<String>,
    /// The store software's own data: at most 50 keys (1–40 characters),
    /// string values of at most 500 characters.
    #[serde(default)]
    #[schema(value_type = Option<BTreeMap<String, String>>, example = json!({"dci": "1234567890"}))]
    pub metadata: Option<serde_json::Value>,
}

/// `POST …/players/bulk`: all or nothing.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"players": [{"name": "Alice Example"}, {"name": "Bob Example"}]}))]
pub struct BulkPlayers {
    /// 1–4096 players.
    pub players: Vec<NewPlayer>,
}

// Each field absent is unchanged; `Some(None)` clears `external_id` or
// `metadata`.
/// `PATCH …/players/{pid}`
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"name": "Alice Example-Smith", "external_id": "member-1042"}))]
pub struct PlayerPatch {
    /// The new display name, 1–200 characters; absent: unchanged.
    #[serde(default)]
    pub name: Option<String>,
    /// At most 100 characters; `null` or empty: none; absent: unchanged.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>)]
    pub external_id: Option<Option<String>>,
    /// Replaces the whole object (no merge); `null` or `{}`: none; absent:
    /// unchanged.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<BTreeMap<String, String>>)]
    pub metadata: Option<Option<serde_json::Value>>,
}

/// A manual change to a round that a re-pair discarded (the field of
/// [`Player`] and [`PlayerList`]): the rounds' view.
pub use super::rounds::ManualChange;

/// A player (also in event data and audit details).
#[derive(Debug, Clone, Serialize)]
pub struct Player {
    pub id: String,
    pub name: String,
    pub dropped: bool,
    pub dropped_after_round: Option<u32>,
    /// The store's own id of the player.
    pub external_id: Option<String>,
    /// The store's metadata (`{}`: none).
    pub metadata: std::collections::BTreeMap<String, String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub repaired_round: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub manual_changes_discarded: Option<Vec<ManualChange>>,
    /// The player's secret code, only in the answer that made it
    /// (registration; RULES.md §12). Never serialized here: event data and
    /// audit details are made from this view and must not carry it.
    #[serde(skip)]
    pub code: Option<String>,
}

impl From<&PlayerRow> for Player {
    fn from(p: &PlayerRow) -> Player {
        Player {
            id: p.id.clone(),
            name: p.name.clone(),
            dropped: p.dropped_after_round.is_some(),
            dropped_after_round: p.dropped_after_round.and_then(|d| u32::try_from(d).ok()),
            external_id: p.external_id.clone(),
            metadata: crate::service::details::metadata_map(p.metadata.as_deref()),
            repaired_round: None,
            manual_changes_discarded: None,
            code: None,
        }
    }
}

/// Something the organizer should know about a registered player (the
/// player is registered all the same).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[schema(example = json!({"code": "duplicate_name", "player": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b",
    "message": "\"alice example\" has the same name as \"Alice Example\", registered before: the printed sheets tell them apart with (#1), (#2), … in registration order"}))]
pub struct PlayerWarning {
    /// `duplicate_name`: the name is, ignoring case, the name of a player
    /// registered before (in the tournament or earlier in the same request).
    #[schema(value_type = PlayerWarningCode)]
    pub code: String,
    /// The id of the player the warning is about.
    pub player: String,
    /// For a person, in the request's language.
    pub message: String,
}

// The schema of `PlayerWarning.code` only: the service writes the code as
// a string.
/// The code of a warning on a player: `duplicate_name`.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PlayerWarningCode {
    DuplicateName,
}

/// A registered player and the warnings about it.
#[derive(Debug, Clone)]
pub struct PlayerCreated {
    pub player: Player,
    pub warnings: Vec<PlayerWarning>,
}

/// Players registered at once, the round re-paired for them, warnings.
#[derive(Debug, Clone)]
pub struct PlayerList {
    pub players: Vec<Player>,
    pub repaired_round: Option<u32>,
    pub manual_changes_discarded: Option<Vec<ManualChange>>,
    pub warnings: Vec<PlayerWarning>,
}

/// A page of players.
#[derive(Debug, Clone)]
pub struct PlayerPage {
    pub items: Vec<Player>,
    pub next_cursor: Option<String>,
}

// ---------------------------------------------------------------- audit log

/// One audit-log entry: a manual change to a tournament.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({
    "at": "2026-11-29T13:20:00.000Z",
    "actor": "0b9c3f5e-3c1f-4c36-9d8e-6a4fdc1f2a10",
    "actor_name": "Friday Night Magic at The Dragon's Den",
    "actor_kind": "organizer",
    "via": "console",
    "action": "result_corrected",
    "round": 3,
    "detail": {"table": 4, "player_a": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c",
               "player_b": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b",
               "before": {"wins": 2, "losses": 0, "draws": 0},
               "after": {"wins": 2, "losses": 1, "draws": 0}}
}))]
pub struct AuditEntry {
    pub at: String,
    /// Organizer id, or the player's id when `actor_kind` is `player`.
    pub actor: String,
    pub actor_name: String,
    /// `organizer`, or `player` for a report, confirmation, dispute or
    /// self-drop made with a player code (the book: [Self-reporting](/book/en/self-reporting.html)).
    pub actor_kind: planesforge_engine::reports::ActorKind,
    /// `console` when the change was made in the organizer's console (the
    /// book: [The console](/book/en/organizer-guide.html#console)), else `api`.
    pub via: planesforge_engine::reports::Via,
    /// The kind of change (`AuditAction`); it decides the shape of
    /// `detail`.
    #[schema(value_type = crate::service::views::audit::AuditAction)]
    pub action: String,
    #[schema(required = true)]
    pub round: Option<u32>,
    /// What changed: `before` and `after` where it applies.
    #[schema(value_type = Object)]
    pub detail: serde_json::Value,
}

/// One page of the audit log, oldest first.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"items": [{"at": "2026-11-29T13:06:00.000Z", "actor": "0b9c3f5e-3c1f-4c36-9d8e-6a4fdc1f2a10",
        "actor_name": "Friday Night Magic", "actor_kind": "organizer", "via": "api", "action": "tables_swapped", "round": 1,
        "detail": {"tables": [1, 2], "before": [], "after": []}}], "next_cursor": null}))]
pub struct AuditPage {
    pub items: Vec<AuditEntry>,
    #[schema(required = true)]
    pub next_cursor: Option<String>,
}

// ---------------------------------------------------------------- webhook endpoints

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
    #[schema(required = true)]
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
    #[schema(required = true)]
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
    #[schema(required = true)]
    pub status_code: Option<u16>,
    /// Why the attempt failed (`null` on success).
    #[schema(required = true)]
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
    #[schema(required = true)]
    pub next_cursor: Option<String>,
}

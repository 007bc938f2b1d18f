//! What the service answers and takes about organizers, tournaments,
//! players, the audit log and webhook endpoints: plain data, no framework.
//! The wire types of `http` are made from these (`http/dto/from_players.rs`).
//! Where the service writes one into JSON (an event's data, an audit
//! entry's detail) it serializes exactly as its wire type does.

use serde::Serialize;

use crate::store::models::PlayerRow;

pub use crate::service::details::{Details, DetailsInput};

/// `?limit=&cursor=` of a listing.
#[derive(Debug, Clone, Default)]
pub struct PageQuery {
    pub limit: Option<u32>,
    pub cursor: Option<String>,
}

// ---------------------------------------------------------------- organizers

/// A new organizer.
#[derive(Debug, Clone)]
pub struct NewOrganizer {
    pub name: String,
}

/// A new organizer with its API key (shown this once).
#[derive(Debug, Clone)]
pub struct OrganizerCreated {
    pub id: String,
    pub name: String,
    pub api_key: String,
    pub created_at: String,
}

/// An organizer.
#[derive(Debug, Clone)]
pub struct Organizer {
    pub id: String,
    pub name: String,
    pub created_at: String,
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

/// The engine's recommendation for the number of players (RULES.md §7).
#[derive(Debug, Clone, Serialize)]
pub struct Recommendation {
    pub swiss_rounds: u32,
    pub swiss_rounds_with_draft_playoff: Option<u32>,
    pub top_cut: Option<u32>,
    pub min_rounds: u32,
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

/// A player to register.
#[derive(Debug, Clone)]
pub struct NewPlayer {
    pub name: String,
    /// The store's own id of the player.
    pub external_id: Option<String>,
    /// The store's metadata (checked by the use case).
    pub metadata: Option<serde_json::Value>,
}

/// Players to register at once.
#[derive(Debug, Clone)]
pub struct BulkPlayers {
    pub players: Vec<NewPlayer>,
}

/// A player's edit: each field absent is unchanged; `Some(None)` clears
/// `external_id` or `metadata`.
#[derive(Debug, Clone)]
pub struct PlayerPatch {
    pub name: Option<String>,
    pub external_id: Option<Option<String>>,
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

/// A warning about a registered player (`duplicate_name`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerWarning {
    pub code: String,
    pub player: String,
    pub message: String,
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

/// One entry of the audit log.
#[derive(Debug, Clone)]
pub struct AuditEntry {
    pub at: String,
    pub actor: String,
    pub actor_name: String,
    pub actor_kind: planesforge_engine::reports::ActorKind,
    pub action: String,
    pub round: Option<u32>,
    pub detail: serde_json::Value,
}

/// A page of the audit log.
#[derive(Debug, Clone)]
pub struct AuditPage {
    pub items: Vec<AuditEntry>,
    pub next_cursor: Option<String>,
}

// ---------------------------------------------------------------- webhook endpoints

/// A webhook endpoint to register.
#[derive(Debug, Clone)]
pub struct NewWebhook {
    pub url: String,
    pub events: Vec<String>,
    pub tournament_id: Option<String>,
}

/// A webhook endpoint; `secret` only when it was just registered.
#[derive(Debug, Clone)]
pub struct Webhook {
    pub id: String,
    pub url: String,
    pub events: Vec<String>,
    pub tournament_id: Option<String>,
    pub created_at: String,
    pub secret: Option<String>,
}

/// A page of webhook endpoints.
#[derive(Debug, Clone)]
pub struct WebhookPage {
    pub items: Vec<Webhook>,
    pub next_cursor: Option<String>,
}

/// One attempt to deliver an event to an endpoint.
#[derive(Debug, Clone)]
pub struct DeliveryAttempt {
    pub delivery_id: String,
    pub event: String,
    pub tournament_id: String,
    pub attempt: u32,
    pub success: bool,
    pub status_code: Option<u16>,
    pub error: Option<String>,
    pub started_at: String,
    pub finished_at: String,
}

/// A page of delivery attempts.
#[derive(Debug, Clone)]
pub struct DeliveryPage {
    pub items: Vec<DeliveryAttempt>,
    pub next_cursor: Option<String>,
}

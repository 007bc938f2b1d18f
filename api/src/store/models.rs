//! Row models: one struct per table, plain data, no behaviour.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::schema::{
    audit_log, idempotency_keys, match_reports, organizers, pairings, players, rounds, tournaments,
    webhook_attempts, webhook_deliveries, webhook_endpoints,
};

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = organizers)]
pub struct OrganizerRow {
    pub id: String,
    pub name: String,
    pub key_hash: String,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = tournaments)]
pub struct TournamentRow {
    pub seq: i64,
    pub id: String,
    pub organizer_id: String,
    pub name: String,
    pub planned_rounds: Option<i32>,
    pub version: i64,
    pub created_at: NaiveDateTime,
    /// A [`planesforge_engine::lifecycle::TournamentStatus`] name.
    pub status: String,
    /// [`planesforge_engine::lifecycle::TopCut`], stored form.
    pub top_cut: Option<i32>,
    /// The language of the printed sheets ([`crate::i18n::Lang::code`]).
    pub language: Option<String>,
    /// Whether players may report results and drop themselves (RULES.md §12).
    pub self_reporting: bool,
    /// The default time limit of its rounds in seconds (`None`: no clock;
    /// RULES.md §13).
    pub round_time_limit_s: Option<i32>,
    /// Whether a round's clock starts when the round is published.
    pub clock_starts_at_publish: bool,
    /// The event's details (issue #23): [`TournamentDetails`].
    #[diesel(embed)]
    pub details: TournamentDetails,
}

/// What a store keeps about an event: when it starts (UTC), the IANA time
/// zone its times are shown in, its format and location (free text), and
/// the store's own id and metadata (a JSON object of strings; `None`:
/// none). Checked by the service.
#[derive(Debug, Clone, Default, PartialEq, Eq, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = tournaments, treat_none_as_null = true)]
pub struct TournamentDetails {
    pub starts_at: Option<NaiveDateTime>,
    pub time_zone: Option<String>,
    pub event_format: Option<String>,
    pub location: Option<String>,
    pub external_id: Option<String>,
    pub metadata: Option<String>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = tournaments)]
pub struct NewTournament {
    pub id: String,
    pub organizer_id: String,
    pub name: String,
    pub planned_rounds: Option<i32>,
    pub version: i64,
    pub created_at: NaiveDateTime,
    /// A [`planesforge_engine::lifecycle::TournamentStatus`] name.
    pub status: String,
    /// [`planesforge_engine::lifecycle::TopCut`], stored form.
    pub top_cut: Option<i32>,
    /// The language of the printed sheets ([`crate::i18n::Lang::code`]).
    pub language: Option<String>,
    #[diesel(embed)]
    pub details: TournamentDetails,
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = players)]
pub struct PlayerRow {
    pub id: String,
    pub tournament_id: String,
    pub position: i32,
    pub name: String,
    pub dropped_after_round: Option<i32>,
    pub created_at: NaiveDateTime,
    /// SHA-256 (hex) of the player's code; `None`: no code yet (RULES.md §12).
    pub code_hash: Option<String>,
    /// What the code is derived from (hex); never the code itself.
    pub code_nonce: Option<String>,
    /// The store's own id of the player (issue #23).
    pub external_id: Option<String>,
    /// The store's metadata: a JSON object of strings; `None`: none.
    pub metadata: Option<String>,
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = rounds)]
pub struct RoundRow {
    pub tournament_id: String,
    pub number: i32,
    pub kind: String,
    pub state: String,
    /// JSON array of warnings.
    pub warnings: String,
    pub created_at: NaiveDateTime,
    pub published_at: Option<NaiveDateTime>,
    pub completed_at: Option<NaiveDateTime>,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = pairings)]
pub struct PairingRow {
    pub tournament_id: String,
    pub round_number: i32,
    pub table_number: i32,
    pub player_a: String,
    pub player_b: Option<String>,
    pub wins: Option<i32>,
    pub losses: Option<i32>,
    pub draws: Option<i32>,
    /// The double loss (RULES.md §1); its games are `0-2-0`.
    pub double_loss: bool,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = audit_log)]
pub struct AuditRow {
    pub seq: i64,
    pub tournament_id: String,
    pub at: NaiveDateTime,
    pub actor: String,
    pub action: String,
    pub round: Option<i32>,
    pub detail: String,
    /// `organizer` or `player`: whose id `actor` is.
    pub actor_kind: String,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = audit_log)]
pub struct NewAudit {
    pub tournament_id: String,
    pub at: NaiveDateTime,
    pub actor: String,
    pub action: String,
    pub round: Option<i32>,
    pub detail: String,
    /// `organizer` or `player`: whose id `actor` is.
    pub actor_kind: String,
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = idempotency_keys)]
pub struct IdempotencyRow {
    pub scope: String,
    pub idem_key: String,
    pub fingerprint: String,
    pub created_at: NaiveDateTime,
    /// `None` while the first request runs.
    pub status: Option<i32>,
    pub content_type: Option<String>,
    pub body: Option<String>,
}

// ---------------------------------------------------------------- webhooks

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = webhook_endpoints)]
pub struct EndpointRow {
    pub seq: i64,
    pub id: String,
    pub tournament_id: Option<String>,
    pub url: String,
    pub events: String,
    pub secret: String,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = webhook_endpoints)]
pub struct NewEndpointRow {
    pub id: String,
    pub organizer_id: String,
    pub tournament_id: Option<String>,
    pub url: String,
    pub events: String,
    pub secret: String,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = webhook_deliveries)]
pub struct NewDeliveryRow {
    pub id: String,
    pub endpoint_id: String,
    pub event: String,
    pub tournament_id: String,
    pub body: String,
    pub state: String,
    pub attempts: i32,
    pub next_attempt_at: NaiveDateTime,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = webhook_attempts)]
pub struct AttemptRow {
    pub delivery_id: String,
    pub endpoint_id: String,
    pub attempt: i32,
    pub status_code: Option<i32>,
    pub error: Option<String>,
    pub success: bool,
    pub started_at: NaiveDateTime,
    pub finished_at: NaiveDateTime,
}

/// Delivery states.
pub const PENDING: &str = "pending";
pub const DELIVERED: &str = "delivered";
pub const FAILED: &str = "failed";

/// The players' reports of one table (RULES.md §12); results are
/// `w-l-d` from `player_a`'s side.
#[derive(Debug, Clone, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = match_reports, treat_none_as_null = true)]
pub struct MatchReportRow {
    pub tournament_id: String,
    pub round_number: i32,
    pub table_number: i32,
    /// `reported`, `confirmed`, `disputed` or `settled`.
    pub state: String,
    pub a_result: Option<String>,
    pub a_at: Option<NaiveDateTime>,
    pub b_result: Option<String>,
    pub b_at: Option<NaiveDateTime>,
    pub updated_at: NaiveDateTime,
}

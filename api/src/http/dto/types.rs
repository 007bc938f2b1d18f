//! Request and response bodies of the HTTP API (the book: [Integration guide](/book/en/integration.html)), with their
//! OpenAPI schemas and examples. The standings shapes live in `wire`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

pub use super::reports::TableReports;
use crate::service::views::players::present;
// The state enums are the engine's: their serde names are the wire's, and
// the `openapi` feature gives them their schemas (`TournamentStatus`,
// `RoundKindName`, `RoundStateName`, `ReportState`, `ActorKind`).
pub use planesforge_engine::RoundKind;
pub use planesforge_engine::lifecycle::{RoundState, TournamentStatus};
pub use planesforge_engine::reports::{ActorKind, ReportStatus as ReportState};

pub use crate::service::views::players::{
    ApiKey, ApiKeyCreated, ApiKeyList, NewApiKey, NewOrganizer, Organizer, OrganizerCreated,
};
pub use crate::service::views::players::{
    AuditQuery, BulkPlayers, NewPlayer, PageQuery, PlayerPatch, PlayerWarning, PlayerWarningCode,
    TournamentQuery,
};
pub use crate::service::views::rounds::{SwapPlayers, SwapTables, Warning, WarningCode};

// Separate from the view because it is a request body: the event's details flat, as text, parsed into the view's `DetailsInput`.
/// `POST /api/v1/tournaments`
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"name": "Friday Pauper", "planned_rounds": 6, "top_cut": 8, "language": "de",
    "starts_at": "2026-12-04T19:00:00+01:00", "time_zone": "Europe/Berlin", "format": "Pauper",
    "location": "The Dragon's Den, Hauptstraße 1", "external_id": "evt-2026-1204",
    "metadata": {"shop_event_id": "4711"}}))]
pub struct NewTournament {
    /// 1–200 characters.
    pub name: String,
    /// Swiss rounds the organizer plans (1–30); optional. No Swiss round
    /// beyond it is paired (`409 planned_rounds_reached`).
    #[serde(default)]
    pub planned_rounds: Option<u32>,
    /// The intended top cut (the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control)): `null` or absent = decide later,
    /// `0` = none (the tournament finishes by itself when its last planned
    /// Swiss round completes), or a power of two ≥ 2.
    #[serde(default)]
    pub top_cut: Option<u32>,
    /// The language of the printed sheets, by its exact code (schema
    /// `LanguageName`); absent or `null`: each reader's `Accept-Language`.
    /// `?lang=` on a sheet still overrides it.
    #[serde(default)]
    #[schema(value_type = Option<LanguageName>)]
    pub language: Option<String>,
    /// When the event starts: an RFC 3339 date and time with an offset
    /// (`2026-12-04T19:00:00+01:00`, `2026-12-04T18:00:00Z`); stored and
    /// shown in UTC. `422 invalid_starts_at` otherwise.
    #[serde(default)]
    #[schema(example = "2026-12-04T19:00:00+01:00")]
    pub starts_at: Option<String>,
    /// The IANA time zone the event's times are printed and shown in
    /// (`Europe/Berlin`); absent or `null`: UTC. `422 invalid_time_zone`
    /// for a name the time zone database does not know.
    #[serde(default)]
    #[schema(example = "Europe/Berlin")]
    pub time_zone: Option<String>,
    /// The format, free text of at most 100 characters (`Pauper`,
    /// `Draft`); shown on the printed sheets and the player's page.
    #[serde(default)]
    #[schema(example = "Pauper")]
    pub format: Option<String>,
    /// Where the event takes place, free text of at most 100 characters.
    #[serde(default)]
    #[schema(example = "The Dragon's Den, Hauptstraße 1")]
    pub location: Option<String>,
    /// The store software's own id of the event, at most 100 characters
    /// (the book: [Keeping your own ids](/book/en/integration.html#keeping-your-own-ids)).
    #[serde(default)]
    #[schema(example = "evt-2026-1204")]
    pub external_id: Option<String>,
    /// The store software's own data: an object of at most 50 keys (1–40
    /// characters) with string values of at most 500 characters.
    #[serde(default)]
    #[schema(value_type = Option<BTreeMap<String, String>>, example = json!({"shop_event_id": "4711"}))]
    pub metadata: Option<serde_json::Value>,
}

// Separate from the view because the view keeps the language as its code; this type only names the values in the OpenAPI document.
/// A language of the printed sheets and of the messages: the codes of
/// `Lang::ALL`, the folders of `api/locales/`.
pub struct LanguageName;

impl utoipa::PartialSchema for LanguageName {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::schema::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .description(Some(
                "A language of the printed sheets and of the messages, by its code \
                 (the book: [Languages](/book/en/languages.html)).",
            ))
            .enum_values(Some(crate::i18n::Lang::ALL.map(|l| l.code())))
            .into()
    }
}

impl ToSchema for LanguageName {
    fn name() -> std::borrow::Cow<'static, str> {
        std::borrow::Cow::Borrowed("LanguageName")
    }
}

// Separate from the view because it is a request body: "absent" and `null` told apart per field, the details flat.
/// `PATCH /api/v1/tournaments/{tid}`: only the fields present change.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"name": "Friday Pauper (late)", "planned_rounds": 5, "top_cut": 0,
    "starts_at": "2026-12-04T19:30:00+01:00", "location": null}))]
pub struct TournamentPatch {
    /// 1–200 characters.
    #[serde(default)]
    pub name: Option<String>,
    /// 1–30, not below the Swiss rounds already paired.
    #[serde(default)]
    pub planned_rounds: Option<u32>,
    /// `null` = decide later, `0` = none, or a power of two ≥ 2; absent:
    /// unchanged.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<u32>)]
    pub top_cut: Option<Option<u32>>,
    /// The language of the printed sheets; `null`: none (each reader's
    /// `Accept-Language`); absent: unchanged.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<LanguageName>)]
    pub language: Option<Option<String>>,
    /// Player self-reporting on or off (the book: [Self-reporting](/book/en/self-reporting.html)); absent: unchanged.
    #[serde(default)]
    pub self_reporting: Option<bool>,
    /// RFC 3339 with an offset; `null`: none; absent: unchanged.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>, example = "2026-12-04T19:00:00+01:00")]
    pub starts_at: Option<Option<String>>,
    /// An IANA time zone name; `null`: UTC; absent: unchanged.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>, example = "Europe/Berlin")]
    pub time_zone: Option<Option<String>>,
    /// At most 100 characters; `null` or empty: none; absent: unchanged.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>, example = "Draft")]
    pub format: Option<Option<String>>,
    /// At most 100 characters; `null` or empty: none; absent: unchanged.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>)]
    pub location: Option<Option<String>>,
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

// Separate from the view because it only names the values of `Health.status` in the OpenAPI document.
/// `ok` from `/healthz`, `ready` from `/readyz`.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum HealthStatus {
    Ok,
    Ready,
}

pub use crate::service::views::players::Recommendation;

// Separate from the view because the wire has the event's details flat, `starts_at` as text and the language named by `LanguageName`.
/// A tournament.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({
    "id": "5d1c6a3e-8f0b-4a51-9a7e-2b9a1e6c4d20",
    "name": "Friday Pauper",
    "organizer_id": "0b9c3f5e-3c1f-4c36-9d8e-6a4fdc1f2a10",
    "status": "swiss",
    "planned_rounds": 6,
    "top_cut": 8,
    "language": "de",
    "self_reporting": true,
    "current_round": 2,
    "player_count": 33,
    "active_player_count": 32,
    "recommendation": {"swiss_rounds": 6, "swiss_rounds_with_draft_playoff": null,
        "top_cut": 8, "min_rounds": 6, "comfortable_rounds": 8},
    "created_at": "2026-11-29T13:00:00.000Z",
    "starts_at": "2026-12-04T18:00:00.000Z",
    "time_zone": "Europe/Berlin",
    "format": "Pauper",
    "location": "The Dragon's Den, Hauptstraße 1",
    "external_id": "evt-2026-1204",
    "metadata": {"shop_event_id": "4711"}
}))]
pub struct Tournament {
    pub id: String,
    pub name: String,
    /// The organizer who owns it.
    pub organizer_id: String,
    /// `registration` (no round yet), `swiss`, `top_cut` (a bracket
    /// exists) or `finished` (the final was played, the organizer finished
    /// it, or its last planned Swiss round completed with `top_cut: 0`).
    pub status: TournamentStatus,
    #[schema(required = true)]
    pub planned_rounds: Option<u32>,
    /// The intended top cut: `null` = decide later, `0` = none, or a size.
    #[schema(required = true)]
    pub top_cut: Option<u32>,
    /// The language of the printed sheets; `null`: each reader's
    /// `Accept-Language` (`?lang=` on a sheet overrides either).
    #[schema(value_type = Option<LanguageName>, required = true)]
    pub language: Option<String>,
    /// Number of the latest round (0 before round 1).
    pub current_round: u32,
    /// Registered players, dropped ones included.
    pub player_count: u32,
    /// Players not dropped.
    pub active_player_count: u32,
    /// For `player_count`.
    pub recommendation: Recommendation,
    pub created_at: String,
    /// Whether players may report their results, confirm and drop
    /// themselves with their player codes (the book: [Self-reporting](/book/en/self-reporting.html)); on unless the
    /// organizer turned it off.
    pub self_reporting: bool,
    /// When the event starts, in UTC (`2026-12-04T18:00:00.000Z`);
    /// `null`: not set.
    #[schema(required = true)]
    pub starts_at: Option<String>,
    /// The IANA time zone its times are printed and shown in; `null`: UTC.
    #[schema(required = true)]
    pub time_zone: Option<String>,
    /// The format (free text); `null`: not set.
    #[schema(required = true)]
    pub format: Option<String>,
    /// Where it takes place (free text); `null`: not set.
    #[schema(required = true)]
    pub location: Option<String>,
    /// The store software's own id; `null`: none.
    #[schema(required = true)]
    pub external_id: Option<String>,
    /// The store software's own data; `{}`: none.
    pub metadata: BTreeMap<String, String>,
}

// Separate from the view because the wire flattens the tournament and adds each player's code with its link.
/// `201` of `POST …/tournaments/import`: the new tournament and the
/// warnings about its players.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"id": "5d1c6a3e-8f0b-4a51-9a7e-2b9a1e6c4d20", "name": "Friday Pauper",
    "organizer_id": "0b9c3f5e-3c1f-4c36-9d8e-6a4fdc1f2a10", "status": "swiss",
    "planned_rounds": 3, "top_cut": null, "language": null, "self_reporting": true, "current_round": 1, "player_count": 2,
    "active_player_count": 2,
    "recommendation": {"swiss_rounds": 1, "swiss_rounds_with_draft_playoff": null,
        "top_cut": null, "min_rounds": 1, "comfortable_rounds": 1},
    "created_at": "2026-11-29T13:00:00.000Z", "starts_at": null, "time_zone": null, "format": null,
    "location": null, "external_id": null, "metadata": {}, "warnings": [], "player_codes": []}))]
pub struct TournamentImported {
    #[serde(flatten)]
    pub tournament: Tournament,
    /// `duplicate_name` for each player whose name (ignoring case) a player
    /// before it in the document already has; empty otherwise.
    pub warnings: Vec<PlayerWarning>,
    /// Each imported player's secret code and page link (the book: [Self-reporting](/book/en/self-reporting.html)),
    /// shown this once, in the document's order.
    pub player_codes: Vec<crate::http::dto::codes::PlayerCode>,
}

// Separate from the view because its items are the wire's `Tournament`.
/// One page of tournaments, oldest first.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"items": [{"id": "5d1c6a3e-8f0b-4a51-9a7e-2b9a1e6c4d20", "name": "Friday Pauper",
        "organizer_id": "0b9c3f5e-3c1f-4c36-9d8e-6a4fdc1f2a10", "status": "registration",
        "planned_rounds": null, "top_cut": null, "language": null, "self_reporting": true, "current_round": 0, "player_count": 0, "active_player_count": 0,
        "recommendation": {"swiss_rounds": 0, "swiss_rounds_with_draft_playoff": null,
            "top_cut": null, "min_rounds": 0, "comfortable_rounds": 0},
        "created_at": "2026-11-29T13:00:00.000Z", "starts_at": null, "time_zone": null, "format": null,
        "location": null, "external_id": null, "metadata": {}}], "next_cursor": "1"}))]
pub struct TournamentPage {
    pub items: Vec<Tournament>,
    /// Pass as `cursor` for the next page; `null` on the last page.
    #[schema(required = true)]
    pub next_cursor: Option<String>,
}

// Separate from the view because the wire adds the player's `code` and the page's `link`, which only the HTTP layer knows.
/// A registered player.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Alice Example",
    "dropped": false, "dropped_after_round": null, "external_id": null, "metadata": {}}))]
pub struct Player {
    pub id: String,
    pub name: String,
    pub dropped: bool,
    /// Played rounds up to this one, not paired after it (0: before round 1).
    #[schema(required = true)]
    pub dropped_after_round: Option<u32>,
    /// The store software's own id of the player; `null`: none.
    #[schema(required = true)]
    pub external_id: Option<String>,
    /// The store software's own data; `{}`: none.
    pub metadata: BTreeMap<String, String>,
    /// Only in the answer to an add, drop or re-admission made while the
    /// latest round was `pairing`: that round, re-paired at once so it
    /// covers exactly the active players (the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control)).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub repaired_round: Option<u32>,
    /// With `repaired_round`: the organizer's swaps in that round that the
    /// re-pair discarded (empty when there were none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub manual_changes_discarded: Option<Vec<ManualChange>>,
    /// Only in the answer to a registration (single or bulk): the player's
    /// secret code (the book: [Self-reporting](/book/en/self-reporting.html)), shown to the organizer this once (the
    /// code slips print it again). Never in other reads.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    /// With `code`: the absolute URL of the player's page (`/p/<code>`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
}

pub use crate::service::views::rounds::ManualChange;

// Separate from the view because it is a query string, not a view.
/// `?external_id=` of `GET …/players`.
#[derive(Debug, Clone, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PlayerFilter {
    /// Only the players with exactly this `external_id` (the store
    /// software's own id).
    pub external_id: Option<String>,
}

// Separate from the view because the wire flattens the wire's `Player`.
/// `201` of `POST …/players`: the player and the warnings about it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Alice Example",
    "dropped": false, "dropped_after_round": null, "external_id": null, "metadata": {}, "warnings": []}))]
pub struct PlayerCreated {
    #[serde(flatten)]
    pub player: Player,
    /// `duplicate_name`, …; empty when there is nothing to say.
    pub warnings: Vec<PlayerWarning>,
}

// Separate from the view because it pages the wire's `Player` and leaves out what is unset.
/// Players created by a bulk registration, in the order sent: the list
/// envelope of every list (`items`, `next_cursor`, always `null` here: the
/// answer is never paged), with what the registration did beside it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"next_cursor": null, "items": [{"id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Alice Example", "dropped": false, "dropped_after_round": null, "external_id": null, "metadata": {}}, {"id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b", "name": "Bob Example", "dropped": true, "dropped_after_round": 2, "external_id": null, "metadata": {}}], "warnings": []}))]
pub struct PlayerList {
    pub items: Vec<Player>,
    /// Always `null`: every registered player is in `items`.
    #[schema(required = true)]
    pub next_cursor: Option<String>,
    /// As in [`Player`]: the round re-paired because of this registration.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub repaired_round: Option<u32>,
    /// As in [`Player`]: the swaps that re-pair discarded.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub manual_changes_discarded: Option<Vec<ManualChange>>,
    /// `duplicate_name` for each player whose name a player registered
    /// before (or earlier in this list) already has; empty otherwise.
    pub warnings: Vec<PlayerWarning>,
}

// Separate from the view because its items are the wire's `Player`.
/// One page of players, in registration order.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"items": [{"id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Alice Example", "dropped": false, "dropped_after_round": null, "external_id": null, "metadata": {}}, {"id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b", "name": "Bob Example", "dropped": true, "dropped_after_round": 2, "external_id": null, "metadata": {}}], "next_cursor": null}))]
pub struct PlayerPage {
    pub items: Vec<Player>,
    #[schema(required = true)]
    pub next_cursor: Option<String>,
}

pub use crate::service::views::rounds::MatchResult;

// Separate from the view because it is a request body, one of the two
// shapes of `ResultRequest`.
/// The double loss as a request (`PUT …/result`): both players of the
/// table lose (a Swiss round only; a playoff match refuses it with
/// `422 playoff_double_loss`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[schema(example = json!({"double_loss": true}))]
pub struct DoubleLoss {
    /// Always `true`.
    #[schema(value_type = bool, example = true)]
    pub double_loss: bool,
}

// Separate from the view because it is a request body of two shapes (games
// or the double loss, read only from an object), turned into the view's
// `MatchResult`.
/// What `PUT …/tables/{table}/result` takes: a result in games from
/// `player_a`'s side (`{"wins": 2, "losses": 1, "draws": 0}`), or the
/// double loss (`{"double_loss": true}`). A JSON object only (see the
/// `Deserialize` implementation); a result read back from the API
/// (`{"wins": 0, "losses": 2, "draws": 0, "double_loss": true}`) may be
/// sent as it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(untagged)]
#[schema(example = json!({"wins": 2, "losses": 1, "draws": 0}))]
pub enum ResultRequest {
    /// A result in games.
    Games(MatchResult),
    /// Both players lose.
    DoubleLoss(DoubleLoss),
}

/// The games of a [`ResultRequest`], as serde's derive reads them.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MatchResultFields {
    wins: u32,
    losses: u32,
    draws: u32,
}

/// Only a JSON object: serde's derive would also read a struct from an
/// array (`[2, 1, 0]`), which is refused here like any other body of the
/// wrong shape (`422 invalid_body`). `double_loss: true` comes alone, or
/// with the games it stands for (`0-2-0`); `double_loss: false` is an
/// ordinary result.
impl<'de> Deserialize<'de> for ResultRequest {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<ResultRequest, D::Error> {
        use serde::de::Error as _;
        let mut object = serde_json::Map::<String, serde_json::Value>::deserialize(d)?;
        let double_loss = match object.remove("double_loss") {
            None => false,
            Some(serde_json::Value::Bool(b)) => b,
            Some(_) => return Err(D::Error::custom("double_loss: expected true or false")),
        };
        if double_loss {
            let games = (
                object.get("wins"),
                object.get("losses"),
                object.get("draws"),
            );
            let echoed = object.len() == 3
                && games
                    == (
                        Some(&serde_json::json!(0)),
                        Some(&serde_json::json!(2)),
                        Some(&serde_json::json!(0)),
                    );
            if !object.is_empty() && !echoed {
                return Err(D::Error::custom(
                    "a double loss has no games to enter: send {\"double_loss\": true} alone",
                ));
            }
            return Ok(ResultRequest::DoubleLoss(DoubleLoss { double_loss: true }));
        }
        let f: MatchResultFields =
            serde_json::from_value(serde_json::Value::Object(object)).map_err(D::Error::custom)?;
        Ok(ResultRequest::Games(MatchResult {
            wins: f.wins,
            losses: f.losses,
            draws: f.draws,
            double_loss: false,
        }))
    }
}

pub use crate::service::views::rounds::PlayerRef;

// Separate from the view because the wire puts the owner's reports
// (`report_state`, `reports`) and the table's own extension (from the
// round's clock) on the pairing; the view keeps them apart and goes into
// events without them.
/// One table of a round.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[schema(example = json!({"table": 1, "player_a": {"id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Ana"},
    "player_b": {"id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b", "name": "Bo"}, "bye": false,
    "result": {"wins": 2, "losses": 1, "draws": 0}}))]
pub struct Pairing {
    pub table: u32,
    /// The higher-ranked player of the pair (the player with the bye).
    pub player_a: PlayerRef,
    /// `null` for the bye.
    #[schema(required = true)]
    pub player_b: Option<PlayerRef>,
    pub bye: bool,
    /// From `player_a`'s side; `null` while unplayed (and for the bye).
    #[schema(required = true)]
    pub result: Option<MatchResult>,
    /// The players' reports (the book: [Self-reporting](/book/en/self-reporting.html)): for the tournament's owner
    /// only, absent for anyone else.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub report_state: Option<ReportState>,
    /// What each player reported, with `report_state` (owner only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reports: Option<TableReports>,
    /// Only on a table with a time extension of its own (the book: [Round clock](/book/en/clock-and-screen.html)):
    /// its seconds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extension_s: Option<i64>,
    /// Only on a table with a time extension of its own: when that table
    /// ends (`null` unless the clock runs).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub ends_at: Option<Option<String>>,
}

// Separate from the view because its pairings are the wire's `Pairing`.
/// A round and its pairings.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({
    "number": 1, "kind": "swiss", "state": "published",
    "pairings": [
        {"table": 1, "player_a": {"id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Ana"},
         "player_b": {"id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b", "name": "Bo"}, "bye": false,
         "result": {"wins": 2, "losses": 1, "draws": 0}},
        {"table": 2, "player_a": {"id": "7c6b5a49-3827-4165-9f8e-7d6c5b4a3928", "name": "Cy"},
         "player_b": null, "bye": true, "result": null}
    ],
    "warnings": [],
    "created_at": "2026-11-29T13:05:00.000Z",
    "published_at": "2026-11-29T13:06:00.000Z",
    "completed_at": null,
    "clock": null
}))]
pub struct Round {
    pub number: u32,
    /// `swiss` or `playoff`.
    pub kind: RoundKind,
    /// `pairing` (owner only) → `published` → `completed` (the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control)).
    pub state: RoundState,
    /// Real tables in table order, then the bye.
    pub pairings: Vec<Pairing>,
    pub warnings: Vec<Warning>,
    pub created_at: String,
    #[schema(required = true)]
    pub published_at: Option<String>,
    #[schema(required = true)]
    pub completed_at: Option<String>,
    /// The round clock (the book: [Round clock](/book/en/clock-and-screen.html)); `null` when the round has no time
    /// limit.
    #[schema(required = true)]
    pub clock: Option<crate::http::dto::clock::Clock>,
}

// Separate from the view because its items are the wire's `Round`.
/// The rounds of a tournament visible to the caller.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"items": [{"number": 1, "kind": "swiss", "state": "completed",
        "pairings": [{"table": 1, "player_a": {"id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Ana"},
            "player_b": {"id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b", "name": "Bo"}, "bye": false,
            "result": {"wins": 2, "losses": 0, "draws": 1}}],
        "warnings": [], "created_at": "2026-11-29T13:05:00.000Z",
        "published_at": "2026-11-29T13:06:00.000Z", "completed_at": "2026-11-29T13:50:00.000Z",
        "clock": null}],
    "next_cursor": null}))]
pub struct RoundList {
    pub items: Vec<Round>,
    /// Pass as `cursor` for the next page; `null` on the last page.
    #[schema(required = true)]
    pub next_cursor: Option<String>,
}

pub use crate::service::views::players::{AuditEntry, AuditPage};

// Separate from the view because the service has no view of health; `status` names `HealthStatus`.
/// `/healthz`, `/readyz`
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"status": "ok"}))]
pub struct Health {
    #[schema(value_type = HealthStatus)]
    pub status: String,
}

// Separate from the engine's `TournamentDocument` (which the export
// writes and the import reads) because it only describes it for API
// clients: the engine's types would change the schema (their doc comments
// cite RULES.md where these link the book; `deny_unknown_fields` adds
// `additionalProperties: false`; `rounds` defaults, `details` is not
// nullable; a result is `DocResult`, not `MatchResult` with its bounds).
// `tests::document_schema_names_the_engines_fields` keeps the two in step.
/// The tournament document (the book: [The tournament document](/book/en/integration.html#tournament-document)), as
/// `GET …/export` returns it (format /4; the import also reads /3, which
/// has no double loss and no `details` or players' `external_id` and
/// `metadata`, /2, which also lacks `settings` and the rounds'
/// `clock`, and /1, which also lacks `planned_rounds`, `top_cut`, `state`
/// and `missed_rounds`). Player codes
/// and match reports are not in it: imported players get new codes.
/// Documentation mirror of the engine's type.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = TournamentDocument, example = json!({
    "format": "planesforge-tournament/4",
    "name": "Friday Pauper",
    "planned_rounds": 3,
    "top_cut": null,
    "settings": {"language": "en", "self_reporting": true, "round_time_limit_s": 3000,
                 "clock_starts_at_publish": false},
    "details": {"starts_at": "2026-11-27T18:00:00.000Z", "time_zone": "Europe/Berlin",
                "format": "Pauper", "external_id": "evt-1127", "metadata": {"season": "winter"}},
    "players": [
        {"id": "p1", "name": "Alice", "dropped_after_round": null, "missed_rounds": [],
         "external_id": "member-1042", "metadata": {"dci": "1234567890"}},
        {"id": "p2", "name": "Bob", "dropped_after_round": 1, "missed_rounds": []},
        {"id": "p3", "name": "Cid", "dropped_after_round": null, "missed_rounds": []}
    ],
    "rounds": [{"number": 1, "kind": "swiss", "state": "completed", "pairings": [
        {"table": 1, "player_a": "p1", "player_b": "p2", "result": {"wins": 2, "losses": 1, "draws": 0}},
        {"table": 2, "player_a": "p3", "player_b": null, "bye": true}
    ]}, {"number": 2, "kind": "swiss", "state": "published", "pairings": [
        {"table": 1, "player_a": "p1", "player_b": "p3"}
    ], "clock": {"time_limit_s": 3000, "started_at": "2026-11-27T19:05:00.000Z", "paused_at": null,
        "paused_ms": 120000, "extensions": [{"at": "2026-11-27T19:30:00.000Z", "seconds": 180}],
        "table_extensions": [{"table": 1, "at": "2026-11-27T19:32:10.000Z", "seconds": 300}]}}]
}))]
pub struct DocumentSchema {
    /// `planesforge-tournament/4` (export); the import also reads
    /// `planesforge-tournament/3`, `planesforge-tournament/2` and
    /// `planesforge-tournament/1`.
    pub format: String,
    pub name: String,
    /// Swiss rounds planned (1–30); `null`: not decided.
    pub planned_rounds: Option<u32>,
    /// The intended top cut: `null` decide later, `0` none, else the cut
    /// size (a power of two ≥ 2); when playoff rounds exist, their size.
    pub top_cut: Option<u32>,
    /// The tournament's settings (format /3; absent: the defaults).
    #[serde(default)]
    pub settings: DocumentSettings,
    /// What a store keeps about the event (format /4); absent when none
    /// of it is set. Checked on import as `POST …/tournaments` checks it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub details: Option<DocumentDetails>,
    pub players: Vec<DocumentPlayer>,
    pub rounds: Vec<DocumentRound>,
}

// Separate from the engine's type for the reasons on `DocumentSchema`.
/// What a store keeps about the event, in the document (format /4; the
/// book: [Keeping your own ids](/book/en/integration.html#keeping-your-own-ids)):
/// the fields of a tournament of the same names, each absent when not
/// set.
#[derive(Debug, Clone, Default, Serialize, ToSchema)]
#[schema(example = json!({"starts_at": "2026-12-04T18:00:00.000Z", "time_zone": "Europe/Berlin",
    "format": "Pauper", "location": "The Dragon's Den", "external_id": "evt-2026-1204",
    "metadata": {"shop_event_id": "4711"}}))]
pub struct DocumentDetails {
    /// When the event starts (RFC 3339).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub starts_at: Option<String>,
    /// An IANA time zone name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time_zone: Option<String>,
    /// Free text, at most 100 characters.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub format: Option<String>,
    /// Free text, at most 100 characters.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<String>,
    /// The store's own id, at most 100 characters.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub external_id: Option<String>,
    /// At most 50 keys, string values.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub metadata: BTreeMap<String, String>,
}

// Separate from the engine's type for the reasons on `DocumentSchema`.
/// The tournament's settings in the document (format /3): what
/// `PATCH …/tournaments/{tid}` and `PUT …/clock-settings` set.
#[derive(Debug, Clone, Default, Serialize, ToSchema)]
#[schema(example = json!({"language": "de", "self_reporting": false, "round_time_limit_s": 3000,
    "clock_starts_at_publish": true}))]
pub struct DocumentSettings {
    /// The language of the printed sheets, by its exact code (schema
    /// `LanguageName`); `null`: the request's. Default `null`.
    pub language: Option<String>,
    /// Whether players may report their results (the book: [Self-reporting](/book/en/self-reporting.html)). Default
    /// `true`.
    #[serde(default)]
    pub self_reporting: bool,
    /// The default time limit of a round in seconds (1 to 86400; the book:
    /// [Round clock](/book/en/clock-and-screen.html)); `null`: no clock. Default (absent) 3000, as for a new
    /// tournament.
    #[schema(minimum = 1, maximum = 86400)]
    pub round_time_limit_s: Option<i64>,
    /// Whether a round's clock starts when the round is published. Default
    /// `false`.
    #[serde(default)]
    pub clock_starts_at_publish: bool,
}

// Separate from the engine's type for the reasons on `DocumentSchema`.
/// A round's own clock in the document (format /3; the book: [Round clock](/book/en/clock-and-screen.html)): its
/// limit and the instants of what happened to it, from which the time left
/// is derived. Only on a published round (a round being paired: its limit
/// only). Absent: the round follows the tournament's default limit and has
/// not started.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"time_limit_s": 3000, "started_at": "2026-11-27T19:05:00.000Z",
    "paused_at": null, "paused_ms": 120000,
    "extensions": [{"at": "2026-11-27T19:30:00.000Z", "seconds": 180}],
    "table_extensions": [{"table": 1, "at": "2026-11-27T19:32:10.000Z", "seconds": 300}]}))]
pub struct DocumentClock {
    /// The round's limit in seconds before extensions (1 to 86400);
    /// `null`: this round has no time limit.
    #[schema(minimum = 1, maximum = 86400, required = true)]
    pub time_limit_s: Option<i64>,
    /// When the clock was first started (RFC 3339); `null`: not started.
    pub started_at: Option<String>,
    /// When the running pause began; `null` unless paused.
    pub paused_at: Option<String>,
    /// The length of the pauses already over, in milliseconds. Default 0.
    #[serde(default)]
    #[schema(minimum = 0)]
    pub paused_ms: i64,
    /// Extensions of the whole round, oldest first. Default `[]`.
    #[serde(default)]
    pub extensions: Vec<DocumentExtension>,
    /// Extensions of single tables (a judge's ruling), oldest first; only
    /// on real tables of the round. Default `[]`.
    #[serde(default)]
    pub table_extensions: Vec<DocumentTableExtension>,
}

// Separate from the engine's type for the reasons on `DocumentSchema`.
/// An extension of the whole round in the document.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"at": "2026-11-27T19:30:00.000Z", "seconds": 180}))]
pub struct DocumentExtension {
    /// When it was given (RFC 3339).
    pub at: String,
    /// 1 to 7200.
    #[schema(minimum = 1, maximum = 7200)]
    pub seconds: i64,
}

// Separate from the engine's type for the reasons on `DocumentSchema`.
/// An extension of one table in the document.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"table": 1, "at": "2026-11-27T19:32:10.000Z", "seconds": 300}))]
pub struct DocumentTableExtension {
    pub table: u32,
    /// When it was given (RFC 3339).
    pub at: String,
    /// 1 to 7200.
    #[schema(minimum = 1, maximum = 7200)]
    pub seconds: i64,
}

// Separate from the engine's type for the reasons on `DocumentSchema`.
/// A player of the document.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"id": "p5", "name": "Eve", "dropped_after_round": null, "missed_rounds": [1]}))]
pub struct DocumentPlayer {
    pub id: String,
    pub name: String,
    /// Played up to this round, not paired after it; `0`: dropped before
    /// round 1; `null`: still in.
    pub dropped_after_round: Option<u32>,
    /// The final place once a top cut exists (the book: [Top cut](/book/en/pairings-and-standings.html#top-cut)), as
    /// `GET …/standings` shows it; absent before the cut and while the
    /// place is pending. Not read on import (derived from the rounds).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 1)]
    pub final_rank: Option<u32>,
    /// Swiss rounds the player was registered in but not paired in (a late
    /// entrant, a re-admitted player; the book: [Missed rounds](/book/en/pairings-and-standings.html#missed-rounds)), increasing. Default
    /// `[]`.
    #[serde(default)]
    pub missed_rounds: Vec<u32>,
    /// The store's own id of the player (format /4); absent: none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub external_id: Option<String>,
    /// The store's own data about the player (format /4); absent: none.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub metadata: BTreeMap<String, String>,
}

// Separate from the engine's type for the reasons on `DocumentSchema`.
/// A round of the document.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"number": 1, "kind": "swiss", "state": "completed", "pairings": [
    {"table": 1, "player_a": "p1", "player_b": "p2", "result": {"wins": 2, "losses": 1, "draws": 0}}]}))]
pub struct DocumentRound {
    pub number: u32,
    /// `swiss` or `playoff`
    pub kind: RoundKind,
    /// `pairing`, `published` or `completed`; absent: `completed` when
    /// every result is in, else `published`.
    pub state: Option<RoundState>,
    pub pairings: Vec<DocumentPairing>,
    /// The round's own clock (format /3); absent: none of its own.
    pub clock: Option<DocumentClock>,
}

// Separate from the engine's type for the reasons on `DocumentSchema`.
/// A table of the document; `result` from `player_a`'s side, absent while
/// unplayed.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"table": 2, "player_a": "p3", "player_b": null, "bye": true}))]
pub struct DocumentPairing {
    pub table: u32,
    pub player_a: String,
    pub player_b: Option<String>,
    pub bye: Option<bool>,
    pub result: Option<MatchResult>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};
    use utoipa::PartialSchema;
    use utoipa::openapi::{RefOr, Schema};

    /// The property names of a mirror's schema.
    fn properties<T: PartialSchema>() -> Vec<String> {
        match T::schema() {
            RefOr::T(Schema::Object(o)) => o.properties.keys().cloned().collect(),
            _ => panic!("not an object schema"),
        }
    }

    /// The keys of a JSON object, sorted.
    fn keys(v: &Value) -> Vec<String> {
        let mut k: Vec<String> = v.as_object().expect("an object").keys().cloned().collect();
        k.sort();
        k
    }

    /// The document's mirror names exactly the fields of the engine's
    /// `TournamentDocument`: a document with every member the mirror names
    /// set is read by the engine (which refuses unknown fields) and written
    /// back with the same members.
    #[test]
    fn document_schema_names_the_engines_fields() {
        let full = json!({
            "format": "planesforge-tournament/4", "name": "Friday", "planned_rounds": 1,
            "top_cut": null,
            "settings": {"language": "de", "self_reporting": true, "round_time_limit_s": 3000,
                "clock_starts_at_publish": false},
            "details": {"starts_at": "2026-11-27T18:00:00.000Z", "time_zone": "Europe/Berlin",
                "format": "Pauper", "location": "Den", "external_id": "e", "metadata": {"k": "v"}},
            "players": [
                {"id": "p1", "name": "A", "dropped_after_round": 1, "final_rank": 1,
                 "missed_rounds": [1], "external_id": "m", "metadata": {"k": "v"}}],
            "rounds": [{"number": 1, "kind": "swiss", "state": "published", "pairings": [
                {"table": 1, "player_a": "p1", "player_b": "p2", "bye": false,
                 "result": {"wins": 2, "losses": 1, "draws": 0}}],
                "clock": {"time_limit_s": 3000, "started_at": "2026-11-27T19:05:00.000Z",
                    "paused_at": "2026-11-27T19:06:00.000Z", "paused_ms": 1,
                    "extensions": [{"at": "2026-11-27T19:30:00.000Z", "seconds": 180}],
                    "table_extensions": [{"table": 1, "at": "2026-11-27T19:32:10.000Z",
                        "seconds": 300}]}}]
        });
        let round = &full["rounds"][0];
        let clock = &round["clock"];
        for (mirror, object) in [
            (properties::<DocumentSchema>(), &full),
            (properties::<DocumentSettings>(), &full["settings"]),
            (properties::<DocumentDetails>(), &full["details"]),
            (properties::<DocumentPlayer>(), &full["players"][0]),
            (properties::<DocumentRound>(), round),
            (properties::<DocumentPairing>(), &round["pairings"][0]),
            (properties::<DocumentClock>(), clock),
            (properties::<DocumentExtension>(), &clock["extensions"][0]),
            (
                properties::<DocumentTableExtension>(),
                &clock["table_extensions"][0],
            ),
        ] {
            assert_eq!(mirror, keys(object));
        }
        let engine: planesforge_engine::TournamentDocument =
            serde_json::from_value(full.clone()).expect("the engine reads every member");
        let back = serde_json::to_value(&engine).expect("serializes");
        // Written back with the same members (`top_cut: null` included).
        assert_eq!(keys(&back), keys(&full));
        assert_eq!(keys(&back["players"][0]), keys(&full["players"][0]));
        assert_eq!(keys(&back["rounds"][0]), keys(round));
        assert_eq!(
            keys(&back["rounds"][0]["pairings"][0]),
            keys(&round["pairings"][0])
        );
        assert_eq!(keys(&back["rounds"][0]["clock"]), keys(clock));
    }
}

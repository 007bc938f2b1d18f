//! The body of every event (the event log, the live stream, the webhook
//! deliveries): the [`Envelope`] and, in it, one typed `data` per event
//! ([`Payload`]). The book's webhook page documents these shapes; the
//! black-box tests (`stream`, `webhooks`, `events`) check them.
//!
//! The bytes are those the events always had: `data` goes through a
//! `serde_json::Value` (a map sorted by key, since the crate builds
//! serde_json without `preserve_order`), where [`crate::service::clock::embed`] adds
//! an embedded round's clock and the stream's public copy nulls the
//! owner's fields ([`crate::service::events::visibility`]); the envelope's fields
//! are declared in that same sorted order.

use std::borrow::Cow;

use serde::Serialize;
use serde_json::Value;
use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Schema, Type};
use utoipa::openapi::{Ref, RefOr};
use utoipa::{PartialSchema, ToSchema};

use crate::worker::Event;

use crate::service::views::clock::ClockView;
use crate::service::views::players::{Player, Tournament};
use crate::service::views::rounds::{ManualChange, MatchResult, Round, Seed, TopCutView};
use crate::service::views::standings::StandingsResponse;

/// What is stored in the log and sent to an endpoint: the event's name,
/// its id, when and of which tournament, and its `data`.
#[derive(Debug, Serialize)]
pub struct Envelope<'a> {
    pub created_at: String,
    pub data: &'a Value,
    pub event: &'static str,
    pub id: String,
    pub tournament_id: &'a str,
}

/// Declares [`Payload`], one variant per shape, and `From<shape>` for
/// each, from the one list below.
macro_rules! payloads {
    ($($(#[$doc:meta])* $variant:ident($ty:ty)),* $(,)?) => {
        /// The `data` of an event: one variant per shape (several events share
        /// one), serialized as the shape alone.
        #[derive(Debug, Serialize)]
        #[serde(untagged)]
        pub enum Payload {
            $($(#[$doc])* $variant($ty),)*
        }

        $(impl From<$ty> for Payload {
            fn from(p: $ty) -> Self {
                Payload::$variant(p)
            }
        })*

        /// The schema of every shape, by its name in the OpenAPI
        /// document's components.
        pub fn schemas() -> Vec<(Cow<'static, str>, RefOr<Schema>)> {
            vec![$((<$ty as ToSchema>::name(), <$ty as PartialSchema>::schema()),)*]
        }
    };
}

payloads!(
    PlayerAdded(PlayerAdded),
    PlayerRenamed(PlayerRenamed),
    PlayerField(PlayerFieldChanged),
    PlayerRemoved(PlayerRemoved),
    Round(RoundData),
    RoundNamed(RoundNamed),
    RoundRepaired(RoundRepaired),
    StandingsUpdated(StandingsUpdated),
    ResultEntered(ResultEntered),
    ResultRemoved(ResultRemoved),
    Forfeit(ForfeitEntered),
    Reported(ResultReported),
    Disputed(ResultDisputed),
    Clock(ClockChanged),
    Tournament(TournamentData),
    Finished(TournamentFinished),
    TopCut(TopCutCreated),
    /// `{}`: a round event decided without a round.
    Empty(Empty),
);

impl Payload {
    /// The data as a JSON tree (keys sorted), to embed clocks in and to
    /// redact.
    pub fn to_value(&self) -> Result<Value, serde_json::Error> {
        serde_json::to_value(self)
    }
}

/// The shapes `event`'s `data` may take, by schema name: one exhaustive
/// `match`, so a new event forces a decision here (the OpenAPI document's
/// `webhooks` and the stream's `EventEnvelope` are built from it).
pub fn shapes(event: Event) -> Vec<Cow<'static, str>> {
    match event {
        Event::PlayerAdded => vec![PlayerAdded::name()],
        Event::PlayerRenamed => vec![PlayerRenamed::name()],
        Event::PlayerDropped | Event::PlayerReadmitted => vec![PlayerFieldChanged::name()],
        Event::PlayerRemoved => vec![PlayerRemoved::name()],
        // `{}` when decided without a round (lifecycle's default data).
        Event::RoundPublished
        | Event::RoundCompleted
        | Event::RoundCreated
        | Event::RoundChanged => {
            vec![RoundData::name(), Empty::name()]
        }
        Event::RoundDeleted | Event::RoundUnpublished => vec![RoundNamed::name()],
        Event::RoundRepaired => vec![RoundRepaired::name()],
        Event::StandingsUpdated => vec![
            StandingsUpdated::name(),
            ResultEntered::name(),
            ResultRemoved::name(),
            ForfeitEntered::name(),
        ],
        Event::ResultReported => vec![ResultReported::name()],
        Event::ResultDisputed => vec![ResultDisputed::name()],
        Event::ClockStarted | Event::ClockPaused | Event::ClockResumed | Event::ClockExtended => {
            vec![ClockChanged::name()]
        }
        Event::TournamentUpdated | Event::TournamentDeleted | Event::TournamentReopened => {
            vec![TournamentData::name()]
        }
        Event::TournamentFinished => vec![TournamentFinished::name()],
        Event::TopCutCreated => vec![TopCutCreated::name()],
    }
}

// The views these shapes carry have their schemas on the HTTP layer's
// wire types (`Round`, `Player`, …), which this layer does not import: the
// fields below refer to them by name.

fn named(name: &str) -> RefOr<Schema> {
    RefOr::Ref(Ref::from_schema_name(name))
}

fn or_null(schema: RefOr<Schema>) -> RefOr<Schema> {
    OneOfBuilder::new()
        .item(ObjectBuilder::new().schema_type(Type::Null))
        .item(schema)
        .into()
}

fn round_schema() -> RefOr<Schema> {
    named("Round")
}

fn tournament_schema() -> RefOr<Schema> {
    named("Tournament")
}

fn players_schema() -> RefOr<Schema> {
    utoipa::openapi::schema::ArrayBuilder::new()
        .items(named("Player"))
        .into()
}

fn clock_schema() -> RefOr<Schema> {
    or_null(named("Clock"))
}

fn standings_schema() -> RefOr<Schema> {
    named("StandingsResponse")
}

fn bracket_schema() -> RefOr<Schema> {
    named("TopCutView")
}

fn match_result_or_null() -> RefOr<Schema> {
    or_null(named(&MatchResult::name()))
}

fn string_or_null() -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::SchemaType::from_iter([
            Type::String,
            Type::Null,
        ]))
        .into()
}

fn disputed_or_null() -> RefOr<Schema> {
    or_null(named(&DisputedReports::name()))
}

/// `player.added`: the players registered; the round in `pairing` their
/// arrival re-paired and what that discarded (both `null` when none, and
/// always `null` on the public stream).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = PlayerAddedData)]
pub struct PlayerAdded {
    #[schema(schema_with = players_schema)]
    pub players: Vec<Player>,
    #[schema(required = true)]
    pub repaired_round: Option<u32>,
    #[schema(required = true)]
    pub manual_changes_discarded: Option<Vec<ManualChange>>,
}

/// `player.renamed` (and its audit entry): the player's id, the name
/// before and after.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = PlayerRenamedData)]
pub struct PlayerRenamed {
    pub player: String,
    pub before: String,
    pub after: String,
}

/// `player.dropped`, `player.readmitted` (and their audit entries).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = PlayerChangedData)]
pub struct PlayerFieldChanged {
    pub player: String,
    pub name: String,
    /// The round after which the player dropped (or had dropped).
    pub dropped_after_round: i64,
    /// The round in `pairing` the change re-paired (`null` when none, and
    /// always on the public stream).
    #[schema(required = true)]
    pub repaired_round: Option<u32>,
    #[schema(required = true)]
    pub manual_changes_discarded: Option<Vec<ManualChange>>,
}

/// `player.removed` (and its audit entry).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = PlayerRemovedData)]
pub struct PlayerRemoved {
    pub player: String,
    pub name: String,
    /// The round in `pairing` the removal re-paired (`null` when none, and
    /// always on the public stream).
    #[schema(required = true)]
    pub repaired_round: Option<u32>,
    #[schema(required = true)]
    pub manual_changes_discarded: Option<Vec<ManualChange>>,
}

/// `round.published`, `round.completed`: the whole round (its clock is
/// embedded when the round carries none).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = RoundEventData)]
pub struct RoundData {
    #[schema(schema_with = round_schema)]
    pub round: Round,
}

/// `round.deleted`, `round.unpublished`: which round, of which kind (the
/// round is the owner's draft: the event names it only).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = RoundNamedData)]
pub struct RoundNamed {
    pub round: u32,
    pub kind: planesforge_engine::RoundKind,
}

/// `round.repaired`: the round as re-paired, why, and the manual changes
/// the re-pair discarded.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = RoundRepairedData)]
pub struct RoundRepaired {
    #[schema(schema_with = round_schema)]
    pub round: Round,
    pub reason: String,
    pub manual_changes_discarded: Vec<ManualChange>,
}

/// `standings.updated` decided without a more precise cause: the round.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = StandingsUpdatedData)]
pub struct StandingsUpdated {
    #[schema(required = true)]
    pub round: Option<u32>,
}

/// `standings.updated` after a result was entered or corrected.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = ResultEnteredData)]
pub struct ResultEntered {
    pub round: u32,
    pub table: u32,
    pub result: MatchResult,
    pub corrected: bool,
}

/// `standings.updated` after a result was removed (`result` is `null`,
/// `removed` is `true`).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = ResultRemovedData)]
pub struct ResultRemoved {
    pub round: u32,
    pub table: u32,
    #[schema(required = true)]
    pub result: Option<MatchResult>,
    pub removed: bool,
}

/// `standings.updated` after forfeits in a playoff round (`forfeit` is
/// `true`).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = ForfeitData)]
pub struct ForfeitEntered {
    pub round: u32,
    pub forfeit: bool,
}

/// `result.reported` (and the `result_reported` audit entry): a player's
/// report of their table and the table's report state after it. The
/// `result_confirmed` audit entry has no `state`. On the public stream
/// `player`, `result` and `state` are `null`.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = ResultReportedData)]
pub struct ResultReported {
    pub round: u32,
    pub table: u32,
    #[schema(schema_with = string_or_null)]
    pub player: String,
    #[schema(schema_with = match_result_or_null)]
    pub result: MatchResult,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub state: Option<planesforge_engine::reports::ReportStatus>,
}

/// `result.disputed` (and its audit entry): the table's players and what
/// each reported. On the public stream `player_a`, `player_b` and
/// `reports` are `null`.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = ResultDisputedData)]
pub struct ResultDisputed {
    pub round: u32,
    pub table: u32,
    #[schema(schema_with = string_or_null)]
    pub player_a: String,
    #[schema(required = true)]
    pub player_b: Option<String>,
    #[schema(schema_with = disputed_or_null)]
    pub reports: DisputedReports,
}

/// The two reports of a disputed table.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct DisputedReports {
    pub player_a: MatchResult,
    pub player_b: MatchResult,
}

/// `clock.started`, `clock.paused`, `clock.resumed`, `clock.extended`: the
/// round's clock afterwards; an extension adds its seconds (and its table,
/// for one table's).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = ClockEventData)]
pub struct ClockChanged {
    pub round: u32,
    #[schema(schema_with = clock_schema, required = true)]
    pub clock: Option<ClockView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seconds: Option<i64>,
}

/// `tournament.updated`, `tournament.deleted`, `tournament.reopened`: the
/// tournament.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = TournamentEventData)]
pub struct TournamentData {
    #[schema(schema_with = tournament_schema)]
    pub tournament: Tournament,
}

/// `tournament.finished`: the tournament, its champion (when it had a top
/// cut) and its final standings.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = TournamentFinishedData)]
pub struct TournamentFinished {
    #[schema(schema_with = tournament_schema)]
    pub tournament: Tournament,
    #[schema(required = true)]
    pub champion: Option<Seed>,
    #[schema(schema_with = standings_schema)]
    pub standings: StandingsResponse,
}

/// `top_cut.created`: the bracket.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = TopCutCreatedData)]
pub struct TopCutCreated {
    #[schema(schema_with = bracket_schema)]
    pub bracket: TopCutView,
}

/// `{}`.
#[derive(Debug, Clone, Serialize)]
pub struct Empty {}

impl PartialSchema for Empty {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .description(Some("No data: a round event decided without a round."))
            .max_properties(Some(0))
            .into()
    }
}

impl ToSchema for Empty {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("EmptyData")
    }
}

/// The schema of [`DisputedReports`] (a part of `result.disputed`, not a
/// shape of its own), by name.
pub fn disputed_reports_schema() -> (Cow<'static, str>, RefOr<Schema>) {
    (DisputedReports::name(), DisputedReports::schema())
}

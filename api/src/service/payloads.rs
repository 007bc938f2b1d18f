//! The body of every event (the event log, the live stream, the webhook
//! deliveries): the [`Envelope`] and, in it, one typed `data` per event
//! ([`Payload`]). The book's webhook page documents these shapes; the
//! black-box tests (`stream`, `webhooks`, `events`) check them.
//!
//! The bytes are those the events always had: `data` goes through a
//! `serde_json::Value` (a map sorted by key, since the crate builds
//! serde_json without `preserve_order`), where [`super::clock::embed`] adds
//! an embedded round's clock and the stream's public copy nulls the
//! owner's fields ([`super::events::visibility`]); the envelope's fields
//! are declared in that same sorted order.

use serde::Serialize;
use serde_json::Value;

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

/// `player.added`: the players registered; the round in `pairing` their
/// arrival re-paired and what that discarded (both `null` when none).
#[derive(Debug, Clone, Serialize)]
pub struct PlayerAdded {
    pub players: Vec<Player>,
    pub repaired_round: Option<u32>,
    pub manual_changes_discarded: Option<Vec<ManualChange>>,
}

/// `player.renamed` (and its audit entry): the player's id, the name
/// before and after.
#[derive(Debug, Clone, Serialize)]
pub struct PlayerRenamed {
    pub player: String,
    pub before: String,
    pub after: String,
}

/// `player.dropped`, `player.readmitted` (and their audit entries).
#[derive(Debug, Clone, Serialize)]
pub struct PlayerFieldChanged {
    pub player: String,
    pub name: String,
    /// The round after which the player dropped (or had dropped).
    pub dropped_after_round: i64,
    pub repaired_round: Option<u32>,
    pub manual_changes_discarded: Option<Vec<ManualChange>>,
}

/// `player.removed` (and its audit entry).
#[derive(Debug, Clone, Serialize)]
pub struct PlayerRemoved {
    pub player: String,
    pub name: String,
    pub repaired_round: Option<u32>,
    pub manual_changes_discarded: Option<Vec<ManualChange>>,
}

/// `round.published`, `round.completed`: the whole round (its clock is
/// embedded when the round carries none).
#[derive(Debug, Clone, Serialize)]
pub struct RoundData {
    pub round: Round,
}

/// `round.deleted`, `round.unpublished`: which round, of which kind (the
/// round is the owner's draft: the event names it only).
#[derive(Debug, Clone, Serialize)]
pub struct RoundNamed {
    pub round: u32,
    pub kind: planesforge_engine::RoundKind,
}

/// `round.repaired`: the round as re-paired, why, and the manual changes
/// the re-pair discarded.
#[derive(Debug, Clone, Serialize)]
pub struct RoundRepaired {
    pub round: Round,
    pub reason: String,
    pub manual_changes_discarded: Vec<ManualChange>,
}

/// `standings.updated` decided without a more precise cause: the round.
#[derive(Debug, Clone, Serialize)]
pub struct StandingsUpdated {
    pub round: Option<u32>,
}

/// `standings.updated` after a result was entered or corrected.
#[derive(Debug, Clone, Serialize)]
pub struct ResultEntered {
    pub round: u32,
    pub table: u32,
    pub result: MatchResult,
    pub corrected: bool,
}

/// `standings.updated` after a result was removed (`result` is `null`,
/// `removed` is `true`).
#[derive(Debug, Clone, Serialize)]
pub struct ResultRemoved {
    pub round: u32,
    pub table: u32,
    pub result: Option<MatchResult>,
    pub removed: bool,
}

/// `standings.updated` after forfeits in a playoff round (`forfeit` is
/// `true`).
#[derive(Debug, Clone, Serialize)]
pub struct ForfeitEntered {
    pub round: u32,
    pub forfeit: bool,
}

/// `result.reported` (and the `result_reported` audit entry): a player's
/// report of their table and the table's report state after it. The
/// `result_confirmed` audit entry has no `state`.
#[derive(Debug, Clone, Serialize)]
pub struct ResultReported {
    pub round: u32,
    pub table: u32,
    pub player: String,
    pub result: MatchResult,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub state: Option<planesforge_engine::reports::ReportStatus>,
}

/// `result.disputed` (and its audit entry): the table's players and what
/// each reported.
#[derive(Debug, Clone, Serialize)]
pub struct ResultDisputed {
    pub round: u32,
    pub table: u32,
    pub player_a: String,
    pub player_b: Option<String>,
    pub reports: DisputedReports,
}

/// The two reports of a disputed table.
#[derive(Debug, Clone, Serialize)]
pub struct DisputedReports {
    pub player_a: MatchResult,
    pub player_b: MatchResult,
}

/// `clock.started`, `clock.paused`, `clock.resumed`, `clock.extended`: the
/// round's clock afterwards; an extension adds its seconds (and its table,
/// for one table's).
#[derive(Debug, Clone, Serialize)]
pub struct ClockChanged {
    pub round: u32,
    pub clock: Option<ClockView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seconds: Option<i64>,
}

/// `tournament.updated`, `tournament.deleted`, `tournament.reopened`: the
/// tournament.
#[derive(Debug, Clone, Serialize)]
pub struct TournamentData {
    pub tournament: Tournament,
}

/// `tournament.finished`: the tournament, its champion (when it had a top
/// cut) and its final standings.
#[derive(Debug, Clone, Serialize)]
pub struct TournamentFinished {
    pub tournament: Tournament,
    pub champion: Option<Seed>,
    pub standings: StandingsResponse,
}

/// `top_cut.created`: the bracket.
#[derive(Debug, Clone, Serialize)]
pub struct TopCutCreated {
    pub bracket: TopCutView,
}

/// `{}`.
#[derive(Debug, Clone, Serialize)]
pub struct Empty {}

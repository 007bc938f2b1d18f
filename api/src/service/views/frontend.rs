//! The views that frontends asked for (issue #14): one player with their
//! matches. Built in `service::frontend`; `MatchRecord` and `PlayerMatch`
//! are the wire types, `PlayerDetail` is turned into `http::dto::frontend`'s.

use planesforge_engine::RoundKind;
use planesforge_engine::lifecycle::RoundState as Stage;
use serde::Serialize;
use utoipa::ToSchema;

use super::players::Player;
use super::rounds::{MatchResult, PlayerRef};

/// Wins (byes included), losses and draws.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, ToSchema)]
#[schema(example = json!({"wins": 2, "losses": 1, "draws": 0}))]
pub struct MatchRecord {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

/// One round of the player, from the player's side.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"round": 2, "kind": "swiss", "state": "completed", "table": 3,
    "opponent": {"id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b", "name": "Bo"}, "bye": false,
    "result": {"wins": 2, "losses": 1, "draws": 0}, "record": {"wins": 2, "losses": 0, "draws": 0}}))]
pub struct PlayerMatch {
    /// The round number.
    pub round: u32,
    /// `swiss` or `playoff`.
    pub kind: RoundKind,
    /// The round's state (`pairing` only for the owner).
    pub state: Stage,
    /// The table (the bye's table comes after the last real table).
    pub table: u32,
    /// `null` for the bye.
    #[schema(required = true)]
    pub opponent: Option<PlayerRef>,
    pub bye: bool,
    /// From this player's side (`wins` are theirs); `null` while unplayed
    /// and for the bye.
    #[schema(required = true)]
    pub result: Option<MatchResult>,
    // This match counted once it has a result, as the standings count it.
    /// The player's record after this round (a bye counts as a win).
    pub record: MatchRecord,
}

/// One player, their matches in the rounds the caller may see (in round
/// order) and their record over those matches.
#[derive(Debug, Clone)]
pub struct PlayerDetail {
    pub player: Player,
    pub matches: Vec<PlayerMatch>,
    pub record: MatchRecord,
}

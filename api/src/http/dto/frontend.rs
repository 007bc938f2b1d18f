//! The wire types frontends asked for (issue #14): one player with their
//! matches, built from `service::views::frontend`.

use serde::Serialize;
use utoipa::ToSchema;

use crate::http::dto::types::{MatchResult, Player, PlayerRef};
use crate::service::views::frontend as view;

/// Wins (byes included), losses and draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
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
    pub kind: crate::http::dto::types::RoundKind,
    /// The round's state (`pairing` only for the owner).
    pub state: crate::http::dto::types::RoundState,
    /// The table (the bye's table comes after the last real table).
    pub table: u32,
    /// `null` for the bye.
    pub opponent: Option<PlayerRef>,
    pub bye: bool,
    /// From this player's side (`wins` are theirs); `null` while unplayed
    /// and for the bye.
    pub result: Option<MatchResult>,
    /// The player's record after this round (a bye counts as a win).
    pub record: MatchRecord,
}

/// `GET …/players/{pid}`: the player, their matches in the rounds the
/// caller may see (in round order; rounds they were not paired in are
/// absent) and their record over them.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Ana",
    "dropped": false, "dropped_after_round": null, "external_id": null, "metadata": {},
    "matches": [
        {"round": 1, "kind": "swiss", "state": "completed", "table": 5, "opponent": null, "bye": true,
         "result": null, "record": {"wins": 1, "losses": 0, "draws": 0}},
        {"round": 2, "kind": "swiss", "state": "published", "table": 1,
         "opponent": {"id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b", "name": "Bo"}, "bye": false,
         "result": null, "record": {"wins": 1, "losses": 0, "draws": 0}}],
    "record": {"wins": 1, "losses": 0, "draws": 0}}))]
pub struct PlayerDetail {
    #[serde(flatten)]
    pub player: Player,
    pub matches: Vec<PlayerMatch>,
    pub record: MatchRecord,
}

impl From<view::MatchRecord> for MatchRecord {
    fn from(r: view::MatchRecord) -> Self {
        MatchRecord {
            wins: r.wins,
            losses: r.losses,
            draws: r.draws,
        }
    }
}

impl From<view::PlayerMatch> for PlayerMatch {
    fn from(m: view::PlayerMatch) -> Self {
        PlayerMatch {
            round: m.round,
            kind: m.kind,
            state: m.state,
            table: m.table,
            opponent: m.opponent,
            bye: m.bye,
            result: m.result,
            record: m.record.into(),
        }
    }
}

impl From<view::PlayerDetail> for PlayerDetail {
    fn from(d: view::PlayerDetail) -> Self {
        PlayerDetail {
            player: d.player.into(),
            matches: d.matches.into_iter().map(Into::into).collect(),
            record: d.record.into(),
        }
    }
}

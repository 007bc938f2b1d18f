//! The views that frontends asked for (issue #14): one player with their
//! matches. Built in `service::frontend`, turned into the wire types in
//! `http::dto::from_frontend`.

use planesforge_engine::RoundKind;
use planesforge_engine::lifecycle::RoundState as Stage;

use super::players::Player;
use super::rounds::{MatchResult, PlayerRef};

/// Wins (byes included), losses and draws.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MatchRecord {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

/// One round of one player, from that player's side.
#[derive(Debug, Clone)]
pub struct PlayerMatch {
    pub round: u32,
    pub kind: RoundKind,
    pub state: Stage,
    pub table: u32,
    /// `None` for the bye.
    pub opponent: Option<PlayerRef>,
    pub bye: bool,
    /// From the player's side; `None` while unplayed (and for the bye).
    pub result: Option<MatchResult>,
    /// The player's record after this round (this match counted once it
    /// has a result; a bye counts as a win, as the standings count it).
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

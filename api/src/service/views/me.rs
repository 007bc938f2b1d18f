//! What a player sees of their tournament with their code (`GET
//! /api/v1/me`, the page `/p/<code>`; RULES.md §12): only what the public
//! sees anyway, seen from their seat.

use planesforge_engine::RoundKind;
use planesforge_engine::lifecycle::RoundState as Stage;

use serde::Serialize;
use utoipa::ToSchema;

use crate::i18n::Lang;
use crate::service::views::players::TournamentStatus;
use crate::service::views::rounds::MatchResult;

/// The player a code belongs to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerCaller {
    pub tournament_id: String,
    pub player_id: String,
    pub player_name: String,
}

pub use crate::service::views::rounds::PlayerRef;

/// The tournament, as the player sees it.
#[derive(Debug, Clone)]
pub struct MeTournament {
    pub id: String,
    pub name: String,
    pub status: TournamentStatus,
    /// The tournament's `language` setting.
    pub language: Option<Lang>,
    /// Whether players may report and drop themselves (RULES.md §12).
    pub self_reporting: bool,
    /// When, where and what, and the time zone of its times.
    pub event: crate::service::details::EventLine,
}

/// The player.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MePlayer {
    pub id: String,
    pub name: String,
    pub dropped: bool,
    #[schema(required = true)]
    pub dropped_after_round: Option<u32>,
}

/// The player's line of the public standings.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MeStanding {
    /// The standings follow this round (0: before round 1).
    pub after_round: u32,
    pub rank: u32,
    // RULES.md §8.
    /// The final place once the top cut decided it (the book: [Top cut](/book/en/pairings-and-standings.html#top-cut)).
    #[schema(required = true)]
    pub final_rank: Option<u32>,
    /// Of this many players.
    pub of: u32,
    pub match_points: u32,
    /// Matches won, byes not included (see `byes`).
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub byes: u32,
}

/// The player's table in the current round: the latest round the public
/// sees (published or completed).
#[derive(Debug, Clone)]
pub struct MeRound {
    pub number: u32,
    pub kind: RoundKind,
    pub state: Stage,
    /// `None`: not seated in this round (dropped, or out of the playoff).
    pub table: Option<u32>,
    pub bye: bool,
    pub opponent: Option<PlayerRef>,
    /// The result once entered, from this player's side.
    pub result: Option<MatchResult>,
    /// This match's reports (RULES.md §12), from this player's side.
    pub report: Option<crate::service::views::reports::MyReport>,
    /// The round's clock (RULES.md §13), `None` without a time limit.
    pub clock: Option<crate::service::views::clock::ClockView>,
}

/// An opponent met in a Swiss round the standings count, with their MW%
/// as it enters this player's OMW% (floored at one third; RULES.md §3).
#[derive(Debug, Clone)]
pub struct MeOpponent {
    pub round: u32,
    pub opponent: PlayerRef,
    pub mw: planesforge_engine::Ratio,
}

/// Where this player stands against the cut line in the last planned
/// Swiss round (RULES.md §10).
#[derive(Debug, Clone, Copy)]
pub struct MeCut {
    /// The top cut's size.
    pub size: u32,
    pub status: planesforge_engine::cutline::CutLineStatus,
}

/// `GET /api/v1/me`.
#[derive(Debug, Clone)]
pub struct MeView {
    pub tournament: MeTournament,
    pub player: MePlayer,
    pub standing: Option<MeStanding>,
    pub round: Option<MeRound>,
    /// Why this table, in words (the round's explanation for it), in the
    /// language asked for.
    pub pairing_why: Vec<String>,
    /// Why this rank against the neighbours on equal points (the
    /// standings' explanation), in the language asked for.
    pub rank_why: Vec<String>,
    /// The opponents behind this player's OMW%, in round order (empty
    /// before round 1 is completed).
    pub opponents: Vec<MeOpponent>,
    /// The cut-line advice while the last planned Swiss round is played
    /// and a top cut is planned; `None` otherwise.
    pub cut: Option<MeCut>,
    /// The language of `pairing_why` and `rank_why`.
    pub lang: Lang,
    /// Whether dropping would do anything: the tournament is not finished,
    /// the player has not dropped and, during the top cut, is still in it.
    pub can_drop: bool,
    /// During the top cut: the player did not make the cut or has been
    /// eliminated (their place is in `standing`).
    pub out_of_playoff: bool,
    /// Once the tournament is finished: its winner (RULES.md §8).
    pub champion: Option<PlayerRef>,
    /// Player id → the name as pages show it, two players of the same name
    /// told apart ([`crate::service::views::display_names`]).
    pub shown: std::collections::BTreeMap<String, String>,
}

impl MeView {
    /// How the page names player `p`.
    pub fn shown(&self, p: &PlayerRef) -> String {
        self.shown
            .get(&*p.id)
            .cloned()
            .unwrap_or_else(|| p.name.to_string())
    }

    /// How the page names this player.
    pub fn my_name(&self) -> String {
        self.shown
            .get(&self.player.id)
            .cloned()
            .unwrap_or_else(|| self.player.name.clone())
    }
}

//! The service's views of rounds, results, the top cut and the cut-line
//! advice: what the round use cases return and take. Each has the name and
//! the fields of its wire type (`http::dto`), which is built from it in
//! `http::dto::from_rounds`. The views that go into audit entries and
//! event payloads serialize exactly as their wire types do.

use planesforge_engine::cutline::CutLineStatus;
use planesforge_engine::lifecycle::RoundState as Stage;
use planesforge_engine::{MatchResult as EngineResult, ResultError, RoundKind};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

// Also read back from the audit log's `before` and `after` (hence
// `Deserialize`; `double_loss` is absent in entries written before it existed).
/// A match result from `player_a`'s side: `wins-losses-draws` in games
/// (the book: [Match points and game points](/book/en/pairings-and-standings.html#points)), and `double_loss: true` when both players lost: then the
/// games read `0-2-0` from each player's side, `player_b`'s too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(example = json!({"wins": 2, "losses": 1, "draws": 0}))]
pub struct MatchResult {
    #[schema(maximum = 2)]
    pub wins: u32,
    #[schema(maximum = 2)]
    pub losses: u32,
    #[schema(maximum = 3)]
    pub draws: u32,
    /// Present, and `true`, only on a double loss: both players lost the
    /// match (both absent, or both given a match loss). Each gets 0 match
    /// points and two lost games; each counts as the other's opponent.
    /// Absent on every other result.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[schema(required = false)]
    pub double_loss: bool,
}

impl MatchResult {
    /// The double loss (RULES.md §1): `0-2-0` from either side.
    pub const DOUBLE_LOSS: MatchResult = MatchResult {
        wins: 0,
        losses: 2,
        draws: 0,
        double_loss: true,
    };

    /// An ordinary result in games, from `player_a`'s side.
    pub const fn games(wins: u32, losses: u32, draws: u32) -> MatchResult {
        MatchResult {
            wins,
            losses,
            draws,
            double_loss: false,
        }
    }

    /// The engine's result for a round of `kind`, checked against
    /// RULES.md §1 (no draw and no double loss in a playoff).
    pub fn to_engine(self, kind: RoundKind) -> Result<EngineResult, ResultError> {
        if self.double_loss {
            EngineResult::double_loss_for_kind(kind)
        } else {
            EngineResult::for_kind(kind, self.wins, self.losses, self.draws)
        }
    }

    /// The same result from `player_b`'s side (a double loss reads the
    /// same from both).
    pub const fn mirrored(self) -> MatchResult {
        if self.double_loss {
            return self;
        }
        MatchResult::games(self.losses, self.wins, self.draws)
    }
}

impl From<EngineResult> for MatchResult {
    fn from(r: EngineResult) -> MatchResult {
        MatchResult {
            wins: r.wins(),
            losses: r.losses(),
            draws: r.draws(),
            double_loss: r.is_double_loss(),
        }
    }
}

// Id and name, so a frontend needs no second call to put a name on a
// table (issue #14).
/// A player in a pairing: id and name (the name as registered, renames
/// included).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[schema(example = json!({"id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Ana"}))]
pub struct PlayerRef {
    pub id: String,
    pub name: String,
}

/// One table of a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Pairing {
    pub table: u32,
    pub player_a: PlayerRef,
    /// `None` for the bye.
    pub player_b: Option<PlayerRef>,
    pub bye: bool,
    /// `None` while unplayed (and for the bye).
    pub result: Option<MatchResult>,
    /// The players' reports (RULES.md §12), for the owner only.
    #[serde(skip)]
    pub report: Option<super::reports::TableReports>,
}

/// Something the organizer should know about a round. Stored with the
/// round as JSON, hence `Deserialize`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Warning {
    /// `rematch`, `second_bye`, `cut_not_recommended` or
    /// `later_rounds_not_repaired`.
    pub code: String,
    pub table: Option<u32>,
    pub message: String,
}

/// A round and its tables.
#[derive(Debug, Clone, Serialize)]
pub struct Round {
    pub number: u32,
    pub kind: RoundKind,
    pub state: Stage,
    /// Real tables in table order, then the bye.
    pub pairings: Vec<Pairing>,
    pub warnings: Vec<Warning>,
    pub created_at: String,
    pub published_at: Option<String>,
    pub completed_at: Option<String>,
    /// The round clock (RULES.md §13); `None` without a time limit, and in
    /// the views built without it ([`crate::service::clock::attach`]).
    pub clock: Option<super::clock::ClockView>,
}

/// One page of the rounds a caller may see.
#[derive(Debug, Clone)]
pub struct RoundList {
    pub rounds: Vec<Round>,
    /// The cursor of the next page; `None` on the last page.
    pub next_cursor: Option<String>,
}

/// A manual change to a round in `pairing` (a swap), as the audit log
/// recorded it; listed when a re-pair discards it (the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control)).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[schema(example = json!({"action": "players_swapped", "at": "2026-11-29T18:02:11Z",
    "players": ["9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b"]}))]
pub struct ManualChange {
    /// `players_swapped` or `tables_swapped` (the audit log's action).
    pub action: String,
    /// When it was made.
    pub at: String,
    /// `players_swapped`: the two players.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub players: Option<Vec<String>>,
    /// `tables_swapped`: the two table numbers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tables: Option<Vec<u32>>,
}

/// Two players to exchange seats.
#[derive(Debug, Clone)]
pub struct SwapPlayers {
    pub player_a: String,
    pub player_b: String,
}

/// Two real tables to exchange numbers.
#[derive(Debug, Clone, Copy)]
pub struct SwapTables {
    pub table_a: u32,
    pub table_b: u32,
}

/// One seed of the top cut.
#[derive(Debug, Clone, Serialize)]
pub struct Seed {
    pub seed: u32,
    pub player_id: String,
    pub name: String,
    pub dropped: bool,
}

/// One playoff match.
#[derive(Debug, Clone, Serialize)]
pub struct PlayoffMatchView {
    pub table: u32,
    pub seed_a: u32,
    pub seed_b: u32,
    pub player_a: PlayerRef,
    pub player_b: PlayerRef,
    pub result: Option<MatchResult>,
    pub winner: Option<String>,
    pub forfeit: bool,
}

/// One playoff round of the bracket.
#[derive(Debug, Clone, Serialize)]
pub struct PlayoffRoundView {
    pub round: u32,
    pub stage: u32,
    pub state: Stage,
    pub matches: Vec<PlayoffMatchView>,
}

/// The bracket (it goes into the `top_cut.created` payload).
#[derive(Debug, Clone, Serialize)]
pub struct TopCutView {
    pub size: u32,
    pub total_rounds: u32,
    pub finished: bool,
    pub seeds: Vec<Seed>,
    pub rounds: Vec<PlayoffRoundView>,
    pub champion: Option<Seed>,
    pub warnings: Vec<Warning>,
}

/// A new top cut: the bracket, its first round and the warnings.
#[derive(Debug, Clone)]
pub struct TopCutCreated {
    pub bracket: TopCutView,
    pub round: Round,
    pub warnings: Vec<Warning>,
}

/// One player's cut-line advice (RULES.md §10).
#[derive(Debug, Clone)]
pub struct CutLineEntry {
    pub player_id: String,
    pub name: String,
    pub table: u32,
    pub opponent: Option<String>,
    pub match_points: u32,
    pub status: CutLineStatus,
    pub worst_rank_win: u32,
    pub worst_rank_draw: Option<u32>,
    pub worst_rank_loss: Option<u32>,
    pub best_rank: u32,
    /// One English sentence explaining the status.
    pub reason: String,
}

/// The cut-line advice for the round about to be played.
#[derive(Debug, Clone)]
pub struct CutLineView {
    pub round: u32,
    pub size: u32,
    pub players: Vec<CutLineEntry>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enums_serialize_by_their_api_names() {
        let r = PlayoffRoundView {
            round: 4,
            stage: 1,
            state: Stage::Published,
            matches: Vec::new(),
        };
        let v = serde_json::to_value(&r).unwrap();
        assert_eq!(v["state"], "published");
        let change = ManualChange {
            action: "tables_swapped".into(),
            at: "t".into(),
            players: None,
            tables: Some(vec![1, 2]),
        };
        let v = serde_json::to_value(&change).unwrap();
        assert!(v.get("players").is_none());
        assert_eq!(v["tables"], serde_json::json!([1, 2]));
    }
}

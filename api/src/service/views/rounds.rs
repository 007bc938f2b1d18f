//! The service's views of rounds, results, the top cut and the cut-line
//! advice: what the round use cases return and take. Where the wire has
//! the same shape the view is the wire type (`ToSchema`): the bracket, the
//! cut-line advice, the warnings, the swaps. A round and its pairings
//! differ on the wire (the owner's reports and each table's own extension
//! sit on the pairing): `http::dto::from_rounds` builds those. The views
//! that go into audit entries and event payloads serialize exactly as
//! their wire types do.

use planesforge_engine::cutline::CutLineStatus;
use planesforge_engine::lifecycle::RoundState as Stage;
use planesforge_engine::{MatchResult as EngineResult, ResultError, RoundKind};
use std::sync::Arc;

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
// Shared strings: a round's answer clones a seat for each of its tables
// on every result write (issue 25); a clone is a count, not a copy.
pub struct PlayerRef {
    #[schema(value_type = String)]
    pub id: Arc<str>,
    #[schema(value_type = String)]
    pub name: Arc<str>,
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

// Stored with the round as JSON, hence `Deserialize`.
/// Something the organizer should know about a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(example = json!({"code": "rematch", "table": 3,
    "message": "these players met before: no pairing without a rematch existed"}))]
pub struct Warning {
    /// `rematch`, `second_bye`, `cut_not_recommended` or
    /// `later_rounds_not_repaired`.
    #[schema(value_type = WarningCode)]
    pub code: String,
    #[schema(required = true)]
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

// The schema of `Warning.code` only: the service writes the codes as
// strings (from `service::rounds`, the engine's `RoundWarning`,
// `CutWarning::code` and `lifecycle::Notice::code`).
/// The code of a warning: `rematch` (no pairing without one existed, or a
/// swap made one), `second_bye` (a swap gives a player a second bye),
/// `cut_not_recommended` (a top cut of another size than recommended),
/// `later_rounds_not_repaired` (a corrected Swiss result, later rounds
/// stay). The codes come from `service::rounds`, the engine's
/// `RoundWarning`, `CutWarning::code` and `lifecycle::Notice::code`; a new
/// one is added here too (a value outside this list breaks generated
/// clients that switch over it).
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum WarningCode {
    Rematch,
    SecondBye,
    CutNotRecommended,
    LaterRoundsNotRepaired,
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

/// `POST …/rounds/{n}/swap-players`: the two players exchange seats (and
/// so opponents).
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"player_a": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c",
    "player_b": "7c6b5a49-3827-4165-9f8e-7d6c5b4a3928"}))]
pub struct SwapPlayers {
    pub player_a: String,
    pub player_b: String,
}

/// `POST …/rounds/{n}/swap-tables`: two real tables exchange numbers.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"table_a": 1, "table_b": 4}))]
pub struct SwapTables {
    pub table_a: u32,
    pub table_b: u32,
}

/// One seed of the cut: the player's rank in the final Swiss standings
/// among the active players.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Seed {
    /// 1 is the best seed.
    pub seed: u32,
    pub player_id: String,
    pub name: String,
    /// The player has dropped (during the playoff).
    pub dropped: bool,
}

/// One playoff match.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PlayoffMatchView {
    /// Table number in the round, equal to the match's position in bracket
    /// order (1-based).
    pub table: u32,
    /// The higher seed (smaller number), `player_a` of the table.
    pub seed_a: u32,
    pub seed_b: u32,
    pub player_a: PlayerRef,
    pub player_b: PlayerRef,
    /// From `player_a`'s side; null while not played.
    #[schema(required = true)]
    pub result: Option<MatchResult>,
    /// The player who advances; null while not played.
    #[schema(required = true)]
    pub winner: Option<String>,
    /// The loser dropped and the match was recorded as a 2–0 forfeit.
    pub forfeit: bool,
}

/// One playoff round of the bracket.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PlayoffRoundView {
    /// The tournament's round number.
    pub round: u32,
    /// 1 for the first playoff round (quarterfinals of a Top 8), …
    pub stage: u32,
    /// `pairing` (owner only), `published` or `completed`.
    pub state: Stage,
    /// In bracket order: the winners of matches 1 and 2 meet in match 1 of
    /// the next round, and so on.
    pub matches: Vec<PlayoffMatchView>,
}

/// The bracket: seeds, playoff rounds with their matches, the champion.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({
    "size": 2, "total_rounds": 1, "finished": true,
    "seeds": [
        {"seed": 1, "player_id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Ana", "dropped": false},
        {"seed": 2, "player_id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b", "name": "Bo", "dropped": false}],
    "rounds": [{"round": 4, "stage": 1, "state": "completed", "matches": [{
        "table": 1, "seed_a": 1, "seed_b": 2,
        "player_a": {"id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Ana"},
        "player_b": {"id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b", "name": "Bo"},
        "result": {"wins": 2, "losses": 1, "draws": 0},
        "winner": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "forfeit": false}]}],
    "champion": {"seed": 1, "player_id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Ana", "dropped": false},
    "warnings": []
}))]
pub struct TopCutView {
    pub size: u32,
    /// `log2(size)` playoff rounds in all.
    pub total_rounds: u32,
    /// The final has its result.
    pub finished: bool,
    /// Seeds 1..=size in order.
    pub seeds: Vec<Seed>,
    /// The playoff rounds created so far (those in `pairing` only for the
    /// owner).
    pub rounds: Vec<PlayoffRoundView>,
    /// The winner of the final, once played.
    #[schema(required = true)]
    pub champion: Option<Seed>,
    /// Warnings given when the cut was made (`cut_not_recommended`).
    pub warnings: Vec<Warning>,
}

/// A new top cut: the bracket, its first round and the warnings.
#[derive(Debug, Clone)]
pub struct TopCutCreated {
    pub bracket: TopCutView,
    pub round: Round,
    pub warnings: Vec<Warning>,
}

/// One player's cut-line advice (the book: [Cut-line advice](/book/en/integration.html#top-cut)).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CutLineEntry {
    pub player_id: String,
    pub name: String,
    pub table: u32,
    /// The opponent at the table; null for the bye.
    #[schema(required = true)]
    pub opponent: Option<String>,
    /// Match points before the round.
    pub match_points: u32,
    /// `locked`, `draw_is_safe`, `win_and_in`, `tiebreakers_decide` or
    /// `out`.
    pub status: CutLineStatus,
    /// Worst rank on match points after a win (or the bye), ties counted
    /// against the player, other tables at their worst.
    pub worst_rank_win: u32,
    /// Same after a draw; null for the bye.
    #[schema(required = true)]
    pub worst_rank_draw: Option<u32>,
    /// Same after a loss; null for the bye.
    #[schema(required = true)]
    pub worst_rank_loss: Option<u32>,
    /// Best rank on match points over every outcome of the round, ties in
    /// the player's favour.
    pub best_rank: u32,
    /// One English sentence explaining the status from the numbers.
    pub reason: String,
}

/// `GET …/cut-line`: advice for every player seated in the round about to
/// be played.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"round": 5, "size": 8, "players": [{
    "player_id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Ana", "table": 1,
    "opponent": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b", "match_points": 12,
    "status": "draw_is_safe", "worst_rank_win": 1, "worst_rank_draw": 6,
    "worst_rank_loss": 11, "best_rank": 1,
    "reason": "A draw leaves Ana at worst 6th on match points, inside the top 8; a loss could drop them to 11th."}]}))]
pub struct CutLineView {
    /// The round about to be played.
    pub round: u32,
    pub size: u32,
    /// In table order, `player_a` before `player_b`, the bye last.
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

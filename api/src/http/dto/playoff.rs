//! Request and response bodies of the top cut, the playoff bracket and the
//! cut-line advice (RULES.md §8, §10; the book: [Top cut](/book/en/organizer-guide.html#top-cut)).

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::http::dto::types::{MatchResult, PlayerRef, Round, Warning};

/// `POST /api/v1/tournaments/{tid}/top-cut`
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"size": 8}))]
pub struct NewTopCut {
    /// Number of players in the cut: a power of two, at least 2, at most
    /// the number of active players (the book: [Top cut](/book/en/pairings-and-standings.html#top-cut)).
    pub size: u32,
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
    pub result: Option<MatchResult>,
    /// The player who advances; null while not played.
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
    pub state: crate::http::dto::types::RoundState,
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
    pub champion: Option<Seed>,
    /// Warnings given when the cut was made (`cut_not_recommended`).
    pub warnings: Vec<Warning>,
}

/// `201` of `POST …/top-cut`: the bracket, the first playoff round and the
/// warnings.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({
    "bracket": {"size": 2, "total_rounds": 1, "finished": false, "champion": null, "warnings": [],
        "seeds": [
            {"seed": 1, "player_id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Ana", "dropped": false},
            {"seed": 2, "player_id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b", "name": "Bo", "dropped": false}],
        "rounds": [{"round": 4, "stage": 1, "state": "pairing", "matches": [
            {"table": 1, "seed_a": 1, "seed_b": 2, "forfeit": false, "result": null, "winner": null,
             "player_a": {"id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Ana"},
             "player_b": {"id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b", "name": "Bo"}}]}]},
    "round": {"number": 4, "kind": "playoff", "state": "pairing", "warnings": [],
        "created_at": "2026-11-29T16:00:00.000Z", "published_at": null, "completed_at": null,
        "pairings": [{"table": 1, "bye": false, "result": null,
            "player_a": {"id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Ana"},
            "player_b": {"id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b", "name": "Bo"}}]},
    "warnings": []}))]
pub struct TopCutCreated {
    pub bracket: TopCutView,
    /// The first playoff round, kind `playoff`, state `pairing`.
    pub round: Round,
    /// `cut_not_recommended` when the size is not the recommended one.
    pub warnings: Vec<Warning>,
}

/// `?size=` of `GET …/cut-line`.
#[derive(Debug, Clone, Copy, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CutLineQuery {
    /// The cut size: a power of two, at least 2.
    pub size: u32,
}

/// One player's cut-line advice (the book: [Cut-line advice](/book/en/organizer-guide.html#top-cut)).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CutLineEntry {
    pub player_id: String,
    pub name: String,
    pub table: u32,
    /// The opponent at the table; null for the bye.
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
    pub worst_rank_draw: Option<u32>,
    /// Same after a loss; null for the bye.
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

/// Where a player stands against the cut line: the engine's (schema
/// `CutLineStatusName`).
pub use planesforge_engine::cutline::CutLineStatus;

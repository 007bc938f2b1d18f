//! Request and response bodies of the top cut, the playoff bracket and the
//! cut-line advice (RULES.md §8, §10; the book: [Top cut](/book/en/integration.html#top-cut)).

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::http::dto::types::{Round, Warning};

// The bracket and the cut-line advice are the service's views.
pub use crate::service::views::rounds::{
    CutLineEntry, CutLineView, PlayoffMatchView, PlayoffRoundView, Seed, TopCutView,
};

// Separate from the view because the service takes the size alone.
/// `POST /api/v1/tournaments/{tid}/top-cut`
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"size": 8}))]
pub struct NewTopCut {
    /// Number of players in the cut: a power of two, at least 2, at most
    /// the number of active players (the book: [Top cut](/book/en/pairings-and-standings.html#top-cut)).
    pub size: u32,
}

// Separate from the view because its `round` is the wire's `Round` (the
// owner's reports and each table's own extension on its pairing).
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
        "created_at": "2026-11-29T16:00:00.000Z", "published_at": null, "completed_at": null, "clock": null,
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

// Separate from the view because it is a query string; the service takes the size alone.
/// `?size=` of `GET …/cut-line`.
#[derive(Debug, Clone, Copy, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CutLineQuery {
    /// The cut size: a power of two, at least 2.
    pub size: u32,
}

/// Where a player stands against the cut line: the engine's (schema
/// `CutLineStatusName`).
pub use planesforge_engine::cutline::CutLineStatus;

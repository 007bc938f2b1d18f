//! The views of player self-reporting (RULES.md §12): what the organizer
//! sees of a table's reports, and what a player sees of their own match.

use planesforge_engine::reports::ReportStatus;
use serde::Serialize;
use utoipa::ToSchema;

use super::rounds::MatchResult;

/// The reports of one table, as its organizer sees them. Both reports
/// read from `player_a`'s side, like the table's result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableReports {
    pub state: ReportStatus,
    /// What `player_a` reported (or confirmed).
    pub player_a: Option<MatchResult>,
    /// What `player_b` reported (or confirmed).
    pub player_b: Option<MatchResult>,
}

impl TableReports {
    /// A table nobody reported.
    pub fn none() -> TableReports {
        TableReports {
            state: ReportStatus::None,
            player_a: None,
            player_b: None,
        }
    }
}

// The wire type of `GET /api/v1/me/report` and of `MeRound.report`.
/// A player's match in the current round and its reports, every result
/// from that player's side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[schema(example = json!({"round": 2, "table": 3, "state": "reported",
    "mine": {"wins": 2, "losses": 1, "draws": 0}, "theirs": null, "result": null,
    "can_report": true, "can_confirm": false}))]
pub struct MyReport {
    pub round: u32,
    pub table: u32,
    pub state: ReportStatus,
    /// What this player reported (or confirmed).
    #[schema(required = true)]
    pub mine: Option<MatchResult>,
    /// What the opponent reported: what this player can confirm.
    #[schema(required = true)]
    pub theirs: Option<MatchResult>,
    /// The entered result (agreed, or the organizer's).
    #[schema(required = true)]
    pub result: Option<MatchResult>,
    /// Whether this player may report now (or change their unanswered
    /// report).
    pub can_report: bool,
    /// Whether this player may confirm the opponent's report now.
    pub can_confirm: bool,
}

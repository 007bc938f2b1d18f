//! The wire types of player self-reporting (RULES.md §12) and their
//! conversions from the service's views.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::http::dto::types::{MatchResult, ReportState};
use crate::service::views::reports as view;

/// A table's reports, for its organizer only. Both read from `player_a`'s
/// side, like the table's `result`; the one reported in state `reported`
/// is the one that is not `null`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[schema(example = json!({"player_a": {"wins": 2, "losses": 1, "draws": 0}, "player_b": {"wins": 1, "losses": 2, "draws": 0}}))]
pub struct TableReports {
    /// What `player_a` reported (or confirmed).
    pub player_a: Option<MatchResult>,
    /// What `player_b` reported (or confirmed), from `player_a`'s side.
    pub player_b: Option<MatchResult>,
}

/// `POST /api/v1/me/report`: the result from the reporting player's own
/// side, in games (the book: [Match points and game points](/book/en/pairings-and-standings.html#points)).
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"wins": 2, "losses": 1, "draws": 0}))]
pub struct Report {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

/// A player's match in the current round and its reports, every result
/// from that player's side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[schema(example = json!({"round": 2, "table": 3, "state": "reported",
    "mine": {"wins": 2, "losses": 1, "draws": 0}, "theirs": null, "result": null,
    "can_report": true, "can_confirm": false}))]
pub struct MyReport {
    pub round: u32,
    pub table: u32,
    pub state: ReportState,
    /// What this player reported (or confirmed).
    pub mine: Option<MatchResult>,
    /// What the opponent reported: what this player can confirm.
    pub theirs: Option<MatchResult>,
    /// The entered result (agreed, or the organizer's).
    pub result: Option<MatchResult>,
    /// Whether this player may report now (or change their unanswered
    /// report).
    pub can_report: bool,
    /// Whether this player may confirm the opponent's report now.
    pub can_confirm: bool,
}

impl From<view::MyReport> for MyReport {
    fn from(r: view::MyReport) -> Self {
        MyReport {
            round: r.round,
            table: r.table,
            state: r.state,
            mine: r.mine.map(Into::into),
            theirs: r.theirs.map(Into::into),
            result: r.result.map(Into::into),
            can_report: r.can_report,
            can_confirm: r.can_confirm,
        }
    }
}

/// The state and reports of a table, as a pairing of the owner's round
/// carries them.
pub fn table_reports(r: view::TableReports) -> (ReportState, TableReports) {
    (
        r.state,
        TableReports {
            player_a: r.player_a.map(Into::into),
            player_b: r.player_b.map(Into::into),
        },
    )
}

impl From<Report> for crate::service::views::rounds::MatchResult {
    fn from(r: Report) -> Self {
        crate::service::views::rounds::MatchResult::games(r.wins, r.losses, r.draws)
    }
}

/// `?report_state=` of `GET …/rounds/{n}` (owner only).
#[derive(Debug, Clone, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RoundQuery {
    /// Only the tables in this report state (the book: [Self-reporting](/book/en/self-reporting.html)), e.g.
    /// `disputed`. The tournament's owner only.
    pub report_state: Option<ReportState>,
}

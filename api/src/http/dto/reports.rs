//! The wire types of player self-reporting (RULES.md §12) and their
//! conversions from the service's views.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::http::dto::types::{MatchResult, ReportState};
use crate::service::views::reports as view;

// Separate from the view because the view's `state` goes to the pairing's
// `report_state`, beside these reports, not inside them.
/// A table's reports, for its organizer only. Both read from `player_a`'s
/// side, like the table's `result`; the one reported in state `reported`
/// is the one that is not `null`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[schema(example = json!({"player_a": {"wins": 2, "losses": 1, "draws": 0}, "player_b": {"wins": 1, "losses": 2, "draws": 0}}))]
pub struct TableReports {
    /// What `player_a` reported (or confirmed).
    #[schema(required = true)]
    pub player_a: Option<MatchResult>,
    /// What `player_b` reported (or confirmed), from `player_a`'s side.
    #[schema(required = true)]
    pub player_b: Option<MatchResult>,
}

// Separate from the view because it is a request body (games only, no
// double loss), turned into the view's `MatchResult` below.
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

pub use crate::service::views::reports::MyReport;

/// The state and reports of a table, as a pairing of the owner's round
/// carries them.
pub fn table_reports(r: view::TableReports) -> (ReportState, TableReports) {
    (
        r.state,
        TableReports {
            player_a: r.player_a,
            player_b: r.player_b,
        },
    )
}

impl From<Report> for crate::service::views::rounds::MatchResult {
    fn from(r: Report) -> Self {
        crate::service::views::rounds::MatchResult::games(r.wins, r.losses, r.draws)
    }
}

// Separate from the view because it is a query string, not a view.
/// `?report_state=` of `GET …/rounds/{n}` (owner only).
#[derive(Debug, Clone, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RoundQuery {
    /// Only the tables in this report state (the book: [Self-reporting](/book/en/self-reporting.html)), e.g.
    /// `disputed`. The tournament's owner only.
    pub report_state: Option<ReportState>,
}

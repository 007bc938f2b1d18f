//! The only road into the engine: stored state → engine `History` → engine
//! call → plain data for the service to store.
//!
//! TEMPORARY (until the engine lands on main): pairing and recommendation
//! are not wired yet.

use crate::api_types::{MatchResult, Recommendation, Warning};
use crate::error::ApiError;

use super::state::TournamentState;

/// One table of a freshly paired round (ids, not indices).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairedTable {
    pub table: u32,
    pub player_a: String,
    pub player_b: Option<String>,
}

/// The recommendation for `players` players (rules.md §7).
pub fn recommendation(_players: u32) -> Recommendation {
    Recommendation {
        swiss_rounds: 0,
        swiss_rounds_with_draft_playoff: None,
        top_cut: None,
        min_rounds: 0,
        comfortable_rounds: 0,
    }
}

/// Pairs round `n` from the rounds before it.
pub fn pair(
    _state: &TournamentState,
    _n: u32,
) -> Result<(Vec<PairedTable>, Vec<Warning>), ApiError> {
    Err(ApiError::Internal("pairing engine not merged yet".into()))
}

/// Checks a result against rules.md §1.
pub fn validate_result(_kind: &str, _r: MatchResult) -> Result<(), ApiError> {
    Ok(())
}

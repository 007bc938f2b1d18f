//! The engine's refusals as catalogue messages: the engine's `Display`
//! texts are English (for the command line and logs); the API shows the
//! same facts through the catalogues, in the request's language.
//!
//! The `*_error` functions also decide the status of each engine code:
//! they are the only place where an [`ApiError`] is built with a code that
//! is not a literal (the test `one_status_per_code` in `error.rs` reads
//! every other code from the source and runs these on every variant).

use planesforge_engine::document::{DocumentError, FORMAT};
use planesforge_engine::explain::ExplainError;
use planesforge_engine::pairing::NextRoundError;
use planesforge_engine::standings::StandingsError;
use planesforge_engine::topcut::CutError;
use planesforge_engine::{HistoryError, PairingAt, ResultError};

use crate::detail;
use crate::error::{ApiError, Detail};

/// `w-l-d`, as the engine writes results.
fn wld(wins: u32, losses: u32, draws: u32) -> String {
    format!("{wins}-{losses}-{draws}")
}

/// An illegal result (rules.md §1).
pub fn result(e: &ResultError) -> Detail {
    match *e {
        ResultError::TooManyWins {
            wins,
            losses,
            draws,
        } => detail!(
            "error-result-too-many-wins",
            result = wld(wins, losses, draws)
        ),
        ResultError::TooManyLosses {
            wins,
            losses,
            draws,
        } => detail!(
            "error-result-too-many-losses",
            result = wld(wins, losses, draws)
        ),
        ResultError::BothWonTwo { draws } => {
            detail!("error-result-both-won-two", result = wld(2, 2, draws))
        }
        ResultError::TooManyDraws {
            wins,
            losses,
            draws,
        } => detail!(
            "error-result-too-many-draws",
            result = wld(wins, losses, draws)
        ),
        ResultError::NoGames => detail!("error-result-no-games"),
        ResultError::PlayoffDraw {
            wins,
            losses,
            draws,
        } => detail!(
            "error-result-playoff-draw",
            result = wld(wins, losses, draws)
        ),
    }
}

/// `error` located at a table of a history.
fn at(at: &PairingAt, error: Detail) -> Detail {
    detail!(
        "error-at-table",
        round = at.round,
        table = at.table,
        round_pos = at.round_pos,
        pairing_pos = at.pairing_pos,
        error = error
    )
}

/// An inconsistent history (an imported document).
pub fn history(e: &HistoryError) -> Detail {
    match e {
        HistoryError::EmptyPlayerId { player_pos } => {
            detail!("error-history-empty-id", index = *player_pos)
        }
        HistoryError::DuplicatePlayerId {
            id,
            first_pos,
            second_pos,
        } => detail!(
            "error-history-duplicate-id",
            index = *second_pos,
            id = format!("{id:?}"),
            first = *first_pos
        ),
        HistoryError::TooManyPlayers { count } => {
            detail!("error-history-too-many-players", count = *count)
        }
        HistoryError::DropAfterLastRound {
            player,
            dropped_after_round,
            last_round,
        } => detail!(
            "error-history-drop-after-last",
            player = format!("{player:?}"),
            dropped = *dropped_after_round,
            last = *last_round
        ),
        HistoryError::RoundOutOfOrder {
            round_pos,
            expected,
            found,
        } => detail!(
            "error-history-round-order",
            index = *round_pos,
            found = *found,
            expected = *expected
        ),
        HistoryError::SwissAfterPlayoff { round } => {
            detail!("error-history-swiss-after-playoff", round = *round)
        }
        HistoryError::IncompleteBeforeLater { at: a, later_round } => {
            at(a, detail!("error-history-incomplete", later = *later_round))
        }
        HistoryError::TableZero { at: a } => at(a, detail!("error-history-table-zero")),
        HistoryError::DuplicateTable { at: a } => {
            at(a, detail!("error-history-duplicate-table", table = a.table))
        }
        HistoryError::UnknownPlayer { at: a, player } => at(
            a,
            detail!(
                "error-history-unknown-player",
                player = format!("{player:?}")
            ),
        ),
        HistoryError::PlayerTwiceInRound {
            at: a,
            player,
            first_table,
        } => at(
            a,
            detail!(
                "error-history-player-twice",
                player = format!("{player:?}"),
                table = *first_table
            ),
        ),
        HistoryError::PairedAfterDrop {
            at: a,
            player,
            dropped_after_round,
        } => at(
            a,
            detail!(
                "error-history-paired-after-drop",
                player = format!("{player:?}"),
                round = *dropped_after_round
            ),
        ),
        HistoryError::IllegalResult { at: a, error } => at(a, result(error)),
        HistoryError::ByeInPlayoff { at: a } => at(a, detail!("error-history-bye-in-playoff")),
        HistoryError::ByeWithResult { at: a, result } => at(
            a,
            detail!("error-history-bye-result", result = result.as_str()),
        ),
        HistoryError::ByeMismatch { at: a } => at(a, detail!("error-history-bye-mismatch")),
    }
}

/// A refused tournament document. serde's message (line and column) stays
/// English inside the localized sentence.
pub fn document(e: &DocumentError) -> Detail {
    match e {
        DocumentError::Json(j) => detail!("error-document-json", error = j.to_string()),
        DocumentError::Format { found } => detail!(
            "error-document-format",
            expected = format!("{FORMAT:?}"),
            found = format!("{found:?}")
        ),
        DocumentError::History(h) => history(h),
    }
}

/// Standings that cannot be computed.
pub fn standings(e: &StandingsError) -> Detail {
    match *e {
        StandingsError::RoundNotFound {
            requested,
            last_round,
        } => detail!(
            "error-standings-round-not-found",
            requested = requested,
            last = last_round
        ),
        StandingsError::RoundNotCompleted { round } => {
            detail!("error-standings-round-not-completed", round = round)
        }
        StandingsError::Overflow => detail!("error-standings-overflow"),
    }
}

/// A refused top cut.
pub fn cut(e: &CutError) -> Detail {
    match *e {
        CutError::NotPowerOfTwo { size } => detail!("error-cut-size", size = size),
        CutError::NotEnoughPlayers {
            size,
            active_players,
        } => detail!(
            "error-cut-not-enough-players",
            size = size,
            active = active_players
        ),
        CutError::SwissUnfinished => detail!("error-cut-swiss-unfinished"),
    }
}

/// Why the next Swiss round cannot be paired (`None`: an internal failure,
/// logged rather than shown).
pub fn next_round(e: &NextRoundError) -> Option<Detail> {
    match e {
        NextRoundError::RoundNotCompleted { round } => {
            Some(detail!("error-next-round-not-completed", round = *round))
        }
        NextRoundError::PlayoffStarted { round } => {
            Some(detail!("error-next-playoff-started", round = *round))
        }
        NextRoundError::Standings(s) => Some(standings(s)),
        NextRoundError::Pairing(_) => None,
    }
}

/// Why a round cannot be explained (`None`: an internal failure).
pub fn explain(e: &ExplainError) -> Option<Detail> {
    match e {
        ExplainError::RoundNotFound { round } => {
            Some(detail!("error-round-not-found", round = *round))
        }
        ExplainError::NotSwiss { round } => Some(detail!("error-not-swiss-round", round = *round)),
        ExplainError::Standings(s) => Some(standings(s)),
        ExplainError::Pairing(_) => None,
    }
}

/// An illegal result: `422 invalid_result`, or `422 playoff_draw` for a
/// draw in the playoff.
pub fn result_error(e: &ResultError) -> ApiError {
    let code = match e {
        ResultError::PlayoffDraw { .. } => "playoff_draw",
        _ => "invalid_result",
    };
    ApiError::unprocessable(code, result(e))
}

/// Standings refused: `409` while `after_round` has results missing,
/// `422` otherwise (`unknown_round`: no such round).
pub fn standings_error(e: &StandingsError) -> ApiError {
    match e {
        StandingsError::RoundNotCompleted { .. } => ApiError::conflict(e.code(), standings(e)),
        _ => ApiError::unprocessable(e.code(), standings(e)),
    }
}

/// A refused document: `400 malformed_json` for broken JSON syntax, `422`
/// with the engine's code (located) otherwise.
pub fn document_error(e: &DocumentError) -> ApiError {
    match e {
        DocumentError::Json(j) if j.is_syntax() || j.is_eof() => {
            ApiError::bad_request("malformed_json", document(e))
        }
        _ => ApiError::unprocessable(e.code(), document(e)),
    }
}

/// A refused top cut: `422` with the engine's reason.
pub fn cut_error(e: &CutError) -> ApiError {
    let code = match e {
        CutError::NotPowerOfTwo { .. } => "invalid_cut_size",
        CutError::NotEnoughPlayers { .. } => "not_enough_players_for_cut",
        CutError::SwissUnfinished => "swiss_unfinished",
    };
    ApiError::unprocessable(code, cut(e))
}

/// The next Swiss round cannot be paired: `409` for the tournament's state
/// (round not completed, playoff started); an internal error otherwise.
pub fn next_round_error(e: &NextRoundError, n: u32) -> ApiError {
    match e {
        NextRoundError::RoundNotCompleted { .. } | NextRoundError::PlayoffStarted { .. } => {
            match next_round(e) {
                Some(d) => ApiError::conflict(e.code(), d),
                None => ApiError::Internal(format!("pairing round {n} failed: {e}")),
            }
        }
        _ => ApiError::Internal(format!("pairing round {n} failed: {e}")),
    }
}

/// A round that cannot be explained: `404 round_not_found` (the round of
/// the path), the standings' refusals, `422 not_swiss_round`; an internal
/// error when the pairing core fails.
pub fn explain_error(e: &ExplainError) -> ApiError {
    match e {
        ExplainError::RoundNotFound { round } => ApiError::not_found(
            "round_not_found",
            detail!("error-round-not-found", round = *round),
        ),
        ExplainError::Standings(s) => standings_error(s),
        ExplainError::NotSwiss { .. } | ExplainError::Pairing(_) => match explain(e) {
            Some(d) => ApiError::unprocessable(e.code(), d),
            None => ApiError::Internal(e.to_string()),
        },
    }
}

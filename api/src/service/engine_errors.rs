//! The engine's refusals as catalogue messages: the engine's `Display`
//! texts are English (for the command line and logs); the API shows the
//! same facts through the catalogues, in the request's language.
//!
//! The `*_error` functions also give each engine refusal its [`Code`]
//! (which fixes its status); a refused document's codes are the engine's
//! wire strings, read with [`Code::from_wire`].

use planesforge_engine::clock::{MAX_EXTENSION_S, MAX_TIME_LIMIT_S};
use planesforge_engine::document::settings::{ClockInvalid, ClockProblem};
use planesforge_engine::document::{DocumentError, FORMAT_V1, FORMAT_V2, FORMAT_V3, FORMAT_V4};
use planesforge_engine::explain::ExplainError;
use planesforge_engine::pairing::NextRoundError;
use planesforge_engine::standings::StandingsError;
use planesforge_engine::topcut::CutError;
use planesforge_engine::validate::{Invalid, StateProblem};
use planesforge_engine::{HistoryError, PairingAt, ResultError};

use crate::detail;
use crate::i18n::Detail;
use crate::service::error::{Error, Location};
use crate::service::error_code::Code;

/// `w-l-d`, as the engine writes results.
fn wld(wins: u32, losses: u32, draws: u32) -> String {
    format!("{wins}-{losses}-{draws}")
}

/// An illegal result (RULES.md §1).
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
        ResultError::PlayoffDoubleLoss => detail!("error-result-playoff-double-loss"),
        ResultError::DoubleLossGames {
            wins,
            losses,
            draws,
        } => detail!(
            "error-result-double-loss-games",
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
        HistoryError::InvalidMissedRound { player, round } => detail!(
            "error-history-missed-round",
            player = format!("{player:?}"),
            round = *round
        ),
    }
}

/// A refused tournament document. serde's message (line and column) stays
/// English inside the localized sentence.
pub fn document(e: &DocumentError) -> Detail {
    match e {
        DocumentError::Json(j) => detail!("error-document-json", error = j.to_string()),
        DocumentError::Format { found } => detail!(
            "error-document-format",
            expected = format!("{FORMAT_V1:?}, {FORMAT_V2:?}, {FORMAT_V3:?}, {FORMAT_V4:?}"),
            found = format!("{found:?}")
        ),
        DocumentError::History(h) => history(h),
        DocumentError::Invalid(i) => invalid(i),
        DocumentError::Clock(c) => clock(c),
    }
}

/// A refused /3 `settings` member or round `clock` (RULES.md §13): the
/// clock's own messages where the API has them, prefixed by the field.
pub fn clock(e: &ClockInvalid) -> Detail {
    let error = match e {
        ClockInvalid::TimeLimit { value, .. } => detail!(
            "error-invalid-time-limit",
            max = MAX_TIME_LIMIT_S,
            value = *value
        ),
        ClockInvalid::Extension { value, .. } => detail!(
            "error-invalid-extension",
            max = MAX_EXTENSION_S,
            value = *value
        ),
        ClockInvalid::Instant { value, .. } => {
            detail!("error-document-instant", value = format!("{value:?}"))
        }
        ClockInvalid::RoundState { round, state, .. } => detail!(
            "error-document-clock-round-state",
            round = *round,
            state = state.as_str()
        ),
        ClockInvalid::Inconsistent { problem, .. } => match problem {
            ClockProblem::NoLimit => detail!("error-document-clock-no-limit"),
            ClockProblem::Order => detail!("error-document-clock-order"),
            ClockProblem::Future => detail!("error-document-clock-future"),
        },
        ClockInvalid::UnknownTable { round, table, .. } => {
            detail!("error-table-not-found", round = *round, table = *table)
        }
        ClockInvalid::ByeTable { table, .. } => {
            detail!("error-bye-table-extension", table = *table)
        }
    };
    detail!("error-in-field", field = e.field(), error = error)
}

/// A refused tournament document as the API answers it: `400
/// malformed_json` for text that is not JSON, else `422` with the engine's
/// code and, when the engine locates it, the `location` member (JSON path,
/// round, table, player).
pub fn document_error(e: &DocumentError) -> Error {
    match e {
        DocumentError::Json(j) if j.is_syntax() || j.is_eof() => {
            Error::new(Code::MalformedJson, document(e))
        }
        _ => {
            let location = e.location().map(|at| Location {
                field: at.field,
                round: at.round,
                table: at.table,
                player: at.player,
            });
            engine(e.code(), document(e), location)
        }
    }
}

/// A refused document with the engine's code: the [`Code`] of the same
/// wire string (a code the API does not know would be a bug: internal;
/// the test `every_engine_code_is_a_code` runs every one of them).
fn engine(code: &'static str, detail: Detail, location: Option<Location>) -> Error {
    match (Code::from_wire(code), location) {
        (Some(code), Some(location)) => Error::at(code, detail, location),
        (Some(code), None) => Error::new(code, detail),
        (None, _) => Error::Internal(format!("engine code {code} is not an API code: {detail}")),
    }
}

/// `rounds[i]` with the round's number, the prefix of round-level refusals.
fn in_round(round_pos: usize, round: u32, error: Detail) -> Detail {
    detail!(
        "error-in-round",
        round = round,
        round_pos = round_pos,
        error = error
    )
}

/// A document that breaks a rule of RULES.md §2, §6, §8 or §11
/// (`planesforge_engine::validate`).
pub fn invalid(e: &Invalid) -> Detail {
    match e {
        Invalid::PlannedRounds {
            planned,
            swiss_rounds,
        } => detail!(
            "error-document-planned-rounds",
            planned = *planned,
            max = planesforge_engine::validate::MAX_PLANNED_ROUNDS,
            swiss = *swiss_rounds
        ),
        Invalid::TopCut { top_cut } => {
            detail!("error-document-top-cut", top_cut = *top_cut)
        }
        Invalid::TopCutMismatch {
            round_pos,
            round,
            top_cut,
            size,
        } => in_round(
            *round_pos,
            *round,
            detail!(
                "error-document-top-cut-mismatch",
                top_cut = *top_cut,
                size = *size
            ),
        ),
        Invalid::MissedRound {
            player_pos,
            player,
            index,
            round,
        } => detail!(
            "error-document-missed-round",
            index = *player_pos,
            entry = *index,
            player = format!("{player:?}"),
            round = *round
        ),
        Invalid::RoundState {
            round_pos,
            round,
            state,
            problem,
        } => {
            let why = match problem {
                StateProblem::NotLatest => detail!("error-document-state-not-latest"),
                StateProblem::ResultInPairing => detail!("error-document-state-result-in-pairing"),
                StateProblem::PublishedComplete => {
                    detail!("error-document-state-published-complete")
                }
                StateProblem::CompletedIncomplete => {
                    detail!("error-document-state-completed-incomplete")
                }
            };
            in_round(
                *round_pos,
                *round,
                detail!(
                    "error-document-round-state",
                    state = state.as_str(),
                    error = why
                ),
            )
        }
        Invalid::EmptyRound { round_pos, round } => {
            in_round(*round_pos, *round, detail!("error-document-empty-round"))
        }
        Invalid::TooManyByes { at: a, first_table } => at(
            a,
            detail!("error-document-too-many-byes", table = *first_table),
        ),
        Invalid::PairedInMissedRound { at: a, player } => at(
            a,
            detail!(
                "error-document-paired-in-missed-round",
                player = format!("{player:?}")
            ),
        ),
        Invalid::PlayerMissing {
            round_pos,
            round,
            player_pos,
            player,
        } => in_round(
            *round_pos,
            *round,
            detail!(
                "error-document-player-missing",
                player = format!("{player:?}"),
                index = *player_pos
            ),
        ),
        Invalid::NotEnoughPlayers {
            round_pos,
            round,
            seated,
        } => in_round(
            *round_pos,
            *round,
            detail!("error-document-not-enough-players", seated = *seated),
        ),
        Invalid::PlayoffWithoutSwiss { round_pos, round } => in_round(
            *round_pos,
            *round,
            detail!("error-document-playoff-without-swiss"),
        ),
        Invalid::BracketSize {
            round_pos,
            round,
            tables,
        } => in_round(
            *round_pos,
            *round,
            detail!("error-document-bracket-size", tables = *tables),
        ),
        Invalid::CutLargerThanField {
            round_pos,
            round,
            size,
            active,
        } => in_round(
            *round_pos,
            *round,
            detail!(
                "error-cut-not-enough-players",
                size = *size,
                active = *active
            ),
        ),
        Invalid::BracketTables {
            round_pos,
            round,
            expected,
            found,
        } => in_round(
            *round_pos,
            *round,
            detail!(
                "error-document-bracket-tables",
                expected = *expected,
                found = *found
            ),
        ),
        Invalid::BracketMismatch {
            at: a,
            seed_a,
            seed_b,
            expected_a,
            expected_b,
        } => at(
            a,
            detail!(
                "error-document-bracket-mismatch",
                seed_a = *seed_a,
                seed_b = *seed_b,
                player_a = format!("{expected_a:?}"),
                player_b = format!("{expected_b:?}")
            ),
        ),
        Invalid::PlayoffAfterFinal { round_pos, round } => in_round(
            *round_pos,
            *round,
            detail!("error-document-playoff-after-final"),
        ),
        Invalid::Standings(s) => standings(s),
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
/// draw in the playoff, `422 playoff_double_loss` for a double loss there.
pub fn result_error(e: &ResultError) -> Error {
    let code = match e {
        ResultError::PlayoffDraw { .. } => Code::PlayoffDraw,
        ResultError::PlayoffDoubleLoss => Code::PlayoffDoubleLoss,
        _ => Code::InvalidResult,
    };
    Error::new(code, result(e))
}

/// Standings refused: `409` while `after_round` has results missing,
/// `422` otherwise (`unknown_round`: no such round).
pub fn standings_error(e: &StandingsError) -> Error {
    match e {
        StandingsError::RoundNotFound { .. } => Error::new(Code::UnknownRound, standings(e)),
        StandingsError::RoundNotCompleted { .. } => {
            Error::new(Code::RoundNotCompleted, standings(e))
        }
        StandingsError::Overflow => Error::new(Code::ArithmeticOverflow, standings(e)),
    }
}

/// A refused top cut: `422` with the engine's reason.
pub fn cut_error(e: &CutError) -> Error {
    let code = match e {
        CutError::NotPowerOfTwo { .. } => Code::InvalidCutSize,
        CutError::NotEnoughPlayers { .. } => Code::NotEnoughPlayersForCut,
        CutError::SwissUnfinished => Code::SwissUnfinished,
    };
    Error::new(code, cut(e))
}

/// The next Swiss round cannot be paired: `409` for the tournament's state
/// (round not completed, playoff started); an internal error otherwise.
pub fn next_round_error(e: &NextRoundError, n: u32) -> Error {
    match e {
        NextRoundError::RoundNotCompleted { .. } | NextRoundError::PlayoffStarted { .. } => {
            let code = match e {
                NextRoundError::PlayoffStarted { .. } => Code::TopCutStarted,
                _ => Code::RoundNotCompleted,
            };
            match next_round(e) {
                Some(d) => Error::new(code, d),
                None => Error::Internal(format!("pairing round {n} failed: {e}")),
            }
        }
        _ => Error::Internal(format!("pairing round {n} failed: {e}")),
    }
}

/// A round that cannot be explained: `404 round_not_found` (the round of
/// the path), the standings' refusals, `422 not_swiss_round`; an internal
/// error when the pairing core fails.
pub fn explain_error(e: &ExplainError) -> Error {
    match e {
        ExplainError::RoundNotFound { round } => Error::new(
            Code::RoundNotFound,
            detail!("error-round-not-found", round = *round),
        ),
        ExplainError::Standings(s) => standings_error(s),
        ExplainError::NotSwiss { .. } | ExplainError::Pairing(_) => match explain(e) {
            Some(d) => Error::new(Code::NotSwissRound, d),
            None => Error::Internal(e.to_string()),
        },
    }
}

/// The problem for a refusal of the state machine.
pub fn lifecycle_error(code: planesforge_engine::lifecycle::RefusalCode) -> Error {
    match code {
        planesforge_engine::lifecycle::RefusalCode::TournamentFinished => Error::new(
            Code::TournamentFinished,
            crate::detail!("error-tournament-finished"),
        ),
        planesforge_engine::lifecycle::RefusalCode::RoundStillPairing { round } => Error::new(
            Code::RoundNotCompleted,
            crate::detail!("error-round-still-pairing", round = round),
        ),
        planesforge_engine::lifecycle::RefusalCode::RoundResultsMissing { round, missing } => {
            Error::new(
                Code::RoundNotCompleted,
                crate::detail!(
                    "error-round-results-missing",
                    round = round,
                    missing = missing,
                    next = round + 1
                ),
            )
        }
        planesforge_engine::lifecycle::RefusalCode::PlannedRoundsReached { planned } => Error::new(
            Code::PlannedRoundsReached,
            crate::detail!("error-planned-rounds-reached", planned = planned),
        ),
        planesforge_engine::lifecycle::RefusalCode::TooManyRounds => Error::new(
            Code::TooManyRounds,
            crate::detail!(
                "error-too-many-rounds",
                max = planesforge_engine::lifecycle::MAX_SWISS_ROUNDS
            ),
        ),
        planesforge_engine::lifecycle::RefusalCode::NotEnoughPlayers { active } => Error::new(
            Code::NotEnoughPlayers,
            crate::detail!("error-not-enough-players", active = active),
        ),
        planesforge_engine::lifecycle::RefusalCode::RoundPublished { round, state } => Error::new(
            Code::RoundPublished,
            crate::detail!(
                "error-round-published",
                round = round,
                state = state.as_str()
            ),
        ),
        planesforge_engine::lifecycle::RefusalCode::RoundNotLatest { round } => Error::new(
            Code::RoundNotLatest,
            crate::detail!("error-round-not-latest", round = round),
        ),
        planesforge_engine::lifecycle::RefusalCode::PlayoffPairingsFixed { round } => Error::new(
            Code::PlayoffPairingsFixed,
            crate::detail!("error-playoff-pairings-fixed", round = round),
        ),
        planesforge_engine::lifecycle::RefusalCode::PlayoffRoundHasResults { round } => Error::new(
            Code::PlayoffRoundHasResults,
            crate::detail!("error-playoff-round-has-results", round = round),
        ),
        planesforge_engine::lifecycle::RefusalCode::RoundNotPublished { round } => Error::new(
            Code::RoundNotPublished,
            crate::detail!("error-round-not-published", round = round),
        ),
        planesforge_engine::lifecycle::RefusalCode::RoundFrozen { round } => Error::new(
            Code::RoundFrozen,
            crate::detail!("error-round-frozen", round = round),
        ),
        planesforge_engine::lifecycle::RefusalCode::InvalidPlannedRounds { value } => Error::new(
            Code::InvalidPlannedRounds,
            crate::detail!(
                "error-planned-rounds",
                max = planesforge_engine::lifecycle::MAX_SWISS_ROUNDS,
                value = value
            ),
        ),
        planesforge_engine::lifecycle::RefusalCode::PlannedRoundsBelowPaired { value, paired } => {
            Error::new(
                Code::PlannedRoundsBelowPaired,
                crate::detail!(
                    "error-planned-rounds-below-paired",
                    value = value,
                    paired = paired
                ),
            )
        }
        planesforge_engine::lifecycle::RefusalCode::InvalidTopCut { value } => Error::new(
            Code::InvalidTopCut,
            crate::detail!("error-invalid-top-cut", value = value),
        ),
        planesforge_engine::lifecycle::RefusalCode::TopCutStarted => {
            Error::new(Code::TopCutStarted, crate::detail!("error-top-cut-started"))
        }
        planesforge_engine::lifecycle::RefusalCode::TopCutExists => {
            Error::new(Code::TopCutExists, crate::detail!("error-top-cut-exists"))
        }
        planesforge_engine::lifecycle::RefusalCode::TopCutNotWanted => Error::new(
            Code::TopCutNotWanted,
            crate::detail!("error-top-cut-not-wanted"),
        ),
        planesforge_engine::lifecycle::RefusalCode::TopCutPlanned { size } => Error::new(
            Code::TopCutPlanned,
            crate::detail!("error-top-cut-planned", size = size),
        ),
        planesforge_engine::lifecycle::RefusalCode::SwissUnfinished => Error::new(
            Code::SwissUnfinished,
            crate::detail!("error-cut-swiss-unfinished"),
        ),
        planesforge_engine::lifecycle::RefusalCode::RoundHasResults {
            round,
            results,
            reports,
        } => Error::new(
            Code::RoundHasResults,
            crate::detail!(
                "error-round-has-results",
                round = round,
                results = results,
                reports = reports
            ),
        ),
        planesforge_engine::lifecycle::RefusalCode::RoundCompleted { round } => Error::new(
            Code::RoundCompleted,
            crate::detail!("error-round-completed", round = round),
        ),
        planesforge_engine::lifecycle::RefusalCode::PlayerHasPlayed => Error::new(
            Code::PlayerHasPlayed,
            crate::detail!("error-player-has-played"),
        ),
        planesforge_engine::lifecycle::RefusalCode::TournamentNotFinished { status } => Error::new(
            Code::TournamentNotFinished,
            crate::detail!("error-tournament-not-finished", status = status.as_str()),
        ),
    }
}

//! Explanations of a round's pairings and of the standings' order
//! (RULES.md §2, §4, §5): loaded like the round and standings reads, with
//! the same visibility, explained by the engine, rendered in `lang`.

use std::collections::{BTreeMap, BTreeSet};

use planesforge_engine::explain::{self, ExplainError, PairedFrom};
use planesforge_engine::model::History;
use planesforge_engine::standings::{self, StandingsOptions};
use serde_json::Value;

use crate::i18n::Lang;
use crate::service::caller::Caller;
use crate::service::engine_errors;
use crate::service::error::Error;
use crate::service::views::rounds::MatchResult;
use crate::service::views::standings::{
    CorrectedAfterPairing, LaterCorrection, RoundExplanationResponse, StandingsExplanationResponse,
};
use crate::store::{DbConnection, DbPool};

use super::state::{TournamentState, round_not_found};
use super::{engine_bridge, find_tournament, is_owner, timestamp, transaction};
use planesforge_engine::lifecycle::RoundState as Stage;

/// `GET …/rounds/{n}/explain`: 404 for a round in `pairing` unless the
/// caller owns the tournament (as `GET …/rounds/{n}`).
pub fn round(
    pool: &DbPool,
    caller: Option<&Caller>,
    tid: &str,
    n: u32,
    lang: Lang,
) -> Result<RoundExplanationResponse, Error> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let owner = is_owner(&t, caller);
        let state = TournamentState::load(conn, t)?;
        let round = state.round(n)?;
        if !owner && round.stage() == Stage::Pairing {
            return Err(round_not_found(n));
        }
        let history = engine_bridge::history(&state, None)?;
        let record = PairedRecord::load(conn, &state, n)?;
        record
            .explain(&history, n, lang)
            .map_err(|e| engine_errors::explain_error(&e))
    })
}

/// What round `n` was paired from, as the audit log records it: the
/// results of earlier rounds corrected since it was last paired (with
/// their values then), and the tables the organizer changed by hand since
/// (RULES.md §6). A round is judged against the standings it was paired
/// from, not against results corrected later, and a manual change is
/// reported only where the log has one.
///
/// Why the audit log and not a stored copy of the standings: the log
/// already holds every correction with its before and after and every
/// manual change, in order, under the tournament's lock, so it gives the
/// same answer for rounds paired before this was built, and there is no
/// second copy of the results to keep in step.
pub struct PairedRecord {
    from: PairedFrom,
    corrections: Vec<LaterCorrection>,
}

impl PairedRecord {
    /// Read from the audit log inside the caller's transaction.
    pub fn load(
        conn: &mut DbConnection,
        state: &TournamentState,
        n: u32,
    ) -> Result<PairedRecord, Error> {
        let tid = state.tournament.id.as_str();
        let number = i32::try_from(n).map_err(|_| super::state::round_not_found(n))?;
        let log = crate::store::rounds::pairing_log(conn, tid, number)?;
        let paired_at = log
            .iter()
            .rev()
            .find(|r| r.action == "round_created" || r.action == "round_repaired")
            .map(|r| r.seq);
        // The tables the organizer's swaps since then touched.
        let mut manual = BTreeSet::new();
        if let Ok(round) = state.round(n) {
            for change in super::rounds::manual_changes_since_paired(conn, tid, n)? {
                manual.extend(change.tables.iter().flatten().copied());
                for pid in change.players.iter().flatten() {
                    manual.extend(
                        round
                            .pairings
                            .iter()
                            .filter(|p| {
                                p.player_a == *pid || p.player_b.as_deref() == Some(pid.as_str())
                            })
                            .filter_map(|p| u32::try_from(p.table_number).ok()),
                    );
                }
            }
        }
        let mut earlier: BTreeMap<(u32, u32), Option<MatchResult>> = BTreeMap::new();
        let mut corrections = Vec::new();
        // Without a record of the pairing (an imported round) there is
        // nothing to undo.
        if let Some(seq) = paired_at {
            for row in crate::store::rounds::corrections_after(conn, tid, number, seq)? {
                let detail: Value = serde_json::from_str(&row.detail)?;
                let (Some(round), Some(table)) = (
                    row.round.and_then(|r| u32::try_from(r).ok()),
                    detail
                        .get("table")
                        .and_then(Value::as_u64)
                        .and_then(|t| u32::try_from(t).ok()),
                ) else {
                    continue;
                };
                let before: Option<MatchResult> = detail
                    .get("before")
                    .cloned()
                    .and_then(|b| serde_json::from_value(b).ok());
                // The first correction since the pairing holds the result
                // the pairing saw.
                earlier.entry((round, table)).or_insert(before);
                corrections.push(LaterCorrection {
                    round,
                    table,
                    at: timestamp(row.at),
                });
            }
        }
        let earlier_results = earlier
            .into_iter()
            .map(|((round, table), r)| {
                // A double loss is recorded 0-2-0 from either side
                // (RULES.md §1): read from `player_a`'s side it would be a
                // win for `player_b`.
                let result = r.and_then(|r| {
                    if r.double_loss {
                        Some(planesforge_engine::MatchResult::DOUBLE_LOSS)
                    } else {
                        planesforge_engine::MatchResult::new(r.wins, r.losses, r.draws).ok()
                    }
                });
                (round, table, result)
            })
            .collect();
        Ok(PairedRecord {
            from: PairedFrom {
                earlier_results,
                manual_tables: Some(manual),
            },
            corrections,
        })
    }

    /// Round `n` of `history` explained against this record, in `lang`.
    pub fn explain(
        self,
        history: &History,
        n: u32,
        lang: Lang,
    ) -> Result<RoundExplanationResponse, ExplainError> {
        let e = explain::explain_round_as_paired(history, n, &self.from)?;
        let mut out = RoundExplanationResponse::new(history, &e, lang);
        out.corrected_after_pairing = CorrectedAfterPairing::new(self.corrections, lang);
        Ok(out)
    }
}

/// `GET …/standings/explain`: public, as `GET …/standings`.
pub fn standings(
    pool: &DbPool,
    tid: &str,
    after_round: Option<u32>,
    lang: Lang,
) -> Result<StandingsExplanationResponse, Error> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let state = TournamentState::load(conn, t)?;
        let history = engine_bridge::history(&state, None)?;
        let options = StandingsOptions {
            after_round,
            ..StandingsOptions::default()
        };
        let computed = standings::compute(&history, &options)
            .map_err(|e| engine_errors::standings_error(&e))?;
        let ties = explain::explain_standings(&history, &computed);
        Ok(StandingsExplanationResponse::new(
            &history,
            computed.after_round,
            &ties,
            lang,
        ))
    })
}

//! Tournaments: create, list, get, edit, finish, delete (the import is
//! [`super::document::import`]).

use crate::detail;
use crate::service::Code;
use crate::service::caller::{Caller, Scope};
use crate::service::error::Error;
use crate::service::views::audit::AuditAction;
use crate::service::views::payloads;
use crate::service::views::players::{
    NewTournament, Recommendation, Tournament, TournamentPage, TournamentPatch, TournamentQuery,
};
use crate::store::models::{NewTournament as NewRow, TournamentRow};
use crate::store::{self, DbConnection, DbPool};

use planesforge_engine::lifecycle::{self, Command, RefusalCode, TopCut, TournamentStatus};

use super::lifecycle::Stage;
use super::state::TournamentState;
use super::{
    audit, engine_bridge, find_tournament, lock_owned, new_id, page_params, timestamp, transaction,
    valid_name,
};

/// Most Swiss rounds a tournament may plan, and may pair.
pub const MAX_PLANNED_ROUNDS: u32 = lifecycle::MAX_SWISS_ROUNDS;

fn planned_rounds(value: u32) -> Result<i32, Error> {
    if (1..=MAX_PLANNED_ROUNDS).contains(&value) {
        Ok(value as i32)
    } else {
        Err(super::lifecycle::refusal(
            RefusalCode::InvalidPlannedRounds { value },
        ))
    }
}

fn top_cut_setting(value: Option<u32>) -> Result<Option<i32>, Error> {
    match value {
        Some(v) if !lifecycle::valid_top_cut(v) => {
            Err(super::lifecycle::refusal(RefusalCode::InvalidTopCut {
                value: v,
            }))
        }
        Some(v) => Ok(Some(v as i32)),
        None => Ok(None),
    }
}

/// The `language` setting: one of the catalogue languages by its exact
/// code (`de`, not `DE` or `de-AT`), else `422 invalid_language`.
fn language_setting(value: Option<&str>) -> Result<Option<String>, Error> {
    value
        .map(|v| {
            crate::i18n::Lang::from_code(v)
                .map(|l| l.code().to_owned())
                .ok_or_else(|| {
                    let codes: Vec<&str> =
                        crate::i18n::Lang::ALL.iter().map(|l| l.code()).collect();
                    Error::new(
                        Code::InvalidLanguage,
                        detail!(
                            "error-invalid-language",
                            value = v,
                            codes = codes.join(", ")
                        ),
                    )
                })
        })
        .transpose()
}

/// `POST /api/v1/tournaments`
pub fn create(pool: &DbPool, caller: &Caller, input: NewTournament) -> Result<Tournament, Error> {
    caller.require(Scope::Full)?;
    let name = valid_name("tournament", &input.name)?;
    let planned_rounds = input.planned_rounds.map(planned_rounds).transpose()?;
    let top_cut = top_cut_setting(input.top_cut)?;
    let language = language_setting(input.language.as_deref())?;
    let details = super::details::tournament(&input.details, &Default::default(), "")?;
    let id = new_id();
    transaction(pool, |conn| {
        let created_at = conn.now();
        store::tournaments::insert(
            conn,
            &NewRow {
                id: id.clone(),
                organizer_id: caller.id.clone(),
                name,
                planned_rounds,
                version: 0,
                created_at,
                status: TournamentStatus::Registration,
                top_cut,
                language,
                details,
            },
        )?;
        let row = find_tournament(conn, &id)?;
        to_api(conn, &row)
    })
}

/// `GET /api/v1/tournaments/{tid}`
pub fn get(pool: &DbPool, tid: &str) -> Result<Tournament, Error> {
    transaction(pool, |conn| {
        let row = find_tournament(conn, tid)?;
        to_api(conn, &row)
    })
}

/// `GET /api/v1/tournaments`: oldest first, `limit` default 20, max 100.
pub fn list(pool: &DbPool, query: &TournamentQuery) -> Result<TournamentPage, Error> {
    let (limit, after) = page_params(query.limit, query.cursor.as_deref(), 20, 100)?;
    let bad = |detail| Error::new(Code::InvalidQuery, detail);
    let status = match query.status.as_deref() {
        None => None,
        Some(s) => Some(
            TournamentStatus::parse(s)
                .ok_or_else(|| bad(detail!("error-filter-status", value = format!("{s:?}"))))?,
        ),
    };
    let newest_first = match query.order.as_deref() {
        None | Some("asc") => false,
        Some("desc") => true,
        Some(o) => {
            return Err(bad(detail!("error-filter-order", value = format!("{o:?}"))));
        }
    };
    let since = match query.since.as_deref() {
        None => None,
        Some(s) => Some(
            chrono::DateTime::parse_from_rfc3339(s)
                .map_err(|_| bad(detail!("error-filter-since", value = format!("{s:?}"))))?
                .naive_utc(),
        ),
    };
    let filter = store::tournaments::Filter {
        organizer_id: query.organizer_id.as_deref(),
        status,
        since,
        newest_first,
        cursor: query.cursor.is_some().then_some(after),
    };
    transaction(pool, |conn| {
        let rows = store::tournaments::page(conn, &filter, limit + 1)?;
        let more = rows.len() as i64 > limit;
        let rows = &rows[..rows.len().min(limit as usize)];
        let items = rows
            .iter()
            .map(|r| to_api(conn, r))
            .collect::<Result<Vec<_>, _>>()?;
        let next_cursor = if more {
            rows.last().map(|r| r.seq.to_string())
        } else {
            None
        };
        Ok(TournamentPage { items, next_cursor })
    })
}

/// The API shape, with counts, status and the engine's recommendation
/// (two queries: the players' drops, the rounds' numbers and states).
pub fn to_api(conn: &mut DbConnection, t: &TournamentRow) -> Result<Tournament, Error> {
    // Players see published rounds only; a round being paired is not yet
    // "current" (RULES.md §6).
    let (drops, current_round) =
        store::tournaments::drops_and_current_round(conn, &t.id, Stage::Pairing)?;
    let player_count = drops.len() as u32;
    let active_player_count = drops.iter().filter(|d| d.is_none()).count() as u32;
    Ok(Tournament {
        id: t.id.clone(),
        name: t.name.clone(),
        organizer_id: t.organizer_id.clone(),
        status: t.status,
        planned_rounds: t.planned_rounds.map(|p| p as u32),
        top_cut: t.top_cut.map(|c| c as u32),
        language: t.language.clone(),
        current_round: current_round.map_or(0, |n| n as u32),
        player_count,
        active_player_count,
        recommendation: recommendation(player_count),
        created_at: timestamp(t.created_at),
        self_reporting: t.self_reporting,
        details: super::details::shown(&t.details),
    })
}

/// The engine's recommendation for `players` players (RULES.md §7).
fn recommendation(players: u32) -> Recommendation {
    let r = engine_bridge::recommendation(players);
    Recommendation {
        swiss_rounds: r.swiss_rounds,
        swiss_rounds_with_draft_playoff: r.swiss_rounds_with_draft_playoff,
        top_cut: r.top_cut,
        min_rounds: r.min_rounds,
        comfortable_rounds: r.comfortable_rounds,
    }
}

/// `PATCH /api/v1/tournaments/{tid}`: name, planned rounds, intended top
/// cut, language of the printed sheets (RULES.md §6 "Edits"); each change
/// is decided by the state machine, audit-logged with before and after,
/// and announced as
/// `tournament.updated`. An empty patch changes nothing and is not logged.
pub fn update(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    patch: TournamentPatch,
) -> Result<Tournament, Error> {
    let name = patch
        .name
        .as_deref()
        .map(|n| valid_name("tournament", n))
        .transpose()?;
    let language = patch
        .language
        .as_ref()
        .map(|l| language_setting(l.as_deref()))
        .transpose()?;
    transaction(pool, |conn| {
        let t = lock_owned(conn, tid, caller)?;
        let state = TournamentState::load(conn, t.clone())?;
        let snapshot = super::lifecycle::snapshot(&state)?;
        let mut commands = Vec::new();
        if name.as_ref().is_some_and(|n| *n != t.name) {
            commands.push(Command::RenameTournament);
        }
        if let Some(p) = patch
            .planned_rounds
            .filter(|p| Some(*p as i32) != t.planned_rounds)
        {
            commands.push(Command::SetPlannedRounds(p));
        }
        if let Some(c) = patch.top_cut.filter(|c| c.map(|v| v as i32) != t.top_cut) {
            commands.push(Command::SetTopCut(TopCut::from_stored(c)));
        }
        if language.as_ref().is_some_and(|l| *l != t.language) {
            commands.push(Command::SetLanguage);
        }
        let details = super::details::tournament(&patch.details, &t.details, "")?;
        let details_changed = details != t.details;
        let self_reporting = patch.self_reporting.filter(|on| *on != t.self_reporting);
        if self_reporting.is_some() || details_changed {
            // A setting of the service like the language: the engine only
            // decides whether the tournament may still change.
            commands.push(Command::SetLanguage);
        }
        let mut decision = None;
        for c in &commands {
            decision = Some(super::lifecycle::decide(&snapshot, c)?);
        }
        let Some(decision) = decision else {
            return to_api(conn, &t);
        };
        let new_name = name.clone().unwrap_or_else(|| t.name.clone());
        let new_planned = patch.planned_rounds.map(|p| p as i32).or(t.planned_rounds);
        let new_cut = match patch.top_cut {
            Some(c) => c.map(|v| v as i32),
            None => t.top_cut,
        };
        let new_language = language.unwrap_or_else(|| t.language.clone());
        store::tournaments::update_settings(
            conn,
            tid,
            &new_name,
            new_planned,
            new_cut,
            new_language.as_deref(),
        )?;
        let new_self_reporting = self_reporting.unwrap_or(t.self_reporting);
        if self_reporting.is_some() {
            super::reports::set_self_reporting(conn, tid, new_self_reporting)?;
        }
        if details_changed {
            store::tournaments::set_details(conn, tid, &details)?;
        }
        let (before_details, after_details) = (
            super::details::shown(&t.details),
            super::details::shown(&details),
        );
        audit::record(
            conn,
            tid,
            caller,
            AuditAction::TournamentUpdated,
            None,
            serde_json::json!({
                "before": {"name": t.name, "planned_rounds": t.planned_rounds, "top_cut": t.top_cut, "language": t.language, "self_reporting": t.self_reporting, "details": before_details},
                "after": {"name": new_name, "planned_rounds": new_planned, "top_cut": new_cut, "language": new_language, "self_reporting": new_self_reporting, "details": after_details},
            }),
        )?;
        let row = find_tournament(conn, tid)?;
        let out = to_api(conn, &row)?;
        let data = payloads::TournamentData {
            tournament: out.clone(),
        };
        super::lifecycle::apply(conn, caller, &row, None, &decision, true, |_, _| {
            Ok(Some(data.clone().into()))
        })?;
        Ok(out)
    })
}

/// `POST …/finish` (RULES.md §6 "Finishing"): after the Swiss rounds, for
/// a tournament that wants no top cut; sends `tournament.finished` with
/// the final standings.
pub fn finish(pool: &DbPool, caller: &Caller, tid: &str) -> Result<Tournament, Error> {
    transaction(pool, |conn| {
        let t = lock_owned(conn, tid, caller)?;
        let state = TournamentState::load(conn, t.clone())?;
        let decision = super::lifecycle::decide_on(&state, &Command::Finish)?;
        super::lifecycle::apply(conn, caller, &t, None, &decision, true, |_, _| Ok(None))?;
        let row = find_tournament(conn, tid)?;
        to_api(conn, &row)
    })
}

/// `POST …/reopen` (RULES.md §6 "Finished is final"): a finished
/// tournament returns to the state it finished from (`top_cut` when its
/// latest round is a playoff round, else `swiss`; derived by the engine),
/// so that corrections work again; finishing again (`finish`, or a
/// correction of the final's result) sends a new `tournament.finished`
/// with the final standings derived again. Audit-logged
/// `tournament_reopened`; event `tournament.reopened`. 409
/// `tournament_not_finished` for a tournament that is not finished.
pub fn reopen(pool: &DbPool, caller: &Caller, tid: &str) -> Result<Tournament, Error> {
    transaction(pool, |conn| {
        // Not `lock_owned`: that one refuses a finished tournament.
        let t = super::lock_tournament(conn, tid)?;
        super::require_owner(&t, caller)?;
        caller.require(Scope::Full)?;
        let state = TournamentState::load(conn, t.clone())?;
        let decision = super::lifecycle::decide_on(&state, &Command::Reopen)?;
        super::lifecycle::store_status(conn, &t, &decision)?;
        super::audit::record(
            conn,
            tid,
            caller,
            AuditAction::TournamentReopened,
            None,
            serde_json::json!({ "before": t.status, "after": decision.status }),
        )?;
        let row = find_tournament(conn, tid)?;
        let out = to_api(conn, &row)?;
        let data = payloads::TournamentData {
            tournament: out.clone(),
        };
        super::lifecycle::emit(conn, &row, None, &decision, true, |_, _| {
            Ok(Some(data.clone().into()))
        })?;
        Ok(out)
    })
}

/// `DELETE /api/v1/tournaments/{tid}` (RULES.md §6 "Edits"): the
/// tournament with its rounds, players, audit log and pending webhook
/// deliveries; `tournament.deleted` is queued first (to the organizer's
/// endpoints for all tournaments: those registered for this one go with
/// it).
pub fn delete(pool: &DbPool, caller: &Caller, tid: &str) -> Result<(), Error> {
    transaction(pool, |conn| {
        let t = lock_owned(conn, tid, caller)?;
        let state = TournamentState::load(conn, t.clone())?;
        let decision = super::lifecycle::decide_on(&state, &Command::Delete)?;
        let tournament = to_api(conn, &t)?;
        super::webhooks::discard_pending(conn, tid)?;
        super::lifecycle::apply(conn, caller, &t, None, &decision, true, |_, _| {
            Ok(Some(
                payloads::TournamentData {
                    tournament: tournament.clone(),
                }
                .into(),
            ))
        })?;
        Ok(store::tournaments::delete(conn, tid)?)
    })
}

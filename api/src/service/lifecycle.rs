//! The road into the engine's state machine (RULES.md §6,
//! [`planesforge_engine::lifecycle`]): stored rows → [`Snapshot`] →
//! [`decide`](lifecycle::decide) → the status to store, the warnings to
//! show and the events to send. Nothing here decides; it translates.

use planesforge_engine::RoundKind;
use planesforge_engine::lifecycle::{
    self, Command, Decision, RefusalCode, RoundInfo, Snapshot, TopCut, TournamentStatus,
};
pub use planesforge_engine::lifecycle::{Event, RoundState as Stage};

use crate::service::error::Error;
use crate::service::tx::Tx;
use crate::service::views::audit::AuditAction;
use crate::service::views::payloads::{self, Payload};
use crate::service::views::rounds::Warning;
use crate::store::DbConnection;
use crate::store::models::TournamentRow;

use super::state::{RoundState, TournamentState, count};

/// The stored intended top cut of `t`.
pub fn top_cut(t: &TournamentRow) -> TopCut {
    TopCut::from_stored(t.top_cut.and_then(|c| u32::try_from(c).ok()))
}

/// What the state machine needs to know of `r`.
pub fn round_info(r: &RoundState) -> Result<RoundInfo, Error> {
    let real = r.pairings.iter().filter(|p| p.player_b.is_some()).count();
    Ok(RoundInfo {
        number: r.number(),
        kind: r.row.kind,
        state: r.stage(),
        tables: count(real)?,
        missing_results: count(r.missing_results())?,
    })
}

/// The snapshot of a fully loaded tournament.
pub fn snapshot(state: &TournamentState) -> Result<Snapshot, Error> {
    let t = &state.tournament;
    let swiss = state
        .rounds
        .iter()
        .filter(|r| r.row.kind == RoundKind::Swiss)
        .count();
    let active = state
        .players
        .iter()
        .filter(|p| p.dropped_after_round.is_none())
        .count();
    Ok(Snapshot {
        status: t.status,
        planned_rounds: t.planned_rounds.and_then(|p| u32::try_from(p).ok()),
        top_cut: top_cut(t),
        swiss_rounds: count(swiss)?,
        latest: state.latest().map(round_info).transpose()?,
        active_players: count(active)?,
    })
}

/// The problem for a refusal of the state machine.
pub fn refusal(code: RefusalCode) -> Error {
    crate::service::engine_errors::lifecycle_error(code)
}

/// 409 `tournament_finished` for a finished tournament: the check every
/// write runs right after taking the tournament's lock.
pub fn require_open(t: &TournamentRow) -> Result<(), Error> {
    lifecycle::accepts_writes(t.status)
        .map_err(|r| crate::service::engine_errors::lifecycle_error(r.code))
}

/// The engine's decision, or its refusal as a problem.
pub fn decide(snapshot: &Snapshot, command: &Command) -> Result<Decision, Error> {
    lifecycle::decide(snapshot, command)
        .map_err(|r| crate::service::engine_errors::lifecycle_error(r.code))
}

/// [`decide`] for a command that reads only the tournament's own fields
/// (status, settings): the player commands. Rounds are not loaded.
pub fn decide_on_row(t: &TournamentRow, command: &Command) -> Result<Decision, Error> {
    let snapshot = Snapshot {
        status: t.status,
        planned_rounds: t.planned_rounds.and_then(|p| u32::try_from(p).ok()),
        top_cut: top_cut(t),
        swiss_rounds: 0,
        latest: None,
        active_players: 0,
    };
    decide(&snapshot, command)
}

/// [`decide`] on a fully loaded tournament.
pub fn decide_on(state: &TournamentState, command: &Command) -> Result<Decision, Error> {
    decide(&snapshot(state)?, command)
}

/// Stores the status the decision ends in, when it changed.
pub fn store_status(
    conn: &mut DbConnection,
    t: &TournamentRow,
    decision: &Decision,
) -> Result<(), Error> {
    if decision.status != t.status {
        crate::store::rounds::set_tournament_status(conn, &t.id, decision.status)?;
    }
    Ok(())
}

/// Stores a round's new state (with the time it was published or
/// completed); returns that time.
pub fn store_round_state(
    conn: &mut Tx<'_>,
    tid: &str,
    n: u32,
    stage: Stage,
) -> Result<chrono::NaiveDateTime, Error> {
    let at = conn.now();
    crate::store::rounds::set_round_state(conn, tid, n as i32, stage, at)?;
    Ok(at)
}

/// The response warnings of a decision.
pub fn warnings(decision: &Decision) -> Vec<Warning> {
    decision
        .warnings
        .iter()
        .map(|w| match *w {
            lifecycle::Notice::LaterRoundsNotRepaired { round, latest } => Warning {
                code: w.code().to_owned(),
                table: None,
                message: format!(
                    "round {round} was corrected after round {latest} was paired: \
                     later rounds are not re-paired (see /book/en/integration.html#results)"
                ),
            },
        })
        .collect()
}

/// The webhook event of a lifecycle event, when webhooks carry it.
pub fn webhook_event(e: Event) -> Option<crate::worker::Event> {
    Some(match e {
        Event::RoundPublished => crate::worker::Event::RoundPublished,
        Event::RoundCompleted => crate::worker::Event::RoundCompleted,
        Event::StandingsUpdated => crate::worker::Event::StandingsUpdated,
        Event::TournamentFinished => crate::worker::Event::TournamentFinished,
        Event::TournamentUpdated => crate::worker::Event::TournamentUpdated,
        Event::TournamentDeleted => crate::worker::Event::TournamentDeleted,
        Event::TopCutCreated => crate::worker::Event::TopCutCreated,
        Event::PlayerAdded => crate::worker::Event::PlayerAdded,
        Event::PlayerDropped => crate::worker::Event::PlayerDropped,
        Event::PlayerReadmitted => crate::worker::Event::PlayerReadmitted,
        Event::PlayerRenamed => crate::worker::Event::PlayerRenamed,
        Event::RoundRepaired => crate::worker::Event::RoundRepaired,
        Event::RoundDeleted => crate::worker::Event::RoundDeleted,
        Event::RoundUnpublished => crate::worker::Event::RoundUnpublished,
        Event::PlayerRemoved => crate::worker::Event::PlayerRemoved,
        Event::TournamentReopened => crate::worker::Event::TournamentReopened,
        Event::RoundCreated => crate::worker::Event::RoundCreated,
        Event::RoundChanged => crate::worker::Event::RoundChanged,
    })
}

/// Stores a decision on tournament `t` (locked by this transaction): the
/// status it ends in, the new state of round `round` (audit-logged), and
/// its events: always to the event log, to webhook endpoints when `hooks`
/// says any may want them (`false` saves their look-up). `data` gives
/// an event's data; `None` takes the default (the round for round events,
/// the tournament for `tournament.updated`, the outcome for
/// `tournament.finished`).
pub fn apply(
    conn: &mut Tx<'_>,
    caller: &crate::service::caller::Caller,
    t: &TournamentRow,
    round: Option<u32>,
    decision: &Decision,
    hooks: bool,
    data: impl FnMut(&mut Tx<'_>, Event) -> Result<Option<Payload>, Error>,
) -> Result<(), Error> {
    record(conn, caller, t, round, decision)?;
    emit(conn, t, round, decision, hooks, data)
}

/// The first half of [`apply`]: the status, the round's new state and the
/// audit entries, no events yet (a caller that stores more before the
/// events are computed, such as a clock started at publish, then calls
/// [`emit`]).
pub fn record(
    conn: &mut Tx<'_>,
    caller: &crate::service::caller::Caller,
    t: &TournamentRow,
    round: Option<u32>,
    decision: &Decision,
) -> Result<(), Error> {
    store_status(conn, t, decision)?;
    if let (Some(n), Some(stage)) = (round, decision.round_state)
        && stage != Stage::Pairing
    {
        store_round_state(conn, &t.id, n, stage)?;
        let action = match stage {
            Stage::Published => AuditAction::RoundPublished,
            _ => AuditAction::RoundCompleted,
        };
        super::audit::record(conn, &t.id, caller, action, Some(n), serde_json::json!({}))?;
    }
    let finishes =
        decision.status == TournamentStatus::Finished && t.status != TournamentStatus::Finished;
    if finishes {
        super::audit::record(
            conn,
            &t.id,
            caller,
            AuditAction::TournamentFinished,
            round,
            serde_json::json!({}),
        )?;
    }
    Ok(())
}

/// The second half of [`apply`]: queues the decision's events.
pub fn emit(
    conn: &mut Tx<'_>,
    t: &TournamentRow,
    round: Option<u32>,
    decision: &Decision,
    hooks: bool,
    mut data: impl FnMut(&mut Tx<'_>, Event) -> Result<Option<Payload>, Error>,
) -> Result<(), Error> {
    // The live stream needs every event, so they are computed even when no
    // endpoint wants them.
    for &e in &decision.events {
        let Some(w) = webhook_event(e) else { continue };
        let value = match data(conn, e)? {
            Some(v) => v,
            None => default_data(conn, &t.id, e, round)?,
        };
        super::webhooks::enqueue_with(conn, t, w, value, hooks)?;
    }
    Ok(())
}

fn default_data(
    conn: &mut DbConnection,
    tid: &str,
    e: Event,
    round: Option<u32>,
) -> Result<Payload, Error> {
    Ok(match e {
        Event::RoundPublished
        | Event::RoundCompleted
        | Event::RoundCreated
        | Event::RoundChanged => match round {
            Some(n) => payloads::RoundData {
                round: RoundState::load(conn, tid, n)?.to_api()?,
            }
            .into(),
            None => payloads::Empty {}.into(),
        },
        Event::StandingsUpdated => payloads::StandingsUpdated { round }.into(),
        Event::TournamentFinished => finished_data(conn, tid)?.into(),
        _ => {
            let t = super::find_tournament(conn, tid)?;
            payloads::TournamentData {
                tournament: super::tournaments::to_api(conn, &t)?,
            }
            .into()
        }
    })
}

/// The data of `tournament.finished`: the tournament, its champion (when it
/// had a top cut) and its final standings.
pub fn finished_data(
    conn: &mut DbConnection,
    tid: &str,
) -> Result<payloads::TournamentFinished, Error> {
    let t = super::find_tournament(conn, tid)?;
    let tournament = super::tournaments::to_api(conn, &t)?;
    let state = TournamentState::load(conn, t)?;
    let champion = super::topcut::champion(&state)?;
    let history = super::engine_bridge::history(&state, None)?;
    let computed = planesforge_engine::standings::compute(
        &history,
        &planesforge_engine::StandingsOptions::default(),
    )
    .map_err(|e| Error::Internal(format!("final standings: {e}")))?;
    let fin = super::standings::final_standings(&state, &history, &computed, None)?;
    Ok(payloads::TournamentFinished {
        tournament,
        champion,
        standings: crate::service::views::standings::StandingsResponse::with_final(
            &history,
            &computed,
            fin.as_ref(),
        ),
    })
}

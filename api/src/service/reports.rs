//! Player self-reporting (RULES.md §12): a player reports the result of
//! their match in the current round from their own side, confirms their
//! opponent's report, or drops themselves. Each is one transaction that
//! takes the tournament's lock first; the engine
//! ([`planesforge_engine::reports`]) decides every transition, and an
//! agreed result is entered through the organizer's own path
//! ([`super::rounds::enter_agreed`]), with the player as the actor.
//!
//! Refusals: a finished tournament `409 tournament_finished`; self-reporting
//! switched off `409 self_reporting_off` (a state of the tournament, like
//! being finished, not a missing permission: the code is authentic); no
//! match in a published round `409 no_open_match`; a match that has its
//! result `409 result_already_entered`; a dispute `409 report_disputed`;
//! the bye `422 bye_has_no_result`; a drawn playoff report `422
//! playoff_draw`.

use planesforge_engine::reports::{
    self as rules, Match, ReportError, ReportState, ReportStatus as Status, Side,
};
use planesforge_engine::{MatchResult as EngineResult, RoundKind};

use crate::detail;
use crate::service::Code;
use crate::service::caller::Caller;
use crate::service::error::Error;
use crate::service::tx::Tx;
use crate::service::views::audit::AuditAction;
use crate::service::views::payloads;
use crate::service::views::players::Player;
use crate::service::views::reports::{MyReport, TableReports};
use crate::service::views::rounds::MatchResult;
use crate::store::models::{MatchReportRow, PairingRow, RoundRow, TournamentRow};
use crate::store::{self, DbConnection, DbPool};
use crate::worker::Event;

use super::{audit, transaction};

/// A stored result text, `w-l-d`.
fn format(r: EngineResult) -> String {
    format!("{}-{}-{}", r.wins(), r.losses(), r.draws())
}

fn parse(s: &str) -> Result<EngineResult, Error> {
    let bad = || Error::Internal(format!("stored report {s:?} is not a result"));
    let mut parts = s.split('-').map(|p| p.parse::<u32>().map_err(|_| bad()));
    let (Some(w), Some(l), Some(d), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(bad());
    };
    EngineResult::new(w?, l?, d?).map_err(|_| bad())
}

fn view(r: EngineResult) -> MatchResult {
    MatchResult::from(r)
}

fn engine(r: MatchResult) -> Result<EngineResult, Error> {
    r.to_engine(RoundKind::Swiss)
        .map_err(|e| crate::service::engine_errors::result_error(&e))
}

fn pairing_result(p: &PairingRow) -> Option<EngineResult> {
    match (p.wins, p.losses, p.draws) {
        (Some(_), Some(_), Some(_)) if p.double_loss => Some(EngineResult::DOUBLE_LOSS),
        (Some(w), Some(l), Some(d)) => EngineResult::new(
            u32::try_from(w).ok()?,
            u32::try_from(l).ok()?,
            u32::try_from(d).ok()?,
        )
        .ok(),
        _ => None,
    }
}

/// The report state of a table from its stored reports and result.
fn state_of(p: &PairingRow, row: Option<&MatchReportRow>) -> Result<ReportState, Error> {
    if let Some(result) = pairing_result(p) {
        return Ok(match row {
            Some(r) if r.state == Status::Confirmed => ReportState::Confirmed { result },
            _ => ReportState::Settled { result },
        });
    }
    let Some(row) = row else {
        return Ok(ReportState::None);
    };
    let a = row.a_result.as_deref().map(parse).transpose()?;
    let b = row.b_result.as_deref().map(parse).transpose()?;
    Ok(match (row.state, a, b) {
        (Status::Disputed, Some(a), Some(b)) => ReportState::Disputed { a, b },
        (Status::Reported, Some(result), None) => ReportState::Reported {
            by: Side::A,
            result,
        },
        (Status::Reported, None, Some(result)) => ReportState::Reported {
            by: Side::B,
            result,
        },
        // A result removed under a confirmed or settled row cannot happen
        // (results are only replaced); read it as nothing reported.
        _ => ReportState::None,
    })
}

/// The report state of a table as a round shows it (`p`, its result
/// from `player_a`'s side) with its stored reports.
fn table_reports(
    p: &crate::service::views::rounds::Pairing,
    row: Option<&MatchReportRow>,
) -> Result<TableReports, Error> {
    let a = row
        .and_then(|r| r.a_result.as_deref())
        .map(parse)
        .transpose()?;
    let b = row
        .and_then(|r| r.b_result.as_deref())
        .map(parse)
        .transpose()?;
    let state = match (p.result, row) {
        (Some(_), Some(r)) if r.state == Status::Confirmed => Status::Confirmed,
        (Some(_), _) => Status::Settled,
        (None, Some(r)) if matches!(r.state, Status::Reported | Status::Disputed) => r.state,
        (None, _) => Status::None,
    };
    Ok(TableReports {
        state,
        player_a: a.map(view),
        player_b: b.map(view),
    })
}

/// Fills in the reports of every table of `round` (RULES.md §12): what its
/// owner sees. A round still being paired has none to show.
pub fn attach(
    conn: &mut DbConnection,
    tid: &str,
    round: &mut crate::service::views::rounds::Round,
) -> Result<(), Error> {
    if round.state == planesforge_engine::lifecycle::RoundState::Pairing {
        return Ok(());
    }
    let rows = store::reports::of_round(conn, tid, round.number as i32)?;
    attach_rows(round, &rows)
}

/// [`attach`] from the round's report rows as read (`rows`, all of one
/// round).
pub fn attach_rows(
    round: &mut crate::service::views::rounds::Round,
    rows: &[MatchReportRow],
) -> Result<(), Error> {
    if round.state == planesforge_engine::lifecycle::RoundState::Pairing {
        return Ok(());
    }
    for p in &mut round.pairings {
        let row = rows.iter().find(|r| r.table_number == p.table as i32);
        p.report = Some(table_reports(p, row)?);
    }
    Ok(())
}

/// The organizer entered the result of table `table` of round `n`: it
/// closes the table's report or dispute (RULES.md §12). `changed`: the
/// stored result changed (a table the players agreed on stays `confirmed`
/// when the organizer enters the same result again). `rows` are the
/// round's report rows as stored (read under the tournament's lock, or
/// kept by the round cache): a table without an open report needs no
/// statement, and `rows` are updated as the database is.
pub fn organizer_entered(
    conn: &mut Tx<'_>,
    tid: &str,
    n: u32,
    table: u32,
    changed: bool,
    rows: &mut [MatchReportRow],
) -> Result<(), Error> {
    let Some(row) = rows
        .iter_mut()
        .find(|r| i64::from(r.table_number) == i64::from(table))
    else {
        return Ok(());
    };
    if row.state == Status::Settled || (!changed && row.state == Status::Confirmed) {
        return Ok(());
    }
    let at = conn.now();
    store::reports::settle(conn, tid, n as i32, table as i32, at)?;
    row.state = Status::Settled;
    row.updated_at = at;
    Ok(())
}

/// A player's match in the current round: the latest round that is not
/// being paired, their table there and their seat.
struct Seat {
    round: RoundRow,
    table: PairingRow,
    side: Side,
}

/// The player's seat in the current round, if they have one.
fn seat(conn: &mut DbConnection, tid: &str, pid: &str) -> Result<Option<Seat>, Error> {
    let rounds = store::rounds::rounds_of(conn, tid)?;
    // Only a published round is reported; the latest one that is not being
    // paired is the current round (the next is paired only once it is
    // completed: RULES.md §6).
    let Some(round) = rounds
        .into_iter()
        .rev()
        .find(|r| r.state != planesforge_engine::lifecycle::RoundState::Pairing)
    else {
        return Ok(None);
    };
    let tables = store::rounds::tables(conn, tid, round.number)?;
    let found = tables.into_iter().find_map(|p| {
        if p.player_a == pid {
            Some((p, Side::A))
        } else if p.player_b.as_deref() == Some(pid) {
            Some((p, Side::B))
        } else {
            None
        }
    });
    Ok(found.map(|(table, side)| Seat { round, table, side }))
}

fn no_open_match() -> Error {
    Error::new(Code::NoOpenMatch, detail!("error-no-open-match"))
}

/// The problem for the engine's refusal of a report or confirmation.
fn refusal(e: ReportError, table: u32) -> Error {
    match e {
        ReportError::Bye => Error::new(
            Code::ByeHasNoResult,
            detail!("error-bye-has-no-result", table = table),
        ),
        ReportError::InvalidResult(r) => crate::service::engine_errors::result_error(&r),
        ReportError::AlreadyEntered => Error::new(
            Code::ResultAlreadyEntered,
            detail!("error-result-already-entered"),
        ),
        ReportError::Disputed => Error::new(Code::ReportDisputed, detail!("error-report-disputed")),
        ReportError::NothingToConfirm => {
            Error::new(Code::NothingToConfirm, detail!("error-nothing-to-confirm"))
        }
        ReportError::OwnReport => Error::new(Code::OwnReport, detail!("error-own-report")),
    }
}

/// Locks tournament `tid` for a player's write (first statement), checks
/// it is open and accepts self-reporting, and finds the player.
fn lock_for_player(
    conn: &mut DbConnection,
    tid: &str,
    pid: &str,
) -> Result<(TournamentRow, Caller), Error> {
    let t = super::lock_tournament(conn, tid)?;
    super::lifecycle::require_open(&t)?;
    if !t.self_reporting {
        return Err(Error::new(
            Code::SelfReportingOff,
            detail!("error-self-reporting-off"),
        ));
    }
    let player = store::players::find(conn, tid, pid)?.ok_or_else(|| {
        Error::new(
            Code::PlayerNotFound,
            detail!("error-player-not-found", id = pid),
        )
    })?;
    Ok((t, Caller::player(&player.id, &player.name)))
}

/// What the player sees of their match after a write.
fn my_report(
    seat: &Seat,
    state: ReportState,
    row: Option<&MatchReportRow>,
) -> Result<MyReport, Error> {
    let side = seat.side;
    let read = |col: Option<&String>| col.and_then(|s| parse(s).ok()).map(|r| view(side.to_a(r)));
    let (mine, theirs) = match (row, side) {
        (Some(r), Side::A) => (read(r.a_result.as_ref()), read(r.b_result.as_ref())),
        (Some(r), Side::B) => (read(r.b_result.as_ref()), read(r.a_result.as_ref())),
        (None, _) => (None, None),
    };
    let m = Match {
        kind: seat.round.kind,
        bye: seat.table.player_b.is_none(),
    };
    Ok(MyReport {
        round: super::state::stored(seat.round.number)?,
        table: super::state::stored(seat.table.table_number)?,
        state: state.status(),
        mine,
        theirs,
        // `to_a` mirrors for player_b, which is also the way back.
        result: state.entered().map(|r| view(side.to_a(r))),
        // Nobody answered yet: report (or change one's own report); the
        // opponent's report may also be answered with another result.
        can_report: !m.bye && matches!(state, ReportState::None | ReportState::Reported { .. }),
        can_confirm: matches!(state, ReportState::Reported { by, .. } if by != side),
    })
}

/// What `pid` sees of their match in the current round (the `/me` view);
/// `None` when they have no table in a published round.
pub fn my_match(conn: &mut DbConnection, tid: &str, pid: &str) -> Result<Option<MyReport>, Error> {
    let Some(seat) = seat(conn, tid, pid)? else {
        return Ok(None);
    };
    let row = store::reports::find(conn, tid, seat.round.number, seat.table.table_number)?;
    let state = state_of(&seat.table, row.as_ref())?;
    Ok(Some(my_report(&seat, state, row.as_ref())?))
}

/// A report or a confirmation.
enum Action {
    Report(MatchResult),
    Confirm,
}

/// `POST /api/v1/me/report`: player `pid` reports `result` (`wins-losses-draws`
/// from their own side) for their match in the current round (RULES.md §12).
pub fn report(pool: &DbPool, tid: &str, pid: &str, result: MatchResult) -> Result<MyReport, Error> {
    transaction(pool, |conn| act(conn, tid, pid, Action::Report(result)))
}

/// `POST /api/v1/me/confirm`: player `pid` confirms their opponent's
/// report; the result is entered (RULES.md §12).
pub fn confirm(pool: &DbPool, tid: &str, pid: &str) -> Result<MyReport, Error> {
    transaction(pool, |conn| act(conn, tid, pid, Action::Confirm))
}

fn act(conn: &mut Tx<'_>, tid: &str, pid: &str, action: Action) -> Result<MyReport, Error> {
    let (t, caller) = lock_for_player(conn, tid, pid)?;
    let seat = seat(conn, tid, pid)?.ok_or_else(no_open_match)?;
    let (n, table) = (seat.round.number, seat.table.table_number);
    let table_u = super::state::stored(table)?;
    let n_u = super::state::stored(n)?;
    let m = Match {
        kind: seat.round.kind,
        bye: seat.table.player_b.is_none(),
    };
    let row = store::reports::find(conn, tid, n, table)?;
    let before = state_of(&seat.table, row.as_ref())?;
    let side = seat.side;
    let after = match &action {
        Action::Report(r) => rules::report(m, before, side, r.wins, r.losses, r.draws),
        Action::Confirm => rules::confirm(m, before, side),
    }
    .map_err(|e| refusal(e, table_u))?;
    // What this player now stands behind, from player_a's side: their
    // report, or the report they confirmed.
    let agreed_to = match (&action, after) {
        (Action::Report(r), _) => side.to_a(engine(*r)?),
        (Action::Confirm, ReportState::Confirmed { result }) => result,
        (Action::Confirm, _) => {
            return Err(Error::Internal("a confirmation that agreed nothing".into()));
        }
    };
    let at = conn.now();
    let mut stored = row.clone().unwrap_or(MatchReportRow {
        tournament_id: tid.to_owned(),
        round_number: n,
        table_number: table,
        state: after.status(),
        a_result: None,
        a_at: None,
        b_result: None,
        b_at: None,
        updated_at: at,
    });
    match side {
        Side::A => {
            stored.a_result = Some(format(agreed_to));
            stored.a_at = Some(at);
        }
        Side::B => {
            stored.b_result = Some(format(agreed_to));
            stored.b_at = Some(at);
        }
    }
    stored.state = after.status();
    stored.updated_at = at;
    store::reports::save(conn, &stored, row.is_some())?;

    let own = view(side.to_a(agreed_to));
    let (action_name, event_data) = match &action {
        Action::Report(_) => (
            AuditAction::ResultReported,
            payloads::ResultReported {
                round: n_u,
                table: table_u,
                player: pid.to_owned(),
                result: own,
                state: Some(after.status()),
            },
        ),
        Action::Confirm => (
            AuditAction::ResultConfirmed,
            payloads::ResultReported {
                round: n_u,
                table: table_u,
                player: pid.to_owned(),
                result: view(agreed_to),
                state: None,
            },
        ),
    };
    audit::record(
        conn,
        tid,
        &caller,
        action_name,
        Some(n_u),
        serde_json::to_value(&event_data)?,
    )?;
    if matches!(action, Action::Report(_)) {
        super::webhooks::enqueue(conn, &t, Event::ResultReported, event_data)?;
    }
    if let ReportState::Disputed { a, b } = after {
        let data = payloads::ResultDisputed {
            round: n_u,
            table: table_u,
            player_a: seat.table.player_a.clone(),
            player_b: seat.table.player_b.clone(),
            reports: payloads::DisputedReports {
                player_a: view(a),
                player_b: view(b),
            },
        };
        audit::record(
            conn,
            tid,
            &caller,
            AuditAction::ResultDisputed,
            Some(n_u),
            serde_json::to_value(&data)?,
        )?;
        super::webhooks::enqueue(conn, &t, Event::ResultDisputed, data)?;
    }
    if let ReportState::Confirmed { result } = after {
        // Entered exactly as the organizer's entry: standings.updated,
        // the round's completion, the audit entries (RULES.md §12).
        super::rounds::enter_agreed(conn, &caller, &t, true, n_u, table_u, view(result))?;
    }
    my_report(&seat, after, Some(&stored))
}

/// `POST /api/v1/me/drop`: player `pid` drops themselves from the next
/// round on (RULES.md §12, with the drop rules of §6 and §11); audit-logged
/// with the player as the actor.
pub fn self_drop(pool: &DbPool, tid: &str, pid: &str) -> Result<Player, Error> {
    transaction(pool, |conn| {
        let (t, caller) = lock_for_player(conn, tid, pid)?;
        super::players::drop_locked(conn, &caller, t, pid)
    })
}

/// Turns self-reporting of tournament `t` (locked by the caller) on or off.
pub fn set_self_reporting(conn: &mut DbConnection, tid: &str, on: bool) -> Result<(), Error> {
    Ok(store::reports::set_self_reporting(conn, tid, on)?)
}

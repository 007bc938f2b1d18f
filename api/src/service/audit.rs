//! The audit log: who changed what, when, in which round, before and after
//! (RULES.md §6).

use serde_json::Value;

use crate::service::caller::Caller;
use crate::service::error::Error;
use crate::service::error_code::Code;
use crate::service::tx::Tx;
use crate::service::views::audit::AuditAction;
use crate::service::views::players::{AuditEntry, AuditPage, AuditQuery};
use crate::store::models::NewAudit;
use crate::store::{self, DbPool};

use super::{find_tournament, page_params, require_owner, timestamp, transaction};
use crate::detail;

/// Appends an entry (inside the caller's transaction, at its instant).
pub fn record(
    conn: &mut Tx<'_>,
    tid: &str,
    caller: &Caller,
    action: AuditAction,
    round: Option<u32>,
    detail: Value,
) -> Result<(), Error> {
    let row = entry(conn.now(), tid, caller, action, round, detail)?;
    Ok(store::audit::insert(conn, &row)?)
}

/// The entry [`record`] appends, for a store function that writes it
/// together with the change it records; `at` is the transaction's instant
/// ([`Tx::now`]).
pub fn entry(
    at: chrono::NaiveDateTime,
    tid: &str,
    caller: &Caller,
    action: AuditAction,
    round: Option<u32>,
    detail: Value,
) -> Result<NewAudit, Error> {
    Ok(NewAudit {
        tournament_id: tid.to_owned(),
        at,
        actor: caller.id.clone(),
        action: action.as_str().to_owned(),
        round: round.map(super::state::column).transpose()?,
        detail: serde_json::to_string(&detail)?,
        actor_kind: caller.kind,
        via: caller.via,
    })
}

/// `GET …/audit-log` (owner only), oldest first, optionally only one
/// action's entries and one channel's (`400 invalid_query` for a value
/// that is neither).
pub fn list(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    query: &AuditQuery,
) -> Result<AuditPage, Error> {
    let (limit, after) = page_params(query.limit, query.cursor.as_deref(), 50, 500)?;
    let bad = |detail| Error::new(Code::InvalidQuery, detail);
    let action = match query.action.as_deref() {
        None => None,
        Some(a) => Some(
            AuditAction::ALL
                .iter()
                .copied()
                .find(|x| x.as_str() == a)
                .ok_or_else(|| bad(detail!("error-filter-action", value = format!("{a:?}"))))?,
        ),
    };
    let via = match query.via.as_deref() {
        None => None,
        Some(v) => Some(
            crate::service::caller::Via::parse(v)
                .ok_or_else(|| bad(detail!("error-filter-via", value = format!("{v:?}"))))?,
        ),
    };
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        require_owner(&t, caller)?;
        let only = store::audit::Only {
            action: action.map(AuditAction::as_str),
            via,
        };
        let rows = store::audit::page(conn, tid, after, limit + 1, only)?;
        let more = rows.len() as i64 > limit;
        let rows = &rows[..rows.len().min(limit as usize)];
        let items = rows
            .iter()
            .map(|(r, name)| {
                Ok(AuditEntry {
                    at: timestamp(r.at),
                    actor: r.actor.clone(),
                    actor_name: name.clone(),
                    actor_kind: r.actor_kind,
                    via: r.via,
                    action: r.action.clone(),
                    round: r.round.and_then(|n| u32::try_from(n).ok()),
                    detail: serde_json::from_str(&r.detail)?,
                })
            })
            .collect::<Result<Vec<_>, Error>>()?;
        let next_cursor = if more {
            rows.last().map(|(r, _)| r.seq.to_string())
        } else {
            None
        };
        Ok(AuditPage { items, next_cursor })
    })
}

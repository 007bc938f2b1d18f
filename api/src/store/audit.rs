//! The `audit_log` table.

use diesel::prelude::*;

use super::models::{AuditRow, NewAudit};
use super::schema::{audit_log, organizers, players};
use super::{DbConnection, StoreError};

/// Appends an entry.
pub fn insert(conn: &mut DbConnection, row: &NewAudit) -> Result<(), StoreError> {
    diesel::insert_into(audit_log::table)
        .values(row)
        .execute(conn)?;
    Ok(())
}

/// Which entries a page keeps: of one action, through one channel.
#[derive(Debug, Clone, Copy, Default)]
pub struct Only<'a> {
    pub action: Option<&'a str>,
    pub via: Option<planesforge_engine::reports::Via>,
}

/// At most `limit` entries of tournament `tid` after position `after`
/// that `only` keeps,
/// oldest first, each with its actor's name: the organizer's, or the
/// player's for an entry a player made with their code (RULES.md §12).
pub fn page(
    conn: &mut DbConnection,
    tid: &str,
    after: i64,
    limit: i64,
    only: Only<'_>,
) -> Result<Vec<(AuditRow, String)>, StoreError> {
    let mut query = audit_log::table
        .left_join(organizers::table.on(organizers::id.eq(audit_log::actor)))
        .left_join(
            players::table.on(players::id
                .eq(audit_log::actor)
                .and(audit_log::actor_kind.eq(planesforge_engine::reports::ActorKind::Player))),
        )
        .filter(audit_log::tournament_id.eq(tid))
        .filter(audit_log::seq.gt(after))
        .into_boxed();
    if let Some(action) = only.action {
        query = query.filter(audit_log::action.eq(action));
    }
    if let Some(via) = only.via {
        query = query.filter(audit_log::via.eq(via));
    }
    let rows: Vec<(AuditRow, Option<String>, Option<String>)> = query
        .order(audit_log::seq.asc())
        .limit(limit)
        .select((
            AuditRow::as_select(),
            organizers::name.nullable(),
            players::name.nullable(),
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(row, organizer, player)| {
            let name = player.or(organizer).unwrap_or_default();
            (row, name)
        })
        .collect())
}

//! The `tournaments` table: the lock every write takes first, reads,
//! inserts, edits and the deletion of a tournament with its children.

use diesel::prelude::*;

use super::models::{
    NewTournament, PairingRow, PlayerRow, RoundRow, TournamentDetails, TournamentRow,
};
use super::schema::{pairings, players, rounds, tournaments};
use super::{DbConnection, StoreError};

/// Bumps the `version` of tournament `tid` and returns its row (`None`
/// when it does not exist): one statement, `UPDATE … RETURNING`, which
/// takes the row lock on PostgreSQL and the write lock on SQLite (diesel's
/// `MultiConnection` has no `RETURNING`, so each backend runs its own).
pub fn lock(conn: &mut DbConnection, tid: &str) -> Result<Option<TournamentRow>, StoreError> {
    macro_rules! bump {
        ($c:expr) => {
            diesel::update(tournaments::table.filter(tournaments::id.eq(tid)))
                .set(tournaments::version.eq(tournaments::version + 1))
                .returning(TournamentRow::as_returning())
                .get_result($c)
                .optional()
        };
    }
    Ok(match conn {
        DbConnection::Postgresql(c) => bump!(c),
        DbConnection::Sqlite(c) => bump!(c),
    }?)
}

/// Whether the tournament's organizer has a webhook endpoint that may want
/// events of this tournament: an SQL expression over the `tournaments` row,
/// the same on both backends.
const HOOKS_EXIST: &str = "EXISTS (SELECT 1 FROM webhook_endpoints w \
     WHERE w.organizer_id = tournaments.organizer_id \
     AND (w.tournament_id IS NULL OR w.tournament_id = tournaments.id))";

/// [`lock`], and whether any webhook endpoint may receive events of the
/// tournament, in the same statement.
pub fn lock_with_hooks(
    conn: &mut DbConnection,
    tid: &str,
) -> Result<Option<(TournamentRow, bool)>, StoreError> {
    macro_rules! bump {
        ($c:expr) => {
            diesel::update(tournaments::table.filter(tournaments::id.eq(tid)))
                .set(tournaments::version.eq(tournaments::version + 1))
                .returning((
                    TournamentRow::as_returning(),
                    diesel::dsl::sql::<diesel::sql_types::Bool>(HOOKS_EXIST),
                ))
                .get_result::<(TournamentRow, bool)>($c)
                .optional()
        };
    }
    Ok(match conn {
        DbConnection::Postgresql(c) => bump!(c),
        DbConnection::Sqlite(c) => bump!(c),
    }?)
}

/// Tournament `tid`, without locking.
pub fn find(conn: &mut DbConnection, tid: &str) -> Result<Option<TournamentRow>, StoreError> {
    Ok(tournaments::table
        .filter(tournaments::id.eq(tid))
        .select(TournamentRow::as_select())
        .first(conn)
        .optional()?)
}

/// Stores a new tournament.
pub fn insert(conn: &mut DbConnection, row: &NewTournament) -> Result<(), StoreError> {
    diesel::insert_into(tournaments::table)
        .values(row)
        .execute(conn)?;
    Ok(())
}

/// At most `limit` tournaments created after position `after`, oldest
/// first.
pub fn page(
    conn: &mut DbConnection,
    filter: &Filter<'_>,
    limit: i64,
) -> Result<Vec<TournamentRow>, StoreError> {
    let mut q = tournaments::table.into_boxed();
    if let Some(o) = filter.organizer_id {
        q = q.filter(tournaments::organizer_id.eq(o));
    }
    if let Some(s) = filter.status {
        q = q.filter(tournaments::status.eq(s));
    }
    if let Some(at) = filter.since {
        q = q.filter(tournaments::created_at.ge(at));
    }
    q = match (filter.newest_first, filter.cursor) {
        (false, Some(c)) => q.filter(tournaments::seq.gt(c)),
        (true, Some(c)) => q.filter(tournaments::seq.lt(c)),
        (_, None) => q,
    };
    q = if filter.newest_first {
        q.order(tournaments::seq.desc())
    } else {
        q.order(tournaments::seq.asc())
    };
    Ok(q.limit(limit)
        .select(TournamentRow::as_select())
        .load(conn)?)
}

/// Which tournaments a page of the list holds (`GET /tournaments`).
#[derive(Debug, Clone, Default)]
pub struct Filter<'a> {
    /// Only this organizer's.
    pub organizer_id: Option<&'a str>,
    /// Only in this status.
    pub status: Option<planesforge_engine::lifecycle::TournamentStatus>,
    /// Only created at or after this instant.
    pub since: Option<chrono::NaiveDateTime>,
    /// Newest first (by creation), else oldest first.
    pub newest_first: bool,
    /// After this position in that order (the previous page's last).
    pub cursor: Option<i64>,
}

/// What a tournament's counts need: each player's `dropped_after_round`,
/// and the highest number of a round not in state `pairing` (its
/// stored name).
pub fn drops_and_current_round(
    conn: &mut DbConnection,
    tid: &str,
    pairing: planesforge_engine::lifecycle::RoundState,
) -> Result<(Vec<Option<i32>>, Option<i32>), StoreError> {
    let drops: Vec<Option<i32>> = players::table
        .filter(players::tournament_id.eq(tid))
        .select(players::dropped_after_round)
        .load(conn)?;
    let current: Option<i32> = rounds::table
        .filter(rounds::tournament_id.eq(tid))
        .filter(rounds::state.ne(pairing))
        .select(diesel::dsl::max(rounds::number))
        .first(conn)?;
    Ok((drops, current))
}

/// Sets the name, planned rounds and intended top cut of tournament `tid`.
pub fn update_settings(
    conn: &mut DbConnection,
    tid: &str,
    name: &str,
    planned_rounds: Option<i32>,
    top_cut: Option<i32>,
    language: Option<&str>,
) -> Result<(), StoreError> {
    diesel::update(tournaments::table.filter(tournaments::id.eq(tid)))
        .set((
            tournaments::name.eq(name),
            tournaments::planned_rounds.eq(planned_rounds),
            tournaments::top_cut.eq(top_cut),
            tournaments::language.eq(language),
        ))
        .execute(conn)?;
    Ok(())
}

/// Sets the event details of tournament `tid` (issue #23).
pub fn set_details(
    conn: &mut DbConnection,
    tid: &str,
    details: &TournamentDetails,
) -> Result<(), StoreError> {
    diesel::update(tournaments::table.filter(tournaments::id.eq(tid)))
        .set(details)
        .execute(conn)?;
    Ok(())
}

/// Deletes tournament `tid` with its pairings, rounds and players
/// (children first: pairings reference players without a cascade).
pub fn delete(conn: &mut DbConnection, tid: &str) -> Result<(), StoreError> {
    diesel::delete(pairings::table.filter(pairings::tournament_id.eq(tid))).execute(conn)?;
    diesel::delete(rounds::table.filter(rounds::tournament_id.eq(tid))).execute(conn)?;
    diesel::delete(players::table.filter(players::tournament_id.eq(tid))).execute(conn)?;
    diesel::delete(tournaments::table.filter(tournaments::id.eq(tid))).execute(conn)?;
    Ok(())
}

/// Stores an imported tournament's players, rounds and pairings.
pub fn insert_history(
    conn: &mut DbConnection,
    players_rows: &[PlayerRow],
    rounds_rows: &[RoundRow],
    pairings_rows: &[PairingRow],
) -> Result<(), StoreError> {
    super::insert_batch!(&mut *conn, players::table, players_rows)?;
    super::insert_batch!(&mut *conn, rounds::table, rounds_rows)?;
    super::insert_batch!(&mut *conn, pairings::table, pairings_rows)?;
    Ok(())
}

/// `organizer_id`'s tournaments, newest first: those created before the
/// one numbered `before` (`i64::MAX` for the first page), at most `limit`.
pub fn page_of_organizer(
    conn: &mut DbConnection,
    organizer_id: &str,
    before: i64,
    limit: i64,
) -> Result<Vec<TournamentRow>, StoreError> {
    Ok(tournaments::table
        .filter(tournaments::organizer_id.eq(organizer_id))
        .filter(tournaments::seq.lt(before))
        .order(tournaments::seq.desc())
        .limit(limit)
        .select(TournamentRow::as_select())
        .load(conn)?)
}

//! The round clock's statements (RULES.md §13): the tournament's clock
//! settings, a round's clock row and its extensions. Instants only; the
//! service derives the time left. Each runs inside the caller's
//! transaction.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::schema::{clock_extensions, round_clocks, rounds, tournaments};
use super::{DbConnection, StoreError};

/// A round's own clock.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = round_clocks, treat_none_as_null = true)]
pub struct ClockRow {
    pub tournament_id: String,
    pub round_number: i32,
    /// `None`: the round has no time limit.
    pub time_limit_s: Option<i32>,
    pub started_at: Option<NaiveDateTime>,
    pub paused_at: Option<NaiveDateTime>,
    pub paused_ms: i64,
}

/// An extension of a round (`table_number` `None`) or of one table.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = clock_extensions)]
pub struct ExtensionRow {
    pub tournament_id: String,
    pub round_number: i32,
    pub table_number: Option<i32>,
    pub at: NaiveDateTime,
    pub seconds: i32,
}

/// The tournament's clock settings: the default limit of its rounds in
/// seconds (`None`: no clock) and whether a clock starts at publish.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockSettings {
    pub round_time_limit_s: Option<i32>,
    pub starts_at_publish: bool,
}

/// The clock settings of tournament `tid`, if it exists.
pub fn settings(conn: &mut DbConnection, tid: &str) -> Result<Option<ClockSettings>, StoreError> {
    Ok(tournaments::table
        .filter(tournaments::id.eq(tid))
        .select((
            tournaments::round_time_limit_s,
            tournaments::clock_starts_at_publish,
        ))
        .first::<(Option<i32>, bool)>(conn)
        .optional()?
        .map(|(round_time_limit_s, starts_at_publish)| ClockSettings {
            round_time_limit_s,
            starts_at_publish,
        }))
}

/// Stores the clock settings of tournament `tid`.
pub fn set_settings(
    conn: &mut DbConnection,
    tid: &str,
    s: ClockSettings,
) -> Result<(), StoreError> {
    diesel::update(tournaments::table.filter(tournaments::id.eq(tid)))
        .set((
            tournaments::round_time_limit_s.eq(s.round_time_limit_s),
            tournaments::clock_starts_at_publish.eq(s.starts_at_publish),
        ))
        .execute(conn)?;
    Ok(())
}

/// When round `n` completed (its clock stopped then, RULES.md §13):
/// `None` while it is open or when there is no such round.
pub fn completed_at(
    conn: &mut DbConnection,
    tid: &str,
    n: i32,
) -> Result<Option<NaiveDateTime>, StoreError> {
    Ok(rounds::table
        .filter(rounds::tournament_id.eq(tid))
        .filter(rounds::number.eq(n))
        .select(rounds::completed_at)
        .first::<Option<NaiveDateTime>>(conn)
        .optional()?
        .flatten())
}

/// When each completed round of tournament `tid` completed, by number.
pub fn completed_ats(
    conn: &mut DbConnection,
    tid: &str,
) -> Result<Vec<(i32, NaiveDateTime)>, StoreError> {
    let rows: Vec<(i32, Option<NaiveDateTime>)> = rounds::table
        .filter(rounds::tournament_id.eq(tid))
        .filter(rounds::completed_at.is_not_null())
        .select((rounds::number, rounds::completed_at))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .filter_map(|(n, at)| Some((n, at?)))
        .collect())
}

/// Round `n`'s own clock, if it has one.
pub fn clock(conn: &mut DbConnection, tid: &str, n: i32) -> Result<Option<ClockRow>, StoreError> {
    Ok(round_clocks::table
        .filter(round_clocks::tournament_id.eq(tid))
        .filter(round_clocks::round_number.eq(n))
        .select(ClockRow::as_select())
        .first(conn)
        .optional()?)
}

/// The clocks of every round of tournament `tid` that has one.
pub fn clocks_of(conn: &mut DbConnection, tid: &str) -> Result<Vec<ClockRow>, StoreError> {
    Ok(round_clocks::table
        .filter(round_clocks::tournament_id.eq(tid))
        .order(round_clocks::round_number.asc())
        .select(ClockRow::as_select())
        .load(conn)?)
}

/// Inserts round `row.round_number`'s clock, or replaces it.
pub fn save(conn: &mut DbConnection, row: &ClockRow, exists: bool) -> Result<(), StoreError> {
    if exists {
        diesel::update(
            round_clocks::table
                .filter(round_clocks::tournament_id.eq(&row.tournament_id))
                .filter(round_clocks::round_number.eq(row.round_number)),
        )
        .set(row)
        .execute(conn)?;
    } else {
        diesel::insert_into(round_clocks::table)
            .values(row)
            .execute(conn)?;
    }
    Ok(())
}

/// The extensions of round `n` (the round's and its tables'), oldest
/// first.
pub fn extensions(
    conn: &mut DbConnection,
    tid: &str,
    n: i32,
) -> Result<Vec<ExtensionRow>, StoreError> {
    Ok(clock_extensions::table
        .filter(clock_extensions::tournament_id.eq(tid))
        .filter(clock_extensions::round_number.eq(n))
        .order(clock_extensions::seq.asc())
        .select(ExtensionRow::as_select())
        .load(conn)?)
}

/// The extensions of every round of tournament `tid`, oldest first.
pub fn extensions_of(conn: &mut DbConnection, tid: &str) -> Result<Vec<ExtensionRow>, StoreError> {
    Ok(clock_extensions::table
        .filter(clock_extensions::tournament_id.eq(tid))
        .order(clock_extensions::seq.asc())
        .select(ExtensionRow::as_select())
        .load(conn)?)
}

/// Stores an extension.
pub fn insert_extension(conn: &mut DbConnection, row: &ExtensionRow) -> Result<(), StoreError> {
    diesel::insert_into(clock_extensions::table)
        .values(row)
        .execute(conn)?;
    Ok(())
}

/// Round `n`'s clock back to not started (a round unpublished, RULES.md
/// §6): no start, no pause, no extension; its own time limit stays.
pub fn reset(conn: &mut DbConnection, tid: &str, n: i32) -> Result<(), StoreError> {
    diesel::delete(
        clock_extensions::table
            .filter(clock_extensions::tournament_id.eq(tid))
            .filter(clock_extensions::round_number.eq(n)),
    )
    .execute(conn)?;
    diesel::update(
        round_clocks::table
            .filter(round_clocks::tournament_id.eq(tid))
            .filter(round_clocks::round_number.eq(n)),
    )
    .set((
        round_clocks::started_at.eq(None::<NaiveDateTime>),
        round_clocks::paused_at.eq(None::<NaiveDateTime>),
        round_clocks::paused_ms.eq(0_i64),
    ))
    .execute(conn)?;
    Ok(())
}

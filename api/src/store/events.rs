//! The `tournament_events` table: every event of a tournament, numbered
//! 1, 2, 3, … per tournament (the live stream's `id:`), its replay, the
//! pruning of old events, and PostgreSQL's `NOTIFY` of a new one.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bool, Nullable, Text, Timestamp};

use super::schema::{tournament_events, tournaments};
use super::{DbConnection, StoreError};

/// The PostgreSQL channel an append notifies, with the tournament id as
/// payload; every process's listener `LISTEN`s on it.
pub const CHANNEL: &str = "planesforge_events";

/// One logged event.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = tournament_events)]
pub struct EventRow {
    pub tournament_id: String,
    pub seq: i64,
    pub event: String,
    pub body: String,
    pub owner_only: bool,
    pub public_body: Option<String>,
    pub created_at: NaiveDateTime,
}

/// An event to append.
#[derive(Debug, Clone, Copy)]
pub struct NewEvent<'a> {
    pub event: &'a str,
    /// The JSON envelope.
    pub body: &'a str,
    pub owner_only: bool,
    /// The envelope readers other than the owner get, when it differs.
    pub public_body: Option<&'a str>,
    pub created_at: NaiveDateTime,
}

#[derive(QueryableByName)]
struct Appended {
    #[diesel(sql_type = BigInt)]
    seq: i64,
}

/// Appends an event to tournament `tid`'s log (which the caller locked)
/// and returns its number. On PostgreSQL one statement bumps the counter
/// and inserts the row; on SQLite two. No `NOTIFY` here: a transaction
/// that notifies takes a database-wide lock from its commit's start to its
/// end, which would serialize every write's commit (and its WAL flush);
/// the listener connection notifies after the commit instead
/// ([`Listener::notify`]).
pub fn append(conn: &mut DbConnection, tid: &str, e: NewEvent<'_>) -> Result<i64, StoreError> {
    match conn {
        DbConnection::Postgresql(c) => {
            let row: Appended = diesel::sql_query(
                "WITH c AS (UPDATE tournaments SET event_seq = event_seq + 1 \
                            WHERE id = $1 RETURNING event_seq) \
                 INSERT INTO tournament_events \
                     (tournament_id, seq, event, body, owner_only, public_body, created_at) \
                 SELECT $1, event_seq, $2, $3, $4, $5, $6 FROM c RETURNING seq",
            )
            .bind::<Text, _>(tid)
            .bind::<Text, _>(e.event)
            .bind::<Text, _>(e.body)
            .bind::<Bool, _>(e.owner_only)
            .bind::<Nullable<Text>, _>(e.public_body)
            .bind::<Timestamp, _>(e.created_at)
            .get_result(c)?;
            Ok(row.seq)
        }
        DbConnection::Sqlite(c) => {
            let seq: i64 = diesel::update(tournaments::table.filter(tournaments::id.eq(tid)))
                .set(tournaments::event_seq.eq(tournaments::event_seq + 1))
                .returning(tournaments::event_seq)
                .get_result(c)?;
            diesel::insert_into(tournament_events::table)
                .values((
                    tournament_events::tournament_id.eq(tid),
                    tournament_events::seq.eq(seq),
                    tournament_events::event.eq(e.event),
                    tournament_events::body.eq(e.body),
                    tournament_events::owner_only.eq(e.owner_only),
                    tournament_events::public_body.eq(e.public_body),
                    tournament_events::created_at.eq(e.created_at),
                ))
                .execute(c)?;
            Ok(seq)
        }
    }
}

/// The number of tournament `tid`'s last committed event (0 before the
/// first); `None` when the tournament does not exist.
pub fn latest(conn: &mut DbConnection, tid: &str) -> Result<Option<i64>, StoreError> {
    Ok(tournaments::table
        .filter(tournaments::id.eq(tid))
        .select(tournaments::event_seq)
        .first(conn)
        .optional()?)
}

/// The number of the oldest event of `tid` still in the log.
pub fn oldest(conn: &mut DbConnection, tid: &str) -> Result<Option<i64>, StoreError> {
    Ok(tournament_events::table
        .filter(tournament_events::tournament_id.eq(tid))
        .select(diesel::dsl::min(tournament_events::seq))
        .first::<Option<i64>>(conn)?)
}

/// The events of `tid` after number `after`, oldest first, at most `limit`.
pub fn after(
    conn: &mut DbConnection,
    tid: &str,
    after: i64,
    limit: i64,
) -> Result<Vec<EventRow>, StoreError> {
    Ok(tournament_events::table
        .filter(tournament_events::tournament_id.eq(tid))
        .filter(tournament_events::seq.gt(after))
        .order(tournament_events::seq.asc())
        .limit(limit)
        .select(EventRow::as_select())
        .load(conn)?)
}

/// A page of `tid`'s events after number `after` and up to `until`, oldest
/// first: at most `rows` events, and no more than `bytes` of bodies (their
/// characters, both copies counted) except that the first is always taken.
/// Two statements: the sizes of the next `rows` events, then the events
/// that fit, so no more than that is ever read into memory.
pub fn page(
    conn: &mut DbConnection,
    tid: &str,
    after: i64,
    until: i64,
    rows: i64,
    bytes: i64,
) -> Result<Vec<EventRow>, StoreError> {
    let sizes: Vec<(i64, i64)> = tournament_events::table
        .filter(tournament_events::tournament_id.eq(tid))
        .filter(tournament_events::seq.gt(after))
        .filter(tournament_events::seq.le(until))
        .order(tournament_events::seq.asc())
        .limit(rows)
        .select((
            tournament_events::seq,
            diesel::dsl::sql::<BigInt>(
                "CAST(LENGTH(body) + COALESCE(LENGTH(public_body), 0) AS BIGINT)",
            ),
        ))
        .load(conn)?;
    let mut total = 0i64;
    let mut last = None;
    for (seq, size) in sizes {
        total = total.saturating_add(size);
        if last.is_some() && total > bytes {
            break;
        }
        last = Some(seq);
    }
    let Some(last) = last else {
        return Ok(Vec::new());
    };
    Ok(tournament_events::table
        .filter(tournament_events::tournament_id.eq(tid))
        .filter(tournament_events::seq.gt(after))
        .filter(tournament_events::seq.le(last))
        .order(tournament_events::seq.asc())
        .select(EventRow::as_select())
        .load(conn)?)
}

/// Deletes the events created before `before`, and every event of a
/// deleted tournament created before `gone_before` (by then the open
/// streams have read its `tournament.deleted`); returns how many went.
pub fn prune(
    conn: &mut DbConnection,
    before: NaiveDateTime,
    gone_before: NaiveDateTime,
) -> Result<usize, StoreError> {
    let old =
        diesel::delete(tournament_events::table.filter(tournament_events::created_at.lt(before)))
            .execute(conn)?;
    let gone = diesel::delete(
        tournament_events::table
            .filter(tournament_events::created_at.lt(gone_before))
            .filter(diesel::dsl::not(diesel::dsl::exists(
                tournaments::table.filter(tournaments::id.eq(tournament_events::tournament_id)),
            ))),
    )
    .execute(conn)?;
    Ok(old + gone)
}

/// A dedicated PostgreSQL connection that `LISTEN`s on [`CHANNEL`] (not
/// pooled: it sits in `LISTEN` for the life of the process).
pub struct Listener {
    conn: diesel::PgConnection,
    /// This connection's server process: the notifications it sent itself
    /// come back to it, and are skipped.
    backend_pid: i32,
}

#[derive(QueryableByName)]
struct BackendPid {
    #[diesel(sql_type = diesel::sql_types::Integer)]
    pid: i32,
}

impl Listener {
    /// Connects to `url` and starts listening.
    pub fn connect(url: &str) -> Result<Listener, StoreError> {
        let mut conn = diesel::PgConnection::establish(url)
            .map_err(|e| StoreError::Unavailable(e.to_string()))?;
        diesel::sql_query(format!("LISTEN {CHANNEL}")).execute(&mut conn)?;
        let me: BackendPid =
            diesel::sql_query("SELECT pg_backend_pid() AS pid").get_result(&mut conn)?;
        Ok(Listener {
            conn,
            backend_pid: me.pid,
        })
    }

    /// `NOTIFY`s [`CHANNEL`] once for each of `tids` (committed events of
    /// this process), in one statement.
    pub fn notify(&mut self, tids: &[String]) -> Result<(), StoreError> {
        #[derive(QueryableByName)]
        struct Sent {
            #[diesel(sql_type = BigInt)]
            _n: i64,
        }
        let _: Sent = diesel::sql_query(
            "SELECT count(pg_notify('planesforge_events', t)) AS _n FROM unnest($1::text[]) AS t",
        )
        .bind::<diesel::sql_types::Array<Text>, _>(tids)
        .get_result(&mut self.conn)?;
        Ok(())
    }

    /// The payloads (tournament ids) of the notifications received so far;
    /// does not wait. An error means the connection is gone.
    pub fn received(&mut self) -> Result<Vec<String>, StoreError> {
        let mut out = Vec::new();
        for n in self.conn.notifications_iter() {
            let n = n?;
            if n.process_id != self.backend_pid {
                out.push(n.payload);
            }
        }
        Ok(out)
    }

    /// `SELECT 1`: notices a connection that died silently.
    pub fn ping(&mut self) -> Result<(), StoreError> {
        use diesel::connection::SimpleConnection;
        self.conn
            .batch_execute("SELECT 1")
            .map_err(|e| StoreError::Unavailable(e.to_string()))
    }
}

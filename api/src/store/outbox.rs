//! The outbox as the delivery worker reads and writes it: claim the due
//! deliveries, find the next due time, record an attempt. (Queuing is done
//! by the service, inside the transaction of the change.)

use std::time::Duration;

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::models::{AttemptRow, DeliveryState};
use super::schema::{webhook_attempts, webhook_deliveries, webhook_endpoints};
use super::{DbConnection, DbPool, StoreError, now, transaction};

/// A claimed delivery, ready to send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claimed {
    /// The delivery id (`X-PlanesForge-Delivery`).
    pub id: String,
    pub endpoint_id: String,
    pub url: String,
    /// The endpoint's signing secret.
    pub secret: String,
    /// The JSON body, as queued.
    pub body: String,
    /// Attempts made so far.
    pub attempts: i32,
}

/// How many deliveries wait to be sent (pending, due or not): the
/// outbox's depth for `GET /metrics`.
pub fn pending_count(pool: &DbPool) -> Result<i64, StoreError> {
    let mut conn = pool.get()?;
    let conn: &mut DbConnection = &mut conn;
    Ok(webhook_deliveries::table
        .filter(webhook_deliveries::state.eq(DeliveryState::Pending))
        .count()
        .get_result(conn)?)
}

/// `d` as a database interval (saturating).
pub fn interval(d: Duration) -> chrono::Duration {
    chrono::Duration::from_std(d).unwrap_or(chrono::Duration::MAX)
}

/// Claims up to `limit` due deliveries for `lease`: each claim is one
/// conditional `UPDATE` moving `next_attempt_at` to the end of the lease,
/// so concurrent claimers (other processes) never take the same delivery.
pub fn claim_due(pool: &DbPool, lease: Duration, limit: i64) -> Result<Vec<Claimed>, StoreError> {
    let mut conn = pool.get()?;
    let conn: &mut DbConnection = &mut conn;
    let at = now();
    let due: Vec<(i64, NaiveDateTime)> = webhook_deliveries::table
        .filter(webhook_deliveries::state.eq(DeliveryState::Pending))
        .filter(webhook_deliveries::next_attempt_at.le(at))
        .order((
            webhook_deliveries::next_attempt_at.asc(),
            webhook_deliveries::seq.asc(),
        ))
        .limit(limit)
        .select((webhook_deliveries::seq, webhook_deliveries::next_attempt_at))
        .load(conn)?;
    let until = at + interval(lease);
    let mut claimed = Vec::new();
    for (seq, old) in due {
        let took = diesel::update(
            webhook_deliveries::table
                .filter(webhook_deliveries::seq.eq(seq))
                .filter(webhook_deliveries::state.eq(DeliveryState::Pending))
                .filter(webhook_deliveries::next_attempt_at.eq(old)),
        )
        .set(webhook_deliveries::next_attempt_at.eq(until))
        .execute(conn)?;
        if took == 0 {
            continue;
        }
        let row: Option<(String, String, String, i32, String, String)> = webhook_deliveries::table
            .inner_join(
                webhook_endpoints::table
                    .on(webhook_endpoints::id.eq(webhook_deliveries::endpoint_id)),
            )
            .filter(webhook_deliveries::seq.eq(seq))
            .select((
                webhook_deliveries::id,
                webhook_deliveries::endpoint_id,
                webhook_deliveries::body,
                webhook_deliveries::attempts,
                webhook_endpoints::url,
                webhook_endpoints::secret,
            ))
            .first(conn)
            .optional()?;
        if let Some((id, endpoint_id, body, attempts, url, secret)) = row {
            claimed.push(Claimed {
                id,
                endpoint_id,
                url,
                secret,
                body,
                attempts,
            });
        }
    }
    Ok(claimed)
}

/// The earliest `next_attempt_at` of a pending delivery.
pub fn next_due(pool: &DbPool) -> Result<Option<NaiveDateTime>, StoreError> {
    let mut conn = pool.get()?;
    let conn: &mut DbConnection = &mut conn;
    Ok(webhook_deliveries::table
        .filter(webhook_deliveries::state.eq(DeliveryState::Pending))
        .select(diesel::dsl::min(webhook_deliveries::next_attempt_at))
        .first::<Option<NaiveDateTime>>(conn)?)
}

/// Records `attempt` of its delivery and, in the same transaction, sets
/// the delivery's `state` (pending, delivered or failed), its count of
/// attempts and when it is next due.
pub fn record_attempt(
    pool: &DbPool,
    attempt: &AttemptRow,
    state: DeliveryState,
    next_attempt_at: NaiveDateTime,
) -> Result<(), StoreError> {
    transaction(pool, |conn| {
        diesel::insert_into(webhook_attempts::table)
            .values(attempt)
            .execute(conn)?;
        diesel::update(
            webhook_deliveries::table.filter(webhook_deliveries::id.eq(&attempt.delivery_id)),
        )
        .set((
            webhook_deliveries::state.eq(state),
            webhook_deliveries::attempts.eq(attempt.attempt),
            webhook_deliveries::next_attempt_at.eq(next_attempt_at),
        ))
        .execute(conn)?;
        Ok(())
    })
}

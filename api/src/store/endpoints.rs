//! The `webhook_endpoints` table, and the outbox's enqueue side (new rows
//! of `webhook_deliveries`; the worker's side is elsewhere).

use diesel::prelude::*;

use super::models::DeliveryState;
use super::models::{AttemptRow, EndpointRow, NewDeliveryRow, NewEndpointRow};
use super::schema::{webhook_attempts, webhook_deliveries, webhook_endpoints};
use super::{DbConnection, StoreError};

/// The endpoints of `organizer_id` registered for tournament `tid` or for
/// all their tournaments, oldest first.
pub fn for_tournament(
    conn: &mut DbConnection,
    organizer_id: &str,
    tid: &str,
) -> Result<Vec<EndpointRow>, StoreError> {
    Ok(webhook_endpoints::table
        .filter(webhook_endpoints::organizer_id.eq(organizer_id))
        .filter(
            webhook_endpoints::tournament_id
                .is_null()
                .or(webhook_endpoints::tournament_id.eq(tid)),
        )
        .order(webhook_endpoints::seq.asc())
        .select(EndpointRow::as_select())
        .load(conn)?)
}

/// Queues a delivery.
pub fn insert_delivery(conn: &mut DbConnection, row: &NewDeliveryRow) -> Result<(), StoreError> {
    diesel::insert_into(webhook_deliveries::table)
        .values(row)
        .execute(conn)?;
    Ok(())
}

/// Drops the deliveries of tournament `tid` not yet sent.
pub fn discard_pending(conn: &mut DbConnection, tid: &str) -> Result<(), StoreError> {
    diesel::delete(
        webhook_deliveries::table
            .filter(webhook_deliveries::tournament_id.eq(tid))
            .filter(webhook_deliveries::state.eq(DeliveryState::Pending)),
    )
    .execute(conn)?;
    Ok(())
}

/// How many endpoints `organizer_id` has.
pub fn count(conn: &mut DbConnection, organizer_id: &str) -> Result<i64, StoreError> {
    Ok(webhook_endpoints::table
        .filter(webhook_endpoints::organizer_id.eq(organizer_id))
        .count()
        .get_result(conn)?)
}

/// Stores a new endpoint.
pub fn insert(conn: &mut DbConnection, row: &NewEndpointRow) -> Result<(), StoreError> {
    diesel::insert_into(webhook_endpoints::table)
        .values(row)
        .execute(conn)?;
    Ok(())
}

/// Endpoint `id` of `organizer_id`.
pub fn find(
    conn: &mut DbConnection,
    organizer_id: &str,
    id: &str,
) -> Result<Option<EndpointRow>, StoreError> {
    Ok(webhook_endpoints::table
        .filter(webhook_endpoints::id.eq(id))
        .filter(webhook_endpoints::organizer_id.eq(organizer_id))
        .select(EndpointRow::as_select())
        .first(conn)
        .optional()?)
}

/// At most `limit` endpoints of `organizer_id` after position `after`,
/// oldest first.
pub fn page(
    conn: &mut DbConnection,
    organizer_id: &str,
    after: i64,
    limit: i64,
) -> Result<Vec<EndpointRow>, StoreError> {
    Ok(webhook_endpoints::table
        .filter(webhook_endpoints::organizer_id.eq(organizer_id))
        .filter(webhook_endpoints::seq.gt(after))
        .order(webhook_endpoints::seq.asc())
        .limit(limit)
        .select(EndpointRow::as_select())
        .load(conn)?)
}

/// Deletes endpoint `row` with its attempt history and deliveries.
pub fn delete(conn: &mut DbConnection, row: &EndpointRow) -> Result<(), StoreError> {
    diesel::delete(webhook_attempts::table.filter(webhook_attempts::endpoint_id.eq(&row.id)))
        .execute(conn)?;
    diesel::delete(webhook_deliveries::table.filter(webhook_deliveries::endpoint_id.eq(&row.id)))
        .execute(conn)?;
    diesel::delete(webhook_endpoints::table.filter(webhook_endpoints::seq.eq(row.seq)))
        .execute(conn)?;
    Ok(())
}

/// One delivery attempt with its position, event and tournament.
pub type AttemptOf = (i64, AttemptRow, String, String);

/// At most `limit` delivery attempts to endpoint `endpoint_id` after
/// position `after`, oldest first.
pub fn attempts(
    conn: &mut DbConnection,
    endpoint_id: &str,
    after: i64,
    limit: i64,
) -> Result<Vec<AttemptOf>, StoreError> {
    Ok(webhook_attempts::table
        .inner_join(
            webhook_deliveries::table.on(webhook_deliveries::id.eq(webhook_attempts::delivery_id)),
        )
        .filter(webhook_attempts::endpoint_id.eq(endpoint_id))
        .filter(webhook_attempts::seq.gt(after))
        .order(webhook_attempts::seq.asc())
        .limit(limit)
        .select((
            webhook_attempts::seq,
            AttemptRow::as_select(),
            webhook_deliveries::event,
            webhook_deliveries::tournament_id,
        ))
        .load(conn)?)
}

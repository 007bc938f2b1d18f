//! The event log and the live stream's use cases: every event a change
//! queues ([`super::webhooks::enqueue`]) is appended to its tournament's
//! log in the same transaction ([`emit`]); `GET /tournaments/{tid}/events`
//! opens a stream on it ([`open`]): a replay from the log, then the live
//! events of the hub ([`crate::worker::stream`]).

use std::sync::Arc;

use serde_json::Value;

use crate::detail;
use crate::service::Code;
use crate::service::caller::Caller;
use crate::service::error::Error;
use crate::service::tx::Tx;
use crate::service::views::payloads::Envelope;
use crate::store::models::TournamentRow;
use crate::store::{self, DbConnection, DbPool};
use crate::worker::Event;
use crate::worker::stream::{Hub, LiveEvent, Subscription};

use super::{find_tournament, is_owner, with_conn};

/// Who may see an event on the stream.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Visibility {
    /// Every reader, as the tournament's public JSON.
    Public,
    /// Only the owner's streams: the event tells what anonymous reads
    /// cannot see (a round still in `pairing` is the organizer's draft).
    OwnerOnly,
    /// Every reader, but others than the owner get these fields of `data`
    /// as `null` (they name a round in `pairing`, or what re-pairing it
    /// discarded).
    PublicWithout(&'static [&'static str]),
}

/// The visibility of each event: one exhaustive `match`, so a new event
/// forces a decision here.
pub fn visibility(event: Event) -> Visibility {
    match event {
        Event::RoundPublished
        | Event::RoundCompleted
        | Event::StandingsUpdated
        | Event::TournamentFinished
        | Event::TournamentUpdated
        | Event::TournamentDeleted
        | Event::TopCutCreated
        | Event::PlayerRenamed
        // Every reader saw the round published: phones and screens go back
        // to waiting for pairings. The data names the round only.
        | Event::RoundUnpublished
        | Event::TournamentReopened => Visibility::Public,
        // A change of the field re-pairs a round in `pairing`: the public
        // copy leaves out which round and the discarded manual changes.
        Event::PlayerAdded
        | Event::PlayerDropped
        | Event::PlayerReadmitted
        | Event::PlayerRemoved => {
            Visibility::PublicWithout(&["repaired_round", "manual_changes_discarded"])
        }
        // Both are about a round in `pairing`, which anonymous reads of
        // the rounds do not show (its tables, even its existence).
        Event::RoundRepaired
        | Event::RoundDeleted
        | Event::RoundCreated
        | Event::RoundChanged => Visibility::OwnerOnly,
        // A player's report is the organizer's to see (RULES.md §12), but
        // the players' pages reload on any event of their table: the public
        // copy says only which table, not who reported what.
        Event::ResultReported => Visibility::PublicWithout(&["player", "result", "state"]),
        Event::ResultDisputed => Visibility::PublicWithout(&["player_a", "player_b", "reports"]),
        // The clock runs only on a published round (RULES.md §13), which
        // every reader sees.
        Event::ClockStarted | Event::ClockPaused | Event::ClockResumed | Event::ClockExtended => {
            Visibility::Public
        }
    }
}

/// Appends `event` with its `envelope` (the webhook body) to `t`'s log;
/// inside the change's transaction, after the tournament's lock. The
/// tournament's streams are woken once the transaction committed.
pub fn emit(
    conn: &mut Tx<'_>,
    t: &TournamentRow,
    event: Event,
    envelope: &Envelope<'_>,
    at: chrono::NaiveDateTime,
) -> Result<i64, Error> {
    let body = serde_json::to_string(envelope)?;
    let visibility = visibility(event);
    let public_body = match visibility {
        Visibility::PublicWithout(fields) => redacted(&serde_json::to_value(envelope)?, fields)
            .map(|v| serde_json::to_string(&v))
            .transpose()?,
        Visibility::Public | Visibility::OwnerOnly => None,
    };
    let seq = store::events::append(
        conn,
        &t.id,
        store::events::NewEvent {
            event: event.as_str(),
            body: &body,
            owner_only: visibility == Visibility::OwnerOnly,
            public_body: public_body.as_deref(),
            created_at: at,
        },
    )?;
    conn.emitted(&t.id, event.as_str());
    Ok(seq)
}

/// `envelope` with `fields` of its `data` set to `null`; `None` when they
/// all are already (the envelope is then the same for everyone).
fn redacted(envelope: &Value, fields: &[&str]) -> Option<Value> {
    let data = envelope.get("data")?.as_object()?;
    if fields
        .iter()
        .all(|f| data.get(*f).is_none_or(Value::is_null))
    {
        return None;
    }
    let mut copy = envelope.clone();
    if let Some(data) = copy.get_mut("data").and_then(Value::as_object_mut) {
        for f in fields {
            if data.contains_key(*f) {
                data.insert((*f).to_owned(), Value::Null);
            }
        }
    }
    Some(copy)
}

/// The most events one page of a replay holds ([`replay_page`]).
pub const REPLAY_PAGE_ROWS: i64 = 100;

/// The most bytes of event bodies one page of a replay holds (a single
/// larger event still makes a page of its own).
pub const REPLAY_PAGE_BYTES: i64 = 48 * 1024;

/// An opened stream: the first page of its replay, then the live
/// subscription.
pub struct Opened {
    /// Whether the caller owns the tournament (sees owner-only events).
    pub owner: bool,
    /// The id the stream starts after: the client's `Last-Event-ID`, or
    /// the latest event's when it sent none.
    pub start: i64,
    /// The first page of the events after `start` already in the log,
    /// oldest first (owner-only ones included: the stream filters); the
    /// stream reads the next ones with [`replay_page`] as the client takes
    /// them, up to `until`.
    pub replay: Vec<Arc<LiveEvent>>,
    /// The latest event when the stream opened: the replay reads the log
    /// up to it; the later ones come from `subscription`.
    pub until: i64,
    /// The live events (the stream skips those up to the replay's last).
    pub subscription: Subscription,
}

/// Opens tournament `tid`'s stream for `caller` (anonymous when `None`),
/// resuming after event `last` when given. Blocking. Reads only the
/// replay's first page: a stream resumed from an old id holds one page at
/// a time, not the whole log.
///
/// `404 tournament_not_found`; `410 events_expired` when events after
/// `last` were already pruned (the client must re-read the state);
/// `422 unknown_event_id` when `last` is above the latest event.
pub fn open(
    pool: &DbPool,
    hub: &Arc<Hub>,
    tid: &str,
    caller: Option<&Caller>,
    last: Option<i64>,
) -> Result<Opened, Error> {
    let t = with_conn(pool, |c| find_tournament(c, tid))?;
    let owner = is_owner(&t, caller);
    // Subscribe before reading the latest event: everything committed
    // after that read reaches the subscription (see `Hub::subscribe`).
    let subscription = hub.subscribe(tid)?;
    let (start, until, rows) = with_conn(pool, |c| {
        let Some(latest) = store::events::latest(c, tid)? else {
            return Err(super::tournament_not_found(tid));
        };
        let Some(last) = last else {
            return Ok((latest, latest, Vec::new()));
        };
        if last > latest {
            return Err(Error::new(
                Code::UnknownEventId,
                detail!("error-event-id-unknown", id = last, latest = latest),
            ));
        }
        let rows = hub.replay_page(tid, last, latest, || page(c, tid, last, latest))?;
        Ok((last, latest, rows))
    })?;
    Ok(Opened {
        owner,
        start,
        replay: rows,
        until,
        subscription,
    })
}

/// The next page of a replay: the events of `tid` after `after` up to
/// `until` (at most [`REPLAY_PAGE_ROWS`] events and about
/// [`REPLAY_PAGE_BYTES`]). Blocking. Empty when `after` reached `until`;
/// `410 events_expired` when the event after `after` was pruned meanwhile.
/// Pages are shared between streams through `hub` ([`Hub::replay_page`]).
pub fn replay_page(
    pool: &DbPool,
    hub: &Hub,
    tid: &str,
    after: i64,
    until: i64,
) -> Result<Vec<Arc<LiveEvent>>, Error> {
    hub.replay_page(tid, after, until, || {
        with_conn(pool, |c| page(c, tid, after, until))
    })
}

/// One page of the replay, checked for a gap (pruned events).
fn page(
    c: &mut DbConnection,
    tid: &str,
    after: i64,
    until: i64,
) -> Result<Vec<Arc<LiveEvent>>, Error> {
    if after >= until {
        return Ok(Vec::new());
    }
    let rows = store::events::page(c, tid, after, until, REPLAY_PAGE_ROWS, REPLAY_PAGE_BYTES)?;
    if rows.first().is_none_or(|r| r.seq != after + 1) {
        let oldest = store::events::oldest(c, tid)?.unwrap_or(until + 1);
        return Err(Error::new(
            Code::EventsExpired,
            detail!("error-events-expired", id = after, oldest = oldest),
        ));
    }
    Ok(rows
        .into_iter()
        .map(|r| Arc::new(LiveEvent::from(r)))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drafts_are_owner_only() {
        let owner_only: Vec<&str> = Event::ALL
            .into_iter()
            .filter(|e| visibility(*e) == Visibility::OwnerOnly)
            .map(Event::as_str)
            .collect();
        assert_eq!(
            owner_only,
            [
                "round.repaired",
                "round.deleted",
                "round.created",
                "round.changed"
            ]
        );
    }

    #[test]
    fn public_copies_leave_out_the_draft() {
        let e = serde_json::json!({"event": "player.added",
            "data": {"players": [1], "repaired_round": 3, "manual_changes_discarded": []}});
        let public = redacted(&e, &["repaired_round", "manual_changes_discarded"]).unwrap();
        assert_eq!(public["data"]["repaired_round"], Value::Null);
        assert_eq!(public["data"]["manual_changes_discarded"], Value::Null);
        assert_eq!(public["data"]["players"], serde_json::json!([1]));
        let plain = serde_json::json!({"data": {"players": [1], "repaired_round": null}});
        assert_eq!(redacted(&plain, &["repaired_round"]), None);
    }
}

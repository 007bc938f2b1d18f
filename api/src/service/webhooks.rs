//! Webhook endpoints (register, list, get, delete, their deliveries) and
//! the outbox: the events of a change are written in the change's own
//! transaction ([`enqueue`]); the worker ([`crate::worker`]) sends them
//! after the commit.

use std::net::IpAddr;

use crate::detail;
use crate::i18n::Detail;
use crate::service::Code;
use crate::service::caller::Caller;
use crate::service::error::Error;
use crate::service::tx::Tx;
use crate::service::views::payloads::{Envelope, Payload};
use crate::service::views::players::{
    DeliveryAttempt, DeliveryPage, NewWebhook, PageQuery, Webhook, WebhookPage,
};
use crate::store::models::{EndpointRow, NewDeliveryRow, NewEndpointRow, TournamentRow};
use crate::store::{self, DbConnection, DbPool};
use crate::worker::{Event, MAX_WEBHOOKS, private_ip};

use super::{find_tournament, lock_for_writing, new_id, page_params, timestamp, transaction};

fn endpoint_to_api(row: &EndpointRow, secret: bool) -> Result<Webhook, Error> {
    Ok(Webhook {
        id: row.id.clone(),
        url: row.url.clone(),
        events: serde_json::from_str(&row.events)?,
        tournament_id: row.tournament_id.clone(),
        created_at: timestamp(row.created_at),
        secret: secret.then(|| row.secret.clone()),
    })
}

// ---------------------------------------------------------------- outbox

/// Logs `event` for the tournament's live stream
/// ([`super::events::emit`]) and queues it for every endpoint of `t`'s
/// organizer that subscribed to it (for `t` or for all their tournaments).
/// Call inside the transaction of the change, after the tournament's lock;
/// the delivery starts after the commit.
pub fn enqueue(
    conn: &mut Tx<'_>,
    t: &TournamentRow,
    event: Event,
    data: impl Into<Payload>,
) -> Result<(), Error> {
    enqueue_with(conn, t, event, data, true)
}

/// [`enqueue`]; `hooks: false` says the caller knows that no endpoint may
/// want events of `t` (see [`super::lock_owned_with_hooks`]), which saves
/// the endpoints' look-up; the event is logged all the same.
pub fn enqueue_with(
    conn: &mut Tx<'_>,
    t: &TournamentRow,
    event: Event,
    data: impl Into<Payload>,
    hooks: bool,
) -> Result<(), Error> {
    // An embedded round carries its clock as of this transaction.
    let data = super::clock::embed(conn, &t.id, data.into().to_value()?)?;
    let at = conn.now();
    let envelope = |id: String| Envelope {
        created_at: timestamp(at),
        data: &data,
        event: event.as_str(),
        id,
        tournament_id: &t.id,
    };
    super::events::emit(conn, t, event, &envelope(new_id()), at)?;
    if !hooks {
        return Ok(());
    }
    let endpoints = store::endpoints::for_tournament(conn, &t.organizer_id, &t.id)?;
    for e in endpoints {
        let events: Vec<String> = serde_json::from_str(&e.events)?;
        if !events.iter().any(|n| n == event.as_str()) {
            continue;
        }
        let id = new_id();
        let body = envelope(id.clone());
        let row = NewDeliveryRow {
            id,
            endpoint_id: e.id.clone(),
            event: event.as_str().to_owned(),
            tournament_id: t.id.clone(),
            body: serde_json::to_string(&body)?,
            state: crate::store::models::DeliveryState::Pending,
            attempts: 0,
            next_attempt_at: at,
            created_at: at,
        };
        store::endpoints::insert_delivery(conn, &row)?;
        conn.queued_delivery();
    }
    Ok(())
}

/// Drops the deliveries of tournament `tid` not yet sent (its deletion).
pub fn discard_pending(conn: &mut DbConnection, tid: &str) -> Result<(), Error> {
    Ok(store::endpoints::discard_pending(conn, tid)?)
}

// ---------------------------------------------------------------- service

fn invalid_url(detail: Detail) -> Error {
    Error::new(Code::InvalidWebhookUrl, detail)
}

/// Checks a receiver URL: absolute `http`/`https`, a host, at most 2000
/// characters; without `allow_private`, not `localhost` nor a loopback,
/// private, link-local or unspecified IP address.
pub fn validate_url(raw: &str, allow_private: bool) -> Result<String, Error> {
    let raw = raw.trim();
    if raw.len() > 2000 {
        return Err(invalid_url(detail!("error-url-too-long")));
    }
    let url = url::Url::parse(raw).map_err(|e| {
        invalid_url(detail!(
            "error-url-invalid",
            url = format!("{raw:?}"),
            error = e.to_string()
        ))
    })?;
    if url.scheme() != "http" && url.scheme() != "https" {
        return Err(invalid_url(detail!(
            "error-url-scheme",
            scheme = format!("{:?}", url.scheme())
        )));
    }
    let host = match url.host() {
        None => return Err(invalid_url(detail!("error-url-no-host"))),
        Some(h) => h,
    };
    if !allow_private {
        let private = match host {
            url::Host::Domain(d) => {
                let d = d.trim_end_matches('.').to_ascii_lowercase();
                d == "localhost" || d.ends_with(".localhost")
            }
            url::Host::Ipv4(ip) => private_ip(IpAddr::V4(ip)),
            url::Host::Ipv6(ip) => private_ip(IpAddr::V6(ip)),
        };
        if private {
            return Err(invalid_url(detail!("error-url-private")));
        }
    }
    Ok(url.to_string())
}

/// The canonical event list: known names, no duplicates, at least one.
fn validate_events(events: &[String]) -> Result<Vec<String>, Error> {
    if events.is_empty() {
        return Err(Error::new(
            Code::InvalidEvent,
            detail!("error-events-empty"),
        ));
    }
    let mut parsed = Vec::new();
    for name in events {
        let e = Event::parse(name).ok_or_else(|| {
            Error::new(
                Code::InvalidEvent,
                detail!(
                    "error-event-unknown",
                    event = format!("{name:?}"),
                    expected = Event::ALL.map(Event::as_str).join(", ")
                ),
            )
        })?;
        parsed.push(e);
    }
    parsed.sort();
    parsed.dedup();
    Ok(parsed.into_iter().map(|e| e.as_str().to_owned()).collect())
}

/// A new signing secret: 32 random bytes, `whsec_<64 hex digits>`.
fn generate_secret() -> Result<String, Error> {
    let key = crate::service::caller::generate_key()?;
    let hex = key
        .strip_prefix(crate::service::caller::KEY_PREFIX)
        .unwrap_or(key.as_str());
    Ok(format!("whsec_{hex}"))
}

/// `POST /webhooks`
pub fn create(
    pool: &DbPool,
    caller: &Caller,
    input: NewWebhook,
    allow_private: bool,
) -> Result<Webhook, Error> {
    caller.require(crate::service::caller::Scope::Full)?;
    let url = validate_url(&input.url, allow_private)?;
    let events = validate_events(&input.events)?;
    let secret = generate_secret()?;
    transaction(pool, |conn| {
        lock_for_writing(conn)?;
        let registered = store::endpoints::count(conn, &caller.id)?;
        if registered >= MAX_WEBHOOKS {
            return Err(Error::new(
                Code::TooManyWebhooks,
                crate::detail!("error-too-many-webhooks", max = MAX_WEBHOOKS),
            ));
        }
        if let Some(tid) = &input.tournament_id {
            let t = find_tournament(conn, tid).map_err(|_| {
                Error::new(
                    Code::UnknownTournament,
                    detail!("error-tournament-not-found", id = tid),
                )
            })?;
            crate::service::require_owner(&t, caller)?;
        }
        let row = NewEndpointRow {
            id: new_id(),
            organizer_id: caller.id.clone(),
            tournament_id: input.tournament_id.clone(),
            url,
            events: serde_json::to_string(&events)?,
            secret,
            created_at: conn.now(),
        };
        store::endpoints::insert(conn, &row)?;
        let stored = find_endpoint(conn, caller, &row.id)?;
        endpoint_to_api(&stored, true)
    })
}

fn find_endpoint(conn: &mut DbConnection, caller: &Caller, id: &str) -> Result<EndpointRow, Error> {
    store::endpoints::find(conn, &caller.id, id)?.ok_or_else(|| {
        Error::new(
            Code::WebhookNotFound,
            detail!("error-webhook-not-found", id = id),
        )
    })
}

/// `GET /webhooks`: the caller's endpoints, oldest first (secrets omitted).
pub fn list(pool: &DbPool, caller: &Caller, page: &PageQuery) -> Result<WebhookPage, Error> {
    let (limit, after) = page_params(page.limit, page.cursor.as_deref(), 20, 100)?;
    transaction(pool, |conn| {
        let rows = store::endpoints::page(conn, &caller.id, after, limit + 1)?;
        let more = rows.len() as i64 > limit;
        let rows = &rows[..rows.len().min(limit as usize)];
        let items = rows
            .iter()
            .map(|r| endpoint_to_api(r, false))
            .collect::<Result<Vec<_>, _>>()?;
        let next_cursor = more
            .then(|| rows.last().map(|r| r.seq.to_string()))
            .flatten();
        Ok(WebhookPage { items, next_cursor })
    })
}

/// `GET /webhooks/{id}`: one of the caller's endpoints (secret omitted).
pub fn get(pool: &DbPool, caller: &Caller, id: &str) -> Result<Webhook, Error> {
    transaction(pool, |conn| {
        endpoint_to_api(&find_endpoint(conn, caller, id)?, false)
    })
}

/// `DELETE /webhooks/{id}`: the endpoint, its pending deliveries and its
/// attempt history.
pub fn delete(pool: &DbPool, caller: &Caller, id: &str) -> Result<(), Error> {
    caller.require(crate::service::caller::Scope::Full)?;
    transaction(pool, |conn| {
        lock_for_writing(conn)?;
        let row = find_endpoint(conn, caller, id)?;
        Ok(store::endpoints::delete(conn, &row)?)
    })
}

/// `GET /webhooks/{id}/deliveries`: every attempt, oldest first.
pub fn deliveries(
    pool: &DbPool,
    caller: &Caller,
    id: &str,
    page: &PageQuery,
) -> Result<DeliveryPage, Error> {
    let (limit, after) = page_params(page.limit, page.cursor.as_deref(), 50, 500)?;
    transaction(pool, |conn| {
        let row = find_endpoint(conn, caller, id)?;
        let rows = store::endpoints::attempts(conn, &row.id, after, limit + 1)?;
        let more = rows.len() as i64 > limit;
        let rows = &rows[..rows.len().min(limit as usize)];
        let items = rows
            .iter()
            .map(|(_, a, event, tid)| {
                Ok(DeliveryAttempt {
                    delivery_id: a.delivery_id.clone(),
                    event: event.clone(),
                    tournament_id: tid.clone(),
                    attempt: super::state::stored(a.attempt)?,
                    success: a.success,
                    status_code: a.status_code.and_then(|s| u16::try_from(s).ok()),
                    error: a.error.clone(),
                    started_at: timestamp(a.started_at),
                    finished_at: timestamp(a.finished_at),
                })
            })
            .collect::<Result<_, Error>>()?;
        let next_cursor = more.then(|| rows.last().map(|r| r.0.to_string())).flatten();
        Ok(DeliveryPage { items, next_cursor })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_are_checked() {
        assert!(validate_url("https://example.com/h", false).is_ok());
        assert!(validate_url("http://example.com:8080/h?x=1", false).is_ok());
        for bad in [
            "ftp://example.com/",
            "not a url",
            "https://",
            "http://localhost/x",
            "http://127.0.0.1:9/x",
            "http://10.1.2.3/",
            "http://192.168.0.1/",
            "http://169.254.169.254/latest",
            "http://[::1]/",
            "http://[::ffff:127.0.0.1]/",
        ] {
            let e = validate_url(bad, false).expect_err(bad);
            assert_eq!(e.code(), Code::InvalidWebhookUrl, "{bad}");
        }
        assert!(validate_url("http://127.0.0.1:9/x", true).is_ok());
    }

    #[test]
    fn events_are_canonical() {
        let got = validate_events(&[
            "standings.updated".to_owned(),
            "round.published".to_owned(),
            "round.published".to_owned(),
        ])
        .unwrap();
        assert_eq!(got, vec!["round.published", "standings.updated"]);
        assert!(validate_events(&[]).is_err());
        assert!(validate_events(&["round.started".to_owned()]).is_err());
    }
}

//! `Idempotency-Key` on `POST`, `PUT`, `PATCH` and `DELETE` under `/api/`:
//! every method that changes something honours it alike (a retried
//! `DELETE` gets its first answer, not a `404` for what it deleted itself).
//!
//! A key is scoped by who sends it: the API key (its SHA-256), once the
//! key is verified (a request with an unknown key is not looked at here:
//! its handler refuses it), or, without one (open sign-up), the client
//! address. A key is 16 to 255 visible ASCII characters.
//!
//! A response that carries a new secret (sign-up's and key rotation's
//! `api_key`, [`WITHHELD_PATHS`]) is shown once: its retry with the same
//! key writes nothing again and is answered `409
//! idempotency_replay_withheld`, and only its status is stored (anyone
//! behind the same address could send the same key; a rotated key's old
//! holder must not get the new one). The first request with a key
//! reserves it: a row in `idempotency_keys` whose primary key is
//! `(scope, key)`, committed before the request runs, so of two
//! simultaneous requests only one reserves and the other gets `409
//! idempotency_in_progress` (or, once the first is done, its response).
//! A successful (2xx) response is stored — status, `Content-Type`, body —
//! and replayed (a `204` as a `204`; one of `Prefer: return=minimal`, which
//! only a `POST`, `PUT` or `PATCH` answers, with its
//! `Preference-Applied`) for every retry with the same key and the same request
//! (method, path, query, body), with `Idempotent-Replayed: true`; nothing is
//! written twice. A failed request releases its key, so the client may fix
//! the cause and retry with it. The same key with a different request is
//! `422 idempotency_key_reused`.
//!
//! The database never holds a key or a response in clear: the row is
//! named by the SHA-256 of the key, and the stored body is sealed with
//! ChaCha20-Poly1305 (RFC 8439, the `chacha20poly1305` crate) under a key
//! derived from the scope and the Idempotency-Key itself, with a random
//! nonce and the row's name as associated data. A copy of the table
//! reveals neither, say, the API key a sign-up returned, nor lets anyone
//! alter a stored response undetected. Clients should use random keys (a
//! UUID v4): the key is what protects the stored response.
//!
//! Keys are forgotten after the retention
//! (purged when new keys are reserved); a reservation whose request never
//! finished (a crash) is taken over after [`ABANDONED_AFTER`].
//!
//! Why hand-written: no well-kept crate keeps idempotency keys in the
//! application's own database, inside its transactions, on both of our
//! backends, with the responses sealed at rest; keys kept outside the
//! database (in memory, in a cache server) would not be shared by a second
//! process on the same database nor survive a restart with it. The
//! middleware is a few small steps: `applies`, read the key and the body
//! (`valid_key`, `read_body`, `fingerprint`), `reserve` it
//! (`answer_without_running` when it is not ours), then run the request
//! and either `release` the key or `store_response`.

use std::time::Duration;

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderName, HeaderValue};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::{HttpResponse, web};
use chacha20poly1305::aead::{Aead, KeyInit, Payload as Aad};
use chacha20poly1305::{ChaCha20Poly1305, Nonce};
use rand::TryRngCore;
use sha2::{Digest, Sha256};

use crate::detail;
use crate::http::auth::hash_key;
use crate::http::error::ApiError;
use crate::http::routes::blocking;
use crate::service::Code;
use crate::store::idempotency as rows;
use crate::store::models::IdempotencyRow;
use crate::store::{DbPool, StoreError, now};

/// The request header.
pub const HEADER: &str = "idempotency-key";
/// The response header marking a replayed response.
pub const REPLAYED: &str = "idempotent-replayed";
/// Longest accepted key.
pub const MAX_KEY_LEN: usize = 255;
/// Shortest accepted key: a short key is easy to hit by chance or to
/// guess (clients should send a UUID).
pub const MIN_KEY_LEN: usize = 16;
/// The paths whose response holds a new API key: never replayed.
pub const WITHHELD_PATHS: [&str; 3] = [
    "/api/v1/organizers",
    "/api/v1/organizers/me/key",
    "/api/v1/organizers/me/keys",
];
/// A reservation older than this without a response is taken over.
pub const ABANDONED_AFTER: Duration = Duration::from_secs(120);

/// The store's settings (app data).
#[derive(Debug, Clone, Copy)]
pub struct Idempotency {
    /// How long a key is remembered.
    pub retention: Duration,
}

enum Reservation {
    /// The key is ours: run the request.
    Fresh,
    /// Done before: the stored response.
    Replay(IdempotencyRow),
    /// Used with another request.
    Mismatch,
    /// The first request is still running.
    InProgress,
}

/// The stored name of `key` in `scope`.
fn key_id(scope: &str, key: &str) -> String {
    let mut h = Sha256::new();
    h.update(scope.as_bytes());
    h.update([0]);
    h.update(key.as_bytes());
    hex::encode(h.finalize())
}

/// Prefix of a stored body sealed by an older version (format 2: the
/// body alone); still opened, without a `Location`.
const SEALED_V2: &str = "v2:";
/// Prefix of a stored response sealed by [`seal`] (format 3: the
/// `Location` header, a line break, the body).
const SEALED_V3: &str = "v3:";

/// The AEAD key of `key` in `scope`.
fn cipher(scope: &str, key: &str) -> ChaCha20Poly1305 {
    let k = Sha256::new()
        .chain_update(b"planesforge-idempotency-aead\0")
        .chain_update(scope.as_bytes())
        .chain_update([0])
        .chain_update(key.as_bytes())
        .finalize();
    ChaCha20Poly1305::new(&k)
}

/// Encrypts and authenticates the response (`location`, if any, and
/// `data`) for the row `row_id`: the stored text `v3:<hex of nonce ‖
/// ciphertext ‖ tag>`, the plaintext being the `Location` value (empty
/// when none; a header value has no line break), `\n`, the body.
fn seal(
    scope: &str,
    key: &str,
    row_id: &str,
    location: Option<&str>,
    data: &[u8],
) -> Result<String, ApiError> {
    let mut nonce = [0u8; 12];
    rand::rngs::OsRng
        .try_fill_bytes(&mut nonce)
        .map_err(|e| ApiError::Internal(format!("no randomness: {e}")))?;
    let mut plain = Vec::with_capacity(data.len() + 64);
    plain.extend_from_slice(location.unwrap_or_default().as_bytes());
    plain.push(b'\n');
    plain.extend_from_slice(data);
    let sealed = cipher(scope, key)
        .encrypt(
            Nonce::from_slice(&nonce),
            Aad {
                msg: &plain,
                aad: row_id.as_bytes(),
            },
        )
        .map_err(|_| ApiError::Internal("cannot encrypt an idempotent response".into()))?;
    let mut out = Vec::with_capacity(nonce.len() + sealed.len());
    out.extend_from_slice(&nonce);
    out.extend_from_slice(&sealed);
    Ok(format!("{SEALED_V3}{}", hex::encode(out)))
}

/// A stored response opened: its `Location` (if any) and body.
type Opened = (Option<String>, Vec<u8>);

/// Decrypts a response stored by [`seal`] (or a body of format 2); an
/// error when it was altered, sealed for another row or key, or stored in
/// an older format.
fn open(scope: &str, key: &str, row_id: &str, stored: &str) -> Result<Opened, ApiError> {
    let bad = |why: &str| ApiError::Internal(format!("stored idempotent response: {why}"));
    let (v3, hexed) = match (
        stored.strip_prefix(SEALED_V3),
        stored.strip_prefix(SEALED_V2),
    ) {
        (Some(h), _) => (true, h),
        (None, Some(h)) => (false, h),
        (None, None) => return Err(bad("unknown format")),
    };
    let bytes = hex::decode(hexed).map_err(|_| bad("not hex"))?;
    if bytes.len() < 12 {
        return Err(bad("too short"));
    }
    let (nonce, sealed) = bytes.split_at(12);
    let plain = cipher(scope, key)
        .decrypt(
            Nonce::from_slice(nonce),
            Aad {
                msg: sealed,
                aad: row_id.as_bytes(),
            },
        )
        .map_err(|_| bad("authentication failed"))?;
    if !v3 {
        return Ok((None, plain));
    }
    let split = plain
        .iter()
        .position(|&b| b == b'\n')
        .ok_or_else(|| bad("no location line"))?;
    let location = String::from_utf8(plain[..split].to_vec()).map_err(|_| bad("location"))?;
    Ok((
        (!location.is_empty()).then_some(location),
        plain[split + 1..].to_vec(),
    ))
}

fn ago(d: Duration) -> chrono::NaiveDateTime {
    now() - chrono::Duration::from_std(d).unwrap_or(chrono::Duration::days(1))
}

/// Reserves `key` in `scope` for the request with `fingerprint`, or says
/// why not: the key's earlier request is still running, was another
/// request, or has a stored response to replay.
fn reserve(
    pool: &DbPool,
    retention: Duration,
    scope: &str,
    key: &str,
    fingerprint: &str,
) -> Result<Reservation, StoreError> {
    let row = IdempotencyRow {
        scope: scope.to_owned(),
        idem_key: key.to_owned(),
        fingerprint: fingerprint.to_owned(),
        created_at: now(),
        status: None,
        content_type: None,
        body: None,
    };
    match rows::reserve(pool, &row, ago(retention), ago(ABANDONED_AFTER)) {
        Ok(()) => {
            // Opportunistic purge of every expired key (its own statement: a
            // failure here must not undo the reservation).
            let _ = rows::purge(pool, ago(retention));
            return Ok(Reservation::Fresh);
        }
        Err(StoreError::UniqueViolation(_)) => {}
        Err(e) => return Err(e),
    }
    Ok(match rows::find(pool, scope, key)? {
        // Released between our insert and our read: let the client retry.
        None => Reservation::InProgress,
        Some(r) if r.fingerprint != fingerprint => Reservation::Mismatch,
        Some(r) if r.status.is_none() => Reservation::InProgress,
        Some(r) => Reservation::Replay(r),
    })
}

/// Whose key space a request uses: its verified API key (a player's code:
/// the code), else, without a credential, its address. `None` for a key
/// that is not an organizer's: the handler refuses the request, and
/// nothing is reserved nor replayed for it.
async fn scope_of(req: &ServiceRequest) -> Option<String> {
    let Some(auth) = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
    else {
        return Some(format!("ip:{}", crate::http::client::address_of(req)));
    };
    let scope = format!("key:{}", hash_key(auth.trim()));
    let player = crate::http::player_auth::player_code(req.request()).is_some();
    // Sign-up's admin token is no organizer's key (its responses are
    // never replayed).
    let sign_up = req.path() == "/api/v1/organizers";
    (player || sign_up || crate::http::auth::verified(req.request()).await.is_some())
        .then_some(scope)
}

/// Whether the response of `req` holds a new secret ([`WITHHELD_PATHS`]).
fn withheld(req: &ServiceRequest) -> bool {
    WITHHELD_PATHS.contains(&req.path())
}

fn valid_key(req: &ServiceRequest) -> Result<Option<String>, ApiError> {
    let Some(v) = req.headers().get(HEADER) else {
        return Ok(None);
    };
    let bad = || {
        ApiError::new(
            Code::InvalidIdempotencyKey,
            detail!(
                "error-idempotency-key-invalid",
                min = MIN_KEY_LEN,
                max = MAX_KEY_LEN
            ),
        )
    };
    let s = v.to_str().map_err(|_| bad())?.trim();
    if s.len() < MIN_KEY_LEN || s.len() > MAX_KEY_LEN || !s.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(bad());
    }
    Ok(Some(s.to_owned()))
}

/// The stored answer of `row`; `delete`: the request is a `DELETE`, whose
/// `204` is its plain answer (no `Prefer` applied).
fn replay(
    row: &IdempotencyRow,
    scope: &str,
    raw_key: &str,
    delete: bool,
) -> Result<HttpResponse, ApiError> {
    let status = u16::try_from(row.status.unwrap_or(200))
        .ok()
        .and_then(|s| StatusCode::from_u16(s).ok())
        .unwrap_or(StatusCode::OK);
    let mut r = HttpResponse::build(status);
    if let Some(ct) = &row.content_type {
        r.insert_header((header::CONTENT_TYPE, ct.clone()));
    }
    r.insert_header((
        HeaderName::from_static(REPLAYED),
        HeaderValue::from_static("true"),
    ));
    let (location, body) = open(
        scope,
        raw_key,
        &row.idem_key,
        row.body.as_deref().unwrap_or_default(),
    )
    .map_err(|e| {
        // Stored by an older version, or altered: never replay it, and never
        // run the request a second time either.
        log::warn!("cannot replay an idempotent response: {e}");
        ApiError::new(
            Code::IdempotencyReplayUnavailable,
            crate::detail!("error-idempotency-replay-unavailable"),
        )
    })?;
    if let Some(location) = location {
        r.insert_header((header::LOCATION, location));
    }
    if status == StatusCode::NO_CONTENT {
        // The one 2xx without a body a `POST`/`PUT`/`PATCH` answers is the
        // minimal one: replayed as it was sent. A `DELETE`'s is its own.
        if !delete {
            r.insert_header(crate::http::prefer::applied());
        }
        return Ok(r.finish());
    }
    Ok(r.body(body))
}

/// Whether the middleware handles `req`: a `POST`, `PUT`, `PATCH` or `DELETE` under `/api/`
/// that reaches a handler. A method the path does not have is answered
/// 405, and a write without an API key 401 (except sign-up, whose keys are
/// per address), before any key is reserved.
fn applies(req: &ServiceRequest) -> bool {
    [Method::POST, Method::PUT, Method::PATCH, Method::DELETE].contains(req.method())
        && req.path().starts_with("/api/")
        && crate::http::openapi::allowed_methods(req.path())
            .is_some_and(|allow| allow.split(", ").any(|m| m == req.method().as_str()))
        && (req.headers().contains_key(header::AUTHORIZATION) || req.path() == "/api/v1/organizers")
}

/// Reads the whole request body (within the document limit) and puts it
/// back for the handler.
async fn read_body(req: &mut ServiceRequest) -> Result<web::Bytes, ApiError> {
    let body = req.extract::<web::Bytes>().await.map_err(|e| {
        if e.as_response_error().status_code() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::PayloadTooLarge(crate::detail!(
                "error-body-too-large",
                limit = crate::http::error::DOCUMENT_LIMIT
            ))
        } else {
            ApiError::new(
                Code::MalformedBody,
                crate::detail!("error-unreadable-body", error = e.to_string()),
            )
        }
    })?;
    req.set_payload(Payload::from(body.clone()));
    Ok(body)
}

/// What makes two requests the same: method, path, query and body.
fn fingerprint(req: &ServiceRequest, body: &[u8]) -> String {
    let mut h = Sha256::new();
    for part in [
        req.method().as_str().as_bytes(),
        req.path().as_bytes(),
        req.query_string().as_bytes(),
        body,
    ] {
        h.update((part.len() as u64).to_be_bytes());
        h.update(part);
    }
    hex::encode(h.finalize())
}

/// One `Idempotency-Key` of one request: where its row is, and what seals
/// its stored response.
#[derive(Clone)]
struct Slot {
    pool: DbPool,
    scope: String,
    /// The key as the client sent it (the sealing key; never stored).
    raw_key: String,
    /// The row's name ([`key_id`]).
    key: String,
    /// The response holds a new secret: stored without its body, never
    /// replayed.
    withheld: bool,
}

/// Gives the key up after the request failed, so the client may retry
/// with it (logged, not answered, when that fails).
async fn release(slot: Slot) {
    let Slot {
        pool, scope, key, ..
    } = slot;
    if let Err(e) = blocking(move || Ok::<_, ApiError>(rows::release(&pool, &scope, &key)?)).await {
        log::warn!("cannot release an idempotency key: {e}");
    }
}

/// Stores a successful response under the key (sealed; a failure to store
/// is logged, the response is sent all the same) and returns it.
async fn store_response(
    slot: Slot,
    res: ServiceResponse<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, ApiError> {
    let text = |name: HeaderName| {
        res.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned)
    };
    let (content_type, location) = (text(header::CONTENT_TYPE), text(header::LOCATION));
    let status = res.status();
    let (http_req, res) = res.into_parts();
    let (head, body) = res.into_parts();
    let bytes = actix_web::body::to_bytes(body).await.map_err(|e| {
        let e: Box<dyn std::error::Error> = e.into();
        ApiError::Internal(format!("cannot read the response: {e}"))
    })?;
    let Slot {
        pool,
        scope,
        raw_key,
        key,
        withheld,
    } = slot;
    let stored: &[u8] = if withheld { b"" } else { &bytes };
    let location = location.filter(|_| !withheld);
    let result = match seal(&scope, &raw_key, &key, location.as_deref(), stored) {
        Err(e) => Err(e),
        Ok(sealed) => {
            let status = i32::from(status.as_u16());
            blocking(move || {
                Ok::<_, ApiError>(rows::complete(
                    &pool,
                    &scope,
                    &key,
                    status,
                    content_type,
                    sealed,
                )?)
            })
            .await
        }
    };
    if let Err(e) = result {
        log::warn!("cannot store an idempotent response: {e}");
    }
    Ok(ServiceResponse::new(
        http_req,
        head.set_body(BoxBody::new(bytes)),
    ))
}

/// What the reservation means for the request: `None` when the key is ours
/// and the request runs; else the stored response to replay, or the
/// refusal (422 for a key reused with another request, 409 while the
/// first request runs or when its response is withheld).
fn answer_without_running(
    reservation: Reservation,
    slot: &Slot,
    delete: bool,
) -> Result<Option<HttpResponse>, ApiError> {
    match reservation {
        Reservation::Fresh => Ok(None),
        Reservation::Mismatch => Err(ApiError::new(
            Code::IdempotencyKeyReused,
            detail!("error-idempotency-key-reused"),
        )),
        Reservation::InProgress => Err(ApiError::new(
            Code::IdempotencyInProgress,
            detail!("error-idempotency-in-progress"),
        )),
        Reservation::Replay(_) if slot.withheld => Err(ApiError::new(
            Code::IdempotencyReplayWithheld,
            detail!("error-idempotency-replay-withheld"),
        )),
        Reservation::Replay(row) => replay(&row, &slot.scope, &slot.raw_key, delete).map(Some),
    }
}

/// The middleware (`actix_web::middleware::from_fn`): the steps above, in
/// order.
pub async fn middleware(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let settings = req
        .app_data::<web::Data<Idempotency>>()
        .map(|d| *d.get_ref());
    let (Some(settings), true) = (settings, applies(&req)) else {
        return Ok(next.call(req).await?.map_into_boxed_body());
    };
    let Some(raw_key) = valid_key(&req)? else {
        return Ok(next.call(req).await?.map_into_boxed_body());
    };
    let pool = req
        .app_data::<web::Data<DbPool>>()
        .ok_or_else(|| ApiError::Internal("no database pool configured".into()))?
        .get_ref()
        .clone();
    let Some(scope) = scope_of(&req).await else {
        return Ok(next.call(req).await?.map_into_boxed_body());
    };
    let body = read_body(&mut req).await?;
    let fingerprint = fingerprint(&req, &body);
    let key = key_id(&scope, &raw_key);
    let withheld = withheld(&req);
    let slot = Slot {
        pool,
        scope,
        raw_key,
        key,
        withheld,
    };

    let reservation = {
        let Slot {
            pool, scope, key, ..
        } = slot.clone();
        blocking(move || {
            Ok::<_, ApiError>(reserve(
                &pool,
                settings.retention,
                &scope,
                &key,
                &fingerprint,
            )?)
        })
        .await?
    };
    let delete = req.method() == Method::DELETE;
    if let Some(answer) = answer_without_running(reservation, &slot, delete)? {
        return Ok(ServiceResponse::new(req.into_parts().0, answer));
    }
    match next.call(req).await {
        Ok(res) if res.status().is_success() => Ok(store_response(slot, res).await?),
        other => {
            release(slot).await;
            Ok(other?.map_into_boxed_body())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sealing_round_trips_hides_and_detects_tampering() {
        let text = br#"{"api_key":"pf_0123456789abcdef0123456789abcdef0123456789abcdef"}"#;
        let sealed = seal(
            "ip:127.0.0.1",
            "k-1",
            "row",
            Some("/api/v1/organizers/o"),
            text,
        )
        .unwrap();
        assert!(sealed.starts_with(SEALED_V3));
        assert!(!sealed.contains("pf_"));
        assert!(!sealed.contains(&hex::encode(&text[4..20])));
        assert_eq!(
            open("ip:127.0.0.1", "k-1", "row", &sealed).unwrap(),
            (Some("/api/v1/organizers/o".to_owned()), text.to_vec())
        );
        let bare = seal("ip:127.0.0.1", "k-1", "row", None, text).unwrap();
        assert_eq!(
            open("ip:127.0.0.1", "k-1", "row", &bare).unwrap(),
            (None, text.to_vec())
        );
        // A fresh nonce each time: the same body never seals the same.
        assert_ne!(
            seal(
                "ip:127.0.0.1",
                "k-1",
                "row",
                Some("/api/v1/organizers/o"),
                text
            )
            .unwrap(),
            sealed
        );
        // Another key, scope or row cannot open it.
        assert!(open("ip:127.0.0.1", "k-2", "row", &sealed).is_err());
        assert!(open("ip:127.0.0.2", "k-1", "row", &sealed).is_err());
        assert!(open("ip:127.0.0.1", "k-1", "other", &sealed).is_err());
        // Any flipped bit is detected.
        let mut bytes = hex::decode(&sealed[SEALED_V3.len()..]).unwrap();
        for i in [0, 12, bytes.len() - 1] {
            bytes[i] ^= 1;
            let altered = format!("{SEALED_V3}{}", hex::encode(&bytes));
            assert!(open("ip:127.0.0.1", "k-1", "row", &altered).is_err());
            bytes[i] ^= 1;
        }
        // Format 2 (the body alone, no Location) still opens.
        let nonce = [7u8; 12];
        let v2 = cipher("s", "k")
            .encrypt(
                Nonce::from_slice(&nonce),
                Aad {
                    msg: text,
                    aad: b"row",
                },
            )
            .unwrap();
        let stored = format!("{SEALED_V2}{}", hex::encode([&nonce[..], &v2].concat()));
        assert_eq!(
            open("s", "k", "row", &stored).unwrap(),
            (None, text.to_vec())
        );
        // The old homemade format is refused, not misread.
        assert!(open("ip:127.0.0.1", "k-1", "row", &hex::encode(text)).is_err());
        assert_ne!(key_id("a", "k"), key_id("b", "k"));
    }
}

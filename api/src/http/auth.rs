//! API keys: generation, hashing, verification, and the request extractors.
//!
//! A key is 32 random bytes from the operating system's CSPRNG, shown once
//! as `pf_<64 hex digits>`. Only its SHA-256 is stored; a presented key is
//! hashed, looked up by hash, and the stored hash compared in constant time.
//! Keys are never logged (the request log prints no headers).
//!
//! No process keeps a key it once found: every request's key is looked up
//! in the database (one indexed read, once per request), so a revoked key
//! is refused at once by every process on the database (the book: the
//! integration guide, "Keys and scopes").

use std::future::Future;
use std::pin::Pin;

use actix_web::http::header;
use actix_web::{FromRequest, HttpMessage, HttpRequest, dev::Payload, web};

use crate::detail;
use crate::http::error::ApiError;
use crate::service::Code;
use crate::store::DbPool;

pub use crate::service::caller::{Caller, KEY_PREFIX, generate_key, hash_key, hashes_match};

/// `Authorization: Bearer <key>` → the key, or why not.
fn bearer(req: &HttpRequest) -> Result<Option<String>, ApiError> {
    let Some(value) = req.headers().get(header::AUTHORIZATION) else {
        return Ok(None);
    };
    let value = value
        .to_str()
        .map_err(|_| ApiError::new(Code::Unauthorized, detail!("error-auth-header-not-text")))?;
    let mut parts = value.splitn(2, ' ');
    let scheme = parts.next().unwrap_or_default();
    let key = parts.next().unwrap_or_default().trim();
    // A player's code is no organizer credential: reads with it are
    // anonymous reads (writes are refused before they get here,
    // `player_auth::refuse_player_writes`; RULES.md §12).
    if scheme.eq_ignore_ascii_case(crate::http::player_auth::SCHEME) {
        return Ok(None);
    }
    if !scheme.eq_ignore_ascii_case("bearer") || key.is_empty() {
        return Err(ApiError::new(
            Code::Unauthorized,
            detail!("error-auth-expected-bearer"),
        ));
    }
    Ok(Some(key.to_owned()))
}

/// Looks the key up (blocking; call from `web::block`).
pub fn find_organizer(pool: &DbPool, key: &str) -> Result<Option<Caller>, ApiError> {
    Ok(crate::service::caller::authenticate(
        pool,
        key,
        crate::service::caller::Via::Api,
    )?)
}

/// What a request's key turned out to be, kept in the request's
/// extensions once looked up, so the rate limit, the idempotency scope and
/// the handler ask the database once per request.
#[derive(Debug, Clone)]
enum Checked {
    Found(Caller),
    Unknown,
}

async fn authenticate(req: HttpRequest) -> Result<Option<Caller>, ApiError> {
    let Some(key) = bearer(&req)? else {
        return Ok(None);
    };
    let known = req.extensions().get::<Checked>().cloned();
    let checked = match known {
        Some(checked) => checked,
        None => {
            let checked = look_up(&req, key).await?;
            req.extensions_mut().insert(checked.clone());
            checked
        }
    };
    match checked {
        Checked::Found(caller) => Ok(Some(caller)),
        Checked::Unknown => Err(ApiError::new(
            Code::Unauthorized,
            detail!("error-unknown-api-key"),
        )),
    }
}

async fn look_up(req: &HttpRequest, key: String) -> Result<Checked, ApiError> {
    let pool = req
        .app_data::<web::Data<DbPool>>()
        .ok_or_else(|| ApiError::Internal("no database pool configured".into()))?
        .clone();
    let caller = web::block(move || find_organizer(&pool, &key)).await??;
    Ok(caller.map_or(Checked::Unknown, Checked::Found))
}

/// The organizer of the request's `Authorization: Bearer` key once the
/// key is verified; `None` without a key, with a player's code, and for
/// any key that is not an organizer's (or cannot be checked now). What
/// the rate limit and the idempotency scope key on: an unverified
/// credential is no identity.
pub async fn verified(req: &HttpRequest) -> Option<Caller> {
    authenticate(req.clone()).await.ok().flatten()
}

/// The SHA-256 of the request's Bearer key, if it sends one.
pub fn presented_key_hash(req: &HttpRequest) -> Option<String> {
    bearer(req).ok().flatten().map(|key| hash_key(&key))
}

impl FromRequest for Caller {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Caller, ApiError>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move {
            authenticate(req)
                .await?
                .ok_or_else(|| ApiError::new(Code::Unauthorized, detail!("error-auth-required")))
        })
    }
}

/// The caller if a key was sent (reads are public; an invalid key is still
/// refused with 401 so a client notices).
#[derive(Debug, Clone)]
pub struct MaybeCaller(pub Option<Caller>);

impl FromRequest for MaybeCaller {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<MaybeCaller, ApiError>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move { authenticate(req).await.map(MaybeCaller) })
    }
}

/// Who may create organizers: anyone (open sign-up), or only holders of
/// the admin token (`PLANESFORGE_ADMIN_TOKEN`).
#[derive(Debug, Clone, Default)]
pub struct SignUp {
    pub admin_token: Option<String>,
}

impl SignUp {
    /// 401 unless sign-up is open or the request carries the admin token
    /// (compared in constant time).
    pub fn check(&self, req: &HttpRequest) -> Result<(), ApiError> {
        let Some(token) = &self.admin_token else {
            return Ok(());
        };
        let sent = bearer(req)?
            .ok_or_else(|| ApiError::new(Code::Unauthorized, detail!("error-sign-up-closed")))?;
        if hashes_match(&hash_key(&sent), &hash_key(token)) {
            Ok(())
        } else {
            Err(ApiError::new(
                Code::Unauthorized,
                detail!("error-wrong-admin-token"),
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_random_and_hash_stably() {
        let a = generate_key().unwrap();
        let b = generate_key().unwrap();
        assert_ne!(a, b);
        assert!(a.starts_with(KEY_PREFIX));
        assert_eq!(a.len(), KEY_PREFIX.len() + 64);
        assert_eq!(hash_key(&a), hash_key(&a));
        assert_ne!(hash_key(&a), hash_key(&b));
        assert!(hashes_match(&hash_key(&a), &hash_key(&a)));
        assert!(!hashes_match(&hash_key(&a), &hash_key(&b)));
    }
}

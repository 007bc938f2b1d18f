//! `ETag` and `If-None-Match` on the reads of a tournament (the
//! tournament, its rounds, its standings, their CSV and printable forms).
//!
//! Every write to a tournament bumps its `version` column first
//! (`service::lock_tournament`), and every representation is a
//! deterministic function of the tournament's rows, so the tag is a hash
//! of: the tournament id, its version, the path and query (the variant
//! asked for), the `Accept` header (JSON, CSV or HTML) and whether the
//! caller owns the tournament (owners also see rounds in `pairing`).
//!
//! The version is read before the body is built: if a write lands in
//! between, the body is newer than its tag, which only costs the client one
//! more full response later; a tag never names an older body.

use actix_web::http::header::{self, EntityTag, Header, HeaderValue, IfNoneMatch};
use actix_web::{HttpRequest, HttpResponse, HttpResponseBuilder};
use sha2::{Digest, Sha256};

use crate::detail;
use crate::http::auth::Caller;
use crate::http::error::ApiError;
use crate::http::routes::blocking;
use crate::service::Code;
use crate::store::DbPool;

/// The entity tag of one representation (a strong tag: the bytes are a
/// function of what the tag hashes; a [`ETag::localized`] page's tag is
/// weak).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ETag(EntityTag, bool);

impl ETag {
    /// The tag of the representation of tournament `tid` at `version`
    /// that `req` asks for.
    pub fn compute(tid: &str, version: i64, owner: bool, req: &HttpRequest) -> ETag {
        let accept = req
            .headers()
            .get(header::ACCEPT)
            .map(HeaderValue::as_bytes)
            .unwrap_or_default();
        let mut h = Sha256::new();
        for part in [
            tid.as_bytes(),
            version.to_string().as_bytes(),
            if owner { b"owner" } else { b"public" },
            req.path().as_bytes(),
            req.query_string().as_bytes(),
            accept,
        ] {
            h.update((part.len() as u64).to_be_bytes());
            h.update(part);
        }
        ETag(
            EntityTag::new_strong(hex::encode(h.finalize())[..32].to_owned()),
            false,
        )
    }

    /// The tag of a printed page (`print::PrintHeader`): its language may
    /// come from `Accept-Language`, which the tag then hashes too (the
    /// response says `Vary: Accept-Language`), and it shows the time it was
    /// printed, so two responses under one tag are equivalent but not the
    /// same bytes: a weak tag (RFC 9110 §8.8.1).
    pub fn localized(self, req: &HttpRequest) -> ETag {
        let language = req
            .headers()
            .get(header::ACCEPT_LANGUAGE)
            .map(HeaderValue::as_bytes)
            .unwrap_or_default();
        let mut h = Sha256::new();
        for part in [self.0.tag().as_bytes(), language] {
            h.update((part.len() as u64).to_be_bytes());
            h.update(part);
        }
        ETag(
            EntityTag::new_weak(hex::encode(h.finalize())[..32].to_owned()),
            true,
        )
    }

    /// The tag, unquoted.
    pub fn as_str(&self) -> &str {
        self.0.tag()
    }

    /// Whether `If-None-Match` of `req` names this tag (or `*`). Weak
    /// comparison (RFC 9110 §13.1.2): a `W/` prefix is ignored. Parsed by
    /// actix-web's typed header; an unparsable header matches nothing.
    pub fn matches(&self, req: &HttpRequest) -> bool {
        match IfNoneMatch::parse(req) {
            Ok(IfNoneMatch::Any) => true,
            Ok(IfNoneMatch::Items(tags)) => tags.iter().any(|t| t.weak_eq(&self.0)),
            Err(_) => false,
        }
    }

    /// `304 Not Modified`, no body.
    pub fn not_modified(&self) -> HttpResponse {
        let mut r = HttpResponse::NotModified();
        self.headers(&mut r);
        r.finish()
    }

    /// Adds `ETag`, `Vary` and `Cache-Control` to a response.
    pub fn headers<'a>(&self, r: &'a mut HttpResponseBuilder) -> &'a mut HttpResponseBuilder {
        let vary = if self.1 {
            "Accept, Authorization, Accept-Language"
        } else {
            "Accept, Authorization"
        };
        r.insert_header(header::ETag(self.0.clone()))
            .insert_header((header::VARY, vary))
            .insert_header((header::CACHE_CONTROL, "no-cache"))
    }
}

/// The current tag of tournament `tid` for `req` (404 when there is no
/// such tournament). `owner_matters`: the representation differs for the
/// owner (rounds).
pub async fn current(
    pool: &DbPool,
    tid: &str,
    caller: Option<&Caller>,
    owner_matters: bool,
    req: &HttpRequest,
) -> Result<ETag, ApiError> {
    current_versioned(pool, tid, caller, owner_matters, req)
        .await
        .map(|(tag, _)| tag)
}

/// [`current`] and the tournament version it was computed from.
pub async fn current_versioned(
    pool: &DbPool,
    tid: &str,
    caller: Option<&Caller>,
    owner_matters: bool,
    req: &HttpRequest,
) -> Result<(ETag, i64), ApiError> {
    current_audience(pool, tid, caller, owner_matters, req)
        .await
        .map(|(tag, version, _)| (tag, version))
}

/// [`current_versioned`] and whether the tag is the owner's (only when
/// `owner_matters`): what a cache of the representation is keyed by.
pub async fn current_audience(
    pool: &DbPool,
    tid: &str,
    caller: Option<&Caller>,
    owner_matters: bool,
    req: &HttpRequest,
) -> Result<(ETag, i64, bool), ApiError> {
    let pool = pool.clone();
    let id = tid.to_owned();
    let found = blocking(move || {
        crate::store::versions::of_tournament(&pool, &id)?.ok_or_else(|| {
            ApiError::new(
                Code::TournamentNotFound,
                detail!("error-tournament-not-found", id = id),
            )
        })
    })
    .await?;
    let (version, organizer) = (found.version, found.organizer_id);
    let owner = owner_matters && caller.is_some_and(|c| c.id == organizer);
    Ok((ETag::compute(tid, version, owner, req), version, owner))
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    fn matches(tag: &ETag, if_none_match: &[&str]) -> bool {
        let mut req = TestRequest::get().uri("/api/v1/tournaments/t");
        for v in if_none_match {
            req = req.append_header((header::IF_NONE_MATCH, *v));
        }
        tag.matches(&req.to_http_request())
    }

    #[test]
    fn if_none_match_compares_weakly() {
        let req = TestRequest::get()
            .uri("/api/v1/tournaments/t")
            .to_http_request();
        let tag = ETag::compute("t", 3, false, &req);
        let quoted = format!("\"{}\"", tag.as_str());
        assert_eq!(tag.as_str().len(), 32);
        assert!(matches(&tag, &[&quoted]));
        assert!(matches(&tag, &[&format!("W/{quoted}")]));
        assert!(matches(&tag, &[&format!("\"other\", {quoted}")]));
        assert!(matches(&tag, &["\"other\"", &quoted]));
        assert!(matches(&tag, &["*"]));
        assert!(!matches(&tag, &[]));
        assert!(!matches(&tag, &["\"other\""]));
        // Unquoted: not an entity tag.
        assert!(!matches(&tag, &[tag.as_str()]));
        // Another version, variant or audience is another tag.
        assert_ne!(ETag::compute("t", 4, false, &req), tag);
        assert_ne!(ETag::compute("t", 3, true, &req), tag);
    }
}

//! Rate limiting: one token bucket per API key (the SHA-256 of the Bearer
//! token, so the key itself is never kept) or, for requests without a key,
//! per client address. A bucket holds up to `burst` tokens and refills at
//! `per_minute / 60` tokens a second; each `/api/…` request takes one. An
//! empty bucket answers `429 rate_limited` (problem+json) with
//! `Retry-After`: the whole seconds until a token is back.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header;
use actix_web::middleware::Next;
use actix_web::web;

use crate::auth::hash_key;
use crate::detail;
use crate::error::ApiError;

/// The limit: sustained rate and burst size.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RateLimit {
    /// Requests per minute, sustained.
    pub per_minute: u32,
    /// Requests allowed at once after a quiet period (at least 1).
    pub burst: u32,
}

impl RateLimit {
    pub fn new(per_minute: u32, burst: u32) -> RateLimit {
        RateLimit {
            per_minute: per_minute.max(1),
            burst: burst.max(1),
        }
    }

    fn per_second(&self) -> f64 {
        f64::from(self.per_minute) / 60.0
    }
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

/// Buckets above this count are pruned of full (idle) ones.
const PRUNE_ABOVE: usize = 10_000;

/// The buckets of one server (shared by its workers).
#[derive(Debug)]
pub struct RateLimiter {
    limit: RateLimit,
    buckets: Mutex<HashMap<String, Bucket>>,
}

impl RateLimiter {
    pub fn new(limit: RateLimit) -> RateLimiter {
        RateLimiter {
            limit,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes a token from `who`'s bucket at `now`: `Ok(())`, or the
    /// seconds to wait (at least 1).
    pub fn take(&self, who: &str, now: Instant) -> Result<(), u64> {
        let rate = self.limit.per_second();
        let burst = f64::from(self.limit.burst);
        let mut buckets = self
            .buckets
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if buckets.len() > PRUNE_ABOVE {
            buckets.retain(|_, b| {
                b.tokens + now.saturating_duration_since(b.at).as_secs_f64() * rate < burst
            });
        }
        let b = buckets.entry(who.to_owned()).or_insert(Bucket {
            tokens: burst,
            at: now,
        });
        let elapsed = now.saturating_duration_since(b.at).as_secs_f64();
        b.tokens = (b.tokens + elapsed * rate).min(burst);
        b.at = now;
        if b.tokens >= 1.0 {
            b.tokens -= 1.0;
            Ok(())
        } else {
            Err((((1.0 - b.tokens) / rate).ceil() as u64).max(1))
        }
    }
}

/// Who a request counts against: its API key, else its peer address.
fn client_id(req: &ServiceRequest) -> String {
    if let Some(auth) = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
    {
        return format!("key:{}", hash_key(auth.trim()));
    }
    let ip = req
        .peer_addr()
        .map_or_else(|| "unknown".to_owned(), |a| a.ip().to_string());
    format!("ip:{ip}")
}

/// The middleware (`actix_web::middleware::from_fn`): limits `/api/…`.
pub async fn middleware(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    if req.path().starts_with("/api/")
        && let Some(limiter) = req.app_data::<web::Data<RateLimiter>>()
        && let Err(retry_after) = limiter.take(&client_id(&req), Instant::now())
    {
        return Err(ApiError::TooManyRequests {
            retry_after,
            detail: detail!(
                "error-rate-limited",
                per_minute = limiter.limit.per_minute,
                burst = limiter.limit.burst,
                retry_after = retry_after
            ),
        }
        .into());
    }
    next.call(req).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn bucket_empties_and_refills_exactly() {
        let l = RateLimiter::new(RateLimit::new(60, 3));
        let t0 = Instant::now();
        for _ in 0..3 {
            assert_eq!(l.take("a", t0), Ok(()));
        }
        assert_eq!(l.take("a", t0), Err(1));
        // Another client has its own bucket.
        assert_eq!(l.take("b", t0), Ok(()));
        // One token a second.
        assert_eq!(l.take("a", t0 + Duration::from_millis(500)), Err(1));
        assert_eq!(l.take("a", t0 + Duration::from_millis(1000)), Ok(()));
        assert_eq!(l.take("a", t0 + Duration::from_millis(1000)), Err(1));
        let slow = RateLimiter::new(RateLimit::new(6, 1));
        assert_eq!(slow.take("x", t0), Ok(()));
        assert_eq!(slow.take("x", t0), Err(10));
    }
}

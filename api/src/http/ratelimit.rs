//! Rate limiting: one bucket per organizer whose API key was verified, or,
//! for every other request (no key, a player's code, a key that is not
//! an organizer's), per client address ([`crate::http::client`]): an
//! unverified `Authorization` header buys no bucket of its own. A bucket holds up to `burst` requests and refills at
//! `per_minute / 60` a second; each `/api/…` request takes one. An empty
//! bucket answers `429 rate_limited` (problem+json) with `Retry-After`: the
//! whole seconds until a request is admitted again.
//!
//! The buckets are `governor`'s keyed GCRA limiter (the same arithmetic
//! as a token bucket, one timestamp per client, lock-free per key).
//! `actix-governor` is not used: its key extractors and its plain-text 429
//! do not fit our keying (key hash, else address) and our problem+json.
//!
//! Every limited response carries the IETF draft headers
//! (draft-ietf-httpapi-ratelimit-headers): `RateLimit-Policy:
//! "burst";q=<burst>;w=<seconds to refill a whole burst>` and `RateLimit:
//! "burst";r=<requests left now>;t=<seconds until the bucket is full>`.

use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;
use actix_web::web;
use governor::Quota;
use governor::clock::{Clock, DefaultClock};
use governor::middleware::StateInformationMiddleware;
use governor::state::keyed::DefaultKeyedStateStore;

use crate::detail;
use crate::http::error::ApiError;

/// `RateLimit` (draft-ietf-httpapi-ratelimit-headers).
pub const RATELIMIT: HeaderName = HeaderName::from_static("ratelimit");
/// `RateLimit-Policy` (draft-ietf-httpapi-ratelimit-headers).
pub const RATELIMIT_POLICY: HeaderName = HeaderName::from_static("ratelimit-policy");

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

    fn quota(&self) -> Quota {
        let one = NonZeroU32::MIN;
        Quota::per_minute(NonZeroU32::new(self.per_minute).unwrap_or(one))
            .allow_burst(NonZeroU32::new(self.burst).unwrap_or(one))
    }

    /// The time one request takes to come back.
    fn interval(&self) -> Duration {
        self.quota().replenish_interval()
    }

    /// Whole seconds (rounded up) of `n` intervals plus `extra`.
    fn seconds(&self, n: u32, extra: Duration) -> u64 {
        ceil_secs(self.interval() * n + extra)
    }

    /// The `RateLimit-Policy` value.
    fn policy(&self) -> String {
        format!(
            "\"burst\";q={};w={}",
            self.burst,
            self.seconds(self.burst, Duration::ZERO).max(1)
        )
    }
}

fn ceil_secs(d: Duration) -> u64 {
    d.as_secs() + u64::from(d.subsec_nanos() > 0)
}

/// The answer for one request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Decision {
    /// `None`: admitted; else the seconds to wait (at least 1).
    pub retry_after: Option<u64>,
    /// Requests left in the bucket after this one.
    pub remaining: u32,
    /// Seconds until the bucket is full again.
    pub reset: u64,
}

impl Decision {
    /// The `RateLimit` value.
    fn header(&self) -> String {
        format!("\"burst\";r={};t={}", self.remaining, self.reset)
    }
}

type Keyed<C> =
    governor::RateLimiter<String, DefaultKeyedStateStore<String>, C, StateInformationMiddleware>;

/// Buckets above this count are pruned of full (idle) ones, checked every
/// [`PRUNE_EVERY`] requests (counting the buckets locks every shard).
const PRUNE_ABOVE: usize = 10_000;
const PRUNE_EVERY: u64 = 1024;

/// The buckets of one server (shared by its workers).
pub struct RateLimiter<C: Clock = DefaultClock> {
    limit: RateLimit,
    buckets: Keyed<C>,
    checks: AtomicU64,
}

impl<C: Clock> std::fmt::Debug for RateLimiter<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RateLimiter")
            .field("limit", &self.limit)
            .field("buckets", &self.buckets.len())
            .finish()
    }
}

impl RateLimiter {
    pub fn new(limit: RateLimit) -> RateLimiter {
        RateLimiter::with_clock(limit, DefaultClock::default())
    }
}

impl<C: Clock> RateLimiter<C> {
    /// A limiter reading the time from `clock` (tests use a fake one).
    pub fn with_clock(limit: RateLimit, clock: C) -> RateLimiter<C> {
        RateLimiter {
            limit,
            buckets: Keyed::new(limit.quota(), DefaultKeyedStateStore::default(), clock),
            checks: AtomicU64::new(0),
        }
    }

    /// Takes a request from `who`'s bucket now.
    pub fn take(&self, who: &str) -> Decision {
        if self
            .checks
            .fetch_add(1, Ordering::Relaxed)
            .is_multiple_of(PRUNE_EVERY)
            && self.buckets.len() > PRUNE_ABOVE
        {
            self.buckets.retain_recent();
            self.buckets.shrink_to_fit();
        }
        let burst = self.limit.burst;
        match self.buckets.check_key(&who.to_owned()) {
            Ok(state) => {
                let remaining = state.remaining_burst_capacity().min(burst);
                Decision {
                    retry_after: None,
                    remaining,
                    reset: self.limit.seconds(burst - remaining, Duration::ZERO),
                }
            }
            Err(not_until) => {
                let wait = not_until.wait_time_from(self.buckets.clock().now());
                Decision {
                    retry_after: Some(ceil_secs(wait).max(1)),
                    remaining: 0,
                    reset: self.limit.seconds(burst - 1, wait),
                }
            }
        }
    }
}

/// Who a request counts against: the organizer of its verified key, else
/// its client address.
async fn client_id(req: &ServiceRequest) -> String {
    match crate::http::auth::verified(req.request()).await {
        Some(organizer) => format!("organizer:{}", organizer.id),
        None => format!("ip:{}", crate::http::client::address_of(req)),
    }
}

/// The middleware (`actix_web::middleware::from_fn`): limits `/api/…` and
/// tells the client where it stands (`RateLimit`, `RateLimit-Policy`).
pub async fn middleware(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let limiter = req.app_data::<web::Data<RateLimiter>>().cloned();
    let Some(limiter) = limiter.filter(|_| req.path().starts_with("/api/")) else {
        return Ok(next.call(req).await?.map_into_left_body());
    };
    let decision = limiter.take(&client_id(&req).await);
    let headers = [
        (RATELIMIT_POLICY, limiter.limit.policy()),
        (RATELIMIT, decision.header()),
    ];
    let mut res = match decision.retry_after {
        // The error stays attached to the response, so `middleware::localize`
        // still renders it in the request's language.
        Some(retry_after) => req
            .error_response(ApiError::TooManyRequests {
                retry_after,
                detail: detail!(
                    "error-rate-limited",
                    per_minute = limiter.limit.per_minute,
                    burst = limiter.limit.burst,
                    retry_after = retry_after
                ),
            })
            .map_into_right_body(),
        None => next.call(req).await?.map_into_left_body(),
    };
    for (name, value) in headers {
        if let Ok(value) = HeaderValue::try_from(value) {
            res.headers_mut().insert(name, value);
        }
    }
    Ok(res)
}

#[cfg(test)]
mod tests {
    use super::*;
    use governor::clock::FakeRelativeClock;

    fn wait(d: Decision) -> Result<(), u64> {
        d.retry_after.map_or(Ok(()), Err)
    }

    #[test]
    fn bucket_empties_and_refills_exactly() {
        let clock = FakeRelativeClock::default();
        let l = RateLimiter::with_clock(RateLimit::new(60, 3), clock.clone());
        for _ in 0..3 {
            assert_eq!(wait(l.take("a")), Ok(()));
        }
        assert_eq!(wait(l.take("a")), Err(1));
        // Another client has its own bucket.
        assert_eq!(wait(l.take("b")), Ok(()));
        // One request a second.
        clock.advance(Duration::from_millis(500));
        assert_eq!(wait(l.take("a")), Err(1));
        clock.advance(Duration::from_millis(500));
        assert_eq!(wait(l.take("a")), Ok(()));
        assert_eq!(wait(l.take("a")), Err(1));
        let slow = RateLimiter::with_clock(RateLimit::new(6, 1), FakeRelativeClock::default());
        assert_eq!(wait(slow.take("x")), Ok(()));
        assert_eq!(wait(slow.take("x")), Err(10));
    }

    #[test]
    fn draft_headers_count_down_and_tell_when_full() {
        let clock = FakeRelativeClock::default();
        let l = RateLimiter::with_clock(RateLimit::new(60, 3), clock.clone());
        assert_eq!(l.limit.policy(), "\"burst\";q=3;w=3");
        let d = l.take("a");
        assert_eq!((d.remaining, d.reset), (2, 1));
        assert_eq!(d.header(), "\"burst\";r=2;t=1");
        let d = l.take("a");
        assert_eq!((d.remaining, d.reset), (1, 2));
        let d = l.take("a");
        assert_eq!((d.remaining, d.reset), (0, 3));
        let d = l.take("a");
        assert_eq!(
            d,
            Decision {
                retry_after: Some(1),
                remaining: 0,
                reset: 3
            }
        );
        clock.advance(Duration::from_secs(3));
        assert_eq!(l.take("a").remaining, 2);
        // 1200 a minute, burst 200: a burst comes back in 10 seconds.
        assert_eq!(RateLimit::new(1200, 200).policy(), "\"burst\";q=200;w=10");
    }
}

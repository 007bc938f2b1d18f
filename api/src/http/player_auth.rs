//! The `Player` scheme (RULES.md §12): `Authorization: Player <code>` on
//! `/api/v1/me…`, and the code in the path of the player's page
//! (`/p/<code>`).
//!
//! - A code is looked up by its hash on every request (no cache), so a
//!   rotated code is dead on every replica at once.
//! - Every refusal of a code is the same `401 player_code_unknown`:
//!   malformed, unknown, rotated or of a deleted tournament cannot be told
//!   apart.
//! - Guessing is limited ([`CodeGuard`]): failed look-ups count per client
//!   address ([`crate::http::client`]) and per code prefix (its first 4
//!   characters, of the normalised form: [`codes::prefix`]). A right code is always let in, whatever others sent
//!   from the same address (a shop's Wi-Fi, a reverse proxy) or with the
//!   same prefix: a code is 100 bits, so the limit is not what keeps it
//!   secret, only what keeps a guesser from making the server work for
//!   nothing. Once a bucket is spent, a *wrong* code is answered `429`
//!   (with `Retry-After`) instead of `401`, after [`REFUSAL_DELAY`], so a
//!   client that keeps failing is slowed down and told to wait.
//! - Anywhere else a code is no credential: reads with it are anonymous
//!   reads, and every write with it is `403 player_code_forbidden`
//!   ([`refuse_player_writes`]), so a code can never act as an organizer.

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use actix_web::body::MessageBody;
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::{Method, header};
use actix_web::middleware::Next;
use actix_web::{FromRequest, HttpRequest, web};

use crate::detail;
use crate::http::error::ApiError;
use crate::http::ratelimit::{RateLimit, RateLimiter};
use crate::service::views::me::PlayerCaller;
use crate::service::{Code, codes};
use crate::store::DbPool;

/// The scheme's name in `Authorization`.
pub const SCHEME: &str = "Player";

/// Failed look-ups allowed per client address by default: a burst,
/// refilled at the same number a minute.
pub const GUESSES_PER_ADDRESS: u32 = 30;
/// Failed look-ups allowed per code prefix by default, likewise.
pub const GUESSES_PER_PREFIX: u32 = 10;
/// How long a wrong code is held before its `429` once its address or
/// prefix has spent its failures: a guesser (or a page left open on a
/// rotated code) makes at most one look-up a second per connection.
pub const REFUSAL_DELAY: Duration = Duration::from_secs(1);
/// The largest value of either limit (a million a minute): beyond any
/// real room, and far from the arithmetic's edges.
pub const MAX_GUESSES: u32 = 1_000_000;

/// The guessing limits, failed look-ups a minute
/// (`PLANESFORGE_PLAYER_CODE_GUESSES_PER_ADDRESS`, `…_PER_PREFIX`). Both
/// are at least 1: there is no "off" (see the self-hosting page: the limit
/// is what keeps a guesser from reading the database at request speed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GuessLimits {
    pub per_address: u32,
    pub per_prefix: u32,
}

impl Default for GuessLimits {
    fn default() -> Self {
        GuessLimits {
            per_address: GUESSES_PER_ADDRESS,
            per_prefix: GUESSES_PER_PREFIX,
        }
    }
}

/// The code of `Authorization: Player <code>`, if that is the scheme.
pub fn player_code(req: &HttpRequest) -> Option<String> {
    code_of(req.headers().get(header::AUTHORIZATION)?.to_str().ok()?)
}

fn code_of(value: &str) -> Option<String> {
    let (scheme, code) = value.trim().split_once(' ')?;
    scheme
        .eq_ignore_ascii_case(SCHEME)
        .then(|| code.trim().to_owned())
}

/// The limit on failed code look-ups, per address and per prefix (one per
/// server, shared by its workers).
pub struct CodeGuard {
    by_address: RateLimiter,
    by_prefix: RateLimiter,
}

impl std::fmt::Debug for CodeGuard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CodeGuard").finish_non_exhaustive()
    }
}

impl Default for CodeGuard {
    fn default() -> Self {
        CodeGuard::with_limits(GuessLimits::default())
    }
}

impl CodeGuard {
    /// The guard of a server configured with `limits`.
    pub fn with_limits(limits: GuessLimits) -> CodeGuard {
        CodeGuard::new(limits.per_address, limits.per_prefix)
    }

    pub fn new(per_address: u32, per_prefix: u32) -> CodeGuard {
        CodeGuard {
            by_address: RateLimiter::new(RateLimit::new(per_address, per_address)),
            by_prefix: RateLimiter::new(RateLimit::new(per_prefix, per_prefix)),
        }
    }

    fn keys(address: &str, code: &str) -> [String; 2] {
        [
            format!("ip:{address}"),
            format!("prefix:{}", codes::prefix(code)),
        ]
    }

    /// Counts a failed look-up; `Some(seconds)` when the address's or the
    /// prefix's failures were already spent (the failure is answered `429`
    /// with that `Retry-After`: the time until one comes back).
    pub fn failed(&self, address: &str, code: &str) -> Option<u64> {
        let [a, p] = Self::keys(address, code);
        let by_address = self.by_address.take(&a).retry_after;
        let by_prefix = self.by_prefix.take(&p).retry_after;
        by_address.max(by_prefix)
    }
}

fn too_many(retry_after: u64) -> ApiError {
    ApiError::TooManyRequests {
        retry_after,
        detail: detail!("error-player-code-guesses", retry_after = retry_after),
    }
}

/// The refusal of a code: one answer for every reason.
pub fn unknown_code() -> ApiError {
    ApiError::new(
        Code::PlayerCodeUnknown,
        detail!("error-unknown-player-code"),
    )
}

/// The player of `code`, with the guessing limit applied (see the module
/// documentation): the code is always looked up, so a right one always
/// gets in; a wrong one is `401`, or `429` after [`REFUSAL_DELAY`] once its
/// address or prefix has spent its failures.
pub async fn authenticate(req: &HttpRequest, code: String) -> Result<PlayerCaller, ApiError> {
    let pool = req
        .app_data::<web::Data<DbPool>>()
        .ok_or_else(|| ApiError::Internal("no database pool configured".into()))?
        .clone();
    let looked_up = code.clone();
    let found = web::block(move || crate::service::me::authenticate(&pool, &looked_up)).await?;
    match found {
        Ok(who) => Ok(who),
        Err(e) if e.kind() == crate::service::Kind::Unauthenticated => {
            let address = crate::http::client::address(req);
            let guard = req.app_data::<web::Data<CodeGuard>>();
            match guard.and_then(|g| g.failed(&address, &code)) {
                Some(wait) => {
                    actix_web::rt::time::sleep(REFUSAL_DELAY).await;
                    Err(too_many(wait))
                }
                None => Err(unknown_code()),
            }
        }
        Err(e) => Err(e.into()),
    }
}

/// The player of a request's `Authorization: Player <code>`: `401
/// player_code_unknown` for any code that is not a player's, `401
/// unauthorized` without one.
#[derive(Debug, Clone)]
pub struct PlayerAuth(pub PlayerCaller);

impl FromRequest for PlayerAuth {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<PlayerAuth, ApiError>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move {
            let code = player_code(&req).ok_or_else(|| {
                ApiError::new(Code::Unauthorized, detail!("error-player-code-required"))
            })?;
            authenticate(&req, code).await.map(PlayerAuth)
        })
    }
}

/// Whether a request is a player's own (`/api/v1/me` and below): the only
/// place a code may write (slice R's reports).
fn own_path(path: &str) -> bool {
    path == "/api/v1/me" || path.starts_with("/api/v1/me/")
}

/// Middleware: a write (any method but GET, HEAD, OPTIONS) with
/// `Authorization: Player …` outside `/api/v1/me…` is `403
/// player_code_forbidden`, before anything else looks at it.
pub async fn refuse_player_writes(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let read = matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    let with_code = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(code_of)
        .is_some();
    if with_code && !read && !own_path(req.path()) {
        return Ok(req
            .error_response(ApiError::new(
                Code::PlayerCodeForbidden,
                detail!("error-player-code-forbidden"),
            ))
            .map_into_right_body());
    }
    Ok(next.call(req).await?.map_into_left_body())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scheme_is_read_case_insensitively() {
        assert_eq!(code_of("Player abc"), Some("abc".into()));
        assert_eq!(code_of("player  abc "), Some("abc".into()));
        assert_eq!(code_of("Bearer abc"), None);
        assert_eq!(code_of("Player"), None);
        assert!(own_path("/api/v1/me") && own_path("/api/v1/me/report"));
        assert!(!own_path("/api/v1/meetings"));
    }

    #[test]
    fn failures_spend_the_prefix_and_the_address() {
        let g = CodeGuard::new(5, 2);
        assert_eq!(g.failed("a", "abcdXXXX"), None);
        assert_eq!(g.failed("b", "abcdYYYY"), None);
        // The prefix has spent its two: the next failure with it is
        // refused, from any address.
        assert!(g.failed("c", "abcdZZZZ").is_some(), "prefix spent");
        assert_eq!(g.failed("a", "wxyzQQQQ"), None);
        assert_eq!(g.failed("a", "k1"), None);
        assert_eq!(g.failed("a", "k2"), None);
        // "a" has spent its five: the sixth is refused, 12 s until one
        // comes back.
        assert_eq!(g.failed("a", "k3"), None);
        assert_eq!(g.failed("a", "k4"), Some(12));
        assert_eq!(g.failed("d", "k5"), None, "another address");
    }
}

//! Who is asking: organizers are known by API keys, stored only as hashes.

use rand::TryRngCore;
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

use crate::detail;
use crate::service::error::Error;
use crate::service::error_code::Code;

/// Prefix of every key, so a leaked key is recognisable.
pub const KEY_PREFIX: &str = "pf_";

/// A new random API key.
pub fn generate_key() -> Result<String, Error> {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| Error::Internal(format!("no randomness: {e}")))?;
    Ok(format!("{KEY_PREFIX}{}", hex::encode(bytes)))
}

/// The stored form of a key: SHA-256, hex.
pub fn hash_key(key: &str) -> String {
    hex::encode(Sha256::digest(key.as_bytes()))
}

/// Constant-time equality of two stored hashes.
pub fn hashes_match(a: &str, b: &str) -> bool {
    a.len() == b.len() && bool::from(a.as_bytes().ct_eq(b.as_bytes()))
}

/// The authenticated organizer of a request, or the player acting with
/// their code (RULES.md §12): whoever the audit log names as the actor.
#[derive(Debug, Clone)]
pub struct Caller {
    pub id: String,
    pub name: String,
    /// Whose id `id` is. A player never owns a tournament: the owner checks
    /// compare `id` with the organizer's id, which a player id never is.
    pub kind: ActorKind,
    /// Through what the request came: the API, or the console.
    pub via: Via,
    /// What the key the request came with may do (a console session has
    /// its key's). A player acting with their code gets `results` (their
    /// agreed result is entered as a result); the owner checks keep them
    /// from everything else.
    pub scope: Scope,
    /// The id of that key (`None` for a player).
    pub key_id: Option<String>,
    /// What the organizer proved who they are with (`None` for a player),
    /// for answers that outlive their request to ask again
    /// ([`still_holds`]).
    pub credential: Option<Credential>,
}

/// What an organizer's request was let in with, by its SHA-256 (never the
/// secret itself): an API key, or a console session's token. An event
/// stream keeps it and asks [`still_holds`] while it runs, so a revoked key
/// or a signed-out session does not keep listening.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Credential {
    /// The hash of an API key.
    Key(String),
    /// The hash of a console session's token.
    Session(String),
}

/// Whether `credential` still lets its organizer in: the key is neither
/// revoked nor rotated away; the session has not ended (signed out here or
/// everywhere, its key revoked) nor gone idle. Asking is not a use: it
/// neither notes the key's use nor keeps the session alive.
pub fn still_holds(pool: &crate::store::DbPool, credential: &Credential) -> Result<bool, Error> {
    match credential {
        Credential::Key(hash) => Ok(crate::store::keys::by_hash(pool, hash)?
            .is_some_and(|(row, _)| hashes_match(&row.key_hash, hash))),
        Credential::Session(hash) => super::console::session_holds(pool, hash),
    }
}

/// What a key may do: `read`, `results`, `full` (nested).
pub use planesforge_engine::access::Scope;

/// Who acts: an organizer (API key) or a player (player code).
pub use planesforge_engine::reports::ActorKind;

/// Through what a change is made (an audit entry's `via`).
pub use planesforge_engine::reports::Via;

impl Caller {
    /// Player `id` called `name`, acting with their code.
    pub fn player(id: &str, name: &str) -> Caller {
        Caller {
            id: id.to_owned(),
            name: name.to_owned(),
            kind: ActorKind::Player,
            via: Via::Api,
            scope: Scope::Results,
            key_id: None,
            credential: None,
        }
    }

    /// Organizer `id` called `name`, with key `key_id` of scope `scope`,
    /// let in with `credential`.
    pub fn organizer(
        id: String,
        name: String,
        scope: Scope,
        key_id: String,
        via: Via,
        credential: Credential,
    ) -> Caller {
        Caller {
            id,
            name,
            kind: ActorKind::Organizer,
            via,
            scope,
            key_id: Some(key_id),
            credential: Some(credential),
        }
    }

    /// Whether the caller's key allows what needs `need`.
    pub fn may(&self, need: Scope) -> bool {
        self.scope.allows(need)
    }

    /// The one scope check of the service (the book: the integration
    /// guide, "Keys and scopes"): `403 insufficient_scope` unless the
    /// caller's key allows what needs `need`. Every write of a tournament
    /// needs `full` unless its use case says `results`
    /// ([`crate::service::lock_owned_for`]); reads need nothing more than
    /// a key.
    pub fn require(&self, need: Scope) -> Result<(), Error> {
        if self.may(need) {
            Ok(())
        } else {
            Err(Error::new(
                Code::InsufficientScope,
                detail!(
                    "error-insufficient-scope",
                    scope = self.scope.as_str(),
                    need = need.as_str()
                ),
            ))
        }
    }
}

/// A key's last use is written at most this often (a write per request
/// would be a write per click).
const TOUCH_EVERY: chrono::Duration = chrono::Duration::minutes(1);

/// The organizer of API key `key`, with the key's scope; `None` for a key
/// that is no organizer's (never was, or was revoked). Asks the database
/// every time: a revoked key is refused at once by every process (no
/// process keeps a key it once found). Notes the key's use (to the
/// minute).
pub fn authenticate(
    pool: &crate::store::DbPool,
    key: &str,
    via: Via,
) -> Result<Option<Caller>, Error> {
    let key = key.trim();
    if key.is_empty() {
        return Ok(None);
    }
    let hash = hash_key(key);
    let Some((row, name)) = crate::store::keys::by_hash(pool, &hash)? else {
        return Ok(None);
    };
    if !hashes_match(&row.key_hash, &hash) {
        return Ok(None);
    }
    let at = super::now();
    if row.last_used_at.is_none_or(|last| at - last >= TOUCH_EVERY) {
        crate::store::keys::touch(pool, &row.id, at)?;
    }
    Ok(Some(Caller::organizer(
        row.organizer_id,
        name,
        row.scope,
        row.id,
        via,
        Credential::Key(hash),
    )))
}

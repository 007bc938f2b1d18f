//! Who is asking: organizers are known by API keys, stored only as hashes.

use rand::TryRngCore;
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

use crate::service::error::Error;

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
}

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
        }
    }
}

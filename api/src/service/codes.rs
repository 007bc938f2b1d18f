//! Player codes (RULES.md §12): the secret that lets a player see their
//! table and report their result, on `Authorization: Player <code>` and in
//! the link of their page (`/p/<code>`).
//!
//! A code is `base64url(HMAC-SHA256(key, "planesforge-player-code" | tid |
//! pid | nonce))`, cut to [`CODE_BYTES`] bytes (192 bits, 32 characters),
//! where `nonce` is 16 fresh random bytes from the operating system. The
//! database keeps the nonce and the SHA-256 of the code, never the code:
//! a presented code is hashed, looked up by hash (a unique index) and the
//! stored hash compared in constant time. The `key` ([`CodeKey`]) is held
//! outside the database (`PLANESFORGE_PLAYER_CODE_KEY`, or a key file), so
//! whoever has only the database learns no code, while the organizer's
//! slips sheet can derive each code again from its nonce. A code derived
//! under another key does not match its stored hash: the sheet then says
//! so instead of printing a wrong code.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use rand::TryRngCore;
use sha2::{Digest, Sha256};

use crate::service::caller::hashes_match;
use crate::service::error::Error;

/// Bytes of HMAC output kept in a code: 192 bits, above the 128 the rules
/// ask for, in 32 URL-safe characters.
pub const CODE_BYTES: usize = 24;
/// Characters of a code: base64url of [`CODE_BYTES`] without padding.
pub const CODE_LEN: usize = CODE_BYTES * 4 / 3;
/// Shortest key accepted (bytes).
pub const MIN_KEY_BYTES: usize = 32;
/// Domain separation: this key derives player codes and nothing else.
const DOMAIN: &[u8] = b"planesforge-player-code";

/// The secret key codes are derived with. Its `Debug` does not print it.
#[derive(Clone)]
pub struct CodeKey(Vec<u8>);

impl std::fmt::Debug for CodeKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CodeKey(…)")
    }
}

impl CodeKey {
    /// A key of at least [`MIN_KEY_BYTES`] bytes.
    pub fn new(bytes: Vec<u8>) -> Option<CodeKey> {
        (bytes.len() >= MIN_KEY_BYTES).then_some(CodeKey(bytes))
    }

    /// A fresh random key of 32 bytes.
    pub fn random() -> Result<CodeKey, Error> {
        Ok(CodeKey(random_bytes::<32>()?.to_vec()))
    }

    /// A key written as hex (64+ digits) or base64 (standard or URL-safe,
    /// padded or not), at least [`MIN_KEY_BYTES`] bytes once decoded.
    pub fn parse(text: &str) -> Option<CodeKey> {
        let text = text.trim();
        let hexed = hex::decode(text).ok();
        let decoded = hexed.or_else(|| {
            use base64::engine::general_purpose::{STANDARD, STANDARD_NO_PAD, URL_SAFE};
            [STANDARD, STANDARD_NO_PAD, URL_SAFE, URL_SAFE_NO_PAD]
                .iter()
                .find_map(|e| e.decode(text).ok())
        })?;
        CodeKey::new(decoded)
    }

    /// The key as hex (for the key file).
    pub fn to_hex(&self) -> String {
        hex::encode(&self.0)
    }
}

fn random_bytes<const N: usize>() -> Result<[u8; N], Error> {
    let mut bytes = [0u8; N];
    rand::rngs::OsRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| Error::Internal(format!("no randomness: {e}")))?;
    Ok(bytes)
}

/// The code of player `pid` of tournament `tid` with `nonce` (hex) under
/// `key`. Every part is length-prefixed, so no two inputs run together.
pub fn derive(key: &CodeKey, tid: &str, pid: &str, nonce: &str) -> String {
    // HMAC takes a key of any length: `new_from_slice` cannot fail.
    let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(&key.0) else {
        return String::new();
    };
    for part in [DOMAIN, tid.as_bytes(), pid.as_bytes(), nonce.as_bytes()] {
        mac.update(&(part.len() as u64).to_be_bytes());
        mac.update(part);
    }
    let out = mac.finalize().into_bytes();
    URL_SAFE_NO_PAD.encode(&out[..CODE_BYTES])
}

/// The stored form of a code: SHA-256, hex.
pub fn hash_code(code: &str) -> String {
    hex::encode(Sha256::digest(code.as_bytes()))
}

/// Whether `code` has the form of a code ([`CODE_LEN`] URL-safe base64
/// characters). A malformed code is refused like an unknown one, without
/// asking the database.
pub fn well_formed(code: &str) -> bool {
    code.len() == CODE_LEN
        && code
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A new code for player `pid` of tournament `tid`: `(code, hash, nonce)`.
#[derive(Debug, Clone)]
pub struct NewCode {
    pub code: String,
    pub hash: String,
    pub nonce: String,
}

/// Makes a new code (a fresh nonce) for player `pid` of tournament `tid`.
pub fn issue(key: &CodeKey, tid: &str, pid: &str) -> Result<NewCode, Error> {
    let nonce = hex::encode(random_bytes::<16>()?);
    let code = derive(key, tid, pid, &nonce);
    Ok(NewCode {
        hash: hash_code(&code),
        code,
        nonce,
    })
}

/// A stored code that this key does not derive: it was made under another
/// key (rotate it to get one this server can print).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OtherKey;

/// The code of a stored player, derived again from its nonce: `Ok(None)`
/// when the player has no code; [`OtherKey`] when the derived code does
/// not match the stored hash.
pub fn recover(
    key: &CodeKey,
    tid: &str,
    pid: &str,
    hash: Option<&str>,
    nonce: Option<&str>,
) -> Result<Option<String>, OtherKey> {
    let (Some(hash), Some(nonce)) = (hash, nonce) else {
        return Ok(None);
    };
    let code = derive(key, tid, pid, nonce);
    if hashes_match(&hash_code(&code), hash) {
        Ok(Some(code))
    } else {
        Err(OtherKey)
    }
}

/// The first characters of a code: the key of the per-prefix limit on
/// failed look-ups (a guesser cannot spread guesses for one player's code
/// over many prefixes, and one prefix's block locks out few players).
pub fn prefix(code: &str) -> String {
    code.chars().take(4).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_long_url_safe_distinct_and_recoverable() {
        let key = CodeKey::random().unwrap();
        let a = issue(&key, "t1", "p1").unwrap();
        let b = issue(&key, "t1", "p1").unwrap();
        assert_ne!(a.code, b.code);
        assert_eq!(a.code.len(), CODE_LEN);
        const { assert!(CODE_LEN * 6 >= 128) };
        assert!(well_formed(&a.code));
        assert_eq!(
            recover(&key, "t1", "p1", Some(&a.hash), Some(&a.nonce)),
            Ok(Some(a.code.clone()))
        );
        let other = CodeKey::random().unwrap();
        assert_eq!(
            recover(&other, "t1", "p1", Some(&a.hash), Some(&a.nonce)),
            Err(OtherKey)
        );
        assert_eq!(recover(&key, "t1", "p1", None, None), Ok(None));
        // Another tournament or player: another code.
        assert_ne!(derive(&key, "t2", "p1", &a.nonce), a.code);
        assert_ne!(derive(&key, "t1", "p2", &a.nonce), a.code);
        assert!(!well_formed("short"));
        assert!(!well_formed(&format!("{}=", &a.code[1..])));
    }

    #[test]
    fn keys_parse_from_hex_and_base64_and_must_be_long() {
        let hex64 = "00".repeat(32);
        assert!(CodeKey::parse(&hex64).is_some());
        assert!(CodeKey::parse(&"00".repeat(31)).is_none());
        let b64 = base64::engine::general_purpose::STANDARD.encode([7u8; 32]);
        assert!(CodeKey::parse(&b64).is_some());
        assert!(CodeKey::parse("not a key").is_none());
        assert_eq!(format!("{:?}", CodeKey::random().unwrap()), "CodeKey(…)");
    }
}

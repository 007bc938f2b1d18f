//! Player codes (RULES.md §12): the secret that lets a player see their
//! table and report their result, on `Authorization: Player <code>` and in
//! the link of their page (`/p/<code>`).
//!
//! A code is made to be typed: 20 characters of Crockford's base32
//! (`0-9` and `A-Z` without `I`, `L`, `O`, `U`), 100 bits, shown in five
//! groups of four (`7K3M-Q9XZ-…`). Its characters are the first 100 bits
//! of `HMAC-SHA256(key, "planesforge-player-code-v2" | tid | pid | nonce)`,
//! where `nonce` is 16 fresh random bytes from the operating system. A
//! typed code is read case-insensitively, with spaces and hyphens ignored
//! and `I`/`L` read as `1`, `O` as `0` ([`normalise`]).
//!
//! Codes made before (the legacy form) are 32 case-sensitive base64url
//! characters (`base64url(HMAC(key, "planesforge-player-code" | …))`, 192
//! bits); they keep working exactly as they are written ([`lookup_forms`]).
//!
//! The database keeps the nonce and the SHA-256 of the code (of its bare
//! upper-case form for a typable code), never the code: a presented code
//! is hashed, looked up by hash (a unique index) and the stored hash
//! compared in constant time. The `key` ([`CodeKey`]) is held outside the
//! database (`PLANESFORGE_PLAYER_CODE_KEY`, or a key file), so whoever has
//! only the database learns no code, while the organizer's slips sheet can
//! derive each code again from its nonce. A code derived under another key
//! does not match its stored hash: the sheet then says so instead of
//! printing a wrong code.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use rand::TryRngCore;
use sha2::{Digest, Sha256};

use crate::service::caller::hashes_match;
use crate::service::error::Error;

/// Bytes of HMAC output kept in a legacy code: 192 bits in 32 URL-safe
/// characters.
pub const LEGACY_BYTES: usize = 24;
/// Characters of a legacy code: base64url of [`LEGACY_BYTES`] without
/// padding.
pub const LEGACY_LEN: usize = LEGACY_BYTES * 4 / 3;
/// Characters of a code (its bare form): 20 of base32, 100 bits.
pub const CODE_CHARS: usize = 20;
/// Characters per group of the printed form.
pub const GROUP: usize = 4;
/// Crockford's base32 alphabet: no `I`, `L`, `O` nor `U`.
pub const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// Shortest key accepted (bytes).
pub const MIN_KEY_BYTES: usize = 32;
/// Domain separation: this key derives player codes and nothing else (the
/// legacy codes' domain, still used for [`derive`]).
const DOMAIN: &[u8] = b"planesforge-player-code";
/// The typable codes' domain.
const DOMAIN_TYPABLE: &[u8] = b"planesforge-player-code-v2";

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

/// The HMAC of `parts` under `key` in `domain`. Every part is
/// length-prefixed, so no two inputs run together.
fn mac(key: &CodeKey, domain: &[u8], parts: [&str; 3]) -> Option<[u8; 32]> {
    // HMAC takes a key of any length: `new_from_slice` cannot fail.
    let mut mac = Hmac::<Sha256>::new_from_slice(&key.0).ok()?;
    for part in std::iter::once(domain).chain(parts.iter().map(|p| p.as_bytes())) {
        mac.update(&(part.len() as u64).to_be_bytes());
        mac.update(part);
    }
    Some(mac.finalize().into_bytes().into())
}

/// The legacy code of player `pid` of tournament `tid` with `nonce` (hex)
/// under `key`: 32 base64url characters. New codes are [`derive_typable`];
/// this stays for the codes made before, and for other secrets derived
/// from the key (the page's form tokens).
pub fn derive(key: &CodeKey, tid: &str, pid: &str, nonce: &str) -> String {
    mac(key, DOMAIN, [tid, pid, nonce])
        .map(|out| URL_SAFE_NO_PAD.encode(&out[..LEGACY_BYTES]))
        .unwrap_or_default()
}

/// The code of player `pid` of tournament `tid` with `nonce` (hex) under
/// `key`, in its bare form: [`CODE_CHARS`] characters of [`ALPHABET`], the
/// first 100 bits of the HMAC, 5 bits a character.
pub fn derive_typable(key: &CodeKey, tid: &str, pid: &str, nonce: &str) -> String {
    let Some(out) = mac(key, DOMAIN_TYPABLE, [tid, pid, nonce]) else {
        return String::new();
    };
    (0..CODE_CHARS)
        .map(|i| {
            let bit = i * 5;
            // The two bytes that hold bits `bit..bit + 5`.
            let pair = u16::from(out[bit / 8]) << 8 | u16::from(out[bit / 8 + 1]);
            let value = (pair >> (11 - bit % 8)) & 0x1f;
            char::from(ALPHABET[usize::from(value)])
        })
        .collect()
}

/// A bare code in groups of [`GROUP`] joined by hyphens, as printed and
/// shown (`7K3M-Q9XZ-…`).
pub fn grouped(bare: &str) -> String {
    let chars: Vec<char> = bare.chars().collect();
    chars
        .chunks(GROUP)
        .map(|g| g.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("-")
}

/// The bare form of a typed code: spaces and hyphens dropped, upper case,
/// `I` and `L` read as `1` and `O` as `0` (Crockford's reading); `None`
/// unless that leaves [`CODE_CHARS`] characters of [`ALPHABET`].
pub fn normalise(typed: &str) -> Option<String> {
    let mut bare = String::with_capacity(CODE_CHARS);
    for c in typed.chars() {
        if c.is_whitespace() || matches!(c, '-' | '\u{2010}' | '\u{2011}' | '\u{2013}') {
            continue;
        }
        let c = match c.to_ascii_uppercase() {
            'I' | 'L' => '1',
            'O' => '0',
            c => c,
        };
        if !c.is_ascii() || !ALPHABET.contains(&(c as u8)) || bare.len() == CODE_CHARS {
            return None;
        }
        bare.push(c);
    }
    (bare.len() == CODE_CHARS).then_some(bare)
}

/// Whether `code` has the form of a legacy code: exactly [`LEGACY_LEN`]
/// URL-safe base64 characters, case-sensitive.
fn legacy_form(code: &str) -> bool {
    code.len() == LEGACY_LEN
        && code
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The forms of a presented code to look up, at most two: the code as
/// written when it has the legacy form (legacy codes are case-sensitive
/// and may hold `-`, so they are never rewritten), and its
/// [`normalise`]d form when it has one. Empty: a malformed code, refused
/// like an unknown one without asking the database.
pub fn lookup_forms(code: &str) -> Vec<String> {
    let code = code.trim();
    let mut forms = Vec::with_capacity(2);
    if legacy_form(code) {
        forms.push(code.to_owned());
    }
    if let Some(bare) = normalise(code) {
        forms.push(bare);
    }
    forms
}

/// A presented code as links show it: a legacy code as written; a
/// typable one in groups (`7k3m q9xz…` becomes `7K3M-Q9XZ-…`). Either
/// way [`lookup_forms`] of the result finds what the code found.
pub fn shown_form(code: &str) -> String {
    let code = code.trim();
    match normalise(code) {
        Some(bare) if !legacy_form(code) => grouped(&bare),
        _ => code.to_owned(),
    }
}

/// The stored form of a code: SHA-256, hex (of the bare form for a
/// typable code, of the code as written for a legacy one).
pub fn hash_code(code: &str) -> String {
    hex::encode(Sha256::digest(code.as_bytes()))
}

/// Whether `code` has the form of a code, typable or legacy.
pub fn well_formed(code: &str) -> bool {
    !lookup_forms(code).is_empty()
}

/// A new code for player `pid` of tournament `tid`: the code as shown (in
/// groups), the hash of its bare form and the nonce.
#[derive(Debug, Clone)]
pub struct NewCode {
    pub code: String,
    pub hash: String,
    pub nonce: String,
}

/// Makes a new code (a fresh nonce) for player `pid` of tournament `tid`.
pub fn issue(key: &CodeKey, tid: &str, pid: &str) -> Result<NewCode, Error> {
    let nonce = hex::encode(random_bytes::<16>()?);
    let bare = derive_typable(key, tid, pid, &nonce);
    Ok(NewCode {
        hash: hash_code(&bare),
        code: grouped(&bare),
        nonce,
    })
}

/// A stored code that this key does not derive: it was made under another
/// key (rotate it to get one this server can print).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OtherKey;

/// The code of a stored player, derived again from its nonce (in groups,
/// or a legacy code as it was made): `Ok(None)` when the player has no
/// code; [`OtherKey`] when no code derived under `key` matches the stored
/// hash.
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
    let bare = derive_typable(key, tid, pid, nonce);
    if hashes_match(&hash_code(&bare), hash) {
        return Ok(Some(grouped(&bare)));
    }
    let legacy = derive(key, tid, pid, nonce);
    if hashes_match(&hash_code(&legacy), hash) {
        return Ok(Some(legacy));
    }
    Err(OtherKey)
}

/// The first characters of a code: the key of the per-prefix limit on
/// failed look-ups (a guesser cannot spread guesses for one player's code
/// over many prefixes, and one prefix's block locks out few players). Of
/// the bare form when the code has one, so that `7k3m-…` and `7K3M…` are
/// one prefix.
pub fn prefix(code: &str) -> String {
    let code = normalise(code).unwrap_or_else(|| code.trim().to_owned());
    code.chars().take(4).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_typable_distinct_and_recoverable() {
        let key = CodeKey::random().unwrap();
        let a = issue(&key, "t1", "p1").unwrap();
        let b = issue(&key, "t1", "p1").unwrap();
        assert_ne!(a.code, b.code);
        // Five groups of four of the alphabet, 100 bits.
        const { assert!(CODE_CHARS * 5 >= 80) };
        let groups: Vec<&str> = a.code.split('-').collect();
        assert_eq!(groups.len(), 5, "{}", a.code);
        assert!(
            groups
                .iter()
                .all(|g| g.len() == GROUP && g.bytes().all(|c| ALPHABET.contains(&c)))
        );
        assert!(well_formed(&a.code));
        let bare = a.code.replace('-', "");
        assert_eq!(a.hash, hash_code(&bare));
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
        assert_ne!(derive_typable(&key, "t2", "p1", &a.nonce), bare);
        assert_ne!(derive_typable(&key, "t1", "p2", &a.nonce), bare);
        assert!(!well_formed("short"));
    }

    #[test]
    fn every_character_of_the_alphabet_comes_out() {
        let key = CodeKey::new(vec![3u8; 32]).unwrap();
        let mut seen = std::collections::BTreeSet::new();
        for n in 0..200 {
            seen.extend(derive_typable(&key, "t", "p", &n.to_string()).bytes());
        }
        assert_eq!(seen.into_iter().collect::<Vec<u8>>(), ALPHABET.to_vec());
    }

    #[test]
    fn typed_codes_are_read_loosely() {
        let bare = "7K3MQ9XZ0123456789AB";
        for typed in [
            "7K3M-Q9XZ-0123-4567-89AB",
            "7k3m-q9xz-0123-4567-89ab",
            "7k3mq9xz0123456789ab",
            " 7K3M Q9XZ 0123 4567 89AB ",
            "7K3M\u{2011}Q9XZ 0I23-4567-89AB",
            "7K3M-Q9XZ-O1L3-4567-89AB",
        ] {
            let want = if typed.contains('O') {
                "7K3MQ9XZ0113456789AB"
            } else {
                bare
            };
            assert_eq!(normalise(typed).as_deref(), Some(want), "{typed}");
            assert_eq!(prefix(typed), "7K3M");
        }
        for wrong in [
            "7K3M-Q9XZ-0123-4567-89A",
            "7K3M-Q9XZ-0123-4567-89ABC",
            "7K3M-Q9XZ-0123-4567-89AU",
            "7K3M-Q9XZ-0123-4567-89A_",
            "7K3M-Q9XZ-0123-4567-89Aé",
            "",
        ] {
            assert_eq!(normalise(wrong), None, "{wrong}");
        }
    }

    #[test]
    fn legacy_codes_keep_working_as_written() {
        let key = CodeKey::random().unwrap();
        let nonce = "00112233445566778899aabbccddeeff";
        let legacy = derive(&key, "t1", "p1", nonce);
        assert_eq!(legacy.len(), LEGACY_LEN);
        // Stored as a legacy code was: the hash of the code as written.
        let hash = hash_code(&legacy);
        assert_eq!(lookup_forms(&legacy)[0], legacy);
        assert!(
            lookup_forms(&legacy)
                .iter()
                .all(|f| f.len() != LEGACY_LEN || f == &legacy)
        );
        // Found by its exact hash; upper-casing it is another code.
        assert!(lookup_forms(&legacy).iter().any(|f| hash_code(f) == hash));
        let upper = legacy.to_ascii_uppercase();
        if upper != legacy {
            assert!(lookup_forms(&upper).iter().all(|f| hash_code(f) != hash));
        }
        // A legacy code that is also 20 base32 characters once its
        // hyphens are dropped is looked up both ways.
        let odd = "ABCDEFGHJKMNPQRSTVWX------------";
        assert_eq!(odd.len(), LEGACY_LEN);
        assert_eq!(lookup_forms(odd).len(), 2);
        // The slips print it again as it was made.
        assert_eq!(
            recover(&key, "t1", "p1", Some(&hash), Some(nonce)),
            Ok(Some(legacy.clone()))
        );
        assert_eq!(prefix(&legacy), legacy[..4]);
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

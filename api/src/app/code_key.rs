//! The key player codes are derived with (RULES.md §12;
//! [`crate::service::codes`]), held outside the database:
//!
//! 1. `PLANESFORGE_PLAYER_CODE_KEY` (hex or base64, at least 32 bytes):
//!    the same value on every replica (docker-compose.yml sets it);
//! 2. else, on an SQLite file, a key file beside the database
//!    (`<database>.player-code-key`, mode 0600), created once with a random
//!    key and read at every start;
//! 3. else (in-memory SQLite, PostgreSQL without the variable) a random key
//!    for this process, with a warning: codes work while it runs, but the
//!    slips of its players cannot be printed by another process or after a
//!    restart (they say so; rotating makes a printable code).

use std::io::Write as _;
use std::path::PathBuf;

use crate::service::codes::CodeKey;
use crate::store::Backend;

/// The file beside an SQLite database that holds its code key, or `None`
/// for PostgreSQL and in-memory SQLite.
pub fn key_file(database_url: &str) -> Option<PathBuf> {
    if Backend::of_url(database_url) != Backend::Sqlite {
        return None;
    }
    let path = database_url
        .strip_prefix("sqlite://")
        .unwrap_or(database_url);
    if path.is_empty() || path.contains(":memory:") || path.contains("mode=memory") {
        return None;
    }
    Some(PathBuf::from(format!("{path}.player-code-key")))
}

/// The key for a server with these settings (see the module
/// documentation); `Err` says what is wrong, without the key's value.
pub fn resolve(configured: Option<&str>, database_url: &str) -> Result<CodeKey, String> {
    if let Some(text) = configured {
        return CodeKey::parse(text).ok_or_else(|| {
            "PLANESFORGE_PLAYER_CODE_KEY: expected at least 32 bytes, written as hex or base64"
                .to_owned()
        });
    }
    let Some(file) = key_file(database_url) else {
        log::warn!(
            "PLANESFORGE_PLAYER_CODE_KEY is not set: player codes use a random key of this \
             process; code slips of its players cannot be printed after a restart or by \
             another replica (set the variable, the same on every replica)"
        );
        return CodeKey::random().map_err(|e| e.to_string());
    };
    match std::fs::read_to_string(&file) {
        Ok(text) => CodeKey::parse(&text)
            .ok_or_else(|| format!("{}: not a player code key", file.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => create(&file),
        Err(e) => Err(format!("{}: {e}", file.display())),
    }
}

/// Writes a new random key to `file` (readable by the owner only).
fn create(file: &PathBuf) -> Result<CodeKey, String> {
    let key = CodeKey::random().map_err(|e| e.to_string())?;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600);
    }
    match options.open(file) {
        Ok(mut f) => {
            f.write_all(format!("{}\n", key.to_hex()).as_bytes())
                .map_err(|e| format!("{}: {e}", file.display()))?;
            log::info!("player codes: a new key in {}", file.display());
            Ok(key)
        }
        // Another process created it first: use theirs.
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            let text =
                std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
            CodeKey::parse(&text)
                .ok_or_else(|| format!("{}: not a player code key", file.display()))
        }
        Err(e) => Err(format!("{}: {e}", file.display())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_files_only_beside_sqlite_files() {
        assert_eq!(
            key_file("pf.db"),
            Some(PathBuf::from("pf.db.player-code-key"))
        );
        assert_eq!(key_file("postgres://u@h/db"), None);
        assert_eq!(key_file(":memory:"), None);
    }

    #[test]
    fn a_key_file_is_made_once_and_reused() {
        let db = std::env::temp_dir().join(format!("pf-key-{}.db", uuid::Uuid::new_v4()));
        let url = db.to_string_lossy().into_owned();
        let a = resolve(None, &url).unwrap();
        let b = resolve(None, &url).unwrap();
        assert_eq!(a.to_hex(), b.to_hex());
        let file = key_file(&url).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let mode = std::fs::metadata(&file).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        std::fs::remove_file(file).unwrap();
        assert!(resolve(Some("short"), &url).is_err());
        let set = resolve(Some(&"ab".repeat(32)), &url).unwrap();
        assert_eq!(set.to_hex(), "ab".repeat(32));
    }
}

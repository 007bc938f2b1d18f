//! Shared by the book's tests (`book_diagrams.rs`, `book_figures.rs`).

use std::fs;
use std::path::Path;

/// Every language: the folders of `locales` (`api/locales/`), English (the
/// source) first, then by code.
pub fn languages(locales: &Path) -> Vec<String> {
    let mut langs: Vec<String> = fs::read_dir(locales)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", locales.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.is_dir())
        .map(|p| {
            p.file_name()
                .expect("a name")
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    langs.sort_by(|a, b| (a != "en", a).cmp(&(b != "en", b)));
    assert_eq!(langs.first().map(String::as_str), Some("en"));
    langs
}

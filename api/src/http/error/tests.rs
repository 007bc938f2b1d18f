//! The error codes, statuses and messages checked against the source.

use super::*;
use crate::i18n::tests::catalogue;
use std::collections::BTreeMap;
use std::path::Path;

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("read_dir")
        .map(|e| e.expect("entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") && !is_test_file(&path) {
            let text = std::fs::read_to_string(&path).expect("read");
            out.push((path.display().to_string(), text));
        }
    }
}

/// Test modules in files of their own (`tests.rs`, `*_tests.rs`) are not
/// the source these tests read.
fn is_test_file(path: &Path) -> bool {
    path.file_name().is_some_and(|n| {
        let n = n.to_string_lossy();
        n == "tests.rs" || n.ends_with("_tests.rs")
    })
}

/// `text` without its `#[cfg(test)]` items (brace-matched; strings and
/// character literals skipped).
fn without_tests(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..i]);
        let item = &rest[i..];
        let Some(open) = item.find('{') else {
            return out;
        };
        let chars: Vec<char> = item[open..].chars().collect();
        let (mut depth, mut k, mut end) = (0usize, 0usize, chars.len());
        while k < chars.len() {
            match chars[k] {
                '"' => {
                    k += 1;
                    while k < chars.len() && chars[k] != '"' {
                        k += if chars[k] == '\\' { 2 } else { 1 };
                    }
                }
                '\'' if chars.get(k + 2) == Some(&'\'') => k += 2,
                '\'' if chars.get(k + 1) == Some(&'\\') => k += 3,
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = k + 1;
                        break;
                    }
                }
                _ => {}
            }
            k += 1;
        }
        let consumed: usize = chars[..end].iter().map(|c| c.len_utf8()).sum();
        rest = &item[open + consumed..];
    }
    out.push_str(rest);
    out
}

/// The `detail!(…)` calls of `text` (outside comments), nested ones
/// included: id and argument names.
fn detail_calls(text: &str) -> Vec<(String, Vec<String>)> {
    let mut calls = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("detail!(") {
        let line_start = rest[..i].rfind('\n').map_or(0, |n| n + 1);
        let in_comment = rest[line_start..i].trim_start().starts_with("//");
        rest = &rest[i + "detail!(".len()..];
        if in_comment || !rest.trim_start().starts_with('"') {
            continue;
        }
        // The call's text up to its closing parenthesis, split at
        // top-level commas (strings skipped).
        let mut depth = 0usize;
        let mut in_str = false;
        let mut escaped = false;
        let mut pieces = vec![String::new()];
        for c in rest.chars() {
            if in_str {
                if escaped {
                    escaped = false;
                } else if c == '\\' {
                    escaped = true;
                } else if c == '"' {
                    in_str = false;
                }
                pieces.last_mut().expect("piece").push(c);
                continue;
            }
            match c {
                '"' => in_str = true,
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' if depth == 0 => break,
                ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => {
                    pieces.push(String::new());
                    continue;
                }
                _ => {}
            }
            pieces.last_mut().expect("piece").push(c);
        }
        let id = pieces[0].trim().trim_matches('"').to_owned();
        let mut names: Vec<String> = pieces[1..]
            .iter()
            .map(|p| p.trim())
            .filter(|p| !p.is_empty())
            .map(|p| {
                let (name, _) = p.split_once('=').expect("name = value");
                name.trim().to_owned()
            })
            .collect();
        names.sort();
        calls.push((id, names));
    }
    calls
}

/// The catalogue test of errors: every `detail!` in the source names a
/// message of the English catalogue with exactly its placeholders (the
/// i18n tests check that every language has the same), and every
/// `error-…` message is used.
#[test]
fn every_detail_in_the_source_is_in_the_catalogue() {
    let en: BTreeMap<String, Vec<String>> = catalogue(Lang::EN).into_iter().collect();
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut used = std::collections::BTreeSet::new();
    let mut count = 0;
    for (path, text) in &files {
        // Test code builds no client errors (and quotes the macro).
        for (id, names) in detail_calls(&without_tests(text)) {
            count += 1;
            let Some(vars) = en.get(&id) else {
                panic!("{path}: detail!({id:?}) is not in api/locales/en/main.ftl");
            };
            assert_eq!(
                &names, vars,
                "{path}: detail!({id:?}) arguments differ from the message's placeholders"
            );
            used.insert(id);
        }
    }
    assert!(count >= 80, "only {count} detail! calls found");
    // Details are built only with the macro (which this test reads).
    for (path, text) in &files {
        let calls = without_tests(text).matches("Detail::new(").count();
        // Only the macro's definition (in i18n/mod.rs, beside `Detail`).
        let allowed = usize::from(path.ends_with("i18n/mod.rs"));
        assert_eq!(calls, allowed, "{path}: use detail!(…), not Detail::new");
    }
    for id in en.keys().filter(|id| id.starts_with("error-")) {
        assert!(used.contains(id), "message {id} is never used");
    }
}

/// The wire strings the engine's `code()` functions return for a refused
/// document (`HistoryError`, `Invalid`, `ClockInvalid`, `DocumentError`):
/// the codes `engine_errors` reads with [`Code::from_wire`].
fn engine_document_codes() -> Vec<String> {
    let engine = Path::new(env!("CARGO_MANIFEST_DIR")).join("../engine/src");
    let mut codes = Vec::new();
    for (file, ty) in [
        ("model.rs", "HistoryError"),
        ("validate.rs", "Invalid"),
        ("document/settings.rs", "ClockInvalid"),
        ("document/mod.rs", "DocumentError"),
    ] {
        let text = std::fs::read_to_string(engine.join(file)).expect("engine source");
        let start = text
            .find(&format!("impl {ty} {{"))
            .unwrap_or_else(|| panic!("impl {ty}"));
        let body = &text[start..];
        let body = &body[body.find("fn code(").expect("fn code")..];
        let body = &body[..body.find("\n    }").expect("end of fn code")];
        codes.extend(
            body.split("=> \"")
                .skip(1)
                .filter_map(|r| r.split_once('"').map(|(c, _)| c.to_owned())),
        );
    }
    codes
}

/// Every code of a refused document is a [`Code`] of a 422 (the refused
/// document's status).
#[test]
fn every_engine_code_is_a_code() {
    let codes = engine_document_codes();
    assert!(codes.len() >= 30, "{codes:?}");
    for wire in codes {
        let code = Code::from_wire(&wire).unwrap_or_else(|| panic!("{wire} is not a Code"));
        assert_eq!(code.kind(), Some(Kind::Invalid), "{wire}");
    }
}

/// A code nobody raises is dead: every [`Code`] is named at a raise site
/// (`Code::Variant` in the source outside its own table and outside
/// tests), or is one of the engine's codes of a refused document.
#[test]
fn every_code_is_raised_somewhere() {
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let source: String = files
        .iter()
        .filter(|(path, _)| !path.ends_with("service/error_code.rs"))
        .map(|(_, text)| without_tests(text))
        .collect();
    let engine = engine_document_codes();
    let named = |variant: &str| {
        let needle = format!("Code::{variant}");
        source.match_indices(&needle).any(|(i, _)| {
            !source[i + needle.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
        })
    };
    let dead: Vec<String> = Code::ALL
        .iter()
        .filter(|c| !named(&format!("{c:?}")) && !engine.iter().any(|e| e == c.as_str()))
        .map(|c| format!("{c:?}"))
        .collect();
    assert!(dead.is_empty(), "codes nobody raises: {dead:?}");
}

/// A code with a fixed message is raised with it: every `Code::X` of such
/// a code in the source is followed by `detail!("<its message>"` (or is
/// an arm `=> Code::X,` of an error's `code()`).
#[test]
fn a_code_with_a_message_is_raised_with_it() {
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut checked = 0;
    for (path, text) in files
        .iter()
        .filter(|(path, _)| !path.ends_with("service/error_code.rs"))
    {
        let text = without_tests(text);
        for code in Code::ALL {
            let Some(message) = code.message() else {
                continue;
            };
            let needle = format!("Code::{code:?}");
            for (i, _) in text.match_indices(&needle) {
                let after = &text[i + needle.len()..];
                if after.starts_with(|c: char| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                if text[..i].trim_end().ends_with("=>") && after.starts_with(',') {
                    continue;
                }
                let raised = after
                    .trim_start()
                    .strip_prefix(',')
                    .map(str::trim_start)
                    .map(|r| r.strip_prefix("crate::").unwrap_or(r))
                    .and_then(|r| r.strip_prefix("detail!("))
                    .map(str::trim_start)
                    .and_then(|r| r.strip_prefix('"'))
                    .and_then(|r| r.split_once('"'))
                    .map(|(id, _)| id);
                assert_eq!(raised, Some(message), "{path}: {needle}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 40, "only {checked} raise sites checked");
}

/// Each error's code agrees with it: the status its code's kind gives (a
/// code without a kind is one of the web server's own refusals, which
/// their variant answers), and the code's fixed message.
#[test]
fn every_error_has_its_codes_status_and_message() {
    let mut own = std::collections::BTreeSet::new();
    for e in every_kind() {
        let code = e.code();
        match code.kind() {
            Some(kind) => assert_eq!(e.status_code(), status(kind), "{code}"),
            None => {
                assert!(!matches!(e, ApiError::Refused { .. }), "{code}");
                own.insert(code);
            }
        }
        if let Some(message) = code.message() {
            assert_eq!(e.detail().id(), message, "{code}");
        }
    }
    let without_kind: std::collections::BTreeSet<Code> = Code::ALL
        .iter()
        .copied()
        .filter(|c| c.kind().is_none())
        .collect();
    assert_eq!(own, without_kind);
}

#[test]
fn the_scanner_reads_names_and_nesting() {
    let calls = detail_calls(
        r#"x(detail!("error-a", round = f(1, 2), name = "a,)b", inner = detail!("error-b")));
        // detail!("error-comment", nope = 1)"#,
    );
    assert_eq!(
        calls,
        vec![
            (
                "error-a".to_owned(),
                vec!["inner".to_owned(), "name".to_owned(), "round".to_owned()]
            ),
            ("error-b".to_owned(), vec![]),
        ]
    );
}

fn every_kind() -> Vec<ApiError> {
    let d = || crate::detail!("error-round-not-found", round = 7u32);
    let mut errors: Vec<ApiError> = Code::ALL
        .iter()
        .filter(|c| {
            c.kind()
                .is_some_and(|k| !matches!(k, Kind::Unavailable | Kind::Internal))
        })
        .filter(|c| c.message().is_none())
        .map(|c| ApiError::new(*c, d()))
        .collect();
    errors.extend([
        crate::http::player_auth::unknown_code(),
        ApiError::new(
            Code::PlayerCodeForbidden,
            crate::detail!("error-player-code-forbidden"),
        ),
        ApiError::MethodNotAllowed {
            allow: "GET".into(),
            detail: crate::detail!("error-method-not-allowed", method = "PUT", allow = "GET"),
        },
        ApiError::PayloadTooLarge(crate::detail!("error-body-too-large", limit = 1usize)),
        ApiError::UnsupportedMediaType(d()),
        ApiError::UnsupportedContentEncoding(crate::detail!(
            "error-unsupported-content-encoding",
            encoding = "x",
            supported = "gzip"
        )),
        ApiError::TooManyRequests {
            retry_after: 1,
            detail: d(),
        },
        ApiError::Unavailable("secret".into()),
        ApiError::StorageUnavailable("secret".into()),
        ApiError::Internal("secret".into()),
    ]);
    errors
}

#[test]
fn every_status_has_a_title_in_every_language() {
    for e in every_kind() {
        let status = e.status_code();
        let en = e.problem_in(Lang::EN);
        assert_eq!(Some(en.title.as_str()), status.canonical_reason());
        for lang in Lang::ALL {
            let id = format!("title-{}", status.as_u16());
            assert_ne!(i18n::message(lang, &id, &[]), id, "{}", lang.code());
            let p = e.problem_in(lang);
            assert_eq!(
                (p.status, &p.code, &p.type_),
                (en.status, &en.code, &en.type_)
            );
            assert!(!p.detail.contains("secret"));
            if lang != Lang::EN {
                assert_ne!(p.title, en.title, "{}: {}", lang.code(), en.title);
                assert_ne!(p.detail, en.detail, "{}", lang.code());
            }
        }
    }
}

#[test]
fn nested_details_render_in_the_same_language() {
    let inner = crate::detail!("error-name-empty", what = "player");
    let outer = crate::detail!(
        "error-in-players-entry",
        index = 3usize,
        error = inner.clone()
    );
    for lang in Lang::ALL {
        let text = outer.render(lang);
        assert!(text.contains("players[3]"), "{text}");
        assert!(text.contains(&inner.render(lang)), "{text}");
    }
    assert_eq!(outer.to_string(), "players[3]: the player name is empty");
    assert!(
        outer
            .render(Lang::from_code("de").unwrap())
            .contains("Spielers")
    );
}

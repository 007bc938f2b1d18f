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
    let en: BTreeMap<String, Vec<String>> = catalogue(Lang::En).into_iter().collect();
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

/// The codes and statuses of `ApiError::<ctor>("code", …)` and
/// `ApiError::<Variant> { code: "code", … }` in `text` (test code
/// excluded), with the line; and the lines of constructor calls whose
/// code is not a literal.
fn code_calls(text: &str) -> (Vec<(String, u16, usize)>, Vec<usize>) {
    let text = without_tests(text);
    let line = |i: usize| text[..i].matches('\n').count() + 1;
    // Calls quoted in comments (`//! ApiError::…`) are not calls.
    let in_comment = |i: usize| {
        let start = text[..i].rfind('\n').map_or(0, |n| n + 1);
        text[start..i].trim_start().starts_with("//")
    };
    // `Error::x` inside `ApiError::x` is the other pattern's match.
    let after_ident = |i: usize| {
        text[..i]
            .chars()
            .last()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
    };
    let mut found = Vec::new();
    let mut dynamic = Vec::new();
    for (ctor, status) in [
        ("ApiError::bad_request(", 400),
        ("ApiError::not_found(", 404),
        ("ApiError::conflict(", 409),
        ("ApiError::unprocessable(", 422),
        // The domain error, mapped to statuses in `From<Error> for ApiError`.
        ("Error::malformed(", 400),
        ("Error::not_found(", 404),
        ("Error::conflict(", 409),
        ("Error::invalid(", 422),
        ("Error::gone(", 410),
    ] {
        let pattern = ctor.to_owned();
        for (i, _) in text
            .match_indices(&pattern)
            .filter(|(i, _)| !in_comment(*i) && !after_ident(*i))
        {
            let rest = text[i + pattern.len()..].trim_start();
            match rest.strip_prefix('"').and_then(|r| r.split_once('"')) {
                Some((code, _)) => found.push((code.to_owned(), status, line(i))),
                None => dynamic.push(line(i)),
            }
        }
    }
    for (variant, status) in [
        ("ApiError::BadRequest", 400),
        ("ApiError::NotFound", 404),
        ("ApiError::Conflict", 409),
        ("ApiError::Unprocessable", 422),
        ("Error::Malformed", 400),
        ("Error::NotFound", 404),
        ("Error::Conflict", 409),
        ("Error::Invalid", 422),
    ] {
        let pattern = format!("{variant} {{");
        for (i, _) in text
            .match_indices(&pattern)
            .filter(|(i, _)| !in_comment(*i) && !after_ident(*i))
        {
            let rest = text[i + pattern.len()..].trim_start();
            if let Some((code, _)) = rest
                .strip_prefix("code:")
                .map(str::trim_start)
                .and_then(|r| r.strip_prefix('"'))
                .and_then(|r| r.split_once('"'))
            {
                found.push((code.to_owned(), status, line(i)));
            }
        }
    }
    (found, dynamic)
}

/// The string literals after `=>` in the body of `impl <ty> {` of
/// `text` (the arms of its `code()`).
fn engine_codes(text: &str, ty: &str) -> Vec<String> {
    let start = text
        .find(&format!("impl {ty} {{"))
        .unwrap_or_else(|| panic!("impl {ty}"));
    let body = &text[start..];
    let body = &body[..body.find("\n}\n").expect("end of impl")];
    body.split("=> \"")
        .skip(1)
        .filter_map(|r| r.split_once('"').map(|(c, _)| c.to_owned()))
        .collect()
}

/// One HTTP status per error code, everywhere: every literal code of
/// the source, every fixed one, and every code the engine's refusals
/// get through `engine_errors` (the only file allowed to pass a code
/// that is not a literal).
#[test]
fn one_status_per_code() {
    use crate::service::engine_errors as ee;
    use planesforge_engine::document::DocumentError;
    use planesforge_engine::explain::ExplainError;
    use planesforge_engine::pairing::NextRoundError;
    use planesforge_engine::standings::StandingsError;
    use planesforge_engine::topcut::CutError;
    use planesforge_engine::{HistoryError, ResultError};

    let mut statuses: BTreeMap<String, BTreeMap<u16, Vec<String>>> = BTreeMap::new();
    let mut note = |code: &str, status: u16, at: String| {
        statuses
            .entry(code.to_owned())
            .or_default()
            .entry(status)
            .or_default()
            .push(at);
    };
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut literal = 0;
    for (path, text) in &files {
        let (found, dynamic) = code_calls(text);
        for (code, status, line) in found {
            literal += 1;
            note(&code, status, format!("{path}:{line}"));
        }
        if !path.ends_with("engine_errors.rs") {
            assert!(
                dynamic.is_empty(),
                "{path}:{dynamic:?}: an ApiError code that is not a literal; \
                 map engine refusals in engine_errors.rs"
            );
        }
    }
    assert!(literal >= 50, "only {literal} codes found");
    for e in every_kind().into_iter().filter(|e| e.code() != "x") {
        note(
            e.code(),
            e.status_code().as_u16(),
            "error.rs (fixed)".into(),
        );
    }
    // The engine's refusals, every variant, through the mapping.
    let d = |n: u32| (n, n, n);
    let (w, l, dr) = d(3);
    let mut mapped = vec![
        ee::result_error(&ResultError::TooManyWins {
            wins: w,
            losses: l,
            draws: dr,
        }),
        ee::result_error(&ResultError::TooManyLosses {
            wins: w,
            losses: l,
            draws: dr,
        }),
        ee::result_error(&ResultError::BothWonTwo { draws: 0 }),
        ee::result_error(&ResultError::TooManyDraws {
            wins: w,
            losses: l,
            draws: dr,
        }),
        ee::result_error(&ResultError::NoGames),
        ee::result_error(&ResultError::PlayoffDraw {
            wins: 1,
            losses: 1,
            draws: 1,
        }),
        ee::result_error(&ResultError::PlayoffDoubleLoss),
        ee::result_error(&ResultError::DoubleLossGames {
            wins: 1,
            losses: 2,
            draws: 0,
        }),
        ee::cut_error(&CutError::NotPowerOfTwo { size: 3 }),
        ee::cut_error(&CutError::NotEnoughPlayers {
            size: 8,
            active_players: 4,
        }),
        ee::cut_error(&CutError::SwissUnfinished),
        ee::next_round_error(&NextRoundError::RoundNotCompleted { round: 1 }, 2),
        ee::next_round_error(&NextRoundError::PlayoffStarted { round: 1 }, 2),
        ee::explain_error(&ExplainError::RoundNotFound { round: 9 }),
        ee::explain_error(&ExplainError::NotSwiss { round: 5 }),
    ];
    for s in [
        StandingsError::RoundNotFound {
            requested: 9,
            last_round: 2,
        },
        StandingsError::RoundNotCompleted { round: 2 },
        StandingsError::Overflow,
    ] {
        mapped.push(ee::standings_error(&s));
        mapped.push(ee::explain_error(&ExplainError::Standings(s.clone())));
        mapped.push(ee::next_round_error(&NextRoundError::Standings(s), 3));
    }
    {
        use planesforge_engine::lifecycle::{RefusalCode as R, RoundState};
        for r in [
            R::TournamentFinished,
            R::RoundStillPairing { round: 1 },
            R::RoundResultsMissing {
                round: 1,
                missing: 1,
            },
            R::PlannedRoundsReached { planned: 3 },
            R::TooManyRounds,
            R::NotEnoughPlayers { active: 1 },
            R::RoundPublished {
                round: 1,
                state: RoundState::Published,
            },
            R::RoundNotLatest { round: 1 },
            R::PlayoffPairingsFixed { round: 1 },
            R::PlayoffRoundHasResults { round: 1 },
            R::RoundNotPublished { round: 1 },
            R::RoundFrozen { round: 1 },
            R::InvalidPlannedRounds { value: 31 },
            R::PlannedRoundsBelowPaired {
                value: 1,
                paired: 2,
            },
            R::InvalidTopCut { value: 3 },
            R::TopCutStarted,
            R::TopCutExists,
            R::TopCutNotWanted,
            R::TopCutPlanned { size: 8 },
            R::SwissUnfinished,
            R::RoundHasResults {
                round: 1,
                results: 1,
                reports: 0,
            },
            R::RoundCompleted { round: 1 },
            R::PlayerHasPlayed,
            R::TournamentNotFinished {
                status: planesforge_engine::lifecycle::TournamentStatus::Swiss,
            },
        ] {
            mapped.push(ee::lifecycle_error(r));
        }
    }
    let syntax = serde_json::from_str::<u32>("{").expect_err("syntax");
    let data = serde_json::from_str::<u32>("\"x\"").expect_err("data");
    mapped.push(ee::document_error(&DocumentError::Json(syntax)));
    mapped.push(ee::document_error(&DocumentError::Json(data)));
    mapped.push(ee::document_error(&DocumentError::Format {
        found: "x".into(),
    }));
    let history = ee::document_error(&DocumentError::History(HistoryError::TooManyPlayers {
        count: 9000,
    }));
    assert_eq!(
        ApiError::from(history).status_code(),
        StatusCode::UNPROCESSABLE_ENTITY
    );
    let mapped: Vec<ApiError> = mapped.into_iter().map(ApiError::from).collect();
    for e in &mapped {
        if !matches!(e, ApiError::Internal(_)) {
            note(
                e.code(),
                e.status_code().as_u16(),
                "engine_errors.rs".into(),
            );
        }
    }
    // Every code of an inconsistent document is a 422 (as above).
    let model = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../engine/src/model.rs"),
    )
    .expect("engine model");
    let history_codes = engine_codes(&model, "HistoryError");
    assert!(history_codes.len() >= 10, "{history_codes:?}");
    for code in history_codes {
        note(&code, 422, "engine HistoryError via document_error".into());
    }
    // And every code of a document the engine's validation refuses.
    let validate = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../engine/src/validate.rs"),
    )
    .expect("engine validate");
    let invalid_codes = engine_codes(&validate, "Invalid");
    assert!(invalid_codes.len() >= 10, "{invalid_codes:?}");
    for code in invalid_codes {
        note(&code, 422, "engine Invalid via document_error".into());
    }
    // And every code of a /3 document's settings or round clocks.
    let v3 = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../engine/src/document_v3.rs"),
    )
    .expect("engine document_v3");
    let clock_codes = engine_codes(&v3, "ClockInvalid");
    assert!(clock_codes.len() >= 5, "{clock_codes:?}");
    for code in clock_codes {
        note(&code, 422, "engine ClockInvalid via document_error".into());
    }
    let listed: Vec<&str> = CODES.to_vec();
    let found: Vec<&str> = statuses.keys().map(String::as_str).collect();
    assert_eq!(
        found, listed,
        "error::CODES differs from the codes in the source"
    );
    let clashes: Vec<String> = statuses
        .iter()
        .filter(|(_, by_status)| by_status.len() > 1)
        .map(|(code, by_status)| format!("{code}: {by_status:?}"))
        .collect();
    assert!(
        clashes.is_empty(),
        "codes with more than one status:\n{}",
        clashes.join("\n")
    );
}

#[test]
fn the_code_scanner_reads_literals_and_flags_the_rest() {
    let (found, dynamic) = code_calls(
        "ApiError::not_found(\n \"round_not_found\", d)\nApiError::unprocessable(code, d)\n\
         ApiError::Conflict { code: \"c\", detail }",
    );
    assert_eq!(
        found,
        vec![
            ("round_not_found".to_owned(), 404, 1),
            ("c".to_owned(), 409, 4)
        ]
    );
    assert_eq!(dynamic, vec![3]);
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
    vec![
        ApiError::bad_request("x", d()),
        ApiError::Unauthorized(d()),
        ApiError::Forbidden(d()),
        crate::http::player_auth::unknown_code(),
        ApiError::Forbidden(crate::detail!("error-player-code-forbidden")),
        ApiError::not_found("x", d()),
        ApiError::MethodNotAllowed {
            allow: "GET".into(),
            detail: d(),
        },
        ApiError::conflict("x", d()),
        ApiError::PayloadTooLarge(d()),
        ApiError::UnsupportedMediaType(d()),
        ApiError::UnsupportedContentEncoding(d()),
        ApiError::unprocessable("x", d()),
        ApiError::Gone {
            code: "x",
            detail: d(),
        },
        ApiError::TooManyRequests {
            retry_after: 1,
            detail: d(),
        },
        ApiError::Unavailable("secret".into()),
        ApiError::StorageUnavailable("secret".into()),
        ApiError::Internal("secret".into()),
    ]
}

#[test]
fn every_status_has_a_title_in_every_language() {
    for e in every_kind() {
        let status = e.status_code();
        let en = e.problem_in(Lang::En);
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
            if lang != Lang::En {
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
    assert!(outer.render(Lang::De).contains("Spielers"));
}

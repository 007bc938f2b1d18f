//! `engine/RULES.md` is the engine's contract, and the code, tests, README,
//! message catalogues and OpenAPI document cite its sections ("RULES.md §6",
//! "§3–4", "§5.3", `§6 "Edits"`). This test reads every text file of the
//! repository and fails when one of them
//!
//! - cites a section RULES.md does not have (or a numbered rule, `§N.M`, or
//!   a bold label, `§N "Label"`, that section does not have), or
//! - points at a file outside the repository (the team's old shared spec:
//!   its rules, API or architecture file), so the repository stays
//!   self-contained.
//!
//! Sections of RFCs (`RFC 9110 §9.3.2`) are not ours and are skipped.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// Directories that hold build output or other people's files, not ours.
const SKIPPED_DIRS: [&str; 5] = ["target", ".git", "node_modules", "__pycache__", "build"];

/// Larger files are generated data (databases, dumps), never cited prose.
const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the engine crate sits in the repository root")
        .to_path_buf()
}

/// One section of RULES.md: its text and the numbers of its numbered rules.
struct Section {
    text: String,
    numbered: Vec<u32>,
}

/// The sections of RULES.md, by number (`## N. Title`).
fn sections(rules: &str) -> BTreeMap<u32, Section> {
    let mut out = BTreeMap::new();
    let mut current: Option<u32> = None;
    for line in rules.lines() {
        if let Some(heading) = line.strip_prefix("## ") {
            let number = heading
                .split('.')
                .next()
                .and_then(|n| n.parse::<u32>().ok());
            current = number;
            if let Some(n) = number {
                let fresh = Section {
                    text: String::new(),
                    numbered: Vec::new(),
                };
                assert!(
                    out.insert(n, fresh).is_none(),
                    "RULES.md has two sections §{n}"
                );
            }
            continue;
        }
        let Some(section) = current.and_then(|n| out.get_mut(&n)) else {
            continue;
        };
        section.text.push_str(line);
        section.text.push(' ');
        // A numbered rule starts a line: "1. **Fewest rematches.** …".
        if let Some((number, _)) = line.split_once(". ")
            && let Ok(n) = number.parse::<u32>()
        {
            section.numbered.push(n);
        }
    }
    out
}

/// Every text file of the repository but build output, RULES.md itself and
/// this test.
fn text_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a readable directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        if path.is_dir() {
            // book/<lang>/book is mdBook's output for one language.
            let built_book = name == "book" && dir.parent().is_some_and(|p| p.ends_with("book"));
            if !SKIPPED_DIRS.contains(&name) && !built_book {
                text_files(&path, out);
            }
        } else if path.metadata().is_ok_and(|m| m.len() <= MAX_FILE_BYTES)
            && !path.ends_with("engine/RULES.md")
            // This file's own examples cite made-up sections on purpose.
            && !path.ends_with("engine/tests/rules_citations.rs")
        {
            out.push(path);
        }
    }
}

/// The team's old shared spec (its rules, API and architecture files),
/// however a line reaches it; the repository's own files are `RULES.md`,
/// `README.md` and `ARCHITECTURE.md`.
fn points_outside(line: &str) -> impl Iterator<Item = &'static str> + '_ {
    const OUTSIDE: [&str; 5] = [
        "shared/spec",
        "../shared",
        "rules.md",
        "api.md",
        "architecture.md",
    ];
    OUTSIDE.into_iter().filter(move |bad| {
        line.match_indices(bad).any(|(at, _)| {
            // "openapi.md" or "my_api.md" would be another file.
            !line[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '-')
        })
    })
}

/// Leading ASCII digits of `s` as a number, and the rest.
fn number(s: &str) -> Option<(u32, &str)> {
    let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    s[..end].parse().ok().map(|n| (n, &s[end..]))
}

/// Whether the `§` at byte `at` of `line` belongs to an RFC (`RFC 9110 §…`).
fn cites_an_rfc(line: &str, at: usize) -> bool {
    let mut words = line[..at].split_whitespace().rev();
    let number = words.next().unwrap_or_default();
    let rfc = words.next().unwrap_or_default();
    number.chars().all(|c| c.is_ascii_digit()) && rfc.trim_start_matches(['(', '`']).eq("RFC")
}

/// The problems of the citation at the `§` that starts `rest`.
fn check_citation(rest: &str, rules: &BTreeMap<u32, Section>, problems: &mut Vec<String>) {
    let Some((first, mut after)) = number(&rest['§'.len_utf8()..]) else {
        return;
    };
    let mut cited = vec![first];
    // A range, "§3–4": every section in it must exist.
    if let Some((last, tail)) = after
        .strip_prefix('–')
        .or_else(|| after.strip_prefix('-'))
        .and_then(number)
    {
        cited.extend(first + 1..=last);
        after = tail;
    }
    for n in &cited {
        if !rules.contains_key(n) {
            problems.push(format!("cites §{n}, which RULES.md does not have"));
        }
    }
    let Some(section) = rules.get(&first) else {
        return;
    };
    // A numbered rule of the section, "§5.3".
    if let Some((rule, _)) = after.strip_prefix('.').and_then(number)
        && !section.numbered.contains(&rule)
    {
        problems.push(format!(
            "cites §{first}.{rule}, but §{first} has no rule {rule}"
        ));
    }
    // A bold label of the section, `§6 "Edits"` (possibly wrapped).
    let quoted = after
        .strip_prefix(" \\\"")
        .map(|s| s.split("\\\"").next().unwrap_or(s))
        .or_else(|| {
            after
                .strip_prefix(" \"")
                .map(|s| s.split('"').next().unwrap_or(s))
        });
    if let Some(label) = quoted {
        let label = label.split("\\n").next().unwrap_or(label).trim();
        let wanted = format!("**{label}");
        let wanted_bare = format!("{label}:");
        if !label.is_empty()
            && !section.text.contains(&wanted)
            && !section.text.contains(&wanted_bare)
        {
            problems.push(format!(
                "cites §{first} \"{label}\", which §{first} does not have"
            ));
        }
    }
}

#[test]
fn rules_md_is_the_numbered_contract() {
    let rules = fs::read_to_string(repo_root().join("engine/RULES.md")).expect("engine/RULES.md");
    assert!(
        rules.contains("the engine's contract"),
        "RULES.md says what it is"
    );
    let numbers: Vec<u32> = sections(&rules).into_keys().collect();
    assert_eq!(
        numbers,
        (1..=13).collect::<Vec<_>>(),
        "RULES.md keeps §1–§13"
    );
}

#[test]
fn every_citation_names_a_section_of_rules_md() {
    let root = repo_root();
    let rules = sections(&fs::read_to_string(root.join("engine/RULES.md")).expect("RULES.md"));
    let mut files = Vec::new();
    text_files(&root, &mut files);
    assert!(
        files.len() > 100,
        "the walk found the repository ({} files)",
        files.len()
    );
    let mut problems = Vec::new();
    let mut citations = 0;
    for path in &files {
        let Ok(text) = fs::read_to_string(path) else {
            continue; // not UTF-8: not text we write
        };
        let shown = path
            .strip_prefix(&root)
            .unwrap_or(path)
            .display()
            .to_string();
        for (index, line) in text.lines().enumerate() {
            let mut found: Vec<String> = points_outside(line)
                .map(|bad| format!("points outside the repository ({bad})"))
                .collect();
            for (at, _) in line.match_indices('§') {
                if !cites_an_rfc(line, at) {
                    citations += 1;
                    check_citation(&line[at..], &rules, &mut found);
                }
            }
            problems.extend(
                found
                    .into_iter()
                    .map(|p| format!("{shown}:{}: {p}", index + 1)),
            );
        }
    }
    assert!(citations > 100, "the check saw the citations ({citations})");
    assert!(
        problems.is_empty(),
        "bad rules citations:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_checker_catches_bad_citations() {
    let rules = sections(
        "# R\n\n## 1. A\n\ntext\n\n## 2. B\n\n1. **One.** x\n2. **Two.** y\n\n- **Label.** z\n",
    );
    let check = |citation: &str| {
        let mut problems = Vec::new();
        check_citation(citation, &rules, &mut problems);
        problems
    };
    assert!(check("§1").is_empty());
    assert!(check("§1–2, and more").is_empty());
    assert!(check("§2.2 and so on").is_empty());
    assert!(check("§2 \"Label\"").is_empty());
    assert!(check("§2 \\\"Label\\\"").is_empty());
    assert_eq!(check("§3").len(), 1);
    assert_eq!(check("§1–3").len(), 1);
    assert_eq!(check("§2.3").len(), 1);
    assert_eq!(check("§2 \"Missing\"").len(), 1);
    let rfc = "see RFC 9110 §9.3.2";
    assert!(cites_an_rfc(rfc, rfc.find('§').unwrap_or_default()));
    let ours = "RULES.md §9";
    assert!(!cites_an_rfc(ours, ours.find('§').unwrap_or_default()));
    let outside: Vec<_> = points_outside("see rules.md §3 and (api.md) or ../shared/x").collect();
    assert_eq!(outside, ["../shared", "rules.md", "api.md"]);
    assert_eq!(points_outside("RULES.md, README.md, openapi.md").count(), 0);
}

//! The book quotes figures of its example tournament; this test recomputes
//! every one of them with the engine, in every language of the book, so the
//! documentation and the code cannot drift apart.
//!
//! The example is `book/example/tournament.json` (a tournament document,
//! the book: [The tournament document](/book/en/integration.html#tournament-document)). The pages mark each engine-derived figure as
//!
//! - `<span class="pf-fig" data-key="KEY">0.5915</span>`: the value as the
//!   API shows it (percentages rounded to 4 decimals, RULES.md §3; a decimal
//!   comma is accepted for languages that write one), or an integer for
//!   `rank`, `mp`, `gp` and `gmax`;
//! - `<span class="pf-frac" data-key="KEY">1597/2700</span>`: the exact
//!   fraction.
//!
//! `KEY` is `[third.]r<N>.<player id>.<field>`: the standings after round
//! `N` (with the one-third floor of RULES.md §9 when prefixed `third.`), the
//! player's id in the document, and one of `rank`, `mp`, `gp` (game
//! points), `gmax` (3 × games played), `mw`, `gw`, `omw`, `ogw`. Two more kinds of key: `rec.<players>.<field>` (the recommendation
//! of RULES.md §7–8) and `bracket.<size>.<match>.<high|low>` (the seeding of
//! RULES.md §8).
//!
//! The pairings the explainer walks through are checked too: every round of
//! the example is what the engine pairs from the rounds before it (RULES.md
//! §2, §5), and the page's rule-3 example (a rematch inside a group of 8)
//! is what `pair_round` returns.

mod common;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use planesforge_engine::{
    Floor, History, PairingPlayer, PlayerIdx, Ratio, Standings, StandingsOptions,
    TournamentDocument, pair_next_round, pair_round, recommend, standings, topcut,
};

/// Every language of the book: the folders of `api/locales/` (the one list
/// of languages), English (the source) first, then by code.
fn languages() -> Vec<String> {
    common::languages(&repo_root().join("api").join("locales"))
}

/// Whether `text`, the page `page` (`integration.md`) of a translation, is
/// the short page saying it is kept in English: it links to the same page
/// of the English book (the rule of scripts/book/check.py). Its figures
/// are on the English page.
fn kept_in_english(page: &str, text: &str) -> bool {
    let stem = page.strip_suffix(".md").unwrap_or(page);
    text.contains(&format!("](../en/{stem}.html"))
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the crate lives inside the workspace")
        .to_path_buf()
}

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Mark {
    kind: &'static str,
    key: String,
    text: String,
}

/// All `<span class="pf-fig|pf-frac" data-key="…">…</span>` in `text`.
fn marks(text: &str) -> Vec<Mark> {
    let mut out = Vec::new();
    for kind in ["pf-fig", "pf-frac"] {
        let opening = format!("<span class=\"{kind}\" data-key=\"");
        let mut rest = text;
        while let Some(at) = rest.find(&opening) {
            rest = &rest[at + opening.len()..];
            let key_end = rest.find('"').expect("data-key is closed");
            let key = rest[..key_end].to_string();
            let value_start = rest.find('>').expect("span tag is closed") + 1;
            let value_end = rest.find("</span>").expect("span is closed");
            out.push(Mark {
                kind,
                key,
                text: rest[value_start..value_end].trim().to_string(),
            });
            rest = &rest[value_end..];
        }
    }
    out.sort();
    out
}

/// The markdown pages of one language.
fn pages(lang: &str) -> Vec<(String, String)> {
    let dir = repo_root().join("book").join(lang).join("src");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let name = p
                .file_name()
                .expect("file name")
                .to_string_lossy()
                .into_owned();
            let text = fs::read_to_string(&p).expect("readable page");
            (name, text)
        })
        .collect()
}

struct Example {
    history: History,
    cache: BTreeMap<(u32, bool), Standings>,
}

impl Example {
    fn load() -> Example {
        let path = repo_root().join("book/example/tournament.json");
        let text = fs::read_to_string(&path).expect("the example document exists");
        let history = TournamentDocument::parse_history(&text)
            .unwrap_or_else(|e| panic!("the example document is valid: {e:?}"));
        Example {
            history,
            cache: BTreeMap::new(),
        }
    }

    fn standings(&mut self, after_round: u32, third: bool) -> &Standings {
        let history = &self.history;
        self.cache.entry((after_round, third)).or_insert_with(|| {
            let options = StandingsOptions {
                after_round: Some(after_round),
                floor: if third { Floor::Third } else { Floor::Mtr },
                extended: false,
            };
            standings::compute(history, &options).expect("standings of the example")
        })
    }

    /// The exact value of `key` (and whether it is shown as an integer), or
    /// why the key is not understood.
    fn value(&mut self, key: &str) -> Result<(Ratio, bool), String> {
        let int = |n: u32| (Ratio::new(i128::from(n), 1).expect("integer ratio"), true);
        if let Some(rest) = key.strip_prefix("rec.") {
            return recommendation(key, rest).map(int);
        }
        if let Some(rest) = key.strip_prefix("bracket.") {
            return bracket(key, rest).map(int);
        }
        let mut parts: Vec<&str> = key.split('.').collect();
        let third = parts.first() == Some(&"third");
        if third {
            parts.remove(0);
        }
        let [round, player, field] = parts[..] else {
            return Err(format!("key {key:?} is not [third.]r<N>.<player>.<field>"));
        };
        let after_round: u32 = round
            .strip_prefix('r')
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| format!("key {key:?}: {round:?} is not r<N>"))?;
        let idx = self
            .history
            .index_of(player)
            .ok_or_else(|| format!("key {key:?}: no player {player:?} in the example"))?;
        let row = self
            .standings(after_round, third)
            .row(idx)
            .ok_or_else(|| format!("key {key:?}: {player} is not in the standings"))?;
        Ok(match field {
            "rank" => int(row.rank),
            "mp" => int(row.match_points),
            // Game points, and the most possible: 3 per game played (bye
            // games excluded, RULES.md §2–3).
            "gp" => int(row.game_points),
            "gmax" => int(3 * row.games_played),
            "mw" => (row.mw, false),
            "gw" => (row.gw, false),
            "omw" => (row.omw, false),
            "ogw" => (row.ogw, false),
            other => return Err(format!("key {key:?}: unknown field {other:?}")),
        })
    }
}

/// `rec.<players>.<field>`: the recommendation of RULES.md §7–8 for a
/// player count; `<players>` is `N`, a range `LO-HI` (both ends must give
/// the value) or `LO-` (open range: checked at `LO` and far above).
fn recommendation(key: &str, rest: &str) -> Result<u32, String> {
    let (players, field) = rest
        .split_once('.')
        .ok_or_else(|| format!("key {key:?} is not rec.<players>.<field>"))?;
    let parse = |n: &str| {
        n.parse::<u32>()
            .map_err(|_| format!("key {key:?}: {n:?} is not a player count"))
    };
    let counts = match players.split_once('-') {
        None => vec![parse(players)?],
        Some((lo, "")) => vec![parse(lo)?, 1_000_000],
        Some((lo, hi)) => vec![parse(lo)?, parse(hi)?],
    };
    let mut values = Vec::new();
    for n in counts {
        let r = recommend(n);
        let v = match field {
            "swiss_rounds" => Some(r.swiss_rounds),
            "draft" => r.swiss_rounds_with_draft_playoff,
            "top_cut" => r.top_cut,
            "min_rounds" => Some(r.min_rounds),
            "comfortable_rounds" => Some(r.comfortable_rounds),
            other => return Err(format!("key {key:?}: unknown field {other:?}")),
        };
        values.push(
            v.ok_or_else(|| format!("key {key:?}: the engine has no {field} for {n} players"))?,
        );
    }
    if values.windows(2).any(|w| w[0] != w[1]) {
        return Err(format!(
            "key {key:?}: the engine differs across the range: {values:?}"
        ));
    }
    Ok(values[0])
}

/// `bracket.<size>.<match>.<high|low>`: a seed of the first playoff round
/// (RULES.md §8), matches numbered from 1 in bracket order.
fn bracket(key: &str, rest: &str) -> Result<u32, String> {
    let parts: Vec<&str> = rest.split('.').collect();
    let [size, number, side] = parts[..] else {
        return Err(format!(
            "key {key:?} is not bracket.<size>.<match>.<high|low>"
        ));
    };
    let size: u32 = size.parse().map_err(|_| format!("key {key:?}: bad size"))?;
    let number: usize = number
        .parse()
        .map_err(|_| format!("key {key:?}: bad match"))?;
    let pairs =
        topcut::first_round_pairs(size).ok_or_else(|| format!("key {key:?}: no bracket"))?;
    let &(high, low) = number
        .checked_sub(1)
        .and_then(|i| pairs.get(i))
        .ok_or_else(|| format!("key {key:?}: no match {number}"))?;
    match side {
        "high" => Ok(high),
        "low" => Ok(low),
        other => Err(format!("key {key:?}: {other:?} is neither high nor low")),
    }
}

/// What a mark must say for this exact value.
fn expected(kind: &str, value: Ratio, integer: bool) -> String {
    match kind {
        "pf-frac" => value.to_string(),
        _ if integer => value.to_string(),
        _ => format!("{:.4}", value.round_to(4)),
    }
}

#[test]
fn every_figure_in_every_language_matches_the_engine() {
    let mut example = Example::load();
    let mut problems = Vec::new();
    let mut english: BTreeMap<String, Vec<(&'static str, String)>> = BTreeMap::new();
    let mut checked = 0usize;

    for lang in languages() {
        let lang = lang.as_str();
        let mut seen_pages = 0;
        for (page, text) in pages(lang) {
            seen_pages += 1;
            if lang != "en" && kept_in_english(&page, &text) {
                continue;
            }
            let found = marks(&text);
            let keys: Vec<(&'static str, String)> =
                found.iter().map(|m| (m.kind, m.key.clone())).collect();
            if lang == "en" {
                english.insert(page.clone(), keys);
            } else if english.get(&page).is_some_and(|en| *en != keys) {
                problems.push(format!(
                    "{lang}/{page}: the marked figures are not the same as in en/{page}"
                ));
            }
            for mark in found {
                checked += 1;
                match example.value(&mark.key) {
                    Err(why) => problems.push(format!("{lang}/{page}: {why}")),
                    Ok((value, integer)) => {
                        let want = expected(mark.kind, value, integer);
                        let got = mark.text.replace(',', ".");
                        if got != want {
                            problems.push(format!(
                                "{lang}/{page}: {} {} says {:?}, the engine computes {want} (exact {value})",
                                mark.kind, mark.key, mark.text
                            ));
                        }
                    }
                }
            }
        }
        if seen_pages == 0 {
            problems.push(format!("book/{lang}/src has no pages"));
        }
    }

    // The explainer must actually quote figures: a page that lost its marks
    // would otherwise pass silently.
    let explainer = english
        .get("pairings-and-standings.md")
        .map_or(0, |keys| keys.len());
    if explainer < 50 {
        problems.push(format!(
            "en/pairings-and-standings.md marks only {explainer} figures"
        ));
    }

    assert!(
        problems.is_empty(),
        "{} problem(s) in the book's figures ({checked} checked):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn marks_are_found_and_read() {
    let text = r#"a <span class="pf-fig" data-key="r3.femi.omw">0,5915</span> b
<span class="pf-frac" data-key="third.r1.chiara.gw">1/3</span>"#;
    let found = marks(text);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].kind, "pf-fig");
    assert_eq!(found[0].key, "r3.femi.omw");
    assert_eq!(found[0].text, "0,5915");
    assert_eq!(found[1].kind, "pf-frac");
    assert_eq!(found[1].key, "third.r1.chiara.gw");
    assert_eq!(found[1].text, "1/3");
}

/// The explainer walks through the pairings of the example ("Greta floats
/// down", "the slide gives Alice–Dmitri…"): every round of the document
/// must be exactly the round the engine pairs from the rounds before it.
#[test]
fn the_example_rounds_are_the_engine_pairings() {
    let path = repo_root().join("book/example/tournament.json");
    let text = fs::read_to_string(&path).expect("the example document exists");
    let doc = TournamentDocument::parse(&text).expect("the example document is valid");
    assert_eq!(doc.rounds.len(), 3, "the book describes three rounds");

    for n in 1..=doc.rounds.len() {
        // The event as it stood before round n: earlier rounds only, and
        // drops that had happened by then.
        let mut before = doc.clone();
        before.rounds.truncate(n - 1);
        let played = u32::try_from(n - 1).expect("few rounds");
        for player in &mut before.players {
            if player.dropped_after_round.is_some_and(|r| r > played) {
                player.dropped_after_round = None;
            }
        }
        let history = before.to_history().expect("a valid prefix of the example");
        let next = pair_next_round(&history).expect("the engine pairs the next round");
        assert!(next.warnings.is_empty(), "the example has no rematch");

        let id = |p: PlayerIdx| history.player(p).id.clone();
        let engine: Vec<(u32, String, Option<String>)> = next
            .round
            .pairings
            .iter()
            .map(|t| (t.table, id(t.player_a), t.player_b.map(id)))
            .collect();
        let book: Vec<(u32, String, Option<String>)> = doc.rounds[n - 1]
            .pairings
            .iter()
            .map(|t| (t.table, t.player_a.clone(), t.player_b.clone()))
            .collect();
        assert_eq!(
            book, engine,
            "round {n} of book/example/tournament.json is not what the engine pairs"
        );
    }
}

/// The explainer's example of rule 3 ("The slide"): a group of 8 is
/// seated 1–5, 2–6, 3–7, 4–8; if players 1 and 5 have met, it becomes
/// 1–6, 2–5, 3–7, 4–8.
#[test]
fn the_slide_example_of_the_book() {
    let group = |met: bool| -> Vec<PairingPlayer> {
        (0..8)
            .map(|i| PairingPlayer {
                match_points: 3,
                byes: 0,
                opponents: match (met, i) {
                    (true, 0) => vec![4],
                    (true, 4) => vec![0],
                    _ => vec![],
                },
            })
            .collect()
    };
    // Ranks 1..8 are indices 0..7.
    let slide: Vec<(usize, usize)> = pair_round(&group(false))
        .expect("eight players can be paired")
        .pairs()
        .collect();
    assert_eq!(slide, vec![(0, 4), (1, 5), (2, 6), (3, 7)]);

    let paired = pair_round(&group(true)).expect("eight players can be paired");
    let pairs: Vec<(usize, usize)> = paired.pairs().collect();
    assert_eq!(pairs, vec![(0, 5), (1, 4), (2, 6), (3, 7)]);
    assert_eq!(paired.rematches(), 0);
}

#[test]
fn a_page_kept_in_english_links_to_its_english_page() {
    let short = "# 統合ガイド {#integration-guide}\n\n[英語のページ](../en/integration.html)\n";
    assert!(kept_in_english("integration.md", short));
    assert!(!kept_in_english("faq.md", short));
    assert!(!kept_in_english(
        "faq.md",
        "[x](../en/integration.html#walkthrough)"
    ));
}

//! Runs the real `planesforge` binary on tournament documents
//! (the book: [The command line](/book/en/integration.html#command-line)).
#![allow(clippy::unwrap_used)] // a test file: helpers panic on failure by design

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn example() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples/friday-pauper.json")
}

fn run(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_planesforge"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn planesforge");
    {
        let mut input = child.stdin.take().unwrap();
        if let Some(text) = stdin {
            input.write_all(text.as_bytes()).unwrap();
        }
    }
    child.wait_with_output().unwrap()
}

fn ok_json(args: &[&str], stdin: Option<&str>) -> Value {
    let out = run(args, stdin);
    assert!(
        out.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("stdout is JSON")
}

fn standings_of(args: &[&str]) -> Value {
    let file = example();
    let mut all = vec!["standings", file.to_str().unwrap()];
    all.extend_from_slice(args);
    ok_json(&all, None)
}

fn entry<'a>(v: &'a Value, id: &str) -> &'a Value {
    v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["player_id"] == id)
        .unwrap_or_else(|| panic!("{id} missing"))
}

fn failure(args: &[&str], stdin: Option<&str>) -> String {
    let out = run(args, stdin);
    assert!(!out.status.success(), "{args:?} should fail");
    assert!(out.stdout.is_empty(), "nothing on stdout on failure");
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn standings_of_the_example() {
    let v = standings_of(&[]);
    assert_eq!(v["after_round"], 3);
    assert_eq!(v["floor"], "mtr");
    let rows = v["standings"].as_array().unwrap();
    assert_eq!(rows.len(), 10);
    let mut last_mp = u64::MAX;
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row["rank"], i as u64 + 1);
        let mp = row["match_points"].as_u64().unwrap();
        assert!(mp <= last_mp, "sorted by match points");
        last_mp = mp;
        for key in ["omw", "gw", "ogw"] {
            let x = row[key].as_f64().unwrap();
            assert!((0.33..=1.0).contains(&x), "{key} = {x}");
            assert_eq!((x * 10_000.0).round() / 10_000.0, x, "4 decimals");
        }
        assert!(row.get("extended").is_none());
    }
    // Jonas: lost 0-2-1, a bye, won 2-0-0.
    let jonas = entry(&v, "p10");
    assert_eq!(jonas["name"], "Jonas Weber");
    assert_eq!(
        (
            &jonas["match_points"],
            &jonas["wins"],
            &jonas["losses"],
            &jonas["draws"],
            &jonas["byes"]
        ),
        (&6.into(), &1.into(), &1.into(), &0.into(), &1.into())
    );
    // GW% 7/15 (bye games left out); OMW% mean(7/9, 0.33) = 997/1800.
    assert_eq!(jonas["gw"], 0.4667);
    assert_eq!(jonas["omw"], 0.5539);
    // Alice: W, W, intentional draw.
    let alice = entry(&v, "p01");
    assert_eq!(
        (&alice["match_points"], &alice["draws"]),
        (&7.into(), &1.into())
    );
    // Hugo dropped after round 1 and keeps his record.
    let hugo = entry(&v, "p08");
    assert_eq!(hugo["dropped"], true);
    assert_eq!(hugo["losses"], 1);
    assert_eq!(entry(&v, "p01")["dropped"], false);
}

#[test]
fn output_is_deterministic() {
    let file = example();
    let a = run(&["standings", file.to_str().unwrap()], None);
    let b = run(&["standings", file.to_str().unwrap()], None);
    assert_eq!(a.stdout, b.stdout);
}

#[test]
fn reads_standard_input() {
    let text = std::fs::read_to_string(example()).unwrap();
    let from_stdin = ok_json(&["standings", "-"], Some(&text));
    assert_eq!(from_stdin, standings_of(&[]));
}

#[test]
fn after_round() {
    let v = standings_of(&["--after-round", "1"]);
    assert_eq!(v["after_round"], 1);
    for row in v["standings"].as_array().unwrap() {
        let mp = row["match_points"].as_u64().unwrap();
        assert!(mp == 0 || mp == 3);
        assert_eq!(row["byes"], 0);
        // Nobody entered late in the example (RULES.md §11).
        assert_eq!(row["missed"], 0);
    }
    assert_eq!(entry(&v, "p08")["dropped"], true);

    let v0 = standings_of(&["--after-round", "0"]);
    let names: Vec<&str> = v0["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    let mut sorted = names.clone();
    sorted.sort_by_key(|n| n.to_lowercase());
    assert_eq!(names, sorted, "fixed order before round 1");

    let err = failure(
        &[
            "standings",
            example().to_str().unwrap(),
            "--after-round",
            "9",
        ],
        None,
    );
    assert!(err.contains("after_round 9"), "{err}");
}

#[test]
fn floor_third() {
    let v = standings_of(&["--floor", "third"]);
    assert_eq!(v["floor"], "third");
    // Jonas: mean(7/9, 1/3) = 5/9.
    assert_eq!(entry(&v, "p10")["omw"], 0.5556);
    for row in v["standings"].as_array().unwrap() {
        assert!(row["omw"].as_f64().unwrap() >= 0.3333);
        assert!(row["gw"].as_f64().unwrap() >= 0.3333);
    }
    let err = failure(
        &["standings", example().to_str().unwrap(), "--floor", "half"],
        None,
    );
    assert!(err.contains("half"), "{err}");
}

#[test]
fn extended_block() {
    let v = standings_of(&["--extended"]);
    let jonas = entry(&v, "p10");
    let e = &jonas["extended"];
    // Opponents Elena (7 MP) and Bruno (0 MP).
    assert_eq!(e["buchholz"], 7);
    assert_eq!(e["schoch"], 0);
    assert_eq!(e["sonneborn_berger"], 0.0);
    assert_eq!(e["mw"], 0.6667);
    assert_eq!(e["game_points"], 7);
    assert_eq!(e["games_played"], 5);
    // Running totals 0, 3, 6.
    assert_eq!(e["progressive"], 9);
    assert_eq!(e["third_floor"]["omw"], 0.5556);
    assert!(e["third_floor"]["rank"].as_u64().unwrap() >= 1);
    for row in v["standings"].as_array().unwrap() {
        assert!(row["extended"].is_object());
    }
}

#[test]
fn malformed_json_is_refused_with_its_place() {
    let err = failure(
        &["standings", "-"],
        Some("{ \"format\": \"planesforge-tournament/1\", "),
    );
    assert!(err.contains("<stdin>"), "{err}");
    assert!(err.contains("line 1"), "{err}");
}

#[test]
fn inconsistent_documents_are_refused_with_their_place() {
    let text = std::fs::read_to_string(example()).unwrap();
    let cases = [
        // Unknown player id.
        (
            "\"player_b\": \"p07\", \"result\": { \"wins\": 0",
            "\"player_b\": \"p77\", \"result\": { \"wins\": 0",
            &["\"p77\"", "round 1 table 2", "rounds[0].pairings[1]"][..],
        ),
        // Illegal result.
        (
            "\"wins\": 2, \"losses\": 0, \"draws\": 1",
            "\"wins\": 2, \"losses\": 2, \"draws\": 1",
            &["2-2-1", "round 1 table 5"][..],
        ),
        // Dropped player paired later.
        (
            "\"dropped_after_round\": 1",
            "\"dropped_after_round\": 0",
            &["\"p08\"", "round 1 table 3"][..],
        ),
        // Rounds out of order.
        (
            "\"number\": 2",
            "\"number\": 4",
            &["rounds[1]", "expected 2"][..],
        ),
        // A player twice in one round.
        (
            "\"player_a\": \"p10\", \"player_b\": null",
            "\"player_a\": \"p01\", \"player_b\": null",
            &["\"p01\"", "round 2 table 5"][..],
        ),
        // Duplicate id.
        (
            "\"id\": \"p02\"",
            "\"id\": \"p01\"",
            &["players[1]", "duplicate"][..],
        ),
    ];
    for (from, to, needles) in cases {
        assert!(text.contains(from), "{from}");
        let bad = text.replacen(from, to, 1);
        let err = failure(&["standings", "-"], Some(&bad));
        for needle in needles {
            assert!(err.contains(needle), "{needle} not in {err}");
        }
    }
}

#[test]
fn missing_file() {
    let err = failure(&["standings", "/nonexistent/planesforge.json"], None);
    assert!(err.contains("/nonexistent/planesforge.json"), "{err}");
}

/// A document with a Top 2 (RULES.md §8): three players, one Swiss round,
/// the final `a` (seed 1) against `c`, with `result` from `a`'s side.
fn top_2(result: &str) -> String {
    format!(
        r#"{{ "format": "planesforge-tournament/1", "name": "t",
      "players": [ {{ "id": "a", "name": "Ann" }}, {{ "id": "b", "name": "Ben" }},
                   {{ "id": "c", "name": "Cat" }} ],
      "rounds": [ {{ "number": 1, "kind": "swiss", "pairings": [
        {{ "table": 1, "player_a": "a", "player_b": "b",
          "result": {{ "wins": 2, "losses": 1, "draws": 0 }} }},
        {{ "table": 2, "player_a": "c", "player_b": null, "bye": true }} ] }},
        {{ "number": 2, "kind": "playoff", "pairings": [
        {{ "table": 1, "player_a": "a", "player_b": "c", "result": {result} }} ] }} ] }}"#
    )
}

#[test]
fn final_standings_after_a_top_cut() {
    let places = |v: &Value| -> Vec<(String, Value)> {
        v["standings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                (
                    e["player_id"].as_str().unwrap().to_owned(),
                    e["final_rank"].clone(),
                )
            })
            .collect()
    };
    let won = ok_json(
        &["standings", "-"],
        Some(&top_2(r#"{ "wins": 0, "losses": 2, "draws": 0 }"#)),
    );
    assert_eq!(won["cut_size"], 2);
    assert_eq!(
        places(&won),
        vec![
            ("c".to_owned(), 1.into()),
            ("a".to_owned(), 2.into()),
            ("b".to_owned(), 3.into())
        ]
    );
    // Cat is champion, Swiss rank 2.
    assert_eq!(won["standings"][0]["rank"], 2);
    let pending = ok_json(&["standings", "-"], Some(&top_2("null")));
    assert_eq!(
        places(&pending),
        vec![
            ("a".to_owned(), Value::Null),
            ("c".to_owned(), Value::Null),
            ("b".to_owned(), 3.into())
        ]
    );
    // Standings after the Swiss round: no cut yet.
    let swiss = ok_json(
        &["standings", "-", "--after-round", "1"],
        Some(&top_2("null")),
    );
    assert!(swiss.get("cut_size").is_none(), "{swiss}");
    assert!(swiss["standings"][0].get("final_rank").is_none());
}

#[test]
fn book_writes_the_built_in_site() {
    let dir = std::env::temp_dir().join(format!("planesforge-cli-book-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = run(&["book", dir.to_str().unwrap()], None);
    assert!(
        out.status.success(),
        "book failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The start page and every language's first page, as /book/ serves them.
    let index = std::fs::read_to_string(dir.join("index.html")).unwrap();
    let source = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../book/index.html"),
    )
    .unwrap();
    // book/index.html is the template: its `pf-languages` line becomes one
    // item per language but English (the folders of api/locales/).
    let items: String = planesforge_api::i18n::Lang::ALL
        .iter()
        .filter(|l| l.code() != "en")
        .map(|l| {
            format!(
                "<li><a href=\"{0}/index.html\" hreflang=\"{0}\" lang=\"{0}\">{1}</a></li>\n",
                l.code(),
                l.endonym()
            )
        })
        .collect();
    let want: String = source
        .lines()
        .map(|line| {
            if line.contains("pf-languages") {
                items.clone()
            } else {
                format!("{line}\n")
            }
        })
        .collect();
    assert!(index.contains("Norsk bokmål</a></li>"), "{index}");
    assert_eq!(index, want);
    for lang in planesforge_api::i18n::Lang::ALL.map(|l| l.code()) {
        let page = std::fs::read_to_string(dir.join(lang).join("index.html")).unwrap();
        assert!(page.contains(&format!("lang=\"{lang}\"")), "{lang}");
    }
    // Writing into a path that is a file fails with a message, not a panic.
    let file = dir.join("index.html");
    let err = failure(&["book", file.to_str().unwrap()], None);
    assert!(err.contains("book:"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

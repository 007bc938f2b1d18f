//! Runs the real `planesforge pair` on tournament documents (the book:
//! [The command line](/book/en/integration.html#command-line); RULES.md §2, §5).
#![allow(clippy::unwrap_used)] // a test file: helpers panic on failure by design

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use serde_json::{Value, json};

fn example() -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../examples/friday-pauper.json")
        .to_str()
        .unwrap()
        .to_owned()
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

fn pair(doc: &Value) -> Value {
    let out = run(&["pair", "-"], Some(&doc.to_string()));
    assert!(
        out.status.success(),
        "pair failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("stdout is JSON")
}

/// Players `p1..=pn` and no rounds.
fn fresh(n: usize) -> Value {
    let players: Vec<Value> = (1..=n)
        .map(|i| json!({ "id": format!("p{i}"), "name": format!("Player {i:02}"), "dropped_after_round": null }))
        .collect();
    json!({ "format": "planesforge-tournament/1", "name": "Test", "players": players, "rounds": [] })
}

/// Appends `round` (as printed by `pair`) to `doc`, every match won 2-0 by
/// `player_a`.
fn play(doc: &mut Value, round: &Value) {
    let pairings: Vec<Value> = round["pairings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let mut p = p.clone();
            if p["bye"] == false {
                p["result"] = json!({ "wins": 2, "losses": 0, "draws": 0 });
            }
            p
        })
        .collect();
    doc["rounds"]
        .as_array_mut()
        .unwrap()
        .push(json!({ "number": round["number"], "kind": "swiss", "pairings": pairings }));
}

#[test]
fn pairs_the_example() {
    let out = run(&["pair", &example()], None);
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["number"], 4);
    assert_eq!(v["kind"], "swiss");
    assert_eq!(v["state"], "pairing");
    let tables = v["pairings"].as_array().unwrap();
    let mut ids: Vec<&str> = Vec::new();
    for (i, t) in tables.iter().enumerate() {
        assert_eq!(t["table"], i as u64 + 1);
        assert!(t["result"].is_null());
        ids.push(t["player_a"].as_str().unwrap());
        if let Some(b) = t["player_b"].as_str() {
            ids.push(b);
            assert_eq!(t["bye"], false);
        } else {
            assert_eq!(t["bye"], true);
            assert_eq!(i, tables.len() - 1, "the bye is last");
        }
    }
    ids.sort();
    // Hugo (p08) dropped after round 1: never paired; nine others.
    assert_eq!(
        ids,
        [
            "p01", "p02", "p03", "p04", "p05", "p06", "p07", "p09", "p10"
        ]
    );
    // Deterministic, and the same from standard input.
    let text = std::fs::read_to_string(example()).unwrap();
    let again = run(&["pair", "-"], Some(&text));
    assert_eq!(out.stdout, again.stdout);
}

#[test]
fn four_players_four_rounds_warn_every_rematch() {
    let mut doc = fresh(4);
    let mut warnings = Vec::new();
    for r in 1..=4 {
        let round = pair(&doc);
        assert_eq!(round["number"], r);
        let tables = round["pairings"].as_array().unwrap();
        assert_eq!(tables.len(), 2);
        warnings.push(round["warnings"].as_array().unwrap().len());
        for w in round["warnings"].as_array().unwrap() {
            assert_eq!(w["code"], "rematch");
            assert!(w["message"].as_str().unwrap().contains("rematch"));
        }
        play(&mut doc, &round);
    }
    // Three rounds exhaust the opponents; round 4 is two rematches.
    assert_eq!(warnings, [0, 0, 0, 2]);
}

#[test]
fn refuses_an_incomplete_round() {
    let mut doc = fresh(6);
    let round = pair(&doc);
    let mut unplayed = round.clone();
    for p in unplayed["pairings"].as_array_mut().unwrap() {
        p["result"] = Value::Null;
    }
    doc["rounds"]
        .as_array_mut()
        .unwrap()
        .push(json!({ "number": 1, "kind": "swiss", "pairings": unplayed["pairings"] }));
    let out = run(&["pair", "-"], Some(&doc.to_string()));
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("round 1"), "{err}");
}

#[test]
fn refuses_a_missing_file() {
    let out = run(&["pair", "/nonexistent/file.json"], None);
    assert!(!out.status.success());
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .contains("/nonexistent/file.json")
    );
}

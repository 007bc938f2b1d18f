//! Tests of the document rules (RULES.md §2, §6, §8, §11): one per
//! refusal, and property tests over tournaments the engine itself runs.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::*;
use crate::document::{DocumentError, TournamentDocument};
use crate::model::{MatchResult, Pairing, Player};
use crate::pairing::pair_next_round;
use crate::topcut::first_round_pairs;

/// A tiny deterministic generator (the tests' only source of choices).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u32) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % u64::from(n.max(1))) as u32
    }

    fn chance(&mut self, one_in: u32) -> bool {
        self.below(one_in) == 0
    }
}

fn player(id: &str, name: &str) -> Player {
    Player {
        id: id.to_owned(),
        name: name.to_owned(),
        dropped_after_round: None,
        ..Player::default()
    }
}

const SWISS_RESULTS: [(u32, u32, u32); 9] = [
    (2, 0, 0),
    (2, 1, 0),
    (1, 2, 0),
    (0, 2, 0),
    (1, 1, 1),
    (0, 0, 3),
    (1, 0, 0),
    (2, 0, 1),
    (1, 1, 0),
];
const PLAYOFF_RESULTS: [(u32, u32, u32); 4] = [(2, 0, 0), (2, 1, 0), (1, 2, 0), (0, 2, 0)];

/// Plays `round`'s tables from `rng`; `open` of them stay without result.
fn play(round: &mut Round, rng: &mut Lcg, leave_open: bool) {
    let kind = round.kind;
    let real = round.pairings.iter().filter(|p| !p.is_bye()).count() as u32;
    let open = if leave_open { 1 + rng.below(real) } else { 0 };
    let mut skipped = 0;
    for p in round.pairings.iter_mut().filter(|p| !p.is_bye()) {
        if skipped < open {
            skipped += 1;
            continue;
        }
        let (w, l, d) = match kind {
            RoundKind::Swiss => SWISS_RESULTS[rng.below(9) as usize],
            RoundKind::Playoff => PLAYOFF_RESULTS[rng.below(4) as usize],
        };
        p.result = Some(MatchResult::new(w, l, d).expect("legal"));
    }
}

/// A tournament run the way the server runs one (RULES.md §5, §6, §8,
/// §11): players registered, some late, dropped and re-admitted between
/// rounds; every Swiss round paired by the engine, legal results; maybe a
/// top cut seeded from the standings and played through the bracket; the
/// latest round maybe still open. Missed rounds as the pairings imply.
fn simulate(seed: u64) -> TournamentRecord {
    let mut rng = Lcg(seed);
    let mut players: Vec<Player> = (0..2 + rng.below(11))
        .map(|i| player(&format!("p{i}"), &format!("Player {}", rng.below(5))))
        .collect();
    let mut rounds: Vec<Round> = Vec::new();
    let target = 1 + rng.below(6);
    let stop_open = rng.chance(3);
    let mut open_last = false;
    for r in 1..=target {
        if r > 1 {
            if rng.chance(3) {
                let n = players.len();
                players.push(player(&format!("late{r}"), &format!("Late {n}")));
            }
            if rng.chance(3) {
                let i = rng.below(players.len() as u32) as usize;
                if players[i].dropped_after_round.is_none() {
                    players[i].dropped_after_round = Some(r - 1);
                }
            }
            if rng.chance(4) {
                let i = rng.below(players.len() as u32) as usize;
                players[i].dropped_after_round = None;
            }
        }
        let active = players
            .iter()
            .filter(|p| p.dropped_after_round.is_none())
            .count();
        if active < 2 {
            break;
        }
        let history = History::new(players.clone(), rounds.clone()).expect("valid so far");
        let mut round = pair_next_round(&history).expect("pairs").round;
        let last = r == target;
        open_last = last && stop_open;
        play(&mut round, &mut rng, open_last);
        rounds.push(round);
    }
    // The top cut (RULES.md §8), when the Swiss part is complete.
    let last_swiss = rounds.len() as u32;
    let active = players
        .iter()
        .filter(|p| p.dropped_after_round.is_none_or(|d| d > last_swiss))
        .count() as u32;
    let mut cut = None;
    if !open_last && last_swiss > 0 && active >= 2 && rng.chance(2) {
        let mut size = 2;
        while size * 2 <= active && rng.chance(2) {
            size *= 2;
        }
        // Seeded as the server seeds: missed rounds count (RULES.md §11).
        let history = History::new(players.clone(), rounds.clone()).expect("valid");
        let missed = crate::validate::derived_missed_rounds(&history);
        let history = history.with_missed_rounds(&missed).expect("missed rounds");
        let standings = standings::compute(
            &history,
            &StandingsOptions {
                after_round: Some(last_swiss),
                ..StandingsOptions::default()
            },
        )
        .expect("standings");
        let seeds: Vec<PlayerIdx> = standings.active().map(|r| r.player).collect();
        let mut bracket = Bracket::new(size).expect("size");
        let mut n = last_swiss;
        while let Some(matches) = bracket.current_round().map(<[_]>::to_vec) {
            n += 1;
            let mut round = Round {
                number: n,
                kind: RoundKind::Playoff,
                pairings: matches
                    .iter()
                    .enumerate()
                    .map(|(k, m)| Pairing {
                        table: k as u32 + 1,
                        player_a: seeds[m.seed_a as usize - 1],
                        player_b: Some(seeds[m.seed_b as usize - 1]),
                        result: None,
                    })
                    .collect(),
            };
            let stop = rng.chance(4);
            play(&mut round, &mut rng, stop);
            let outcomes: Vec<PlayoffOutcome> = round
                .pairings
                .iter()
                .zip(&matches)
                .filter_map(|(p, m)| {
                    let r = p.result?;
                    Some(PlayoffOutcome::Winner(if r.wins() > r.losses() {
                        m.seed_a
                    } else {
                        m.seed_b
                    }))
                })
                .collect();
            rounds.push(round);
            if stop {
                break;
            }
            bracket.record_round(&outcomes).expect("bracket");
        }
        cut = Some(size);
    }
    let history = History::new(players, rounds).expect("valid");
    let mut record = TournamentRecord::derived("Simulated", history);
    if let Some(last) = record.round_states.last_mut()
        && *last == RoundState::Published
        && record
            .history
            .rounds()
            .last()
            .is_some_and(|r| r.pairings.iter().all(|p| p.result.is_none()))
        && rng.chance(2)
    {
        *last = RoundState::Pairing;
    }
    let swiss = record
        .history
        .rounds()
        .iter()
        .filter(|r| r.kind == RoundKind::Swiss)
        .count() as u32;
    record.planned_rounds = match rng.below(3) {
        0 => None,
        _ => Some((swiss + rng.below(3)).clamp(1, MAX_PLANNED_ROUNDS)),
    };
    record.top_cut = match (cut, rng.below(3)) {
        (Some(size), 0) => Some(size),
        (Some(_), _) => None,
        (None, 0) => Some(0),
        (None, 1) => Some(4),
        (None, _) => None,
    };
    record
}

fn doc_json(record: &TournamentRecord) -> Value {
    serde_json::to_value(TournamentDocument::from_record(record)).expect("json")
}

fn refusal(doc: &Value) -> DocumentError {
    TournamentDocument::parse(&doc.to_string())
        .and_then(|d| d.to_record())
        .expect_err("refused")
}

fn assert_same(a: &TournamentRecord, b: &TournamentRecord) {
    assert_eq!(a.name, b.name);
    assert_eq!(a.planned_rounds, b.planned_rounds);
    assert_eq!(a.top_cut, b.top_cut);
    assert_eq!(a.round_states, b.round_states);
    assert_eq!(a.missed_rounds, b.missed_rounds);
    assert_eq!(a.history.players(), b.history.players());
    assert_eq!(a.history.rounds(), b.history.rounds());
}

/// Five players, two complete Swiss rounds: a late entrant (`e`, missed
/// round 1) and a bye each round.
fn base() -> Value {
    json!({
        "format": "planesforge-tournament/2",
        "name": "Base",
        "planned_rounds": 3,
        "top_cut": null,
        "players": [
            { "id": "a", "name": "Ann", "dropped_after_round": null, "missed_rounds": [] },
            { "id": "b", "name": "Ben", "dropped_after_round": null, "missed_rounds": [] },
            { "id": "c", "name": "Cat", "dropped_after_round": null, "missed_rounds": [] },
            { "id": "d", "name": "Dan", "dropped_after_round": 1, "missed_rounds": [] },
            { "id": "e", "name": "Eve", "dropped_after_round": null, "missed_rounds": [1] }
        ],
        "rounds": [
            { "number": 1, "kind": "swiss", "state": "completed", "pairings": [
                { "table": 1, "player_a": "a", "player_b": "b", "result": { "wins": 2, "losses": 0, "draws": 0 } },
                { "table": 2, "player_a": "c", "player_b": "d", "result": { "wins": 2, "losses": 1, "draws": 0 } }
            ] },
            { "number": 2, "kind": "swiss", "state": "published", "pairings": [
                { "table": 1, "player_a": "a", "player_b": "c", "result": { "wins": 2, "losses": 0, "draws": 0 } },
                { "table": 2, "player_a": "b", "player_b": "e" },
                { "table": 3, "player_a": "x", "player_b": null, "bye": true }
            ] }
        ]
    })
}

/// `base` with the bye of round 2 removed (four active players, even).
fn valid() -> Value {
    let mut doc = base();
    let pairings = doc["rounds"][1]["pairings"]
        .as_array_mut()
        .expect("pairings");
    pairings.pop();
    doc
}

fn located(e: &DocumentError) -> crate::document::Location {
    e.location().expect("located")
}

#[test]
fn the_base_document_is_valid() {
    let doc = valid();
    let record = TournamentDocument::parse(&doc.to_string())
        .expect("parses")
        .to_record()
        .expect("valid");
    assert_eq!(record.missed_rounds[4], vec![1]);
    assert_eq!(
        record.round_states,
        vec![RoundState::Completed, RoundState::Published]
    );
    // Export writes what was read, as format /4: the /2 document with
    // the default settings.
    let mut upgraded = doc.clone();
    upgraded["format"] = json!("planesforge-tournament/4");
    upgraded["settings"] = json!({"language": null, "self_reporting": true,
        "round_time_limit_s": 3000, "clock_starts_at_publish": false});
    assert_eq!(doc_json(&record), upgraded);
    assert_eq!(derived_missed_rounds(&record.history), record.missed_rounds);
}

#[test]
fn unknown_bye_player_is_located() {
    // `base` seats an unknown "x": the id check comes first.
    let e = refusal(&base());
    assert_eq!(e.code(), "unknown_player");
    let at = located(&e);
    assert_eq!((at.round, at.table), (Some(2), Some(3)));
    assert_eq!(at.field, "rounds[1].pairings[2]");
}

#[test]
fn four_byes_in_one_round() {
    let mut doc = valid();
    doc["rounds"][1]["pairings"] = json!([
        { "table": 1, "player_a": "a", "player_b": null, "bye": true },
        { "table": 2, "player_a": "b", "player_b": null, "bye": true },
        { "table": 3, "player_a": "c", "player_b": null, "bye": true },
        { "table": 4, "player_a": "e", "player_b": null, "bye": true }
    ]);
    doc["rounds"][1]["state"] = json!("completed");
    let e = refusal(&doc);
    assert_eq!(e.code(), "too_many_byes");
    let at = located(&e);
    assert_eq!((at.round, at.table), (Some(2), Some(2)));
    assert_eq!(at.field, "rounds[1].pairings[1].player_b");
    assert!(e.to_string().contains("table 1 has one"), "{e}");
}

#[test]
fn a_bye_in_an_even_field() {
    // Four active players: a bye means someone else is missing.
    let mut doc = valid();
    doc["rounds"][1]["pairings"][1] =
        json!({ "table": 2, "player_a": "b", "player_b": null, "bye": true });
    doc["rounds"][1]["state"] = json!("completed");
    let e = refusal(&doc);
    assert_eq!(e.code(), "player_missing_from_round");
    let at = located(&e);
    assert_eq!(at.round, Some(2));
    assert_eq!(at.player.as_deref(), Some("e"));
    assert_eq!(at.field, "rounds[1].pairings");
}

#[test]
fn an_empty_round() {
    let mut doc = valid();
    doc["rounds"][1]["pairings"] = json!([]);
    doc["rounds"][1]["state"] = json!("completed");
    let e = refusal(&doc);
    assert_eq!(e.code(), "empty_round");
    assert_eq!(located(&e).round, Some(2));
}

#[test]
fn an_active_player_missing() {
    let mut doc = valid();
    doc["players"][4]["missed_rounds"] = json!([]);
    let e = refusal(&doc);
    assert_eq!(e.code(), "player_missing_from_round");
    let at = located(&e);
    assert_eq!((at.round, at.player.as_deref()), (Some(1), Some("e")));
    // A /1 document has no missed rounds: a late entrant is refused.
    let mut v1 = valid();
    v1["format"] = json!("planesforge-tournament/1");
    for p in v1["players"].as_array_mut().expect("players") {
        p.as_object_mut().expect("player").remove("missed_rounds");
    }
    for r in v1["rounds"].as_array_mut().expect("rounds") {
        r.as_object_mut().expect("round").remove("state");
    }
    v1.as_object_mut().expect("doc").remove("planned_rounds");
    v1.as_object_mut().expect("doc").remove("top_cut");
    assert_eq!(refusal(&v1).code(), "player_missing_from_round");
}

#[test]
fn seated_in_a_missed_round() {
    let mut doc = valid();
    doc["players"][0]["missed_rounds"] = json!([2]);
    let e = refusal(&doc);
    assert_eq!(e.code(), "paired_in_missed_round");
    let at = located(&e);
    assert_eq!(
        (at.round, at.table, at.player.as_deref()),
        (Some(2), Some(1), Some("a"))
    );
}

#[test]
fn impossible_missed_rounds() {
    for (missed, index) in [
        (json!([3]), 0),    // no round 3
        (json!([1, 1]), 1), // twice
        (json!([0]), 0),    // no round 0
    ] {
        let mut doc = valid();
        doc["players"][4]["missed_rounds"] = missed.clone();
        let e = refusal(&doc);
        assert_eq!(e.code(), "invalid_missed_round", "{missed}");
        assert_eq!(
            located(&e).field,
            format!("players[4].missed_rounds[{index}]")
        );
    }
    // After their drop: d dropped after round 1, cannot miss round 2.
    let mut doc = valid();
    doc["players"][3]["missed_rounds"] = json!([2]);
    assert_eq!(refusal(&doc).code(), "invalid_missed_round");
}

#[test]
fn a_round_of_one() {
    let doc = json!({
        "format": "planesforge-tournament/2", "name": "Solo",
        "players": [{ "id": "a", "name": "Ann" }, { "id": "b", "name": "Ben", "dropped_after_round": 0 }],
        "rounds": [{ "number": 1, "kind": "swiss", "pairings": [
            { "table": 1, "player_a": "a", "player_b": null, "bye": true }
        ] }]
    });
    let e = refusal(&doc);
    assert_eq!(e.code(), "not_enough_players");
    assert_eq!(located(&e).round, Some(1));
}

#[test]
fn round_states() {
    for (pos, state, problem) in [
        (0, "published", StateProblem::NotLatest),
        (0, "pairing", StateProblem::NotLatest),
        (1, "completed", StateProblem::CompletedIncomplete),
        (1, "pairing", StateProblem::ResultInPairing),
    ] {
        let mut doc = valid();
        doc["rounds"][pos]["state"] = json!(state);
        let e = refusal(&doc);
        assert_eq!(e.code(), "invalid_round_state", "{pos} {state}");
        assert!(
            matches!(&e, DocumentError::Invalid(Invalid::RoundState { problem: p, .. }) if *p == problem),
            "{e}"
        );
        assert_eq!(located(&e).field, format!("rounds[{pos}].state"));
    }
    let mut doc = valid();
    doc["rounds"][1]["pairings"][1]["result"] = json!({ "wins": 2, "losses": 0, "draws": 0 });
    let e = refusal(&doc);
    assert!(
        matches!(
            &e,
            DocumentError::Invalid(Invalid::RoundState {
                problem: StateProblem::PublishedComplete,
                ..
            })
        ),
        "{e}"
    );
    // Without a state, it follows from the results.
    doc["rounds"][1]
        .as_object_mut()
        .expect("round")
        .remove("state");
    let record = TournamentDocument::parse(&doc.to_string())
        .expect("parses")
        .to_record()
        .expect("valid");
    assert_eq!(record.round_states[1], RoundState::Completed);
    // A round being paired: no results.
    let mut doc = valid();
    doc["rounds"][1]["pairings"][0]
        .as_object_mut()
        .expect("table")
        .remove("result");
    doc["rounds"][1]["state"] = json!("pairing");
    TournamentDocument::parse(&doc.to_string())
        .expect("parses")
        .to_record()
        .expect("a round in pairing is valid");
}

#[test]
fn planned_rounds_and_top_cut() {
    for planned in [0, 1, 31] {
        let mut doc = valid();
        doc["planned_rounds"] = json!(planned);
        let e = refusal(&doc);
        assert_eq!(e.code(), "invalid_planned_rounds", "{planned}");
        assert_eq!(located(&e).field, "planned_rounds");
    }
    for top_cut in [1, 3, 6, 12] {
        let mut doc = valid();
        doc["top_cut"] = json!(top_cut);
        let e = refusal(&doc);
        assert_eq!(e.code(), "invalid_top_cut", "{top_cut}");
        assert_eq!(located(&e).field, "top_cut");
    }
    for top_cut in [0, 2, 8, 64] {
        let mut doc = valid();
        doc["top_cut"] = json!(top_cut);
        TournamentDocument::parse(&doc.to_string())
            .expect("parses")
            .to_record()
            .expect("valid");
    }
}

/// Eight players, three Swiss rounds by the engine, a top 4 on top.
fn with_cut() -> (TournamentRecord, Value) {
    let players: Vec<Player> = (0..8)
        .map(|i| player(&format!("p{i}"), &format!("Player {i}")))
        .collect();
    let mut rounds = Vec::new();
    let mut rng = Lcg(7);
    for _ in 0..3 {
        let history = History::new(players.clone(), rounds.clone()).expect("valid");
        let mut round = pair_next_round(&history).expect("pairs").round;
        play(&mut round, &mut rng, false);
        rounds.push(round);
    }
    let history = History::new(players.clone(), rounds.clone()).expect("valid");
    let standings = standings::compute(&history, &StandingsOptions::default()).expect("ok");
    let seeds: Vec<PlayerIdx> = standings.rows.iter().map(|r| r.player).collect();
    let first = Round {
        number: 4,
        kind: RoundKind::Playoff,
        pairings: first_round_pairs(4)
            .expect("pairs")
            .iter()
            .enumerate()
            .map(|(k, &(a, b))| Pairing {
                table: k as u32 + 1,
                player_a: seeds[a as usize - 1],
                player_b: Some(seeds[b as usize - 1]),
                result: Some(MatchResult::new(2, 0, 0).expect("legal")),
            })
            .collect(),
    };
    rounds.push(first);
    // The higher seeds won: the final is seeds 1 and 2.
    rounds.push(Round {
        number: 5,
        kind: RoundKind::Playoff,
        pairings: vec![Pairing {
            table: 1,
            player_a: seeds[0],
            player_b: Some(seeds[1]),
            result: None,
        }],
    });
    let mut record =
        TournamentRecord::derived("Cut", History::new(players, rounds).expect("valid"));
    record.top_cut = Some(4);
    record.planned_rounds = Some(3);
    record.check().expect("the engine's own top 4 is valid");
    let doc = doc_json(&record);
    (record, doc)
}

#[test]
fn playoff_of_three_tables() {
    let (_, mut doc) = with_cut();
    doc["top_cut"] = Value::Null;
    let rounds = doc["rounds"].as_array_mut().expect("rounds");
    rounds.pop();
    let extra = json!({ "table": 3, "player_a": "p0", "player_b": "p1",
        "result": { "wins": 2, "losses": 0, "draws": 0 } });
    // Seat the four players outside the cut at tables 3 (a 6-player cut).
    let seated: Vec<String> = rounds[3]["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .flat_map(|p| [p["player_a"].clone(), p["player_b"].clone()])
        .filter_map(|v| v.as_str().map(str::to_owned))
        .collect();
    let others: Vec<String> = (0..8)
        .map(|i| format!("p{i}"))
        .filter(|p| !seated.contains(p))
        .collect();
    let mut extra = extra;
    extra["player_a"] = json!(others[0]);
    extra["player_b"] = json!(others[1]);
    rounds[3]["pairings"]
        .as_array_mut()
        .expect("pairings")
        .push(extra);
    let e = refusal(&doc);
    assert_eq!(e.code(), "invalid_cut_size");
    let at = located(&e);
    assert_eq!(
        (at.round, at.field.as_str()),
        (Some(4), "rounds[3].pairings")
    );
}

#[test]
fn playoff_must_follow_the_bracket() {
    let (_, doc) = with_cut();
    // player_a and player_b swapped: the higher seed is player_a.
    let mut swapped = doc.clone();
    let t = &mut swapped["rounds"][3]["pairings"][0];
    let a = t["player_a"].clone();
    t["player_a"] = t["player_b"].clone();
    t["player_b"] = a;
    let e = refusal(&swapped);
    assert_eq!(e.code(), "bracket_mismatch");
    let at = located(&e);
    assert_eq!((at.round, at.table), (Some(4), Some(1)));
    assert!(e.to_string().contains("seed 1"), "{e}");
    // Table numbers put the matches in bracket order.
    let mut renumbered = doc.clone();
    renumbered["rounds"][3]["pairings"][0]["table"] = json!(3);
    let e = refusal(&renumbered);
    assert_eq!(e.code(), "bracket_mismatch");
    // The final between the wrong players.
    let mut wrong_final = doc.clone();
    let b = doc["rounds"][3]["pairings"][1]["player_b"].clone();
    wrong_final["rounds"][4]["pairings"][0]["player_b"] = b;
    let e = refusal(&wrong_final);
    assert_eq!(e.code(), "bracket_mismatch");
    assert_eq!(located(&e).round, Some(5));
    // Two tables where the bracket has one match.
    let mut two = doc.clone();
    let extra = json!({ "table": 2,
        "player_a": doc["rounds"][3]["pairings"][1]["player_b"],
        "player_b": doc["rounds"][3]["pairings"][0]["player_b"] });
    two["rounds"][4]["pairings"]
        .as_array_mut()
        .expect("pairings")
        .push(extra);
    assert_eq!(refusal(&two).code(), "bracket_mismatch");
    // A round after the final.
    let mut after = doc.clone();
    after["rounds"][4]["pairings"][0]["result"] = json!({ "wins": 2, "losses": 1, "draws": 0 });
    after["rounds"][4]["state"] = json!("completed");
    let mut extra_round = after["rounds"][4].clone();
    extra_round["number"] = json!(6);
    after["rounds"]
        .as_array_mut()
        .expect("rounds")
        .push(extra_round);
    let e = refusal(&after);
    assert_eq!(e.code(), "playoff_after_final");
    assert_eq!(located(&e).round, Some(6));
    // The declared cut size.
    for top_cut in [0, 8] {
        let mut declared = doc.clone();
        declared["top_cut"] = json!(top_cut);
        let e = refusal(&declared);
        assert_eq!(e.code(), "top_cut_mismatch", "{top_cut}");
        assert_eq!(located(&e).field, "top_cut");
    }
}

#[test]
fn playoff_needs_swiss_and_enough_players() {
    let doc = json!({
        "format": "planesforge-tournament/2", "name": "No Swiss",
        "players": [{ "id": "a", "name": "Ann" }, { "id": "b", "name": "Ben" }],
        "rounds": [{ "number": 1, "kind": "playoff", "pairings": [
            { "table": 1, "player_a": "a", "player_b": "b" }
        ] }]
    });
    assert_eq!(refusal(&doc).code(), "swiss_unfinished");
    // A top 4 when only two players are left after the Swiss round.
    let doc = json!({
        "format": "planesforge-tournament/2", "name": "Too Few",
        "players": [
            { "id": "a", "name": "Ann" }, { "id": "b", "name": "Ben" },
            { "id": "c", "name": "Cat", "dropped_after_round": 1 },
            { "id": "d", "name": "Dan", "dropped_after_round": 1 }
        ],
        "rounds": [
            { "number": 1, "kind": "swiss", "pairings": [
                { "table": 1, "player_a": "a", "player_b": "c", "result": { "wins": 2, "losses": 0, "draws": 0 } },
                { "table": 2, "player_a": "b", "player_b": "d", "result": { "wins": 2, "losses": 0, "draws": 0 } }
            ] },
            { "number": 2, "kind": "playoff", "pairings": [
                { "table": 1, "player_a": "a", "player_b": "d" },
                { "table": 2, "player_a": "b", "player_b": "c" }
            ] }
        ]
    });
    let e = refusal(&doc);
    // c and d dropped after round 1: they cannot play round 2 at all.
    assert_eq!(e.code(), "paired_after_drop");
    let mut doc = doc;
    doc["players"][2]["dropped_after_round"] = json!(2);
    doc["players"][3]["dropped_after_round"] = json!(2);
    // Still active at the cut (they dropped during it): a valid top 4 if
    // seeded right. Seeds: a, b (3 points), then c, d.
    doc["rounds"][1]["pairings"] = json!([
        { "table": 1, "player_a": "a", "player_b": "d" },
        { "table": 2, "player_a": "b", "player_b": "c" }
    ]);
    let r = TournamentDocument::parse(&doc.to_string())
        .expect("parses")
        .to_record();
    assert!(r.is_ok(), "{:?}", r.err().map(|e| e.to_string()));
    doc["players"][2]["dropped_after_round"] = json!(1);
    doc["rounds"][1]["pairings"] = json!([
        { "table": 1, "player_a": "a", "player_b": "b" }
    ]);
    doc["players"][3]["dropped_after_round"] = json!(1);
    TournamentDocument::parse(&doc.to_string())
        .expect("parses")
        .to_record()
        .expect("a top 2 of the two players left");
    doc["rounds"][1]["pairings"] = json!([
        { "table": 1, "player_a": "a", "player_b": "b" },
        { "table": 2, "player_a": "a", "player_b": "b" }
    ]);
    assert_eq!(refusal(&doc).code(), "player_twice_in_round");
}

#[test]
fn the_engines_top_cut_round_trips() {
    let (record, doc) = with_cut();
    let back = TournamentDocument::parse(&doc.to_string())
        .expect("parses")
        .to_record()
        .expect("valid");
    assert_same(&record, &back);
    assert_eq!(doc["format"], "planesforge-tournament/4");
    assert_eq!(doc["top_cut"], 4);
    assert_eq!(doc["rounds"][4]["state"], "published");
}

/// Corruptions that a valid document can suffer, each with the codes it
/// may be refused with.
fn corrupt(doc: &mut Value, rng: &mut Lcg) -> Option<&'static [&'static str]> {
    let rounds = doc["rounds"].as_array()?.clone();
    let swiss: Vec<usize> = rounds
        .iter()
        .enumerate()
        .filter(|(_, r)| r["kind"] == "swiss" && r["state"] == "completed")
        .map(|(i, _)| i)
        .collect();
    let playoff: Vec<usize> = rounds
        .iter()
        .enumerate()
        .filter(|(_, r)| r["kind"] == "playoff")
        .map(|(i, _)| i)
        .collect();
    match rng.below(5) {
        0 if !swiss.is_empty() => {
            // A table disappears.
            let r = swiss[rng.below(swiss.len() as u32) as usize];
            let tables = doc["rounds"][r]["pairings"].as_array_mut()?;
            let t = rng.below(tables.len() as u32) as usize;
            tables.remove(t);
            Some(&["player_missing_from_round", "empty_round"])
        }
        1 if !swiss.is_empty() => {
            // A match becomes two byes.
            let r = swiss[rng.below(swiss.len() as u32) as usize];
            let tables = doc["rounds"][r]["pairings"].as_array_mut()?;
            let t = tables.iter().position(|p| !p["player_b"].is_null())?;
            let b = tables[t]["player_b"].clone();
            let next = tables.len() as u64 + 10;
            tables[t] = json!({ "table": tables[t]["table"], "player_a": tables[t]["player_a"], "player_b": null, "bye": true });
            tables.push(json!({ "table": next, "player_a": b, "player_b": null, "bye": true }));
            Some(&["too_many_byes"])
        }
        2 if !swiss.is_empty() => {
            // A seated player claims to have missed the round.
            let r = swiss[rng.below(swiss.len() as u32) as usize];
            let number = rounds[r]["number"].as_u64()?;
            let id = rounds[r]["pairings"][0]["player_a"].clone();
            let players = doc["players"].as_array_mut()?;
            let p = players.iter_mut().find(|p| p["id"] == id)?;
            let missed = p["missed_rounds"].as_array_mut()?;
            let mut all: Vec<u64> = missed.iter().filter_map(Value::as_u64).collect();
            all.push(number);
            all.sort_unstable();
            *missed = all.into_iter().map(Value::from).collect();
            Some(&["paired_in_missed_round"])
        }
        3 if !playoff.is_empty() => {
            // Players of a playoff table exchange sides.
            let r = playoff[rng.below(playoff.len() as u32) as usize];
            let t = &mut doc["rounds"][r]["pairings"][0];
            let a = t["player_a"].clone();
            t["player_a"] = t["player_b"].clone();
            t["player_b"] = a;
            if let Some(res) = t.get_mut("result").filter(|r| !r.is_null()) {
                let (w, l) = (res["wins"].clone(), res["losses"].clone());
                res["wins"] = l;
                res["losses"] = w;
            }
            Some(&["bracket_mismatch"])
        }
        4 if !playoff.is_empty() => {
            let tables = rounds[playoff[0]]["pairings"].as_array()?.len() as u64;
            doc["top_cut"] = json!(if tables == 1 { 4 } else { tables });
            Some(&["top_cut_mismatch"])
        }
        _ => None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Every tournament the engine runs passes validation, and its
    /// document round-trips: record → document → JSON → document →
    /// record → document, equal at every step (RULES.md §6, §8, §11).
    #[test]
    fn engine_tournaments_validate_and_round_trip(seed in any::<u64>()) {
        let record = simulate(seed);
        prop_assert!(record.check().is_ok(), "{:?}", record.check());
        let doc = TournamentDocument::from_record(&record);
        let text = doc.to_json_pretty();
        let parsed = TournamentDocument::parse(&text).expect("parses");
        prop_assert_eq!(&parsed, &doc);
        let back = parsed.to_record();
        prop_assert!(back.is_ok(), "{:?}\n{}", back.as_ref().err().map(ToString::to_string), text);
        let back = back.expect("valid");
        assert_same(&record, &back);
        prop_assert_eq!(TournamentDocument::from_record(&back), doc);
        prop_assert_eq!(derived_missed_rounds(&back.history), back.missed_rounds);
    }

    /// Breaking one rule of a valid document gets it refused, with that
    /// rule's code and a location.
    #[test]
    fn corrupted_documents_are_refused(seed in any::<u64>(), how in any::<u64>()) {
        let record = simulate(seed);
        let mut doc = doc_json(&record);
        let mut rng = Lcg(how);
        if let Some(codes) = corrupt(&mut doc, &mut rng) {
            let e = refusal(&doc);
            prop_assert!(codes.contains(&e.code()), "{} not in {:?}: {}", e.code(), codes, e);
            prop_assert!(e.location().is_some());
        }
    }
}

/// The example document of the integration guide (every language of
/// api/locales/ whose page is translated; a language that keeps the page
/// in English links to the English page) is a valid /3 document, and its
/// export is the same text but for layout.
#[test]
fn the_books_example_document_is_valid() {
    let root = format!("{}/..", env!("CARGO_MANIFEST_DIR"));
    let mut langs: Vec<String> = std::fs::read_dir(format!("{root}/api/locales"))
        .expect("api/locales")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    langs.sort();
    assert!(langs.iter().any(|l| l == "en"));
    for lang in langs {
        let path = format!("{root}/book/{lang}/src/integration.md");
        let page = std::fs::read_to_string(&path).expect("book page");
        if lang != "en" && page.contains("](../en/integration.html") {
            continue;
        }
        let section = &page[page.find("{#tournament-document}").expect("section")..];
        let start = section.find("```json\n").expect("example") + 8;
        let end = start + section[start..].find("```").expect("end");
        let text = &section[start..end];
        let record = TournamentDocument::parse(text)
            .and_then(|d| d.to_record())
            .unwrap_or_else(|e| panic!("{lang}: {e}"));
        assert_eq!(record.missed_rounds[3], vec![1], "{lang}");
        let original: Value = serde_json::from_str(text).expect("json");
        let mut exported = doc_json(&record);
        // The example writes `"result": null` for the unplayed table.
        exported["rounds"][1]["pairings"][0]["result"] = Value::Null;
        assert_eq!(exported, original, "{lang}");
    }
}

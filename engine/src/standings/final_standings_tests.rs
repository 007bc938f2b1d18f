//! Tests of RULES.md §8 "Final standings": worked Top 8 and Top 4
//! examples, pending places mid-playoff, refusals, the [`History`] reading,
//! and properties over random brackets of 2..=32 seeds.

use super::*;
use crate::model::{MatchResult, Player};
use crate::standings::{self, StandingsOptions};
use proptest::prelude::*;

/// Plays a bracket of `size` seeds: match outcomes from `choices` in
/// bracket order, round after round (0: `seed_a` wins, 1: `seed_b` wins,
/// 2: `seed_a` drops, 3: `seed_b` drops), only the first `limit` matches
/// get a result. A round is created only once the previous one is
/// complete, as the service does.
fn play(size: u32, choices: &[u8], limit: usize) -> Vec<Vec<PlayoffMatch>> {
    let mut rounds = Vec::new();
    let mut current = first_round_pairs(size).expect("size");
    let mut used = 0usize;
    loop {
        let mut matches = Vec::new();
        let mut advancing = Vec::new();
        for &(a, b) in &current {
            let outcome = (used < limit).then(|| {
                let c = choices.get(used).copied().unwrap_or(0);
                used += 1;
                match c % 4 {
                    0 => PlayoffOutcome::Winner(a),
                    1 => PlayoffOutcome::Winner(b),
                    2 => PlayoffOutcome::Dropped(a),
                    _ => PlayoffOutcome::Dropped(b),
                }
            });
            let m = PlayoffMatch {
                seed_a: a,
                seed_b: b,
                outcome,
            };
            if let Some(w) = m.advancing() {
                advancing.push(w);
            }
            matches.push(m);
        }
        let complete = advancing.len() == matches.len();
        rounds.push(matches);
        if !complete || advancing.len() == 1 {
            return rounds;
        }
        current = advancing
            .chunks_exact(2)
            .map(|p| (p[0].min(p[1]), p[0].max(p[1])))
            .collect();
    }
}

/// Winners of every match in bracket order, round after round.
fn winners(size: u32, winners: &[u32]) -> Vec<Vec<PlayoffMatch>> {
    let mut rounds: Vec<Vec<PlayoffMatch>> = Vec::new();
    let mut current = first_round_pairs(size).expect("size");
    let mut rest = winners;
    loop {
        let (now, later) = rest.split_at(current.len().min(rest.len()));
        rest = later;
        let mut matches: Vec<PlayoffMatch> = current
            .iter()
            .map(|&(a, b)| PlayoffMatch {
                seed_a: a,
                seed_b: b,
                outcome: None,
            })
            .collect();
        for (m, &w) in matches.iter_mut().zip(now) {
            m.outcome = Some(PlayoffOutcome::Winner(w));
        }
        rounds.push(matches);
        if now.len() < current.len() || current.len() == 1 {
            break;
        }
        current = now
            .chunks_exact(2)
            .map(|p| (p[0].min(p[1]), p[0].max(p[1])))
            .collect();
    }
    rounds
}

/// `(seed, place)` in the returned order.
fn places(ranks: &[u32], rounds: &[Vec<PlayoffMatch>]) -> Vec<(u32, Option<u32>)> {
    seed_places(ranks, rounds)
        .expect("a bracket")
        .iter()
        .map(|p| (p.seed, p.place))
        .collect()
}

const SEED_ORDER_8: [u32; 8] = [1, 2, 3, 4, 5, 6, 7, 8];

#[test]
fn top_8_favourites_win_places_are_the_seeds() {
    let rounds = winners(8, &[1, 4, 2, 3, 1, 2, 1]);
    let got = places(&SEED_ORDER_8, &rounds);
    assert_eq!(got, (1..=8).map(|s| (s, Some(s))).collect::<Vec<_>>());
}

#[test]
fn top_8_with_upsets() {
    // QF: 8 beats 1, 4 beats 5, 7 beats 2, 3 beats 6; SF: 8 beats 4,
    // 3 beats 7; final: 3 beats 8.
    let rounds = winners(8, &[8, 4, 7, 3, 8, 3, 3]);
    let got = places(&SEED_ORDER_8, &rounds);
    // Champion 3, finalist 8, semifinal losers 4 and 7 by Swiss rank,
    // quarterfinal losers 1, 2, 5, 6 by Swiss rank.
    assert_eq!(
        got,
        vec![
            (3, Some(1)),
            (8, Some(2)),
            (4, Some(3)),
            (7, Some(4)),
            (1, Some(5)),
            (2, Some(6)),
            (5, Some(7)),
            (6, Some(8)),
        ]
    );
}

#[test]
fn same_round_losers_follow_the_current_swiss_rank_not_the_seed() {
    // A Swiss correction after the cut moved seed 6 above seed 5 (ranks
    // 6 and 5 swapped): among the quarterfinal losers 5 and 6, seed 6
    // comes first.
    let ranks = [1, 2, 3, 4, 6, 5, 7, 8];
    let rounds = winners(8, &[1, 4, 2, 3]);
    let got = places(&ranks, &rounds);
    assert_eq!(
        &got[4..],
        &[(6, Some(5)), (5, Some(6)), (7, Some(7)), (8, Some(8))]
    );
}

#[test]
fn mid_playoff_only_decided_places_are_shown() {
    // Only the first quarterfinal is in: 1 beats 8. Seed 8 is ranked below
    // every other possible quarterfinal loser: 8th at once. Everyone else
    // is pending.
    let rounds = winners(8, &[1]);
    let got = places(&SEED_ORDER_8, &rounds);
    assert_eq!(got.last(), Some(&(8, Some(8))));
    assert!(got[..7].iter().all(|&(_, p)| p.is_none()), "{got:?}");
    // Order: seed 1 (one win) first, then the players still in by Swiss
    // rank, the eliminated 8 last.
    assert_eq!(
        got.iter().map(|g| g.0).collect::<Vec<_>>(),
        vec![1, 2, 3, 4, 5, 6, 7, 8]
    );

    // Three quarterfinals: 1, 5 and 2 won; 3–6 pending. The loser of 3–6
    // is 3 or 6: 4 (rank 4) cannot tell whether they are above or below,
    // 7 and 8 know 3 or 6 is above them.
    let rounds = winners(8, &[1, 5, 2]);
    let got = places(&SEED_ORDER_8, &rounds);
    let place = |s: u32| got.iter().find(|g| g.0 == s).and_then(|g| g.1);
    assert_eq!(place(4), None);
    assert_eq!(place(7), Some(7));
    assert_eq!(place(8), Some(8));
    for s in [1, 2, 3, 5, 6] {
        assert_eq!(place(s), None, "seed {s}");
    }

    // All four quarterfinals in: 5–8 decided; the semifinalists pending.
    let rounds = winners(8, &[1, 5, 2, 3]);
    let got = places(&SEED_ORDER_8, &rounds);
    let place = |s: u32| got.iter().find(|g| g.0 == s).and_then(|g| g.1);
    assert_eq!(
        [4, 6, 7, 8].map(place),
        [Some(5), Some(6), Some(7), Some(8)]
    );
    for s in [1, 2, 3, 5] {
        assert_eq!(place(s), None, "seed {s}");
    }

    // One semifinal in (5 beats 1): 1 is 3rd or 4th depending on the
    // other semifinal (2 or 3 loses: both ranked below 1, so 1 is 3rd).
    let rounds = winners(8, &[1, 5, 2, 3, 5]);
    let got = places(&SEED_ORDER_8, &rounds);
    let place = |s: u32| got.iter().find(|g| g.0 == s).and_then(|g| g.1);
    assert_eq!(place(1), Some(3));
    assert_eq!([2, 3, 5].map(place), [None, None, None]);
    // The final before its result: 1st and 2nd pending, 4th decided.
    let rounds = winners(8, &[1, 5, 2, 3, 5, 3]);
    let got = places(&SEED_ORDER_8, &rounds);
    let place = |s: u32| got.iter().find(|g| g.0 == s).and_then(|g| g.1);
    assert_eq!([1, 2, 3, 5].map(place), [Some(3), Some(4), None, None]);
    // Players still in come first.
    assert_eq!(got[0].0, 3);
    assert_eq!(got[1].0, 5);
}

#[test]
fn top_2_is_just_the_final() {
    assert_eq!(
        places(&[1, 2], &winners(2, &[])),
        vec![(1, None), (2, None)]
    );
    assert_eq!(
        places(&[1, 2], &winners(2, &[2])),
        vec![(2, Some(1)), (1, Some(2))]
    );
}

#[test]
fn a_dropped_player_loses_their_match() {
    let rounds = play(4, &[2, 3, 0], usize::MAX);
    // 1 drops: 4 advances; 3 drops: 2 advances; final: 2 beats 4.
    assert_eq!(
        places(&[1, 2, 3, 4], &rounds),
        vec![(2, Some(1)), (4, Some(2)), (1, Some(3)), (3, Some(4))]
    );
}

#[test]
fn refusals() {
    assert_eq!(
        seed_places(&[1, 2, 3], &[]),
        Err(FinalStandingsError::InvalidSize { size: 3 })
    );
    assert_eq!(
        seed_places(&[1, 2, 2, 4], &[]),
        Err(FinalStandingsError::DuplicateSwissRank { rank: 2 })
    );
    let full = winners(2, &[1]);
    let mut too_many = full.clone();
    too_many.push(full[0].clone());
    assert_eq!(
        seed_places(&[1, 2], &too_many),
        Err(FinalStandingsError::TooManyRounds { given: 2, total: 1 })
    );
    // First round not in bracket order.
    let mut r = winners(4, &[]);
    r[0].swap(0, 1);
    assert_eq!(
        seed_places(&[1, 2, 3, 4], &r),
        Err(FinalStandingsError::NotTheBracket {
            stage: 1,
            match_index: 0
        })
    );
    // The final paired before a semifinal had its result.
    let mut r = winners(4, &[1]);
    r.push(vec![PlayoffMatch {
        seed_a: 1,
        seed_b: 2,
        outcome: None,
    }]);
    assert_eq!(
        seed_places(&[1, 2, 3, 4], &r),
        Err(FinalStandingsError::NotTheBracket {
            stage: 2,
            match_index: 0
        })
    );
    // The final pairs someone who lost.
    let mut r = winners(4, &[1, 2]);
    assert_eq!(r.len(), 2);
    r[1][0].seed_b = 3;
    assert!(matches!(
        seed_places(&[1, 2, 3, 4], &r),
        Err(FinalStandingsError::NotTheBracket { stage: 2, .. })
    ));
    let mut r = winners(4, &[]);
    r[0][1].outcome = Some(PlayoffOutcome::Draw);
    assert_eq!(
        seed_places(&[1, 2, 3, 4], &r),
        Err(FinalStandingsError::BadOutcome {
            stage: 1,
            match_index: 1
        })
    );
    r[0][1].outcome = Some(PlayoffOutcome::Winner(1));
    assert!(matches!(
        seed_places(&[1, 2, 3, 4], &r),
        Err(FinalStandingsError::BadOutcome { .. })
    ));
    let mut r = winners(4, &[]);
    r[0].pop();
    assert_eq!(
        seed_places(&[1, 2, 3, 4], &r),
        Err(FinalStandingsError::WrongMatchCount {
            stage: 1,
            expected: 2,
            given: 1
        })
    );
    assert!(
        FinalStandingsError::UnknownPlayer
            .to_string()
            .contains("top cut")
    );
}

/// Six players: two Swiss rounds, then a Top 4 (table order = bracket
/// order, the higher seed as `player_a`).
fn history_with_top_4(semis: [Option<(u32, u32)>; 2], fin: Option<(u32, u32)>) -> History {
    let players: Vec<Player> = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
        .iter()
        .enumerate()
        .map(|(i, n)| Player {
            id: format!("p{i}"),
            name: (*n).to_owned(),
            dropped_after_round: None,
            ..Player::default()
        })
        .collect();
    let r = |w, l| Some(MatchResult::new(w, l, 0).expect("legal"));
    let t = |table, a: u32, b: u32, result| Pairing {
        table,
        player_a: PlayerIdx(a),
        player_b: Some(PlayerIdx(b)),
        result,
    };
    // Round 1: Ann, Cat, Eve win; round 2: Ann beats Cat, Eve beats Ben,
    // Dan beats Fay. Swiss: Ann and Eve 6, Cat and Dan 3, Ben and Fay 0.
    let mut rounds = vec![
        Round {
            number: 1,
            kind: RoundKind::Swiss,
            pairings: vec![
                t(1, 0, 1, r(2, 0)),
                t(2, 2, 3, r(2, 1)),
                t(3, 4, 5, r(2, 0)),
            ],
        },
        Round {
            number: 2,
            kind: RoundKind::Swiss,
            pairings: vec![
                t(1, 0, 2, r(2, 0)),
                t(2, 4, 1, r(2, 1)),
                t(3, 3, 5, r(2, 0)),
            ],
        },
    ];
    let h = History::new(players.clone(), rounds.clone()).expect("swiss");
    let s = standings::compute(&h, &StandingsOptions::default()).expect("standings");
    let seeds: Vec<PlayerIdx> = s.rows.iter().take(4).map(|row| row.player).collect();
    let seat = |seed: u32| seeds[seed as usize - 1].0;
    let res = |x: Option<(u32, u32)>, a: u32| x.map(|(w, _)| if w == a { (2, 1) } else { (1, 2) });
    let m = |table, a: u32, b: u32, outcome: Option<(u32, u32)>| {
        t(
            table,
            seat(a),
            seat(b),
            res(outcome, a).and_then(|(w, l)| r(w, l)),
        )
    };
    rounds.push(Round {
        number: 3,
        kind: RoundKind::Playoff,
        pairings: vec![m(1, 1, 4, semis[0]), m(2, 2, 3, semis[1])],
    });
    if let Some(((w1, _), (w2, _))) = semis[0].zip(semis[1]) {
        rounds.push(Round {
            number: 4,
            kind: RoundKind::Playoff,
            pairings: vec![m(1, w1.min(w2), w1.max(w2), fin)],
        });
    }
    History::new(players, rounds).expect("history")
}

fn final_rows(h: &History, through: Option<u32>) -> Option<Vec<(String, Option<u32>)>> {
    let s = standings::compute(h, &StandingsOptions::default()).expect("standings");
    compute(h, &s, through).expect("bracket").map(|f| {
        f.rows
            .iter()
            .map(|r| (h.player(r.player).name.clone(), r.place))
            .collect()
    })
}

#[test]
fn history_top_4_to_the_final() {
    let h = history_with_top_4([None, None], None);
    let s = standings::compute(&h, &StandingsOptions::default()).expect("standings");
    let swiss: Vec<&str> = s
        .rows
        .iter()
        .map(|r| h.player(r.player).name.as_str())
        .collect();
    // Before any playoff result: the non-cut players have their places,
    // the four seeds are pending, in Swiss order.
    let rows = final_rows(&h, None).expect("a cut");
    assert_eq!(rows.iter().map(|r| r.0.as_str()).collect::<Vec<_>>(), swiss);
    assert!(rows[..4].iter().all(|r| r.1.is_none()));
    assert_eq!(rows[4].1, Some(5));
    assert_eq!(rows[5].1, Some(6));
    // Through round 2 only: no cut yet.
    assert_eq!(final_rows(&h, Some(2)), None);

    // Seed 4 beats seed 1, seed 3 beats seed 2, seed 3 wins the final.
    let h = history_with_top_4([Some((4, 1)), Some((3, 2))], Some((3, 4)));
    let rows = final_rows(&h, None).expect("a cut");
    let want: Vec<(String, Option<u32>)> = [3, 4, 1, 2, 5, 6]
        .iter()
        .zip(1..)
        .map(|(&seed, place)| (swiss[seed - 1].to_owned(), Some(place)))
        .collect();
    assert_eq!(rows, want);
    // Through the semifinal round: semifinal losers decided, final pending.
    let rows = final_rows(&h, Some(3)).expect("a cut");
    assert_eq!(
        rows.iter().map(|r| r.1).collect::<Vec<_>>(),
        vec![None, None, Some(3), Some(4), Some(5), Some(6)]
    );
}

#[test]
fn history_without_playoff_has_no_final_standings() {
    let h = history_with_top_4([None, None], None);
    let swiss_only = History::new(
        h.players().to_vec(),
        h.rounds()
            .iter()
            .filter(|r| r.kind == RoundKind::Swiss)
            .cloned()
            .collect(),
    )
    .expect("history");
    assert_eq!(final_rows(&swiss_only, None), None);
}

#[test]
fn an_odd_first_playoff_round_is_not_a_bracket() {
    // History refuses byes in playoff rounds itself; a first round of 3
    // tables (a "Top 6") is not a bracket.
    let h = history_with_top_4([None, None], None);
    let s = standings::compute(&h, &StandingsOptions::default()).expect("standings");
    let mut rounds = h.rounds().to_vec();
    rounds[2].pairings.push(Pairing {
        table: 3,
        player_a: s.rows[4].player,
        player_b: Some(s.rows[5].player),
        result: None,
    });
    let h = History::new(h.players().to_vec(), rounds).expect("history");
    let s = standings::compute(&h, &StandingsOptions::default()).expect("standings");
    assert_eq!(
        compute(&h, &s, None),
        Err(FinalStandingsError::InvalidSize { size: 6 })
    );
}

proptest! {
    /// Random brackets of 2..=32 seeds with distinct Swiss ranks (with
    /// gaps, as ranks among all players are), random results (wins and
    /// drops), cut after a random number of results:
    /// - once the final is played the places are a permutation of 1..=C
    ///   given in the returned order, the champion is 1st, everyone
    ///   eliminated is below everyone who went further, and losers of one
    ///   round are ordered by Swiss rank;
    /// - mid-playoff, every place shown is the one the player ends with,
    ///   whatever the remaining results (a random completion), the places
    ///   shown increase along the returned order, and the losers of every
    ///   round whose matches all have results are all placed.
    #[test]
    fn random_brackets(
        k in 1u32..=5,
        ranks in Just((1u32..=64).collect::<Vec<u32>>()).prop_shuffle(),
        choices in proptest::collection::vec(0u8..4, 31),
        completion in proptest::collection::vec(0u8..4, 31),
        cut in 0usize..=31,
    ) {
        let size = 1u32 << k;
        let ranks = &ranks[..size as usize];
        let played = cut.min(size as usize - 1);
        let mut combined = choices[..played].to_vec();
        combined.extend_from_slice(&completion[played..]);

        let full = seed_places(ranks, &play(size, &combined, usize::MAX)).expect("full");
        let seen: Vec<u32> = full.iter().map(|p| p.place.expect("all decided")).collect();
        prop_assert_eq!(&seen, &(1..=size).collect::<Vec<_>>(), "final order");
        let champion = full[0];
        prop_assert_eq!(champion.place, Some(1));
        prop_assert_eq!(champion.wins, k);
        prop_assert_eq!(champion.eliminated_in, None);
        for x in &full {
            for y in &full {
                if x.wins > y.wins {
                    prop_assert!(x.place < y.place, "{:?} went further than {:?}", x, y);
                }
                if x.eliminated_in.is_some() && x.eliminated_in == y.eliminated_in
                    && ranks[x.seed as usize - 1] < ranks[y.seed as usize - 1]
                {
                    prop_assert!(x.place < y.place);
                }
            }
        }

        let partial_rounds = play(size, &combined, played);
        let partial = seed_places(ranks, &partial_rounds).expect("partial");
        let mut last = 0;
        for p in &partial {
            if let Some(place) = p.place {
                let end = full.iter().find(|f| f.seed == p.seed).and_then(|f| f.place);
                prop_assert_eq!(Some(place), end, "seed {} changed place", p.seed);
                prop_assert!(place > last, "decided places out of order");
                last = place;
            }
        }
        for (stage, round) in partial_rounds.iter().enumerate() {
            if round.iter().all(|m| m.outcome.is_some()) {
                for p in partial.iter().filter(|p| p.eliminated_in == Some(stage as u32 + 1)) {
                    prop_assert!(p.place.is_some(), "round {} done, seed {} pending", stage + 1, p.seed);
                }
            }
        }
        let decided = partial.iter().filter(|p| p.place.is_some()).count();
        let eliminated = partial.iter().filter(|p| p.eliminated_in.is_some()).count();
        prop_assert!(decided <= eliminated + usize::from(played == size as usize - 1));
    }
}

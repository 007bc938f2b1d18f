use super::*;

/// Small deterministic PRNG for tests (splitmix64).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The §5 score of the engine's `round` of `players` (the public
/// [`RoundScore`], which every optimality check compares against).
fn score(players: &[PairingPlayer], round: &PairedRound) -> RoundScore {
    RoundScore::of_round(players, round).expect("a complete round")
}

/// The best §5 score over every perfect matching of `field`, by exhaustive
/// enumeration.
fn best_score(field: &Field) -> RoundScore {
    all_perfect_matchings(field.n())
        .iter()
        .map(|m| RoundScore::of_vertex_pairs(field, m))
        .min()
        .expect("some matching")
}

/// Every perfect matching of `0..n`, by exhaustive enumeration.
fn all_perfect_matchings(n: usize) -> Vec<Vec<(usize, usize)>> {
    fn rec(
        free: &mut Vec<usize>,
        cur: &mut Vec<(usize, usize)>,
        out: &mut Vec<Vec<(usize, usize)>>,
    ) {
        if free.is_empty() {
            out.push(cur.clone());
            return;
        }
        let a = free.remove(0);
        for i in 0..free.len() {
            let b = free.remove(i);
            cur.push((a, b));
            rec(free, cur, out);
            cur.pop();
            free.insert(i, b);
        }
        free.insert(0, a);
    }
    let mut out = Vec::new();
    rec(&mut (0..n).collect(), &mut Vec::new(), &mut out);
    out
}

/// The engine's round as vertex pairs of `field`.
fn vertex_pairs(field: &Field, round: &PairedRound) -> Vec<(usize, usize)> {
    let vertex = |i: usize| {
        field
            .who
            .iter()
            .position(|&w| w == i)
            .expect("paired player is in the field")
    };
    round.pairs().map(|(a, b)| (vertex(a), vertex(b))).collect()
}

/// Checks the shape of a round for `players`: bye rule, every non-bye player
/// exactly once, higher-ranked first, table numbers, rematch flags.
fn check_shape(players: &[PairingPlayer], round: &PairedRound) {
    let n = players.len();
    let byes: Vec<u32> = players.iter().map(|p| p.byes).collect();
    assert_eq!(round.bye(), choose_bye(&byes));
    let mut seen = vec![0; n];
    for (i, t) in round.tables.iter().enumerate() {
        assert_eq!(t.table as usize, i + 1);
        seen[t.player_a] += 1;
        if let Some(b) = t.player_b {
            seen[b] += 1;
            assert!(t.player_a < b, "player_a is the higher-ranked");
            let met = players[t.player_a].opponents.contains(&b)
                || players[b].opponents.contains(&t.player_a);
            assert_eq!(t.rematch, met);
            if i > 0 {
                assert!(
                    round.tables[i - 1].player_a < t.player_a,
                    "tables by higher-ranked player"
                );
            }
        } else {
            assert_eq!(i, round.tables.len() - 1, "the bye is last");
        }
    }
    assert!(
        seen.iter().all(|&s| s == 1),
        "everyone exactly once: {seen:?}"
    );
}

/// A random state: match points non-increasing, random byes and a random
/// symmetric "met" relation of density `density`/100.
fn random_state(rng: &mut Rng, n: usize, density: u64) -> Vec<PairingPlayer> {
    let mut mps: Vec<u32> = (0..n).map(|_| rng.below(10) as u32).collect();
    mps.sort_unstable_by(|a, b| b.cmp(a));
    let mut players: Vec<PairingPlayer> = mps
        .into_iter()
        .map(|mp| PairingPlayer {
            match_points: mp,
            byes: u32::from(rng.below(4) == 0),
            opponents: Vec::new(),
        })
        .collect();
    for a in 0..n {
        for b in a + 1..n {
            if rng.below(100) < density {
                players[a].opponents.push(b);
                players[b].opponents.push(a);
            }
        }
    }
    players
}

fn check_optimal(players: &[PairingPlayer], opts: &Options) {
    let round = pair_round_with(players, opts).expect("pairs");
    check_shape(players, &round);
    let byes: Vec<u32> = players.iter().map(|p| p.byes).collect();
    let field = Field::new(players, choose_bye(&byes));
    let got = score(players, &round);
    let best = best_score(&field);
    assert_eq!(got, best, "players: {players:?}");
    assert_eq!(round.rematches(), best.rematches());
}

#[test]
fn optimal_against_brute_force_on_random_states() {
    let mut rng = Rng(7);
    for case in 0..600 {
        let n = 2 + (case % 11);
        let density = [0, 10, 30, 60, 90][case % 5];
        let players = random_state(&mut rng, n, density);
        check_optimal(&players, &Options::default());
    }
}

#[test]
fn general_path_is_optimal_too() {
    // No shortcut and no repair shortcut can hide a wrong general solve:
    // dense states with many rematches always take it.
    let mut rng = Rng(11);
    for case in 0..200 {
        let n = 4 + (case % 9);
        let players = random_state(&mut rng, n, 85);
        check_optimal(&players, &Options::default());
        let staged = Options {
            force_staging: true,
            ..Options::default()
        };
        check_optimal(&players, &staged);
    }
}

#[test]
fn ideal_seating_examples() {
    // Groups: 6 pts ×3, 3 pts ×4, 0 pts ×3 (10 players).
    let group_end = [3, 7, 10];
    let (partner, _) = ideal_seating(&group_end);
    // Group {0,1,2}: odd, 2 floats; pairs 0-1.
    assert_eq!(partner[0], 1);
    // Group {2,3,4,5,6}: odd, 6 floats; 2-4, 3-5.
    assert_eq!(partner[2], 4);
    assert_eq!(partner[3], 5);
    // Group {6,7,8,9}: 6-8, 7-9.
    assert_eq!(partner[6], 8);
    assert_eq!(partner[7], 9);
    // Round 1: one group of 8, the slide 1-5, 2-6, 3-7, 4-8.
    let (partner, _) = ideal_seating(&[8]);
    assert_eq!(partner, vec![4, 5, 6, 7, 0, 1, 2, 3]);
}

/// Property (a) of RULES.md §5.3: no rematch in the ideal seating ⇒ the
/// output is the ideal seating, with and without the shortcut.
#[test]
fn ideal_seating_is_returned_when_it_has_no_rematch() {
    let mut rng = Rng(3);
    let no_shortcut = Options {
        ideal_shortcut: false,
        ..Options::default()
    };
    let mut checked = 0;
    for case in 0..400 {
        let n = 2 + (case % 11);
        let players = random_state(&mut rng, n, 20);
        let byes: Vec<u32> = players.iter().map(|p| p.byes).collect();
        let field = Field::new(&players, choose_bye(&byes));
        if (0..field.n()).any(|u| field.met(u, field.ideal[u])) {
            continue;
        }
        checked += 1;
        let sparse_no_shortcut = Options {
            ideal_shortcut: false,
            ..sparse()
        };
        for opts in [&Options::default(), &no_shortcut, &sparse_no_shortcut] {
            let round = pair_round_with(&players, opts).expect("pairs");
            let pairs = vertex_pairs(&field, &round);
            for (a, b) in pairs {
                assert_eq!(field.ideal[a], b);
            }
        }
    }
    assert!(checked > 100, "only {checked} cases");
}

#[test]
fn invalid_input_is_refused() {
    let p = |mp, opponents| PairingPlayer {
        match_points: mp,
        byes: 0,
        opponents,
    };
    assert_eq!(
        pair_round(&[p(3, vec![]), p(6, vec![])]),
        Err(PairingError::NotInStandingsOrder { index: 1 })
    );
    assert_eq!(
        pair_round(&[p(3, vec![2]), p(0, vec![])]),
        Err(PairingError::InvalidOpponent {
            player: 0,
            opponent: 2
        })
    );
    assert_eq!(
        pair_round(&[p(3, vec![]), p(0, vec![1])]),
        Err(PairingError::InvalidOpponent {
            player: 1,
            opponent: 1
        })
    );
    assert_eq!(pair_round(&[]), Ok(PairedRound::default()));
    let single = pair_round(&[p(0, vec![])]).expect("pairs");
    assert_eq!(single.bye(), Some(0));
    assert_eq!(single.tables.len(), 1);
}

/// One simulated event: `rounds` rounds for `n` players, random results,
/// random drops; the standings are match points then a fixed random order.
/// Checks every round and returns (rounds paired, rematch warnings seen,
/// minimum rematches by brute force when small).
struct Sim {
    mp: Vec<u32>,
    byes: Vec<u32>,
    opponents: Vec<Vec<usize>>,
    dropped: Vec<bool>,
    tiebreak: Vec<u64>,
}

impl Sim {
    fn new(rng: &mut Rng, n: usize) -> Sim {
        Sim {
            mp: vec![0; n],
            byes: vec![0; n],
            opponents: vec![Vec::new(); n],
            dropped: vec![false; n],
            tiebreak: (0..n).map(|_| rng.next()).collect(),
        }
    }

    /// Active players in standings order.
    fn standings(&self) -> Vec<usize> {
        let mut ids: Vec<usize> = (0..self.mp.len()).filter(|&i| !self.dropped[i]).collect();
        ids.sort_by_key(|&i| (std::cmp::Reverse(self.mp[i]), self.tiebreak[i], i));
        ids
    }

    /// Pairs one round, checks it, plays random results. Returns the round
    /// in global ids and its input.
    fn play_round(
        &mut self,
        rng: &mut Rng,
        opts: &Options,
        draw_pct: u64,
    ) -> (PairedRound, Vec<PairingPlayer>, Vec<usize>) {
        let order = self.standings();
        let mut index = vec![usize::MAX; self.mp.len()];
        for (k, &i) in order.iter().enumerate() {
            index[i] = k;
        }
        let players: Vec<PairingPlayer> = order
            .iter()
            .map(|&i| PairingPlayer {
                match_points: self.mp[i],
                byes: self.byes[i],
                opponents: self.opponents[i]
                    .iter()
                    .filter(|&&o| index[o] != usize::MAX)
                    .map(|&o| index[o])
                    .collect(),
            })
            .collect();
        let round = pair_round_with(&players, opts).expect("pairs");
        check_shape(&players, &round);
        // Bye rule: nobody gets a second bye before every active player had one.
        if let Some(b) = round.bye() {
            let i = order[b];
            assert!(order.iter().all(|&j| self.byes[j] >= self.byes[i]));
            self.byes[i] += 1;
            self.mp[i] += 3;
        }
        for (a, b) in round.pairs() {
            let (a, b) = (order[a], order[b]);
            assert!(!self.dropped[a] && !self.dropped[b]);
            self.opponents[a].push(b);
            self.opponents[b].push(a);
            let r = rng.below(100);
            if r < draw_pct {
                self.mp[a] += 1;
                self.mp[b] += 1;
            } else if r.is_multiple_of(2) {
                self.mp[a] += 3;
            } else {
                self.mp[b] += 3;
            }
        }
        (round, players, order)
    }
}

/// Forced-rematch events: 6 players × 6 rounds and 4 × 4. Every round
/// completes, with exactly one warning per rematch table and the fewest
/// rematches possible.
#[test]
fn forced_rematch_events_complete_with_warnings() {
    for (n, rounds) in [(6, 6), (4, 4), (5, 6), (3, 4)] {
        for seed in 0..20 {
            let mut rng = Rng(100 + seed);
            let mut sim = Sim::new(&mut rng, n);
            let mut total_rematches = 0;
            for _ in 0..rounds {
                let (round, players, _) = sim.play_round(&mut rng, &Options::default(), 10);
                let byes: Vec<u32> = players.iter().map(|p| p.byes).collect();
                let field = Field::new(&players, choose_bye(&byes));
                let best = best_score(&field);
                let warnings = round.tables.iter().filter(|t| t.rematch).count();
                let actual = round
                    .pairs()
                    .filter(|&(a, b)| players[a].opponents.contains(&b))
                    .count();
                assert_eq!(warnings, actual);
                assert_eq!(warnings, best.rematches());
                total_rematches += warnings;
            }
            if n % 2 == 0 && rounds >= n {
                assert!(
                    total_rematches > 0,
                    "{n} players × {rounds} rounds must rematch"
                );
            }
        }
    }
}

/// Long random simulation (small fields: exhaustive optimality check).
#[test]
fn random_simulation_small_fields() {
    let mut rng = Rng(2024);
    let mut rounds_done = 0;
    let mut event = 0;
    while rounds_done < 1200 {
        event += 1;
        let n = 3 + (event % 10);
        let mut sim = Sim::new(&mut rng, n);
        let rounds = 3 + (event % 6);
        for r in 0..rounds {
            if r > 0 && rng.below(4) == 0 {
                let who = rng.below(n as u64) as usize;
                sim.dropped[who] = true;
            }
            if sim.standings().is_empty() {
                break;
            }
            let (round, players, _) = sim.play_round(&mut rng, &Options::default(), 8);
            let byes: Vec<u32> = players.iter().map(|p| p.byes).collect();
            let field = Field::new(&players, choose_bye(&byes));
            let got = score(&players, &round);
            let best = best_score(&field);
            assert_eq!(got, best);
            rounds_done += 1;
        }
    }
}

#[test]
fn deterministic() {
    let mut rng = Rng(99);
    for case in 0..100 {
        let players = random_state(&mut rng, 2 + case % 11, 40);
        assert_eq!(pair_round(&players), pair_round(&players));
    }
}

fn sparse() -> Options {
    Options {
        dense_limit: 0,
        window: 0,
        ..Options::default()
    }
}

fn dense() -> Options {
    Options {
        dense_limit: usize::MAX,
        ..Options::default()
    }
}

/// The sparse candidate graph with pricing reaches the full-graph optimum,
/// on every route (shortcut off, staging forced).
#[test]
fn sparse_pricing_is_optimal_against_brute_force() {
    let mut rng = Rng(5);
    let variants = [
        sparse(),
        Options {
            ideal_shortcut: false,
            ..sparse()
        },
        Options {
            force_staging: true,
            ..sparse()
        },
        Options {
            no_relaxation: true,
            ..sparse()
        },
        Options {
            inner_dense_limit: 0,
            ideal_shortcut: false,
            ..sparse()
        },
    ];
    for case in 0..300 {
        let n = 2 + (case % 11);
        let density = [0, 10, 30, 60, 90][case % 5];
        let players = random_state(&mut rng, n, density);
        for opts in &variants {
            check_optimal(&players, opts);
        }
    }
}

/// Rule 2's lower bound (the cut argument of the module documentation):
/// the gaps of odd cuts, largest first, padded with zeros to `n / 2`.
fn cut_lower_bound(field: &Field) -> Vec<u32> {
    let mut gaps: Vec<u32> = (0..field.group_end.len().saturating_sub(1))
        .filter(|&g| field.odd_cut[g])
        .map(|g| field.mp[field.group_end[g] - 1] - field.mp[field.group_end[g]])
        .collect();
    gaps.resize(field.n() / 2, 0);
    gaps.sort_unstable_by(|a, b| b.cmp(a));
    gaps
}

/// The 64-player chained-float case: 15 players on 6 points, 34 on 3, 15 on
/// 0. The natural floater of each odd group has met everyone in the group
/// below, so another player must float — but every float stays one step
/// (gap 3): never a 6-point player against a 0-point player.
#[test]
fn chained_floats_never_skip_a_group() {
    let mut players: Vec<PairingPlayer> = (0..64)
        .map(|i| PairingPlayer {
            match_points: if i < 15 {
                6
            } else if i < 49 {
                3
            } else {
                0
            },
            byes: 0,
            opponents: Vec::new(),
        })
        .collect();
    for (floater, below) in [(14, 15..49), (48, 49..64)] {
        for j in below {
            players[floater].opponents.push(j);
            players[j].opponents.push(floater);
        }
    }
    for opts in [Options::default(), sparse(), dense()] {
        let round = pair_round_with(&players, &opts).expect("pairs");
        check_shape(&players, &round);
        assert_eq!(round.rematches(), 0);
        let mut gaps: Vec<u32> = round
            .pairs()
            .map(|(a, b)| players[a].match_points - players[b].match_points)
            .collect();
        gaps.sort_unstable_by(|a, b| b.cmp(a));
        assert_eq!(&gaps[..3], &[3, 3, 0]);
        assert!(round.pairs().all(|(a, b)| !(a < 15 && b >= 49)));
        // The floaters are the next lowest-ranked players who can float.
        assert!(round.pairs().any(|(a, b)| a == 13 && (15..49).contains(&b)));
        assert!(round.pairs().any(|(a, b)| a == 47 && (49..64).contains(&b)));
    }
}

/// Larger events, 2000 rounds in all with the ones of
/// `random_simulation_small_fields`: every round is a perfect matching of
/// the active players less the bye, byes are fair, dropped players are never
/// paired, the sparse route equals the full graph under the objective, and
/// a rematch-free round attains the rule-2 lower bound.
#[test]
fn random_simulation_larger_fields() {
    let mut rng = Rng(77);
    let mut rounds_done = 0;
    let mut event = 0;
    while rounds_done < 800 {
        event += 1;
        let n = 14 + (event * 37) % 120;
        let mut sim = Sim::new(&mut rng, n);
        let rounds = 4 + event % 8;
        for r in 0..rounds {
            if r > 0 {
                for _ in 0..rng.below(3) {
                    let who = rng.below(n as u64) as usize;
                    sim.dropped[who] = true;
                }
            }
            let (round, players, _) = sim.play_round(&mut rng, &sparse(), 6);
            let byes: Vec<u32> = players.iter().map(|p| p.byes).collect();
            let field = Field::new(&players, choose_bye(&byes));
            let got = score(&players, &round);
            let full = pair_round_with(&players, &dense()).expect("pairs");
            assert_eq!(got, score(&players, &full));
            for opts in [
                Options::default(),
                Options {
                    no_relaxation: true,
                    ..sparse()
                },
                Options {
                    inner_dense_limit: 0,
                    ..sparse()
                },
            ] {
                let other = pair_round_with(&players, &opts).expect("pairs");
                assert_eq!(got, score(&players, &other));
            }
            assert!(got.gaps() >= cut_lower_bound(&field).as_slice());
            // Property (a) through the matching path at this size too.
            if (0..field.n()).all(|u| !field.met(u, field.ideal[u])) {
                let opts = Options {
                    ideal_shortcut: false,
                    ..sparse()
                };
                let round = pair_round_with(&players, &opts).expect("pairs");
                for (a, b) in vertex_pairs(&field, &round) {
                    assert_eq!(field.ideal[a], b);
                }
            }
            if field.repair().is_some() {
                assert_eq!(got.gaps(), cut_lower_bound(&field));
            }
            rounds_done += 1;
        }
    }
}

/// The staged solve (a few digits at a time, keeping tight edges and a
/// blossom-crossing digit) matches brute force.
#[test]
fn staged_levels_match_brute_force() {
    let mut rng = Rng(31);
    for case in 0..300 {
        let n = 4 + (case % 9);
        let density = [10, 40, 85][case % 3];
        let players = random_state(&mut rng, n, density);
        for digits in [1, 2] {
            let opts = Options {
                stage_digits: Some(digits),
                force_staging: true,
                ..sparse()
            };
            check_optimal(&players, &opts);
        }
    }
}

//! Tests of RULES.md §3–4 and §9: the MTR Appendix C examples, the floors,
//! byes, drops, and properties over random tournaments.

use super::*;
use crate::model::{MatchResult, Pairing, Player, Round};
use proptest::prelude::*;

/// Builds small histories: players by name, games and byes by round.
#[derive(Default)]
struct Builder {
    players: Vec<Player>,
    rounds: Vec<Vec<Pairing>>,
}

impl Builder {
    fn player(&mut self, name: &str) -> PlayerIdx {
        let idx = PlayerIdx(self.players.len() as u32);
        self.players.push(Player {
            id: format!("id-{}", self.players.len()),
            name: name.to_owned(),
            dropped_after_round: None,
            missed_rounds: Vec::new(),
        });
        idx
    }

    fn round_mut(&mut self, round: u32) -> &mut Vec<Pairing> {
        while self.rounds.len() < round as usize {
            self.rounds.push(Vec::new());
        }
        &mut self.rounds[round as usize - 1]
    }

    fn game(&mut self, round: u32, a: PlayerIdx, b: PlayerIdx, r: (u32, u32, u32)) {
        let tables = self.round_mut(round);
        let table = tables.len() as u32 + 1;
        tables.push(Pairing {
            table,
            player_a: a,
            player_b: Some(b),
            result: Some(MatchResult::new(r.0, r.1, r.2).unwrap()),
        });
    }

    fn double_loss(&mut self, round: u32, a: PlayerIdx, b: PlayerIdx) {
        let tables = self.round_mut(round);
        let table = tables.len() as u32 + 1;
        tables.push(Pairing {
            table,
            player_a: a,
            player_b: Some(b),
            result: Some(MatchResult::DOUBLE_LOSS),
        });
    }

    /// A game against a fresh filler player.
    fn filler(&mut self, round: u32, a: PlayerIdx, r: (u32, u32, u32)) {
        let b = self.player(&format!("filler {}", self.players.len()));
        self.game(round, a, b, r);
    }

    fn bye(&mut self, round: u32, a: PlayerIdx) {
        let tables = self.round_mut(round);
        let table = tables.len() as u32 + 1;
        tables.push(Pairing {
            table,
            player_a: a,
            player_b: None,
            result: None,
        });
    }

    fn build(&self) -> History {
        let rounds = self
            .rounds
            .iter()
            .enumerate()
            .map(|(i, pairings)| Round {
                number: i as u32 + 1,
                kind: RoundKind::Swiss,
                pairings: pairings.clone(),
            })
            .collect();
        History::new(self.players.clone(), rounds).unwrap()
    }
}

fn r(n: i128, d: i128) -> Ratio {
    Ratio::new(n, d).unwrap()
}

fn standings(h: &History) -> Standings {
    compute(h, &StandingsOptions::default()).unwrap()
}

fn row(s: &Standings, p: PlayerIdx) -> &StandingRow {
    s.row(p).unwrap()
}

const WIN: (u32, u32, u32) = (2, 0, 0);
const LOSS: (u32, u32, u32) = (0, 2, 0);
const DRAW: (u32, u32, u32) = (1, 1, 1);

/// A player with `w` wins, `l` losses and `d` draws against fillers, in
/// rounds `1..`, in that order.
fn record(b: &mut Builder, name: &str, w: u32, l: u32, d: u32) -> PlayerIdx {
    let p = b.player(name);
    let mut round = 1;
    for (count, res) in [(w, WIN), (l, LOSS), (d, DRAW)] {
        for _ in 0..count {
            b.filler(round, p, res);
            round += 1;
        }
    }
    p
}

#[test]
fn appendix_c_match_points() {
    let mut b = Builder::default();
    let p = record(&mut b, "six-two", 6, 2, 0);
    let q = record(&mut b, "four-two-two", 4, 2, 2);
    let s = standings(&b.build());
    assert_eq!(row(&s, p).match_points, 18);
    assert_eq!(row(&s, q).match_points, 14);
    assert_eq!(
        (row(&s, q).wins, row(&s, q).losses, row(&s, q).draws),
        (4, 2, 2)
    );
}

#[test]
fn appendix_c_game_points() {
    for (res, mine, theirs) in [((2, 0, 0), 6, 0), ((2, 1, 0), 6, 3), ((2, 0, 1), 7, 1)] {
        let mut b = Builder::default();
        let p = b.player("P");
        let q = b.player("Q");
        b.game(1, p, q, res);
        let s = standings(&b.build());
        assert_eq!(row(&s, p).game_points, mine, "{res:?}");
        assert_eq!(row(&s, q).game_points, theirs, "{res:?}");
    }
}

#[test]
fn appendix_c_match_win_percentages() {
    let mut b = Builder::default();
    let p = record(&mut b, "five-two-one", 5, 2, 1);
    let q = record(&mut b, "one-three", 1, 3, 0);
    let s = standings(&b.build());
    assert_eq!(row(&s, p).mw, r(16, 24));
    // 3/12 = 0.25, floored.
    assert_eq!(row(&s, q).mw, FLOOR_MTR);

    // 3-2-0 with a round-1 bye: the bye is a played round and a win.
    let mut b = Builder::default();
    let p = b.player("bye first");
    b.bye(1, p);
    b.filler(2, p, WIN);
    b.filler(3, p, WIN);
    b.filler(4, p, LOSS);
    b.filler(5, p, LOSS);
    let s = standings(&b.build());
    let pr = row(&s, p);
    assert_eq!(pr.mw, r(9, 15));
    assert_eq!((pr.wins, pr.losses, pr.byes, pr.match_points), (2, 2, 1, 9));
}

#[test]
fn appendix_c_game_win_percentages() {
    let mut b = Builder::default();
    let p = b.player("good games");
    for (round, res) in [
        (1, (2, 0, 0)),
        (2, (2, 1, 0)),
        (3, (1, 2, 0)),
        (4, (2, 0, 0)),
    ] {
        b.filler(round, p, res);
    }
    let q = b.player("bad games");
    for (round, res) in [
        (1, (1, 2, 0)),
        (2, (1, 2, 0)),
        (3, (0, 2, 0)),
        (4, (1, 2, 0)),
    ] {
        b.filler(round, q, res);
    }
    let s = standings(&b.build());
    assert_eq!(row(&s, p).gw, r(21, 30));
    assert_eq!(row(&s, q).game_points, 9);
    assert_eq!(row(&s, q).games_played, 11);
    // 9/33 < 0.33: floored.
    assert_eq!(row(&s, q).gw, FLOOR_MTR);
}

#[test]
fn appendix_c_opponents_match_win_percentage() {
    // A 6-2-0 player; opponents' final records (including this match).
    let records = [
        (4, 4, 0),
        (7, 1, 0),
        (1, 3, 1),
        (3, 3, 1),
        (6, 2, 0),
        (5, 2, 1),
        (4, 3, 1),
        (6, 1, 1),
    ];
    // The hero loses to the 7-1-0 and the 6-1-1 players.
    let hero_lost = [false, true, false, false, false, false, false, true];
    let mut b = Builder::default();
    let hero = b.player("hero");
    let mut opponents = Vec::new();
    for (i, &(w, l, d)) in records.iter().enumerate() {
        let opp = b.player(&format!("opponent {i}"));
        opponents.push(opp);
        let hero_round = i as u32 + 1;
        let (mut w, mut l) = (w, l);
        if hero_lost[i] {
            b.game(hero_round, hero, opp, LOSS);
            w -= 1;
        } else {
            b.game(hero_round, hero, opp, WIN);
            l -= 1;
        }
        let mut round = 1;
        for (count, res) in [(w, WIN), (l, LOSS), (d, DRAW)] {
            for _ in 0..count {
                if round == hero_round {
                    round += 1;
                }
                b.filler(round, opp, res);
                round += 1;
            }
        }
    }
    let h = b.build();
    let s = standings(&h);
    let hr = row(&s, hero);
    assert_eq!(hr.match_points, 18);
    let expected = Ratio::mean([
        r(12, 24),
        r(21, 24),
        FLOOR_MTR,
        r(10, 21),
        r(18, 24),
        r(16, 24),
        r(13, 24),
        r(19, 24),
    ])
    .unwrap();
    assert_eq!(hr.omw, expected);
    // Sanity: the opponents' records came out as intended.
    for (i, &(w, l, d)) in records.iter().enumerate() {
        let o = row(&s, opponents[i]);
        assert_eq!((o.wins, o.losses, o.draws), (w, l, d), "opponent {i}");
    }
}

#[test]
fn one_one_one_is_four_ninths() {
    let mut b = Builder::default();
    let p = b.player("P");
    let q = b.player("Q");
    b.game(1, p, q, (1, 1, 1));
    let s = standings(&b.build());
    assert_eq!(row(&s, p).gw, r(4, 9));
    assert_eq!(row(&s, q).gw, r(4, 9));
    assert_ne!(row(&s, p).gw, ONE_THIRD);
    assert_eq!(row(&s, p).match_points, 1);
    assert_eq!(row(&s, p).mw, ONE_THIRD);
}

#[test]
fn intentional_draw_zero_zero_three() {
    let mut b = Builder::default();
    let p = b.player("P");
    let q = b.player("Q");
    b.game(1, p, q, (0, 0, 3));
    let s = standings(&b.build());
    let pr = row(&s, p);
    assert_eq!(
        (pr.draws, pr.match_points, pr.game_points, pr.games_played),
        (1, 1, 3, 3)
    );
    assert_eq!(pr.gw, ONE_THIRD);
}

/// RULES.md §1: a double loss gives both players 0 match points, a round
/// in their MW%, two lost games each, and each is the other's opponent.
#[test]
fn double_loss_counts_for_both() {
    let mut b = Builder::default();
    let p = b.player("P");
    let q = b.player("Q");
    let x = b.player("R");
    let y = b.player("S");
    b.double_loss(1, p, q);
    b.game(1, x, y, (2, 0, 0));
    b.game(2, p, x, (2, 1, 0));
    b.game(2, q, y, (2, 0, 0));
    let s = standings(&b.build());
    for (who, gp, games, gw) in [(p, 6, 5, r(2, 5)), (q, 6, 4, r(1, 2))] {
        let row = row(&s, who);
        assert_eq!(
            (row.wins, row.losses, row.draws, row.byes),
            (1, 1, 0, 0),
            "{who:?}"
        );
        assert_eq!(row.match_points, 3);
        assert_eq!(row.rounds_played, 2);
        assert_eq!(row.mw, r(1, 2));
        assert_eq!((row.game_points, row.games_played), (gp, games));
        assert_eq!(row.gw, gw);
    }
    assert_eq!(row(&s, p).opponents, vec![q, x]);
    assert_eq!(row(&s, q).opponents, vec![p, y]);
    // OMW% both ways: P's opponents Q (1/2) and R (1/2); Q's opponents
    // P (1/2) and S (0 points: the floor).
    assert_eq!(row(&s, p).omw, r(1, 2));
    assert_eq!(row(&s, q).omw, r(83, 200));
    // OGW%: P's opponents Q (1/2), R (9/15); Q's P (2/5), S (floor).
    assert_eq!(row(&s, p).ogw, r(11, 20));
    assert_eq!(row(&s, q).ogw, r(73, 200));
}

/// A double loss alone: both at the floor, no points, two games each.
#[test]
fn double_loss_after_one_round() {
    let mut b = Builder::default();
    let p = b.player("P");
    let q = b.player("Q");
    b.double_loss(1, p, q);
    let s = standings(&b.build());
    for who in [p, q] {
        let row = row(&s, who);
        assert_eq!((row.match_points, row.losses, row.rounds_played), (0, 1, 1));
        assert_eq!((row.game_points, row.games_played), (0, 2));
        assert_eq!(
            (row.mw, row.gw, row.omw, row.ogw),
            (FLOOR_MTR, FLOOR_MTR, FLOOR_MTR, FLOOR_MTR)
        );
    }
}

/// X beat A (A's MW% is floored); Y beat C (C's MW% is exactly 1/3).
/// With 0.33, Y's OMW% is higher; with 1/3 the OMW% tie and X's better GW%
/// decides.
#[test]
fn floors_give_different_orders() {
    let mut b = Builder::default();
    let x = b.player("X");
    let y = b.player("Y");
    let a = b.player("A");
    let c = b.player("C");
    let d = b.player("D");
    let e = b.player("E");
    b.game(1, x, a, (2, 0, 0));
    b.game(1, y, c, (2, 1, 0));
    b.game(2, c, d, (2, 0, 0));
    b.game(3, c, e, (0, 2, 0));
    let h = b.build();

    let mtr = standings(&h);
    assert_eq!(row(&mtr, x).omw, FLOOR_MTR);
    assert_eq!(row(&mtr, y).omw, ONE_THIRD);
    assert!(row(&mtr, y).rank < row(&mtr, x).rank);

    let third = compute(
        &h,
        &StandingsOptions {
            floor: Floor::Third,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(third.floor, Floor::Third);
    assert_eq!(row(&third, x).omw, ONE_THIRD);
    assert_eq!(row(&third, y).omw, ONE_THIRD);
    assert!(row(&third, x).rank < row(&third, y).rank);

    // The extended block shows the one-third rank next to the MTR one.
    let ext = compute(
        &h,
        &StandingsOptions {
            extended: true,
            ..Default::default()
        },
    )
    .unwrap();
    let xe = row(&ext, x).extended.as_ref().unwrap();
    assert_eq!(xe.third_floor.rank, row(&third, x).rank);
    assert_eq!(row(&ext, x).rank, row(&mtr, x).rank);
}

#[test]
fn bye_games_left_out_of_gw_and_byes_out_of_omw() {
    let mut b = Builder::default();
    let p = b.player("P");
    let o = b.player("O");
    let z = b.player("Z");
    b.bye(1, p);
    b.game(1, o, z, (2, 0, 0));
    b.game(2, p, o, (2, 1, 0));
    b.bye(2, z);
    let s = standings(&b.build());
    let pr = row(&s, p);
    // Only the 2-1-0 match counts: 6/9, not (6 + 6) / (9 + 6).
    assert_eq!(pr.gw, r(6, 9));
    assert_eq!(pr.games_played, 3);
    assert_eq!(pr.match_points, 6);
    assert_eq!(pr.mw, Ratio::ONE);
    // O went 1-1: OMW% of P is O's MW% alone, 1/2.
    assert_eq!(pr.omw, r(1, 2));
    assert_eq!(pr.ogw, row(&s, o).gw);
    // Z: a loss and a bye; only O counts.
    assert_eq!(row(&s, z).omw, r(1, 2));
    assert_eq!(pr.opponents, vec![o]);
}

#[test]
fn nothing_to_average_is_the_floor() {
    let mut b = Builder::default();
    let p = b.player("P");
    let q = b.player("Q");
    b.bye(1, p);
    b.game(1, q, PlayerIdx(2), WIN);
    b.player("R");
    let s = standings(&b.build());
    let pr = row(&s, p);
    assert_eq!((pr.omw, pr.ogw, pr.gw), (FLOOR_MTR, FLOOR_MTR, FLOOR_MTR));
    assert_eq!(pr.mw, Ratio::ONE);
    let _ = q;
}

#[test]
fn dropped_players_count_with_their_record() {
    let mut b = Builder::default();
    let x = b.player("X");
    let d = b.player("Dropper");
    let o = b.player("O");
    let w = b.player("W");
    b.game(1, d, x, (2, 0, 0));
    b.game(1, o, w, (2, 0, 0));
    b.players[d.get()].dropped_after_round = Some(1);
    b.game(2, x, o, (2, 0, 0));
    b.bye(2, w);
    b.game(3, x, w, (2, 1, 0));
    b.bye(3, o);
    let h = b.build();
    let s = standings(&h);
    assert_eq!(s.after_round, 3);
    let dr = row(&s, d);
    assert!(dr.dropped);
    assert_eq!(dr.match_points, 3);
    assert_eq!(dr.mw, Ratio::ONE);
    // X met D (1-0 → 1), O (1-1 incl. bye → 1/2... O: win, loss, bye = 6/9)
    let o_mw = row(&s, o).mw;
    assert_eq!(o_mw, r(6, 9));
    let w_mw = row(&s, w).mw;
    let expected = Ratio::mean([Ratio::ONE, o_mw, w_mw]).unwrap();
    assert_eq!(row(&s, x).omw, expected);

    // Before the drop took effect the flag is off.
    let s1 = compute(
        &h,
        &StandingsOptions {
            after_round: Some(0),
            ..Default::default()
        },
    )
    .unwrap();
    assert!(!row(&s1, d).dropped);
    let s1 = compute(
        &h,
        &StandingsOptions {
            after_round: Some(1),
            ..Default::default()
        },
    )
    .unwrap();
    assert!(row(&s1, d).dropped);
}

#[test]
fn after_round_and_fixed_order() {
    let mut b = Builder::default();
    let zed = b.player("zed");
    let amy = b.player("Amy");
    let bob = b.player("bob");
    let amy2 = b.player("amy");
    b.game(1, zed, amy, WIN);
    b.game(1, bob, amy2, WIN);
    b.game(2, zed, bob, WIN);
    b.game(2, amy, amy2, WIN);
    let h = b.build();

    let s0 = compute(
        &h,
        &StandingsOptions {
            after_round: Some(0),
            ..Default::default()
        },
    )
    .unwrap();
    // Fixed order: case-insensitive name, then id ("id-1" < "id-3").
    let order: Vec<_> = s0.rows.iter().map(|r| r.player).collect();
    assert_eq!(order, vec![amy, amy2, bob, zed]);
    assert!(
        s0.rows
            .iter()
            .all(|r| r.match_points == 0 && r.omw == FLOOR_MTR)
    );

    let s1 = compute(
        &h,
        &StandingsOptions {
            after_round: Some(1),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(s1.after_round, 1);
    assert_eq!(row(&s1, zed).match_points, 3);
    assert_eq!(row(&s1, zed).opponents, vec![amy]);
    let s2 = standings(&h);
    assert_eq!(s2.after_round, 2);
    assert_eq!(row(&s2, zed).match_points, 6);
    assert_eq!(s2.rows[0].player, zed);
    assert_eq!(s2.rows[0].rank, 1);

    assert_eq!(
        compute(
            &h,
            &StandingsOptions {
                after_round: Some(3),
                ..Default::default()
            }
        ),
        Err(StandingsError::RoundNotFound {
            requested: 3,
            last_round: 2
        })
    );
}

#[test]
fn fixed_order_folds_unicode_case() {
    let mut b = Builder::default();
    let upper = b.player("ÉMILE");
    let lower = b.player("émile");
    let zoe = b.player("Zoë");
    let adam = b.player("adam");
    let h = b.build();
    let s = standings(&h);
    let order: Vec<_> = s.rows.iter().map(|r| r.player).collect();
    // "adam" < "zoë" < "émile" (code points after folding); the two
    // Émiles fold to the same name, so the ids decide ("id-0" < "id-1").
    assert_eq!(order, vec![adam, zoe, upper, lower]);
    assert_eq!(fixed_order(&h, upper, lower), Ordering::Less);
    assert_eq!(fixed_order(&h, lower, upper), Ordering::Greater);
}

#[test]
fn playoff_rounds_do_not_change_swiss_figures() {
    let mut b = Builder::default();
    let p = b.player("P");
    let q = b.player("Q");
    let x = b.player("X");
    b.game(1, p, q, WIN);
    b.bye(1, x);
    b.game(2, q, p, WIN);
    b.game(2, x, PlayerIdx(3), WIN);
    b.player("Y");
    let swiss_only = b.build();
    let mut players = swiss_only.players().to_vec();
    let mut rounds = swiss_only.rounds().to_vec();
    rounds.push(Round {
        number: 3,
        kind: RoundKind::Playoff,
        pairings: vec![Pairing {
            table: 1,
            player_a: x,
            player_b: Some(p),
            result: Some(MatchResult::new(2, 1, 0).unwrap()),
        }],
    });
    players[3].dropped_after_round = Some(2);
    let with_playoff = History::new(players, rounds).unwrap();
    let a = standings(&swiss_only);
    let b2 = standings(&with_playoff);
    assert_eq!(b2.after_round, 2);
    for (ra, rb) in a.rows.iter().zip(&b2.rows) {
        assert_eq!(
            (ra.player, ra.match_points, ra.omw),
            (rb.player, rb.match_points, rb.omw)
        );
    }
    // Asked after the playoff round: same Swiss figures, playoff opponents
    // listed (rematch input).
    let after3 = compute(
        &with_playoff,
        &StandingsOptions {
            after_round: Some(3),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(row(&after3, x).match_points, row(&a, x).match_points);
    assert_eq!(row(&after3, x).opponents, vec![PlayerIdx(3), p]);
    assert!(row(&after3, PlayerIdx(3)).dropped);
    let active: Vec<_> = after3.active().map(|r| r.player).collect();
    assert_eq!(active.len(), 3);
    assert!(!active.contains(&PlayerIdx(3)));
}

#[test]
fn unfinished_round_is_not_counted() {
    let mut b = Builder::default();
    let p = b.player("P");
    let q = b.player("Q");
    b.game(1, p, q, WIN);
    b.game(2, q, p, WIN);
    b.rounds[1][0].result = None;
    let h = b.build();
    let s = standings(&h);
    assert_eq!(s.after_round, 1);
    assert_eq!(row(&s, q).match_points, 0);
    assert_eq!(
        compute(
            &h,
            &StandingsOptions {
                after_round: Some(2),
                ..Default::default()
            }
        ),
        Err(StandingsError::RoundNotCompleted { round: 2 })
    );
}

#[test]
fn extended_figures() {
    // Round 1: A beats B, C draws D. Round 2: A beats C, B beats D.
    let mut b = Builder::default();
    let a = b.player("A");
    let bb = b.player("B");
    let c = b.player("C");
    let d = b.player("D");
    b.game(1, a, bb, (2, 1, 0));
    b.game(1, c, d, (1, 1, 1));
    b.game(2, a, c, (2, 0, 0));
    b.game(2, bb, d, (2, 0, 0));
    let h = b.build();
    let s = compute(
        &h,
        &StandingsOptions {
            extended: true,
            ..Default::default()
        },
    )
    .unwrap();
    // MP: A 6, B 3, C 1, D 1.
    let ea = row(&s, a).extended.clone().unwrap();
    assert_eq!(ea.buchholz, 4);
    assert_eq!(ea.schoch, 4);
    assert_eq!(ea.sonneborn_berger, Ratio::from_int(4));
    // Buchholz: B = 6 + 1 = 7, C = 1 + 6 = 7.
    assert_eq!(ea.fine_buchholz, 14);
    // Progressive: 3 after round 1, 6 after round 2.
    assert_eq!(ea.progressive, 9);
    let ec = row(&s, c).extended.clone().unwrap();
    // C drew D (MP 1) and lost to A: SB = 1/2.
    assert_eq!(ec.sonneborn_berger, r(1, 2));
    assert_eq!(ec.schoch, 0);
    assert_eq!(ec.defeated_mw, FLOOR_MTR);
    assert_eq!(ec.progressive, 2);
    // A beat B (MW 1/2) and C (MW 1/6 → 0.33).
    assert_eq!(ea.defeated_mw, Ratio::mean([r(1, 2), FLOOR_MTR]).unwrap());
    let omw = |p: PlayerIdx| row(&s, p).omw;
    assert_eq!(ea.oomw, Ratio::mean([omw(bb), omw(c)]).unwrap());
    let ogw = |p: PlayerIdx| row(&s, p).ogw;
    assert_eq!(ea.oogw, Ratio::mean([ogw(bb), ogw(c)]).unwrap());
    // Not asked: no block.
    assert!(standings(&h).rows.iter().all(|r| r.extended.is_none()));
}

// ---------------------------------------------------------------------
// Properties over random tournaments.

/// A random valid Swiss tournament: `n` players, `rounds` rounds, random
/// pairings (rematches allowed), random legal results, random drops, a bye
/// when the count is odd.
fn arb_history() -> impl Strategy<Value = History> {
    (
        2usize..14,
        0u32..6,
        prop::collection::vec(any::<u64>(), 300),
    )
        .prop_map(|(n, rounds, noise)| {
            let mut it = noise.into_iter().cycle();
            let mut next = move || it.next().unwrap_or(0);
            const RESULTS: [(u32, u32, u32); 10] = [
                (2, 0, 0),
                (2, 1, 0),
                (0, 2, 0),
                (1, 2, 0),
                (1, 1, 1),
                (0, 0, 3),
                (2, 0, 1),
                (1, 0, 0),
                (0, 1, 2),
                (1, 1, 0),
            ];
            let mut players: Vec<Player> = (0..n)
                .map(|i| Player {
                    id: format!("p{i}"),
                    // Repeated names with varying case exercise the id key.
                    name: if i % 3 == 0 {
                        "Same".into()
                    } else {
                        format!("Name{}", next() % 4)
                    },
                    dropped_after_round: None,
                    missed_rounds: Vec::new(),
                })
                .collect();
            let mut rs = Vec::new();
            for number in 1..=rounds {
                let mut active: Vec<usize> = (0..n)
                    .filter(|&i| players[i].dropped_after_round.is_none())
                    .collect();
                // Fisher-Yates with the noise.
                for i in (1..active.len()).rev() {
                    let j = (next() % (i as u64 + 1)) as usize;
                    active.swap(i, j);
                }
                let mut pairings = Vec::new();
                for (table, pair) in (1..).zip(active.chunks(2)) {
                    let (a, b) = (PlayerIdx(pair[0] as u32), pair.get(1));
                    let result = RESULTS[(next() % RESULTS.len() as u64) as usize];
                    pairings.push(Pairing {
                        table,
                        player_a: a,
                        player_b: b.map(|&b| PlayerIdx(b as u32)),
                        result: b.map(|_| MatchResult::new(result.0, result.1, result.2).unwrap()),
                    });
                }
                rs.push(Round {
                    number,
                    kind: RoundKind::Swiss,
                    pairings,
                });
                for p in players.iter_mut() {
                    if p.dropped_after_round.is_none() && next() % 7 == 0 {
                        p.dropped_after_round = Some(number);
                    }
                }
            }
            History::new(players, rs).unwrap()
        })
}

/// The same tournament with players listed in another order, pairings
/// shuffled in each round and sides swapped.
fn reshuffled(h: &History, seed: u64) -> History {
    let n = h.players().len();
    let mut perm: Vec<usize> = (0..n).collect();
    let mut s = seed | 1;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    for i in (1..n).rev() {
        let j = (next() % (i as u64 + 1)) as usize;
        perm.swap(i, j);
    }
    // perm[new] = old
    let mut new_of = vec![0u32; n];
    for (new, &old) in perm.iter().enumerate() {
        new_of[old] = new as u32;
    }
    let map = |p: PlayerIdx| PlayerIdx(new_of[p.get()]);
    let players = perm.iter().map(|&old| h.players()[old].clone()).collect();
    let rounds = h
        .rounds()
        .iter()
        .map(|r| {
            let mut pairings: Vec<Pairing> = r
                .pairings
                .iter()
                .map(|p| match p.player_b {
                    Some(b) if next() % 2 == 0 => Pairing {
                        table: p.table,
                        player_a: map(b),
                        player_b: Some(map(p.player_a)),
                        result: p.result.map(MatchResult::mirrored),
                    },
                    _ => Pairing {
                        table: p.table,
                        player_a: map(p.player_a),
                        player_b: p.player_b.map(map),
                        result: p.result,
                    },
                })
                .collect();
            pairings.reverse();
            Round {
                number: r.number,
                kind: r.kind,
                pairings,
            }
        })
        .collect();
    History::new(players, rounds).unwrap()
}

fn ids_in_order(h: &History, s: &Standings) -> Vec<String> {
    s.rows
        .iter()
        .map(|r| h.player(r.player).id.clone())
        .collect()
}

proptest! {
    #[test]
    fn order_is_total_and_consistent(h in arb_history()) {
        let s = standings(&h);
        for (i, a) in s.rows.iter().enumerate() {
            prop_assert_eq!(a.rank as usize, i + 1);
            prop_assert_eq!(compare(&h, a, a), Ordering::Equal);
            for b in &s.rows[i + 1..] {
                prop_assert_eq!(compare(&h, a, b), Ordering::Less);
                prop_assert_eq!(compare(&h, b, a), Ordering::Greater);
            }
        }
    }

    #[test]
    fn order_ignores_input_order(h in arb_history(), seed in any::<u64>()) {
        let h2 = reshuffled(&h, seed);
        for floor in [Floor::Mtr, Floor::Third] {
            let opts = StandingsOptions { floor, ..Default::default() };
            let s1 = compute(&h, &opts).unwrap();
            let s2 = compute(&h2, &opts).unwrap();
            prop_assert_eq!(ids_in_order(&h, &s1), ids_in_order(&h2, &s2));
            for (a, b) in s1.rows.iter().zip(&s2.rows) {
                prop_assert_eq!((a.match_points, a.omw, a.gw, a.ogw), (b.match_points, b.omw, b.gw, b.ogw));
            }
        }
    }

    #[test]
    fn percentages_within_floor_and_one(h in arb_history()) {
        for floor in [Floor::Mtr, Floor::Third] {
            let s = compute(&h, &StandingsOptions { floor, extended: true, ..Default::default() }).unwrap();
            for row in &s.rows {
                let e = row.extended.as_ref().unwrap();
                for v in [row.mw, row.gw, row.omw, row.ogw, e.oomw, e.oogw, e.defeated_mw] {
                    prop_assert!(v >= floor.value() && v <= Ratio::ONE, "{} out of range", v);
                }
            }
        }
    }

    #[test]
    fn mirroring_results_mirrors_records(h in arb_history()) {
        let rounds = h.rounds().iter().map(|r| Round {
            number: r.number,
            kind: r.kind,
            pairings: r.pairings.iter().map(|p| Pairing {
                result: p.result.map(MatchResult::mirrored),
                ..p.clone()
            }).collect(),
        }).collect();
        let m = History::new(h.players().to_vec(), rounds).unwrap();
        let s = standings(&h);
        let sm = standings(&m);
        for p in h.player_indices() {
            let (a, b) = (row(&s, p), row(&sm, p));
            prop_assert_eq!((a.wins, a.losses, a.draws, a.byes), (b.losses, b.wins, b.draws, b.byes));
            prop_assert_eq!(b.match_points, 3 * (b.wins + b.byes) + b.draws);
            prop_assert_eq!(a.games_played, b.games_played);
            prop_assert_eq!(&a.opponents, &b.opponents);
        }
    }
}

proptest! {
    /// RULES.md §1: turning any match into a double loss takes the match
    /// points it gave away from both players, leaves both with two lost
    /// games for it (0 game points), and keeps the round in their MW% and
    /// their opponents as they were.
    #[test]
    fn double_loss_is_a_loss_for_both(h in arb_history(), pick in any::<u64>()) {
        let tables: Vec<(usize, usize)> = h.rounds().iter().enumerate()
            .flat_map(|(ri, r)| r.pairings.iter().enumerate()
                .filter(|(_, p)| p.player_b.is_some())
                .map(move |(pi, _)| (ri, pi)))
            .collect();
        prop_assume!(!tables.is_empty());
        let (ri, pi) = tables[(pick % tables.len() as u64) as usize];
        let mut rounds = h.rounds().to_vec();
        let table = rounds[ri].pairings[pi].clone();
        rounds[ri].pairings[pi].result = Some(MatchResult::DOUBLE_LOSS);
        let d = History::new(h.players().to_vec(), rounds).unwrap();
        let (s, sd) = (standings(&h), standings(&d));
        let b = table.player_b.unwrap();
        for who in [table.player_a, b] {
            let (_, before) = table.result_for(who).unwrap();
            let (x, y) = (row(&s, who), row(&sd, who));
            prop_assert_eq!(y.match_points, x.match_points - before.match_points());
            prop_assert_eq!(y.game_points, x.game_points - before.game_points());
            prop_assert_eq!(y.games_played, x.games_played - before.games() + 2);
            prop_assert_eq!(y.rounds_played, x.rounds_played);
            prop_assert_eq!(&y.opponents, &x.opponents);
            prop_assert_eq!(y.wins + y.draws + y.losses, x.wins + x.draws + x.losses);
            prop_assert!(y.mw <= x.mw);
        }
    }
}

// ---------------------------------------------------------------- §11

/// RULES.md §11: a late entrant's missed round is a 0-point round in their
/// own MW%, out of their GW%, in nobody's OMW%/OGW%, and not a bye.
#[test]
fn missed_round_counts_in_own_mw_only() {
    let mut b = Builder::default();
    let ann = b.player("Ann");
    let ben = b.player("Ben");
    let cat = b.player("Cat");
    let dan = b.player("Dan");
    let eve = b.player("Eve");
    // Round 1 without Eve (she arrives late).
    b.game(1, ann, ben, (2, 0, 0));
    b.game(1, cat, dan, (2, 1, 0));
    // Round 2: Eve beats Ann, Ben and Cat draw, Dan has the bye.
    b.game(2, eve, ann, (2, 1, 0));
    b.game(2, ben, cat, (1, 1, 1));
    b.bye(2, dan);
    b.players[eve.get()].missed_rounds = vec![1];
    let h = b.build();
    let s = standings(&h);
    let e = row(&s, eve);
    assert_eq!(
        (e.match_points, e.wins, e.losses, e.byes, e.missed),
        (3, 1, 0, 0, 1)
    );
    assert_eq!(e.rounds_played, 2);
    // MW% 3 / (3 × 2): the missed round counts like a loss.
    assert_eq!(e.mw, r(1, 2));
    // GW% 6/9: the missed round has no games.
    assert_eq!((e.game_points, e.games_played), (6, 3));
    assert_eq!(e.gw, r(2, 3));
    // One opponent (Ann, 3 points of 6): the missed round has none.
    assert_eq!(e.opponents, vec![ann]);
    assert_eq!(e.omw, r(1, 2));
    // Ann's OMW%: Ben (1 of 6 → floor 33/100) and Eve (1/2).
    let a = row(&s, ann);
    assert_eq!(
        a.omw,
        r(33, 100)
            .checked_add(r(1, 2))
            .unwrap()
            .checked_div_int(2)
            .unwrap()
    );
    // Before round 2, after round 1: Eve's only round is the missed one.
    let s1 = compute(
        &h,
        &StandingsOptions {
            after_round: Some(1),
            ..Default::default()
        },
    )
    .unwrap();
    let e1 = row(&s1, eve);
    assert_eq!((e1.match_points, e1.missed, e1.rounds_played), (0, 1, 1));
    assert_eq!(e1.mw, FLOOR_MTR);
    assert_eq!(e1.omw, FLOOR_MTR);
    // Before round 1: nothing counted.
    let s0 = compute(
        &h,
        &StandingsOptions {
            after_round: Some(0),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(row(&s0, eve).missed, 0);
}

/// RULES.md §11: a re-admitted player's rounds while dropped are missed;
/// `History` refuses missed rounds that contradict the seating.
#[test]
fn missed_rounds_are_validated() {
    let mut b = Builder::default();
    let ann = b.player("Ann");
    let ben = b.player("Ben");
    let cat = b.player("Cat");
    b.game(1, ann, ben, (2, 0, 0));
    b.bye(1, cat);
    b.game(2, ann, cat, (2, 0, 0));
    let base = b.build();
    let with = |missed: Vec<u32>, dropped: Option<u32>| {
        let mut players = base.players().to_vec();
        players[ben.get()].missed_rounds = missed;
        players[ben.get()].dropped_after_round = dropped;
        History::new(players, base.rounds().to_vec())
    };
    // Ben sat out round 2 (dropped, then re-admitted): missed.
    let h = with(vec![2], None).unwrap();
    let s = standings(&h);
    let bn = row(&s, ben);
    assert_eq!((bn.missed, bn.rounds_played, bn.match_points), (1, 2, 0));
    // Seated in round 1: not missed.
    let e = with(vec![1], None).unwrap_err();
    assert_eq!(e.code(), "invalid_missed_round");
    assert!(e.to_string().contains("missed round 1"), "{e}");
    // No round 3; twice; after the drop.
    assert_eq!(
        with(vec![3], None).unwrap_err().code(),
        "invalid_missed_round"
    );
    assert_eq!(
        with(vec![2, 2], None).unwrap_err().code(),
        "invalid_missed_round"
    );
    assert_eq!(
        with(vec![2], Some(1)).unwrap_err().code(),
        "invalid_missed_round"
    );
    assert_eq!(
        with(vec![0], None).unwrap_err().code(),
        "invalid_missed_round"
    );
    // A missed round up to the drop is fine (re-admitted, dropped again).
    assert!(with(vec![2], Some(2)).is_ok());
}

#[test]
fn missed_rounds_derived_from_seating() {
    use crate::model::missed_rounds_of;
    let rounds = [
        (1, RoundKind::Swiss, false),
        (2, RoundKind::Swiss, true),
        (3, RoundKind::Swiss, false),
        (4, RoundKind::Swiss, false),
        (5, RoundKind::Playoff, false),
    ];
    assert_eq!(missed_rounds_of(rounds, None), vec![1, 3, 4]);
    assert_eq!(missed_rounds_of(rounds, Some(3)), vec![1, 3]);
    assert_eq!(missed_rounds_of(rounds, Some(0)), Vec::<u32>::new());
}

/// Random tournaments where some active players sit rounds out.
fn arb_history_with_absences() -> impl Strategy<Value = History> {
    (
        2usize..12,
        1u32..6,
        prop::collection::vec(any::<u64>(), 300),
    )
        .prop_map(|(n, rounds, noise)| {
            let mut it = noise.into_iter().cycle();
            let mut next = move || it.next().unwrap_or(0);
            let mut players: Vec<Player> = (0..n)
                .map(|i| Player {
                    id: format!("p{i}"),
                    name: format!("Name{i}"),
                    ..Player::default()
                })
                .collect();
            let mut rs = Vec::new();
            for number in 1..=rounds {
                let mut seated = Vec::new();
                for (i, p) in players.iter_mut().enumerate() {
                    if next() % 4 == 0 {
                        p.missed_rounds.push(number);
                    } else {
                        seated.push(i);
                    }
                }
                let mut pairings = Vec::new();
                for (table, pair) in (1..).zip(seated.chunks(2)) {
                    let b = pair.get(1).map(|&b| PlayerIdx(b as u32));
                    let w = (next() % 3) as u32;
                    let l = if w == 2 { (next() % 2) as u32 } else { 2 - w };
                    pairings.push(Pairing {
                        table,
                        player_a: PlayerIdx(pair[0] as u32),
                        player_b: b,
                        result: b.map(|_| MatchResult::new(w, l, 0).unwrap()),
                    });
                }
                rs.push(Round {
                    number,
                    kind: RoundKind::Swiss,
                    pairings,
                });
            }
            History::new(players, rs).unwrap()
        })
}

proptest! {
    /// RULES.md §11 as a property: compared with the same rounds without
    /// missed rounds, only the MW% denominators change (and, through the
    /// opponents' MW%, OMW%); points, games, GW%, OGW%, byes and opponents
    /// are untouched.
    #[test]
    fn missed_rounds_only_change_mw(h in arb_history_with_absences()) {
        let players: Vec<Player> = h.players().iter().map(|p| Player {
            missed_rounds: Vec::new(),
            ..p.clone()
        }).collect();
        let base = History::new(players, h.rounds().to_vec()).unwrap();
        let (s, sb) = (standings(&h), standings(&base));
        for p in h.player_indices() {
            let (a, b) = (row(&s, p), row(&sb, p));
            let missed = h.player(p).missed_rounds.len() as u32;
            prop_assert_eq!(a.missed, missed);
            prop_assert_eq!(b.missed, 0);
            prop_assert_eq!(a.rounds_played, b.rounds_played + missed);
            prop_assert_eq!(
                (a.match_points, a.wins, a.losses, a.draws, a.byes),
                (b.match_points, b.wins, b.losses, b.draws, b.byes)
            );
            prop_assert_eq!((a.game_points, a.games_played, a.gw, a.ogw), (b.game_points, b.games_played, b.gw, b.ogw));
            prop_assert_eq!(&a.opponents, &b.opponents);
            let mw = Ratio::new(i128::from(a.match_points), 3 * i128::from(a.rounds_played))
                .filter(|&v| v > FLOOR_MTR)
                .unwrap_or(FLOOR_MTR);
            prop_assert_eq!(a.mw, mw);
            let omw = if a.opponents.is_empty() {
                FLOOR_MTR
            } else {
                Ratio::mean(a.opponents.iter().map(|&o| row(&s, o).mw)).unwrap()
            };
            prop_assert_eq!(a.omw, omw);
        }
    }
}

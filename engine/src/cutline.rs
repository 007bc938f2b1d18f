//! Cut-line and intentional-draw advice before a Swiss round
//! (RULES.md §10).
//!
//! Before a round is played, for a chosen cut size `C`, every active player
//! gets a [`CutLineStatus`]: `locked`, `draw_is_safe`, `win_and_in`,
//! `tiebreakers_decide` or `out`. Only match points count (RULES.md §1: win 3,
//! draw 1, loss 0; a bye is a win), the other tables' results are taken in the
//! worst case for the player, and ties are counted against the player.
//!
//! # Definitions
//!
//! Call an *outcome* of the round a choice, for every table, of win, draw or
//! loss for its first player (a bye is always a win). Given an outcome, let
//! `F(q)` be the final match points of player `q` and, for a player `p`:
//!
//! - `p` is **surely in** when fewer than `C` other players have
//!   `F(q) ≥ F(p)`: even if every tie on match points is broken against `p`,
//!   `p`'s rank is at most `C`;
//! - `p` **can be in** when fewer than `C` other players have `F(q) > F(p)`:
//!   if every tie is broken in `p`'s favour, `p`'s rank is at most `C`.
//!
//! `p`'s own result is `W`, `D` or `L` (only `W` for a bye). The status is the
//! first that applies:
//!
//! 1. [`Locked`](CutLineStatus::Locked): `p` is surely in for every outcome
//!    (for a paired player: also after a loss; for a bye: always).
//! 2. [`DrawIsSafe`](CutLineStatus::DrawIsSafe): `p` is surely in for every
//!    outcome in which `p` draws (hence also when `p` wins), but a loss can
//!    leave `p` out.
//! 3. [`WinAndIn`](CutLineStatus::WinAndIn): `p` is surely in for every
//!    outcome in which `p` wins, but some outcome with a draw is not safe.
//! 4. [`TiebreakersDecide`](CutLineStatus::TiebreakersDecide): no own result
//!    makes `p` surely in, but `p` can be in for some outcome (tiebreakers or
//!    other tables' results decide).
//! 5. [`Out`](CutLineStatus::Out): in no outcome can `p` be in, even with
//!    every tie broken in `p`'s favour.
//!
//! The statuses are monotone in the own result: for a fixed result of the
//! other tables, winning instead of drawing (or drawing instead of losing)
//! raises `p` and lowers `p`'s opponent, so being surely in after a loss
//! implies it after a draw, and after a draw implies it after a win; and `p`
//! can be in for some outcome exactly when `p` can be in for some outcome in
//! which `p` wins.
//!
//! # Exact computation
//!
//! Tables are disjoint, so for a fixed own result the number of other
//! players at or above a threshold `T` is a sum over the other tables of
//! what each table contributes, and each table's result can be chosen
//! independently. The worst case is therefore the sum of each table's
//! maximum, and the best case the sum of each table's minimum. For a table
//! whose players have `x` and `y` match points (outcomes `(x+3, y)`,
//! `(x+1, y+1)`, `(x, y+3)`), the maximum number of its players with
//! `F ≥ T` is `[T ≤ v1] + [T ≤ v2]`, where `v1` is the largest final over
//! the three outcomes (`max(x, y) + 3`: one player can reach `T` iff this
//! one can) and `v2` the largest over the three outcomes of the smaller of
//! the two finals (both can reach `T` together iff some outcome lifts the
//! lower one to `T`). Likewise the minimum number of its players with
//! `F > T` is `[T < u1] + [T < u2]`, where `u1` is the smallest over the
//! three outcomes of the larger final and `u2 = min(x, y)` the smallest
//! final of all (both exceed `T` in every outcome iff both already do). A bye
//! contributes its
//! single final `mp + 3` to both. Sorting these thresholds once answers each
//! player's six counts by binary search after removing the player's own
//! table: `O(n log n)` for the whole field.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Where a player sits in the round about to be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NextSeat {
    /// Plays the player with this index (into the same input slice).
    Opponent(usize),
    /// Has the bye: a match win, 3 match points (RULES.md §2).
    Bye,
}

/// One active player before the round: current match points and seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CutLinePlayer {
    /// Match points before the round.
    pub match_points: u32,
    /// The player's table in the round about to be played.
    pub seat: NextSeat,
}

/// The advice status of one player (RULES.md §10); see the module
/// documentation for the exact definitions.
/// Also its API name ([`CutLineStatus::code`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        as = CutLineStatusName,
        description = "Where a player stands against the cut line (the book: [Cut-line advice](/book/en/integration.html#top-cut))."
    )
)]
pub enum CutLineStatus {
    /// In the cut on match points whatever happens (`locked`).
    Locked,
    /// A draw guarantees the cut on match points whatever the other tables
    /// do; a loss may not (`draw_is_safe`).
    DrawIsSafe,
    /// A win guarantees the cut on match points; a draw does not
    /// (`win_and_in`).
    WinAndIn,
    /// Even a win does not guarantee the cut on match points, but some
    /// outcome of the round lets the player in with favourable tiebreakers
    /// (`tiebreakers_decide`).
    TiebreakersDecide,
    /// No outcome of the round puts the player in the cut, even with every
    /// tie broken in the player's favour (`out`).
    Out,
}

impl CutLineStatus {
    /// The API's snake_case name: `locked`, `draw_is_safe`, `win_and_in`,
    /// `tiebreakers_decide`, `out`.
    pub fn code(self) -> &'static str {
        match self {
            CutLineStatus::Locked => "locked",
            CutLineStatus::DrawIsSafe => "draw_is_safe",
            CutLineStatus::WinAndIn => "win_and_in",
            CutLineStatus::TiebreakersDecide => "tiebreakers_decide",
            CutLineStatus::Out => "out",
        }
    }
}

impl fmt::Display for CutLineStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The advice for one player, with the numbers behind it.
///
/// A *worst rank* is `1 +` the largest number of other players who can
/// finish with at least the player's match points (ties against the player)
/// over all results of the other tables, for a fixed own result. The
/// *best rank* is `1 +` the smallest number of other players who can finish
/// with strictly more match points (ties in the player's favour) over all
/// outcomes of the round. The status follows from them and the cut size
/// `C`: `Locked` iff `worst_rank_loss ≤ C` (for a bye, `worst_rank_win ≤ C`),
/// `DrawIsSafe` iff otherwise `worst_rank_draw ≤ C`, `WinAndIn` iff
/// otherwise `worst_rank_win ≤ C`, `TiebreakersDecide` iff otherwise
/// `best_rank ≤ C`, `Out` otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CutLineAdvice {
    /// The status.
    pub status: CutLineStatus,
    /// Worst rank on match points after a win (or the bye).
    pub worst_rank_win: u32,
    /// Worst rank on match points after a draw; `None` for a bye.
    pub worst_rank_draw: Option<u32>,
    /// Worst rank on match points after a loss; `None` for a bye.
    pub worst_rank_loss: Option<u32>,
    /// Best rank on match points over every outcome of the round (reached
    /// with a win, or the bye).
    pub best_rank: u32,
}

/// Why the input to [`cut_line_advice`] is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CutLineError {
    /// A seat names a player index outside the input.
    OpponentOutOfRange {
        /// The player whose seat is wrong.
        player: usize,
        /// The index named.
        opponent: usize,
    },
    /// A player is seated against themselves.
    SelfPaired {
        /// The player.
        player: usize,
    },
    /// `player` is seated against `opponent`, who is not seated against
    /// `player`.
    Asymmetric {
        /// The player.
        player: usize,
        /// The opponent named.
        opponent: usize,
    },
}

impl fmt::Display for CutLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CutLineError::OpponentOutOfRange { player, opponent } => write!(
                f,
                "player {player} is paired with player {opponent}, who does not exist"
            ),
            CutLineError::SelfPaired { player } => {
                write!(f, "player {player} is paired with themselves")
            }
            CutLineError::Asymmetric { player, opponent } => write!(
                f,
                "player {player} is paired with player {opponent}, who is paired elsewhere"
            ),
        }
    }
}

impl std::error::Error for CutLineError {}

/// Points for a win, draw and loss (RULES.md §1).
const OWN_RESULTS: [(u64, u64); 3] = [(3, 0), (1, 1), (0, 3)];

/// Thresholds of one table (see the module documentation).
#[derive(Debug, Clone, Copy)]
struct TableThresholds {
    /// The maximum number of its players with `F ≥ T` is
    /// `[T ≤ worst[0]] + [T ≤ worst[1]]`.
    worst: [u64; 2],
    /// The minimum number of its players with `F > T` is
    /// `[T < best[0]] + [T < best[1]]`.
    best: [u64; 2],
}

fn table_thresholds(x: u64, y: u64) -> TableThresholds {
    let finals = OWN_RESULTS.map(|(a, b)| (x + a, y + b));
    let max_single = finals.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(0);
    let max_pair = finals.iter().map(|&(a, b)| a.min(b)).max().unwrap_or(0);
    let min_single = finals.iter().map(|&(a, b)| a.max(b)).min().unwrap_or(0);
    let min_pair = finals.iter().map(|&(a, b)| a.min(b)).min().unwrap_or(0);
    TableThresholds {
        worst: [max_single, max_pair],
        best: [min_single, min_pair],
    }
}

/// Checks that seats are consistent: indices in range, nobody against
/// themselves, pairings symmetric.
fn check_seats(players: &[CutLinePlayer]) -> Result<(), CutLineError> {
    for (i, p) in players.iter().enumerate() {
        if let NextSeat::Opponent(j) = p.seat {
            if j >= players.len() {
                return Err(CutLineError::OpponentOutOfRange {
                    player: i,
                    opponent: j,
                });
            }
            if j == i {
                return Err(CutLineError::SelfPaired { player: i });
            }
            if players[j].seat != NextSeat::Opponent(i) {
                return Err(CutLineError::Asymmetric {
                    player: i,
                    opponent: j,
                });
            }
        }
    }
    Ok(())
}

/// Number of elements `≥ t` in the ascending slice `v`.
fn count_at_least(v: &[u64], t: u64) -> u64 {
    (v.len() - v.partition_point(|&x| x < t)) as u64
}

/// Number of elements `> t` in the ascending slice `v`.
fn count_above(v: &[u64], t: u64) -> u64 {
    (v.len() - v.partition_point(|&x| x <= t)) as u64
}

/// Cut-line advice for every player before a round (RULES.md §10).
///
/// `players` lists the active players only (dropped players are neither
/// paired nor counted); each `NextSeat::Opponent` must point back. Any
/// number of byes is accepted. `cut_size` is the number of players in the
/// cut (a cut of 0 makes everybody `Out`; a cut of at least the number of
/// players makes everybody `Locked`). Returns one advice per player, in
/// input order. Runs in `O(n log n)`; exact (see the module documentation).
pub fn cut_line_advice(
    players: &[CutLinePlayer],
    cut_size: u32,
) -> Result<Vec<CutLineAdvice>, CutLineError> {
    check_seats(players)?;
    let mp = |i: usize| u64::from(players[i].match_points);

    // Thresholds of every table (once per table) and every bye.
    let mut worst_all = Vec::with_capacity(players.len());
    let mut best_all = Vec::with_capacity(players.len());
    for (i, p) in players.iter().enumerate() {
        match p.seat {
            NextSeat::Bye => {
                worst_all.push(mp(i) + 3);
                best_all.push(mp(i) + 3);
            }
            NextSeat::Opponent(j) if i < j => {
                let t = table_thresholds(mp(i), mp(j));
                worst_all.extend(t.worst);
                best_all.extend(t.best);
            }
            NextSeat::Opponent(_) => {}
        }
    }
    worst_all.sort_unstable();
    best_all.sort_unstable();

    let cut = u64::from(cut_size);
    let rank = |others: u64| u32::try_from(others + 1).unwrap_or(u32::MAX);
    let mut advice = Vec::with_capacity(players.len());
    for (i, p) in players.iter().enumerate() {
        // For each own result: (others at or above after the worst case of
        // the other tables, others strictly above after their best case).
        let counts: Vec<(u64, u64)> = match p.seat {
            NextSeat::Bye => {
                let f = mp(i) + 3;
                // Remove the player's own contribution (one value, `f`).
                let worst = count_at_least(&worst_all, f) - 1;
                let best = count_above(&best_all, f);
                vec![(worst, best)]
            }
            NextSeat::Opponent(j) => {
                let t = table_thresholds(mp(i), mp(j));
                OWN_RESULTS
                    .iter()
                    .map(|&(own, theirs)| {
                        let f = mp(i) + own;
                        let g = mp(j) + theirs;
                        let own_worst = t.worst.iter().filter(|&&v| f <= v).count() as u64;
                        let own_best = t.best.iter().filter(|&&v| f < v).count() as u64;
                        let worst = count_at_least(&worst_all, f) - own_worst + u64::from(g >= f);
                        let best = count_above(&best_all, f) - own_best + u64::from(g > f);
                        (worst, best)
                    })
                    .collect()
            }
        };
        let worst_rank_win = rank(counts[0].0);
        let worst_rank_draw = counts.get(1).map(|c| rank(c.0));
        let worst_rank_loss = counts.get(2).map(|c| rank(c.0));
        let best_rank = rank(counts[0].1);
        let surely_in = |r: u32| u64::from(r) <= cut;
        let status = if surely_in(worst_rank_loss.unwrap_or(worst_rank_win)) {
            CutLineStatus::Locked
        } else if worst_rank_draw.is_some_and(surely_in) {
            CutLineStatus::DrawIsSafe
        } else if surely_in(worst_rank_win) {
            CutLineStatus::WinAndIn
        } else if surely_in(best_rank) {
            CutLineStatus::TiebreakersDecide
        } else {
            CutLineStatus::Out
        };
        advice.push(CutLineAdvice {
            status,
            worst_rank_win,
            worst_rank_draw,
            worst_rank_loss,
            best_rank,
        });
    }
    Ok(advice)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn pl(match_points: u32, seat: NextSeat) -> CutLinePlayer {
        CutLinePlayer { match_points, seat }
    }

    /// Builds players from match points and a list of tables; the players
    /// not in any table get the bye.
    fn event(mps: &[u32], tables: &[(usize, usize)]) -> Vec<CutLinePlayer> {
        let mut ps: Vec<CutLinePlayer> = mps.iter().map(|&m| pl(m, NextSeat::Bye)).collect();
        for &(a, b) in tables {
            ps[a].seat = NextSeat::Opponent(b);
            ps[b].seat = NextSeat::Opponent(a);
        }
        ps
    }

    /// Brute force straight from the definitions: every outcome of the whole
    /// round (3^tables).
    fn brute(players: &[CutLinePlayer], cut: u32) -> Vec<CutLineAdvice> {
        let n = players.len();
        let tables: Vec<(usize, usize)> = (0..n)
            .filter_map(|i| match players[i].seat {
                NextSeat::Opponent(j) if i < j => Some((i, j)),
                _ => None,
            })
            .collect();
        let total = 3usize.pow(tables.len() as u32);
        // worst[i][r]: most others at or above i over the outcomes where i's
        // own result is r; best[i]: fewest others strictly above i over all
        // outcomes; seen[i][r]: some outcome gives i the result r.
        let mut worst = vec![[0u64; 3]; n];
        let mut best = vec![u64::MAX; n];
        let mut seen = vec![[false; 3]; n];
        let start: Vec<u64> = players
            .iter()
            .map(|p| u64::from(p.match_points) + if p.seat == NextSeat::Bye { 3 } else { 0 })
            .collect();
        let mut f = start.clone();
        let mut sorted = start.clone();
        let mut own = vec![0usize; n];
        for code in 0..total {
            f.copy_from_slice(&start);
            let mut c = code;
            for &(a, b) in &tables {
                let r = c % 3;
                c /= 3;
                let (pa, pb) = OWN_RESULTS[r];
                f[a] += pa;
                f[b] += pb;
                own[a] = r;
                own[b] = 2 - r;
            }
            sorted.copy_from_slice(&f);
            sorted.sort_unstable();
            for i in 0..n {
                // Everybody at or above f[i], less i; everybody above f[i].
                let at_least = (n - sorted.partition_point(|&x| x < f[i]) - 1) as u64;
                let above = (n - sorted.partition_point(|&x| x <= f[i])) as u64;
                let r = own[i];
                worst[i][r] = worst[i][r].max(at_least);
                seen[i][r] = true;
                best[i] = best[i].min(above);
            }
        }
        let cut = u64::from(cut);
        (0..n)
            .map(|i| {
                let bye = players[i].seat == NextSeat::Bye;
                let sure = |r: usize| worst[i][r] < cut;
                // Status straight from the definitions, not via monotonicity.
                let all_sure = (0..3).filter(|&r| seen[i][r]).all(sure);
                let status = if all_sure {
                    CutLineStatus::Locked
                } else if !bye && sure(1) {
                    CutLineStatus::DrawIsSafe
                } else if sure(0) {
                    CutLineStatus::WinAndIn
                } else if best[i] < cut {
                    CutLineStatus::TiebreakersDecide
                } else {
                    CutLineStatus::Out
                };
                CutLineAdvice {
                    status,
                    worst_rank_win: worst[i][0] as u32 + 1,
                    worst_rank_draw: (!bye).then(|| worst[i][1] as u32 + 1),
                    worst_rank_loss: (!bye).then(|| worst[i][2] as u32 + 1),
                    best_rank: best[i] as u32 + 1,
                }
            })
            .collect()
    }

    /// SplitMix64, for reproducible random events in tests only.
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

    /// A random event: up to 8 tables plus up to 2 byes, match points of a
    /// plausible Swiss state (clustered so that ties are frequent).
    fn random_event(rng: &mut Rng) -> (Vec<CutLinePlayer>, u32) {
        let tables = rng.below(9) as usize;
        let byes = rng.below(3) as usize;
        let n = 2 * tables + byes;
        let rounds = rng.below(5) as u32;
        let mps: Vec<u32> = (0..n)
            .map(|_| {
                let wins = (0..rounds).filter(|_| rng.below(2) == 0).count() as u32;
                let draws = (0..rounds - wins).filter(|_| rng.below(5) == 0).count() as u32;
                3 * wins + draws
            })
            .collect();
        // Random permutation, paired consecutively; the last `byes` get byes.
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            order.swap(i, j);
        }
        let pairs: Vec<(usize, usize)> = (0..tables)
            .map(|t| (order[2 * t], order[2 * t + 1]))
            .collect();
        let cut = rng.below(n as u64 + 2) as u32;
        (event(&mps, &pairs), cut)
    }

    #[test]
    fn matches_brute_force_on_random_events() {
        let mut rng = Rng(0x5EED_CAFE);
        let mut statuses = [0usize; 5];
        for _ in 0..2000 {
            let (players, cut) = random_event(&mut rng);
            let fast = cut_line_advice(&players, cut).expect("valid");
            let slow = brute(&players, cut);
            assert_eq!(fast, slow, "players {players:?}, cut {cut}");
            for a in &fast {
                statuses[a.status as usize] += 1;
            }
        }
        // Every status is exercised.
        assert!(statuses.iter().all(|&c| c > 100), "{statuses:?}");
    }

    #[test]
    fn top_8_classic_situation() {
        // 16 players after 4 rounds of 5: a 12-point player paired down,
        // two 10s at the top table.
        let mps = [12, 10, 10, 9, 9, 9, 9, 7, 6, 6, 6, 6, 3, 3, 0, 0];
        let tables: Vec<(usize, usize)> = (0..8).map(|t| (2 * t, 2 * t + 1)).collect();
        let players = event(&mps, &tables);
        let advice = cut_line_advice(&players, 8).expect("valid");
        assert_eq!(advice, brute(&players, 8));
        use CutLineStatus::*;
        // The 12 losing stays on 12: its opponent reaches 13 and each of the
        // tables 10–9, 9–9, 9–7 can put one player on 12, nobody else can:
        // worst rank 5.
        assert_eq!(advice[0].status, Locked);
        assert_eq!(advice[0].worst_rank_loss, Some(5));
        // The 7 playing a 9: a win gives 10, reached by at most two players
        // at each of the tables 12–10, 10–9, 9–9 (worst rank 7); a draw gives
        // 8, and then the opponent (10) and one player of each 6–6 table
        // (9) can also be at or above: worst rank 10.
        assert_eq!(advice[7].status, WinAndIn);
        assert_eq!(advice[7].worst_rank_win, 7);
        assert_eq!(advice[7].worst_rank_draw, Some(10));
        // A 0 winning reaches 3; 13 players stay strictly above whatever
        // happens (all 12 players at the six tables of 6 points or more, plus one
        // of the 3–3 table): best rank 14.
        assert_eq!(advice[15].status, Out);
        assert_eq!(advice[15].best_rank, 14);
        for a in &advice {
            if let (Some(d), Some(l)) = (a.worst_rank_draw, a.worst_rank_loss) {
                assert!(a.worst_rank_win <= d && d <= l);
            }
            assert!(a.best_rank <= a.worst_rank_win);
        }
    }

    #[test]
    fn hand_worked_top_2() {
        // Four players, top 2. A(6) vs B(3), C(3) vs D(0).
        let players = event(&[6, 3, 3, 0], &[(0, 1), (2, 3)]);
        let advice = cut_line_advice(&players, 2).expect("valid");
        use CutLineStatus::*;
        // A: loss → 6, B 6, C up to 6: two others ≥ 6 → not locked; draw → 7,
        // B 4, C ≤ 6 → rank ≤ 1... nobody else reaches 7: draw is safe.
        assert_eq!(advice[0].status, DrawIsSafe);
        assert_eq!(advice[0].worst_rank_loss, Some(3));
        assert_eq!(advice[0].worst_rank_draw, Some(1));
        // B: win → 6 with A at 6 and C up to 6: worst rank 3; best: B 6,
        // A 6, C 3 → 1 above (A? no, tie) → best rank 1.
        assert_eq!(advice[1].status, TiebreakersDecide);
        assert_eq!(advice[1].worst_rank_win, 3);
        assert_eq!(advice[1].best_rank, 1);
        // D: win → 3, A ≥ 6, B ≥ 3... best case: A 6 (above), B 3, C 3 →
        // one above → best rank 2: still possible.
        assert_eq!(advice[3].status, TiebreakersDecide);
        assert_eq!(advice, brute(&players, 2));
    }

    #[test]
    fn bye_player() {
        // A bye with 6 → 9; the other table 6 vs 6: one of them reaches 9.
        let players = event(&[6, 6, 6], &[(1, 2)]);
        let advice = cut_line_advice(&players, 1).expect("valid");
        assert_eq!(advice[0].status, CutLineStatus::TiebreakersDecide);
        assert_eq!(advice[0].worst_rank_draw, None);
        assert_eq!(advice[0].worst_rank_loss, None);
        let advice = cut_line_advice(&players, 2).expect("valid");
        assert_eq!(advice[0].status, CutLineStatus::Locked);
        assert_eq!(advice[1].status, CutLineStatus::WinAndIn);
    }

    #[test]
    fn extreme_cut_sizes() {
        let players = event(&[9, 0, 3, 3], &[(0, 1), (2, 3)]);
        for a in cut_line_advice(&players, 0).expect("valid") {
            assert_eq!(a.status, CutLineStatus::Out);
        }
        for a in cut_line_advice(&players, 4).expect("valid") {
            assert_eq!(a.status, CutLineStatus::Locked);
        }
        assert!(cut_line_advice(&[], 8).expect("valid").is_empty());
    }

    #[test]
    fn large_values_do_not_overflow() {
        let players = event(&[u32::MAX, u32::MAX - 1, 5], &[(0, 1)]);
        let advice = cut_line_advice(&players, 1).expect("valid");
        assert_eq!(advice, brute(&players, 1));
    }

    #[test]
    fn inconsistent_seats_are_refused() {
        let out = [pl(0, NextSeat::Opponent(2)), pl(0, NextSeat::Bye)];
        assert_eq!(
            cut_line_advice(&out, 1),
            Err(CutLineError::OpponentOutOfRange {
                player: 0,
                opponent: 2
            })
        );
        let own = [pl(0, NextSeat::Opponent(0))];
        assert_eq!(
            cut_line_advice(&own, 1),
            Err(CutLineError::SelfPaired { player: 0 })
        );
        let asym = [
            pl(0, NextSeat::Opponent(1)),
            pl(0, NextSeat::Opponent(2)),
            pl(0, NextSeat::Opponent(1)),
        ];
        assert_eq!(
            cut_line_advice(&asym, 1),
            Err(CutLineError::Asymmetric {
                player: 0,
                opponent: 1
            })
        );
        assert_eq!(CutLineStatus::DrawIsSafe.code(), "draw_is_safe");
    }

    proptest! {
        /// Proptest-driven events, compared with the brute force.
        #[test]
        fn matches_brute_force(
            mps in proptest::collection::vec(0u32..16, 0..14),
            cut in 0u32..16,
            byes in 0usize..3,
        ) {
            let n = mps.len();
            let byes = byes.min(n);
            let paired = (n - byes) / 2 * 2;
            let tables: Vec<(usize, usize)> = (0..paired / 2).map(|t| (2 * t, 2 * t + 1)).collect();
            let players = event(&mps, &tables);
            prop_assert_eq!(cut_line_advice(&players, cut).expect("valid"), brute(&players, cut));
        }
    }
}

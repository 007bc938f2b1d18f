//! Pairing a Swiss round as a whole (RULES.md §5), with the bye of §2.
//!
//! The input is the active players in standings order (RULES.md §4), with
//! their match points, byes and previous opponents. The output is the whole
//! round: the bye (§2), then a maximum-weight perfect matching of the others
//! under the strictly lexicographic objective of §5 — (1) fewest rematches,
//! (2) the gap multiset sorted largest first, smallest, (3) closest to the
//! ideal seating — encoded as exact integer weights in `pairing/weights.rs`.
//!
//! # The lower bound on rule 2 (the "cut argument")
//!
//! Sort the field by match points and cut it between two consecutive
//! distinct values `v_j > v_(j+1)`; the cut has length `L_j = v_j − v_(j+1)`
//! and is *odd* when an odd number of players are above it. In any perfect
//! matching an odd cut is crossed by an odd number (≥ 1) of pairs, an even
//! cut by an even number, and the gap of a pair is the sum of the lengths of
//! the cuts it crosses. Claim: every perfect matching `M` has a gap multiset
//! (sorted largest first) at least `L* = {L_j : cut j odd}` (padded with
//! zeros), with equality iff every pair lies in one score group or crosses
//! one odd cut between adjacent groups, each odd cut once.
//! Proof: assign each odd cut one pair of `M` crossing it. Replace the gap
//! of each pair of `M` by the lengths of the cuts assigned to it (nothing if
//! none). Each replacement is lexicographically non-increasing: a pair with
//! gap `g` and assigned cuts `a_1 … a_t` (each `≤ g`, and each `< g` when
//! `t ≥ 2` since their sum is `≤ g`) lowers the count at value `g` unless it
//! is `t = 1, a_1 = g`, and changes nothing above `g`; comparing the counts
//! from the largest value down, the result is not larger. The end result is
//! `L*`. Equality needs every step trivial, which is the stated shape.
//!
//! The ideal seating `I` (§5.3) has exactly that shape: the floater of an odd
//! group is paired inside the next group (it sits at its top, and the group
//! then floats its own lowest-ranked member, never the newcomer), and a
//! group floats iff the cut below it is odd. So `I` is rule-2 optimal, and if
//! it has no rematch it is the unique optimum (see `pairing/weights.rs`).
//!
//! # How the round is solved
//!
//! 1. The bye (RULES.md §2, [`crate::bye`]).
//! 2. `I` without rematch: return it (property (a)).
//! 3. Otherwise repair `I` greedily by swapping partners inside the same
//!    seating group, which keeps the gap multiset `L*`. If that yields a
//!    rematch-free `H`, then `r* = 0` and `L*` is attained, so the rule 1–2
//!    optimal matchings are exactly the rematch-free perfect matchings of
//!    the *crossing graph* (pairs inside a score group, or between adjacent
//!    groups across an odd cut) that cross every odd cut once; the `Crossing`
//!    scheme picks the rule-3 best of them. It is first solved without the
//!    crossing penalty (weights `K − c3`): if that optimum crosses every odd
//!    cut exactly once, no matching can beat it with the penalty either
//!    (`S·crossings ≥ S·#odd cuts` for all, with equality here, and its
//!    `Σ c3` is the smallest over a superset). Otherwise it is solved again
//!    with the penalty.
//! 4. Otherwise, rematch-free staging: for `G` from the largest gap of `L*`
//!    up, a feasibility solve (maximum cardinality) on the rematch-free pairs
//!    with gap `≤ G`; the first perfect one proves `r* = 0` and `G* = G`
//!    (no smaller `G` allows a rematch-free perfect matching, and none below
//!    the largest gap of `L*` can). Then the `Levels` scheme on exactly
//!    those pairs, first with odd-cut discounts (below), else plainly.
//! 5. Otherwise rematches are unavoidable (small fields late in an event):
//!    `Levels` over all pairs with a rematch digit; if it does not fit, `r*`
//!    then `G*` by feasibility solves, then `Levels` over gaps `≤ G*`.
//! 6. Whenever a `Levels` objective still does not fit 128 bits (long
//!    events: many distinct gaps), it is solved exactly in chunks of digits
//!    (`Field::solve_in_stages`: tight edges and a blossom-crossing digit
//!    carry each chunk's optimum into the next). Nothing is ever rounded.
//!
//! # Solving on a few players, with a certificate (exact)
//!
//! Every solve is on the *full* graph of its scheme (all allowed pairs), but
//! the matching algorithm only sees a subset `A` of the players: those whose
//! ideal pair is not a plain same-group, rematch-free pair of the starting
//! matching, a window of neighbouring ranks around them, closed under ideal
//! partners. Every other player `f` stays with its ideal partner; such a pair
//! has the largest weight `top` any pair can have in the scheme.
//!
//! Certificate: take the optimal dual `(y, z)` of the sub-problem on `A`
//! (all allowed pairs inside `A`) and give every fixed player `y_f = top/2`.
//! Two fixed players: `y_f + y_g = top ≥ w(f, g)`. Inside `A`: feasible by
//! the sub-problem's optimality. A fixed pair is tight (`top = w`), the
//! sub-problem's matched edges and blossoms satisfy complementary
//! slackness. What remains is every pair `(a, f)`, `a ∈ A`, `f` fixed:
//! `y_a + top/2 ≥ w(a, f)`. `y_a` is read as `slack(a, d, 0)`, `d` an extra
//! isolated vertex of the sub-problem (never matched, in no blossom, dual
//! 0; a second one checks that). If every pair passes, the combined dual is
//! feasible for the full graph with complementary slackness, so the combined
//! matching is optimal for the full graph (LP duality for Edmonds' matching
//! polytope). Otherwise the violating `f` and their ideal partners join `A`
//! and the sub-problem is solved again; `A` only grows, so this ends, at
//! worst with everyone.
//!
//! # Odd cuts in the certificate
//!
//! A pair crossing an odd cut pays a large rule-2 cost that the uniform
//! `y_f = top/2` cannot absorb: the floater's dual sinks and every fixed
//! player of its group would look violated. The full graph's dual absorbs
//! it with the odd sets `U_g` = everyone in score groups `0..=g`. So the
//! `Levels` solve first uses discounted weights `w' = w + D`, where
//! `D(u, v) = Σ Z_g` over the odd cuts `g` the pair crosses and `Z_g` is the
//! extra cost of a pair crossing only cut `g`. For any dual `(y', z')`
//! feasible for `w'`, the dual `y_v = y'_v − Φ_v` (`Φ_v` = sum of `Z_g` over
//! the `U_g` containing `v`), `z_(U_g) = 2·Z_g`, plus `z'`, has exactly the
//! same reduced costs for `w` (for `u` above `v`, the sets containing both
//! are those containing `v`, so the pair gains `2Φ_v − Φ_u − Φ_v = −D`).
//! It is feasible for `w`, and complementary slackness holds iff the
//! matching crosses every odd cut exactly once (`z_(U_g) > 0`), which is
//! checked (the vertex duals are free in the perfect-matching LP). `w' ≤
//! top` still holds for every pair (a pair crossing `t ≥ 2` odd cuts has a
//! gap level above all of theirs, and `t ≤ P < B`). If the check fails, the
//! plain weights are solved. The unpenalised first `Crossing` solve is the
//! same idea in its simplest form.

mod next;
mod score;
pub(crate) mod weights;

pub(crate) use next::field_of;

pub use next::{NextRound, NextRoundError, RoundWarning, pair_next_round};
pub use score::{RoundScore, RoundScoreError};

use crate::bye::choose_bye;
use crate::matching::{Matching, MatchingError, Weight, max_weight_matching};
use weights::{Scheme, rule3_cost};

/// One active player, as the pairing sees them.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PairingPlayer {
    /// Match points after the last completed round (RULES.md §1).
    pub match_points: u32,
    /// Byes so far (RULES.md §2).
    pub byes: u32,
    /// Previous opponents, as indices into the same slice. Opponents that are
    /// no longer active are simply left out by the caller.
    pub opponents: Vec<usize>,
}

/// One table of a paired round. Indices refer to the input slice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairedTable {
    /// Table number, from 1.
    pub table: u32,
    /// The higher-ranked player of the pair (or the player with the bye).
    pub player_a: usize,
    /// The other player; `None` for the bye.
    pub player_b: Option<usize>,
    /// The two have met before (RULES.md §5.1): report a `rematch` warning.
    pub rematch: bool,
}

/// A whole Swiss round: tables numbered from 1 in order of their
/// higher-ranked player, the bye (if any) last (RULES.md §2, §5).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PairedRound {
    /// The tables, in table-number order.
    pub tables: Vec<PairedTable>,
}

impl PairedRound {
    /// The player with the bye, if any.
    pub fn bye(&self) -> Option<usize> {
        self.tables
            .iter()
            .find(|t| t.player_b.is_none())
            .map(|t| t.player_a)
    }

    /// The pairs `(higher-ranked, lower-ranked)`, in table order.
    pub fn pairs(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.tables
            .iter()
            .filter_map(|t| t.player_b.map(|b| (t.player_a, b)))
    }

    /// Number of rematch tables.
    pub fn rematches(&self) -> usize {
        self.tables.iter().filter(|t| t.rematch).count()
    }
}

/// Why a round could not be paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PairingError {
    /// An opponent index is outside the slice, or a player is their own
    /// opponent.
    InvalidOpponent {
        /// The player (index into the slice).
        player: usize,
        /// The offending opponent index.
        opponent: usize,
    },
    /// The players are not in standings order: match points increase at
    /// this index (RULES.md §4 sorts by match points first).
    NotInStandingsOrder {
        /// First index whose match points exceed those of the one before.
        index: usize,
    },
    /// The exact objective does not fit 128-bit weights even in stages
    /// (fields above 3000 players with very many distinct gaps; never
    /// rounded).
    ObjectiveTooLarge,
    /// The matching algorithm refused the graph (a bug: weights are
    /// bounded before the call).
    Matching(MatchingError),
    /// The matching returned something that is not a perfect matching.
    Internal(&'static str),
}

impl std::fmt::Display for PairingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PairingError::InvalidOpponent { player, opponent } => {
                write!(f, "player #{player} has an invalid opponent #{opponent}")
            }
            PairingError::NotInStandingsOrder { index } => {
                write!(f, "players are not in standings order at #{index}")
            }
            PairingError::ObjectiveTooLarge => {
                write!(f, "the pairing objective does not fit 128-bit weights")
            }
            PairingError::Matching(e) => write!(f, "matching failed: {e}"),
            PairingError::Internal(what) => write!(f, "internal pairing error: {what}"),
        }
    }
}

impl std::error::Error for PairingError {}

/// Tuning knobs; they change the speed, never the result's quality
/// (every solve is certified optimal for the full graph). Private to the
/// module: [`pair_round`] always uses the defaults. The knobs that only
/// steer tests onto particular routes exist only in test builds; in other
/// builds their accessors return the default as a constant.
#[derive(Debug, Clone)]
struct Options {
    /// Fields up to this size are solved on the full graph directly.
    dense_limit: usize,
    /// Half-width of the rank windows of the candidate graph.
    window: usize,
    /// Sub-problems up to this size get every allowed pair; larger ones
    /// are sparse and priced inside too (memory stays linear).
    inner_dense_limit: usize,
    /// Return the ideal seating without a solve when it has no rematch.
    #[cfg(test)]
    ideal_shortcut: bool,
    /// Take the staged route (r*, then G*) even when the full `Levels`
    /// scheme fits.
    #[cfg(test)]
    force_staging: bool,
    /// Skip the relaxed solves (no crossing penalty, odd-cut discounts) and
    /// go straight to the plain exact weights.
    #[cfg(test)]
    no_relaxation: bool,
    /// Solve the `Levels` objective in stages of at most this many digits
    /// (`None`: only when the weights would not fit).
    #[cfg(test)]
    stage_digits: Option<usize>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            dense_limit: 24,
            window: 1,
            inner_dense_limit: 2500,
            #[cfg(test)]
            ideal_shortcut: true,
            #[cfg(test)]
            force_staging: false,
            #[cfg(test)]
            no_relaxation: false,
            #[cfg(test)]
            stage_digits: None,
        }
    }
}

/// The test-only knobs, read through accessors that are constants outside
/// test builds (so the routes they open cost nothing there).
#[cfg(not(test))]
impl Options {
    /// Return the ideal seating without a solve when it has no rematch.
    #[inline]
    fn ideal_shortcut(&self) -> bool {
        true
    }

    /// Take the staged route even when the full `Levels` scheme fits.
    #[inline]
    fn force_staging(&self) -> bool {
        false
    }

    /// Skip the relaxed solves and use the plain exact weights.
    #[inline]
    fn no_relaxation(&self) -> bool {
        false
    }

    /// Largest number of digits per stage of a staged `Levels` solve
    /// (`None`: stage only when the weights would not fit).
    #[inline]
    fn stage_digits(&self) -> Option<usize> {
        None
    }
}

/// The test-only knobs as set by the test.
#[cfg(test)]
impl Options {
    fn ideal_shortcut(&self) -> bool {
        self.ideal_shortcut
    }

    fn force_staging(&self) -> bool {
        self.force_staging
    }

    fn no_relaxation(&self) -> bool {
        self.no_relaxation
    }

    fn stage_digits(&self) -> Option<usize> {
        self.stage_digits
    }
}

/// Pair the next Swiss round (RULES.md §2 and §5).
///
/// `players_in_rank_order` are the active (not dropped) players, in the
/// standings order of RULES.md §4 after the last completed round. Returns the
/// round: the bye to the lowest-ranked player among those with the fewest
/// byes when the count is odd, and the optimal pairing of the others under
/// the lexicographic objective of RULES.md §5 (fewest rematches, smallest
/// gaps, closest to the ideal slide seating as measured in
/// `pairing/weights.rs`). Deterministic: same input, same round.
pub fn pair_round(players_in_rank_order: &[PairingPlayer]) -> Result<PairedRound, PairingError> {
    pair_round_with(players_in_rank_order, &Options::default())
}

/// [`pair_round`] with explicit tuning knobs (the tests pick routes).
fn pair_round_with(players: &[PairingPlayer], opts: &Options) -> Result<PairedRound, PairingError> {
    validate_input(players)?;
    let byes: Vec<u32> = players.iter().map(|p| p.byes).collect();
    let bye = choose_bye(&byes);
    let field = Field::new(players, bye);
    let mates = field.solve_round(opts)?;
    field.build_round(&mates, bye)
}

/// Checks the pairing input: standings order by match points (RULES.md §4)
/// and opponent indices inside the slice, nobody their own opponent.
fn validate_input(players: &[PairingPlayer]) -> Result<(), PairingError> {
    for i in 1..players.len() {
        if players[i].match_points > players[i - 1].match_points {
            return Err(PairingError::NotInStandingsOrder { index: i });
        }
    }
    for (i, p) in players.iter().enumerate() {
        if let Some(&o) = p.opponents.iter().find(|&&o| o >= players.len() || o == i) {
            return Err(PairingError::InvalidOpponent {
                player: i,
                opponent: o,
            });
        }
    }
    Ok(())
}

/// The players to pair (the bye removed), as vertices `0..n` in rank order.
pub(crate) struct Field {
    /// Input index of each vertex.
    who: Vec<usize>,
    mp: Vec<u32>,
    /// Opponents as vertex indices, symmetric, sorted, distinct.
    met: Vec<Vec<usize>>,
    /// Score group of each vertex (0 = highest match points).
    group: Vec<usize>,
    /// Exclusive end vertex of each score group.
    group_end: Vec<usize>,
    /// `odd_cut[g]`: an odd number of vertices are in groups `0..=g`.
    odd_cut: Vec<bool>,
    /// Ideal partner of each vertex (RULES.md §5.3).
    ideal: Vec<usize>,
    /// The pairs of `I`, per seating group (a score group with its incoming
    /// floater, without its outgoing one).
    seating_sets: Vec<Vec<(usize, usize)>>,
}

/// A solve's result: the mates, and the players the last sub-problem
/// contained (the others kept their ideal partner).
struct Solved {
    mates: Vec<Option<usize>>,
    active: Vec<bool>,
}

/// The sub-problem of a solve: the players `A` the matching sees, and what
/// a sparse sub-problem keeps between two tries.
struct SubProblem {
    /// `active[u]`: vertex `u` is in `A`.
    active: Vec<bool>,
    /// The vertices of `A`, in rank order (positions are the sub-problem's
    /// vertices).
    verts: Vec<usize>,
    /// Position in `verts` of each vertex of `A`.
    pos: Vec<usize>,
    /// Pairs inside `A` priced in by an earlier try (sparse only).
    inner: Vec<(usize, usize)>,
    /// Partner of each vertex in the previous try (sparse only).
    previous: Vec<Option<usize>>,
}

impl SubProblem {
    /// A sub-problem on the players marked in `active`.
    fn new(active: Vec<bool>) -> SubProblem {
        let n = active.len();
        SubProblem {
            active,
            verts: Vec::new(),
            pos: Vec::new(),
            inner: Vec::new(),
            previous: vec![None; n],
        }
    }

    /// Lists the vertices of `A` and their positions for the next try.
    fn collect_vertices(&mut self) {
        let n = self.active.len();
        self.verts = (0..n).filter(|&u| self.active[u]).collect();
        self.pos = vec![usize::MAX; n];
        for (i, &u) in self.verts.iter().enumerate() {
            self.pos[u] = i;
        }
    }
}

/// Maximum-weight matching on `count` vertices plus two isolated extra
/// ones: unmatched, outside every blossom, so their duals are 0 and
/// `slack(i, count, 0) = 4·y_i` exactly (checked on the pair of them).
fn matching_with_probes(
    count: usize,
    edges: &[(usize, usize, Weight)],
) -> Result<Matching, PairingError> {
    let m = max_weight_matching(count + 2, edges).map_err(PairingError::Matching)?;
    if m.slack(count, count + 1, 0) != 0 {
        return Err(PairingError::Internal(
            "isolated vertices with a non-zero dual",
        ));
    }
    Ok(m)
}

/// The state of a staged `Levels` solve (`Field::solve_in_stages`): the
/// digits of the objective, and the edges still optimal for the digits
/// solved so far with their blossom crossings.
struct Stages<'a> {
    field: &'a Field,
    rematches: bool,
    /// The gap values `≤ cap`, largest first.
    gaps: Vec<u32>,
    /// 1 when the top digit counts rematches, else 0.
    rem_digit: usize,
    /// Number of digits: the rematch digit, then one per gap value.
    digits: usize,
    edges: Vec<(usize, usize)>,
    /// Blossom crossings of each edge under the previous chunk's dual.
    cross: Vec<Weight>,
    /// `P`, the number of pairs, and the base `B = P + 1` of the digits.
    p: Weight,
    b: Weight,
}

impl<'a> Stages<'a> {
    /// Every pair with gap `≤ cap` (rematches only if `rematches`), no
    /// digit solved yet.
    fn new(field: &'a Field, cap: u32, rematches: bool) -> Stages<'a> {
        let n = field.n();
        let hi = field.hi_for_gap(cap);
        let mut gaps = field.gap_values(cap);
        gaps.reverse();
        // Digit positions, top-down: the rematch digit, then gap values.
        let rem_digit = usize::from(rematches);
        let digits = rem_digit + gaps.len();
        let edges: Vec<(usize, usize)> = (0..n)
            .flat_map(|u| (u + 1..hi[u]).map(move |v| (u, v)))
            .filter(|&(u, v)| rematches || !field.met(u, v))
            .collect();
        let cross = vec![0; edges.len()];
        let p = (n / 2) as Weight;
        Stages {
            field,
            rematches,
            gaps,
            rem_digit,
            digits,
            edges,
            cross,
            p,
            b: p + 1,
        }
    }

    /// `K` fits the matching's bounds (`pairing/weights.rs`).
    fn fits(&self, k: Weight) -> bool {
        k <= weights::MAX_EDGE
            && self
                .p
                .checked_mul(k)
                .is_some_and(|t| t <= weights::WEIGHT_LIMIT)
    }

    /// The chunk of digits starting at `next`, as large as fits: its end,
    /// the weight `unit` of one blossom crossing, and `K`. Past the last
    /// digit, the chunk is rule 3 alone.
    fn chunk(&self, next: usize, opts: &Options) -> Result<(usize, Weight, Weight), PairingError> {
        // Base of the crossing digit: more than any perfect matching's Σ cross.
        let base = self.p * self.cross.iter().copied().max().unwrap_or(0) + 1;
        let mut end = next;
        let mut unit: Weight = 1;
        if next < self.digits {
            let limit = opts.stage_digits().unwrap_or(usize::MAX);
            while end < self.digits && end - next < limit {
                match unit
                    .checked_mul(self.b)
                    .filter(|&u2| base.checked_mul(u2).is_some_and(|k| self.fits(k)))
                {
                    Some(u2) => {
                        unit = u2;
                        end += 1;
                    }
                    None => break,
                }
            }
            if end == next {
                return Err(PairingError::ObjectiveTooLarge);
            }
        } else {
            let n = self.field.n();
            unit = self.p * 5 * (n.max(1) as Weight - 1) + 1;
        }
        let k = base
            .checked_mul(unit)
            .filter(|&k| self.fits(k))
            .ok_or(PairingError::ObjectiveTooLarge)?;
        Ok((end, unit, k))
    }

    /// The cost of the pair `u < v` in the digits `next..end` (rule 3 past
    /// the last digit).
    fn cost(&self, next: usize, end: usize, u: usize, v: usize) -> Weight {
        if next == self.digits {
            return self.field.rule3(u, v);
        }
        let mut c = 0;
        let mut add = |digit: usize| {
            if (next..end).contains(&digit) {
                c += self.b.pow((end - 1 - digit) as u32);
            }
        };
        if self.rematches && self.field.met(u, v) {
            add(0);
        }
        let gap = self.field.mp[u].abs_diff(self.field.mp[v]);
        if let Some(i) = self.gaps.iter().position(|&g| g == gap) {
            add(self.rem_digit + i);
        }
        c
    }

    /// The kept edges weighted for the chunk `next..end`: `K − (cross·unit
    /// + cost)`.
    fn weighted(
        &self,
        next: usize,
        end: usize,
        unit: Weight,
        k: Weight,
    ) -> Vec<(usize, usize, Weight)> {
        self.edges
            .iter()
            .zip(&self.cross)
            .map(|(&(u, v), &x)| (u, v, k - (x * unit + self.cost(next, end, u, v))))
            .collect()
    }

    /// Keeps the edges tight under the chunk's optimal dual, with their
    /// blossom crossings: 4y from the isolated extra vertices, blossom
    /// chains from `Z(u, v)`.
    fn keep_tight(
        &mut self,
        m: &Matching,
        weighted: &[(usize, usize, Weight)],
    ) -> Result<(), PairingError> {
        let n = self.field.n();
        let (d1, d2) = (n, n + 1);
        if m.slack(d1, d2, 0) != 0 {
            return Err(PairingError::Internal(
                "isolated vertices with a non-zero dual",
            ));
        }
        let y: Vec<Weight> = (0..n).map(|u| m.slack(u, d1, 0)).collect();
        let z = |u: usize, v: usize| m.slack(u, v, 0) - y[u] - y[v];
        let chains: Vec<Vec<Weight>> = (0..n)
            .map(|u| {
                let mut c: Vec<Weight> = (0..n)
                    .filter(|&v| v != u)
                    .map(|v| z(u, v))
                    .filter(|&x| x > 0)
                    .collect();
                c.sort_unstable();
                c.dedup();
                c
            })
            .collect();
        let crossing = |u: usize, v: usize| -> Weight {
            let common = chains[u].partition_point(|&x| x <= z(u, v));
            (chains[u].len() + chains[v].len() - 2 * common) as Weight
        };
        let kept: Vec<((usize, usize), Weight)> = weighted
            .iter()
            .filter(|&&(u, v, w)| m.slack(u, v, w) == 0)
            .map(|&(u, v, _)| ((u, v), crossing(u, v)))
            .collect();
        self.edges = kept.iter().map(|&(e, _)| e).collect();
        self.cross = kept.iter().map(|&(_, x)| x).collect();
        Ok(())
    }
}

/// Which pairs a solve may use: `(u, v)` with `u < v < hi[u]`, rematches only
/// if allowed.
struct Objective {
    scheme: Scheme,
    hi: Vec<usize>,
    rematches_allowed: bool,
    /// Odd-cut discounts, as prefix sums per score group (empty: none).
    /// See "Odd cuts in the certificate" in the module documentation.
    discount: Vec<Weight>,
}

impl Field {
    pub(crate) fn new(players: &[PairingPlayer], bye: Option<usize>) -> Field {
        let who: Vec<usize> = (0..players.len()).filter(|&i| Some(i) != bye).collect();
        let mut vertex_of = vec![usize::MAX; players.len()];
        for (v, &i) in who.iter().enumerate() {
            vertex_of[i] = v;
        }
        let n = who.len();
        let mp: Vec<u32> = who.iter().map(|&i| players[i].match_points).collect();
        let mut met = vec![Vec::new(); n];
        for (v, &i) in who.iter().enumerate() {
            for &o in &players[i].opponents {
                let u = vertex_of[o];
                if u != usize::MAX {
                    met[v].push(u);
                    met[u].push(v);
                }
            }
        }
        for m in &mut met {
            m.sort_unstable();
            m.dedup();
        }
        let mut group = vec![0; n];
        let mut group_end = Vec::new();
        for v in 0..n {
            if v > 0 && mp[v] != mp[v - 1] {
                group_end.push(v);
            }
            group[v] = group_end.len();
        }
        if n > 0 {
            group_end.push(n);
        }
        let odd_cut = group_end.iter().map(|&e| e % 2 == 1).collect();
        let (ideal, seating_sets) = ideal_seating(&group_end);
        Field {
            who,
            mp,
            met,
            group,
            group_end,
            odd_cut,
            ideal,
            seating_sets,
        }
    }

    fn n(&self) -> usize {
        self.who.len()
    }

    /// The vertex of input index `i` (`None` for the bye or out of range).
    pub(crate) fn vertex_of(&self, i: usize) -> Option<usize> {
        self.who.binary_search(&i).ok()
    }

    /// Input index of vertex `v`.
    pub(crate) fn input_of(&self, v: usize) -> usize {
        self.who[v]
    }

    /// Match points of vertex `v`.
    pub(crate) fn points(&self, v: usize) -> u32 {
        self.mp[v]
    }

    /// The ideal partner of vertex `v` (RULES.md §5.3, ignoring rematches).
    pub(crate) fn ideal_partner(&self, v: usize) -> usize {
        self.ideal[v]
    }

    /// Size of the seating group `v` is ideally seated in: its score group
    /// plus the floater it receives from above (RULES.md §5.3).
    pub(crate) fn seating_group_size(&self, v: usize) -> usize {
        let g = self.group[v];
        let start = if g == 0 { 0 } else { self.group_end[g - 1] };
        let natives = self.group_end[g] - start;
        // A floater arrives iff an odd number of players rank above the
        // group (the cut argument of the module documentation).
        natives + start % 2
    }

    /// Whether vertices `u` and `v` have met (RULES.md §5.1).
    pub(crate) fn have_met(&self, u: usize, v: usize) -> bool {
        self.met(u, v)
    }

    fn met(&self, u: usize, v: usize) -> bool {
        self.met[u].binary_search(&v).is_ok()
    }

    fn solve_round(&self, opts: &Options) -> Result<Vec<usize>, PairingError> {
        let n = self.n();
        if n == 0 {
            return Ok(Vec::new());
        }
        let ideal_clean = (0..n).all(|u| !self.met(u, self.ideal[u]));
        if ideal_clean && opts.ideal_shortcut() {
            return Ok(self.ideal.clone());
        }
        if let Some(h) = self.repair() {
            // r* = 0 and the rule-2 lower bound L* is attained by `h`.
            let hi: Vec<usize> = (0..n)
                .map(|u| {
                    let g = self.group[u];
                    if self.odd_cut[g] && g + 1 < self.group_end.len() {
                        self.group_end[g + 1]
                    } else {
                        self.group_end[g]
                    }
                })
                .collect();
            // First without the crossing penalty: if the c3-optimum crosses
            // every odd cut exactly once, it is optimal with the penalty too.
            for penalty in [opts.no_relaxation(), true] {
                let obj = Objective {
                    scheme: Scheme::crossing(n, penalty).ok_or(PairingError::ObjectiveTooLarge)?,
                    hi: hi.clone(),
                    rematches_allowed: false,
                    discount: Vec::new(),
                };
                let m = self.perfect(&self.solve(&obj, &h, None, opts)?.mates)?;
                if penalty || self.crosses_odd_cuts_once(&m) {
                    return Ok(m);
                }
            }
        }
        self.solve_general(opts)
    }

    /// Rule 1–3 optimum when no rematch-free rule-2 optimal seating is at
    /// hand: `Levels` over every pair, staged when it does not fit.
    fn solve_general(&self, opts: &Options) -> Result<Vec<usize>, PairingError> {
        let all_gaps = self.gap_values(u32::MAX);
        if let Some(m) = self.solve_rematch_free(&all_gaps, opts)? {
            return Ok(m);
        }
        // Rematches are unavoidable (small fields late in the event).
        self.solve_with_rematches(&all_gaps, opts)
    }

    /// Step 4 of the module documentation: the smallest cap `G*` with a
    /// rematch-free perfect matching of the pairs with gap `≤ G*`, then
    /// `Levels` on them (RULES.md §5); `None` when every complete
    /// pairing has a rematch.
    fn solve_rematch_free(
        &self,
        all_gaps: &[u32],
        opts: &Options,
    ) -> Result<Option<Vec<usize>>, PairingError> {
        let n = self.n();
        // Rematch-free first: the smallest cap G (from the largest gap of
        // the lower bound L* up) with a rematch-free perfect matching of
        // the pairs with gap ≤ G. If there is one, r* = 0 and G* = G.
        let lower = self.cut_gaps().into_iter().max().unwrap_or(0);
        for &cap in all_gaps.iter().filter(|&&g| g >= lower) {
            let obj = Objective {
                scheme: Scheme::feasibility(n),
                hi: self.hi_for_gap(cap),
                rematches_allowed: false,
                discount: Vec::new(),
            };
            let feasible = self.solve(&obj, &self.ideal, None, opts)?;
            if let Ok(reference) = self.perfect(&feasible.mates) {
                let Some(scheme) = Scheme::levels(n, &self.gap_values(cap), false)
                    .filter(|_| opts.stage_digits().is_none())
                else {
                    return self.solve_in_stages(cap, false, opts).map(Some);
                };
                let mut obj = Objective {
                    scheme,
                    hi: self.hi_for_gap(cap),
                    rematches_allowed: false,
                    discount: Vec::new(),
                };
                if !opts.no_relaxation() {
                    obj.discount = self.discounts(&obj.scheme)?;
                }
                let start = Some(feasible.active.as_slice());
                let m = self.perfect(&self.solve(&obj, &reference, start, opts)?.mates)?;
                if obj.discount.is_empty() || self.crosses_odd_cuts_once(&m) {
                    return Ok(Some(m));
                }
                obj.discount.clear();
                return self
                    .perfect(&self.solve(&obj, &reference, start, opts)?.mates)
                    .map(Some);
            }
        }
        Ok(None)
    }

    /// Step 5 of the module documentation: rematches are unavoidable, so
    /// `Levels` over all pairs with a rematch digit, or, when that does not
    /// fit, `r*` and `G*` by feasibility solves first (RULES.md §5).
    fn solve_with_rematches(
        &self,
        all_gaps: &[u32],
        opts: &Options,
    ) -> Result<Vec<usize>, PairingError> {
        let n = self.n();
        if let Some(scheme) = Scheme::levels(n, all_gaps, true).filter(|_| !opts.force_staging()) {
            let obj = Objective {
                scheme,
                hi: vec![n; n],
                rematches_allowed: true,
                discount: Vec::new(),
            };
            let m = self.solve(&obj, &self.ideal, None, opts)?.mates;
            return self.perfect(&m);
        }
        // Staging: r* on the full graph, then the smallest G with r*.
        let feasibility = |cap: u32| {
            let obj = Objective {
                scheme: Scheme::feasibility(n),
                hi: self.hi_for_gap(cap),
                rematches_allowed: true,
                discount: Vec::new(),
            };
            let m = self.solve(&obj, &self.ideal, None, opts)?.mates;
            let perfect = m.iter().all(Option::is_some);
            let rematches = (0..n)
                .filter(|&u| m[u].is_some_and(|v| u < v && self.met(u, v)))
                .count();
            Ok::<_, PairingError>((perfect, rematches))
        };
        let (_, r_star) = feasibility(u32::MAX)?;
        // Smallest index into all_gaps whose cap allows a perfect matching
        // with r* rematches; the largest value always does.
        let (mut lo, mut hi) = (0, all_gaps.len() - 1);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if feasibility(all_gaps[mid])? == (true, r_star) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        let g_star = all_gaps[lo];
        let Some(scheme) = Scheme::levels(n, &self.gap_values(g_star), true)
            .filter(|_| opts.stage_digits().is_none())
        else {
            return self.solve_in_stages(g_star, true, opts);
        };
        let obj = Objective {
            scheme,
            hi: self.hi_for_gap(g_star),
            rematches_allowed: true,
            discount: Vec::new(),
        };
        let m = self.solve(&obj, &self.ideal, None, opts)?.mates;
        self.perfect(&m)
    }

    /// Rules 1–3 on the pairs with gap `≤ cap` (rematches only if
    /// `rematches`), when the `Levels` weights do not fit 128 bits: the
    /// "digits" (rematches, then each gap value from the largest down, then
    /// rule 3) are solved a chunk at a time, each chunk as large as fits
    /// (`K = B^t`, the proof of `pairing/weights.rs` with the digits outside
    /// the chunk weighing 0).
    ///
    /// Between chunks (exact): with the optimal dual `(y, z)` of a chunk, a
    /// perfect matching is optimal for it iff it uses only tight edges (zero
    /// reduced cost) and crosses every blossom `B` with `z_B > 0` exactly
    /// once (complementary slackness; `|M ∩ δ(B)|` is odd for a perfect `M`).
    /// So the next chunk keeps only the tight edges and gets one more digit
    /// on top: `cross(e)`, the number of positive blossoms `e` leaves. `Σ
    /// cross ≥ #positive blossoms`, with equality exactly for the optimal
    /// matchings of the chunk before, which by induction are those optimal
    /// for every earlier digit. The blossoms are read off the dual through
    /// `slack` alone: `Z(u, v) = slack(u, v, 0) − 4y_u − 4y_v` is 4 × the
    /// sum of `z` over the blossoms holding both; the distinct positive
    /// values of `Z(u, ·)` are the nested blossoms around `u`. Dense: fields
    /// of at most 3000 players (such long events are small).
    fn solve_in_stages(
        &self,
        cap: u32,
        rematches: bool,
        opts: &Options,
    ) -> Result<Vec<usize>, PairingError> {
        let n = self.n();
        if n > 3000 {
            return Err(PairingError::ObjectiveTooLarge);
        }
        let mut stages = Stages::new(self, cap, rematches);
        let mut next = 0;
        loop {
            let (end, unit, k) = stages.chunk(next, opts)?;
            let weighted = stages.weighted(next, end, unit, k);
            let m = max_weight_matching(n + 2, &weighted).map_err(PairingError::Matching)?;
            let mates: Vec<Option<usize>> = (0..n).map(|u| m.mate(u)).collect();
            let mates = self.perfect(&mates)?;
            if next == stages.digits {
                return Ok(mates);
            }
            stages.keep_tight(&m, &weighted)?;
            next = end;
        }
    }

    /// The gaps of the odd cuts: the positive part of the lower bound `L*`.
    fn cut_gaps(&self) -> Vec<u32> {
        (0..self.group_end.len().saturating_sub(1))
            .filter(|&g| self.odd_cut[g])
            .map(|g| self.mp[self.group_end[g] - 1] - self.mp[self.group_end[g]])
            .collect()
    }

    /// Distinct gap values `≤ cap` between match-point values of the field,
    /// always including 0, sorted.
    fn gap_values(&self, cap: u32) -> Vec<u32> {
        let mut values: Vec<u32> = self.group_end.iter().map(|&e| self.mp[e - 1]).collect();
        values.dedup();
        let mut gaps = vec![0];
        for (i, &a) in values.iter().enumerate() {
            for &b in &values[i + 1..] {
                let g = a.abs_diff(b);
                if g <= cap {
                    gaps.push(g);
                }
            }
        }
        gaps.sort_unstable();
        gaps.dedup();
        gaps
    }

    /// `hi[u]`: the first vertex after `u` whose gap to `u` exceeds `cap`.
    fn hi_for_gap(&self, cap: u32) -> Vec<usize> {
        (0..self.n())
            .map(|u| {
                let floor = self.mp[u].saturating_sub(cap);
                self.mp.partition_point(|&x| x >= floor).max(u + 1)
            })
            .collect()
    }

    /// The rule-3 measure of the pair `u < v` (`pairing/weights.rs`).
    fn rule3(&self, u: usize, v: usize) -> Weight {
        let depth = if self.group[u] == self.group[v] {
            0
        } else {
            self.group_end[self.group[u]] - 1 - u
        };
        rule3_cost(&self.ideal, u, v, depth)
    }

    fn weight(&self, obj: &Objective, u: usize, v: usize, rematch: bool) -> Option<Weight> {
        if rematch && !obj.rematches_allowed {
            return None;
        }
        let (u, v) = (u.min(v), u.max(v));
        if v >= obj.hi[u] {
            return None;
        }
        let gap = self.mp[u].abs_diff(self.mp[v]);
        let cross = self.group[u] != self.group[v];
        let w = obj.scheme.weight(gap, cross, rematch, self.rule3(u, v))?;
        match obj.discount.is_empty() {
            true => Some(w),
            false => Some(w + obj.discount[self.group[v]] - obj.discount[self.group[u]]),
        }
    }

    /// Maximum-weight matching of the full graph of `obj` (every allowed
    /// pair), as mates. `reference` is a perfect matching used to start
    /// (see "Solving on a few players, with a certificate" in the module
    /// documentation).
    fn solve(
        &self,
        obj: &Objective,
        reference: &[usize],
        start: Option<&[bool]>,
        opts: &Options,
    ) -> Result<Solved, PairingError> {
        let n = self.n();
        // The largest weight any pair can have: an ideal pair inside a score
        // group, not a rematch (c3 = 0, gap 0, no cross).
        let top = obj
            .scheme
            .weight(0, false, false, 0)
            .ok_or(PairingError::Internal("no top weight"))?;
        let mut sub = SubProblem::new(self.initial_active(obj, reference, start, opts, top));
        // lo[a]: the first vertex allowed to pair with `a` from above
        // (`hi` is non-decreasing).
        let lo: Vec<usize> = (0..n)
            .map(|a| obj.hi.partition_point(|&h| h <= a))
            .collect();
        loop {
            sub.collect_vertices();
            let dense_inner = sub.verts.len() <= opts.inner_dense_limit;
            let edges = if dense_inner {
                self.dense_edges(obj, &sub.verts)
            } else {
                self.sparse_edges(obj, &sub, reference, opts)
            };
            let m = matching_with_probes(sub.verts.len(), &edges)?;
            let newly = self.violated_fixed(obj, &sub, &lo, &m, top);
            let mut added = false;
            if !dense_inner {
                added = self.price_inside(obj, &mut sub, &m);
            }
            for f in newly {
                if !sub.active[f] {
                    sub.active[f] = true;
                    sub.active[self.ideal[f]] = true;
                    added = true;
                }
            }
            if !added {
                let mut mates: Vec<Option<usize>> = (0..n).map(|u| Some(self.ideal[u])).collect();
                for (i, &u) in sub.verts.iter().enumerate() {
                    mates[u] = m.mate(i).and_then(|j| sub.verts.get(j).copied());
                }
                return Ok(Solved {
                    mates,
                    active: sub.active,
                });
            }
        }
    }

    /// The players `A` a solve starts with: everyone in a small field;
    /// otherwise those not fixable to their ideal partner (and those of
    /// `start`), with windows of nearby ranks around them unless `start`
    /// already gives the neighbourhood.
    fn initial_active(
        &self,
        obj: &Objective,
        reference: &[usize],
        start: Option<&[bool]>,
        opts: &Options,
        top: Weight,
    ) -> Vec<bool> {
        let n = self.n();
        let fixable = |u: usize| {
            let v = self.ideal[u];
            reference[u] == v
                && self.group[u] == self.group[v]
                && self.weight(obj, u, v, self.met(u, v)) == Some(top)
        };
        let mut active: Vec<bool> = (0..n)
            .map(|u| n <= opts.dense_limit || !fixable(u) || start.is_some_and(|s| s[u]))
            .collect();
        // Windows of nearby ranks around the players that start active
        // (unless a previous solve already found the neighbourhood).
        let seeds: Vec<usize> = (0..n).filter(|&u| start.is_none() && active[u]).collect();
        for &u in &seeds {
            for c in [u, self.ideal[u], reference[u]] {
                for v in c.saturating_sub(opts.window)..(c + opts.window + 1).min(n) {
                    active[v] = true;
                    active[self.ideal[v]] = true;
                }
            }
        }
        active
    }

    /// Every allowed pair inside `verts` (a dense sub-problem), as edges
    /// between positions in `verts`.
    fn dense_edges(&self, obj: &Objective, verts: &[usize]) -> Vec<(usize, usize, Weight)> {
        let mut edges = Vec::new();
        for (i, &u) in verts.iter().enumerate() {
            for (j, &v) in verts.iter().enumerate().skip(i + 1) {
                if v >= obj.hi[u] {
                    break;
                }
                if let Some(w) = self.weight(obj, u, v, self.met(u, v)) {
                    edges.push((i, j, w));
                }
            }
        }
        edges
    }

    /// The pairs a sparse sub-problem gets: the reference and previous
    /// pairs (so a perfect matching is there), neighbours in `A` of each
    /// player and of its ideal partner, and the pairs priced in.
    fn sparse_edges(
        &self,
        obj: &Objective,
        sub: &SubProblem,
        reference: &[usize],
        opts: &Options,
    ) -> Vec<(usize, usize, Weight)> {
        let (verts, pos, active) = (&sub.verts, &sub.pos, &sub.active);
        let w = opts.window + 1;
        let mut pairs: Vec<(usize, usize)> = sub.inner.clone();
        for (i, &u) in verts.iter().enumerate() {
            pairs.push((u, reference[u]));
            pairs.extend(sub.previous[u].map(|v| (u, v)));
            for c in [i, pos[self.ideal[u]]] {
                let near = &verts[c.saturating_sub(w)..(c + w + 1).min(verts.len())];
                pairs.extend(near.iter().map(|&v| (u, v)));
            }
        }
        let mut pairs: Vec<(usize, usize)> = pairs
            .into_iter()
            .filter(|&(u, v)| u != v && active[u] && active[v])
            .map(|(u, v)| (pos[u.min(v)], pos[u.max(v)]))
            .collect();
        pairs.sort_unstable();
        pairs.dedup();
        let mut edges = Vec::new();
        for (i, j) in pairs {
            let (u, v) = (verts[i], verts[j]);
            if let Some(w) = self.weight(obj, u, v, self.met(u, v)) {
                edges.push((i, j, w));
            }
        }
        edges
    }

    /// The fixed players `f` whose pair with some active `a` violates the
    /// combined dual: 4·y_a from the solve, 4·y_f = 2·top (the certificate
    /// of the module documentation).
    fn violated_fixed(
        &self,
        obj: &Objective,
        sub: &SubProblem,
        lo: &[usize],
        m: &Matching,
        top: Weight,
    ) -> Vec<usize> {
        let mut newly = Vec::new();
        for (i, &a) in sub.verts.iter().enumerate() {
            let ya = m.slack(i, sub.verts.len(), 0);
            for (f, _) in sub
                .active
                .iter()
                .enumerate()
                .take(obj.hi[a])
                .skip(lo[a])
                .filter(|&(f, &on)| !on && f != a)
            {
                let Some(w) = self.weight(obj, a, f, false) else {
                    continue;
                };
                if ya + 2 * top - 4 * w >= 0 {
                    continue;
                }
                // The rematch weight is the smaller one: check it only
                // when the pair did meet.
                if self.met(a, f) {
                    match self.weight(obj, a, f, true) {
                        Some(w) if ya + 2 * top - 4 * w < 0 => {}
                        _ => continue,
                    }
                }
                newly.push(f);
            }
        }
        newly
    }

    /// Prices the pairs inside `A` of a sparse sub-problem with its own
    /// dual, adds the most violated pair of each player to `sub.inner`
    /// (returns whether any was), and keeps the matching for the next try.
    fn price_inside(&self, obj: &Objective, sub: &mut SubProblem, m: &Matching) -> bool {
        let mut added = false;
        for (i, &u) in sub.verts.iter().enumerate() {
            let mut worst: Option<(Weight, usize)> = None;
            for (j, &v) in sub.verts.iter().enumerate().skip(i + 1) {
                if v >= obj.hi[u] {
                    break;
                }
                if let Some(w) = self.weight(obj, u, v, self.met(u, v)) {
                    let s = m.slack(i, j, w);
                    if s < 0 && worst.is_none_or(|(t, _)| s < t) {
                        worst = Some((s, v));
                    }
                }
            }
            if let Some((_, v)) = worst {
                sub.inner.push((u, v));
                added = true;
            }
        }
        for (i, &u) in sub.verts.iter().enumerate() {
            sub.previous[u] = m.mate(i).and_then(|j| sub.verts.get(j).copied());
        }
        added
    }

    /// Prefix sums, per score group, of the odd-cut discounts `Z_g`: the
    /// extra cost of a pair crossing only cut `g` over an ideal pair.
    fn discounts(&self, scheme: &Scheme) -> Result<Vec<Weight>, PairingError> {
        let weight = |gap, cross| {
            scheme
                .weight(gap, cross, false, 0)
                .ok_or(PairingError::Internal("no weight for a cut gap"))
        };
        let top = weight(0, false)?;
        let mut prefix = vec![0];
        for g in 0..self.group_end.len() - 1 {
            let z = if self.odd_cut[g] {
                top - weight(
                    self.mp[self.group_end[g] - 1] - self.mp[self.group_end[g]],
                    true,
                )?
            } else {
                0
            };
            prefix.push(prefix[g] + z);
        }
        Ok(prefix)
    }

    /// Every odd cut is crossed by exactly one pair.
    fn crosses_odd_cuts_once(&self, mates: &[usize]) -> bool {
        let mut crossings = vec![0usize; self.group_end.len()];
        for (u, &v) in mates.iter().enumerate() {
            if u < v {
                for c in &mut crossings[self.group[u]..self.group[v]] {
                    *c += 1;
                }
            }
        }
        crossings
            .iter()
            .zip(&self.odd_cut)
            .all(|(&c, &odd)| !odd || c == 1)
    }

    fn perfect(&self, m: &[Option<usize>]) -> Result<Vec<usize>, PairingError> {
        let mut mates = Vec::with_capacity(self.n());
        for u in 0..self.n() {
            match m[u] {
                Some(v) if v < self.n() && m[v] == Some(u) => mates.push(v),
                _ => return Err(PairingError::Internal("matching is not perfect")),
            }
        }
        Ok(mates)
    }

    /// `I` with its rematches removed by swapping partners inside each
    /// seating group (nearest tables first), if that removes all of them.
    /// Swaps inside a seating group keep every gap, hence the multiset `L*`.
    fn repair(&self) -> Option<Vec<usize>> {
        let mut mate = self.ideal.clone();
        for set in &self.seating_sets {
            let mut pairs = set.clone();
            for i in 0..pairs.len() {
                if !self.met(pairs[i].0, pairs[i].1) {
                    continue;
                }
                let mut fixed = false;
                'search: for d in 1..pairs.len() {
                    for j in [i.checked_add(d), i.checked_sub(d)].into_iter().flatten() {
                        if j >= pairs.len() {
                            continue;
                        }
                        let ((a, b), (c, e)) = (pairs[i], pairs[j]);
                        for (x, y) in [((a, e), (c, b)), ((a, c), (b, e))] {
                            if !self.met(x.0, x.1) && !self.met(y.0, y.1) {
                                pairs[i] = x;
                                pairs[j] = y;
                                fixed = true;
                                break 'search;
                            }
                        }
                    }
                }
                if !fixed {
                    return None;
                }
            }
            for (a, b) in pairs {
                mate[a] = b;
                mate[b] = a;
            }
        }
        Some(mate)
    }

    fn build_round(
        &self,
        mates: &[usize],
        bye: Option<usize>,
    ) -> Result<PairedRound, PairingError> {
        let mut pairs: Vec<(usize, usize, bool)> = Vec::with_capacity(self.n() / 2);
        for (u, &v) in mates.iter().enumerate() {
            if mates.get(v) != Some(&u) || u == v {
                return Err(PairingError::Internal("not a perfect matching"));
            }
            if u < v {
                pairs.push((self.who[u], self.who[v], self.met(u, v)));
            }
        }
        // Vertices are in rank order, so `u < v` means `u` ranks higher;
        // pushing in order of `u` numbers tables by the higher-ranked player.
        let mut tables: Vec<PairedTable> = pairs
            .into_iter()
            .zip(1..)
            .map(|((a, b, rematch), table)| PairedTable {
                table,
                player_a: a,
                player_b: Some(b),
                rematch,
            })
            .collect();
        if let Some(b) = bye {
            tables.push(PairedTable {
                table: tables.len() as u32 + 1,
                player_a: b,
                player_b: None,
                rematch: false,
            });
        }
        Ok(PairedRound { tables })
    }
}

/// The ideal seating of RULES.md §5.3 for score groups ending at
/// `group_end` (vertices in rank order): partners, and the pairs of each
/// seating group.
fn ideal_seating(group_end: &[usize]) -> (Vec<usize>, Vec<Vec<(usize, usize)>>) {
    let n = group_end.last().copied().unwrap_or(0);
    let mut partner: Vec<usize> = (0..n).collect();
    let mut sets = Vec::new();
    let mut carry: Option<usize> = None;
    let mut start = 0;
    for &end in group_end {
        let mut members: Vec<usize> = carry.into_iter().chain(start..end).collect();
        carry = if members.len() % 2 == 1 {
            members.pop()
        } else {
            None
        };
        let half = members.len() / 2;
        let set: Vec<(usize, usize)> = (0..half).map(|i| (members[i], members[i + half])).collect();
        for &(a, b) in &set {
            partner[a] = b;
            partner[b] = a;
        }
        sets.push(set);
        start = end;
    }
    (partner, sets)
}

#[cfg(test)]
mod tests;

//! Pairing a Swiss round as a whole (rules.md §5), with the bye of §2.
//!
//! The input is the active players in standings order (rules.md §4), with
//! their match points, byes and previous opponents. The output is the whole
//! round: the bye (§2), then a maximum-weight perfect matching of the others
//! under the strictly lexicographic objective of §5 — (1) fewest rematches,
//! (2) the gap multiset sorted largest first, smallest, (3) closest to the
//! ideal seating — encoded as exact integer weights in [`weights`].
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
//! it has no rematch it is the unique optimum (see [`weights`]).
//!
//! # How the round is solved
//!
//! 1. The bye (rules.md §2, [`crate::bye`]).
//! 2. `I` without rematch: return it (property (a)).
//! 3. Otherwise repair `I` greedily by swapping partners inside the same
//!    seating group, which keeps the gap multiset `L*`. If that yields a
//!    rematch-free `H`, then `r* = 0` and `L*` is attained, so the optimum
//!    is found with the small `Crossing` scheme on the graph of pairs that
//!    can occur in a rule 1–2 optimal matching (no rematch; same group, or
//!    adjacent groups across an odd cut).
//! 4. Otherwise the `Levels` scheme over all pairs; if its weights do not
//!    fit, first the fewest rematches `r*`, then the smallest largest gap
//!    `G*` still allowing `r*` (feasibility solves), then `Levels` over the
//!    gaps `≤ G*` only. Nothing is rounded: a bound that still does not fit
//!    is an error.
//!
//! # Sparse solving with pricing (exact)
//!
//! Each solve runs the matching on a sparse candidate graph (the pairs of
//! `I` and `H`, and windows of nearby ranks around the players involved in
//! a rematch or a repair), then *prices* every pair of the full graph: the
//! matching algorithm returns an optimal dual `(y, z)` of the candidate
//! graph, and `slack(u, v, w) ≥ 0` for a left-out pair means the dual
//! constraint of that pair holds. If it holds for every pair, the dual is
//! feasible for the full graph, the candidate solution satisfies complementary
//! slackness there too (its own edges and blossoms are unchanged), so it is
//! optimal for the full graph (LP duality for Edmonds' matching polytope).
//! Otherwise the most violated pairs are added and the graph is solved again;
//! each round adds new edges, so this ends, at worst with the full graph.

pub(crate) mod weights;

use crate::bye::choose_bye;
use crate::matching::{Matching, MatchingError, Weight, max_weight_matching};
use weights::{Scheme, rule3_cost};

/// One active player, as the pairing sees them.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PairingPlayer {
    /// Match points after the last completed round (rules.md §1).
    pub match_points: u32,
    /// Byes so far (rules.md §2).
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
    /// The two have met before (rules.md §5.1): report a `rematch` warning.
    pub rematch: bool,
}

/// A whole Swiss round: tables numbered from 1 in order of their
/// higher-ranked player, the bye (if any) last (rules.md §2, §5).
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
    /// this index (rules.md §4 sorts by match points first).
    NotInStandingsOrder {
        /// First index whose match points exceed those of the one before.
        index: usize,
    },
    /// The exact objective does not fit 128-bit weights even after staging
    /// (pathological inputs only; never rounded).
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
/// (every solve is certified optimal for the full graph).
#[derive(Debug, Clone)]
pub(crate) struct Options {
    /// Fields up to this size are solved on the full graph directly.
    pub dense_limit: usize,
    /// Half-width of the rank windows of the candidate graph.
    pub window: usize,
    /// Return the ideal seating without a solve when it has no rematch.
    pub ideal_shortcut: bool,
    /// Most violated pairs added per vertex per pricing round.
    pub per_vertex: usize,
    /// Take the staged route (r*, then G*) even when the full `Levels`
    /// scheme fits (tests).
    pub force_staging: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            dense_limit: 24,
            window: 3,
            ideal_shortcut: true,
            per_vertex: 2,
            force_staging: false,
        }
    }
}

/// Pair the next Swiss round (rules.md §2 and §5).
///
/// `players_in_rank_order` are the active (not dropped) players, in the
/// standings order of rules.md §4 after the last completed round. Returns the
/// round: the bye to the lowest-ranked player among those with the fewest
/// byes when the count is odd, and the optimal pairing of the others under
/// the lexicographic objective of rules.md §5 (fewest rematches, smallest
/// gaps, closest to the ideal slide seating as measured in
/// [`weights`]). Deterministic: same input, same round.
pub fn pair_round(players_in_rank_order: &[PairingPlayer]) -> Result<PairedRound, PairingError> {
    pair_round_with(players_in_rank_order, &Options::default())
}

pub(crate) fn pair_round_with(
    players: &[PairingPlayer],
    opts: &Options,
) -> Result<PairedRound, PairingError> {
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
    let byes: Vec<u32> = players.iter().map(|p| p.byes).collect();
    let bye = choose_bye(&byes);
    let field = Field::new(players, bye);
    let mates = field.solve_round(opts)?;
    field.build_round(&mates, bye)
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
    /// Ideal partner of each vertex (rules.md §5.3).
    ideal: Vec<usize>,
    /// The pairs of `I`, per seating group (a score group with its incoming
    /// floater, without its outgoing one).
    seating_sets: Vec<Vec<(usize, usize)>>,
}

/// Which pairs a solve may use: `(u, v)` with `u < v < hi[u]`, rematches only
/// if allowed.
struct Objective {
    scheme: Scheme,
    hi: Vec<usize>,
    rematches_allowed: bool,
}

impl Field {
    fn new(players: &[PairingPlayer], bye: Option<usize>) -> Field {
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

    fn met(&self, u: usize, v: usize) -> bool {
        self.met[u].binary_search(&v).is_ok()
    }

    fn solve_round(&self, opts: &Options) -> Result<Vec<usize>, PairingError> {
        let n = self.n();
        if n == 0 {
            return Ok(Vec::new());
        }
        let troubled: Vec<usize> = (0..n).filter(|&u| self.met(u, self.ideal[u])).collect();
        if troubled.is_empty() && opts.ideal_shortcut {
            return Ok(self.ideal.clone());
        }
        if let Some(h) = self.repair() {
            // r* = 0 and the rule-2 lower bound L* is attained by `h`.
            let scheme = Scheme::crossing(n).ok_or(PairingError::ObjectiveTooLarge)?;
            let hi = (0..n)
                .map(|u| {
                    let g = self.group[u];
                    if self.odd_cut[g] && g + 1 < self.group_end.len() {
                        self.group_end[g + 1]
                    } else {
                        self.group_end[g]
                    }
                })
                .collect();
            let obj = Objective {
                scheme,
                hi,
                rematches_allowed: false,
            };
            let mut around: Vec<usize> = troubled;
            around.extend((0..n).filter(|&u| h[u] != self.ideal[u]));
            let mut seeds = self.window_pairs(&around, opts.window);
            seeds.extend((0..n).map(|u| (u, self.ideal[u])));
            seeds.extend((0..n).map(|u| (u, h[u])));
            let m = self.solve(&obj, seeds, opts)?;
            return self.perfect(&m);
        }
        self.solve_general(opts)
    }

    /// Rule 1–3 optimum when no rematch-free rule-2 optimal seating is at
    /// hand: `Levels` over every pair, staged when it does not fit.
    fn solve_general(&self, opts: &Options) -> Result<Vec<usize>, PairingError> {
        let n = self.n();
        let all_gaps = self.gap_values(u32::MAX);
        let everyone: Vec<usize> = (0..n).collect();
        let mut seeds = self.window_pairs(&everyone, opts.window);
        seeds.extend((0..n).map(|u| (u, self.ideal[u])));
        if let Some(scheme) = Scheme::levels(n, &all_gaps).filter(|_| !opts.force_staging) {
            let obj = Objective {
                scheme,
                hi: vec![n; n],
                rematches_allowed: true,
            };
            let m = self.solve(&obj, seeds, opts)?;
            return self.perfect(&m);
        }
        // Staging: r* on the full graph, then the smallest G with r*.
        let feasibility = |cap: u32| {
            let obj = Objective {
                scheme: Scheme::feasibility(n),
                hi: self.hi_for_gap(cap),
                rematches_allowed: true,
            };
            let m = self.solve(&obj, seeds.clone(), opts)?;
            let perfect = m.mates().iter().all(Option::is_some);
            let rematches = (0..n)
                .filter(|&u| m.mate(u).is_some_and(|v| u < v && self.met(u, v)))
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
        let scheme = Scheme::levels(n, &self.gap_values(g_star)).ok_or(PairingError::ObjectiveTooLarge)?;
        let obj = Objective {
            scheme,
            hi: self.hi_for_gap(g_star),
            rematches_allowed: true,
        };
        let m = self.solve(&obj, seeds, opts)?;
        self.perfect(&m)
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

    /// Pairs between each of `around` and the vertices within `w` ranks of
    /// it or of its ideal partner.
    fn window_pairs(&self, around: &[usize], w: usize) -> Vec<(usize, usize)> {
        let n = self.n();
        let mut out = Vec::new();
        for &u in around {
            for c in [u, self.ideal[u]] {
                for v in c.saturating_sub(w)..(c + w + 1).min(n) {
                    if v != u {
                        out.push((u, v));
                    }
                }
            }
        }
        out
    }

    fn weight(&self, obj: &Objective, u: usize, v: usize, rematch: bool) -> Option<Weight> {
        if rematch && !obj.rematches_allowed {
            return None;
        }
        let gap = self.mp[u].abs_diff(self.mp[v]);
        let cross = self.group[u] != self.group[v];
        obj.scheme.weight(gap, cross, rematch, rule3_cost(&self.ideal, u, v))
    }

    /// Maximum-weight matching of the full graph of `obj`, via the sparse
    /// candidate graph `seeds` and pricing (see the module documentation).
    fn solve(
        &self,
        obj: &Objective,
        seeds: Vec<(usize, usize)>,
        opts: &Options,
    ) -> Result<Matching, PairingError> {
        let n = self.n();
        let dense = n <= opts.dense_limit;
        let mut cand: Vec<(usize, usize)> = if dense {
            (0..n)
                .flat_map(|u| (u + 1..obj.hi[u]).map(move |v| (u, v)))
                .collect()
        } else {
            seeds
                .into_iter()
                .map(|(u, v)| (u.min(v), u.max(v)))
                .filter(|&(u, v)| u != v && v < obj.hi[u])
                .collect()
        };
        loop {
            cand.sort_unstable();
            cand.dedup();
            let edges: Vec<(usize, usize, Weight)> = cand
                .iter()
                .filter_map(|&(u, v)| self.weight(obj, u, v, self.met(u, v)).map(|w| (u, v, w)))
                .collect();
            let m = max_weight_matching(n, &edges).map_err(PairingError::Matching)?;
            if dense {
                return Ok(m);
            }
            let violators = self.price(obj, &m, opts.per_vertex);
            if violators.is_empty() {
                return Ok(m);
            }
            cand.extend(violators);
        }
    }

    /// Pairs of the full graph whose dual constraint fails, at most
    /// `per_vertex` (the most violated) for each lower endpoint.
    fn price(&self, obj: &Objective, m: &Matching, per_vertex: usize) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let mut worst: Vec<(Weight, usize)> = Vec::new();
        for u in 0..self.n() {
            worst.clear();
            for v in u + 1..obj.hi[u] {
                // The non-rematch weight is the larger one: if it passes, so
                // does the rematch weight, and the rematch check is skipped.
                let Some(w) = self.weight(obj, u, v, false) else {
                    continue;
                };
                let mut s = m.slack(u, v, w);
                if s >= 0 {
                    continue;
                }
                if self.met(u, v) {
                    let Some(w) = self.weight(obj, u, v, true) else {
                        continue;
                    };
                    s = m.slack(u, v, w);
                    if s >= 0 {
                        continue;
                    }
                }
                worst.push((s, v));
            }
            worst.sort_unstable();
            out.extend(worst.iter().take(per_vertex).map(|&(_, v)| (u, v)));
        }
        out
    }

    fn perfect(&self, m: &Matching) -> Result<Vec<usize>, PairingError> {
        let mut mates = Vec::with_capacity(self.n());
        for u in 0..self.n() {
            match m.mate(u) {
                Some(v) if v < self.n() && m.mate(v) == Some(u) => mates.push(v),
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

    fn build_round(&self, mates: &[usize], bye: Option<usize>) -> Result<PairedRound, PairingError> {
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

/// The ideal seating of rules.md §5.3 for score groups ending at
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

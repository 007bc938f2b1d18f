//! The lexicographic objective of RULES.md §5 as integer edge weights, and
//! why the encoding is exact.
//!
//! # Notation
//!
//! The field is the `n` (even) players to pair, indexed `0..n` in standings
//! order (RULES.md §4), `P = n / 2` pairs. For a pair `e`:
//! `rem(e)` ∈ {0, 1} (the two have met), `gap(e) = |MP(a) − MP(b)|`, and
//! `c3(e)` the rule-3 measure below. Every scheme gives an edge the weight
//! `w(e) = K − cost(e)` with `0 ≤ cost(e) < K`, and the matching algorithm
//! maximises `Σ w`.
//!
//! **Perfect first.** For a matching `M` with `|M|` edges,
//! `w(M) = |M|·K − cost(M)`. If every perfect matching has `cost(M) < K`,
//! then `w(perfect) > (P − 1)·K ≥ w(any smaller matching)`: a maximum-weight
//! matching is perfect whenever the graph has a perfect matching, and among
//! perfect matchings it minimises `cost`. Each scheme below proves
//! `cost(M) < K` for perfect `M`.
//!
//! # Rule 3: the measure (RULES.md §5.3)
//!
//! `I` is the ideal seating (score groups top-down, lowest-ranked floater of
//! an odd group joins the next group at its top, slide `i`–`i + k/2` in a
//! group of `k`), computed ignoring rematches. With `I(x)` the ideal partner
//! of `x` and ranks equal to indices:
//!
//! `c3(x, y) = 0` if `y = I(x)`, else `2·(|I(x) − y| + |I(y) − x|) + depth`,
//!
//! where, for `x` ranked above `y` in different score groups (`x` floats
//! down), `depth` is the number of players of `x`'s score group ranked below
//! `x`, and 0 otherwise. The first term is the distance, in ranks, from the
//! ideal partner of each of the two to the partner they actually get:
//! swapping partners between two nearby tables costs little, between
//! distant tables much. The second keeps floaters low: when the ideal
//! floater cannot float, the next lowest-ranked one is preferred (RULES.md
//! §5.3: the lowest-ranked player floats). `c3(x, y) ≥ 2` whenever
//! `y ≠ I(x)`, and `c3 ≤ C3 = 5(n − 1)`. The total `Σ c3` over a perfect
//! matching is 0 iff the matching is `I`.
//!
//! Property (a): when `I` has no rematch it has the fewest rematches (0) and,
//! by the cut argument of `pairing/mod.rs` (the "lower bound on rule 2"),
//! the smallest gap multiset of all perfect matchings; every other matching
//! with the same rules 1–2 has `Σ c3 ≥ 1 > 0`. So `I` is the unique optimum
//! and the engine returns it (it checks `I` first, and the tests check that
//! the matching path returns the same).
//!
//! # Scheme `Levels` (general)
//!
//! Let `0 = d_0 < d_1 < … < d_m` be the gap values allowed in this solve
//! (all gap values, or those ≤ `G*` after staging) and `lvl(g)` the index of
//! `g`. With `B = P + 1`:
//!
//! `cost12(e) = rem(e)·B^(m+1) + B^lvl(gap(e))`
//!
//! Over a perfect matching, `cost12(M) = r·B^(m+1) + Σ_k cnt_k·B^k` where
//! `r ≤ P` is the number of rematches and `cnt_k ≤ P` the number of pairs
//! with gap `d_k`. Every "digit" is `< B`, so comparing `cost12` compares
//! `(r, cnt_m, cnt_(m−1), …, cnt_0)` lexicographically: rule 1 first, then
//! the counts from the largest gap value down, which — all matchings having
//! `P` pairs — is exactly comparing the gap lists sorted largest first
//! (rule 2). And `cost12(M) ≤ P·B^(m+1) + P·B^m = P(B + 1)B^m < B^(m+2)`
//! because `P(B + 1) = B² − 1`.
//!
//! `cost(e) = S·cost12(e) + c3(e)` with `S = P·C3 + 1`: `Σ c3 ≤ P·C3 < S`, so
//! `cost(M)` compares `(cost12(M), Σ c3)` lexicographically, and
//! `cost(M) ≤ S(B^(m+2) − 1) + P·C3 < S·B^(m+2) =: K`. Weights stay exact
//! integers as long as `K ≤ MAX_ABS_WEIGHT` and `P·K ≤ WEIGHT_LIMIT` (checked with
//! overflow-checked arithmetic; if it does not fit, `pairing/mod.rs` first
//! stages `r*` and `G*` to cut the levels, then solves the digits in
//! chunks; it never rounds).
//!
//! # Scheme `Crossing` (the common fast case)
//!
//! Used when a rematch-free perfect matching `H` is known whose gap multiset
//! equals the lower bound of rule 2 (see `pairing/mod.rs`). Then the rule
//! 1–2 optimal matchings are exactly the rematch-free perfect matchings in
//! which every pair is inside one score group or between two adjacent
//! groups across an odd cut, each odd cut being crossed exactly once. The
//! solve keeps only those pairs (no rematch, same group or adjacent across
//! an odd cut) and uses `cost(e) = S·cross(e) + c3(e)`: every odd cut is
//! crossed an odd number of times, so `Σ cross ≥ #odd cuts` with equality
//! exactly for the rule-2 optimal ones (`H` attains it), and `Σ c3 < S`
//! decides among those. `cost(M) ≤ S·P + P·C3 < S(P + 1) =: K`.
//!
//! # Scheme `Feasibility` (staging only)
//!
//! `cost(e) = rem(e)`, `K = P + 1`: a maximum-weight matching has the most
//! pairs, then the fewest rematches.

use crate::matching::{MAX_ABS_WEIGHT, Weight};

/// The largest edge weight the matching accepts.
pub(crate) const MAX_EDGE: Weight = MAX_ABS_WEIGHT;

/// Largest total weight of a matching: `P·K` must not exceed it, so the
/// total of a perfect matching fits `i128` with room to spare. Each edge
/// weight is `≤ K`, which must also stay within the matching algorithm's own
/// bound [`MAX_ABS_WEIGHT`] (its duals are bounded by a small multiple of
/// the largest weight).
pub(crate) const WEIGHT_LIMIT: Weight = Weight::MAX >> 2;

/// The rule-3 measure `c3(x, y)` (see the module documentation); `depth`
/// is the float depth of the pair (0 inside a score group).
pub(crate) fn rule3_cost(ideal: &[usize], x: usize, y: usize, depth: usize) -> Weight {
    if ideal[x] == y {
        0
    } else {
        (2 * (ideal[x].abs_diff(y) + ideal[y].abs_diff(x)) + depth) as Weight
    }
}

/// One of the exact encodings of the module documentation.
#[derive(Debug, Clone)]
pub(crate) enum Scheme {
    /// `cost = S·cross + c3`.
    Crossing { s: Weight, k: Weight },
    /// `cost = S·(rem·R + B^lvl(gap)) + c3`, `levels[i] = (d_i, B^i)`.
    Levels {
        s: Weight,
        k: Weight,
        rematch: Weight,
        levels: Vec<(u32, Weight)>,
    },
    /// `cost = rem`.
    Feasibility { k: Weight },
}

/// `S = P·C3 + 1` for a field of `n` players.
fn rule3_scale(n: usize) -> Option<Weight> {
    let p = (n / 2) as Weight;
    let c3 = 5 * (n.max(1) as Weight - 1);
    p.checked_mul(c3)?.checked_add(1)
}

fn fits(n: usize, k: Weight) -> bool {
    k <= MAX_ABS_WEIGHT
        && ((n / 2) as Weight)
            .checked_mul(k)
            .is_some_and(|t| t <= WEIGHT_LIMIT)
}

impl Scheme {
    /// The `Crossing` scheme, or `None` if it does not fit
    /// [`WEIGHT_LIMIT`]. Without `penalty`, `S` is 0 (`cost = c3`) and
    /// `K = P·C3 + 1`.
    pub(crate) fn crossing(n: usize, penalty: bool) -> Option<Self> {
        let s3 = rule3_scale(n)?;
        let (s, k) = if penalty {
            (s3, s3.checked_mul((n / 2) as Weight + 1)?)
        } else {
            (0, s3)
        };
        fits(n, k).then_some(Scheme::Crossing { s, k })
    }

    /// The `Levels` scheme for the sorted, distinct gap values `gaps`
    /// (which must start with 0), or `None` if it does not fit.
    pub(crate) fn levels(n: usize, gaps: &[u32], with_rematch: bool) -> Option<Self> {
        let s = rule3_scale(n)?;
        let b = (n / 2) as Weight + 1;
        let mut levels = Vec::with_capacity(gaps.len());
        let mut power: Weight = 1;
        for &g in gaps {
            levels.push((g, power));
            power = power.checked_mul(b)?;
        }
        // `power` is now B^(m+1): the rematch digit, if rematches may
        // occur at all (otherwise K = S·B^(m+1) suffices: same proof
        // without the digit).
        let rematch = power;
        let top = if with_rematch {
            power.checked_mul(b)?
        } else {
            power
        };
        let k = s.checked_mul(top)?;
        fits(n, k).then_some(Scheme::Levels {
            s,
            k,
            rematch,
            levels,
        })
    }

    /// The `Feasibility` scheme.
    pub(crate) fn feasibility(n: usize) -> Self {
        Scheme::Feasibility {
            k: (n / 2) as Weight + 1,
        }
    }

    /// The weight of a pair; `None` when the scheme has no level for `gap`.
    pub(crate) fn weight(
        &self,
        gap: u32,
        cross: bool,
        rematch: bool,
        c3: Weight,
    ) -> Option<Weight> {
        match self {
            Scheme::Crossing { s, k } => Some(k - (if cross { *s } else { 0 } + c3)),
            Scheme::Levels {
                s,
                k,
                rematch: r,
                levels,
            } => {
                let i = levels.binary_search_by_key(&gap, |l| l.0).ok()?;
                let cost12 = levels[i].1 + if rematch { *r } else { 0 };
                Some(k - (s * cost12 + c3))
            }
            Scheme::Feasibility { k } => Some(k - Weight::from(rematch)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule3_is_zero_only_for_ideal_partners() {
        // ideal: 0-2, 1-3
        let ideal = [2, 3, 0, 1];
        assert_eq!(rule3_cost(&ideal, 0, 2, 0), 0);
        assert_eq!(rule3_cost(&ideal, 2, 0, 0), 0);
        assert_eq!(rule3_cost(&ideal, 0, 3, 0), 2 * (1 + 1));
        assert_eq!(rule3_cost(&ideal, 0, 1, 0), 2 * (2 + 2));
        assert_eq!(rule3_cost(&ideal, 0, 1, 3), 2 * (2 + 2) + 3);
    }

    #[test]
    fn one_unit_of_a_higher_level_beats_everything_below() {
        let n = 40;
        let p = (n / 2) as Weight;
        let scheme = Scheme::levels(n, &[0, 1, 3, 6], true).expect("fits");
        let w = |g, rem, c3| scheme.weight(g, false, rem, c3).expect("level");
        let max_c3 = 5 * (n as Weight - 1);
        // A whole matching's worth of the next level down (and of c3)
        // weighs less than one pair at the higher level.
        let cost = |g, rem, c3| scheme_k(&scheme) - w(g, rem, c3);
        assert!(cost(6, false, 0) > p * cost(3, false, max_c3));
        assert!(cost(0, true, 0) > p * cost(6, false, max_c3));
        assert!(cost(0, false, 1) > 0);
        assert!(cost(0, false, 0) > p * max_c3);
        assert_eq!(scheme.weight(2, false, false, 0), None);
    }

    fn scheme_k(s: &Scheme) -> Weight {
        match s {
            Scheme::Crossing { k, .. } | Scheme::Levels { k, .. } | Scheme::Feasibility { k } => *k,
        }
    }

    #[test]
    fn bounds_refuse_rather_than_overflow() {
        assert!(Scheme::crossing(1 << 20, true).is_some());
        assert!(Scheme::levels(16384, &[0, 1, 2, 3], true).is_some());
        assert!(Scheme::levels(16384, &(0..40).collect::<Vec<_>>(), true).is_none());
    }
}

//! The objective of RULES.md §5 as a value: [`RoundScore`].
//!
//! The solver never builds a `RoundScore`: it maximises the integer weights
//! of `pairing/weights.rs`, which encode the same order exactly. This type
//! states the order directly, so that anyone (the tests first of all) can
//! score a round and compare it with another one.

use super::{Field, PairedRound, PairingError, PairingPlayer, validate_input};
use crate::bye::choose_bye;
use crate::matching::Weight;

/// How good a round is under the strictly lexicographic objective of
/// RULES.md §5: **smaller is better**, and the derived order compares, in
/// this order,
///
/// 1. the number of rematches (§5.1, fewest first);
/// 2. the gaps `|MP(a) − MP(b)|` of all pairs, sorted from largest to
///    smallest, compared lexicographically (§5.2: first the largest gap,
///    then how many pairs have it, then the next gap size, and so on);
/// 3. the distance from the ideal seating of §5.3, `Σ c3` over the pairs,
///    with the measure `c3` documented in `pairing/weights.rs` (0 exactly
///    for the ideal seating; §5.3 (b)).
///
/// Scores are comparable when they are rounds of the same pairing input:
/// the same players (RULES.md §4 order) and the same bye (§2), so every
/// round has the same number of pairs. [`crate::pair_round`] returns a
/// round whose score no other complete round of its input beats.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RoundScore {
    rematches: usize,
    gaps: Vec<u32>,
    seating: u64,
}

/// Why a set of pairs could not be scored as a round of its input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoundScoreError {
    /// The input itself is invalid (the same checks as
    /// [`crate::pair_round`]).
    Input(PairingError),
    /// A pair names a player outside the input, or pairs a player with
    /// themselves.
    InvalidPair {
        /// The pair, as given.
        pair: (usize, usize),
    },
    /// A player is in more than one pair.
    PairedTwice {
        /// The player (index into the input).
        player: usize,
    },
    /// A player is in no pair although only the bye of RULES.md §2 sits
    /// out (or the player with that bye is in a pair).
    NotARound {
        /// The player (index into the input).
        player: usize,
    },
}

impl std::fmt::Display for RoundScoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RoundScoreError::Input(e) => write!(f, "invalid pairing input: {e}"),
            RoundScoreError::InvalidPair { pair: (a, b) } => {
                write!(f, "invalid pair #{a}–#{b}")
            }
            RoundScoreError::PairedTwice { player } => {
                write!(f, "player #{player} is in more than one pair")
            }
            RoundScoreError::NotARound { player } => write!(
                f,
                "player #{player} is paired against the bye rule or left out"
            ),
        }
    }
}

impl std::error::Error for RoundScoreError {}

impl RoundScore {
    /// The score of `pairs` (indices into `players`, in any order and
    /// orientation) as a round of `players`, the pairing input of
    /// [`crate::pair_round`]. The pairs must seat every player exactly
    /// once, except the player who gets the bye under RULES.md §2.
    pub fn of_pairs(
        players: &[PairingPlayer],
        pairs: &[(usize, usize)],
    ) -> Result<RoundScore, RoundScoreError> {
        validate_input(players).map_err(RoundScoreError::Input)?;
        let byes: Vec<u32> = players.iter().map(|p| p.byes).collect();
        let bye = choose_bye(&byes);
        let field = Field::new(players, bye);
        let mut seated = vec![false; players.len()];
        let mut vertex_pairs = Vec::with_capacity(pairs.len());
        for &(a, b) in pairs {
            if a == b || a >= players.len() || b >= players.len() {
                return Err(RoundScoreError::InvalidPair { pair: (a, b) });
            }
            for x in [a, b] {
                if std::mem::replace(&mut seated[x], true) {
                    return Err(RoundScoreError::PairedTwice { player: x });
                }
            }
            match (field.vertex_of(a), field.vertex_of(b)) {
                (Some(u), Some(v)) => vertex_pairs.push((u, v)),
                _ => return Err(RoundScoreError::NotARound { player: a }),
            }
        }
        if let Some(player) = (0..players.len()).find(|&i| !seated[i] && Some(i) != bye) {
            return Err(RoundScoreError::NotARound { player });
        }
        Ok(RoundScore::of_vertex_pairs(&field, &vertex_pairs))
    }

    /// The score of a whole round of `players` (its tables; the bye table
    /// is not a pair).
    pub fn of_round(
        players: &[PairingPlayer],
        round: &PairedRound,
    ) -> Result<RoundScore, RoundScoreError> {
        let pairs: Vec<(usize, usize)> = round.pairs().collect();
        RoundScore::of_pairs(players, &pairs)
    }

    /// The score of pairs of `field` vertices (any orientation), which the
    /// caller guarantees to be a perfect matching of the field.
    pub(crate) fn of_vertex_pairs(field: &Field, pairs: &[(usize, usize)]) -> RoundScore {
        let rematches = pairs.iter().filter(|&&(u, v)| field.met(u, v)).count();
        let mut gaps: Vec<u32> = pairs
            .iter()
            .map(|&(u, v)| field.mp[u].abs_diff(field.mp[v]))
            .collect();
        gaps.sort_unstable_by(|a, b| b.cmp(a));
        let seating: Weight = pairs
            .iter()
            .map(|&(u, v)| field.rule3(u.min(v), u.max(v)))
            .sum();
        RoundScore {
            rematches,
            gaps,
            seating: u64::try_from(seating).unwrap_or(u64::MAX),
        }
    }

    /// Criterion 1 of RULES.md §5: the number of rematches.
    pub fn rematches(&self) -> usize {
        self.rematches
    }

    /// Criterion 2 of RULES.md §5: the gaps of the pairs, largest first.
    pub fn gaps(&self) -> &[u32] {
        &self.gaps
    }

    /// Criterion 3 of RULES.md §5: the distance from the ideal seating
    /// (`Σ c3`, `pairing/weights.rs`); 0 exactly for the ideal seating.
    pub fn seating(&self) -> u64 {
        self.seating
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pair_round;
    use proptest::prelude::*;

    fn player(match_points: u32, byes: u32, opponents: &[usize]) -> PairingPlayer {
        PairingPlayer {
            match_points,
            byes,
            opponents: opponents.to_vec(),
        }
    }

    #[test]
    fn criteria_compare_in_order() {
        // Four players on 3 points, two on 0; #0 has met #2, so the slide
        // 0–2, 1–3 (and 4–5) has a rematch.
        let players = [
            player(3, 0, &[2]),
            player(3, 0, &[]),
            player(3, 0, &[0]),
            player(3, 0, &[]),
            player(0, 0, &[]),
            player(0, 0, &[]),
        ];
        let score =
            |pairs: &[(usize, usize)]| RoundScore::of_pairs(&players, pairs).expect("round");
        let ideal = score(&[(0, 2), (1, 3), (4, 5)]);
        let near = score(&[(0, 3), (1, 2), (4, 5)]);
        let far = score(&[(0, 1), (2, 3), (4, 5)]);
        let floated = score(&[(0, 4), (2, 5), (1, 3)]);
        assert_eq!(
            (ideal.rematches(), ideal.gaps(), ideal.seating()),
            (1, &[0, 0, 0][..], 0)
        );
        // c3: 2·(|I(0) − 3| + |I(3) − 0|) + 2·(|I(1) − 2| + |I(2) − 1|).
        assert_eq!(
            (near.rematches(), near.gaps(), near.seating()),
            (0, &[0, 0, 0][..], 8)
        );
        assert_eq!((far.rematches(), far.seating()), (0, 16));
        assert_eq!((floated.rematches(), floated.gaps()), (0, &[3, 3, 0][..]));
        assert!(floated < ideal, "a rematch outweighs any gap");
        assert!(near < floated, "a gap outweighs any seating distance");
        assert!(near < far, "the seating decides between equal gaps");
        let round = pair_round(&players).expect("pairs");
        assert_eq!(RoundScore::of_round(&players, &round), Ok(near));
    }

    #[test]
    fn refuses_what_is_not_a_round() {
        let players = [player(3, 0, &[]), player(3, 0, &[]), player(0, 0, &[])];
        // Three players: the bye goes to #2 (§2).
        assert!(RoundScore::of_pairs(&players, &[(0, 1)]).is_ok());
        assert_eq!(
            RoundScore::of_pairs(&players, &[(0, 2)]),
            Err(RoundScoreError::NotARound { player: 0 })
        );
        assert_eq!(
            RoundScore::of_pairs(&players, &[]),
            Err(RoundScoreError::NotARound { player: 0 })
        );
        assert_eq!(
            RoundScore::of_pairs(&players, &[(0, 3)]),
            Err(RoundScoreError::InvalidPair { pair: (0, 3) })
        );
        assert_eq!(
            RoundScore::of_pairs(&players, &[(1, 1)]),
            Err(RoundScoreError::InvalidPair { pair: (1, 1) })
        );
        assert_eq!(
            RoundScore::of_pairs(&players, &[(0, 1), (1, 0)]),
            Err(RoundScoreError::PairedTwice { player: 1 })
        );
        let unordered = [player(0, 0, &[]), player(3, 0, &[])];
        assert_eq!(
            RoundScore::of_pairs(&unordered, &[(0, 1)]),
            Err(RoundScoreError::Input(PairingError::NotInStandingsOrder {
                index: 1
            }))
        );
    }

    /// A pairing input from proptest's values: match points sorted
    /// non-increasing, byes, and a symmetric "met" relation.
    fn input(mps: &[u32], byes: &[bool], met: &[bool]) -> Vec<PairingPlayer> {
        let mut mps = mps.to_vec();
        mps.sort_unstable_by(|a, b| b.cmp(a));
        let n = mps.len();
        let mut players: Vec<PairingPlayer> = mps
            .iter()
            .zip(byes)
            .map(|(&mp, &bye)| player(mp, u32::from(bye), &[]))
            .collect();
        let mut k = 0;
        for a in 0..n {
            for b in a + 1..n {
                if met.get(k).copied().unwrap_or(false) {
                    players[a].opponents.push(b);
                    players[b].opponents.push(a);
                }
                k += 1;
            }
        }
        players
    }

    proptest! {
        /// No exchange of partners between two tables of the engine's
        /// round (either way) gives a better `RoundScore`, and the score
        /// does not depend on the order or orientation of the pairs.
        #[test]
        fn no_two_table_exchange_beats_the_engine(
            mps in proptest::collection::vec(0u32..13, 2..40),
            byes in proptest::collection::vec(proptest::bool::weighted(0.2), 40),
            met in proptest::collection::vec(proptest::bool::weighted(0.3), 40 * 39 / 2),
        ) {
            let players = input(&mps, &byes, &met);
            let round = pair_round(&players).expect("pairs");
            let best = RoundScore::of_round(&players, &round).expect("a round");
            prop_assert_eq!(best.rematches(), round.rematches());
            let pairs: Vec<(usize, usize)> = round.pairs().collect();
            let mut flipped: Vec<(usize, usize)> = pairs.iter().map(|&(a, b)| (b, a)).collect();
            flipped.reverse();
            prop_assert_eq!(RoundScore::of_pairs(&players, &flipped), Ok(best.clone()));
            for i in 0..pairs.len() {
                for j in i + 1..pairs.len() {
                    let ((a, b), (c, d)) = (pairs[i], pairs[j]);
                    for (x, y) in [((a, c), (b, d)), ((a, d), (b, c))] {
                        let mut other = pairs.clone();
                        other[i] = x;
                        other[j] = y;
                        let score = RoundScore::of_pairs(&players, &other).expect("a round");
                        prop_assert!(best <= score, "{:?} beats {:?}", other, pairs);
                    }
                }
            }
        }
    }
}

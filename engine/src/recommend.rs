//! Number of rounds and top cut to recommend for a player count
//! (RULES.md §7, and the cut rule of §8).

/// The recommendation shown on a tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Recommendation {
    /// MTR Appendix E Swiss rounds (3 for 2–8 players, a common Swiss
    /// practice where the MTR recommends single elimination; 0 below 2).
    pub swiss_rounds: u32,
    /// Appendix E alternative for 9–16 players with a booster-draft
    /// playoff: 4 rounds.
    pub swiss_rounds_with_draft_playoff: Option<u32>,
    /// Recommended top cut size (§8: a cut to `C` from `2C + 1` players):
    /// none up to 8 players, 4 for 9–16, 8 from 17.
    pub top_cut: Option<u32>,
    /// `ceil(log2 N)`: the fewest Swiss rounds that can leave one undefeated
    /// player (0 for 0 or 1 player).
    pub min_rounds: u32,
    /// `min_rounds + 2`, the comfortable number (0 when `min_rounds` is 0).
    pub comfortable_rounds: u32,
}

/// `ceil(log2 n)`, with 0 for `n ≤ 1`.
pub const fn ceil_log2(n: u32) -> u32 {
    if n <= 1 {
        0
    } else {
        32 - (n - 1).leading_zeros()
    }
}

/// The MTR Appendix E table (RULES.md §7) and the generic Swiss figures.
pub fn recommend(players: u32) -> Recommendation {
    let swiss_rounds = match players {
        0..=1 => 0,
        2..=8 => 3,
        9..=32 => 5,
        33..=64 => 6,
        65..=128 => 7,
        129..=226 => 8,
        227..=409 => 9,
        _ => 10,
    };
    let min_rounds = ceil_log2(players);
    Recommendation {
        swiss_rounds,
        swiss_rounds_with_draft_playoff: if (9..=16).contains(&players) {
            Some(4)
        } else {
            None
        },
        top_cut: crate::topcut::recommended_cut(players),
        min_rounds,
        comfortable_rounds: if min_rounds == 0 { 0 } else { min_rounds + 2 },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn appendix_e_boundaries() {
        let table = [
            (2, 3),
            (8, 3),
            (9, 5),
            (16, 5),
            (17, 5),
            (32, 5),
            (33, 6),
            (64, 6),
            (65, 7),
            (128, 7),
            (129, 8),
            (226, 8),
            (227, 9),
            (409, 9),
            (410, 10),
            (5000, 10),
        ];
        for (n, rounds) in table {
            assert_eq!(recommend(n).swiss_rounds, rounds, "{n} players");
        }
        assert_eq!(recommend(12).swiss_rounds_with_draft_playoff, Some(4));
        assert_eq!(recommend(17).swiss_rounds_with_draft_playoff, None);
    }

    #[test]
    fn cut_follows_2c_plus_1() {
        assert_eq!(recommend(8).top_cut, None);
        assert_eq!(recommend(9).top_cut, Some(4));
        assert_eq!(recommend(16).top_cut, Some(4));
        assert_eq!(recommend(17).top_cut, Some(8));
        assert_eq!(recommend(1000).top_cut, Some(8));
    }

    #[test]
    fn log2_rounds() {
        assert_eq!(ceil_log2(0), 0);
        assert_eq!(ceil_log2(1), 0);
        assert_eq!(ceil_log2(2), 1);
        assert_eq!(ceil_log2(8), 3);
        assert_eq!(ceil_log2(9), 4);
        assert_eq!(ceil_log2(16_384), 14);
        assert_eq!(ceil_log2(16_385), 15);
        let r = recommend(100);
        assert_eq!((r.min_rounds, r.comfortable_rounds), (7, 9));
        assert_eq!(recommend(1).comfortable_rounds, 0);
    }
}

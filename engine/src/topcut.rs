//! Top cut: recommended size, validation of a requested size, bracket
//! seeding and advancing winners through the single-elimination playoff
//! (RULES.md §8).
//!
//! This module works on plain numbers only. A *seed* is the 1-based place of
//! a player among the top `C` active players of the final Swiss standings
//! (seed 1 is the best-ranked player); the caller maps seeds to player ids.
//!
//! Summary of the rules implemented here (RULES.md §8):
//!
//! - Recommended cut: none up to 8 players, Top 4 for 9–16, Top 8 from 17 on;
//!   the rule behind it is that a cut to `C` players is recommended from
//!   `2C + 1` players on ([`recommended_cut`]).
//! - A requested size that is not the recommended one gives a warning, not a
//!   refusal; it is refused only when it is not a power of two ≥ 2, when there
//!   are fewer active players than the cut, or when Swiss rounds are still
//!   running ([`validate_cut`]).
//! - Bracket seeding for Top 8 is 1–8, 4–5, 2–7, 3–6 and the same fold for any
//!   power of two, so seeds 1 and 2 can meet only in the final
//!   ([`bracket_order`], [`first_round_pairs`]).
//! - Winners advance in bracket order; a playoff match cannot be a draw; when
//!   a player drops during the playoff their opponent of that match advances
//!   ([`Bracket`]).

use std::fmt;

/// The largest cut ever recommended (Top 8, RULES.md §8).
pub const MAX_RECOMMENDED_CUT: u32 = 8;

/// The recommended top-cut size for `player_count` players (RULES.md §8):
/// `None` up to 8 players, `Some(4)` for 9–16, `Some(8)` from 17 on.
///
/// The rule behind the table: a cut to `C` players is recommended from
/// `2C + 1` players on, for the sizes 4 and 8 (no larger cut is recommended).
///
/// ```
/// use planesforge_engine::topcut::recommended_cut;
/// assert_eq!(recommended_cut(8), None);
/// assert_eq!(recommended_cut(9), Some(4));
/// assert_eq!(recommended_cut(16), Some(4));
/// assert_eq!(recommended_cut(17), Some(8));
/// assert_eq!(recommended_cut(5000), Some(8));
/// ```
pub fn recommended_cut(player_count: u32) -> Option<u32> {
    [MAX_RECOMMENDED_CUT, 4]
        .into_iter()
        .find(|&c| u64::from(player_count) > 2 * u64::from(c))
}

/// Why a requested top-cut size is refused (RULES.md §8: "refused only when
/// impossible").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CutError {
    /// The size is not a power of two ≥ 2.
    NotPowerOfTwo {
        /// The requested size.
        size: u32,
    },
    /// There are fewer active (not dropped) players than the cut size.
    NotEnoughPlayers {
        /// The requested size.
        size: u32,
        /// The number of active players.
        active_players: u32,
    },
    /// The Swiss rounds are not finished yet (a round is unpaired, unpublished
    /// or has missing results).
    SwissUnfinished,
}

impl fmt::Display for CutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CutError::NotPowerOfTwo { size } => {
                write!(
                    f,
                    "a top cut of {size} is impossible: the size must be a power of two of at least 2"
                )
            }
            CutError::NotEnoughPlayers {
                size,
                active_players,
            } => write!(
                f,
                "a top cut of {size} is impossible with {active_players} active players"
            ),
            CutError::SwissUnfinished => {
                write!(
                    f,
                    "the top cut starts only after the last Swiss round is complete"
                )
            }
        }
    }
}

impl std::error::Error for CutError {}

/// A warning about an accepted top-cut size (RULES.md §8: "the response
/// carries a warning, not a refusal").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CutWarning {
    /// The size differs from [`recommended_cut`] for this player count.
    NotRecommended {
        /// The requested size.
        size: u32,
        /// The recommended size (`None`: no cut recommended).
        recommended: Option<u32>,
        /// The player count the recommendation was made for.
        player_count: u32,
    },
}

impl CutWarning {
    /// A stable machine-readable code for the API (`"cut_not_recommended"`).
    pub fn code(&self) -> &'static str {
        match self {
            CutWarning::NotRecommended { .. } => "cut_not_recommended",
        }
    }
}

impl fmt::Display for CutWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CutWarning::NotRecommended {
                size,
                recommended: Some(rec),
                player_count,
            } => write!(
                f,
                "a top {size} differs from the recommended top {rec} for {player_count} players"
            ),
            CutWarning::NotRecommended {
                size,
                recommended: None,
                player_count,
            } => write!(
                f,
                "a top {size} is not recommended: no top cut is recommended for {player_count} players"
            ),
        }
    }
}

/// Whether `size` is a valid bracket size: a power of two ≥ 2.
pub fn is_valid_cut_size(size: u32) -> bool {
    size >= 2 && size.is_power_of_two()
}

/// Checks a requested top-cut size (RULES.md §8).
///
/// `active_players` is the number of players not dropped (it is also the
/// player count of the recommendation); `swiss_finished` tells whether every
/// Swiss round is complete. The checks run in this order and the first
/// failure is returned: [`CutError::NotPowerOfTwo`],
/// [`CutError::SwissUnfinished`], [`CutError::NotEnoughPlayers`].
///
/// On success returns the warnings (empty when the size is the recommended
/// one).
pub fn validate_cut(
    size: u32,
    active_players: u32,
    swiss_finished: bool,
) -> Result<Vec<CutWarning>, CutError> {
    if !is_valid_cut_size(size) {
        return Err(CutError::NotPowerOfTwo { size });
    }
    if !swiss_finished {
        return Err(CutError::SwissUnfinished);
    }
    if active_players < size {
        return Err(CutError::NotEnoughPlayers {
            size,
            active_players,
        });
    }
    let recommended = recommended_cut(active_players);
    let mut warnings = Vec::new();
    if recommended != Some(size) {
        warnings.push(CutWarning::NotRecommended {
            size,
            recommended,
            player_count: active_players,
        });
    }
    Ok(warnings)
}

/// The seeds `1..=size` in bracket order (RULES.md §8): positions `2i` and
/// `2i + 1` meet in the first round, the winners of matches `2i` and `2i + 1`
/// meet in the next round, and so on.
///
/// Construction by folding: start from `[1]`; to double a bracket of `m`
/// seeds to `2m`, replace every seed `s` by the pair `s, 2m + 1 − s`. For
/// Top 8 this gives `1 8 4 5 2 7 3 6`, i.e. the matches 1–8, 4–5, 2–7, 3–6.
///
/// Properties (tested for every size 2..=64): every seed appears once; every
/// first-round pair sums to `size + 1`; for every `k`, the seeds `1..=2^k`
/// lie in different `2^k`-ths of the bracket, so seeds 1 and 2 (opposite
/// halves) can meet only in the final, seeds 1–4 only in the semi-finals or
/// later, and so on. (By induction: after the doubling step that produced a
/// bracket of `2^k` seeds, each seed `s ≤ 2^k` is alone in its slot, and
/// every later doubling keeps `s` as the first element of its slot's block.)
///
/// Returns `None` when `size` is not a power of two ≥ 2.
pub fn bracket_order(size: u32) -> Option<Vec<u32>> {
    if !is_valid_cut_size(size) {
        return None;
    }
    let mut order = vec![1u32];
    let mut m = 1u32;
    while m < size {
        let doubled = 2 * m;
        order = order.iter().flat_map(|&s| [s, doubled + 1 - s]).collect();
        m = doubled;
    }
    Some(order)
}

/// The first-round matches of a bracket of `size` seeds, in bracket order,
/// the higher seed (smaller number) first: for 8, `(1,8) (4,5) (2,7) (3,6)`
/// (RULES.md §8). `None` when `size` is not a power of two ≥ 2.
pub fn first_round_pairs(size: u32) -> Option<Vec<(u32, u32)>> {
    let order = bracket_order(size)?;
    Some(
        order
            .chunks_exact(2)
            .map(|pair| (pair[0].min(pair[1]), pair[0].max(pair[1])))
            .collect(),
    )
}

/// The result of one playoff match, as entered by the organizer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlayoffOutcome {
    /// The given seed won the match.
    Winner(u32),
    /// The given seed dropped during the playoff; their opponent of this
    /// match advances (RULES.md §8).
    Dropped(u32),
    /// A drawn match: always refused ([`BracketError::Draw`]), because
    /// playoff matches cannot end in a draw (RULES.md §1, §8). Present so the
    /// caller can pass a draw it received and get the typed error.
    Draw,
}

impl PlayoffOutcome {
    /// The outcome for a match result entered as game wins and losses from
    /// `player_a`'s side (RULES.md §1: more game wins wins the match, equal
    /// game wins is a draw).
    pub fn from_games(m: &PlayoffMatch, wins: u32, losses: u32) -> PlayoffOutcome {
        match wins.cmp(&losses) {
            std::cmp::Ordering::Greater => PlayoffOutcome::Winner(m.seed_a),
            std::cmp::Ordering::Less => PlayoffOutcome::Winner(m.seed_b),
            std::cmp::Ordering::Equal => PlayoffOutcome::Draw,
        }
    }
}

/// Why playoff results are refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BracketError {
    /// The bracket size is not a power of two ≥ 2.
    InvalidSize {
        /// The size given.
        size: u32,
    },
    /// A match was reported drawn; playoff matches have a winner
    /// (RULES.md §1, §8).
    Draw {
        /// 0-based index of the match within its playoff round.
        match_index: usize,
    },
    /// The outcome names a seed who does not play in that match.
    NotInMatch {
        /// 0-based index of the match within its playoff round.
        match_index: usize,
        /// The seed named by the outcome.
        seed: u32,
    },
    /// The number of outcomes differs from the number of matches of the
    /// current playoff round.
    WrongMatchCount {
        /// Matches in the current round.
        expected: usize,
        /// Outcomes given.
        given: usize,
    },
    /// The bracket is finished: there is no round left to report.
    Finished,
}

impl fmt::Display for BracketError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BracketError::InvalidSize { size } => {
                write!(
                    f,
                    "a bracket of {size} is impossible: the size must be a power of two of at least 2"
                )
            }
            BracketError::Draw { match_index } => {
                write!(f, "playoff match {} cannot end in a draw", match_index + 1)
            }
            BracketError::NotInMatch { match_index, seed } => write!(
                f,
                "seed {seed} does not play in playoff match {}",
                match_index + 1
            ),
            BracketError::WrongMatchCount { expected, given } => write!(
                f,
                "the playoff round has {expected} matches but {given} results were given"
            ),
            BracketError::Finished => write!(f, "the playoff is already finished"),
        }
    }
}

impl std::error::Error for BracketError {}

/// One playoff match: `seed_a` is the higher seed (smaller number).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PlayoffMatch {
    /// The higher seed (player_a of the Round).
    pub seed_a: u32,
    /// The lower seed (player_b of the Round).
    pub seed_b: u32,
    /// The recorded outcome, `None` while unplayed. Never [`PlayoffOutcome::Draw`].
    pub outcome: Option<PlayoffOutcome>,
}

impl PlayoffMatch {
    fn new(x: u32, y: u32) -> PlayoffMatch {
        PlayoffMatch {
            seed_a: x.min(y),
            seed_b: x.max(y),
            outcome: None,
        }
    }

    /// The seed who advances: the winner, or the opponent of a dropped
    /// player. `None` while unplayed.
    pub fn advancing(&self) -> Option<u32> {
        match self.outcome? {
            PlayoffOutcome::Winner(s) => Some(s),
            PlayoffOutcome::Dropped(s) if s == self.seed_a => Some(self.seed_b),
            PlayoffOutcome::Dropped(_) => Some(self.seed_a),
            PlayoffOutcome::Draw => None,
        }
    }

    fn check(&self, match_index: usize, outcome: PlayoffOutcome) -> Result<(), BracketError> {
        match outcome {
            PlayoffOutcome::Draw => Err(BracketError::Draw { match_index }),
            PlayoffOutcome::Winner(seed) | PlayoffOutcome::Dropped(seed)
                if seed != self.seed_a && seed != self.seed_b =>
            {
                Err(BracketError::NotInMatch { match_index, seed })
            }
            _ => Ok(()),
        }
    }
}

/// A single-elimination bracket over seeds `1..=size` (RULES.md §8).
///
/// It holds every playoff round created so far: the played ones with their
/// outcomes, and the current one (unplayed) unless the bracket is finished.
/// Each round lists its matches in bracket order, the higher seed as
/// `seed_a`; the winners of matches `2i` and `2i + 1` meet in match `i` of
/// the next round.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Bracket {
    size: u32,
    rounds: Vec<Vec<PlayoffMatch>>,
    champion: Option<u32>,
}

impl Bracket {
    /// A new bracket with its first round created from [`first_round_pairs`].
    pub fn new(size: u32) -> Result<Bracket, BracketError> {
        let pairs = first_round_pairs(size).ok_or(BracketError::InvalidSize { size })?;
        let first = pairs
            .into_iter()
            .map(|(a, b)| PlayoffMatch::new(a, b))
            .collect();
        Ok(Bracket {
            size,
            rounds: vec![first],
            champion: None,
        })
    }

    /// Rebuilds a bracket from the outcomes of its played rounds, each in
    /// bracket order (what the tournament document stores). Equivalent to
    /// [`Bracket::new`] followed by [`Bracket::record_round`] for each.
    pub fn from_results(
        size: u32,
        rounds: &[Vec<PlayoffOutcome>],
    ) -> Result<Bracket, BracketError> {
        let mut bracket = Bracket::new(size)?;
        for outcomes in rounds {
            bracket.record_round(outcomes)?;
        }
        Ok(bracket)
    }

    /// The number of seeds.
    pub fn size(&self) -> u32 {
        self.size
    }

    /// The number of playoff rounds of the whole bracket: `log2(size)`.
    pub fn total_rounds(&self) -> u32 {
        self.size.trailing_zeros()
    }

    /// Every round created so far, in order; the last one is the current
    /// round unless the bracket is finished.
    pub fn rounds(&self) -> &[Vec<PlayoffMatch>] {
        &self.rounds
    }

    /// The matches waiting for results, in bracket order; `None` when the
    /// bracket is finished.
    pub fn current_round(&self) -> Option<&[PlayoffMatch]> {
        if self.champion.is_some() {
            None
        } else {
            self.rounds.last().map(Vec::as_slice)
        }
    }

    /// Records the outcomes of the current round (one per match, in bracket
    /// order) and creates the next round, which it returns (`None` when that
    /// was the final). Nothing is changed when an error is returned.
    pub fn record_round(
        &mut self,
        outcomes: &[PlayoffOutcome],
    ) -> Result<Option<&[PlayoffMatch]>, BracketError> {
        if self.champion.is_some() {
            return Err(BracketError::Finished);
        }
        let current = self.rounds.last_mut().ok_or(BracketError::Finished)?;
        if outcomes.len() != current.len() {
            return Err(BracketError::WrongMatchCount {
                expected: current.len(),
                given: outcomes.len(),
            });
        }
        for (i, (m, &o)) in current.iter().zip(outcomes).enumerate() {
            m.check(i, o)?;
        }
        for (m, &o) in current.iter_mut().zip(outcomes) {
            m.outcome = Some(o);
        }
        let advancing: Vec<u32> = current.iter().filter_map(PlayoffMatch::advancing).collect();
        if let [winner] = advancing[..] {
            self.champion = Some(winner);
            return Ok(None);
        }
        let next: Vec<PlayoffMatch> = advancing
            .chunks_exact(2)
            .map(|pair| PlayoffMatch::new(pair[0], pair[1]))
            .collect();
        self.rounds.push(next);
        Ok(self.rounds.last().map(Vec::as_slice))
    }

    /// Whether the final has been played.
    pub fn is_finished(&self) -> bool {
        self.champion.is_some()
    }

    /// The winner of the final, once played.
    pub fn champion(&self) -> Option<u32> {
        self.champion
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn recommended_cut_table() {
        for n in 0..=8 {
            assert_eq!(recommended_cut(n), None, "{n} players");
        }
        for n in 9..=16 {
            assert_eq!(recommended_cut(n), Some(4), "{n} players");
        }
        for n in [17, 32, 33, 64, 409, 410, u32::MAX] {
            assert_eq!(recommended_cut(n), Some(8), "{n} players");
        }
    }

    #[test]
    fn recommended_cut_follows_two_c_plus_one() {
        for n in 0..200u32 {
            // The largest C in {4, 8} recommended "from 2C + 1 players on".
            let expected = [8u32, 4].into_iter().find(|c| {
                let from = 2 * c + 1;
                n >= from
            });
            assert_eq!(recommended_cut(n), expected);
        }
    }

    #[test]
    fn validation_errors() {
        for size in [0, 1, 3, 5, 6, 7, 12, 24, 100] {
            assert_eq!(
                validate_cut(size, 1000, true),
                Err(CutError::NotPowerOfTwo { size })
            );
        }
        assert_eq!(validate_cut(8, 20, false), Err(CutError::SwissUnfinished));
        assert_eq!(
            validate_cut(8, 7, true),
            Err(CutError::NotEnoughPlayers {
                size: 8,
                active_players: 7
            })
        );
        // Not a power of two is reported before the other failures.
        assert_eq!(
            validate_cut(6, 3, false),
            Err(CutError::NotPowerOfTwo { size: 6 })
        );
    }

    #[test]
    fn validation_warnings() {
        assert_eq!(validate_cut(8, 17, true), Ok(vec![]));
        assert_eq!(validate_cut(4, 9, true), Ok(vec![]));
        assert_eq!(
            validate_cut(8, 16, true),
            Ok(vec![CutWarning::NotRecommended {
                size: 8,
                recommended: Some(4),
                player_count: 16
            }])
        );
        assert_eq!(
            validate_cut(2, 8, true),
            Ok(vec![CutWarning::NotRecommended {
                size: 2,
                recommended: None,
                player_count: 8
            }])
        );
        // Exactly as many players as the cut is allowed.
        assert!(validate_cut(16, 16, true).is_ok());
        let w = validate_cut(16, 100, true).expect("valid");
        assert_eq!(w.len(), 1);
        assert_eq!(w[0].code(), "cut_not_recommended");
        assert!(w[0].to_string().contains("top 8"));
    }

    #[test]
    fn top_8_seeding_is_the_classic_one() {
        assert_eq!(
            first_round_pairs(8),
            Some(vec![(1, 8), (4, 5), (2, 7), (3, 6)])
        );
        assert_eq!(first_round_pairs(4), Some(vec![(1, 4), (2, 3)]));
        assert_eq!(first_round_pairs(2), Some(vec![(1, 2)]));
        assert_eq!(first_round_pairs(6), None);
        assert_eq!(bracket_order(1), None);
    }

    #[test]
    fn seeding_properties_for_every_size() {
        let mut size = 2u32;
        while size <= 64 {
            let order = bracket_order(size).expect("power of two");
            assert_eq!(order.len() as u32, size);
            let mut sorted = order.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (1..=size).collect::<Vec<_>>(), "every seed once");
            for (a, b) in first_round_pairs(size).expect("pairs") {
                assert_eq!(a + b, size + 1);
                assert!(a < b);
            }
            // Seeds 1..=2^k are in different 2^k-ths of the bracket.
            let mut parts = 2u32;
            while parts <= size {
                let block = (size / parts) as usize;
                let mut seen = vec![false; parts as usize];
                for s in 1..=parts {
                    let pos = order.iter().position(|&x| x == s).expect("present");
                    let part = pos / block;
                    assert!(!seen[part], "size {size}: seeds 1..={parts} share a part");
                    seen[part] = true;
                }
                parts *= 2;
            }
            size *= 2;
        }
    }

    /// The round in which seeds `x` and `y` would meet if both kept winning
    /// (1-based), computed from their bracket positions.
    fn meeting_round(order: &[u32], x: u32, y: u32) -> u32 {
        let px = order.iter().position(|&s| s == x).expect("x");
        let py = order.iter().position(|&s| s == y).expect("y");
        usize::BITS - (px ^ py).leading_zeros()
    }

    #[test]
    fn seeds_one_and_two_meet_only_in_the_final() {
        for k in 1..=6u32 {
            let size = 1 << k;
            let order = bracket_order(size).expect("order");
            assert_eq!(meeting_round(&order, 1, 2), k);
        }
    }

    #[test]
    fn top_8_with_favourites_winning() {
        let mut b = Bracket::new(8).expect("bracket");
        assert_eq!(b.total_rounds(), 3);
        let winners = [1, 4, 2, 3].map(PlayoffOutcome::Winner);
        let semis = b
            .record_round(&winners)
            .expect("ok")
            .expect("next")
            .to_vec();
        assert_eq!(
            semis
                .iter()
                .map(|m| (m.seed_a, m.seed_b))
                .collect::<Vec<_>>(),
            vec![(1, 4), (2, 3)]
        );
        let fin = b
            .record_round(&[PlayoffOutcome::Winner(4), PlayoffOutcome::Winner(2)])
            .expect("ok")
            .expect("final")
            .to_vec();
        // The higher seed is player_a even when it comes from the lower half.
        assert_eq!((fin[0].seed_a, fin[0].seed_b), (2, 4));
        assert!(!b.is_finished());
        assert_eq!(b.record_round(&[PlayoffOutcome::Winner(4)]), Ok(None));
        assert!(b.is_finished());
        assert_eq!(b.champion(), Some(4));
        assert_eq!(b.current_round(), None);
        assert_eq!(b.rounds().len(), 3);
        assert_eq!(
            b.record_round(&[PlayoffOutcome::Winner(4)]),
            Err(BracketError::Finished)
        );
    }

    #[test]
    fn upsets_keep_bracket_order() {
        // 8 beats 1, 5 beats 4: match order is still top half first.
        let mut b = Bracket::new(8).expect("bracket");
        let next = b
            .record_round(&[
                PlayoffOutcome::Winner(8),
                PlayoffOutcome::Winner(5),
                PlayoffOutcome::Winner(7),
                PlayoffOutcome::Winner(6),
            ])
            .expect("ok")
            .expect("semis")
            .to_vec();
        assert_eq!(
            next.iter()
                .map(|m| (m.seed_a, m.seed_b))
                .collect::<Vec<_>>(),
            vec![(5, 8), (6, 7)]
        );
    }

    #[test]
    fn dropped_player_opponent_advances() {
        let mut b = Bracket::new(4).expect("bracket");
        let fin = b
            .record_round(&[PlayoffOutcome::Dropped(1), PlayoffOutcome::Dropped(3)])
            .expect("ok")
            .expect("final")
            .to_vec();
        assert_eq!((fin[0].seed_a, fin[0].seed_b), (2, 4));
        b.record_round(&[PlayoffOutcome::Dropped(4)]).expect("ok");
        assert_eq!(b.champion(), Some(2));
    }

    #[test]
    fn bad_results_are_refused_without_change() {
        let mut b = Bracket::new(4).expect("bracket");
        let before = b.clone();
        assert_eq!(
            b.record_round(&[PlayoffOutcome::Winner(1), PlayoffOutcome::Draw]),
            Err(BracketError::Draw { match_index: 1 })
        );
        assert_eq!(
            b.record_round(&[PlayoffOutcome::Winner(1), PlayoffOutcome::Winner(4)]),
            Err(BracketError::NotInMatch {
                match_index: 1,
                seed: 4
            })
        );
        assert_eq!(
            b.record_round(&[PlayoffOutcome::Winner(1)]),
            Err(BracketError::WrongMatchCount {
                expected: 2,
                given: 1
            })
        );
        assert_eq!(b, before);
        assert_eq!(
            Bracket::new(12),
            Err(BracketError::InvalidSize { size: 12 })
        );
    }

    #[test]
    fn outcome_from_games() {
        let m = PlayoffMatch::new(5, 4);
        assert_eq!((m.seed_a, m.seed_b), (4, 5));
        assert_eq!(
            PlayoffOutcome::from_games(&m, 2, 1),
            PlayoffOutcome::Winner(4)
        );
        assert_eq!(
            PlayoffOutcome::from_games(&m, 0, 2),
            PlayoffOutcome::Winner(5)
        );
        assert_eq!(PlayoffOutcome::from_games(&m, 1, 1), PlayoffOutcome::Draw);
    }

    proptest! {
        /// Random playoffs: each round halves the field, matches respect the
        /// bracket (the two players of match i of round r+1 come from
        /// matches 2i and 2i+1 of round r), the higher seed is always
        /// seed_a, and seeds 1 and 2 meet only in the final.
        #[test]
        fn random_playoffs(k in 1u32..=6, choices in proptest::collection::vec(0u8..4, 63)) {
            let size = 1u32 << k;
            let mut b = Bracket::new(size).expect("bracket");
            let mut used = 0usize;
            while let Some(round) = b.current_round().map(<[PlayoffMatch]>::to_vec) {
                let outcomes: Vec<PlayoffOutcome> = round
                    .iter()
                    .map(|m| {
                        let c = choices[used];
                        used += 1;
                        match c {
                            0 => PlayoffOutcome::Winner(m.seed_a),
                            1 => PlayoffOutcome::Winner(m.seed_b),
                            2 => PlayoffOutcome::Dropped(m.seed_a),
                            _ => PlayoffOutcome::Dropped(m.seed_b),
                        }
                    })
                    .collect();
                for m in &round {
                    prop_assert!(m.seed_a < m.seed_b);
                    if (m.seed_a, m.seed_b) == (1, 2) {
                        prop_assert_eq!(round.len(), 1, "1 and 2 met before the final");
                    }
                }
                let advancing: Vec<u32> = round
                    .iter()
                    .zip(&outcomes)
                    .map(|(m, o)| match *o {
                        PlayoffOutcome::Winner(s) => s,
                        PlayoffOutcome::Dropped(s) => if s == m.seed_a { m.seed_b } else { m.seed_a },
                        PlayoffOutcome::Draw => unreachable!(),
                    })
                    .collect();
                match b.record_round(&outcomes).expect("valid").map(<[PlayoffMatch]>::to_vec) {
                    Some(next) => {
                        prop_assert_eq!(next.len() * 2, round.len());
                        for (i, m) in next.iter().enumerate() {
                            let mut pair = [advancing[2 * i], advancing[2 * i + 1]];
                            pair.sort_unstable();
                            prop_assert_eq!([m.seed_a, m.seed_b], pair);
                        }
                    }
                    None => {
                        prop_assert_eq!(round.len(), 1);
                        prop_assert_eq!(b.champion(), Some(advancing[0]));
                    }
                }
            }
            prop_assert_eq!(used, size as usize - 1);
            prop_assert_eq!(b.rounds().len() as u32, k);
            let results: Vec<Vec<PlayoffOutcome>> = b
                .rounds()
                .iter()
                .map(|r| r.iter().map(|m| m.outcome.expect("played")).collect())
                .collect();
            prop_assert_eq!(Bracket::from_results(size, &results).expect("replay"), b);
        }
    }
}

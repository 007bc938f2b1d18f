//! Final standings after a top cut (RULES.md §8, "Final standings"): the
//! order prizes follow.
//!
//! The rule: the champion first, the other finalist second, then the
//! players who lost in the semifinals, then those who lost in the
//! quarterfinals, and so on; players eliminated in the same playoff round
//! are ordered among themselves by their Swiss standings; everyone who did
//! not make the cut follows in Swiss order. While the playoff runs, the
//! places already decided are shown, the rest pending.
//!
//! With a cut of `C` players and `R = log2(C)` playoff rounds, the losers of
//! playoff round `r` (1-based; round `R` is the final) share the places
//! `C / 2^r + 1 ..= C / 2^(r-1)`: for Top 8 the quarterfinal losers get
//! 5–8, the semifinal losers 3–4, the other finalist 2, the champion 1.
//! Within that range each gets a distinct place by Swiss rank. The players
//! who did not make the cut get `C + 1 ..` in Swiss order.
//!
//! **When a place is decided** (our precise reading of "the places already
//! decided"): a place is shown when no result still to be entered can
//! change it, given the results entered so far.
//!
//! - The places `C + 1 ..` of the players outside the cut are decided as
//!   soon as the cut exists.
//! - A player still in the playoff (no loss yet) has no place yet, except
//!   the champion, who is 1st once the final has its result.
//! - A player eliminated in round `r` is placed `C / 2^r + 1 + k`, where
//!   `k` is the number of other round-`r` losers ranked above them in the
//!   Swiss standings. For a round-`r` match without a result, the possible
//!   losers are all the players of that part of the bracket still in the
//!   playoff (any of them can still reach that match and lose it). The
//!   place is decided when, for every other round-`r` match, the loser is
//!   known or all its possible losers are on the same side (all above or
//!   all below) of the player in the Swiss standings. So the places of the
//!   losers of a playoff round are all decided at the latest when every
//!   match of that round has its result (e.g. 5–8 of a Top 8 once all four
//!   quarterfinals are in), and some earlier (the 8th seed losing in the
//!   quarterfinals is 8th at once: every other quarterfinal loser is ranked
//!   above them).
//!
//! Every pending match is treated as open; a correction of an entered
//! result (RULES.md §6) is a new input, not a "result still to be entered":
//! the places are recomputed from the results as they stand.
//!
//! The Swiss rank used inside a group is the player's current rank in the
//! Swiss standings (the seeds are that order at the time of the cut).
//!
//! [`seed_places`] works on seeds and plain numbers; [`compute`] reads the
//! bracket from the playoff rounds of a [`History`] and places every player
//! of the Swiss [`Standings`].

use std::cmp::Reverse;
use std::fmt;

use crate::model::{History, Outcome, Pairing, PlayerIdx, Round, RoundKind};
use crate::standings::Standings;
use crate::topcut::{PlayoffMatch, PlayoffOutcome, bracket_order, first_round_pairs};

/// Why the playoff rounds given do not form the bracket of the cut
/// (RULES.md §8), so no final standings can be derived from them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FinalStandingsError {
    /// The cut size is not a power of two ≥ 2.
    InvalidSize {
        /// The number of seeds.
        size: usize,
    },
    /// Two seeds share a Swiss rank.
    DuplicateSwissRank {
        /// The rank given twice.
        rank: u32,
    },
    /// More playoff rounds than the bracket has.
    TooManyRounds {
        /// Playoff rounds given.
        given: usize,
        /// Rounds of the bracket (`log2(size)`).
        total: u32,
    },
    /// A playoff round has the wrong number of matches.
    WrongMatchCount {
        /// The playoff round (1-based).
        stage: u32,
        /// Matches it should have.
        expected: usize,
        /// Matches given.
        given: usize,
    },
    /// A match does not pair the players the bracket says (the first round:
    /// seeds in bracket order; later rounds: the winners of the two matches
    /// below it, which must have results).
    NotTheBracket {
        /// The playoff round (1-based).
        stage: u32,
        /// 0-based match index in bracket order.
        match_index: usize,
    },
    /// An outcome names a seed not in its match, or is a draw.
    BadOutcome {
        /// The playoff round (1-based).
        stage: u32,
        /// 0-based match index in bracket order.
        match_index: usize,
    },
    /// A player of the first playoff round is not in the Swiss standings.
    UnknownPlayer,
}

impl fmt::Display for FinalStandingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            FinalStandingsError::InvalidSize { size } => write!(
                f,
                "a bracket of {size} seeds is impossible: the size must be a power of two of at least 2"
            ),
            FinalStandingsError::DuplicateSwissRank { rank } => {
                write!(f, "two seeds share the Swiss rank {rank}")
            }
            FinalStandingsError::TooManyRounds { given, total } => {
                write!(f, "{given} playoff rounds for a bracket of {total} rounds")
            }
            FinalStandingsError::WrongMatchCount {
                stage,
                expected,
                given,
            } => write!(
                f,
                "playoff round {stage} has {given} matches instead of {expected}"
            ),
            FinalStandingsError::NotTheBracket { stage, match_index } => write!(
                f,
                "playoff round {stage}, match {}: not the players the bracket pairs",
                match_index + 1
            ),
            FinalStandingsError::BadOutcome { stage, match_index } => write!(
                f,
                "playoff round {stage}, match {}: the result names no winner of this match",
                match_index + 1
            ),
            FinalStandingsError::UnknownPlayer => {
                write!(f, "a player of the top cut is not in the standings")
            }
        }
    }
}

impl std::error::Error for FinalStandingsError {}

/// The final place of one seed (RULES.md §8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SeedPlace {
    /// The seed (1-based).
    pub seed: u32,
    /// The final place, `None` while pending (see the module documentation
    /// for when a place is decided).
    pub place: Option<u32>,
    /// Playoff matches won so far.
    pub wins: u32,
    /// The playoff round (1-based) the seed lost in; `None` while still in
    /// the playoff (and for the champion).
    pub eliminated_in: Option<u32>,
}

/// The final places of the seeds of a top cut (RULES.md §8).
///
/// `swiss_rank_of_seed[s - 1]` is the current Swiss rank of seed `s`
/// (distinct numbers, smaller is better); its length is the cut size.
/// `rounds` are the playoff rounds created so far, each in bracket order
/// (the order of [`first_round_pairs`] for the first, then the winners of
/// matches `2i` and `2i + 1` meet in match `i`), with the outcomes entered
/// so far (`None`: no result yet). A dropped player's loss is
/// [`PlayoffOutcome::Dropped`] or a recorded win of the opponent.
///
/// Returns the seeds in final order: the champion (or the players still in
/// the playoff) first, by playoff matches won (most first), players still
/// in before those eliminated with as many wins, then by Swiss rank. Once
/// the final has its result this is exactly the order of the places
/// `1..=size`; before, the decided places along it are increasing.
pub fn seed_places(
    swiss_rank_of_seed: &[u32],
    rounds: &[Vec<PlayoffMatch>],
) -> Result<Vec<SeedPlace>, FinalStandingsError> {
    let size = swiss_rank_of_seed.len();
    let order = check_seeds(swiss_rank_of_seed, rounds.len())?;
    let total = size.trailing_zeros();
    let rank = |seed: u32| swiss_rank_of_seed[seed as usize - 1];
    let progress = Progress::replay(size, total, rounds)?;
    let bounds = loser_bounds(&order, total, &progress.lost_in, rank);
    let mut pos_of_seed = vec![0usize; size];
    for (pos, &s) in order.iter().enumerate() {
        pos_of_seed[s as usize - 1] = pos;
    }
    let mut out: Vec<SeedPlace> = (1..=size as u32)
        .map(|seed| {
            let i = seed as usize - 1;
            let place = match progress.lost_in[i] {
                None if progress.champion == Some(seed) => Some(1),
                None => None,
                Some(stage) => {
                    let bounds = &bounds[stage as usize - 1];
                    decided_place(size, stage, pos_of_seed[i] >> stage, rank(seed), bounds)
                }
            };
            SeedPlace {
                seed,
                place,
                wins: progress.wins[i],
                eliminated_in: progress.lost_in[i],
            }
        })
        .collect();
    out.sort_by_key(|p| (Reverse(p.wins), p.eliminated_in.is_some(), rank(p.seed)));
    Ok(out)
}

/// Checks the cut (a power-of-two size, distinct Swiss ranks) and the
/// number of playoff rounds against it (RULES.md §8); returns the bracket
/// order of the seeds.
fn check_seeds(swiss_rank_of_seed: &[u32], rounds: usize) -> Result<Vec<u32>, FinalStandingsError> {
    let size = swiss_rank_of_seed.len();
    let order = u32::try_from(size)
        .ok()
        .and_then(bracket_order)
        .ok_or(FinalStandingsError::InvalidSize { size })?;
    let mut sorted = swiss_rank_of_seed.to_vec();
    sorted.sort_unstable();
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(FinalStandingsError::DuplicateSwissRank { rank: w[0] });
    }
    let total = size.trailing_zeros();
    if rounds > total as usize {
        return Err(FinalStandingsError::TooManyRounds {
            given: rounds,
            total,
        });
    }
    Ok(order)
}

/// What the playoff rounds so far decided: matches won and the stage each
/// seed lost in (by seed − 1), and the champion once the final is decided.
struct Progress {
    wins: Vec<u32>,
    lost_in: Vec<Option<u32>>,
    champion: Option<u32>,
}

impl Progress {
    /// Checks the rounds against the bracket (RULES.md §8) and notes who
    /// lost where.
    fn replay(
        size: usize,
        total: u32,
        rounds: &[Vec<PlayoffMatch>],
    ) -> Result<Progress, FinalStandingsError> {
        let mut progress = Progress {
            wins: vec![0u32; size],
            lost_in: vec![None; size],
            champion: None,
        };
        let mut expected: Vec<Option<(u32, u32)>> = first_round_pairs(size as u32)
            .unwrap_or_default()
            .into_iter()
            .map(Some)
            .collect();
        for (pos, round) in rounds.iter().enumerate() {
            let stage = pos as u32 + 1;
            if round.len() != expected.len() {
                return Err(FinalStandingsError::WrongMatchCount {
                    stage,
                    expected: expected.len(),
                    given: round.len(),
                });
            }
            let advancing = progress.play_round(stage, total, round, &expected)?;
            expected = advancing
                .chunks_exact(2)
                .map(|p| match (p[0], p[1]) {
                    (Some(x), Some(y)) => Some((x.min(y), x.max(y))),
                    _ => None,
                })
                .collect();
        }
        Ok(progress)
    }

    /// One playoff round (`stage`, of `total`): each match must be the
    /// expected pair with a valid outcome; returns who advances from each.
    fn play_round(
        &mut self,
        stage: u32,
        total: u32,
        round: &[PlayoffMatch],
        expected: &[Option<(u32, u32)>],
    ) -> Result<Vec<Option<u32>>, FinalStandingsError> {
        let mut advancing = Vec::with_capacity(round.len());
        for (match_index, (m, want)) in round.iter().zip(expected).enumerate() {
            if *want != Some((m.seed_a.min(m.seed_b), m.seed_a.max(m.seed_b))) {
                return Err(FinalStandingsError::NotTheBracket { stage, match_index });
            }
            let bad = FinalStandingsError::BadOutcome { stage, match_index };
            let adv = match m.outcome {
                None => None,
                Some(PlayoffOutcome::Draw) => return Err(bad),
                Some(PlayoffOutcome::Winner(s) | PlayoffOutcome::Dropped(s))
                    if s != m.seed_a && s != m.seed_b =>
                {
                    return Err(bad);
                }
                Some(_) => m.advancing(),
            };
            if let Some(w) = adv {
                let loser = if w == m.seed_a { m.seed_b } else { m.seed_a };
                self.wins[w as usize - 1] += 1;
                self.lost_in[loser as usize - 1] = Some(stage);
                if stage == total {
                    self.champion = Some(w);
                }
            }
            advancing.push(adv);
        }
        Ok(advancing)
    }
}

/// For every match of every stage: the Swiss ranks of its possible
/// losers, as (best, worst), indexed `[stage - 1][match]`. A match with a
/// result has one loser; one without has every player of its part of the
/// bracket still in.
fn loser_bounds(
    order: &[u32],
    total: u32,
    lost_in: &[Option<u32>],
    rank: impl Fn(u32) -> u32,
) -> Vec<Vec<(u32, u32)>> {
    let mut bounds: Vec<Vec<(u32, u32)>> = Vec::with_capacity(total as usize);
    for stage in 1..=total {
        let block = 1usize << stage;
        let stage_bounds = order
            .chunks_exact(block)
            .map(|part| {
                let decided = part
                    .iter()
                    .find(|&&s| lost_in[s as usize - 1] == Some(stage));
                let candidates: Vec<u32> = match decided {
                    Some(&s) => vec![rank(s)],
                    None => part
                        .iter()
                        .filter(|&&s| lost_in[s as usize - 1].is_none())
                        .map(|&s| rank(s))
                        .collect(),
                };
                let best = candidates.iter().copied().min().unwrap_or(u32::MAX);
                let worst = candidates.iter().copied().max().unwrap_or(0);
                (best, worst)
            })
            .collect();
        bounds.push(stage_bounds);
    }
    bounds
}

/// The place of a seed with Swiss rank `me` who lost match `mine` of
/// `stage` (RULES.md §8): after the `size >> stage` players still in at
/// that stage's end, ranked among the stage's losers by Swiss rank; `None`
/// while another loser of the stage could still rank either side of it.
fn decided_place(
    size: usize,
    stage: u32,
    mine: usize,
    me: u32,
    stage_bounds: &[(u32, u32)],
) -> Option<u32> {
    let mut above = 0u32;
    let mut decided = true;
    for (j, &(best, worst)) in stage_bounds.iter().enumerate() {
        if j == mine {
            continue;
        }
        if worst < me {
            above += 1;
        } else if best < me {
            decided = false;
        }
    }
    decided.then_some((size as u32 >> stage) + 1 + above)
}

/// One line of the final standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FinalRow {
    pub player: PlayerIdx,
    /// The final place, `None` while pending (RULES.md §8).
    pub place: Option<u32>,
}

/// The final standings of a tournament with a top cut (RULES.md §8).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinalStandings {
    /// The cut size.
    pub cut_size: u32,
    /// Every player of the Swiss standings, in final order: the seeds as
    /// [`seed_places`] orders them, then everyone else in Swiss order.
    pub rows: Vec<FinalRow>,
}

/// The final standings (RULES.md §8) from the playoff rounds of `history`
/// numbered up to `through_round` (all when `None`) and the Swiss standings
/// `swiss` (computed on the same history). `Ok(None)` when there is no
/// playoff round up to `through_round`: no cut yet.
///
/// The cut is read from the first playoff round: its tables, in table
/// order, are the first-round matches of [`first_round_pairs`], the higher
/// seed as `player_a`. Later playoff rounds are the winners in bracket
/// order (tables in table order).
pub fn compute(
    history: &History,
    swiss: &Standings,
    through_round: Option<u32>,
) -> Result<Option<FinalStandings>, FinalStandingsError> {
    let playoff: Vec<_> = history
        .rounds()
        .iter()
        .filter(|r| r.kind == RoundKind::Playoff && through_round.is_none_or(|n| r.number <= n))
        .collect();
    let Some(first) = playoff.first() else {
        return Ok(None);
    };
    fn tables(r: &Round) -> Vec<&Pairing> {
        let mut t: Vec<&Pairing> = r.pairings.iter().collect();
        t.sort_by_key(|p| p.table);
        t
    }
    let size = 2 * first.pairings.len();
    let pairs = u32::try_from(size)
        .ok()
        .and_then(first_round_pairs)
        .ok_or(FinalStandingsError::InvalidSize { size })?;
    let mut seeds: Vec<PlayerIdx> = vec![PlayerIdx(0); size];
    for (match_index, (&(a, b), p)) in pairs.iter().zip(tables(first)).enumerate() {
        let pb = p.player_b.ok_or(FinalStandingsError::NotTheBracket {
            stage: 1,
            match_index,
        })?;
        seeds[a as usize - 1] = p.player_a;
        seeds[b as usize - 1] = pb;
    }
    let seed_of = |p: PlayerIdx| seeds.iter().position(|&s| s == p).map(|i| i as u32 + 1);
    let mut rounds = Vec::with_capacity(playoff.len());
    for (pos, r) in playoff.iter().enumerate() {
        let stage = pos as u32 + 1;
        let mut matches = Vec::with_capacity(r.pairings.len());
        for (match_index, p) in tables(r).into_iter().enumerate() {
            let not_bracket = FinalStandingsError::NotTheBracket { stage, match_index };
            let a = seed_of(p.player_a).ok_or(not_bracket)?;
            let b = p.player_b.and_then(seed_of).ok_or(not_bracket)?;
            let outcome = match p.result.map(|x| x.outcome()) {
                None => None,
                Some(Outcome::Win) => Some(PlayoffOutcome::Winner(a)),
                Some(Outcome::Loss) => Some(PlayoffOutcome::Winner(b)),
                Some(Outcome::Draw) => Some(PlayoffOutcome::Draw),
            };
            matches.push(PlayoffMatch {
                seed_a: a.min(b),
                seed_b: a.max(b),
                outcome,
            });
        }
        rounds.push(matches);
    }
    let swiss_rank_of_seed = seeds
        .iter()
        .map(|&p| swiss.rank(p).ok_or(FinalStandingsError::UnknownPlayer))
        .collect::<Result<Vec<_>, _>>()?;
    let places = seed_places(&swiss_rank_of_seed, &rounds)?;
    let mut rows: Vec<FinalRow> = places
        .iter()
        .map(|p| FinalRow {
            player: seeds[p.seed as usize - 1],
            place: p.place,
        })
        .collect();
    let mut in_cut = vec![false; history.players().len()];
    for s in &seeds {
        in_cut[s.get()] = true;
    }
    let mut next = size as u32;
    for row in &swiss.rows {
        if !in_cut.get(row.player.get()).copied().unwrap_or(false) {
            next += 1;
            rows.push(FinalRow {
                player: row.player,
                place: Some(next),
            });
        }
    }
    Ok(Some(FinalStandings {
        cut_size: size as u32,
        rows,
    }))
}

#[cfg(test)]
#[path = "final_standings_tests.rs"]
mod tests;

//! Standings: match and game points, MW%, GW%, OMW%, OGW% and the one
//! ordering function (RULES.md §3–4).
//!
//! [`compute`] counts the Swiss rounds up to `after_round` (default: the
//! latest completed Swiss round), computes every figure as an exact
//! [`Ratio`], and sorts the players with [`compare`], the single ordering
//! function of the engine (the pairing code ranks with it too).
//! Work is `O(players + matches)` plus the sort.
//!
//! Its two companions live beside it: [`extended`] (the figures of RULES.md
//! §9) and [`final_standings`] (the order after a top cut, §8).

pub mod extended;
pub mod final_standings;

use std::cmp::Ordering;
use std::fmt;

use serde::{Deserialize, Serialize};

use self::extended::Extended;
use crate::model::{History, Outcome, PlayerIdx, RoundKind};
use crate::ratio::{CommonDenominator, FLOOR_MTR, ONE_THIRD, Ratio};

/// Which floor the percentages use (RULES.md §3, §9); also its API name
/// ([`Floor::as_str`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        as = WireFloor,
        description = "The floor of the percentages: `mtr` (0.33, the default) or `third`\n(exactly 1/3, the book: [Why other platforms can show different numbers](/book/en/pairings-and-standings.html#other-platforms)). Used for `?floor=` and `--floor`."
    )
)]
pub enum Floor {
    /// `33/100`, the value printed in the MTR: the official standings.
    #[default]
    Mtr,
    /// Exactly `1/3`, for comparison with other platforms (§9).
    Third,
}

impl Floor {
    /// The floor as a fraction.
    pub const fn value(self) -> Ratio {
        match self {
            Floor::Mtr => FLOOR_MTR,
            Floor::Third => ONE_THIRD,
        }
    }

    /// `"mtr"` or `"third"`, as in the API.
    pub const fn as_str(self) -> &'static str {
        match self {
            Floor::Mtr => "mtr",
            Floor::Third => "third",
        }
    }
}

/// What to compute.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StandingsOptions {
    /// Standings after this round; `None`: after the latest completed Swiss
    /// round. `Some(0)`: before round 1 (the fixed order alone, §4).
    pub after_round: Option<u32>,
    /// The percentage floor.
    pub floor: Floor,
    /// Also compute the §9 figures ([`StandingRow::extended`]).
    pub extended: bool,
}

/// Why standings cannot be computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StandingsError {
    /// `after_round` names a round that does not exist.
    RoundNotFound { requested: u32, last_round: u32 },
    /// `after_round` names a round with results missing.
    RoundNotCompleted { round: u32 },
    /// A figure's exact fraction does not fit in 128 bits (only conceivable
    /// with dozens of rounds of very varied game counts).
    Overflow,
}

impl StandingsError {
    /// A stable machine-readable code.
    pub const fn code(&self) -> &'static str {
        match self {
            StandingsError::RoundNotFound { .. } => "unknown_round",
            StandingsError::RoundNotCompleted { .. } => "round_not_completed",
            StandingsError::Overflow => "arithmetic_overflow",
        }
    }
}

impl fmt::Display for StandingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StandingsError::RoundNotFound {
                requested,
                last_round,
            } => write!(
                f,
                "after_round {requested}: no such round (the last round is {last_round})"
            ),
            StandingsError::RoundNotCompleted { round } => {
                write!(f, "after_round {round}: round {round} is not completed")
            }
            StandingsError::Overflow => {
                write!(f, "a tiebreaker fraction is too large to represent exactly")
            }
        }
    }
}

impl std::error::Error for StandingsError {}

/// One player's line in the standings. Percentages are exact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingRow {
    /// 1-based position; ranks are distinct (the order is total).
    pub rank: u32,
    pub player: PlayerIdx,
    /// Win 3, draw 1, bye 3 (§1–2).
    pub match_points: u32,
    /// Matches won, lost, drawn; byes are counted in `byes`, not `wins`.
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub byes: u32,
    /// Missed rounds (RULES.md §11): 0 match points, no games, no opponent;
    /// counted in `rounds_played` like a match loss.
    pub missed: u32,
    /// Game points of matches played (bye games excluded, §2).
    pub game_points: u32,
    /// Games of matches played (bye games excluded, §2).
    pub games_played: u32,
    /// Rounds counted in MW%: matches, byes and missed rounds (RULES.md
    /// §3, §11); the MW% denominator / 3.
    pub rounds_played: u32,
    /// MW% (§3).
    pub mw: Ratio,
    /// GW% (§3), bye games excluded.
    pub gw: Ratio,
    /// OMW% (§3), byes skipped.
    pub omw: Ratio,
    /// OGW% (§3), byes skipped.
    pub ogw: Ratio,
    /// Dropped by the end of `after_round` (not paired in the next round).
    pub dropped: bool,
    /// Opponents met in every round (Swiss and playoff) up to
    /// `after_round`, one per match, in round order: the rematch input of
    /// the pairing (§5).
    pub opponents: Vec<PlayerIdx>,
    /// §9 figures, when asked for.
    pub extended: Option<Extended>,
}

/// Standings after a round, rows in rank order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standings {
    /// The round these standings follow (0: before round 1).
    pub after_round: u32,
    pub floor: Floor,
    /// Rows in rank order (`rows[i].rank == i + 1`).
    pub rows: Vec<StandingRow>,
    /// `rank_of[player] - 1` is the player's position in `rows`.
    rank_of: Vec<u32>,
}

impl Standings {
    /// The row of `player`.
    pub fn row(&self, player: PlayerIdx) -> Option<&StandingRow> {
        let rank = *self.rank_of.get(player.get())?;
        self.rows.get(rank.checked_sub(1)? as usize)
    }

    /// The rank (from 1) of `player`.
    pub fn rank(&self, player: PlayerIdx) -> Option<u32> {
        self.rank_of.get(player.get()).copied()
    }

    /// Rows of the players still active (not dropped), in rank order: the
    /// field of the next round (RULES.md §5).
    pub fn active(&self) -> impl Iterator<Item = &StandingRow> + '_ {
        self.rows.iter().filter(|r| !r.dropped)
    }
}

/// The fixed order (RULES.md §4, last key): display name compared
/// case-insensitively (Unicode lowercase), then the player's id.
pub fn fixed_order(history: &History, a: PlayerIdx, b: PlayerIdx) -> Ordering {
    history
        .folded_name(a)
        .cmp(history.folded_name(b))
        .then_with(|| history.player(a).id.cmp(&history.player(b).id))
}

/// THE ordering of the standings (RULES.md §4): match points, OMW%, GW%,
/// OGW% (each high first), then [`fixed_order`]. `Less` means `a` ranks
/// above `b`. A total order: distinct players never compare equal, because
/// ids are unique. The standings table and the pairing engine both use it.
pub fn compare(history: &History, a: &StandingRow, b: &StandingRow) -> Ordering {
    b.match_points
        .cmp(&a.match_points)
        .then_with(|| b.omw.cmp(&a.omw))
        .then_with(|| b.gw.cmp(&a.gw))
        .then_with(|| b.ogw.cmp(&a.ogw))
        .then_with(|| fixed_order(history, a.player, b.player))
}

/// A Swiss match from one player's side, as counted in the standings.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Met {
    pub opponent: PlayerIdx,
    pub outcome: Outcome,
}

/// Per-player totals over the counted Swiss rounds.
#[derive(Clone, Debug, Default)]
pub(crate) struct Tally {
    pub match_points: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub byes: u32,
    /// Missed rounds (RULES.md §11).
    pub missed: u32,
    pub game_points: u32,
    pub games: u32,
    pub rounds_played: u32,
    /// Counted Swiss matches (byes excluded), in round order.
    pub met: Vec<Met>,
    /// Σ over counted rounds of points × (rounds counted after it, inclusive):
    /// the progressive score (§9).
    pub progressive: u32,
}

/// Percentages of every player, indexed by player.
pub(crate) struct Percentages {
    pub mw: Vec<Ratio>,
    pub gw: Vec<Ratio>,
    pub omw: Vec<Ratio>,
    pub ogw: Vec<Ratio>,
}

fn floored(floor: Ratio, numer: u32, denom: u32) -> Ratio {
    match Ratio::new(i128::from(numer), i128::from(denom)) {
        Some(v) if v > floor => v,
        _ => floor,
    }
}

/// Mean of `values` over `met` opponents; the floor when there are none
/// (RULES.md §3: nothing to average gives the floor).
pub(crate) fn mean_over(
    met: &[Met],
    values: &CommonDenominator<'_>,
    floor: Ratio,
    keep: impl Fn(&Met) -> bool + Clone,
) -> Result<Ratio, StandingsError> {
    let positions = met
        .iter()
        .filter(move |m| keep(m))
        .map(|m| m.opponent.get());
    if positions.clone().next().is_none() {
        return Ok(floor);
    }
    values.mean(positions).ok_or(StandingsError::Overflow)
}

pub(crate) fn tally(history: &History, after_round: u32) -> Vec<Tally> {
    let n = history.players().len();
    let mut tallies = vec![Tally::default(); n];
    let counted: Vec<_> = history
        .rounds()
        .iter()
        .filter(|r| r.kind == RoundKind::Swiss && r.number <= after_round)
        .collect();
    let total = counted.len() as u32;
    // Missed rounds (RULES.md §11): a round in MW% worth 0 points, no games,
    // no opponent (so in nobody's OMW%/OGW%), not a bye. `History` checked
    // that each is a Swiss round the player is not seated in.
    for (t, p) in tallies.iter_mut().zip(history.players()) {
        let missed = p
            .missed_rounds
            .iter()
            .filter(|&&m| m <= after_round)
            .count() as u32;
        t.missed += missed;
        t.rounds_played += missed;
    }
    for (pos, round) in counted.iter().enumerate() {
        let weight = total - pos as u32;
        for pairing in &round.pairings {
            let Some(b) = pairing.player_b else {
                let t = &mut tallies[pairing.player_a.get()];
                t.byes += 1;
                t.match_points += 3;
                t.rounds_played += 1;
                t.progressive += 3 * weight;
                continue;
            };
            let Some(result) = pairing.result else {
                continue;
            };
            for (p, q, r) in [
                (pairing.player_a, b, result),
                (b, pairing.player_a, result.mirrored()),
            ] {
                let t = &mut tallies[p.get()];
                let outcome = r.outcome();
                match outcome {
                    Outcome::Win => t.wins += 1,
                    Outcome::Loss => t.losses += 1,
                    Outcome::Draw => t.draws += 1,
                }
                t.match_points += r.match_points();
                t.progressive += r.match_points() * weight;
                t.game_points += r.game_points();
                t.games += r.games();
                t.rounds_played += 1;
                t.met.push(Met {
                    opponent: q,
                    outcome,
                });
            }
        }
    }
    tallies
}

pub(crate) fn percentages(tallies: &[Tally], floor: Floor) -> Result<Percentages, StandingsError> {
    let f = floor.value();
    let mw: Vec<Ratio> = tallies
        .iter()
        .map(|t| floored(f, t.match_points, 3 * t.rounds_played))
        .collect();
    let gw: Vec<Ratio> = tallies
        .iter()
        .map(|t| floored(f, t.game_points, 3 * t.games))
        .collect();
    let (mw_c, gw_c) = (CommonDenominator::new(&mw), CommonDenominator::new(&gw));
    let omw = tallies
        .iter()
        .map(|t| mean_over(&t.met, &mw_c, f, |_| true))
        .collect::<Result<Vec<_>, _>>()?;
    let ogw = tallies
        .iter()
        .map(|t| mean_over(&t.met, &gw_c, f, |_| true))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Percentages { mw, gw, omw, ogw })
}

fn resolve_after_round(history: &History, after_round: Option<u32>) -> Result<u32, StandingsError> {
    let Some(n) = after_round else {
        return Ok(history.last_completed_swiss_round());
    };
    if n == 0 {
        return Ok(0);
    }
    let last_round = history.rounds().len() as u32;
    match history.round(n) {
        None => Err(StandingsError::RoundNotFound {
            requested: n,
            last_round,
        }),
        Some(r) if !r.is_complete() => Err(StandingsError::RoundNotCompleted { round: n }),
        Some(_) => Ok(n),
    }
}

/// Standings after a round (RULES.md §3–4), rows in rank order.
///
/// Counts the Swiss rounds numbered up to `after_round`; playoff rounds
/// never change Swiss figures but their opponents appear in
/// [`StandingRow::opponents`]. Errors when `after_round` does not exist or
/// is not completed.
pub fn compute(history: &History, options: &StandingsOptions) -> Result<Standings, StandingsError> {
    let after_round = resolve_after_round(history, options.after_round)?;
    let tallies = tally(history, after_round);
    let pct = percentages(&tallies, options.floor)?;
    let mut standings = assemble(history, after_round, options.floor, &tallies, &pct);
    if options.extended {
        let third = if options.floor == Floor::Third {
            None
        } else {
            let third_pct = percentages(&tallies, Floor::Third)?;
            Some((
                assemble(history, after_round, Floor::Third, &tallies, &third_pct),
                third_pct,
            ))
        };
        let (third_standings, third_pct) = match &third {
            Some((s, p)) => (s, p),
            None => (&standings, &pct),
        };
        let figures = extended::compute(&tallies, &pct, options.floor, third_standings, third_pct)?;
        let mut figures: Vec<Option<Extended>> = figures.into_iter().map(Some).collect();
        for row in &mut standings.rows {
            row.extended = figures[row.player.get()].take();
        }
    }
    Ok(standings)
}

fn assemble(
    history: &History,
    after_round: u32,
    floor: Floor,
    tallies: &[Tally],
    pct: &Percentages,
) -> Standings {
    let opponents = history.opponents_table(after_round);
    let rows: Vec<StandingRow> = history
        .player_indices()
        .zip(tallies)
        .zip(opponents)
        .map(|((p, t), opponents)| StandingRow {
            rank: 0,
            player: p,
            match_points: t.match_points,
            wins: t.wins,
            losses: t.losses,
            draws: t.draws,
            byes: t.byes,
            missed: t.missed,
            game_points: t.game_points,
            games_played: t.games,
            rounds_played: t.rounds_played,
            mw: pct.mw[p.get()],
            gw: pct.gw[p.get()],
            omw: pct.omw[p.get()],
            ogw: pct.ogw[p.get()],
            dropped: history.is_dropped_after(p, after_round),
            opponents,
            extended: None,
        })
        .collect();
    // Sort positions, not the (large) rows; `compare` is total, so the
    // unstable sort is deterministic.
    let mut order: Vec<usize> = (0..rows.len()).collect();
    order.sort_unstable_by(|&a, &b| compare(history, &rows[a], &rows[b]));
    let mut slots: Vec<Option<StandingRow>> = rows.into_iter().map(Some).collect();
    let mut rank_of = vec![0u32; slots.len()];
    let mut rows = Vec::with_capacity(slots.len());
    for (pos, &i) in order.iter().enumerate() {
        if let Some(mut row) = slots[i].take() {
            row.rank = pos as u32 + 1;
            rank_of[row.player.get()] = row.rank;
            rows.push(row);
        }
    }
    Standings {
        after_round,
        floor,
        rows,
        rank_of,
    }
}

#[cfg(test)]
mod tests;

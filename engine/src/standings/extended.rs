//! Figures beyond the MTR stack (RULES.md §9): shown, never used to rank.
//!
//! All are computed over the same counted Swiss matches as the standings
//! (byes skipped, one entry per match):
//! - Buchholz: sum of opponents' match points;
//! - Fine Buchholz: sum of opponents' Buchholz;
//! - Sonneborn-Berger: opponents' match points for wins, half for draws;
//! - Schoch: sum of match points of opponents beaten;
//! - OOMW% / OOGW%: mean of opponents' OMW% / OGW% (the floor when none);
//! - defeated opponents' MW%: mean MW% of opponents beaten (the floor when
//!   none);
//! - progressive score: the sum of the running match-point total after each
//!   counted round (a round the player missed adds the unchanged total);
//! - the rank and percentages with an exact one-third floor.

use crate::model::Outcome;
use crate::ratio::{CommonDenominator, Ratio};
use crate::standings::{Floor, Percentages, Standings, StandingsError, Tally, mean_over};

/// The same figures with an exact `1/3` floor (RULES.md §9).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThirdFloor {
    pub rank: u32,
    pub mw: Ratio,
    pub gw: Ratio,
    pub omw: Ratio,
    pub ogw: Ratio,
}

/// §9 figures of one player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Extended {
    pub buchholz: u32,
    pub fine_buchholz: u64,
    /// A multiple of 1/2.
    pub sonneborn_berger: Ratio,
    pub schoch: u32,
    /// Opponents' mean OMW%.
    pub oomw: Ratio,
    /// Opponents' mean OGW%.
    pub oogw: Ratio,
    /// Mean MW% of the opponents this player beat.
    pub defeated_mw: Ratio,
    pub progressive: u32,
    pub third_floor: ThirdFloor,
}

/// §9 figures for every player, indexed by player. `third` are the
/// standings and percentages computed with [`Floor::Third`].
pub(crate) fn compute(
    tallies: &[Tally],
    pct: &Percentages,
    floor: Floor,
    third: &Standings,
    third_pct: &Percentages,
) -> Result<Vec<Extended>, StandingsError> {
    let f = floor.value();
    let buchholz: Vec<u32> = tallies
        .iter()
        .map(|t| {
            t.met
                .iter()
                .map(|m| tallies[m.opponent.get()].match_points)
                .sum()
        })
        .collect();
    let omw = CommonDenominator::new(&pct.omw);
    let ogw = CommonDenominator::new(&pct.ogw);
    let mw = CommonDenominator::new(&pct.mw);
    let mut out = Vec::with_capacity(tallies.len());
    for (i, t) in tallies.iter().enumerate() {
        let mp = |m: &crate::standings::Met| tallies[m.opponent.get()].match_points;
        let fine_buchholz = t
            .met
            .iter()
            .map(|m| u64::from(buchholz[m.opponent.get()]))
            .sum();
        let doubled_sb: u32 = t
            .met
            .iter()
            .map(|m| match m.outcome {
                Outcome::Win => 2 * mp(m),
                Outcome::Draw => mp(m),
                Outcome::Loss => 0,
            })
            .sum();
        let schoch = t
            .met
            .iter()
            .filter(|m| m.outcome == Outcome::Win)
            .map(mp)
            .sum();
        let player = crate::model::PlayerIdx(i as u32);
        out.push(Extended {
            buchholz: buchholz[i],
            fine_buchholz,
            sonneborn_berger: Ratio::new(i128::from(doubled_sb), 2)
                .ok_or(StandingsError::Overflow)?,
            schoch,
            oomw: mean_over(&t.met, &omw, f, |_| true)?,
            oogw: mean_over(&t.met, &ogw, f, |_| true)?,
            defeated_mw: mean_over(&t.met, &mw, f, |m| m.outcome == Outcome::Win)?,
            progressive: t.progressive,
            third_floor: ThirdFloor {
                rank: third.rank(player).unwrap_or(0),
                mw: third_pct.mw[i],
                gw: third_pct.gw[i],
                omw: third_pct.omw[i],
                ogw: third_pct.ogw[i],
            },
        });
    }
    Ok(out)
}

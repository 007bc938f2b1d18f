//! Wire types of the API responses (api.md), separate from the engine's
//! types, with explicit conversions. Serialized by the command line and the
//! HTTP service alike.
//!
//! Percentages are exact fractions in the engine and are rounded to 4
//! decimals only here, at output (rules.md preamble, api.md "Conventions").

use planesforge_engine::standings::{Floor, StandingRow, Standings};
use planesforge_engine::{Extended, History, Ratio};
use serde::{Deserialize, Serialize};

/// Decimal places of every percentage on the wire.
pub const DECIMALS: u32 = 4;

/// A percentage (or other fraction) rounded for output.
pub fn pct(r: Ratio) -> f64 {
    r.round_to(DECIMALS)
}

/// The floor of the percentages: `mtr` (0.33, the default) or `third`
/// (exactly 1/3, rules.md §9). Used for `?floor=` and `--floor`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum WireFloor {
    #[default]
    Mtr,
    Third,
}

impl From<WireFloor> for Floor {
    fn from(f: WireFloor) -> Floor {
        match f {
            WireFloor::Mtr => Floor::Mtr,
            WireFloor::Third => Floor::Third,
        }
    }
}

impl From<Floor> for WireFloor {
    fn from(f: Floor) -> WireFloor {
        match f {
            Floor::Mtr => WireFloor::Mtr,
            Floor::Third => WireFloor::Third,
        }
    }
}

/// The `standings` response (api.md "Standings").
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StandingsResponse {
    /// The round these standings follow (0: before round 1).
    pub after_round: u32,
    pub floor: WireFloor,
    /// In rank order.
    pub standings: Vec<StandingEntry>,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StandingEntry {
    pub rank: u32,
    pub player_id: String,
    pub name: String,
    pub match_points: u32,
    /// Matches won; byes are counted in `byes`.
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub byes: u32,
    pub omw: f64,
    pub gw: f64,
    pub ogw: f64,
    /// Dropped by the end of `after_round`.
    pub dropped: bool,
    /// rules.md §9 figures, only with `extended`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extended: Option<ExtendedEntry>,
}

/// rules.md §9 figures: shown, never used to rank.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ExtendedEntry {
    /// Match-win percentage.
    pub mw: f64,
    /// Game points and games of matches played (bye games excluded).
    pub game_points: u32,
    pub games_played: u32,
    /// Sum of opponents' match points.
    pub buchholz: u32,
    /// Sum of opponents' Buchholz.
    pub fine_buchholz: u64,
    /// Opponents' match points for wins, half for draws.
    pub sonneborn_berger: f64,
    /// Sum of match points of opponents beaten.
    pub schoch: u32,
    /// Opponents' opponents' match-win percentage.
    pub oomw: f64,
    /// Opponents' opponents' game-win percentage.
    pub oogw: f64,
    /// Mean match-win percentage of opponents beaten.
    pub defeated_mw: f64,
    /// Sum of the running match-point total after each round.
    pub progressive: u32,
    /// Rank and percentages with an exact one-third floor.
    pub third_floor: ThirdFloorEntry,
}

/// The standings line recomputed with an exact 1/3 floor.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ThirdFloorEntry {
    pub rank: u32,
    pub mw: f64,
    pub omw: f64,
    pub gw: f64,
    pub ogw: f64,
}

impl StandingsResponse {
    /// The response for standings computed on `history`.
    pub fn new(history: &History, standings: &Standings) -> StandingsResponse {
        StandingsResponse {
            after_round: standings.after_round,
            floor: standings.floor.into(),
            standings: standings
                .rows
                .iter()
                .map(|row| StandingEntry::new(history, row))
                .collect(),
        }
    }
}

impl StandingEntry {
    /// One line, with the player's id and name from `history`.
    pub fn new(history: &History, row: &StandingRow) -> StandingEntry {
        let player = history.player(row.player);
        StandingEntry {
            rank: row.rank,
            player_id: player.id.clone(),
            name: player.name.clone(),
            match_points: row.match_points,
            wins: row.wins,
            losses: row.losses,
            draws: row.draws,
            byes: row.byes,
            omw: pct(row.omw),
            gw: pct(row.gw),
            ogw: pct(row.ogw),
            dropped: row.dropped,
            extended: row.extended.as_ref().map(|e| ExtendedEntry::new(row, e)),
        }
    }
}

impl ExtendedEntry {
    /// The §9 block of `row`.
    pub fn new(row: &StandingRow, e: &Extended) -> ExtendedEntry {
        ExtendedEntry {
            mw: pct(row.mw),
            game_points: row.game_points,
            games_played: row.games_played,
            buchholz: e.buchholz,
            fine_buchholz: e.fine_buchholz,
            sonneborn_berger: pct(e.sonneborn_berger),
            schoch: e.schoch,
            oomw: pct(e.oomw),
            oogw: pct(e.oogw),
            defeated_mw: pct(e.defeated_mw),
            progressive: e.progressive,
            third_floor: ThirdFloorEntry {
                rank: e.third_floor.rank,
                mw: pct(e.third_floor.mw),
                omw: pct(e.third_floor.omw),
                gw: pct(e.third_floor.gw),
                ogw: pct(e.third_floor.ogw),
            },
        }
    }
}

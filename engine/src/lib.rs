//! PlanesForge engine: standings, tiebreakers and Swiss pairing for Magic:
//! The Gathering tournaments.
//!
//! The crate is pure: no I/O, no clock, no randomness. Every figure is an
//! exact fraction; the rules it implements are in `engine/RULES.md`, the
//! crate's contract (cited below as "RULES.md §N").
//!
//! The road is always the same: build a validated [`History`] (directly with
//! [`History::new`], or from a [`TournamentDocument`]), then compute on it:
//! [`standings::compute`] for the standings (§3–4, §9), [`recommend`] for the
//! number of rounds (§7). [`pair_round`] pairs a Swiss round (§2, §5), and
//! [`RoundScore`] states the objective of §5 as a value, so that any round
//! can be compared with the engine's.

pub mod access;
pub mod bye;
pub mod clock;
#[cfg(feature = "diesel")]
mod columns;
pub mod cutline;
pub mod document;
/// The former path of [`document::settings`] (it was named for format /3,
/// which added the settings and the round clocks), kept for the API's users.
pub use document::settings as document_v3;
pub mod explain;
pub mod lifecycle;
pub mod matching;
pub mod model;
pub mod pairing;
pub mod ratio;
pub mod recommend;
pub mod reports;
pub mod standings;
// The standings' two companions keep their paths at the root.
pub use standings::{extended, final_standings};
pub mod topcut;
pub mod validate;

pub use document::{DocumentError, Location, TournamentDocument, TournamentRecord};
pub use extended::{Extended, ThirdFloor};
pub use model::{
    History, HistoryError, MatchResult, Outcome, Pairing, PairingAt, Player, PlayerIdx,
    ResultError, Round, RoundKind, missed_rounds_of,
};
pub use pairing::{
    NextRound, NextRoundError, PairedRound, PairedTable, PairingError, PairingPlayer, RoundScore,
    RoundScoreError, RoundWarning, pair_next_round, pair_round,
};
pub use ratio::{FLOOR_MTR, ONE_THIRD, Ratio};
pub use recommend::{Recommendation, recommend};
pub use standings::{
    Floor, StandingRow, Standings, StandingsError, StandingsOptions, compare, fixed_order,
};

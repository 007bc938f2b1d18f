//! Format `planesforge-tournament/2` ([`super::FORMAT_V2`]), the second
//! step of the migration chain: /1 with `planned_rounds`, `top_cut`, each
//! round's `state` and each player's `missed_rounds`.
//! [`DocumentV2::upgrade`] makes it the /3 document with what /3 adds at
//! its defaults: the default settings and no round clocks.

use serde::Deserialize;

use super::settings::DocSettings;
use super::{DocDetails, DocPairing, DocPlayer, DocRound, FORMAT_V3, TournamentDocument};
use crate::lifecycle::RoundState;
use crate::model::RoundKind;

/// Format /2: exactly the fields it had (a /3 field in a /2 document is
/// an unknown field).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct DocumentV2 {
    #[allow(dead_code)]
    pub(super) format: String,
    pub(super) name: String,
    #[serde(default)]
    pub(super) planned_rounds: Option<u32>,
    #[serde(default)]
    pub(super) top_cut: Option<u32>,
    pub(super) players: Vec<DocPlayer>,
    #[serde(default)]
    pub(super) rounds: Vec<DocRoundV2>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct DocRoundV2 {
    pub(super) number: u32,
    pub(super) kind: RoundKind,
    #[serde(default)]
    pub(super) state: Option<RoundState>,
    pub(super) pairings: Vec<DocPairing>,
}

impl DocumentV2 {
    /// The /3 document (in the /4 shape, which /3 shares: see
    /// [`super::v3`]): the same players and rounds, the default settings,
    /// no round clocks.
    pub(super) fn upgrade(self) -> TournamentDocument {
        TournamentDocument {
            format: FORMAT_V3.to_owned(),
            name: self.name,
            planned_rounds: self.planned_rounds,
            top_cut: self.top_cut,
            settings: DocSettings::default(),
            details: DocDetails::default(),
            players: self.players,
            rounds: self
                .rounds
                .into_iter()
                .map(|r| DocRound {
                    number: r.number,
                    kind: r.kind,
                    state: r.state,
                    pairings: r.pairings,
                    clock: None,
                })
                .collect(),
        }
    }
}

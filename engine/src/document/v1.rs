//! Format `planesforge-tournament/1` ([`super::FORMAT_V1`]), the first
//! step of the migration chain: players, rounds, tables, results, drops.
//! [`DocumentV1::upgrade`] makes it the /2 document with what /2 adds at
//! its defaults: no planned rounds, the cut undecided, no round states
//! (each is derived from its results) and no missed rounds.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::DocPairing;
use super::v2::{DocRoundV2, DocumentV2};
use super::{DocPlayer, FORMAT_V2};
use crate::model::RoundKind;

/// Format /1: exactly the fields it had (a /2 field in a /1 document is
/// an unknown field).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct DocumentV1 {
    #[allow(dead_code)]
    format: String,
    name: String,
    players: Vec<DocPlayerV1>,
    #[serde(default)]
    rounds: Vec<DocRoundV1>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DocPlayerV1 {
    id: String,
    name: String,
    #[serde(default)]
    dropped_after_round: Option<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DocRoundV1 {
    number: u32,
    kind: RoundKind,
    pairings: Vec<DocPairing>,
}

impl DocumentV1 {
    /// The /2 document: the same players and rounds, what /2 adds at its
    /// defaults.
    pub(super) fn upgrade(self) -> DocumentV2 {
        DocumentV2 {
            format: FORMAT_V2.to_owned(),
            name: self.name,
            planned_rounds: None,
            top_cut: None,
            players: self
                .players
                .into_iter()
                .map(|p| DocPlayer {
                    id: p.id,
                    name: p.name,
                    dropped_after_round: p.dropped_after_round,
                    missed_rounds: Vec::new(),
                    external_id: None,
                    metadata: BTreeMap::new(),
                    final_rank: None,
                })
                .collect(),
            rounds: self
                .rounds
                .into_iter()
                .map(|r| DocRoundV2 {
                    number: r.number,
                    kind: r.kind,
                    state: None,
                    pairings: r.pairings,
                })
                .collect(),
        }
    }
}

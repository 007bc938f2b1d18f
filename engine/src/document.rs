//! The tournament document (api.md "The tournament document") ⇄ [`History`].
//!
//! Reading is all or nothing: [`TournamentDocument::parse`] refuses bad
//! JSON, unknown fields and a wrong `format` (with line and column), and
//! [`TournamentDocument::to_history`] refuses every inconsistency that
//! [`History::new`] refuses, plus unknown ids and contradictory byes, each
//! located (`players[i]`, `rounds[i].pairings[j]`, round and table).

use std::collections::HashMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::model::{
    History, HistoryError, MatchResult, Pairing, PairingAt, Player, PlayerIdx, Round, RoundKind,
};

/// The value of the `format` field.
pub const FORMAT: &str = "planesforge-tournament/1";

/// A whole tournament as JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TournamentDocument {
    /// Always [`FORMAT`].
    pub format: String,
    pub name: String,
    pub players: Vec<DocPlayer>,
    #[serde(default)]
    pub rounds: Vec<DocRound>,
}

/// A player of the document.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DocPlayer {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub dropped_after_round: Option<u32>,
    /// The final place once a top cut exists (rules.md §8), as the export
    /// computed it; absent before the cut and while the place is pending.
    /// Derived from the rounds: reading a document does not use it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_rank: Option<u32>,
}

/// `"swiss"` or `"playoff"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DocRoundKind {
    Swiss,
    Playoff,
}

impl From<DocRoundKind> for RoundKind {
    fn from(k: DocRoundKind) -> RoundKind {
        match k {
            DocRoundKind::Swiss => RoundKind::Swiss,
            DocRoundKind::Playoff => RoundKind::Playoff,
        }
    }
}

impl From<RoundKind> for DocRoundKind {
    fn from(k: RoundKind) -> DocRoundKind {
        match k {
            RoundKind::Swiss => DocRoundKind::Swiss,
            RoundKind::Playoff => DocRoundKind::Playoff,
        }
    }
}

/// A round of the document.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DocRound {
    pub number: u32,
    pub kind: DocRoundKind,
    pub pairings: Vec<DocPairing>,
}

/// A table. `player_b: null` is the bye; `bye`, when present, must agree.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DocPairing {
    pub table: u32,
    pub player_a: String,
    #[serde(default)]
    pub player_b: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bye: Option<bool>,
    /// From `player_a`'s side; `null` or absent while unplayed. A bye may
    /// omit it or give `2-0-0`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<DocResult>,
}

/// `wins-losses-draws` from `player_a`'s side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DocResult {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl From<MatchResult> for DocResult {
    fn from(r: MatchResult) -> DocResult {
        DocResult {
            wins: r.wins(),
            losses: r.losses(),
            draws: r.draws(),
        }
    }
}

/// Why a document was refused.
#[derive(Debug)]
pub enum DocumentError {
    /// Not JSON of the document's shape (serde's message has line and
    /// column).
    Json(serde_json::Error),
    /// `format` is not [`FORMAT`].
    Format { found: String },
    /// Inconsistent content, located.
    History(HistoryError),
}

impl DocumentError {
    /// A stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            DocumentError::Json(_) => "malformed_document",
            DocumentError::Format { .. } => "unsupported_format",
            DocumentError::History(e) => e.code(),
        }
    }
}

impl fmt::Display for DocumentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DocumentError::Json(e) => write!(f, "malformed tournament document: {e}"),
            DocumentError::Format { found } => {
                write!(f, "format: expected {FORMAT:?}, found {found:?}")
            }
            DocumentError::History(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for DocumentError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            DocumentError::Json(e) => Some(e),
            DocumentError::Format { .. } => None,
            DocumentError::History(e) => Some(e),
        }
    }
}

impl From<HistoryError> for DocumentError {
    fn from(e: HistoryError) -> DocumentError {
        DocumentError::History(e)
    }
}

impl TournamentDocument {
    /// Parses JSON text and checks the `format`. Does not check
    /// consistency: see [`TournamentDocument::to_history`].
    pub fn parse(text: &str) -> Result<TournamentDocument, DocumentError> {
        let doc: TournamentDocument = serde_json::from_str(text).map_err(DocumentError::Json)?;
        if doc.format != FORMAT {
            return Err(DocumentError::Format { found: doc.format });
        }
        Ok(doc)
    }

    /// Parses and validates in one step.
    pub fn parse_history(text: &str) -> Result<History, DocumentError> {
        TournamentDocument::parse(text)?.to_history()
    }

    /// The validated history, or the first inconsistency, located.
    pub fn to_history(&self) -> Result<History, DocumentError> {
        let mut by_id: HashMap<&str, PlayerIdx> = HashMap::with_capacity(self.players.len());
        let mut players = Vec::with_capacity(self.players.len());
        for (pos, p) in self.players.iter().enumerate() {
            let idx = u32::try_from(pos).map_err(|_| HistoryError::TooManyPlayers {
                count: self.players.len(),
            })?;
            if let Some(first) = by_id.insert(p.id.as_str(), PlayerIdx(idx)) {
                return Err(HistoryError::DuplicatePlayerId {
                    id: p.id.clone(),
                    first_pos: first.get(),
                    second_pos: pos,
                }
                .into());
            }
            players.push(Player {
                id: p.id.clone(),
                name: p.name.clone(),
                dropped_after_round: p.dropped_after_round,
                // Filled from the document by format /2 (rules.md §11).
                missed_rounds: Vec::new(),
            });
        }
        let mut rounds = Vec::with_capacity(self.rounds.len());
        for (round_pos, r) in self.rounds.iter().enumerate() {
            let kind = RoundKind::from(r.kind);
            let mut pairings = Vec::with_capacity(r.pairings.len());
            for (pairing_pos, p) in r.pairings.iter().enumerate() {
                let at = PairingAt {
                    round_pos,
                    round: r.number,
                    pairing_pos,
                    table: p.table,
                };
                let resolve = |id: &str| {
                    by_id
                        .get(id)
                        .copied()
                        .ok_or_else(|| HistoryError::UnknownPlayer {
                            at: at.clone(),
                            player: id.to_owned(),
                        })
                };
                let player_a = resolve(&p.player_a)?;
                let player_b = p.player_b.as_deref().map(resolve).transpose()?;
                if p.bye.is_some_and(|bye| bye != player_b.is_none()) {
                    return Err(HistoryError::ByeMismatch { at }.into());
                }
                let result = match p.result {
                    None => None,
                    Some(DocResult {
                        wins,
                        losses,
                        draws,
                    }) => {
                        let kind_for_check = if player_b.is_none() {
                            RoundKind::Swiss
                        } else {
                            kind
                        };
                        let result = MatchResult::for_kind(kind_for_check, wins, losses, draws)
                            .map_err(|error| HistoryError::IllegalResult {
                                at: at.clone(),
                                error,
                            })?;
                        if player_b.is_none() {
                            if result != MatchResult::BYE {
                                return Err(HistoryError::ByeWithResult {
                                    at,
                                    result: result.to_string(),
                                }
                                .into());
                            }
                            None
                        } else {
                            Some(result)
                        }
                    }
                };
                pairings.push(Pairing {
                    table: p.table,
                    player_a,
                    player_b,
                    result,
                });
            }
            rounds.push(Round {
                number: r.number,
                kind,
                pairings,
            });
        }
        Ok(History::new(players, rounds)?)
    }

    /// The document of a history (export). `name` is the tournament's name.
    /// Byes are written with `"bye": true` and no result.
    pub fn from_history(name: &str, history: &History) -> TournamentDocument {
        let id = |p: PlayerIdx| history.player(p).id.clone();
        TournamentDocument {
            format: FORMAT.to_owned(),
            name: name.to_owned(),
            players: history
                .players()
                .iter()
                .map(|p| DocPlayer {
                    id: p.id.clone(),
                    name: p.name.clone(),
                    dropped_after_round: p.dropped_after_round,
                    final_rank: None,
                })
                .collect(),
            rounds: history
                .rounds()
                .iter()
                .map(|r| DocRound {
                    number: r.number,
                    kind: r.kind.into(),
                    pairings: r
                        .pairings
                        .iter()
                        .map(|p| DocPairing {
                            table: p.table,
                            player_a: id(p.player_a),
                            player_b: p.player_b.map(id),
                            bye: p.is_bye().then_some(true),
                            result: p.result.map(DocResult::from),
                        })
                        .collect(),
                })
                .collect(),
        }
    }

    /// Pretty JSON text of the document.
    pub fn to_json_pretty(&self) -> String {
        // Serializing these plain structs to a String cannot fail.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const VALID: &str = r#"{
      "format": "planesforge-tournament/1",
      "name": "Friday Pauper",
      "players": [
        { "id": "p1", "name": "Alice", "dropped_after_round": null },
        { "id": "p2", "name": "Bob",   "dropped_after_round": 1 },
        { "id": "p3", "name": "Cleo" }
      ],
      "rounds": [
        { "number": 1, "kind": "swiss", "pairings": [
          { "table": 1, "player_a": "p1", "player_b": "p2",
            "result": { "wins": 2, "losses": 1, "draws": 0 } },
          { "table": 2, "player_a": "p3", "player_b": null, "bye": true }
        ] }
      ]
    }"#;

    fn with(replace: &str, by: &str) -> String {
        assert!(VALID.contains(replace), "{replace}");
        VALID.replacen(replace, by, 1)
    }

    fn err(text: &str) -> DocumentError {
        TournamentDocument::parse_history(text).unwrap_err()
    }

    #[test]
    fn reads_the_api_example() {
        let h = TournamentDocument::parse_history(VALID).unwrap();
        assert_eq!(h.players().len(), 3);
        assert_eq!(h.rounds()[0].pairings[1].player_b, None);
        assert_eq!(h.last_completed_round(), 1);
    }

    #[test]
    fn round_trips() {
        let doc = TournamentDocument::parse(VALID).unwrap();
        let h = doc.to_history().unwrap();
        let back = TournamentDocument::from_history("Friday Pauper", &h);
        let text = back.to_json_pretty();
        let again = TournamentDocument::parse(&text).unwrap();
        assert_eq!(back, again);
        let h2 = again.to_history().unwrap();
        assert_eq!(h.rounds(), h2.rounds());
        assert_eq!(h.players(), h2.players());
        assert!(text.contains("\"player_b\": null"));
        assert!(text.contains("\"bye\": true"));
    }

    #[test]
    fn malformed_json_names_line_and_column() {
        let e = err("{ \"format\": ");
        assert_eq!(e.code(), "malformed_document");
        assert!(e.to_string().contains("line 1"), "{e}");
        let e = err(&with("\"number\": 1,", "\"number\": 1, \"colour\": 3,"));
        assert!(e.to_string().contains("unknown field `colour`"), "{e}");
        assert!(e.to_string().contains("line "), "{e}");
    }

    #[test]
    fn wrong_format() {
        let e = err(&with("tournament/1", "tournament/9"));
        assert_eq!(e.code(), "unsupported_format");
    }

    #[test]
    fn unknown_id() {
        let e = err(&with("\"player_b\": \"p2\"", "\"player_b\": \"p9\""));
        assert_eq!(e.code(), "unknown_player");
        let msg = e.to_string();
        assert!(msg.contains("\"p9\""), "{msg}");
        assert!(msg.contains("rounds[0].pairings[0]"), "{msg}");
    }

    #[test]
    fn duplicate_id() {
        let e = err(&with("\"id\": \"p3\"", "\"id\": \"p1\""));
        assert_eq!(e.code(), "duplicate_player_id");
        assert!(e.to_string().contains("players[2]"), "{e}");
    }

    #[test]
    fn player_twice() {
        let e = err(&with("\"player_a\": \"p3\"", "\"player_a\": \"p1\""));
        assert_eq!(e.code(), "player_twice_in_round");
        assert!(e.to_string().contains("round 1 table 2"), "{e}");
    }

    #[test]
    fn illegal_result() {
        let e = err(&with(
            "\"wins\": 2, \"losses\": 1",
            "\"wins\": 2, \"losses\": 2",
        ));
        assert_eq!(e.code(), "invalid_result");
        let msg = e.to_string();
        assert!(
            msg.contains("2-2-0") && msg.contains("round 1 table 1"),
            "{msg}"
        );
    }

    #[test]
    fn paired_after_drop() {
        let e = err(&with(
            "\"dropped_after_round\": 1",
            "\"dropped_after_round\": 0",
        ));
        assert_eq!(e.code(), "paired_after_drop");
        assert!(e.to_string().contains("\"p2\""), "{e}");
    }

    #[test]
    fn rounds_out_of_order() {
        let e = err(&with("\"number\": 1", "\"number\": 2"));
        assert_eq!(e.code(), "round_out_of_order");
        assert!(e.to_string().contains("rounds[0]"), "{e}");
    }

    #[test]
    fn bye_mismatch_and_bye_result() {
        let e = err(&with("\"bye\": true", "\"bye\": false"));
        assert_eq!(e.code(), "bye_mismatch");
        let e = err(&with(
            "\"bye\": true",
            "\"bye\": true, \"result\": {\"wins\": 1, \"losses\": 0, \"draws\": 0}",
        ));
        assert_eq!(e.code(), "invalid_result");
        // 2-0-0 is accepted for a bye.
        TournamentDocument::parse_history(&with(
            "\"bye\": true",
            "\"bye\": true, \"result\": {\"wins\": 2, \"losses\": 0, \"draws\": 0}",
        ))
        .unwrap();
    }

    #[test]
    fn playoff_draw_refused() {
        let text = with("\"kind\": \"swiss\"", "\"kind\": \"playoff\"");
        // The bye in a playoff round is refused first.
        let e = err(&text);
        assert_eq!(e.code(), "bye_in_playoff");
        let text = text.replace(
            ",\n          { \"table\": 2, \"player_a\": \"p3\", \"player_b\": null, \"bye\": true }",
            "",
        );
        let text = text.replace("\"losses\": 1", "\"losses\": 2");
        let e = err(&text);
        assert_eq!(e.code(), "invalid_result");
        let text = text.replace(
            "\"wins\": 2, \"losses\": 2, \"draws\": 0",
            "\"wins\": 1, \"losses\": 1, \"draws\": 1",
        );
        let e = err(&text);
        assert!(e.to_string().contains("cannot end in a draw"), "{e}");
    }
}

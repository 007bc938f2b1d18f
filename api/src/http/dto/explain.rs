//! The explanations of a round's pairings and of the standings' order on
//! the wire: the engine's structured reasons (`planesforge_engine::explain`)
//! and, rendered from them, one sentence per reason in the requested
//! language (`i18n`). Text is only ever produced from the structure (by
//! the service, `service::views::standings`; converted in
//! `from_standings`).

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// `?lang=` and, for the standings, `?after_round=`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExplainQuery {
    /// `en`, `de`, `it`, `nb`, `el`, `fr` or `es`; wins over
    /// `Accept-Language`; anything else: English.
    #[serde(default)]
    pub lang: Option<String>,
    /// Standings explanation only: after this round (absent: the latest
    /// completed round).
    #[serde(default)]
    pub after_round: Option<u32>,
}

/// A player, by id and name.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct WirePlayer {
    pub id: String,
    pub name: String,
}

/// Two players who met, and the last round they met in.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct WireMet {
    pub player_id: String,
    pub opponent_id: String,
    pub round: u32,
}

/// One structured reason of a table (the book: [The bye](/book/en/pairings-and-standings.html#the-bye), [How a round is paired](/book/en/pairings-and-standings.html#how-a-round-is-paired)).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum WireTableReason {
    /// Both players' match points (their score groups).
    ScoreGroups { a_points: u32, b_points: u32 },
    /// `player_id` floated down; `cause` is `odd_group` (lowest-ranked of a
    /// seating group of odd `group_size`) or `rematch_avoidance`.
    Floated {
        player_id: String,
        from_points: u32,
        to_points: u32,
        cause: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        group_size: Option<u32>,
    },
    /// The ideal seating (the slide) was kept.
    SlideKept,
    /// The ideal partner would have been a rematch.
    RematchAvoided { met: WireMet },
    /// The seating moved because of rematches avoided at other tables.
    SeatingShifted { avoided: Vec<WireMet> },
    /// A rematch: no rematch-free pairing of the round existed.
    ForcedRematch { round: u32 },
    /// The bye: lowest-ranked of the `candidates` players with the fewest
    /// byes.
    Bye {
        player_id: String,
        rank: u32,
        byes: u32,
        candidates: u32,
        field_size: u32,
    },
    /// The organizer changed this table.
    ManualChange,
    /// `player_id` missed `missed` Swiss rounds (late entry or
    /// re-admission, the book: [Missed rounds](/book/en/pairings-and-standings.html#missed-rounds)).
    MissedRounds { player_id: String, missed: u32 },
}

/// A reason and its sentence.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ExplainedReason {
    pub reason: WireTableReason,
    pub text: String,
}

/// The reasons of one table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct TableExplanationEntry {
    pub table: u32,
    pub player_a: WirePlayer,
    /// Absent for the bye.
    pub player_b: Option<WirePlayer>,
    pub reasons: Vec<ExplainedReason>,
}

/// `GET …/rounds/{n}/explain`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[schema(example = json!({
  "round": 2, "after_round": 1, "lang": "en",
  "tables": [
    {"table": 1,
     "player_a": {"id": "p-ada", "name": "Ada"},
     "player_b": {"id": "p-cy", "name": "Cy"},
     "reasons": [
       {"reason": {"kind": "score_groups", "a_points": 3, "b_points": 3},
        "text": "Ada (3 match points) plays Cy (3 match points)."},
       {"reason": {"kind": "slide_kept"},
        "text": "This table is the ideal seating of the score group (the slide)."}]},
    {"table": 3,
     "player_a": {"id": "p-eve", "name": "Eve"},
     "player_b": null,
     "reasons": [
       {"reason": {"kind": "bye", "player_id": "p-eve", "rank": 5, "byes": 0, "candidates": 4, "field_size": 5},
        "text": "Eve gets the bye: of the 4 active players with the fewest byes (0), Eve is the lowest-ranked (rank 5 of 5)."}]}
  ]
}))]
pub struct RoundExplanationResponse {
    pub round: u32,
    /// The standings the round was paired from (0: the fixed order).
    pub after_round: u32,
    /// The language of the sentences.
    pub lang: String,
    /// Each table judged against the results as they were when the round
    /// was paired. A `manual_change` reason appears only on a table the
    /// audit log records a swap of.
    pub tables: Vec<TableExplanationEntry>,
    /// Results of earlier rounds corrected after this round was paired:
    /// the round was not paired again (see the book, "Corrections").
    /// Absent when there were none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub corrected_after_pairing: Option<CorrectedAfterPairing>,
}

/// A result of an earlier round corrected after the round was paired.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(example = json!({"round": 2, "table": 3, "at": "2026-12-02T20:41:07.120Z"}))]
pub struct LaterCorrection {
    /// The earlier round.
    pub round: u32,
    /// Its table whose result was corrected.
    pub table: u32,
    /// When it was corrected (RFC 3339).
    pub at: String,
}

/// The corrections made after a round was paired, oldest first, and one
/// sentence that says so in the language asked for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct CorrectedAfterPairing {
    pub corrections: Vec<LaterCorrection>,
    pub text: String,
}

/// An exact figure and its 4-decimal rounding.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct WireFigure {
    /// Exact, e.g. `"2/3"`.
    pub fraction: String,
    /// Rounded to 4 decimals.
    pub decimal: f64,
}

/// Two adjacent players with equal match points and what separated them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct RankExplanationEntry {
    pub upper_rank: u32,
    pub upper: WirePlayer,
    pub lower: WirePlayer,
    pub match_points: u32,
    /// `omw`, `gw`, `ogw` or `fixed_order` (the book: [Tiebreakers](/book/en/pairings-and-standings.html#tiebreakers)).
    pub decided_by: String,
    /// Both values of the deciding figure (absent for the fixed order).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub upper_value: Option<WireFigure>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lower_value: Option<WireFigure>,
    /// Fixed order: the names were equal ignoring case, the id decided.
    pub by_id: bool,
    /// Missed rounds (the book: [Missed rounds](/book/en/pairings-and-standings.html#missed-rounds)) of the upper and lower player, when
    /// either has any; the text then says so.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub upper_missed: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lower_missed: Option<u32>,
    pub text: String,
}

/// `GET …/standings/explain`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[schema(example = json!({
  "after_round": 3, "lang": "en",
  "ties": [
    {"upper_rank": 2, "upper": {"id": "p-bo", "name": "Bo"}, "lower": {"id": "p-cy", "name": "Cy"},
     "match_points": 6, "decided_by": "omw",
     "upper_value": {"fraction": "2/3", "decimal": 0.6667},
     "lower_value": {"fraction": "5/9", "decimal": 0.5556},
     "by_id": false,
     "text": "Bo (rank 2) is ahead of Cy with equal match points (6), decided by OMW%: 0.6667 (2/3) against 0.5556 (5/9)."}
  ]
}))]
pub struct StandingsExplanationResponse {
    pub after_round: u32,
    pub lang: String,
    /// One entry per adjacent pair with equal match points, in rank order.
    pub ties: Vec<RankExplanationEntry>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, message};
    use crate::service::views::standings as view;
    use planesforge_engine::explain::{RankExplanation, explain_standings};
    use planesforge_engine::standings::{StandingsOptions, compute};
    use planesforge_engine::{History, PlayerIdx, TournamentDocument};

    /// The standings' explanation as the API sends it.
    fn explained(
        history: &History,
        after_round: u32,
        ties: &[RankExplanation],
        lang: Lang,
    ) -> StandingsExplanationResponse {
        view::StandingsExplanationResponse::new(history, after_round, ties, lang).into()
    }

    fn repo_file(path: &str) -> String {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// The book's explainer (book/<lang>/src/pairings-and-standings.md,
    /// section "explain") shows the answer for Elena and Bruno in the
    /// example tournament: it must be exactly what the API renders.
    #[test]
    fn the_books_example_answers_are_what_the_api_says() {
        let history =
            TournamentDocument::parse_history(&repo_file("book/example/tournament.json")).unwrap();
        let st = compute(&history, &StandingsOptions::default()).unwrap();
        let ties = explain_standings(&history, &st);
        let mut stale = Vec::new();
        for lang in Lang::ALL {
            let page = repo_file(&format!(
                "book/{}/src/pairings-and-standings.md",
                lang.code()
            ));
            let response = explained(&history, st.after_round, &ties, lang);
            let tie = response
                .ties
                .iter()
                .find(|t| t.upper.id == "elena")
                .expect("Elena and Bruno tie");
            assert_eq!(tie.decided_by, "gw");
            let shown = serde_json::to_string_pretty(tie).unwrap();
            if !page.contains(&shown) {
                stale.push(format!("=== {}\n{shown}", lang.code()));
            }
        }
        assert!(
            stale.is_empty(),
            "the book's example answers differ from the API's:\n{}",
            stale.join("\n")
        );
    }

    /// the book: [Missed rounds](/book/en/pairings-and-standings.html#missed-rounds): a tie with a late entrant says how many rounds they
    /// missed, in every language.
    #[test]
    fn ties_name_missed_rounds() {
        use planesforge_engine::{MatchResult, Pairing, Player, Round, RoundKind};
        let player = |id: &str, name: &str, missed: Vec<u32>| Player {
            id: id.into(),
            name: name.into(),
            missed_rounds: missed,
            ..Player::default()
        };
        let game = |table, a, b| Pairing {
            table,
            player_a: PlayerIdx(a),
            player_b: Some(PlayerIdx(b)),
            result: Some(MatchResult::new(2, 0, 0).unwrap()),
        };
        let history = History::new(
            vec![
                player("a", "Ann", vec![]),
                player("b", "Ben", vec![]),
                player("c", "Cat", vec![1]),
            ],
            vec![Round {
                number: 1,
                kind: RoundKind::Swiss,
                pairings: vec![game(1, 0, 1)],
            }],
        )
        .unwrap();
        let st = compute(&history, &StandingsOptions::default()).unwrap();
        let ties = explain_standings(&history, &st);
        for lang in Lang::ALL {
            let response = explained(&history, 1, &ties, lang);
            let tie = response
                .ties
                .iter()
                .find(|t| t.upper.id == "c" || t.lower.id == "c")
                .expect("Cat ties on 0 points");
            let cat_missed = if tie.upper.id == "c" {
                tie.upper_missed
            } else {
                tie.lower_missed
            };
            assert_eq!(cat_missed, Some(1), "{tie:?}");
            let sentence = message(
                lang,
                "missed-rounds",
                &[
                    ("player", String::from("Cat").into()),
                    ("count", 1u32.into()),
                ],
            );
            assert!(
                tie.text.contains(&sentence),
                "{}: {}",
                lang.code(),
                tie.text
            );
            let v = serde_json::to_value(tie).unwrap();
            assert!(v["upper_missed"].as_u64().is_some(), "{v}");
        }
        // Without missed rounds, the fields are absent.
        let response = explained(&history, 1, &ties, Lang::En);
        for t in response
            .ties
            .iter()
            .filter(|t| t.upper.id != "c" && t.lower.id != "c")
        {
            assert!(t.upper_missed.is_none() && t.lower_missed.is_none());
        }
    }
}

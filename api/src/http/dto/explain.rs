//! The explanations of a round's pairings and of the standings' order on
//! the wire: the engine's structured reasons (`planesforge_engine::explain`)
//! and, rendered from them, one sentence per reason in the requested
//! language (`i18n`). Text is only ever produced from the structure (by
//! the service, `service::views::standings`, where these types live).

use serde::{Deserialize, Serialize};
use utoipa::IntoParams;

// Separate from the view because it is a query string, not a view.
/// `?lang=` and, for the standings, `?after_round=`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExplainQuery {
    /// A language (schema `LanguageName`), or a tag that picks one (`pt`,
    /// `de-AT`, `zh-TW`: the book, Languages); wins over
    /// `Accept-Language`; anything else: English.
    #[serde(default)]
    pub lang: Option<String>,
    /// Standings explanation only: after this round (absent: the latest
    /// completed round).
    #[serde(default)]
    pub after_round: Option<u32>,
}

pub use crate::service::views::standings::{
    CorrectedAfterPairing, ExplainedReason, LaterCorrection, RankExplanationEntry,
    RoundExplanationResponse, StandingsExplanationResponse, TableExplanationEntry, WireFigure,
    WireMet, WirePlayer, WireTableReason,
};

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
        view::StandingsExplanationResponse::new(history, after_round, ties, lang)
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
        let response = explained(&history, 1, &ties, Lang::EN);
        for t in response
            .ties
            .iter()
            .filter(|t| t.upper.id != "c" && t.lower.id != "c")
        {
            assert!(t.upper_missed.is_none() && t.lower_missed.is_none());
        }
    }
}

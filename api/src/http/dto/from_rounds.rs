//! The wire types of rounds and results that differ from the service's
//! views (`service::views::rounds`), built from them, and the result
//! request turned into the service's input. The bracket, the cut-line
//! advice, the warnings and the swaps are the views themselves.

use crate::http::dto::playoff::TopCutCreated;
use crate::http::dto::types::{Pairing, ResultRequest, Round, RoundList};
use crate::service::views::rounds as view;

impl From<ResultRequest> for view::MatchResult {
    fn from(r: ResultRequest) -> Self {
        match r {
            ResultRequest::Games(g) => view::MatchResult::games(g.wins, g.losses, g.draws),
            ResultRequest::DoubleLoss(_) => view::MatchResult::DOUBLE_LOSS,
        }
    }
}

impl From<view::Pairing> for Pairing {
    fn from(p: view::Pairing) -> Self {
        let report = p.report.map(crate::http::dto::reports::table_reports);
        Pairing {
            table: p.table,
            player_a: p.player_a,
            player_b: p.player_b,
            bye: p.bye,
            result: p.result,
            report_state: report.as_ref().map(|r| r.0),
            reports: report.map(|r| r.1),
            extension_s: None,
            ends_at: None,
        }
    }
}

impl From<view::Round> for Round {
    fn from(r: view::Round) -> Self {
        let tables = r
            .clock
            .as_ref()
            .map(|c| c.tables.clone())
            .unwrap_or_default();
        Round {
            number: r.number,
            kind: r.kind,
            state: r.state,
            pairings: r
                .pairings
                .into_iter()
                .map(|p| {
                    // A table's own extension (RULES.md §13) on its pairing.
                    let own = tables.get(&p.table).cloned();
                    let mut out = Pairing::from(p);
                    if let Some(own) = own {
                        out.extension_s = Some(own.extension_s);
                        out.ends_at = Some(own.ends_at);
                    }
                    out
                })
                .collect(),
            warnings: r.warnings,
            created_at: r.created_at,
            published_at: r.published_at,
            completed_at: r.completed_at,
            clock: r.clock.map(Into::into),
        }
    }
}

impl From<view::RoundList> for RoundList {
    fn from(l: view::RoundList) -> Self {
        RoundList {
            items: l.rounds.into_iter().map(Into::into).collect(),
            next_cursor: l.next_cursor,
        }
    }
}

impl From<view::TopCutCreated> for TopCutCreated {
    fn from(c: view::TopCutCreated) -> Self {
        TopCutCreated {
            bracket: c.bracket,
            round: c.round.into(),
            warnings: c.warnings,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use planesforge_engine::RoundKind;
    use planesforge_engine::lifecycle::RoundState as Stage;
    use serde_json::to_value;

    fn round() -> view::Round {
        view::Round {
            number: 3,
            kind: RoundKind::Playoff,
            state: Stage::Completed,
            pairings: vec![
                view::Pairing {
                    table: 1,
                    player_a: view::PlayerRef {
                        id: "a".into(),
                        name: "A".into(),
                    },
                    player_b: Some(view::PlayerRef {
                        id: "b".into(),
                        name: "B".into(),
                    }),
                    bye: false,
                    result: Some(view::MatchResult::games(2, 1, 0)),
                    report: None,
                },
                view::Pairing {
                    table: 2,
                    player_a: view::PlayerRef {
                        id: "c".into(),
                        name: "C".into(),
                    },
                    player_b: None,
                    bye: true,
                    result: None,
                    report: None,
                },
            ],
            warnings: vec![view::Warning {
                code: "rematch".into(),
                table: Some(1),
                message: "m".into(),
            }],
            created_at: "2026-11-29T13:05:00.000Z".into(),
            published_at: Some("2026-11-29T13:06:00.000Z".into()),
            completed_at: None,
            clock: None,
        }
    }

    /// The views that go into events and audit entries serialize exactly
    /// as the wire types do.
    #[test]
    fn views_serialize_as_their_wire_types() {
        let r = round();
        assert_eq!(
            to_value(&r).unwrap(),
            to_value(Round::from(r.clone())).unwrap()
        );
        assert_eq!(to_value(&r).unwrap()["kind"], "playoff");
        assert_eq!(to_value(&r).unwrap()["state"], "completed");
        let seed = view::Seed {
            seed: 1,
            player_id: "a".into(),
            name: "Ana".into(),
            dropped: false,
        };
        let bracket = view::TopCutView {
            size: 2,
            total_rounds: 1,
            finished: true,
            seeds: vec![seed.clone()],
            rounds: vec![view::PlayoffRoundView {
                round: 3,
                stage: 1,
                state: Stage::Pairing,
                matches: vec![view::PlayoffMatchView {
                    table: 1,
                    seed_a: 1,
                    seed_b: 2,
                    player_a: view::PlayerRef {
                        id: "a".into(),
                        name: "A".into(),
                    },
                    player_b: view::PlayerRef {
                        id: "b".into(),
                        name: "B".into(),
                    },
                    result: None,
                    winner: Some("a".into()),
                    forfeit: true,
                }],
            }],
            champion: Some(seed),
            warnings: Vec::new(),
        };
        assert_eq!(to_value(&bracket).unwrap()["rounds"][0]["state"], "pairing");
    }

    /// Stored warnings (JSON written with the round) read back.
    #[test]
    fn stored_warnings_read_back() {
        let text = r#"[{"code":"second_bye","table":null,"message":"x"}]"#;
        let back: Vec<view::Warning> = serde_json::from_str(text).unwrap();
        assert_eq!(back[0].code, "second_bye");
        assert_eq!(serde_json::to_string(&back).unwrap(), text);
    }
}

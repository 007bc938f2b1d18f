//! The wire types of rounds, results, the top cut and the cut-line advice
//! built from the service's views (`service::views::rounds`), field by
//! field, and the request bodies turned into the service's inputs.

use crate::http::dto::playoff::{
    CutLineEntry, CutLineView, PlayoffMatchView, PlayoffRoundView, Seed, TopCutCreated, TopCutView,
};
use crate::http::dto::types::{
    Pairing, ResultRequest, Round, RoundList, SwapPlayers, SwapTables, Warning,
};
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

impl From<view::Warning> for Warning {
    fn from(w: view::Warning) -> Self {
        Warning {
            code: w.code,
            table: w.table,
            message: w.message,
        }
    }
}

fn warnings(w: Vec<view::Warning>) -> Vec<Warning> {
    w.into_iter().map(Into::into).collect()
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
            warnings: warnings(r.warnings),
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

impl From<SwapPlayers> for view::SwapPlayers {
    fn from(s: SwapPlayers) -> Self {
        view::SwapPlayers {
            player_a: s.player_a,
            player_b: s.player_b,
        }
    }
}

impl From<SwapTables> for view::SwapTables {
    fn from(s: SwapTables) -> Self {
        view::SwapTables {
            table_a: s.table_a,
            table_b: s.table_b,
        }
    }
}

impl From<view::Seed> for Seed {
    fn from(s: view::Seed) -> Self {
        Seed {
            seed: s.seed,
            player_id: s.player_id,
            name: s.name,
            dropped: s.dropped,
        }
    }
}

impl From<view::PlayoffMatchView> for PlayoffMatchView {
    fn from(m: view::PlayoffMatchView) -> Self {
        PlayoffMatchView {
            table: m.table,
            seed_a: m.seed_a,
            seed_b: m.seed_b,
            player_a: m.player_a,
            player_b: m.player_b,
            result: m.result,
            winner: m.winner,
            forfeit: m.forfeit,
        }
    }
}

impl From<view::PlayoffRoundView> for PlayoffRoundView {
    fn from(r: view::PlayoffRoundView) -> Self {
        PlayoffRoundView {
            round: r.round,
            stage: r.stage,
            state: r.state,
            matches: r.matches.into_iter().map(Into::into).collect(),
        }
    }
}

impl From<view::TopCutView> for TopCutView {
    fn from(v: view::TopCutView) -> Self {
        TopCutView {
            size: v.size,
            total_rounds: v.total_rounds,
            finished: v.finished,
            seeds: v.seeds.into_iter().map(Into::into).collect(),
            rounds: v.rounds.into_iter().map(Into::into).collect(),
            champion: v.champion.map(Into::into),
            warnings: warnings(v.warnings),
        }
    }
}

impl From<view::TopCutCreated> for TopCutCreated {
    fn from(c: view::TopCutCreated) -> Self {
        TopCutCreated {
            bracket: c.bracket.into(),
            round: c.round.into(),
            warnings: warnings(c.warnings),
        }
    }
}

impl From<view::CutLineEntry> for CutLineEntry {
    fn from(e: view::CutLineEntry) -> Self {
        CutLineEntry {
            player_id: e.player_id,
            name: e.name,
            table: e.table,
            opponent: e.opponent,
            match_points: e.match_points,
            status: e.status,
            worst_rank_win: e.worst_rank_win,
            worst_rank_draw: e.worst_rank_draw,
            worst_rank_loss: e.worst_rank_loss,
            best_rank: e.best_rank,
            reason: e.reason,
        }
    }
}

impl From<view::CutLineView> for CutLineView {
    fn from(v: view::CutLineView) -> Self {
        CutLineView {
            round: v.round,
            size: v.size,
            players: v.players.into_iter().map(Into::into).collect(),
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
        assert_eq!(
            to_value(&bracket).unwrap(),
            to_value(TopCutView::from(bracket.clone())).unwrap()
        );
    }

    /// Stored warnings (JSON written by the wire type before) read back.
    #[test]
    fn stored_warnings_read_back() {
        let wire = Warning {
            code: "second_bye".into(),
            table: None,
            message: "x".into(),
        };
        let text = serde_json::to_string(&vec![wire]).unwrap();
        let back: Vec<view::Warning> = serde_json::from_str(&text).unwrap();
        assert_eq!(Warning::from(back[0].clone()).code, "second_bye");
        assert_eq!(serde_json::to_string(&back).unwrap(), text);
    }
}

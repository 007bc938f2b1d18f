//! The standings and the explanations of the service
//! (`service::views::standings`) as wire types, field by field, and the
//! standings query into the service's.

use crate::http::dto::explain as wire_explain;
use crate::http::dto::wire;
use crate::service::views::standings as view;

impl From<wire::StandingsQuery> for view::StandingsQuery {
    fn from(q: wire::StandingsQuery) -> view::StandingsQuery {
        view::StandingsQuery {
            after_round: q.after_round,
            floor: q.floor,
            extended: q.extended,
        }
    }
}

impl From<view::StandingsResponse> for wire::StandingsResponse {
    fn from(s: view::StandingsResponse) -> wire::StandingsResponse {
        wire::StandingsResponse {
            after_round: s.after_round,
            floor: s.floor,
            cut_size: s.cut_size,
            standings: s.standings.into_iter().map(Into::into).collect(),
        }
    }
}

impl From<view::StandingEntry> for wire::StandingEntry {
    fn from(e: view::StandingEntry) -> wire::StandingEntry {
        wire::StandingEntry {
            rank: e.rank,
            player_id: e.player_id,
            name: e.name,
            match_points: e.match_points,
            wins: e.wins,
            losses: e.losses,
            draws: e.draws,
            byes: e.byes,
            missed: e.missed,
            omw: e.omw,
            gw: e.gw,
            ogw: e.ogw,
            dropped: e.dropped,
            final_rank: e.final_rank,
            extended: e.extended.map(Into::into),
        }
    }
}

impl From<view::ExtendedEntry> for wire::ExtendedEntry {
    fn from(e: view::ExtendedEntry) -> wire::ExtendedEntry {
        wire::ExtendedEntry {
            mw: e.mw,
            game_points: e.game_points,
            games_played: e.games_played,
            buchholz: e.buchholz,
            fine_buchholz: e.fine_buchholz,
            sonneborn_berger: e.sonneborn_berger,
            schoch: e.schoch,
            oomw: e.oomw,
            oogw: e.oogw,
            defeated_mw: e.defeated_mw,
            progressive: e.progressive,
            third_floor: e.third_floor.into(),
        }
    }
}

impl From<view::ThirdFloorEntry> for wire::ThirdFloorEntry {
    fn from(t: view::ThirdFloorEntry) -> wire::ThirdFloorEntry {
        wire::ThirdFloorEntry {
            rank: t.rank,
            mw: t.mw,
            omw: t.omw,
            gw: t.gw,
            ogw: t.ogw,
        }
    }
}

impl From<view::WirePlayer> for wire_explain::WirePlayer {
    fn from(p: view::WirePlayer) -> wire_explain::WirePlayer {
        wire_explain::WirePlayer {
            id: p.id,
            name: p.name,
        }
    }
}

impl From<view::WireMet> for wire_explain::WireMet {
    fn from(m: view::WireMet) -> wire_explain::WireMet {
        wire_explain::WireMet {
            player_id: m.player_id,
            opponent_id: m.opponent_id,
            round: m.round,
        }
    }
}

impl From<view::WireTableReason> for wire_explain::WireTableReason {
    fn from(r: view::WireTableReason) -> wire_explain::WireTableReason {
        use view::WireTableReason as V;
        use wire_explain::WireTableReason as W;
        match r {
            V::ScoreGroups { a_points, b_points } => W::ScoreGroups { a_points, b_points },
            V::Floated {
                player_id,
                from_points,
                to_points,
                cause,
                group_size,
            } => W::Floated {
                player_id,
                from_points,
                to_points,
                cause,
                group_size,
            },
            V::SlideKept => W::SlideKept,
            V::RematchAvoided { met } => W::RematchAvoided { met: met.into() },
            V::SeatingShifted { avoided } => W::SeatingShifted {
                avoided: avoided.into_iter().map(Into::into).collect(),
            },
            V::ForcedRematch { round } => W::ForcedRematch { round },
            V::Bye {
                player_id,
                rank,
                byes,
                candidates,
                field_size,
            } => W::Bye {
                player_id,
                rank,
                byes,
                candidates,
                field_size,
            },
            V::ManualChange => W::ManualChange,
            V::MissedRounds { player_id, missed } => W::MissedRounds { player_id, missed },
        }
    }
}

impl From<view::ExplainedReason> for wire_explain::ExplainedReason {
    fn from(r: view::ExplainedReason) -> wire_explain::ExplainedReason {
        wire_explain::ExplainedReason {
            reason: r.reason.into(),
            text: r.text,
        }
    }
}

impl From<view::TableExplanationEntry> for wire_explain::TableExplanationEntry {
    fn from(t: view::TableExplanationEntry) -> wire_explain::TableExplanationEntry {
        wire_explain::TableExplanationEntry {
            table: t.table,
            player_a: t.player_a.into(),
            player_b: t.player_b.map(Into::into),
            reasons: t.reasons.into_iter().map(Into::into).collect(),
        }
    }
}

impl From<view::RoundExplanationResponse> for wire_explain::RoundExplanationResponse {
    fn from(e: view::RoundExplanationResponse) -> wire_explain::RoundExplanationResponse {
        wire_explain::RoundExplanationResponse {
            round: e.round,
            after_round: e.after_round,
            lang: e.lang,
            tables: e.tables.into_iter().map(Into::into).collect(),
            corrected_after_pairing: e.corrected_after_pairing.map(|c| {
                wire_explain::CorrectedAfterPairing {
                    corrections: c
                        .corrections
                        .into_iter()
                        .map(|l| wire_explain::LaterCorrection {
                            round: l.round,
                            table: l.table,
                            at: l.at,
                        })
                        .collect(),
                    text: c.text,
                }
            }),
        }
    }
}

impl From<view::WireFigure> for wire_explain::WireFigure {
    fn from(f: view::WireFigure) -> wire_explain::WireFigure {
        wire_explain::WireFigure {
            fraction: f.fraction,
            decimal: f.decimal,
        }
    }
}

impl From<view::RankExplanationEntry> for wire_explain::RankExplanationEntry {
    fn from(x: view::RankExplanationEntry) -> wire_explain::RankExplanationEntry {
        wire_explain::RankExplanationEntry {
            upper_rank: x.upper_rank,
            upper: x.upper.into(),
            lower: x.lower.into(),
            match_points: x.match_points,
            decided_by: x.decided_by,
            upper_value: x.upper_value.map(Into::into),
            lower_value: x.lower_value.map(Into::into),
            by_id: x.by_id,
            upper_missed: x.upper_missed,
            lower_missed: x.lower_missed,
            text: x.text,
        }
    }
}

impl From<view::StandingsExplanationResponse> for wire_explain::StandingsExplanationResponse {
    fn from(e: view::StandingsExplanationResponse) -> wire_explain::StandingsExplanationResponse {
        wire_explain::StandingsExplanationResponse {
            after_round: e.after_round,
            lang: e.lang,
            ties: e.ties.into_iter().map(Into::into).collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use planesforge_engine::TournamentDocument;
    use planesforge_engine::final_standings;
    use planesforge_engine::standings::{self, Floor, StandingsOptions};

    use super::*;

    /// Three players, a full Swiss round and a 2-player top cut whose final
    /// is still unplayed (`final_rank` pending for both finalists).
    const DOC: &str = r#"{
      "format": "planesforge-tournament/1", "name": "t",
      "players": [ { "id": "a", "name": "Ann" }, { "id": "b", "name": "Ben" },
                   { "id": "c", "name": "Cat" } ],
      "rounds": [
        { "number": 1, "kind": "swiss", "pairings": [
          { "table": 1, "player_a": "a", "player_b": "b",
            "result": { "wins": 2, "losses": 1, "draws": 0 } },
          { "table": 2, "player_a": "c", "player_b": null } ] },
        { "number": 2, "kind": "playoff", "pairings": [
          { "table": 1, "player_a": "a", "player_b": "c" } ] } ] }"#;

    /// The service's standings serialize (into event payloads) exactly as
    /// the wire type does, with and without the cut and the §9 block.
    #[test]
    fn standings_view_and_wire_write_the_same_json() {
        let h = TournamentDocument::parse_history(DOC).unwrap();
        for (floor, extended) in [(Floor::Mtr, false), (Floor::Third, true)] {
            let options = StandingsOptions {
                after_round: None,
                floor,
                extended,
            };
            let s = standings::compute(&h, &options).unwrap();
            let fin = final_standings::compute(&h, &s, None).unwrap();
            for f in [None, fin.as_ref()] {
                let v = view::StandingsResponse::with_final(&h, &s, f);
                let w = wire::StandingsResponse::from(v.clone());
                let (vj, wj) = (
                    serde_json::to_value(&v).unwrap(),
                    serde_json::to_value(&w).unwrap(),
                );
                assert_eq!(vj, wj);
                assert_eq!(vj["floor"], floor.as_str());
                assert_eq!(vj.get("cut_size").is_some(), f.is_some(), "{vj}");
            }
        }
        assert!(
            final_standings::compute(
                &h,
                &standings::compute(&h, &StandingsOptions::default()).unwrap(),
                None
            )
            .unwrap()
            .is_some(),
            "the example has a top cut"
        );
    }

    #[test]
    fn the_query_keeps_its_values() {
        let q = wire::StandingsQuery {
            after_round: Some(1),
            floor: Some(wire::WireFloor::Third),
            extended: None,
        };
        let v = view::StandingsQuery::from(q);
        assert_eq!(v.after_round, Some(1));
        assert_eq!(v.floor, Some(Floor::Third));
        assert_eq!(v.extended, None);
        assert_eq!(v.options(), q.options());
    }
}

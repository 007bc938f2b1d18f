//! The wire types of tournaments and players that differ from the
//! service's views, made from them (and the tournament's request bodies
//! made into the service's inputs), field by field. The player's request
//! bodies, warnings and the page query are the views themselves.

use crate::http::dto::types as dto;
use crate::service::views::players as view;

// ---------------------------------------------------------------- organizers

// ---------------------------------------------------------------- tournaments

impl From<dto::NewTournament> for view::NewTournament {
    fn from(t: dto::NewTournament) -> Self {
        view::NewTournament {
            name: t.name,
            planned_rounds: t.planned_rounds,
            top_cut: t.top_cut,
            language: t.language,
            details: view::DetailsInput {
                starts_at: t.starts_at.map(Some),
                time_zone: t.time_zone.map(Some),
                format: t.format.map(Some),
                location: t.location.map(Some),
                external_id: t.external_id.map(Some),
                metadata: t.metadata.map(Some),
            },
        }
    }
}

impl From<dto::TournamentPatch> for view::TournamentPatch {
    fn from(p: dto::TournamentPatch) -> Self {
        view::TournamentPatch {
            name: p.name,
            planned_rounds: p.planned_rounds,
            top_cut: p.top_cut,
            language: p.language,
            self_reporting: p.self_reporting,
            details: view::DetailsInput {
                starts_at: p.starts_at,
                time_zone: p.time_zone,
                format: p.format,
                location: p.location,
                external_id: p.external_id,
                metadata: p.metadata,
            },
        }
    }
}

impl From<view::Tournament> for dto::Tournament {
    fn from(t: view::Tournament) -> Self {
        dto::Tournament {
            id: t.id,
            name: t.name,
            organizer_id: t.organizer_id,
            status: t.status,
            planned_rounds: t.planned_rounds,
            top_cut: t.top_cut,
            language: t.language,
            current_round: t.current_round,
            player_count: t.player_count,
            active_player_count: t.active_player_count,
            recommendation: t.recommendation,
            created_at: t.created_at,
            self_reporting: t.self_reporting,
            starts_at: t.details.starts_at,
            time_zone: t.details.time_zone,
            format: t.details.format,
            location: t.details.location,
            external_id: t.details.external_id,
            metadata: t.details.metadata,
        }
    }
}

impl From<view::TournamentImported> for dto::TournamentImported {
    fn from(t: view::TournamentImported) -> Self {
        dto::TournamentImported {
            tournament: t.tournament.into(),
            warnings: t.warnings,
            player_codes: t.codes.into_iter().map(Into::into).collect(),
        }
    }
}

impl From<view::TournamentPage> for dto::TournamentPage {
    fn from(p: view::TournamentPage) -> Self {
        dto::TournamentPage {
            items: p.items.into_iter().map(Into::into).collect(),
            next_cursor: p.next_cursor,
        }
    }
}

// ---------------------------------------------------------------- players

impl From<view::Player> for dto::Player {
    fn from(p: view::Player) -> Self {
        dto::Player {
            id: p.id,
            name: p.name,
            dropped: p.dropped,
            dropped_after_round: p.dropped_after_round,
            external_id: p.external_id,
            metadata: p.metadata,
            repaired_round: p.repaired_round,
            manual_changes_discarded: p.manual_changes_discarded,
            link: None,
            code: p.code,
        }
    }
}

impl From<view::PlayerCreated> for dto::PlayerCreated {
    fn from(p: view::PlayerCreated) -> Self {
        dto::PlayerCreated {
            player: p.player.into(),
            warnings: p.warnings,
        }
    }
}

impl From<view::PlayerList> for dto::PlayerList {
    fn from(l: view::PlayerList) -> Self {
        dto::PlayerList {
            items: l.players.into_iter().map(Into::into).collect(),
            next_cursor: None,
            repaired_round: l.repaired_round,
            manual_changes_discarded: l.manual_changes_discarded,
            warnings: l.warnings,
        }
    }
}

impl From<view::PlayerPage> for dto::PlayerPage {
    fn from(p: view::PlayerPage) -> Self {
        dto::PlayerPage {
            items: p.items.into_iter().map(Into::into).collect(),
            next_cursor: p.next_cursor,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(repaired: bool) -> view::Player {
        view::Player {
            id: "p1".into(),
            name: "Ann".into(),
            dropped: true,
            dropped_after_round: Some(2),
            external_id: Some("member-7".into()),
            metadata: [("dci".to_owned(), "123".to_owned())].into(),
            repaired_round: repaired.then_some(3),
            code: None,
            manual_changes_discarded: repaired.then(|| {
                vec![
                    view::ManualChange {
                        action: "swap_players".into(),
                        at: "2026-11-29T13:00:00.000Z".into(),
                        players: Some(vec!["p1".into(), "p2".into()]),
                        tables: None,
                    },
                    view::ManualChange {
                        action: "swap_tables".into(),
                        at: "2026-11-29T13:01:00.000Z".into(),
                        players: None,
                        tables: Some(vec![1, 2]),
                    },
                ]
            }),
        }
    }

    /// The service writes players and tournaments into event data and
    /// audit details itself: the JSON must be the wire type's.
    #[test]
    fn views_in_json_are_their_wire_types() {
        for repaired in [false, true] {
            let v = player(repaired);
            let wire = serde_json::to_value(dto::Player::from(v.clone())).unwrap();
            assert_eq!(serde_json::to_value(&v).unwrap(), wire);
            assert_eq!(wire.get("repaired_round").is_some(), repaired);
        }
        for (status, name) in [
            (view::TournamentStatus::Registration, "registration"),
            (view::TournamentStatus::Swiss, "swiss"),
            (view::TournamentStatus::TopCut, "top_cut"),
            (view::TournamentStatus::Finished, "finished"),
        ] {
            let t = view::Tournament {
                id: "t1".into(),
                name: "Friday".into(),
                organizer_id: "o1".into(),
                status,
                planned_rounds: None,
                top_cut: Some(8),
                language: Some("de".into()),
                current_round: 2,
                player_count: 9,
                active_player_count: 8,
                recommendation: view::Recommendation {
                    swiss_rounds: 4,
                    swiss_rounds_with_draft_playoff: Some(3),
                    top_cut: None,
                    min_rounds: 4,
                    comfortable_rounds: 5,
                },
                created_at: "2026-11-29T13:00:00.000Z".into(),
                self_reporting: true,
                details: view::Details {
                    starts_at: Some("2026-12-04T18:00:00.000Z".into()),
                    time_zone: Some("Europe/Berlin".into()),
                    format: Some("Pauper".into()),
                    location: None,
                    external_id: Some("evt-1".into()),
                    metadata: [("k".to_owned(), "v".to_owned())].into(),
                },
            };
            let wire = serde_json::to_value(dto::Tournament::from(t.clone())).unwrap();
            assert_eq!(serde_json::to_value(&t).unwrap(), wire);
            assert_eq!(wire["status"], name);
        }
    }
}

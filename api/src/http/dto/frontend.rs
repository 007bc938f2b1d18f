//! The wire types frontends asked for (issue #14): one player with their
//! matches, built from `service::views::frontend`.

use serde::Serialize;
use utoipa::ToSchema;

use crate::http::dto::types::Player;
use crate::service::views::frontend as view;

pub use crate::service::views::frontend::{MatchRecord, PlayerMatch};

// Separate from the view because the wire's player is `Player` with its
// `code` and `link`, flattened.
/// `GET …/players/{pid}`: the player, their matches in the rounds the
/// caller may see (in round order; rounds they were not paired in are
/// absent) and their record over them.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Ana",
    "dropped": false, "dropped_after_round": null, "external_id": null, "metadata": {},
    "matches": [
        {"round": 1, "kind": "swiss", "state": "completed", "table": 5, "opponent": null, "bye": true,
         "result": null, "record": {"wins": 1, "losses": 0, "draws": 0}},
        {"round": 2, "kind": "swiss", "state": "published", "table": 1,
         "opponent": {"id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b", "name": "Bo"}, "bye": false,
         "result": null, "record": {"wins": 1, "losses": 0, "draws": 0}}],
    "record": {"wins": 1, "losses": 0, "draws": 0}}))]
pub struct PlayerDetail {
    #[serde(flatten)]
    pub player: Player,
    pub matches: Vec<PlayerMatch>,
    pub record: MatchRecord,
}

impl From<view::PlayerDetail> for PlayerDetail {
    fn from(d: view::PlayerDetail) -> Self {
        PlayerDetail {
            player: d.player.into(),
            matches: d.matches,
            record: d.record,
        }
    }
}

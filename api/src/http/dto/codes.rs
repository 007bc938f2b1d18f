//! Wire types of player codes and of the player's own view (RULES.md
//! §12): the code the organizer is shown, and `GET /api/v1/me`.

use serde::Serialize;
use utoipa::ToSchema;

use crate::http::dto::types::{MatchResult, RoundKind, RoundState, TournamentStatus};
use crate::service::views::me as view;
use crate::service::views::players::IssuedCode;

// Separate from the view (`IssuedCode`) because it adds the page's absolute
// link, which only the HTTP layer knows.
/// A player's secret code and the link to their page, shown to the
/// organizer when the code is made (registration, import, rotation) and
/// never in other reads.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"player_id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Alice Example",
    "code": "7K3M-Q9XZ-4TWA-H2CE-8RVN", "link": "https://events.example/p/7K3M-Q9XZ-4TWA-H2CE-8RVN"}))]
pub struct PlayerCode {
    pub player_id: String,
    pub name: String,
    /// 20 characters of Crockford's base32 (`0-9`, `A-Z` without `I`, `L`,
    /// `O`, `U`; 100 bits) in five groups of four, as printed on the slips.
    /// Typed in any case, with or without the hyphens or with spaces:
    /// `Authorization: Player <code>`, `/p/<code>`, or the box of `/p`.
    /// (Codes made before, 32 case-sensitive URL-safe characters, keep
    /// working as written.)
    pub code: String,
    /// The absolute URL of the player's page.
    pub link: String,
}

impl From<IssuedCode> for PlayerCode {
    fn from(c: IssuedCode) -> Self {
        PlayerCode {
            player_id: c.player_id,
            name: c.name,
            code: c.code,
            link: String::new(),
        }
    }
}

/// The absolute URL of the page of `code` under `base` (no trailing `/`).
pub fn page_link(base: &str, code: &str) -> String {
    format!("{base}/p/{code}")
}

pub use crate::http::dto::types::PlayerRef;

// Separate from the view because the wire has the language as its code and
// the event's details flat, `starts_at` as text.
/// The tournament, as its player sees it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MeTournament {
    pub id: String,
    pub name: String,
    pub status: TournamentStatus,
    /// The tournament's language setting.
    #[schema(required = true)]
    pub language: Option<String>,
    /// Whether the player may report results and drop themselves with
    /// the code (the book: [Self-reporting](/book/en/self-reporting.html)).
    pub self_reporting: bool,
    /// When the event starts, in UTC; `null`: not set.
    #[schema(required = true)]
    pub starts_at: Option<String>,
    /// The IANA time zone the event's times are shown in; `null`: UTC.
    #[schema(required = true)]
    pub time_zone: Option<String>,
    /// The event's format (free text); `null`: not set.
    #[schema(required = true)]
    pub format: Option<String>,
    /// Where the event takes place (free text); `null`: not set.
    #[schema(required = true)]
    pub location: Option<String>,
}

pub use crate::service::views::me::{MePlayer, MeStanding};

// Separate from the view because the wire has the clock's wire type and
// `table_ends_at` taken out of it for this player's table.
/// The player's seat in the current round (the latest the public sees).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MeRound {
    pub number: u32,
    /// `swiss` or `playoff`.
    pub kind: RoundKind,
    /// `published` or `completed`.
    pub state: RoundState,
    /// The table; `null` for the bye or when not seated in this round.
    #[schema(required = true)]
    pub table: Option<u32>,
    pub bye: bool,
    /// `null` for the bye or when not seated.
    #[schema(required = true)]
    pub opponent: Option<PlayerRef>,
    /// The result once entered, from this player's side.
    #[schema(required = true)]
    pub result: Option<MatchResult>,
    /// The round's clock, as on `GET …/rounds/{n}` (the book: [Round clock](/book/en/clock-and-screen.html)); `null`
    /// without a time limit. The player's own table may end later: see
    /// `table_ends_at`.
    #[schema(required = true)]
    pub clock: Option<crate::http::dto::clock::Clock>,
    /// When this player's table ends, if it got a time extension of its
    /// own (`null` otherwise, or while the clock does not run).
    #[schema(required = true)]
    pub table_ends_at: Option<String>,
    /// This match's reports (the book: [Self-reporting](/book/en/self-reporting.html)), from this player's side:
    /// the state, what each side reported, and what this player may do
    /// now. `null` without a table in this round.
    #[schema(required = true)]
    pub report: Option<crate::http::dto::reports::MyReport>,
}

// Separate from the view because the view has these as fields of `MeView`.
/// Why, in words, in the language of `lang`.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MeWhy {
    pub lang: String,
    /// Why this table (the round's explanation of it).
    pub pairing: Vec<String>,
    /// What separated the player from a neighbour on equal points.
    pub rank: Vec<String>,
}

// Separate from the view because the paths are the HTTP layer's.
/// Where the whole explanations are (public API paths).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MeLinks {
    pub tournament: String,
    pub standings: String,
    /// `…/rounds/{n}/explain` of the current round; `null` before one.
    #[schema(required = true)]
    pub round_explanation: Option<String>,
    pub standings_explanation: String,
}

// Separate from the view because it groups `why` and `links` and leaves out
// what only the page uses (`shown`, `out_of_playoff`).
/// `GET /api/v1/me`: the player's own view.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({
    "tournament": {"id": "5d1c6a3e-8f0b-4a51-9a7e-2b9a1e6c4d20", "name": "Friday Pauper", "status": "swiss", "language": null, "self_reporting": true,
        "starts_at": "2026-12-04T18:00:00.000Z", "time_zone": "Europe/Berlin", "format": "Pauper", "location": null},
    "player": {"id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Alice Example", "dropped": false, "dropped_after_round": null},
    "standing": {"after_round": 1, "rank": 2, "final_rank": null, "of": 8, "match_points": 3, "wins": 1, "losses": 0, "draws": 0, "byes": 0},
    "round": {"number": 2, "kind": "swiss", "state": "published", "table": 1, "bye": false,
        "opponent": {"id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b", "name": "Bob Example"},
        "result": null, "clock": null, "table_ends_at": null, "report": null},
    "why": {"lang": "en", "pairing": ["Alice Example and Bob Example both have 3 match points."], "rank": []},
    "links": {"tournament": "/api/v1/tournaments/5d1c6a3e-8f0b-4a51-9a7e-2b9a1e6c4d20",
        "standings": "/api/v1/tournaments/5d1c6a3e-8f0b-4a51-9a7e-2b9a1e6c4d20/standings",
        "round_explanation": "/api/v1/tournaments/5d1c6a3e-8f0b-4a51-9a7e-2b9a1e6c4d20/rounds/2/explain?lang=en",
        "standings_explanation": "/api/v1/tournaments/5d1c6a3e-8f0b-4a51-9a7e-2b9a1e6c4d20/standings/explain?lang=en"},
    "can_drop": true, "champion": null}))]
pub struct Me {
    pub tournament: MeTournament,
    pub player: MePlayer,
    /// `null` when the standings do not list the player.
    #[schema(required = true)]
    pub standing: Option<MeStanding>,
    /// `null` before the first round is published.
    #[schema(required = true)]
    pub round: Option<MeRound>,
    pub why: MeWhy,
    pub links: MeLinks,
    /// Whether `POST /api/v1/me/drop` would drop the player now: `false`
    /// once the tournament is finished, once dropped, and during the top
    /// cut for a player who did not make it or was eliminated.
    pub can_drop: bool,
    /// Once the tournament is finished: its champion; `null` before.
    #[schema(required = true)]
    pub champion: Option<PlayerRef>,
}

impl From<view::MeView> for Me {
    fn from(v: view::MeView) -> Self {
        let tid = v.tournament.id.clone();
        let api = format!("/api/v1/tournaments/{tid}");
        let lang = v.lang.code();
        Me {
            can_drop: v.can_drop,
            champion: v.champion,
            links: MeLinks {
                tournament: api.clone(),
                standings: format!("{api}/standings"),
                round_explanation: v
                    .round
                    .as_ref()
                    .map(|r| format!("{api}/rounds/{}/explain?lang={lang}", r.number)),
                standings_explanation: format!("{api}/standings/explain?lang={lang}"),
            },
            tournament: MeTournament {
                id: v.tournament.id,
                name: v.tournament.name,
                status: v.tournament.status,
                language: v.tournament.language.map(|l| l.code().to_owned()),
                self_reporting: v.tournament.self_reporting,
                starts_at: v
                    .tournament
                    .event
                    .starts_at
                    .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)),
                time_zone: v.tournament.event.time_zone,
                format: v.tournament.event.format,
                location: v.tournament.event.location,
            },
            player: v.player,
            standing: v.standing,
            round: v.round.map(|r| MeRound {
                number: r.number,
                kind: r.kind,
                state: r.state,
                table: r.table,
                bye: r.bye,
                opponent: r.opponent,
                result: r.result,
                table_ends_at: r
                    .clock
                    .as_ref()
                    .and_then(|c| r.table.and_then(|t| c.tables.get(&t)))
                    .and_then(|t| t.ends_at.clone()),
                clock: r.clock.map(Into::into),
                report: r.report,
            }),
            why: MeWhy {
                lang: lang.to_owned(),
                pairing: v.pairing_why,
                rank: v.rank_why,
            },
        }
    }
}

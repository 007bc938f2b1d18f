//! The standings and the explanations as the service hands them out: built
//! from the engine's results (percentages rounded to 4 decimals only here,
//! RULES.md preamble), the explanation sentences rendered in the caller's
//! language from the engine's structured reasons. These are the wire types
//! too: the handlers serialize them and the OpenAPI document describes them
//! (`ToSchema`), and event payloads carry them.

use planesforge_engine::explain::{
    FloatCause, MetBefore, RankExplanation, RoundExplanation, Separator, TableReason,
};
use planesforge_engine::final_standings::FinalStandings;
use planesforge_engine::standings::{StandingRow, Standings, StandingsOptions};
use planesforge_engine::{Extended, History, PlayerIdx, Ratio};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::i18n::{Arg, Lang, message};

/// Decimal places of every percentage handed out.
pub const DECIMALS: u32 = 4;

/// A percentage (or other fraction) rounded for output (half away from
/// zero: 2/3 → 0.6667).
pub fn pct(r: Ratio) -> f64 {
    r.round_to(DECIMALS)
}

/// The floor of the percentages: the engine's (schema `WireFloor`).
pub use planesforge_engine::standings::Floor as WireFloor;

/// The options of a standings request: `?after_round=&floor=&extended=`
/// on the HTTP API, `--after-round`, `--floor`, `--extended` on the command
/// line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StandingsQuery {
    /// Standings after this round; absent: the latest completed round.
    #[serde(default)]
    pub after_round: Option<u32>,
    /// `mtr` (default) or `third`.
    #[serde(default)]
    pub floor: Option<WireFloor>,
    /// Include the the book: [Why other platforms can show different numbers](/book/en/pairings-and-standings.html#other-platforms) figures.
    #[serde(default)]
    pub extended: Option<bool>,
}

impl StandingsQuery {
    /// The engine's options for this request.
    pub fn options(&self) -> StandingsOptions {
        StandingsOptions {
            after_round: self.after_round,
            floor: self.floor.unwrap_or_default(),
            extended: self.extended.unwrap_or(false),
        }
    }
}

/// The `standings` response.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[schema(example = json!({"after_round": 3, "floor": "mtr", "standings": [
    {"rank": 1, "player_id": "9a0e2b4c-1d3f-4e5a-8b6c-7d8e9f0a1b2c", "name": "Alice Example",
     "match_points": 9, "wins": 3, "losses": 0, "draws": 0, "byes": 0, "missed": 0,
     "omw": 0.5556, "gw": 0.75, "ogw": 0.5238, "dropped": false},
    {"rank": 2, "player_id": "1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b", "name": "Bob Example",
     "match_points": 7, "wins": 2, "losses": 0, "draws": 1, "byes": 1, "missed": 0,
     "omw": 0.4444, "gw": 0.6667, "ogw": 0.4815, "dropped": false}
]}))]
pub struct StandingsResponse {
    /// The round these standings follow (0: before round 1).
    pub after_round: u32,
    pub floor: WireFloor,
    /// The size of the top cut, present once it exists (its first playoff
    /// round is published, and is not after `after_round`): the rows are
    /// then the final standings (the book: [Top cut](/book/en/pairings-and-standings.html#top-cut)) and carry `final_rank`.
    /// Absent before the cut.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 2)]
    pub cut_size: Option<u32>,
    /// In Swiss rank order before the top cut; once a cut exists, in final
    /// order (the book: [Top cut](/book/en/pairings-and-standings.html#top-cut)): by `final_rank`; while the playoff runs, the
    /// players still in it first (by playoff matches won, then Swiss
    /// rank), each eliminated player after those who went further, the
    /// players outside the cut last in Swiss order.
    pub standings: Vec<StandingEntry>,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct StandingEntry {
    pub rank: u32,
    pub player_id: String,
    pub name: String,
    pub match_points: u32,
    /// Matches won; byes are counted in `byes`.
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub byes: u32,
    /// Missed rounds (the book: [Missed rounds](/book/en/pairings-and-standings.html#missed-rounds): late entry, or rounds paired while the
    /// player was dropped before a re-admission): 0 match points, counted
    /// in the player's own MW% like a loss, no games, no opponent.
    #[serde(default)]
    pub missed: u32,
    pub omw: f64,
    pub gw: f64,
    pub ogw: f64,
    /// Dropped by the end of `after_round`.
    pub dropped: bool,
    /// The final place (the book: [Top cut](/book/en/pairings-and-standings.html#top-cut)), only once a top cut exists (see
    /// `cut_size`): `null` while it is still pending in the playoff. The
    /// champion is 1, the other finalist 2, then the semifinal losers,
    /// the quarterfinal losers and so on (players eliminated in the same
    /// playoff round by Swiss rank), then everyone outside the cut in
    /// Swiss order. Absent before the cut. `rank` stays the Swiss rank.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    #[schema(value_type = Option<u32>, minimum = 1)]
    pub final_rank: Option<Option<u32>>,
    /// the book: [Why other platforms can show different numbers](/book/en/pairings-and-standings.html#other-platforms) figures, only with `extended`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extended: Option<ExtendedEntry>,
}

/// the book: [Why other platforms can show different numbers](/book/en/pairings-and-standings.html#other-platforms) figures: shown, never used to rank.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ExtendedEntry {
    /// Match-win percentage.
    pub mw: f64,
    /// Game points and games of matches played (bye games excluded).
    pub game_points: u32,
    pub games_played: u32,
    /// Sum of opponents' match points.
    pub buchholz: u32,
    /// Sum of opponents' Buchholz.
    pub fine_buchholz: u64,
    /// Opponents' match points for wins, half for draws.
    pub sonneborn_berger: f64,
    /// Sum of match points of opponents beaten.
    pub schoch: u32,
    /// Opponents' opponents' match-win percentage.
    pub oomw: f64,
    /// Opponents' opponents' game-win percentage.
    pub oogw: f64,
    /// Mean match-win percentage of opponents beaten.
    pub defeated_mw: f64,
    /// Sum of the running match-point total after each round.
    pub progressive: u32,
    /// Rank and percentages with an exact one-third floor.
    pub third_floor: ThirdFloorEntry,
}

/// The standings line recomputed with an exact 1/3 floor.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ThirdFloorEntry {
    pub rank: u32,
    pub mw: f64,
    pub omw: f64,
    pub gw: f64,
    pub ogw: f64,
}

/// A field that is present (even as `null`) deserializes to `Some(_)`;
/// an absent one is `None` through `#[serde(default)]`.
fn present<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(d).map(Some)
}

impl StandingsResponse {
    /// The standings computed on `history`, in Swiss rank order (no top
    /// cut).
    pub fn new(history: &History, standings: &Standings) -> StandingsResponse {
        StandingsResponse::with_final(history, standings, None)
    }

    /// The standings computed on `history`; with the final standings
    /// (RULES.md §8) of the same history, the rows are in final order and
    /// carry `final_rank`.
    pub fn with_final(
        history: &History,
        standings: &Standings,
        fin: Option<&FinalStandings>,
    ) -> StandingsResponse {
        let rows: Vec<StandingEntry> = match fin {
            None => standings
                .rows
                .iter()
                .map(|row| StandingEntry::new(history, row))
                .collect(),
            Some(f) => f
                .rows
                .iter()
                .filter_map(|r| {
                    let row = standings.row(r.player)?;
                    let mut e = StandingEntry::new(history, row);
                    e.final_rank = Some(r.place);
                    Some(e)
                })
                .collect(),
        };
        StandingsResponse {
            after_round: standings.after_round,
            floor: standings.floor,
            cut_size: fin.map(|f| f.cut_size),
            standings: rows,
        }
    }
}

impl StandingEntry {
    /// One line, with the player's id and name from `history`.
    pub fn new(history: &History, row: &StandingRow) -> StandingEntry {
        let player = history.player(row.player);
        StandingEntry {
            rank: row.rank,
            player_id: player.id.clone(),
            name: player.name.clone(),
            match_points: row.match_points,
            wins: row.wins,
            losses: row.losses,
            draws: row.draws,
            byes: row.byes,
            missed: row.missed,
            omw: pct(row.omw),
            gw: pct(row.gw),
            ogw: pct(row.ogw),
            dropped: row.dropped,
            final_rank: None,
            extended: row.extended.as_ref().map(|e| ExtendedEntry::new(row, e)),
        }
    }
}

impl ExtendedEntry {
    /// The §9 block of `row`.
    pub fn new(row: &StandingRow, e: &Extended) -> ExtendedEntry {
        ExtendedEntry {
            mw: pct(row.mw),
            game_points: row.game_points,
            games_played: row.games_played,
            buchholz: e.buchholz,
            fine_buchholz: e.fine_buchholz,
            sonneborn_berger: pct(e.sonneborn_berger),
            schoch: e.schoch,
            oomw: pct(e.oomw),
            oogw: pct(e.oogw),
            defeated_mw: pct(e.defeated_mw),
            progressive: e.progressive,
            third_floor: ThirdFloorEntry {
                rank: e.third_floor.rank,
                mw: pct(e.third_floor.mw),
                omw: pct(e.third_floor.omw),
                gw: pct(e.third_floor.gw),
                ogw: pct(e.third_floor.ogw),
            },
        }
    }
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
    /// `null` for the bye.
    #[schema(required = true)]
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

impl CorrectedAfterPairing {
    /// The note of `corrections` in `lang`; `None` without any.
    pub fn new(corrections: Vec<LaterCorrection>, lang: Lang) -> Option<CorrectedAfterPairing> {
        if corrections.is_empty() {
            return None;
        }
        let items: Vec<String> = corrections
            .iter()
            .map(|c| {
                // `2026-12-02T05:40:12.345Z` → `2026-12-02 05:40 UTC`.
                let when = match (c.at.get(..10), c.at.get(11..16)) {
                    (Some(day), Some(time)) => format!("{day} {time} UTC"),
                    _ => c.at.clone(),
                };
                message(
                    lang,
                    "corrected-after-pairing-item",
                    &[
                        ("round", c.round.into()),
                        ("table", c.table.into()),
                        ("at", when.into()),
                    ],
                )
            })
            .collect();
        let text = message(
            lang,
            "corrected-after-pairing",
            &[
                ("count", (corrections.len() as u32).into()),
                ("corrections", items.join("; ").into()),
            ],
        );
        Some(CorrectedAfterPairing { corrections, text })
    }
}

fn player(history: &History, p: PlayerIdx) -> WirePlayer {
    let pl = history.player(p);
    WirePlayer {
        id: pl.id.clone(),
        name: pl.name.clone(),
    }
}

/// The names the sentences use, by [`PlayerIdx`]: two players of the same
/// name told apart as everywhere else people read them
/// ([`super::display_names`]).
pub fn shown_names(history: &History) -> Vec<String> {
    let shown = super::display_names(
        history
            .players()
            .iter()
            .map(|p| (p.id.as_str(), p.name.as_str())),
    );
    history
        .players()
        .iter()
        .map(|p| shown.get(&p.id).cloned().unwrap_or_else(|| p.name.clone()))
        .collect()
}

fn name(names: &[String], p: PlayerIdx) -> String {
    names.get(p.get()).cloned().unwrap_or_default()
}

fn id(history: &History, p: PlayerIdx) -> String {
    history.player(p).id.clone()
}

fn met(history: &History, m: &MetBefore) -> WireMet {
    WireMet {
        player_id: id(history, m.player),
        opponent_id: id(history, m.opponent),
        round: m.round,
    }
}

/// A percentage for people to read: two decimals, the language's
/// separator and way of writing the sign (`number-percent`), the same
/// figure the sheets and the console print under their `%` headings.
pub fn percent_text(lang: Lang, r: Ratio) -> String {
    let value =
        format!("{:.2}", r.round_to(4) * 100.0).replace('.', &lang.decimal_separator().to_string());
    crate::i18n::message(
        lang,
        "number-percent",
        &[("value", crate::i18n::Arg::from(value))],
    )
}

fn figure(r: Ratio) -> WireFigure {
    WireFigure {
        fraction: r.to_string(),
        decimal: r.round_to(4),
    }
}

/// Renders the reasons of one table: the players' ids from `history`, the
/// names for the sentences from `names` ([`shown_names`]).
struct TableText<'a> {
    history: &'a History,
    names: &'a [String],
    lang: Lang,
    /// The table's players.
    a: PlayerIdx,
    b: Option<PlayerIdx>,
}

impl TableText<'_> {
    fn name(&self, p: PlayerIdx) -> Arg {
        name(self.names, p).into()
    }

    /// The name of the second player (empty for the bye).
    fn b_name(&self) -> Arg {
        self.b
            .map(|b| name(self.names, b))
            .unwrap_or_default()
            .into()
    }

    fn text(&self, id: &str, args: &[(&str, Arg)]) -> String {
        message(self.lang, id, args)
    }

    /// The structured reason and its sentence.
    fn reason(&self, reason: &TableReason) -> ExplainedReason {
        let (reason, text) = match reason {
            TableReason::ScoreGroups { a_points, b_points } => {
                self.score_groups(*a_points, *b_points)
            }
            TableReason::Floated {
                player,
                from_points,
                to_points,
                cause,
            } => self.floated(*player, *from_points, *to_points, cause),
            TableReason::SlideKept => (WireTableReason::SlideKept, self.text("slide-kept", &[])),
            TableReason::RematchAvoided { met } => self.rematch_avoided(met),
            TableReason::SeatingShifted { avoided } => self.seating_shifted(avoided),
            TableReason::ForcedRematch { round } => self.forced_rematch(*round),
            TableReason::Bye {
                player,
                rank,
                byes,
                candidates,
                field_size,
            } => self.bye(*player, *rank, *byes, *candidates, *field_size),
            TableReason::ManualChange => (
                WireTableReason::ManualChange,
                self.text("manual-change", &[]),
            ),
            TableReason::MissedRounds { player, missed } => self.missed_rounds(*player, *missed),
        };
        ExplainedReason { reason, text }
    }

    fn score_groups(&self, a_points: u32, b_points: u32) -> (WireTableReason, String) {
        let text = self.text(
            "score-groups",
            &[
                ("a", self.name(self.a)),
                ("apoints", a_points.into()),
                ("b", self.b_name()),
                ("bpoints", b_points.into()),
            ],
        );
        (WireTableReason::ScoreGroups { a_points, b_points }, text)
    }

    fn floated(
        &self,
        player: PlayerIdx,
        from_points: u32,
        to_points: u32,
        cause: &FloatCause,
    ) -> (WireTableReason, String) {
        let (cause_code, size) = match cause {
            FloatCause::OddGroup { group_size, .. } => ("odd_group", Some(*group_size)),
            FloatCause::RematchAvoidance => ("rematch_avoidance", None),
        };
        let mut args: Vec<(&str, Arg)> = vec![
            ("player", self.name(player)),
            ("from", from_points.into()),
            ("to", to_points.into()),
        ];
        let message_id = match size {
            Some(s) => {
                args.push(("size", s.into()));
                "floated-odd-group"
            }
            None => "floated-rematch",
        };
        let reason = WireTableReason::Floated {
            player_id: id(self.history, player),
            from_points,
            to_points,
            cause: cause_code.to_owned(),
            group_size: size,
        };
        (reason, self.text(message_id, &args))
    }

    /// The sentence arguments of two players who met in a round.
    fn met_args(&self, m: &MetBefore) -> [(&'static str, Arg); 3] {
        [
            ("player", self.name(m.player)),
            ("opponent", self.name(m.opponent)),
            ("round", m.round.into()),
        ]
    }

    fn rematch_avoided(&self, m: &MetBefore) -> (WireTableReason, String) {
        (
            WireTableReason::RematchAvoided {
                met: met(self.history, m),
            },
            self.text("rematch-avoided", &self.met_args(m)),
        )
    }

    fn seating_shifted(&self, avoided: &[MetBefore]) -> (WireTableReason, String) {
        let pairs: Vec<String> = avoided
            .iter()
            .map(|m| self.text("seating-shifted-pair", &self.met_args(m)))
            .collect();
        (
            WireTableReason::SeatingShifted {
                avoided: avoided.iter().map(|m| met(self.history, m)).collect(),
            },
            self.text("seating-shifted", &[("pairs", pairs.join("; ").into())]),
        )
    }

    fn forced_rematch(&self, round: u32) -> (WireTableReason, String) {
        let text = self.text(
            "forced-rematch",
            &[
                ("a", self.name(self.a)),
                ("b", self.b_name()),
                ("round", round.into()),
            ],
        );
        (WireTableReason::ForcedRematch { round }, text)
    }

    fn bye(
        &self,
        player: PlayerIdx,
        rank: u32,
        byes: u32,
        candidates: u32,
        field_size: u32,
    ) -> (WireTableReason, String) {
        let text = self.text(
            "bye",
            &[
                ("player", self.name(player)),
                ("candidates", candidates.into()),
                ("byes", byes.into()),
                ("rank", rank.into()),
                ("field", field_size.into()),
            ],
        );
        let reason = WireTableReason::Bye {
            player_id: id(self.history, player),
            rank,
            byes,
            candidates,
            field_size,
        };
        (reason, text)
    }

    fn missed_rounds(&self, player: PlayerIdx, missed: u32) -> (WireTableReason, String) {
        (
            WireTableReason::MissedRounds {
                player_id: id(self.history, player),
                missed,
            },
            missed_sentence(self.names, self.lang, player, missed),
        )
    }
}

/// "`player` missed `missed` rounds" in `lang` (RULES.md §11).
fn missed_sentence(names: &[String], lang: Lang, player: PlayerIdx, missed: u32) -> String {
    message(
        lang,
        "missed-rounds",
        &[
            ("player", name(names, player).into()),
            ("count", missed.into()),
        ],
    )
}

impl RoundExplanationResponse {
    /// A round's explanation, sentences in `lang`.
    pub fn new(history: &History, e: &RoundExplanation, lang: Lang) -> Self {
        let names = shown_names(history);
        RoundExplanationResponse {
            round: e.round,
            after_round: e.after_round,
            lang: lang.code().to_owned(),
            tables: e
                .tables
                .iter()
                .map(|t| {
                    let texts = TableText {
                        history,
                        names: &names,
                        lang,
                        a: t.player_a,
                        b: t.player_b,
                    };
                    TableExplanationEntry {
                        table: t.table,
                        player_a: player(history, t.player_a),
                        player_b: t.player_b.map(|b| player(history, b)),
                        reasons: t.reasons.iter().map(|r| texts.reason(r)).collect(),
                    }
                })
                .collect(),
            corrected_after_pairing: None,
        }
    }
}

/// The sentence of a tie (without the missed rounds).
fn rank_text(history: &History, names: &[String], lang: Lang, x: &RankExplanation) -> String {
    let mut args: Vec<(&str, Arg)> = vec![
        ("upper", name(names, x.upper).into()),
        ("lower", name(names, x.lower).into()),
        ("rank", x.upper_rank.into()),
        ("points", x.match_points.into()),
    ];
    let message_id = match (x.separator, x.values) {
        (Separator::FixedOrder, _) if x.by_id => {
            args.push(("upperid", id(history, x.upper).into()));
            args.push(("lowerid", id(history, x.lower).into()));
            "rank-fixed-id"
        }
        (Separator::FixedOrder, _) | (_, None) => "rank-fixed-name",
        (s, Some((u, l))) => {
            args.push(("uppervalue", percent_text(lang, u).into()));
            args.push(("upperfraction", u.to_string().into()));
            args.push(("lowervalue", percent_text(lang, l).into()));
            args.push(("lowerfraction", l.to_string().into()));
            match s {
                Separator::Omw => "rank-omw",
                Separator::Gw => "rank-gw",
                _ => "rank-ogw",
            }
        }
    };
    message(lang, message_id, &args)
}

fn rank_entry(
    history: &History,
    names: &[String],
    lang: Lang,
    x: &RankExplanation,
) -> RankExplanationEntry {
    let mut text = rank_text(history, names, lang, x);
    let any_missed = x.missed != (0, 0);
    for (p, missed) in [(x.upper, x.missed.0), (x.lower, x.missed.1)] {
        if missed > 0 {
            text.push(' ');
            text.push_str(&missed_sentence(names, lang, p, missed));
        }
    }
    RankExplanationEntry {
        upper_missed: any_missed.then_some(x.missed.0),
        lower_missed: any_missed.then_some(x.missed.1),
        upper_rank: x.upper_rank,
        upper: player(history, x.upper),
        lower: player(history, x.lower),
        match_points: x.match_points,
        decided_by: x.separator.as_str().to_owned(),
        upper_value: x.values.map(|(u, _)| figure(u)),
        lower_value: x.values.map(|(_, l)| figure(l)),
        by_id: x.by_id,
        text,
    }
}

impl StandingsExplanationResponse {
    /// The standings' explanation, sentences in `lang`.
    pub fn new(history: &History, after_round: u32, ties: &[RankExplanation], lang: Lang) -> Self {
        let names = shown_names(history);
        StandingsExplanationResponse {
            after_round,
            lang: lang.code().to_owned(),
            ties: ties
                .iter()
                .map(|x| rank_entry(history, &names, lang, x))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentages_follow_the_language() {
        let r = Ratio::new(13, 27).unwrap();
        assert_eq!(percent_text(Lang::EN, r), "48.15%");
        assert_eq!(
            percent_text(Lang::from_code("de").unwrap(), r),
            "48,15\u{a0}%"
        );
        assert_eq!(
            percent_text(Lang::from_code("fr").unwrap(), r),
            "48,15\u{202f}%"
        );
        for lang in Lang::ALL {
            assert!(percent_text(lang, r).starts_with("48"), "{lang:?}");
        }
        assert_eq!(figure(r).fraction, "13/27");
        assert_eq!(figure(r).decimal, 0.4815);
    }

    #[test]
    fn query_defaults() {
        let o = StandingsQuery::default().options();
        assert_eq!(o, StandingsOptions::default());
        let q = StandingsQuery {
            after_round: Some(2),
            floor: Some(WireFloor::Third),
            extended: Some(true),
        };
        let o = q.options();
        assert_eq!(
            (o.after_round, o.floor, o.extended),
            (Some(2), WireFloor::Third, true)
        );
    }
}

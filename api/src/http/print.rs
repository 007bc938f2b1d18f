//! Views for people: a round's pairings as CSV, and printable HTML pages of
//! a round's pairings (by table, or by player name: the sheet stores post
//! on the wall) and of the standings. The pages are askama templates under
//! `api/templates/` (every visible word is there, not here, so they can be
//! translated), plain HTML with a print style sheet, no JavaScript; askama
//! HTML-escapes every value. The CSV is written with the `csv` crate
//! ([`CsvDocument`]). Deterministic: the same round gives the same bytes.

use std::collections::BTreeMap;

use askama::Template;
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::http::dto::wire::{CsvDocument, RenderError, StandingEntry, StandingsResponse};
use crate::http::error::ApiError;
use crate::service::views::RoundSheet;
pub use crate::service::views::display_names;

/// The order of a printed round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PrintSort {
    /// One line per table, in table order (the bye last).
    #[default]
    Table,
    /// One line per player, alphabetical, with table and opponent.
    Name,
}

/// `?sort=table|name`
#[derive(Clone, Copy, Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PrintQuery {
    /// `table` (default) or `name`.
    #[serde(default)]
    #[param(inline)]
    pub sort: Option<PrintSort>,
}

/// The HTML escaper of the templates (`api/askama.toml`): `&` `<` `>` `"`
/// `'` become `&amp;` `&lt;` `&gt;` `&quot;` `&#39;`. askama's own escaper
/// writes `&#38;` `&#60;` …, which a browser shows alike; the named form
/// keeps the pages byte for byte what they were before the templates
/// (clients and tests may look for `&lt;`).
#[derive(Clone, Copy, Debug, Default)]
pub struct NamedEntities;

impl askama::filters::Escaper for NamedEntities {
    fn write_escaped_str<W: std::fmt::Write>(&self, mut dest: W, s: &str) -> std::fmt::Result {
        let mut plain = 0;
        for (i, c) in s.char_indices() {
            let entity = match c {
                '&' => "&amp;",
                '<' => "&lt;",
                '>' => "&gt;",
                '"' => "&quot;",
                '\'' => "&#39;",
                _ => continue,
            };
            dest.write_str(&s[plain..i])?;
            dest.write_str(entity)?;
            // Each of these characters is one byte.
            plain = i + 1;
        }
        dest.write_str(&s[plain..])
    }
}

/// A round's pairings as `text/csv` (RFC 4180, header row): one record per
/// table in table order, the bye last, results from `player_a`'s side
/// (empty while unplayed).
pub fn round_csv(sheet: &RoundSheet) -> Result<String, RenderError> {
    let mut out = CsvDocument::new();
    out.record([
        "table",
        "player_a_id",
        "player_a",
        "player_b_id",
        "player_b",
        "bye",
        "wins",
        "losses",
        "draws",
    ])?;
    for p in &sheet.round.pairings {
        let (w, l, d) = p
            .result
            .map_or((String::new(), String::new(), String::new()), |r| {
                (
                    r.wins.to_string(),
                    r.losses.to_string(),
                    r.draws.to_string(),
                )
            });
        let b = p.player_b.as_deref().unwrap_or_default();
        out.record([
            p.table.to_string(),
            p.player_a.clone(),
            sheet.name(&p.player_a).to_owned(),
            b.to_owned(),
            if b.is_empty() {
                String::new()
            } else {
                sheet.name(b).to_owned()
            },
            p.bye.to_string(),
            w,
            l,
            d,
        ])?;
    }
    out.finish()
}

/// A match result as printed, from one player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Score {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

/// One line of a printed round: a table (sorted by table) or a player
/// (sorted by name). Data only; the words (`BYE`, `bye`, the dash of the
/// bye's table) are in the template.
#[derive(Debug)]
pub struct PrintedPairing<'a> {
    /// `None` for the bye.
    pub table: Option<u32>,
    pub player: &'a str,
    /// `None` for the bye.
    pub opponent: Option<&'a str>,
    pub bye: bool,
    /// From `player`'s side; `None` while unplayed (and for the bye).
    pub score: Option<Score>,
}

/// `templates/print/round.html`: the names escaped by askama.
#[derive(Template)]
#[template(path = "print/round.html")]
struct RoundPage<'a> {
    title: &'a str,
    number: u32,
    state: &'a str,
    by_name: bool,
    rows: Vec<PrintedPairing<'a>>,
}

/// The lines of a round sorted by `sort`: by table in table order (the bye
/// last, as the round stores it), or by name: each player once,
/// alphabetical ignoring case (ties by the name as written, then by id, so
/// the page is deterministic), the result from their side.
fn printed_pairings(sheet: &RoundSheet, sort: PrintSort) -> Vec<PrintedPairing<'_>> {
    let mut rows: Vec<(String, &str, PrintedPairing<'_>)> = Vec::new();
    for p in &sheet.round.pairings {
        let table = (!p.bye).then_some(p.table);
        let score = |from_a: bool| {
            p.result.filter(|_| !p.bye).map(|r| Score {
                wins: if from_a { r.wins } else { r.losses },
                losses: if from_a { r.losses } else { r.wins },
                draws: r.draws,
            })
        };
        let a = sheet.shown(&p.player_a);
        let b = p.player_b.as_deref();
        let bn = b.map(|b| sheet.shown(b));
        rows.push((
            a.to_lowercase(),
            &p.player_a,
            PrintedPairing {
                table,
                player: a,
                opponent: bn,
                bye: p.bye,
                score: score(true),
            },
        ));
        // Sorted by name, the opponent gets a line of their own.
        if let (PrintSort::Name, Some(b), Some(bn)) = (sort, b, bn) {
            rows.push((
                bn.to_lowercase(),
                b,
                PrintedPairing {
                    table,
                    player: bn,
                    opponent: Some(a),
                    bye: p.bye,
                    score: score(false),
                },
            ));
        }
    }
    if sort == PrintSort::Name {
        rows.sort_by(|x, y| (&x.0, x.2.player, x.1).cmp(&(&y.0, y.2.player, y.1)));
    }
    rows.into_iter().map(|(_, _, row)| row).collect()
}

/// The printable page of a round, sorted by table or by player name.
pub fn round_html(sheet: &RoundSheet, sort: PrintSort) -> Result<String, RenderError> {
    let r = &sheet.round;
    Ok(RoundPage {
        title: &sheet.tournament_name,
        number: r.number,
        state: r.state.as_str(),
        by_name: sort == PrintSort::Name,
        rows: printed_pairings(sheet, sort),
    }
    .render()?)
}

/// One line of the printed standings.
#[derive(Debug)]
pub struct PrintedStanding<'a> {
    /// The final place once a top cut exists; `None` while pending.
    pub place: Option<u32>,
    /// The name as printed ([`display_names`]).
    pub name: &'a str,
    pub entry: &'a StandingEntry,
}

/// `templates/print/standings.html`.
#[derive(Template)]
#[template(path = "print/standings.html")]
struct StandingsPage<'a> {
    title: &'a str,
    after_round: u32,
    cut_size: Option<u32>,
    rows: Vec<PrintedStanding<'a>>,
}

/// The printable standings. Once a top cut exists (RULES.md §8) it is the
/// final standings: a "Place" column first (a dash while pending), the
/// rows in final order (the JSON order), the Swiss rank kept beside it.
/// Names as in `display` (player id → name as printed, [`display_names`]).
pub fn standings_html(
    tournament_name: &str,
    s: &StandingsResponse,
    display: &BTreeMap<String, String>,
) -> Result<String, RenderError> {
    Ok(StandingsPage {
        title: tournament_name,
        after_round: s.after_round,
        cut_size: s.cut_size,
        rows: s
            .standings
            .iter()
            .map(|e| PrintedStanding {
                place: e.final_rank.flatten(),
                name: display.get(&e.player_id).unwrap_or(&e.name),
                entry: e,
            })
            .collect(),
    }
    .render()?)
}

/// `templates/index.html`: the landing page at `/`.
#[derive(Template)]
#[template(path = "index.html")]
struct IndexPage;

/// The landing page at `/`.
pub fn index_html() -> Result<String, RenderError> {
    Ok(IndexPage.render()?)
}

/// A page or CSV that could not be rendered is a bug: 500 `internal`.
impl From<RenderError> for ApiError {
    fn from(e: RenderError) -> ApiError {
        ApiError::Internal(format!("rendering: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::dto::wire::WireFloor;

    fn entry(id: &str, rank: u32, final_rank: Option<Option<u32>>) -> StandingEntry {
        StandingEntry {
            rank,
            player_id: id.to_owned(),
            name: format!("Name {id}"),
            match_points: 3,
            wins: 1,
            losses: 0,
            draws: 0,
            byes: 0,
            missed: 0,
            omw: 0.5,
            gw: 0.5,
            ogw: 0.5,
            dropped: false,
            final_rank,
            extended: None,
        }
    }

    #[test]
    fn final_standings_page() {
        let mut s = StandingsResponse {
            after_round: 3,
            floor: WireFloor::Mtr,
            cut_size: Some(2),
            standings: vec![
                entry("c", 2, Some(Some(1))),
                entry("a", 1, Some(None)),
                entry("b", 3, Some(Some(3))),
            ],
        };
        let html = standings_html("T", &s, &BTreeMap::new()).unwrap();
        assert!(html.contains("Final standings (top 2"), "{html}");
        assert!(html.contains("<th>Place</th><th>Swiss rank</th>"), "{html}");
        assert!(
            html.contains("<tr><td class=\"num\">1</td><td class=\"num\">2</td><td>Name c</td>")
        );
        assert!(
            html.contains("<tr><td class=\"num\">—</td><td class=\"num\">1</td><td>Name a</td>")
        );
        let c = html.find("Name c").expect("c");
        let a = html.find("Name a").expect("a");
        assert!(c < a, "the champion is printed first");
        s.cut_size = None;
        let html = standings_html("T", &s, &BTreeMap::new()).unwrap();
        assert!(html.contains("Standings after round 3"));
        assert!(!html.contains("Place"));
    }

    #[test]
    fn shared_names_are_numbered_in_registration_order() {
        let shown = display_names([
            ("a", "Same"),
            ("b", "Ann"),
            ("c", "same"),
            ("d", "SAME"),
            ("e", "Ben"),
            ("f", "ben"),
        ]);
        let got: Vec<&str> = ["a", "b", "c", "d", "e", "f"]
            .iter()
            .map(|id| shown[*id].as_str())
            .collect();
        assert_eq!(
            got,
            [
                "Same (#1)",
                "Ann",
                "same (#2)",
                "SAME (#3)",
                "Ben (#1)",
                "ben (#2)"
            ]
        );
    }

    #[test]
    fn names_are_escaped_by_the_template() {
        let mut s = StandingsResponse {
            after_round: 1,
            floor: WireFloor::Mtr,
            cut_size: None,
            standings: vec![entry("a", 1, None)],
        };
        s.standings[0].name = r#"<b>"Tom" & 'Jerry'</b>"#.to_owned();
        let html = standings_html("<T>", &s, &BTreeMap::new()).unwrap();
        assert!(
            html.contains("<td>&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;</td>"),
            "{html}"
        );
        assert!(html.contains("<h1>&lt;T&gt;</h1>"), "{html}");
        assert!(!html.contains("<b>"), "{html}");
    }
}

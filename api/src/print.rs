//! Views for people: a round's pairings as CSV, and printable HTML pages of
//! a round's pairings (by table, or by player name: the sheet stores post
//! on the wall) and of the standings. Plain HTML with a print style sheet,
//! no JavaScript; every name is HTML-escaped. Deterministic: the same
//! round gives the same bytes.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::service::views::RoundSheet;
use crate::wire::{StandingsResponse, csv_record};

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

/// Escapes text for HTML element content and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The names as the printed sheets show them, by player id: a name that
/// several players of the tournament share (ignoring case, see
/// [`crate::service::name_key`]) gets ` (#1)`, ` (#2)`, … in registration
/// order, so a sheet sorted by name tells them apart; other names are
/// shown as they are. `players` in registration order.
pub fn display_names<'a>(
    players: impl IntoIterator<Item = (&'a str, &'a str)>,
) -> BTreeMap<String, String> {
    let players: Vec<(&str, &str)> = players.into_iter().collect();
    let mut count: BTreeMap<String, usize> = BTreeMap::new();
    for (_, name) in &players {
        *count.entry(crate::service::name_key(name)).or_default() += 1;
    }
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    players
        .into_iter()
        .map(|(id, name)| {
            let key = crate::service::name_key(name);
            let shown = if count.get(&key).is_some_and(|&n| n > 1) {
                let k = seen.entry(key).or_default();
                *k += 1;
                format!("{name} (#{k})")
            } else {
                name.to_owned()
            };
            (id.to_owned(), shown)
        })
        .collect()
}

/// A round's pairings as `text/csv` (RFC 4180, header row): one record per
/// table in table order, the bye last, results from `player_a`'s side
/// (empty while unplayed).
pub fn round_csv(sheet: &RoundSheet) -> String {
    let mut out = String::new();
    csv_record(
        &mut out,
        [
            "table",
            "player_a_id",
            "player_a",
            "player_b_id",
            "player_b",
            "bye",
            "wins",
            "losses",
            "draws",
        ],
    );
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
        csv_record(
            &mut out,
            [
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
            ],
        );
    }
    out
}

const STYLE: &str = "body{font-family:sans-serif;margin:1.5em}\
h1{font-size:1.6em;margin:0 0 .2em}h2{font-size:1.2em;margin:0 0 1em;font-weight:normal}\
table{border-collapse:collapse;width:100%}\
th,td{border:1px solid #444;padding:.3em .6em;text-align:left}\
th{background:#eee}td.num{text-align:right}tr{break-inside:avoid}\
@media print{body{margin:0;font-size:12pt}th{background:none}a{color:inherit}}\
@page{margin:1cm}";

fn page(title: &str, subtitle: &str, body: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{t} — {s}</title><style>{STYLE}</style></head><body>\n\
         <h1>{t}</h1>\n<h2>{s}</h2>\n{body}</body></html>\n",
        t = escape(title),
        s = escape(subtitle),
    )
}

fn result_text(p: &crate::api_types::Pairing, from_a: bool) -> String {
    match (p.bye, p.result) {
        (true, _) => "bye".to_owned(),
        (false, None) => String::new(),
        (false, Some(r)) if from_a => format!("{}-{}-{}", r.wins, r.losses, r.draws),
        (false, Some(r)) => format!("{}-{}-{}", r.losses, r.wins, r.draws),
    }
}

/// The printable page of a round, sorted by table or by player name.
pub fn round_html(sheet: &RoundSheet, sort: PrintSort) -> String {
    let r = &sheet.round;
    let subtitle = format!(
        "Round {} ({}) — pairings by {}",
        r.number,
        r.state,
        match sort {
            PrintSort::Table => "table",
            PrintSort::Name => "name",
        }
    );
    let mut body = String::from("<table>\n");
    match sort {
        PrintSort::Table => {
            body.push_str(
                "<thead><tr><th>Table</th><th>Player</th><th>Opponent</th><th>Result</th></tr></thead>\n<tbody>\n",
            );
            for p in &r.pairings {
                let table = if p.bye {
                    "—".to_owned()
                } else {
                    p.table.to_string()
                };
                let opponent = p
                    .player_b
                    .as_deref()
                    .map_or_else(|| "BYE".to_owned(), |b| escape(sheet.shown(b)));
                let _ = writeln!(
                    body,
                    "<tr><td class=\"num\">{table}</td><td>{}</td><td>{opponent}</td><td>{}</td></tr>",
                    escape(sheet.shown(&p.player_a)),
                    result_text(p, true),
                );
            }
        }
        PrintSort::Name => {
            body.push_str(
                "<thead><tr><th>Player</th><th>Table</th><th>Opponent</th><th>Result</th></tr></thead>\n<tbody>\n",
            );
            // (sort key, player, table, opponent, result)
            let mut lines: Vec<(String, &str, &str, String, String, String)> = Vec::new();
            for p in &r.pairings {
                let table = if p.bye {
                    "—".to_owned()
                } else {
                    p.table.to_string()
                };
                let a = sheet.shown(&p.player_a);
                match p.player_b.as_deref() {
                    None => lines.push((
                        a.to_lowercase(),
                        a,
                        &p.player_a,
                        table,
                        "BYE".to_owned(),
                        result_text(p, true),
                    )),
                    Some(b) => {
                        let bn = sheet.shown(b);
                        lines.push((
                            a.to_lowercase(),
                            a,
                            &p.player_a,
                            table.clone(),
                            escape(bn),
                            result_text(p, true),
                        ));
                        lines.push((
                            bn.to_lowercase(),
                            bn,
                            b,
                            table,
                            escape(a),
                            result_text(p, false),
                        ));
                    }
                }
            }
            lines.sort_by(|x, y| (&x.0, x.1, x.2).cmp(&(&y.0, y.1, y.2)));
            for (_, name, _, table, opponent, result) in &lines {
                let _ = writeln!(
                    body,
                    "<tr><td>{}</td><td class=\"num\">{table}</td><td>{opponent}</td><td>{result}</td></tr>",
                    escape(name),
                );
            }
        }
    }
    body.push_str("</tbody>\n</table>\n");
    page(&sheet.tournament_name, &subtitle, &body)
}

/// The printable standings. Once a top cut exists (RULES.md §8) it is the
/// final standings: a "Place" column first (a dash while pending), the
/// rows in final order (the JSON order), the Swiss rank kept beside it.
/// Names as in `display` (player id → name as printed, [`display_names`]).
pub fn standings_html(
    tournament_name: &str,
    s: &StandingsResponse,
    display: &BTreeMap<String, String>,
) -> String {
    let subtitle = match s.cut_size {
        Some(c) => format!(
            "Final standings (top {c}; Swiss standings after round {})",
            s.after_round
        ),
        None => format!("Standings after round {}", s.after_round),
    };
    let mut body = String::from("<table>\n<thead><tr>");
    if s.cut_size.is_some() {
        body.push_str("<th>Place</th><th>Swiss rank</th>");
    } else {
        body.push_str("<th>Rank</th>");
    }
    body.push_str(
        "<th>Player</th><th>Points</th><th>W-L-D</th>\
         <th>Missed</th><th>OMW%</th><th>GW%</th><th>OGW%</th></tr></thead>\n<tbody>\n",
    );
    let pct = |x: f64| format!("{:.2}", x * 100.0);
    for e in &s.standings {
        body.push_str("<tr>");
        if s.cut_size.is_some() {
            let place = e
                .final_rank
                .flatten()
                .map_or_else(|| "—".to_owned(), |p| p.to_string());
            let _ = write!(body, "<td class=\"num\">{place}</td>");
        }
        let _ = writeln!(
            body,
            "<td class=\"num\">{}</td><td>{}{}</td><td class=\"num\">{}</td><td>{}-{}-{}</td>\
             <td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
            e.rank,
            escape(display.get(&e.player_id).unwrap_or(&e.name)),
            if e.dropped { " (dropped)" } else { "" },
            e.match_points,
            e.wins + e.byes,
            e.losses,
            e.draws,
            e.missed,
            pct(e.omw),
            pct(e.gw),
            pct(e.ogw),
        );
    }
    body.push_str("</tbody>\n</table>\n");
    page(tournament_name, &subtitle, &body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::{StandingEntry, WireFloor};

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
        let html = standings_html("T", &s, &BTreeMap::new());
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
        let html = standings_html("T", &s, &BTreeMap::new());
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
    fn escapes_markup() {
        assert_eq!(
            escape(r#"<b>"Tom" & 'Jerry'</b>"#),
            "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;"
        );
    }
}

//! The screen on the wall (issue #14): a round's pairings for a projector
//! or TV at 1920×1080, every player once by name with table and opponent
//! (like the by-name sheet), in as many columns as fit without scrolling,
//! the round clock large (RULES.md §13). An askama template
//! (`templates/screen/round.html`) with a small script of our own: it
//! follows the tournament's event stream, re-reads the round's JSON on any
//! event (results and clock), and counts the clock down in between from
//! `remaining_s`, corrected by `server_time`. Without JavaScript the page
//! refreshes itself every 30 seconds. Every word from the catalogues.
//!
//! A playoff round shows the bracket instead of the list
//! ([`crate::http::bracket`]): every playoff round a column, seeds,
//! results and winners, this round marked, the champion once the final
//! is played. The script reloads the page when a result of the round
//! changes (the bracket is drawn by the server).

use askama::Template;
use planesforge_engine::clock::ClockState;

use crate::http::bracket::{self, Bracket};
use crate::http::dto::clock::Clock;
use crate::http::dto::wire::RenderError;
use crate::http::print::Words;
use crate::i18n::Lang;
use crate::service::views::{BracketSheet, RoundSheet, WaitingSheet};
use crate::worker::Event;

/// One line of the screen: a player, their table and opponent.
#[derive(Debug)]
pub struct ScreenRow<'a> {
    /// `None` for the bye.
    pub table: Option<u32>,
    /// The table number the script finds the row by (the bye's too).
    pub key: u32,
    /// `a` or `b`: which side of the pairing the player is (results are
    /// stored from `player_a`'s side).
    pub side: &'static str,
    pub player: &'a str,
    /// `None` for the bye.
    pub opponent: Option<&'a str>,
    pub bye: bool,
    /// From the player's side, `w-l-d` (a double loss in words); empty
    /// while unplayed.
    pub result: String,
    /// The table's own extension, `+m:ss`; empty without one.
    pub extension: String,
}

/// Most lines in one column before another column is opened: the size at
/// which a name is still read from the back of a hall.
const ROWS_PER_COLUMN: usize = 22;

/// The most columns (a 1920-pixel-wide screen, a name and its opponent per
/// line).
const MAX_COLUMNS: usize = 6;

#[derive(Template)]
#[template(path = "screen/round.html")]
struct ScreenPage<'a> {
    title: &'a str,
    words: Words,
    tid: &'a str,
    number: u32,
    playoff: bool,
    state: &'a str,
    rows: Vec<ScreenRow<'a>>,
    columns: usize,
    per_column: usize,
    /// How many `em` a line needs across ([`line_ems`]); the page's font
    /// has a floor besides, below which names are cut with an ellipsis.
    line_ems: String,
    /// The clock as its wire JSON (`null` without a time limit).
    clock_json: String,
    /// The clock as text when the page was made, and its note.
    clock_text: String,
    clock_class: String,
    note: String,
    /// The event names the script listens for, as a JSON array.
    events_json: String,
    /// A playoff round: the bracket instead of the list.
    bracket: Option<Bracket>,
    /// The round's results as the script compares them (see
    /// [`results_signature`]).
    results: String,
}

/// The round's results in table order, `w-l-d` each (`_` while none), as
/// the screen's script writes them from the round's JSON: the bracket is
/// reloaded when they change.
fn results_signature(sheet: &RoundSheet) -> String {
    let mut tables: Vec<_> = sheet.round.pairings.iter().collect();
    tables.sort_by_key(|p| p.table);
    tables
        .iter()
        .map(|p| {
            p.result.map_or("_".to_owned(), |r| {
                format!("{}-{}-{}", r.wins, r.losses, r.draws)
            })
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// `seconds` as `m:ss` (`h:mm:ss` from an hour), with a minus sign once
/// negative.
pub fn clock_text(seconds: i64) -> String {
    let sign = if seconds < 0 { "−" } else { "" };
    let s = seconds.unsigned_abs();
    let (h, m, sec) = (s / 3600, s % 3600 / 60, s % 60);
    if h > 0 {
        format!("{sign}{h}:{m:02}:{sec:02}")
    } else {
        format!("{sign}{m}:{sec:02}")
    }
}

/// Each player once, alphabetical ignoring case (ties by the name as
/// written, then by id), with table, opponent and result from their side.
fn rows(sheet: &RoundSheet, words: Words) -> Vec<ScreenRow<'_>> {
    let tables = sheet
        .round
        .clock
        .as_ref()
        .map(|c| c.tables.clone())
        .unwrap_or_default();
    let mut rows: Vec<(String, &str, ScreenRow<'_>)> = Vec::new();
    for p in &sheet.round.pairings {
        let extension = tables
            .get(&p.table)
            .map(|t| format!("+{}", clock_text(t.extension_s)))
            .unwrap_or_default();
        let result = |from_a: bool| {
            p.result
                .filter(|_| !p.bye)
                .map(|r| {
                    if r.double_loss {
                        words.get("print-double-loss")
                    } else if from_a {
                        format!("{}-{}-{}", r.wins, r.losses, r.draws)
                    } else {
                        format!("{}-{}-{}", r.losses, r.wins, r.draws)
                    }
                })
                .unwrap_or_default()
        };
        let a = sheet.shown(&p.player_a.id);
        let b = p.player_b.as_ref().map(|b| &*b.id);
        let bn = b.map(|b| sheet.shown(b));
        let table = (!p.bye).then_some(p.table);
        rows.push((
            crate::http::print::name_order_key(a),
            &*p.player_a.id,
            ScreenRow {
                table,
                key: p.table,
                side: "a",
                player: a,
                opponent: bn,
                bye: p.bye,
                result: result(true),
                extension: extension.clone(),
            },
        ));
        if let (Some(b), Some(bn)) = (b, bn) {
            rows.push((
                crate::http::print::name_order_key(bn),
                b,
                ScreenRow {
                    table,
                    key: p.table,
                    side: "b",
                    player: bn,
                    opponent: Some(a),
                    bye: false,
                    result: result(false),
                    extension,
                },
            ));
        }
    }
    rows.sort_by(|x, y| (&x.0, x.2.player, x.1).cmp(&(&y.0, y.2.player, y.1)));
    rows.into_iter().map(|(_, _, row)| row).collect()
}

/// The clock's text, its CSS class and its note when the page is made. A
/// completed round's clock has stopped (the book: [Round clock](/book/en/clock-and-screen.html)): it shows the time
/// it had left then, never "time is up".
fn clock_parts(sheet: &RoundSheet, words: Words) -> (String, String, String) {
    let Some(c) = &sheet.round.clock else {
        return (String::new(), "none".to_owned(), String::new());
    };
    let done = sheet.round.state == planesforge_engine::lifecycle::RoundState::Completed
        || c.state == ClockState::Finished;
    let over = !done && c.remaining_s <= 0;
    let note = if done {
        words.get("screen-round-completed")
    } else if c.state == ClockState::Paused {
        words.get("screen-clock-paused")
    } else if c.state == ClockState::NotStarted {
        words.get("screen-clock-not-started")
    } else if over {
        words.get("screen-time-up")
    } else {
        String::new()
    };
    let class = if done {
        "finished".to_owned()
    } else if over {
        format!("{} over", c.state.as_str())
    } else {
        c.state.as_str().to_owned()
    };
    (clock_text(c.remaining_s), class, note)
}

/// The longest name the screen sizes its font for: a longer one is cut
/// with an ellipsis (whole in its `title`, shown on hover) rather than
/// shrinking every line.
const FITTED_NAME_CHARS: usize = 28;

/// How many `em` a line needs across for `names`: the table and the result
/// (9 em) and the longest name twice (player and opponent; about 0.62 em a
/// character in DejaVu Sans), counting at most [`FITTED_NAME_CHARS`].
fn line_ems<'a>(names: impl Iterator<Item = &'a str>) -> String {
    let longest = names
        .map(|n| n.chars().count().min(FITTED_NAME_CHARS))
        .max()
        .unwrap_or(0);
    format!("{:.1}", 9.0 + 1.24 * longest as f64)
}

/// The screen of round `sheet.round` of tournament `tid` in `lang`; with
/// `playoff`, the bracket.
pub fn round_screen(
    sheet: &RoundSheet,
    playoff: Option<&BracketSheet>,
    tid: &str,
    lang: Lang,
) -> Result<String, RenderError> {
    let words = Words(lang);
    let r = &sheet.round;
    let rows = rows(sheet, words);
    let columns = rows.len().div_ceil(ROWS_PER_COLUMN).clamp(1, MAX_COLUMNS);
    let per_column = rows.len().div_ceil(columns).max(1);
    let line_ems = line_ems(rows.iter().map(|r| r.player));
    let clock = r.clock.clone().map(Clock::from);
    let clock_json = serde_json::to_string(&clock)
        .map_err(|e| RenderError::Io(std::io::Error::other(e.to_string())))?;
    let events_json = events_json()?;
    let (clock_text, clock_class, note) = clock_parts(sheet, words);
    Ok(ScreenPage {
        title: &sheet.tournament_name,
        words,
        tid,
        number: r.number,
        playoff: r.kind == planesforge_engine::RoundKind::Playoff,
        state: r.state.as_str(),
        rows,
        columns,
        per_column,
        line_ems,
        clock_json,
        clock_text,
        clock_class,
        note,
        events_json,
        bracket: playoff.map(|b| bracket::bracket(b, words, Some(r.number))),
        results: results_signature(sheet),
    }
    .render()?)
}

#[derive(Template)]
#[template(path = "screen/waiting.html")]
struct WaitingPage<'a> {
    title: &'a str,
    words: Words,
    tid: &'a str,
    number: u32,
    events_json: String,
}

/// The event names the screens' script listens for, as a JSON array.
fn events_json() -> Result<String, RenderError> {
    let names: Vec<&str> = Event::ALL.iter().map(|e| e.as_str()).collect();
    serde_json::to_string(&names).map_err(|e| RenderError::Io(std::io::Error::other(e.to_string())))
}

/// The screen of a round whose pairings are not out yet ("Waiting for
/// pairings"): it loads the round's screen again once the tournament
/// changes.
pub fn waiting_screen(sheet: &WaitingSheet, tid: &str, lang: Lang) -> Result<String, RenderError> {
    Ok(WaitingPage {
        title: &sheet.tournament_name,
        words: Words(lang),
        tid,
        number: sheet.number,
        events_json: events_json()?,
    }
    .render()?)
}

#[cfg(test)]
mod tests {
    use super::{FITTED_NAME_CHARS, clock_text, line_ems};

    #[test]
    fn one_long_name_does_not_shrink_every_line() {
        let short = ["Ann", "Bob"];
        assert_eq!(line_ems(short.into_iter()), "12.7");
        let long = "x".repeat(200);
        let fitted = "x".repeat(FITTED_NAME_CHARS);
        assert_eq!(
            line_ems(["Ann", long.as_str()].into_iter()),
            line_ems([fitted.as_str()].into_iter())
        );
        let template = include_str!("../../templates/screen/round.html");
        // A floor under the computed size, ellipses, and the whole name on
        // hover.
        assert!(template.contains("--font:max(2vh,min("), "{template}");
        assert!(
            template.contains(".row>span{overflow:hidden;text-overflow:ellipsis}"),
            "{template}"
        );
        assert!(
            template.contains(r#"<span class="name" title="{{ row.player }}">"#),
            "{template}"
        );
        assert!(
            template
                .contains(r#"<span class="opp" title="{% if let Some(o) = row.opponent %}{{ o }}"#),
            "{template}"
        );
    }

    #[test]
    fn clock_text_reads_like_a_clock() {
        assert_eq!(clock_text(3000), "50:00");
        assert_eq!(clock_text(61), "1:01");
        assert_eq!(clock_text(0), "0:00");
        assert_eq!(clock_text(-75), "−1:15");
        assert_eq!(clock_text(3600 + 5), "1:00:05");
    }
}

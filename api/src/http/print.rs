//! Views for people: a round's pairings as CSV, and printable HTML pages of
//! a round's pairings (by table, or by player name: the sheet stores post
//! on the wall) and of the standings. The pages are askama templates under
//! `api/templates/`, plain HTML with a print style sheet in large type, no
//! JavaScript; askama HTML-escapes every value. Every word on a page comes
//! from the message catalogues (`api/locales/<lang>/main.ftl`, the
//! `print-` messages) in the page's language ([`Words`]). The CSV is
//! written with the `csv` crate ([`CsvDocument`]). Deterministic: the same
//! round, language and printing time give the same bytes (the caller reads
//! the clock).

use std::collections::BTreeMap;

use askama::Template;
use chrono::{DateTime, Utc};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::http::dto::wire::{CsvDocument, RenderError, StandingEntry, StandingsResponse};
use crate::http::error::ApiError;
use crate::i18n::{self, Arg, Lang};
use crate::service::details::EventLine;
pub use crate::service::views::display_names;
use crate::service::views::{Record, RoundSheet};

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

/// Which sheet of a round is printed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PrintSheet {
    /// The pairings for the wall (in the order of `sort`).
    #[default]
    Pairings,
    /// Match result slips: one cut-out slip per table (the bye has none),
    /// in table order, for the players to fill in, sign and hand in.
    Slips,
}

/// `?sheet=pairings|slips&sort=table|name&lang=`
#[derive(Clone, Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PrintQuery {
    /// `pairings` (default) or `slips` (match result slips, one per table,
    /// six to an A4 page; the bye gets none).
    #[serde(default)]
    #[param(inline)]
    pub sheet: Option<PrintSheet>,
    /// `table` (default) or `name`: the order of the pairings (the slips
    /// are always in table order).
    #[serde(default)]
    #[param(inline)]
    pub sort: Option<PrintSort>,
    /// The language of the page (a code of `LanguageName`, or a tag that
    /// picks one: `de-AT` counts as `de`, `pt` and `zh-TW` as the book's
    /// Languages page says). Before the
    /// tournament's `language` setting, which comes before
    /// `Accept-Language`; an unsupported value is passed over, as for the
    /// error messages.
    #[serde(default)]
    pub lang: Option<String>,
}

/// `?lang=` of the standings page (the rest of its query is the
/// standings query), for the OpenAPI document.
#[derive(Clone, Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LangQuery {
    /// The language of the page, as for the printed pairings.
    #[serde(default)]
    pub lang: Option<String>,
}

/// The words of a page in its language, for the templates:
/// `{{ words.get("print-table") }}`.
#[derive(Clone, Copy, Debug)]
pub struct Words(pub Lang);

impl Words {
    /// The `lang` attribute of the page.
    pub fn code(&self) -> &'static str {
        self.0.code()
    }

    /// Message `id`, without arguments.
    pub fn get(&self, id: &str) -> String {
        i18n::message(self.0, id, &[])
    }

    /// Message `id` with one number, `name`.
    pub fn num(&self, id: &str, name: &str, n: &u32) -> String {
        i18n::message(self.0, id, &[(name, Arg::from(*n))])
    }

    /// The final-standings heading.
    pub fn final_standings(&self, cut: &u32, round: &u32) -> String {
        i18n::message(
            self.0,
            "print-final-standings",
            &[("cut", Arg::from(*cut)), ("round", Arg::from(*round))],
        )
    }

    /// "Printed …" with `at` as the language writes a date and time, in
    /// the event's time zone (UTC without one), the zone named.
    pub fn printed(&self, at: &DateTime<Utc>, event: &EventLine) -> String {
        let time = self.time(at, event);
        i18n::message(self.0, "print-printed", &[("time", Arg::from(time))])
    }

    /// `at` as the language writes a date and time, in the event's time
    /// zone (UTC without one), the zone named (`CET`, `UTC`).
    pub fn time(&self, at: &DateTime<Utc>, event: &EventLine) -> String {
        let t = event.local(*at);
        i18n::message(
            self.0,
            "print-time",
            &[
                ("day", Arg::from(t.day)),
                ("month", Arg::from(t.month)),
                ("year", Arg::from(t.year)),
                ("hour", Arg::from(format!("{:02}", t.hour))),
                ("minute", Arg::from(format!("{:02}", t.minute))),
                ("zone", Arg::from(t.zone)),
            ],
        )
    }

    /// The event's line under the title: format, location and start
    /// (in its time zone), those that are set, joined by " · "; `None`
    /// when none is.
    pub fn event(&self, event: &EventLine) -> Option<String> {
        let starts = event.starts_at.map(|at| {
            i18n::message(
                self.0,
                "print-starts",
                &[("time", Arg::from(self.time(&at, event)))],
            )
        });
        let parts: Vec<String> = [event.format.clone(), event.location.clone(), starts]
            .into_iter()
            .flatten()
            .collect();
        (!parts.is_empty()).then(|| parts.join(" · "))
    }
}

/// What the head of every page shows besides the tournament's name.
#[derive(Debug)]
pub struct PrintHeader {
    pub words: Words,
    /// The "Printed …" line.
    pub printed: String,
    /// The same moment for `<time datetime>`, RFC 3339 to the second.
    pub printed_iso: String,
    /// The event's format, location and start ([`Words::event`]).
    pub event: Option<String>,
}

impl PrintHeader {
    /// The header of a page of `event` printed at `at` in `lang`, its
    /// times in the event's time zone.
    pub fn new(lang: Lang, at: DateTime<Utc>, event: &EventLine) -> PrintHeader {
        let words = Words(lang);
        PrintHeader {
            words,
            printed: words.printed(&at, event),
            printed_iso: at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            event: words.event(event),
        }
    }
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
        let b = p.player_b.as_ref().map_or("", |b| &*b.id);
        out.record([
            p.table.to_string(),
            p.player_a.id.to_string(),
            sheet.name(&p.player_a.id).to_owned(),
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
    /// The double loss (the book: [Match points and game points](/book/en/pairings-and-standings.html#points)): printed in words.
    pub double_loss: bool,
}

/// One line of a printed round: a table (sorted by table) or a player
/// (sorted by name). Data only; the template writes the words (`BYE` and
/// `bye` from the catalogues, the dash of the bye's table).
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
    /// `player`'s record before this round.
    pub record: Record,
}

/// `templates/print/round.html`: the names escaped by askama.
#[derive(Template)]
#[template(path = "print/round.html")]
struct RoundPage<'a> {
    title: &'a str,
    head: &'a PrintHeader,
    words: Words,
    number: u32,
    playoff: bool,
    state: &'a str,
    by_name: bool,
    rows: Vec<PrintedPairing<'a>>,
}

/// The lines of a round sorted by `sort`: by table in table order (the bye
/// last, as the round stores it), or by name: each player once,
/// alphabetical ignoring case (ties by the name as written, then by id, so
/// the page is deterministic), the result from their side.
/// The key players are listed by, by name: lower case, accents folded
/// (`Émile` among the E's, `Léa` before `Lukas`; canonical decomposition,
/// then the combining diacritical marks U+0300–U+036F dropped), so a
/// player finds their name where they look for it on a sheet or the wall
/// screen. Letters without a decomposition (`Æ`, `Ø`) keep their place
/// after `z`; ties are broken by the caller (name as written, then id).
pub fn name_order_key(name: &str) -> String {
    icu_normalizer::DecomposingNormalizerBorrowed::new_nfd()
        .normalize(&name.to_lowercase())
        .chars()
        .filter(|c| !('\u{300}'..='\u{36f}').contains(c))
        .collect()
}

fn printed_pairings(sheet: &RoundSheet, sort: PrintSort) -> Vec<PrintedPairing<'_>> {
    let mut rows: Vec<(String, &str, PrintedPairing<'_>)> = Vec::new();
    for p in &sheet.round.pairings {
        let table = (!p.bye).then_some(p.table);
        let score = |from_a: bool| {
            p.result.filter(|_| !p.bye).map(|r| {
                let r = if from_a { r } else { r.mirrored() };
                Score {
                    wins: r.wins,
                    losses: r.losses,
                    draws: r.draws,
                    double_loss: r.double_loss,
                }
            })
        };
        let a = sheet.shown(&p.player_a.id);
        let b = p.player_b.as_ref().map(|b| &*b.id);
        let bn = b.map(|b| sheet.shown(b));
        rows.push((
            name_order_key(a),
            &p.player_a.id,
            PrintedPairing {
                table,
                player: a,
                opponent: bn,
                bye: p.bye,
                score: score(true),
                record: sheet.record(&p.player_a.id),
            },
        ));
        // Sorted by name, the opponent gets a line of their own.
        if let (PrintSort::Name, Some(b), Some(bn)) = (sort, b, bn) {
            rows.push((
                name_order_key(bn),
                b,
                PrintedPairing {
                    table,
                    player: bn,
                    opponent: Some(a),
                    bye: p.bye,
                    score: score(false),
                    record: sheet.record(b),
                },
            ));
        }
    }
    if sort == PrintSort::Name {
        rows.sort_by(|x, y| (&x.0, x.2.player, x.1).cmp(&(&y.0, y.2.player, y.1)));
    }
    rows.into_iter().map(|(_, _, row)| row).collect()
}

/// The printable page of a round, sorted by table or by player name, in
/// the language and with the printing time of `head`.
pub fn round_html(
    sheet: &RoundSheet,
    sort: PrintSort,
    head: &PrintHeader,
) -> Result<String, RenderError> {
    let r = &sheet.round;
    Ok(RoundPage {
        title: &sheet.tournament_name,
        head,
        words: head.words,
        number: r.number,
        playoff: r.kind == planesforge_engine::RoundKind::Playoff,
        state: r.state.as_str(),
        by_name: sort == PrintSort::Name,
        rows: printed_pairings(sheet, sort),
    }
    .render()?)
}

/// One match result slip: a table and its two players, as printed.
#[derive(Debug)]
pub struct MatchSlip<'a> {
    pub table: u32,
    pub player_a: &'a str,
    pub player_b: &'a str,
}

/// `templates/print/slips.html`.
#[derive(Template)]
#[template(path = "print/slips.html")]
struct SlipsPage<'a> {
    title: &'a str,
    head: &'a PrintHeader,
    words: Words,
    number: u32,
    playoff: bool,
    state: &'a str,
    slips: Vec<MatchSlip<'a>>,
    /// Where the players report online: the player's page (`…/p/…`; each
    /// player's own link is on their code slip).
    player_page: String,
}

impl SlipsPage<'_> {
    /// The sentence with the player's page address.
    fn online(&self) -> String {
        i18n::message(
            self.words.0,
            "print-slip-online",
            &[("url", Arg::from(self.player_page.clone()))],
        )
    }
}

/// The slips of a round: one per table in table order, names as printed
/// ([`display_names`]). The bye gets no slip: its result is given by the
/// rules (the book: [Byes](/book/en/pairings-and-standings.html#the-bye)), nobody reports it.
pub fn match_slips(sheet: &RoundSheet) -> Vec<MatchSlip<'_>> {
    let mut slips: Vec<MatchSlip<'_>> = sheet
        .round
        .pairings
        .iter()
        .filter(|p| !p.bye)
        .filter_map(|p| {
            let b = p.player_b.as_ref()?;
            Some(MatchSlip {
                table: p.table,
                player_a: sheet.shown(&p.player_a.id),
                player_b: sheet.shown(&b.id),
            })
        })
        .collect();
    slips.sort_by_key(|s| s.table);
    slips
}

/// The printable match result slips of a round (A4, six to a page with
/// cut lines), in the language and with the printing time of `head`;
/// `base_url` is where players reach this server (`PLANESFORGE_PUBLIC_URL`,
/// no trailing `/`).
pub fn slips_html(
    sheet: &RoundSheet,
    head: &PrintHeader,
    base_url: &str,
) -> Result<String, RenderError> {
    let r = &sheet.round;
    Ok(SlipsPage {
        title: &sheet.tournament_name,
        head,
        words: head.words,
        number: r.number,
        playoff: r.kind == planesforge_engine::RoundKind::Playoff,
        state: r.state.as_str(),
        slips: match_slips(sheet),
        player_page: format!("{base_url}/p/…"),
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
    head: &'a PrintHeader,
    words: Words,
    after_round: u32,
    cut_size: Option<u32>,
    rows: Vec<PrintedStanding<'a>>,
}

impl StandingsPage<'_> {
    /// A percentage with two decimals and the language's decimal
    /// separator (`44.44`, `44,44`).
    fn percent(&self, fraction: &f64) -> String {
        format!("{:.2}", fraction * 100.0)
            .replace('.', &self.words.0.decimal_separator().to_string())
    }
}

/// The printable standings. Once a top cut exists (the book: [Top cut](/book/en/pairings-and-standings.html#top-cut)) it is the
/// final standings: a "Place" column first (a dash while pending), the
/// rows in final order (the JSON order), the Swiss rank kept beside it.
/// Names as in `display` (player id → name as printed, [`display_names`]).
pub fn standings_html(
    tournament_name: &str,
    s: &StandingsResponse,
    display: &BTreeMap<String, String>,
    head: &PrintHeader,
) -> Result<String, RenderError> {
    Ok(StandingsPage {
        title: tournament_name,
        head,
        words: head.words,
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
    use chrono::TimeZone;

    #[test]
    fn names_are_ordered_with_accents_folded() {
        let mut names = vec![
            "Lukas", "Émile", "Léa", "Eva", "Zoë", "Ærlig", "anna", "Άννα",
        ];
        names.sort_by_key(|n| name_order_key(n));
        assert_eq!(
            names,
            [
                "anna", "Émile", "Eva", "Léa", "Lukas", "Zoë", "Ærlig", "Άννα"
            ]
        );
        assert_eq!(name_order_key("Σοφία Παππά"), "σοφια παππα");
    }

    fn head(lang: Lang) -> PrintHeader {
        let at = Utc
            .with_ymd_and_hms(2026, 12, 1, 9, 5, 0)
            .single()
            .expect("a time");
        PrintHeader::new(lang, at, &EventLine::default())
    }

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
        let html = standings_html("T", &s, &BTreeMap::new(), &head(Lang::EN)).unwrap();
        assert!(html.contains("Final standings (top 2"), "{html}");
        assert!(html.contains("<th>Place</th><th>Swiss rank</th>"), "{html}");
        assert!(html.contains(
            "<tr><td class=\"num\">1</td><td class=\"num\">2</td><td class=\"name\">Name c</td>"
        ));
        assert!(html.contains(
            "<tr><td class=\"num\">—</td><td class=\"num\">1</td><td class=\"name\">Name a</td>"
        ));
        let c = html.find("Name c").expect("c");
        let a = html.find("Name a").expect("a");
        assert!(c < a, "the champion is printed first");
        s.cut_size = None;
        let html = standings_html("T", &s, &BTreeMap::new(), &head(Lang::EN)).unwrap();
        assert!(html.contains("Standings after round 3"));
        assert!(!html.contains("Place"));
    }

    #[test]
    fn the_time_printed_as_each_language_writes_it() {
        let printed = |l| head(l).printed;
        assert_eq!(printed(Lang::EN), "Printed 1 December 2026, 09:05 UTC");
        assert_eq!(
            printed(Lang::from_code("de").unwrap()),
            "Gedruckt am 1.12.2026, 09:05 Uhr UTC"
        );
        assert_eq!(
            printed(Lang::from_code("fr").unwrap()),
            "Imprimé le 1/12/2026 à 09 h 05 UTC"
        );
        assert_eq!(
            printed(Lang::from_code("nb").unwrap()),
            "Skrevet ut 1.12.2026 kl. 09:05 UTC"
        );
        assert_eq!(
            head(Lang::from_code("el").unwrap()).printed_iso,
            "2026-12-01T09:05:00Z"
        );
        assert_eq!(head(Lang::EN).event, None);
    }

    #[test]
    fn times_in_the_events_zone() {
        let at = Utc
            .with_ymd_and_hms(2026, 12, 4, 18, 0, 0)
            .single()
            .expect("a time");
        let event = EventLine {
            time_zone: Some("Europe/Berlin".into()),
            starts_at: Some(at),
            format: Some("Pauper".into()),
            location: Some("Den".into()),
        };
        let head = PrintHeader::new(Lang::from_code("de").unwrap(), at, &event);
        assert_eq!(head.printed, "Gedruckt am 4.12.2026, 19:00 Uhr CET");
        assert_eq!(
            head.event.as_deref(),
            Some("Pauper · Den · Beginn: 4.12.2026, 19:00 Uhr CET")
        );
        assert_eq!(head.printed_iso, "2026-12-04T18:00:00Z");
    }

    #[test]
    fn a_playoff_round_by_name_in_german() {
        use crate::service::views::rounds::{MatchResult, Pairing, PlayerRef, Round};
        let who = |id: &str| PlayerRef {
            id: id.into(),
            name: "".into(),
        };
        let pairing = |table, a: &str, b: Option<&str>, result| Pairing {
            table,
            player_a: who(a),
            player_b: b.map(who),
            bye: b.is_none(),
            result,
            report: None,
        };
        let names: BTreeMap<String, String> = [("a", "Anna"), ("b", "Bernd"), ("c", "Cem")]
            .into_iter()
            .map(|(id, n)| (id.to_owned(), n.to_owned()))
            .collect();
        let records = [
            (
                "a",
                Record {
                    wins: 3,
                    losses: 0,
                    draws: 1,
                },
            ),
            (
                "b",
                Record {
                    wins: 2,
                    losses: 1,
                    draws: 1,
                },
            ),
        ]
        .into_iter()
        .map(|(id, r)| (id.to_owned(), r))
        .collect();
        let sheet = RoundSheet {
            tournament_name: "Pokal".to_owned(),
            event: EventLine::default(),
            language: None,
            round: Round {
                number: 5,
                kind: planesforge_engine::RoundKind::Playoff,
                state: planesforge_engine::lifecycle::RoundState::Completed,
                pairings: vec![
                    pairing(1, "a", Some("b"), Some(MatchResult::games(2, 1, 0))),
                    pairing(2, "c", None, None),
                ],
                warnings: vec![],
                created_at: String::new(),
                published_at: None,
                completed_at: None,
                clock: None,
            },
            display: names.clone(),
            names,
            records,
        };
        let html = round_html(
            &sheet,
            PrintSort::Name,
            &head(Lang::from_code("de").unwrap()),
        )
        .unwrap();
        assert!(html.contains("<html lang=\"de\">"), "{html}");
        assert!(
            html.contains("<h2>Runde 5 (Top Cut, abgeschlossen) — Paarungen nach Name</h2>"),
            "{html}"
        );
        assert!(html.contains("<tr><td class=\"name\">Anna</td><td class=\"rec\">3-0-1</td><td class=\"tbl\">1</td><td class=\"name\">Bernd</td><td class=\"res\">2-1-0</td>"), "{html}");
        assert!(html.contains("<tr><td class=\"name\">Bernd</td><td class=\"rec\">2-1-1</td><td class=\"tbl\">1</td><td class=\"name\">Anna</td><td class=\"res\">1-2-0</td>"), "{html}");
        // Not in the records: 0-0-0; the bye in German.
        assert!(html.contains("<tr><td class=\"name\">Cem</td><td class=\"rec\">0-0-0</td><td class=\"tbl\">—</td><td class=\"name\">FREILOS</td><td class=\"res\">Freilos</td>"), "{html}");
        assert!(html.contains("<time datetime=\"2026-12-01T09:05:00Z\">Gedruckt am 1.12.2026, 09:05 Uhr UTC</time>"), "{html}");
    }

    #[test]
    fn standings_in_greek() {
        let s = StandingsResponse {
            after_round: 3,
            floor: WireFloor::Mtr,
            cut_size: None,
            standings: vec![entry("a", 1, None)],
        };
        let html = standings_html(
            "T",
            &s,
            &BTreeMap::new(),
            &head(Lang::from_code("el").unwrap()),
        )
        .unwrap();
        assert!(html.contains("<html lang=\"el\">"), "{html}");
        assert!(html.contains("<h2>Κατάταξη μετά τον γύρο 3</h2>"), "{html}");
        assert!(
            html.contains("<th>Πόντοι αγώνα</th><th>Ν-Η-Ι</th>"),
            "{html}"
        );
        // Decimal comma.
        assert!(html.contains("<td class=\"num\">50,00</td>"), "{html}");
        assert!(!html.contains("Standings"), "{html}");
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
        let html = standings_html("<T>", &s, &BTreeMap::new(), &head(Lang::EN)).unwrap();
        assert!(
            html.contains(
                "<td class=\"name\">&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;</td>"
            ),
            "{html}"
        );
        assert!(html.contains("<h1>&lt;T&gt;</h1>"), "{html}");
        assert!(!html.contains("<b>"), "{html}");
    }
}

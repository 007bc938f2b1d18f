//! The diagrams of the book's explainer page, drawn from its example
//! tournament (`book/example/tournament.json`) with the engine, in every
//! language of the book.
//!
//! Four SVG files per language, committed at `book/<lang>/src/figures/`:
//!
//! - `ladder.svg`: the score groups of one round of the example as steps,
//!   each player a box in standings order, the tables the engine paired, and
//!   an arrow for every player who floats down (RULES.md §5);
//! - `slide.svg`: the slide in a group of eight, as the engine pairs eight
//!   players on equal points (names from the example if it has such a
//!   group, otherwise ranks);
//! - `bracket.svg`: the Top 8 bracket in the engine's seeding (RULES.md §8),
//!   with the example's names if it has a cut of 8, otherwise seeds;
//! - `standings-row.svg`: one row of the example's final standings, each
//!   figure labelled with what it is.
//!
//! The test regenerates every file in memory and fails if a committed file
//! differs, so a change in the engine, in the example or in a label shows up
//! in the pictures. To rewrite them:
//!
//! ```sh
//! UPDATE_FIGURES=1 cargo test --workspace --test book_diagrams
//! ```
//!
//! The SVG is plain string building: black lines on white, real `<text>`
//! in a font stack that covers Greek, a `viewBox` so the figure scales to
//! the book's content column (720 units wide), and a `<title>`. Text widths
//! are estimated on the generous side; a label that would not fit its space
//! is reported as a problem and fails the test.

mod common;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use planesforge_engine::{
    Floor, History, PairingPlayer, PlayerIdx, RoundKind, Standings, StandingsOptions,
    TournamentDocument, pair_next_round, pair_round, standings, topcut,
};

/// The catalogues: one folder per language (the one list of languages).
fn locales() -> PathBuf {
    repo_root().join("api").join("locales")
}

/// Every language: the folders of `api/locales/`, English (the source)
/// first, then by code.
fn languages() -> Vec<String> {
    common::languages(&locales())
}

/// The figures, as file names without `.svg`, and the heading id of the
/// section of `pairings-and-standings.md` that shows each.
const FIGURES: [(&str, &str); 4] = [
    ("ladder", "floaters"),
    ("slide", "the-slide"),
    ("bracket", "bracket"),
    ("standings-row", "example-standings"),
];

/// The round whose score groups the ladder shows: the round the page walks
/// through in "Who floats down".
const LADDER_ROUND: u32 = 2;

/// The player whose final standings row is annotated: the page works out
/// her OGW% in "Opponents' game-win percentage".
const ROW_PLAYER: &str = "greta";

const COMMAND: &str = "UPDATE_FIGURES=1 cargo test --workspace --test book_diagrams";

/// Width of every figure, in SVG units (about the book's content column).
const WIDTH: f64 = 720.0;
/// Left and right margin.
const MARGIN: f64 = 20.0;
/// Broad Unicode coverage first (Greek, Cyrillic), then the usual system
/// fonts.
const FONTS: &str = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/// The font stack of a figure in `lang`: [`FONTS`], and for a language
/// written in Han characters, kana or Hangul the Noto CJK face of its
/// region (Debian's fonts-noto-cjk), before the generic family, so that
/// Han characters take the shapes that language's readers expect.
fn fonts(lang: &str) -> String {
    let mut subtags = lang.split('-');
    let region = match subtags.next() {
        Some("ja") => "JP",
        Some("ko") => "KR",
        Some("zh") if lang.contains("-Hant") || lang.contains("-TW") => "TC",
        Some("zh") if lang.contains("-HK") || lang.contains("-MO") => "HK",
        Some("zh") => "SC",
        _ => return FONTS.to_string(),
    };
    FONTS.replace(
        ", sans-serif",
        &format!(", 'Noto Sans CJK {region}', sans-serif"),
    )
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the crate lives inside the workspace")
        .to_path_buf()
}

fn figure_path(lang: &str, name: &str) -> PathBuf {
    repo_root()
        .join("book")
        .join(lang)
        .join("src")
        .join("figures")
        .join(format!("{name}.svg"))
}

// ---------------------------------------------------------------------------
// Labels
// ---------------------------------------------------------------------------

/// Every word the figures show, in one language: the language's
/// `api/locales/<lang>/figures.ftl` (terms are those of its page
/// book/<lang>/src/pairings-and-standings.md), and its decimal separator
/// from `language.ftl`.
struct Labels {
    lang: String,
    decimal_comma: bool,
    bundle: FluentBundle<FluentResource>,
}

impl Labels {
    fn load(lang: &str) -> Labels {
        let id: LanguageIdentifier = lang.parse().expect("a language code");
        let mut bundle = FluentBundle::new(vec![id]);
        // The figures are plain text: no bidi isolation marks.
        bundle.set_use_isolating(false);
        for file in ["figures.ftl", "language.ftl"] {
            let path = locales().join(lang).join(file);
            let text =
                fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let resource = FluentResource::try_new(text)
                .unwrap_or_else(|(_, e)| panic!("{}: syntax errors {e:?}", path.display()));
            bundle
                .add_resource(resource)
                .unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
        }
        let mut labels = Labels {
            lang: lang.to_string(),
            decimal_comma: false,
            bundle,
        };
        labels.decimal_comma = match labels.get("language-decimal-separator").as_str() {
            "," => true,
            "." => false,
            other => panic!("{lang}/language.ftl: decimal separator {other:?}"),
        };
        labels
    }

    /// Message `id` with `args`; a missing message or argument fails.
    fn with(&self, id: &str, args: &[(&str, FluentValue)]) -> String {
        let message = self
            .bundle
            .get_message(id)
            .and_then(|m| m.value())
            .unwrap_or_else(|| panic!("{}/figures.ftl has no {id}", self.lang));
        let mut fargs = FluentArgs::new();
        for (name, value) in args {
            fargs.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(message, Some(&fargs), &mut errors);
        assert!(errors.is_empty(), "{}: {id}: {errors:?}", self.lang);
        text.into_owned()
    }

    /// Message `id`, which takes no argument.
    fn get(&self, id: &str) -> String {
        self.with(id, &[])
    }

    fn group(&self, mp: u32) -> String {
        self.with("figure-group", &[("mp", mp.into())])
    }

    fn table(&self, t: u32) -> String {
        self.with("figure-table", &[("t", t.into())])
    }

    /// A percentage as the API shows it: 4 decimals, the language's
    /// decimal separator.
    fn decimal(&self, value: planesforge_engine::Ratio) -> String {
        let text = format!("{:.4}", value.round_to(4));
        if self.decimal_comma {
            text.replace('.', ",")
        } else {
            text
        }
    }
}

// ---------------------------------------------------------------------------
// SVG building
// ---------------------------------------------------------------------------

/// A number as an SVG coordinate: at most one decimal, no trailing zero.
fn num(v: f64) -> String {
    let tenths = (v * 10.0).round();
    if tenths % 10.0 == 0.0 {
        format!("{}", (tenths / 10.0) as i64)
    } else {
        format!("{:.1}", tenths / 10.0)
    }
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            _ => out.push(c),
        }
    }
    out
}

/// A generous estimate of the width of `text` at `size` in the fonts of
/// [`FONTS`] (DejaVu Sans, the widest of them, as the measure).
fn text_width(text: &str, size: f64, bold: bool) -> f64 {
    let ems: f64 = text
        .chars()
        .map(|c| match c {
            ' ' => 0.34,
            'i' | 'l' | 'j' | '.' | ',' | ':' | ';' | '\'' | '’' | '|' | '!' | 'ί' | 'ι' => {
                0.32
            }
            '(' | ')' | '[' | ']' | '/' | 'f' | 't' | 'r' | 'I' | 'J' | '-' | '°' | 'º' => 0.45,
            'm' | 'w' | 'M' | 'W' | '%' | 'Ω' | 'Μ' | 'ω' | 'ώ' | 'Ψ' | '–' => 1.0,
            c if is_wide(c) => 1.0,
            c if c.is_uppercase() => 0.76,
            c if c.is_ascii_digit() => 0.66,
            _ => 0.62,
        })
        .sum();
    ems * size * if bold { 1.1 } else { 1.0 }
}

/// Word wrap of `text` into lines no wider than `max`, as few lines as
/// possible, and those as even as possible (no lone last word).
fn wrap(text: &str, size: f64, bold: bool, max: f64) -> Vec<String> {
    let fewest = greedy_wrap(text, size, bold, max);
    let mut best = fewest.clone();
    let mut narrower = max - 4.0;
    while narrower > 0.0 {
        let lines = greedy_wrap(text, size, bold, narrower);
        if lines.len() != fewest.len() {
            break;
        }
        best = lines;
        narrower -= 4.0;
    }
    best
}

/// Whether `c` is a full-width character (Han, kana, Hangul, CJK
/// punctuation and full-width forms): one em wide, and a line may break
/// before or after it, as text in those scripts has no spaces.
fn is_wide(c: char) -> bool {
    matches!(u32::from(c),
        0x1100..=0x11FF | 0x2E80..=0x303F | 0x3040..=0x30FF | 0x3100..=0x31FF
        | 0x3200..=0x33FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xAC00..=0xD7AF
        | 0xF900..=0xFAFF | 0xFE30..=0xFE4F | 0xFF00..=0xFF60 | 0xFFE0..=0xFFE6)
}

/// Characters that may not start a line (closing punctuation, the long
/// vowel mark, small kana): they stay with the character before.
fn no_break_before(c: char) -> bool {
    "、。，．：；！？）」』】〉》ー・ぁぃぅぇぉっゃゅょァィゥェォッャュョ%".contains(c)
}

/// The pieces of one space-separated word that a line may break between:
/// the word itself, unless it holds full-width characters.
fn pieces(word: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut after_wide = false;
    for c in word.chars() {
        let wide = is_wide(c);
        let joins = match out.last() {
            None => false,
            Some(_) if no_break_before(c) => true,
            Some(_) => !wide && !after_wide,
        };
        match out.last_mut() {
            Some(last) if joins => last.push(c),
            _ => out.push(c.to_string()),
        }
        after_wide = wide;
    }
    out
}

/// Greedy word wrap: each line takes as many words as fit in `max` (in
/// text with full-width characters, as many characters).
fn greedy_wrap(text: &str, size: f64, bold: bool, max: f64) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        for (k, piece) in pieces(word).into_iter().enumerate() {
            let glue = if line.is_empty() || k > 0 { "" } else { " " };
            let candidate = format!("{line}{glue}{piece}");
            if !line.is_empty() && text_width(&candidate, size, bold) > max {
                lines.push(std::mem::take(&mut line));
                line = piece;
            } else {
                line = candidate;
            }
        }
        if word.is_empty() && !line.is_empty() {
            // Two spaces in a row: kept, as before.
            line.push(' ');
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[derive(Clone, Copy)]
enum Anchor {
    Start,
    Middle,
    End,
}

/// One figure under construction.
struct Svg {
    /// `lang/name`, for problem reports.
    what: String,
    body: String,
    problems: Vec<String>,
}

impl Svg {
    fn new(lang: &str, name: &str) -> Svg {
        Svg {
            what: format!("{lang}/{name}.svg"),
            body: String::new(),
            problems: Vec::new(),
        }
    }

    /// A line of text; `room` is the width it may take. A text that would
    /// not fit is a problem.
    #[allow(clippy::too_many_arguments)]
    fn text(
        &mut self,
        x: f64,
        y: f64,
        size: f64,
        anchor: Anchor,
        bold: bool,
        room: f64,
        text: &str,
    ) {
        let width = text_width(text, size, bold);
        if width > room {
            self.problems.push(format!(
                "{}: {text:?} needs about {} units, has {}",
                self.what,
                num(width),
                num(room)
            ));
        }
        let anchor = match anchor {
            Anchor::Start => "",
            Anchor::Middle => " text-anchor=\"middle\"",
            Anchor::End => " text-anchor=\"end\"",
        };
        let weight = if bold { " font-weight=\"bold\"" } else { "" };
        let _ = writeln!(
            self.body,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\"{anchor}{weight}>{}</text>",
            num(x),
            num(y),
            num(size),
            escape(text)
        );
    }

    /// A text on a white patch, so that it stays readable over a line.
    #[allow(clippy::too_many_arguments)]
    fn text_on_white(&mut self, x: f64, y: f64, size: f64, anchor: Anchor, room: f64, text: &str) {
        let width = text_width(text, size, false);
        let left = match anchor {
            Anchor::Start => x,
            Anchor::Middle => x - width / 2.0,
            Anchor::End => x - width,
        };
        self.rect(left - 3.0, y - size, width + 6.0, size + 4.0, Style::Patch);
        self.text(x, y, size, anchor, false, room, text);
    }

    fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, style: Style) {
        let look = match style {
            Style::Box => "fill=\"#fff\" stroke=\"#000\" stroke-width=\"1.5\"",
            Style::Dashed => {
                "fill=\"#fff\" stroke=\"#000\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\""
            }
            Style::Band => "fill=\"#eee\" stroke=\"#000\" stroke-width=\"1\"",
            Style::Patch => "fill=\"#fff\"",
        };
        let _ = writeln!(
            self.body,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" {look}/>",
            num(x),
            num(y),
            num(w),
            num(h)
        );
    }

    /// A line; `arrows`: none, at the end, or at both ends.
    fn line(&mut self, x1: f64, y1: f64, x2: f64, y2: f64, arrows: Arrows) {
        let markers = match arrows {
            Arrows::None => "",
            Arrows::End => " marker-end=\"url(#arrow)\"",
            Arrows::Both => " marker-start=\"url(#arrow)\" marker-end=\"url(#arrow)\"",
        };
        let _ = writeln!(
            self.body,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#000\" stroke-width=\"1.5\"{markers}/>",
            num(x1),
            num(y1),
            num(x2),
            num(y2)
        );
    }

    /// An open polyline through `points`.
    fn polyline(&mut self, points: &[(f64, f64)]) {
        let list: Vec<String> = points
            .iter()
            .map(|&(x, y)| format!("{},{}", num(x), num(y)))
            .collect();
        let _ = writeln!(
            self.body,
            "<polyline points=\"{}\" fill=\"none\" stroke=\"#000\" stroke-width=\"1.5\"/>",
            list.join(" ")
        );
    }

    /// The whole document, `height` units high.
    fn finish(self, lang: &str, title: &str, height: f64) -> (String, Vec<String>) {
        let h = num(height);
        let w = num(WIDTH);
        let fonts = fonts(lang);
        let mut out = String::new();
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" role=\"img\" aria-labelledby=\"title\" lang=\"{lang}\" font-family=\"{fonts}\">"
        );
        let _ = writeln!(out, "<title id=\"title\">{}</title>", escape(title));
        out.push_str(
            "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#000\"/></marker></defs>\n",
        );
        let _ = writeln!(out, "<rect width=\"{w}\" height=\"{h}\" fill=\"#fff\"/>");
        out.push_str(&self.body);
        out.push_str("</svg>\n");
        (out, self.problems)
    }
}

#[derive(Clone, Copy)]
enum Style {
    Box,
    Dashed,
    Band,
    Patch,
}

#[derive(Clone, Copy)]
enum Arrows {
    None,
    End,
    Both,
}

// ---------------------------------------------------------------------------
// The example
// ---------------------------------------------------------------------------

struct Example {
    doc: TournamentDocument,
    history: History,
}

impl Example {
    fn load() -> Example {
        let path = repo_root().join("book/example/tournament.json");
        let text = fs::read_to_string(&path).expect("the example document exists");
        let doc = TournamentDocument::parse(&text)
            .unwrap_or_else(|e| panic!("the example document is valid: {e:?}"));
        let history = doc.to_history().expect("the example is a valid history");
        Example { doc, history }
    }

    fn standings(history: &History, after_round: u32) -> Standings {
        let options = StandingsOptions {
            after_round: Some(after_round),
            floor: Floor::Mtr,
            extended: false,
        };
        standings::compute(history, &options).expect("standings of the example")
    }

    /// The event as it stood before round `n`: earlier rounds only, and the
    /// drops that had happened by then.
    fn before_round(&self, n: u32) -> History {
        let mut before = self.doc.clone();
        let played = n - 1;
        before
            .rounds
            .truncate(usize::try_from(played).expect("few rounds"));
        for player in &mut before.players {
            if player.dropped_after_round.is_some_and(|r| r > played) {
                player.dropped_after_round = None;
            }
        }
        before.to_history().expect("a valid prefix of the example")
    }
}

fn name(history: &History, p: PlayerIdx) -> String {
    history.player(p).name.clone()
}

// ---------------------------------------------------------------------------
// The score-group ladder
// ---------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq, Eq)]
struct Entry {
    player: PlayerIdx,
    name: String,
    /// Rank in the standings before the round.
    rank: u32,
    /// A player who floated down into this group from a higher one.
    ghost: bool,
}

#[derive(Clone, Debug)]
struct Group {
    match_points: u32,
    /// Players who floated in (at the top), then the group's own players,
    /// in standings order.
    entries: Vec<Entry>,
}

/// A table of the round: number, the two players (`None` for the bye).
type Table = (u32, PlayerIdx, Option<PlayerIdx>);

struct Ladder {
    round: u32,
    groups: Vec<Group>,
    tables: Vec<Table>,
    /// (who floats down, the opponent), both by player.
    floats: Vec<(PlayerIdx, PlayerIdx)>,
}

/// The score groups of round `round` and the engine's pairing of it.
fn ladder_model(example: &Example, round: u32) -> Ladder {
    let history = example.before_round(round);
    let before = Example::standings(&history, round - 1);
    let next = pair_next_round(&history).expect("the engine pairs the round");

    let mut groups: Vec<Group> = Vec::new();
    let mut points = BTreeMap::new();
    for row in before.active() {
        points.insert(row.player, row.match_points);
        let entry = Entry {
            player: row.player,
            name: name(&history, row.player),
            rank: row.rank,
            ghost: false,
        };
        match groups.last_mut() {
            Some(g) if g.match_points == row.match_points => g.entries.push(entry),
            _ => groups.push(Group {
                match_points: row.match_points,
                entries: vec![entry],
            }),
        }
    }

    let tables: Vec<Table> = next
        .round
        .pairings
        .iter()
        .map(|t| (t.table, t.player_a, t.player_b))
        .collect();
    let mut floats = Vec::new();
    for &(_, a, b) in &tables {
        let Some(b) = b else { continue };
        let (pa, pb) = (points[&a], points[&b]);
        if pa == pb {
            continue;
        }
        let (high, low) = if pa > pb { (a, b) } else { (b, a) };
        floats.push((high, low));
    }
    // Each floater joins the opponent's group at its top, in rank order.
    let mut ghosts: Vec<(usize, Entry)> = Vec::new();
    for &(high, low) in &floats {
        let target = groups
            .iter()
            .position(|g| g.entries.iter().any(|e| e.player == low))
            .expect("the opponent is in a group");
        let original = groups
            .iter()
            .flat_map(|g| &g.entries)
            .find(|e| e.player == high)
            .expect("the floater is in a group")
            .clone();
        ghosts.push((
            target,
            Entry {
                ghost: true,
                ..original
            },
        ));
    }
    ghosts.sort_by_key(|(target, e)| (std::cmp::Reverse(*target), std::cmp::Reverse(e.rank)));
    for (target, entry) in ghosts {
        groups[target].entries.insert(0, entry);
    }
    Ladder {
        round,
        groups,
        tables,
        floats,
    }
}

fn ladder_svg(example: &Example, l: &Labels, round: u32) -> (String, Vec<String>) {
    let model = ladder_model(example, round);
    let mut svg = Svg::new(&l.lang, "ladder");
    let title = l.with("figure-ladder-title", &[("n", model.round.into())]);
    svg.text(
        MARGIN,
        26.0,
        16.0,
        Anchor::Start,
        true,
        WIDTH - 2.0 * MARGIN,
        &title,
    );

    // Columns: a group starts where the player who floated into it stood
    // above, so each floater's arrow goes straight down; the groups step
    // to the right like stairs.
    let mut first_col: Vec<usize> = Vec::new();
    let mut col_of: BTreeMap<PlayerIdx, usize> = BTreeMap::new();
    for (r, group) in model.groups.iter().enumerate() {
        let start = match group.entries.first() {
            Some(e) if e.ghost => col_of[&e.player],
            _ => first_col.get(r.wrapping_sub(1)).copied().unwrap_or(0),
        };
        first_col.push(start);
        for (k, e) in group.entries.iter().enumerate() {
            if !e.ghost {
                col_of.insert(e.player, start + k);
            }
        }
    }
    let columns = model
        .groups
        .iter()
        .zip(&first_col)
        .map(|(g, &c)| c + g.entries.len())
        .max()
        .unwrap_or(1);
    let col_w = ((WIDTH - 2.0 * MARGIN) / columns as f64).min(118.0);
    let box_w = col_w - 12.0;
    let box_h = 38.0;
    let col_x = |c: usize| MARGIN + c as f64 * col_w + 6.0;

    // The group where a player has their own box (not a dashed one).
    let group_of = |p: PlayerIdx| -> Option<usize> {
        model
            .groups
            .iter()
            .position(|g| g.entries.iter().any(|e| e.player == p && !e.ghost))
    };

    let mut y = 44.0;
    // Where each real box and each ghost is: (x of the box, top, bottom).
    let mut real_box: BTreeMap<PlayerIdx, (f64, f64, f64)> = BTreeMap::new();
    let mut ghost_box: BTreeMap<PlayerIdx, (f64, f64, f64)> = BTreeMap::new();
    let mut gap_middle: Vec<f64> = Vec::new();
    for (r, group) in model.groups.iter().enumerate() {
        // Tables drawn in this group: those of its own players among
        // themselves, and those of the players who floated into it.
        let pairs: Vec<(u32, PlayerIdx, PlayerIdx)> = model
            .tables
            .iter()
            .filter_map(|&(t, a, b)| b.map(|b| (t, a, b)))
            .filter(|&(_, a, b)| {
                let lower = model
                    .floats
                    .iter()
                    .find(|&&(h, _)| h == a || h == b)
                    .map_or(a, |&(_, low)| low);
                group_of(lower) == Some(r)
            })
            .collect();
        let bye = model
            .tables
            .iter()
            .find(|&&(_, a, b)| b.is_none() && group_of(a) == Some(r))
            .map(|&(_, a, _)| a);

        let levels = pairs.len().max(usize::from(bye.is_some()));
        let band_h = 24.0 + box_h + 18.0 * levels as f64 + 10.0;
        let band_x = col_x(first_col[r]) - 6.0;
        svg.rect(band_x, y, WIDTH - MARGIN - band_x, band_h, Style::Band);
        let label = l.group(group.match_points);
        // The label sits top right, above the boxes; an arrow comes down
        // into the first box when a player floated into the group.
        let first_x = col_x(first_col[r]);
        let label_left = match group.entries.first() {
            Some(e) if e.ghost => first_x + box_w / 2.0 + 6.0,
            _ => first_x,
        };
        svg.text(
            WIDTH - MARGIN - 8.0,
            y + 17.0,
            12.5,
            Anchor::End,
            true,
            WIDTH - MARGIN - 8.0 - label_left,
            &label,
        );

        let box_top = y + 24.0;
        let box_bottom = box_top + box_h;
        for (k, e) in group.entries.iter().enumerate() {
            let x = col_x(first_col[r] + k);
            svg.rect(
                x,
                box_top,
                box_w,
                box_h,
                if e.ghost { Style::Dashed } else { Style::Box },
            );
            svg.text(
                x + 7.0,
                box_top + 24.0,
                12.0,
                Anchor::Start,
                false,
                20.0,
                &e.rank.to_string(),
            );
            svg.text(
                x + 26.0,
                box_top + 24.0,
                14.0,
                Anchor::Start,
                !e.ghost,
                box_w - 30.0,
                &e.name,
            );
            let place = (x, box_top, box_bottom);
            if e.ghost {
                ghost_box.insert(e.player, place);
            } else {
                real_box.insert(e.player, place);
            }
        }
        let centre = |p: PlayerIdx| -> f64 {
            let k = group
                .entries
                .iter()
                .position(|e| e.player == p)
                .expect("the player is in this group");
            col_x(first_col[r] + k) + box_w / 2.0
        };
        for (level, &(t, a, b)) in pairs.iter().enumerate() {
            let (xa, xb) = (centre(a), centre(b));
            let (left, right) = (xa.min(xb), xa.max(xb));
            let depth = box_bottom + 14.0 + 18.0 * level as f64;
            svg.polyline(&[
                (left, box_bottom),
                (left, depth),
                (right, depth),
                (right, box_bottom),
            ]);
            let text = l.table(t);
            svg.text_on_white(
                (left + right) / 2.0,
                depth + 4.5,
                12.5,
                Anchor::Middle,
                (right - left) - 8.0,
                &text,
            );
        }
        if let Some(p) = bye {
            let x = centre(p);
            svg.text(
                x,
                box_bottom + 20.0,
                12.0,
                Anchor::Middle,
                false,
                box_w,
                &l.get("figure-bye"),
            );
        }
        y += band_h;
        gap_middle.push(y + 13.0);
        y += 26.0;
    }

    // The floats: from the player's box down to where they join.
    for &(high, _) in &model.floats {
        let (hx, _, h_bottom) = real_box[&high];
        let (gx, g_top, _) = ghost_box[&high];
        let (x1, x2) = (hx + box_w / 2.0, gx + box_w / 2.0);
        svg.line(x1, h_bottom, x2, g_top, Arrows::End);
        let home = group_of(high).expect("the floater has a group");
        let label_y = gap_middle[home] + 4.0;
        let label_x = (x1 + x2) / 2.0 + 8.0;
        svg.text(
            label_x,
            label_y,
            13.0,
            Anchor::Start,
            false,
            WIDTH - MARGIN - label_x,
            &l.get("figure-floats-down"),
        );
    }

    let mut height = y - 26.0 + 6.0;
    let mut notes = vec![l.with("figure-rank-note", &[("n", (model.round - 1).into())])];
    if !model.floats.is_empty() {
        notes.push(l.get("figure-ghost-note"));
    }
    for note in notes {
        for line in greedy_wrap(&note, 13.0, false, WIDTH - 2.0 * MARGIN) {
            height += 17.0;
            svg.text(
                MARGIN,
                height,
                13.0,
                Anchor::Start,
                false,
                WIDTH - 2.0 * MARGIN,
                &line,
            );
        }
    }
    height += 12.0;
    svg.finish(&l.lang, &title, height)
}

// ---------------------------------------------------------------------------
// The slide in a group of eight
// ---------------------------------------------------------------------------

/// The names of a score group of exactly eight active players in the
/// example (before any of its rounds), in standings order; `None` if it has
/// no such group.
fn group_of_eight(example: &Example) -> Option<Vec<String>> {
    let swiss = example.history.last_completed_swiss_round();
    (1..=swiss).find_map(|round| {
        let history = example.before_round(round);
        let table = Example::standings(&history, round - 1);
        let rows: Vec<_> = table.active().collect();
        rows.chunk_by(|a, b| a.match_points == b.match_points)
            .find(|g| g.len() == 8)
            .map(|g| g.iter().map(|row| name(&history, row.player)).collect())
    })
}

fn slide_svg(example: &Example, l: &Labels) -> (String, Vec<String>) {
    let mut svg = Svg::new(&l.lang, "slide");
    let title = l.get("figure-slide-title");
    svg.text(
        MARGIN,
        26.0,
        16.0,
        Anchor::Start,
        true,
        WIDTH - 2.0 * MARGIN,
        &title,
    );

    // Eight players on equal points who have not met: what the engine
    // pairs is the slide.
    let group: Vec<PairingPlayer> = (0..8)
        .map(|_| PairingPlayer {
            match_points: 3,
            byes: 0,
            opponents: vec![],
        })
        .collect();
    let paired = pair_round(&group).expect("eight players can be paired");
    let mut tables: Vec<(u32, usize, usize)> = paired
        .tables
        .iter()
        .filter_map(|t| t.player_b.map(|b| (t.table, t.player_a, b)))
        .collect();
    tables.sort();
    let names = group_of_eight(example);
    let label = |i: usize| -> String {
        let rank = (i + 1).to_string();
        match &names {
            Some(names) => format!("{rank}  {}", names[i]),
            None => l.with("figure-player", &[("r", (i + 1).into())]),
        }
    };

    let (left_x, right_x, box_w, box_h) = (70.0, 450.0, 200.0, 36.0);
    svg.text(
        left_x + box_w / 2.0,
        64.0,
        14.0,
        Anchor::Middle,
        true,
        box_w + 40.0,
        &l.get("figure-top-half"),
    );
    svg.text(
        right_x + box_w / 2.0,
        64.0,
        14.0,
        Anchor::Middle,
        true,
        box_w + 40.0,
        &l.get("figure-bottom-half"),
    );
    let mut y = 78.0;
    for &(t, a, b) in &tables {
        if a >= 4 || b < 4 {
            svg.problems.push(format!(
                "{}: table {t} is {}–{}, not top half against bottom half",
                svg.what,
                a + 1,
                b + 1
            ));
        }
        for (x, p) in [(left_x, a), (right_x, b)] {
            svg.rect(x, y, box_w, box_h, Style::Box);
            svg.text(
                x + box_w / 2.0,
                y + 24.0,
                15.0,
                Anchor::Middle,
                true,
                box_w - 12.0,
                &label(p),
            );
        }
        let mid = y + box_h / 2.0;
        svg.line(left_x + box_w + 4.0, mid, right_x - 4.0, mid, Arrows::Both);
        svg.text(
            (left_x + box_w + right_x) / 2.0,
            mid - 6.0,
            13.0,
            Anchor::Middle,
            false,
            right_x - left_x - box_w - 30.0,
            &l.table(t),
        );
        y += box_h + 14.0;
    }
    svg.finish(&l.lang, &title, y + 6.0)
}

// ---------------------------------------------------------------------------
// The Top 8 bracket
// ---------------------------------------------------------------------------

/// The names of the example's Top 8 by seed, if it has a cut of 8: the top
/// eight active players of the final Swiss standings (RULES.md §8).
fn top_eight(example: &Example) -> Option<Vec<String>> {
    let history = &example.history;
    let first_playoff = history
        .rounds()
        .iter()
        .find(|r| r.kind == RoundKind::Playoff)?;
    if first_playoff.pairings.len() != 4 {
        return None;
    }
    let swiss = first_playoff.number - 1;
    let table = Example::standings(history, swiss);
    Some(
        table
            .active()
            .take(8)
            .map(|row| name(history, row.player))
            .collect(),
    )
}

fn bracket_svg(example: &Example, l: &Labels) -> (String, Vec<String>) {
    let mut svg = Svg::new(&l.lang, "bracket");
    let title = l.get("figure-bracket-title");
    svg.text(
        MARGIN,
        26.0,
        16.0,
        Anchor::Start,
        true,
        WIDTH - 2.0 * MARGIN,
        &title,
    );
    let order = topcut::bracket_order(8).expect("8 is a cut size");
    let pairs = topcut::first_round_pairs(8).expect("8 is a cut size");
    let names = top_eight(example);

    let columns = [(MARGIN, 200.0), (270.0, 180.0), (500.0, 180.0)];
    for ((x, w), head) in columns
        .iter()
        .zip(["figure-quarterfinals", "figure-semifinals", "figure-final"].map(|id| l.get(id)))
    {
        svg.text(
            x + w / 2.0,
            62.0,
            14.0,
            Anchor::Middle,
            true,
            w + 30.0,
            &head,
        );
    }

    // Round 1: the eight seeds in bracket order, two slots per match.
    let slot_h = 28.0;
    let mut centres: Vec<f64> = Vec::new();
    let mut seeds: Vec<Vec<u32>> = Vec::new();
    for (j, &seed) in order.iter().enumerate() {
        let (m, k) = (j / 2, j % 2);
        centres.push(80.0 + m as f64 * 76.0 + k as f64 * (slot_h + 4.0) + slot_h / 2.0);
        seeds.push(vec![seed]);
    }
    // The engine's matches are the slots taken two by two.
    for (m, &(high, low)) in pairs.iter().enumerate() {
        let mut slot = [order[2 * m], order[2 * m + 1]];
        slot.sort_unstable();
        if slot != [high, low] {
            svg.problems
                .push(format!("{}: match {} is not {high}–{low}", svg.what, m + 1));
        }
    }
    for (j, seed) in order.iter().enumerate() {
        let (x, w) = columns[0];
        let text = match &names {
            Some(names) => format!("{seed}  {}", names[*seed as usize - 1]),
            None => l.with("figure-seed", &[("s", (*seed).into())]),
        };
        svg.rect(x, centres[j] - slot_h / 2.0, w, slot_h, Style::Box);
        svg.text(
            x + 10.0,
            centres[j] + 5.0,
            14.0,
            Anchor::Start,
            false,
            w - 16.0,
            &text,
        );
    }

    // Later rounds: a slot per match of the round before, between its two
    // slots; it shows the seeds who can reach it.
    for col in 1..columns.len() {
        let (px, pw) = columns[col - 1];
        let (x, w) = columns[col];
        let mut next_centres = Vec::new();
        let mut next_seeds = Vec::new();
        for pair in 0..centres.len() / 2 {
            let (a, b) = (centres[2 * pair], centres[2 * pair + 1]);
            let c = (a + b) / 2.0;
            let elbow = px + pw + 16.0;
            svg.polyline(&[(px + pw, a), (elbow, a), (elbow, b), (px + pw, b)]);
            svg.line(elbow, c, x, c, Arrows::None);
            let mut s: Vec<u32> = seeds[2 * pair]
                .iter()
                .chain(&seeds[2 * pair + 1])
                .copied()
                .collect();
            s.sort_unstable();
            let text = s.iter().map(u32::to_string).collect::<Vec<_>>().join(" / ");
            svg.rect(x, c - slot_h / 2.0, w, slot_h, Style::Box);
            svg.text(
                x + w / 2.0,
                c + 5.0,
                14.0,
                Anchor::Middle,
                false,
                w - 12.0,
                &text,
            );
            next_centres.push(c);
            next_seeds.push(s);
        }
        centres = next_centres;
        seeds = next_seeds;
    }
    // The final: its two slots face each other.
    let (x, w) = columns[columns.len() - 1];
    let elbow = x + w + 14.0;
    svg.polyline(&[
        (x + w, centres[0]),
        (elbow, centres[0]),
        (elbow, centres[1]),
        (x + w, centres[1]),
    ]);

    // Seeds 1 and 2 in different halves: they can meet only in the final.
    let half = order.len() / 2;
    let apart = order[..half].contains(&1) != order[..half].contains(&2);
    let mut height = 80.0 + 4.0 * 76.0 + 6.0;
    if apart {
        svg.text(
            MARGIN,
            height,
            13.0,
            Anchor::Start,
            false,
            WIDTH - 2.0 * MARGIN,
            &l.get("figure-bracket-note"),
        );
        height += 14.0;
    } else {
        svg.problems
            .push(format!("{}: seeds 1 and 2 are in the same half", svg.what));
    }
    svg.finish(&l.lang, &title, height)
}

// ---------------------------------------------------------------------------
// One standings row, figure by figure
// ---------------------------------------------------------------------------

fn standings_row_svg(example: &Example, l: &Labels) -> (String, Vec<String>) {
    let mut svg = Svg::new(&l.lang, "standings-row");
    let history = &example.history;
    let after = history.last_completed_swiss_round();
    let table = Example::standings(history, after);
    let player = history
        .index_of(ROW_PLAYER)
        .unwrap_or_else(|| panic!("no player {ROW_PLAYER:?} in the example"));
    let row = table.row(player).expect("the player is ranked");
    let shown = name(history, player);
    let title = l.with(
        "figure-row-title",
        &[("name", shown.as_str().into()), ("n", after.into())],
    );
    svg.text(
        MARGIN,
        26.0,
        16.0,
        Anchor::Start,
        true,
        WIDTH - 2.0 * MARGIN,
        &title,
    );

    // The cells: value, and for a percentage its exact fraction below.
    struct Cell {
        width: f64,
        value: String,
        exact: Option<String>,
        term: String,
        text: String,
    }
    let pct = |r: planesforge_engine::Ratio| (l.decimal(r), Some(r.to_string()));
    let (omw, omw_exact) = pct(row.omw);
    let (gw, gw_exact) = pct(row.gw);
    let (ogw, ogw_exact) = pct(row.ogw);
    let cells = [
        Cell {
            width: 64.0,
            value: row.rank.to_string(),
            exact: None,
            term: l.get("figure-rank-term"),
            text: l.with("figure-rank-text", &[("n", after.into())]),
        },
        Cell {
            width: 140.0,
            value: shown.clone(),
            exact: None,
            term: l.get("figure-player-term"),
            text: l.get("figure-player-text"),
        },
        Cell {
            width: 72.0,
            value: row.match_points.to_string(),
            exact: None,
            term: l.get("figure-mp-term"),
            text: l.get("figure-mp-text"),
        },
        Cell {
            width: 110.0,
            value: omw,
            exact: omw_exact,
            term: "OMW%".to_string(),
            text: l.get("figure-omw-text"),
        },
        Cell {
            width: 110.0,
            value: gw,
            exact: gw_exact,
            term: "GW%".to_string(),
            text: l.get("figure-gw-text"),
        },
        Cell {
            width: 110.0,
            value: ogw,
            exact: ogw_exact,
            term: "OGW%".to_string(),
            text: l.get("figure-ogw-text"),
        },
    ];
    let total: f64 = cells.iter().map(|c| c.width).sum();
    let mut x = (WIDTH - total) / 2.0;
    let mut centres = Vec::new();
    for c in &cells {
        centres.push(x + c.width / 2.0);
        x += c.width;
    }

    // A label: the term in bold, then what it is, wrapped.
    let line_h = 17.0;
    let label_lines = |c: &Cell, room: f64| -> Vec<String> { wrap(&c.text, 13.0, false, room) };

    // The percentages are labelled above the row, the nearest first, each
    // text ending left of its leader; the others below, text starting right
    // of the leader, the nearest first. No leader crosses a text that way.
    let above: Vec<usize> = vec![3, 4, 5];
    let below: Vec<usize> = vec![2, 1, 0];
    let above_heights: Vec<f64> = above
        .iter()
        .map(|&i| {
            let room = centres[i] - 8.0 - MARGIN;
            line_h * (1 + label_lines(&cells[i], room).len()) as f64 + 8.0
        })
        .collect();
    let top = 44.0;
    let cells_top = top + above_heights.iter().sum::<f64>() + 12.0;
    let cell_h = 50.0;
    let cells_bottom = cells_top + cell_h;

    // Labels above: the last of `above` is the highest.
    let mut label_bottom = cells_top - 12.0;
    for (k, &i) in above.iter().enumerate() {
        let c = &cells[i];
        let room = centres[i] - 8.0 - MARGIN;
        let lines = label_lines(c, room);
        let first_baseline = label_bottom - above_heights[k] + line_h;
        svg.line(
            centres[i],
            cells_top,
            centres[i],
            first_baseline - 5.0,
            Arrows::None,
        );
        svg.line(
            centres[i],
            first_baseline - 5.0,
            centres[i] - 5.0,
            first_baseline - 5.0,
            Arrows::None,
        );
        svg.text(
            centres[i] - 8.0,
            first_baseline,
            13.0,
            Anchor::End,
            true,
            room,
            &c.term,
        );
        for (j, line) in lines.iter().enumerate() {
            svg.text(
                centres[i] - 8.0,
                first_baseline + line_h * (j + 1) as f64,
                13.0,
                Anchor::End,
                false,
                room,
                line,
            );
        }
        label_bottom -= above_heights[k];
    }

    // The row itself.
    let mut x = (WIDTH - total) / 2.0;
    for (i, c) in cells.iter().enumerate() {
        svg.rect(x, cells_top, c.width, cell_h, Style::Box);
        let (value_y, size) = if c.exact.is_some() {
            (cells_top + 24.0, 17.0)
        } else {
            (cells_top + 32.0, 18.0)
        };
        svg.text(
            centres[i],
            value_y,
            size,
            Anchor::Middle,
            true,
            c.width - 8.0,
            &c.value,
        );
        if let Some(exact) = &c.exact {
            svg.text(
                centres[i],
                cells_top + 42.0,
                12.0,
                Anchor::Middle,
                false,
                c.width - 8.0,
                &format!("= {exact}"),
            );
        }
        x += c.width;
    }

    // Labels below: the first of `below` is the nearest.
    let mut label_top = cells_bottom + 12.0;
    for &i in &below {
        let c = &cells[i];
        let room = WIDTH - MARGIN - (centres[i] + 8.0);
        let lines = label_lines(c, room);
        let first_baseline = label_top + line_h - 3.0;
        svg.line(
            centres[i],
            cells_bottom,
            centres[i],
            first_baseline - 5.0,
            Arrows::None,
        );
        svg.line(
            centres[i],
            first_baseline - 5.0,
            centres[i] + 5.0,
            first_baseline - 5.0,
            Arrows::None,
        );
        svg.text(
            centres[i] + 8.0,
            first_baseline,
            13.0,
            Anchor::Start,
            true,
            room,
            &c.term,
        );
        for (j, line) in lines.iter().enumerate() {
            svg.text(
                centres[i] + 8.0,
                first_baseline + line_h * (j + 1) as f64,
                13.0,
                Anchor::Start,
                false,
                room,
                line,
            );
        }
        label_top += line_h * (1 + lines.len()) as f64 + 8.0;
    }
    svg.finish(&l.lang, &title, label_top + 6.0)
}

// ---------------------------------------------------------------------------
// All figures
// ---------------------------------------------------------------------------

/// Every figure of every language: (lang, name, SVG text), and the
/// problems found while drawing.
fn generate() -> (Vec<(String, &'static str, String)>, Vec<String>) {
    let example = Example::load();
    let mut out = Vec::new();
    let mut problems = Vec::new();
    for lang in languages() {
        let l = &Labels::load(&lang);
        for (name, _) in FIGURES {
            let (svg, mut found) = match name {
                "ladder" => ladder_svg(&example, l, LADDER_ROUND),
                "slide" => slide_svg(&example, l),
                "bracket" => bracket_svg(&example, l),
                "standings-row" => standings_row_svg(&example, l),
                other => panic!("no generator for {other}"),
            };
            problems.append(&mut found);
            out.push((lang.clone(), name, svg));
        }
    }
    (out, problems)
}

/// Whether `svg` is well-formed as far as these figures go: every tag
/// closed in order, every `&` an entity we write.
fn well_formed(svg: &str) -> Result<(), String> {
    let mut stack: Vec<&str> = Vec::new();
    let mut rest = svg;
    while let Some(at) = rest.find('<') {
        let text = &rest[..at];
        for (i, _) in text.match_indices('&') {
            let entity = &text[i..];
            if !["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"]
                .iter()
                .any(|e| entity.starts_with(e))
            {
                return Err(format!("a bare & in {text:?}"));
            }
        }
        let end = rest[at..]
            .find('>')
            .ok_or_else(|| "an unclosed tag".to_string())?
            + at;
        let tag = &rest[at + 1..end];
        if let Some(name) = tag.strip_prefix('/') {
            match stack.pop() {
                Some(open) if open == name => {}
                other => return Err(format!("</{name}> closes {other:?}")),
            }
        } else if !tag.ends_with('/') {
            let name = tag.split_whitespace().next().unwrap_or_default();
            stack.push(name);
        }
        rest = &rest[end + 1..];
    }
    if stack.is_empty() {
        Ok(())
    } else {
        Err(format!("unclosed: {stack:?}"))
    }
}

#[test]
fn committed_figures_are_what_the_generator_draws() {
    let (figures, problems) = generate();
    assert!(
        problems.is_empty(),
        "{} problem(s) drawing the figures:\n{}",
        problems.len(),
        problems.join("\n")
    );
    let update = std::env::var_os("UPDATE_FIGURES").is_some_and(|v| v == "1");
    let mut stale = Vec::new();
    for (lang, name, svg) in &figures {
        let path = figure_path(lang, name);
        if update {
            fs::create_dir_all(path.parent().expect("a figures directory"))
                .expect("the figures directory can be created");
            fs::write(&path, svg).expect("the figure can be written");
            continue;
        }
        match fs::read_to_string(&path) {
            Ok(committed) if committed == *svg => {}
            Ok(_) => stale.push(format!("book/{lang}/src/figures/{name}.svg differs")),
            Err(e) => stale.push(format!(
                "book/{lang}/src/figures/{name}.svg cannot be read: {e}"
            )),
        }
    }
    assert!(
        stale.is_empty(),
        "the committed figures are not what the engine and the example give now:\n{}\n\
         Regenerate them with:\n  {COMMAND}\nand look at the result before committing.",
        stale.join("\n")
    );
}

#[test]
fn figures_are_deterministic_and_well_formed() {
    let (first, _) = generate();
    let (second, _) = generate();
    assert_eq!(first, second, "two runs drew different figures");
    for (lang, name, svg) in &first {
        let what = format!("{lang}/{name}.svg");
        well_formed(svg).unwrap_or_else(|e| panic!("{what} is not well-formed: {e}"));
        assert!(svg.contains("<title id=\"title\">"), "{what} has no title");
        assert!(svg.contains("viewBox=\"0 0 720 "), "{what} has no viewBox");
        assert!(
            svg.contains(&format!("lang=\"{lang}\"")),
            "{what}: language"
        );
        assert!(
            !svg.contains("<path d=\"M") || svg.matches("<path").count() == 1,
            "{what}: text must be <text>, the only path is the arrow head"
        );
        assert!(
            svg.matches("<text").count() >= 8,
            "{what} has too little text"
        );
    }
}

#[test]
fn every_language_has_its_own_words() {
    let (figures, _) = generate();
    let texts = |lang: &str, name: &str| -> Vec<String> {
        let svg = &figures
            .iter()
            .find(|(l, n, _)| *l == lang && *n == name)
            .expect("the figure exists")
            .2;
        svg.split("<text")
            .skip(1)
            .filter_map(|t| {
                let start = t.find('>')? + 1;
                let end = t.find("</text>")?;
                Some(t[start..end].to_string())
            })
            .collect()
    };
    // The texts without a letter: numbers, seeds, fractions.
    let figures_only = |texts: &[String]| -> Vec<String> {
        texts
            .iter()
            .filter(|t| !t.chars().any(char::is_alphabetic))
            .map(|t| t.replace(',', "."))
            .collect()
    };
    for lang in languages().iter().filter(|l| *l != "en") {
        for (name, _) in FIGURES {
            let en = texts("en", name);
            let here = texts(lang, name);
            assert_eq!(
                figures_only(&en),
                figures_only(&here),
                "{lang}/{name}.svg shows other figures than en"
            );
            // Titles, headings and labels are translated; names stay.
            let translated = here.iter().filter(|t| !en.contains(t)).count();
            assert!(
                translated >= 3,
                "{lang}/{name}.svg: only {translated} text(s) differ from English"
            );
        }
    }
}

/// The ladder follows the engine: every active player has one box of
/// their own, every table of the round is drawn, and exactly the players
/// whose opponent has fewer match points float, each with a box in the
/// opponent's group.
#[test]
fn the_ladder_shows_the_engine_pairing() {
    let example = Example::load();
    for round in 1..=example.history.last_completed_swiss_round() {
        let model = ladder_model(&example, round);
        let history = example.before_round(round);
        let before = Example::standings(&history, round - 1);
        let own: Vec<PlayerIdx> = model
            .groups
            .iter()
            .flat_map(|g| g.entries.iter().filter(|e| !e.ghost).map(|e| e.player))
            .collect();
        let active: Vec<PlayerIdx> = before.active().map(|r| r.player).collect();
        assert_eq!(
            own, active,
            "round {round}: the boxes are the field in order"
        );
        for g in &model.groups {
            for e in g.entries.iter().filter(|e| !e.ghost) {
                let row = before.row(e.player).expect("ranked");
                assert_eq!(row.match_points, g.match_points, "round {round}");
                assert_eq!(row.rank, e.rank, "round {round}");
            }
            let first_own = g.entries.iter().position(|e| !e.ghost).unwrap_or(0);
            assert!(
                g.entries[..first_own].iter().all(|e| e.ghost)
                    && g.entries[first_own..].iter().all(|e| !e.ghost),
                "round {round}: floaters join at the top of the group"
            );
        }
        let mp = |p: PlayerIdx| before.row(p).expect("ranked").match_points;
        for &(_, a, b) in &model.tables {
            let Some(b) = b else { continue };
            let floats = model
                .floats
                .iter()
                .any(|&(h, l)| (h, l) == (a, b) || (h, l) == (b, a));
            assert_eq!(floats, mp(a) != mp(b), "round {round}: table of {a:?}");
        }
        for &(high, low) in &model.floats {
            assert!(mp(high) > mp(low));
            let target = model
                .groups
                .iter()
                .find(|g| g.match_points == mp(low))
                .expect("the opponent's group");
            assert!(
                target.entries.iter().any(|e| e.ghost && e.player == high),
                "round {round}: the floater is shown in the opponent's group"
            );
        }
        let next = pair_next_round(&history).expect("paired");
        assert_eq!(model.tables.len(), next.round.pairings.len());
    }
}

/// The ladder can be drawn for every round of the example, in every
/// language, with every label in its space (the book shows one of them).
#[test]
fn the_ladder_of_every_round_can_be_drawn() {
    let example = Example::load();
    let mut problems = Vec::new();
    for round in 1..=example.history.last_completed_swiss_round() {
        for lang in languages() {
            let (svg, mut found) = ladder_svg(&example, &Labels::load(&lang), round);
            problems.append(&mut found);
            if let Err(e) = well_formed(&svg) {
                problems.push(format!("{lang}, round {round}: {e}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every language's explainer shows every figure, in its section.
#[test]
fn every_page_shows_every_figure() {
    let mut problems = Vec::new();
    for lang in languages() {
        let path = repo_root()
            .join("book")
            .join(&lang)
            .join("src")
            .join("pairings-and-standings.md");
        let page = fs::read_to_string(&path).expect("the explainer exists");
        for (name, section) in FIGURES {
            let reference = format!("](figures/{name}.svg)");
            let Some(at) = page.find(&reference) else {
                problems.push(format!("{lang}: the page does not show {name}.svg"));
                continue;
            };
            // The section is the last heading above the image.
            let heading = page[..at]
                .lines()
                .rev()
                .find(|line| line.starts_with('#'))
                .unwrap_or_default();
            if !heading.ends_with(&format!("{{#{section}}}")) {
                problems.push(format!(
                    "{lang}: {name}.svg is under {heading:?}, not in #{section}"
                ));
            }
            let alt_start = page[..at].rfind("![").map(|s| s + 2).unwrap_or(at);
            if page[alt_start..at].trim().is_empty() {
                problems.push(format!("{lang}: {name}.svg has no alt text"));
            }
            if !figure_path(&lang, name).is_file() {
                problems.push(format!("{lang}: {name}.svg is not committed"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Text without spaces (Japanese, Chinese) wraps between its characters,
/// never before closing punctuation; text with spaces wraps between words.
#[test]
fn full_width_text_wraps_between_characters() {
    let text = "点線の枠：下の組へ移るプレイヤーは、次の組の一番上に入ります。";
    let lines = greedy_wrap(text, 13.0, false, 200.0);
    assert!(lines.len() > 1, "{lines:?}");
    assert_eq!(lines.concat(), text);
    for line in &lines {
        assert!(text_width(line, 13.0, false) <= 200.0, "{line}");
        let first = line.chars().next().expect("no empty line");
        assert!(!no_break_before(first), "{line} starts with {first}");
    }
    assert_eq!(pieces("OMW%の値"), ["OMW%", "の", "値"]);
    assert_eq!(pieces("Seed"), ["Seed"]);
    assert_eq!(
        greedy_wrap("one two three", 13.0, false, 60.0),
        ["one two", "three"]
    );
    assert_eq!(fonts("de"), FONTS);
    assert!(fonts("zh-Hant").contains("'Noto Sans CJK TC', sans-serif"));
    assert!(fonts("ja").contains("'Noto Sans CJK JP'"));
}

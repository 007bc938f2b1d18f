//! The playoff bracket for people (issue 23): the wall screen of a playoff
//! round and the printed poster (`GET …/top-cut/print`). Both show the
//! service's bracket ([`crate::service::topcut::bracket_sheet`], the view
//! of `GET …/top-cut`): the seeds, the matches of each playoff round with
//! results and winners, and the champion. Nothing is re-derived here: a
//! playoff round not created yet is drawn as empty matches (half as many
//! as the round before). One column per playoff round and one for the
//! champion, lines drawn with CSS borders (`templates/bracket/`), no
//! JavaScript. Each match carries a sentence for screen readers ("Seed 1
//! Alice vs Seed 8 Bob, Alice won 2–1"); the boxes drawn for the eye are
//! hidden from them. Every word from the catalogues.

use askama::Template;
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::http::dto::wire::RenderError;
use crate::http::print::{PrintHeader, Words};
use crate::i18n::{self, Arg};
use crate::service::views::BracketSheet;
use crate::service::views::rounds::{PlayoffMatchView, Seed};

/// The paper of the poster, landscape.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Paper {
    /// A4 landscape.
    #[default]
    A4,
    /// A3 landscape: the same poster, larger type.
    A3,
}

/// `?paper=a4|a3&lang=`
#[derive(Clone, Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PosterQuery {
    /// `a4` (default) or `a3`, landscape.
    #[serde(default)]
    #[param(inline)]
    pub paper: Option<Paper>,
    /// The language of the page, as for the printed pairings.
    #[serde(default)]
    pub lang: Option<String>,
}

/// One side of a match as drawn.
#[derive(Debug)]
pub struct Slot {
    /// `None` for a place not decided yet.
    pub seed: Option<u32>,
    /// The name as printed (shared names numbered); empty when undecided.
    pub name: String,
    /// The games this side won; empty while unplayed.
    pub games: String,
    /// `win`, `loss` or empty: the CSS class.
    pub class: &'static str,
}

impl Slot {
    fn empty() -> Slot {
        Slot {
            seed: None,
            name: String::new(),
            games: String::new(),
            class: "",
        }
    }
}

/// One match as drawn.
#[derive(Debug)]
pub struct BracketMatch {
    /// The table; `None` for a match of a round not created yet.
    pub table: Option<u32>,
    /// Player A (the higher seed) and player B.
    pub slots: [Slot; 2],
    /// What a screen reader says of the match.
    pub summary: String,
    pub forfeit: bool,
}

/// One playoff round: a column.
#[derive(Debug)]
pub struct BracketColumn {
    /// Final, Semifinals, Quarterfinals, Round of 16 …
    pub heading: String,
    /// The tournament round number; `None` before it is created.
    pub round: Option<u32>,
    /// The round the wall screen shows.
    pub current: bool,
    pub matches: Vec<BracketMatch>,
}

/// The whole bracket as the templates draw it.
#[derive(Debug)]
pub struct Bracket {
    pub size: u32,
    pub columns: Vec<BracketColumn>,
    /// "Seed 1 Alice" once the final is played.
    pub champion: Option<Slot>,
    /// What a screen reader says of the champion.
    pub champion_text: String,
    /// Matches in the first column, for the type size.
    pub first_matches: usize,
    /// How many `em` a match needs across: the seed, the games and the
    /// longest name (up to [`FITTED_NAME_CHARS`]; a longer one wraps onto
    /// a second line, is cut after it, and shown whole on hover).
    pub line_ems: String,
}

/// The longest name the type is sized for on one line: the type stays
/// large enough to read across a room, longer names take two lines (the
/// height each match gets allows for them).
const FITTED_NAME_CHARS: usize = 12;

/// The heading of playoff round `stage` (from 1) of `total`.
fn heading(words: Words, size: u32, stage: u32, total: u32) -> String {
    match total.saturating_sub(stage) {
        0 => words.get("bracket-final"),
        1 => words.get("bracket-semifinal"),
        2 => words.get("bracket-quarterfinal"),
        _ => i18n::message(
            words.0,
            "bracket-round-of",
            &[("players", Arg::from(size >> (stage - 1)))],
        ),
    }
}

/// "Seed 3 Alice".
fn seeded(words: Words, seed: u32, name: &str) -> String {
    format!(
        "{} {name}",
        i18n::message(words.0, "bracket-seed", &[("seed", Arg::from(seed))])
    )
}

fn drawn_match(sheet: &BracketSheet, words: Words, m: &PlayoffMatchView) -> BracketMatch {
    let a = sheet.shown(&m.player_a.id, &m.player_a.name).to_owned();
    let b = sheet.shown(&m.player_b.id, &m.player_b.name).to_owned();
    let winner_a = m.winner.as_deref() == Some(&*m.player_a.id);
    let winner_b = m.winner.as_deref() == Some(&*m.player_b.id);
    let class = |won: bool| match (m.winner.is_some(), won) {
        (false, _) => "",
        (true, true) => "win",
        (true, false) => "loss",
    };
    let (ga, gb) = m.result.map_or((String::new(), String::new()), |r| {
        (r.wins.to_string(), r.losses.to_string())
    });
    let mut summary = format!(
        "{} {} {}, ",
        seeded(words, m.seed_a, &a),
        words.get("bracket-vs"),
        seeded(words, m.seed_b, &b)
    );
    match (m.result, winner_a || winner_b) {
        (Some(r), true) => {
            let (name, w, l) = if winner_a {
                (&a, r.wins, r.losses)
            } else {
                (&b, r.losses, r.wins)
            };
            summary.push_str(&i18n::message(
                words.0,
                "bracket-won",
                &[
                    ("name", Arg::from(name.clone())),
                    ("wins", Arg::from(w)),
                    ("losses", Arg::from(l)),
                ],
            ));
            if m.forfeit {
                summary.push_str(&format!(" ({})", words.get("bracket-forfeit")));
            }
        }
        _ => summary.push_str(&words.get("bracket-playing")),
    }
    BracketMatch {
        table: Some(m.table),
        slots: [
            Slot {
                seed: Some(m.seed_a),
                name: a,
                games: ga,
                class: class(winner_a),
            },
            Slot {
                seed: Some(m.seed_b),
                name: b,
                games: gb,
                class: class(winner_b),
            },
        ],
        summary,
        forfeit: m.forfeit,
    }
}

/// The bracket of `sheet` as drawn, in `words`' language; `current` is
/// the round the wall screen shows (none on the poster).
pub fn bracket(sheet: &BracketSheet, words: Words, current: Option<u32>) -> Bracket {
    let view = &sheet.bracket;
    let total = view.total_rounds;
    let columns: Vec<BracketColumn> = (1..=total)
        .map(|stage| {
            let played = view.rounds.iter().find(|r| r.stage == stage);
            let matches = match played {
                Some(r) => r
                    .matches
                    .iter()
                    .map(|m| drawn_match(sheet, words, m))
                    .collect(),
                None => (0..view.size >> stage)
                    .map(|_| BracketMatch {
                        table: None,
                        slots: [Slot::empty(), Slot::empty()],
                        summary: words.get("bracket-to-come"),
                        forfeit: false,
                    })
                    .collect(),
            };
            BracketColumn {
                heading: heading(words, view.size, stage, total),
                round: played.map(|r| r.round),
                current: played.is_some_and(|r| Some(r.round) == current),
                matches,
            }
        })
        .collect();
    let champion = view.champion.as_ref().map(|c: &Seed| Slot {
        seed: Some(c.seed),
        name: sheet.shown(&c.player_id, &c.name).to_owned(),
        games: String::new(),
        class: "win",
    });
    let champion_text = match &champion {
        Some(c) => seeded(words, c.seed.unwrap_or_default(), &c.name),
        None => words.get("bracket-to-come"),
    };
    let longest = view
        .seeds
        .iter()
        .map(|s| {
            sheet
                .shown(&s.player_id, &s.name)
                .chars()
                .count()
                .min(FITTED_NAME_CHARS)
        })
        .max()
        .unwrap_or(0)
        .max(8);
    Bracket {
        size: view.size,
        first_matches: columns.first().map_or(1, |c| c.matches.len().max(1)),
        columns,
        champion,
        champion_text,
        line_ems: format!("{:.1}", 4.5 + 0.62 * longest as f64),
    }
}

/// `templates/print/bracket.html`.
#[derive(Template)]
#[template(path = "print/bracket.html")]
struct PosterPage<'a> {
    title: &'a str,
    head: &'a PrintHeader,
    words: Words,
    a3: bool,
    bracket: Bracket,
}

/// The bracket poster: landscape A4 or A3, in the language and with the
/// printing time of `head`.
pub fn poster_html(
    sheet: &BracketSheet,
    paper: Paper,
    head: &PrintHeader,
) -> Result<String, RenderError> {
    Ok(PosterPage {
        title: &sheet.tournament_name,
        head,
        words: head.words,
        a3: paper == Paper::A3,
        bracket: bracket(sheet, head.words, None),
    }
    .render()?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::service::views::rounds::TopCutView;
    use std::collections::BTreeMap;

    fn sheet(size: u32) -> BracketSheet {
        BracketSheet {
            tournament_name: "T".to_owned(),
            event: Default::default(),
            language: None,
            bracket: TopCutView {
                size,
                total_rounds: size.trailing_zeros(),
                finished: false,
                seeds: (1..=size)
                    .map(|seed| Seed {
                        seed,
                        player_id: format!("p{seed}"),
                        name: format!("Player {seed}"),
                        dropped: false,
                    })
                    .collect(),
                rounds: Vec::new(),
                champion: None,
                warnings: Vec::new(),
            },
            display: BTreeMap::new(),
        }
    }

    #[test]
    fn a_column_per_playoff_round_for_every_size() {
        let words = Words(Lang::EN);
        let drawn = |size| {
            bracket(&sheet(size), words, None)
                .columns
                .iter()
                .map(|c| (c.heading.clone(), c.matches.len()))
                .collect::<Vec<_>>()
        };
        assert_eq!(drawn(2), [("Final".to_owned(), 1)]);
        assert_eq!(
            drawn(16),
            [
                ("Round of 16".to_owned(), 8),
                ("Quarterfinals".to_owned(), 4),
                ("Semifinals".to_owned(), 2),
                ("Final".to_owned(), 1)
            ]
        );
        let b = bracket(&sheet(4), Words(Lang::from_code("de").unwrap()), None);
        assert_eq!(b.columns[0].heading, "Halbfinale");
        assert_eq!(b.columns[0].matches[0].summary, "steht noch aus");
        assert_eq!(b.champion_text, "steht noch aus");
        assert_eq!(b.first_matches, 2);
    }
}

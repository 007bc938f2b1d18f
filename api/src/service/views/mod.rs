//! What the people-facing views need (a round's CSV, the printable
//! pages): the round and the standings plus player names (as printed,
//! [`display_names`]) and the tournament's name. The views of the
//! standings and the explanations are in [`standings`].

pub mod audit;
pub mod clock;
pub mod frontend;
pub mod me;
pub mod payloads;
pub mod players;
pub mod reports;
pub mod rounds;
pub mod standings;

use std::collections::BTreeMap;

use crate::service::caller::Caller;
use crate::service::error::Error;
use crate::store::DbPool;

use self::standings::{StandingsQuery, StandingsResponse};
use crate::i18n::Lang;

use super::state::{TournamentState, round_not_found};
use super::{find_tournament, is_owner, transaction};
use planesforge_engine::lifecycle::RoundState as Stage;

/// A player's match record: wins (byes included), losses, draws.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Record {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

/// A round with the names of its players.
#[derive(Debug, Clone)]
pub struct RoundSheet {
    pub tournament_name: String,
    /// When, where and what, and the time zone of its times.
    pub event: crate::service::details::EventLine,
    /// The tournament's `language` setting.
    pub language: Option<Lang>,
    pub round: rounds::Round,
    /// Player id → name.
    pub names: BTreeMap<String, String>,
    /// Player id → name as printed: shared names numbered
    /// ([`display_names`]).
    pub display: BTreeMap<String, String>,
    /// Player id → record in the rounds before this one (every player of
    /// the tournament; a player without a match yet has 0-0-0).
    pub records: BTreeMap<String, Record>,
}

impl RoundSheet {
    /// The name of player `id` (the id itself if unknown).
    pub fn name<'a>(&'a self, id: &'a str) -> &'a str {
        self.names.get(id).map_or(id, String::as_str)
    }

    /// The printed name of player `id` (the id itself if unknown).
    pub fn shown<'a>(&'a self, id: &'a str) -> &'a str {
        self.display.get(id).map_or(id, String::as_str)
    }

    /// The record of player `id` before this round.
    pub fn record(&self, id: &str) -> Record {
        self.records.get(id).copied().unwrap_or_default()
    }
}

/// The records of the players in `rounds` (those before the printed one):
/// a match won on games is a win, lost a loss, equal a draw, a double
/// loss a loss for both; a bye is a
/// win (as the standings count it); a table without a result and a missed
/// round count nothing.
fn records<'a>(
    players: impl IntoIterator<Item = &'a str>,
    rounds: impl IntoIterator<Item = &'a super::state::RoundState>,
) -> BTreeMap<String, Record> {
    let mut out: BTreeMap<String, Record> = players
        .into_iter()
        .map(|p| (p.to_owned(), Record::default()))
        .collect();
    for round in rounds {
        for p in &round.pairings {
            let Some(b) = &p.player_b else {
                out.entry(p.player_a.clone()).or_default().wins += 1;
                continue;
            };
            let (Some(w), Some(l)) = (p.wins, p.losses) else {
                continue;
            };
            let (a, b) = (p.player_a.clone(), b.clone());
            if p.double_loss {
                // Both lost (RULES.md §1).
                out.entry(a).or_default().losses += 1;
                out.entry(b).or_default().losses += 1;
                continue;
            }
            match w.cmp(&l) {
                std::cmp::Ordering::Greater => {
                    out.entry(a).or_default().wins += 1;
                    out.entry(b).or_default().losses += 1;
                }
                std::cmp::Ordering::Less => {
                    out.entry(a).or_default().losses += 1;
                    out.entry(b).or_default().wins += 1;
                }
                std::cmp::Ordering::Equal => {
                    out.entry(a).or_default().draws += 1;
                    out.entry(b).or_default().draws += 1;
                }
            }
        }
    }
    out
}

/// Round `n` with names; a round in `pairing` is 404 unless `caller` owns
/// the tournament (as `GET …/rounds/{n}`).
pub fn round_sheet(
    pool: &DbPool,
    caller: Option<&Caller>,
    tid: &str,
    n: u32,
) -> Result<RoundSheet, Error> {
    match screen_view(pool, caller, tid, n)? {
        ScreenView::Round(sheet) => Ok(*sheet),
        ScreenView::Waiting(_) => Err(round_not_found(n)),
    }
}

/// What the wall screen of a round shows.
#[derive(Debug, Clone)]
pub enum ScreenView {
    /// The round, as [`round_sheet`] has it.
    Round(Box<RoundSheet>),
    /// The round is being paired (or was taken back by an unpublish) and
    /// the caller does not own the tournament: the screen waits for its
    /// pairings instead of answering 404 (RULES.md §6).
    Waiting(WaitingSheet),
}

/// A round whose pairings are not out yet, as the screen names it.
#[derive(Debug, Clone)]
pub struct WaitingSheet {
    pub tournament_name: String,
    /// The tournament's `language` setting.
    pub language: Option<Lang>,
    pub number: u32,
}

/// Round `n` for the wall screen: [`ScreenView::Waiting`] where
/// [`round_sheet`] would answer 404 for a round in `pairing`.
pub fn screen_view(
    pool: &DbPool,
    caller: Option<&Caller>,
    tid: &str,
    n: u32,
) -> Result<ScreenView, Error> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let owner = is_owner(&t, caller);
        let state = TournamentState::load(conn, t)?;
        let round = state.round(n)?;
        let language = state
            .tournament
            .language
            .as_deref()
            .and_then(Lang::from_code);
        if round.stage() == Stage::Pairing && !owner {
            return Ok(ScreenView::Waiting(WaitingSheet {
                tournament_name: state.tournament.name.clone(),
                language,
                number: n,
            }));
        }
        let round = crate::service::clock::attach(conn, tid, round.to_api()?)?;
        let names = state
            .players
            .iter()
            .map(|p| (p.id.clone(), p.name.clone()))
            .collect();
        let display = display_names(
            state
                .players
                .iter()
                .map(|p| (p.id.as_str(), p.name.as_str())),
        );
        let records = records(
            state.players.iter().map(|p| p.id.as_str()),
            state.rounds.iter().filter(|r| r.number() < n),
        );
        Ok(ScreenView::Round(Box::new(RoundSheet {
            tournament_name: state.tournament.name.clone(),
            event: crate::service::details::EventLine::of(&state.tournament.details),
            language,
            round,
            names,
            display,
            records,
        })))
    })
}

/// What the bracket poster and the wall screen of a playoff round show:
/// the bracket as `GET …/top-cut` serves it (seeds, playoff rounds,
/// results, winners, champion), the tournament and the printed names.
#[derive(Debug, Clone)]
pub struct BracketSheet {
    pub tournament_name: String,
    /// Format, place and start, shown under the title.
    pub event: crate::service::details::EventLine,
    /// The tournament's `language` setting.
    pub language: Option<Lang>,
    pub bracket: rounds::TopCutView,
    /// Player id → name as printed ([`display_names`]).
    pub display: BTreeMap<String, String>,
}

impl BracketSheet {
    /// The printed name of player `id` (`fallback` if unknown).
    pub fn shown<'a>(&'a self, id: &str, fallback: &'a str) -> &'a str {
        self.display.get(id).map_or(fallback, String::as_str)
    }
}

/// What the printed standings show.
#[derive(Debug, Clone)]
pub struct StandingsSheet {
    pub tournament_name: String,
    /// When, where and what, and the time zone of its times.
    pub event: crate::service::details::EventLine,
    /// The tournament's `language` setting.
    pub language: Option<Lang>,
    /// The tournament's version the standings were computed under.
    pub version: i64,
    pub standings: StandingsResponse,
    /// Player id → name as printed ([`display_names`]).
    pub display: BTreeMap<String, String>,
}

/// The standings, the tournament's name and the version they were
/// computed under (one transaction), and the printed names (read after
/// them: a rename in between only bumps the version, so a page built from
/// both is never served for the newer version).
pub fn standings_sheet(
    pool: &DbPool,
    tid: &str,
    query: &StandingsQuery,
) -> Result<StandingsSheet, Error> {
    let (t, standings) = super::standings::standings_at(pool, tid, query)?;
    let players = transaction(pool, |conn| {
        Ok(crate::store::sheets::player_names(conn, tid)?)
    })?;
    let display = display_names(
        players
            .iter()
            .map(|(id, name)| (id.as_str(), name.as_str())),
    );
    Ok(StandingsSheet {
        language: t.language.as_deref().and_then(Lang::from_code),
        event: crate::service::details::EventLine::of(&t.details),
        tournament_name: t.name,
        version: t.version,
        standings,
        display,
    })
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

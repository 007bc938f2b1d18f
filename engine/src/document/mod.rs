//! The tournament document (the book: [The tournament document](/book/en/integration.html#tournament-document)) ⇄ [`History`].
//!
//! Four formats are read: `planesforge-tournament/1` (players, rounds,
//! tables, results, drops), `planesforge-tournament/2`, which adds what the
//! API shows beyond that: `planned_rounds`, `top_cut` (null: decide later,
//! 0: none, else the cut size; RULES.md §6, §8), each round's `state`
//! (`pairing`, `published`, `completed`; §6) and each player's
//! `missed_rounds` (§11), and `planesforge-tournament/3` (what an export
//! wrote until /4), which adds the tournament's `settings` (language,
//! self-reporting, clock settings; §12, §13) and each round's own `clock`
//! (§13; see [`settings`]), and `planesforge-tournament/4`
//! ([`FORMAT`], what an export writes), which adds the double loss (§1): a
//! result `{"wins": 0, "losses": 2, "draws": 0, "double_loss": true}`, and
//! what a store keeps about the event ([`DocDetails`]: start, time zone,
//! format, location, its own id and metadata) and about each player (its
//! own `external_id` and `metadata`), opaque text to the engine.
//!
//! This file is the current format. The older ones are the steps of a
//! migration chain, each read exactly as it was and upgraded to the next
//! with the next one's new members at their defaults: `v1` → `v2` (no
//! planned rounds, cut undecided, states from the results, no missed
//! rounds) → `v3` (default settings, no round clocks) → the current
//! format (no double loss, no details). [`TournamentDocument::parse`] runs
//! an older document up the chain, so every reader gets the current one.
//!
//! Reading is all or nothing: [`TournamentDocument::parse`] refuses bad
//! JSON, unknown fields and an unknown `format` (with line and column), and
//! [`TournamentDocument::to_record`] refuses every inconsistency that
//! [`History::new`] refuses, unknown ids, contradictory byes, and every rule
//! of [`crate::validate`] (a round that does not seat exactly its active
//! players, two byes, a playoff that is not the bracket, …), each with its
//! [`Location`].

use std::collections::{BTreeMap, HashMap};
use std::fmt;

use serde::{Deserialize, Serialize};

use self::settings::{ClockInvalid, DocClock, DocSettings, RoundClock};
use crate::clock::Millis;
use crate::lifecycle::RoundState;
use crate::model::{
    History, HistoryError, MatchResult, Pairing, PairingAt, Player, PlayerIdx, ResultError, Round,
    RoundKind,
};
use crate::validate::{self, Invalid};

pub mod settings;
mod v1;
mod v2;
mod v3;

/// The format an export writes.
pub const FORMAT: &str = FORMAT_V4;
/// The first format: no planned rounds, cut, round states or missed rounds.
pub const FORMAT_V1: &str = "planesforge-tournament/1";
/// The second format: no settings, no round clocks.
pub const FORMAT_V2: &str = "planesforge-tournament/2";
/// The third format: no double loss.
pub const FORMAT_V3: &str = "planesforge-tournament/3";
/// The current format: a result may be the double loss (RULES.md §1).
pub const FORMAT_V4: &str = "planesforge-tournament/4";
/// Every format [`TournamentDocument::parse`] reads.
pub const FORMATS: [&str; 4] = [FORMAT_V1, FORMAT_V2, FORMAT_V3, FORMAT_V4];

/// A whole tournament as JSON (format /4; a /1, /2 or /3 document parses
/// into this shape too).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TournamentDocument {
    /// [`FORMAT`] (a parsed /1 document is upgraded to it).
    pub format: String,
    pub name: String,
    /// Swiss rounds planned (1..=30), `null`: not decided (RULES.md §6).
    #[serde(default)]
    pub planned_rounds: Option<u32>,
    /// The intended top cut: `null` decide later, `0` none, else the cut
    /// size, a power of two ≥ 2 (RULES.md §6, §8).
    #[serde(default)]
    pub top_cut: Option<u32>,
    /// The tournament's settings (format /3; absent: the defaults).
    #[serde(default)]
    pub settings: DocSettings,
    /// What a store keeps about the event (format /4); absent: nothing.
    #[serde(default, skip_serializing_if = "DocDetails::is_empty")]
    pub details: DocDetails,
    pub players: Vec<DocPlayer>,
    #[serde(default)]
    pub rounds: Vec<DocRound>,
}

/// A player of the document.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DocPlayer {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub dropped_after_round: Option<u32>,
    /// The final place once a top cut exists (RULES.md §8), as the export
    /// computed it; absent before the cut and while the place is pending.
    /// Derived from the rounds: reading a document does not use it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_rank: Option<u32>,
    /// Swiss rounds the player was registered in but not paired in (a late
    /// entrant, or a re-admitted player; RULES.md §11), increasing.
    #[serde(default)]
    pub missed_rounds: Vec<u32>,
    /// The store's own id of the player (format /4); absent: none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub external_id: Option<String>,
    /// The store's own data about the player (format /4); absent: none.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub metadata: BTreeMap<String, String>,
}

/// What a store keeps about the event (format /4): text the engine does
/// not read (the service checks it: an RFC 3339 start, an IANA time zone,
/// lengths). Each member absent when not set.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DocDetails {
    /// When the event starts, RFC 3339.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starts_at: Option<String>,
    /// The IANA time zone its times are shown in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_zone: Option<String>,
    /// The format (free text: `Pauper`, `Draft`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub format: Option<String>,
    /// Where it takes place (free text).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<String>,
    /// The store's own id of the event.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub external_id: Option<String>,
    /// The store's own data about the event.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub metadata: BTreeMap<String, String>,
}

impl DocDetails {
    /// Whether nothing is set (the member is then left out).
    pub fn is_empty(&self) -> bool {
        *self == DocDetails::default()
    }
}

/// A round of the document.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DocRound {
    pub number: u32,
    pub kind: RoundKind,
    /// Absent: `completed` when every result is in, else `published`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state: Option<RoundState>,
    pub pairings: Vec<DocPairing>,
    /// The round's own clock (format /3; RULES.md §13); absent: the round
    /// follows the tournament's default limit and has not started.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<DocClock>,
}

/// A table. `player_b: null` is the bye; `bye`, when present, must agree.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DocPairing {
    pub table: u32,
    pub player_a: String,
    #[serde(default)]
    pub player_b: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bye: Option<bool>,
    /// From `player_a`'s side; `null` or absent while unplayed. A bye may
    /// omit it or give `2-0-0`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<DocResult>,
}

/// `wins-losses-draws` from `player_a`'s side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DocResult {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    /// The double loss (format /4; RULES.md §1): both players lost, the
    /// games `0-2-0` as read from either side. Absent: `false`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub double_loss: bool,
}

impl From<MatchResult> for DocResult {
    fn from(r: MatchResult) -> DocResult {
        DocResult {
            wins: r.wins(),
            losses: r.losses(),
            draws: r.draws(),
            double_loss: r.is_double_loss(),
        }
    }
}

/// Only the `format` field, read first to pick the shape.
#[derive(Deserialize)]
struct FormatProbe {
    format: String,
}

/// A whole tournament as the engine sees it: the validated [`History`] and
/// what the document adds to it (RULES.md §6, §8, §11). What
/// [`TournamentDocument::to_record`] returns and
/// [`TournamentDocument::from_record`] writes.
#[derive(Clone, Debug)]
pub struct TournamentRecord {
    pub name: String,
    /// Swiss rounds planned; `None`: not decided.
    pub planned_rounds: Option<u32>,
    /// The intended cut: `None` decide later, `Some(0)` none, else the size.
    pub top_cut: Option<u32>,
    pub history: History,
    /// One per round of `history`, in order.
    pub round_states: Vec<RoundState>,
    /// Per player (index = [`PlayerIdx`]), the missed Swiss rounds,
    /// increasing (RULES.md §11).
    pub missed_rounds: Vec<Vec<u32>>,
    /// The tournament's settings (format /3; RULES.md §12, §13).
    pub settings: DocSettings,
    /// One per round of `history`, in order: the round's own clock, if it
    /// has one (format /3; RULES.md §13).
    pub round_clocks: Vec<Option<RoundClock>>,
}

impl TournamentRecord {
    /// The record of `history` with everything else derived: states from
    /// the results, missed rounds from the pairings
    /// ([`validate::derived_missed_rounds`]), no planned rounds, cut
    /// undecided.
    pub fn derived(name: &str, history: History) -> TournamentRecord {
        TournamentRecord {
            name: name.to_owned(),
            planned_rounds: None,
            top_cut: None,
            round_states: history
                .rounds()
                .iter()
                .map(validate::derived_state)
                .collect(),
            missed_rounds: validate::derived_missed_rounds(&history),
            settings: DocSettings::default(),
            round_clocks: vec![None; history.rounds().len()],
            history,
        }
        .with_missed_in_history()
    }

    /// The record with its missed rounds also in the history's players, so
    /// every computation on the history counts them (RULES.md §11). A
    /// history that refuses them is kept as it was; [`validate::check`]
    /// reports why.
    fn with_missed_in_history(self) -> TournamentRecord {
        match self.history.with_missed_rounds(&self.missed_rounds) {
            Ok(history) => TournamentRecord { history, ..self },
            Err(_) => self,
        }
    }

    /// Checks the rules of [`crate::validate`] (the history itself is
    /// valid by construction).
    pub fn check(&self) -> Result<(), Invalid> {
        validate::check(self)
    }
}

/// Where in a document a refusal is: the JSON path of the field
/// (`rounds[1].pairings[0]`, `players[3].missed_rounds[0]`, `top_cut`),
/// and the round, table and player id it concerns, when it concerns one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Location {
    pub field: String,
    pub round: Option<u32>,
    pub table: Option<u32>,
    pub player: Option<String>,
}

impl Location {
    fn field(field: impl Into<String>) -> Location {
        Location {
            field: field.into(),
            ..Location::default()
        }
    }

    fn round(round_pos: usize, round: u32, field: &str) -> Location {
        Location {
            field: format!("rounds[{round_pos}]{field}"),
            round: Some(round),
            ..Location::default()
        }
    }

    fn at(at: &PairingAt) -> Location {
        Location {
            field: format!("rounds[{}].pairings[{}]", at.round_pos, at.pairing_pos),
            round: Some(at.round),
            table: Some(at.table),
            player: None,
        }
    }

    fn with_player(mut self, player: &str) -> Location {
        self.player = Some(player.to_owned());
        self
    }
}

/// Why a document was refused.
#[derive(Debug)]
pub enum DocumentError {
    /// Not JSON of the document's shape (serde's message has line and
    /// column).
    Json(serde_json::Error),
    /// `format` is none of [`FORMATS`].
    Format { found: String },
    /// A /3 `settings` member or round `clock` refused, located.
    Clock(ClockInvalid),
    /// Inconsistent content, located.
    History(HistoryError),
    /// A rule of [`crate::validate`] broken, located.
    Invalid(Invalid),
}

impl DocumentError {
    /// A stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            DocumentError::Json(_) => "malformed_document",
            DocumentError::Format { .. } => "unsupported_format",
            DocumentError::History(e) => e.code(),
            DocumentError::Invalid(e) => e.code(),
            DocumentError::Clock(e) => e.code(),
        }
    }

    /// Where the refusal is, when it is somewhere in particular (a JSON
    /// error has its line and column in the message instead).
    pub fn location(&self) -> Option<Location> {
        match self {
            DocumentError::Json(_) => None,
            DocumentError::Format { .. } => Some(Location::field("format")),
            DocumentError::History(e) => history_location(e),
            DocumentError::Invalid(e) => invalid_location(e),
            DocumentError::Clock(e) => Some(Location {
                field: e.field().to_owned(),
                round: e.round(),
                table: e.table(),
                player: None,
            }),
        }
    }
}

fn history_location(e: &HistoryError) -> Option<Location> {
    Some(match e {
        HistoryError::EmptyPlayerId { player_pos } => {
            Location::field(format!("players[{player_pos}].id"))
        }
        HistoryError::DuplicatePlayerId { id, second_pos, .. } => {
            Location::field(format!("players[{second_pos}].id")).with_player(id)
        }
        HistoryError::TooManyPlayers { .. } => Location::field("players"),
        HistoryError::DropAfterLastRound { player, .. } => {
            Location::field("dropped_after_round").with_player(player)
        }
        HistoryError::RoundOutOfOrder {
            round_pos, found, ..
        } => Location::round(*round_pos, *found, ".number"),
        HistoryError::SwissAfterPlayoff { round } => Location {
            field: format!("rounds[{}].kind", round.saturating_sub(1)),
            round: Some(*round),
            ..Location::default()
        },
        HistoryError::InvalidMissedRound { player, .. } => {
            Location::field("missed_rounds").with_player(player)
        }
        HistoryError::IncompleteBeforeLater { at, .. } => Location {
            field: format!("{}.result", Location::at(at).field),
            ..Location::at(at)
        },
        HistoryError::TableZero { at } | HistoryError::DuplicateTable { at } => Location {
            field: format!("{}.table", Location::at(at).field),
            ..Location::at(at)
        },
        HistoryError::UnknownPlayer { at, player }
        | HistoryError::PlayerTwiceInRound { at, player, .. }
        | HistoryError::PairedAfterDrop { at, player, .. } => Location::at(at).with_player(player),
        HistoryError::IllegalResult { at, .. } | HistoryError::ByeWithResult { at, .. } => {
            Location {
                field: format!("{}.result", Location::at(at).field),
                ..Location::at(at)
            }
        }
        HistoryError::ByeInPlayoff { at } => Location {
            field: format!("{}.player_b", Location::at(at).field),
            ..Location::at(at)
        },
        HistoryError::ByeMismatch { at } => Location {
            field: format!("{}.bye", Location::at(at).field),
            ..Location::at(at)
        },
    })
}

fn invalid_location(e: &Invalid) -> Option<Location> {
    Some(match e {
        Invalid::PlannedRounds { .. } => Location::field("planned_rounds"),
        Invalid::TopCut { .. } => Location::field("top_cut"),
        Invalid::TopCutMismatch { round, .. } => Location {
            round: Some(*round),
            ..Location::field("top_cut")
        },
        Invalid::MissedRound {
            player_pos,
            player,
            index,
            round,
        } => Location {
            round: Some(*round),
            ..Location::field(format!("players[{player_pos}].missed_rounds[{index}]"))
                .with_player(player)
        },
        Invalid::RoundState {
            round_pos, round, ..
        } => Location::round(*round_pos, *round, ".state"),
        Invalid::EmptyRound { round_pos, round }
        | Invalid::NotEnoughPlayers {
            round_pos, round, ..
        }
        | Invalid::PlayoffWithoutSwiss { round_pos, round }
        | Invalid::BracketSize {
            round_pos, round, ..
        }
        | Invalid::CutLargerThanField {
            round_pos, round, ..
        }
        | Invalid::BracketTables {
            round_pos, round, ..
        }
        | Invalid::PlayoffAfterFinal { round_pos, round } => {
            Location::round(*round_pos, *round, ".pairings")
        }
        Invalid::PlayerMissing {
            round_pos,
            round,
            player,
            ..
        } => Location::round(*round_pos, *round, ".pairings").with_player(player),
        Invalid::TooManyByes { at, .. } => Location {
            field: format!("{}.player_b", Location::at(at).field),
            ..Location::at(at)
        },
        Invalid::PairedInMissedRound { at, player } => Location::at(at).with_player(player),
        Invalid::BracketMismatch { at, .. } => Location::at(at),
        Invalid::Standings(_) => return None,
    })
}

impl fmt::Display for DocumentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DocumentError::Json(e) => write!(f, "malformed tournament document: {e}"),
            DocumentError::Format { found } => {
                write!(
                    f,
                    "format: expected {FORMAT_V1:?}, {FORMAT_V2:?}, {FORMAT_V3:?} or {FORMAT_V4:?}, found {found:?}"
                )
            }
            DocumentError::History(e) => write!(f, "{e}"),
            DocumentError::Invalid(e) => write!(f, "{e}"),
            DocumentError::Clock(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for DocumentError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            DocumentError::Json(e) => Some(e),
            DocumentError::Format { .. } => None,
            DocumentError::History(e) => Some(e),
            DocumentError::Invalid(e) => Some(e),
            DocumentError::Clock(e) => Some(e),
        }
    }
}

impl From<HistoryError> for DocumentError {
    fn from(e: HistoryError) -> DocumentError {
        DocumentError::History(e)
    }
}

impl From<ClockInvalid> for DocumentError {
    fn from(e: ClockInvalid) -> DocumentError {
        DocumentError::Clock(e)
    }
}

impl From<Invalid> for DocumentError {
    fn from(e: Invalid) -> DocumentError {
        DocumentError::Invalid(e)
    }
}

impl TournamentDocument {
    /// Parses JSON text of format /1, /2, /3 or /4: an older document is
    /// read in its own format, then upgraded step by step up the chain
    /// (/1 → /2 → /3 → /4, see the module's documentation) and comes back
    /// as /4, its new fields at their defaults. Does not check
    /// consistency: see [`TournamentDocument::to_record`].
    pub fn parse(text: &str) -> Result<TournamentDocument, DocumentError> {
        fn read<'a, D: Deserialize<'a>>(text: &'a str) -> Result<D, DocumentError> {
            serde_json::from_str(text).map_err(DocumentError::Json)
        }
        let probe: FormatProbe = read(text)?;
        match probe.format.as_str() {
            FORMAT_V1 => v3::upgrade(read::<v1::DocumentV1>(text)?.upgrade().upgrade()),
            FORMAT_V2 => v3::upgrade(read::<v2::DocumentV2>(text)?.upgrade()),
            FORMAT_V3 => v3::upgrade(read(text)?),
            FORMAT_V4 => read(text),
            _ => Err(DocumentError::Format {
                found: probe.format,
            }),
        }
    }

    /// Parses and validates in one step.
    pub fn parse_history(text: &str) -> Result<History, DocumentError> {
        TournamentDocument::parse(text)?.to_history()
    }

    /// The validated history, or the first inconsistency, located (every
    /// check of [`TournamentDocument::to_record`]).
    pub fn to_history(&self) -> Result<History, DocumentError> {
        self.to_record().map(|r| r.history)
    }

    /// The validated tournament, or the first inconsistency, located:
    /// first what [`History::new`] checks, then [`crate::validate`], then
    /// the settings and round clocks ([`settings`]) without
    /// a "now" (see [`TournamentDocument::to_record_at`]).
    pub fn to_record(&self) -> Result<TournamentRecord, DocumentError> {
        self.to_record_at(None)
    }

    /// [`TournamentDocument::to_record`], where the round clocks may hold
    /// no instant later than `now` (what an import passes in: the engine
    /// reads no clock).
    pub fn to_record_at(&self, now: Option<Millis>) -> Result<TournamentRecord, DocumentError> {
        let (players, by_id) = self.players_by_id()?;
        let rounds = self
            .rounds
            .iter()
            .enumerate()
            .map(|(round_pos, r)| round_of(round_pos, r, &by_id))
            .collect::<Result<Vec<Round>, HistoryError>>()?;
        let history = History::new(players, rounds)?;
        let round_states = self
            .rounds
            .iter()
            .zip(history.rounds())
            .map(|(doc, round)| doc.state.unwrap_or_else(|| validate::derived_state(round)))
            .collect();
        let record = TournamentRecord {
            name: self.name.clone(),
            planned_rounds: self.planned_rounds,
            top_cut: self.top_cut,
            round_states,
            missed_rounds: self
                .players
                .iter()
                .map(|p| p.missed_rounds.clone())
                .collect(),
            settings: self.settings.clone(),
            round_clocks: Vec::new(),
            history,
        };
        record.check()?;
        settings::check_settings(&self.settings)?;
        let round_clocks = self
            .rounds
            .iter()
            .zip(record.history.rounds())
            .zip(&record.round_states)
            .enumerate()
            .map(|(pos, ((doc, round), state))| {
                doc.clock
                    .as_ref()
                    .map(|c| settings::check_clock(pos, round, *state, c, now))
                    .transpose()
            })
            .collect::<Result<Vec<_>, ClockInvalid>>()?;
        let record = TournamentRecord {
            round_clocks,
            ..record
        };
        // Valid: the history now carries the missed rounds too, so every
        // computation on it counts them (RULES.md §11).
        let history = record.history.with_missed_rounds(&record.missed_rounds)?;
        Ok(TournamentRecord { history, ..record })
    }

    /// The players of the document, and each id's index; refuses a
    /// duplicate id (the first check of [`History::new`], located).
    fn players_by_id(&self) -> Result<(Vec<Player>, HashMap<&str, PlayerIdx>), HistoryError> {
        let mut by_id: HashMap<&str, PlayerIdx> = HashMap::with_capacity(self.players.len());
        let mut players = Vec::with_capacity(self.players.len());
        for (pos, p) in self.players.iter().enumerate() {
            let idx = u32::try_from(pos).map_err(|_| HistoryError::TooManyPlayers {
                count: self.players.len(),
            })?;
            if let Some(first) = by_id.insert(p.id.as_str(), PlayerIdx(idx)) {
                return Err(HistoryError::DuplicatePlayerId {
                    id: p.id.clone(),
                    first_pos: first.get(),
                    second_pos: pos,
                });
            }
            players.push(Player {
                id: p.id.clone(),
                name: p.name.clone(),
                dropped_after_round: p.dropped_after_round,
                // Filled from the document by format /2 (RULES.md §11).
                missed_rounds: Vec::new(),
            });
        }
        Ok((players, by_id))
    }

    /// The /4 document of a history with everything else derived
    /// ([`TournamentRecord::derived`]). `name` is the tournament's name.
    pub fn from_history(name: &str, history: &History) -> TournamentDocument {
        TournamentDocument::from_record(&TournamentRecord::derived(name, history.clone()))
    }

    /// The /4 document of a record (export). Byes are written with
    /// `"bye": true` and no result; every round with its state and its own
    /// clock, if any, every player with their missed rounds, and the
    /// settings.
    pub fn from_record(record: &TournamentRecord) -> TournamentDocument {
        let history = &record.history;
        let id = |p: PlayerIdx| history.player(p).id.clone();
        TournamentDocument {
            format: FORMAT.to_owned(),
            name: record.name.clone(),
            planned_rounds: record.planned_rounds,
            top_cut: record.top_cut,
            settings: record.settings.clone(),
            details: DocDetails::default(),
            players: history
                .players()
                .iter()
                .enumerate()
                .map(|(i, p)| DocPlayer {
                    id: p.id.clone(),
                    name: p.name.clone(),
                    dropped_after_round: p.dropped_after_round,
                    final_rank: None,
                    missed_rounds: record.missed_rounds.get(i).cloned().unwrap_or_default(),
                    external_id: None,
                    metadata: BTreeMap::new(),
                })
                .collect(),
            rounds: history
                .rounds()
                .iter()
                .enumerate()
                .map(|(i, r)| DocRound {
                    number: r.number,
                    kind: r.kind,
                    state: Some(
                        record
                            .round_states
                            .get(i)
                            .copied()
                            .unwrap_or_else(|| validate::derived_state(r)),
                    ),
                    pairings: r
                        .pairings
                        .iter()
                        .map(|p| DocPairing {
                            table: p.table,
                            player_a: id(p.player_a),
                            player_b: p.player_b.map(id),
                            bye: p.is_bye().then_some(true),
                            result: p.result.map(DocResult::from),
                        })
                        .collect(),
                    clock: record
                        .round_clocks
                        .get(i)
                        .and_then(Option::as_ref)
                        .map(settings::doc_clock),
                })
                .collect(),
        }
    }

    /// Pretty JSON text of the document.
    pub fn to_json_pretty(&self) -> String {
        // Serializing these plain structs to a String cannot fail.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

/// A document round as a [`Round`] of the history, its players resolved
/// through `by_id` (the per-table checks of [`History::new`], located).
fn round_of(
    round_pos: usize,
    r: &DocRound,
    by_id: &HashMap<&str, PlayerIdx>,
) -> Result<Round, HistoryError> {
    let kind = r.kind;
    let mut pairings = Vec::with_capacity(r.pairings.len());
    for (pairing_pos, p) in r.pairings.iter().enumerate() {
        let at = PairingAt {
            round_pos,
            round: r.number,
            pairing_pos,
            table: p.table,
        };
        let resolve = |id: &str| {
            by_id
                .get(id)
                .copied()
                .ok_or_else(|| HistoryError::UnknownPlayer {
                    at: at.clone(),
                    player: id.to_owned(),
                })
        };
        let player_a = resolve(&p.player_a)?;
        let player_b = p.player_b.as_deref().map(resolve).transpose()?;
        if p.bye.is_some_and(|bye| bye != player_b.is_none()) {
            return Err(HistoryError::ByeMismatch { at });
        }
        let result = match p.result {
            None => None,
            Some(doc) => result_of(at, kind, player_b.is_none(), doc)?,
        };
        pairings.push(Pairing {
            table: p.table,
            player_a,
            player_b,
            result,
        });
    }
    Ok(Round {
        number: r.number,
        kind,
        pairings,
    })
}

/// The result of the table at `at` in a round of `kind` (RULES.md §1, §8):
/// legal for the kind, and for a bye exactly the bye's result (§2), which
/// the history does not store (`None`).
fn result_of(
    at: PairingAt,
    kind: RoundKind,
    bye: bool,
    doc: DocResult,
) -> Result<Option<MatchResult>, HistoryError> {
    let DocResult {
        wins,
        losses,
        draws,
        double_loss,
    } = doc;
    let kind_for_check = if bye { RoundKind::Swiss } else { kind };
    let illegal = |error| HistoryError::IllegalResult {
        at: at.clone(),
        error,
    };
    let result = if double_loss {
        // The games of a double loss are 0-2-0 and nothing else (§1).
        if (wins, losses, draws) != (0, 2, 0) {
            return Err(illegal(ResultError::DoubleLossGames {
                wins,
                losses,
                draws,
            }));
        }
        MatchResult::double_loss_for_kind(kind_for_check).map_err(illegal)?
    } else {
        MatchResult::for_kind(kind_for_check, wins, losses, draws).map_err(illegal)?
    };
    if !bye {
        return Ok(Some(result));
    }
    if result != MatchResult::BYE {
        return Err(HistoryError::ByeWithResult {
            at,
            result: result.to_string(),
        });
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    const VALID: &str = r#"{
      "format": "planesforge-tournament/1",
      "name": "Friday Pauper",
      "players": [
        { "id": "p1", "name": "Alice", "dropped_after_round": null },
        { "id": "p2", "name": "Bob",   "dropped_after_round": 1 },
        { "id": "p3", "name": "Cleo" }
      ],
      "rounds": [
        { "number": 1, "kind": "swiss", "pairings": [
          { "table": 1, "player_a": "p1", "player_b": "p2",
            "result": { "wins": 2, "losses": 1, "draws": 0 } },
          { "table": 2, "player_a": "p3", "player_b": null, "bye": true }
        ] }
      ]
    }"#;

    fn with(replace: &str, by: &str) -> String {
        assert!(VALID.contains(replace), "{replace}");
        VALID.replacen(replace, by, 1)
    }

    fn err(text: &str) -> DocumentError {
        TournamentDocument::parse_history(text).unwrap_err()
    }

    #[test]
    fn reads_the_api_example() {
        let h = TournamentDocument::parse_history(VALID).unwrap();
        assert_eq!(h.players().len(), 3);
        assert_eq!(h.rounds()[0].pairings[1].player_b, None);
        assert_eq!(h.last_completed_round(), 1);
    }

    #[test]
    fn round_trips() {
        let doc = TournamentDocument::parse(VALID).unwrap();
        let h = doc.to_history().unwrap();
        let back = TournamentDocument::from_history("Friday Pauper", &h);
        let text = back.to_json_pretty();
        let again = TournamentDocument::parse(&text).unwrap();
        assert_eq!(back, again);
        let h2 = again.to_history().unwrap();
        assert_eq!(h.rounds(), h2.rounds());
        assert_eq!(h.players(), h2.players());
        assert!(text.contains("\"player_b\": null"));
        assert!(text.contains("\"bye\": true"));
    }

    #[test]
    fn malformed_json_names_line_and_column() {
        let e = err("{ \"format\": ");
        assert_eq!(e.code(), "malformed_document");
        assert!(e.to_string().contains("line 1"), "{e}");
        let e = err(&with("\"number\": 1,", "\"number\": 1, \"colour\": 3,"));
        assert!(e.to_string().contains("unknown field `colour`"), "{e}");
        assert!(e.to_string().contains("line "), "{e}");
    }

    #[test]
    fn wrong_format() {
        let e = err(&with("tournament/1", "tournament/9"));
        assert_eq!(e.code(), "unsupported_format");
    }

    #[test]
    fn unknown_id() {
        let e = err(&with("\"player_b\": \"p2\"", "\"player_b\": \"p9\""));
        assert_eq!(e.code(), "unknown_player");
        let msg = e.to_string();
        assert!(msg.contains("\"p9\""), "{msg}");
        assert!(msg.contains("rounds[0].pairings[0]"), "{msg}");
    }

    #[test]
    fn history_refusals_are_located() {
        let e = err(&with("\"id\": \"p3\"", "\"id\": \"p1\""));
        let at = e.location().expect("located");
        assert_eq!(at.field, "players[2].id");
        assert_eq!(at.player.as_deref(), Some("p1"));
        let e = err(&with(
            "\"wins\": 2, \"losses\": 1",
            "\"wins\": 3, \"losses\": 1",
        ));
        let at = e.location().expect("located");
        assert_eq!(at.field, "rounds[0].pairings[0].result");
        assert_eq!((at.round, at.table), (Some(1), Some(1)));
        let e = err(&with("\"number\": 1", "\"number\": 2"));
        let at = e.location().expect("located");
        assert_eq!((at.field.as_str(), at.round), ("rounds[0].number", Some(2)));
        let e = err(&with("\"player_b\": \"p2\"", "\"player_b\": \"p9\""));
        let at = e.location().expect("located");
        assert_eq!(at.player.as_deref(), Some("p9"));
        assert_eq!(at.field, "rounds[0].pairings[0]");
        let e = err(&with("tournament/1", "tournament/9"));
        assert_eq!(e.location().expect("located").field, "format");
        assert!(err("{").location().is_none());
    }

    #[test]
    fn format_1_is_read_strictly_and_upgraded() {
        let doc = TournamentDocument::parse(VALID).expect("a /1 document");
        assert_eq!(doc.format, FORMAT);
        assert_eq!(doc.rounds[0].state, None);
        let record = doc.to_record().expect("valid");
        assert_eq!(record.round_states, vec![RoundState::Completed]);
        assert_eq!(record.planned_rounds, None);
        assert_eq!(record.top_cut, None);
        // A /2 field in a /1 document is unknown.
        for (field, by) in [
            (
                "\"name\": \"Friday Pauper\",",
                "\"name\": \"F\", \"planned_rounds\": 3,",
            ),
            (
                "\"name\": \"Cleo\"",
                "\"name\": \"Cleo\", \"missed_rounds\": []",
            ),
            (
                "\"kind\": \"swiss\",",
                "\"kind\": \"swiss\", \"state\": \"completed\",",
            ),
        ] {
            let e = err(&with(field, by));
            assert_eq!(e.code(), "malformed_document", "{by}");
            assert!(e.to_string().contains("unknown field"), "{e}");
        }
        // The same fields in a /2 document are read.
        let v2 = with("tournament/1", "tournament/2").replacen(
            "\"name\": \"Friday Pauper\",",
            "\"name\": \"F\", \"planned_rounds\": 3,",
            1,
        );
        let record = TournamentDocument::parse(&v2)
            .and_then(|d| d.to_record())
            .expect("valid /2");
        assert_eq!(record.planned_rounds, Some(3));
    }

    #[test]
    fn duplicate_id() {
        let e = err(&with("\"id\": \"p3\"", "\"id\": \"p1\""));
        assert_eq!(e.code(), "duplicate_player_id");
        assert!(e.to_string().contains("players[2]"), "{e}");
    }

    #[test]
    fn player_twice() {
        let e = err(&with("\"player_a\": \"p3\"", "\"player_a\": \"p1\""));
        assert_eq!(e.code(), "player_twice_in_round");
        assert!(e.to_string().contains("round 1 table 2"), "{e}");
    }

    #[test]
    fn illegal_result() {
        let e = err(&with(
            "\"wins\": 2, \"losses\": 1",
            "\"wins\": 2, \"losses\": 2",
        ));
        assert_eq!(e.code(), "invalid_result");
        let msg = e.to_string();
        assert!(
            msg.contains("2-2-0") && msg.contains("round 1 table 1"),
            "{msg}"
        );
    }

    #[test]
    fn paired_after_drop() {
        let e = err(&with(
            "\"dropped_after_round\": 1",
            "\"dropped_after_round\": 0",
        ));
        assert_eq!(e.code(), "paired_after_drop");
        assert!(e.to_string().contains("\"p2\""), "{e}");
    }

    #[test]
    fn rounds_out_of_order() {
        let e = err(&with("\"number\": 1", "\"number\": 2"));
        assert_eq!(e.code(), "round_out_of_order");
        assert!(e.to_string().contains("rounds[0]"), "{e}");
    }

    #[test]
    fn bye_mismatch_and_bye_result() {
        let e = err(&with("\"bye\": true", "\"bye\": false"));
        assert_eq!(e.code(), "bye_mismatch");
        let e = err(&with(
            "\"bye\": true",
            "\"bye\": true, \"result\": {\"wins\": 1, \"losses\": 0, \"draws\": 0}",
        ));
        assert_eq!(e.code(), "invalid_result");
        // 2-0-0 is accepted for a bye.
        TournamentDocument::parse_history(&with(
            "\"bye\": true",
            "\"bye\": true, \"result\": {\"wins\": 2, \"losses\": 0, \"draws\": 0}",
        ))
        .unwrap();
    }

    /// Format /4 carries the double loss (RULES.md §1); /1–/3 do not know
    /// the field; its games are 0-2-0 only; an export writes /4.
    #[test]
    fn double_loss_needs_format_4_and_round_trips() {
        let dl = "\"result\": { \"wins\": 0, \"losses\": 2, \"draws\": 0, \"double_loss\": true }";
        let v3 = with(
            "\"result\": { \"wins\": 2, \"losses\": 1, \"draws\": 0 }",
            dl,
        );
        for format in ["/1", "/2", "/3"] {
            let text = v3.replace("tournament/1", &format!("tournament{format}"));
            let e = TournamentDocument::parse(&text).unwrap_err();
            assert_eq!(e.code(), "malformed_document", "{format}");
            assert!(e.to_string().contains("double_loss"), "{e}");
        }
        let v4 = v3.replace("tournament/1", "tournament/4");
        let h = TournamentDocument::parse_history(&v4).unwrap();
        assert_eq!(
            h.rounds()[0].pairings[0].result,
            Some(MatchResult::DOUBLE_LOSS)
        );
        let back = TournamentDocument::from_history("Friday Pauper", &h);
        assert_eq!(back.format, FORMAT_V4);
        let text = back.to_json_pretty();
        assert!(text.contains("\"double_loss\": true"), "{text}");
        let h2 = TournamentDocument::parse_history(&text).unwrap();
        assert_eq!(h.rounds(), h2.rounds());
        // A plain result writes no `double_loss`.
        let plain = TournamentDocument::from_history(
            "x",
            &TournamentDocument::parse_history(VALID).unwrap(),
        );
        assert!(!plain.to_json_pretty().contains("double_loss"));
        // The games of a double loss are fixed.
        let wrong = v4.replace("\"wins\": 0, \"losses\": 2", "\"wins\": 0, \"losses\": 1");
        let e = err(&wrong);
        assert_eq!(e.code(), "invalid_result");
        // Not in a playoff.
        let playoff = v4
            .replace("\"kind\": \"swiss\"", "\"kind\": \"playoff\"")
            .replace(
                ",\n          { \"table\": 2, \"player_a\": \"p3\", \"player_b\": null, \"bye\": true }",
                "",
            );
        let e = err(&playoff);
        assert_eq!(e.code(), "invalid_result");
        assert!(e.to_string().contains("double loss"), "{e}");
    }

    #[test]
    fn playoff_draw_refused() {
        let text = with("\"kind\": \"swiss\"", "\"kind\": \"playoff\"");
        // The bye in a playoff round is refused first.
        let e = err(&text);
        assert_eq!(e.code(), "bye_in_playoff");
        let text = text.replace(
            ",\n          { \"table\": 2, \"player_a\": \"p3\", \"player_b\": null, \"bye\": true }",
            "",
        );
        let text = text.replace("\"losses\": 1", "\"losses\": 2");
        let e = err(&text);
        assert_eq!(e.code(), "invalid_result");
        let text = text.replace(
            "\"wins\": 2, \"losses\": 2, \"draws\": 0",
            "\"wins\": 1, \"losses\": 1, \"draws\": 1",
        );
        let e = err(&text);
        assert!(e.to_string().contains("cannot end in a draw"), "{e}");
    }

    #[test]
    fn details_need_format_4_and_round_trip() {
        let details = r#""details": {"time_zone": "Europe/Berlin", "format": "Pauper", "metadata": {"k": "v"}},
      "players": ["#;
        let player =
            r#"{ "id": "p1", "name": "Alice", "external_id": "m-1", "dropped_after_round": null }"#;
        let v1 = with("\"players\": [", details).replace(
            r#"{ "id": "p1", "name": "Alice", "dropped_after_round": null }"#,
            player,
        );
        for format in ["/2", "/3"] {
            let text = v1.replace("tournament/1", &format!("tournament{format}"));
            let e = TournamentDocument::parse(&text).unwrap_err();
            assert_eq!(e.code(), "malformed_document", "{format}");
            assert!(e.to_string().contains("details"), "{e}");
            let only_player = text.replace(details, "\"players\": [");
            let e = TournamentDocument::parse(&only_player).unwrap_err();
            assert!(e.to_string().contains("external_id"), "{e}");
        }
        let v4 = v1.replace("tournament/1", "tournament/4");
        let doc = TournamentDocument::parse(&v4).unwrap();
        assert_eq!(doc.details.time_zone.as_deref(), Some("Europe/Berlin"));
        assert_eq!(doc.players[0].external_id.as_deref(), Some("m-1"));
        let again = TournamentDocument::parse(&doc.to_json_pretty()).unwrap();
        assert_eq!(doc, again);
        // Nothing set: nothing written.
        let plain = TournamentDocument::parse(&VALID.replace("tournament/1", "tournament/4"))
            .unwrap()
            .to_json_pretty();
        assert!(
            !plain.contains("details") && !plain.contains("external_id"),
            "{plain}"
        );
    }
}

//! The tournament and round lifecycle (RULES.md §6): one pure state
//! machine.
//!
//! Every organizer command goes through [`decide`]: it takes a
//! [`Snapshot`] of the tournament (its status, settings and the rounds the
//! command concerns) and a [`Command`], and returns a [`Decision`] — the
//! status afterwards, the new state of the round concerned, the warnings
//! and the events to announce — or a [`Refusal`] with a stable code. The
//! caller stores what the decision says and nothing else decides.
//!
//! The rules in one place:
//!
//! - Tournament states: `registration → swiss → top_cut → finished`.
//!   Nothing goes backwards, except that deleting the only round (still
//!   `pairing`) returns to `registration`, and that reopening a finished
//!   tournament returns it to the state it finished from.
//! - `finished` is final: every command but [`Command::Reopen`] is
//!   refused with [`RefusalCode::TournamentFinished`].
//! - Round states: `pairing → published → completed`; entering the last
//!   result completes a round, which never creates the next one. A
//!   published round with no result, report or confirmation may go back
//!   to `pairing` ([`Command::Unpublish`]).
//! - A player never seated in a published round may be removed entirely
//!   ([`Command::RemovePlayer`]); once seated, only dropped.
//! - A tournament finishes when the final of its top cut has a result, when
//!   the organizer finishes it after its Swiss rounds, or by itself when its
//!   last planned Swiss round completes and it wants no top cut
//!   ([`TopCut::None`]).

use serde::{Deserialize, Serialize};

use crate::model::RoundKind;

/// Most Swiss rounds a tournament may plan or pair (RULES.md §6 "Edits").
pub const MAX_SWISS_ROUNDS: u32 = 30;

/// A tournament's state (RULES.md §6). One type for the API, the document
/// and the database column (`tournaments.status`): the names are
/// [`TournamentStatus::as_str`]'s.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "A tournament's state (the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control))."
    )
)]
#[cfg_attr(feature = "diesel", derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow), diesel(sql_type = diesel::sql_types::Text))]
pub enum TournamentStatus {
    /// No round paired yet.
    Registration,
    /// Swiss rounds are being played (or are over, no cut yet).
    Swiss,
    /// A top-cut bracket exists.
    TopCut,
    /// Over: every write is refused.
    Finished,
}

impl TournamentStatus {
    /// All states, in lifecycle order.
    pub const ALL: [TournamentStatus; 4] = [
        TournamentStatus::Registration,
        TournamentStatus::Swiss,
        TournamentStatus::TopCut,
        TournamentStatus::Finished,
    ];

    /// The name used by the API and the database.
    pub const fn as_str(self) -> &'static str {
        match self {
            TournamentStatus::Registration => "registration",
            TournamentStatus::Swiss => "swiss",
            TournamentStatus::TopCut => "top_cut",
            TournamentStatus::Finished => "finished",
        }
    }

    /// The state named `s`, if any.
    pub fn parse(s: &str) -> Option<TournamentStatus> {
        Self::ALL.into_iter().find(|x| x.as_str() == s)
    }
}

/// A round's state (RULES.md §6 "Rounds"): `pairing` (seen by the
/// organizer only) → `published` → `completed`. One type for the API, the
/// document and the database column (`rounds.state`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = RoundStateName, description = "The state of a round (the book: [What the organizer controls](/book/en/pairings-and-standings.html#organizer-control)): `pairing` (owner only) →\n`published` → `completed`."))]
#[cfg_attr(feature = "diesel", derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow), diesel(sql_type = diesel::sql_types::Text))]
pub enum RoundState {
    /// Being prepared: only the owner sees it; re-pair, swap, delete allowed.
    Pairing,
    /// Fixed and shown to everyone; results are being entered.
    Published,
    /// Every result is in.
    Completed,
}

impl RoundState {
    /// All states, in lifecycle order.
    pub const ALL: [RoundState; 3] = [
        RoundState::Pairing,
        RoundState::Published,
        RoundState::Completed,
    ];

    /// The name used by the API and the database.
    pub const fn as_str(self) -> &'static str {
        match self {
            RoundState::Pairing => "pairing",
            RoundState::Published => "published",
            RoundState::Completed => "completed",
        }
    }

    /// The state named `s`, if any.
    pub fn parse(s: &str) -> Option<RoundState> {
        Self::ALL.into_iter().find(|x| x.as_str() == s)
    }
}

/// The organizer's intended top cut (RULES.md §6 "Finishing").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum TopCut {
    /// Decided later (`null`).
    #[default]
    Undecided,
    /// No top cut (`0`): the tournament finishes after its Swiss rounds.
    None,
    /// A cut to this many players.
    Size(u32),
}

impl TopCut {
    /// From the stored form: `None` = undecided, `Some(0)` = none.
    pub const fn from_stored(v: Option<u32>) -> TopCut {
        match v {
            None => TopCut::Undecided,
            Some(0) => TopCut::None,
            Some(n) => TopCut::Size(n),
        }
    }

    /// The stored form (see [`TopCut::from_stored`]).
    pub const fn to_stored(self) -> Option<u32> {
        match self {
            TopCut::Undecided => None,
            TopCut::None => Some(0),
            TopCut::Size(n) => Some(n),
        }
    }
}

/// What the state machine needs to know of one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundInfo {
    pub number: u32,
    pub kind: RoundKind,
    pub state: RoundState,
    /// Real tables (the bye not counted).
    pub tables: u32,
    /// Real tables without a result.
    pub missing_results: u32,
}

/// What the state machine needs to know of a tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub status: TournamentStatus,
    pub planned_rounds: Option<u32>,
    pub top_cut: TopCut,
    /// Swiss rounds paired so far (in any state).
    pub swiss_rounds: u32,
    /// The latest round, if any.
    pub latest: Option<RoundInfo>,
    /// Players not dropped.
    pub active_players: u32,
}

/// An organizer's command (RULES.md §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Pair the next round: Swiss, or the next playoff round once a cut exists.
    PairRound,
    /// Re-pair `round` (a Swiss round in `pairing`).
    RepairRound { round: RoundInfo },
    /// Delete `round` (the latest, in `pairing`).
    DeleteRound { round: RoundInfo },
    /// Swap two players or two tables of `round`.
    Swap { round: RoundInfo },
    /// Publish `round`.
    Publish { round: RoundInfo },
    /// Enter a result at a table of `round`; `correction` when that table
    /// already had one.
    EnterResult { round: RoundInfo, correction: bool },
    /// Remove the result (and the players' reports) of a table of `round`
    /// before the round completes.
    RemoveResult { round: RoundInfo },
    /// Take the published `round` back to `pairing`; `reports` is the
    /// number of its tables with a player's report or confirmation.
    Unpublish { round: RoundInfo, reports: u32 },
    /// Register a player.
    AddPlayer,
    /// Drop a player.
    DropPlayer,
    /// Remove a registration entirely; `seated` when the player was ever
    /// seated in a published (or completed) round.
    RemovePlayer { seated: bool },
    /// Re-admit a dropped player.
    ReadmitPlayer,
    /// Rename a player.
    RenamePlayer,
    /// Rename the tournament.
    RenameTournament,
    /// Change the language of the printed sheets (a setting of the
    /// service; the engine only decides whether the tournament may change).
    SetLanguage,
    /// Change the number of planned Swiss rounds.
    SetPlannedRounds(u32),
    /// Change the intended top cut.
    SetTopCut(TopCut),
    /// Create the top cut (the size itself is checked by
    /// [`crate::topcut::validate_cut`]).
    CreateCut,
    /// Finish after the Swiss rounds, without a top cut.
    Finish,
    /// Delete the tournament.
    Delete,
    /// Reopen a finished tournament: back to the state it finished from.
    Reopen,
}

/// What a command does, for the caller to store and announce.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The tournament's status afterwards.
    pub status: TournamentStatus,
    /// The new state of the round the command concerns, when it changes
    /// (or of the round it creates).
    pub round_state: Option<RoundState>,
    /// The kind of round a [`Command::PairRound`] creates.
    pub pairs: Option<RoundKind>,
    /// Warnings for the response.
    pub warnings: Vec<Notice>,
    /// Events to announce, in order.
    pub events: Vec<Event>,
}

/// A warning that accompanies an accepted command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A Swiss result was corrected after later rounds were paired; they
    /// are not re-paired (RULES.md §6 "Corrections").
    LaterRoundsNotRepaired { round: u32, latest: u32 },
}

impl Notice {
    /// The stable code.
    pub const fn code(self) -> &'static str {
        match self {
            Notice::LaterRoundsNotRepaired { .. } => "later_rounds_not_repaired",
        }
    }
}

/// An event the lifecycle announces (the webhook and stream names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Event {
    RoundCreated,
    RoundRepaired,
    RoundDeleted,
    RoundChanged,
    RoundPublished,
    RoundUnpublished,
    RoundCompleted,
    StandingsUpdated,
    PlayerAdded,
    PlayerDropped,
    PlayerRemoved,
    PlayerReadmitted,
    PlayerRenamed,
    TopCutCreated,
    TournamentUpdated,
    TournamentFinished,
    TournamentReopened,
    TournamentDeleted,
}

/// A refused command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub code: RefusalCode,
}

/// Why a command is refused; each has a stable code ([`RefusalCode::code`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefusalCode {
    /// The tournament is finished (RULES.md §6 "Finished is final").
    TournamentFinished,
    /// The latest round is still being paired.
    RoundStillPairing { round: u32 },
    /// The latest round has results missing.
    RoundResultsMissing { round: u32, missing: u32 },
    /// `planned_rounds` Swiss rounds exist already.
    PlannedRoundsReached { planned: u32 },
    /// [`MAX_SWISS_ROUNDS`] Swiss rounds exist already.
    TooManyRounds,
    /// Fewer than two active players.
    NotEnoughPlayers { active: u32 },
    /// The round is no longer in `pairing`.
    RoundPublished { round: u32, state: RoundState },
    /// The round is not the latest.
    RoundNotLatest { round: u32 },
    /// Playoff pairings follow the bracket.
    PlayoffPairingsFixed { round: u32 },
    /// A playoff round with results cannot be deleted.
    PlayoffRoundHasResults { round: u32 },
    /// Results are entered in published rounds only.
    RoundNotPublished { round: u32 },
    /// A playoff result after the next playoff round was paired.
    RoundFrozen { round: u32 },
    /// `planned_rounds` outside `1..=30`.
    InvalidPlannedRounds { value: u32 },
    /// `planned_rounds` below the Swiss rounds already paired.
    PlannedRoundsBelowPaired { value: u32, paired: u32 },
    /// A top-cut size that is not a power of two ≥ 2 (or 0 for none).
    InvalidTopCut { value: u32 },
    /// The top cut has started: Swiss settings and the first playoff round
    /// are fixed.
    TopCutStarted,
    /// The cut exists already.
    TopCutExists,
    /// The tournament says it wants no top cut.
    TopCutNotWanted,
    /// Finishing is for a tournament without a planned cut.
    TopCutPlanned { size: u32 },
    /// Swiss rounds remain (the latest is not completed, or fewer than
    /// planned were played).
    SwissUnfinished,
    /// Unpublish: tables of the round have results, or players' reports
    /// or confirmations.
    RoundHasResults {
        round: u32,
        results: u32,
        reports: u32,
    },
    /// The round is completed: its results are corrected, not removed, and
    /// it is not unpublished.
    RoundCompleted { round: u32 },
    /// The player was seated in a published round: drop them instead.
    PlayerHasPlayed,
    /// Reopen: the tournament is not finished.
    TournamentNotFinished { status: TournamentStatus },
}

impl RefusalCode {
    /// The stable code, as in the API.
    pub const fn code(self) -> &'static str {
        match self {
            RefusalCode::TournamentFinished => "tournament_finished",
            RefusalCode::RoundStillPairing { .. } | RefusalCode::RoundResultsMissing { .. } => {
                "round_not_completed"
            }
            RefusalCode::PlannedRoundsReached { .. } => "planned_rounds_reached",
            RefusalCode::TooManyRounds => "too_many_rounds",
            RefusalCode::NotEnoughPlayers { .. } => "not_enough_players",
            RefusalCode::RoundPublished { .. } => "round_published",
            RefusalCode::RoundNotLatest { .. } => "round_not_latest",
            RefusalCode::PlayoffPairingsFixed { .. } => "playoff_pairings_fixed",
            RefusalCode::PlayoffRoundHasResults { .. } => "playoff_round_has_results",
            RefusalCode::RoundNotPublished { .. } => "round_not_published",
            RefusalCode::RoundFrozen { .. } => "round_frozen",
            RefusalCode::InvalidPlannedRounds { .. } => "invalid_planned_rounds",
            RefusalCode::PlannedRoundsBelowPaired { .. } => "planned_rounds_below_paired",
            RefusalCode::InvalidTopCut { .. } => "invalid_top_cut",
            RefusalCode::TopCutStarted => "top_cut_started",
            RefusalCode::TopCutExists => "top_cut_exists",
            RefusalCode::TopCutNotWanted => "top_cut_not_wanted",
            RefusalCode::TopCutPlanned { .. } => "top_cut_planned",
            RefusalCode::SwissUnfinished => "swiss_unfinished",
            RefusalCode::RoundHasResults { .. } => "round_has_results",
            RefusalCode::RoundCompleted { .. } => "round_completed",
            RefusalCode::PlayerHasPlayed => "player_has_played",
            RefusalCode::TournamentNotFinished { .. } => "tournament_not_finished",
        }
    }
}

fn refuse<T>(code: RefusalCode) -> Result<T, Refusal> {
    Err(Refusal { code })
}

impl Snapshot {
    /// Whether the Swiss part is over: the latest round is a completed
    /// Swiss round and, when the tournament plans a number of rounds, that
    /// many were paired (RULES.md §8: the cut needs it; §6: so does
    /// finishing).
    pub fn swiss_finished(&self) -> bool {
        self.latest.is_some_and(|r| {
            r.kind == RoundKind::Swiss
                && r.state == RoundState::Completed
                && self.planned_rounds.is_none_or(|p| self.swiss_rounds >= p)
        })
    }

    /// Whether the latest round is a completed final (a playoff round of
    /// one table): true in `top_cut` only after a reopen.
    fn final_played(&self) -> bool {
        self.latest.is_some_and(|r| {
            r.kind == RoundKind::Playoff && r.tables == 1 && r.state == RoundState::Completed
        })
    }

    fn is_latest(&self, round: &RoundInfo) -> bool {
        self.latest.is_some_and(|l| l.number == round.number)
    }

    fn decision(&self) -> Decision {
        Decision {
            status: self.status,
            round_state: None,
            pairs: None,
            warnings: Vec::new(),
            events: Vec::new(),
        }
    }

    fn with_events(&self, events: &[Event]) -> Decision {
        Decision {
            events: events.to_vec(),
            ..self.decision()
        }
    }
}

/// The status a tournament with these rounds (in order) is in, for one
/// that is rebuilt from its rounds (an imported document): `finished` once
/// the final (a completed playoff round of one table) is played, or when
/// the last planned Swiss round is completed and no cut is wanted.
pub fn status_of(
    rounds: &[RoundInfo],
    planned_rounds: Option<u32>,
    top_cut: TopCut,
) -> TournamentStatus {
    let swiss = rounds.iter().filter(|r| r.kind == RoundKind::Swiss).count() as u32;
    match rounds.last() {
        None => TournamentStatus::Registration,
        Some(r) if r.kind == RoundKind::Playoff => {
            if r.state == RoundState::Completed && r.tables == 1 {
                TournamentStatus::Finished
            } else {
                TournamentStatus::TopCut
            }
        }
        Some(r) => {
            let done = r.state == RoundState::Completed
                && top_cut == TopCut::None
                && planned_rounds.is_some_and(|p| swiss >= p);
            if done {
                TournamentStatus::Finished
            } else {
                TournamentStatus::Swiss
            }
        }
    }
}

/// Whether `size` is a valid intended top cut: 0 (none) or a power of two
/// ≥ 2 (RULES.md §8).
pub fn valid_top_cut(size: u32) -> bool {
    size == 0 || (size >= 2 && size.is_power_of_two())
}

/// Whether a tournament in `status` may still be changed at all: every
/// command on a finished tournament is refused (RULES.md §6 "Finished is
/// final"). [`decide`] starts with this check; a caller may run it alone
/// before loading more of the tournament.
pub fn accepts_writes(status: TournamentStatus) -> Result<(), Refusal> {
    if status == TournamentStatus::Finished {
        return refuse(RefusalCode::TournamentFinished);
    }
    Ok(())
}

/// Decides `command` on the tournament described by `snapshot` (RULES.md
/// §6). Pure: the same input always gives the same answer.
pub fn decide(snapshot: &Snapshot, command: &Command) -> Result<Decision, Refusal> {
    let s = snapshot;
    if *command == Command::Reopen {
        return reopen(s);
    }
    accepts_writes(s.status)?;
    match *command {
        Command::PairRound => pair_round(s),
        Command::RepairRound { round } | Command::Swap { round } => {
            require_pairing(s, &round)?;
            if round.kind == RoundKind::Playoff {
                return refuse(RefusalCode::PlayoffPairingsFixed {
                    round: round.number,
                });
            }
            let event = if matches!(command, Command::RepairRound { .. }) {
                Event::RoundRepaired
            } else {
                Event::RoundChanged
            };
            Ok(s.with_events(&[event]))
        }
        Command::DeleteRound { round } => delete_round(s, &round),
        Command::Publish { round } => {
            require_pairing(s, &round)?;
            let mut d = s.decision();
            d.events.push(Event::RoundPublished);
            if round.missing_results == 0 {
                // Only a bye: nothing to play, but the bye counts.
                d.events.push(Event::StandingsUpdated);
                complete(s, &round, &mut d);
            } else {
                d.round_state = Some(RoundState::Published);
            }
            Ok(d)
        }
        Command::EnterResult { round, correction } => enter_result(s, &round, correction),
        Command::RemoveResult { round } => {
            require_published(s, &round)?;
            Ok(s.with_events(&[Event::StandingsUpdated]))
        }
        Command::Unpublish { round, reports } => unpublish(s, &round, reports),
        Command::RemovePlayer { seated } => {
            if seated {
                return refuse(RefusalCode::PlayerHasPlayed);
            }
            Ok(s.with_events(&[Event::PlayerRemoved]))
        }
        Command::AddPlayer => {
            if s.status == TournamentStatus::TopCut {
                return refuse(RefusalCode::TopCutStarted);
            }
            Ok(s.with_events(&[Event::PlayerAdded]))
        }
        Command::ReadmitPlayer => {
            if s.status == TournamentStatus::TopCut {
                return refuse(RefusalCode::TopCutStarted);
            }
            Ok(s.with_events(&[Event::PlayerReadmitted]))
        }
        Command::DropPlayer => Ok(s.with_events(&[Event::PlayerDropped])),
        Command::RenamePlayer => Ok(s.with_events(&[Event::PlayerRenamed])),
        Command::RenameTournament | Command::SetLanguage => {
            Ok(s.with_events(&[Event::TournamentUpdated]))
        }
        Command::SetPlannedRounds(value) => set_planned_rounds(s, value),
        Command::SetTopCut(cut) => set_top_cut(s, cut),
        Command::CreateCut => create_cut(s),
        Command::Finish => finish(s),
        Command::Delete => Ok(s.with_events(&[Event::TournamentDeleted])),
        Command::Reopen => reopen(s),
    }
}

/// The state a finished tournament returns to when reopened (RULES.md §6
/// "Finished is final"): `top_cut` when its latest round is a playoff
/// round (it finished by its final), else `swiss` (it finished after its
/// Swiss rounds). Derived from the rounds, never stored.
pub fn finished_from(s: &Snapshot) -> TournamentStatus {
    match s.latest {
        None => TournamentStatus::Registration,
        Some(r) if r.kind == RoundKind::Playoff => TournamentStatus::TopCut,
        Some(_) => TournamentStatus::Swiss,
    }
}

/// Reopens a finished tournament: back to [`finished_from`].
fn reopen(s: &Snapshot) -> Result<Decision, Refusal> {
    if s.status != TournamentStatus::Finished {
        return refuse(RefusalCode::TournamentNotFinished { status: s.status });
    }
    Ok(Decision {
        status: finished_from(s),
        ..s.with_events(&[Event::TournamentReopened])
    })
}

/// The round must be the latest and `published` (not yet completed): a
/// result may be removed, or the round unpublished.
fn require_published(s: &Snapshot, round: &RoundInfo) -> Result<(), Refusal> {
    match round.state {
        RoundState::Pairing => refuse(RefusalCode::RoundNotPublished {
            round: round.number,
        }),
        RoundState::Completed => refuse(RefusalCode::RoundCompleted {
            round: round.number,
        }),
        RoundState::Published if !s.is_latest(round) => refuse(RefusalCode::RoundNotLatest {
            round: round.number,
        }),
        RoundState::Published => Ok(()),
    }
}

/// Unpublish (RULES.md §6 "Unpublish"): a published round with no result,
/// no report and no confirmation goes back to `pairing`.
fn unpublish(s: &Snapshot, round: &RoundInfo, reports: u32) -> Result<Decision, Refusal> {
    require_published(s, round)?;
    let results = round.tables.saturating_sub(round.missing_results);
    if results > 0 || reports > 0 {
        return refuse(RefusalCode::RoundHasResults {
            round: round.number,
            results,
            reports,
        });
    }
    Ok(Decision {
        round_state: Some(RoundState::Pairing),
        ..s.with_events(&[Event::RoundUnpublished])
    })
}

/// `planned_rounds` 1–30, not below the Swiss rounds paired, fixed once the
/// cut exists (RULES.md §6 "Edits").
fn set_planned_rounds(s: &Snapshot, value: u32) -> Result<Decision, Refusal> {
    if s.status == TournamentStatus::TopCut {
        return refuse(RefusalCode::TopCutStarted);
    }
    if !(1..=MAX_SWISS_ROUNDS).contains(&value) {
        return refuse(RefusalCode::InvalidPlannedRounds { value });
    }
    if value < s.swiss_rounds {
        return refuse(RefusalCode::PlannedRoundsBelowPaired {
            value,
            paired: s.swiss_rounds,
        });
    }
    Ok(s.with_events(&[Event::TournamentUpdated]))
}

/// The intended cut: none, undecided or a valid size; fixed once the cut
/// exists.
fn set_top_cut(s: &Snapshot, cut: TopCut) -> Result<Decision, Refusal> {
    if s.status == TournamentStatus::TopCut {
        return refuse(RefusalCode::TopCutStarted);
    }
    if let TopCut::Size(n) = cut
        && !valid_top_cut(n)
    {
        return refuse(RefusalCode::InvalidTopCut { value: n });
    }
    Ok(s.with_events(&[Event::TournamentUpdated]))
}

/// The cut, once, after the Swiss rounds, unless the tournament wants none
/// (RULES.md §8).
fn create_cut(s: &Snapshot) -> Result<Decision, Refusal> {
    if s.status == TournamentStatus::TopCut {
        return refuse(RefusalCode::TopCutExists);
    }
    if s.top_cut == TopCut::None {
        return refuse(RefusalCode::TopCutNotWanted);
    }
    if !s.swiss_finished() {
        return refuse(RefusalCode::SwissUnfinished);
    }
    Ok(Decision {
        status: TournamentStatus::TopCut,
        round_state: Some(RoundState::Pairing),
        pairs: Some(RoundKind::Playoff),
        ..s.with_events(&[Event::TopCutCreated, Event::RoundCreated])
    })
}

/// Finishing without a cut, after the Swiss rounds (RULES.md §6
/// "Finishing"); a cut's final finishes by itself.
fn finish(s: &Snapshot) -> Result<Decision, Refusal> {
    if s.status == TournamentStatus::TopCut {
        // Only a reopened tournament is in `top_cut` with its final played.
        if s.final_played() {
            return Ok(Decision {
                status: TournamentStatus::Finished,
                ..s.with_events(&[Event::TournamentFinished])
            });
        }
        return refuse(RefusalCode::TopCutStarted);
    }
    if let TopCut::Size(size) = s.top_cut {
        return refuse(RefusalCode::TopCutPlanned { size });
    }
    if !s.swiss_finished() {
        return refuse(RefusalCode::SwissUnfinished);
    }
    Ok(Decision {
        status: TournamentStatus::Finished,
        ..s.with_events(&[Event::TournamentFinished])
    })
}

/// The round must be the latest and still in `pairing`.
fn require_pairing(s: &Snapshot, round: &RoundInfo) -> Result<(), Refusal> {
    if round.state != RoundState::Pairing {
        return refuse(RefusalCode::RoundPublished {
            round: round.number,
            state: round.state,
        });
    }
    if !s.is_latest(round) {
        return refuse(RefusalCode::RoundNotLatest {
            round: round.number,
        });
    }
    Ok(())
}

fn pair_round(s: &Snapshot) -> Result<Decision, Refusal> {
    if let Some(latest) = s.latest {
        match latest.state {
            RoundState::Pairing => {
                return refuse(RefusalCode::RoundStillPairing {
                    round: latest.number,
                });
            }
            RoundState::Published => {
                return refuse(RefusalCode::RoundResultsMissing {
                    round: latest.number,
                    missing: latest.missing_results,
                });
            }
            RoundState::Completed => {}
        }
        if latest.kind == RoundKind::Playoff {
            // The final's result finishes the tournament, so a completed
            // playoff round here is never the final.
            return Ok(Decision {
                round_state: Some(RoundState::Pairing),
                pairs: Some(RoundKind::Playoff),
                ..s.with_events(&[Event::RoundCreated])
            });
        }
    }
    if s.status == TournamentStatus::TopCut {
        // A cut exists but its first round is still to come: impossible,
        // the cut creates it.
        return refuse(RefusalCode::TopCutExists);
    }
    if let Some(planned) = s.planned_rounds
        && s.swiss_rounds >= planned
    {
        return refuse(RefusalCode::PlannedRoundsReached { planned });
    }
    if s.swiss_rounds >= MAX_SWISS_ROUNDS {
        return refuse(RefusalCode::TooManyRounds);
    }
    if s.active_players < 2 {
        return refuse(RefusalCode::NotEnoughPlayers {
            active: s.active_players,
        });
    }
    Ok(Decision {
        status: TournamentStatus::Swiss,
        round_state: Some(RoundState::Pairing),
        pairs: Some(RoundKind::Swiss),
        ..s.with_events(&[Event::RoundCreated])
    })
}

fn delete_round(s: &Snapshot, round: &RoundInfo) -> Result<Decision, Refusal> {
    require_pairing(s, round)?;
    if round.kind == RoundKind::Playoff {
        if round.tables != round.missing_results {
            return refuse(RefusalCode::PlayoffRoundHasResults {
                round: round.number,
            });
        }
        // The first playoff round is the bracket itself: the cut stays.
        let first_playoff = round.number == s.swiss_rounds + 1;
        if first_playoff {
            return refuse(RefusalCode::TopCutStarted);
        }
    }
    let status = if round.number == 1 {
        TournamentStatus::Registration
    } else {
        s.status
    };
    Ok(Decision {
        status,
        ..s.with_events(&[Event::RoundDeleted])
    })
}

fn enter_result(s: &Snapshot, round: &RoundInfo, correction: bool) -> Result<Decision, Refusal> {
    if round.state == RoundState::Pairing {
        return refuse(RefusalCode::RoundNotPublished {
            round: round.number,
        });
    }
    let latest = s.latest.map_or(round.number, |l| l.number);
    let mut d = s.decision();
    if latest != round.number {
        // Only a correction can reach an earlier round: a round is
        // completed before the next one is paired.
        if round.kind == RoundKind::Playoff || !correction {
            return refuse(RefusalCode::RoundFrozen {
                round: round.number,
            });
        }
        d.warnings.push(Notice::LaterRoundsNotRepaired {
            round: round.number,
            latest,
        });
    }
    // Every entered or corrected result changes the standings.
    d.events.push(Event::StandingsUpdated);
    if !correction && round.state == RoundState::Published && round.missing_results == 1 {
        complete(s, round, &mut d);
    } else if correction
        && s.status == TournamentStatus::TopCut
        && round.kind == RoundKind::Playoff
        && round.tables == 1
        && round.state == RoundState::Completed
    {
        // The corrected round itself tells that it is the played final
        // (the latest round, checked above): a result decision's snapshot
        // need not count the latest round's tables.
        // A reopened tournament's final corrected: it finishes again.
        d.status = TournamentStatus::Finished;
        d.events.push(Event::TournamentFinished);
    }
    Ok(d)
}

/// `round` completes: announce it, and finish the tournament when that was
/// the final, or its last planned Swiss round and no cut is wanted.
fn complete(s: &Snapshot, round: &RoundInfo, d: &mut Decision) {
    d.round_state = Some(RoundState::Completed);
    d.events.push(Event::RoundCompleted);
    let finishes = match round.kind {
        RoundKind::Playoff => round.tables == 1,
        RoundKind::Swiss => {
            s.top_cut == TopCut::None && s.planned_rounds.is_some_and(|p| s.swiss_rounds >= p)
        }
    };
    if finishes {
        d.status = TournamentStatus::Finished;
        d.events.push(Event::TournamentFinished);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn round(
        number: u32,
        kind: RoundKind,
        state: RoundState,
        tables: u32,
        missing: u32,
    ) -> RoundInfo {
        RoundInfo {
            number,
            kind,
            state,
            tables,
            missing_results: missing,
        }
    }

    fn swiss(planned: Option<u32>, top_cut: TopCut, latest: Option<RoundInfo>) -> Snapshot {
        Snapshot {
            status: if latest.is_some() {
                TournamentStatus::Swiss
            } else {
                TournamentStatus::Registration
            },
            planned_rounds: planned,
            top_cut,
            swiss_rounds: latest.map_or(0, |r| r.number),
            latest,
            active_players: 8,
        }
    }

    fn code(r: Result<Decision, Refusal>) -> &'static str {
        match r {
            Ok(_) => "ok",
            Err(e) => e.code.code(),
        }
    }

    /// The serde name (the API's and the document's) of every state enum
    /// is its `as_str` name (the database's): one spelling everywhere.
    #[test]
    fn serde_names_are_the_column_names() {
        use crate::clock::ClockState;
        use crate::cutline::CutLineStatus;
        use crate::model::RoundKind;
        use crate::reports::{ActorKind, ReportStatus};

        fn same<T>(all: &[T], name: impl Fn(&T) -> &'static str)
        where
            T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
        {
            for x in all {
                let v = serde_json::to_value(x).expect("serialize");
                assert_eq!(v, serde_json::Value::from(name(x)));
                assert_eq!(&serde_json::from_value::<T>(v).expect("deserialize"), x);
            }
        }
        same(&TournamentStatus::ALL, |x| x.as_str());
        same(&RoundState::ALL, |x| x.as_str());
        same(&RoundKind::ALL, |x| x.as_str());
        same(&ReportStatus::ALL, |x| x.as_str());
        same(&ActorKind::ALL, |x| x.as_str());
        same(
            &[
                ClockState::NotStarted,
                ClockState::Running,
                ClockState::Paused,
                ClockState::Finished,
            ],
            |x| x.as_str(),
        );
        same(
            &[
                CutLineStatus::Locked,
                CutLineStatus::DrawIsSafe,
                CutLineStatus::WinAndIn,
                CutLineStatus::TiebreakersDecide,
                CutLineStatus::Out,
            ],
            |x| x.code(),
        );
        same(
            &[crate::standings::Floor::Mtr, crate::standings::Floor::Third],
            |x| x.as_str(),
        );
    }

    #[test]
    fn names_round_trip() {
        for s in TournamentStatus::ALL {
            assert_eq!(TournamentStatus::parse(s.as_str()), Some(s));
        }
        for s in RoundState::ALL {
            assert_eq!(RoundState::parse(s.as_str()), Some(s));
        }
        assert_eq!(TournamentStatus::parse("done"), None);
        for v in [None, Some(0), Some(8)] {
            assert_eq!(TopCut::from_stored(v).to_stored(), v);
        }
    }

    /// §6 "Finished is final": every command is refused.
    #[test]
    fn finished_refuses_everything() {
        let last = round(3, RoundKind::Swiss, RoundState::Completed, 4, 0);
        let mut s = swiss(Some(3), TopCut::None, Some(last));
        s.status = TournamentStatus::Finished;
        for c in all_commands(&s) {
            assert_eq!(code(decide(&s, &c)), "tournament_finished", "{c:?}");
        }
    }

    /// §6 "Finishing": completing the planned Swiss rounds finishes only a
    /// tournament that wants no cut, and never announces it otherwise.
    #[test]
    fn last_swiss_round_finishes_only_without_a_cut() {
        let last = round(3, RoundKind::Swiss, RoundState::Published, 4, 1);
        let enter = Command::EnterResult {
            round: last,
            correction: false,
        };
        for (cut, finished) in [
            (TopCut::None, true),
            (TopCut::Undecided, false),
            (TopCut::Size(8), false),
        ] {
            let d = decide(&swiss(Some(3), cut, Some(last)), &enter).expect("accepted");
            assert_eq!(d.round_state, Some(RoundState::Completed));
            assert_eq!(d.status == TournamentStatus::Finished, finished, "{cut:?}");
            assert_eq!(
                d.events.contains(&Event::TournamentFinished),
                finished,
                "{cut:?}"
            );
        }
        // Without planned rounds the organizer finishes.
        let d = decide(&swiss(None, TopCut::None, Some(last)), &enter).expect("accepted");
        assert_eq!(d.status, TournamentStatus::Swiss);
    }

    #[test]
    fn pairing_stops_at_planned_rounds() {
        let last = round(3, RoundKind::Swiss, RoundState::Completed, 4, 0);
        let s = swiss(Some(3), TopCut::Undecided, Some(last));
        assert_eq!(
            code(decide(&s, &Command::PairRound)),
            "planned_rounds_reached"
        );
        let s = swiss(Some(4), TopCut::Undecided, Some(last));
        let d = decide(&s, &Command::PairRound).expect("pairs");
        assert_eq!(d.pairs, Some(RoundKind::Swiss));
        let s = swiss(
            None,
            TopCut::Undecided,
            Some(round(30, RoundKind::Swiss, RoundState::Completed, 4, 0)),
        );
        assert_eq!(code(decide(&s, &Command::PairRound)), "too_many_rounds");
    }

    #[test]
    fn finish_needs_the_swiss_rounds_and_no_planned_cut() {
        let open = round(3, RoundKind::Swiss, RoundState::Published, 4, 2);
        let done = round(3, RoundKind::Swiss, RoundState::Completed, 4, 0);
        assert_eq!(
            code(decide(
                &swiss(None, TopCut::Undecided, Some(open)),
                &Command::Finish
            )),
            "swiss_unfinished"
        );
        assert_eq!(
            code(decide(
                &swiss(Some(4), TopCut::Undecided, Some(done)),
                &Command::Finish
            )),
            "swiss_unfinished"
        );
        assert_eq!(
            code(decide(
                &swiss(Some(3), TopCut::Size(8), Some(done)),
                &Command::Finish
            )),
            "top_cut_planned"
        );
        let d = decide(
            &swiss(Some(3), TopCut::Undecided, Some(done)),
            &Command::Finish,
        )
        .expect("finishes");
        assert_eq!(d.status, TournamentStatus::Finished);
        assert_eq!(d.events, vec![Event::TournamentFinished]);
    }

    /// §6 "Corrections": Swiss results any time (with a warning when later
    /// rounds exist), playoff results only while the next round is unpaired.
    #[test]
    fn corrections() {
        let r2 = round(2, RoundKind::Swiss, RoundState::Completed, 4, 0);
        let latest = round(3, RoundKind::Swiss, RoundState::Pairing, 4, 4);
        let s = swiss(None, TopCut::Undecided, Some(latest));
        let d = decide(
            &s,
            &Command::EnterResult {
                round: r2,
                correction: true,
            },
        )
        .expect("corrected");
        assert_eq!(
            d.warnings,
            vec![Notice::LaterRoundsNotRepaired {
                round: 2,
                latest: 3
            }]
        );
        assert_eq!(d.round_state, None);
        let q = round(4, RoundKind::Playoff, RoundState::Completed, 2, 0);
        let mut s = swiss(
            None,
            TopCut::Size(4),
            Some(round(5, RoundKind::Playoff, RoundState::Pairing, 1, 1)),
        );
        s.status = TournamentStatus::TopCut;
        s.swiss_rounds = 3;
        let c = Command::EnterResult {
            round: q,
            correction: true,
        };
        assert_eq!(code(decide(&s, &c)), "round_frozen");
        s.latest = Some(q);
        assert_eq!(code(decide(&s, &c)), "ok");
    }

    #[test]
    fn the_final_finishes_and_the_cut_is_fixed() {
        let mut s = swiss(
            Some(3),
            TopCut::Size(2),
            Some(round(4, RoundKind::Playoff, RoundState::Published, 1, 1)),
        );
        s.status = TournamentStatus::TopCut;
        s.swiss_rounds = 3;
        let fin = Command::EnterResult {
            round: s.latest.expect("latest"),
            correction: false,
        };
        let d = decide(&s, &fin).expect("entered");
        assert_eq!(d.status, TournamentStatus::Finished);
        assert_eq!(
            d.events,
            vec![
                Event::StandingsUpdated,
                Event::RoundCompleted,
                Event::TournamentFinished
            ]
        );
        for c in [
            Command::AddPlayer,
            Command::SetPlannedRounds(5),
            Command::SetTopCut(TopCut::None),
            Command::Finish,
        ] {
            assert_eq!(code(decide(&s, &c)), "top_cut_started", "{c:?}");
        }
        assert_eq!(code(decide(&s, &Command::CreateCut)), "top_cut_exists");
        let first = round(4, RoundKind::Playoff, RoundState::Pairing, 1, 1);
        s.latest = Some(first);
        assert_eq!(
            code(decide(&s, &Command::DeleteRound { round: first })),
            "top_cut_started"
        );
    }

    #[test]
    fn settings_are_validated() {
        let s = swiss(
            None,
            TopCut::Undecided,
            Some(round(4, RoundKind::Swiss, RoundState::Completed, 4, 0)),
        );
        assert_eq!(
            code(decide(&s, &Command::SetPlannedRounds(3))),
            "planned_rounds_below_paired"
        );
        assert_eq!(
            code(decide(&s, &Command::SetPlannedRounds(31))),
            "invalid_planned_rounds"
        );
        assert_eq!(code(decide(&s, &Command::SetPlannedRounds(4))), "ok");
        assert_eq!(
            code(decide(&s, &Command::SetTopCut(TopCut::Size(6)))),
            "invalid_top_cut"
        );
        assert_eq!(code(decide(&s, &Command::SetTopCut(TopCut::Size(8)))), "ok");
        let mut none = s;
        none.top_cut = TopCut::None;
        assert_eq!(
            code(decide(&none, &Command::CreateCut)),
            "top_cut_not_wanted"
        );
    }

    fn all_commands(s: &Snapshot) -> Vec<Command> {
        let r = s
            .latest
            .unwrap_or(round(1, RoundKind::Swiss, RoundState::Pairing, 1, 1));
        vec![
            Command::PairRound,
            Command::RepairRound { round: r },
            Command::DeleteRound { round: r },
            Command::Swap { round: r },
            Command::Publish { round: r },
            Command::EnterResult {
                round: r,
                correction: false,
            },
            Command::EnterResult {
                round: r,
                correction: true,
            },
            Command::AddPlayer,
            Command::DropPlayer,
            Command::ReadmitPlayer,
            Command::RenamePlayer,
            Command::RenameTournament,
            Command::SetLanguage,
            Command::SetPlannedRounds(5),
            Command::SetTopCut(TopCut::None),
            Command::SetTopCut(TopCut::Size(4)),
            Command::RemoveResult { round: r },
            Command::Unpublish {
                round: r,
                reports: 0,
            },
            Command::RemovePlayer { seated: false },
            Command::CreateCut,
            Command::Finish,
            Command::Delete,
        ]
    }

    /// §6 "Unpublish": unpublish only a published round without results,
    /// reports or confirmations; back to `pairing`, announced to everyone.
    #[test]
    fn unpublish_only_without_results() {
        let open = round(2, RoundKind::Swiss, RoundState::Published, 4, 4);
        let s = swiss(None, TopCut::Undecided, Some(open));
        let d = decide(
            &s,
            &Command::Unpublish {
                round: open,
                reports: 0,
            },
        )
        .expect("unpublished");
        assert_eq!(d.round_state, Some(RoundState::Pairing));
        assert_eq!(d.status, TournamentStatus::Swiss);
        assert_eq!(d.events, vec![Event::RoundUnpublished]);
        let reported = Command::Unpublish {
            round: open,
            reports: 1,
        };
        assert_eq!(code(decide(&s, &reported)), "round_has_results");
        let one = round(2, RoundKind::Swiss, RoundState::Published, 4, 3);
        let s1 = swiss(None, TopCut::Undecided, Some(one));
        let c = Command::Unpublish {
            round: one,
            reports: 0,
        };
        assert_eq!(code(decide(&s1, &c)), "round_has_results");
        // Removing that result is allowed while the round is published …
        assert_eq!(
            code(decide(&s1, &Command::RemoveResult { round: one })),
            "ok"
        );
        // … not once it is completed, nor before it is published.
        let done = round(2, RoundKind::Swiss, RoundState::Completed, 4, 0);
        let s2 = swiss(None, TopCut::Undecided, Some(done));
        assert_eq!(
            code(decide(&s2, &Command::RemoveResult { round: done })),
            "round_completed"
        );
        let c = Command::Unpublish {
            round: done,
            reports: 0,
        };
        assert_eq!(code(decide(&s2, &c)), "round_completed");
        let draft = round(2, RoundKind::Swiss, RoundState::Pairing, 4, 4);
        let s3 = swiss(None, TopCut::Undecided, Some(draft));
        let c = Command::Unpublish {
            round: draft,
            reports: 0,
        };
        assert_eq!(code(decide(&s3, &c)), "round_not_published");
    }

    /// §6 "Removing a registration": only a player never seated in a
    /// published round.
    #[test]
    fn remove_only_unseated_players() {
        let s = swiss(
            None,
            TopCut::Undecided,
            Some(round(1, RoundKind::Swiss, RoundState::Published, 4, 4)),
        );
        let d = decide(&s, &Command::RemovePlayer { seated: false }).expect("removed");
        assert_eq!(d.events, vec![Event::PlayerRemoved]);
        assert_eq!(d.status, s.status);
        assert_eq!(
            code(decide(&s, &Command::RemovePlayer { seated: true })),
            "player_has_played"
        );
    }

    /// §6 "Finished is final": reopen returns to the state the tournament
    /// finished from; the final's correction or `finish` finishes it again.
    #[test]
    fn reopen_returns_to_where_it_finished_from() {
        let last = round(3, RoundKind::Swiss, RoundState::Completed, 4, 0);
        let mut s = swiss(Some(3), TopCut::None, Some(last));
        assert_eq!(
            code(decide(&s, &Command::Reopen)),
            "tournament_not_finished"
        );
        s.status = TournamentStatus::Finished;
        let d = decide(&s, &Command::Reopen).expect("reopened");
        assert_eq!(d.status, TournamentStatus::Swiss);
        assert_eq!(d.events, vec![Event::TournamentReopened]);
        s.status = d.status;
        // A typo in the last result: corrected, then finished again.
        let fix = Command::EnterResult {
            round: last,
            correction: true,
        };
        assert_eq!(decide(&s, &fix).expect("corrected").status, s.status);
        let d = decide(&s, &Command::Finish).expect("finished again");
        assert_eq!(d.status, TournamentStatus::Finished);
        assert_eq!(d.events, vec![Event::TournamentFinished]);

        let fin = round(6, RoundKind::Playoff, RoundState::Completed, 1, 0);
        let mut s = swiss(Some(3), TopCut::Size(8), Some(fin));
        s.swiss_rounds = 3;
        s.status = TournamentStatus::Finished;
        let d = decide(&s, &Command::Reopen).expect("reopened");
        assert_eq!(d.status, TournamentStatus::TopCut);
        s.status = d.status;
        let fix = Command::EnterResult {
            round: fin,
            correction: true,
        };
        let d = decide(&s, &fix).expect("corrected");
        assert_eq!(d.status, TournamentStatus::Finished);
        assert_eq!(
            d.events,
            vec![Event::StandingsUpdated, Event::TournamentFinished]
        );
        assert_eq!(
            decide(&s, &Command::Finish).expect("finished").status,
            TournamentStatus::Finished
        );
    }

    /// A toy tournament that applies decisions as the service stores them:
    /// enough to run random command sequences through the machine.
    #[derive(Debug, Clone)]
    struct Sim {
        s: Snapshot,
        rounds: Vec<RoundInfo>,
        /// `tournament.finished` minus `tournament.reopened` announced.
        finished_events: i64,
    }

    impl Sim {
        fn new(planned: Option<u32>, top_cut: TopCut) -> Sim {
            Sim {
                s: Snapshot {
                    status: TournamentStatus::Registration,
                    planned_rounds: planned,
                    top_cut,
                    swiss_rounds: 0,
                    latest: None,
                    active_players: 8,
                },
                rounds: Vec::new(),
                finished_events: 0,
            }
        }

        fn sync(&mut self) {
            self.s.latest = self.rounds.last().copied();
            self.s.swiss_rounds = self
                .rounds
                .iter()
                .filter(|r| r.kind == RoundKind::Swiss)
                .count() as u32;
        }

        /// Command number `pick` of those that make sense now.
        fn command(&self, pick: usize, arg: u32) -> Command {
            let latest = self.s.latest;
            let any_round = if self.rounds.is_empty() {
                None
            } else {
                Some(self.rounds[arg as usize % self.rounds.len()])
            };
            let r = any_round.or(latest).unwrap_or(round(
                1,
                RoundKind::Swiss,
                RoundState::Pairing,
                4,
                4,
            ));
            match pick % 16 {
                0 | 1 => Command::PairRound,
                2 => Command::Publish {
                    round: latest.unwrap_or(r),
                },
                3 | 4 => Command::EnterResult {
                    round: latest.unwrap_or(r),
                    correction: latest.is_some_and(|l| l.missing_results == 0),
                },
                5 => Command::EnterResult {
                    round: r,
                    correction: true,
                },
                6 => Command::DeleteRound {
                    round: latest.unwrap_or(r),
                },
                7 => Command::CreateCut,
                8 => Command::Finish,
                9 => Command::SetPlannedRounds(1 + arg % 8),
                10 => Command::SetTopCut(TopCut::from_stored(Some([0, 2, 4, 8][arg as usize % 4]))),
                11 => Command::DropPlayer,
                12 => Command::Unpublish {
                    round: latest.unwrap_or(r),
                    reports: u32::from(arg.is_multiple_of(3)),
                },
                13 => Command::RemoveResult {
                    round: latest.unwrap_or(r),
                },
                14 => Command::RemovePlayer {
                    seated: arg.is_multiple_of(2),
                },
                _ => Command::Reopen,
            }
        }

        /// Whether the service would ask this: it enters a result only at
        /// a table without one and removes one only where there is one.
        fn makes_sense(&self, c: &Command) -> bool {
            match *c {
                Command::EnterResult {
                    round,
                    correction: false,
                } => round.missing_results > 0,
                Command::RemoveResult { round } => round.missing_results < round.tables,
                _ => true,
            }
        }

        fn apply(&mut self, c: &Command, d: &Decision) {
            for e in &d.events {
                match e {
                    Event::TournamentFinished => self.finished_events += 1,
                    Event::TournamentReopened => self.finished_events -= 1,
                    _ => {}
                }
            }
            self.s.status = d.status;
            match *c {
                Command::PairRound => {
                    let kind = d.pairs.expect("a round kind");
                    let number = self.rounds.len() as u32 + 1;
                    let tables = match kind {
                        RoundKind::Swiss => 4,
                        RoundKind::Playoff => self.s.latest.map_or(4, |l| (l.tables / 2).max(1)),
                    };
                    self.rounds
                        .push(round(number, kind, RoundState::Pairing, tables, tables));
                }
                Command::CreateCut => {
                    let size = match self.s.top_cut {
                        TopCut::Size(n) => n.min(8),
                        _ => 4,
                    };
                    self.s.top_cut = TopCut::Size(size);
                    let number = self.rounds.len() as u32 + 1;
                    self.rounds.push(round(
                        number,
                        RoundKind::Playoff,
                        RoundState::Pairing,
                        size / 2,
                        size / 2,
                    ));
                }
                Command::DeleteRound { .. } => {
                    self.rounds.pop();
                }
                Command::Publish { .. } | Command::Unpublish { .. } => {
                    if let Some(r) = self.rounds.last_mut() {
                        r.state = d.round_state.expect("publish sets a state");
                    }
                }
                Command::RemoveResult { round } => {
                    if let Some(r) = self.rounds.iter_mut().find(|r| r.number == round.number) {
                        r.missing_results += 1;
                    }
                }
                Command::EnterResult { round, correction } => {
                    if !correction
                        && let Some(r) = self.rounds.iter_mut().find(|r| r.number == round.number)
                    {
                        r.missing_results -= 1;
                        if let Some(state) = d.round_state {
                            r.state = state;
                        }
                    }
                }
                Command::SetPlannedRounds(n) => self.s.planned_rounds = Some(n),
                Command::SetTopCut(t) => self.s.top_cut = t,
                _ => {}
            }
            self.sync();
        }
    }

    /// The random walk of the property test below reaches every status,
    /// a finish by the final and a finish without a cut: the invariants are
    /// checked where they matter, not only in `registration`.
    #[test]
    fn the_random_walk_reaches_every_status() {
        let mut seen = std::collections::BTreeSet::new();
        let mut by_final = false;
        let mut seed: u64 = 0x9e37_79b9;
        let mut next = || {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            (seed >> 33) as u32
        };
        for walk in 0..300u32 {
            let cut = [
                TopCut::Undecided,
                TopCut::None,
                TopCut::Size(2),
                TopCut::Size(4),
            ];
            let mut sim = Sim::new(Some(1 + walk % 4), cut[walk as usize % 4]);
            for _ in 0..120 {
                let c = sim.command(next() as usize % 16, next() % 16);
                if !sim.makes_sense(&c) {
                    continue;
                }
                if let Ok(d) = decide(&sim.s, &c) {
                    if d.status == TournamentStatus::Finished
                        && sim.s.status == TournamentStatus::TopCut
                    {
                        by_final = true;
                    }
                    sim.apply(&c, &d);
                    seen.insert(sim.s.status);
                }
            }
        }
        assert_eq!(seen.len(), 4, "{seen:?}");
        assert!(by_final, "no walk finished through a final");
    }

    proptest! {
        /// Over random command sequences: the status never goes backwards
        /// (except deleting round 1), `finished` absorbs every command,
        /// `tournament.finished` is announced at most once and exactly when
        /// the status becomes `finished`, no more Swiss rounds than planned
        /// are paired, and a completed round is never re-opened.
        #[test]
        fn random_commands_keep_the_invariants(
            planned in proptest::option::of(1u32..6),
            cut in 0usize..4,
            steps in proptest::collection::vec((0usize..16, 0u32..16), 1..120),
        ) {
            let top_cut = [TopCut::Undecided, TopCut::None, TopCut::Size(2), TopCut::Size(4)][cut];
            let mut sim = Sim::new(planned, top_cut);
            for (pick, arg) in steps {
                let c = sim.command(pick, arg);
                let before = sim.clone();
                // The toy only enters and removes results the way the
                // service does.
                if !sim.makes_sense(&c) {
                    continue;
                }
                match decide(&sim.s, &c) {
                    Ok(d) => {
                        let reopen = c == Command::Reopen;
                        prop_assert!(before.s.status != TournamentStatus::Finished || reopen);
                        if reopen {
                            // Only from `finished`, back to where it
                            // finished from: a playoff round means the
                            // final, else the Swiss rounds.
                            prop_assert_eq!(before.s.status, TournamentStatus::Finished);
                            let from = match before.s.latest.map(|r| r.kind) {
                                Some(RoundKind::Playoff) => TournamentStatus::TopCut,
                                _ => TournamentStatus::Swiss,
                            };
                            prop_assert_eq!(d.status, from);
                        }
                        if let Command::Unpublish { round, reports } = c {
                            prop_assert_eq!(reports, 0);
                            prop_assert_eq!(round.state, RoundState::Published);
                            prop_assert_eq!(round.missing_results, round.tables);
                            prop_assert_eq!(d.round_state, Some(RoundState::Pairing));
                        }
                        if let Command::RemoveResult { round } = c {
                            prop_assert_eq!(round.state, RoundState::Published);
                        }
                        if let Command::RemovePlayer { seated } = c {
                            prop_assert!(!seated);
                        }
                        let back = d.status < before.s.status;
                        let allowed_back = (matches!(c, Command::DeleteRound { round } if round.number == 1)
                            && d.status == TournamentStatus::Registration)
                            || reopen;
                        prop_assert!(!back || allowed_back, "{:?} took {:?} to {:?}", c, before.s.status, d.status);
                        sim.apply(&c, &d);
                        prop_assert_eq!(
                            sim.finished_events,
                            i64::from(sim.s.status == TournamentStatus::Finished)
                        );
                        if let Some(p) = sim.s.planned_rounds {
                            prop_assert!(sim.s.swiss_rounds <= p.max(before.s.swiss_rounds));
                        }
                        for (old, new) in before.rounds.iter().zip(&sim.rounds) {
                            if old.number == new.number && old.state == RoundState::Completed {
                                prop_assert_eq!(new.state, RoundState::Completed);
                            }
                        }
                    }
                    Err(_) => {
                        if before.s.status == TournamentStatus::Finished && c != Command::Reopen {
                            prop_assert_eq!(decide(&sim.s, &c).map(|_| ()).map_err(|e| e.code.code()), Err("tournament_finished"));
                        }
                    }
                }
            }
        }
    }
}

//! What a tournament document must satisfy beyond [`History::new`]: the
//! rules a tournament run by the rules cannot break (RULES.md §2, §6, §8,
//! §11). [`check`] is called by
//! [`TournamentDocument::to_record`](crate::document::TournamentDocument::to_record),
//! so an imported document is either a tournament this engine could have
//! produced, or refused with the first violation, located.
//!
//! The rules, in the order they are checked:
//!
//! 1. `planned_rounds` is 1..=30 (RULES.md §6 "Edits") and `top_cut` is 0
//!    (none) or a power of two ≥ 2 (§8).
//! 2. Every entry of a player's `missed_rounds` is a Swiss round of the
//!    document in which the player had not dropped, in increasing order
//!    (§11).
//! 3. Round states (§6): only the latest round may be `pairing` or
//!    `published`; a `pairing` round has no results, a `published` round
//!    has a result missing, a `completed` round has every result.
//! 4. Every Swiss round seats exactly the players *active* in it, each once
//!    (§5, §6, §11): a player is active in round `r` when they have not
//!    dropped before `r` (`dropped_after_round` is null or ≥ `r`) and `r` is
//!    not one of their missed rounds. At most one bye, so there is a bye
//!    exactly when the number of active players is odd (§2). At least two
//!    players (a round of one cannot be paired).
//! 5. The playoff rounds form the bracket (§8): the first one seats the top
//!    `C` active players of the Swiss standings after the last Swiss round
//!    (RULES.md §4 order, the same standings the server seeds from) in the
//!    seeding fold 1–C, … ([`first_round_pairs`]), `C` = twice its table
//!    count, a power of two, equal to `top_cut` when that is given; each
//!    later one seats the winners of the one before in bracket order, the
//!    higher seed as `player_a`, tables in bracket order; none after the
//!    final. (No byes and no draws are [`History::new`]'s checks.)
//! 6. `planned_rounds`, when given, is not below the number of Swiss
//!    rounds.
//!
//! Ids, round numbers (1.. without gaps), Swiss before playoff, legal
//! results, drops and "only the latest round may lack results" are checked
//! by [`History::new`] before this.

use std::collections::BTreeMap;
use std::fmt;

use crate::document::TournamentRecord;
use crate::lifecycle::RoundState;
use crate::model::{History, PairingAt, PlayerIdx, Round, RoundKind};
use crate::standings::{self, StandingsError, StandingsOptions};
use crate::topcut::{Bracket, PlayoffMatch, PlayoffOutcome, is_valid_cut_size};

/// Most Swiss rounds a tournament may plan (RULES.md §6 "Edits").
pub const MAX_PLANNED_ROUNDS: u32 = 30;

/// Why a round's `state` contradicts its tables (RULES.md §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StateProblem {
    /// `pairing` or `published`, but a later round exists.
    NotLatest,
    /// `pairing`, but a result is entered.
    ResultInPairing,
    /// `published`, but every result is in (it would be `completed`).
    PublishedComplete,
    /// `completed`, but a result is missing.
    CompletedIncomplete,
}

/// A rule of RULES.md §2, §6, §8 or §11 that a document breaks (see the
/// module documentation), with where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Invalid {
    /// `planned_rounds` is 0, above [`MAX_PLANNED_ROUNDS`], or below the
    /// number of Swiss rounds in the document.
    PlannedRounds { planned: u32, swiss_rounds: u32 },
    /// `top_cut` is neither 0 nor a power of two ≥ 2.
    TopCut { top_cut: u32 },
    /// `top_cut` says something else than the playoff rounds: 0 (none) but
    /// a playoff exists, or another size than the bracket's.
    TopCutMismatch {
        round_pos: usize,
        round: u32,
        top_cut: u32,
        size: u32,
    },
    /// `players[player_pos].missed_rounds[index]` is not a Swiss round of
    /// the document in which the player was still registered, or is out
    /// of order.
    MissedRound {
        player_pos: usize,
        player: String,
        index: usize,
        round: u32,
    },
    /// A round's `state` contradicts its tables.
    RoundState {
        round_pos: usize,
        round: u32,
        state: RoundState,
        problem: StateProblem,
    },
    /// A round without a single table.
    EmptyRound { round_pos: usize, round: u32 },
    /// A second bye in a Swiss round.
    TooManyByes { at: PairingAt, first_table: u32 },
    /// A player seated in a round listed among their missed rounds.
    PairedInMissedRound { at: PairingAt, player: String },
    /// A player active in a Swiss round is not seated in it.
    PlayerMissing {
        round_pos: usize,
        round: u32,
        player_pos: usize,
        player: String,
    },
    /// A Swiss round seats fewer than two players.
    NotEnoughPlayers {
        round_pos: usize,
        round: u32,
        seated: usize,
    },
    /// A playoff round before any Swiss round: the cut needs Swiss
    /// standings (§8).
    PlayoffWithoutSwiss { round_pos: usize, round: u32 },
    /// The first playoff round's table count is not a power of two.
    BracketSize {
        round_pos: usize,
        round: u32,
        tables: usize,
    },
    /// Fewer active players after the Swiss rounds than the cut size.
    CutLargerThanField {
        round_pos: usize,
        round: u32,
        size: u32,
        active: usize,
    },
    /// A playoff round with another number of tables than its bracket
    /// round.
    BracketTables {
        round_pos: usize,
        round: u32,
        expected: usize,
        found: usize,
    },
    /// A playoff table that does not seat the bracket's match: `expected_a`
    /// (seed `seed_a`) against `expected_b` (seed `seed_b`).
    BracketMismatch {
        at: PairingAt,
        seed_a: u32,
        seed_b: u32,
        expected_a: String,
        expected_b: String,
    },
    /// A playoff round after the final.
    PlayoffAfterFinal { round_pos: usize, round: u32 },
    /// The standings that seed the cut cannot be computed.
    Standings(StandingsError),
}

impl Invalid {
    /// A stable machine-readable code (the API's problem+json `code`).
    pub const fn code(&self) -> &'static str {
        match self {
            Invalid::PlannedRounds { .. } => "invalid_planned_rounds",
            Invalid::TopCut { .. } => "invalid_top_cut",
            Invalid::TopCutMismatch { .. } => "top_cut_mismatch",
            Invalid::MissedRound { .. } => "invalid_missed_round",
            Invalid::RoundState { .. } => "invalid_round_state",
            Invalid::EmptyRound { .. } => "empty_round",
            Invalid::TooManyByes { .. } => "too_many_byes",
            Invalid::PairedInMissedRound { .. } => "paired_in_missed_round",
            Invalid::PlayerMissing { .. } => "player_missing_from_round",
            Invalid::NotEnoughPlayers { .. } => "not_enough_players",
            Invalid::PlayoffWithoutSwiss { .. } => "swiss_unfinished",
            Invalid::BracketSize { .. } => "invalid_cut_size",
            Invalid::CutLargerThanField { .. } => "not_enough_players_for_cut",
            Invalid::BracketTables { .. } | Invalid::BracketMismatch { .. } => "bracket_mismatch",
            Invalid::PlayoffAfterFinal { .. } => "playoff_after_final",
            Invalid::Standings(e) => e.code(),
        }
    }
}

impl fmt::Display for Invalid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Invalid::PlannedRounds { .. }
            | Invalid::TopCut { .. }
            | Invalid::TopCutMismatch { .. }
            | Invalid::MissedRound { .. } => self.fmt_document(f),
            Invalid::RoundState { .. }
            | Invalid::EmptyRound { .. }
            | Invalid::TooManyByes { .. }
            | Invalid::PairedInMissedRound { .. }
            | Invalid::PlayerMissing { .. }
            | Invalid::NotEnoughPlayers { .. } => self.fmt_swiss_round(f),
            Invalid::PlayoffWithoutSwiss { .. }
            | Invalid::BracketSize { .. }
            | Invalid::CutLargerThanField { .. }
            | Invalid::BracketTables { .. }
            | Invalid::BracketMismatch { .. }
            | Invalid::PlayoffAfterFinal { .. } => self.fmt_playoff(f),
            Invalid::Standings(e) => write!(f, "{e}"),
        }
    }
}

/// The messages of [`Invalid`], by the part of the document they are about.
impl Invalid {
    /// Rules 1, 2 and 6: the tournament settings and missed rounds (RULES.md §6, §8, §11).
    fn fmt_document(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Invalid::PlannedRounds {
                planned,
                swiss_rounds,
            } => write!(
                f,
                "planned_rounds: {planned} is not possible (1 to {MAX_PLANNED_ROUNDS}, and not below the {swiss_rounds} Swiss rounds of the document)"
            ),
            Invalid::TopCut { top_cut } => write!(
                f,
                "top_cut: {top_cut} is neither 0 (no cut) nor a power of two of at least 2"
            ),
            Invalid::TopCutMismatch {
                round_pos,
                round,
                top_cut,
                size,
            } => write!(
                f,
                "top_cut: {top_cut} contradicts the playoff of round {round} (rounds[{round_pos}]), a top {size}"
            ),
            Invalid::MissedRound {
                player_pos,
                player,
                index,
                round,
            } => write!(
                f,
                "players[{player_pos}].missed_rounds[{index}]: player {player:?} cannot have missed round {round} (not a Swiss round of the document, after their drop, or out of order)"
            ),
            // Every other variant is written by `fmt`, which routes
            // only this group here.
            _ => Ok(()),
        }
    }

    /// Rules 3 and 4: round states and the seats of a Swiss round (RULES.md §2, §5, §6, §11).
    fn fmt_swiss_round(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Invalid::RoundState {
                round_pos,
                round,
                state,
                problem,
            } => {
                let why = match problem {
                    StateProblem::NotLatest => "only the latest round can be pairing or published",
                    StateProblem::ResultInPairing => "a round being paired has no results",
                    StateProblem::PublishedComplete => {
                        "every result is in, so the round is completed"
                    }
                    StateProblem::CompletedIncomplete => "a result is missing",
                };
                write!(
                    f,
                    "round {round} (rounds[{round_pos}].state): {} is impossible: {why}",
                    state.as_str()
                )
            }
            Invalid::EmptyRound { round_pos, round } => {
                write!(f, "round {round} (rounds[{round_pos}]): no tables")
            }
            Invalid::TooManyByes { at, first_table } => write!(
                f,
                "{at}: a second bye (table {first_table} has one); a round has at most one"
            ),
            Invalid::PairedInMissedRound { at, player } => write!(
                f,
                "{at}: player {player:?} is seated in a round listed among their missed_rounds"
            ),
            Invalid::PlayerMissing {
                round_pos,
                round,
                player_pos,
                player,
            } => write!(
                f,
                "round {round} (rounds[{round_pos}]): player {player:?} (players[{player_pos}]) is active but not paired (not dropped, and the round is not in their missed_rounds)"
            ),
            Invalid::NotEnoughPlayers {
                round_pos,
                round,
                seated,
            } => write!(
                f,
                "round {round} (rounds[{round_pos}]): {seated} player(s); a Swiss round needs at least 2"
            ),
            // Every other variant is written by `fmt`, which routes
            // only this group here.
            _ => Ok(()),
        }
    }

    /// Rule 5: the playoff bracket (RULES.md §8).
    fn fmt_playoff(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Invalid::PlayoffWithoutSwiss { round_pos, round } => write!(
                f,
                "round {round} (rounds[{round_pos}]): a playoff round needs Swiss rounds before it"
            ),
            Invalid::BracketSize {
                round_pos,
                round,
                tables,
            } => write!(
                f,
                "round {round} (rounds[{round_pos}]): a playoff of {tables} tables is not a bracket (the cut must be a power of two of at least 2 players)"
            ),
            Invalid::CutLargerThanField {
                round_pos,
                round,
                size,
                active,
            } => write!(
                f,
                "round {round} (rounds[{round_pos}]): a top {size} with {active} active players"
            ),
            Invalid::BracketTables {
                round_pos,
                round,
                expected,
                found,
            } => write!(
                f,
                "round {round} (rounds[{round_pos}]): the bracket has {expected} match(es) in this round, the document {found}"
            ),
            Invalid::BracketMismatch {
                at,
                seed_a,
                seed_b,
                expected_a,
                expected_b,
            } => write!(
                f,
                "{at}: the bracket pairs seed {seed_a} ({expected_a:?}) against seed {seed_b} ({expected_b:?}) here"
            ),
            Invalid::PlayoffAfterFinal { round_pos, round } => write!(
                f,
                "round {round} (rounds[{round_pos}]): a playoff round after the final"
            ),
            // Every other variant is written by `fmt`, which routes
            // only this group here.
            _ => Ok(()),
        }
    }
}

impl std::error::Error for Invalid {}

/// Whether player `p` is active in round `r` (RULES.md §6, §11): not
/// dropped before `r`, and `r` not one of their missed rounds.
fn registered_in(history: &History, p: PlayerIdx, r: u32) -> bool {
    history.player(p).dropped_after_round.is_none_or(|d| d >= r)
}

/// The missed rounds the stored pairings imply (RULES.md §11): for each
/// player, the Swiss rounds they were registered in (not dropped before)
/// but not seated in. A late entrant misses the rounds paired before they
/// came; a re-admitted player the rounds paired while they were dropped.
/// This is what an export writes, and what [`check`] accepts.
pub fn derived_missed_rounds(history: &History) -> Vec<Vec<u32>> {
    let mut missed = vec![Vec::new(); history.players().len()];
    for round in history
        .rounds()
        .iter()
        .filter(|r| r.kind == RoundKind::Swiss)
    {
        let mut seated = vec![false; history.players().len()];
        for p in &round.pairings {
            seated[p.player_a.get()] = true;
            if let Some(b) = p.player_b {
                seated[b.get()] = true;
            }
        }
        for p in history.player_indices() {
            if !seated[p.get()] && registered_in(history, p, round.number) {
                missed[p.get()].push(round.number);
            }
        }
    }
    missed
}

/// The state a round's tables imply when a document does not say:
/// `completed` when every result is in, else `published` (RULES.md §6).
pub fn derived_state(round: &Round) -> RoundState {
    if round.is_complete() {
        RoundState::Completed
    } else {
        RoundState::Published
    }
}

fn at(round_pos: usize, round: &Round, pairing_pos: usize) -> PairingAt {
    PairingAt {
        round_pos,
        round: round.number,
        pairing_pos,
        table: round.pairings[pairing_pos].table,
    }
}

/// Checks `record` against the rules of the module documentation; the
/// first violation, located. `record.history` is already valid
/// ([`History::new`]).
pub fn check(record: &TournamentRecord) -> Result<(), Invalid> {
    let history = &record.history;
    let rounds = history.rounds();
    let swiss_rounds = rounds.iter().filter(|r| r.kind == RoundKind::Swiss).count() as u32;
    if let Some(planned) = record.planned_rounds
        && !(1..=MAX_PLANNED_ROUNDS).contains(&planned)
    {
        return Err(Invalid::PlannedRounds {
            planned,
            swiss_rounds,
        });
    }
    if let Some(top_cut) = record.top_cut
        && top_cut != 0
        && !is_valid_cut_size(top_cut)
    {
        return Err(Invalid::TopCut { top_cut });
    }
    check_missed(record)?;
    for (round_pos, round) in rounds.iter().enumerate() {
        check_state(record, round_pos, round)?;
        if round.pairings.is_empty() {
            return Err(Invalid::EmptyRound {
                round_pos,
                round: round.number,
            });
        }
        if round.kind == RoundKind::Swiss {
            check_swiss(record, round_pos, round)?;
        }
    }
    // The seeding is checked against the Swiss standings with the missed
    // rounds counted (RULES.md §11), as the cut was made.
    let with_missed = record.history.with_missed_rounds(&record.missed_rounds);
    match with_missed {
        Ok(history) => check_playoff(&TournamentRecord {
            history,
            ..record.clone()
        })?,
        // The checks above admit only missed rounds the history accepts.
        Err(_) => check_playoff(record)?,
    }
    if let Some(planned) = record.planned_rounds
        && planned < swiss_rounds
    {
        return Err(Invalid::PlannedRounds {
            planned,
            swiss_rounds,
        });
    }
    Ok(())
}

/// Rule 2: missed rounds are Swiss rounds the player was registered in,
/// strictly increasing (RULES.md §11).
fn check_missed(record: &TournamentRecord) -> Result<(), Invalid> {
    let history = &record.history;
    for (pos, missed) in record.missed_rounds.iter().enumerate() {
        let Some(player) = history.players().get(pos) else {
            continue;
        };
        let mut previous = 0;
        for (index, &r) in missed.iter().enumerate() {
            let swiss = history
                .round(r)
                .is_some_and(|round| round.kind == RoundKind::Swiss);
            if !swiss || r <= previous || !registered_in(history, PlayerIdx(pos as u32), r) {
                return Err(Invalid::MissedRound {
                    player_pos: pos,
                    player: player.id.clone(),
                    index,
                    round: r,
                });
            }
            previous = r;
        }
    }
    Ok(())
}

/// Rule 3: the round's state agrees with its tables (RULES.md §6).
fn check_state(record: &TournamentRecord, round_pos: usize, round: &Round) -> Result<(), Invalid> {
    let state = record
        .round_states
        .get(round_pos)
        .copied()
        .unwrap_or_else(|| derived_state(round));
    let latest = round_pos + 1 == record.history.rounds().len();
    let has_result = round.pairings.iter().any(|p| p.result.is_some());
    let problem = match state {
        RoundState::Pairing | RoundState::Published if !latest => Some(StateProblem::NotLatest),
        RoundState::Pairing if has_result => Some(StateProblem::ResultInPairing),
        RoundState::Published if round.is_complete() => Some(StateProblem::PublishedComplete),
        RoundState::Completed if !round.is_complete() => Some(StateProblem::CompletedIncomplete),
        _ => None,
    };
    match problem {
        Some(problem) => Err(Invalid::RoundState {
            round_pos,
            round: round.number,
            state,
            problem,
        }),
        None => Ok(()),
    }
}

/// Rule 4: a Swiss round seats exactly its active players, each once, at
/// most one bye, at least two players (RULES.md §2, §5, §11).
fn check_swiss(record: &TournamentRecord, round_pos: usize, round: &Round) -> Result<(), Invalid> {
    let history = &record.history;
    let missed_in = |p: PlayerIdx| {
        record
            .missed_rounds
            .get(p.get())
            .is_some_and(|m| m.contains(&round.number))
    };
    let mut seated = vec![false; history.players().len()];
    let mut bye_table: Option<u32> = None;
    let mut count = 0usize;
    for (j, pairing) in round.pairings.iter().enumerate() {
        if pairing.is_bye() {
            if let Some(first_table) = bye_table {
                return Err(Invalid::TooManyByes {
                    at: at(round_pos, round, j),
                    first_table,
                });
            }
            bye_table = Some(pairing.table);
        }
        for p in std::iter::once(pairing.player_a).chain(pairing.player_b) {
            if missed_in(p) {
                return Err(Invalid::PairedInMissedRound {
                    at: at(round_pos, round, j),
                    player: history.player(p).id.clone(),
                });
            }
            seated[p.get()] = true;
            count += 1;
        }
    }
    for p in history.player_indices() {
        if !seated[p.get()] && registered_in(history, p, round.number) && !missed_in(p) {
            return Err(Invalid::PlayerMissing {
                round_pos,
                round: round.number,
                player_pos: p.get(),
                player: history.player(p).id.clone(),
            });
        }
    }
    if count < 2 {
        return Err(Invalid::NotEnoughPlayers {
            round_pos,
            round: round.number,
            seated: count,
        });
    }
    Ok(())
}

/// Rule 5: the playoff rounds form the bracket (RULES.md §8).
fn check_playoff(record: &TournamentRecord) -> Result<(), Invalid> {
    let history = &record.history;
    let rounds = history.rounds();
    let Some(first_pos) = rounds.iter().position(|r| r.kind == RoundKind::Playoff) else {
        return Ok(());
    };
    let first = &rounds[first_pos];
    if first_pos == 0 {
        return Err(Invalid::PlayoffWithoutSwiss {
            round_pos: first_pos,
            round: first.number,
        });
    }
    let size = check_cut_size(record, first_pos, first)?;
    let seeds = playoff_seeds(history, first_pos, first, size)?;
    let Ok(mut bracket) = Bracket::new(size) else {
        return Err(Invalid::BracketSize {
            round_pos: first_pos,
            round: first.number,
            tables: first.pairings.len(),
        });
    };
    for (round_pos, round) in rounds.iter().enumerate().skip(first_pos) {
        let Some(matches) = bracket.current_round().map(<[_]>::to_vec) else {
            return Err(Invalid::PlayoffAfterFinal {
                round_pos,
                round: round.number,
            });
        };
        if matches.len() != round.pairings.len() {
            return Err(Invalid::BracketTables {
                round_pos,
                round: round.number,
                expected: matches.len(),
                found: round.pairings.len(),
            });
        }
        let outcomes = bracket_outcomes(history, &seeds, round_pos, round, &matches)?;
        if outcomes.len() < matches.len() {
            // Results missing: only the latest round (History::new).
            break;
        }
        if bracket.record_round(&outcomes).is_err() {
            // Cannot happen: the outcomes were built from these matches.
            return Err(Invalid::BracketTables {
                round_pos,
                round: round.number,
                expected: matches.len(),
                found: outcomes.len(),
            });
        }
    }
    Ok(())
}

/// The cut size of the first playoff round `first` (twice its tables): a
/// valid cut (RULES.md §8), equal to `top_cut` when that is given.
fn check_cut_size(
    record: &TournamentRecord,
    first_pos: usize,
    first: &Round,
) -> Result<u32, Invalid> {
    let tables = first.pairings.len();
    let size = u32::try_from(2 * tables).unwrap_or(u32::MAX);
    if !is_valid_cut_size(size) {
        return Err(Invalid::BracketSize {
            round_pos: first_pos,
            round: first.number,
            tables,
        });
    }
    if let Some(top_cut) = record.top_cut
        && top_cut != size
    {
        return Err(Invalid::TopCutMismatch {
            round_pos: first_pos,
            round: first.number,
            top_cut,
            size,
        });
    }
    Ok(size)
}

/// The seeds: the top `size` active players of the Swiss standings after
/// the last Swiss round, in rank order (RULES.md §8).
fn playoff_seeds(
    history: &History,
    first_pos: usize,
    first: &Round,
    size: u32,
) -> Result<Vec<PlayerIdx>, Invalid> {
    let options = StandingsOptions {
        after_round: Some(first.number - 1),
        ..StandingsOptions::default()
    };
    let swiss = standings::compute(history, &options).map_err(Invalid::Standings)?;
    let seeds: Vec<PlayerIdx> = swiss
        .active()
        .map(|row| row.player)
        .take(size as usize)
        .collect();
    if seeds.len() < size as usize {
        return Err(Invalid::CutLargerThanField {
            round_pos: first_pos,
            round: first.number,
            size,
            active: swiss.active().count(),
        });
    }
    Ok(seeds)
}

/// Checks one playoff round's tables against the bracket's `matches`
/// (tables in table order are the matches in bracket order, the higher
/// seed as `player_a`; RULES.md §8) and returns the outcomes of the
/// matches with a result, in bracket order.
fn bracket_outcomes(
    history: &History,
    seeds: &[PlayerIdx],
    round_pos: usize,
    round: &Round,
    matches: &[PlayoffMatch],
) -> Result<Vec<PlayoffOutcome>, Invalid> {
    let seed_of: BTreeMap<PlayerIdx, u32> = seeds
        .iter()
        .enumerate()
        .map(|(i, &p)| (p, i as u32 + 1))
        .collect();
    let id = |seed: u32| history.player(seeds[seed as usize - 1]).id.clone();
    let mut order: Vec<usize> = (0..round.pairings.len()).collect();
    order.sort_by_key(|&j| round.pairings[j].table);
    let mut outcomes = Vec::with_capacity(matches.len());
    for (m, &j) in matches.iter().zip(&order) {
        let pairing = &round.pairings[j];
        let seat = |p: PlayerIdx| seed_of.get(&p).copied();
        if seat(pairing.player_a) != Some(m.seed_a)
            || pairing.player_b.and_then(seat) != Some(m.seed_b)
        {
            return Err(Invalid::BracketMismatch {
                at: at(round_pos, round, j),
                seed_a: m.seed_a,
                seed_b: m.seed_b,
                expected_a: id(m.seed_a),
                expected_b: id(m.seed_b),
            });
        }
        if let Some(result) = pairing.result {
            // No draws in a playoff (History::new), so there is a winner.
            let winner = if result.wins() > result.losses() {
                m.seed_a
            } else {
                m.seed_b
            };
            outcomes.push(PlayoffOutcome::Winner(winner));
        }
    }
    Ok(outcomes)
}

#[cfg(test)]
#[path = "validate_tests.rs"]
mod tests;

//! A tournament's whole state as stored (players, rounds, pairings), and
//! its conversion to the service's views.

use crate::detail;
use crate::service::Code;
use crate::service::error::Error;
use std::collections::HashMap;
use std::sync::Arc;

use crate::service::views::rounds::{MatchResult, Pairing, PlayerRef, Round, Warning};
use crate::store::DbConnection;
use crate::store::models::{PairingRow, PlayerRow, RoundRow, TournamentRow};
use crate::store::rounds as store;

use planesforge_engine::RoundKind;
use planesforge_engine::lifecycle::{Decision, RoundInfo, RoundState as Stage, Snapshot};

use super::timestamp;

/// The tournament's players by id as pairings show them (`{id, name}`,
/// issue #14), shared by the rounds of one loaded state. A seat of a
/// round's view is a clone of one of these: two counts, no copy.
pub type Names = Arc<HashMap<String, PlayerRef>>;

/// `(id, name)` pairs as [`Names`].
fn names_from(pairs: impl Iterator<Item = (String, String)>) -> Names {
    Arc::new(
        pairs
            .map(|(id, name)| {
                let seat = PlayerRef {
                    id: id.as_str().into(),
                    name: name.into(),
                };
                (id, seat)
            })
            .collect(),
    )
}

/// The names of tournament `tid`'s players (one query).
pub fn load_names(conn: &mut DbConnection, tid: &str) -> Result<Names, Error> {
    Ok(names_from(
        crate::store::sheets::player_names(conn, tid)?.into_iter(),
    ))
}

/// The names of `players`.
pub fn names_of(players: &[PlayerRow]) -> Names {
    names_from(players.iter().map(|p| (p.id.clone(), p.name.clone())))
}

/// A stored number the engine counts in `u32` (a round, a table, games,
/// an attempt). The columns are INTEGER and their CHECK constraints keep
/// them non-negative, so a negative one is a corrupt row: an error, never
/// a default.
pub fn stored(v: i32) -> Result<u32, Error> {
    u32::try_from(v).map_err(|_| Error::Internal(format!("stored number {v} is negative")))
}

/// A count as the engine's `u32` (players, tables, rounds, reports: all
/// far below the caps): one that does not fit is an error, never a clamp.
pub fn count(n: usize) -> Result<u32, Error> {
    u32::try_from(n).map_err(|_| Error::Internal(format!("count {n} does not fit in u32")))
}

/// A number as its INTEGER column (round and table numbers, seconds; in
/// the engine's bounds): one that does not fit is an error, never a clamp.
pub fn column<T>(v: T) -> Result<i32, Error>
where
    T: TryInto<i32> + Copy + std::fmt::Display,
{
    v.try_into()
        .map_err(|_| Error::Internal(format!("{v} does not fit its INTEGER column")))
}

/// One stored round with its tables (in table order) and the names of the
/// tournament's players (for the view). Its kind and state are the row's
/// (typed columns: an unknown name already failed the read).
#[derive(Debug, Clone)]
pub struct RoundState {
    pub row: RoundRow,
    pub pairings: Vec<PairingRow>,
    pub names: Names,
    /// `row.number`, checked once here.
    number: u32,
}

impl RoundState {
    /// A stored round.
    pub fn new(
        row: RoundRow,
        pairings: Vec<PairingRow>,
        names: Names,
    ) -> Result<RoundState, Error> {
        Ok(RoundState {
            number: stored(row.number)?,
            row,
            pairings,
            names,
        })
    }

    /// Swiss or playoff.
    pub fn kind(&self) -> RoundKind {
        self.row.kind
    }

    /// Its state (RULES.md §6).
    pub fn stage(&self) -> Stage {
        self.row.state
    }

    /// Loads round `n` of tournament `tid` with its tables (two queries;
    /// call inside the transaction), or 404.
    pub fn load(conn: &mut DbConnection, tid: &str, n: u32) -> Result<RoundState, Error> {
        let number = i32::try_from(n).map_err(|_| round_not_found(n))?;
        let row = store::round(conn, tid, number)?.ok_or_else(|| round_not_found(n))?;
        let pairings = store::tables(conn, tid, number)?;
        RoundState::new(row, pairings, load_names(conn, tid)?)
    }

    /// Round `n` of tournament `tid` with its tables, and what a result
    /// write needs to know of the other rounds (two queries: the round
    /// rows, the round's tables), or 404.
    pub fn load_with_latest(
        conn: &mut DbConnection,
        tid: &str,
        n: u32,
    ) -> Result<(RoundState, RoundsSummary), Error> {
        let rows = store::rounds_of(conn, tid)?;
        let summary = RoundsSummary::of(&rows)?;
        let row = rows
            .into_iter()
            .find(|r| i64::from(r.number) == i64::from(n))
            .ok_or_else(|| round_not_found(n))?;
        let pairings = store::tables(conn, tid, row.number)?;
        let names = load_names(conn, tid)?;
        Ok((RoundState::new(row, pairings, names)?, summary))
    }

    /// Real tables still without a result.
    pub fn missing_results(&self) -> usize {
        self.pairings
            .iter()
            .filter(|p| p.player_b.is_some() && p.wins.is_none())
            .count()
    }

    pub fn number(&self) -> u32 {
        self.number
    }

    pub fn warnings(&self) -> Result<Vec<Warning>, Error> {
        Ok(serde_json::from_str(&self.row.warnings)?)
    }

    /// The view of the round.
    pub fn to_api(&self) -> Result<Round, Error> {
        let mut tables: Vec<&PairingRow> = self.pairings.iter().collect();
        // Real tables in table order, then the bye (RULES.md §2, §5).
        tables.sort_by_key(|p| (p.player_b.is_none(), p.table_number));
        Ok(Round {
            number: self.number(),
            kind: self.row.kind,
            state: self.row.state,
            pairings: tables
                .into_iter()
                .map(|p| pairing_to_api(p, &self.names))
                .collect::<Result<_, _>>()?,
            warnings: self.warnings()?,
            created_at: timestamp(self.row.created_at),
            published_at: self.row.published_at.map(timestamp),
            completed_at: self.row.completed_at.map(timestamp),
            clock: None,
        })
    }
}

/// What a result write needs to know of a tournament's rounds besides the
/// one it writes to: the latest round and how many Swiss rounds exist.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundsSummary {
    pub latest: u32,
    pub latest_kind: RoundKind,
    pub latest_state: Stage,
    pub swiss_rounds: u32,
}

impl RoundsSummary {
    fn of(rows: &[RoundRow]) -> Result<RoundsSummary, Error> {
        let swiss = rows.iter().filter(|r| r.kind == RoundKind::Swiss).count();
        let (latest, latest_kind, latest_state) = match rows.last() {
            Some(r) => (stored(r.number)?, r.kind, r.state),
            None => (0, RoundKind::Swiss, Stage::Pairing),
        };
        Ok(RoundsSummary {
            latest,
            latest_kind,
            latest_state,
            swiss_rounds: count(swiss)?,
        })
    }

    /// The state machine's view of tournament `t` with these rounds.
    /// Only the latest round's number, kind and state are known here, which
    /// is all a result decision reads of it.
    pub fn snapshot(&self, t: &TournamentRow) -> Result<Snapshot, Error> {
        Ok(Snapshot {
            status: t.status,
            planned_rounds: t.planned_rounds.and_then(|p| u32::try_from(p).ok()),
            top_cut: super::lifecycle::top_cut(t),
            swiss_rounds: self.swiss_rounds,
            latest: (self.latest > 0).then_some(RoundInfo {
                number: self.latest,
                kind: self.latest_kind,
                state: self.latest_state,
                tables: 0,
                missing_results: 0,
            }),
            // Not read by result decisions.
            active_players: 0,
        })
    }

    /// The summary after `decision` was stored on the latest round.
    pub fn after(self, decision: &Decision) -> RoundsSummary {
        RoundsSummary {
            latest_state: decision.round_state.unwrap_or(self.latest_state),
            ..self
        }
    }
}

/// The stored result of one table, from `player_a`'s side (a negative
/// count of games is a corrupt row: an error).
pub fn result_of(p: &PairingRow) -> Result<Option<MatchResult>, Error> {
    Ok(match (p.wins, p.losses, p.draws) {
        (Some(w), Some(l), Some(d)) => Some(MatchResult {
            wins: stored(w)?,
            losses: stored(l)?,
            draws: stored(d)?,
            double_loss: p.double_loss,
        }),
        _ => None,
    })
}

/// Player `id` with their name (a player is never deleted while a
/// pairing names them, so the name is always there; an empty one would
/// only show a stored inconsistency).
pub fn player_ref(id: &str, names: &Names) -> PlayerRef {
    names.get(id).cloned().unwrap_or_else(|| PlayerRef {
        id: id.into(),
        name: "".into(),
    })
}

/// The view of one table.
pub fn pairing_to_api(p: &PairingRow, names: &Names) -> Result<Pairing, Error> {
    Ok(Pairing {
        table: stored(p.table_number)?,
        player_a: player_ref(&p.player_a, names),
        player_b: p.player_b.as_deref().map(|b| player_ref(b, names)),
        bye: p.player_b.is_none(),
        result: result_of(p)?,
        report: None,
    })
}

/// One table as the audit log records it: player ids (the log is a record
/// of what happened, not a view; its shape predates `{id, name}`).
pub fn table_record(p: &PairingRow) -> Result<serde_json::Value, Error> {
    Ok(serde_json::json!({
        "table": p.table_number,
        "player_a": p.player_a,
        "player_b": p.player_b,
        "bye": p.player_b.is_none(),
        "result": result_of(p)?,
    }))
}

/// Everything stored about one tournament.
#[derive(Debug, Clone)]
pub struct TournamentState {
    pub tournament: TournamentRow,
    /// In registration order.
    pub players: Vec<PlayerRow>,
    /// In round order.
    pub rounds: Vec<RoundState>,
}

impl TournamentState {
    /// Loads the state of `tournament` (call inside the transaction).
    pub fn load(conn: &mut DbConnection, tournament: TournamentRow) -> Result<Self, Error> {
        let tid = tournament.id.clone();
        let players = store::players_of(conn, &tid)?;
        let round_rows = store::rounds_of(conn, &tid)?;
        let pairing_rows = store::all_tables(conn, &tid)?;
        let names = names_of(&players);
        let mut rounds: Vec<RoundState> = round_rows
            .into_iter()
            .map(|row| RoundState::new(row, Vec::new(), names.clone()))
            .collect::<Result<_, _>>()?;
        // Both lists are in round order: one pass.
        let mut i = 0;
        for p in pairing_rows {
            while i < rounds.len() && rounds[i].row.number < p.round_number {
                i += 1;
            }
            if let Some(r) = rounds.get_mut(i).filter(|r| r.row.number == p.round_number) {
                r.pairings.push(p);
            }
        }
        Ok(TournamentState {
            tournament,
            players,
            rounds,
        })
    }

    /// The latest round, if any.
    pub fn latest(&self) -> Option<&RoundState> {
        self.rounds.last()
    }

    /// Round `n`, or 404.
    pub fn round(&self, n: u32) -> Result<&RoundState, Error> {
        self.rounds
            .iter()
            .find(|r| r.number() == n)
            .ok_or_else(|| round_not_found(n))
    }

    /// Player `pid`, or 404.
    pub fn player(&self, pid: &str) -> Result<&PlayerRow, Error> {
        self.players.iter().find(|p| p.id == pid).ok_or_else(|| {
            Error::new(
                Code::PlayerNotFound,
                detail!("error-player-not-found", id = pid),
            )
        })
    }
}

/// 404 for round `n`.
pub fn round_not_found(n: u32) -> Error {
    Error::new(
        Code::RoundNotFound,
        detail!("error-round-not-found", round = n),
    )
}

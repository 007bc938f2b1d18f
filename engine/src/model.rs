//! Players, match results, rounds and the validated tournament [`History`].
//!
//! Everything the engine computes starts from a [`History`]: the players and
//! the rounds played so far. [`History::new`] checks it once (RULES.md §1,
//! the book: [The tournament document](/book/en/integration.html#tournament-document)), so the computations after it never
//! meet an inconsistent tournament. Players are referred to by their
//! position, a [`PlayerIdx`], so every per-player table is a `Vec`.

use std::collections::HashMap;
use std::fmt;

use serde::{Deserialize, Serialize};

/// A player's position in [`History::players`]: the engine's internal key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PlayerIdx(pub u32);

impl PlayerIdx {
    /// The position as a `usize`, for indexing per-player vectors.
    pub const fn get(self) -> usize {
        self.0 as usize
    }
}

/// A registered player.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Player {
    /// Opaque, unique id (a UUID on the server, any string in a document).
    pub id: String,
    /// Display name.
    pub name: String,
    /// `Some(n)`: played rounds up to `n`, not paired from `n + 1` on;
    /// `Some(0)`: dropped before round 1 (the book: [The tournament document](/book/en/integration.html#tournament-document)).
    pub dropped_after_round: Option<u32>,
    /// The Swiss rounds this player missed (RULES.md §11), ascending: the
    /// rounds paired before a late entry, and those paired while the player
    /// was dropped before a re-admission. Each is a Swiss round of the
    /// history in which the player is not seated, not after their current
    /// drop. A missed round is worth 0 match points, counts as a round in
    /// the player's own MW%, has no games and no opponent (it enters nobody's
    /// OMW% or OGW%), and is not a bye.
    ///
    /// Stored explicitly rather than inferred from absences: an absent
    /// active player in a history is otherwise indistinguishable from an
    /// inconsistent round. The server derives it from what it stores (a
    /// Swiss round the player is not seated in, not after their drop: see
    /// [`missed_rounds_of`]); the tournament document carries it.
    pub missed_rounds: Vec<u32>,
}

/// The Swiss rounds a player missed (RULES.md §11), derived from seating:
/// `rounds` gives each round's number, kind and whether the player is
/// seated in it; the result is every Swiss round in which they are not
/// seated and that is not after `dropped_after_round`. This is what a
/// server that always pairs every active player (RULES.md §6 "The field
/// changes while pairing") stores implicitly: an active player missing
/// from a Swiss round can only have entered late or been re-admitted.
pub fn missed_rounds_of(
    rounds: impl IntoIterator<Item = (u32, RoundKind, bool)>,
    dropped_after_round: Option<u32>,
) -> Vec<u32> {
    rounds
        .into_iter()
        .filter(|&(number, kind, seated)| {
            kind == RoundKind::Swiss && !seated && dropped_after_round.is_none_or(|d| number <= d)
        })
        .map(|(number, _, _)| number)
        .collect()
}

/// Swiss round or single-elimination playoff round. One type for the API,
/// the document and the database column (`rounds.kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = RoundKindName, description = "The kind of a round, as a closed list for client generators (the\nhandlers write the same names as strings)."))]
#[cfg_attr(feature = "diesel", derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow), diesel(sql_type = diesel::sql_types::Text))]
pub enum RoundKind {
    /// A Swiss round: counts in the standings (RULES.md §3–5).
    Swiss,
    /// A top-cut round: no draws, not counted in Swiss standings (§8).
    Playoff,
}

impl RoundKind {
    /// Both kinds.
    pub const ALL: [RoundKind; 2] = [RoundKind::Swiss, RoundKind::Playoff];

    /// `"swiss"` or `"playoff"`, as in the API, the document and the
    /// database.
    pub const fn as_str(self) -> &'static str {
        match self {
            RoundKind::Swiss => "swiss",
            RoundKind::Playoff => "playoff",
        }
    }

    /// The kind named `s`, if any.
    pub fn parse(s: &str) -> Option<RoundKind> {
        Self::ALL.into_iter().find(|x| x.as_str() == s)
    }
}

/// A result that RULES.md §1 forbids, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultError {
    /// More than 2 game wins.
    TooManyWins { wins: u32, losses: u32, draws: u32 },
    /// More than 2 game losses.
    TooManyLosses { wins: u32, losses: u32, draws: u32 },
    /// `2-2-x`: both players cannot have won the match.
    BothWonTwo { draws: u32 },
    /// More than 3 drawn games.
    TooManyDraws { wins: u32, losses: u32, draws: u32 },
    /// `0-0-0`: at least one game (an intentional draw is `0-0-3`).
    NoGames,
    /// A drawn match (equal game wins) in a playoff round.
    PlayoffDraw { wins: u32, losses: u32, draws: u32 },
    /// A double loss in a playoff round: a bracket match needs a winner.
    PlayoffDoubleLoss,
    /// A double loss given with games other than `0-2-0` (a document's
    /// result: the games of a double loss are fixed, §1).
    DoubleLossGames { wins: u32, losses: u32, draws: u32 },
}

impl fmt::Display for ResultError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ResultError::TooManyWins {
                wins,
                losses,
                draws,
            } => write!(
                f,
                "illegal result {wins}-{losses}-{draws}: at most 2 game wins"
            ),
            ResultError::TooManyLosses {
                wins,
                losses,
                draws,
            } => write!(
                f,
                "illegal result {wins}-{losses}-{draws}: at most 2 game losses"
            ),
            ResultError::BothWonTwo { draws } => write!(
                f,
                "illegal result 2-2-{draws}: both players cannot win 2 games"
            ),
            ResultError::TooManyDraws {
                wins,
                losses,
                draws,
            } => write!(
                f,
                "illegal result {wins}-{losses}-{draws}: at most 3 drawn games"
            ),
            ResultError::NoGames => write!(
                f,
                "illegal result 0-0-0: at least one game (an intentional draw is 0-0-3)"
            ),
            ResultError::PlayoffDraw {
                wins,
                losses,
                draws,
            } => write!(
                f,
                "illegal result {wins}-{losses}-{draws}: a playoff match cannot end in a draw"
            ),
            ResultError::PlayoffDoubleLoss => write!(
                f,
                "illegal result: a playoff match cannot end in a double loss"
            ),
            ResultError::DoubleLossGames {
                wins,
                losses,
                draws,
            } => write!(
                f,
                "illegal result {wins}-{losses}-{draws}: a double loss is 0-2-0 from each side"
            ),
        }
    }
}

impl std::error::Error for ResultError {}

/// The outcome of a match for one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win,
    Loss,
    Draw,
}

/// A legal match result `wins-losses-draws` from one player's side
/// (RULES.md §1), or the double loss, in which both players lose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchResult {
    wins: u8,
    losses: u8,
    draws: u8,
    /// Both players lost (RULES.md §1): the games read `0-2-0` from each
    /// side, so [`MatchResult::mirrored`] leaves it as it is.
    double_loss: bool,
}

impl MatchResult {
    /// The result a bye is worth: `2-0-0` (RULES.md §2).
    pub const BYE: MatchResult = MatchResult {
        wins: 2,
        losses: 0,
        draws: 0,
        double_loss: false,
    };

    /// The double loss (RULES.md §1): both players lose, 0 match points
    /// each, games `0-2-0` for each; a Swiss result only (see
    /// [`MatchResult::double_loss_for_kind`]).
    pub const DOUBLE_LOSS: MatchResult = MatchResult {
        wins: 0,
        losses: 2,
        draws: 0,
        double_loss: true,
    };

    /// The double loss for a round of `kind`: a playoff match cannot end
    /// in one (RULES.md §1).
    pub const fn double_loss_for_kind(kind: RoundKind) -> Result<MatchResult, ResultError> {
        match kind {
            RoundKind::Swiss => Ok(MatchResult::DOUBLE_LOSS),
            RoundKind::Playoff => Err(ResultError::PlayoffDoubleLoss),
        }
    }

    /// Whether this is the double loss (RULES.md §1).
    pub const fn is_double_loss(self) -> bool {
        self.double_loss
    }

    /// A Swiss result, checked against RULES.md §1: wins ≤ 2, losses ≤ 2,
    /// not both 2, draws ≤ 3, at least one game.
    pub fn new(wins: u32, losses: u32, draws: u32) -> Result<MatchResult, ResultError> {
        if wins == 2 && losses == 2 {
            return Err(ResultError::BothWonTwo { draws });
        }
        if wins > 2 {
            return Err(ResultError::TooManyWins {
                wins,
                losses,
                draws,
            });
        }
        if losses > 2 {
            return Err(ResultError::TooManyLosses {
                wins,
                losses,
                draws,
            });
        }
        if draws > 3 {
            return Err(ResultError::TooManyDraws {
                wins,
                losses,
                draws,
            });
        }
        if wins + losses + draws == 0 {
            return Err(ResultError::NoGames);
        }
        // The bounds above make these conversions lossless.
        Ok(MatchResult {
            wins: wins as u8,
            losses: losses as u8,
            draws: draws as u8,
            double_loss: false,
        })
    }

    /// A result for a round of `kind`: playoff matches also cannot be drawn
    /// (RULES.md §1).
    pub fn for_kind(
        kind: RoundKind,
        wins: u32,
        losses: u32,
        draws: u32,
    ) -> Result<MatchResult, ResultError> {
        let result = MatchResult::new(wins, losses, draws)?;
        if kind == RoundKind::Playoff && result.outcome() == Outcome::Draw {
            return Err(ResultError::PlayoffDraw {
                wins,
                losses,
                draws,
            });
        }
        Ok(result)
    }

    /// Games won by this side.
    pub const fn wins(self) -> u32 {
        self.wins as u32
    }

    /// Games lost by this side.
    pub const fn losses(self) -> u32 {
        self.losses as u32
    }

    /// Drawn games.
    pub const fn draws(self) -> u32 {
        self.draws as u32
    }

    /// The same result read from the other side: `losses-wins-draws`.
    /// A double loss reads the same from both sides (RULES.md §1).
    pub const fn mirrored(self) -> MatchResult {
        if self.double_loss {
            return self;
        }
        MatchResult {
            wins: self.losses,
            losses: self.wins,
            draws: self.draws,
            double_loss: false,
        }
    }

    /// More game wins wins the match; equal game wins is a draw (§1). A
    /// double loss is a loss for both sides.
    pub fn outcome(self) -> Outcome {
        if self.double_loss {
            return Outcome::Loss;
        }
        match self.wins.cmp(&self.losses) {
            std::cmp::Ordering::Greater => Outcome::Win,
            std::cmp::Ordering::Less => Outcome::Loss,
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }

    /// Match points for this side: win 3, draw 1, loss 0 (§1).
    pub fn match_points(self) -> u32 {
        match self.outcome() {
            Outcome::Win => 3,
            Outcome::Draw => 1,
            Outcome::Loss => 0,
        }
    }

    /// Game points for this side: 3 per game won, 1 per drawn game (§1).
    pub const fn game_points(self) -> u32 {
        3 * self.wins() + self.draws()
    }

    /// Games played: wins + losses + draws.
    pub const fn games(self) -> u32 {
        self.wins() + self.losses() + self.draws()
    }
}

impl fmt::Display for MatchResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.double_loss {
            return f.write_str("double loss");
        }
        write!(f, "{}-{}-{}", self.wins, self.losses, self.draws)
    }
}

/// One table of a round. `player_b == None` is the bye (RULES.md §2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// Table number, from 1.
    pub table: u32,
    /// The higher-ranked player of the pair (or the player with the bye).
    pub player_a: PlayerIdx,
    /// The opponent; `None` for the bye.
    pub player_b: Option<PlayerIdx>,
    /// From `player_a`'s side; `None` while unplayed. Always `None` for a
    /// bye, whose worth is [`MatchResult::BYE`].
    pub result: Option<MatchResult>,
}

impl Pairing {
    /// Whether this is the bye.
    pub const fn is_bye(&self) -> bool {
        self.player_b.is_none()
    }

    /// A bye, or a match with its result in.
    pub const fn is_complete(&self) -> bool {
        self.player_b.is_none() || self.result.is_some()
    }

    /// The result from `player`'s side and the opponent, if `player` sits at
    /// this table and it has been played. Byes give `(None, BYE)`.
    pub fn result_for(&self, player: PlayerIdx) -> Option<(Option<PlayerIdx>, MatchResult)> {
        match self.player_b {
            None if self.player_a == player => Some((None, MatchResult::BYE)),
            None => None,
            Some(b) => {
                let result = self.result?;
                if self.player_a == player {
                    Some((Some(b), result))
                } else if b == player {
                    Some((Some(self.player_a), result.mirrored()))
                } else {
                    None
                }
            }
        }
    }
}

/// A round: its number (from 1), kind and tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    pub number: u32,
    pub kind: RoundKind,
    pub pairings: Vec<Pairing>,
}

impl Round {
    /// Every table has its result (byes count as complete).
    pub fn is_complete(&self) -> bool {
        self.pairings.iter().all(Pairing::is_complete)
    }
}

/// Where in a history an error is: `rounds[round_pos].pairings[pairing_pos]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairingAt {
    /// Position of the round in the list (from 0).
    pub round_pos: usize,
    /// The round's number as given.
    pub round: u32,
    /// Position of the pairing in the round (from 0).
    pub pairing_pos: usize,
    /// The table number as given.
    pub table: u32,
}

impl fmt::Display for PairingAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "round {} table {} (rounds[{}].pairings[{}])",
            self.round, self.table, self.round_pos, self.pairing_pos
        )
    }
}

/// Why a history is inconsistent, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HistoryError {
    /// A player's id is empty.
    EmptyPlayerId { player_pos: usize },
    /// Two players share an id.
    DuplicatePlayerId {
        id: String,
        first_pos: usize,
        second_pos: usize,
    },
    /// More players than the engine handles (`u32` indices).
    TooManyPlayers { count: usize },
    /// `dropped_after_round` names a round the tournament has not reached.
    DropAfterLastRound {
        player: String,
        dropped_after_round: u32,
        last_round: u32,
    },
    /// The round at position `round_pos` should be number `round_pos + 1`.
    RoundOutOfOrder {
        round_pos: usize,
        expected: u32,
        found: u32,
    },
    /// A Swiss round after a playoff round.
    SwissAfterPlayoff { round: u32 },
    /// A round is missing results while a later round exists (RULES.md §6).
    IncompleteBeforeLater { at: PairingAt, later_round: u32 },
    /// Table number 0.
    TableZero { at: PairingAt },
    /// Two tables of a round share a number.
    DuplicateTable { at: PairingAt },
    /// A player index that is not in the player list (or an unknown id, from
    /// a document).
    UnknownPlayer { at: PairingAt, player: String },
    /// A player sits at two tables of a round (or plays themself).
    PlayerTwiceInRound {
        at: PairingAt,
        player: String,
        first_table: u32,
    },
    /// A dropped player paired after their drop.
    PairedAfterDrop {
        at: PairingAt,
        player: String,
        dropped_after_round: u32,
    },
    /// A result that RULES.md §1 forbids.
    IllegalResult { at: PairingAt, error: ResultError },
    /// A bye in a playoff round (a bracket has no byes, §8).
    ByeInPlayoff { at: PairingAt },
    /// A bye entered with a result other than `2-0-0`.
    ByeWithResult { at: PairingAt, result: String },
    /// A pairing marked `bye` with an opponent, or the reverse.
    ByeMismatch { at: PairingAt },
    /// A missed round (RULES.md §11) that is not a Swiss round of the
    /// history, in which the player is seated, after their drop, or listed
    /// out of order or twice.
    InvalidMissedRound { player: String, round: u32 },
}

impl HistoryError {
    /// A stable machine-readable code (for the API's problem+json `code`).
    pub const fn code(&self) -> &'static str {
        match self {
            HistoryError::EmptyPlayerId { .. } => "empty_player_id",
            HistoryError::DuplicatePlayerId { .. } => "duplicate_player_id",
            HistoryError::TooManyPlayers { .. } => "too_many_players",
            HistoryError::DropAfterLastRound { .. } => "drop_after_last_round",
            HistoryError::RoundOutOfOrder { .. } => "round_out_of_order",
            HistoryError::SwissAfterPlayoff { .. } => "swiss_after_playoff",
            HistoryError::IncompleteBeforeLater { .. } => "incomplete_round",
            HistoryError::TableZero { .. } => "invalid_table",
            HistoryError::DuplicateTable { .. } => "duplicate_table",
            HistoryError::UnknownPlayer { .. } => "unknown_player",
            HistoryError::PlayerTwiceInRound { .. } => "player_twice_in_round",
            HistoryError::PairedAfterDrop { .. } => "paired_after_drop",
            HistoryError::IllegalResult { .. } => "invalid_result",
            HistoryError::ByeInPlayoff { .. } => "bye_in_playoff",
            HistoryError::ByeWithResult { .. } => "invalid_result",
            HistoryError::ByeMismatch { .. } => "bye_mismatch",
            HistoryError::InvalidMissedRound { .. } => "invalid_missed_round",
        }
    }
}

impl fmt::Display for HistoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HistoryError::EmptyPlayerId { player_pos } => {
                write!(f, "players[{player_pos}]: the id is empty")
            }
            HistoryError::DuplicatePlayerId {
                id,
                first_pos,
                second_pos,
            } => write!(
                f,
                "players[{second_pos}]: duplicate player id {id:?} (already used by players[{first_pos}])"
            ),
            HistoryError::TooManyPlayers { count } => {
                write!(f, "players: {count} players is more than supported")
            }
            HistoryError::DropAfterLastRound {
                player,
                dropped_after_round,
                last_round,
            } => write!(
                f,
                "player {player:?}: dropped_after_round {dropped_after_round} is after the last round ({last_round})"
            ),
            HistoryError::RoundOutOfOrder {
                round_pos,
                expected,
                found,
            } => write!(
                f,
                "rounds[{round_pos}]: round number {found} out of order, expected {expected}"
            ),
            HistoryError::SwissAfterPlayoff { round } => {
                write!(f, "round {round}: a Swiss round after a playoff round")
            }
            HistoryError::IncompleteBeforeLater { at, later_round } => {
                write!(f, "{at}: no result, but round {later_round} already exists")
            }
            HistoryError::TableZero { at } => write!(f, "{at}: table numbers start at 1"),
            HistoryError::DuplicateTable { at } => {
                write!(f, "{at}: table {} appears twice in the round", at.table)
            }
            HistoryError::UnknownPlayer { at, player } => {
                write!(f, "{at}: unknown player {player:?}")
            }
            HistoryError::PlayerTwiceInRound {
                at,
                player,
                first_table,
            } => write!(
                f,
                "{at}: player {player:?} is already paired at table {first_table} of this round"
            ),
            HistoryError::PairedAfterDrop {
                at,
                player,
                dropped_after_round,
            } => write!(
                f,
                "{at}: player {player:?} is paired after dropping (dropped after round {dropped_after_round})"
            ),
            HistoryError::IllegalResult { at, error } => write!(f, "{at}: {error}"),
            HistoryError::ByeInPlayoff { at } => {
                write!(f, "{at}: a playoff round cannot have a bye")
            }
            HistoryError::ByeWithResult { at, result } => {
                write!(f, "{at}: a bye is worth 2-0-0, not {result}")
            }
            HistoryError::ByeMismatch { at } => write!(
                f,
                "{at}: \"bye\" must be true exactly when player_b is null"
            ),
            HistoryError::InvalidMissedRound { player, round } => write!(
                f,
                "player {player:?}: missed round {round} must be a Swiss round in which the player is not seated, not after their drop, listed once in ascending order"
            ),
        }
    }
}

impl std::error::Error for HistoryError {}

/// A validated tournament: players and rounds (RULES.md §1, §6; the book:
/// [The tournament document](/book/en/integration.html#tournament-document)).
///
/// Invariants checked by [`History::new`]: unique non-empty player ids;
/// rounds numbered `1, 2, …` in order, Swiss rounds before playoff rounds;
/// every round but the last complete; table numbers ≥ 1 and unique in a
/// round; every player index known, at most once per round, never paired
/// after their drop; no bye in a playoff round; playoff results not drawn;
/// `dropped_after_round` not past the last round; missed rounds (RULES.md
/// §11) ascending Swiss rounds the player is not seated in, not after their
/// drop.
#[derive(Clone, Debug)]
pub struct History {
    players: Vec<Player>,
    rounds: Vec<Round>,
    /// Display names in Unicode lowercase, for the fixed order (RULES.md §4).
    folded_names: Vec<String>,
    by_id: HashMap<String, PlayerIdx>,
}

impl History {
    /// Checks and builds a history. The first inconsistency found is
    /// returned, located (player position, or round/table position).
    /// A bye given with the result `2-0-0` is accepted and stored as `None`.
    /// The same history with `missed[i]` as player `i`'s missed rounds
    /// (RULES.md §11), validated as [`History::new`] does.
    pub fn with_missed_rounds(&self, missed: &[Vec<u32>]) -> Result<History, HistoryError> {
        let players = self
            .players()
            .iter()
            .enumerate()
            .map(|(i, p)| Player {
                missed_rounds: missed.get(i).cloned().unwrap_or_default(),
                ..p.clone()
            })
            .collect();
        History::new(players, self.rounds().to_vec())
    }

    pub fn new(players: Vec<Player>, mut rounds: Vec<Round>) -> Result<History, HistoryError> {
        let by_id = index_players(&players)?;
        check_rounds(&players, &rounds)?;
        check_drops(&players, rounds.len() as u32)?;
        // A bye's result is implied (RULES.md §2): stored as none.
        for pairing in rounds.iter_mut().flat_map(|r| r.pairings.iter_mut()) {
            if pairing.is_bye() {
                pairing.result = None;
            }
        }
        check_missed_rounds(&players, &rounds)?;
        let folded_names = players.iter().map(|p| p.name.to_lowercase()).collect();
        Ok(History {
            players,
            rounds,
            folded_names,
            by_id,
        })
    }

    /// The players, in the order given (index = [`PlayerIdx`]).
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The rounds, in order (round `n` at position `n - 1`).
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// The player at `idx`. Panics on an index not from this history.
    pub fn player(&self, idx: PlayerIdx) -> &Player {
        &self.players[idx.get()]
    }

    /// The player's display name in Unicode lowercase (RULES.md §4 fixed
    /// order).
    pub fn folded_name(&self, idx: PlayerIdx) -> &str {
        &self.folded_names[idx.get()]
    }

    /// Looks a player up by id.
    pub fn index_of(&self, id: &str) -> Option<PlayerIdx> {
        self.by_id.get(id).copied()
    }

    /// All player indices, `0..n`.
    pub fn player_indices(&self) -> impl Iterator<Item = PlayerIdx> + '_ {
        (0..self.players.len() as u32).map(PlayerIdx)
    }

    /// Round `number` (from 1), if it exists.
    pub fn round(&self, number: u32) -> Option<&Round> {
        let pos = usize::try_from(number).ok()?.checked_sub(1)?;
        self.rounds.get(pos)
    }

    /// The number of the latest round whose results are all in (0 if none).
    /// Every earlier round is complete too (an invariant of `History`).
    pub fn last_completed_round(&self) -> u32 {
        match self.rounds.last() {
            Some(last) if last.is_complete() => last.number,
            Some(last) => last.number - 1,
            None => 0,
        }
    }

    /// The number of the latest completed Swiss round (0 if none).
    pub fn last_completed_swiss_round(&self) -> u32 {
        self.rounds
            .iter()
            .filter(|r| r.kind == RoundKind::Swiss && r.is_complete())
            .map(|r| r.number)
            .max()
            .unwrap_or(0)
    }

    /// Whether the player has dropped by the end of round `after_round`,
    /// i.e. is not paired from round `after_round + 1` on.
    pub fn is_dropped_after(&self, idx: PlayerIdx, after_round: u32) -> bool {
        self.player(idx)
            .dropped_after_round
            .is_some_and(|d| d <= after_round)
    }

    /// Opponents of every player in every round up to `up_to_round` (Swiss
    /// and playoff, RULES.md §5 input), indexed by player, one entry per
    /// match, in round order. `O(players + matches)`.
    pub fn opponents_table(&self, up_to_round: u32) -> Vec<Vec<PlayerIdx>> {
        let mut table = vec![Vec::new(); self.players.len()];
        for round in self.rounds.iter().filter(|r| r.number <= up_to_round) {
            for pairing in &round.pairings {
                if let Some(b) = pairing.player_b {
                    table[pairing.player_a.get()].push(b);
                    table[b.get()].push(pairing.player_a);
                }
            }
        }
        table
    }

    /// Opponents of one player, as in [`History::opponents_table`]. Scans
    /// every match (`O(matches)`): for all players use the table.
    pub fn opponents(&self, idx: PlayerIdx, up_to_round: u32) -> Vec<PlayerIdx> {
        let mut out = Vec::new();
        for round in self.rounds.iter().filter(|r| r.number <= up_to_round) {
            for pairing in &round.pairings {
                match pairing.player_b {
                    Some(b) if pairing.player_a == idx => out.push(b),
                    Some(b) if b == idx => out.push(pairing.player_a),
                    _ => {}
                }
            }
        }
        out
    }
}

// ------------------------------------------------------------ History::new

/// Player ids: not empty, unique; the index of each.
fn index_players(players: &[Player]) -> Result<HashMap<String, PlayerIdx>, HistoryError> {
    let count = players.len();
    if u32::try_from(count).is_err() {
        return Err(HistoryError::TooManyPlayers { count });
    }
    let mut by_id: HashMap<String, PlayerIdx> = HashMap::with_capacity(count);
    for (pos, p) in players.iter().enumerate() {
        if p.id.is_empty() {
            return Err(HistoryError::EmptyPlayerId { player_pos: pos });
        }
        if let Some(first) = by_id.get(&p.id) {
            return Err(HistoryError::DuplicatePlayerId {
                id: p.id.clone(),
                first_pos: first.get(),
                second_pos: pos,
            });
        }
        by_id.insert(p.id.clone(), PlayerIdx(pos as u32));
    }
    Ok(by_id)
}

/// Rounds numbered 1, 2, … with Swiss before playoff; in each, tables
/// numbered from 1 and distinct, every player known and seated once, not
/// after their drop, legal results, and results missing only in the last
/// round.
fn check_rounds(players: &[Player], rounds: &[Round]) -> Result<(), HistoryError> {
    let mut seen_playoff = false;
    // Table at which each player sits in the current round (0 = none);
    // reset lazily through `touched`.
    let mut seat: Vec<u32> = vec![0; players.len()];
    let mut touched: Vec<usize> = Vec::new();
    let mut tables: Vec<u32> = Vec::new();
    let last_pos = rounds.len().saturating_sub(1);
    for (round_pos, round) in rounds.iter().enumerate() {
        let expected = round_pos as u32 + 1;
        if round.number != expected {
            return Err(HistoryError::RoundOutOfOrder {
                round_pos,
                expected,
                found: round.number,
            });
        }
        match round.kind {
            RoundKind::Playoff => seen_playoff = true,
            RoundKind::Swiss if seen_playoff => {
                return Err(HistoryError::SwissAfterPlayoff {
                    round: round.number,
                });
            }
            RoundKind::Swiss => {}
        }
        for &i in &touched {
            seat[i] = 0;
        }
        touched.clear();
        tables.clear();
        for (pairing_pos, pairing) in round.pairings.iter().enumerate() {
            let at = PairingAt {
                round_pos,
                round: round.number,
                pairing_pos,
                table: pairing.table,
            };
            if pairing.table == 0 {
                return Err(HistoryError::TableZero { at });
            }
            tables.push(pairing.table);
            for player in [Some(pairing.player_a), pairing.player_b]
                .into_iter()
                .flatten()
            {
                seat_player(players, round, &at, player, &mut seat)?;
                touched.push(player.get());
            }
            check_result(round, round_pos < last_pos, pairing, at)?;
        }
        check_tables_distinct(round_pos, round, &mut tables)?;
    }
    Ok(())
}

/// Seats `player` at `at.table` of `round`: known, not seated twice, not
/// paired after their drop.
fn seat_player(
    players: &[Player],
    round: &Round,
    at: &PairingAt,
    player: PlayerIdx,
    seat: &mut [u32],
) -> Result<(), HistoryError> {
    let Some(p) = players.get(player.get()) else {
        return Err(HistoryError::UnknownPlayer {
            at: at.clone(),
            player: format!("#{}", player.0),
        });
    };
    let first_table = seat[player.get()];
    if first_table != 0 {
        return Err(HistoryError::PlayerTwiceInRound {
            at: at.clone(),
            player: p.id.clone(),
            first_table,
        });
    }
    seat[player.get()] = at.table;
    if let Some(d) = p.dropped_after_round
        && round.number > d
    {
        return Err(HistoryError::PairedAfterDrop {
            at: at.clone(),
            player: p.id.clone(),
            dropped_after_round: d,
        });
    }
    Ok(())
}

/// The result of one table: a bye only in a Swiss round and only as
/// `2-0-0`; a legal result for the round's kind (RULES.md §1); none only in
/// the last round.
fn check_result(
    round: &Round,
    later_rounds_exist: bool,
    pairing: &Pairing,
    at: PairingAt,
) -> Result<(), HistoryError> {
    if pairing.is_bye() {
        if round.kind == RoundKind::Playoff {
            return Err(HistoryError::ByeInPlayoff { at });
        }
        if let Some(result) = pairing.result
            && result != MatchResult::BYE
        {
            return Err(HistoryError::ByeWithResult {
                at,
                result: result.to_string(),
            });
        }
    } else if let Some(result) = pairing.result {
        // Re-check: a MatchResult is legal for Swiss by construction,
        // playoff draws and double losses are checked here.
        let checked = if result.is_double_loss() {
            MatchResult::double_loss_for_kind(round.kind)
        } else {
            MatchResult::for_kind(round.kind, result.wins(), result.losses(), result.draws())
        };
        if let Err(error) = checked {
            return Err(HistoryError::IllegalResult { at, error });
        }
    } else if later_rounds_exist {
        return Err(HistoryError::IncompleteBeforeLater {
            at,
            later_round: round.number + 1,
        });
    }
    Ok(())
}

/// No table number twice in one round (`tables`: the round's numbers).
fn check_tables_distinct(
    round_pos: usize,
    round: &Round,
    tables: &mut [u32],
) -> Result<(), HistoryError> {
    tables.sort_unstable();
    let Some(w) = tables.windows(2).find(|w| w[0] == w[1]) else {
        return Ok(());
    };
    let table = w[0];
    let pairing_pos = round
        .pairings
        .iter()
        .enumerate()
        .filter(|(_, p)| p.table == table)
        .map(|(i, _)| i)
        .nth(1)
        .unwrap_or(0);
    Err(HistoryError::DuplicateTable {
        at: PairingAt {
            round_pos,
            round: round.number,
            pairing_pos,
            table,
        },
    })
}

/// No drop after the last round.
fn check_drops(players: &[Player], last_round: u32) -> Result<(), HistoryError> {
    for p in players {
        if let Some(d) = p.dropped_after_round
            && d > last_round
        {
            return Err(HistoryError::DropAfterLastRound {
                player: p.id.clone(),
                dropped_after_round: d,
                last_round,
            });
        }
    }
    Ok(())
}

/// Missed rounds (RULES.md §11): ascending Swiss rounds of this history,
/// the player not seated in them, not after their drop.
fn check_missed_rounds(players: &[Player], rounds: &[Round]) -> Result<(), HistoryError> {
    for (pos, p) in players.iter().enumerate() {
        let mut previous = 0;
        for &m in &p.missed_rounds {
            let bad = || HistoryError::InvalidMissedRound {
                player: p.id.clone(),
                round: m,
            };
            if m <= previous || p.dropped_after_round.is_some_and(|d| m > d) {
                return Err(bad());
            }
            previous = m;
            let idx = PlayerIdx(pos as u32);
            let round = usize::try_from(m)
                .ok()
                .and_then(|m| m.checked_sub(1))
                .and_then(|i| rounds.get(i))
                .ok_or_else(bad)?;
            let seated = round
                .pairings
                .iter()
                .any(|x| x.player_a == idx || x.player_b == Some(idx));
            if round.kind != RoundKind::Swiss || seated {
                return Err(bad());
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(id: &str, name: &str) -> Player {
        Player {
            id: id.into(),
            name: name.into(),
            ..Player::default()
        }
    }

    fn game(table: u32, a: u32, b: u32, r: (u32, u32, u32)) -> Pairing {
        Pairing {
            table,
            player_a: PlayerIdx(a),
            player_b: Some(PlayerIdx(b)),
            result: Some(MatchResult::new(r.0, r.1, r.2).unwrap()),
        }
    }

    fn swiss(number: u32, pairings: Vec<Pairing>) -> Round {
        Round {
            number,
            kind: RoundKind::Swiss,
            pairings,
        }
    }

    fn four() -> Vec<Player> {
        vec![
            player("a", "A"),
            player("b", "B"),
            player("c", "C"),
            player("d", "D"),
        ]
    }

    #[test]
    fn results_rules_section_1() {
        for (w, l, d) in [
            (2, 0, 0),
            (2, 1, 0),
            (2, 0, 1),
            (1, 1, 1),
            (0, 0, 3),
            (1, 0, 0),
            (0, 2, 0),
        ] {
            assert!(MatchResult::new(w, l, d).is_ok(), "{w}-{l}-{d}");
        }
        assert!(matches!(
            MatchResult::new(3, 0, 0),
            Err(ResultError::TooManyWins { .. })
        ));
        assert!(matches!(
            MatchResult::new(0, 3, 0),
            Err(ResultError::TooManyLosses { .. })
        ));
        assert!(matches!(
            MatchResult::new(2, 2, 0),
            Err(ResultError::BothWonTwo { .. })
        ));
        assert!(matches!(
            MatchResult::new(0, 0, 4),
            Err(ResultError::TooManyDraws { .. })
        ));
        assert_eq!(MatchResult::new(0, 0, 0), Err(ResultError::NoGames));
        assert!(matches!(
            MatchResult::for_kind(RoundKind::Playoff, 1, 1, 1),
            Err(ResultError::PlayoffDraw { .. })
        ));
        assert!(MatchResult::for_kind(RoundKind::Playoff, 2, 1, 0).is_ok());
        assert!(
            MatchResult::new(3, 0, 0)
                .unwrap_err()
                .to_string()
                .contains("3-0-0")
        );
    }

    #[test]
    fn points_and_mirror() {
        let r = MatchResult::new(2, 1, 0).unwrap();
        assert_eq!(r.match_points(), 3);
        assert_eq!(r.mirrored().match_points(), 0);
        assert_eq!(r.mirrored().to_string(), "1-2-0");
        let id = MatchResult::new(0, 0, 3).unwrap();
        assert_eq!(id.outcome(), Outcome::Draw);
        assert_eq!(id.match_points(), 1);
        assert_eq!(id.game_points(), 3);
        assert_eq!(id.games(), 3);
    }

    /// RULES.md §1: the double loss is a loss from both sides, 0-2-0 in
    /// games for each, and a Swiss result only.
    #[test]
    fn double_loss_is_a_loss_for_both_sides() {
        let d = MatchResult::DOUBLE_LOSS;
        assert!(d.is_double_loss());
        assert_eq!(d.mirrored(), d);
        for side in [d, d.mirrored()] {
            assert_eq!(side.outcome(), Outcome::Loss);
            assert_eq!(side.match_points(), 0);
            assert_eq!(side.game_points(), 0);
            assert_eq!((side.wins(), side.losses(), side.draws()), (0, 2, 0));
            assert_eq!(side.games(), 2);
        }
        assert_eq!(d.to_string(), "double loss");
        // Not the same result as a plain 0-2-0 loss.
        assert_ne!(Ok(d), MatchResult::new(0, 2, 0));
        assert!(!MatchResult::new(0, 2, 0).unwrap().is_double_loss());
        assert_eq!(MatchResult::double_loss_for_kind(RoundKind::Swiss), Ok(d));
        assert_eq!(
            MatchResult::double_loss_for_kind(RoundKind::Playoff),
            Err(ResultError::PlayoffDoubleLoss)
        );
        // A history refuses it in a playoff round and on a bye.
        let playoff = Round {
            number: 1,
            kind: RoundKind::Playoff,
            pairings: vec![Pairing {
                table: 1,
                player_a: PlayerIdx(0),
                player_b: Some(PlayerIdx(1)),
                result: Some(d),
            }],
        };
        let e = History::new(four()[..2].to_vec(), vec![playoff]).unwrap_err();
        assert!(
            matches!(
                e,
                HistoryError::IllegalResult {
                    error: ResultError::PlayoffDoubleLoss,
                    ..
                }
            ),
            "{e:?}"
        );
        let mut round = swiss(1, vec![game(1, 0, 1, (2, 0, 0))]);
        round.pairings[0].result = Some(d);
        assert!(History::new(four()[..2].to_vec(), vec![round]).is_ok());
    }

    #[test]
    fn valid_history() {
        let h = History::new(
            four(),
            vec![swiss(
                1,
                vec![game(1, 0, 1, (2, 0, 0)), game(2, 2, 3, (1, 1, 1))],
            )],
        )
        .unwrap();
        assert_eq!(h.last_completed_round(), 1);
        assert_eq!(h.index_of("c"), Some(PlayerIdx(2)));
        assert_eq!(h.opponents(PlayerIdx(1), 1), vec![PlayerIdx(0)]);
    }

    #[test]
    fn errors_are_located() {
        let mut players = four();
        players[3].id = "a".into();
        let e = History::new(players, vec![]).unwrap_err();
        assert_eq!(e.code(), "duplicate_player_id");
        assert!(e.to_string().contains("players[3]"));

        let e = History::new(four(), vec![swiss(2, vec![])]).unwrap_err();
        assert!(matches!(
            e,
            HistoryError::RoundOutOfOrder {
                expected: 1,
                found: 2,
                ..
            }
        ));

        let e = History::new(
            four(),
            vec![swiss(
                1,
                vec![game(1, 0, 1, (2, 0, 0)), game(2, 1, 2, (2, 0, 0))],
            )],
        )
        .unwrap_err();
        assert_eq!(e.code(), "player_twice_in_round");
        assert!(e.to_string().contains("round 1 table 2"), "{e}");
        assert!(e.to_string().contains("\"b\""), "{e}");

        let e = History::new(four(), vec![swiss(1, vec![game(1, 0, 9, (2, 0, 0))])]).unwrap_err();
        assert_eq!(e.code(), "unknown_player");

        let mut players = four();
        players[1].dropped_after_round = Some(0);
        let e = History::new(players, vec![swiss(1, vec![game(1, 0, 1, (2, 0, 0))])]).unwrap_err();
        assert_eq!(e.code(), "paired_after_drop");

        let mut unplayed = game(1, 0, 1, (2, 0, 0));
        unplayed.result = None;
        let e = History::new(
            four(),
            vec![
                swiss(1, vec![unplayed.clone()]),
                swiss(2, vec![game(1, 0, 2, (2, 0, 0))]),
            ],
        )
        .unwrap_err();
        assert_eq!(e.code(), "incomplete_round");
        // The last round may be unfinished.
        let h = History::new(four(), vec![swiss(1, vec![unplayed])]).unwrap();
        assert_eq!(h.last_completed_round(), 0);

        let e = History::new(
            four(),
            vec![Round {
                number: 1,
                kind: RoundKind::Playoff,
                pairings: vec![game(1, 0, 1, (1, 1, 0))],
            }],
        )
        .unwrap_err();
        assert!(matches!(
            e,
            HistoryError::IllegalResult {
                error: ResultError::PlayoffDraw { .. },
                ..
            }
        ));

        let e = History::new(
            four(),
            vec![swiss(
                1,
                vec![game(1, 0, 1, (2, 0, 0)), game(1, 2, 3, (2, 0, 0))],
            )],
        )
        .unwrap_err();
        assert_eq!(e.code(), "duplicate_table");
        assert!(e.to_string().contains("rounds[0].pairings[1]"), "{e}");

        let mut players = four();
        players[0].dropped_after_round = Some(3);
        let e = History::new(players, vec![]).unwrap_err();
        assert_eq!(e.code(), "drop_after_last_round");

        let e = History::new(
            four(),
            vec![
                Round {
                    number: 1,
                    kind: RoundKind::Playoff,
                    pairings: vec![game(1, 0, 1, (2, 0, 0))],
                },
                swiss(2, vec![]),
            ],
        )
        .unwrap_err();
        assert_eq!(e.code(), "swiss_after_playoff");

        let bye = Pairing {
            table: 1,
            player_a: PlayerIdx(0),
            player_b: None,
            result: Some(MatchResult::new(1, 0, 0).unwrap()),
        };
        let e = History::new(four(), vec![swiss(1, vec![bye.clone()])]).unwrap_err();
        assert_eq!(e.code(), "invalid_result");
        // 2-0-0 is accepted for a bye, and stored as no result.
        let bye = Pairing {
            result: Some(MatchResult::BYE),
            ..bye
        };
        let h = History::new(four(), vec![swiss(1, vec![bye])]).unwrap();
        assert_eq!(h.rounds()[0].pairings[0].result, None);

        let e = History::new(
            four(),
            vec![Round {
                number: 1,
                kind: RoundKind::Playoff,
                pairings: vec![Pairing {
                    table: 1,
                    player_a: PlayerIdx(0),
                    player_b: None,
                    result: None,
                }],
            }],
        )
        .unwrap_err();
        assert_eq!(e.code(), "bye_in_playoff");

        let mut players = four();
        players[2].id = String::new();
        let e = History::new(players, vec![]).unwrap_err();
        assert_eq!(e, HistoryError::EmptyPlayerId { player_pos: 2 });
        assert!(e.to_string().contains("players[2]"));

        let e = History::new(four(), vec![swiss(1, vec![game(0, 0, 1, (2, 0, 0))])]).unwrap_err();
        assert_eq!(e.code(), "invalid_table");
        assert!(e.to_string().contains("round 1 table 0"), "{e}");

        // Playing oneself is being twice in the round.
        let e = History::new(four(), vec![swiss(1, vec![game(1, 2, 2, (2, 0, 0))])]).unwrap_err();
        assert_eq!(e.code(), "player_twice_in_round");
    }
}

//! What frontends read in one call (issue #14): the current round, and a
//! player with their matches.

use std::cmp::Ordering;

use crate::detail;
use crate::service::Code;
use crate::service::caller::Caller;
use crate::service::error::Error;
use crate::service::views::frontend::{MatchRecord, PlayerDetail, PlayerMatch};
use crate::service::views::players::Player;
use crate::service::views::rounds::{MatchResult, Round};
use crate::store::DbPool;
use crate::store::rounds as store;

use planesforge_engine::lifecycle::RoundState as Stage;

use super::state::{RoundState, TournamentState, load_names, player_ref, result_of};
use super::{find_tournament, is_owner, transaction};

/// 404 `no_round`: nothing the caller may see yet.
fn no_round() -> Error {
    Error::new(Code::NoRound, detail!("error-no-round"))
}

/// `GET …/rounds/current`: the latest round the caller may see: for
/// anyone the latest published or completed round, for the owner also a
/// round in `pairing` (that is the latest round, when there is one).
/// Three reads: the tournament, its round rows, the chosen round's tables
/// and the players' names.
pub fn current_round(pool: &DbPool, caller: Option<&Caller>, tid: &str) -> Result<Round, Error> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let owner = is_owner(&t, caller);
        let rows = store::rounds_of(conn, tid)?;
        let row = rows
            .into_iter()
            .rev()
            .find(|r| owner || r.state != Stage::Pairing)
            .ok_or_else(no_round)?;
        let pairings = store::tables(conn, tid, row.number)?;
        let names = load_names(conn, tid)?;
        let round = RoundState::new(row, pairings, names)?.to_api()?;
        let mut out = super::clock::attach(conn, tid, round)?;
        // The owner sees the players' reports, as on `GET …/rounds/{n}`.
        if owner {
            super::reports::attach(conn, tid, &mut out)?;
        }
        Ok(out)
    })
}

/// The record after adding `result` (from the player's side; `None` for
/// a bye, which counts as a win).
fn count(mut record: MatchRecord, bye: bool, result: Option<MatchResult>) -> MatchRecord {
    if bye {
        record.wins += 1;
    } else if let Some(r) = result {
        match r.wins.cmp(&r.losses) {
            Ordering::Greater => record.wins += 1,
            Ordering::Less => record.losses += 1,
            Ordering::Equal => record.draws += 1,
        }
    }
    record
}

/// `GET …/players/{pid}`: the player, and their matches in the rounds the
/// caller may see (a round in `pairing` only for the owner), each from the
/// player's side with the record after it.
pub fn player_detail(
    pool: &DbPool,
    caller: Option<&Caller>,
    tid: &str,
    pid: &str,
) -> Result<PlayerDetail, Error> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let owner = is_owner(&t, caller);
        let state = TournamentState::load(conn, t)?;
        let player = Player::from(state.player(pid)?);
        let mut record = MatchRecord::default();
        let mut matches = Vec::new();
        for round in &state.rounds {
            if !owner && round.stage() == Stage::Pairing {
                continue;
            }
            let Some(row) = round
                .pairings
                .iter()
                .find(|p| p.player_a == pid || p.player_b.as_deref() == Some(pid))
            else {
                continue; // not paired: dropped, or a missed round
            };
            let from_a = row.player_a == pid;
            let opponent = if from_a {
                row.player_b.as_deref()
            } else {
                Some(row.player_a.as_str())
            };
            let result = result_of(row)?.map(|r| if from_a { r } else { r.mirrored() });
            let bye = row.player_b.is_none();
            record = count(record, bye, result);
            matches.push(PlayerMatch {
                round: round.number(),
                kind: round.kind(),
                state: round.stage(),
                table: super::state::stored(row.table_number)?,
                opponent: opponent.map(|o| player_ref(o, &round.names)),
                bye,
                result,
                record,
            });
        }
        Ok(PlayerDetail {
            player,
            matches,
            record,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bye_is_a_win_and_an_unplayed_match_counts_nothing() {
        let r = |wins, losses, draws| Some(MatchResult::games(wins, losses, draws));
        let mut rec = MatchRecord::default();
        rec = count(rec, true, None);
        rec = count(rec, false, r(2, 1, 0));
        rec = count(rec, false, r(0, 2, 0));
        rec = count(rec, false, r(1, 1, 1));
        rec = count(rec, false, None);
        assert_eq!(
            rec,
            MatchRecord {
                wins: 2,
                losses: 1,
                draws: 1
            }
        );
    }
}

//! A player's own view, by their code (RULES.md §12): who the code belongs
//! to ([`authenticate`]) and what they see ([`view`]): their tournament,
//! their table and opponent in the current round, their record and rank
//! in the public standings, and the "why" of both in words. A code reads
//! nothing the public cannot read; it only picks the seat to look from.

use planesforge_engine::RoundKind;
use planesforge_engine::explain;
use planesforge_engine::lifecycle::RoundState as Stage;
use planesforge_engine::lifecycle::TournamentStatus as EngineStatus;
use planesforge_engine::standings::{self, StandingsOptions};

use crate::i18n::Lang;
use crate::service::Code;
use crate::service::codes;
use crate::service::error::Error;
use crate::service::tx::Tx;
use crate::service::views::me::{
    MeCut, MeOpponent, MePlayer, MeRound, MeStanding, MeTournament, MeView, PlayerCaller, PlayerRef,
};
use crate::service::views::rounds::MatchResult;
use crate::service::views::standings::{StandingsExplanationResponse, StandingsResponse};
use crate::store::{self, DbPool};

use super::state::TournamentState;
use super::{engine_bridge, engine_errors, find_tournament, transaction};

/// The one refusal of a code, whatever the reason (malformed, unknown,
/// rotated): nothing tells a guesser whether a code exists.
pub fn unknown_code() -> Error {
    Error::new(
        Code::PlayerCodeUnknown,
        crate::detail!("error-unknown-player-code"),
    )
}

/// The player whose code is `code`: each of its forms
/// ([`codes::lookup_forms`]: a legacy code as written, a typable one in
/// its bare form) looked up by its hash and compared in constant time;
/// [`unknown_code`] otherwise (a malformed code is refused without asking
/// the database). Nothing is cached: a rotated code is dead on every
/// replica with the rotation's commit.
pub fn authenticate(pool: &DbPool, code: &str) -> Result<PlayerCaller, Error> {
    let forms = codes::lookup_forms(code);
    if forms.is_empty() {
        return Err(unknown_code());
    }
    for form in forms {
        let hash = codes::hash_code(&form);
        let row = super::with_conn(pool, |conn| Ok(store::players::by_code_hash(conn, &hash)?))?;
        let found = row.filter(|r| {
            r.code_hash
                .as_deref()
                .is_some_and(|h| super::caller::hashes_match(h, &hash))
        });
        if let Some(r) = found {
            return Ok(PlayerCaller {
                tournament_id: r.tournament_id,
                player_id: r.id,
                player_name: r.name,
            });
        }
    }
    Err(unknown_code())
}

/// What `who` sees (one read transaction), its sentences in `requested`
/// (`?lang=`), else the tournament's language, else `fallback` (the
/// reader's `Accept-Language`).
pub fn view(
    pool: &DbPool,
    who: &PlayerCaller,
    requested: Option<Lang>,
    fallback: Lang,
) -> Result<MeView, Error> {
    transaction(pool, |conn| view_in(conn, who, requested, fallback))
}

fn view_in(
    conn: &mut Tx<'_>,
    who: &PlayerCaller,
    requested: Option<Lang>,
    fallback: Lang,
) -> Result<MeView, Error> {
    let t = find_tournament(conn, &who.tournament_id)?;
    let language = t.language.as_deref().and_then(Lang::from_code);
    let lang = requested.or(language).unwrap_or(fallback);
    let status = t.status;
    let state = TournamentState::load(conn, t)?;
    let me = state.player(&who.player_id)?.clone();
    let history = engine_bridge::history(&state, None)?;

    // The latest round the public sees: a round still `pairing` is the
    // organizer's draft.
    let current = state
        .rounds
        .iter()
        .rev()
        .find(|r| r.stage() != Stage::Pairing);
    let names = super::state::names_of(&state.players);
    let round = current
        .map(|r| -> Result<MeRound, Error> {
            let seat = r
                .pairings
                .iter()
                .find(|p| p.player_a == me.id || p.player_b.as_deref() == Some(me.id.as_str()));
            let table = seat
                .map(|p| super::state::pairing_to_api(p, &names))
                .transpose()?;
            let (opponent, result) = match &table {
                Some(p) if *p.player_a.id == *me.id => (p.player_b.clone(), p.result),
                Some(p) => (
                    Some(p.player_a.clone()),
                    p.result.map(MatchResult::mirrored),
                ),
                None => (None, None),
            };
            Ok(MeRound {
                number: r.number(),
                kind: r.kind(),
                state: r.stage(),
                table: table.as_ref().filter(|p| !p.bye).map(|p| p.table),
                bye: table.as_ref().is_some_and(|p| p.bye),
                opponent,
                result,
                report: None,
                clock: None,
            })
        })
        .transpose()?;
    let mut round = round;
    if let Some(r) = round.as_mut() {
        // The match's reports (slice R, RULES.md §12).
        r.report = super::reports::my_match(conn, &who.tournament_id, &who.player_id)?;
        // The clock as on `GET …/rounds/{n}` (RULES.md §13).
        r.clock = super::clock::of_round(conn, &who.tournament_id, r.number)?;
    }

    // The public standings (as `GET …/standings`): Swiss order, the final
    // places once a top cut exists.
    let computed = standings::compute(&history, &StandingsOptions::default())
        .map_err(|e| engine_errors::standings_error(&e))?;
    let fin = super::standings::final_standings(&state, &history, &computed, None)?;
    let table = StandingsResponse::with_final(&history, &computed, fin.as_ref());
    let of = super::state::count(table.standings.len())?;
    let standing = table
        .standings
        .iter()
        .find(|e| e.player_id == me.id)
        .map(|e| MeStanding {
            after_round: table.after_round,
            rank: e.rank,
            final_rank: e.final_rank.flatten(),
            match_points: e.match_points,
            wins: e.wins,
            losses: e.losses,
            draws: e.draws,
            byes: e.byes,
            of,
        });

    // The "why" in words: this table's reasons, and the ties with the
    // neighbours in the standings.
    let pairing_why = match round.as_ref() {
        Some(r) if r.table.is_some() || r.bye => {
            super::explain::PairedRecord::load(conn, &state, r.number)?
                .explain(&history, r.number, lang)
                .map(|e| {
                    let mut lines: Vec<String> = e
                        .tables
                        .into_iter()
                        .filter(|t| {
                            t.player_a.id == me.id
                                || t.player_b.as_ref().is_some_and(|b| b.id == me.id)
                        })
                        .flat_map(|t| t.reasons.into_iter().map(|r| r.text))
                        .collect();
                    // Once, after the table's reasons (RULES.md §6).
                    lines.extend(e.corrected_after_pairing.map(|c| c.text));
                    lines
                })
                // An explanation the engine cannot give leaves the page
                // without it, not without the table.
                .unwrap_or_default()
        }
        _ => Vec::new(),
    };
    let ties = explain::explain_standings(&history, &computed);
    let rank_why = StandingsExplanationResponse::new(&history, computed.after_round, &ties, lang)
        .ties
        .into_iter()
        .filter(|t| t.upper.id == me.id || t.lower.id == me.id)
        .map(|t| t.text)
        .collect();

    // The opponents behind the OMW%: the Swiss rounds the standings
    // count, byes skipped (RULES.md §3).
    let my_idx = history.index_of(&me.id);
    let opponents = my_idx
        .map(|idx| {
            history
                .rounds()
                .iter()
                .filter(|r| r.kind == RoundKind::Swiss && r.number <= computed.after_round)
                .filter_map(|r| {
                    r.pairings.iter().find_map(|p| match p.player_b {
                        Some(b) if p.player_a == idx => Some((r.number, b)),
                        Some(b) if b == idx => Some((r.number, p.player_a)),
                        _ => None,
                    })
                })
                .filter_map(|(round, o)| {
                    let row = computed.row(o)?;
                    let p = history.player(o);
                    Some(MeOpponent {
                        round,
                        opponent: PlayerRef {
                            id: p.id.as_str().into(),
                            name: p.name.as_str().into(),
                        },
                        mw: row.mw,
                    })
                })
                .collect()
        })
        .unwrap_or_default();

    // The cut line, only while the last planned Swiss round is played:
    // before it, "out" or "locked" would speak of one round of several.
    let planned = state
        .tournament
        .planned_rounds
        .and_then(|p| u32::try_from(p).ok());
    let size = state
        .tournament
        .top_cut
        .and_then(|c| u32::try_from(c).ok())
        .filter(|c| *c > 0);
    let cut = match (size, &round) {
        (Some(size), Some(r))
            if r.kind == RoundKind::Swiss
                && r.state != Stage::Completed
                && planned == Some(r.number) =>
        {
            // No advice (a size the engine refuses, say) leaves the page
            // without it, not without the seat.
            super::topcut::cut_line_of(&state, false, size)
                .ok()
                .and_then(|c| c.players.into_iter().find(|e| e.player_id == me.id))
                .map(|e| MeCut {
                    size,
                    status: e.status,
                })
        }
        _ => None,
    };

    // After the finish nothing is left to do; during the top cut a
    // player who is out of it has nothing to drop from (RULES.md §8).
    let engine_status = state.tournament.status;
    let finished = engine_status == EngineStatus::Finished;
    let out_of_playoff =
        engine_status == EngineStatus::TopCut && out_of_playoff(&state, &me.id, standing.as_ref());
    let can_drop = !finished && !out_of_playoff && me.dropped_after_round.is_none();
    let champion = if finished {
        let first = table
            .standings
            .iter()
            .find(|e| e.final_rank == Some(Some(1)))
            .or_else(|| table.standings.iter().find(|e| e.rank == 1));
        first.map(|e| PlayerRef {
            id: e.player_id.as_str().into(),
            name: e.name.as_str().into(),
        })
    } else {
        None
    };

    let shown = crate::service::views::display_names(
        state
            .players
            .iter()
            .map(|p| (p.id.as_str(), p.name.as_str())),
    );

    Ok(MeView {
        shown,
        can_drop,
        out_of_playoff,
        champion,
        tournament: MeTournament {
            id: state.tournament.id.clone(),
            name: state.tournament.name.clone(),
            status,
            language,
            self_reporting: state.tournament.self_reporting,
            event: crate::service::details::EventLine::of(&state.tournament.details),
        },
        player: MePlayer {
            dropped: me.dropped_after_round.is_some(),
            dropped_after_round: me.dropped_after_round.and_then(|d| u32::try_from(d).ok()),
            id: me.id,
            name: me.name,
        },
        standing,
        round,
        pairing_why,
        rank_why,
        opponents,
        cut,
        lang,
    })
}

/// During the top cut: whether player `pid` is out of it, their place
/// decided, or not seated in the latest playoff round, or seated there and
/// beaten (RULES.md §8).
fn out_of_playoff(state: &TournamentState, pid: &str, standing: Option<&MeStanding>) -> bool {
    if standing.is_some_and(|s| s.final_rank.is_some()) {
        return true;
    }
    let Some(latest) = state
        .rounds
        .iter()
        .rev()
        .find(|r| r.kind() == planesforge_engine::RoundKind::Playoff)
    else {
        return false;
    };
    let Some(seat) = latest
        .pairings
        .iter()
        .find(|p| p.player_a == pid || p.player_b.as_deref() == Some(pid))
    else {
        return true;
    };
    let (Some(w), Some(l)) = (seat.wins, seat.losses) else {
        return false;
    };
    // Playoff results have no draws: stored from `player_a`'s side.
    if seat.player_a == pid { w < l } else { l < w }
}

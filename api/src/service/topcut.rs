//! The top cut and the playoff (RULES.md §8) and the cut-line advice
//! (RULES.md §10). The bracket itself is the engine's
//! ([`planesforge_engine::topcut`]); this module stores it as playoff rounds.
//!
//! Storage: the cut is the first playoff round. Its tables are the first
//! round of the bracket in bracket order (table `k` is match `k` of
//! [`first_round_pairs`]), so the seeds are read back from it: the cut size
//! is twice its table count and seed `s` is the player seated as seed `s`.
//! Later playoff rounds are the winners in bracket order, higher seed as
//! `player_a`. Their pairings are never changed by hand (no re-pair, no
//! swap), so the bracket can always be rebuilt from the rounds.
//!
//! Drops (RULES.md §8: the opponent of a player who drops during the
//! playoff advances): a dropped player seated in a playoff match without a
//! result loses it 2–0 by forfeit, recorded at once — when the player is
//! dropped while the match exists, or when the next playoff round is created
//! for a winner who dropped in between (the player then stays seated in
//! that round, `dropped_after_round` becoming its number, RULES.md §6).

use serde_json::json;

use planesforge_engine::cutline::{
    CutLineAdvice, CutLinePlayer, CutLineStatus, NextSeat, cut_line_advice,
};
use planesforge_engine::standings::{self, StandingsOptions};
use planesforge_engine::topcut::{
    Bracket, CutError, PlayoffOutcome, first_round_pairs, is_valid_cut_size, validate_cut,
};

use crate::detail;
use crate::service::Code;
use crate::service::caller::Caller;
use crate::service::engine_errors;
use crate::service::error::Error;
use crate::service::tx::Tx;
use crate::service::views::audit::AuditAction;
use crate::service::views::payloads;
use crate::service::views::rounds::{
    CutLineEntry, CutLineView, MatchResult, PlayoffMatchView, PlayoffRoundView, Round, Seed,
    TopCutCreated, TopCutView, Warning,
};
use crate::store::models::{PairingRow, RoundRow};
use crate::store::{DbConnection, DbPool};
use planesforge_engine::lifecycle::Command;

use super::lifecycle;
use super::state::{RoundState, TournamentState, player_ref, result_of, table_record};
use super::{audit, engine_bridge, find_tournament, is_owner, lock_owned, transaction};
use planesforge_engine::RoundKind;
use planesforge_engine::lifecycle::RoundState as Stage;

fn inconsistent(what: impl std::fmt::Display) -> Error {
    Error::Internal(format!("stored playoff is inconsistent: {what}"))
}

/// 409 for playoff rounds that do not form a bracket (only possible for an
/// imported tournament document whose playoff was run elsewhere).
/// `what` is a technical note (English) inside the localized sentence:
/// stored rounds that no bracket explains.
pub(crate) fn not_a_bracket(what: impl std::fmt::Display) -> Error {
    Error::new(
        Code::PlayoffNotABracket,
        detail!("error-playoff-not-a-bracket", problem = what.to_string()),
    )
}

/// The playoff rounds, in order.
fn playoff_rounds(state: &TournamentState) -> Vec<&RoundState> {
    state
        .rounds
        .iter()
        .filter(|r| r.kind() == RoundKind::Playoff)
        .collect()
}

/// The real tables of a round in table order.
fn tables(r: &RoundState) -> Vec<&PairingRow> {
    let mut t: Vec<&PairingRow> = r.pairings.iter().collect();
    t.sort_by_key(|p| p.table_number);
    t
}

/// The cut as stored: size and seeds (player ids, seed `s` at `s - 1`).
struct Cut {
    size: u32,
    seeds: Vec<String>,
}

impl Cut {
    fn seed_of(&self, pid: &str) -> Result<u32, Error> {
        self.seeds
            .iter()
            .position(|s| s == pid)
            .map(|i| i as u32 + 1)
            .ok_or_else(|| not_a_bracket(format!("player {pid} is not a seed")))
    }
}

/// Reads the cut back from the first playoff round (see the module
/// documentation); `None` before the top cut.
fn load_cut(state: &TournamentState) -> Result<Option<Cut>, Error> {
    let Some(first) = playoff_rounds(state).first().copied() else {
        return Ok(None);
    };
    let t = tables(first);
    let size = 2 * t.len() as u32;
    let pairs = first_round_pairs(size).ok_or_else(|| not_a_bracket("bad first round"))?;
    let mut seeds = vec![String::new(); size as usize];
    for ((a, b), row) in pairs.iter().zip(&t) {
        let pb = row
            .player_b
            .clone()
            .ok_or_else(|| not_a_bracket("a bye in the playoff"))?;
        seeds[*a as usize - 1] = row.player_a.clone();
        seeds[*b as usize - 1] = pb;
    }
    Ok(Some(Cut { size, seeds }))
}

/// The winner of a stored playoff table, if it has a result.
fn winner_of(row: &PairingRow) -> Option<String> {
    match (row.wins, row.losses) {
        (Some(w), Some(l)) if w > l => Some(row.player_a.clone()),
        (Some(w), Some(l)) if w < l => row.player_b.clone(),
        _ => None,
    }
}

/// Rebuilds the engine bracket from the completed playoff rounds.
fn bracket(state: &TournamentState, cut: &Cut) -> Result<Bracket, Error> {
    let mut bracket = Bracket::new(cut.size).map_err(not_a_bracket)?;
    for r in playoff_rounds(state) {
        if r.stage() != Stage::Completed {
            break;
        }
        let expected: Vec<(u32, u32)> = bracket
            .current_round()
            .unwrap_or_default()
            .iter()
            .map(|m| (m.seed_a, m.seed_b))
            .collect();
        let mut outcomes = Vec::new();
        let mut stored = Vec::new();
        for row in tables(r) {
            let b = row.player_b.as_deref().unwrap_or_default();
            stored.push((cut.seed_of(&row.player_a)?, cut.seed_of(b)?));
            let w = winner_of(row).ok_or_else(|| not_a_bracket("a playoff draw"))?;
            outcomes.push(PlayoffOutcome::Winner(cut.seed_of(&w)?));
        }
        if stored != expected {
            return Err(not_a_bracket(format!(
                "round {} does not pair the winners in bracket order",
                r.number()
            )));
        }
        bracket.record_round(&outcomes).map_err(not_a_bracket)?;
    }
    Ok(bracket)
}

fn seed_view(state: &TournamentState, cut: &Cut, seed: u32) -> Result<Seed, Error> {
    let pid = &cut.seeds[seed as usize - 1];
    let p = state.player(pid)?;
    Ok(Seed {
        seed,
        player_id: pid.clone(),
        name: p.name.clone(),
        dropped: p.dropped_after_round.is_some(),
    })
}

/// The bracket as served by `GET …/top-cut`.
fn view(state: &TournamentState, cut: &Cut, owner: bool) -> Result<TopCutView, Error> {
    let stored = playoff_rounds(state);
    let first_warnings = match stored.first() {
        Some(r) => r.warnings()?,
        None => Vec::new(),
    };
    let mut rounds_view = Vec::new();
    let mut champion = None;
    let total_rounds = cut.size.trailing_zeros();
    for (i, r) in stored.iter().enumerate() {
        if !owner && r.stage() == Stage::Pairing {
            continue;
        }
        let mut matches = Vec::new();
        for row in tables(r) {
            let pb = row
                .player_b
                .clone()
                .ok_or_else(|| not_a_bracket("a bye in the playoff"))?;
            let winner = winner_of(row);
            let forfeit = match &winner {
                Some(w) => {
                    let loser = if *w == row.player_a {
                        &pb
                    } else {
                        &row.player_a
                    };
                    state.player(loser)?.dropped_after_round == Some(r.row.number)
                        && matches!(
                            (row.wins, row.losses),
                            (Some(2), Some(0)) | (Some(0), Some(2))
                        )
                        && row.draws == Some(0)
                }
                None => false,
            };
            matches.push(PlayoffMatchView {
                table: row.table_number as u32,
                seed_a: cut.seed_of(&row.player_a)?,
                seed_b: cut.seed_of(&pb)?,
                player_a: player_ref(&row.player_a, &r.names),
                player_b: player_ref(&pb, &r.names),
                result: result_of(row)?,
                winner,
                forfeit,
            });
        }
        if i as u32 + 1 == total_rounds
            && r.stage() == Stage::Completed
            && let Some(w) = matches.first().and_then(|m| m.winner.clone())
        {
            champion = Some(seed_view(state, cut, cut.seed_of(&w)?)?);
        }
        rounds_view.push(PlayoffRoundView {
            round: r.number(),
            stage: i as u32 + 1,
            state: r.stage(),
            matches,
        });
    }
    Ok(TopCutView {
        size: cut.size,
        total_rounds,
        finished: champion.is_some(),
        seeds: (1..=cut.size)
            .map(|s| seed_view(state, cut, s))
            .collect::<Result<_, _>>()?,
        rounds: rounds_view,
        champion,
        warnings: first_warnings,
    })
}

fn cut_error(e: CutError) -> Error {
    engine_errors::cut_error(&e)
}

/// Inserts playoff round `n` with `pairs` (player ids, higher seed first).
fn insert_round(
    conn: &mut Tx<'_>,
    tid: &str,
    n: u32,
    pairs: &[(String, String)],
    warnings: &[Warning],
) -> Result<Vec<PairingRow>, Error> {
    let created_at = conn.now();
    crate::store::rounds::insert_round(
        conn,
        &RoundRow {
            tournament_id: tid.to_owned(),
            number: n as i32,
            kind: RoundKind::Playoff,
            state: Stage::Pairing,
            warnings: serde_json::to_string(warnings)?,
            created_at,
            published_at: None,
            completed_at: None,
        },
    )?;
    let rows: Vec<PairingRow> = pairs
        .iter()
        .enumerate()
        .map(|(i, (a, b))| PairingRow {
            tournament_id: tid.to_owned(),
            round_number: n as i32,
            table_number: i as i32 + 1,
            player_a: a.clone(),
            player_b: Some(b.clone()),
            wins: None,
            losses: None,
            draws: None,
            double_loss: false,
        })
        .collect();
    crate::store::rounds::insert_tables(conn, &rows)?;
    Ok(rows)
}

fn reload(conn: &mut DbConnection, tid: &str) -> Result<TournamentState, Error> {
    let t = find_tournament(conn, tid)?;
    TournamentState::load(conn, t)
}

/// The top `size` of the `active` players in the Swiss standings after
/// round `last`, best first: the seeds of the cut.
fn seeds(
    state: &TournamentState,
    active: &[&str],
    size: u32,
    last: u32,
) -> Result<Vec<String>, Error> {
    let history = engine_bridge::history(state, None)?;
    let standings = standings::compute(
        &history,
        &StandingsOptions {
            after_round: Some(last),
            ..StandingsOptions::default()
        },
    )
    .map_err(inconsistent)?;
    Ok(standings
        .rows
        .iter()
        .map(|row| history.player(row.player).id.clone())
        .filter(|id| active.contains(&id.as_str()))
        .take(size as usize)
        .collect())
}

/// Whether the top cut of `tid` may be created now: the lifecycle's
/// decision that [`create`] takes (the Swiss part is over, no cut yet),
/// without writing. The console shows its form only then.
pub fn may_create(pool: &DbPool, tid: &str) -> Result<bool, Error> {
    super::with_conn(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let state = TournamentState::load(conn, t)?;
        let snapshot = lifecycle::snapshot(&state)?;
        Ok(lifecycle::decide(&snapshot, &Command::CreateCut).is_ok())
    })
}

/// `POST …/top-cut`: validates the size (RULES.md §8), seeds the top `size`
/// active players of the final Swiss standings and creates the first
/// playoff round (state `pairing`). The Swiss part is finished when its
/// latest round is completed and, when the tournament plans a number of
/// rounds, that many have been played.
pub fn create(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    size: u32,
) -> Result<TopCutCreated, Error> {
    transaction(pool, |conn| {
        let t = lock_owned(conn, tid, caller)?;
        let state = TournamentState::load(conn, t)?;
        let snapshot = lifecycle::snapshot(&state)?;
        let decision = match lifecycle::decide(&snapshot, &Command::CreateCut) {
            // The size's own problems first (RULES.md §8), as before.
            Err(e) if e.code() == Code::SwissUnfinished => None,
            other => Some(other?),
        };
        let active: Vec<&str> = state
            .players
            .iter()
            .filter(|p| p.dropped_after_round.is_none())
            .map(|p| p.id.as_str())
            .collect();
        let swiss_finished = snapshot.swiss_finished();
        let warnings: Vec<Warning> = validate_cut(size, active.len() as u32, swiss_finished)
            .map_err(cut_error)?
            .iter()
            .map(|w| Warning {
                code: w.code().to_owned(),
                table: None,
                message: w.to_string(),
            })
            .collect();
        let decision = decision.ok_or_else(|| inconsistent("cut accepted on unfinished Swiss"))?;
        let last = state.latest().map_or(0, RoundState::number);
        let seeds = seeds(&state, &active, size, last)?;
        let pairs: Vec<(String, String)> = first_round_pairs(size)
            .ok_or_else(|| inconsistent("size"))?
            .iter()
            .map(|&(a, b)| (seeds[a as usize - 1].clone(), seeds[b as usize - 1].clone()))
            .collect();
        let n = last + 1;
        insert_round(conn, tid, n, &pairs, &warnings)?;
        audit::record(
            conn,
            tid,
            caller,
            AuditAction::TopCutCreated,
            Some(n),
            json!({ "size": size, "seeds": seeds, "warnings": warnings }),
        )?;
        crate::store::topcut::set_top_cut(conn, tid, size as i32)?;
        let state = reload(conn, tid)?;
        let cut = load_cut(&state)?.ok_or_else(|| inconsistent("no cut after creation"))?;
        let created = TopCutCreated {
            bracket: view(&state, &cut, true)?,
            round: super::clock::attach(conn, &state.tournament.id, state.round(n)?.to_api()?)?,
            warnings,
        };
        let bracket = payloads::TopCutCreated {
            bracket: created.bracket.clone(),
        };
        lifecycle::apply(
            conn,
            caller,
            &state.tournament,
            Some(n),
            &decision,
            true,
            // `round.created` (the cut's first round) carries that round,
            // the default.
            |_, e| Ok((e == lifecycle::Event::TopCutCreated).then(|| bracket.clone().into())),
        )?;
        Ok(created)
    })
}

/// The next playoff round, called by `POST …/rounds` when the latest round
/// is a completed playoff round: winners advance in bracket order. 409
/// `tournament_finished` after the final.
pub fn next_round(
    conn: &mut Tx<'_>,
    caller: &Caller,
    state: &TournamentState,
) -> Result<Round, Error> {
    let tid = state.tournament.id.clone();
    let cut = load_cut(state)?.ok_or_else(|| inconsistent("no cut"))?;
    let bracket = bracket(state, &cut)?;
    let Some(matches) = bracket.current_round() else {
        return Err(Error::new(
            Code::TournamentFinished,
            detail!("error-tournament-finished"),
        ));
    };
    let pairs: Vec<(String, String)> = matches
        .iter()
        .map(|m| {
            (
                cut.seeds[m.seed_a as usize - 1].clone(),
                cut.seeds[m.seed_b as usize - 1].clone(),
            )
        })
        .collect();
    let n = state.latest().map_or(1, |r| r.number() + 1);
    let rows = insert_round(conn, &tid, n, &pairs, &[])?;
    audit::record(
        conn,
        &tid,
        caller,
        AuditAction::RoundCreated,
        Some(n),
        json!({ "after": rows.iter().map(table_record).collect::<Result<Vec<_>, _>>()? }),
    )?;
    apply_forfeits(conn, caller, &tid, n)?;
    let round = reload(conn, &tid)?.round(n)?.to_api()?;
    super::clock::attach(conn, &tid, round)
}

/// Records a 2–0 forfeit against every dropped player seated without a
/// result in playoff round `n` (RULES.md §8: the opponent advances); such
/// a player's `dropped_after_round` becomes `n`. If both players of a match
/// dropped, the higher seed is recorded as the winner. Completes the round
/// when it is published and nothing is missing any more.
pub fn apply_forfeits(conn: &mut Tx<'_>, caller: &Caller, tid: &str, n: u32) -> Result<(), Error> {
    let state = reload(conn, tid)?;
    let round = state.round(n)?.clone();
    if round.kind() != RoundKind::Playoff {
        return Ok(());
    }
    let mut changed = false;
    for row in &round.pairings {
        changed |= forfeit(conn, caller, &state, n, row)?;
    }
    if changed && round.stage() == Stage::Published {
        complete_after_forfeits(conn, caller, tid, n)?;
    }
    Ok(())
}

/// Records the forfeit on table `row` of playoff round `n` when it has no
/// result and a player dropped (see [`apply_forfeits`]); whether it did.
fn forfeit(
    conn: &mut Tx<'_>,
    caller: &Caller,
    state: &TournamentState,
    n: u32,
    row: &PairingRow,
) -> Result<bool, Error> {
    let Some(pb) = &row.player_b else {
        return Ok(false);
    };
    if row.wins.is_some() {
        return Ok(false);
    }
    let dropped =
        |pid: &str| -> Result<bool, Error> { Ok(state.player(pid)?.dropped_after_round.is_some()) };
    let (a_out, b_out) = (dropped(&row.player_a)?, dropped(pb)?);
    if !a_out && !b_out {
        return Ok(false);
    }
    let tid = state.tournament.id.as_str();
    let (wins, losses) = if b_out { (2, 0) } else { (0, 2) };
    let loser = if b_out { pb } else { &row.player_a };
    crate::store::rounds::set_result(
        conn,
        tid,
        n as i32,
        row.table_number,
        crate::store::rounds::StoredResult {
            wins,
            losses,
            draws: 0,
            double_loss: false,
        },
    )?;
    for pid in [&row.player_a, pb] {
        if state
            .player(pid)?
            .dropped_after_round
            .is_some_and(|d| d < n as i32)
        {
            crate::store::topcut::set_dropped_after_round(conn, pid, n as i32)?;
        }
    }
    audit::record(
        conn,
        tid,
        caller,
        AuditAction::PlayoffForfeit,
        Some(n),
        json!({
            "table": row.table_number,
            "dropped": loser,
            "result": MatchResult::games(wins as u32, losses as u32, 0),
        }),
    )?;
    Ok(true)
}

/// After forfeits were recorded in published round `n`: the forfeits are
/// entered results, so the state machine decides as for the last of them
/// (the round completes when none is missing).
fn complete_after_forfeits(
    conn: &mut Tx<'_>,
    caller: &Caller,
    tid: &str,
    n: u32,
) -> Result<(), Error> {
    let state = reload(conn, tid)?;
    let mut info = lifecycle::round_info(state.round(n)?)?;
    info.missing_results += 1;
    let decision = lifecycle::decide_on(
        &state,
        &Command::EnterResult {
            round: info,
            correction: false,
        },
    )?;
    lifecycle::apply(
        conn,
        caller,
        &state.tournament,
        Some(n),
        &decision,
        true,
        |_, e| {
            Ok((e == lifecycle::Event::StandingsUpdated).then(|| {
                payloads::ForfeitEntered {
                    round: n,
                    forfeit: true,
                }
                .into()
            }))
        },
    )
}

/// The champion of `state`'s top cut, once the final has a result.
pub fn champion(state: &TournamentState) -> Result<Option<Seed>, Error> {
    match load_cut(state)? {
        Some(cut) => Ok(view(state, &cut, true)?.champion),
        None => Ok(None),
    }
}

fn no_top_cut() -> Error {
    Error::new(Code::TopCutNotFound, detail!("error-top-cut-not-found"))
}

/// `GET …/top-cut`: 404 `top_cut_not_found` before the cut; once it
/// exists, its seeds for everyone and its rounds as any round's (in
/// `pairing` only for the owner).
pub fn get(pool: &DbPool, caller: Option<&Caller>, tid: &str) -> Result<TopCutView, Error> {
    bracket_sheet(pool, caller, tid).map(|sheet| sheet.bracket)
}

/// The bracket with the tournament's name, language and printed names,
/// for the poster and the wall screen: the same bracket and the same
/// refusal as [`get`] (404 `top_cut_not_found` before the cut). Once the
/// cut exists everyone sees its seeds; a playoff round in `pairing` only
/// its owner, as any round.
pub fn bracket_sheet(
    pool: &DbPool,
    caller: Option<&Caller>,
    tid: &str,
) -> Result<crate::service::views::BracketSheet, Error> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let owner = is_owner(&t, caller);
        let state = TournamentState::load(conn, t)?;
        // Visible as soon as it exists, as the tournament says `top_cut`:
        // its rounds follow the rule of every round (those in `pairing`
        // only for the owner; [`view`]).
        let cut = load_cut(&state)?.ok_or_else(no_top_cut)?;
        let bracket = view(&state, &cut, owner)?;
        let display = crate::service::views::display_names(
            state
                .players
                .iter()
                .map(|p| (p.id.as_str(), p.name.as_str())),
        );
        Ok(crate::service::views::BracketSheet {
            event: crate::service::details::EventLine::of(&state.tournament.details),
            tournament_name: state.tournament.name.clone(),
            language: state
                .tournament
                .language
                .as_deref()
                .and_then(crate::i18n::Lang::from_code),
            bracket,
            display,
        })
    })
}

fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// One English sentence from the advice's numbers.
fn reason(name: &str, a: &CutLineAdvice, size: u32, bye: bool) -> String {
    let c = size;
    let w = ordinal(a.worst_rank_win);
    let d = a.worst_rank_draw.map(ordinal).unwrap_or_default();
    let l = a.worst_rank_loss.map(ordinal).unwrap_or_default();
    let best = ordinal(a.best_rank);
    match a.status {
        CutLineStatus::Locked if bye => format!(
            "With the bye, {name} finishes at worst {w} on match points, inside the top {c}."
        ),
        CutLineStatus::Locked => format!(
            "Even with a loss, {name} finishes at worst {l} on match points, inside the top {c}."
        ),
        CutLineStatus::DrawIsSafe => format!(
            "A draw leaves {name} at worst {d} on match points, inside the top {c}; a loss could drop them to {l}."
        ),
        CutLineStatus::WinAndIn => format!(
            "A win puts {name} at worst {w} on match points, inside the top {c}; a draw could leave them {d}."
        ),
        CutLineStatus::TiebreakersDecide => format!(
            "Even a win can leave {name} {w} on match points; at best {best}, they need tiebreakers or other tables to go their way to make the top {c}."
        ),
        CutLineStatus::Out => format!(
            "Even in the best case {name} ranks {best} on match points, outside the top {c}."
        ),
    }
}

/// `GET …/cut-line?size=`: for the round about to be played — the latest
/// round while it is not completed (a round in `pairing` for the owner
/// only) — each seated player's status (RULES.md §10). 409
/// `no_round_to_advise` when there is no such round (none yet, or the
/// latest is completed: pair the next one first), 409 `top_cut_started`
/// once the playoff began, 422 `invalid_cut_size` for a size that is not a
/// power of two ≥ 2.
pub fn cut_line(
    pool: &DbPool,
    caller: Option<&Caller>,
    tid: &str,
    size: u32,
) -> Result<CutLineView, Error> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let owner = is_owner(&t, caller);
        let state = TournamentState::load(conn, t)?;
        cut_line_of(&state, owner, size)
    })
}

/// [`cut_line`] of a tournament already loaded (`owner`: whether the
/// reader owns it), for views that read more than the advice in one
/// transaction (the player's page).
pub(crate) fn cut_line_of(
    state: &TournamentState,
    owner: bool,
    size: u32,
) -> Result<CutLineView, Error> {
    if !is_valid_cut_size(size) {
        return Err(Error::new(
            Code::InvalidCutSize,
            detail!("error-cut-size", size = size),
        ));
    }
    let round = round_to_advise(state, owner)?;
    let n = round.number();
    let history = engine_bridge::history(state, Some(n))?;
    let before = standings::compute(
        &history,
        &StandingsOptions {
            after_round: Some(n - 1),
            ..StandingsOptions::default()
        },
    )
    .map_err(inconsistent)?;
    let (seated, input) = seats(round, &history, &before)?;
    let advice = cut_line_advice(&input, size).map_err(inconsistent)?;
    let mut players = Vec::with_capacity(seated.len());
    for (seat, (a, player)) in seated.into_iter().zip(advice.into_iter().zip(&input)) {
        players.push(entry(state, size, seat, &a, player.match_points)?);
    }
    Ok(CutLineView {
        round: n,
        size,
        players,
    })
}

/// The round the cut-line advice is for: the latest while it is not
/// completed (in `pairing` for the owner only). 409 `top_cut_started` once
/// the playoff began, `no_round_to_advise` otherwise.
fn round_to_advise(state: &TournamentState, owner: bool) -> Result<&RoundState, Error> {
    match state.latest() {
        Some(r) if r.kind() == RoundKind::Playoff => Err(Error::new(
            Code::TopCutStarted,
            detail!("error-cut-line-top-cut-started"),
        )),
        Some(r) if r.stage() != Stage::Completed && (owner || r.stage() != Stage::Pairing) => Ok(r),
        _ => Err(Error::new(
            Code::NoRoundToAdvise,
            detail!("error-no-round-to-advise"),
        )),
    }
}

/// A seated player: table, player id, opponent (none for the bye).
type Seat = (u32, String, Option<String>);

/// The seats of `round` in table order, `player_a` first, the bye last,
/// with what the engine's advice reads of each: match points before the
/// round (`before`) and the opponent's seat.
fn seats(
    round: &RoundState,
    history: &planesforge_engine::History,
    before: &standings::Standings,
) -> Result<(Vec<Seat>, Vec<CutLinePlayer>), Error> {
    let mp = |pid: &str| -> Result<u32, Error> {
        let idx = history
            .index_of(pid)
            .ok_or_else(|| inconsistent(format!("unknown player {pid}")))?;
        before
            .rows
            .iter()
            .find(|r| r.player == idx)
            .map(|r| r.match_points)
            .ok_or_else(|| inconsistent(format!("no standing for {pid}")))
    };
    let mut ordered: Vec<&PairingRow> = round.pairings.iter().collect();
    ordered.sort_by_key(|p| (p.player_b.is_none(), p.table_number));
    let mut seated: Vec<Seat> = Vec::new();
    let mut input = Vec::with_capacity(2 * ordered.len());
    for p in ordered {
        let table = p.table_number as u32;
        let i = seated.len();
        match &p.player_b {
            Some(b) => {
                seated.push((table, p.player_a.clone(), Some(b.clone())));
                seated.push((table, b.clone(), Some(p.player_a.clone())));
                input.push(CutLinePlayer {
                    match_points: mp(&p.player_a)?,
                    seat: NextSeat::Opponent(i + 1),
                });
                input.push(CutLinePlayer {
                    match_points: mp(b)?,
                    seat: NextSeat::Opponent(i),
                });
            }
            None => {
                seated.push((table, p.player_a.clone(), None));
                input.push(CutLinePlayer {
                    match_points: mp(&p.player_a)?,
                    seat: NextSeat::Bye,
                });
            }
        }
    }
    Ok((seated, input))
}

/// One player's advice as served.
fn entry(
    state: &TournamentState,
    size: u32,
    (table, pid, opp): Seat,
    a: &CutLineAdvice,
    match_points: u32,
) -> Result<CutLineEntry, Error> {
    let name = state.player(&pid)?.name.clone();
    Ok(CutLineEntry {
        reason: reason(&name, a, size, opp.is_none()),
        player_id: pid,
        name,
        table,
        match_points,
        opponent: opp,
        status: a.status,
        worst_rank_win: a.worst_rank_win,
        worst_rank_draw: a.worst_rank_draw,
        worst_rank_loss: a.worst_rank_loss,
        best_rank: a.best_rank,
    })
}

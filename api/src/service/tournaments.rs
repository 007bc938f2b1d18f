//! Tournaments: create, list, get, edit, finish, delete, import.

use crate::detail;
use crate::service::Code;
use crate::service::caller::Caller;
use crate::service::error::Error;
use crate::service::payloads;
use crate::service::views::players::{
    NewTournament, PageQuery, Recommendation, Tournament, TournamentImported, TournamentPage,
    TournamentPatch,
};
use crate::store::models::{
    NewTournament as NewRow, PairingRow, PlayerRow, RoundRow, TournamentRow,
};
use crate::store::{self, DbConnection, DbPool};

use planesforge_engine::lifecycle::{self, Command, RefusalCode, TopCut, TournamentStatus};

use super::lifecycle::Stage;
use super::state::TournamentState;
use super::{
    audit, engine_bridge, find_tournament, lock_owned, new_id, now, page_params, timestamp,
    transaction, valid_name,
};

/// Most Swiss rounds a tournament may plan, and may pair.
pub const MAX_PLANNED_ROUNDS: u32 = lifecycle::MAX_SWISS_ROUNDS;

fn planned_rounds(value: u32) -> Result<i32, Error> {
    if (1..=MAX_PLANNED_ROUNDS).contains(&value) {
        Ok(value as i32)
    } else {
        Err(super::lifecycle::refusal(
            RefusalCode::InvalidPlannedRounds { value },
        ))
    }
}

fn top_cut_setting(value: Option<u32>) -> Result<Option<i32>, Error> {
    match value {
        Some(v) if !lifecycle::valid_top_cut(v) => {
            Err(super::lifecycle::refusal(RefusalCode::InvalidTopCut {
                value: v,
            }))
        }
        Some(v) => Ok(Some(v as i32)),
        None => Ok(None),
    }
}

/// The `language` setting: one of the catalogue languages by its exact
/// code (`de`, not `DE` or `de-AT`), else `422 invalid_language`.
fn language_setting(value: Option<&str>) -> Result<Option<String>, Error> {
    value
        .map(|v| {
            crate::i18n::Lang::from_code(v)
                .map(|l| l.code().to_owned())
                .ok_or_else(|| {
                    let codes: Vec<&str> =
                        crate::i18n::Lang::ALL.iter().map(|l| l.code()).collect();
                    Error::new(
                        Code::InvalidLanguage,
                        detail!(
                            "error-invalid-language",
                            value = v,
                            codes = codes.join(", ")
                        ),
                    )
                })
        })
        .transpose()
}

/// `POST /api/v1/tournaments`
pub fn create(pool: &DbPool, caller: &Caller, input: NewTournament) -> Result<Tournament, Error> {
    let name = valid_name("tournament", &input.name)?;
    let planned_rounds = input.planned_rounds.map(planned_rounds).transpose()?;
    let top_cut = top_cut_setting(input.top_cut)?;
    let language = language_setting(input.language.as_deref())?;
    let details = super::details::tournament(&input.details, &Default::default(), "")?;
    let id = new_id();
    transaction(pool, |conn| {
        let created_at = conn.now();
        store::tournaments::insert(
            conn,
            &NewRow {
                id: id.clone(),
                organizer_id: caller.id.clone(),
                name,
                planned_rounds,
                version: 0,
                created_at,
                status: TournamentStatus::Registration,
                top_cut,
                language,
                details,
            },
        )?;
        let row = find_tournament(conn, &id)?;
        to_api(conn, &row)
    })
}

/// `GET /api/v1/tournaments/{tid}`
pub fn get(pool: &DbPool, tid: &str) -> Result<Tournament, Error> {
    transaction(pool, |conn| {
        let row = find_tournament(conn, tid)?;
        to_api(conn, &row)
    })
}

/// `GET /api/v1/tournaments`: oldest first, `limit` default 20, max 100.
pub fn list(pool: &DbPool, page: &PageQuery) -> Result<TournamentPage, Error> {
    let (limit, after) = page_params(page.limit, page.cursor.as_deref(), 20, 100)?;
    transaction(pool, |conn| {
        let rows = store::tournaments::page(conn, after, limit + 1)?;
        let more = rows.len() as i64 > limit;
        let rows = &rows[..rows.len().min(limit as usize)];
        let items = rows
            .iter()
            .map(|r| to_api(conn, r))
            .collect::<Result<Vec<_>, _>>()?;
        let next_cursor = if more {
            rows.last().map(|r| r.seq.to_string())
        } else {
            None
        };
        Ok(TournamentPage { items, next_cursor })
    })
}

/// The API shape, with counts, status and the engine's recommendation
/// (two queries: the players' drops, the rounds' numbers and states).
pub fn to_api(conn: &mut DbConnection, t: &TournamentRow) -> Result<Tournament, Error> {
    // Players see published rounds only; a round being paired is not yet
    // "current" (RULES.md §6).
    let (drops, current_round) =
        store::tournaments::drops_and_current_round(conn, &t.id, Stage::Pairing)?;
    let player_count = drops.len() as u32;
    let active_player_count = drops.iter().filter(|d| d.is_none()).count() as u32;
    Ok(Tournament {
        id: t.id.clone(),
        name: t.name.clone(),
        organizer_id: t.organizer_id.clone(),
        status: t.status,
        planned_rounds: t.planned_rounds.map(|p| p as u32),
        top_cut: t.top_cut.map(|c| c as u32),
        language: t.language.clone(),
        current_round: current_round.map_or(0, |n| n as u32),
        player_count,
        active_player_count,
        recommendation: recommendation(player_count),
        created_at: timestamp(t.created_at),
        self_reporting: t.self_reporting,
        details: super::details::shown(&t.details),
    })
}

/// The engine's recommendation for `players` players (RULES.md §7).
fn recommendation(players: u32) -> Recommendation {
    let r = engine_bridge::recommendation(players);
    Recommendation {
        swiss_rounds: r.swiss_rounds,
        swiss_rounds_with_draft_playoff: r.swiss_rounds_with_draft_playoff,
        top_cut: r.top_cut,
        min_rounds: r.min_rounds,
        comfortable_rounds: r.comfortable_rounds,
    }
}

/// `PATCH /api/v1/tournaments/{tid}`: name, planned rounds, intended top
/// cut, language of the printed sheets (RULES.md §6 "Edits"); each change
/// is decided by the state machine, audit-logged with before and after,
/// and announced as
/// `tournament.updated`. An empty patch changes nothing and is not logged.
pub fn update(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    patch: TournamentPatch,
) -> Result<Tournament, Error> {
    let name = patch
        .name
        .as_deref()
        .map(|n| valid_name("tournament", n))
        .transpose()?;
    let language = patch
        .language
        .as_ref()
        .map(|l| language_setting(l.as_deref()))
        .transpose()?;
    transaction(pool, |conn| {
        let t = lock_owned(conn, tid, caller)?;
        let state = TournamentState::load(conn, t.clone())?;
        let snapshot = super::lifecycle::snapshot(&state)?;
        let mut commands = Vec::new();
        if name.as_ref().is_some_and(|n| *n != t.name) {
            commands.push(Command::RenameTournament);
        }
        if let Some(p) = patch
            .planned_rounds
            .filter(|p| Some(*p as i32) != t.planned_rounds)
        {
            commands.push(Command::SetPlannedRounds(p));
        }
        if let Some(c) = patch.top_cut.filter(|c| c.map(|v| v as i32) != t.top_cut) {
            commands.push(Command::SetTopCut(TopCut::from_stored(c)));
        }
        if language.as_ref().is_some_and(|l| *l != t.language) {
            commands.push(Command::SetLanguage);
        }
        let details = super::details::tournament(&patch.details, &t.details, "")?;
        let details_changed = details != t.details;
        let self_reporting = patch.self_reporting.filter(|on| *on != t.self_reporting);
        if self_reporting.is_some() || details_changed {
            // A setting of the service like the language: the engine only
            // decides whether the tournament may still change.
            commands.push(Command::SetLanguage);
        }
        let mut decision = None;
        for c in &commands {
            decision = Some(super::lifecycle::decide(&snapshot, c)?);
        }
        let Some(decision) = decision else {
            return to_api(conn, &t);
        };
        let new_name = name.clone().unwrap_or_else(|| t.name.clone());
        let new_planned = patch.planned_rounds.map(|p| p as i32).or(t.planned_rounds);
        let new_cut = match patch.top_cut {
            Some(c) => c.map(|v| v as i32),
            None => t.top_cut,
        };
        let new_language = language.unwrap_or_else(|| t.language.clone());
        store::tournaments::update_settings(
            conn,
            tid,
            &new_name,
            new_planned,
            new_cut,
            new_language.as_deref(),
        )?;
        let new_self_reporting = self_reporting.unwrap_or(t.self_reporting);
        if self_reporting.is_some() {
            super::reports::set_self_reporting(conn, tid, new_self_reporting)?;
        }
        if details_changed {
            store::tournaments::set_details(conn, tid, &details)?;
        }
        let (before_details, after_details) = (
            super::details::shown(&t.details),
            super::details::shown(&details),
        );
        audit::record(
            conn,
            tid,
            caller,
            "tournament_updated",
            None,
            serde_json::json!({
                "before": {"name": t.name, "planned_rounds": t.planned_rounds, "top_cut": t.top_cut, "language": t.language, "self_reporting": t.self_reporting, "details": before_details},
                "after": {"name": new_name, "planned_rounds": new_planned, "top_cut": new_cut, "language": new_language, "self_reporting": new_self_reporting, "details": after_details},
            }),
        )?;
        let row = find_tournament(conn, tid)?;
        let out = to_api(conn, &row)?;
        let data = payloads::TournamentData {
            tournament: out.clone(),
        };
        super::lifecycle::apply(conn, caller, &row, None, &decision, true, |_, _| {
            Ok(Some(data.clone().into()))
        })?;
        Ok(out)
    })
}

/// `POST …/finish` (RULES.md §6 "Finishing"): after the Swiss rounds, for
/// a tournament that wants no top cut; sends `tournament.finished` with
/// the final standings.
pub fn finish(pool: &DbPool, caller: &Caller, tid: &str) -> Result<Tournament, Error> {
    transaction(pool, |conn| {
        let t = lock_owned(conn, tid, caller)?;
        let state = TournamentState::load(conn, t.clone())?;
        let decision = super::lifecycle::decide_on(&state, &Command::Finish)?;
        super::lifecycle::apply(conn, caller, &t, None, &decision, true, |_, _| Ok(None))?;
        let row = find_tournament(conn, tid)?;
        to_api(conn, &row)
    })
}

/// `POST …/reopen` (RULES.md §6 "Finished is final"): a finished
/// tournament returns to the state it finished from (`top_cut` when its
/// latest round is a playoff round, else `swiss`; derived by the engine),
/// so that corrections work again; finishing again (`finish`, or a
/// correction of the final's result) sends a new `tournament.finished`
/// with the final standings derived again. Audit-logged
/// `tournament_reopened`; event `tournament.reopened`. 409
/// `tournament_not_finished` for a tournament that is not finished.
pub fn reopen(pool: &DbPool, caller: &Caller, tid: &str) -> Result<Tournament, Error> {
    transaction(pool, |conn| {
        // Not `lock_owned`: that one refuses a finished tournament.
        let t = super::lock_tournament(conn, tid)?;
        super::require_owner(&t, caller)?;
        let state = TournamentState::load(conn, t.clone())?;
        let decision = super::lifecycle::decide_on(&state, &Command::Reopen)?;
        super::lifecycle::store_status(conn, &t, &decision)?;
        super::audit::record(
            conn,
            tid,
            caller,
            "tournament_reopened",
            None,
            serde_json::json!({ "before": t.status, "after": decision.status }),
        )?;
        let row = find_tournament(conn, tid)?;
        let out = to_api(conn, &row)?;
        let data = payloads::TournamentData {
            tournament: out.clone(),
        };
        super::lifecycle::emit(conn, &row, None, &decision, true, |_, _| {
            Ok(Some(data.clone().into()))
        })?;
        Ok(out)
    })
}

/// `DELETE /api/v1/tournaments/{tid}` (RULES.md §6 "Edits"): the
/// tournament with its rounds, players, audit log and pending webhook
/// deliveries; `tournament.deleted` is queued first (to the organizer's
/// endpoints for all tournaments: those registered for this one go with
/// it).
pub fn delete(pool: &DbPool, caller: &Caller, tid: &str) -> Result<(), Error> {
    transaction(pool, |conn| {
        let t = lock_owned(conn, tid, caller)?;
        let state = TournamentState::load(conn, t.clone())?;
        let decision = super::lifecycle::decide_on(&state, &Command::Delete)?;
        let tournament = to_api(conn, &t)?;
        super::webhooks::discard_pending(conn, tid)?;
        super::lifecycle::apply(conn, caller, &t, None, &decision, true, |_, _| {
            Ok(Some(
                payloads::TournamentData {
                    tournament: tournament.clone(),
                }
                .into(),
            ))
        })?;
        Ok(store::tournaments::delete(conn, tid)?)
    })
}

/// `POST /api/v1/tournaments/import`: a tournament document (the book: [The tournament document](/book/en/integration.html#tournament-document),
/// format /1, /2 or /3) becomes a new tournament owned by the caller. The
/// engine validates the whole document first
/// ([`planesforge_engine::validate`]: every Swiss round seats exactly its
/// active players, at most one bye, the playoff is the bracket, round
/// states agree with the results, …), so nothing is written unless all of
/// it is consistent; a refusal is `422` with the engine's code and the
/// `location` (round, table, field). Player ids are replaced by new ones;
/// rounds keep their tables, results and states (/1: `completed` when
/// every result is in, else `published`), the tournament its
/// `planned_rounds`. Missed rounds need no storage: they are the Swiss
/// rounds a registered player is not seated in, which the stored pairings
/// keep. The status is what the rounds say (RULES.md §6,
/// [`lifecycle::status_of`]). A /3 document's settings and round clocks
/// (RULES.md §12, §13) are stored too ([`super::document_v3::import`]);
/// an older document gets the defaults.
pub fn import(
    pool: &DbPool,
    caller: &Caller,
    key: &crate::service::codes::CodeKey,
    text: &str,
    lang: crate::i18n::Lang,
) -> Result<TournamentImported, Error> {
    let (doc, record) = parse_document(text)?;
    let (name, names) = importable_names(&record)?;
    let language = super::document_v3::language(&record)?;
    // What the store keeps (format /4), checked as the API checks it.
    let (details, player_details) = super::details::from_document(&doc)?;
    let id = new_id();
    let created_at = now();
    let mut rows = ImportRows::new(&record, &id, created_at, names);
    // The document's players are the history's, in the same order.
    for (row, (external_id, metadata)) in rows.players.iter_mut().zip(player_details) {
        row.external_id = external_id;
        row.metadata = metadata;
    }
    // Every imported player gets a code (RULES.md §12), shown in this
    // answer only.
    let codes = super::players::give_codes(key, &mut rows.players)?;
    let added: Vec<(&str, &str)> = rows
        .players
        .iter()
        .map(|r| (r.id.as_str(), r.name.as_str()))
        .collect();
    let warnings = super::duplicate_name_warnings([], &added, lang);
    transaction(pool, |conn| {
        store::tournaments::insert(
            conn,
            &NewRow {
                id: id.clone(),
                organizer_id: caller.id.clone(),
                name,
                // 1..=30 (checked by the engine).
                planned_rounds: record.planned_rounds.map(|p| p as i32),
                version: 0,
                created_at,
                status: rows.status,
                top_cut: record.top_cut.map(|c| c as i32),
                // Format /3's settings (older formats: none).
                language,
                details,
            },
        )?;
        store::tournaments::insert_history(conn, &rows.players, &rows.rounds, &rows.pairings)?;
        super::document_v3::import(conn, &id, &record)?;
        audit::record(
            conn,
            &id,
            caller,
            "tournament_imported",
            None,
            serde_json::json!({
                "players": rows.players.len(),
                "rounds": rows.rounds.len(),
                "planned_rounds": record.planned_rounds,
                "top_cut": record.top_cut,
                "settings": record.settings,
                "round_clocks": record.round_clocks.iter().filter(|c| c.is_some()).count(),
            }),
        )?;
        let row = find_tournament(conn, &id)?;
        Ok(TournamentImported {
            tournament: to_api(conn, &row)?,
            warnings,
            codes,
        })
    })
}

/// The document as a validated record: the caps first (they need no
/// validation), then the engine's whole check (located refusals).
fn parse_document(
    text: &str,
) -> Result<
    (
        planesforge_engine::TournamentDocument,
        planesforge_engine::TournamentRecord,
    ),
    Error,
> {
    use planesforge_engine::RoundKind;
    use planesforge_engine::TournamentDocument;

    let located =
        |e: planesforge_engine::DocumentError| crate::service::engine_errors::document_error(&e);
    let doc = TournamentDocument::parse(text).map_err(located)?;
    super::players::check_player_cap(0, doc.players.len())?;
    let swiss = doc
        .rounds
        .iter()
        .filter(|r| r.kind == RoundKind::Swiss)
        .count();
    if swiss > MAX_PLANNED_ROUNDS as usize {
        return Err(Error::new(
            Code::TooManyRounds,
            crate::detail!(
                "error-document-too-many-rounds",
                swiss = swiss,
                max = MAX_PLANNED_ROUNDS
            ),
        ));
    }
    // A round clock may hold no instant later than now (RULES.md §13),
    // give or take the difference between the exporting server's clock and
    // ours: a tournament moved in the middle of a round must not be refused
    // for a clock a few seconds ahead.
    let record = doc
        .to_record_at(Some(super::clock::millis(now()) + IMPORT_CLOCK_SKEW_MS))
        .map_err(located)?;
    Ok((doc, record))
}

/// How far ahead of this server's clock an imported instant may be.
const IMPORT_CLOCK_SKEW_MS: i64 = 5 * 60 * 1000;

/// What the service adds to the engine's checks: table numbers that fit
/// the database, and names as every name is checked (the tournament's,
/// then each player's).
fn importable_names(
    record: &planesforge_engine::TournamentRecord,
) -> Result<(String, Vec<String>), Error> {
    let history = &record.history;
    let name = valid_name("tournament", &record.name)?;
    if let Some((r, p)) = history.rounds().iter().find_map(|r| {
        r.pairings
            .iter()
            .find(|p| i32::try_from(p.table).is_err())
            .map(|p| (r.number, p.table))
    }) {
        return Err(Error::new(
            Code::InvalidTable,
            detail!("error-table-number-too-large", round = r, table = p),
        ));
    }
    let names = history
        .players()
        .iter()
        .enumerate()
        .map(|(i, p)| {
            valid_name("player", &p.name).map_err(|e| {
                Error::new(
                    Code::InvalidName,
                    detail!("error-in-players-entry", index = i, error = e.detail()),
                )
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok((name, names))
}

/// The rows of an imported tournament, and the status its rounds put it in
/// (RULES.md §6, [`lifecycle::status_of`]). Player ids are new; rounds keep
/// their tables, results and states.
struct ImportRows {
    players: Vec<PlayerRow>,
    rounds: Vec<RoundRow>,
    pairings: Vec<PairingRow>,
    status: TournamentStatus,
}

impl ImportRows {
    fn new(
        record: &planesforge_engine::TournamentRecord,
        tid: &str,
        created_at: chrono::NaiveDateTime,
        names: Vec<String>,
    ) -> ImportRows {
        let history = &record.history;
        let players: Vec<PlayerRow> = history
            .players()
            .iter()
            .zip(names)
            .enumerate()
            .map(|(i, (p, name))| PlayerRow {
                id: new_id(),
                tournament_id: tid.to_owned(),
                position: i as i32,
                name,
                dropped_after_round: p.dropped_after_round.map(|d| d as i32),
                created_at,
                code_hash: None,
                code_nonce: None,
                external_id: None,
                metadata: None,
            })
            .collect();
        let mut rounds = Vec::new();
        let mut pairings = Vec::new();
        let mut infos = Vec::new();
        for (r, state) in history.rounds().iter().zip(&record.round_states) {
            let (row, info, tables) = import_round(r, *state, tid, created_at, &players);
            rounds.push(row);
            infos.push(info);
            pairings.extend(tables);
        }
        let status = lifecycle::status_of(
            &infos,
            record.planned_rounds,
            TopCut::from_stored(record.top_cut),
        );
        ImportRows {
            players,
            rounds,
            pairings,
            status,
        }
    }
}

/// The rows of one imported round: the round, what the state machine needs
/// to know of it, and its tables (player ids from `players`, in the
/// document's order).
fn import_round(
    r: &planesforge_engine::Round,
    state: Stage,
    tid: &str,
    created_at: chrono::NaiveDateTime,
    players: &[PlayerRow],
) -> (RoundRow, lifecycle::RoundInfo, Vec<PairingRow>) {
    let (published_at, completed_at) = match state {
        Stage::Pairing => (None, None),
        Stage::Published => (Some(created_at), None),
        Stage::Completed => (Some(created_at), Some(created_at)),
    };
    let row = RoundRow {
        tournament_id: tid.to_owned(),
        number: r.number as i32,
        kind: r.kind,
        state,
        warnings: "[]".to_owned(),
        created_at,
        published_at,
        completed_at,
    };
    let real = r.pairings.iter().filter(|p| p.player_b.is_some());
    let info = lifecycle::RoundInfo {
        number: r.number,
        kind: r.kind,
        state,
        tables: real.clone().count() as u32,
        missing_results: real.filter(|p| p.result.is_none()).count() as u32,
    };
    let tables = r
        .pairings
        .iter()
        .map(|p| PairingRow {
            tournament_id: tid.to_owned(),
            round_number: r.number as i32,
            table_number: p.table as i32,
            player_a: players[p.player_a.get()].id.clone(),
            player_b: p.player_b.map(|b| players[b.get()].id.clone()),
            wins: p.result.map(|x| x.wins() as i32),
            losses: p.result.map(|x| x.losses() as i32),
            draws: p.result.map(|x| x.draws() as i32),
            double_loss: p.result.is_some_and(|x| x.is_double_loss()),
        })
        .collect();
    (row, info, tables)
}

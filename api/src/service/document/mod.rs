//! The tournament document (the book: [The tournament
//! document](/book/en/integration.html#tournament-document)): the export
//! ([`export`]) and the import ([`import`]) of the current format, and
//! what the document holds beyond the history, the tournament's settings
//! and the round clocks ([`settings`]).
//!
//! The document itself, its formats and its validation are the engine's
//! ([`planesforge_engine::document`]): an older document (formats /1 to
//! /3) is upgraded there step by step, /1 → /2 → /3 → /4, each step adding
//! the members the next format has at their defaults, so that the import
//! here reads the current format only.

pub mod settings;

use planesforge_engine::lifecycle::{self, TopCut, TournamentStatus};
use planesforge_engine::standings::{self, StandingsOptions};
use planesforge_engine::{TournamentDocument, TournamentRecord};

use crate::detail;
use crate::service::Code;
use crate::service::caller::Caller;
use crate::service::error::Error;
use crate::service::lifecycle::Stage;
use crate::service::state::{RoundState, TournamentState};
use crate::service::tournaments::{MAX_PLANNED_ROUNDS, to_api};
use crate::service::views::audit::AuditAction;
use crate::service::views::players::TournamentImported;
use crate::service::{
    audit, engine_bridge, find_tournament, is_owner, new_id, now, transaction, valid_name,
};
use crate::store::models::{NewTournament as NewRow, PairingRow, PlayerRow, RoundRow};
use crate::store::{self, DbPool};

/// `GET …/export`: the tournament document in the current format
/// ([`planesforge_engine::document::FORMAT`]). Rounds still being paired
/// are included for the owner only. Beyond the history it carries
/// `planned_rounds`, each round's state, each player's missed rounds
/// (RULES.md §11: the Swiss rounds they were registered in but not seated
/// in, as the stored pairings show) and `top_cut` (until the tournament
/// stores its intended cut: the size of the bracket when one exists, else
/// `null`), the tournament's settings and each round's own clock (RULES.md
/// §12, §13; [`settings`]), and what the store keeps about the event and
/// its players. What the import reads back unchanged.
pub fn export(
    pool: &DbPool,
    caller: Option<&Caller>,
    tid: &str,
) -> Result<TournamentDocument, Error> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        let owner = is_owner(&t, caller);
        let state = TournamentState::load(conn, t)?;
        let before = match state.latest() {
            Some(r) if r.stage() == Stage::Pairing && !owner => Some(r.number()),
            _ => None,
        };
        let history = engine_bridge::history(&state, before)?;
        let mut record = TournamentRecord::derived(&state.tournament.name, history);
        record.planned_rounds = state
            .tournament
            .planned_rounds
            .and_then(|p| u32::try_from(p).ok());
        let exported = state
            .rounds
            .iter()
            .filter(|r| before.is_none_or(|b| r.number() < b));
        record.round_states = exported.clone().map(|r| r.stage()).collect();
        record.top_cut = state.tournament.top_cut.and_then(|c| u32::try_from(c).ok());
        record.settings = settings::settings(conn, &state.tournament)?;
        let exported: Vec<&RoundState> = exported.collect();
        record.round_clocks = settings::round_clocks(conn, tid, &exported)?;
        let mut doc = TournamentDocument::from_record(&record);
        // What the store keeps about the event and its players (format /4).
        crate::service::details::into_document(&mut doc, &state.tournament.details, &state.players);
        // The final places (RULES.md §8) as `GET …/standings` shows them.
        let history = &record.history;
        let swiss = standings::compute(history, &StandingsOptions::default())
            .map_err(|e| Error::Internal(format!("standings of the export: {e}")))?;
        if let Some(fin) =
            crate::service::standings::final_standings(&state, history, &swiss, None)?
        {
            for row in &fin.rows {
                // The document lists the players in the history's order.
                let id = &history.player(row.player).id;
                if let Some(p) = doc
                    .players
                    .get_mut(row.player.get())
                    .filter(|p| &p.id == id)
                {
                    p.final_rank = row.place;
                }
            }
        }
        Ok(doc)
    })
}

/// `POST /api/v1/tournaments/import`: a tournament document of any
/// importable format ([`planesforge_engine::document::FORMATS`]; an older
/// one comes upgraded to the current one) becomes a new tournament owned
/// by the caller. The
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
/// [`lifecycle::status_of`]). The settings and round clocks (RULES.md
/// §12, §13) are stored too ([`settings::import`]); a document older than
/// /3 has the defaults.
pub fn import(
    pool: &DbPool,
    caller: &Caller,
    key: &crate::service::codes::CodeKey,
    text: &str,
    lang: crate::i18n::Lang,
) -> Result<TournamentImported, Error> {
    caller.require(crate::service::caller::Scope::Full)?;
    let (doc, record) = parse_document(text)?;
    let (name, names) = importable_names(&record)?;
    let language = settings::language(&record)?;
    // What the store keeps (format /4), checked as the API checks it.
    let (details, player_details) = crate::service::details::from_document(&doc)?;
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
    let codes = crate::service::players::give_codes(key, &mut rows.players)?;
    let added: Vec<(&str, &str)> = rows
        .players
        .iter()
        .map(|r| (r.id.as_str(), r.name.as_str()))
        .collect();
    let warnings = crate::service::duplicate_name_warnings([], &added, lang);
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
        settings::import(conn, &id, &record)?;
        audit::record(
            conn,
            &id,
            caller,
            AuditAction::TournamentImported,
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
    crate::service::players::check_player_cap(0, doc.players.len())?;
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
        .to_record_at(Some(
            crate::service::clock::millis(now()) + IMPORT_CLOCK_SKEW_MS,
        ))
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

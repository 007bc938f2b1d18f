//! Players: registration (single and bulk, all or nothing), list, get,
//! rename, drop, re-admission (RULES.md §6, §11). A change of the field
//! while the latest round is `pairing` re-pairs that round at once, so it
//! always covers exactly the active players; the swaps it discards are
//! listed in the response (`manual_changes_discarded`) and the audit log.

use planesforge_engine::lifecycle::Command;
use serde_json::json;

use crate::detail;
use crate::i18n::Lang;
use crate::service::caller::Caller;
use crate::service::codes::{self, CodeKey};
use crate::service::error::Error;
use crate::service::tx::Tx;
use crate::service::views::audit::AuditAction;
use crate::service::views::payloads;
use crate::service::views::players::{
    BulkPlayers, IssuedCode, ManualChange, NewPlayer, PageQuery, Player, PlayerCreated, PlayerList,
    PlayerPage, PlayerPatch, PlayerWarning,
};
use crate::service::{Code, Kind};
use crate::store::models::PlayerRow;
use crate::store::{self, DbConnection, DbPool};
use crate::worker::Event;

use super::state::{RoundState, TournamentState};
use super::{
    audit, find_tournament, lock_owned, new_id, page_params, rounds, transaction, valid_name,
};
use planesforge_engine::RoundKind;
use planesforge_engine::lifecycle::RoundState as Stage;

/// Most players a bulk registration may carry.
pub const MAX_BULK: usize = 4096;
/// Most players a tournament may hold (dropped players count). Pairing
/// this many takes a few hundredths of a second; the largest paper events
/// ever run were smaller.
pub const MAX_PLAYERS: usize = 8192;

/// `422 too_many_players` unless `existing + adding` fits [`MAX_PLAYERS`].
pub fn check_player_cap(existing: usize, adding: usize) -> Result<(), Error> {
    if existing + adding > MAX_PLAYERS {
        return Err(Error::new(
            Code::TooManyPlayers,
            crate::detail!(
                "error-too-many-players",
                max = MAX_PLAYERS,
                existing = existing,
                adding = adding
            ),
        ));
    }
    Ok(())
}

/// Gives each of `rows` (not yet stored) a new code (RULES.md §12): the
/// rows get its hash and nonce, the answer the codes themselves, which
/// only the registering organizer is shown.
pub fn give_codes(key: &CodeKey, rows: &mut [PlayerRow]) -> Result<Vec<IssuedCode>, Error> {
    rows.iter_mut()
        .map(|row| {
            let new = codes::issue(key, &row.tournament_id, &row.id)?;
            row.code_hash = Some(new.hash);
            row.code_nonce = Some(new.nonce);
            Ok(IssuedCode {
                player_id: row.id.clone(),
                name: row.name.clone(),
                code: new.code,
            })
        })
        .collect()
}

/// A player to register, checked: the name, the store's own id and
/// metadata (stored form).
pub struct Registration {
    pub name: String,
    pub external_id: Option<String>,
    pub metadata: Option<String>,
}

/// `input` checked ([`valid_name`], [`super::details::player`]; a
/// refused `external_id` or `metadata` named after `prefix`).
fn registration(input: &NewPlayer, prefix: &str) -> Result<Registration, Error> {
    let name = valid_name("player", &input.name)?;
    let (external_id, metadata) = super::details::player(
        Some(&input.external_id.clone()),
        Some(&input.metadata.clone()),
        (&None, &None),
        prefix,
    )?;
    Ok(Registration {
        name,
        external_id,
        metadata,
    })
}

fn insert_players(
    conn: &mut Tx<'_>,
    key: &CodeKey,
    tid: &str,
    names: Vec<Registration>,
) -> Result<(Vec<PlayerRow>, Vec<IssuedCode>), Error> {
    let (last, existing) = store::players::last_position_and_count(conn, tid)?;
    let existing = usize::try_from(existing)
        .map_err(|_| Error::Internal(format!("player count {existing} does not fit")))?;
    check_player_cap(existing, names.len())?;
    let first = last.map_or(0, |p| p + 1);
    let created_at = conn.now();
    let mut rows: Vec<PlayerRow> = names
        .into_iter()
        .zip(first..)
        .map(|(r, position)| PlayerRow {
            id: new_id(),
            tournament_id: tid.to_owned(),
            position,
            name: r.name,
            dropped_after_round: None,
            created_at,
            code_hash: None,
            code_nonce: None,
            external_id: r.external_id,
            metadata: r.metadata,
        })
        .collect();
    let issued = give_codes(key, &mut rows)?;
    store::players::insert(conn, &rows)?;
    Ok((rows, issued))
}

/// The latest round re-paired because the field changed while it was
/// `pairing` (RULES.md §6), and the manual changes that re-pair discarded.
struct Repaired {
    round: u32,
    discarded: Vec<ManualChange>,
}

impl Repaired {
    fn fields(repaired: Option<&Repaired>) -> (Option<u32>, Option<Vec<ManualChange>>) {
        match repaired {
            Some(r) => (Some(r.round), Some(r.discarded.clone())),
            None => (None, None),
        }
    }
}

/// The latest round when it is a Swiss round still `pairing`: the round a
/// change of the field re-pairs (RULES.md §6 "The field changes while
/// pairing"). Playoff rounds follow the bracket and are never re-paired.
fn pairing_round(state: &TournamentState) -> Option<u32> {
    state
        .latest()
        .filter(|r| r.stage() == Stage::Pairing && r.kind() != RoundKind::Playoff)
        .map(|r| r.number())
}

/// Re-pairs round `n` on the state as now stored, so it covers exactly
/// the active players (RULES.md §6), with `reason` in the audit log.
fn repair_now(
    conn: &mut Tx<'_>,
    caller: &Caller,
    tid: &str,
    n: u32,
    reason: &str,
) -> Result<Repaired, Error> {
    let t = find_tournament(conn, tid)?;
    let state = TournamentState::load(conn, t)?;
    let discarded = rounds::repair_in_tx(conn, caller, &state, n, reason)?;
    Ok(Repaired {
        round: n,
        discarded,
    })
}

/// Registers `names` (already checked): stores them, re-pairs a round in
/// `pairing` (RULES.md §6; audit-logged as `round_repaired` and
/// `player_added`) and sends `player.added`.
fn add_players(
    conn: &mut Tx<'_>,
    caller: &Caller,
    key: &CodeKey,
    tid: &str,
    names: Vec<Registration>,
    lang: Lang,
) -> Result<PlayerList, Error> {
    let t = lock_owned(conn, tid, caller)?;
    super::lifecycle::decide_on_row(&t, &Command::AddPlayer)?;
    let before = existing_names(conn, tid)?;
    let (rows, issued) = insert_players(conn, key, tid, names)?;
    let warnings = name_warnings(&before, &rows, lang);
    // Only the latest round's row is needed to know whether to re-pair.
    let last = store::players::latest_round(conn, tid)?;
    let latest = last.as_ref().and_then(|r| u32::try_from(r.number).ok());
    let pairing = last
        .filter(|r| r.state == Stage::Pairing && r.kind != RoundKind::Playoff)
        .and_then(|r| u32::try_from(r.number).ok());
    let repaired = match pairing {
        Some(n) => Some(repair_now(
            conn,
            caller,
            tid,
            n,
            AuditAction::PlayerAdded.as_str(),
        )?),
        None => None,
    };
    let (repaired_round, manual_changes_discarded) = Repaired::fields(repaired.as_ref());
    let players: Vec<Player> = rows.iter().map(Player::from).collect();
    let detail = payloads::PlayerAdded {
        players,
        repaired_round,
        manual_changes_discarded: manual_changes_discarded.clone(),
    };
    if repaired.is_some() {
        // A registration changes a round only here: the audit log says
        // which players caused the re-pair and what it discarded.
        let entry = serde_json::to_value(&detail)?;
        audit::record(conn, tid, caller, AuditAction::PlayerAdded, latest, entry)?;
    }
    let players = detail.players.clone();
    super::webhooks::enqueue(conn, &t, Event::PlayerAdded, detail)?;
    // The codes join the answer after the event and the audit entry were
    // made from `players`: neither ever holds a code.
    let players = players
        .into_iter()
        .zip(issued)
        .map(|(mut p, c)| {
            p.code = Some(c.code);
            p
        })
        .collect();
    Ok(PlayerList {
        players,
        repaired_round,
        manual_changes_discarded,
        warnings,
    })
}

/// The names of the players of `tid` registered so far.
fn existing_names(conn: &mut DbConnection, tid: &str) -> Result<Vec<String>, Error> {
    Ok(store::players::names(conn, tid)?)
}

/// `duplicate_name` warnings for `rows` (just inserted) against `before`.
fn name_warnings(before: &[String], rows: &[PlayerRow], lang: Lang) -> Vec<PlayerWarning> {
    let added: Vec<(&str, &str)> = rows
        .iter()
        .map(|r| (r.id.as_str(), r.name.as_str()))
        .collect();
    super::duplicate_name_warnings(before.iter().map(String::as_str), &added, lang)
}

/// `POST …/players`. A player added after round 1 was paired gets a
/// missed round for each Swiss round already paired (RULES.md §11); one
/// added while the latest round is `pairing` is paired into it at once
/// (the round is re-paired, RULES.md §6).
/// A name already in the tournament (ignoring case) is registered with a
/// `duplicate_name` warning.
pub fn create(
    pool: &DbPool,
    caller: &Caller,
    key: &CodeKey,
    tid: &str,
    input: NewPlayer,
    lang: Lang,
) -> Result<PlayerCreated, Error> {
    let registration = registration(&input, "")?;
    transaction(pool, |conn| {
        let list = add_players(conn, caller, key, tid, vec![registration], lang)?;
        let mut player = list
            .players
            .into_iter()
            .next()
            .ok_or_else(|| Error::Internal("no player inserted".into()))?;
        player.repaired_round = list.repaired_round;
        player.manual_changes_discarded = list.manual_changes_discarded;
        Ok(PlayerCreated {
            player,
            warnings: list.warnings,
        })
    })
}

/// `POST …/players/bulk`: every name is checked before anything is written;
/// one bad entry refuses the whole request. As [`create`] for late entry
/// and a round in `pairing` (re-paired once for the whole list).
/// Names already taken (in the tournament or earlier in the list) get
/// `duplicate_name` warnings.
pub fn create_bulk(
    pool: &DbPool,
    caller: &Caller,
    key: &CodeKey,
    tid: &str,
    input: BulkPlayers,
    lang: Lang,
) -> Result<PlayerList, Error> {
    if input.players.is_empty() || input.players.len() > MAX_BULK {
        return Err(Error::new(
            Code::InvalidBody,
            detail!(
                "error-bulk-size",
                max = MAX_BULK,
                count = input.players.len()
            ),
        ));
    }
    let names = input
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            registration(p, &format!("players[{i}].")).map_err(|e| match e {
                Error::Refused {
                    code,
                    detail,
                    location: None,
                } if code.kind() == Some(Kind::Invalid) => Error::new(
                    code,
                    detail!("error-in-players-entry", index = i, error = detail),
                ),
                other => other,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    transaction(pool, |conn| {
        add_players(conn, caller, key, tid, names, lang)
    })
}

/// `GET …/players/{pid}` (public).
pub fn get(pool: &DbPool, tid: &str, pid: &str) -> Result<Player, Error> {
    transaction(pool, |conn| {
        find_tournament(conn, tid)?;
        Ok(Player::from(&load_player(conn, tid, pid)?))
    })
}

/// Player `pid` of tournament `tid`, or 404 `player_not_found`.
fn load_player(conn: &mut DbConnection, tid: &str, pid: &str) -> Result<PlayerRow, Error> {
    store::players::find(conn, tid, pid)?.ok_or_else(|| {
        Error::new(
            Code::PlayerNotFound,
            detail!("error-player-not-found", id = pid),
        )
    })
}

/// `PATCH …/players/{pid}` `{name, external_id, metadata}` (RULES.md §6
/// "Edits"): a new name is audit-logged `player_renamed` with before and
/// after and sent as `player.renamed`; a new `external_id` or `metadata`
/// (the store's own data, issue #23) is audit-logged `player_updated`,
/// with no event. What is the same again changes nothing and records
/// nothing.
pub fn rename(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    pid: &str,
    input: PlayerPatch,
) -> Result<Player, Error> {
    let name = input
        .name
        .as_deref()
        .map(|n| valid_name("player", n))
        .transpose()?;
    transaction(pool, |conn| {
        let t = lock_owned(conn, tid, caller)?;
        super::lifecycle::decide_on_row(&t, &Command::RenamePlayer)?;
        let mut player = load_player(conn, tid, pid)?;
        let (external_id, metadata) = super::details::player(
            input.external_id.as_ref(),
            input.metadata.as_ref(),
            (&player.external_id, &player.metadata),
            "",
        )?;
        if external_id != player.external_id || metadata != player.metadata {
            store::players::set_details(
                conn,
                tid,
                pid,
                external_id.as_deref(),
                metadata.as_deref(),
            )?;
            let before = Player::from(&player);
            player.external_id = external_id;
            player.metadata = metadata;
            let after = Player::from(&player);
            let detail = json!({
                "player": pid,
                "before": {"external_id": before.external_id, "metadata": before.metadata},
                "after": {"external_id": after.external_id, "metadata": after.metadata},
            });
            audit::record(conn, tid, caller, AuditAction::PlayerUpdated, None, detail)?;
        }
        let Some(name) = name.filter(|n| *n != player.name) else {
            return Ok(Player::from(&player));
        };
        store::players::rename(conn, tid, pid, &name)?;
        let before = std::mem::replace(&mut player.name, name);
        let detail = payloads::PlayerRenamed {
            player: pid.to_owned(),
            before,
            after: player.name.clone(),
        };
        let entry = serde_json::to_value(&detail)?;
        audit::record(conn, tid, caller, AuditAction::PlayerRenamed, None, entry)?;
        super::webhooks::enqueue(conn, &t, Event::PlayerRenamed, detail)?;
        Ok(Player::from(&player))
    })
}

/// `POST …/players/{pid}/readmit` (RULES.md §6 "Drops and re-admission"):
/// a dropped player is active again. A latest round still `pairing` is
/// re-paired with them; every Swiss round paired while they were dropped
/// is a missed round (RULES.md §11, derived from the seating). 409
/// `player_not_dropped` for an active player.
pub fn readmit(pool: &DbPool, caller: &Caller, tid: &str, pid: &str) -> Result<Player, Error> {
    transaction(pool, |conn| {
        let t = lock_owned(conn, tid, caller)?;
        super::lifecycle::decide_on_row(&t, &Command::ReadmitPlayer)?;
        let state = TournamentState::load(conn, t)?;
        let mut player = state.player(pid)?.clone();
        let Some(dropped_after_round) = player.dropped_after_round else {
            return Err(Error::new(
                Code::PlayerNotDropped,
                detail!("error-player-not-dropped", player = &player.name),
            ));
        };
        store::players::set_dropped_after(conn, tid, pid, None)?;
        player.dropped_after_round = None;
        let repaired = match pairing_round(&state) {
            Some(n) => Some(repair_now(
                conn,
                caller,
                tid,
                n,
                AuditAction::PlayerReadmitted.as_str(),
            )?),
            None => None,
        };
        let change = FieldChange {
            action: AuditAction::PlayerReadmitted,
            event: Event::PlayerReadmitted,
            audit_round: state.latest().map(RoundState::number),
            dropped_after_round: i64::from(dropped_after_round),
        };
        record_field_change(conn, caller, &state, &player, &change, repaired.as_ref())
    })
}

/// A drop or a re-admission, as the audit log and the event tell it.
struct FieldChange {
    action: AuditAction,
    event: Event,
    /// The round the audit entry names.
    audit_round: Option<u32>,
    /// The round after which the player dropped (or had dropped).
    dropped_after_round: i64,
}

/// Records `change` of `player` (as now stored) in the audit log, queues
/// its event, and returns the player with the re-pair it caused.
fn record_field_change(
    conn: &mut Tx<'_>,
    caller: &Caller,
    state: &TournamentState,
    player: &PlayerRow,
    change: &FieldChange,
    repaired: Option<&Repaired>,
) -> Result<Player, Error> {
    let tid = state.tournament.id.as_str();
    let (repaired_round, manual_changes_discarded) = Repaired::fields(repaired);
    let detail = payloads::PlayerFieldChanged {
        player: player.id.clone(),
        name: player.name.clone(),
        dropped_after_round: change.dropped_after_round,
        repaired_round,
        manual_changes_discarded: manual_changes_discarded.clone(),
    };
    audit::record(
        conn,
        tid,
        caller,
        change.action,
        change.audit_round,
        serde_json::to_value(&detail)?,
    )?;
    super::webhooks::enqueue(conn, &state.tournament, change.event, detail)?;
    let mut out = Player::from(player);
    out.repaired_round = repaired_round;
    out.manual_changes_discarded = manual_changes_discarded;
    Ok(out)
}

/// `GET …/players`: registration order, `limit` default 100, max 1000.
/// `?external_id=` keeps only the players with exactly that id (the
/// store's own, issue #23).
pub fn list(
    pool: &DbPool,
    tid: &str,
    page: &PageQuery,
    external_id: Option<&str>,
) -> Result<PlayerPage, Error> {
    let (limit, after) = page_params(page.limit, page.cursor.as_deref(), 100, 1000)?;
    let after = i32::try_from(after.max(i64::from(i32::MIN))).unwrap_or(i32::MAX);
    transaction(pool, |conn| {
        find_tournament(conn, tid)?;
        let rows = store::players::page(conn, tid, after, limit + 1, external_id)?;
        let more = rows.len() as i64 > limit;
        let rows = &rows[..rows.len().min(limit as usize)];
        Ok(PlayerPage {
            items: rows.iter().map(Player::from).collect(),
            next_cursor: if more {
                rows.last().map(|r| r.position.to_string())
            } else {
                None
            },
        })
    })
}

/// `POST …/players/{pid}/drop` (RULES.md §6): not paired from the next
/// round on. A player seated in a published round stays there for that
/// round (`dropped_after_round` = that round). A round still being paired
/// is not yet fixed: the player is dropped after the round before it, and
/// that round is re-paired without them.
pub fn drop_player(pool: &DbPool, caller: &Caller, tid: &str, pid: &str) -> Result<Player, Error> {
    transaction(pool, |conn| {
        let t = lock_owned(conn, tid, caller)?;
        drop_locked(conn, caller, t, pid)
    })
}

/// [`drop_player`] on tournament `t`, locked and checked by the caller's
/// transaction: also the player's own drop with their code
/// (`service::reports::self_drop`, RULES.md §12), `caller` being then the
/// player.
pub fn drop_locked(
    conn: &mut Tx<'_>,
    caller: &Caller,
    t: crate::store::models::TournamentRow,
    pid: &str,
) -> Result<Player, Error> {
    {
        let tid = t.id.clone();
        let tid = tid.as_str();
        super::lifecycle::decide_on_row(&t, &Command::DropPlayer)?;
        let state = TournamentState::load(conn, t)?;
        let mut player = state.player(pid)?.clone();
        if let Some(d) = player.dropped_after_round {
            return Err(Error::new(
                Code::PlayerAlreadyDropped,
                detail!(
                    "error-player-already-dropped",
                    player = &player.name,
                    round = d
                ),
            ));
        }
        let (after, repair) = drop_point(&state, pid);
        store::players::set_dropped_after(conn, tid, pid, Some(after as i32))?;
        player.dropped_after_round = Some(after as i32);
        // The round in `pairing` is re-paired without the player at once
        // (RULES.md §6); the swaps made to it are discarded and listed.
        let repaired = match repair {
            Some(n) => Some(repair_now(
                conn,
                caller,
                tid,
                n,
                AuditAction::PlayerDropped.as_str(),
            )?),
            None => None,
        };
        let change = FieldChange {
            action: AuditAction::PlayerDropped,
            event: Event::PlayerDropped,
            audit_round: Some(after),
            dropped_after_round: i64::from(after),
        };
        let out = record_field_change(conn, caller, &state, &player, &change, repaired.as_ref())?;
        if let Some(latest) = state.latest().filter(|r| r.kind() == RoundKind::Playoff) {
            super::topcut::apply_forfeits(conn, caller, tid, latest.number())?;
        }
        Ok(out)
    }
}

/// `DELETE …/players/{pid}` (RULES.md §6 "Removing a registration"): a
/// player never seated in a published round (a typo, a duplicate, a
/// no-show before round 1) is removed entirely: gone from every list,
/// count, standings and sheet. A latest Swiss round still `pairing` that
/// seats them is re-paired without them first, as for a drop (the
/// discarded swaps are listed). Audit-logged `player_removed`; event
/// `player.removed`. 409 `player_has_played` once they were seated in a
/// published round (drop them instead). Returns the player as they were,
/// with the re-pair it caused.
pub fn remove(pool: &DbPool, caller: &Caller, tid: &str, pid: &str) -> Result<Player, Error> {
    transaction(pool, |conn| {
        let t = lock_owned(conn, tid, caller)?;
        let state = TournamentState::load(conn, t)?;
        let player = state.player(pid)?.clone();
        let seats = |r: &RoundState| {
            r.pairings
                .iter()
                .any(|p| p.player_a == pid || p.player_b.as_deref() == Some(pid))
        };
        // A playoff round seats only players of the cut: never removable.
        let seated = state
            .rounds
            .iter()
            .any(|r| seats(r) && (r.stage() != Stage::Pairing || r.kind() == RoundKind::Playoff));
        let decision = super::lifecycle::decide_on(&state, &Command::RemovePlayer { seated })?;
        let repair = pairing_round(&state).filter(|&n| state.round(n).is_ok_and(seats));
        let repaired = match repair {
            Some(n) => {
                // Out of the field first, so that the re-pair leaves them out.
                store::players::set_dropped_after(conn, tid, pid, Some(n as i32 - 1))?;
                Some(repair_now(
                    conn,
                    caller,
                    tid,
                    n,
                    AuditAction::PlayerRemoved.as_str(),
                )?)
            }
            None => None,
        };
        store::players::delete(conn, tid, pid)?;
        let (repaired_round, manual_changes_discarded) = Repaired::fields(repaired.as_ref());
        let detail = payloads::PlayerRemoved {
            player: player.id.clone(),
            name: player.name.clone(),
            repaired_round,
            manual_changes_discarded: manual_changes_discarded.clone(),
        };
        audit::record(
            conn,
            tid,
            caller,
            AuditAction::PlayerRemoved,
            state.latest().map(RoundState::number),
            serde_json::to_value(&detail)?,
        )?;
        super::lifecycle::emit(conn, &state.tournament, None, &decision, true, |_, _| {
            Ok(Some(detail.clone().into()))
        })?;
        let mut out = Player::from(&player);
        out.repaired_round = repaired_round;
        out.manual_changes_discarded = manual_changes_discarded;
        Ok(out)
    })
}

/// The round after which player `pid` drops now, and the round in
/// `pairing` to re-pair without them. In the playoff nothing is re-paired:
/// a player seated in the latest playoff round stays there and forfeits a
/// missing result (RULES.md §8); see `topcut`.
fn drop_point(state: &TournamentState, pid: &str) -> (u32, Option<u32>) {
    let seated = |r: &RoundState| {
        r.pairings
            .iter()
            .any(|p| p.player_a == pid || p.player_b.as_deref() == Some(pid))
    };
    match state.latest() {
        None => (0, None),
        Some(r) if r.kind() == RoundKind::Playoff => {
            if r.stage() == Stage::Pairing && !seated(r) {
                (r.number() - 1, None)
            } else {
                (r.number(), None)
            }
        }
        Some(r) if r.stage() == Stage::Pairing => (r.number() - 1, Some(r.number())),
        Some(r) => (r.number(), None),
    }
}

/// `POST …/players/{pid}/code` (owner; RULES.md §12): a new code for the
/// player; the old one stops working with this commit, on every replica
/// (codes are looked up in the database, never cached). Refused once the
/// tournament is finished (409 `tournament_finished`, RULES.md §6
/// "Finished is final"; a code can then only read what is public anyway).
/// Audit-logged `player_code_rotated` (without the code); no event, since
/// nothing public changed.
pub fn rotate_code(
    pool: &DbPool,
    caller: &Caller,
    key: &CodeKey,
    tid: &str,
    pid: &str,
) -> Result<IssuedCode, Error> {
    transaction(pool, |conn| {
        lock_owned(conn, tid, caller)?;
        let player = load_player(conn, tid, pid)?;
        let new = codes::issue(key, tid, pid)?;
        store::players::set_code(conn, tid, pid, &new.hash, &new.nonce)?;
        let detail = json!({ "player": pid, "name": player.name });
        audit::record(
            conn,
            tid,
            caller,
            AuditAction::PlayerCodeRotated,
            None,
            detail,
        )?;
        Ok(IssuedCode {
            player_id: player.id,
            name: player.name,
            code: new.code,
        })
    })
}

/// One slip of the code slips sheet.
#[derive(Debug, Clone)]
pub struct CodeSlip {
    pub player_id: String,
    pub name: String,
    pub dropped: bool,
    /// The code derived again; `Err(SlipProblem)` when there is none to print.
    pub code: Result<String, SlipProblem>,
}

/// Why a slip has no code to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SlipProblem {
    /// Registered before codes existed: rotate to make one.
    NoCode,
    /// Made under another key (`PLANESFORGE_PLAYER_CODE_KEY` changed):
    /// rotate to make one that this server can print.
    OtherKey,
}

/// The code slips of tournament `tid` (owner): every player in
/// registration order with their code derived again from its nonce and
/// checked against the stored hash. A read: a player without a usable
/// code is reported, never given one here. With `only` (one player's slip,
/// for a late entry), that player must exist (`404 player_not_found`);
/// every slip still comes back, since how a name is printed depends on
/// the others' names.
pub fn code_slips(
    pool: &DbPool,
    caller: &Caller,
    key: &CodeKey,
    tid: &str,
    only: Option<&str>,
) -> Result<(crate::store::models::TournamentRow, Vec<CodeSlip>), Error> {
    transaction(pool, |conn| {
        let t = find_tournament(conn, tid)?;
        super::require_owner(&t, caller)?;
        // The slips carry the players' codes, which report results: not
        // for a `read` key (one in a browser, say).
        caller.require(crate::service::caller::Scope::Results)?;
        if let Some(pid) = only {
            load_player(conn, tid, pid)?;
        }
        let rows = store::players::all(conn, tid)?;
        let slips = rows
            .into_iter()
            .map(|r| {
                let code = match codes::recover(
                    key,
                    tid,
                    &r.id,
                    r.code_hash.as_deref(),
                    r.code_nonce.as_deref(),
                ) {
                    Ok(Some(code)) => Ok(code),
                    Ok(None) => Err(SlipProblem::NoCode),
                    Err(codes::OtherKey) => Err(SlipProblem::OtherKey),
                };
                CodeSlip {
                    player_id: r.id,
                    name: r.name,
                    dropped: r.dropped_after_round.is_some(),
                    code,
                }
            })
            .collect();
        Ok((t, slips))
    })
}

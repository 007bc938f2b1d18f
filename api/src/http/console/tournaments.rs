//! The list of tournaments, a new one, a tournament's page with its
//! players, and their code slips.

use super::rounds::state_word;
use super::*;
use crate::service::Code;
use crate::service::views::players::{PlayerPatch, TournamentPatch};

/// `templates/console/home.html`.
#[derive(Template)]
#[template(path = "console/home.html")]
struct HomePage {
    frame: Frame,
    rows: Vec<HomeRow>,
    filters: Vec<Filter>,
    /// The address of the next (older) page.
    older: Option<String>,
    message: Option<String>,
}

/// A tournament in the list, as shown.
struct HomeRow {
    id: String,
    name: String,
    status: String,
    players: u32,
    round: u32,
    created: String,
}

/// A status filter link of the list (`current`: the one shown).
struct Filter {
    href: String,
    label: String,
    current: bool,
}

/// `templates/console/new.html`.
#[derive(Template)]
#[template(path = "console/new.html")]
struct NewPage {
    frame: Frame,
    message: Option<String>,
    name: String,
}

impl NewPage {
    /// The languages of the sheets: (code, name in itself, chosen).
    fn languages(&self) -> Vec<(&'static str, &'static str, bool)> {
        self.frame.languages()
    }
}

/// `templates/console/tournament.html`.
#[derive(Template)]
#[template(path = "console/tournament.html")]
struct TournamentPage {
    frame: Frame,
    t: Tournament,
    status: String,
    /// Finished: the page offers reopening instead of finishing.
    finished: bool,
    /// The edit form's choices: top cut sizes (value, chosen) and the
    /// sheets' languages (code, name in itself, chosen).
    cuts: Vec<(String, bool)>,
    sheet_languages: Vec<(&'static str, &'static str, bool)>,
    /// The recommendation for the players registered, in words.
    recommended: String,
    players: Vec<Player>,
    /// Each round's number and state, in the reader's words.
    rounds: Vec<(u32, String)>,
    message: Option<String>,
    failed: bool,
    names: String,
}

/// `?status=` and `?before=` of the list.
#[derive(Debug, Deserialize)]
pub struct ListQuery {
    pub status: Option<String>,
    pub before: Option<i64>,
    pub done: Option<String>,
}

/// A status in the reader's words.
fn status_word(words: &Words, s: TournamentStatus) -> String {
    words.get(&format!("console-status-{}", s.as_str()))
}

/// `GET /console/`: the organizer's tournaments, newest first, with a
/// status filter; the sign-in page without a session.
pub async fn home(
    req: HttpRequest,
    query: web::Query<ListQuery>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let Console { caller, session } = me;
    let query = query.into_inner();
    let status = query.status.as_deref().and_then(TournamentStatus::parse);
    let pool = pool_of(&req)?;
    let c = caller.clone();
    let (tournaments, next) =
        blocking(move || service::console::my_tournaments(&pool, &c, status, query.before, PAGE))
            .await?;
    let frame = frame(&req, Some((&caller, &session)));
    let words = &frame.words;
    let message = match query.done.as_deref() {
        Some("deleted") => Some(words.get("console-deleted")),
        _ => None,
    };
    let mut filters = vec![Filter {
        href: "/console/".to_owned(),
        label: words.get("console-all"),
        current: status.is_none(),
    }];
    filters.extend(TournamentStatus::ALL.iter().map(|s| Filter {
        href: format!("/console/?status={}", s.as_str()),
        label: status_word(words, *s),
        current: status == Some(*s),
    }));
    let rows = tournaments
        .into_iter()
        .map(|t| HomeRow {
            status: status_word(words, t.status),
            created: t.created_at.get(..10).unwrap_or(&t.created_at).to_owned(),
            players: t.player_count,
            round: t.current_round,
            id: t.id,
            name: t.name,
        })
        .collect();
    let older = next.map(|n| match status {
        Some(s) => format!("/console/?before={n}&status={}", s.as_str()),
        None => format!("/console/?before={n}"),
    });
    let body = render(HomePage {
        frame,
        rows,
        filters,
        older,
        message,
    })?;
    Ok(html(HttpResponse::Ok(), console_lang(&req), body))
}

/// `GET /console/new`: the form of a new tournament.
pub async fn new(req: HttpRequest, me: Console) -> Result<HttpResponse, ApiError> {
    let Console { caller, session } = me;
    let body = render(NewPage {
        frame: frame(&req, Some((&caller, &session))),
        message: None,
        name: String::new(),
    })?;
    Ok(html(HttpResponse::Ok(), console_lang(&req), body))
}

/// The new tournament's form.
#[derive(Debug, Deserialize)]
pub struct NewForm {
    pub csrf: Option<String>,
    pub name: Option<String>,
    pub rounds: Option<String>,
    pub top_cut: Option<String>,
    pub language: Option<String>,
    pub format: Option<String>,
    pub starts_at: Option<String>,
    pub time_zone: Option<String>,
    pub location: Option<String>,
}

/// A number field: empty is `None`, anything else must be a whole number.
fn number(v: Option<String>) -> Result<Option<u32>, ()> {
    filled(v)
        .map(|s| s.parse::<u32>().map_err(|_| ()))
        .transpose()
}

fn filled(v: Option<String>) -> Option<String> {
    v.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty())
}

/// `POST /console/new`: creates the tournament (the API's use case) and
/// goes to its page; the form again with the reason when refused.
/// The most bytes of the import form's small fields (the CSRF token).
const FIELD_LIMIT: usize = 1024;

/// `POST /console/import`: a tournament document (a file exported before,
/// by the console or the API) becomes a new tournament of the organizer:
/// the API's import use case (validated whole, nothing written when it is
/// refused), its refusal shown on the new-tournament page. The form is
/// `multipart/form-data` with `csrf` and `document`; the document may be
/// as large as the API takes (16 MiB), every other field at most 1 KiB.
pub async fn import_submit(
    req: HttpRequest,
    mut form: actix_multipart::Multipart,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    use futures_util::TryStreamExt;
    let Console { caller, session } = me;
    let lang = console_lang(&req);
    let (mut csrf, mut document) = (Vec::new(), Vec::new());
    let too_large = || {
        ApiError::new(
            Code::PayloadTooLarge,
            crate::detail!(
                "error-body-too-large",
                limit = crate::http::error::DOCUMENT_LIMIT
            ),
        )
    };
    let malformed = |e: actix_multipart::MultipartError| {
        ApiError::new(
            Code::MalformedJson,
            crate::detail!("console-import-unreadable", reason = e.to_string()),
        )
    };
    while let Some(mut field) = form.try_next().await.map_err(malformed)? {
        let (into, limit) = match field.name() {
            Some("document") => (&mut document, crate::http::error::DOCUMENT_LIMIT),
            Some("csrf") => (&mut csrf, FIELD_LIMIT),
            // Anything else is read and dropped, within the small limit.
            _ => (&mut Vec::new(), FIELD_LIMIT),
        };
        while let Some(chunk) = field.try_next().await.map_err(malformed)? {
            if into.len() + chunk.len() > limit {
                return Err(too_large());
            }
            into.extend_from_slice(&chunk);
        }
    }
    if !form_ok(&req, &session, std::str::from_utf8(&csrf).ok()) {
        return refused(&req);
    }
    let failed = |message: String, status| -> Result<HttpResponse, ApiError> {
        let body = render(NewPage {
            frame: frame(&req, Some((&caller, &session))),
            message: Some(message),
            name: String::new(),
        })?;
        Ok(html(HttpResponse::build(status), lang, body))
    };
    let Ok(text) = String::from_utf8(document) else {
        return failed(
            Words(lang).get("error-body-not-utf8"),
            actix_web::http::StatusCode::BAD_REQUEST,
        );
    };
    if text.trim().is_empty() {
        return failed(
            Words(lang).get("console-import-empty"),
            actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
        );
    }
    let pool = pool_of(&req)?;
    let key = req
        .app_data::<web::Data<CodeKey>>()
        .cloned()
        .ok_or_else(|| ApiError::Internal("no code key".into()))?;
    let who = caller.clone();
    let done =
        web::block(move || service::document::import(&pool, &who, &key, &text, lang)).await?;
    match done {
        Ok(t) => Ok(see_other(&format!("/console/t/{}?done=imported", t.tournament.id)).finish()),
        Err(e) => failed(e.detail().render(lang), status_of(&e)),
    }
}

pub async fn new_submit(
    req: HttpRequest,
    form: web::Form<NewForm>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let Console { caller, session } = me;
    let form = form.into_inner();
    if !form_ok(&req, &session, form.csrf.as_deref()) {
        return refused(&req);
    }
    let lang = console_lang(&req);
    let name = form.name.clone().unwrap_or_default();
    let (Ok(planned_rounds), Ok(top_cut)) = (number(form.rounds), number(form.top_cut)) else {
        let body = render(NewPage {
            frame: frame(&req, Some((&caller, &session))),
            message: Some(Words(lang).get("console-not-a-number")),
            name,
        })?;
        return Ok(html(HttpResponse::UnprocessableEntity(), lang, body));
    };
    // `datetime-local` sends a wall-clock time, meant in the event's zone.
    let time_zone = filled(form.time_zone);
    let starts_at = match filled(form.starts_at) {
        None => None,
        Some(local) => match service::details::local_starts_at(&local, time_zone.as_deref()) {
            Ok(at) => Some(at),
            Err(e) => {
                let body = render(NewPage {
                    frame: frame(&req, Some((&caller, &session))),
                    message: Some(e.detail().render(lang)),
                    name,
                })?;
                return Ok(html(HttpResponse::build(status_of(&e)), lang, body));
            }
        },
    };
    let input = NewTournament {
        name: name.clone(),
        planned_rounds,
        top_cut,
        language: filled(form.language),
        details: service::details::DetailsInput {
            starts_at: starts_at.map(Some),
            time_zone: time_zone.map(Some),
            format: filled(form.format).map(Some),
            location: filled(form.location).map(Some),
            external_id: None,
            metadata: None,
        },
    };
    let pool = pool_of(&req)?;
    let c = caller.clone();
    match web::block(move || service::tournaments::create(&pool, &c, input)).await? {
        Ok(t) => Ok(see_other(&format!("/console/t/{}", t.id)).finish()),
        Err(e) => {
            let body = render(NewPage {
                frame: frame(&req, Some((&caller, &session))),
                message: Some(e.detail().render(lang)),
                name,
            })?;
            Ok(html(HttpResponse::build(status_of(&e)), lang, body))
        }
    }
}

/// `?done=` after a form of the tournament page.
#[derive(Debug, Deserialize)]
pub struct DoneQuery {
    pub done: Option<String>,
    pub n: Option<u32>,
    /// The player a player's form was about.
    pub who: Option<String>,
}

/// A tournament of the caller's, with its players and rounds.
pub(super) struct Own {
    t: Tournament,
    players: Vec<Player>,
    rounds: Vec<Round>,
}

pub(super) async fn own_tournament(
    req: &HttpRequest,
    caller: &Caller,
    tid: &str,
) -> Result<Option<Own>, ApiError> {
    let pool = pool_of(req)?;
    let (caller, tid) = (caller.clone(), tid.to_owned());
    blocking(move || {
        let Some(t) = service::console::own_tournament(&pool, &caller, &tid)? else {
            return Ok(None);
        };
        let page = service::views::players::PageQuery {
            limit: Some(1000),
            cursor: None,
        };
        let players = service::players::list(&pool, &tid, &page, None)?.items;
        let rounds = service::rounds::list(&pool, Some(&caller), &tid, Some(100), None)?.rounds;
        Ok::<_, service::Error>(Some(Own { t, players, rounds }))
    })
    .await
}

/// Whether tournament `tid` is the caller's (the check before a form's
/// write: only the tournament is read, not its players and rounds).
pub(super) async fn owns(req: &HttpRequest, caller: &Caller, tid: &str) -> Result<bool, ApiError> {
    let pool = pool_of(req)?;
    let (caller, tid) = (caller.clone(), tid.to_owned());
    blocking(move || service::console::own_tournament(&pool, &caller, &tid).map(|t| t.is_some()))
        .await
}

pub(super) fn tournament_page(
    req: &HttpRequest,
    caller: &Caller,
    session: &str,
    found: Own,
    status: actix_web::http::StatusCode,
    message: Option<(String, bool)>,
    names: String,
) -> Result<HttpResponse, ApiError> {
    let (message, failed) = message.map_or((None, false), |(m, f)| (Some(m), f));
    let frame = frame(req, Some((caller, session)));
    let rounds = found
        .rounds
        .iter()
        .map(|r| (r.number, state_word(&frame.words, r)))
        .collect();
    let body = render(TournamentPage {
        status: status_word(&frame.words, found.t.status),
        finished: found.t.status == TournamentStatus::Finished,
        cuts: [0u32, 2, 4, 8, 16, 32, 64]
            .into_iter()
            .map(|n| (n.to_string(), found.t.top_cut == Some(n)))
            .collect(),
        sheet_languages: crate::i18n::Lang::ALL
            .iter()
            .map(|l| {
                let chosen = found.t.language.as_deref() == Some(l.code());
                (l.code(), l.endonym(), chosen)
            })
            .collect(),
        recommended: frame.words.with(
            "console-recommended",
            &[
                ("players", found.t.active_player_count.to_string()),
                ("rounds", found.t.recommendation.swiss_rounds.to_string()),
                (
                    "cut",
                    found
                        .t
                        .recommendation
                        .top_cut
                        .map_or_else(|| "—".to_owned(), |c| c.to_string()),
                ),
            ],
        ),
        frame,
        t: found.t,
        players: found.players,
        rounds,
        message,
        failed,
        names,
    })?;
    Ok(html(HttpResponse::build(status), console_lang(req), body))
}

/// `GET /console/t/{tid}`: one tournament: its state, its players, and
/// registration. Another organizer's tournament is `404`, as unknown.
pub async fn tournament(
    req: HttpRequest,
    path: web::Path<String>,
    query: web::Query<DoneQuery>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let Console { caller, session } = me;
    let tid = path.into_inner();
    let Some(found) = own_tournament(&req, &caller, &tid).await? else {
        return not_found(&req, &caller, &session);
    };
    let words = Words(console_lang(&req));
    let message = match (query.done.as_deref(), query.n) {
        (Some("added"), Some(n)) => Some((words.num("console-players-added", "count", &n), false)),
        (Some("created"), _) => Some((words.get("console-created"), false)),
        (Some("imported"), _) => Some((words.get("console-imported"), false)),
        (Some("finish"), _) => Some((words.get("console-finished"), false)),
        (Some("edited"), _) => Some((words.get("console-edited"), false)),
        (Some("reopen"), _) => Some((words.get("console-reopened"), false)),
        (Some(done @ ("drop" | "readmit" | "rename" | "remove")), _) => Some((
            words.with(
                &format!("console-player-{done}"),
                &[("player", query.who.clone().unwrap_or_default())],
            ),
            false,
        )),
        (Some("deleted-round"), Some(n)) => {
            Some((words.num("console-round-deleted", "round", &n), false))
        }
        _ => None,
    };
    tournament_page(
        &req,
        &caller,
        &session,
        found,
        actix_web::http::StatusCode::OK,
        message,
        String::new(),
    )
}

/// The registration form: names, one per line.
#[derive(Debug, Deserialize)]
pub struct PlayersForm {
    pub csrf: Option<String>,
    pub names: Option<String>,
}

/// The names of a pasted list: one per line, trimmed, blank lines left
/// out.
pub fn names_of(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect()
}

/// `POST /console/t/{tid}/players`: registers the names (one per line) in
/// one go, as `POST …/players/bulk` does; the page again with the reason
/// (and the names kept) when refused.
pub async fn add_players(
    req: HttpRequest,
    path: web::Path<String>,
    form: web::Form<PlayersForm>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let Console { caller, session } = me;
    let form = form.into_inner();
    if !form_ok(&req, &session, form.csrf.as_deref()) {
        return refused(&req);
    }
    let tid = path.into_inner();
    if !owns(&req, &caller, &tid).await? {
        return not_found(&req, &caller, &session);
    }
    let text = form.names.unwrap_or_default();
    let names = names_of(&text);
    let lang = console_lang(&req);
    let refusal = if names.is_empty() {
        Some(Words(lang).get("console-no-names"))
    } else if names.len() > MAX_NAMES {
        Some(Words(lang).num("console-too-many-names", "max", &(MAX_NAMES as u32)))
    } else {
        None
    };
    let result = match refusal {
        Some(m) => Err((m, actix_web::http::StatusCode::UNPROCESSABLE_ENTITY)),
        None => {
            let (pool, key) = (pool_of(&req)?, code_key(&req)?);
            let (c, t) = (caller.clone(), tid.clone());
            let count = names.len() as u32;
            let input = BulkPlayers {
                players: names
                    .into_iter()
                    .map(|name| NewPlayer {
                        name,
                        external_id: None,
                        metadata: None,
                    })
                    .collect(),
            };
            web::block(move || service::players::create_bulk(&pool, &c, &key, &t, input, lang))
                .await?
                .map(|list| (count, list))
                .map_err(|e| (e.detail().render(lang), status_of(&e)))
        }
    };
    match result {
        Ok((n, list)) => {
            let Some(found) = own_tournament(&req, &caller, &tid).await? else {
                return not_found(&req, &caller, &session);
            };
            // Nothing to say but the count: back to the page. Duplicate
            // names (the use case's warnings) or a late entry: said here,
            // with what the late players get.
            let words = Words(lang);
            let mut said: Vec<String> = list.warnings.into_iter().map(|w| w.message).collect();
            // A round still being paired is paired again with them: they
            // miss only the rounds before it.
            let current = found.t.current_round;
            let missed = if list.repaired_round == Some(current) {
                current.saturating_sub(1)
            } else {
                current
            };
            if missed > 0 {
                said.push(words.with("console-late-entry", &[("round", missed.to_string())]));
            }
            if let Some(r) = list.repaired_round {
                said.push(words.num("console-repaired-for-late", "round", &r));
            }
            if said.is_empty() {
                return Ok(see_other(&format!("/console/t/{tid}?done=added&n={n}")).finish());
            }
            said.insert(0, words.num("console-players-added", "count", &n));
            tournament_page(
                &req,
                &caller,
                &session,
                found,
                actix_web::http::StatusCode::OK,
                Some((said.join(" "), false)),
                String::new(),
            )
        }
        Err((message, status)) => {
            let Some(found) = own_tournament(&req, &caller, &tid).await? else {
                return not_found(&req, &caller, &session);
            };
            tournament_page(
                &req,
                &caller,
                &session,
                found,
                status,
                Some((message, true)),
                text,
            )
        }
    }
}

/// The edit form of a tournament: what `PATCH …/tournaments/{tid}` takes
/// that a store changes by hand.
#[derive(Debug, Deserialize)]
pub struct EditForm {
    pub csrf: Option<String>,
    pub name: Option<String>,
    pub rounds: Option<String>,
    pub top_cut: Option<String>,
    pub language: Option<String>,
    pub self_reporting: Option<String>,
    pub format: Option<String>,
    pub location: Option<String>,
}

/// `POST /console/t/{tid}/edit`: the API's `PATCH …/tournaments/{tid}`
/// with the form's fields (an empty field clears what may be cleared; the
/// number of rounds is left as it is when empty).
pub async fn edit(
    req: HttpRequest,
    path: web::Path<String>,
    form: web::Form<EditForm>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let form = form.into_inner();
    let (Ok(planned_rounds), Ok(top_cut)) =
        (number(form.rounds.clone()), number(form.top_cut.clone()))
    else {
        return Back::Tournament(tid)
            .unreadable(&req, &me, form.csrf.as_deref())
            .await;
    };
    let patch = TournamentPatch {
        name: form.name.clone(),
        planned_rounds,
        top_cut: Some(top_cut),
        language: Some(filled(form.language.clone())),
        self_reporting: Some(form.self_reporting.is_some()),
        details: service::details::DetailsInput {
            format: Some(filled(form.format.clone())),
            location: Some(filled(form.location.clone())),
            ..Default::default()
        },
    };
    let t = tid.clone();
    act(
        &req,
        &me,
        form.csrf.as_deref(),
        Back::Tournament(tid.clone()),
        move |pool, c| service::tournaments::update(pool, c, &t, patch),
        |_| format!("/console/t/{tid}?done=edited"),
    )
    .await
}

/// `GET /console/t/{tid}/export`: the tournament document as its owner
/// exports it (rounds being paired included), to keep or to import
/// elsewhere; a file to save.
pub async fn export(
    req: HttpRequest,
    path: web::Path<String>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let pool = pool_of(&req)?;
    let (c, id) = (me.caller.clone(), tid.clone());
    let doc = blocking(move || {
        if service::console::own_tournament(&pool, &c, &id)?.is_none() {
            return Ok(None);
        }
        service::document::export(&pool, Some(&c), &id).map(Some)
    })
    .await?;
    let Some(doc) = doc else {
        return not_found(&req, &me.caller, &me.session);
    };
    Ok(HttpResponse::Ok()
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"tournament-{tid}.json\""),
        ))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(doc))
}

/// A player's form: its token, a new name (rename), and `confirm=yes`
/// once a removal's consequences were shown.
#[derive(Debug, Deserialize)]
pub struct PlayerForm {
    pub csrf: Option<String>,
    pub name: Option<String>,
    pub confirm: Option<String>,
}

/// `POST /console/t/{tid}/p/{pid}/{drop|readmit|rename|remove}`: the API's
/// use cases on one player; a removal is asked about first.
pub async fn player_action(
    req: HttpRequest,
    path: web::Path<(String, String, String)>,
    form: web::Form<PlayerForm>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let (tid, pid, action) = path.into_inner();
    let form = form.into_inner();
    let words = Words(console_lang(&req));
    if !["drop", "readmit", "rename", "remove"].contains(&action.as_str()) {
        return not_found(&req, &me.caller, &me.session);
    }
    if action == "remove" && form.confirm.as_deref() != Some("yes") {
        if !form_ok(&req, &me.session, form.csrf.as_deref()) {
            return refused(&req);
        }
        let (pool, t, p) = (pool_of(&req)?, tid.clone(), pid.clone());
        let c = me.caller.clone();
        let found = blocking(
            move || match service::console::own_tournament(&pool, &c, &t)? {
                Some(_) => match service::players::get(&pool, &t, &p) {
                    Ok(p) => Ok(Some(p)),
                    Err(e) if e.kind() == service::Kind::NotFound => Ok(None),
                    Err(e) => Err(e),
                },
                None => Ok(None),
            },
        )
        .await?;
        let Some(player) = found else {
            return not_found(&req, &me.caller, &me.session);
        };
        let back = Back::Tournament(tid.clone());
        if let Some(refusal) = beyond_scope(&req, &me, Scope::Full, back).await? {
            return Ok(refusal);
        }
        return confirm_page(
            &req,
            &me,
            words.with("console-remove-title", &[("player", player.name.clone())]),
            vec![
                words.get("console-remove-line"),
                words.get("console-remove-repair"),
            ],
            format!("/console/t/{tid}/p/{pid}/remove"),
            Vec::new(),
            words.get("console-remove"),
            format!("/console/t/{tid}"),
        );
    }
    let (t, p) = (tid.clone(), pid.clone());
    let name = form.name.clone();
    let done = action.clone();
    act(
        &req,
        &me,
        form.csrf.as_deref(),
        Back::Tournament(tid.clone()),
        move |pool, c| match action.as_str() {
            "drop" => service::players::drop_player(pool, c, &t, &p),
            "readmit" => service::players::readmit(pool, c, &t, &p),
            "remove" => service::players::remove(pool, c, &t, &p),
            _ => service::players::rename(
                pool,
                c,
                &t,
                &p,
                PlayerPatch {
                    name: Some(name.unwrap_or_default()),
                    external_id: None,
                    metadata: None,
                },
            ),
        },
        |player| {
            format!(
                "/console/t/{tid}?done={done}&who={}#players",
                url_component(&player.name)
            )
        },
    )
    .await
}

/// `text` as one component of an address.
pub(super) fn url_component(text: &str) -> String {
    url::form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

/// `POST /console/t/{tid}/do/{finish|reopen|delete}`: the end of an
/// event, its reopening, its deletion; finishing and deleting are asked
/// about first.
pub async fn tournament_action(
    req: HttpRequest,
    path: web::Path<(String, String)>,
    form: web::Form<PlayerForm>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let (tid, action) = path.into_inner();
    let form = form.into_inner();
    let words = Words(console_lang(&req));
    if !["finish", "reopen", "delete"].contains(&action.as_str()) {
        return not_found(&req, &me.caller, &me.session);
    }
    if action != "reopen" && form.confirm.as_deref() != Some("yes") {
        if !form_ok(&req, &me.session, form.csrf.as_deref()) {
            return refused(&req);
        }
        let Some(found) = own_tournament(&req, &me.caller, &tid).await? else {
            return not_found(&req, &me.caller, &me.session);
        };
        let back = Back::Tournament(tid.clone());
        if let Some(refusal) = beyond_scope(&req, &me, Scope::Full, back).await? {
            return Ok(refusal);
        }
        let name = found.t.name.clone();
        let (heading, lines, confirm) = if action == "delete" {
            (
                words.with("console-delete-title", &[("name", name)]),
                vec![words.get("console-delete-line")],
                words.get("console-delete"),
            )
        } else {
            (
                words.with("console-finish-title", &[("name", name)]),
                vec![words.get("console-finish-line")],
                words.get("console-finish"),
            )
        };
        return confirm_page(
            &req,
            &me,
            heading,
            lines,
            format!("/console/t/{tid}/do/{action}"),
            Vec::new(),
            confirm,
            format!("/console/t/{tid}"),
        );
    }
    let t = tid.clone();
    let done = action.clone();
    act(
        &req,
        &me,
        form.csrf.as_deref(),
        Back::Tournament(tid.clone()),
        move |pool, c| match action.as_str() {
            "delete" => service::tournaments::delete(pool, c, &t),
            "finish" => service::tournaments::finish(pool, c, &t).map(|_| ()),
            _ => service::tournaments::reopen(pool, c, &t).map(|_| ()),
        },
        |()| match done.as_str() {
            "delete" => "/console/?done=deleted".to_owned(),
            _ => format!("/console/t/{tid}?done={done}"),
        },
    )
    .await
}

/// `GET /console/t/{tid}/codes`: the code slips of every player, as the
/// API's `…/players/codes/print` gives them, opened with the session (a
/// browser cannot send the API's `Authorization` header). Another
/// organizer's tournament is `404` like every console page.
pub async fn code_slips(
    req: HttpRequest,
    me: Console,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let Console { caller, session } = me;
    let tid = path.into_inner();
    if !owns(&req, &caller, &tid).await? {
        return not_found(&req, &caller, &session);
    }
    slips(req, caller, tid, None).await
}

/// `GET /console/t/{tid}/p/{pid}/code`: one player's slip (a late entry, a
/// lost slip).
pub async fn code_slip(
    req: HttpRequest,
    me: Console,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let Console { caller, session } = me;
    let (tid, pid) = path.into_inner();
    if !owns(&req, &caller, &tid).await? {
        return not_found(&req, &caller, &session);
    }
    slips(req, caller, tid, Some(pid)).await
}

async fn slips(
    req: HttpRequest,
    caller: Caller,
    tid: String,
    only: Option<String>,
) -> Result<HttpResponse, ApiError> {
    let pool = pool_of(&req)?;
    let key = req
        .app_data::<web::Data<CodeKey>>()
        .cloned()
        .ok_or_else(|| ApiError::Internal("no code key".to_owned()))?;
    crate::http::routes::player_codes::slips_page(req, pool, key, caller, tid, only).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pasted_names_one_per_line() {
        assert_eq!(
            names_of("  Alice \n\nBob\r\n  \nCarol"),
            vec!["Alice", "Bob", "Carol"]
        );
        assert!(names_of(" \n \n").is_empty());
    }
}

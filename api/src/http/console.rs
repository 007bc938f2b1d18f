//! The organizer's console under `/console/` (the book: the organizer
//! guide, "The console"): pages for running an event from a browser,
//! server-rendered, working without JavaScript, on the same service use
//! cases as the API.
//!
//! Signing in: the organizer pastes the API key once (or creates a store);
//! the browser then holds a session cookie (`pf_console`: `HttpOnly`,
//! `SameSite=Strict`, `Path=/console`, `Secure` over HTTPS), never the key
//! ([`crate::service::console`]). The key travels only in the body of the
//! sign-in form; it is never in an address, a page or the log (the request
//! log prints no bodies).
//!
//! Cross-site request forgery: every form carries a token and must come
//! from this site ([`crate::http::player_forms::same_site`]). Signed in,
//! the token is an HMAC of the session (under the server's code key);
//! before, it is the value of a short-lived `pf_console_pre` cookie that
//! the sign-in page set (a site elsewhere can neither read nor set it).
//! A form that fails either check is `403` with a page, and nothing is
//! written.

use actix_web::cookie::{Cookie, SameSite};
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, ResponseError, web};
use askama::Template;
use serde::Deserialize;
use subtle::ConstantTimeEq;

use crate::http::error::ApiError;
use crate::http::lang;
use crate::http::player_forms::{html, same_site};
use crate::http::print::Words;
use crate::http::routes::blocking;
use crate::service;
use crate::service::caller::{Caller, hash_key};
use crate::service::codes::CodeKey;
use crate::service::views::players::{
    BulkPlayers, NewPlayer, NewTournament, Player, Tournament, TournamentStatus,
};
use crate::service::views::rounds::{Pairing, Round};
use crate::store::DbPool;
use planesforge_engine::reports::ReportStatus;

/// The session cookie.
const SESSION: &str = "pf_console";
/// The sign-in forms' token cookie.
const PRE: &str = "pf_console_pre";
/// Tournaments on one page of the list.
const PAGE: i64 = 50;
/// Names one paste may register (the API's bulk limit applies as well).
const MAX_NAMES: usize = 512;

/// A page's frame: language, and who is signed in.
struct Frame {
    words: Words,
    organizer: Option<String>,
    /// The form token of the signed-in session.
    token: String,
}

/// `templates/console/sign_in.html`.
#[derive(Template)]
#[template(path = "console/sign_in.html")]
struct SignInPage {
    frame: Frame,
    pre: String,
    message: Option<String>,
}

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
        crate::i18n::Lang::ALL
            .iter()
            .map(|l| (l.code(), l.endonym(), l.code() == self.frame.words.code()))
            .collect()
    }
}

/// `templates/console/tournament.html`.
#[derive(Template)]
#[template(path = "console/tournament.html")]
struct TournamentPage {
    frame: Frame,
    t: Tournament,
    status: String,
    players: Vec<Player>,
    /// Each round's number and state, in the reader's words.
    rounds: Vec<(u32, String)>,
    message: Option<String>,
    failed: bool,
    names: String,
}

/// `templates/console/refused.html`.
#[derive(Template)]
#[template(path = "console/refused.html")]
struct RefusedPage {
    frame: Frame,
    heading: String,
    text: String,
}

fn render(t: impl Template) -> Result<String, ApiError> {
    t.render().map_err(|e| ApiError::Internal(e.to_string()))
}

fn pool_of(req: &HttpRequest) -> Result<web::Data<DbPool>, ApiError> {
    req.app_data::<web::Data<DbPool>>()
        .cloned()
        .ok_or_else(|| ApiError::Internal("no database pool".to_owned()))
}

fn cookie_value(req: &HttpRequest, name: &str) -> Option<String> {
    req.cookie(name).map(|c| c.value().to_owned())
}

fn secure(req: &HttpRequest) -> bool {
    req.connection_info().scheme() == "https"
}

fn cookie<'a>(req: &HttpRequest, name: &'a str, value: String) -> Cookie<'a> {
    Cookie::build(name, value)
        .path("/console")
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(secure(req))
        .finish()
}

fn removal<'a>(req: &HttpRequest, name: &'a str) -> Cookie<'a> {
    let mut c = cookie(req, name, String::new());
    c.make_removal();
    c
}

fn see_other(to: &str) -> actix_web::HttpResponseBuilder {
    let mut r = HttpResponse::SeeOther();
    r.insert_header((header::LOCATION, to.to_owned()))
        .insert_header((header::CACHE_CONTROL, "no-store"));
    r
}

/// The form token of a session.
fn session_token(key: &CodeKey, session: &str) -> String {
    service::codes::derive(key, "console-form", &hash_key(session), "csrf")
}

fn equal(a: &str, b: &str) -> bool {
    !a.is_empty() && a.len() == b.len() && bool::from(a.as_bytes().ct_eq(b.as_bytes()))
}

/// A signed-in organizer and the session's token, from the cookie. A
/// request without a live session answers `303 See Other` to the sign-in
/// page instead of reaching the handler.
pub struct Console {
    caller: Caller,
    session: String,
}

/// The answer to a console page asked for without a session.
#[derive(Debug)]
pub struct SignInFirst;

impl std::fmt::Display for SignInFirst {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("sign in first")
    }
}

impl ResponseError for SignInFirst {
    fn status_code(&self) -> actix_web::http::StatusCode {
        actix_web::http::StatusCode::SEE_OTHER
    }

    fn error_response(&self) -> HttpResponse {
        see_other("/console/sign-in").finish()
    }
}

impl actix_web::FromRequest for Console {
    type Error = actix_web::Error;
    type Future =
        std::pin::Pin<Box<dyn std::future::Future<Output = Result<Console, actix_web::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut actix_web::dev::Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move {
            match signed_in(&req).await? {
                Some((caller, session)) => Ok(Console { caller, session }),
                None => Err(SignInFirst.into()),
            }
        })
    }
}

/// The signed-in organizer of the request, with the session's token.
async fn signed_in(req: &HttpRequest) -> Result<Option<(Caller, String)>, ApiError> {
    let Some(token) = cookie_value(req, SESSION) else {
        return Ok(None);
    };
    let pool = pool_of(req)?;
    let t = token.clone();
    let caller = blocking(move || service::console::resolve(&pool, &t)).await?;
    Ok(caller.map(|c| (c, token)))
}

fn frame(req: &HttpRequest, session: Option<(&Caller, &str)>) -> Frame {
    let token = match (session, req.app_data::<web::Data<CodeKey>>()) {
        (Some((_, s)), Some(key)) => session_token(key, s),
        _ => String::new(),
    };
    Frame {
        words: Words(lang::of_request(req)),
        organizer: session.map(|(c, _)| c.name.clone()),
        token,
    }
}

/// A signed-in form's checks: the same site and the session's token.
fn form_ok(req: &HttpRequest, session: &str, sent: Option<&str>) -> bool {
    let Some(key) = req.app_data::<web::Data<CodeKey>>() else {
        return false;
    };
    same_site(req) && sent.is_some_and(|s| equal(s, &session_token(key, session)))
}

/// `403`: a form from elsewhere, or with a stale token.
fn refused(req: &HttpRequest) -> Result<HttpResponse, ApiError> {
    let frame = frame(req, None);
    let body = render(RefusedPage {
        heading: frame.words.get("console-refused-title"),
        text: frame.words.get("console-refused-text"),
        frame,
    })?;
    Ok(html(HttpResponse::Forbidden(), lang::of_request(req), body))
}

/// `404` page: no such tournament among the organizer's.
fn not_found(req: &HttpRequest, caller: &Caller, session: &str) -> Result<HttpResponse, ApiError> {
    let frame = frame(req, Some((caller, session)));
    let body = render(RefusedPage {
        heading: frame.words.get("console-not-found-title"),
        text: frame.words.get("console-not-found-text"),
        frame,
    })?;
    Ok(html(HttpResponse::NotFound(), lang::of_request(req), body))
}

/// The status a refused use case answers with, as the API would.
fn status_of(e: &service::Error) -> actix_web::http::StatusCode {
    ApiError::from(e.clone()).status_code()
}

fn sign_in_page(
    req: &HttpRequest,
    status: actix_web::http::StatusCode,
    message: Option<String>,
) -> Result<HttpResponse, ApiError> {
    let pre = cookie_value(req, PRE)
        .filter(|v| v.len() == 64)
        .map_or_else(service::caller::generate_key, Ok)
        .map_err(ApiError::from)?;
    let pre = pre
        .trim_start_matches(service::caller::KEY_PREFIX)
        .to_owned();
    let body = render(SignInPage {
        frame: frame(req, None),
        pre: pre.clone(),
        message,
    })?;
    let mut response = HttpResponse::build(status);
    response.cookie(cookie(req, PRE, pre));
    Ok(html(response, lang::of_request(req), body))
}

/// `GET /console`: to `/console/`.
pub async fn root() -> HttpResponse {
    see_other("/console/").finish()
}

/// `GET /console/sign-in`: the sign-in page (to the list when signed in).
pub async fn sign_in(req: HttpRequest) -> Result<HttpResponse, ApiError> {
    if signed_in(&req).await?.is_some() {
        return Ok(see_other("/console/").finish());
    }
    sign_in_page(&req, actix_web::http::StatusCode::OK, None)
}

/// The sign-in and sign-up forms.
#[derive(Debug, Deserialize)]
pub struct SignInForm {
    pub csrf: Option<String>,
    pub key: Option<String>,
    pub name: Option<String>,
}

fn pre_ok(req: &HttpRequest, sent: Option<&str>) -> bool {
    let cookie = cookie_value(req, PRE).unwrap_or_default();
    same_site(req) && sent.is_some_and(|s| equal(s, &cookie))
}

/// A sign-in form's end: its checks, then `start` (the key's or the new
/// store's session) on the pool; the list with the session cookie, or the
/// sign-in page again with the reason.
async fn start_session(
    req: HttpRequest,
    csrf: Option<String>,
    start: impl FnOnce(&DbPool) -> Result<service::console::Session, service::Error> + Send + 'static,
) -> Result<HttpResponse, ApiError> {
    if !pre_ok(&req, csrf.as_deref()) {
        return refused(&req);
    }
    let pool = pool_of(&req)?;
    match web::block(move || start(&pool)).await? {
        Ok(session) => Ok(see_other("/console/")
            .cookie(cookie(&req, SESSION, session.token))
            .cookie(removal(&req, PRE))
            .finish()),
        Err(e) => {
            let lang = lang::of_request(&req);
            sign_in_page(&req, status_of(&e), Some(e.detail().render(lang)))
        }
    }
}

/// `POST /console/sign-in`: the key pasted; a session on success, the
/// page again with the reason otherwise.
pub async fn sign_in_submit(
    req: HttpRequest,
    form: web::Form<SignInForm>,
) -> Result<HttpResponse, ApiError> {
    let form = form.into_inner();
    let key = form.key.unwrap_or_default();
    start_session(req, form.csrf, move |pool| {
        service::console::sign_in(pool, &key)
    })
    .await
}

/// `POST /console/sign-up`: a new store, signed in.
pub async fn sign_up_submit(
    req: HttpRequest,
    form: web::Form<SignInForm>,
) -> Result<HttpResponse, ApiError> {
    let form = form.into_inner();
    let name = form.name.unwrap_or_default();
    start_session(req, form.csrf, move |pool| {
        service::console::sign_up(pool, &name)
    })
    .await
}

/// A signed-in form with nothing but its token (and a choice).
#[derive(Debug, Deserialize)]
pub struct TokenForm {
    pub csrf: Option<String>,
    /// Sign-out: `everywhere` ends every session of the organizer.
    pub scope: Option<String>,
}

/// `POST /console/sign-out`: ends this session, or with
/// `scope=everywhere` every session of the organizer.
pub async fn sign_out(
    req: HttpRequest,
    form: web::Form<TokenForm>,
) -> Result<HttpResponse, ApiError> {
    let Some((caller, session)) = signed_in(&req).await? else {
        return Ok(see_other("/console/sign-in")
            .cookie(removal(&req, SESSION))
            .finish());
    };
    if !form_ok(&req, &session, form.csrf.as_deref()) {
        return refused(&req);
    }
    let pool = pool_of(&req)?;
    let everywhere = form.scope.as_deref() == Some("everywhere");
    blocking(move || {
        if everywhere {
            service::console::sign_out_everywhere(&pool, &caller).map(|_| ())
        } else {
            service::console::sign_out(&pool, &session)
        }
    })
    .await?;
    Ok(see_other("/console/sign-in")
        .cookie(removal(&req, SESSION))
        .finish())
}

/// `?status=` and `?before=` of the list.
#[derive(Debug, Deserialize)]
pub struct ListQuery {
    pub status: Option<String>,
    pub before: Option<i64>,
    pub done: Option<String>,
}

/// Every tournament status, in lifecycle order.
const STATUSES: [TournamentStatus; 4] = [
    TournamentStatus::Registration,
    TournamentStatus::Swiss,
    TournamentStatus::TopCut,
    TournamentStatus::Finished,
];

fn status_named(name: &str) -> Option<TournamentStatus> {
    STATUSES.into_iter().find(|s| status_name(*s) == name)
}

/// A status in the reader's words.
fn status_word(words: &Words, s: TournamentStatus) -> String {
    words.get(&format!("console-status-{}", status_name(s)))
}

/// The wire name of a status (the API's `status` values).
pub fn status_name(s: TournamentStatus) -> &'static str {
    match s {
        TournamentStatus::Registration => "registration",
        TournamentStatus::Swiss => "swiss",
        TournamentStatus::TopCut => "top_cut",
        TournamentStatus::Finished => "finished",
    }
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
    let status = query.status.as_deref().and_then(status_named);
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
    filters.extend(STATUSES.iter().map(|s| Filter {
        href: format!("/console/?status={}", status_name(*s)),
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
        Some(s) => format!("/console/?before={n}&status={}", status_name(s)),
        None => format!("/console/?before={n}"),
    });
    let body = render(HomePage {
        frame,
        rows,
        filters,
        older,
        message,
    })?;
    Ok(html(HttpResponse::Ok(), lang::of_request(&req), body))
}

/// `GET /console/new`: the form of a new tournament.
pub async fn new(req: HttpRequest, me: Console) -> Result<HttpResponse, ApiError> {
    let Console { caller, session } = me;
    let body = render(NewPage {
        frame: frame(&req, Some((&caller, &session))),
        message: None,
        name: String::new(),
    })?;
    Ok(html(HttpResponse::Ok(), lang::of_request(&req), body))
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

fn filled(v: Option<String>) -> Option<String> {
    v.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty())
}

/// `POST /console/new`: creates the tournament (the API's use case) and
/// goes to its page; the form again with the reason when refused.
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
    let lang = lang::of_request(&req);
    let name = form.name.clone().unwrap_or_default();
    let number = |v: Option<String>| -> Result<Option<u32>, ()> {
        filled(v)
            .map(|s| s.parse::<u32>().map_err(|_| ()))
            .transpose()
    };
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
}

/// A tournament of the caller's, with its players and rounds.
struct Own {
    t: Tournament,
    players: Vec<Player>,
    rounds: Vec<Round>,
}

async fn own_tournament(
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
async fn owns(req: &HttpRequest, caller: &Caller, tid: &str) -> Result<bool, ApiError> {
    let pool = pool_of(req)?;
    let (caller, tid) = (caller.clone(), tid.to_owned());
    blocking(move || service::console::own_tournament(&pool, &caller, &tid).map(|t| t.is_some()))
        .await
}

fn tournament_page(
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
        frame,
        t: found.t,
        players: found.players,
        rounds,
        message,
        failed,
        names,
    })?;
    Ok(html(
        HttpResponse::build(status),
        lang::of_request(req),
        body,
    ))
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
    let words = Words(lang::of_request(&req));
    let message = match (query.done.as_deref(), query.n) {
        (Some("added"), Some(n)) => Some((words.num("console-players-added", "count", &n), false)),
        (Some("created"), _) => Some((words.get("console-created"), false)),
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
    let lang = lang::of_request(&req);
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
                .map(|_| count)
                .map_err(|e| (e.detail().render(lang), status_of(&e)))
        }
    };
    match result {
        Ok(n) => Ok(see_other(&format!("/console/t/{tid}?done=added&n={n}")).finish()),
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

fn code_key(req: &HttpRequest) -> Result<CodeKey, ApiError> {
    req.app_data::<web::Data<CodeKey>>()
        .map(|k| k.get_ref().clone())
        .ok_or_else(|| ApiError::Internal("no code key".to_owned()))
}

/// A round's state in the reader's words.
fn state_word(words: &Words, r: &Round) -> String {
    words.get(&format!("console-state-{}", r.state.as_str()))
}

/// `templates/console/round.html`.
#[derive(Template)]
#[template(path = "console/round.html")]
struct RoundPage {
    frame: Frame,
    t: Tournament,
    r: Round,
    /// The API's name of the round's state, and the reader's words for it.
    state: &'static str,
    state_word: String,
    /// The tables without a result (still playing), then those with one.
    open: Vec<TableRow>,
    done: Vec<TableRow>,
    /// The table the result box starts at: the next one still playing.
    next_table: Option<u32>,
    message: Option<String>,
    failed: bool,
}

/// A table of a round, as shown.
struct TableRow {
    table: u32,
    a: String,
    /// `None`: the bye.
    b: Option<String>,
    result: Option<String>,
    /// The players' reports in words (`reported · Alice: 2-1`), when any.
    reports: Option<String>,
}

fn table_row(words: &Words, p: &Pairing) -> TableRow {
    let reports = p
        .report
        .as_ref()
        .filter(|r| r.state != ReportStatus::None)
        .map(|r| {
            let mut line = words.get(&format!("console-report-{}", r.state.as_str()));
            if let Some(x) = &r.player_a {
                line.push_str(&format!(" · {}: {}", p.player_a.name, result_text(x)));
            }
            if let (Some(y), Some(b)) = (&r.player_b, &p.player_b) {
                line.push_str(&format!(" · {}: {}", b.name, result_text(y)));
            }
            line
        });
    TableRow {
        table: p.table,
        a: p.player_a.name.clone(),
        b: p.player_b.as_ref().map(|b| b.name.clone()),
        result: p.result.as_ref().map(result_text),
        reports,
    }
}

/// A result as the console shows and takes it: `2-1`, `2-0-1`, `DL`.
pub fn result_text(r: &crate::service::views::rounds::MatchResult) -> String {
    if r.double_loss {
        "DL".to_owned()
    } else if r.draws > 0 {
        format!("{}-{}-{}", r.wins, r.losses, r.draws)
    } else {
        format!("{}-{}", r.wins, r.losses)
    }
}

/// The first table still playing after `after` (wrapping around), or the
/// first one at all.
fn next_open(r: &Round, after: Option<u32>) -> Option<u32> {
    let open: Vec<u32> = r
        .pairings
        .iter()
        .filter(|p| !p.bye && p.result.is_none())
        .map(|p| p.table)
        .collect();
    after
        .and_then(|a| open.iter().copied().find(|t| *t > a))
        .or_else(|| open.first().copied())
}

fn round_page(
    req: &HttpRequest,
    caller: &Caller,
    session: &str,
    (t, r): (Tournament, Round),
    status: actix_web::http::StatusCode,
    message: Option<(String, bool)>,
    after: Option<u32>,
) -> Result<HttpResponse, ApiError> {
    let (message, failed) = message.map_or((None, false), |(m, f)| (Some(m), f));
    let frame = frame(req, Some((caller, session)));
    let (open, done): (Vec<&Pairing>, Vec<&Pairing>) = r
        .pairings
        .iter()
        .partition(|p| !p.bye && p.result.is_none());
    let open = open
        .into_iter()
        .map(|p| table_row(&frame.words, p))
        .collect();
    let done = done
        .into_iter()
        .map(|p| table_row(&frame.words, p))
        .collect();
    let body = render(RoundPage {
        next_table: next_open(&r, after),
        state: r.state.as_str(),
        state_word: state_word(&frame.words, &r),
        frame,
        t,
        r,
        open,
        done,
        message,
        failed,
    })?;
    Ok(html(
        HttpResponse::build(status),
        lang::of_request(req),
        body,
    ))
}

/// The caller's tournament `tid` and its round `n`; `None` when either is
/// missing or not the caller's.
async fn own_round(
    req: &HttpRequest,
    caller: &Caller,
    tid: &str,
    n: u32,
) -> Result<Option<(Tournament, Round)>, ApiError> {
    let pool = pool_of(req)?;
    let (caller, tid) = (caller.clone(), tid.to_owned());
    blocking(move || {
        let Some(t) = service::console::own_tournament(&pool, &caller, &tid)? else {
            return Ok(None);
        };
        match service::rounds::get(&pool, Some(&caller), &tid, n, None) {
            Ok(r) => Ok(Some((t, r))),
            Err(e) if e.kind() == service::Kind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    })
    .await
}

/// `?done=` and `?table=` after a round's form.
#[derive(Debug, Deserialize)]
pub struct RoundQuery {
    pub done: Option<String>,
    pub table: Option<u32>,
}

/// `GET /console/t/{tid}/r/{n}`: a round: its tables, still playing first,
/// the result box, and what may be done in its state.
pub async fn round(
    req: HttpRequest,
    path: web::Path<(String, u32)>,
    query: web::Query<RoundQuery>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let Console { caller, session } = me;
    let (tid, n) = path.into_inner();
    let Some(found) = own_round(&req, &caller, &tid, n).await? else {
        return not_found(&req, &caller, &session);
    };
    let words = Words(lang::of_request(&req));
    let message = match (query.done.as_deref(), query.table) {
        (Some("entered"), Some(table)) => {
            Some((words.num("console-result-entered", "table", &table), false))
        }
        (Some("paired"), _) => Some((words.get("console-round-paired"), false)),
        (Some("published"), _) => Some((words.get("console-round-published"), false)),
        (Some("unpublished"), _) => Some((words.get("console-round-unpublished"), false)),
        (Some("repaired"), _) => Some((words.get("console-round-repaired"), false)),
        _ => None,
    };
    round_page(
        &req,
        &caller,
        &session,
        found,
        actix_web::http::StatusCode::OK,
        message,
        query.table,
    )
}

/// `POST /console/t/{tid}/rounds`: pairs the next round (the API's
/// `POST …/rounds`) and opens it.
pub async fn pair(
    req: HttpRequest,
    path: web::Path<String>,
    form: web::Form<TokenForm>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let Console { caller, session } = me;
    if !form_ok(&req, &session, form.csrf.as_deref()) {
        return refused(&req);
    }
    let tid = path.into_inner();
    if !owns(&req, &caller, &tid).await? {
        return not_found(&req, &caller, &session);
    }
    let pool = pool_of(&req)?;
    let (c, t) = (caller.clone(), tid.clone());
    match web::block(move || service::rounds::create(&pool, &c, &t)).await? {
        Ok(r) => Ok(see_other(&format!("/console/t/{tid}/r/{}?done=paired", r.number)).finish()),
        Err(e) => {
            let lang = lang::of_request(&req);
            let Some(found) = own_tournament(&req, &caller, &tid).await? else {
                return not_found(&req, &caller, &session);
            };
            let message = Some((e.detail().render(lang), true));
            tournament_page(
                &req,
                &caller,
                &session,
                found,
                status_of(&e),
                message,
                String::new(),
            )
        }
    }
}

/// What a round's form does (`POST /console/t/{tid}/r/{n}/{action}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RoundAction {
    Publish,
    Unpublish,
    Repair,
    Delete,
}

impl RoundAction {
    fn named(name: &str) -> Option<RoundAction> {
        match name {
            "publish" => Some(RoundAction::Publish),
            "unpublish" => Some(RoundAction::Unpublish),
            "repair" => Some(RoundAction::Repair),
            "delete" => Some(RoundAction::Delete),
            _ => None,
        }
    }
}

/// `POST /console/t/{tid}/r/{n}/{action}`: publish, unpublish, re-pair or
/// delete the round, each the API's use case; the round's page again with
/// the reason when refused.
pub async fn round_action(
    req: HttpRequest,
    path: web::Path<(String, u32, String)>,
    form: web::Form<TokenForm>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let Console { caller, session } = me;
    let (tid, n, action) = path.into_inner();
    let Some(action) = RoundAction::named(&action) else {
        return not_found(&req, &caller, &session);
    };
    if !form_ok(&req, &session, form.csrf.as_deref()) {
        return refused(&req);
    }
    if own_round(&req, &caller, &tid, n).await?.is_none() {
        return not_found(&req, &caller, &session);
    }
    let pool = pool_of(&req)?;
    let (c, t) = (caller.clone(), tid.clone());
    let outcome = web::block(move || match action {
        RoundAction::Publish => service::rounds::publish(&pool, &c, &t, n).map(|_| ()),
        RoundAction::Unpublish => service::rounds::unpublish(&pool, &c, &t, n).map(|_| ()),
        RoundAction::Repair => service::rounds::repair(&pool, &c, &t, n).map(|_| ()),
        RoundAction::Delete => service::rounds::delete(&pool, &c, &t, n),
    })
    .await?;
    match outcome {
        Ok(()) => Ok(see_other(&match action {
            RoundAction::Delete => format!("/console/t/{tid}?done=deleted-round&n={n}"),
            RoundAction::Publish => format!("/console/t/{tid}/r/{n}?done=published"),
            RoundAction::Unpublish => format!("/console/t/{tid}/r/{n}?done=unpublished"),
            RoundAction::Repair => format!("/console/t/{tid}/r/{n}?done=repaired"),
        })
        .finish()),
        Err(e) => refused_on_round(&req, &caller, &session, &tid, n, &e).await,
    }
}

/// The round's page with why `e` refused what was asked.
async fn refused_on_round(
    req: &HttpRequest,
    caller: &Caller,
    session: &str,
    tid: &str,
    n: u32,
    e: &service::Error,
) -> Result<HttpResponse, ApiError> {
    let lang = lang::of_request(req);
    let Some(found) = own_round(req, caller, tid, n).await? else {
        return not_found(req, caller, session);
    };
    let message = Some((e.detail().render(lang), true));
    round_page(req, caller, session, found, status_of(e), message, None)
}

/// The result box: a table and a result as typed (`2-1`, `0-0-3`, `dl`).
#[derive(Debug, Deserialize)]
pub struct ResultForm {
    pub csrf: Option<String>,
    pub table: Option<String>,
    pub result: Option<String>,
}

/// `POST /console/t/{tid}/r/{n}/result`: enters or corrects a table's
/// result (the API's `PUT …/result`), then back to the round with the box
/// at the next table still playing.
pub async fn enter_result(
    req: HttpRequest,
    path: web::Path<(String, u32)>,
    form: web::Form<ResultForm>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let Console { caller, session } = me;
    let form = form.into_inner();
    if !form_ok(&req, &session, form.csrf.as_deref()) {
        return refused(&req);
    }
    let (tid, n) = path.into_inner();
    let lang = lang::of_request(&req);
    let words = Words(lang);
    let table = form
        .table
        .as_deref()
        .map(str::trim)
        .and_then(|t| t.parse::<u32>().ok());
    let typed = form
        .result
        .as_deref()
        .and_then(service::console::typed_result);
    let (Some(table), Some(result)) = (table, typed) else {
        let Some(found) = own_round(&req, &caller, &tid, n).await? else {
            return not_found(&req, &caller, &session);
        };
        let message = Some((words.get("console-result-unreadable"), true));
        return round_page(
            &req,
            &caller,
            &session,
            found,
            actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
            message,
            None,
        );
    };
    if own_round(&req, &caller, &tid, n).await?.is_none() {
        return not_found(&req, &caller, &session);
    }
    let pool = pool_of(&req)?;
    let written = req
        .app_data::<web::Data<service::rounds::WrittenRounds>>()
        .cloned()
        .ok_or_else(|| ApiError::Internal("no round cache".to_owned()))?;
    let (c, t) = (caller.clone(), tid.clone());
    let outcome = web::block(move || {
        // The page is redirected to: the round's view is not needed.
        let answer = service::rounds::Answer::Nothing;
        service::rounds::put_result(&pool, &c, &t, n, table, result, &written, answer)
    })
    .await?;
    match outcome {
        Ok(_) => Ok(see_other(&format!(
            "/console/t/{tid}/r/{n}?done=entered&table={table}"
        ))
        .finish()),
        Err(e) => refused_on_round(&req, &caller, &session, &tid, n, &e).await,
    }
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

/// The console's routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/console", web::get().to(root))
        .route("/console/", web::get().to(home))
        .route("/console/sign-in", web::get().to(sign_in))
        .route("/console/sign-in", web::post().to(sign_in_submit))
        .route("/console/sign-up", web::post().to(sign_up_submit))
        .route("/console/sign-out", web::post().to(sign_out))
        .route("/console/new", web::get().to(new))
        .route("/console/new", web::post().to(new_submit))
        .route("/console/t/{tid}", web::get().to(tournament))
        .route("/console/t/{tid}/players", web::post().to(add_players))
        .route("/console/t/{tid}/rounds", web::post().to(pair))
        .route("/console/t/{tid}/codes", web::get().to(code_slips))
        .route("/console/t/{tid}/p/{pid}/code", web::get().to(code_slip))
        .route("/console/t/{tid}/r/{n}", web::get().to(round))
        .route(
            "/console/t/{tid}/r/{n}/result",
            web::post().to(enter_result),
        )
        .route(
            "/console/t/{tid}/r/{n}/{action}",
            web::post().to(round_action),
        );
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

    #[test]
    fn statuses_by_wire_name() {
        for s in [
            TournamentStatus::Registration,
            TournamentStatus::Swiss,
            TournamentStatus::TopCut,
            TournamentStatus::Finished,
        ] {
            assert_eq!(status_named(status_name(s)), Some(s));
        }
        assert_eq!(status_named("nope"), None);
    }

    #[test]
    fn a_session_token_fits_its_session_and_key() {
        let key = CodeKey::new(vec![7u8; 32]).expect("key");
        let other = CodeKey::new(vec![8u8; 32]).expect("key");
        let t = session_token(&key, "pfs_a");
        assert!(equal(&t, &session_token(&key, "pfs_a")));
        assert!(!equal(&t, &session_token(&key, "pfs_b")));
        assert!(!equal(&t, &session_token(&other, "pfs_a")));
        assert!(!equal("", ""));
    }
}

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

use actix_web::body::MessageBody;
use actix_web::cookie::{Cookie, SameSite};
use actix_web::dev::ServiceResponse;
use actix_web::http::header;
use actix_web::middleware::{ErrorHandlerResponse, ErrorHandlers};
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
use crate::service::caller::{Caller, Scope, hash_key};
use crate::service::codes::CodeKey;
use crate::service::views::players::{
    BulkPlayers, NewPlayer, NewTournament, Player, Tournament, TournamentStatus,
};
use crate::service::views::rounds::{Pairing, Round};
use crate::store::DbPool;
use planesforge_engine::reports::ReportStatus;

mod audit;
mod keys;
mod rounds;
mod sign_in;
mod standings;
mod tournaments;

use audit::audit;
use rounds::{clock_action, enter_result, pair, round, round_action, swap};
use sign_in::{root, sign_in, sign_in_submit, sign_out, sign_up_submit};
use standings::{standings, top_cut};
use tournaments::{
    add_players, code_slip, code_slips, edit, export, home, import_submit, new, new_submit,
    player_action, tournament, tournament_action,
};

/// The session cookie.
const SESSION: &str = "pf_console";
/// The names of the stream's events as a JSON array, for the live script:
/// written once.
static EVENT_NAMES: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
    serde_json::to_string(&crate::worker::Event::ALL.map(|e| e.as_str()))
        .unwrap_or_else(|_| "[]".to_owned())
});

/// The console's language, as the organizer chose it (remembered for a
/// year in this browser).
const LANG: &str = "pf_console_lang";
/// The sign-in forms' token cookie.
const PRE: &str = "pf_console_pre";
/// Tournaments on one page of the list.
const PAGE: i64 = 50;
/// Names one paste may register (the API's bulk limit applies as well).
const MAX_NAMES: usize = 512;

/// A page's frame: language, and who is signed in.
struct Frame {
    words: Words,
    /// This page's address (path and query), for the language form's way
    /// back.
    here: String,
    organizer: Option<String>,
    /// The form token of the signed-in session.
    token: String,
    /// The names of the stream's events, as a JSON array (the live script).
    events: &'static str,
    /// Whether the session's key may do everything (`full`): the forms
    /// that need it are shown only then (posted anyway, the use case
    /// refuses them).
    full: bool,
    /// Whether it may enter results and run the clock (`results`).
    results: bool,
    /// What the header says of a narrower key's scope.
    scope_note: Option<String>,
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

/// `GET /console/t/{tid}/events`: the tournament's event stream as the
/// session's organizer sees it — the API's stream, with the events for the
/// organizer only (a round paired, re-paired or changed by hand while in
/// `pairing`), which the public stream leaves out: a second device hears
/// of them too. The console's pages listen to it (`live.html`); an
/// `EventSource` sends the session's cookie, never a key.
pub async fn events(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    hub: web::Data<crate::worker::stream::Hub>,
    path: web::Path<String>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    crate::http::routes::events::serve(&req, pool, hub, Some(me.caller), path.into_inner(), None)
        .await
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

/// The language of a console page: `?lang=` when it names one, else the
/// organizer's choice remembered by this browser, else `Accept-Language`,
/// else English.
fn console_lang(req: &HttpRequest) -> crate::i18n::Lang {
    lang::requested(req)
        .or_else(|| cookie_value(req, LANG).and_then(|v| crate::i18n::Lang::from_tag(&v)))
        .unwrap_or_else(|| lang::negotiate(None, req))
}

fn frame(req: &HttpRequest, session: Option<(&Caller, &str)>) -> Frame {
    let token = match (session, req.app_data::<web::Data<CodeKey>>()) {
        (Some((_, s)), Some(key)) => session_token(key, s),
        _ => String::new(),
    };
    let here = match req.query_string() {
        "" => req.path().to_owned(),
        q => format!("{}?{q}", req.path()),
    };
    let scope = session.map(|(c, _)| c.scope);
    let words = Words(console_lang(req));
    let scope_note = scope.filter(|s| *s != Scope::Full).map(|s| {
        crate::i18n::message(
            console_lang(req),
            "console-scope-note",
            &[("scope", crate::i18n::Arg::from(s.as_str()))],
        )
    });
    Frame {
        words,
        here,
        organizer: session.map(|(c, _)| c.name.clone()),
        token,
        events: EVENT_NAMES.as_str(),
        full: scope.is_some_and(|s| s.allows(Scope::Full)),
        results: scope.is_some_and(|s| s.allows(Scope::Results)),
        scope_note,
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
    Ok(html(HttpResponse::Forbidden(), console_lang(req), body))
}

/// A failure no console handler turned into a page of its own (a table or
/// round that is not a number, a body over the limit, a method the address
/// does not take, an address that does not exist, an internal error): the
/// API's problem+json answer becomes a console page in the reader's
/// language, with the same status and headers (`Retry-After`, `Allow`).
/// Pages the console renders itself pass through untouched.
fn error_page<B: MessageBody + 'static>(
    res: ServiceResponse<B>,
) -> actix_web::Result<ErrorHandlerResponse<B>> {
    let problem = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/problem+json"));
    if !problem {
        return Ok(ErrorHandlerResponse::Response(res.map_into_left_body()));
    }
    let status = res.status();
    let kept: Vec<_> = res
        .headers()
        .iter()
        .filter(|(name, _)| **name != header::CONTENT_TYPE && **name != header::CONTENT_LENGTH)
        .map(|(name, value)| (name.clone(), value.clone()))
        .collect();
    let (req, _) = res.into_parts();
    let frame = frame(&req, None);
    let (heading, text) = if status.is_server_error() {
        ("console-error-title", "console-error-text")
    } else {
        ("console-bad-request-title", "console-bad-request-text")
    };
    let page = RefusedPage {
        heading: frame.words.get(heading),
        text: frame
            .words
            .with(text, &[("status", status.as_u16().to_string())]),
        frame,
    };
    let body = page
        .render()
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    let mut builder = HttpResponse::build(status);
    for header in kept {
        builder.insert_header(header);
    }
    let response = html(builder, console_lang(&req), body);
    Ok(ErrorHandlerResponse::Response(
        ServiceResponse::new(req, response).map_into_right_body(),
    ))
}

/// `404` page: no such tournament among the organizer's.
fn not_found(req: &HttpRequest, caller: &Caller, session: &str) -> Result<HttpResponse, ApiError> {
    let frame = frame(req, Some((caller, session)));
    let body = render(RefusedPage {
        heading: frame.words.get("console-not-found-title"),
        text: frame.words.get("console-not-found-text"),
        frame,
    })?;
    Ok(html(HttpResponse::NotFound(), console_lang(req), body))
}

/// The status a refused use case answers with, as the API would.
fn status_of(e: &service::Error) -> actix_web::http::StatusCode {
    ApiError::from(e.clone()).status_code()
}

/// `templates/console/confirm.html`: a change with consequences, said
/// before it is made; the form posts the same fields again with
/// `confirm=yes`.
#[derive(Template)]
#[template(path = "console/confirm.html")]
struct ConfirmPage {
    frame: Frame,
    heading: String,
    /// What will happen, a sentence each.
    lines: Vec<String>,
    action: String,
    /// The form's fields to send again (name, value).
    fields: Vec<(String, String)>,
    confirm: String,
    cancel: String,
}

/// The page a console form came from: shown again, with the reason, when
/// the use case refuses.
pub(super) enum Back {
    Tournament(String),
    Round(String, u32),
    Standings(String),
}

impl Back {
    /// Whether the page's tournament is the caller's. Only the tournament
    /// is read: a missing round is the use case's `404`, answered with
    /// [`Back::show`]'s not-found page.
    async fn is_own(&self, req: &HttpRequest, caller: &Caller) -> Result<bool, ApiError> {
        let (Back::Tournament(tid) | Back::Round(tid, _) | Back::Standings(tid)) = self;
        tournaments::owns(req, caller, tid).await
    }

    /// The page again, with `message` (a refusal when `failed`).
    async fn show(
        &self,
        req: &HttpRequest,
        caller: &Caller,
        session: &str,
        status: actix_web::http::StatusCode,
        message: (String, bool),
    ) -> Result<HttpResponse, ApiError> {
        match self {
            Back::Tournament(tid) => {
                let Some(found) = tournaments::own_tournament(req, caller, tid).await? else {
                    return not_found(req, caller, session);
                };
                tournaments::tournament_page(
                    req,
                    caller,
                    session,
                    found,
                    status,
                    Some(message),
                    String::new(),
                )
            }
            Back::Round(tid, n) => {
                let Some(found) = rounds::shown_round(req, caller, tid, *n).await? else {
                    return not_found(req, caller, session);
                };
                rounds::round_page(req, caller, session, found, status, Some(message), None)
            }
            Back::Standings(tid) => {
                standings::page(req, caller, session, tid, status, Some(message)).await
            }
        }
    }
}

impl Frame {
    /// The console's languages: (code, name in itself, the page's).
    fn languages(&self) -> Vec<(&'static str, &'static str, bool)> {
        crate::i18n::Lang::ALL
            .iter()
            .map(|l| (l.code(), l.endonym(), l.code() == self.words.code()))
            .collect()
    }
}

/// The language form: the language and the page to go back to.
#[derive(Debug, Deserialize)]
pub struct LanguageForm {
    pub csrf: Option<String>,
    pub lang: Option<String>,
    pub back: Option<String>,
}

/// `POST /console/language`: remembers the organizer's language in this
/// browser and goes back to the page (one of the console's; any other
/// address goes to the list).
pub async fn language(
    req: HttpRequest,
    form: web::Form<LanguageForm>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    if !form_ok(&req, &me.session, form.csrf.as_deref()) {
        return refused(&req);
    }
    let Some(chosen) = form.lang.as_deref().and_then(crate::i18n::Lang::from_tag) else {
        return Ok(see_other("/console/").finish());
    };
    // Back to a console page only, without the `lang=` it may carry (the
    // choice is the cookie's from now on).
    let back = form
        .back
        .as_deref()
        .filter(|b| b.starts_with("/console/") && !b.contains("//") && !b.contains('\\'))
        .map(|b| {
            let (path, query) = b.split_once('?').unwrap_or((b, ""));
            let kept: Vec<&str> = query
                .split('&')
                .filter(|kv| !kv.is_empty() && !kv.starts_with("lang="))
                .collect();
            if kept.is_empty() {
                path.to_owned()
            } else {
                format!("{path}?{}", kept.join("&"))
            }
        })
        .unwrap_or_else(|| "/console/".to_owned());
    let mut remembered = cookie(&req, LANG, chosen.code().to_owned());
    remembered.set_max_age(actix_web::cookie::time::Duration::days(365));
    Ok(see_other(&back).cookie(remembered).finish())
}

impl Back {
    /// A form whose number could not be read: its token checked (else
    /// `403`), then the page again with `422` and why; nothing written.
    async fn unreadable(
        &self,
        req: &HttpRequest,
        me: &Console,
        csrf: Option<&str>,
    ) -> Result<HttpResponse, ApiError> {
        if !form_ok(req, &me.session, csrf) {
            return refused(req);
        }
        let message = Words(console_lang(req)).get("console-not-a-number");
        self.show(
            req,
            &me.caller,
            &me.session,
            actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
            (message, true),
        )
        .await
    }
}

/// A signed-in form's one way through: its token (else `403`), the
/// caller's own tournament or round (else `404`), then the use case `run`
/// on the pool; `303` to what `to` makes of its answer, or the page the
/// form came from again with the reason it was refused (nothing written).
pub(super) async fn act<T: Send + 'static>(
    req: &HttpRequest,
    me: &Console,
    csrf: Option<&str>,
    back: Back,
    run: impl FnOnce(&DbPool, &Caller) -> Result<T, service::Error> + Send + 'static,
    to: impl FnOnce(T) -> String,
) -> Result<HttpResponse, ApiError> {
    let Console { caller, session } = me;
    if !form_ok(req, session, csrf) {
        return refused(req);
    }
    if !back.is_own(req, caller).await? {
        return not_found(req, caller, session);
    }
    let pool = pool_of(req)?;
    let c = caller.clone();
    match web::block(move || run(&pool, &c)).await? {
        Ok(answer) => Ok(see_other(&to(answer)).finish()),
        Err(e) => {
            let message = e.detail().render(console_lang(req));
            back.show(req, caller, session, status_of(&e), (message, true))
                .await
        }
    }
}

/// A question before a change the session's key may not make is not
/// asked: the page says why, as the use case would (`403
/// insufficient_scope`).
pub(super) async fn beyond_scope(
    req: &HttpRequest,
    me: &Console,
    need: Scope,
    back: Back,
) -> Result<Option<HttpResponse>, ApiError> {
    let Err(e) = me.caller.require(need) else {
        return Ok(None);
    };
    let message = e.detail().render(console_lang(req));
    back.show(req, &me.caller, &me.session, status_of(&e), (message, true))
        .await
        .map(Some)
}

/// The question before a change with consequences (see [`ConfirmPage`]).
#[allow(clippy::too_many_arguments)]
fn confirm_page(
    req: &HttpRequest,
    me: &Console,
    heading: String,
    lines: Vec<String>,
    action: String,
    fields: Vec<(String, String)>,
    confirm: String,
    cancel: String,
) -> Result<HttpResponse, ApiError> {
    let body = render(ConfirmPage {
        frame: frame(req, Some((&me.caller, &me.session))),
        heading,
        lines,
        action,
        fields,
        confirm,
        cancel,
    })?;
    Ok(html(HttpResponse::Ok(), console_lang(req), body))
}

/// A signed-in form with nothing but its token (and a choice).
#[derive(Debug, Deserialize)]
pub struct TokenForm {
    pub csrf: Option<String>,
    /// Sign-out: `everywhere` ends every session of the organizer.
    pub scope: Option<String>,
    /// A round's forms: what the page showed of the round
    /// ([`rounds::seen`]).
    pub seen: Option<String>,
}

fn code_key(req: &HttpRequest) -> Result<CodeKey, ApiError> {
    req.app_data::<web::Data<CodeKey>>()
        .map(|k| k.get_ref().clone())
        .ok_or_else(|| ApiError::Internal("no code key".to_owned()))
}

/// The console's routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/console")
            .wrap(ErrorHandlers::new().default_handler(error_page))
            .default_service(web::to(crate::http::middleware::not_found))
            .route("", web::get().to(root))
            .route("/", web::get().to(home))
            .route("/sign-in", web::get().to(sign_in))
            .route("/sign-in", web::post().to(sign_in_submit))
            .route("/sign-up", web::post().to(sign_up_submit))
            .route("/sign-out", web::post().to(sign_out))
            .route("/language", web::post().to(language))
            .route("/keys", web::get().to(keys::keys))
            .route("/keys", web::post().to(keys::create_key))
            .route("/keys/{id}/revoke", web::post().to(keys::revoke_key))
            .route("/new", web::get().to(new))
            .route("/new", web::post().to(new_submit))
            .route("/import", web::post().to(import_submit))
            .route("/t/{tid}", web::get().to(tournament))
            .route("/t/{tid}/players", web::post().to(add_players))
            .route("/t/{tid}/rounds", web::post().to(pair))
            .route("/t/{tid}/codes", web::get().to(code_slips))
            .route("/t/{tid}/p/{pid}/code", web::get().to(code_slip))
            .route("/t/{tid}/p/{pid}/{action}", web::post().to(player_action))
            .route("/t/{tid}/standings", web::get().to(standings))
            .route("/t/{tid}/audit", web::get().to(audit))
            .route("/t/{tid}/events", web::get().to(events))
            .route("/t/{tid}/edit", web::post().to(edit))
            .route("/t/{tid}/export", web::get().to(export))
            .route("/t/{tid}/top-cut", web::post().to(top_cut))
            .route("/t/{tid}/do/{action}", web::post().to(tournament_action))
            .route("/t/{tid}/r/{n}", web::get().to(round))
            .route(
                "/t/{tid}/r/{n}/clock/{action}",
                web::post().to(clock_action),
            )
            .route("/t/{tid}/r/{n}/result", web::post().to(enter_result))
            .route("/t/{tid}/r/{n}/swap", web::post().to(swap))
            .route("/t/{tid}/r/{n}/{action}", web::post().to(round_action)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

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

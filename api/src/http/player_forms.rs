//! The forms of the player's page (RULES.md §12): report, confirm and
//! drop as plain `<form method=post>` back to the page (`POST /p/{code}`
//! with `do=report|confirm|drop`; the page never writes its code into its
//! HTML), working without JavaScript. Each answers `303 See Other` back to the
//! page, which then shows a localized message (`?done=` or `?refused=`).
//!
//! Cross-site request forgery: a form is accepted only when (1) it carries
//! the page's token, an HMAC of the code under the server's code key (a
//! site that does not know the key cannot make one, and a token fits one
//! code only), and (2) the browser's own signals do not say it came from
//! elsewhere: `Sec-Fetch-Site` (when sent) is `same-origin` or `none`,
//! and `Origin` (when sent) is this server's. Otherwise `403` with a
//! localized page, and nothing is written.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use planesforge_engine::reports::ReportStatus;
use serde::Deserialize;
use subtle::ConstantTimeEq;

use crate::http::error::ApiError;
use crate::http::lang;
use crate::http::player_page::base_url;
use crate::http::print::Words;
use crate::i18n::Lang;
use crate::service;
use crate::service::Code;
use crate::service::codes::CodeKey;
use crate::service::views::me::MeView;
use crate::service::views::rounds::MatchResult;
use crate::store::DbPool;

/// The form token of `code`: an HMAC under the server's code key, in a
/// domain of its own (a "tournament" no real one is called), so it is
/// never a code and fits this code only.
pub fn form_token(key: &CodeKey, code: &str) -> String {
    service::codes::derive(key, "player-page-form", code, "csrf")
}

fn token_matches(key: &CodeKey, code: &str, sent: Option<&str>) -> bool {
    let Some(sent) = sent else { return false };
    let want = form_token(key, code);
    !want.is_empty()
        && sent.len() == want.len()
        && bool::from(sent.as_bytes().ct_eq(want.as_bytes()))
}

/// Whether the browser says the form came from this site (or says
/// nothing): `Sec-Fetch-Site` and `Origin`, when present. The page is sent
/// with `Referrer-Policy: no-referrer`, under which browsers send
/// `Origin: null` with its forms; that is accepted only when
/// `Sec-Fetch-Site` (which no page can set) says `same-origin`.
pub(crate) fn same_site(req: &HttpRequest) -> bool {
    let value = |name: header::HeaderName| {
        req.headers()
            .get(name)
            .map(|v| v.to_str().unwrap_or("\u{0}").to_owned())
    };
    let site = value(header::HeaderName::from_static("sec-fetch-site"));
    if let Some(site) = &site
        && site != "same-origin"
        && site != "none"
    {
        return false;
    }
    match value(header::ORIGIN) {
        None => true,
        Some(origin) if origin == "null" => site.as_deref() == Some("same-origin"),
        Some(origin) => {
            let info = req.connection_info();
            origin == base_url(req) || origin == format!("{}://{}", info.scheme(), info.host())
        }
    }
}

/// `templates/player/actions.html`.
#[derive(Template)]
#[template(path = "player/actions.html")]
struct Actions {
    words: Words,
    token: String,
    message: Option<String>,
    failed: bool,
    self_reporting: bool,
    /// Whether the tournament still takes anything from a player: not
    /// after the finish (the page shows the final standing instead).
    open: bool,
    /// Whether dropping would do anything (`MeView::can_drop`).
    can_drop: bool,
    /// "You reported: you won 2–1. Waiting for Alice to confirm."
    mine_line: Option<String>,
    /// "Alice says they won 2–1 (you lost 1–2). Is that right?"
    theirs_line: Option<String>,
    /// A dispute, side by side: this player's report, the heading of the
    /// opponent's, the opponent's report (each from its reporter's side).
    disputed: Option<(String, String, String)>,
    can_report: bool,
    /// The one-tap results (`result` value, label): no draw in a playoff.
    choices: Vec<(&'static str, String)>,
    /// When a report is already on the table: the form opens behind this
    /// ("No, it was different", "Change my report").
    change_summary: Option<String>,
}

/// The one-tap results of the page, as `wins-losses-draws` from the
/// player's side (`result` of [`PageForm`]) with their message ids.
const CHOICES: [(&str, &str); 5] = [
    ("2-0-0", "player-won-2-0"),
    ("2-1-0", "player-won-2-1"),
    ("1-2-0", "player-lost-1-2"),
    ("0-2-0", "player-lost-0-2"),
    ("1-1-0", "player-draw-1-1"),
];

/// The message id of a refusal's code (the service's own details are
/// for the API; the page has these few).
fn refusal_message(code: &str) -> &'static str {
    match code {
        "self_reporting_off" => "error-self-reporting-off",
        "no_open_match" => "error-no-open-match",
        "result_already_entered" => "error-result-already-entered",
        "report_disputed" => "error-report-disputed",
        "nothing_to_confirm" => "error-nothing-to-confirm",
        "own_report" => "error-own-report",
        "tournament_finished" => "player-refused-finished",
        "player_already_dropped" => "player-refused-dropped",
        "playoff_draw" => "player-refused-playoff-draw",
        _ => "player-refused",
    }
}

/// The message the page shows after a form (`?done=` or `?refused=`).
fn message(req: &HttpRequest, words: &Words) -> (Option<String>, bool) {
    let query =
        web::Query::<std::collections::HashMap<String, String>>::from_query(req.query_string())
            .map(web::Query::into_inner)
            .unwrap_or_default();
    if let Some(done) = query.get("done") {
        let id = match done.as_str() {
            "reported" => "player-done-reported",
            "confirmed" => "player-done-confirmed",
            "dropped" => "player-done-dropped",
            _ => return (None, false),
        };
        return (Some(words.get(id)), false);
    }
    if let Some(code) = query.get("refused") {
        return (Some(words.get(refusal_message(code))), true);
    }
    (None, false)
}

/// A match's games as people write them, `2–1` (`2–1–1` with drawn
/// games), from the side of `r`.
pub fn score(r: MatchResult) -> String {
    if r.draws > 0 {
        format!("{}–{}–{}", r.wins, r.losses, r.draws)
    } else {
        format!("{}–{}", r.wins, r.losses)
    }
}

/// `r` from this player's side in words: "you won 2–1", "you lost 0–2",
/// "a draw, 1–1"; a double loss as the entered result says it.
pub fn outcome_words(words: &Words, r: MatchResult) -> String {
    if r.double_loss {
        return words.get("player-result-double-loss");
    }
    let id = match r.wins.cmp(&r.losses) {
        std::cmp::Ordering::Greater => "player-score-won",
        std::cmp::Ordering::Less => "player-score-lost",
        std::cmp::Ordering::Equal => "player-score-draw",
    };
    words.with(id, &[("score", score(r))])
}

/// The `#player-actions` section of the page of `code` (what `me` may do
/// now), with the message of a form just sent.
pub fn actions_html(req: &HttpRequest, me: &MeView, code: &str) -> Result<String, ApiError> {
    let self_reporting = me.tournament.self_reporting;
    let Some(key) = req.app_data::<web::Data<CodeKey>>() else {
        return Ok(String::new());
    };
    let words = Words(me.lang);
    let (message, failed) = message(req, &words);
    let round = me.round.as_ref();
    let report = round.and_then(|r| r.report.as_ref());
    let opponent = round
        .and_then(|r| r.opponent.as_ref())
        .map(|o| me.shown(o))
        .unwrap_or_default();
    let mine_line = report
        .filter(|r| r.state == ReportStatus::Reported)
        .and_then(|r| r.mine)
        .map(|m| {
            words.with(
                "player-reported",
                &[
                    ("result", outcome_words(&words, m)),
                    ("opponent", opponent.clone()),
                ],
            )
        });
    let theirs_line = report
        .filter(|r| r.can_confirm)
        .and_then(|r| r.theirs)
        .map(|t| {
            // `t` is from this player's side: the opponent's outcome is
            // its mirror.
            let outcome = match t.wins.cmp(&t.losses) {
                std::cmp::Ordering::Less => "win",
                std::cmp::Ordering::Greater => "loss",
                std::cmp::Ordering::Equal => "draw",
            };
            words.with(
                "player-their-report",
                &[
                    ("opponent", opponent.clone()),
                    ("outcome", outcome.to_owned()),
                    ("theirs", score(t.mirrored())),
                    ("mine", score(t)),
                ],
            )
        });
    let disputed = report
        .filter(|r| r.state == ReportStatus::Disputed)
        .map(|r| {
            let said = |m: Option<MatchResult>| m.map(|m| outcome_words(&words, m));
            (
                said(r.mine).unwrap_or_default(),
                words.with("player-they-reported", &[("opponent", opponent.clone())]),
                said(r.theirs).unwrap_or_default(),
            )
        });
    let playoff = round.is_some_and(|r| r.kind == planesforge_engine::RoundKind::Playoff);
    let choices = CHOICES
        .iter()
        .filter(|(value, _)| !(playoff && *value == "1-1-0"))
        .map(|(value, id)| (*value, score_unbroken(&words.get(id))))
        .collect();
    let change_summary = if theirs_line.is_some() {
        Some(words.get("player-not-right"))
    } else if mine_line.is_some() {
        Some(words.get("player-change-report"))
    } else {
        None
    };
    Actions {
        token: form_token(key, code),
        message,
        failed,
        self_reporting,
        open: me.tournament.status != crate::service::views::players::TournamentStatus::Finished,
        can_drop: me.can_drop,
        mine_line,
        theirs_line,
        disputed,
        can_report: report.is_some_and(|r| r.can_report),
        choices,
        change_summary,
        words,
    }
    .render()
    .map_err(|e| ApiError::Internal(e.to_string()))
}

/// A form of the page: `do` says which (`report`, `confirm`, `drop`).
/// A report is one tap (`result=2-1-0`: games won, lost, drawn) or the
/// three fields (`result=other` with `wins`, `losses`, `draws`); a field
/// left at its empty choice is absent.
#[derive(Debug, Deserialize)]
pub struct PageForm {
    pub csrf: Option<String>,
    #[serde(rename = "do")]
    pub action: Option<String>,
    pub result: Option<String>,
    #[serde(default, deserialize_with = "blank_is_none")]
    pub wins: Option<u32>,
    #[serde(default, deserialize_with = "blank_is_none")]
    pub losses: Option<u32>,
    #[serde(default, deserialize_with = "blank_is_none")]
    pub draws: Option<u32>,
    /// The drop's confirmation step: `yes`.
    pub confirmed: Option<String>,
}

/// A number field: empty (the "choose" option) is absent, anything else
/// must be a number.
fn blank_is_none<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
    let text = Option::<String>::deserialize(d)?;
    match text.as_deref().map(str::trim) {
        None | Some("") => Ok(None),
        Some(t) => t.parse().map(Some).map_err(serde::de::Error::custom),
    }
}

impl PageForm {
    /// The reported result: the tapped `result`, or with `result=other`
    /// (or none, as older pages sent) the three fields; `None` when
    /// incomplete or malformed.
    fn reported(&self) -> Option<MatchResult> {
        match self.result.as_deref() {
            Some("other") | None => Some(MatchResult::games(self.wins?, self.losses?, self.draws?)),
            Some(tapped) => {
                let mut parts = tapped.splitn(3, '-').map(str::parse::<u32>);
                let (Some(Ok(w)), Some(Ok(l)), Some(Ok(d))) =
                    (parts.next(), parts.next(), parts.next())
                else {
                    return None;
                };
                Some(MatchResult::games(w, l, d))
            }
        }
    }
}

/// `templates/player/refused.html`.
#[derive(Template)]
#[template(path = "player/refused.html")]
struct Refused {
    words: Words,
}

/// `templates/player/drop.html`.
#[derive(Template)]
#[template(path = "player/drop.html")]
struct DropStep {
    words: Words,
    token: String,
}

pub(crate) fn html(
    mut response: actix_web::HttpResponseBuilder,
    lang: Lang,
    body: String,
) -> HttpResponse {
    response
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((header::REFERRER_POLICY, "no-referrer"))
        .insert_header(("X-Robots-Tag", "noindex"))
        .insert_header((header::CONTENT_LANGUAGE, lang.code()))
        .content_type("text/html; charset=utf-8")
        .body(body)
}

/// 403 with a localized page: a form that may come from another site.
fn refused(req: &HttpRequest) -> Result<HttpResponse, ApiError> {
    let lang = lang::of_request(req);
    let body = Refused { words: Words(lang) }
        .render()
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    Ok(html(HttpResponse::Forbidden(), lang, body))
}

/// The checks every form passes first: the same site and the token.
fn checked(req: &HttpRequest, code: &str, csrf: Option<&str>) -> Option<web::Data<CodeKey>> {
    let key = req.app_data::<web::Data<CodeKey>>()?.clone();
    (same_site(req) && token_matches(&key, code, csrf)).then_some(key)
}

/// `303 See Other` back to the page with what happened (a redirect
/// header, not the page's HTML, carries the code).
fn back(code: &str, outcome: Result<&str, service::Error>) -> HttpResponse {
    let query = match outcome {
        Ok(done) => format!("done={done}"),
        Err(e) => format!("refused={}", e.code()),
    };
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, format!("/p/{code}?{query}")))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((header::REFERRER_POLICY, "no-referrer"))
        .finish()
}

/// A form of the page whose body does not parse (not a form, a count
/// that is not a number, too large): back to the page with
/// `?refused=invalid_body`, which says so in the player's language;
/// nothing was written.
pub fn unreadable(code: &str) -> HttpResponse {
    back(
        code,
        Err(service::Error::new(
            Code::InvalidBody,
            crate::detail!("error-form-fields"),
        )),
    )
}

/// The service's answer as the page's outcome: refusals of the use case
/// go back to the page; storage failures stay errors.
fn outcome<T>(
    r: Result<T, service::Error>,
    done: &'static str,
) -> Result<Result<&'static str, service::Error>, ApiError> {
    match r {
        Ok(_) => Ok(Ok(done)),
        Err(e)
            if matches!(
                e.kind(),
                service::Kind::Unavailable | service::Kind::Internal
            ) =>
        {
            Err(e.into())
        }
        Err(e) => Ok(Err(e)),
    }
}

/// `POST /p/{code}`: the page's forms post back to the page itself, so
/// that the page never writes its code into its HTML; `do` picks the
/// action. A drop without `confirmed=yes` answers a page that asks once
/// more (a player cannot undo a drop).
pub async fn submit(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    code: web::Path<String>,
    form: web::Form<PageForm>,
) -> Result<HttpResponse, ApiError> {
    let code = code.into_inner();
    let form = form.into_inner();
    let Some(key) = checked(&req, &code, form.csrf.as_deref()) else {
        return refused(&req);
    };
    let who = match crate::http::player_auth::authenticate(&req, code.clone()).await {
        Ok(who) => who,
        Err(e) => return crate::http::player_page::refusal_page(&req, e),
    };
    let (tid, pid) = (who.tournament_id, who.player_id);
    match form.action.as_deref() {
        Some("report") => {
            let Some(result) = form.reported() else {
                return Ok(unreadable(&code));
            };
            let r = web::block(move || service::reports::report(&pool, &tid, &pid, result)).await?;
            Ok(back(&code, outcome(r, "reported")?))
        }
        Some("confirm") => {
            let r = web::block(move || service::reports::confirm(&pool, &tid, &pid)).await?;
            Ok(back(&code, outcome(r, "confirmed")?))
        }
        Some("drop") if form.confirmed.as_deref() == Some("yes") => {
            let r = web::block(move || service::reports::self_drop(&pool, &tid, &pid)).await?;
            Ok(back(&code, outcome(r, "dropped")?))
        }
        Some("drop") => {
            let lang = lang::of_request(&req);
            let body = DropStep {
                words: Words(lang),
                token: form_token(&key, &code),
            }
            .render()
            .map_err(|e| ApiError::Internal(e.to_string()))?;
            Ok(html(HttpResponse::Ok(), lang, body))
        }
        _ => Err(ApiError::new(
            Code::InvalidBody,
            crate::detail!("error-form-fields"),
        )),
    }
}

/// The token of the box of `/p` ([`enter`]): an HMAC under the server's
/// code key in a domain of its own. It is the same for every reader (no
/// code is known yet, and there is no session to bind it to), so what
/// keeps another site from posting the box is the browser's own signals
/// ([`same_site`]); the token says the form came from a page this server
/// made.
fn box_token(key: &CodeKey) -> String {
    service::codes::derive(key, "player-code-box", "", "csrf")
}

/// `templates/player/enter.html`.
#[derive(Template)]
#[template(path = "player/enter.html")]
struct Enter {
    words: Words,
    token: String,
    /// `/p`, with the `?lang=` the box was asked in (its answer keeps it).
    action: String,
}

/// `GET /p`: a box to type a code in (the slips print this address to
/// type), in the reader's language (`?lang=`, else `Accept-Language`).
pub async fn enter(req: HttpRequest) -> Result<HttpResponse, ApiError> {
    let lang = lang::of_request(&req);
    let token = req
        .app_data::<web::Data<CodeKey>>()
        .map(|k| box_token(k))
        .unwrap_or_default();
    let action = match lang::requested(&req) {
        Some(l) => format!("/p?lang={}", l.code()),
        None => "/p".to_owned(),
    };
    let body = Enter {
        words: Words(lang),
        token,
        action,
    }
    .render()
    .map_err(|e| ApiError::Internal(e.to_string()))?;
    Ok(html(HttpResponse::Ok(), lang, body))
}

/// The box's form.
#[derive(Debug, Deserialize)]
pub struct EnterForm {
    pub csrf: Option<String>,
    pub code: Option<String>,
}

/// `POST /p`: the code typed in the box. A player's code answers `303 See
/// Other` to its page (`/p/<code>`, a typable code in groups); any other
/// is the page of a refused code, counted and slowed like every wrong
/// code ([`crate::http::player_auth::authenticate`]). A form from
/// elsewhere is `403` with a page, and nothing is looked up.
pub async fn enter_submit(
    req: HttpRequest,
    form: web::Form<EnterForm>,
) -> Result<HttpResponse, ApiError> {
    let form = form.into_inner();
    let key = req.app_data::<web::Data<CodeKey>>();
    let token_ok = key.is_some_and(|k| {
        let want = box_token(k);
        form.csrf.as_deref().is_some_and(|sent| {
            !want.is_empty() && bool::from(sent.as_bytes().ct_eq(want.as_bytes()))
        })
    });
    if !same_site(&req) || !token_ok {
        return refused(&req);
    }
    let code = form.code.unwrap_or_default();
    if let Err(e) = crate::http::player_auth::authenticate(&req, code.clone()).await {
        return crate::http::player_page::refusal_page(&req, e);
    }
    Ok(HttpResponse::SeeOther()
        .insert_header((
            header::LOCATION,
            format!("/p/{}", service::codes::shown_form(&code)),
        ))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((header::REFERRER_POLICY, "no-referrer"))
        .finish())
}

/// A button's label with its score kept on one line: a word joiner on each
/// side of every en dash, so "Ισοπαλία 1–1" wraps before the score, never
/// inside it.
fn score_unbroken(label: &str) -> String {
    label.replace('–', "\u{2060}–\u{2060}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_fits_its_code_and_key_only() {
        let key = CodeKey::new(vec![7u8; 32]).expect("key");
        let other_key = CodeKey::new(vec![8u8; 32]).expect("key");
        let token = form_token(&key, "code-one");
        assert!(!token.is_empty());
        assert_ne!(token, "code-one", "the token is not the code");
        assert!(token_matches(&key, "code-one", Some(&token)));
        assert!(!token_matches(&key, "code-two", Some(&token)));
        assert!(!token_matches(&other_key, "code-one", Some(&token)));
        assert!(!token_matches(&key, "code-one", None));
        assert!(!token_matches(&key, "code-one", Some("")));
    }

    #[test]
    fn refusals_have_page_messages() {
        assert_eq!(refusal_message("report_disputed"), "error-report-disputed");
        assert_eq!(refusal_message("something_else"), "player-refused");
    }
}

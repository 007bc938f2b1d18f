//! A round's page: its tables, the result box, and what its state allows.

use super::tournaments::{own_tournament, owns, tournament_page};
use super::*;

/// A round's state in the reader's words.
pub(super) fn state_word(words: &Words, r: &Round) -> String {
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

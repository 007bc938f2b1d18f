//! A round's page: its tables, the result box, and what its state allows.

use super::*;
use crate::service::views::clock::ClockView;
use planesforge_engine::clock::ClockState;
use planesforge_engine::lifecycle::RoundState as Stage;

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
    /// The round's clock, when it has one.
    clock: Option<ClockLine>,
    /// The server's time of the clock (RFC 3339), for the countdowns of the
    /// tables still playing: a device whose own clock is wrong counts right.
    server_time: Option<String>,
    /// Whether the tables still playing show a time left (the clock runs
    /// or is paused).
    timed: bool,
    /// [`seen`] of the round shown.
    seen: String,
    /// Every seated player (id, "name, table n"), for the swap forms.
    seats: Vec<(String, String)>,
    message: Option<String>,
    failed: bool,
}

/// A round's clock, as the round's page shows it and what may be done.
struct ClockLine {
    /// Its state and the time left, in words (`running · 31:12 left`).
    text: String,
    start: bool,
    pause: bool,
    resume: bool,
    /// Extensions (the round's, one table's) while it has not finished.
    extend: bool,
}

fn clock_line(words: &Words, c: &ClockView) -> ClockLine {
    let left = c.remaining_s.max(0);
    let time = format!("{}:{:02}", left / 60, left % 60);
    let state = match c.state {
        ClockState::NotStarted => "not-started",
        ClockState::Running => "running",
        ClockState::Paused => "paused",
        ClockState::Finished => "finished",
    };
    let text = words.with(&format!("console-clock-{state}"), &[("time", time)]);
    ClockLine {
        text,
        start: c.state == ClockState::NotStarted,
        pause: c.state == ClockState::Running,
        resume: c.state == ClockState::Paused,
        extend: c.state != ClockState::Finished,
    }
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
    /// A dispute's two reports, each one click from being the result:
    /// (the button's words, the result as the box takes it).
    settle: Vec<(String, String)>,
    /// The table's own extension, in minutes, when it has one.
    extension: Option<u32>,
    /// The table's time left while the clock runs or is paused (its own
    /// extension counted): `31:12`, or that time is up.
    time_left: Option<String>,
    /// When the table ends, while the clock runs: the page's script counts
    /// the time left down from it.
    ends: Option<String>,
    /// While the round is being paired: why the table is what it is.
    why: Option<String>,
}

fn table_row(words: &Words, p: &Pairing, clock: Option<&ClockView>) -> TableRow {
    let settle = match (&p.report, &p.player_b) {
        (Some(r), Some(b)) if r.state == ReportStatus::Disputed => [
            (&p.player_a.name, r.player_a.as_ref()),
            (&b.name, r.player_b.as_ref()),
        ]
        .into_iter()
        .filter_map(|(name, said)| {
            let said = result_text(said?);
            let label = words.with(
                "console-settle-with",
                &[("player", name.to_string()), ("result", said.clone())],
            );
            Some((label, said))
        })
        .collect(),
        _ => Vec::new(),
    };
    let own = clock.and_then(|c| c.tables.get(&p.table));
    let extension = own.map(|e| u32::try_from(e.extension_s.div_euclid(60)).unwrap_or(u32::MAX));
    let ticking = clock.filter(|c| matches!(c.state, ClockState::Running | ClockState::Paused));
    let time_left = ticking.map(|c| {
        let left = c.remaining_s + own.map_or(0, |e| e.extension_s);
        if left > 0 {
            format!("{}:{:02}", left / 60, left % 60)
        } else {
            words.get("console-time-up")
        }
    });
    let ends = ticking
        .filter(|c| c.state == ClockState::Running)
        .and_then(|c| {
            own.and_then(|e| e.ends_at.clone())
                .or_else(|| c.ends_at.clone())
        });
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
        a: p.player_a.name.to_string(),
        b: p.player_b.as_ref().map(|b| b.name.to_string()),
        result: p.result.as_ref().map(result_text),
        reports,
        settle,
        extension,
        time_left,
        ends,
        why: None,
    }
}

/// What a page showed of round `r`: its state and its tables (players,
/// results, reports), hashed. A round's form sends it back (`seen`); when
/// the round is no longer what the organizer saw (another device paired it
/// again, entered a result, published it), the form is not carried out
/// and the fresh page says so, instead of acting on a round nobody
/// looked at.
pub(super) fn seen(r: &Round) -> String {
    let tables: Vec<_> = r
        .pairings
        .iter()
        .map(|p| {
            (
                p.table,
                &p.player_a.id,
                p.player_b.as_ref().map(|b| &b.id),
                p.result.as_ref().map(result_text),
                p.report.as_ref().map(|x| x.state.as_str()),
            )
        })
        .collect();
    hash_key(&format!("{}|{tables:?}", r.state.as_str()))
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

pub(super) fn round_page(
    req: &HttpRequest,
    caller: &Caller,
    session: &str,
    (t, r, why): (Tournament, Round, Why),
    status: actix_web::http::StatusCode,
    message: Option<(String, bool)>,
    after: Option<u32>,
) -> Result<HttpResponse, ApiError> {
    let (message, failed) = message.map_or((None, false), |(m, f)| (Some(m), f));
    let frame = frame(req, Some((caller, session)));
    // While being paired nothing is played yet: every table is in one
    // list, with why it is what it is.
    let (open, done): (Vec<&Pairing>, Vec<&Pairing>) = r
        .pairings
        .iter()
        .partition(|p| r.state != Stage::Pairing && !p.bye && p.result.is_none());
    let clock = r.clock.as_ref();
    let row = |p: &Pairing| TableRow {
        why: why.get(&p.table).cloned(),
        ..table_row(&frame.words, p, clock)
    };
    let open: Vec<TableRow> = open.into_iter().map(row).collect();
    let timed = open.iter().any(|p| p.time_left.is_some());
    let done = done.into_iter().map(row).collect();
    // The seats a swap chooses from: each player, with their table.
    let seats = r
        .pairings
        .iter()
        .flat_map(|p| {
            let b = p
                .player_b
                .as_ref()
                .map(|b| (b.id.to_string(), b.name.to_string(), p.table));
            std::iter::once((
                p.player_a.id.to_string(),
                p.player_a.name.to_string(),
                p.table,
            ))
            .chain(b)
        })
        .map(|(id, name, table)| {
            (
                id,
                frame.words.with(
                    "console-seat",
                    &[("player", name), ("table", table.to_string())],
                ),
            )
        })
        .collect();
    let body = render(RoundPage {
        clock: clock.map(|c| clock_line(&frame.words, c)),
        server_time: clock.map(|c| c.server_time.clone()),
        timed,
        seen: seen(&r),
        seats,
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
    Ok(html(HttpResponse::build(status), console_lang(req), body))
}

/// Why each table of a round being paired is what it is (the round's
/// explanation, a sentence per reason), by table; empty once published
/// (the public explanation says it then).
pub(super) type Why = std::collections::BTreeMap<u32, String>;

/// The caller's tournament `tid` and its round `n`; `None` when either is
/// missing or not the caller's.
pub(super) async fn own_round(
    req: &HttpRequest,
    caller: &Caller,
    tid: &str,
    n: u32,
) -> Result<Option<(Tournament, Round)>, ApiError> {
    let pool = pool_of(req)?;
    let (caller, tid) = (caller.clone(), tid.to_owned());
    blocking(move || load_round(&pool, &caller, &tid, n)).await
}

/// [`own_round`] with, while the round is being paired, why its tables
/// are what they are: what the round's page shows.
pub(super) async fn shown_round(
    req: &HttpRequest,
    caller: &Caller,
    tid: &str,
    n: u32,
) -> Result<Option<(Tournament, Round, Why)>, ApiError> {
    let pool = pool_of(req)?;
    let lang = console_lang(req);
    let (caller, tid) = (caller.clone(), tid.to_owned());
    blocking(move || {
        let Some((t, r)) = load_round(&pool, &caller, &tid, n)? else {
            return Ok::<_, service::Error>(None);
        };
        let mut why = Why::new();
        // Only a Swiss round has an explanation (a playoff round's tables
        // are the bracket's).
        if r.state == Stage::Pairing && r.kind == planesforge_engine::RoundKind::Swiss {
            let explained = service::explain::round(&pool, Some(&caller), &tid, n, lang)?;
            for table in explained.tables {
                let text: Vec<String> = table.reasons.into_iter().map(|x| x.text).collect();
                why.insert(table.table, text.join(" "));
            }
        }
        Ok(Some((t, r, why)))
    })
    .await
}

fn load_round(
    pool: &DbPool,
    caller: &Caller,
    tid: &str,
    n: u32,
) -> Result<Option<(Tournament, Round)>, service::Error> {
    let Some(t) = service::console::own_tournament(pool, caller, tid)? else {
        return Ok(None);
    };
    match service::rounds::get(pool, Some(caller), tid, n, None) {
        Ok(r) => Ok(Some((t, r))),
        Err(e) if e.kind() == service::Kind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
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
    let Some(found) = shown_round(&req, &caller, &tid, n).await? else {
        return not_found(&req, &caller, &session);
    };
    let words = Words(console_lang(&req));
    let message = match (query.done.as_deref(), query.table) {
        (Some("entered"), Some(table)) => {
            Some((words.num("console-result-entered", "table", &table), false))
        }
        (Some("paired"), _) => Some((words.get("console-round-paired"), false)),
        (Some("published"), _) => Some((words.get("console-round-published"), false)),
        (Some("unpublished"), _) => Some((words.get("console-round-unpublished"), false)),
        (Some("repaired"), _) => Some((words.get("console-round-repaired"), false)),
        (Some("clock"), _) => Some((words.get("console-clock-done"), false)),
        (Some("swapped"), _) => Some((words.get("console-swapped"), false)),
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
    let tid = path.into_inner();
    let t = tid.clone();
    act(
        &req,
        &me,
        form.csrf.as_deref(),
        Back::Tournament(tid.clone()),
        move |pool, c| service::rounds::create(pool, c, &t),
        |r| format!("/console/t/{tid}/r/{}?done=paired", r.number),
    )
    .await
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
    let (tid, n, action) = path.into_inner();
    let Some(action) = RoundAction::named(&action) else {
        return not_found(&req, &me.caller, &me.session);
    };
    if !form_ok(&req, &me.session, form.csrf.as_deref()) {
        return refused(&req);
    }
    let Some(found) = own_round(&req, &me.caller, &tid, n).await? else {
        return not_found(&req, &me.caller, &me.session);
    };
    if form.seen.as_deref() != Some(seen(&found.1).as_str()) {
        return stale(&req, &me, tid, n).await;
    }
    let t = tid.clone();
    act(
        &req,
        &me,
        form.csrf.as_deref(),
        Back::Round(tid.clone(), n),
        move |pool, c| match action {
            RoundAction::Publish => service::rounds::publish(pool, c, &t, n).map(|_| ()),
            RoundAction::Unpublish => service::rounds::unpublish(pool, c, &t, n).map(|_| ()),
            RoundAction::Repair => service::rounds::repair(pool, c, &t, n).map(|_| ()),
            RoundAction::Delete => service::rounds::delete(pool, c, &t, n),
        },
        |()| match action {
            RoundAction::Delete => format!("/console/t/{tid}?done=deleted-round&n={n}"),
            RoundAction::Publish => format!("/console/t/{tid}/r/{n}?done=published"),
            RoundAction::Unpublish => format!("/console/t/{tid}/r/{n}?done=unpublished"),
            RoundAction::Repair => format!("/console/t/{tid}/r/{n}?done=repaired"),
        },
    )
    .await
}

/// The swap forms: two players (ids) or two tables, and what the page
/// showed of the round.
#[derive(Debug, Deserialize)]
pub struct SwapForm {
    pub csrf: Option<String>,
    pub seen: Option<String>,
    /// `players` or `tables`.
    pub kind: Option<String>,
    pub a: Option<String>,
    pub b: Option<String>,
}

/// `POST /console/t/{tid}/r/{n}/swap`: swaps two players or two tables of
/// a round being paired (the API's `POST …/swap-players`,
/// `…/swap-tables`), when the round is still what the page showed.
pub async fn swap(
    req: HttpRequest,
    path: web::Path<(String, u32)>,
    form: web::Form<SwapForm>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    use crate::service::views::rounds::{SwapPlayers, SwapTables};
    let (tid, n) = path.into_inner();
    let form = form.into_inner();
    if !form_ok(&req, &me.session, form.csrf.as_deref()) {
        return refused(&req);
    }
    let Some(found) = own_round(&req, &me.caller, &tid, n).await? else {
        return not_found(&req, &me.caller, &me.session);
    };
    if form.seen.as_deref() != Some(seen(&found.1).as_str()) {
        return stale(&req, &me, tid, n).await;
    }
    let (a, b) = (form.a.unwrap_or_default(), form.b.unwrap_or_default());
    let tables = match form.kind.as_deref() {
        Some("tables") => match (a.trim().parse::<u32>(), b.trim().parse::<u32>()) {
            (Ok(x), Ok(y)) => Some((x, y)),
            _ => {
                return Back::Round(tid, n)
                    .unreadable(&req, &me, form.csrf.as_deref())
                    .await;
            }
        },
        _ => None,
    };
    let t = tid.clone();
    act(
        &req,
        &me,
        form.csrf.as_deref(),
        Back::Round(tid.clone(), n),
        move |pool, c| match tables {
            Some((table_a, table_b)) => {
                service::rounds::swap_tables(pool, c, &t, n, SwapTables { table_a, table_b })
            }
            None => service::rounds::swap_players(
                pool,
                c,
                &t,
                n,
                SwapPlayers {
                    player_a: a,
                    player_b: b,
                },
            ),
        },
        |_| format!("/console/t/{tid}/r/{n}?done=swapped"),
    )
    .await
}

/// The round's page, `409`, saying that the round changed since the page
/// the form came from was shown (see [`seen`]); nothing was done.
async fn stale(
    req: &HttpRequest,
    me: &Console,
    tid: String,
    n: u32,
) -> Result<HttpResponse, ApiError> {
    let message = Words(console_lang(req)).get("console-stale");
    Back::Round(tid, n)
        .show(
            req,
            &me.caller,
            &me.session,
            actix_web::http::StatusCode::CONFLICT,
            (message, true),
        )
        .await
}

/// The clock's forms: a command, and for an extension its minutes and
/// (one table's) its table.
#[derive(Debug, Deserialize)]
pub struct ClockForm {
    pub csrf: Option<String>,
    pub minutes: Option<String>,
    pub table: Option<String>,
}

/// `POST /console/t/{tid}/r/{n}/clock/{start|pause|resume|extend}`: the
/// API's clock commands; `extend` with a `table` extends that table only.
pub async fn clock_action(
    req: HttpRequest,
    path: web::Path<(String, u32, String)>,
    form: web::Form<ClockForm>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    use service::clock::Command;
    let (tid, n, action) = path.into_inner();
    let form = form.into_inner();
    let number = |v: &Option<String>| {
        v.as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::parse::<i64>)
    };
    let minutes = number(&form.minutes);
    let table = number(&form.table);
    let cmd = match action.as_str() {
        "start" => Some(Command::Start),
        "pause" => Some(Command::Pause),
        "resume" => Some(Command::Resume),
        // Minutes and a table the service checks (1 s to 2 h; a real table).
        "extend" => match (minutes, table) {
            (Some(Ok(m)), None) => Some(Command::Extend(m.saturating_mul(60))),
            (Some(Ok(m)), Some(Ok(table))) => Some(Command::ExtendTable {
                table: u32::try_from(table).unwrap_or(0),
                seconds: m.saturating_mul(60),
            }),
            _ => None,
        },
        _ => return not_found(&req, &me.caller, &me.session),
    };
    let Some(cmd) = cmd else {
        return Back::Round(tid, n)
            .unreadable(&req, &me, form.csrf.as_deref())
            .await;
    };
    let t = tid.clone();
    act(
        &req,
        &me,
        form.csrf.as_deref(),
        Back::Round(tid.clone(), n),
        move |pool, c| service::clock::command(pool, c, &t, n, cmd),
        |_| format!("/console/t/{tid}/r/{n}?done=clock"),
    )
    .await
}

/// The result box: a table and a result as typed (`2-1`, `0-0-3`, `dl`);
/// `confirm=yes` once a correction's consequences were shown.
#[derive(Debug, Deserialize)]
pub struct ResultForm {
    pub csrf: Option<String>,
    pub table: Option<String>,
    pub result: Option<String>,
    pub confirm: Option<String>,
}

/// What correcting `table`'s result in round `r` to `new` does, a
/// sentence each; empty when the table has no result yet (an entry, not a
/// correction).
fn correction_lines(
    words: &Words,
    t: &Tournament,
    r: &Round,
    table: u32,
    new: &str,
) -> Vec<String> {
    let Some(p) = r.pairings.iter().find(|p| p.table == table) else {
        return Vec::new();
    };
    let Some(old) = p.result.as_ref() else {
        return Vec::new();
    };
    let mut lines = vec![words.with(
        "console-correction-line",
        &[
            ("table", table.to_string()),
            ("old", result_text(old)),
            ("new", new.to_owned()),
        ],
    )];
    if t.current_round > r.number {
        lines.push(
            words.with(
                "console-correction-later",
                &[
                    ("first", (r.number + 1).to_string()),
                    ("last", t.current_round.to_string()),
                    (
                        "span",
                        if t.current_round == r.number + 1 {
                            "one"
                        } else {
                            "several"
                        }
                        .to_owned(),
                    ),
                ],
            ),
        );
    }
    lines.push(words.get("console-correction-audit"));
    lines
}

/// `POST /console/t/{tid}/r/{n}/result`: enters or corrects a table's
/// result (the API's `PUT …/result`), then back to the round with the box
/// at the next table still playing. A correction (the table has a result)
/// first shows what it changes, and is made once confirmed.
pub async fn enter_result(
    req: HttpRequest,
    path: web::Path<(String, u32)>,
    form: web::Form<ResultForm>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let form = form.into_inner();
    if !form_ok(&req, &me.session, form.csrf.as_deref()) {
        return refused(&req);
    }
    let (tid, n) = path.into_inner();
    let words = Words(console_lang(&req));
    let Some((t, r)) = own_round(&req, &me.caller, &tid, n).await? else {
        return not_found(&req, &me.caller, &me.session);
    };
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
        let message = (words.get("console-result-unreadable"), true);
        return Back::Round(tid, n)
            .show(
                &req,
                &me.caller,
                &me.session,
                actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
                message,
            )
            .await;
    };
    let lines = correction_lines(&words, &t, &r, table, &result_text(&result));
    if !lines.is_empty() && form.confirm.as_deref() != Some("yes") {
        return confirm_page(
            &req,
            &me,
            words.num("console-correction-title", "table", &table),
            lines,
            format!("/console/t/{tid}/r/{n}/result"),
            vec![
                ("table".to_owned(), table.to_string()),
                ("result".to_owned(), result_text(&result)),
            ],
            words.get("console-correction-save"),
            format!("/console/t/{tid}/r/{n}"),
        );
    }
    let written = req
        .app_data::<web::Data<service::rounds::WrittenRounds>>()
        .cloned()
        .ok_or_else(|| ApiError::Internal("no round cache".to_owned()))?;
    let tid2 = tid.clone();
    act(
        &req,
        &me,
        form.csrf.as_deref(),
        Back::Round(tid.clone(), n),
        move |pool, c| {
            // The page is redirected to: the round's view is not needed.
            let answer = service::rounds::Answer::Nothing;
            service::rounds::put_result(pool, c, &tid2, n, table, result, &written, answer)
        },
        |_| format!("/console/t/{tid}/r/{n}?done=entered&table={table}"),
    )
    .await
}

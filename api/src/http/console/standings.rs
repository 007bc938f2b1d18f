//! The standings page: each row with why it is below the one above, the
//! cut-line advice before the round that decides the cut, and the top cut
//! (its creation, then its bracket).

use super::*;
use crate::service::views::rounds::{CutLineView, TopCutView};
use crate::service::views::standings::{StandingEntry, StandingsQuery};

/// `templates/console/standings.html`.
#[derive(Template)]
#[template(path = "console/standings.html")]
struct StandingsPage {
    frame: Frame,
    t: Tournament,
    after_round: u32,
    /// Once a top cut exists, the heading of the final standings (the
    /// places are then the playoff's), as printed.
    final_heading: Option<String>,
    rows: Vec<Row>,
    cut: Option<Vec<CutRow>>,
    /// The size the top-cut form proposes (the planned one, else 8).
    cut_size: u32,
    /// Whether the top cut may be created now (the Swiss part is over and
    /// there is none yet): the form is shown then.
    can_cut: bool,
    bracket: Option<Vec<PlayoffLine>>,
    champion: Option<String>,
    message: Option<String>,
    failed: bool,
}

/// A row of the standings, as shown.
struct Row {
    /// The place shown: the Swiss rank, or once a top cut exists the final
    /// place (`None` while the playoff decides it).
    place: Option<u32>,
    /// Once a top cut exists: the Swiss rank, shown beside the name.
    swiss: Option<u32>,
    name: String,
    points: u32,
    record: String,
    omw: String,
    gw: String,
    ogw: String,
    dropped: bool,
    /// Why this row is below the one above with equal points.
    why: Option<String>,
}

/// A player's cut-line advice, as shown.
struct CutRow {
    name: String,
    points: u32,
    status: String,
    table: u32,
}

/// A playoff round: its number, the reader's words for its state, and
/// its matches in words (`Ada (1) – Cy (4): 2-1`).
struct PlayoffLine {
    round: u32,
    state: String,
    matches: Vec<String>,
}

fn percent(x: f64) -> String {
    format!("{:.2}", x * 100.0)
}

fn row(e: StandingEntry, cut: bool) -> Row {
    let record = if e.draws > 0 {
        format!("{}-{}-{}", e.wins + e.byes, e.losses, e.draws)
    } else {
        format!("{}-{}", e.wins + e.byes, e.losses)
    };
    Row {
        place: if cut {
            e.final_rank.flatten()
        } else {
            Some(e.rank)
        },
        swiss: cut.then_some(e.rank),
        name: e.name,
        points: e.match_points,
        record,
        omw: percent(e.omw),
        gw: percent(e.gw),
        ogw: percent(e.ogw),
        dropped: e.dropped,
        why: None,
    }
}

fn cut_rows(words: &Words, cut: CutLineView) -> Vec<CutRow> {
    cut.players
        .into_iter()
        .map(|p| CutRow {
            status: words.get(&format!("console-cut-{}", p.status.code())),
            name: p.name,
            points: p.match_points,
            table: p.table,
        })
        .collect()
}

fn bracket_lines(words: &Words, b: &TopCutView) -> Vec<PlayoffLine> {
    b.rounds
        .iter()
        .map(|r| PlayoffLine {
            round: r.round,
            state: words.get(&format!("console-state-{}", r.state.as_str())),
            matches: r
                .matches
                .iter()
                .map(|m| {
                    let result = m
                        .result
                        .as_ref()
                        .map(|x| format!(": {}", super::rounds::result_text(x)))
                        .unwrap_or_default();
                    format!(
                        "{} ({}) – {} ({}){result}",
                        m.player_a.name, m.seed_a, m.player_b.name, m.seed_b
                    )
                })
                .collect(),
        })
        .collect()
}

/// Everything the page shows, read on the pool.
struct Read {
    t: Tournament,
    standings: crate::service::views::standings::StandingsResponse,
    ties: crate::service::views::standings::StandingsExplanationResponse,
    cut: Option<CutLineView>,
    bracket: Option<TopCutView>,
    can_cut: bool,
}

/// The standings page of `tid` (the caller's), with `message`.
pub(super) async fn page(
    req: &HttpRequest,
    caller: &Caller,
    session: &str,
    tid: &str,
    status: actix_web::http::StatusCode,
    message: Option<(String, bool)>,
) -> Result<HttpResponse, ApiError> {
    let lang = console_lang(req);
    let pool = pool_of(req)?;
    let (c, id) = (caller.clone(), tid.to_owned());
    let read = blocking(move || {
        let Some(t) = service::console::own_tournament(&pool, &c, &id)? else {
            return Ok(None);
        };
        let standings = service::standings::standings(&pool, &id, &StandingsQuery::default())?;
        let ties = service::explain::standings(&pool, &id, None, lang)?;
        // The advice exists only before the round that decides the cut;
        // at any other time the service says why not, and the page shows
        // nothing.
        let cut = match t.top_cut {
            Some(size) if t.status == TournamentStatus::Swiss => {
                service::topcut::cut_line(&pool, Some(&c), &id, size).ok()
            }
            _ => None,
        };
        let bracket = match t.status {
            TournamentStatus::TopCut | TournamentStatus::Finished => {
                match service::topcut::get(&pool, Some(&c), &id) {
                    Ok(b) => Some(b),
                    Err(e) if e.kind() == service::Kind::NotFound => None,
                    Err(e) => return Err(e),
                }
            }
            _ => None,
        };
        let can_cut =
            t.status == TournamentStatus::Swiss && service::topcut::may_create(&pool, &id)?;
        Ok(Some(Read {
            can_cut,
            t,
            standings,
            ties,
            cut,
            bracket,
        }))
    })
    .await?;
    let Some(read) = read else {
        return not_found(req, caller, session);
    };
    let frame = frame(req, Some((caller, session)));
    // Before a top cut the rows are in Swiss order, and each tie's reason
    // goes to the lower of the two; after it, in final order (the
    // playoff's), where the Swiss reasons do not apply.
    let cut = read.standings.cut_size.is_some();
    let mut rows: Vec<Row> = read
        .standings
        .standings
        .into_iter()
        .map(|e| row(e, cut))
        .collect();
    if !cut {
        for tie in read.ties.ties {
            let lower = Some(tie.upper_rank + 1);
            if let Some(r) = rows.iter_mut().find(|r| r.place == lower) {
                r.why = Some(tie.text);
            }
        }
    }
    let (message, failed) = message.map_or((None, false), |(m, f)| (Some(m), f));
    let body = render(StandingsPage {
        cut: read.cut.map(|c| cut_rows(&frame.words, c)),
        cut_size: read.t.top_cut.unwrap_or(8),
        can_cut: read.can_cut,
        champion: read
            .bracket
            .as_ref()
            .and_then(|b| b.champion.as_ref())
            .map(|s| s.name.clone()),
        bracket: read
            .bracket
            .as_ref()
            .map(|b| bracket_lines(&frame.words, b)),
        final_heading: read.standings.cut_size.map(|size| {
            frame
                .words
                .final_standings(&size, &read.standings.after_round)
        }),
        after_round: read.standings.after_round,
        frame,
        t: read.t,
        rows,
        message,
        failed,
    })?;
    Ok(html(HttpResponse::build(status), lang, body))
}

/// `GET /console/t/{tid}/standings`: the standings with each row's why,
/// the cut-line advice, the top cut.
pub async fn standings(
    req: HttpRequest,
    path: web::Path<String>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    page(
        &req,
        &me.caller,
        &me.session,
        &tid,
        actix_web::http::StatusCode::OK,
        None,
    )
    .await
}

/// The top cut's form: its size.
#[derive(Debug, Deserialize)]
pub struct CutForm {
    pub csrf: Option<String>,
    pub size: Option<String>,
}

/// `POST /console/t/{tid}/top-cut`: creates the top cut (the API's
/// `POST …/top-cut`) and opens its first round.
pub async fn top_cut(
    req: HttpRequest,
    path: web::Path<String>,
    form: web::Form<CutForm>,
    me: Console,
) -> Result<HttpResponse, ApiError> {
    let tid = path.into_inner();
    let Some(size) = form
        .size
        .as_deref()
        .map(str::trim)
        .and_then(|s| s.parse::<u32>().ok())
    else {
        return Back::Standings(tid)
            .unreadable(&req, &me, form.csrf.as_deref())
            .await;
    };
    let t = tid.clone();
    act(
        &req,
        &me,
        form.csrf.as_deref(),
        Back::Standings(tid.clone()),
        move |pool, c| service::topcut::create(pool, c, &t, size),
        |created| format!("/console/t/{tid}/r/{}?done=paired", created.round.number),
    )
    .await
}

//! The player's page `/p/<code>` and the organizer's code slips (RULES.md
//! §12): askama templates under `api/templates/player/`, every word from
//! the catalogues (`player-` messages) in the page's language.
//!
//! The code is in the page's path, not in a `#fragment`: the page must
//! work without JavaScript and post plain forms (slice R's report,
//! confirm and drop), which a fragment cannot carry to the server. What
//! that costs is paid back here: the request log prints `/p/…` instead of
//! the path ([`redacted_request_line`]), the page is sent with
//! `Referrer-Policy: no-referrer` (no link on it hands the code to another
//! site), `Cache-Control: no-store` (no shared cache keeps it) and
//! `X-Robots-Tag: noindex`.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;

use crate::http::dto::wire::RenderError;
use crate::http::error::ApiError;
use crate::http::lang;
use crate::http::print::Words;
use crate::i18n::{self, Arg, Lang};
use crate::service::players::{CodeSlip, SlipProblem};
use crate::service::views::me::MeView;
use crate::store::DbPool;

/// `PLANESFORGE_PUBLIC_URL`: the address players reach this server at
/// (`https://events.example`), for the links on slips and in answers.
/// Unset: the request's own scheme and host.
#[derive(Debug, Clone, Default)]
pub struct PublicUrl(pub Option<String>);

/// The base of absolute links (no trailing `/`).
pub fn base_url(req: &HttpRequest) -> String {
    if let Some(PublicUrl(Some(url))) = req.app_data::<web::Data<PublicUrl>>().map(|d| d.as_ref()) {
        return url.trim_end_matches('/').to_owned();
    }
    let info = req.connection_info();
    format!("{}://{}", info.scheme(), info.host())
}

/// The request line as the request log prints it: a player's page path
/// (`/p/<code>…`) as `/p/…`, so no code reaches the log.
pub fn redacted_request_line(req: &actix_web::dev::ServiceRequest) -> String {
    let path = req.path();
    let shown = if path.starts_with("/p/") {
        "/p/…".to_owned()
    } else {
        match req.query_string() {
            "" => path.to_owned(),
            q => format!("{path}?{q}"),
        }
    };
    format!("{} {} {:?}", req.method(), shown, req.version())
}

/// The messages of the player's pages.
impl Words {
    /// Message `id` with the named arguments.
    pub fn with(&self, id: &str, args: &[(&str, String)]) -> String {
        let args: Vec<(&str, Arg)> = args
            .iter()
            .map(|(k, v)| (*k, Arg::from(v.clone())))
            .collect();
        i18n::message(self.0, id, &args)
    }
}

/// `templates/player/page.html`.
#[derive(Template)]
#[template(path = "player/page.html")]
struct PlayerPage<'a> {
    words: Words,
    me: &'a MeView,
    /// The player's name as pages show it (`MeView::my_name`).
    name: String,
    /// After the finish, or for a player out of the top cut who has no
    /// table: what is shown instead of the round (RULES.md §8).
    over_line: Option<String>,
    /// After the finish: the champion.
    champion_line: Option<String>,
    /// "Round 3", "Table 5 against Bob", … already in words.
    round_line: Option<String>,
    seat_line: Option<String>,
    result_line: Option<String>,
    record_line: Option<String>,
    rank_line: Option<String>,
    /// The round clock in words (RULES.md §13), `None` without a limit.
    clock_line: Option<String>,
    /// While the clock runs: when this player's table ends and the
    /// server's time, for the countdown script; the label with `%T` for
    /// the time left and the words for time up.
    clock_ends: Option<ClockEnds>,
    /// The rank's "why": empty before a round is completed.
    rank_why: &'a [String],
    book: String,
    events: String,
    /// Every event name, a JSON array (an `EventSource` hears named events
    /// only by name).
    event_names: String,
    /// The forms of slice R (`http::player_forms`), already rendered.
    actions: String,
}

/// What the page's countdown needs (see [`PlayerPage::clock_ends`]).
struct ClockEnds {
    ends_at: String,
    server_time: String,
    label: String,
    time_up: String,
}

/// `m:ss`, or `h:mm:ss` from an hour on (whole seconds, at least 0).
fn clock_text(seconds: i64) -> String {
    let s = seconds.max(0);
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s % 3600 / 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// The clock line of the player's page, and the countdown's data while
/// it runs: the player's own table may have more time (RULES.md §13). The
/// bye has no clock; a completed round's clock has stopped ("round over",
/// no countdown).
fn clock_lines(words: &Words, me: &MeView) -> (Option<String>, Option<ClockEnds>) {
    let Some((round, clock)) = me
        .round
        .as_ref()
        .filter(|r| r.table.is_some())
        .and_then(|r| r.clock.as_ref().map(|c| (r, c)))
    else {
        return (None, None);
    };
    if round.state == planesforge_engine::lifecycle::RoundState::Completed
        || clock.state == "finished"
    {
        return (Some(words.get("screen-round-completed")), None);
    }
    let table = round.table.and_then(|t| clock.tables.get(&t));
    let left = clock.remaining_s + table.map_or(0, |t| t.extension_s);
    let time_left = words.with("player-time-left", &[("time", clock_text(left))]);
    let line = match clock.state {
        "not_started" => words.get("screen-clock-not-started"),
        "paused" => format!("{} · {time_left}", words.get("screen-clock-paused")),
        _ if left <= 0 => words.get("screen-time-up"),
        _ => time_left,
    };
    let ends_at = table
        .and_then(|t| t.ends_at.clone())
        .or_else(|| clock.ends_at.clone());
    let ends = ends_at
        .filter(|_| clock.state == "running")
        .map(|ends_at| ClockEnds {
            ends_at,
            server_time: clock.server_time.clone(),
            label: words.with("player-time-left", &[("time", "%T".to_owned())]),
            time_up: words.get("screen-time-up"),
        });
    (Some(line), ends)
}

fn page_html(me: &MeView, actions: String) -> Result<String, RenderError> {
    let words = Words(me.lang);
    let n = |v: u32| v.to_string();
    let round_line = me
        .round
        .as_ref()
        .map(|r| words.with("player-round", &[("round", n(r.number))]));
    let seat_line = me.round.as_ref().map(|r| match (&r.table, &r.opponent) {
        (Some(t), Some(o)) => words.with(
            "player-seat",
            &[("table", n(*t)), ("opponent", me.shown(o))],
        ),
        _ if r.bye => words.get("player-bye"),
        _ => words.get("player-not-seated"),
    });
    let result_line = me.round.as_ref().and_then(|r| r.result).map(|m| {
        words.with(
            "player-result",
            &[
                ("wins", n(m.wins)),
                ("losses", n(m.losses)),
                ("draws", n(m.draws)),
            ],
        )
    });
    // Before round 1 is completed the standings are the registration
    // order: nothing to tell a player yet.
    let standing = me.standing.as_ref().filter(|s| s.after_round > 0);
    let record_line = standing.map(|s| {
        words.with(
            "player-record",
            &[
                ("wins", n(s.wins + s.byes)),
                ("losses", n(s.losses)),
                ("draws", n(s.draws)),
                ("points", n(s.match_points)),
            ],
        )
    });
    let finished =
        me.tournament.status == crate::service::views::players::TournamentStatus::Finished;
    let seated = me
        .round
        .as_ref()
        .is_some_and(|r| r.table.is_some() || r.bye);
    let over_line = if finished {
        Some(words.get("player-finished"))
    } else if me.out_of_playoff && !seated {
        Some(words.get("player-out-of-playoff"))
    } else {
        None
    };
    let champion_line = me
        .champion
        .as_ref()
        .map(|c| words.with("player-champion", &[("name", me.shown(c))]));
    // After the finish the place is final, with a top cut or without.
    let place =
        |s: &crate::service::views::me::MeStanding| s.final_rank.or(finished.then_some(s.rank));
    let rank_line = standing.map(|s| match place(s) {
        Some(place) => words.with("player-final-place", &[("place", n(place))]),
        None => words.with(
            "player-rank",
            &[
                ("rank", n(s.rank)),
                ("of", n(s.of)),
                ("round", n(s.after_round)),
            ],
        ),
    });
    let (clock_line, clock_ends) = if over_line.is_some() {
        (None, None)
    } else {
        clock_lines(&words, me)
    };
    Ok(PlayerPage {
        words,
        name: me.my_name(),
        me,
        clock_line,
        clock_ends,
        over_line,
        champion_line,
        round_line,
        seat_line,
        result_line,
        record_line,
        rank_line,
        rank_why: if standing.is_some() {
            &me.rank_why
        } else {
            &[]
        },
        book: format!("/book/{}/player-guide.html", me.lang.code()),
        events: format!("/api/v1/tournaments/{}/events", me.tournament.id),
        event_names: serde_json::to_string(&crate::worker::Event::ALL.map(|e| e.as_str()))
            .unwrap_or_else(|_| "[]".to_owned()),
        actions,
    }
    .render()?)
}

/// The headers every answer of `/p/…` carries (see the module
/// documentation).
fn private(response: &mut actix_web::HttpResponseBuilder, lang: Lang) {
    response
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((header::REFERRER_POLICY, "no-referrer"))
        .insert_header(("X-Robots-Tag", "noindex"))
        .insert_header((header::CONTENT_LANGUAGE, lang.code()))
        .content_type("text/html; charset=utf-8");
}

/// `templates/player/unknown.html`: the answer for any code that is not a
/// player's.
#[derive(Template)]
#[template(path = "player/unknown.html")]
struct UnknownPage {
    words: Words,
}

/// `GET /p/{code}`: the player's page, in the language of `?lang=`, else
/// the tournament's, else `Accept-Language`. An unknown code (malformed,
/// rotated, never made) gets one page, `401`; too many failed look-ups
/// `429` with `Retry-After` (RULES.md §12).
pub async fn page(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    code: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let code = code.into_inner();
    let who = match crate::http::player_auth::authenticate(&req, code.clone()).await {
        Ok(who) => who,
        Err(ApiError::Unauthorized(_)) => {
            let lang = lang::of_request(&req);
            let body = UnknownPage { words: Words(lang) }
                .render()
                .map_err(|e| ApiError::Internal(e.to_string()))?;
            let mut response = HttpResponse::Unauthorized();
            private(&mut response, lang);
            return Ok(response.body(body));
        }
        Err(e) => return Err(e),
    };
    let requested = lang::requested(&req);
    let fallback = lang::negotiate(None, &req);
    let me =
        super::routes::blocking(move || crate::service::me::view(&pool, &who, requested, fallback))
            .await?;
    let actions = crate::http::player_forms::actions_html(&req, &me, &code)?;
    let body = page_html(&me, actions).map_err(|e| ApiError::Internal(e.to_string()))?;
    let mut response = HttpResponse::Ok();
    private(&mut response, me.lang);
    Ok(response.body(body))
}

/// One slip as printed.
struct Slip<'a> {
    /// As printed: two players of the same name told apart
    /// ([`crate::http::print::display_names`]).
    name: String,
    dropped: bool,
    /// The link and code, or why there is none.
    code: Result<(String, &'a str, String), SlipProblem>,
}

/// `templates/player/slips.html`.
#[derive(Template)]
#[template(path = "player/slips.html")]
struct SlipsPage<'a> {
    words: Words,
    title: &'a str,
    slips: Vec<Slip<'a>>,
}

/// The QR code of `text` as an inline SVG element (the `qrcode` crate's
/// SVG renderer, without its XML declaration).
pub fn qr_svg(text: &str) -> Result<String, RenderError> {
    use qrcode::render::svg;
    let code = qrcode::QrCode::new(text.as_bytes())
        .map_err(|e| RenderError::Io(std::io::Error::other(e.to_string())))?;
    let image = code
        .render::<svg::Color>()
        .min_dimensions(150, 150)
        .quiet_zone(true)
        .build();
    Ok(image
        .find("<svg")
        .map_or(image.clone(), |i| image[i..].to_owned()))
}

/// The code slips of a tournament named `title`: links under `base`.
pub fn slips_html(
    title: &str,
    slips: &[CodeSlip],
    base: &str,
    lang: Lang,
) -> Result<String, ApiError> {
    let shown = crate::http::print::display_names(
        slips
            .iter()
            .map(|s| (s.player_id.as_str(), s.name.as_str())),
    );
    let render = || -> Result<String, RenderError> {
        let slips = slips
            .iter()
            .map(|s| {
                let code = match &s.code {
                    Ok(code) => {
                        let link = crate::http::dto::codes::page_link(base, code);
                        let qr = qr_svg(&link)?;
                        Ok((link, code.as_str(), qr))
                    }
                    Err(p) => Err(*p),
                };
                Ok(Slip {
                    name: shown
                        .get(&s.player_id)
                        .cloned()
                        .unwrap_or_else(|| s.name.clone()),
                    dropped: s.dropped,
                    code,
                })
            })
            .collect::<Result<Vec<_>, RenderError>>()?;
        Ok(SlipsPage {
            words: Words(lang),
            title,
            slips,
        }
        .render()?)
    };
    render().map_err(|e| ApiError::Internal(e.to_string()))
}

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

use std::sync::{Arc, LazyLock};

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use moka::sync::Cache;
use planesforge_engine::clock::ClockState;

use crate::http::dto::wire::RenderError;
use crate::http::error::ApiError;
use crate::http::lang;
use crate::http::print::Words;
use crate::i18n::{self, Arg, Lang};
use crate::service::Kind;
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

/// The request line as the request log prints it, with its secrets
/// replaced by `…` ([`redacted_target`]).
pub fn redacted_request_line(req: &actix_web::dev::ServiceRequest) -> String {
    format!(
        "{} {} {:?}",
        req.method(),
        redacted_target(req.path(), req.query_string()),
        req.version()
    )
}

/// A path and query as the logs may show them: a player's page path
/// (`/p/<code>…`, in any case, `/P/…` too) as `/p/…`; any other path
/// segment shaped like a player code (20 base32 characters, in groups or
/// not, in any case; or a legacy code's 32 URL-safe base64 characters) as
/// `…`; the value of every query parameter named like a secret (its name
/// holds `key`, `code`, `token`, `secret`, `password`, `auth` or `csrf`,
/// in any case: `api_key`, `code`, `token`, …) as `…`.
pub fn redacted_target(path: &str, query: &str) -> String {
    let mut segments = path.split('/');
    let mut shown: Vec<&str> = Vec::new();
    if let Some(first) = segments.next() {
        shown.push(first);
    }
    while let Some(segment) = segments.next() {
        if shown.len() == 1 && segment.eq_ignore_ascii_case("p") {
            shown.push(segment);
            // `/p` and `/p/` (the box to type a code in) hold none.
            let rest: Vec<&str> = segments.by_ref().collect();
            if rest.iter().any(|s| !s.is_empty()) {
                shown.push("…");
            } else {
                shown.extend(rest);
            }
            break;
        }
        shown.push(if looks_like_code(segment) {
            "…"
        } else {
            segment
        });
    }
    let path = shown.join("/");
    if query.is_empty() {
        return path;
    }
    let query: Vec<String> = query
        .split('&')
        .map(|pair| match pair.split_once('=') {
            Some((name, _)) if secret_name(name) => format!("{name}=…"),
            None if secret_name(pair) => "…".to_owned(),
            _ => pair.to_owned(),
        })
        .collect();
    format!("{path}?{}", query.join("&"))
}

/// Whether a path segment has the shape of a player code.
fn looks_like_code(segment: &str) -> bool {
    use crate::service::codes::{ALPHABET, CODE_CHARS, LEGACY_LEN};
    let bare: Vec<u8> = segment.bytes().filter(|b| *b != b'-').collect();
    let typable = bare.len() == CODE_CHARS
        && bare
            .iter()
            .all(|b| ALPHABET.contains(&b.to_ascii_uppercase()));
    typable || looks_like_legacy_code(segment, LEGACY_LEN)
}

/// Whether a path segment has the shape of a legacy player code.
fn looks_like_legacy_code(segment: &str, len: usize) -> bool {
    segment.len() == len
        && segment
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        // Our ids are 32 lowercase hex digits and stay readable in the log;
        // a code (base64 of random bytes) is all lowercase hex with a
        // chance of about 1 in 10^14.
        && !segment
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// Whether a query parameter's name says its value is a secret.
fn secret_name(name: &str) -> bool {
    let name = name.to_ascii_lowercase();
    ["key", "code", "token", "secret", "password", "auth", "csrf"]
        .iter()
        .any(|w| name.contains(w))
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

impl Words {
    /// Message `id` as HTML (escaped), with `args` and the name
    /// `name.1` as argument `name.0` in `<bdi>`: a name written right to
    /// left never reorders the words and numbers of the sentence around it.
    pub fn with_name_html(&self, id: &str, args: &[(&str, String)], name: (&str, &str)) -> String {
        // A private-use character stands in for the name, then the
        // escaped sentence gets the escaped name in its place.
        const MARK: &str = "\u{E000}";
        let mut all = args.to_vec();
        all.push((name.0, MARK.to_owned()));
        let sentence = escape_html(&self.with(id, &all));
        sentence.replace(MARK, &format!("<bdi>{}</bdi>", escape_html(name.1)))
    }
}

/// `text` escaped for HTML text and attribute values.
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// `templates/player/page.html`.
#[derive(Template)]
#[template(path = "player/page.html")]
struct PlayerPage<'a> {
    words: Words,
    me: &'a MeView,
    /// The player's name as pages show it (`MeView::my_name`).
    name: String,
    /// The page's heading: "Table 7" while seated (`big`), "Bye", or what
    /// stands in for the seat ("Waiting for pairings", "Round 3", "The
    /// tournament is over.").
    heading: String,
    big: bool,
    /// "Round 3" above the heading, while there is a round.
    round_line: Option<String>,
    /// HTML (escaped, the opponent's name in `<bdi>`): "against Alice".
    opponent_html: Option<String>,
    /// Sentences under the heading: the bye, not seated, no round yet,
    /// out of the top cut, the champion.
    notes: Vec<String>,
    result_line: Option<String>,
    /// The round clock (the book: [Round clock](/book/en/clock-and-screen.html)), `None` without a limit, for a bye, or
    /// once the tournament is over.
    clock: Option<ClockShown>,
    /// The player's table's own extension, as the wall shows it.
    extension_line: Option<String>,
    /// Whether the standing section is shown (after round 1).
    standing: bool,
    record_line: Option<String>,
    rank_line: Option<String>,
    /// The cut-line advice in words (the last planned Swiss round only).
    cut_line: Option<String>,
    /// The pairing's "why": empty once the tournament is over (the page
    /// then shows the final standing, not a round).
    pairing_why: &'a [String],
    /// The rank's "why": empty before a round is completed.
    rank_why: &'a [String],
    /// HTML (escaped, names in `<bdi>`): each opponent's MW%.
    opponents: Vec<String>,
    /// This page again, without a form's message (`?`, or `?lang=xx`).
    refresh: String,
    book: String,
    events: String,
    /// Every event name, a JSON array (an `EventSource` hears named events
    /// only by name).
    event_names: String,
    /// The forms of slice R (`http::player_forms`), already rendered.
    actions: String,
    /// The event's format, location and start, in its time zone
    /// ([`Words::event`]); `None` when none is set.
    event_line: Option<String>,
    /// What the page says now in one line, announced by the live script
    /// when it changes ("Round 3 paired: table 7 against Alice").
    summary: String,
}

/// The clock as the page shows it: a label, the digits on a line of
/// their own, and the countdown's data while it runs.
struct ClockShown {
    label: String,
    digits: Option<String>,
    ends: Option<ClockEnds>,
}

/// What the page's countdown needs.
struct ClockEnds {
    ends_at: String,
    server_time: String,
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

/// The clock of the player's page and their table's extension line, as
/// the wall shows it ("+5:00, ends 21:43"): the player's own table may
/// have more time (the book: [Round clock](/book/en/clock-and-screen.html)). A bye has no clock; a completed round's
/// clock has stopped ("All results are in", no countdown).
fn clock_lines(words: &Words, me: &MeView) -> (Option<ClockShown>, Option<String>) {
    let Some((round, clock)) = me
        .round
        .as_ref()
        .filter(|r| r.table.is_some())
        .and_then(|r| r.clock.as_ref().map(|c| (r, c)))
    else {
        return (None, None);
    };
    let label = |id: &str, digits: Option<String>| ClockShown {
        label: words.get(id),
        digits,
        ends: None,
    };
    if round.state == planesforge_engine::lifecycle::RoundState::Completed
        || clock.state == ClockState::Finished
    {
        return (Some(label("screen-round-completed", None)), None);
    }
    let table = round.table.and_then(|t| clock.tables.get(&t));
    let extension = table.filter(|t| t.extension_s > 0).map(|t| {
        let time = clock_text(t.extension_s);
        let ends = t
            .ends_at
            .as_deref()
            .filter(|_| clock.state == ClockState::Running)
            .and_then(|e| chrono::DateTime::parse_from_rfc3339(e).ok())
            .map(|e| me.tournament.event.local(e.with_timezone(&chrono::Utc)));
        match ends {
            Some(l) => words.with(
                "player-extension",
                &[
                    ("time", time),
                    ("ends", format!("{:02}:{:02}", l.hour, l.minute)),
                ],
            ),
            None => words.with("player-extension-stopped", &[("time", time)]),
        }
    });
    let left = clock.remaining_s + table.map_or(0, |t| t.extension_s);
    let shown = match clock.state {
        ClockState::NotStarted => label("screen-clock-not-started", None),
        ClockState::Paused => label("screen-clock-paused", Some(clock_text(left))),
        _ if left <= 0 => label("screen-time-up", None),
        _ => {
            let ends_at = table
                .and_then(|t| t.ends_at.clone())
                .or_else(|| clock.ends_at.clone());
            ClockShown {
                label: words.get("player-clock-label"),
                digits: Some(clock_text(left)),
                ends: ends_at.map(|ends_at| ClockEnds {
                    ends_at,
                    server_time: clock.server_time.clone(),
                    time_up: words.get("screen-time-up"),
                }),
            }
        }
    };
    (Some(shown), extension)
}

fn page_html(me: &MeView, actions: String, refresh: String) -> Result<String, RenderError> {
    let words = Words(me.lang);
    let n = |v: u32| v.to_string();
    let finished =
        me.tournament.status == crate::service::views::players::TournamentStatus::Finished;
    let round = me.round.as_ref();
    let seated = round.is_some_and(|r| r.table.is_some() || r.bye);
    let round_line = round.map(|r| words.with("player-round", &[("round", n(r.number))]));
    let mut notes = Vec::new();
    let mut opponent_html = None;
    let mut opponent_text = None;
    let (heading, big) = if finished {
        notes.extend(
            me.champion
                .as_ref()
                .map(|c| words.with("player-champion", &[("name", me.shown(c))])),
        );
        (words.get("player-finished"), false)
    } else if me.out_of_playoff && !seated {
        notes.push(words.get("player-out-of-playoff"));
        (round_line.clone().unwrap_or_default(), false)
    } else {
        match round {
            Some(r) => match (&r.table, &r.opponent) {
                (Some(t), Some(o)) => {
                    let name = me.shown(o);
                    opponent_html =
                        Some(words.with_name_html("player-against", &[], ("opponent", &name)));
                    opponent_text = Some((*t, name));
                    (words.with("player-table", &[("table", n(*t))]), true)
                }
                _ if r.bye => {
                    notes.push(words.get("player-bye"));
                    (words.get("player-bye-title"), true)
                }
                _ => {
                    notes.push(words.get("player-not-seated"));
                    (round_line.clone().unwrap_or_default(), false)
                }
            },
            None => {
                notes.push(words.get("player-no-round"));
                (words.get("screen-waiting"), false)
            }
        }
    };
    // The round line above the heading, unless the heading is it.
    let round_line = round_line.filter(|l| *l != heading && !finished);
    let result_line = round.and_then(|r| r.result).filter(|_| !finished).map(|m| {
        words.with(
            "player-result-entered",
            &[(
                "result",
                crate::http::player_forms::outcome_words(&words, m),
            )],
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
    let cut_line = me.cut.filter(|_| !finished).map(|c| {
        words.with(
            &format!("player-cut-{}", c.status.code()),
            &[("size", n(c.size))],
        )
    });
    let opponents = if standing.is_some() {
        me.opponents
            .iter()
            .map(|o| {
                words.with_name_html(
                    "player-opponent-mw",
                    &[
                        ("round", n(o.round)),
                        (
                            "mw",
                            crate::service::views::standings::percent_text(me.lang, o.mw),
                        ),
                    ],
                    ("opponent", &me.shown(&o.opponent)),
                )
            })
            .collect()
    } else {
        Vec::new()
    };
    let (clock, extension_line) = if finished || (me.out_of_playoff && !seated) {
        (None, None)
    } else {
        clock_lines(&words, me)
    };
    let summary = match (round, &opponent_text, &result_line) {
        (Some(r), Some((t, name)), None) => words.with(
            "player-live-paired",
            &[
                ("round", n(r.number)),
                ("table", n(*t)),
                ("opponent", name.clone()),
            ],
        ),
        _ => [
            round_line.clone(),
            Some(heading.clone()),
            opponent_text
                .as_ref()
                .map(|(_, name)| words.with("player-against", &[("opponent", name.clone())])),
            result_line.clone(),
        ]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" · "),
    };
    Ok(PlayerPage {
        name: me.my_name(),
        me,
        heading,
        big,
        round_line,
        opponent_html,
        notes,
        result_line,
        clock,
        extension_line,
        standing: standing.is_some(),
        record_line,
        rank_line,
        cut_line,
        pairing_why: if finished { &[] } else { &me.pairing_why },
        rank_why: if standing.is_some() {
            &me.rank_why
        } else {
            &[]
        },
        opponents,
        refresh,
        book: format!("/book/{}/player-guide.html", me.lang.code()),
        events: format!("/api/v1/tournaments/{}/events", me.tournament.id),
        event_names: serde_json::to_string(&crate::worker::Event::ALL.map(|e| e.as_str()))
            .unwrap_or_else(|_| "[]".to_owned()),
        actions,
        event_line: words.event(&me.tournament.event),
        summary,
        words,
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

/// `templates/player/unknown.html`: the answer that shows no player (see
/// [`refusal_page`]).
#[derive(Template)]
#[template(path = "player/unknown.html")]
struct RefusalPage {
    words: Words,
    title: String,
    text: String,
}

/// A refused code on `/p/…` as a page in the request's language, never a
/// problem document: `401` with one page for any code that is not a
/// player's, `429` (with `Retry-After`) for a wrong code from an address
/// or prefix that has spent its failures. Any other error is returned
/// as is.
pub fn refusal_page(req: &HttpRequest, error: ApiError) -> Result<HttpResponse, ApiError> {
    let lang = lang::of_request(req);
    let words = Words(lang);
    let (mut response, title, text) = match error {
        ApiError::Refused { code, .. } if code.kind() == Some(Kind::Unauthenticated) => (
            HttpResponse::Unauthorized(),
            words.get("player-unknown-title"),
            words.get("player-unknown-text"),
        ),
        ApiError::TooManyRequests { retry_after, .. } => {
            let mut response = HttpResponse::TooManyRequests();
            response.insert_header((header::RETRY_AFTER, retry_after.to_string()));
            let text = i18n::message(
                lang,
                "player-wait-text",
                &[("seconds", Arg::from(retry_after))],
            );
            (response, words.get("player-wait-title"), text)
        }
        other => return Err(other),
    };
    let body = RefusalPage { words, title, text }
        .render()
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    private(&mut response, lang);
    Ok(response.body(body))
}

/// `GET /p/{code}`: the player's page, in the language of `?lang=`, else
/// the tournament's, else `Accept-Language`. A code that is not a
/// player's gets a page of its own ([`refusal_page`]; the book: [Player codes](/book/en/player-codes.html)).
pub async fn page(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    code: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let code = code.into_inner();
    let who = match crate::http::player_auth::authenticate(&req, code.clone()).await {
        Ok(who) => who,
        Err(e) => return refusal_page(&req, e),
    };
    let requested = lang::requested(&req);
    let fallback = lang::negotiate(None, &req);
    let me =
        super::routes::blocking(move || crate::service::me::view(&pool, &who, requested, fallback))
            .await?;
    let actions = crate::http::player_forms::actions_html(&req, &me, &code)?;
    // The page again without a form's message, in the language asked for.
    let refresh = match requested {
        Some(l) => format!("?lang={}", l.code()),
        None => "?".to_owned(),
    };
    let body = page_html(&me, actions, refresh).map_err(|e| ApiError::Internal(e.to_string()))?;
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
    code: Result<(String, &'a str, Arc<str>), SlipProblem>,
}

/// `templates/player/slips.html`.
#[derive(Template)]
#[template(path = "player/slips.html")]
struct SlipsPage<'a> {
    words: Words,
    title: &'a str,
    slips: Vec<Slip<'a>>,
    /// The short address to type the code at (`PLANESFORGE_PUBLIC_URL`,
    /// else the request's own origin, + `/p`).
    type_at: String,
}

/// The QR code of `text` as an inline SVG element. The `qrcode` crate
/// encodes it; the drawing is ours (a few lines): the crate's SVG renderer
/// writes a square per dark module in pixel coordinates, which made the
/// 512 slips of a store championship 5.3 MB; one run per row of adjacent
/// dark modules, in module coordinates scaled by the `viewBox`, draws the
/// same image in a fraction of the bytes.
///
/// Encoding is most of a slip's cost (about half a millisecond a code), and
/// a player's link only changes when the code rotates, so drawings are kept
/// by their text ([`QR_DRAWN`]): the slips of an event are drawn once, and
/// a rotated code is a new text (its old drawing ages out).
pub fn qr_svg(text: &str) -> Result<Arc<str>, RenderError> {
    if let Some(drawn) = QR_DRAWN.get(text) {
        return Ok(drawn);
    }
    let code = qrcode::QrCode::new(text.as_bytes())
        .map_err(|e| RenderError::Io(std::io::Error::other(e.to_string())))?;
    let dark: Vec<bool> = code
        .to_colors()
        .into_iter()
        .map(|c| c == qrcode::Color::Dark)
        .collect();
    let drawn: Arc<str> = qr_drawing(code.width(), &dark).into();
    QR_DRAWN.insert(text.to_owned(), Arc::clone(&drawn));
    Ok(drawn)
}

/// The QR drawings already made, by the text they encode, bounded by bytes
/// (about 2,000 slips' worth; least recently used out first). A pure
/// function's memo, so process-wide rather than in the application's
/// state: every server in the process would draw the same text the same
/// way. The texts are links with players' codes; they stay in this
/// process's memory, as the codes do while a page is rendered.
static QR_DRAWN: LazyLock<Cache<String, Arc<str>>> = LazyLock::new(|| {
    Cache::builder()
        .weigher(|text: &String, svg: &Arc<str>| {
            u32::try_from(text.len() + svg.len()).unwrap_or(u32::MAX)
        })
        .max_capacity(QR_DRAWN_BYTES)
        .build()
});

/// The weight limit of [`QR_DRAWN`] in bytes.
const QR_DRAWN_BYTES: u64 = 10 << 20;

/// Light modules around a QR code (its quiet zone, ISO/IEC 18004).
const QR_QUIET: usize = 4;

/// The smallest size in pixels the code is drawn at (whole pixels per
/// module).
const QR_MIN_PX: usize = 150;

/// The SVG of a `width`×`width` grid of modules (`dark`, row by row) with
/// its quiet zone: white, then one black path of horizontal runs.
fn qr_drawing(width: usize, dark: &[bool]) -> String {
    use std::fmt::Write;
    let size = width + 2 * QR_QUIET;
    let px = size * QR_MIN_PX.div_ceil(size.max(1));
    let mut d = String::with_capacity(dark.len() * 4);
    for (y, row) in dark.chunks(width.max(1)).enumerate() {
        let mut x = 0;
        while x < row.len() {
            if !row[x] {
                x += 1;
                continue;
            }
            let start = x;
            while x < row.len() && row[x] {
                x += 1;
            }
            let run = x - start;
            // Writing to a String cannot fail.
            let _ = write!(d, "M{} {}h{run}v1h-{run}z", start + QR_QUIET, y + QR_QUIET);
        }
    }
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{px}\" \
         height=\"{px}\" viewBox=\"0 0 {size} {size}\" shape-rendering=\"crispEdges\">\
         <rect width=\"{size}\" height=\"{size}\" fill=\"#fff\"/>\
         <path fill=\"#000\" d=\"{d}\"/></svg>"
    )
}

/// The code slips of a tournament named `title`: links under `base`, and
/// the short address to type the code at (`base` + `/p`). With `only`,
/// that player's slip alone (names are still told apart among all).
pub fn slips_html(
    title: &str,
    slips: &[CodeSlip],
    base: &str,
    lang: Lang,
    only: Option<&str>,
) -> Result<String, ApiError> {
    let shown = crate::http::print::display_names(
        slips
            .iter()
            .map(|s| (s.player_id.as_str(), s.name.as_str())),
    );
    let render = || -> Result<String, RenderError> {
        let slips = slips
            .iter()
            .filter(|s| only.is_none_or(|pid| s.player_id == pid))
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
            type_at: format!("{base}/p"),
        }
        .render()?)
    };
    render().map_err(|e| ApiError::Internal(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The dark modules an SVG of [`qr_drawing`] paints, read back from its
    /// path (`M x y h run v1 h-run z`), as a grid of `size`×`size`.
    fn painted(svg: &str, size: usize) -> Vec<bool> {
        let d = svg
            .split(" d=\"")
            .nth(1)
            .and_then(|r| r.split('"').next())
            .expect("a path");
        let mut grid = vec![false; size * size];
        for run in d.split('M').filter(|r| !r.is_empty()) {
            let (xy, rest) = run.split_once('h').expect("h");
            let (x, y) = xy.split_once(' ').expect("x y");
            let (x, y): (usize, usize) = (x.parse().expect("x"), y.parse().expect("y"));
            let len: usize = rest.split_once('v').expect("v").0.parse().expect("run");
            assert_eq!(rest, format!("{len}v1h-{len}z"), "{run}");
            for i in x..x + len {
                assert!(!grid[y * size + i], "painted twice at {i},{y}");
                grid[y * size + i] = true;
            }
        }
        grid
    }

    #[test]
    fn a_qr_code_is_drawn_module_for_module() {
        let link = "https://pf.example/p/7K3M-Q9XZ-0123-4567-89AB";
        let code = qrcode::QrCode::new(link.as_bytes()).expect("encodes");
        let width = code.width();
        let svg = qr_svg(link).expect("drawn");
        let size = width + 2 * QR_QUIET;
        assert!(svg.starts_with("<svg "), "{svg}");
        assert!(
            svg.contains(&format!("viewBox=\"0 0 {size} {size}\"")),
            "{svg}"
        );
        let px: usize = svg
            .split("width=\"")
            .nth(1)
            .and_then(|r| r.split('"').next())
            .and_then(|v| v.parse().ok())
            .expect("width");
        assert!(
            px >= QR_MIN_PX && px.is_multiple_of(size),
            "{px} for {size} modules"
        );
        // Every module where the crate has it, the quiet zone light.
        let grid = painted(&svg, size);
        let colors = code.to_colors();
        for y in 0..size {
            for x in 0..size {
                let inside = (QR_QUIET..QR_QUIET + width).contains(&x)
                    && (QR_QUIET..QR_QUIET + width).contains(&y);
                let want = inside
                    && colors[(y - QR_QUIET) * width + (x - QR_QUIET)] == qrcode::Color::Dark;
                assert_eq!(grid[y * size + x], want, "module {x},{y}");
            }
        }
        // Runs, not squares: fewer moves than dark modules.
        let dark = colors.iter().filter(|c| **c == qrcode::Color::Dark).count();
        assert!(svg.matches('M').count() < dark, "{svg}");
    }

    #[test]
    fn logs_never_show_secrets() {
        let code = "AbCdEfGhIjKlMnOpQrStUvWxYz012-_9";
        assert_eq!(code.len(), crate::service::codes::LEGACY_LEN);
        let typable = "7K3M-Q9XZ-0123-4567-89AB";
        let lower = "7k3m-q9xz-0123-4567-89ab";
        let bare = "7K3MQ9XZ0123456789AB";
        for (path, query, shown) in [
            (format!("/p/{typable}"), "", "/p/…".to_owned()),
            (format!("/p/{lower}"), "lang=el", "/p/…?lang=el".to_owned()),
            (format!("/P/{bare}"), "", "/P/…".to_owned()),
            (format!("/api/v1/x/{typable}"), "", "/api/v1/x/…".to_owned()),
            (format!("/api/v1/x/{lower}/y"), "", "/api/v1/x/…/y".to_owned()),
            (format!("/api/v1/x/{bare}"), "", "/api/v1/x/…".to_owned()),
            ("/p".to_owned(), "", "/p".to_owned()),
            ("/p/".to_owned(), "lang=de", "/p/?lang=de".to_owned()),
            ("/p//x".to_owned(), "", "/p/…".to_owned()),
            (format!("/p/{code}"), "", "/p/…".to_owned()),
            (format!("/P/{code}/report"), "lang=de", "/P/…?lang=de".to_owned()),
            ("/p/short".to_owned(), "", "/p/…".to_owned()),
            (format!("/api/v1/x/{code}"), "", "/api/v1/x/…".to_owned()),
            (
                "/api/v1/tournaments/5b0f6c1e-8a3d-4f2e-9b7a-1c2d3e4f5a6b".to_owned(),
                "",
                "/api/v1/tournaments/5b0f6c1e-8a3d-4f2e-9b7a-1c2d3e4f5a6b".to_owned(),
            ),
            (
                "/api/v1/tournaments".to_owned(),
                "api_key=pf_secret&lang=de&code=abc&Token=t&accessKey=k&last_event_id=4&csrf=x&PlayerCode",
                "/api/v1/tournaments?api_key=…&lang=de&code=…&Token=…&accessKey=…&last_event_id=4&csrf=…&…"
                    .to_owned(),
            ),
            ("/healthz".to_owned(), "", "/healthz".to_owned()),
            (
                "/api/v1/tournaments/138cbba7c67f4fa4a2b52d83afd18c29".to_owned(),
                "",
                "/api/v1/tournaments/138cbba7c67f4fa4a2b52d83afd18c29".to_owned(),
            ),
        ] {
            let got = redacted_target(&path, query);
            assert_eq!(got, shown, "{path}?{query}");
            for secret in [code, typable, lower, bare, "pf_secret", "abc"] {
                assert!(!got.contains(secret), "{got}");
            }
        }
    }

    #[test]
    fn names_in_sentences_are_isolated_and_escaped() {
        let en = Words(Lang::EN);
        assert_eq!(
            en.with_name_html("player-against", &[], ("opponent", "דוד 12")),
            "against <bdi>דוד 12</bdi>"
        );
        let hostile = en.with_name_html(
            "player-against",
            &[],
            ("opponent", "<script>x</script> & \"'"),
        );
        assert_eq!(
            hostile,
            "against <bdi>&lt;script&gt;x&lt;/script&gt; &amp; &quot;&#39;</bdi>"
        );
        for lang in Lang::ALL {
            let line = Words(lang).with_name_html("player-against", &[], ("opponent", "Zoë"));
            assert_eq!(line.matches("<bdi>Zoë</bdi>").count(), 1, "{line}");
        }
    }
}

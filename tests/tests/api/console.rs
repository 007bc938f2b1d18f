//! The organizer's console (`/console/`, issue 26): signing in with a key
//! or a new store turns into a session cookie (the key never in a page);
//! no session sends to sign-in; forms without the token, or from another
//! site, are refused and change nothing; another organizer's tournament is
//! 404; a tournament created and players registered in the console are the
//! API's; signing out (here or everywhere) ends sessions.

use reqwest::StatusCode;
use reqwest::header::{CONTENT_TYPE, HeaderMap, LOCATION, SET_COOKIE};

use reqwest::Method;

use crate::helpers::{TestApp, as_player, form_token, names, no_redirects};

/// A browser: the cookies it holds, sent back with every request.
#[derive(Default, Clone)]
struct Browser {
    cookies: Vec<(String, String)>,
}

impl Browser {
    fn keep(&mut self, headers: &HeaderMap) {
        for v in headers.get_all(SET_COOKIE) {
            let v = v.to_str().expect("text");
            let pair = v.split(';').next().expect("pair");
            let (name, value) = pair.split_once('=').expect("name=value");
            self.cookies.retain(|(n, _)| n != name);
            let removed = v.contains("Max-Age=0") || value.is_empty();
            if !removed {
                self.cookies.push((name.to_owned(), value.to_owned()));
            }
        }
    }

    fn header(&self) -> String {
        self.cookies
            .iter()
            .map(|(n, v)| format!("{n}={v}"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    async fn get(&mut self, app: &TestApp, path: &str) -> (StatusCode, HeaderMap, String) {
        let resp = no_redirects()
            .get(format!("{}{path}", app.address))
            .header("Cookie", self.header())
            .header("Accept-Language", "en")
            .send()
            .await
            .expect("sent");
        let (status, headers) = (resp.status(), resp.headers().clone());
        self.keep(&headers);
        (status, headers, resp.text().await.expect("text"))
    }

    /// A form posted as a page of this site would (`Sec-Fetch-Site:
    /// same-origin`), or from `origin` (a cross-site post).
    async fn post(
        &mut self,
        app: &TestApp,
        path: &str,
        fields: &[(&str, &str)],
        origin: Option<&str>,
    ) -> (StatusCode, HeaderMap, String) {
        let mut req = no_redirects()
            .post(format!("{}{path}", app.address))
            .header("Cookie", self.header())
            .header("Accept-Language", "en")
            .form(fields);
        req = match origin {
            Some(o) => req
                .header("Origin", o)
                .header("Sec-Fetch-Site", "cross-site"),
            None => req.header("Sec-Fetch-Site", "same-origin"),
        };
        let resp = req.send().await.expect("sent");
        let (status, headers) = (resp.status(), resp.headers().clone());
        self.keep(&headers);
        (status, headers, resp.text().await.expect("text"))
    }

    /// A `multipart/form-data` form (a file input's), posted as a page of
    /// this site would.
    async fn post_multipart(
        &mut self,
        app: &TestApp,
        path: &str,
        fields: &[(&str, &str)],
    ) -> (StatusCode, HeaderMap, String) {
        let boundary = "pf-test-boundary-7d1b";
        let mut body = String::new();
        for (name, value) in fields {
            body.push_str(&format!(
                "--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"; filename=\"{name}.json\"\r\nContent-Type: application/json\r\n\r\n{value}\r\n"
            ));
        }
        body.push_str(&format!("--{boundary}--\r\n"));
        let resp = no_redirects()
            .post(format!("{}{path}", app.address))
            .header("Cookie", self.header())
            .header("Accept-Language", "en")
            .header("Sec-Fetch-Site", "same-origin")
            .header(
                CONTENT_TYPE,
                format!("multipart/form-data; boundary={boundary}"),
            )
            .body(body)
            .send()
            .await
            .expect("sent");
        let (status, headers) = (resp.status(), resp.headers().clone());
        self.keep(&headers);
        (status, headers, resp.text().await.expect("text"))
    }

    /// The console's event stream of `tid`, opened with this browser's
    /// cookie (200 and `text/event-stream` expected).
    async fn stream(&self, app: &TestApp, tid: &str) -> crate::stream::Sse {
        let resp = no_redirects()
            .get(format!("{}/console/t/{tid}/events", app.address))
            .header("Cookie", self.header())
            .send()
            .await
            .expect("sent");
        crate::stream::Sse::reading(resp)
    }

    fn has(&self, name: &str) -> bool {
        self.cookies.iter().any(|(n, _)| n == name)
    }
}

fn location(headers: &HeaderMap) -> &str {
    headers
        .get(LOCATION)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
}

/// A browser signed in with `key`.
async fn signed_in(app: &TestApp, key: &str) -> Browser {
    let mut b = Browser::default();
    let (_, _, page) = b.get(app, "/console/sign-in").await;
    let pre = form_token(&page);
    let (s, h, _) = b
        .post(
            app,
            "/console/sign-in",
            &[("csrf", &pre), ("key", key)],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), "/console/");
    assert!(b.has("pf_console"));
    b
}

async fn console_sign_in_is_a_session_not_the_key(app: TestApp) {
    let (_, key) = app.organizer("Dragon's Den").await;
    // No session: the list sends to sign-in.
    let mut anon = Browser::default();
    let (s, h, _) = anon.get(&app, "/console/").await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), "/console/sign-in");

    // The sign-in form sets its token cookie; a wrong key is 401 with the
    // page again, and no session.
    let (s, h, page) = anon.get(&app, "/console/sign-in").await;
    assert_eq!(s, StatusCode::OK);
    assert!(page.contains("type=\"password\""), "{page}");
    let set = h
        .get_all(SET_COOKIE)
        .iter()
        .map(|v| v.to_str().expect("text").to_owned())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(set.contains("pf_console_pre="), "{set}");
    assert!(
        set.contains("HttpOnly") && set.contains("SameSite=Strict"),
        "{set}"
    );
    let pre = form_token(&page);
    let wrong = format!("pf_{}", "0".repeat(64));
    let (s, _, page) = anon
        .post(
            &app,
            "/console/sign-in",
            &[("csrf", &pre), ("key", &wrong)],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
    assert!(page.contains("not known"), "{page}");
    assert!(!page.contains(&wrong), "the key typed is not echoed");
    assert!(!anon.has("pf_console"));

    // The right key: a session cookie, HttpOnly, SameSite=Strict, never
    // the key; the list names the organizer, and no page carries the key.
    let mut b = Browser::default();
    let (_, _, page) = b.get(&app, "/console/sign-in").await;
    let pre = form_token(&page);
    let resp = no_redirects()
        .post(format!("{}/console/sign-in", app.address))
        .header("Cookie", format!("pf_console_pre={pre}"))
        .header("Sec-Fetch-Site", "same-origin")
        .form(&[("csrf", pre.as_str()), ("key", key.as_str())])
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::SEE_OTHER);
    let session = resp
        .headers()
        .get_all(SET_COOKIE)
        .iter()
        .map(|v| v.to_str().expect("text").to_owned())
        .find(|v| v.starts_with("pf_console="))
        .expect("a session cookie");
    assert!(session.contains("HttpOnly"), "{session}");
    assert!(session.contains("SameSite=Strict"), "{session}");
    assert!(session.contains("Path=/console"), "{session}");
    assert!(!session.contains(&key), "the cookie is not the key");
    b.keep(resp.headers());
    let (s, _, page) = b.get(&app, "/console/").await;
    assert_eq!(s, StatusCode::OK);
    assert!(
        page.contains("Dragon&#x27;s Den") || page.contains("Dragon&#39;s Den"),
        "{page}"
    );
    assert!(!page.contains(&key));
    // Signed in, the sign-in page sends to the list.
    let (s, h, _) = b.get(&app, "/console/sign-in").await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), "/console/");
    // A made-up session is no session.
    let mut forged = Browser {
        cookies: vec![("pf_console".into(), format!("pfs_{}", "1".repeat(64)))],
    };
    let (s, _, _) = forged.get(&app, "/console/").await;
    assert_eq!(s, StatusCode::SEE_OTHER);
}
backend_test!(console_sign_in_is_a_session_not_the_key);

async fn console_forms_refuse_forgery(app: TestApp) {
    let (_, key) = app.organizer("Store").await;
    let mut b = signed_in(&app, &key).await;
    let (_, _, page) = b.get(&app, "/console/new").await;
    let token = form_token(&page);
    // No token, a wrong token, another site: 403 and nothing created.
    for (fields, origin) in [
        (vec![("name", "Forged")], None),
        (vec![("csrf", "nope"), ("name", "Forged")], None),
        (
            vec![("csrf", token.as_str()), ("name", "Forged")],
            Some("https://evil.example"),
        ),
    ] {
        let (s, _, page) = b.post(&app, "/console/new", &fields, origin).await;
        assert_eq!(s, StatusCode::FORBIDDEN, "{fields:?} {origin:?}");
        assert!(page.contains("cannot be accepted"), "{page}");
    }
    let (_, list) = app.get("/api/v1/tournaments", None).await;
    assert_eq!(list["items"].as_array().expect("items").len(), 0, "{list}");
    // The sign-in form too: without its cookie's token, or cross-site.
    let mut anon = Browser::default();
    let (_, _, page) = anon.get(&app, "/console/sign-in").await;
    let pre = form_token(&page);
    let (s, _, _) = anon
        .post(
            &app,
            "/console/sign-in",
            &[("csrf", "x"), ("key", &key)],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    let (s, _, _) = anon
        .post(
            &app,
            "/console/sign-in",
            &[("csrf", &pre), ("key", &key)],
            Some("https://evil.example"),
        )
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    assert!(!anon.has("pf_console"));
    // A store made cross-site is refused before anything is stored.
    let (s, _, _) = anon
        .post(
            &app,
            "/console/sign-up",
            &[("csrf", &pre), ("name", "Evil store")],
            Some("https://evil.example"),
        )
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
}
backend_test!(console_forms_refuse_forgery);

async fn console_runs_registration_on_the_api_use_cases(app: TestApp) {
    // A new store from the console, then a tournament and its players.
    let mut b = Browser::default();
    let (_, _, page) = b.get(&app, "/console/sign-in").await;
    let pre = form_token(&page);
    let (s, h, _) = b
        .post(
            &app,
            "/console/sign-up",
            &[("csrf", &pre), ("name", "Friday Club")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER, "{h:?}");
    let (_, _, page) = b.get(&app, "/console/new").await;
    let token = form_token(&page);
    // A refused create keeps the form and says why.
    let (s, _, page) = b
        .post(
            &app,
            "/console/new",
            &[("csrf", &token), ("name", "Pauper"), ("rounds", "x")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(page.contains("whole numbers"), "{page}");
    let (s, h, _) = b
        .post(
            &app,
            "/console/new",
            &[
                ("csrf", &token),
                ("name", "Friday Pauper"),
                ("format", "Pauper"),
                ("rounds", "4"),
                ("top_cut", "4"),
                ("time_zone", "Europe/Berlin"),
                ("starts_at", "2026-12-04T19:00"),
            ],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let at = location(&h).to_owned();
    let tid = at
        .strip_prefix("/console/t/")
        .expect("the tournament's page")
        .to_owned();
    let (s, t) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(t["name"], "Friday Pauper");
    assert_eq!(t["planned_rounds"], 4);
    assert_eq!(t["top_cut"], 4);
    assert_eq!(t["format"], "Pauper");
    assert_eq!(t["time_zone"], "Europe/Berlin");
    // 19:00 in Berlin in December is 18:00 UTC.
    assert_eq!(t["starts_at"], "2026-12-04T18:00:00.000Z");

    // Names pasted, one per line (blank lines ignored).
    let (_, _, page) = b.get(&app, &at).await;
    let token = form_token(&page);
    let (s, h, _) = b
        .post(
            &app,
            &format!("{at}/players"),
            &[("csrf", &token), ("names", "Alice\n\n  Bob  \r\nCarol\n")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), format!("{at}?done=added&n=3"));
    let (_, _, page) = b.get(&app, location(&h)).await;
    assert!(page.contains("3 players registered"), "{page}");
    for name in ["Alice", "Bob", "Carol"] {
        assert!(page.contains(name), "{name}");
    }
    let (_, players) = app
        .get(&format!("/api/v1/tournaments/{tid}/players"), None)
        .await;
    let names: Vec<&str> = players["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|p| p["name"].as_str().expect("name"))
        .collect();
    assert_eq!(names, ["Alice", "Bob", "Carol"]);
    // The code slips open with the session (no Authorization header): all,
    // and one player's.
    let (s, h, slips) = b.get(&app, &format!("{at}/codes")).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(
        h.get("cache-control").and_then(|v| v.to_str().ok()),
        Some("no-store")
    );
    assert_eq!(slips.matches("<div class=\"slip\">").count(), 3, "{slips}");
    let pid = players["items"][1]["id"].as_str().expect("id").to_owned();
    let (s, _, one) = b.get(&app, &format!("{at}/p/{pid}/code")).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(one.matches("<div class=\"slip\">").count(), 1);
    assert!(one.contains("Bob"));
    let (s, h, _) = Browser::default().get(&app, &format!("{at}/codes")).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), "/console/sign-in");
    // Nothing pasted: 422, nothing registered.
    let (s, _, _) = b
        .post(
            &app,
            &format!("{at}/players"),
            &[("csrf", &token), ("names", " \n ")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);

    // The list shows it, and filters by status.
    let (_, _, list) = b.get(&app, "/console/").await;
    assert!(list.contains("Friday Pauper"));
    let (_, _, list) = b.get(&app, "/console/?status=finished").await;
    assert!(!list.contains("Friday Pauper"));

    // Another organizer's console: 404, for the page and its form.
    let (_, other_key) = app.organizer("Other store").await;
    let mut other = signed_in(&app, &other_key).await;
    let (s, _, _) = other.get(&app, &at).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    let (_, _, page) = other.get(&app, "/console/").await;
    assert!(!page.contains("Friday Pauper"));
    let other_token = form_token(&page);
    let (s, _, _) = other
        .post(
            &app,
            &format!("{at}/players"),
            &[("csrf", &other_token), ("names", "Mallory")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    let (s, _, _) = other.get(&app, &format!("{at}/codes")).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    let (_, players) = app
        .get(&format!("/api/v1/tournaments/{tid}/players"), None)
        .await;
    assert_eq!(players["items"].as_array().expect("items").len(), 3);
}
backend_test!(console_runs_registration_on_the_api_use_cases);

/// `b` presses "Sign out everywhere" (the bar's form on the home page).
async fn sign_out_everywhere(app: &TestApp, b: &mut Browser) {
    let (_, _, page) = b.get(app, "/console/").await;
    let token = form_token(&page);
    let (s, h, _) = b
        .post(
            app,
            "/console/sign-out",
            &[("csrf", &token), ("scope", "everywhere")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), "/console/sign-in");
}

async fn console_sign_out_here_and_everywhere(app: TestApp) {
    let (_, key) = app.organizer("Store").await;
    let mut laptop = signed_in(&app, &key).await;
    let mut tablet = signed_in(&app, &key).await;
    let mut phone = signed_in(&app, &key).await;
    // Signing out on the laptop ends the laptop's session only.
    let (_, _, page) = laptop.get(&app, "/console/").await;
    let token = form_token(&page);
    let stolen = laptop.clone();
    let (s, h, _) = laptop
        .post(&app, "/console/sign-out", &[("csrf", &token)], None)
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), "/console/sign-in");
    assert!(!laptop.has("pf_console"), "the cookie is removed");
    let mut stolen = stolen;
    let (s, _, _) = stolen.get(&app, "/console/").await;
    assert_eq!(s, StatusCode::SEE_OTHER, "the old cookie no longer works");
    let (s, _, _) = tablet.get(&app, "/console/").await;
    assert_eq!(s, StatusCode::OK);
    // Everywhere: the tablet signs out every browser, the phone included.
    sign_out_everywhere(&app, &mut tablet).await;
    let (s, h, _) = phone.get(&app, "/console/").await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), "/console/sign-in");
    // The API key itself still works.
    let (s, _) = app
        .post(
            "/api/v1/tournaments",
            Some(&key),
            serde_json::json!({"name": "Still mine"}),
        )
        .await;
    assert_eq!(s, StatusCode::CREATED);
}
backend_test!(console_sign_out_here_and_everywhere);

/// The console's pages listen to `/console/t/{tid}/events`: the stream as
/// the session's organizer sees it, so a second device hears of a round
/// being paired or changed by hand, which the public stream leaves out
/// (issue 26). Another organizer's session gets the public stream; no
/// session, the sign-in page.
async fn console_stream_carries_the_organizers_events(app: TestApp) {
    let (_, key) = app.organizer("Store").await;
    let (_, other) = app.organizer("Other").await;
    let tid = app.tournament(&key, "Friday").await;
    app.players(&key, &tid, &names(4)).await;
    let path = format!("/console/t/{tid}/events");
    let (s, h, _) = Browser::default().get(&app, &path).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), "/console/sign-in");
    let mut tablet = signed_in(&app, &key).await.stream(&app, &tid).await;
    let mut stranger = signed_in(&app, &other).await.stream(&app, &tid).await;
    assert_eq!(tablet.opening().await, 1);
    assert_eq!(stranger.opening().await, 1);
    // The laptop pairs and swaps (here through the API: the same use cases).
    let paired = app.pair(&key, &tid).await;
    let m = tablet.event().await;
    assert_eq!(m.event.as_deref(), Some("round.created"));
    let data = m.data.expect("data");
    assert_eq!(
        data["data"]["round"]["pairings"], paired["pairings"],
        "{data}"
    );
    let swapped = app.swap_across(&key, &tid, 1, &paired).await;
    let m = tablet.event().await;
    assert_eq!(m.event.as_deref(), Some("round.changed"));
    let data = m.data.expect("data");
    assert_eq!(
        data["data"]["round"]["pairings"], swapped["pairings"],
        "{data}"
    );
    // Published: everyone's. The stranger saw nothing before it.
    app.publish(&key, &tid, 1).await;
    assert_eq!(
        tablet.event().await.event.as_deref(),
        Some("round.published")
    );
    let m = stranger.event().await;
    assert_eq!(
        (m.id, m.event.as_deref()),
        (Some(4), Some("round.published"))
    );
}
backend_test!(console_stream_carries_the_organizers_events);

/// A stream lasts no longer than what opened it: "sign out everywhere"
/// ends the console's open streams, and revoking a key ends the API's
/// streams opened with it, within a heartbeat (500 ms in the tests) and
/// before any event for the organizer only reaches them.
async fn streams_end_with_their_session_or_key(app: TestApp) {
    let (_, key) = app.organizer("Store").await;
    let tid = app.tournament(&key, "Friday").await;
    app.players(&key, &tid, &names(4)).await;
    let (counter_id, counter) = app.new_key(&key, "counter", "full").await;
    let mut tablet = signed_in(&app, &key).await;
    let mut console = tablet.stream(&app, &tid).await;
    let mut api = crate::stream::Sse::open(&app, &tid, Some(&counter), None).await;
    console.opening().await;
    api.opening().await;

    // The laptop signs out everywhere, then pairs through the API.
    sign_out_everywhere(&app, &mut signed_in(&app, &key).await).await;
    let paired = app.pair(&key, &tid).await;
    let why = console.until_end().await;
    assert!(
        why.iter()
            .any(|c| c == "the key was revoked or the session ended"),
        "{why:?}"
    );
    // The API's stream, opened with a key still valid, goes on.
    assert_eq!(api.event().await.event.as_deref(), Some("round.created"));

    // Its key revoked, the swap (for the organizer only) never reaches it.
    let (s, revoked) = app
        .call(
            Method::DELETE,
            &format!("/api/v1/organizers/me/keys/{counter_id}"),
            Some(&key),
            None,
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{revoked}");
    app.swap_across(&key, &tid, 1, &paired).await;
    let why = api.until_end().await;
    assert!(
        why.iter()
            .any(|c| c == "the key was revoked or the session ended"),
        "{why:?}"
    );
    // Reconnecting: the sign-in page, and 401.
    let (s, h, _) = tablet.get(&app, &format!("/console/t/{tid}/events")).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), "/console/sign-in");
    let (s, _) = app
        .get(
            &format!("/api/v1/tournaments/{tid}/events?last_event_id=1"),
            Some(&counter),
        )
        .await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
}
backend_test!(streams_end_with_their_session_or_key);

/// The judge's tablet: a console session made from a `results` key sees
/// the round pages, enters results and runs the clock; the forms its key
/// may not use are not shown, and posted anyway they are refused by the
/// use case and change nothing. Revoking the key ends the session.
async fn console_with_a_results_key_is_the_judges_tablet(app: TestApp) {
    let (_, key) = app.organizer("Store").await;
    let tid = app.tournament(&key, "Friday").await;
    app.players(&key, &tid, &names(8)).await;
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let (_, tablet) = app.new_key(&key, "judge tablet", "results").await;
    let mut b = signed_in(&app, &tablet).await;
    let t = format!("/console/t/{tid}");

    // The tournament page: the rounds, but no edit, pairing, registration
    // or end forms.
    let (s, _, page) = b.get(&app, &t).await;
    assert_eq!(s, StatusCode::OK);
    assert!(page.contains("results key"), "the scope is named: {page}");
    for form in [
        "/edit\"",
        "/rounds\"",
        "/players\"",
        "/do/finish",
        "/do/delete",
        "/rename",
    ] {
        assert!(!page.contains(form), "{form} shown to a results key");
    }
    assert!(
        page.contains(&format!("{t}/r/1")),
        "the round's page is linked"
    );
    // The round page: the result box and the clock, no round actions.
    let (s, _, page) = b.get(&app, &format!("{t}/r/1")).await;
    assert_eq!(s, StatusCode::OK);
    assert!(page.contains("/result\""), "{page}");
    assert!(page.contains("/clock/start"), "{page}");
    assert!(!page.contains("/unpublish"), "{page}");
    let token = form_token(&page);
    let (s, _, _) = b
        .post(
            &app,
            &format!("{t}/r/1/result"),
            &[("csrf", &token), ("table", "1"), ("result", "2-0")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let (s, _, _) = b
        .post(
            &app,
            &format!("{t}/r/1/clock/start"),
            &[("csrf", &token)],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let (_, round) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), Some(&key))
        .await;
    assert_eq!(round["clock"]["state"], "running", "{round}");
    assert_eq!(round["pairings"][0]["result"]["wins"], 2, "{round}");

    // Posted anyway: refused by the use case, nothing changed.
    let before = app.export_text(&tid).await;
    for (path, fields) in [
        (
            format!("{t}/r/1/unpublish"),
            vec![("csrf", token.as_str()), ("seen", "x")],
        ),
        (format!("{t}/do/finish"), vec![("csrf", token.as_str())]),
        (
            format!("{t}/players"),
            vec![("csrf", token.as_str()), ("names", "Late")],
        ),
    ] {
        let (s, _, page) = b.post(&app, &path, &fields, None).await;
        assert!(s.is_client_error(), "{path}: {s}");
        assert!(
            s == StatusCode::FORBIDDEN || s == StatusCode::CONFLICT,
            "{path}: {s} {page}"
        );
    }
    assert_eq!(
        app.export_text(&tid).await,
        before,
        "a refused form changed the event"
    );

    // Revoking the key ends its session.
    let (_, list) = app.get("/api/v1/organizers/me/keys", Some(&key)).await;
    let id = list["items"]
        .as_array()
        .expect("items")
        .iter()
        .find(|k| k["name"] == "judge tablet")
        .and_then(|k| k["id"].as_str())
        .expect("the tablet's key")
        .to_owned();
    let (s, _) = app
        .call(
            Method::DELETE,
            &format!("/api/v1/organizers/me/keys/{id}"),
            Some(&key),
            None,
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    let (s, h, _) = b.get(&app, &t).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), "/console/sign-in");
}
backend_test!(console_with_a_results_key_is_the_judges_tablet);

/// The keys page: a full key's session lists the keys (never a key),
/// makes one (shown once, on the answer) and revokes it; a narrower key's
/// session is refused the page and its forms.
async fn console_manages_keys_with_a_full_key(app: TestApp) {
    let (_, key) = app.organizer("Store").await;
    let mut b = signed_in(&app, &key).await;
    let (s, _, page) = b.get(&app, "/console/keys").await;
    assert_eq!(s, StatusCode::OK);
    assert!(page.contains("first key"), "{page}");
    assert!(!page.contains(&key), "a key in the page");
    let token = form_token(&page);
    let (s, _, page) = b
        .post(
            &app,
            "/console/keys",
            &[
                ("csrf", &token),
                ("name", "judge tablet"),
                ("scope", "results"),
            ],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{page}");
    let marker = "<code id=\"new-key\">";
    let at = page.find(marker).expect("the new key shown") + marker.len();
    let made = page[at..at + page[at..].find('<').expect("end")].to_owned();
    assert!(made.starts_with("pf_"), "{made}");
    // Shown once: not on the list page.
    let (_, _, list) = b.get(&app, "/console/keys").await;
    assert!(!list.contains(&made));
    assert!(list.contains("judge tablet"));
    // The new key works on the API, with its scope.
    let (s, _) = app.get("/api/v1/webhooks", Some(&made)).await;
    assert_eq!(s, StatusCode::OK);
    // A bad scope or name: refused, nothing made.
    let (s, _, _) = b
        .post(
            &app,
            "/console/keys",
            &[("csrf", &token), ("name", "x"), ("scope", "admin")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    let (s, _, _) = b
        .post(
            &app,
            "/console/keys",
            &[("csrf", &token), ("name", " "), ("scope", "read")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    let (_, listed) = app.get("/api/v1/organizers/me/keys", Some(&key)).await;
    assert_eq!(listed["items"].as_array().expect("items").len(), 2);

    // The tablet's session: no keys page, no forms, refused if posted.
    let mut tablet = signed_in(&app, &made).await;
    let (s, _, page) = tablet.get(&app, "/console/keys").await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    assert!(!page.contains("/revoke"), "{page}");
    let (_, _, home) = tablet.get(&app, "/console/").await;
    assert!(!home.contains("/console/keys"));
    let tablet_token = form_token(&home);
    let (s, _, _) = tablet
        .post(
            &app,
            "/console/keys",
            &[("csrf", &tablet_token), ("name", "mine"), ("scope", "full")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN);

    // Revoked from the keys page: the key is refused, its console ends.
    let id = listed["items"]
        .as_array()
        .expect("items")
        .iter()
        .find(|k| k["name"] == "judge tablet")
        .and_then(|k| k["id"].as_str())
        .expect("id")
        .to_owned();
    let (s, h, _) = b
        .post(
            &app,
            &format!("/console/keys/{id}/revoke"),
            &[("csrf", &token)],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), "/console/keys?done=revoked");
    let (s, _) = app.get("/api/v1/webhooks", Some(&made)).await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
    let (s, h, _) = tablet.get(&app, "/console/").await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), "/console/sign-in");
    // The last full key stays, with the reason on the page.
    let first = listed["items"][0]["id"].as_str().expect("id").to_owned();
    let (s, _, page) = b
        .post(
            &app,
            &format!("/console/keys/{first}/revoke"),
            &[("csrf", &token)],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::CONFLICT);
    assert!(page.contains("last full key"), "{page}");
}
backend_test!(console_manages_keys_with_a_full_key);

async fn console_runs_a_round_by_keyboard(app: TestApp) {
    let (_, key) = app.organizer("Store").await;
    let tid = app.tournament(&key, "Friday").await;
    let (s, _) = app
        .post(
            &format!("/api/v1/tournaments/{tid}/players/bulk"),
            Some(&key),
            serde_json::json!({"players": (1..=9).map(|i| serde_json::json!({"name": format!("P{i}")})).collect::<Vec<_>>()}),
        )
        .await;
    assert_eq!(s, StatusCode::CREATED);
    let mut b = signed_in(&app, &key).await;
    let t = format!("/console/t/{tid}");
    let (_, _, page) = b.get(&app, &t).await;
    let token = form_token(&page);

    // Pair: the round opens in pairing, invisible to the public.
    let (s, h, _) = b
        .post(&app, &format!("{t}/rounds"), &[("csrf", &token)], None)
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), format!("{t}/r/1?done=paired"));
    let (s, _) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), None)
        .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    let (_, _, page) = b.get(&app, location(&h)).await;
    assert!(page.contains("being paired"), "{page}");
    // The preview says why each table is what it is, and swaps two
    // players or two tables chosen on the page.
    assert!(page.contains("Why here"), "{page}");
    let (_, draft) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), Some(&key))
        .await;
    let seat = |table: u64| {
        draft["pairings"]
            .as_array()
            .expect("pairings")
            .iter()
            .find(|p| p["table"] == table)
            .expect("table")["player_a"]["id"]
            .as_str()
            .expect("id")
            .to_owned()
    };
    let (first, second) = (seat(1), seat(2));
    assert!(
        page.contains(&format!("<option value=\"{first}\">")),
        "{page}"
    );
    let seen = seen_of(&page);
    let (s, h, _) = b
        .post(
            &app,
            &format!("{t}/r/1/swap"),
            &[
                ("csrf", &token),
                ("seen", &seen),
                ("kind", "players"),
                ("a", &first),
                ("b", &second),
            ],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), format!("{t}/r/1?done=swapped"));
    let (_, draft) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), Some(&key))
        .await;
    assert_eq!(draft["pairings"][0]["player_a"]["id"], second.as_str());
    // The same form again (the page before the swap): stale, nothing done.
    let (s, _, again) = b
        .post(
            &app,
            &format!("{t}/r/1/swap"),
            &[
                ("csrf", &token),
                ("seen", &seen),
                ("kind", "tables"),
                ("a", "1"),
                ("b", "2"),
            ],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::CONFLICT);
    assert!(again.contains("since this page was shown"), "{again}");
    let (_, _, page) = b.get(&app, &format!("{t}/r/1")).await;
    let (s, _, _) = b
        .post(
            &app,
            &format!("{t}/r/1/swap"),
            &[
                ("csrf", &token),
                ("seen", &seen_of(&page)),
                ("kind", "tables"),
                ("a", "1"),
                ("b", "two"),
            ],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    // A result before publishing is refused by the use case, with its
    // reason, and changes nothing.
    let (s, _, page) = b
        .post(
            &app,
            &format!("{t}/r/1/result"),
            &[("csrf", &token), ("table", "1"), ("result", "2-0")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::CONFLICT, "{page}");
    // A round's form from a page that no longer shows the round (or with
    // no `seen` at all) is not carried out: 409 with the fresh page.
    let seen = seen_of(&page);
    for stale in ["", "pfs_not-what-was-shown"] {
        let (s, _, again) = b
            .post(
                &app,
                &format!("{t}/r/1/publish"),
                &[("csrf", &token), ("seen", stale)],
                None,
            )
            .await;
        assert_eq!(s, StatusCode::CONFLICT);
        assert!(again.contains("since this page was shown"), "{again}");
        assert_eq!(seen_of(&again), seen, "the round did not change");
    }
    let (s, _) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), None)
        .await;
    assert_eq!(s, StatusCode::NOT_FOUND, "still not published");
    // Publish: the public sees it.
    let (s, _, _) = b
        .post(
            &app,
            &format!("{t}/r/1/publish"),
            &[("csrf", &token), ("seen", &seen)],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let (s, round) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), None)
        .await;
    assert_eq!(s, StatusCode::OK);
    let tables: Vec<u64> = round["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .filter(|p| !p["bye"].as_bool().unwrap_or(false))
        .map(|p| p["table"].as_u64().expect("table"))
        .collect();
    assert_eq!(tables, [1, 2, 3, 4]);

    // The box starts at table 1; after each entry it is at the next table
    // still playing.
    let (_, _, page) = b.get(&app, &format!("{t}/r/1")).await;
    assert!(
        page.contains("id=\"table\" name=\"table\" min=\"1\" required value=\"1\""),
        "{page}"
    );
    let typed = [("1", "2-1"), ("3", "dl"), ("2", "0-0-3")];
    for (table, result) in typed {
        let (s, h, _) = b
            .post(
                &app,
                &format!("{t}/r/1/result"),
                &[("csrf", &token), ("table", table), ("result", result)],
                None,
            )
            .await;
        assert_eq!(s, StatusCode::SEE_OTHER, "{table} {result}");
        assert_eq!(location(&h), format!("{t}/r/1?done=entered&table={table}"));
    }
    let (_, _, page) = b.get(&app, &format!("{t}/r/1?done=entered&table=2")).await;
    assert!(page.contains("Table 2: result entered"), "{page}");
    assert!(
        page.contains("required value=\"4\""),
        "the next table still playing: {page}"
    );
    assert!(page.contains("Still playing (1)"), "{page}");
    // Unreadable and illegal results: 422, nothing stored.
    let (s, _, page) = b
        .post(
            &app,
            &format!("{t}/r/1/result"),
            &[("csrf", &token), ("table", "4"), ("result", "two-one")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(page.contains("such as 2-1"), "{page}");
    let (s, _, _) = b
        .post(
            &app,
            &format!("{t}/r/1/result"),
            &[("csrf", &token), ("table", "4"), ("result", "3-3")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    let (s, _, _) = b
        .post(
            &app,
            &format!("{t}/r/1/result"),
            &[("csrf", &token), ("table", "99"), ("result", "2-0")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    // What the API stored is what was typed (from player_a's side).
    let (_, round) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), None)
        .await;
    let result_of = |table: u64| {
        round["pairings"]
            .as_array()
            .expect("pairings")
            .iter()
            .find(|p| p["table"] == table)
            .expect("table")["result"]
            .clone()
    };
    assert_eq!(result_of(1)["wins"], 2);
    assert_eq!(result_of(1)["losses"], 1);
    assert_eq!(result_of(2)["draws"], 3);
    assert_eq!(result_of(3)["double_loss"], true);
    assert!(result_of(4).is_null());
    assert_eq!(round["state"], "published");
    // Unpublishing with results in is refused (the use case's rule).
    let (_, _, page) = b.get(&app, &format!("{t}/r/1")).await;
    let seen = seen_of(&page);
    let (s, _, page) = b
        .post(
            &app,
            &format!("{t}/r/1/unpublish"),
            &[("csrf", &token), ("seen", &seen)],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::CONFLICT);
    assert!(!page.contains("since this page was shown"), "{page}");
    // Another device enters table 4 meanwhile: the page opened before it
    // is stale for a round's form.
    let (s, _) = app
        .call(
            Method::PUT,
            &format!("/api/v1/tournaments/{tid}/rounds/1/tables/4/result"),
            Some(&key),
            Some(serde_json::json!({"wins": 0, "losses": 2, "draws": 0})),
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    let (s, _, page) = b
        .post(
            &app,
            &format!("{t}/r/1/unpublish"),
            &[("csrf", &token), ("seen", &seen)],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::CONFLICT);
    assert!(page.contains("since this page was shown"), "{page}");
    // The correction box: table 4 now has a result, so typing one shows
    // what it changes first.
    let (s, _, page) = b
        .post(
            &app,
            &format!("{t}/r/1/result"),
            &[("csrf", &token), ("table", "4"), ("result", "1-2")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    assert!(page.contains("0-2 becomes 1-2"), "{page}");
    // Confirmed, the correction is saved; the round was completed by the
    // other device's last result.
    let (s, _, _) = b
        .post(
            &app,
            &format!("{t}/r/1/result"),
            &[
                ("csrf", &token),
                ("table", "4"),
                ("result", "1-2"),
                ("confirm", "yes"),
            ],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let (_, round) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), None)
        .await;
    assert_eq!(round["state"], "completed");
    let (_, _, page) = b.get(&app, &format!("{t}/r/1")).await;
    assert!(page.contains("Every result is in"), "{page}");
    assert!(
        page.contains("Correct a result") && !page.contains("autofocus"),
        "a completed round has the correction box, not the entry box: {page}"
    );
    // An unknown action and a stranger's round: 404.
    let (s, _, _) = b
        .post(&app, &format!("{t}/r/1/explode"), &[("csrf", &token)], None)
        .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    let (_, other_key) = app.organizer("Other").await;
    let mut other = signed_in(&app, &other_key).await;
    let (s, _, _) = other.get(&app, &format!("{t}/r/1")).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
}
backend_test!(console_runs_a_round_by_keyboard);

/// The result of `table` in round `n`, as the API has it.
async fn api_result(app: &TestApp, tid: &str, n: u32, table: u64) -> serde_json::Value {
    let (_, round) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/{n}"), None)
        .await;
    round["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .find(|p| p["table"] == table)
        .expect("table")["result"]
        .clone()
}

async fn console_corrects_with_the_consequences_first_and_runs_the_clock(app: TestApp) {
    let (_, key) = app.organizer("Store").await;
    let tid = app.tournament(&key, "Friday").await;
    app.players(&key, &tid, &names(8)).await;
    app.play_next_round(&key, &tid).await;
    app.play_next_round(&key, &tid).await;
    let before = api_result(&app, &tid, 1, 1).await;
    let mut b = signed_in(&app, &key).await;
    let t = format!("/console/t/{tid}");
    let (_, _, page) = b.get(&app, &format!("{t}/r/1")).await;
    let token = form_token(&page);
    let flipped = format!("{}-{}", before["losses"], before["wins"]);

    // A correction of round 1 after round 2 was paired: first what it
    // changes (round 2 is not paired again), nothing written yet.
    let (s, _, page) = b
        .post(
            &app,
            &format!("{t}/r/1/result"),
            &[("csrf", &token), ("table", "1"), ("result", &flipped)],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    assert!(page.contains("Correct the result of table 1?"), "{page}");
    assert!(page.contains(&format!("becomes {flipped}")), "{page}");
    assert!(
        page.contains("Round 2 was paired from the old result"),
        "{page}"
    );
    assert!(page.contains("name=\"confirm\" value=\"yes\""), "{page}");
    assert_eq!(api_result(&app, &tid, 1, 1).await, before);
    // Confirmed: written, as the API's correction (with its audit entry).
    let (s, h, _) = b
        .post(
            &app,
            &format!("{t}/r/1/result"),
            &[
                ("csrf", &token),
                ("table", "1"),
                ("result", &flipped),
                ("confirm", "yes"),
            ],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), format!("{t}/r/1?done=entered&table=1"));
    let after = api_result(&app, &tid, 1, 1).await;
    assert_eq!(after["wins"], before["losses"]);
    assert_eq!(after["losses"], before["wins"]);
    // The audit log tells the console's change from the API's: same
    // actor (the organizer), `via` console.
    let (_, log) = app
        .get(
            &format!("/api/v1/tournaments/{tid}/audit-log?limit=500"),
            Some(&key),
        )
        .await;
    let items = log["items"].as_array().expect("items");
    let corrected: Vec<_> = items
        .iter()
        .filter(|e| e["action"] == "result_corrected")
        .collect();
    assert_eq!(corrected.len(), 1, "{log}");
    assert_eq!(corrected[0]["via"], "console", "{log}");
    assert_eq!(corrected[0]["actor_kind"], "organizer", "{log}");
    assert!(
        items
            .iter()
            .filter(|e| e["action"] == "result_entered")
            .all(|e| e["via"] == "api"),
        "the API's results: {log}"
    );
    // The API's filters: over the whole log; a value that is none is 400.
    let (s, only) = app
        .get(
            &format!("/api/v1/tournaments/{tid}/audit-log?action=result_corrected&via=console"),
            Some(&key),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{only}");
    assert_eq!(only["items"].as_array().map(Vec::len), Some(1), "{only}");
    assert_eq!(only["items"][0], *corrected[0]);
    let (_, api_only) = app
        .get(
            &format!("/api/v1/tournaments/{tid}/audit-log?via=api&limit=500"),
            Some(&key),
        )
        .await;
    let from_api = items.iter().filter(|e| e["via"] == "api").count();
    assert_eq!(api_only["items"].as_array().map(Vec::len), Some(from_api));
    for bad in ["action=result_fixed", "via=phone"] {
        let (s, problem) = app
            .get(
                &format!("/api/v1/tournaments/{tid}/audit-log?{bad}"),
                Some(&key),
            )
            .await;
        assert_eq!(s, StatusCode::BAD_REQUEST, "{bad}: {problem}");
        assert_eq!(problem["code"], "invalid_query", "{problem}");
    }
    // The console's audit page, filtered by channel and by action, in
    // words: the action named, the players by name, results as typed.
    let rows = |page: &str| page.matches("<tr class=\"entry\">").count();
    let (s, _, page) = b.get(&app, &format!("{t}/audit")).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(rows(&page), items.len(), "{page}");
    let (_, _, page) = b.get(&app, &format!("{t}/audit?via=console")).await;
    assert_eq!(rows(&page), 1, "{page}");
    assert!(page.contains("<td>Result corrected</td>"), "{page}");
    let detail = &corrected[0]["detail"];
    let (_, players) = app
        .get(&format!("/api/v1/tournaments/{tid}/players"), None)
        .await;
    let name_of = |id: &serde_json::Value| {
        players["items"]
            .as_array()
            .expect("items")
            .iter()
            .find(|p| p["id"] == *id)
            .map(|p| p["name"].as_str().expect("name").to_owned())
            .expect("a player")
    };
    assert!(
        page.contains(&format!(
            "<li>player: {}</li>",
            name_of(&detail["player_a"])
        )),
        "{page}"
    );
    assert!(
        page.contains(&format!(
            "<li>before: {}-{}",
            before["wins"], before["losses"]
        )),
        "{page}"
    );
    assert!(page.contains(&format!("<li>after: {flipped}")), "{page}");
    assert!(
        !page.contains(detail["player_a"].as_str().expect("an id")),
        "no player id on the page: {page}"
    );
    let entered = items
        .iter()
        .filter(|e| e["action"] == "result_entered")
        .count();
    let (_, _, page) = b
        .get(&app, &format!("{t}/audit?action=result_entered&via="))
        .await;
    assert_eq!(rows(&page), entered, "{page}");
    assert!(!page.contains("<td>Result corrected</td>"), "{page}");
    assert!(
        page.contains("<option value=\"result_entered\" selected>Result entered</option>"),
        "{page}"
    );
    // A cursor that is not one: the first page again.
    let (s, h, _) = b.get(&app, &format!("{t}/audit?after=nope")).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), format!("{t}/audit"));

    // The clock of round 3 (a new tournament's rounds have 50 minutes).
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 3).await;
    let (_, _, page) = b.get(&app, &format!("{t}/r/3")).await;
    assert!(page.contains("Not started · 50:00 to play"), "{page}");
    for action in ["start", "pause", "resume"] {
        let (s, h, _) = b
            .post(
                &app,
                &format!("{t}/r/3/clock/{action}"),
                &[("csrf", &token)],
                None,
            )
            .await;
        assert_eq!(s, StatusCode::SEE_OTHER, "{action}");
        assert_eq!(location(&h), format!("{t}/r/3?done=clock"));
    }
    assert_eq!(round_json(&app, &tid, 3).await["clock"]["state"], "running");
    // Pausing twice: the use case's refusal, on the round's page.
    let (s, _, _) = b
        .post(
            &app,
            &format!("{t}/r/3/clock/resume"),
            &[("csrf", &token)],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::CONFLICT);
    // Five more minutes for the round, three for table 2 only.
    let (s, _, _) = b
        .post(
            &app,
            &format!("{t}/r/3/clock/extend"),
            &[("csrf", &token), ("minutes", "5"), ("table", "")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let (s, _, _) = b
        .post(
            &app,
            &format!("{t}/r/3/clock/extend"),
            &[("csrf", &token), ("minutes", "3"), ("table", "2")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let r = round_json(&app, &tid, 3).await;
    assert_eq!(r["clock"]["extensions"][0]["seconds"], 300, "{r}");
    let table2 = r["pairings"]
        .as_array()
        .expect("pairings")
        .iter()
        .find(|p| p["table"] == 2)
        .expect("table 2")
        .clone();
    assert_eq!(table2["extension_s"], 180, "{table2}");
    let (_, _, page) = b.get(&app, &format!("{t}/r/3")).await;
    assert!(page.contains("(+3 min)"), "{page}");
    // The list a judge walks the floor with: each table still playing with
    // its time left, table 2 three minutes more than the others, each with
    // the end its countdown runs to (the table's own for table 2).
    assert!(page.contains(">Time left</th>"), "{page}");
    let cell = |table: u32| -> (String, i64) {
        let row_start = [
            format!("<tr><td class=\"num\">{table}<"),
            format!("<tr><td class=\"num\">{table} "),
        ]
        .iter()
        .find_map(|start| page.find(start.as_str()))
        .unwrap_or_else(|| panic!("table {table} not still playing: {page}"));
        let row = &page[row_start..];
        let row = &row[..row.find("</tr>").expect("row end")];
        let at = row
            .find("time-left\" data-ends=\"")
            .unwrap_or_else(|| panic!("no countdown: {row}"));
        let rest = &row[at + "time-left\" data-ends=\"".len()..];
        let ends = rest[..rest.find('"').expect("quote")].to_owned();
        let text = &rest[rest.find('>').expect(">") + 1..rest.find("</td>").expect("cell end")];
        let (m, sec) = text
            .split_once(':')
            .unwrap_or_else(|| panic!("time left {text}"));
        (
            ends,
            m.parse::<i64>().expect("minutes") * 60 + sec.parse::<i64>().expect("seconds"),
        )
    };
    let (ends1, left1) = cell(1);
    let (ends2, left2) = cell(2);
    assert_eq!(left2 - left1, 180, "{page}");
    assert!(left1 > 50 * 60 && left1 <= 55 * 60, "{left1}");
    assert_eq!(Some(ends2.as_str()), table2["ends_at"].as_str(), "{table2}");
    assert_eq!(Some(ends1.as_str()), r["clock"]["ends_at"].as_str(), "{r}");
    // Minutes that are not a number, or out of bounds: 422, nothing changed.
    for minutes in ["abc", "0", "1000"] {
        let (s, _, _) = b
            .post(
                &app,
                &format!("{t}/r/3/clock/extend"),
                &[("csrf", &token), ("minutes", minutes)],
                None,
            )
            .await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{minutes}");
    }
    assert_eq!(
        round_json(&app, &tid, 3).await["clock"]["extensions"]
            .as_array()
            .expect("extensions")
            .len(),
        1
    );
    // Without the token: refused, the clock untouched.
    let (s, _, _) = b
        .post(
            &app,
            &format!("{t}/r/3/clock/pause"),
            &[("csrf", "x")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    assert_eq!(round_json(&app, &tid, 3).await["clock"]["state"], "running");
}
backend_test!(console_corrects_with_the_consequences_first_and_runs_the_clock);

async fn console_settles_a_dispute_in_one_click(app: TestApp) {
    let seated = app.seated("Friday", 4).await;
    let (table, a, b_code) = seated.tables[0].clone();
    // Both say they won 2-1: a dispute.
    for code in [&a, &b_code] {
        let (s, body) = as_player(
            &app,
            Method::POST,
            "/api/v1/me/report",
            code,
            Some(serde_json::json!({"wins": 2, "losses": 1, "draws": 0})),
        )
        .await;
        assert_eq!(s, StatusCode::OK, "{body}");
    }
    let mut b = signed_in(&app, &seated.key).await;
    let r = format!("/console/t/{}/r/1", seated.tid);
    let (_, _, page) = b.get(&app, &r).await;
    assert!(page.contains("disputed"), "{page}");
    // The two reports, each one button (read from player_a's side).
    assert!(page.contains("value=\"2-1\""), "{page}");
    assert!(page.contains("value=\"1-2\""), "{page}");
    assert!(page.contains("Settle: "), "{page}");
    let token = form_token(&page);
    let t = table.to_string();
    let (s, _, _) = b
        .post(
            &app,
            &format!("{r}/result"),
            &[("csrf", &token), ("table", &t), ("result", "1-2")],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let result = api_result(&app, &seated.tid, 1, table).await;
    assert_eq!(
        (result["wins"].clone(), result["losses"].clone()),
        (1.into(), 2.into())
    );
    let (_, me) = as_player(&app, Method::GET, "/api/v1/me", &a, None).await;
    assert_eq!(me["round"]["report"]["state"], "settled", "{me}");
}
backend_test!(console_settles_a_dispute_in_one_click);

async fn console_players_standings_and_the_end(app: TestApp) {
    let (_, key) = app.organizer("Store").await;
    let (s, body) = app
        .post(
            "/api/v1/tournaments",
            Some(&key),
            serde_json::json!({"name": "Friday", "planned_rounds": 2, "top_cut": 2}),
        )
        .await;
    assert_eq!(s, StatusCode::CREATED, "{body}");
    let tid = body["id"].as_str().expect("id").to_owned();
    let ids = app.players(&key, &tid, &names(6)).await;
    let mut b = signed_in(&app, &key).await;
    let t = format!("/console/t/{tid}");
    let (_, _, page) = b.get(&app, &t).await;
    let token = form_token(&page);
    // Rename, drop, re-admit.
    let p0 = format!("{t}/p/{}", ids[0]);
    let (s, h, _) = send(
        &mut b,
        &app,
        &token,
        &format!("{p0}/rename"),
        &[("name", "Zed")],
    )
    .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert!(
        location(&h).contains("done=rename&who=Zed"),
        "{}",
        location(&h)
    );
    let (s, _, page) = send(
        &mut b,
        &app,
        &token,
        &format!("{p0}/rename"),
        &[("name", "  ")],
    )
    .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{page}");
    let (s, _, _) = send(&mut b, &app, &token, &format!("{p0}/drop"), &[]).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let (_, p) = app
        .get(
            &format!("/api/v1/tournaments/{tid}/players/{}", ids[0]),
            None,
        )
        .await;
    assert_eq!(p["name"], "Zed");
    assert!(p["dropped_after_round"].is_number(), "{p}");
    let (s, _, _) = send(&mut b, &app, &token, &format!("{p0}/readmit"), &[]).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    // Removing asks first; confirmed, the player is gone.
    let p5 = format!("{t}/p/{}", ids[5]);
    let (s, _, page) = send(&mut b, &app, &token, &format!("{p5}/remove"), &[]).await;
    assert_eq!(s, StatusCode::OK);
    assert!(page.contains("as if never registered"), "{page}");
    let (_, list) = app
        .get(&format!("/api/v1/tournaments/{tid}/players"), None)
        .await;
    assert_eq!(list["items"].as_array().expect("items").len(), 6);
    let (s, _, _) = send(
        &mut b,
        &app,
        &token,
        &format!("{p5}/remove"),
        &[("confirm", "yes")],
    )
    .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let (_, list) = app
        .get(&format!("/api/v1/tournaments/{tid}/players"), None)
        .await;
    assert_eq!(list["items"].as_array().expect("items").len(), 5);

    // Two rounds, then the standings: each tied row says why it is there.
    app.play_next_round(&key, &tid).await;
    app.play_next_round(&key, &tid).await;
    let (s, _, page) = b.get(&app, &format!("{t}/standings")).await;
    assert_eq!(s, StatusCode::OK);
    let (_, api) = app
        .get(&format!("/api/v1/tournaments/{tid}/standings"), None)
        .await;
    let first = api["standings"][0]["name"].as_str().expect("name");
    assert!(page.contains(first), "{page}");
    assert!(page.contains("after round 2"), "{page}");
    assert!(page.contains("Create the top cut"), "{page}");
    // A top cut of 3 is refused with the use case's reason; of 2, made.
    let (s, _, _) = send(
        &mut b,
        &app,
        &token,
        &format!("{t}/top-cut"),
        &[("size", "3")],
    )
    .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    let (s, h, _) = send(
        &mut b,
        &app,
        &token,
        &format!("{t}/top-cut"),
        &[("size", "2")],
    )
    .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), format!("{t}/r/3?done=paired"));
    let (_, cut) = app
        .get(&format!("/api/v1/tournaments/{tid}/top-cut"), Some(&key))
        .await;
    assert_eq!(cut["size"], 2, "{cut}");
    // The playoff round being paired opens (no Swiss explanation there).
    let (s, _, page) = b.get(&app, &format!("{t}/r/3")).await;
    assert_eq!(s, StatusCode::OK, "{page}");
    assert!(page.contains("being paired"), "{page}");

    // Finishing asks first; then finished, reopened.
    let (s, _, page) = send(&mut b, &app, &token, &format!("{t}/do/finish"), &[]).await;
    assert_eq!(s, StatusCode::OK);
    assert!(page.contains("Finish Friday?"), "{page}");
    let (_, tour) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    assert_eq!(tour["status"], "top_cut");
    // The playoff is not over: the use case refuses, the page says why.
    let (s, _, _) = send(
        &mut b,
        &app,
        &token,
        &format!("{t}/do/finish"),
        &[("confirm", "yes")],
    )
    .await;
    assert_eq!(s, StatusCode::CONFLICT);
    // The final's result finishes the event (the use case's rule).
    app.complete_round(&key, &tid, 3).await;
    let (_, tour) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    assert_eq!(tour["status"], "finished");
    let (_, _, page) = b.get(&app, &format!("{t}/standings")).await;
    assert!(page.contains("Champion"), "{page}");
    let (_, _, page) = b.get(&app, &t).await;
    assert!(page.contains("Reopen the event"), "{page}");
    let (s, _, _) = send(&mut b, &app, &token, &format!("{t}/do/reopen"), &[]).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let (_, tour) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    assert_eq!(tour["status"], "top_cut");
    // Finished again from the console, once confirmed.
    let (s, _, page) = send(
        &mut b,
        &app,
        &token,
        &format!("{t}/do/finish"),
        &[("confirm", "yes")],
    )
    .await;
    assert_eq!(s, StatusCode::SEE_OTHER, "{page}");
    let (_, tour) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    assert_eq!(tour["status"], "finished");
    // Deleting asks first, then deletes.
    let (s, _, page) = send(&mut b, &app, &token, &format!("{t}/do/delete"), &[]).await;
    assert_eq!(s, StatusCode::OK);
    assert!(page.contains("deleted for good"), "{page}");
    // A finished event is kept: the use case refuses, the page says why.
    let (s, _, _) = send(
        &mut b,
        &app,
        &token,
        &format!("{t}/do/delete"),
        &[("confirm", "yes")],
    )
    .await;
    assert_eq!(s, StatusCode::CONFLICT);
    let (s, _) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    assert_eq!(s, StatusCode::OK);
    // Another organizer cannot act on a player of this store.
    let (_, other_key) = app.organizer("Other").await;
    let tid2 = app.tournament(&key, "Saturday").await;
    let ids2 = app.players(&key, &tid2, &names(2)).await;
    let mut other = signed_in(&app, &other_key).await;
    let (_, _, page) = other.get(&app, "/console/").await;
    let other_token = form_token(&page);
    let (s, _, _) = other
        .post(
            &app,
            &format!("/console/t/{tid2}/p/{}/drop", ids2[0]),
            &[("csrf", &other_token)],
            None,
        )
        .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    let (_, p) = app
        .get(
            &format!("/api/v1/tournaments/{tid2}/players/{}", ids2[0]),
            None,
        )
        .await;
    assert!(p["dropped_after_round"].is_null(), "{p}");
    // Its own organizer deletes it (confirmed).
    let (s, h, _) = send(
        &mut b,
        &app,
        &token,
        &format!("/console/t/{tid2}/do/delete"),
        &[("confirm", "yes")],
    )
    .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), "/console/?done=deleted");
    let (s, _) = app.get(&format!("/api/v1/tournaments/{tid2}"), None).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
}
backend_test!(console_players_standings_and_the_end);

/// The `seen` of a round's page (what its forms send back).
fn seen_of(page: &str) -> String {
    let at = page.find("name=\"seen\" value=\"").expect("a round's form");
    let rest = &page[at + "name=\"seen\" value=\"".len()..];
    rest[..rest.find('"').expect("end")].to_owned()
}

/// Round `n` of `tid` as the API shows it to anyone.
async fn round_json(app: &TestApp, tid: &str, n: u32) -> serde_json::Value {
    app.get(&format!("/api/v1/tournaments/{tid}/rounds/{n}"), None)
        .await
        .1
}

/// A signed-in form of `b` with `token` and `fields`.
async fn send(
    b: &mut Browser,
    app: &TestApp,
    token: &str,
    path: &str,
    fields: &[(&str, &str)],
) -> (StatusCode, HeaderMap, String) {
    let mut all = vec![("csrf", token)];
    all.extend_from_slice(fields);
    b.post(app, path, &all, None).await
}

async fn console_remembers_the_organizers_language(app: TestApp) {
    let (_, key) = app.organizer("Store").await;
    let mut b = signed_in(&app, &key).await;
    let (_, _, page) = b.get(&app, "/console/").await;
    assert!(
        page.contains("<html lang=\"en\""),
        "the browser's language first"
    );
    let token = form_token(&page);
    // Chosen in the header: remembered, and back to the page without its
    // `lang=`.
    let (s, h, _) = send(
        &mut b,
        &app,
        &token,
        "/console/language",
        &[("lang", "de"), ("back", "/console/?status=swiss&lang=fr")],
    )
    .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), "/console/?status=swiss");
    let set = h
        .get_all(SET_COOKIE)
        .iter()
        .map(|v| v.to_str().expect("text").to_owned())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(set.contains("pf_console_lang=de"), "{set}");
    assert!(
        set.contains("Path=/console") && set.contains("Max-Age="),
        "{set}"
    );
    let (_, _, page) = b.get(&app, "/console/").await;
    assert!(page.contains("<html lang=\"de\""), "remembered: {page}");
    assert!(page.contains("Abmelden"), "{page}");
    // `?lang=` still wins for one page.
    let (_, _, page) = b.get(&app, "/console/?lang=el").await;
    assert!(page.contains("<html lang=\"el\""), "{page}");
    // Back only to the console; an unknown language changes nothing.
    for (lang, back, to) in [
        ("fr", "https://elsewhere.example/", "/console/"),
        ("fr", "//elsewhere.example/console/", "/console/"),
        ("xx", "/console/new", "/console/"),
    ] {
        let (s, h, _) = send(
            &mut b,
            &app,
            &token,
            "/console/language",
            &[("lang", lang), ("back", back)],
        )
        .await;
        assert_eq!(s, StatusCode::SEE_OTHER);
        assert_eq!(location(&h), to, "{lang} {back}");
    }
    let (_, _, page) = b.get(&app, "/console/").await;
    assert!(page.contains("<html lang=\"fr\""), "{page}");
    // Without the form's token: refused, nothing remembered.
    let (s, _, _) = b
        .post(&app, "/console/language", &[("lang", "nb")], None)
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    let (_, _, page) = b.get(&app, "/console/").await;
    assert!(page.contains("<html lang=\"fr\""), "{page}");
}
backend_test!(console_remembers_the_organizers_language);

/// What no console handler answers itself (a round that is not a number,
/// an address that does not exist, a form over the size limit) is a
/// console page in the organizer's language with the API's status, never
/// the API's problem+json; nothing changes.
async fn console_answers_failures_with_a_page(app: TestApp) {
    let (_, key) = app.organizer("Store").await;
    let tid = app.tournament(&key, "Friday").await;
    let mut b = signed_in(&app, &key).await;
    let (_, _, page) = b.get(&app, "/console/").await;
    let token = form_token(&page);
    send(
        &mut b,
        &app,
        &token,
        "/console/language",
        &[("lang", "de"), ("back", "/console/")],
    )
    .await;
    for path in [
        format!("/console/t/{tid}/r/abc"),
        "/console/nowhere".to_owned(),
    ] {
        let (status, headers, page) = b.get(&app, &path).await;
        assert!(status.is_client_error(), "{path}: {status}");
        let kind = headers
            .get(CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default();
        assert!(kind.starts_with("text/html"), "{path}: {kind}");
        assert!(page.contains("<html lang=\"de\""), "{path}: {page}");
        assert!(page.contains("Das geht so nicht"), "{path}: {page}");
        assert!(
            page.contains(&format!("Fehler {}", status.as_u16())),
            "{page}"
        );
        assert!(page.contains("href=\"/console/\""), "{page}");
    }
    // A form far over the size limit: the limit's status, as a page.
    let big = "x".repeat(4 * 1024 * 1024);
    let (status, headers, page) = send(
        &mut b,
        &app,
        &token,
        &format!("/console/t/{tid}/players"),
        &[("names", big.as_str())],
    )
    .await;
    assert!(status.is_client_error(), "{status}");
    assert!(
        headers
            .get(CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("text/html")),
        "{headers:?}"
    );
    assert!(page.contains("Das geht so nicht"), "{page}");
    let (_, players) = app
        .get(&format!("/api/v1/tournaments/{tid}/players"), Some(&key))
        .await;
    assert_eq!(
        players["items"].as_array().map(Vec::len),
        Some(0),
        "{players}"
    );
    // The API keeps its problem+json.
    let resp = app
        .send(
            Method::GET,
            &format!("/api/v1/tournaments/{tid}/rounds/abc"),
            Some(&key),
            None,
        )
        .await;
    assert!(
        resp.headers()
            .get(CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("application/problem+json"))
    );
}
backend_test!(console_answers_failures_with_a_page);

async fn console_edits_and_exports_the_event(app: TestApp) {
    let (_, key) = app.organizer("Store").await;
    let tid = app.tournament(&key, "Friday").await;
    app.players(&key, &tid, &names(12)).await;
    let mut b = signed_in(&app, &key).await;
    let t = format!("/console/t/{tid}");
    // Registration says what a duplicate name is, and after round 1 what
    // a late player gets.
    let (_, _, page) = b.get(&app, &t).await;
    let token = form_token(&page);
    let (s, _, page) = send(
        &mut b,
        &app,
        &token,
        &format!("{t}/players"),
        &[("names", "player 01\nNew One")],
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    assert!(page.contains("2 players registered"), "{page}");
    assert!(page.contains("player 01"), "the duplicate named: {page}");
    assert!(!page.contains("missed round"), "{page}");
    let (_, list) = app
        .get(&format!("/api/v1/tournaments/{tid}/players"), None)
        .await;
    assert_eq!(list["items"].as_array().expect("items").len(), 14);
    let (_, _, page) = b.get(&app, &t).await;
    let (_, before) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    let said = format!(
        "Recommended for 14 players: {} Swiss rounds",
        before["recommendation"]["swiss_rounds"]
    );
    assert!(page.contains(&said), "{said}: {page}");
    let token = form_token(&page);
    let (s, h, _) = send(
        &mut b,
        &app,
        &token,
        &format!("{t}/edit"),
        &[
            ("name", "Friday Night Pauper"),
            ("rounds", "4"),
            ("top_cut", "8"),
            ("language", "it"),
            ("format", "Pauper"),
            ("location", ""),
        ],
    )
    .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    assert_eq!(location(&h), format!("{t}?done=edited"));
    let (_, got) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    assert_eq!(got["name"], "Friday Night Pauper");
    assert_eq!(got["planned_rounds"], 4);
    assert_eq!(got["top_cut"], 8);
    assert_eq!(got["language"], "it");
    assert_eq!(got["self_reporting"], false, "the box was left unticked");
    assert_eq!(got["format"], "Pauper", "{got}");
    // Refused by the use case (an empty name) or unreadable (rounds):
    // nothing changes.
    let (s, _, page) = send(
        &mut b,
        &app,
        &token,
        &format!("{t}/edit"),
        &[("name", " "), ("self_reporting", "on")],
    )
    .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{page}");
    let (s, _, _) = send(
        &mut b,
        &app,
        &token,
        &format!("{t}/edit"),
        &[("name", "X"), ("rounds", "many")],
    )
    .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    let (_, got) = app.get(&format!("/api/v1/tournaments/{tid}"), None).await;
    assert_eq!(got["name"], "Friday Night Pauper");
    assert_eq!(got["self_reporting"], false);
    // The export: the owner's document, with round 1 still being paired.
    app.pair(&key, &tid).await;
    // A late entry while round 1 is being paired joins it: nothing missed.
    let (s, h, _) = send(
        &mut b,
        &app,
        &token,
        &format!("{t}/players"),
        &[("names", "Late But In Time")],
    )
    .await;
    assert!(
        s == StatusCode::OK || location(&h).contains("done=added"),
        "{s}"
    );
    let resp = no_redirects()
        .get(format!("{}{t}/export", app.address))
        .header("Cookie", b.header())
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::OK);
    let disposition = resp
        .headers()
        .get("content-disposition")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    assert!(disposition.starts_with("attachment"), "{disposition}");
    let doc: serde_json::Value = resp.json().await.expect("json");
    assert_eq!(doc["name"], "Friday Night Pauper");
    assert_eq!(doc["rounds"].as_array().expect("rounds").len(), 1, "{doc}");
    // Another organizer: 404.
    let (_, other_key) = app.organizer("Other").await;
    let mut other = signed_in(&app, &other_key).await;
    let (s, _, _) = other.get(&app, &format!("{t}/export")).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
}
backend_test!(console_edits_and_exports_the_event);

/// The console imports a document exported before (its file input sends
/// `multipart/form-data`): the API's import use case, the new tournament
/// opened with a note that every code is new. Without the form's token it
/// is refused; a document that is not one, or an empty file, says why on
/// the new-tournament page; nothing is created by any of them.
async fn console_imports_an_exported_document(app: TestApp) {
    let (_, key) = app.organizer("Store").await;
    let tid = app.tournament(&key, "Friday").await;
    app.players(&key, &tid, &names(6)).await;
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let document = app.export_text(&tid).await;
    let mut b = signed_in(&app, &key).await;
    let (_, _, page) = b.get(&app, "/console/new").await;
    assert!(page.contains("enctype=\"multipart/form-data\""), "{page}");
    let token = form_token(&page);
    let mine = |b: String| b.matches("href=\"/console/t/").count();

    // Refused: no token; not a document; an empty file.
    let (s, _, _) = b
        .post_multipart(&app, "/console/import", &[("document", &document)])
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    let (s, _, page) = b
        .post_multipart(
            &app,
            "/console/import",
            &[
                ("csrf", &token),
                ("document", "{\"format\": \"something else\"}"),
            ],
        )
        .await;
    assert!(s.is_client_error(), "{s}: {page}");
    assert!(page.contains("class=\"message failed\""), "{page}");
    let (s, _, page) = b
        .post_multipart(
            &app,
            "/console/import",
            &[("csrf", &token), ("document", " ")],
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{page}");
    assert!(page.contains("The file is empty"), "{page}");
    let (_, _, home) = b.get(&app, "/console/").await;
    assert_eq!(mine(home), 1, "nothing was created");

    // Imported: a new tournament with the same players and round.
    let (s, h, _) = b
        .post_multipart(
            &app,
            "/console/import",
            &[("csrf", &token), ("document", &document)],
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    let at = location(&h).to_owned();
    assert!(at.ends_with("?done=imported"), "{at}");
    let new_tid = at
        .trim_start_matches("/console/t/")
        .trim_end_matches("?done=imported")
        .to_owned();
    assert_ne!(new_tid, tid);
    let (s, _, page) = b.get(&app, &at).await;
    assert_eq!(s, StatusCode::OK);
    assert!(page.contains("The tournament is imported."), "{page}");
    let (_, old_players) = app
        .get(&format!("/api/v1/tournaments/{tid}/players"), None)
        .await;
    let (_, new_players) = app
        .get(&format!("/api/v1/tournaments/{new_tid}/players"), None)
        .await;
    let names_of = |v: &serde_json::Value| -> Vec<String> {
        v["items"]
            .as_array()
            .expect("items")
            .iter()
            .map(|p| p["name"].as_str().expect("name").to_owned())
            .collect()
    };
    assert_eq!(names_of(&new_players), names_of(&old_players));
    let (s, round) = app
        .get(
            &format!("/api/v1/tournaments/{new_tid}/rounds/1"),
            Some(&key),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{round}");
}
backend_test!(console_imports_an_exported_document);

//! Problem+json in the caller's language: `title` and `detail` follow
//! `?lang=` / `Accept-Language` (q-values; English otherwise), while `type`,
//! `status` and `code` are the same in every language. Expected texts come
//! from the service's own catalogues (`planesforge_api::i18n`), so the
//! tests check the negotiation and that every path through the service is
//! localized, not the wording.

use planesforge_api::http::ratelimit::RateLimit;
use planesforge_api::i18n::{Arg, Lang, message};
use reqwest::header::HeaderMap;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, assert_problem};

/// A request with optional `Accept-Language`, key and raw body (sent as
/// `application/json`): status, headers, JSON body.
async fn send(
    app: &TestApp,
    method: Method,
    path: &str,
    accept_language: Option<&str>,
    key: Option<&str>,
    body: Option<&str>,
) -> (StatusCode, HeaderMap, Value) {
    let mut req = app
        .client
        .request(method, format!("{}{}", app.address, path));
    if let Some(l) = accept_language {
        req = req.header("Accept-Language", l);
    }
    if let Some(k) = key {
        req = req.bearer_auth(k);
    }
    if let Some(b) = body {
        req = req
            .header("Content-Type", "application/json")
            .body(b.to_owned());
    }
    let resp = req.send().await.expect("request sent");
    let status = resp.status();
    let headers = resp.headers().clone();
    let text = resp.text().await.expect("body");
    let value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"));
    (status, headers, value)
}

async fn get(app: &TestApp, path: &str, accept_language: Option<&str>) -> (StatusCode, Value) {
    let (s, h, b) = send(app, Method::GET, path, accept_language, None, None).await;
    assert!(
        h.get("content-type")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|c| c.starts_with("application/problem+json")),
        "{h:?}"
    );
    (s, b)
}

fn title(lang: Lang, status: StatusCode) -> String {
    message(lang, &format!("title-{}", status.as_u16()), &[])
}

/// The same missing round in all seven languages: identical machine part,
/// the catalogue's title and detail (with the round number) per language,
/// all different from each other.
async fn one_error_in_every_language(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Cup").await;
    let path = format!("/api/v1/tournaments/{tid}/rounds/7");
    let (_, english) = get(&app, &path, None).await;
    assert_problem(
        &(StatusCode::NOT_FOUND, english.clone()),
        StatusCode::NOT_FOUND,
        "round_not_found",
    );
    // English stays what it was.
    assert_eq!(english["detail"], "no round 7");
    assert_eq!(english["title"], "Not Found");
    let mut details = Vec::new();
    let mut titles = Vec::new();
    for lang in Lang::ALL {
        let (status, body) = get(&app, &path, Some(lang.code())).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        for field in ["type", "status", "code"] {
            assert_eq!(body[field], english[field], "{}: {field}", lang.code());
        }
        let expected = message(lang, "error-round-not-found", &[("round", Arg::from(7u32))]);
        assert_eq!(body["detail"], expected.as_str(), "{}", lang.code());
        assert!(expected.contains('7'), "{expected}");
        assert_eq!(body["title"], title(lang, StatusCode::NOT_FOUND).as_str());
        details.push(expected);
        titles.push(title(lang, StatusCode::NOT_FOUND));
    }
    for (i, d) in details.iter().enumerate() {
        assert_eq!(details.iter().filter(|x| *x == d).count(), 1, "{d}");
        assert_eq!(titles.iter().filter(|x| **x == titles[i]).count(), 1);
    }
}

backend_test!(one_error_in_every_language);

/// `?lang=` beats `Accept-Language`; q-values decide among several;
/// unknown languages give English.
async fn negotiation(app: TestApp) {
    let missing = "/api/v1/tournaments/nope";
    let detail = |lang: Lang| {
        message(
            lang,
            "error-tournament-not-found",
            &[("id", Arg::from("nope"))],
        )
    };
    let cases: [(&str, Option<&str>, Lang); 8] = [
        ("", Some("de"), Lang::from_code("de").expect("a language")),
        (
            "?lang=fr",
            Some("de"),
            Lang::from_code("fr").expect("a language"),
        ),
        (
            "?lang=el-GR",
            None,
            Lang::from_code("el").expect("a language"),
        ),
        (
            "",
            Some("de;q=0.5, it;q=0.9, xx"),
            Lang::from_code("it").expect("a language"),
        ),
        (
            "",
            Some("sw-KE, es;q=0.2, nb;q=0.3"),
            Lang::from_code("nb").expect("a language"),
        ),
        ("", Some("es;q=0, sw"), Lang::EN),
        ("", Some("tlh, sw-KE"), Lang::EN),
        // An unsupported ?lang= leaves the choice to the header.
        (
            "?lang=zz",
            Some("es"),
            Lang::from_code("es").expect("a language"),
        ),
    ];
    for (query, accept, lang) in cases {
        let path = format!("{missing}{query}");
        let (status, body) = get(&app, &path, accept).await;
        assert_problem(
            &(status, body.clone()),
            StatusCode::NOT_FOUND,
            "tournament_not_found",
        );
        assert_eq!(
            body["detail"],
            detail(lang).as_str(),
            "{path} {accept:?} → {}",
            lang.code()
        );
        assert_eq!(body["title"], title(lang, StatusCode::NOT_FOUND).as_str());
    }
    assert_eq!(detail(Lang::EN), "no tournament nope");
}

backend_test!(negotiation);

/// Extractor errors, authentication, the default 404 and a detail built
/// from another (a located name error) are localized too.
async fn every_path_is_localized(app: TestApp) {
    // Malformed JSON: serde's own words stay, the sentence around them is
    // Spanish.
    let (status, _, body) = send(
        &app,
        Method::POST,
        "/api/v1/organizers",
        Some("es"),
        None,
        Some("{\"name\": "),
    )
    .await;
    assert_problem(
        &(status, body.clone()),
        StatusCode::BAD_REQUEST,
        "malformed_json",
    );
    let prefix = message(
        Lang::from_code("es").expect("a language"),
        "error-malformed-json",
        &[("error", Arg::from(""))],
    );
    let detail = body["detail"].as_str().expect("detail");
    assert!(
        detail.starts_with(&prefix) && detail.len() > prefix.len(),
        "{detail}"
    );
    assert_eq!(
        body["title"],
        title(
            Lang::from_code("es").expect("a language"),
            StatusCode::BAD_REQUEST
        )
        .as_str()
    );
    let (_, _, english) = send(
        &app,
        Method::POST,
        "/api/v1/organizers",
        None,
        None,
        Some("{\"name\": "),
    )
    .await;
    assert!(
        english["detail"]
            .as_str()
            .expect("detail")
            .starts_with("malformed JSON: ")
    );

    // 401 without a key: Greek, and still a Bearer challenge.
    let (status, headers, body) = send(
        &app,
        Method::GET,
        "/api/v1/webhooks",
        Some("el"),
        None,
        None,
    )
    .await;
    assert_problem(
        &(status, body.clone()),
        StatusCode::UNAUTHORIZED,
        "unauthorized",
    );
    assert_eq!(
        body["detail"],
        message(
            Lang::from_code("el").expect("a language"),
            "error-auth-required",
            &[]
        )
        .as_str()
    );
    assert_eq!(
        body["title"],
        title(
            Lang::from_code("el").expect("a language"),
            StatusCode::UNAUTHORIZED
        )
        .as_str()
    );
    assert_eq!(
        headers
            .get("www-authenticate")
            .and_then(|v| v.to_str().ok()),
        Some("Bearer")
    );

    // The default service's 404, in bokmål by ?lang=.
    let (status, body) = get(&app, "/api/v1/no/such/thing?lang=nb", None).await;
    assert_problem(&(status, body.clone()), StatusCode::NOT_FOUND, "not_found");
    assert_eq!(
        body["detail"],
        message(
            Lang::from_code("nb").expect("a language"),
            "error-no-resource",
            &[("path", Arg::from("/api/v1/no/such/thing"))]
        )
        .as_str()
    );

    // A service error wrapping another: the entry's location and the name
    // rule, both German.
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Cup").await;
    let (status, _, body) = send(
        &app,
        Method::POST,
        &format!("/api/v1/tournaments/{tid}/players/bulk"),
        Some("de-AT, en;q=0.5"),
        Some(&key),
        Some(&json!({ "players": [{ "name": "Ann" }, { "name": " " }] }).to_string()),
    )
    .await;
    assert_problem(
        &(status, body.clone()),
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_name",
    );
    let inner = message(
        Lang::from_code("de").expect("a language"),
        "error-name-empty",
        &[("what", Arg::from("player"))],
    );
    let detail = body["detail"].as_str().expect("detail");
    assert!(
        detail.starts_with("players[1]") && detail.ends_with(&inner),
        "{detail}"
    );
    assert_ne!(
        inner,
        message(
            Lang::EN,
            "error-name-empty",
            &[("what", Arg::from("player"))]
        )
    );
    assert_eq!(
        body["title"],
        title(
            Lang::from_code("de").expect("a language"),
            StatusCode::UNPROCESSABLE_ENTITY
        )
        .as_str()
    );
}

backend_test!(every_path_is_localized);

/// The rate limit's 429 (answered by a middleware) is localized and keeps
/// its `Retry-After`.
async fn rate_limit_localized(backend: Backend) {
    let Some(app) = TestApp::spawn_with(backend, |c| {
        c.rate_limit = Some(RateLimit::new(6, 1));
    })
    .await
    else {
        return;
    };
    let (s, _) = get_ok(&app).await;
    assert_eq!(s, StatusCode::OK);
    let (status, headers, body) = send(
        &app,
        Method::GET,
        "/api/v1/tournaments?lang=it",
        None,
        None,
        None,
    )
    .await;
    assert_problem(
        &(status, body.clone()),
        StatusCode::TOO_MANY_REQUESTS,
        "rate_limited",
    );
    let retry: u64 = headers
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok())
        .expect("Retry-After");
    let expected = message(
        Lang::from_code("it").expect("a language"),
        "error-rate-limited",
        &[
            ("per_minute", Arg::from(6u32)),
            ("burst", Arg::from(1u32)),
            ("retry_after", Arg::from(retry)),
        ],
    );
    assert_eq!(body["detail"], expected.as_str());
    assert_eq!(
        body["title"],
        title(
            Lang::from_code("it").expect("a language"),
            StatusCode::TOO_MANY_REQUESTS
        )
        .as_str()
    );
}

async fn get_ok(app: &TestApp) -> (StatusCode, Value) {
    app.get("/api/v1/tournaments?lang=it", None).await
}

backend_test!(rate_limit_localized, Backend);

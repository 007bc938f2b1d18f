//! The documentation site under `/book/`: the start page sends the reader
//! to the book in the language `Accept-Language` prefers (q-values), and
//! without a book folder (the tests' `PLANESFORGE_BOOK_DIR` does not exist)
//! the server serves the book built into its binary.

use reqwest::header::{ACCEPT_LANGUAGE, CONTENT_TYPE, ETAG, IF_NONE_MATCH, LOCATION, VARY};
use reqwest::{Method, StatusCode};

use crate::helpers::{TestApp, assert_problem, no_redirects};

fn header(resp: &reqwest::Response, name: reqwest::header::HeaderName) -> String {
    resp.headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned()
}

async fn book_start_follows_accept_language(app: TestApp) {
    let client = no_redirects();
    for (method, path, accept, want) in [
        (Method::GET, "/book/", None, "en"),
        (Method::GET, "/book/", Some("de"), "de"),
        (
            Method::GET,
            "/book",
            Some("fr-CH, fr;q=0.9, en;q=0.8"),
            "fr",
        ),
        // The highest q-value wins, wherever it is listed.
        (
            Method::GET,
            "/book/index.html",
            Some("en;q=0.5, el;q=0.9, it;q=0.7"),
            "el",
        ),
        (Method::GET, "/book/", Some("nn-NO, en;q=0.1"), "nb"),
        // q=0 refuses a language.
        (Method::GET, "/book/", Some("it;q=0, es;q=0.2"), "es"),
        // None of ours: English.
        (Method::GET, "/book/", Some("sw, tlh;q=0.8"), "en"),
        (Method::HEAD, "/book/", Some("es-MX"), "es"),
    ] {
        let mut req = client.request(method.clone(), format!("{}{path}", app.address));
        if let Some(a) = accept {
            req = req.header(ACCEPT_LANGUAGE, a);
        }
        let resp = req.send().await.expect("sent");
        assert_eq!(
            resp.status(),
            StatusCode::FOUND,
            "{method} {path} {accept:?}"
        );
        assert_eq!(
            header(&resp, LOCATION),
            format!("/book/{want}/"),
            "{method} {path} {accept:?}"
        );
        assert!(
            header(&resp, VARY)
                .split(',')
                .any(|v| v.trim().eq_ignore_ascii_case("accept-language")),
            "{path}: Vary {:?}",
            header(&resp, VARY)
        );
        // Where it leads: that language's book.
        let page = app
            .send(Method::GET, &format!("/book/{want}/"), None, None)
            .await;
        assert_eq!(page.status(), StatusCode::OK);
        let html = page.text().await.expect("page");
        assert!(html.contains(&format!("<html lang=\"{want}\"")), "{want}");
        assert!(
            html.contains("pf-lang-picker"),
            "{want}: no language picker"
        );
    }
    // Followed by a browser-like client, it ends on the page.
    let resp = app
        .client
        .get(format!("{}/book/", app.address))
        .header(ACCEPT_LANGUAGE, "de-AT,de;q=0.9")
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(resp.url().path(), "/book/de/");
}
backend_test!(book_start_follows_accept_language);

async fn the_built_in_book_is_served(app: TestApp) {
    let client = no_redirects();
    let get = |path: &str| client.get(format!("{}{path}", app.address)).send();
    // Every language's chapters, with the picker.
    for lang in planesforge_api::i18n::Lang::ALL.map(|l| l.code()) {
        for page in ["introduction.html", "self-hosting.html", "faq.html"] {
            let resp = get(&format!("/book/{lang}/{page}")).await.expect("sent");
            assert_eq!(resp.status(), StatusCode::OK, "{lang}/{page}");
            assert_eq!(header(&resp, CONTENT_TYPE), "text/html; charset=utf-8");
            let html = resp.text().await.expect("page");
            assert!(html.contains("class=\"pf-lang-picker\""), "{lang}/{page}");
        }
    }
    // The assets the pages link to.
    let index = get("/book/en/index.html")
        .await
        .expect("sent")
        .text()
        .await
        .expect("page");
    let css = index
        .split("href=\"")
        .filter_map(|s| s.split('"').next())
        .find(|h| h.ends_with(".css") && !h.starts_with("http"))
        .expect("a stylesheet");
    let resp = get(&format!("/book/en/{css}")).await.expect("sent");
    assert_eq!(resp.status(), StatusCode::OK, "{css}");
    assert!(header(&resp, CONTENT_TYPE).starts_with("text/css"), "{css}");
    // A folder without its slash is sent to it.
    let resp = get("/book/fr").await.expect("sent");
    assert_eq!(resp.status(), StatusCode::FOUND);
    assert_eq!(header(&resp, LOCATION), "/book/fr/");
    // Conditional requests.
    let resp = get("/book/el/glossary.html").await.expect("sent");
    let etag = header(&resp, ETAG);
    assert!(etag.starts_with('"'), "ETag {etag:?}");
    let resp = client
        .get(format!("{}/book/el/glossary.html", app.address))
        .header(IF_NONE_MATCH, &etag)
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::NOT_MODIFIED);
    assert!(resp.bytes().await.expect("body").is_empty());
    // Refusals are problem documents, as from a book folder.
    let missing = app.get("/book/en/nope.html", None).await;
    assert_problem(&missing, StatusCode::NOT_FOUND, "not_found");
    let missing = app.get("/book/xx/", None).await;
    assert_problem(&missing, StatusCode::NOT_FOUND, "not_found");
    let resp = app
        .send(Method::POST, "/book/en/index.html", None, None)
        .await;
    assert_eq!(resp.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(header(&resp, reqwest::header::ALLOW), "GET, HEAD");
    assert!(header(&resp, CONTENT_TYPE).starts_with("application/problem+json"));
}
backend_test!(the_built_in_book_is_served);

//! Small consistencies (issue 12, item 13): a result body is an object;
//! an unknown `Content-Encoding` is 415; refusals under `/book/` and of
//! CORS preflights are problem documents; `HEAD` answers wherever `GET`
//! does; every `201` has a `Location`.

use reqwest::header::HeaderMap;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, assert_problem, list_items, names};

/// The problem document of a response, after checking its content type.
async fn problem_of(resp: reqwest::Response) -> (StatusCode, HeaderMap, Value) {
    let status = resp.status();
    let headers = resp.headers().clone();
    assert_eq!(
        headers.get("content-type").and_then(|v| v.to_str().ok()),
        Some("application/problem+json"),
        "{status}"
    );
    let body: Value = resp.json().await.expect("problem+json");
    (status, headers, body)
}

/// `PUT …/result` with an array, a number, a string, `null` or `true` is
/// `422 invalid_body` (as any body of the wrong shape) and stores nothing;
/// `[2, 1, 0]` used to be read as wins, losses, draws. The same for every
/// other JSON body (`["Eve"]` used to register Eve).
async fn result_body_must_be_an_object(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Shapes").await;
    app.players(&key, &tid, &names(4)).await;
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let path = format!("/api/v1/tournaments/{tid}/rounds/1/tables/1/result");
    for body in [
        json!([2, 1, 0]),
        json!([2, 1]),
        json!(2),
        json!("2-1-0"),
        json!(null),
        json!(true),
        json!({ "wins": 2, "losses": 1 }),
    ] {
        let got = app
            .call(Method::PUT, &path, Some(&key), Some(body.clone()))
            .await;
        assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_body");
    }
    let (_, round) = app
        .get(&format!("/api/v1/tournaments/{tid}/rounds/1"), None)
        .await;
    assert!(
        round["pairings"]
            .as_array()
            .expect("pairings")
            .iter()
            .all(|p| p["result"].is_null()),
        "{round}"
    );
    let (status, round) = app.result(&key, &tid, 1, 1, (2, 1, 0)).await;
    assert_eq!(status, StatusCode::OK, "{round}");
    assert_eq!(
        round["pairings"][0]["result"],
        json!({ "wins": 2, "losses": 1, "draws": 0 })
    );

    // Every other body too: an array that serde would read field by
    // field is refused, and nothing is written.
    let (_, before) = app.get("/api/v1/tournaments?limit=100", None).await;
    let (_, players_before) = app
        .get(&format!("/api/v1/tournaments/{tid}/players"), None)
        .await;
    let t = format!("/api/v1/tournaments/{tid}");
    for (path, body) in [
        ("/api/v1/organizers".to_owned(), json!(["Org"])),
        ("/api/v1/tournaments".to_owned(), json!(["Cup", 3])),
        (format!("{t}/players"), json!(["Eve"])),
        (format!("{t}/players/bulk"), json!([[{ "name": "Eve" }]])),
        (format!("{t}/rounds/1/swap-tables"), json!([1, 2])),
        (format!("{t}/top-cut"), json!([2])),
        (
            "/api/v1/webhooks".to_owned(),
            json!(["https://example.com/h", ["round.published"], null]),
        ),
    ] {
        let got = app.post(&path, Some(&key), body).await;
        assert_problem(&got, StatusCode::UNPROCESSABLE_ENTITY, "invalid_body");
        assert_eq!(
            got.1["detail"], "the request body must be a JSON object ({ … })",
            "{path}"
        );
    }
    let (_, after) = app.get("/api/v1/tournaments?limit=100", None).await;
    assert_eq!(before, after);
    let (_, players_after) = app
        .get(&format!("/api/v1/tournaments/{tid}/players"), None)
        .await;
    assert_eq!(players_before, players_after);
    let (_, hooks) = app.get("/api/v1/webhooks", Some(&key)).await;
    assert_eq!(hooks["items"], json!([]));
}
backend_test!(result_body_must_be_an_object);

/// CRC-32 (IEEE), for the gzip trailer.
fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in data {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// `data` as a gzip member with one stored (uncompressed) deflate block.
fn gzip_stored(data: &[u8]) -> Vec<u8> {
    let len = u16::try_from(data.len()).expect("small body");
    let mut out = vec![0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];
    out.push(1); // final block, stored
    out.extend(len.to_le_bytes());
    out.extend((!len).to_le_bytes());
    out.extend(data);
    out.extend(crc32(data).to_le_bytes());
    out.extend(u32::from(len).to_le_bytes());
    out
}

/// Sends a raw body with `Content-Encoding: encoding`.
async fn encoded(
    app: &TestApp,
    path: &str,
    key: &str,
    encoding: &str,
    body: Vec<u8>,
) -> reqwest::Response {
    app.client
        .post(format!("{}{path}", app.address))
        .bearer_auth(key)
        .header("Content-Type", "application/json")
        .header("Content-Encoding", encoding)
        .body(body)
        .send()
        .await
        .expect("sent")
}

/// A body in a `Content-Encoding` the server does not decode (or several
/// stacked) is `415 unsupported_content_encoding` with our own text and
/// `Accept-Encoding`, for JSON bodies and the imported document, and
/// writes nothing; identity and gzip are read.
async fn unsupported_content_encoding_is_415(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Encodings").await;
    let players = format!("/api/v1/tournaments/{tid}/players");
    let (_, tournaments_before) = app.get("/api/v1/tournaments?limit=100", None).await;
    let doc = json!({
        "format": "planesforge-tournament/1", "name": "Imported",
        "players": [{ "id": "a", "name": "Ann" }], "rounds": []
    })
    .to_string();
    for encoding in ["compress", "x-unknown", "gzip, br", "gzip, gzip", "br;q=1"] {
        for path in [players.as_str(), "/api/v1/tournaments/import"] {
            let body = if path == players {
                br#"{"name":"Ann"}"#.to_vec()
            } else {
                doc.clone().into_bytes()
            };
            let resp = encoded(&app, path, &key, encoding, body).await;
            let (status, headers, problem) = problem_of(resp).await;
            assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{encoding}");
            assert_eq!(problem["code"], "unsupported_content_encoding");
            assert_eq!(problem["status"], 415);
            let detail = problem["detail"].as_str().expect("detail");
            assert!(
                detail.starts_with("the request body's Content-Encoding")
                    && detail.contains(encoding),
                "{detail}"
            );
            let accepted = headers
                .get("accept-encoding")
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default();
            assert!(accepted.contains("gzip"), "{accepted}");
        }
    }
    let (_, listed) = app.get(&players, None).await;
    assert_eq!(listed["items"], json!([]), "{listed}");
    let (_, tournaments_after) = app.get("/api/v1/tournaments?limit=100", None).await;
    assert_eq!(tournaments_before, tournaments_after);

    // What the server decodes is read.
    let resp = encoded(
        &app,
        &players,
        &key,
        "identity",
        br#"{"name":"Ann"}"#.to_vec(),
    )
    .await;
    assert_eq!(resp.status(), StatusCode::CREATED);
    let resp = encoded(
        &app,
        &players,
        &key,
        "gzip",
        gzip_stored(br#"{"name":"Ben"}"#),
    )
    .await;
    assert_eq!(resp.status(), StatusCode::CREATED);
    let created: Value = resp.json().await.expect("json");
    assert_eq!(created["name"], "Ben");
    let resp = encoded(
        &app,
        "/api/v1/tournaments/import",
        &key,
        "GZIP",
        gzip_stored(doc.as_bytes()),
    )
    .await;
    assert_eq!(resp.status(), StatusCode::CREATED);
    // A body that is not what its encoding says is a 400 problem.
    let resp = encoded(&app, &players, &key, "gzip", br#"{"name":"Cat"}"#.to_vec()).await;
    let (status, _, problem) = problem_of(resp).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{problem}");
    assert_eq!(problem["code"], "malformed_body");
    assert_eq!(
        problem["detail"],
        "the request body is not valid gzip data, as its Content-Encoding says it is"
    );
    let resp = encoded(
        &app,
        "/api/v1/tournaments/import",
        &key,
        "gzip",
        doc.clone().into_bytes(),
    )
    .await;
    let (status, _, problem) = problem_of(resp).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{problem}");
    assert_eq!(problem["code"], "malformed_body");
    assert!(
        !problem["detail"]
            .as_str()
            .unwrap_or_default()
            .contains("payload"),
        "{problem}"
    );
    let (_, listed) = app.get(&players, None).await;
    assert_eq!(
        listed["items"].as_array().map(Vec::len),
        Some(2),
        "{listed}"
    );
}
backend_test!(unsupported_content_encoding_is_415);

/// A GET path of the OpenAPI document filled with real resources.
struct Fill {
    organizer: String,
    tid: String,
    pid: String,
    webhook: String,
}

impl Fill {
    fn path(&self, template: &str) -> String {
        let id = if template.starts_with("/api/v1/organizers/") {
            &self.organizer
        } else {
            &self.webhook
        };
        let path = template
            .replace("{tid}", &self.tid)
            .replace("{pid}", &self.pid)
            .replace("{n}", "1")
            .replace("{table}", "1")
            .replace("{id}", id);
        assert!(
            !path.contains('{'),
            "{template}: teach Fill::path this parameter"
        );
        path
    }
}

/// `HEAD` on every `GET` of the OpenAPI document (and the documents and
/// pages outside it) answers what `GET` answers, without the body: same
/// status, type, length, `ETag`.
async fn head_works_wherever_get_does(app: TestApp) {
    let (organizer, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Heads").await;
    let players = app.players(&key, &tid, &names(4)).await;
    app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let (status, hook) = app
        .post(
            "/api/v1/webhooks",
            Some(&key),
            json!({ "url": "https://example.com/hook", "events": ["round.published"], "tournament_id": tid }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{hook}");
    let fill = Fill {
        organizer,
        tid: tid.clone(),
        pid: players[0].clone(),
        webhook: hook["id"].as_str().expect("id").to_owned(),
    };
    let (_, doc) = app.get("/api-docs/openapi.json", None).await;
    let mut paths: Vec<String> = doc["paths"]
        .as_object()
        .expect("paths")
        .iter()
        .filter(|(_, item)| item.get("get").is_some())
        // A stream's GET body never ends (its HEAD: stream::heads_of_the_stream).
        .filter(|(_, item)| {
            item["get"]["responses"]["200"]["content"]
                .get("text/event-stream")
                .is_none()
        })
        .map(|(template, _)| fill.path(template))
        .collect();
    assert!(paths.len() >= 15, "{paths:?}");
    paths.extend([
        "/".to_owned(),
        "/api-docs/openapi.json".to_owned(),
        format!("/api/v1/tournaments/{tid}/standings?extended=true"),
        format!("/api/v1/tournaments/{tid}/cut-line?size=2"),
        "/api/v1/nowhere".to_owned(),
    ]);
    for path in &paths {
        for accept in ["application/json", "text/csv"] {
            let send = |method: Method| {
                app.client
                    .request(method, format!("{}{path}", app.address))
                    .bearer_auth(&key)
                    .header("Accept", accept)
                    .send()
            };
            let get = send(Method::GET).await.expect("GET");
            let head = send(Method::HEAD).await.expect("HEAD");
            assert_eq!(head.status(), get.status(), "HEAD {path}");
            for name in ["content-type", "content-length", "etag", "allow"] {
                assert_eq!(
                    head.headers().get(name),
                    get.headers().get(name),
                    "HEAD {path}: {name}"
                );
            }
            let get_body = get.bytes().await.expect("GET body");
            assert!(
                !get_body.is_empty() || path.contains("nowhere"),
                "GET {path}"
            );
            let head_body = head.bytes().await.expect("HEAD body");
            assert!(head_body.is_empty(), "HEAD {path}: a body");
        }
    }
    // The usual successes, explicitly.
    let resp = app
        .client
        .head(format!("{}/api/v1/tournaments/{tid}", app.address))
        .send()
        .await
        .expect("HEAD");
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(resp.headers().get("etag").is_some());
}
backend_test!(head_works_wherever_get_does);

/// `POST` with the `Location` of the answer: `(status, location, body)`.
async fn created(
    app: &TestApp,
    path: &str,
    key: Option<&str>,
    body: Value,
) -> (StatusCode, String, Value) {
    let resp = app.send(Method::POST, path, key, Some(&body)).await;
    let status = resp.status();
    let location = resp
        .headers()
        .get("location")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let body: Value = resp.json().await.expect("json");
    assert_eq!(status, StatusCode::CREATED, "POST {path}: {body}");
    assert!(!location.is_empty(), "POST {path}: no Location");
    (status, location, body)
}

/// Every `201` carries a `Location` naming the created resource (or, for
/// a bulk registration, the list it joined); reading it gives the same
/// resource.
async fn every_201_has_a_location(app: TestApp) {
    // Organizer: readable with its own key only.
    let (_, location, organizer) =
        created(&app, "/api/v1/organizers", None, json!({ "name": "Org" })).await;
    let oid = organizer["id"].as_str().expect("id");
    let key = organizer["api_key"].as_str().expect("key").to_owned();
    assert_eq!(location, format!("/api/v1/organizers/{oid}"));
    let (status, read) = app.get(&location, Some(&key)).await;
    assert_eq!(status, StatusCode::OK, "{read}");
    assert_eq!(read["id"], oid);
    assert_eq!(read["name"], "Org");
    assert_eq!(read["created_at"], organizer["created_at"]);
    assert!(read.get("api_key").is_none(), "{read}");
    let (_, other) = app.organizer("Other").await;
    let refused = app.get(&location, Some(&other)).await;
    assert_problem(&refused, StatusCode::FORBIDDEN, "forbidden");
    let anonymous = app.get(&location, None).await;
    assert_problem(&anonymous, StatusCode::UNAUTHORIZED, "unauthorized");

    // Tournament.
    let (_, location, t) = created(
        &app,
        "/api/v1/tournaments",
        Some(&key),
        json!({ "name": "Located" }),
    )
    .await;
    let tid = t["id"].as_str().expect("id").to_owned();
    assert_eq!(location, format!("/api/v1/tournaments/{tid}"));
    let (_, read) = app.get(&location, None).await;
    assert_eq!(read["id"], tid.as_str());

    // One player, then a bulk registration (the list).
    let players = format!("/api/v1/tournaments/{tid}/players");
    let (_, location, p) = created(&app, &players, Some(&key), json!({ "name": "Ann" })).await;
    assert_eq!(
        location,
        format!("{players}/{}", p["id"].as_str().expect("id"))
    );
    let (_, location, bulk) = created(
        &app,
        &format!("{players}/bulk"),
        Some(&key),
        json!({ "players": [{ "name": "Ben" }, { "name": "Cat" }, { "name": "Dan" }] }),
    )
    .await;
    assert_eq!(location, players);
    let (_, listed) = app.get(&location, None).await;
    assert_eq!(
        listed["items"][1]["id"],
        list_items(&bulk, "players")[0]["id"]
    );

    // Round.
    let (_, location, round) = created(
        &app,
        &format!("/api/v1/tournaments/{tid}/rounds"),
        Some(&key),
        json!({}),
    )
    .await;
    assert_eq!(location, format!("/api/v1/tournaments/{tid}/rounds/1"));
    let (status, read) = app.get(&location, Some(&key)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(read["pairings"], round["pairings"]);

    // Top cut, after the round.
    app.publish(&key, &tid, 1).await;
    for table in 1..=2 {
        app.result(&key, &tid, 1, table, (2, 0, 0)).await;
    }
    let (_, location, cut) = created(
        &app,
        &format!("/api/v1/tournaments/{tid}/top-cut"),
        Some(&key),
        json!({ "size": 2 }),
    )
    .await;
    assert_eq!(location, format!("/api/v1/tournaments/{tid}/top-cut"));
    // (The first playoff round is being paired: the owner sees it.)
    let (status, read) = app.get(&location, Some(&key)).await;
    assert_eq!(status, StatusCode::OK, "{read}");
    assert_eq!(read["seeds"], cut["bracket"]["seeds"]);

    // Import.
    let doc: Value = serde_json::from_str(&app.export_text(&tid).await).expect("document");
    let (_, location, imported) =
        created(&app, "/api/v1/tournaments/import", Some(&key), doc).await;
    let new_tid = imported["id"].as_str().expect("id");
    assert_eq!(location, format!("/api/v1/tournaments/{new_tid}"));
    let (_, read) = app.get(&location, None).await;
    assert_eq!(read["id"], new_tid);
    assert_eq!(imported["warnings"], json!([]));

    // Webhook: readable by its organizer, without the secret.
    let (_, location, hook) = created(
        &app,
        "/api/v1/webhooks",
        Some(&key),
        json!({ "url": "https://example.com/hook", "events": ["round.published"], "tournament_id": null }),
    )
    .await;
    let hid = hook["id"].as_str().expect("id");
    assert_eq!(location, format!("/api/v1/webhooks/{hid}"));
    let (status, read) = app.get(&location, Some(&key)).await;
    assert_eq!(status, StatusCode::OK, "{read}");
    assert_eq!(read["id"], hid);
    assert_eq!(read["url"], "https://example.com/hook");
    assert!(read.get("secret").is_none(), "{read}");
    let hidden = app.get(&location, Some(&other)).await;
    assert_problem(&hidden, StatusCode::NOT_FOUND, "webhook_not_found");
}
backend_test!(every_201_has_a_location);

/// Refusals of the book's file server are problem documents: a `POST` is
/// `405` with `Allow: GET, HEAD`, a hidden or malformed path `400`, a
/// missing page `404`; pages themselves are served (and `HEAD` works).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn book_refusals_are_problems() {
    let dir = std::env::temp_dir().join(format!("planesforge-book-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).expect("mkdir");
    std::fs::write(dir.join("index.html"), "<h1>PlanesForge book</h1>").expect("write");
    std::fs::write(dir.join("page.html"), "<h1>PlanesForge book</h1>").expect("write");
    std::fs::write(dir.join(".secret"), "hidden").expect("write");
    let book = dir.clone();
    let app = TestApp::spawn_with(Backend::Sqlite, move |c| c.book_dir = book)
        .await
        .expect("sqlite");
    let send = |method: Method, path: &str| {
        app.client
            .request(method, format!("{}{path}", app.address))
            .send()
    };
    for (method, path) in [
        (Method::POST, "/book/index.html"),
        (Method::PUT, "/book/page.html"),
        (Method::DELETE, "/book/"),
        (Method::PATCH, "/book/page.html"),
    ] {
        let resp = send(method.clone(), path).await.expect("sent");
        let (status, headers, problem) = problem_of(resp).await;
        assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED, "{method}");
        assert_eq!(problem["code"], "method_not_allowed");
        assert_eq!(
            headers.get("allow").and_then(|v| v.to_str().ok()),
            Some("GET, HEAD")
        );
    }
    let resp = send(Method::GET, "/book/.secret").await.expect("sent");
    let (status, _, problem) = problem_of(resp).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{problem}");
    assert_eq!(problem["code"], "invalid_path");
    let resp = send(Method::GET, "/book/missing.html").await.expect("sent");
    let (status, _, problem) = problem_of(resp).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(problem["code"], "not_found");
    // In the language asked for.
    let resp = send(Method::POST, "/book/?lang=fr").await.expect("sent");
    let (_, _, problem) = problem_of(resp).await;
    assert_eq!(
        problem["title"],
        planesforge_api::i18n::message(
            planesforge_api::i18n::Lang::from_code("fr").expect("a language"),
            "title-405",
            &[]
        )
    );
    // Pages are served, HEAD too.
    let resp = send(Method::GET, "/book/page.html").await.expect("sent");
    assert_eq!(resp.status(), StatusCode::OK);
    let length = resp.headers().get("content-length").cloned();
    assert!(
        resp.text()
            .await
            .expect("page")
            .contains("PlanesForge book")
    );
    let resp = send(Method::HEAD, "/book/page.html").await.expect("sent");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(resp.headers().get("content-length").cloned(), length);
    assert!(resp.bytes().await.expect("body").is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A CORS preflight the server refuses (origin, method or header not
/// allowed, or malformed) is `400 cors_refused` as a problem document in
/// the request's language; an allowed one still passes.
async fn refused_preflights_are_problems(backend: Backend) {
    let Some(app) = TestApp::spawn_with(backend, |c| {
        c.cors_origins = vec!["https://shop.example".into()];
    })
    .await
    else {
        return;
    };
    let preflight = |headers: &[(&str, &str)]| {
        let mut req = app.client.request(
            Method::OPTIONS,
            format!("{}/api/v1/tournaments", app.address),
        );
        for (name, value) in headers {
            req = req.header(*name, *value);
        }
        req.send()
    };
    let cases: [(&[(&str, &str)], &str); 4] = [
        (
            &[
                ("Origin", "https://evil.example"),
                ("Access-Control-Request-Method", "POST"),
            ],
            "https://evil.example",
        ),
        (
            &[
                ("Origin", "https://shop.example"),
                ("Access-Control-Request-Method", "TRACE"),
            ],
            "method",
        ),
        (
            &[
                ("Origin", "https://shop.example"),
                ("Access-Control-Request-Method", "POST"),
                ("Access-Control-Request-Headers", "x-not-allowed"),
            ],
            "header",
        ),
        (
            &[
                ("Origin", "https://shop.example"),
                ("Access-Control-Request-Method", "POST"),
                ("Access-Control-Request-Headers", "not a header"),
            ],
            "malformed",
        ),
    ];
    for (headers, says) in cases {
        let resp = preflight(headers).await.expect("sent");
        let (status, _, problem) = problem_of(resp).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{problem}");
        assert_eq!(problem["code"], "cors_refused", "{problem}");
        assert_eq!(problem["status"], 400);
        let detail = problem["detail"].as_str().expect("detail");
        assert!(
            detail.starts_with("CORS preflight refused") && detail.contains(says),
            "{detail}"
        );
    }
    // Not a preflight (no valid method asked for): an OPTIONS request,
    // which the API does not have.
    let resp = preflight(&[
        ("Origin", "https://shop.example"),
        ("Access-Control-Request-Method", "not a method"),
    ])
    .await
    .expect("sent");
    let (status, _, problem) = problem_of(resp).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED, "{problem}");
    let mut german = vec![
        ("Origin", "https://evil.example"),
        ("Access-Control-Request-Method", "POST"),
    ];
    german.push(("Accept-Language", "de"));
    let (_, _, problem) = problem_of(preflight(&german).await.expect("sent")).await;
    assert!(
        problem["detail"]
            .as_str()
            .is_some_and(|d| d.starts_with("CORS-Preflight abgelehnt")),
        "{problem}"
    );
    let resp = preflight(&[
        ("Origin", "https://shop.example"),
        ("Access-Control-Request-Method", "POST"),
        (
            "Access-Control-Request-Headers",
            "authorization, content-type",
        ),
    ])
    .await
    .expect("sent");
    assert!(resp.status().is_success());
    assert_eq!(
        resp.headers()
            .get("access-control-allow-origin")
            .and_then(|v| v.to_str().ok()),
        Some("https://shop.example")
    );
}

backend_test!(refused_preflights_are_problems, Backend);

//! Player codes made to be typed (issue 23): 20 characters of Crockford's
//! base32 in groups of four, read in any case with spaces and hyphens
//! ignored; codes of the legacy form still work exactly as written; the
//! box of `/p` (a POST form, never a query string) opens the page or
//! answers the page of a refused code, slowed like every wrong code; one
//! player's slip alone.

use reqwest::StatusCode;
use serde_json::Value;

use crate::helpers::{
    TEST_PLAYER_CODE_KEY, TestApp, assert_problem, form_token, names, no_redirects,
};
use crate::player_codes::{assert_code_shape, guess};

/// `GET /api/v1/me` with `Authorization: Player <code>`.
async fn me(app: &TestApp, code: &str) -> (StatusCode, Value) {
    crate::helpers::as_player(app, reqwest::Method::GET, "/api/v1/me", code, None).await
}

/// `GET /p/<code>`: status and body.
async fn page(app: &TestApp, code: &str) -> (StatusCode, String) {
    let resp = app
        .client
        .get(format!("{}/p/{code}", app.address))
        .send()
        .await
        .expect("sent");
    (resp.status(), resp.text().await.expect("text"))
}

/// `POST /p` with `fields`, as a browser on this site sends it
/// (`Sec-Fetch-Site: same-origin`) unless `origin` says otherwise.
async fn post_box(
    app: &TestApp,
    fields: &[(&str, &str)],
    origin: Option<&str>,
    accept: &str,
) -> reqwest::Response {
    let mut req = no_redirects()
        .post(format!("{}/p", app.address))
        .header("Accept-Language", accept)
        .form(fields);
    req = match origin {
        Some(o) => req
            .header("Origin", o)
            .header("Sec-Fetch-Site", "cross-site"),
        None => req.header("Sec-Fetch-Site", "same-origin"),
    };
    req.send().await.expect("sent")
}

/// A new code is five groups of four; lower case, no hyphens, spaces
/// instead and Crockford's look-alikes all open the same player, on the
/// API and on the page; one wrong character does not.
async fn typable_codes_are_read_loosely(app: TestApp) {
    let (_, _, players) = app.coded_tournament("Typed", &names(2)).await;
    let (pid, code, link) = players[0].clone();
    assert_code_shape(&code);
    assert!(link.ends_with(&format!("/p/{code}")), "{link}");
    let bare = code.replace('-', "");
    let spaced = code.replace('-', " ");
    // Crockford's reading: `0` may be typed `O`, `1` as `I` or `L`.
    let alike = bare.replace('0', "o").replace('1', "l");
    for form in [
        code.clone(),
        code.to_lowercase(),
        bare.clone(),
        bare.to_lowercase(),
        spaced.clone(),
        format!("  {}  ", spaced.to_lowercase()),
        alike.clone(),
    ] {
        let (s, v) = me(&app, &form).await;
        assert_eq!(s, StatusCode::OK, "{form}: {v}");
        assert_eq!(v["player"]["id"], pid.as_str(), "{form}");
    }
    for form in [
        code.clone(),
        code.to_lowercase(),
        bare.clone(),
        alike.to_lowercase(),
    ] {
        let (s, html) = page(&app, &form).await;
        assert_eq!(s, StatusCode::OK, "{form}");
        assert!(html.contains("Player 01"), "{form}: {html}");
    }
    // One character off (the last one, changed within the alphabet).
    let last = bare.chars().last().expect("a character");
    let other = if last == 'Z' { 'Y' } else { 'Z' };
    let wrong = format!("{}{other}", &bare[..bare.len() - 1]);
    assert_problem(
        &me(&app, &wrong).await,
        StatusCode::UNAUTHORIZED,
        "player_code_unknown",
    );
    assert_eq!(page(&app, &wrong).await.0, StatusCode::UNAUTHORIZED);
    // `U` is not in the alphabet, nor is a 21st character.
    let with_u = format!("{}U", &bare[..bare.len() - 1]);
    for bad in [with_u, format!("{bare}7")] {
        assert_problem(
            &me(&app, &bad).await,
            StatusCode::UNAUTHORIZED,
            "player_code_unknown",
        );
    }
}
backend_test!(typable_codes_are_read_loosely);

/// A code of the legacy form (32 case-sensitive URL-safe characters, the
/// SHA-256 of the code as written stored, as the store kept it before)
/// still opens the API and the page exactly as written, not in another
/// case; the slips print it as it is; a rotation gives a new-form code
/// and ends it.
async fn legacy_codes_keep_working(app: TestApp) {
    use planesforge_api::service::codes;
    let (key, tid, players) = app.coded_tournament("Old codes", &names(2)).await;
    let pid = players[0].0.clone();
    let code_key = codes::CodeKey::parse(TEST_PLAYER_CODE_KEY).expect("the test key");
    // The nonce is chosen so that the legacy code has letters in both
    // cases (almost every nonce does).
    let (nonce, legacy) = (0..100)
        .map(|n| {
            let nonce = format!("{n:032x}");
            let legacy = codes::derive(&code_key, &tid, &pid, &nonce);
            (nonce, legacy)
        })
        .find(|(_, l)| l.to_lowercase() != *l && l.to_uppercase() != *l)
        .expect("a mixed-case code");
    assert_eq!(legacy.len(), 32);
    {
        let pool = planesforge_api::store::connect(
            &app.database_url,
            &planesforge_api::store::PoolOptions {
                max_size: 1,
                min_idle: Some(0),
                connection_timeout: std::time::Duration::from_secs(10),
            },
        )
        .expect("the database opens");
        let mut conn = pool.get().expect("a connection");
        planesforge_api::store::players::set_code(
            &mut conn,
            &tid,
            &pid,
            &codes::hash_code(&legacy),
            &nonce,
        )
        .expect("stored");
    }
    let (s, v) = me(&app, &legacy).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    assert_eq!(v["player"]["id"], pid.as_str());
    assert_eq!(page(&app, &legacy).await.0, StatusCode::OK);
    // Case matters for a legacy code: another case is another code.
    for other in [legacy.to_lowercase(), legacy.to_uppercase()] {
        assert_problem(
            &me(&app, &other).await,
            StatusCode::UNAUTHORIZED,
            "player_code_unknown",
        );
    }
    // The slips print it again as it was made.
    for path in [
        format!("/api/v1/tournaments/{tid}/players/codes/print"),
        format!("/api/v1/tournaments/{tid}/players/{pid}/code/print"),
    ] {
        let html = app
            .client
            .get(format!("{}{path}", app.address))
            .bearer_auth(&key)
            .send()
            .await
            .expect("sent")
            .text()
            .await
            .expect("text");
        assert!(html.contains(legacy.as_str()), "{path}: {html}");
    }
    // Its own box answer goes to its page as written.
    let boxed = app
        .client
        .get(format!("{}/p", app.address))
        .send()
        .await
        .expect("sent")
        .text()
        .await
        .expect("text");
    let token = form_token(&boxed);
    let resp = post_box(&app, &[("csrf", &token), ("code", &legacy)], None, "en").await;
    assert_eq!(resp.status(), StatusCode::SEE_OTHER);
    assert_eq!(resp.headers()["location"], format!("/p/{legacy}").as_str());
    // A rotation gives a code of the new form; the legacy one is dead.
    let (s, rotated) = app
        .post(
            &format!("/api/v1/tournaments/{tid}/players/{pid}/code"),
            Some(&key),
            serde_json::json!({}),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{rotated}");
    assert_code_shape(rotated["code"].as_str().expect("code"));
    assert_problem(
        &me(&app, &legacy).await,
        StatusCode::UNAUTHORIZED,
        "player_code_unknown",
    );
    // The other player's new-form code was never touched.
    assert_eq!(me(&app, &players[1].1).await.0, StatusCode::OK);
}
backend_test!(legacy_codes_keep_working);

/// `/p` without a code: a labelled box in the reader's language; its form
/// posts the code (never in a query string) and is answered `303` to the
/// page; a wrong code gets the page of a refused code (HTML, not a problem
/// document) and is slowed like every wrong code; a form from elsewhere
/// or without the token is `403`.
async fn the_box_opens_the_page(app: TestApp) {
    let (_, _, players) = app.coded_tournament("Box", &names(2)).await;
    let code = players[0].1.clone();
    let resp = app
        .client
        .get(format!("{}/p", app.address))
        .header("Accept-Language", "de")
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(resp.headers()["cache-control"], "no-store");
    assert_eq!(resp.headers()["referrer-policy"], "no-referrer");
    assert_eq!(resp.headers()["content-language"], "de");
    let html = resp.text().await.expect("text");
    assert!(html.contains("lang=\"de\""), "{html}");
    assert!(html.contains("method=\"post\" action=\"/p\""), "{html}");
    assert!(
        html.contains("<label for=\"code\">Dein Spielercode</label>"),
        "{html}"
    );
    assert!(html.contains("id=\"code\" name=\"code\""), "{html}");
    assert!(html.contains("type=\"submit\""), "{html}");
    assert!(!html.contains("<script"), "no script needed");
    // `?lang=` is kept for the answer of the form; `/p/` is the box too.
    let fr = app
        .client
        .get(format!("{}/p/?lang=fr", app.address))
        .send()
        .await
        .expect("sent")
        .text()
        .await
        .expect("text");
    assert!(fr.contains("action=\"/p?lang=fr\""), "{fr}");
    assert!(fr.contains("Votre code de joueur"), "{fr}");
    let token = form_token(&html);

    // Typed loosely: lower case, spaces for hyphens.
    let typed = code.replace('-', " ").to_lowercase();
    let resp = post_box(&app, &[("csrf", &token), ("code", &typed)], None, "en").await;
    assert_eq!(resp.status(), StatusCode::SEE_OTHER);
    assert_eq!(resp.headers()["location"], format!("/p/{code}").as_str());
    assert_eq!(resp.headers()["cache-control"], "no-store");
    assert_eq!(page(&app, &code).await.0, StatusCode::OK);

    // Without the token, with another one, or from another site: 403, and
    // nothing is looked up (the right code is not let through either).
    for (fields, origin) in [
        (vec![("code", code.as_str())], None),
        (vec![("csrf", "x"), ("code", code.as_str())], None),
        (
            vec![("csrf", token.as_str()), ("code", code.as_str())],
            Some("https://elsewhere.example"),
        ),
    ] {
        let resp = post_box(&app, &fields, origin, "en").await;
        assert_eq!(resp.status(), StatusCode::FORBIDDEN);
        assert!(resp.headers().get("location").is_none());
    }

    // A wrong code: the refused code's page, in the reader's language.
    let resp = post_box(
        &app,
        &[("csrf", &token), ("code", &guess("QQQQ", 1))],
        None,
        "es",
    )
    .await;
    assert_eq!(resp.status(), StatusCode::UNAUTHORIZED);
    assert!(
        resp.headers()["content-type"]
            .to_str()
            .is_ok_and(|c| c.starts_with("text/html"))
    );
    let refused = resp.text().await.expect("text");
    assert!(refused.contains("lang=\"es\""), "{refused}");
    assert!(!refused.contains("player_code_unknown"), "{refused}");
    assert!(refused.contains("href=\"/p\""), "a way back to the box");
    // Nothing typed, or nonsense: the same page.
    for nonsense in ["", "hello"] {
        let resp = post_box(&app, &[("csrf", &token), ("code", nonsense)], None, "es").await;
        assert_eq!(resp.status(), StatusCode::UNAUTHORIZED);
        assert_eq!(resp.text().await.expect("text"), refused);
    }
    // Wrong codes through the box count like any: once their prefix has
    // spent its 10 failures, the next wrong one is the 429 page.
    let mut limited = None;
    for i in 2..14 {
        let resp = post_box(
            &app,
            &[("csrf", &token), ("code", &guess("QQQQ", i))],
            None,
            "en",
        )
        .await;
        if resp.status() == StatusCode::TOO_MANY_REQUESTS {
            limited = Some(resp);
            break;
        }
        assert_eq!(resp.status(), StatusCode::UNAUTHORIZED);
    }
    let limited = limited.expect("a 429 page");
    assert!(limited.headers().contains_key("retry-after"));
    let html = limited.text().await.expect("text");
    assert!(html.contains("Too many attempts"), "{html}");
    // The right code still opens, through the box too.
    let resp = post_box(&app, &[("csrf", &token), ("code", &code)], None, "en").await;
    assert_eq!(resp.status(), StatusCode::SEE_OTHER);
}
backend_test!(the_box_opens_the_page);

/// `GET …/players/{pid}/code/print`: that player's slip alone (owner
/// only), with the code in groups and the short address to type it at;
/// the sheet of all has that address too.
async fn one_slip_alone(app: TestApp) {
    let (key, tid, players) = app.coded_tournament("Late", &names(3)).await;
    let (_, rival) = app.organizer("Rival").await;
    let (pid, code, link) = players[1].clone();
    let path = format!("/api/v1/tournaments/{tid}/players/{pid}/code/print");
    let resp = app
        .client
        .get(format!("{}{path}", app.address))
        .bearer_auth(&key)
        .send()
        .await
        .expect("sent");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(resp.headers()["cache-control"], "no-store");
    let html = resp.text().await.expect("text");
    assert_eq!(html.matches("class=\"slip\"").count(), 1, "{html}");
    assert_eq!(html.matches("<svg").count(), 1);
    assert!(html.contains("Player 02"));
    assert!(!html.contains("Player 01") && !html.contains("Player 03"));
    assert!(html.contains(code.as_str()) && html.contains(link.as_str()));
    for (_, other, _) in [&players[0], &players[2]] {
        assert!(!html.contains(other.as_str()));
    }
    let short = format!("<p class=\"typed\">{}/p</p>", app.address);
    assert!(html.contains(&short), "{html}");
    assert!(html.contains("No camera?"), "{html}");
    // The sheet of all: the same address on every slip.
    let all = app
        .client
        .get(format!(
            "{}/api/v1/tournaments/{tid}/players/codes/print?lang=nb",
            app.address
        ))
        .bearer_auth(&key)
        .send()
        .await
        .expect("sent")
        .text()
        .await
        .expect("text");
    assert_eq!(all.matches(&short).count(), 3, "{all}");
    assert!(all.contains("Ingen kamera?"), "{all}");
    // Others: the problems of the sheet of all.
    assert_problem(
        &app.get(&path, Some(&rival)).await,
        StatusCode::FORBIDDEN,
        "forbidden",
    );
    assert_eq!(app.get(&path, None).await.0, StatusCode::UNAUTHORIZED);
    let nobody = format!(
        "/api/v1/tournaments/{tid}/players/{}/code/print",
        uuid::Uuid::new_v4().simple()
    );
    assert_problem(
        &app.get(&nobody, Some(&key)).await,
        StatusCode::NOT_FOUND,
        "player_not_found",
    );
    // A rival asking for an unknown player learns nothing more.
    assert_eq!(
        app.get(&nobody, Some(&rival)).await.0,
        StatusCode::FORBIDDEN
    );
}
backend_test!(one_slip_alone);

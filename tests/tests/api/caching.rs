//! Rendered standings are cached by (tournament, version): every write must
//! show in the very next read, in every representation, and a read may
//! never serve standings older than the version it names.

use reqwest::StatusCode;
use serde_json::Value;

use crate::helpers::{TestApp, names, pid};

/// GET with an `Accept` header: status, `ETag`, body.
async fn fetch(app: &TestApp, path: &str, accept: &str) -> (StatusCode, String, String) {
    let resp = app
        .client
        .get(format!("{}{}", app.address, path))
        .header("Accept", accept)
        .send()
        .await
        .expect("request sent");
    let status = resp.status();
    let tag = resp
        .headers()
        .get("etag")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    (status, tag, resp.text().await.expect("body"))
}

/// A printed page without the line of its printing time (which is the
/// clock's, different on every read).
fn unprinted(mut page: (StatusCode, String, String)) -> (StatusCode, String, String) {
    page.2 = page
        .2
        .lines()
        .filter(|l| !l.starts_with("<p class=\"printed\">"))
        .collect::<Vec<_>>()
        .join("\n");
    page
}

/// Match points of `pid` in a JSON standings body.
fn points(body: &str, pid: &str) -> u64 {
    let v: Value = serde_json::from_str(body).expect("JSON standings");
    v["standings"]
        .as_array()
        .expect("rows")
        .iter()
        .find(|r| r["player_id"] == pid)
        .and_then(|r| r["match_points"].as_u64())
        .expect("the player is ranked")
}

/// The CSV line of `pid`.
fn csv_line<'a>(body: &'a str, pid: &str) -> &'a str {
    body.lines()
        .find(|l| l.contains(pid))
        .expect("the player has a CSV line")
}

async fn standings_follow_every_write(app: TestApp) {
    let (_, key) = app.organizer("Org").await;
    let tid = app.tournament(&key, "Cached").await;
    app.players(&key, &tid, &names(4)).await;
    let round = app.pair(&key, &tid).await;
    app.publish(&key, &tid, 1).await;
    let table1 = &round["pairings"][0];
    let (a, b) = (
        pid(&table1["player_a"]).as_str().expect("a").to_owned(),
        pid(&table1["player_b"]).as_str().expect("b").to_owned(),
    );
    let json_path = format!("/api/v1/tournaments/{tid}/standings");
    let print_path = format!("/api/v1/tournaments/{tid}/standings/print");

    // Before round 1 completes: standings after round 0, read twice (the
    // second read may come from the cache and must be the same).
    let first = fetch(&app, &json_path, "application/json").await;
    assert_eq!(first.0, StatusCode::OK, "{}", first.2);
    assert_eq!(fetch(&app, &json_path, "application/json").await, first);
    assert_eq!(points(&first.2, &a), 0);

    assert!(app.result(&key, &tid, 1, 1, (2, 0, 0)).await.0.is_success());
    assert!(app.result(&key, &tid, 1, 2, (2, 1, 0)).await.0.is_success());
    let won = fetch(&app, &json_path, "application/json").await;
    assert_ne!(won.1, first.1, "a new version, a new tag");
    assert_eq!((points(&won.2, &a), points(&won.2, &b)), (3, 0));
    let won_csv = fetch(&app, &json_path, "text/csv").await;
    assert!(won_csv.2.starts_with("rank,"), "{}", won_csv.2);
    let won_print = unprinted(fetch(&app, &print_path, "text/html").await);
    assert_eq!(won_print.0, StatusCode::OK);
    // The same again: identical bodies and tags (cached or not; the
    // printed page but for its printing time).
    assert_eq!(fetch(&app, &json_path, "application/json").await, won);
    assert_eq!(fetch(&app, &json_path, "text/csv").await, won_csv);
    assert_eq!(
        unprinted(fetch(&app, &print_path, "text/html").await),
        won_print
    );

    // A correction (round 1 is still the latest) changes every form.
    assert!(app.result(&key, &tid, 1, 1, (0, 2, 0)).await.0.is_success());
    let lost = fetch(&app, &json_path, "application/json").await;
    assert_ne!(lost.1, won.1);
    assert_eq!((points(&lost.2, &a), points(&lost.2, &b)), (0, 3));
    let lost_csv = fetch(&app, &json_path, "text/csv").await;
    assert_ne!(lost_csv.1, won_csv.1);
    assert_ne!(csv_line(&lost_csv.2, &a), csv_line(&won_csv.2, &a));
    let lost_print = unprinted(fetch(&app, &print_path, "text/html").await);
    assert_ne!(lost_print.1, won_print.1);
    assert_ne!(lost_print.2, won_print.2);

    // Variants are cached apart, and follow the correction too.
    let extended = fetch(
        &app,
        &format!("{json_path}?extended=true"),
        "application/json",
    )
    .await;
    assert_eq!(points(&extended.2, &b), 3);
    assert_ne!(extended.2, lost.2);
    let after1 = fetch(
        &app,
        &format!("{json_path}?after_round=1"),
        "application/json",
    )
    .await;
    assert_eq!(after1.2, lost.2, "after round 1 is the latest standings");

    // A drop (another kind of write) shows at once as well.
    let (status, body) = app
        .post(
            &format!("/api/v1/tournaments/{tid}/players/{a}/drop"),
            Some(&key),
            serde_json::json!({}),
        )
        .await;
    assert!(status.is_success(), "{body}");
    let dropped = fetch(&app, &json_path, "application/json").await;
    let v: Value = serde_json::from_str(&dropped.2).expect("JSON");
    let row = v["standings"]
        .as_array()
        .expect("rows")
        .iter()
        .find(|r| r["player_id"] == a.as_str())
        .expect("still ranked")
        .clone();
    assert_eq!(row["dropped"], true, "{row}");
}
backend_test!(standings_follow_every_write);

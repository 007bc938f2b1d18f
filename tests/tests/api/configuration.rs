//! Configuration, against the real `planesforge serve` binary: a bad value
//! of a variable refuses to start (exit status 2, a message naming the
//! variable) instead of running with the default; a blank value is the
//! default.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use reqwest::StatusCode;

use crate::process::{Server, server_binary};

/// Runs `planesforge serve` with `env` (the rest of the environment
/// without our variables, on a database in a fresh temporary folder) and
/// waits for it to exit: its status code and standard error. A server
/// that starts is killed after 30 seconds, and the test fails.
fn serve_exit(env: &[(&str, &str)]) -> (Option<i32>, String) {
    let dir = std::env::temp_dir().join(format!(
        "planesforge-config-{}",
        uuid::Uuid::new_v4().simple()
    ));
    std::fs::create_dir_all(&dir).expect("temporary folder");
    let mut cmd = Command::new(server_binary());
    cmd.arg("serve")
        .current_dir(&dir)
        .env("DATABASE_URL", dir.join("t.db"))
        .env("PLANESFORGE_BIND", "127.0.0.1:0")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    for (k, _) in std::env::vars() {
        if k.starts_with("PLANESFORGE_") {
            cmd.env_remove(k);
        }
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("the server binary starts");
    let deadline = Instant::now() + Duration::from_secs(30);
    while child.try_wait().expect("wait").is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            let _ = std::fs::remove_dir_all(&dir);
            panic!("planesforge serve with {env:?} did not exit");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().expect("output");
    let _ = std::fs::remove_dir_all(&dir);
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_bad_value_refuses_to_start_with_exit_status_2() {
    for (name, value, says) in [
        (
            "PLANESFORGE_WORKERS",
            "abc",
            "expected a whole number from 1",
        ),
        ("PLANESFORGE_WORKERS", "0", "expected a whole number from 1"),
        (
            "PLANESFORGE_RATE_LIMIT",
            "-1",
            "expected a whole number from 0",
        ),
        (
            "PLANESFORGE_RATE_BURST",
            "1e3",
            "expected a whole number from 0",
        ),
        ("PLANESFORGE_DB_POOL", "0", "expected a whole number from 1"),
        (
            "PLANESFORGE_DB_TIMEOUT_MS",
            "5s",
            "expected a whole number from 1",
        ),
        (
            "PLANESFORGE_IDEMPOTENCY_HOURS",
            "-24",
            "expected a whole number",
        ),
        (
            "PLANESFORGE_STANDINGS_CACHE_MB",
            "lots",
            "expected a whole number",
        ),
        ("PLANESFORGE_WEBHOOK_MAX_ATTEMPTS", "0", "from 1 to 100"),
        (
            "PLANESFORGE_WEBHOOK_TIMEOUT_MS",
            "soon",
            "expected a whole number",
        ),
        (
            "PLANESFORGE_WEBHOOK_DELIVERY",
            "false",
            "expected on or off",
        ),
        (
            "PLANESFORGE_WEBHOOK_ALLOW_PRIVATE",
            "yes",
            "expected true or false",
        ),
        (
            "PLANESFORGE_CORS_ORIGINS",
            "https://shop.example,shop",
            "is not an origin",
        ),
        (
            "PLANESFORGE_PLAYER_CODE_GUESSES_PER_ADDRESS",
            "0",
            "from 1 to 1000000",
        ),
        (
            "PLANESFORGE_PLAYER_CODE_GUESSES_PER_PREFIX",
            "ten",
            "from 1 to 1000000",
        ),
    ] {
        let (code, stderr) = serve_exit(&[(name, value)]);
        assert_eq!(code, Some(2), "{name}={value:?}: {stderr}");
        assert!(
            stderr.contains(&format!("{name} (--")) && stderr.contains(&format!("{value:?}")),
            "{name}={value:?} names the variable and the value: {stderr}"
        );
        assert!(stderr.contains(says), "{name}={value:?}: {stderr}");
        assert!(stderr.starts_with("error: "), "{stderr}");
    }
}

/// `PLANESFORGE_ADMIN_TOKEN` set but blank (what a compose file's
/// `${VAR:-}` gives) or shorter than 16 characters refuses to start:
/// neither may open sign-up, nor guard it with a guessable token.
#[test]
fn a_blank_or_short_admin_token_refuses_to_start() {
    for (value, says) in [
        ("", "blank"),
        ("   ", "blank"),
        ("short-token", "at least 16 characters"),
        ("fifteen-chars!!", "at least 16 characters"),
    ] {
        let (code, stderr) = serve_exit(&[("PLANESFORGE_ADMIN_TOKEN", value)]);
        assert_eq!(code, Some(2), "{value:?}: {stderr}");
        assert!(
            stderr.contains("PLANESFORGE_ADMIN_TOKEN (--admin-token)"),
            "{stderr}"
        );
        assert!(stderr.contains(says), "{value:?}: {stderr}");
        if !value.trim().is_empty() {
            assert!(
                !stderr.contains(value),
                "the token is not printed: {stderr}"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn blank_values_are_the_defaults() {
    let dir = std::env::temp_dir().join(format!(
        "planesforge-config-{}",
        uuid::Uuid::new_v4().simple()
    ));
    std::fs::create_dir_all(&dir).expect("temporary folder");
    let db = dir.join("t.db");
    let db = db.to_str().expect("a UTF-8 path");
    let server = Server::start(
        db,
        &[
            ("PLANESFORGE_WORKERS", ""),
            ("PLANESFORGE_RATE_LIMIT", "  "),
            ("PLANESFORGE_DB_POOL", ""),
            ("PLANESFORGE_WEBHOOK_DELIVERY", " "),
            ("PLANESFORGE_CORS_ORIGINS", ""),
        ],
    )
    .await;
    let client = reqwest::Client::new();
    let res = client
        .get(format!("{}/readyz", server.address))
        .send()
        .await
        .expect("readyz");
    assert_eq!(res.status(), StatusCode::OK);
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}

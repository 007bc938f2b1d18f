//! The real `planesforge serve` binary as a child process, and a PostgreSQL
//! cluster of a test's own (that the test may stop and start).

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The `planesforge` binary built by this workspace: `PLANESFORGE_BIN`, or
/// `target/<profile>/planesforge` next to this test executable (which lives
/// in `target/<profile>/deps/`). `cargo test --workspace` builds it first
/// (the api package has integration tests that run it).
pub fn server_binary() -> PathBuf {
    if let Some(p) = std::env::var_os("PLANESFORGE_BIN").filter(|p| !p.is_empty()) {
        let bin = PathBuf::from(p);
        assert!(
            bin.is_file(),
            "PLANESFORGE_BIN={} is not a file",
            bin.display()
        );
        return bin;
    }
    let exe = std::env::current_exe().expect("the test executable's path");
    let profile_dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("the test executable lives in target/<profile>/deps");
    let bin = profile_dir.join(format!("planesforge{}", std::env::consts::EXE_SUFFIX));
    assert!(
        bin.is_file(),
        "the server binary {} does not exist: run the tests with `cargo test --workspace` \
         (which builds it), or `cargo build --bin planesforge` first, or point \
         PLANESFORGE_BIN at it",
        bin.display()
    );
    // A binary older than the library it is built from is stale (e.g.
    // `cargo test -p planesforge-tests` after a change in api/).
    let lib = profile_dir.join("libplanesforge_api.rlib");
    let modified = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    if let (Some(b), Some(l)) = (modified(&bin), modified(&lib)) {
        assert!(
            b + Duration::from_secs(1) >= l,
            "the server binary {} is older than libplanesforge_api: rebuild it with \
             `cargo build --bin planesforge` (or run `cargo test --workspace`)",
            bin.display()
        );
    }
    bin
}

/// A free TCP port on the loopback interface.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

/// A running `planesforge serve`, its stdout and stderr captured in a file.
pub struct Server {
    child: Option<Child>,
    pub address: String,
    log: PathBuf,
}

impl Server {
    /// Starts the binary on `database_url` with `env` on top of test
    /// defaults (no rate limit, two workers, `RUST_LOG=info`), and waits
    /// until `/healthz` answers.
    pub async fn start(database_url: &str, env: &[(&str, &str)]) -> Server {
        let port = free_port();
        let log = std::env::temp_dir().join(format!(
            "planesforge-server-{}.log",
            uuid::Uuid::new_v4().simple()
        ));
        let out = File::create(&log).expect("log file");
        let err = out.try_clone().expect("log file");
        let mut cmd = Command::new(server_binary());
        cmd.arg("serve")
            .env("DATABASE_URL", database_url)
            .env("PLANESFORGE_BIND", format!("127.0.0.1:{port}"))
            .env("PLANESFORGE_WORKERS", "2")
            .env("PLANESFORGE_RATE_LIMIT", "0")
            .env("PLANESFORGE_BOOK_DIR", "/nonexistent/planesforge-book")
            .env("RUST_LOG", "info")
            .env_remove("PLANESFORGE_ADMIN_TOKEN")
            .stdin(Stdio::null())
            .stdout(out)
            .stderr(err);
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = cmd.spawn().expect("the server binary starts");
        let mut server = Server {
            child: Some(child),
            address: format!("http://127.0.0.1:{port}"),
            log,
        };
        server.wait_healthy().await;
        server
    }

    async fn wait_healthy(&mut self) {
        let client = reqwest::Client::new();
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if let Some(child) = self.child.as_mut()
                && let Ok(Some(status)) = child.try_wait()
            {
                panic!("the server exited at start-up ({status}):\n{}", self.logs());
            }
            let up = client
                .get(format!("{}/healthz", self.address))
                .timeout(Duration::from_secs(2))
                .send()
                .await
                .is_ok_and(|r| r.status().is_success());
            if up {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "the server did not come up within 60 s:\n{}",
                self.logs()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// SIGKILL (kill -9): no shutdown code runs.
    pub fn kill9(&mut self) {
        if let Some(mut child) = self.child.take() {
            child.kill().expect("SIGKILL the server");
            child.wait().expect("reap the server");
        }
    }

    /// Everything the server wrote to stdout and stderr so far.
    pub fn logs(&self) -> String {
        let bytes = std::fs::read(&self.log).unwrap_or_default();
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill9();
        if std::thread::panicking() {
            let logs = self.logs();
            let tail: String = logs
                .lines()
                .rev()
                .take(60)
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect::<Vec<_>>()
                .join("\n");
            eprintln!("--- server log tail ({}) ---\n{tail}", self.log.display());
        } else {
            let _ = std::fs::remove_file(&self.log);
        }
    }
}

/// Whether this process runs as root (then PostgreSQL runs as `postgres`).
fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// The folder of `initdb` and `pg_ctl`: `PG_BIN`, the `PATH`, or the
/// newest `/usr/lib/postgresql/*/bin` (scripts/lib/postgres.sh finds them
/// the same way).
fn pg_bin_dir() -> Option<PathBuf> {
    let has_tools = |d: &Path| d.join("initdb").is_file() && d.join("pg_ctl").is_file();
    if let Some(d) = std::env::var_os("PG_BIN").map(PathBuf::from)
        && has_tools(&d)
    {
        return Some(d);
    }
    if let Some(path) = std::env::var_os("PATH")
        && let Some(d) = std::env::split_paths(&path).find(|d| has_tools(d))
    {
        return Some(d);
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let v = e.file_name().to_string_lossy().parse::<u32>().ok()?;
            let d = e.path().join("bin");
            has_tools(&d).then_some((v, d))
        })
        .collect();
    versions.sort();
    versions.pop().map(|(_, d)| d)
}

/// A throwaway PostgreSQL cluster owned by one test: its own folder and
/// port, so stopping it disturbs no other test.
pub struct OwnPostgres {
    bin: PathBuf,
    dir: PathBuf,
    port: u16,
    as_postgres: bool,
}

impl OwnPostgres {
    /// Creates and starts the cluster; `None` (with a note) when this
    /// machine has no PostgreSQL server binaries.
    pub fn start() -> Option<OwnPostgres> {
        let Some(bin) = pg_bin_dir() else {
            eprintln!(
                "skipped: no PostgreSQL server binaries (initdb, pg_ctl) in PG_BIN, PATH \
                 or /usr/lib/postgresql/*/bin"
            );
            return None;
        };
        let as_postgres = is_root();
        let dir = std::env::temp_dir().join(format!(
            "planesforge-own-pg-{}",
            uuid::Uuid::new_v4().simple()
        ));
        std::fs::create_dir_all(&dir).expect("cluster folder");
        if as_postgres {
            // initdb refuses to run as root.
            let _ = Command::new("useradd")
                .args(["--system", "--no-create-home", "postgres"])
                .stderr(Stdio::null())
                .status();
            let ok = Command::new("chown")
                .arg("postgres")
                .arg(&dir)
                .status()
                .is_ok_and(|s| s.success());
            assert!(ok, "cannot chown {} to postgres", dir.display());
        }
        let pg = OwnPostgres {
            bin,
            dir,
            port: free_port(),
            as_postgres,
        };
        let data = pg.dir.join("data");
        let out = pg
            .run(
                "initdb",
                &[
                    "-D".as_ref(),
                    data.as_os_str(),
                    "-U".as_ref(),
                    "postgres".as_ref(),
                    "--auth=trust".as_ref(),
                    "-E".as_ref(),
                    "UTF8".as_ref(),
                ],
            )
            .expect("run initdb");
        assert!(out.status.success(), "initdb failed: {out:?}");
        pg.start_again();
        Some(pg)
    }

    fn run(&self, tool: &str, args: &[&std::ffi::OsStr]) -> std::io::Result<std::process::Output> {
        let program = self.bin.join(tool);
        let mut cmd = if self.as_postgres {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(program);
            c
        } else {
            Command::new(program)
        };
        cmd.args(args).stdin(Stdio::null()).output()
    }

    /// `postgres://…` of its `postgres` database.
    pub fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    /// Starts the (stopped) server again on the same port and data.
    pub fn start_again(&self) {
        let data = self.dir.join("data");
        let log = self.dir.join("server.log");
        let opts = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c max_connections=100",
            self.port,
            self.dir.display()
        );
        let out = self
            .run(
                "pg_ctl",
                &[
                    "-D".as_ref(),
                    data.as_os_str(),
                    "-l".as_ref(),
                    log.as_os_str(),
                    "-w".as_ref(),
                    "-o".as_ref(),
                    opts.as_ref(),
                    "start".as_ref(),
                ],
            )
            .expect("run pg_ctl");
        assert!(
            out.status.success(),
            "pg_ctl start failed: {out:?}\n{}",
            std::fs::read_to_string(&log).unwrap_or_default()
        );
    }

    /// Stops the server: `fast` terminates open sessions cleanly,
    /// `immediate` quits at once, like a crash.
    pub fn stop(&self, mode: &str) {
        let data = self.dir.join("data");
        let out = self
            .run(
                "pg_ctl",
                &[
                    "-D".as_ref(),
                    data.as_os_str(),
                    "-m".as_ref(),
                    mode.as_ref(),
                    "-w".as_ref(),
                    "stop".as_ref(),
                ],
            )
            .expect("run pg_ctl");
        assert!(out.status.success(), "pg_ctl stop failed: {out:?}");
    }
}

impl Drop for OwnPostgres {
    fn drop(&mut self) {
        let data = self.dir.join("data");
        let _ = self.run(
            "pg_ctl",
            &[
                "-D".as_ref(),
                data.as_os_str(),
                "-m".as_ref(),
                "immediate".as_ref(),
                "stop".as_ref(),
            ],
        );
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

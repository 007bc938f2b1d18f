// The real server for the browser checks (screen-browser.mjs, a11y.mjs):
// started from BIN on a fresh SQLite file in WORK_DIR on PORT (the book
// built into the binary, no rate limit, no webhook delivery), its log in
// WORK_DIR/server.log, and a JSON caller for its API.
import { spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { join } from "node:path";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/// A server of `bin` on `port` with its database `work/db`; `start` waits
/// for `/healthz` (30 s at most), `stop` ends it, `call` is one API call
/// (the JSON answer, or an error with the status and body).
export function testServer(bin, work, port, db) {
  const base = `http://127.0.0.1:${port}`;
  const log = join(work, "server.log");
  let proc = null;
  async function start() {
    const out = openSync(log, "a");
    proc = spawn(bin, ["serve"], {
      env: {
        ...process.env,
        DATABASE_URL: join(work, db),
        PLANESFORGE_BIND: `127.0.0.1:${port}`,
        // No folder there: the book built into the binary is served.
        PLANESFORGE_BOOK_DIR: join(work, "no-book"),
        PLANESFORGE_RATE_LIMIT: "0",
        PLANESFORGE_WEBHOOK_DELIVERY: "off",
        PLANESFORGE_WORKERS: "2",
        RUST_LOG: process.env.RUST_LOG || "warn",
      },
      stdio: ["ignore", out, out],
    });
    for (let i = 0; i < 150; i++) {
      try {
        const r = await fetch(`${base}/healthz`);
        if (r.ok) return;
      } catch {
        // not up yet
      }
      if (proc.exitCode !== null) break;
      await sleep(200);
    }
    console.error(readFileSync(log, "utf8"));
    throw new Error("the server did not start");
  }
  async function stop() {
    if (!proc || proc.exitCode !== null) return;
    const done = new Promise((r) => proc.once("exit", r));
    proc.kill("SIGTERM");
    await done;
  }
  async function call(method, path, body, key) {
    const headers = { "Content-Type": "application/json" };
    if (key) headers.Authorization = `Bearer ${key}`;
    const r = await fetch(base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text}`);
    return text ? JSON.parse(text) : null;
  }
  return { base, log, start, stop, call };
}

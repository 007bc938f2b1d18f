#!/usr/bin/env python3
"""Memory of unread replays (issue 24, finding 2): the server's resident
memory while STREAMS event streams of one large tournament are opened with
`Last-Event-ID: 1` and never read, and `/healthz` latency meanwhile.

The log: a PLAYERS-player tournament (default 4,096) registered in bulk
(512 a request), ROUNDS Swiss rounds paired, published and every result
entered one table at a time: each round makes a `round.published` event
that carries every pairing, one `result`-driven event per table,
`standings.updated` and `round.completed`. It is built once on an SQLite
file with the first binary, then each binary given runs on a copy of it
(the A/B: an older binary from `main` against this branch).

For each binary: start it (rate limit and stream cap off, no webhook
delivery), note VmRSS, open STREAMS sockets that send the stream request
with `Last-Event-ID: 1` and a small receive buffer and then never read, wait
SETTLE seconds, note VmRSS and VmHWM (the peak), time 20 `/healthz`
requests (median, max), close the sockets, stop the server.

Usage: scripts/bench/replay.py BIN [OLD_BIN]
Environment: PLAYERS (4096), ROUNDS (1), STREAMS (600), SETTLE (10),
FROM (1: the event id the streams resume after; `latest` opens them at the
end of the log, with nothing to replay: what an open stream costs by
itself).
Needs: python3; raises the open-files limit for the sockets.
"""

import json
import os
import resource
import shutil
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

PLAYERS = int(os.environ.get("PLAYERS", "4096"))
ROUNDS = int(os.environ.get("ROUNDS", "1"))
STREAMS = int(os.environ.get("STREAMS", "600"))
SETTLE = float(os.environ.get("SETTLE", "10"))
FROM = os.environ.get("FROM", "1")


def free_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


class Server:
    def __init__(self, binary: str, db: str, log: str):
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        env = {k: v for k, v in os.environ.items() if not k.startswith("PLANESFORGE_")}
        env.update(
            DATABASE_URL=db,
            PLANESFORGE_BIND=f"127.0.0.1:{self.port}",
            PLANESFORGE_RATE_LIMIT="0",
            PLANESFORGE_WEBHOOK_DELIVERY="off",
            PLANESFORGE_STREAMS_PER_ADDRESS="0",
            PLANESFORGE_BOOK_DIR=os.path.join(os.path.dirname(db), "no-book"),
            PLANESFORGE_WORKERS="2",
            RUST_LOG=os.environ.get("RUST_LOG", "warn"),
        )
        self.log = open(log, "w")
        self.proc = subprocess.Popen([binary, "serve"], env=env, stdout=self.log, stderr=self.log)
        for _ in range(300):
            try:
                urllib.request.urlopen(self.base + "/readyz", timeout=1).read()
                return
            except OSError:
                if self.proc.poll() is not None:
                    raise SystemExit(f"the server ended; see {log}")
                time.sleep(0.1)
        raise SystemExit(f"the server did not start; see {log}")

    def status(self, field: str) -> int:
        with open(f"/proc/{self.proc.pid}/status") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
        return 0

    def call(self, method, path, body=None, key=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data=data, method=method)
        if data is not None:
            req.add_header("Content-Type", "application/json")
        if key:
            req.add_header("Authorization", "Bearer " + key)
        with urllib.request.urlopen(req, timeout=120) as r:
            text = r.read()
        return json.loads(text) if text else None

    def stop(self):
        self.proc.terminate()
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.log.close()


def build_log(server: Server) -> str:
    key = server.call("POST", "/api/v1/organizers", {"name": "Replay bench"})["api_key"]
    tid = server.call("POST", "/api/v1/tournaments", {"name": "Replay bench"}, key)["id"]
    t = f"/api/v1/tournaments/{tid}"
    for start in range(0, PLAYERS, 512):
        names = [{"name": f"Player {i:05} of the replay benchmark"} for i in range(start, min(PLAYERS, start + 512))]
        server.call("POST", f"{t}/players/bulk", {"players": names}, key)
    for n in range(1, ROUNDS + 1):
        started = time.time()
        round_ = server.call("POST", f"{t}/rounds", {}, key)
        server.call("POST", f"{t}/rounds/{n}/publish", {}, key)
        tables = [p["table"] for p in round_["pairings"] if not p.get("bye")]
        for i, table in enumerate(tables):
            result = [{"wins": 2, "losses": 0, "draws": 0}, {"wins": 2, "losses": 1, "draws": 0},
                      {"wins": 0, "losses": 2, "draws": 0}][i % 3]
            server.call("PUT", f"{t}/rounds/{n}/tables/{table}/result", result, key)
        print(f"  round {n}: {len(tables)} results in {time.time() - started:.0f} s", flush=True)
    return tid


def open_streams(port: int, tid: str, last: int) -> list:
    request = (
        f"GET /api/v1/tournaments/{tid}/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
        f"Accept: text/event-stream\r\nLast-Event-ID: {last}\r\n\r\n"
    ).encode()
    socks = []
    for _ in range(STREAMS):
        s = socket.socket()
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.connect(("127.0.0.1", port))
        s.sendall(request)
        socks.append(s)
    return socks


def healthz(base: str) -> tuple:
    times = []
    for _ in range(20):
        t0 = time.perf_counter()
        urllib.request.urlopen(base + "/healthz", timeout=120).read()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times), max(times)


def main() -> None:
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    binaries = [os.path.abspath(b) for b in sys.argv[1:]]
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = STREAMS + 512
    if soft < want:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(want, hard), hard))
    work = tempfile.mkdtemp(prefix="planesforge-replay-bench.")
    try:
        print(f"machine: {os.cpu_count()} CPUs, load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        print(f"building the log: {PLAYERS} players, {ROUNDS} round(s)", flush=True)
        base_db = os.path.join(work, "base.db")
        server = Server(binaries[0], base_db, os.path.join(work, "build.log"))
        try:
            tid = build_log(server)
        finally:
            server.stop()
        conn = sqlite3.connect(base_db)
        events, size = conn.execute(
            "SELECT count(*), sum(length(body) + coalesce(length(public_body), 0)) FROM tournament_events WHERE tournament_id = ?",
            (tid,),
        ).fetchone()
        conn.close()
        print(f"log: {events} events, {size / 1e6:.1f} MB of bodies")
        conn = sqlite3.connect(base_db)
        (latest,) = conn.execute(
            "SELECT max(seq) FROM tournament_events WHERE tournament_id = ?", (tid,)
        ).fetchone()
        conn.close()
        last = latest if FROM == "latest" else int(FROM)
        for binary in binaries:
            db = os.path.join(work, "run.db")
            for suffix in ("", "-wal", "-shm"):
                if os.path.exists(base_db + suffix):
                    shutil.copy(base_db + suffix, db + suffix)
            server = Server(binary, db, os.path.join(work, "run.log"))
            try:
                idle = server.status("VmRSS")
                socks = open_streams(server.port, tid, last)
                time.sleep(SETTLE)
                rss, peak = server.status("VmRSS"), server.status("VmHWM")
                median, worst = healthz(server.base)
                print(
                    f"{binary}: {STREAMS} unread streams from id {last}: RSS {idle / 1024:.0f} MB idle -> "
                    f"{rss / 1024:.0f} MB (peak {peak / 1024:.0f} MB), "
                    f"{(rss - idle) / STREAMS:.0f} KB a stream; /healthz median {median:.1f} ms, max {worst:.1f} ms",
                    flush=True,
                )
                for s in socks:
                    s.close()
            finally:
                server.stop()
                for suffix in ("", "-wal", "-shm"):
                    if os.path.exists(db + suffix):
                        os.remove(db + suffix)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

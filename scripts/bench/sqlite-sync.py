#!/usr/bin/env python3
"""The cost of SQLite's `synchronous=FULL` against `NORMAL` for PlanesForge's
writes (issue 24): the server runs SQLite in WAL mode; with NORMAL a commit
is not flushed to disk (the WAL is synced only at checkpoints), with FULL
every commit waits for an fsync of the WAL.

Measures, for each setting, COMMITS small write transactions shaped like a
result entry (an update of the tournament row, an insert into the event log
with a 1 KB body, an insert into the outbox), one after another on one
connection, as the server's writes are serialized: commits per second and
p50 / p99 / max commit latency. Runs on a file in DIR (default: the current
directory; put it on the disk the server would use, not a tmpfs).

Usage: scripts/bench/sqlite-sync.py [DIR]
Environment: COMMITS (2000), ROUNDS (3: each setting measured ROUNDS times,
alternating; the median run is reported).
"""

import os
import sqlite3
import statistics
import sys
import tempfile
import time

COMMITS = int(os.environ.get("COMMITS", "2000"))
ROUNDS = int(os.environ.get("ROUNDS", "3"))
BODY = "x" * 1024


def run(directory: str, synchronous: str) -> dict:
    fd, path = tempfile.mkstemp(prefix="pf-sync-", suffix=".db", dir=directory)
    os.close(fd)
    try:
        db = sqlite3.connect(path, isolation_level=None)
        db.execute("PRAGMA journal_mode = WAL")
        db.execute(f"PRAGMA synchronous = {synchronous}")
        db.executescript(
            """
            CREATE TABLE tournaments (id TEXT PRIMARY KEY, version INTEGER, event_seq INTEGER);
            CREATE TABLE tournament_events (tournament_id TEXT, seq INTEGER, body TEXT,
                PRIMARY KEY (tournament_id, seq));
            CREATE TABLE outbox (id INTEGER PRIMARY KEY, body TEXT);
            INSERT INTO tournaments VALUES ('t', 0, 0);
            """
        )
        latencies = []
        started = time.perf_counter()
        for i in range(1, COMMITS + 1):
            t0 = time.perf_counter()
            db.execute("BEGIN IMMEDIATE")
            db.execute("UPDATE tournaments SET version = version + 1, event_seq = ? WHERE id = 't'", (i,))
            db.execute("INSERT INTO tournament_events VALUES ('t', ?, ?)", (i, BODY))
            db.execute("INSERT INTO outbox (body) VALUES (?)", (BODY,))
            db.execute("COMMIT")
            latencies.append(time.perf_counter() - t0)
        elapsed = time.perf_counter() - started
        db.close()
    finally:
        for suffix in ("", "-wal", "-shm"):
            try:
                os.remove(path + suffix)
            except FileNotFoundError:
                pass
    latencies.sort()
    return {
        "per_s": COMMITS / elapsed,
        "p50_ms": latencies[len(latencies) // 2] * 1000,
        "p99_ms": latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000,
        "max_ms": latencies[-1] * 1000,
    }


def main() -> None:
    directory = sys.argv[1] if len(sys.argv) > 1 else "."
    print(f"sqlite {sqlite3.sqlite_version}, {COMMITS} commits a run, median of {ROUNDS}, in {os.path.abspath(directory)}")
    print(f"machine: {os.cpu_count()} CPUs, load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    runs = {"NORMAL": [], "FULL": []}
    for _ in range(ROUNDS):
        for setting in runs:
            runs[setting].append(run(directory, setting))
    for setting, results in runs.items():
        median = sorted(results, key=lambda r: r["per_s"])[len(results) // 2]
        print(
            f"synchronous={setting:6}  {median['per_s']:8.0f} commits/s  "
            f"p50 {median['p50_ms']:6.3f} ms  p99 {median['p99_ms']:6.3f} ms  max {median['max_ms']:7.3f} ms"
        )
    normal = statistics.median(r["per_s"] for r in runs["NORMAL"])
    full = statistics.median(r["per_s"] for r in runs["FULL"])
    print(f"FULL / NORMAL throughput: {full / normal:.2f}")


if __name__ == "__main__":
    main()

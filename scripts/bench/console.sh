#!/usr/bin/env bash
# Console page speed (issue 26, "Speed"): how long each console page takes
# for a 512-player event after 9 rounds, round 10 published with no result
# yet (the judge's list of 256 tables still playing), on the release
# `planesforge serve` with its default embedded SQLite, signed in through
# the console's own sign-in form. Each page is asked for RUNS times in a
# row on loopback after one warm-up; prints the median and the 90th
# percentile of the time to the last byte (curl's time_total: loopback, so
# nearly all of it is the server's) and the ratio to the goal (≤ 50 ms).
#
# Usage: scripts/bench/console.sh [RUNS]      (default 30)
# Environment: CONSOLE_BIN (a prebuilt planesforge binary instead of the
#   release build, e.g. to compare two versions).
# Needs: cargo, python3, curl.
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS="${1:-30}"
if [ -n "${CONSOLE_BIN:-}" ]; then
    BIN=$(readlink -f "$CONSOLE_BIN")
else
    cargo build --release --locked --bin planesforge
    BIN="$PWD/target/release/planesforge"
fi
WORK="$(mktemp -d /tmp/planesforge-console-bench.XXXXXX)"
SERVER_PID=
cleanup() {
    if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
    rm -rf "$WORK"
}
trap cleanup EXIT
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
BASE="http://127.0.0.1:$PORT"
DATABASE_URL="$WORK/bench.db" PLANESFORGE_BIND="127.0.0.1:$PORT" PLANESFORGE_RATE_LIMIT=0 \
    RUST_LOG=warn "$BIN" serve >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 300); do
    curl -fsS "$BASE/readyz" >/dev/null 2>&1 && break
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log" >&2; exit 1; }
    sleep 0.1
done
echo "date:    $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine: $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"
python3 scripts/bench/gen-tournament.py "$BIN" 512 9 7 >"$WORK/doc.json"
python3 scripts/bench/console/pages.py "$BASE" "$WORK/doc.json" "$RUNS"

#!/usr/bin/env bash
# "A round published to 2,000 clients" (issue #14, speed): a 2,000-player
# event on a throwaway PostgreSQL, the release `planesforge serve` on
# loopback, and CLIENTS keep-alive connections opened beforehand that all
# send `GET …/rounds/current` the moment round 1 is published (then, in the
# later runs, the moment one more result is entered: the round changed
# again, so every answer is a full body of a version nobody has seen yet).
# Prints p50/p99/max from the burst to each client's last byte, per run.
# Goal: p99 ≤ 2 s. Figures go to BENCHMARKS.md ("Round published to 2,000
# clients").
#
# Usage: scripts/bench/current.sh [RUNS]     (default 3)
# Environment: BENCH_PLAYERS (2000), BENCH_CLIENTS (2000), BENCH_BIN (a
#   prebuilt planesforge binary instead of the release build),
#   PLANESFORGE_WORKERS / PLANESFORGE_DB_POOL, RUST_LOG (default warn).
# Needs: cargo, python3, curl, PostgreSQL server binaries (installed with
# apt-get when missing and running as root, by scripts/lib/postgres.sh).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/server.sh"
cd "$(dirname "$0")/../.."
ROOT=$PWD
RUNS="${1:-3}"
PLAYERS="${BENCH_PLAYERS:-2000}"
CLIENTS="${BENCH_CLIENTS:-2000}"

# One descriptor per client connection (and the server's side of it).
ulimit -n "$(( CLIENTS * 2 + 1024 ))" 2>/dev/null || ulimit -n "$(ulimit -Hn)"

if [ -n "${BENCH_BIN:-}" ]; then
    BIN=$(readlink -f "$BENCH_BIN")
else
    cargo build --release --locked --bin planesforge
    TARGET_DIR=$(target_dir)
    BIN="$TARGET_DIR/release/planesforge"
fi

WORK="$(mktemp -d /tmp/planesforge-current.XXXXXX)"
SERVER_PID=
# shellcheck source=lib/postgres.sh
source scripts/lib/postgres.sh
cleanup() {
    if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
    pg_stop
    rm -rf "$WORK"
}
trap cleanup EXIT
pg_start
PORT=$(pg_free_port)
BASE="http://127.0.0.1:$PORT"
# The rate limit (per address) would refuse a room behind one address: off,
# as behind a proxy that forwards each phone's own address.
DATABASE_URL="$PLANESFORGE_TEST_PG_URL" PLANESFORGE_BIND="127.0.0.1:$PORT" PLANESFORGE_RATE_LIMIT=0 \
    RUST_LOG="${RUST_LOG:-warn}" "$BIN" serve >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 300); do
    curl -fsS "$BASE/readyz" >/dev/null 2>&1 && break
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log" >&2; exit 1; }
    sleep 0.1
done
curl -fsS "$BASE/readyz" >/dev/null

echo "date:    $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine: $(nproc) CPUs ($(lscpu 2>/dev/null | sed -n 's/^Model name:[[:space:]]*//p' | head -n1)), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "server:  PLANESFORGE_WORKERS=${PLANESFORGE_WORKERS:-default} PLANESFORGE_DB_POOL=${PLANESFORGE_DB_POOL:-default}, PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}')"
read -r KEY TID < <(python3 scripts/bench/current/burst.py setup "$BASE" "$PLAYERS")
export BENCH_KEY="$KEY"
echo "event:   $PLAYERS players, round 1 paired; $CLIENTS clients"
for run in $(seq 1 "$RUNS"); do
    if [ "$run" = 1 ]; then mode=publish; else mode="change:$run"; fi
    line=$(python3 scripts/bench/current/burst.py burst "$BASE" "$TID" "$CLIENTS" "$mode")
    echo "run $run ($mode): ${line#RESULT }"
done

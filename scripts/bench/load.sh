#!/usr/bin/env bash
# Load test (issue #7, "Load"): a 512-player event after 9 rounds on a
# throwaway PostgreSQL, the release `planesforge serve` on loopback, and wrk
# on loopback, bounded in time and count. Measures:
#   - standings reads (GET …/standings, full 200 answers, no If-None-Match)
#     with 64 connections: reads/s, p50 and p99 latency;
#   - result writes (PUT …/rounds/{n}/tables/{t}/result) with 64
#     connections: every real table of round 10 of LOAD_EVENTS freshly
#     imported copies of the event, each table once (writes to one event
#     are serialized by its row lock, so parallelism comes from several
#     events), and the same for one event alone; every write is checked afterwards through the API
#     (exit status 1 if an acknowledged write is missing or different);
#   - SQL statements per request (pg_stat_statements, when available).
# Prints every run, then medians and ratios to the goals (≥ 2,000 reads/s
# with p99 ≤ 50 ms; ≥ 1,000 writes/s).
#
# Usage: scripts/bench/load.sh [RUNS]      (default 3 runs of each measurement)
# Environment: LOAD_READ_SECONDS (10), LOAD_READ_MAX (200000 requests),
#   LOAD_CONNECTIONS (64), LOAD_THREADS (2), LOAD_EVENTS (16),
#   LOAD_WRITE_SECONDS (120, the time bound of one write run),
#   LOAD_FSYNC (on: durable commits, as in production), LOAD_OUT (a file
#   that receives the raw figures), RUST_LOG (server log level, default
#   info; the log goes to a file), PLANESFORGE_WORKERS / PLANESFORGE_DB_POOL,
#   LOAD_BIN (a prebuilt planesforge binary instead of the release build),
#   LOAD_PREFER (a `Prefer` header on every result write, e.g.
#   `return=minimal`: 204 answers without the round),
#   LOAD_VERBOSE (print the costliest SQL statements of each write run),
#   LOAD_SUBSCRIBERS (0; N keeps N idle live-stream subscribers on the read
#   event during every measurement, scripts/bench/stream/client.py; with it,
#   raise the open-files limit: scripts/bench/stream.sh does).
# Needs: cargo, python3, curl, wrk (installed with apt-get when missing and
# running as root), PostgreSQL server binaries (same).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
RUNS="${1:-3}"
READ_SECONDS="${LOAD_READ_SECONDS:-10}"
READ_MAX="${LOAD_READ_MAX:-200000}"
CONNS="${LOAD_CONNECTIONS:-64}"
THREADS="${LOAD_THREADS:-2}"
EVENTS="${LOAD_EVENTS:-16}"
WRITE_SECONDS="${LOAD_WRITE_SECONDS:-120}"
FSYNC="${LOAD_FSYNC:-on}"
PLAYERS=512
ROUNDS=9
SEED=7

need_apt() { # need_apt COMMAND PACKAGE
    command -v "$1" >/dev/null 2>&1 && return 0
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "$1 missing: installing Debian's $2 package" >&2
        apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >&2
    fi
    command -v "$1" >/dev/null 2>&1 || { echo "load.sh needs $1 (apt-get install $2)" >&2; exit 2; }
}
need_apt wrk wrk
need_apt curl curl
need_apt python3 python3

if [ -n "${LOAD_BIN:-}" ]; then
    BIN=$(readlink -f "$LOAD_BIN") # a prebuilt binary (e.g. to compare two versions)
else
    cargo build --release --locked --bin planesforge
    BIN="$ROOT/target/release/planesforge"
fi

WORK="$(mktemp -d /tmp/planesforge-load.XXXXXX)"
SERVER_PID=
SUBSCRIBERS_PID=
# shellcheck source=lib/postgres.sh
source scripts/lib/postgres.sh
cleanup() {
    if [ -n "$SUBSCRIBERS_PID" ]; then kill "$SUBSCRIBERS_PID" 2>/dev/null || true; wait "$SUBSCRIBERS_PID" 2>/dev/null || true; fi
    if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
    pg_stop
    rm -rf "$WORK"
}
trap cleanup EXIT

PG_SERVER_OPTS="-c fsync=$FSYNC -c shared_preload_libraries=pg_stat_statements -c max_connections=300"
export PG_SERVER_OPTS
if ! pg_start 2>"$WORK/pg.err"; then
    # pg_stat_statements is in Debian's postgresql package; without it, no statement counts.
    [ -n "${PG_TMP:-}" ] && rm -rf "$PG_TMP"
    PG_TMP=
    PG_SERVER_OPTS="-c fsync=$FSYNC"
    pg_start
fi
DB_URL="$PLANESFORGE_TEST_PG_URL"
psql_q() { psql "$DB_URL" -X -q -A -t -c "$1"; }
STATS=0
psql_q "CREATE EXTENSION IF NOT EXISTS pg_stat_statements" >/dev/null 2>&1 && STATS=1

PORT=$(pg_free_port)
BASE="http://127.0.0.1:$PORT"
API="$BASE/api/v1"
# The rate limit (per key, per address) would throttle a load generator
# on one address: off for the measurement.
DATABASE_URL="$DB_URL" PLANESFORGE_BIND="127.0.0.1:$PORT" PLANESFORGE_RATE_LIMIT=0 \
    "$BIN" serve >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 300); do
    curl -fsS "$BASE/readyz" >/dev/null 2>&1 && break
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log" >&2; exit 1; }
    sleep 0.1
done
curl -fsS "$BASE/readyz" >/dev/null

OUT="${LOAD_OUT:-$WORK/figures.txt}"
: >"$OUT"
echo "date:    $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine: $(nproc) CPUs ($(lscpu 2>/dev/null | sed -n 's/^Model name:[[:space:]]*//p' | head -n1)), $(free -g | awk '/^Mem:/ {print $2}') GiB RAM, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "tools:   $(wrk --version 2>&1 | head -n1 | cut -d' ' -f1-2), PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') (fsync=$FSYNC)"
echo "server:  PLANESFORGE_WORKERS=${PLANESFORGE_WORKERS:-default} PLANESFORGE_DB_POOL=${PLANESFORGE_DB_POOL:-default} RUST_LOG=${RUST_LOG:-info}"

# The event: PLAYERS players after ROUNDS rounds of random results (paired
# by planesforge itself), imported once for the reads, and afresh for every
# write run (so every write run enters the results of round ROUNDS + 1).
python3 scripts/bench/gen-tournament.py "$BIN" "$PLAYERS" "$ROUNDS" "$SEED" >"$WORK/doc.json"
KEY=$(python3 scripts/bench/load/api.py organizer "$API")
READ_TID=$(python3 scripts/bench/load/api.py import "$API" "$KEY" "$WORK/doc.json" 1)
STANDINGS="$API/tournaments/$READ_TID/standings"
after=$(curl -fsS "$STANDINGS" | python3 -c 'import json,sys; print(json.load(sys.stdin)["after_round"])')
echo "event:   $PLAYERS players, standings after round $after ($(curl -fsS "$STANDINGS" | wc -c) bytes of JSON)"
if [ "${LOAD_SUBSCRIBERS:-0}" -gt 0 ]; then
    python3 scripts/bench/stream/client.py idle "$API/tournaments/$READ_TID/events" "$LOAD_SUBSCRIBERS" >"$WORK/subscribers.txt" &
    SUBSCRIBERS_PID=$!
    for _ in $(seq 1 1200); do grep -q connected "$WORK/subscribers.txt" 2>/dev/null && break; sleep 0.1; done
    grep -q connected "$WORK/subscribers.txt" || { echo "the subscribers did not connect" >&2; exit 1; }
    echo "subscribers: $LOAD_SUBSCRIBERS idle live-stream subscribers on the read event"
fi

count_statements() { # count_statements N -> statements per request since the last reset
    psql_q "SELECT coalesce(sum(calls), 0) FROM pg_stat_statements WHERE query NOT ILIKE '%pg_stat_statements%'" \
        | python3 -c "import sys; print(f'{int(sys.stdin.read()) / $1:.2f}')"
}
if [ "$STATS" = 1 ]; then
    psql_q "SELECT pg_stat_statements_reset()" >/dev/null
    for _ in $(seq 1 100); do curl -fsS -o /dev/null "$STANDINGS"; done
    per=$(count_statements 100)
    echo "queries_read per_request=$per" >>"$OUT"
    echo "SQL statements per standings read: $per"
fi

# parse_result KIND WRK_OUTPUT_FILE: the RESULT line of a wrk script → OUT.
parse_result() {
    local line
    line=$(grep '^RESULT ' "$2" | tail -n1) || { cat "$2" >&2; echo "wrk printed no RESULT" >&2; exit 1; }
    echo "$1 ${line#RESULT }" >>"$OUT"
    echo "$1 ${line#RESULT }"
}

echo
echo "== standings reads: $CONNS connections, $THREADS threads, ${READ_SECONDS}s or $READ_MAX requests per thread"
curl -fsS -o /dev/null "$STANDINGS" # warm-up
for run in $(seq 1 "$RUNS"); do
    wrk -t"$THREADS" -c"$CONNS" -d"${READ_SECONDS}s" --timeout 10s --latency \
        -s scripts/bench/load/reads.lua "$STANDINGS" -- "$READ_MAX" >"$WORK/wrk.txt" 2>&1
    parse_result reads "$WORK/wrk.txt"
done

# cpu_ticks PID…: the CPU time (user + system, in clock ticks) the given
# processes have used so far.
cpu_ticks() {
    local total=0 pid
    for pid in "$@"; do
        [ -r "/proc/$pid/stat" ] || continue
        # Fields 14 and 15 (utime, stime), counted after the command name.
        total=$((total + $(sed 's/.*) //' "/proc/$pid/stat" | awk '{print $12 + $13}')))
    done
    echo "$total"
}

LOST=0
write_run() { # write_run KIND EVENTS
    local kind=$1 info tids
    mapfile -t tids < <(python3 scripts/bench/load/api.py import "$API" "$KEY" "$WORK/doc.json" "$2")
    info=$(python3 scripts/bench/load/api.py next-round "$API" "$KEY" "$WORK/targets.txt" "${tids[@]}")
    echo "pair ${info// / }" | sed 's/ writes=[0-9]*//' >>"$OUT"
    echo "  $kind: $2 fresh event(s), $info (import, pairing and publishing are not measured)"
    [ "$STATS" = 1 ] && psql_q "SELECT pg_stat_statements_reset()" >/dev/null
    rm -f "$WORK"/done.*
    # CPU used by the server and by PostgreSQL during the writes: a figure
    # per write that the machine's other work changes far less than the
    # rate does.
    local pg_pids server0 pg0
    mapfile -t pg_pids < <(pgrep -x postgres)
    server0=$(cpu_ticks "$SERVER_PID")
    pg0=$(cpu_ticks "${pg_pids[@]}")
    wrk -t"$THREADS" -c"$CONNS" -d"${WRITE_SECONDS}s" --timeout 30s --latency \
        -s scripts/bench/load/writes.lua "$BASE" -- "$WORK/targets.txt" "$KEY" "$THREADS" "$WORK/done." "${LOAD_PREFER:-}" >"$WORK/wrk.txt" 2>&1 &
    local wrk_pid=$!
    # wrk sleeps its whole -d: end it (SIGINT) once every thread is done.
    while kill -0 "$wrk_pid" 2>/dev/null; do
        if [ "$(find "$WORK" -maxdepth 1 -name 'done.*' | wc -l)" -ge "$THREADS" ]; then
            kill -INT "$wrk_pid" 2>/dev/null || true
            break
        fi
        sleep 0.2
    done
    wait "$wrk_pid" || true
    local hz writes
    hz=$(getconf CLK_TCK)
    writes=$(wc -l <"$WORK/targets.txt")
    mapfile -t pg_pids < <(pgrep -x postgres)
    echo "  cpu per write: server $(( ($(cpu_ticks "$SERVER_PID") - server0) * 1000000 / hz / writes )) µs, PostgreSQL $(( ($(cpu_ticks "${pg_pids[@]}") - pg0) * 1000000 / hz / writes )) µs (backends started during the run are counted from 0)"
    if [ "$STATS" = 1 ]; then
        local per
        per=$(count_statements "$(wc -l <"$WORK/targets.txt")")
        echo "queries_write per_request=$per" >>"$OUT"
        if [ -n "${LOAD_VERBOSE:-}" ]; then
            psql_q "SELECT calls, round(mean_exec_time::numeric, 3) AS mean_ms, left(regexp_replace(query, '\s+', ' ', 'g'), 110)
                    FROM pg_stat_statements ORDER BY calls DESC LIMIT 20"
        fi
    fi
    parse_result "$kind" "$WORK/wrk.txt"
    local ok verify present matching targets
    ok=$(grep '^RESULT ' "$WORK/wrk.txt" | sed 's/.* ok=\([0-9]*\).*/\1/')
    verify=$(python3 scripts/bench/load/api.py verify "$API" "$KEY" "$WORK/targets.txt")
    echo "  check: $verify (acknowledged: $ok)"
    present=$(sed 's/.*present=\([0-9]*\).*/\1/' <<<"$verify")
    matching=$(sed 's/.*matching=\([0-9]*\).*/\1/' <<<"$verify")
    targets=$(sed 's/.*targets=\([0-9]*\).*/\1/' <<<"$verify")
    # Every acknowledged write must be stored; when all were acknowledged,
    # every table must hold exactly the result that was sent.
    if [ "$matching" -lt "$ok" ] || { [ "$ok" = "$targets" ] && [ "$matching" != "$targets" ]; }; then
        echo "LOST WRITES: $ok acknowledged, $matching stored as sent ($present with a result)" >&2
        LOST=1
    fi
}

echo
echo "== result writes, $EVENTS events in parallel: $CONNS connections, bounded by ${WRITE_SECONDS}s"
for run in $(seq 1 "$RUNS"); do write_run writes "$EVENTS"; done
echo
echo "== result writes, one event (serialized by its lock): $CONNS connections"
for run in $(seq 1 "$RUNS"); do write_run writes1 1; done

if grep -q ' 50[0-9] ' "$WORK/server.log"; then
    echo "server errors (5xx) in the log:" >&2
    grep ' 50[0-9] ' "$WORK/server.log" | head -n 5 >&2
fi

echo
python3 scripts/bench/load/api.py summary "$OUT"
if [ "$LOST" != 0 ]; then
    echo "FAILED: acknowledged writes are missing" >&2
    exit 1
fi

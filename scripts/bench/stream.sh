#!/usr/bin/env bash
# Live stream benchmark (issue #14): 5,000 concurrent subscribers to one
# tournament's event stream on one release `planesforge serve` over a
# throwaway PostgreSQL, all on loopback. Measures:
#   - resident memory per idle subscriber: the server's VmRSS before and
#     after the subscribers connect, divided by their number (goal ≤ 50 KB);
#   - commit → delivery: STREAM_WRITES player renames, one event each,
#     STREAM_INTERVAL seconds apart; for every subscriber and event the time
#     from just before the write request is sent to the event's arrival
#     (an upper bound of commit → delivery), p50 / p99 / max over all
#     deliveries (goal p99 ≤ 1 s); every subscriber must get every event,
#     in order (exit status 1 otherwise);
#   - with STREAM_LOAD=1, scripts/bench/load.sh (one run of each measurement) on
#     the same binary without and with STREAM_SUBSCRIBERS idle subscribers
#     on its read tournament (LOAD_SUBSCRIBERS; goal: ≤ 10 % effect).
#
# Usage: scripts/bench/stream.sh
# Environment: STREAM_SUBSCRIBERS (5000), STREAM_WRITES (20),
#   STREAM_INTERVAL (0.5), STREAM_BIN (a prebuilt planesforge binary
#   instead of the release build), STREAM_LOAD (0; 1 adds the load.sh
#   comparison), RUST_LOG (server log level, default warn).
# Needs: cargo, python3, curl, PostgreSQL server binaries; raises the
# open-files limit (each subscriber is a socket on both ends).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
N="${STREAM_SUBSCRIBERS:-5000}"
WRITES="${STREAM_WRITES:-20}"
INTERVAL="${STREAM_INTERVAL:-0.5}"

# Two sockets per subscriber in this machine (client and server ends),
# in two processes: each needs N + some descriptors.
want=$((N * 2 + 1024))
hard=$(ulimit -Hn)
if [ "$hard" != unlimited ] && [ "$hard" -lt "$want" ]; then
    ulimit -Hn "$want" 2>/dev/null || { echo "stream-bench: the open-files limit ($hard) is below $want; raise it (ulimit -Hn) or lower STREAM_SUBSCRIBERS" >&2; exit 2; }
fi
ulimit -n "$want"

if [ -n "${STREAM_BIN:-}" ]; then
    BIN=$(readlink -f "$STREAM_BIN")
else
    cargo build --release --locked --bin planesforge
    BIN="${CARGO_TARGET_DIR:-$ROOT/target}/release/planesforge"
fi

WORK=$(mktemp -d /tmp/planesforge-stream-bench.XXXXXX)
source scripts/lib/postgres.sh
SERVER_PID=""
CLIENT_PID=""
cleanup() {
    [ -n "$CLIENT_PID" ] && kill "$CLIENT_PID" 2>/dev/null || true
    [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null || true
    wait 2>/dev/null || true
    pg_stop || true
    rm -rf "$WORK"
}
trap cleanup EXIT
pg_start
DB_URL="${PLANESFORGE_TEST_PG_URL%/*}/streambench"
"$PG_BIN/psql" "$PLANESFORGE_TEST_PG_URL" -X -q -c "CREATE DATABASE streambench" >/dev/null

PORT=$(pg_free_port)
BASE="http://127.0.0.1:$PORT"
API="$BASE/api/v1"
DATABASE_URL="$DB_URL" PLANESFORGE_BIND="127.0.0.1:$PORT" PLANESFORGE_RATE_LIMIT=0 \
    RUST_LOG="${RUST_LOG:-warn}" "$BIN" serve >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 100); do
    curl -fsS "$BASE/readyz" >/dev/null 2>&1 && break
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log" >&2; exit 1; }
    sleep 0.1
done
curl -fsS "$BASE/readyz" >/dev/null

echo "machine: $(nproc) CPUs ($(lscpu 2>/dev/null | sed -n 's/^Model name:[[:space:]]*//p' | head -n1)), load average $(cut -d' ' -f1-3 /proc/loadavg)"
json() { python3 -c "import json,sys; print(json.load(sys.stdin)$1)"; }
KEY=$(curl -fsS -X POST "$API/organizers" -H 'Content-Type: application/json' -d '{"name":"Bench"}' | json '["api_key"]')
TID=$(curl -fsS -X POST "$API/tournaments" -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \
    -d '{"name":"Stream bench"}' | json '["id"]')
PID0=$(curl -fsS -X POST "$API/tournaments/$TID/players/bulk" -H "Authorization: Bearer $KEY" \
    -H 'Content-Type: application/json' \
    -d '{"players":[{"name":"A"},{"name":"B"},{"name":"C"},{"name":"D"}]}' \
    | python3 -c 'import json,sys; b=json.load(sys.stdin); print((b.get("items") or b["players"])[0]["id"])')
STREAM="$API/tournaments/$TID/events"

rss_kb() { awk '/^VmRSS:/ {print $2}' "/proc/$SERVER_PID/status"; }
# A few streams first, so one-off allocations (the hub's topic, worker
# buffers) are not counted per subscriber.
python3 scripts/bench/stream/client.py idle "$STREAM" 20 >"$WORK/warm.txt" &
warm=$!
for _ in $(seq 1 100); do grep -q connected "$WORK/warm.txt" 2>/dev/null && break; sleep 0.1; done
kill "$warm"; wait "$warm" 2>/dev/null || true
sleep 1
before=$(rss_kb)
python3 scripts/bench/stream/client.py idle "$STREAM" "$N" >"$WORK/idle.txt" &
CLIENT_PID=$!
for _ in $(seq 1 1200); do grep -q connected "$WORK/idle.txt" 2>/dev/null && break; kill -0 "$CLIENT_PID" || exit 1; sleep 0.1; done
grep -q connected "$WORK/idle.txt" || { echo "the subscribers did not connect" >&2; exit 1; }
sleep 2
after=$(rss_kb)
echo
echo "== memory: $N idle subscribers"
python3 -c "b,a,n=$before,$after,$N; print(f'RESULT rss_before_kb={b} rss_after_kb={a} per_subscriber_kb={(a-b)/n:.1f} (goal <= 50)')"
kill "$CLIENT_PID"; wait "$CLIENT_PID" 2>/dev/null || true
CLIENT_PID=""
sleep 1

echo
echo "== commit -> delivery: $N subscribers, $WRITES writes ${INTERVAL}s apart"
python3 scripts/bench/stream/client.py latency "$STREAM" "$N" "$WRITES" "$INTERVAL" \
    "$API/tournaments/$TID/players/$PID0" "$KEY"

if [ "${STREAM_LOAD:-0}" = 1 ]; then
    kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true
    SERVER_PID=""
    pg_stop
    echo
    echo "== scripts/bench/load.sh without subscribers"
    LOAD_BIN="$BIN" LOAD_SUBSCRIBERS=0 scripts/bench/load.sh 1 | grep -E '^(reads|writes|writes1) |^summary|goal|x ' || true
    echo
    echo "== scripts/bench/load.sh with $N idle subscribers"
    LOAD_BIN="$BIN" LOAD_SUBSCRIBERS="$N" scripts/bench/load.sh 1 | grep -E '^(reads|writes|writes1) |^summary|goal|subscribers|x ' || true
fi

#!/usr/bin/env bash
# Fuzzes the HTTP API with schemathesis against its own OpenAPI document.
#
# Builds the debug `planesforge` binary, starts it on a fresh SQLite file on a
# free loopback port, signs up an organizer, seeds a tournament (players, a
# published round with a result, a webhook) so that path parameters name
# existing resources, then runs schemathesis with every check on. Exits
# non-zero on any failure; the server is stopped on exit.
#
#   scripts/fuzz-api.sh            # full run (a few minutes)
#   scripts/fuzz-api.sh --quick    # short run (~1–2 minutes), as in scripts/test.sh
#   FUZZ_QUICK=1 scripts/fuzz-api.sh
#
# FUZZ_MAX_TIME / FUZZ_MAX_EXAMPLES / FUZZ_SEED / FUZZ_WORKERS override the
# bounds; extra arguments after `--` go to `schemathesis run`.
# schemathesis is installed from PyPI into a virtualenv under target/
# (reused when present). Webhook delivery is off in the fuzzed server
# (PLANESFORGE_WEBHOOK_DELIVERY=off): the URLs the fuzzer registers are
# never called.
set -euo pipefail
cd "$(dirname "$0")/.."

SCHEMATHESIS_VERSION=4.32.5
QUICK=${FUZZ_QUICK:-0}
EXTRA=()
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) QUICK=1 ;;
        --) shift; EXTRA=("$@"); break ;;
        *) echo "usage: $0 [--quick] [-- schemathesis options]" >&2; exit 2 ;;
    esac
    shift
done
if [ "$QUICK" = 1 ]; then
    MAX_TIME=${FUZZ_MAX_TIME:-60}
    MAX_EXAMPLES=${FUZZ_MAX_EXAMPLES:-15}
else
    MAX_TIME=${FUZZ_MAX_TIME:-300}
    MAX_EXAMPLES=${FUZZ_MAX_EXAMPLES:-100}
fi
SEED=${FUZZ_SEED:-}
# One worker: schemathesis runs workers as threads, and CPython 3.11 can fail
# in ast.parse under concurrent use (hypothesis describes its lambdas that way).
WORKERS=${FUZZ_WORKERS:-1}

echo "== build"
cargo build --locked --bin planesforge
TARGET_DIR=$(cargo metadata --format-version 1 --no-deps |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
BIN="$TARGET_DIR/debug/planesforge"

echo "== schemathesis $SCHEMATHESIS_VERSION"
VENV="$TARGET_DIR/fuzz-venv"
ST="$VENV/bin/schemathesis"
if ! { [ -x "$ST" ] && "$ST" --version 2>/dev/null | grep -qF "$SCHEMATHESIS_VERSION"; }; then
    rm -rf "$VENV"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/planesforge-fuzz.XXXXXX")
SERVER_PID=
cleanup() {
    if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
        kill "$SERVER_PID" 2>/dev/null || true
        wait "$SERVER_PID" 2>/dev/null || true
    fi
    if [ "${FUZZ_KEEP:-0}" = 1 ]; then
        echo "kept: $WORK"
    else
        rm -rf "$WORK"
    fi
}
trap cleanup EXIT

PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
BASE="http://127.0.0.1:$PORT"
echo "== server on $BASE (log: $WORK/server.log)"
DATABASE_URL="$WORK/fuzz.db" \
    PLANESFORGE_BIND="127.0.0.1:$PORT" \
    PLANESFORGE_BOOK_DIR="$WORK/no-book" \
    PLANESFORGE_RATE_LIMIT=0 \
    PLANESFORGE_WEBHOOK_DELIVERY=off \
    PLANESFORGE_WORKERS=2 \
    RUST_LOG=${RUST_LOG:-warn} \
    "$BIN" serve >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 150); do
    if python3 -c "import urllib.request,sys; urllib.request.urlopen('$BASE/healthz', timeout=1)" 2>/dev/null; then
        break
    fi
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then
        echo "the server did not start:" >&2
        cat "$WORK/server.log" >&2
        exit 1
    fi
    sleep 0.2
done

echo "== seed"
# Prints shell assignments: KEY, TID, PID, WID.
eval "$(python3 - "$BASE" <<'PY'
import json, sys, urllib.request

base = sys.argv[1] + "/api/v1"

def call(method, path, body=None, key=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    if data is not None:
        req.add_header("Content-Type", "application/json")
    if key:
        req.add_header("Authorization", "Bearer " + key)
    with urllib.request.urlopen(req, timeout=30) as r:
        text = r.read()
        return json.loads(text) if text else None

key = call("POST", "/organizers", {"name": "Fuzz Store"})["api_key"]
tid = call("POST", "/tournaments", {"name": "Fuzz Open", "planned_rounds": 4}, key)["id"]
names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]
players = call("POST", f"/tournaments/{tid}/players/bulk",
               {"players": [{"name": n} for n in names]}, key)["players"]
call("POST", f"/tournaments/{tid}/rounds", None, key)
call("POST", f"/tournaments/{tid}/rounds/1/publish", None, key)
call("PUT", f"/tournaments/{tid}/rounds/1/tables/1/result",
     {"wins": 2, "losses": 1, "draws": 0}, key)
wid = call("POST", "/webhooks", {"url": "https://hooks.example.com/planesforge",
                                 "events": ["round.published"], "tournament_id": tid}, key)["id"]
print(f"KEY={key}\nTID={tid}\nPID={players[-1]['id']}\nWID={wid}")
PY
)"
echo "tournament $TID, player $PID, webhook $WID"

# Both runs: every check on. Schema-valid input may still be refused with
# 422 where the API documents it for what a schema cannot say (a result
# that is not a legal match score, an `after_round` past the last round, a
# reused Idempotency-Key); a 400 for schema-valid input remains a failure.
cat >"$WORK/common.toml" <<EOF
[cache]
enabled = false

[checks]
enabled = true

[checks.positive_data_acceptance]
expected-statuses = ["2xx", "3xx", 401, 403, 404, 409, 422, 429]
EOF
# The first run names the seeded resources in the path (round 1, table 1);
# everything else (bodies, queries, headers) is generated. The stateful run
# follows the links between operations instead, so it gets no fixed values.
{
    cat "$WORK/common.toml"
    cat <<EOF

[parameters]
"path.tid" = "$TID"
"path.n" = 1
"path.table" = 1
"path.pid" = "$PID"
"path.id" = "$WID"
EOF
} >"$WORK/seeded.toml"

STATEFUL_TIME=$((MAX_TIME / 4))
UNIT_TIME=$((MAX_TIME - STATEFUL_TIME))
COMMON_ARGS=(
    "$BASE/api-docs/openapi.json"
    --url "$BASE"
    --checks all
    --max-examples "$MAX_EXAMPLES"
    --workers "$WORKERS"
    --header "Authorization: Bearer $KEY"
    --request-timeout 30
    --generation-database none
    --suppress-health-check too_slow
    --no-color
)
if [ -n "$SEED" ]; then
    COMMON_ARGS+=(--seed "$SEED")
fi
status=0
echo "== schemathesis: examples, coverage, fuzzing (max ${UNIT_TIME}s, ${MAX_EXAMPLES} examples per operation)"
"$ST" --config-file "$WORK/seeded.toml" run "${COMMON_ARGS[@]}" \
    --phases examples,coverage,fuzzing --max-time "$UNIT_TIME" \
    --report junit --report-junit-path "$WORK/report/unit.xml" "${EXTRA[@]}" || status=$?
echo "== schemathesis: stateful (max ${STATEFUL_TIME}s)"
"$ST" --config-file "$WORK/common.toml" run "${COMMON_ARGS[@]}" \
    --phases stateful --max-time "$STATEFUL_TIME" \
    --report junit --report-junit-path "$WORK/report/stateful.xml" "${EXTRA[@]}" || status=$?
if grep -q "panicked" "$WORK/server.log"; then
    echo "the server panicked:" >&2
    grep -A3 "panicked" "$WORK/server.log" >&2
    status=1
fi
if [ "$status" != 0 ]; then
    echo "fuzzing failed (exit $status); server log tail:" >&2
    tail -n 20 "$WORK/server.log" >&2
fi
exit "$status"

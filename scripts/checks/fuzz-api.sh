#!/usr/bin/env bash
# Fuzzes the HTTP API with schemathesis against its own OpenAPI document.
#
# Builds the debug `planesforge` binary, starts it on a fresh SQLite file on a
# free loopback port, signs up an organizer, seeds a tournament (players, a
# published round with a result, a webhook) so that path parameters name
# existing resources, then runs schemathesis with every check on: every
# answer's status must be one its operation lists in the document
# (status_code_conformance), its body, media type and headers those
# documented. A self-test first proves that an undocumented status fails
# the run (a few seconds). Exits non-zero on any failure; the server is
# stopped on exit.
#
#   scripts/checks/fuzz-api.sh            # full run (a few minutes)
#   scripts/checks/fuzz-api.sh --quick    # short run (~1–2 minutes), as in scripts/test.sh
#   FUZZ_QUICK=1 scripts/checks/fuzz-api.sh
#
# FUZZ_MAX_TIME / FUZZ_MAX_EXAMPLES / FUZZ_SEED / FUZZ_WORKERS override the
# bounds; extra arguments after `--` go to `schemathesis run`.
# schemathesis is installed from PyPI into a virtualenv under target/
# (reused when present). Webhook delivery is off in the fuzzed server
# (PLANESFORGE_WEBHOOK_DELIVERY=off): the URLs the fuzzer registers are
# never called.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/server.sh"
cd "$(dirname "$0")/../.."

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
build_server
TARGET_DIR=$(target_dir)
BIN="$TARGET_DIR/debug/planesforge"

echo "== schemathesis $SCHEMATHESIS_VERSION"
VENV="$TARGET_DIR/fuzz-venv"
ST="$VENV/bin/schemathesis"
installed=$([ -x "$ST" ] && "$ST" --version 2>/dev/null || true)
if [ "$installed" != "schemathesis, version $SCHEMATHESIS_VERSION" ]; then
    rm -rf "$VENV"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/planesforge-fuzz.XXXXXX")
SERVER_PID=
cleanup() {
    stop_test_server
    if [ "${FUZZ_KEEP:-0}" = 1 ]; then
        echo "kept: $WORK"
    else
        rm -rf "$WORK"
    fi
}
trap cleanup EXIT

start_test_server "$BIN" "$WORK/fuzz.db"

echo "== seed"
# Tournaments in every state, so that generated requests get past the 404s
# into the code: A in round 1 (published, one result, one drop), B in its
# top cut (three Swiss rounds, a playoff round with a result), C in
# registration, D with round 1 still being paired, E of another organizer.
# Path parameters are drawn from their ids, rounds 1–4, tables 1–3, some of
# their players and two webhooks ($WORK/params.toml). Prints KEY=<api key>.
SEED_VARS=$(python3 - "$BASE" "$WORK/params.toml" <<'PY'
import json, sys

base, out = sys.argv[1] + "/api/v1", sys.argv[2]

sys.path.insert(0, "scripts/lib")
from api_call import caller  # noqa: E402

call = caller(base)

def tournament(key, name, n, planned=None):
    t = call("POST", "/tournaments", {"name": name, "planned_rounds": planned}, key)["id"]
    players = call("POST", f"/tournaments/{t}/players/bulk",
                   {"players": [{"name": f"{name} player {i + 1}"} for i in range(n)]}, key)
    return t, [p["id"] for p in players["items"]]

def play(key, t, number, results):
    call("POST", f"/tournaments/{t}/rounds/{number}/publish", None, key)
    tables = call("GET", f"/tournaments/{t}/rounds/{number}", None, key)["pairings"]
    for table in [x for x in tables if x.get("player_b")][:results]:
        call("PUT", f"/tournaments/{t}/rounds/{number}/tables/{table['table']}/result",
             {"wins": 2, "losses": 1, "draws": 0}, key)

key = call("POST", "/organizers", {"name": "Fuzz Store"})["api_key"]
other = call("POST", "/organizers", {"name": "Other Store"})["api_key"]
a, a_players = tournament(key, "Fuzz Open", 9, 4)
call("POST", f"/tournaments/{a}/rounds", None, key)
play(key, a, 1, 1)
call("POST", f"/tournaments/{a}/players/{a_players[-1]}/drop", None, key)
b, b_players = tournament(key, "Fuzz Championship", 8, 3)
for n in (1, 2, 3):
    call("POST", f"/tournaments/{b}/rounds", None, key)
    play(key, b, n, 99)
call("POST", f"/tournaments/{b}/top-cut", {"size": 4}, key)
play(key, b, 4, 1)
c, c_players = tournament(key, "Fuzz Registration", 5)
d, d_players = tournament(key, "Fuzz Pairing", 6, 3)
call("POST", f"/tournaments/{d}/rounds", None, key)
e, e_players = tournament(other, "Other Open", 4)
hooks = [call("POST", "/webhooks", {"url": "https://hooks.example.com/planesforge",
                                    "events": ["round.published"], "tournament_id": t}, key)["id"]
         for t in (a, None)]
pids = a_players[:2] + a_players[-1:] + b_players[:2] + c_players[:1] + d_players[:2] + e_players[:1]
q = json.dumps
with open(out, "w") as f:
    f.write(f"""
[dictionaries.tid]
values = {q([a, b, c, d, e])}

[dictionaries.round]
values = [1, 2, 3, 4]

[dictionaries.table]
values = [1, 2, 3]

[dictionaries.pid]
values = {q(pids)}

[dictionaries.webhook]
values = {q(hooks)}

[parameters]
"path.tid" = {{ dictionary = "tid" }}
"path.n" = {{ dictionary = "round" }}
"path.table" = {{ dictionary = "table" }}
"path.pid" = {{ dictionary = "pid" }}
"path.id" = {{ dictionary = "webhook" }}
""")
print(f"KEY={key}")
PY
)
eval "$SEED_VARS"

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
# The first run draws path parameters from the seeded resources; everything
# else (bodies, queries, headers) is generated. The stateful run
# follows the links between operations instead, so it gets no fixed values.
cat "$WORK/common.toml" "$WORK/params.toml" >"$WORK/seeded.toml"

# Every answer is checked against the document (`--checks all`): its
# status must be one the operation lists (status_code_conformance), its
# body, media type and headers those documented for that status. First a
# self-test that this check is on and fails the run: the served document
# without the `404` of `GET /api/v1/tournaments/{tid}`, and requests for
# tournaments that do not exist, must fail as an undocumented status.
echo "== schemathesis: an undocumented status fails the run (self-test)"
python3 - "$BASE/api-docs/openapi.json" "$WORK/undocumented.json" <<'PY'
import json, sys, urllib.request

doc = json.load(urllib.request.urlopen(sys.argv[1], timeout=10))
del doc["paths"]["/api/v1/tournaments/{tid}"]["get"]["responses"]["404"]
json.dump(doc, open(sys.argv[2], "w"))
PY
printf '[cache]\nenabled = false\n' >"$WORK/selftest.toml"
if (cd "$WORK" && "$ST" --config-file "$WORK/selftest.toml" run "$WORK/undocumented.json" \
    --url "$BASE" --checks all --include-operation-id get_tournament \
    --phases fuzzing --max-examples 3 --generation-database none --no-color \
    >"$WORK/selftest.out" 2>&1); then
    echo "schemathesis passed an answer whose status the document does not list:" >&2
    tail -n 30 "$WORK/selftest.out" >&2
    exit 1
fi
if ! grep -qi "undocumented status code" "$WORK/selftest.out"; then
    echo "the self-test failed for another reason than the undocumented status:" >&2
    tail -n 30 "$WORK/selftest.out" >&2
    exit 1
fi
echo "refused, as it must be: $(grep -m1 -io 'ST[0-9]* undocumented status code.*' "$WORK/selftest.out")"

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
# From $WORK, where hypothesis keeps its caches (not in the repository).
cd "$WORK"
"$ST" --config-file "$WORK/seeded.toml" run "${COMMON_ARGS[@]}" \
    --phases examples,coverage,fuzzing --max-time "$UNIT_TIME" \
    --report junit --report-junit-path "$WORK/report/unit.xml" "${EXTRA[@]}" || status=$?
# In the stateful run a generated Idempotency-Key repeats across steps, and
# a repeated key with the same request replays the first response (by
# design): a webhook "created" again would be one deleted since. So every
# request of that run gets a key of its own.
cat >"$WORK/stateful_hooks.py" <<'PY'
import uuid

import schemathesis


@schemathesis.hook
def before_call(context, case, kwargs):
    if case.headers and "Idempotency-Key" in case.headers:
        case.headers["Idempotency-Key"] = str(uuid.uuid4())
PY
echo "== schemathesis: stateful (max ${STATEFUL_TIME}s)"
SCHEMATHESIS_HOOKS="$WORK/stateful_hooks.py" \
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

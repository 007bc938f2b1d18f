#!/usr/bin/env bash
# The API contract as a frontend developer meets it:
#
# 1. Redocly CLI lints openapi/openapi.json with its recommended ruleset
#    (redocly.yaml): 0 errors and 0 warnings.
# 2. openapi-typescript generates TypeScript types from the committed
#    document; scripts/checks/client/event.ts uses them with openapi-fetch, and
#    `tsc --strict --noEmit` must accept it.
# 3. The compiled script drives the real server (the debug binary, a fresh
#    SQLite file, a free loopback port) through a whole event and checks
#    every answer's status and fields at run time.
# 4. The integration guide's code: its TypeScript quickstart
#    (scripts/checks/client/quickstart.ts) runs against the same server and
#    must see round 1 arrive on the event stream; its webhook verification
#    (webhook.ts) must accept a real delivery of that server and refuse a
#    changed body, another secret and an old timestamp (webhook-check.ts).
#    scripts/book/snippets.py fails when the guide's code blocks (English
#    and every translation with its own page) differ from these files.
# 5. @hey-api/openapi-ts generates its types too; scripts/checks/client/
#    heyapi.ts must compile against them: an unknown error code, event
#    name, audit action, event envelope and audit entry are of the
#    generated types, a known event's data stays typed, a closed enum
#    refuses an unknown value.
# 6. Python clients: openapi-python-client and datamodel-code-generator
#    generate their models from the same document; scripts/checks/client/
#    models.py parses bodies with an unknown error code, event name and audit
#    action through them and fails unless each value is kept (open enums),
#    while a closed enum still refuses an unknown value; and the server's
#    audit log and event envelopes, with an entry and an event of a kind
#    added later: the known ones typed, the later ones kept (open
#    envelopes; event.ts proves the same for TypeScript).
#
# Every npm package is pinned (scripts/checks/client/package.json and
# package-lock.json) and installed with `npm ci` into target/client-node
# (reused while the lock file is unchanged; never committed); the Python
# packages likewise (requirements.txt, into target/client-python). Exits
# non-zero on any failure; the server is stopped on exit.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/server.sh"
source "$(dirname "${BASH_SOURCE[0]}")/../lib/node.sh"
cd "$(dirname "$0")/../.."
ROOT=$PWD

TARGET_DIR=$(target_dir)
NODE_DIR="$TARGET_DIR/client-node"
BIN="$TARGET_DIR/debug/planesforge"
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true NO_UPDATE_NOTIFIER=1

npm_ci_pinned scripts/checks/client "$NODE_DIR"
BINS="$NODE_DIR/node_modules/.bin"

echo "== redocly lint (recommended ruleset, redocly.yaml)"
# The JSON report has the totals (and no banner); warnings fail too, and so
# does an ignore file (nothing may be ignored silently).
if [ -e .redocly.lint-ignore.yaml ]; then
    echo ".redocly.lint-ignore.yaml exists: switch a rule off in redocly.yaml, with its reason" >&2
    exit 1
fi
"$BINS/redocly" lint --config redocly.yaml --format=json --max-problems 1000 \
    openapi/openapi.json >"$NODE_DIR/lint.json" 2>/dev/null || true
python3 - "$NODE_DIR/lint.json" <<'PY'
import json, sys

report = json.load(open(sys.argv[1]))
totals = report["totals"]
for p in report["problems"]:
    where = p["location"][0]["pointer"] if p.get("location") else ""
    print(f"{p['severity']}: {p['ruleId']}: {p['message']} {where}", file=sys.stderr)
if totals["errors"] or totals["warnings"] or totals["ignored"]:
    sys.exit(f"redocly lint {report['version']}: {totals}")
PY
echo "clean"

echo "== openapi-typescript and tsc --strict"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/planesforge-client.XXXXXX")
SERVER_PID=
cleanup() {
    stop_test_server
    rm -rf "$WORK"
    rm -rf "$NODE_DIR/check"
}
trap cleanup EXIT
# The sources sit next to node_modules so that Node and tsc resolve the
# packages from there.
CHECK="$NODE_DIR/check"
rm -rf "$CHECK"
mkdir -p "$CHECK"
cp scripts/checks/client/event.ts scripts/checks/client/tsconfig.json "$CHECK/"
# The integration guide's code (4.), compiled on its own tsconfig.
cp scripts/checks/client/quickstart.ts scripts/checks/client/webhook.ts \
    scripts/checks/client/webhook-check.ts scripts/checks/client/tsconfig.book.json "$CHECK/"
"$BINS/openapi-typescript" "$ROOT/openapi/openapi.json" -o "$CHECK/api.d.ts" --silent
echo '{"type": "module"}' >"$CHECK/package.json"
(cd "$CHECK" && "$BINS/tsc" -p tsconfig.json --strict --noEmit && "$BINS/tsc" -p tsconfig.json)
(cd "$CHECK" && "$BINS/tsc" -p tsconfig.book.json --strict --noEmit && "$BINS/tsc" -p tsconfig.book.json)

echo "== @hey-api/openapi-ts and tsc --strict (open enums and envelopes)"
cp scripts/checks/client/heyapi.ts scripts/checks/client/tsconfig.heyapi.json "$CHECK/"
"$BINS/openapi-ts" -i "$ROOT/openapi/openapi.json" -o "$CHECK/hey" -p @hey-api/typescript \
    >"$WORK/hey.log" 2>&1 || {
    cat "$WORK/hey.log" >&2
    exit 1
}
(cd "$CHECK" && "$BINS/tsc" -p tsconfig.heyapi.json --strict)

echo "== Python clients (openapi-python-client, datamodel-code-generator)"
# Pinned in scripts/checks/client/requirements.txt, installed into
# <target>/client-python and reused while that file is unchanged.
PY_DIR="$TARGET_DIR/client-python"
if ! cmp -s scripts/checks/client/requirements.txt "$PY_DIR/requirements.txt"; then
    rm -rf "$PY_DIR"
    python3 -m venv "$PY_DIR"
    "$PY_DIR/bin/pip" install --quiet --disable-pip-version-check --no-deps \
        -r scripts/checks/client/requirements.txt
    cp scripts/checks/client/requirements.txt "$PY_DIR/requirements.txt"
fi
"$PY_DIR/bin/openapi-python-client" generate --path openapi/openapi.json \
    --output-path "$WORK/py/opc" --meta none >"$WORK/opc.log" 2>&1 || {
    cat "$WORK/opc.log" >&2
    exit 1
}
# A schema it cannot read is left out with a warning, and the client is
# incomplete: none may be.
if grep -q "Unable to\|Could not\|Failure to process" "$WORK/opc.log"; then
    cat "$WORK/opc.log" >&2
    exit 1
fi
"$PY_DIR/bin/datamodel-codegen" --input openapi/openapi.json --input-file-type openapi \
    --output-model-type pydantic_v2.BaseModel --formatters black \
    --output "$WORK/py/dcg.py" 2>"$WORK/dcg.log" || {
    cat "$WORK/dcg.log" >&2
    exit 1
}

echo "== build"
build_server

# Webhooks are delivered, to the loopback too: the guide's verification is
# checked against a real delivery (4.).
start_test_server "$BIN" "$WORK/client.db" \
    PLANESFORGE_WEBHOOK_DELIVERY=on PLANESFORGE_WEBHOOK_ALLOW_PRIVATE=true

echo "== the generated client through a whole event"
status=0
node "$CHECK/out/event.js" "$BASE" || status=$?

echo "== the Python clients: open enums and envelopes"
"$PY_DIR/bin/python" scripts/checks/client/models.py "$WORK/py" "$BASE" || status=1

echo "== the integration guide's code (quickstart, webhook verification)"
python3 scripts/book/snippets.py scripts/checks/client/quickstart.ts scripts/checks/client/webhook.ts ||
    status=1
# The quickstart prints what its page shows: its first read when the stream
# opens ("waiting for pairings", or round 1 when that read comes after the
# publication), then round 1 from the event and again from
# GET …/rounds/current.
quickstart=0
timeout 60 node "$CHECK/out/quickstart.js" "$BASE" >"$WORK/quickstart.out" 2>&1 || quickstart=$?
if [ "$quickstart" = 0 ]; then
    python3 - "$WORK/quickstart.out" <<'PY' || quickstart=1
import sys

lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
shown = ["round 1: published", "table 1:", "table 2:", "table 3:"]
want = ["round.published: round 1"] + shown + shown
i = 0
for line in lines:
    if i < len(want) and line.startswith(want[i]):
        i += 1
if i < len(want):
    sys.exit(f"quickstart: no line starting {want[i]!r} (in this order: {want})")
byes = [line for line in lines if line.endswith("– bye")]
if len(byes) < 2:
    sys.exit(f"quickstart: five players, so a bye each time the round is shown ({len(byes)})")
print("quickstart: the page saw round 1 arrive on the stream and read it back")
PY
fi
if [ "$quickstart" != 0 ]; then
    echo "quickstart failed; its output:" >&2
    cat "$WORK/quickstart.out" >&2
    status=1
fi
timeout 90 node "$CHECK/out/webhook-check.js" "$BASE" || status=1
if grep -q "panicked" "$WORK/server.log"; then
    echo "the server panicked:" >&2
    grep -A3 "panicked" "$WORK/server.log" >&2
    status=1
fi
if [ "$status" != 0 ]; then
    echo "client check failed; server log tail:" >&2
    tail -n 20 "$WORK/server.log" >&2
fi
exit "$status"

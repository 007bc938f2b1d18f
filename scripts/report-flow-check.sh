#!/usr/bin/env bash
# Self-reporting in a real browser (RULES.md §12): starts the real server
# (target/debug/planesforge, built here) on a fresh SQLite database, makes a
# tournament of two players with one published round and their player
# codes, then runs scripts/browser/report-flow.mjs in headless Chromium:
# two phones (390×844), A reports 2-1 on their page, B sees it and
# confirms, and the organizer's round shows the result. Chromium and the
# pinned playwright-core are installed as scripts/book-browser.sh does.
# Screenshots are left in target/browser-node/report-shots. Exits non-zero
# on any problem; the server is stopped on exit.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/server.sh"
cd "$(dirname "$0")/.."

CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$CHROMIUM" ]; then
    echo "== installing Debian's chromium (apt-get)"
    SUDO=
    if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core
    CHROMIUM=/usr/bin/chromium
fi
export CHROMIUM

TARGET_DIR=$(cargo metadata --format-version 1 --no-deps |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
NODE_DIR="$TARGET_DIR/browser-node"
mkdir -p "$NODE_DIR"
if ! cmp -s scripts/browser/package-lock.json "$NODE_DIR/package-lock.json" ||
    [ ! -d "$NODE_DIR/node_modules" ]; then
    echo "== npm packages (pinned) in $NODE_DIR"
    rm -rf "$NODE_DIR/node_modules"
    cp scripts/browser/package.json scripts/browser/package-lock.json "$NODE_DIR/"
    (cd "$NODE_DIR" && npm ci --no-audit --no-fund --loglevel=error --cache "$NODE_DIR/.npm-cache")
    rm -rf "$NODE_DIR/.npm-cache"
fi
cp scripts/browser/report-flow.mjs "$NODE_DIR/"

echo "== cargo build --bin planesforge"
cargo build -q --locked --bin planesforge
WORK=$(mktemp -d "${TMPDIR:-/tmp}/planesforge-report.XXXXXX")
SERVER_PID=
cleanup() {
    if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
        kill "$SERVER_PID" 2>/dev/null || true
        wait "$SERVER_PID" 2>/dev/null || true
    fi
    rm -rf "$WORK"
}
trap cleanup EXIT
start_test_server "$TARGET_DIR/debug/planesforge" "sqlite://$WORK/db.sqlite"

# The event: two players, round 1 published, a code for each.
read -r KEY TID CODE_A CODE_B < <(python3 - "$BASE" <<'PY'
import json, sys, urllib.request
base = sys.argv[1] + "/api/v1"
def call(method, path, body=None, key=None):
    req = urllib.request.Request(base + path, method=method,
        data=None if body is None else json.dumps(body).encode(),
        headers={"Content-Type": "application/json", **({"Authorization": f"Bearer {key}"} if key else {})})
    with urllib.request.urlopen(req) as r:
        return json.load(r)
key = call("POST", "/organizers", {"name": "The Forge"})["api_key"]
tid = call("POST", "/tournaments", {"name": "Phones"}, key)["id"]
call("POST", f"/tournaments/{tid}/players/bulk", {"players": [{"name": "Ana"}, {"name": "Bo"}]}, key)
call("POST", f"/tournaments/{tid}/rounds", {}, key)
round_ = call("POST", f"/tournaments/{tid}/rounds/1/publish", {}, key)
table = next(p for p in round_["pairings"] if p["table"] == 1)
ident = lambda v: v["id"] if isinstance(v, dict) else v
a = call("POST", f"/tournaments/{tid}/players/{ident(table['player_a'])}/code", {}, key)["code"]
b = call("POST", f"/tournaments/{tid}/players/{ident(table['player_b'])}/code", {}, key)["code"]
print(key, tid, a, b)
PY
)

echo "== two phones report and confirm (headless Chromium, 390x844)"
(cd "$NODE_DIR" && node report-flow.mjs "$BASE" "$CODE_A" "$CODE_B" "$KEY" "$TID" "$NODE_DIR/report-shots")

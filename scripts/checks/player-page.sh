#!/usr/bin/env bash
# The player's page (RULES.md §12, /p/<code>) in headless Chromium at a
# phone's size (390×844): starts the real server (the debug binary, a fresh
# SQLite file, a free loopback port), sets up a tournament through the API
# (4 players, round 1 published; the players' codes come from the bulk
# registration; a second event of three players for the bye and the
# finish) and runs scripts/checks/browser/player-page.mjs: each player's
# page on its own phone, with and without JavaScript (the table number
# first, the opponent, no sideways scroll), one-tap reports confirmed in
# words on the other phone, a dispute shown side by side on both phones,
# an incomplete "other result" refused, the bye and the finished event
# (slice R, RULES.md §12), the organizer's round agreeing.
#
# Chromium is Debian's package, installed with apt-get when missing;
# playwright-core is pinned in scripts/checks/browser/package-lock.json and
# installed into <target>/browser-node as scripts/book/browser.sh does.
# Screenshots stay in <target>/player-page-check/; with UPDATE_SCREENSHOTS=1
# the page in English, German and Greek also replaces the player guide's
# figure (book/{en,de,el}/src/figures/player-page.png). Exits non-zero on any
# failure; the server is stopped on exit.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/server.sh"
source "$(dirname "${BASH_SOURCE[0]}")/../lib/browser.sh"
cd "$(dirname "$0")/../.."

ensure_chromium

TARGET_DIR=$(target_dir)
BIN="$TARGET_DIR/debug/planesforge"
OUT="$TARGET_DIR/player-page-check"
NODE_DIR="$TARGET_DIR/browser-node"
build_server
ensure_playwright "$NODE_DIR" player-page.mjs
rm -rf "$OUT"
mkdir -p "$OUT"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/planesforge-player-page.XXXXXX")
SERVER_PID=""
cleanup() {
    stop_test_server
    rm -rf "$WORK"
}
trap cleanup EXIT

start_test_server "$BIN" "$WORK/player-page.db"

echo "== a tournament through the API"
# Writes the tournament, its organizer key and each player's code, name,
# table and opponent in round 1 to $WORK/event.json (the browser's input).
python3 - "$BASE" >"$WORK/event.json" <<'PY'
import json, sys

base = sys.argv[1]

sys.path.insert(0, "scripts/lib")
from api_call import caller  # noqa: E402

call = caller(base)

key = call("POST", "/api/v1/organizers", {"name": "Phone Games"})["api_key"]
tid = call("POST", "/api/v1/tournaments", {"name": "Friday Pauper at the Very Long Named Game Store", "planned_rounds": 3}, key)["id"]
names = ["Ada Lovelace", "Bartholomew Fitzgerald-Worthington the Third", "Chandra", "Dmitri Ivanovich Karamazov-Smerdyakov"]
added = call("POST", f"/api/v1/tournaments/{tid}/players/bulk",
             {"players": [{"name": n} for n in names]}, key)
players = added.get("items", added.get("players"))
call("POST", f"/api/v1/tournaments/{tid}/rounds", {}, key)
rnd = call("POST", f"/api/v1/tournaments/{tid}/rounds/1/publish", {}, key)

def pid(v):
    return v["id"] if isinstance(v, dict) else v

name_of = {p["id"]: p["name"] for p in players}
seats = {}
for t in rnd["pairings"]:
    a, b = pid(t["player_a"]), pid(t["player_b"]) if t["player_b"] else None
    seats[a] = (t["table"], b)
    if b:
        seats[b] = (t["table"], a)
out = []
for p in players:
    table, opp = seats[p["id"]]
    out.append({"id": p["id"], "name": p["name"], "code": p["code"], "table": table,
                "opponent": name_of.get(opp)})
# A second event of three players and one round: the bye, then the
# finished tournament (results through the API, then finish).
tid2 = call("POST", "/api/v1/tournaments", {"name": "Odd Tuesday", "planned_rounds": 1}, key)["id"]
trio = call("POST", f"/api/v1/tournaments/{tid2}/players/bulk",
            {"players": [{"name": n} for n in ["Ezra", "Fatima", "Gus"]]}, key)
trio = trio.get("items", trio.get("players"))
call("POST", f"/api/v1/tournaments/{tid2}/rounds", {}, key)
r2 = call("POST", f"/api/v1/tournaments/{tid2}/rounds/1/publish", {}, key)
bye = next(pid(t["player_a"]) for t in r2["pairings"] if t["bye"])
played = next(t for t in r2["pairings"] if not t["bye"])
trio_out = [{"id": p["id"], "name": p["name"], "code": p["code"], "bye": p["id"] == bye} for p in trio]
print(json.dumps({"tid": tid, "key": key, "players": out,
                  "trio": {"tid": tid2, "table": played["table"], "players": trio_out}}))
PY

# UPDATE_SCREENSHOTS=1: the player guide's figure of the page in English,
# German and Greek (book/<lang>/src/figures/player-page.png).
BOOK_FIGURES=""
if [ "${UPDATE_SCREENSHOTS:-0}" = 1 ]; then
    for lang in en de el; do
        BOOK_FIGURES="$BOOK_FIGURES $lang=$PWD/book/$lang/src/figures/player-page.png"
    done
fi

echo "== headless Chromium at 390×844: the player's page"
BOOK_FIGURES="$BOOK_FIGURES" node "$NODE_DIR/player-page.mjs" "$BASE" "$WORK/event.json" "$OUT"
echo "player page check: OK (screenshots in $OUT)"

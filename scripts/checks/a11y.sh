#!/usr/bin/env bash
# Accessibility and looks of every page we serve (issue: no axe run
# anywhere): builds the server and runs scripts/checks/browser/a11y.mjs, which
# starts it once (the debug binary, a fresh SQLite file, a free loopback
# port), creates the tournaments through the API (a German 16-player event
# with a double loss in round 1 and round 2 under way, a top 8 in its
# quarterfinals, a bye, a round being paired, a finished event) and opens,
# in one headless Chromium, the player's pages (seated, bye, finished, the
# code box, an unknown code, the drop's confirmation step, a refused form),
# the printed sheets (round by table, by name, result slips, standings,
# code slips, one player's slip, the bracket poster), the wall screen
# (Swiss, bracket, waiting), the site index, Swagger UI (its findings are
# only reported: third party) and every page of the book in English, German,
# Greek and one language written in CJK characters when there is one
# (Japanese first), and the start page of every other language (the whole
# page, mdBook's menu bar and sidebar included, at 1280×800 and 390×844, one
# tab after the other); then a
# whole 16-player event through the organizer's console on two devices
# (scripts/checks/browser/console-e2e.mjs). On each page:
# axe-core (pinned in scripts/checks/browser/package-lock.json) with no critical
# or serious violation, `<html lang>`, one `<h1>`, no sideways scroll at
# 390×844 on the player's pages; screenshots at 1280×800, 1024×768 and
# 390×844 are left in <target>/a11y-check/ (NAME-desktop.png,
# NAME-tablet.png, NAME-phone.png) to look at.
#
# Chromium is Debian's package, installed with apt-get when missing
# (CHROMIUM=/path/to/chrome to use another). Exits non-zero on any
# problem; the server is stopped on exit.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/server.sh"
source "$(dirname "${BASH_SOURCE[0]}")/../lib/browser.sh"
cd "$(dirname "$0")/../.."

ensure_chromium
source "$(dirname "${BASH_SOURCE[0]}")/../lib/languages.sh"
# Every language (the folders of api/locales/), for the book's sample and
# the console's figures.
PF_LANGUAGES="$(languages | paste -sd' ' -)"
export PF_LANGUAGES

TARGET_DIR=$(target_dir)
NODE_DIR="$TARGET_DIR/browser-node"
ensure_playwright "$NODE_DIR" a11y.mjs server.mjs console-e2e.mjs

build_server
BIN="$TARGET_DIR/debug/planesforge"
OUT="$TARGET_DIR/a11y-check"
rm -rf "$OUT"
mkdir -p "$OUT"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/planesforge-a11y.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

echo "== headless Chromium + axe-core: every page we serve (server log: $OUT/server.log)"
status=0
# UPDATE_SCREENSHOTS=1: the console's figures of the book
# (book/*/src/figures/console-*.png) are taken again, in every language or
# in those of FIGURE_LANGS (e.g. FIGURE_LANGS="ja ko").
if [ "${UPDATE_SCREENSHOTS:-0}" = 1 ]; then export BOOK_FIGURES="$PWD/book"; fi
node "$NODE_DIR/a11y.mjs" "$BIN" "$WORK" "$PORT" "$OUT" || status=$?
cp "$WORK/server.log" "$OUT/server.log" 2>/dev/null || true
exit $status

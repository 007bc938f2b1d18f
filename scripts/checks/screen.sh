#!/usr/bin/env bash
# The screen on the wall (issue #14) in a real browser: builds the server
# and runs scripts/checks/browser/screen-browser.mjs in headless Chromium at
# 1920×1080 against it (a 40-player event on a fresh SQLite file): every
# line visible without scrolling, the clock counting down, a result
# entered through the API appearing without a reload, a paused clock
# standing still, the page following again after the server restarts;
# then a top 8's quarterfinals: the bracket with the seeds in bracket
# order, in large type, a result appearing.
#
# Chromium is Debian's package, installed with apt-get when missing
# (CHROMIUM=/path/to/chrome to use another); the driver, playwright-core,
# is the one pinned for scripts/book/browser.sh (scripts/checks/browser/
# package-lock.json, installed with `npm ci` into target/browser-node).
# Screenshots of the screen in English and German are left in
# <target>/screen-check/; with UPDATE_SCREENSHOTS=1 they also replace the
# book's figures (book/en/src/figures/wall-screen.png,
# book/de/src/figures/wall-screen.png). Exits non-zero on any problem; the
# server is stopped on exit.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/server.sh"
source "$(dirname "${BASH_SOURCE[0]}")/../lib/browser.sh"
cd "$(dirname "$0")/../.."
ROOT=$PWD

ensure_chromium

TARGET_DIR=$(target_dir)
NODE_DIR="$TARGET_DIR/browser-node"
ensure_playwright "$NODE_DIR" screen-browser.mjs server.mjs

build_server
BIN="$TARGET_DIR/debug/planesforge"
OUT="$TARGET_DIR/screen-check"
rm -rf "$OUT"
mkdir -p "$OUT"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/planesforge-screen.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

FIGURES=()
if [ "${UPDATE_SCREENSHOTS:-0}" = 1 ]; then
    mkdir -p book/en/src/figures book/de/src/figures
    FIGURES=("$ROOT/book/en/src/figures/wall-screen.png" "$ROOT/book/de/src/figures/wall-screen.png")
fi

echo "== headless Chromium: the screen on the wall at 1920x1080 (server log: $OUT/server.log)"
status=0
node "$NODE_DIR/screen-browser.mjs" "$BIN" "$WORK" "$PORT" "$OUT" "${FIGURES[@]}" || status=$?
cp "$WORK/server.log" "$OUT/server.log" 2>/dev/null || true
exit $status

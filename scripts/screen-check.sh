#!/usr/bin/env bash
# The screen on the wall (issue #14) in a real browser: builds the server
# and runs scripts/browser/screen-browser.mjs in headless Chromium at
# 1920×1080 against it (a 40-player event on a fresh SQLite file): every
# line visible without scrolling, the clock counting down, a result
# entered through the API appearing without a reload, a paused clock
# standing still, the page following again after the server restarts.
#
# Chromium is Debian's package, installed with apt-get when missing
# (CHROMIUM=/path/to/chrome to use another); the driver, playwright-core,
# is the one pinned for scripts/book-browser.sh (scripts/browser/
# package-lock.json, installed with `npm ci` into target/browser-node).
# Screenshots of the screen in English and German are left in
# <target>/screen-check/; with UPDATE_SCREENSHOTS=1 they also replace the
# book's figures (book/en/src/figures/wall-screen.png,
# book/de/src/figures/wall-screen.png). Exits non-zero on any problem; the
# server is stopped on exit.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

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
# Next to node_modules, so that Node resolves playwright-core from there.
cp scripts/browser/screen-browser.mjs "$NODE_DIR/"

cargo build -q -p planesforge-api --bin planesforge
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

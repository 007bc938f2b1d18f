#!/usr/bin/env bash
# The built book in a real browser: serves book/build over HTTP on a free
# loopback port and runs scripts/checks/browser/picker-browser.mjs in headless
# Chromium: every page of every language (all the folders of api/locales/,
# each book's pages kept in English included) at 1280×800 and 390×844, the
# language picker in view and every link of it reachable by a click; on a
# sample, following a link keeps the page and the #fragment, the menu
# bar's button leads to the picker, the picker works without JavaScript,
# and `/book/` follows Accept-Language (the real server only). One browser,
# one context per size, two pages loading at once (PICKER_TABS). Called by
# scripts/book/build.sh after the build; needs book/build.
#
# The server is the real one (target/debug/planesforge, when built: the
# test script builds it before the book step), else Python's http.server
# with the book under /book/. Chromium is Debian's package, installed with
# apt-get when missing (CHROMIUM=/path/to/chrome to use another); the
# driver, playwright-core, is pinned in scripts/checks/browser/package-lock.json
# and installed with `npm ci` into target/browser-node (reused while the
# lock file is unchanged; never committed). Screenshots of one page at both
# sizes are left in target/browser-node/shots. Exits non-zero on any
# problem; the server is stopped on exit.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/server.sh"
source "$(dirname "${BASH_SOURCE[0]}")/../lib/browser.sh"
cd "$(dirname "$0")/../.."
ROOT=$PWD
source "$(dirname "${BASH_SOURCE[0]}")/../lib/languages.sh"
mapfile -t LANGS < <(languages)

if [ ! -f book/build/en/index.html ]; then
    echo "book/build is not built (run scripts/book/build.sh)" >&2
    exit 1
fi

ensure_chromium

TARGET_DIR=$(target_dir)
NODE_DIR="$TARGET_DIR/browser-node"
ensure_playwright "$NODE_DIR" picker-browser.mjs

WORK=$(mktemp -d "${TMPDIR:-/tmp}/planesforge-browser.XXXXXX")
SERVER_PID=
cleanup() {
    stop_test_server
    rm -rf "$WORK"
}
trap cleanup EXIT

PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
BASE="http://127.0.0.1:$PORT"
BIN="$TARGET_DIR/debug/planesforge"
if [ -x "$BIN" ]; then
    echo "== planesforge serving book/build on $BASE/book/"
    DATABASE_URL="$WORK/browser.db" \
        PLANESFORGE_BIND="127.0.0.1:$PORT" \
        PLANESFORGE_BOOK_DIR="$ROOT/book/build" \
        PLANESFORGE_RATE_LIMIT=0 \
        PLANESFORGE_WEBHOOK_DELIVERY=off \
        PLANESFORGE_WORKERS=2 \
        RUST_LOG=${RUST_LOG:-warn} \
        "$BIN" serve >"$WORK/server.log" 2>&1 &
    SERVER_PID=$!
    export CHECK_ACCEPT_LANGUAGE=1
else
    echo "== $BIN not built: python3 -m http.server serving book/build on $BASE/book/"
    mkdir "$WORK/root"
    ln -s "$ROOT/book/build" "$WORK/root/book"
    # The interpreter itself, not a wrapper (pyenv's shim) whose process id
    # would not be the server's.
    PY=$(python3 -c 'import sys; print(sys.executable)')
    "$PY" -m http.server "$PORT" --bind 127.0.0.1 --directory "$WORK/root" >"$WORK/server.log" 2>&1 &
    SERVER_PID=$!
fi
wait_for_url "$BASE/book/en/index.html" "$SERVER_PID" "$WORK/server.log"

echo "== headless Chromium: the language picker on every page"
node "$NODE_DIR/picker-browser.mjs" "$BASE/book/" "$ROOT/book/build" "$NODE_DIR/shots" "${LANGS[@]}"

# Shared by the scripts that start the real server (or a stand-in) and then
# talk to it: book/browser.sh, checks/print.sh, checks/player-page.sh,
# checks/client.sh, checks/fuzz-api.sh and the rest.

# target_dir: prints cargo's target directory for this workspace (it honours
# CARGO_TARGET_DIR and .cargo/config).
target_dir() {
    cargo metadata --format-version 1 --no-deps |
        python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])'
}

# build_server: builds the debug `planesforge` (<target>/debug/planesforge)
# exactly as `cargo test --workspace` builds it. A `cargo build` of the
# binary alone would unify the dependencies' features differently and
# compile most of them a second time (minutes on a fresh clone); after the
# test run this finds everything fresh.
build_server() {
    cargo test --workspace --locked --no-run -q 2>&1 | grep -v '^ *Executable ' >&2 || true
    [ -x "$(target_dir)/debug/planesforge" ]
}

# stop_test_server: stops the server SERVER_PID names, when it still runs
# (for the caller's EXIT trap).
stop_test_server() {
    if [ -n "${SERVER_PID:-}" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
        kill "$SERVER_PID" 2>/dev/null || true
        wait "$SERVER_PID" 2>/dev/null || true
    fi
}

# wait_for_url URL PID LOG: returns once URL answers; exits 1 with the
# server's log when the process PID has ended or after 30 seconds.
wait_for_url() {
    local url="$1" pid="$2" log="$3"
    for _ in $(seq 1 150); do
        if python3 -c "import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=1)" "$url" 2>/dev/null; then
            return 0
        fi
        if ! kill -0 "$pid" 2>/dev/null; then
            echo "the server did not start:" >&2
            cat "$log" >&2
            exit 1
        fi
        sleep 0.2
    done
    echo "the server did not answer $url within 30 s:" >&2
    cat "$log" >&2
    exit 1
}

# start_test_server BIN DB [NAME=VALUE...]: starts `BIN serve` on a free
# loopback port with the SQLite database DB, no book, no rate limit, no
# webhook delivery (each NAME=VALUE given after DB is set last, so it wins:
# `PLANESFORGE_WEBHOOK_DELIVERY=on`), its log in $WORK/server.log; sets PORT,
# BASE and SERVER_PID (the caller's cleanup stops it) and returns once
# /healthz answers.
start_test_server() {
    local bin="$1" db="$2"
    shift 2
    PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    BASE="http://127.0.0.1:$PORT"
    echo "== server on $BASE (log: $WORK/server.log)"
    DATABASE_URL="$db" \
        PLANESFORGE_BIND="127.0.0.1:$PORT" \
        PLANESFORGE_BOOK_DIR="$WORK/no-book" \
        PLANESFORGE_RATE_LIMIT=0 \
        PLANESFORGE_WEBHOOK_DELIVERY=off \
        PLANESFORGE_WORKERS=2 \
        RUST_LOG=${RUST_LOG:-warn} \
        env "$@" "$bin" serve >"$WORK/server.log" 2>&1 &
    SERVER_PID=$!
    wait_for_url "$BASE/healthz" "$SERVER_PID" "$WORK/server.log"
}

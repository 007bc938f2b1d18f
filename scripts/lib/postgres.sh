# shellcheck shell=bash
# Throwaway PostgreSQL for the tests: a fresh cluster in a temporary folder on
# a free port, owned by the `postgres` system user (initdb refuses root).
# Usage: source this file, then `pg_start` (exports PLANESFORGE_TEST_PG_URL)
# and `pg_stop` (also safe to call from a trap). The tests run with
# fsync=off; `PG_SERVER_OPTS` (e.g. "-c fsync=on") is appended to the
# server options, so later settings win (scripts/bench/load.sh uses it).

pg_bin_dir() {
    if command -v initdb >/dev/null 2>&1; then
        dirname "$(readlink -f "$(command -v initdb)")"
        return
    fi
    local d
    d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    if [ -n "$d" ]; then echo "$d"; return; fi
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "PostgreSQL missing: installing Debian's postgresql package" >&2
        apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
        d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
        if [ -n "$d" ]; then echo "$d"; return; fi
    fi
    return 1
}

pg_free_port() {
    python3 - <<'PY'
import socket
s = socket.socket()
s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])
s.close()
PY
}

pg_start() {
    local bin
    bin=$(pg_bin_dir) || { echo "no PostgreSQL server available" >&2; return 1; }
    PG_TMP=$(mktemp -d /tmp/planesforge-pg.XXXXXX)
    PG_PORT=$(pg_free_port)
    local run=()
    if [ "$(id -u)" = 0 ]; then
        id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
        chown postgres "$PG_TMP"
        run=(runuser -u postgres --)
    fi
    "${run[@]}" "$bin/initdb" -D "$PG_TMP/data" -U postgres --auth=trust -E UTF8 >"$PG_TMP/initdb.log" 2>&1 \
        || { cat "$PG_TMP/initdb.log" >&2; return 1; }
    "${run[@]}" "$bin/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/server.log" -w \
        -o "-p $PG_PORT -k $PG_TMP -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300 ${PG_SERVER_OPTS:-}" start >/dev/null \
        || { cat "$PG_TMP/server.log" >&2; return 1; }
    export PG_TMP PG_PORT PG_BIN="$bin"
    export PLANESFORGE_TEST_PG_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
    echo "PostgreSQL running on port $PG_PORT ($PG_TMP)" >&2
}

pg_stop() {
    [ -n "${PG_TMP:-}" ] || return 0
    local run=()
    [ "$(id -u)" = 0 ] && run=(runuser -u postgres --)
    "${run[@]}" "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$PG_TMP"
    PG_TMP=
}

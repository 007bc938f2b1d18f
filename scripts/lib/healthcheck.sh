#!/usr/bin/env bash
# Container health check (the image has no curl): GET /readyz on the port of
# PLANESFORGE_BIND over bash's /dev/tcp; healthy only on HTTP 200, i.e. the
# process answers and its database does. Exit 0 healthy, 1 unhealthy.
# Usage: planesforge-healthcheck [PORT]   (tested by scripts/checks/test_compose.py)
set -u
bind="${PLANESFORGE_BIND:-127.0.0.1:8080}"
port="${1:-${bind##*:}}"
case "$port" in
    '' | *[!0-9]*) echo "unhealthy: no port in PLANESFORGE_BIND=$bind" >&2; exit 1 ;;
esac
status=$(timeout 4 bash -c '
    exec 3<>"/dev/tcp/127.0.0.1/$1" || exit 1
    printf "GET /readyz HTTP/1.0\r\nHost: localhost\r\nConnection: close\r\n\r\n" >&3
    IFS= read -r line <&3 || exit 1
    printf "%s" "$line"
' healthcheck "$port" 2>/dev/null) || { echo "unhealthy: no answer on port $port" >&2; exit 1; }
case "$status" in
    "HTTP/1."[01]" 200 "*) exit 0 ;;
    *) echo "unhealthy: ${status%$'\r'}" >&2; exit 1 ;;
esac

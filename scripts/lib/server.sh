# Shared by the scripts that start the real server (or a stand-in) and then
# talk to it: book-browser.sh, print-check.sh, client-check.sh, fuzz-api.sh.

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

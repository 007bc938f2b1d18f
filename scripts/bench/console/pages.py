#!/usr/bin/env python3
"""The console pages of a 512-player event, timed (scripts/bench/console.sh).

Usage: pages.py BASE DOC_JSON RUNS

Creates an organizer, imports the event, pairs and publishes its next round
through the API, signs in through the console's form (a cookie jar, as a
browser), then asks for each page RUNS times after a warm-up with
`curl -w %{time_total}` and prints: page, bytes, median and 90th
percentile in ms, and the median's ratio to the 50 ms goal.
"""

import http.cookiejar
import json
import re
import statistics
import subprocess
import sys
import urllib.request

GOAL_MS = 50.0


def call(base, method, path, key=None, body=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    req.add_header("Content-Type", "application/json")
    if key:
        req.add_header("Authorization", f"Bearer {key}")
    with urllib.request.urlopen(req) as r:
        text = r.read().decode()
        return json.loads(text) if text else None


def main() -> None:
    base, doc_path, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
    key = call(base, "POST", "/api/v1/organizers", body={"name": "Bench store"})["api_key"]
    with open(doc_path, encoding="utf-8") as f:
        doc = json.load(f)
    tid = call(base, "POST", "/api/v1/tournaments/import", key, doc)["id"]
    n = call(base, "POST", f"/api/v1/tournaments/{tid}/rounds", key, {})["number"]
    call(base, "POST", f"/api/v1/tournaments/{tid}/rounds/{n}/publish", key, {})

    # Signing in as a browser does: the form's token cookie, then the key.
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    page = opener.open(base + "/console/sign-in").read().decode()
    pre = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
    form = urllib.parse.urlencode({"csrf": pre, "key": key}).encode()
    req = urllib.request.Request(base + "/console/sign-in", data=form)
    req.add_header("Sec-Fetch-Site", "same-origin")
    opener.open(req).read()
    cookie = "; ".join(f"{c.name}={c.value}" for c in jar if c.name == "pf_console")
    if not cookie:
        sys.exit("signing in to the console failed")

    pages = [
        ("tournaments", "/console/"),
        ("tournament (512 players)", f"/console/t/{tid}"),
        (f"round {n} (256 tables playing)", f"/console/t/{tid}/r/{n}"),
        (f"round {n - 1} (completed)", f"/console/t/{tid}/r/{n - 1}"),
        ("standings (with why)", f"/console/t/{tid}/standings"),
        ("audit log", f"/console/t/{tid}/audit"),
        ("code slips (512)", f"/console/t/{tid}/codes"),
    ]
    print(f"event:   512 players, round {n} published; {runs} requests a page after one warm-up")
    print(f"{'page':34} {'bytes':>9} {'median':>9} {'p90':>9} {'ratio':>6}")
    worst = 0.0
    for name, path in pages:
        def once():
            out = subprocess.run(
                ["curl", "-sS", "-o", "/dev/null", "-w", "%{http_code} %{size_download} %{time_total}",
                 "-H", f"Cookie: {cookie}", base + path],
                capture_output=True, text=True, check=True).stdout.split()
            if out[0] != "200":
                sys.exit(f"{path}: HTTP {out[0]}")
            return int(out[1]), float(out[2]) * 1000.0
        once()
        times, size = [], 0
        for _ in range(runs):
            size, ms = once()
            times.append(ms)
        times.sort()
        median = statistics.median(times)
        p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
        worst = max(worst, median)
        print(f"{name:34} {size:>9} {median:>7.1f}ms {p90:>7.1f}ms {median / GOAL_MS:>6.2f}")
    print(f"slowest median: {worst:.1f} ms (goal ≤ {GOAL_MS:.0f} ms: {'met' if worst <= GOAL_MS else 'not met'})")


if __name__ == "__main__":
    main()

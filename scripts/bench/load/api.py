#!/usr/bin/env python3
"""The HTTP side of scripts/bench/load.sh (standard library only).

  api.py organizer BASE                       -> prints an API key
  api.py import BASE KEY DOC COUNT            -> imports DOC COUNT times, prints the ids
  api.py next-round BASE KEY TARGETS TID...   -> pairs and publishes the next round of
      every tournament, writes one write target per real table to TARGETS
      ("<path> <json>"), prints "round=N pair_ms=<median POST …/rounds time>"
  api.py verify BASE KEY TARGETS              -> compares every target with the stored
      result; prints "present=P matching=M targets=T completed_rounds=C"
  api.py summary RESULTS_FILE                 -> the medians and ratios (see load.sh)
"""

import json
import statistics
import sys
import time
import urllib.request

# Results written by the load, by table number: 2-0, 2-1, 0-2, 1-2, 1-1-1.
RESULTS = [(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 1)]


def call(method, url, key=None, body=None, ctype="application/json"):
    data = body.encode() if isinstance(body, str) else body
    req = urllib.request.Request(url, data=data, method=method)
    if key:
        req.add_header("Authorization", f"Bearer {key}")
    if data is not None:
        req.add_header("Content-Type", ctype)
    with urllib.request.urlopen(req, timeout=120) as r:
        text = r.read()
    return json.loads(text) if text else None


def organizer(base):
    print(call("POST", f"{base}/organizers", body=json.dumps({"name": "Load test"}))["api_key"])


def import_docs(base, key, doc, count):
    text = open(doc, "rb").read()
    for _ in range(int(count)):
        print(call("POST", f"{base}/tournaments/import", key, text)["id"])


def next_round(base, key, targets, tids):
    pair_ms = []
    lines = []
    number = None
    for tid in tids:
        t0 = time.perf_counter()
        r = call("POST", f"{base}/tournaments/{tid}/rounds", key)
        pair_ms.append((time.perf_counter() - t0) * 1000)
        number = r["number"]
        call("POST", f"{base}/tournaments/{tid}/rounds/{number}/publish", key)
        for p in r["pairings"]:
            if p["bye"]:
                continue
            w, l, d = RESULTS[p["table"] % len(RESULTS)]
            body = json.dumps({"wins": w, "losses": l, "draws": d}, separators=(",", ":"))
            lines.append(f"/api/v1/tournaments/{tid}/rounds/{number}/tables/{p['table']}/result {body}")
    # Interleave the tournaments so parallel connections hit different events.
    per = {}
    for line in lines:
        per.setdefault(line.split("/")[4], []).append(line)
    ordered = []
    queues = list(per.values())
    for i in range(max(len(q) for q in queues)):
        ordered += [q[i] for q in queues if i < len(q)]
    with open(targets, "w") as f:
        f.write("\n".join(ordered) + "\n")
    print(f"round={number} pair_ms={statistics.median(pair_ms):.1f} writes={len(ordered)}")


def verify(base, key, targets):
    want = {}
    for line in open(targets):
        path, body = line.split(" ", 1)
        parts = path.split("/")
        tid, number, table = parts[4], int(parts[6]), int(parts[8])
        want[(tid, number, table)] = json.loads(body)
    present = matching = completed = 0
    for tid, number in sorted({(t, n) for t, n, _ in want}):
        r = call("GET", f"{base}/tournaments/{tid}/rounds/{number}", key)
        completed += r["state"] == "completed"
        for p in r["pairings"]:
            w = want.get((tid, number, p["table"]))
            if w is None or p["result"] is None:
                continue
            present += 1
            matching += p["result"] == w
    print(f"present={present} matching={matching} targets={len(want)} completed_rounds={completed}")


def summary(path):
    """Lines "<kind> key=value …" → medians per kind, ratios to the goals
    (measured / goal: a throughput goal is met at ≥ 1, a latency goal at ≤ 1)."""
    runs = {}
    for line in open(path):
        kind, *pairs = line.split()
        runs.setdefault(kind, []).append({k: float(v) for k, v in (p.split("=") for p in pairs)})

    def med(kind, f):
        return statistics.median(f(r) for r in runs[kind])

    rows = []  # (figure, median, goal, ratio, met, runs)
    if "reads" in runs:
        n = len(runs["reads"])
        rps = med("reads", lambda r: r["requests"] / r["duration_us"] * 1e6)
        p50 = med("reads", lambda r: r["p50_us"] / 1000)
        p99 = med("reads", lambda r: r["p99_us"] / 1000)
        rows.append(("standings reads/s (64 connections)", f"{rps:,.0f}", "≥ 2,000", f"{rps / 2000:.2f}", "yes" if rps >= 2000 else "no", n))
        rows.append(("standings p50 latency", f"{p50:.1f} ms", "", "", "", n))
        rows.append(("standings p99 latency", f"{p99:.1f} ms", "≤ 50 ms", f"{p99 / 50:.2f}", "yes" if p99 <= 50 else "no", n))
    for kind, label in (("writes", "result writes/s, events in parallel"), ("writes1", "result writes/s, one event")):
        if kind in runs:
            n = len(runs[kind])
            wps = med(kind, lambda r: r["ok"] / r["duration_us"] * 1e6)
            p99 = med(kind, lambda r: r["p99_us"] / 1000)
            if kind == "writes":
                rows.append((label, f"{wps:,.0f}", "≥ 1,000", f"{wps / 1000:.2f}", "yes" if wps >= 1000 else "no", n))
            else:
                rows.append((label, f"{wps:,.0f}", "(serialized)", "", "", n))
            rows.append(("  p99 latency", f"{p99:.1f} ms", "", "", "", n))
    if "pair" in runs:
        rows.append(("POST …/rounds, 512 players after 9 rounds", f"{med('pair', lambda r: r['pair_ms']):.1f} ms", "", "", "", len(runs["pair"])))
    for kind in ("queries_read", "queries_write"):
        if kind in runs:
            rows.append((f"SQL statements per {kind.split('_')[1]}", f"{med(kind, lambda r: r['per_request']):.1f}", "", "", "", len(runs[kind])))
    width = max(len(r[0]) for r in rows)
    print(f"{'figure':<{width}}  {'median':>12}  {'goal':>12}  {'ratio':>6}  {'met':>3}  runs")
    for name, value, goal, ratio, met, n in rows:
        print(f"{name:<{width}}  {value:>12}  {goal:>12}  {ratio:>6}  {met:>3}  {n}")


if __name__ == "__main__":
    cmd, args = sys.argv[1], sys.argv[2:]
    {"organizer": organizer, "import": import_docs, "next-round": lambda b, k, t, *tids: next_round(b, k, t, tids),
     "verify": verify, "summary": summary}[cmd](*args)

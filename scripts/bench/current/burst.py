#!/usr/bin/env python3
"""The client side of scripts/bench/current.sh (standard library only).

  burst.py setup BASE PLAYERS            -> an organizer, a tournament of PLAYERS
      players (one bulk registration), round 1 paired; prints "KEY TID"
  burst.py burst BASE TID CLIENTS MODE   -> opens CLIENTS keep-alive connections
      first, then (MODE publish: right after publishing round 1 with KEY from
      the environment; MODE change: right after entering one result) sends
      `GET …/rounds/current` on all of them at once and reads every answer
      to its end. Prints "RESULT clients=N ok=N p50_ms=… p99_ms=… max_ms=…
      bytes=…" (latency: from the moment the burst is sent to the last byte
      of that client's answer).

Why raw asyncio streams: the measurement is "every phone at once", so the
connections are made before the clock starts and the requests leave
together; an HTTP library with its own pool would queue them.
"""

import asyncio
import json
import os
import statistics
import sys
import time
import urllib.request


def call(method, url, key=None, body=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method)
    if key:
        req.add_header("Authorization", f"Bearer {key}")
    if data is not None:
        req.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(req, timeout=600) as r:
        text = r.read()
    return json.loads(text) if text else None


def setup(base, players):
    key = call("POST", f"{base}/organizers", body={"name": "Bench"})["api_key"]
    tid = call("POST", f"{base}/tournaments", key, {"name": "Current bench"})["id"]
    names = [{"name": f"Player {i:04d}"} for i in range(1, int(players) + 1)]
    call("POST", f"{base}/tournaments/{tid}/players/bulk", key, {"players": names})
    call("POST", f"{base}/tournaments/{tid}/rounds", key)
    print(key, tid)


async def read_response(reader):
    """Reads one HTTP/1.1 response; returns (status, body length)."""
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        if ":" in line:
            k, v = line.split(":", 1)
            headers[k.strip().lower()] = v.strip()
    if "content-length" in headers:
        body = await reader.readexactly(int(headers["content-length"]))
        return status, len(body)
    if headers.get("transfer-encoding", "").lower() == "chunked":
        total = 0
        while True:
            size = int((await reader.readline()).strip().split(b";")[0], 16)
            if size == 0:
                await reader.readline()
                return status, total
            total += len(await reader.readexactly(size))
            await reader.readline()
    raise RuntimeError(f"no length: {head!r}")


async def burst(base, tid, clients, mode):
    host, port = base.split("//", 1)[1].split("/", 1)[0].split(":")
    key = os.environ["BENCH_KEY"]
    path = f"/api/v1/tournaments/{tid}/rounds/current"
    request = f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nAccept: application/json\r\n\r\n".encode()
    conns = []
    for _ in range(int(clients)):
        conns.append(await asyncio.open_connection(host, int(port), limit=1 << 22))
    # The change that makes every client fetch: the round published (first
    # run), or one result entered (the round changes again).
    if mode == "publish":
        call("POST", f"{base}/api/v1/tournaments/{tid}/rounds/1/publish", key)
    else:
        table = int(mode.split(":")[1])
        call("PUT", f"{base}/api/v1/tournaments/{tid}/rounds/1/tables/{table}/result", key,
             {"wins": 2, "losses": 1, "draws": 0})
    start = time.perf_counter()

    async def one(reader, writer):
        writer.write(request)
        await writer.drain()
        status, size = await read_response(reader)
        return status, size, (time.perf_counter() - start) * 1000

    results = await asyncio.gather(*(one(r, w) for r, w in conns))
    for _, w in conns:
        w.close()
    times = sorted(t for _, _, t in results)
    ok = sum(1 for s, _, _ in results if s == 200)
    p = lambda q: times[min(len(times) - 1, int(q * len(times)))]
    print(f"RESULT clients={len(results)} ok={ok} p50_ms={p(0.50):.0f} p99_ms={p(0.99):.0f} "
          f"max_ms={times[-1]:.0f} bytes={results[0][1]}")


def main():
    cmd = sys.argv[1]
    if cmd == "setup":
        setup(sys.argv[2] + "/api/v1", sys.argv[3])
    elif cmd == "burst":
        asyncio.run(burst(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5]))
    else:
        sys.exit(f"unknown command {cmd}")


if __name__ == "__main__":
    main()

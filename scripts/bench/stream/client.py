#!/usr/bin/env python3
"""Many subscribers to one tournament's event stream (scripts/bench/stream.sh).

  client.py idle URL N
      opens N streams (GET URL, text/event-stream), prints "connected N"
      once all are open, then keeps them open (reading and discarding)
      until killed.
  client.py latency URL N WRITES INTERVAL RENAME_URL KEY
      opens N streams, then makes WRITES changes (PATCH RENAME_URL, one
      player.renamed event each), INTERVAL seconds apart, and measures for
      every stream and change the time from just before the change's
      request is sent (so an upper bound of commit -> delivery) to the
      arrival of its event; prints p50, p99, max and the number of
      deliveries, and checks that every stream got every event, in order.

All streams run in this one asyncio process: a delivery's time includes
this process taking its turn to read that socket (the last of N streams
is read last).
"""

import asyncio
import json
import re
import sys
import time
import urllib.parse
import urllib.request

EVENT = re.compile(rb"id: (\d+)\nevent: ")
OPENING = re.compile(rb"\nid: (\d+)\n\n")


class Stream:
    def __init__(self):
        self.last = None  # the opening id, then the last event id
        self.arrivals = {}  # event id -> arrival time
        self.out_of_order = 0


async def subscribe(host, port, path, stream, opened, record):
    reader, writer = await asyncio.open_connection(host, port, limit=1 << 20)
    writer.write(
        f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nAccept: text/event-stream\r\n\r\n".encode()
    )
    await writer.drain()
    head = await reader.readuntil(b"\r\n\r\n")
    status = head.split(b"\r\n", 1)[0]
    if b" 200 " not in status:
        raise RuntimeError(f"stream refused: {status!r}")
    buf = b""
    while True:
        chunk = await reader.read(1 << 16)
        if not chunk:
            return
        now = time.time()
        buf += chunk
        if stream.last is None:
            m = OPENING.search(buf)
            if not m:
                continue
            stream.last = int(m.group(1))
            opened.release()
        if record:
            for m in EVENT.finditer(buf):
                seq = int(m.group(1))
                if seq <= stream.last:
                    continue
                if seq != stream.last + 1:
                    stream.out_of_order += 1
                stream.last = seq
                stream.arrivals[seq] = now
        # Keep a tail for a pattern cut by the read.
        buf = buf[-64:]


async def open_all(url, n, record):
    u = urllib.parse.urlsplit(url)
    path = u.path + (f"?{u.query}" if u.query else "")
    streams = [Stream() for _ in range(n)]
    opened = asyncio.Semaphore(0)
    tasks = []
    # Connect in waves, so the listen backlog never overflows.
    for i in range(0, n, 250):
        for s in streams[i : i + 250]:
            tasks.append(
                asyncio.create_task(subscribe(u.hostname, u.port, path, s, opened, record))
            )
        for _ in streams[i : i + 250]:
            await asyncio.wait_for(opened.acquire(), 60)
    return streams, tasks


def patch(url, key, name):
    req = urllib.request.Request(
        url,
        data=json.dumps({"name": name}).encode(),
        method="PATCH",
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=30) as r:
        r.read()


def percentile(sorted_values, p):
    if not sorted_values:
        return float("nan")
    k = min(len(sorted_values) - 1, max(0, round(p / 100 * len(sorted_values)) - 1))
    return sorted_values[k]


async def main():
    mode, url, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    if mode == "idle":
        _, tasks = await open_all(url, n, record=False)
        print(f"connected {n}", flush=True)
        await asyncio.gather(*tasks)
        return
    writes, interval, rename_url, key = (
        int(sys.argv[4]),
        float(sys.argv[5]),
        sys.argv[6],
        sys.argv[7],
    )
    streams, tasks = await open_all(url, n, record=True)
    start = streams[0].last
    print(f"connected {n} (stream from event {start})", flush=True)
    sent = {}
    for k in range(1, writes + 1):
        sent[start + k] = time.time()
        await asyncio.to_thread(patch, rename_url, key, f"Renamed {k}")
        await asyncio.sleep(interval)
    # Let the last deliveries arrive.
    deadline = time.time() + 10
    while time.time() < deadline and any(s.last < start + writes for s in streams):
        await asyncio.sleep(0.1)
    latencies = sorted(
        (s.arrivals[i] - t0) * 1000 for s in streams for i, t0 in sent.items() if i in s.arrivals
    )
    expected = n * writes
    missing = expected - len(latencies)
    disorder = sum(s.out_of_order for s in streams)
    print(
        f"RESULT subscribers={n} writes={writes} deliveries={len(latencies)} "
        f"missing={missing} out_of_order={disorder} "
        f"p50_ms={percentile(latencies, 50):.1f} p99_ms={percentile(latencies, 99):.1f} "
        f"max_ms={latencies[-1] if latencies else float('nan'):.1f}",
        flush=True,
    )
    for t in tasks:
        t.cancel()
    sys.exit(1 if missing or disorder else 0)


if __name__ == "__main__":
    asyncio.run(main())

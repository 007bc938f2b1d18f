-- wrk script for scripts/load.sh: result writes. Arguments after `--`:
-- TARGETS_FILE API_KEY THREADS. Each line of the file is
-- "<path> <json body>"; thread i sends the lines i, i+THREADS, … once each
-- (PUT), then stops when all its answers are in. A connection that has
-- nothing left to send asks GET /healthz meanwhile (ignored in the counts).
-- The RESULT line counts 200 answers to writes (`ok`) and failed writes.
local threads = {}

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

function init(args)
  local file, key, nthreads = args[1], args[2], tonumber(args[3])
  queue = {}
  local i = 0
  for line in io.lines(file) do
    if i % nthreads == id then
      local path, body = line:match("^(%S+) (.*)$")
      table.insert(queue, { path, body })
    end
    i = i + 1
  end
  headers = { ["Authorization"] = "Bearer " .. key, ["Content-Type"] = "application/json" }
  nxt, ok, bad = 1, 0, 0
  if #queue == 0 then
    wrk.thread:stop()
  end
end

function request()
  local q = queue[nxt]
  if q == nil then
    return wrk.format("GET", "/healthz")
  end
  nxt = nxt + 1
  return wrk.format("PUT", q[1], headers, q[2])
end

function response(status, hdrs, body)
  if status ~= 200 then
    bad = bad + 1
  elseif body:find('"pairings"', 1, true) then
    ok = ok + 1
  else
    return -- a /healthz answer
  end
  if ok + bad >= #queue then
    wrk.thread:stop()
  end
end

function done(summary, latency, requests)
  local oks, bads = 0, 0
  for _, t in ipairs(threads) do
    oks = oks + t:get("ok")
    bads = bads + t:get("bad")
  end
  local e = summary.errors
  io.write(string.format(
    "RESULT requests=%d duration_us=%d ok=%d bad=%d p50_us=%d p99_us=%d max_us=%d errors_connect=%d errors_read=%d errors_write=%d errors_status=%d errors_timeout=%d\n",
    summary.requests, summary.duration, oks, bads, latency:percentile(50), latency:percentile(99), latency.max,
    e.connect, e.read, e.write, e.status, e.timeout))
end

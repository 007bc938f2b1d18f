-- wrk script for scripts/bench/load.sh: result writes. Arguments after `--`:
-- TARGETS_FILE API_KEY THREADS DONE_PREFIX [PREFER]. Each line of the file is
-- "<path> <json body>"; thread i sends the lines i, i+THREADS, … once each
-- (PUT), then stops when all its answers are in and creates the file
-- DONE_PREFIX<i> (load.sh then ends wrk with SIGINT). A connection that has
-- nothing left to send asks GET /healthz meanwhile (ignored in the counts).
-- wrk always runs for its whole -d duration, so the RESULT line carries our
-- own wall-clock span (LuaJIT FFI): from the first write sent to the last
-- write answered, over all threads. `ok` counts 200 answers to writes
-- (204 answers when PREFER, the value of a `Prefer` header, is given:
-- `return=minimal`).
local ffi = require("ffi")
ffi.cdef [[
typedef struct { long tv_sec; long tv_usec; } pf_timeval;
int gettimeofday(pf_timeval *tv, void *tz);
]]
local tv = ffi.new("pf_timeval")
local function now_us()
  ffi.C.gettimeofday(tv, nil)
  return tonumber(tv.tv_sec) * 1000000 + tonumber(tv.tv_usec)
end

local threads = {}

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

function init(args)
  local file, key, nthreads = args[1], args[2], tonumber(args[3])
  done_file = args[4] .. id
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
  minimal = args[5] ~= nil and args[5] ~= ""
  if minimal then
    headers["Prefer"] = args[5]
  end
  nxt, ok, bad = 1, 0, 0
  first_us, last_us = 0, 0
  -- wrk calls request() once on the first thread before the run starts
  -- (to check pipelining) and never sends that request: do not spend a
  -- target on it.
  verifying = (id == 0)
  if #queue == 0 then
    finish()
  end
end

function finish()
  local f = io.open(done_file, "w")
  if f then
    f:close()
  end
  wrk.thread:stop()
end

function request()
  if verifying then
    verifying = false
    return wrk.format("GET", "/healthz")
  end
  local q = queue[nxt]
  if q == nil then
    return wrk.format("GET", "/healthz")
  end
  if nxt == 1 then
    first_us = now_us()
  end
  nxt = nxt + 1
  return wrk.format("PUT", q[1], headers, q[2])
end

-- A connection with nothing left to send waits 50 ms before its /healthz,
-- so it does not flood the server while the last writes finish.
function delay()
  if verifying or queue[nxt] ~= nil then
    return 0
  end
  return 50
end

function response(status, hdrs, body)
  if minimal and status == 204 then
    ok = ok + 1
  elseif status ~= 200 then
    bad = bad + 1
  elseif not minimal and body:find('"pairings"', 1, true) then
    ok = ok + 1
  else
    return -- a /healthz answer
  end
  last_us = now_us()
  if ok + bad >= #queue then
    finish()
  end
end

function done(summary, latency, requests)
  local oks, bads, first, last = 0, 0, nil, 0
  for _, t in ipairs(threads) do
    oks = oks + t:get("ok")
    bads = bads + t:get("bad")
    local f, l = t:get("first_us"), t:get("last_us")
    if f > 0 and (first == nil or f < first) then first = f end
    if l > last then last = l end
  end
  local e = summary.errors
  io.write(string.format(
    "RESULT requests=%d duration_us=%d ok=%d bad=%d p50_us=%d p99_us=%d max_us=%d errors_connect=%d errors_read=%d errors_write=%d errors_status=%d errors_timeout=%d\n",
    summary.requests, last - (first or last), oks, bads, latency:percentile(50), latency:percentile(99), latency.max,
    e.connect, e.read, e.write, e.status, e.timeout))
end

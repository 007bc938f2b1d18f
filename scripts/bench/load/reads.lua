-- wrk script for scripts/bench/load.sh: the request given on the command line,
-- at most MAX requests per thread (argument after `--`), and one
-- machine-readable RESULT line at the end. No response() callback, so wrk
-- does not copy the bodies into Lua; non-2xx/3xx answers are counted by wrk
-- itself (summary.errors.status).
local threads = {}

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

function init(args)
  max = tonumber(args[1]) or 1e12
  sent = 0
end

function request()
  sent = sent + 1
  if sent >= max then
    wrk.thread:stop()
  end
  return wrk.request()
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "RESULT requests=%d duration_us=%d p50_us=%d p99_us=%d max_us=%d errors_connect=%d errors_read=%d errors_write=%d errors_status=%d errors_timeout=%d\n",
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    e.connect, e.read, e.write, e.status, e.timeout))
end

#!/usr/bin/env bash
# Times `planesforge pair` (whole process: read, validate, standings, pair,
# print) on mid-event documents (5 rounds of random results, fixed seed)
# of 512, 1024, 4096 and 16384 players, and the npm package
# `tournament-pairings` 2.0.1 on the same 512-player state; prints medians
# and the ratio. Needs cargo, python3, node and npm; uses hyperfine when it
# is installed (`apt-get install hyperfine`), otherwise a timing loop.
#
# Usage: scripts/bench/pairing.sh [RUNS]   (default 10 runs per size)
#        NO_HYPERFINE=1 scripts/bench/pairing.sh   (force the timing loop)
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS="${1:-10}"
SEED=42
ROUNDS=5

cargo build --release -p planesforge-api --bin planesforge
BIN="$PWD/target/release/planesforge"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# median_seconds RUNS CMD... : median wall time of the command, in seconds.
median_seconds() {
  local runs="$1"
  shift
  if [ -z "${NO_HYPERFINE:-}" ] && command -v hyperfine >/dev/null 2>&1; then
    hyperfine --style none --warmup 1 --runs "$runs" --export-json "$WORK/h.json" \
      --output=null "$(printf '%q ' "$@")" >/dev/null 2>&1
    python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["median"])' "$WORK/h.json"
  else
    python3 - "$runs" "$@" <<'PY'
import statistics, subprocess, sys, time
runs, cmd = int(sys.argv[1]), sys.argv[2:]
subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
times = []
for _ in range(runs):
    t = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
    times.append(time.perf_counter() - t)
print(statistics.median(times))
PY
  fi
}

echo "machine: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
if [ -z "${NO_HYPERFINE:-}" ] && command -v hyperfine >/dev/null 2>&1; then
  echo "timer: $(hyperfine --version)"
else
  echo "timer: python loop"
fi
printf '%-8s %-12s %s\n' players tables "planesforge pair (median)"
declare -A PF
for n in 512 1024 4096 16384; do
  python3 scripts/bench/gen-tournament.py "$BIN" "$n" "$ROUNDS" "$SEED" >"$WORK/doc-$n.json"
  runs="$RUNS"
  [ "$n" -ge 16384 ] && runs=$(( RUNS < 5 ? RUNS : 5 ))
  PF[$n]="$(median_seconds "$runs" "$BIN" pair "$WORK/doc-$n.json")"
  tables="$("$BIN" pair "$WORK/doc-$n.json" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["pairings"]))')"
  printf '%-8s %-12s %8.1f ms\n' "$n" "$tables" "$(python3 -c "print(${PF[$n]} * 1000)")"
done

echo
echo "tournament-pairings 2.0.1 (npm), same 512-player state:"
mkdir -p "$WORK/npm"
(cd "$WORK/npm" && npm init -y >/dev/null && npm install --silent --no-audit --no-fund tournament-pairings@2.0.1 >/dev/null)
cp scripts/bench/tournament-pairings-driver.mjs "$WORK/npm/"
(cd "$WORK/npm" && node tournament-pairings-driver.mjs "$WORK/doc-512.json" >/dev/null)
NPM="$(cd "$WORK/npm" && median_seconds 3 node tournament-pairings-driver.mjs "$WORK/doc-512.json")"
printf 'tournament-pairings: %8.1f ms   planesforge: %8.1f ms   ratio: %.0fx\n' \
  "$(python3 -c "print($NPM * 1000)")" "$(python3 -c "print(${PF[512]} * 1000)")" \
  "$(python3 -c "print($NPM / ${PF[512]})")"

#!/usr/bin/env bash
# Instruction counts of the engine's pairing (callgrind), which the other
# jobs on a shared machine do not disturb, unlike wall time.
#
# Usage: scripts/bench/pairing-instructions.sh BINARY
#   BINARY: a build of the engine example `pair_round6`
#   (cargo build --release -p planesforge-engine --example pair_round6;
#   it is at $CARGO_TARGET_DIR/release/examples/pair_round6). Copy the
#   binary of each commit to compare, then run this on each copy.
#
# Four workloads (PLAYERS ROUNDS: simulate ROUNDS rounds with the engine,
# fixed seed, then pair the next one): 1024 5 and 4096 5 (the criterion
# benchmark's mid-event round, the common fast path), 64 14 and 24 20
# (late rounds of small fields, the general path with rematches and
# staging). Each runs under 16 program names of lengths 2, 6, …, 62:
# std::env::args copies the name to the heap, which shifts the heap layout
# and so the instructions realloc spends copying (about ±0.3 %). Prints
# one line per run (players rounds name-length instructions), then per
# workload the minimum, median and maximum.
set -euo pipefail
bin="$(realpath "$1")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
lengths="$(seq 2 4 62)"
for len in $lengths; do ln -s "$bin" "$(head -c "$len" /dev/zero | tr '\0' p)"; done
for workload in "1024 5" "4096 5" "64 14" "24 20"; do
  for len in $lengths; do
    name="$(head -c "$len" /dev/zero | tr '\0' p)"
    # shellcheck disable=SC2086 # two arguments
    count="$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "./$name" $workload 2>&1 >/dev/null \
      | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')"
    echo "$workload $len $count"
  done
done | tee "$work/runs.txt"
echo
python3 - "$work/runs.txt" <<'PY'
import collections, statistics, sys
runs = collections.defaultdict(list)
for line in open(sys.argv[1]):
    players, rounds, _, count = line.split()
    runs[(players, rounds)].append(int(count))
print(f"{'players':>7} {'rounds':>6} {'min':>13} {'median':>13} {'max':>13}")
for (players, rounds), counts in runs.items():
    print(f"{players:>7} {rounds:>6} {min(counts):>13,} {int(statistics.median(counts)):>13,} {max(counts):>13,}")
PY

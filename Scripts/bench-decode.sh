#!/bin/sh
# Decode benchmark: Easel's InputDecoder against libtermkey (TERMKEY_TERM=dumb, its fastest
# configuration) on the stream of ../shared/bench/gen_input.py, runs alternated in one session.
#
#   Scripts/bench-decode.sh [RUNS]        (default 7; env BENCH_DIR, default /tmp/easel-bench)
#
# Installs gcc, pkg-config, libtermkey-dev and zlib1g-dev if missing, generates the stream if
# missing, builds both drivers (Easel in release), checks correctness with compare_events.py,
# then prints each run, the medians and the ratio.
set -eu

RUNS=${1:-7}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SHARED=${SHARED_BENCH:-$ROOT/../shared/bench}
BENCH_DIR=${BENCH_DIR:-/tmp/easel-bench}
SCRATCH=${SCRATCH_PATH:-$ROOT/.build}
export BENCH_DIR

if ! command -v cc >/dev/null 2>&1 || ! pkg-config --exists termkey 2>/dev/null \
  || ! [ -e /usr/include/zlib.h ]; then
  echo "== installing gcc pkg-config libtermkey-dev zlib1g-dev"
  apt-get update -qq
  apt-get install -y -qq gcc pkg-config libtermkey-dev zlib1g-dev >/dev/null
fi

if ! [ -s "$BENCH_DIR/input.bin" ] || ! [ -s "$BENCH_DIR/input.pauses" ]; then
  echo "== generating the input stream in $BENCH_DIR"
  python3 "$SHARED/gen_input.py" "$BENCH_DIR" >/dev/null
fi

echo "== building"
cc -O2 -Wall -o "$BENCH_DIR/termkey_bench" "$SHARED/termkey_bench.c" \
  $(pkg-config --cflags --libs termkey) -lz
(cd "$ROOT" && swift build -c release --scratch-path "$SCRATCH" --product easel-bench >/dev/null)
EASEL="$SCRATCH/release/easel-bench"

echo "== correctness (untimed --check runs)"
"$EASEL" decode "$BENCH_DIR" 0 --check
TERMKEY_TERM=dumb "$BENCH_DIR/termkey_bench" "$BENCH_DIR" 0 --check
python3 "$SHARED/compare_events.py" easel --dir "$BENCH_DIR"

echo "== $RUNS alternated runs (one process each)"
RESULTS="$BENCH_DIR/bench-decode.jsonl"
: >"$RESULTS"
i=0
while [ "$i" -lt "$RUNS" ]; do
  "$EASEL" decode "$BENCH_DIR" 1 | grep '"run"' | tee -a "$RESULTS"
  TERMKEY_TERM=dumb "$BENCH_DIR/termkey_bench" "$BENCH_DIR" 1 | grep '"run"' | tee -a "$RESULTS"
  i=$((i + 1))
done

python3 - "$RESULTS" <<'PY'
import json, statistics, sys
runs = [json.loads(line) for line in open(sys.argv[1])]
def figures(parser):
    rows = [r for r in runs if r["parser"] == parser]
    wall = statistics.median(r["MBps"] for r in rows)
    cpu = statistics.median(r["bytes"] / 1e6 / r["cpu_s"] for r in rows)
    return wall, cpu, min(r["MBps"] for r in rows), max(r["MBps"] for r in rows)
easel, termkey = figures("easel"), figures("libtermkey")
print("== medians (MB/s)")
print("easel                 wall %.1f (%.1f-%.1f), cpu %.1f" % (easel[0], easel[2], easel[3], easel[1]))
print("libtermkey dumb       wall %.1f (%.1f-%.1f), cpu %.1f" % (termkey[0], termkey[2], termkey[3], termkey[1]))
print("ratio easel/libtermkey: wall %.2fx, cpu %.2fx" % (easel[0] / termkey[0], easel[1] / termkey[1]))
PY

#!/bin/sh
# Render benchmark: Easel's FrameDiff + EscapeEncoder against ncurses 6 on the canvas scene of
# ../shared/bench/scene.py (200x60, 2,058 draw operations, a 20x10 box moving one cell right per
# frame), runs alternated in one session, plus the near-minimal byte model (min_bytes.py) and
# pyte replay checks of Easel's output.
#
#   Scripts/bench-render.sh [RUNS]      (default 5; env BENCH_DIR, default ~/.cache/easel-bench)
#
# Installs gcc, pkg-config, libncurses-dev and python3-venv if missing, and pyte into
# $BENCH_DIR/venv-pyte unless $BENCH_DIR/venv (../shared/bench/setup.sh) already has it; builds
# render_ncurses as run_render.sh does and easel-bench in release; prints every run, then a
# table of medians. Exits non-zero if a replay check finds a wrong character or colour.
set -eu

RUNS=${1:-5}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SHARED=${SHARED_BENCH:-$ROOT/../shared/bench}
BENCH_DIR=${BENCH_DIR:-$HOME/.cache/easel-bench}
SCRATCH=${SCRATCH_PATH:-$ROOT/.build}
export BENCH_DIR
mkdir -p "$BENCH_DIR"

missing=""
command -v cc >/dev/null 2>&1 || missing="$missing gcc"
command -v pkg-config >/dev/null 2>&1 || missing="$missing pkg-config"
pkg-config --exists ncursesw 2>/dev/null || missing="$missing libncurses-dev"
python3 -c 'import ensurepip, venv' 2>/dev/null || missing="$missing python3-venv"
if [ -n "$missing" ]; then
  echo "== installing$missing"
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  # shellcheck disable=SC2086
  apt-get -o DPkg::Lock::Timeout=600 install -y -qq $missing >/dev/null
fi

PY=""
for candidate in "$BENCH_DIR/venv/bin/python" "$BENCH_DIR/venv-pyte/bin/python"; do
  if [ -x "$candidate" ] && "$candidate" -c 'import pyte' 2>/dev/null; then
    PY=$candidate
    break
  fi
done
if [ -z "$PY" ]; then
  echo "== installing pyte into $BENCH_DIR/venv-pyte"
  python3 -m venv "$BENCH_DIR/venv-pyte"
  "$BENCH_DIR/venv-pyte/bin/pip" install -q pyte==0.8.2
  PY=$BENCH_DIR/venv-pyte/bin/python
fi

echo "== building"
python3 "$SHARED/scene.py" "$BENCH_DIR/scene.ops"
cc -O2 -Wall -o "$BENCH_DIR/render_ncurses" "$SHARED/render_ncurses.c" $(pkg-config --cflags --libs ncursesw)
if ! (cd "$ROOT" && swift build -c release --scratch-path "$SCRATCH" --product easel-bench \
  >"$BENCH_DIR/build-easel-bench.log" 2>&1); then
  cat "$BENCH_DIR/build-easel-bench.log"
  exit 1
fi
EASEL="$SCRATCH/release/easel-bench"

echo "== $RUNS alternated runs (one process each; load $(cut -d' ' -f1-3 /proc/loadavg))"
RESULTS="$BENCH_DIR/bench-render.jsonl"
: >"$RESULTS"
i=0
while [ "$i" -lt "$RUNS" ]; do
  "$BENCH_DIR/render_ncurses" "$BENCH_DIR/scene.ops" "$BENCH_DIR/ncurses_out.bin" | tee -a "$RESULTS"
  "$EASEL" render "$BENCH_DIR/scene.ops" "$BENCH_DIR/easel_out.bin" | tee -a "$RESULTS"
  i=$((i + 1))
done
echo "== load after the runs: $(cut -d' ' -f1-3 /proc/loadavg)"

echo "== near-minimal model"
python3 "$SHARED/min_bytes.py" --ops "$BENCH_DIR/scene.ops" >"$BENCH_DIR/min_bytes.json"

echo "== replay checks of Easel's output (pyte)"
# Byte offsets of the frame ends in the last run's output, from its JSON lines.
set -- $(tail -3 "$RESULTS" | python3 -c '
import json, sys
lines = [json.loads(line) for line in sys.stdin]
first, moves = lines[0]["bytes"], lines[1]
print(first, first + moves["first_bytes"], first + moves["total_bytes"], moves["frames"])')
CHECKS="$BENCH_DIR/bench-render-replay.jsonl"
{
  "$PY" "$SHARED/min_bytes.py" --ops "$BENCH_DIR/scene.ops" --replay "$BENCH_DIR/easel_out.bin" --upto "$1" --frame 0
  "$PY" "$SHARED/min_bytes.py" --ops "$BENCH_DIR/scene.ops" --replay "$BENCH_DIR/easel_out.bin" --upto "$2" --frame 1
  "$PY" "$SHARED/min_bytes.py" --ops "$BENCH_DIR/scene.ops" --replay "$BENCH_DIR/easel_out.bin" --upto "$3" --frame "$4"
  "$PY" "$SHARED/min_bytes.py" --ops "$BENCH_DIR/scene.ops" --replay "$BENCH_DIR/easel_out.bin" --frame "$4"
} >"$CHECKS"
cat "$CHECKS"

python3 - "$RESULTS" "$BENCH_DIR/min_bytes.json" "$CHECKS" <<'PY'
import json, statistics, sys
runs = [json.loads(line) for line in open(sys.argv[1])]
model = json.load(open(sys.argv[2]))
checks = [json.loads(line) for line in open(sys.argv[3])]

def rows(renderer, frame):
    return [r for r in runs if r["renderer"] == renderer and r["frame"] == frame]

def spread(renderer, frame, field):
    values = [r[field] for r in rows(renderer, frame)]
    return statistics.median(values), min(values), max(values)

def cpu(renderer, frame, field):
    median, low, high = spread(renderer, frame, field)
    return "%.1f (%.1f-%.1f)" % (median, low, high)

mm = model["move_box_1_right"]
full = model["full_frame_from_blank"]["bytes"]
print("== medians of %d runs each (bytes are the same in every run)" % len(rows("easel", "first_paint")))
print("%-34s %12s %12s %10s %10s %10s" % ("", "easel", "ncurses", "model", "e/ncurses", "e/model"))
for name, frame, field, model_value in [
    ("move frame 1, bytes", "move_box_1_right", "first_bytes", mm["first_bytes"]),
    ("move frame, median of 60, bytes", "move_box_1_right", "median_bytes", mm["median_bytes"]),
    ("first paint, bytes", "first_paint", "bytes", full),
    ("forced full repaint, bytes", "full_redraw", "bytes", full),
]:
    easel = spread("easel", frame, field)[0]
    ncurses = spread("ncurses", frame, field)[0]
    print("%-34s %12g %12g %10g %9.2fx %9.2fx" % (name, easel, ncurses, model_value, easel / ncurses,
                                                  easel / model_value))
print("%-34s %24s %24s" % ("CPU us, median (min-max of runs)", "easel", "ncurses"))
for name, frame, field in [
    ("per move frame (draw + refresh)", "move_box_1_right", "median_cpu_us"),
    ("  of which diff + encode + write", "move_box_1_right", "median_refresh_us"),
    ("per forced full repaint", "full_redraw", "median_cpu_us"),
    ("  of which diff + encode + write", "full_redraw", "median_refresh_us"),
]:
    print("%-34s %24s %24s" % (name, cpu("easel", frame, field), cpu("ncurses", frame, field)))
easel_cpu = spread("easel", "move_box_1_right", "median_cpu_us")[0]
ncurses_cpu = spread("ncurses", "move_box_1_right", "median_cpu_us")[0]
print("CPU per move frame easel/ncurses: %.2fx" % (easel_cpu / ncurses_cpu))
names = ["first paint", "move 1", "move %d" % checks[2]["frame"], "after the full repaints"]
bad = 0
for name, check in zip(names, checks):
    wrong = check["cells_wrong_char"] + check["cells_wrong_colour"]
    bad += wrong
    print("replay %-24s %s (%d wrong chars, %d wrong colours)" % (
        name, "ok" if wrong == 0 else "FAILED", check["cells_wrong_char"], check["cells_wrong_colour"]))
sys.exit(1 if bad else 0)
PY

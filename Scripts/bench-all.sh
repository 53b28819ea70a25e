#!/usr/bin/env bash
# Every benchmark in one run, beside the peers of ../shared/bench, and a table of ratios written
# into docs/performance.md between <!-- bench-all:begin --> and <!-- bench-all:end -->.
# Not a timed test and not part of CI (.ci/run only runs Scripts/bench-smoke.sh).
#
#   Scripts/bench-all.sh [--quick] [--head] [--no-doc]
#
#   --quick   few runs and a 2 MB input stream (all decoders on the same 2 MB): 1-2 minutes
#   (full)    the 20 MB stream: Easel / libtermkey 9 alternated runs, blessed, urwid and
#             prompt_toolkit 3 runs, Textual 1 run (it decodes at ~0.2 MB/s: 90 s a run); render
#             7 / 7 alternated Easel / ncurses processes, 5 each of Textual region, widget and
#             Rich; documents of 10k and 100k shapes 5 / 5 alternated; start-up 10; start-up and
#             memory beside textual-paint and durdraw 10 alternated; pty 5.
#             About 13 minutes on 2 cores at load 3-5, 10 of them the Python decoders.
#   --head    build the committed HEAD (git archive into $BENCH_DIR/src, built in
#             $BENCH_DIR/build-head) instead of the working tree, e.g. while the tree is mid-edit
#   --no-doc  print the tables, leave docs/performance.md alone
#
# Environment: BENCH_DIR (default /tmp/easel-bench-all: streams, peer venv, binaries, results),
# SCRATCH_PATH (default .build-bench), SHARED_BENCH (default ../shared/bench), and to override the
# run counts DECODE_RUNS, PY_RUNS, TEXTUAL_RUNS, PY_PARSERS, RENDER_RUNS, PY_RENDER_RUNS, DOC_RUNS,
# DOC_FRAMES, STARTUP_RUNS, PEER_STARTUP_RUNS, PTY_RUNS (the table's command line shows the ones set).
#
# Sets up the peers with ../shared/bench/setup.sh (Debian packages, a venv under $BENCH_DIR) only
# when something is missing; textual-paint and durdraw (PyPI) go into a venv of their own,
# $BENCH_DIR/venv-paint, since textual-paint pins an old Textual. Results:
# $BENCH_DIR/results-MODE/*.jsonl; Scripts/bench_table.py turns them into the tables.
set -euo pipefail

MODE=full
DOC=1
HEAD_ONLY=0
for argument in "$@"; do
  case $argument in
    --quick) MODE=quick ;;
    --full) MODE=full ;;
    --no-doc) DOC=0 ;;
    --head) HEAD_ONLY=1 ;;
    -h | --help)
      sed -n '2,28p' "$0"
      exit 0
      ;;
    *)
      echo "bench-all: unknown argument $argument" >&2
      exit 2
      ;;
  esac
done

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SHARED=$(cd "${SHARED_BENCH:-$ROOT/../shared/bench}" && pwd)
BENCH_DIR=${BENCH_DIR:-/tmp/easel-bench-all}
SCRATCH=${SCRATCH_PATH:-$ROOT/.build-bench}
export BENCH_DIR
mkdir -p "$BENCH_DIR"
RES=$BENCH_DIR/results-$MODE
rm -rf "$RES"
mkdir -p "$RES"
COMMAND="Scripts/bench-all.sh${*:+ $*}"
for var in DECODE_RUNS PY_RUNS TEXTUAL_RUNS PY_PARSERS RENDER_RUNS PY_RENDER_RUNS DOC_RUNS DOC_FRAMES \
  STARTUP_RUNS PEER_STARTUP_RUNS PTY_RUNS SCRATCH_PATH SHARED_BENCH; do
  if [ -n "${!var:-}" ]; then COMMAND="$var='${!var}' $COMMAND"; fi
done
started=$(date +%s)

if [ "$MODE" = quick ]; then
  STREAM_BYTES=2000000
  : "${DECODE_RUNS:=5}" "${PY_RUNS:=1}" "${TEXTUAL_RUNS:=1}" "${RENDER_RUNS:=5}" "${PY_RENDER_RUNS:=1}"
  : "${DOC_RUNS:=3}" "${DOC_FRAMES:=200}" "${STARTUP_RUNS:=5}" "${PEER_STARTUP_RUNS:=5}" "${PTY_RUNS:=1}"
else
  STREAM_BYTES=full
  : "${DECODE_RUNS:=9}" "${PY_RUNS:=3}" "${TEXTUAL_RUNS:=1}" "${RENDER_RUNS:=7}" "${PY_RENDER_RUNS:=5}"
  : "${DOC_RUNS:=5}" "${DOC_FRAMES:=200}" "${STARTUP_RUNS:=10}" "${PEER_STARTUP_RUNS:=10}" "${PTY_RUNS:=5}"
fi
: "${PY_PARSERS:=blessed urwid prompt_toolkit textual}"
STREAM=$BENCH_DIR/stream-$STREAM_BYTES
PY=$BENCH_DIR/venv/bin/python
PAINT=$BENCH_DIR/venv-paint/bin

step() { printf '\n== %s (%s, load %s)\n' "$*" "$(date -u +%T)" "$(cut -d' ' -f1-3 /proc/loadavg)"; }

python3 "$ROOT/Scripts/bench_table.py" machine "$RES" start
step "bench-all, $MODE mode, results in $RES"

# --- setup: the peers (../shared/bench/setup.sh) only if something is missing ------------------
if ! command -v cc >/dev/null 2>&1 || ! pkg-config --exists termkey ncursesw 2>/dev/null \
  || ! [ -e /usr/include/zlib.h ] \
  || ! "$PY" -c 'import textual, rich, prompt_toolkit, urwid, blessed, pyte' 2>/dev/null; then
  step "setting up the peers: $SHARED/setup.sh"
  "$SHARED/setup.sh" >"$RES/setup.log" 2>&1 || { tail -20 "$RES/setup.log"; exit 1; }
fi
# textual-paint pins textual 0.38 (the venv above has Textual 8), so it gets a venv of its own.
if ! [ -x "$PAINT/textual-paint" ] || ! [ -x "$PAINT/durdraw" ]; then
  step "setting up textual-paint and durdraw in $BENCH_DIR/venv-paint"
  { python3 -m venv "$BENCH_DIR/venv-paint" && "$PAINT/pip" install textual-paint durdraw; } \
    >"$RES/setup-paint.log" 2>&1 || { tail -5 "$RES/setup-paint.log"; echo "   (start-up peers will be missing)"; }
fi

# --- build ------------------------------------------------------------------------------------
step "building"
cc -O2 -Wall -o "$BENCH_DIR/termkey_bench" "$SHARED/termkey_bench.c" \
  $(pkg-config --cflags --libs termkey) -lz
cc -O2 -Wall -o "$BENCH_DIR/render_ncurses" "$SHARED/render_ncurses.c" \
  $(pkg-config --cflags --libs ncursesw)
commit=$(git -C "$ROOT" rev-parse --short=10 HEAD 2>/dev/null || echo unknown)
SOURCE=$ROOT
if [ "$HEAD_ONLY" = 1 ]; then
  SOURCE=$BENCH_DIR/src
  SCRATCH=${SCRATCH_PATH:-$BENCH_DIR/build-head}
  if [ "$(cat "$SOURCE/.bench-commit" 2>/dev/null)" != "$commit" ]; then
    rm -rf "$SOURCE"
    mkdir -p "$SOURCE"
    git -C "$ROOT" archive HEAD | tar -x -C "$SOURCE"
    echo "$commit" >"$SOURCE/.bench-commit"
  fi
  SOURCE_NOTE="commit $commit (git archive of HEAD)"
elif [ -n "$(git -C "$ROOT" status --porcelain --untracked-files=no -- Sources Package.swift 2>/dev/null)" ] \
  || [ -n "$(git -C "$ROOT" ls-files --others --exclude-standard -- Sources 2>/dev/null)" ]; then
  SOURCE_NOTE="working tree at $commit, with uncommitted changes under Sources"
else
  SOURCE_NOTE="working tree at $commit"
fi
for product in easel-bench easel; do
  if ! (cd "$SOURCE" && swift build -c release --scratch-path "$SCRATCH" --product "$product" \
    >"$RES/build-$product.log" 2>&1); then
    tail -30 "$RES/build-$product.log"
    echo "bench-all: swift build of $product failed" >&2
    exit 1
  fi
done
EASEL=$SCRATCH/release/easel-bench
echo "   easel-bench: $EASEL ($SOURCE_NOTE)"

if ! [ -s "$STREAM/input.bin" ] || ! [ -s "$STREAM/input.counts.json" ]; then
  step "generating the input stream in $STREAM"
  if [ "$STREAM_BYTES" = full ]; then
    python3 "$SHARED/gen_input.py" "$STREAM" >/dev/null
  else
    python3 "$SHARED/gen_input.py" "$STREAM" "$STREAM_BYTES" >/dev/null
  fi
fi
stream_size=$(wc -c <"$STREAM/input.bin")

# --- A. decoding ------------------------------------------------------------------------------
step "decode: Easel correctness (untimed --check, compare_events.py)"
"$EASEL" decode "$STREAM" 0 --check >/dev/null
python3 "$SHARED/compare_events.py" easel --dir "$STREAM" --json "$RES/decode_check.json" | sed -n 1,2p

step "decode: Easel and libtermkey (TERMKEY_TERM=dumb), $DECODE_RUNS alternated runs each"
for ((i = 0; i < DECODE_RUNS; i++)); do
  "$EASEL" decode "$STREAM" 1 | grep '"run"' >>"$RES/decode.jsonl"
  TERMKEY_TERM=dumb "$BENCH_DIR/termkey_bench" "$STREAM" 1 | grep '"run"' >>"$RES/decode.jsonl"
done
tail -2 "$RES/decode.jsonl"

# Python parsers: one process per run, the parsers taking turns; Textual gets fewer runs.
python_skipped=""
for parser in blessed urwid prompt_toolkit textual; do
  case " $PY_PARSERS " in *" $parser "*) ;; *) python_skipped="$python_skipped $parser" ;; esac
done
max_py=$PY_RUNS
[ "$TEXTUAL_RUNS" -gt "$max_py" ] && max_py=$TEXTUAL_RUNS
step "decode: Python parsers ($PY_PARSERS), $PY_RUNS run(s) each, Textual $TEXTUAL_RUNS"
for ((i = 0; i < max_py; i++)); do
  for parser in $PY_PARSERS; do
    runs=$PY_RUNS
    [ "$parser" = textual ] && runs=$TEXTUAL_RUNS
    [ "$i" -lt "$runs" ] || continue
    "$PY" "$SHARED/decode_py.py" "$parser" --runs 1 --dir "$STREAM" | grep '"run"' | tee -a "$RES/decode_py.jsonl" \
      | python3 -c 'import json,sys; r=json.loads(sys.stdin.read()); print("   %s: %.3f MB/s CPU" % (r["parser"], r["bytes"]/1e6/r["cpu_s"]))'
  done
done

# --- B. rendering -----------------------------------------------------------------------------
step "render: Easel and ncurses, $RENDER_RUNS alternated processes each"
python3 "$SHARED/scene.py" "$BENCH_DIR/scene.ops" >/dev/null
for ((i = 0; i < RENDER_RUNS; i++)); do
  "$BENCH_DIR/render_ncurses" "$BENCH_DIR/scene.ops" "$BENCH_DIR/ncurses_out.bin" >>"$RES/render.jsonl"
  "$EASEL" render "$BENCH_DIR/scene.ops" "$BENCH_DIR/easel_out.bin" >>"$RES/render.jsonl"
done
python3 "$SHARED/min_bytes.py" --ops "$BENCH_DIR/scene.ops" >"$RES/min_bytes.json"

step "render: Easel's output replayed in pyte"
read -r first_paint after_move_1 after_moves frames < <(tail -3 "$RES/render.jsonl" | python3 -c '
import json, sys
lines = [json.loads(line) for line in sys.stdin]
first, moves = lines[0]["bytes"], lines[1]
print(first, first + moves["first_bytes"], first + moves["total_bytes"], moves["frames"])')
replay() { "$PY" "$SHARED/min_bytes.py" --ops "$BENCH_DIR/scene.ops" --replay "$BENCH_DIR/easel_out.bin" "$@"; }
{
  replay --upto "$first_paint" --frame 0
  replay --upto "$after_move_1" --frame 1
  replay --upto "$after_moves" --frame "$frames"
  replay --frame "$frames"
} >"$RES/replay.jsonl"

step "render: Textual (region, widget) and Rich, $PY_RENDER_RUNS process(es) each"
for ((i = 0; i < PY_RENDER_RUNS; i++)); do
  "$PY" "$SHARED/render_py.py" textual --mode region --ops "$BENCH_DIR/scene.ops" \
    --out "$BENCH_DIR/textual_region.bin" >>"$RES/render_py.jsonl"
  "$PY" "$SHARED/render_py.py" textual --mode widget --ops "$BENCH_DIR/scene.ops" \
    --out "$BENCH_DIR/textual_widget.bin" >>"$RES/render_py.jsonl"
  "$PY" "$SHARED/render_py.py" rich --ops "$BENCH_DIR/scene.ops" --out "$BENCH_DIR/rich_full.bin" \
    >>"$RES/render_py.jsonl"
done

# --- Easel alone: large documents, start-up and memory ------------------------------------------
step "documents of 10,000 and 100,000 shapes, $DOC_RUNS alternated processes each, $DOC_FRAMES nudges"
for ((i = 0; i < DOC_RUNS; i++)); do
  "$EASEL" document 10000 "$DOC_FRAMES" | tee -a "$RES/document.jsonl" | cut -c1-160
  "$EASEL" document 100000 "$DOC_FRAMES" | tee -a "$RES/document.jsonl" | cut -c1-160
done

step "start-up and idle memory, $STARTUP_RUNS runs"
"$EASEL" startup "$STARTUP_RUNS" >"$RES/startup.jsonl"
tail -1 "$RES/startup.jsonl"

step "start-up and memory beside textual-paint and durdraw (80×24 pty), $PEER_STARTUP_RUNS alternated runs each"
(cd "$ROOT" && python3 Scripts/bench_startup_peers.py --runs "$PEER_STARTUP_RUNS" --easel "$SCRATCH/release/easel" \
  --textual-paint "$PAINT/textual-paint" --durdraw "$PAINT/durdraw" >"$RES/startup_peers.jsonl") \
  || echo "   bench_startup_peers.py failed (see $RES/startup_peers.jsonl)"
grep '"summary"' "$RES/startup_peers.jsonl" | cut -c1-200 || true

# --- C. the pty ceiling, as context (run_pty.sh writes $BENCH_DIR/results/pty.jsonl) -----------
step "pty ceiling: $SHARED/run_pty.sh, $PTY_RUNS run(s)"
mkdir -p "$BENCH_DIR/results"
RUNS=$PTY_RUNS "$SHARED/run_pty.sh" >/dev/null
cp "$BENCH_DIR/results/pty.jsonl" "$RES/pty.jsonl"

# --- the table --------------------------------------------------------------------------------
python3 "$ROOT/Scripts/bench_table.py" machine "$RES" end
python3 - "$RES/params.json" "$MODE" "$COMMAND" "$stream_size" "$python_skipped" "$PY_RUNS" \
  "$TEXTUAL_RUNS" "$DOC_FRAMES" "$SOURCE_NOTE" <<'PY'
import json, sys
path, mode, command, size, skipped, py_runs, textual_runs, frames, source = sys.argv[1:]
size = int(size)
stream = "%.1f MB stream" % (size / 1e6)
notes = [
    "Decoding: the %s of `../shared/bench/gen_input.py` (%s bytes), the same for every decoder; "
    "read model of `termkey_bench.c` (4096-byte reads, the timeout path at each pause); one process "
    "per run, a fresh decoder, every event created. MB/s is bytes / CPU time of the timed loop "
    "(for libtermkey, bytes / wall time too). Python parsers: %s timed run(s) each, Textual %s, "
    "the parsers taking turns, no untimed --check run." % (stream, "{:,}".format(size), py_runs, textual_runs),
    "Rendering: the 200×60 scene of `../shared/bench/scene.py`, 60 one-cell moves of a 20×10 box "
    "and 20 forced full repaints per process; Easel's figures are from the processes alternated "
    "with ncurses. Bytes are the same in every process. Textual and Rich are driven by "
    "`render_py.py` (Textual has no cell diff: the region refresh re-sends whole rows).",
    "Nudge latency: `easel-bench document N %s`, a generated document of N shapes plus a 20×10 box, "
    "the box nudged %s times; each nudge timed from the arrow key's bytes to the frame's bytes "
    "(200×60). Limits: issue 3 (also in the sections below)." % (frames, frames),
]
if mode == "quick":
    notes.append("Quick mode: few runs and a short stream; use the full mode for figures to quote.")
json.dump({"mode": mode, "command": command, "stream": stream, "source": source,
           "python_skipped": skipped.strip(), "notes": notes}, open(path, "w"), indent=1)
PY
if [ "$DOC" = 1 ]; then
  python3 "$ROOT/Scripts/bench_table.py" report "$RES" --doc "$ROOT/docs/performance.md"
  echo "== written to docs/performance.md"
else
  python3 "$ROOT/Scripts/bench_table.py" report "$RES"
fi
echo "== bench-all $MODE: $(($(date +%s) - started)) s, load at the end $(cut -d' ' -f1-3 /proc/loadavg)"

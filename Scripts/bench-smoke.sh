#!/usr/bin/env bash
# A quick check that the benchmarks still run: decode decodes a small generated stream exactly
# (compare_events.py against the generator's ground truth), render's output replays to the
# expected screens (min_bytes.py with pyte). Not a timing.
set -euo pipefail
cd "$(dirname "$0")/.."
shared=${EASEL_SHARED:-../shared}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 "$shared/bench/gen_input.py" "$dir" 300000 >/dev/null
swift build -c release --product easel-bench 2>&1 | tail -1
swift build -c release --product easel 2>&1 | tail -1
.build/release/easel-bench startup 2 | tail -1
.build/release/easel-bench decode "$dir" 1 --check | tail -1
python3 "$shared/bench/compare_events.py" easel --dir "$dir" --json "$dir/compare.json" | sed -n 1p
python3 - "$dir/compare.json" <<'PY'
import json, sys
total = json.load(open(sys.argv[1]))[0]["total"]
ok = total["exact"] == total["expected"] == total["got"] and total["extra"] == 0
print("bench smoke: %s (%d of %d events exact, %d spurious)" % (
    "every event exact" if ok else "decoding differs from the ground truth",
    total["exact"], total["expected"], total["extra"]))
sys.exit(0 if ok else 1)
PY

# Render: a few frames of `easel-bench render` on the benchmark scene, and the output replayed
# in pyte (a terminal emulator) against the expected screens. Not a timing. pyte comes from a
# bench venv if one has it, else from a throwaway venv; without it the replay is skipped.
python3 "$shared/bench/scene.py" "$dir/scene.ops" >/dev/null
.build/release/easel-bench render "$dir/scene.ops" "$dir/easel_out.bin" 5 2 >"$dir/render.jsonl"
sed -n 2p "$dir/render.jsonl"
bench_dir=${BENCH_DIR:-$HOME/.cache/easel-bench}
py=""
for candidate in python3 "$bench_dir/venv/bin/python" "$bench_dir/venv-pyte/bin/python"; do
  if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import pyte' 2>/dev/null; then
    py=$candidate
    break
  fi
done
if [ -z "$py" ]; then
  if ! python3 -c 'import ensurepip, venv' 2>/dev/null && [ "$(id -u)" = 0 ]; then
    apt-get -o DPkg::Lock::Timeout=600 update -qq >/dev/null 2>&1 || true
    apt-get -o DPkg::Lock::Timeout=600 install -y -qq python3-venv >/dev/null 2>&1 || true
  fi
  if python3 -m venv "$dir/venv" >/dev/null 2>&1 \
    && "$dir/venv/bin/pip" install -q pyte==0.8.2 >/dev/null 2>&1; then
    py=$dir/venv/bin/python
  fi
fi
if [ -z "$py" ]; then
  echo "bench smoke: render replay skipped (pyte could not be installed)"
else
  read -r first_paint after_move_1 after_moves frames < <(python3 -c '
import json, sys
lines = [json.loads(line) for line in open(sys.argv[1])]
first, moves = lines[0]["bytes"], lines[1]
print(first, first + moves["first_bytes"], first + moves["total_bytes"], moves["frames"])' "$dir/render.jsonl")
  replay() {
    "$py" "$shared/bench/min_bytes.py" --ops "$dir/scene.ops" --replay "$dir/easel_out.bin" "$@"
  }
  {
    replay --upto "$first_paint" --frame 0
    replay --upto "$after_move_1" --frame 1
    replay --upto "$after_moves" --frame "$frames"
    replay --frame "$frames"
  } >"$dir/replay.jsonl"
  python3 - "$dir/replay.jsonl" <<'PY'
import json, sys
checks = [json.loads(line) for line in open(sys.argv[1])]
wrong = sum(c["cells_wrong_char"] + c["cells_wrong_colour"] for c in checks)
print("bench smoke: render replay %s (%d checks, %d wrong cells)" % (
    "exact" if wrong == 0 else "differs from the expected screens", len(checks), wrong))
sys.exit(0 if wrong == 0 else 1)
PY
fi

# The large-document benchmark runs end to end on a small document (not a timing).
.build/release/easel-bench document 2000 20 >"$dir/document.json"
python3 - "$dir/document.json" <<'PY'
import json, sys
result = json.load(open(sys.argv[1]))
ok = result["shapes"] == 2001 and result["frames"] == 20 and result["move_frame_bytes_median"] > 0
print("bench smoke: document benchmark %s (%d shapes, %d-byte nudge frames)" % (
    "ran" if ok else "gave unexpected output", result["shapes"], result["move_frame_bytes_median"]))
sys.exit(0 if ok else 1)
PY

# The connector benchmarks run end to end on small scenes (not timings): every route found, and
# both documents opened and dragged with their connectors.
.build/release/easel-bench route 20 1 0 20 >"$dir/route.jsonl"
.build/release/easel-bench connectors 600 200 5 >"$dir/connectors.jsonl"
python3 - "$dir/route.jsonl" "$dir/connectors.jsonl" <<'PY'
import json, sys
routes = [json.loads(line) for line in open(sys.argv[1])]
scenes = [json.loads(line) for line in open(sys.argv[2])]
ok = len(routes) == 2 and all(r["routes"] > 0 for r in routes) and len(scenes) == 4 \
    and scenes[0]["connectors"] == 200 and scenes[1]["connectors"] == 0 and all(s["frames"] == 5 for s in scenes)
print("bench smoke: route and connectors benchmarks %s (%s routes; %s connectors)" % (
    "ran" if ok else "gave unexpected output", [r["routes"] for r in routes], [s["connectors"] for s in scenes]))
sys.exit(0 if ok else 1)
PY

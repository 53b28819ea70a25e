#!/usr/bin/env bash
# A quick check that the decode benchmark still runs and decodes a small generated stream
# exactly (compare_events.py against the generator's ground truth). Not a timing.
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

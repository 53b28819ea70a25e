#!/usr/bin/env bash
# Runs the libFuzzer targets (decoder, tracker, loader, render, generated, import, blocks) for SECONDS each
# (default 60) with the seed corpora in Tests/FuzzCorpus/<target>; render (the loader plus every
# way a document is drawn, within a time budget per input) starts from the loader's corpus too,
# and both get a dictionary of the .easel format's words (groups and names too), so mutations get
# past the field names; generated builds documents at the canvas limits (groups and names too)
# from its bytes. A crash fails the run; its input is kept in fuzz-artifacts/ to be added to the
# corpus as a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
scratch=.build-fuzz
swift build --product easel-fuzz --scratch-path "$scratch" -c debug \
  -Xswiftc -DFUZZING -Xswiftc -sanitize=fuzzer,address 2>&1 | grep -vE "Cannot export local symbol|^\[" || true
binary="$scratch/debug/easel-fuzz"
[ -x "$binary" ] || { echo "fuzz: build failed" >&2; exit 1; }
mkdir -p fuzz-artifacts
status=0
for target in decoder tracker loader render generated import blocks; do
  work=$(mktemp -d)
  cp -r "Tests/FuzzCorpus/$target/." "$work/" 2>/dev/null || true
  [ "$target" = render ] && cp -r Tests/FuzzCorpus/loader/. "$work/"
  options=()
  if [ "$target" = loader ] || [ "$target" = render ]; then
    words='format easel version nextShapeID shapes id kind rectangle ellipse line pen brush text bounds
      start end origin style fillCharacter label filled arrowAtStart arrowAtEnd points cells character
      size strokeColor fillColor column row columns rows light heavy double rounded ascii default ansi:
      palette: true false null route straight elbow startBinding endBinding bends userRuns label shape side offset top
      right bottom left arrowhead gap asciiRounded asciiDouble asciiUnderscore standard arrow triangle pointer groups
      name hidden locked group'
    for word in $words; do printf '"\\"%s\\""\n' "$word"; done >"$work.dict"
    printf '"%s"\n' '{' '}' '[' ']' ':' ',' '-' '1000000' '\\u001b' '\\n' '#ff0000' >>"$work.dict"
    options+=(-dict="$work.dict")
  fi
  echo "fuzz: $target for ${seconds}s"
  if ! EASEL_FUZZ_TARGET=$target "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
      ${options[@]+"${options[@]}"} -artifact_prefix=fuzz-artifacts/$target- -print_final_stats=1 "$work" 2>"$work.log"; then
    tail -40 "$work.log"
    echo "fuzz: $target FAILED (input kept in fuzz-artifacts/)" >&2
    status=1
  else
    grep -E "^stat::number_of_executed_units|Done [0-9]+ runs" "$work.log" | tail -2
  fi
  rm -rf "$work" "$work.log" "$work.dict"
done
exit $status

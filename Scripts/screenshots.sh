#!/usr/bin/env bash
# Scripts/screenshots.sh [EASEL]: real screenshots of the editor for the README, taken in xterm
# and kitty under Xvfb with ../shared/e2e/xterm-session (X11 keys through XTEST): in xterm the
# flowchart example, the same with the File menu open (F10), the shortcut sheet (?) and the
# objects panel (F6); in kitty
# (the kitty keyboard protocol, truecolor) the flowchart with a box selected and the sheet; and
# `easel export --to svg` of every example. Written to docs/images/ as small palette PNGs and
# SVGs (SCREENSHOTS_OUT=DIR writes them there instead; CI checks they still generate, not their
# pixels). EASEL defaults to the debug build (.build/debug/easel).
set -euo pipefail
cd "$(dirname "$0")/.."
easel=${1:-.build/debug/easel}
harness=${E2E_HARNESS:-}
if [ -z "$harness" ]; then
  for candidate in ../shared/e2e /work/shared/e2e; do
    [ -f "$candidate/xterm-session" ] && { harness=$candidate; break; }
  done
fi
session=${harness:?screenshots: no ../shared/e2e/xterm-session (set E2E_HARNESS)}/xterm-session
export E2E_SESSION=easel-screenshots
out=${SCREENSHOTS_OUT:-docs/images}
mkdir -p "$out"
shot() {
  sleep 1.5
  "$session" screenshot "$out/$1.raw.png" > /dev/null
  convert "$out/$1.raw.png" -strip -colors 32 -define png:compression-level=9 "$out/$1.png"
  rm -f "$out/$1.raw.png"
  echo "$out/$1.png"
}
trap '"$session" stop >/dev/null 2>&1 || true' EXIT
"$session" start --term xterm --cols 100 --rows 32 --env COLORTERM=truecolor -- "$easel" docs/examples/flowchart.easel
shot editor-flowchart
"$session" keys F10
shot editor-menu
"$session" keys Escape question
shot editor-shortcuts
"$session" stop > /dev/null
"$session" start --term xterm --cols 120 --rows 32 --env COLORTERM=truecolor -- "$easel" docs/examples/flowchart.easel
sleep 1
"$session" keys F6 Down Down shift+Down space
shot editor-objects
"$session" stop > /dev/null
"$session" start --term kitty --cols 100 --rows 32 -- "$easel" docs/examples/flowchart.easel
sleep 1
"$session" keys Tab Tab Tab
shot kitty-flowchart
"$session" keys question
shot kitty-shortcuts
"$session" stop > /dev/null
for example in docs/examples/*.easel; do
  name=example-$(basename "$example" .easel)
  "$easel" export "$example" --to svg -o "$out/$name.svg"
  echo "$out/$name.svg"
done

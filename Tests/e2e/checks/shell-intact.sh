# shellcheck shell=bash
# shell-intact: Easel leaves the shell's cursor and text attributes as it found them (issue 13: st
# read the start-up probe's kitty query `CSI ? u` as "restore cursor" and the modifyOtherKeys
# query `CSI ? 4 m` as "underline on", so the prompt after `easel --probe` or any Easel run jumped
# to a stale saved position, underlined). A shell script in the terminal saves the cursor at the
# top (a stale saved position), moves to row 4, and asks the terminal where the cursor is
# (Tests/e2e/cursor.py, DSR 6) before and after `easel --probe` and before and after an Easel run
# (saved and quit by the check); after each it prints MARKER, and at the end MARKER again after
# `CSI 0 m` as the reference. The cursor must not move, and in a screenshot each MARKER row must
# match the reference pixel for pixel (an underline or any other attribute left on shows).
check_shell_intact() {
  local key=$1 d=$check_dir file=$check_dir/intact.easel n calib dx dy cw ch row
  local script
  # (the runner's own state queries between commands, Tests/e2e/termstate.py, send st the same two
  # queries: the script starts from plain attributes)
  script=$(
    printf 'printf %q\n' '\e[0m\e[H\e[2J\e7\n\n\n'
    printf 'python3 %q %q\n' "$here/cursor.py" "$d/pos-0"
    printf '%q --probe > %q 2>&1\n' "$easel" "$d/probe.txt"
    printf 'python3 %q %q\n' "$here/cursor.py" "$d/pos-1"
    printf 'printf %q\n' 'MARKER\n\n'
    printf 'python3 %q %q\n' "$here/cursor.py" "$d/pos-2"
    printf '%q %q\n' "$easel" "$file"
    printf 'python3 %q %q\n' "$here/cursor.py" "$d/pos-3"
    printf 'printf %q\n' 'MARKER\n\n\e[0mMARKER\n\n'
    printf 'touch %q\n' "$d/drawn"
    printf 'while [ ! -e %q ]; do sleep 0.1; done\n' "$d/shot-taken"
  )
  start_program "$key" -- bash -c "$script" || return 1
  n=$run
  # Ctrl-S only once Easel runs: sent to the shell's cooked tty it would stop the terminal's output
  poll 20 test -s "$d/pos-2" || { reason="the script did not get past easel --probe within 20 s (cursor: $(cat "$d/pos-0" 2> /dev/null))"; return 1; }
  wait_ready "$key" "$file" || return 1
  press "$key" ctrl+q
  poll 15 test -e "$d/drawn" || { reason="Easel did not quit on Ctrl-Q within 15 s"; return 1; }
  sleep 0.3
  xs --name "${s_name[$key]}" screenshot "$d/shot.png" > /dev/null 2>&1
  touch "$d/shot-taken"
  wait_exit "$key" "$n" 0 || return 1
  [ "$(cat "$d/pos-0")" = "4 1" ] || { reason="the script put the cursor at row 4, column 1, the terminal says '$(cat "$d/pos-0")'"; return 1; }
  [ "$(cat "$d/pos-1")" = "$(cat "$d/pos-0")" ] ||
    { reason="easel --probe moved the cursor from row/column $(cat "$d/pos-0") to $(cat "$d/pos-1")"; return 1; }
  [ "$(cat "$d/pos-3")" = "$(cat "$d/pos-2")" ] ||
    { reason="after an Easel run the cursor is at row/column $(cat "$d/pos-3"), not where it was, $(cat "$d/pos-2")"; return 1; }
  calib=$(cat "$work/calib/$key" 2> /dev/null) || { reason="no calibration of $key's text origin"; return 1; }
  IFS=, read -r dx dy cw ch <<< "$calib"
  # MARKER and the four cells after it, one row tall
  marker_row() { convert "$d/shot.png" -crop "$((10 * cw))x${ch}+${dx}+$((dy + ($1 - 1) * ch))" +repage "$d/row-$2.png"; }
  read -r row _ < "$d/pos-1"
  marker_row "$row" probe
  read -r row _ < "$d/pos-3"
  marker_row "$row" run
  marker_row $((row + 2)) reference
  local which differ
  for which in probe run; do
    differ=$(compare -metric AE "$d/row-$which.png" "$d/row-reference.png" null: 2>&1)
    [ "$differ" = 0 ] ||
      { reason="MARKER printed after $([ "$which" = probe ] && echo 'easel --probe' || echo 'an Easel run') differs from MARKER after CSI 0 m in $differ pixels (an attribute left on: see shot.png, row-$which.png)"; return 1; }
  done
  assert_clean "$key" "$n"
}

on st shell-intact check_shell_intact

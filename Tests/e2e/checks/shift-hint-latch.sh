# shellcheck shell=bash
# shift-hint-latch: with R (a drawing tool) the status bar says what this terminal does with
# Shift+drag and that C latches constrain (spec §5.4; the hint is kept as a fact for the matrix);
# then C and a plain drag 5,4→25,8 make a rectangle that is square as seen (the cell size from the
# harness, calibrated where the terminal has chrome)
check_shift_hint_latch() {
  local key=$1 file=$check_dir/hint.easel got cw ch hint
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  read -r cw ch <<< "$(cell_size "$key")"
  press "$key" r
  local cut=""
  if ! wait_screen "$key" 8 'Shift-drag( swallowed| only mid-drag|, Ctrl-click)[^│]*C (latches )?constrain[^│]* keys'; then
    if grep -qE 'Shift-drag( swallowed| only mid-drag|, Ctrl-click)' "$check_dir/screen.txt"; then
      # the hint is there but the 80-column status bar cuts it: the rest of the check still runs
      cut="the Shift hint is cut off at 80 columns: '$(grep '│' "$check_dir/screen.txt" | tail -1 | sed 's/^ *//; s/ *$//')'"
    else
      reason="with R the status bar reads '$(grep '│' "$check_dir/screen.txt" | tail -1 | sed 's/^ *//; s/ *$//')', want the Shift hint (Shift-drag swallowed or only mid-drag here: C latches constrain; or Shift-drag, Ctrl-click taken: C constrain, G snap)"
      return 1
    fi
  fi
  hint=$(grep -oE 'Shift-drag[^│]*' "$check_dir/screen.txt" | tail -1 | sed 's/ *$//')
  log "${s_name[$key]}: Shift hint: $hint"
  fact "$key" shift-hint "$hint${cut:+ (cut off at 80 columns)}"
  press "$key" c
  rect_drag "$key" "$check_dir/latched.easel" "$file" 5,4 25,8 || return 1
  log "${s_name[$key]}: C, drag 5,4→25,8 made '$got' (cell ${cw}x${ch})"
  local c r cols rows
  read -r c r cols rows <<< "$got"
  { [ "$c $r" = "4 2" ] && is_square "$cols" "$rows" "$cw" "$ch"; } ||
    { reason="with the C latch a drag 5,4→25,8 made '$got', want a square as seen from canvas 4 2 (cell ${cw}×${ch} px)"; return 1; }
  quit_saved "$key" "$n" || return 1
  if [ -n "$cut" ]; then
    reason="$cut (the C latch then made a square)"
    return 1
  fi
}

on "xterm kitty alacritty urxvt st mlterm xfce4 konsole screen-in-xterm" shift-hint-latch check_shift_hint_latch

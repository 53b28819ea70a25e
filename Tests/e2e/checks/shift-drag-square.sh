# shellcheck shell=bash
# shift-drag-square: R, Shift-drag 5,4→25,8 (canvas 4,2 to 24,6: 21×5 free) makes a rectangle
# that is square as seen (the cell size from the harness), at the press
check_shift_drag_square() {
  local key=$1 file=$check_dir/drag.easel got cw ch
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  rect_drag "$key" "$check_dir/after-drag.easel" "$file" 5,4 25,8 shift || return 1
  read -r cw ch <<< "$(cell_size "$key")"
  log "${s_name[$key]}: shift-drag 5,4→25,8 made '$got' (cell ${cw}x${ch})"
  local c r cols rows
  read -r c r cols rows <<< "$got"
  [ "$c $r" = "4 2" ] || { reason="the Shift-drag rectangle '$got' does not start at the press, canvas 4 2"; return 1; }
  is_square "$cols" "$rows" "$cw" "$ch" || { reason="the Shift-drag rectangle '$got' is $cols×$rows cells, not square as seen with ${cw}×${ch} px cells"; return 1; }
  quit_saved "$key" "$n"
}

on xterm-mouse-to-app shift-drag-square check_shift_drag_square

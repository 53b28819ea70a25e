# shellcheck shell=bash
# drag-rectangle: R and a plain left drag 5,4→25,8 (canvas 4,2 to 24,6) save that rectangle
check_drag_rectangle() {
  local key=$1 file=$check_dir/drag.easel got
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  rect_drag "$key" "$check_dir/after-drag.easel" "$file" 5,4 25,8 || return 1
  log "${s_name[$key]}: R, drag 5,4→25,8 made '$got'"
  [ "$got" = "4 2 21 5" ] || { reason="R and a drag 5,4→25,8 made '$got', want '4 2 21 5' (canvas column, row, columns, rows)"; return 1; }
  quit_saved "$key" "$n"
}

on "xterm kitty alacritty urxvt st mlterm xfce4 konsole screen-in-xterm" drag-rectangle check_drag_rectangle

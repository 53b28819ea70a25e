# shellcheck shell=bash
# constrain-latch: C latches constrain, so a plain drag makes a square as seen; C again unlatches
check_constrain_latch() {
  local key=$1 file=$check_dir/latch.easel got cw ch
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  read -r cw ch <<< "$(cell_size "$key")"
  press "$key" r c
  rect_drag "$key" "$check_dir/latched.easel" "$file" 5,4 25,8 || return 1
  log "${s_name[$key]}: C, drag 5,4→25,8 made '$got'"
  local c r cols rows
  read -r c r cols rows <<< "$got"
  { [ "$c $r" = "4 2" ] && is_square "$cols" "$rows" "$cw" "$ch"; } ||
    { reason="with the C latch a drag 5,4→25,8 made '$got', want a square as seen from canvas 4 2 (cell ${cw}×${ch} px)"; return 1; }
  press "$key" c
  rect_drag "$key" "$check_dir/unlatched.easel" "$file" 40,4 60,8 || return 1
  log "${s_name[$key]}: C again, drag 40,4→60,8 made '$got'"
  [ "$got" = "39 2 21 5" ] || { reason="after C again a drag 40,4→60,8 made '$got', want the free '39 2 21 5'"; return 1; }
  quit_saved "$key" "$n"
}

on xterm constrain-latch check_constrain_latch

# shellcheck shell=bash
# snap latch: G latches snapping, so a plain drag puts both corners on the grid; G again unlatches
check_snap_latch() {
  local key=$1 file=$check_dir/snap.easel got cw ch grows
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  read -r cw ch <<< "$(cell_size "$key")"
  grows=$(((16 * cw + ch) / (2 * ch)))
  press "$key" r g
  rect_drag "$key" "$check_dir/latched.easel" "$file" 6,4 30,12 || return 1
  log "${s_name[$key]}: G, drag 6,4→30,12 made '$got' (grid 8x$grows)"
  local c r cols rows
  read -r c r cols rows <<< "$got"
  local right=$((c + cols - 1)) bottom=$((r + rows - 1))
  if [ $((c % 8)) -ne 0 ] || [ $((right % 8)) -ne 0 ] || [ $((r % grows)) -ne 0 ] || [ $((bottom % grows)) -ne 0 ]; then
    reason="with the G latch a drag 6,4→30,12 made '$got', corners $c,$r and $right,$bottom, not on the 8×$grows grid"
    return 1
  fi
  press "$key" g
  rect_drag "$key" "$check_dir/unlatched.easel" "$file" 40,4 60,8 || return 1
  log "${s_name[$key]}: G again, drag 40,4→60,8 made '$got'"
  [ "$got" = "39 2 21 5" ] || { reason="after G again a drag 40,4→60,8 made '$got', want the free '39 2 21 5'"; return 1; }
  quit_saved "$key" "$n"
}

on xterm snap-latch check_snap_latch

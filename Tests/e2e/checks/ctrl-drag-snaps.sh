# shellcheck shell=bash
# ctrl-drag-snaps: R, Ctrl-drag 6,4→30,12 (canvas 5,2 to 29,10) puts both corners on the grid
# (8 columns × round(8 × cell width / cell height) rows)
check_ctrl_drag_snaps() {
  local key=$1 file=$check_dir/snap.easel got cw ch grows
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  rect_drag "$key" "$check_dir/after-drag.easel" "$file" 6,4 30,12 ctrl || return 1
  read -r cw ch <<< "$(cell_size "$key")"
  grows=$(((16 * cw + ch) / (2 * ch)))
  log "${s_name[$key]}: ctrl-drag 6,4→30,12 made '$got' (cell ${cw}x${ch}, grid 8x$grows)"
  local c r cols rows
  read -r c r cols rows <<< "$got"
  local right=$((c + cols - 1)) bottom=$((r + rows - 1))
  if [ $((c % 8)) -ne 0 ] || [ $((right % 8)) -ne 0 ] || [ $((r % grows)) -ne 0 ] || [ $((bottom % grows)) -ne 0 ]; then
    reason="the Ctrl-drag rectangle '$got' has corners $c,$r and $right,$bottom, not on the 8×$grows grid"
    return 1
  fi
  quit_saved "$key" "$n"
}

on xterm-mouse-to-app ctrl-drag-snaps check_ctrl_drag_snaps

# shellcheck shell=bash
# shift-mid-drag: R, a press without Shift, then Shift held (bare Shift_L key) for the rest of
# the drag, through the button's release: kitty reports Shift on the motions and the release
# (`\e[<36;…M`, `\e[<4;…m`), so the rectangle is square as seen. (Shift let go before the
# button gives the free 21×5 box: the modifiers at the release decide.)
check_shift_mid_drag() {
  local key=$1 file=$check_dir/mid.easel got cw ch
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  read -r cw ch <<< "$(cell_size "$key")"
  press "$key" r
  xs --name "${s_name[$key]}" mousedown 5,4
  xs --name "${s_name[$key]}" move 8,5
  xs --name "${s_name[$key]}" move 11,6
  xs --name "${s_name[$key]}" keydown Shift_L
  sleep 0.1
  xs --name "${s_name[$key]}" move 18,7
  xs --name "${s_name[$key]}" move 25,8
  sleep 0.1
  xs --name "${s_name[$key]}" mouseup 25,8
  sleep 0.1
  xs --name "${s_name[$key]}" keyup Shift_L
  save_doc "$key" "$file" "$check_dir/after-drag.easel" || return 1
  got=$(python3 "$here/doc.py" "$check_dir/after-drag.easel" | awk '$2 == "rectangle" {print $3, $4, $5, $6}' | tail -1)
  log "${s_name[$key]}: drag 5,4→25,8 with Shift from 11,6 through the release made '$got' (cell ${cw}x${ch})"
  [ -n "$got" ] || { reason="no rectangle in the saved document"; return 1; }
  local c r cols rows
  read -r c r cols rows <<< "$got"
  { [ "$c $r" = "4 2" ] && is_square "$cols" "$rows" "$cw" "$ch"; } ||
    { reason="a drag 5,4→25,8 with Shift held from mid-drag through the release made '$got', want a square as seen from canvas 4 2 (cell ${cw}×${ch} px)"; return 1; }
  quit_saved "$key" "$n"
}

on kitty shift-mid-drag check_shift_mid_drag

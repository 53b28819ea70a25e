# shellcheck shell=bash
# wheel: two notches down pan the view 6 rows; a click on an empty cell then puts the keyboard cursor
# at that canvas cell, where Ctrl-N adds a box
check_wheel() {
  local key=$1 file=$check_dir/wheel.easel got
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  xs --name "${s_name[$key]}" wheel down --count 2 40,12
  xs --name "${s_name[$key]}" click 40,12
  press "$key" ctrl+n
  save_doc "$key" "$file" "$check_dir/after-wheel.easel" || return 1
  got=$(shape "$check_dir/after-wheel.easel" 1 | awk '{print $3 "," $4}')
  # screen cell 40,12 is canvas 39,10 unpanned; 3 rows a notch
  [ "$got" = "39,16" ] || { reason="the box added after wheel down ×2 and a click at cell 40,12 is at canvas '$got', want 39,16 (39,10 = no pan)"; return 1; }
  quit_saved "$key" "$n"
}

on "xterm kitty xterm-mouse-to-app" wheel-pans check_wheel

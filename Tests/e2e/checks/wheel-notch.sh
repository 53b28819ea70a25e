# shellcheck shell=bash
# wheel-notch: one notch down scrolls the view exactly 3 rows (alacritty and Konsole send two
# reports a notch, which Easel's terminal profile folds into one): a click at cell 40,12 then
# puts the keyboard cursor at canvas 39,13, where Ctrl-N adds a box
check_wheel_notch() {
  local key=$1 file=$check_dir/notch.easel got
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  xs --name "${s_name[$key]}" wheel down --count 1 40,12
  sleep 0.3
  xs --name "${s_name[$key]}" click 40,12
  press "$key" ctrl+n
  save_doc "$key" "$file" "$check_dir/after-notch.easel" || return 1
  got=$(shape "$check_dir/after-notch.easel" 1 | awk '{print $3 "," $4}')
  # screen cell 40,12 is canvas 39,10 unpanned
  [ "$got" = "39,13" ] || { reason="the box added after one wheel notch down and a click at cell 40,12 is at canvas '$got', want 39,13 (3 rows; 39,10 = no scroll, 39,16 = 6 rows)"; return 1; }
  quit_saved "$key" "$n"
}

on "xterm kitty alacritty urxvt st mlterm xfce4 konsole screen-in-xterm" wheel-notch check_wheel_notch

# shellcheck shell=bash
# double tap: Ctrl-N twice, 0.3 s apart, adds two boxes (a second press is not an auto-repeat)
check_double_tap() {
  local key=$1 file=$check_dir/double.easel count
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  press "$key" ctrl+n
  sleep 0.3
  press "$key" ctrl+n
  sleep 1 # past the 750 ms after which a lone press counts as released
  save_doc "$key" "$file" "$check_dir/saved.easel" || return 1
  count=$(python3 "$here/doc.py" "$check_dir/saved.easel" | wc -l)
  [ "$count" = 2 ] || { reason="two taps of Ctrl-N 0.3 s apart made $count box(es), want 2"; return 1; }
  quit_saved "$key" "$n"
}

on "tmux xterm kitty" double-tap check_double_tap

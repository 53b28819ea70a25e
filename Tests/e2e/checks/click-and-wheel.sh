# shellcheck shell=bash
# tmux: SGR mouse bytes: a click selects (status bar "1 shape"), a wheel notch pans 3 rows
check_tmux_mouse() {
  local key=$1 file=$check_dir/mouse.easel name=${s_name[$1]} row
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  press "$key" ctrl+n
  ts --name "$name" wait-for '1 shape' --timeout 10 > /dev/null || { reason="Ctrl-N did not select a new box"; return 1; }
  press "$key" Escape
  poll 10 bash -c "! bash '$harness/tmux-session' --name '$name' capture | grep -q '1 shape'" || { reason="Esc did not clear the selection"; return 1; }
  ts --name "$name" mouse press 8,2
  ts --name "$name" mouse release 8,2
  ts --name "$name" wait-for '1 shape' --timeout 10 > /dev/null || { reason="a click at 8,2 on the box did not select it (no '1 shape' on the status bar)"; return 1; }
  bottom_row() { ts --name "$name" capture | grep -n '└' | head -1 | cut -d: -f1; }
  row=$(bottom_row)
  [ "$row" = 6 ] || { reason="the box's bottom edge is on screen row '$row', want 6"; return 1; }
  ts --name "$name" mouse wheel-down 40,12
  poll 10 bash -c "[ \"\$(bash '$harness/tmux-session' --name '$name' capture | grep -n '└' | head -1 | cut -d: -f1)\" = 3 ]" ||
    { reason="after a wheel-down notch the box's bottom edge is on row '$(bottom_row)', want 3"; return 1; }
  save_doc "$key" "$file" "$check_dir/saved.easel" || return 1
  quit_saved "$key" "$n"
}

on tmux click-and-wheel check_tmux_mouse

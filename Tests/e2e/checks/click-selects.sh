# shellcheck shell=bash
# click [MODS]: a (modified) left click on a box selects it: Right then moves it by one column
check_click() {
  local key=$1 mods=${2:-} file=$check_dir/click.easel args=() col
  [ -n "$mods" ] && args=(--mods "$mods")
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  press "$key" ctrl+n Escape
  # the box covers screen columns 1-16, rows 2-6 (row 1 is the menu bar); 8,2 is on its top edge
  xs --name "${s_name[$key]}" click "${args[@]+"${args[@]}"}" 8,2
  press "$key" Right
  save_doc "$key" "$file" "$check_dir/after-click.easel" || return 1
  col=$(column_of "$check_dir/after-click.easel" 1)
  [ "$col" = 1 ] || { reason="after ${mods:+$mods+}click on the box and Right the box is at column '$col', want 1 (click did not select it)"; return 1; }
  quit_saved "$key" "$n"
}

on "xterm kitty xterm-mouse-to-app" click-selects check_click
on "kitty xterm-mouse-to-app" ctrl-click-selects check_click ctrl
on xterm-mouse-to-app shift-click-selects check_click shift

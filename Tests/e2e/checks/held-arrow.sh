# shellcheck shell=bash
# held arrow SETTLE GAP: the box moves while Right is held and stops at the release (first save
# SETTLE s after the key-up, the second GAP s later must agree); the run is one undo step
check_held_arrow() {
  local key=$1 settle=$2 gap=$3 file=$check_dir/held.easel first second undone redone want_release=synthesized
  [ "$settle" = 0 ] && want_release=reported
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  press "$key" ctrl+n
  xs --name "${s_name[$key]}" hold Right 1.5
  sleep "$settle"
  save_doc "$key" "$file" "$check_dir/after-release.easel" || return 1
  sleep "$gap"
  save_doc "$key" "$file" "$check_dir/later.easel" || return 1
  first=$(column_of "$check_dir/after-release.easel" 1)
  second=$(column_of "$check_dir/later.easel" 1)
  log "${s_name[$key]}: held Right 1.5 s: column $first, $gap s later $second"
  [ -n "$first" ] || { reason="no box in the saved document"; return 1; }
  [ "$first" = "$second" ] || { reason="the box kept moving after the release: column $first, then $second $gap s later"; return 1; }
  [ "$first" -gt 10 ] || { reason="the box reached only column $first while Right was held 1.5 s (want > 10)"; return 1; }
  press "$key" ctrl+z
  save_doc "$key" "$file" "$check_dir/undone.easel" || return 1
  undone=$(column_of "$check_dir/undone.easel" 1)
  if [ "$undone" != 0 ]; then
    reason="one Ctrl-Z took the box to column '$undone', want 0 (the held run is one undo step)"
    return 1
  fi
  press "$key" ctrl+y
  save_doc "$key" "$file" "$check_dir/redone.easel" || return 1
  redone=$(column_of "$check_dir/redone.easel" 1)
  [ "$redone" = "$first" ] || { reason="Ctrl-Y (redo) took the box to column '$redone', want $first"; return 1; }
  quit_saved "$key" "$n"
}

# kitty reports the release (flags 31): save at once, and again 0.5 s later. xterm: the release is
# synthesized ~100 ms after the last auto-repeat (300 ms delay, 30/s here), so wait past that
# first (the same in every legacy terminal); its second save waits 1 s, since a second Ctrl-S within 750 ms of the first is taken for
# an auto-repeat (see */taps).
on kitty held-arrow check_held_arrow 0 0.5
on "xterm alacritty urxvt st mlterm xfce4 konsole screen-in-xterm" held-arrow check_held_arrow 0.4 1

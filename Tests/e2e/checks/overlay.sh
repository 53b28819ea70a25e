# shellcheck shell=bash
# overlay [super|no-f1]: `?` shows the shortcut overlay and Esc closes it (under GNU screen too,
# where Easel suspends mouse tracking while the sheet is open, so screen does not hold the Esc
# back); F1 shows it and `?` closes it, except with `no-f1` (VTE keeps F1 for its help). With
# `super` (kitty, bare modifier keys reported): Super held alone 0.8 s shows it while held and
# its release hides it; Ctrl held alone 0.8 s does not show it.
check_overlay() {
  local key=$1 super=${2:-} file=$check_dir/overlay.easel mark='Keyboard Shortcuts' question=question
  [ "${s_kind[$key]}" = tmux ] && question='?'
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  wait_screen "$key" 5 "$mark" absent || { reason="the overlay is on the screen before any key"; return 1; }
  press "$key" "$question"
  wait_screen "$key" 5 "$mark" || { reason="? did not show the shortcut overlay ('$mark' not on the screen)"; return 1; }
  grep -qE '│ +Pen +P ' "$check_dir/screen.txt" || { reason="the overlay that ? showed has no line 'Pen … P'"; return 1; }
  cp "$check_dir/screen.txt" "$check_dir/screen-question.txt"
  press "$key" Escape
  wait_screen "$key" 5 "$mark" absent || { reason="Esc did not close the shortcut overlay"; return 1; }
  if [ "$super" != no-f1 ]; then
    press "$key" F1
    wait_screen "$key" 5 "$mark" || { reason="F1 did not show the shortcut overlay"; return 1; }
    press "$key" "$question"
    wait_screen "$key" 5 "$mark" absent || { reason="? did not close the overlay F1 opened"; return 1; }
  fi
  if [ "$super" = super ]; then
    # held 0.8 s, then still held while the screen is read (up to 2 s more, for a loaded machine)
    xs --name "${s_name[$key]}" keydown Super_L
    sleep 0.8
    local shown=0
    wait_screen "$key" 2 "$mark" && shown=1
    cp "$check_dir/screen.txt" "$check_dir/screen-super-held.txt"
    xs --name "${s_name[$key]}" keyup Super_L
    [ "$shown" = 1 ] ||
      { reason="Super held alone 0.8 s did not show the overlay (status bar then: '$(grep '│' "$check_dir/screen-super-held.txt" | tail -1 | sed 's/^ *//; s/ *$//')')"; return 1; }
    wait_screen "$key" 3 "$mark" absent || { reason="the overlay stayed after Super was released"; return 1; }
    xs --name "${s_name[$key]}" keydown Control_L
    sleep 0.8
    local read=0
    screen_text "$key" "$check_dir/screen-ctrl-held.txt" && read=1
    xs --name "${s_name[$key]}" keyup Control_L
    [ "$read" = 1 ] || { reason="could not read the screen while Ctrl was held: $(head -1 "$check_dir/screen-ctrl-held.txt")"; return 1; }
    if grep -q "$mark" "$check_dir/screen-ctrl-held.txt"; then
      reason="Ctrl held alone 0.8 s showed the overlay (only Super should)"
      return 1
    fi
  fi
  quit_saved "$key" "$n"
}

on "tmux xterm alacritty urxvt st mlterm konsole screen-in-xterm" overlay check_overlay
on xfce4 overlay check_overlay no-f1
on kitty overlay check_overlay super

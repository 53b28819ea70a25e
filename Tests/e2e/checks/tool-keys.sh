# shellcheck shell=bash
# tool keys: V P B R O L T E H (then V again) each put that tool's name first on the status bar
check_tool_keys() {
  local key=$1 file=$check_dir/tools.easel k got
  local -A title=([v]=Select [p]=Pen [b]=Brush [r]=Rectangle [o]=Ellipse [l]=Line [t]=Text [e]=Eraser [h]=Hand)
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  for k in v p b r o l t e h v; do
    press "$key" "$k"
    if ! wait_screen "$key" 5 "^ ${title[$k]}( [^│]*)? │ [-0-9]+,[-0-9]+ │"; then
      got=$(grep '│' "$check_dir/screen.txt" | tail -1 | sed 's/^ *//; s/ *$//')
      reason="after the key ${k^^} the status bar reads '$got', want the tool '${title[$k]}' first"
      return 1
    fi
  done
  quit_saved "$key" "$n"
}

# tool names are read off the screen as text (screen_text)
on "tmux xterm kitty" tool-keys check_tool_keys

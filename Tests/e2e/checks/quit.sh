# shellcheck shell=bash
# quit: Ctrl-Q leaves the terminal as it was: stty, the modes it answers DECRQM for (cursor
# visible, mouse off, ...; Tests/e2e/termstate.py), no input left for the shell
check_quit() {
  local key=$1 file=$check_dir/quit.easel
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  press "$key" ctrl+q
  wait_exit "$key" "$n" 0 || return 1
  assert_clean "$key" "$n"
}

on "tmux xterm kitty alacritty urxvt st mlterm xfce4 konsole screen-in-xterm" quit check_quit

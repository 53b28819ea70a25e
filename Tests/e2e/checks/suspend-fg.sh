# shellcheck shell=bash
# suspend: SIGTSTP from outside gives the shell back with the modes off; fg redraws; Ctrl-Q quits
check_suspend() {
  local name="easel-$run_id-suspend" dir=$check_dir shpid epid state
  local flags_of='#{alternate_on} #{mouse_any_flag} #{cursor_flag}'
  ts --name "$name" stop
  ts --name "$name" start --cols 80 --rows 24 --cwd "$dir" -- \
    env PS1='e2e$ ' HISTFILE=/dev/null bash --norc --noprofile -i > /dev/null 2>&1 || { reason="cannot start tmux"; return 1; }
  sus_capture() { ts --name "$name" capture > "$dir/screen-$1.txt" 2>&1; }
  sus_flags() { tmux -L "e2e-$name" display-message -p -t e2e:0.0 "$flags_of"; }
  ts --name "$name" wait-for 'e2e$' --timeout 15 > /dev/null || { reason="no shell prompt"; sus_capture noprompt; return 1; }
  ts --name "$name" type "stty -g > $dir/stty.before; $easel $dir/suspend.easel"
  ts --name "$name" keys Enter
  ts --name "$name" wait-for ' Select │' --timeout 20 > /dev/null || { reason="Easel did not start"; sus_capture start; return 1; }
  shpid=$(tmux -L "e2e-$name" display-message -p -t e2e:0.0 '#{pane_pid}')
  epid=$(ps -o pid= --ppid "$shpid" | tr -d ' ' | head -1)
  [ -n "$epid" ] || { reason="no Easel process under the shell"; return 1; }
  [ "$(sus_flags)" = "1 1 0" ] || log "suspend: flags while running: $(sus_flags)"
  kill -TSTP "$epid"
  if ! poll 10 bash -c "bash '$harness/tmux-session' --name '$name' capture | grep -q Stopped"; then
    reason="after SIGTSTP the shell did not report the job stopped"
    sus_capture stopped
    return 1
  fi
  state=$(ps -o stat= -p "$epid" | tr -d ' ')
  [ "${state:0:1}" = T ] || { reason="Easel's process state is '$state' after SIGTSTP, want T (stopped)"; return 1; }
  [ "$(sus_flags)" = "0 0 1" ] || { reason="while suspended tmux alternate_on, mouse_any_flag, cursor_flag are '$(sus_flags)', want '0 0 1'"; sus_capture stopped; return 1; }
  ts --name "$name" type "stty -g > $dir/stty.suspended"
  ts --name "$name" keys Enter
  poll 10 test -s "$dir/stty.suspended" || { reason="the shell did not run a command while Easel was suspended"; return 1; }
  diff -q "$dir/stty.before" "$dir/stty.suspended" > /dev/null || { reason="stty while suspended differs from before Easel started"; return 1; }
  ts --name "$name" keys C-l # a clean screen, so the status bar seen next is Easel's redraw
  ts --name "$name" type "fg"
  ts --name "$name" keys Enter
  ts --name "$name" wait-for ' Select │' --timeout 10 > /dev/null || { reason="after fg Easel did not redraw (no status bar)"; sus_capture fg; return 1; }
  poll 5 bash -c "[ \"\$(tmux -L 'e2e-$name' display-message -p -t e2e:0.0 '#{alternate_on} #{mouse_any_flag}')\" = '1 1' ]" ||
    { reason="after fg the alternate screen and mouse are not back on: flags '$(sus_flags)'"; return 1; }
  ts --name "$name" keys C-q
  if ! poll 10 bash -c "[ -z \"\$(ps -o pid= --ppid $shpid)\" ]"; then
    reason="Ctrl-Q after fg did not quit"
    sus_capture quit
    kill -KILL "$epid" 2> /dev/null
    return 1
  fi
  poll 5 bash -c "[ \"\$(tmux -L 'e2e-$name' display-message -p -t e2e:0.0 '$flags_of')\" = '0 0 1' ]" ||
    { reason="after quitting tmux alternate_on, mouse_any_flag, cursor_flag are '$(sus_flags)', want '0 0 1'"; sus_capture quit; return 1; }
  ts --name "$name" type "stty -g > $dir/stty.after"
  ts --name "$name" keys Enter
  poll 10 test -s "$dir/stty.after" || { reason="the shell did not take a command after Easel quit"; sus_capture after; return 1; }
  diff -q "$dir/stty.before" "$dir/stty.after" > /dev/null || { reason="stty after quitting differs from before Easel started"; return 1; }
  sus_capture end
  ts --name "$name" stop
}

# its own tmux with an interactive bash, not the runner's session
on tmux:- suspend-fg check_suspend

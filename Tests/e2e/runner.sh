#!/usr/bin/env bash
# Runs inside the terminal under test (xterm, kitty or a tmux pane) and keeps it for several checks:
# the controller (Scripts/e2e.sh) writes DIR/cmd.N, this runs it in the foreground on the terminal,
# then records how the terminal was left: DIR/status.N (exit status), DIR/stty.N (`stty -g`),
# DIR/sttya.N (`stty -a`), DIR/modes.N and DIR/stale.N (Tests/e2e/termstate.py: the modes, and
# input left unread in the tty), and finally DIR/done.N.
# Before the first command it records the same for the untouched terminal as *.base, and DIR/tty;
# after each command it sets back any mode and stty setting that differs from *.base.
# A cmd file is a bash script; it writes its own pid to DIR/pid.N and execs the program.
set -u
dir=$1
here=$(cd "$(dirname "$0")" && pwd)
ulimit -c 0 # the crash checks must not leave core files behind
tty > "$dir/tty"
stty -g > "$dir/stty.base"
stty -a > "$dir/sttya.base"
python3 "$here/termstate.py" --stale "$dir/stale.base" > "$dir/modes.base" 2> "$dir/termstate.err"
echo "e2e runner ready ($(cat "$dir/tty"))"
touch "$dir/ready"
n=1
while :; do
  if [ -e "$dir/cmd.$n" ]; then
    echo "e2e runner: command $n"
    status=0
    bash "$dir/cmd.$n" || status=$?
    echo "$status" > "$dir/status.$n"
    stty -g > "$dir/stty.$n"
    stty -a > "$dir/sttya.$n"
    python3 "$here/termstate.py" --stale "$dir/stale.$n" > "$dir/modes.$n" 2>> "$dir/termstate.err"
    # the next command starts from the terminal as it was at first, whatever this one left
    if ! cmp -s "$dir/modes.base" "$dir/modes.$n"; then
      python3 "$here/termstate.py" --restore-to "$dir/modes.base" "$dir/modes.$n" 2>> "$dir/termstate.err"
    fi
    cmp -s "$dir/stty.base" "$dir/stty.$n" || stty "$(cat "$dir/stty.base")"
    echo "e2e runner: command $n exited $status"
    touch "$dir/done.$n"
    n=$((n + 1))
  elif [ -e "$dir/stop" ]; then
    exit 0
  else
    sleep 0.05
  fi
done

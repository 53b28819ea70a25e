# shellcheck shell=bash
# shift-escape: Shift+click reaches a program (../shared/e2e/probe.py) in xterm --mouse-to-app
# (shiftEscape: always) before Easel ran, and still after Easel quit (the shift-escape state is
# not one DECRQM can read, so a program has to try)
check_shift_escape_kept() {
  local key=$1 file=$check_dir/shift.easel n
  session_down "$key" # a fresh xterm: an earlier program may have changed its shift escape already
  probe_shift_click "$key" before || return 1
  start_run "$key" -- "$file" || return 1
  n=$run
  wait_ready "$key" "$file" || return 1
  press "$key" ctrl+q
  wait_exit "$key" "$n" 0 || return 1
  assert_clean "$key" "$n" || return 1
  probe_shift_click "$key" after || return 1
}

probe_shift_click() { # KEY WHEN: runs probe.py, Shift+clicks 8,3, quits it; fails if nothing came
  local key=$1 when=$2 plog=$check_dir/probe-$2.log n
  start_program "$key" -- python3 "$harness/probe.py" --mouse 1002 --log "$plog" || return 1
  n=$run
  poll 20 grep -q -- '--- input log' "$plog" 2> /dev/null || { reason="probe.py did not start ($when)"; return 1; }
  xs --name "${s_name[$key]}" click --mods shift 8,3
  sleep 0.3
  press "$key" ctrl+q
  poll 10 run_done "$key" "$n" || { reason="probe.py did not quit ($when)"; return 1; }
  if ! grep -q '\\e\[<4;8;3M' "$plog"; then
    reason="Shift+click did not reach probe.py $when Easel ran (its input: $(grep -v '^#' "$plog" | awk '{print $4}' | tr '\n' ' '))"
    return 1
  fi
}

on xterm-mouse-to-app quit-keeps-shift-escape check_shift_escape_kept

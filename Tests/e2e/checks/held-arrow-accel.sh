# shellcheck shell=bash
# held arrow, kitty: Easel's own event log (`easel keys`, its screen output recorded by `script`)
# shows the hold as one press, its repeats and one reported release, nothing after; then in the
# editor the same hold moves the selected box further than one cell per event (acceleration) and
# a save 0.3 s after the one right at the release finds it where it was
check_held_arrow_kitty_accel() {
  local key=$1 file=$check_dir/accel.easel klog=$check_dir/keys.log summary events first second moved
  start_program "$key" -- script -q -f -E never -O "$klog" -c "$(printf '%q keys' "$easel")" || return 1
  local n=$run
  poll 20 grep -q '^keyboard: .*kitty' "$klog" 2> /dev/null || { reason="easel keys (under script) did not show its header"; return 1; }
  sleep 0.3
  xs --name "${s_name[$key]}" hold Right 1.5
  sleep 0.5
  press "$key" ctrl+c ctrl+c
  poll 10 run_done "$key" "$n" || { reason="easel keys did not quit on Ctrl-C twice"; return 1; }
  summary=$(python3 "$here/keylog.py" "$klog" right)
  log "${s_name[$key]}: easel keys, Right held 1.5 s: $summary"
  local presses repeats releases synth after_release
  presses=$(grep -o 'presses=[0-9]*' <<< "$summary" | cut -d= -f2)
  repeats=$(grep -o 'repeats=[0-9]*' <<< "$summary" | cut -d= -f2)
  releases=$(grep -o 'releases=[0-9]*' <<< "$summary" | cut -d= -f2)
  synth=$(grep -o ' synth=[0-9]*' <<< "$summary" | cut -d= -f2)
  after_release=$(grep -o 'after_release=[0-9]*' <<< "$summary" | cut -d= -f2)
  if [ "$presses" != 1 ] || [ "$releases" != 1 ] || [ "$synth" != 0 ] || [ "$after_release" != 0 ] || [ "$repeats" -lt 20 ]; then
    reason="easel keys saw Right held 1.5 s as $summary; want one press, at least 20 repeats, one release reported by kitty (not synth), nothing after it"
    return 1
  fi
  events=$((presses + repeats))
  start_run "$key" -- "$file" || return 1
  n=$run
  wait_ready "$key" "$file" || return 1
  press "$key" ctrl+n
  xs --name "${s_name[$key]}" hold Right 1.5
  save_doc "$key" "$file" "$check_dir/at-release.easel" || return 1
  sleep 0.3
  save_doc "$key" "$file" "$check_dir/later.easel" || return 1
  first=$(column_of "$check_dir/at-release.easel" 1)
  second=$(column_of "$check_dir/later.easel" 1)
  log "${s_name[$key]}: Right held 1.5 s moved the box to column $first (then $second 0.3 s later); easel keys saw $events events for such a hold"
  [ -n "$first" ] || { reason="no box in the saved document"; return 1; }
  [ "$first" = "$second" ] || { reason="the box moved after the release: column $first at the release, $second 0.3 s later"; return 1; }
  moved=$first
  [ "$moved" -gt $((events + 5)) ] ||
    { reason="Right held 1.5 s moved the box $moved cells, not more than the $events key events of such a hold (one cell each): no acceleration (want 2, then 4 cells a step after 0.5 and 1 s)"; return 1; }
  quit_saved "$key" "$n"
}

on kitty held-arrow-accel check_held_arrow_kitty_accel

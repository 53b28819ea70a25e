# shellcheck shell=bash
# held-arrow-keys SYNTH: Easel's own event log (`easel keys`, its screen output recorded by
# `script`) shows Right held 1.5 s as one press, its repeats and one release, nothing after it.
# SYNTH 0: the terminal reports the release (kitty); 1: a legacy terminal sends nothing on release
# and the release is Easel's, synthesized when the repeats stop (a stall mid-hold longer than the
# repeat timeout shows as a synthesized release taken back by a `resumed` press: keylog.py's resumed=N).
check_held_arrow_keys() {
  local key=$1 want_synth=$2 klog=$check_dir/keys.log summary n
  start_program "$key" -- script -q -f -E never -O "$klog" -c "$(printf '%q keys' "$easel")" || return 1
  n=$run
  poll 20 grep -q '^keyboard: ' "$klog" 2> /dev/null || { reason="easel keys (under script) did not show its header"; return 1; }
  sleep 0.5 # the probe's answers are in
  xs --name "${s_name[$key]}" hold Right 1.5
  sleep 1 # past the repeat timeout after which Easel synthesizes the release
  press "$key" ctrl+c ctrl+c
  poll 10 run_done "$key" "$n" || { reason="easel keys did not quit on Ctrl-C twice"; return 1; }
  summary=$(python3 "$here/keylog.py" "$klog" right)
  log "${s_name[$key]}: easel keys, Right held 1.5 s: $summary"
  fact "$key" held-right "$summary"
  local presses repeats releases synth after_release
  presses=$(grep -o 'presses=[0-9]*' <<< "$summary" | cut -d= -f2)
  repeats=$(grep -o 'repeats=[0-9]*' <<< "$summary" | cut -d= -f2)
  releases=$(grep -o 'releases=[0-9]*' <<< "$summary" | cut -d= -f2)
  synth=$(grep -o 'release_synth=[0-9]*' <<< "$summary" | cut -d= -f2)
  after_release=$(grep -o 'after_release=[0-9]*' <<< "$summary" | cut -d= -f2)
  if [ "$presses" != 1 ] || [ "$releases" != 1 ] || [ "$synth" != "$want_synth" ] || [ "$after_release" != 0 ] || [ "$repeats" -lt 10 ]; then
    reason="easel keys saw Right held 1.5 s as $summary; want one press, at least 10 repeats (about 36 unloaded), one release ($([ "$want_synth" = 1 ] && echo "synthesized by Easel: release_synth=1" || echo "reported by the terminal: release_synth=0")), nothing after it"
    return 1
  fi
  assert_clean "$key" "$n"
}

on kitty held-arrow-keys check_held_arrow_keys 0
on "xterm alacritty urxvt st mlterm xfce4 konsole screen-in-xterm" held-arrow-keys check_held_arrow_keys 1

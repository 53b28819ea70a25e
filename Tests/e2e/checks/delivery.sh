# shellcheck shell=bash
# delivery: what the terminal delivers, against what Easel says of it. `easel keys` (under
# `script`) logs one wheel notch, a Shift+click and a Ctrl+click; `easel --probe` says how many
# reports a notch it folds into one ("wheel: up to N reports a notch", else 1) and whether Shift and Ctrl reach
# a click ("Shift swallowed", "Ctrl delivered", ...). Each measurement must agree with the claim:
# the hint and the shortcut sheet read the same table. The measurements are kept as facts for
# the matrix. The terminal is stopped afterwards (a Ctrl+click may leave its menu open).
check_delivery() {
  local key=$1 klog=$check_dir/keys.log probe=$check_dir/probe.txt n events wheels shift ctrl
  local want_wheels claim_shift claim_ctrl problems=""
  start_program "$key" -- bash -c "$(printf '%q --probe > %q 2>&1' "$easel" "$probe")" || return 1
  wait_exit "$key" "$run" 0 || return 1
  start_program "$key" -- script -q -f -E never -O "$klog" -c "$(printf '%q keys' "$easel")" || return 1
  n=$run
  poll 20 grep -q '^keyboard: ' "$klog" 2> /dev/null || { reason="easel keys (under script) did not show its header"; return 1; }
  sleep 0.5
  xs --name "${s_name[$key]}" wheel down --count 1 40,12
  sleep 0.5
  xs --name "${s_name[$key]}" click --mods shift 10,5
  sleep 0.5
  xs --name "${s_name[$key]}" click --mods ctrl 20,6
  sleep 0.5
  press "$key" Escape # a menu the Ctrl+click opened
  sleep 0.3
  press "$key" ctrl+c ctrl+c
  poll 10 run_done "$key" "$n" || { reason="easel keys did not quit on Ctrl-C twice"; session_down "$key"; return 1; }
  events=$(python3 "$here/keylog.py" "$klog" --mouse)
  echo "$events" > "$check_dir/mouse.txt"
  wheels=$(grep -c ' M wheel down ' <<< "$events")
  shift=no
  grep -qE ' M press 1 [0-9]+ [0-9]+ .*shift' <<< "$events" && shift=yes
  ctrl=no
  grep -qE ' M press 1 [0-9]+ [0-9]+ .*ctrl' <<< "$events" && ctrl=yes
  want_wheels=$(sed -n 's/^wheel: up to \([0-9]*\) reports a notch.*/\1/p' "$probe")
  want_wheels=${want_wheels:-1}
  claim_shift=$(awk '$1 == "Shift" {print $2}' "$probe")
  claim_ctrl=$(awk '$1 == "Ctrl" {print $2}' "$probe")
  log "${s_name[$key]}: one notch: $wheels wheel report(s) (Easel folds up to $want_wheels); Shift+click delivered: $shift (Easel: $claim_shift); Ctrl+click delivered: $ctrl (Easel: $claim_ctrl); mouse events: $(tr '\n' '|' <<< "$events")"
  fact "$key" wheel-reports "$wheels"
  fact "$key" shift-click "$shift"
  fact "$key" ctrl-click "$ctrl"
  session_down "$key"
  [ "$wheels" -ge 1 ] && [ "$wheels" -le "$want_wheels" ] || problems+="one wheel notch gave $wheels report(s), Easel's table says at most $want_wheels; "
  case "$claim_shift:$shift" in
    delivered:no) problems+="Easel says Shift+click is delivered, but it did not arrive; " ;;
    swallowed:yes | only:yes) problems+="Easel says Shift+click is $claim_shift here, but it arrived with Shift; " ;;
  esac
  case "$claim_ctrl:$ctrl" in
    delivered:no) problems+="Easel says Ctrl+click is delivered, but it did not arrive (the terminal keeps it); " ;;
    swallowed:yes | only:yes) problems+="Easel says Ctrl+click is $claim_ctrl here, but it arrived with Ctrl; " ;;
  esac
  [ -z "$problems" ] || { reason=${problems%; }; return 1; }
}

on "xterm kitty alacritty urxvt st mlterm xfce4 konsole screen-in-xterm" delivery check_delivery

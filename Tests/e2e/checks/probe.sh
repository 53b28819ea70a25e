# shellcheck shell=bash
# probe WANT-TERMINAL WANT-KEYBOARD [WANT-IDENTIFIED]: `easel --probe` names the terminal, the
# keyboard protocol and (where given) the row of Easel's terminal table it found; its lines are
# kept as facts for the matrix of docs/terminals.md
check_probe() {
  local key=$1 terminal=$2 keyboard=$3 identified=${4:-} out=$check_dir/probe.txt n line
  start_program "$key" -- bash -c "$(printf '%q --probe > %q 2>&1' "$easel" "$out")" || return 1
  n=$run
  wait_exit "$key" "$n" 0 || return 1
  log "${s_name[$key]}: easel --probe: $(tr '\n' '|' < "$out")"
  for line in terminal keyboard mouse 'cell size' colours 'identified as' wheel 'font'; do
    grep -q "^$line: " "$out" && fact "$key" "probe-$line" "$(grep -m1 "^$line: " "$out" | cut -d' ' -f2- | sed "s/^size: //; s/^as: //")"
  done
  grep -q "^terminal: .*$terminal" "$out" || { reason="easel --probe says '$(grep '^terminal:' "$out")', want $terminal"; return 1; }
  grep -q "^keyboard: .*$keyboard" "$out" || { reason="easel --probe says '$(grep '^keyboard:' "$out")', want $keyboard"; return 1; }
  if [ -n "$identified" ] && ! grep -q "^identified as: .*$identified" "$out"; then
    reason="easel --probe says '$(grep '^identified as:' "$out")', want $identified"
    return 1
  fi
  assert_clean "$key" "$n"
}

on tmux probe check_probe 'tmux 3' 'legacy'
on xterm probe check_probe 'XTerm' 'modifyOtherKeys'
on kitty probe check_probe 'kitty' 'kitty'
on alacritty probe check_probe . legacy alacritty
on urxvt probe check_probe . legacy urxvt
on st probe check_probe . legacy st
on mlterm probe check_probe . legacy mlterm
on xfce4 probe check_probe . legacy VTE
on konsole probe check_probe . legacy Konsole
on screen-in-xterm probe check_probe . legacy 'GNU screen'

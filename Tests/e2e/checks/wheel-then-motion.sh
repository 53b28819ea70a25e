# shellcheck shell=bash
# wheel-then-motion: after one wheel notch, plain pointer motion is motion, not more notches (issue
# 13: urxvt reports motion after a wheel notch with the wheel's button code plus the motion bit,
# `CSI < 97 ; …M`, and ten cells of pointer movement scrolled the canvas 30 rows). One notch down
# at cell 40,12, the pointer moved one cell at a time to 50,12 and back to 40,12, a click there and
# Ctrl-N: the box must be at canvas 39,13 (3 rows scrolled). Easel runs under script(1), whose input
# log shows that the terminal did send such motion reports, so the check replays the defect.
check_wheel_then_motion() {
  local key=$1 file=$check_dir/motion.easel inlog=$check_dir/input.log c got wheel_motion
  start_program "$key" -- script -q -f -E never -I "$inlog" -c "$(printf '%q %q' "$easel" "$file")" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  xs --name "${s_name[$key]}" move 40,12
  sleep 0.3
  xs --name "${s_name[$key]}" wheel down --count 1 40,12
  sleep 0.3
  for c in 41 42 43 44 45 46 47 48 49 50 49 48 47 46 45 44 43 42 41 40; do
    xs --name "${s_name[$key]}" move "$c,12"
  done
  sleep 0.3
  xs --name "${s_name[$key]}" click 40,12
  press "$key" ctrl+n
  save_doc "$key" "$file" "$check_dir/after.easel" || return 1
  quit_saved "$key" "$n" || return 1
  # motion reports with a wheel button's code, 64 or 65, plus 32 (motion), in SGR form (Easel asks for 1006)
  wheel_motion=$(grep -aoE $'\e\\[<9[67];[0-9]+;[0-9]+M' "$inlog" | wc -l)
  log "${s_name[$key]}: motion reports with the wheel's code after one notch: $wheel_motion"
  fact "$key" wheel-motion-reports "$wheel_motion"
  got=$(shape "$check_dir/after.easel" 1 | awk '{print $3 "," $4}')
  [ "$got" = "39,13" ] ||
    { reason="after one wheel notch and pointer motion over ten cells ($wheel_motion motion reports with the wheel's code), the box added at cell 40,12 is at canvas '$got', want 39,13 (3 rows scrolled; 39,10 = none)"; return 1; }
  [ "$wheel_motion" -ge 10 ] ||
    { reason="the terminal sent $wheel_motion motion reports with the wheel's button code (want at least 10, one a cell): the check did not replay urxvt's defect"; return 1; }
  :
}

on urxvt wheel-then-motion check_wheel_then_motion

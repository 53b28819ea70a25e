# shellcheck shell=bash
# meta-sends-escape: xterm's metaSendsEscape (DECRQM 1036) is as before once Easel has quit
check_meta_escape_restored() {
  local key=$1 file=$check_dir/meta.easel n before after
  start_run "$key" -- "$file" || return 1
  n=$run
  wait_ready "$key" "$file" || return 1
  press "$key" ctrl+q
  wait_exit "$key" "$n" 0 || return 1
  before=$(awk '$1 == "mode" && $2 == 1036 {print $3}' "${s_dir[$key]}/modes.base")
  after=$(awk '$1 == "mode" && $2 == 1036 {print $3}' "${s_dir[$key]}/modes.$n")
  [ "$before" = "$after" ] || { reason="metaSendsEscape (DECRQM ?1036) is $after after exit, was $before (1 set, 2 reset): Alt+key now sends ESC+key in the shell"; return 1; }
  assert_clean "$key" "$n" "" " "
}

on xterm quit-restores-meta-sends-escape check_meta_escape_restored

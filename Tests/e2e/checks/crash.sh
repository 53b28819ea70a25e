# shellcheck shell=bash
# crash SIG: EASEL_TEST_CRASH makes Easel fault right after turning the modes on
check_crash() {
  local key=$1 sig=$2 number
  number=$(kill -l "$sig")
  start_run "$key" EASEL_TEST_CRASH="$sig" -- "$check_dir/crash.easel" || return 1
  local n=$run
  wait_exit "$key" "$n" $((128 + number)) || return 1
  assert_clean "$key" "$n" stale-ok
}

on "tmux xterm kitty" crash-segv check_crash SEGV
on tmux crash-abrt check_crash ABRT

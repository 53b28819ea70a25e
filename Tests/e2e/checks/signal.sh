# shellcheck shell=bash
# signal SIG: a signal from outside restores the terminal, and Easel dies by it (128 + signal)
check_signal() {
  local key=$1 sig=$2 file=$check_dir/signal.easel number
  number=$(kill -l "$sig")
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  kill -"$sig" "$pid"
  wait_exit "$key" "$n" $((128 + number)) || return 1
  assert_clean "$key" "$n"
}

for sig in TERM HUP INT QUIT; do on "tmux xterm kitty" "sig${sig,,}" check_signal "$sig"; done

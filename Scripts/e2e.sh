#!/usr/bin/env bash
# End-to-end checks of Easel in real terminals: xterm and kitty on a virtual X server (Xvfb) fed
# real X11 key and mouse events (XTEST through ../shared/e2e/xterm-session), and a headless tmux
# (../shared/e2e/tmux-session). Each check prints `e2e: PASS <name> (<s>s)` or
# `e2e: FAIL <name>: <reason>` (`e2e: XFAIL ...` for a known Easel bug, listed below, which does
# not fail the run); the last line is `e2e: N passed, M failed in S s`. Exits non-zero when a
# check failed; the screenshots, screens, terminal logs and saved documents of the failed
# checks are kept in the artifacts folder it prints. Run by .ci/run; see docs/terminals.md.
#
# Installs its Debian packages when a tool is missing (as root; otherwise says what to install).
# Environment:
#   EASEL_BIN=PATH       test this executable instead of building one
#   E2E_SCRATCH=DIR      SwiftPM scratch path for the debug build (default .build-e2e)
#   E2E_HARNESS=DIR      the folder of xterm-session and tmux-session (default ../shared/e2e)
#   E2E_WORK=DIR         work folder (default a new /tmp/easel-e2e.XXXXXX, removed when all pass)
#   E2E_ONLY=REGEX       run only the checks whose name matches (e.g. 'kitty/|tmux/quit')
#   E2E_KEEP=1           keep the work folder even when everything passed
#   E2E_STRICT=1         count the checks of known, unfixed Easel bugs (XFAIL) as failures
#   E2E_BUDGET=SECONDS   checks that would start later than this fail as not run (default 540)
#
# How a terminal is driven: Tests/e2e/runner.sh runs inside it (xterm, kitty, a tmux pane) and
# runs one command after another in the foreground as the controller writes them, recording after
# each the exit status, `stty -g` and what the terminal reports of its modes
# (Tests/e2e/termstate.py: DECRQM, kitty keyboard flags, modifyOtherKeys). One terminal serves
# many checks. Documents are read back with Tests/e2e/doc.py. The screen is read as text
# (screen_text): tmux capture-pane; kitty get-text over its remote-control socket
# (Tests/e2e/kitty_screen.py); xterm print-immediate, bound to Ctrl+Shift+Alt+F12, which writes the
# screen to a file and sends the program nothing. Easel's own event log is `easel keys` recorded
# with script(1) (Tests/e2e/keylog.py).
set -uo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
here=$repo/Tests/e2e
started=$(date +%s%N)
export LANG=C.UTF-8 LC_ALL=C.UTF-8

log() { printf 'e2e-log: %s\n' "$*"; }
say() { printf 'e2e: %s\n' "$*"; }

# ---------------------------------------------------------------- packages

# tool -> Debian package (the list of ../shared/e2e/README.md, less alacritty)
declare -A package_of=(
  [Xvfb]=xvfb [xterm]=xterm [xdotool]=xdotool [xwininfo]=x11-utils [xdpyinfo]=x11-utils
  [xset]=x11-xserver-utils [import]=imagemagick [xsel]=xsel [tmux]=tmux [kitty]=kitty
  [python3]=python3 [ps]=procps [timeout]=coreutils [screen]=screen
)

install_packages() {
  local missing=() tool
  for tool in "${!package_of[@]}"; do
    command -v "$tool" > /dev/null 2>&1 || missing+=("${package_of[$tool]}")
  done
  [ -e /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf ] || missing+=(fonts-dejavu-core)
  dpkg-query -W -f='${Status}' libgl1-mesa-dri 2> /dev/null | grep -q 'ok installed' || missing+=(libgl1-mesa-dri)
  [ ${#missing[@]} -eq 0 ] && return 0
  mapfile -t missing < <(printf '%s\n' "${missing[@]}" | sort -u)
  if [ "$(id -u)" -ne 0 ]; then
    say "FAIL setup: missing packages ${missing[*]}; as root run: apt-get install -y --no-install-recommends ${missing[*]}"
    exit 1
  fi
  log "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}"; } > "$work/apt.log" 2>&1; then
    tail -20 "$work/apt.log"
    say "FAIL setup: apt-get install ${missing[*]} failed (log above)"
    exit 1
  fi
}

# ---------------------------------------------------------------- set-up

work=${E2E_WORK:-$(mktemp -d /tmp/easel-e2e.XXXXXX)}
mkdir -p "$work"
artifacts=$work/artifacts
harness=${E2E_HARNESS:-}
if [ -z "$harness" ]; then
  for candidate in "$repo/../shared/e2e" /work/shared/e2e; do
    [ -f "$candidate/xterm-session" ] && { harness=$(cd "$candidate" && pwd); break; }
  done
fi
if [ -z "$harness" ] || [ ! -f "$harness/xterm-session" ]; then
  say "FAIL setup: no e2e harness (xterm-session, tmux-session): set E2E_HARNESS"
  exit 1
fi
# the harness keeps each X session's state (logs, window id) here, so failures can keep the logs
export E2E_STATE_DIR=$work/xstate
install_packages

if [ -n "${EASEL_BIN:-}" ]; then
  easel=$EASEL_BIN
else
  if ! command -v swift > /dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then export PATH=/opt/swift/usr/bin:$PATH; fi
  scratch=${E2E_SCRATCH:-$repo/.build-e2e}
  log "building easel (debug, scratch path $scratch)"
  if ! (cd "$repo" && swift build --scratch-path "$scratch" --product easel) > "$work/build.log" 2>&1; then
    tail -30 "$work/build.log"
    say "FAIL build: swift build --product easel failed (log above)"
    exit 1
  fi
  easel=$(cd "$repo" && swift build --scratch-path "$scratch" --show-bin-path)/easel
fi
[ -x "$easel" ] || { say "FAIL setup: no executable at $easel"; exit 1; }
log "easel: $easel; harness: $harness; work: $work"

xs() { python3 "$harness/xterm-session" "$@"; }
ts() { bash "$harness/tmux-session" "$@"; }

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# poll SECONDS COMMAND...: runs COMMAND every 50 ms until it succeeds; fails after SECONDS (whole)
poll() {
  local limit=$(($(now_ms) + $1 * 1000))
  shift
  while :; do
    "$@" && return 0
    [ "$(now_ms)" -ge "$limit" ] && return 1
    sleep 0.05
  done
}

# ---------------------------------------------------------------- sessions
# A session is a terminal with the runner in it: kind x (xterm-session) or tmux (tmux-session).
# Sessions start lazily on first use and are restarted when a check leaves one wedged.

declare -A s_kind s_name s_dir s_args s_next s_up s_run s_broken s_screen
sessions=()
run_id=$$

define_session() { # KEY KIND START-OPTIONS...
  local key=$1 kind=$2
  shift 2
  s_kind[$key]=$kind
  s_name[$key]="easel-$run_id-${key//\//-}"
  s_args[$key]=$(printf '%q ' "$@")
  s_up[$key]=0
  sessions+=("$key")
}

# screen_options KEY: the start options that make the session's screen readable as text (see
# screen_text), appended to `args`; sets s_screen. kitty: remote control on a socket (get-text);
# xterm: Ctrl+Shift+Alt+F12 bound to print-immediate, which writes the current screen (the
# alternate one while Easel runs) to a file (the key never reaches the program).
screen_options() {
  local key=$1 name=${s_name[$1]} sock prefix
  case " ${args[*]} " in
    *" --term kitty "*)
      sock=$work/$name.sock
      [ ${#sock} -gt 100 ] && sock=/tmp/$name.sock # the limit of a socket path
      rm -f "$sock"
      args+=(--term-arg -o --term-arg allow_remote_control=yes --term-arg --listen-on --term-arg "unix:$sock")
      s_screen[$key]="kitty $sock"
      ;;
    *" --term xterm "*)
      prefix=$work/screens/$name/screen
      mkdir -p "${prefix%/*}"
      args+=(--term-arg -xrm --term-arg "XTerm*printFileImmediate: $prefix"
        --term-arg -xrm --term-arg "XTerm*printOptsImmediate: 1"
        --term-arg -xrm --term-arg "XTerm*VT100.translations: #override Ctrl Shift Alt <Key>F12: print-immediate()")
      s_screen[$key]="xterm $prefix"
      ;;
    *) s_screen[$key]="" ;;
  esac
}

session_up() { # KEY: starts the session unless it is running
  local key=$1 dir name out
  [ "${s_up[$key]}" = 1 ] && return 0
  if [ -n "${s_broken[$key]:-}" ]; then
    reason="not run: ${s_broken[$key]}"
    return 1
  fi
  name=${s_name[$key]}
  dir=$work/sessions/$name.$(now_ms)
  mkdir -p "$dir"
  s_dir[$key]=$dir
  s_next[$key]=1
  s_run[$key]=""
  if [ "${s_kind[$key]}" = x ]; then
    local args
    eval "args=(${s_args[$key]})"
    screen_options "$key"
    if ! out=$(xs --name "$name" start "${args[@]}" --cols 80 --rows 24 --cwd "$dir" \
      -- bash "$here/runner.sh" "$dir" 2>&1); then
      reason="cannot start the terminal: $out"
      s_broken[$key]="the $key terminal did not start"
      xs --name "$name" stop > /dev/null 2>&1
      return 1
    fi
    log "$key started: $out"
  else
    ts --name "$name" stop
    s_screen[$key]=tmux
    if ! out=$(ts --name "$name" start --cols 80 --rows 24 --cwd "$dir" -- bash "$here/runner.sh" "$dir" 2>&1); then
      reason="cannot start tmux: $out"
      s_broken[$key]="tmux did not start"
      return 1
    fi
  fi
  s_up[$key]=1
  if ! poll 60 test -e "$dir/ready"; then
    reason="the runner did not start in the terminal within 60 s"
    s_broken[$key]="the runner did not start in the $key terminal"
    return 1
  fi
  [ "${s_kind[$key]}" = tmux ] && tmux_flags "$key" > "$dir/flags.base"
  return 0
}

session_down() { # KEY
  local key=$1
  [ "${s_up[$key]:-0}" = 1 ] || return 0
  if [ "${s_kind[$key]}" = x ]; then xs --name "${s_name[$key]}" stop > /dev/null 2>&1; else ts --name "${s_name[$key]}" stop; fi
  case ${s_screen[$key]:-} in kitty\ *) rm -f "${s_screen[$key]#kitty }" ;; esac
  s_up[$key]=0
}

cleanup() {
  local key
  for key in "${sessions[@]}"; do session_down "$key"; done
  ts --name "easel-$run_id-suspend" stop 2> /dev/null
}
trap cleanup EXIT
trap 'say "FAIL interrupted"; exit 1' INT TERM HUP

# press KEY SPEC...: X keysym specs (ctrl+s, Right, Escape, ctrl+shift+z); tmux gets its own names
press() {
  local key=$1
  shift
  if [ "${s_kind[$key]}" = x ]; then
    xs --name "${s_name[$key]}" keys "$@"
  else
    local spec names=()
    for spec in "$@"; do
      case "$spec" in
        ctrl+*) names+=("C-${spec#ctrl+}") ;;
        *) names+=("$spec") ;;
      esac
    done
    ts --name "${s_name[$key]}" keys "${names[@]}"
  fi
}

tmux_flags() { # KEY: the pane's mode flags, one `name value` a line
  local f
  for f in alternate_on mouse_any_flag cursor_flag mouse_all_flag mouse_button_flag mouse_standard_flag \
    mouse_sgr_flag mouse_utf8_flag keypad_flag keypad_cursor_flag origin_flag wrap_flag insert_flag; do
    printf '%s %s\n' "$f" "$(tmux -L "e2e-${s_name[$1]}" display-message -p -t e2e:0.0 "#{$f}")"
  done
}

tmux_flag() { tmux -L "e2e-${s_name[$1]}" display-message -p -t e2e:0.0 "#{$2}"; }

# start_run KEY [ENV=VALUE...] -- ARGS...: runs `easel ARGS` in the session's terminal; sets run
# (the command's number) and pid
start_run() {
  local key=$1
  shift
  local envs=()
  while [ $# -gt 0 ] && [ "$1" != -- ]; do envs+=("$1"); shift; done
  shift
  start_program "$key" "${envs[@]+"${envs[@]}"}" -- "$easel" "$@"
}

# start_program KEY [ENV=VALUE...] -- PROGRAM ARGS...: the same for any program
start_program() {
  local key=$1 n dir envs=()
  shift
  while [ $# -gt 0 ] && [ "$1" != -- ]; do envs+=("$1"); shift; done
  shift
  session_up "$key" || return 1
  dir=${s_dir[$key]}
  n=${s_next[$key]}
  s_next[$key]=$((n + 1))
  s_run[$key]=$n
  run=$n
  {
    printf 'echo $$ > %q\n' "$dir/pid.$n"
    printf 'exec env'
    # Each run keeps its recovery files to itself (an unsaved untitled canvas killed by a signal
    # check would otherwise be pointed to by every later start).
    printf ' %q' "XDG_STATE_HOME=$dir/state.$n" "${envs[@]+"${envs[@]}"}" "$@"
    printf '\n'
  } > "$dir/cmd.$n.tmp"
  mv "$dir/cmd.$n.tmp" "$dir/cmd.$n"
  if ! poll 20 test -s "$dir/pid.$n"; then
    reason="the runner did not start command $n within 20 s"
    return 1
  fi
  pid=$(cat "$dir/pid.$n")
}

run_done() { test -e "${s_dir[$1]}/done.$2"; }

# file_stamp FILE: device, inode, size and modification time, empty when FILE is missing. Easel
# saves atomically (a new file renamed over the old), so every save changes the inode.
file_stamp() { stat -c '%d:%i:%s:%y' "$1" 2> /dev/null; }

# saved_anew FILE STAMP: FILE exists and its stamp is no longer STAMP
saved_anew() { [ -e "$1" ] && [ "$(file_stamp "$1")" != "$2" ]; }

# wait_ready KEY FILE: Easel is up and handling keys. tmux: its status bar is on the screen. X: the
# tty is in raw mode and Ctrl-S has saved FILE (repeated until it has: a key pressed while the
# terminal was still cooked is lost, and the probe of the terminal's features must be over before
# a check relies on kitty's key releases). FILE may exist already (a document the check wrote).
wait_ready() {
  local key=$1 file=$2 tty dir=${s_dir[$1]} i stamp
  if [ "${s_kind[$key]}" = tmux ]; then
    ts --name "${s_name[$key]}" wait-for ' Select │' --timeout 20 > /dev/null 2>&1 && return 0
    reason="Easel's status bar did not appear within 20 s"
    return 1
  fi
  tty=$(cat "$dir/tty")
  if ! poll 20 bash -c "stty -F $tty -a | grep -q -- -icanon || test -e $dir/done.${s_run[$key]}"; then
    reason="the terminal did not go into raw mode within 20 s"
    return 1
  fi
  stamp=$(file_stamp "$file")
  for i in $(seq 1 30); do
    run_done "$key" "${s_run[$key]}" && { reason="Easel exited at start-up (status $(cat "$dir/status.${s_run[$key]}"))"; return 1; }
    press "$key" ctrl+s
    if poll 1 saved_anew "$file" "$stamp"; then
      [ "$i" -gt 1 ] && sleep 1 # let a slow earlier Ctrl-S finish before the check saves
      return 0
    fi
  done
  reason="Ctrl-S did not save $file within 30 tries (Easel not handling keys)"
  return 1
}

# save_doc KEY FILE COPY: Ctrl-S, wait for FILE to be written anew, keep a copy. (The file is not
# removed first: Easel refuses to save over a file that changed on disk since it last read or wrote
# it, a vanished one included.)
save_doc() {
  local key=$1 file=$2 copy=$3 stamp
  stamp=$(file_stamp "$file")
  press "$key" ctrl+s
  if ! poll 10 saved_anew "$file" "$stamp"; then
    reason="Ctrl-S did not write $file within 10 s"
    [ -n "$stamp" ] && reason+=" (screen: $(status_line "$key"))"
    return 1
  fi
  cp "$file" "$copy"
}

# screen_text KEY OUT: the session's screen as text (tmux capture-pane; kitty get-text over its
# remote-control socket; xterm print-immediate, see screen_options)
screen_text() {
  local key=$1 out=$2 kind spec
  read -r kind spec <<< "${s_screen[$key]:-}"
  case $kind in
    tmux) ts --name "${s_name[$key]}" capture > "$out" 2>&1 ;;
    kitty) python3 "$here/kitty_screen.py" "$spec" > "$out" 2>&1 ;;
    xterm)
      rm -f "$spec"*
      press "$key" ctrl+shift+alt+F12
      # one file, named SPEC + a timestamp, written at once: wait for all 24 rows
      if ! poll 3 xterm_printed "$spec"; then
        echo "(xterm printed no screen)" > "$out"
        return 1
      fi
      cat "$(compgen -G "$spec*" | head -1)" > "$out"
      ;;
    *) echo "(no screen text for this session)" > "$out"; return 1 ;;
  esac
}

xterm_printed() { # PREFIX: xterm's print-immediate file is there with all 24 rows
  local f
  f=$(compgen -G "$1*" | head -1) && [ "$(wc -l < "$f")" -ge 24 ]
}

# status_line KEY: Easel's status bar (the screen's last line with a │), trimmed
status_line() {
  local tmp=$check_dir/.screen
  screen_text "$1" "$tmp" > /dev/null 2>&1
  grep '│' "$tmp" | tail -1 | sed 's/^ *//; s/ *$//'
}

# wait_screen KEY SECONDS PATTERN [absent]: polls the screen until a line matches PATTERN (grep -E),
# or with `absent` until none does (a screen that could not be read counts for neither); the last
# screen is in $check_dir/screen.txt
wait_screen() {
  local key=$1 limit=$(($(now_ms) + $2 * 1000)) pattern=$3 want=${4:-present}
  while :; do
    if screen_text "$key" "$check_dir/screen.txt"; then
      if grep -qE -- "$pattern" "$check_dir/screen.txt"; then
        [ "$want" = present ] && return 0
      else
        [ "$want" = absent ] && return 0
      fi
    fi
    [ "$(now_ms)" -ge "$limit" ] && return 1
    sleep 0.1
  done
}

shape() { # COPY ID: `ID KIND COLUMN ROW COLUMNS ROWS` of that shape, or nothing
  python3 "$here/doc.py" "$1" | awk -v id="$2" '$1 == id'
}

column_of() { shape "$1" "$2" | awk '{print $3}'; }

# end_run KEY: makes sure the current command is over (Ctrl-Q, then signals); a session that still
# does not come back is stopped, to be started afresh by the next check that needs it
end_run() {
  local key=$1 n=${s_run[$1]:-} dir=${s_dir[$1]:-} p
  [ -n "$n" ] || return 0
  s_run[$key]=""
  run_done "$key" "$n" && return 0
  press "$key" ctrl+q > /dev/null 2>&1
  poll 2 run_done "$key" "$n" && return 0
  sleep 1.1
  press "$key" ctrl+q > /dev/null 2>&1
  poll 3 run_done "$key" "$n" && return 0
  p=$(cat "$dir/pid.$n" 2> /dev/null)
  if [ -n "$p" ]; then
    kill -TERM "$p" 2> /dev/null
    poll 3 run_done "$key" "$n" && return 0
    kill -KILL "$p" 2> /dev/null
    poll 3 run_done "$key" "$n" && return 0
  fi
  log "$key: command $n did not end; restarting the session"
  session_down "$key"
}

# Modes Easel is known to leave changed (a known bug below): held only against the check named for
# it, so the other checks still see any other leftover.
known_mode_leaks=""

# modes_changed BASE AFTER IGNORED: `what before→after` for each line of termstate.py's output that
# differs, except the modes numbered in IGNORED (space-separated)
modes_changed() {
  local ignored=" $3 "
  paste -d ' ' "$1" "$2" | awk -v ignored="$ignored" '
    { n = NF / 2; name = $1; for (i = 2; i < n; i++) name = name " " $i
      before = $n; after = $NF
      if ($1 == "mode" && index(ignored, " " $2 " ")) next
      if (before != after) printf "%s %s→%s; ", name, before, after }'
}

# assert_clean KEY N [stale-ok] [IGNORED-MODES]: after command N the terminal is as the runner found it, and no
# input was left for the shell (unless stale-ok: a crash right after start-up cannot wait for the
# answers to its queries, which then arrive after it is gone)
assert_clean() {
  local key=$1 n=$2 dir=${s_dir[$1]} flags
  if [ -s "$dir/stale.$n" ]; then
    log "${s_name[$key]}: input left unread after command $n: $(cat "$dir/stale.$n")"
    if [ "${3:-}" != stale-ok ]; then
      reason="input left in the tty for the shell after exit: $(cat "$dir/stale.$n")"
      # only kitty key-release reports (`CSI …:3u`, `CSI 1;…:3C`): the known race below
      grep -qE '^(\\x1b\[[0-9;:]+:3[A-Za-z~])+$' "$dir/stale.$n" && known_now=$late_release_bug
      return 1
    fi
  fi
  if ! diff -q "$dir/stty.base" "$dir/stty.$n" > /dev/null; then
    reason="stty differs after exit: $(diff <(tr ' ' '\n' < "$dir/sttya.base") <(tr ' ' '\n' < "$dir/sttya.$n") | grep '^[<>]' | tr '\n' ' ')"
    return 1
  fi
  local changed
  changed=$(modes_changed "$dir/modes.base" "$dir/modes.$n" "${4:-$known_mode_leaks}")
  if [ -n "$changed" ]; then
    reason="terminal modes changed after exit: $changed"
    return 1
  fi
  if grep -q 'da1 no' "$dir/modes.$n"; then
    reason="the terminal did not answer the mode queries after exit"
    return 1
  fi
  if [ "${s_kind[$key]}" = tmux ]; then
    flags=$(tmux_flags "$key")
    echo "$flags" > "$dir/flags.$n"
    for want in "alternate_on 0" "mouse_any_flag 0" "cursor_flag 1"; do
      grep -qx "$want" <<< "$flags" || { reason="tmux #{${want% *}} is $(awk -v f="${want% *}" '$1 == f {print $2}' <<< "$flags") after exit, want ${want#* }"; return 1; }
    done
    if ! diff -q "$dir/flags.base" "$dir/flags.$n" > /dev/null; then
      reason="tmux pane flags differ after exit: $(diff "$dir/flags.base" "$dir/flags.$n" | grep '^[<>]' | tr '\n' ' ')"
      return 1
    fi
  fi
}

# wait_exit KEY N STATUS: command N ends with STATUS
wait_exit() {
  local key=$1 n=$2 want=$3 got
  if ! poll 15 run_done "$key" "$n"; then
    reason="Easel did not exit within 15 s"
    return 1
  fi
  got=$(cat "${s_dir[$key]}/status.$n")
  if [ "$got" != "$want" ]; then
    reason="exit status $got, want $want"
    return 1
  fi
}

# ---------------------------------------------------------------- checks

passed=0
failed=0
known_failed=0
budget=${E2E_BUDGET:-540} # seconds; checks that would start later fail as not run
check_dir=""

# Easel bugs found by this suite and not fixed yet: such a check still runs and prints its result,
# as `e2e: XFAIL <name>: <reason>`, but does not fail the run (E2E_STRICT=1 makes it fail). Remove
# the entry with the fix; a known check that passes says so.
# (none now: the double-tap checks of xterm and tmux pass since 3089bfb)
declare -A known=()

# A known bug that can make any check of its kind fail now and then: the check sets known_now to
# its description when its failure is exactly that bug, which then counts as an XFAIL.
late_release_bug="Easel quits on the Ctrl-Q press: it pops the kitty keyboard flags and flushes the tty at once, so a release kitty reports after that flush but before it has read the pop (CSI 113;5:3u, xdotool lets q go about 12 ms after the press) reaches the shell as input. Seen under load, about one kitty quit in 40; the exit should read and drop input until the answer to a query sent after the pop"
known_now=""

# run_check NAME SESSION FUNCTION [ARGS...]: FUNCTION works in $check_dir and sets $reason on failure
run_check() {
  local name=$1 key=$2 fn=$3 t0 secs status known_bug
  shift 3
  if [ -n "${E2E_ONLY:-}" ] && ! [[ $name =~ $E2E_ONLY ]]; then return 0; fi
  check_dir=$work/checks/${name//\//-}
  mkdir -p "$check_dir"
  reason=""
  known_now=""
  t0=$(now_ms)
  status=0
  if [ $(((t0 - started / 1000000) / 1000)) -ge "$budget" ]; then
    reason="not run: the suite is past its ${budget} s budget"
    status=1
  else
    "$fn" "$key" "$@" || status=$?
  fi
  secs=$(awk -v ms=$(($(now_ms) - t0)) 'BEGIN { printf "%.1f", ms / 1000 }')
  if [ "$status" -eq 0 ]; then
    say "PASS $name (${secs}s)"
    passed=$((passed + 1))
  elif known_bug=${known[$name]:-$known_now} && [ -n "$known_bug" ] && [ -z "${E2E_STRICT:-}" ]; then
    say "XFAIL $name: ${reason:-check failed} (${secs}s; known Easel bug: $known_bug)"
    known_failed=$((known_failed + 1))
    keep_artifacts "$name" "$key"
  else
    say "FAIL $name: ${reason:-check failed} (${secs}s)"
    failed=$((failed + 1))
    keep_artifacts "$name" "$key"
  fi
  [ "$status" -eq 0 ] && [ -n "${known[$name]:-}" ] && say "| $name passes: remove it from the known bugs in Scripts/e2e.sh"
  [ -n "$key" ] && [ "$key" != - ] && end_run "$key"
  return 0
}

keep_artifacts() { # NAME SESSION
  local name=$1 key=$2 dest=$artifacts/${1//\//-} state
  mkdir -p "$dest"
  cp -r "$check_dir/." "$dest/" 2> /dev/null
  if [ "$key" != - ] && [ "${s_up[$key]:-0}" = 1 ]; then
    cp -r "${s_dir[$key]}" "$dest/runner" 2> /dev/null
    if [ "${s_kind[$key]}" = x ]; then
      xs --name "${s_name[$key]}" screenshot "$dest/screenshot.png" > /dev/null 2>&1
      # the screen as text, without its trailing blank lines
      screen_text "$key" "$dest/screen.txt" > /dev/null 2>&1 &&
        sed 's/ *$//' "$dest/screen.txt" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' | sed 's/^/e2e: | /'
      state=$E2E_STATE_DIR/${s_name[$key]}
      cp "$state/terminal.log" "$state/xvfb.log" "$state/state.json" "$dest/" 2> /dev/null
      say "| screenshot: $dest/screenshot.png"
    else
      ts --name "${s_name[$key]}" capture > "$dest/screen.txt" 2>&1
      ts --name "${s_name[$key]}" capture --escapes > "$dest/screen-escapes.txt" 2>&1
      tmux_flags "$key" > "$dest/flags.txt" 2>&1
      sed 's/^/e2e: | /' "$dest/screen.txt"
    fi
  fi
  say "| artifacts: $dest"
}

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

# probe WANT-TERMINAL WANT-KEYBOARD: `easel --probe` names the terminal and the keyboard protocol
check_probe() {
  local key=$1 terminal=$2 keyboard=$3 out=$check_dir/probe.txt n
  start_program "$key" -- bash -c "$(printf '%q --probe > %q 2>&1' "$easel" "$out")" || return 1
  n=$run
  wait_exit "$key" "$n" 0 || return 1
  log "${s_name[$key]}: easel --probe: $(tr '\n' '|' < "$out")"
  grep -q "^terminal: .*$terminal" "$out" || { reason="easel --probe says '$(grep '^terminal:' "$out")', want $terminal"; return 1; }
  grep -q "^keyboard: .*$keyboard" "$out" || { reason="easel --probe says '$(grep '^keyboard:' "$out")', want $keyboard"; return 1; }
  assert_clean "$key" "$n"
}

# quit: Ctrl-Q leaves the terminal as it was
check_quit() {
  local key=$1 file=$check_dir/quit.easel
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  press "$key" ctrl+q
  wait_exit "$key" "$n" 0 || return 1
  assert_clean "$key" "$n"
}

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

# crash SIG: EASEL_TEST_CRASH makes Easel fault right after turning the modes on
check_crash() {
  local key=$1 sig=$2 number
  number=$(kill -l "$sig")
  start_run "$key" EASEL_TEST_CRASH="$sig" -- "$check_dir/crash.easel" || return 1
  local n=$run
  wait_exit "$key" "$n" $((128 + number)) || return 1
  assert_clean "$key" "$n" stale-ok
}

# save: Ctrl-N then Ctrl-S writes a document that `easel render` prints as a 16x5 box
check_save() {
  local key=$1 file=$check_dir/save.easel out
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  press "$key" ctrl+n
  save_doc "$key" "$file" "$check_dir/saved.easel" || return 1
  out=$(shape "$check_dir/saved.easel" 1)
  [ "$out" = "1 rectangle 0 0 16 5" ] || { reason="saved shape is '$out', want '1 rectangle 0 0 16 5'"; return 1; }
  "$easel" render "$check_dir/saved.easel" > "$check_dir/render.txt" 2>&1 || { reason="easel render failed: $(head -3 "$check_dir/render.txt")"; return 1; }
  python3 - "$check_dir/render.txt" << 'EOF' || { reason="easel render did not print a 16x5 box: $(tr '\n' '|' < "$check_dir/render.txt")"; return 1; }
import sys
lines = [l.rstrip() for l in open(sys.argv[1], encoding="utf-8").read().split("\n") if l.strip()]
box = ["┌" + "─" * 14 + "┐"] + ["│" + " " * 14 + "│"] * 3 + ["└" + "─" * 14 + "┘"]
sys.exit(0 if lines == box else 1)
EOF
  press "$key" ctrl+q
  wait_exit "$key" "$n" 0
}

# held arrow SETTLE GAP: the box moves while Right is held and stops at the release (first save
# SETTLE s after the key-up, the second GAP s later must agree); the run is one undo step
check_held_arrow() {
  local key=$1 settle=$2 gap=$3 file=$check_dir/held.easel first second undone redone
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  press "$key" ctrl+n
  xs --name "${s_name[$key]}" hold Right 1.5
  sleep "$settle"
  save_doc "$key" "$file" "$check_dir/after-release.easel" || return 1
  sleep "$gap"
  save_doc "$key" "$file" "$check_dir/later.easel" || return 1
  first=$(column_of "$check_dir/after-release.easel" 1)
  second=$(column_of "$check_dir/later.easel" 1)
  log "${s_name[$key]}: held Right 1.5 s: column $first, $gap s later $second"
  [ -n "$first" ] || { reason="no box in the saved document"; return 1; }
  [ "$first" = "$second" ] || { reason="the box kept moving after the release: column $first, then $second $gap s later"; return 1; }
  [ "$first" -gt 10 ] || { reason="the box reached only column $first while Right was held 1.5 s (want > 10)"; return 1; }
  press "$key" ctrl+z
  save_doc "$key" "$file" "$check_dir/undone.easel" || return 1
  undone=$(column_of "$check_dir/undone.easel" 1)
  [ "$undone" = 0 ] || { reason="one Ctrl-Z took the box to column '$undone', want 0 (the held run is one undo step)"; return 1; }
  press "$key" ctrl+y
  save_doc "$key" "$file" "$check_dir/redone.easel" || return 1
  redone=$(column_of "$check_dir/redone.easel" 1)
  [ "$redone" = "$first" ] || { reason="Ctrl-Y (redo) took the box to column '$redone', want $first"; return 1; }
  quit_saved "$key" "$n"
}

# double tap: Ctrl-N twice, 0.3 s apart, adds two boxes (a second press is not an auto-repeat)
check_double_tap() {
  local key=$1 file=$check_dir/double.easel count
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  press "$key" ctrl+n
  sleep 0.3
  press "$key" ctrl+n
  sleep 1 # past the 750 ms after which a lone press counts as released
  save_doc "$key" "$file" "$check_dir/saved.easel" || return 1
  count=$(python3 "$here/doc.py" "$check_dir/saved.easel" | wc -l)
  [ "$count" = 2 ] || { reason="two taps of Ctrl-N 0.3 s apart made $count box(es), want 2"; return 1; }
  quit_saved "$key" "$n"
}

# quit_saved KEY N: Ctrl-Q after a save quits at once, cleanly
quit_saved() {
  press "$1" ctrl+q
  wait_exit "$1" "$2" 0 || return 1
  assert_clean "$1" "$2"
}

# click [MODS]: a (modified) left click on a box selects it: Right then moves it by one column
check_click() {
  local key=$1 mods=${2:-} file=$check_dir/click.easel args=() col
  [ -n "$mods" ] && args=(--mods "$mods")
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  press "$key" ctrl+n Escape
  # the box covers screen columns 1-16, rows 2-6 (row 1 is the menu bar); 8,2 is on its top edge
  xs --name "${s_name[$key]}" click "${args[@]+"${args[@]}"}" 8,2
  press "$key" Right
  save_doc "$key" "$file" "$check_dir/after-click.easel" || return 1
  col=$(column_of "$check_dir/after-click.easel" 1)
  [ "$col" = 1 ] || { reason="after ${mods:+$mods+}click on the box and Right the box is at column '$col', want 1 (click did not select it)"; return 1; }
  quit_saved "$key" "$n"
}

# wheel: two notches down pan the view 6 rows; a click on an empty cell then puts the keyboard cursor
# at that canvas cell, where Ctrl-N adds a box
check_wheel() {
  local key=$1 file=$check_dir/wheel.easel got
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  xs --name "${s_name[$key]}" wheel down --count 2 40,12
  xs --name "${s_name[$key]}" click 40,12
  press "$key" ctrl+n
  save_doc "$key" "$file" "$check_dir/after-wheel.easel" || return 1
  got=$(shape "$check_dir/after-wheel.easel" 1 | awk '{print $3 "," $4}')
  # screen cell 40,12 is canvas 39,10 unpanned; 3 rows a notch
  [ "$got" = "39,16" ] || { reason="the box added after wheel down ×2 and a click at cell 40,12 is at canvas '$got', want 39,16 (39,10 = no pan)"; return 1; }
  quit_saved "$key" "$n"
}

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

# tmux: SGR mouse bytes: a click selects (status bar "1 shape"), a wheel notch pans 3 rows
check_tmux_mouse() {
  local key=$1 file=$check_dir/mouse.easel name=${s_name[$1]} row
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  press "$key" ctrl+n
  ts --name "$name" wait-for '1 shape' --timeout 10 > /dev/null || { reason="Ctrl-N did not select a new box"; return 1; }
  press "$key" Escape
  poll 10 bash -c "! bash '$harness/tmux-session' --name '$name' capture | grep -q '1 shape'" || { reason="Esc did not clear the selection"; return 1; }
  ts --name "$name" mouse press 8,2
  ts --name "$name" mouse release 8,2
  ts --name "$name" wait-for '1 shape' --timeout 10 > /dev/null || { reason="a click at 8,2 on the box did not select it (no '1 shape' on the status bar)"; return 1; }
  bottom_row() { ts --name "$name" capture | grep -n '└' | head -1 | cut -d: -f1; }
  row=$(bottom_row)
  [ "$row" = 6 ] || { reason="the box's bottom edge is on screen row '$row', want 6"; return 1; }
  ts --name "$name" mouse wheel-down 40,12
  poll 10 bash -c "[ \"\$(bash '$harness/tmux-session' --name '$name' capture | grep -n '└' | head -1 | cut -d: -f1)\" = 3 ]" ||
    { reason="after a wheel-down notch the box's bottom edge is on row '$(bottom_row)', want 3"; return 1; }
  save_doc "$key" "$file" "$check_dir/saved.easel" || return 1
  quit_saved "$key" "$n"
}

# suspend: SIGTSTP from outside gives the shell back with the modes off; fg redraws; Ctrl-Q quits
check_suspend() {
  local name="easel-$run_id-suspend" dir=$check_dir shpid epid state
  local flags_of='#{alternate_on} #{mouse_any_flag} #{cursor_flag}'
  ts --name "$name" stop
  ts --name "$name" start --cols 80 --rows 24 --cwd "$dir" -- \
    env PS1='e2e$ ' HISTFILE=/dev/null bash --norc --noprofile -i > /dev/null 2>&1 || { reason="cannot start tmux"; return 1; }
  sus_capture() { ts --name "$name" capture > "$dir/screen-$1.txt" 2>&1; }
  sus_flags() { tmux -L "e2e-$name" display-message -p -t e2e:0.0 "$flags_of"; }
  ts --name "$name" wait-for 'e2e$' --timeout 15 > /dev/null || { reason="no shell prompt"; sus_capture noprompt; return 1; }
  ts --name "$name" type "stty -g > $dir/stty.before; $easel $dir/suspend.easel"
  ts --name "$name" keys Enter
  ts --name "$name" wait-for ' Select │' --timeout 20 > /dev/null || { reason="Easel did not start"; sus_capture start; return 1; }
  shpid=$(tmux -L "e2e-$name" display-message -p -t e2e:0.0 '#{pane_pid}')
  epid=$(ps -o pid= --ppid "$shpid" | tr -d ' ' | head -1)
  [ -n "$epid" ] || { reason="no Easel process under the shell"; return 1; }
  [ "$(sus_flags)" = "1 1 0" ] || log "suspend: flags while running: $(sus_flags)"
  kill -TSTP "$epid"
  if ! poll 10 bash -c "bash '$harness/tmux-session' --name '$name' capture | grep -q Stopped"; then
    reason="after SIGTSTP the shell did not report the job stopped"
    sus_capture stopped
    return 1
  fi
  state=$(ps -o stat= -p "$epid" | tr -d ' ')
  [ "${state:0:1}" = T ] || { reason="Easel's process state is '$state' after SIGTSTP, want T (stopped)"; return 1; }
  [ "$(sus_flags)" = "0 0 1" ] || { reason="while suspended tmux alternate_on, mouse_any_flag, cursor_flag are '$(sus_flags)', want '0 0 1'"; sus_capture stopped; return 1; }
  ts --name "$name" type "stty -g > $dir/stty.suspended"
  ts --name "$name" keys Enter
  poll 10 test -s "$dir/stty.suspended" || { reason="the shell did not run a command while Easel was suspended"; return 1; }
  diff -q "$dir/stty.before" "$dir/stty.suspended" > /dev/null || { reason="stty while suspended differs from before Easel started"; return 1; }
  ts --name "$name" keys C-l # a clean screen, so the status bar seen next is Easel's redraw
  ts --name "$name" type "fg"
  ts --name "$name" keys Enter
  ts --name "$name" wait-for ' Select │' --timeout 10 > /dev/null || { reason="after fg Easel did not redraw (no status bar)"; sus_capture fg; return 1; }
  poll 5 bash -c "[ \"\$(tmux -L 'e2e-$name' display-message -p -t e2e:0.0 '#{alternate_on} #{mouse_any_flag}')\" = '1 1' ]" ||
    { reason="after fg the alternate screen and mouse are not back on: flags '$(sus_flags)'"; return 1; }
  ts --name "$name" keys C-q
  if ! poll 10 bash -c "[ -z \"\$(ps -o pid= --ppid $shpid)\" ]"; then
    reason="Ctrl-Q after fg did not quit"
    sus_capture quit
    kill -KILL "$epid" 2> /dev/null
    return 1
  fi
  poll 5 bash -c "[ \"\$(tmux -L 'e2e-$name' display-message -p -t e2e:0.0 '$flags_of')\" = '0 0 1' ]" ||
    { reason="after quitting tmux alternate_on, mouse_any_flag, cursor_flag are '$(sus_flags)', want '0 0 1'"; sus_capture quit; return 1; }
  ts --name "$name" type "stty -g > $dir/stty.after"
  ts --name "$name" keys Enter
  poll 10 test -s "$dir/stty.after" || { reason="the shell did not take a command after Easel quit"; sus_capture after; return 1; }
  diff -q "$dir/stty.before" "$dir/stty.after" > /dev/null || { reason="stty after quitting differs from before Easel started"; return 1; }
  sus_capture end
  ts --name "$name" stop
}

# cell_size KEY: `WIDTH HEIGHT` of the session's cell in pixels (xterm-session info)
cell_size() {
  xs --name "${s_name[$1]}" info | python3 -c 'import json, sys; s = json.load(sys.stdin); print(s["cell_w"], s["cell_h"])'
}

# is_square COLUMNS ROWS CELL-W CELL-H: the box looks square, to within half a cell
is_square() {
  awk -v c="$1" -v r="$2" -v w="$3" -v h="$4" 'BEGIN { d = c * w - r * h; if (d < 0) d = -d; exit !(2 * d <= (w > h ? w : h)) }'
}

# rect_drag KEY COPY-SAVED FILE FROM TO [MODS]: R, a left drag FROM→TO (screen cells), save; sets
# got to `COLUMN ROW COLUMNS ROWS` of the document's last shape
rect_drag() {
  local key=$1 copy=$2 file=$3 from=$4 to=$5 mods=${6:-} args=()
  [ -n "$mods" ] && args=(--mods "$mods")
  press "$key" r
  xs --name "${s_name[$key]}" drag "${args[@]+"${args[@]}"}" --from "$from" --to "$to" --steps 6
  save_doc "$key" "$file" "$copy" || return 1
  got=$(python3 "$here/doc.py" "$copy" | awk '$2 == "rectangle" {print $3, $4, $5, $6}' | tail -1)
  [ -n "$got" ] || { reason="no rectangle in the saved document after the ${mods:+$mods-}drag $from→$to"; return 1; }
}

# shift-drag-square: R, Shift-drag 5,4→25,8 (canvas 4,2 to 24,6: 21×5 free) makes a rectangle
# that is square as seen (the cell size from the harness), at the press
check_shift_drag_square() {
  local key=$1 file=$check_dir/drag.easel got cw ch
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  rect_drag "$key" "$check_dir/after-drag.easel" "$file" 5,4 25,8 shift || return 1
  read -r cw ch <<< "$(cell_size "$key")"
  log "${s_name[$key]}: shift-drag 5,4→25,8 made '$got' (cell ${cw}x${ch})"
  local c r cols rows
  read -r c r cols rows <<< "$got"
  [ "$c $r" = "4 2" ] || { reason="the Shift-drag rectangle '$got' does not start at the press, canvas 4 2"; return 1; }
  is_square "$cols" "$rows" "$cw" "$ch" || { reason="the Shift-drag rectangle '$got' is $cols×$rows cells, not square as seen with ${cw}×${ch} px cells"; return 1; }
  quit_saved "$key" "$n"
}

# ctrl-drag-snaps: R, Ctrl-drag 6,4→30,12 (canvas 5,2 to 29,10) puts both corners on the grid
# (8 columns × round(8 × cell width / cell height) rows)
check_ctrl_drag_snaps() {
  local key=$1 file=$check_dir/snap.easel got cw ch grows
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  rect_drag "$key" "$check_dir/after-drag.easel" "$file" 6,4 30,12 ctrl || return 1
  read -r cw ch <<< "$(cell_size "$key")"
  grows=$(((16 * cw + ch) / (2 * ch)))
  log "${s_name[$key]}: ctrl-drag 6,4→30,12 made '$got' (cell ${cw}x${ch}, grid 8x$grows)"
  local c r cols rows
  read -r c r cols rows <<< "$got"
  local right=$((c + cols - 1)) bottom=$((r + rows - 1))
  if [ $((c % 8)) -ne 0 ] || [ $((right % 8)) -ne 0 ] || [ $((r % grows)) -ne 0 ] || [ $((bottom % grows)) -ne 0 ]; then
    reason="the Ctrl-drag rectangle '$got' has corners $c,$r and $right,$bottom, not on the 8×$grows grid"
    return 1
  fi
  quit_saved "$key" "$n"
}

# constrain-latch: C latches constrain, so a plain drag makes a square as seen; C again unlatches
check_constrain_latch() {
  local key=$1 file=$check_dir/latch.easel got cw ch
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  read -r cw ch <<< "$(cell_size "$key")"
  press "$key" r c
  rect_drag "$key" "$check_dir/latched.easel" "$file" 5,4 25,8 || return 1
  log "${s_name[$key]}: C, drag 5,4→25,8 made '$got'"
  local c r cols rows
  read -r c r cols rows <<< "$got"
  { [ "$c $r" = "4 2" ] && is_square "$cols" "$rows" "$cw" "$ch"; } ||
    { reason="with the C latch a drag 5,4→25,8 made '$got', want a square as seen from canvas 4 2 (cell ${cw}×${ch} px)"; return 1; }
  press "$key" c
  rect_drag "$key" "$check_dir/unlatched.easel" "$file" 40,4 60,8 || return 1
  log "${s_name[$key]}: C again, drag 40,4→60,8 made '$got'"
  [ "$got" = "39 2 21 5" ] || { reason="after C again a drag 40,4→60,8 made '$got', want the free '39 2 21 5'"; return 1; }
  quit_saved "$key" "$n"
}

# shift-mid-drag: R, a press without Shift, then Shift held (bare Shift_L key) for the rest of
# the drag, through the button's release: kitty reports Shift on the motions and the release
# (`\e[<36;…M`, `\e[<4;…m`), so the rectangle is square as seen. (Shift let go before the
# button gives the free 21×5 box: the modifiers at the release decide.)
check_shift_mid_drag() {
  local key=$1 file=$check_dir/mid.easel got cw ch
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  read -r cw ch <<< "$(cell_size "$key")"
  press "$key" r
  xs --name "${s_name[$key]}" mousedown 5,4
  xs --name "${s_name[$key]}" move 8,5
  xs --name "${s_name[$key]}" move 11,6
  xs --name "${s_name[$key]}" keydown Shift_L
  sleep 0.1
  xs --name "${s_name[$key]}" move 18,7
  xs --name "${s_name[$key]}" move 25,8
  sleep 0.1
  xs --name "${s_name[$key]}" mouseup 25,8
  sleep 0.1
  xs --name "${s_name[$key]}" keyup Shift_L
  save_doc "$key" "$file" "$check_dir/after-drag.easel" || return 1
  got=$(python3 "$here/doc.py" "$check_dir/after-drag.easel" | awk '$2 == "rectangle" {print $3, $4, $5, $6}' | tail -1)
  log "${s_name[$key]}: drag 5,4→25,8 with Shift from 11,6 through the release made '$got' (cell ${cw}x${ch})"
  [ -n "$got" ] || { reason="no rectangle in the saved document"; return 1; }
  local c r cols rows
  read -r c r cols rows <<< "$got"
  { [ "$c $r" = "4 2" ] && is_square "$cols" "$rows" "$cw" "$ch"; } ||
    { reason="a drag 5,4→25,8 with Shift held from mid-drag through the release made '$got', want a square as seen from canvas 4 2 (cell ${cw}×${ch} px)"; return 1; }
  quit_saved "$key" "$n"
}

# ---------------------------------------------------------------- tools, erasing, overlay

# click_cell KEY C,R: a left click on a screen cell (X: real pointer; tmux: SGR reports)
click_cell() {
  if [ "${s_kind[$1]}" = x ]; then
    xs --name "${s_name[$1]}" click "$2"
  else
    ts --name "${s_name[$1]}" mouse press "$2"
    ts --name "${s_name[$1]}" mouse release "$2"
  fi
}

# shapes_of COPY: the document's shapes (Tests/e2e/doc.py), one line each, for messages
shapes_of() { python3 "$here/doc.py" "$1" 2>&1 | sed 's/ *$//' | paste -sd ';' -; }

# tool keys: V P B R O L T E H (then V again) each put that tool's name first on the status bar
check_tool_keys() {
  local key=$1 file=$check_dir/tools.easel k got
  local -A title=([v]=Select [p]=Pen [b]=Brush [r]=Rectangle [o]=Ellipse [l]=Line [t]=Text [e]=Eraser [h]=Hand)
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  for k in v p b r o l t e h v; do
    press "$key" "$k"
    if ! wait_screen "$key" 5 "^ ${title[$k]}( [^│]*)? │ [-0-9]+,[-0-9]+ │"; then
      got=$(grep '│' "$check_dir/screen.txt" | tail -1 | sed 's/^ *//; s/ *$//')
      reason="after the key ${k^^} the status bar reads '$got', want the tool '${title[$k]}' first"
      return 1
    fi
  done
  quit_saved "$key" "$n"
}

# tools draw: P and a drag saves a pen stroke, B and a drag a brush stroke, L and a drag a line,
# E and a drag across that line cuts it in two, T, a click and typing saves a text shape
check_tools_draw() {
  local key=$1 file=$check_dir/draw.easel got pens brushes lines
  x() { xs --name "${s_name[$key]}" "$@"; }
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  press "$key" p
  x drag --from 5,4 --to 20,8 --steps 6
  press "$key" b
  x drag --from 5,12 --to 20,12 --steps 6
  press "$key" l
  x drag --from 30,10 --to 60,10 --steps 6 # canvas row 8, columns 29…59
  press "$key" e
  x drag --from 45,7 --to 45,13 --steps 6 # down across the line at canvas column 44
  press "$key" t
  x click 5,18
  x type 'hi'
  press "$key" Escape
  save_doc "$key" "$file" "$check_dir/drawn.easel" || return 1
  got=$(python3 "$here/doc.py" "$check_dir/drawn.easel")
  log "${s_name[$key]}: drawn: $(shapes_of "$check_dir/drawn.easel")"
  pens=$(awk '$2 == "pen"' <<< "$got" | wc -l)
  brushes=$(awk '$2 == "brush"' <<< "$got" | wc -l)
  lines=$(awk '$2 == "line" && $4 == 8 && $6 == 1 {print $3, $3 + $5 - 1}' <<< "$got" | sort -n | paste -sd ' ' -)
  [ "$pens" = 1 ] || { reason="P and a drag 5,4→20,8 left $pens pen stroke(s), want 1 (shapes: $(shapes_of "$check_dir/drawn.easel"))"; return 1; }
  [ "$brushes" = 1 ] || { reason="B and a drag 5,12→20,12 left $brushes brush stroke(s), want 1 (shapes: $(shapes_of "$check_dir/drawn.easel"))"; return 1; }
  # the line 29…59 cut at column 44: 29…43 and 45…59 (a cell either side of the cut is tolerated)
  if ! awk -v l="$lines" 'BEGIN { n = split(l, v, " "); exit !(n == 4 && v[1] == 29 && v[4] == 59 && v[2] >= 42 && v[2] <= 44 && v[3] >= 44 && v[3] <= 46) }'; then
    reason="L and a drag on canvas row 8 from column 29 to 59, then E and a drag down across column 44, left line pieces (first and last column) '$lines' on row 8, want two: 29…43 and 45…59 (shapes: $(shapes_of "$check_dir/drawn.easel"))"
    return 1
  fi
  grep -q '^[0-9]* text 4 16 2 1 "hi"$' <<< "$got" || { reason="T, a click at cell 5,18 and typing 'hi' did not save the text \"hi\" at canvas 4,16 (shapes: $(shapes_of "$check_dir/drawn.easel"))"; return 1; }
  quit_saved "$key" "$n"
}

# erase region: a marquee drag on empty canvas around a box and across the middle of a long line,
# then Ctrl-E (Cmd-E): the box is gone and the line is cut in two at the region's border; one
# Ctrl-Z brings both back as they were
check_erase_region() {
  local key=$1 file=$check_dir/region.easel got lines
  cat > "$file" << 'DOC'
{"format": "easel", "version": 1, "shapes": [
  {"id": 1, "kind": "line", "start": {"column": 2, "row": 10}, "end": {"column": 60, "row": 10}},
  {"id": 2, "kind": "rectangle", "bounds": {"column": 20, "row": 3, "columns": 10, "rows": 4}}
]}
DOC
  cp "$file" "$check_dir/before.easel"
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  # screen cell = canvas cell + (1, 2): canvas 16,1 … 34,12, the box (20…29, 3…6) wholly inside and
  # columns 16…34 of the line's row 10
  xs --name "${s_name[$key]}" drag --from 17,3 --to 35,14 --steps 6
  press "$key" ctrl+e
  save_doc "$key" "$file" "$check_dir/erased.easel" || return 1
  got=$(python3 "$here/doc.py" "$check_dir/erased.easel")
  log "${s_name[$key]}: after the marquee and Ctrl-E: $(shapes_of "$check_dir/erased.easel")"
  if grep -q ' rectangle ' <<< "$got"; then
    reason="the box inside the marquee is still there after Ctrl-E (shapes: $(shapes_of "$check_dir/erased.easel"))"
    return 1
  fi
  lines=$(awk '$2 == "line" && $4 == 10 && $6 == 1 {print $3, $3 + $5 - 1}' <<< "$got" | sort -n | paste -sd ' ' -)
  if ! awk -v l="$lines" 'BEGIN { n = split(l, v, " "); exit !(n == 4 && v[1] == 2 && v[4] == 60 && v[2] >= 14 && v[2] <= 16 && v[3] >= 34 && v[3] <= 36) }'; then
    reason="after the marquee over canvas columns 16…34 and Ctrl-E the line 2…60 on row 10 became pieces '$lines' (first and last column each), want two: 2…15 and 35…60 (shapes: $(shapes_of "$check_dir/erased.easel"))"
    return 1
  fi
  [ "$(wc -l <<< "$got")" = 2 ] || { reason="after Ctrl-E the document has more than the two line pieces: $(shapes_of "$check_dir/erased.easel")"; return 1; }
  press "$key" ctrl+z
  save_doc "$key" "$file" "$check_dir/undone.easel" || return 1
  if [ "$(python3 "$here/doc.py" "$check_dir/undone.easel" | sort)" != "$(python3 "$here/doc.py" "$check_dir/before.easel" | sort)" ]; then
    reason="one Ctrl-Z after the erase gave '$(shapes_of "$check_dir/undone.easel")', want the box and the whole line back: '$(shapes_of "$check_dir/before.easel")'"
    return 1
  fi
  quit_saved "$key" "$n"
}

# erase selection [CHORD]: a click on one of two boxes, then Cmd-E (CHORD: ctrl+e, the default, or
# super+e where Super is reported): that box is gone, the other stays
check_erase_selection() {
  local key=$1 chord=${2:-ctrl+e} file=$check_dir/selection.easel got
  cat > "$file" << 'DOC'
{"format": "easel", "version": 1, "shapes": [
  {"id": 1, "kind": "rectangle", "bounds": {"column": 4, "row": 2, "columns": 12, "rows": 5}},
  {"id": 2, "kind": "rectangle", "bounds": {"column": 30, "row": 2, "columns": 12, "rows": 5}}
]}
DOC
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  click_cell "$key" 9,4 # canvas 8,2: the top edge of box 1
  press "$key" "$chord"
  save_doc "$key" "$file" "$check_dir/erased.easel" || return 1
  got=$(shapes_of "$check_dir/erased.easel")
  log "${s_name[$key]}: after a click on box 1 and $chord: $got"
  [ "$got" = "2 rectangle 30 2 12 5" ] || { reason="after a click on box 1 and $chord the document holds '$got', want only box 2 '2 rectangle 30 2 12 5'"; return 1; }
  quit_saved "$key" "$n"
}

# overlay [super]: `?` shows the shortcut overlay and Esc closes it; F1 shows it and `?` closes it.
# With `super` (kitty, bare modifier keys reported): Super held alone 0.8 s shows it while held
# and its release hides it; Ctrl held alone 0.8 s does not show it.
check_overlay() {
  local key=$1 super=${2:-} file=$check_dir/overlay.easel mark='Keyboard Shortcuts' question=question
  [ "${s_kind[$key]}" = tmux ] && question='?'
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  wait_screen "$key" 5 "$mark" absent || { reason="the overlay is on the screen before any key"; return 1; }
  press "$key" "$question"
  wait_screen "$key" 5 "$mark" || { reason="? did not show the shortcut overlay ('$mark' not on the screen)"; return 1; }
  grep -qE '│ +Pen +P ' "$check_dir/screen.txt" || { reason="the overlay that ? showed has no line 'Pen … P'"; return 1; }
  cp "$check_dir/screen.txt" "$check_dir/screen-question.txt"
  press "$key" Escape
  wait_screen "$key" 5 "$mark" absent || { reason="Esc did not close the shortcut overlay"; return 1; }
  press "$key" F1
  wait_screen "$key" 5 "$mark" || { reason="F1 did not show the shortcut overlay"; return 1; }
  press "$key" "$question"
  wait_screen "$key" 5 "$mark" absent || { reason="? did not close the overlay F1 opened"; return 1; }
  if [ "$super" = super ]; then
    # held 0.8 s, then still held while the screen is read (up to 2 s more, for a loaded machine)
    xs --name "${s_name[$key]}" keydown Super_L
    sleep 0.8
    local shown=0
    wait_screen "$key" 2 "$mark" && shown=1
    cp "$check_dir/screen.txt" "$check_dir/screen-super-held.txt"
    xs --name "${s_name[$key]}" keyup Super_L
    [ "$shown" = 1 ] ||
      { reason="Super held alone 0.8 s did not show the overlay (status bar then: '$(grep '│' "$check_dir/screen-super-held.txt" | tail -1 | sed 's/^ *//; s/ *$//')')"; return 1; }
    wait_screen "$key" 3 "$mark" absent || { reason="the overlay stayed after Super was released"; return 1; }
    xs --name "${s_name[$key]}" keydown Control_L
    sleep 0.8
    local read=0
    screen_text "$key" "$check_dir/screen-ctrl-held.txt" && read=1
    xs --name "${s_name[$key]}" keyup Control_L
    [ "$read" = 1 ] || { reason="could not read the screen while Ctrl was held: $(head -1 "$check_dir/screen-ctrl-held.txt")"; return 1; }
    if grep -q "$mark" "$check_dir/screen-ctrl-held.txt"; then
      reason="Ctrl held alone 0.8 s showed the overlay (only Super should)"
      return 1
    fi
  fi
  quit_saved "$key" "$n"
}

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
  synth=$(grep -o 'synth=[0-9]*' <<< "$summary" | cut -d= -f2)
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

# snap latch: G latches snapping, so a plain drag puts both corners on the grid; G again unlatches
check_snap_latch() {
  local key=$1 file=$check_dir/snap.easel got cw ch grows
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  read -r cw ch <<< "$(cell_size "$key")"
  grows=$(((16 * cw + ch) / (2 * ch)))
  press "$key" r g
  rect_drag "$key" "$check_dir/latched.easel" "$file" 6,4 30,12 || return 1
  log "${s_name[$key]}: G, drag 6,4→30,12 made '$got' (grid 8x$grows)"
  local c r cols rows
  read -r c r cols rows <<< "$got"
  local right=$((c + cols - 1)) bottom=$((r + rows - 1))
  if [ $((c % 8)) -ne 0 ] || [ $((right % 8)) -ne 0 ] || [ $((r % grows)) -ne 0 ] || [ $((bottom % grows)) -ne 0 ]; then
    reason="with the G latch a drag 6,4→30,12 made '$got', corners $c,$r and $right,$bottom, not on the 8×$grows grid"
    return 1
  fi
  press "$key" g
  rect_drag "$key" "$check_dir/unlatched.easel" "$file" 40,4 60,8 || return 1
  log "${s_name[$key]}: G again, drag 40,4→60,8 made '$got'"
  [ "$got" = "39 2 21 5" ] || { reason="after G again a drag 40,4→60,8 made '$got', want the free '39 2 21 5'"; return 1; }
  quit_saved "$key" "$n"
}

# ---------------------------------------------------------------- the suite

define_session tmux tmux
define_session xterm x --term xterm
define_session xterm-mouse x --term xterm --mouse-to-app
define_session kitty x --term kitty

run_check tmux/probe tmux check_probe 'tmux 3' 'legacy'
run_check tmux/quit tmux check_quit
for sig in TERM HUP INT QUIT; do run_check "tmux/sig${sig,,}" tmux check_signal "$sig"; done
run_check tmux/crash-segv tmux check_crash SEGV
run_check tmux/crash-abrt tmux check_crash ABRT
run_check tmux/suspend-fg - check_suspend
run_check tmux/click-and-wheel tmux check_tmux_mouse
run_check tmux/save-render tmux check_save
run_check tmux/double-tap tmux check_double_tap
run_check tmux/tool-keys tmux check_tool_keys
run_check tmux/erase-selection tmux check_erase_selection
run_check tmux/overlay tmux check_overlay
session_down tmux

run_check xterm/probe xterm check_probe 'XTerm' 'modifyOtherKeys'
run_check kitty/probe kitty check_probe 'kitty' 'kitty'
run_check xterm/quit-restores-meta-sends-escape xterm check_meta_escape_restored
for term in xterm kitty; do
  run_check "$term/quit" "$term" check_quit
  for sig in TERM HUP INT QUIT; do run_check "$term/sig${sig,,}" "$term" check_signal "$sig"; done
  run_check "$term/crash-segv" "$term" check_crash SEGV
  run_check "$term/save-render" "$term" check_save
done
# kitty reports the release (flags 31): save at once, and again 0.5 s later. xterm: the release is
# synthesized ~100 ms after the last auto-repeat (300 ms delay, 30/s here), so wait past that
# first; its second save waits 1 s, since a second Ctrl-S within 750 ms of the first is taken for
# an auto-repeat (see xterm/double-tap).
run_check kitty/held-arrow kitty check_held_arrow 0 0.5
run_check xterm/held-arrow xterm check_held_arrow 0.4 1
for term in xterm kitty; do run_check "$term/double-tap" "$term" check_double_tap; done
for term in xterm kitty; do
  run_check "$term/click-selects" "$term" check_click
  run_check "$term/wheel-pans" "$term" check_wheel
done
run_check kitty/ctrl-click-selects kitty check_click ctrl
run_check xterm/constrain-latch xterm check_constrain_latch
run_check xterm/snap-latch xterm check_snap_latch
run_check kitty/shift-mid-drag kitty check_shift_mid_drag
run_check kitty/held-arrow-accel kitty check_held_arrow_kitty_accel
# the tools (spec §4), Cmd-E (§5.3, §5.5) and the shortcut overlay: tool names and the overlay are
# read off the screen as text (screen_text), the rest from saved documents
for term in xterm kitty; do
  run_check "$term/tool-keys" "$term" check_tool_keys
  run_check "$term/tools-draw" "$term" check_tools_draw
  run_check "$term/erase-region" "$term" check_erase_region
  run_check "$term/erase-selection" "$term" check_erase_selection
done
run_check kitty/erase-selection-super kitty check_erase_selection super+e
run_check xterm/overlay xterm check_overlay
run_check kitty/overlay kitty check_overlay super
session_down xterm
session_down kitty
run_check xterm-mouse-to-app/click-selects xterm-mouse check_click
run_check xterm-mouse-to-app/ctrl-click-selects xterm-mouse check_click ctrl
run_check xterm-mouse-to-app/shift-click-selects xterm-mouse check_click shift
run_check xterm-mouse-to-app/wheel-pans xterm-mouse check_wheel
run_check xterm-mouse-to-app/shift-drag-square xterm-mouse check_shift_drag_square
run_check xterm-mouse-to-app/ctrl-drag-snaps xterm-mouse check_ctrl_drag_snaps
run_check xterm-mouse-to-app/quit-keeps-shift-escape xterm-mouse check_shift_escape_kept
session_down xterm-mouse

total=$(awk -v ms=$((($(date +%s%N) - started) / 1000000)) 'BEGIN { printf "%.0f", ms / 1000 }')
if [ "$failed" -gt 0 ] || [ "$known_failed" -gt 0 ]; then
  say "artifacts of the failed checks: $artifacts"
elif [ -z "${E2E_KEEP:-}" ] && [ -z "${E2E_WORK:-}" ]; then
  rm -rf "$work"
fi
[ "$known_failed" -gt 0 ] && say "$known_failed known Easel bug(s) seen (XFAIL above; E2E_STRICT=1 counts them as failures)"
say "$passed passed, $failed failed in $total s"
[ "$failed" -eq 0 ]

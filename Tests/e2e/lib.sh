# shellcheck shell=bash
# The framework of the e2e suite (sourced by Scripts/e2e.sh, which sets repo, here, work, artifacts,
# harness, easel, started, budget, results, log, say and the known-bug table first): terminal sessions with
# Tests/e2e/runner.sh inside, input (press, xs, ts), reading the screen (screen_text, wait_screen),
# documents (save_doc, shape), the terminal's state after a run (assert_clean), and run_check with
# its reporting. The terminals are in Tests/e2e/terminals.sh, the checks in Tests/e2e/checks/.

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
# Sessions start on first use, are restarted when a check leaves one wedged, and are stopped when
# the matrix has run that terminal's checks.

declare -A s_kind s_name s_dir s_args s_next s_up s_run s_broken s_screen s_how s_calib s_optional
sessions=()
run_id=$$

# terminal KEY KIND SCREEN CALIB OPTIONAL [START-OPTIONS...]: one terminal of the matrix (see
# Tests/e2e/terminals.sh). KIND x or tmux; SCREEN how its screen is read as text (screen_text):
# xterm, kitty, tmux (the terminal's own screen) or dump (Easel's EASEL_TEST_SCREEN file); CALIB
# calib when its text origin must be measured first (menus, padding); OPTIONAL optional when a
# terminal that does not start makes its checks SKIP instead of FAIL.
terminal() {
  local key=$1 kind=$2 how=$3 calib=$4 optional=$5
  shift 5
  s_kind[$key]=$kind
  s_name[$key]="easel-$run_id-${key//\//-}"
  s_args[$key]=$(printf '%q ' "$@")
  s_how[$key]=$how
  s_calib[$key]=$calib
  s_optional[$key]=$optional
  s_up[$key]=0
  sessions+=("$key")
}

# screen_options KEY: the start options that make the session's screen readable as text (see
# screen_text), appended to `args`; sets s_screen. kitty: remote control on a socket (get-text);
# xterm (also around GNU screen): Ctrl+Shift+Alt+F12 bound to print-immediate, which writes the
# current screen (the alternate one while Easel runs) to a file (the key never reaches the
# program); dump: Easel writes what it drew to a file (EASEL_TEST_SCREEN, set by start_run).
screen_options() {
  local key=$1 name=${s_name[$1]} sock prefix
  case ${s_how[$key]} in
    kitty)
      sock=$work/$name.sock
      [ ${#sock} -gt 100 ] && sock=/tmp/$name.sock # the limit of a socket path
      rm -f "$sock"
      args+=(--term-arg -o --term-arg allow_remote_control=yes --term-arg --listen-on --term-arg "unix:$sock")
      s_screen[$key]="kitty $sock"
      ;;
    xterm)
      prefix=$work/screens/$name/screen
      mkdir -p "${prefix%/*}"
      args+=(--term-arg -xrm --term-arg "XTerm*printFileImmediate: $prefix"
        --term-arg -xrm --term-arg "XTerm*printOptsImmediate: 1"
        --term-arg -xrm --term-arg "XTerm*VT100.translations: #override Ctrl Shift Alt <Key>F12: print-immediate()")
      s_screen[$key]="xterm $prefix"
      ;;
    dump) s_screen[$key]="dump ${s_dir[$key]}/easel-screen.txt" ;;
    *) s_screen[$key]="" ;;
  esac
}

# calibration KEY: sets calib to DX,DY,W,H, the terminal's text origin and cell size, measured
# once per suite in a short session of its own (calib.py in the terminal, `xterm-session
# calibrate`) and kept in the work folder; fails with reason set
calibration() {
  local key=$1 cache=$work/calib/$1 name="${s_name[$1]}-calib" dir report out n args
  if [ -s "$cache" ]; then calib=$(cat "$cache"); return 0; fi
  mkdir -p "$work/calib"
  dir=$work/sessions/$name
  mkdir -p "$dir"
  report=$dir/report
  eval "args=(${s_args[$key]})"
  if ! out=$(xs --name "$name" start "${args[@]}" --cols 80 --rows 24 --cwd "$dir" \
    -- python3 "$harness/calib.py" "$report" 2>&1); then
    reason="cannot start the terminal to calibrate it: $(tail -3 <<< "$out" | tr '\n' ' ')"
    xs --name "$name" stop > /dev/null 2>&1
    return 1
  fi
  sleep 1.5 # calib.py turns the mouse on
  n=0
  until out=$(xs --name "$name" calibrate "$report" 2>&1) && [[ $out =~ ^-?[0-9]+,-?[0-9]+,[0-9]+,[0-9]+$ ]]; do
    n=$((n + 1))
    if [ "$n" -ge 3 ]; then
      reason="xterm-session calibrate failed: $(tail -1 <<< "$out")"
      xs --name "$name" stop > /dev/null 2>&1
      return 1
    fi
    sleep 1
  done
  xs --name "$name" keys q > /dev/null 2>&1
  xs --name "$name" stop > /dev/null 2>&1
  log "$key calibrated: text origin and cell $out"
  echo "$out" > "$cache"
  calib=$out
}

session_up() { # KEY: starts the session unless it is running
  local key=$1 dir name out calib
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
    if [ "${s_calib[$key]}" = calib ]; then
      if ! calibration "$key"; then
        s_broken[$key]="the $key terminal did not start or calibrate: $reason"
        return 1
      fi
      args+=(--calib "$calib")
    fi
    screen_options "$key"
    if ! out=$(xs --name "$name" start "${args[@]}" --cols 80 --rows 24 --cwd "$dir" \
      -- bash "$here/runner.sh" "$dir" 2>&1); then
      reason="cannot start the terminal: $out"
      s_broken[$key]="the $key terminal did not start: $(grep -v '^ *$' <<< "$out" | tail -1)"
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
  if [ "${s_how[$key]}" = dump ]; then
    # Easel writes the screen it drew here after every frame (a debug build's EASEL_TEST_SCREEN);
    # a new run starts without the last run's screen
    rm -f "$dir/easel-screen.txt"
    envs=("EASEL_TEST_SCREEN=$dir/easel-screen.txt" "${envs[@]+"${envs[@]}"}")
  fi
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

# screen_text KEY OUT: the session's screen as text: the terminal's own screen in tmux
# (capture-pane), kitty (get-text over its remote-control socket), xterm and GNU screen in xterm
# (xterm's print-immediate, see screen_options); elsewhere the screen Easel drew (EASEL_TEST_SCREEN)
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
    dump)
      # what Easel drew (not what the terminal shows): nothing when Easel has not drawn yet
      if ! cat "$spec" > "$out" 2> /dev/null; then
        echo "(Easel has written no screen to $spec)" > "$out"
        return 1
      fi
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

# sheet_pages KEY: `?` opens the shortcut sheet; each of its pages is read (PageDown turns to the
# next, which its "more" mark must then name: "(2/3)") into $check_dir/sheet-P.txt; sets
# sheet_count to the number of pages (1 when the sheet has no mark); fails with reason set. The
# sheet is left open on its last page.
sheet_pages() {
  local key=$1 question=question next=Page_Down p mark='Keyboard Shortcuts'
  [ "${s_kind[$key]}" = tmux ] && { question='?'; next=PageDown; }
  press "$key" "$question"
  wait_screen "$key" 5 "$mark" || { reason="? did not show the shortcut sheet ('$mark' not on the screen)"; return 1; }
  cp "$check_dir/screen.txt" "$check_dir/sheet-1.txt"
  sheet_count=$(grep -oE 'more: PgDn \(1/[0-9]+\)' "$check_dir/sheet-1.txt" | grep -oE '[0-9]+\)$' | tr -d ')')
  sheet_count=${sheet_count:-1}
  for ((p = 2; p <= sheet_count; p++)); do
    press "$key" "$next"
    wait_screen "$key" 5 "PgUp \($p/$sheet_count\)" ||
      { reason="PageDown did not turn the sheet to page $p of $sheet_count (its mark: '$(grep -oE '(more|back): [^(]*\([0-9]+/[0-9]+\)' "$check_dir/screen.txt")')"; return 1; }
    cp "$check_dir/screen.txt" "$check_dir/sheet-$p.txt"
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

# quit_saved KEY N: Ctrl-Q after a save quits at once, cleanly
quit_saved() {
  press "$1" ctrl+q
  wait_exit "$1" "$2" 0 || return 1
  assert_clean "$1" "$2"
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

# ---------------------------------------------------------------- running and reporting

passed=0
failed=0
known_failed=0
skipped=0
check_dir=""
known_now=""

# record STATUS NAME SECONDS REASON: one line of the results file the matrix in docs/terminals.md
# is made from (Scripts/e2e-matrix.py)
record() { printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "${4//$'\n'/ }" >> "$results"; }

# fact TERMINAL NAME VALUE: something a terminal delivered, for the matrix (e.g. `probe-terminal`,
# `wheel-reports`)
fact() { printf 'fact\t%s\t%s\t%s\n' "$1" "$2" "${3//$'\n'/ }" >> "$results"; }

# run_check NAME SESSION FUNCTION [ARGS...]: FUNCTION works in $check_dir and sets $reason on
# failure. A terminal marked optional that does not start makes the check SKIP (not a pass).
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
  elif [ "$key" != - ] && [ "${s_optional[$key]:-}" = optional ] && ! session_up "$key"; then
    say "SKIP $name: ${s_broken[$key]:-$reason}"
    skipped=$((skipped + 1))
    record SKIP "$name" 0 "${s_broken[$key]:-$reason}"
    return 0
  else
    "$fn" "$key" "$@" || status=$?
  fi
  secs=$(awk -v ms=$(($(now_ms) - t0)) 'BEGIN { printf "%.1f", ms / 1000 }')
  if [ "$status" -eq 0 ]; then
    say "PASS $name (${secs}s)"
    passed=$((passed + 1))
    record PASS "$name" "$secs" ""
  elif known_bug=${known[$name]:-$known_now} && [ -n "$known_bug" ] && [ -z "${E2E_STRICT:-}" ]; then
    say "XFAIL $name: ${reason:-check failed} (${secs}s; known Easel bug: $known_bug)"
    known_failed=$((known_failed + 1))
    record XFAIL "$name" "$secs" "${reason:-check failed}; known Easel bug: $known_bug"
    keep_artifacts "$name" "$key"
  else
    say "FAIL $name: ${reason:-check failed} (${secs}s)"
    failed=$((failed + 1))
    record FAIL "$name" "$secs" "${reason:-check failed}"
    keep_artifacts "$name" "$key"
  fi
  [ "$status" -eq 0 ] && [ -n "${known[$name]:-}" ] && say "| $name passes: remove it from the known bugs in Scripts/e2e.sh"
  [ -n "$key" ] && [ "$key" != - ] && end_run "$key"
  return 0
}

# ---------------------------------------------------------------- the matrix
# Each file in Tests/e2e/checks/ defines its check function and says where it runs, one line per
# group of terminals with the same arguments:
#   on "xterm kitty" held-arrow check_held_arrow 0.4 1
# makes the checks xterm/held-arrow and kitty/held-arrow. A terminal written KEY:- runs the check
# without a session of its own (the check starts what it needs).

m_terms=()
m_names=()
m_fns=()
m_args=()

on() { # TERMINALS NAME FUNCTION [ARGS...]
  local term
  for term in $1; do
    m_terms+=("$term")
    m_names+=("$2")
    m_fns+=("$3")
    if [ $# -gt 3 ]; then m_args+=("$(printf '%q ' "${@:4}")"); else m_args+=(""); fi
  done
}

# run_matrix: every terminal of Tests/e2e/terminals.sh in its order, each with the checks that
# name it (in the order of their files), then that terminal is stopped
run_matrix() {
  local key i label session args
  for key in "${sessions[@]}"; do
    for i in "${!m_terms[@]}"; do
      label=${m_terms[$i]%:-}
      [ "$label" = "$key" ] || continue
      session=$key
      [ "${m_terms[$i]}" != "$label" ] && session=-
      eval "args=(${m_args[$i]})"
      run_check "$key/${m_names[$i]}" "$session" "${m_fns[$i]}" "${args[@]+"${args[@]}"}"
    done
    session_down "$key"
  done
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

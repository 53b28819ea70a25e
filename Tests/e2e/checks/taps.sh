# shellcheck shell=bash
# taps: taps are taps (spec §5.3, issue 13). Three Ctrl-N 0.3 s apart make three boxes, then five
# taps of Right 0.2 s apart move the selected box exactly 5 cells. A legacy terminal sends the
# same bytes for a tap as for an auto-repeat, so Easel tells them apart by timing alone; the
# check therefore also measures what the terminal delivered: Easel runs under script(1), which
# logs each chunk of input with its arrival time (Tests/e2e/inputlog.py). The counts are held to
# exactly 3 and 5 only when the terminal delivered that many presses, each at least
# fastest_tap_ms after the last (the shortest gap the key tracker's tests promise a tap) and no
# auto-repeat (kitty's repeat reports, or an extra arrival where the X server repeated a key
# let go late). On a loaded machine the input can come bunched; such an attempt measures
# nothing and is made again, up to three times.
fastest_tap_ms=150

# tap_keys KEY DELAY-MS SPEC COUNT: COUNT taps of SPEC, DELAY-MS apart (one xdotool run each, from
# one process, so the gaps are the delay plus a few ms)
tap_keys() {
  local key=$1 delay=$2 spec=$3 count=$4 specs=() i
  for ((i = 0; i < count; i++)); do specs+=("$spec"); done
  if [ "${s_kind[$key]}" = x ]; then
    xs --name "${s_name[$key]}" keys --delay "$delay" "${specs[@]}"
  else
    for ((i = 0; i < count; i++)); do
      [ "$i" -gt 0 ] && sleep "$(awk -v ms="$delay" 'BEGIN { print ms / 1000 }')"
      press "$key" "$spec"
    done
  fi
}

# delivered_taps SUMMARY COUNT: the summary of inputlog.py shows COUNT presses, no repeats, each
# gap at least fastest_tap_ms
delivered_taps() {
  local presses repeats min_gap
  presses=$(grep -o 'presses=[0-9]*' <<< "$1" | cut -d= -f2)
  repeats=$(grep -o 'repeats=[0-9]*' <<< "$1" | cut -d= -f2)
  min_gap=$(grep -o 'min_gap=[0-9-]*' <<< "$1" | cut -d= -f2)
  [ "$presses" = "$2" ] && [ "$repeats" = 0 ] && [ "$min_gap" != - ] && [ "$min_gap" -ge "$fastest_tap_ms" ]
}

# gaps_of SUMMARY: the gaps between the presses, `358, 361`
gaps_of() { grep -o 'gaps=[^ ]*' <<< "$1" | cut -d= -f2 | sed 's/,/, /g'; }

# one attempt; returns 2 (with reason set) when the terminal did not deliver taps
taps_attempt() {
  local key=$1 attempt=$2 file=$check_dir/taps-$2.easel inlog=$check_dir/input-$2.log timing=$check_dir/timing-$2.log
  local n count before after ctrl_n right others_before others_after
  start_program "$key" -- script -q -f -E never -I "$inlog" -T "$timing" -m advanced \
    -c "$(printf '%q %q' "$easel" "$file")" || return 1
  n=$run
  wait_ready "$key" "$file" || return 1
  tap_keys "$key" 300 ctrl+n 3
  sleep 1 # past the time a possible first repeat is held back
  save_doc "$key" "$file" "$check_dir/three-$attempt.easel" || return 1
  tap_keys "$key" 200 Right 5
  sleep 1
  save_doc "$key" "$file" "$check_dir/moved-$attempt.easel" || return 1
  quit_saved "$key" "$n" || return 1
  ctrl_n=$(python3 "$here/inputlog.py" "$timing" "$inlog" ctrl+n)
  right=$(python3 "$here/inputlog.py" "$timing" "$inlog" right)
  log "${s_name[$key]}: taps attempt $attempt delivered: Ctrl-N $ctrl_n; Right $right"
  fact "$key" taps-delivered "Ctrl-N $(gaps_of "$ctrl_n"); Right $(gaps_of "$right")"
  if ! delivered_taps "$ctrl_n" 3 || ! delivered_taps "$right" 5; then
    reason="the terminal did not deliver three taps of Ctrl-N and five of Right at least $fastest_tap_ms ms apart (Ctrl-N: $ctrl_n; Right: $right)"
    return 2
  fi
  count=$(python3 "$here/doc.py" "$check_dir/three-$attempt.easel" | wc -l)
  [ "$count" = 3 ] ||
    { reason="three taps of Ctrl-N (delivered $(gaps_of "$ctrl_n") ms apart) made $count box(es), want 3: $(shapes_of "$check_dir/three-$attempt.easel")"; return 1; }
  before=$(column_of "$check_dir/three-$attempt.easel" 3)
  after=$(column_of "$check_dir/moved-$attempt.easel" 3)
  [ -n "$before" ] && [ -n "$after" ] || { reason="no third box in the saved documents"; return 1; }
  [ "$((after - before))" = 5 ] ||
    { reason="five taps of Right (delivered $(gaps_of "$right") ms apart) moved the selected box $((after - before)) cells (column $before to $after), want exactly 5"; return 1; }
  others_before=$(python3 "$here/doc.py" "$check_dir/three-$attempt.easel" | awk '$1 != 3' | paste -sd ';' -)
  others_after=$(python3 "$here/doc.py" "$check_dir/moved-$attempt.easel" | awk '$1 != 3' | paste -sd ';' -)
  [ "$others_before" = "$others_after" ] || { reason="the taps of Right moved a box that was not selected: $others_before, then $others_after"; return 1; }
}

check_taps() {
  local key=$1 attempt status
  for attempt in 1 2 3; do
    status=0
    taps_attempt "$key" "$attempt" || status=$?
    [ "$status" = 2 ] || return "$status"
    log "${s_name[$key]}: taps attempt $attempt measured nothing: $reason"
    end_run "$key"
  done
  return 1
}

on "tmux xterm kitty alacritty urxvt st mlterm xfce4 konsole screen-in-xterm" taps check_taps

# shellcheck shell=bash
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

on "xterm kitty" tools-draw check_tools_draw

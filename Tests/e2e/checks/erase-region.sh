# shellcheck shell=bash
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

on "xterm kitty" erase-region check_erase_region

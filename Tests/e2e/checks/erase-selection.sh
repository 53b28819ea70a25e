# shellcheck shell=bash
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

on "tmux xterm kitty" erase-selection check_erase_selection
on kitty erase-selection-super check_erase_selection super+e

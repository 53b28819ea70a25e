# shellcheck shell=bash
# objects-panel (issue 15, spec §9): five boxes; F6 opens the objects panel with the focus. By keys
# (xterm, kitty): Shift+Down three times selects four rows, F6 gives the focus back to the canvas,
# where Right nudges the four, F6 again and Ctrl-G groups them. By mouse (xterm with
# --mouse-to-app, where Shift+click reaches Easel): a click on the first row and a Shift+click on
# the fourth select the range, Ctrl-G groups it. The saved document has one group of four, the
# fifth box alone (and, by keys, the four moved one column).
objects_panel_document() {
  cat > "$1" << 'DOC'
{"format": "easel", "version": 2, "shapes": [
  {"id": 1, "kind": "rectangle", "bounds": {"column": 2, "row": 2, "columns": 6, "rows": 3}},
  {"id": 2, "kind": "rectangle", "bounds": {"column": 10, "row": 2, "columns": 6, "rows": 3}},
  {"id": 3, "kind": "rectangle", "bounds": {"column": 18, "row": 2, "columns": 6, "rows": 3}},
  {"id": 4, "kind": "rectangle", "bounds": {"column": 26, "row": 2, "columns": 6, "rows": 3}},
  {"id": 5, "kind": "rectangle", "bounds": {"column": 34, "row": 2, "columns": 6, "rows": 3}}
]}
DOC
}

# objects_panel_open KEY FILE: Easel on the five boxes written to FILE, F6 opening the panel;
# sets run as start_run does
objects_panel_open() {
  objects_panel_document "$2"
  start_run "$1" -- "$2" || return 1
  wait_ready "$1" "$2" || return 1
  press "$1" F6
  wait_screen "$1" 5 'Objects 5 shapes' || { reason="F6 did not open the objects panel"; return 1; }
}

# objects_panel_verdict SAVED MOVED: "ok" when SAVED has one group holding shapes 2 to 5 (the
# panel lists the front first: rows 1–4 are shapes 5, 4, 3, 2) and shape 1 outside it; with MOVED
# 1 the four moved one column right.
objects_panel_verdict() {
  python3 - "$1" "$2" << 'PY'
import json, sys
doc = json.load(open(sys.argv[1], encoding="utf-8"))
moved = sys.argv[2] == "1"
shapes = {s["id"]: s for s in doc["shapes"]}
groups = doc.get("groups", [])
problems = []
if len(groups) != 1:
    problems.append("want one group, saved %d" % len(groups))
else:
    members = sorted(i for i, s in shapes.items() if s.get("group") == groups[0]["id"])
    if members != [2, 3, 4, 5]:
        problems.append("the group holds %s, want the four front rows 2-5" % members)
start = {1: 2, 2: 10, 3: 18, 4: 26, 5: 34}
for i, column in start.items():
    want = column + (1 if moved and i != 1 else 0)
    got = shapes.get(i, {}).get("bounds", {}).get("column")
    if got != want:
        problems.append("box %d at column %s, want %d" % (i, got, want))
print("; ".join(problems) if problems else "ok")
PY
}

check_objects_panel_keys() {
  local key=$1 file=$check_dir/panel.easel verdict i
  objects_panel_open "$key" "$file" || return 1
  local n=$run
  for i in 1 2 3; do
    sleep 0.4
    press "$key" shift+Down
  done
  sleep 0.4
  press "$key" F6
  sleep 0.4
  press "$key" Right
  sleep 0.8
  press "$key" F6
  sleep 0.4
  press "$key" ctrl+g
  save_doc "$key" "$file" "$check_dir/grouped.easel" || return 1
  verdict=$(objects_panel_verdict "$check_dir/grouped.easel" 1)
  log "${s_name[$key]}: panel by keys: $verdict"
  [ "$verdict" = ok ] || { reason="F6, Shift+Down ×3, F6, Right, F6, Ctrl-G: $verdict"; return 1; }
  quit_saved "$key" "$n"
}

check_objects_panel_mouse() {
  local key=$1 file=$check_dir/panel.easel verdict
  objects_panel_open "$key" "$file" || return 1
  local n=$run
  # At 80 columns the panel's rows start on screen row 3, right of the bar at column 57.
  xs --name "${s_name[$key]}" click 66,3
  sleep 0.4
  xs --name "${s_name[$key]}" click --mods shift 66,6
  sleep 0.4
  press "$key" ctrl+g
  save_doc "$key" "$file" "$check_dir/grouped.easel" || return 1
  verdict=$(objects_panel_verdict "$check_dir/grouped.easel" 0)
  log "${s_name[$key]}: panel by mouse: $verdict"
  [ "$verdict" = ok ] || { reason="F6, a click on row 1 and Shift+click on row 4, Ctrl-G: $verdict"; return 1; }
  quit_saved "$key" "$n"
}

on "xterm kitty" objects-panel-keys check_objects_panel_keys
on "xterm-mouse-to-app" objects-panel-shift-click check_objects_panel_mouse

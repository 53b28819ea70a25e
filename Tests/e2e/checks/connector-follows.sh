# shellcheck shell=bash
# connector-follows (issue 14): R draws boxes A, B and C, L two arrows from A to B and A to C
# (each end dropped inside a box attaches to it); V and a drag of A's top edge moves A 10
# columns right and 8 rows down. The saved document has both lines bound to A and to B or C,
# their ends on the boxes' sides, each an arrow (a line drawn to a box gets an arrowhead at its
# end), and `easel render` draws a junction where each meets a frame and the arrowhead beside it.
check_connector_follows() {
  local key=$1 file=$check_dir/connected.easel
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  local xs_name=${s_name[$key]}
  press "$key" r
  xs --name "$xs_name" drag --from 5,4 --to 14,7 --steps 4
  xs --name "$xs_name" drag --from 50,4 --to 59,7 --steps 4
  xs --name "$xs_name" drag --from 50,15 --to 59,18 --steps 4
  press "$key" l
  xs --name "$xs_name" drag --from 9,5 --to 54,5 --steps 6
  xs --name "$xs_name" drag --from 9,6 --to 54,16 --steps 6
  press "$key" v
  xs --name "$xs_name" drag --from 7,4 --to 17,12 --steps 6
  save_doc "$key" "$file" "$check_dir/after-drag.easel" || return 1
  "$easel" render "$check_dir/after-drag.easel" > "$check_dir/render.txt" 2>&1 ||
    { reason="easel render failed: $(head -3 "$check_dir/render.txt")"; return 1; }
  local verdict
  verdict=$(python3 - "$check_dir/after-drag.easel" "$check_dir/render.txt" << 'PY'
import json, sys
shapes = json.load(open(sys.argv[1], encoding="utf-8"))["shapes"]
rows = open(sys.argv[2], encoding="utf-8").read().split("\n")
boxes = {s["id"]: s["bounds"] for s in shapes if s["kind"] == "rectangle"}
lines = [s for s in shapes if s["kind"] == "line"]
def on_side(cell, b):
    c, r = cell["column"], cell["row"]
    left, top, right, bottom = b["column"], b["row"], b["column"] + b["columns"] - 1, b["row"] + b["rows"] - 1
    if not (left <= c <= right and top <= r <= bottom):
        return False
    return (c in (left, right)) != (r in (top, bottom))
def glyph(cell):
    r, c = cell["row"], cell["column"]
    return rows[r][c] if 0 <= r < len(rows) and 0 <= c < len(rows[r]) else " "
problems = []
if len(boxes) != 3 or len(lines) != 2:
    problems.append("want 3 boxes and 2 lines, saved %d and %d" % (len(boxes), len(lines)))
a = min(boxes, key=lambda i: i) if boxes else None
if a is not None and boxes[a]["column"] != 14:
    problems.append("box A is at column %s, want 14 (moved 10 right)" % boxes[a]["column"])
targets = set()
for line in lines:
    for end, key in (("start", "startBinding"), ("end", "endBinding")):
        bound = line.get(key, {}).get("shape")
        if bound not in boxes:
            problems.append("line %s: its %s is not attached to a box (%s)" % (line["id"], end, line.get(key)))
            continue
        if not on_side(line[end], boxes[bound]):
            problems.append("line %s: its %s %s is not on a side of box %s" % (line["id"], end, line[end], bound))
        if glyph(line[end]) not in "├┤┬┴┼":
            problems.append("line %s: render shows %r where its %s meets box %s" % (line["id"], glyph(line[end]), end, bound))
    if line.get("arrowAtEnd") is not True or line.get("arrowAtStart"):
        problems.append("line %s: want an arrowhead at its end only, saved %s/%s" % (line["id"], line.get("arrowAtStart"), line.get("arrowAtEnd")))
    end = line["end"]
    beside = [glyph({"row": end["row"] + dr, "column": end["column"] + dc}) for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0))]
    if not any(g in "←→↑↓" for g in beside):
        problems.append("line %s: render shows no arrowhead beside its end (%s)" % (line["id"], "".join(beside)))
    targets.add(line.get("endBinding", {}).get("shape"))
    if line.get("startBinding", {}).get("shape") != a:
        problems.append("line %s does not start at box A" % line["id"])
if len(targets) != 2:
    problems.append("the two lines end on %s, want the two other boxes" % sorted(t for t in targets if t))
print("; ".join(problems) if problems else "ok")
PY
  )
  log "$xs_name: connectors after the drag: $verdict"
  [ "$verdict" = ok ] || { reason="after dragging box A: $verdict (render in $check_dir/render.txt)"; return 1; }
  quit_saved "$key" "$n"
}

on "xterm kitty" connector-follows check_connector_follows

# shellcheck shell=bash
# keyboard-diagram (issue 14, spec §8 "Keyboard diagramming"): the connector keys reach Easel in
# xterm and tmux. Ctrl-N adds a box; Ctrl-Shift-Right three times (taps 0.8 s apart) adds three
# connected copies, a chain of four boxes joined by three arrows; Alt-J walks from the last box to
# the one left of it, and Delete removes that one: the saved chain has its third box gone.
check_keyboard_diagram() {
  local key=$1 file=$check_dir/chain.easel
  start_run "$key" -- "$file" || return 1
  local n=$run i
  wait_ready "$key" "$file" || return 1
  press "$key" ctrl+n
  for i in 1 2 3; do
    sleep 0.8
    if [ "${s_kind[$key]}" = x ]; then
      xs --name "${s_name[$key]}" keys ctrl+shift+Right
    else
      ts --name "${s_name[$key]}" keys C-S-Right
    fi
  done
  sleep 0.8
  save_doc "$key" "$file" "$check_dir/chain-saved.easel" || return 1
  if [ "${s_kind[$key]}" = x ]; then
    xs --name "${s_name[$key]}" keys alt+j
  else
    ts --name "${s_name[$key]}" keys M-j
  fi
  sleep 0.8
  press "$key" Delete
  save_doc "$key" "$file" "$check_dir/walked.easel" || return 1
  local verdict
  verdict=$(python3 - "$check_dir/chain-saved.easel" "$check_dir/walked.easel" << 'PY'
import json, sys
chain = json.load(open(sys.argv[1], encoding="utf-8"))["shapes"]
walked = json.load(open(sys.argv[2], encoding="utf-8"))["shapes"]
boxes = sorted((s for s in chain if s["kind"] == "rectangle"), key=lambda s: s["bounds"]["column"])
lines = [s for s in chain if s["kind"] == "line"]
problems = []
if len(boxes) != 4 or len(lines) != 3:
    problems.append("Ctrl-N and three Ctrl-Shift-Right made %d boxes and %d lines, want 4 and 3" % (len(boxes), len(lines)))
else:
    pairs = sorted((l.get("startBinding", {}).get("shape"), l.get("endBinding", {}).get("shape")) for l in lines)
    want = sorted((boxes[i]["id"], boxes[i + 1]["id"]) for i in range(3))
    if pairs != want:
        problems.append("the arrows join %s, want the chain %s" % (pairs, want))
    if any(b["bounds"]["row"] != boxes[0]["bounds"]["row"] for b in boxes):
        problems.append("the copies are not in one row")
    left = sorted(s["id"] for s in walked if s["kind"] == "rectangle")
    if left != sorted(b["id"] for b in boxes if b["id"] != boxes[2]["id"]):
        problems.append("Alt-J then Delete left boxes %s, want all but the third, %s" % (left, boxes[2]["id"]))
print("; ".join(problems) if problems else "ok")
PY
  )
  log "${s_name[$key]}: keyboard diagram: $verdict"
  [ "$verdict" = ok ] || { reason="$verdict"; return 1; }
  quit_saved "$key" "$n"
}

on "xterm tmux" keyboard-diagram check_keyboard_diagram

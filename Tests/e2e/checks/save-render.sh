# shellcheck shell=bash
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

on "tmux xterm kitty" save-render check_save

# shellcheck shell=bash
# screen-escape: under GNU screen a lone Esc still does its job (issue 13: while any mouse mode is
# on, screen 4.9 holds a lone Esc back until the next byte, so Esc never closed the shortcut sheet,
# and Esc followed by `o` arrived as Alt+O: the tool did not switch and the ellipse that followed
# came out as a rectangle). `?` shows the sheet and one Esc closes it; then R, Esc and 0.5 s later
# O: the status bar names the ellipse tool and a drag makes an ellipse. Easel runs under script(1),
# whose input log must show that screen delivered that Esc and `o` together, as `ESC o`: the check
# replays the defect.
check_screen_escape() {
  local key=$1 file=$check_dir/escape.easel inlog=$check_dir/input.log timing=$check_dir/timing.log mark='Keyboard Shortcuts'
  local kinds together
  start_program "$key" -- script -q -f -E never -I "$inlog" -T "$timing" -m advanced \
    -c "$(printf '%q %q' "$easel" "$file")" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  press "$key" question
  wait_screen "$key" 5 "$mark" || { reason="? did not show the shortcut sheet ('$mark' not on the screen)"; return 1; }
  press "$key" Escape
  wait_screen "$key" 3 "$mark" absent || { reason="a lone Esc did not close the shortcut sheet within 3 s"; return 1; }
  press "$key" r
  wait_screen "$key" 5 '^ Rectangle' || { reason="R did not pick the rectangle tool (status bar: $(status_line "$key"))"; return 1; }
  press "$key" Escape
  sleep 0.5
  press "$key" o
  wait_screen "$key" 5 '^ Ellipse' || { reason="Esc, then O 0.5 s later, did not pick the ellipse tool (status bar: $(status_line "$key"))"; return 1; }
  xs --name "${s_name[$key]}" drag --from 10,5 --to 30,12 --steps 6
  save_doc "$key" "$file" "$check_dir/drawn.easel" || return 1
  quit_saved "$key" "$n" || return 1
  together=no
  python3 "$here/inputlog.py" "$timing" "$inlog" --chunks > "$check_dir/chunks.txt"
  grep -q '\\x1bo' "$check_dir/chunks.txt" && together=yes
  log "${s_name[$key]}: Esc and o 0.5 s apart arrived in one chunk: $together"
  fact "$key" esc-then-o-together "$together"
  kinds=$(python3 "$here/doc.py" "$check_dir/drawn.easel" | awk '{print $2}' | paste -sd ' ' -)
  [ "$kinds" = ellipse ] || { reason="after Esc, O and a drag the document holds '$kinds', want one ellipse"; return 1; }
  [ "$together" = yes ] || { reason="screen delivered the Esc and the o 0.5 s later apart (chunks.txt): the check did not replay the held Esc"; return 1; }
}

on screen-in-xterm screen-escape check_screen_escape

# shellcheck shell=bash
# sheet-pages: at 80×24 the shortcut sheet does not fit, so it pages (issue 13: it was cut off
# without a mark, and View, Help, Canvas and the Gestures section were missing). `?` shows its
# first page with a "more: PgDn (1/N)" mark; PageDown turns every page (Tests/e2e/lib.sh
# sheet_pages); the pages together hold the sections File, Edit, Tools, Shape, View, Help, Canvas
# and Gestures; PageUp goes back to page 1 and Esc closes the sheet.
check_sheet_pages() {
  local key=$1 file=$check_dir/pages.easel previous=Page_Up section missing="" mark='Keyboard Shortcuts'
  [ "${s_kind[$key]}" = tmux ] && previous=PageUp
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  sheet_pages "$key" || return 1
  [ "$sheet_count" -ge 2 ] ||
    { reason="at 80×24 the sheet's first page has no 'more: PgDn (1/N)' mark (its bottom edge: '$(grep '╰' "$check_dir/sheet-1.txt")')"; return 1; }
  # the sections' headers, inside the sheet's frame (not the menu bar's names)
  for section in File Edit Tools Shape View Help Canvas Gestures; do
    cat "$check_dir"/sheet-*.txt | grep '^│' | grep -qw "$section" || missing+=" $section"
  done
  [ -z "$missing" ] || { reason="the $sheet_count pages of the sheet lack the section(s)$missing"; return 1; }
  grep -q '^│ *Gestures' "$check_dir/sheet-1.txt" &&
    log "${s_name[$key]}: Gestures already on the sheet's first page"
  for ((p = sheet_count; p > 1; p--)); do press "$key" "$previous"; done
  wait_screen "$key" 5 "more: PgDn \(1/$sheet_count\)" || { reason="PageUp did not turn the sheet back to page 1"; return 1; }
  press "$key" Escape
  wait_screen "$key" 5 "$mark" absent || { reason="Esc did not close the sheet"; return 1; }
  fact "$key" sheet-pages "$sheet_count"
  quit_saved "$key" "$n"
}

on "tmux xterm kitty alacritty urxvt st mlterm xfce4 konsole screen-in-xterm" sheet-pages check_sheet_pages

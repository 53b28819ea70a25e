# shellcheck shell=bash
# sheet-vte-keys: where VTE (xfce4-terminal, GNOME Terminal) keeps F1 (its help) and F10 (its
# menu), the shortcut sheet lists `?` for Keyboard Shortcuts without F1, and says what works
# instead of F10 (issue 13: the sheet offered F1, which opened the terminal's help dialog).
check_sheet_vte_keys() {
  local key=$1 file=$check_dir/vte.easel chords f10 offered
  start_run "$key" -- "$file" || return 1
  local n=$run
  wait_ready "$key" "$file" || return 1
  sheet_pages "$key" || return 1
  # the chords after the command's title: single spaces between them, two or more after
  chords=$(cat "$check_dir"/sheet-*.txt | grep '^│' | grep -oE 'Keyboard Shortcuts +[^ │]+( [^ │]+)*' | sed -E 's/^Keyboard Shortcuts +//')
  [ "$chords" = '?' ] || { reason="the sheet lists Keyboard Shortcuts with '$chords', want only '?' (VTE keeps F1)"; return 1; }
  f10=$(cat "$check_dir"/sheet-*.txt | grep -oE 'F10 opens its +[^│]*[^ │]' | head -1)
  grep -q 'click menu bar, Cmd-K' <<< "$f10" ||
    { reason="the sheet does not say what works instead of F10 ('F10 opens its … click menu bar, Cmd-K'; found '$f10')"; return 1; }
  # F1 anywhere but in the line that says VTE keeps it
  offered=$(cat "$check_dir"/sheet-*.txt | grep '^│' | sed 's/F1 opens its help//' | grep -E '(^|[ │])F1( |$)' | head -1)
  [ -z "$offered" ] || { reason="the sheet still offers F1 as a chord: $offered"; return 1; }
  press "$key" Escape
  quit_saved "$key" "$n"
}

on xfce4 sheet-vte-keys check_sheet_vte_keys

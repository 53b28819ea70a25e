# shellcheck shell=bash
# The terminals of the e2e matrix (sourced by Scripts/e2e.sh), in the order they run: each runs
# the checks that name it (Tests/e2e/checks/), then it is stopped. Default settings, as a new
# user has them, unless the options say otherwise; 80×24 cells of DejaVu Sans Mono 12 on Xvfb,
# auto-repeat 300 ms / 30 per s (../shared/e2e/xterm-session).
#
#   terminal KEY KIND SCREEN CALIB OPTIONAL [xterm-session start options]
#
# KIND: x (a real terminal under Xvfb, real X11 input) or tmux (headless tmux-session, input as
# bytes). SCREEN: how a check reads the screen as text. The terminal's own screen: xterm
# (print-immediate, also for GNU screen inside xterm), kitty (remote control), tmux
# (capture-pane). dump: the screen Easel drew, from the file a debug build writes after every
# frame (EASEL_TEST_SCREEN) — what Easel sent, not what the terminal made of it; the documents
# the checks save and the screenshot kept on failure show the rest. CALIB: calib when the text
# origin is measured first (menu bar, scrollbar, padding; `xterm-session calibrate`), - when the
# harness knows it. OPTIONAL: optional when the terminal may not start on a machine (its checks
# then SKIP, saying why), - when it must.

terminal tmux tmux tmux - -
terminal xterm x xterm - - --term xterm
terminal kitty x kitty - - --term kitty
terminal alacritty x dump - - --term alacritty
terminal urxvt x dump calib - --term urxvt
terminal st x dump calib - --term st
terminal mlterm x dump calib - --term mlterm
terminal xfce4 x dump calib - --term xfce4
terminal konsole x dump calib optional --term konsole
terminal screen-in-xterm x xterm - - --term xterm --mux-screen
terminal xterm-mouse-to-app x xterm - - --term xterm --mouse-to-app

#!/usr/bin/env python3
"""Prints the state of the terminal it runs in, as far as the terminal will tell: DECRQM for the
private modes a full-screen program turns on (alternate screen, mouse, focus, paste, cursor ...),
the kitty keyboard flags (CSI ? u) and xterm's modifyOtherKeys (XTQMODKEYS), one line each:
`mode 1049 2` (1 set, 2 reset, 0 unknown to the terminal, - no answer), `kitty-flags 0`,
`modify-other-keys 0`. DA1 ends the batch, so a terminal that ignores a query costs no time.
Run by Tests/e2e/runner.sh before and after each command; the checks compare the two.

`termstate.py --restore-to BASE CURRENT` instead sets back what differs between two such outputs.

Input already waiting (e.g. the terminal's late answer to a query of a program that died right
after asking) is read first, until 0.2 s pass without any, and written escaped to the file named
by `--stale FILE` (empty when there was none), so it is neither taken for an answer nor lost."""
import os
import re
import select
import sys
import termios
import time
import tty

MODES = [1, 7, 25, 66, 1000, 1002, 1003, 1004, 1005, 1006, 1015, 1016, 1036, 1039, 1049, 2004, 2026, 2048]


def drain(fd):
    stale = b""
    end = time.monotonic() + 2.0
    while time.monotonic() < end:
        r, _, _ = select.select([fd], [], [], 0.2)
        if not r:
            break
        chunk = os.read(fd, 4096)
        if not chunk:
            break
        stale += chunk
    return stale


def read_state(path):
    state = {}
    with open(path) as f:
        for line in f:
            words = line.split()
            if len(words) >= 2:
                state[" ".join(words[:-1])] = words[-1]
    return state


def restore(base_path, current_path):
    """Writes what takes the terminal from the state in CURRENT back to the one in BASE (the modes
    DECSET/DECRST can set, the kitty flags, modifyOtherKeys), so one check's leftovers do not
    spill into the next; prints what it changed on stderr."""
    base, current = read_state(base_path), read_state(current_path)
    out = ""
    for name, want in base.items():
        have = current.get(name)
        if have == want or not want.isdigit() or have is None or not have.isdigit():
            continue
        if name.startswith("mode ") and want in ("1", "2"):
            out += "\x1b[?%s%s" % (name.split()[1], "h" if want == "1" else "l")
        elif name == "kitty-flags":
            out += "\x1b[=%s;1u" % want
        elif name == "modify-other-keys":
            out += "\x1b[>4;%sm" % want
        else:
            continue
        sys.stderr.write("termstate: restored %s %s (was %s)\n" % (name, want, have))
    if out:
        fd = os.open("/dev/tty", os.O_WRONLY | os.O_NOCTTY)
        os.write(fd, out.encode())
        os.close(fd)


def main():
    if "--restore-to" in sys.argv:
        i = sys.argv.index("--restore-to")
        restore(sys.argv[i + 1], sys.argv[i + 2])
        return
    stale_path = sys.argv[sys.argv.index("--stale") + 1] if "--stale" in sys.argv else None
    fd = os.open("/dev/tty", os.O_RDWR | os.O_NOCTTY)
    saved = termios.tcgetattr(fd)
    data = b""
    try:
        tty.setraw(fd, termios.TCSANOW)
        stale = drain(fd)
        if stale_path:
            with open(stale_path, "w") as f:
                f.write(repr(stale)[2:-1] if stale else "")
        query = "".join("\x1b[?%d$p" % m for m in MODES) + "\x1b[?u\x1b[?4m\x1b[c"
        os.write(fd, query.encode())
        end = time.monotonic() + 5.0
        while time.monotonic() < end:
            r, _, _ = select.select([fd], [], [], 0.1)
            if r:
                chunk = os.read(fd, 4096)
                if not chunk:
                    break
                data += chunk
                if re.search(rb"\x1b\[\?[0-9;]*c", data):
                    break
    finally:
        termios.tcsetattr(fd, termios.TCSANOW, saved)
        os.close(fd)
    modes = {int(m): int(v) for m, v in re.findall(rb"\x1b\[\?(\d+);(\d+)\$y", data)}
    for m in MODES:
        print("mode %d %s" % (m, modes.get(m, "-")))
    k = re.search(rb"\x1b\[\?(\d+)u", data)
    print("kitty-flags %s" % (k.group(1).decode() if k else "-"))
    mok = re.search(rb"\x1b\[>4;?(\d*)m", data)
    print("modify-other-keys %s" % ((mok.group(1).decode() or "0") if mok else "-"))
    da1 = re.search(rb"\x1b\[\?[0-9;]*c", data)
    print("da1 %s" % ("yes" if da1 else "no"))
    sys.stderr.write("termstate raw reply: %r\n" % data)


if __name__ == "__main__":
    main()

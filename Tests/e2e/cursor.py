#!/usr/bin/env python3
"""Asks the terminal it runs in where the cursor is (DSR 6, answered `CSI row ; col R`) and
writes `ROW COLUMN` to OUT (`- -` when no answer came within 3 s). The tty's settings are put
back as they were. Usage: cursor.py OUT"""
import os
import re
import select
import sys
import termios
import time
import tty


def main():
    fd = os.open("/dev/tty", os.O_RDWR | os.O_NOCTTY)
    saved = termios.tcgetattr(fd)
    data = b""
    try:
        tty.setraw(fd, termios.TCSANOW)
        os.write(fd, b"\x1b[6n")
        end = time.monotonic() + 3.0
        while time.monotonic() < end and not re.search(rb"\x1b\[\d+;\d+R", data):
            r, _, _ = select.select([fd], [], [], 0.1)
            if r:
                data += os.read(fd, 256)
    finally:
        termios.tcsetattr(fd, termios.TCSANOW, saved)
        os.close(fd)
    m = re.search(rb"\x1b\[(\d+);(\d+)R", data)
    with open(sys.argv[1], "w") as f:
        f.write("%s %s\n" % (m.group(1).decode(), m.group(2).decode()) if m else "- -\n")


if __name__ == "__main__":
    main()

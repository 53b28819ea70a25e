#!/usr/bin/env python3
"""The reliability promises measured on the real editor (docs/reliability.md).

  bench_reliability.py kill9 [--easel PATH] [--runs N] [--interval-ms MS] [--edit-seconds S]
  bench_reliability.py copy [--easel PATH] [--runs N]

kill9: how much work a `kill -9` loses. Each run starts `easel` on a fresh document in a 160x40 pseudo-terminal that answers the kitty
keyboard query (so every Ctrl-N is an explicit press and release, never taken for auto-repeat),
with XDG_STATE_HOME a fresh folder. It then adds one box with Ctrl-N every MS milliseconds
(default 100), keeps editing for a random time up to S seconds (default 6), and sends SIGKILL
right after the last box. The recovery file the dead session left is read back: the boxes sent
but missing from it are the lost work, and their span (from the first lost box to the kill) is
the seconds lost. One JSON line per run, then the median and maximum.

copy: the 221-byte document of two one-letter texts at opposite corners of the canvas, opened,
Ctrl-A, and 0.7 s later Ctrl-C: the time from Ctrl-C's byte to the status bar's "too large" (for
the system clipboard" (it used to render the whole canvas first, for hours).
"""
import argparse
import fcntl
import json
import os
import pty
import random
import re
import select
import shutil
import signal
import statistics
import struct
import termios
import tempfile
import time

DOCUMENT = '{"format": "easel", "version": 1, "shapes": []}\n'
DA1 = re.compile(rb"\x1b\[0?c")
CTRL_N = b"\x1b[110;5u\x1b[110;5:3u"  # kitty: Ctrl-N press, then release


def read_available(fd, timeout):
    data = b""
    while True:
        ready, _, _ = select.select([fd], [], [], timeout)
        if not ready:
            return data
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return data
        if not chunk:
            return data
        data += chunk
        timeout = 0


def one_run(easel, interval, edit_seconds, rng):
    folder = tempfile.mkdtemp(prefix="easel-kill9-")
    state = os.path.join(folder, "state")
    document = os.path.join(folder, "doc.easel")
    with open(document, "w") as handle:
        handle.write(DOCUMENT)
    pid, fd = start(easel, document, state, kitty=True)
    read_available(fd, 0.3)
    count = max(1, int(rng.uniform(0.5, edit_seconds) * 1000 / interval))
    sent_at = []
    for _ in range(count):
        os.write(fd, CTRL_N)
        sent_at.append(time.monotonic())
        end = sent_at[-1] + interval / 1000
        while time.monotonic() < end:
            read_available(fd, max(0, end - time.monotonic()))
    # The kill comes right after the last box: the worst moment for the newest work.
    read_available(fd, 0.01)
    killed_at = time.monotonic()
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.close(fd)
    recovered = 0
    folder_state = os.path.join(state, "easel")
    for name in os.listdir(folder_state) if os.path.isdir(folder_state) else []:
        if name.endswith(".easel"):
            with open(os.path.join(folder_state, name), encoding="utf-8", errors="replace") as handle:
                recovered = max(recovered, handle.read().count('"rectangle"'))
    lost = count - recovered
    seconds_lost = 0.0 if lost == 0 else killed_at - sent_at[count - lost]
    shutil.rmtree(folder)
    return {"boxes_sent": count, "boxes_recovered": recovered, "seconds_lost": round(seconds_lost, 3)}


OPPOSITE = (
    '{"format": "easel", "version": 1, "shapes": [\n'
    '{"id": 1, "kind": "text", "origin": {"column": -1000000, "row": -1000000}, "text": "a"},\n'
    '{"id": 2, "kind": "text", "origin": {"column": 1000000, "row": 1000000}, "text": "b"}]}\n')


def start(easel, document, state, kitty=False):
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 160, 0, 0))
        os.environ.update({"TERM": "xterm-256color", "LANG": "C.UTF-8", "XDG_STATE_HOME": state})
        os.execv(easel, [easel, document])
    output = b""
    answered = False
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and b"Easel \xe2\x94\x82" not in output:
        output += read_available(fd, 0.05)
        if not answered and DA1.search(output):
            os.write(fd, (b"\x1b[?0u" if kitty else b"") + b"\x1b[?62;22c")
            answered = True
    return pid, fd


def copy_run(easel):
    folder = tempfile.mkdtemp(prefix="easel-copy-")
    document = os.path.join(folder, "opposite.easel")
    with open(document, "w") as handle:
        handle.write(OPPOSITE)
    pid, fd = start(easel, document, os.path.join(folder, "state"))
    read_available(fd, 0.3)
    os.write(fd, b"\x01")  # Ctrl-A
    end = time.monotonic() + 0.7
    while time.monotonic() < end:
        read_available(fd, max(0, end - time.monotonic()))
    started = time.monotonic()
    os.write(fd, b"\x03")  # Ctrl-C
    output = b""
    elapsed = None
    while time.monotonic() - started < 30:
        output += read_available(fd, 0.01)
        if b"too large" in output:
            elapsed = time.monotonic() - started
            break
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.close(fd)
    shutil.rmtree(folder)
    return {"copy_refused_ms": None if elapsed is None else round(elapsed * 1000, 2)}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["kill9", "copy"])
    parser.add_argument("--easel", default=".build/release/easel")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--interval-ms", type=int, default=100)
    parser.add_argument("--edit-seconds", type=float, default=6.0)
    parser.add_argument("--seed", type=int, default=12)
    arguments = parser.parse_args()
    if arguments.mode == "copy":
        times = []
        for index in range(arguments.runs):
            run = copy_run(arguments.easel)
            run["run"] = index
            print(json.dumps(run), flush=True)
            times.append(run["copy_refused_ms"] if run["copy_refused_ms"] is not None else float("inf"))
        print(json.dumps({
            "summary": True, "runs": len(times), "copy_refused_ms_median": statistics.median(times),
            "copy_refused_ms_max": max(times), "loadavg": open("/proc/loadavg").read().split()[:3],
        }))
        return
    rng = random.Random(arguments.seed)
    losses = []
    for index in range(arguments.runs):
        run = one_run(arguments.easel, arguments.interval_ms, arguments.edit_seconds, rng)
        run["run"] = index
        losses.append(run["seconds_lost"])
        print(json.dumps(run), flush=True)
    print(json.dumps({
        "summary": True, "runs": len(losses), "seconds_lost_median": round(statistics.median(losses), 3),
        "seconds_lost_max": round(max(losses), 3), "loadavg": open("/proc/loadavg").read().split()[:3],
    }))


if __name__ == "__main__":
    main()

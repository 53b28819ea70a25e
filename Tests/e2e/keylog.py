#!/usr/bin/env python3
"""Reads what `easel keys` wrote (a `script -O` log of its screen output: `MS K KEY MODS PHASE
[synth]` lines among escape sequences; each line is drawn once, whole, between two cursor moves)
and summarizes the events of one key:
`presses=N repeats=N releases=N synth=N first=MS release=MS last_repeat=MS after_release=N
release_synth=N resumed=N` (MS: Easel's milliseconds since start; `-` when absent; synth: events
marked synthesized; after_release: that key's events after its first release; release_synth: 1
when that release is Easel's own, synthesized after the repeats stopped; resumed: synthesized
releases taken back by a `resumed` press, a late repeat that Easel took for the hold going on,
which then count as neither release nor press). Usage: keylog.py LOG KEY (a canonical key name, e.g. right).
`keylog.py LOG --mouse` prints the mouse events instead, one `MS M ...` line each."""
import re
import sys


def lines(raw):
    """The screen output as text lines: a cursor move (CR, LF, BS or a moving CSI) ends a line,
    a cursor-forward CSI is that many spaces, other escape sequences are dropped."""
    def csi(match):
        final, parameters = match.group(2), match.group(1)
        if final == "C":
            return " " * int(parameters or "1")
        return "\n" if final in "ABDEFGHdf" else ""
    text = re.sub(r"\x1b\[([0-9;?<>=]*)[ -/]*([@-~])", csi, raw)
    text = re.sub(r"\x1b[\]P_^X][^\x07\x1b]*(\x07|\x1b\\)", "", text)
    text = re.sub(r"\x1b.", "", text)
    return re.sub(r"[\r\x08]", "\n", text)


def main():
    text = lines(open(sys.argv[1], "rb").read().decode("utf-8", "replace"))
    key = sys.argv[2]
    if key == "--mouse":
        for m in re.finditer(r"^\d+ M .*$", text, re.M):
            print(m.group(0).rstrip())
        return 0
    events = [(int(m.group(1)), m.group(2), bool(m.group(3)), bool(m.group(4)))
              for m in re.finditer(r"^(\d+) K %s \S+ (press|repeat|release)( synth)?( resumed)?$" % re.escape(key), text, re.M)]
    count = {"press": 0, "repeat": 0, "release": 0}
    synth, release, last_repeat, after, release_synth, resumed = 0, None, None, 0, 0, 0
    for ms, phase, synthesized, resumes in events:
        if release is not None and resumes and release_synth:
            # a late repeat after Easel's synthesized release: the run resumed, the release was mid-hold
            resumed += 1
            release, release_synth = None, 0
            count["release"] -= 1
            synth -= 1
            continue
        if release is not None:
            after += 1
            continue
        count[phase] += 1
        synth += synthesized
        if phase == "release":
            release = ms
            release_synth = int(synthesized)
        if phase == "repeat":
            last_repeat = ms
    first = events[0][0] if events else None
    show = lambda v: "-" if v is None else str(v)
    print("presses=%d repeats=%d releases=%d synth=%d first=%s release=%s last_repeat=%s after_release=%d release_synth=%d resumed=%d" % (
        count["press"], count["repeat"], count["release"], synth, show(first), show(release), show(last_repeat), after, release_synth, resumed))
    return 0


if __name__ == "__main__":
    sys.exit(main())

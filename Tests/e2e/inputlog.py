#!/usr/bin/env python3
"""What the terminal delivered, and when: reads the input log and the timing log that
`script -I INPUT -T TIMING -m advanced` wrote around a program (script reads the terminal and
hands each chunk on at once, so the times are those of the bytes' arrival) and finds one key's
arrivals in it. Prints a summary:
`presses=N repeats=N releases=N times=MS,MS,... gaps=MS,MS,... min_gap=MS` (MS: milliseconds since
script started; presses are arrivals of the key's bytes without an event type or with kitty's
press type 1; repeats and releases are kitty's reported types 2 and 3, which legacy terminals do
not send: there an auto-repeat is the same bytes again, so it counts as a press here).
Usage: inputlog.py TIMING INPUT KEY, KEY one of: right, ctrl+n.
`inputlog.py TIMING INPUT --chunks` prints each chunk instead, `MS BYTES` (escaped as Python
does), one a line: what arrived together."""
import re
import sys

# The bytes of each key in every encoding the terminals of the suite use: legacy (`ESC [ C`,
# `ESC O C` in application cursor mode, Ctrl-N as 0x0e), xterm's modifyOtherKeys
# (`ESC [ 27 ; 5 ; 110 ~`) and the kitty protocol (`ESC [ 1 ; 1 : T C`, `ESC [ 110 ; 5 : T u`,
# T the event type).
KEYS = {
    "right": rb"\x1b(?:O|\[(?:1;1(?::(?P<t>[123]))?)?)C",
    "ctrl+n": rb"\x0e|\x1b\[27;5;110~|\x1b\[110;5(?::(?P<t>[123]))?u",
}


def chunks(timing_path, input_path):
    """(seconds since start, bytes) for each input chunk script read."""
    data = open(input_path, "rb").read()
    # the log starts with script's header line
    data = data[data.index(b"\n") + 1:] if data.startswith(b"Script started") else data
    at, offset, out = 0.0, 0, []
    for line in open(timing_path):
        words = line.split()
        if len(words) < 3 or words[0] not in ("I", "O", "S"):
            continue
        at += float(words[1])
        if words[0] == "I":
            size = int(words[2])
            out.append((at, data[offset:offset + size]))
            offset += size
    return out


def main():
    if len(sys.argv) != 4 or sys.argv[3] not in list(KEYS) + ["--chunks"]:
        sys.exit("usage: inputlog.py TIMING INPUT {%s,--chunks}" % ",".join(KEYS))
    if sys.argv[3] == "--chunks":
        for at, data in chunks(sys.argv[1], sys.argv[2]):
            print("%d %s" % (round(at * 1000), repr(data)[2:-1]))
        return
    pattern = re.compile(KEYS[sys.argv[3]])
    stream, starts = b"", []
    for at, data in chunks(sys.argv[1], sys.argv[2]):
        starts.append((len(stream), at))
        stream += data
    count = {"1": 0, "2": 0, "3": 0}
    times = []
    for match in pattern.finditer(stream):
        at = max(t for position, t in starts if position <= match.start())
        kind = (match.group("t") or b"1").decode()
        count[kind] += 1
        if kind == "1":
            times.append(round(at * 1000))
    gaps = [b - a for a, b in zip(times, times[1:])]
    print("presses=%d repeats=%d releases=%d times=%s gaps=%s min_gap=%s" % (
        count["1"], count["2"], count["3"], ",".join(map(str, times)) or "-",
        ",".join(map(str, gaps)) or "-", min(gaps) if gaps else "-"))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Start-up and memory of Easel beside two terminal paint programs (python3 stdlib only).

  bench_startup_peers.py [--runs N] [--easel PATH] [--easel-static PATH] [--textual-paint PATH]
                         [--durdraw PATH] [--out FILE.jsonl] [--trace NAME]

--easel-static adds a second Easel, the static binary of Scripts/build-static.sh, measured as
"easel-static" in the same rotation, so the static and dynamic builds and the peers share one run.

Each program is started the same way, one process per run, the programs taking turns
(easel, textual-paint, durdraw, easel, ...), after one untimed warm-up start each (page cache,
config files). A run:

  - a fresh pseudo-terminal of 80×24 (openpty + TIOCSWINSZ); the slave is the child's stdin,
    stdout, stderr and controlling terminal (setsid + TIOCSCTTY); environment TERM=xterm-256color,
    LANG=C.UTF-8, COLORTERM unset, HOME a scratch folder per program, PATH;
  - the clock starts right before fork + exec (subprocess.Popen);
  - the master side is read as output arrives; the usual queries get a minimal answer as soon as
    they are seen, whatever their position in the output: DA1 `CSI c` / `CSI 0 c` → `CSI ? 62 c`,
    cursor position `CSI 6 n` → `CSI 1 ; 1 R`. Other queries (DA2, DECRQM, kitty `CSI ? u`,
    OSC colour queries, XTVERSION ...) are counted and left unanswered, as a terminal without
    those features would;
  - **first frame**: the program has written the alternate-screen switch (`CSI ? 1049 h`, or
    1047 / 47), after it at least MIN_VISIBLE (--min-visible, 40) visible characters (what is
    left once escape sequences, controls and spaces are removed: a menu bar or a status line,
    not just mode set-up), and then nothing for QUIET_MS (--quiet-ms, 50 ms). The figure is the
    time of the last read before that quiet gap (not the moment the gap was noticed). The same
    rule for every program; nothing program-specific is looked for;
  - **idle RSS**: VmRSS of /proc/PID/status SETTLE_S (--settle, 1 s) after the first frame, the
    output drained meanwhile; **peak RSS**: VmHWM at the same moment. Child processes, if any, are
    added and counted;
  - the process group is then ended (SIGTERM, SIGKILL after 1 s).

The JSON lines also give the bytes and visible characters up to the first frame, the CPU time
(utime + stime) at the first frame and at the sample, the bytes written after the first frame before
the sample (a later repaint shows up there) and the time of the last output before the sample,
and the queries seen and answered. --trace NAME prints one start of NAME as a timeline of reads.
"""
import argparse
import fcntl
import json
import os
import re
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

ALT_SCREEN = re.compile(rb"\x1b\[\?(?:1049|1047|47)h")
DA1 = re.compile(rb"\x1b\[0?c")
CPR = re.compile(rb"\x1b\[6n")
OTHER_QUERIES = [
    ("DA2", re.compile(rb"\x1b\[>0?c")),
    ("DA3", re.compile(rb"\x1b\[=0?c")),
    ("DECRQM", re.compile(rb"\x1b\[\?\d+\$p")),
    ("kitty keyboard query", re.compile(rb"\x1b\[\?u")),
    ("XTVERSION", re.compile(rb"\x1b\[>0?q")),
    ("OSC colour query", re.compile(rb"\x1b\](?:4;\d+|1[0-9]);\?")),
    ("XTGETTCAP", re.compile(rb"\x1bP\+q")),
    ("window size report", re.compile(rb"\x1b\[1[468]t")),
]
# Escape sequences and controls, removed before counting the visible characters of a frame.
SEQUENCES = re.compile(rb"\x1b\[[0-?]*[ -/]*[@-~]"              # CSI
                       rb"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)"     # OSC
                       rb"|\x1b[P_^X][^\x1b]*\x1b\\"               # DCS, APC, PM, SOS
                       rb"|\x1b[ -/]*[0-~]"                       # other ESC (charsets, keypad)
                       rb"|[\x00-\x20\x7f]")                      # C0 controls and space


def visible(data):
    """Non-space printable characters in data, escape sequences left out."""
    return len(SEQUENCES.sub(b"", bytes(data)).decode("utf-8", "replace"))


def cpu_ms(pid):
    """utime + stime of /proc/PID/stat, ms."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return round((int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK"), 1)
    except (OSError, IndexError, ValueError):
        return None


def read_status(pid):
    values = {}
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                key, _, rest = line.partition(":")
                if key in ("VmRSS", "VmHWM"):
                    values[key] = int(rest.split()[0])
    except OSError:
        return None
    return values


def children(pid):
    """Every descendant of pid (via /proc/PID/task/*/children)."""
    out, todo = [], [pid]
    while todo:
        current = todo.pop()
        try:
            tasks = os.listdir("/proc/%d/task" % current)
        except OSError:
            continue
        for task in tasks:
            try:
                with open("/proc/%d/task/%s/children" % (current, task)) as f:
                    kids = [int(k) for k in f.read().split()]
            except OSError:
                kids = []
            out += kids
            todo += kids
    return out


def measure(argv, home, args, trace=False):
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", args.rows, args.cols, 0, 0))
    env = {"TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": home,
           "PATH": os.path.dirname(argv[0]) + ":/usr/local/bin:/usr/bin:/bin"}

    def child_setup():
        # Popen's start_new_session already called setsid(); make the pty our controlling tty.
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)

    start = time.monotonic()
    process = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env, cwd=home,
                               start_new_session=True, preexec_fn=child_setup, close_fds=True)
    os.close(slave)
    output = bytearray()
    timeline = []          # (seconds since start, bytes in this read)
    answered = {"DA1": 0, "CPR": 0}
    scanned = {"DA1": 0, "CPR": 0}   # where the next look for each query starts
    first_frame = None     # (seconds, bytes so far)
    alt_at = None
    last_read = None
    deadline = start + args.timeout
    sample_at = None
    exited = None
    frame_cpu = None

    def pump(wait):
        nonlocal scanned, last_read, exited
        ready, _, _ = select.select([master], [], [], max(0.0, wait))
        if not ready:
            return False
        try:
            chunk = os.read(master, 65536)
        except OSError:
            chunk = b""
        now = time.monotonic() - start
        if not chunk:
            exited = now
            return False
        output.extend(chunk)
        timeline.append((now, len(chunk)))
        last_read = now
        for name, pattern, reply in [("DA1", DA1, b"\x1b[?62c"), ("CPR", CPR, b"\x1b[1;1R")]:
            for match in pattern.finditer(output, scanned[name]):
                os.write(master, reply)
                answered[name] += 1
                scanned[name] = match.end()
            scanned[name] = max(scanned[name], len(output) - 8)
        return True

    # Phase 1: until the first frame (alternate screen + MIN bytes + QUIET ms of silence).
    quiet = args.quiet_ms / 1000
    while first_frame is None and time.monotonic() < deadline and exited is None:
        if alt_at is None:
            match = ALT_SCREEN.search(output)
            if match:
                alt_at = match.end()
        frame_ready = alt_at is not None and visible(output[alt_at:]) >= args.min_visible
        if frame_ready:
            since = time.monotonic() - start - last_read
            if since >= quiet:
                first_frame = (last_read, len(output))
                frame_cpu = cpu_ms(process.pid)
                break
            pump(quiet - since)
        else:
            pump(0.1)
    # Phase 2: idle for SETTLE seconds after the first frame, draining output, then sample memory.
    memory = None
    sample_cpu = None
    tree = []
    if first_frame is not None:
        settle_end = start + first_frame[0] + args.settle
        while time.monotonic() < settle_end and exited is None:
            pump(settle_end - time.monotonic())
        sample_at = time.monotonic() - start
        memory = read_status(process.pid)
        sample_cpu = cpu_ms(process.pid)
        tree = children(process.pid)
        for pid in tree:
            extra = read_status(pid)
            if extra and memory:
                memory = {key: memory[key] + extra.get(key, 0) for key in memory}
    # End the process group.
    try:
        os.killpg(process.pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    try:
        process.wait(1.0)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        process.wait()
    # Reap whatever else is left in the group (it was a new session, so only our children).
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    os.close(master)

    text = bytes(output)
    others = {name: len(pattern.findall(text)) for name, pattern in OTHER_QUERIES}
    result = {
        "ok": first_frame is not None and memory is not None,
        "first_frame_ms": round(first_frame[0] * 1000, 2) if first_frame else None,
        "frame_bytes": first_frame[1] if first_frame else None,
        "frame_visible_chars": visible(output[alt_at:first_frame[1]]) if first_frame else None,
        "cpu_ms_at_frame": frame_cpu,
        "cpu_ms_at_sample": sample_cpu,
        "bytes_after_frame": (len(output) - first_frame[1]) if first_frame else None,
        "last_output_ms": round(last_read * 1000, 2) if last_read is not None else None,
        "sample_ms": round(sample_at * 1000, 1) if sample_at is not None else None,
        "idle_rss_kb": memory.get("VmRSS") if memory else None,
        "peak_rss_kb": memory.get("VmHWM") if memory else None,
        "children": len(tree),
        "answered": answered,
        "unanswered_queries": {k: v for k, v in others.items() if v},
        "alt_screen": alt_at is not None,
        "exited_ms": round(exited * 1000, 1) if exited is not None else None,
    }
    if trace:
        result["timeline"] = [(round(t * 1000, 2), n) for t, n in timeline]
        result["output_head"] = text[:3000].decode("utf-8", "replace")
        if args.dump:
            with open(args.dump, "wb") as f:
                f.write(text)
    return result


def version_of(name, python):
    if name.startswith("easel") or not python:
        return ""
    package = {"textual-paint": "textual-paint", "durdraw": "durdraw"}[name]
    try:
        return subprocess.run([python, "-c", "import importlib.metadata as m, sys; "
                               "print(m.version(sys.argv[1]))", package],
                              capture_output=True, text=True, timeout=30).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


def loadavg():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--easel", default=".build-bench/release/easel")
    parser.add_argument("--easel-static", dest="easel_static", help="the static build, measured beside")
    parser.add_argument("--textual-paint", dest="textual_paint", default=shutil.which("textual-paint"))
    parser.add_argument("--durdraw", default=shutil.which("durdraw"))
    parser.add_argument("--cols", type=int, default=80)
    parser.add_argument("--rows", type=int, default=24)
    parser.add_argument("--min-visible", dest="min_visible", type=int, default=40)
    parser.add_argument("--quiet-ms", dest="quiet_ms", type=float, default=50)
    parser.add_argument("--settle", type=float, default=1.0)
    parser.add_argument("--timeout", type=float, default=20.0)
    parser.add_argument("--out", help="append the JSON lines here too")
    parser.add_argument("--trace", help="print one start of this program as a timeline, then stop")
    parser.add_argument("--dump", help="with --trace: write the traced output bytes to this file")
    args = parser.parse_args()

    programs = []
    candidates = [("easel", args.easel)]
    if args.easel_static:
        candidates.append(("easel-static", args.easel_static))
    for name, path in candidates + [("textual-paint", args.textual_paint), ("durdraw", args.durdraw)]:
        if not path or not os.path.exists(path):
            sys.stderr.write("bench_startup_peers: %s not found (%s), skipped\n" % (name, path))
            continue
        path = os.path.abspath(path)
        python = None
        if not name.startswith("easel"):
            with open(path, "rb") as f:
                shebang = f.readline()
            if shebang.startswith(b"#!"):
                python = shebang[2:].strip().decode()
        programs.append((name, [path], python))
    scratch = tempfile.mkdtemp(prefix="easel-startup-peers-")
    homes = {}
    for name, _, _ in programs:
        homes[name] = os.path.join(scratch, name)
        os.makedirs(homes[name])

    out = open(args.out, "a") if args.out else None

    def emit(record):
        line = json.dumps(record, ensure_ascii=False)
        print(line, flush=True)
        if out:
            out.write(line + "\n")
            out.flush()

    try:
        if args.trace:
            for name, argv, _ in programs:
                if name == args.trace:
                    measure(argv, homes[name], args)  # warm-up
                    print(json.dumps(measure(argv, homes[name], args, trace=True), ensure_ascii=False,
                                     indent=1))
            return 0
        versions = {name: version_of(name, python) for name, _, python in programs}
        bench_dir = os.environ.get("BENCH_DIR", "")
        cwd = os.getcwd() + "/"

        def shown(word):
            if bench_dir and word.startswith(bench_dir.rstrip("/") + "/"):
                return "$BENCH_DIR/" + word[len(bench_dir.rstrip("/")) + 1:]
            return word[len(cwd):] if word.startswith(cwd) else word
        command = " ".join(["python3", shown(os.path.abspath(sys.argv[0]))]
                           + [shown(word) for word in sys.argv[1:]])
        emit({"bench": "startup_peers", "params": True, "cols": args.cols, "rows": args.rows,
              "min_visible": args.min_visible, "quiet_ms": args.quiet_ms, "settle_s": args.settle,
              "runs": args.runs, "programs": {name: {"argv": argv, "version": versions[name]}
                                              for name, argv, _ in programs},
              "command": command, "loadavg_start": loadavg()})
        for name, argv, _ in programs:
            measure(argv, homes[name], args)  # untimed warm-up
        results = {name: [] for name, _, _ in programs}
        for index in range(args.runs):
            for name, argv, _ in programs:
                record = measure(argv, homes[name], args)
                record = dict({"bench": "startup_peers", "program": name, "run": index,
                               "loadavg": loadavg()}, **record)
                results[name].append(record)
                emit(record)
        for name, _, _ in programs:
            ok = [r for r in results[name] if r["ok"]]
            summary = {"bench": "startup_peers", "summary": True, "program": name,
                       "version": versions[name], "runs": len(results[name]), "ok": len(ok)}
            for field in ["first_frame_ms", "last_output_ms", "idle_rss_kb", "peak_rss_kb",
                          "cpu_ms_at_frame"]:
                values = [r[field] for r in ok]
                if values:
                    summary[field] = {"median": statistics.median(values), "min": min(values),
                                      "max": max(values)}
            emit(summary)
        emit({"bench": "startup_peers", "end": True, "loadavg_end": loadavg()})
    finally:
        if out:
            out.close()
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Tables for Scripts/bench-all.sh (python3 stdlib only).

  bench_table.py machine RESULTS start|end      append the machine state to RESULTS/machine.jsonl
  bench_table.py report RESULTS [--doc FILE]    print the tables; with --doc, replace the section
                                                between the bench-all markers in FILE (or append it)

RESULTS holds what bench-all.sh measured, one JSON object per line:
  params.json       mode, command, stream, run counts
  decode.jsonl      Easel and libtermkey (TERMKEY_TERM=dumb) runs, alternated
  decode_py.jsonl   Python parser runs (decode_py.py, one process per run)
  decode_check.json compare_events.py for Easel's --check output
  render.jsonl      Easel and ncurses processes, alternated (3 lines per process)
  render_py.jsonl   Textual (region, widget) and Rich processes
  min_bytes.json    the near-minimal byte model
  replay.jsonl      pyte replays of Easel's render output
  document.jsonl    easel-bench document 10000 / 100000, alternated
  startup.jsonl     easel-bench startup
  startup_peers.jsonl  bench_startup_peers.py: Easel, textual-paint and durdraw, alternated
  pty.jsonl         ../shared/bench/run_pty.sh
"""
import json
import os
import platform
import statistics
import subprocess
import sys
import time

BEGIN = "<!-- bench-all:begin -->"
END = "<!-- bench-all:end -->"


def lines(path):
    if not os.path.exists(path):
        return []
    out = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith("{"):
                out.append(json.loads(line))
    return out


def load(path, default=None):
    if not os.path.exists(path):
        return default
    with open(path) as f:
        return json.load(f)


def spread(values):
    values = [v for v in values if v is not None]
    if not values:
        return None
    return statistics.median(values), min(values), max(values), len(values)


def fmt(value, digits=None):
    if value is None:
        return "–"
    if digits is None:
        magnitude = abs(value)
        digits = 0 if magnitude >= 1000 else 1 if magnitude >= 10 else 2 if magnitude >= 0.1 else 3
    return "{:,.{}f}".format(value, digits)


def cell(figure, unit="", digits=None):
    """'median (min–max)' or just the value when every run agrees."""
    if figure is None:
        return "–"
    median, low, high, _ = figure
    text = fmt(median, digits) + unit
    if fmt(low, digits) != fmt(high, digits):
        text += " (%s–%s)" % (fmt(low, digits), fmt(high, digits))
    return text


def ratio(easel, peer):
    if easel is None or peer is None or peer[0] == 0:
        return "–"
    value = easel[0] / peer[0]
    if value >= 100:
        return "{:,.0f}×".format(value)
    if value >= 10:
        return "%.1f×" % value
    return ("%.3f×" if value < 0.1 else "%.2f×") % value


# ------------------------------------------------------------------------------------ machine


def machine(results, when):
    load1, load5, load15 = open("/proc/loadavg").read().split()[:3]
    record = {"when": when, "utc": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()),
              "epoch": time.time(), "loadavg": "%s %s %s" % (load1, load5, load15),
              "nproc": os.cpu_count()}
    if when == "start":
        model = ""
        try:
            for line in open("/proc/cpuinfo"):
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
        except OSError:
            pass
        record["cpu"] = model
        record["kernel"] = platform.release()
        try:
            record["os"] = [l.split("=", 1)[1].strip().strip('"') for l in open("/etc/os-release")
                            if l.startswith("PRETTY_NAME=")][0]
        except (OSError, IndexError):
            record["os"] = ""
        memory = [l for l in open("/proc/meminfo") if l.startswith("MemTotal:")]
        record["memory_gib"] = round(int(memory[0].split()[1]) / 1024 / 1024, 1) if memory else None
        for key, command in [("swift", ["swift", "--version"]), ("gcc", ["cc", "--version"])]:
            try:
                text = subprocess.run(command, capture_output=True, text=True, timeout=60).stdout
                record[key] = text.splitlines()[0].strip() if text else ""
            except (OSError, subprocess.SubprocessError):
                record[key] = ""
    with open(os.path.join(results, "machine.jsonl"), "a") as f:
        f.write(json.dumps(record) + "\n")


# ------------------------------------------------------------------------------------- report


class Report:
    def __init__(self, results):
        self.results = results
        self.params = load(os.path.join(results, "params.json"), {})
        self.peers = []     # (measure, easel, peer name, peer, better, runs)
        self.limits = []    # (measure, easel, limit text, ratio, met, runs)
        self.context = []   # (measure, value, runs, note)
        self.startup = []   # lines of the start-up section (Easel beside textual-paint and durdraw)
        self.notes = []

    # decoding ---------------------------------------------------------------------------
    def decode(self):
        runs = [r for r in lines(os.path.join(self.results, "decode.jsonl")) if "run" in r]
        py = [r for r in lines(os.path.join(self.results, "decode_py.jsonl")) if "run" in r]

        def cpu_mbps(rows):
            return spread([r["bytes"] / 1e6 / r["cpu_s"] for r in rows if r["cpu_s"] > 0])

        def wall_mbps(rows):
            return spread([r["bytes"] / 1e6 / r["wall_s"] for r in rows if r["wall_s"] > 0])

        easel = [r for r in runs if r["parser"] == "easel"]
        termkey = [r for r in runs if r["parser"] == "libtermkey"]
        if not easel:
            return
        stream = self.params.get("stream", "")
        easel_cpu, easel_wall = cpu_mbps(easel), wall_mbps(easel)
        if termkey:
            self.peers.append(("decode, MB/s CPU time (%s)" % stream, cell(easel_cpu, "", 1),
                               "libtermkey 0.22, TERMKEY_TERM=dumb", cell(cpu_mbps(termkey), "", 1),
                               ratio(easel_cpu, cpu_mbps(termkey)), "higher",
                               "%d / %d, alternated" % (len(easel), len(termkey))))
            self.peers.append(("decode, MB/s wall (%s)" % stream, cell(easel_wall, "", 1),
                               "libtermkey 0.22, TERMKEY_TERM=dumb", cell(wall_mbps(termkey), "", 1),
                               ratio(easel_wall, wall_mbps(termkey)), "higher",
                               "%d / %d, alternated" % (len(easel), len(termkey))))
        for parser in ["blessed", "urwid", "prompt_toolkit", "textual"]:
            rows = [r for r in py if r["parser"] == parser]
            if not rows:
                continue
            version = rows[0].get("version", "")
            peer = cpu_mbps(rows)
            self.peers.append(("decode, MB/s CPU time (%s)" % stream, cell(easel_cpu, "", 1),
                               "%s %s" % (parser, version), cell(peer, "", 2),
                               ratio(easel_cpu, peer), "higher",
                               "%d / %d" % (len(easel), len(rows))))
        skipped = self.params.get("python_skipped")
        if skipped:
            self.notes.append("Python decoders not run in this mode: %s." % skipped)
        check = load(os.path.join(self.results, "decode_check.json"))
        if check:
            total = check[0]["total"]
            exact = total["exact"] == total["expected"] == total["got"] and total["extra"] == 0
            self.limits.append(("decode, events exact (compare_events.py)",
                                "%s / %s, %d spurious" % ("{:,}".format(total["exact"]),
                                                          "{:,}".format(total["expected"]),
                                                          total["extra"]),
                                "100%, 0 spurious (blessed)", "–", "met" if exact else "**not met**", "1"))

    # rendering --------------------------------------------------------------------------
    def render(self):
        rows = lines(os.path.join(self.results, "render.jsonl"))
        py = lines(os.path.join(self.results, "render_py.jsonl"))
        model = load(os.path.join(self.results, "min_bytes.json"))
        if not rows:
            return

        def pick(source, renderer, frame, field, mode=None):
            return spread([r[field] for r in source if r["renderer"] == renderer and r["frame"] == frame
                           and (mode is None or r.get("mode") == mode) and field in r])

        def processes(source, renderer, mode=None):
            return len([r for r in source if r["renderer"] == renderer and r["frame"] == "full_redraw"
                        and (mode is None or r.get("mode") == mode)])

        n_easel, n_curses = processes(rows, "easel"), processes(rows, "ncurses")
        alternated = "%d / %d, alternated" % (n_easel, n_curses)
        version = next((r.get("version") for r in rows if r["renderer"] == "ncurses" and "version" in r),
                       "ncurses")
        measures = [
            ("render, bytes, move frame 1", "move_box_1_right", "first_bytes", "model_first"),
            ("render, bytes, move frame (median of 60)", "move_box_1_right", "median_bytes", "model_median"),
            ("render, bytes, first paint", "first_paint", "bytes", "model_full"),
            ("render, bytes, forced full repaint", "full_redraw", "bytes", "model_full"),
        ]
        textual = {}
        for mode in ["region", "widget"]:
            textual[mode] = processes(py, "textual", mode)
        n_rich = processes(py, "rich")
        tv = next((r["version"] for r in py if r["renderer"] == "textual" and "version" in r), "")
        rv = next((r["version"] for r in py if r["renderer"] == "rich" and "version" in r), "")
        model_values = {}
        if model:
            model_values = {"model_first": model["move_box_1_right"]["first_bytes"],
                            "model_median": model["move_box_1_right"]["median_bytes"],
                            "model_full": model["full_frame_from_blank"]["bytes"]}
        for name, frame, field, model_key in measures:
            easel = pick(rows, "easel", frame, field)
            peer = pick(rows, "ncurses", frame, field)
            self.peers.append((name, cell(easel, "", 0), version, cell(peer, "", 0), ratio(easel, peer),
                               "lower", alternated))
            # Textual's first paint and full repaint do not depend on the refresh mode.
            modes = {"first_bytes": ["region"], "median_bytes": ["region", "widget"]}.get(field, ["widget"])
            for mode in modes:
                if not textual[mode]:
                    continue
                other = pick(py, "textual", frame, field, mode)
                if other is None:
                    continue
                self.peers.append((name, cell(easel, "", 0), ("Textual " + tv + ", %s refresh" % mode)
                                   if field in ("first_bytes", "median_bytes") else "Textual " + tv + "",
                                   cell(other, "", 0), ratio(easel, other), "lower",
                                   "%d / %d" % (n_easel, textual[mode])))
            if frame == "full_redraw" and n_rich:
                other = pick(py, "rich", "full_redraw", "bytes")
                self.peers.append((name, cell(easel, "", 0), "Rich " + rv + " (every frame a full repaint)",
                                   cell(other, "", 0), ratio(easel, other), "lower",
                                   "%d / %d" % (n_easel, n_rich)))
            if model_key in model_values:
                value = model_values[model_key]
                figure = (value, value, value, 1)
                self.peers.append((name, cell(easel, "", 0), "near-minimal model (min_bytes.py)",
                                   fmt(value, 0), ratio(easel, figure), "lower", "%d / –" % n_easel))
        cpu = [
            ("render, CPU µs per move frame (draw + refresh)", "move_box_1_right", "median_cpu_us"),
            ("render, CPU µs per move frame, refresh only (diff + encode + write)", "move_box_1_right",
             "median_refresh_us"),
            ("render, CPU µs per forced full repaint (draw + refresh)", "full_redraw", "median_cpu_us"),
            ("render, CPU µs per forced full repaint, refresh only", "full_redraw", "median_refresh_us"),
        ]
        for name, frame, field in cpu:
            easel = pick(rows, "easel", frame, field)
            peer = pick(rows, "ncurses", frame, field)
            self.peers.append((name, cell(easel, "", 1), version, cell(peer, "", 1), ratio(easel, peer),
                               "lower", alternated))
            if field != "median_cpu_us":
                continue
            for mode in ["region", "widget"]:
                if textual[mode] and not (frame == "full_redraw" and mode == "region"):
                    other = pick(py, "textual", frame, field, mode)
                    self.peers.append((name, cell(easel, "", 1), "Textual " + tv + ", %s refresh" % mode,
                                       cell(other, "", 0), ratio(easel, other), "lower",
                                       "%d / %d" % (n_easel, textual[mode])))
            if frame == "full_redraw" and n_rich:
                other = pick(py, "rich", "full_redraw", field)
                self.peers.append((name, cell(easel, "", 1), "Rich " + rv, cell(other, "", 0),
                                   ratio(easel, other), "lower", "%d / %d" % (n_easel, n_rich)))
        replays = lines(os.path.join(self.results, "replay.jsonl"))
        if replays:
            wrong = sum(r["cells_wrong_char"] + r["cells_wrong_colour"] for r in replays)
            self.limits.append(("render, Easel output replayed in pyte (%d screens)" % len(replays),
                                "%d wrong cells" % wrong, "0 wrong cells", "–",
                                "met" if wrong == 0 else "**not met**", "1"))

    # Easel-only figures against the limits -----------------------------------------
    def easel_only(self):
        docs = [r for r in lines(os.path.join(self.results, "document.jsonl")) if r.get("bench") == "document"]
        for shapes, nudge_limit in [(10001, 1000.0), (100001, 5000.0)]:
            rows = [r for r in docs if r["shapes"] == shapes]
            if not rows:
                continue
            label = "{:,}".format(shapes - 1)
            median = spread([r["move_frame_us_median"] for r in rows])
            p90 = spread([r["move_frame_us_p90"] for r in rows])
            frames = rows[0]["frames"]
            runs = "%d × %d nudges, alternated 10k/100k" % (len(rows), frames)
            self.limits.append(("nudge latency, one shape, %s shapes, µs (median)" % label,
                                cell(median, "", 0), "< %s µs" % fmt(nudge_limit, 0),
                                "%.2f×" % (median[0] / nudge_limit),
                                "met" if median[0] < nudge_limit else "**not met**", runs))
            self.limits.append(("nudge latency, one shape, %s shapes, µs (p90)" % label,
                                cell(p90, "", 0), "< %s µs" % fmt(nudge_limit, 0),
                                "%.2f×" % (p90[0] / nudge_limit),
                                "met" if p90[0] < nudge_limit else "**not met**", runs))
            opened = spread([r["open_ms"] for r in rows])
            if shapes == 100001:
                self.limits.append(("open %s shapes (%.1f MB: decode + index + first frame), ms" % (
                    label, rows[0]["file_bytes"] / 1e6), cell(opened, "", 0), "< 2,000 ms",
                    "%.2f×" % (opened[0] / 2000), "met" if opened[0] < 2000 else "**not met**",
                    "%d" % len(rows)))
            else:
                self.context.append(("open %s shapes (decode + index + first frame)" % label,
                                     cell(opened, " ms", 1), "%d" % len(rows), "Easel only"))
        starts = [r for r in lines(os.path.join(self.results, "startup.jsonl")) if "run" in r]
        if starts:
            first = spread([r["first_frame_ms"] for r in starts])
            rss = spread([r["idle_rss_kb"] / 1000 for r in starts])
            self.limits.append(("start-up, exec → first complete frame, ms", cell(first, "", 1), "≤ 50 ms",
                                "%.2f×" % (first[0] / 50), "met" if first[0] <= 50 else "**not met**",
                                "%d" % len(starts)))
            self.limits.append(("idle resident memory (VmRSS), MB", cell(rss, "", 1), "≤ 20 MB",
                                "%.2f×" % (rss[0] / 20), "met" if rss[0] <= 20 else "**not met**",
                                "%d" % len(starts)))

    # start-up and memory beside textual-paint and durdraw ------------------------------------
    def startup_peers(self):
        rows = lines(os.path.join(self.results, "startup_peers.jsonl"))
        params = next((r for r in rows if r.get("params")), None)
        if params is None:
            if os.path.exists(os.path.join(self.results, "startup_peers.jsonl")):
                self.notes.append("Start-up beside textual-paint and durdraw: bench_startup_peers.py "
                                  "wrote nothing (see startup_peers.jsonl).")
            return
        end = next((r for r in rows if r.get("end")), {})
        runs = [r for r in rows if "run" in r]
        peers = [name for name in ["textual-paint", "durdraw"]]
        version = {name: p.get("version", "") for name, p in params["programs"].items()}

        def figure(name, field, scale):
            return spread([r[field] / scale for r in runs if r["program"] == name and r.get("ok")
                           and r.get(field) is not None])

        def count(name):
            ok = len([r for r in runs if r["program"] == name and r.get("ok")])
            total = len([r for r in runs if r["program"] == name])
            return "%d" % ok if ok == total else "%d of %d" % (ok, total)

        measures = [
            ("start-up, exec → first frame, ms", "first_frame_ms", 1, 1),
            ("start-up, exec → last output before idle, ms", "last_output_ms", 1, 1),
            ("idle RSS (VmRSS, %g s after the first frame), MB" % params["settle_s"], "idle_rss_kb", 1000, 1),
            ("peak RSS (VmHWM at the same moment), MB", "peak_rss_kb", 1000, 1),
        ]
        head = "| measure | Easel | "
        rule = "|---|---|"
        for name in peers:
            label = ("%s %s" % (name, version.get(name, ""))).strip()
            head += "%s | Easel / %s | " % (label, name)
            rule += "---|---|"
        head += "better | runs (Easel / %s) |" % " / ".join(peers)
        rule += "---|---|"
        out = [head, rule]
        for text, field, scale, digits in measures:
            easel = figure("easel", field, scale)
            row = "| %s | %s | " % (text, cell(easel, "", digits) if "easel" in version else "not measured")
            for name in peers:
                if name not in version:
                    row += "not measured (not installed) | – | "
                    continue
                other = figure(name, field, scale)
                if other is None:
                    row += "not measured (no first frame in %d runs) | – | " % len(
                        [r for r in runs if r["program"] == name])
                    continue
                row += "%s | %s | " % (cell(other, "", digits), ratio(easel, other))
            row += "lower | %s |" % " / ".join(count(name) for name in ["easel"] + peers)
            out.append(row)
        seen = []
        for name in ["easel"] + peers:
            first = next((r for r in runs if r["program"] == name and r.get("ok")), None)
            if first is None:
                continue
            asked = ["%s ×%d (answered)" % (q, n) for q, n in first["answered"].items() if n]
            asked += ["%s ×%d" % (q, n) for q, n in first["unanswered_queries"].items()]
            seen.append("%s %s" % (name, ", ".join(asked) if asked else "none"))
        queries = "; ".join(seen)
        late = {}
        for name in peers:
            late_runs = [r for r in runs if r["program"] == name and r.get("ok") and r["bytes_after_frame"]]
            if late_runs:
                late[name] = (len(late_runs), statistics.median(r["bytes_after_frame"] for r in late_runs))
        notes = [
            "Command: `%s` (run from the repository root; `$BENCH_DIR/venv-paint` is a venv with "
            "`pip install textual-paint durdraw`, apart from the Textual 8 venv of the other "
            "benchmarks because textual-paint pins Textual 0.38). `/proc/loadavg` at its start **%s**, "
            "at its end **%s**." % (params.get("command", "Scripts/bench_startup_peers.py"),
                                    params.get("loadavg_start", "?"), end.get("loadavg_end", "?")),
            "Each program is started %d times in a fresh %d×%d pty (TERM=xterm-256color, LANG=C.UTF-8, "
            "a scratch HOME), the three taking turns, after one untimed warm-up start each. DA1 is "
            "answered `CSI ? 62 c` and a cursor-position query `CSI 1 ; 1 R` as soon as they appear; "
            "other queries get no answer. Queries seen per start: %s." % (
                params["runs"], params["cols"], params["rows"], queries),
            "**First frame**: the same rule for all three, nothing program-specific: the program has "
            "written the alternate-screen switch, then at least %d visible characters (escape "
            "sequences, controls and spaces left out), then nothing for %g ms; the figure is the time "
            "of the last read before that silence. **Last output before idle**: the last byte written "
            "before the memory sample, %g s after the first frame. **Idle RSS**: VmRSS of "
            "/proc/PID/status at that sample; **peak RSS**: VmHWM then (children's added: %s)." % (
                params["min_visible"], params["quiet_ms"], params["settle_s"],
                "none started any" if not any(r.get("children") for r in runs) else "some started children"),
        ]
        for name, (n, median_bytes) in late.items():
            notes.append("%s wrote more after its first frame in %d of its runs (median %s bytes), a "
                         "later repaint; where it comes within 50 ms the two merge into one first frame, "
                         "hence the spread. The last-output figure bounds the complete screen." % (
                             name, n, "{:,}".format(int(median_bytes))))
            if name == "textual-paint":
                notes.append("Replayed in pyte (a start traced with `bench_startup_peers.py --trace "
                             "textual-paint --dump FILE`), textual-paint's first frame, when the repaint "
                             "comes apart from it, has the title, menus, tool box, palette and status "
                             "bar but not yet the image canvas, which the repaint draws (85 cells). "
                             "Easel's and durdraw's first frames were their final screens.")
        starts = [r for r in lines(os.path.join(self.results, "startup.jsonl")) if "run" in r]
        if starts:
            notes.append("Easel's own figure from `easel-bench startup` in this run (200×60 pty, first "
                         "frame = its status bar seen): %s ms, idle RSS %s MB (table below)." % (
                             cell(spread([r["first_frame_ms"] for r in starts]), "", 1),
                             cell(spread([r["idle_rss_kb"] / 1000 for r in starts]), "", 1)))
        self.startup = out + [""] + ["- " + n for n in notes]

    def pty(self):
        rows = lines(os.path.join(self.results, "pty.jsonl"))
        for summary in [r for r in rows if r.get("summary")]:
            runs = [r["MBps"] for r in rows if "run" in r and r["mode"] == summary["mode"]
                    and r["chunk"] == summary["chunk"]]
            self.context.append(("pty ceiling, %s, %d KiB writes (run_pty.sh)" % (
                summary["mode"].replace("opost_onlcr", "OPOST+ONLCR"), summary["chunk"] // 1024),
                cell(spread(runs), " MB/s", 0), "%d" % len(runs), "context: 50 MB of Textual frames into a pty"))

    # output -----------------------------------------------------------------------------
    def markdown(self):
        machine = lines(os.path.join(self.results, "machine.jsonl"))
        start = next((m for m in machine if m["when"] == "start"), {})
        end = next((m for m in reversed(machine) if m["when"] == "end"), {})
        p = self.params
        out = [BEGIN,
               "<!-- Generated by Scripts/bench-all.sh (Scripts/bench_table.py); edits here are replaced. -->",
               "",
               "## All benchmarks in one run (generated)",
               ""]
        minutes = ""
        if start and end:
            minutes = ", %.1f min" % ((end["epoch"] - start["epoch"]) / 60)
        out.append("`%s` (%s mode%s), %s → %s; Easel built in release from the %s." % (
            p.get("command", "Scripts/bench-all.sh"), p.get("mode", "?"), minutes,
            start.get("utc", "?"), end.get("utc", "?")[11:] if end else "?", p.get("source", "?")))
        out.append("")
        out.append("Machine: %s, nproc %s (%s), %s GiB; %s; %s. "
                   "`/proc/loadavg` at the start **%s**, at the end **%s** (other jobs share the "
                   "machine, so compare ratios from the same run, not figures across runs)." % (
                       start.get("os", "?"), start.get("nproc", "?"), start.get("cpu", ""),
                       start.get("memory_gib", "?"), start.get("swift", "?"), start.get("gcc", "?"),
                       start.get("loadavg", "?"), end.get("loadavg", "?")))
        out.append("")
        out.append("Each figure is the median over processes, with the min–max of the processes in "
                   "brackets; *runs* gives the number of processes for Easel / the peer. Where Easel "
                   "and a peer alternate, their processes ran in turn. The ratio is Easel / peer; "
                   "*better* says whether a higher or a lower figure is better, for the ratio too "
                   "(a decode ratio above 1 and a bytes or CPU ratio below 1 favour Easel).")
        out.append("")
        out.append("### Against the peers")
        out.append("")
        out.append("| measure | Easel | peer | peer figure | Easel / peer | better | runs (Easel / peer) |")
        out.append("|---|---|---|---|---|---|---|")
        for measure, easel, peer, figure, r, better, runs in self.peers:
            out.append("| %s | %s | %s | %s | %s | %s | %s |" % (measure, easel, peer, figure, r, better, runs))
        out.append("")
        if self.startup:
            out.append("### Start-up and memory beside textual-paint and durdraw (issue 7)")
            out.append("")
            out += self.startup
            out.append("")
        out.append("### Easel alone, against the limits of the issues")
        out.append("")
        out.append("| measure | Easel | limit | Easel / limit | within the limit | runs |")
        out.append("|---|---|---|---|---|---|")
        for measure, easel, limit, r, met, runs in self.limits:
            out.append("| %s | %s | %s | %s | %s | %s |" % (measure, easel, limit, r, met, runs))
        if self.context:
            out.append("")
            out.append("### Context")
            out.append("")
            out.append("| measure | figure | runs | note |")
            out.append("|---|---|---|---|")
            for measure, value, runs, note in self.context:
                out.append("| %s | %s | %s | %s |" % (measure, value, runs, note))
        notes = list(p.get("notes", [])) + self.notes
        if notes:
            out.append("")
            for note in notes:
                out.append("- " + note)
        out.append("")
        out.append(END)
        return "\n".join(out) + "\n"


def write_doc(path, section):
    text = open(path).read() if os.path.exists(path) else "# Performance\n"
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        tail = rest.split(END, 1)[1]
        text = head + section.rstrip("\n") + tail
    else:
        # After the title and the paragraph under it, before the first section.
        lines_ = text.split("\n")
        index = next((i for i, l in enumerate(lines_) if i > 0 and l.startswith("## ")), len(lines_))
        text = "\n".join(lines_[:index]).rstrip("\n") + "\n\n" + section + "\n" + "\n".join(lines_[index:])
    with open(path, "w") as f:
        f.write(text)


def main(argv):
    if len(argv) >= 3 and argv[0] == "machine":
        machine(argv[1], argv[2])
        return 0
    if len(argv) >= 2 and argv[0] == "report":
        report = Report(argv[1])
        report.decode()
        report.render()
        report.easel_only()
        report.startup_peers()
        report.pty()
        section = report.markdown()
        sys.stdout.write(section)
        if "--doc" in argv:
            write_doc(argv[argv.index("--doc") + 1], section)
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

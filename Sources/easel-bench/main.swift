import Glibc

/// `easel-bench SUBCOMMAND ...`: one benchmark per subcommand, each in its own file.
let usage = """
  usage: easel-bench decode DIR [RUNS] [--check]
         easel-bench startup [RUNS] [FILE]
         easel-bench render OPS OUT [FRAMES=60] [REDRAWS=20] [--draw-text]
         easel-bench document SHAPES [FRAMES=200] [--write FILE]
         easel-bench connectors [SHAPES=10000] [CONNECTORS=5000] [FRAMES=200] [NAME...]
         easel-bench guides [SHAPES=10000] [FRAMES=200]
         easel-bench hub [NUDGES=40] [CONNECTORS...=1000 3000]
         easel-bench route [SCENES=200] [REPEATS=20]
         easel-bench import [RUNS=9] [FILE]
         easel-bench panel [SHAPES=100000] [FRAMES=200] [ALIGN_SHAPES=10000] [ALIGN_RUNS=5]
         easel-bench containment [SHAPES=10000] [FRAMES=20]
    decode  decode DIR/input.bin as ../shared/bench/termkey_bench.c does (4096-byte reads,
            the timeout path at each offset in DIR/input.pauses) and print one JSON line per run;
            --check first writes DIR/out.easel (canonical events) in an untimed run
    startup exec to first complete frame of the sibling `easel` in a pty that answers the
            start-up queries (on FILE when given), and the idle editor's resident memory
            (VmRSS, and the peak VmHWM)
    render  redraw the scene OPS of ../shared/bench/scene.py into a 200x60 grid per frame and
            write the diff + escape output to OUT as render_ncurses.c does (first paint, FRAMES
            one-cell moves, REDRAWS full repaints); one JSON line per phase; --draw-text draws
            with CellGrid.put each frame instead of placing cells split once
    document open a generated document of SHAPES shapes in the editor core (decode, index, first
            frame) and time FRAMES one-cell nudges of one shape from key bytes to frame bytes;
            --write FILE also saves the generated document
    connectors the document benchmark's document with CONNECTORS elbow connectors, 20 on the
            moving box: open it and drag that box (motion bytes to frame bytes, connectors
            re-routed live), then the same without connectors, for the ratio
    hub     a box that CONNECTORS elbow connectors share, each to a box around it: NUDGES
            nudges of the hub (key bytes to frame bytes, every connector on it re-routed in
            the same step) and NUDGES drag frames of it (connectors re-routed live), median
            and p99 milliseconds per connector count
    guides  the document benchmark's document opened twice, smart guides on and off (View →
            Smart Guides), and its mover dragged in both, frames interleaved: each motion report
            timed from its bytes to the frame's bytes, one JSON line per setting
    route   elbow-route two boxes in generated scenes with 0, 20 and 100 obstacles in the search
            area and print the median and p99 microseconds per route
    import  recognise a README-sized text diagram (40x20), a large one (10,000 lines, about
            1 MB) and four texts of 10 MB, or FILE, and print the median milliseconds, what was
            found and the peak memory while importing
    panel   the objects panel open on SHAPES shapes: FRAMES presses each of Down, Shift+Down (a
            range step) and PageDown, key bytes to frame bytes; then Cmd-A and Align Left on
            ALIGN_SHAPES shapes, ALIGN_RUNS times
    containment the document benchmark's document as it is and with every shape put in the
            innermost box holding it: Cmd-A and FRAMES nudges of everything (key bytes to frame
            bytes) in each; then the containment follow-up alone for moving the box holding most

  """

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "containment":
  exit(ContainmentBenchmark.main(arguments: Array(arguments.dropFirst())))
case "decode":
  exit(DecodeBenchmark.main(arguments: Array(arguments.dropFirst())))
case "startup":
  exit(StartupBenchmark.main(arguments: Array(arguments.dropFirst())))
case "render":
  exit(RenderBenchmark.main(arguments: Array(arguments.dropFirst())))
case "document":
  exit(DocumentBenchmark.main(arguments: Array(arguments.dropFirst())))
case "connectors":
  exit(ConnectorBenchmark.main(arguments: Array(arguments.dropFirst())))
case "guides":
  exit(GuidesBenchmark.main(arguments: Array(arguments.dropFirst())))
case "hub":
  exit(HubBenchmark.main(arguments: Array(arguments.dropFirst())))
case "route":
  exit(RouteBenchmark.main(arguments: Array(arguments.dropFirst())))
case "import":
  exit(ImportBenchmark.main(arguments: Array(arguments.dropFirst())))
case "panel":
  exit(PanelBenchmark.main(arguments: Array(arguments.dropFirst())))
case "-h", "--help":
  BenchIO.writeAll(1, Array(usage.utf8))
  exit(0)
default:
  BenchIO.printError(usage)
  exit(2)
}

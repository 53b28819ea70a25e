import EaselApp
import EaselDocument
import EaselInput
import Glibc

/// `easel-bench panel [SHAPES] [FRAMES] [ALIGN_SHAPES] [ALIGN_RUNS]`: the objects panel (issue
/// 15) on the document benchmark's generated document of SHAPES shapes, in the editor core at
/// 200×60 on a legacy xterm, each step timed from its key's bytes to the frame's bytes: FRAMES
/// presses of Down (the focus moves, the list scrolls when it must), FRAMES Shift+Down range
/// steps from a chosen row, and FRAMES PageDowns. Then Cmd-A and Align Left (run from the
/// command menu, Enter timed) on a document of ALIGN_SHAPES shapes, ALIGN_RUNS times, undone
/// between runs.
enum PanelBenchmark {
  static func main(arguments: [String]) -> Int32 {
    let numbers = arguments.map { Int($0) }
    guard numbers.allSatisfy({ $0 != nil && $0! > 0 }) else {
      BenchIO.printError(
        "usage: easel-bench panel [SHAPES=100000] [FRAMES=200] [ALIGN_SHAPES=10000] [ALIGN_RUNS=5]\n")
      return 2
    }
    let shapes = numbers.first.flatMap { $0 } ?? 100_000
    let frames = numbers.dropFirst().first.flatMap { $0 } ?? 200
    let alignShapes = numbers.dropFirst(2).first.flatMap { $0 } ?? 10_000
    let alignRuns = numbers.dropFirst(3).first.flatMap { $0 } ?? 5

    var session = Session(document: DocumentBenchmark.generate(shapes: shapes))
    _ = session.send("\u{1b}o")
    guard session.driver.screenText?.contains("Objects") == true else {
      BenchIO.printError("easel-bench: the objects panel did not open\n")
      return 1
    }
    let focus = session.timed(frames) { _ in "\u{1b}[B" }
    _ = session.send("\u{1b}[H")
    _ = session.send(" ")
    let range = session.timed(frames) { _ in "\u{1b}[1;2B" }
    guard session.driver.screenText?.contains("\(frames + 1) shapes") == true else {
      BenchIO.printError("easel-bench: the range did not grow to \(frames + 1) shapes\n")
      return 1
    }
    let page = session.timed(frames) { _ in "\u{1b}[6~" }
    for (name, result) in [("focus_down", focus), ("range_step", range), ("page_down", page)] {
      BenchIO.printLine(
        "{\"bench\": \"panel\", \"step\": \"\(name)\", \"shapes\": \(shapes + 1), \"frames\": \(frames), "
          + "\"us_median\": \(BenchIO.format(BenchIO.median(result.times) * 1e6, 1)), "
          + "\"us_p90\": \(BenchIO.format(result.p90 * 1e6, 1)), "
          + "\"bytes_median\": \(BenchIO.format(BenchIO.median(result.sizes), 0))}")
    }

    var align = Session(document: DocumentBenchmark.generate(shapes: alignShapes))
    var selectTimes: [Double] = []
    var alignTimes: [Double] = []
    for _ in 0..<alignRuns {
      selectTimes.append(align.send("\u{01}").seconds)
      _ = align.send("\u{0b}")
      for character in "align left" { _ = align.send(String(character)) }
      let before = align.driver.unsavedDocument
      alignTimes.append(align.send("\r").seconds)
      guard let after = align.driver.unsavedDocument, after != before,
        Set(after.shapes.map(\.bounds.minColumn)).count == 1
      else {
        BenchIO.printError("easel-bench: Align Left did not line the shapes up\n")
        return 1
      }
      _ = align.send("\u{1a}")
      _ = align.send("\u{1b}")
    }
    let total = zip(selectTimes, alignTimes).map { $0 + $1 }
    BenchIO.printLine(
      "{\"bench\": \"panel\", \"step\": \"select_all_align_left\", \"shapes\": \(alignShapes + 1), "
        + "\"runs\": \(alignRuns), \"select_all_ms_median\": \(BenchIO.format(BenchIO.median(selectTimes) * 1e3, 2)), "
        + "\"align_left_ms_median\": \(BenchIO.format(BenchIO.median(alignTimes) * 1e3, 2)), "
        + "\"total_ms_median\": \(BenchIO.format(BenchIO.median(total) * 1e3, 2))}")
    return 0
  }

  /// The editor core on a document, fed keys two seconds apart (so each is a tap).
  struct Session {
    var driver: Driver
    var now = Instant.milliseconds(10)

    init(document: Document) {
      driver = Driver(
        kind: .editor(EditorLaunch(filePath: "bench.easel", document: document)),
        environment: ["TERM": "xterm-256color"], size: TerminalSize(columns: 200, rows: 60),
        settings: InputSettings(environment: [:]), startedAt: .milliseconds(0))
      _ = driver.start(at: .milliseconds(0))
      _ = driver.receive(Array("\u{1b}[?62c".utf8), at: .milliseconds(1))
    }

    /// One key's bytes in, timed to the frame's bytes out.
    mutating func send(_ key: String) -> (seconds: Double, bytes: Int) {
      now = now + .milliseconds(2_000)
      _ = driver.tick(at: now)
      let bytes = Array(key.utf8)
      let start = BenchIO.seconds(CLOCK_MONOTONIC)
      let output = driver.receive(bytes, at: now)
      return (BenchIO.seconds(CLOCK_MONOTONIC) - start, output.bytes.count)
    }

    mutating func timed(
      _ frames: Int, key: (Int) -> String
    ) -> (times: [Double], sizes: [Double], p90: Double) {
      var times: [Double] = []
      var sizes: [Double] = []
      for frame in 0..<frames {
        let (seconds, bytes) = send(key(frame))
        times.append(seconds)
        sizes.append(Double(bytes))
      }
      let sorted = times.sorted()
      let p90 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 9 / 10)]
      return (times, sizes, p90)
    }
  }
}

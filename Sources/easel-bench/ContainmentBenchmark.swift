import EaselApp
import EaselDocument
import EaselGeometry
import Glibc

/// `easel-bench containment [SHAPES=10000] [FRAMES=20]`: what keeping boxes' contents costs
/// (issue 25). The document benchmark's generated document, as it is (no shape in a box) and
/// with every shape put in the innermost box holding it (`Document.placingInBoxes`): in the
/// editor core, Cmd-A and FRAMES nudges of everything, key bytes to frame bytes; then, on the
/// placed document, the containment follow-up alone for moving the box holding the most.
enum ContainmentBenchmark {
  static func main(arguments: [String]) -> Int32 {
    let numbers = arguments.map { Int($0) }
    let shapes = numbers.first.flatMap { $0 } ?? 10_000
    let frames = numbers.dropFirst().first.flatMap { $0 } ?? 20
    let plain = DocumentBenchmark.generate(shapes: shapes)
    var placed = plain
    let start = BenchIO.seconds(CLOCK_MONOTONIC)
    let placing = placed.placingInBoxes(index: SpatialIndex(placed))
    let placingSeconds = BenchIO.seconds(CLOCK_MONOTONIC) - start
    do {
      try placed.apply(placing)
    } catch {
      BenchIO.printError("easel-bench: placing shapes in boxes failed: \(error)\n")
      return 1
    }
    let contained = placed.shapes.filter { $0.containerID != nil }.count
    for (name, document) in [("plain", plain), ("placed", placed)] {
      var session = PanelBenchmark.Session(document: document)
      _ = session.send("\u{01}")
      let result = session.timed(frames) { $0 % 2 == 0 ? "\u{1b}[C" : "\u{1b}[D" }
      BenchIO.printLine(
        "{\"bench\": \"containment\", \"step\": \"select_all_nudge_\(name)\", \"shapes\": \(document.count), "
          + "\"contained\": \(name == "plain" ? 0 : contained), \"frames\": \(frames), "
          + "\"ms_median\": \(BenchIO.format(BenchIO.median(result.times) * 1e3, 2)), "
          + "\"ms_p90\": \(BenchIO.format(result.p90 * 1e3, 2))}")
    }
    // The box holding the most, moved a cell: the follow-up carrying its contents.
    let box = placed.shapes.filter(\.kind.holdsContents).max {
      placed.withContents([$0.id]).count < placed.withContents([$1.id]).count
    }
    guard let box else { return 0 }
    var moved = placed
    let move = moved.translating([box.id], columns: 1, rows: 0)
    try? moved.apply(move)
    var index = SpatialIndex(placed)
    index.apply(move)
    var times: [Double] = []
    var edits = 0
    for _ in 0..<max(frames, 5) {
      let start = BenchIO.seconds(CLOCK_MONOTONIC)
      edits = moved.containmentFollowUp(after: move, index: index).edits.count
      times.append(BenchIO.seconds(CLOCK_MONOTONIC) - start)
    }
    BenchIO.printLine(
      "{\"bench\": \"containment\", \"step\": \"follow_up_box_move\", \"shapes\": \(placed.count), "
        + "\"placing_ms\": \(BenchIO.format(placingSeconds * 1e3, 1)), "
        + "\"box_holds\": \(placed.withContents([box.id]).count - 1), \"edits\": \(edits), "
        + "\"us_median\": \(BenchIO.format(BenchIO.median(times) * 1e6, 1))}")
    return 0
  }
}

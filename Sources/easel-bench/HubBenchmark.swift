import EaselApp
import EaselDocument
import EaselFileFormat
import EaselGeometry
import EaselInput
import Glibc

/// `easel-bench hub [NUDGES=40] [CONNECTORS...=1000 3000]`: a hub box that CONNECTORS elbow
/// connectors share, one to each of as many boxes laid out around it in rows and columns (12×3
/// boxes, 8 columns and 4 rows apart, the nearest first), opened in the editor core at 200×60.
/// The hub is selected and nudged NUDGES times, right and left alternately, each key a tap timed
/// from its bytes to the frame's bytes (the edit, every connector on the hub re-routed in the
/// same undo step, the index, the frame); then dragged NUDGES motion reports a cell at a time,
/// the connectors re-routed live in the preview. One JSON line per connector count.
enum HubBenchmark {
  static func main(arguments: [String]) -> Int32 {
    let nudges = arguments.first.flatMap(Int.init) ?? 40
    let counts = arguments.dropFirst().compactMap { Int($0) }
    guard nudges > 0 else {
      BenchIO.printError("usage: easel-bench hub [NUDGES=40] [CONNECTORS...]\n")
      return 2
    }
    for count in counts.isEmpty ? [1_000, 3_000] : counts {
      guard let line = run(connectors: count, nudges: nudges) else { return 1 }
      BenchIO.printLine(line)
    }
    return 0
  }

  /// The hub's place on the canvas: in view at 200×60 (screen row = canvas row + 1).
  static let hubBounds = CanvasRect(column: 90, row: 26, columns: 20, rows: 5)

  static func run(connectors count: Int, nudges: Int) -> String? {
    let document = hub(leaves: count)
    let bytes = EaselFile.encode(document)
    guard let decoded = try? EaselFile.decode(bytes) else {
      BenchIO.printError("easel-bench: the generated hub document does not decode\n")
      return nil
    }
    let openStart = BenchIO.seconds(CLOCK_MONOTONIC)
    var driver = Driver(
      kind: .editor(EditorLaunch(filePath: "hub.easel", document: decoded)),
      environment: ["TERM": "xterm-256color"], size: TerminalSize(columns: 200, rows: 60),
      settings: InputSettings(environment: [:]), startedAt: .milliseconds(0))
    _ = driver.start(at: .milliseconds(0))
    _ = driver.receive(Array("\u{1b}[?62c".utf8), at: .milliseconds(1))
    let openEnd = BenchIO.seconds(CLOCK_MONOTONIC)
    // Click the hub's label row to select it (SGR column = canvas + 1, row = canvas + 2).
    let pressColumn = hubBounds.minColumn + 3 + 1
    let pressRow = hubBounds.minRow + 1 + 2
    var now = Instant.milliseconds(10)
    _ = driver.receive(
      Array("\u{1b}[<0;\(pressColumn);\(pressRow)M\u{1b}[<0;\(pressColumn);\(pressRow)m".utf8), at: now)
    var nudgeTimes: [Double] = []
    for nudge in 0..<nudges {
      now = now + .milliseconds(2_000)
      _ = driver.tick(at: now)
      let key = nudge % 2 == 0 ? "\u{1b}[C" : "\u{1b}[D"
      let start = BenchIO.seconds(CLOCK_MONOTONIC)
      _ = driver.receive(Array(key.utf8), at: now)
      nudgeTimes.append(BenchIO.seconds(CLOCK_MONOTONIC) - start)
    }
    now = now + .milliseconds(2_000)
    _ = driver.tick(at: now)
    // A drag of the hub: press, then motion a cell at a time right and back.
    _ = driver.receive(Array("\u{1b}[<0;\(pressColumn);\(pressRow)M".utf8), at: now)
    var dragTimes: [Double] = []
    for frame in 0..<nudges {
      now = now + .milliseconds(16)
      let column = pressColumn + 1 + frame % 8 - (frame / 8) % 2 * 8
      let report = "\u{1b}[<32;\(column);\(pressRow)M"
      let start = BenchIO.seconds(CLOCK_MONOTONIC)
      _ = driver.receive(Array(report.utf8), at: now)
      dragTimes.append(BenchIO.seconds(CLOCK_MONOTONIC) - start)
    }
    now = now + .milliseconds(16)
    let releaseStart = BenchIO.seconds(CLOCK_MONOTONIC)
    _ = driver.receive(Array("\u{1b}[<0;\(pressColumn + 2);\(pressRow)m".utf8), at: now)
    let releaseEnd = BenchIO.seconds(CLOCK_MONOTONIC)
    let followUp = followUpTimes(document, nudges: nudges)
    return "{\"bench\": \"hub\", \"connectors\": \(count), \"shapes\": \(document.count), "
      + "\"open_ms\": \(BenchIO.format((openEnd - openStart) * 1e3, 1)), \"nudges\": \(nudges), "
      + "\"nudge_frame_ms_median\": \(BenchIO.format(BenchIO.median(nudgeTimes) * 1e3, 2)), "
      + "\"nudge_frame_ms_p99\": \(BenchIO.format(percentile99(nudgeTimes) * 1e3, 2)), "
      + "\"drag_frame_ms_median\": \(BenchIO.format(BenchIO.median(dragTimes) * 1e3, 2)), "
      + "\"drag_frame_ms_p99\": \(BenchIO.format(percentile99(dragTimes) * 1e3, 2)), "
      + "\"release_ms\": \(BenchIO.format((releaseEnd - releaseStart) * 1e3, 2)), "
      + "\"follow_up_cold_ms_median\": \(BenchIO.format(BenchIO.median(followUp.cold) * 1e3, 2)), "
      + "\"follow_up_warm_ms_median\": \(BenchIO.format(BenchIO.median(followUp.warm) * 1e3, 2)), "
      + "\"warm_searches\": \(followUp.searches), \"warm_reuses\": \(followUp.reuses)}"
  }

  /// The connector follow-up alone (no editor, no frame) for nudges of the hub right and left:
  /// with a fresh route cache each time (cold), and with one cache kept across them (warm).
  static func followUpTimes(_ document: Document, nudges: Int) -> (
    cold: [Double], warm: [Double], searches: Int, reuses: Int
  ) {
    var document = document
    var index = SpatialIndex(document)
    var cold: [Double] = []
    var warm: [Double] = []
    var routes = RouteCache()
    for nudge in 0..<max(6, nudges / 2) {
      guard let hub = document.shapes.last else { break }
      let moved = hub.translated(columns: nudge % 2 == 0 ? 1 : -1, rows: 0)
      let move = Transaction([.update(from: hub, to: moved)])
      guard (try? document.apply(move)) != nil else { break }
      index.apply(move)
      var start = BenchIO.seconds(CLOCK_MONOTONIC)
      let followUp = document.connectorFollowUp(after: move, index: index)
      cold.append(BenchIO.seconds(CLOCK_MONOTONIC) - start)
      start = BenchIO.seconds(CLOCK_MONOTONIC)
      let again = document.connectorFollowUp(after: move, index: index, routes: &routes)
      warm.append(BenchIO.seconds(CLOCK_MONOTONIC) - start)
      guard again.edits.count == followUp.edits.count, (try? document.apply(followUp)) != nil else { break }
      index.apply(followUp)
    }
    return (cold, warm.dropFirst(2).map { $0 }, routes.searches, routes.reuses)
  }

  static func percentile99(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
  }

  /// The hub (the last shape, labelled "Hub") and `leaves` boxes around it, nearest first, each
  /// joined to it by an elbow arrow from the hub, routed as the editor routes it. Deterministic.
  static func hub(leaves count: Int) -> Document {
    let side = Int(Double(count).squareRoot()) + 3
    var places: [CanvasRect] = []
    let clear = CanvasRect(
      column: hubBounds.minColumn - 8, row: hubBounds.minRow - 4, columns: hubBounds.size.columns + 16,
      rows: hubBounds.size.rows + 8)
    for row in -side...side {
      for column in -side...side {
        let bounds = CanvasRect(
          column: hubBounds.minColumn + 4 + column * 20, row: hubBounds.minRow + 1 + row * 7, columns: 12,
          rows: 3)
        if !bounds.intersects(clear) { places.append(bounds) }
      }
    }
    func distance(_ rect: CanvasRect) -> Int {
      abs(rect.minColumn - hubBounds.minColumn) + 2 * abs(rect.minRow - hubBounds.minRow)
    }
    places.sort { (distance($0), $0.minRow, $0.minColumn) < (distance($1), $1.minRow, $1.minColumn) }
    var id: UInt64 = 0
    func next() -> ShapeID {
      id += 1
      return ShapeID(id)
    }
    let leaves = places.prefix(count).enumerated().map { index, bounds in
      Shape(id: next(), kind: .rectangle(Rectangle(bounds: bounds, label: "leaf \(index)")))
    }
    let hubShape = Shape(
      id: next(),
      kind: .rectangle(Rectangle(bounds: hubBounds, frameStyle: .heavy, fillCharacter: " ", label: "Hub")))
    let document = (try? Document(shapes: leaves + [hubShape])) ?? Document()
    let pairs = leaves.map { (hubShape.id, $0.id) }
    return ConnectorBenchmark.joined(document, pairs: pairs, index: SpatialIndex(document))
  }
}

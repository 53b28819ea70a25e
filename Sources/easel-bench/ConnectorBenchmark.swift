import EaselApp
import EaselDocument
import EaselFileFormat
import EaselGeometry
import EaselInput
import Glibc

/// `easel-bench connectors [SHAPES=10000] [CONNECTORS=5000] [FRAMES=200] [NAME...]`: two documents of
/// SHAPES shapes with CONNECTORS elbow connectors, 20 of them bound to the box that moves: a
/// diagram (boxes in rows and columns with corridors between them, joined to their neighbours)
/// and the dense random scene of `easel-bench document` (shapes overlapping everywhere, so most
/// routes must cross something: the worst case). Times opening each (decode, index, first frame)
/// and dragging that box (each motion report timed from its bytes to the frame's bytes, the 20
/// connectors re-routed live in the preview; back and forth over 8 cells, as a hand does), then
/// dragging it over 200 places it never comes back to (so no route comes from the route cache),
/// then the same with every connector removed, in the same run, for the ratio. 200×60 terminal,
/// legacy xterm.
enum ConnectorBenchmark {
  static func main(arguments: [String]) -> Int32 {
    let shapes = arguments.first.flatMap(Int.init) ?? 10_000
    let connectorCount = arguments.dropFirst().first.flatMap(Int.init) ?? 5_000
    let frames = arguments.dropFirst(2).first.flatMap(Int.init) ?? 200
    // Names after the numbers pick documents (e.g. `diagram_connectors` alone, for a profiler).
    let only = Set(arguments.dropFirst(3))
    let diagram = self.diagram(boxes: max(1, shapes - connectorCount), connectors: connectorCount)
    let plainDiagram = (try? Document(shapes: diagram.shapes.filter(\.kind.acceptsConnectors))) ?? Document()
    let plain = DocumentBenchmark.generate(shapes: shapes)
    let dense = connect(plain, count: connectorCount)
    for (name, document) in [
      ("diagram_connectors", diagram), ("diagram_no_connectors", plainDiagram), ("dense_connectors", dense),
      ("dense_no_connectors", plain),
    ] where only.isEmpty || only.contains(name) {
      guard let line = run(document, name: name, frames: frames) else { return 1 }
      BenchIO.printLine(line)
    }
    return 0
  }

  /// One JSON line: open and drag timings of `document`.
  static func run(_ document: Document, name: String, frames: Int) -> String? {
    let bytes = EaselFile.encode(document)
    let openStart = BenchIO.seconds(CLOCK_MONOTONIC)
    guard let decoded = try? EaselFile.decode(bytes) else {
      BenchIO.printError("easel-bench: the generated document does not decode\n")
      return nil
    }
    var driver = Driver(
      kind: .editor(EditorLaunch(filePath: "bench.easel", document: decoded)),
      environment: ["TERM": "xterm-256color"], size: TerminalSize(columns: 200, rows: 60),
      settings: InputSettings(environment: [:]), startedAt: .milliseconds(0))
    _ = driver.start(at: .milliseconds(0))
    _ = driver.receive(Array("\u{1b}[?62c".utf8), at: .milliseconds(1))
    let openEnd = BenchIO.seconds(CLOCK_MONOTONIC)
    // Press on the mover (canvas 88…107 × 25…34; SGR column = canvas + 1, row = canvas + 2),
    // then move it right and left a cell at a time, each report a frame.
    var now = Instant.milliseconds(10)
    _ = driver.receive(Array("\u{1b}[<0;95;30M".utf8), at: now)
    var times: [Double] = []
    for frame in 0..<frames {
      now = now + .milliseconds(16)
      let column = 96 + frame % 8 - (frame / 8) % 2 * 8
      let report = "\u{1b}[<32;\(column);30M"
      let start = BenchIO.seconds(CLOCK_MONOTONIC)
      _ = driver.receive(Array(report.utf8), at: now)
      times.append(BenchIO.seconds(CLOCK_MONOTONIC) - start)
    }
    now = now + .milliseconds(16)
    let releaseStart = BenchIO.seconds(CLOCK_MONOTONIC)
    _ = driver.receive(Array("\u{1b}[<0;99;30m".utf8), at: now)
    let releaseEnd = BenchIO.seconds(CLOCK_MONOTONIC)
    // Then a drag that never comes back to a place it was (rows of 16 cells, a row lower each
    // time), so no route can be taken from the editor's route cache: the routing's full cost.
    now = now + .milliseconds(500)
    _ = driver.receive(Array("\u{1b}[<0;99;30M".utf8), at: now)
    var newPlaceTimes: [Double] = []
    for frame in 0..<frames {
      now = now + .milliseconds(16)
      let report = "\u{1b}[<32;\(100 + frame % 16);\(31 + frame / 16)M"
      let start = BenchIO.seconds(CLOCK_MONOTONIC)
      _ = driver.receive(Array(report.utf8), at: now)
      newPlaceTimes.append(BenchIO.seconds(CLOCK_MONOTONIC) - start)
    }
    _ = driver.receive(Array("\u{1b}[<0;99;30m".utf8), at: now + .milliseconds(16))
    let sorted = times.sorted()
    let p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
    let newPlaceSorted = newPlaceTimes.sorted()
    let newPlaceP99 =
      newPlaceSorted.isEmpty
      ? 0 : newPlaceSorted[min(newPlaceSorted.count - 1, newPlaceSorted.count * 99 / 100)]
    let lines = document.shapes.filter {
      if case .line(let line) = $0.kind { line.isConnector } else { false }
    }
    return "{\"bench\": \"\(name)\", \"shapes\": \(document.count), \"connectors\": \(lines.count), "
      + "\"file_bytes\": \(bytes.count), \"open_ms\": \(BenchIO.format((openEnd - openStart) * 1e3, 1)), "
      + "\"frames\": \(frames), \"drag_frame_us_median\": \(BenchIO.format(BenchIO.median(times) * 1e6, 1)), "
      + "\"drag_frame_us_p99\": \(BenchIO.format(p99 * 1e6, 1)), "
      + "\"release_us\": \(BenchIO.format((releaseEnd - releaseStart) * 1e6, 1)), "
      + "\"new_places_frame_us_median\": \(BenchIO.format(BenchIO.median(newPlaceTimes) * 1e6, 1)), "
      + "\"new_places_frame_us_p99\": \(BenchIO.format(newPlaceP99 * 1e6, 1))}"
  }

  /// A diagram: `boxes` boxes of 12×3 cells in rows and columns 8 columns and 4 rows apart, the
  /// mover (20×10, in view, the last shape) among them, `connectors` elbow connectors joining
  /// boxes to their right and lower neighbours, the first 20 from the mover to the boxes nearest
  /// it. Deterministic.
  static func diagram(boxes count: Int, connectors: Int) -> Document {
    let perRow = max(1, Int(Double(count).squareRoot() * 1.6))
    var shapes: [Shape] = []
    var id: UInt64 = 0
    func next() -> ShapeID {
      id += 1
      return ShapeID(id)
    }
    let mover = CanvasRect(column: 88, row: 25, columns: 20, rows: 10)
    for index in 0..<count {
      let bounds = CanvasRect(
        column: (index % perRow - perRow / 2) * 20 + 88, row: (index / perRow - count / perRow / 2) * 7 + 25,
        columns: 12, rows: 3)
      // The mover's place is kept clear, as far from its neighbours as boxes are from theirs.
      let around = CanvasRect(column: 80, row: 21, columns: 36, rows: 18)
      guard !bounds.intersects(around) else { continue }
      shapes.append(Shape(id: next(), kind: .rectangle(Rectangle(bounds: bounds, label: "box \(index)"))))
    }
    let moverShape = Shape(
      id: next(),
      kind: .rectangle(Rectangle(bounds: mover, frameStyle: .rounded, fillCharacter: " ", label: "Mover")))
    var document = (try? Document(shapes: shapes + [moverShape])) ?? Document()
    let index = SpatialIndex(document)
    var pairs: [(ShapeID, ShapeID)] = []
    let nearest = shapes.sorted {
      let a = abs($0.bounds.minColumn - 88) + 2 * abs($0.bounds.minRow - 25)
      let b = abs($1.bounds.minColumn - 88) + 2 * abs($1.bounds.minRow - 25)
      return (a, $0.id.rawValue) < (b, $1.id.rawValue)
    }
    for other in nearest.prefix(20) { pairs.append((moverShape.id, other.id)) }
    var byPlace: [CanvasPoint: ShapeID] = [:]
    for shape in shapes { byPlace[shape.bounds.origin] = shape.id }
    for shape in shapes where pairs.count < connectors {
      for (dx, dy) in [(20, 0), (0, 7)] where pairs.count < connectors {
        if let other = byPlace[shape.bounds.origin.offsetBy(columns: dx, rows: dy)] {
          pairs.append((shape.id, other))
        }
      }
    }
    return joined(document, pairs: pairs, index: index)
  }

  /// `document` with `count` elbow connectors added, each between a shape that takes them and a
  /// near one (deterministic), the first 20 from the mover (the last shape) to its nearest
  /// neighbours, routed as the editor routes them.
  static func connect(_ document: Document, count: Int) -> Document {
    var document = document
    let index = SpatialIndex(document)
    let targets = document.shapes.filter(\.kind.acceptsConnectors)
    guard let mover = document.shapes.last, targets.count > 21 else { return document }
    var random = SplitMix64(seed: 77)
    var pairs: [(ShapeID, ShapeID)] = []
    let near = { (shape: Shape, limit: Int) -> [Shape] in
      let box = shape.bounds
      let area = CanvasRect(
        column: box.minColumn - 40, row: box.minRow - 20, columns: box.size.columns + 80,
        rows: box.size.rows + 40)
      return index.shapes(intersecting: area, in: document).filter {
        $0.id != shape.id && $0.kind.acceptsConnectors && !$0.bounds.intersects(box)
      }.prefix(limit).map { $0 }
    }
    for other in near(mover, 20) { pairs.append((mover.id, other.id)) }
    while pairs.count < count {
      let from = targets[random.next(below: targets.count)]
      let candidates = near(from, 8)
      guard !candidates.isEmpty else { continue }
      pairs.append((from.id, candidates[random.next(below: candidates.count)].id))
    }
    return joined(document, pairs: pairs, index: index)
  }

  /// `document` with an elbow arrow for each pair, routed as the editor routes it, below the
  /// shapes (as a diagram is usually drawn).
  static func joined(_ document: Document, pairs: [(ShapeID, ShapeID)], index: SpatialIndex) -> Document {
    var document = document
    var added: [Shape] = []
    for (from, to) in pairs {
      let line = Line(
        start: .zero, end: .zero, arrowAtEnd: true, route: .elbow, startBinding: LineBinding(shape: from),
        endBinding: LineBinding(shape: to))
      added.append(Shape(id: document.makeShapeID(), kind: .line(document.routed(line, index: index))))
    }
    return (try? Document(shapes: added + document.shapes)) ?? document
  }
}

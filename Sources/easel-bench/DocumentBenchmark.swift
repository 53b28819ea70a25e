import EaselApp
import EaselDocument
import EaselFileFormat
import EaselGeometry
import EaselInput
import Glibc

/// `easel-bench document SHAPES [FRAMES] [--write FILE]`: a large generated document opened in
/// the editor core (decode, index, first frame) and one shape nudged FRAMES times, each nudge
/// timed from the arrow key's bytes to the frame's bytes — decoding, key state, the edit, the
/// index, the canvas layer, composition, diff and encoding. 200×60 terminal, legacy xterm.
/// `--write FILE` also saves the generated document, for `easel-bench startup RUNS FILE`.
enum DocumentBenchmark {
  static func main(arguments: [String]) -> Int32 {
    var arguments = arguments
    var output: String?
    if let flag = arguments.firstIndex(of: "--write"), flag + 1 < arguments.count {
      output = arguments[flag + 1]
      arguments.removeSubrange(flag...(flag + 1))
    }
    guard let shapes = arguments.first.flatMap(Int.init), shapes > 0 else {
      BenchIO.printError("usage: easel-bench document SHAPES [FRAMES] [--write FILE]\n")
      return 2
    }
    let frames = arguments.dropFirst().first.flatMap(Int.init) ?? 200
    let document = generate(shapes: shapes)
    let bytes = EaselFile.encode(document)
    if let output {
      let fd = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      guard fd >= 0 else {
        BenchIO.printError("easel-bench: cannot create \(output)\n")
        return 1
      }
      BenchIO.writeAll(fd, bytes)
      close(fd)
    }

    let openStart = BenchIO.seconds(CLOCK_MONOTONIC)
    let decoded: Document
    do {
      decoded = try EaselFile.decode(bytes)
    } catch {
      BenchIO.printError("easel-bench: the generated document does not decode: \(error)\n")
      return 1
    }
    let decodeEnd = BenchIO.seconds(CLOCK_MONOTONIC)
    var driver = Driver(
      kind: .editor(EditorLaunch(filePath: "bench.easel", document: decoded)),
      environment: ["TERM": "xterm-256color"], size: TerminalSize(columns: 200, rows: 60),
      settings: InputSettings(environment: [:]), startedAt: .milliseconds(0))
    _ = driver.start(at: .milliseconds(0))
    let firstFrame = driver.receive(Array("\u{1b}[?62c".utf8), at: .milliseconds(1))
    let openEnd = BenchIO.seconds(CLOCK_MONOTONIC)

    // Click the mover (canvas 88…107 × 25…34; screen row 1 is canvas row 0) to select it, then
    // nudge it right and left alternately, each key a tap (press, synthesized release later).
    var now = Instant.milliseconds(10)
    _ = driver.receive(Array("\u{1b}[<0;95;30M\u{1b}[<0;95;30m".utf8), at: now)
    var times: [Double] = []
    var sizes: [Double] = []
    for frame in 0..<frames {
      now = now + .milliseconds(2_000)
      _ = driver.tick(at: now)
      let key = frame % 2 == 0 ? "\u{1b}[C" : "\u{1b}[D"
      let start = BenchIO.seconds(CLOCK_MONOTONIC)
      let output = driver.receive(Array(key.utf8), at: now)
      times.append(BenchIO.seconds(CLOCK_MONOTONIC) - start)
      sizes.append(Double(output.bytes.count))
    }
    let sorted = times.sorted()
    let p90 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 9 / 10)]
    BenchIO.printLine(
      "{\"bench\": \"document\", \"shapes\": \(decoded.count), \"file_bytes\": \(bytes.count), "
        + "\"decode_ms\": \(BenchIO.format((decodeEnd - openStart) * 1e3, 1)), "
        + "\"open_ms\": \(BenchIO.format((openEnd - openStart) * 1e3, 1)), "
        + "\"first_frame_bytes\": \(firstFrame.bytes.count), \"frames\": \(frames), "
        + "\"move_frame_us_median\": \(BenchIO.format(BenchIO.median(times) * 1e6, 1)), "
        + "\"move_frame_us_p90\": \(BenchIO.format(p90 * 1e6, 1)), "
        + "\"move_frame_bytes_median\": \(BenchIO.format(BenchIO.median(sizes), 0))}")
    return 0
  }

  /// Shapes of every kind spread at the density of the render benchmark's scene (200 shapes on
  /// 200×60 cells), on a canvas that grows with the count. Deterministic (SplitMix64).
  static func generate(shapes count: Int) -> Document {
    var random = SplitMix64(seed: 4242)
    let area = Double(count) * 60
    let width = max(200, Int((area * 10 / 3).squareRoot()))
    let height = max(60, Int(area) / width)
    var shapes: [Shape] = []
    shapes.reserveCapacity(count)
    let labels = ["Start", "Parse", "Render", "Diff", "Flush", "Queue", "Cache", "数据", "🙂 ok"]
    for index in 0..<count {
      let column = random.next(below: width) - width / 2
      let row = random.next(below: height) - height / 2
      let color = ShapeColor.ansi(UInt8(1 + random.next(below: 7)))
      let kind: ShapeKind
      switch random.next(below: 10) {
      case 0...3:
        let bounds = CanvasRect(
          column: column, row: row, columns: 6 + random.next(below: 20), rows: 3 + random.next(below: 8))
        let styles: [FrameStyle] = [.light, .heavy, .double, .rounded]
        kind = .rectangle(
          Rectangle(
            bounds: bounds, frameStyle: styles[random.next(below: 4)],
            fillCharacter: random.next(below: 2) == 0 ? " " : nil,
            label: labels[random.next(below: labels.count)]))
      case 4...5:
        kind = .ellipse(
          Ellipse(
            bounds: CanvasRect(
              column: column, row: row, columns: 6 + random.next(below: 20), rows: 3 + random.next(below: 8)))
        )
      case 6:
        let end = CanvasPoint(
          column: column + random.next(below: 30) - 15, row: row + random.next(below: 12) - 6)
        kind = .line(Line(start: CanvasPoint(column: column, row: row), end: end, arrowAtEnd: true))
      case 7:
        var points: [DotPoint] = []
        var x = column * 2
        var y = row * 4
        for _ in 0..<(10 + random.next(below: 40)) {
          x += random.next(below: 5) - 2
          y += random.next(below: 5) - 2
          points.append(DotPoint(x: x, y: y))
        }
        kind = .pen(PenStroke(points: points))
      case 8:
        let cells = (0..<(3 + random.next(below: 10))).map { CanvasPoint(column: column + $0, row: row) }
        kind = .brush(BrushStroke(cells: cells, character: "▒"))
      default:
        kind = .text(
          TextShape(
            origin: CanvasPoint(column: column, row: row), text: labels[random.next(below: labels.count)]))
      }
      shapes.append(Shape(id: ShapeID(UInt64(index + 1)), kind: kind, strokeColor: color))
    }
    // The shape that moves, as in the render benchmark: a 20×10 opaque box on top, in view.
    let mover = Rectangle(
      bounds: CanvasRect(column: 88, row: 25, columns: 20, rows: 10), frameStyle: .rounded,
      fillCharacter: " ",
      label: "Mover")
    shapes.append(Shape(id: ShapeID(UInt64(count + 1)), kind: .rectangle(mover), strokeColor: .ansi(4)))
    return (try? Document(shapes: shapes)) ?? Document()
  }
}

/// A tiny deterministic generator, so every run benchmarks the same document.
struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

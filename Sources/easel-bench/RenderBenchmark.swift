import EaselGeometry
import EaselRender
import Glibc

/// Rendering output cost on the scene of `../shared/bench/scene.py`, driven exactly as
/// `render_ncurses.c` drives ncurses: every frame the whole scene is redrawn from its 2,058
/// operations into a fresh 200×60 `CellGrid`, then `FrameDiff` + `EscapeEncoder` emit the update
/// into OUT. Frame 0 is the first paint, frames 1...FRAMES move the mover ops one cell right each,
/// then REDRAWS forced full repaints. Bytes and process CPU time per frame, split into draw
/// (building the grid, and freeing the one it replaces) and refresh (diff, encode and the
/// write(2)); JSON lines as the C driver prints them.
///
/// Each operation's text is split into cells once, when the file is read, as the C driver
/// converts its text to wide characters once; a frame places the cells. `--draw-text` instead
/// draws the text with `CellGrid.put` every frame (grapheme breaking and widths each time).
struct RenderBenchmark {
  /// One line of scene.ops: `row col color mover text`, tab separated.
  struct Operation {
    var row: Int
    var column: Int
    var style: Style
    var isMover: Bool
    var text: String
    /// The text as `CellGrid.put` lays it out, continuations left out.
    var cells: [Cell]
  }

  static let size = CellSize(columns: 200, rows: 60)

  let operations: [Operation]
  let drawsText: Bool

  /// `render OPS OUT [FRAMES] [REDRAWS] [--draw-text]`; returns the exit status.
  static func main(arguments: [String]) -> Int32 {
    let drawsText = arguments.contains("--draw-text")
    let arguments = arguments.filter { $0 != "--draw-text" }
    guard arguments.count >= 2, arguments.count <= 4 else {
      BenchIO.printError("usage: easel-bench render OPS OUT [FRAMES=60] [REDRAWS=20] [--draw-text]\n")
      return 2
    }
    let counts = arguments.dropFirst(2).map { Int($0) }
    guard counts.allSatisfy({ ($0 ?? -1) >= 0 }) else {
      BenchIO.printError("easel-bench render: FRAMES and REDRAWS are counts\n")
      return 2
    }
    let frames = counts.first.flatMap { $0 } ?? 60
    let redraws = counts.dropFirst().first.flatMap { $0 } ?? 20
    guard let text = BenchIO.readFile(arguments[0]) else { return 1 }
    guard let operations = parseOperations(text) else {
      BenchIO.printError("easel-bench render: \(arguments[0]) is not a scene.ops file\n")
      return 1
    }
    let output = open(arguments[1], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard output >= 0 else {
      BenchIO.printError("easel-bench render: cannot create \(arguments[1])\n")
      return 1
    }
    defer { close(output) }
    RenderBenchmark(operations: operations, drawsText: drawsText).run(
      frames: frames, redraws: redraws, output: output)
    return 0
  }

  /// Parses scene.ops; nil when a line does not have the five fields.
  static func parseOperations(_ bytes: [UInt8]) -> [Operation]? {
    var operations: [Operation] = []
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) {
      let fields = line.split(separator: 0x09, maxSplits: 4, omittingEmptySubsequences: false)
      guard fields.count == 5,
        let row = Int(String(decoding: fields[0], as: UTF8.self)),
        let column = Int(String(decoding: fields[1], as: UTF8.self)),
        let color = Int(String(decoding: fields[2], as: UTF8.self)), (0...7).contains(color),
        let mover = Int(String(decoding: fields[3], as: UTF8.self))
      else { return nil }
      // Colour 0 is the terminal's default, 1...7 the ANSI colours, always on the default background.
      let style = color == 0 ? Style.plain : Style(foreground: .ansi(UInt8(color)))
      let text = String(decoding: fields[4], as: UTF8.self)
      operations.append(
        Operation(
          row: row, column: column, style: style, isMover: mover != 0, text: text,
          cells: cells(of: text, style: style)))
    }
    return operations
  }

  /// `text` split into cells exactly as `CellGrid.put` does it, continuations left out.
  static func cells(of text: String, style: Style) -> [Cell] {
    var line = CellGrid(size: CellSize(columns: 2 * text.unicodeScalars.count + 2, rows: 1))
    let end = line.put(text, at: .zero, style: style)
    return line.cells[0..<end].filter { !$0.isContinuation }
  }

  /// The scene at frame `frame` (mover ops shifted right by `frame` cells) in a fresh grid.
  func draw(frame: Int) -> CellGrid {
    var grid = CellGrid(size: Self.size)
    for operation in operations {
      let origin = CellPoint(column: operation.column + (operation.isMover ? frame : 0), row: operation.row)
      if drawsText {
        grid.put(operation.text, at: origin, style: operation.style)
        continue
      }
      var column = origin.column
      operation.cells.withUnsafeBufferPointer { cells in
        // Placed from the buffer: iterating the array would copy (retain) every cell first.
        for index in cells.indices {
          if column >= Self.size.columns { break }
          grid.place(cells[index], at: CellPoint(column: column, row: origin.row))
          column += Int(cells[index].width)
        }
      }
    }
    return grid
  }

  /// CPU-time samples of one frame, in seconds.
  struct Sample {
    var bytes: Int
    var total: Double
    var draw: Double
    var refresh: Double
  }

  func run(frames: Int, redraws: Int, output: Int32) {
    // 16 colours as for xterm-256color, and no synchronized output, so the bytes compare with
    // ncurses' and replay in pyte.
    var encoder = EscapeEncoder(colorDepth: .ansi16, usesSynchronizedOutput: false)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(64 << 10)
    var previous: CellGrid? = nil

    func frame(_ index: Int, forcingRepaint: Bool) -> Sample {
      let start = BenchIO.seconds(CLOCK_PROCESS_CPUTIME_ID)
      let grid = draw(frame: index)
      let drawn = BenchIO.seconds(CLOCK_PROCESS_CPUTIME_ID)
      bytes.removeAll(keepingCapacity: true)
      if forcingRepaint {
        encoder.invalidate()
        encoder.encode(FrameDiff.fullRepaint(of: grid), of: grid, into: &bytes)
      } else {
        encoder.encode(FrameDiff(from: previous, to: grid), of: grid, into: &bytes)
      }
      BenchIO.writeAll(output, bytes)
      let refreshed = BenchIO.seconds(CLOCK_PROCESS_CPUTIME_ID)
      previous = grid  // frees the grid it replaces: the counterpart of ncurses' erase()
      let end = BenchIO.seconds(CLOCK_PROCESS_CPUTIME_ID)
      return Sample(
        bytes: bytes.count, total: end - start, draw: (drawn - start) + (end - refreshed),
        refresh: refreshed - drawn)
    }

    let first = frame(0, forcingRepaint: false)
    BenchIO.printLine(
      "{\"renderer\": \"easel\", \"frame\": \"first_paint\", \"init_bytes\": 0, \"bytes\": \(first.bytes), "
        + "\"cpu_us\": \(Self.micro(first.total)), \"draw_us\": \(Self.micro(first.draw)), "
        + "\"refresh_us\": \(Self.micro(first.refresh))}")

    var moves: [Sample] = []
    for index in stride(from: 1, through: frames, by: 1) {
      moves.append(frame(index, forcingRepaint: false))
    }
    let moveBytes = moves.map { Double($0.bytes) }
    BenchIO.printLine(
      "{\"renderer\": \"easel\", \"frame\": \"move_box_1_right\", \"frames\": \(frames), "
        + "\"first_bytes\": \(moves.first?.bytes ?? 0), \"total_bytes\": \(moves.reduce(0) { $0 + $1.bytes }), "
        + "\"median_bytes\": \(BenchIO.format(Self.median(moveBytes), 0)), "
        + "\"mean_bytes\": \(BenchIO.format(moveBytes.reduce(0, +) / Double(max(1, frames)), 1)), "
        + "\"median_cpu_us\": \(Self.micro(Self.median(moves.map(\.total)))), "
        + "\"median_refresh_us\": \(Self.micro(Self.median(moves.map(\.refresh))))}")

    var repaints: [Sample] = []
    for _ in 0..<redraws {
      repaints.append(frame(frames, forcingRepaint: true))
    }
    BenchIO.printLine(
      "{\"renderer\": \"easel\", \"frame\": \"full_redraw\", \"redraws\": \(redraws), "
        + "\"bytes\": \(repaints.last?.bytes ?? 0), "
        + "\"median_cpu_us\": \(Self.micro(Self.median(repaints.map(\.total)))), "
        + "\"median_refresh_us\": \(Self.micro(Self.median(repaints.map(\.refresh))))}")
  }

  /// Seconds as microseconds with one decimal, as the C driver prints them.
  static func micro(_ seconds: Double) -> String { BenchIO.format(seconds * 1e6, 1) }

  /// The median, or 0 for no samples (FRAMES or REDRAWS of 0).
  static func median(_ values: [Double]) -> Double { values.isEmpty ? 0 : BenchIO.median(values) }
}

import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselRender

/// Replays encoder output into `ScreenModel`: whatever was on screen plus the bytes for a
/// frame must give exactly that frame.
@Suite("Encoder round trip")
struct RoundTripTests {
  static let texts = [
    "a", "b", "Z", " ", "hello", "漢", "字字", "😀", "🇯🇵", "e\u{0301}", "─┼─", "é", "👨\u{200D}👩\u{200D}👧",
    "\u{0301}", "x\u{1B}y", "ｱ",
  ]
  static let styles = [
    Style.plain, Style(attributes: .bold), Style(foreground: .ansi(1), attributes: [.bold, .dim]),
    Style(foreground: .rgb(30, 200, 120), background: .palette(17)),
    Style(background: .rgb(250, 250, 0), attributes: [.italic, .underline]),
    Style(foreground: .ansi(13), background: .ansi(4), attributes: .reverse),
    Style(attributes: .dim),
  ]

  /// A random edit of the kind the compositor makes: text, a filled rectangle, or a clear.
  static func edit(_ grid: inout CellGrid, using generator: inout SeededRandom) {
    let size = grid.size
    switch generator.next(below: 10) {
    case 0:
      let rect = CellRect(
        column: generator.next(in: -2...size.columns), row: generator.next(in: -1...size.rows),
        columns: generator.next(in: 0...6), rows: generator.next(in: 0...3))
      let fill = Cell(
        Character(generator.element(of: ["#", "字", "░"])), style: generator.element(of: styles))
      grid.fill(rect, with: fill)
    case 1 where generator.next(below: 4) == 0:
      grid.clear()
    default:
      var text = ""
      for _ in 0..<generator.next(in: 1...4) { text += generator.element(of: texts) }
      grid.put(
        text,
        at: CellPoint(column: generator.next(in: -3...size.columns), row: generator.next(below: size.rows)),
        style: generator.element(of: styles))
    }
  }

  @Test(
    "Replaying the bytes of each frame turns the previous screen into the next",
    arguments: [ColorDepth.trueColor, .palette256, .ansi16, .none])
  func randomFrames(depth: ColorDepth) {
    var generator = SeededRandom(seed: 2026)
    for trial in 0..<12 {
      var size = CellSize(columns: generator.next(in: 1...30), rows: generator.next(in: 1...8))
      var encoder = EscapeEncoder(colorDepth: depth, usesSynchronizedOutput: trial % 2 == 0)
      var screen = ScreenModel(size: size, filling: "?")
      var previous: CellGrid? = nil
      var next = CellGrid(size: size)
      for frame in 0..<60 {
        for _ in 0..<generator.next(in: 0...4) { Self.edit(&next, using: &generator) }
        if generator.next(below: 25) == 0 {
          // A resize: the terminal's content is unknown, so the frame repaints everything.
          size = CellSize(columns: generator.next(in: 1...30), rows: generator.next(in: 1...8))
          screen = ScreenModel(size: size, filling: "?")
          var resized = CellGrid(size: size)
          resized.put(next.rowText(0), at: .zero)
          next = resized
        }
        if generator.next(below: 15) == 0 { encoder.invalidate() }
        let bytes = encoder.encodeFrame(from: previous, to: next)
        screen.apply(bytes)
        let context = "trial \(trial) frame \(frame) \(depth)"
        #expect(screen.problems.isEmpty, "\(context): \(screen.problems)")
        #expect(screen.mismatch(with: next, depth: depth) == nil, "\(context)")
        #expect(!screen.isInSynchronizedUpdate, "\(context)")
        if !screen.problems.isEmpty || !screen.matches(next, depth: depth) {
          return
        }
        previous = next
      }
    }
  }

  @Test("Every byte the encoder writes is understood by the screen model")
  func modelRejectsUnknownSequences() {
    var screen = ScreenModel(size: CellSize(columns: 4, rows: 2))
    screen.apply(Array("\u{1B}[5n".utf8))
    #expect(screen.problems.count == 1)
    var wrapped = ScreenModel(size: CellSize(columns: 2, rows: 2))
    wrapped.apply(Array("ab\u{1B}[Cc".utf8))
    #expect(!wrapped.problems.isEmpty)
  }

  @Test("The screen model rejects LF that could scroll or depend on ONLCR, and BS that terminals disagree on")
  func modelRejectsRiskyControls() {
    let cases: [(String, String)] = [
      ("\r\n\n", "LF on the last row"), ("a\n", "LF away from column 0"), ("\u{8}", "BS in column 0"),
      ("abcd\u{8}", "BS with a wrap pending"), ("abcd\r\n", "CR LF after a pending wrap is fine"),
    ]
    for (input, name) in cases {
      var screen = ScreenModel(size: CellSize(columns: 4, rows: 2))
      screen.apply(Array(input.utf8))
      #expect(screen.problems.isEmpty == (name == "CR LF after a pending wrap is fine"), "\(name)")
    }
    var screen = ScreenModel(size: CellSize(columns: 4, rows: 3))
    screen.apply(Array("ab\r\n\ncd\u{8}\u{8}x".utf8))
    #expect(screen.problems.isEmpty)
    #expect(screen.text == "ab\n\nxd")
  }

  @Test(
    "Small edits that call for CR LF, LF runs, BS and rewrites across styles replay exactly",
    arguments: [ColorDepth.ansi16, .trueColor])
  func everyMoveKind(depth: ColorDepth) {
    var generator = SeededRandom(seed: 77)
    let size = CellSize(columns: 24, rows: 14)
    var encoder = EscapeEncoder(colorDepth: depth)
    var screen = ScreenModel(size: size, filling: "?")
    var previous: CellGrid? = nil
    var next = CellGrid(size: size)
    var seen: Set<String> = []
    for frame in 0..<200 {
      for _ in 0..<generator.next(in: 1...3) {
        // Column 0 often, so that row starts (CR LF, LF runs) are worth reaching.
        let column = generator.next(below: 3) == 0 ? 0 : generator.next(below: size.columns)
        let point = CellPoint(column: column, row: generator.next(below: size.rows))
        next.put(
          generator.element(of: ["x", " ", "─", "字", "y"]), at: point,
          style: generator.element(of: Self.styles))
      }
      let bytes = encoder.encodeFrame(from: previous, to: next)
      let text = String(decoding: bytes, as: UTF8.self)
      if text.contains("\r\n") { seen.insert("CR LF") }
      if text.contains("\n\n") { seen.insert("LF LF") }
      if text.contains("\u{8}") { seen.insert("BS") }
      screen.apply(bytes)
      let mismatch = screen.mismatch(with: next, depth: depth)
      #expect(screen.problems.isEmpty, "frame \(frame): \(screen.problems)")
      #expect(mismatch == nil, "frame \(frame) \(text.debugDescription)")
      if !screen.problems.isEmpty || mismatch != nil { return }
      previous = next
    }
    #expect(seen.isSuperset(of: ["CR LF", "LF LF", "BS"]), "\(seen)")
  }

  @Test("Gaps rewritten across style changes, bare spaces in any pen, replay exactly")
  func rewrittenGaps() {
    let red = Style(foreground: .ansi(1))
    let size = CellSize(columns: 12, rows: 3)
    var encoder = EscapeEncoder(colorDepth: .ansi16)
    var screen = ScreenModel(size: size, filling: "?")
    var frames: [CellGrid] = []
    var grid = CellGrid(size: size)
    grid.put("A", at: .zero, style: red)
    grid.put("bc", at: CellPoint(column: 1, row: 0))
    grid.put("d", at: CellPoint(column: 3, row: 0))
    grid.put("│ ", at: CellPoint(column: 0, row: 1), style: Style(foreground: .ansi(3)))
    frames.append(grid)
    grid.put("X", at: .zero, style: red)  // "bc" between two changes, in the style of the next
    grid.put("D", at: CellPoint(column: 3, row: 0))
    grid.put(" ", at: CellPoint(column: 1, row: 1), style: Style(foreground: .ansi(5)))  // looks the same
    grid.put("R", at: CellPoint(column: 0, row: 2), style: red)
    grid.put(" ", at: CellPoint(column: 1, row: 2), style: Style(foreground: .ansi(4), attributes: .bold))
    grid.put("S", at: CellPoint(column: 2, row: 2), style: red)
    frames.append(grid)
    var previous: CellGrid? = nil
    for (index, frame) in frames.enumerated() {
      let bytes = encoder.encodeFrame(from: previous, to: frame)
      screen.apply(bytes)
      #expect(screen.problems.isEmpty, "frame \(index): \(screen.problems)")
      #expect(screen.mismatch(with: frame, depth: .ansi16) == nil, "frame \(index)")
      previous = frame
    }
    #expect(screen.text == "XbcD\n│\nR S")
  }

  @Test("A moving box costs few bytes per frame")
  func movingBox() {
    var encoder = EscapeEncoder()
    var screen = ScreenModel(size: CellSize(columns: 200, rows: 60))
    func frame(boxAt column: Int) -> CellGrid {
      var grid = CellGrid(size: CellSize(columns: 200, rows: 60))
      for row in stride(from: 0, to: 60, by: 2) {
        grid.put("label \(row)", at: CellPoint(column: (row * 7) % 180, row: row))
      }
      grid.put("┌────────┐", at: CellPoint(column: column, row: 20))
      for row in 21..<25 {
        grid.put("│        │", at: CellPoint(column: column, row: row))
      }
      grid.put("└────────┘", at: CellPoint(column: column, row: 25))
      return grid
    }
    var previous = frame(boxAt: 50)
    screen.apply(encoder.encodeFrame(from: nil, to: previous))
    for column in 51..<60 {
      let next = frame(boxAt: column)
      let bytes = encoder.encodeFrame(from: previous, to: next)
      screen.apply(bytes)
      #expect(screen.mismatch(with: next, depth: .trueColor) == nil)
      // Each of the 6 rows: a move (CUP, then CR LF CUF n), the blank the box leaves and its
      // left edge, a skip over the unchanged middle, and the right edge.
      #expect(bytes.count <= 120)
      previous = next
    }
    #expect(screen.problems.isEmpty)
  }
}

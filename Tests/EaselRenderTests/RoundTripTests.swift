import EaselGeometry
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
      #expect(screen.matches(next, depth: .trueColor))
      // Each of the 6 rows: a move, the left edge and the blank it leaves, a skip over the
      // unchanged middle, and the right edge.
      #expect(bytes.count <= 6 * 22)
      previous = next
    }
    #expect(screen.problems.isEmpty)
  }
}

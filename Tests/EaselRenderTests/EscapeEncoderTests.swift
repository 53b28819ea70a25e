import EaselGeometry
import Testing

@testable import EaselRender

@Suite("EscapeEncoder")
struct EscapeEncoderTests {
  func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  func grid(_ columns: Int, _ rows: Int, _ edits: [(String, Int, Int, Style)] = []) -> CellGrid {
    var grid = CellGrid(size: CellSize(columns: columns, rows: rows))
    for (text, column, row, style) in edits {
      grid.put(text, at: CellPoint(column: column, row: row), style: style)
    }
    return grid
  }

  @Test("A first frame clears the screen with plain colours and writes only non-blank cells")
  func firstFrame() {
    var encoder = EscapeEncoder()
    let frame = grid(10, 3, [("hi", 2, 1, .plain)])
    #expect(encoder.encodeFrame(from: nil, to: frame) == bytes("\u{1B}[m\u{1B}[2J\u{1B}[2;3Hhi"))
  }

  @Test("Later frames move the cursor with the shortest sequence")
  func cheapestMoves() {
    var encoder = EscapeEncoder()
    var previous = grid(40, 120)
    _ = encoder.encodeFrame(from: nil, to: previous)
    let steps: [(String, Int, Int, String)] = [
      ("a", 0, 0, "\u{1B}[Ha"),  // cursor unknown after ED: CUP home
      ("b", 5, 0, "\u{1B}[4Cb"),  // same row: CUF 4 (CHA 6 ties; CUP ;6 is longer)
      ("c", 6, 100, "\u{1B}[100Bc"),  // same column: CUD 100 beats CUP 101;7
      ("d", 0, 101, "\r\u{1B}[Bd"),  // column 0 a row down: CR, CUD beats CUP 102
      ("e", 30, 101, "\u{1B}[29Ce"),  // same row: CUF 29 (CHA 31 ties)
      ("f", 2, 101, "\u{1B}[3Gf"),  // same row, left: CHA 3 beats CUB 29
      ("g", 39, 119, "\u{1B}[120;40Hg"),  // far away: CUP beats CUD + CUF
      ("h", 0, 119, "\rh"),  // after writing the last column a wrap is pending: CR is safe
      ("i", 39, 118, "\u{1B}[A\u{1B}[38Ci"),  // CUU then CUF 38 (8 bytes) beats CUP (9)
      ("j", 10, 118, "\u{1B}[11Gj"),  // wrap pending: CHA, never CUB
    ]
    for (text, column, row, expected) in steps {
      var next = previous
      next.put(text, at: CellPoint(column: column, row: row))
      let output = encoder.encodeFrame(from: previous, to: next)
      #expect(
        output == bytes(expected), "\(text): \(String(decoding: output, as: UTF8.self).debugDescription)")
      previous = next
    }
  }

  @Test("Style changes use the shorter of a delta and a reset")
  func styleDeltas() {
    var encoder = EscapeEncoder()
    let boldRed = Style(foreground: .ansi(1), attributes: .bold)
    let red = Style(foreground: .ansi(1))
    let blueBackground = Style(background: .ansi(12), attributes: [.underline, .reverse])
    let previous = grid(20, 1)
    _ = encoder.encodeFrame(from: nil, to: previous)
    let next = grid(
      20, 1, [("A", 0, 0, boldRed), ("B", 1, 0, red), ("C", 2, 0, blueBackground), ("D", 3, 0, .plain)])
    let output = encoder.encodeFrame(from: previous, to: next)
    let expected = "\u{1B}[H\u{1B}[1;31mA\u{1B}[22mB\u{1B}[0;4;7;104mC\u{1B}[mD"
    #expect(output == bytes(expected), "\(String(decoding: output, as: UTF8.self).debugDescription)")
  }

  @Test("Colours are encoded per colour depth, RGB mapped down to 256 and 16 colours")
  func colorDepths() {
    let style = Style(foreground: .rgb(255, 0, 0), background: .palette(244))
    let cases: [(ColorDepth, String)] = [
      (.trueColor, "\u{1B}[38;2;255;0;0;48;5;244mx"),
      (.palette256, "\u{1B}[38;5;196;48;5;244mx"),
      (.ansi16, "\u{1B}[91;100mx"),
      (.none, "x"),  // the pen is already plain
    ]
    for (depth, expected) in cases {
      var encoder = EscapeEncoder(colorDepth: depth)
      let previous = grid(4, 1)
      _ = encoder.encodeFrame(from: nil, to: previous)
      let output = encoder.encodeFrame(from: previous, to: grid(4, 1, [("x", 0, 0, style)]))
      #expect(output == bytes("\u{1B}[H" + expected), "\(depth)")
    }
  }

  @Test("RGB maps to the nearest cube or grey entry and the nearest of the 16 colours")
  func colorMapping() {
    #expect(Color.rgb(0, 0, 0).resolved(for: .palette256) == .palette(16))
    #expect(Color.rgb(255, 255, 255).resolved(for: .palette256) == .palette(231))
    #expect(Color.rgb(128, 128, 128).resolved(for: .palette256) == .palette(244))
    #expect(Color.rgb(95, 135, 175).resolved(for: .palette256) == .palette(67))
    #expect(Color.rgb(250, 10, 10).resolved(for: .ansi16) == .ansi(9))
    #expect(Color.rgb(0, 0, 200).resolved(for: .ansi16) == .ansi(4))
    #expect(Color.palette(196).resolved(for: .ansi16) == .ansi(9))
    #expect(Color.palette(3).resolved(for: .ansi16) == .ansi(3))
    #expect(Color.ansi(5).resolved(for: .none) == .default)
    #expect(Color.rgb(1, 2, 3).resolved(for: .trueColor) == .rgb(1, 2, 3))
  }

  @Test("Frames are wrapped in synchronized output; an unchanged frame writes nothing")
  func synchronizedOutput() {
    var encoder = EscapeEncoder(usesSynchronizedOutput: true)
    let first = grid(5, 1, [("a", 0, 0, .plain)])
    #expect(
      encoder.encodeFrame(from: nil, to: first)
        == bytes("\u{1B}[?2026h\u{1B}[m\u{1B}[2J\u{1B}[Ha\u{1B}[?2026l"))
    #expect(encoder.encodeFrame(from: first, to: first).isEmpty)
  }

  @Test("The encoder never shows or moves the cursor home on its own")
  func cursorStaysHidden() {
    var encoder = EscapeEncoder()
    let output = encoder.encodeFrame(from: nil, to: grid(30, 5, [("text", 1, 1, .plain)]))
    #expect(!String(decoding: output, as: UTF8.self).contains("?25"))
  }

  @Test("Forgetting the terminal state makes the next frame use absolute moves and a full style")
  func invalidate() {
    var encoder = EscapeEncoder()
    let previous = grid(20, 3)
    _ = encoder.encodeFrame(from: nil, to: previous)
    var next = previous
    next.put("a", at: CellPoint(column: 0, row: 0))
    _ = encoder.encodeFrame(from: previous, to: next)
    encoder.invalidate()
    var third = next
    third.put("b", at: CellPoint(column: 1, row: 0))
    #expect(encoder.encodeFrame(from: next, to: third) == bytes("\u{1B}[;2H\u{1B}[mb"))
  }

  @Test("Changing one cell of a 200×60 screen costs at most 16 bytes")
  func oneCellBudget() {
    var encoder = EscapeEncoder()
    var previous = CellGrid(size: CellSize(columns: 200, rows: 60))
    for row in stride(from: 0, to: 60, by: 3) {
      previous.put(String(repeating: "─", count: 150), at: CellPoint(column: 10, row: row))
    }
    _ = encoder.encodeFrame(from: nil, to: previous)
    var generator = SeededRandom(seed: 7)
    for _ in 0..<50 {
      var next = previous
      next.put("#", at: CellPoint(column: generator.next(below: 200), row: generator.next(below: 60)))
      let output = encoder.encodeFrame(from: previous, to: next)
      #expect(output.count <= 16)
      previous = next
    }
  }

  @Test("A full repaint of a busy 200×60 screen stays under 31 KB")
  func fullRepaintBudget() {
    var encoder = EscapeEncoder(colorDepth: .palette256)
    var frame = CellGrid(size: CellSize(columns: 200, rows: 60))
    let styles = [Style.plain, Style(foreground: .rgb(200, 40, 40)), Style(background: .palette(236))]
    for row in 0..<60 {
      for block in 0..<10 {
        frame.put(
          String(repeating: "┼", count: 12), at: CellPoint(column: block * 20, row: row),
          style: styles[(row + block) % 3])
      }
    }
    let output = encoder.encodeFrame(from: nil, to: frame)
    #expect(output.count < 31_000)
  }
}

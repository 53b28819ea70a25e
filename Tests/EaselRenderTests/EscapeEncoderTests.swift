import EaselGeometry
import EaselRaster
import EaselTestSupport
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
      ("d", 0, 101, "\r\nd"),  // column 0 a row down: CR LF beats CR CUD and CUP 102
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

  @Test("CR LF, CR LF LF … reach the start of a row below; LF never follows anything but CR or LF")
  func lineFeeds() {
    var encoder = EscapeEncoder()
    var previous = grid(80, 120)
    _ = encoder.encodeFrame(from: nil, to: previous)
    let steps: [(String, Int, Int, String)] = [
      ("a", 50, 20, "\u{1B}[21;51Ha"),
      ("b", 10, 21, "\r\n\u{1B}[10Cb"),  // CR LF CUF 10 (7 bytes) beats CUP 22;11 and CUD CUB 41 (8)
      ("c", 0, 24, "\r\n\n\nc"),  // three rows down to column 0: CR LF LF LF beats CUP 25 (5)
      ("d", 0, 28, "\u{1B}[29Hd"),  // four rows: CUP 29 ties CR LF LF LF LF and CR CUD 4, and wins
      ("e", 79, 30, "\u{1B}[31;80He"),  // CUP ties CR LF LF CUF 79; a wrap is now pending
      ("f", 5, 31, "\r\n\u{1B}[5Cf"),  // from a pending wrap: CR first, then LF is safe
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

  @Test("One to three cells back are BS, more is CUB; never BS while a wrap is pending")
  func backspaces() {
    var encoder = EscapeEncoder()
    var previous = grid(40, 3)
    _ = encoder.encodeFrame(from: nil, to: previous)
    let steps: [(String, Int, Int, String)] = [
      ("a", 20, 1, "\u{1B}[2;21Ha"),
      ("b", 20, 1, "\u{8}b"),  // the cursor is after "a": one back
      ("c", 18, 1, "\u{8}\u{8}\u{8}c"),
      ("d", 15, 1, "\u{1B}[4Dd"),  // four back: BS BS BS BS ties CUB 4, which wins
      ("e", 39, 1, "\u{1B}[23Ce"),
      ("f", 37, 1, "\u{1B}[38Gf"),  // wrap pending after the last column: CHA, not BS
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

  @Test("Unchanged cells are rewritten across a style change when that is shorter than moving")
  func rewriteAcrossStyles() {
    let red = Style(foreground: .ansi(1))
    let blue = Style(foreground: .ansi(4))
    var encoder = EscapeEncoder(colorDepth: .ansi16)
    let previous = grid(20, 2, [("A", 0, 0, red), ("bc", 1, 0, .plain), ("d", 3, 0, .plain)])
    _ = encoder.encodeFrame(from: nil, to: previous)
    // Row 0: "A" and "d" change; "bc" between them is plain like the new "D". Moving costs
    // CUF 2 (4) + ESC[m (3); rewriting costs ESC[m (3) + "bc" (2).
    let next = grid(20, 2, [("X", 0, 0, red), ("bc", 1, 0, .plain), ("D", 3, 0, .plain)])
    #expect(
      encoder.encodeFrame(from: previous, to: next) == bytes("\r\u{1B}[31mX\u{1B}[mbcD"))
    // A bare space in another foreground is written with whatever pen is current.
    var third = next
    third.put("R", at: CellPoint(column: 0, row: 1), style: red)
    third.put(" ", at: CellPoint(column: 1, row: 1), style: blue)
    third.put("S", at: CellPoint(column: 2, row: 1), style: red)
    #expect(encoder.encodeFrame(from: next, to: third) == bytes("\r\n\u{1B}[31mR S"))
  }

  @Test("A space's foreground, bold or italic never costs an SGR; its background does")
  func bareSpaces() {
    var encoder = EscapeEncoder(colorDepth: .ansi16)
    let red = Style(foreground: .ansi(1))
    let previous = grid(20, 1)
    _ = encoder.encodeFrame(from: nil, to: previous)
    let next = grid(
      20, 1,
      [
        ("a", 0, 0, red), (" ", 1, 0, Style(foreground: .ansi(2), attributes: [.bold, .italic])),
        ("b", 2, 0, red), (" ", 3, 0, Style(background: .ansi(2))),
        (" ", 4, 0, Style(attributes: .underline)),
      ])
    let expected = "\u{1B}[H\u{1B}[31ma b\u{1B}[0;42m \u{1B}[0;4m "
    let output = encoder.encodeFrame(from: previous, to: next)
    #expect(output == bytes(expected), "\(String(decoding: output, as: UTF8.self).debugDescription)")
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

import EaselDocument
import EaselFileFormat
import EaselGeometry
import EaselImport
import EaselRender
import EaselTestSupport
import Testing

/// Import then render must give the text back (spec §10), and what is recognised is counted.
enum ImportCheck {
  /// The imported document, after checking the law for `text`.
  static func imported(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Document? {
    let bytes = Array(text.utf8)
    do {
      let document = try TextImport.document(from: bytes)
      let rendered = try TextExport.render(document)
      let expected = try TextImport.expectedRender(of: bytes)
      #expect(
        String(decoding: rendered, as: UTF8.self) == String(decoding: expected, as: UTF8.self),
        "import then render changed the text:\n\(text)", sourceLocation: sourceLocation)
      #expect(document.invariantViolations().isEmpty, sourceLocation: sourceLocation)
      return document
    } catch {
      Issue.record("\(error)", sourceLocation: sourceLocation)
      return nil
    }
  }

  static func report(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> TextImport.Report?
  {
    imported(text, sourceLocation: sourceLocation).map(TextImport.Report.init(of:))
  }
}

/// A small deterministic generator (SplitMix64), so a failure names its seed.
struct SplitMix {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

@Suite struct ImportLawTests {
  static let alphabet = Array(
    "    ─│┌┐└┘├┤┬┴┼━┃┏┓┗┛┣┫┳┻╋═║╔╗╚╝╠╣╦╩╬╭╮╰╯┄┆+-|.'=/\\_<>^v→←↑↓▶◀▲▼►abcXYZ 123漢字é")

  @Test func randomGridsComeBackByteForByte() {
    for seed in 0..<400 {
      var random = SplitMix(state: UInt64(seed))
      let rows = 1 + random.below(8)
      let columns = 1 + random.below(14)
      var lines: [String] = []
      for _ in 0..<rows {
        var line = ""
        for _ in 0..<columns { line.append(Self.alphabet[random.below(Self.alphabet.count)]) }
        lines.append(line)
      }
      _ = ImportCheck.imported(lines.joined(separator: "\n"))
    }
  }

  /// Boxes, lines and words drawn onto one grid, overlapping on purpose, then noise.
  @Test func generatedDiagramsComeBackByteForByte() {
    let frames: [(String, String, String, String, String, String)] = [
      ("┌", "┐", "└", "┘", "─", "│"), ("╭", "╮", "╰", "╯", "─", "│"), ("┏", "┓", "┗", "┛", "━", "┃"),
      ("╔", "╗", "╚", "╝", "═", "║"), ("+", "+", "+", "+", "-", "|"), ("┌", "┐", "└", "┘", "┄", "┆"),
    ]
    var boxes = 0
    var connected = 0
    for seed in 0..<300 {
      var random = SplitMix(state: UInt64(1000 + seed))
      let (columns, rows) = (30, 12)
      var grid = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)
      for _ in 0..<(1 + random.below(4)) {
        let frame = frames[random.below(frames.count)]
        let (left, top) = (random.below(columns - 3), random.below(rows - 2))
        let right = min(columns - 1, left + 2 + random.below(10))
        let bottom = min(rows - 1, top + 2 + random.below(5))
        for column in left...right {
          grid[top][column] = Character(frame.4)
          grid[bottom][column] = Character(frame.4)
        }
        for row in top...bottom {
          grid[row][left] = Character(frame.5)
          grid[row][right] = Character(frame.5)
        }
        grid[top][left] = Character(frame.0)
        grid[top][right] = Character(frame.1)
        grid[bottom][left] = Character(frame.2)
        grid[bottom][right] = Character(frame.3)
        if right - left > 4 && bottom - top > 1 {
          for (offset, character) in "box".enumerated() { grid[top + 1][left + 1 + offset] = character }
        }
      }
      for _ in 0..<random.below(4) {
        let row = random.below(rows)
        let start = random.below(columns - 2)
        let end = min(columns - 1, start + 2 + random.below(12))
        let ascii = random.below(2) == 0
        for column in start..<end { grid[row][column] = ascii ? "-" : "─" }
        grid[row][end] = ascii ? ">" : "→"
      }
      for _ in 0..<random.below(3) {
        let row = random.below(rows)
        let column = random.below(columns)
        grid[row][column] = Self.alphabet[random.below(Self.alphabet.count)]
      }
      let text = grid.map { String($0) }.joined(separator: "\n")
      if let report = ImportCheck.report(text) {
        boxes += report.boxes
        connected += report.connected
      }
    }
    #expect(boxes > 0)
  }

  @Test func tabsAndCarriageReturnsAreNormalised() throws {
    let document = try TextImport.document(from: Array("a\tb\r\n┌─┐\r\n└─┘\r\n".utf8))
    let rendered = String(decoding: try TextExport.render(document), as: UTF8.self)
    #expect(rendered == "a       b\n┌─┐\n└─┘\n")
  }

  @Test func controlCharactersAndBadBytesAreRefusedWithWhere() {
    #expect(throws: TextImport.Refusal.self) { try TextImport.document(from: Array("ok\nab\u{7}c".utf8)) }
    do {
      _ = try TextImport.document(from: [0x61, 0x0A, 0x62, 0x62, 0xFF])
      Issue.record("invalid UTF-8 was imported")
    } catch {
      #expect(error.line == 2)
      #expect(error.column == 3)
    }
  }
}

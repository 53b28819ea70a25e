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

  static func report(
    _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> DiagramReading.Report? {
    imported(text, sourceLocation: sourceLocation).map(DiagramReading.Report.init(of:))
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
    "    ─│┌┐└┘├┤┬┴┼━┃┏┓┗┛┣┫┳┻╋═║╔╗╚╝╠╣╦╩╬╭╮╰╯┄┆+-|.'=/\\_<>^v→←↑↓▶◀▲▼►◄abcXYZ 123漢字é")

  @Test func randomGridsComeBackByteForByte() {
    for seed in 0..<1000 {
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

  /// Boxes in every frame alphabet, lines of every kind with every arrowhead, labels, slants,
  /// trees, words, wide characters and noise, drawn over each other on purpose (2,000 texts).
  @Test func generatedDiagramsComeBackByteForByte() {
    var found = DiagramReading.Report()
    var underscore = DiagramReading.Report()
    for seed in 0..<2000 {
      let text = DiagramGenerator.text(seed: UInt64(1000 + seed))
      guard let document = ImportCheck.imported(text) else { return }
      let report = DiagramReading.Report(of: document)
      found.boxes += report.boxes
      found.lines += report.lines
      found.connectors += report.connectors
      found.boundAtOneEnd += report.boundAtOneEnd
      for shape in document.shapes {
        switch shape.kind {
        case .rectangle(let rectangle) where rectangle.frameStyle == .asciiUnderscore: underscore.boxes += 1
        case .line(let line) where line.style == .asciiUnderscore:
          underscore.lines += 1
          if line.startBinding != nil && line.endBinding != nil {
            underscore.connectors += 1
          } else if line.isConnector {
            underscore.boundAtOneEnd += 1
          }
        default: break
        }
      }
    }
    print(
      "law over generated diagrams: \(found.lines) lines, \(found); in the underscore style: \(underscore.lines) lines, "
        + "\(underscore)")
    // The texts exercise recognition, not only the fall-back to text.
    #expect(
      found.boxes > 1000 && found.lines > 1000 && found.connectors + found.boundAtOneEnd > 100, "\(found)")
    #expect(
      underscore.boxes > 100 && underscore.lines > 200
        && underscore.connectors + underscore.boundAtOneEnd > 10,
      "\(underscore)")
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
    // An overlong form of `A` is not text either.
    #expect(throws: TextImport.Refusal.self) { try TextImport.document(from: [0x2D, 0xC1, 0x81, 0x2D]) }
  }

  /// A cell cannot keep a joiner that joins nothing after it, so no drawing could give it back.
  @Test func aJoinerEndingAClusterIsRefused() {
    do {
      _ = try TextImport.document(from: "box ─┐\nab\u{200D}c")
      Issue.record("a dangling joiner was imported")
    } catch {
      #expect(error.line == 2)
      #expect(error.column == 2)
      #expect(error.problem.contains("U+200D"))
    }
  }

  /// A mark with nothing before it would be drawn over a space, which would add one.
  @Test func aLoneMarkIsRefused() {
    do {
      _ = try TextImport.document(from: "ok\n\u{301}abc")
      Issue.record("a lone mark was imported")
    } catch {
      #expect(error.line == 2)
      #expect(error.column == 1)
      #expect(error.problem == "the combining mark U+0301 has no character to combine with")
    }
  }

  @Test func marksWideCharactersAndEmojiComeBack() {
    for text in [
      " \u{301}abc ─── é", "┌──┐\n│漢│\n└──┘", "┌───┐\n│😀 │\n└───┘ 👩\u{200D}💻 ──→ 🇯🇵", "a\t漢\tb\n─┼─",
      "e\u{301}e\u{301} ├── x", "⌚ ─── ⌚",
    ] {
      _ = ImportCheck.imported(text)
    }
  }

  /// Blank rows split the text into blocks recognised apart: each block's connectors are bound
  /// to its own boxes, and every shape has its own ID.
  @Test func blocksKeepTheirBindings() throws {
    let diagram = """
      +---+    +---+
      | A |--->| B |
      +---+    +---+
      """
    guard let document = ImportCheck.imported(diagram + "\n\n\n" + diagram) else { return }
    #expect(
      DiagramReading.Report(of: document)
        == DiagramReading.Report(boxes: 4, connectors: 2, boundAtOneEnd: 0, lines: 2, texts: 0))
    #expect(Set(document.shapes.map(\.id)).count == document.count)
    for shape in document.shapes {
      guard case .line(let line) = shape.kind else { continue }
      for binding in [line.startBinding, line.endBinding] {
        let target = try #require(binding.flatMap { document[$0.shape] })
        #expect(target.bounds.minRow == shape.bounds.minRow - 1, "bound to a box of the other block")
      }
    }
  }

  /// One line far wider than the others would need a grid out of proportion: that block stays
  /// text, and still comes back.
  @Test func aBlockFarWiderThanItsTextStaysText() throws {
    let long = String(repeating: "─", count: 6_000)
    let text = long + "\n" + Array(repeating: "┌┐\n└┘", count: 30).joined(separator: "\n") + "\n\n┌┐\n└┘"
    guard let report = ImportCheck.report(text) else { return }
    // Only the box after the blank row is recognised.
    #expect(report.boxes == 1 && report.lines == 0)
  }
}

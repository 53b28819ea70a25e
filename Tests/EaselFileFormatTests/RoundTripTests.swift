import EaselDocument
import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselFileFormat

@Suite("Round trips")
struct RoundTripTests {
  /// Encodes, decodes and re-encodes; the document and the bytes must both come back exactly.
  static func expectRoundTrip(
    _ document: Document, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let bytes = EaselFile.encode(document)
    do {
      let decoded = try EaselFile.decode(bytes)
      #expect(decoded == document, sourceLocation: sourceLocation)
      #expect(decoded.invariantViolations() == [], sourceLocation: sourceLocation)
      #expect(EaselFile.encode(decoded) == bytes, sourceLocation: sourceLocation)
    } catch {
      Issue.record("\(error)\n\(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
    }
  }

  static func single(
    _ kind: ShapeKind, stroke: ShapeColor = .default, fill: ShapeColor = .default, id: UInt64 = 1
  ) -> Document {
    try! Document(shapes: [Shape(id: ShapeID(id), kind: kind, strokeColor: stroke, fillColor: fill)])
  }

  static let rect = CanvasRect(column: 3, row: -2, columns: 7, rows: 4)
  static let texts = [
    "a", "hello world", "漢字テキスト", "😀", "🖌️", "👨\u{200D}👩\u{200D}👧\u{200D}👦", "🇯🇵🇫🇷", "e\u{0301}",
    "a\u{0300}\u{0301}\u{0302}", "two\nlines", "\n", "\nleading and trailing\n",
    "quote \" backslash \\ slash /",
    "tab-free\u{00A0}nbsp", "\u{200F}rtl mark", "한국어", "👍🏽",
    "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
  ]
  static let characters: [Character] = [
    " ", "#", "░", "█", "字", "😀", "e\u{0301}", "👩\u{200D}💻", "🇯🇵", "\"", "\\", "ｱ",
  ]
  static var colors: [ShapeColor] {
    [.default] + (0...15).map { .ansi(UInt8($0)) } + (0...255).map { .palette(UInt8($0)) }
      + [.rgb(0, 0, 0), .rgb(255, 255, 255), .rgb(0x12, 0xab, 0xef), .rgb(1, 2, 3)]
  }

  @Test("A rectangle keeps its bounds, every frame style, its fill character and its label")
  func rectangles() {
    for style in FrameStyle.allCases {
      Self.expectRoundTrip(Self.single(.rectangle(Rectangle(bounds: Self.rect, frameStyle: style))))
    }
    for character in Self.characters {
      Self.expectRoundTrip(Self.single(.rectangle(Rectangle(bounds: Self.rect, fillCharacter: character))))
    }
    for label in Self.texts + [""] {
      Self.expectRoundTrip(Self.single(.rectangle(Rectangle(bounds: Self.rect, label: label))))
    }
  }

  @Test("An ellipse keeps its bounds and whether it is filled")
  func ellipses() {
    for isFilled in [false, true] {
      Self.expectRoundTrip(Self.single(.ellipse(Ellipse(bounds: Self.rect, isFilled: isFilled))))
    }
  }

  @Test("A line keeps its ends, every style and each arrowhead")
  func lines() {
    for style in FrameStyle.allCases {
      for arrows in [(false, false), (true, false), (false, true), (true, true)] {
        let line = Line(
          start: CanvasPoint(column: -4, row: 9), end: CanvasPoint(column: 12, row: -1), style: style,
          arrowAtStart: arrows.0, arrowAtEnd: arrows.1)
        Self.expectRoundTrip(Self.single(.line(line)))
      }
    }
  }

  @Test("A pen stroke keeps every dot, negative ones and a single dot included")
  func penStrokes() {
    let strokes: [[DotPoint]] = [
      [DotPoint(x: 0, y: 0)],
      [DotPoint(x: -1, y: -1), DotPoint(x: -2, y: -5), DotPoint(x: 3, y: 7), DotPoint(x: 3, y: 7)],
      (0..<500).map { DotPoint(x: $0 * 3 - 700, y: ($0 * $0) % 97 - 48) },
    ]
    for points in strokes { Self.expectRoundTrip(Self.single(.pen(PenStroke(points: points)))) }
  }

  @Test("A brush stroke keeps its cells in order, its character and its size")
  func brushStrokes() {
    let cells = [
      CanvasPoint(column: 5, row: 5), CanvasPoint(column: -1, row: 0), CanvasPoint(column: 4, row: 5),
    ]
    for character in Self.characters {
      for size in [1, 2, 7, EaselFile.maximumBrushSize] {
        Self.expectRoundTrip(Self.single(.brush(BrushStroke(cells: cells, character: character, size: size))))
      }
    }
  }

  @Test("Text keeps wide characters, emoji, combining marks, ZWJ sequences and line breaks")
  func texts() {
    for text in Self.texts {
      Self.expectRoundTrip(Self.single(.text(TextShape(origin: CanvasPoint(column: -7, row: 3), text: text))))
    }
  }

  @Test("Every colour round-trips as stroke and as fill")
  func colors() {
    for color in Self.colors {
      let kind = ShapeKind.rectangle(Rectangle(bounds: Self.rect))
      Self.expectRoundTrip(Self.single(kind, stroke: color))
      Self.expectRoundTrip(Self.single(kind, fill: color))
    }
  }

  @Test("Coordinates at the canvas limits and the largest sizes round-trip")
  func extremes() {
    let limit = CanvasLimits.maximumCoordinate
    let kinds: [ShapeKind] = [
      .rectangle(
        Rectangle(
          bounds: CanvasRect(column: -limit, row: -limit, columns: 2 * limit + 1, rows: 2 * limit + 1))),
      .ellipse(Ellipse(bounds: CanvasRect(column: limit, row: limit, columns: 1, rows: 1))),
      .line(
        Line(start: CanvasPoint(column: -limit, row: limit), end: CanvasPoint(column: limit, row: -limit))),
      .pen(
        PenStroke(points: [
          DotPoint(x: -2 * limit, y: -4 * limit), DotPoint(x: 2 * limit + 1, y: 4 * limit + 3),
        ])),
      .brush(BrushStroke(cells: [CanvasPoint(column: -limit, row: limit)])),
      .text(TextShape(origin: CanvasPoint(column: limit - 3, row: limit - 1), text: "ed\nge")),
      .text(TextShape(origin: CanvasPoint(column: -limit, row: -limit), text: "字字")),
    ]
    for kind in kinds { Self.expectRoundTrip(Self.single(kind, id: EaselFile.maximumShapeID)) }
  }

  @Test("The empty document and a next shape ID above the highest ID round-trip")
  func emptyAndNextID() throws {
    Self.expectRoundTrip(Document())
    let shapes = [Shape(id: ShapeID(4), kind: .text(TextShape(origin: .zero, text: "x")))]
    Self.expectRoundTrip(try Document(shapes: shapes, nextShapeID: 90))
  }

  @Test("Documents of random shapes round-trip exactly")
  func randomDocuments() {
    var random = SeededRandom(seed: 0x5EA5_E1)
    for _ in 0..<300 {
      Self.expectRoundTrip(RandomDocuments.make(using: &random))
    }
  }
}

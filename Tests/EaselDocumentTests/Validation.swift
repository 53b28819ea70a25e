import EaselGeometry
import Testing

@testable import EaselDocument

private let limit = CanvasLimits.maximumCoordinate

private func rectangleKind(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int) -> ShapeKind {
  .rectangle(Rectangle(bounds: CanvasRect(column: column, row: row, columns: columns, rows: rows)))
}

private func ellipseKind(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int) -> ShapeKind {
  .ellipse(Ellipse(bounds: CanvasRect(column: column, row: row, columns: columns, rows: rows)))
}

private func textKind(_ text: String, at origin: CanvasPoint = .zero) -> ShapeKind {
  .text(TextShape(origin: origin, text: text))
}

private func labelKind(_ label: String) -> ShapeKind {
  .rectangle(Rectangle(bounds: CanvasRect(column: 0, row: 0, columns: 10, rows: 4), label: label))
}

private func brushKind(_ cells: [CanvasPoint], character: Character = "█", size: Int = 1) -> ShapeKind {
  .brush(BrushStroke(cells: cells, character: character, size: size))
}

private func penKind(_ points: [DotPoint]) -> ShapeKind { .pen(PenStroke(points: points)) }

/// Scalars that must never be stored: C0, DEL, C1 and the line and paragraph separators.
private let controlScalars: [Unicode.Scalar] = [
  "\u{0}", "\u{7}", "\u{8}", "\t", "\u{B}", "\u{C}", "\r", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}",
  "\u{9B}", "\u{9F}", "\u{2028}", "\u{2029}",
]

@Suite("Geometry validation")
struct ValidationTests {
  @Test("Well-formed shapes of every kind have nothing wrong with them")
  func validShapes() {
    for shape in Make.oneOfEachKind() { #expect(shape.kind.geometryViolations() == [], "\(shape.kind.name)") }
    #expect(Make.line(1, from: (3, 3), to: (3, 3)).kind.geometryViolations() == [])
    #expect(Make.pen(1, dots: [(-1, -1)]).kind.geometryViolations() == [])
  }

  @Test(
    "Rectangles and ellipses need at least one cell each way",
    arguments: [(0, 3), (3, 0), (0, 0), (-1, 3), (3, -2), (-4, -4)] as [(Int, Int)])
  func emptySizes(columns: Int, rows: Int) {
    #expect(rectangleKind(0, 0, columns, rows).geometryViolations().count == 1)
    #expect(ellipseKind(-5, 2, columns, rows).geometryViolations().count == 1)
  }

  @Test(
    "Rectangles and ellipses may not start beyond the canvas limits",
    arguments: [
      (limit + 1, 0), (-limit - 1, 0), (0, limit + 1), (0, -limit - 1), (Int.max, Int.max - 1),
    ] as [(Int, Int)])
  func boxOriginsOutOfRange(column: Int, row: Int) {
    #expect(!rectangleKind(column, row, 1, 1).geometryViolations().isEmpty)
    #expect(!ellipseKind(column, row, 1, 1).geometryViolations().isEmpty)
  }

  @Test("Rectangles may span the whole canvas, from one limit to the other, and no more")
  func boxSizesAtTheLimits() {
    #expect(rectangleKind(-limit, -limit, 2 * limit, 2 * limit).geometryViolations() == [])
    #expect(rectangleKind(limit, limit, 1, 1).geometryViolations() == [])
    #expect(rectangleKind(-limit, -limit, 1, 1).geometryViolations() == [])
    #expect(!rectangleKind(-limit, 0, 2 * limit + 2, 1).geometryViolations().isEmpty)
    #expect(!ellipseKind(0, -limit, 1, 2 * limit + 2).geometryViolations().isEmpty)
    #expect(!rectangleKind(0, 0, Int.max, 1).geometryViolations().isEmpty)
  }

  @Test("No cell of a rectangle or an ellipse lies beyond the canvas limits")
  func boxFarEdgesOutOfRange() {
    // Origins inside the limits, but the boxes reach past them.
    #expect(!rectangleKind(limit - 1, 0, 10, 1).geometryViolations().isEmpty)
    #expect(!rectangleKind(0, limit, 1, 2).geometryViolations().isEmpty)
    #expect(!ellipseKind(limit, limit, 2 * limit, 2 * limit).geometryViolations().isEmpty)
    // Reaching exactly to the limit is fine.
    #expect(rectangleKind(limit - 9, limit - 1, 10, 2).geometryViolations() == [])
  }

  @Test("Line ends must lie within the canvas limits")
  func lines() {
    #expect(Make.line(1, from: (limit, -limit), to: (-limit, limit)).kind.geometryViolations() == [])
    #expect(Make.line(1, from: (limit + 1, 0), to: (0, 0)).kind.geometryViolations().count == 1)
    #expect(Make.line(1, from: (0, 0), to: (0, -limit - 1)).kind.geometryViolations().count == 1)
    #expect(Make.line(1, from: (limit + 1, 0), to: (0, Int.max)).kind.geometryViolations().count == 2)
  }

  @Test("A line's label must stay on the canvas too, as the loader demands (the fuzzer's find)")
  func lineLabelsAtTheEdge() {
    let edge = Line(
      start: CanvasPoint(column: limit, row: limit), end: CanvasPoint(column: limit, row: limit - 1),
      label: "yes")
    #expect(ShapeKind.line(edge).geometryViolations().count == 1, "the label reaches past the right edge")
    var inside = edge
    inside.start.column = limit - 10
    inside.end.column = limit - 10
    #expect(ShapeKind.line(inside).geometryViolations() == [])
    var unlabelled = edge
    unlabelled.label = ""
    #expect(ShapeKind.line(unlabelled).geometryViolations() == [])
    var control = inside
    control.label = "a\u{1B}[2J"
    #expect(ShapeKind.line(control).geometryViolations() == ["label has control characters"])
  }

  @Test("The most negative Int as a coordinate is reported, not a crash")
  func mostNegativeCoordinate() async {
    await #expect(processExitsWith: .success) {
      let far = CanvasPoint(column: Int.min, row: 0)
      let kinds: [ShapeKind] = [
        .line(Line(start: far, end: .zero)),
        .rectangle(Rectangle(bounds: CanvasRect(origin: far, size: CellSize(columns: 1, rows: 1)))),
        .brush(BrushStroke(cells: [far])),
        .text(TextShape(origin: far, text: "a")),
      ]
      for kind in kinds { precondition(!kind.geometryViolations().isEmpty, "\(kind.name) not reported") }
    }
  }

  @Test("A pen stroke needs a point and every point within the limits")
  func penStrokes() {
    #expect(penKind([]).geometryViolations().count == 1)
    // Dots 2 × limit + 1 and -2 × limit are in cells limit and -limit.
    #expect(penKind([DotPoint(x: 2 * limit + 1, y: -4 * limit)]).geometryViolations() == [])
    #expect(penKind([DotPoint(x: 2 * limit + 2, y: 0)]).geometryViolations().count == 1)
    #expect(penKind([DotPoint(x: 0, y: -4 * limit - 1)]).geometryViolations().count == 1)
    // One report for a stroke with many bad points.
    let far = DotPoint(x: 0, y: 4 * limit + 4)
    #expect(penKind([.init(x: 0, y: 0), far, far, far]).geometryViolations().count == 1)
  }

  @Test("A stroke may hold at most the maximum number of points or cells")
  func strokeLengths() {
    let most = CanvasLimits.maximumPointsPerStroke
    #expect(penKind(Array(repeating: DotPoint(x: 1, y: 1), count: most)).geometryViolations() == [])
    #expect(penKind(Array(repeating: DotPoint(x: 1, y: 1), count: most + 1)).geometryViolations().count == 1)
    let cells = (0...most).map { CanvasPoint(column: $0 % 1_000, row: $0 / 1_000) }
    #expect(brushKind(Array(cells.dropLast())).geometryViolations() == [])
    #expect(brushKind(cells).geometryViolations().count == 1)
  }

  @Test("A brush stroke needs cells, each once, within the limits, and a size of at least 1")
  func brushStrokes() {
    let a = CanvasPoint(column: 1, row: 1)
    let b = CanvasPoint(column: 2, row: 1)
    #expect(brushKind([a, b], size: 3).geometryViolations() == [])
    #expect(brushKind([]).geometryViolations().count == 1)
    #expect(brushKind([a, b, a]).geometryViolations().count == 1)
    #expect(brushKind([a, a]).geometryViolations().count == 1)
    #expect(brushKind([CanvasPoint(column: -limit - 1, row: 0)]).geometryViolations().count == 1)
    #expect(brushKind([a], size: 0).geometryViolations().count == 1)
    #expect(brushKind([a], size: -3).geometryViolations().count == 1)
    // Every problem is reported.
    #expect(brushKind([a, a], character: "\u{1B}", size: 0).geometryViolations().count == 3)
  }

  @Test(
    "Brush and fill characters must draw something: no controls, nothing zero-width",
    arguments: [
      "\u{1B}", "\n", "\t", "\u{7F}", "\u{85}", "\u{2028}", "\u{200B}", "\u{200D}", "\u{301}", "\u{FE0F}",
      "\u{20DD}",
    ] as [Character])
  func unprintableCharacters(character: Character) {
    let cell = CanvasPoint(column: 0, row: 0)
    #expect(brushKind([cell], character: character).geometryViolations().count == 1)
    let filled = ShapeKind.rectangle(
      Rectangle(bounds: CanvasRect(column: 0, row: 0, columns: 3, rows: 3), fillCharacter: character))
    #expect(filled.geometryViolations().count == 1)
  }

  @Test(
    "Printable brush and fill characters are accepted, wide and combined ones too",
    arguments: [" ", "#", "█", "░", "é", "e\u{301}", "日", "😀"] as [Character])
  func printableCharacters(character: Character) {
    #expect(brushKind([CanvasPoint(column: 0, row: 0)], character: character).geometryViolations() == [])
    let filled = ShapeKind.rectangle(
      Rectangle(bounds: CanvasRect(column: 0, row: 0, columns: 3, rows: 3), fillCharacter: character))
    #expect(filled.geometryViolations() == [])
  }

  @Test("Text and labels with a control character are refused", arguments: controlScalars)
  func controlCharacters(scalar: Unicode.Scalar) {
    let text = "ab" + String(Character(scalar)) + "cd"
    #expect(textKind(text).geometryViolations().count == 1)
    #expect(textKind(String(Character(scalar))).geometryViolations().count == 1)
    #expect(labelKind(text).geometryViolations().count == 1)
    #expect(!CanvasLimits.isAllowedText(text))
    #expect(CanvasLimits.isControl(scalar))
  }

  @Test(
    "Newlines, wide characters, emoji and combining marks are allowed in text and labels",
    arguments: ["a\nb", "\n", "line\n\nafter gap\n", "日本語", "👨‍👩‍👧 ok", "e\u{301}", "no\u{A0}break", "x"])
  func allowedText(text: String) {
    #expect(textKind(text).geometryViolations() == [])
    #expect(labelKind(text).geometryViolations() == [])
    #expect(CanvasLimits.isAllowedText(text))
  }

  @Test("Text may not be empty, but a label may")
  func emptyText() {
    #expect(textKind("").geometryViolations().count == 1)
    #expect(labelKind("").geometryViolations() == [])
  }

  @Test("A CRLF pair is refused although Swift sees it as one character")
  func carriageReturnLineFeed() {
    #expect(textKind("a\r\nb").geometryViolations().count == 1)
    #expect(labelKind("a\r\nb").geometryViolations().count == 1)
  }

  @Test("Text and labels may hold at most the maximum number of UTF-8 bytes")
  func textLength() {
    let most = CanvasLimits.maximumTextBytes
    #expect(textKind(String(repeating: "a", count: most)).geometryViolations() == [])
    #expect(textKind(String(repeating: "a", count: most + 1)).geometryViolations().count == 1)
    #expect(labelKind(String(repeating: "a", count: most + 1)).geometryViolations().count == 1)
    // Bytes, not characters: "日" is three bytes.
    let wide = String(repeating: "日", count: most / 3 + 1)
    #expect(wide.count < most)
    #expect(textKind(wide).geometryViolations().count == 1)
  }

  @Test("A text's origin must lie within the canvas limits")
  func textOrigin() {
    #expect(textKind("a", at: CanvasPoint(column: -limit, row: limit)).geometryViolations() == [])
    #expect(textKind("a", at: CanvasPoint(column: limit + 1, row: 0)).geometryViolations().count == 1)
    #expect(textKind("a\u{7}", at: CanvasPoint(column: 0, row: -limit - 1)).geometryViolations().count == 2)
  }

  @Test("The document and the renderer agree on which scalars are control characters")
  func controlsAgreeWithTextWidth() {
    var disagreements: [UInt32] = []
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if CanvasLimits.isControl(scalar) != TextWidth.isControl(scalar) { disagreements.append(value) }
    }
    #expect(disagreements == [])
    #expect(!CanvasLimits.isControl("a"))
    #expect(!CanvasLimits.isControl("\u{A0}"))
    #expect(CanvasLimits.isControl("\n"))
  }
}

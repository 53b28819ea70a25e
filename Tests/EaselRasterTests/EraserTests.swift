import EaselDocument
import EaselGeometry
import EaselRender
import EaselTestSupport
import Testing

@testable import EaselRaster

@Suite("Eraser")
struct EraserTests {
  typealias Check = EraseCheck

  static func line(
    _ from: (Int, Int), _ to: (Int, Int), style: FrameStyle = .light, arrows: (Bool, Bool) = (false, false)
  ) -> ShapeKind {
    .line(
      Line(
        start: Check.point(from.0, from.1), end: Check.point(to.0, to.1), style: style,
        arrowAtStart: arrows.0,
        arrowAtEnd: arrows.1))
  }

  static func text(_ column: Int, _ row: Int, _ text: String) -> ShapeKind {
    .text(TextShape(origin: Check.point(column, row), text: text))
  }

  static func pen(_ points: [(Int, Int)]) -> ShapeKind {
    .pen(PenStroke(points: points.map { DotPoint(x: $0.0, y: $0.1) }))
  }

  static func box(_ bounds: CanvasRect, fill: Character? = nil, label: String = "") -> ShapeKind {
    .rectangle(Rectangle(bounds: bounds, fillCharacter: fill, label: label))
  }

  /// Erases `area` from a document of `kinds` and returns the shapes after, checking on the way
  /// that the picture changed only where erasing may change it.
  static func erase(
    _ kinds: [ShapeKind], _ area: EraseArea, fill: ShapeColor = .default,
    options: RasterOptions = RasterOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [Shape] {
    let document = try Check.document(kinds, fill: fill)
    let (after, _) = try Check.erased(document, area, options: options, sourceLocation: sourceLocation)
    let problems = Check.differences(
      before: document.shapes, after: after.shapes, area: area, options: options)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))", sourceLocation: sourceLocation)
    return after.shapes
  }

  static func picture(_ shapes: [Shape], _ canvas: CanvasRect, options: RasterOptions = RasterOptions())
    -> String
  {
    Check.render(shapes, canvas: canvas, options: options).text
  }

  // MARK: - Frames and lines

  @Test("A box cut through the middle leaves two brackets of lines")
  func boxCutInTwo() throws {
    let shapes = try Self.erase([Self.box(Check.rect(0, 0, 10, 5))], EraseArea(Check.rect(4, -1, 2, 7)))
    let lines = [
      Self.line((0, 0), (3, 0)), Self.line((6, 0), (9, 0)), Self.line((0, 4), (3, 4)),
      Self.line((6, 4), (9, 4)),
      Self.line((0, 0), (0, 4)), Self.line((9, 0), (9, 4)),
    ]
    #expect(shapes.map(\.kind) == lines)
    #expect(
      Self.picture(shapes, Check.rect(0, 0, 10, 5))
        == ["┌───  ───┐", "│        │", "│        │", "│        │", "└───  ───┘"].joined(separator: "\n"))
  }

  @Test("A corner cut off from both its edges is a short horizontal line; the edges lose their arms")
  func isolatedCorner() throws {
    let area = EraseArea([Check.rect(1, 0, 1, 1), Check.rect(0, 1, 1, 1)])
    let shapes = try Self.erase([Self.box(Check.rect(0, 0, 5, 4))], area)
    #expect(
      shapes.map(\.kind) == [
        Self.line((0, 0), (0, 0)), Self.line((2, 0), (4, 0)), Self.line((0, 3), (4, 3)),
        Self.line((0, 2), (0, 3)),
        Self.line((4, 0), (4, 3)),
      ])
    #expect(Self.picture(shapes, Check.rect(0, 0, 5, 4)) == "─ ──┐\n    │\n│   │\n└───┘")
  }

  @Test("Cells left alone on a vertical line become its glyph, or its arrowhead, as text")
  func verticalSingles() throws {
    let area = EraseArea([Check.rect(2, 1, 1, 1), Check.rect(2, 3, 1, 1)])
    let shapes = try Self.erase([Self.line((2, 0), (2, 4), arrows: (true, false))], area)
    #expect(shapes.map(\.kind) == [Self.text(2, 0, "↑"), Self.text(2, 2, "│"), Self.text(2, 4, "│")])
    let ascii = RasterOptions(usesASCII: true)
    let plain = try Self.erase([Self.line((2, 0), (2, 4), style: .double)], area, options: ascii)
    #expect(plain.map(\.kind) == [Self.text(2, 0, "|"), Self.text(2, 2, "|"), Self.text(2, 4, "|")])
    let double = try Self.erase([Self.line((2, 0), (2, 4), style: .double)], area)
    #expect(double.map(\.kind) == [Self.text(2, 0, "║"), Self.text(2, 2, "║"), Self.text(2, 4, "║")])
  }

  @Test("Arrowheads stay on the ends that survive, pointing the same way")
  func arrowheads() throws {
    let shapes = try Self.erase(
      [Self.line((5, 0), (0, 0), arrows: (true, true))], EraseArea(Check.rect(4, 0, 1, 1)))
    #expect(
      shapes.map(\.kind) == [
        Self.line((3, 0), (0, 0), arrows: (false, true)),
        .line(Line(start: Check.point(5, 0), end: Check.point(5, 0), arrowAtStart: false, arrowAtEnd: true)),
      ])
    #expect(Self.picture(shapes, Check.rect(0, 0, 6, 1)) == "←─── →")
    let vertical = try Self.erase(
      [Self.line((0, 0), (0, 6), arrows: (true, true))], EraseArea(Check.rect(0, 3, 1, 1)))
    #expect(
      vertical.map(\.kind) == [
        Self.line((0, 0), (0, 2), arrows: (true, false)), Self.line((0, 4), (0, 6), arrows: (false, true)),
      ])
  }

  @Test("A slanted line becomes pen strokes of its dots left outside, and its arrowhead text")
  func slantedLine() throws {
    let shapes = try Self.erase(
      [Self.line((0, 0), (12, 5), arrows: (false, true))], EraseArea(Check.rect(5, -1, 2, 8)))
    #expect(shapes.count == 3)
    #expect(shapes.prefix(2).allSatisfy { if case .pen = $0.kind { true } else { false } })
    #expect(shapes.last?.kind == Self.text(12, 5, "↘"))
  }

  // MARK: - Dots

  @Test("A pen stroke is cut where it enters the area; segments outside are kept as they were")
  func penStroke() throws {
    let straight = try Self.erase([Self.pen([(0, 0), (40, 0)])], EraseArea(Check.rect(10, 0, 1, 1)))
    #expect(straight.map(\.kind) == [Self.pen([(0, 0), (19, 0)]), Self.pen([(22, 0), (40, 0)])])
    let bent = try Self.erase([Self.pen([(0, 0), (8, 3), (9, 40)])], EraseArea(Check.rect(4, 5, 1, 1)))
    #expect(bent.map(\.kind) == [Self.pen([(0, 0), (8, 3), (8, 19)]), Self.pen([(9, 24), (9, 40)])])
  }

  @Test("An outline ellipse cut once is one stroke; a filled one with a hole is one stroke round it")
  func ellipses() throws {
    let outline = try Self.erase(
      [.ellipse(Ellipse(bounds: Check.rect(0, 0, 16, 6)))], EraseArea(Check.rect(7, 4, 3, 3)))
    #expect(outline.count == 1)
    let filled = try Self.erase(
      [.ellipse(Ellipse(bounds: Check.rect(0, 0, 16, 8), isFilled: true))], EraseArea(Check.rect(6, 3, 4, 2)))
    #expect(filled.count == 1)
    let halves = try Self.erase(
      [.ellipse(Ellipse(bounds: Check.rect(0, 0, 16, 8), isFilled: true))],
      EraseArea(Check.rect(7, -1, 2, 10)))
    #expect(halves.count == 2)
    #expect(halves.allSatisfy { if case .pen = $0.kind { true } else { false } })
  }

  // MARK: - Cells and text

  @Test("A brush stroke keeps its cells outside, at size 1; a wide character half inside goes")
  func brushStroke() throws {
    let cells = [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)].map { Check.point($0.0, $0.1) }
    let shapes = try Self.erase(
      [.brush(BrushStroke(cells: cells, size: 3))], EraseArea(Check.rect(1, 0, 1, 1)))
    #expect(
      shapes.map(\.kind) == [.brush(BrushStroke(cells: cells.filter { $0 != Check.point(1, 0) }, size: 1))])
    let wide = [(0, 0), (2, 0), (4, 0)].map { Check.point($0.0, $0.1) }
    let kept = try Self.erase(
      [.brush(BrushStroke(cells: wide, character: "漢"))], EraseArea(Check.rect(3, 0, 1, 1)))
    #expect(kept.map(\.kind) == [.brush(BrushStroke(cells: [wide[0], wide[2]], character: "漢"))])
  }

  @Test("Overlapping wide brush cells keep what showed: a broken half becomes a space on the fill colour")
  func brokenWideBrushCells() throws {
    let cells = [Check.point(0, 0), Check.point(1, 0)]
    let shapes = try Self.erase(
      [.brush(BrushStroke(cells: cells, character: "漢"))], EraseArea(Check.rect(2, 0, 1, 1)), fill: .ansi(4))
    #expect(shapes.map(\.kind) == [.brush(BrushStroke(cells: [Check.point(0, 0)], character: " "))])
    #expect(shapes.map(\.strokeColor) == [.default])
    #expect(shapes.map(\.fillColor) == [.ansi(4)])
  }

  @Test(
    "Text keeps the runs of characters left outside; runs in one column on consecutive rows stay one shape")
  func text() throws {
    let words = try Self.erase([Self.text(0, 0, "hello world")], EraseArea(Check.rect(2, 0, 2, 1)))
    #expect(words.map(\.kind) == [Self.text(0, 0, "he"), Self.text(4, 0, "o world")])
    let wide = try Self.erase([Self.text(0, 0, "漢字")], EraseArea(Check.rect(1, 0, 1, 1)))
    #expect(wide.map(\.kind) == [Self.text(2, 0, "字")])
    let columns = try Self.erase([Self.text(0, 0, "abc\ndef")], EraseArea(Check.rect(1, 0, 1, 2)))
    #expect(columns.map(\.kind) == [Self.text(0, 0, "a\nd"), Self.text(2, 0, "c\nf")])
    let zeroWidth = try Self.erase([Self.text(0, 0, "a\u{200B}b\u{200B}")], EraseArea(Check.rect(0, 0, 1, 1)))
    #expect(zeroWidth.map(\.kind) == [Self.text(1, 0, "b\u{200B}")])
  }

  @Test("A box's label becomes text and its fill brush cells, under the frame's lines")
  func labelAndFill() throws {
    let labelled = try Self.erase(
      [Self.box(Check.rect(0, 0, 9, 3), label: "hi")], EraseArea(Check.rect(4, 1, 1, 1)))
    #expect(labelled.count == 5)
    #expect(labelled.last?.kind == Self.text(3, 1, "h"))
    let filled = try Self.erase(
      [Self.box(Check.rect(0, 0, 6, 4), fill: ".")], EraseArea(Check.rect(2, 1, 1, 1)))
    let interior = [(1, 1), (3, 1), (4, 1), (1, 2), (2, 2), (3, 2), (4, 2)].map { Check.point($0.0, $0.1) }
    #expect(filled.first?.kind == .brush(BrushStroke(cells: interior, character: ".")))
    #expect(filled.count == 5)
    #expect(Self.picture(filled, Check.rect(0, 0, 6, 4)) == "┌────┐\n│. ..│\n│....│\n└────┘")
  }

  @Test("A wide fill character cut in half leaves a space; the padding in an odd last column stays")
  func wideFill() throws {
    let shapes = try Self.erase(
      [Self.box(Check.rect(0, 0, 7, 3), fill: "漢")], EraseArea(Check.rect(1, 1, 1, 1)))
    // The character the area cut in half leaves a space, keeping the fill opaque.
    #expect(
      shapes.prefix(3).map(\.kind) == [
        .brush(BrushStroke(cells: [Check.point(2, 1)], character: " ")),
        .brush(BrushStroke(cells: [Check.point(3, 1)], character: "漢")),
        .brush(BrushStroke(cells: [Check.point(5, 1)], character: " ")),
      ])
  }

  @Test("A fill colour without a fill character becomes spaces on that colour, under the frame too")
  func fillColour() throws {
    let shapes = try Self.erase(
      [Self.box(Check.rect(0, 0, 4, 3))], EraseArea(Check.rect(3, 0, 1, 3)), fill: .ansi(2))
    #expect(shapes.first?.fillColor == .ansi(2))
    let spaces = (0..<3).flatMap { row in (0..<3).map { Check.point($0, row) } }
    #expect(shapes.first?.kind == .brush(BrushStroke(cells: spaces, character: " ")))
  }

  // MARK: - Whole shapes, order and identity

  @Test("Shapes wholly inside are removed; shapes drawing nothing in the area are left alone")
  func wholeShapes() throws {
    let document = try Check.document([Self.box(Check.rect(0, 0, 10, 6)), Self.text(3, 2, "in")])
    let (after, erasure) = try Check.erased(document, EraseArea(Check.rect(3, 2, 3, 2)))
    #expect(after.shapes == [document.shapes[0]])
    #expect(erasure.changes == [Erasure.Change(original: ShapeID(2), pieces: [])])
    let empty = Eraser.erase(EraseArea(Check.rect(20, 20, 3, 3)), in: document)
    #expect(empty.isEmpty)
    #expect(Eraser.erase(EraseArea([]), in: document).isEmpty)
  }

  @Test("Pieces take fresh IDs in order and the original's place in z-order, in one undoable step")
  func identityAndOrder() throws {
    var document = try Check.document([
      Self.text(0, 0, "abc"), Self.line((0, 1), (9, 1)), Self.text(0, 2, "top"), Self.line((0, 3), (9, 3)),
    ])
    let area = EraseArea(Check.rect(4, 1, 1, 3))
    #expect(
      Eraser.affectedShapes(area, in: document, index: SpatialIndex(document)) == [ShapeID(2), ShapeID(4)])
    let transaction = Eraser.erase(area, in: document)
    let before = document
    try document.apply(transaction)
    #expect(document.shapes.map(\.id.rawValue) == [1, 5, 6, 3, 7, 8])
    #expect(document.shapes[1].kind == Self.line((0, 1), (3, 1)))
    #expect(document.shapes[2].kind == Self.line((5, 1), (9, 1)))
    #expect(document.nextShapeID == 9)
    try document.apply(transaction.inverse)
    #expect(document.shapes == before.shapes)
  }

  @Test("Only shapes the index finds are looked at")
  func usesTheIndex() throws {
    let document = try Check.document([Self.text(0, 0, "abc")])
    let area = EraseArea(Check.rect(1, 0, 1, 1))
    #expect(Eraser.erase(area, in: document, index: SpatialIndex()).isEmpty)
    #expect(!Eraser.erase(area, in: document, index: SpatialIndex(document)).isEmpty)
  }

  @Test("A shape whose remains would be too large is left whole and reported")
  func tooLarge() throws {
    let document = try Check.document([
      .ellipse(Ellipse(bounds: Check.rect(0, 0, 2000, 1000), isFilled: true)),
      Self.box(Check.rect(-1_000_000, -1_000_000, 2_000_001, 2_000_001)),
    ])
    let area = EraseArea(Check.rect(1000, -1_000_000, 1, 1))
    let plan = Eraser.plan(area, in: document, index: SpatialIndex(document))
    #expect(plan.tooLarge.isEmpty)
    #expect(plan.changes.map(\.original) == [ShapeID(2)])
    let middle = Eraser.plan(
      EraseArea(Check.rect(1000, 500, 1, 1)), in: document, index: SpatialIndex(document))
    #expect(middle.tooLarge == [ShapeID(1)])
    #expect(middle.transaction.isEmpty)
    // The huge frame is cut in constant time: five lines.
    var after = document
    try after.apply(plan.transaction)
    #expect(after.count == 6)
  }

  @Test("Erasing one cell in a document of 100,000 shapes costs the shapes at that cell")
  func largeDocument() throws {
    var random = SeededRandom(seed: 11)
    var kinds: [ShapeKind] = []
    for _ in 0..<100_000 {
      let (kind, _) = EraseRandom.shape(
        &random, near: Check.point(random.next(in: 0...4000), random.next(in: 0...2000)))
      kinds.append(kind)
    }
    let document = try Check.document(kinds)
    let index = SpatialIndex(document)
    let clock = ContinuousClock()
    var fastest = Duration.seconds(1)
    var affected = 0
    // Cells where a text starts: each erase cuts at least that text.
    let starts = document.shapes.compactMap { shape -> CanvasPoint? in
      guard case .text(let text) = shape.kind, !text.text.hasPrefix("\u{301}") else { return nil }
      return text.origin
    }
    for start in starts.prefix(5) {
      let area = EraseArea(CanvasRect(origin: start, size: CellSize(columns: 1, rows: 1)))
      let started = clock.now
      let erasure = Eraser.plan(area, in: document, index: index)
      fastest = min(fastest, clock.now - started)
      affected += erasure.changes.count
      var after = document
      try after.apply(erasure.transaction)
    }
    #expect(affected >= 5)
    #expect(fastest < .milliseconds(20), "fastest erase took \(fastest)")
  }
}

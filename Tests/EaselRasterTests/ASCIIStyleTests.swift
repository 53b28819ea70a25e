import EaselDocument
import EaselGeometry
import EaselRender
import Testing

/// The styles text import needs (issue 16), as `easel render` prints them: rounded and double
/// ASCII frames and lines, slanted ASCII lines, arrowhead styles, ends a gap away from a box.
@Suite("ASCII styles, arrowheads and gaps")
struct ASCIIStyleTests {
  static func text(_ shapes: [ShapeKind]) throws -> String {
    let document = try Document(
      shapes: shapes.enumerated().map { Shape(id: ShapeID(UInt64($0.offset + 1)), kind: $0.element) })
    return String(decoding: try TextExport.render(document), as: UTF8.self)
  }

  static func box(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int, _ style: FrameStyle) -> ShapeKind {
    .rectangle(
      Rectangle(bounds: CanvasRect(column: column, row: row, columns: columns, rows: rows), frameStyle: style)
    )
  }

  static func point(_ column: Int, _ row: Int) -> CanvasPoint { CanvasPoint(column: column, row: row) }

  @Test func roundedASCIIFramesAndCornersTurnWithDotsAndQuotes() throws {
    let elbow = Line(
      start: Self.point(0, 4), end: Self.point(5, 6), style: .asciiRounded, route: .elbow,
      bends: [Self.point(5, 4)])
    let up = Line(
      start: Self.point(8, 6), end: Self.point(12, 4), style: .asciiRounded, route: .elbow,
      bends: [Self.point(8, 4)])
    #expect(
      try Self.text([Self.box(0, 0, 6, 3, .asciiRounded), .line(elbow), .line(up)])
        == ".----.\n|    |\n'----'\n\n-----.  .----\n     |  |\n     |  |\n")
  }

  @Test func doubleASCIIRunsAcrossAreEqualsSigns() throws {
    let across = Line(start: Self.point(7, 1), end: Self.point(11, 1), style: .asciiDouble, arrowAtEnd: true)
    let down = Line(start: Self.point(13, 0), end: Self.point(13, 2), style: .asciiDouble)
    #expect(
      try Self.text([Self.box(0, 0, 6, 3, .asciiDouble), .line(across), .line(down)])
        == "+====+       |\n|    | ====> |\n+====+       |\n")
  }

  @Test func asciiLinesAt45DegreesAreSlashes() throws {
    let down = Line(start: Self.point(0, 0), end: Self.point(3, 3), style: .ascii)
    let up = Line(start: Self.point(8, 3), end: Self.point(5, 0), style: .asciiDouble, arrowAtEnd: true)
    #expect(try Self.text([.line(down), .line(up)]) == "\\    ↖\n \\    \\\n  \\    \\\n   \\    \\\n")
    // Any other slant is drawn in dots, as a light line is.
    let shallow = try Self.text([.line(Line(start: Self.point(0, 0), end: Self.point(6, 1), style: .ascii))])
    #expect(
      shallow.unicodeScalars.allSatisfy {
        $0.value == 0x0A || $0 == " " || (0x2800...0x28FF).contains($0.value)
      })
  }

  @Test(arguments: [
    (FrameStyle.light, ArrowheadStyle.standard, "──→"), (.light, .ascii, "──>"), (.light, .arrow, "──→"),
    (.light, .triangle, "──▶"), (.light, .pointer, "──►"), (.ascii, .standard, "-->"),
    (.ascii, .arrow, "--→"),
    (.asciiDouble, .triangle, "==▶"),
  ])
  func arrowheadStyles(_ style: FrameStyle, _ head: ArrowheadStyle, _ drawn: String) throws {
    let line = Line(
      start: Self.point(0, 0), end: Self.point(2, 0), style: style, arrowAtEnd: true, arrowhead: head)
    #expect(try Self.text([.line(line)]) == drawn + "\n")
    var backwards = line
    (backwards.start, backwards.end) = (backwards.end, backwards.start)
    let left = try Self.text([.line(backwards)])
    #expect(left.count == 4 && left.first != drawn.last)
  }

  @Test func uprightPointersAreTriangles() throws {
    let line = Line(
      start: Self.point(0, 0), end: Self.point(0, 2), style: .ascii, arrowAtEnd: true, arrowhead: .pointer)
    #expect(try Self.text([.line(line)]) == "|\n|\n▼\n")
  }

  /// An end a gap away from its box leaves the frame as it is and draws its arrowhead in its
  /// own cell; an end on the frame draws a junction and its arrowhead beside it.
  @Test func endsAGapAwayFromTheirBox() throws {
    func arrow(gap: Int) throws -> String {
      let line = Line(
        start: Self.point(0, 1), end: Self.point(5 - gap, 1), style: .ascii, arrowAtEnd: true,
        endBinding: LineBinding(shape: ShapeID(1), side: .left, offset: 1, gap: gap))
      let document = try Document(shapes: [
        Shape(id: ShapeID(1), kind: Self.box(5, 0, 4, 3, .ascii)), Shape(id: ShapeID(2), kind: .line(line)),
      ])
      return String(decoding: try TextExport.render(document), as: UTF8.self)
    }
    #expect(try arrow(gap: 0) == "     +--+\n---->+  |\n     +--+\n")
    #expect(try arrow(gap: 1) == "     +--+\n---->|  |\n     +--+\n")
    #expect(try arrow(gap: 2) == "     +--+\n---> |  |\n     +--+\n")
  }
}

import EaselDocument
import EaselGeometry
import Testing

/// Where a line's label sits (spec §8: at the middle run), and what it adds to the line's
/// bounds and to where a click picks it.
@Suite("Line labels: placement")
struct LineLabelTests {
  static func point(_ column: Int, _ row: Int) -> CanvasPoint { CanvasPoint(column: column, row: row) }

  @Test("The middle run of an odd count; of two middle runs the longer, the first on a tie")
  func middleRun() {
    let three = Line(
      start: Self.point(0, 0), end: Self.point(20, 10), bends: [Self.point(8, 0), Self.point(8, 10)])
    #expect(three.labelRun == (Self.point(8, 0), Self.point(8, 10)))
    #expect(three.labelCenter == Self.point(8, 5))
    let twoLongerFirst = Line(start: Self.point(0, 0), end: Self.point(4, 3), bends: [Self.point(10, 0)])
    #expect(twoLongerFirst.labelRun == (Self.point(0, 0), Self.point(10, 0)))
    let twoLongerSecond = Line(start: Self.point(0, 0), end: Self.point(2, 20), bends: [Self.point(2, 0)])
    #expect(twoLongerSecond.labelRun == (Self.point(2, 0), Self.point(2, 20)))
    let tie = Line(start: Self.point(0, 0), end: Self.point(4, 4), bends: [Self.point(4, 0)])
    #expect(tie.labelRun == (Self.point(0, 0), Self.point(4, 0)))
    let slanted = Line(start: Self.point(0, 0), end: Self.point(9, 4))
    #expect(slanted.labelCenter == Self.point(4, 2))
  }

  @Test(
    "Each line of the label is centred on the middle cell, a blank either side; wide characters count twice")
  func placement() {
    let line = Line(start: Self.point(0, 5), end: Self.point(20, 5), label: "ok\n日本語")
    let placement = try! #require(line.labelPlacement)
    #expect(placement.lines.map(\.row) == [5, 6])
    #expect(placement.lines.map(\.column) == [10 - 1, 10 - 3])
    #expect(placement.area == CanvasRect(column: 6, row: 5, columns: 8, rows: 2))
    #expect(placement.origin(ofLine: 1) == Self.point(7, 6))
    #expect(placement.origin(ofLine: 2) == Self.point(10, 7), "the caret's row after the last line")
    #expect(Line(start: .zero, end: Self.point(4, 0)).labelPlacement == nil)
  }

  @Test("A label widens the line's bounds and is picked by a click; the line's own cells still are")
  func boundsAndHits() {
    let bare = Line(start: Self.point(10, 0), end: Self.point(10, 10))
    var labelled = bare
    labelled.label = "a label"
    let shape = Shape(id: ShapeID(1), kind: .line(labelled))
    #expect(
      Shape(id: ShapeID(1), kind: .line(bare)).bounds == CanvasRect(column: 10, row: 0, columns: 1, rows: 11))
    #expect(shape.bounds == CanvasRect(column: 6, row: 0, columns: 9, rows: 11))
    #expect(shape.isHit(by: Self.point(7, 5)))
    #expect(!shape.isHit(by: Self.point(7, 4)))
    #expect(shape.isHit(by: Self.point(10, 1)))
    #expect(!Shape(id: ShapeID(1), kind: .line(bare)).isHit(by: Self.point(7, 5)))
  }
}

import Testing

@testable import EaselGeometry

@Suite("CellRect and CanvasRect")
struct RectTests {
  let a = CellRect(column: 2, row: 1, columns: 4, rows: 3)  // columns 2...5, rows 1...3
  let b = CellRect(column: 4, row: 2, columns: 5, rows: 5)

  @Test("Right and bottom edges are exclusive")
  func containment() {
    #expect(a.contains(CellPoint(column: 2, row: 1)))
    #expect(a.contains(CellPoint(column: 5, row: 3)))
    #expect(!a.contains(CellPoint(column: 6, row: 3)))
    #expect(!a.contains(CellPoint(column: 5, row: 4)))
    #expect(!a.contains(CellPoint(column: 1, row: 1)))
    #expect(a.contains(CellRect(column: 3, row: 2, columns: 3, rows: 2)))
    #expect(!a.contains(b))
    #expect(a.contains(CellRect.zero))
  }

  @Test("Intersection covers the shared cells, or nothing")
  func intersection() {
    #expect(a.intersection(b) == CellRect(column: 4, row: 2, columns: 2, rows: 2))
    #expect(a.intersection(CellRect(column: 6, row: 1, columns: 2, rows: 2)).isEmpty)
    #expect(!a.intersects(CellRect(column: 6, row: 1, columns: 2, rows: 2)))
    #expect(a.intersects(b))
  }

  @Test("Union is the bounding rectangle and ignores empty operands")
  func union() {
    #expect(a.union(b) == CellRect(column: 2, row: 1, columns: 7, rows: 6))
    #expect(a.union(.zero) == a)
    #expect(CellRect(column: 50, row: 50, columns: 0, rows: 3).union(a) == a)
  }

  @Test("A rectangle from two corners holds both, in any order")
  func corners() {
    let rect = CellRect(corner: CellPoint(column: 5, row: 1), corner: CellPoint(column: 2, row: 3))
    #expect(rect == a)
    #expect(
      CellRect(corner: CellPoint(column: 3, row: 3), corner: CellPoint(column: 3, row: 3)).size.area == 1)
  }

  @Test("Empty sizes cover nothing")
  func emptiness() {
    #expect(CellRect(column: 0, row: 0, columns: 0, rows: 5).isEmpty)
    #expect(CellRect(column: 0, row: 0, columns: 3, rows: -1).isEmpty)
    #expect(CellSize(columns: -2, rows: 3).area == 0)
    #expect(!a.isEmpty)
  }

  @Test("Canvas rectangles work with negative coordinates")
  func canvasRects() {
    let left = CanvasRect(column: -10, row: -4, columns: 6, rows: 3)
    let right = CanvasRect(column: -6, row: -3, columns: 10, rows: 10)
    #expect(left.intersection(right) == CanvasRect(column: -6, row: -3, columns: 2, rows: 2))
    #expect(left.union(right) == CanvasRect(column: -10, row: -4, columns: 14, rows: 11))
    #expect(left.contains(CanvasPoint(column: -10, row: -2)))
    #expect(!left.contains(CanvasPoint(column: -4, row: -2)))
    #expect(
      CanvasRect(corner: CanvasPoint(column: -1, row: 2), corner: CanvasPoint(column: -3, row: -2))
        == CanvasRect(column: -3, row: -2, columns: 3, rows: 5))
    #expect(left.union(.zero) == left)
    #expect(!left.intersects(CanvasRect(column: 0, row: 0, columns: 3, rows: 3)))
  }
}

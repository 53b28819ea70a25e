import EaselGeometry
import Testing

@testable import EaselTools

@Suite("SelectionHandle")
struct SelectionHandleTests {
  static func p(_ column: Int, _ row: Int) -> CanvasPoint { CanvasPoint(column: column, row: row) }
  static func r(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int) -> CanvasRect {
    CanvasRect(column: column, row: row, columns: columns, rows: rows)
  }

  /// The cells `Overlay.drawSelection` puts handles in, written out as it computes them: the
  /// bounds grown by one, rows and columns at its first, middle and last, all but the centre.
  static func overlayHandleCells(_ bounds: CanvasRect) -> Set<CanvasPoint> {
    let all = r(bounds.minColumn - 1, bounds.minRow - 1, bounds.size.columns + 2, bounds.size.rows + 2)
    let middleColumn = all.minColumn + (all.size.columns - 1) / 2
    let middleRow = all.minRow + (all.size.rows - 1) / 2
    var cells = Set<CanvasPoint>()
    for row in [all.minRow, middleRow, all.maxRow - 1] {
      for column in [all.minColumn, middleColumn, all.maxColumn - 1]
      where !(row == middleRow && column == middleColumn) {
        cells.insert(p(column, row))
      }
    }
    return cells
  }

  @Test("The eight handles sit on the bounds grown by one, middles rounding up and left")
  func positions() {
    let bounds = Self.r(10, 5, 4, 3)
    let expected: [SelectionHandle: CanvasPoint] = [
      .topLeft: Self.p(9, 4), .top: Self.p(11, 4), .topRight: Self.p(14, 4),
      .left: Self.p(9, 6), .right: Self.p(14, 6),
      .bottomLeft: Self.p(9, 8), .bottom: Self.p(11, 8), .bottomRight: Self.p(14, 8),
    ]
    for handle in SelectionHandle.allCases {
      #expect(handle.position(selectionBounds: bounds) == expected[handle], "\(handle)")
      #expect(SelectionHandle.handle(at: expected[handle]!, selectionBounds: bounds) == handle)
    }
    // A one-cell selection: handles all around it, none on the shape itself.
    let cell = Self.r(0, 0, 1, 1)
    #expect(SelectionHandle.handle(at: Self.p(0, -1), selectionBounds: cell) == .top)
    #expect(SelectionHandle.handle(at: Self.p(1, 0), selectionBounds: cell) == .right)
    #expect(SelectionHandle.handle(at: Self.p(0, 0), selectionBounds: cell) == nil)
  }

  @Test("Handles are exactly the cells the overlay draws them in, for even, odd and tiny bounds")
  func matchesOverlay() {
    for columns in 1...7 {
      for rows in 1...5 {
        for origin in [Self.p(0, 0), Self.p(-7, 3), Self.p(12, -9)] {
          let bounds = CanvasRect(origin: origin, size: CellSize(columns: columns, rows: rows))
          let cells = Self.overlayHandleCells(bounds)
          let positions = Set(SelectionHandle.allCases.map { $0.position(selectionBounds: bounds) })
          #expect(positions == cells, "\(bounds)")
          #expect(positions.count == 8, "\(bounds)")
          // Every cell around and inside the bounds is a handle exactly when the overlay draws one.
          let around = bounds.minRow - 2...bounds.maxRow + 1
          for row in around {
            for column in bounds.minColumn - 2...bounds.maxColumn + 1 {
              let point = Self.p(column, row)
              let handle = SelectionHandle.handle(at: point, selectionBounds: bounds)
              #expect((handle != nil) == cells.contains(point), "\(point) around \(bounds)")
              if let handle { #expect(handle.position(selectionBounds: bounds) == point) }
            }
          }
        }
      }
    }
  }

  @Test("Corners drag two edges, middles one; left and top are the lower sides")
  func sides() {
    #expect(SelectionHandle.allCases.filter(\.isCorner) == [.topLeft, .topRight, .bottomLeft, .bottomRight])
    #expect(SelectionHandle.left.columnSide == .lower)
    #expect(SelectionHandle.left.rowSide == nil)
    #expect(SelectionHandle.bottom.rowSide == .upper)
    #expect(SelectionHandle.bottom.columnSide == nil)
    #expect(SelectionHandle.topRight.columnSide == .upper)
    #expect(SelectionHandle.topRight.rowSide == .lower)
  }
}

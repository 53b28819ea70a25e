import EaselDocument
import EaselGeometry

/// Where a rectangle's label goes: inside the frame, the block of lines centred vertically and
/// each line centred horizontally, what does not fit left out. The one layout the rasterizer,
/// the SVG export and the caret of a label being edited all use.
public struct LabelLayout: Sendable {
  /// The cells inside the frame (empty for a box two cells thin or less: no label shows).
  public let interior: CanvasRect
  /// The row of the label's first line (it may lie above the interior when there are more
  /// lines than rows).
  public let firstRow: Int
  private let label: String

  public init(label: String, bounds: CanvasRect) {
    self.label = label
    interior = CanvasRect(
      column: bounds.minColumn + 1, row: bounds.minRow + 1, columns: max(0, bounds.size.columns - 2),
      rows: max(0, bounds.size.rows - 2))
    firstRow = interior.minRow + max(0, (interior.size.rows - Rasterizer.lineCount(of: label)) / 2)
  }

  /// The column a line starts at, centred in the interior.
  public func startColumn(of line: Substring) -> Int {
    interior.minColumn + max(0, (interior.size.columns - Rasterizer.textWidth(of: line)) / 2)
  }

  /// Calls `body` with the row, the text and the start column of each line lying in `rows`.
  public func forEachLine(within rows: Range<Int>, _ body: (Int, Substring, Int) -> Void) {
    Rasterizer.forEachLine(of: label, firstRow: firstRow, within: rows) { row, line in
      body(row, line, startColumn(of: line))
    }
  }

  /// Where line `index` (from 0) starts: the caret's cell at that line's beginning.
  public func origin(ofLine index: Int) -> CanvasPoint {
    var start = interior.minColumn
    Rasterizer.forEachLine(of: label, firstRow: 0, within: index..<index + 1) { _, line in
      start = startColumn(of: line)
    }
    return CanvasPoint(column: start, row: firstRow + index)
  }
}

/// A rectangle in document space, in cells, with exclusive right and bottom edges like `CellRect`.
public struct CanvasRect: Hashable, Sendable {
  public var origin: CanvasPoint
  public var size: CellSize

  public init(origin: CanvasPoint, size: CellSize) {
    self.origin = origin
    self.size = size
  }

  public init(column: Int, row: Int, columns: Int, rows: Int) {
    self.init(
      origin: CanvasPoint(column: column, row: row), size: CellSize(columns: columns, rows: rows))
  }

  /// The smallest rectangle holding both corners, whichever way round they are given.
  public init(corner a: CanvasPoint, corner b: CanvasPoint) {
    let left = min(a.column, b.column)
    let top = min(a.row, b.row)
    self.init(
      column: left, row: top, columns: max(a.column, b.column) - left + 1,
      rows: max(a.row, b.row) - top + 1)
  }

  public static let zero = CanvasRect(origin: .zero, size: .zero)

  public var minColumn: Int { origin.column }
  public var minRow: Int { origin.row }
  public var maxColumn: Int { origin.column + size.columns }
  public var maxRow: Int { origin.row + size.rows }

  public var isEmpty: Bool { size.isEmpty }

  public func contains(_ point: CanvasPoint) -> Bool {
    point.column >= minColumn && point.column < maxColumn && point.row >= minRow && point.row < maxRow
  }

  public func contains(_ other: CanvasRect) -> Bool {
    other.isEmpty
      || (other.minColumn >= minColumn && other.maxColumn <= maxColumn && other.minRow >= minRow
        && other.maxRow <= maxRow)
  }

  public func intersection(_ other: CanvasRect) -> CanvasRect {
    let left = max(minColumn, other.minColumn)
    let top = max(minRow, other.minRow)
    let right = min(maxColumn, other.maxColumn)
    let bottom = min(maxRow, other.maxRow)
    guard left < right, top < bottom else { return .zero }
    return CanvasRect(column: left, row: top, columns: right - left, rows: bottom - top)
  }

  public func intersects(_ other: CanvasRect) -> Bool { !intersection(other).isEmpty }

  public func union(_ other: CanvasRect) -> CanvasRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let left = min(minColumn, other.minColumn)
    let top = min(minRow, other.minRow)
    return CanvasRect(
      column: left, row: top, columns: max(maxColumn, other.maxColumn) - left,
      rows: max(maxRow, other.maxRow) - top)
  }
}

/// A rectangle of screen cells: `origin` is its top-left cell, `size` its extent.
///
/// The right and bottom edges are exclusive (`maxColumn` is one past the last column), so
/// adjacent rectangles share no cell and an empty size covers nothing.
public struct CellRect: Hashable, Sendable {
  public var origin: CellPoint
  public var size: CellSize

  public init(origin: CellPoint, size: CellSize) {
    self.origin = origin
    self.size = size
  }

  public init(column: Int, row: Int, columns: Int, rows: Int) {
    self.init(origin: CellPoint(column: column, row: row), size: CellSize(columns: columns, rows: rows))
  }

  /// The smallest rectangle holding both corners, whichever way round they are given.
  public init(corner a: CellPoint, corner b: CellPoint) {
    let left = min(a.column, b.column)
    let top = min(a.row, b.row)
    self.init(
      column: left, row: top, columns: max(a.column, b.column) - left + 1,
      rows: max(a.row, b.row) - top + 1)
  }

  public static let zero = CellRect(origin: .zero, size: .zero)

  public var minColumn: Int { origin.column }
  public var minRow: Int { origin.row }
  /// One past the last column.
  public var maxColumn: Int { origin.column + size.columns }
  /// One past the last row.
  public var maxRow: Int { origin.row + size.rows }

  public var isEmpty: Bool { size.isEmpty }

  public func contains(_ point: CellPoint) -> Bool {
    point.column >= minColumn && point.column < maxColumn && point.row >= minRow && point.row < maxRow
  }

  /// True when every cell of `other` is inside this rectangle; an empty `other` is contained.
  public func contains(_ other: CellRect) -> Bool {
    other.isEmpty
      || (other.minColumn >= minColumn && other.maxColumn <= maxColumn && other.minRow >= minRow
        && other.maxRow <= maxRow)
  }

  /// The cells both rectangles cover; `.zero` when they do not overlap.
  public func intersection(_ other: CellRect) -> CellRect {
    let left = max(minColumn, other.minColumn)
    let top = max(minRow, other.minRow)
    let right = min(maxColumn, other.maxColumn)
    let bottom = min(maxRow, other.maxRow)
    guard left < right, top < bottom else { return .zero }
    return CellRect(column: left, row: top, columns: right - left, rows: bottom - top)
  }

  public func intersects(_ other: CellRect) -> Bool { !intersection(other).isEmpty }

  /// The smallest rectangle covering both; an empty operand does not stretch the result.
  public func union(_ other: CellRect) -> CellRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let left = min(minColumn, other.minColumn)
    let top = min(minRow, other.minRow)
    return CellRect(
      column: left, row: top, columns: max(maxColumn, other.maxColumn) - left,
      rows: max(maxRow, other.maxRow) - top)
  }
}

/// A position on the screen in character cells, (0, 0) at the top left.
public struct CellPoint: Hashable, Sendable {
  public var column: Int
  public var row: Int

  public init(column: Int, row: Int) {
    self.column = column
    self.row = row
  }

  public static let zero = CellPoint(column: 0, row: 0)

  /// This point moved by a number of columns and rows.
  public func offsetBy(columns: Int, rows: Int) -> CellPoint {
    CellPoint(column: column + columns, row: row + rows)
  }
}

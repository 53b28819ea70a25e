/// A position in the document, in cells; the canvas is unbounded, so coordinates may be negative.
///
/// A separate type from `CellPoint` so a document coordinate cannot be drawn on the screen
/// without going through a `Viewport`.
public struct CanvasPoint: Hashable, Sendable {
  public var column: Int
  public var row: Int

  public init(column: Int, row: Int) {
    self.column = column
    self.row = row
  }

  public static let zero = CanvasPoint(column: 0, row: 0)

  public func offsetBy(columns: Int, rows: Int) -> CanvasPoint {
    CanvasPoint(column: column + columns, row: row + rows)
  }
}

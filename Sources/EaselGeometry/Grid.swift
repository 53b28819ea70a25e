/// The snapping grid: lines every `columns` columns and `rows` rows from canvas (0, 0).
///
/// The default is 8 × 4; with a known cell size the row step is chosen so a grid square
/// looks square (spec §5.1).
public struct Grid: Hashable, Sendable {
  public var columns: Int
  public var rows: Int

  /// A grid with the given steps; steps below 1 become 1 so snapping stays defined.
  public init(columns: Int = 8, rows: Int = 4) {
    self.columns = max(1, columns)
    self.rows = max(1, rows)
  }

  /// 8 columns × round(8 × cell width / cell height) rows (at least 1).
  public init(cellAspect: CellAspect) {
    self.init(columns: 8, rows: cellAspect.squareRows(forColumns: 8))
  }

  public static let standard = Grid()

  /// The nearest grid intersection; halves go right and down.
  public func snap(_ point: CanvasPoint) -> CanvasPoint {
    CanvasPoint(
      column: EaselGeometry.snap(point.column, step: columns), row: EaselGeometry.snap(point.row, step: rows))
  }
}

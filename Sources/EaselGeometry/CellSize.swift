/// A size in character cells; used for screen and canvas extents alike, since both count cells.
public struct CellSize: Hashable, Sendable {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  public static let zero = CellSize(columns: 0, rows: 0)

  /// True when the size covers no cell (a zero or negative extent).
  public var isEmpty: Bool { columns <= 0 || rows <= 0 }

  /// The number of cells covered, zero when empty.
  public var area: Int { isEmpty ? 0 : columns * rows }
}

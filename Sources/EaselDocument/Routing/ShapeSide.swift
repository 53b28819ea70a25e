import EaselGeometry

/// A side of a shape's frame, where a connector's end may meet it.
public enum ShapeSide: String, Sendable, Hashable, CaseIterable {
  case top, right, bottom, left

  /// The direction a route leaves the frame through this side.
  var outward: RouteDirection {
    switch self {
    case .top: .up
    case .right: .right
    case .bottom: .down
    case .left: .left
    }
  }

  /// How many border cells this side of `frame` has, corners included.
  func length(of frame: CanvasRect) -> Int {
    switch self {
    case .top, .bottom: frame.size.columns
    case .left, .right: frame.size.rows
    }
  }

  /// True when the side has a cell that is not a corner (it is at least three cells long).
  func hasNonCornerCell(_ frame: CanvasRect) -> Bool { length(of: frame) >= 3 }

  /// The border cell `offset` cells from the side's top or left end (its corner), or the
  /// middle cell when `offset` is nil. The offset is kept off the corners when the side has
  /// cells between them; a side of one or two cells has only corners, so one of those is used.
  func cell(of frame: CanvasRect, offset: Int?) -> CanvasPoint {
    let length = length(of: frame)
    let wanted = offset ?? (length - 1) / 2
    let along = length >= 3 ? min(max(wanted, 1), length - 2) : min(max(wanted, 0), length - 1)
    switch self {
    case .top: return CanvasPoint(column: frame.minColumn + along, row: frame.minRow)
    case .bottom: return CanvasPoint(column: frame.minColumn + along, row: frame.maxRow - 1)
    case .left: return CanvasPoint(column: frame.minColumn, row: frame.minRow + along)
    case .right: return CanvasPoint(column: frame.maxColumn - 1, row: frame.minRow + along)
    }
  }
}

import EaselGeometry

/// A step along a row or a column; raw values index per-direction tables.
enum RouteDirection: Int, CaseIterable, Sendable {
  case up = 0, right, down, left

  var columnStep: Int {
    switch self {
    case .right: 1
    case .left: -1
    case .up, .down: 0
    }
  }

  var rowStep: Int {
    switch self {
    case .down: 1
    case .up: -1
    case .left, .right: 0
    }
  }

  var reversed: RouteDirection { RouteDirection(rawValue: (rawValue + 2) & 3)! }

  /// A quarter turn clockwise on screen (rows grow downward).
  var clockwise: RouteDirection { RouteDirection(rawValue: (rawValue + 1) & 3)! }

  var isHorizontal: Bool { self == .left || self == .right }

  func moved(_ point: CanvasPoint, by cells: Int = 1) -> CanvasPoint {
    CanvasPoint(column: point.column + columnStep * cells, row: point.row + rowStep * cells)
  }

  /// The fewest bends a route heading this way at `from` needs to reach `to` on an empty canvas,
  /// where each run is at least one cell and a route never turns back on itself. With `final`,
  /// the route must arrive at `to` heading that way: how a bound end is entered, straight on
  /// from its stub cell. Exact, so it is a consistent A* estimate.
  @inline(__always)
  func minimumBends(from: CanvasPoint, arrivingAt to: CanvasPoint, heading final: RouteDirection?) -> Int {
    let columns = to.column - from.column
    let rows = to.row - from.row
    // Coordinates along this direction (ahead) and its clockwise neighbour (aside).
    let ahead = columns * columnStep + rows * rowStep
    let aside = columns * clockwise.columnStep + rows * clockwise.rowStep
    guard let final else {
      if aside == 0 { return ahead >= 0 ? 0 : 3 }
      return ahead >= 0 ? 1 : 2
    }
    return arrivalBends(ahead: ahead, aside: aside, arriving: final)
  }

  /// The fewest bends to arrive at a cell `ahead` and `aside` of here heading `arriving`.
  @inline(__always)
  private func arrivalBends(ahead: Int, aside: Int, arriving: RouteDirection) -> Int {
    if arriving == self {
      if aside == 0 && ahead >= 0 { return 0 }
      return aside != 0 && ahead >= 1 ? 2 : 4
    }
    if arriving == reversed { return aside != 0 ? 2 : 4 }
    // A quarter turn: one bend when the cell is ahead (or level) on the side the turn faces.
    let facing = arriving == clockwise ? aside : -aside
    return ahead >= 0 && facing >= 1 ? 1 : 3
  }
}

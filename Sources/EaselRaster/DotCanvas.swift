import EaselGeometry

/// Braille dots for one shape over a rectangle of canvas cells: an 8-bit mask per cell (the
/// glyph is U+2800 + mask). Dots outside `bounds` are dropped, and lines are clipped before
/// they are walked, so the work is proportional to `bounds`, not to the shape.
struct DotCanvas: Sendable {
  let bounds: CanvasRect
  private(set) var masks: [UInt8]

  init(bounds: CanvasRect) {
    self.bounds = bounds
    masks = Array(repeating: 0, count: bounds.size.area)
  }

  /// The dots `bounds` covers: `minX..<maxX`, `minY..<maxY`.
  var minX: Int { bounds.minColumn * DotPoint.dotsPerCellHorizontally }
  var maxX: Int { bounds.maxColumn * DotPoint.dotsPerCellHorizontally }
  var minY: Int { bounds.minRow * DotPoint.dotsPerCellVertically }
  var maxY: Int { bounds.maxRow * DotPoint.dotsPerCellVertically }

  /// The mask of a cell inside `bounds`.
  func mask(column: Int, row: Int) -> UInt8 {
    masks[(row - bounds.minRow) * bounds.size.columns + (column - bounds.minColumn)]
  }

  mutating func plot(_ dot: DotPoint) {
    guard dot.x >= minX && dot.x < maxX && dot.y >= minY && dot.y < maxY else { return }
    let cell = dot.cell
    masks[(cell.row - bounds.minRow) * bounds.size.columns + (cell.column - bounds.minColumn)] |= dot.bit
  }

  /// Plots the straight run of dots from `start` to `end`, both included.
  ///
  /// Each dot is computed from its position along the major axis (the minor coordinate
  /// rounded half up), measured from the end with the smaller major coordinate, so the same
  /// dots come out whichever way round the ends are given and whatever part is clipped away.
  mutating func drawLine(from start: DotPoint, to end: DotPoint) {
    guard min(start.x, end.x) < maxX, max(start.x, end.x) >= minX, min(start.y, end.y) < maxY,
      max(start.y, end.y) >= minY
    else { return }
    if abs(end.x - start.x) >= abs(end.y - start.y) {
      let (from, to) = start.x <= end.x ? (start, end) : (end, start)
      let first = max(from.x, minX)
      let last = min(to.x, maxX - 1)
      guard first <= last else { return }
      for x in first...last {
        plot(DotPoint(x: x, y: from.y + Self.step(x - from.x, of: to.x - from.x, across: to.y - from.y)))
      }
    } else {
      let (from, to) = start.y <= end.y ? (start, end) : (end, start)
      let first = max(from.y, minY)
      let last = min(to.y, maxY - 1)
      guard first <= last else { return }
      for y in first...last {
        plot(DotPoint(x: from.x + Self.step(y - from.y, of: to.y - from.y, across: to.x - from.x), y: y))
      }
    }
  }

  /// `position × minor ÷ major`, rounded half up; 0 when the run has no length.
  private static func step(_ position: Int, of major: Int, across minor: Int) -> Int {
    guard major > 0 else { return 0 }
    let twice = 2 * position * minor + major
    let divisor = 2 * major
    return twice >= 0 ? twice / divisor : -((-twice + divisor - 1) / divisor)
  }
}

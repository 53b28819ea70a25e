import EaselDocument
import EaselGeometry

/// One pen stroke being drawn (spec §4, P). Unlike a `DragGesture` it accumulates: a freehand
/// stroke is the path the pointer took, not a function of where the pointer is now.
///
/// Points are Braille dots (2×4 per cell); the renderer joins consecutive points with straight
/// segments, so reports that skip dots still draw a connected stroke.
public struct PenGesture: Hashable, Sendable {
  /// Most points one stroke keeps. Reaching it ends the stroke, so a drag that never ends cannot
  /// grow a shape without bound (well below `CanvasLimits.maximumPointsPerStroke`).
  public static let maximumPoints = 100_000

  /// The points so far, from the press; never empty, no two neighbours equal.
  public private(set) var points: [DotPoint]
  /// True once the stroke reached `maximumPoints`: later motion is ignored.
  public private(set) var isEnded = false

  /// A stroke pressed at `start`; nil beyond the canvas limits.
  public init?(start: DotPoint) {
    guard Self.isWithinLimits(start) else { return nil }
    points = [start]
  }

  /// The dot the press happened at.
  public var start: DotPoint { points[0] }

  /// The dot the stroke has reached.
  public var last: DotPoint { points[points.count - 1] }

  /// Continues the stroke to `point`. A repeat of the last point, a point beyond the canvas
  /// limits and motion after the stroke ended change nothing (false). A point that carries on
  /// the last segment's horizontal, vertical or 45° run in the same direction replaces the
  /// run's end instead of being added: the drawing is the same dot for dot, with fewer points.
  @discardableResult
  public mutating func extend(to point: DotPoint) -> Bool {
    guard !isEnded, point != last, Self.isWithinLimits(point) else { return false }
    if points.count >= 2, Self.continuesRun(points[points.count - 2], last, point) {
      points[points.count - 1] = point
      return true
    }
    points.append(point)
    if points.count >= Self.maximumPoints { isEnded = true }
    return true
  }

  /// The stroke as a shape. With `intent.constrain` (Shift or the C latch) it is the straight
  /// line from the press to the last point, at 0, 45 or 90° as seen on screen; the freehand
  /// path is still recorded, so releasing Shift brings it back.
  public func shape(
    id: ShapeID, color: ShapeColor, intent: DragIntent = .plain, aspect: CellAspect = .fallback
  ) -> Shape {
    Shape(
      id: id, kind: .pen(PenStroke(points: strokePoints(intent: intent, aspect: aspect))), strokeColor: color)
  }

  private func strokePoints(intent: DragIntent, aspect: CellAspect) -> [DotPoint] {
    guard intent.constrain, points.count > 1 else { return points }
    // A dot is half a cell wide and a quarter of it tall.
    let dotAspect = CellAspect(pixelWidth: 2 * aspect.pixelWidth, pixelHeight: aspect.pixelHeight)
    let delta = CreateShapeGesture.snapAngle((last.x - start.x, last.y - start.y), aspect: dotAspect)
    let end = DotPoint(x: start.x + delta.columns, y: start.y + delta.rows)
    return Self.isWithinLimits(end) ? [start, end] : points
  }

  /// The dot under a mouse report in canvas cell (`cellColumn`, `row`). With SGR-pixel
  /// coordinates (`pixelX`, `pixelY`, as the terminal sent them) and a known cell size, the
  /// exact dot inside the cell; otherwise the dot nearest the cell's centre, which lies between
  /// four dots, so it takes the lower right one as grid snapping sends halves right and down.
  public static func dot(
    cellColumn: Int, row: Int, pixelX: Int?, pixelY: Int?, cellPixelWidth: Int, cellPixelHeight: Int
  ) -> DotPoint {
    let cell = CellPoint(column: cellColumn, row: row)
    guard let pixelX, let pixelY, cellPixelWidth > 0, cellPixelHeight > 0 else {
      return DotPoint(
        cell: cell, dotColumn: DotPoint.dotsPerCellHorizontally / 2,
        dotRow: DotPoint.dotsPerCellVertically / 2)
    }
    // Pixels count from the window's edge (and may be negative outside it): only the offset
    // inside the cell matters here.
    let dotColumn = floorModulo(pixelX, cellPixelWidth) * DotPoint.dotsPerCellHorizontally / cellPixelWidth
    let dotRow = floorModulo(pixelY, cellPixelHeight) * DotPoint.dotsPerCellVertically / cellPixelHeight
    return DotPoint(cell: cell, dotColumn: dotColumn, dotRow: dotRow)
  }

  static func isWithinLimits(_ point: DotPoint) -> Bool { CanvasLimits.contains(point.canvasCell) }

  /// True when `a`→`b` and `b`→`c` are both horizontal, vertical or exactly diagonal and point
  /// the same way: then `a`→`c` rasterizes to exactly their dots.
  static func continuesRun(_ a: DotPoint, _ b: DotPoint, _ c: DotPoint) -> Bool {
    let first = (x: b.x - a.x, y: b.y - a.y)
    let second = (x: c.x - b.x, y: c.y - b.y)
    func isStraight(_ delta: (x: Int, y: Int)) -> Bool {
      delta.x == 0 || delta.y == 0 || abs(delta.x) == abs(delta.y)
    }
    return isStraight(first) && isStraight(second) && first.x.signum() == second.x.signum()
      && first.y.signum() == second.y.signum()
  }
}

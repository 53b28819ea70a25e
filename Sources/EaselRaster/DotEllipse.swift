import EaselGeometry

/// Which dots of each dot row lie inside an ellipse inscribed in a rectangle of cells.
struct DotEllipse: Hashable, Sendable {
  let centreX: Double
  let centreY: Double
  let radiusX: Double
  let radiusY: Double
  let minY: Int
  let maxY: Int

  init(bounds: CanvasRect) {
    let width = Double(bounds.size.columns * DotPoint.dotsPerCellHorizontally)
    let height = Double(bounds.size.rows * DotPoint.dotsPerCellVertically)
    radiusX = width / 2
    radiusY = height / 2
    centreX = Double(bounds.minColumn * DotPoint.dotsPerCellHorizontally) + radiusX
    centreY = Double(bounds.minRow * DotPoint.dotsPerCellVertically) + radiusY
    minY = bounds.minRow * DotPoint.dotsPerCellVertically
    maxY = bounds.maxRow * DotPoint.dotsPerCellVertically
  }

  /// The dots of row `y` whose centres are inside; nil when none is. Computed from `y` alone,
  /// so every part of the ellipse comes out the same however it is clipped.
  func span(_ y: Int) -> ClosedRange<Int>? {
    guard y >= minY && y < maxY else { return nil }
    let offset = (Double(y) + 0.5 - centreY) / radiusY
    let squared = 1 - offset * offset
    guard squared >= 0 else { return nil }
    let halfWidth = radiusX * squared.squareRoot()
    let first = Int((centreX - halfWidth - 0.5).rounded(.up))
    let last = Int((centreX + halfWidth - 0.5).rounded(.down))
    return first <= last ? first...last : nil
  }
}

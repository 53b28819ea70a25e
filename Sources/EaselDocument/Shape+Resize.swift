import EaselGeometry

extension Shape {
  /// The shape as part of a selection whose bounds went from `old` to `new` (a resize by a
  /// handle, spec §5.1).
  ///
  /// Geometry is mapped proportionally from `old` onto `new`, so shapes resized together keep
  /// their arrangement: boxes and ellipses get their mapped edges (at least 1×1), line ends,
  /// pen dots and brush cells keep their relative place, a brush's cells grow into blocks so an
  /// enlarged stroke has no gaps, and text (never scaled) keeps its place in the room the
  /// bounds leave it. A flip mirrors the mapping along that axis, for a handle dragged past the
  /// opposite edge: lines swap direction and strokes turn over; boxes stay the same way round.
  ///
  /// An axis whose extent does not change and that does not flip is a plain translation, so
  /// `resized(from: r, to: r)` is the shape itself and equal sizes move it exactly. A shape
  /// inside `old` lands inside `new` (text wider than `new` excepted); nothing leaves
  /// `CanvasLimits`.
  public func resized(
    from old: CanvasRect, to new: CanvasRect, flipsHorizontally: Bool = false, flipsVertically: Bool = false
  ) -> Shape {
    var resized = self
    resized.kind = kind.resized(
      from: old, to: new, flipsHorizontally: flipsHorizontally, flipsVertically: flipsVertically)
    return resized
  }
}

extension ShapeKind {
  /// The geometry mapped from `old` onto `new`, as `Shape.resized(from:to:...)` describes.
  public func resized(
    from old: CanvasRect, to new: CanvasRect, flipsHorizontally: Bool = false, flipsVertically: Bool = false
  ) -> ShapeKind {
    let columns = ResizeAxis(
      from: old.minColumn, old.size.columns, to: new.minColumn, new.size.columns, flips: flipsHorizontally)
    let rows = ResizeAxis(
      from: old.minRow, old.size.rows, to: new.minRow, new.size.rows, flips: flipsVertically)
    func map(_ rect: CanvasRect) -> CanvasRect {
      let horizontal = columns.span(rect.minColumn, rect.maxColumn)
      let vertical = rows.span(rect.minRow, rect.maxRow)
      return CanvasRect(
        column: horizontal.lower, row: vertical.lower, columns: horizontal.upper - horizontal.lower,
        rows: vertical.upper - vertical.lower)
    }
    func map(_ point: CanvasPoint) -> CanvasPoint {
      CanvasPoint(column: columns.place(point.column, extent: 1), row: rows.place(point.row, extent: 1))
    }
    switch self {
    case .rectangle(var rectangle):
      rectangle.bounds = map(rectangle.bounds)
      return .rectangle(rectangle)
    case .ellipse(var ellipse):
      ellipse.bounds = map(ellipse.bounds)
      return .ellipse(ellipse)
    case .line(var line):
      line.start = map(line.start)
      line.end = map(line.end)
      line.bends = line.bends.map(map)
      return .line(line)
    case .pen(var stroke):
      // Dots are mapped like cells at dot resolution, so a stroke keeps its sub-cell detail.
      let dotColumns = columns.scaled(by: DotPoint.dotsPerCellHorizontally)
      let dotRows = rows.scaled(by: DotPoint.dotsPerCellVertically)
      stroke.points = stroke.points.map {
        DotPoint(x: dotColumns.place($0.x, extent: 1), y: dotRows.place($0.y, extent: 1))
      }
      return .pen(stroke)
    case .brush(var stroke):
      stroke.cells = Self.resizedCells(
        stroke.cells, width: TextWidth.width(of: stroke.character) == 2 ? 2 : 1, columns: columns, rows: rows)
      return .brush(stroke)
    case .text(var text):
      let size = bounds.size
      text.origin = CanvasPoint(
        column: columns.place(text.origin.column, extent: size.columns),
        row: rows.place(text.origin.row, extent: size.rows))
      return .text(text)
    }
  }

  /// Brush cells mapped as blocks (each old cell becomes the cells its mapped area covers, so
  /// an enlarged stroke stays solid), each once, in stroke order. A wide character paints
  /// every second column of its block. Should the blocks exceed the stroke limit, each cell
  /// maps to one cell instead.
  private static func resizedCells(
    _ cells: [CanvasPoint], width: Int, columns: ResizeAxis, rows: ResizeAxis
  ) -> [CanvasPoint] {
    var seen = Set<CanvasPoint>()
    var result: [CanvasPoint] = []
    for cell in cells {
      for row in rows.anchors(cell.row, extent: 1) {
        for column in columns.anchors(cell.column, extent: width) {
          let point = CanvasPoint(column: column, row: row)
          guard seen.insert(point).inserted else { continue }
          result.append(point)
          if result.count > CanvasLimits.maximumPointsPerStroke {
            return Self.deduplicated(
              cells.map {
                CanvasPoint(
                  column: columns.place($0.column, extent: width), row: rows.place($0.row, extent: 1))
              })
          }
        }
      }
    }
    return result
  }

  private static func deduplicated(_ cells: [CanvasPoint]) -> [CanvasPoint] {
    var seen = Set<CanvasPoint>()
    return cells.filter { seen.insert($0).inserted }
  }
}

/// One axis of a resize: old cells `oldMinimum ..< oldMinimum + oldExtent` onto the new ones,
/// mirrored when `flips`. Positions are scaled in integers, rounding halves up.
private struct ResizeAxis {
  var oldMinimum: Int
  var oldExtent: Int
  var newMinimum: Int
  var newExtent: Int
  var flips: Bool
  /// The coordinates the limits allow on this axis (cells, or dots after `scaled(by:)`).
  var limits: ClosedRange<Int>

  init(from oldMinimum: Int, _ oldExtent: Int, to newMinimum: Int, _ newExtent: Int, flips: Bool) {
    self.oldMinimum = oldMinimum
    self.oldExtent = oldExtent
    self.newMinimum = newMinimum
    self.newExtent = max(1, newExtent)
    self.flips = flips
    limits = -CanvasLimits.maximumCoordinate...CanvasLimits.maximumCoordinate
  }

  /// The same axis counted in units `factor` to a cell (Braille dots).
  func scaled(by factor: Int) -> ResizeAxis {
    var axis = self
    axis.oldMinimum *= factor
    axis.oldExtent *= factor
    axis.newMinimum *= factor
    axis.newExtent *= factor
    axis.limits = limits.lowerBound * factor...(limits.upperBound + 1) * factor - 1
    return axis
  }

  /// Same extent and no flip: everything just moves, exactly. An empty old extent has nothing
  /// to scale, so it moves too.
  var isTranslation: Bool { (!flips && newExtent == oldExtent) || oldExtent <= 0 }

  private var offset: Int { newMinimum - oldMinimum }
  private var newMaximum: Int { newMinimum + newExtent }

  /// Where an edge (the line before cell `x`) goes.
  func edge(_ x: Int) -> Int {
    if isTranslation { return x + offset }
    let scaled = Self.roundedRatio((x - oldMinimum) * newExtent, oldExtent)
    return flips ? newMaximum - scaled : newMinimum + scaled
  }

  /// The cells `lower ..< upper` mapped: their mapped edges, at least one cell, kept inside the
  /// new extent when that one cell would fall just past it.
  func span(_ lower: Int, _ upper: Int) -> (lower: Int, upper: Int) {
    var first = edge(lower)
    var last = edge(upper)
    if first > last { swap(&first, &last) }
    if last - first < 1 {
      if !isTranslation && first >= newMaximum { first = newMaximum - 1 }
      last = first + 1
    }
    first = max(first, limits.lowerBound)
    last = min(max(last, first + 1), limits.upperBound + 1)
    return (min(first, last - 1), last)
  }

  /// Where something `extent` cells long that starts at `x` goes. Its place in the room the old
  /// extent leaves it is scaled to the room the new one leaves, so what touches either end
  /// still does and what is not scaled (text) stays inside; with no room before it is centred,
  /// with none after it starts the new extent.
  func place(_ x: Int, extent: Int) -> Int {
    clamped(unclampedPlace(x, extent: extent), extent: extent)
  }

  private func unclampedPlace(_ x: Int, extent: Int) -> Int {
    if isTranslation { return x + offset }
    let newRoom = newExtent - extent
    let oldRoom = oldExtent - extent
    guard newRoom > 0 else { return newMinimum }
    guard oldRoom > 0 else { return newMinimum + newRoom / 2 }
    let scaled = Self.roundedRatio((x - oldMinimum) * newRoom, oldRoom)
    return flips ? newMinimum + newRoom - scaled : newMinimum + scaled
  }

  /// The starts of the copies of something `extent` long at `x` that fill its mapped area
  /// (one copy when the area is smaller).
  func anchors(_ x: Int, extent: Int) -> StrideTo<Int> {
    if isTranslation {
      let start = clamped(x + offset, extent: extent)
      return stride(from: start, to: start + 1, by: 1)
    }
    let area = span(x, x + extent)
    let first = clamped(max(newMinimum, min(area.lower, newMaximum - extent)), extent: extent)
    let count = max(1, (area.upper - first) / extent)
    return stride(from: first, to: first + count * extent, by: extent)
  }

  private func clamped(_ start: Int, extent: Int) -> Int {
    min(max(start, limits.lowerBound), max(limits.lowerBound, limits.upperBound - extent + 1))
  }

  /// numerator / denominator (positive) to the nearest integer, halves up.
  private static func roundedRatio(_ numerator: Int, _ denominator: Int) -> Int {
    floorDivide(2 * numerator + denominator, 2 * denominator)
  }
}

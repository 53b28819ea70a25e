import EaselDocument
import EaselGeometry

/// Pen strokes, ellipses and brush strokes: their drawn dots or cells minus the area.
extension Eraser {
  /// A pen stroke cut where it enters the area. Segments that draw no dot inside are kept as they
  /// are; a segment that does is redrawn dot for dot up to where it enters and from where it
  /// leaves, since a shorter segment between other ends would place its dots differently.
  static func penPieces(_ stroke: PenStroke, of shape: Shape, in area: EraseArea) -> Outcome {
    let points = stroke.points
    guard points.count > 1 else {
      return points.first.map { area.contains($0) ? .removed : .untouched } ?? .untouched
    }
    var touching = [Bool](repeating: false, count: points.count - 1)
    var work = 0
    for index in touching.indices {
      let (start, end) = (points[index], points[index + 1])
      let box = CanvasRect(corner: start.canvasCell, corner: end.canvasCell)
      guard area.intersects(box) else { continue }
      let segment = DotSegment(start: start, end: end)
      if segment.indices(near: box.intersection(area.bounds)).contains(where: {
        area.contains(segment.dot($0))
      }) {
        touching[index] = true
        work += segment.count
      }
    }
    guard touching.contains(true) else { return .untouched }
    guard work <= maximumDrawnElements else { return .tooLarge }
    var pieces: [Piece] = []
    var builder = PolylineBuilder()
    func flush() {
      pieces += penPieces(builder.points, stroke: shape.strokeColor, fill: shape.fillColor)
      builder = PolylineBuilder()
    }
    for index in touching.indices {
      let (start, end) = (points[index], points[index + 1])
      if let last = builder.last, last != start { flush() }
      guard touching[index] else {
        builder.append(start)
        builder.append(end)
        continue
      }
      let segment = DotSegment(start: start, end: end)
      for step in 0..<segment.count {
        let dot = segment.dot(step)
        if area.contains(dot) { flush() } else { builder.append(dot) }
      }
    }
    flush()
    return .replaced(pieces)
  }

  /// An ellipse becomes pen strokes of the dots it draws outside the area, filled or not.
  static func ellipsePieces(_ ellipse: Ellipse, of shape: Shape, in area: EraseArea) -> Outcome {
    let dots = EllipseDots(ellipse)
    let clip = ellipse.bounds.intersection(area.bounds)
    let perCell = DotPoint.dotsPerCellVertically
    let touches = (clip.minRow * perCell..<clip.maxRow * perCell).contains { y in
      dots.runs(y).contains { !area.isUncovered(dots: $0, y: y) }
    }
    guard touches else { return .untouched }
    guard dots.estimatedCount <= maximumDrawnElements else { return .tooLarge }
    var remaining = DotRuns()
    for y in dots.shape.minY..<dots.shape.maxY {
      remaining.append(y: y, dots.runs(y).flatMap { area.uncovered(dots: $0, y: y) })
    }
    return .replaced(
      remaining.polylines().flatMap { penPieces($0, stroke: shape.strokeColor, fill: shape.fillColor) })
  }

  /// A brush stroke becomes brush cells of size 1: those whose character the area leaves whole.
  /// Cells whose wide character a later cell broke, which showed only the stroke's background,
  /// become cells of spaces.
  static func brushPieces(_ stroke: BrushStroke, of shape: Shape, in area: EraseArea) -> Outcome {
    guard let (_, width) = Rasterizer.textGlyph(stroke.character) else { return .untouched }
    let (glyphs, blanks) = width == 2 ? visibleWideCells(stroke.cells) : (stroke.cells, [])
    func isErased(_ cell: CanvasPoint, width: Int) -> Bool {
      area.intersects(CanvasRect(origin: cell, size: CellSize(columns: width, rows: 1)))
    }
    let keptGlyphs = glyphs.filter { !isErased($0, width: width) }
    let keptBlanks = blanks.filter { !area.contains($0) }
    guard keptGlyphs.count < glyphs.count || keptBlanks.count < blanks.count else { return .untouched }
    var pieces: [Piece] = []
    if !keptBlanks.isEmpty {
      pieces.append(
        Piece(.brush(BrushStroke(cells: keptBlanks, character: " ")), stroke: .default, fill: shape.fillColor)
      )
    }
    if !keptGlyphs.isEmpty {
      let kept = BrushStroke(cells: keptGlyphs, character: stroke.character, size: 1)
      pieces.append(Piece(.brush(kept), stroke: shape.strokeColor, fill: shape.fillColor))
    }
    return .replaced(pieces)
  }

  /// Which cells of a wide-character brush still show their character once every cell is drawn
  /// in order (a later cell overlapping one breaks it, as `RasterCanvas.putGlyph` does), and
  /// which columns are left showing only the background.
  private static func visibleWideCells(_ cells: [CanvasPoint]) -> (
    glyphs: [CanvasPoint], blanks: [CanvasPoint]
  ) {
    enum Half {
      case lead
      case trail
      case blank
    }
    var halves: [CanvasPoint: Half] = [:]
    func prepare(_ cell: CanvasPoint) {
      switch halves[cell] {
      case .lead:
        halves[cell] = .blank
        halves[cell.offsetBy(columns: 1, rows: 0)] = .blank
      case .trail:
        halves[cell] = .blank
        halves[cell.offsetBy(columns: -1, rows: 0)] = .blank
      default:
        break
      }
    }
    for cell in cells {
      let trail = cell.offsetBy(columns: 1, rows: 0)
      prepare(cell)
      halves[cell] = .lead
      prepare(trail)
      halves[trail] = .trail
    }
    let glyphs = cells.filter { halves[$0] == .lead }
    let blanks = halves.filter { $0.value == .blank }.map(\.key).sorted {
      ($0.row, $0.column) < ($1.row, $1.column)
    }
    return (glyphs, blanks)
  }
}

/// The dots an ellipse draws, row by row, as `Rasterizer.drawEllipse` plots them.
struct EllipseDots {
  let shape: DotEllipse
  let isFilled: Bool
  /// At least the number of dots drawn, worked out without drawing them.
  let estimatedCount: Int

  init(_ ellipse: Ellipse) {
    shape = DotEllipse(bounds: ellipse.bounds)
    isFilled = ellipse.isFilled
    let width = ellipse.bounds.size.columns * DotPoint.dotsPerCellHorizontally
    let height = ellipse.bounds.size.rows * DotPoint.dotsPerCellVertically
    estimatedCount = isFilled ? width * height : 2 * height + 4 * width
  }

  /// The dots of row `y`, as sorted runs that do not touch.
  func runs(_ y: Int) -> [ClosedRange<Int>] {
    guard let span = shape.span(y) else { return [] }
    if isFilled { return [span] }
    // The ends, and every dot with no inside dot above or below it.
    var parts = [span.lowerBound...span.lowerBound, span.upperBound...span.upperBound]
    for neighbour in [shape.span(y - 1), shape.span(y + 1)] {
      guard let neighbour else {
        parts.append(span)
        continue
      }
      if span.lowerBound <= min(span.upperBound, neighbour.lowerBound - 1) {
        parts.append(span.lowerBound...min(span.upperBound, neighbour.lowerBound - 1))
      }
      if max(span.lowerBound, neighbour.upperBound + 1) <= span.upperBound {
        parts.append(max(span.lowerBound, neighbour.upperBound + 1)...span.upperBound)
      }
    }
    var merged: [ClosedRange<Int>] = []
    for part in parts.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, part.lowerBound <= last.upperBound + 1 {
        merged[merged.count - 1] = last.lowerBound...max(last.upperBound, part.upperBound)
      } else {
        merged.append(part)
      }
    }
    return merged
  }
}

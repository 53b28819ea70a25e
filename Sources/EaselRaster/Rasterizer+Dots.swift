import EaselDocument
import EaselGeometry

/// Shapes drawn in Braille dots: ellipses and pen strokes (slanted lines are in
/// `Rasterizer+Lines`).
extension Rasterizer {
  /// An ellipse inscribed in its bounds at dot resolution: a dot is inside when its centre is;
  /// the outline is every inside dot with an outside neighbour above, below, left or right, so
  /// it is closed and one dot thin.
  static func drawEllipse(_ ellipse: Ellipse, paint: RasterPaint, into canvas: inout RasterCanvas) {
    let clip = ellipse.bounds.intersection(canvas.bounds)
    guard !clip.isEmpty else { return }
    var dots = DotCanvas(bounds: clip)
    let shape = DotEllipse(bounds: ellipse.bounds)
    for y in dots.minY..<dots.maxY {
      guard let span = shape.span(y) else { continue }
      if ellipse.isFilled {
        plotRun(span.lowerBound, span.upperBound, y: y, into: &dots)
      } else {
        plotRun(span.lowerBound, span.lowerBound, y: y, into: &dots)
        plotRun(span.upperBound, span.upperBound, y: y, into: &dots)
        plotUncovered(span, by: shape.span(y - 1), y: y, into: &dots)
        plotUncovered(span, by: shape.span(y + 1), y: y, into: &dots)
      }
    }
    addDots(dots, foreground: paint.foreground, into: &canvas)
  }

  /// A freehand stroke: straight segments between consecutive points, each skipped unless it
  /// reaches the canvas.
  static func drawPen(_ stroke: PenStroke, paint: RasterPaint, into canvas: inout RasterCanvas) {
    guard let first = stroke.points.first else { return }
    var (minX, maxX, minY, maxY) = (first.x, first.x, first.y, first.y)
    for point in stroke.points {
      minX = min(minX, point.x)
      maxX = max(maxX, point.x)
      minY = min(minY, point.y)
      maxY = max(maxY, point.y)
    }
    let box = CanvasRect(
      corner: DotPoint(x: minX, y: minY).canvasCell, corner: DotPoint(x: maxX, y: maxY).canvasCell)
    let clip = box.intersection(canvas.bounds)
    guard !clip.isEmpty else { return }
    var dots = DotCanvas(bounds: clip)
    dots.plot(first)
    var previous = first
    for point in stroke.points.dropFirst() {
      dots.drawLine(from: previous, to: point)
      previous = point
    }
    addDots(dots, foreground: paint.foreground, into: &canvas)
  }

  /// A brush stroke: each cell gets the brush character over the fill colour, hiding what is
  /// below.
  static func drawBrush(_ stroke: BrushStroke, paint: RasterPaint, into canvas: inout RasterCanvas) {
    guard let (glyph, width) = paintGlyph(stroke.character, paint: paint) else { return }
    for cell in stroke.cells where canvas.contains(column: cell.column, row: cell.row) {
      for column in cell.column..<cell.column + width {
        canvas.setBackground(paint.fill, column: column, row: cell.row)
      }
      canvas.putGlyph(glyph, width: width, column: cell.column, row: cell.row, foreground: paint.foreground)
    }
  }

  /// What a fill or brush character is drawn as: under --ascii a one-column character outside
  /// ASCII (the default █ among them) is '#'; a wide one stays, its two cells being one glyph
  /// to the eraser. Text and labels are the user's words and are never replaced.
  static func paintGlyph(_ character: Character, paint: RasterPaint) -> (Character, Int)? {
    guard let (glyph, width) = textGlyph(character) else { return nil }
    return paint.usesASCII && width == 1 && !glyph.isASCII ? ("#", 1) : (glyph, width)
  }

  /// Stacks a shape's dots onto the canvas.
  static func addDots(_ dots: DotCanvas, foreground: Color, into canvas: inout RasterCanvas) {
    let bounds = dots.bounds
    for row in bounds.minRow..<bounds.maxRow {
      for column in bounds.minColumn..<bounds.maxColumn {
        canvas.addDots(dots.mask(column: column, row: row), column: column, row: row, foreground: foreground)
      }
    }
  }

  /// Plots the dots of `span` (in row `y`) that have no inside dot next to them in the
  /// neighbouring row whose inside dots are `neighbour`.
  private static func plotUncovered(
    _ span: ClosedRange<Int>, by neighbour: ClosedRange<Int>?, y: Int, into dots: inout DotCanvas
  ) {
    guard let neighbour else {
      plotRun(span.lowerBound, span.upperBound, y: y, into: &dots)
      return
    }
    plotRun(span.lowerBound, min(span.upperBound, neighbour.lowerBound - 1), y: y, into: &dots)
    plotRun(max(span.lowerBound, neighbour.upperBound + 1), span.upperBound, y: y, into: &dots)
  }

  /// Plots the dots `first...last` of row `y` (nothing when `last < first`), only those inside
  /// the dot canvas.
  private static func plotRun(_ first: Int, _ last: Int, y: Int, into dots: inout DotCanvas) {
    let from = max(first, dots.minX)
    let to = min(last, dots.maxX - 1)
    guard from <= to else { return }
    for x in from...to { dots.plot(DotPoint(x: x, y: y)) }
  }
}

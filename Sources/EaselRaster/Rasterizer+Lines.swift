import EaselDocument
import EaselGeometry

/// Straight lines: box-drawing for horizontal and vertical ones, Braille for other angles,
/// and arrowheads.
extension Rasterizer {
  static func drawLine(_ line: Line, paint: RasterPaint, into canvas: inout RasterCanvas) {
    let (start, end) = (line.start, line.end)
    if start.row == end.row {
      drawHorizontal(
        row: start.row, from: start.column, to: end.column, line: line, paint: paint, into: &canvas)
    } else if start.column == end.column {
      drawVertical(
        column: start.column, from: start.row, to: end.row, line: line, paint: paint, into: &canvas)
    } else {
      drawSlanted(line, paint: paint, into: &canvas)
    }
    drawArrowheads(line, paint: paint, into: &canvas)
  }

  /// A run along a row: each cell gets arms towards its neighbours on the line, so the end
  /// cells join a frame they lie on (`├`) instead of crossing it. A line of one cell is a
  /// short horizontal stroke.
  private static func drawHorizontal(
    row: Int, from startColumn: Int, to endColumn: Int, line: Line, paint: RasterPaint,
    into canvas: inout RasterCanvas
  ) {
    guard row >= canvas.bounds.minRow && row < canvas.bounds.maxRow else { return }
    let (low, high) = (min(startColumn, endColumn), max(startColumn, endColumn))
    let first = max(low, canvas.bounds.minColumn)
    let last = min(high, canvas.bounds.maxColumn - 1)
    guard first <= last else { return }
    for column in first...last {
      let junction = BoxJunction(
        up: false, down: false, left: column > low || low == high, right: column < high || low == high,
        style: line.style)
      canvas.addLines(junction, column: column, row: row, foreground: paint.foreground)
    }
  }

  private static func drawVertical(
    column: Int, from startRow: Int, to endRow: Int, line: Line, paint: RasterPaint,
    into canvas: inout RasterCanvas
  ) {
    guard column >= canvas.bounds.minColumn && column < canvas.bounds.maxColumn else { return }
    let (low, high) = (min(startRow, endRow), max(startRow, endRow))
    let first = max(low, canvas.bounds.minRow)
    let last = min(high, canvas.bounds.maxRow - 1)
    guard first <= last else { return }
    for row in first...last {
      let junction = BoxJunction(
        up: row > low, down: row < high, left: false, right: false, style: line.style)
      canvas.addLines(junction, column: column, row: row, foreground: paint.foreground)
    }
  }

  /// Braille dots from the centre of the start cell to the centre of the end cell.
  private static func drawSlanted(_ line: Line, paint: RasterPaint, into canvas: inout RasterCanvas) {
    let clip = CanvasRect(corner: line.start, corner: line.end).intersection(canvas.bounds)
    guard !clip.isEmpty else { return }
    var dots = DotCanvas(bounds: clip)
    dots.drawLine(from: centreDot(of: line.start), to: centreDot(of: line.end))
    addDots(dots, foreground: paint.foreground, into: &canvas)
  }

  /// The dot a slanted line starts or ends at: a cell has no middle dot (2×4), so this is the
  /// upper left of the middle four, the same for every cell.
  private static func centreDot(of cell: CanvasPoint) -> DotPoint {
    DotPoint(
      x: cell.column * DotPoint.dotsPerCellHorizontally,
      y: cell.row * DotPoint.dotsPerCellVertically + DotPoint.dotsPerCellVertically / 2 - 1)
  }

  /// Arrowheads replace the end cells, pointing away from the other end.
  private static func drawArrowheads(_ line: Line, paint: RasterPaint, into canvas: inout RasterCanvas) {
    let (start, end) = (line.start, line.end)
    if line.arrowAtStart {
      let glyph =
        start == end
        ? Glyphs.arrow(columns: -1, rows: 0, usesASCII: paint.usesASCII)
        : Glyphs.arrow(
          columns: start.column - end.column, rows: start.row - end.row, usesASCII: paint.usesASCII)
      canvas.putGlyph(glyph, width: 1, column: start.column, row: start.row, foreground: paint.foreground)
    }
    if line.arrowAtEnd {
      let glyph =
        start == end
        ? Glyphs.arrow(columns: 1, rows: 0, usesASCII: paint.usesASCII)
        : Glyphs.arrow(
          columns: end.column - start.column, rows: end.row - start.row, usesASCII: paint.usesASCII)
      canvas.putGlyph(glyph, width: 1, column: end.column, row: end.row, foreground: paint.foreground)
    }
  }
}

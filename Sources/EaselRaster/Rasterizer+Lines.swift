import EaselDocument
import EaselGeometry

/// Straight lines: box-drawing for horizontal and vertical ones, Braille for other angles,
/// and arrowheads.
extension Rasterizer {
  static func drawLine(_ line: Line, paint: RasterPaint, into canvas: inout RasterCanvas) {
    let (start, end) = (line.start, line.end)
    if !line.bends.isEmpty {
      // An elbow route: each run joins the next at a corner cell, which gets arms from both.
      let vertices = line.vertices
      for (a, b) in zip(vertices, vertices.dropFirst()) {
        if a.row == b.row {
          drawHorizontal(row: a.row, from: a.column, to: b.column, line: line, paint: paint, into: &canvas)
        } else {
          drawVertical(column: a.column, from: a.row, to: b.row, line: line, paint: paint, into: &canvas)
        }
      }
    } else if start.row == end.row {
      drawHorizontal(
        row: start.row, from: start.column, to: end.column, line: line, paint: paint, into: &canvas)
    } else if start.column == end.column {
      drawVertical(
        column: start.column, from: start.row, to: end.row, line: line, paint: paint, into: &canvas)
    } else if line.style.isASCII && abs(end.column - start.column) == abs(end.row - start.row) {
      drawDiagonal(line, paint: paint, into: &canvas)
    } else {
      drawSlanted(line, paint: paint, into: &canvas)
    }
    drawArrowheads(line, paint: paint, into: &canvas)
    if let label = line.labelPlacement { drawLineLabel(label, paint: paint, into: &canvas) }
  }

  /// A connector's label over its middle run: each line of text with a blank cell either side,
  /// so the run stops short of the text instead of touching it.
  static func drawLineLabel(_ label: LineLabelPlacement, paint: RasterPaint, into canvas: inout RasterCanvas)
  {
    guard label.area.intersects(canvas.bounds) else { return }
    for line in label.lines where line.row >= canvas.bounds.minRow && line.row < canvas.bounds.maxRow {
      let width = textWidth(of: line.text)
      let blanks =
        max(line.column - 1, canvas.bounds.minColumn)..<min(line.column + width + 1, canvas.bounds.maxColumn)
      for column in blanks {
        canvas.putGlyph(" ", width: 1, column: column, row: line.row, foreground: paint.foreground)
      }
      putText(
        line.text, column: line.column, row: line.row, within: nil, foreground: paint.foreground,
        into: &canvas)
    }
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

  /// An ASCII line at 45°: `\` or `/` in each cell, as ASCII art draws slants.
  private static func drawDiagonal(_ line: Line, paint: RasterPaint, into canvas: inout RasterCanvas) {
    let columnStep = (line.end.column - line.start.column).signum()
    let rowStep = (line.end.row - line.start.row).signum()
    let glyph: Character = columnStep == rowStep ? "\\" : "/"
    let clip = CanvasRect(corner: line.start, corner: line.end).intersection(canvas.bounds)
    guard !clip.isEmpty else { return }
    // Only the steps whose row lies in the canvas.
    let rows =
      rowStep > 0
      ? (clip.minRow - line.start.row)..<(clip.maxRow - line.start.row)
      : (line.start.row - clip.maxRow + 1)..<(line.start.row - clip.minRow + 1)
    for step in rows {
      let column = line.start.column + step * columnStep
      let row = line.start.row + step * rowStep
      canvas.putGlyph(glyph, width: 1, column: column, row: row, foreground: paint.foreground)
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

  /// Arrowheads point away from the rest of the line, along its last run. A free end's
  /// arrowhead replaces the end cell; an end attached to a shape keeps its junction on the
  /// frame, and the arrowhead sits in the cell beside it.
  private static func drawArrowheads(_ line: Line, paint: RasterPaint, into canvas: inout RasterCanvas) {
    let vertices = line.vertices
    // An end kept a gap away from its shape draws its arrowhead in its own cell, as a free end.
    if line.arrowAtStart {
      drawArrowhead(
        tip: vertices[0], from: vertices[1], isBound: line.startBinding?.gap == 0, fallback: -1,
        line: line, paint: paint, into: &canvas)
    }
    if line.arrowAtEnd {
      drawArrowhead(
        tip: vertices[vertices.count - 1], from: vertices[vertices.count - 2],
        isBound: line.endBinding?.gap == 0, fallback: 1, line: line, paint: paint, into: &canvas)
    }
  }

  /// One arrowhead at `tip`, pointing away from `from`; a line of one cell points along
  /// `fallback` (−1 left, 1 right).
  private static func drawArrowhead(
    tip: CanvasPoint, from: CanvasPoint, isBound: Bool, fallback: Int, line: Line, paint: RasterPaint,
    into canvas: inout RasterCanvas
  ) {
    let columns = tip.column - from.column
    let rows = tip.row - from.row
    let isStraightRun = columns == 0 || rows == 0
    let glyph = Glyphs.arrowhead(
      columns: columns == 0 && rows == 0 ? fallback : columns, rows: rows, head: line.arrowhead,
      lineStyle: line.style, usesASCII: paint.usesASCII)
    var cell = tip
    if isBound && isStraightRun && abs(columns) + abs(rows) >= 2 {
      cell = CanvasPoint(column: tip.column - columns.signum(), row: tip.row - rows.signum())
    }
    canvas.putGlyph(glyph, width: 1, column: cell.column, row: cell.row, foreground: paint.foreground)
  }
}

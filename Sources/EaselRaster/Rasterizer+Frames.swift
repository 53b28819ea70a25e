import EaselDocument
import EaselGeometry

/// Rectangles: fill colour, fill character, frame, label, in that order.
extension Rasterizer {
  static func drawRectangle(_ rectangle: Rectangle, paint: RasterPaint, into canvas: inout RasterCanvas) {
    let box = rectangle.bounds
    let clip = box.intersection(canvas.bounds)
    guard !clip.isEmpty else { return }
    if paint.hasFillColor { setBackground(paint.fill, over: clip, in: &canvas) }
    let interior = interior(of: box)
    if let fill = rectangle.fillCharacter {
      fillInterior(interior, with: fill, paint: paint, into: &canvas)
    }
    drawFrame(box, style: rectangle.frameStyle, paint: paint, into: &canvas)
    if !rectangle.label.isEmpty {
      drawLabel(LabelLayout(rectangle), foreground: paint.foreground, into: &canvas)
    }
  }

  /// The cells inside the frame; empty for a box one or two cells thin.
  static func interior(of box: CanvasRect) -> CanvasRect {
    guard box.size.columns > 2 && box.size.rows > 2 else { return .zero }
    return CanvasRect(
      column: box.minColumn + 1, row: box.minRow + 1, columns: box.size.columns - 2,
      rows: box.size.rows - 2)
  }

  static func setBackground(_ color: Color, over rect: CanvasRect, in canvas: inout RasterCanvas) {
    let clip = rect.intersection(canvas.bounds)
    guard !clip.isEmpty else { return }
    for row in clip.minRow..<clip.maxRow {
      for column in clip.minColumn..<clip.maxColumn {
        canvas.setBackground(color, column: column, row: row)
      }
    }
  }

  /// Fills the interior with `character`, which hides what is below (a space makes the box
  /// opaque) and lays the fill colour, or the default background, under it. A wide character
  /// repeats every two columns from the interior's left edge, with a space in an odd last column.
  private static func fillInterior(
    _ interior: CanvasRect, with character: Character, paint: RasterPaint, into canvas: inout RasterCanvas
  ) {
    let clip = interior.intersection(canvas.bounds)
    guard !clip.isEmpty, let (glyph, width) = paintGlyph(character, paint: paint) else { return }
    setBackground(paint.fill, over: clip, in: &canvas)
    let firstColumn = clip.minColumn - (clip.minColumn - interior.minColumn) % width
    for row in clip.minRow..<clip.maxRow {
      for column in stride(from: firstColumn, to: clip.maxColumn, by: width) {
        if column + width > interior.maxColumn {
          canvas.putGlyph(" ", width: 1, column: column, row: row, foreground: paint.foreground)
        } else {
          canvas.putGlyph(glyph, width: width, column: column, row: row, foreground: paint.foreground)
        }
      }
    }
  }

  /// Adds the frame's arms, visiting only the border cells inside the canvas. A box one cell
  /// thin comes out as a line; a box of one cell, which has no room for arms, as a small square.
  private static func drawFrame(
    _ box: CanvasRect, style: FrameStyle, paint: RasterPaint, into canvas: inout RasterCanvas
  ) {
    let clip = box.intersection(canvas.bounds)
    let (top, bottom) = (box.minRow, box.maxRow - 1)
    let (left, right) = (box.minColumn, box.maxColumn - 1)
    if top == bottom && left == right {
      let glyph = Glyphs.singleCellBox(style, usesASCII: paint.usesASCII)
      canvas.putGlyph(glyph, width: 1, column: left, row: top, foreground: paint.foreground)
      return
    }
    func addBorderCell(column: Int, row: Int) {
      let onHorizontalEdge = row == top || row == bottom
      let onVerticalEdge = column == left || column == right
      let junction = BoxJunction(
        up: onVerticalEdge && row > top, down: onVerticalEdge && row < bottom,
        left: onHorizontalEdge && column > left, right: onHorizontalEdge && column < right, style: style)
      canvas.addLines(junction, column: column, row: row, foreground: paint.foreground)
    }
    let edgeRows = top == bottom ? [top] : [top, bottom]
    for row in edgeRows where row >= clip.minRow && row < clip.maxRow {
      for column in clip.minColumn..<clip.maxColumn { addBorderCell(column: column, row: row) }
    }
    let firstInnerRow = max(top + 1, clip.minRow)
    let innerRows = firstInnerRow..<max(firstInnerRow, min(bottom, clip.maxRow))
    let edgeColumns = left == right ? [left] : [left, right]
    for column in edgeColumns where column >= clip.minColumn && column < clip.maxColumn {
      for row in innerRows { addBorderCell(column: column, row: row) }
    }
  }

  /// A label as `LabelLayout` places it; what does not fit is cut off (a wide character that
  /// would straddle the edge of its area is left out).
  static func drawLabel(_ layout: LabelLayout, foreground: Color, into canvas: inout RasterCanvas) {
    let interior = layout.interior
    guard !interior.isEmpty else { return }
    let (top, bottom) = (
      max(interior.minRow, canvas.bounds.minRow), min(interior.maxRow, canvas.bounds.maxRow)
    )
    guard top < bottom else { return }
    layout.forEachLine(within: top..<bottom) { row, line, column in
      putText(
        line, column: column, row: row, within: interior.minColumn..<interior.maxColumn,
        foreground: foreground, into: &canvas)
    }
  }

}

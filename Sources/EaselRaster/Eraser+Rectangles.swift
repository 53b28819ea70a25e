import EaselDocument
import EaselGeometry

/// Rectangles: the frame is cut like lines, the fill becomes brush cells and the label text.
extension Eraser {
  /// Pieces in the order `Rasterizer.drawRectangle` draws: the fill colour (spaces, under the
  /// frame too), the fill character, the frame, the label.
  static func rectanglePieces(
    _ rectangle: Rectangle, of shape: Shape, in area: EraseArea, options: RasterOptions
  ) -> Outcome {
    let box = rectangle.bounds
    let interior = Rasterizer.interior(of: box)
    let hasBackground = shape.fillColor != .default
    let fill = rectangle.fillCharacter.flatMap { Rasterizer.textGlyph($0) != nil ? $0 : nil }
    let label = placeLabel(of: rectangle)
    let edges = [
      CanvasRect(column: box.minColumn, row: box.minRow, columns: box.size.columns, rows: 1),
      CanvasRect(column: box.minColumn, row: box.maxRow - 1, columns: box.size.columns, rows: 1),
      CanvasRect(column: box.minColumn, row: box.minRow, columns: 1, rows: box.size.rows),
      CanvasRect(column: box.maxColumn - 1, row: box.minRow, columns: 1, rows: box.size.rows),
    ]
    let remainingLabel = remainingText(label, in: area)
    let touches =
      edges.contains { area.intersects($0) } || (fill != nil && area.intersects(interior))
      || (hasBackground && area.intersects(box)) || remainingLabel.touched
    guard touches else { return .untouched }
    let cellCount = (hasBackground ? box.size.area : 0) + (fill != nil ? interior.size.area : 0)
    guard cellCount <= maximumDrawnElements else { return .tooLarge }

    // Cells showing only the fill colour: under the frame, under the interior when no fill
    // character covers it, and what is left of a wide fill character cut by the area.
    var blanks =
      hasBackground ? remainingCells(of: box, except: fill != nil ? interior : .zero, in: area) : []
    var fillPieces: [Piece] = []
    if let fill, !interior.isEmpty {
      let cells = fillCells(fill, interior: interior, in: area)
      blanks += cells.halves
      if !cells.glyphs.isEmpty {
        let brush = BrushStroke(cells: cells.glyphs, character: fill)
        fillPieces.append(Piece(.brush(brush), stroke: shape.strokeColor, fill: shape.fillColor))
      }
      if !cells.spaces.isEmpty {
        let brush = BrushStroke(cells: cells.spaces, character: " ")
        fillPieces.append(Piece(.brush(brush), stroke: shape.strokeColor, fill: shape.fillColor))
      }
    }
    var pieces: [Piece] = []
    if !blanks.isEmpty {
      pieces.append(
        Piece(.brush(BrushStroke(cells: blanks, character: " ")), stroke: .default, fill: shape.fillColor))
    }
    pieces += fillPieces
    if box.size.columns > 1 || box.size.rows > 1 {
      pieces += framePieces(box, style: rectangle.frameStyle, of: shape, in: area, options: options)
    }
    pieces += remainingLabel.texts.map { Piece(.text($0), stroke: shape.strokeColor, fill: shape.fillColor) }
    return .replaced(pieces)
  }

  /// The cells of `box` outside `hole` and outside the area, row by row.
  private static func remainingCells(of box: CanvasRect, except hole: CanvasRect, in area: EraseArea)
    -> [CanvasPoint]
  {
    var cells: [CanvasPoint] = []
    for row in box.minRow..<box.maxRow {
      var spans = [box.minColumn...box.maxColumn - 1]
      if !hole.isEmpty && row >= hole.minRow && row < hole.maxRow {
        spans = EraseArea.subtract([hole.minColumn..<hole.maxColumn], from: spans[0])
      }
      for span in spans {
        for run in area.uncovered(columns: span, row: row) {
          cells += run.map { CanvasPoint(column: $0, row: row) }
        }
      }
    }
    return cells
  }

  /// Where the fill character is drawn outside the area. A wide character repeats every two
  /// columns from the interior's left edge, with a space in an odd last column, as `Rasterizer`
  /// fills it; one the area cuts in half leaves its outside half, which keeps the fill opaque
  /// (and may already show only the fill colour, where the label broke the character).
  private static func fillCells(_ fill: Character, interior: CanvasRect, in area: EraseArea) -> (
    glyphs: [CanvasPoint], spaces: [CanvasPoint], halves: [CanvasPoint]
  ) {
    let width = Rasterizer.textGlyph(fill)?.1 ?? 1
    var (glyphs, spaces, halves): ([CanvasPoint], [CanvasPoint], [CanvasPoint]) = ([], [], [])
    let lastColumn = interior.maxColumn - 1
    let hasSpaceColumn = width == 2 && interior.size.columns % 2 == 1
    for row in interior.minRow..<interior.maxRow {
      for run in area.uncovered(columns: interior.minColumn...lastColumn, row: row) {
        for column in run {
          let cell = CanvasPoint(column: column, row: row)
          if width == 1 {
            glyphs.append(cell)
          } else if hasSpaceColumn && column == lastColumn {
            spaces.append(cell)
          } else {
            let lead = column - floorModulo(column - interior.minColumn, 2)
            if lead < run.lowerBound || lead + 1 > run.upperBound {
              halves.append(cell)
            } else if lead == column {
              glyphs.append(cell)
            }
          }
        }
      }
    }
    return (glyphs, spaces, halves)
  }
}

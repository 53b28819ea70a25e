import EaselGeometry

/// Turning the stacked canvas into grid cells.
extension Rasterizer {
  /// Writes the cells of `area` (inside the canvas, which reaches one column further each
  /// side) into the grid with `area.origin` at `origin`.
  static func write(
    _ canvas: RasterCanvas, area: CanvasRect, into grid: inout CellGrid, at origin: CellPoint,
    usesASCII: Bool
  ) {
    for row in area.minRow..<area.maxRow {
      let screenRow = origin.row + row - area.minRow
      var column = area.minColumn
      while column < area.maxColumn {
        let screen = CellPoint(column: origin.column + column - area.minColumn, row: screenRow)
        let cell = canvas[column, row]
        if cell.isContinuation {
          // The lead is just left of the area: keep the character if the grid shows it whole.
          let lead = gridCell(canvas[column - 1, row], usesASCII: usesASCII)
          keepOrBlank(lead, leadAt: screen.offsetBy(columns: -1, rows: 0), blanking: screen, in: &grid)
          column += 1
        } else if cell.isWideGlyph && column == area.maxColumn - 1 {
          // The right half is just right of the area.
          let lead = gridCell(cell, usesASCII: usesASCII)
          keepOrBlank(lead, leadAt: screen, blanking: screen, in: &grid)
          column += 1
        } else {
          grid.place(gridCell(cell, usesASCII: usesASCII), at: screen)
          column += cell.isWideGlyph ? 2 : 1
        }
      }
    }
  }

  /// Leaves a wide character the area's edge cuts alone when the grid already shows it at
  /// `leadAt`, so redrawing a small area gives the cells a full redraw gives; otherwise
  /// blanks the half inside the area.
  private static func keepOrBlank(
    _ lead: Cell, leadAt: CellPoint, blanking: CellPoint, in grid: inout CellGrid
  ) {
    let trail = leadAt.offsetBy(columns: 1, rows: 0)
    if grid.contains(leadAt) && grid.contains(trail) && grid[leadAt] == lead && grid[trail].isContinuation {
      return
    }
    grid.place(.blank(style: Style(background: lead.style.background)), at: blanking)
  }

  /// The grid cell for a canvas cell. A blank shows only its background, so it compares equal
  /// however it became blank.
  private static func gridCell(_ cell: RasterCell, usesASCII: Bool) -> Cell {
    let style = Style(foreground: cell.foreground, background: cell.background)
    switch cell.content {
    case .empty, .continuation:
      return .blank(style: Style(background: cell.background))
    case .lines(let junction):
      return Cell(junction.glyph(usesASCII: usesASCII), style: style)
    case .dots(let mask):
      return Cell(Glyphs.dots(mask, usesASCII: usesASCII), style: style)
    case .glyph(let character, _):
      return Cell(character, style: style)
    }
  }
}

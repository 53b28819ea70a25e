import EaselDocument
import EaselGeometry
import EaselRaster

/// Drawing shapes into a `CellGrid`: they are stacked into a `RasterCanvas` covering only the
/// visible part of the area (plus one column each side, so wide characters cut by the edge come
/// out the same as in a full redraw), then its cells are written to the grid.
extension Rasterizer {
  /// Draws `shapes` (bottom to top, i.e. z-order) clipped to the canvas `area`, writing every cell of
  /// `area` into `grid` with canvas `area.origin` at screen cell `screenOrigin`: cells no shape covers
  /// become plain blanks. Cost is proportional to the clipped area and the shapes given, never to a
  /// shape's full size outside `area`.
  ///
  /// Cells of `area` that fall outside the grid are skipped. A wide character the area's left or
  /// right edge cuts in half is left alone when the grid already shows it there, and otherwise
  /// becomes a blank; as with any `CellGrid` write, a wide character in the grid straddling the
  /// edge loses its outside half.
  public static func draw<Shapes: Sequence<Shape>>(
    _ shapes: Shapes, area: CanvasRect, into grid: inout CellGrid, at screenOrigin: CellPoint,
    options: RasterOptions = RasterOptions()
  ) {
    let visible = visiblePart(of: area, in: grid, at: screenOrigin)
    guard !visible.isEmpty else { return }
    var canvas = RasterCanvas(
      bounds: CanvasRect(
        column: visible.minColumn - 1, row: visible.minRow, columns: visible.size.columns + 2,
        rows: visible.size.rows))
    draw(shapes, into: &canvas, options: options)
    let visibleOrigin = screenOrigin.offsetBy(
      columns: visible.minColumn - area.minColumn, rows: visible.minRow - area.minRow)
    write(canvas, area: visible, into: &grid, at: visibleOrigin, usesASCII: options.usesASCII)
  }

  /// The part of `area` whose screen cells lie inside the grid.
  private static func visiblePart(of area: CanvasRect, in grid: CellGrid, at screenOrigin: CellPoint)
    -> CanvasRect
  {
    let onScreen = CellRect(origin: screenOrigin, size: area.size).intersection(grid.bounds)
    guard !onScreen.isEmpty else { return .zero }
    return CanvasRect(
      origin: area.origin.offsetBy(
        columns: onScreen.minColumn - screenOrigin.column, rows: onScreen.minRow - screenOrigin.row),
      size: onScreen.size)
  }

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
    guard let character = cell.character(usesASCII: usesASCII) else {
      return .blank(style: Style(background: cell.background))
    }
    return Cell(character, style: Style(foreground: cell.foreground, background: cell.background))
  }
}

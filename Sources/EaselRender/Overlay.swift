import EaselDocument
import EaselGeometry

/// What the editor draws over the document: grid dots, selection outlines and handles, the
/// marquee region and the keyboard cursor. Drawn into the screen grid after the canvas layer
/// is copied in, so none of it ever reaches the cached canvas.
public enum Overlay {
  /// The style of selection outlines, handles and the marquee.
  public static let selectionStyle = Style(foreground: .ansi(14))
  public static let gridStyle = Style(foreground: .ansi(8), attributes: .dim)
  /// Smart guides stand out from the selection's cyan.
  public static let guideStyle = Style(foreground: .ansi(13))

  /// A dot at every grid intersection on a blank cell of the viewport.
  public static func drawGrid(
    _ grid: Grid, viewport: Viewport, into cells: inout CellGrid, usesASCII: Bool
  ) {
    guard grid.columns > 0, grid.rows > 0 else { return }
    let area = viewport.canvasRect
    let dot = Cell(usesASCII ? "." : "·", style: gridStyle)
    var row = ceilingMultiple(area.minRow, of: grid.rows)
    while row < area.maxRow {
      var column = ceilingMultiple(area.minColumn, of: grid.columns)
      while column < area.maxColumn {
        let point = viewport.screenPoint(for: CanvasPoint(column: column, row: row))
        if cells.contains(point), cells[point] == .blank { cells[point] = dot }
        column += grid.columns
      }
      row += grid.rows
    }
  }

  /// Dotted outlines just outside each selected shape, and the eight resize handles around
  /// the bounds of the whole selection. Outlines only take blank cells so the drawing stays
  /// readable; handles always show.
  public static func drawSelection(
    shapeBounds: [CanvasRect], viewport: Viewport, into cells: inout CellGrid, usesASCII: Bool
  ) {
    guard let first = shapeBounds.first else { return }
    let horizontal = Cell(usesASCII ? "-" : "┄", style: selectionStyle)
    let vertical = Cell(usesASCII ? ":" : "┆", style: selectionStyle)
    for bounds in shapeBounds {
      outline(
        bounds.expanded(by: 1), horizontal: horizontal, vertical: vertical, viewport: viewport, into: &cells)
    }
    let all = shapeBounds.dropFirst().reduce(first) { $0.union($1) }.expanded(by: 1)
    let handle = Cell(usesASCII ? "#" : "■", style: selectionStyle)
    let middleColumn = all.minColumn + (all.size.columns - 1) / 2
    let middleRow = all.minRow + (all.size.rows - 1) / 2
    for row in [all.minRow, middleRow, all.maxRow - 1] {
      for column in [all.minColumn, middleColumn, all.maxColumn - 1] {
        if row == middleRow && column == middleColumn { continue }
        put(
          handle, at: CanvasPoint(column: column, row: row), viewport: viewport, into: &cells,
          onlyOnBlank: false)
      }
    }
  }

  /// The handles of the one selected line (spec §8 "Editing"): its two ends and its movable
  /// runs, drawn over whatever is there.
  public static func drawLineHandles(
    _ cells: [CanvasPoint], viewport: Viewport, into grid: inout CellGrid, usesASCII: Bool
  ) {
    let handle = Cell(usesASCII ? "o" : "●", style: selectionStyle)
    for cell in cells {
      put(handle, at: cell, viewport: viewport, into: &grid, onlyOnBlank: false)
    }
  }

  /// The marquee region kept by the selection (spec §5.5): a dashed frame.
  public static func drawRegion(
    _ region: CanvasRect, viewport: Viewport, into cells: inout CellGrid, usesASCII: Bool
  ) {
    let horizontal = Cell(usesASCII ? "-" : "╌", style: selectionStyle)
    let vertical = Cell(usesASCII ? ":" : "╎", style: selectionStyle)
    outline(
      region, horizontal: horizontal, vertical: vertical, viewport: viewport, into: &cells, onlyOnBlank: false
    )
  }

  /// Smart guides (spec §9 "Arrange"): a dotted line along each, over the blank cells of the
  /// span it joins, so the shapes lined up keep their own edges. A guide between two cells (the
  /// centre of an even width or height) is a thin line on the first cell's far side.
  public static func drawGuides(
    _ guides: [GuideLine], viewport: Viewport, into cells: inout CellGrid, usesASCII: Bool
  ) {
    let area = viewport.canvasRect
    for guide in guides {
      let between = guide.position % 2 != 0
      let line = floorDivide(guide.position, 2)
      switch guide.axis {
      case .vertical:
        guard line >= area.minColumn, line < area.maxColumn else { continue }
        let glyph: Character = usesASCII ? "|" : between ? "▕" : "┊"
        let cell = Cell(glyph, style: guideStyle)
        for row in guide.span.clamped(to: area.minRow..<area.maxRow) {
          put(
            cell, at: CanvasPoint(column: line, row: row), viewport: viewport, into: &cells, onlyOnBlank: true
          )
        }
      case .horizontal:
        guard line >= area.minRow, line < area.maxRow else { continue }
        let glyph: Character = usesASCII ? (between ? "_" : "-") : between ? "▁" : "┈"
        let cell = Cell(glyph, style: guideStyle)
        for column in guide.span.clamped(to: area.minColumn..<area.maxColumn) {
          put(
            cell, at: CanvasPoint(column: column, row: line), viewport: viewport, into: &cells,
            onlyOnBlank: true)
        }
      }
    }
  }

  /// The keyboard cursor: the cell under it in reverse video.
  public static func drawCursor(_ cursor: CanvasPoint, viewport: Viewport, into cells: inout CellGrid) {
    guard viewport.contains(cursor) else { return }
    var point = viewport.screenPoint(for: cursor)
    var cell = cells[point]
    if cell.isContinuation, point.column > 0 {
      point.column -= 1
      cell = cells[point]
    }
    cell.style.attributes.formSymmetricDifference(.reverse)
    cells[point] = cell
  }

  private static func outline(
    _ rect: CanvasRect, horizontal: Cell, vertical: Cell, viewport: Viewport, into cells: inout CellGrid,
    onlyOnBlank: Bool = true
  ) {
    guard !rect.isEmpty else { return }
    let visible = rect.intersection(viewport.canvasRect.expanded(by: 1))
    guard !visible.isEmpty else { return }
    for column in visible.minColumn..<visible.maxColumn {
      put(
        horizontal, at: CanvasPoint(column: column, row: rect.minRow), viewport: viewport, into: &cells,
        onlyOnBlank: onlyOnBlank)
      put(
        horizontal, at: CanvasPoint(column: column, row: rect.maxRow - 1), viewport: viewport, into: &cells,
        onlyOnBlank: onlyOnBlank)
    }
    for row in visible.minRow..<visible.maxRow {
      put(
        vertical, at: CanvasPoint(column: rect.minColumn, row: row), viewport: viewport, into: &cells,
        onlyOnBlank: onlyOnBlank)
      put(
        vertical, at: CanvasPoint(column: rect.maxColumn - 1, row: row), viewport: viewport, into: &cells,
        onlyOnBlank: onlyOnBlank)
    }
  }

  private static func put(
    _ cell: Cell, at point: CanvasPoint, viewport: Viewport, into cells: inout CellGrid, onlyOnBlank: Bool
  ) {
    guard viewport.contains(point) else { return }
    let screen = viewport.screenPoint(for: point)
    if onlyOnBlank && cells[screen] != .blank { return }
    cells[screen] = cell
  }

  /// The smallest multiple of `step` at or above `value`.
  private static func ceilingMultiple(_ value: Int, of step: Int) -> Int {
    -floorDivide(-value, step) * step
  }
}

extension CanvasRect {
  /// The rectangle grown by `amount` cells on every side.
  public func expanded(by amount: Int) -> CanvasRect {
    CanvasRect(
      column: minColumn - amount, row: minRow - amount, columns: size.columns + 2 * amount,
      rows: size.rows + 2 * amount)
  }
}

import EaselDocument
import EaselGeometry

/// Draws document shapes into a `CellGrid`.
///
/// Shapes are first stacked into a `RasterCanvas` covering only the visible part of the area
/// (plus one column each side, so wide characters cut by the edge come out the same as in a
/// full redraw), then its cells are written to the grid. Every shape draws only the part that
/// falls inside, so a cell comes out the same whatever area it is drawn as part of.
///
/// Stacking rules, bottom to top:
/// - Frames and straight lines add box-drawing arms and join what is below (`BoxJunction`).
/// - Braille dots (pen strokes, ellipses, slanted lines) OR with dots below.
/// - Anything else drawn over a cell replaces it: text, labels, fill characters, brush cells,
///   arrowheads; and dots over lines or lines over dots (the topmost shape wins, so a stroke
///   drawn over a frame shows as dots and a frame drawn over a stroke shows as a frame).
/// - The foreground is the topmost contributor's stroke colour; the background is the topmost
///   fill colour (a filled rectangle, a brush), which text and lines drawn above keep.
public enum Rasterizer {
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
    for shape in shapes {
      draw(shape, into: &canvas, options: options)
    }
    let visibleOrigin = screenOrigin.offsetBy(
      columns: visible.minColumn - area.minColumn, rows: visible.minRow - area.minRow)
    write(canvas, area: visible, into: &grid, at: visibleOrigin, usesASCII: options.usesASCII)
  }

  /// Maps a document colour to a renderer colour.
  public static func color(_ color: ShapeColor) -> Color {
    switch color {
    case .default: return .default
    case .ansi(let index): return .ansi(index)
    case .palette(let index): return .palette(index)
    case .rgb(let red, let green, let blue): return .rgb(red, green, blue)
    }
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

  private static func draw(_ shape: Shape, into canvas: inout RasterCanvas, options: RasterOptions) {
    let paint = RasterPaint(shape, options: options)
    switch shape.kind {
    case .rectangle(let rectangle): drawRectangle(rectangle, paint: paint, into: &canvas)
    case .ellipse(let ellipse): drawEllipse(ellipse, paint: paint, into: &canvas)
    case .line(let line): drawLine(line, paint: paint, into: &canvas)
    case .pen(let stroke): drawPen(stroke, paint: paint, into: &canvas)
    case .brush(let stroke): drawBrush(stroke, paint: paint, into: &canvas)
    case .text(let text): drawText(text, paint: paint, into: &canvas)
    }
  }
}

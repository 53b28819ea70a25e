import EaselDocument
import EaselGeometry

/// Draws document shapes into a `RasterCanvas` (EaselRender writes the canvas into a `CellGrid`:
/// `Rasterizer.draw(_:area:into:at:options:)`).
///
/// Every shape draws only the part that falls inside the canvas, so a cell comes out the same
/// whatever area it is drawn as part of.
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
  /// Stacks `shapes` (bottom to top, i.e. z-order) into `canvas`, each clipped to its bounds.
  /// Cost is proportional to the canvas and the shapes given, never to a shape's full size
  /// outside the canvas.
  public static func draw<Shapes: Sequence<Shape>>(
    _ shapes: Shapes, into canvas: inout RasterCanvas, options: RasterOptions = RasterOptions()
  ) {
    for shape in shapes {
      draw(shape, into: &canvas, options: options)
    }
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

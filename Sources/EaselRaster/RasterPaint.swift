import EaselDocument

/// The colours and glyph set one shape is drawn with, worked out once per shape.
struct RasterPaint: Hashable, Sendable {
  /// The stroke colour: lines, dots, characters and text.
  var foreground: Color
  /// The fill colour: the background of filled interiors and brush cells.
  var fill: Color
  var usesASCII: Bool

  init(_ shape: Shape, options: RasterOptions) {
    foreground = options.usesColor ? Rasterizer.color(shape.strokeColor) : .default
    fill = options.usesColor ? Rasterizer.color(shape.fillColor) : .default
    usesASCII = options.usesASCII
  }

  /// True when the shape has a fill colour of its own to lay under its cells.
  var hasFillColor: Bool { fill != .default }
}

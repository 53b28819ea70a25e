/// One cell of a `RasterCanvas` while shapes are being stacked: what is drawn there so far.
struct RasterCell: Hashable, Sendable {
  enum Content: Hashable, Sendable {
    /// Nothing drawn: a blank (in the cell's background).
    case empty
    /// Box-drawing arms from frames and straight lines, merged across shapes.
    case lines(BoxJunction)
    /// Braille dots from pens, ellipses and slanted lines, OR-ed across shapes.
    case dots(UInt8)
    /// A character that hides what is below: text, labels, fills, brushes, arrowheads. A wide
    /// one is followed by a `continuation`.
    case glyph(Character, isWide: Bool)
    /// The right half of the wide glyph to the left.
    case continuation
  }

  var content = Content.empty
  /// The colour of the topmost shape that drew the content.
  var foreground = Color.default
  /// The topmost fill under the content; a frame, a line or text keeps the one below.
  var background = Color.default

  var isWideGlyph: Bool {
    if case .glyph(_, isWide: true) = content { return true }
    return false
  }

  var isContinuation: Bool { content == .continuation }
}

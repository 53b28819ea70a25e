/// One cell of a `RasterCanvas` while shapes are being stacked: what is drawn there so far.
///
/// Its accessors are `@inlinable`: the screen reads every cell of every redrawn row through them
/// from another module, where a call per cell would cost a tenth of a frame.
public struct RasterCell: Hashable, Sendable {
  @usableFromInline
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

  @usableFromInline var content = Content.empty
  /// The colour of the topmost shape that drew the content.
  public internal(set) var foreground = Color.default
  /// The topmost fill under the content; a frame, a line or text keeps the one below.
  public internal(set) var background = Color.default

  /// True for the left half of a wide glyph; the cell to its right is a continuation.
  @inlinable public var isWideGlyph: Bool {
    if case .glyph(_, isWide: true) = content { return true }
    return false
  }

  /// True for the right half of the wide glyph to the left.
  @inlinable public var isContinuation: Bool {
    if case .continuation = content { return true }
    return false
  }

  /// The character the cell shows: the junction's box-drawing glyph, the Braille (or ASCII)
  /// character for its dots, or its glyph; nil for a blank (nothing drawn, or the right half of
  /// a wide glyph), which shows only the background.
  @inlinable public func character(usesASCII: Bool) -> Character? {
    switch content {
    case .empty, .continuation: return nil
    case .lines(let junction): return junction.glyph(usesASCII: usesASCII)
    case .dots(let mask): return Glyphs.dots(mask, usesASCII: usesASCII)
    case .glyph(let character, _): return character
    }
  }
}

import EaselGeometry

/// One screen cell: a grapheme cluster, its width and its style.
///
/// A wide character is a lead cell of width 2 followed by a `continuation` cell, which the
/// encoder never writes: the terminal fills it when it draws the lead. The grapheme is a
/// `String` because Swift stores up to 15 UTF-8 bytes inline, so typical cells allocate nothing.
public struct Cell: Hashable, Sendable {
  public private(set) var grapheme: String
  /// 1 or 2 for a drawable cell, 0 for a continuation.
  public private(set) var width: UInt8
  public var style: Style

  /// A cell showing `character`; controls become U+FFFD, and a zero-width cluster (a lone
  /// combining mark) is drawn over a space so it still occupies its cell.
  public init(_ character: Character, style: Style = .plain) {
    if TextWidth.isControl(character) {
      self.init(grapheme: "\u{FFFD}", width: 1, style: style)
      return
    }
    let width = TextWidth.width(of: character)
    if width == 0 {
      self.init(grapheme: " " + String(character), width: 1, style: style)
    } else {
      self.init(grapheme: String(character), width: UInt8(width), style: style)
    }
  }

  private init(grapheme: String, width: UInt8, style: Style) {
    self.grapheme = grapheme
    self.width = width
    self.style = style
  }

  /// A space in the plain style: what a cleared screen shows.
  public static let blank = Cell(grapheme: " ", width: 1, style: .plain)

  /// A space in `style`, so a cleared cell keeps its background.
  public static func blank(style: Style) -> Cell { Cell(grapheme: " ", width: 1, style: style) }

  /// The right half of a wide character.
  public static let continuation = Cell(grapheme: "", width: 0, style: .plain)

  public var isContinuation: Bool { width == 0 }
  public var isWide: Bool { width == 2 }
}

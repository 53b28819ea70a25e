/// A colour as a document stores it; the renderer maps it to what the terminal can show.
///
/// Kept separate from the renderer's colour so the document does not depend on rendering.
public enum ShapeColor: Hashable, Sendable {
  /// The terminal's own foreground (or background).
  case `default`
  /// One of the 16 themed colours: 0...7 normal, 8...15 bright.
  case ansi(UInt8)
  /// An index into the 256-colour palette.
  case palette(UInt8)
  case rgb(UInt8, UInt8, UInt8)

  /// The stroke colours keys 1–9 and 0 pick (spec §4): red, green, yellow, blue, magenta, cyan,
  /// white, bright red, bright blue, and 0 for the terminal's default.
  public static func paletteKey(_ digit: Int) -> ShapeColor {
    switch digit {
    case 1: return .ansi(1)
    case 2: return .ansi(2)
    case 3: return .ansi(3)
    case 4: return .ansi(4)
    case 5: return .ansi(5)
    case 6: return .ansi(6)
    case 7: return .ansi(7)
    case 8: return .ansi(9)
    case 9: return .ansi(12)
    default: return .default
    }
  }
}

/// A text or background colour as the document states it; the encoder maps it down to what
/// the terminal supports (`ColorDepth`).
public enum Color: Hashable, Sendable {
  /// The terminal's own foreground or background.
  case `default`
  /// One of the 16 themed colours (0...7 normal, 8...15 bright); values above 15 wrap.
  case ansi(UInt8)
  /// An index into the 256-colour palette.
  case palette(UInt8)
  case rgb(UInt8, UInt8, UInt8)
}

/// How many colours the terminal shows, from `COLORTERM`, the capability probe or `NO_COLOR`.
public enum ColorDepth: Hashable, Sendable {
  /// 24-bit colour (SGR 38;2;r;g;b).
  case trueColor
  /// The xterm 256-colour palette (SGR 38;5;n).
  case palette256
  /// The 16 themed colours (SGR 30–37, 90–97).
  case ansi16
  /// No colour at all (`NO_COLOR`); bold, underline and the other attributes still show.
  case none
}

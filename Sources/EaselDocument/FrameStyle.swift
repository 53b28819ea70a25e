/// The characters a rectangle's frame (and a straight line) is drawn with.
public enum FrameStyle: String, CaseIterable, Hashable, Sendable {
  case light
  case heavy
  case double
  /// Light lines with rounded corners.
  case rounded
  /// `+`, `-` and `|`, for terminals and files without box drawing.
  case ascii
  /// Light dashed runs (`┄ ┆`) with light corners and junctions. Since version 2 of the format.
  case dashed
  /// ASCII with rounded corners: `.` where a run turns down, `'` where it turns up (`.--.` over
  /// `'--'`), `+` where runs meet. Since version 3 of the format.
  case asciiRounded
  /// ASCII with double horizontal runs: `=` across, `|` down (ASCII has no double bar), `+` at
  /// corners and junctions (`+==+`). Since version 3 of the format.
  case asciiDouble
  /// ASCII drawn with underscores: `_` across, `|` down, the classic ` ____ ` over `|____|` box
  /// (a corner turning down is blank, one turning up is `|`). Where it meets a frame or line of
  /// another style, the junction is drawn in that style (`+`, `├`): an underscore has no
  /// junction of its own. Since version 3 of the format.
  case asciiUnderscore

  /// Drawn with ASCII characters only, whatever the terminal can show.
  public var isASCII: Bool {
    self == .ascii || self == .asciiRounded || self == .asciiDouble || self == .asciiUnderscore
  }
}

/// The characters a line's arrowheads are drawn with.
public enum ArrowheadStyle: String, CaseIterable, Hashable, Sendable {
  /// As the line's style: `> < ^ v` on an ASCII line, `→ ← ↑ ↓` on any other.
  case standard
  /// `> < ^ v` whatever the line's style.
  case ascii
  /// `→ ← ↑ ↓` whatever the line's style.
  case arrow
  /// `▶ ◀ ▲ ▼`.
  case triangle
  /// `► ◄`, and `▲ ▼` up and down (Unicode has no upright pointers).
  case pointer
}

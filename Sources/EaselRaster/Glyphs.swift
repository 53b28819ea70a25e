import EaselDocument

/// The fixed characters the rasterizers draw besides box-drawing junctions.
@usableFromInline
enum Glyphs {
  /// The Braille character for a dot mask, or in ASCII mode one character per non-empty cell
  /// by how many of its 8 dots are set: `.` for 1–3 (a thin stroke), `*` for 4–7 (a dense
  /// stroke or an edge of a filled shape), `#` for all 8 (the inside of a filled shape).
  @usableFromInline static func dots(_ mask: UInt8, usesASCII: Bool) -> Character {
    guard usesASCII else { return Character(Unicode.Scalar(0x2800 + UInt32(mask))!) }
    switch mask.nonzeroBitCount {
    case 0: return " "
    case 1...3: return "."
    case 4...7: return "*"
    default: return "#"
    }
  }

  /// A line's arrowhead pointing along (`columns`, `rows`) in its `head` style: ASCII where the
  /// terminal is (`usesASCII`), where the line's style is and the head is standard, or where
  /// the head is ASCII; ASCII having no slanted arrows, a slanted run's head is `↗` or a
  /// triangle's `◥` unless the terminal needs ASCII.
  static func arrowhead(
    columns: Int, rows: Int, head: ArrowheadStyle, lineStyle: FrameStyle, usesASCII: Bool
  ) -> Character {
    let isStraight = columns == 0 || rows == 0
    switch head {
    case .standard:
      return arrow(columns: columns, rows: rows, usesASCII: usesASCII || (lineStyle.isASCII && isStraight))
    case .ascii:
      return arrow(columns: columns, rows: rows, usesASCII: usesASCII || isStraight)
    case .arrow:
      return arrow(columns: columns, rows: rows, usesASCII: usesASCII)
    case .triangle, .pointer:
      guard !usesASCII else { return arrow(columns: columns, rows: rows, usesASCII: true) }
      return triangle(columns: columns, rows: rows, isPointer: head == .pointer)
    }
  }

  /// `▶ ◀ ▲ ▼` (or the pointers `► ◄`) along the nearest axis, `◥ ◤ ◢ ◣` in between.
  private static func triangle(columns: Int, rows: Int, isPointer: Bool) -> Character {
    let across = abs(columns)
    let down = 2 * abs(rows)
    if down * 1000 <= across * 414 {
      return columns < 0 ? (isPointer ? "◄" : "◀") : (isPointer ? "►" : "▶")
    }
    if across * 1000 <= down * 414 { return rows < 0 ? "▲" : "▼" }
    switch (columns < 0, rows < 0) {
    case (false, false): return "◢"
    case (false, true): return "◥"
    case (true, false): return "◣"
    case (true, true): return "◤"
    }
  }

  /// The arrowhead pointing along (`columns`, `rows`), in cells: the nearest of the eight
  /// directions as seen on screen, where a cell is about twice as tall as it is wide. ASCII
  /// has only the four straight ones.
  static func arrow(columns: Int, rows: Int, usesASCII: Bool) -> Character {
    let across = abs(columns)
    let down = 2 * abs(rows)
    // tan(22.5°) ≈ 0.414: within 22.5° of an axis the arrow is straight.
    let isHorizontal = down * 1000 <= across * 414
    let isVertical = across * 1000 <= down * 414
    if usesASCII {
      if across >= down { return columns < 0 ? "<" : ">" }
      return rows < 0 ? "^" : "v"
    }
    if isHorizontal { return columns < 0 ? "←" : "→" }
    if isVertical { return rows < 0 ? "↑" : "↓" }
    switch (columns < 0, rows < 0) {
    case (false, false): return "↘"
    case (false, true): return "↗"
    case (true, false): return "↙"
    case (true, true): return "↖"
    }
  }

  /// A box only one cell big, which has no room for a frame.
  static func singleCellBox(_ style: FrameStyle, usesASCII: Bool) -> Character {
    if usesASCII { return "+" }
    switch style {
    case .light, .rounded, .dashed: return "□"
    case .heavy: return "■"
    case .double: return "▣"
    case .ascii, .asciiRounded, .asciiDouble, .asciiUnderscore: return "+"
    }
  }
}

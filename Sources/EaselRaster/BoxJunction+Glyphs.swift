/// The character a junction is drawn with.
extension BoxJunction {
  /// The glyph for these arms: the topmost shape's ASCII characters when it is an ASCII style
  /// (`+ - |`, with `.` and `'` corners when rounded, `=` across when double), plain ASCII when
  /// asked for; rounded corners for a rounded topmost shape; otherwise the Unicode box-drawing
  /// character with exactly these weights, or, where Unicode has none (heavy meeting double,
  /// double meeting light on one axis), the same arms all in the topmost shape's weight.
  @usableFromInline func glyph(usesASCII: Bool) -> Character {
    let arms = extendingLoneArm()
    if style.isASCII || usesASCII {
      let glyph = arms.asciiGlyph
      switch style {
      case .asciiRounded: return arms.asciiRoundedCorner ?? glyph
      case .asciiDouble: return glyph == "-" ? "=" : glyph
      case .asciiUnderscore: return arms.underscoreGlyph
      default: return glyph
      }
    }
    if style == .rounded, let corner = arms.roundedCorner { return corner }
    if style == .dashed, let dash = arms.dash { return dash }
    if let glyph = Self.glyphs[Int(arms.key)] { return glyph }
    let fallback = arms.withAllArms(Self.weight(of: style))
    return Self.glyphs[Int(fallback.key)] ?? " "
  }

  /// `-` for a horizontal run, `|` for a vertical one, `+` wherever they meet or turn.
  private var asciiGlyph: Character {
    let vertical = up != .none || down != .none
    let horizontal = left != .none || right != .none
    switch (vertical, horizontal) {
    case (true, false): return "|"
    case (false, true): return "-"
    case (false, false): return " "
    case (true, true): return "+"
    }
  }

  /// `|` wherever a stroke comes down into the cell (a run down, a corner turning up, a line
  /// meeting a run from above); `_` along a run across, also where a line leaves it downwards;
  /// blank at a corner turning down, since the `_` before it already draws the turn (` ____ `
  /// over `|    |`).
  private var underscoreGlyph: Character {
    if up != .none { return "|" }
    let across = (left != .none, right != .none)
    if down != .none { return across == (true, true) ? "_" : " " }
    return across.0 || across.1 ? "_" : " "
  }

  /// `.` for a corner turning down, `'` for one turning up; nil for anything else.
  private var asciiRoundedCorner: Character? {
    let vertical = (up != .none, down != .none)
    let horizontal = (left != .none) != (right != .none)
    guard horizontal else { return nil }
    switch vertical {
    case (false, true): return "."
    case (true, false): return "'"
    default: return nil
    }
  }

  /// `┄` for a light horizontal run, `┆` for a light vertical one; nil where runs meet or turn,
  /// which join like light.
  private var dash: Character? {
    let horizontal = left == .light && right == .light && up == .none && down == .none
    let vertical = up == .light && down == .light && left == .none && right == .none
    return horizontal ? "┄" : vertical ? "┆" : nil
  }

  /// The rounded corner for a light corner; nil for any other junction, which then joins
  /// like light.
  private var roundedCorner: Character? {
    let light = (up == .light, down == .light, left == .light, right == .light)
    let none = (up == .none, down == .none, left == .none, right == .none)
    switch (light, none) {
    case ((false, true, false, true), (true, false, true, false)): return "╭"
    case ((false, true, true, false), (true, false, false, true)): return "╮"
    case ((true, false, false, true), (false, true, true, false)): return "╰"
    case ((true, false, true, false), (false, true, false, true)): return "╯"
    default: return nil
    }
  }

  /// Packs the four weights into one byte (up in the low bits), the glyph table's key.
  private var key: UInt8 {
    up.rawValue | down.rawValue << 2 | left.rawValue << 4 | right.rawValue << 6
  }

  /// Every box-drawing character with two or more arms, indexed by its arms' key (an array:
  /// every drawn line cell looks one up).
  private static let glyphs: [Character?] = {
    var table = [Character?](repeating: nil, count: 256)
    for entry in glyphList {
      let characters = Array(entry)
      let weights = characters.prefix(4).map(weight(code:))
      let junction = BoxJunction(
        up: weights[0], down: weights[1], left: weights[2], right: weights[3], style: .light)
      table[Int(junction.key)] = characters[4]
    }
    return table
  }()

  static func weight(code: Character) -> Weight {
    switch code {
    case "l": return .light
    case "h": return .heavy
    case "d": return .double
    default: return .none
    }
  }

  /// Each entry: the weights of the up, down, left and right arms (`.` none, `l` light,
  /// `h` heavy, `d` double), then the glyph. Generated from the Unicode names of U+2500–U+257F;
  /// lone arms (`╴`) are left out because a lone arm is drawn as a full line.
  static let glyphList: [String] = [
    "..ll─", "..hh━", "ll..│", "hh..┃", ".l.l┌", ".l.h┍", ".h.l┎", ".h.h┏", ".ll.┐", ".lh.┑",
    ".hl.┒", ".hh.┓", "l..l└", "l..h┕", "h..l┖", "h..h┗", "l.l.┘", "l.h.┙", "h.l.┚", "h.h.┛",
    "ll.l├", "ll.h┝", "hl.l┞", "lh.l┟", "hh.l┠", "hl.h┡", "lh.h┢", "hh.h┣", "lll.┤", "llh.┥",
    "hll.┦", "lhl.┧", "hhl.┨", "hlh.┩", "lhh.┪", "hhh.┫", ".lll┬", ".lhl┭", ".llh┮", ".lhh┯",
    ".hll┰", ".hhl┱", ".hlh┲", ".hhh┳", "l.ll┴", "l.hl┵", "l.lh┶", "l.hh┷", "h.ll┸", "h.hl┹",
    "h.lh┺", "h.hh┻", "llll┼", "llhl┽", "lllh┾", "llhh┿", "hlll╀", "lhll╁", "hhll╂", "hlhl╃",
    "hllh╄", "lhhl╅", "lhlh╆", "hlhh╇", "lhhh╈", "hhhl╉", "hhlh╊", "hhhh╋", "..dd═", "dd..║",
    ".l.d╒", ".d.l╓", ".d.d╔", ".ld.╕", ".dl.╖", ".dd.╗", "l..d╘", "d..l╙", "d..d╚", "l.d.╛",
    "d.l.╜", "d.d.╝", "ll.d╞", "dd.l╟", "dd.d╠", "lld.╡", "ddl.╢", "ddd.╣", ".ldd╤", ".dll╥",
    ".ddd╦", "l.dd╧", "d.ll╨", "d.dd╩", "lldd╪", "ddll╫", "dddd╬", "..lh╼", "lh..╽", "..hl╾",
    "hl..╿",
  ]
}

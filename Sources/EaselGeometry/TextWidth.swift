/// How many terminal columns text takes, computed from Unicode properties in the standard
/// library (no Foundation, no ICU tables of our own beyond the East Asian wide ranges).
///
/// The choices, which match terminals that lay out grapheme clusters (kitty, WezTerm, foot,
/// mode 2027) and agree with wcwidth-based terminals on everything but rare clusters:
/// - A control character (Cc, line and paragraph separators) has no width and is never put in
///   a grid raw: `CellGrid` draws U+FFFD in its place.
/// - Combining and enclosing marks (Mn, Me), format characters (Cf: ZWJ, ZWSP, bidi marks,
///   except the soft hyphen), variation selectors and Hangul medial vowels and final
///   consonants are zero-width: they join the character before them.
/// - East Asian Wide and Fullwidth characters (the ranges below) and emoji with emoji
///   presentation are 2 wide; so is any emoji followed by U+FE0F (emoji presentation). U+FE0E
///   (text presentation) changes nothing: every emoji-presentation character is also East
///   Asian Wide, and terminals keep it 2 wide however it is drawn.
/// - A cluster is as wide as its widest scalar, capped at 2: a ZWJ family, a flag (two
///   regional indicators) or a skin-toned emoji is one 2-wide glyph.
public enum TextWidth {
  /// The width of one scalar on its own: 0, 1 or 2.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return 1 }  // ASCII fast path
    // What drawings are made of, one column each with no property lookups (the renderer asks
    // for every cell it writes): Latin-1 letters and signs, box drawing and block elements,
    // Braille. `TextWidthTests.fastRangesAreSingleWidth` checks each scalar's properties.
    if oneColumnRanges.contains(where: { $0.contains(value) }) { return 1 }
    if isControl(scalar) || isZeroWidth(scalar) { return 0 }
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// The width of a grapheme cluster: 0 for controls and lone zero-width marks, else 1 or 2.
  public static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.count == 1 { return width(of: first) }
    if isControl(first) { return 0 }
    if first.properties.isEmoji && scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    var widest = 0
    for scalar in scalars {
      widest = max(widest, width(of: scalar))
      if widest == 2 { break }
    }
    return widest
  }

  /// The total width of a string, cluster by cluster.
  public static func width(of text: String) -> Int {
    // Printable ASCII is one column per byte; only other text needs grapheme breaking.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    var total = 0
    for character in text { total += width(of: character) }
    return total
  }

  /// Characters that must never reach the terminal raw: C0, DEL, C1, and the line and
  /// paragraph separators that some terminals treat as newlines.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (value >= 0x7F && value < 0xA0) { return true }
    return value == 0x2028 || value == 0x2029
  }

  /// True for a character with nothing to draw: the cluster's first scalar decides this.
  public static func isControl(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return true }
    return isControl(first)
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value >= 0x1160 && value <= 0x11FF { return true }  // Hangul medial vowels, final consonants
    if value == 0x00AD { return false }  // soft hyphen: terminals show it
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }

  /// East Asian Wide (W) and Fullwidth (F) blocks, as Unicode's EastAsianWidth.txt assigns
  /// them; emoji are handled through their emoji presentation property instead.
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4,  // ideographic symbols
    0x17000...0x18CFF,  // Tangut, Khitan
    0x1AFF0...0x1B2FF,  // Kana supplement and extensions, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK extensions B–F, compatibility supplement
    0x30000...0x3FFFD,  // CJK extensions G and later
  ]

  /// Scalars 1 column wide whatever the rules below say (none is a control, mark, format
  /// character, wide or emoji; U+00AD, the soft hyphen, is 1 by the rule above it).
  static let oneColumnRanges: [Range<UInt32>] = [0xA0..<0x300, 0x2500..<0x25A0, 0x2800..<0x2900]

  private static func isWide(_ value: UInt32) -> Bool {
    if value < 0x1100 { return false }
    for range in wideRanges {
      if value < range.lowerBound { return false }
      if value <= range.upperBound { return true }
    }
    return false
  }
}

import Testing

@testable import EaselGeometry

@Suite("TextWidth")
struct TextWidthTests {
  @Test("ASCII letters, digits and punctuation are one column")
  func ascii() {
    for scalar in (0x20...0x7E).compactMap(Unicode.Scalar.init) {
      #expect(TextWidth.width(of: scalar) == 1)
    }
    #expect(TextWidth.width(of: "Hello, world!") == 13)
  }

  @Test("the ranges taken as one column without lookups hold no control, mark, format, wide or emoji scalar")
  func fastRangesAreSingleWidth() {
    var checked = 0
    for range in TextWidth.oneColumnRanges {
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        checked += 1
        #expect(!TextWidth.isControl(scalar), "U+\(String(value, radix: 16))")
        #expect(!TextWidth.wideRanges.contains { $0.contains(value) }, "U+\(String(value, radix: 16))")
        #expect(!scalar.properties.isEmojiPresentation, "U+\(String(value, radix: 16))")
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: Issue.record("U+\(String(value, radix: 16)) is a mark")
        case .format where value != 0xAD: Issue.record("U+\(String(value, radix: 16)) is a format character")
        default: break
        }
        #expect(TextWidth.width(of: scalar) == 1)
      }
    }
    #expect(checked == 0x260 + 0xA0 + 0x100)
    // Just outside: a combining mark and a wide-or-emoji geometric shape keep their widths.
    #expect(TextWidth.width(of: Unicode.Scalar(0x301)!) == 0)
    #expect(TextWidth.width(of: Unicode.Scalar(0x25FE)!) == 2)
  }

  @Test("CJK ideographs, kana, Hangul and fullwidth forms are two columns")
  func eastAsianWide() {
    for character: Character in ["漢", "字", "あ", "カ", "한", "ㄱ", "Ａ", "！", "　", "𠀋", "〇"] {
      #expect(TextWidth.width(of: character) == 2, "\(character)")
    }
    #expect(TextWidth.width(of: "日本語") == 6)
    #expect(TextWidth.width(of: "ｱ") == 1)  // halfwidth katakana stays narrow
    #expect(TextWidth.width(of: "é") == 1)
    #expect(TextWidth.width(of: "Ω") == 1)
  }

  @Test("Emoji with emoji presentation are two columns")
  func emoji() {
    #expect(TextWidth.width(of: Character("😀")) == 2)
    #expect(TextWidth.width(of: Character("🚀")) == 2)
    #expect(TextWidth.width(of: Character("⌚")) == 2)
    #expect(TextWidth.width(of: Character("👍🏽")) == 2)  // skin tone modifier
  }

  @Test("U+FE0F makes a text-style emoji wide; U+FE0E leaves the width alone")
  func variationSelectors() {
    #expect(TextWidth.width(of: Character("❤")) == 1)
    #expect(TextWidth.width(of: Character("❤\u{FE0F}")) == 2)
    #expect(TextWidth.width(of: Character("1\u{FE0F}\u{20E3}")) == 2)  // keycap
    #expect(TextWidth.width(of: Character("😀\u{FE0E}")) == 2)
    #expect(TextWidth.width(of: Character("❤\u{FE0E}")) == 1)
  }

  @Test("Combining marks add no width")
  func combiningMarks() {
    #expect(TextWidth.width(of: Unicode.Scalar(0x0301)!) == 0)
    #expect(TextWidth.width(of: Unicode.Scalar(0x20DD)!) == 0)  // enclosing circle
    #expect(TextWidth.width(of: Character("e\u{0301}")) == 1)
    #expect(TextWidth.width(of: Character("a\u{0308}\u{0323}")) == 1)
    #expect(TextWidth.width(of: "e\u{0301}te\u{0301}") == 3)
    #expect(TextWidth.width(of: Character("\u{0301}")) == 0)
    #expect(TextWidth.width(of: Character("か\u{3099}")) == 2)
  }

  @Test("A ZWJ sequence is one two-column glyph")
  func zwjSequences() {
    let family: Character = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
    #expect(family.unicodeScalars.count == 7)
    #expect(TextWidth.width(of: family) == 2)
    #expect(TextWidth.width(of: Character("🏳\u{FE0F}\u{200D}🌈")) == 2)
    #expect(TextWidth.width(of: Unicode.Scalar(0x200D)!) == 0)
  }

  @Test("A flag of two regional indicators is two columns")
  func flags() {
    let flag: Character = "🇯🇵"
    #expect(flag.unicodeScalars.count == 2)
    #expect(TextWidth.width(of: flag) == 2)
    #expect(TextWidth.width(of: "🇯🇵🇫🇷") == 4)
  }

  @Test("Hangul syllables built from jamo are one wide glyph")
  func hangulJamo() {
    let syllable: Character = "\u{1100}\u{1161}\u{11A8}"
    #expect(TextWidth.width(of: syllable) == 2)
    #expect(TextWidth.width(of: Unicode.Scalar(0x1161)!) == 0)
  }

  @Test("Control characters have no width and are flagged")
  func controls() {
    for value: UInt32 in [0x00, 0x07, 0x0A, 0x1B, 0x7F, 0x85, 0x9B, 0x2028] {
      let scalar = Unicode.Scalar(value)!
      #expect(TextWidth.width(of: scalar) == 0)
      #expect(TextWidth.isControl(scalar))
    }
    #expect(TextWidth.width(of: Character("\r\n")) == 0)
    #expect(TextWidth.isControl(Character("\r\n")))
    #expect(!TextWidth.isControl(Character("a")))
    #expect(TextWidth.width(of: Unicode.Scalar(0x200B)!) == 0)  // zero width space
    #expect(TextWidth.width(of: Unicode.Scalar(0x00AD)!) == 1)  // soft hyphen
  }
}

import EaselTerminal
import Testing

@testable import EaselApp

/// The one policy for outside text shown to a person (issue 12, items 12 and 13).
@Suite("PrintableText")
struct PrintableTextTests {
  @Test("every byte a file name holds outside UTF-8 is shown as ?, as ls shows it")
  func strayBytesShownAsQuestionMarks() {
    let name = SystemPath.string([0x63, 0x61, 0x66, 0xE9, 0x2E, 0xFF, 0x80])
    #expect(PrintableText.sanitized(name) == "caf?.??")
    for value in SystemPath.escapes {
      #expect(PrintableText.isUnsafe(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
    }
  }

  @Test("controls and bidi marks become ?; letters, emoji and wide characters stay")
  func controlsReplaced() {
    #expect(PrintableText.sanitized("a\u{1B}[31mb\u{202E}c\u{2028}d\u{85}") == "a?[31mb?c?d?")
    #expect(PrintableText.sanitized("café 图表 🎨 \u{10FF7F}") == "café 图表 🎨 \u{10FF7F}")
  }
}

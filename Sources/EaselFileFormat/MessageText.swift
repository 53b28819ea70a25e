/// Makes text from a file safe to put in a one-line error message.
enum MessageText {
  /// `text` with control characters, line and paragraph separators and format characters
  /// (bidi overrides, zero-width joiners) written as `\u{1B}`, so a message printed to a
  /// terminal can neither move the cursor nor reorder what follows.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let isUnsafe =
        value < 0x20 || (value >= 0x7F && value < 0xA0) || value == 0x2028 || value == 0x2029
        || scalar.properties.generalCategory == .format
      if isUnsafe {
        result += "\\u{" + JSONReader.hex(value) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `"text"`, escaped and cut to about 32 characters.
  static func quoted(_ text: String) -> String {
    let cut = text.unicodeScalars.count > 32
    let shown = cut ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(32))) : text
    return "\"" + escaped(shown) + (cut ? "…\"" : "\"")
  }
}

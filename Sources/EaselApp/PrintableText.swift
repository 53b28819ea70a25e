/// Text from outside Easel (file names, arguments, messages quoting them) made safe to show:
/// every character that could steer a terminal or reorder the line around it — C0, DEL, C1,
/// the line and paragraph separators, the bidirectional controls, and a file name's byte that is
/// not UTF-8 — becomes `?`.
public enum PrintableText {
  public static func sanitized(_ text: String, limit: Int = 200) -> String {
    var result = ""
    for scalar in text.unicodeScalars.prefix(limit) {
      result.unicodeScalars.append(isUnsafe(scalar) ? "?" : scalar)
    }
    return result
  }

  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F..<0xA0: return true  // C0, DEL, C1
    case 0x2028, 0x2029: return true  // line and paragraph separators
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidi controls
    // A file name's byte that is not UTF-8, as EaselTerminal's SystemPath keeps it.
    case 0x10FF80...0x10FFFF: return true
    default: return false
    }
  }
}

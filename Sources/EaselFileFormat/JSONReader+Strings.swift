extension JSONReader {
  /// Reads a string, refusing control characters other than an escaped line break (`\n`),
  /// invalid UTF-8, unpaired surrogates and strings over `limit` UTF-8 bytes.
  ///
  /// Control characters are refused here rather than stripped, whether raw or escaped, so
  /// nothing in a document can ever reach the terminal as an escape sequence.
  mutating func readString(limit: Int = EaselFile.maximumStringBytes) throws(FileFormatError) -> String {
    guard current == UInt8(ascii: "\"") else { throw expected("a string") }
    let start = index
    index += 1
    let contentStart = index
    // Fast path: plain ASCII with no escapes, the usual case.
    while index < bytes.count {
      let byte = bytes[index]
      guard byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") else { break }
      if byte == UInt8(ascii: "\"") {
        let length = index - contentStart
        guard length <= limit else { throw tooLong(limit, at: start) }
        index += 1
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index - 1]), as: UTF8.self)
      }
      index += 1
    }
    return try readStringSlowly(from: start, contentStart: contentStart, limit: limit)
  }

  /// The general case: validates UTF-8 and decodes escapes into a buffer.
  private mutating func readStringSlowly(
    from start: Int, contentStart: Int, limit: Int
  ) throws(FileFormatError) -> String {
    guard index - contentStart <= limit else { throw tooLong(limit, at: start) }
    var decoded: [UInt8] = []
    decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
    while true {
      guard index < bytes.count else {
        throw error("the string that starts at \(describePosition(start)) is not closed", at: index)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: decoded, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        let scalar = try readEscape()
        decoded.append(contentsOf: UTF8.encode(scalar)!)
      } else if byte < 0x80 {
        if byte == 0x0A { throw error("a line break inside a string must be written as \\n") }
        if byte < 0x20 || byte == 0x7F { throw controlCharacter(UInt32(byte)) }
        decoded.append(byte)
        index += 1
      } else {
        let length = try validateUTF8Sequence()
        decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
        index += length
      }
      guard decoded.count <= limit else { throw tooLong(limit, at: start) }
    }
  }

  /// Reads `\x` or `\uXXXX` (with a following low surrogate where needed) at the cursor.
  private mutating func readEscape() throws(FileFormatError) -> Unicode.Scalar {
    let start = index
    guard index + 1 < bytes.count else { throw error("the string is not closed", at: bytes.count) }
    let letter = bytes[index + 1]
    index += 2
    switch letter {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "b"): throw controlCharacter(0x08, at: start)
    case UInt8(ascii: "f"): throw controlCharacter(0x0C, at: start)
    case UInt8(ascii: "r"): throw controlCharacter(0x0D, at: start)
    case UInt8(ascii: "t"): throw controlCharacter(0x09, at: start)
    case UInt8(ascii: "u"): break
    default:
      throw error("\(escapedSnippet(from: start, maximumBytes: 2)) is not a JSON escape", at: start)
    }
    var value = try readHexQuad(escapeAt: start)
    if value >= 0xDC00 && value <= 0xDFFF {
      throw error("\(escapedSnippet(from: start, maximumBytes: 6)) is an unpaired surrogate", at: start)
    }
    if value >= 0xD800 && value <= 0xDBFF {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
      else {
        throw error("\(escapedSnippet(from: start, maximumBytes: 6)) is an unpaired surrogate", at: start)
      }
      index += 2
      let low = try readHexQuad(escapeAt: index - 2)
      guard low >= 0xDC00 && low <= 0xDFFF else {
        throw error("\(escapedSnippet(from: start, maximumBytes: 6)) is an unpaired surrogate", at: start)
      }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    }
    if value != 0x0A && Self.isControl(value) { throw controlCharacter(value, at: start) }
    return Unicode.Scalar(value)!
  }

  private mutating func readHexQuad(escapeAt start: Int) throws(FileFormatError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
        throw error(
          "\(escapedSnippet(from: start, maximumBytes: index - start)) needs four hex digits", at: start)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  /// Checks the multi-byte UTF-8 sequence at the cursor (RFC 3629: no overlong forms, no
  /// surrogates, nothing past U+10FFFF) and returns its length; refuses C1 controls and the
  /// line and paragraph separators.
  private func validateUTF8Sequence() throws(FileFormatError) -> Int {
    let lead = bytes[index]
    let length: Int
    var value: UInt32
    var lowest: UInt32
    switch lead {
    case 0xC2...0xDF: (length, value, lowest) = (2, UInt32(lead & 0x1F), 0x80)
    case 0xE0...0xEF: (length, value, lowest) = (3, UInt32(lead & 0x0F), 0x800)
    case 0xF0...0xF4: (length, value, lowest) = (4, UInt32(lead & 0x07), 0x10000)
    default: throw error("invalid UTF-8: byte 0x\(Self.hex(lead)) cannot start a character")
    }
    for offset in 1..<length {
      guard index + offset < bytes.count, bytes[index + offset] & 0xC0 == 0x80 else {
        throw error("invalid UTF-8: the character that starts with byte 0x\(Self.hex(lead)) is cut short")
      }
      value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
    }
    guard value >= lowest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
      throw error("invalid UTF-8: an overlong form, a surrogate or a code point past U+10FFFF")
    }
    if Self.isControl(value) { throw controlCharacter(value) }
    return length
  }

  /// C0, DEL, C1 and the line and paragraph separators, as `CanvasLimits.isControl` has them.
  static func isControl(_ value: UInt32) -> Bool {
    value < 0x20 || (value >= 0x7F && value < 0xA0) || value == 0x2028 || value == 0x2029
  }

  private func controlCharacter(_ value: UInt32, at offset: Int? = nil) -> FileFormatError {
    error(
      "control character U+\(Self.hex(value, digits: 4)) is not allowed in a string"
        + " (only line breaks, written \\n, in text and labels)", at: offset)
  }

  private func tooLong(_ limit: Int, at offset: Int) -> FileFormatError {
    error("the string is longer than the limit of \(limit) bytes of UTF-8", at: offset)
  }

  /// "line L, column C".
  func describePosition(_ offset: Int) -> String {
    let (line, column) = position(of: offset)
    return "line \(line), column \(column)"
  }

  static func hex<T: BinaryInteger>(_ value: T, digits: Int = 2) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  /// Reads a field name and looks it up; the cursor is on its opening quote.
  mutating func readKey<Field: FieldName>(_ type: Field.Type) throws(FileFormatError) -> Field? {
    let start = index + 1
    var end = start
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") {
        index = end + 1
        return Field(name: UnsafeBufferPointer(rebasing: bytes[start..<end]))
      }
      guard byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") else { break }
      end += 1
    }
    var name = try readString()
    return name.withUTF8 { Field(name: $0) }
  }
}

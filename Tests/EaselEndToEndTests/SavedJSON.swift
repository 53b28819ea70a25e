/// A small JSON reader for what `easel` saves, so a replay can check the decoded document
/// without linking the file-format module (the end-to-end target only runs the executable).
enum SavedJSON: Equatable, CustomStringConvertible {
  case object([String: SavedJSON])
  case array([SavedJSON])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  struct ParseError: Error, CustomStringConvertible {
    var offset: Int
    var what: String
    var description: String { "JSON: \(what) at byte \(offset)" }
  }

  static func parse(_ bytes: [UInt8]) throws(ParseError) -> SavedJSON {
    var reader = Reader(bytes: bytes)
    let value = try reader.value()
    reader.skipSpace()
    guard reader.index == bytes.count else { throw ParseError(offset: reader.index, what: "trailing bytes") }
    return value
  }

  subscript(key: String) -> SavedJSON? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  var array: [SavedJSON] {
    if case .array(let items) = self { return items }
    return []
  }

  var int: Int? {
    if case .number(let value) = self, value == value.rounded() { return Int(value) }
    return nil
  }

  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  var description: String {
    switch self {
    case .object(let members):
      return "{"
        + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
        + "}"
    case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
    case .string(let text): return "\"\(text)\""
    case .number(let value): return int.map(String.init) ?? "\(value)"
    case .bool(let value): return "\(value)"
    case .null: return "null"
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    func failure(_ what: String) -> ParseError { ParseError(offset: index, what: what) }

    mutating func value() throws(ParseError) -> SavedJSON {
      skipSpace()
      guard index < bytes.count else { throw failure("unexpected end") }
      switch bytes[index] {
      case UInt8(ascii: "{"): return try object()
      case UInt8(ascii: "["): return try array()
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "n"): return try literal("null", .null)
      default: return try number()
      }
    }

    mutating func literal(_ word: String, _ value: SavedJSON) throws(ParseError) -> SavedJSON {
      let expected = Array(word.utf8)
      guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected
      else { throw failure("expected \(word)") }
      index += expected.count
      return value
    }

    mutating func expect(_ byte: UInt8) throws(ParseError) {
      skipSpace()
      guard index < bytes.count, bytes[index] == byte else {
        throw failure("expected \(Character(Unicode.Scalar(byte)))")
      }
      index += 1
    }

    /// True (and consumed) when the next byte is `byte`.
    mutating func take(_ byte: UInt8) -> Bool {
      skipSpace()
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    mutating func object() throws(ParseError) -> SavedJSON {
      try expect(UInt8(ascii: "{"))
      var members: [String: SavedJSON] = [:]
      if take(UInt8(ascii: "}")) { return .object(members) }
      repeat {
        skipSpace()
        let key = try string()
        try expect(UInt8(ascii: ":"))
        members[key] = try value()
      } while take(UInt8(ascii: ","))
      try expect(UInt8(ascii: "}"))
      return .object(members)
    }

    mutating func array() throws(ParseError) -> SavedJSON {
      try expect(UInt8(ascii: "["))
      var items: [SavedJSON] = []
      if take(UInt8(ascii: "]")) { return .array(items) }
      repeat { items.append(try value()) } while take(UInt8(ascii: ","))
      try expect(UInt8(ascii: "]"))
      return .array(items)
    }

    mutating func number() throws(ParseError) -> SavedJSON {
      let start = index
      while index < bytes.count, Array("+-0123456789.eE".utf8).contains(bytes[index]) { index += 1 }
      guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
        throw failure("expected a value")
      }
      return .number(value)
    }

    mutating func hex4() throws(ParseError) -> UInt32 {
      guard index + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { throw failure("bad \\u escape") }
      index += 4
      return value
    }

    mutating func string() throws(ParseError) -> String {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw failure("expected a string")
      }
      index += 1
      var utf8: [UInt8] = []
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          return String(decoding: utf8, as: UTF8.self)
        case UInt8(ascii: "\\"):
          guard index < bytes.count else { throw failure("unfinished escape") }
          let escaped = bytes[index]
          index += 1
          switch escaped {
          case UInt8(ascii: "n"): utf8.append(0x0A)
          case UInt8(ascii: "t"): utf8.append(0x09)
          case UInt8(ascii: "r"): utf8.append(0x0D)
          case UInt8(ascii: "b"): utf8.append(0x08)
          case UInt8(ascii: "f"): utf8.append(0x0C)
          case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar), index + 6 <= bytes.count,
              bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            {
              index += 2
              let low = try hex4()
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            utf8 += Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
          default: utf8.append(escaped)
          }
        default:
          utf8.append(byte)
        }
      }
      throw failure("unfinished string")
    }
  }
}

/// A cursor over JSON text (RFC 8259) that reads exactly the tokens its caller expects, with no
/// intermediate tree: the document decoder drives it field by field.
///
/// Only the byte offset is tracked while reading; line and column are counted from the start
/// when an error is made, which keeps the hot loops free of bookkeeping.
struct JSONReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  /// Where the value being read sits in the document, for error messages.
  var path: [PathComponent] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    path.reserveCapacity(8)
  }

  var isAtEnd: Bool { index >= bytes.count }

  /// The byte at the cursor, or nil at the end.
  @inline(__always) var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Skips a UTF-8 byte order mark, which some editors put at the start of a file.
  mutating func skipByteOrderMark() {
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { index = 3 }
  }

  @inline(__always) mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  // MARK: - Objects and arrays

  /// Consumes `{`; returns its offset.
  mutating func beginObject(_ what: String) throws(FileFormatError) -> Int {
    skipWhitespace()
    guard current == UInt8(ascii: "{") else { throw expected(what) }
    index += 1
    return index - 1
  }

  /// Moves to the next field of the open object and returns its name's field and offset, with
  /// the cursor on the value; nil once the object is closed. `isFirst` starts out true.
  mutating func nextKey<Field: FieldName>(
    _ type: Field.Type, isFirst: inout Bool
  ) throws(FileFormatError) -> (field: Field?, offset: Int)? {
    skipWhitespace()
    if current == UInt8(ascii: "}") && isFirst {
      index += 1
      return nil
    }
    if !isFirst {
      guard let byte = current, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") else {
        throw expected("',' or '}' after a field")
      }
      index += 1
      if byte == UInt8(ascii: "}") { return nil }
      skipWhitespace()
    }
    guard current == UInt8(ascii: "\"") else {
      throw expected(isFirst ? "a field name in double quotes or '}'" : "a field name in double quotes")
    }
    isFirst = false
    let offset = index
    let field = try readKey(Field.self)
    skipWhitespace()
    guard current == UInt8(ascii: ":") else { throw expected("':' after the field name") }
    index += 1
    skipWhitespace()
    return (field, offset)
  }

  /// Consumes `[`; returns its offset.
  mutating func beginArray(_ what: String) throws(FileFormatError) -> Int {
    skipWhitespace()
    guard current == UInt8(ascii: "[") else { throw expected(what) }
    index += 1
    return index - 1
  }

  /// Moves to the next element of the open array, leaving the cursor on it; false once the
  /// array is closed. `isFirst` starts out true.
  @inline(__always) mutating func nextElement(isFirst: inout Bool) throws(FileFormatError) -> Bool {
    skipWhitespace()
    if isFirst {
      isFirst = false
      if current == UInt8(ascii: "]") {
        index += 1
        return false
      }
      return true
    }
    guard let byte = current, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") else {
      throw expected("',' or ']' after an element")
    }
    index += 1
    if byte == UInt8(ascii: "]") { return false }
    skipWhitespace()
    return true
  }

  /// Reads `true` or `false`.
  mutating func readBool() throws(FileFormatError) -> Bool {
    if matches("true") {
      index += 4
      return true
    }
    if matches("false") {
      index += 5
      return false
    }
    throw expected("true or false")
  }

  /// True when the bytes at the cursor are `word` and no letter follows.
  func matches(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let start = word.utf8Start
    for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
    if index + count < bytes.count, Self.isLetter(bytes[index + count]) { return false }
    return true
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  // MARK: - Errors

  /// An error at `offset` (the cursor by default) in the current path.
  func error(_ message: String, at offset: Int? = nil) -> FileFormatError {
    let (line, column) = position(of: offset ?? index)
    return FileFormatError(line: line, column: column, path: renderedPath, message: message)
  }

  /// The path as a message shows it: `shapes[3].bounds`; nil at the top level.
  var renderedPath: String? {
    guard !path.isEmpty else { return nil }
    var text = ""
    for component in path {
      switch component {
      case .field(let name):
        if !text.isEmpty { text += "." }
        text += name.description
      case .unknownField(let offset):
        if !text.isEmpty { text += "." }
        text += keyText(at: offset)
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }

  /// "expected X, found Y", Y being the token at `offset` as written in the file.
  func expected(_ what: String, at offset: Int? = nil) -> FileFormatError {
    let offset = offset ?? index
    return error("expected \(what), found \(describeToken(at: offset))", at: offset)
  }

  /// Line and column (both from 1) of a byte offset; columns count Unicode scalars.
  func position(of offset: Int) -> (line: Int, column: Int) {
    let end = min(offset, bytes.count)
    var line = 1
    var column = 1
    var position = 0
    while position < end {
      let byte = bytes[position]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      position += 1
    }
    return (line, column)
  }
}

extension JSONReader {
  /// Reads over any JSON value, checking it is well formed; used for top-level fields met
  /// before the version says how to read them. Iterative, with nesting limited to
  /// `EaselFile.maximumDepth`, so no input can exhaust the stack.
  mutating func skipValue() throws(FileFormatError) {
    // One bit per open container: 1 for an object, 0 for an array.
    var containers: UInt64 = 0
    var depth = 0
    var isFirst = false
    while true {
      skipWhitespace()
      // Inside an object, a value is preceded by its name.
      if depth > 0 && containers & 1 == 1 {
        guard current == UInt8(ascii: "\"") else {
          throw expected(isFirst ? "a field name in double quotes or '}'" : "a field name in double quotes")
        }
        _ = try readString()
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw expected("':' after the field name") }
        index += 1
        skipWhitespace()
      }
      guard let byte = current else { throw expected("a value") }
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        // The top-level object holding this value is one level already.
        guard depth + 1 < EaselFile.maximumDepth else {
          throw error("arrays and objects are nested more than \(EaselFile.maximumDepth) deep")
        }
        index += 1
        depth += 1
        containers = containers << 1 | (byte == UInt8(ascii: "{") ? 1 : 0)
        skipWhitespace()
        let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if current == close {
          index += 1
          depth -= 1
          containers >>= 1
        } else {
          isFirst = true
          continue
        }
      case UInt8(ascii: "\""): _ = try readString()
      case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try readBool()
      case UInt8(ascii: "n"):
        guard matches("null") else { throw expected("a value") }
        index += 4
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
      default: throw expected("a value")
      }
      // After a value: close containers until one has a further element.
      while depth > 0 {
        skipWhitespace()
        let close = containers & 1 == 1 ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if current == UInt8(ascii: ",") {
          index += 1
          isFirst = false
          break
        }
        guard current == close else {
          throw expected(
            close == UInt8(ascii: "}") ? "',' or '}' after a field" : "',' or ']' after an element")
        }
        index += 1
        depth -= 1
        containers >>= 1
      }
      if depth == 0 { return }
    }
  }

  /// Reads over a number of the JSON grammar: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
  private mutating func skipNumber() throws(FileFormatError) {
    let start = index
    func digits(_ reader: inout JSONReader) -> Int {
      let first = reader.index
      while let byte = reader.current, byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        reader.index += 1
      }
      return reader.index - first
    }
    if current == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    let integerDigits = digits(&self)
    guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
      throw expected("a number", at: start)
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw expected("a number", at: start) }
    }
    if let byte = current, byte | 0x20 == UInt8(ascii: "e") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard digits(&self) > 0 else { throw expected("a number", at: start) }
    }
  }
}

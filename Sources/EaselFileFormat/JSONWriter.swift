/// Appends JSON tokens to a byte buffer: integers written digit by digit and strings escaped
/// by hand, which is many times faster than string interpolation.
struct JSONWriter {
  var bytes: [UInt8] = []

  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  @inline(__always) mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func append(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    append(unsigned: value.magnitude)
  }

  mutating func append(unsigned value: UInt) {
    if value < 10 {
      bytes.append(UInt8(ascii: "0") + UInt8(value))
      return
    }
    // Digits from the right into a buffer on the stack, then appended in one go.
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { buffer in
      var remaining = value
      var start = buffer.count
      while remaining > 0 {
        start -= 1
        buffer[start] = UInt8(ascii: "0") + UInt8(remaining % 10)
        remaining /= 10
      }
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start...]))
    }
  }

  /// A quoted string. Non-ASCII text is written as UTF-8, so it stays readable in a diff;
  /// quotes, backslashes and line breaks are escaped, and so is any control character (C0, DEL,
  /// C1, U+2028, U+2029), which a valid document never holds but a file must never carry raw.
  mutating func append(string: String) {
    var text = string
    bytes.append(UInt8(ascii: "\""))
    text.withUTF8 { utf8 in
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        switch byte {
        case UInt8(ascii: "\""): append("\\\"")
        case UInt8(ascii: "\\"): append("\\\\")
        case 0x0A: append("\\n")
        case 0x00..<0x20, 0x7F: appendEscape(UInt32(byte))
        case 0xC2 where index + 1 < utf8.count && utf8[index + 1] < 0xA0:
          // U+0080...U+009F.
          appendEscape(UInt32(utf8[index + 1]))
          index += 1
        case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] | 1) == 0xA9:
          appendEscape(0x2000 | UInt32(utf8[index + 2]) & 0x3F)
          index += 2
        default: bytes.append(byte)
        }
        index += 1
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private mutating func appendEscape(_ value: UInt32) {
    append("\\u")
    for shift in stride(from: 12, through: 0, by: -4) {
      bytes.append(Self.hexDigits[Int(value >> UInt32(shift) & 0xF)])
    }
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}

extension JSONReader {
  /// The token at `offset` as an error message shows it: `-4`, `"red"`, `'['`, `true`, `the
  /// end of the file`. Long tokens are cut with `…`; control and format characters are escaped.
  func describeToken(at offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the file" }
    let byte = bytes[offset]
    switch byte {
    case UInt8(ascii: "\""):
      var end = offset + 1
      var isEscaped = false
      while end < bytes.count && end - offset < 48 {
        let next = bytes[end]
        end += 1
        if next == UInt8(ascii: "\"") && !isEscaped {
          return escapedSnippet(from: offset, maximumBytes: end - offset)
        }
        isEscaped = next == UInt8(ascii: "\\") && !isEscaped
      }
      return escapedSnippet(from: offset, maximumBytes: end - offset) + "…"
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      // Numbers as written, and the words that are not numbers: -Infinity, 12abc.
      return run(from: offset) { byte in
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
          || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || Self.isLetter(byte)
      }
    case _ where Self.isLetter(byte):
      return run(from: offset, while: Self.isLetter)
    case 0x20...0x7E:
      return "'\(Character(Unicode.Scalar(byte)))'"
    default:
      return "'\(escapedSnippet(from: offset, maximumBytes: Self.sequenceLength(byte)))'"
    }
  }

  /// Up to 24 bytes from `offset` that satisfy `predicate`, with `…` if more follow.
  private func run(from offset: Int, while predicate: (UInt8) -> Bool) -> String {
    var end = offset
    while end < bytes.count && predicate(bytes[end]) && end - offset < 24 { end += 1 }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    return end < bytes.count && predicate(bytes[end]) ? text + "…" : text
  }

  /// The file's bytes from `offset`, at most `maximumBytes` of them (finishing a character cut
  /// at the end), decoded leniently and made safe to print.
  func escapedSnippet(from offset: Int, maximumBytes: Int) -> String {
    var end = min(bytes.count, offset + maximumBytes)
    var extra = 0
    while end < bytes.count && bytes[end] & 0xC0 == 0x80 && extra < 3 {
      end += 1
      extra += 1
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    return MessageText.escaped(text)
  }

  private static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xC0...0xDF: return 2
    case 0xE0...0xEF: return 3
    case 0xF0...0xF7: return 4
    default: return 1
    }
  }

  /// The name of the field at `offset` without its quotes, escaped and cut for a path.
  func keyText(at offset: Int) -> String {
    var copy = self
    copy.index = offset
    guard let name = try? copy.readString() else { return "?" }
    let quoted = MessageText.quoted(name)
    return String(quoted.dropFirst().dropLast())
  }
}

/// The field names one kind of object has. Names are matched on the file's bytes, so reading a
/// field creates no string.
protocol FieldName: RawRepresentable<Int> {
  /// How many fields there are; their raw values are 0..<count.
  static var count: Int { get }
  var name: StaticString { get }
}

extension FieldName {
  /// The field spelled by `bytes`; nil for an unknown name.
  @inline(__always)
  init?(name bytes: UnsafeBufferPointer<UInt8>) {
    for rawValue in 0..<Self.count {
      let field = Self(rawValue: rawValue)!
      if bytes.equals(field.name) {
        self = field
        return
      }
    }
    return nil
  }

  /// Every field, in the order the encoder writes them.
  static var all: [Self] { (0..<count).map { Self(rawValue: $0)! } }
}

extension UnsafeBufferPointer<UInt8> {
  /// True when these bytes spell `text`.
  @inline(__always)
  func equals(_ text: StaticString) -> Bool {
    guard count == text.utf8CodeUnitCount else { return false }
    let start = text.utf8Start
    for offset in 0..<count where self[offset] != start[offset] { return false }
    return true
  }
}

/// An output buffer for one frame: escape sequences and text appended as bytes (building frames
/// with String interpolation is several times slower), written with one `write`.
public struct ByteWriter: Sendable {
  public private(set) var bytes: [UInt8] = []

  public init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

  public var isEmpty: Bool { bytes.isEmpty }

  public mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

  public mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }

  public mutating func append(byte: UInt8) { bytes.append(byte) }

  /// A non-negative decimal number without going through String.
  public mutating func append(decimal value: Int) {
    let value = max(0, value)
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(truncatingIfNeeded: 48 + value / divisor % 10))
      divisor /= 10
    }
  }

  /// CUP: move to a 0-based row and column.
  public mutating func moveTo(row: Int, column: Int) {
    append("\u{1b}[")
    append(decimal: row + 1)
    append(byte: 0x3B)
    append(decimal: column + 1)
    append(byte: 0x48)
  }
}

extension JSONReader {
  /// Reads an integer in `range`. Fractions, exponents, leading zeros and anything longer than
  /// 18 digits are refused without reading further, so a million-digit number costs nothing.
  @inline(__always)
  mutating func readInteger(in range: ClosedRange<Int>) throws(FileFormatError) -> Int {
    let start = index
    guard let value = scanInteger() else { throw expected(Self.describe(range), at: start) }
    guard range.contains(value) else {
      let bound = value < range.lowerBound ? "≥ \(range.lowerBound)" : "≤ \(range.upperBound)"
      throw error("expected an integer \(bound), found \(describeToken(at: start))", at: start)
    }
    return value
  }

  /// Reads an integer of any size that fits; nil for anything else, with the cursor left
  /// where it was.
  @inline(__always)
  mutating func scanInteger() -> Int? {
    var position = index
    let isNegative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
    if isNegative { position += 1 }
    let digitsStart = position
    var magnitude = 0
    while position < bytes.count {
      let digit = bytes[position] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      // 18 digits always fit in an Int; longer numbers are refused as out of range.
      guard position - digitsStart < 18 else { return nil }
      magnitude = magnitude &* 10 &+ Int(digit)
      position += 1
    }
    let digitCount = position - digitsStart
    guard digitCount > 0 else { return nil }
    if digitCount > 1 && bytes[digitsStart] == UInt8(ascii: "0") { return nil }
    if position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
      default: break
      }
    }
    index = position
    return isNegative ? -magnitude : magnitude
  }

  private static func describe(_ range: ClosedRange<Int>) -> String {
    if range.upperBound == Int.max { return "an integer ≥ \(range.lowerBound)" }
    return "an integer from \(range.lowerBound) to \(range.upperBound)"
  }
}

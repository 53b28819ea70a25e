/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny seeded generator, so randomized tests replay
/// exactly from their seed on every platform.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  public var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A value in 0..<bound.
  public mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }

  public mutating func next(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + next(below: range.count)
  }

  public mutating func element<T>(of array: [T]) -> T { array[next(below: array.count)] }
}

/// The same generator under the name the document tests use.
public typealias SplitMix64 = SeededRandom

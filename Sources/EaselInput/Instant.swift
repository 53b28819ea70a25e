/// Monotonic time as plain nanoseconds, so tests can create any moment.
///
/// Only the terminal module reads the real clock; everything else is handed instants.
public struct Instant: Comparable, Hashable, Sendable {
  public var nanoseconds: UInt64

  public init(nanoseconds: UInt64) { self.nanoseconds = nanoseconds }

  public static let zero = Instant(nanoseconds: 0)

  public static func milliseconds(_ value: Int) -> Instant {
    Instant(nanoseconds: UInt64(max(0, value)) &* 1_000_000)
  }

  public static func < (a: Instant, b: Instant) -> Bool { a.nanoseconds < b.nanoseconds }

  /// Whole milliseconds since `Instant.zero`.
  public var milliseconds: Int { Int(nanoseconds / 1_000_000) }

  public static func + (a: Instant, b: Interval) -> Instant {
    Instant(nanoseconds: a.nanoseconds &+ b.nanoseconds)
  }

  /// The interval from `b` to `a`, zero if `b` is later.
  public static func - (a: Instant, b: Instant) -> Interval {
    Interval(nanoseconds: a.nanoseconds > b.nanoseconds ? a.nanoseconds - b.nanoseconds : 0)
  }
}

/// A non-negative span of time in nanoseconds.
public struct Interval: Comparable, Hashable, Sendable {
  public var nanoseconds: UInt64

  public init(nanoseconds: UInt64) { self.nanoseconds = nanoseconds }

  public static func milliseconds(_ value: Int) -> Interval {
    Interval(nanoseconds: UInt64(max(0, value)) &* 1_000_000)
  }

  public static let zero = Interval(nanoseconds: 0)

  public var milliseconds: Int { Int(nanoseconds / 1_000_000) }

  public static func < (a: Interval, b: Interval) -> Bool { a.nanoseconds < b.nanoseconds }

  public static func + (a: Interval, b: Interval) -> Interval {
    Interval(nanoseconds: a.nanoseconds &+ b.nanoseconds)
  }

  public static func * (a: Interval, factor: Int) -> Interval {
    Interval(nanoseconds: a.nanoseconds &* UInt64(max(0, factor)))
  }
}

/// State machines that wait for time to pass share this shape: read `deadline`,
/// call `expire(at:)` once it has passed.
public protocol DeadlineDriven {
  associatedtype Output
  var deadline: Instant? { get }
  mutating func expire(at now: Instant) -> [Output]
}

extension Optional where Wrapped == Instant {
  /// The earlier of two optional deadlines.
  public func earliest(_ other: Instant?) -> Instant? {
    switch (self, other) {
    case (nil, let b): return b
    case (let a, nil): return a
    case (let a?, let b?): return min(a, b)
    }
  }
}

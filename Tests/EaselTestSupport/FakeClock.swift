import EaselInput

/// A clock that moves only when a test says, so timing-driven code runs without sleeping.
///
/// Time never goes backwards: asking for an earlier moment is a mistake in the test script.
public struct FakeClock: Hashable, Sendable {
  public private(set) var now: Instant

  public init(now: Instant = .zero) { self.now = now }

  /// Moves to `instant`, which must not be earlier than `now`.
  public mutating func advance(to instant: Instant) {
    precondition(
      instant >= now, "FakeClock cannot go back from \(now.nanoseconds) ns to \(instant.nanoseconds) ns")
    now = instant
  }

  public mutating func advance(by interval: Interval) { now = now + interval }

  /// Moves to `milliseconds` since `Instant.zero`.
  public mutating func advance(toMilliseconds milliseconds: Int) { advance(to: .milliseconds(milliseconds)) }
}

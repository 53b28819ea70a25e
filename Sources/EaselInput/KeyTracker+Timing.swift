/// Where a timed key is in its auto-repeat: the first gap is the OS initial delay, later gaps
/// are the repeat interval.
enum RepeatCadence: Hashable, Sendable {
  /// Pressed, no repeat seen yet.
  case awaitingFirstRepeat
  /// One gap seen that may be the initial delay; the next two gaps confirm it (see `RepeatTiming`).
  case confirming(firstGap: Interval, secondGap: Interval?)
  /// Repeating at the OS interval.
  case repeating
}

/// A key released because its first repeat never came in time.
struct TimedOutKey: Hashable, Sendable {
  var key: Key
  var modifiers: Modifiers
  var pressedAt: Instant
}

/// What the tracker has learnt about the OS repeat timing, in small bounded windows.
///
/// The repeat rate is a system-wide setting, so observations from every key are pooled.
struct RepeatTiming: Hashable, Sendable {
  /// Recent repeat intervals: the median of a few follows a changed rate within a few repeats.
  static let intervalWindow = 8
  /// Recent confirmed initial delays.
  static let firstGapWindow = 4
  /// A learnt initial timeout stays in this range, so one odd observation cannot make taps
  /// linger for seconds.
  static let learnedInitialTimeoutRange = Interval.milliseconds(200)...Interval.milliseconds(1_500)
  /// A press returning later than this after its timed-out predecessor is a new keystroke.
  static let longestLearnableFirstGap = Interval.milliseconds(1_500)

  private(set) var intervals: [Interval] = []
  private(set) var firstGaps: [Interval] = []

  /// The timeout for a fresh press.
  ///
  /// A learnt initial delay only ever lengthens the configured timeout: too short a timeout
  /// splits a hold into press, release, press (breaking spring-loaded tools), while too long
  /// a one only delays the release of a tap.
  func initialTimeout(_ configuration: KeyTracker.Configuration) -> Interval {
    baseInitialTimeout(configuration) + configuration.extraLatency
  }

  /// The timeout after a repeat: a few times the median interval, at least the minimum, and
  /// never longer than the initial timeout (no repeat interval is longer than the initial delay).
  func repeatTimeout(_ configuration: KeyTracker.Configuration) -> Interval {
    let initial = baseInitialTimeout(configuration)
    guard !intervals.isEmpty else { return initial + configuration.extraLatency }
    let median = intervals.sorted()[intervals.count / 2]
    let scaled = max(median * configuration.repeatTimeoutFactor, configuration.minimumRepeatTimeout)
    return min(scaled, initial) + configuration.extraLatency
  }

  private func baseInitialTimeout(_ configuration: KeyTracker.Configuration) -> Interval {
    guard let longest = firstGaps.max() else { return configuration.initialRepeatTimeout }
    let margin = max(Interval(nanoseconds: longest.nanoseconds / 4), .milliseconds(100))
    let range = Self.learnedInitialTimeoutRange
    let learned = min(max(longest + margin, range.lowerBound), range.upperBound)
    return max(configuration.initialRepeatTimeout, learned)
  }

  /// Advances a key's cadence by the gap since its previous arrival, learning from it.
  ///
  /// A first gap is taken as the initial delay only when the next two gaps are at most half
  /// of it and alike, which is how auto-repeat looks; a double tap followed by a hold is not.
  mutating func observe(gap: Interval, after cadence: RepeatCadence) -> RepeatCadence {
    switch cadence {
    case .awaitingFirstRepeat:
      return .confirming(firstGap: gap, secondGap: nil)
    case .confirming(let firstGap, nil):
      record(interval: gap)
      return isMuchShorter(gap, than: firstGap) ? .confirming(firstGap: firstGap, secondGap: gap) : .repeating
    case .confirming(let firstGap, let secondGap?):
      record(interval: gap)
      if isMuchShorter(gap, than: firstGap) && isAlike(gap, secondGap) {
        firstGaps.append(firstGap)
        if firstGaps.count > Self.firstGapWindow { firstGaps.removeFirst() }
      }
      return .repeating
    case .repeating:
      record(interval: gap)
      return .repeating
    }
  }

  private mutating func record(interval: Interval) {
    intervals.append(interval)
    if intervals.count > Self.intervalWindow { intervals.removeFirst() }
  }

  private func isMuchShorter(_ gap: Interval, than firstGap: Interval) -> Bool {
    gap.nanoseconds <= firstGap.nanoseconds / 2
  }

  private func isAlike(_ a: Interval, _ b: Interval) -> Bool {
    a.nanoseconds / 2 <= b.nanoseconds && b.nanoseconds / 2 <= a.nanoseconds
  }
}

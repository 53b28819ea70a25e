/// Where a timed key is in its auto-repeat: the first gap is the OS initial delay, later gaps
/// are the repeat interval.
///
/// Legacy terminals send the same bytes for a second tap as for the first auto-repeat, so a
/// same-key arrival that could be the first repeat is held back (`pending`) until the next one
/// tells: auto-repeat goes on at a short, steady interval within a moment; a tap does not.
enum RepeatCadence: Hashable, Sendable {
  /// The latest arrival went out as a press. `maybeFirstRepeatAfter`: that press came this
  /// long after an earlier one and may yet turn out to have been its first auto-repeat (a tap
  /// that was not one, or the return of a key whose first-repeat timeout ran out).
  case pressed(maybeFirstRepeatAfter: Interval?)
  /// An arrival `firstGap` after the press, at `lastSeenAt`, that fits an initial delay: held
  /// back until the next arrival confirms a repeat or the confirmation window runs out (a tap).
  case pending(firstGap: Interval, event: KeyEvent)
  /// Repeating at the OS interval.
  case repeating
  /// A same-key arrival soon after the run's timeout released it, at `lastSeenAt`: nothing is
  /// out yet. Held back until the next arrival shows the run's interval (the run resumed, a
  /// press marked `resumesRun`) or the confirmation window runs out (a tap: a press).
  case resuming(event: KeyEvent)
}

/// A key released because its first repeat (or, for `lastEndedRun`, its next repeat) never came
/// in time; `pressedAt` is when it was last seen.
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

  /// How long a possible first repeat waits for the next arrival: the repeat timeout of the
  /// interval seen, or before any, `firstRepeatConfirmation` (the plausible slowest interval).
  func confirmationWindow(_ configuration: KeyTracker.Configuration) -> Interval {
    guard !intervals.isEmpty else {
      return configuration.firstRepeatConfirmation + configuration.extraLatency
    }
    return repeatTimeout(configuration)
  }

  /// Whether a gap after a press may be the OS initial delay: near one seen before, or, before
  /// any was seen, at least the shortest plausible one (`shortestInitialDelay`, less the extra
  /// latency a slow link may take off the gap by delaying the press). A gap longer than the
  /// initial timeout never gets here: the press was released by then.
  func fitsInitialDelay(_ gap: Interval, _ configuration: KeyTracker.Configuration) -> Bool {
    guard !firstGaps.isEmpty else {
      return gap + configuration.extraLatency >= configuration.shortestInitialDelay
    }
    return firstGaps.contains { delay in
      let tolerance =
        max(Interval(nanoseconds: delay.nanoseconds / 4), .milliseconds(50)) + configuration.extraLatency
      let distance = gap > delay ? gap - delay : delay - gap
      return distance <= tolerance
    }
  }

  /// Whether `gap` after a possible first repeat `firstGap` after the press is auto-repeat's
  /// next beat: within the confirmation window and at most half the first gap (the interval is
  /// always well under the initial delay).
  func isRepeatBeat(_ gap: Interval, after firstGap: Interval, _ configuration: KeyTracker.Configuration)
    -> Bool
  {
    gap.nanoseconds <= firstGap.nanoseconds / 2 && gap <= confirmationWindow(configuration)
  }

  /// Whether a gap after a press is too short for a tap: under `fastestTap`, or under one
  /// and a half times the repeat interval seen, whichever is longer.
  func continuesRepeat(_ gap: Interval, _ configuration: KeyTracker.Configuration) -> Bool {
    guard !intervals.isEmpty else { return gap <= configuration.fastestTap }
    let median = intervals.sorted()[intervals.count / 2]
    return gap <= max(configuration.fastestTap, Interval(nanoseconds: median.nanoseconds * 3 / 2))
  }

  /// A hold confirmed: `firstGap` was the initial delay and `interval` its first interval.
  mutating func learn(firstGap: Interval, interval: Interval) {
    firstGaps.append(firstGap)
    if firstGaps.count > Self.firstGapWindow { firstGaps.removeFirst() }
    record(interval: interval)
  }

  mutating func record(interval: Interval) {
    intervals.append(interval)
    if intervals.count > Self.intervalWindow { intervals.removeFirst() }
  }

  private func baseInitialTimeout(_ configuration: KeyTracker.Configuration) -> Interval {
    guard let longest = firstGaps.max() else { return configuration.initialRepeatTimeout }
    let margin = max(Interval(nanoseconds: longest.nanoseconds / 4), .milliseconds(100))
    let range = Self.learnedInitialTimeoutRange
    let learned = min(max(longest + margin, range.lowerBound), range.upperBound)
    return max(configuration.initialRepeatTimeout, learned)
  }
}

extension Interval {
  static func - (a: Interval, b: Interval) -> Interval {
    Interval(nanoseconds: a.nanoseconds > b.nanoseconds ? a.nanoseconds - b.nanoseconds : 0)
  }
}

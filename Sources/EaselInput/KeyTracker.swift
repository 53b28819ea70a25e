/// Gives every key a down, repeats and an up, whatever the terminal reports.
///
/// The kitty keyboard protocol (event types) reports all three; those events pass through.
/// Legacy terminals send one press per keystroke and per auto-repeat and never a release, so
/// the tracker tells auto-repeat from taps by its signature — a first gap that fits the OS
/// initial delay, then a steady short interval — and makes up the release when no repeat
/// arrives within a timeout that adapts to the repeat rate it has seen (terminal-input.md
/// §9.3). A same-key arrival that could be the first repeat is held back until the next one
/// tells (one interval for a hold, `firstRepeatConfirmation` for a tap, which then is a
/// release and a press of its own). Made-up events are marked `isSynthesized`.
///
/// Pure: time is passed in, nothing is read from the system. All state is bounded.
public struct KeyTracker: Sendable, DeadlineDriven {
  public struct Configuration: Sendable {
    /// How long a fresh press waits for its first repeat: the OS initial delay plus a margin.
    public var initialRepeatTimeout: Interval
    /// The shortest timeout once repeats began, so jitter between fast repeats is tolerated.
    public var minimumRepeatTimeout: Interval
    /// Timeout after a repeat = max(factor × median observed interval, minimum).
    public var repeatTimeoutFactor: Int
    /// Added to every timeout, for links that delay or bunch bytes (e.g. SSH).
    public var extraLatency: Interval
    /// Before any initial delay was seen, a same-key arrival sooner than this after the press
    /// is a tap, never the first repeat (the shortest OS delays: macOS 225 ms, Linux 250 ms).
    public var shortestInitialDelay: Interval
    /// Before any repeat interval was seen, how long a possible first repeat waits for the
    /// next one: the slowest plausible interval (defaults are 25–40 ms; `kbdrate` 92 ms).
    /// A tap in that range is held back this long.
    public var firstRepeatConfirmation: Interval
    /// Nobody taps one key again this soon, while auto-repeat's interval is shorter: a
    /// same-key arrival within it after a press continues a repeat whose start was missed
    /// (the key held before Easel saw it, or repeats resuming after a stall).
    public var fastestTap: Interval
    /// How long after the last repeat of a run released by its timeout a same-key arrival may
    /// still be that run resumed: held back until the next arrival shows the run's interval (a
    /// resumed run, `KeyEvent.resumesRun`) or the confirmation window runs out (a tap). Covers
    /// repeats delayed by a loaded machine (seen 170–230 ms late under Xvfb).
    public var resumeWindow: Interval

    public init(
      initialRepeatTimeout: Interval = .milliseconds(750),
      minimumRepeatTimeout: Interval = .milliseconds(100),
      repeatTimeoutFactor: Int = 3,
      extraLatency: Interval = .zero,
      shortestInitialDelay: Interval = .milliseconds(200),
      firstRepeatConfirmation: Interval = .milliseconds(120),
      fastestTap: Interval = .milliseconds(80),
      resumeWindow: Interval = .milliseconds(500)
    ) {
      self.initialRepeatTimeout = initialRepeatTimeout
      self.minimumRepeatTimeout = minimumRepeatTimeout
      self.repeatTimeoutFactor = repeatTimeoutFactor
      self.extraLatency = extraLatency
      self.shortestInitialDelay = shortestInitialDelay
      self.firstRepeatConfirmation = firstRepeatConfirmation
      self.fastestTap = fastestTap
      self.resumeWindow = resumeWindow
    }
  }

  /// At most this many keys are tracked as held; a flood of distinct keys evicts the oldest.
  public static let maximumHeldKeys = 32

  public var configuration: Configuration

  /// True once the terminal is known to report releases (kitty flag 2): set by the app from the
  /// probe, and switched on by the tracker itself the first time an event with a reported repeat
  /// or release arrives (multiplexers answer the probe themselves, so reported event types are
  /// honoured whenever they arrive).
  ///
  /// While false, even a press with a reported phase is timed as on a legacy terminal, since
  /// its release may never come.
  public var releasesReported: Bool

  /// Held keys in press order. At most one of them is timed (legacy auto-repeat follows only
  /// the newest key); the others have their releases reported or are modifier keys.
  var held: [HeldKey] = []
  var timing = RepeatTiming()
  /// Modifier bits asserted by the latest key and mouse reports.
  var reportedModifiers: Modifiers = []
  /// The key whose first-repeat timeout last ran out, kept to learn initial delays longer
  /// than the timeout (its "repeat" then arrives as a fresh press).
  var lastTimedOut: TimedOutKey?
  /// The run whose repeat timeout last ran out, kept so a late repeat can resume it.
  var lastEndedRun: TimedOutKey?

  public init(configuration: Configuration = Configuration(), releasesReported: Bool = false) {
    self.configuration = configuration
    self.releasesReported = releasesReported
  }

  /// Feeds one decoded event; returns the events to dispatch, in order.
  ///
  /// Timeouts that ran out strictly before `now` are released first, so a caller that feeds
  /// late still gets events in time order; a repeat arriving exactly at the deadline still
  /// counts as a repeat. Non-key events pass through unchanged, after any synthesized
  /// releases they cause.
  public mutating func handle(_ event: InputEvent, at now: Instant) -> [InputEvent] {
    var output = expireTimers(through: now, inclusive: false)
    switch event {
    case .key(let keyEvent):
      handleKey(keyEvent, at: now, into: &output)
    case .mouse(let mouse):
      applyReportedModifiers(mouse.modifiers, covering: .reportedByMouse, into: &output)
      output.append(event)
    case .focus(false), .paste:
      // terminal-input.md §9.3 rule 5: releases cannot be observed across these.
      output += releaseAll(at: now)
      output.append(event)
    case .focus(true), .reply:
      output.append(event)
    }
    return output
  }

  /// The earliest moment a synthesized release is due, if any key is timed.
  public var deadline: Instant? {
    held.reduce(nil) { earliest, entry in earliest.earliest(entry.releaseAt) }
  }

  /// Synthesized releases of every key whose timeout is at or before `now`, in time order.
  public mutating func expire(at now: Instant) -> [InputEvent] {
    expireTimers(through: now, inclusive: true)
  }

  /// Releases everything held (focus loss, suspend, paste start, resize), as synthesized ups
  /// in press order; afterwards no key and no modifier is believed held.
  public mutating func releaseAll(at now: Instant) -> [InputEvent] {
    // A keystroke held back as a possible first repeat was a tap: it still runs.
    let output = held.flatMap { entry in
      entry.resolvedAsTap.map(InputEvent.key) + [.key(entry.syntheticRelease)]
    }
    held.removeAll()
    reportedModifiers = []
    lastTimedOut = nil
    lastEndedRun = nil
    return output
  }

  /// The keys believed held, in press order (bare modifier keys included).
  public var heldKeys: [Key] { held.map(\.key) }

  public func isHeld(_ key: Key) -> Bool { index(of: key) != nil }

  /// Whether a held key counts as held rather than tapped: it repeated (spec §4, spring-loaded tools).
  public func hasRepeated(_ key: Key) -> Bool {
    index(of: key).map { held[$0].hasRepeated } ?? false
  }

  /// The modifier keys believed held now: the bits of the latest key and mouse reports,
  /// plus the bare modifier keys seen going down and not yet up. Lock keys are not included.
  public var heldModifiers: Modifiers {
    held.reduce(reportedModifiers) { bits, entry in
      if case .modifier(let modifierKey) = entry.key { return bits.union(modifierKey.modifier) }
      return bits
    }
  }

  /// Gesture modifiers for a mouse report: its own bits (the truth for Shift, Alt and Ctrl at
  /// that instant) plus Super, Hyper and Meta as known from key events, which mouse reports
  /// cannot carry.
  public func gestureModifiers(for mouse: MouseEvent) -> Modifiers {
    mouse.modifiers.subtracting(.locks).union(heldModifiers.intersection(.notReportedByMouse))
  }

  func index(of key: Key) -> Int? { held.firstIndex { $0.key == key } }
}

extension Modifiers {
  /// The six bits a key report states, held or not.
  static let reportedByKeys: Modifiers = [.shift, .alt, .control, .superKey, .hyper, .meta]
  /// The bits mouse reports carry (SGR and X10 have no Super, Hyper or Meta).
  static let reportedByMouse: Modifiers = [.shift, .alt, .control]
  static let notReportedByMouse: Modifiers = [.superKey, .hyper, .meta]
}

/// One key believed held.
struct HeldKey: Hashable, Sendable {
  var key: Key
  /// The modifiers of its latest press or repeat; a synthesized release repeats them.
  var modifiers: Modifiers
  var hasRepeated = false
  var lastSeenAt: Instant
  /// When its release is synthesized; nil when the terminal will report it (or for modifier keys).
  var releaseAt: Instant?
  var cadence = RepeatCadence.pressed(maybeFirstRepeatAfter: nil)

  /// Now known to be auto-repeating: seen at `now`, released unless another repeat comes by
  /// `releaseAt`.
  mutating func markRepeating(modifiers: Modifiers, at now: Instant, releaseAt: Instant) {
    self.modifiers = modifiers
    hasRepeated = true
    cadence = .repeating
    lastSeenAt = now
    self.releaseAt = releaseAt
  }

  var syntheticRelease: KeyEvent {
    KeyEvent(key: key, modifiers: modifiers, phase: .release, isSynthesized: true)
  }

  /// For an arrival held back as a possible first repeat: what it is as a tap — the release
  /// of the press before it, then itself as a press; for one held back as a possible resumed
  /// run (its run already released), just the press. Empty otherwise.
  var resolvedAsTap: [KeyEvent] {
    switch cadence {
    case .pending(_, let event):
      var press = event
      press.phase = .press
      return [syntheticRelease, press]
    case .resuming(let event):
      var press = event
      press.phase = .press
      return [press]
    case .pressed, .repeating:
      return []
    }
  }
}

extension KeyTracker {
  mutating func handleKey(_ event: KeyEvent, at now: Instant, into output: inout [InputEvent]) {
    if event.hasReportedPhase && event.phase != .press { releasesReported = true }
    if case .modifier(let modifierKey) = event.key {
      // kitty reports a modifier key's own bit before or after the event depending on the
      // terminal (terminal-input.md §5.6); the other bits are reliable.
      applyReportedModifiers(
        event.modifiers, covering: Modifiers.reportedByKeys.subtracting(modifierKey.modifier),
        into: &output)
      handleModifierKey(event, modifierKey, at: now, into: &output)
      return
    }
    applyReportedModifiers(event.modifiers, covering: .reportedByKeys, into: &output)
    switch event.phase {
    case .release:
      if let index = index(of: event.key) {
        output += held[index].resolvedAsTap.map(InputEvent.key)
        held.remove(at: index)
      }
      output.append(.key(event))
    case .repeat where event.hasReportedPhase:
      handleReportedRepeat(event, at: now, into: &output)
    case .press where event.hasReportedPhase && releasesReported:
      releaseTimedKeys(into: &output)
      if let index = index(of: event.key) {
        // A second press means the release went missing; keep downs and ups paired.
        output.append(.key(held.remove(at: index).syntheticRelease))
      }
      track(HeldKey(key: event.key, modifiers: event.modifiers, lastSeenAt: now), into: &output)
      output.append(.key(event))
    case .press, .repeat:
      handleLegacyPress(event, at: now, into: &output)
    }
  }

  /// Bare modifier keys (kitty flag 8) are never timed: the OS does not auto-repeat them, so
  /// silence says nothing. Their state comes from keycode and phase, and is corrected by the
  /// bits of later key and mouse reports.
  private mutating func handleModifierKey(
    _ event: KeyEvent, _ modifierKey: ModifierKey, at now: Instant, into output: inout [InputEvent]
  ) {
    let index = index(of: event.key)
    switch event.phase {
    case .press:
      if let index { output.append(.key(held.remove(at: index).syntheticRelease)) }
      track(HeldKey(key: event.key, modifiers: event.modifiers, lastSeenAt: now), into: &output)
    case .repeat:
      if let index {
        held[index].hasRepeated = true
        held[index].lastSeenAt = now
      } else {
        track(
          HeldKey(key: event.key, modifiers: event.modifiers, hasRepeated: true, lastSeenAt: now),
          into: &output)
      }
    case .release:
      if let index { held.remove(at: index) }
      let bit = modifierKey.modifier
      if !held.contains(where: { Self.holds($0, bit) }) { reportedModifiers.subtract(bit) }
    }
    output.append(.key(event))
  }

  /// A reported repeat: the terminal will report the release too, so any timer stops.
  private mutating func handleReportedRepeat(
    _ event: KeyEvent, at now: Instant, into output: inout [InputEvent]
  ) {
    if let index = index(of: event.key) {
      held[index].modifiers = event.modifiers
      held[index].hasRepeated = true
      held[index].lastSeenAt = now
      held[index].releaseAt = nil
      held[index].cadence = .repeating
    } else {
      track(
        HeldKey(key: event.key, modifiers: event.modifiers, hasRepeated: true, lastSeenAt: now),
        into: &output)
    }
    output.append(.key(event))
  }

  /// A press with no reported phase: a keystroke or an auto-repeat (terminal-input.md §9.3).
  ///
  /// A same-key arrival counts as auto-repeat only when its timing fits: the first after a
  /// press must fit the initial delay (and is held back until the next arrival shows the
  /// repeat interval), later ones must come within the repeat timeout. Anything else is a tap:
  /// a release of the previous press and a press of its own.
  private mutating func handleLegacyPress(
    _ event: KeyEvent, at now: Instant, into output: inout [InputEvent]
  ) {
    var press = event
    press.phase = .press
    guard let index = index(of: event.key) else { return pressTimed(press, at: now, into: &output) }
    guard held[index].releaseAt != nil else {
      // Its release was to be reported but went missing: this is a new keystroke.
      output.append(.key(held.remove(at: index).syntheticRelease))
      return pressTimed(press, at: now, into: &output)
    }
    var entry = held[index]
    let gap = now - entry.lastSeenAt
    let sameChord = entry.modifiers.subtracting(.locks) == event.modifiers.subtracting(.locks)
    var repeated = event
    repeated.phase = .repeat
    repeated.isSynthesized = true
    switch entry.cadence {
    case .repeating:
      timing.record(interval: gap)
      entry.lastSeenAt = now
      entry.releaseAt = now + timing.repeatTimeout(configuration)
      if sameChord {
        entry.modifiers = event.modifiers
        entry.hasRepeated = true
        output.append(.key(repeated))
      } else {
        // A modifier changed mid-hold (Shift pressed while Right repeats): the OS goes on
        // repeating at its interval, but the app sees a different chord.
        output.append(.key(entry.syntheticRelease))
        entry.modifiers = event.modifiers
        entry.hasRepeated = false
        output.append(.key(press))
      }
      held[index] = entry
    case .pending(let firstGap, let pending):
      if sameChord && timing.isRepeatBeat(gap, after: firstGap, configuration) {
        // The signature of auto-repeat: the held-back arrival was the first repeat.
        timing.learn(firstGap: firstGap, interval: gap)
        var first = pending
        first.phase = .repeat
        first.isSynthesized = true
        entry.markRepeating(
          modifiers: event.modifiers, at: now, releaseAt: now + timing.repeatTimeout(configuration))
        held[index] = entry
        output.append(.key(first))
        output.append(.key(repeated))
        return
      }
      output += resolveAsTap(at: index).map(InputEvent.key)
      handleLegacyPress(event, at: now, into: &output)
    case .resuming(let late):
      if sameChord && gap <= timing.confirmationWindow(configuration) {
        // Another arrival at the run's interval, no initial delay: the key was held all along
        // and the held-back arrival was a late repeat. Its run resumes.
        timing.record(interval: gap)
        var resumed = late
        resumed.phase = .press
        resumed.isSynthesized = true
        resumed.resumesRun = true
        entry.markRepeating(
          modifiers: event.modifiers, at: now, releaseAt: now + timing.repeatTimeout(configuration))
        held[index] = entry
        output.append(.key(resumed))
        output.append(.key(repeated))
        return
      }
      output += resolveAsTap(at: index).map(InputEvent.key)
      handleLegacyPress(event, at: now, into: &output)
    case .pressed(let maybeFirstRepeatAfter):
      if sameChord, let firstGap = maybeFirstRepeatAfter,
        timing.isRepeatBeat(gap, after: firstGap, configuration)
      {
        // The press before this one, already out as a press, was the first repeat after all
        // (an initial delay unlike the one seen, or longer than the timeout): learn it.
        timing.learn(firstGap: firstGap, interval: gap)
        entry.markRepeating(
          modifiers: event.modifiers, at: now, releaseAt: now + timing.repeatTimeout(configuration))
        held[index] = entry
        output.append(.key(repeated))
      } else if sameChord && timing.continuesRepeat(gap, configuration) {
        // Too soon for a tap: auto-repeat whose first gap Easel did not see.
        timing.record(interval: gap)
        entry.markRepeating(
          modifiers: entry.modifiers, at: now, releaseAt: now + timing.repeatTimeout(configuration))
        held[index] = entry
        output.append(.key(repeated))
      } else if sameChord && timing.fitsInitialDelay(gap, configuration) {
        entry.cadence = .pending(firstGap: gap, event: event)
        entry.lastSeenAt = now
        entry.releaseAt = now + timing.confirmationWindow(configuration)
        held[index] = entry
      } else {
        // A tap (or a new chord): the previous press ends, this one begins.
        output.append(.key(entry.syntheticRelease))
        entry.modifiers = event.modifiers
        entry.hasRepeated = false
        entry.cadence = .pressed(maybeFirstRepeatAfter: sameChord ? gap : nil)
        entry.lastSeenAt = now
        entry.releaseAt = now + timing.initialTimeout(configuration)
        held[index] = entry
        output.append(.key(press))
      }
    }
  }

  /// The held-back arrival of the entry at `index` was a tap: the previous press is released
  /// and the arrival is a press of its own, timed from when it came.
  private mutating func resolveAsTap(at index: Int) -> [KeyEvent] {
    let events = held[index].resolvedAsTap
    switch held[index].cadence {
    case .pending(let firstGap, let pending):
      held[index].modifiers = pending.modifiers
      held[index].cadence = .pressed(maybeFirstRepeatAfter: firstGap)
    case .resuming(let pending):
      held[index].modifiers = pending.modifiers
      held[index].cadence = .pressed(maybeFirstRepeatAfter: nil)
    case .pressed, .repeating:
      return []
    }
    held[index].hasRepeated = false
    held[index].releaseAt = held[index].lastSeenAt + timing.initialTimeout(configuration)
    return events
  }

  /// Starts timing a fresh legacy press. OS auto-repeat follows only the newest key, so any
  /// other timed key can no longer be observed and is released first.
  private mutating func pressTimed(_ press: KeyEvent, at now: Instant, into output: inout [InputEvent]) {
    releaseTimedKeys(into: &output)
    var entry = HeldKey(
      key: press.key, modifiers: press.modifiers, lastSeenAt: now,
      releaseAt: now + timing.initialTimeout(configuration))
    defer {
      lastTimedOut = nil
      lastEndedRun = nil
    }
    if let ended = lastEndedRun, ended.key == press.key,
      ended.modifiers.subtracting(.locks) == press.modifiers.subtracting(.locks),
      now - ended.pressedAt <= configuration.resumeWindow + configuration.extraLatency
    {
      // Soon after its run's timeout released it: maybe a late repeat of that run, or a tap.
      // Nothing goes out until the next arrival tells (see `handleLegacyPress`).
      entry.cadence = .resuming(event: press)
      entry.releaseAt = now + timing.confirmationWindow(configuration)
      track(entry, into: &output)
      return
    }
    if let previous = lastTimedOut, previous.key == press.key,
      previous.modifiers.subtracting(.locks) == press.modifiers.subtracting(.locks),
      now - previous.pressedAt <= RepeatTiming.longestLearnableFirstGap
    {
      // Maybe the first repeat of a key whose initial delay is longer than the timeout;
      // the next arrival tells (see `handleLegacyPress`).
      entry.cadence = .pressed(maybeFirstRepeatAfter: now - previous.pressedAt)
    }
    track(entry, into: &output)
    output.append(.key(press))
  }

  /// Adds a held key, evicting the oldest when the bound is reached.
  private mutating func track(_ entry: HeldKey, into output: inout [InputEvent]) {
    if held.count >= Self.maximumHeldKeys {
      output.append(.key(held.removeFirst().syntheticRelease))
    }
    held.append(entry)
  }

  /// Releases every timed key; one held back as a possible first repeat was a tap, so it
  /// comes out as a press first.
  mutating func releaseTimedKeys(into output: inout [InputEvent]) {
    for entry in held where entry.releaseAt != nil {
      output += entry.resolvedAsTap.map(InputEvent.key)
      output.append(.key(entry.syntheticRelease))
    }
    held.removeAll { $0.releaseAt != nil }
  }

  /// Takes a report's bits as the truth for the `covering` modifiers at this instant: a bit
  /// that is absent means that modifier is up, so bare modifier keys believed held for it get
  /// synthesized releases.
  mutating func applyReportedModifiers(
    _ bits: Modifiers, covering: Modifiers, into output: inout [InputEvent]
  ) {
    reportedModifiers = reportedModifiers.subtracting(covering).union(bits.intersection(covering))
    let up = covering.subtracting(bits)
    for entry in held where Self.holds(entry, up) {
      output.append(.key(entry.syntheticRelease))
    }
    held.removeAll { Self.holds($0, up) }
  }

  /// Whether the entry is a bare modifier key for one of `modifiers`.
  private static func holds(_ entry: HeldKey, _ modifiers: Modifiers) -> Bool {
    guard case .modifier(let modifierKey) = entry.key else { return false }
    return !modifierKey.modifier.intersection(modifiers).isEmpty
  }

  /// Resolves every timer due by `now`, earliest first: a held-back arrival whose
  /// confirmation window ran out becomes a tap (its press timed from when it came, so its
  /// own release may be due too), any other timed key a synthesized release.
  mutating func expireTimers(through now: Instant, inclusive: Bool) -> [InputEvent] {
    var output: [InputEvent] = []
    while true {
      let due = held.indices.filter { index in
        guard let releaseAt = held[index].releaseAt else { return false }
        return inclusive ? releaseAt <= now : releaseAt < now
      }
      guard let index = due.min(by: { (held[$0].releaseAt!, $0) < (held[$1].releaseAt!, $1) }) else {
        return output
      }
      let entry = held[index]
      switch entry.cadence {
      case .pending, .resuming:
        output += resolveAsTap(at: index).map(InputEvent.key)
        continue
      case .pressed:
        lastTimedOut = TimedOutKey(key: entry.key, modifiers: entry.modifiers, pressedAt: entry.lastSeenAt)
      case .repeating:
        lastEndedRun = TimedOutKey(key: entry.key, modifiers: entry.modifiers, pressedAt: entry.lastSeenAt)
      }
      held.remove(at: index)
      output.append(.key(entry.syntheticRelease))
    }
  }
}

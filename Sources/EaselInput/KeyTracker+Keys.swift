/// One key believed held.
struct HeldKey: Hashable, Sendable {
  var key: Key
  /// The modifiers of its latest press or repeat; a synthesized release repeats them.
  var modifiers: Modifiers
  var hasRepeated = false
  var lastSeenAt: Instant
  /// When its release is synthesized; nil when the terminal will report it (or for modifier keys).
  var releaseAt: Instant?
  var cadence = RepeatCadence.awaitingFirstRepeat

  var syntheticRelease: KeyEvent {
    KeyEvent(key: key, modifiers: modifiers, phase: .release, isSynthesized: true)
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
      if let index = index(of: event.key) { held.remove(at: index) }
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
    } else {
      track(
        HeldKey(key: event.key, modifiers: event.modifiers, hasRepeated: true, lastSeenAt: now),
        into: &output)
    }
    output.append(.key(event))
  }

  /// A press with no reported phase: a keystroke or an auto-repeat (terminal-input.md §9.3).
  private mutating func handleLegacyPress(
    _ event: KeyEvent, at now: Instant, into output: inout [InputEvent]
  ) {
    var press = event
    press.phase = .press
    if let index = index(of: event.key) {
      guard held[index].releaseAt != nil else {
        // Its release was to be reported but went missing: this is a new keystroke.
        output.append(.key(held.remove(at: index).syntheticRelease))
        pressTimed(press, at: now, into: &output)
        return
      }
      var entry = held[index]
      entry.cadence = timing.observe(gap: now - entry.lastSeenAt, after: entry.cadence)
      entry.lastSeenAt = now
      entry.releaseAt = now + timing.repeatTimeout(configuration)
      if entry.modifiers.subtracting(.locks) == event.modifiers.subtracting(.locks) {
        entry.modifiers = event.modifiers
        entry.hasRepeated = true
        held[index] = entry
        var repeated = event
        repeated.phase = .repeat
        repeated.isSynthesized = true
        output.append(.key(repeated))
      } else {
        // A modifier changed mid-hold (Shift pressed while Right repeats): the OS goes on
        // repeating at its interval, but the app sees a different chord.
        output.append(.key(entry.syntheticRelease))
        entry.modifiers = event.modifiers
        entry.hasRepeated = false
        held[index] = entry
        output.append(.key(press))
      }
      return
    }
    pressTimed(press, at: now, into: &output)
  }

  /// Starts timing a fresh legacy press. OS auto-repeat follows only the newest key, so any
  /// other timed key can no longer be observed and is released first.
  private mutating func pressTimed(_ press: KeyEvent, at now: Instant, into output: inout [InputEvent]) {
    releaseTimedKeys(into: &output)
    var entry = HeldKey(
      key: press.key, modifiers: press.modifiers, lastSeenAt: now,
      releaseAt: now + timing.initialTimeout(configuration))
    if let previous = lastTimedOut, previous.key == press.key,
      previous.modifiers.subtracting(.locks) == press.modifiers.subtracting(.locks),
      now - previous.pressedAt <= RepeatTiming.longestLearnableFirstGap
    {
      // Maybe the first repeat of a key whose initial delay is longer than the timeout;
      // the repeats that follow tell (see `RepeatTiming.observe`).
      entry.cadence = .confirming(firstGap: now - previous.pressedAt, secondGap: nil)
    }
    lastTimedOut = nil
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

  private mutating func releaseTimedKeys(into output: inout [InputEvent]) {
    for entry in held where entry.releaseAt != nil {
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

  mutating func expireTimers(through now: Instant, inclusive: Bool) -> [InputEvent] {
    let due = held.indices.filter { index in
      guard let releaseAt = held[index].releaseAt else { return false }
      return inclusive ? releaseAt <= now : releaseAt < now
    }
    guard !due.isEmpty else { return [] }
    let ordered = due.sorted { (held[$0].releaseAt!, $0) < (held[$1].releaseAt!, $1) }
    let output = ordered.map { index in
      let entry = held[index]
      if entry.cadence == .awaitingFirstRepeat {
        lastTimedOut = TimedOutKey(key: entry.key, modifiers: entry.modifiers, pressedAt: entry.lastSeenAt)
      }
      return InputEvent.key(entry.syntheticRelease)
    }
    let dueSet = Set(due)
    held = held.indices.filter { !dueSet.contains($0) }.map { held[$0] }
    return output
  }
}

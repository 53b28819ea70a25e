import EaselInput
import EaselTestSupport
import Testing

/// Feeds a `KeyTracker` events at given milliseconds and records what it emits as lines
/// `<ms> <canonical event>[ synth]`, where `<ms>` is when the event was fed or time advanced to.
struct TrackerScript {
  var tracker: KeyTracker
  var clock = FakeClock()
  private var lines: [String] = []

  init(_ configuration: KeyTracker.Configuration = .init(), releasesReported: Bool = false) {
    tracker = KeyTracker(configuration: configuration, releasesReported: releasesReported)
  }

  /// A keystroke as a legacy terminal sends it: a press with no reported phase.
  mutating func press(_ key: Key, _ modifiers: Modifiers = [], at milliseconds: Int) {
    send(.key(KeyEvent(key: key, modifiers: modifiers)), at: milliseconds)
  }

  /// A key event with a phase reported by the terminal (kitty flag 2).
  mutating func kitty(_ key: Key, _ modifiers: Modifiers, _ phase: KeyPhase, at milliseconds: Int) {
    send(
      .key(KeyEvent(key: key, modifiers: modifiers, phase: phase, hasReportedPhase: true)), at: milliseconds)
  }

  mutating func kitty(_ key: Key, _ phase: KeyPhase, at milliseconds: Int) {
    kitty(key, [], phase, at: milliseconds)
  }

  mutating func send(_ event: InputEvent, at milliseconds: Int) {
    clock.advance(toMilliseconds: milliseconds)
    record(tracker.handle(event, at: clock.now))
  }

  /// Lets time pass, as the shell's poll timing out would, collecting expired releases.
  mutating func advance(to milliseconds: Int) {
    clock.advance(toMilliseconds: milliseconds)
    record(tracker.expire(at: clock.now))
  }

  /// The lines recorded since the last call.
  mutating func take() -> [String] {
    defer { lines.removeAll() }
    return lines
  }

  /// The pending deadline in milliseconds.
  var deadline: Int? { tracker.deadline?.milliseconds }

  private mutating func record(_ events: [InputEvent]) {
    let time = clock.now.milliseconds
    for event in events {
      var line = "\(time) \(event.canonical ?? "reply")"
      if case .key(let key) = event, key.isSynthesized { line += " synth" }
      if case .key(let key) = event, key.resumesRun { line += " resumed" }
      lines.append(line)
    }
  }
}

@Test("A legacy tap is a press, then a synthesized release once the 750 ms initial timeout runs out")
func legacyTap() {
  var script = TrackerScript()
  script.press(.right, at: 0)
  #expect(script.take() == ["0 K right - press"])
  #expect(script.deadline == 750)
  script.advance(to: 749)
  #expect(script.take().isEmpty)
  #expect(script.tracker.isHeld(.right))
  script.advance(to: 750)
  #expect(script.take() == ["750 K right - release synth"])
  #expect(script.tracker.heldKeys.isEmpty)
  #expect(script.deadline == nil)
}

@Test(
  "A legacy hold repeating every 33 ms is one press, synthesized repeats, and a release 100 ms after the last"
)
func legacyHold() {
  var script = TrackerScript()
  script.press(.right, at: 0)
  #expect(!script.tracker.hasRepeated(.right))
  let repeats = Array(stride(from: 500, through: 1_490, by: 33))
  for time in repeats { script.press(.right, at: time) }
  #expect(script.tracker.hasRepeated(.right))
  // The first repeat is held back until the second shows the interval, then both go out.
  let expected =
    ["0 K right - press", "533 K right - repeat synth"]
    + repeats.dropFirst().map { "\($0) K right - repeat synth" }
  #expect(script.take() == expected)
  // 3 × 33 ms is under the 100 ms floor, so the floor decides; well within 250 ms of the last repeat.
  #expect(script.deadline == 1_590)
  script.advance(to: 1_589)
  #expect(script.take().isEmpty)
  script.advance(to: 1_590)
  #expect(script.take() == ["1590 K right - release synth"])
}

@Test("A synthesized release carries the key and modifiers of the press, not its text")
func synthesizedReleaseRepeatsTheChord() {
  var tracker = KeyTracker()
  _ = tracker.handle(.key(KeyEvent(key: .character("a"), modifiers: .alt, text: "a")), at: .zero)
  let released = tracker.expire(at: .milliseconds(750))
  let expected = KeyEvent(key: .character("a"), modifiers: .alt, phase: .release, isSynthesized: true)
  #expect(released == [.key(expected)])
}

@Test("A synthesized repeat keeps the typed text, so a held letter keeps typing")
func synthesizedRepeatKeepsText() {
  var tracker = KeyTracker()
  let press = KeyEvent(key: .character("x"), text: "x")
  _ = tracker.handle(.key(press), at: .zero)
  #expect(tracker.handle(.key(press), at: .milliseconds(500)).isEmpty)
  let output = tracker.handle(.key(press), at: .milliseconds(533))
  var expected = press
  expected.phase = .repeat
  expected.isSynthesized = true
  #expect(output == [.key(expected), .key(expected)])
}

@Test("Legacy: a different key releases the held one first, since OS repeat follows the newest key")
func legacyDifferentKeyReleasesOlder() {
  var script = TrackerScript()
  script.press(.right, at: 0)
  script.press(.right, at: 500)
  script.press(.right, at: 533)
  script.press(.up, at: 550)
  #expect(
    script.take() == [
      "0 K right - press", "533 K right - repeat synth", "533 K right - repeat synth",
      "550 K right - release synth", "550 K up - press",
    ])
  #expect(script.tracker.heldKeys == [.up])
  #expect(!script.tracker.hasRepeated(.up))
  #expect(script.deadline == 1_300)
}

@Test("Legacy: Shift pressed mid-hold is a release and a Shift press, timed as the repeat it is")
func legacyModifierChangeMidHold() {
  var script = TrackerScript()
  script.press(.right, at: 0)
  for time in [500, 533, 566] { script.press(.right, at: time) }
  _ = script.take()
  script.press(.right, .shift, at: 599)
  #expect(script.take() == ["599 K right - release synth", "599 K right shift press"])
  #expect(script.tracker.heldKeys == [.right])
  #expect(!script.tracker.hasRepeated(.right))
  // The OS goes on repeating, so the repeat timeout applies, not the 750 ms initial one.
  #expect(script.deadline == 699)
  script.press(.right, .shift, at: 632)
  #expect(script.take() == ["632 K right shift repeat synth"])
  #expect(script.tracker.hasRepeated(.right))
  script.advance(to: 732)
  #expect(script.take() == ["732 K right shift release synth"])
}

@Test("Legacy: Shift+a after a held a is a new chord, a after Shift+a too")
func legacyShiftedLetterIsNewChord() {
  var script = TrackerScript()
  script.press(.character("a"), at: 0)
  script.press(.character("a"), .shift, at: 100)
  script.press(.character("a"), at: 200)
  #expect(
    script.take() == [
      "0 K a - press", "100 K a - release synth", "100 K A - press", "200 K A - release synth",
      "200 K a - press",
    ])
}

@Test("Lock bits do not make a repeat look like a new chord")
func lockBitsIgnoredForRepeats() {
  var script = TrackerScript()
  script.press(.character("a"), .capsLock, at: 0)
  script.press(.character("a"), at: 500)
  script.press(.character("a"), .capsLock, at: 533)
  #expect(script.take() == ["0 K a - press", "533 K a - repeat synth", "533 K a - repeat synth"])
}

@Test("A tool key counts as held only once it repeats, so a tap then drawing never springs back")
func springLoadedNeedsRepeat() {
  var script = TrackerScript()
  script.press(.character("p"), at: 0)
  #expect(script.tracker.isHeld(.character("p")))
  #expect(!script.tracker.hasRepeated(.character("p")))
  script.press(.character("p"), at: 400)
  // A second arrival alone may be a second tap: held only once the repeat interval shows.
  #expect(!script.tracker.hasRepeated(.character("p")))
  script.press(.character("p"), at: 430)
  #expect(script.tracker.hasRepeated(.character("p")))
  #expect(!script.tracker.hasRepeated(.character("q")))
}

@Test("Non-key events pass through unchanged")
func nonKeyEventsPassThrough() {
  var tracker = KeyTracker()
  let mouse = MouseEvent(action: .press, button: .left, x: 3, y: 4, modifiers: .control)
  let events: [InputEvent] = [
    .mouse(mouse), .focus(true), .reply(.kittyKeyboardFlags(15)), .reply(.cursorPosition(row: 1, column: 2)),
  ]
  for event in events {
    #expect(tracker.handle(event, at: .milliseconds(10)) == [event])
  }
  #expect(tracker.deadline == nil)
}

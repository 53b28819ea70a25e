import EaselInput
import Testing

@Test(
  "With releases reported, a kitty press, repeats and release pass through unchanged and nothing is synthesized"
)
func kittyStreamPassesThrough() {
  var tracker = KeyTracker(releasesReported: true)
  var events = [KeyEvent(key: .right, phase: .press, hasReportedPhase: true)]
  events += Array(repeating: KeyEvent(key: .right, phase: .repeat, hasReportedPhase: true), count: 37)
  events.append(KeyEvent(key: .right, phase: .release, hasReportedPhase: true))
  var output: [InputEvent] = []
  for (index, event) in events.enumerated() {
    output += tracker.handle(.key(event), at: .milliseconds(index == 0 ? 0 : 300 + 33 * index))
    #expect(tracker.deadline == nil)
  }
  output += tracker.expire(at: .milliseconds(10_000))
  #expect(output == events.map { .key($0) })
  #expect(tracker.heldKeys.isEmpty)
}

@Test("kitty flags 11: a bare CSI C press then reported repeats and release yield no synthesized event")
func kittyLegacyShapedPressHeld() {
  var script = TrackerScript()
  script.press(.right, at: 0)
  for time in stride(from: 300, through: 1_500, by: 33) { script.kitty(.right, .repeat, at: time) }
  script.kitty(.right, .release, at: 1_550)
  script.advance(to: 5_000)
  let lines = script.take()
  #expect(lines.first == "0 K right - press")
  #expect(lines.last == "1550 K right - release")
  #expect(!lines.contains { $0.hasSuffix("synth") })
  #expect(script.tracker.releasesReported)
}

@Test("kitty flags 11: a quick tap of a bare CSI C press is closed by the reported release, not a timeout")
func kittyLegacyShapedPressTapped() {
  var script = TrackerScript(releasesReported: true)
  script.press(.right, at: 0)
  #expect(script.deadline == 750)
  script.kitty(.right, .release, at: 90)
  #expect(script.deadline == nil)
  script.advance(to: 2_000)
  #expect(script.take() == ["0 K right - press", "90 K right - release"])
}

@Test("The first reported repeat or release switches releasesReported on; a reported press does not")
func reportedEventsSwitchReleasesOn() {
  var tracker = KeyTracker()
  _ = tracker.handle(.key(KeyEvent(key: .escape, hasReportedPhase: true)), at: .zero)
  #expect(!tracker.releasesReported)
  _ = tracker.handle(
    .key(KeyEvent(key: .escape, phase: .release, hasReportedPhase: true)), at: .milliseconds(5))
  #expect(tracker.releasesReported)

  var other = KeyTracker()
  _ = other.handle(.key(KeyEvent(key: .escape, phase: .repeat, hasReportedPhase: true)), at: .zero)
  #expect(other.releasesReported)
}

@Test("Before releases are known to be reported, a press with a reported phase is timed like a legacy one")
func reportedPressTimedUntilReleasesKnown() {
  var script = TrackerScript()
  script.kitty(.character("c"), .control, .press, at: 0)
  script.kitty(.character("c"), .control, .press, at: 500)
  // With no repeat after it, the second press is a tap of its own, timed from when it came.
  script.advance(to: 1_250)
  #expect(
    script.take() == [
      "0 K c ctrl press", "1250 K c ctrl release synth", "1250 K c ctrl press", "1250 K c ctrl release synth",
    ])
}

@Test("Keys without reported releases (Enter without flag 8) still get a synthesized up under kitty")
func enterWithoutFlag8GetsSynthesizedRelease() {
  var script = TrackerScript(releasesReported: true)
  script.press(.enter, at: 0)
  script.advance(to: 750)
  #expect(script.take() == ["0 K enter - press", "750 K enter - release synth"])
}

@Test("A reported release of a key not held passes through; a reported repeat of one makes it held")
func reportedEventsForUnknownKeys() {
  var script = TrackerScript(releasesReported: true)
  script.kitty(.character("q"), .release, at: 0)
  #expect(script.take() == ["0 K q - release"])
  #expect(!script.tracker.isHeld(.character("q")))
  script.kitty(.space, .repeat, at: 10)
  #expect(script.take() == ["10 K space - repeat"])
  #expect(script.tracker.isHeld(.space))
  #expect(script.tracker.hasRepeated(.space))
  #expect(script.deadline == nil)
}

@Test("A reported press of a key already held means its release was lost: a synthesized release comes first")
func reportedPressOfHeldKey() {
  var script = TrackerScript(releasesReported: true)
  script.kitty(.character("a"), .press, at: 0)
  script.kitty(.character("a"), .press, at: 400)
  #expect(script.take() == ["0 K a - press", "400 K a - release synth", "400 K a - press"])
  #expect(script.tracker.heldKeys == [.character("a")])
}

@Test("A legacy-shaped press of a key whose reported release went missing is a new keystroke")
func legacyPressAfterLostReportedRelease() {
  var script = TrackerScript(releasesReported: true)
  script.press(.right, at: 0)
  script.kitty(.right, .repeat, at: 300)
  script.press(.right, at: 5_000)
  #expect(
    script.take() == [
      "0 K right - press", "300 K right - repeat", "5000 K right - release synth", "5000 K right - press",
    ])
  #expect(script.deadline == 5_750)
}

@Test("kitty: two keys down at once are both held, in press order, and released one by one")
func kittyTwoKeysHeld() {
  var script = TrackerScript(releasesReported: true)
  script.kitty(.character("a"), .press, at: 0)
  script.kitty(.character("s"), .press, at: 50)
  script.kitty(.character("s"), .repeat, at: 600)
  #expect(script.tracker.heldKeys == [.character("a"), .character("s")])
  #expect(!script.tracker.hasRepeated(.character("a")))
  #expect(script.tracker.hasRepeated(.character("s")))
  script.kitty(.character("a"), .release, at: 700)
  #expect(script.tracker.heldKeys == [.character("s")])
  script.kitty(.character("s"), .release, at: 800)
  #expect(script.tracker.heldKeys.isEmpty)
  #expect(!script.take().contains { $0.hasSuffix("synth") })
}

@Test("A reported repeat with new modifiers updates the chord that a later synthesized release would carry")
func reportedRepeatUpdatesModifiers() {
  var tracker = KeyTracker(releasesReported: true)
  _ = tracker.handle(.key(KeyEvent(key: .right, hasReportedPhase: true)), at: .zero)
  _ = tracker.handle(
    .key(KeyEvent(key: .right, modifiers: .shift, phase: .repeat, hasReportedPhase: true)),
    at: .milliseconds(400))
  let released = tracker.releaseAll(at: .milliseconds(500))
  #expect(released == [.key(KeyEvent(key: .right, modifiers: .shift, phase: .release, isSynthesized: true))])
}

@Test("kitty flags 11 chords as recorded in the e2e findings synthesize nothing and leave nothing held")
func kittyChordsFromE2EFindings() {
  var script = TrackerScript(releasesReported: true)
  // Shift+Right: \e[57441u \e[1;2C \e[1;2:3C \e[57441;2:3u
  script.press(.modifier(.leftShift), at: 0)
  script.press(.right, .shift, at: 80)
  #expect(script.tracker.heldModifiers == .shift)
  script.kitty(.right, .shift, .release, at: 160)
  script.kitty(.modifier(.leftShift), .shift, .release, at: 240)
  // Super+Right: \e[57444u \e[1;9C \e[1;9:3C \e[57444;9:3u
  script.press(.modifier(.leftSuper), at: 1_000)
  script.press(.right, .superKey, at: 1_080)
  script.kitty(.right, .superKey, .release, at: 1_160)
  script.kitty(.modifier(.leftSuper), .superKey, .release, at: 1_240)
  // Alt+x: \e[57443u \e[120;3u \e[120;3:3u \e[57443;3:3u
  script.press(.modifier(.leftAlt), at: 2_000)
  script.press(.character("x"), .alt, at: 2_080)
  script.kitty(.character("x"), .alt, .release, at: 2_160)
  script.kitty(.modifier(.leftAlt), .alt, .release, at: 2_240)
  script.advance(to: 10_000)
  let lines = script.take()
  #expect(lines.count == 12)
  #expect(!lines.contains { $0.hasSuffix("synth") })
  #expect(script.tracker.heldKeys.isEmpty)
  #expect(script.tracker.heldModifiers.isEmpty)
}

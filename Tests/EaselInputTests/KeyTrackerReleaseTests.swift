import EaselInput
import Testing

@Test("Focus loss releases every held key and modifier, in press order, before the focus event")
func focusLossReleasesEverything() {
  var script = TrackerScript(releasesReported: true)
  script.press(.modifier(.leftSuper), at: 0)
  script.kitty(.character("a"), .superKey, .press, at: 10)
  script.press(.enter, .superKey, at: 20)
  script.send(.focus(false), at: 100)
  #expect(
    script.take() == [
      "0 K left_super - press", "10 K a super press", "20 K enter super press",
      "100 K left_super - release synth", "100 K a super release synth", "100 K enter super release synth",
      "100 F out",
    ])
  #expect(script.tracker.heldKeys.isEmpty)
  #expect(script.tracker.heldModifiers.isEmpty)
  #expect(script.deadline == nil)
}

@Test("Focus coming back releases nothing")
func focusInReleasesNothing() {
  var script = TrackerScript()
  script.press(.right, at: 0)
  script.send(.focus(true), at: 100)
  #expect(script.take() == ["0 K right - press", "100 F in"])
  #expect(script.tracker.isHeld(.right))
}

@Test("A paste releases everything held first (a key cannot be seen repeating through it)")
func pasteReleasesEverything() {
  var script = TrackerScript()
  script.press(.right, .shift, at: 0)
  script.press(.right, .shift, at: 500)
  script.send(.paste(PasteEvent(text: "hi")), at: 600)
  let lines = script.take()
  #expect(Array(lines.suffix(2)) == ["600 K right shift release synth", "600 P 2 d8932aac"])
  #expect(script.tracker.heldKeys.isEmpty)
  #expect(script.tracker.heldModifiers.isEmpty)
}

@Test("releaseAll synthesizes ups for everything and leaves nothing pending")
func releaseAllClearsState() {
  var tracker = KeyTracker(releasesReported: true)
  _ = tracker.handle(.key(KeyEvent(key: .space, phase: .repeat, hasReportedPhase: true)), at: .zero)
  _ = tracker.handle(.key(KeyEvent(key: .tab)), at: .milliseconds(5))
  let released = tracker.releaseAll(at: .milliseconds(10))
  #expect(released.map(\.canonical) == ["K space - release", "K tab - release"])
  #expect(
    released.allSatisfy { event in
      if case .key(let key) = event { return key.isSynthesized && !key.hasReportedPhase }
      return false
    })
  #expect(tracker.deadline == nil)
  #expect(tracker.releaseAll(at: .milliseconds(20)).isEmpty)
  #expect(tracker.expire(at: .milliseconds(5_000)).isEmpty)
}

@Test("A legacy flood of distinct keys keeps exactly one key held, each released before the next")
func legacyFloodBounded() {
  var tracker = KeyTracker()
  var releases = 0
  for index in 0..<2_000 {
    let key = Key.character(Unicode.Scalar(0x4E00 + index)!)
    let output = tracker.handle(.key(KeyEvent(key: key)), at: .milliseconds(index))
    releases += output.count - 1
    #expect(tracker.heldKeys == [key])
  }
  #expect(releases == 1_999)
}

@Test("A kitty flood of distinct held keys is capped at 32, evicting the oldest with a synthesized release")
func kittyFloodBounded() {
  var tracker = KeyTracker(releasesReported: true)
  var output: [InputEvent] = []
  for index in 0..<500 {
    let key = Key.character(Unicode.Scalar(0x4E00 + index)!)
    let phase: KeyPhase = index.isMultiple(of: 2) ? .press : .repeat
    output += tracker.handle(.key(KeyEvent(key: key, phase: phase, hasReportedPhase: true)), at: .zero)
  }
  #expect(tracker.heldKeys.count == KeyTracker.maximumHeldKeys)
  #expect(tracker.heldKeys.first == .character(Unicode.Scalar(0x4E00 + 500 - 32)!))
  let synthesized = output.filter { event in
    if case .key(let key) = event { return key.isSynthesized }
    return false
  }
  #expect(synthesized.count == 500 - 32)
  #expect(synthesized.first?.canonical == "K \u{4E00} - release")
}

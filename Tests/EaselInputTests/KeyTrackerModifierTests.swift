import EaselInput
import Testing

private func mouse(_ action: MouseAction = .drag, _ modifiers: Modifiers = []) -> InputEvent {
  .mouse(MouseEvent(action: action, button: .left, x: 10, y: 5, modifiers: modifiers))
}

@Test("Bare modifier keys pass through as key events, so Super held alone can be seen")
func bareModifierKeysPassThrough() {
  var script = TrackerScript(releasesReported: true)
  script.press(.modifier(.leftSuper), at: 0)
  #expect(script.take() == ["0 K left_super - press"])
  #expect(script.tracker.heldKeys == [.modifier(.leftSuper)])
  #expect(script.tracker.heldModifiers == .superKey)
  #expect(script.deadline == nil)
  script.advance(to: 5_000)
  #expect(script.tracker.isHeld(.modifier(.leftSuper)))
  script.kitty(.modifier(.leftSuper), .superKey, .release, at: 5_100)
  #expect(script.take() == ["5100 K left_super - release"])
  #expect(script.tracker.heldModifiers.isEmpty)
}

@Test("Modifier state comes from keycode and phase, not the bit kitty reports with the event")
func modifierStateFromKeycode() {
  var tracker = KeyTracker(releasesReported: true)
  // kitty: the press has no Shift bit, the release has it (the state before the event).
  _ = tracker.handle(.key(KeyEvent(key: .modifier(.leftShift))), at: .zero)
  #expect(tracker.heldModifiers == .shift)
  _ = tracker.handle(
    .key(KeyEvent(key: .modifier(.leftShift), modifiers: .shift, phase: .release, hasReportedPhase: true)),
    at: .milliseconds(100))
  #expect(tracker.heldModifiers.isEmpty)
}

@Test("Left and right modifier keys are tracked apart: releasing left Shift while right is held keeps Shift")
func leftAndRightTrackedSeparately() {
  var script = TrackerScript(releasesReported: true)
  script.press(.modifier(.leftShift), at: 0)
  script.press(.modifier(.rightShift), .shift, at: 10)
  script.kitty(.modifier(.leftShift), .shift, .release, at: 20)
  #expect(script.tracker.heldModifiers == .shift)
  #expect(script.tracker.heldKeys == [.modifier(.rightShift)])
  script.kitty(.modifier(.rightShift), .shift, .release, at: 30)
  #expect(script.tracker.heldModifiers.isEmpty)

  // Both Ctrls: releasing one still reports the Ctrl bit, which must not matter either way.
  script.press(.modifier(.leftControl), at: 40)
  script.press(.modifier(.rightControl), .control, at: 50)
  script.kitty(.modifier(.rightControl), .control, .release, at: 60)
  #expect(script.tracker.heldModifiers == .control)
  script.kitty(.modifier(.leftControl), .control, .release, at: 70)
  #expect(script.tracker.heldModifiers.isEmpty)
  #expect(!script.take().contains { $0.hasSuffix("synth") })
}

@Test("The other bits of a modifier key event are the truth: Ctrl held while Shift goes down")
func otherBitsOfModifierEvents() {
  var tracker = KeyTracker(releasesReported: true)
  _ = tracker.handle(.key(KeyEvent(key: .modifier(.leftShift), modifiers: .control)), at: .zero)
  #expect(tracker.heldModifiers == [.shift, .control])
}

@Test(
  "A key report without Shift means Shift is up: a modifier press whose release was lost gets a synthesized one"
)
func keyReportClearsStaleModifier() {
  var script = TrackerScript(releasesReported: true)
  script.press(.modifier(.leftShift), at: 0)
  script.kitty(.character("x"), .press, at: 50)
  #expect(script.take() == ["0 K left_shift - press", "50 K left_shift - release synth", "50 K x - press"])
  #expect(script.tracker.heldModifiers.isEmpty)
  #expect(script.tracker.heldKeys == [.character("x")])
}

@Test("A mouse report without Shift means Shift is up, but it cannot say anything about Super")
func mouseReportClearsShiftOnly() {
  var script = TrackerScript(releasesReported: true)
  script.press(.modifier(.leftShift), at: 0)
  script.press(.modifier(.leftSuper), .shift, at: 10)
  script.send(mouse(.move), at: 20)
  #expect(
    script.take() == [
      "0 K left_shift - press", "10 K left_super - press", "20 K left_shift - release synth",
      "20 M move 1 10 5 -",
    ])
  #expect(script.tracker.heldModifiers == .superKey)
  #expect(script.tracker.heldKeys == [.modifier(.leftSuper)])
}

@Test(
  "Key report bits set and clear every modifier on a legacy terminal, mouse bits only Shift, Alt and Ctrl")
func legacyBitsTrackModifiers() {
  var tracker = KeyTracker()
  _ = tracker.handle(.key(KeyEvent(key: .right, modifiers: [.shift, .superKey])), at: .zero)
  #expect(tracker.heldModifiers == [.shift, .superKey])
  _ = tracker.handle(mouse(.drag, .alt), at: .milliseconds(10))
  #expect(tracker.heldModifiers == [.alt, .superKey])
  _ = tracker.handle(.key(KeyEvent(key: .left, modifiers: .capsLock)), at: .milliseconds(20))
  #expect(tracker.heldModifiers.isEmpty)
}

@Test("Gesture modifiers merge the mouse report's Ctrl with Super known from a kitty modifier key event")
func gestureModifiersMergeSuper() {
  var tracker = KeyTracker(releasesReported: true)
  _ = tracker.handle(.key(KeyEvent(key: .modifier(.rightSuper))), at: .zero)
  let drag = MouseEvent(action: .drag, button: .left, x: 4, y: 4, modifiers: [.control, .numLock])
  #expect(tracker.handle(.mouse(drag), at: .milliseconds(10)) == [.mouse(drag)])
  #expect(tracker.gestureModifiers(for: drag) == [.control, .superKey])
  // Ctrl released mid-drag: the next report says so, Super stays.
  let later = MouseEvent(action: .drag, button: .left, x: 6, y: 4)
  _ = tracker.handle(.mouse(later), at: .milliseconds(20))
  #expect(tracker.gestureModifiers(for: later) == .superKey)
  _ = tracker.handle(
    .key(
      KeyEvent(key: .modifier(.rightSuper), modifiers: .superKey, phase: .release, hasReportedPhase: true)),
    at: .milliseconds(30))
  #expect(tracker.gestureModifiers(for: later).isEmpty)
}

@Test("Gesture modifiers on a legacy terminal are the mouse report's own bits")
func gestureModifiersLegacy() {
  var tracker = KeyTracker()
  let drag = MouseEvent(action: .drag, button: .left, x: 4, y: 4, modifiers: [.shift, .alt])
  _ = tracker.handle(.mouse(drag), at: .zero)
  #expect(tracker.gestureModifiers(for: drag) == [.shift, .alt])
}

@Test("A modifier key pressed while another key repeats does not release it (OS repeat goes on)")
func modifierKeyDoesNotReleaseTimedKey() {
  var script = TrackerScript(releasesReported: true)
  script.press(.character("p"), at: 0)
  script.press(.modifier(.leftAlt), at: 100)
  #expect(script.tracker.heldKeys == [.character("p"), .modifier(.leftAlt)])
  #expect(script.deadline == 750)
}

@Test("Releasing a modifier key also clears its bit learnt from an earlier key report")
func modifierReleaseClearsReportedBit() {
  var script = TrackerScript(releasesReported: true)
  script.press(.modifier(.leftShift), at: 0)
  script.press(.right, .shift, at: 10)
  script.kitty(.right, .shift, .release, at: 20)
  #expect(script.tracker.heldModifiers == .shift)
  script.kitty(.modifier(.leftShift), .shift, .release, at: 30)
  #expect(script.tracker.heldModifiers.isEmpty)
  #expect(script.tracker.heldKeys.isEmpty)
}

@Test(
  "A modifier key event's own bit is ignored either way: a press lacking it does not release the other side")
func ownBitIgnored() {
  var script = TrackerScript(releasesReported: true)
  script.press(.modifier(.rightAlt), .alt, at: 0)
  script.press(.modifier(.leftAlt), at: 10)
  #expect(script.tracker.heldKeys == [.modifier(.rightAlt), .modifier(.leftAlt)])
  #expect(script.tracker.heldModifiers == .alt)
  #expect(!script.take().contains { $0.hasSuffix("synth") })
}

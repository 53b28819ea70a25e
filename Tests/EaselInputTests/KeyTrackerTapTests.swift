import EaselInput
import Testing

/// Taps are taps (issue 13, spec §5.3): on a legacy terminal a second tap is the same bytes as
/// a first auto-repeat, and only timing tells. Auto-repeat has a signature — a first gap near
/// the OS initial delay, then a steady short interval — which separate taps do not have.
@Suite("KeyTracker: taps against auto-repeat")
struct KeyTrackerTapTests {
  /// The OS repeat settings the tracker must recognise: X's default and Xvfb's.
  static let holds: [(delay: Int, interval: Int)] = [(660, 25), (300, 33)]
  static let tapGaps = [150, 200, 400, 600]

  /// What came out, counted by phase.
  struct Counts: Equatable, CustomStringConvertible {
    var presses = 0
    var repeats = 0
    var releases = 0
    var description: String { "\(presses) presses, \(repeats) repeats, \(releases) releases" }
  }

  static func counts(_ lines: [String]) -> Counts {
    var counts = Counts()
    for line in lines {
      if line.contains(" press") { counts.presses += 1 }
      if line.contains(" repeat") { counts.repeats += 1 }
      if line.contains(" release") { counts.releases += 1 }
    }
    return counts
  }

  /// `count` taps of `key` `gap` ms apart from `start`, then silence until everything is released.
  static func tap(
    _ script: inout TrackerScript, _ key: Key, _ modifiers: Modifiers = [], count: Int, gap: Int,
    from start: Int
  ) -> [String] {
    for index in 0..<count { script.press(key, modifiers, at: start + index * gap) }
    script.advance(to: start + count * gap + 3_000)
    return script.take()
  }

  /// A key held with the OS's `delay` and `interval` for `repeats` auto-repeats from `start`.
  static func hold(
    _ script: inout TrackerScript, _ key: Key, delay: Int, interval: Int, repeats: Int, from start: Int
  ) -> (lines: [String], lastRepeat: Int) {
    script.press(key, at: start)
    let times = (0..<repeats).map { start + delay + $0 * interval }
    for time in times { script.press(key, at: time) }
    let lines = script.take()
    return (lines, times.last!)
  }

  @Test(
    "Five taps of an arrow at 150, 200, 400 and 600 ms: five presses and five releases, no repeat",
    arguments: tapGaps)
  func arrowTaps(gap: Int) {
    var script = TrackerScript()
    let lines = Self.tap(&script, .right, count: 5, gap: gap, from: 0)
    #expect(Self.counts(lines) == Counts(presses: 5, repeats: 0, releases: 5), "\(lines)")
    #expect(script.tracker.heldKeys.isEmpty)
  }

  @Test("Ten taps 600 ms apart (the tmux case of issue 13) are ten presses")
  func tenSlowTaps() {
    var script = TrackerScript()
    let lines = Self.tap(&script, .left, count: 10, gap: 600, from: 0)
    #expect(Self.counts(lines) == Counts(presses: 10, repeats: 0, releases: 10), "\(lines)")
  }

  @Test("Three Ctrl-N taps at 150, 200, 400 and 600 ms are three presses", arguments: tapGaps)
  func commandTaps(gap: Int) {
    var script = TrackerScript()
    let lines = Self.tap(&script, .character("n"), .control, count: 3, gap: gap, from: 0)
    #expect(Self.counts(lines) == Counts(presses: 3, repeats: 0, releases: 3), "\(lines)")
    #expect(lines.filter { $0.contains("press") }.allSatisfy { $0.contains("K n ctrl press") })
  }

  @Test("A press comes out at once, or at most the confirmation window (120 ms) after its bytes")
  func tapLatencyBounded() {
    var script = TrackerScript()
    script.press(.right, at: 0)
    #expect(script.take() == ["0 K right - press"])
    script.press(.right, at: 150)
    #expect(
      script.take() == ["150 K right - release synth", "150 K right - press"], "too soon for a first repeat")
    script.press(.right, at: 550)
    #expect(script.take().isEmpty, "400 ms could be an initial delay")
    #expect(script.deadline == 670)
    script.advance(to: 670)
    #expect(script.take() == ["670 K right - release synth", "670 K right - press"])
    #expect(script.deadline == 550 + 750, "timed from when its bytes came")
  }

  @Test(
    "Held with X's 660/25 ms and Xvfb's 300/33 ms: one press, every repeat, one release after they stop",
    arguments: holds)
  func heldKeys(delay: Int, interval: Int) {
    var script = TrackerScript()
    let (lines, last) = Self.hold(&script, .right, delay: delay, interval: interval, repeats: 40, from: 0)
    #expect(Self.counts(lines) == Counts(presses: 1, repeats: 40, releases: 0), "\(lines)")
    #expect(lines.first == "0 K right - press")
    // The first repeat waits for the second (one interval), then both go out together.
    #expect(lines[1] == "\(delay + interval) K right - repeat synth")
    #expect(script.tracker.hasRepeated(.right))
    script.advance(to: last + 99)
    #expect(script.take().isEmpty)
    script.advance(to: last + 100)
    #expect(script.take() == ["\(last + 100) K right - release synth"], "3 × interval, at least 100 ms")
    script.advance(to: last + 3_000)
    #expect(script.take().isEmpty)
  }

  @Test("Taps after a learnt hold are still taps, and the next hold is still one hold", arguments: holds)
  func tapsAfterHold(delay: Int, interval: Int) {
    var script = TrackerScript()
    _ = Self.hold(&script, .right, delay: delay, interval: interval, repeats: 20, from: 0)
    script.advance(to: 5_000)
    _ = script.take()
    for gap in Self.tapGaps {
      let lines = Self.tap(&script, .right, count: 5, gap: gap, from: 10_000 * gap)
      #expect(Self.counts(lines) == Counts(presses: 5, repeats: 0, releases: 5), "gap \(gap): \(lines)")
    }
    let (lines, last) = Self.hold(
      &script, .right, delay: delay, interval: interval, repeats: 20, from: 9_000_000)
    #expect(Self.counts(lines) == Counts(presses: 1, repeats: 20, releases: 0), "\(lines)")
    script.advance(to: last + 3_000)
    #expect(Self.counts(script.take()) == Counts(presses: 0, repeats: 0, releases: 1))
  }

  @Test("Taps that do not fit a learnt initial delay go out at once; one that fits waits for the interval")
  func learntDelayShortensTheWait() {
    var script = TrackerScript()
    _ = Self.hold(&script, .right, delay: 660, interval: 25, repeats: 10, from: 0)
    script.advance(to: 5_000)
    _ = script.take()
    script.press(.right, at: 10_000)
    script.press(.right, at: 10_400)
    #expect(
      script.take() == ["10000 K right - press", "10400 K right - release synth", "10400 K right - press"])
    script.press(.right, at: 11_000)
    #expect(script.take().isEmpty, "600 ms is near the 660 ms delay seen")
    #expect(script.deadline == 11_100, "the repeat timeout of the 25 ms interval seen (floor 100 ms)")
  }

  @Test("A changed initial delay splits one hold at most, then is learnt")
  func changedDelayIsLearnt() {
    var script = TrackerScript()
    _ = Self.hold(&script, .right, delay: 660, interval: 25, repeats: 10, from: 0)
    script.advance(to: 5_000)
    _ = script.take()
    // The user switched to 300/33: 300 ms does not fit 660, so it goes out as a tap...
    var (lines, last) = Self.hold(&script, .right, delay: 300, interval: 33, repeats: 20, from: 10_000)
    #expect(Self.counts(lines) == Counts(presses: 2, repeats: 19, releases: 1), "\(lines)")
    script.advance(to: last + 3_000)
    _ = script.take()
    // ...and the next hold is one hold.
    (lines, last) = Self.hold(&script, .right, delay: 300, interval: 33, repeats: 20, from: 20_000)
    #expect(Self.counts(lines) == Counts(presses: 1, repeats: 20, releases: 0), "\(lines)")
  }

  @Test("A different key, a paste or focus loss while a second tap is held back: the tap still runs")
  func heldBackTapResolvedByOtherEvents() {
    var script = TrackerScript()
    script.press(.right, at: 0)
    script.press(.right, at: 400)
    script.press(.up, at: 450)
    #expect(
      script.take() == [
        "0 K right - press", "450 K right - release synth", "450 K right - press",
        "450 K right - release synth",
        "450 K up - press",
      ])
    var paste = TrackerScript()
    paste.press(.left, at: 0)
    paste.press(.left, at: 400)
    paste.send(.paste(PasteEvent(text: "x")), at: 450)
    #expect(Self.counts(paste.take()) == Counts(presses: 2, repeats: 0, releases: 2))
    #expect(paste.tracker.heldKeys.isEmpty)
    #expect(paste.deadline == nil)
  }

  @Test("Mouse reports while a second arrival is held back do not decide it")
  func mouseDoesNotResolve() {
    var script = TrackerScript()
    script.press(.right, at: 0)
    script.press(.right, at: 660)
    script.send(.mouse(MouseEvent(action: .move, button: .none, x: 1, y: 1)), at: 670)
    script.press(.right, at: 685)
    #expect(
      script.take() == [
        "0 K right - press", "670 M move 0 1 1 -", "685 K right - repeat synth", "685 K right - repeat synth",
      ])
  }

  @Test("A key already repeating when first seen, or repeating again after a stall, goes on as repeats")
  func missedStartOfRepeat() {
    var script = TrackerScript()
    script.press(.down, at: 0)
    for time in stride(from: 33, through: 330, by: 33) { script.press(.down, at: time) }
    #expect(Self.counts(script.take()) == Counts(presses: 1, repeats: 10, releases: 0))
    // A 400 ms stall: released; the repeats resume as one press and then repeats.
    for time in stride(from: 730, through: 1_030, by: 33) { script.press(.down, at: time) }
    #expect(Self.counts(script.take()) == Counts(presses: 1, repeats: 9, releases: 1))
  }

  @Test(
    "Over SSH (100 ms extra latency) a press delayed into its first repeat is still one hold; taps stay taps")
  func sshLatency() {
    var script = TrackerScript(.init(extraLatency: .milliseconds(100)))
    script.press(.right, at: 0)
    // The press came 150 ms late, the first repeat on time: a gap of 150 ms for a 300 ms delay.
    let repeats = Array(stride(from: 150, through: 150 + 33 * 20, by: 33))
    for time in repeats { script.press(.right, at: time) }
    #expect(Self.counts(script.take()) == Counts(presses: 1, repeats: repeats.count, releases: 0))
    var taps = TrackerScript(.init(extraLatency: .milliseconds(100)))
    let lines = Self.tap(&taps, .right, count: 5, gap: 150, from: 0)
    #expect(Self.counts(lines) == Counts(presses: 5, repeats: 0, releases: 5), "\(lines)")
  }

  @Test("Kitty's reported repeats are unaffected: each is a repeat at once")
  func kittyRepeatsUnaffected() {
    var script = TrackerScript(releasesReported: true)
    script.kitty(.right, .press, at: 0)
    script.kitty(.right, .repeat, at: 200)
    script.kitty(.right, .repeat, at: 400)
    script.kitty(.right, .release, at: 450)
    script.kitty(.right, .press, at: 600)
    #expect(
      script.take() == [
        "0 K right - press", "200 K right - repeat", "400 K right - repeat", "450 K right - release",
        "600 K right - press",
      ])
    #expect(script.deadline == nil)
  }
}

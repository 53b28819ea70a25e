import EaselInput
import Testing

/// A held key whose repeat comes late (a loaded machine, a stalled terminal: seen 170–230 ms
/// late under Xvfb) is released by its repeat timeout; the late repeat and the ones after it,
/// at the run's interval with no initial delay, resume that run (`resumesRun`), while a tap
/// soon after a held run stays a tap of its own.
@Suite("KeyTracker: a held run resumed after a late repeat")
struct KeyTrackerResumeTests {
  typealias Counts = KeyTrackerTapTests.Counts
  static let lateBy = [170, 200, 226]

  /// Held with Xvfb's 300/33 ms: 20 repeats, then one `late` ms late, then 20 more.
  static func splitHold(_ script: inout TrackerScript, late: Int, delay: Int = 300, interval: Int = 33)
    -> (lines: [String], lastBefore: Int, lateAt: Int, last: Int)
  {
    let (held, lastBefore) = KeyTrackerTapTests.hold(
      &script, .right, delay: delay, interval: interval, repeats: 20, from: 0)
    // The shell's poll times out at each deadline, as it would while nothing arrives.
    script.advance(to: lastBefore + 100)
    let lateAt = lastBefore + interval + late
    for index in 0...20 {
      script.advance(to: lateAt + index * interval)
      script.press(.right, at: lateAt + index * interval)
    }
    return (held + script.take(), lastBefore, lateAt, lateAt + 20 * interval)
  }

  /// Held at 300/33 ms for 20 repeats, released, and silence until its release is out.
  static func heldThenReleased(_ script: inout TrackerScript) -> Int {
    let (_, last) = KeyTrackerTapTests.hold(&script, .right, delay: 300, interval: 33, repeats: 20, from: 0)
    script.advance(to: last + 100)
    #expect(script.take() == ["\(last + 100) K right - release synth"])
    return last
  }

  @Test("Held at 300/33 ms with one repeat 170, 200 or 226 ms late: the run resumes", arguments: lateBy)
  func lateRepeatResumes(late: Int) {
    var script = TrackerScript()
    let (lines, lastBefore, lateAt, last) = Self.splitHold(&script, late: late)
    // The timeout still releases promptly (the box stops when the repeats stop)...
    #expect(lines.contains("\(lastBefore + 100) K right - release synth"), "\(lines)")
    // ...the late repeat waits for the next one, then both go out as the run going on.
    let resumed = lines.firstIndex(of: "\(lateAt + 33) K right - press synth resumed")
    #expect(resumed != nil, "\(lines)")
    if let resumed { #expect(lines[resumed + 1] == "\(lateAt + 33) K right - repeat synth") }
    #expect(!lines.contains("\(lateAt) K right - press"), "the late repeat is no fresh press")
    #expect(Self.count(lines) == Counts(presses: 2, repeats: 40, releases: 1), "\(lines)")
    #expect(script.tracker.hasRepeated(.right))
    script.advance(to: last + 99)
    #expect(script.take().isEmpty)
    script.advance(to: last + 100)
    #expect(script.take() == ["\(last + 100) K right - release synth"], "stops at the real release")
  }

  @Test("The same with X's 660/25 ms", arguments: lateBy)
  func lateRepeatResumesAtXDefaults(late: Int) {
    var script = TrackerScript()
    let (lines, _, lateAt, _) = Self.splitHold(&script, late: late, delay: 660, interval: 25)
    #expect(lines.contains("\(lateAt + 25) K right - press synth resumed"), "\(lines)")
    #expect(Self.count(lines) == Counts(presses: 2, repeats: 40, releases: 1), "\(lines)")
  }

  @Test("Repeats that come bunched after the stall resume the run too")
  func bunchedAfterStall() {
    var script = TrackerScript()
    let lastBefore = Self.heldThenReleased(&script)
    let lateAt = lastBefore + 240
    for time in [lateAt, lateAt, lateAt + 1, lateAt + 33, lateAt + 66] { script.press(.right, at: time) }
    let lines = script.take()
    #expect(lines.first == "\(lateAt) K right - press synth resumed", "\(lines)")
    #expect(Self.count(lines) == Counts(presses: 1, repeats: 4, releases: 0), "\(lines)")
  }

  @Test(
    "A tap 150, 200 or 400 ms after a held run is one press of its own, no resumed run",
    arguments: [150, 200, 400])
  func tapAfterHeldRun(gap: Int) {
    var script = TrackerScript()
    let last = Self.heldThenReleased(&script)
    script.press(.right, at: last + gap)
    // Within the resume window it waits at most the confirmation window (3 × 33 ms → 100 ms).
    script.advance(to: last + gap + 100)
    #expect(script.take() == ["\(last + gap + 100) K right - press"])
    script.advance(to: last + gap + 3_000)
    let lines = ["\(last + gap + 100) K right - press"] + script.take()
    #expect(Self.count(lines) == Counts(presses: 1, repeats: 0, releases: 1), "\(lines)")
    #expect(!lines.contains { $0.contains("resumed") })
  }

  @Test("Pressed again and held soon after a held run: a new run (one press, repeats), not resumed")
  func reheldAfterHeldRun() {
    var script = TrackerScript()
    let last = Self.heldThenReleased(&script)
    let (lines, next) = KeyTrackerTapTests.hold(
      &script, .right, delay: 300, interval: 33, repeats: 20, from: last + 250)
    #expect(Self.count(lines) == Counts(presses: 1, repeats: 20, releases: 0), "\(lines)")
    #expect(!lines.contains { $0.contains("resumed") }, "\(lines)")
    script.advance(to: next + 3_000)
    #expect(Self.count(script.take()) == Counts(presses: 0, repeats: 0, releases: 1))
  }

  @Test("A late arrival after the resume window (500 ms) is a press of its own at once")
  func pastTheResumeWindow() {
    var script = TrackerScript()
    let last = Self.heldThenReleased(&script)
    script.press(.right, at: last + 600)
    #expect(script.take() == ["\(last + 600) K right - press"])
  }

  @Test("Another key between the release and the late arrival: no resumed run")
  func otherKeyBetween() {
    var script = TrackerScript()
    let last = Self.heldThenReleased(&script)
    script.press(.left, at: last + 150)
    script.press(.right, at: last + 230)
    script.press(.right, at: last + 263)
    #expect(!script.take().contains { $0.contains("resumed") })
  }

  static func count(_ lines: [String]) -> Counts {
    KeyTrackerTapTests.counts(lines.filter { !$0.contains("K left") })
  }
}

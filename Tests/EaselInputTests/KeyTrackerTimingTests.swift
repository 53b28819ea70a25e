import EaselInput
import Testing

/// Feeds a legacy press of `key` at each time.
private func repeatPresses(_ script: inout TrackerScript, _ key: Key, at times: [Int]) {
  for time in times { script.press(key, at: time) }
}

@Test(
  "Repeats slowing from 30 to 90 ms, then speeding up again: the timeout follows the median of recent intervals"
)
func timeoutFollowsMedian() {
  var script = TrackerScript()
  script.press(.down, at: 0)
  let fast = Array(stride(from: 500, through: 800, by: 30))
  repeatPresses(&script, .down, at: fast)
  #expect(script.deadline == 900)
  // Each 90 ms gap is within the 100 ms floor; after four of them the median is 90.
  let slow = Array(stride(from: 890, through: 1_160, by: 90))
  repeatPresses(&script, .down, at: slow)
  #expect(script.deadline == 1_160 + 270)
  // A 200 ms gap, which the 30 ms cadence would have taken as a release, is now a repeat.
  script.press(.down, at: 1_360)
  #expect(script.take().filter { $0.contains("release") }.isEmpty)
  repeatPresses(&script, .down, at: Array(stride(from: 1_390, through: 1_510, by: 30)))
  #expect(script.deadline == 1_610)
}

@Test(
  "Repeats slowing from 30 to 100 ms stay one hold: a repeat exactly at the deadline counts, and the timeout grows to 300 ms"
)
func slowdownTo100() {
  var script = TrackerScript()
  script.press(.left, at: 0)
  repeatPresses(&script, .left, at: Array(stride(from: 500, through: 800, by: 30)))
  repeatPresses(&script, .left, at: Array(stride(from: 900, through: 1_400, by: 100)))
  #expect(script.deadline == 1_700)
  script.advance(to: 1_700)
  let lines = script.take()
  #expect(lines.filter { $0.contains("release") } == ["1700 K left - release synth"])
  #expect(lines.filter { $0.contains("press") } == ["0 K left - press"])
}

@Test("The interval window is bounded: a long fast run is forgotten after a few slower repeats")
func intervalWindowBounded() {
  var script = TrackerScript()
  script.press(.up, at: 0)
  let fast = Array(stride(from: 500, through: 500 + 30 * 1_000, by: 30))
  repeatPresses(&script, .up, at: fast)
  let last = fast.last!
  repeatPresses(&script, .up, at: (1...5).map { last + 90 * $0 })
  #expect(script.deadline == last + 450 + 270)
}

@Test(
  "Before any repeat interval is known, a possible first repeat waits 120 ms for the next; then it is a tap timed from when it came"
)
func firstRepeatWaitsConfirmation() {
  var script = TrackerScript()
  script.press(.space, at: 0)
  script.press(.space, at: 500)
  #expect(script.deadline == 620)
  script.advance(to: 620)
  #expect(script.take() == ["0 K space - press", "620 K space - release synth", "620 K space - press"])
  #expect(script.deadline == 1_250)
}

@Test("Extra latency is added to both the initial and the repeat timeout")
func extraLatencyAdded() {
  var script = TrackerScript(.init(extraLatency: .milliseconds(100)))
  script.press(.right, at: 0)
  #expect(script.deadline == 850)
  repeatPresses(&script, .right, at: [500, 533, 566, 599])
  #expect(script.deadline == 599 + 200)
}

@Test("The repeat timeout uses the configured factor and floor")
func configuredFactorAndFloor() {
  var script = TrackerScript(.init(minimumRepeatTimeout: .milliseconds(50), repeatTimeoutFactor: 2))
  script.press(.right, at: 0)
  repeatPresses(&script, .right, at: [500, 540, 580, 620])
  #expect(script.deadline == 620 + 80)
  var fast = TrackerScript(.init(minimumRepeatTimeout: .milliseconds(50), repeatTimeoutFactor: 2))
  fast.press(.character("z"), at: 0)
  repeatPresses(&fast, .character("z"), at: [500, 510, 520, 530])
  #expect(fast.deadline == 530 + 50)
}

@Test("An observed initial delay longer than the default lengthens later tap timeouts (660 ms + margin)")
func learnsLongerInitialDelay() {
  var script = TrackerScript()
  script.press(.right, at: 0)
  repeatPresses(&script, .right, at: [660, 700, 740])
  script.advance(to: 2_000)
  script.press(.right, at: 3_000)
  #expect(script.deadline == 3_000 + 660 + 165)
}

@Test("An initial delay beyond the timeout is learnt from the press that comes back with repeats after it")
func learnsInitialDelayBeyondTimeout() {
  var script = TrackerScript()
  script.press(.right, at: 0)
  script.advance(to: 750)
  script.press(.right, at: 1_000)
  repeatPresses(&script, .right, at: [1_040, 1_080])
  #expect(
    script.take() == [
      "0 K right - press", "750 K right - release synth", "1000 K right - press",
      "1040 K right - repeat synth",
      "1080 K right - repeat synth",
    ])
  script.advance(to: 2_000)
  script.press(.right, at: 3_000)
  #expect(script.deadline == 3_000 + 1_250)
  #expect(script.take() == ["2000 K right - release synth", "3000 K right - press"])
  // The next hold with the same delay stays one hold.
  repeatPresses(&script, .right, at: [4_000, 4_040])
  #expect(script.take().filter { $0.contains("release") }.isEmpty)
}

@Test("A learnt initial timeout never exceeds 1.5 s")
func learntTimeoutCappedAbove() {
  var script = TrackerScript()
  script.press(.right, at: 0)
  script.advance(to: 750)
  script.press(.right, at: 1_400)
  repeatPresses(&script, .right, at: [1_440, 1_480])
  script.advance(to: 3_000)
  script.press(.right, at: 4_000)
  #expect(script.deadline == 5_500)
}

@Test("A learnt initial timeout never drops below 200 ms, even with a shorter configured one")
func learntTimeoutCappedBelow() {
  var script = TrackerScript(
    .init(
      initialRepeatTimeout: .milliseconds(100), shortestInitialDelay: .milliseconds(40),
      fastestTap: .milliseconds(5)))
  script.press(.right, at: 0)
  repeatPresses(&script, .right, at: [50, 60, 70])
  script.advance(to: 1_000)
  script.press(.right, at: 2_000)
  #expect(script.deadline == 2_200)
}

@Test(
  "A double tap teaches nothing; a tap then a hold teaches the hold's own initial delay (660 ms + margin)")
func tapsDoNotTeachInitialDelay() {
  var script = TrackerScript()
  script.press(.character("v"), at: 0)
  script.press(.character("v"), at: 300)
  script.advance(to: 2_000)
  script.press(.character("v"), at: 2_100)
  #expect(script.deadline == 2_850)
  // A tap, then a hold: the first gap is the tap, the second the real initial delay.
  script.advance(to: 3_000)
  script.press(.character("v"), at: 5_000)
  script.press(.character("v"), at: 5_300)
  repeatPresses(&script, .character("v"), at: [5_960, 6_000, 6_040])
  script.advance(to: 7_000)
  script.press(.character("v"), at: 9_000)
  #expect(script.deadline == 9_000 + 660 + 165)
}

@Test("deadline is nil when nothing is timed, follows the timed key, and expire is idempotent")
func deadlineAndExpire() {
  var script = TrackerScript(releasesReported: true)
  #expect(script.deadline == nil)
  script.kitty(.character("a"), .press, at: 0)
  #expect(script.deadline == nil)
  script.press(.enter, at: 100)
  #expect(script.deadline == 850)
  script.advance(to: 849)
  #expect(script.take() == ["0 K a - press", "100 K enter - press"])
  script.advance(to: 10_000)
  script.advance(to: 10_001)
  #expect(script.take() == ["10000 K enter - release synth"])
  #expect(script.deadline == nil)
  #expect(script.tracker.heldKeys == [.character("a")])
}

@Test("An event fed after a missed deadline comes after the release that deadline caused")
func lateEventAfterMissedDeadline() {
  var script = TrackerScript()
  script.press(.right, at: 0)
  script.press(.right, at: 2_000)
  #expect(script.take() == ["0 K right - press", "2000 K right - release synth", "2000 K right - press"])
  #expect(!script.tracker.hasRepeated(.right))
  let mouseEvent = InputEvent.mouse(MouseEvent(action: .move, button: .none, x: 1, y: 1))
  script.send(mouseEvent, at: 5_000)
  #expect(script.take() == ["5000 K right - release synth", "5000 M move 0 1 1 -"])
}

@Test("expire emits releases whose timers passed, in time order, before later handled events")
func expireOrderingAcrossKeys() {
  var tracker = KeyTracker()
  _ = tracker.handle(.key(KeyEvent(key: .character("a"))), at: .zero)
  let switched = tracker.handle(.key(KeyEvent(key: .character("b"))), at: .milliseconds(100))
  #expect(switched.map(\.canonical) == ["K a - release", "K b - press"])
  #expect(tracker.deadline == .milliseconds(850))
  #expect(tracker.expire(at: .milliseconds(849)).isEmpty)
  #expect(tracker.expire(at: .milliseconds(900)).map(\.canonical) == ["K b - release"])
}

@Test(
  "A short observed initial delay never shortens the tap timeout: a hold split in two is worse than a slow up"
)
func shortInitialDelayKeepsDefault() {
  var script = TrackerScript()
  script.press(.right, at: 0)
  repeatPresses(&script, .right, at: [250, 283, 316])
  script.advance(to: 2_000)
  script.press(.right, at: 3_000)
  #expect(script.deadline == 3_750)
}

@Test("Irregular gaps after the first one do not confirm it as the initial delay")
func irregularGapsTeachNothing() {
  var script = TrackerScript()
  script.press(.character("v"), at: 0)
  repeatPresses(&script, .character("v"), at: [700, 1_000, 1_040])
  script.advance(to: 3_000)
  script.press(.character("v"), at: 4_000)
  #expect(script.deadline == 4_750)
}

@Test("A very slow repeat never makes the repeat timeout longer than the initial one")
func repeatTimeoutCappedByInitial() {
  var script = TrackerScript()
  script.press(.down, at: 0)
  // A hold confirmed at 100 ms whose repeats then slow to 290 ms, each within 3 × the median.
  repeatPresses(&script, .down, at: [600, 700, 990, 1_280, 1_570, 1_860, 2_150])
  // 3 × 290 ms would be 870 ms; a release is never later than the initial timeout.
  #expect(script.deadline == 2_150 + 750)
  #expect(script.take().filter { $0.contains("release") }.isEmpty)
}

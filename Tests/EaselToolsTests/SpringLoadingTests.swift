import EaselInput
import Testing

@testable import EaselTools

@Suite("Spring-loaded tools and held nudges")
struct SpringLoadingTests {
  enum Tool: Equatable, Sendable { case select, pen, brush, hand }

  static let p = Key.character("p")
  static let b = Key.character("b")

  @Test("A tap switches for good: down then up without a repeat or a drag returns nothing")
  func tapSwitches() {
    var spring = SpringLoading<Tool>()
    spring.keyDown(Self.p, from: .select)
    #expect(spring.isDown(Self.p))
    #expect(spring.keyUp(Self.p, dragging: false) == nil)
    #expect(!spring.isDown(Self.p))
  }

  @Test("A key that repeats is held: its release brings the previous tool back")
  func repeatMeansHeld() {
    var spring = SpringLoading<Tool>()
    spring.keyDown(Self.p, from: .brush)
    spring.keyRepeated(Self.p)
    #expect(spring.keyUp(Self.p, dragging: false) == .brush)
  }

  @Test("Where releases are reported, a drag started while the key is down makes it held")
  func dragWithReleases() {
    var spring = SpringLoading<Tool>()
    spring.keyDown(Self.p, from: .select)
    spring.dragStarted(releasesReported: true)
    #expect(spring.keyUp(Self.p, dragging: false) == .select)
  }

  @Test("On a legacy terminal a tap followed at once by a drag does not spring back")
  func dragWithoutReleases() {
    var spring = SpringLoading<Tool>()
    spring.keyDown(Self.p, from: .select)
    spring.dragStarted(releasesReported: false)
    // The synthesized release after the timeout.
    #expect(spring.keyUp(Self.p, dragging: true) == nil)
    #expect(spring.dragEnded() == nil)
  }

  @Test("Released mid-drag: the previous tool comes back when the drag ends, not before")
  func releaseDuringDrag() {
    var spring = SpringLoading<Tool>()
    spring.keyDown(Self.p, from: .select)
    spring.keyRepeated(Self.p)
    #expect(spring.keyUp(Self.p, dragging: true) == nil)
    #expect(spring.dragEnded() == .select)
    #expect(spring.dragEnded() == nil)
  }

  @Test("Space springs back even when tapped")
  func springsBackAlways() {
    var spring = SpringLoading<Tool>()
    spring.keyDown(.space, from: .pen, springsBackAlways: true)
    #expect(spring.keyUp(.space, dragging: false) == .pen)
  }

  @Test("Repeats and releases of other keys are not the spring's")
  func otherKeys() {
    var spring = SpringLoading<Tool>()
    spring.keyDown(Self.p, from: .select)
    spring.keyRepeated(Self.b)
    #expect(!spring.isDown(Self.b))
    #expect(spring.keyUp(Self.b, dragging: false) == nil)
    #expect(spring.keyUp(Self.p, dragging: false) == nil)
  }

  @Test("A second tool key while a held one is down returns to the original tool")
  func secondKeyWhileHeld() {
    var spring = SpringLoading<Tool>()
    spring.keyDown(Self.p, from: .select)
    spring.keyRepeated(Self.p)
    spring.keyDown(Self.b, from: .pen)
    spring.keyRepeated(Self.b)
    #expect(spring.keyUp(Self.b, dragging: false) == .select)
  }

  @Test("Held nudges: 1 cell for the first half second, then 2, then 4 after a second, after three repeats")
  func acceleration() {
    #expect(NudgeAcceleration.step(heldFor: .zero, repeats: 0) == 1)
    #expect(NudgeAcceleration.step(heldFor: .milliseconds(499), repeats: 10) == 1)
    #expect(NudgeAcceleration.step(heldFor: .milliseconds(500), repeats: 10) == 2)
    #expect(NudgeAcceleration.step(heldFor: .milliseconds(999), repeats: 10) == 2)
    #expect(NudgeAcceleration.step(heldFor: .milliseconds(1000), repeats: 10) == 4)
    #expect(NudgeAcceleration.step(heldFor: .milliseconds(60_000), repeats: 10) == 4)
    #expect(NudgeAcceleration.step(heldFor: .milliseconds(660), repeats: 1) == 1, "X's late first repeat")
    #expect(NudgeAcceleration.step(heldFor: .milliseconds(5_000), repeats: 2) == 1)
    #expect(NudgeAcceleration.step(heldFor: .milliseconds(710), repeats: 3) == 2)
  }
}

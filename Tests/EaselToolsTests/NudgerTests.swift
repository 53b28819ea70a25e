import EaselInput
import Testing

@testable import EaselTools

@Suite("Nudger")
struct NudgerTests {
  static func key(_ key: Key, _ phase: KeyPhase) -> KeyEvent { KeyEvent(key: key, phase: phase) }

  @Test("a press starts a run in the key's group; repeats stay in it and speed up; its release closes it")
  func heldRun() {
    var nudger = Nudger()
    let press = nudger.step(for: Self.key(.right, .press), at: .milliseconds(0))
    #expect(press == Nudger.Step(cells: 1, group: Nudger.group(for: .right), startsRun: true))
    let early = nudger.step(for: Self.key(.right, .repeat), at: .milliseconds(300))
    #expect(early == Nudger.Step(cells: 1, group: Nudger.group(for: .right), startsRun: false))
    #expect(nudger.step(for: Self.key(.right, .repeat), at: .milliseconds(600)).cells == 1, "only the second")
    #expect(nudger.step(for: Self.key(.right, .repeat), at: .milliseconds(650)).cells == 2)
    #expect(nudger.step(for: Self.key(.right, .repeat), at: .milliseconds(1_100)).cells == 4)
    #expect(nudger.observe(Self.key(.left, .release)) == nil, "another key's release is not the run's")
    #expect(nudger.observe(Self.key(.right, .release)) == Nudger.group(for: .right))
    #expect(nudger.run == nil)
    #expect(nudger.observe(Self.key(.right, .release)) == nil, "a second release closes nothing")
  }

  @Test("from a menu (no key) a nudge is one step of its own and starts no run")
  func fromMenu() {
    var nudger = Nudger()
    #expect(
      nudger.step(for: nil, at: .milliseconds(5)) == Nudger.Step(cells: 1, group: nil, startsRun: false))
    #expect(nudger.run == nil)
  }

  @Test("pressing another arrow mid-run starts a new run in that arrow's group")
  func otherArrow() {
    var nudger = Nudger()
    _ = nudger.step(for: Self.key(.right, .press), at: .milliseconds(0))
    let down = nudger.step(for: Self.key(.down, .press), at: .milliseconds(700))
    #expect(down.startsRun && down.group == Nudger.group(for: .down) && down.cells == 1)
    #expect(Nudger.group(for: .down) != Nudger.group(for: .right))
  }
}

import EaselDocument
import EaselGeometry
import EaselInput
import EaselTools
import Testing

@testable import EaselApp

/// A held arrow in a legacy terminal whose repeat comes late (a loaded machine): the key
/// tracker's timeout releases it, the late repeat resumes the run, and the editor takes the
/// resumed press as the run's next repeat — one run, one undo step, the box stopping when the
/// repeats stop. A real tap after a held run stays one cell and a step of its own.
@Suite("A held nudge resumed after a late repeat")
struct ResumedRunTests {
  static let right = "\u{1b}[C"

  /// A box selected, then Right held at Xvfb's 300/33 ms: 20 repeats, one `late` ms late
  /// (nil: none), 20 more, then silence.
  static func heldRight(late: Int?) throws -> DriverScript {
    var script = EditorTests.started(
      EditorLaunch(document: try EditorTests.document(EditorTests.box(1, column: 4, row: 2))))
    script.send("\t", after: 10)
    script.send(Self.right, after: 800)
    script.send(Self.right, after: 300)
    for _ in 1..<20 { script.send(Self.right, after: 33) }
    if let late {
      script.send(Self.right, after: 33 + late)
      for _ in 0..<20 { script.send(Self.right, after: 33) }
    }
    return script
  }

  static func column(_ script: DriverScript) -> Int? {
    script.driver.editor?.state.document[ShapeID(1)]?.bounds.origin.column
  }

  @Test(
    "Held at 300/33 ms with one repeat 170, 200 or 226 ms late: one run, one undo step",
    arguments: [170, 200, 226])
  func lateRepeatIsOneStep(late: Int) throws {
    var script = try Self.heldRight(late: late)
    let released = try #require(Self.column(script))
    script.advance(by: 1_000)
    #expect(Self.column(script) == released, "the box stops when the repeats stop")
    #expect(released > 4 + 41, "every arrival moved it, the resumed ones at the run's speed")
    script.send(EditorTests.ctrlZ, after: 10)
    #expect(Self.column(script) == 4, "one Ctrl-Z takes back the whole run")
    script.send(EditorTests.ctrlY, after: 800)
    #expect(Self.column(script) == released)
  }

  @Test("A tap 200 ms after a held run is one cell and an undo step of its own")
  func tapAfterRunIsItsOwnStep() throws {
    var script = try Self.heldRight(late: nil)
    let held = try #require(Self.column(script))
    script.send(Self.right, after: 200)
    script.advance(by: 1_000)
    #expect(Self.column(script) == held + 1)
    script.send(EditorTests.ctrlZ, after: 10)
    #expect(Self.column(script) == held, "Ctrl-Z takes back the tap only")
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(Self.column(script) == 4)
  }

  @Test("Undo and redo between the synthesized release and a resumed run: the step is not joined again")
  func editBetweenKeepsSteps() throws {
    var script = try Self.heldRight(late: nil)
    let held = try #require(Self.column(script))
    // Past the run's synthesized release, Ctrl-Z then Ctrl-Y: the history changed since, so the
    // run's step is no longer open to join.
    script.advance(by: 110)
    script.send(EditorTests.ctrlZ, after: 10)
    script.send(EditorTests.ctrlY, after: 10)
    #expect(Self.column(script) == held)
    var reopened = script.driver.editor?.state
    reopened?.reopenGroup(Nudger.group(for: .right))
    #expect(reopened?.openGroup == nil, "undo and redo since: the step is not joined again")
  }
}

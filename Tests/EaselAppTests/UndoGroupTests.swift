import EaselDocument
import EaselGeometry
import EaselInput
import Testing

@testable import EaselApp

/// Undo groups belong to their owner (issue 11): a held nudge's group is closed by its own
/// key's release and nothing else, a nudge from a menu is one step of its own, and a keyboard
/// eraser's arrows never close its group. Driven by keys only, as a user would.
@Suite("Undo groups")
struct UndoGroupTests {
  static let ctrlK = "\u{0B}"

  static func line(_ id: UInt64, row: Int) -> Shape {
    Shape(
      id: ShapeID(id),
      kind: .line(Line(start: CanvasPoint(column: 0, row: row), end: CanvasPoint(column: 30, row: row))))
  }

  @Test("Cmd-K, Nudge Right, Enter is one undo step; the next edit (Ctrl-N) is its own")
  func commandMenuNudge() throws {
    var script = EditorTests.started(
      EditorLaunch(document: try EditorTests.document(EditorTests.box(1, column: 4, row: 2))))
    script.send("\t", after: 10)  // select the box
    script.send(Self.ctrlK, after: 800)
    script.send("nudge right", after: 50)
    script.send("\r", after: 50)
    #expect(script.driver.editor?.state.document[ShapeID(1)]?.bounds.origin == CanvasPoint(column: 5, row: 2))
    script.send(EditorTests.ctrlN, after: 800)
    #expect(script.driver.editor?.state.document.count == 2)
    script.send(EditorTests.ctrlZ, after: 800)
    let afterOne = try #require(script.driver.editor?.state.document)
    #expect(afterOne.count == 1, "one Cmd-Z removes only the new box")
    #expect(afterOne[ShapeID(1)]?.bounds.origin == CanvasPoint(column: 5, row: 2), "and leaves the nudge")
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(script.driver.editor?.state.document[ShapeID(1)]?.bounds.origin == CanvasPoint(column: 4, row: 2))
  }

  @Test("a nudge run as a menu item is one step of its own, twice in a row two steps")
  func menuNudge() throws {
    var script = EditorTests.started(
      EditorLaunch(document: try EditorTests.document(EditorTests.box(1, column: 4, row: 2))))
    script.send("\t", after: 10)
    script.runFromMenu("shape.nudgeDown")
    script.runFromMenu("shape.nudgeDown")
    script.send(EditorTests.ctrlN, after: 800)
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(script.driver.editor?.state.document[ShapeID(1)]?.bounds.origin == CanvasPoint(column: 4, row: 4))
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(script.driver.editor?.state.document[ShapeID(1)]?.bounds.origin == CanvasPoint(column: 4, row: 3))
  }

  @Test("a held arrow's run is closed by its own release even while another key is handled")
  func heldArrowThenEdit() throws {
    var script = DriverScript(
      kind: .editor(EditorLaunch(document: try EditorTests.document(EditorTests.box(1, column: 4, row: 2)))))
    script.answerAsKitty()
    script.send("\t", after: 10)
    script.send("\u{1b}[C", after: 10)  // Right down
    script.send("\u{1b}[1;1:2C", after: 600)  // a repeat
    script.send("\u{1b}[1;1:3C", after: 30)  // Right up
    script.send("\u{1b}[110;5u", after: 300)  // Ctrl-N
    script.send("\u{1b}[122;5u", after: 300)  // Ctrl-Z: the new box goes
    let document = try #require(script.driver.editor?.state.document)
    #expect(document.count == 1)
    #expect(document[ShapeID(1)]?.bounds.origin.column ?? 0 > 4, "the nudge stays")
    script.send("\u{1b}[122;5u", after: 300)
    #expect(
      script.driver.editor?.state.document[ShapeID(1)]?.bounds.origin.column == 4, "the whole run at once")
  }

  /// E, Enter at the cursor above two lines, Down across both (each arrow released before the
  /// next, as a legacy terminal's synthesized releases do), then `finish`.
  static func eraseAcrossTwoLines(finishingWith finish: String) throws -> DriverScript {
    var script = EditorTests.started(
      EditorLaunch(document: try EditorTests.document(Self.line(1, row: 2), Self.line(2, row: 5))))
    script.send("e", after: 10)
    for _ in 0..<10 { script.send("\u{1b}[C", after: 800) }  // cursor to column 10, row 0
    script.send("\r", after: 800)
    for _ in 0..<7 { script.send("\u{1b}[B", after: 800) }
    #expect(script.driver.editor?.state.document.count == 4, "both lines are cut in two")
    script.send(finish, after: 800)
    script.advance(by: 100)
    return script
  }

  @Test("steering the keyboard eraser across two shapes and pressing Enter is one undo step")
  func keyboardEraserIsOneStep() throws {
    var script = try Self.eraseAcrossTwoLines(finishingWith: "\r")
    #expect(script.driver.editor?.state.document.count == 4)
    script.send(EditorTests.ctrlZ, after: 800)
    let document = try #require(script.driver.editor?.state.document)
    #expect(document.count == 2, "one Cmd-Z brings both lines back whole")
    #expect(document[ShapeID(1)] == Self.line(1, row: 2) && document[ShapeID(2)] == Self.line(2, row: 5))
  }

  @Test("Esc while steering the keyboard eraser restores both shapes")
  func keyboardEraserEscape() throws {
    let script = try Self.eraseAcrossTwoLines(finishingWith: "\u{1b}")
    let document = try #require(script.driver.editor?.state.document)
    #expect(document.count == 2)
    #expect(document[ShapeID(1)] == Self.line(1, row: 2) && document[ShapeID(2)] == Self.line(2, row: 5))
    #expect(script.driver.editor?.state.message == "Erase cancelled")
  }
}

import EaselDocument
import EaselGeometry
import Testing

@testable import EaselApp

/// Groups, hide and lock on the canvas (issue 15, spec §9).
@Suite("Groups, hide and lock on the canvas")
struct GroupEditingTests {
  static let ctrlG = "\u{07}"
  static let altG = "\u{1b}g"
  static let ctrlC = "\u{03}"
  static let ctrlV = "\u{16}"
  static let ctrlD = "\u{04}"

  /// A click on canvas cell (column, row): the menu bar is screen row 0, and SGR counts from 1.
  static func click(_ column: Int, _ row: Int, modifiers: Int = 0) -> String {
    "\u{1b}[<\(modifiers);\(column + 1);\(row + 2)M\u{1b}[<\(modifiers);\(column + 1);\(row + 2)m"
  }

  static func drag(from start: (Int, Int), to end: (Int, Int)) -> String {
    "\u{1b}[<0;\(start.0 + 1);\(start.1 + 2)M\u{1b}[<32;\(end.0 + 1);\(end.1 + 2)M"
      + "\u{1b}[<0;\(end.0 + 1);\(end.1 + 2)m"
  }

  /// Boxes 1, 2 and 3 in a row (columns 0, 15, 30; 10×4), 1 and 2 in group 9.
  static func grouped() throws -> Document {
    var shapes = [
      EditorTests.box(1, column: 0, row: 0), EditorTests.box(2, column: 15, row: 0),
      EditorTests.box(3, column: 30, row: 0),
    ]
    shapes[0].groupID = ShapeID(9)
    shapes[1].groupID = ShapeID(9)
    return try Document(shapes: shapes, groups: [ShapeGroup(id: ShapeID(9))])
  }

  static func state(_ script: DriverScript) throws -> EditorState {
    try #require(script.driver.editor?.state)
  }

  @Test(
    "A click selects the whole group; a double-click enters it and selects the member; another edits its label"
  )
  func clickAndEnter() throws {
    var script = EditorTests.started(EditorLaunch(document: try Self.grouped()))
    script.send(Self.click(2, 1), after: 10)
    #expect(try Self.state(script).selection.shapeIDs == [ShapeID(1), ShapeID(2)])
    script.send(Self.click(2, 1), after: 100)
    #expect(try Self.state(script).selection.shapeIDs == [ShapeID(1)])
    // Inside the group a click picks members.
    script.send(Self.click(17, 1), after: 600)
    #expect(try Self.state(script).selection.shapeIDs == [ShapeID(2)])
    script.send(Self.click(17, 1), after: 100)
    #expect(script.driver.editor?.isShowing(.textEdit) == true)
    // A click outside leaves the group: a member picks the whole group again.
    script.send("\u{1b}", after: 10)
    script.send(Self.click(32, 1), after: 600)
    script.send(Self.click(2, 1), after: 600)
    #expect(try Self.state(script).selection.shapeIDs == [ShapeID(1), ShapeID(2)])
  }

  @Test("Cmd-G groups the selection (one undo step); Alt-G ungroups; the file keeps the group")
  func groupAndUngroup() throws {
    var script = EditorTests.started(
      EditorLaunch(
        document: try EditorTests.document(
          EditorTests.box(1, column: 0, row: 0), EditorTests.box(2, column: 15, row: 0),
          EditorTests.box(3, column: 30, row: 0))))
    script.send(Self.click(2, 1), after: 10)
    script.send(Self.click(32, 1, modifiers: 16), after: 600)  // Ctrl-click adds 3
    script.send(Self.ctrlG, after: 10)
    var document = try Self.state(script).document
    #expect(document.groups.count == 1)
    let group = try #require(document.groups.keys.first)
    #expect(document.members(of: group) == [ShapeID(1), ShapeID(3)])
    #expect(document.invariantViolations() == [])
    // A click on 1 now selects 3 too.
    script.send("\u{1b}", after: 10)
    script.send(Self.click(2, 1), after: 600)
    #expect(try Self.state(script).selection.shapeIDs == [ShapeID(1), ShapeID(3)])
    script.send(Self.altG, after: 10)
    document = try Self.state(script).document
    #expect(document.groups.isEmpty)
    script.send(EditorTests.ctrlZ, after: 10)
    #expect(try Self.state(script).document.groups.count == 1)
  }

  @Test("A dragged group moves whole; resizing it scales its members; one undo step each")
  func moveAndResize() throws {
    var script = EditorTests.started(EditorLaunch(document: try Self.grouped()))
    // Far enough from box 3 that no smart guide pulls the group.
    script.send(Self.drag(from: (2, 1), to: (5, 7)), after: 10)
    var document = try Self.state(script).document
    #expect(document[ShapeID(1)]?.bounds.origin == CanvasPoint(column: 3, row: 6))
    #expect(document[ShapeID(2)]?.bounds.origin == CanvasPoint(column: 18, row: 6))
    #expect(document[ShapeID(3)]?.bounds.origin == CanvasPoint(column: 30, row: 0))
    script.send(EditorTests.ctrlZ, after: 10)
    // The group spans columns 0…24, rows 0…3: its right-middle handle is one cell outside.
    script.send(Self.click(2, 1), after: 600)
    script.send(Self.drag(from: (25, 1), to: (50, 1)), after: 600)
    document = try Self.state(script).document
    #expect(document[ShapeID(1)]?.bounds.size.columns == 20)
    #expect(document[ShapeID(2)]?.bounds.origin.column == 30)
    #expect(document[ShapeID(2)]?.bounds.size.columns == 20)
  }

  @Test("Copy and paste, and duplicate, of a group make a new group of copies; delete removes the group")
  func copyDuplicateDelete() throws {
    var script = EditorTests.started(EditorLaunch(document: try Self.grouped()))
    script.send(Self.click(2, 1), after: 10)
    script.send(Self.ctrlC, after: 10)
    script.send(Self.ctrlV, after: 10)
    var state = try Self.state(script)
    #expect(state.document.groups.count == 2)
    #expect(state.document.count == 5)
    let pasted = state.document.objects(of: state.selection.shapeIDs)
    #expect(pasted.count == 1 && state.document.isGroup(pasted[0]))
    script.send(Self.ctrlD, after: 10)
    state = try Self.state(script)
    #expect(state.document.groups.count == 3)
    #expect(state.document.invariantViolations() == [])
    script.send("\u{7f}", after: 10)  // Backspace deletes the duplicate and its group
    state = try Self.state(script)
    #expect(state.document.groups.count == 2)
    #expect(state.document.count == 5)
  }

  @Test("Align Left treats a group as one")
  func alignGroup() throws {
    var script = EditorTests.started(EditorLaunch(document: try Self.grouped()))
    script.send("\u{01}", after: 10)
    script.runFromMenu("shape.alignLeft")
    let document = try Self.state(script).document
    #expect(document[ShapeID(1)]?.bounds.origin.column == 0)
    #expect(document[ShapeID(2)]?.bounds.origin.column == 15, "the group keeps its shape")
    #expect(document[ShapeID(3)]?.bounds.origin.column == 0)
  }

  @Test("A locked shape is not picked by a click, a marquee or Tab, and arrows do not move it")
  func locked() throws {
    var shapes = [EditorTests.box(1, column: 0, row: 0), EditorTests.box(2, column: 15, row: 0)]
    shapes[0].isLocked = true
    var script = EditorTests.started(EditorLaunch(document: try Document(shapes: shapes)))
    script.send(Self.click(2, 1), after: 10)
    #expect(try Self.state(script).selection.isEmpty)
    script.send(Self.drag(from: (0, 6), to: (40, -1)), after: 600)
    #expect(try Self.state(script).selection.shapeIDs == [ShapeID(2)])
    script.send("\t", after: 600)
    #expect(try Self.state(script).selection.shapeIDs == [ShapeID(2)])
    script.send("\u{1b}", after: 10)
    script.send("\u{01}", after: 10)
    #expect(try Self.state(script).selection.shapeIDs == [ShapeID(2)], "Select All on the canvas leaves it")
    // Selected some other way (as the panel does), it still does not move.
    script.driver.editorState { $0.selection = Selection([ShapeID(1), ShapeID(2)]) }
    script.send("\u{1b}[C", after: 10)
    let document = try Self.state(script).document
    #expect(document[ShapeID(1)]?.bounds.origin == CanvasPoint(column: 0, row: 0))
    #expect(document[ShapeID(2)]?.bounds.origin == CanvasPoint(column: 16, row: 0))
  }

  @Test("A hidden shape is not drawn or picked; hiding is one undo step")
  func hidden() throws {
    var shapes = [EditorTests.box(1, column: 0, row: 0), EditorTests.box(2, column: 15, row: 0)]
    shapes[1].isHidden = true
    var script = EditorTests.started(EditorLaunch(document: try Document(shapes: shapes)))
    let shown = try #require(script.driver.editor?.shown)
    #expect(shown.rowText(1).contains("┌────────┐"))
    #expect(!shown.rowText(1).dropFirst(12).contains("┌"))
    script.send(Self.click(17, 1), after: 10)
    #expect(try Self.state(script).selection.isEmpty)
    script.send(Self.click(2, 1), after: 600)
    script.send("\u{1b}H", after: 10)  // Alt-Shift-H hides 1
    #expect(try Self.state(script).document[ShapeID(1)]?.isHidden == true)
    let after = try #require(script.driver.editor?.shown)
    #expect(after.rowText(1).allSatisfy { $0 == " " }, "\(after.rowText(1))|\(after.rowText(2))")
    script.send(EditorTests.ctrlZ, after: 10)
    #expect(try Self.state(script).document[ShapeID(1)]?.isHidden == false)
  }
}

extension Driver {
  /// Changes the running editor's state directly, as a responder would.
  mutating func editorState(_ change: (inout EditorState) -> Void) {
    guard var editor = program as? Editor else { return }
    change(&editor.model.state)
    program = editor
  }
}

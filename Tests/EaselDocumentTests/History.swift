import EaselGeometry
import Testing

@testable import EaselDocument

/// A document, its selection and its history, driven the way the editor drives them.
private struct Editor {
  var document: Document
  var selection = Selection.empty
  var history = History()

  init(_ shapes: [Shape] = []) throws { document = try Document(shapes: shapes) }

  mutating func perform(
    _ make: (Document) -> Transaction, _ title: String = "Edit", selecting newSelection: Selection? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try history.perform(
      make(document), titled: title, on: &document, selection: &selection, selectingAfter: newSelection)
    expectSound(document, sourceLocation: sourceLocation)
  }

  /// Adds a rectangle with a fresh ID and selects it, as drawing one does.
  @discardableResult
  mutating func draw(at column: Int, _ row: Int) throws -> ShapeID {
    let id = document.makeShapeID()
    try perform(
      { $0.adding([Make.rectangle(id.rawValue, at: column, row)]) }, "Draw", selecting: Selection([id]))
    return id
  }

  mutating func nudge(columns: Int, rows: Int) throws {
    let ids = selection.shapeIDs
    try perform({ $0.translating(ids, columns: columns, rows: rows) }, "Move")
  }

  @discardableResult
  mutating func undo() throws -> Selection? {
    let restored = try history.undo(&document)
    if let restored { selection = restored }
    expectSound(document)
    return restored
  }

  @discardableResult
  mutating func redo() throws -> Selection? {
    let restored = try history.redo(&document)
    if let restored { selection = restored }
    expectSound(document)
    return restored
  }

  var origin: CanvasPoint? {
    guard let id = selection.shapeIDs.first else { return nil }
    return document[id]?.bounds.origin
  }
}

@Suite("History: undo and redo")
struct HistoryUndoRedoTests {
  @Test("Undo brings back the document and the selection before; redo the ones after")
  func undoRedo() throws {
    var editor = try Editor()
    let empty = editor.document
    let first = try editor.draw(at: 1, 1)
    let afterFirst = editor.document
    let second = try editor.draw(at: 10, 2)
    let afterSecond = editor.document
    #expect(editor.selection == Selection([second]))
    #expect(editor.history.undoSteps.count == 2)
    #expect(editor.history.undoSteps.map(\.title) == ["Draw", "Draw"])

    #expect(try editor.undo() == Selection([first]))
    #expect(editor.document.shapes == afterFirst.shapes)
    #expect(editor.history.canRedo)
    #expect(try editor.undo() == Selection.empty)
    #expect(editor.document.shapes == empty.shapes)
    #expect(!editor.history.canUndo)

    #expect(try editor.redo() == Selection([first]))
    #expect(editor.document.shapes == afterFirst.shapes)
    #expect(try editor.redo() == Selection([second]))
    #expect(editor.document.shapes == afterSecond.shapes)
    #expect(!editor.history.canRedo)
  }

  @Test("Undo and redo with nothing to do return nil and change nothing")
  func nothingToDo() throws {
    var editor = try Editor([Make.rectangle(1, at: 0, 0)])
    let before = editor.document
    #expect(try editor.history.undo(&editor.document) == nil)
    #expect(try editor.history.redo(&editor.document) == nil)
    #expect(editor.document == before)
    try editor.draw(at: 5, 5)
    #expect(try editor.history.redo(&editor.document) == nil)
    #expect(editor.history.undoSteps.count == 1)
  }

  @Test("A new action after an undo clears what could be redone")
  func newActionClearsRedo() throws {
    var editor = try Editor()
    try editor.draw(at: 0, 0)
    try editor.draw(at: 5, 0)
    try editor.undo()
    #expect(editor.history.canRedo)
    try editor.nudge(columns: 1, rows: 0)
    #expect(!editor.history.canRedo)
    #expect(editor.history.redoSteps.isEmpty)
    #expect(try editor.redo() == nil)
    #expect(editor.document.count == 1)
    #expect(editor.origin == CanvasPoint(column: 1, row: 0))
  }

  @Test("Without a new selection, perform keeps the selection and undo restores it")
  func selectionKept() throws {
    var editor = try Editor([Make.rectangle(1, at: 0, 0), Make.rectangle(2, at: 9, 0)])
    editor.selection = Selection(ids(1, 2), region: CanvasRect(column: 0, row: 0, columns: 20, rows: 5))
    let marquee = editor.selection
    try editor.nudge(columns: 0, rows: 3)
    #expect(editor.selection == marquee)
    editor.selection = .empty
    #expect(try editor.undo() == marquee)
    #expect(editor.selection == marquee)
    #expect(editor.document[ShapeID(1)]?.bounds.origin == .zero)
  }

  @Test("Deleting the selection and undoing brings the shapes back in place and selected")
  func deleteAndUndo() throws {
    var editor = try Editor((1...6).map { Make.rectangle($0, at: Int($0) * 3, 0) })
    let original = editor.document
    editor.selection = Selection(ids(2, 3, 5))
    let selection = editor.selection
    try editor.perform({ $0.removing(selection.shapeIDs) }, "Delete", selecting: .empty)
    #expect(order(editor.document) == [1, 4, 6])
    #expect(editor.selection.isEmpty)
    #expect(try editor.undo() == selection)
    #expect(editor.document == original)
    #expect(try editor.redo() == .empty)
    #expect(order(editor.document) == [1, 4, 6])
  }

  @Test("A refused transaction throws and leaves document, selection and history alone")
  func refused() throws {
    var editor = try Editor()
    let id = try editor.draw(at: 0, 0)
    let before = editor
    let stale = Transaction([.remove(Make.rectangle(id.rawValue, at: 9, 9), at: 0)])
    #expect(throws: EditError.self) {
      try editor.history.perform(
        stale, titled: "Stale", on: &editor.document, selection: &editor.selection, selectingAfter: .empty)
    }
    #expect(editor.document == before.document)
    #expect(editor.selection == before.selection)
    #expect(editor.history == before.history)
  }

  @Test("An empty transaction records nothing, keeps redo, and may still change the selection")
  func emptyTransaction() throws {
    var editor = try Editor()
    let id = try editor.draw(at: 0, 0)
    try editor.draw(at: 4, 4)
    try editor.undo()
    let history = editor.history
    try editor.perform({ $0.translating([id], columns: 0, rows: 0) }, "Move", selecting: Selection([id]))
    #expect(editor.selection == Selection([id]))
    #expect(editor.history == history)
    #expect(editor.history.canRedo)
    editor.history.record(Transaction(), titled: "Nothing", selectionBefore: .empty, selectionAfter: .empty)
    #expect(editor.history == history)
  }

  @Test("A transaction applied during a drag and recorded afterwards undoes like any other")
  func recordAfterApplying() throws {
    var editor = try Editor([Make.ellipse(1, at: 0, 0)])
    let start = editor.document
    let before = Selection(ids(1))
    var drag = Transaction()
    for _ in 0..<5 {
      let step = editor.document.translating(ids(1), columns: 2, rows: 1)
      try apply(step, to: &editor.document)
      drag = drag.followed(by: step)
    }
    editor.history.record(drag, titled: "Drag", selectionBefore: before, selectionAfter: before)
    #expect(editor.history.undoSteps.count == 1)
    #expect(editor.document[ShapeID(1)]?.bounds.origin == CanvasPoint(column: 10, row: 5))
    #expect(try editor.undo() == before)
    #expect(editor.document == start)
    try editor.redo()
    #expect(editor.document[ShapeID(1)]?.bounds.origin == CanvasPoint(column: 10, row: 5))
  }

  @Test("A failed undo leaves the history as it was")
  func failedUndo() throws {
    var editor = try Editor()
    try editor.draw(at: 0, 0)
    let history = editor.history
    var unrelated = try Document(shapes: [Make.text(50, at: 0, 0, "other")])
    let other = unrelated
    #expect(throws: EditError.self) { try editor.history.undo(&unrelated) }
    #expect(unrelated == other)
    #expect(editor.history == history)
  }
}

@Suite("History: grouping")
struct HistoryGroupingTests {
  @Test("A held-arrow run is one undo step back to where it started, with the last selection after")
  func heldArrowRun() throws {
    var editor = try Editor([Make.text(1, at: 0, 0, "anchor")])
    let id = try editor.draw(at: 4, 2)
    let start = editor.document
    editor.history.beginGroup()
    #expect(editor.history.isGrouping)
    var distance = 0
    for (index, step) in [1, 1, 1, 1, 2, 2, 2, 4, 4, 4, 4].enumerated() {
      try editor.nudge(columns: step, rows: 0)
      distance += step
      if index == 6 { editor.selection.region = CanvasRect(column: 0, row: 0, columns: 1, rows: 1) }
    }
    let lastSelection = editor.selection
    editor.history.endGroup()
    #expect(!editor.history.isGrouping)
    #expect(editor.origin == CanvasPoint(column: 4 + distance, row: 2))
    let end = editor.document
    #expect(editor.history.undoSteps.count == 2)

    #expect(try editor.undo() == Selection([id]))
    #expect(editor.document == start)
    #expect(editor.origin == CanvasPoint(column: 4, row: 2))
    #expect(try editor.redo() == lastSelection)
    #expect(editor.document == end)
    #expect(try editor.undo() != nil)
    #expect(try editor.undo() != nil)
    #expect(editor.document.count == 1)
  }

  @Test("A group never joins the step recorded before it, and the next action is a step of its own")
  func groupBoundaries() throws {
    var editor = try Editor()
    try editor.draw(at: 0, 0)
    editor.history.beginGroup()
    try editor.nudge(columns: 1, rows: 0)
    try editor.nudge(columns: 1, rows: 0)
    editor.history.endGroup()
    try editor.nudge(columns: 0, rows: 1)
    #expect(editor.history.undoSteps.count == 3)
    try editor.undo()
    #expect(editor.origin == CanvasPoint(column: 2, row: 0))
    try editor.undo()
    #expect(editor.origin == CanvasPoint(column: 0, row: 0))
    try editor.undo()
    #expect(editor.document.isEmpty)
  }

  @Test("A group with nothing recorded leaves no step")
  func emptyGroup() throws {
    var editor = try Editor()
    try editor.draw(at: 0, 0)
    editor.history.beginGroup()
    try editor.nudge(columns: 0, rows: 0)
    editor.history.endGroup()
    #expect(editor.history.undoSteps.count == 1)
    // The empty group did not leave a step open: the next action is separate.
    try editor.nudge(columns: 3, rows: 0)
    #expect(editor.history.undoSteps.count == 2)
  }

  @Test("Undo in the middle of a held run ends the group")
  func undoEndsGroup() throws {
    var editor = try Editor()
    try editor.draw(at: 0, 0)
    editor.history.beginGroup()
    try editor.nudge(columns: 1, rows: 0)
    try editor.nudge(columns: 1, rows: 0)
    try editor.undo()
    #expect(!editor.history.isGrouping)
    #expect(editor.origin == .zero)
    try editor.nudge(columns: 0, rows: 5)
    try editor.nudge(columns: 0, rows: 5)
    #expect(editor.history.undoSteps.count == 3)
    try editor.undo()
    #expect(editor.origin == CanvasPoint(column: 0, row: 5))
  }

  @Test("Runs of different actions group the same way: a drag that adds and then moves")
  func mixedGroup() throws {
    var editor = try Editor([Make.text(1, at: 9, 9, "under")])
    let start = editor.document
    editor.history.beginGroup()
    let id = try editor.draw(at: 0, 0)
    try editor.nudge(columns: 3, rows: 3)
    try editor.perform({ $0.reordering([id], .toBack) }, "Order")
    editor.history.endGroup()
    #expect(editor.history.undoSteps.count == 1)
    #expect(editor.history.undoSteps.first?.title == "Draw")
    #expect(try editor.undo() == .empty)
    #expect(editor.document.shapes == start.shapes)
    #expect(try editor.redo() == Selection([id]))
    #expect(order(editor.document) == [id.rawValue, 1])
    #expect(editor.origin == CanvasPoint(column: 3, row: 3))
  }
}

@Suite("History: saved state")
struct HistorySavedStateTests {
  @Test("A new history is clean; an edit makes it dirty; undoing back makes it clean again")
  func cleanDirtyClean() throws {
    var editor = try Editor()
    #expect(editor.history.isAtSavedState)
    try editor.draw(at: 0, 0)
    #expect(!editor.history.isAtSavedState)
    try editor.undo()
    #expect(editor.history.isAtSavedState)
    try editor.redo()
    #expect(!editor.history.isAtSavedState)
  }

  @Test("Saving marks the current state; undo and redo move away from it and back")
  func markSaved() throws {
    var editor = try Editor()
    try editor.draw(at: 0, 0)
    try editor.draw(at: 5, 0)
    editor.history.markSaved()
    #expect(editor.history.isAtSavedState)
    try editor.undo()
    #expect(!editor.history.isAtSavedState)
    try editor.undo()
    #expect(!editor.history.isAtSavedState)
    try editor.redo()
    try editor.redo()
    #expect(editor.history.isAtSavedState)
    try editor.nudge(columns: 1, rows: 0)
    #expect(!editor.history.isAtSavedState)
    try editor.undo()
    #expect(editor.history.isAtSavedState)
  }

  @Test("A saved state undone and then replaced by a new edit can no longer be reached")
  func unreachable() throws {
    var editor = try Editor()
    try editor.draw(at: 0, 0)
    try editor.draw(at: 5, 0)
    editor.history.markSaved()
    try editor.undo()
    try editor.nudge(columns: 1, rows: 1)
    // As many steps as at the save, but not the saved document.
    #expect(editor.history.undoSteps.count == 2)
    #expect(!editor.history.isAtSavedState)
    try editor.undo()
    #expect(!editor.history.isAtSavedState)
    try editor.undo()
    #expect(!editor.history.isAtSavedState)
    try editor.redo()
    try editor.redo()
    #expect(!editor.history.isAtSavedState)
  }

  @Test("An edit made right at the save point leaves the saved state one undo away")
  func saveBelowNewBranch() throws {
    var editor = try Editor()
    try editor.draw(at: 0, 0)
    editor.history.markSaved()
    try editor.draw(at: 5, 0)
    try editor.undo()
    #expect(editor.history.isAtSavedState)
    try editor.nudge(columns: 2, rows: 0)
    #expect(!editor.history.isAtSavedState)
    try editor.undo()
    #expect(editor.history.isAtSavedState)
  }

  @Test("A group that runs across the save point leaves the document dirty, also after undo")
  func groupAcrossSave() throws {
    var editor = try Editor()
    try editor.draw(at: 0, 0)
    editor.history.beginGroup()
    try editor.nudge(columns: 1, rows: 0)
    editor.history.markSaved()
    #expect(editor.history.isAtSavedState)
    try editor.nudge(columns: 1, rows: 0)
    #expect(!editor.history.isAtSavedState)
    editor.history.endGroup()
    #expect(!editor.history.isAtSavedState)
    try editor.undo()
    #expect(!editor.history.isAtSavedState)
    try editor.undo()
    #expect(!editor.history.isAtSavedState)
    try editor.redo()
    try editor.redo()
    #expect(!editor.history.isAtSavedState)
  }

  @Test("A group that starts right after a save can be undone back to the saved state")
  func groupAfterSave() throws {
    var editor = try Editor()
    try editor.draw(at: 0, 0)
    editor.history.markSaved()
    editor.history.beginGroup()
    try editor.nudge(columns: 1, rows: 0)
    try editor.nudge(columns: 1, rows: 0)
    editor.history.endGroup()
    #expect(!editor.history.isAtSavedState)
    try editor.undo()
    #expect(editor.history.isAtSavedState)
  }

  @Test("Saving in the middle of a group that records nothing more keeps the document clean")
  func saveAtEndOfGroup() throws {
    var editor = try Editor()
    editor.history.beginGroup()
    try editor.draw(at: 0, 0)
    try editor.nudge(columns: 2, rows: 0)
    editor.history.markSaved()
    editor.history.endGroup()
    #expect(editor.history.isAtSavedState)
    try editor.nudge(columns: 2, rows: 0)
    #expect(!editor.history.isAtSavedState)
    try editor.undo()
    #expect(editor.history.isAtSavedState)
  }
}

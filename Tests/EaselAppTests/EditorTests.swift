import EaselDocument
import EaselGeometry
import EaselInput
import EaselRender
import Testing

@testable import EaselApp

/// Scripted sessions of the editor on a legacy xterm (answers DA1 only), 80×24.
@Suite("Editor")
struct EditorTests {
  static let ctrlN = "\u{0E}"
  static let ctrlZ = "\u{1A}"
  static let ctrlY = "\u{19}"
  static let ctrlS = "\u{13}"
  static let ctrlQ = "\u{11}"
  static let ctrlL = "\u{0C}"

  static func started(
    _ launch: EditorLaunch = EditorLaunch(), size: TerminalSize = TerminalSize(columns: 80, rows: 24)
  ) -> DriverScript {
    var script = DriverScript(kind: .editor(launch), size: size)
    script.send("\u{1b}[?62c")
    return script
  }

  static func box(_ id: UInt64, column: Int, row: Int, columns: Int = 10, rows: Int = 4) -> Shape {
    Shape(
      id: ShapeID(id),
      kind: .rectangle(Rectangle(bounds: CanvasRect(column: column, row: row, columns: columns, rows: rows))))
  }

  static func document(_ shapes: Shape...) throws -> Document { try Document(shapes: shapes) }

  func editor(_ script: DriverScript) throws -> EditorProbe { try #require(script.driver.editor) }

  @Test("Ctrl-N adds a rectangle at the keyboard cursor and selects it; Ctrl-Z and Ctrl-Y undo and redo it")
  func addUndoRedo() throws {
    var script = Self.started()
    script.send(Self.ctrlN)
    var state = try editor(script).state
    #expect(state.document.count == 1)
    let id = try #require(state.document.shapes.first?.id)
    #expect(state.selection.shapeIDs == [id])
    #expect(state.document.shapes.first?.bounds.origin == .zero)
    #expect(state.isModified)
    script.send(Self.ctrlZ)
    state = try editor(script).state
    #expect(state.document.isEmpty)
    #expect(!state.isModified)
    script.send(Self.ctrlY)
    state = try editor(script).state
    #expect(state.document.count == 1)
    #expect(state.selection.shapeIDs == [id])
  }

  @Test("Cmd-Shift-Z redoes under the kitty protocol, Super-Z undoes")
  func kittyRedo() throws {
    var script = DriverScript(kind: .editor(EditorLaunch()))
    script.answerAsKitty()
    script.send(Self.ctrlN)
    script.send("\u{1b}[122;9u")  // Super-Z
    #expect(try editor(script).state.document.isEmpty)
    script.send("\u{1b}[122;6u")  // Ctrl-Shift-Z
    #expect(try editor(script).state.document.count == 1)
  }

  @Test("a held arrow on a legacy terminal nudges with every repeat and undoes in one step")
  func heldArrowIsOneUndoStep() throws {
    var script = Self.started(EditorLaunch(document: try Self.document(Self.box(1, column: 4, row: 2))))
    script.send("\t")  // select the box
    #expect(try editor(script).state.selection.shapeIDs == [ShapeID(1)])
    script.send("\u{1b}[C")
    script.advance(by: 500)
    for _ in 0..<10 { script.send("\u{1b}[C", after: 33) }
    script.advance(by: 1_000)  // no repeat: a synthesized release ends the run
    let moved = try #require(try editor(script).state.document[ShapeID(1)])
    // The press moves 1 cell; the repeats come after half a second, so once two have moved a
    // cell each (a run of real repeats), they take 2-cell steps.
    #expect(moved.bounds.origin == CanvasPoint(column: 4 + 1 + 2 * 1 + 8 * 2, row: 2))
    script.send(Self.ctrlZ)
    let back = try #require(try editor(script).state.document[ShapeID(1)])
    #expect(back.bounds.origin == CanvasPoint(column: 4, row: 2))
    #expect(try editor(script).state.selection.shapeIDs == [ShapeID(1)])
  }

  @Test("arrows with nothing selected move the keyboard cursor, panning to keep it visible")
  func cursorMoves() throws {
    var script = Self.started(size: TerminalSize(columns: 20, rows: 6))
    for _ in 0..<5 { script.send("\u{1b}[B", after: 800) }
    let state = try editor(script).state
    #expect(state.cursor == CanvasPoint(column: 0, row: 5))
    #expect(state.viewOrigin == CanvasPoint(column: 0, row: 2), "4 canvas rows between the bars")
  }

  @Test("Cmd-S asks the shell to save; success marks the document saved, failure keeps it unsaved")
  func save() throws {
    var script = Self.started(EditorLaunch(filePath: "/tmp/drawing.easel"))
    script.send(Self.ctrlN)
    var output = script.driver.receive(Array(Self.ctrlS.utf8), at: script.now)
    let request = try #require(output.save)
    #expect(request.path == "/tmp/drawing.easel")
    #expect(request.document.count == 1)
    output = script.driver.saveFinished(
      request, error: "cannot write: No space left on device", at: script.now)
    #expect(try editor(script).state.isModified)
    #expect(try editor(script).statusText.contains("Not saved: cannot write: No space left on device"))
    output = script.driver.saveFinished(request, error: nil, at: script.now)
    #expect(try !editor(script).state.isModified)
    #expect(String(decoding: output.bytes, as: UTF8.self).contains("Saved /tmp/drawing.easel"))
  }

  @Test("a save that finishes after further edits does not mark those edits saved")
  func lateSave() throws {
    var script = Self.started(EditorLaunch(filePath: "a.easel"))
    script.send(Self.ctrlN)
    let request = try #require(script.driver.receive(Array(Self.ctrlS.utf8), at: script.now).save)
    script.send("\u{1b}[C")
    _ = script.driver.saveFinished(request, error: nil, at: script.now)
    #expect(try editor(script).state.isModified)
  }

  @Test("an untitled document says how to save instead of writing anywhere")
  func untitledSave() throws {
    var script = Self.started()
    script.send(Self.ctrlN)
    let output = script.driver.receive(Array(Self.ctrlS.utf8), at: script.now)
    #expect(output.save == nil)
    #expect(try editor(script).statusText.contains("start Easel with a file name"))
  }

  @Test("Cmd-Q with unsaved changes asks first; a second Cmd-Q quits")
  func quitAsks() throws {
    var script = Self.started()
    script.send(Self.ctrlN)
    script.send(Self.ctrlQ)
    #expect(script.exit == nil)
    #expect(try editor(script).statusText.contains("Unsaved changes"))
    script.send(Self.ctrlQ, after: 800)  // sooner would be taken for auto-repeat
    #expect(script.exit == .success)
  }

  @Test("the wheel pans the view: vertical wheel by 3 rows, Shift+wheel and the horizontal wheel sideways")
  func wheelPans() throws {
    var script = Self.started()
    script.send("\u{1b}[<65;10;10M")
    #expect(try editor(script).state.viewOrigin == CanvasPoint(column: 0, row: 3))
    script.send("\u{1b}[<64;10;10M")
    #expect(try editor(script).state.viewOrigin == .zero)
    script.send("\u{1b}[<69;10;10M")  // Shift + wheel down
    #expect(try editor(script).state.viewOrigin == CanvasPoint(column: 6, row: 0))
    script.send("\u{1b}[<66;10;10M")  // wheel left
    #expect(try editor(script).state.viewOrigin == .zero)
  }

  @Test("a click selects the topmost shape under the pointer; a click on empty canvas clears")
  func clickSelects() throws {
    let document = try Self.document(Self.box(1, column: 2, row: 2), Self.box(2, column: 5, row: 3))
    var script = Self.started(EditorLaunch(document: document))
    script.send("\u{1b}[<0;7;5M\u{1b}[<0;7;5m")  // screen (6,4) = canvas (6,3): both boxes; 2 is on top
    #expect(try editor(script).state.selection.shapeIDs == [ShapeID(2)])
    script.send("\u{1b}[<0;70;20M\u{1b}[<0;70;20m")
    #expect(try editor(script).state.selection.isEmpty)
  }

  @Test("the menu bar is on the first row and the status bar on the last, with the document name")
  func chrome() throws {
    var script = Self.started(EditorLaunch(filePath: "/home/me/plan.easel"))
    let screen = try #require(try editor(script).shown)
    #expect(screen.rowText(0).hasPrefix(" File  Edit  Tools  Shape  View  Help"))
    #expect(screen.rowText(0).contains("plan.easel"))
    #expect(screen.rowText(23).hasPrefix(" Select │ 0,0 │ plan.easel"))
    #expect(screen[CellPoint(column: 0, row: 23)].style.isReversed)
    script.send(Self.ctrlN)
    #expect(try editor(script).shown?.rowText(0).contains("plan.easel •") == true)
  }

  @Test("moving one shape redraws only the rows it crosses and sends a few hundred bytes at most")
  func damageIsLocal() throws {
    var shapes: [Shape] = []
    for index in 0..<40 {
      shapes.append(Self.box(UInt64(index + 1), column: (index % 8) * 10, row: (index / 8) * 4))
    }
    var script = Self.started(EditorLaunch(document: try Document(shapes: shapes)))
    script.send("\t")
    script.written = []
    script.send("\u{1b}[C", after: 800)
    let editor = try editor(script)
    #expect(editor.layer.rowsRedrawn == 4)
    // The box's two changed columns, its outline and handles, and the status bar's position.
    #expect(script.written.count < 300, "\(script.written.count) bytes for a one-cell nudge")
    Self.expectLayerMatchesFullRedraw(editor)
    // Undo and redo follow the same path: the layer stays equal to a full redraw.
    script.send(Self.ctrlZ, after: 800)
    Self.expectLayerMatchesFullRedraw(try self.editor(script))
    #expect(try self.editor(script).layer.rowsRedrawn == 4)
    script.send(Self.ctrlY, after: 800)
    Self.expectLayerMatchesFullRedraw(try self.editor(script))
  }

  /// The cached canvas layer equals drawing the whole document afresh.
  static func expectLayerMatchesFullRedraw(
    _ editor: EditorProbe, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var fresh = CanvasLayer()
    fresh.update(
      document: editor.state.document, index: SpatialIndex(editor.state.document),
      viewport: editor.viewport.canvasRect, options: editor.options, damage: nil)
    #expect(fresh.grid == editor.layer.grid, sourceLocation: sourceLocation)
  }

  @Test("Ctrl-L repaints the whole screen")
  func redraw() throws {
    var script = Self.started()
    script.written = []
    script.send(Self.ctrlL)
    #expect(script.text.contains("\u{1b}[2J"))
    #expect(script.text.contains("File"))
  }

  @Test("a file name with control characters reaches the screen only as printable text")
  func hostileFileName() throws {
    let script = Self.started(EditorLaunch(filePath: "evil\u{1b}[31m\u{7}\u{9b}2J.easel"))
    #expect(!script.text.contains("\u{1b}[31m"))
    #expect(!script.written.contains(0x07))
    #expect(!script.text.unicodeScalars.contains("\u{9b}"))
    let title = try #require(try editor(script).shown?.rowText(0))
    #expect(title.contains("evil?[31m??2J.easel"), "\(title)")
  }
}

@Suite("Editor key repeat")
struct EditorRepeatTests {
  @Test(
    "a quick double Ctrl-Z on a legacy terminal (its second press could be a first repeat) undoes twice once no repeat follows"
  )
  func doubleUndo() throws {
    var script = EditorTests.started()
    script.send(EditorTests.ctrlN)
    script.send(EditorTests.ctrlN, after: 900)
    #expect(script.driver.editor?.state.document.count == 2)
    script.send(EditorTests.ctrlZ, after: 900)
    script.send(EditorTests.ctrlZ, after: 300)
    #expect(script.driver.editor?.state.document.count == 1, "could still be auto-repeat")
    script.advance(by: 120)
    #expect(script.driver.editor?.state.document.count == 0)
  }

  @Test("a held Ctrl-N adds one shape, however long the auto-repeat runs")
  func heldCommandActsOnce() throws {
    var script = EditorTests.started()
    script.send(EditorTests.ctrlN)
    script.advance(by: 500)
    for _ in 0..<10 { script.send(EditorTests.ctrlN, after: 33) }
    #expect(script.driver.editor?.state.document.count == 1)
  }
}

@Suite("Editor input batches")
struct EditorBatchTests {
  @Test("a paste over the limit is dropped with a message in the status bar")
  func droppedPaste() throws {
    var script = EditorTests.started()
    let event = InputEvent.paste(
      PasteEvent(text: String(repeating: "x", count: 1 << 20), droppedByteCount: 20 << 20))
    _ = script.driver.dispatch([event], at: script.now)
    #expect(script.driver.editor?.statusText.contains("Paste of 21 MB dropped") == true)
  }

  @Test("one read of many events draws one frame")
  func oneFramePerRead() throws {
    var script = EditorTests.started()
    let before = try #require(script.driver.framesDrawn)
    var motion = ""
    for column in 1...200 { motion += "\u{1b}[<35;\(column % 80 + 1);10M" }
    script.send(motion + "\u{0E}")
    #expect(script.driver.framesDrawn == before + 1)
    #expect(script.driver.editor?.state.document.count == 1)
  }

  @Test("after a resize the canvas is drawn again, not left blank")
  func resizeRedrawsCanvas() throws {
    let document = try EditorTests.document(EditorTests.box(1, column: 2, row: 2))
    var script = EditorTests.started(EditorLaunch(document: document))
    script.record(script.driver.resize(to: TerminalSize(columns: 100, rows: 30), at: script.now))
    let screen = try #require(script.driver.editor?.shown)
    #expect(screen.size == CellSize(columns: 100, rows: 30))
    #expect(screen.rowText(3).contains("┌────────┐"))
  }
}

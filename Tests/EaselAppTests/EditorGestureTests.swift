import EaselDocument
import EaselGeometry
import EaselInput
import Testing

@testable import EaselApp

/// The select tool's gestures, the freehand, eraser, hand and text tools, spring-loading and
/// held nudges, through the driver as a terminal delivers them. Canvas (c, r) is SGR cell
/// (c + 1, r + 2): the menu bar takes the first row.
@Suite("Editor gestures")
struct EditorGestureTests {
  static func press(_ script: inout DriverScript, _ c: Int, _ r: Int, modifiers: Int = 0, after: Int = 0) {
    script.send("\u{1b}[<\(modifiers);\(c + 1);\(r + 2)M", after: after)
  }
  static func motion(_ script: inout DriverScript, _ c: Int, _ r: Int, modifiers: Int = 0) {
    script.send("\u{1b}[<\(32 + modifiers);\(c + 1);\(r + 2)M")
  }
  static func release(_ script: inout DriverScript, _ c: Int, _ r: Int, modifiers: Int = 0) {
    script.send("\u{1b}[<\(modifiers);\(c + 1);\(r + 2)m")
  }
  static func drag(
    _ script: inout DriverScript, from: (Int, Int), to: (Int, Int), modifiers: Int = 0, after: Int = 0
  ) {
    press(&script, from.0, from.1, modifiers: modifiers, after: after)
    motion(&script, to.0, to.1, modifiers: modifiers)
    release(&script, to.0, to.1, modifiers: modifiers)
  }

  static func started(_ shapes: Shape...) throws -> DriverScript {
    EditorTests.started(EditorLaunch(document: try Document(shapes: shapes)))
  }

  static func line(_ id: UInt64, from: (Int, Int), to: (Int, Int)) -> Shape {
    Shape(
      id: ShapeID(id),
      kind: .line(
        Line(start: CanvasPoint(column: from.0, row: from.1), end: CanvasPoint(column: to.0, row: to.1))))
  }

  // MARK: Select tool

  @Test("Dragging a shape moves it by the drag, as one undo step; the original is hidden meanwhile")
  func moveByDrag() throws {
    var script = try Self.started(EditorTests.box(1, column: 10, row: 5))
    Self.press(&script, 10, 5)
    Self.motion(&script, 14, 7)
    #expect(script.driver.editor?.state.hiddenShapes == [ShapeID(1)])
    #expect(script.driver.editor?.state.previewShapes.first?.bounds.origin == CanvasPoint(column: 14, row: 7))
    Self.release(&script, 14, 7)
    let moved = try #require(script.driver.editor?.state.document[ShapeID(1)])
    #expect(moved.bounds.origin == CanvasPoint(column: 14, row: 7))
    #expect(script.driver.editor?.state.hiddenShapes.isEmpty == true)
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(
      script.driver.editor?.state.document[ShapeID(1)]?.bounds.origin == CanvasPoint(column: 10, row: 5))
  }

  @Test("Alt-drag moves a duplicate and leaves the original; Ctrl-drag lands the selection on the grid")
  func duplicateAndSnap() throws {
    var script = try Self.started(EditorTests.box(1, column: 10, row: 5))
    Self.drag(&script, from: (10, 5), to: (20, 6), modifiers: 8)  // Alt
    let editor = try #require(script.driver.editor)
    #expect(editor.state.document.count == 2)
    #expect(editor.state.document[ShapeID(1)]?.bounds.origin == CanvasPoint(column: 10, row: 5))
    let copy = try #require(editor.state.document.shapes.last)
    #expect(copy.bounds.origin == CanvasPoint(column: 20, row: 6))
    #expect(editor.state.selection.shapeIDs == [copy.id])
    Self.drag(&script, from: (21, 7), to: (26, 9), modifiers: 16, after: 800)  // Ctrl: snap
    let snapped = try #require(script.driver.editor?.state.document[copy.id])
    #expect(snapped.bounds.origin.column % 8 == 0 && snapped.bounds.origin.row % 4 == 0)
  }

  @Test("Click selects; Shift-click adds; Ctrl-click toggles out; a click on empty canvas clears")
  func clicks() throws {
    var script = try Self.started(
      EditorTests.box(1, column: 2, row: 2), EditorTests.box(2, column: 20, row: 2),
      EditorTests.box(3, column: 40, row: 2))
    Self.press(&script, 3, 3)
    Self.release(&script, 3, 3)
    #expect(script.driver.editor?.state.selection.shapeIDs == [ShapeID(1)])
    Self.press(&script, 21, 3, modifiers: 4, after: 800)
    Self.release(&script, 21, 3, modifiers: 4)
    #expect(script.driver.editor?.state.selection.shapeIDs == [ShapeID(1), ShapeID(2)])
    Self.press(&script, 41, 3, modifiers: 16, after: 800)
    Self.release(&script, 41, 3, modifiers: 16)
    #expect(script.driver.editor?.state.selection.shapeIDs == [ShapeID(1), ShapeID(2), ShapeID(3)])
    Self.press(&script, 3, 3, modifiers: 16, after: 800)
    Self.release(&script, 3, 3, modifiers: 16)
    #expect(script.driver.editor?.state.selection.shapeIDs == [ShapeID(2), ShapeID(3)])
    Self.press(&script, 70, 15, after: 800)
    Self.release(&script, 70, 15)
    #expect(script.driver.editor?.state.selection.isEmpty == true)
  }

  @Test("A marquee selects the shapes wholly inside and keeps its region; Alt also takes those it touches")
  func marquee() throws {
    var script = try Self.started(
      EditorTests.box(1, column: 2, row: 2, columns: 5, rows: 3),
      EditorTests.box(2, column: 12, row: 2, columns: 10, rows: 3))
    Self.drag(&script, from: (1, 1), to: (15, 6))
    let selection = try #require(script.driver.editor?.state.selection)
    #expect(selection.shapeIDs == [ShapeID(1)])
    #expect(selection.region == CanvasRect(column: 1, row: 1, columns: 15, rows: 6))
    // From (0, 1): (1, 1) is now the selection's top-left handle.
    Self.drag(&script, from: (0, 1), to: (15, 6), modifiers: 8, after: 800)
    #expect(script.driver.editor?.state.selection.shapeIDs == [ShapeID(1), ShapeID(2)])
  }

  @Test("Cmd-E with a marquee region cuts a line crossing it and removes what is inside, one undo step")
  func eraseRegion() throws {
    var script = try Self.started(
      Self.line(1, from: (0, 3), to: (30, 3)), EditorTests.box(2, column: 12, row: 1, columns: 4, rows: 3))
    Self.drag(&script, from: (10, 0), to: (19, 6))
    #expect(script.driver.editor?.state.selection.shapeIDs == [ShapeID(2)])
    script.send("\u{05}", after: 50)  // Ctrl-E
    let document = try #require(script.driver.editor?.state.document)
    #expect(document[ShapeID(2)] == nil, "the box inside the region is gone")
    let lines = document.shapes.compactMap { shape -> Line? in
      if case .line(let line) = shape.kind { return line }
      return nil
    }
    #expect(lines.count == 2, "the line is cut in two at the region's border")
    let columns = Set(lines.flatMap { [$0.start.column, $0.end.column] })
    #expect(columns.contains(0) && columns.contains(30))
    #expect(
      lines.allSatisfy {
        max($0.start.column, $0.end.column) < 10 || min($0.start.column, $0.end.column) > 19
      })
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(script.driver.editor?.state.document.count == 2)
    #expect(script.driver.editor?.state.document[ShapeID(1)] != nil)
  }

  @Test("Dragging the bottom-right handle resizes the selection")
  func resizeByHandle() throws {
    var script = try Self.started(EditorTests.box(1, column: 10, row: 5, columns: 10, rows: 4))
    Self.press(&script, 12, 6)
    Self.release(&script, 12, 6)
    // The handles sit on the outline one cell outside: bottom-right at (20, 9).
    Self.drag(&script, from: (20, 9), to: (25, 11), after: 800)
    let resized = try #require(script.driver.editor?.state.document[ShapeID(1)])
    #expect(resized.bounds == CanvasRect(column: 10, row: 5, columns: 15, rows: 6))
  }

  // MARK: Freehand, eraser, hand, text

  @Test("P draws a pen stroke and B a brush stroke, each one undo step; ] makes the brush larger")
  func penAndBrush() throws {
    var script = EditorTests.started()
    script.send("p")
    Self.drag(&script, from: (2, 2), to: (12, 4))
    let pen = try #require(script.driver.editor?.state.document.shapes.last)
    guard case .pen(let stroke) = pen.kind else {
      Issue.record("expected a pen stroke, got \(pen.kind)")
      return
    }
    #expect(stroke.points.count >= 2)
    script.send("b", after: 800)
    script.send("]", after: 800)
    #expect(script.driver.editor?.brush.size == 2)
    Self.drag(&script, from: (2, 10), to: (12, 10))
    let brush = try #require(script.driver.editor?.state.document.shapes.last)
    guard case .brush(let cells) = brush.kind else {
      Issue.record("expected a brush stroke, got \(brush.kind)")
      return
    }
    #expect(cells.size == 2)
    #expect(Set(cells.cells.map(\.column)).isSuperset(of: Set(2...12)), "no holes along a fast drag")
    #expect(script.driver.editor?.state.document.count == 2)
  }

  @Test("E erases the part of a line the drag crosses")
  func eraser() throws {
    var script = try Self.started(Self.line(1, from: (0, 5), to: (30, 5)))
    script.send("e")
    Self.drag(&script, from: (15, 3), to: (15, 8))
    let document = try #require(script.driver.editor?.state.document)
    #expect(document.count == 2, "the line is cut in two")
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(script.driver.editor?.state.document.count == 1)
  }

  @Test("H drags the view; Esc during the drag puts it back")
  func hand() throws {
    var script = EditorTests.started()
    script.send("h")
    Self.drag(&script, from: (20, 10), to: (10, 5))
    #expect(script.driver.editor?.state.viewOrigin == CanvasPoint(column: 10, row: 5))
    Self.press(&script, 20, 10, after: 800)
    Self.motion(&script, 30, 12)
    #expect(script.driver.editor?.state.viewOrigin == CanvasPoint(column: 0, row: 3))
    script.send("\u{1b}", after: 10)
    script.advance(by: 100)
    #expect(script.driver.editor?.state.viewOrigin == CanvasPoint(column: 10, row: 5))
  }

  @Test("T, a click and typing make a text shape; a double-click edits it again")
  func text() throws {
    var script = EditorTests.started()
    script.send("t")
    Self.press(&script, 5, 5)
    Self.release(&script, 5, 5)
    script.send("Hi 世界", after: 10)
    script.send("\u{1b}", after: 10)
    script.advance(by: 100)
    let shape = try #require(script.driver.editor?.state.document.shapes.first)
    guard case .text(let text) = shape.kind else {
      Issue.record("expected text, got \(shape.kind)")
      return
    }
    #expect(text.text == "Hi 世界")
    #expect(text.origin == CanvasPoint(column: 5, row: 5))
    script.send("v", after: 800)
    Self.press(&script, 6, 5, after: 800)
    Self.release(&script, 6, 5)
    Self.press(&script, 6, 5, after: 100)
    Self.release(&script, 6, 5)
    #expect(script.driver.editor?.textEdit != nil)
    script.send("\u{7f}!", after: 10)  // the caret is where the click landed, before "i": Backspace takes "H"
    script.send("\u{1b}", after: 10)
    script.advance(by: 100)
    guard case .text(let edited) = script.driver.editor?.state.document.shapes.first?.kind else {
      Issue.record("the text shape is gone")
      return
    }
    #expect(edited.text == "!i 世界")
  }

  @Test("Enter with the rectangle tool starts a box at the cursor; arrows size it; Enter finishes")
  func enterDraws() throws {
    var script = EditorTests.started()
    script.send("r")
    script.send("\r", after: 800)
    for _ in 0..<5 { script.send("\u{1b}[C", after: 800) }
    script.send("\u{1b}[B", after: 800)
    script.send("\r", after: 800)
    let shape = try #require(script.driver.editor?.state.document.shapes.first)
    #expect(shape.bounds == CanvasRect(column: 0, row: 0, columns: 7, rows: 3))
  }

  // MARK: Spring-loading and held keys (kitty reports repeats and releases)

  static func kitty() -> DriverScript {
    var script = DriverScript(kind: .editor(EditorLaunch()))
    script.answerAsKitty()
    return script
  }

  /// A drag as kitty reports it with SGR-pixel mouse mode on: pixels, in 8×16 cells when the
  /// cell size is unknown.
  static func pixelDrag(_ script: inout DriverScript, from: (Int, Int), to: (Int, Int)) {
    func pixels(_ cell: (Int, Int)) -> String { "\(cell.0 * 8 + 4);\((cell.1 + 1) * 16 + 8)" }
    script.send("\u{1b}[<0;\(pixels(from))M")
    script.send("\u{1b}[<32;\(pixels(to))M")
    script.send("\u{1b}[<0;\(pixels(to))m")
  }

  @Test("Holding P while drawing uses the pen and brings the select tool back on release")
  func springLoaded() throws {
    var script = Self.kitty()
    script.send("\u{1b}[112u", after: 10)
    #expect(script.driver.editor?.tool == .pen)
    script.send("\u{1b}[112;1:2u", after: 500)
    Self.pixelDrag(&script, from: (2, 2), to: (8, 3))
    script.send("\u{1b}[112;1:3u", after: 50)
    #expect(script.driver.editor?.tool == .select)
    #expect(script.driver.editor?.state.document.count == 1)
    // A tap switches for good.
    script.send("\u{1b}[98u", after: 800)
    script.send("\u{1b}[98;1:3u", after: 50)
    #expect(script.driver.editor?.tool == .brush)
  }

  @Test("A held arrow nudges 1 cell per repeat, then 2 after half a second; release stops")
  func heldNudgeAccelerates() throws {
    var script = Self.kitty()
    script.send(EditorTests.ctrlN, after: 10)
    let id = try #require(script.driver.editor?.state.selection.shapeIDs.first)
    let start = try #require(script.driver.editor?.state.document[id]?.bounds.origin.column)
    script.send("\u{1b}[1;1C", after: 800)  // press: 1
    script.send("\u{1b}[1;1:2C", after: 200)  // repeat at 0.2 s: 1
    script.send("\u{1b}[1;1:2C", after: 400)  // repeat at 0.6 s, the second: still 1
    script.send("\u{1b}[1;1:2C", after: 50)  // repeat at 0.65 s, the third: 2
    script.send("\u{1b}[1;1:2C", after: 450)  // repeat at 1.1 s: 4
    script.send("\u{1b}[1;1:3C", after: 30)
    let end = try #require(script.driver.editor?.state.document[id]?.bounds.origin.column)
    #expect(end - start == 9)
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(script.driver.editor?.state.document[id]?.bounds.origin.column == start, "one undo step")
  }

  @Test("Shift+arrows grow a marquee from the cursor and select what it wholly covers")
  func shiftArrows() throws {
    var script = try Self.started(EditorTests.box(1, column: 1, row: 1, columns: 3, rows: 2))
    for _ in 0..<4 { script.send("\u{1b}[1;2C", after: 800) }
    for _ in 0..<3 { script.send("\u{1b}[1;2B", after: 800) }
    let selection = try #require(script.driver.editor?.state.selection)
    #expect(selection.region == CanvasRect(column: 0, row: 0, columns: 5, rows: 4))
    #expect(selection.shapeIDs == [ShapeID(1)])
  }
}

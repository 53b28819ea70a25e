import EaselCommands
import EaselDocument
import EaselGeometry
import EaselInput
import Testing

@testable import EaselApp

/// The Shape menu's styles, the brush character prompt, the eraser from the keyboard and the
/// menus that scroll when they are taller than the terminal.
@Suite("Editor styles and keyboard tools")
struct EditorStyleTests {
  static func started(_ shapes: Shape...) throws -> DriverScript {
    EditorTests.started(EditorLaunch(document: try Document(shapes: shapes)))
  }

  static func line(_ id: UInt64) -> Shape {
    Shape(
      id: ShapeID(id),
      kind: .line(Line(start: CanvasPoint(column: 2, row: 8), end: CanvasPoint(column: 20, row: 8))))
  }

  /// Runs a command as the menus do.
  static func run(_ id: CommandID, in script: inout DriverScript) {
    script.runFromMenu(id)
  }

  @Test("Frame, fill and arrowheads restyle the selection, each one undo step; shapes they don't fit stay")
  func restyle() throws {
    var script = try Self.started(EditorTests.box(1, column: 2, row: 2), Self.line(2))
    script.send("\u{01}")  // Ctrl-A: select all
    Self.run("shape.frameDouble", in: &script)
    Self.run("shape.fillShade", in: &script)
    Self.run("shape.arrowsBothEnds", in: &script)
    let document = try #require(script.driver.editor?.state.document)
    guard case .rectangle(let box) = document[ShapeID(1)]?.kind,
      case .line(let line) = document[ShapeID(2)]?.kind
    else {
      Issue.record("the shapes changed kind")
      return
    }
    #expect(box.frameStyle == .double)
    #expect(box.fillCharacter == "░")
    #expect(line.style == .double)
    #expect(line.arrowAtStart && line.arrowAtEnd)
    #expect(script.driver.editor?.frameStyle == .double, "rectangles drawn next are double too")
    script.send(EditorTests.ctrlZ, after: 800)
    guard case .line(let undone) = script.driver.editor?.state.document[ShapeID(2)]?.kind else { return }
    #expect(!undone.arrowAtStart && !undone.arrowAtEnd)
    guard case .rectangle(let stillFilled) = script.driver.editor?.state.document[ShapeID(1)]?.kind else {
      return
    }
    #expect(stillFilled.fillCharacter == "░", "undo takes back the last step only")
  }

  @Test(
    "A line drawn to a box is an arrow, a free one plain; Connector: style and arrowheads set the next lines"
  )
  func nextLines() throws {
    var script = try Self.started(EditorTests.box(1, column: 20, row: 2, columns: 8, rows: 3))
    script.send("l")
    EditorToolTests.drag(&script, from: (3, 4), to: (21, 4))  // onto the box's left side
    EditorToolTests.drag(&script, from: (3, 12), to: (12, 12), modifiers: 0)
    func line(_ index: Int) throws -> Line {
      let shapes = try #require(script.driver.editor?.state.document.shapes)
      guard case .line(let line) = shapes[index].kind else { throw LineMissing() }
      return line
    }
    #expect(try line(1).endBinding?.shape == ShapeID(1))
    #expect(try !line(1).arrowAtStart && line(1).arrowAtEnd, "a connector drawn to a box is an arrow")
    #expect(try !line(2).arrowAtStart && !line(2).arrowAtEnd, "a free line has none")
    script.send("\u{1b}", after: 800)  // nothing selected: the commands set the next lines only
    script.advance(by: 100)
    #expect(script.driver.editor?.state.selection.isEmpty == true)
    let before = try #require(script.driver.editor?.state.document)
    Self.run("shape.arrowsStart", in: &script)
    Self.run("shape.lineDashed", in: &script)
    #expect(script.driver.editor?.state.document == before, "no line was selected")
    EditorToolTests.drag(&script, from: (3, 16), to: (21, 5))
    let drawn = try line(3)
    #expect(drawn.endBinding?.shape == ShapeID(1))
    #expect(drawn.arrowAtStart && !drawn.arrowAtEnd, "the arrowheads picked, attached or not")
    #expect(drawn.style == .dashed)
    let command = try #require(EditorCommands.catalog["shape.arrowsEnd"])
    #expect(command.menu?.group == EditorCommands.routes[0].menu?.group, "under Connector, with the routes")
    #expect(command.title.hasPrefix("Connector: "))
  }

  struct LineMissing: Error {}

  @Test("Brush Character… takes the next typed character; a control character is refused")
  func brushCharacter() throws {
    var script = EditorTests.started()
    Self.run("tools.brushCharacter", in: &script)
    script.send("*", after: 10)
    #expect(script.driver.editor?.brush.character == "*")
    Self.run("tools.brushCharacter", in: &script)
    script.send("\u{1b}", after: 10)
    script.advance(by: 100)
    #expect(script.driver.editor?.brush.character == "*")
    #expect(script.driver.editor?.isPickingBrushCharacter == false)
  }

  @Test("The eraser without a mouse: Enter starts at the cursor, arrows erase along, Enter ends one step")
  func eraserByKeyboard() throws {
    var script = try Self.started(
      Shape(
        id: ShapeID(1),
        kind: .line(Line(start: CanvasPoint(column: 0, row: 3), end: CanvasPoint(column: 20, row: 3)))))
    // Cursor to (10, 1), above the line.
    for _ in 0..<10 { script.send("\u{1b}[C", after: 800) }
    script.send("\u{1b}[B", after: 800)
    script.send("e", after: 800)
    script.send("\r", after: 800)
    for _ in 0..<4 { script.send("\u{1b}[B", after: 800) }
    script.send("\r", after: 800)
    #expect(script.driver.editor?.state.document.count == 2, "the line is cut in two")
    #expect(script.driver.editor?.isGestureActive == false)
    script.send(EditorTests.ctrlZ, after: 800)
    #expect(script.driver.editor?.state.document.count == 1, "one undo step")
  }

  @Test("A menu taller than the terminal scrolls to keep the highlighted item in view")
  func menuScrolls() throws {
    var script = EditorTests.started(size: TerminalSize(columns: 80, rows: 12))
    script.send("\u{1b}[21~", after: 10)  // F10
    script.send("\u{1b}[C\u{1b}[C\u{1b}[C", after: 10)  // to Shape
    for _ in 0..<30 { script.send("\u{1b}[B", after: 40) }
    let editor = try #require(script.driver.editor)
    let screen = try #require(editor.shown)
    let highlighted = try #require(editor.menuNavigator.highlightedEntry)
    let model = editor.menuModel
    let menu = model.menu(.shape)
    let title = try #require(menu.entries[highlighted].item?.title)
    let rows = (1..<11).map { screen.rowText($0) }
    #expect(rows.contains { $0.contains(title) }, "\(title) is shown: \(rows.joined(separator: "\n"))")
  }
}

@Suite("Text caret from a click")
struct TextCaretClickTests {
  @Test("T and a click inside a text shape put the caret there: typing goes in at that place")
  func caretWhereClicked() throws {
    let text = Shape(
      id: ShapeID(1), kind: .text(TextShape(origin: CanvasPoint(column: 4, row: 3), text: "abcdef")))
    var script = EditorTests.started(EditorLaunch(document: try Document(shapes: [text])))
    script.send("t")
    script.send("\u{1b}[<0;8;5M\u{1b}[<0;8;5m", after: 10)  // canvas (7, 3): before "d"
    script.send("X", after: 10)
    script.send("\u{1b}", after: 10)
    script.advance(by: 100)
    guard case .text(let edited) = script.driver.editor?.state.document[ShapeID(1)]?.kind else {
      Issue.record("the text shape is gone")
      return
    }
    #expect(edited.text == "abcXdef")
  }
}

import EaselDocument
import EaselGeometry
import EaselRender
import EaselTestSupport
import Testing

@testable import EaselApp

/// The objects panel in the editor (issue 15, spec §9): focus, the list selection on the one
/// selection, reordering, renaming, hide and lock by row, folding, and its golden frames.
@Suite("Objects panel")
struct ObjectsPanelTests {
  static let altO = "\u{1b}o"
  static let f6 = "\u{1b}[17~"
  static let f2 = "\u{1b}OQ"
  static let up = "\u{1b}[A"
  static let down = "\u{1b}[B"
  static let left = "\u{1b}[D"
  static let right = "\u{1b}[C"
  static let shiftDown = "\u{1b}[1;2B"
  static let altUp = "\u{1b}[1;3A"
  static let pageDown = "\u{1b}[6~"
  static let ctrlSpace = "\u{00}"

  /// Boxes 1…count in a column (z-order = ID order, so the panel lists count … 1 from the top).
  static func boxes(_ count: Int) throws -> Document {
    try Document(
      shapes: (1...count).map { EditorTests.box(UInt64($0), column: 2, row: ($0 - 1) * 5, rows: 4) })
  }

  /// The editor with the panel open and focused.
  static func opened(_ document: Document, size: TerminalSize = TerminalSize(columns: 80, rows: 24))
    -> DriverScript
  {
    var script = EditorTests.started(EditorLaunch(document: document), size: size)
    script.send(altO, after: 10)
    return script
  }

  /// Sends keys as taps, far enough apart for the key tracker to take each as a tap.
  static func taps(_ keys: String..., on script: inout DriverScript) {
    for key in keys { script.send(key, after: 200) }
    script.advance(by: 1_000)
  }

  static func editor(_ script: DriverScript) throws -> Editor { try #require(script.driver.editor?.editor) }

  static func selection(_ script: DriverScript) throws -> Set<UInt64> {
    Set(try editor(script).model.state.selection.shapeIDs.map(\.rawValue))
  }

  /// A click on the panel's row `row` (0 is the first row shown) with SGR modifier bits.
  static func clickRow(
    _ row: Int, column: Int = 10, size: TerminalSize = TerminalSize(columns: 80, rows: 24), modifiers: Int = 0
  )
    -> String
  {
    let left = size.columns - (ObjectsPane.width(for: size) ?? 0)
    return
      "\u{1b}[<\(modifiers);\(left + column + 1);\(row + 3)M\u{1b}[<\(modifiers);\(left + column + 1);\(row + 3)m"
  }

  @Test("View → Objects opens the panel with the focus; rows are front first; F6 and Esc move the focus")
  func openAndFocus() throws {
    var script = Self.opened(try Self.boxes(3))
    var editor = try Self.editor(script)
    #expect(editor.model.objects.isOpen && editor.model.objects.hasFocus)
    #expect(editor.model.objects.rows.rows.map(\.id.rawValue) == [3, 2, 1])
    #expect(editor.statusText.hasPrefix(" Objects panel"))
    #expect(editor.model.state.viewSize.columns == 80 - (ObjectsPane.width(for: editor.size) ?? 0))
    script.send("\u{1b}", after: 10)
    script.advance(by: 100)
    #expect(try !Self.editor(script).model.objects.hasFocus)
    script.send(Self.f6, after: 10)
    #expect(try Self.editor(script).model.objects.hasFocus)
    script.send(Self.f6, after: 100)
    #expect(try !Self.editor(script).model.objects.hasFocus)
    // A click in the panel takes the focus; one on the canvas gives it back.
    script.send(Self.clickRow(1), after: 600)
    editor = try Self.editor(script)
    #expect(editor.model.objects.hasFocus)
    #expect(try Self.selection(script) == [2])
    script.send("\u{1b}[<0;30;20M\u{1b}[<0;30;20m", after: 600)
    #expect(try !Self.editor(script).model.objects.hasFocus)
  }

  @Test("Down moves the focus only; Space selects the focused row alone, on the canvas too")
  func focusAndSpace() throws {
    var script = Self.opened(try Self.boxes(4))
    Self.taps(Self.down, Self.down, on: &script)
    #expect(try Self.editor(script).model.objects.list.focus == 2)
    #expect(try Self.selection(script).isEmpty)
    Self.taps(" ", on: &script)
    #expect(try Self.selection(script) == [2])
    Self.taps(Self.up, "\r", on: &script)
    #expect(try Self.selection(script) == [3])
  }

  @Test("Shift+Down three times selects four shapes; Cmd-G then makes one group of four")
  func rangeThenGroup() throws {
    var script = Self.opened(try Self.boxes(6))
    Self.taps(Self.down, " ", Self.shiftDown, Self.shiftDown, Self.shiftDown, on: &script)
    #expect(try Self.selection(script) == [5, 4, 3, 2])
    Self.taps(GroupEditingTests.ctrlG, on: &script)
    let document = try Self.editor(script).model.state.document
    #expect(document.groups.count == 1)
    let group = try #require(document.groups.keys.first)
    #expect(Set(document.shapeIDs(in: group).map(\.rawValue)) == [2, 3, 4, 5])
    #expect(document.invariantViolations() == [])
    // The panel shows the group folded, focused where the range ended.
    let rows = try Self.editor(script).model.objects.rows.rows
    #expect(rows.map(\.id.rawValue) == [6, group.rawValue, 1])
  }

  @Test("Cmd-click and Cmd-Space add and take out rows; Shift-click selects a range")
  func togglesAndShiftClick() throws {
    var script = Self.opened(try Self.boxes(5))
    script.send(Self.clickRow(0), after: 10)
    script.send(Self.clickRow(2, modifiers: 16), after: 600)
    #expect(try Self.selection(script) == [5, 3])
    script.send(Self.clickRow(0, modifiers: 16), after: 600)
    #expect(try Self.selection(script) == [3])
    // The focus is on the row toggled last (shape 5's); the next row is shape 4's.
    Self.taps(Self.down, Self.ctrlSpace, on: &script)
    #expect(try Self.selection(script) == [3, 4])
    script.send(Self.clickRow(4, modifiers: 4), after: 600)
    #expect(try Self.selection(script) == [4, 3, 2, 1], "Shift-click ranges from the row toggled last")
  }

  @Test("Alt-Up moves the selected row up (to the front) as one undo step; the focus stays on it")
  func altUpReorders() throws {
    var script = Self.opened(try Self.boxes(4))
    Self.taps(Self.down, Self.down, " ", Self.altUp, on: &script)
    var editor = try Self.editor(script)
    #expect(editor.model.state.document.shapes.map(\.id.rawValue) == [1, 3, 2, 4])
    #expect(editor.model.objects.rows.rows.map(\.id.rawValue) == [4, 2, 3, 1])
    #expect(editor.model.objects.list.focus == 1)
    Self.taps(EditorTests.ctrlZ, on: &script)
    editor = try Self.editor(script)
    #expect(editor.model.state.document.shapes.map(\.id.rawValue) == [1, 2, 3, 4])
  }

  @Test("Dragging a row onto another moves it there in one undo step")
  func dragReorders() throws {
    var script = Self.opened(try Self.boxes(4))
    let size = TerminalSize(columns: 80, rows: 24)
    let x = size.columns - (ObjectsPane.width(for: size) ?? 0) + 11
    // Row 3 (shape 1, the bottom) dragged up to row 0 (shape 4): it goes in front of it.
    script.send("\u{1b}[<0;\(x);6M\u{1b}[<32;\(x);4M\u{1b}[<32;\(x);3M\u{1b}[<0;\(x);3m", after: 10)
    #expect(try Self.editor(script).model.state.document.shapes.map(\.id.rawValue) == [2, 3, 4, 1])
    Self.taps(EditorTests.ctrlZ, on: &script)
    #expect(try Self.editor(script).model.state.document.shapes.map(\.id.rawValue) == [1, 2, 3, 4])
  }

  @Test("F2 renames the focused row; the name is shown, saved in the document and undone in one step")
  func rename() throws {
    var script = Self.opened(try Self.boxes(2))
    Self.taps(Self.f2, on: &script)
    #expect(try Self.editor(script).model.objects.renaming != nil)
    // The field holds the name shown; Backspace and typing edit it.
    for _ in 0..<"Rectangle 2".count { script.send("\u{7f}", after: 5) }
    script.send("Start", after: 5)
    script.send("\r", after: 5)
    var editor = try Self.editor(script)
    #expect(editor.model.objects.renaming == nil)
    #expect(editor.model.state.document[ShapeID(2)]?.name == "Start")
    #expect(editor.model.state.document.displayName(of: ShapeID(2)) == "Start")
    #expect(try #require(script.driver.editor?.shown).text.contains("□ Start"))
    Self.taps(EditorTests.ctrlZ, on: &script)
    editor = try Self.editor(script)
    #expect(editor.model.state.document[ShapeID(2)]?.name == nil)
  }

  @Test("A click on a row's markers hides or locks that row; the canvas then leaves it alone")
  func markers() throws {
    var script = Self.opened(try Self.boxes(2))
    let width = ObjectsPane.width(for: TerminalSize(columns: 80, rows: 24)) ?? 0
    script.send(Self.clickRow(0, column: width - 3), after: 10)
    #expect(try Self.editor(script).model.state.document[ShapeID(2)]?.isHidden == true)
    script.send(Self.clickRow(1, column: width - 2), after: 600)
    #expect(try Self.editor(script).model.state.document[ShapeID(1)]?.isLocked == true)
    // Locked: a click on the canvas passes over it.
    script.send("\u{1b}[<0;4;3M\u{1b}[<0;4;3m", after: 600)
    #expect(try Self.selection(script).isEmpty)
    // The panel still selects it.
    script.send(Self.clickRow(1), after: 600)
    #expect(try Self.selection(script) == [1])
  }

  @Test("Right opens a group and Left folds it; Cmd-A in the panel selects hidden and locked shapes too")
  func foldAndSelectAll() throws {
    var document = try Self.boxes(4)
    try document.apply(document.grouping([ShapeID(2), ShapeID(3)], as: ShapeID(9)))
    try document.apply(document.settingLocked([ShapeID(1)], true))
    var script = Self.opened(document)
    #expect(try Self.editor(script).model.objects.rows.rows.map(\.id.rawValue) == [4, 9, 1])
    Self.taps(Self.down, Self.right, on: &script)
    let rows = try Self.editor(script).model.objects.rows.rows
    #expect(rows.map(\.id.rawValue) == [4, 9, 3, 2, 1])
    #expect(rows.map(\.depth) == [0, 0, 1, 1, 0])
    Self.taps(Self.down, Self.left, on: &script)
    #expect(try Self.editor(script).model.objects.list.focus == 1, "Left on a member goes to its group")
    Self.taps(Self.left, on: &script)
    #expect(try Self.editor(script).model.objects.rows.count == 3)
    Self.taps("\u{01}", on: &script)
    #expect(try Self.selection(script) == [1, 2, 3, 4])
  }

  @Test("A selection made on the canvas moves the panel's focus to it, scrolled into view")
  func followsTheCanvas() throws {
    var script = Self.opened(try Self.boxes(60))
    script.send("\u{1b}", after: 10)
    script.advance(by: 100)
    // Tab from nothing selects the bottom shape, the panel's last row.
    Self.taps("\t", on: &script)
    let editor = try Self.editor(script)
    #expect(editor.model.state.selection.shapeIDs == [ShapeID(1)])
    #expect(editor.model.objects.list.focus == 59)
    #expect(editor.model.objects.top == 59 - editor.model.objects.pageRows + 1)
  }

  @Test("PageDown moves the focus a page and keeps it in view, at 100,000 shapes")
  func manyShapes() throws {
    let shapes = (1...100_000).map { index in
      Shape(
        id: ShapeID(UInt64(index)),
        kind: .text(TextShape(origin: CanvasPoint(column: index % 300, row: index / 300), text: "t")))
    }
    var script = Self.opened(try Document(shapes: shapes))
    Self.taps(Self.pageDown, Self.pageDown, on: &script)
    let editor = try Self.editor(script)
    let page = editor.model.objects.pageRows
    #expect(editor.model.objects.list.focus == 2 * (page - 1))
    #expect(editor.model.objects.top <= editor.model.objects.list.focus)
    #expect(editor.model.objects.list.focus < editor.model.objects.top + page)
    #expect(try #require(script.driver.editor?.shown).text.contains("Objects 100,000 shapes"))
  }

  @Test("While the panel has the focus the shortcut sheet lists its keys first")
  func sheetListsPanelFirst() throws {
    let script = Self.opened(try Self.boxes(2))
    let offered = try Self.editor(script).surfaceContext(at: .zero).offeredCommands
    #expect(offered.first?.title == "Objects Panel")
    #expect(offered.first?.ids.contains("objects.extendDown") == true)
    var canvas = script
    canvas.send("\u{1b}", after: 10)
    canvas.advance(by: 100)
    #expect(try Self.editor(canvas).surfaceContext(at: .zero).offeredCommands.first?.title != "Objects Panel")
  }

  @Test("Below 60 columns the panel hides itself and the canvas takes the whole window")
  func hidesWhenNarrow() throws {
    var script = Self.opened(try Self.boxes(2), size: TerminalSize(columns: 59, rows: 20))
    let editor = try Self.editor(script)
    #expect(editor.model.objects.isOpen && !editor.model.objects.hasFocus)
    #expect(editor.model.state.viewSize.columns == 59)
    script.record(script.driver.resize(to: TerminalSize(columns: 100, rows: 20), at: script.now))
    #expect(
      try Self.editor(script).model.state.viewSize.columns == 100
        - (ObjectsPane.width(for: TerminalSize(columns: 100, rows: 20)) ?? 0))
  }

  /// Groups folded and open, hidden and locked shapes, a selection and a focus apart from it.
  static func frameDocument() throws -> Document {
    var shapes = [
      EditorTests.box(1, column: 2, row: 1), EditorTests.box(2, column: 16, row: 1),
      EditorTests.box(3, column: 30, row: 1), EditorTests.box(4, column: 2, row: 8),
      Shape(
        id: ShapeID(5), kind: .text(TextShape(origin: CanvasPoint(column: 16, row: 9), text: "Legend 数据"))),
      EditorTests.box(6, column: 30, row: 8),
    ]
    shapes[0].name = "Frame"
    shapes[0].isLocked = true
    shapes[5].isHidden = true
    var document = try Document(shapes: shapes)
    try document.apply(document.grouping([ShapeID(2), ShapeID(3)], as: ShapeID(10)))
    try document.apply(document.grouping([ShapeID(4), ShapeID(5)], as: ShapeID(11)))
    try document.apply(document.renaming(ShapeID(11), to: "Key"))
    return document
  }

  @Test(
    "Golden frames: focused and selected rows, a folded and an open group, hidden and locked, 80 and 200 columns",
    arguments: [80, 200])
  func goldenFrames(columns: Int) throws {
    let size = TerminalSize(columns: columns, rows: 16)
    var script = Self.opened(try Self.frameDocument(), size: size)
    // Open group 11 (second row), select shape 6 (hidden) and the Frame, focus on text 5.
    Self.taps(Self.down, Self.down, Self.right, on: &script)
    Self.taps(Self.up, Self.up, " ", on: &script)
    script.send(Self.clickRow(5, size: size, modifiers: 16), after: 600)
    Self.taps(Self.up, Self.up, on: &script)
    let shown = try #require(script.driver.editor?.shown)
    GoldenFrame.expect(shown, matches: "objects-panel-\(columns)", includingStyles: true)
  }

  @Test("Golden frame: the ASCII panel while renaming")
  func asciiRenaming() throws {
    var script = EditorTests.started(
      EditorLaunch(document: try Self.frameDocument(), asciiOnly: true),
      size: TerminalSize(columns: 80, rows: 12))
    script.send(Self.altO, after: 10)
    Self.taps(Self.down, Self.f2, on: &script)
    script.send("\u{7f}\u{7f}\u{7f}Map", after: 5)
    GoldenFrame.expect(try #require(script.driver.editor?.shown), matches: "objects-panel-ascii-renaming")
  }
}

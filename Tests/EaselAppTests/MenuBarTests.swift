import EaselCommands
import EaselDocument
import EaselGeometry
import EaselInput
import EaselRender
import EaselTestSupport
import Testing

@testable import EaselApp

/// The menu bar: F10, arrows, Enter, Esc, mnemonics and the mouse, on a legacy xterm 80×24.
@Suite("Menu bar")
struct MenuBarTests {
  static let f10 = "\u{1b}[21~"
  static let down = "\u{1b}[B"
  static let up = "\u{1b}[A"
  static let right = "\u{1b}[C"
  static let left = "\u{1b}[D"

  /// An SGR left click (press and release) at a 1-based column and row.
  static func click(column: Int, row: Int) -> String {
    "\u{1b}[<0;\(column);\(row)M\u{1b}[<0;\(column);\(row)m"
  }

  static func xterm() -> DriverScript {
    var script = DriverScript(kind: .editor(EditorLaunch()), size: TerminalSize(columns: 80, rows: 24))
    script.send("\u{1b}P>|XTerm(390)\u{1b}\\\u{1b}[?62c")
    return script
  }

  func editor(_ script: DriverScript) throws -> EditorProbe { try #require(script.driver.editor) }

  /// Sends a lone ESC and lets its timer resolve it as the Esc key.
  static func escape(_ script: inout DriverScript) {
    script.send("\u{1b}", after: 800)
    script.advance(by: 100)
  }

  @Test("F10 opens File with its first item highlighted; the dropdown shows items and chords")
  func f10OpensFile() throws {
    var script = Self.xterm()
    script.send(Self.f10)
    let editor = try editor(script)
    #expect(editor.menuNavigator.openMenu == .file)
    let screen = try #require(editor.shown)
    #expect(screen.rowText(2).contains("Open…") && screen.rowText(2).contains("Cmd-O"))
    #expect(screen.text.contains("Save") && screen.text.contains("Cmd-S"))
  }

  @Test("the open Edit menu: a framed dropdown, chords on the right, grey items, the highlight reversed")
  func editMenuFrame() throws {
    var script = Self.xterm()
    script.send(EditorTests.ctrlN)  // a shape: selection commands are enabled, redo is not
    script.send(Self.click(column: 9, row: 1), after: 800)
    let editor = try editor(script)
    #expect(editor.menuNavigator.openMenu == .edit)
    let screen = try #require(editor.shown)
    GoldenFrame.expect(screen, matches: "menu-edit-xterm", includingStyles: true)
    #expect(screen.text.contains("Select All"))
  }

  @Test("F10, Right, Down to Select All, Enter runs it; the menu closes")
  func keyboardRunsItem() throws {
    var script = EditorTests.started()
    script.send(EditorTests.ctrlN)
    script.send(EditorTests.ctrlN, after: 800)
    script.send(Self.f10, after: 800)  // the second shape alone is selected
    script.send(Self.right, after: 100)
    #expect(try editor(script).menuNavigator.openMenu == .edit)
    // Edit: Undo (enabled), Redo (grey), separator, Select All …
    script.send(Self.down, after: 100)
    script.send("\r", after: 100)
    let editor = try editor(script)
    #expect(!editor.menuNavigator.isOpen)
    #expect(editor.state.selection.shapeIDs.count == 2)
  }

  @Test("View → Show Grid from the keyboard toggles the grid")
  func viewShowGrid() throws {
    var script = EditorTests.started()
    script.send(Self.f10)
    for _ in 0..<4 { script.send(Self.right, after: 50) }
    #expect(try editor(script).menuNavigator.openMenu == .view)
    script.send("\r", after: 50)
    #expect(try editor(script).state.showsGrid)
    #expect(try !editor(script).menuNavigator.isOpen)
  }

  @Test("Left wraps from File to Help; Esc closes the menu; keys under an open menu do not edit")
  func leftWrapsAndEscCloses() throws {
    var script = EditorTests.started()
    script.send(Self.f10)
    script.send(Self.left, after: 50)
    #expect(try editor(script).menuNavigator.openMenu == .help)
    script.send(EditorTests.ctrlN, after: 50)
    #expect(try editor(script).state.document.isEmpty, "Ctrl-N is swallowed by the open menu")
    Self.escape(&script)
    #expect(try !editor(script).menuNavigator.isOpen)
  }

  @Test("a mnemonic letter runs its item: Alt-V (ESC v) opens View, g runs Show Grid")
  func mnemonics() throws {
    var script = EditorTests.started()
    script.send("\u{1b}v")
    #expect(try editor(script).menuNavigator.openMenu == .view)
    script.send("s", after: 50)
    #expect(try editor(script).state.showsGrid)
  }

  @Test("a click on Edit opens it, a second click closes it; a click on the canvas closes without selecting")
  func mouseOpensAndCloses() throws {
    var script = EditorTests.started(
      EditorLaunch(document: try EditorTests.document(EditorTests.box(1, column: 55, row: 16))))
    script.send(Self.click(column: 8, row: 1))
    #expect(try editor(script).menuNavigator.openMenu == .edit)
    #expect(try editor(script).menuNavigator.highlightedEntry == nil)
    script.send(Self.click(column: 8, row: 1), after: 100)
    #expect(try !editor(script).menuNavigator.isOpen)
    script.send(Self.click(column: 8, row: 1), after: 100)
    script.send(Self.click(column: 60, row: 20), after: 100)  // on the canvas, outside the menu
    let editor = try editor(script)
    #expect(!editor.menuNavigator.isOpen)
    #expect(editor.state.selection.isEmpty, "the closing click does not reach the canvas")
  }

  @Test("hovering switches menus and highlights items; a click on an item runs it")
  func hoverAndClick() throws {
    var script = EditorTests.started(
      EditorLaunch(document: try EditorTests.document(EditorTests.box(1, column: 30, row: 10))))
    script.send(Self.click(column: 2, row: 1))  // File
    script.send("\u{1b}[<35;9;1M", after: 50)  // motion over Edit
    #expect(try editor(script).menuNavigator.openMenu == .edit)
    let model = try editor(script).menuModel.menu(.edit)
    let selectAll = try #require(model.entries.firstIndex { $0.item?.id == "edit.selectAll" })
    let row = 1 + 1 + selectAll + 1  // 1-based: bar, frame, entry
    script.send("\u{1b}[<35;10;\(row)M", after: 50)
    #expect(try editor(script).menuNavigator.highlightedEntry == selectAll)
    script.send(Self.click(column: 10, row: row), after: 50)
    let editor = try editor(script)
    #expect(!editor.menuNavigator.isOpen)
    #expect(editor.state.selection.shapeIDs == [ShapeID(1)])
  }

  @Test("disabled items cannot be run: not by Enter, a mnemonic or a click")
  func disabledItems() throws {
    var script = EditorTests.started()  // empty document: Select All, Undo, Erase … are grey
    script.send(Self.click(column: 8, row: 1))
    let model = try editor(script).menuModel.menu(.edit)
    let selectAll = try #require(model.items.first { $0.id == "edit.selectAll" })
    #expect(!selectAll.isEnabled)
    let index = try #require(model.entries.firstIndex { $0.item?.id == "edit.selectAll" })
    script.send("\u{1b}[<35;10;\(index + 3)M", after: 50)
    #expect(try editor(script).menuNavigator.highlightedEntry == nil)
    script.send(Self.click(column: 10, row: index + 3), after: 50)
    #expect(try editor(script).menuNavigator.openMenu == .edit, "a click on a grey item does nothing")
    script.send("\r", after: 50)
    #expect(try editor(script).menuNavigator.openMenu == .edit)
    #expect(try editor(script).recentCommands.isEmpty)
  }
}

@Suite("Menu bar quit by mouse")
struct MenuBarQuitTests {
  @Test("a click on File → Quit quits (no unsaved changes)")
  func clickQuit() throws {
    var script = EditorTests.started()
    script.send("\u{1b}[<0;3;1M\u{1b}[<0;3;1m")  // File
    let screen = try #require(script.driver.editor?.shown)
    let row = try #require((0..<screen.size.rows).first { screen.rowText($0).contains("Quit") })
    let column = try #require(screen.rowText(row).firstRange(of: "Quit")).lowerBound
    let x = screen.rowText(row).distance(from: screen.rowText(row).startIndex, to: column) + 1
    script.send("\u{1b}[<0;\(x);\(row + 1)M\u{1b}[<0;\(x);\(row + 1)m")
    #expect(script.exit == .success)
  }
}

@Suite("Menu press-drag-release and spec keys")
struct MenuDragAndKeysTests {
  @Test("Press on Edit, drag down to Select All, release: it runs and the menu closes")
  func pressDragRelease() throws {
    var script = EditorTests.started(
      EditorLaunch(document: try Document(shapes: [EditorTests.box(1, column: 2, row: 2)])))
    script.send("\u{1b}[<0;9;1M", after: 10)  // press on "Edit"
    let editor = try #require(script.driver.editor)
    #expect(editor.menuNavigator.openMenu == .edit)
    let screen = try #require(editor.shown)
    let row = try #require((0..<24).first { screen.rowText($0).contains("Select All") })
    script.send("\u{1b}[<32;12;\(row + 1)M", after: 30)  // drag onto it
    script.send("\u{1b}[<0;12;\(row + 1)m", after: 30)  // release there
    #expect(script.driver.editor?.menuNavigator.isOpen == false)
    #expect(script.driver.editor?.state.selection.shapeIDs == [ShapeID(1)])
  }

  @Test("A click on a title leaves its menu open; the release on the title runs nothing")
  func clickKeepsOpen() throws {
    var script = EditorTests.started()
    script.send("\u{1b}[<0;9;1M\u{1b}[<0;9;1m", after: 10)
    #expect(script.driver.editor?.menuNavigator.openMenu == .edit)
  }

  /// Spec §4 and §5.3, key by key: each is bound to a command in the default keymap.
  static let specKeys = [
    "V", "P", "B", "R", "O", "L", "T", "E", "H", "[", "]", "Space", "1", "2", "3", "4", "5", "6", "7", "8",
    "9",
    "0", "Left", "Right", "Up", "Down", "Shift-Left", "Shift-Right", "Shift-Up", "Shift-Down", "Cmd-Left",
    "Cmd-Right", "Cmd-Up", "Cmd-Down", "Tab", "Shift-Tab", "Cmd-Shift-]", "Cmd-Shift-[", "Enter", "Esc",
    "Delete", "Backspace", "Cmd-Backspace", "Cmd-E", "Ctrl-N", "Cmd-A", "Cmd-C", "Cmd-X", "Cmd-V", "Cmd-D",
    "Cmd-Z", "Cmd-Shift-Z", "Cmd-Y", "Alt-Up", "Alt-Down", "Alt-Shift-Up", "Alt-Shift-Down", "Cmd-S", "Cmd-O",
    "Cmd-Q", "Cmd-K", "?", "F1", "G", "C",
  ]

  @Test("Every key of spec §4 and §5.3 is bound to a command")
  func everySpecKeyIsBound() throws {
    let keymap = Keymap(catalog: EditorCommands.catalog)
    let bound = Set(
      EditorCommands.catalog.commands.flatMap {
        keymap.chords(for: $0.id, deliverableOn: .kitty).map(\.description)
      })
    let missing = Self.specKeys.filter { !bound.contains($0) }
    #expect(missing.isEmpty, "unbound: \(missing)")
  }
}

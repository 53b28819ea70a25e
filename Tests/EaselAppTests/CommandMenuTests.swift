import EaselCommands
import EaselDocument
import EaselGeometry
import EaselInput
import EaselRender
import EaselTestSupport
import Testing

@testable import EaselApp

/// The command menu (Cmd-K): fuzzy search over the available commands, recent ones first.
@Suite("Command menu")
struct CommandMenuTests {
  static let ctrlK = "\u{0B}"

  func editor(_ script: DriverScript) throws -> EditorProbe { try #require(script.driver.editor) }

  @Test("Cmd-K opens the command menu; typing \"grid\" and Enter toggles the grid and closes it")
  func gridFromCommandMenu() throws {
    var script = EditorTests.started()
    script.send(Self.ctrlK)
    #expect(try editor(script).commandMenu != nil)
    script.send("grid", after: 50)
    #expect(try editor(script).commandMenu?.query == "grid")
    script.send("\r", after: 50)
    let editor = try editor(script)
    #expect(editor.commandMenu == nil)
    #expect(editor.state.showsGrid)
    #expect(editor.recentCommands.first == "view.grid")
  }

  @Test("the command menu with a query: a golden frame on a legacy xterm")
  func frameWithQuery() throws {
    var script = MenuBarTests.xterm()
    script.send(EditorTests.ctrlN)
    script.send(Self.ctrlK, after: 800)
    script.send("sel", after: 50)
    let screen = try #require(try editor(script).shown)
    GoldenFrame.expect(screen, matches: "command-menu-xterm", includingStyles: true)
  }

  @Test("\"ctrl e\" finds Erase Selection first; Backspace edits the query; Esc closes")
  func chordSearch() throws {
    var script = EditorTests.started()
    script.send(EditorTests.ctrlN)
    script.send(Self.ctrlK, after: 800)
    script.send("ctrl ex", after: 50)
    script.send("\u{7f}", after: 50)  // Backspace
    var editor = try editor(script)
    #expect(editor.commandMenu?.query == "ctrl e")
    let results = editor.commandMenuResults(for: "ctrl e")
    #expect(results.first?.candidate.id == "edit.eraseSelection")
    #expect(
      try #require(editor.shown).rowText(try #require(Self.firstResultRow(editor))).contains(
        "Erase Selection"))
    script.send("\u{1b}", after: 800)
    script.advance(by: 100)
    editor = try self.editor(script)
    #expect(editor.commandMenu == nil)
    #expect(editor.state.document.count == 1, "nothing ran")
  }

  @Test("with an empty query recently run commands come first; Down and Enter run the second")
  func recentFirst() throws {
    var script = EditorTests.started()
    script.send(EditorTests.ctrlN)  // New Rectangle
    script.send(Self.ctrlK, after: 800)
    script.send("grid\r", after: 50)  // Show Grid
    script.send(Self.ctrlK, after: 800)
    let editor = try editor(script)
    let ids = editor.commandMenuResults(for: "").prefix(2).map(\.candidate.id)
    #expect(ids == ["view.grid", "shape.newRectangle"])
    script.send(MenuBarTests.down, after: 50)
    script.send("\r", after: 50)
    #expect(try self.editor(script).state.document.count == 2)
  }

  @Test("unavailable commands are not listed, and the Help menu opens the command menu too")
  func helpMenu() throws {
    var script = EditorTests.started()
    #expect(
      try !editor(script).commandMenuResults(for: "erase").contains {
        $0.candidate.id == "edit.eraseSelection"
      })
    let help = try editor(script).menuModel.menu(.help)
    #expect(help.items.contains { $0.id == "help.commandMenu" && $0.chordLabel == "Cmd-K" })
    script.send("\u{1b}h")  // Alt-H
    #expect(try editor(script).menuNavigator.openMenu == .help)
    script.send("c", after: 50)
    #expect(try editor(script).commandMenu != nil)
  }

  /// The screen row of the first result (the box's fourth row).
  static func firstResultRow(_ editor: EditorProbe) -> Int? {
    editor.commandMenu.map { _ in editor.commandMenuBox(resultRows: min(12, editor.size.rows - 6)).minRow + 3
    }
  }
}

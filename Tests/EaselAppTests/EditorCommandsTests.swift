import EaselCommands
import EaselInput
import EaselTools
import Testing

@testable import EaselApp

@Suite("Editor command catalog")
struct EditorCommandsTests {
  @Test(
    "the catalog is sound: unique IDs and titles, no shared chord in a scope, a legacy chord for every key-bound command"
  )
  func validates() {
    let problems = EditorCommands.catalog.validate()
    #expect(problems.isEmpty, "\(problems.map(\.description))")
  }

  @Test("every chord of the catalog prints back to itself")
  func chordsRoundTrip() throws {
    for command in EditorCommands.catalog.commands {
      for chord in command.keys {
        #expect(try KeyChord(parsing: chord.description) == chord, "\(command.id): \(chord)")
      }
    }
  }

  @Test("the spec's editing keys are all bound (spec §5.3; tools and clipboard come with their issues)")
  func specKeysBound() throws {
    let keymap = Keymap(catalog: EditorCommands.catalog)
    let expected: [(String, CommandID)] = [
      ("Cmd-Z", "edit.undo"), ("Cmd-Shift-Z", "edit.redo"), ("Cmd-Y", "edit.redo"),
      ("Cmd-A", "edit.selectAll"),
      ("Cmd-D", "edit.duplicate"), ("Cmd-E", "edit.eraseSelection"), ("Delete", "edit.delete"),
      ("Backspace", "edit.delete"), ("Cmd-Backspace", "edit.delete"), ("Esc", "edit.deselect"),
      ("Ctrl-N", "shape.newRectangle"), ("Tab", "shape.selectNext"), ("Shift-Tab", "shape.selectPrevious"),
      ("Cmd-Shift-]", "shape.selectNext"), ("Cmd-Shift-[", "shape.selectPrevious"),
      ("Alt-Up", "shape.bringForward"), ("Alt-Down", "shape.sendBackward"),
      ("Alt-Shift-Up", "shape.bringToFront"),
      ("Alt-Shift-Down", "shape.sendToBack"), ("Right", "shape.nudgeRight"),
      ("Cmd-Left", "shape.nudgeGridLeft"),
      ("1", "shape.colour1"), ("0", "shape.colour0"), ("Cmd-S", "file.save"), ("Cmd-Q", "file.quit"),
      ("?", "help.shortcuts"), ("F1", "help.shortcuts"), ("Ctrl-L", "view.redraw"),
    ]
    for (notation, id) in expected {
      let chord = try KeyChord(parsing: notation)
      #expect(keymap.chords(for: id).contains(chord), "\(notation) → \(id)")
    }
  }

  @Test("every registered tool has its command in the Tools menu, titled as the tool, with a key")
  func everyToolHasACommand() throws {
    for tool in ToolRegistry.tools {
      let command = try #require(
        EditorCommands.catalog[EditorCommands.command(picking: tool.id)], "\(tool.id)")
      #expect(
        command.title == tool.title && command.menu?.menu == .tools && !command.keys.isEmpty, "\(tool.id)")
    }
  }
}

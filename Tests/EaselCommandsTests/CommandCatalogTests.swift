import EaselCommands
import EaselInput
import Testing

@Suite("CommandCatalog validation")
struct CommandCatalogTests {
  @Test("A sound catalog binding every key of spec §4 and §5.3 has no problems")
  func soundCatalog() {
    #expect(SampleCatalog.catalog.validate() == [])
  }

  @Test("Every key of spec §4 and §5.3 is bound in the sample catalog")
  func everySpecKeyIsBound() {
    let keys: [KeyChord] = [
      "V", "P", "B", "R", "O", "L", "T", "E", "H", "[", "]", "Left", "Right", "Up", "Down", "Shift-Left",
      "Cmd-Left", "Tab", "Shift-Tab", "Cmd-Shift-]", "Cmd-Shift-[", "Enter", "Esc", "Delete", "Backspace",
      "Cmd-Backspace", "Cmd-E", "Ctrl-N", "Cmd-A", "Cmd-C", "Cmd-X", "Cmd-V", "Cmd-D", "Cmd-Z", "Cmd-Shift-Z",
      "Cmd-Y", "Alt-Up", "Alt-Down", "Alt-Shift-Up", "Alt-Shift-Down", "1", "0", "Cmd-S", "Cmd-O", "Cmd-Q",
      "Cmd-K", "?", "F1", "G", "C",
    ]
    let bound = SampleCatalog.commands.flatMap(\.keys)
    for key in keys { #expect(bound.contains(key), "\(key)") }
  }

  @Test("Two commands with one ID are reported once")
  func duplicateID() {
    let catalog = CommandCatalog([
      command("edit.copy", "Copy", menu: .edit), command("edit.copy", "Copy Again", menu: .edit),
      command("edit.copy", "Copy Thrice", menu: .edit),
    ])
    #expect(catalog.validate() == [.duplicateID("edit.copy")])
  }

  @Test("IDs that are not lowerCamelCase dotted segments are malformed")
  func malformedIDs() {
    let bad: [CommandID] = [
      "copy", "Edit.copy", "edit..copy", "edit.copy-all", "edit.", ".copy", "edit.2x", "édit.copy",
    ]
    let good: [CommandID] = ["edit.copy", "edit.eraseSelection", "view.zoom2x", "a.b.c"]
    for id in bad { #expect(!id.isWellFormed, "\(id)") }
    for id in good { #expect(id.isWellFormed, "\(id)") }
    let catalog = CommandCatalog([command("Edit.Copy", "Copy", menu: .edit)])
    #expect(catalog.validate() == [.malformedID("Edit.Copy")])
  }

  @Test("An empty or blank title is reported")
  func missingTitle() {
    let catalog = CommandCatalog([
      command("edit.copy", "", menu: .edit), command("edit.cut", "  ", menu: .edit),
    ])
    #expect(catalog.validate() == [.missingTitle("edit.copy"), .missingTitle("edit.cut")])
  }

  @Test("Two commands sharing a chord in one scope conflict, comparing with Cmd expanded")
  func sharedChord() {
    let catalog = CommandCatalog([
      command("edit.eraseSelection", "Erase Selection", keys: ["Cmd-E"]),
      command("edit.export", "Export", keys: ["Ctrl-E"]),
      command("edit.extra", "Extra", keys: ["Super-E", "Alt-E"]),
      command("help.shortcuts", "Shortcuts", keys: ["?"]),
      command("help.search", "Search", keys: ["Shift-/"]),
    ])
    #expect(
      catalog.validate() == [
        .sharedChord(scope: .global, first: "edit.eraseSelection", "Cmd-E", second: "edit.export", "Ctrl-E"),
        .sharedChord(scope: .global, first: "edit.eraseSelection", "Cmd-E", second: "edit.extra", "Super-E"),
        .sharedChord(scope: .global, first: "help.shortcuts", "?", second: "help.search", "Shift-/"),
      ])
    #expect(
      catalog.validate()[0].description
        == "edit.export: Ctrl-E (overlapping Cmd-E) is already bound to edit.eraseSelection in scope global")
  }

  @Test("The same chord in different scopes, or twice in one command, is no conflict")
  func scopesShadow() {
    let catalog = CommandCatalog([
      command("edit.delete", "Delete", keys: ["Backspace"], scope: .canvas),
      command("text.deleteBackward", "Delete Backward", keys: ["Backspace"], scope: .textEditing),
      command("edit.eraseSelection", "Erase Selection", keys: ["Cmd-E", "Ctrl-E"]),
    ])
    #expect(catalog.validate() == [])
  }

  @Test("A key-bound command with no chord a legacy terminal delivers is reported")
  func noLegacyChord() {
    let catalog = CommandCatalog([
      command("edit.redo", "Redo", keys: ["Cmd-Shift-Z", "Super-Y"]),
      command("edit.undo", "Undo", keys: ["Cmd-Z"]),
      command("view.overlay", "Overlay", menu: .view),
    ])
    #expect(catalog.validate() == [.noLegacyChord("edit.redo", ["Cmd-Shift-Z", "Super-Y"])])
  }

  @Test("A command in no menu, with no keys and out of the command menu is unreachable")
  func unreachable() {
    let catalog = CommandCatalog([
      command("edit.hidden", "Hidden", isInCommandMenu: false),
      command("edit.listed", "Listed"),
      command("edit.keyed", "Keyed", keys: ["Cmd-U"], isInCommandMenu: false),
      command("edit.menu", "In a menu", menu: .edit, isInCommandMenu: false),
    ])
    #expect(catalog.validate() == [.unreachable("edit.hidden")])
  }

  @Test("Problems read as sentences naming the command")
  func descriptions() {
    #expect(CatalogProblem.duplicateID("a.b").description == "a.b: the ID is used by more than one command")
    #expect(CatalogProblem.missingTitle("a.b").description == "a.b: the title is empty")
    #expect(CatalogProblem.unreachable("a.b").description.hasPrefix("a.b: not in a menu"))
    #expect(
      CatalogProblem.noLegacyChord("edit.redo", ["Cmd-Shift-Z"]).description.contains(
        "none of its keys (Cmd-Shift-Z)"))
  }

  @Test("Commands are found by ID, and their actions and availability run on the state")
  func lookupAndPerform() {
    let catalog = SampleCatalog.catalog
    #expect(catalog["edit.eraseSelection"]?.title == "Erase Selection")
    #expect(catalog["edit.nothing"] == nil)
    var state = SampleState()
    #expect(catalog["edit.copy"]?.isAvailable(state) == false)
    state.hasSelection = true
    #expect(catalog["edit.copy"]?.isAvailable(state) == true)
    #expect(catalog["edit.copy"]?.perform(&state, CommandInvocation(now: .zero)) == [])
    #expect(state.log == ["edit.copy"])
    #expect(catalog.availableCommands(in: SampleState()).count < catalog.commands.count)
  }
}

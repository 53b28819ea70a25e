import EaselCommands
import EaselInput
import Testing

@Suite("Keymap overrides")
struct KeymapOverrideTests {
  let catalog = SampleCatalog.catalog

  @Test("Without overrides the keymap holds the catalog's chords and reports nothing")
  func defaults() {
    let keymap = Keymap(catalog: catalog)
    #expect(keymap.problems == [])
    #expect(keymap.entries.count == catalog.commands.count)
    #expect(keymap.chords(for: "edit.redo") == ["Cmd-Shift-Z", "Cmd-Y"])
    #expect(keymap.entry(for: "edit.redo")?.isOverridden == false)
  }

  @Test("An override replaces a command's chords")
  func rebind() {
    let keymap = Keymap(
      catalog: catalog, overrides: [KeymapOverride(commandID: "view.grid", chords: ["Alt-G"])])
    #expect(keymap.problems == [])
    #expect(keymap.chords(for: "view.grid") == ["Alt-G"])
    #expect(keymap.entry(for: "view.grid")?.isOverridden == true)
    #expect(keymap.entry(for: "view.grid")?.defaultChords == [])
    #expect(keymap.commands(for: Events.decoded("\u{1b}g")[0], in: [.global]) == ["view.grid"])
  }

  @Test("A null or empty override unbinds the command")
  func unbind() {
    let keymap = Keymap(
      catalog: catalog,
      overrides: [
        KeymapOverride(commandID: "edit.eraseSelection", chords: nil),
        KeymapOverride(commandID: "edit.redo", chords: []),
      ])
    #expect(keymap.problems == [])
    #expect(keymap.chords(for: "edit.eraseSelection") == [])
    #expect(keymap.chords(for: "edit.redo") == [])
    #expect(keymap.commands(for: Events.char("e", .control), in: [.global]) == [])
  }

  @Test("Typed overrides work too, applied in ID order")
  func typedOverrides() {
    let keymap = Keymap(catalog: catalog, overrides: ["view.grid": ["Cmd-G"], "edit.redo": nil])
    #expect(keymap.chords(for: "view.grid") == ["Cmd-G"])
    #expect(keymap.chords(for: "edit.redo") == [])
  }

  @Test("An unknown command ID is reported and ignored")
  func unknownID() {
    let keymap = Keymap(
      catalog: catalog,
      overrides: [
        KeymapOverride(commandID: "view.zoom", chords: ["Cmd-="]),
        KeymapOverride(commandID: "Zoom In", chords: ["Cmd-="]),
      ])
    #expect(keymap.problems == [.unknownCommand("view.zoom"), .unknownCommand("Zoom In")])
    #expect(keymap.problems[0].description == "keymap: no command \"view.zoom\"; ignored")
    #expect(
      keymap.problems[1].description
        == "keymap: no command \"Zoom In\" (IDs look like edit.eraseSelection); ignored")
  }

  @Test("A chord that does not parse is skipped; if none is left the defaults stay")
  func badChord() {
    let keymap = Keymap(
      catalog: catalog,
      overrides: [
        KeymapOverride(commandID: "view.grid", chords: ["Cmd-Foo", "Alt-G"]),
        KeymapOverride(commandID: "edit.undo", chords: ["Cmd-"]),
      ])
    #expect(
      keymap.problems == [
        .unparsableChord("view.grid", .unknownKey("Foo", notation: "Cmd-Foo")),
        .unparsableChord("edit.undo", .missingKey(notation: "Cmd-")),
        .noUsableChords("edit.undo"),
      ])
    #expect(
      keymap.problems[0].description == "keymap: view.grid: unknown key \"Foo\" in \"Cmd-Foo\"; skipped")
    #expect(keymap.chords(for: "view.grid") == ["Alt-G"])
    #expect(keymap.chords(for: "edit.undo") == ["Cmd-Z"])
    #expect(keymap.entry(for: "edit.undo")?.isOverridden == false)
  }

  @Test("An override taking a default's chord in the same scope wins; the default loses it")
  func conflictWithDefault() {
    let keymap = Keymap(
      catalog: catalog, overrides: [KeymapOverride(commandID: "view.grid", chords: ["Cmd-D"])])
    #expect(keymap.problems == [.chordTaken("Cmd-D", from: "edit.duplicate", by: "view.grid")])
    #expect(keymap.problems[0].isNotice)
    #expect(keymap.problems[0].description == "keymap: Cmd-D now runs view.grid instead of edit.duplicate")
    #expect(keymap.chords(for: "edit.duplicate") == [])
    #expect(keymap.commands(for: Events.char("d", .control), in: [.global]) == ["view.grid"])
  }

  @Test("An override on Ctrl-E leaves a default Cmd-E as Super-E")
  func partialConflict() {
    let keymap = Keymap(
      catalog: catalog, overrides: [KeymapOverride(commandID: "view.grid", chords: ["Ctrl-E"])])
    #expect(keymap.problems == [.chordTaken("Cmd-E", from: "edit.eraseSelection", by: "view.grid")])
    #expect(keymap.chords(for: "edit.eraseSelection") == ["Super-E"])
    #expect(keymap.commands(for: Events.char("e", .control), in: [.global]) == ["view.grid"])
    #expect(keymap.commands(for: Events.char("e", .superKey), in: [.global]) == ["edit.eraseSelection"])
  }

  @Test("The same chord in another scope is no conflict")
  func otherScope() {
    // `E` is the eraser tool in the canvas scope; a global `E` sits behind it.
    let keymap = Keymap(catalog: catalog, overrides: [KeymapOverride(commandID: "view.grid", chords: ["E"])])
    #expect(keymap.problems == [])
    #expect(keymap.chords(for: "tools.eraser") == ["E"])
    #expect(keymap.commands(for: Events.char("e"), in: [.canvas, .global]) == ["tools.eraser", "view.grid"])
  }

  @Test("Two overrides on one chord: the earlier keeps it")
  func overridesConflict() {
    let keymap = Keymap(
      catalog: catalog,
      overrides: [
        KeymapOverride(commandID: "view.grid", chords: ["Alt-G"]),
        KeymapOverride(commandID: "file.new", chords: ["Alt-G", "Alt-N"]),
      ])
    #expect(keymap.problems == [.overridesConflict("Alt-G", kept: "view.grid", dropped: "file.new")])
    #expect(keymap.chords(for: "file.new") == ["Alt-N"])
  }

  @Test("A command overridden twice takes the last override")
  func duplicateOverride() {
    let keymap = Keymap(
      catalog: catalog,
      overrides: [
        KeymapOverride(commandID: "view.grid", chords: ["Alt-G"]),
        KeymapOverride(commandID: "view.grid", chords: ["Alt-H"]),
      ])
    #expect(keymap.problems == [.duplicateOverride("view.grid")])
    #expect(keymap.chords(for: "view.grid") == ["Alt-H"])
  }

  @Test("An override only a kitty terminal can deliver gets a notice")
  func undeliverableOverride() {
    let keymap = Keymap(
      catalog: catalog,
      overrides: [
        KeymapOverride(commandID: "view.grid", chords: ["Super-G"]),
        KeymapOverride(commandID: "file.new", chords: ["Ctrl-Shift-N"]),
      ])
    #expect(
      keymap.problems == [
        .notDeliverableOnLegacy("view.grid", ["Super-G"]),
        .notDeliverableOnLegacy("file.new", ["Ctrl-Shift-N"]),
      ])
    #expect(
      keymap.problems[0].description
        == "keymap: view.grid: Super-G need a terminal with the kitty keyboard protocol")
    #expect(keymap.problems[1].description.hasSuffix("modifyOtherKeys or the kitty keyboard protocol"))
  }
}

@Suite("Keymap lookup")
struct KeymapLookupTests {
  let keymap = Keymap(catalog: SampleCatalog.catalog)

  @Test("Cmd chords are found from Ctrl and Super events, on legacy and kitty encodings")
  func commandExpansion() {
    #expect(keymap.commands(for: Events.decoded("\u{05}")[0], in: [.global]) == ["edit.eraseSelection"])
    #expect(
      keymap.commands(for: Events.decoded("\u{1b}[101;9u")[0], in: [.global]) == ["edit.eraseSelection"])
    #expect(keymap.commands(for: Events.decoded("\u{1b}[122;6u")[0], in: [.global]) == ["edit.redo"])
    #expect(keymap.commands(for: Events.decoded("\u{19}")[0], in: [.global]) == ["edit.redo"])
    #expect(keymap.commands(for: Events.decoded("\u{1a}")[0], in: [.global]) == ["edit.undo"])
  }

  @Test("Shifted punctuation is found however the terminal reports it")
  func shiftedPunctuation() {
    for bytes in ["?", "\u{1b}[47;2u", "\u{1b}[47:63;2;63u"] {
      #expect(keymap.commands(for: Events.decoded(bytes)[0], in: [.global]) == ["help.shortcuts"])
    }
    #expect(keymap.commands(for: Events.decoded("\u{1b}[93;6u")[0], in: [.canvas]) == ["edit.selectNext"])
  }

  @Test("Scopes are searched innermost first; absent scopes find nothing")
  func scopes() {
    #expect(keymap.commands(for: Events.char("e"), in: [.canvas, .global]) == ["tools.eraser"])
    #expect(keymap.commands(for: Events.char("e"), in: [.global]) == [])
    #expect(keymap.commands(for: Events.char("e"), in: [.textEditing]) == [])
    #expect(keymap.commands(for: Events.key(.backspace), in: [.textEditing, .canvas]) == ["edit.delete"])
    #expect(
      keymap.commands(for: Events.char("e", .control), in: [.canvas, .global, .global]) == [
        "edit.eraseSelection"
      ])
  }

  @Test("Key down fires every bound command, a repeat only repeatable ones, a release none")
  func phases() {
    let left = Events.key(.left)
    #expect(keymap.commands(for: left, in: [.canvas]) == ["shape.nudgeLeft"])
    #expect(keymap.commands(for: Events.key(.left, phase: .repeat), in: [.canvas]) == ["shape.nudgeLeft"])
    #expect(keymap.commands(for: Events.key(.left, phase: .release), in: [.canvas]) == [])
    #expect(keymap.commands(for: Events.char("z", .control, text: nil), in: [.global]) == ["edit.undo"])
    let undoRepeat = Events.key(.character("z"), .control, phase: .repeat)
    #expect(keymap.commands(for: undoRepeat, in: [.global]) == [])
    #expect(keymap.commands(matching: undoRepeat, in: [.global]) == ["edit.undo"])
  }

  @Test("A key on a non-US layout falls back to the US key at its place")
  func baseLayout() {
    let cyrillicCtrlC = Events.decoded("\u{1b}[1089::99;5u")[0]
    #expect(keymap.commands(for: cyrillicCtrlC, in: [.global]) == ["edit.copy"])
  }

  @Test("A keypad key finds its own binding first, else the main key's")
  func keypadFallback() {
    #expect(keymap.commands(for: Events.key(.keypad(.enter)), in: [.canvas]) == ["shape.start"])
    let own = Keymap(
      catalog: CommandCatalog([
        command("shape.start", "Start", keys: ["Enter"]),
        command("shape.finish", "Finish", keys: ["KP_Enter"]),
      ]))
    #expect(own.commands(for: Events.key(.keypad(.enter)), in: [.global]) == ["shape.finish"])
    #expect(own.commands(for: Events.key(.enter), in: [.global]) == ["shape.start"])
  }

  @Test("Chords for display are those the terminal delivers, the first being the displayed one")
  func deliverableChords() {
    #expect(keymap.chords(for: "edit.redo", deliverableOn: .legacy) == ["Cmd-Y"])
    #expect(keymap.chords(for: "edit.redo", deliverableOn: .kitty) == ["Cmd-Shift-Z", "Cmd-Y"])
    #expect(keymap.displayedChord(for: "edit.redo", deliverableOn: .legacy) == "Cmd-Y")
    #expect(keymap.displayedChord(for: "edit.redo", deliverableOn: .modifyOtherKeys) == "Cmd-Shift-Z")
    #expect(keymap.chords(for: "edit.delete", deliverableOn: .legacy) == ["Delete", "Backspace"])
    #expect(keymap.chords(for: "edit.nothing") == [])
  }

  @Test("The printed table lists every command with its keys, scope and title")
  func table() {
    let small = Keymap(
      catalog: CommandCatalog([
        command("edit.redo", "Redo", keys: ["Cmd-Shift-Z", "Cmd-Y"]),
        command("view.grid", "Grid", menu: .view),
        command("tools.pen", "Pen", keys: ["P"], scope: .canvas),
      ]), overrides: [KeymapOverride(commandID: "tools.pen", chords: ["Alt-P"])])
    #expect(
      small.formattedTable() == """
        COMMAND    KEYS                SCOPE   TITLE
        edit.redo  Cmd-Shift-Z, Cmd-Y  global  Redo
        view.grid  -                   global  Grid
        tools.pen  Alt-P               canvas  Pen (custom)

        """)
    #expect(small.formattedTable(deliverableOn: .legacy).contains("edit.redo  Cmd-Y"))
  }
}

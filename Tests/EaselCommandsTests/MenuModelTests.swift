import EaselCommands
import EaselInput
import Testing

@Suite("MenuModel")
struct MenuModelTests {
  static func model(
    hasSelection: Bool = false, level: KeyboardProtocolLevel = .legacy, keymap: Keymap? = nil
  ) -> MenuModel {
    MenuModel(
      catalog: SampleCatalog.catalog, state: SampleState(hasSelection: hasSelection), keymap: keymap,
      deliverableOn: level)
  }

  /// A menu as lines: `---` for separators, else `title [chord] (off) &mnemonic`.
  static func lines(_ menu: MenuModel.Menu) -> [String] {
    menu.entries.map { entry in
      guard let item = entry.item else { return "---" }
      var line = item.title
      if let chord = item.chordLabel { line += " [\(chord)]" }
      if !item.isEnabled { line += " (off)" }
      if let mnemonic = item.mnemonic { line += " &\(mnemonic)" }
      return line
    }
  }

  @Test("The bar has File, Edit, Tools, Shape, View and Help in that order")
  func menuOrder() {
    let model = Self.model()
    #expect(model.menus.map(\.title) == ["File", "Edit", "Tools", "Shape", "View", "Help"])
    #expect(MenuName.allCases.map(\.mnemonic) == ["f", "e", "t", "s", "v", "h"])
    #expect(MenuName.file.mnemonicChord == "Alt-F")
  }

  @Test("Items are sorted by group and order with separators between groups")
  func fileMenu() {
    #expect(
      Self.lines(Self.model().menu(.file)) == [
        "New &n", "Open… [Cmd-O] &o", "---", "Save [Cmd-S] &s", "Save As… &a", "Export… &e", "---",
        "Suspend &u", "Quit [Cmd-Q] &q",
      ])
  }

  @Test("Unavailable commands are disabled; chords shown are the first the terminal delivers")
  func editMenu() {
    #expect(
      Self.lines(Self.model().menu(.edit)) == [
        "Undo [Cmd-Z] &u", "Redo [Cmd-Y] &r", "---", "Cut [Cmd-X] (off) &c", "Copy [Cmd-C] (off) &o",
        "Paste [Cmd-V] &p", "Duplicate [Cmd-D] (off) &d", "---", "Delete [Delete] (off) &e",
        "Erase Selection [Cmd-E] (off) &s", "---", "Select All [Cmd-A] &a",
      ])
    let kitty = Self.model(hasSelection: true, level: .kitty).menu(.edit).items
    #expect(kitty[1].chordLabel == "Cmd-Shift-Z")
    #expect(kitty.allSatisfy { $0.isEnabled })
  }

  @Test("Chord labels follow the user's keymap when one is given")
  func keymapLabels() {
    let keymap = Keymap(
      catalog: SampleCatalog.catalog, overrides: [KeymapOverride(commandID: "view.grid", chords: ["Alt-G"])])
    let view = Self.model(keymap: keymap).menu(.view).items
    #expect(view.first { $0.id == "view.grid" }?.chordLabel == "Alt-G")
    #expect(Self.model().menu(.view).items.first { $0.id == "view.grid" }?.chordLabel == nil)
  }

  @Test("Mnemonics take a word's first letter not yet taken, then any letter")
  func mnemonics() {
    let catalog = CommandCatalog([
      command("a.save", "Save", menu: .file), command("a.saveAs", "Save As", menu: .file),
      command("a.selectAll", "Select All", menu: .file.inGroup(1)),
      command("a.sss", "S-S", menu: .file.inGroup(1)),
      command("a.none", "…", menu: .file.inGroup(1)),
    ])
    let items = MenuModel(catalog: catalog, state: SampleState(), deliverableOn: .legacy).menu(.file).items
    #expect(items.map(\.mnemonic) == ["s", "a", "e", nil, nil])
    #expect(items.map(\.mnemonicOffset) == [0, 5, 1, nil, nil])
  }

  @Test("Empty menus are kept so the bar does not shift")
  func emptyMenus() {
    let model = MenuModel(
      catalog: CommandCatalog([command("help.about", "About", menu: .help)]), state: SampleState(),
      deliverableOn: .legacy)
    #expect(model.menus.count == 6)
    #expect(model.menu(.file).entries.isEmpty)
    #expect(model.menu(.help).items.map(\.title) == ["About"])
  }
}

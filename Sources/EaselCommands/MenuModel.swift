/// The menu bar as data, built from a catalog and the current state: the six menus in bar order
/// (empty ones included, so the bar never shifts), each with its items sorted by group and
/// order, a separator between groups, each item's displayed chord and whether it is enabled.
/// The app draws it; `MenuNavigator` moves through it.
public struct MenuModel: Hashable, Sendable {
  /// One menu item.
  public struct Item: Hashable, Sendable {
    public var id: CommandID
    public var title: String
    /// The first chord of the command that this terminal delivers, formatted; nil when none.
    public var chordLabel: String?
    /// Whether the command is available: disabled items are drawn grey and cannot be chosen.
    public var isEnabled: Bool
    /// The letter that chooses the item while its menu is open (see `MenuModel+Mnemonics.swift`).
    public var mnemonic: Character?
    /// Where the mnemonic is in the title (a `Character` offset), for underlining.
    public var mnemonicOffset: Int?

    public init(
      id: CommandID, title: String, chordLabel: String? = nil, isEnabled: Bool = true,
      mnemonic: Character? = nil, mnemonicOffset: Int? = nil
    ) {
      self.id = id
      self.title = title
      self.chordLabel = chordLabel
      self.isEnabled = isEnabled
      self.mnemonic = mnemonic
      self.mnemonicOffset = mnemonicOffset
    }
  }

  /// A row of a menu.
  public enum Entry: Hashable, Sendable {
    case item(Item)
    case separator

    /// The item, unless this is a separator.
    public var item: Item? {
      if case .item(let item) = self { return item }
      return nil
    }

    /// Whether keyboard and mouse can choose it.
    public var isSelectable: Bool { item?.isEnabled ?? false }
  }

  /// One menu of the bar.
  public struct Menu: Hashable, Sendable {
    public var name: MenuName
    public var entries: [Entry]

    public init(name: MenuName, entries: [Entry]) {
      self.name = name
      self.entries = entries
    }

    public var title: String { name.title }

    /// The items, without separators.
    public var items: [Item] { entries.compactMap(\.item) }
  }

  /// All six menus, in bar order.
  public var menus: [Menu]

  /// A bar from ready-made menus (missing ones are added empty, extra ones dropped).
  public init(menus: [Menu]) {
    self.menus = MenuName.allCases.map { name in
      menus.first { $0.name == name } ?? Menu(name: name, entries: [])
    }
  }

  /// The menus of a catalog's commands in a state. Chord labels come from the keymap when given
  /// (the user's bindings), else from the catalog, showing the first chord `level` delivers.
  public init<State, Effect>(
    catalog: CommandCatalog<State, Effect>, state: State, keymap: Keymap? = nil,
    deliverableOn level: KeyboardProtocolLevel
  ) {
    var placed: [MenuName: [(placement: MenuPlacement, position: Int, command: Command<State, Effect>)]] = [:]
    for (position, command) in catalog.commands.enumerated() {
      guard let placement = command.menu else { continue }
      placed[placement.menu, default: []].append((placement, position, command))
    }
    let built = MenuName.allCases.map { name -> Menu in
      let sorted = (placed[name] ?? []).sorted { a, b in
        (a.placement.group, a.placement.order, a.position) < (
          b.placement.group, b.placement.order, b.position
        )
      }
      var entries: [Entry] = []
      var group: Int?
      for (placement, _, command) in sorted {
        if let group, group != placement.group { entries.append(.separator) }
        group = placement.group
        let chords = keymap?.chords(for: command.id) ?? command.keys
        let label = chords.first { $0.isDeliverable(on: level) }?.description
        entries.append(
          .item(
            Item(
              id: command.id, title: command.title, chordLabel: label, isEnabled: command.isAvailable(state)))
        )
      }
      return Menu(name: name, entries: MenuModel.assigningMnemonics(entries))
    }
    self.init(menus: built)
  }

  /// The menu with this name.
  public func menu(_ name: MenuName) -> Menu {
    menus.first { $0.name == name } ?? Menu(name: name, entries: [])
  }
}

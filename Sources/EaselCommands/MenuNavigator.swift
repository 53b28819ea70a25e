/// Where the user is in the menu bar: closed, or one menu open with maybe one item highlighted.
/// A pure state machine; every call takes the current `MenuModel`, since items enable and
/// disable as the app's state changes.
///
/// Keyboard (see `handle(_:in:)`): F10 opens File; Alt+a menu's letter opens that menu; Left
/// and Right switch menus, wrapping; Up and Down move over enabled items, skipping separators
/// and disabled items, wrapping; Home and End go to the first and last; Enter runs the
/// highlighted item and closes; Esc or F10 closes; an item's mnemonic letter runs it.
/// Mouse: a click on a title opens that menu (or closes it if it is the open one); moving over
/// another title while open switches to it; hovering an item highlights it; clicking an enabled
/// item runs it.
public struct MenuNavigator: Hashable, Sendable {
  /// Closed, or which menu is open and what is highlighted.
  public enum State: Hashable, Sendable {
    case closed
    /// A menu is open; `highlighted` is an index into its `entries`, nil when nothing is.
    case open(MenuName, highlighted: Int?)
  }

  /// What happened to a key.
  public enum Outcome: Hashable, Sendable {
    /// Not the menu's: offer it to the next responder.
    case passed
    /// Used (or swallowed while a menu is open).
    case handled
    /// Run this command; the menu has closed.
    case run(CommandID)
  }

  public private(set) var state: State = .closed

  public init(state: State = .closed) { self.state = state }

  /// Whether a menu is open (the navigator then takes every key).
  public var isOpen: Bool { state != .closed }

  /// The open menu, if any.
  public var openMenu: MenuName? {
    if case .open(let menu, _) = state { return menu }
    return nil
  }

  /// The highlighted entry index of the open menu, if any.
  public var highlightedEntry: Int? {
    if case .open(_, let highlighted) = state { return highlighted }
    return nil
  }

  /// Opens a menu; from the keyboard the first enabled item is highlighted, from the mouse none.
  public mutating func open(_ menu: MenuName, in model: MenuModel, highlightingFirst: Bool = true) {
    let entries = model.menu(menu).entries
    state = .open(menu, highlighted: highlightingFirst ? Self.firstSelectable(entries) : nil)
  }

  /// Closes the open menu.
  public mutating func close() { state = .closed }

  /// Switches to the menu `offset` places along the bar, wrapping, highlighting its first item.
  public mutating func moveMenu(by offset: Int, in model: MenuModel) {
    guard let current = openMenu else { return }
    let all = MenuName.allCases
    let count = all.count
    let index = ((current.rawValue + offset) % count + count) % count
    open(all[index], in: model)
  }

  /// Moves the highlight `offset` enabled items along, wrapping; from no highlight, down starts
  /// at the first enabled item and up at the last.
  public mutating func moveHighlight(by offset: Int, in model: MenuModel) {
    guard case .open(let menu, let highlighted) = state, offset != 0 else { return }
    let selectable = model.menu(menu).entries.indices.filter { model.menu(menu).entries[$0].isSelectable }
    guard !selectable.isEmpty else {
      state = .open(menu, highlighted: nil)
      return
    }
    let count = selectable.count
    let target: Int
    if let highlighted, let position = selectable.firstIndex(of: highlighted) {
      target = ((position + offset) % count + count) % count
    } else {
      target = offset > 0 ? (offset - 1) % count : count - ((-offset - 1) % count) - 1
    }
    state = .open(menu, highlighted: selectable[target])
  }

  /// Highlights the first (or last) enabled item.
  public mutating func highlightEdge(last: Bool, in model: MenuModel) {
    guard let menu = openMenu else { return }
    let entries = model.menu(menu).entries
    state = .open(menu, highlighted: last ? Self.lastSelectable(entries) : Self.firstSelectable(entries))
  }

  /// Runs the highlighted item if it is enabled (and closes); otherwise nothing.
  public mutating func activate(in model: MenuModel) -> CommandID? {
    guard case .open(let menu, let highlighted?) = state else { return nil }
    return choose(entry: highlighted, of: menu, in: model)
  }

  /// A click on a menu title: opens it, or closes it when it is the open one.
  public mutating func click(atMenuTitle menu: MenuName, in model: MenuModel) {
    if openMenu == menu {
      close()
    } else {
      open(menu, in: model, highlightingFirst: false)
    }
  }

  /// The pointer over a menu title: while a menu is open, that menu opens instead.
  public mutating func hover(atMenuTitle menu: MenuName, in model: MenuModel) {
    guard let current = openMenu, current != menu else { return }
    open(menu, in: model, highlightingFirst: false)
  }

  /// The pointer over an entry of the open menu: highlights it when it is enabled, else clears
  /// the highlight (as desktop menus do over separators and grey items).
  public mutating func hover(item entry: Int, in model: MenuModel) {
    guard let menu = openMenu else { return }
    let entries = model.menu(menu).entries
    let selectable = entries.indices.contains(entry) && entries[entry].isSelectable
    state = .open(menu, highlighted: selectable ? entry : nil)
  }

  /// A click on an entry of the open menu: runs it when enabled (and closes); a click on a
  /// separator or a grey item does nothing.
  public mutating func click(item entry: Int, in model: MenuModel) -> CommandID? {
    guard let menu = openMenu else { return nil }
    return choose(entry: entry, of: menu, in: model)
  }

  /// A click outside the bar and the open menu closes it.
  public mutating func clickOutside() { close() }

  mutating func choose(entry: Int, of menu: MenuName, in model: MenuModel) -> CommandID? {
    let entries = model.menu(menu).entries
    guard entries.indices.contains(entry), let item = entries[entry].item, item.isEnabled else { return nil }
    close()
    return item.id
  }

  static func firstSelectable(_ entries: [MenuModel.Entry]) -> Int? {
    entries.indices.first { entries[$0].isSelectable }
  }

  static func lastSelectable(_ entries: [MenuModel.Entry]) -> Int? {
    entries.indices.last { entries[$0].isSelectable }
  }
}

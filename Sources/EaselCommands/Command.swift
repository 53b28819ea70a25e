/// One user action, declared once: everything the keymap, the shortcut overlay, the menu bar,
/// the command menu and `docs/keymap.md` need is here.
///
/// `State` is what the command reads and changes; `Effect` is what it asks the shell to do
/// (save, copy, quit) as values. The closures are `@Sendable` so catalogs can be static lets.
public struct Command<State, Effect>: Sendable {
  /// Stable dotted identifier (`edit.eraseSelection`).
  public let id: CommandID
  /// The title in menus and the command menu ("Erase Selection").
  public let title: String
  /// A longer title for the shortcut overlay, when the menu title needs its menu for context.
  public let discoverabilityTitle: String?
  /// Where it sits in the menu bar; nil keeps it out of the bar.
  public let menu: MenuPlacement?
  /// Default chords; the first deliverable one is the one displayed.
  public let keys: [KeyChord]
  /// Where the chords are live.
  public let scope: CommandScope
  /// Whether auto-repeats of its chord fire it again (nudges); otherwise only key down does.
  public let isRepeatable: Bool
  /// Whether the command menu (Cmd-K) lists it. Everything is listed unless it makes no sense
  /// out of context; a command with no menu, no keys and not listed is unreachable.
  public let isInCommandMenu: Bool
  /// Whether it can run now. Unavailable commands are greyed in menus and let their key pass on.
  public let isAvailable: @Sendable (State) -> Bool
  /// Runs it, returning the effects for the shell. The invocation says how it was run: by
  /// which key event (a held nudge cares about press and repeat), or from a menu.
  public let perform: @Sendable (inout State, CommandInvocation) -> [Effect]

  /// A command; only the ID, title and action are required (available always, global, not
  /// repeatable, in the command menu, no menu, no keys).
  public init(
    id: CommandID, title: String, discoverabilityTitle: String? = nil, menu: MenuPlacement? = nil,
    keys: [KeyChord] = [], scope: CommandScope = .global, isRepeatable: Bool = false,
    isInCommandMenu: Bool = true, isAvailable: @escaping @Sendable (State) -> Bool = { _ in true },
    perform: @escaping @Sendable (inout State, CommandInvocation) -> [Effect]
  ) {
    self.id = id
    self.title = title
    self.discoverabilityTitle = discoverabilityTitle
    self.menu = menu
    self.keys = keys
    self.scope = scope
    self.isRepeatable = isRepeatable
    self.isInCommandMenu = isInCommandMenu
    self.isAvailable = isAvailable
    self.perform = perform
  }

  /// A command whose action does not care how it was run.
  public init(
    id: CommandID, title: String, discoverabilityTitle: String? = nil, menu: MenuPlacement? = nil,
    keys: [KeyChord] = [], scope: CommandScope = .global, isRepeatable: Bool = false,
    isInCommandMenu: Bool = true, isAvailable: @escaping @Sendable (State) -> Bool = { _ in true },
    perform: @escaping @Sendable (inout State) -> [Effect]
  ) {
    self.init(
      id: id, title: title, discoverabilityTitle: discoverabilityTitle, menu: menu, keys: keys, scope: scope,
      isRepeatable: isRepeatable, isInCommandMenu: isInCommandMenu, isAvailable: isAvailable,
      perform: { state, _ in perform(&state) })
  }

  /// The title the shortcut overlay shows.
  public var overlayTitle: String { discoverabilityTitle ?? title }
}

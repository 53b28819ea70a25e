/// Where a command's chords are live. The dispatcher hands the keymap a stack of scopes,
/// innermost first (`[.textEditing, .canvas, .global]`); a chord in an inner scope comes before
/// the same chord in an outer one, so `.textEditing` can take Backspace from `.canvas`.
///
/// Two commands sharing a chord in *one* scope is a conflict (catalog validation reports it; a
/// user override takes the chord from the default). The same chord in different scopes is
/// shadowing, which is intended. Scopes are open: the app may define its own names.
public struct CommandScope: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  public let name: String

  public init(_ name: String) { self.name = name }
  public init(stringLiteral value: String) { self.init(value) }

  public var description: String { name }

  /// Always live unless a modal surface keeps keys to itself: file, undo, quit, overlay.
  public static let global = CommandScope("global")
  /// The canvas has focus: tools, nudges, selection, layering.
  public static let canvas = CommandScope("canvas")
  /// A text shape is being edited: typing keys belong to the text.
  public static let textEditing = CommandScope("textEditing")
  /// The menu bar is open.
  public static let menu = CommandScope("menu")
  /// The command menu (Cmd-K) is open.
  public static let commandMenu = CommandScope("commandMenu")
  /// A dialog (unsaved changes, restore) is open.
  public static let dialog = CommandScope("dialog")
}

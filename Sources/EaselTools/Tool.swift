/// One tool of spec §4 as a state machine: its whole life — what a press, a motion, a release,
/// a key, a refresh and a cancel do — is in its own file, and it says what it wants done as
/// effects. Adding a tool is its file, one line in `ToolRegistry`, and its command.
public protocol Tool: Sendable {
  /// Its stable name.
  var id: ToolID { get }
  /// Its name on the status bar and in menus.
  var title: String { get }
  /// True while a gesture is in progress: the canvas then sends it the pointer's motion and
  /// release and offers it keys before the keymap.
  var isActive: Bool { get }
  /// Whether Shift, Cmd and Alt shape what it draws, so the status bar points to the C latch
  /// where the terminal keeps Shift+drag for itself.
  var readsDragModifiers: Bool { get }
  /// Whether Enter starts it at the keyboard cursor (`ToolEvent.startAtCursor`).
  var startsAtCursor: Bool { get }
  /// Words after its title on the status bar ("3" for a brush of size 3).
  func status(style: DrawingStyle) -> String?
  /// Handles one event; nil when the tool does not take it (a key it has no use for, Enter
  /// where it draws nothing from the keyboard), so it passes on.
  mutating func handle(_ event: ToolEvent, context: ToolContext) -> [ToolEffect]?
}

extension Tool {
  public var readsDragModifiers: Bool { false }
  public var startsAtCursor: Bool { false }
  public func status(style: DrawingStyle) -> String? { nil }
}

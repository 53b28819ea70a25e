import EaselDocument
import EaselInput
import EaselRender

/// What the driver runs once the probe is done: the editor or `easel keys`. The driver hands it
/// each event with the moment and the key state, takes one list of effects back, and after each
/// batch of input (or any other event but a quiet tick) asks for its view, which it diffs against
/// what the terminal shows (style guide §13).
protocol Program: Sendable {
  /// Handles one event; the effects are for the shell (bytes, files, exit).
  mutating func update(_ event: ProgramEvent, context: EventContext) -> [ProgramEffect]
  /// Draws the whole screen into `grid` (sized to the window). Mutating only because a program
  /// may keep a cache of what it drew last (the editor's canvas layer redraws just its damage).
  mutating func view(into grid: inout CellGrid)
  /// The next moment the program wants a `.tick`, if any.
  var deadline: Instant? { get }
  /// Where the program's document lives (nil: untitled, or none), for the shell's recovery file.
  var documentPath: String? { get }
  /// The document with unsaved changes, for the shell to keep on the way out (SIGHUP, SIGTERM,
  /// terminal loss); nil when nothing is unsaved.
  var unsavedDocument: Document? { get }
  /// Whether something is open that Esc closes (a menu, the sheet, a prompt): where the
  /// terminal holds a lone Esc back while mouse reports are on, the driver turns them off
  /// meanwhile.
  var closesOnEscape: Bool { get }
}

extension Program {
  var documentPath: String? { nil }
  var unsavedDocument: Document? { nil }
  var closesOnEscape: Bool { false }
}

/// What happens to a program.
public enum ProgramEvent: Sendable {
  /// An input event, its key state completed by the key tracker.
  case input(InputEvent)
  /// The program's deadline passed.
  case tick
  /// The window changed size.
  case resized(TerminalSize)
  /// The shell's answer to a `.save` effect.
  case saveFinished(SaveRequest, SaveResult)
  /// The shell's answer to an `.open` effect.
  case openFinished(path: String, OpenResult)
}

/// What a program is told with every event, so it never needs it poked into its fields.
public struct EventContext: Sendable, Equatable {
  public var now: Instant
  /// The modifiers the key tracker knows to be held (Super included under kitty).
  public var heldModifiers: Modifiers
  /// Whether the terminal reports key releases (kitty), so a drag can tell a held tool key.
  public var releasesReported: Bool

  public init(now: Instant, heldModifiers: Modifiers = [], releasesReported: Bool = false) {
    self.now = now
    self.heldModifiers = heldModifiers
    self.releasesReported = releasesReported
  }
}

/// What a program asks the shell and the driver to do.
public enum ProgramEffect: Sendable, Equatable {
  /// Bytes for the terminal beside the frame (OSC 52 for the system clipboard).
  case terminalBytes([UInt8])
  /// Write this document (Cmd-S, Save As, Export); answered with `.saveFinished`.
  case save(SaveRequest)
  /// Load this path (File → Open); answered with `.openFinished`.
  case open(String)
  /// Write or remove the recovery file (spec §6).
  case recovery(RecoveryRequest)
  case exit(ExitRequest)
  /// Forget what the terminal shows and paint everything next frame (Ctrl-L).
  case repaint
  /// After a `.tick`: the view changed (a timer showed something), so draw a frame. Input and
  /// the other events are always followed by one; a tick only when it says so.
  case redraw
}

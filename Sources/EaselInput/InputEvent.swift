/// Whether a key went down, auto-repeated or came up.
public enum KeyPhase: UInt8, Hashable, Sendable {
  case press = 1
  case `repeat` = 2
  case release = 3

  public var name: String {
    switch self {
    case .press: return "press"
    case .repeat: return "repeat"
    case .release: return "release"
    }
  }
}

/// One key event, as decoded (and later as completed by the `KeyTracker`).
public struct KeyEvent: Hashable, Sendable {
  public var key: Key
  public var modifiers: Modifiers
  public var phase: KeyPhase
  /// The text the key produced, when known: typed characters, or kitty's associated text.
  public var text: String?
  /// kitty flag 4: the shifted key (e.g. `A` for Shift+a, `?` for Shift+/).
  public var shiftedKey: Unicode.Scalar?
  /// kitty flag 4: the key at this position on a US layout (for non-Latin layouts).
  public var baseLayoutKey: Unicode.Scalar?
  /// True when the phase came from the terminal (kitty event types) rather than from a bare press.
  /// A press without an explicit or implied event type is `false`; the tracker uses this to
  /// decide whether releases will be reported.
  public var hasReportedPhase: Bool
  /// True when the `KeyTracker` made this event up from timing (legacy auto-repeat, timeouts).
  public var isSynthesized: Bool
  /// True on a press the `KeyTracker` knows to continue the run its synthesized release just
  /// ended: the key was held all along, but one repeat came later than the repeat timeout (a
  /// loaded machine, a stalled terminal). The press keeps downs and ups paired; a consumer that
  /// keeps state across a run (a held nudge's undo step) takes it as the run's next repeat.
  public var resumesRun: Bool

  public init(
    key: Key, modifiers: Modifiers = [], phase: KeyPhase = .press, text: String? = nil,
    shiftedKey: Unicode.Scalar? = nil, baseLayoutKey: Unicode.Scalar? = nil,
    hasReportedPhase: Bool = false, isSynthesized: Bool = false, resumesRun: Bool = false
  ) {
    self.key = key
    self.modifiers = modifiers
    self.phase = phase
    self.text = text
    self.shiftedKey = shiftedKey
    self.baseLayoutKey = baseLayoutKey
    self.hasReportedPhase = hasReportedPhase
    self.isSynthesized = isSynthesized
    self.resumesRun = resumesRun
  }
}

/// A mouse button or wheel direction as the SGR/X10 encodings number them.
public enum MouseButton: Hashable, Sendable {
  case left, middle, right
  /// No button: motion with no button held (any-event tracking, mode 1003).
  case none
  case wheelUp, wheelDown, wheelLeft, wheelRight
  /// Buttons 8 ... 11 (back, forward, ...), numbered as X11 does.
  case extra(Int)

  /// The canonical number: 1-3 for left/middle/right, 0 for none, 8+ for extra buttons,
  /// or `up`/`down`/`left`/`right` for the wheel.
  public var canonical: String {
    switch self {
    case .left: return "1"
    case .middle: return "2"
    case .right: return "3"
    case .none: return "0"
    case .wheelUp: return "up"
    case .wheelDown: return "down"
    case .wheelLeft: return "left"
    case .wheelRight: return "right"
    case .extra(let number): return String(number)
    }
  }
}

public enum MouseAction: UInt8, Hashable, Sendable {
  case press, release, drag, move, wheel

  public var name: String {
    switch self {
    case .press: return "press"
    case .release: return "release"
    case .drag: return "drag"
    case .move: return "move"
    case .wheel: return "wheel"
    }
  }
}

/// One mouse report. Coordinates are as the terminal sent them: 1-based cells, or pixels
/// for SGR-pixel reports (origin varies by terminal, may be negative while dragging outside).
public struct MouseEvent: Hashable, Sendable {
  public var action: MouseAction
  public var button: MouseButton
  public var x: Int
  public var y: Int
  public var modifiers: Modifiers
  public var isPixels: Bool

  public init(
    action: MouseAction, button: MouseButton, x: Int, y: Int, modifiers: Modifiers = [],
    isPixels: Bool = false
  ) {
    self.action = action
    self.button = button
    self.x = x
    self.y = y
    self.modifiers = modifiers
    self.isPixels = isPixels
  }
}

/// A bracketed paste. NUL bytes are removed; everything else is kept as sent (the consumer
/// strips controls where it turns the paste into a shape). Content past the size limit is
/// consumed and dropped: `droppedByteCount` says how much.
public struct PasteEvent: Hashable, Sendable {
  public var text: String
  public var droppedByteCount: Int

  public init(text: String, droppedByteCount: Int = 0) {
    self.text = text
    self.droppedByteCount = droppedByteCount
  }

  public var isTruncated: Bool { droppedByteCount > 0 }
}

/// Replies to queries Easel sends at start-up. They never reach the app as keys.
public enum TerminalReply: Hashable, Sendable {
  /// `CSI ? flags u`: the kitty keyboard protocol is present with these flags.
  case kittyKeyboardFlags(Int)
  /// `CSI ? Pn ; ... c` (DA1): the sentinel that ends the probe.
  case primaryDeviceAttributes([Int])
  /// `CSI > Pp ; Pv ; Pc c` (DA2).
  case secondaryDeviceAttributes([Int])
  /// `DCS > | text ST` (XTVERSION), e.g. `XTerm(379)`, `kitty(0.26.5)`.
  case terminalVersion(String)
  /// `CSI ? mode ; value $ y` (DECRPM): 0 unknown, 1 set, 2 reset, 3 permanently set, 4 permanently reset.
  case modeReport(mode: Int, value: Int)
  /// `CSI row ; column R`, only while a cursor position request is outstanding.
  case cursorPosition(row: Int, column: Int)
  /// `CSI 6 ; height ; width t`: the size of one cell in pixels.
  case cellSizePixels(width: Int, height: Int)
  /// `CSI 4 ; height ; width t`: the text area in pixels.
  case textAreaPixels(width: Int, height: Int)
  /// `CSI 48 ; rows ; columns ; height ; width t`: in-band resize (mode 2048).
  case inBandResize(columns: Int, rows: Int, widthPixels: Int, heightPixels: Int)
  /// `CSI > 4 ; level m`: xterm's modifyOtherKeys level.
  case modifyOtherKeysLevel(Int)
}

/// Everything the decoder turns terminal bytes into.
public enum InputEvent: Hashable, Sendable {
  case key(KeyEvent)
  case mouse(MouseEvent)
  case paste(PasteEvent)
  /// Focus in (`true`) or out (mode 1004).
  case focus(Bool)
  case reply(TerminalReply)
}

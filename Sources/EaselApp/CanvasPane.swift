import EaselDocument
import EaselGeometry
import EaselInput
import EaselTools

/// The canvas's own state besides the document: the tools, the G and C latches, the tool key
/// that is down (spring loading), the held nudge, a legacy double tap in the making, the
/// modifiers a drag reads, and where a keyboard marquee started.
struct CanvasPane: Sendable {
  var tools = ToolBox()
  /// The G (snap) and C (constrain) latches (spec §5.4).
  var latches = Latches()
  /// The tool key that is down and where it springs back to (spec §4).
  var spring = SpringLoading<ToolID>()
  /// The arrow (or other nudge key) being held.
  var nudger = Nudger()
  var doubleTap = DoubleTap()
  /// The modifiers a drag reads: the latest mouse report's bits plus Super, Hyper and Meta
  /// from key events, or the tracker's state after a modifier key event.
  var gestureModifiers: Modifiers = []
  /// What the key tracker knows to be held, where the terminal reports releases (kitty);
  /// elsewhere it only knows the last event's modifiers, so nothing is claimed held.
  var heldModifiers: Modifiers = []
  /// Scrolling per wheel report, where a notch sends more than one (`WheelSteps`).
  var wheelRows = WheelSteps()
  var wheelColumns = WheelSteps()
  /// Shift+arrows: where the keyboard marquee started.
  var keyboardMarqueeAnchor: CanvasPoint?

  /// What the held modifiers and latches mean for a gesture now.
  var intent: DragIntent { DragIntent(held: gestureModifiers, latched: latches) }

  /// The modifiers a drag reads from a mouse report (spec §5.4): the report's own bits (never
  /// the lock keys), and Super, Hyper and Meta as the key tracker knows them, since mouse
  /// reports carry no bit for those.
  static func dragModifiers(report: Modifiers, held: Modifiers) -> Modifiers {
    report.subtracting(.locks).union(held.intersection([.superKey, .hyper, .meta]))
  }

  /// Picks a tool: `key` is the key event that picked it (a press may spring back later); from
  /// a menu there is none.
  mutating func pick(_ tool: ToolID, key: KeyEvent?, springsBackAlways: Bool = false) {
    if let key, key.phase == .press {
      spring.keyDown(key.key, from: tools.current, springsBackAlways: springsBackAlways)
    }
    tools.pick(tool)
  }

  /// Repeats and the release of a tool key that is down belong to spring loading (spec §4);
  /// true when the key was that. `dragging`: a gesture is on.
  mutating func handleSpringKey(_ key: KeyEvent) -> Bool {
    guard spring.isDown(key.key) else { return false }
    switch key.phase {
    case .press:
      return false
    case .repeat:
      spring.keyRepeated(key.key)
    case .release:
      if let previous = spring.keyUp(key.key, dragging: tools.isActive) { tools.pick(previous) }
    }
    return true
  }

  /// The gesture is over: a spring-loaded tool whose key went up meanwhile comes back now.
  mutating func gestureEnded() {
    if let previous = spring.dragEnded() { tools.pick(previous) }
  }
}

/// One notch scrolls the same everywhere, however many reports the terminal sends for it. A
/// terminal whose table row says it may send several a notch (alacritty, Konsole) sends them
/// together, at once: a report that comes within `twinWindow` of the one that began a notch, in
/// the same direction, is its twin and scrolls nothing; any other report is a notch of its own.
/// (Konsole 22.12 under X sends two or one a notch depending on the wheel's device, so the count
/// cannot be fixed per terminal: measured in the e2e suite.)
struct WheelSteps: Sendable, Equatable {
  static let twinWindow: UInt64 = 12_000_000  // nanoseconds
  /// When the current notch began, its direction, and how many twins it has had.
  private var notchStart: Instant?
  private var notchForward = true
  private var twins = 0

  /// The rows (or columns) one report at `now` scrolls, for `perNotch` a notch.
  mutating func step(_ perNotch: Int, eventsPerNotch: Int, at now: Instant) -> Int {
    guard eventsPerNotch > 1 else { return perNotch }
    if let start = notchStart, notchForward == (perNotch > 0), twins < eventsPerNotch - 1,
      now >= start, now.nanoseconds - start.nanoseconds <= Self.twinWindow
    {
      twins += 1
      return 0
    }
    notchStart = now
    notchForward = perNotch > 0
    twins = 0
    return perNotch
  }
}

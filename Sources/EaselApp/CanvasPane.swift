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

/// Splits one notch's scroll over the reports a terminal sends for it, so a notch scrolls the
/// same everywhere: with two reports a notch, 3 rows come as 1 + 2 (the remainder is carried).
struct WheelSteps: Sendable, Equatable {
  /// What is owed, in 1/`eventsPerNotch` of a row (or column).
  private var carry = 0

  /// The rows (or columns) one report scrolls, for `perNotch` a notch.
  mutating func step(_ perNotch: Int, eventsPerNotch: Int) -> Int {
    guard eventsPerNotch > 1 else { return perNotch }
    if carry != 0, (carry > 0) != (perNotch > 0) { carry = 0 }  // the wheel turned the other way
    let total = carry + perNotch
    let whole = total / eventsPerNotch
    carry = total - whole * eventsPerNotch
    return whole
  }
}

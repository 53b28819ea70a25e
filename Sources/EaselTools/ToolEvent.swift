import EaselInput

/// What the canvas hands the current tool (spec §4, §5). Pointer events arrive only for presses
/// on the canvas and, while the tool is active, the motion and release that follow; keys only
/// while it is active.
public enum ToolEvent: Sendable {
  /// The left button went down on the canvas.
  case press(ToolPointer)
  /// The pointer moved. Without the button held the release was lost (spec §5.4): the gesture
  /// ends as if released where the button was last down.
  case motion(ToolPointer, buttonHeld: Bool)
  /// The button went up.
  case release(ToolPointer)
  /// A key while the tool is active (not Esc and not a modifier: those are `cancel` and
  /// `refresh`). A keyboard gesture takes arrows and Enter; others pass it on.
  case key(KeyEvent)
  /// The intent changed without the pointer moving (a modifier went down or up, a latch
  /// toggled): the preview again, from the gesture's snapshot.
  case refresh
  /// Esc: the gesture leaves nothing behind.
  case cancel
  /// Enter with nothing to edit (spec §5.3): start at the keyboard cursor.
  case startAtCursor
}

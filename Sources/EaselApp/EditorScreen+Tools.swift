import EaselDocument
import EaselGeometry
import EaselInput
import EaselTools

/// Creating shapes by dragging (spec §5.1): the drag is a `DragTracker` over a
/// `CreateShapeGesture`; every event recomputes the preview from the press point, the pointer
/// and the intent (held modifiers with the G and C latches), so a modifier pressed or released
/// mid-drag changes the preview at once and reversibly. Release commits one undo step.
extension EditorScreen {
  /// The tool's name and the latches, for the status bar.
  var toolStatus: String {
    var text = tool.title
    if latches.snap { text += " · snap" }
    if latches.constrain { text += " · constrain" }
    return text
  }

  /// The real cell aspect from the probe, 1:2 when unknown (spec §1).
  var cellAspect: CellAspect {
    if let width = summary.capabilities.cellPixelWidth, let height = summary.capabilities.cellPixelHeight,
      width > 0, height > 0
    {
      return CellAspect(pixelWidth: width, pixelHeight: height)
    }
    return .fallback
  }

  var dragContext: DragContext {
    DragContext(
      intent: DragIntent(held: gestureModifiers, latched: latches), aspect: cellAspect, grid: state.grid,
      id: ShapeID(state.document.nextShapeID))
  }

  /// Mouse events for a creating tool; true when the drag took the event.
  mutating func handleToolMouse(_ mouse: MouseEvent, at point: CellPoint) -> Bool {
    gestureModifiers = mouse.modifiers.subtracting(.locks).union(
      trackerModifiers.intersection([.superKey, .hyper, .meta]))
    let canvasPoint = viewport.canvasPoint(for: point)
    switch (mouse.action, mouse.button) {
    case (.press, .left):
      guard let kind = tool.createdKind, viewport.screenRect.contains(point) else { return false }
      let gesture = CreateShapeGesture(kind: kind, origin: canvasPoint, strokeColor: strokeColor)
      apply(drag.press(gesture, context: dragContext))
      return true
    case (.drag, .left), (.move, _):
      guard drag.isActive else { return false }
      apply(drag.motion(to: canvasPoint, buttonHeld: mouse.action == .drag, context: dragContext))
      return true
    case (.release, _):
      guard drag.isActive else { return false }
      apply(drag.release(at: canvasPoint, context: dragContext))
      return true
    case (.press, _):
      guard drag.isActive else { return false }
      // A new press while dragging: the release was lost (spec §5.4); end the drag first.
      apply(drag.motion(to: canvasPoint, buttonHeld: false, context: dragContext))
      return false
    default:
      return false
    }
  }

  /// A key event while dragging: modifier changes (kitty reports them) recompute the preview;
  /// Esc cancels. Returns true when the key was taken.
  mutating func handleDragKey(_ key: KeyEvent) -> Bool {
    guard drag.isActive else { return false }
    if key.phase != .release, key.key == .escape {
      apply(drag.cancel())
      return true
    }
    if key.key.isModifier {
      gestureModifiers = trackerModifiers
      apply(drag.refresh(context: dragContext))
      return true
    }
    return false
  }

  private mutating func apply(_ outcome: DragOutcome<Shape>) {
    switch outcome {
    case .none:
      break
    case .preview(let shape):
      state.setPreview(shape)
    case .commit(let shape):
      state.setPreview(nil)
      state.perform(
        state.document.adding([shape]), titled: "Add \(tool.title)", selecting: Selection([shape.id]))
    case .click(let point):
      state.setPreview(nil)
      state.cursor = point
    case .cancel:
      state.setPreview(nil)
    }
  }
}

import EaselDocument
import EaselGeometry

extension ToolID {
  public static let hand: ToolID = "hand"
}

/// The hand (spec §4, H, and Space held): a drag pans the view, the canvas following the
/// pointer; Esc puts the view back where it was at the press.
public struct HandTool: Tool {
  private var tracker = DragTracker<HandGesture>()
  /// The view origin at the press, restored if the pan is cancelled.
  private var start = CanvasPoint.zero

  public init() {}

  public var id: ToolID { .hand }
  public var title: String { "Hand" }
  public var isActive: Bool { tracker.isActive }

  public mutating func handle(_ event: ToolEvent, context: ToolContext) -> [ToolEffect]? {
    let drag = context.dragContext
    switch event {
    case .press(let pointer):
      _ = tracker.press(HandGesture(press: pointer.screen, viewport: context.viewport), context: drag)
      start = context.viewport.origin
      return []
    case .motion(let pointer, let buttonHeld):
      return effects(
        of: tracker.motion(to: self.pointer(pointer, context), buttonHeld: buttonHeld, context: drag))
    case .release(let pointer):
      return effects(of: tracker.release(at: self.pointer(pointer, context), context: drag))
    case .refresh:
      return []
    case .cancel:
      _ = tracker.cancel()
      return [.pan(start), .clearPreview, .ended]
    case .key, .startAtCursor:
      return nil
    }
  }

  /// The pointer read through the view as it was at the press, since the canvas moves under
  /// the pointer while panning.
  private func pointer(_ pointer: ToolPointer, _ context: ToolContext) -> CanvasPoint {
    switch tracker.phase {
    case .pointing(let hand), .dragging(let hand, _): return hand.pointer(atScreen: pointer.screen)
    case .idle: return context.viewport.canvasPoint(for: pointer.screen)
    }
  }

  private func effects(of outcome: DragOutcome<CanvasPoint>) -> [ToolEffect] {
    switch outcome {
    case .none: return []
    case .preview(let origin): return [.pan(origin)]
    case .commit(let origin): return [.pan(origin), .ended]
    case .click: return [.ended]
    case .cancel: return [.pan(start), .ended]
    }
  }
}

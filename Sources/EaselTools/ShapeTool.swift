import EaselDocument
import EaselGeometry

extension ToolID {
  public static let rectangle: ToolID = "rectangle"
  public static let ellipse: ToolID = "ellipse"
  public static let line: ToolID = "line"
}

/// The R, O and L tools (spec §4, §5.1 "create"): a drag makes a rectangle, an ellipse or a
/// line from the press to the pointer, previewed as it goes and recomputed from the press on
/// every event, so Shift (square, circle, 45°), Cmd (grid) and Alt (from the centre) pressed or
/// released mid-drag change it at once and reversibly. Enter starts one at the keyboard
/// cursor: arrows move its far corner, Enter finishes. One undo step per shape.
public struct ShapeTool: Tool {
  public enum Kind: Hashable, Sendable {
    case rectangle, ellipse, line
  }

  public let kind: Kind
  private var tracker = DragTracker<CreateShapeGesture>()
  /// Started with Enter at the keyboard cursor: arrows and Enter drive it.
  private var byKeyboard = false

  public init(_ kind: Kind) { self.kind = kind }

  public var id: ToolID {
    switch kind {
    case .rectangle: return .rectangle
    case .ellipse: return .ellipse
    case .line: return .line
    }
  }

  public var title: String {
    switch kind {
    case .rectangle: return "Rectangle"
    case .ellipse: return "Ellipse"
    case .line: return "Line"
    }
  }

  public var startsAtCursor: Bool { true }
  public var isActive: Bool { tracker.isActive }
  public var readsDragModifiers: Bool { true }

  public mutating func handle(_ event: ToolEvent, context: ToolContext) -> [ToolEffect]? {
    let drag = context.dragContext
    switch event {
    case .press(let pointer):
      byKeyboard = false
      return effects(
        of: tracker.press(gesture(at: pointer.canvas, style: context.style), context: drag), context)
    case .motion(let pointer, let buttonHeld):
      return effects(of: tracker.motion(to: pointer.canvas, buttonHeld: buttonHeld, context: drag), context)
    case .release(let pointer):
      return effects(of: tracker.release(at: pointer.canvas, context: drag), context)
    case .refresh:
      return effects(of: tracker.refresh(context: drag), context)
    case .cancel:
      _ = tracker.cancel()
      return [.clearPreview, .ended]
    case .startAtCursor:
      let point = context.cursor
      let corner = point.offsetBy(columns: 1, rows: 1)
      _ = tracker.press(gesture(at: point, style: context.style), context: drag)
      // Started as a drag at once, so arrows grow it and Enter commits even with no arrow.
      let outcome = tracker.motion(to: corner, buttonHeld: true, context: drag)
      byKeyboard = true
      return effects(of: outcome, context) + [
        .moveCursor(corner), .message("Arrows draw · Enter finishes · Esc cancels"),
      ]
    case .key(let key):
      guard byKeyboard, key.phase != .release else { return nil }
      if key.key == .enter {
        return effects(of: tracker.release(at: context.cursor, context: drag), context) + [.message(nil)]
      }
      guard let step = key.key.arrowStep else { return nil }
      let point = context.cursor.offsetBy(columns: step.columns, rows: step.rows)
      return [.moveCursor(point)]
        + effects(of: tracker.motion(to: point, buttonHeld: true, context: drag), context)
    }
  }

  private func gesture(at point: CanvasPoint, style: DrawingStyle) -> CreateShapeGesture {
    let created: CreatedKind
    switch kind {
    case .rectangle: created = .rectangle(style.frameStyle)
    case .ellipse: created = .ellipse
    case .line: created = .line(style.lineStyle)
    }
    return CreateShapeGesture(kind: created, origin: point, strokeColor: style.strokeColor)
  }

  private func effects(of outcome: DragOutcome<Shape>, _ context: ToolContext) -> [ToolEffect] {
    switch outcome {
    case .none:
      return []
    case .preview(let shape):
      return [.preview([ConnectorAttachment.attached(shape, context: context)], hiding: [])]
    case .commit(let drawn):
      let shape = ConnectorAttachment.attached(drawn, context: context)
      return [
        .clearPreview, .ended,
        .commit(
          context.document.adding([shape]), title: "Add \(shape.kind.title)", selecting: Selection([shape.id])
        ),
      ]
    case .click(let point):
      return [.clearPreview, .ended, .moveCursor(point)]
    case .cancel:
      return [.clearPreview, .ended]
    }
  }
}

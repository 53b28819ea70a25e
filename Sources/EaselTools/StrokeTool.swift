import EaselDocument
import EaselGeometry

/// A freehand stroke a tool draws: the path the pointer took, accumulated (not a function of
/// where the pointer is now, as a drag gesture's preview is). The pen and the brush.
public protocol FreehandStroke: Sendable {
  /// The tool that draws it, and the title of the undo step that adds one.
  static var toolID: ToolID { get }
  static var toolTitle: String { get }
  static var stepTitle: String { get }
  /// A stroke pressed at `pointer`; nil where nothing can start (beyond the canvas limits).
  init?(pressedAt pointer: ToolPointer, context: ToolContext)
  /// Continues the stroke to `pointer`.
  mutating func extend(to pointer: ToolPointer)
  /// The stroke as a shape; Shift (or the C latch) straightens it.
  func shape(id: ShapeID, context: ToolContext) -> Shape
  /// Words after the tool's title on the status bar.
  static func toolStatus(style: DrawingStyle) -> String?
}

extension FreehandStroke {
  public static func toolStatus(style: DrawingStyle) -> String? { nil }
}

/// The pen and the brush (spec §4, P and B): a drag draws a stroke, previewed as it goes and
/// committed as one undo step, not selected; a lost release ends it where the button was last
/// down; Shift straightens it and letting go brings the freehand path back. Enter starts one at
/// the keyboard cursor, arrows draw it, Enter finishes.
public struct StrokeTool<Stroke: FreehandStroke>: Tool {
  private var stroke: Stroke?
  private var byKeyboard = false

  public init() {}

  public var id: ToolID { Stroke.toolID }
  public var title: String { Stroke.toolTitle }
  public var isActive: Bool { stroke != nil }
  public var readsDragModifiers: Bool { true }
  public var startsAtCursor: Bool { true }
  public func status(style: DrawingStyle) -> String? { Stroke.toolStatus(style: style) }

  public mutating func handle(_ event: ToolEvent, context: ToolContext) -> [ToolEffect]? {
    switch event {
    case .press(let pointer):
      // Beyond the canvas limits nothing starts; the press is still the tool's.
      stroke = Stroke(pressedAt: pointer, context: context)
      byKeyboard = false
      return stroke == nil ? [] : [preview(context)]
    case .motion(let pointer, let buttonHeld):
      guard buttonHeld else { return commit(context) }
      stroke?.extend(to: pointer)
      return [preview(context)]
    case .release(let pointer):
      stroke?.extend(to: pointer)
      return commit(context)
    case .refresh:
      return stroke == nil ? [] : [preview(context)]
    case .cancel:
      stroke = nil
      return [.clearPreview, .ended]
    case .startAtCursor:
      guard
        let started = Stroke(
          pressedAt: ToolPointer(canvas: context.cursor, in: context.viewport), context: context)
      else { return nil }
      stroke = started
      byKeyboard = true
      return [preview(context), .message("Arrows draw · Enter finishes · Esc cancels")]
    case .key(let key):
      guard byKeyboard, key.phase != .release else { return nil }
      if key.key == .enter { return commit(context) + [.message(nil)] }
      guard let step = key.key.arrowStep else { return nil }
      let point = context.cursor.offsetBy(columns: step.columns, rows: step.rows)
      stroke?.extend(to: ToolPointer(canvas: point, in: context.viewport))
      return [.moveCursor(point), preview(context)]
    }
  }

  private func preview(_ context: ToolContext) -> ToolEffect {
    .preview(stroke.map { [$0.shape(id: context.nextShapeID, context: context)] } ?? [], hiding: [])
  }

  /// The stroke as one undo step.
  private mutating func commit(_ context: ToolContext) -> [ToolEffect] {
    defer { stroke = nil }
    guard let shape = stroke?.shape(id: context.nextShapeID, context: context) else { return [] }
    return [
      .clearPreview, .ended,
      .commit(context.document.adding([shape]), title: Stroke.stepTitle, selecting: .empty),
    ]
  }
}

import EaselDocument
import EaselGeometry

extension ToolID {
  public static let brush: ToolID = "brush"
}

/// The brush (spec §4, B): paints cells with the brush's character and size (`[` `]`).
public typealias BrushTool = StrokeTool<BrushGesture>

extension BrushGesture: FreehandStroke {
  public static var toolID: ToolID { .brush }
  public static var toolTitle: String { "Brush" }
  public static var stepTitle: String { "Brush Stroke" }
  public static func toolStatus(style: DrawingStyle) -> String? { "\(style.brush.size)" }

  public init?(pressedAt pointer: ToolPointer, context: ToolContext) {
    self.init(origin: pointer.canvas, settings: context.style.brush, aspect: context.aspect)
  }

  public mutating func extend(to pointer: ToolPointer) { extend(to: pointer.canvas) }

  public func shape(id: ShapeID, context: ToolContext) -> Shape {
    shape(id: id, color: context.style.strokeColor, intent: context.intent)
  }
}

import EaselDocument
import EaselGeometry

extension ToolID {
  public static let pen: ToolID = "pen"
}

/// The pen (spec §4, P): strokes in Braille dots, to the pixel where the terminal reports pixels.
public typealias PenTool = StrokeTool<PenGesture>

extension PenGesture: FreehandStroke {
  public static var toolID: ToolID { .pen }
  public static var toolTitle: String { "Pen" }
  public static var stepTitle: String { "Pen Stroke" }

  public init?(pressedAt pointer: ToolPointer, context: ToolContext) { self.init(start: pointer.dot) }

  public mutating func extend(to pointer: ToolPointer) { extend(to: pointer.dot) }

  public func shape(id: ShapeID, context: ToolContext) -> Shape {
    shape(id: id, color: context.style.strokeColor, intent: context.intent, aspect: context.aspect)
  }
}

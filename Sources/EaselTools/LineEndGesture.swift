import EaselDocument
import EaselGeometry

/// Dragging one end of the one selected line (spec §8 "Editing"): the end follows the pointer
/// (Cmd snaps it to the grid); dropped on or within a cell of a rectangle, ellipse or text it
/// attaches there, anywhere else (or with Alt) it is free. The other end keeps its binding,
/// and the route is redone in the preview as at the release.
public struct LineEndGesture: DragGesture, Hashable {
  public let origin: CanvasPoint
  /// The line as it was at the press.
  public let original: Shape
  /// Whether the start is dragged (else the end).
  public let movesStart: Bool

  public init(origin: CanvasPoint, original: Shape, movesStart: Bool) {
    self.origin = origin
    self.original = original
    self.movesStart = movesStart
  }

  /// The end of a selected line under `point`, if any: its start or its end cell.
  public static func grab(_ shape: Shape, at point: CanvasPoint) -> Bool? {
    guard case .line(let line) = shape.kind else { return nil }
    if point == line.start { return true }
    if point == line.end { return false }
    return nil
  }

  public func preview(to pointer: CanvasPoint, context: DragContext) -> CanvasPoint {
    context.intent.snapToGrid ? context.grid.snap(pointer) : pointer
  }

  /// The line with the dragged end at `point`, attached or free, routed.
  public func moved(to point: CanvasPoint, context: ToolContext) -> Shape {
    guard case .line(var line) = original.kind else { return original }
    let binding = context.intent.fromCenter ? nil : ConnectorAttachment.binding(at: point, context: context)
    let other = movesStart ? line.endBinding : line.startBinding
    let kept = binding?.shape == other?.shape && binding != nil ? nil : binding
    if movesStart {
      line.start = point
      line.startBinding = kept
    } else {
      line.end = point
      line.endBinding = kept
    }
    var shape = original
    shape.kind = .line(context.document.routed(line, index: context.index))
    return shape
  }
}

import EaselDocument
import EaselGeometry

/// Dragging an inner run of the one selected elbow connector (spec §8 "Editing"): the run
/// moves across itself with the pointer (along it, the pointer does nothing) and becomes the
/// user's, so the route keeps it when its shapes move. The ends stay on the sides they meet.
public struct RunGesture: DragGesture, Hashable {
  public let origin: CanvasPoint
  /// The line as it was at the press.
  public let original: Shape
  /// The run dragged: from vertex `run` to the next.
  public let run: Int

  public init(origin: CanvasPoint, original: Shape, run: Int) {
    self.origin = origin
    self.original = original
    self.run = run
  }

  /// The inner run whose handle is on `point`, if `shape` is an elbow line with one there.
  static func grab(_ shape: Shape, at point: CanvasPoint) -> Int? {
    guard case .line(let line) = shape.kind else { return nil }
    return line.runHandles.first { $0.cell == point }?.run
  }

  /// How far the run moves: the pointer's distance from the press across the run.
  public func preview(to pointer: CanvasPoint, context: DragContext) -> Int {
    guard case .line(let line) = original.kind else { return 0 }
    return line.isHorizontalRun(run) ? pointer.row - origin.row : pointer.column - origin.column
  }

  /// The line with the run moved `distance` cells, its ends kept on their sides. A move that
  /// would take an end backwards out of its side is not made (the route stays as it was).
  public func moved(by distance: Int, context: ToolContext) -> Shape {
    guard distance != 0, case .line(let line) = original.kind,
      let moved = context.document.pinningSides(of: line).movingRun(run, by: distance)
    else { return original }
    let routed = context.document.routed(moved, index: context.index)
    guard routed.userRuns else { return original }
    var shape = original
    shape.kind = .line(routed)
    return shape
  }
}

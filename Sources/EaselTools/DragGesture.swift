import EaselGeometry

/// A gesture snapshot taken at the press: it knows where the press happened and recomputes
/// its whole preview from that snapshot, the pointer and the context, so nothing accumulates.
public protocol DragGesture: Sendable {
  associatedtype Preview: Sendable

  /// The cell the press happened in.
  var origin: CanvasPoint { get }

  /// The result of dragging to `pointer` under `context`; the same inputs give the same result.
  func preview(to pointer: CanvasPoint, context: DragContext) -> Preview
}

import EaselDocument
import EaselGeometry

/// Dragging the view (spec §4, H, and Space held): the canvas follows the pointer, so moving the
/// pointer right moves the view's origin left.
///
/// A snapshot like every `DragGesture`: the view origin is recomputed from the press and the
/// view as it was then. The canvas moves under the pointer while panning, so pointers are
/// screen cells, or canvas cells read through the view as it was at the press
/// (`pointer(atScreen:)`), never through the panned view.
public struct HandGesture: DragGesture, Hashable {
  /// The screen cell the press happened in.
  public let press: CellPoint
  /// The view at the press.
  public let startViewport: Viewport

  public init(press: CellPoint, viewport: Viewport) {
    self.press = press
    self.startViewport = viewport
  }

  /// The canvas cell grabbed at the press.
  public var origin: CanvasPoint { startViewport.canvasPoint(for: press) }

  /// The pointer at screen cell `screen` as `preview(to:context:)` and `DragTracker` take it.
  public func pointer(atScreen screen: CellPoint) -> CanvasPoint { startViewport.canvasPoint(for: screen) }

  /// The view origin with the pointer at screen cell `screen`, kept inside the canvas limits.
  public func viewOrigin(atScreen screen: CellPoint) -> CanvasPoint {
    panned(columns: screen.column - press.column, rows: screen.row - press.row)
  }

  /// The view origin with the pointer at `pointer` (see `pointer(atScreen:)`).
  public func preview(to pointer: CanvasPoint, context: DragContext) -> CanvasPoint {
    let grabbed = origin
    return panned(columns: pointer.column - grabbed.column, rows: pointer.row - grabbed.row)
  }

  private func panned(columns: Int, rows: Int) -> CanvasPoint {
    let limit = CanvasLimits.maximumCoordinate
    func clamp(_ value: Int) -> Int { min(max(value, -limit), limit) }
    let start = startViewport.origin
    return CanvasPoint(column: clamp(start.column - columns), row: clamp(start.row - rows))
  }
}

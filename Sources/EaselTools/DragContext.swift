import EaselDocument
import EaselGeometry

/// What a preview needs besides the gesture's snapshot and the pointer: the current intent
/// (re-read on every event), the cell aspect, the grid and the identity the result will get.
public struct DragContext: Hashable, Sendable {
  public var intent: DragIntent
  public var aspect: CellAspect
  public var grid: Grid
  public var id: ShapeID

  public init(
    intent: DragIntent = .plain, aspect: CellAspect = .fallback, grid: Grid = .standard, id: ShapeID
  ) {
    self.intent = intent
    self.aspect = aspect
    self.grid = grid
    self.id = id
  }
}

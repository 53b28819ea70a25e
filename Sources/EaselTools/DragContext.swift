import EaselDocument
import EaselGeometry

/// What a preview needs besides the gesture's snapshot and the pointer: the current intent
/// (re-read on every event), the cell aspect, the grid, the identity the result will get and
/// where smart guides look (nil: they are off).
public struct DragContext: Sendable {
  public var intent: DragIntent
  public var aspect: CellAspect
  public var grid: Grid
  public var id: ShapeID
  public var guides: SmartGuides?

  public init(
    intent: DragIntent = .plain, aspect: CellAspect = .fallback, grid: Grid = .standard, id: ShapeID,
    guides: SmartGuides? = nil
  ) {
    self.intent = intent
    self.aspect = aspect
    self.grid = grid
    self.id = id
    self.guides = guides
  }

  /// The smart guides a drag follows now: none while Cmd snaps to the grid, which wins.
  public var activeGuides: SmartGuides? { intent.snapToGrid ? nil : guides }
}

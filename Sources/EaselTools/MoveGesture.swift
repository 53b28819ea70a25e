import EaselDocument
import EaselGeometry

/// Where a move drag puts the selection: an offset in cells, and whether the moved shapes are
/// a duplicate (the originals stay).
public struct MovePreview: Hashable, Sendable {
  public var columns: Int
  public var rows: Int
  public var duplicates: Bool

  public init(columns: Int, rows: Int, duplicates: Bool = false) {
    self.columns = columns
    self.rows = rows
    self.duplicates = duplicates
  }
}

/// One move drag of the selection (spec §5.1, "move selection"): the snapshot taken at the
/// press, from which every preview is recomputed.
///
/// The selection follows the pointer. Shift (constrain) locks it to the axis it travelled
/// further along as seen on screen; Cmd (snap) puts the selection's top-left corner on the
/// nearest grid point (with Shift, along the locked axis only, so the lock holds); Alt moves a
/// duplicate. The offset never takes the selection beyond `CanvasLimits`.
public struct MoveGesture: DragGesture, Hashable {
  /// The cell the press happened in.
  public var origin: CanvasPoint
  /// The bounds of the whole selection at the press.
  public var bounds: CanvasRect

  public init(origin: CanvasPoint, bounds: CanvasRect) {
    self.origin = origin
    self.bounds = bounds
  }

  /// The offset with the pointer at `pointer`; the same inputs always give the same offset.
  public func preview(to pointer: CanvasPoint, context: DragContext) -> MovePreview {
    let intent = context.intent
    var columns = pointer.column - origin.column
    var rows = pointer.row - origin.row
    var movesColumns = true
    var movesRows = true
    if intent.constrain {
      // Ties go to the horizontal, so a move along the diagonal as seen does not flicker.
      if abs(columns) * context.aspect.pixelWidth >= abs(rows) * context.aspect.pixelHeight {
        movesRows = false
      } else {
        movesColumns = false
      }
    }
    if intent.snapToGrid {
      let corner = context.grid.snap(bounds.origin.offsetBy(columns: columns, rows: rows))
      columns = corner.column - bounds.minColumn
      rows = corner.row - bounds.minRow
    }
    return MovePreview(
      columns: movesColumns ? Self.clamp(columns, from: bounds.minColumn, to: bounds.maxColumn) : 0,
      rows: movesRows ? Self.clamp(rows, from: bounds.minRow, to: bounds.maxRow) : 0,
      duplicates: intent.duplicates)
  }

  /// `offset` limited so cells `lower ..< upper` moved by it stay within `CanvasLimits`.
  static func clamp(_ offset: Int, from lower: Int, to upper: Int) -> Int {
    let limit = CanvasLimits.maximumCoordinate
    let least = -limit - lower
    let most = limit - (upper - 1)
    guard least <= most else { return 0 }
    return min(max(offset, least), most)
  }
}

import EaselDocument
import EaselGeometry

/// Where a move drag puts the selection: an offset in cells, whether the moved shapes are a
/// duplicate (the originals stay), and the smart guides its edges and centres are on.
public struct MovePreview: Hashable, Sendable {
  public var columns: Int
  public var rows: Int
  public var duplicates: Bool
  public var guides: [GuideLine]

  public init(columns: Int, rows: Int, duplicates: Bool = false, guides: [GuideLine] = []) {
    self.columns = columns
    self.rows = rows
    self.duplicates = duplicates
    self.guides = guides
  }
}

/// One move drag of the selection (spec §5.1, "move selection"): the snapshot taken at the
/// press, from which every preview is recomputed.
///
/// The selection follows the pointer. Shift (constrain) locks it to the axis it travelled
/// further along as seen on screen; Cmd (snap) puts the selection's top-left corner on the
/// nearest grid point (with Shift, along the locked axis only, so the lock holds); Alt moves a
/// duplicate. Without Cmd, smart guides pull the selection's edges and centres onto those of
/// shapes on screen within one cell, on each axis it moves along, and say which line up. The
/// offset never takes the selection beyond `CanvasLimits`.
public struct MoveGesture: DragGesture, Hashable {
  /// The cell the press happened in.
  public var origin: CanvasPoint
  /// The bounds of the whole selection at the press.
  public var bounds: CanvasRect
  /// The shapes guides never line up with: the moved ones, and the connectors following them.
  public var ignoring: Set<ShapeID>

  public init(origin: CanvasPoint, bounds: CanvasRect, ignoring: Set<ShapeID> = []) {
    self.origin = origin
    self.bounds = bounds
    self.ignoring = ignoring
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
    // One lookup serves the pull and the guides shown after it (both axes, for the guides).
    let guides = context.activeGuides
    let dragged = bounds.offsetBy(columns: movesColumns ? columns : 0, rows: movesRows ? rows : 0)
    let targets =
      guides?.targets(
        near: dragged, columns: .all, rows: .all, reach: SmartGuides.reach, excluding: ignoring) ?? []
    if movesColumns { columns += Self.guideAdjustment(dragged.extent(.vertical), targets, .vertical) }
    if movesRows { rows += Self.guideAdjustment(dragged.extent(.horizontal), targets, .horizontal) }
    columns = movesColumns ? Self.clamp(columns, from: bounds.minColumn, to: bounds.maxColumn) : 0
    rows = movesRows ? Self.clamp(rows, from: bounds.minRow, to: bounds.maxRow) : 0
    let shown =
      guides?.guides(
        for: bounds.offsetBy(columns: columns, rows: rows), columns: .all, rows: .all, reusing: targets,
        foundNear: dragged, reach: SmartGuides.reach, excluding: ignoring) ?? []
    return MovePreview(columns: columns, rows: rows, duplicates: intent.duplicates, guides: shown)
  }

  /// How far to shift the selection along `axis` so its nearest edge or centre within reach
  /// is on a target's (0: none in reach, or no targets: guides off or Cmd snapping).
  static func guideAdjustment(
    _ extent: SmartGuides.Extent, _ targets: [CanvasRect], _ axis: GuideLine.Axis
  ) -> Int {
    let movers = [
      SmartGuides.Mover(position: extent.lowerEdge, rate: 2, isCentre: false),
      SmartGuides.Mover(position: extent.upperEdge, rate: 2, isCentre: false),
      SmartGuides.Mover(position: extent.centre, rate: 2, isCentre: true),
    ]
    return SmartGuides.adjustment(for: movers, among: targets.map { $0.extent(axis) }) ?? 0
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

import EaselDocument
import EaselGeometry

/// Where a resize drag puts the selection: its new bounds, always the right way round, whether
/// a handle dragged past the opposite edge (or the centre) turned it over, and the smart guides
/// the edges and centres it moves are on.
public struct ResizePreview: Hashable, Sendable {
  /// The selection's bounds at the press, which the shapes are mapped from.
  public var original: CanvasRect
  /// The selection's new bounds: normalized, at least 1×1, within `CanvasLimits`.
  public var bounds: CanvasRect
  public var flipsHorizontally: Bool
  public var flipsVertically: Bool
  public var guides: [GuideLine]

  public init(
    original: CanvasRect, bounds: CanvasRect, flipsHorizontally: Bool = false, flipsVertically: Bool = false,
    guides: [GuideLine] = []
  ) {
    self.original = original
    self.bounds = bounds
    self.flipsHorizontally = flipsHorizontally
    self.flipsVertically = flipsVertically
    self.guides = guides
  }

  /// `shape`, one of the selection's, as this resize leaves it.
  public func resizing(_ shape: Shape) -> Shape {
    shape.resized(
      from: original, to: bounds, flipsHorizontally: flipsHorizontally, flipsVertically: flipsVertically)
  }
}

/// One resize drag by a selection handle (spec §5.1, "resize by a handle"): the snapshot taken
/// at the press, from which every preview is recomputed.
///
/// The edges the handle drags move by as many cells as the pointer has (the handle sits one
/// cell outside the bounds, and stays under the pointer). Dragged past the opposite edge the
/// handle becomes the opposite one, one cell further out, and the selection flips. Cmd
/// (snap) puts the dragged edges' outer cells on grid lines, as a created box's corners are.
/// Alt keeps the centre: the opposite edge moves the other way. Shift (constrain) keeps the
/// starting aspect ratio: a corner drives the axis that changed more and the other follows; an
/// edge handle scales the other axis about its centre. Snapping comes before the ratio, so
/// with both the driving edges are on the grid. Without Cmd, smart guides pull each dragged edge,
/// or the centre it moves, onto an edge or centre of a shape on screen within one cell (with
/// Alt, either edge growing about the centre), also before the ratio, and say which line up.
public struct ResizeGesture: DragGesture, Hashable {
  public var handle: SelectionHandle
  /// The cell the press happened in (normally the handle's).
  public var origin: CanvasPoint
  /// The bounds of the whole selection at the press.
  public var bounds: CanvasRect
  /// The shapes guides never line up with: the resized ones, and the connectors following them.
  public var ignoring: Set<ShapeID>

  public init(handle: SelectionHandle, origin: CanvasPoint, bounds: CanvasRect, ignoring: Set<ShapeID> = []) {
    self.handle = handle
    self.origin = origin
    self.bounds = bounds
    self.ignoring = ignoring
  }

  /// The new bounds with the pointer at `pointer`; the same inputs always give the same result.
  public func preview(to pointer: CanvasPoint, context: DragContext) -> ResizePreview {
    let intent = context.intent
    let original = (
      columns: Span(lower: bounds.minColumn, upper: bounds.maxColumn),
      rows: Span(lower: bounds.minRow, upper: bounds.maxRow)
    )
    var columns = original.columns
    var rows = original.rows
    if let side = handle.columnSide {
      columns = original.columns.dragged(
        side, by: pointer.column - origin.column, aboutCentre: intent.fromCenter,
        snapStep: intent.snapToGrid ? context.grid.columns : nil)
    }
    if let side = handle.rowSide {
      rows = original.rows.dragged(
        side, by: pointer.row - origin.row, aboutCentre: intent.fromCenter,
        snapStep: intent.snapToGrid ? context.grid.rows : nil)
    }
    let guides = context.activeGuides
    let columnsFixed = handle.columnSide.map { original.columns.fixedEdge(for: $0) }
    let rowsFixed = handle.rowSide.map { original.rows.fixedEdge(for: $0) }
    // The features the drag moves: those of the dragged axes, and under Shift both edges of an
    // axis scaled about its centre to keep the ratio. Pulls never turn a span over, nor does
    // the ratio, so they are the same before the pull and after the ratio.
    func movedFeatures(_ span: Span, fixed: Int?) -> SmartGuides.Features {
      if fixed != nil { return span.movingFeatures(fixed: fixed, aboutCentre: intent.fromCenter) }
      return intent.constrain ? [.lowerEdge, .upperEdge] : []
    }
    let shownColumns = movedFeatures(columns, fixed: columnsFixed)
    let shownRows = movedFeatures(rows, fixed: rowsFixed)
    let dragged = CanvasRect(
      column: columns.lower, row: rows.lower, columns: columns.length, rows: rows.length)
    // One lookup serves the pull and, unless the ratio moved an edge further, the guides shown.
    let targets =
      guides?.targets(
        near: dragged, columns: shownColumns, rows: shownRows, reach: SmartGuides.reach,
        excluding: ignoring) ?? []
    if let columnsFixed, !targets.isEmpty {
      columns = columns.guided(
        by: targets.map { $0.extent(.vertical) }, fixed: columnsFixed, aboutCentre: intent.fromCenter)
    }
    if let rowsFixed, !targets.isEmpty {
      rows = rows.guided(
        by: targets.map { $0.extent(.horizontal) }, fixed: rowsFixed, aboutCentre: intent.fromCenter)
    }
    if intent.constrain {
      let width = original.columns.length
      let height = original.rows.length
      // Which axis drives: the one the handle drags, or for a corner the one that grew more.
      let columnsDrive =
        handle.rowSide == nil || (handle.columnSide != nil && columns.length * height >= rows.length * width)
      if columnsDrive {
        let length = Self.ratio(columns.length * height, width)
        rows =
          handle.isCorner && !intent.fromCenter
          ? rows.resized(to: length, keeping: original.rows.fixedEdge(for: handle.rowSide ?? .upper))
          : rows.resized(toCentred: length, of: original.rows)
      } else {
        let length = Self.ratio(rows.length * width, height)
        columns =
          handle.isCorner && !intent.fromCenter
          ? columns.resized(to: length, keeping: original.columns.fixedEdge(for: handle.columnSide ?? .upper))
          : columns.resized(toCentred: length, of: original.columns)
      }
    }
    columns = columns.limited()
    rows = rows.limited()
    let resized = CanvasRect(
      column: columns.lower, row: rows.lower, columns: columns.length, rows: rows.length)
    let shown =
      guides?.guides(
        for: resized, columns: shownColumns, rows: shownRows, reusing: targets, foundNear: dragged,
        reach: SmartGuides.reach, excluding: ignoring) ?? []
    return ResizePreview(
      original: bounds, bounds: resized, flipsHorizontally: columns.flips, flipsVertically: rows.flips,
      guides: shown)
  }

  /// numerator / denominator (positive) to the nearest integer, halves up, at least 1.
  static func ratio(_ numerator: Int, _ denominator: Int) -> Int {
    max(1, floorDivide(2 * numerator + denominator, 2 * max(1, denominator)))
  }

  /// The cells `lower ..< upper` of one axis, and whether a drag turned them over.
  struct Span: Hashable {
    var lower: Int
    var upper: Int
    var flips = false

    var length: Int { upper - lower }

    /// The edge that stays put when the `side` edge is dragged.
    func fixedEdge(for side: SelectionHandle.Side) -> Int { side == .upper ? lower : upper }

    /// The span with its `side` edge dragged by `delta` cells: against the opposite edge, or
    /// about the centre. Past that the handle turns into the opposite one, one cell further
    /// out; a drag that leaves no cell gives the one cell (or two, about an even centre) next to
    /// the fixed edge or the centre.
    func dragged(_ side: SelectionHandle.Side, by delta: Int, aboutCentre: Bool, snapStep: Int?) -> Span {
      let twiceCentre = lower + upper
      let fixed = fixedEdge(for: side)
      func isValid(_ edge: Int, as role: SelectionHandle.Side) -> Bool {
        switch (role, aboutCentre) {
        case (.upper, false): return edge > fixed
        case (.lower, false): return edge < fixed
        case (.upper, true): return 2 * edge > twiceCentre
        case (.lower, true): return 2 * edge < twiceCentre
        }
      }
      let straight = (side == .upper ? upper : lower) + delta
      let turned = side == .upper ? straight + 1 : straight - 1
      for (edge, role) in [(straight, side), (turned, side.opposite)] where isValid(edge, as: role) {
        let snapped = Self.snapped(edge, as: role, step: snapStep)
        guard isValid(snapped, as: role) else { break }
        let other = aboutCentre ? twiceCentre - snapped : fixed
        return Span(lower: min(snapped, other), upper: max(snapped, other), flips: role != side)
      }
      if aboutCentre {
        let first = floorDivide(twiceCentre - 1, 2)
        return Span(lower: first, upper: twiceCentre - first)
      }
      return side == .upper ? Span(lower: fixed, upper: fixed + 1) : Span(lower: fixed - 1, upper: fixed)
    }

    /// A lower edge on a grid line, or an upper edge just past one, so the outer cells of the
    /// span are on the grid like the corners of a box created with Cmd.
    static func snapped(_ edge: Int, as role: SelectionHandle.Side, step: Int?) -> Int {
      guard let step else { return edge }
      return role == .lower ? snap(edge, step: step) : snap(edge - 1, step: step) + 1
    }

    /// This span made `length` long, still reaching from `fixed` on the side it is on.
    func resized(to length: Int, keeping fixed: Int) -> Span {
      var span = self
      if lower == fixed {
        span.upper = lower + length
      } else {
        span.lower = upper - length
      }
      return span
    }

    /// A span `length` long (grown by one if need be, so it is exactly centred) about the
    /// centre of `original`, the right way round.
    func resized(toCentred length: Int, of original: Span) -> Span {
      let even = (length - original.length) % 2 == 0 ? length : length + 1
      let twiceCentre = original.lower + original.upper
      return Span(lower: (twiceCentre - even) / 2, upper: (twiceCentre + even) / 2, flips: flips)
    }

    /// The features a drag of this span moves: the edge away from `fixed` and the centre, or
    /// both edges about the centre; none when no handle drags this axis (`fixed` nil).
    func movingFeatures(fixed: Int?, aboutCentre: Bool) -> SmartGuides.Features {
      guard let fixed else { return [] }
      if aboutCentre { return [.lowerEdge, .upperEdge] }
      return lower == fixed ? [.upperEdge, .centre] : [.lowerEdge, .centre]
    }

    /// The span with its dragged edge (the one away from `fixed`) moved so it, or the centre,
    /// is on the nearest edge or centre of `targets` within reach; about the centre, both edges
    /// move. Never turns the span over or leaves it without cells.
    func guided(by targets: [SmartGuides.Extent], fixed: Int, aboutCentre: Bool) -> Span {
      let extent = SmartGuides.Extent(lower: lower, upper: upper)
      var span = self
      if aboutCentre {
        let movers = [
          SmartGuides.Mover(position: extent.lowerEdge, rate: -2, isCentre: false),
          SmartGuides.Mover(position: extent.upperEdge, rate: 2, isCentre: false),
        ]
        guard
          let growth = SmartGuides.adjustment(
            for: movers, among: targets, isAllowed: { length + 2 * $0 >= 1 })
        else { return self }
        span.lower -= growth
        span.upper += growth
      } else if lower == fixed {
        let movers = [
          SmartGuides.Mover(position: extent.upperEdge, rate: 2, isCentre: false),
          SmartGuides.Mover(position: extent.centre, rate: 1, isCentre: true),
        ]
        span.upper +=
          SmartGuides.adjustment(for: movers, among: targets, isAllowed: { upper + $0 > lower }) ?? 0
      } else {
        let movers = [
          SmartGuides.Mover(position: extent.lowerEdge, rate: 2, isCentre: false),
          SmartGuides.Mover(position: extent.centre, rate: 1, isCentre: true),
        ]
        span.lower +=
          SmartGuides.adjustment(for: movers, among: targets, isAllowed: { lower + $0 < upper }) ?? 0
      }
      return span
    }

    /// The span cut to `CanvasLimits`, keeping at least one cell.
    func limited() -> Span {
      let limit = CanvasLimits.maximumCoordinate
      var span = self
      span.lower = min(max(lower, -limit), limit)
      span.upper = max(min(upper, limit + 1), span.lower + 1)
      return span
    }
  }
}

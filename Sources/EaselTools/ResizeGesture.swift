import EaselDocument
import EaselGeometry

/// Where a resize drag puts the selection: its new bounds, always the right way round, and
/// whether a handle dragged past the opposite edge (or the centre) turned it over.
public struct ResizePreview: Hashable, Sendable {
  /// The selection's bounds at the press, which the shapes are mapped from.
  public var original: CanvasRect
  /// The selection's new bounds: normalized, at least 1×1, within `CanvasLimits`.
  public var bounds: CanvasRect
  public var flipsHorizontally: Bool
  public var flipsVertically: Bool

  public init(
    original: CanvasRect, bounds: CanvasRect, flipsHorizontally: Bool = false, flipsVertically: Bool = false
  ) {
    self.original = original
    self.bounds = bounds
    self.flipsHorizontally = flipsHorizontally
    self.flipsVertically = flipsVertically
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
/// with both the driving edges are on the grid.
public struct ResizeGesture: DragGesture, Hashable {
  public var handle: SelectionHandle
  /// The cell the press happened in (normally the handle's).
  public var origin: CanvasPoint
  /// The bounds of the whole selection at the press.
  public var bounds: CanvasRect

  public init(handle: SelectionHandle, origin: CanvasPoint, bounds: CanvasRect) {
    self.handle = handle
    self.origin = origin
    self.bounds = bounds
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
    return ResizePreview(
      original: bounds,
      bounds: CanvasRect(column: columns.lower, row: rows.lower, columns: columns.length, rows: rows.length),
      flipsHorizontally: columns.flips, flipsVertically: rows.flips)
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

import EaselDocument
import EaselGeometry

/// Where smart guides look for edges and centres to line up with: the document's spatial index
/// and the visible canvas, the only place a guide can be seen. Every lookup queries the index
/// in strips one feature wide (three cells with the reach), so a drag step costs what is near
/// the dragged edges on screen, whatever the document's size.
///
/// Everything is in canvas cells: an edge is the cell its frame is drawn in, a centre the
/// middle of the cells it spans (half cells count). A feature within `reach` cells of a
/// target's feature of the same kind (edges to edges, centres to centres) is pulled onto it,
/// the nearest first; rows and columns are cells of their own, whatever the cell aspect.
public struct SmartGuides: Sendable {
  public var index: SpatialIndex
  /// The visible canvas: shapes outside it are never lined up with.
  public var area: CanvasRect
  /// The document, when it has hidden shapes (spec §9): they are not there to line up with.
  public var hiding: Document?

  /// How far, in cells, a feature is pulled onto a target's.
  public static let reach = 1

  public init(index: SpatialIndex, area: CanvasRect, document: Document? = nil) {
    self.index = index
    self.area = area
    self.hiding = document?.hasHiddenShapes == true ? document : nil
  }

  /// Which features of one axis of a rectangle take part.
  public struct Features: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The left or top edge.
    public static let lowerEdge = Features(rawValue: 1)
    /// The right or bottom edge.
    public static let upperEdge = Features(rawValue: 2)
    public static let centre = Features(rawValue: 4)
    public static let all: Features = [.lowerEdge, .upperEdge, .centre]
  }

  /// One axis of a rectangle: the cells `lower ..< upper`, and its features in half cells.
  struct Extent: Hashable {
    var lower: Int
    var upper: Int

    var lowerEdge: Int { 2 * lower }
    var upperEdge: Int { 2 * (upper - 1) }
    var centre: Int { lower + upper - 1 }

    func position(of feature: Features) -> Int {
      switch feature {
      case .lowerEdge: return lowerEdge
      case .upperEdge: return upperEdge
      default: return centre
      }
    }
  }

  /// A feature of what is dragged: `position` (half cells) as it is, and how many half cells it
  /// moves for each cell the drag is adjusted by (2 for a moved edge, 1 for the centre of a
  /// span with one edge dragged, -2 for the lower edge of a span growing about its centre).
  struct Mover: Hashable {
    var position: Int
    var rate: Int
    var isCentre: Bool
  }

  /// The adjustment, in cells, that puts one of `movers` exactly on a feature of the same kind
  /// of one of `targets` at most `reach` cells away: the nearest such feature, then the
  /// smallest adjustment, then the lower one. Nil when none is in reach or `isAllowed` turns
  /// every candidate down (an adjustment that would leave a resized span without cells).
  static func adjustment(
    for movers: [Mover], among targets: [Extent], isAllowed: (Int) -> Bool = { _ in true }
  ) -> Int? {
    var best: (distance: Int, magnitude: Int, adjustment: Int)?
    for mover in movers where mover.rate != 0 {
      for target in targets {
        let positions = mover.isCentre ? [target.centre] : [target.lowerEdge, target.upperEdge]
        for position in positions {
          let difference = position - mover.position
          guard abs(difference) <= 2 * reach, difference % mover.rate == 0 else { continue }
          let adjustment = difference / mover.rate
          let candidate = (distance: abs(difference), magnitude: abs(adjustment), adjustment: adjustment)
          if let current = best, current <= candidate { continue }
          guard isAllowed(adjustment) else { continue }
          best = candidate
        }
      }
    }
    return best?.adjustment
  }

  /// The bounds of the shapes on screen, except `excluded`, that have an edge or centre within
  /// `reach` cells of one of the chosen features of `rect`.
  func targets(
    near rect: CanvasRect, columns: Features, rows: Features, reach: Int, excluding excluded: Set<ShapeID>
  ) -> [CanvasRect] {
    var strips: [CanvasRect] = []
    func addStrips(_ extent: Extent, _ features: Features, vertical: Bool, gap: Int) {
      // The cells holding any feature within reach (a target's feature lies in its own cells),
      // as runs; runs closer than an index tile are one, since their tiles are the same.
      var runs: [ClosedRange<Int>] = []
      for feature in [Features.lowerEdge, .upperEdge, .centre] where features.contains(feature) {
        let position = extent.position(of: feature)
        runs.append(floorDivide(position - 2 * reach, 2)...floorDivide(position + 2 * reach + 1, 2))
      }
      var merged: [ClosedRange<Int>] = []
      for run in runs.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        if let last = merged.last, run.lowerBound <= last.upperBound + gap {
          merged[merged.count - 1] = last.lowerBound...max(last.upperBound, run.upperBound)
        } else {
          merged.append(run)
        }
      }
      for run in merged {
        let strip =
          vertical
          ? CanvasRect(column: run.lowerBound, row: area.minRow, columns: run.count, rows: area.size.rows)
          : CanvasRect(
            column: area.minColumn, row: run.lowerBound, columns: area.size.columns, rows: run.count)
        strips.append(strip.intersection(area))
      }
    }
    addStrips(rect.extent(.vertical), columns, vertical: true, gap: SpatialIndex.tileColumns)
    addStrips(rect.extent(.horizontal), rows, vertical: false, gap: SpatialIndex.tileRows)
    var ids: [ShapeID] = []
    for strip in strips where !strip.isEmpty { ids += index.shapeIDs(intersecting: strip) }
    var seen = Set<ShapeID>(minimumCapacity: ids.count)
    return ids.compactMap { id in
      guard !excluded.contains(id), seen.insert(id).inserted, hiding?.isHidden(id) != true else { return nil }
      return index.bounds(of: id)
    }
  }

  /// The guides of `rect` where a drag left it, from `targets` (found near `dragged` with
  /// `reach`, for at least the chosen features) when no edge of `rect` is further than that
  /// from `dragged`'s — every shape lining up then was found — else from a lookup of its own.
  func guides(
    for rect: CanvasRect, columns: Features, rows: Features, reusing targets: [CanvasRect],
    foundNear dragged: CanvasRect, reach: Int, excluding excluded: Set<ShapeID>
  ) -> [GuideLine] {
    let isNear =
      abs(rect.minColumn - dragged.minColumn) <= reach && abs(rect.maxColumn - dragged.maxColumn) <= reach
      && abs(rect.minRow - dragged.minRow) <= reach && abs(rect.maxRow - dragged.maxRow) <= reach
    let candidates =
      isNear ? targets : self.targets(near: rect, columns: columns, rows: rows, reach: 0, excluding: excluded)
    return guides(for: rect, columns: columns, rows: rows, among: candidates)
  }

  /// The guides of `rect`: one per position where a chosen feature of it is exactly on a
  /// feature of the same kind of one of `targets`, running across all of them lined up there.
  /// Vertical guides first, each axis left to right or top to bottom.
  func guides(for rect: CanvasRect, columns: Features, rows: Features, among targets: [CanvasRect])
    -> [GuideLine]
  {
    guard !columns.isEmpty || !rows.isEmpty else { return [] }
    var spans: [GuideLine.Axis: [Int: Range<Int>]] = [:]
    for (axis, features) in [(GuideLine.Axis.vertical, columns), (.horizontal, rows)] where !features.isEmpty
    {
      let extent = rect.extent(axis)
      let across = rect.extent(axis.other)
      for target in targets {
        let other = target.extent(axis)
        for feature in [Features.lowerEdge, .upperEdge, .centre] where features.contains(feature) {
          let position = extent.position(of: feature)
          let matches =
            feature == .centre
            ? position == other.centre : position == other.lowerEdge || position == other.upperEdge
          guard matches else { continue }
          let targetAcross = target.extent(axis.other)
          let joined = min(across.lower, targetAcross.lower)..<max(across.upper, targetAcross.upper)
          let span = spans[axis, default: [:]][position].map {
            min($0.lowerBound, joined.lowerBound)..<max($0.upperBound, joined.upperBound)
          }
          spans[axis, default: [:]][position] = span ?? joined
        }
      }
    }
    return [GuideLine.Axis.vertical, .horizontal].flatMap { axis in
      (spans[axis] ?? [:]).sorted { $0.key < $1.key }.map {
        GuideLine(axis: axis, position: $0.key, span: $0.value)
      }
    }
  }
}

extension GuideLine.Axis {
  var other: GuideLine.Axis { self == .vertical ? .horizontal : .vertical }
}

extension CanvasRect {
  /// The columns (the axis vertical guides line up) or the rows of the rectangle.
  func extent(_ axis: GuideLine.Axis) -> SmartGuides.Extent {
    axis == .vertical
      ? SmartGuides.Extent(lower: minColumn, upper: maxColumn)
      : SmartGuides.Extent(lower: minRow, upper: maxRow)
  }
}

extension CanvasRect {
  /// The rectangle moved by an offset in cells.
  func offsetBy(columns: Int, rows: Int) -> CanvasRect {
    CanvasRect(origin: origin.offsetBy(columns: columns, rows: rows), size: size)
  }
}

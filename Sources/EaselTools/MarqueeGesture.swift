import EaselDocument
import EaselGeometry

/// One marquee drag on empty canvas with the select tool (spec §5.1): the region spans the
/// press and pointer cells, both included, whichever way the drag goes. No modifier changes
/// the region; Shift and Alt change what it selects (`selection(region:...)`).
public struct MarqueeGesture: DragGesture, Hashable {
  /// The cell the press happened in.
  public var origin: CanvasPoint

  public init(origin: CanvasPoint) { self.origin = origin }

  /// The region with the pointer at `pointer`.
  public func preview(to pointer: CanvasPoint, context: DragContext) -> CanvasRect {
    CanvasRect(corner: origin, corner: pointer)
  }

  /// The shapes a marquee over `region` selects: those wholly inside it, or with `touching`
  /// (Alt) also those whose bounds it meets; with `adds` (Shift) added to `base`, else in
  /// place of it. Asks the index only about the region, so it costs what the region holds.
  public static func selection(
    region: CanvasRect, index: SpatialIndex, base: Set<ShapeID>, adds: Bool, touching: Bool
  ) -> Set<ShapeID> {
    var selected = adds ? base : []
    for id in index.shapeIDs(intersecting: region) {
      guard let bounds = index.bounds(of: id), selects(bounds, region: region, touching: touching) else {
        continue
      }
      selected.insert(id)
    }
    return selected
  }

  /// The same for shapes given directly, for callers without an index.
  public static func selection(
    region: CanvasRect, in shapes: some Sequence<Shape>, base: Set<ShapeID>, adds: Bool, touching: Bool
  ) -> Set<ShapeID> {
    var selected = adds ? base : []
    for shape in shapes where selects(shape.bounds, region: region, touching: touching) {
      selected.insert(shape.id)
    }
    return selected
  }

  /// The same, reading Shift (`extendsSelection`) and Alt (`selectsTouching`) from `intent`.
  public static func selection(
    region: CanvasRect, index: SpatialIndex, base: Set<ShapeID>, intent: DragIntent
  ) -> Set<ShapeID> {
    selection(
      region: region, index: index, base: base, adds: intent.extendsSelection,
      touching: intent.selectsTouching)
  }

  /// Wholly inside, or with `touching` sharing at least one cell.
  static func selects(_ bounds: CanvasRect, region: CanvasRect, touching: Bool) -> Bool {
    guard !bounds.isEmpty, !region.isEmpty else { return false }
    return touching ? region.intersects(bounds) : region.contains(bounds)
  }
}

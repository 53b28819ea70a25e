import EaselGeometry

/// The shapes the user has selected, plus the marquee region that selected them (spec §5.5):
/// the region is kept until the selection changes, so Cmd-E can erase inside it.
public struct Selection: Hashable, Sendable {
  public var shapeIDs: Set<ShapeID>
  public var region: CanvasRect?

  public init(_ shapeIDs: Set<ShapeID> = [], region: CanvasRect? = nil) {
    self.shapeIDs = shapeIDs
    self.region = region
  }

  public static let empty = Selection()

  public var isEmpty: Bool { shapeIDs.isEmpty && region == nil }
  public var count: Int { shapeIDs.count }

  public func contains(_ id: ShapeID) -> Bool { shapeIDs.contains(id) }
}

import EaselGeometry

/// A routed connector: its vertices and the sides its bound ends leave through.
public struct ConnectorRoute: Sendable, Hashable {
  /// The vertices: first is the start cell, last the end cell, at least two (both the same cell
  /// for a route of no length); an elbow route's consecutive vertices share a row or a column
  /// (and no three consecutive vertices are collinear).
  public var points: [CanvasPoint]
  /// The side a bound start leaves through; nil for a free start.
  public var startSide: ShapeSide?
  /// The side a bound end enters through; nil for a free end.
  public var endSide: ShapeSide?

  public init(points: [CanvasPoint], startSide: ShapeSide?, endSide: ShapeSide?) {
    self.points = points
    self.startSide = startSide
    self.endSide = endSide
  }
}

import EaselDocument
import EaselGeometry
import Testing

/// Issue 14, "Routing": a route is searched within a bounded area around its two ends, the
/// spatial index answering what is in the way, so the same diagram routes alike, at the same
/// cost, in a small document and in a large one. Checked without timing: the shapes the index
/// hands the router, and the route itself, are the same.
@Suite("Connectors: routing does not grow with the document")
struct RouteScaleTests {
  static func box(_ id: UInt64, _ column: Int, _ row: Int) -> Shape {
    Shape(
      id: ShapeID(id),
      kind: .rectangle(Rectangle(bounds: CanvasRect(column: column, row: row, columns: 8, rows: 3))))
  }

  /// Boxes 1 and 2 joined by an arrow around box 3 in its way, among `others` boxes in a grid
  /// far from them.
  static func document(others: Int) throws -> (Document, Line) {
    var shapes = [Self.box(1, 0, 0), Self.box(2, 40, 0), Self.box(3, 20, -2)]
    for index in 0..<others {
      shapes.append(Self.box(UInt64(10 + index), 200 + (index % 300) * 10, 100 + (index / 300) * 5))
    }
    let arrow = Line(
      start: .zero, end: .zero, arrowAtEnd: true, route: .elbow,
      startBinding: LineBinding(shape: ShapeID(1)), endBinding: LineBinding(shape: ShapeID(2)))
    return (try Document(shapes: shapes), arrow)
  }

  @Test("100 shapes or 20,100: the same shapes in the search area, the same route around the box in the way")
  func sameRouteSameWork() throws {
    let (small, arrow) = try Self.document(others: 97)
    let (large, _) = try Self.document(others: 20_097)
    let smallIndex = SpatialIndex(small)
    let largeIndex = SpatialIndex(large)
    let ends = (
      RouteEnd.bound(frame: Self.box(1, 0, 0).bounds, side: nil, offset: nil),
      RouteEnd.bound(frame: Self.box(2, 40, 0).bounds, side: nil, offset: nil)
    )
    let area = ConnectorRouter.searchArea(from: ends.0, to: ends.1)
    let inSmall = smallIndex.shapes(intersecting: area, in: small).map(\.id)
    let inLarge = largeIndex.shapes(intersecting: area, in: large).map(\.id)
    #expect(inSmall == inLarge, "the router sees the same obstacles")
    #expect(inSmall.count == 3)
    let routedSmall = small.routed(arrow, index: smallIndex)
    let routedLarge = large.routed(arrow, index: largeIndex)
    #expect(routedSmall == routedLarge)
    #expect(routedSmall.bends.count >= 2, "it goes around box 3, which stands on the straight way")
    let detour = routedSmall.vertices
    #expect(
      !zip(detour, detour.dropFirst()).contains { a, b in
        CanvasRect(corner: a, corner: b).intersects(Self.box(3, 20, -2).bounds)
      }, "no run crosses box 3")
  }
}

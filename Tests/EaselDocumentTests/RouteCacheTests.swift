import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselDocument

/// Reusing routes never changes one (issue 24: a hub's nudge re-routes only what moved and
/// reuses the rest): whatever a follow-up or a drag preview takes from the cache is what a
/// full re-route with no cache finds.
@Suite("Route cache")
struct RouteCacheTests {
  /// A hub and 5–13 boxes around it on a 60×30 area (they may overlap), each joined to the hub
  /// or to another box by an elbow connector, a few of them twice.
  static func diagram(_ random: inout SplitMix64) -> Document {
    var shapes: [Shape] = []
    for index in 0..<random.next(in: 6...14) {
      let bounds = CanvasRect(
        column: random.next(below: 56), row: random.next(below: 27), columns: random.next(in: 3...10),
        rows: random.next(in: 3...4))
      shapes.append(Shape(id: ShapeID(UInt64(index + 1)), kind: .rectangle(Rectangle(bounds: bounds))))
    }
    let boxes = shapes.count
    for _ in 0..<random.next(in: boxes...(2 * boxes)) {
      let from = random.next(below: 3) == 0 ? random.next(below: boxes) : 0
      let to = (from + random.next(in: 1...(boxes - 1))) % boxes
      let line = Line(
        start: .zero, end: .zero, arrowAtEnd: true, route: .elbow,
        startBinding: LineBinding(shape: shapes[from].id),
        endBinding: LineBinding(shape: shapes[to].id))
      shapes.append(Shape(id: ShapeID(UInt64(shapes.count + 1)), kind: .line(line)))
    }
    var document = try! Document(shapes: shapes)
    let index = SpatialIndex(document)
    for shape in document.shapes {
      guard case .line(let line) = shape.kind else { continue }
      var routed = shape
      routed.kind = .line(document.routed(line, index: index))
      try! document.apply(Transaction([.update(from: shape, to: routed)]))
    }
    return document
  }

  @Test("follow-ups with a cache kept across moves, nudges back and forth and drags equal those without")
  func cachedEqualsFresh() throws {
    var random = SplitMix64(seed: 24)
    var reuses = 0
    for scene in 0..<12 {
      var document = Self.diagram(&random)
      var index = SpatialIndex(document)
      var routes = RouteCache()
      let boxes = document.shapes.filter { if case .rectangle = $0.kind { true } else { false } }.map(\.id)
      for step in 0..<10 {
        // Mostly the hub, nudged back and forth (positions come back); now and then another
        // box moved anywhere.
        let id = random.next(below: 4) == 0 ? random.element(of: boxes) : boxes[0]
        let shape = try #require(document[id])
        let moved =
          id == boxes[0]
          ? shape.translated(columns: step % 2 == 0 ? 1 : -1, rows: step % 4 < 2 ? 0 : 1)
          : shape.translated(columns: random.next(in: -6...6), rows: random.next(in: -3...3))
        // A drag preview first, then the move itself.
        let preview = document.connectorsFollowing([moved], index: index)
        let cachedPreview = document.connectorsFollowing([moved], index: index, routes: &routes)
        #expect(cachedPreview == preview, "scene \(scene), step \(step): the preview")
        let move = Transaction([.update(from: shape, to: moved)])
        try document.apply(move)
        index.apply(move)
        let fresh = document.connectorFollowUp(after: move, index: index)
        let cached = document.connectorFollowUp(after: move, index: index, routes: &routes)
        #expect(cached.edits == fresh.edits, "scene \(scene), step \(step): the follow-up")
        try document.apply(fresh)
        index.apply(fresh)
      }
      reuses += routes.reuses
      #expect(routes.searches > 0)
    }
    // The checks mean something only if routes did come from the cache.
    #expect(reuses > 1000, "\(reuses) routes reused")
  }

  @Test("identical connectors are searched once; any change of an end or an obstacle is searched again")
  func reuseIsExact() throws {
    let hub = Shape(
      id: ShapeID(1), kind: .rectangle(Rectangle(bounds: CanvasRect(column: 0, row: 0, columns: 8, rows: 3))))
    let leaf = Shape(
      id: ShapeID(2),
      kind: .rectangle(Rectangle(bounds: CanvasRect(column: 30, row: 10, columns: 8, rows: 3))))
    let between = Shape(
      id: ShapeID(3), kind: .rectangle(Rectangle(bounds: CanvasRect(column: 14, row: 4, columns: 6, rows: 3)))
    )
    var shapes = [hub, leaf, between]
    for id in 4...9 {
      let line = Line(
        start: .zero, end: .zero, route: .elbow, startBinding: LineBinding(shape: hub.id),
        endBinding: LineBinding(shape: leaf.id))
      shapes.append(Shape(id: ShapeID(UInt64(id)), kind: .line(line)))
    }
    var document = try Document(shapes: shapes)
    var index = SpatialIndex(document)
    var routes = RouteCache()
    let nudge = Transaction([.update(from: hub, to: hub.translated(columns: 1, rows: 0))])
    try document.apply(nudge)
    index.apply(nudge)
    let first = document.connectorFollowUp(after: nudge, index: index, routes: &routes)
    #expect(first.edits.count == 6 && routes.searches == 1 && routes.reuses == 5)
    // The box in the way moves a cell: the same ends, another obstacle, so a new search.
    let shift = Transaction([.update(from: between, to: between.translated(columns: 0, rows: 1))])
    try document.apply(shift)
    index.apply(shift)
    let again = document.connectorFollowUp(after: nudge, index: index, routes: &routes)
    #expect(routes.searches == 2 && routes.reuses == 10)
    #expect(again.edits == document.connectorFollowUp(after: nudge, index: index).edits)
  }
}

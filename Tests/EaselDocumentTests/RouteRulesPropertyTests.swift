import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselDocument

/// Routes that keep the drawing whole (spec §8, §10.1), on generated diagrams: boxes and text
/// shapes that do not touch, joined by elbow connectors as the editor routes them.
@Suite("Connector routes on generated layouts")
struct RouteRulesPropertyTests {
  /// 4–14 rectangles (1–12 × 1–6 cells) and now and then a text shape, each with at least one
  /// free cell around it, on a 40×20 area (crowded enough that some routes find no way with
  /// margin); then up to 5 elbow connectors between random pairs, sides and offsets sometimes
  /// given.
  static func layout(_ random: inout SplitMix64) -> Document {
    var shapes: [Shape] = []
    var taken: [CanvasRect] = []
    var id: UInt64 = 0
    for _ in 0..<random.next(in: 4...14) {
      for _ in 0..<20 {
        let bounds = CanvasRect(
          column: random.next(below: 38), row: random.next(below: 19), columns: random.next(in: 1...12),
          rows: random.next(in: 1...6))
        let kept = CanvasRect(
          column: bounds.minColumn - 1, row: bounds.minRow - 1, columns: bounds.size.columns + 2,
          rows: bounds.size.rows + 2)
        // A text shape's route frame is its bounds grown by a cell: keep that clear too.
        let isText = random.next(below: 6) == 0
        let clearance = isText ? 2 : 1
        let reach = CanvasRect(
          column: bounds.minColumn - clearance, row: bounds.minRow - clearance,
          columns: bounds.size.columns + 2 * clearance, rows: bounds.size.rows + 2 * clearance)
        guard !taken.contains(where: { $0.intersects(reach) }) else { continue }
        taken.append(isText ? reach : kept)
        id += 1
        let kind: ShapeKind =
          isText
          ? .text(TextShape(origin: bounds.origin, text: String(repeating: "t", count: bounds.size.columns)))
          : .rectangle(Rectangle(bounds: bounds))
        shapes.append(Shape(id: ShapeID(id), kind: kind))
        break
      }
    }
    let boxes = shapes.map(\.id)
    for _ in 0..<random.next(in: 1...5) where boxes.count >= 2 {
      let from = random.next(below: boxes.count)
      let to = (from + random.next(in: 1...(boxes.count - 1))) % boxes.count
      func binding(_ shape: ShapeID) -> LineBinding {
        LineBinding(
          shape: shape, side: random.next(below: 3) == 0 ? random.element(of: ShapeSide.allCases) : nil,
          offset: random.next(below: 4) == 0 ? random.next(below: 8) : nil)
      }
      let line = Line(
        start: .zero, end: .zero, arrowAtStart: random.next(below: 2) == 0, arrowAtEnd: true, route: .elbow,
        startBinding: binding(boxes[from]), endBinding: binding(boxes[to]))
      id += 1
      shapes.append(Shape(id: ShapeID(id), kind: .line(line)))
    }
    return try! Document(shapes: shapes)
  }

  @Test(
    "bound ends leave and enter straight (end runs of two cells or more), margin kept whenever a route with margin exists, as good as brute force"
  )
  func generatedLayouts() {
    var random = SplitMix64(seed: 2025)
    var routes = 0
    var clean = 0
    for index in 0..<120 {
      let document = Self.layout(&random)
      let spatial = SpatialIndex(document)
      for shape in document.shapes {
        guard case .line(let line) = shape.kind, let startBinding = line.startBinding,
          let endBinding = line.endBinding, let from = document[startBinding.shape],
          let to = document[endBinding.shape]
        else { continue }
        let routed = document.routed(line, index: spatial)
        let start = Document.routeEnd(startBinding, shape: from, free: .zero)
        let end = Document.routeEnd(endBinding, shape: to, free: .zero)
        let obstacles = document.shapes.filter {
          $0.kind.isRouteObstacle && $0.id != from.id && $0.id != to.id
        }.map(\.bounds)
        let route = ConnectorRouter.elbow(from: start, to: end, obstacles: obstacles)
        #expect(routed.vertices == route.points, "layout \(index): the document routes as the router does")
        let scene = RouteReference.Scene(start: start, end: end, obstacles: obstacles)
        let problem = scene.violation(of: route)
        #expect(problem == nil, "layout \(index): \(problem ?? "") in \(route)")
        guard problem == nil else { continue }
        routes += 1
        // Straight out and in: no turn on the cell beside a side, so the arrowhead drawn there
        // (the cell beside the frame) is on the last run, never on the frame.
        let points = route.points
        let first = abs(points[1].column - points[0].column) + abs(points[1].row - points[0].row)
        let last = points.count - 1
        let final =
          abs(points[last].column - points[last - 1].column) + abs(points[last].row - points[last - 1].row)
        #expect(first >= 2 && final >= 2, "layout \(index): a run of one cell at an end in \(route)")
        let best = scene.bestCost()
        let cost = scene.cost(of: route)
        if best.isClean {
          clean += 1
          #expect(cost.isClean, "layout \(index): a route with margin exists but \(route) costs \(cost)")
        }
        #expect(cost == best, "layout \(index): \(route) costs \(cost), brute force finds \(best)")
      }
    }
    // Both kinds of route must come up for the checks to mean anything.
    #expect(routes > 350 && clean > 300 && clean < routes - 10, "\(routes) routes, \(clean) clean")
  }
}

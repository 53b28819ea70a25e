import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselDocument

@Suite("ConnectorRouter on generated scenes")
struct ElbowRouterPropertyTests {
  /// A scene of 2–6 boxes on a 30×20 area, the first two bound (or now and then one end free),
  /// with sides and offsets sometimes given. Boxes may overlap and be as small as one cell; a
  /// fifth of the bound frames are a text shape's (its bounds grown by one cell).
  static func scene(_ random: inout SplitMix64) -> RouteReference.Scene {
    var boxes: [CanvasRect] = []
    for _ in 0..<random.next(in: 2...6) {
      boxes.append(
        CanvasRect(
          column: random.next(below: 28), row: random.next(below: 18), columns: random.next(in: 1...9),
          rows: random.next(in: 1...6)))
    }
    func end(_ box: CanvasRect) -> RouteEnd {
      if random.next(below: 8) == 0 {
        return .free(CanvasPoint(column: random.next(below: 30), row: random.next(below: 20)))
      }
      var frame = box
      if random.next(below: 5) == 0 {
        frame = CanvasRect(
          column: box.minColumn - 1, row: box.minRow - 1, columns: box.size.columns + 2,
          rows: box.size.rows + 2)
      }
      let side = random.next(below: 2) == 0 ? nil : random.element(of: ShapeSide.allCases)
      let offset = random.next(below: 3) == 0 ? random.next(below: 10) : nil
      return .bound(frame: frame, side: side, offset: offset)
    }
    let start = end(boxes[0])
    let finish = end(boxes[1])
    return RouteReference.Scene(start: start, end: finish, obstacles: boxes)
  }

  @Test(
    "every route keeps to its bindings, is orthogonal, clean whenever a clean route exists, and as good as brute force"
  )
  func matchesBruteForce() {
    var random = SplitMix64(seed: 14)
    var clean = 0
    for index in 0..<400 {
      let scene = Self.scene(&random)
      let route = ConnectorRouter.elbow(from: scene.start, to: scene.end, obstacles: scene.obstacles)
      let problem = scene.violation(of: route)
      #expect(problem == nil, "scene \(index): \(problem ?? "") in \(route) for \(scene)")
      guard problem == nil else { continue }
      let best = scene.bestCost()
      let cost = scene.cost(of: route)
      if best.isClean {
        clean += 1
        #expect(cost.isClean, "scene \(index): a clean route exists but \(route) costs \(cost) for \(scene)")
      }
      #expect(cost == best, "scene \(index): \(route) costs \(cost), brute force finds \(best), for \(scene)")
    }
    // The generator must produce both kinds of scene for the checks to mean anything.
    #expect(clean > 100 && clean < 400)
  }

  @Test("the same input gives the same route, whatever the order of the obstacles")
  func stable() {
    var random = SplitMix64(seed: 41)
    for index in 0..<300 {
      let scene = Self.scene(&random)
      let route = ConnectorRouter.elbow(from: scene.start, to: scene.end, obstacles: scene.obstacles)
      #expect(ConnectorRouter.elbow(from: scene.start, to: scene.end, obstacles: scene.obstacles) == route)
      var shuffled = scene.obstacles
      shuffled.shuffle(using: &random)
      #expect(
        ConnectorRouter.elbow(from: scene.start, to: scene.end, obstacles: shuffled.reversed()) == route,
        "scene \(index)")
      #expect(
        ConnectorRouter.elbow(from: scene.start, to: scene.end, obstacles: shuffled + shuffled) == route)
    }
  }
}

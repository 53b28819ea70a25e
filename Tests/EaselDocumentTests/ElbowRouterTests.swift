import EaselGeometry
import EaselTestSupport
import Testing

@testable import EaselDocument

@Suite("ConnectorRouter")
struct ElbowRouterTests {
  static func r(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int) -> CanvasRect {
    CanvasRect(column: column, row: row, columns: columns, rows: rows)
  }

  static func p(_ column: Int, _ row: Int) -> CanvasPoint { CanvasPoint(column: column, row: row) }

  static func bound(_ frame: CanvasRect, _ side: ShapeSide? = nil, offset: Int? = nil) -> RouteEnd {
    .bound(frame: frame, side: side, offset: offset)
  }

  /// Routes the scene and checks it against the reference rules and the brute-force optimum.
  @discardableResult
  static func checkedRoute(
    _ start: RouteEnd, _ end: RouteEnd, _ obstacles: [CanvasRect] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> (ConnectorRoute, RouteReference.Cost) {
    let scene = RouteReference.Scene(start: start, end: end, obstacles: obstacles)
    let route = ConnectorRouter.elbow(from: start, to: end, obstacles: obstacles)
    let problem = scene.violation(of: route)
    #expect(problem == nil, "\(problem ?? "") in \(route)", sourceLocation: sourceLocation)
    guard problem == nil else { return (route, RouteReference.Cost(frameCells: .max)) }
    let cost = scene.cost(of: route)
    #expect(cost == scene.bestCost(), "\(route)", sourceLocation: sourceLocation)
    return (route, cost)
  }

  @Test("a straight route meets each frame on the side facing the other end, or on the side given")
  func straight() {
    let left = Self.r(0, 0, 5, 3)
    let right = Self.r(20, 0, 5, 3)
    #expect(
      ConnectorRouter.straight(from: Self.bound(left), to: Self.bound(right))
        == ConnectorRoute(points: [Self.p(4, 1), Self.p(20, 1)], startSide: .right, endSide: .left))
    let below = Self.r(0, 10, 5, 3)
    #expect(
      ConnectorRouter.straight(from: Self.bound(left), to: Self.bound(below))
        == ConnectorRoute(points: [Self.p(2, 2), Self.p(2, 10)], startSide: .bottom, endSide: .top))
    // Ten columns across and three rows down is mostly across, on a screen of tall cells.
    #expect(ConnectorRouter.straight(from: Self.bound(left), to: .free(Self.p(14, 4))).startSide == .right)
    #expect(ConnectorRouter.straight(from: Self.bound(left), to: .free(Self.p(5, 8))).startSide == .bottom)
    #expect(
      ConnectorRouter.straight(from: Self.bound(left, .top, offset: 1), to: Self.bound(right))
        == ConnectorRoute(points: [Self.p(1, 0), Self.p(20, 1)], startSide: .top, endSide: .left))
    #expect(
      ConnectorRouter.straight(from: .free(Self.p(3, 4)), to: .free(Self.p(9, -2)))
        == ConnectorRoute(points: [Self.p(3, 4), Self.p(9, -2)], startSide: nil, endSide: nil))
  }

  @Test("facing sides of two boxes on one row give a single run")
  func facingSides() {
    let (route, cost) = Self.checkedRoute(Self.bound(Self.r(0, 0, 6, 3)), Self.bound(Self.r(20, 0, 6, 3)))
    #expect(
      route == ConnectorRoute(points: [Self.p(5, 1), Self.p(20, 1)], startSide: .right, endSide: .left))
    #expect(cost.bends == 0)
  }

  @Test("every side pair gives an optimal route that leaves and enters at right angles")
  func everySidePair() {
    let first = Self.r(0, 0, 6, 3)
    let second = Self.r(30, 10, 6, 3)
    for startSide in ShapeSide.allCases {
      for endSide in ShapeSide.allCases {
        let (route, cost) = Self.checkedRoute(Self.bound(first, startSide), Self.bound(second, endSide))
        #expect(route.startSide == startSide && route.endSide == endSide)
        #expect(cost.isClean, "\(startSide) to \(endSide): \(route)")
      }
    }
    // Right to top needs one bend, right to left two, left to right four (around both boxes).
    #expect(Self.checkedRoute(Self.bound(first, .right), Self.bound(second, .top)).1.bends == 1)
    #expect(Self.checkedRoute(Self.bound(first, .right), Self.bound(second, .left)).1.bends == 2)
    #expect(Self.checkedRoute(Self.bound(first, .left), Self.bound(second, .right)).1.bends == 4)
  }

  @Test("a box between two is gone around with a free cell of margin, over it when sides are free")
  func aroundABox() {
    let first = Self.r(0, 0, 5, 3)
    let between = Self.r(10, -2, 4, 7)
    let second = Self.r(20, 0, 5, 3)
    let (fixed, fixedCost) = Self.checkedRoute(
      Self.bound(first, .right), Self.bound(second, .left), [first, between, second])
    #expect(fixedCost.isClean && fixedCost.bends == 4, "\(fixed)")
    let (free, freeCost) = Self.checkedRoute(Self.bound(first), Self.bound(second), [first, between, second])
    #expect(freeCost.isClean && freeCost.bends == 2, "\(free)")
    #expect(
      free
        == ConnectorRoute(
          points: [Self.p(2, 0), Self.p(2, -4), Self.p(22, -4), Self.p(22, 0)], startSide: .top, endSide: .top
        ))
  }

  @Test("an obstacle one cell from the direct run pushes the route away; two cells leave it")
  func margin() {
    let first = Self.r(0, 0, 5, 3)
    let second = Self.r(20, 0, 5, 3)
    // Rows -3…-1 leave row 0 free between the obstacle and the run on row 1.
    let (clear, _) = Self.checkedRoute(Self.bound(first), Self.bound(second), [Self.r(8, -3, 6, 3)])
    #expect(clear.points == [Self.p(4, 1), Self.p(20, 1)])
    // Rows -2…0: row 1 is in its margin, so the route goes round below.
    let (pushed, cost) = Self.checkedRoute(Self.bound(first), Self.bound(second), [Self.r(8, -2, 6, 3)])
    #expect(cost.isClean && pushed.points.count > 2, "\(pushed)")
    // Held to the facing sides it drops to row 2, below the margin, and comes back up: four bends.
    #expect(
      Self.checkedRoute(Self.bound(first, .right), Self.bound(second, .left), [Self.r(8, -2, 6, 3)]).1.bends
        == 4)
  }

  @Test("the offset picks the cell along the side, kept off the corners; no offset is the middle")
  func offsets() {
    let frame = Self.r(0, 0, 8, 5)
    let target = RouteEnd.free(Self.p(30, 2))
    for (offset, row) in [(1, 1), (0, 1), (3, 3), (99, 3), (nil, 2)] as [(Int?, Int)] {
      let (route, _) = Self.checkedRoute(Self.bound(frame, .right, offset: offset), target)
      #expect(route.points[0] == Self.p(7, row), "offset \(String(describing: offset))")
      #expect(ConnectorRouter.borderCell(of: frame, side: .right, offset: offset) == Self.p(7, row))
    }
    // The top's middle of eight columns is the left one of the two middle cells.
    #expect(ConnectorRouter.borderCell(of: frame, side: .top, offset: nil) == Self.p(3, 0))
    // An offset on a side left to the router applies to whichever side it picks.
    let (chosen, _) = Self.checkedRoute(Self.bound(frame, offset: 1), .free(Self.p(1, 20)))
    #expect(chosen.startSide == .bottom && chosen.points[0] == Self.p(1, 4))
  }

  @Test("free ends: a turn between two cells, one cell for equal ends, any heading off a free start")
  func freeEnds() {
    let (corner, cost) = Self.checkedRoute(.free(Self.p(0, 0)), .free(Self.p(10, 5)))
    #expect(cost.bends == 1 && cost.length == 15 && corner.startSide == nil && corner.endSide == nil)
    let (same, _) = Self.checkedRoute(.free(Self.p(4, 4)), .free(Self.p(4, 4)))
    #expect(same.points == [Self.p(4, 4), Self.p(4, 4)])
    let (toBox, _) = Self.checkedRoute(.free(Self.p(-10, 1)), Self.bound(Self.r(0, 0, 5, 3)))
    #expect(toBox.points == [Self.p(-10, 1), Self.p(0, 1)] && toBox.endSide == .left)
  }

  @Test("overlapping, touching and nested frames still get a route by the rules")
  func overlappingFrames() {
    Self.checkedRoute(Self.bound(Self.r(0, 0, 10, 6)), Self.bound(Self.r(5, 3, 10, 6)))
    let (touching, cost) = Self.checkedRoute(
      Self.bound(Self.r(0, 0, 5, 3)), Self.bound(Self.r(5, 0, 5, 3)),
      [Self.r(0, 0, 5, 3), Self.r(5, 0, 5, 3)])
    #expect(cost.isClean, "\(touching)")
    Self.checkedRoute(Self.bound(Self.r(0, 0, 30, 15)), Self.bound(Self.r(10, 5, 5, 3)))
    Self.checkedRoute(Self.bound(Self.r(10, 5, 5, 3)), Self.bound(Self.r(0, 0, 30, 15)))
    Self.checkedRoute(Self.bound(Self.r(0, 0, 6, 4)), Self.bound(Self.r(0, 0, 6, 4)))
  }

  @Test("frames of one, two and no cells use the cells they have")
  func tinyFrames() {
    let (single, _) = Self.checkedRoute(Self.bound(Self.r(3, 3, 1, 1)), Self.bound(Self.r(20, 3, 6, 3)))
    // All four sides of one cell are that cell. Leaving downward and turning at once would reach
    // the left side's middle row with one bend, but a route never turns on the cell just
    // outside a side: it leaves straight for a cell, so it takes two bends.
    #expect(single.points.count == 4 && single.points[0] == Self.p(3, 3), "\(single)")
    let (empty, _) = Self.checkedRoute(Self.bound(Self.r(3, 3, 0, 0)), Self.bound(Self.r(20, 3, 6, 3)))
    #expect(empty.points == single.points)
    let (square, _) = Self.checkedRoute(Self.bound(Self.r(0, 0, 2, 2), .top), .free(Self.p(0, -6)))
    #expect(square.points == [Self.p(0, 0), Self.p(0, -6)])
    // A 2×5 frame has non-corner cells on its left and right only, so those are the choices.
    let (narrow, _) = Self.checkedRoute(Self.bound(Self.r(0, 0, 2, 5)), .free(Self.p(1, -9)))
    #expect(narrow.startSide == .left || narrow.startSide == .right)
    Self.checkedRoute(Self.bound(Self.r(0, 0, 1, 1)), Self.bound(Self.r(1, 1, 2, 2)))
  }

  @Test("coordinates at the ends of the 32-bit range route without overflow")
  func hugeCoordinates() {
    let far = Int(Int32.max) - 40
    let (near, _) = Self.checkedRoute(
      Self.bound(Self.r(far, far, 6, 3)), Self.bound(Self.r(far + 15, far + 8, 6, 3)))
    #expect(near.points.count >= 2)
    let low = Int(Int32.min) + 40
    let route = ConnectorRouter.elbow(
      from: Self.bound(Self.r(low, low, 6, 3)), to: Self.bound(Self.r(far, far, 6, 3)),
      obstacles: [Self.r(0, 0, 10, 10), Self.r(low + 20, far, 4, 4)])
    #expect(route.points.first == Self.p(low + 5, low + 1) || route.points.first == Self.p(low + 2, low + 2))
    for (a, b) in zip(route.points, route.points.dropFirst()) {
      #expect(a.column == b.column || a.row == b.row)
    }
  }

  @Test("thousands of obstacles across a huge search area still give a route")
  func manyObstacles() {
    var random = SplitMix64(seed: 99)
    let obstacles = (0..<3000).map { _ in
      Self.r(
        random.next(below: 20_000), random.next(below: 10_000), random.next(in: 1...9), random.next(in: 1...5)
      )
    }
    let start = Self.bound(Self.r(-20, -10, 6, 3))
    let end = Self.bound(Self.r(20_030, 10_020, 6, 3))
    let route = ConnectorRouter.elbow(from: start, to: end, obstacles: obstacles)
    #expect(route.points.first == Self.p(-15, -9) || route.points.first == Self.p(-17, -8))
    #expect(route.points.last == Self.p(20_030, 10_021) || route.points.last == Self.p(20_032, 10_020))
    for (a, b) in zip(route.points, route.points.dropFirst()) {
      #expect(a.column == b.column || a.row == b.row)
    }
  }

  @Test("with no clean route the route goes through the fewest obstacle cells")
  func bestThrough() {
    let start = Self.r(0, 10, 5, 3)
    let end = Self.r(20, 10, 5, 3)
    // A wall all round the end's box, three cells out.
    let walls = [Self.r(16, 6, 13, 1), Self.r(16, 16, 13, 1), Self.r(16, 6, 1, 11), Self.r(28, 6, 1, 11)]
    let (route, cost) = Self.checkedRoute(Self.bound(start), Self.bound(end), walls + [start, end])
    #expect(cost.obstacleCells == 1 && cost.marginCells == 2 && cost.frameCells == 0, "\(route)")
    #expect(route.points == [Self.p(4, 11), Self.p(20, 11)])
  }

  @Test("the bound shapes among the obstacles, as a spatial index returns them, change nothing")
  func boundShapesAreNotObstacles() {
    let first = Self.r(0, 0, 5, 3)
    let second = Self.r(12, 6, 5, 3)
    let other = Self.r(6, -1, 3, 5)
    let withThem = ConnectorRouter.elbow(
      from: Self.bound(first), to: Self.bound(second), obstacles: [first, second, other])
    #expect(
      withThem == ConnectorRouter.elbow(from: Self.bound(first), to: Self.bound(second), obstacles: [other]))
    // A text shape's frame is its bounds grown by one; its bounds lie inside and do not count.
    let text = Self.r(1, 1, 3, 1)
    let grown = Self.r(0, 0, 5, 3)
    #expect(
      ConnectorRouter.elbow(from: Self.bound(grown), to: Self.bound(second), obstacles: [text, other])
        == ConnectorRouter.elbow(from: Self.bound(grown), to: Self.bound(second), obstacles: [other]))
  }

  @Test("the search area is both ends grown by the margin")
  func searchArea() {
    let area = ConnectorRouter.searchArea(from: Self.bound(Self.r(0, 0, 5, 3)), to: .free(Self.p(30, -4)))
    let margin = ConnectorRouter.searchMargin
    #expect(area == Self.r(-margin.columns, -4 - margin.rows, 31 + 2 * margin.columns, 7 + 2 * margin.rows))
  }

  @Test("the bend estimate is exactly the fewest bends on an empty plane")
  func bendEstimate() {
    // Breadth-first over (cell, heading) on a plane big enough not to matter, from the centre.
    let size = 25
    let centre = Self.p(12, 12)
    for heading in RouteDirection.allCases {
      var bends = [Int](repeating: .max, count: size * size * 4)
      var current = [(centre, heading)]
      bends[(centre.row * size + centre.column) * 4 + heading.rawValue] = 0
      var level = 0
      var next: [(CanvasPoint, RouteDirection)] = []
      while !current.isEmpty {
        while let (cell, facing) = current.popLast() {
          for turn in RouteDirection.allCases where turn != facing.reversed {
            let neighbour = turn.moved(cell)
            guard (0..<size).contains(neighbour.column), (0..<size).contains(neighbour.row) else { continue }
            let cost = level + (turn == facing ? 0 : 1)
            let index = (neighbour.row * size + neighbour.column) * 4 + turn.rawValue
            guard cost < bends[index] else { continue }
            bends[index] = cost
            if turn == facing { current.append((neighbour, turn)) } else { next.append((neighbour, turn)) }
          }
        }
        swap(&current, &next)
        level += 1
      }
      for row in 8...16 {
        for column in 8...16 {
          let target = Self.p(column, row)
          let base = (row * size + column) * 4
          let arriving = (0..<4).map { bends[base + $0] }
          let any = target == centre ? 0 : arriving.min()!
          #expect(
            heading.minimumBends(from: centre, arrivingAt: target, heading: nil) == any,
            "\(heading) to \(target)")
          for final in RouteDirection.allCases {
            // Arrive heading `final` (a bound end is entered straight on), or be there already.
            var expected = arriving[final.rawValue]
            if target == centre && heading == final { expected = 0 }
            #expect(
              heading.minimumBends(from: centre, arrivingAt: target, heading: final) == expected,
              "\(heading) to \(target) arriving \(final)")
          }
        }
      }
    }
  }
}

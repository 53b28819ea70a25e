import EaselGeometry

@testable import EaselDocument

/// The routing rules written out cell by cell, independently of the router: what a route costs,
/// whether it keeps to its bindings, and (by brute force over every cell of the search area) the
/// best cost any route can have. The router's answers are checked against these.
enum RouteReference {
  /// A route's cost, tier by tier, compared in this order.
  struct Cost: Comparable, CustomStringConvertible {
    var frameCells = 0
    var obstacleCells = 0
    var marginCells = 0
    var bends = 0
    var length = 0

    var tuple: (Int, Int, Int, Int, Int) { (frameCells, obstacleCells, marginCells, bends, length) }
    var isClean: Bool { frameCells == 0 && obstacleCells == 0 && marginCells == 0 }

    static func < (a: Cost, b: Cost) -> Bool { a.tuple < b.tuple }
    static func + (a: Cost, b: Cost) -> Cost {
      Cost(
        frameCells: a.frameCells + b.frameCells, obstacleCells: a.obstacleCells + b.obstacleCells,
        marginCells: a.marginCells + b.marginCells, bends: a.bends + b.bends, length: a.length + b.length)
    }

    static func == (a: Cost, b: Cost) -> Bool { a.tuple == b.tuple }
    var description: String { "\(tuple)" }
  }

  /// The four steps on the screen, up first and then clockwise.
  static let steps = [(0, -1), (1, 0), (0, 1), (-1, 0)]

  static func outward(_ side: ShapeSide) -> Int {
    switch side {
    case .top: 0
    case .right: 1
    case .bottom: 2
    case .left: 3
    }
  }

  static func step(_ point: CanvasPoint, _ direction: Int) -> CanvasPoint {
    point.offsetBy(columns: steps[direction].0, rows: steps[direction].1)
  }

  static func frame(of end: RouteEnd) -> CanvasRect? {
    guard case .bound(let frame, _, _) = end else { return nil }
    return CanvasRect(
      origin: frame.origin, size: CellSize(columns: max(1, frame.size.columns), rows: max(1, frame.size.rows))
    )
  }

  /// The sides a bound end may use: as the API documents it.
  static func sides(of end: RouteEnd) -> [ShapeSide] {
    guard case .bound(_, let side, _) = end, let frame = frame(of: end) else { return [] }
    if let side { return [side] }
    let proper = ShapeSide.allCases.filter { sideLength($0, frame) >= 3 }
    return proper.isEmpty ? ShapeSide.allCases : proper
  }

  static func sideLength(_ side: ShapeSide, _ frame: CanvasRect) -> Int {
    side == .top || side == .bottom ? frame.size.columns : frame.size.rows
  }

  /// The border cell of `side`: `offset` cells from its corner, or its middle; off the corners
  /// when the side has other cells.
  static func cell(_ frame: CanvasRect, _ side: ShapeSide, offset: Int?) -> CanvasPoint {
    let length = sideLength(side, frame)
    var along = offset ?? (length - 1) / 2
    if length >= 3 { along = min(max(along, 1), length - 2) } else { along = min(max(along, 0), length - 1) }
    switch side {
    case .top: return CanvasPoint(column: frame.minColumn + along, row: frame.minRow)
    case .bottom: return CanvasPoint(column: frame.minColumn + along, row: frame.maxRow - 1)
    case .left: return CanvasPoint(column: frame.minColumn, row: frame.minRow + along)
    case .right: return CanvasPoint(column: frame.maxColumn - 1, row: frame.minRow + along)
    }
  }

  /// One way to start or end: a cell and, when bound, the direction out of the frame.
  struct Terminal {
    var cell: CanvasPoint
    var side: ShapeSide?
  }

  static func terminals(_ end: RouteEnd) -> [Terminal] {
    switch end {
    case .free(let point): return [Terminal(cell: point, side: nil)]
    case .bound(_, _, let offset):
      return sides(of: end).map { Terminal(cell: cell(frame(of: end)!, $0, offset: offset), side: $0) }
    }
  }

  /// What the cells of a route cost in one scene.
  struct Scene {
    var start: RouteEnd
    var end: RouteEnd
    var obstacles: [CanvasRect]
    var area: CanvasRect
    var frames: [CanvasRect]
    var kept: [CanvasRect]
    /// The cell just outside each terminal of a bound end, with that end's frame: the one cell
    /// of the frame's margin a route may take (it leaves or enters through it).
    var stubs: [(cell: CanvasPoint, frame: CanvasRect)]

    init(start: RouteEnd, end: RouteEnd, obstacles: [CanvasRect]) {
      self.start = start
      self.end = end
      self.obstacles = obstacles
      area = ConnectorRouter.searchArea(from: start, to: end)
      frames = [RouteReference.frame(of: start), RouteReference.frame(of: end)].compactMap { $0 }
      let frames = frames
      kept = obstacles.filter { rect in !rect.isEmpty && !frames.contains { $0.contains(rect) } }
      stubs = []
      for routeEnd in [start, end] {
        guard let frame = RouteReference.frame(of: routeEnd) else { continue }
        for terminal in RouteReference.terminals(routeEnd) {
          stubs.append((RouteReference.step(terminal.cell, RouteReference.outward(terminal.side!)), frame))
        }
      }
    }

    func cellCost(_ point: CanvasPoint, isEnd: Bool) -> Cost {
      var cost = Cost()
      if !isEnd && frames.contains(where: { $0.contains(point) }) { cost.frameCells = 1 }
      if kept.contains(where: { $0.contains(point) }) {
        cost.obstacleCells = 1
      } else if kept.contains(where: { inflated($0).contains(point) }) || isInFrameMargin(point) {
        cost.marginCells = 1
      }
      return cost
    }

    /// True when `point` is in the one-cell ring around a bound frame and is not a stub cell of
    /// that frame.
    func isInFrameMargin(_ point: CanvasPoint) -> Bool {
      frames.contains { frame in
        inflated(frame).contains(point) && !frame.contains(point)
          && !stubs.contains { $0.cell == point && $0.frame == frame }
      }
    }

    func inflated(_ rect: CanvasRect) -> CanvasRect {
      CanvasRect(
        column: rect.minColumn - 1, row: rect.minRow - 1, columns: rect.size.columns + 2,
        rows: rect.size.rows + 2)
    }

    /// Every cell of a route, in order, or nil when a run is not horizontal or vertical.
    static func cells(_ points: [CanvasPoint]) -> [CanvasPoint]? {
      var result = [points[0]]
      for (a, b) in zip(points, points.dropFirst()) {
        guard a.column == b.column || a.row == b.row else { return nil }
        var here = a
        while here != b {
          here = here.offsetBy(
            columns: (b.column - here.column).signum(), rows: (b.row - here.row).signum())
          result.append(here)
        }
      }
      return result
    }

    /// What is wrong with `route` as an elbow route of this scene, or nil when it keeps every
    /// rule: orthogonal runs, no repeated or collinear vertices, inside the search area, the
    /// ends on their bindings (border cell of an allowed side, the first run going out of it).
    func violation(of route: ConnectorRoute) -> String? {
      let points = route.points
      guard points.count >= 2 else { return "fewer than two points" }
      guard let cells = Self.cells(points) else { return "a run is neither horizontal nor vertical" }
      if points.count > 2 || points[0] != points[1] {
        for (a, b) in zip(points, points.dropFirst()) where a == b { return "repeated vertex \(a)" }
      }
      for index in points.indices.dropFirst().dropLast() {
        let (a, b, c) = (points[index - 1], points[index], points[index + 1])
        if (a.column == b.column && b.column == c.column) || (a.row == b.row && b.row == c.row) {
          return "collinear vertex \(b)"
        }
      }
      if let outside = cells.first(where: { !area.contains($0) }) { return "\(outside) is outside the area" }
      if let problem = endViolation(
        start, cell: cells[0], next: cells.count > 1 ? cells[1] : nil,
        afterNext: cells.count > 2 ? cells[2] : nil, route.startSide)
      {
        return "start: " + problem
      }
      let last = cells.count - 1
      if let problem = endViolation(
        end, cell: cells[last], next: last > 0 ? cells[last - 1] : nil,
        afterNext: last > 1 ? cells[last - 2] : nil, route.endSide)
      {
        return "end: " + problem
      }
      return nil
    }

    private func endViolation(
      _ end: RouteEnd, cell: CanvasPoint, next: CanvasPoint?, afterNext: CanvasPoint?, _ side: ShapeSide?
    ) -> String? {
      switch end {
      case .free(let point):
        if side != nil { return "a free end has a side" }
        return cell == point ? nil : "\(cell) is not the free end \(point)"
      case .bound(_, _, let offset):
        guard let side else { return "a bound end has no side" }
        guard RouteReference.sides(of: end).contains(side) else { return "side \(side) is not allowed" }
        let frame = RouteReference.frame(of: end)!
        let expected = RouteReference.cell(frame, side, offset: offset)
        guard cell == expected else { return "\(cell) is not the \(side) cell \(expected)" }
        if RouteReference.sideLength(side, frame) >= 3 {
          let corners = [
            CanvasPoint(column: frame.minColumn, row: frame.minRow),
            CanvasPoint(column: frame.maxColumn - 1, row: frame.minRow),
            CanvasPoint(column: frame.minColumn, row: frame.maxRow - 1),
            CanvasPoint(column: frame.maxColumn - 1, row: frame.maxRow - 1),
          ]
          if corners.contains(cell) { return "\(cell) is a corner" }
        }
        guard next == RouteReference.step(cell, RouteReference.outward(side)) else {
          return "does not leave the \(side) side at right angles"
        }
        if let afterNext, let next, afterNext != RouteReference.step(next, RouteReference.outward(side)) {
          return "turns on the stub cell \(next) of the \(side) side"
        }
        return nil
      }
    }

    /// The cost of a route's cells (each visit counts), its bends and its length.
    func cost(of route: ConnectorRoute) -> Cost {
      let cells = Self.cells(route.points)!
      var total = Cost()
      for (index, cell) in cells.enumerated() {
        total = total + cellCost(cell, isEnd: index == 0 || index == cells.count - 1)
      }
      total.length = cells.count - 1
      total.bends = route.points.count > 2 ? route.points.count - 2 : 0
      return total
    }

    /// The least cost of any elbow route in the search area, by Dijkstra over every
    /// (cell, heading, just left a side) of the area: a route that just left a bound side (it is
    /// on the stub cell) may only go straight on, and a bound end is entered only straight on
    /// from its stub cell.
    func bestCost() -> Cost {
      let width = area.size.columns
      let count = width * area.size.rows * 8
      func index(_ point: CanvasPoint, _ direction: Int, _ justLeft: Bool) -> Int {
        (((point.row - area.minRow) * width + (point.column - area.minColumn)) * 4 + direction) * 2
          + (justLeft ? 1 : 0)
      }
      var best = [Cost?](repeating: nil, count: count)
      var queue = ReferenceHeap()
      func offer(_ point: CanvasPoint, _ direction: Int, _ justLeft: Bool, _ cost: Cost) {
        let slot = index(point, direction, justLeft)
        if let known = best[slot], !(cost < known) { return }
        best[slot] = cost
        queue.push(cost, point, direction * 2 + (justLeft ? 1 : 0))
      }
      for terminal in RouteReference.terminals(start) {
        let startCost = cellCost(terminal.cell, isEnd: true)
        if let side = terminal.side {
          let direction = RouteReference.outward(side)
          let next = RouteReference.step(terminal.cell, direction)
          var cost = startCost + cellCost(next, isEnd: false)
          cost.length = 1
          offer(next, direction, true, cost)
        } else {
          for direction in 0..<4 { offer(terminal.cell, direction, false, startCost) }
        }
      }
      let ends = RouteReference.terminals(end)
      var answer: Cost?
      while let (cost, point, state) = queue.pop() {
        let direction = state / 2
        let justLeft = state % 2 == 1
        if let answer, !(cost < answer) { break }
        guard best[index(point, direction, justLeft)] == cost else { continue }
        for terminal in ends {
          if let side = terminal.side {
            let out = RouteReference.outward(side)
            guard point == RouteReference.step(terminal.cell, out), direction == (out + 2) % 4 else {
              continue
            }
            var total = cost + cellCost(terminal.cell, isEnd: true)
            total.length += 1
            if answer == nil || total < answer! { answer = total }
          } else if point == terminal.cell {
            if answer == nil || cost < answer! { answer = cost }
          }
        }
        for turn in 0..<4 where turn != (direction + 2) % 4 && (!justLeft || turn == direction) {
          let next = RouteReference.step(point, turn)
          guard area.contains(next) else { continue }
          var step = cellCost(next, isEnd: false)
          step.length = 1
          step.bends = turn == direction ? 0 : 1
          offer(next, turn, false, cost + step)
        }
      }
      // A free end cell is entered like any other cell, but as an end cell it does not count in
      // the frame tier; every route ends there, so leaving it out after the search changes no
      // choice.
      var result = answer!
      if case .free(let point) = end, frames.contains(where: { $0.contains(point) }) {
        result.frameCells -= 1
      }
      return result
    }
  }
}

/// A plain binary heap for the reference search.
struct ReferenceHeap {
  private var items: [(RouteReference.Cost, CanvasPoint, Int)] = []

  mutating func push(_ cost: RouteReference.Cost, _ point: CanvasPoint, _ direction: Int) {
    items.append((cost, point, direction))
    var child = items.count - 1
    while child > 0, items[child].0 < items[(child - 1) / 2].0 {
      items.swapAt(child, (child - 1) / 2)
      child = (child - 1) / 2
    }
  }

  mutating func pop() -> (RouteReference.Cost, CanvasPoint, Int)? {
    guard !items.isEmpty else { return nil }
    items.swapAt(0, items.count - 1)
    let top = items.removeLast()
    var index = 0
    while true {
      var smallest = index
      for child in [2 * index + 1, 2 * index + 2]
      where child < items.count && items[child].0 < items[smallest].0 {
        smallest = child
      }
      if smallest == index { break }
      items.swapAt(index, smallest)
      index = smallest
    }
    return top
  }
}

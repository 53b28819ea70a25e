import EaselGeometry

/// A* over (grid node, heading) on a `RouteGrid` with lexicographic `RouteCost`, from every
/// start terminal at once to the best of every end terminal, so all side pairs compete in one
/// search. The estimate is the exact bend count and the Manhattan length on an empty canvas,
/// which never overestimates and is consistent, so the first route found is optimal.
struct ElbowSearch {
  private struct QueueEntry {
    var estimate: RouteCost
    /// Estimated rest (bends, length): at equal estimates the deeper state goes first.
    var remainingBends: Int
    var remainingLength: Int
    /// Later pushes first at full ties, so the search runs depth-first along equal routes.
    var sequence: Int
    var state: Int32

    func precedes(_ other: QueueEntry) -> Bool {
      if estimate != other.estimate { return estimate < other.estimate }
      if remainingBends != other.remainingBends { return remainingBends < other.remainingBends }
      if remainingLength != other.remainingLength { return remainingLength < other.remainingLength }
      return sequence > other.sequence
    }
  }

  private let grid: RouteGrid
  private let starts: [RouteTerminal]
  private let ends: [RouteTerminal]
  private let columnCount: Int
  /// Each end's stub-end node, and the cost of the rest of the way to its cell.
  private let endNodes: [Int]
  private let endCosts: [RouteCost]

  // Search state, compact: `slot[node]` is the first of the node's four state entries (one per
  // heading) once the search has reached it, so only the visited part of the grid costs memory.
  private var slot: [Int32]
  private var best: [RouteCost] = []
  private var parent: [Int32] = []
  private var isClosed: [Bool] = []
  private var nodeOfState: [Int32] = []
  private var queue: [QueueEntry] = []
  private var sequence = 0

  init(grid: RouteGrid, starts: [RouteTerminal], ends: [RouteTerminal]) {
    self.grid = grid
    self.starts = starts
    self.ends = ends
    columnCount = grid.columns.count
    slot = [Int32](repeating: -1, count: grid.columns.count * grid.rows.count)
    endNodes = ends.map {
      RouteGrid.index(of: $0.stubEnd.row, in: grid.rows) * grid.columns.count
        + RouteGrid.index(of: $0.stubEnd.column, in: grid.columns)
    }
    endCosts = ends.map { $0.stubCost(on: grid, includingStubEnd: false) }
  }

  private func point(ofNode node: Int) -> CanvasPoint {
    CanvasPoint(column: grid.columns[node % columnCount], row: grid.rows[node / columnCount])
  }

  /// The state entry for `node` heading `direction`, made on first use.
  private mutating func state(_ node: Int, _ direction: RouteDirection) -> Int {
    var base = Int(slot[node])
    if base < 0 {
      base = best.count
      slot[node] = Int32(base)
      for _ in 0..<4 {
        best.append(RouteCost(frameCells: .max))
        parent.append(-1)
        isClosed.append(false)
        nodeOfState.append(Int32(node))
      }
    }
    return base + direction.rawValue
  }

  /// The estimate of the rest of the way, as (bends, length), to the nearest end.
  private func remaining(from node: Int, heading direction: RouteDirection) -> (bends: Int, length: Int) {
    let here = point(ofNode: node)
    var result = (bends: Int.max, length: Int.max)
    for end in ends {
      let bends = direction.minimumBends(from: here, to: end.stubEnd, then: end.side?.outward.reversed)
      let length =
        abs(end.stubEnd.column - here.column) + abs(end.stubEnd.row - here.row)
        + (end.side == nil ? 0 : RouteTerminal.stubLength)
      if (bends, length) < result { result = (bends, length) }
    }
    return result
  }

  /// `previous` is the state the step came from, or for a start's first state `-1 - start index`.
  private mutating func relax(_ node: Int, _ direction: RouteDirection, cost: RouteCost, from previous: Int32)
  {
    let entry = state(node, direction)
    guard cost < best[entry] else { return }
    best[entry] = cost
    parent[entry] = previous
    let rest = remaining(from: node, heading: direction)
    var estimate = cost
    estimate.bends += rest.bends
    estimate.length += rest.length
    sequence += 1
    push(
      QueueEntry(
        estimate: estimate, remainingBends: rest.bends, remainingLength: rest.length, sequence: sequence,
        state: Int32(entry)))
  }

  /// The best route from any start to any end, or nil when none can be found on the grid (every
  /// grid is connected, so only an empty list of terminals gives nil).
  mutating func run() -> ConnectorRoute? {
    for (startIndex, start) in starts.enumerated() {
      let node =
        RouteGrid.index(of: start.stubEnd.row, in: grid.rows) * columnCount
        + RouteGrid.index(of: start.stubEnd.column, in: grid.columns)
      let cost = start.stubCost(on: grid, includingStubEnd: true)
      if let side = start.side {
        relax(node, side.outward, cost: cost, from: Int32(-1 - startIndex))
      } else {
        // A free start may set off any way without a bend.
        for direction in RouteDirection.allCases {
          relax(node, direction, cost: cost, from: Int32(-1 - startIndex))
        }
      }
    }
    var found: (cost: RouteCost, state: Int, end: Int)?
    while let entry = pop() {
      let stateIndex = Int(entry.state)
      if let found, !(entry.estimate < found.cost) { break }
      guard !isClosed[stateIndex] else { continue }
      isClosed[stateIndex] = true
      let node = Int(nodeOfState[stateIndex])
      let heading = RouteDirection(rawValue: stateIndex & 3)!
      let cost = best[stateIndex]
      for (index, end) in ends.enumerated() where endNodes[index] == node {
        var total = cost
        if let side = end.side {
          let inward = side.outward.reversed
          guard heading != side.outward else { continue }
          total = total + endCosts[index]
          if heading != inward { total.bends += 1 }
        }
        if found == nil || total < found!.cost { found = (total, stateIndex, index) }
      }
      let column = node % columnCount
      let row = node / columnCount
      for direction in RouteDirection.allCases where direction != heading.reversed {
        let next: Int
        switch direction {
        case .right where column + 1 < columnCount: next = node + 1
        case .left where column > 0: next = node - 1
        case .down where row + 1 < grid.rows.count: next = node + columnCount
        case .up where row > 0: next = node - columnCount
        default: continue
        }
        var step = grid.runCost(column: column, row: row, direction)
        if direction != heading { step.bends = 1 }
        relax(next, direction, cost: cost + step, from: Int32(stateIndex))
      }
    }
    guard let found else { return nil }
    return route(endingAt: found.state, end: ends[found.end])
  }

  private func route(endingAt last: Int, end: RouteTerminal) -> ConnectorRoute {
    var nodes: [CanvasPoint] = [end.cell]
    var link = Int32(last)
    while link >= 0 {
      nodes.append(point(ofNode: Int(nodeOfState[Int(link)])))
      link = parent[Int(link)]
    }
    let start = starts[Int(-1 - link)]
    nodes.append(start.cell)
    nodes.reverse()
    return ConnectorRoute(points: Self.vertices(of: nodes), startSide: start.side, endSide: end.side)
  }

  /// The cells with repeats and straight-through points dropped; at least two.
  static func vertices(of cells: [CanvasPoint]) -> [CanvasPoint] {
    var result: [CanvasPoint] = []
    for cell in cells where result.last != cell {
      if result.count >= 2 {
        let a = result[result.count - 2]
        let b = result[result.count - 1]
        if (a.column == b.column && b.column == cell.column) || (a.row == b.row && b.row == cell.row) {
          result[result.count - 1] = cell
          continue
        }
      }
      result.append(cell)
    }
    if result.count == 1 { result.append(result[0]) }
    return result
  }

  // A binary heap on `QueueEntry.precedes`.
  private mutating func push(_ entry: QueueEntry) {
    queue.append(entry)
    var child = queue.count - 1
    while child > 0 {
      let parentIndex = (child - 1) / 2
      guard queue[child].precedes(queue[parentIndex]) else { break }
      queue.swapAt(child, parentIndex)
      child = parentIndex
    }
  }

  private mutating func pop() -> QueueEntry? {
    guard let top = queue.first else { return nil }
    let last = queue.removeLast()
    if !queue.isEmpty {
      queue[0] = last
      var index = 0
      while true {
        let left = 2 * index + 1
        guard left < queue.count else { break }
        var chosen = left
        if left + 1 < queue.count && queue[left + 1].precedes(queue[left]) { chosen = left + 1 }
        guard queue[chosen].precedes(queue[index]) else { break }
        queue.swapAt(chosen, index)
        index = chosen
      }
    }
    return top
  }
}

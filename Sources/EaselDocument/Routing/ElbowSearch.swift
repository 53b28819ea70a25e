import EaselGeometry

/// A* over (grid node, heading) on a `RouteGrid` with lexicographic `RouteCost`, from every
/// start terminal at once to the best of every end terminal, so all side pairs compete in one
/// search. The estimate is the exact bend count and the Manhattan length on an empty canvas,
/// which never overestimates and is consistent, so the first route found is optimal.
///
/// A route leaves and enters a bound side straight (spec §10.1): it never turns on a stub cell,
/// so its first and last runs are at least two cells long and an arrowhead, drawn beside the
/// frame, never lands on it. The search so starts past the stub cell, at the next grid line
/// outward, and takes an end only when heading into it; the routes that end on a start's stub
/// cell (a free end there, or two sides facing each other across one or two cells) are
/// weighed directly.
struct ElbowSearch {
  private struct QueueEntry {
    /// The estimated total: `RouteCost.penalty` above `RouteCost.path`, one comparison.
    var estimate: UInt128
    /// At equal estimates the deeper state (the smaller estimated rest, packed as in
    /// `RouteCost.path`) goes first, then the later push, so the search runs depth-first along
    /// equal routes: the rest above the complement of the push's sequence number.
    var order: UInt128
    var state: Int32

    @inline(__always)
    func precedes(_ other: QueueEntry) -> Bool {
      estimate < other.estimate || (estimate == other.estimate && order < other.order)
    }
  }

  private let grid: RouteGrid
  private let starts: [RouteTerminal]
  private let ends: [RouteTerminal]
  private let columnCount: Int
  /// Only clean runs are taken (on a clean grid).
  private let isClean: Bool
  /// Each end's stub-end node, and the cost of the rest of the way to its cell.
  private let endNodes: [Int]
  private let endCosts: [RouteCost]
  /// For the full grid, each node's least penalty to an end (`penaltiesToGo`).
  private let penaltyToGo: [UInt64]
  /// Where the search sets off from each start: a free start's cell in every direction, a
  /// bound start's next grid node past its stub cell, heading out.
  private let departures: [Departure]
  private struct Departure {
    var node: Int
    var point: CanvasPoint
    var heading: RouteDirection?
    var cost: RouteCost
    var start: Int
  }

  // Search state, compact: `slot[node]` is the first of the node's four state entries (one per
  // heading) once the search has reached it, so only the visited part of the grid costs memory.
  private var slot: [Int32]
  private struct StateRecord {
    var best = RouteCost.unreachable
    /// The state the best way here came from, or for a start's first state `-1 - start index`.
    var parent: Int32 = -1
    var node: Int32
    var isClosed = false
  }
  private var states: [StateRecord] = []
  private var queue: [QueueEntry] = []
  private var sequence: UInt32 = 0

  init(grid: RouteGrid, starts: [RouteTerminal], ends: [RouteTerminal], isClean: Bool = false) {
    self.grid = grid
    self.isClean = isClean
    self.starts = starts
    self.ends = ends
    columnCount = grid.columns.count
    slot = [Int32](repeating: -1, count: grid.columns.count * grid.rows.count)
    endNodes = ends.map {
      RouteGrid.index(of: $0.stubEnd.row, in: grid.rows) * grid.columns.count
        + RouteGrid.index(of: $0.stubEnd.column, in: grid.columns)
    }
    endCosts = ends.map { $0.stubCost(on: grid, includingStubEnd: false) }
    penaltyToGo = isClean ? [] : Self.penaltiesToGo(grid: grid, endNodes: endNodes, endCosts: endCosts)
    departures = Self.departures(grid: grid, starts: starts, isClean: isClean)
  }

  private static func departures(grid: RouteGrid, starts: [RouteTerminal], isClean: Bool) -> [Departure] {
    let width = grid.columns.count
    var result: [Departure] = []
    for (index, start) in starts.enumerated() {
      let column = RouteGrid.index(of: start.stubEnd.column, in: grid.columns)
      let row = RouteGrid.index(of: start.stubEnd.row, in: grid.rows)
      let cost = start.stubCost(on: grid, includingStubEnd: true)
      guard let side = start.side else {
        result.append(
          Departure(node: row * width + column, point: start.stubEnd, heading: nil, cost: cost, start: index))
        continue
      }
      let out = side.outward
      let nextColumn = column + out.columnStep
      let nextRow = row + out.rowStep
      guard nextColumn >= 0, nextColumn < width, nextRow >= 0, nextRow < grid.rows.count else { continue }
      if isClean && !grid.isCleanRun(column: column, row: row, out) { continue }
      result.append(
        Departure(
          node: nextRow * width + nextColumn,
          point: CanvasPoint(column: grid.columns[nextColumn], row: grid.rows[nextRow]), heading: out,
          cost: cost + grid.runCost(column: column, row: row, out), start: index))
    }
    return result
  }

  /// The least penalty (the three cell tiers, packed) from each node to an end, by a Dijkstra
  /// backwards from the ends over nodes alone. Exact, so added to the A* estimate it stays
  /// consistent; it steers the search through the least obstructed way at once instead of
  /// first trying every way around.
  private static func penaltiesToGo(grid: RouteGrid, endNodes: [Int], endCosts: [RouteCost]) -> [UInt64] {
    let width = grid.columns.count
    let height = grid.rows.count
    var penalty = [UInt64](repeating: .max, count: width * height)
    var queue: [(penalty: UInt64, node: Int32)] = []
    func offer(_ node: Int, _ value: UInt64) {
      guard value < penalty[node] else { return }
      penalty[node] = value
      BinaryHeap.push((value, Int32(node)), into: &queue) { $0.penalty < $1.penalty }
    }
    for (node, cost) in zip(endNodes, endCosts) { offer(node, cost.penalty) }
    // Most runs cost nothing: the nodes they reach at the same penalty are settled straight away
    // from a stack, and only dearer ones go through the heap.
    var sameLevel: [Int32] = []
    while let top = BinaryHeap.pop(&queue, by: { $0.penalty < $1.penalty }) {
      guard top.penalty == penalty[Int(top.node)] else { continue }
      sameLevel.append(top.node)
      while let settled = sameLevel.popLast() {
        let node = Int(settled)
        let value = penalty[node]
        let column = node % width
        let row = node / width
        // Each neighbour reaches this node by the run from it in the opposite direction.
        for direction in RouteDirection.allCases {
          let neighbour: Int
          let neighbourColumn: Int
          let neighbourRow: Int
          switch direction {
          case .right where column > 0:
            (neighbour, neighbourColumn, neighbourRow) = (node - 1, column - 1, row)
          case .left where column + 1 < width:
            (neighbour, neighbourColumn, neighbourRow) = (node + 1, column + 1, row)
          case .down where row > 0:
            (neighbour, neighbourColumn, neighbourRow) = (node - width, column, row - 1)
          case .up where row + 1 < height:
            (neighbour, neighbourColumn, neighbourRow) = (node + width, column, row + 1)
          default: continue
          }
          let run = grid.runCost(column: neighbourColumn, row: neighbourRow, direction).penalty
          if run == 0 {
            if value < penalty[neighbour] {
              penalty[neighbour] = value
              sameLevel.append(Int32(neighbour))
            }
          } else {
            offer(neighbour, value &+ run)
          }
        }
      }
    }
    return penalty
  }

  private func point(ofNode node: Int) -> CanvasPoint {
    CanvasPoint(column: grid.columns[node % columnCount], row: grid.rows[node / columnCount])
  }

  /// The state entry for `node` heading `direction`, made on first use.
  private mutating func state(_ node: Int, _ direction: RouteDirection) -> Int {
    var base = Int(slot[node])
    if base < 0 {
      base = states.count
      slot[node] = Int32(base)
      let record = StateRecord(node: Int32(node))
      states.append(contentsOf: repeatElement(record, count: 4))
    }
    return base + direction.rawValue
  }

  /// The estimate of the rest of the way to the nearest end, as `RouteCost.path`.
  private func remaining(from here: CanvasPoint, heading direction: RouteDirection) -> UInt64 {
    var result = UInt64.max
    for end in ends {
      let bends = direction.minimumBends(
        from: here, arrivingAt: end.stubEnd, heading: end.side?.outward.reversed)
      let length =
        abs(end.stubEnd.column - here.column) + abs(end.stubEnd.row - here.row)
        + (end.side == nil ? 0 : RouteTerminal.stubLength)
      result = min(result, (RouteCost.length(length) + RouteCost(penalty: 0, path: UInt64(bends) << 40)).path)
    }
    return result
  }

  /// `previous` is the state the step came from, or for a start's first state `-1 - start index`.
  private mutating func relax(
    _ node: Int, at here: CanvasPoint, _ direction: RouteDirection, cost: RouteCost, from previous: Int32
  ) {
    let entry = state(node, direction)
    guard cost < states[entry].best else { return }
    states[entry].best = cost
    states[entry].parent = previous
    let rest = remaining(from: here, heading: direction)
    sequence &+= 1
    let estimate = cost + RouteCost(penalty: isClean ? 0 : penaltyToGo[node], path: rest)
    push(
      QueueEntry(
        estimate: UInt128(estimate.penalty) << 64 | UInt128(estimate.path),
        order: UInt128(rest) << 64 | UInt128(UInt32.max - sequence), state: Int32(entry)))
  }

  /// True when some end's stub node can be reached from some start's by clean runs: a flood
  /// fill far cheaper than a search that finds there is no clean route.
  func endsAreReachableByCleanRuns() -> Bool {
    let width = columnCount
    let height = grid.rows.count
    var isReached = [Bool](repeating: false, count: width * height)
    var pending: [Int] = []
    for departure in departures where !isReached[departure.node] {
      isReached[departure.node] = true
      pending.append(departure.node)
    }
    var isEnd = [Bool](repeating: false, count: width * height)
    for node in endNodes { isEnd[node] = true }
    while let node = pending.popLast() {
      if isEnd[node] { return true }
      let column = node % width
      let row = node / width
      for direction in RouteDirection.allCases {
        let next: Int
        switch direction {
        case .right where column + 1 < width: next = node + 1
        case .left where column > 0: next = node - 1
        case .down where row + 1 < height: next = node + width
        case .up where row > 0: next = node - width
        default: continue
        }
        if !isReached[next] && grid.isCleanRun(column: column, row: row, direction) {
          isReached[next] = true
          pending.append(next)
        }
      }
    }
    return false
  }

  /// The routes that end on a bound start's stub cell, before any run of the search: a free end
  /// there, or an end whose stub cell it is too, entered straight on. The best, or nil.
  private func directRoute() -> (cost: RouteCost, start: Int, end: Int)? {
    var best: (cost: RouteCost, start: Int, end: Int)?
    for (startIndex, start) in starts.enumerated() {
      guard let side = start.side else { continue }
      for (endIndex, end) in ends.enumerated() where end.stubEnd == start.stubEnd {
        let cost: RouteCost
        if let endSide = end.side {
          guard endSide.outward == side.outward.reversed else { continue }
          cost = start.stubCost(on: grid, includingStubEnd: true) + endCosts[endIndex]
        } else {
          cost =
            grid.cost(at: start.cell, isEndCell: true) + grid.cost(at: end.cell, isEndCell: true) + .length(1)
        }
        guard !isClean || cost.isClean else { continue }
        if best == nil || cost < best!.cost { best = (cost, startIndex, endIndex) }
      }
    }
    return best
  }

  /// The best route from any start to any end, or nil when none can be found on the grid (every
  /// full grid is connected, so only an empty list of terminals gives nil there; a clean grid
  /// gives nil when no clean route exists).
  mutating func run() -> ConnectorRoute? {
    let direct = directRoute()
    guard !isClean || direct != nil || endsAreReachableByCleanRuns() else { return nil }
    for departure in departures {
      if let heading = departure.heading {
        relax(
          departure.node, at: departure.point, heading, cost: departure.cost,
          from: Int32(-1 - departure.start))
      } else {
        // A free start may set off any way without a bend.
        for direction in RouteDirection.allCases {
          relax(
            departure.node, at: departure.point, direction, cost: departure.cost,
            from: Int32(-1 - departure.start))
        }
      }
    }
    // The search's best; `state` -1 stands for the direct route.
    var found: (cost: RouteCost, state: Int, end: Int)? = direct.map { ($0.cost, -1, $0.end) }
    while let entry = pop() {
      let stateIndex = Int(entry.state)
      if let found, entry.estimate >= UInt128(found.cost.penalty) << 64 | UInt128(found.cost.path) { break }
      guard !states[stateIndex].isClosed else { continue }
      states[stateIndex].isClosed = true
      let node = Int(states[stateIndex].node)
      let heading = RouteDirection(rawValue: stateIndex & 3)!
      let cost = states[stateIndex].best
      for (index, end) in ends.enumerated() where endNodes[index] == node {
        var total = cost
        if let side = end.side {
          // Only straight into the side: no turn on the stub cell.
          guard heading == side.outward.reversed else { continue }
          total = total + endCosts[index]
        }
        if found == nil || total < found!.cost { found = (total, stateIndex, index) }
      }
      let column = node % columnCount
      let row = node / columnCount
      for direction in RouteDirection.allCases where direction != heading.reversed {
        let next: Int
        let there: CanvasPoint
        switch direction {
        case .right where column + 1 < columnCount:
          next = node + 1
          there = CanvasPoint(column: grid.columns[column + 1], row: grid.rows[row])
        case .left where column > 0:
          next = node - 1
          there = CanvasPoint(column: grid.columns[column - 1], row: grid.rows[row])
        case .down where row + 1 < grid.rows.count:
          next = node + columnCount
          there = CanvasPoint(column: grid.columns[column], row: grid.rows[row + 1])
        case .up where row > 0:
          next = node - columnCount
          there = CanvasPoint(column: grid.columns[column], row: grid.rows[row - 1])
        default: continue
        }
        if isClean && !grid.isCleanRun(column: column, row: row, direction) { continue }
        var step = grid.runCost(column: column, row: row, direction)
        if direction != heading { step = step + .bend }
        relax(next, at: there, direction, cost: cost + step, from: Int32(stateIndex))
      }
    }
    guard let found else { return nil }
    if found.state < 0, let direct {
      let start = starts[direct.start]
      let end = ends[direct.end]
      return ConnectorRoute(
        points: Self.vertices(of: [start.cell, start.stubEnd, end.cell]), startSide: start.side,
        endSide: end.side)
    }
    return route(endingAt: found.state, end: ends[found.end])
  }

  private func route(endingAt last: Int, end: RouteTerminal) -> ConnectorRoute {
    var nodes: [CanvasPoint] = [end.cell]
    var link = Int32(last)
    while link >= 0 {
      nodes.append(point(ofNode: Int(states[Int(link)].node)))
      link = states[Int(link)].parent
    }
    let start = starts[Int(-1 - link)]
    nodes.append(start.stubEnd)
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

  // The search's queue: a binary heap on `QueueEntry.precedes`.
  private mutating func push(_ entry: QueueEntry) {
    BinaryHeap.push(entry, into: &queue) { $0.precedes($1) }
  }

  private mutating func pop() -> QueueEntry? { BinaryHeap.pop(&queue) { $0.precedes($1) } }
}

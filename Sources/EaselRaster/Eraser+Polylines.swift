import EaselGeometry

/// A pen polyline being built through dots that must all be drawn, so that the stroke draws
/// exactly them.
///
/// Every move is to one of the 8 neighbouring dots or straight along a row, column or exact
/// diagonal of drawn dots: `DotCanvas.drawLine` plots exactly the dots of such a move, and
/// nothing else. Repeated points are dropped and moves continuing in the same direction are
/// merged, which keeps the same dots.
struct PolylineBuilder {
  private(set) var points: [DotPoint] = []

  var last: DotPoint? { points.last }

  mutating func append(_ point: DotPoint) {
    guard let last = points.last else {
      points.append(point)
      return
    }
    guard last != point else { return }
    if points.count >= 2, let before = Self.direction(from: points[points.count - 2], to: last),
      before == Self.direction(from: last, to: point)
    {
      points[points.count - 1] = point
    } else {
      points.append(point)
    }
  }

  mutating func append(x: Int, y: Int) { append(DotPoint(x: x, y: y)) }

  mutating func truncate(to count: Int) { points.removeLast(points.count - count) }

  /// The unit step of a move along a row, a column or an exact diagonal; nil for any other.
  private static func direction(from a: DotPoint, to b: DotPoint) -> DotPoint? {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    guard dx == 0 || dy == 0 || abs(dx) == abs(dy) else { return nil }
    return DotPoint(x: dx.signum(), y: dy.signum())
  }
}

/// The dots a straight segment between two dots is drawn with, in order from `start` to `end`,
/// computed as `DotCanvas.drawLine` computes them.
///
/// Erasing needs them one by one, in order, to find where a segment enters the area and to redraw
/// the parts left outside dot for dot.
struct DotSegment {
  let start: DotPoint
  let end: DotPoint

  /// How many dots the segment has: one per step along its longer axis, both ends included.
  var count: Int { max(abs(end.x - start.x), abs(end.y - start.y)) + 1 }

  /// The dot `index` steps from `start` along the longer axis.
  func dot(_ index: Int) -> DotPoint {
    // Measured from the end with the smaller major coordinate, as `DotCanvas` does, so the
    // dots are the ones it plots whichever way round the segment runs.
    if abs(end.x - start.x) >= abs(end.y - start.y) {
      let x = start.x + index * (end.x - start.x).signum()
      let (from, to) = start.x <= end.x ? (start, end) : (end, start)
      return DotPoint(x: x, y: from.y + Self.step(x - from.x, of: to.x - from.x, across: to.y - from.y))
    } else {
      let y = start.y + index * (end.y - start.y).signum()
      let (from, to) = start.y <= end.y ? (start, end) : (end, start)
      return DotPoint(x: from.x + Self.step(y - from.y, of: to.y - from.y, across: to.x - from.x), y: y)
    }
  }

  /// The indices whose dots can lie in `rect`: the segment clipped along its longer axis.
  func indices(near rect: CanvasRect) -> Range<Int> {
    let isHorizontal = abs(end.x - start.x) >= abs(end.y - start.y)
    let (first, last) = isHorizontal ? (start.x, end.x) : (start.y, end.y)
    let perCell = isHorizontal ? DotPoint.dotsPerCellHorizontally : DotPoint.dotsPerCellVertically
    let low = (isHorizontal ? rect.minColumn : rect.minRow) * perCell
    let high = (isHorizontal ? rect.maxColumn : rect.maxRow) * perCell - 1
    let sign = first <= last ? 1 : -1
    let from = max(0, sign * ((sign > 0 ? low : high) - first))
    let to = min(count - 1, sign * ((sign > 0 ? high : low) - first))
    return from <= to ? from..<to + 1 : 0..<0
  }

  /// `position × minor ÷ major`, rounded half up; 0 when the run has no length.
  private static func step(_ position: Int, of major: Int, across minor: Int) -> Int {
    guard major > 0 else { return 0 }
    let twice = 2 * position * minor + major
    let divisor = 2 * major
    return twice >= 0 ? twice / divisor : -((-twice + divisor - 1) / divisor)
  }
}

/// A set of dots kept as sorted runs per dot row, turned into pen polylines that draw exactly
/// those dots: one polyline per 8-connected group.
///
/// Each polyline walks a depth-first tree over the runs: along a run, one step into the next
/// run, and back the same way when a branch is done; a walk only ever passes over dots of the
/// set, so it draws nothing else. It starts at a run with at most one neighbour when there is
/// one, so an arc is walked end to end without coming back.
struct DotRuns {
  private var ys: [Int] = []
  private var runs: [[ClosedRange<Int>]] = []
  private(set) var dotCount = 0

  /// Adds the runs of dot row `y`; rows must come in increasing order, runs sorted and apart.
  mutating func append(y: Int, _ rowRuns: [ClosedRange<Int>]) {
    guard !rowRuns.isEmpty else { return }
    precondition(ys.last.map { $0 < y } ?? true, "dot rows out of order")
    ys.append(y)
    runs.append(rowRuns)
    dotCount += rowRuns.reduce(0) { $0 + $1.count }
  }

  private struct Node {
    var y: Int
    var run: ClosedRange<Int>
  }

  private struct Frame {
    var node: Int
    var entry: Int
    var children: [Int]
    var next = 0
    var link = 0
  }

  func polylines() -> [[DotPoint]] {
    var nodes: [Node] = []
    var rowStarts: [Int] = []
    for (y, rowRuns) in zip(ys, runs) {
      rowStarts.append(nodes.count)
      nodes.append(contentsOf: rowRuns.map { Node(y: y, run: $0) })
    }
    rowStarts.append(nodes.count)
    let neighbours = Self.neighbours(nodes, rowStarts: rowStarts, ys: ys)
    var visited = [Bool](repeating: false, count: nodes.count)
    var result: [[DotPoint]] = []
    for root in Self.roots(neighbours) {
      result.append(Self.walk(from: root, nodes: nodes, neighbours: neighbours, visited: &visited))
    }
    return result
  }

  /// For each run, the runs next to it (sharing a side or a corner) in the rows above and below.
  private static func neighbours(_ nodes: [Node], rowStarts: [Int], ys: [Int]) -> [[Int]] {
    var neighbours = [[Int]](repeating: [], count: nodes.count)
    for row in 0..<max(0, ys.count - 1) where ys[row + 1] == ys[row] + 1 {
      var upper = rowStarts[row]
      var lower = rowStarts[row + 1]
      while upper < rowStarts[row + 1] && lower < rowStarts[row + 2] {
        let (a, b) = (nodes[upper].run, nodes[lower].run)
        if a.lowerBound - 1 <= b.upperBound && b.lowerBound <= a.upperBound + 1 {
          neighbours[upper].append(lower)
          neighbours[lower].append(upper)
        }
        if a.upperBound < b.upperBound { upper += 1 } else { lower += 1 }
      }
    }
    return neighbours
  }

  /// One run per connected group to start walking from: the first with at most one neighbour,
  /// else the group's first.
  private static func roots(_ neighbours: [[Int]]) -> [Int] {
    var group = [Int](repeating: -1, count: neighbours.count)
    var roots: [Int] = []
    for start in neighbours.indices where group[start] < 0 {
      group[start] = roots.count
      var members = [start]
      var queue = [start]
      while let node = queue.popLast() {
        for next in neighbours[node] where group[next] < 0 {
          group[next] = roots.count
          members.append(next)
          queue.append(next)
        }
      }
      roots.append(members.filter { neighbours[$0].count <= 1 }.min() ?? members.min() ?? start)
    }
    return roots
  }

  private static func walk(
    from root: Int, nodes: [Node], neighbours: [[Int]], visited: inout [Bool]
  ) -> [DotPoint] {
    var builder = PolylineBuilder()
    var useful = 0
    func enter(_ node: Int, at entry: Int) -> Frame {
      visited[node] = true
      let (y, run) = (nodes[node].y, nodes[node].run)
      // Cover the run: to the nearer end, then the farther one.
      let nearIsLow = entry - run.lowerBound <= run.upperBound - entry
      builder.append(x: nearIsLow ? run.lowerBound : run.upperBound, y: y)
      builder.append(x: nearIsLow ? run.upperBound : run.lowerBound, y: y)
      useful = builder.points.count
      // Branches in order back from the far end.
      let children = neighbours[node].sorted { a, b in
        nearIsLow
          ? nodes[a].run.upperBound > nodes[b].run.upperBound
          : nodes[a].run.lowerBound < nodes[b].run.lowerBound
      }
      return Frame(node: node, entry: entry, children: children)
    }
    let first = nodes[root].run.lowerBound
    builder.append(x: first, y: nodes[root].y)
    var stack = [enter(root, at: first)]
    while var top = stack.last {
      let here = nodes[top.node]
      if top.next < top.children.count {
        let child = top.children[top.next]
        top.next += 1
        if !visited[child], let position = builder.last {
          let next = nodes[child]
          let link = min(
            max(position.x, here.run.lowerBound, next.run.lowerBound - 1), here.run.upperBound,
            next.run.upperBound + 1)
          let entry = min(max(link, next.run.lowerBound), next.run.upperBound)
          builder.append(x: link, y: here.y)
          builder.append(x: entry, y: next.y)
          top.link = link
          stack[stack.count - 1] = top
          stack.append(enter(child, at: entry))
        } else {
          stack[stack.count - 1] = top
        }
      } else {
        // Back to where this run was entered, then to the parent's run.
        stack.removeLast()
        builder.append(x: top.entry, y: here.y)
        if let parent = stack.last { builder.append(x: parent.link, y: nodes[parent.node].y) }
      }
    }
    builder.truncate(to: useful)
    return builder.points
  }
}

/// Trunks that branch (spec §10.1): a tree of strokes through junctions (`+ ┬ ├ ┼ ┴ ┤`) joining
/// several ends gives one line per end it leads to from one root end, each drawn over the
/// shared trunk, so a fan-out to k boxes is k connectors. The root is the one end unlike the
/// others: the only one without an arrowhead (a fan-out: `├──►`), the only one with one (a
/// fan-in, a bus into one box), or, with no arrowheads and every end on a box, the only end
/// leaving the trunk one way while the others leave it the other (an org chart's top box).
/// Anything else (two lines crossing at `┼`, a directory tree, a loop) is walked as before:
/// straight on through crossings, each branch a line of its own.
extension Recogniser {
  /// The paths of every fan, from their root to each other end (or each end to a fan-in's
  /// root); their joins are marked used.
  func fanPaths(_ graph: JoinGraph, used: inout [UInt8]) -> ([[Int]], [Note]) {
    let count = columns * rows
    var paths: [[Int]] = []
    var notes: [Note] = []
    var visited: [Bool] = []
    for start in 0..<count where graph.degree(start) >= 3 && frames[start] == nil {
      if visited.isEmpty { visited = [Bool](repeating: false, count: count) }
      guard !visited[start] else { continue }
      // The component: every cell joined to the junction, frames ending it.
      var members = [start]
      visited[start] = true
      // A frame cell may end several trees: it is marked for this one only.
      var frameMembers = Set<Int>()
      var position = 0
      var joinCount = 0
      var isTree = true
      while position < members.count {
        let cell = members[position]
        position += 1
        joinCount += graph.degree(cell)
        if frames[cell] != nil {
          if graph.degree(cell) != 1 { isTree = false }
          continue
        }
        for direction in Direction.allCases where graph.isJoined(cell, direction) {
          guard let next = neighbour(cell, direction) else { continue }
          if frames[next] != nil {
            guard frameMembers.insert(next).inserted else { continue }
          } else {
            guard !visited[next] else { continue }
            visited[next] = true
          }
          members.append(next)
        }
      }
      // A tree: one join fewer than cells (each join counted from both its cells).
      guard isTree, joinCount == 2 * (members.count - 1), members.count <= 100_000 else { continue }
      let ends = members.filter { frames[$0] != nil || graph.degree($0) == 1 }
      guard ends.count >= 3, let (root, fanIn) = fanRoot(of: ends, graph) else {
        if ends.count >= 3 {
          notes.append(
            Note(
              cell: start,
              reason: "a junction joins lines with no one end to fan from: kept as lines through it"))
        }
        continue
      }
      // Parents from the root, then each end's path back to it.
      var parent = [Int: Int]()
      parent[root] = root
      var queue = [root]
      var head = 0
      while head < queue.count {
        let cell = queue[head]
        head += 1
        for direction in Direction.allCases where graph.isJoined(cell, direction) {
          guard let next = neighbour(cell, direction), parent[next] == nil else { continue }
          parent[next] = cell
          queue.append(next)
        }
      }
      for end in ends where end != root {
        var path = [end]
        var cell = end
        while let up = parent[cell], up != cell {
          path.append(up)
          cell = up
        }
        paths.append(fanIn ? path : path.reversed())
      }
      for cell in members { used[cell] = graph.joins[cell] }
    }
    return (paths, notes)
  }

  /// The end a fan starts from (or, for a fan-in, ends at), if one end is unlike the others.
  private func fanRoot(of ends: [Int], _ graph: JoinGraph) -> (Int, Bool)? {
    /// The cell an end is joined to.
    func inner(_ end: Int) -> Int? {
      Direction.allCases.first { graph.isJoined(end, $0) }.flatMap { neighbour(end, $0) }
    }
    func isHead(_ end: Int) -> Bool {
      if arrows[end] != nil { return true }
      // An arrowhead beside the frame the end is on (`──→┤`, as Easel draws a bound end).
      guard frames[end] != nil, let next = inner(end), let arrow = arrows[next] else { return false }
      return neighbour(next, arrow) == end
    }
    let heads = ends.filter(isHead)
    let tails = ends.filter { !isHead($0) }
    if heads.count == 1 && tails.count >= 2 { return (heads[0], true) }
    if tails.count == 1 && heads.count >= 2 { return (tails[0], false) }
    guard heads.isEmpty else { return nil }
    // No arrowheads: every end on a box, one leaving the trunk one way and the rest the other.
    var ways: [Direction] = []
    for end in ends {
      guard let next = inner(end), frames[end] != nil || facesBox(end, from: next) else { return nil }
      ways.append(direction(from: next, to: end))
    }
    for way in Set(ways) where ways.filter({ $0 == way }).count == 1 {
      let others = ways.filter { $0 != way }
      if others.allSatisfy({ $0 == way.opposite }) {
        return (ends[ways.firstIndex(of: way)!], false)
      }
    }
    return nil
  }
}

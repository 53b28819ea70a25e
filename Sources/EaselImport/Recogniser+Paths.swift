import EaselDocument
import EaselGeometry

/// Lines: cells whose strokes join their neighbours' are walked into paths, straight on
/// through crossings, turning at corners; a path becomes a line with its corners as bends and
/// arrowheads at its ends (`+Lines`). A trunk branching to several boxes gives one line per
/// box it joins (`+Fans`); a branch leaving a junction otherwise (a tree's `├──`) is a line of
/// its own starting on the junction, which the line through it completes. A single stroke
/// between two boxes (`|` between stacked boxes) is a line of one cell.
extension Recogniser {
  mutating func findLines() {
    if hasUnderscoreRuns { adjustUnderscoreArms(onFrames: frames) }
    var graph = joinGraph()
    let bridges = wordBridges(graph)
    if !bridges.isEmpty { lend(bridges, into: &graph) }
    dropUndrawableJoins(&graph)
    let (paths, fanNotes) = linePaths(graph)
    notes += fanNotes
    let mayBeUnderscore = hasUnderscoreRuns || graph.hasUnderscoreJoins
    for path in paths {
      guard
        let found = line(
          along: path, graph: graph, isUnderscore: mayBeUnderscore && isUnderscore(path, graph))
      else { continue }
      for cell in found.cells { owned[cell] = true }
      lines.append(found)
    }
    if !boxes.isEmpty {
      for found in oneCellLinks(graph) {
        owned[found.cells[0]] = true
        lines.append(found)
      }
    }
  }

  /// The paths along the joins: fans first, then walks from every end, then closed loops.
  private func linePaths(_ graph: JoinGraph) -> ([[Int]], [Note]) {
    let count = columns * rows
    var used = [UInt8](repeating: 0, count: count)
    let (fans, notes) = fanPaths(graph, used: &used)
    var paths = fans
    /// A run across going on straight through `index` in another kind (`___+---` is two lines);
    /// an arrowhead's join has the weight of what it points into, whatever the run's.
    func changesKind(at index: Int, _ direction: Direction) -> Bool {
      guard direction.isHorizontal, arrows[index] == nil, let next = neighbour(index, direction),
        arrows[next] == nil, let previous = neighbour(index, direction.opposite), arrows[previous] == nil
      else { return false }
      return (graph.weight(index, direction) == .underscore)
        != (graph.weight(index, direction.opposite) == .underscore)
    }
    func walk(from start: Int, _ first: Direction) -> [Int] {
      var path = [start]
      var here = start
      var direction = first
      // The path's alphabet and weight, from its first stroke joining a stroke: an arrowhead
      // takes the weight of what it points into, which may be a frame of another alphabet.
      var family: Weight? = nil
      while true {
        guard let next = neighbour(here, direction) else { break }
        used[here] |= 1 << direction.rawValue
        used[next] |= 1 << direction.opposite.rawValue
        if family == nil && arrows[here] == nil && arrows[next] == nil {
          family = graph.weight(here, direction).family
        }
        path.append(next)
        here = next
        if frames[here] != nil { break }
        let free = graph.joins[here] & ~used[here]
        let isArrow = arrows[here] != nil
        func open(_ candidate: Direction) -> Bool {
          guard free & (1 << candidate.rawValue) != 0 else { return false }
          if hasUnderscoreRuns && candidate == direction && changesKind(at: here, candidate) { return false }
          guard let family, !isArrow else { return true }
          return graph.weight(here, candidate).family == family
        }
        if graph.degree(here) == 2 {
          guard let turn = Direction.allCases.first(where: open) else { break }
          direction = turn
        } else if graph.degree(here) >= 3 && open(direction) {
          continue
        } else {
          break
        }
      }
      return path
    }
    for index in 0..<count where graph.joins[index] & ~used[index] != 0 {
      guard graph.degree(index) != 2 || frames[index] != nil else { continue }
      for direction in Direction.allCases
      where graph.joins[index] & ~used[index] & (1 << direction.rawValue) != 0 {
        paths.append(walk(from: index, direction))
      }
    }
    // What is left are closed loops.
    for index in 0..<count where graph.joins[index] & ~used[index] != 0 {
      for direction in Direction.allCases
      where graph.joins[index] & ~used[index] & (1 << direction.rawValue) != 0 {
        paths.append(walk(from: index, direction))
      }
    }
    return (paths, notes)
  }

  /// Drawn `_` across, or meeting a run of `_` where only underscores draw what is there: a
  /// blank corner, a `|` a run meets (`|___`, `__|__`), a `_` a line leaves downwards, another
  /// style's junction on a frame under a `|`.
  private func isUnderscore(_ path: [Int], _ graph: JoinGraph) -> Bool {
    for (position, cell) in path.enumerated() {
      if isUnderscoreStroke(cell) { return true }
      if codes[cell] == CellCode.bar && frames[cell] == nil
        && ((graph.weight(cell, .left) == .underscore && graph.isJoined(cell, .left))
          || (graph.weight(cell, .right) == .underscore && graph.isJoined(cell, .right)))
      {
        return true
      }
      guard position > 0 else { continue }
      let previous = path[position - 1]
      if arrows[cell] == nil && arrows[previous] == nil
        && graph.weight(previous, direction(from: previous, to: cell)) == .underscore
      {
        return true
      }
    }
    return false
  }

  /// True when a side (or, `isAcross`, a top or bottom edge) of one of `boxes` goes on through
  /// the row (column) of `cell`: the cell is in a table's row, not between two boxes.
  private func continuesSides(of boxes: [Int], across cell: Int, isAcross: Bool) -> Bool {
    let here = point(cell)
    for box in boxes {
      let bounds = self.boxes[box].rectangle.bounds
      if isAcross {
        for row in [bounds.minRow, bounds.maxRow - 1] {
          if let index = index(here.column, row), frames[index] == nil, arms[index].left != .none {
            return true
          }
        }
      } else {
        for column in [bounds.minColumn, bounds.maxColumn - 1] {
          if let index = index(column, here.row), frames[index] == nil, arms[index].up != .none {
            return true
          }
        }
      }
    }
    return false
  }

  /// A lone stroke or arrowhead between two boxes' edges, along its own way (`|` between stacked
  /// boxes, `-` between boxes side by side): a line of one cell bound a cell away from each.
  /// Easel draws a line of one cell across (`-`, or its arrowhead): a `|` stays text above it.
  private func oneCellLinks(_ graph: JoinGraph) -> [FoundLine] {
    var links: [FoundLine] = []
    for index in 0..<columns * rows
    where codes[index] != CellCode.space && graph.joins[index] == 0 && frames[index] == nil && !owned[index] {
      let cell = arms[index]
      let arrow = arrows[index]
      let isAcross = arrow?.isHorizontal ?? (cell.left != .none && cell.right != .none && cell.count == 2)
      let isDown =
        arrow.map { !$0.isHorizontal } ?? (cell.up != .none && cell.down != .none && cell.count == 2)
      guard (isAcross || isDown) && !isUnderscoreStroke(index) && !isLent(index) else { continue }
      let (back, ahead): (Direction, Direction) = isAcross ? (.left, .right) : (.up, .down)
      guard let before = neighbour(index, back), let after = neighbour(index, ahead),
        let first = frames[before], let second = frames[after], first.box != second.box,
        first.arms[ahead] == .none, second.arms[back] == .none,
        isAcross ? first.arms.up != .none : first.arms.left != .none,
        isAcross ? second.arms.up != .none : second.arms.left != .none
      else { continue }
      // Blank either side, and no side of the two boxes going on across that row or column:
      // a `|` in a table's row between two rules is a separator, not a link.
      guard let side = neighbour(index, isAcross ? .up : .left),
        let otherSide = neighbour(index, isAcross ? .down : .right),
        isSpace(side), isSpace(otherSide),
        !continuesSides(of: [first.box, second.box], across: index, isAcross: isAcross)
      else { continue }
      // The arrowhead points at the end's box; a line of one cell draws `>` at its end, `<` at
      // its start.
      let pointsBack = arrow == back
      let style: FrameStyle =
        (arrow == nil ? cell.left == .ascii || cell.up == .ascii : codes[index] < 0x80)
        ? .ascii : .light
      var line = Line(
        start: point(index), end: point(index), style: style, arrowAtStart: pointsBack,
        arrowAtEnd: arrow != nil && !pointsBack, route: .elbow)
      if let kinds = HeadKind(code: codes[index]).map({ [$0] }) {
        line.arrowhead = Self.arrowheadStyle(kinds, style) ?? .standard
      }
      line.startBinding = binding(of: line.start, to: first.box, gap: 1)
      line.endBinding = binding(of: line.end, to: second.box, gap: 1)
      guard line.startBinding != nil && line.endBinding != nil else { continue }
      var found = FoundLine(line: line, cells: [index], startBox: first.box, endBox: second.box)
      if !(arrow == nil ? isAcross : arrow == .right || arrow == .left) { found.lentCells = [index] }
      links.append(found)
    }
    return links
  }
}

/// Words a line runs under (spec §10.1: paths cut by labels): the line goes on through the word,
/// which stays text above it.
extension Recogniser {
  /// A run of writing a line runs under: from the stroke before it to the stroke after it.
  struct Bridge {
    var from: Int
    var cells: [Int]
    var to: Int
    var direction: Direction
    var weight: Weight
  }

  /// Lends the bridges' cells their strokes and joins them; a bridge crossing one lent already
  /// is left out.
  mutating func lend(_ bridges: [Bridge], into graph: inout JoinGraph) {
    if lent.isEmpty { lent = [Bool](repeating: false, count: columns * rows) }
    for bridge in bridges where !bridge.cells.contains(where: { lent[$0] }) {
      for cell in bridge.cells {
        arms[cell] =
          bridge.direction.isHorizontal
          ? Arms(left: bridge.weight, right: bridge.weight) : Arms(up: bridge.weight, down: bridge.weight)
        lent[cell] = true
      }
      var previous = bridge.from
      for cell in bridge.cells + [bridge.to] {
        graph.link(previous, cell, bridge.direction, bridge.weight)
        previous = cell
      }
    }
  }

  /// A line cut by a word it runs under (`──Spawns──┼`, a `│` above and below `implements`):
  /// two strokes off the frames facing each other across writing, touching it on a row (words with a blank
  /// either side are a label, `joinLabelledLines`), or across one to three rows of a column. The
  /// line runs on through the word, which stays text above it.
  func wordBridges(_ graph: JoinGraph) -> [Bridge] {
    let count = columns * rows
    var bridges: [Bridge] = []
    func isWriting(_ index: Int) -> Bool {
      isText(index) && frames[index] == nil && codes[index] != CellCode.continuation && !isLent(index)
    }
    /// A stroke of a line going on from the word: joined to another stroke, or beside a frame
    /// `away` from the word (a line leaving a box). A lone `-` between letters is a hyphen.
    func goesOn(_ index: Int, _ away: Direction) -> Bool {
      graph.joins[index] != 0 || neighbour(index, away).map { frames[$0] != nil } == true
    }
    for index in 0..<count where frames[index] == nil && !arms[index].isEmpty {
      // Across: a stroke going right, writing (single blanks inside, one at most either end
      // but not both; three words at most), a stroke going left.
      if !graph.isJoined(index, .right), index % columns + 1 < columns, !isSpace(index), goesOn(index, .left)
      {
        let here = join(index, .right)
        if here != .none, here != .arrow, here != .underscore {
          let rowEnd = (index / columns + 1) * columns
          var cells: [Int] = []
          var end = index + 1
          var blanks = 0
          while end < rowEnd && cells.count <= 24 && blanks <= 3
            && (isWriting(end) || (isSpace(end) && (cells.isEmpty || !isSpace(end - 1))))
          {
            if isSpace(end) { blanks += 1 }
            cells.append(end)
            end += 1
          }
          let hasWriting = cells.contains(where: isWriting)
          let (leading, trailing) = (cells.first.map(isSpace) ?? false, cells.last.map(isSpace) ?? false)
          if hasWriting, end < rowEnd, !(leading && trailing), blanks <= 3, frames[end] == nil,
            goesOn(end, .right)
          {
            let there = join(end, .left)
            let weight = Self.joined(here, there, isJoint: false, nextIsJoint: false)
            if there != .arrow, weight != .none {
              bridges.append(Bridge(from: index, cells: cells, to: end, direction: .right, weight: weight))
            }
          }
        }
      }
      // Down: a stroke going down, one to three rows of writing, a stroke going up.
      if !graph.isJoined(index, .down), index + columns < count, isWriting(index + columns),
        goesOn(index, .up)
      {
        let here = join(index, .down)
        guard here != .none, here != .arrow, here != .underscore else { continue }
        var cells: [Int] = []
        var end = index + columns
        while end < count && isWriting(end) && cells.count < 3 {
          cells.append(end)
          end += columns
        }
        guard end < count, !isWriting(end), frames[end] == nil, goesOn(end, .down) else { continue }
        let there = join(end, .up)
        let weight = Self.joined(here, there, isJoint: false, nextIsJoint: false)
        guard there != .arrow, weight != .none else { continue }
        bridges.append(Bridge(from: index, cells: cells, to: end, direction: .down, weight: weight))
      }
    }
    return bridges
  }
}

/// Where lines may run: the joins between neighbouring cells whose strokes face each other,
/// with the weight of each. A cell no line can draw as it is loses its joins.
struct JoinGraph {
  /// Each cell's joins: a bit per direction.
  var joins: [UInt8]
  /// The weight of each join, four a cell.
  var weights: [Weight]
  /// Some join only an underscore line draws.
  var hasUnderscoreJoins = false

  init(count: Int) {
    joins = [UInt8](repeating: 0, count: count)
    weights = [Weight](repeating: .none, count: count * 4)
  }

  @inline(__always) func degree(_ index: Int) -> Int { joins[index].nonzeroBitCount }

  @inline(__always) func isJoined(_ index: Int, _ direction: Direction) -> Bool {
    joins[index] & (1 << direction.rawValue) != 0
  }

  @inline(__always) func weight(_ index: Int, _ direction: Direction) -> Weight {
    weights[index * 4 + direction.rawValue]
  }

  @inline(__always) mutating func link(_ index: Int, _ next: Int, _ direction: Direction, _ weight: Weight) {
    joins[index] |= 1 << direction.rawValue
    joins[next] |= 1 << direction.opposite.rawValue
    weights[index * 4 + direction.rawValue] = weight
    weights[next * 4 + direction.opposite.rawValue] = weight
  }
}

extension Recogniser {
  /// The strokes a cell offers a line: off the frames, all of them; on a frame, those the frame
  /// does not draw, where the cell shows the frame running through it (a junction: `┬`, `+`,
  /// `├`). A `|` standing in a `-` edge shows a line drawn over the frame: the line ends beside it.
  func lineArms(_ index: Int) -> Arms {
    let cell = arms[index]
    guard let frame = frames[index] else { return cell }
    // An underscore frame shows a line meeting it by its own rules (`|` on the top edge, beside
    // the blank corner too).
    let showsItself = !hasUnderscoreRuns || boxes[frame.box].rectangle.frameStyle != .asciiUnderscore
    var extra = Arms()
    for direction in Direction.allCases {
      if frame.arms[direction] != .none {
        guard cell[direction] != .none || !showsItself else { return Arms() }
      } else {
        extra[direction] = cell[direction]
      }
    }
    return extra
  }

  /// The weight of the stroke a cell offers a line going `direction`. An arrowhead joins what is
  /// behind it, and the junction in front when it stands beside a frame (`──→┤`, as Easel draws
  /// a bound arrowhead); one standing in a frame's edge and pointing in joins what is behind it
  /// outside (`+---v---+`): the line ends there, on the box.
  func join(_ index: Int, _ direction: Direction) -> Weight {
    if let pointing = arrows[index] {
      if frames[index] == nil {
        if direction == pointing.opposite { return .arrow }
        if direction == pointing, let next = neighbour(index, direction), frames[next] != nil {
          return .arrow
        }
        return .none
      }
      return direction == pointing.opposite && box(entered: index, going: pointing) != nil ? .arrow : .none
    }
    return lineArms(index)[direction]
  }

  /// The joins of the block: facing strokes, underscore runs where they meet other styles, two
  /// boxes' junctions facing each other (`┬` over `▼`). Non-mutating, as every pass reading the
  /// cells cell by cell: a closure in a mutating method would copy the recogniser each call.
  func joinGraph() -> JoinGraph {
    let count = columns * rows
    var graph = JoinGraph(count: count)
    /// Every pair of neighbouring cells that both hold a stroke or an arrow, with the direction
    /// from the first to the second (right or down): where lines may join.
    func forEachStrokedPair(_ body: (Int, Int, Direction) -> Void) {
      func isStroked(_ index: Int) -> Bool { !arms[index].isEmpty || arrows[index] != nil }
      for index in 0..<count where isStroked(index) {
        if index % columns + 1 < columns, isStroked(index + 1) { body(index, index + 1, .right) }
        if index + columns < count, isStroked(index + columns) { body(index, index + columns, .down) }
      }
    }
    /// Two frame cells join only where they are two boxes' (stacked boxes: `┬` over `▼`).
    func areFramesApart(_ index: Int, _ next: Int) -> Bool {
      guard let here = frames[index], let there = frames[next] else { return true }
      return here.box != there.box
    }
    forEachStrokedPair { index, next, direction in
      guard areFramesApart(index, next) else { return }
      let weight = Self.joined(
        join(index, direction), join(next, direction.opposite), isJoint: Arms.isJoint(code: codes[index]),
        nextIsJoint: Arms.isJoint(code: codes[next]))
      if weight != .none { graph.link(index, next, direction, weight) }
    }
    // Joins only underscore lines draw, looked for apart so that blocks without them pay
    // nothing: `_` runs meeting `+` and frames, and `|` meeting another style's junction on a
    // frame (an underscore line draws that style's junction there).
    func underscoreLink(_ index: Int, _ next: Int, _ direction: Direction) {
      guard !graph.isJoined(index, direction), !(frames[index] != nil && frames[next] != nil) else { return }
      let (here, there) = (join(index, direction), join(next, direction.opposite))
      guard here != .none, there != .none,
        underscoreJoin(index, here, next, there, direction, frames: frames) == .underscore
      else { return }
      graph.hasUnderscoreJoins = true
      graph.link(index, next, direction, .underscore)
    }
    if hasUnderscoreRuns {
      forEachStrokedPair(underscoreLink)
    } else {
      for box in boxes {
        let bounds = box.rectangle.bounds
        for column in bounds.minColumn..<bounds.maxColumn {
          let (top, bottom) = (bounds.minRow * columns + column, (bounds.maxRow - 1) * columns + column)
          if top >= columns && codes[top - columns] == CellCode.bar {
            underscoreLink(top - columns, top, .down)
          }
          if bottom + columns < count && codes[bottom + columns] == CellCode.bar {
            underscoreLink(bottom, bottom + columns, .down)
          }
        }
      }
    }
    return graph
  }

  /// True when lines along the joins draw the cell as it is: every stroke joined (a run, a
  /// corner, a junction the lines through it complete), or a straight stroke joined on one side
  /// (a line's end, drawn across the cell). An ASCII joint draws `+` wherever two runs meet; a
  /// `.` ends a dotted run (`.....>`). Frames and arrowheads are drawn by their own.
  private func isDrawable(_ index: Int, _ graph: JoinGraph) -> Bool {
    if frames[index] != nil || arrows[index] != nil { return true }
    let joined = graph.degree(index)
    if Arms.isJoint(code: codes[index]) {
      return joined >= 2 || (codes[index] == 0x2E && graph.joins[index] & Self.acrossBits != 0)
    }
    if hasUnderscoreRuns, let isDrawn = isUnderscoreDrawable(index, joins: graph.joins[index]) {
      return isDrawn
    }
    let cell = arms[index]
    if joined == cell.count { return true }
    guard joined == 1, let way = Direction.allCases.first(where: { graph.isJoined(index, $0) }) else {
      return false
    }
    return cell.count == 2 && cell[way.opposite] != .none
  }

  /// A cell no line can draw (the first `├` of a tree, nothing above it) stays text, and the
  /// joins to it go: its neighbours may then be undrawable in turn (a `├` right below it).
  func dropUndrawableJoins(_ graph: inout JoinGraph) {
    var pending = (0..<columns * rows).filter { graph.joins[$0] != 0 }
    while let index = pending.popLast() {
      guard graph.joins[index] != 0, !isDrawable(index, graph) else { continue }
      var dropped = graph.joins[index]
      if hasUnderscoreRuns { dropped = undrawableUnderscoreJoins(index, joins: dropped) }
      for direction in Direction.allCases where dropped & (1 << direction.rawValue) != 0 {
        guard let next = neighbour(index, direction) else { continue }
        graph.joins[next] &= ~(1 << direction.opposite.rawValue)
        pending.append(next)
      }
      graph.joins[index] &= ~dropped
      if graph.joins[index] != 0 { pending.append(index) }
    }
  }

  static let upBit: UInt8 = 1 << Direction.up.rawValue
  static let downBit: UInt8 = 1 << Direction.down.rawValue
  static let leftBit: UInt8 = 1 << Direction.left.rawValue
  static let rightBit: UInt8 = 1 << Direction.right.rawValue
  static let acrossBits: UInt8 = leftBit | rightBit

  /// The weight two facing strokes join with; none when they do not.
  static func joined(_ here: Weight, _ there: Weight, isJoint: Bool, nextIsJoint: Bool) -> Weight {
    guard here != .none, there != .none, !(here == .arrow && there == .arrow) else { return .none }
    if here == .arrow { return there }
    if there == .arrow || here == there { return here }
    // `=` meets `-` only at a joint (`+==+--+`), never directly; `_` meets other strokes only
    // where they draw a junction (`underscoreJoin`).
    if here.isASCII && there.isASCII && (isJoint || nextIsJoint) {
      return here == .underscore || there == .underscore ? .none : .asciiDouble
    }
    return .none
  }
}

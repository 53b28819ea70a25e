import EaselDocument
import EaselGeometry

/// Lines: cells whose strokes join their neighbours' are walked into paths, straight on
/// through crossings, turning at corners; a path becomes a line with its corners as bends and
/// arrowheads at its ends. A branch leaving a junction (a tree's `├──`) is a line of its own
/// starting on the junction, which the line through it completes.
extension Recogniser {
  /// Each border cell's owner and the strokes its frames draw there.
  func frameCells() -> FrameCells {
    // Without boxes, no cell is on a frame: nothing to hold.
    var frames = FrameCells(count: boxes.isEmpty ? 0 : columns * rows)
    for (number, box) in boxes.enumerated() {
      let bounds = box.rectangle.bounds
      let (left, top, right, bottom) = (
        bounds.minColumn, bounds.minRow, bounds.maxColumn - 1, bounds.maxRow - 1
      )
      func add(_ column: Int, _ row: Int) {
        var arms = Arms()
        if row == top || row == bottom {
          if column > left { arms.left = .light }
          if column < right { arms.right = .light }
        }
        if column == left || column == right {
          if row > top { arms.up = .light }
          if row < bottom { arms.down = .light }
        }
        let index = row * columns + column
        if var existing = frames[index] {
          for direction in Direction.allCases where arms[direction] != .none {
            existing.arms[direction] = arms[direction]
          }
          frames[index] = existing
        } else {
          frames[index] = (number, arms)
        }
      }
      for column in left...right {
        add(column, top)
        add(column, bottom)
      }
      for row in top + 1..<bottom {
        add(left, row)
        add(right, row)
      }
    }
    return frames
  }

  @inline(__always) func neighbour(_ index: Int, _ direction: Direction) -> Int? {
    let step = direction.step
    return self.index(index % columns + step.columns, index / columns + step.rows)
  }

  func direction(from a: Int, to b: Int) -> Direction {
    if b == a + 1 { return .right }
    if b == a - 1 { return .left }
    return b > a ? .down : .up
  }

  mutating func findLines() {
    let frames = self.frames
    let count = columns * rows
    // Without `_` runs, no cell has an underscore stroke: the checks for them are skipped.
    let hasUnderscoreRuns = self.hasUnderscoreRuns
    if hasUnderscoreRuns { adjustUnderscoreArms(onFrames: frames) }
    /// The strokes a cell offers a line: on a frame, only those the frame does not draw.
    func lineArms(_ index: Int) -> Arms {
      let cell = arms[index]
      guard let frame = frames[index] else { return cell }
      var extra = Arms()
      for direction in Direction.allCases where frame.arms[direction] == .none {
        extra[direction] = cell[direction]
      }
      return extra
    }
    func join(_ index: Int, _ direction: Direction) -> Weight {
      if let pointing = arrows[index], frames[index] == nil {
        if direction == pointing.opposite { return .arrow }
        if direction == pointing, let next = neighbour(index, direction), frames[next] != nil {
          return .arrow
        }
        return .none
      }
      return lineArms(index)[direction]
    }
    // Each cell's joins: a bit per direction, and the weight of each.
    var joins = [UInt8](repeating: 0, count: count)
    var weights = [Weight](repeating: .none, count: count * 4)
    func link(_ index: Int, _ next: Int, _ direction: Direction) {
      guard !(frames[index] != nil && frames[next] != nil) else { return }
      let weight = Self.joined(
        join(index, direction), join(next, direction.opposite), isJoint: Arms.isJoint(code: codes[index]),
        nextIsJoint: Arms.isJoint(code: codes[next]))
      guard weight != .none else { return }
      joins[index] |= 1 << direction.rawValue
      joins[next] |= 1 << direction.opposite.rawValue
      weights[index * 4 + direction.rawValue] = weight
      weights[next * 4 + direction.opposite.rawValue] = weight
    }
    /// Every pair of neighbouring cells that both hold a stroke or an arrow, with the direction
    /// from the first to the second (right or down): where lines may join.
    func forEachStrokedPair(_ body: (Int, Int, Direction) -> Void) {
      func isStroked(_ index: Int) -> Bool { !arms[index].isEmpty || arrows[index] != nil }
      for index in 0..<count where isStroked(index) {
        if index % columns + 1 < columns, isStroked(index + 1) { body(index, index + 1, .right) }
        if index + columns < count, isStroked(index + columns) { body(index, index + columns, .down) }
      }
    }
    forEachStrokedPair(link)
    // Joins only underscore lines draw, looked for apart so that blocks without them pay
    // nothing: `_` runs meeting `+` and frames, and `|` meeting another style's junction on a
    // frame (an underscore line draws that style's junction there).
    var hasUnderscoreJoins = false
    func underscoreLink(_ index: Int, _ next: Int, _ direction: Direction) {
      guard joins[index] & (1 << direction.rawValue) == 0, !(frames[index] != nil && frames[next] != nil)
      else { return }
      let (here, there) = (join(index, direction), join(next, direction.opposite))
      guard here != .none, there != .none,
        underscoreJoin(index, here, next, there, direction, frames: frames) == .underscore
      else { return }
      hasUnderscoreJoins = true
      joins[index] |= 1 << direction.rawValue
      joins[next] |= 1 << direction.opposite.rawValue
      weights[index * 4 + direction.rawValue] = .underscore
      weights[next * 4 + direction.opposite.rawValue] = .underscore
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
    @inline(__always) func degree(_ index: Int) -> Int { joins[index].nonzeroBitCount }
    /// True when lines along the joins draw the cell as it is: every stroke joined (a run, a
    /// corner, a junction the lines through it complete), or a straight stroke joined on one
    /// side (a line's end, drawn across the cell). An ASCII joint draws `+` wherever two runs
    /// meet. Frames and arrowheads are drawn by their own.
    func isDrawable(_ index: Int) -> Bool {
      if frames[index] != nil || arrows[index] != nil { return true }
      let joined = degree(index)
      if Arms.isJoint(code: codes[index]) { return joined >= 2 }
      if hasUnderscoreRuns, let isDrawn = isUnderscoreDrawable(index, joins: joins[index]) { return isDrawn }
      let cell = arms[index]
      if joined == cell.count { return true }
      guard joined == 1, let way = Direction.allCases.first(where: { joins[index] & (1 << $0.rawValue) != 0 })
      else {
        return false
      }
      return cell.count == 2 && cell[way.opposite] != .none
    }
    // A cell no line can draw (the first `├` of a tree, nothing above it) stays text, and the
    // joins to it go: its neighbours may then be undrawable in turn (a `├` right below it).
    var pending = (0..<count).filter { joins[$0] != 0 }
    while let index = pending.popLast() {
      guard joins[index] != 0, !isDrawable(index) else { continue }
      var dropped = joins[index]
      if hasUnderscoreRuns { dropped = undrawableUnderscoreJoins(index, joins: dropped) }
      for direction in Direction.allCases where dropped & (1 << direction.rawValue) != 0 {
        guard let next = neighbour(index, direction) else { continue }
        joins[next] &= ~(1 << direction.opposite.rawValue)
        pending.append(next)
      }
      joins[index] &= ~dropped
      if joins[index] != 0 { pending.append(index) }
    }
    /// A run across going on straight through `index` in another kind (`___+---` is two lines);
    /// an arrowhead's join has the weight of what it points into, whatever the run's.
    func changesKind(at index: Int, _ direction: Direction) -> Bool {
      guard direction.isHorizontal, arrows[index] == nil, let next = neighbour(index, direction),
        arrows[next] == nil, let previous = neighbour(index, direction.opposite), arrows[previous] == nil
      else { return false }
      return (weights[index * 4 + direction.rawValue] == .underscore)
        != (weights[index * 4 + direction.opposite.rawValue] == .underscore)
    }
    var used = [UInt8](repeating: 0, count: count)
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
          family = weights[here * 4 + direction.rawValue].family
        }
        path.append(next)
        here = next
        if frames[here] != nil { break }
        let free = joins[here] & ~used[here]
        let isArrow = arrows[here] != nil
        func open(_ candidate: Direction) -> Bool {
          guard free & (1 << candidate.rawValue) != 0 else { return false }
          if hasUnderscoreRuns && candidate == direction && changesKind(at: here, candidate) { return false }
          guard let family, !isArrow else { return true }
          return weights[here * 4 + candidate.rawValue].family == family
        }
        if degree(here) == 2 {
          guard let turn = Direction.allCases.first(where: open) else { break }
          direction = turn
        } else if degree(here) >= 3 && open(direction) {
          continue
        } else {
          break
        }
      }
      return path
    }
    var paths: [[Int]] = []
    for index in 0..<count where joins[index] != 0 && (degree(index) != 2 || frames[index] != nil) {
      for direction in Direction.allCases where joins[index] & ~used[index] & (1 << direction.rawValue) != 0 {
        paths.append(walk(from: index, direction))
      }
    }
    // What is left are closed loops.
    for index in 0..<count where joins[index] & ~used[index] != 0 {
      for direction in Direction.allCases where joins[index] & ~used[index] & (1 << direction.rawValue) != 0 {
        paths.append(walk(from: index, direction))
      }
    }
    let mayBeUnderscore = hasUnderscoreRuns || hasUnderscoreJoins
    /// Drawn `_` across, or meeting a run of `_` where only underscores draw what is there: a
    /// blank corner, a `|` a run meets (`|___`, `__|__`), a `_` a line leaves downwards, another
    /// style's junction on a frame under a `|`.
    func isUnderscore(_ path: [Int]) -> Bool {
      for (position, cell) in path.enumerated() {
        if isUnderscoreStroke(cell) { return true }
        if codes[cell] == CellCode.bar && frames[cell] == nil
          && ((weights[cell * 4 + Direction.left.rawValue] == .underscore && joins[cell] & Self.leftBit != 0)
            || (weights[cell * 4 + Direction.right.rawValue] == .underscore
              && joins[cell] & Self.rightBit != 0))
        {
          return true
        }
        guard position > 0 else { continue }
        let previous = path[position - 1]
        if arrows[cell] == nil && arrows[previous] == nil
          && weights[previous * 4 + direction(from: previous, to: cell).rawValue] == .underscore
        {
          return true
        }
      }
      return false
    }
    for path in paths {
      guard
        let found = line(
          along: path, weights: weights, frames: frames, isJunction: { degree($0) >= 3 },
          isUnderscore: mayBeUnderscore && isUnderscore(path))
      else { continue }
      for cell in found.cells { owned[cell] = true }
      lines.append(found)
    }
  }

  static let upBit: UInt8 = 1 << Direction.up.rawValue
  static let downBit: UInt8 = 1 << Direction.down.rawValue
  static let leftBit: UInt8 = 1 << Direction.left.rawValue
  static let rightBit: UInt8 = 1 << Direction.right.rawValue
  static let acrossBits: UInt8 = leftBit | rightBit

  /// The strokes a character draws itself, without those a `_` run beside it lends it: `|` down,
  /// `_` across, a blank none.
  func naturalArms(_ index: Int) -> Arms {
    switch codes[index] {
    case CellCode.bar: Arms(up: .ascii, down: .ascii)
    case CellCode.underscore: isUnderscoreStroke(index) ? Arms(left: .underscore, right: .underscore) : Arms()
    case CellCode.space: Arms()
    default: arms[index]
    }
  }

  /// Where underscores meet frames: a `_` run beside another style's side stops a cell short of
  /// it (meeting it, the line would draw that style's junction, `+` or `├`), and an underscore
  /// line's arrowhead beside an underscore frame's side is its end on it (`___>|`, as Easel
  /// draws a bound end: `|` either way).
  private mutating func adjustUnderscoreArms(onFrames frames: FrameCells) {
    for box in boxes {
      let isUnderscoreFrame = box.rectangle.frameStyle == .asciiUnderscore
      for index in box.cells where codes[index] == CellCode.bar {
        for direction in [Direction.left, .right] {
          if !isUnderscoreFrame {
            if arms[index][direction] == .underscore { arms[index][direction] = .none }
          } else if arms[index][direction] == .none, let next = neighbour(index, direction),
            frames[next] == nil, arrows[next] == direction.opposite, let behind = neighbour(next, direction),
            isUnderscoreStroke(behind)
          {
            arms[index][direction] = .underscore
          }
        }
      }
    }
  }

  /// Where an underscore line meets what another style draws: a `_` run joins a `+` (lines
  /// crossing it draw their junction) and any junction on a frame; a `|` joins a box-drawing
  /// junction on a frame (`┬`, `┴`), which an underscore line meeting that frame draws.
  func underscoreJoin(
    _ index: Int, _ here: Weight, _ next: Int, _ there: Weight, _ direction: Direction, frames: FrameCells
  ) -> Weight {
    if here == .underscore || there == .underscore {
      let other = here == .underscore ? next : index
      return frames[other] != nil || codes[other] == 0x2B ? .underscore : .none
    }
    guard !direction.isHorizontal else { return .none }
    let (frame, frameWeight, bar) = frames[index] != nil ? (index, here, next) : (next, there, index)
    guard frames[frame] != nil, frames[bar] == nil, codes[bar] == CellCode.bar else { return .none }
    return frameWeight == .light || frameWeight == .heavy || frameWeight == .double ? .underscore : .none
  }

  /// Whether lines along `joins` draw a cell of an underscore line as it is; nil for the cells
  /// drawn as in any other style.
  func isUnderscoreDrawable(_ index: Int, joins: UInt8) -> Bool? {
    let across = joins & Self.acrossBits
    switch codes[index] {
    case CellCode.underscore where isUnderscoreStroke(index):
      // `_` along a run, also where a line leaves it downwards with the run going on both
      // ways; a corner turning down is drawn blank.
      return across != 0 && (joins & Self.downBit == 0 || across == Self.acrossBits)
    case CellCode.bar where across != 0:
      // `|` where an underscore run meets a line coming down into the cell.
      return joins & Self.upBit != 0
    case CellCode.space:
      // A corner turning down (` ___` over `|`), drawn blank.
      return joins.nonzeroBitCount == 2
    case CellCode.bar:
      return true
    default:
      return nil
    }
  }

  /// The joins to give up at a cell no line can draw: a `_` or `|` may still draw its own run
  /// without its join to a crossing one; any other cell gives up all of them.
  func undrawableUnderscoreJoins(_ index: Int, joins: UInt8) -> UInt8 {
    if isUnderscoreStroke(index) && joins & Self.downBit != 0 { return Self.downBit }
    if codes[index] == CellCode.bar && joins & Self.acrossBits != 0 { return joins & Self.acrossBits }
    return joins
  }

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

  /// The line a path draws; nil when too little of it is certain.
  private func line(
    along path: [Int], weights: [Weight], frames: FrameCells, isJunction: (Int) -> Bool, isUnderscore: Bool
  ) -> FoundLine? {
    guard path.count >= 2 else { return nil }
    var family = weights[path[0] * 4 + direction(from: path[0], to: path[1]).rawValue].family
    for (a, b) in zip(path, path.dropFirst()) where arrows[a] == nil && arrows[b] == nil {
      family = weights[a * 4 + direction(from: a, to: b).rawValue].family
      break
    }
    var cells = path
    // An end drawn unlike a line's end (a corner, a `+` nothing continues from) stays text.
    // A junction is an end when every stroke it has joins: the lines through it draw it.
    func fitsEnd(_ index: Int, towards next: Int) -> Bool {
      if frames[index] != nil || arrows[index] != nil { return true }
      if isJunction(index) { return true }
      let along = direction(from: index, to: next)
      let cell = hasUnderscoreRuns ? naturalArms(index) : arms[index]
      for direction in Direction.allCases {
        let expected = direction == along || direction == along.opposite
        if (cell[direction] != .none) != expected { return false }
      }
      return !Arms.isJoint(code: codes[index])
    }
    if !fitsEnd(cells[0], towards: cells[1]) { cells.removeFirst() }
    guard cells.count >= 2 else { return nil }
    if !fitsEnd(cells[cells.count - 1], towards: cells[cells.count - 2]) { cells.removeLast() }
    guard cells.count >= 2 else { return nil }
    if cells.count == 2 && cells.allSatisfy({ frames[$0] != nil }) { return nil }
    func isArrow(_ index: Int) -> Bool { arrows[index] != nil && frames[index] == nil }
    // A free arrowhead, or one beside the frame its line is drawn onto (`──→┤`, as Easel draws a
    // bound end).
    func head(_ end: Int, _ next: Int) -> Int? {
      isArrow(cells[end]) ? cells[end] : frames[cells[end]] != nil && isArrow(cells[next]) ? cells[next] : nil
    }
    var startHead = head(0, 1)
    var endHead = head(cells.count - 1, cells.count - 2)
    if startHead != nil && startHead == endHead {
      // Two cells, a frame and an arrowhead: the head is the frame's end's.
      if frames[cells[0]] != nil { endHead = nil } else { startHead = nil }
    }
    let alphabet: FrameStyle = family == .ascii ? .ascii : .light
    func kinds() -> [HeadKind] {
      [startHead, endHead].compactMap { $0.flatMap { HeadKind(code: codes[$0]) } }
    }
    var arrowhead = Self.arrowheadStyle(kinds(), alphabet)
    if arrowhead == nil, endHead == cells.last, cells.count > 2 {
      // Heads no one style draws: the end's stays text.
      cells.removeLast()
      endHead = nil
      arrowhead = Self.arrowheadStyle(kinds(), alphabet)
    }
    guard let arrowhead else { return nil }
    var bends: [CanvasPoint] = []
    var bendCodes: [UInt32] = []
    for position in 1..<cells.count - 1 {
      let before = direction(from: cells[position - 1], to: cells[position])
      let after = direction(from: cells[position], to: cells[position + 1])
      if before != after {
        bends.append(point(cells[position]))
        bendCodes.append(codes[cells[position]])
      }
    }
    var style: FrameStyle
    switch family {
    case .heavy: style = .heavy
    case .double: style = .double
    case .ascii where isUnderscore:
      style = .asciiUnderscore
      // An underline under a word (`Title` over `_____`) is typography, not a line.
      if bends.isEmpty && startHead == nil && endHead == nil
        && cells.allSatisfy({ isUnderscoreStroke($0) && $0 / columns == cells[0] / columns })
        && cells.contains(where: { $0 >= columns && isText($0 - columns) })
      {
        return nil
      }
    case .ascii:
      if cells.contains(where: { codes[$0] == 0x3D }) {
        style = .asciiDouble
      } else if bendCodes.contains(where: { $0 == 0x2E || $0 == 0x27 }) {
        style = .asciiRounded
      } else {
        style = .ascii
      }
    default:
      style = .light
      if bendCodes.contains(where: { (0x256D...0x2570).contains($0) }) { style = .rounded }
      if cells.contains(where: { codes[$0] == 0x2504 || codes[$0] == 0x2506 }) { style = .dashed }
    }
    let last = cells.count - 1
    let (start, end) = (point(cells[0]), point(cells[last]))
    let line = Line(
      start: start, end: end, style: style, arrowAtStart: startHead != nil, arrowAtEnd: endHead != nil,
      arrowhead: arrowhead, route: Self.route(from: start, to: end, bends: bends), bends: bends)
    return FoundLine(
      line: line, cells: cells, startBox: frames[cells[0]]?.box, endBox: frames[cells[last]]?.box)
  }

  /// Elbow for every line of horizontal and vertical runs, even a single one, so that once a
  /// box it joins moves the route stays orthogonal, as text diagrams are (a straight connector
  /// would turn into a slanted run of dots); straight only for a slanted run.
  static func route(from start: CanvasPoint, to end: CanvasPoint, bends: [CanvasPoint]) -> LineRoute {
    bends.isEmpty && start.row != end.row && start.column != end.column ? .straight : .elbow
  }

  /// The arrowhead style that draws these heads on a straight run of a line of `style`; nil
  /// when no one style draws them all (`<` at one end and `→` at the other).
  static func arrowheadStyle(_ kinds: [HeadKind], _ style: FrameStyle) -> ArrowheadStyle? {
    func bit(_ head: ArrowheadStyle) -> UInt8 {
      switch head {
      case .standard: 1
      case .ascii: 2
      case .arrow: 4
      case .triangle: 8
      case .pointer: 16
      }
    }
    var candidates: UInt8 = 31
    for kind in kinds {
      switch kind {
      case .ascii: candidates &= bit(.ascii) | (style.isASCII ? bit(.standard) : 0)
      case .arrow: candidates &= bit(.arrow) | (style.isASCII ? 0 : bit(.standard))
      case .triangle: candidates &= bit(.triangle)
      case .pointer: candidates &= bit(.pointer)
      case .upright: candidates &= bit(.triangle) | bit(.pointer)
      }
    }
    return ArrowheadStyle.allCases.first { candidates & bit($0) != 0 }
  }

  /// Binds the ends that meet a frame: on it, where a junction shows the line meeting it (the
  /// side and offset where it meets it, so routing it again leaves and enters the boxes where it
  /// is drawn); or a gap away, pointing at a side: the end in the cell beside it (`──>|`), or an
  /// arrowhead with one blank cell between (`──> |`).
  mutating func bindLines() {
    guard !boxes.isEmpty, !lines.isEmpty else { return }
    let frames = self.frames
    for number in lines.indices {
      var found = lines[number]
      let vertices = found.line.vertices
      let isOrthogonal = zip(vertices, vertices.dropFirst()).allSatisfy {
        $0.column == $1.column || $0.row == $1.row
      }
      guard isOrthogonal else { continue }
      let startCell = index(found.line.start.column, found.line.start.row)!
      let endCell = index(found.line.end.column, found.line.end.row)!
      if let box = found.startBox {
        found.line.startBinding = binding(of: found.line.start, to: box, gap: 0)
      } else if let (box, gap) = facedBox(
        from: startCell, away: vertices[1], hasArrow: found.line.arrowAtStart, frames: frames)
      {
        found.startBox = box
        found.line.startBinding = binding(of: found.line.start, to: box, gap: gap)
      }
      if let box = found.endBox {
        found.line.endBinding = binding(of: found.line.end, to: box, gap: 0)
      } else if let (box, gap) = facedBox(
        from: endCell, away: vertices[vertices.count - 2], hasArrow: found.line.arrowAtEnd, frames: frames)
      {
        found.endBox = box
        found.line.endBinding = binding(of: found.line.end, to: box, gap: gap)
      }
      if found.line.startBinding == nil { found.startBox = nil }
      if found.line.endBinding == nil { found.endBox = nil }
      // An end on a frame drawn in the frame's alphabet, not the line's: the box is on top.
      func showsFrame(_ binding: LineBinding?, _ cell: Int) -> Bool {
        binding?.gap == 0 && (codes[cell] < 0x80) != found.line.style.isASCII
      }
      found.isUnderBoxes =
        showsFrame(found.line.startBinding, startCell) || showsFrame(found.line.endBinding, endCell)
      lines[number] = found
    }
  }

  /// The box a free end points at across a gap of one cell (the end beside the frame) or, for an
  /// arrowhead, two (a blank between), with the gap.
  private func facedBox(from end: Int, away previous: CanvasPoint, hasArrow: Bool, frames: FrameCells)
    -> (Int, Int)?
  {
    let here = point(end)
    let step = (columns: (here.column - previous.column).signum(), rows: (here.row - previous.row).signum())
    guard step.columns == 0 || step.rows == 0 else { return nil }
    for gap in 1...(hasArrow ? 2 : 1) {
      guard let cell = index(here.column + gap * step.columns, here.row + gap * step.rows) else { return nil }
      if let frame = frames[cell] {
        // Only a side's straight part, facing the end: the stroke across the way in.
        let across =
          step.columns != 0
          ? frame.arms.up != .none && frame.arms.down != .none
            && frame.arms.left == .none && frame.arms.right == .none
          : frame.arms.left != .none && frame.arms.right != .none && frame.arms.up == .none
            && frame.arms.down == .none
        return across ? (frame.box, gap) : nil
      }
      guard isSpace(cell) && !owned[cell] else { return nil }
    }
    return nil
  }

  private func binding(of point: CanvasPoint, to box: Int, gap: Int) -> LineBinding? {
    let bounds = boxes[box].rectangle.bounds
    let (left, top, right, bottom) = (
      bounds.minColumn - gap, bounds.minRow - gap, bounds.maxColumn - 1 + gap, bounds.maxRow - 1 + gap
    )
    let id = boxID(box)
    let insideColumns = point.column > left + gap && point.column < right - gap
    let insideRows = point.row > top + gap && point.row < bottom - gap
    if point.row == top && insideColumns {
      return LineBinding(shape: id, side: .top, offset: point.column - left - gap, gap: gap)
    }
    if point.row == bottom && insideColumns {
      return LineBinding(shape: id, side: .bottom, offset: point.column - left - gap, gap: gap)
    }
    if point.column == left && insideRows {
      return LineBinding(shape: id, side: .left, offset: point.row - top - gap, gap: gap)
    }
    if point.column == right && insideRows {
      return LineBinding(shape: id, side: .right, offset: point.row - top - gap, gap: gap)
    }
    return nil
  }
}

/// Each cell's frame, if it lies on one: the first box whose border it is, and the strokes the
/// frames draw there. Arrays, not a dictionary: looked up for every line cell; empty (every
/// cell off the frames) when there are no boxes.
struct FrameCells {
  private var boxes: [Int32]
  private var arms: [Arms]

  init(count: Int) {
    boxes = [Int32](repeating: -1, count: count)
    arms = [Arms](repeating: Arms(), count: count)
  }

  subscript(index: Int) -> (box: Int, arms: Arms)? {
    get { index >= boxes.count || boxes[index] < 0 ? nil : (Int(boxes[index]), arms[index]) }
    set {
      boxes[index] = Int32(newValue?.box ?? -1)
      arms[index] = newValue?.arms ?? Arms()
    }
  }
}

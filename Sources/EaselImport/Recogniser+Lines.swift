import EaselDocument
import EaselGeometry

/// The line a path of joined cells draws: its style, arrowheads and bends, and which of its
/// cells the text draws otherwise (the blanks of a dashed run, a word it runs under, the dots of
/// a dotted one), kept as text above it.
extension Recogniser {
  /// The line a path draws; nil when too little of it is certain.
  func line(along path: [Int], graph: JoinGraph, isUnderscore: Bool) -> FoundLine? {
    guard path.count >= 2 else { return nil }
    var family = graph.weight(path[0], direction(from: path[0], to: path[1])).family
    for (a, b) in zip(path, path.dropFirst()) where arrows[a] == nil && arrows[b] == nil {
      family = graph.weight(a, direction(from: a, to: b)).family
      break
    }
    var cells = path
    // An end drawn unlike a line's end (a corner, a `+` nothing continues from) stays text.
    // A junction is an end when every stroke it has joins: the lines through it draw it.
    func fitsEnd(_ index: Int, towards next: Int) -> Bool {
      if frames[index] != nil || arrows[index] != nil { return true }
      if graph.degree(index) >= 3 { return true }
      let along = direction(from: index, to: next)
      // The last dot of a dotted run (`.....>`), kept as text above the line's end.
      if codes[index] == 0x2E && along.isHorizontal { return true }
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
    if cells.count == 2, let first = frames[cells[0]], let second = frames[cells[1]], first.box == second.box
    {
      return nil
    }
    /// The box an arrowhead standing in a frame's edge at an end points into, going along the
    /// line (`+---v---+` at the end of a line coming down).
    func enteredBox(_ end: Int, from previous: Int) -> Int? {
      guard frames[cells[end]] != nil, let arrow = arrows[cells[end]],
        arrow == direction(from: cells[previous], to: cells[end])
      else { return nil }
      return box(entered: cells[end], going: arrow)
    }
    let startEntered = enteredBox(0, from: 1)
    let endEntered = enteredBox(cells.count - 1, from: cells.count - 2)
    func isFreeArrow(_ index: Int) -> Bool { arrows[index] != nil && frames[index] == nil }
    // A free arrowhead; one standing in the edge of the box it points into; or one beside the
    // frame its line is drawn onto, pointing at it (`──→┤`, as Easel draws a bound end).
    func head(_ end: Int, _ next: Int, entered: Int?) -> Int? {
      let cell = cells[end]
      if isFreeArrow(cell) || entered != nil { return cell }
      guard frames[cell] != nil, isFreeArrow(cells[next]),
        arrows[cells[next]] == direction(from: cells[next], to: cell)
      else { return nil }
      return cells[next]
    }
    var startHead = head(0, 1, entered: startEntered)
    var endHead = head(cells.count - 1, cells.count - 2, entered: endEntered)
    if startHead != nil && startHead == endHead {
      // Two cells, a frame and an arrowhead: the head is the frame's end's.
      if frames[cells[0]] != nil { endHead = nil } else { startHead = nil }
    }
    let alphabet: FrameStyle = family == .ascii ? .ascii : .light
    func kinds() -> [HeadKind] {
      [startHead, endHead].compactMap { $0.flatMap { HeadKind(code: codes[$0]) } }
    }
    var arrowhead = Self.arrowheadStyle(kinds(), alphabet)
    if arrowhead == nil, endHead == cells.last, cells.count > 2, endEntered == nil {
      // Heads no one style draws: the end's stays text.
      cells.removeLast()
      endHead = nil
      arrowhead = Self.arrowheadStyle(kinds(), alphabet)
    }
    guard let arrowhead else { return nil }
    var bends: [CanvasPoint] = []
    var bendCodes: [UInt32] = []
    var lentCells: [Int] = []
    for position in 1..<cells.count - 1 {
      let before = direction(from: cells[position - 1], to: cells[position])
      let after = direction(from: cells[position], to: cells[position + 1])
      if before != after {
        bends.append(point(cells[position]))
        bendCodes.append(codes[cells[position]])
      }
    }
    for (position, cell) in cells.enumerated() where frames[cell] == nil {
      if isLent(cell) {
        lentCells.append(cell)
      } else if codes[cell] == 0x2E || codes[cell] == 0x3A {
        // A dot of a dotted run: Easel draws the run solid, the bends `.` and `'`.
        let isBend = position > 0 && position < cells.count - 1 && bends.contains(point(cell))
        if !isBend { lentCells.append(cell) }
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
      if cells.contains(where: { codes[$0] == 0x2504 || codes[$0] == 0x2506 || (isLent($0) && isSpace($0)) })
      {
        style = .dashed
        // Easel draws the runs `┄ ┆`: the solid dashes of a `─ ─ ─` run stay text above it.
        lentCells += cells.filter { (codes[$0] == 0x2500 || codes[$0] == 0x2502) && frames[$0] == nil }
      }
    }
    let last = cells.count - 1
    let (start, end) = (point(cells[0]), point(cells[last]))
    var line = Line(
      start: start, end: end, style: style, arrowAtStart: startHead != nil, arrowAtEnd: endHead != nil,
      arrowhead: arrowhead, route: Self.route(from: start, to: end, bends: bends), bends: bends)
    // An arrowhead standing in the edge is an end bound a cell away from the side, where Easel
    // draws a bound arrowhead (`──>|`); until an edit routes it again the line keeps the cells
    // as drawn, its head over the frame's cell.
    func standing(_ box: Int?, at cell: Int, from previous: Int) -> LineBinding? {
      guard let box else { return nil }
      let step = direction(from: previous, to: cell).opposite.step
      let outside = CanvasPoint(column: point(cell).column + step.columns, row: point(cell).row + step.rows)
      return binding(of: outside, to: box, gap: 1)
    }
    line.startBinding = standing(startEntered, at: cells[0], from: cells[1])
    line.endBinding = standing(endEntered, at: cells[last], from: cells[last - 1])
    var found = FoundLine(
      line: line, cells: cells, startBox: startEntered ?? frames[cells[0]]?.box,
      endBox: endEntered ?? frames[cells[last]]?.box)
    found.lentCells = lentCells
    return found
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
}

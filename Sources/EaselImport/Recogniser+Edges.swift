/// How frames are read (spec §10.1): the strokes a frame draws, dotted ones too (`:` sides,
/// `.` runs), and what else may stand in an edge between its corners without breaking it, as
/// real diagrams have it: an arrowhead (`+---v---+`, `──▼──`, `│►`), a line crossing it drawn
/// over it (`+---|---+`), a break mark (`\` or `/` in a side), a title (`+--- Title ---+`,
/// `┤Service├`). The box is found; what its frame does not draw stays text above it.
///
/// Read on demand: a box's walk asks only where a cell's own strokes do not go on, so a diagram
/// of plain frames pays nothing for the rules.
extension Recogniser {
  /// The stroke a frame may draw in a cell going `direction`: the cell's own, or a dotted one
  /// (`:` a side, `.` beside another dot, or above or below one or a `:`).
  @inline(__always) func frameArm(_ index: Int, _ direction: Direction) -> Weight {
    let own = arms[index][direction]
    guard own == .none else { return own }
    switch codes[index] {
    case 0x3A: return direction.isHorizontal ? own : .ascii
    case 0x2E where direction == .up:
      // `.` draws down, left and right as a rounded corner; up only in a dotted side.
      func isDotted(_ other: Int) -> Bool { codes[other] == 0x2E || codes[other] == 0x3A }
      let isRun =
        (index >= columns && isDotted(index - columns))
        || (index + columns < codes.count && isDotted(index + columns))
      return isRun ? .ascii : own
    default:
      return own
    }
  }

  /// True when something besides a frame's stroke lets an edge going `direction` pass through
  /// the cell, in any alphabet: an arrowhead across the edge, a stroke of a line crossing it, a
  /// break mark in a side, a title (or a stroke beside one, towards it).
  func edgePasses(_ index: Int, _ direction: Direction, _ titles: TitleMemo) -> Bool {
    if let arrow = arrows[index] { return arrow.isHorizontal != direction.isHorizontal }
    let code = codes[index]
    if code == 0x2F || code == 0x5C { return !direction.isHorizontal }
    let cell = arms[index]
    let column = index % columns
    if cell.up != .none && cell.down != .none && cell.left == .none && cell.right == .none {
      guard direction.isHorizontal else { return false }
      return (index >= columns && arms[index - columns].down != .none)
        || (index + columns < codes.count && arms[index + columns].up != .none)
    }
    if cell.left != .none && cell.right != .none && cell.up == .none && cell.down == .none {
      guard !direction.isHorizontal else { return false }
      return (column > 0 && arms[index - 1].right != .none)
        || (column + 1 < columns && arms[index + 1].left != .none)
    }
    guard direction.isHorizontal else { return false }
    if isAcross(index) {
      // A stroke beside a title passes towards it (`┤` before `Service`).
      guard let next = neighbour(index, direction), !isAcross(next) else { return false }
      return isTitle(next, titles)
    }
    return isTitle(index, titles)
  }

  /// A stroke across a row, as a frame draws one.
  @inline(__always) private func isAcross(_ index: Int) -> Bool {
    let (left, right) = (frameArm(index, .left), frameArm(index, .right))
    return (left != .none || right != .none) && left != .underscore && right != .underscore
  }

  /// True when the cell is in a title: words between two strokes across (`--- Title ---`,
  /// `┤Service├`, `--10--`), single or double blanks between words, at most two either side.
  /// The answer is kept for every cell of the run in `memo`, so a walk along a title pays once.
  func isTitle(_ index: Int, _ memo: TitleMemo) -> Bool {
    if memo.state.isEmpty { memo.state = [UInt8](repeating: 0, count: codes.count) }
    if memo.state[index] != 0 { return memo.state[index] == 1 }
    guard !isAcross(index) else {
      memo.state[index] = 2
      return false
    }
    let base = index / columns * columns
    func isWriting(_ cell: Int) -> Bool {
      codes[cell] != CellCode.space && arrows[cell] == nil && (arms[cell].isEmpty || codes[cell] == 0x2E)
    }
    // The run of cells between two strokes across, if both close it.
    var first = index
    while first > base && !isAcross(first - 1) { first -= 1 }
    var last = index
    while last + 1 < base + columns && !isAcross(last + 1) { last += 1 }
    var isTitle = first > base && last + 1 < base + columns
    var blanks = 0
    var hasWriting = false
    var leading = 0
    for cell in first...last where isTitle {
      if codes[cell] == CellCode.space {
        blanks += 1
        if !hasWriting { leading = blanks }
        if blanks > 2 { isTitle = false }
      } else if isWriting(cell) {
        blanks = 0
        hasWriting = true
      } else {
        isTitle = false
      }
    }
    isTitle = isTitle && hasWriting && leading <= 2
    for cell in first...last { memo.state[cell] = isTitle ? 1 : 2 }
    return isTitle
  }

  /// True when the cell has a stroke that way a frame of `weight`'s alphabet draws: box drawing
  /// of any weight (a heavy line meeting a double frame draws its junction all heavy), or ASCII.
  func has(_ column: Int, _ row: Int, _ direction: Direction, _ weight: Weight) -> Bool {
    guard let index = index(column, row) else { return false }
    let arm = frameArm(index, direction)
    guard arm != .none else { return false }
    if arm == weight { return true }
    // Underscore frames are found on their own (`findUnderscoreBoxes`).
    if arm == .underscore { return false }
    if arm.isASCII == weight.isASCII { return true }
    // Where a line meets a frame of the other alphabet, the junction is drawn in the line's:
    // `├` on an ASCII frame, `+` on a box-drawing one.
    return weight.isASCII ? arm == .light : codes[index] == 0x2B
  }

  /// How an edge of `weight`'s frame going `direction` passes through a cell: by its stroke, by
  /// a title (`title`), by anything else an edge may hold (`other`), or not at all (nil).
  func passage(
    _ column: Int, _ row: Int, _ direction: Direction, _ weight: Weight, _ titles: TitleMemo
  ) -> EdgePassage? {
    guard let index = index(column, row) else { return nil }
    if has(column, row, direction, weight) { return .stroke }
    guard edgePasses(index, direction, titles) else { return nil }
    return arrows[index] == nil && isTitle(index, titles) ? .title : .other
  }

  /// True when an edge of `weight`'s frame going `direction` passes through the cell.
  @inline(__always) func passes(
    _ column: Int, _ row: Int, _ direction: Direction, _ weight: Weight, _ titles: TitleMemo
  ) -> Bool {
    passage(column, row, direction, weight, titles) != nil
  }

  /// True when an edge holding a title may not be one: in a frame with no row inside (two rows
  /// of writing between strokes, as prose with dashes has), or between corners that the frame's
  /// sides go on through (`going` up for a top edge, down for a bottom one: a row of writing
  /// between junctions, a label between two lines meeting a box's sides).
  func refusesTitle(row: Int, left: Int, right: Int, going: Direction, height: Int) -> Bool {
    guard height >= 3 else { return true }
    guard let beyondLeft = index(left, row + going.step.rows),
      let beyondRight = index(right, row + going.step.rows)
    else { return false }
    return frameArm(beyondLeft, going.opposite) != .none && frameArm(beyondRight, going.opposite) != .none
  }
}

/// What `isTitle` found so far, by cell: 0 not asked, 1 a title's, 2 not. A class, so that the
/// walks, which read the recogniser without changing it, can keep it.
final class TitleMemo {
  var state: [UInt8] = []
}

/// How an edge passes through a cell.
enum EdgePassage {
  case stroke
  case title
  case other
}

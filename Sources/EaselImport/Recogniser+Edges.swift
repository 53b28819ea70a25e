/// How frames are read (spec §10.1): the strokes a frame draws, dotted ones too (`:` sides,
/// `.` runs), and what else may stand in an edge between its corners without breaking it, as
/// real diagrams have it: an arrowhead (`+---v---+`, `──▼──`, `│►`), a line crossing it drawn
/// over it (`+---|---+`), a break mark (`\` or `/` in a side), a title (`+--- Title ---+`,
/// `┤Service├`). The box is found; what its frame does not draw stays text above it.
struct EdgeReading {
  /// Besides a cell's own strokes: those of a dotted frame (`:` and `.`, `Weight.ascii`), and
  /// what else lets an edge pass through the cell in any alphabet (`Weight.arrow`). One array,
  /// blank but where there is something to add.
  var extra: [Arms]
  /// The cells of titles (`markTitles`).
  var isTitle: [Bool] = []

  /// The strokes a frame may draw in a cell: its own, and the dotted ones lent it.
  @inline(__always) func frameArms(_ index: Int, _ recogniser: Recogniser) -> Arms {
    var arms = recogniser.arms[index]
    let lent = extra[index]
    for direction in Direction.allCases where lent[direction] == .ascii { arms[direction] = .ascii }
    return arms
  }

  @inline(__always) func frameArm(_ index: Int, _ direction: Direction, _ arms: [Arms]) -> Weight {
    extra[index][direction] == .ascii ? .ascii : arms[index][direction]
  }

  init(_ recogniser: Recogniser) {
    let (columns, count) = (recogniser.columns, recogniser.codes.count)
    let codes = recogniser.codes
    var extra = [Arms](repeating: Arms(), count: count)
    let across = Arms(left: .arrow, right: .arrow)
    let upDown = Arms(up: .arrow, down: .arrow)
    for index in 0..<count {
      let code = codes[index]
      guard code != CellCode.space else { continue }
      switch code {
      case 0x3A: extra[index] = Arms(up: .ascii, down: .ascii)  // `:` a dotted side
      case 0x2E:
        // A dot of a dotted run (`......`): across beside another dot, down beside one or a `:`.
        let column = index % columns
        let dotted = { (other: Int) in codes[other] == 0x2E || codes[other] == 0x3A }
        var arms = Arms()
        if (column > 0 && codes[index - 1] == 0x2E) || (column + 1 < columns && codes[index + 1] == 0x2E) {
          arms.left = .ascii
          arms.right = .ascii
        }
        if (index >= columns && dotted(index - columns))
          || (index + columns < count && dotted(index + columns))
        {
          arms.up = .ascii
          arms.down = .ascii
        }
        extra[index] = arms
      case 0x2F, 0x5C: extra[index] = upDown  // a break mark in a side
      default: break
      }
      if let arrow = recogniser.arrows[index] {
        extra[index] = arrow.isHorizontal ? upDown : across
        continue
      }
      // A straight stroke where a line crosses an edge, drawn over the frame's.
      let arms = recogniser.arms[index]
      let column = index % columns
      if arms.up != .none && arms.down != .none && arms.left == .none && arms.right == .none {
        let above = index >= columns && recogniser.arms[index - columns].down != .none
        let below = index + columns < count && recogniser.arms[index + columns].up != .none
        if above || below { extra[index] = across }
      } else if arms.left != .none && arms.right != .none && arms.up == .none && arms.down == .none {
        let before = column > 0 && recogniser.arms[index - 1].right != .none
        let after = column + 1 < columns && recogniser.arms[index + 1].left != .none
        if before || after { extra[index] = upDown }
      }
    }
    self.extra = extra
    markTitles(recogniser)
  }

  /// A title in a horizontal edge: words (single or double blanks between, at most two either
  /// side) between two strokes across (`--- Title ---`, `┤Service├`, `--10--`). The edge passes
  /// through the words, and through the strokes either side towards them.
  private mutating func markTitles(_ recogniser: Recogniser) {
    let columns = recogniser.columns
    let arms = recogniser.arms
    func isAcross(_ index: Int) -> Bool {
      let (own, dotted) = (arms[index], extra[index])
      let (left, right) = (
        dotted.left == .ascii ? .ascii : own.left, dotted.right == .ascii ? .ascii : own.right
      )
      return (left != .none || right != .none) && left != .underscore && right != .underscore
    }
    /// Anything but a blank, a stroke or an arrowhead: letters, digits, `:`.
    func isWriting(_ index: Int) -> Bool {
      recogniser.codes[index] != CellCode.space && recogniser.arrows[index] == nil
        && (recogniser.arms[index].isEmpty || recogniser.codes[index] == 0x2E)
    }
    for row in 0..<recogniser.rows {
      let base = row * columns
      var column = 1
      while column < columns {
        guard isAcross(base + column - 1), !isAcross(base + column) else {
          column += 1
          continue
        }
        // From the stroke at column - 1, the cells up to the next stroke across.
        var end = column
        var blanks = 0
        var leading = 0
        var hasWriting = false
        var fits = true
        while end < columns && !isAcross(base + end) {
          let index = base + end
          if recogniser.codes[index] == CellCode.space {
            blanks += 1
            if !hasWriting { leading += 1 }
            if blanks > 2 { fits = false }
          } else if isWriting(index) {
            blanks = 0
            hasWriting = true
          } else {
            fits = false
          }
          if !fits { break }
          end += 1
        }
        if fits && hasWriting && end < columns && leading <= 2 && blanks <= 2 {
          if isTitle.isEmpty { isTitle = [Bool](repeating: false, count: extra.count) }
          for index in base + column..<base + end {
            extra[index] = Arms(left: .arrow, right: .arrow)
            isTitle[index] = true
          }
          extra[base + column - 1].right = .arrow
          extra[base + end].left = .arrow
        }
        column = end + 1
      }
    }
  }
}

extension Recogniser {
  /// True when the edge from `left` to `right` on `row` holds a title it may not: in a frame
  /// with no row inside (two rows of writing between strokes, as prose with dashes has), or
  /// between corners that the frame's sides go on through (`going` up for a top edge, down for
  /// a bottom one: a row of writing between junctions, a label between two lines meeting a
  /// box's sides).
  func isTitleAcrossSides(
    row: Int, left: Int, right: Int, going: Direction, height: Int, _ edges: EdgeReading
  ) -> Bool {
    guard !edges.isTitle.isEmpty, (left + 1..<right).contains(where: { edges.isTitle[row * columns + $0] })
    else { return false }
    guard height >= 3 else { return true }
    guard let beyondLeft = index(left, row + going.step.rows),
      let beyondRight = index(right, row + going.step.rows)
    else { return false }
    return edges.frameArm(beyondLeft, going.opposite, arms) != .none
      && edges.frameArm(beyondRight, going.opposite, arms) != .none
  }

  /// True when the cell has a stroke that way a frame of `weight`'s alphabet draws: box drawing
  /// of any weight (a heavy line meeting a double frame draws its junction all heavy), or ASCII.
  func has(_ column: Int, _ row: Int, _ direction: Direction, _ weight: Weight, _ edges: EdgeReading) -> Bool
  {
    guard let index = index(column, row) else { return false }
    let arm = edges.frameArm(index, direction, arms)
    guard arm != .none else { return false }
    if arm == weight { return true }
    // Underscore frames are found on their own (`findUnderscoreBoxes`).
    if arm == .underscore { return false }
    if arm.isASCII == weight.isASCII { return true }
    // Where a line meets a frame of the other alphabet, the junction is drawn in the line's:
    // `├` on an ASCII frame, `+` on a box-drawing one.
    return weight.isASCII ? arm == .light : codes[index] == 0x2B
  }

  /// True when an edge of `weight`'s frame going `direction` passes through the cell: its stroke,
  /// or anything else an edge may hold (`EdgeReading.extra`).
  func passes(_ column: Int, _ row: Int, _ direction: Direction, _ weight: Weight, _ edges: EdgeReading)
    -> Bool
  {
    guard let index = index(column, row) else { return false }
    return edges.extra[index][direction] == .arrow || has(column, row, direction, weight, edges)
  }
}

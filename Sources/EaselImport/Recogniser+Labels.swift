import EaselDocument
import EaselGeometry

/// Labels written on lines, and what a dotted or cut run needs to be a line.
extension Recogniser {
  /// Two lines in one row or column with a label between them (`──── yes ───→`, a blank either
  /// side of the text) become one line with that label, when Easel's label placement (centred
  /// on the middle run) puts it exactly there.
  mutating func joinLabelledLines() {
    guard lines.count >= 2 else { return }
    /// The free ends (no arrowhead, no frame) of orthogonal lines, by cell.
    var ends: [Int: (line: Int, atStart: Bool)] = [:]
    func freeEnd(_ number: Int, atStart: Bool) -> (cell: Int, outward: Direction)? {
      let found = lines[number]
      let line = found.line
      guard !found.isDropped, line.label.isEmpty, atStart ? !line.arrowAtStart : !line.arrowAtEnd,
        (atStart ? found.startBox : found.endBox) == nil
      else { return nil }
      let vertices = line.vertices
      let (end, previous) =
        atStart ? (vertices[0], vertices[1]) : (vertices[vertices.count - 1], vertices[vertices.count - 2])
      guard end.row == previous.row || end.column == previous.column, let cell = index(end.column, end.row)
      else {
        return nil
      }
      let outward: Direction =
        end.row == previous.row
        ? (end.column > previous.column ? .right : .left) : (end.row > previous.row ? .down : .up)
      return (cell, outward)
    }
    for number in lines.indices {
      for atStart in [false, true] {
        if let (cell, _) = freeEnd(number, atStart: atStart) { ends[cell] = (number, atStart) }
      }
    }
    for number in lines.indices {
      var joinedOne = true
      while joinedOne {
        joinedOne = false
        for atStart in [false, true] {
          guard let (cell, outward) = freeEnd(number, atStart: atStart),
            outward == .right || outward == .down,
            let (label, labelCells, partnerCell) = labelAfter(cell, outward)
          else { continue }
          guard let partner = ends[partnerCell], partner.line != number,
            let (partnerEnd, partnerOutward) = freeEnd(partner.line, atStart: partner.atStart),
            partnerEnd == partnerCell, partnerOutward == outward.opposite
          else { continue }
          var first = lines[number]
          if atStart { first = reversed(first) }
          var second = lines[partner.line]
          if !partner.atStart { second = reversed(second) }
          guard var joined = joining(first, second, label: label, labelCells: labelCells) else { continue }
          if !isPlaced(joined, label: label, at: labelCells[0]) {
            // Not where Easel would put a label: the line runs on under the words, which stay
            // text above it.
            let between = outward == .right ? Array(cell + 1..<partnerCell) : [cell + columns]
            guard var under = joining(first, second, label: "", labelCells: between) else { continue }
            under.lentCells += between
            joined = under
          }
          ends[cell] = nil
          ends[partnerCell] = nil
          lines[partner.line].isDropped = true
          for labelCell in labelCells { owned[labelCell] = true }
          joined.isDropped = false
          lines[number] = joined
          if let (newEnd, _) = freeEnd(number, atStart: false) { ends[newEnd] = (number, false) }
          if let (newStart, _) = freeEnd(number, atStart: true) { ends[newStart] = (number, true) }
          joinedOne = true
          break
        }
      }
    }
    lines.removeAll { $0.isDropped }
  }

  /// True when Easel's label placement (centred on the middle run) puts `label` exactly at
  /// `first`, its first cell.
  private func isPlaced(_ found: FoundLine, label: String, at first: Int) -> Bool {
    guard let placement = found.line.labelPlacement, placement.lines.count == 1,
      let placed = placement.lines.first
    else { return false }
    return placed.row == first / columns && placed.column == first % columns && placed.text == label
  }

  /// A vertical line running under a word on one row (`│` above and below `implements`) has it
  /// as its label when Easel would place the label exactly there: words with a blank either side,
  /// centred on the line's middle run.
  mutating func labelBridgedWords() {
    for number in lines.indices where !lines[number].lentCells.isEmpty && lines[number].line.label.isEmpty {
      let found = lines[number]
      let words = found.lentCells.filter(isText)
      guard words.count == 1, let cell = words.first, let position = found.cells.firstIndex(of: cell),
        position > 0, position + 1 < found.cells.count,
        found.cells[position - 1] == cell - columns, found.cells[position + 1] == cell + columns
      else { continue }
      let base = cell / columns * columns
      func isWriting(_ index: Int) -> Bool { (isText(index) && !owned[index]) || index == cell }
      var first = cell % columns
      while first > 0
        && (isWriting(base + first - 1)
          || (first > 1 && isSpace(base + first - 1) && isWriting(base + first - 2)))
      {
        first -= 1
      }
      var last = cell % columns
      while last + 1 < columns
        && (isWriting(base + last + 1)
          || (last + 2 < columns && isSpace(base + last + 1) && isWriting(base + last + 2)))
      {
        last += 1
      }
      guard first > 0, isSpace(base + first - 1), !owned[base + first - 1],
        last + 1 == columns || (isSpace(base + last + 1) && !owned[base + last + 1])
      else { continue }
      var label = ""
      var labelCells: [Int] = []
      for column in first...last {
        guard let character = character(base + column) else { continue }
        label.append(character)
        if character != " " { labelCells.append(base + column) }
      }
      var labelled = found
      labelled.line.label = label
      guard isPlaced(labelled, label: label, at: base + first) else { continue }
      labelled.lentCells.removeAll { $0 == cell }
      labelled.cells += labelCells.filter { $0 != cell }
      for labelCell in labelCells { owned[labelCell] = true }
      lines[number] = labelled
    }
  }

  /// A dotted run or one cut by words is a line when it leads somewhere: to a box, or to an
  /// arrowhead. Otherwise (prose `a -- b -- c`, an ellipsis `...`) it stays text. A dashed run
  /// (`- - -`) is a line either way.
  mutating func dropUnanchoredLentLines() {
    for number in lines.indices where !lines[number].lentCells.isEmpty {
      let found = lines[number]
      let line = found.line
      guard line.startBinding == nil && line.endBinding == nil && !line.arrowAtStart && !line.arrowAtEnd
      else {
        continue
      }
      if found.lentCells.contains(where: { isText($0) || codes[$0] == 0x2E }) {
        lines[number].isDropped = true
      }
    }
  }

  /// The label written after a free end going right or down, its cells and the cell where the
  /// line goes on: across the row, a blank, the text, a blank, a line's end; down the column,
  /// a one-row label on the next row (blanks either side) and a line's end below it.
  private func labelAfter(_ end: Int, _ outward: Direction) -> (String, [Int], Int)? {
    let (column, row) = (end % columns, end / columns)
    func isText(_ index: Int) -> Bool {
      !owned[index] && codes[index] != CellCode.space && codes[index] != CellCode.continuation
    }
    func isFreeBlank(_ index: Int) -> Bool { isSpace(index) && !owned[index] }
    var first: Int
    var last: Int
    var partner: Int
    var labelRow: Int
    if outward == .right {
      guard column + 4 < columns, isFreeBlank(end + 1), isText(end + 2) else { return nil }
      var next = column + 2
      while next < columns && !owned[row * columns + next] { next += 1 }
      guard next < columns, isFreeBlank(row * columns + next - 1), next - 2 > column + 1 else { return nil }
      (first, last, partner, labelRow) = (column + 2, next - 2, row * columns + next, row)
      guard isText(row * columns + last) else { return nil }
    } else {
      guard row + 2 < rows else { return nil }
      labelRow = row + 1
      let base = labelRow * columns
      guard isText(base + column) else { return nil }
      // Words separated by single blanks, as long as nothing drawn is in the way.
      first = column
      while first > 0
        && (isText(base + first - 1)
          || (first > 1 && isFreeBlank(base + first - 1) && isText(base + first - 2)))
      {
        first -= 1
      }
      last = column
      while last + 1 < columns
        && (isText(base + last + 1)
          || (last + 2 < columns && isFreeBlank(base + last + 1) && isText(base + last + 2)))
      {
        last += 1
      }
      guard first > 0, isFreeBlank(base + first - 1), last + 1 >= columns || isFreeBlank(base + last + 1)
      else {
        return nil
      }
      partner = (row + 2) * columns + column
    }
    var label = ""
    var cells: [Int] = []
    for labelColumn in first...last {
      let index = labelRow * columns + labelColumn
      guard let character = character(index) else { continue }
      label.append(character)
      if character != " " { cells.append(index) }
    }
    return (label, cells, partner)
  }

  /// `found` drawn from its end to its start.
  private func reversed(_ found: FoundLine) -> FoundLine {
    var line = found.line
    (line.start, line.end) = (line.end, line.start)
    line.bends.reverse()
    (line.arrowAtStart, line.arrowAtEnd) = (line.arrowAtEnd, line.arrowAtStart)
    (line.startBinding, line.endBinding) = (line.endBinding, line.startBinding)
    var reversed = FoundLine(
      line: line, cells: found.cells.reversed(), startBox: found.endBox, endBox: found.startBox)
    reversed.lentCells = found.lentCells
    return reversed
  }

  /// `first` going on into `second` (whose start faces `first`'s end along one row or column)
  /// as one line with `label` between them; nil when they are drawn differently.
  private func joining(_ first: FoundLine, _ second: FoundLine, label: String, labelCells: [Int])
    -> FoundLine?
  {
    let (a, b) = (first.line, second.line)
    // A line of nothing but an arrowhead beside a frame has the frame's alphabet, not its own.
    func hasStrokes(_ found: FoundLine) -> Bool {
      found.cells.contains { arrows[$0] == nil && frames[$0] == nil }
    }
    /// `|` runs are drawn alike in ASCII and underscores: a part of nothing else takes the
    /// other part's style (a vertical line meeting an underscore run or frame at one end).
    func isBars(_ found: FoundLine) -> Bool {
      found.cells.allSatisfy { arrows[$0] != nil || frames[$0] != nil || codes[$0] == CellCode.bar }
    }
    var style = hasStrokes(first) ? a.style : b.style
    if a.style != b.style && Set([a.style, b.style]) == [.ascii, .asciiUnderscore]
      && (isBars(first) || isBars(second))
    {
      style = .asciiUnderscore
    } else {
      guard !hasStrokes(first) || !hasStrokes(second) || a.style == b.style else { return nil }
    }
    var arrowhead = ArrowheadStyle.standard
    if a.arrowAtStart && b.arrowAtEnd {
      guard a.arrowhead == b.arrowhead else { return nil }
      arrowhead = a.arrowhead
    } else if a.arrowAtStart {
      arrowhead = a.arrowhead
    } else if b.arrowAtEnd {
      arrowhead = b.arrowhead
    }
    // The standard head when it draws the same on the joined line's style.
    if arrowhead == (style.isASCII ? .ascii : .arrow) { arrowhead = .standard }
    let bends = a.bends + b.bends
    let line = Line(
      start: a.start, end: b.end, style: style, arrowAtStart: a.arrowAtStart, arrowAtEnd: b.arrowAtEnd,
      arrowhead: arrowhead, route: Self.route(from: a.start, to: b.end, bends: bends), bends: bends,
      label: label)
    var joined = FoundLine(
      line: line, cells: first.cells + labelCells + second.cells, startBox: first.startBox,
      endBox: second.endBox)
    joined.lentCells = first.lentCells + second.lentCells
    return joined
  }
}

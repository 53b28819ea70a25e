import EaselDocument
import EaselGeometry
import EaselRaster

/// Frames: a corner with strokes right and down, an edge running right to a corner with a
/// stroke down, down to one with a stroke left, and back along the bottom and up the left side
/// to the start, all in one alphabet, the smallest one at each top left corner (so boxes that
/// share borders, in tables and packet layouts, are the smallest closed cells). Junctions on
/// the edges (where a line meets the frame or boxes share an edge) count as edge cells, and so
/// does what real diagrams put in an edge (`EdgeReading`).
extension Recogniser {
  mutating func findBoxes() {
    guard rows >= 2 && columns >= 2 else { return }
    // Without a corner (a stroke right and down: `+`, `┌`, `.`) there is no frame to read.
    guard arms.contains(where: { $0.right != .none && $0.down != .none }) else { return }
    let titles = TitleMemo()
    for row in 0..<rows - 1 {
      for column in 0..<columns - 1 {
        let index = row * columns + column
        let (right, down) = (frameArm(index, .right), frameArm(index, .down))
        guard right != .none, down != .none, down.isASCII == right.isASCII, right != .underscore else {
          continue
        }
        if let box = closeBox(column: column, row: row, weight: right, titles) {
          addBox(box, style: frameStyle(box, weight: right))
        }
      }
    }
    dropGapsBetweenStackedBoxes()
  }

  /// Two boxes stacked with no row between (`+--+--+` right over `+--v--+`) close a frame of
  /// two rows between them in ASCII, whose `+` corners join up and down: it is the two boxes'
  /// edges, not a box.
  private mutating func dropGapsBetweenStackedBoxes() {
    let found = boxes.map(\.rectangle.bounds)
    var gaps: [Int] = []
    for (number, bounds) in found.enumerated() where bounds.size.rows == 2 {
      func spans(_ other: CanvasRect) -> Bool {
        other.minColumn <= bounds.minColumn && other.maxColumn >= bounds.maxColumn
      }
      let isBelowOne = found.contains { $0.maxRow - 1 == bounds.minRow && $0.size.rows > 2 && spans($0) }
      let isAboveOne = found.contains { $0.minRow == bounds.maxRow - 1 && $0.size.rows > 2 && spans($0) }
      if isBelowOne && isAboveOne { gaps.append(number) }
    }
    guard !gaps.isEmpty else { return }
    for number in gaps.reversed() {
      let box = boxes.remove(at: number)
      // Its cells stay owned by the two boxes' frames they are.
      for cell in box.labelCells { owned[cell] = false }
    }
  }

  /// The smallest frame with its top left corner here.
  private func closeBox(column left: Int, row top: Int, weight: Weight, _ titles: TitleMemo) -> CanvasRect? {
    var right = left + 1
    var topHasTitle = false
    while right < columns, let passage = passage(right, top, .left, weight, titles) {
      if passage == .title { topHasTitle = true }
      if has(right, top, .left, weight) && has(right, top, .down, weight) {
        var bottom = top + 1
        while bottom < rows && passes(right, bottom, .up, weight, titles) {
          if has(right, bottom, .left, weight) && has(right, bottom, .up, weight)
            && !(topHasTitle
              && refusesTitle(row: top, left: left, right: right, going: .up, height: bottom - top + 1))
            && closes(left: left, top: top, right: right, bottom: bottom, weight, titles)
          {
            return CanvasRect(column: left, row: top, columns: right - left + 1, rows: bottom - top + 1)
          }
          guard passes(right, bottom, .down, weight, titles) else { break }
          bottom += 1
        }
      }
      guard passes(right, top, .right, weight, titles) else { break }
      right += 1
    }
    return nil
  }

  private func closes(
    left: Int, top: Int, right: Int, bottom: Int, _ weight: Weight, _ titles: TitleMemo
  ) -> Bool {
    guard has(left, bottom, .up, weight), has(left, bottom, .right, weight) else { return false }
    var hasTitle = false
    for column in left + 1..<right {
      guard let passage = passage(column, bottom, .left, weight, titles),
        passes(column, bottom, .right, weight, titles)
      else {
        return false
      }
      if passage == .title { hasTitle = true }
    }
    if hasTitle && refusesTitle(row: bottom, left: left, right: right, going: .down, height: bottom - top + 1)
    {
      return false
    }
    // A frame with no row inside is two solid rules (`+--+--+` over `+--+--+`), not two dashed
    // rows of prose.
    if bottom == top + 1 && !lent.isEmpty
      && (left...right).contains(where: { isLent(top * columns + $0) || isLent(bottom * columns + $0) })
    {
      return false
    }
    for row in top + 1..<bottom {
      guard passes(left, row, .up, weight, titles), passes(left, row, .down, weight, titles) else {
        return false
      }
    }
    return true
  }

  /// The style of a frame found in `weight`'s alphabet, from its corner and its whole top edge
  /// (whatever junctions lines make on it): dashed where the edge is (`┄`, `─ ─`, `┈`).
  private func frameStyle(_ bounds: CanvasRect, weight: Weight) -> FrameStyle {
    let (left, top) = (bounds.minColumn, bounds.minRow)
    let (right, bottom) = (bounds.maxColumn - 1, bounds.maxRow - 1)
    let corner = codes[top * columns + left]
    let edge = (top * columns + left + 1)..<(top * columns + right)
    switch weight {
    case .heavy: return .heavy
    case .double: return .double
    case .ascii, .asciiDouble:
      return corner == 0x2E ? .asciiRounded : codes[edge].contains(0x3D) ? .asciiDouble : .ascii
    default:
      if codes[edge].contains(0x2504) || edge.contains(where: isLent) { return .dashed }  // ┄, ─ ─, ┈
      if bottom - top > 1 && codes[(top + 1) * columns + left] == 0x2506 { return .dashed }  // ┆
      return corner == 0x256D ? .rounded : .light  // ╭
    }
  }

  mutating func addBox(_ bounds: CanvasRect, style: FrameStyle) {
    let (left, top) = (bounds.minColumn, bounds.minRow)
    let (right, bottom) = (bounds.maxColumn - 1, bounds.maxRow - 1)
    var cells: [Int] = []
    cells.reserveCapacity(2 * (right - left + bottom - top + 2))
    for column in left...right {
      cells.append(top * columns + column)
      cells.append(bottom * columns + column)
    }
    if bottom > top + 1 {
      for row in top + 1..<bottom {
        cells.append(row * columns + left)
        cells.append(row * columns + right)
      }
    }
    var box = FoundBox(rectangle: Rectangle(bounds: bounds, frameStyle: style), cells: cells)
    if let (label, labelCells) = label(inside: bounds) {
      box.rectangle.label = label
      box.labelCells = labelCells
    }
    for cell in box.cells { owned[cell] = true }
    for cell in box.labelCells { owned[cell] = true }
    boxes.append(box)
  }

  /// The text inside the frame as the box's label, when it is plain text (no strokes but the
  /// ASCII ones words hold: `- + . ' = _`) that the label layout puts in exactly those cells;
  /// with the cells it takes. This is the label's check: the check by drawing leaves labels out.
  private func label(inside bounds: CanvasRect) -> (String, [Int])? {
    guard bounds.size.columns > 2 && bounds.size.rows > 2 else { return nil }
    let (firstColumn, lastColumn) = (bounds.minColumn + 1, bounds.maxColumn - 2)
    var lines: [String] = []
    var cells: [Int] = []
    for row in bounds.minRow + 1..<bounds.maxRow - 1 {
      var line = ""
      var pendingSpaces = 0
      for column in firstColumn...lastColumn {
        let index = row * columns + column
        let code = codes[index]
        if code == CellCode.space {
          pendingSpaces += 1
          continue
        }
        if code == CellCode.continuation { continue }
        if !arms[index].isEmpty && !Arms.isJoint(code: code) && code != 0x2D && code != 0x3D
          && code != CellCode.underscore
        {
          return nil
        }
        if !line.isEmpty { line.append(String(repeating: " ", count: pendingSpaces)) }
        pendingSpaces = 0
        line.append(character(index)!)
        cells.append(index)
      }
      lines.append(line)
    }
    guard !cells.isEmpty else { return nil }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    let label = lines.joined(separator: "\n")
    let width = lastColumn - firstColumn + 1
    if lines.count == 1, label.utf8.count <= width, label.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      // One line of ASCII that fits: the layout centres it as it is, across and down.
      let row = bounds.minRow + 1 + (bounds.size.rows - 3) / 2
      let column = firstColumn + (width - label.utf8.count) / 2
      assert(
        LabelLayout(label: label, bounds: bounds).lines.map { [$0.row, $0.column] } == [[row, column]],
        "the label layout places \(label) elsewhere")
      let start = row * columns + column
      guard cells.first == start, cells.allSatisfy({ $0 / columns == row }) else { return nil }
      for (offset, byte) in label.utf8.enumerated() where byte != 0x20 {
        guard codes[start + offset] == UInt32(byte) else { return nil }
      }
      return (label, cells)
    }
    // Every interior cell as the layout draws it: its text, or a blank.
    let layout = LabelLayout(label: label, bounds: bounds)
    var expected = [Character?](repeating: nil, count: width * (bounds.size.rows - 2))
    var coveredCount = 0
    for line in layout.lines {
      var column = line.column
      for character in line.text {
        let characterWidth = character.asciiValue != nil ? 1 : max(1, TextWidth.width(of: character))
        guard column >= firstColumn, column + characterWidth - 1 <= lastColumn else { return nil }
        if character != " " {
          expected[(line.row - bounds.minRow - 1) * width + column - firstColumn] = character
          coveredCount += 1
        }
        column += characterWidth
      }
    }
    guard coveredCount == cells.count else { return nil }
    for index in cells {
      let offset = (index / columns - bounds.minRow - 1) * width + index % columns - firstColumn
      guard let character = expected[offset], holds(character, at: index) else { return nil }
    }
    return (label, cells)
  }
}

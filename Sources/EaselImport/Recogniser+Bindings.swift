import EaselDocument
import EaselGeometry

/// Connectors: a line's end bound to the box it meets, with the side and the offset where it
/// meets it, so routing it again leaves and enters the boxes where it is drawn.
extension Recogniser {
  /// Binds the ends that meet a frame: on it, where a junction shows the line meeting it (on a
  /// corner too: the side the line comes onto it by), or where an arrowhead stands in the edge
  /// (bound already, `line(along:)`); or pointing at a side or corner across a gap: the end in
  /// the cell beside it (`──>|`), or one blank cell between (`──> |`, `--- ║`). A slanted line's
  /// ends on frames are bound too, on whichever side its route chooses.
  mutating func bindLines() {
    guard !boxes.isEmpty, !lines.isEmpty else { return }
    let frames = self.frames
    for number in lines.indices {
      var found = lines[number]
      // Elbows are orthogonal by construction; a line without bends when its ends share a row
      // or a column.
      let line = found.line
      let isOrthogonal =
        !line.bends.isEmpty || line.start.row == line.end.row || line.start.column == line.end.column
      if !isOrthogonal {
        if found.line.startBinding == nil, let box = found.startBox {
          found.line.startBinding = LineBinding(shape: boxID(box))
        }
        if found.line.endBinding == nil, let box = found.endBox {
          found.line.endBinding = LineBinding(shape: boxID(box))
        }
        lines[number] = found
        continue
      }
      /// The way the line goes onto its end: from the vertex before it.
      func arriving(_ end: CanvasPoint, from previous: CanvasPoint) -> Direction? {
        if end == previous { return nil }
        if end.row == previous.row { return end.column > previous.column ? .right : .left }
        return end.row > previous.row ? .down : .up
      }
      // On a frame, a side's junction binds; a corner only where frames go on across the line
      // (boxes side by side sharing it: the line meets their common edge), since a line going
      // on from a lone corner goes on along one of its edges, a frame's own stroke as often as
      // a connector. Across a gap, a side binds, and a corner when an arrowhead points at it.
      func through(_ cell: Int, _ way: Direction?) -> Direction? {
        guard let way, let frame = frames[cell] else { return nil }
        let across: (Direction, Direction) = way.isHorizontal ? (.up, .down) : (.left, .right)
        return frame.arms[across.0] != .none && frame.arms[across.1] != .none ? way : nil
      }
      /// An end and the vertex before it, without building the vertices.
      func endAndPrevious(_ line: Line, atStart: Bool) -> (CanvasPoint, CanvasPoint) {
        atStart
          ? (line.start, line.bends.first ?? line.end) : (line.end, line.bends.last ?? line.start)
      }
      for pass in 0..<2 {
        let atStart = pass == 0
        guard (atStart ? found.line.startBinding : found.line.endBinding) == nil else { continue }
        var (end, previous) = endAndPrevious(found.line, atStart: atStart)
        var way = arriving(end, from: previous)
        var cell = index(end.column, end.row)!
        if let box = atStart ? found.startBox : found.endBox {
          if let bound = binding(of: end, to: box, gap: 0, arriving: through(cell, way)) {
            if atStart { found.line.startBinding = bound } else { found.line.endBinding = bound }
            continue
          }
          // A lone corner: the line ends beside it, the corner the frame's own.
          note(at: cell, Self.cornerNote)
          if atStart { found.startBox = nil } else { found.endBox = nil }
          guard let shorter = shortened(found, atStart: atStart) else { continue }
          found = shorter
          (end, previous) = endAndPrevious(found.line, atStart: atStart)
          way = arriving(end, from: previous)
          cell = index(end.column, end.row)!
        }
        guard let way, let (box, gap) = facedBox(from: cell, going: way, frames: frames) else { continue }
        let pointing = atStart ? found.line.arrowAtStart : found.line.arrowAtEnd
        let bound = gapBinding(of: end, to: box, gap: gap, going: way, pointing: pointing)
        if atStart {
          found.startBox = box
          found.line.startBinding = bound
        } else {
          found.endBox = box
          found.line.endBinding = bound
        }
      }
      let startCell = index(found.line.start.column, found.line.start.row)!
      let endCell = index(found.line.end.column, found.line.end.row)!
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

  static let cornerNote =
    "a line goes on from a box's corner: read as the frame's edge going on as much as a connector, left unbound"

  /// The box a free end going `way` points at across a gap of one cell (the end beside the
  /// frame), two (a blank between) or three (two blanks), with the gap: a side's straight part
  /// or a corner, seen from outside.
  func facedBox(from end: Int, going way: Direction, frames: FrameCells) -> (Int, Int)? {
    var cell = end
    for gap in 1...3 {
      guard let next = neighbour(cell, way) else { return nil }
      cell = next
      if let frame = frames[cell] {
        // The frame's stroke towards the end is absent (the end is outside), and it runs across
        // the way in.
        guard frame.arms[way.opposite] == .none else { return nil }
        let across =
          way.isHorizontal
          ? frame.arms.up != .none || frame.arms.down != .none
          : frame.arms.left != .none || frame.arms.right != .none
        return across ? (frame.box, gap) : nil
      }
      guard isSpace(cell) && !owned[cell] else { return nil }
    }
    return nil
  }

  /// `found` without the cell at its start (or end): a line ending beside the corner it was
  /// drawn onto. Nil when too little would be left.
  private func shortened(_ found: FoundLine, atStart: Bool) -> FoundLine? {
    guard found.cells.count > 2, found.line.label.isEmpty else { return nil }
    var shorter = found
    let removed = atStart ? shorter.cells.removeFirst() : shorter.cells.removeLast()
    shorter.lentCells.removeAll { $0 == removed }
    let end = point(atStart ? shorter.cells[0] : shorter.cells[shorter.cells.count - 1])
    if atStart {
      shorter.line.start = end
      if shorter.line.bends.first == end { shorter.line.bends.removeFirst() }
    } else {
      shorter.line.end = end
      if shorter.line.bends.last == end { shorter.line.bends.removeLast() }
    }
    shorter.line.route = Self.route(from: shorter.line.start, to: shorter.line.end, bends: shorter.line.bends)
    return shorter
  }

  /// The binding of an end `gap` cells from the box it points at going `way`; an arrowhead
  /// binds at a corner too. Two blanks before the side are kept as one, the most Easel keeps:
  /// the end stays where it is drawn until an edit routes it again.
  private func gapBinding(of end: CanvasPoint, to box: Int, gap: Int, going way: Direction, pointing: Bool)
    -> LineBinding?
  {
    let kept = min(gap, LineBinding.maximumGap)
    let step = way.step
    let moved = CanvasPoint(
      column: end.column + (gap - kept) * step.columns, row: end.row + (gap - kept) * step.rows)
    return binding(of: moved, to: box, gap: kept, arriving: pointing ? way : nil)
  }

  /// True when a line's end at `end`, reached from `previous`, points at a box across a gap.
  func facesBox(_ end: Int, from previous: Int) -> Bool {
    facedBox(from: end, going: direction(from: previous, to: end), frames: frames) != nil
  }

  /// The binding of an end at `point`, `gap` cells outside `box`'s frame: the side it meets and
  /// how far along, counted from the frame's corner. At a corner (or beside one), the side the
  /// line comes onto it by (`arriving`: a line coming down meets the top), its offset kept off
  /// the corner as the router keeps it.
  func binding(of point: CanvasPoint, to box: Int, gap: Int, arriving: Direction? = nil) -> LineBinding? {
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
    guard let arriving else { return nil }
    let side: ShapeSide
    switch arriving {
    case .down where point.row == top: side = .top
    case .up where point.row == bottom: side = .bottom
    case .right where point.column == left: side = .left
    case .left where point.column == right: side = .right
    default: return nil
    }
    let isAcross = side == .top || side == .bottom
    let length = isAcross ? bounds.size.columns : bounds.size.rows
    let along = isAcross ? point.column - bounds.minColumn : point.row - bounds.minRow
    guard along >= -gap && along < length + gap else { return nil }
    let offset = length >= 3 ? min(max(along, 1), length - 2) : min(max(along, 0), length - 1)
    return LineBinding(shape: id, side: side, offset: offset, gap: gap)
  }
}

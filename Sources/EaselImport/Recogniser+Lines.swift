import EaselDocument
import EaselGeometry

/// Lines: cells whose strokes join their neighbours' are walked into paths, straight on
/// through crossings, turning at corners; a path becomes a line with its corners as bends,
/// arrowheads at its ends, and an end on a frame (where a junction shows the line meeting it)
/// bound to that box.
extension Recogniser {
  /// Each border cell's owner and the strokes its frames draw there.
  func frameCells() -> FrameCells {
    var frames = FrameCells(count: columns * rows)
    for (number, box) in boxes.enumerated() {
      let bounds = box.rectangle.bounds
      let weight = weight(of: box.rectangle.frameStyle)
      let (left, top, right, bottom) = (
        bounds.minColumn, bounds.minRow, bounds.maxColumn - 1, bounds.maxRow - 1
      )
      func add(_ column: Int, _ row: Int) {
        var arms = Arms()
        if row == top || row == bottom {
          if column > left { arms.left = weight }
          if column < right { arms.right = weight }
        }
        if column == left || column == right {
          if row > top { arms.up = weight }
          if row < bottom { arms.down = weight }
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
      for row in top...bottom {
        add(left, row)
        add(right, row)
      }
    }
    return frames
  }

  func weight(of style: FrameStyle) -> Weight {
    switch style {
    case .heavy: .heavy
    case .double: .double
    case .ascii: .ascii
    default: .light
    }
  }

  mutating func findLines() {
    let frames = frameCells()
    let count = columns * rows
    /// The strokes a cell offers a line: on a frame, only those the frame does not draw.
    func lineArms(_ index: Int) -> Arms? {
      guard let cell = arms[index] else { return nil }
      guard let frame = frames[index] else { return cell }
      var extra = Arms()
      for direction in Direction.allCases where frame.arms[direction] == .none {
        extra[direction] = cell[direction]
      }
      return extra
    }
    func neighbour(_ index: Int, _ direction: Direction) -> Int? {
      let step = direction.step
      return self.index(index % columns + step.columns, index / columns + step.rows)
    }
    func join(_ index: Int, _ direction: Direction) -> Weight {
      if let pointing = arrows[index], frames[index] == nil {
        if direction == pointing.opposite { return .arrow }
        if direction == pointing, let next = neighbour(index, direction), frames[next] != nil {
          return .arrow
        }
        return .none
      }
      return lineArms(index)?[direction] ?? .none
    }
    // Each cell's joins: a bit per direction.
    var joins = [UInt8](repeating: 0, count: count)
    var weights = [Weight](repeating: .none, count: count * 4)
    for index in 0..<count where arms[index] != nil || arrows[index] != nil {
      for direction in [Direction.right, .down] {
        guard let next = neighbour(index, direction) else { continue }
        let here = join(index, direction)
        let there = join(next, direction.opposite)
        guard here != .none, there != .none, here == there || here == .arrow || there == .arrow,
          !(here == .arrow && there == .arrow), !(frames[index] != nil && frames[next] != nil)
        else { continue }
        let weight = here == .arrow ? there : here
        joins[index] |= 1 << direction.rawValue
        joins[next] |= 1 << direction.opposite.rawValue
        weights[index * 4 + direction.rawValue] = weight
        weights[next * 4 + direction.opposite.rawValue] = weight
      }
    }
    var used = [UInt8](repeating: 0, count: count)
    func degree(_ index: Int) -> Int { joins[index].nonzeroBitCount }
    func walk(from start: Int, _ first: Direction) -> [Int] {
      var path = [start]
      var here = start
      var direction = first
      let weight = weights[start * 4 + first.rawValue]
      while true {
        guard let next = neighbour(here, direction) else { break }
        used[here] |= 1 << direction.rawValue
        used[next] |= 1 << direction.opposite.rawValue
        path.append(next)
        here = next
        if frames[here] != nil { break }
        let free = joins[here] & ~used[here]
        func open(_ candidate: Direction) -> Bool {
          free & (1 << candidate.rawValue) != 0 && weights[here * 4 + candidate.rawValue] == weight
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
    for index in 0..<count where joins[index] & ~used[index] != 0 {
      for direction in Direction.allCases where joins[index] & ~used[index] & (1 << direction.rawValue) != 0 {
        paths.append(walk(from: index, direction))
      }
    }
    for path in paths {
      if let found = line(along: path, weights: weights, frames: frames) { lines.append(found) }
    }
  }

  private func direction(from a: Int, to b: Int) -> Direction {
    if b == a + 1 { return .right }
    if b == a - 1 { return .left }
    return b > a ? .down : .up
  }

  private func point(_ index: Int) -> CanvasPoint {
    CanvasPoint(column: index % columns, row: index / columns)
  }

  /// The line a path draws; nil when too little of it is certain.
  private func line(along path: [Int], weights: [Weight], frames: FrameCells) -> FoundLine? {
    guard path.count >= 2 else { return nil }
    var weight = weights[path[0] * 4 + direction(from: path[0], to: path[1]).rawValue]
    if weight == .arrow { weight = .light }
    var cells = path
    // An end drawn unlike a line's end (a corner, a `+` nothing continues from, an arrowhead of
    // the other alphabet) stays text.
    func fitsEnd(_ index: Int, towards next: Int) -> Bool {
      if frames[index] != nil { return true }
      guard let character = characters[index] else { return false }
      if Arms.arrow(character) != nil {
        return character.isASCII == (weight == .ascii)
      }
      let along = direction(from: index, to: next)
      guard let cell = arms[index] else { return false }
      for direction in Direction.allCases {
        let expected = direction == along || direction == along.opposite
        if (cell[direction] != .none) != expected { return false }
      }
      return character != "+"
    }
    if !fitsEnd(cells[0], towards: cells[1]) { cells.removeFirst() }
    guard cells.count >= 2 else { return nil }
    if !fitsEnd(cells[cells.count - 1], towards: cells[cells.count - 2]) { cells.removeLast() }
    guard cells.count >= 2 else { return nil }
    if cells.count == 2 && cells.allSatisfy({ frames[$0] != nil }) { return nil }
    var vertices = [point(cells[0])]
    var style: FrameStyle
    switch weight {
    case .heavy: style = .heavy
    case .double: style = .double
    case .ascii: style = .ascii
    default: style = .light
    }
    var bends: [CanvasPoint] = []
    for position in 1..<cells.count - 1 {
      let before = direction(from: cells[position - 1], to: cells[position])
      let after = direction(from: cells[position], to: cells[position + 1])
      if before != after {
        bends.append(point(cells[position]))
        if style == .light, let character = characters[cells[position]], "╭╮╰╯".contains(character) {
          style = .rounded
        }
      }
    }
    if style == .light && cells.contains(where: { characters[$0] == "┄" || characters[$0] == "┆" }) {
      style = .dashed
    }
    vertices.append(point(cells[cells.count - 1]))
    func isArrow(_ index: Int) -> Bool {
      arrows[index] != nil && frames[index] == nil
    }
    let last = cells.count - 1
    let arrowAtStart = isArrow(cells[0]) || (frames[cells[0]] != nil && isArrow(cells[1]))
    let arrowAtEnd = isArrow(cells[last]) || (frames[cells[last]] != nil && isArrow(cells[last - 1]))
    let line = Line(
      start: vertices[0], end: vertices[1], style: style, arrowAtStart: arrowAtStart, arrowAtEnd: arrowAtEnd,
      route: bends.isEmpty ? .straight : .elbow, bends: bends)
    return FoundLine(
      line: line, cells: cells, startBox: frames[cells[0]]?.box, endBox: frames[cells[last]]?.box)
  }

  /// Binds the ends that lie on a frame, with the side and the offset where the line meets it,
  /// so routing it again leaves and enters the boxes where it is drawn; notes whether the router
  /// would also choose the same cells in between (an elbow route may take another way round).
  mutating func bindLines() {
    guard !boxes.isEmpty, !lines.isEmpty else { return }
    let shapes = boxes.enumerated().map {
      Shape(id: boxID($0.offset), kind: .rectangle($0.element.rectangle))
    }
    guard let document = try? Document(shapes: shapes) else { return }
    let index = SpatialIndex(document)
    for number in lines.indices {
      let found = lines[number]
      let start = found.startBox.flatMap { binding(of: found.line.start, to: $0) }
      let end = found.endBox.flatMap { binding(of: found.line.end, to: $0) }
      guard start != nil || end != nil else { continue }
      var bound = found.line
      bound.startBinding = start
      bound.endBinding = end
      lines[number].line = bound
      lines[number].reroutesAlike = document.routed(bound, index: index).vertices == bound.vertices
    }
  }

  private func binding(of point: CanvasPoint, to box: Int) -> LineBinding? {
    let bounds = boxes[box].rectangle.bounds
    let (left, top, right, bottom) = (
      bounds.minColumn, bounds.minRow, bounds.maxColumn - 1, bounds.maxRow - 1
    )
    let id = boxID(box)
    let insideColumns = point.column > left && point.column < right
    let insideRows = point.row > top && point.row < bottom
    if point.row == top && insideColumns {
      return LineBinding(shape: id, side: .top, offset: point.column - left)
    }
    if point.row == bottom && insideColumns {
      return LineBinding(shape: id, side: .bottom, offset: point.column - left)
    }
    if point.column == left && insideRows {
      return LineBinding(shape: id, side: .left, offset: point.row - top)
    }
    if point.column == right && insideRows {
      return LineBinding(shape: id, side: .right, offset: point.row - top)
    }
    return nil
  }
}

/// Each cell's frame, if it lies on one: the first box whose border it is, and the strokes the
/// frames draw there. Arrays, not a dictionary: looked up for every line cell.
struct FrameCells {
  private var boxes: [Int32]
  private var arms: [Arms]

  init(count: Int) {
    boxes = [Int32](repeating: -1, count: count)
    arms = [Arms](repeating: Arms(), count: count)
  }

  subscript(index: Int) -> (box: Int, arms: Arms)? {
    get { boxes[index] < 0 ? nil : (Int(boxes[index]), arms[index]) }
    set {
      boxes[index] = Int32(newValue?.box ?? -1)
      arms[index] = newValue?.arms ?? Arms()
    }
  }
}

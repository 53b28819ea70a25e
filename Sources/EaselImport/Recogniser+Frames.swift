/// The frames' cells: for each border cell, the box whose frame it is and the strokes the frames
/// draw there, looked up by every later pass (joins, paths, bindings).
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

  /// The box the frame cell belongs to on whose inside the cell beyond it, going `direction`,
  /// lies: the box an arrowhead standing in its edge points into.
  func box(entered cell: Int, going direction: Direction) -> Int? {
    guard let frame = frames[cell], let next = neighbour(cell, direction) else { return nil }
    let (here, inside) = (point(cell), point(next))
    func enters(_ number: Int) -> Bool {
      let bounds = boxes[number].rectangle.bounds
      let isInside =
        inside.column > bounds.minColumn && inside.column < bounds.maxColumn - 1 && inside.row > bounds.minRow
        && inside.row < bounds.maxRow - 1
      let isOnBorder =
        bounds.contains(here)
        && (here.column == bounds.minColumn || here.column == bounds.maxColumn - 1
          || here.row == bounds.minRow
          || here.row == bounds.maxRow - 1)
      return isInside && isOnBorder
    }
    // The frame's own box, else another sharing that border (a table's cell below a rule).
    if enters(frame.box) { return frame.box }
    return boxes.indices.first { !boxes[$0].isDropped && enters($0) }
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

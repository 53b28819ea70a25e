import EaselGeometry

/// Align and distribute (spec §9 "Arrange"): how far each of a selection's shapes moves, from
/// their bounds alone, so the commands, tests and any future guide share one rule. Alignment is
/// to the selection's own bounds; distributing keeps the outermost two where they are and makes
/// the gaps between neighbours equal (the cells left over go to the first gaps).
public enum Arrangement {
  public enum Alignment: String, CaseIterable, Sendable {
    case left, centre, right, top, middle, bottom

    var isHorizontal: Bool { self == .left || self == .centre || self == .right }
  }

  public enum Axis: Sendable {
    case horizontal, vertical
  }

  /// The move of each of `bounds`, in order, that aligns them.
  public static func align(_ bounds: [CanvasRect], _ alignment: Alignment) -> [(columns: Int, rows: Int)] {
    guard let first = bounds.first else { return [] }
    let all = bounds.dropFirst().reduce(first) { $0.union($1) }
    return bounds.map { rect in
      let delta: Int
      switch alignment {
      case .left: delta = all.minColumn - rect.minColumn
      case .right: delta = all.maxColumn - rect.maxColumn
      case .top: delta = all.minRow - rect.minRow
      case .bottom: delta = all.maxRow - rect.maxRow
      case .centre: delta = halfFloor((all.minColumn + all.maxColumn) - (rect.minColumn + rect.maxColumn))
      case .middle: delta = halfFloor((all.minRow + all.maxRow) - (rect.minRow + rect.maxRow))
      }
      return alignment.isHorizontal ? (delta, 0) : (0, delta)
    }
  }

  /// The move of each of `bounds`, in order, that spaces them evenly along `axis`: ordered by
  /// their leading edge (then by position in `bounds`), the first and the last stay. Fewer than
  /// three shapes do not move.
  public static func distribute(_ bounds: [CanvasRect], along axis: Axis) -> [(columns: Int, rows: Int)] {
    var moves = [(columns: Int, rows: Int)](repeating: (0, 0), count: bounds.count)
    guard bounds.count >= 3 else { return moves }
    func start(_ rect: CanvasRect) -> Int { axis == .horizontal ? rect.minColumn : rect.minRow }
    func length(_ rect: CanvasRect) -> Int { axis == .horizontal ? rect.size.columns : rect.size.rows }
    let order = bounds.indices.sorted { (start(bounds[$0]), $0) < (start(bounds[$1]), $1) }
    let first = bounds[order[0]]
    let last = bounds[order[order.count - 1]]
    let span = start(last) + length(last) - start(first)
    let occupied = order.reduce(0) { $0 + length(bounds[$1]) }
    let gaps = order.count - 1
    let free = span - occupied
    // Floor division, so overlapping shapes (a negative free space) still come out even.
    let gap = free >= 0 ? free / gaps : -((-free + gaps - 1) / gaps)
    var extra = free - gap * gaps
    var position = start(first)
    for index in order {
      let delta = position - start(bounds[index])
      moves[index] = axis == .horizontal ? (delta, 0) : (0, delta)
      position += length(bounds[index]) + gap
      if extra > 0 {
        position += 1
        extra -= 1
      }
    }
    return moves
  }

  private static func halfFloor(_ value: Int) -> Int { value >= 0 ? value / 2 : -((-value + 1) / 2) }
}

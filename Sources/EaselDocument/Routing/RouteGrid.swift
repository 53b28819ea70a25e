import EaselGeometry

/// The sparse orthogonal grid an elbow route is searched on: only the columns and rows where
/// what a cell costs changes (each side of every obstacle's, margin's and bound frame's edge),
/// the ends' cells and stub cells, and the search area's edges. Between two neighbouring grid
/// columns every cell of a row costs the same, so a run can be priced without visiting its
/// cells, and an optimal route can always be slid onto grid lines without costing more.
///
/// A clean grid keeps only the lines just outside each margin (with the ends' and the area's):
/// enough for the best clean route, since a clean run slides freely up to those lines, and a
/// third the size. Its bands carry the flags of any cell in them, so a clean run is one whose
/// bands carry none.
///
/// A bound frame has a margin too (spec §8, §10.1: a free cell between a route and any frame),
/// but for its stub cells, the cells just outside its terminals that every route leaving or
/// entering it must take. Those are grid nodes of their own, so their exact flags are set there.
struct RouteGrid {
  /// What a cell lies in; a cell's cost follows from these bits alone.
  enum Flag {
    static let margin: UInt8 = 1
    static let obstacle: UInt8 = 2
    static let frame: UInt8 = 4
  }

  /// The grid lines, ascending.
  let columns: [Int]
  let rows: [Int]
  /// Flags of the refined grid: index 2i is grid column i, 2i+1 the columns strictly between
  /// grid columns i and i+1 (likewise for rows); row-major, `refinedWidth` wide.
  private(set) var flags: [UInt8]
  let refinedWidth: Int
  private let obstacles: [CanvasRect]
  private let frames: [CanvasRect]
  /// The cells that are not in the margin of the frame they stand beside: each terminal's stub
  /// cell, with its end's frame.
  private let stubs: [(cell: CanvasPoint, frame: CanvasRect)]

  /// Grids beyond this many nodes (thousands of obstacles in one search area) are built
  /// without the obstacles, so no input can ask for unbounded memory.
  static let maximumNodes = 1 << 18

  init(
    area: CanvasRect, obstacles: [CanvasRect], frames: [CanvasRect],
    stubs: [(cell: CanvasPoint, frame: CanvasRect)] = [], fixedPoints: [CanvasPoint], isClean: Bool = false
  ) {
    var obstacles = obstacles
    var lines = Self.lines(
      area: area, obstacles: obstacles, frames: frames, fixedPoints: fixedPoints, isClean: isClean)
    if lines.columns.count * lines.rows.count > Self.maximumNodes {
      obstacles = []
      lines = Self.lines(
        area: area, obstacles: [], frames: frames, fixedPoints: fixedPoints, isClean: isClean)
    }
    self.obstacles = obstacles
    self.frames = frames
    self.stubs = stubs
    columns = lines.columns
    rows = lines.rows
    refinedWidth = 2 * columns.count - 1
    flags = [UInt8](repeating: 0, count: refinedWidth * (2 * rows.count - 1))
    for rect in obstacles {
      paint(
        CanvasRect(
          column: rect.minColumn - 1, row: rect.minRow - 1, columns: rect.size.columns + 2,
          rows: rect.size.rows + 2), Flag.margin)
      paint(rect, Flag.obstacle)
    }
    for rect in frames {
      for strip in Self.marginStrips(of: rect) { paint(strip, Flag.margin) }
      paint(rect, Flag.frame)
    }
    // Stub cells are grid nodes (fixed points), a band of one cell each way.
    for stub in stubs {
      guard let column = Self.lineIndex(of: stub.cell.column, in: columns),
        let row = Self.lineIndex(of: stub.cell.row, in: rows)
      else { continue }
      flags[2 * row * refinedWidth + 2 * column] = flags(at: stub.cell)
    }
  }

  /// The one-cell ring around `rect`, as four strips.
  private static func marginStrips(of rect: CanvasRect) -> [CanvasRect] {
    [
      CanvasRect(column: rect.minColumn - 1, row: rect.minRow - 1, columns: rect.size.columns + 2, rows: 1),
      CanvasRect(column: rect.minColumn - 1, row: rect.maxRow, columns: rect.size.columns + 2, rows: 1),
      CanvasRect(column: rect.minColumn - 1, row: rect.minRow, columns: 1, rows: rect.size.rows),
      CanvasRect(column: rect.maxColumn, row: rect.minRow, columns: 1, rows: rect.size.rows),
    ]
  }

  /// True when `point` is in the one-cell ring around `rect`.
  private static func ringContains(_ rect: CanvasRect, _ point: CanvasPoint) -> Bool {
    point.column >= rect.minColumn - 1 && point.column <= rect.maxColumn && point.row >= rect.minRow - 1
      && point.row <= rect.maxRow && !rect.contains(point)
  }

  /// The grid lines, ascending and within the area.
  private static func lines(
    area: CanvasRect, obstacles: [CanvasRect], frames: [CanvasRect], fixedPoints: [CanvasPoint], isClean: Bool
  ) -> (columns: [Int], rows: [Int]) {
    var columnLines = [area.minColumn, area.maxColumn - 1]
    var rowLines = [area.minRow, area.maxRow - 1]
    columnLines.reserveCapacity(6 * obstacles.count + 4 * frames.count + fixedPoints.count + 2)
    rowLines.reserveCapacity(columnLines.capacity)
    for rect in obstacles {
      if isClean {
        // The first clean cells beyond the margin.
        columnLines += [rect.minColumn - 2, rect.maxColumn + 1]
        rowLines += [rect.minRow - 2, rect.maxRow + 1]
      } else {
        // Both cells either side of each edge where a cost changes: the margin's outer edge and
        // the obstacle's edge (the margin's inner edge), at both ends of the span.
        columnLines += [
          rect.minColumn - 2, rect.minColumn - 1, rect.minColumn, rect.maxColumn - 1, rect.maxColumn,
          rect.maxColumn + 1,
        ]
        rowLines += [
          rect.minRow - 2, rect.minRow - 1, rect.minRow, rect.maxRow - 1, rect.maxRow, rect.maxRow + 1,
        ]
      }
    }
    for rect in frames {
      // A frame's margin is priced like an obstacle's, so its lines are the same.
      if isClean {
        columnLines += [rect.minColumn - 2, rect.maxColumn + 1]
        rowLines += [rect.minRow - 2, rect.maxRow + 1]
      } else {
        columnLines += [
          rect.minColumn - 2, rect.minColumn - 1, rect.minColumn, rect.maxColumn - 1, rect.maxColumn,
          rect.maxColumn + 1,
        ]
        rowLines += [
          rect.minRow - 2, rect.minRow - 1, rect.minRow, rect.maxRow - 1, rect.maxRow, rect.maxRow + 1,
        ]
      }
    }
    for point in fixedPoints {
      columnLines.append(point.column)
      rowLines.append(point.row)
    }
    return (
      uniqueSorted(columnLines, within: area.minColumn...(area.maxColumn - 1)),
      uniqueSorted(rowLines, within: area.minRow...(area.maxRow - 1))
    )
  }

  private static func uniqueSorted(_ values: [Int], within range: ClosedRange<Int>) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(values.count)
    for value in values.sorted() where range.contains(value) && result.last != value {
      result.append(value)
    }
    return result
  }

  /// The index of grid line `value` in `lines`, or nil when it is not one.
  static func lineIndex(of value: Int, in lines: [Int]) -> Int? {
    let found = index(of: value, in: lines)
    return lines[found] == value ? found : nil
  }

  /// The index of grid line `value` (which must be one) in `lines`.
  static func index(of value: Int, in lines: [Int]) -> Int {
    var low = 0
    var high = lines.count - 1
    while low < high {
      let middle = (low + high) / 2
      if lines[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The refined index of the band holding `value` (which lies within the grid's span).
  private static func refinedIndex(of value: Int, in lines: [Int]) -> Int {
    // The last line at or before `value`.
    var low = 0
    var high = lines.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lines[middle] <= value { low = middle } else { high = middle - 1 }
    }
    return lines[low] == value ? 2 * low : 2 * low + 1
  }

  /// Sets `flag` on every refined band `rect` reaches, clipped to the area.
  private mutating func paint(_ rect: CanvasRect, _ flag: UInt8) {
    let firstColumn = max(rect.minColumn, columns[0])
    let lastColumn = min(rect.maxColumn - 1, columns[columns.count - 1])
    let firstRow = max(rect.minRow, rows[0])
    let lastRow = min(rect.maxRow - 1, rows[rows.count - 1])
    guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
    let columnRange =
      Self.refinedIndex(of: firstColumn, in: columns)...Self.refinedIndex(of: lastColumn, in: columns)
    let rowRange = Self.refinedIndex(of: firstRow, in: rows)...Self.refinedIndex(of: lastRow, in: rows)
    for row in rowRange {
      let base = row * refinedWidth
      for column in columnRange { flags[base + column] |= flag }
    }
  }

  /// The flags of one cell, worked out from the rectangles (for cells off the grid: stubs).
  func flags(at point: CanvasPoint) -> UInt8 {
    var result: UInt8 = 0
    for rect in obstacles {
      if rect.contains(point) {
        result |= Flag.obstacle | Flag.margin
      } else if point.column >= rect.minColumn - 1 && point.column <= rect.maxColumn
        && point.row >= rect.minRow - 1 && point.row <= rect.maxRow
      {
        result |= Flag.margin
      }
    }
    for rect in frames {
      if rect.contains(point) {
        result |= Flag.frame
      } else if Self.ringContains(rect, point)
        && !stubs.contains(where: { $0.cell == point && $0.frame == rect })
      {
        result |= Flag.margin
      }
    }
    return result
  }

  /// The cost of one cell; `isEndCell` spares a route's own end cell the frame tier.
  func cost(at point: CanvasPoint, isEndCell: Bool = false) -> RouteCost {
    RouteCost.cells(1, flags: isEndCell ? flags(at: point) & ~Flag.frame : flags(at: point))
  }

  /// True when the run from grid node (column, row) one grid line onward in `direction` passes
  /// only clean cells.
  func isCleanRun(column: Int, row: Int, _ direction: RouteDirection) -> Bool {
    let middle = (2 * row + direction.rowStep) * refinedWidth + 2 * column + direction.columnStep
    let reached = (2 * row + 2 * direction.rowStep) * refinedWidth + 2 * column + 2 * direction.columnStep
    return flags[middle] | flags[reached] == 0
  }

  /// The cost of the run from grid node (column, row) one grid line onward in `direction` (which
  /// must stay on the grid): the cells strictly between the two lines, then the node reached.
  func runCost(column: Int, row: Int, _ direction: RouteDirection) -> RouteCost {
    let refinedColumn = 2 * column
    let refinedRow = 2 * row
    let between: Int
    let middle: Int
    let reached: Int
    switch direction {
    case .right:
      between = columns[column + 1] - columns[column] - 1
      middle = refinedRow * refinedWidth + refinedColumn + 1
      reached = middle + 1
    case .left:
      between = columns[column] - columns[column - 1] - 1
      middle = refinedRow * refinedWidth + refinedColumn - 1
      reached = middle - 1
    case .down:
      between = rows[row + 1] - rows[row] - 1
      middle = (refinedRow + 1) * refinedWidth + refinedColumn
      reached = middle + refinedWidth
    case .up:
      between = rows[row] - rows[row - 1] - 1
      middle = (refinedRow - 1) * refinedWidth + refinedColumn
      reached = middle - refinedWidth
    }
    let cost = RouteCost.cells(1, flags: flags[reached])
    guard between > 0 else { return cost + .length(1) }
    return cost + RouteCost.cells(between, flags: flags[middle]) + .length(between + 1)
  }
}

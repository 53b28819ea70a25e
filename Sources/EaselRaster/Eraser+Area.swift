import EaselGeometry

/// The canvas cells an erase covers (spec §5.5): a marquee region is one rectangle, the eraser
/// tool's path many small ones, overlapping as they please.
///
/// Stored as horizontal bands of disjoint column runs, so asking whether a cell or a run of cells
/// is covered costs a binary search however many rectangles made the area, and cutting a long
/// edge costs the runs it crosses, not its length.
public struct EraseArea: Hashable, Sendable {
  /// Rows `rows`, all covered at exactly the same columns.
  struct Band: Hashable, Sendable {
    var rows: Range<Int>
    /// Sorted, disjoint and not touching.
    var columns: [Range<Int>]
  }

  /// Sorted by row, disjoint, each with at least one column run.
  let bands: [Band]
  /// The smallest rectangle holding every covered cell; `.zero` when nothing is covered.
  public let bounds: CanvasRect

  /// The cells of every rectangle; empty rectangles add nothing.
  public init(_ rects: [CanvasRect]) {
    let rects = rects.filter { !$0.isEmpty }
    let boundaries = Set(rects.flatMap { [$0.minRow, $0.maxRow] }).sorted()
    let byTop = rects.sorted { $0.minRow < $1.minRow }
    var bands: [Band] = []
    var active: [CanvasRect] = []
    var next = 0
    for (top, bottom) in zip(boundaries, boundaries.dropFirst()) {
      while next < byTop.count && byTop[next].minRow <= top {
        active.append(byTop[next])
        next += 1
      }
      active.removeAll { $0.maxRow <= top }
      guard !active.isEmpty else { continue }
      let columns = Self.union(active.map { $0.minColumn..<$0.maxColumn })
      if let last = bands.last, last.rows.upperBound == top, last.columns == columns {
        bands[bands.count - 1].rows = last.rows.lowerBound..<bottom
      } else {
        bands.append(Band(rows: top..<bottom, columns: columns))
      }
    }
    self.bands = bands
    bounds = rects.reduce(CanvasRect.zero) { $0.union($1) }
  }

  public init(_ rect: CanvasRect) { self.init([rect]) }

  /// The area made of single cells, as the eraser tool collects them along its path.
  public init<Cells: Sequence<CanvasPoint>>(cells: Cells) {
    self.init(cells.map { CanvasRect(origin: $0, size: CellSize(columns: 1, rows: 1)) })
  }

  public var isEmpty: Bool { bands.isEmpty }

  /// The area as disjoint rectangles, top to bottom: what to query a `SpatialIndex` with, or
  /// to redraw.
  public var rects: [CanvasRect] {
    bands.flatMap { band in
      band.columns.map {
        CanvasRect(
          column: $0.lowerBound, row: band.rows.lowerBound, columns: $0.count, rows: band.rows.count)
      }
    }
  }

  public func contains(_ cell: CanvasPoint) -> Bool {
    guard let band = band(containing: cell.row) else { return false }
    return Self.run(in: band.columns, containing: cell.column) != nil
  }

  /// True when the area covers the dot's cell.
  func contains(_ dot: DotPoint) -> Bool { contains(dot.canvasCell) }

  /// True when every cell of `rect` is covered; an empty `rect` is.
  public func contains(_ rect: CanvasRect) -> Bool {
    guard !rect.isEmpty else { return true }
    var row = rect.minRow
    var index = firstBand(endingAfter: row)
    while row < rect.maxRow {
      guard index < bands.count, bands[index].rows.lowerBound <= row,
        let run = Self.run(in: bands[index].columns, containing: rect.minColumn),
        run.upperBound >= rect.maxColumn
      else { return false }
      row = bands[index].rows.upperBound
      index += 1
    }
    return true
  }

  /// True when some cell of `rect` is covered.
  public func intersects(_ rect: CanvasRect) -> Bool {
    guard !rect.isEmpty, bounds.intersects(rect) else { return false }
    var index = firstBand(endingAfter: rect.minRow)
    while index < bands.count && bands[index].rows.lowerBound < rect.maxRow {
      let columns = bands[index].columns
      let first = Self.firstRun(in: columns, endingAfter: rect.minColumn)
      if first < columns.count && columns[first].lowerBound < rect.maxColumn { return true }
      index += 1
    }
    return false
  }

  /// The parts of `columns` in `row` the area leaves uncovered, left to right.
  func uncovered(columns: ClosedRange<Int>, row: Int) -> [ClosedRange<Int>] {
    guard let band = band(containing: row) else { return [columns] }
    return Self.subtract(band.columns, from: columns)
  }

  /// The parts of `rows` in `column` the area leaves uncovered, top to bottom.
  func uncovered(rows: ClosedRange<Int>, column: Int) -> [ClosedRange<Int>] {
    var covered: [Range<Int>] = []
    var index = firstBand(endingAfter: rows.lowerBound)
    while index < bands.count && bands[index].rows.lowerBound <= rows.upperBound {
      if Self.run(in: bands[index].columns, containing: column) != nil {
        let band = bands[index].rows
        if let last = covered.last, last.upperBound == band.lowerBound {
          covered[covered.count - 1] = last.lowerBound..<band.upperBound
        } else {
          covered.append(band)
        }
      }
      index += 1
    }
    return Self.subtract(covered, from: rows)
  }

  /// The dots `xs` of dot row `y` whose cells the area leaves uncovered, left to right.
  func uncovered(dots xs: ClosedRange<Int>, y: Int) -> [ClosedRange<Int>] {
    let row = floorDivide(y, DotPoint.dotsPerCellVertically)
    guard let band = band(containing: row) else { return [xs] }
    let perCell = DotPoint.dotsPerCellHorizontally
    let covered = band.columns.map { $0.lowerBound * perCell..<$0.upperBound * perCell }
    return Self.subtract(covered, from: xs)
  }

  /// True when every dot of `xs` in dot row `y` lies in an uncovered cell.
  func isUncovered(dots xs: ClosedRange<Int>, y: Int) -> Bool {
    uncovered(dots: xs, y: y) == [xs]
  }

  // MARK: - Searching

  private func band(containing row: Int) -> Band? {
    let index = firstBand(endingAfter: row)
    guard index < bands.count, bands[index].rows.contains(row) else { return nil }
    return bands[index]
  }

  /// The index of the first band whose rows end after `row` (`bands.count` when none does).
  private func firstBand(endingAfter row: Int) -> Int {
    var low = 0
    var high = bands.count
    while low < high {
      let middle = (low + high) / 2
      if bands[middle].rows.upperBound <= row { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The index of the first run ending after `column` (`runs.count` when none does).
  private static func firstRun(in runs: [Range<Int>], endingAfter column: Int) -> Int {
    var low = 0
    var high = runs.count
    while low < high {
      let middle = (low + high) / 2
      if runs[middle].upperBound <= column { low = middle + 1 } else { high = middle }
    }
    return low
  }

  private static func run(in runs: [Range<Int>], containing column: Int) -> Range<Int>? {
    let index = firstRun(in: runs, endingAfter: column)
    guard index < runs.count, runs[index].contains(column) else { return nil }
    return runs[index]
  }

  /// `span` without the sorted, disjoint `covered` runs.
  static func subtract(_ covered: [Range<Int>], from span: ClosedRange<Int>) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    var start = span.lowerBound
    var index = firstRun(in: covered, endingAfter: span.lowerBound)
    while index < covered.count && covered[index].lowerBound <= span.upperBound {
      let run = covered[index]
      if run.lowerBound > start { result.append(start...run.lowerBound - 1) }
      start = max(start, run.upperBound)
      index += 1
    }
    if start <= span.upperBound { result.append(start...span.upperBound) }
    return result
  }

  /// Sorted, disjoint, non-touching runs covering the same columns.
  private static func union(_ runs: [Range<Int>]) -> [Range<Int>] {
    var merged: [Range<Int>] = []
    for run in runs.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, run.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, run.upperBound)
      } else {
        merged.append(run)
      }
    }
    return merged
  }
}

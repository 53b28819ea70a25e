import EaselGeometry

/// The cells that differ between the frame on screen and the next one, as runs per row.
///
/// A run never starts on the right half of a wide character nor ends on its left half, so the
/// encoder always writes whole characters. Two runs on a row are joined when rewriting the
/// unchanged cells between them costs no more bytes than moving the cursor over them.
public struct FrameDiff: Hashable, Sendable {
  /// A stretch of cells in one row to write from left to right.
  public struct Run: Hashable, Sendable {
    public var row: Int
    public var columns: Range<Int>

    public init(row: Int, columns: Range<Int>) {
      self.row = row
      self.columns = columns
    }
  }

  /// True when the screen must be cleared first: there was no previous frame or its size
  /// differs. The runs then cover every cell that is not a plain blank.
  public let isFullRepaint: Bool
  public let runs: [Run]

  /// Nothing to write.
  public var isEmpty: Bool { !isFullRepaint && runs.isEmpty }

  /// The number of cells the runs cover.
  public var cellCount: Int { runs.reduce(0) { $0 + $1.columns.count } }

  /// The changes from `previous` (nil: unknown screen) to `next`.
  public init(from previous: CellGrid?, to next: CellGrid) {
    if let previous, previous.size == next.size {
      isFullRepaint = false
      runs = Self.runs(from: previous, to: next)
    } else {
      isFullRepaint = true
      runs = Self.runs(from: CellGrid(size: next.size), to: next)
    }
  }

  /// A full repaint of `grid`, as after a resize, a resume or Ctrl-L.
  public static func fullRepaint(of grid: CellGrid) -> FrameDiff { FrameDiff(from: nil, to: grid) }

  private static func runs(from previous: CellGrid, to next: CellGrid) -> [Run] {
    var runs: [Run] = []
    let columns = next.size.columns
    previous.cells.withUnsafeBufferPointer { old in
      next.cells.withUnsafeBufferPointer { new in
        for row in 0..<next.size.rows {
          let base = row * columns
          var pending: Range<Int>? = nil
          var column = 0
          while column < columns {
            if old[base + column] == new[base + column] {
              column += 1
              continue
            }
            var start = column
            if new[base + start].isContinuation && start > 0 { start -= 1 }
            var end = column + 1
            while end < columns && old[base + end] != new[base + end] { end += 1 }
            if new[base + end - 1].isWide && end < columns { end += 1 }
            if let current = pending {
              if start <= current.upperBound
                || gapIsCheaperToWrite(new, base: base, gap: current.upperBound..<start)
              {
                pending = current.lowerBound..<end
              } else {
                runs.append(Run(row: row, columns: current))
                pending = start..<end
              }
            } else {
              pending = start..<end
            }
            column = end
          }
          if let current = pending { runs.append(Run(row: row, columns: current)) }
        }
      }
    }
    return runs
  }

  /// True when writing the unchanged `gap` costs no more than a cursor-forward over it
  /// (CSI n C) and needs no style change: every cell has the style of the one before it.
  private static func gapIsCheaperToWrite(
    _ cells: UnsafeBufferPointer<Cell>, base: Int, gap: Range<Int>
  ) -> Bool {
    let skipCost = EscapeEncoder.relativeMoveCost(gap.count)
    var before = cells[base + gap.lowerBound - 1]
    if before.isContinuation { before = cells[base + gap.lowerBound - 2] }
    var writeCost = 0
    for column in gap {
      let cell = cells[base + column]
      if cell.isContinuation { continue }
      if cell.style != before.style { return false }
      writeCost += cell.grapheme.utf8.count
      if writeCost > skipCost { return false }
    }
    return true
  }
}

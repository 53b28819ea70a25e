import EaselGeometry

/// The cells that differ between the frame on screen and the next one, as runs per row.
///
/// Cells differ when they look different: a space shows only its background (and underline or
/// reverse, if set), so two such spaces with the same background are the same on screen whatever
/// their foreground, bold, dim or italic. A run never starts on the right half of a wide
/// character nor ends on its left half, so the encoder always writes whole characters. Two runs
/// on a row are joined when rewriting the unchanged cells between them, all in the style of the
/// cell before them, costs no more bytes than moving the cursor over them; the encoder weighs
/// the remaining gaps (style changes, moves across rows) itself.
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
  /// differs. The runs then cover every cell that does not look like a plain blank.
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
      runs = previous.cells.withUnsafeBufferPointer { Self.runs(from: $0, to: next) }
    } else {
      isFullRepaint = true
      runs = Self.runs(from: nil, to: next)
    }
  }

  /// A full repaint of `grid`, as after a resize, a resume or Ctrl-L.
  public static func fullRepaint(of grid: CellGrid) -> FrameDiff { FrameDiff(from: nil, to: grid) }

  /// The runs from `previous` (nil: a cleared screen, all plain blanks) to `next`.
  private static func runs(from previous: UnsafeBufferPointer<Cell>?, to next: CellGrid) -> [Run] {
    var runs: [Run] = []
    let columns = next.size.columns
    guard next.size.area > 0 else { return runs }
    withUnsafePointer(to: Cell.blank) { blank in
      next.cells.withUnsafeBufferPointer { new in
        let new = new.baseAddress!
        let rowBytes = columns * MemoryLayout<Cell>.stride
        for row in 0..<next.size.rows {
          let base = row * columns
          if let previous,
            sameBytes(UnsafeRawPointer(new + base), UnsafeRawPointer(previous.baseAddress! + base), rowBytes)
          {
            continue  // the common case: an untouched row of cells copied from the same sources
          }
          // Compared in place (copying a Cell retains its String), by bits first: cells
          // copied from the same source, nearly all of them, have equal bits.
          @inline(__always) func differs(_ column: Int) -> Bool {
            let old = previous.map { $0.baseAddress! + base + column } ?? blank
            return !sameBits(new + base + column, old) && !new[base + column].looksLike(old.pointee)
          }
          var pending: Range<Int>? = nil
          var column = 0
          while column < columns {
            if !differs(column) {
              column += 1
              continue
            }
            var start = column
            if new[base + start].isContinuation && start > 0 { start -= 1 }
            var end = column + 1
            while end < columns && differs(end) { end += 1 }
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

  /// True when the `count` bytes (a multiple of 8) at both addresses are the same; a whole row
  /// at once, including the padding between cells, so a false answer proves nothing.
  private static func sameBytes(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, _ count: Int) -> Bool {
    var offset = 0
    while offset + 32 <= count {
      let difference =
        (first.load(fromByteOffset: offset, as: UInt64.self)
          ^ second.load(fromByteOffset: offset, as: UInt64.self))
        | (first.load(fromByteOffset: offset + 8, as: UInt64.self)
          ^ second.load(fromByteOffset: offset + 8, as: UInt64.self))
        | (first.load(fromByteOffset: offset + 16, as: UInt64.self)
          ^ second.load(fromByteOffset: offset + 16, as: UInt64.self))
        | (first.load(fromByteOffset: offset + 24, as: UInt64.self)
          ^ second.load(fromByteOffset: offset + 24, as: UInt64.self))
      if difference != 0 { return false }
      offset += 32
    }
    while offset + 8 <= count {
      if first.load(fromByteOffset: offset, as: UInt64.self)
        != second.load(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    return true
  }

  /// True when both cells have the same bytes, which makes them equal (equal cells may still
  /// differ in bytes, e.g. two copies of a long grapheme made apart).
  @inline(__always)
  private static func sameBits(_ first: UnsafePointer<Cell>, _ second: UnsafePointer<Cell>) -> Bool {
    let first = UnsafeRawPointer(first)
    let second = UnsafeRawPointer(second)
    let size = MemoryLayout<Cell>.size
    var offset = 0
    while offset + 8 <= size {
      if first.load(fromByteOffset: offset, as: UInt64.self)
        != second.load(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    while offset < size {
      if first.load(fromByteOffset: offset, as: UInt8.self)
        != second.load(fromByteOffset: offset, as: UInt8.self)
      {
        return false
      }
      offset += 1
    }
    return true
  }

  /// True when writing the unchanged `gap` costs no more than a cursor-forward over it
  /// (CSI n C) and needs no style change: every cell has the style of the one before it.
  private static func gapIsCheaperToWrite(
    _ cells: UnsafePointer<Cell>, base: Int, gap: Range<Int>
  ) -> Bool {
    let skipCost = EscapeEncoder.relativeMoveCost(gap.count)
    var before = cells[base + gap.lowerBound - 1]
    if before.isContinuation { before = cells[base + gap.lowerBound - 2] }
    var writeCost = 0
    for column in gap {
      let cell = cells[base + column]
      if cell.isContinuation { continue }
      if cell.style != before.style { return false }
      writeCost += cell.utf8Count
      if writeCost > skipCost { return false }
    }
    return true
  }
}

extension Cell {
  /// A space with neither underline nor reverse: only its background shows.
  var isBareSpace: Bool {
    isSpace && style.attributes.isDisjoint(with: [.underline, .reverse])
  }

  /// True when the two cells look the same on a terminal: the same bytes in the same style,
  /// or bare spaces on the same background (their foregrounds, bold, dim or italic show
  /// nothing). Graphemes compare by bytes, not canonical equivalence: the terminal gets bytes.
  @inline(__always)
  func looksLike(_ other: Cell) -> Bool {
    guard width == other.width, sameGrapheme(as: other) else { return false }
    if style == other.style { return true }
    return isBareSpace && other.isBareSpace && style.background == other.style.background
  }
}

import EaselDocument
import EaselGeometry

/// Slanted ASCII runs (spec §10.1: `/ \` segments between boxes).
extension Recogniser {
  /// Runs of `\` going down to the right and of `/` going down to the left: ASCII lines at 45°,
  /// which Easel draws with the same characters. A run leading onto a frame at either end (a
  /// corner, an edge: a slanted segment between two boxes) ends there, bound to that box and
  /// drawn under it, so the frame keeps its own character; a run of one cell is a line only
  /// between two boxes.
  mutating func findDiagonals() {
    /// A free slant, not one in a word or a path (`/search`, `a/b`).
    func isSlant(_ index: Int, _ code: UInt32) -> Bool {
      guard codes[index] == code, !owned[index] else { return false }
      let column = index % columns
      return !(column > 0 && Self.isAlphanumeric(codes[index - 1]))
        && !(column + 1 < columns && Self.isAlphanumeric(codes[index + 1]))
    }
    for (code, step) in [(UInt32(0x5C), 1), (UInt32(0x2F), -1)] {
      for row in 0..<rows {
        for column in 0..<columns {
          let start = row * columns + column
          guard codes[start] == code, isSlant(start, code) else { continue }
          if let above = index(column - step, row - 1), isSlant(above, code) { continue }
          var cells = [start]
          while let next = index(column + cells.count * step, row + cells.count), isSlant(next, code) {
            cells.append(next)
          }
          func frame(_ cell: Int?) -> Int? { cell.flatMap { frames[$0] != nil ? $0 : nil } }
          var before = frame(index(column - step, row - 1))
          var after = frame(index(column + cells.count * step, row + cells.count))
          if let first = before.flatMap({ frames[$0]?.box }), first == after.flatMap({ frames[$0]?.box }) {
            (before, after) = (nil, nil)
          }
          guard cells.count >= 2 || (before != nil && after != nil) else { continue }
          for cell in cells { owned[cell] = true }
          let all = [before].compactMap { $0 } + cells + [after].compactMap { $0 }
          var found = FoundLine(
            line: Line(start: point(all[0]), end: point(all[all.count - 1]), style: .ascii), cells: all,
            startBox: before.flatMap { frames[$0]?.box }, endBox: after.flatMap { frames[$0]?.box })
          found.isUnderBoxes = before != nil || after != nil
          lines.append(found)
        }
      }
    }
  }
}

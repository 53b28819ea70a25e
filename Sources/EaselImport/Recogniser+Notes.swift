/// What the import could not decide, or decided one way where a reader might read another
/// (`easel import --explain`), each at the cell where it is.
extension Recogniser {
  mutating func note(at cell: Int, _ reason: String) {
    notes.append(Note(cell: cell, reason: reason))
  }

  /// Notes on the kept objects: cells of theirs kept as text above them (they stay where they
  /// are when the object moves), crossings read as two lines, ends stopping near a box unbound.
  mutating func noteKeptObjects() {
    func overlaidCount(_ cells: [Int]) -> (Int, Int?) {
      guard !overlaid.isEmpty else { return (0, nil) }
      let kept = cells.filter { overlaid[$0] }
      return (kept.count, kept.min())
    }
    for box in boxes where !box.isDropped {
      let (count, first) = overlaidCount(box.cells)
      guard let first else { continue }
      note(
        at: first,
        "\(count) cell\(count == 1 ? "" : "s") of this box's frame (a title, an arrowhead, a mark or a junction "
          + "Easel draws otherwise) kept as text over it: \(count == 1 ? "it stays" : "they stay") put when the box moves"
      )
    }
    for found in lines where !found.isDropped {
      let (count, first) = overlaidCount(found.lentCells)
      if let first {
        note(
          at: first,
          "\(count) cell\(count == 1 ? "" : "s") of this line (dashes, dots, a word across it) kept as text over it"
        )
      }
      // An end stopping near a box it does not meet.
      for (isStart, box) in [(true, found.startBox), (false, found.endBox)] where box == nil {
        let end = isStart ? found.line.start : found.line.end
        guard let cell = index(end.column, end.row), let nearest = nearestFrame(to: cell, within: 3) else {
          continue
        }
        note(
          at: cell,
          "a line ends \(nearest) cell\(nearest == 1 ? "" : "s") from a box without pointing at a side: left unbound"
        )
      }
    }
  }

  /// How many cells (1 … `within`) from `cell` the nearest frame cell is, along a row or column.
  private func nearestFrame(to cell: Int, within distance: Int) -> Int? {
    guard !boxes.isEmpty else { return nil }
    for step in 1...distance {
      for direction in Direction.allCases {
        var here = cell
        var reached = true
        for _ in 0..<step {
          guard let next = neighbour(here, direction) else {
            reached = false
            break
          }
          here = next
        }
        if reached && frames[here] != nil && !boxes[frames[here]!.box].isDropped { return step }
      }
    }
    return nil
  }
}

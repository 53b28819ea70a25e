import EaselGeometry

/// Transactions for the common edits, built from the document as it is; apply them with
/// `apply(_:)` (or record them in `History`).
extension Document {
  /// Adds shapes on top, in order.
  public func adding(_ newShapes: [Shape]) -> Transaction {
    var edits: [Edit] = []
    for (offset, shape) in newShapes.enumerated() { edits.append(.insert(shape, at: count + offset)) }
    return Transaction(edits)
  }

  /// Removes the shapes with these IDs (unknown IDs are ignored). Removing from the top down
  /// keeps every recorded position valid when the transaction is applied in order.
  public func removing(_ ids: Set<ShapeID>) -> Transaction {
    let indices = ids.compactMap { zIndex(of: $0) }.sorted(by: >)
    return Transaction(indices.map { .remove(shapes[$0], at: $0) })
  }

  /// Replaces shapes by new versions with the same IDs; unchanged or unknown ones are skipped.
  public func updating(_ newShapes: [Shape]) -> Transaction {
    Transaction(
      newShapes.compactMap { new in
        guard let old = self[new.id], old != new else { return nil }
        return .update(from: old, to: new)
      })
  }

  /// Moves the shapes by whole cells. A line moved without the shape one of its ends is
  /// attached to lets go of it there (the shapes moved with it keep their connectors).
  public func translating(_ ids: Set<ShapeID>, columns: Int, rows: Int) -> Transaction {
    guard columns != 0 || rows != 0 else { return Transaction() }
    let moved = ids.compactMap { zIndex(of: $0) }.sorted().map {
      shapes[$0].translated(columns: columns, rows: rows).detached(keeping: ids)
    }
    return updating(moved)
  }

  /// Where a z-order command sends the selection.
  public enum ZOrderMove: Sendable {
    case forward
    case backward
    case toFront
    case toBack
  }

  /// Reorders the selected shapes, keeping their order among themselves: forward and backward
  /// move each run of selected shapes past the nearest unselected shape above or below; front
  /// and back move them all. Edits touch only what moves (one per selected shape for front and
  /// back, one per run for forward and backward), so this stays cheap in large documents.
  public func reordering(_ ids: Set<ShapeID>, _ move: ZOrderMove) -> Transaction {
    let selected = ids.compactMap { zIndex(of: $0) }.sorted()
    guard !selected.isEmpty else { return Transaction() }
    var edits: [Edit] = []
    switch move {
    case .toFront:
      edits = Self.frontEdits(selected, ids: shapes.map(\.id), count: count)
    case .toBack:
      edits = Self.backEdits(selected, ids: shapes.map(\.id))
    case .forward:
      for run in Self.runs(of: selected).reversed() where run.upperBound < count {
        edits.append(.reorder(shapes[run.upperBound].id, from: run.upperBound, to: run.lowerBound))
      }
    case .backward:
      for run in Self.runs(of: selected) where run.lowerBound > 0 {
        edits.append(
          .reorder(shapes[run.lowerBound - 1].id, from: run.lowerBound - 1, to: run.upperBound - 1))
      }
    }
    return Transaction(edits)
  }

  /// Consecutive positions grouped into half-open runs.
  private static func runs(of positions: [Int]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    for position in positions {
      if let last = runs.last, last.upperBound == position {
        runs[runs.count - 1] = last.lowerBound..<position + 1
      } else {
        runs.append(position..<position + 1)
      }
    }
    return runs
  }

  /// Moves the selected positions (ascending) to the top, lowest first; a selected shape that
  /// is already in its final place (part of the top block) is left alone.
  private static func frontEdits(_ selected: [Int], ids: [ShapeID], count: Int) -> [Edit] {
    // The longest suffix of `selected` already at the very top stays put.
    var settled = 0
    while settled < selected.count && selected[selected.count - 1 - settled] == count - 1 - settled {
      settled += 1
    }
    let moving = selected.dropLast(settled)
    var edits: [Edit] = []
    for (moved, position) in moving.enumerated() {
      edits.append(.reorder(ids[position], from: position - moved, to: count - 1 - settled))
    }
    return edits
  }

  /// Moves the selected positions (ascending) to the bottom, highest first; the ones already
  /// at the very bottom stay put.
  private static func backEdits(_ selected: [Int], ids: [ShapeID]) -> [Edit] {
    var settled = 0
    while settled < selected.count && selected[settled] == settled { settled += 1 }
    let moving = selected.dropFirst(settled).reversed()
    var edits: [Edit] = []
    for (moved, position) in moving.enumerated() {
      edits.append(.reorder(ids[position], from: position + moved, to: settled))
    }
    return edits
  }

  /// IDs of the shapes whose bounds lie wholly inside `rect`, bottom to top.
  public func shapes(inside rect: CanvasRect) -> [ShapeID] {
    shapes.filter { rect.contains($0.bounds) }.map(\.id)
  }

  /// IDs of the shapes whose bounds meet `rect`, bottom to top.
  public func shapes(touching rect: CanvasRect) -> [ShapeID] {
    shapes.filter { $0.bounds.intersects(rect) }.map(\.id)
  }
}

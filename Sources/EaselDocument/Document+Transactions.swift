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

  /// Removes the shapes with these IDs (unknown IDs are ignored) and what they contain (spec
  /// §10.1), then the groups they leave with no member. Removing from the top down keeps every
  /// recorded position valid when the transaction is applied in order.
  public func removing(_ ids: Set<ShapeID>) -> Transaction {
    let ids = withContents(ids)
    let indices = ids.compactMap { zIndex(of: $0) }.sorted(by: >)
    var edits: [Edit] = indices.map { .remove(shapes[$0], at: $0) }
    if !groups.isEmpty {
      edits += groupsEmptied(byTakingOut: indices.map { shapes[$0].id }).map { .removeGroup($0) }
    }
    return Transaction(edits)
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
  ///
  /// With groups, the same among the members of each group: what moves is the selection's
  /// objects (`objects(of:)`), past whole objects, each within the group it is in.
  public func reordering(_ ids: Set<ShapeID>, _ move: ZOrderMove) -> Transaction {
    guard groups.isEmpty else { return reorderingObjects(objects(of: ids), move) }
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

  /// `reordering` with groups: level by level, the innermost groups first (a level's edits
  /// move shapes only within its own span, so the spans of the levels around it stay right).
  private func reorderingObjects(_ objects: [ShapeID], _ move: ZOrderMove) -> Transaction {
    var levels: [ShapeID?: Set<ShapeID>] = [:]
    for object in objects { levels[parent(of: object), default: []].insert(object) }
    let ordered = levels.keys.map { ($0, $0.map { ancestors(of: $0).count + 1 } ?? 0) }.sorted {
      ($0.1, $0.0?.rawValue ?? 0) > ($1.1, $1.0?.rawValue ?? 0)
    }
    var working = shapes.map(\.id)
    var edits: [Edit] = []
    for (parent, _) in ordered {
      guard let selected = levels[parent], let span = parent.map({ zRange(of: $0) }) ?? 0..<count else {
        continue
      }
      // The members of this level as blocks of positions, bottom to top.
      var blocks: [(range: Range<Int>, isSelected: Bool)] = []
      var current: ShapeID?
      for position in span {
        let member = representative(of: shapes[position].id, in: parent)
        if member == current, let last = blocks.last {
          blocks[blocks.count - 1].range = last.range.lowerBound..<position + 1
        } else {
          blocks.append((position..<position + 1, selected.contains(member)))
          current = member
        }
      }
      func reorder(from: Int, to: Int) {
        let id = working.remove(at: from)
        working.insert(id, at: to)
        edits.append(.reorder(id, from: from, to: to))
      }
      let runs = Self.runs(of: blocks.indices.filter { blocks[$0].isSelected })
      switch move {
      case .forward:
        for run in runs.reversed() where run.upperBound < blocks.count {
          let above = blocks[run.upperBound].range
          let start = blocks[run.lowerBound].range.lowerBound
          for offset in 0..<above.count { reorder(from: above.lowerBound + offset, to: start + offset) }
        }
      case .backward:
        for run in runs where run.lowerBound > 0 {
          let below = blocks[run.lowerBound - 1].range
          let end = blocks[run.upperBound - 1].range.upperBound
          for offset in (0..<below.count).reversed() {
            reorder(from: below.lowerBound + offset, to: end - (below.count - offset))
          }
        }
      case .toFront:
        var settled = 0
        var index = blocks.count - 1
        while index >= 0 && blocks[index].isSelected {
          settled += blocks[index].range.count
          index -= 1
        }
        var moved = 0
        for block in blocks[0..<index + 1] where block.isSelected {
          for position in block.range {
            reorder(from: position - moved, to: span.upperBound - 1 - settled)
            moved += 1
          }
        }
      case .toBack:
        var settled = 0
        var index = 0
        while index < blocks.count && blocks[index].isSelected {
          settled += blocks[index].range.count
          index += 1
        }
        var moved = 0
        for block in blocks[index...].reversed() where block.isSelected {
          for position in block.range.reversed() {
            reorder(from: position + moved, to: span.lowerBound + settled)
            moved += 1
          }
        }
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

  /// Everything in this document replaced by what `other` holds (restoring recovered work): its
  /// shapes removed, its groups too (innermost first), then `other`'s groups (outermost first)
  /// and shapes added.
  public func replacingEverything(with other: Document) -> Transaction {
    var edits = removing(Set(shapes.map(\.id))).edits
    let emptied = Set(
      edits.compactMap { edit -> ShapeID? in
        if case .removeGroup(let group) = edit { return group.id }
        return nil
      })
    for group in groups.values.sorted(by: { $0.id < $1.id }) where !emptied.contains(group.id) {
      // Unreachable in a sound document (every group holds a shape), kept so none is left over.
      edits.append(.removeGroup(group))
    }
    edits += other.groupsOutermostFirst.map { .insertGroup($0) }
    edits += other.shapes.enumerated().map { .insert($0.element, at: $0.offset) }
    return Transaction(edits)
  }

  /// The groups, each after the group it is in.
  public var groupsOutermostFirst: [ShapeGroup] {
    groups.values.map { ($0, ancestors(of: $0.id).count) }.sorted { ($0.1, $0.0.id) < ($1.1, $1.0.id) }.map(
      \.0)
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

import EaselGeometry

/// Groups, names, hidden and locked (spec §9): what they mean for a shape, and the objects a
/// selection of shapes makes up.
///
/// A selection always holds shapes. A group is selected when all its shapes are, so moving,
/// resizing, nudging, deleting and recolouring a group need nothing of their own; what treats
/// a group as one thing (z-order, align and distribute, grouping, copying) asks for `objects`.
extension Document {
  public func group(_ id: ShapeID) -> ShapeGroup? { groups[id] }

  public func isGroup(_ id: ShapeID) -> Bool { groups[id] != nil }

  /// The group a shape or a group is a member of.
  public func parent(of id: ShapeID) -> ShapeID? { self[id]?.groupID ?? groups[id]?.groupID }

  /// The groups around a shape or a group, innermost first.
  public func ancestors(of id: ShapeID) -> [ShapeID] {
    var chain: [ShapeID] = []
    var current = parent(of: id)
    while let group = current {
      chain.append(group)
      current = groups[group]?.groupID
    }
    return chain
  }

  /// The shapes of a group (its subgroups' too), bottom to top; for a shape, the shape itself;
  /// for an unknown ID, none.
  public func shapeIDs(in id: ShapeID) -> [ShapeID] {
    if contains(id) { return [id] }
    guard groups[id] != nil else { return [] }
    var found: [Int] = []
    var pending = [id]
    while let group = pending.popLast() {
      for member in members(of: group) {
        if let position = zIndex(of: member) {
          found.append(position)
        } else {
          pending.append(member)
        }
      }
    }
    return found.sorted().map { shapes[$0].id }
  }

  /// The z-positions a shape or a group covers (a group's shapes lie next to each other).
  public func zRange(of id: ShapeID) -> Range<Int>? {
    if let position = zIndex(of: id) { return position..<position + 1 }
    let positions = shapeIDs(in: id).compactMap { zIndex(of: $0) }
    guard let low = positions.first, let high = positions.last else { return nil }
    return low..<high + 1
  }

  /// The area a shape or a group's shapes cover.
  public func bounds(of id: ShapeID) -> CanvasRect? {
    if let shape = self[id] { return shape.bounds }
    let all = shapeIDs(in: id).compactMap { self[$0]?.bounds }
    guard let first = all.first else { return nil }
    return all.dropFirst().reduce(first) { $0.union($1) }
  }

  /// Hidden itself or by a group it is in: not drawn, rendered, exported or picked.
  public func isHidden(_ id: ShapeID) -> Bool { hasFlag(id, shape: \.isHidden, group: \.isHidden) }

  /// Locked itself or by a group it is in: not picked or moved on the canvas.
  public func isLocked(_ id: ShapeID) -> Bool { hasFlag(id, shape: \.isLocked, group: \.isLocked) }

  /// Whether `shape` (one of this document's) is drawn: neither it nor a group it is in is hidden.
  public func isDrawn(_ shape: Shape) -> Bool {
    !shape.isHidden && (shape.groupID.map { !isHidden($0) } ?? true)
  }

  /// Whether the canvas may pick `shape` (click, marquee, Tab) or move it: drawn and not locked.
  public func isPickable(_ shape: Shape) -> Bool {
    isDrawn(shape) && !shape.isLocked && (shape.groupID.map { !isLocked($0) } ?? true)
  }

  private func hasFlag(
    _ id: ShapeID, shape flag: KeyPath<Shape, Bool>, group groupFlag: KeyPath<ShapeGroup, Bool>
  )
    -> Bool
  {
    var current: ShapeID?
    if let shape = self[id] {
      if shape[keyPath: flag] { return true }
      current = shape.groupID
    } else {
      current = id
    }
    while let groupID = current, let group = groups[groupID] {
      if group[keyPath: groupFlag] { return true }
      current = group.groupID
    }
    return false
  }

  /// What a click on shape `id` picks: the outermost group it is in, or, inside the group
  /// `entered` (double-clicked into), the member of that group holding it. A shape outside
  /// `entered` picks as if no group were entered.
  public func pickedObject(for id: ShapeID, entered: ShapeID?) -> ShapeID {
    let chain = ancestors(of: id)
    if let entered, let level = chain.firstIndex(of: entered) { return level == 0 ? id : chain[level - 1] }
    return chain.last ?? id
  }

  /// The objects the shapes `ids` make up, bottom to top: each shape stands for the outermost
  /// group all of whose shapes are among `ids`, or for itself. Unknown IDs are left out.
  public func objects(of ids: Set<ShapeID>) -> [ShapeID] {
    let positions = ids.compactMap { zIndex(of: $0) }.sorted()
    guard !groups.isEmpty else { return positions.map { shapes[$0].id } }
    var complete: [ShapeID: Bool] = [:]
    func isComplete(_ group: ShapeID) -> Bool {
      if let known = complete[group] { return known }
      let answer = shapeIDs(in: group).allSatisfy(ids.contains)
      complete[group] = answer
      return answer
    }
    var objects: [ShapeID] = []
    var seen = Set<ShapeID>()
    for position in positions {
      var object = shapes[position].id
      var current = shapes[position].groupID
      while let group = current, isComplete(group) {
        object = group
        current = groups[group]?.groupID
      }
      if seen.insert(object).inserted { objects.append(object) }
    }
    return objects
  }

  /// What the objects panel and messages call a shape or a group: its name, else a rectangle's
  /// label or a text's text (the first line), else its kind and ID ("Rectangle 12", "Group 3").
  public func displayName(of id: ShapeID) -> String {
    if let group = groups[id] { return group.name ?? "Group \(id.rawValue)" }
    guard let shape = self[id] else { return "" }
    if let name = shape.name { return name }
    let text: String
    switch shape.kind {
    case .rectangle(let rectangle): text = rectangle.label
    case .line(let line): text = line.label
    case .text(let shape): text = shape.text
    case .ellipse, .pen, .brush: text = ""
    }
    let firstLine = text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init)
    if let firstLine, !firstLine.allSatisfy(\.isWhitespace) { return firstLine }
    let kind = shape.kind.name
    return kind.prefix(1).uppercased() + kind.dropFirst() + " \(id.rawValue)"
  }
}

// MARK: Transactions

extension Document {
  /// Cmd-G: gathers `objects` (shapes and groups, as `objects(of:)` gives them) into a new
  /// group `id`, inside the innermost group holding them all. Their shapes come together in
  /// z-order just in front of the frontmost of them (at that group's level), the rest keeping
  /// their order; a group left with no member goes. Empty when there is nothing to group.
  public func grouping(_ objects: [ShapeID], as id: ShapeID) -> Transaction {
    let objects = objects.filter { contains($0) || isGroup($0) }
    guard !objects.isEmpty, !contains(id), !isGroup(id) else { return Transaction() }
    let parent = commonGroup(of: objects)
    let ranges = objects.compactMap { zRange(of: representative(of: $0, in: parent)) }
    guard let frontmost = ranges.map(\.upperBound).max() else { return Transaction() }
    let moving = Set(objects.flatMap { shapeIDs(in: $0) })
    let span = parent.flatMap { zRange(of: $0) } ?? 0..<count
    var order: [ShapeID] = []
    order.reserveCapacity(span.count)
    let block = moving.compactMap { zIndex(of: $0) }.sorted().map { shapes[$0].id }
    for position in span {
      let shapeID = shapes[position].id
      if !moving.contains(shapeID) { order.append(shapeID) }
      if position == frontmost - 1 { order.append(contentsOf: block) }
    }
    var edits: [Edit] = [.insertGroup(ShapeGroup(id: id, groupID: parent))]
    edits += reorderEdits(in: span, to: order)
    edits += objects.compactMap { joining($0, group: id) }
    let leaving = objects.filter { self.parent(of: $0) != parent }
    edits += groupsEmptied(byTakingOut: leaving, keeping: parent).map { .removeGroup($0) }
    return Transaction(edits)
  }

  /// Ungroup: the members of each of `ids` that is a group go to the group it was in, and it
  /// goes; z-order does not change. Other IDs are ignored; none may be inside another.
  public func ungrouping(_ ids: [ShapeID]) -> Transaction {
    var edits: [Edit] = []
    for id in ids {
      guard let group = groups[id] else { continue }
      let members = members(of: id).sorted()
      edits += members.compactMap { joining($0, group: group.groupID) }
      edits.append(.removeGroup(group))
    }
    return Transaction(edits)
  }

  /// Moves `objects` (as `objects(of:)` gives them) next to `target` in z-order, in front of
  /// it or behind it, into the group `target` is in (dragging rows in the objects panel). Empty
  /// when `target` is one of them or inside one of them.
  public func placing(_ objects: [ShapeID], nextTo target: ShapeID, inFront: Bool) -> Transaction {
    let objects = objects.filter { contains($0) || isGroup($0) }
    guard !objects.isEmpty, let targetRange = zRange(of: target) else { return Transaction() }
    let around = Set([target] + ancestors(of: target))
    guard objects.allSatisfy({ !around.contains($0) }) else { return Transaction() }
    let parent = self.parent(of: target)
    let moving = Set(objects.flatMap { shapeIDs(in: $0) })
    let positions = moving.compactMap { zIndex(of: $0) }.sorted()
    guard let first = positions.first, let last = positions.last else { return Transaction() }
    let span = min(first, targetRange.lowerBound)..<max(last + 1, targetRange.upperBound)
    let block = positions.map { shapes[$0].id }
    var order: [ShapeID] = []
    order.reserveCapacity(span.count)
    for position in span {
      if !inFront, position == targetRange.lowerBound { order.append(contentsOf: block) }
      let shapeID = shapes[position].id
      if !moving.contains(shapeID) { order.append(shapeID) }
      if inFront, position == targetRange.upperBound - 1 { order.append(contentsOf: block) }
    }
    var edits = reorderEdits(in: span, to: order)
    edits += objects.compactMap { joining($0, group: parent) }
    let leaving = objects.filter { self.parent(of: $0) != parent }
    edits += groupsEmptied(byTakingOut: leaving, keeping: parent).map { .removeGroup($0) }
    return Transaction(edits)
  }

  /// Sets a shape's or a group's name (nil or blank: none).
  public func renaming(_ id: ShapeID, to name: String?) -> Transaction {
    let trimmed = name.map {
      String(String($0.reversed().drop(while: \.isWhitespace)).reversed().drop(while: \.isWhitespace))
    }
    let name = trimmed?.isEmpty == false ? trimmed : nil
    return changing([id]) {
      $0.name = name
    } group: {
      $0.name = name
    }
  }

  /// Hides or shows shapes and groups.
  public func settingHidden(_ ids: [ShapeID], _ hidden: Bool) -> Transaction {
    changing(ids) {
      $0.isHidden = hidden
    } group: {
      $0.isHidden = hidden
    }
  }

  /// Locks or unlocks shapes and groups.
  public func settingLocked(_ ids: [ShapeID], _ locked: Bool) -> Transaction {
    changing(ids) {
      $0.isLocked = locked
    } group: {
      $0.isLocked = locked
    }
  }

  /// Updates of shapes and groups by `change`, skipping unknown IDs and what stays the same.
  private func changing(
    _ ids: [ShapeID], shape change: (inout Shape) -> Void, group changeGroup: (inout ShapeGroup) -> Void
  ) -> Transaction {
    var edits: [Edit] = []
    for id in ids {
      if let old = self[id] {
        var new = old
        change(&new)
        if new != old { edits.append(.update(from: old, to: new)) }
      } else if let old = groups[id] {
        var new = old
        changeGroup(&new)
        if new != old { edits.append(.updateGroup(from: old, to: new)) }
      }
    }
    return Transaction(edits)
  }

  /// The edit putting a shape or a group in `group` (nil: the top level); nil when it is there.
  func joining(_ id: ShapeID, group: ShapeID?) -> Edit? {
    if let shape = self[id] {
      guard shape.groupID != group else { return nil }
      var moved = shape
      moved.groupID = group
      return .update(from: shape, to: moved)
    }
    guard let old = groups[id], old.groupID != group else { return nil }
    var moved = old
    moved.groupID = group
    return .updateGroup(from: old, to: moved)
  }

  /// The innermost group holding all of `objects` (nil: the top level).
  func commonGroup(of objects: [ShapeID]) -> ShapeID? {
    guard let first = objects.first else { return nil }
    var common = Array(ancestors(of: first).reversed())
    for object in objects.dropFirst() {
      let chain = Array(ancestors(of: object).reversed())
      var shared = 0
      while shared < min(common.count, chain.count) && common[shared] == chain[shared] { shared += 1 }
      common.removeLast(common.count - shared)
    }
    return common.last
  }

  /// `object`, or the group around it that is a direct member of `group` (nil: the top level).
  func representative(of object: ShapeID, in group: ShapeID?) -> ShapeID {
    var current = object
    while let parent = parent(of: current), parent != group { current = parent }
    return current
  }

  /// The groups (innermost first) left with no member once `members` leave the groups they
  /// are in; `keeping` is gaining a member, so it and what holds it stay.
  public func groupsEmptied(byTakingOut members: [ShapeID], keeping: ShapeID? = nil) -> [ShapeGroup] {
    var leaving: [ShapeID: Set<ShapeID>] = [:]
    var pending = members
    var emptied: [ShapeGroup] = []
    while let member = pending.popLast() {
      guard let group = parent(of: member), group != keeping else { continue }
      leaving[group, default: []].insert(member)
      if leaving[group]?.count == self.members(of: group).count, let record = groups[group] {
        emptied.append(record)
        pending.append(group)
      }
    }
    return emptied
  }

  /// The edits taking the groups left empty by `transaction` (just applied to this document)
  /// away, innermost first, so no group is ever left with no member (the eraser removing all
  /// of a group's shapes, say). Empty when none is.
  public func emptyGroupCleanup(after transaction: Transaction) -> Transaction {
    guard !groups.isEmpty else { return Transaction() }
    var candidates: [ShapeID] = []
    for edit in transaction.edits {
      switch edit {
      case .remove(let shape, _): if let group = shape.groupID { candidates.append(group) }
      case .update(let old, let new) where old.groupID != new.groupID:
        if let group = old.groupID { candidates.append(group) }
      case .updateGroup(let old, let new) where old.groupID != new.groupID:
        if let group = old.groupID { candidates.append(group) }
      case .removeGroup(let group): if let parent = group.groupID { candidates.append(parent) }
      default: break
      }
    }
    var edits: [Edit] = []
    var removed = Set<ShapeID>()
    for candidate in candidates {
      var current: ShapeID? = candidate
      while let id = current, let group = groups[id], !removed.contains(id) {
        let remaining = members(of: id).subtracting(removed)
        guard remaining.isEmpty else { break }
        removed.insert(id)
        edits.append(.removeGroup(group))
        current = group.groupID
      }
    }
    return Transaction(edits)
  }

  /// The reorder edits turning the shapes at `span` into `order` (the same shapes), moving as
  /// few as can be: those outside a longest run already in order.
  func reorderEdits(in span: Range<Int>, to order: [ShapeID]) -> [Edit] {
    var working = shapes[span].map(\.id)
    guard working != order else { return [] }
    var rank: [ShapeID: Int] = [:]
    rank.reserveCapacity(order.count)
    for (index, id) in order.enumerated() { rank[id] = index }
    let staying = Self.longestIncreasingRun(working.map { rank[$0] ?? 0 })
    let stays = Set(staying.map { working[$0] })
    var edits: [Edit] = []
    for (index, id) in order.enumerated() where !stays.contains(id) {
      guard let from = working.firstIndex(of: id) else { continue }
      working.remove(at: from)
      let to = index == 0 ? 0 : (working.firstIndex(of: order[index - 1]) ?? -1) + 1
      working.insert(id, at: to)
      if from != to { edits.append(.reorder(id, from: span.lowerBound + from, to: span.lowerBound + to)) }
    }
    return edits
  }

  /// The positions of a longest strictly increasing subsequence of `values` (patience sorting).
  static func longestIncreasingRun(_ values: [Int]) -> [Int] {
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var run: [Int] = []
    var current = tails.last ?? -1
    while current >= 0 {
      run.append(current)
      current = previous[current]
    }
    return run.reversed()
  }
}

// MARK: What the canvas draws and picks

extension Document {
  /// This document without its hidden shapes (nor their groups), for `render` and the exports:
  /// itself when nothing is hidden.
  public func withoutHidden() -> Document {
    guard hasHiddenShapes else { return self }
    let visible = shapes.filter(isDrawn).map { shape -> Shape in
      var shape = shape
      shape.groupID = nil
      shape.containerID = nil
      return shape
    }
    return (try? Document(shapes: visible, nextShapeID: nextShapeID)) ?? Document()
  }

  /// The shapes a marquee over `region` selects (spec §5.1, §9): those the canvas may pick,
  /// wholly inside it or, with `touching`, meeting it; a shape in a group selects the whole
  /// group, when the group's bounds are wholly inside (or, with `touching`, at once). Found
  /// through `index`, so it costs what the region holds.
  public func pickableShapes(in region: CanvasRect, touching: Bool, index: SpatialIndex) -> Set<ShapeID> {
    var selected = Set<ShapeID>()
    var decided = Set<ShapeID>()
    for id in index.shapeIDs(intersecting: region) {
      guard let shape = self[id], isPickable(shape), touching || region.contains(shape.bounds) else {
        continue
      }
      let object = shape.groupID == nil ? id : pickedObject(for: id, entered: nil)
      guard object != id else {
        selected.insert(id)
        continue
      }
      guard decided.insert(object).inserted else { continue }
      if touching || bounds(of: object).map(region.contains) == true {
        selected.formUnion(shapeIDs(in: object))
      }
    }
    return selected
  }
}

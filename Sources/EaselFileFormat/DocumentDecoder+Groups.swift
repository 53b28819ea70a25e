import EaselDocument

/// A group as read, with where its parts are, to be checked once every shape and group is known.
struct ReadGroup {
  var group: ShapeGroup
  var open: Int
  var idOffset: Int
  var parentOffset: Int
}

/// A shape's `group` field as read.
struct PendingMembership {
  var shapeIndex: Int
  var offset: Int
  var group: ShapeID
}

extension DocumentDecoder {
  /// `"groups": [{"id": 7, "name": "Legend", "hidden": true, "locked": true, "group": 3}, …]`.
  mutating func readGroups() throws(FileFormatError) -> [ReadGroup] {
    _ = try reader.beginArray("an array of groups")
    var groups: [ReadGroup] = []
    var isFirst = true
    reader.path.append(.index(0))
    while try reader.nextElement(isFirst: &isFirst) {
      reader.path[reader.path.count - 1] = .index(groups.count)
      guard groups.count < maximumShapes else {
        throw reader.error("a document holds at most \(maximumShapes) groups")
      }
      groups.append(try readGroup())
    }
    reader.path.removeLast()
    return groups
  }

  private mutating func readGroup() throws(FileFormatError) -> ReadGroup {
    let open = try reader.beginObject("a group object")
    var read = ReadGroup(group: ShapeGroup(id: ShapeID(0)), open: open, idOffset: open, parentOffset: open)
    var id: UInt64?
    var seen: UInt8 = 0
    var isFirst = true
    while let (field, keyOffset) = try reader.nextKey(GroupField.self, isFirst: &isFirst) {
      guard let field else {
        throw reader.error(
          "unknown field \(reader.describeToken(at: keyOffset)); a group has id, name, hidden, locked and group",
          at: keyOffset)
      }
      guard seen & 1 << field.rawValue == 0 else { throw duplicateField(at: keyOffset) }
      seen |= 1 << field.rawValue
      reader.path.append(.field(field.name))
      switch field {
      case .id:
        read.idOffset = reader.index
        id = UInt64(try reader.readInteger(in: 1...Int(EaselFile.maximumShapeID)))
      case .name: read.group.name = try readName()
      case .hidden: read.group.isHidden = try reader.readBool()
      case .locked: read.group.isLocked = try reader.readBool()
      case .group:
        read.parentOffset = reader.index
        read.group.groupID = ShapeID(UInt64(try reader.readInteger(in: 1...Int(EaselFile.maximumShapeID))))
      }
      reader.path.removeLast()
    }
    guard let id else { throw reader.error("the field \"id\" is missing", at: open) }
    let group = read.group
    read.group = ShapeGroup(
      id: ShapeID(id), groupID: group.groupID, name: group.name, isHidden: group.isHidden,
      isLocked: group.isLocked)
    return read
  }

  /// A name: one line, not empty, at most `CanvasLimits.maximumNameBytes`.
  mutating func readName() throws(FileFormatError) -> String {
    let offset = reader.index
    let name = try reader.readString(limit: CanvasLimits.maximumNameBytes)
    guard !name.isEmpty else {
      throw reader.error("a name cannot be empty; leave the field out for none", at: offset)
    }
    guard !name.contains("\n") else {
      throw reader.error("a name is one line: it cannot hold a line break", at: offset)
    }
    return name
  }

  /// The groups and the shapes' memberships make one sound nesting: IDs unique among shapes and
  /// groups, every group named exists, no group inside itself, at most
  /// `CanvasLimits.maximumGroupDepth` deep, every group with a member, and each group's shapes
  /// next to each other in z-order.
  mutating func checkGroups(_ groups: [ReadGroup], shapes: [Shape]) throws(FileFormatError) {
    guard !groups.isEmpty || !pendingMemberships.isEmpty else { return }
    var indexByID: [ShapeID: Int] = [:]
    indexByID.reserveCapacity(groups.count)
    for (index, read) in groups.enumerated() {
      let id = read.group.id
      if let other = indexByID[id] {
        throw groupError(
          "group ID \(id.rawValue) is used twice: groups[\(other)] has it too", index: index, field: .id,
          at: read.idOffset)
      }
      if let shape = firstIndex(ofID: id.rawValue) {
        throw groupError(
          "ID \(id.rawValue) is used twice: shapes[\(shape)] has it too (shapes and groups share IDs)",
          index: index, field: .id, at: read.idOffset)
      }
      indexByID[id] = index
    }
    var memberCounts = [Int](repeating: 0, count: groups.count)
    for pending in pendingMemberships {
      guard let index = indexByID[pending.group] else {
        var reader = reader
        reader.path = [.field("shapes"), .index(pending.shapeIndex), .field("group")]
        throw reader.error(
          "the shape is in group \(pending.group.rawValue), and no group has that ID", at: pending.offset)
      }
      memberCounts[index] += 1
    }
    // Parents exist; the nesting has no circle and stays within the depth limit.
    var depths = [Int](repeating: 0, count: groups.count)
    for (index, read) in groups.enumerated() {
      guard let parent = read.group.groupID else { continue }
      guard parent != read.group.id else {
        throw groupError("a group cannot be in itself", index: index, field: .group, at: read.parentOffset)
      }
      guard let parentIndex = indexByID[parent] else {
        throw groupError(
          "the group is in group \(parent.rawValue), and no group has that ID", index: index, field: .group,
          at: read.parentOffset)
      }
      memberCounts[parentIndex] += 1
    }
    for start in groups.indices where depths[start] == 0 {
      var chain: [Int] = []
      var current: Int? = start
      var base = 0
      while let index = current {
        if depths[index] > 0 {
          base = depths[index]
          break
        }
        if chain.contains(index) {
          throw groupError(
            "group \(groups[index].group.id.rawValue) is nested inside itself", index: index, field: .group,
            at: groups[index].parentOffset)
        }
        guard chain.count < CanvasLimits.maximumGroupDepth else {
          throw groupError(
            "groups are nested more than \(CanvasLimits.maximumGroupDepth) deep here", index: start,
            field: .group, at: groups[start].parentOffset)
        }
        chain.append(index)
        current = groups[index].group.groupID.flatMap { indexByID[$0] }
      }
      for (offset, index) in chain.reversed().enumerated() {
        depths[index] = base + offset + 1
        guard depths[index] <= CanvasLimits.maximumGroupDepth else {
          throw groupError(
            "groups are nested more than \(CanvasLimits.maximumGroupDepth) deep here", index: index,
            field: .group, at: groups[index].parentOffset)
        }
      }
    }
    if let empty = memberCounts.firstIndex(of: 0) {
      throw groupError(
        "group \(groups[empty].group.id.rawValue) has no members: no shape or group names it in its \"group\" field",
        index: empty, field: nil, at: groups[empty].open)
    }
    try checkContiguity(groups, indexByID: indexByID, shapes: shapes)
  }

  /// Each group's shapes are next to each other in z-order, so the group has one place in it.
  private func checkContiguity(
    _ groups: [ReadGroup], indexByID: [ShapeID: Int], shapes: [Shape]
  ) throws(FileFormatError) {
    var lowest = [Int](repeating: Int.max, count: groups.count)
    var highest = [Int](repeating: -1, count: groups.count)
    var counts = [Int](repeating: 0, count: groups.count)
    for pending in pendingMemberships {
      var current = indexByID[pending.group]
      while let index = current {
        lowest[index] = min(lowest[index], pending.shapeIndex)
        highest[index] = max(highest[index], pending.shapeIndex)
        counts[index] += 1
        current = groups[index].group.groupID.flatMap { indexByID[$0] }
      }
    }
    for index in groups.indices where highest[index] - lowest[index] + 1 != counts[index] {
      let id = groups[index].group.id
      let intruder = (lowest[index]...highest[index]).first { position in
        var current = shapes[position].groupID
        while let group = current {
          if group == id { return false }
          current = indexByID[group].flatMap { groups[$0].group.groupID }
        }
        return true
      }
      throw groupError(
        "the shapes of group \(id.rawValue) are not next to each other in z-order: shapes[\(intruder ?? 0)] lies "
          + "between shapes[\(lowest[index])] and shapes[\(highest[index])] and is not in the group",
        index: index, field: nil, at: groups[index].open)
    }
  }

  /// An error in `groups[index]` (or its `field`).
  private func groupError(_ message: String, index: Int, field: GroupField?, at offset: Int)
    -> FileFormatError
  {
    var reader = reader
    reader.path = [.field("groups"), .index(index)]
    if let field { reader.path.append(.field(field.name)) }
    return reader.error(message, at: offset)
  }
}

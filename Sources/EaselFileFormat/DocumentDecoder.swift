import EaselDocument

/// Reads a document in one pass over the JSON, checking every field as it is read so each
/// error can name its line, column and field path. Nothing is built that the document does not
/// keep, and every count is bounded by the limits in `EaselFile`.
struct DocumentDecoder {
  var reader: JSONReader
  /// The IDs read so far, in order, and the highest of them: files list shapes in z-order, which
  /// usually follows creation, so an ID above all before it needs no lookup.
  var shapeIDs: [UInt64] = []
  var highestID: UInt64 = 0
  /// Every ID read so far, built only once IDs stop rising.
  var shapeIndexByID: [UInt64: Int]?
  /// Pen points and brush cells read so far, against `EaselFile.maximumTotalPoints`.
  var totalPoints = 0
  /// Where the name of each field of the shape being read starts, indexed by `ShapeField.rawValue`.
  var fieldOffsets = [Int](repeating: 0, count: ShapeField.count)
  /// Most shapes read (`EaselFile.maximumShapes`; tests give a small one).
  let maximumShapes: Int
  /// The version the file says it is (read before any shape).
  var fileVersion = EaselFile.currentVersion
  /// Line ends attached to shapes, checked once every shape is read (a binding may name a
  /// shape later in the file).
  var pendingBindings: [PendingBinding] = []
  /// Shapes' `group` fields, checked once every group is read.
  var pendingMemberships: [PendingMembership] = []
  /// Shapes' `container` fields, checked once every shape is read.
  var pendingContainers: [PendingContainer] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>, maximumShapes: Int = EaselFile.maximumShapes) {
    reader = JSONReader(bytes)
    self.maximumShapes = maximumShapes
  }

  /// The top-level object: `format` and `version` are checked before anything else is
  /// interpreted, wherever they stand, so a newer file is refused for its version and not for
  /// fields this version does not know.
  mutating func decodeDocument() throws(FileFormatError) -> Document {
    reader.skipByteOrderMark()
    let open = try reader.beginObject("'{' to start an Easel document")
    var seen = Set<DocumentField>()
    var version: Int?
    var hasFormat = false
    var nextShapeID: (value: UInt64, offset: Int)?
    var shapes: [Shape]?
    var deferredShapesOffset: Int?
    var groups: [ReadGroup] = []
    var deferredGroups: (key: Int, value: Int)?
    var firstUnknownFieldOffset: Int?
    var isFirst = true
    while let (field, keyOffset) = try reader.nextKey(DocumentField.self, isFirst: &isFirst) {
      guard let field else {
        guard version == nil else { throw unknownDocumentField(at: keyOffset) }
        if firstUnknownFieldOffset == nil { firstUnknownFieldOffset = keyOffset }
        reader.path.append(.unknownField(at: keyOffset))
        try reader.skipValue()
        reader.path.removeLast()
        continue
      }
      guard seen.insert(field).inserted else { throw duplicateField(at: keyOffset) }
      reader.path.append(.field(field.name))
      switch field {
      case .format:
        let offset = reader.index
        let format = try reader.readString()
        guard format == "easel" else {
          throw reader.error(
            "not an Easel document: expected \"easel\", found \(reader.describeToken(at: offset))", at: offset
          )
        }
        hasFormat = true
      case .version:
        version = try readVersion()
        fileVersion = version ?? EaselFile.currentVersion
      case .nextShapeID:
        let offset = reader.index
        nextShapeID = (UInt64(try reader.readInteger(in: 1...Int(CanvasLimits.maximumShapeID))), offset)
      case .groups:
        if version == nil {
          deferredGroups = (keyOffset, reader.index)
          try reader.skipValue()
        } else {
          try checkGroupsAllowed(at: keyOffset)
          groups = try readGroups()
        }
      case .shapes:
        if version == nil {
          deferredShapesOffset = reader.index
          try reader.skipValue()
        } else {
          shapes = try readShapes()
        }
      }
      reader.path.removeLast()
    }
    reader.skipWhitespace()
    guard reader.isAtEnd else { throw reader.error("unexpected content after the end of the document") }
    guard hasFormat else {
      throw reader.error("not an Easel document: the field \"format\": \"easel\" is missing", at: open)
    }
    guard version != nil else { throw reader.error("the field \"version\" is missing", at: open) }
    if let offset = firstUnknownFieldOffset { throw unknownDocumentField(at: offset) }
    if let (keyOffset, valueOffset) = deferredGroups {
      try checkGroupsAllowed(at: keyOffset)
      reader.index = valueOffset
      reader.path = [.field("groups")]
      groups = try readGroups()
      reader.path = []
    }
    if shapes == nil, let offset = deferredShapesOffset {
      reader.index = offset
      reader.path = [.field("shapes")]
      shapes = try readShapes()
      reader.path = []
    }
    guard let shapes else { throw reader.error("the field \"shapes\" is missing", at: open) }
    try checkBindings(of: shapes)
    try checkGroups(groups, shapes: shapes)
    try checkContainers(of: shapes)
    return try makeDocument(shapes, groups: groups.map(\.group), nextShapeID: nextShapeID)
  }

  /// Groups are new in version 3.
  private func checkGroupsAllowed(at keyOffset: Int) throws(FileFormatError) {
    guard fileVersion < 3 else { return }
    throw reader.error(
      "the field \"groups\" is new in version 3 of the format, and this file says version \(fileVersion)",
      at: keyOffset)
  }

  /// The version: newer ones are refused with the one thing the user can do about it.
  private mutating func readVersion() throws(FileFormatError) -> Int {
    let offset = reader.index
    var digits = 0
    while offset + digits < reader.bytes.count,
      reader.bytes[offset + digits] >= UInt8(ascii: "0") && reader.bytes[offset + digits] <= UInt8(ascii: "9")
    {
      digits += 1
    }
    let value = reader.scanInteger()
    // A whole number too long for an Int is newer too, however unlikely.
    let isHuge =
      value == nil && digits >= 18 && reader.bytes[offset] != UInt8(ascii: "0")
      && (offset + digits == reader.bytes.count || !Self.continuesNumber(reader.bytes[offset + digits]))
    if isHuge || (value ?? 0) > EaselFile.currentVersion {
      throw reader.error(
        "this file is version \(reader.describeToken(at: offset)) of the format, newer than the version "
          + "\(EaselFile.currentVersion) this Easel reads; open it with a newer Easel", at: offset)
    }
    guard let value, value >= 1 else {
      throw reader.expected("a whole version number such as \(EaselFile.currentVersion)", at: offset)
    }
    // Version 1 has no connectors: its lines read as free lines, nothing to convert.
    return value
  }

  private static func continuesNumber(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e")
  }

  private mutating func readShapes() throws(FileFormatError) -> [Shape] {
    _ = try reader.beginArray("an array of shapes")
    var shapes: [Shape] = []
    var isFirst = true
    reader.path.append(.index(0))
    while try reader.nextElement(isFirst: &isFirst) {
      // The element about to be read is named in the error: shapes[1000000] is the 1,000,001st.
      reader.path[reader.path.count - 1] = .index(shapes.count)
      guard shapes.count < maximumShapes else {
        throw reader.error("a document holds at most \(maximumShapes) shapes")
      }
      let shape = try readShape()
      shapeIDs.append(shape.id.rawValue)
      shapeIndexByID?[shape.id.rawValue] = shapes.count
      shapes.append(shape)
    }
    reader.path.removeLast()
    return shapes
  }

  /// Checks `nextShapeID` against the IDs and builds the document.
  private func makeDocument(
    _ shapes: [Shape], groups: [ShapeGroup], nextShapeID: (value: UInt64, offset: Int)?
  ) throws(FileFormatError) -> Document {
    let highestShape = shapes.lazy.map(\.id.rawValue).max() ?? 0
    let highestGroup = groups.lazy.map(\.id.rawValue).max() ?? 0
    let highest = max(highestShape, highestGroup)
    if let nextShapeID, nextShapeID.value <= highest {
      var reader = reader
      reader.path = [.field("nextShapeID")]
      let holder =
        highestGroup > highestShape
        ? "groups[\(groups.firstIndex { $0.id.rawValue == highest } ?? 0)]"
        : "shapes[\(shapeIDs.firstIndex(of: highest) ?? 0)]"
      throw reader.error(
        "nextShapeID \(nextShapeID.value) must be greater than every shape and group ID, and \(holder) has ID "
          + "\(highest)", at: nextShapeID.offset)
    }
    do {
      return try Document(shapes: shapes, groups: groups, nextShapeID: nextShapeID?.value ?? highest + 1)
    } catch {
      // Unreachable: IDs were checked for duplicates as they were read.
      throw FileFormatError(message: "\(error)")
    }
  }

  /// The index of the shape read earlier with this ID, if any.
  mutating func firstIndex(ofID id: UInt64) -> Int? {
    if shapeIndexByID == nil {
      var index: [UInt64: Int] = [:]
      index.reserveCapacity(shapeIDs.count * 2)
      for (position, id) in shapeIDs.enumerated() { index[id] = position }
      shapeIndexByID = index
    }
    return shapeIndexByID?[id]
  }

  private func unknownDocumentField(at offset: Int) -> FileFormatError {
    reader.error(
      "unknown field \(reader.describeToken(at: offset)); an Easel document has format, version, "
        + "nextShapeID, groups and shapes", at: offset)
  }

  func duplicateField(at offset: Int) -> FileFormatError {
    reader.error("the field \(reader.describeToken(at: offset)) appears twice", at: offset)
  }
}

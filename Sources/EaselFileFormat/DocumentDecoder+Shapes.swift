import EaselDocument
import EaselGeometry

extension DocumentDecoder {
  /// Reads one shape object. Fields may come in any order; the kind decides which are allowed
  /// and required, so the check waits for the kind, or runs at once when it came first (as the
  /// encoder writes it).
  mutating func readShape() throws(FileFormatError) -> Shape {
    let open = try reader.beginObject("a shape object")
    var seen: ShapeField.Set = 0
    var allowed: ShapeField.Set = ~0
    var kind: ShapeKindName?
    var id: UInt64 = 0
    var idOffset = 0
    var bounds = CanvasRect.zero
    var start = CanvasPoint.zero
    var end = CanvasPoint.zero
    var origin = CanvasPoint.zero
    var style = FrameStyle.light
    var fillCharacter: Character?
    var label = ""
    var labelAlignment = LabelAlignment.centred
    var labelInsets = LabelInsets.zero
    var isFilled = false
    var arrowAtStart = false
    var arrowAtEnd = false
    var arrowhead = ArrowheadStyle.standard
    var route = LineRoute.straight
    var startBinding: LineBinding?
    var endBinding: LineBinding?
    var bends: [CanvasPoint] = []
    var userRuns = false
    var points: [DotPoint] = []
    var cells: [CanvasPoint] = []
    var character: Character = "█"
    var size = 1
    var text = ""
    var strokeColor = ShapeColor.default
    var fillColor = ShapeColor.default
    var name: String?
    var isHidden = false
    var isLocked = false
    var groupID: ShapeID?
    var containerID: ShapeID?
    var isFirst = true
    while let (field, keyOffset) = try reader.nextKey(ShapeField.self, isFirst: &isFirst) {
      guard let field else { throw unknownShapeField(at: keyOffset, kind: kind) }
      guard seen & field.bit == 0 else { throw duplicateField(at: keyOffset) }
      if allowed & field.bit == 0, let kind { throw foreignField(field, at: keyOffset, kind: kind) }
      if fileVersion < ShapeField.version(adding: field) {
        throw reader.error(
          "the field \"\(field.name)\" is new in version \(ShapeField.version(adding: field)) of the format, "
            + "and this file says version \(fileVersion)", at: keyOffset)
      }
      seen |= field.bit
      fieldOffsets[field.rawValue] = keyOffset
      reader.path.append(.field(field.name))
      switch field {
      case .id:
        idOffset = reader.index
        id = UInt64(try reader.readInteger(in: 1...Int(EaselFile.maximumShapeID)))
      case .kind:
        let name = try readKind()
        kind = name
        allowed = ShapeField.fields(of: name).allowed
      case .bounds: bounds = try readRect()
      case .start: start = try readPoint()
      case .end: end = try readPoint()
      case .origin: origin = try readPoint()
      case .style:
        let offset = reader.index
        style = try readStyle()
        let since: Int
        switch style {
        case .light, .heavy, .double, .rounded, .ascii: since = 1
        case .dashed: since = 2
        case .asciiRounded, .asciiDouble, .asciiUnderscore: since = 3
        }
        if fileVersion < since {
          throw reader.error(
            "the frame style \"\(style.rawValue)\" is new in version \(since) of the format, and this file says "
              + "version \(fileVersion)", at: offset)
        }
      case .fillCharacter: fillCharacter = try readCharacter()
      case .label: label = try reader.readString(limit: CanvasLimits.maximumTextBytes)
      case .labelAlignment: labelAlignment.horizontal = try readHorizontalAlignment()
      case .labelVerticalAlignment: labelAlignment.vertical = try readVerticalAlignment()
      case .labelInsets: labelInsets = try readLabelInsets()
      case .filled: isFilled = try reader.readBool()
      case .arrowAtStart: arrowAtStart = try reader.readBool()
      case .arrowAtEnd: arrowAtEnd = try reader.readBool()
      case .arrowhead: arrowhead = try readArrowhead()
      case .route: route = try readRoute()
      case .startBinding: startBinding = try readBinding()
      case .endBinding: endBinding = try readBinding()
      case .bends: bends = try readBends()
      case .userRuns: userRuns = try reader.readBool()
      case .points: points = try readDots()
      case .cells: cells = try readCells()
      case .character: character = try readCharacter()
      case .size: size = try reader.readInteger(in: 1...EaselFile.maximumBrushSize)
      case .text:
        let offset = reader.index
        text = try reader.readString(limit: CanvasLimits.maximumTextBytes)
        if text.isEmpty { throw reader.error("the text of a text shape cannot be empty", at: offset) }
      case .strokeColor: strokeColor = try readColor()
      case .fillColor: fillColor = try readColor()
      case .name: name = try readName()
      case .hidden: isHidden = try reader.readBool()
      case .locked: isLocked = try reader.readBool()
      case .group:
        let offset = reader.index
        let group = ShapeID(UInt64(try reader.readInteger(in: 1...Int(EaselFile.maximumShapeID))))
        groupID = group
        pendingMemberships.append(PendingMembership(shapeIndex: shapeIDs.count, offset: offset, group: group))
      case .container:
        let offset = reader.index
        let container = ShapeID(UInt64(try reader.readInteger(in: 1...Int(EaselFile.maximumShapeID))))
        containerID = container
        pendingContainers.append(
          PendingContainer(shapeIndex: shapeIDs.count, offset: offset, container: container))
      }
      reader.path.removeLast()
      if field == .kind, let kind, seen & ~allowed != 0 {
        // Fields read before the kind that this kind does not have: name the first one.
        let foreign = ShapeField.all.filter { seen & ~allowed & $0.bit != 0 }
        let first = foreign.min { fieldOffsets[$0.rawValue] < fieldOffsets[$1.rawValue] }!
        throw foreignField(first, at: fieldOffsets[first.rawValue], kind: kind)
      }
    }
    guard let kind else { throw reader.error("the field \"kind\" is missing", at: open) }
    guard seen & ShapeField.id.bit != 0 else { throw reader.error("the field \"id\" is missing", at: open) }
    let required = ShapeField.fields(of: kind).required
    if required & ~seen != 0, let missing = ShapeField.all.first(where: { required & ~seen & $0.bit != 0 }) {
      throw reader.error("the field \"\(missing.name)\" is missing; \(kind.withArticle) needs it", at: open)
    }
    if id > highestID {
      highestID = id
    } else if let other = firstIndex(ofID: id) {
      throw shapeError("shape ID \(id) is used twice: shapes[\(other)] has it too", at: idOffset, field: .id)
    }
    let shapeKind: ShapeKind
    switch kind {
    case .rectangle:
      shapeKind = .rectangle(
        Rectangle(
          bounds: bounds, frameStyle: style, fillCharacter: fillCharacter, label: label,
          labelAlignment: labelAlignment, labelInsets: labelInsets))
    case .ellipse: shapeKind = .ellipse(Ellipse(bounds: bounds, isFilled: isFilled))
    case .line:
      shapeKind = .line(
        Line(
          start: start, end: end, style: style, arrowAtStart: arrowAtStart, arrowAtEnd: arrowAtEnd,
          arrowhead: arrowhead, route: route, startBinding: startBinding, endBinding: endBinding,
          bends: bends, label: label,
          userRuns: userRuns))
      if !label.isEmpty {
        let offset = fieldOffsets[ShapeField.label.rawValue]
        if fileVersion < 2 {
          throw shapeError(
            "a line's label is new in version 2 of the format, and this file says version \(fileVersion)",
            at: offset, field: .label)
        }
        if !CanvasLimits.contains(shapeKind.bounds) {
          throw shapeError(
            "the label reaches past the edge of the canvas (coordinates stay within "
              + "±\(CanvasLimits.maximumCoordinate))", at: offset, field: .label)
        }
      }
      for (binding, field) in [(startBinding, ShapeField.startBinding), (endBinding, .endBinding)] {
        guard let binding else { continue }
        if binding.shape.rawValue == id {
          throw shapeError(
            "a line cannot be attached to itself (shape \(id))", at: fieldOffsets[field.rawValue],
            field: field)
        }
        pendingBindings.append(
          PendingBinding(
            shapeIndex: shapeIDs.count, field: field, offset: fieldOffsets[field.rawValue],
            target: binding.shape))
      }
    case .pen: shapeKind = .pen(PenStroke(points: points))
    case .brush: shapeKind = .brush(BrushStroke(cells: cells, character: character, size: size))
    case .text:
      shapeKind = .text(TextShape(origin: origin, text: text))
      // Measuring text is costly, so only text that could reach the canvas edge is measured.
      let reach = text.utf8.count + 1
      if abs(origin.column) > CanvasLimits.maximumCoordinate - 2 * reach
        || abs(origin.row) > CanvasLimits.maximumCoordinate - reach,
        !CanvasLimits.contains(shapeKind.bounds)
      {
        throw shapeError(
          "the text reaches past the edge of the canvas (coordinates stay within "
            + "±\(CanvasLimits.maximumCoordinate))", at: fieldOffsets[ShapeField.text.rawValue], field: .text)
      }
    }
    // Every rule is checked above with its exact place; this keeps the model's own word final.
    if let problem = shapeKind.geometryViolations().first {
      throw reader.error(MessageText.escaped(problem), at: open)
    }
    return Shape(
      id: ShapeID(id), kind: shapeKind, strokeColor: strokeColor, fillColor: fillColor, name: name,
      isHidden: isHidden, isLocked: isLocked, groupID: groupID, containerID: containerID)
  }

  /// An error in `field` of the current shape.
  func shapeError(_ message: String, at offset: Int, field: ShapeField) -> FileFormatError {
    var reader = reader
    reader.path.append(.field(field.name))
    return reader.error(message, at: offset)
  }

  private func foreignField(_ field: ShapeField, at offset: Int, kind: ShapeKindName) -> FileFormatError {
    shapeError(
      "\(kind.withArticle) has no field \"\(field.name)\"; it has \(Self.fieldList(for: kind))", at: offset,
      field: field)
  }

  private func unknownShapeField(at offset: Int, kind: ShapeKindName?) -> FileFormatError {
    let known = kind.map { "; \($0.withArticle) has \(Self.fieldList(for: $0))" } ?? ""
    return reader.error("unknown field \(reader.describeToken(at: offset))\(known)", at: offset)
  }

  private static func fieldList(for kind: ShapeKindName) -> String {
    let allowed = ShapeField.fields(of: kind).allowed
    let names = ShapeField.all.filter { allowed & $0.bit != 0 }.map { $0.name.description }
    return names.dropLast().joined(separator: ", ") + " and " + names.last!
  }
}

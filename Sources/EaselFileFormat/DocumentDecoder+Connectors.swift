import EaselDocument
import EaselGeometry

/// A line end attached to a shape, as read, to be checked once every shape is known.
struct PendingBinding {
  var shapeIndex: Int
  var field: ShapeField
  var offset: Int
  var target: ShapeID
}

extension DocumentDecoder {
  mutating func readRoute() throws(FileFormatError) -> LineRoute {
    let what = "a route (straight or elbow)"
    let offset = reader.index
    guard reader.current == UInt8(ascii: "\"") else { throw reader.expected(what) }
    guard let route = LineRoute(rawValue: try reader.readString()) else {
      throw reader.expected(what, at: offset)
    }
    return route
  }

  /// `{"shape": ID, "side": "top"|"right"|"bottom"|"left", "offset": N, "gap": G}`; all but the
  /// shape optional, the gap since version 3.
  mutating func readBinding() throws(FileFormatError) -> LineBinding {
    let open = try reader.beginObject("a binding {\"shape\": ID}")
    var binding = LineBinding(shape: ShapeID(0))
    var seen: UInt8 = 0
    var isFirst = true
    while let (field, keyOffset) = try reader.nextKey(BindingField.self, isFirst: &isFirst) {
      guard let field else {
        throw reader.error(
          "unknown field \(reader.describeToken(at: keyOffset)); a binding has shape, side, offset and gap",
          at: keyOffset)
      }
      guard seen & 1 << field.rawValue == 0 else { throw duplicateField(at: keyOffset) }
      seen |= 1 << field.rawValue
      reader.path.append(.field(field.name))
      switch field {
      case .shape:
        binding.shape = ShapeID(UInt64(try reader.readInteger(in: 1...Int(EaselFile.maximumShapeID))))
      case .side:
        let what = "a side (top, right, bottom or left)"
        let offset = reader.index
        guard reader.current == UInt8(ascii: "\"") else { throw reader.expected(what) }
        guard let side = ShapeSide(rawValue: try reader.readString()) else {
          throw reader.expected(what, at: offset)
        }
        binding.side = side
      case .offset:
        binding.offset = try reader.readInteger(in: 0...2 * CanvasLimits.maximumCoordinate)
      case .gap:
        if fileVersion < 3 {
          throw reader.error(
            "a binding's gap is new in version 3 of the format, and this file says version \(fileVersion)",
            at: keyOffset)
        }
        binding.gap = try reader.readInteger(in: 0...LineBinding.maximumGap)
      }
      reader.path.removeLast()
    }
    guard seen & 1 != 0 else { throw reader.error("the field \"shape\" is missing", at: open) }
    return binding
  }

  /// An elbow line's corners as one flat array, `[column0, row0, column1, row1, …]`.
  mutating func readBends() throws(FileFormatError) -> [CanvasPoint] {
    let open = try reader.beginArray("an array of cells [column0, row0, column1, row1, …]")
    let coordinates = -CanvasLimits.maximumCoordinate...CanvasLimits.maximumCoordinate
    var bends: [CanvasPoint] = []
    var column = 0
    var count = 0
    var isFirst = true
    reader.path.append(.index(0))
    while try reader.nextElement(isFirst: &isFirst) {
      reader.path[reader.path.count - 1] = .index(count)
      guard count < 2 * CanvasLimits.maximumPointsPerStroke else {
        throw reader.error("a line has at most \(CanvasLimits.maximumPointsPerStroke) bends")
      }
      let value = try reader.readInteger(in: coordinates)
      if count & 1 == 0 {
        column = value
      } else {
        bends.append(CanvasPoint(column: column, row: value))
        totalPoints += 1
        guard totalPoints <= EaselFile.maximumTotalPoints else {
          throw reader.error(
            "a document holds at most \(EaselFile.maximumTotalPoints) points, cells and bends in all")
        }
      }
      count += 1
    }
    reader.path.removeLast()
    guard count & 1 == 0 else {
      throw reader.error("expected pairs of coordinates, found an odd count of \(count) numbers", at: open)
    }
    return bends
  }

  /// Every binding names a shape of the file that takes connectors.
  func checkBindings(of shapes: [Shape]) throws(FileFormatError) {
    guard !pendingBindings.isEmpty else { return }
    var kindByID: [ShapeID: ShapeKind] = [:]
    kindByID.reserveCapacity(shapes.count)
    for shape in shapes { kindByID[shape.id] = shape.kind }
    for pending in pendingBindings {
      var reader = reader
      reader.path = [
        .field("shapes"), .index(pending.shapeIndex), .field(pending.field.name), .field("shape"),
      ]
      guard let kind = kindByID[pending.target] else {
        throw reader.error(
          "the line is attached to shape \(pending.target.rawValue), and no shape has that ID",
          at: pending.offset)
      }
      guard kind.acceptsConnectors else {
        throw reader.error(
          "the line is attached to shape \(pending.target.rawValue), \(ShapeKindName(rawValue: kind.name)!.withArticle); "
            + "only rectangles, ellipses and text take connectors", at: pending.offset)
      }
    }
  }
}

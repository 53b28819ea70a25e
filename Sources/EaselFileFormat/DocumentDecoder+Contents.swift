import EaselDocument

/// A shape's `container` field as read, to be checked once every shape is known.
struct PendingContainer {
  var shapeIndex: Int
  var offset: Int
  var container: ShapeID
}

/// The fields of a label's insets: `{"left": 1, "top": 0, "right": 0, "bottom": 0}`.
enum LabelInsetField: Int, FieldName {
  case left
  case top
  case right
  case bottom

  static var count: Int { 4 }

  var name: StaticString {
    switch self {
    case .left: return "left"
    case .top: return "top"
    case .right: return "right"
    case .bottom: return "bottom"
    }
  }
}

/// Version 4: where a box's label sits (alignment and insets) and the box a shape lies in.
extension DocumentDecoder {
  mutating func readHorizontalAlignment() throws(FileFormatError) -> LabelAlignment.Horizontal {
    let what = "a label alignment (left, centre or right)"
    let offset = reader.index
    guard reader.current == UInt8(ascii: "\"") else { throw reader.expected(what) }
    guard let alignment = LabelAlignment.Horizontal(rawValue: try reader.readString()) else {
      throw reader.expected(what, at: offset)
    }
    return alignment
  }

  mutating func readVerticalAlignment() throws(FileFormatError) -> LabelAlignment.Vertical {
    let what = "a vertical label alignment (top, middle or bottom)"
    let offset = reader.index
    guard reader.current == UInt8(ascii: "\"") else { throw reader.expected(what) }
    guard let alignment = LabelAlignment.Vertical(rawValue: try reader.readString()) else {
      throw reader.expected(what, at: offset)
    }
    return alignment
  }

  /// `{"left": L, "top": T, "right": R, "bottom": B}`, each optional (0 when left out), in
  /// cells, 0 … `CanvasLimits.maximumLabelInset`.
  mutating func readLabelInsets() throws(FileFormatError) -> LabelInsets {
    _ = try reader.beginObject("label insets {\"left\": 1, \"top\": 0, \"right\": 0, \"bottom\": 0}")
    var insets = LabelInsets.zero
    var seen: UInt8 = 0
    var isFirst = true
    while let (field, keyOffset) = try reader.nextKey(LabelInsetField.self, isFirst: &isFirst) {
      guard let field else {
        throw reader.error(
          "unknown field \(reader.describeToken(at: keyOffset)); label insets have left, top, right and bottom",
          at: keyOffset)
      }
      guard seen & 1 << field.rawValue == 0 else { throw duplicateField(at: keyOffset) }
      seen |= 1 << field.rawValue
      reader.path.append(.field(field.name))
      let value = try reader.readInteger(in: 0...CanvasLimits.maximumLabelInset)
      switch field {
      case .left: insets.left = value
      case .top: insets.top = value
      case .right: insets.right = value
      case .bottom: insets.bottom = value
      }
      reader.path.removeLast()
    }
    return insets
  }

  /// Every `container` names a rectangle of the file other than the shape itself, and boxes
  /// lie in each other without a circle, at most `CanvasLimits.maximumContainerDepth` deep.
  /// (Whether a shape lies inside its box is not checked: a connector in a box may be routed
  /// out of it, and a text may have grown; the editor keeps the rest.)
  mutating func checkContainers(of shapes: [Shape]) throws(FileFormatError) {
    guard !pendingContainers.isEmpty else { return }
    for pending in pendingContainers {
      let shape = shapes[pending.shapeIndex]
      guard pending.container != shape.id else {
        throw containerError("a shape cannot be inside itself", at: pending)
      }
      guard let index = firstIndex(ofID: pending.container.rawValue) else {
        throw containerError(
          "the shape is in box \(pending.container.rawValue), and no shape has that ID", at: pending)
      }
      let box = shapes[index].kind
      guard box.holdsContents else {
        throw containerError(
          "the shape is in shape \(pending.container.rawValue), \(ShapeKindName(rawValue: box.name)!.withArticle); "
            + "only rectangles hold shapes", at: pending)
      }
    }
    // Depths of boxes inside boxes, each shape's found once: no circle, within the limit.
    var depths = [Int](repeating: -1, count: shapes.count)
    var pendingByIndex: [Int: PendingContainer] = [:]
    for pending in pendingContainers { pendingByIndex[pending.shapeIndex] = pending }
    for pending in pendingContainers where depths[pending.shapeIndex] < 0 {
      var chain: [Int] = []
      var onChain = Set<Int>()
      var current: Int? = pending.shapeIndex
      var base = -1
      while let index = current {
        if depths[index] >= 0 {
          base = depths[index]
          break
        }
        guard onChain.insert(index).inserted else {
          throw containerError(
            "shape \(shapes[index].id.rawValue) is inside itself through the boxes around it",
            at: pendingByIndex[index]!)
        }
        chain.append(index)
        if let container = shapes[index].containerID {
          current = firstIndex(ofID: container.rawValue)
        } else {
          current = nil
        }
      }
      for (offset, index) in chain.reversed().enumerated() {
        depths[index] = base + offset + 1
        guard depths[index] <= CanvasLimits.maximumContainerDepth else {
          throw containerError(
            "boxes lie inside each other more than \(CanvasLimits.maximumContainerDepth) deep here",
            at: pendingByIndex[index]!)
        }
      }
    }
  }

  /// An error in `shapes[i].container`.
  private func containerError(_ message: String, at pending: PendingContainer) -> FileFormatError {
    var reader = reader
    reader.path = [.field("shapes"), .index(pending.shapeIndex), .field("container")]
    return reader.error(message, at: pending.offset)
  }
}

import EaselGeometry

/// A drawing: shapes in z-order (first drawn first, so later ones are on top), each with a
/// stable ID. A value type: copies are cheap until changed, which is what undo and previews use.
///
/// Every change goes through `apply(_:)` with a `Transaction`, so every change can be undone.
public struct Document: Hashable, Sendable {
  public private(set) var shapes: [Shape] = []
  /// z-position of each shape in `shapes`.
  private var positions: [ShapeID: Int] = [:]
  /// The next ID `makeShapeID()` hands out; never goes down, so IDs are never reused.
  public private(set) var nextShapeID: UInt64 = 1
  /// Counts applied transactions, so caches can tell whether a document changed.
  public private(set) var revision: UInt64 = 0
  /// For each shape, the lines with an end attached to it, so an edit of a shape finds its
  /// connectors without looking at every line. Derived from `shapes`.
  private var connectorsByShape: [ShapeID: Set<ShapeID>] = [:]

  public init() {}

  /// A document holding `shapes` in that z-order; fails on duplicate IDs.
  public init(shapes: [Shape], nextShapeID: UInt64? = nil) throws {
    self.shapes = shapes
    positions.reserveCapacity(shapes.count)
    for (index, shape) in shapes.enumerated() {
      guard shape.id.rawValue < CanvasLimits.maximumShapeID else {
        throw EditError("shape ID \(shape.id.rawValue) is not below \(CanvasLimits.maximumShapeID)")
      }
      guard positions.updateValue(index, forKey: shape.id) == nil else {
        throw EditError("shape ID \(shape.id.rawValue) is used twice")
      }
      noteBindings(of: shape, added: true)
    }
    if let nextShapeID, nextShapeID > CanvasLimits.maximumShapeID {
      throw EditError("the next shape ID \(nextShapeID) is above \(CanvasLimits.maximumShapeID)")
    }
    let highest = shapes.lazy.map(\.id.rawValue).max() ?? 0
    self.nextShapeID = max(nextShapeID ?? 0, highest + 1, 1)
  }

  public var isEmpty: Bool { shapes.isEmpty }
  public var count: Int { shapes.count }

  public subscript(id: ShapeID) -> Shape? {
    guard let index = positions[id] else { return nil }
    return shapes[index]
  }

  public func contains(_ id: ShapeID) -> Bool { positions[id] != nil }

  /// The z-position of a shape (0 is the bottom).
  public func zIndex(of id: ShapeID) -> Int? { positions[id] }

  /// The lines with an end attached to shape `id` (which may no longer exist: after it is
  /// removed, this still names the lines that must let go of it).
  public func connectors(boundTo id: ShapeID) -> Set<ShapeID> { connectorsByShape[id] ?? [] }

  /// Files or unfiles the bindings of `shape` in `connectorsByShape`.
  private mutating func noteBindings(of shape: Shape, added: Bool) {
    guard case .line(let line) = shape.kind, line.isConnector else { return }
    for target in line.boundShapes {
      if added {
        connectorsByShape[target, default: []].insert(shape.id)
      } else if var lines = connectorsByShape[target] {
        lines.remove(shape.id)
        connectorsByShape[target] = lines.isEmpty ? nil : lines
      }
    }
  }

  /// A fresh ID for a shape about to be inserted. Once IDs run out (2^53 of them) it keeps
  /// returning the limit, which `apply` refuses.
  public mutating func makeShapeID() -> ShapeID {
    defer { nextShapeID = min(nextShapeID + 1, CanvasLimits.maximumShapeID) }
    return ShapeID(nextShapeID)
  }

  /// The area every shape lies in; `.zero` for an empty document.
  public var bounds: CanvasRect {
    shapes.reduce(CanvasRect.zero) { $0.union($1.bounds) }
  }

  /// Applies every edit of `transaction` in order, or none if one does not fit the document
  /// (a stale index, an unknown or duplicate ID).
  public mutating func apply(_ transaction: Transaction) throws {
    // In place, undoing the applied edits if one fails: copying the document first would
    // copy every shape on every edit.
    var applied = 0
    let nextIDBefore = nextShapeID
    do {
      for edit in transaction.edits {
        try apply(edit)
        applied += 1
      }
    } catch {
      for edit in transaction.edits[..<applied].reversed() {
        do {
          try apply(edit.inverse)
        } catch {
          preconditionFailure("the inverse of an applied edit failed: \(error)")
        }
      }
      nextShapeID = nextIDBefore
      throw error
    }
    if !transaction.isEmpty { revision += 1 }
  }

  private mutating func apply(_ edit: Edit) throws {
    switch edit {
    case .insert(let shape, let index):
      guard positions[shape.id] == nil else { throw EditError("shape \(shape.id) already exists") }
      guard shape.id.rawValue < CanvasLimits.maximumShapeID else {
        throw EditError("shape ID \(shape.id.rawValue) is not below \(CanvasLimits.maximumShapeID)")
      }
      guard index >= 0 && index <= shapes.count else {
        throw EditError("insert position \(index) outside 0...\(shapes.count)")
      }
      try Self.checkExtent(of: shape)
      shapes.insert(shape, at: index)
      if shape.id.rawValue >= nextShapeID { nextShapeID = shape.id.rawValue + 1 }
      reindex(from: index)
      noteBindings(of: shape, added: true)
    case .remove(let shape, let index):
      guard positions[shape.id] == index, shapes[index] == shape else {
        throw EditError("shape \(shape.id) is not at position \(index) as recorded")
      }
      shapes.remove(at: index)
      positions[shape.id] = nil
      reindex(from: index)
      noteBindings(of: shape, added: false)
    case .update(let old, let new):
      guard old.id == new.id else { throw EditError("an update cannot change a shape's ID") }
      guard let index = positions[old.id], shapes[index] == old else {
        throw EditError("shape \(old.id) differs from the recorded one")
      }
      try Self.checkExtent(of: new)
      shapes[index] = new
      noteBindings(of: old, added: false)
      noteBindings(of: new, added: true)
    case .reorder(let id, let from, let to):
      guard positions[id] == from, to >= 0, to < shapes.count else {
        throw EditError("shape \(id) cannot move from \(from) to \(to)")
      }
      let shape = shapes.remove(at: from)
      shapes.insert(shape, at: to)
      reindex(from: min(from, to), through: max(from, to))
    }
  }

  /// Keeps every shape inside the canvas limits, so a nudge or a move can never push a shape
  /// where coordinates would overflow.
  private static func checkExtent(of shape: Shape) throws {
    guard CanvasLimits.contains(shape.bounds) else {
      throw EditError("shape \(shape.id) would reach beyond the canvas limits")
    }
  }

  private mutating func reindex(from start: Int, through end: Int? = nil) {
    let last = min(end ?? shapes.count - 1, shapes.count - 1)
    guard start <= last else { return }
    for index in start...last { positions[shapes[index].id] = index }
  }

  /// Problems with the document's internal consistency; empty when it is sound. Tests call
  /// this after every mutation.
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    if positions.count != shapes.count {
      problems.append("\(positions.count) positions for \(shapes.count) shapes")
    }
    var seen = Set<ShapeID>()
    for (index, shape) in shapes.enumerated() {
      if !seen.insert(shape.id).inserted { problems.append("shape \(shape.id) appears twice") }
      if positions[shape.id] != index { problems.append("shape \(shape.id) is indexed wrongly") }
      if shape.id.rawValue >= nextShapeID { problems.append("shape \(shape.id) is not below the next ID") }
      problems.append(contentsOf: shape.kind.geometryViolations().map { "shape \(shape.id): \($0)" })
      for color in [shape.strokeColor, shape.fillColor] {
        if case .ansi(let index) = color, index > 15 {
          problems.append("shape \(shape.id): ansi colour \(index) is not one of the 16")
        }
      }
      problems.append(contentsOf: bindingViolations(of: shape))
    }
    var filed: [ShapeID: Set<ShapeID>] = [:]
    for shape in shapes {
      guard case .line(let line) = shape.kind else { continue }
      for target in line.boundShapes { filed[target, default: []].insert(shape.id) }
    }
    if filed != connectorsByShape { problems.append("the index of connectors by shape is stale") }
    return problems
  }

  /// A binding names another shape of the document, one that takes connectors.
  public func bindingViolations(of shape: Shape) -> [String] {
    guard case .line(let line) = shape.kind else { return [] }
    var problems: [String] = []
    for (end, binding) in [("start", line.startBinding), ("end", line.endBinding)] {
      guard let binding else { continue }
      if binding.shape == shape.id {
        problems.append("shape \(shape.id): its \(end) is attached to itself")
      } else if let target = self[binding.shape] {
        if !target.kind.acceptsConnectors {
          problems.append(
            "shape \(shape.id): its \(end) is attached to shape \(binding.shape), a \(target.kind.name), "
              + "which takes no connectors")
        }
      } else {
        problems.append(
          "shape \(shape.id): its \(end) is attached to shape \(binding.shape), which does not exist")
      }
      if let offset = binding.offset, offset < 0 {
        problems.append("shape \(shape.id): its \(end) binding has a negative offset \(offset)")
      }
      if !(0...LineBinding.maximumGap).contains(binding.gap) {
        problems.append(
          "shape \(shape.id): its \(end) binding's gap \(binding.gap) is not within 0…\(LineBinding.maximumGap)"
        )
      }
    }
    return problems
  }

  public static func == (a: Document, b: Document) -> Bool {
    a.shapes == b.shapes && a.nextShapeID == b.nextShapeID
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(shapes)
    hasher.combine(nextShapeID)
  }
}
